// A2A requests for the attack files, built from the packed generated tables (no route, method or header
// name typed here): JSON-RPC calls at the base path, HTTP+JSON calls through each version's route table,
// every route of a version instantiated from its template, and the error of an answer in any binding's form.

import type { RouteBinding } from "@a2a-bindgen/runtime/routes";
import { packed } from "./packed.ts";
import { type Reply, events, request } from "./server.ts";

/** The tables of one protocol version, from the packed @a2a-bindgen/a2a. */
export interface VersionWire {
  readonly version: string;
  /** The JSON-RPC method of an operation. */
  method(operation: string): string;
  /** The canonical route bindings, tenant forms included. */
  readonly bindings: readonly RouteBinding[];
  build(operation: string, request: Record<string, unknown>): { method: string; url: string; body: unknown };
}

/** The version parameter's header name (A2A-Version). */
export async function versionHeader(): Promise<string> {
  return (await packed("@a2a-bindgen/a2a/protocol")).serviceParameters.version.headers;
}

/** The card's well-known path. */
export async function cardPath(): Promise<string> {
  return (await packed("@a2a-bindgen/a2a/protocol")).interfaceDeclarations.card.path;
}

/** The tables of "1.0" or "0.3". */
export async function wire(version: "1.0" | "0.3"): Promise<VersionWire> {
  const v = version === "1.0" ? await packed("@a2a-bindgen/a2a/v1_0") : await packed("@a2a-bindgen/a2a/v0_3");
  const r = version === "1.0" ? await packed("@a2a-bindgen/a2a/v1_0/routes") : await packed("@a2a-bindgen/a2a/v0_3/routes");
  const operations = v.operations as Record<string, { jsonRpcMethod: string }>;
  return {
    version,
    method(operation) {
      if (!Object.hasOwn(operations, operation)) throw new Error(`protocol ${version} has no operation ${operation}`);
      return operations[operation].jsonRpcMethod;
    },
    bindings: r.canonicalBindings,
    build: (operation, req) => r.routes.build(operation, req),
  };
}

/**
 * A path of a route template with each variable filled: `values` by variable name ("tenant", "id",
 * "task_id", "parent", "name"), else "x"; a variable's own pattern ("tasks/*") keeps its literal segments.
 */
export function instantiate(template: string, values: Readonly<Record<string, string>> = {}): string {
  return template.replace(/\{([^}=]+)(?:=([^}]*))?\}/g, (_, name: string, pattern: string | undefined) => {
    const value = Object.hasOwn(values, name) ? values[name] : "x";
    return pattern === undefined ? value : pattern.replace(/\*\*?/g, value);
  });
}

/** A JSON-RPC call to `base` at `version` (Content-Type application/json unless `headers` say otherwise). */
export async function rpc(
  base: string,
  version: VersionWire,
  operation: string,
  params: unknown,
  headers: Record<string, string> = {},
  id: unknown = 1,
): Promise<Reply> {
  return request(base, {
    method: "POST",
    headers: { "content-type": "application/json", [await versionHeader()]: version.version, ...headers },
    body: JSON.stringify({ jsonrpc: "2.0", id, method: version.method(operation), params }),
  });
}

/** An HTTP+JSON call to `base` at `version`, its route built by the version's table. */
export async function rest(
  base: string,
  version: VersionWire,
  operation: string,
  req: Record<string, unknown>,
  headers: Record<string, string> = {},
): Promise<Reply> {
  const built = version.build(operation, req);
  return request(base + built.url, {
    method: built.method,
    headers: { ...(built.body === undefined ? {} : { "content-type": "application/json" }), [await versionHeader()]: version.version, ...headers },
    body: built.body === undefined ? undefined : JSON.stringify(built.body),
  });
}

/** The error an answer carries, in any binding's form (a JSON-RPC error, google.rpc.Status, v0.3's bare form, an SSE error event); null for none. */
export interface CarriedError {
  readonly form: "jsonrpc" | "google.rpc.Status" | "bare" | "sse";
  readonly code: number;
  /** google.rpc.Status's status name (RESOURCE_EXHAUSTED …), when the form has one. */
  readonly status?: string;
  readonly message: string;
}

function fromBody(body: unknown): CarriedError | null {
  if (body === null || typeof body !== "object") return null;
  const b = body as Record<string, any>;
  if (b.jsonrpc === "2.0" && b.error !== null && typeof b.error === "object") return { form: "jsonrpc", code: b.error.code, message: String(b.error.message) };
  if (b.error !== null && typeof b.error === "object" && typeof b.error.code === "number")
    return { form: "google.rpc.Status", code: b.error.code, status: b.error.status, message: String(b.error.message) };
  if (typeof b.code === "number" && typeof b.message === "string") return { form: "bare", code: b.code, message: b.message };
  return null;
}

/** The error of an answer: its JSON body's, or the first SSE event's. */
export function errorOf(reply: Reply): CarriedError | null {
  const type = String(reply.headers["content-type"] ?? "");
  if (type.startsWith("text/event-stream")) {
    for (const e of events(reply.text)) {
      const found = fromBody(e);
      if (found !== null) return { ...found, form: "sse" };
    }
    return null;
  }
  return fromBody(reply.json);
}
