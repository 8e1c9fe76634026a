// The harmless call: GetTask of a random task id on one interface, built from the generated tables —
// the JSON-RPC method name, the HTTP+JSON route (`routes.build`), the gRPC path of the operations table —
// in the version the interface declares (v0.3 requests through the compat converters). The answer is
// kept raw for the diagnosis (verdict.ts).

import { v1_0, versions } from "@a2a-bindgen/a2a";
import { compat } from "@a2a-bindgen/a2a/compat";
import { type Binding, extensionParameters, serializeRequest, versionParameterName } from "@a2a-bindgen/kit";
import type { RouteTable } from "@a2a-bindgen/runtime/routes";
import { type HeaderOption, withHeaders } from "./headers.js";
import { type GrpcAnswer, grpcOrigin, grpcUnary, type HttpAnswer, httpRequest, type NoAnswer } from "./wire.js";

/** A protocol version the tables hold ("1.0", "0.3"). */
export type Version = keyof typeof versions;

/** The card's binding names → the transport each means (the keys are interfaceDeclarations.bindings'; a test checks they agree). */
export const transports: Readonly<Record<string, Binding>> = Object.assign(Object.create(null), {
  JSONRPC: "jsonrpc",
  "HTTP+JSON": "http+json",
  GRPC: "grpc",
});

/** The transport of a card binding name, or undefined when the doctor does not speak it. */
export function transportOf(binding: string): Binding | undefined {
  return Object.hasOwn(transports, binding) ? transports[binding] : undefined;
}

/** Whether the tables hold a protocol version. */
export function isVersion(version: string): version is Version {
  return Object.hasOwn(versions, version);
}

/** One interface to call. */
export interface Target {
  readonly url: string;
  readonly binding: string;
  readonly tenant: string | null;
}

/** What the doctor sends besides the request: extensions, headers, the bound, and the credentials of this interface. */
export interface Settings {
  readonly extensions: readonly string[];
  readonly headers: readonly HeaderOption[];
  readonly timeoutMs: number;
  /** Headers (gRPC: metadata) and query parameters the card's security asks for: sent, never shown. */
  readonly credentials?: { readonly headers: readonly (readonly [string, string])[]; readonly query: readonly (readonly [string, string])[] };
}

/** What the report shows of a credential's header or query parameter instead of its value. */
export const hiddenCredential = "(credential)";

/** The url with the credential query parameters added: the one sent, and the one shown (values hidden). */
function withQuery(url: string, query: readonly (readonly [string, string])[]): { sent: string; shown: string } {
  if (query.length === 0) return { sent: url, shown: url };
  let sent: URL;
  try {
    sent = new URL(url);
  } catch {
    // Not a URL: the request fails as sent, with nothing to add.
    return { sent: url, shown: url };
  }
  const shownParams: string[] = [];
  for (const [n, v] of query) {
    sent.searchParams.append(n, v);
    shownParams.push(`${encodeURIComponent(n)}=${hiddenCredential}`);
  }
  return { sent: sent.href, shown: `${url}${url.includes("?") ? "&" : "?"}${shownParams.join("&")}` };
}

/** The headers as sent, and as shown: a credential header's value hidden unless a --header replaced it. */
function split(
  base: readonly (readonly [string, string])[],
  credentials: readonly (readonly [string, string])[],
  extra: readonly HeaderOption[],
  lowercase: boolean,
): { wire: [string, string][]; shown: [string, string][] } {
  const wire = withHeaders([...base, ...credentials], extra, lowercase);
  const shown = withHeaders([...base, ...credentials.map(([n]): [string, string] => [n, hiddenCredential])], extra, lowercase);
  return { wire, shown };
}

/** A call as sent and its raw answer. */
export interface Probe {
  readonly version: Version;
  /** What was sent, for the report: "POST http://…/a2a/jsonrpc GetTask", "GET http://…/tasks/…", "grpc 127.0.0.1:1234 /…/GetTask". */
  readonly request: string;
  /** The service parameters sent (name and value, in order). */
  readonly sent: readonly (readonly [string, string])[];
  readonly answer: HttpAnswer | GrpcAnswer | NoAnswer;
  /** What the request could not carry in this version (e.g. a tenant on v0.3), as the compat converters name it. */
  readonly losses: readonly string[];
}

// The GetTaskRequest fields the probe sets, by request type → JSON name → proto field number. The generated
// tables carry no field numbers, so they are written here from the protos (v1.0.1 a2a.proto GetTaskRequest:
// tenant = 1, id = 2; v0.3.0 a2a.proto GetTaskRequest: name = 1); test/client/doctor checks them against the
// protoc-gen-es descriptors of the same protos.
export const probeFieldNumbers: Readonly<Record<string, Readonly<Record<string, number>>>> = {
  "lf.a2a.v1.GetTaskRequest": { tenant: 1, id: 2 },
  "a2a.v1.GetTaskRequest": { name: 1 },
};

