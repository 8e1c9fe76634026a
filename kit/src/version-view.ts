// What every per-version view of the tables has, named as the generated modules name it (`protocolVersion`,
// `errorTable`): the server's and the client's views extend it, so one idea carries one set of names.

import type { ErrorTable } from "./errors/error.js";

/** One protocol version's tables as a binding reads them: the base of the server's and the client's `VersionView`. */
export interface VersionViewBase {
  /** Major.Minor, as the generated module names it. */
  readonly protocolVersion: string;
  /** The version's error table (codes and forms per binding). */
  readonly errorTable: ErrorTable;
}
