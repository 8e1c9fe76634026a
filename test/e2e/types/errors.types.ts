// The error tables: names, codes and kinds as literal unions where the table is data.
import { errorTable, type ErrorSpec } from "@a2a-bindgen/a2a/v1_0/errors";

const kinds: ErrorSpec["kind"][] = ["a2a", "jsonrpc", "decided"];
const first: ErrorSpec | undefined = errorTable.decidedErrors[0];
void kinds;
void first;
// @ts-expect-error: an ErrorSpec's kind is one of three
const wrong: ErrorSpec["kind"] = "other";
void wrong;
