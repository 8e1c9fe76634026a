// One protocol version as the client sees it on the wire, for every binding (JSON-RPC, HTTP+JSON, gRPC):
// its operation names, route tables and error table, and how the caller's v1.0 requests, responses and
// stream events cross to it. v1.0 crosses as is; an older version crosses through the generated compat
// converters (JSON-RPC speaks a2a.json's dialect, HTTP+JSON and gRPC the proto's ProtoJSON, "rest"),
// loaded on demand (./converters.js), so the caller sees v1.0 types only.

import type { v0_3 } from "@a2a-bindgen/a2a";
import { identities } from "@a2a-bindgen/a2a/cross-version";
import { protocolVersions } from "@a2a-bindgen/a2a/protocol";
import type * as v1_0 from "@a2a-bindgen/a2a/v1_0";
import { alternativeRouteTableSpec, errorTable, protocolVersion, routeTableSpec } from "@a2a-bindgen/a2a/v1_0/routes";
import { operations } from "@a2a-bindgen/a2a/v1_0/validators";
import type { Converted, RouteTable } from "@a2a-bindgen/runtime";
import { lazyRouteTable } from "@a2a-bindgen/runtime/routes";
import type { OperationName, VersionViewBase } from "@a2a-bindgen/kit";
import { convertersOf, type Dialect, loadConverters, olderTables } from "./converters.js";
import { unlimitedHistory } from "./history.js";

export type { Converted, Dialect };

/** An operation of the version: its name there, its JSON-RPC method, whether it streams. */
export interface VersionOperation {
  readonly name: string;
  readonly jsonRpcMethod: string | null;
  readonly streaming: boolean;
}

/**
 * One protocol version on the wire. An older version's tables and converters load on demand: `errorTable`,
 * `routes`, `alternativeRoutes` and `operation` need `tables()` or `load()` done; `request`, `response`
 * and `event` of a dialect need `load(dialect)` done. v1.0 loads nothing.
 */
export interface VersionView extends VersionViewBase {
  readonly routes: RouteTable;
  readonly alternativeRoutes: RouteTable;
  /** The version's operation for a v1.0 operation, or a reason it has none. */
  operation(operation: OperationName): VersionOperation | { readonly missing: string };
  /** Loads the version's tables (an older version's, by a dynamic import). */
  tables(): Promise<void>;
  /** Loads the tables and what crossing to this version in a dialect takes (an older version's converters). */
  load(dialect: Dialect): Promise<void>;
  /** A v1.0 request as this version's request (params of the dialect). */
  request(operation: OperationName, dialect: Dialect, request: unknown): Converted<unknown>;
  /** This version's result as the v1.0 response. */
  response(operation: OperationName, dialect: Dialect, result: unknown): Converted<unknown>;
  /** One of this version's stream events as the v1.0 StreamResponse. */
  event(operation: OperationName, dialect: Dialect, event: unknown): Converted<unknown>;
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

function operationOf(op: OperationRow): VersionOperation {
  return { name: op.name, jsonRpcMethod: op.jsonRpcMethod, streaming: op.streaming === "server_streaming" };
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

function native(): VersionView {
  const ops = operationsOf(operations);
  const same = (_operation: OperationName, _dialect: Dialect, value: unknown): Converted<unknown> => ({ value, losses: [] });
  return {
    protocolVersion,
    errorTable,
    routes: builders.routes,
    alternativeRoutes: builders.alternativeRoutes,
    operation(operation) {
      const op = Object.hasOwn(ops, operation) ? ops[operation] : undefined;
      if (op === undefined) return { missing: `protocol ${protocolVersion} has no operation ${JSON.stringify(operation)}` };
      return operationOf(op);
    },
    tables: () => Promise.resolve(),
    load: () => Promise.resolve(),
    request: same,
    response: (operation, _dialect, result) => {
      const empty = result === null && Object.hasOwn(ops, operation) && (ops[operation] as { responseType?: string | undefined }).responseType === emptyType;
      return { value: empty ? {} : result, losses: [] };
    },
    event: same,
  };
}

function older(version: string): VersionView {
  return {
    protocolVersion: version,
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
      return operationOf(op);
    },
    tables: () => olderTables.load().then(() => undefined),
    load: (dialect) => Promise.all([olderTables.load(), loadConverters(dialect)]).then(() => undefined),
    request(operation, dialect, request) {
      const c = convertersOf(dialect).toV0_3.params(operation, request);
      return { value: unlimitedHistory(operation, dialect, request, c.value ?? {}), losses: c.losses };
    },
    response: (operation, dialect, result) => convertersOf(dialect).toV1_0.result(operation, result),
    event: (operation, dialect, event) => convertersOf(dialect).toV1_0.streamEvent(event, { operation }),
  };
}

const cache = new Map<string, VersionView>();

/** The view of a protocol version (Major.Minor), or null when the tables have no such version. */
export function versionView(version: string): VersionView | null {
  const hit = cache.get(version);
  if (hit !== undefined) return hit;
  if (!(protocolVersions as readonly string[]).includes(version)) return null;
  const view = version === protocolVersion ? native() : older(version);
  cache.set(version, view);
  return view;
}
