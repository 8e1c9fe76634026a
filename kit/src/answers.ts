// The select and envelope pieces answer with plain data (a version not served, a required extension not
// declared, an invalid JSON-RPC envelope); a server answers with an A2A error. This turns the one into the
// other for a version's error table. The error names come from the generated protocol table; where the
// table's version lacks the error (v0.3 has no -32008/-32009), the rules' nearest older error is used and
// the message says so.

import { nearestErrors, serviceParameters, versionNegotiation } from "@a2a-bindgen/a2a/protocol";
import { A2AError, type ErrorSpec, type ErrorTable, findError } from "./errors/error.js";
import type { ExtensionSupportRequired } from "./extensions.js";
import type { JsonRpcErrorObject } from "./jsonrpc/types.js";
import type { VersionNotSupported } from "./negotiate.js";

/** An invalid JSON-RPC envelope as parseRequest / readRequest report it. */
export interface InvalidEnvelope {
  kind: "invalid";
  error: JsonRpcErrorObject;
  reason: string;
}

/** The plain failures answerError turns into errors. */
export type PlainFailure = VersionNotSupported | ExtensionSupportRequired | InvalidEnvelope;

/** A list in a message: items quoted, cut so that a message stays small whatever the input. */
function listed(items: readonly string[]): string {
  const shown = items.slice(0, 16).map((s) => JSON.stringify(s.length > 256 ? `${s.slice(0, 256)}…` : s));
  const more = items.length > shown.length ? `, and ${items.length - shown.length} more` : "";
  return shown.length === 0 ? "none" : shown.join(", ") + more;
}

/** The nearest older error for a newer error the table's version lacks; undefined when the rules give none. */
function nearestOf(table: ErrorTable, name: string): { code: number; nearest: number; reason: string } | undefined {
  const all = nearestErrors as Readonly<Record<string, Readonly<Record<string, { code: number; nearest: number; reason: string }>>>>;
  if (!Object.hasOwn(all, table.protocolVersion)) return undefined;
  const byName = all[table.protocolVersion];
  return Object.hasOwn(byName, name) ? byName[name] : undefined;
}

/**
 * The table's error named `name`, or the nearest error the rules give for a version that lacks it, with
 * a note for the message. Throws a TypeError naming the error and the version when there is neither.
 */
function specFor(table: ErrorTable, name: string): { spec: ErrorSpec; note: string } {
  const spec = findError(table, name);
  if (spec !== undefined) return { spec, note: "" };
  const near = nearestOf(table, name);
  const older = near === undefined ? undefined : findError(table, near.nearest);
  if (near === undefined || older === undefined) {
    throw new TypeError(`protocol ${table.protocolVersion} has no ${name} and the rules give no nearest error for it`);
  }
  return {
    spec: older,
    note: ` (protocol ${table.protocolVersion} has no ${name} (${near.code}): answered as its nearest error, ${older.code} ${older.name})`,
  };
}

/**
 * VersionNotSupportedError of the table, its message naming the value asked for and the versions served:
 * `versionNotSupportedError(errorTable, negotiated.error)`. For a version without that error (0.3), the
 * nearest error of the rules, said in the message.
 */
export function versionNotSupportedError(table: ErrorTable, failure: VersionNotSupported): A2AError {
  const name = failure?.reason === "notOneVersion" ? versionNegotiation.notOneVersion : versionNegotiation.notServed;
  const { spec, note } = specFor(table, name);
  const header = serviceParameters.version.headers;
  const value = typeof failure?.value === "string" ? failure.value : "";
  const supported = Array.isArray(failure?.supported) ? failure.supported.filter((s): s is string => typeof s === "string") : [];
  const asked =
    failure?.from === "missing"
      ? `no ${header} was sent, which means ${JSON.stringify(value)}`
      : `${header} ${JSON.stringify(value.length > 256 ? `${value.slice(0, 256)}…` : value)}`;
  const why = failure?.reason === "notOneVersion" ? `is not one ${versionNegotiation.form} version` : "is not served";
  return new A2AError(table, spec, { message: `${spec.message}: ${asked} ${why}; supported: ${listed(supported)}${note}` });
}

/**
 * ExtensionSupportRequiredError of the table, its message naming the required extension URIs the request
 * did not declare. For a version without that error (0.3), the nearest error of the rules, said in the message.
 */
export function extensionSupportRequiredError(table: ErrorTable, failure: ExtensionSupportRequired): A2AError {
  const { spec, note } = specFor(table, serviceParameters.extensions.requiredMissing);
  const uris = Array.isArray(failure?.uris) ? failure.uris.filter((s): s is string => typeof s === "string") : [];
  const header = serviceParameters.extensions.headers;
  return new A2AError(table, spec, { message: `${spec.message}: required extensions not declared in ${header}: ${listed(uris)}${note}` });
}

/**
 * The JSON-RPC standard error of the table for an invalid envelope (parseRequest's `invalid`), its message
 * saying what is wrong and where. Answer it with the envelope's `echo` as the id.
 */
export function invalidEnvelopeError(table: ErrorTable, failure: InvalidEnvelope): A2AError {
  const code = failure?.error?.code;
  const spec = typeof code === "number" ? findError(table, code) : undefined;
  if (spec === undefined) throw new TypeError(`no error ${JSON.stringify(code)} in the error table of protocol ${table.protocolVersion}`);
  const reason = typeof failure.reason === "string" ? failure.reason : "";
  return new A2AError(table, spec, { message: reason === "" ? spec.message : `${spec.message}: ${reason}` });
}

/** Any plain failure of the kit → the A2A error a server answers with, for a version's error table. */
export function answerError(table: ErrorTable, failure: PlainFailure): A2AError {
  switch (failure?.kind) {
    case "versionNotSupported":
      return versionNotSupportedError(table, failure);
    case "extensionSupportRequired":
      return extensionSupportRequiredError(table, failure);
    case "invalid":
      return invalidEnvelopeError(table, failure);
    default:
      throw new TypeError(`answerError: not a plain failure of the kit (kind ${JSON.stringify((failure as { kind?: unknown })?.kind)})`);
  }
}
