// The control page: a zod object schema, whose constructor probes `new Function("")` and catches the refusal.
// Under the page's CSP the probe is a violation; the test expects exactly that one, proving it sees them.
import * as z from "zod";
import { report } from "./report.ts";

void report(async () => z.object({ a: z.string() }).parse({ a: "x" }));
