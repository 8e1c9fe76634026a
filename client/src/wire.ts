// One protocol version as the client speaks it on the wire: its operation names, route tables and error
// table, and how the caller's v1.0 requests and responses cross to it. v1.0 crosses as is; an older
// version crosses through the generated compat converters (its JSON-RPC dialect is a2a.json's, its
// HTTP+JSON dialect the proto's ProtoJSON), loaded on demand (./converters.js), so the caller sees v1.0
// types only.

import type { v0_3 } from "@a2a-bindgen/a2a";
import { identities } from "@a2a-bindgen/a2a/cross-version";
import { protocolVersions } from "@a2a-bindgen/a2a/protocol";
import type * as v1_0 from "@a2a-bindgen/a2a/v1_0";
import { alternativeRouteTableSpec, errorTable, protocolVersion, routeTableSpec } from "@a2a-bindgen/a2a/v1_0/routes";
import { operations } from "@a2a-bindgen/a2a/v1_0/validators";
import type { Loss, RouteTable } from "@a2a-bindgen/runtime";
import { lazyRouteTable } from "@a2a-bindgen/runtime/routes";
import type { ErrorTable, OperationName, StreamConverters } from "@a2a-bindgen/kit";
import { convertersOf, type Dialect, loadConverters, olderTables } from "./converters.js";

export type { Dialect };

/** An operation of the wire version: its name there, its JSON-RPC method, whether it streams. */
export interface WireOperation {
  readonly name: string;
  readonly jsonRpcMethod: string | null;
  readonly streaming: boolean;
}

/** A value crossed between versions, with what did not cross. */
export interface Crossed {
  readonly value: unknown;
  readonly losses: readonly Loss[];
}

/**
 * One protocol version on the wire. An older version's tables and converters load on demand: `errorTable`,
 * `routes`, `alternativeRoutes` and `operation` need `tables()` or `load()` done; `request`, `response`
 * and `stream` of a dialect need `load(dialect)` done. v1.0 loads nothing.
 */
export interface WireVersion {
  readonly version: string;
  readonly errorTable: ErrorTable;
  readonly routes: RouteTable;
  readonly alternativeRoutes: RouteTable;
  /** The version's operation for a v1.0 operation, or a reason it has none. */
  operation(operation: OperationName): WireOperation | { missing: string };
  /** Loads the version's tables (an older version's, by a dynamic import). */
  tables(): Promise<void>;
  /** Loads the tables and what crossing to this version in a dialect takes (an older version's converters). */
  load(dialect: Dialect): Promise<void>;
  /** A v1.0 request as this version's request (params of the dialect). */
  request(operation: OperationName, dialect: Dialect, request: unknown): Crossed;
  /** This version's result as the v1.0 response. */
  response(operation: OperationName, dialect: Dialect, result: unknown): Crossed;
  /** The stream converters toward v1.0, or null when the version is v1.0. */
  readonly stream: StreamConverters | null;
}

type VersionModule = typeof v1_0 | typeof v0_3;

/** The older version's tables, loaded before (olderTables.load); asking first is a bug in the caller, thrown as such. */
function olderModule(): VersionModule {
  const m = olderTables.peek();
  if (m === undefined) throw new Error("the v0.3 tables are used before they are loaded");
  return m;
}

interface OperationRow {
  name: string;
  jsonRpcMethod: string | null;
  streaming: string;
}

// Takes the operations, not the module: a namespace passed as a value keeps every export of it in a bundle.
function operationsOf(table: VersionModule["operations"] | typeof operations): Readonly<Record<string, OperationRow>> {
  return table as unknown as Readonly<Record<string, OperationRow>>;
}

// The well-known type whose ProtoJSON is {}: a JSON-RPC result of null for it (what @a2a-js/sdk 1.3.0 answers to
// DeleteTaskPushNotificationConfig, as a2a.json v0.3.0 wrote it) reads as {}.
const emptyType = "google.protobuf.Empty";

// The client builds requests and never matches them: its v1.0 tables are made from the specs without the
// printed matchers (a match would run on the runtime's own walk), so a bundle leaves the matchers out.
const builders = {
  routes: /*@__PURE__*/ lazyRouteTable(routeTableSpec),
  alternativeRoutes: /*@__PURE__*/ lazyRouteTable(alternativeRouteTableSpec),
};

function native(): WireVersion {
  const ops = operationsOf(operations);
  return {
    version: protocolVersion,
    errorTable,
    routes: builders.routes,
    alternativeRoutes: builders.alternativeRoutes,
    operation(operation) {
      const op = Object.hasOwn(ops, operation) ? ops[operation] : undefined;
      if (op === undefined) return { missing: `protocol ${protocolVersion} has no operation ${JSON.stringify(operation)}` };
      return { name: op.name, jsonRpcMethod: op.jsonRpcMethod, streaming: op.streaming === "server_streaming" };
    },
    tables: () => Promise.resolve(),
    load: () => Promise.resolve(),
    request: (_operation, _dialect, request) => ({ value: request, losses: [] }),
    response: (operation, _dialect, result) => {
      const empty = result === null && Object.hasOwn(ops, operation) && (ops[operation] as { responseType?: string }).responseType === emptyType;
      return { value: empty ? {} : result, losses: [] };
    },
    stream: null,
  };
}

