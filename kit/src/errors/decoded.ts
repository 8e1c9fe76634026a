// What a decoder answers, and the reading helpers the decoders share: total over any input (own
// properties only, no getters trusted, every failure turned into an answer).

import type { A2AError, ErrorInfo, ErrorSpec, ErrorTable } from "./error.js";
import { own } from "../object.js";

/** The binding an answer came over. */
export type ErrorBinding = "jsonrpc" | "http+json" | "grpc";

/**
 * What decided the error: an ErrorInfo of the table's domain; the JSON-RPC code (the JSON-RPC binding,
 * and v0.3's bare {code, message} on HTTP+JSON); or the HTTP or gRPC status alone (a form the table or a
 * peer sends without ErrorInfo).
 */
export type DecodeBasis = "errorInfo" | "code" | "status";

/** A decoded error of the table. `notes` name what disagreed (a status other than the table's, a peer's form). */
export interface DecodedError {
  readonly kind: "error";
  readonly binding: ErrorBinding;
  readonly basis: DecodeBasis;
  readonly error: A2AError;
  readonly notes: readonly string[];
}

/** A form that stands for several errors (e.g. 0.3.14's gRPC UNIMPLEMENTED for -32003 and -32004): every candidate. */
export interface AmbiguousError {
  readonly kind: "ambiguous";
  readonly binding: ErrorBinding;
  readonly basis: "status";
  readonly candidates: readonly ErrorSpec[];
  readonly message: string;
  readonly why: string;
}

/** Not an error of the table: a success, a bare 404 from a proxy, an HTML page, an ErrorInfo of another domain… */
export interface NotA2AError {
  readonly kind: "not-a2a";
  readonly binding: ErrorBinding;
  readonly why: string;
}

/** The answer of every decoder. */
export type DecodeResult = DecodedError | AmbiguousError | NotA2AError;

/** Headers as a plain object (any case; a value may be a list) or anything with get(name) (fetch Headers, grpc-js Metadata). */
export type HeadersInput = Readonly<Record<string, unknown>> | { get(name: string): unknown } | null | undefined;

/** The first value of a header or metadata key, looked up without regard to case. */
export function header(headers: HeadersInput, name: string): unknown {
  if (headers === null || headers === undefined || typeof headers !== "object") return undefined;
  const get = (headers as { get?: unknown }).get;
  let value: unknown;
  if (typeof get === "function") value = (get as (n: string) => unknown).call(headers, name);
  else {
    const lower = name.toLowerCase();
    for (const key of Object.keys(headers)) if (key.toLowerCase() === lower) value = (headers as Record<string, unknown>)[key];
  }
  return Array.isArray(value) ? value[0] : (value ?? undefined);
}

/** A body as JSON: a string or bytes are parsed (undefined when not JSON), anything else is taken as parsed. */
export function jsonBody(body: unknown): unknown {
  let text: string;
  if (typeof body === "string") text = body;
  else if (body instanceof Uint8Array) text = new TextDecoder("utf-8", { fatal: false }).decode(body);
  else return body;
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}

/** The ErrorInfos among details in their JSON form ("@type" the table's ErrorInfo type URL). */
export function errorInfosOf(table: ErrorTable, details: unknown): ErrorInfo[] {
  if (!Array.isArray(details)) return [];
  const out: ErrorInfo[] = [];
  for (const d of details) {
    if (own(d, "@type") !== table.errorDetailTypes.errorInfo) continue;
    const reason = own(d, "reason");
    const domain = own(d, "domain");
    if (typeof reason === "string" && typeof domain === "string") out.push({ reason, domain });
  }
  return out;
}

/** The table's error an ErrorInfo names: only one of the table's domain, with a reason the table has. */
export function specOfErrorInfo(table: ErrorTable, infos: readonly ErrorInfo[]): { spec: ErrorSpec } | { why: string } {
  if (infos.length === 0) return { why: "no google.rpc.ErrorInfo among the details" };
  const ours = infos.filter((i) => i.domain === table.errorInfoDomain);
  if (ours.length === 0) return { why: `ErrorInfo domain ${JSON.stringify(infos[0].domain)} is not ${JSON.stringify(table.errorInfoDomain)}` };
  for (const i of ours) {
    const spec = [...table.a2aErrors, ...Object.values(table.standardErrors)].find((s) => s.reason !== null && s.reason === i.reason);
    if (spec) return { spec };
  }
  return { why: `ErrorInfo reason ${JSON.stringify(ours[0].reason)} is in no error of protocol ${table.protocolVersion}` };
}

/** A string to show, shortened so that an answer stays small whatever arrives. */
export function shown(value: unknown): string {
  let text: string;
  try {
    text = typeof value === "string" ? JSON.stringify(value) : (JSON.stringify(value) ?? String(value));
  } catch {
    text = Object.prototype.toString.call(value);
  }
  return text.length > 80 ? `${text.slice(0, 77)}...` : text;
}

/** Runs a decoder; anything it throws (a hostile getter, a Proxy) becomes a not-a2a answer. */
export function guarded(binding: ErrorBinding, decode: () => DecodeResult): DecodeResult {
  try {
    return decode();
  } catch (e) {
    return { kind: "not-a2a", binding, why: `unreadable input: ${e instanceof Error ? e.message.slice(0, 200) : "unknown failure"}` };
  }
}