/** A protobuf varint (unsigned LEB128; the values here are tags and lengths, below 2^32). */
function varint(n: number, out: number[]): void {
  let v = n >>> 0;
  while (v > 0x7f) {
    out.push((v & 0x7f) | 0x80);
    v >>>= 7;
  }
  out.push(v);
}

/**
 * The probe's request message in binary: its string fields only, by the field numbers above, each a tag (field
 * number << 3 | wire type 2, length-delimited) then the UTF-8 length and bytes. Written here rather than with
 * @bufbuild/protobuf, an optional peer that the doctor's entry must not load; the test reads it back with protobuf-es.
 */
export function encodeProbe(requestType: string, request: Readonly<Record<string, unknown>>): Uint8Array {
  const numbers = Object.hasOwn(probeFieldNumbers, requestType) ? probeFieldNumbers[requestType] : {};
  const out: number[] = [];
  for (const [name, value] of Object.entries(request)) {
    if (typeof value !== "string" || value === "" || !Object.hasOwn(numbers, name)) continue;
    const bytes = new TextEncoder().encode(value);
    varint((numbers[name] << 3) | 2, out);
    varint(bytes.length, out);
    for (const b of bytes) out.push(b);
  }
  return Uint8Array.from(out);
}

function lossText(losses: readonly { path?: unknown; reason?: unknown }[]): string[] {
  return losses.map((l) => `${String(l.path ?? "$")}: ${String(l.reason ?? "lost")}`);
}

/** The JSON-RPC content type (§9.1); @a2a-js/sdk 1.3.0 refuses any other on JSON-RPC (a2a-peers.md §1a). */
const jsonRpcContentType = "application/json";

/**
 * GetTask of `taskId` on one interface, in the form of `version` (the interface's own, or another to see
 * whether the interface serves that one instead). Never throws: a failure to send is a NoAnswer.
 */
export async function probeGetTask(target: Target, version: Version, taskId: string, settings: Settings): Promise<Probe> {
  const tables = versions[version];
  const operation = tables.operations.GetTask;
  const transport = transportOf(target.binding);
  const carrier = transport === "grpc" ? "metadata" : "headers";
  const service: [string, string][] = [[versionParameterName(target.binding), version]];
  for (const [name, value] of Object.entries(extensionParameters(settings.extensions, { version, carrier }))) service.push([name, value]);
  const newest: Record<string, unknown> = { id: taskId };
  if (target.tenant !== null) newest.tenant = target.tenant;
  let request: Record<string, unknown> = newest;
  let losses: string[] = [];
  if (version !== v1_0.protocolVersion) {
    const converted = compat.toV0_3[transport === "jsonrpc" ? "jsonrpc" : "rest"].params(operation.name, newest as unknown);
    request = (converted.value ?? {}) as Record<string, unknown>;
    losses = lossText(converted.losses);
  }
  const base = { version, losses };
  const credentials = settings.credentials ?? { headers: [], query: [] };
  if (transport === "grpc") {
    // gRPC has no query string: a query credential cannot travel (the walk notes it).
    const { wire, shown } = split(service, credentials.headers, settings.headers, true);
    const origin = grpcOrigin(target.url);
    const line = `grpc ${target.url} ${operation.grpcMethod}`;
    if (origin === null) return { ...base, request: line, sent: shown, answer: { kind: "none", why: `${JSON.stringify(target.url)} names no host:port` } };
    const message = encodeProbe(operation.requestType, request);
    const answer = await grpcUnary({ origin, path: operation.grpcMethod, message, metadata: wire, timeoutMs: settings.timeoutMs });
    return { ...base, request: line, sent: shown, answer };
  }
  if (transport === "jsonrpc") {
    const { wire, shown } = split([...service, ["Content-Type", jsonRpcContentType]], credentials.headers, settings.headers, false);
    const body = serializeRequest(operation.jsonRpcMethod, request, 1);
    const url = withQuery(target.url, credentials.query);
    const answer = await httpRequest({ method: "POST", url: url.sent, headers: wire, body, timeoutMs: settings.timeoutMs });
    return { ...base, request: `POST ${url.shown} ${operation.jsonRpcMethod}`, sent: shown, answer };
  }
  let built: { method: string; url: string };
  try {
    // Either version's table, read as any table: the operation and request come from that version's own data.
    const table: RouteTable = tables.routes;
    built = table.build(operation.name, request as Record<string, unknown>);
  } catch (e) {
    return {
      ...base,
      request: `${operation.name} ${target.url}`,
      sent: [],
      answer: { kind: "none", why: `cannot build the request: ${(e as Error).message}` },
    };
  }
  const url = withQuery(target.url.replace(/\/+$/, "") + built.url, credentials.query);
  const { wire, shown } = split(service, credentials.headers, settings.headers, false);
  const answer = await httpRequest({ method: built.method, url: url.sent, headers: wire, timeoutMs: settings.timeoutMs });
  return { ...base, request: `${built.method} ${url.shown}`, sent: shown, answer };
}