function older(version: string): WireVersion {
  return {
    version,
    get errorTable() {
      return olderModule().errorTable;
    },
    get routes() {
      return olderModule().routes;
    },
    get alternativeRoutes() {
      return olderModule().alternativeRoutes;
    },
    operation(operation) {
      const ops = operationsOf(olderModule().operations);
      const identity = identities.find((i) => i.id === operation);
      const names = identity?.operations as Readonly<Record<string, string>> | undefined;
      const name = names !== undefined && Object.hasOwn(names, version) ? names[version] : undefined;
      const op = name !== undefined && Object.hasOwn(ops, name) ? ops[name] : undefined;
      if (op === undefined) return { missing: `protocol ${version} has no ${operation}${identity?.note ? `: ${identity.note}` : ""}` };
      return { name: op.name, jsonRpcMethod: op.jsonRpcMethod, streaming: op.streaming === "server_streaming" };
    },
    tables: () => olderTables.load().then(() => undefined),
    load: (dialect) => Promise.all([olderTables.load(), loadConverters(dialect)]).then(() => undefined),
    request(operation, dialect, request) {
      const c = convertersOf(dialect).toV0_3.params(operation, request);
      return { value: unlimitedHistory(operation, dialect, request, c.value ?? {}), losses: c.losses };
    },
    response(operation, dialect, result) {
      const c = convertersOf(dialect).toV1_0.result(operation, result);
      return { value: c.value, losses: c.losses };
    },
    stream: {
      rest: { streamEvent: (value, options) => convertersOf("rest").toV1_0.streamEvent(value, options) },
      jsonrpc: { streamEvent: (value, options) => convertersOf("jsonrpc").toV1_0.streamEvent(value, options) },
    },
  };
}

// The rules file's decision history-length-toward-v0-3: v1.0's unset historyLength means "no limit", which
// v0.3 spells 0 (v0.3.0 a2a.proto: "if 0, the history will be unlimited"); sent absent, @a2a-js/sdk 0.3.x
// answers no history at all. So toward v0.3 an unset historyLength is written as 0.
/** The field of the decision history-length-toward-v0-3. */
export const historyField = "historyLength";
const carriesHistory = new Map<string, boolean>();

/** Whether an operation's v1.0 request carries a top-level historyLength across to v0.3 (asked of the converter once). */
function crossesHistory(operation: OperationName, dialect: Dialect): boolean {
  const key = `${dialect} ${operation}`;
  let hit = carriesHistory.get(key);
  if (hit === undefined) {
    const request: unknown = { [historyField]: 1 };
    const probe = convertersOf(dialect).toV0_3.params(operation, request).value;
    hit = probe !== null && typeof probe === "object" && (probe as Record<string, unknown>)[historyField] === 1;
    carriesHistory.set(key, hit);
  }
  return hit;
}

/** The v0.3 params with historyLength 0 (no limit) where the v1.0 request leaves it unset. */
function unlimitedHistory(operation: OperationName, dialect: Dialect, request: unknown, params: unknown): unknown {
  if (params === null || typeof params !== "object" || Array.isArray(params)) return params;
  const r = request !== null && typeof request === "object" ? (request as Record<string, unknown>) : {};
  if (r[historyField] !== undefined && r[historyField] !== null) return params;
  if (!crossesHistory(operation, dialect)) return params;
  return { ...(params as Record<string, unknown>), [historyField]: 0 };
}

const cache = new Map<string, WireVersion>();

/** The wire form of a protocol version (Major.Minor), or null when the tables have no such version. */
export function wireVersion(version: string): WireVersion | null {
  const hit = cache.get(version);
  if (hit !== undefined) return hit;
  if (!(protocolVersions as readonly string[]).includes(version)) return null;
  const wire = version === protocolVersion ? native() : older(version);
  cache.set(version, wire);
  return wire;
}

/** The first issue of a failed validation as "JSON path: message". */
function firstIssue(issues: readonly { path: readonly PropertyKey[]; message: string }[]): string {
  const issue = issues[0];
  if (issue === undefined) return "$: invalid";
  return `$${issue.path.map((p) => (typeof p === "number" ? `[${p}]` : `.${String(p)}`)).join("")}: ${issue.message}`;
}

/** A v1.0 message validated by a schema; a value nested past the stack's depth is refused, not crashed on. */
function validate(
  schema: { safeParse(v: unknown): { success: true; data: unknown } | { success: false; error: { issues: { path: PropertyKey[]; message: string }[] } } },
  value: unknown,
): { ok: true; value: unknown } | { ok: false; problem: string } {
  try {
    const r = schema.safeParse(value);
    return r.success ? { ok: true, value: r.data } : { ok: false, problem: firstIssue(r.error.issues) };
  } catch (e) {
    if (e instanceof RangeError) return { ok: false, problem: "$: nested too deeply to read" };
    throw e;
  }
}

/** The v1.0 response validated: the parsed value, or the first problem (JSON path and message). */
export function checkResponse(operation: OperationName, value: unknown): { ok: true; value: unknown } | { ok: false; problem: string } {
  const r = validate(operations[operation].validators.response, value);
  return r.ok ? r : { ok: false, problem: `the ${operation} response does not validate: ${r.problem}` };
}

/** The v1.0 request validated (canonical ProtoJSON out), or the first problem (JSON path and message). */
export function checkRequest(operation: OperationName, value: unknown): { ok: true; value: unknown } | { ok: false; problem: string } {
  if (!Object.hasOwn(operations, operation)) return { ok: false, problem: `no v1.0 operation ${JSON.stringify(String(operation))}` };
  const r = validate(operations[operation].validators.request, value);
  return r.ok ? r : { ok: false, problem: `the ${operation} request does not validate: ${r.problem}` };
}
