// What a probe's raw answer means: TaskNotFoundError as expected (with an ErrorInfo on v1.0, by its code
// on v0.3), or a diagnosis — decided by the A2A error the kit's decoders read from the answer, never by the
// status alone. A method or route the interface does not know is checked once more in the other version's
// form, to tell "serves the other version" (step 2) from "not an A2A endpoint at all" (step 6).

import { v1_0, versions } from "@a2a-bindgen/a2a";
import { serviceParameters, versionNegotiation } from "@a2a-bindgen/a2a/protocol";
import { type DecodeResult, decodeHttpError, decodeJsonRpcError, type ErrorTable, own, versionParameterName } from "@a2a-bindgen/kit";
import { type Probe, transportOf, type Version } from "./probe.js";
import type { Diagnosis } from "./remedies.js";
import { grpcKit } from "./grpc-kit.js";
import { isGrpcContentType } from "./wire.js";
import { parseChallenges } from "../auth/challenge.js";
import { challengeHeader } from "../errors.js";
import { refusalOf } from "./card.js";

/** The answer the harmless call expects: GetTask of an id nobody created (§5.4). */
export const expectedError = "TaskNotFoundError";

/** A probe judged: it connects (with what was seen), or a diagnosis with what was seen. */
export type Verdict = { readonly ok: true; readonly saw: string } | { readonly ok: false; readonly diagnosis: Diagnosis; readonly saw: string };

/** Sends the same probe in another version's form (same interface). */
export type Reprobe = (version: Version) => Promise<Probe>;

function json(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}

function cut(text: string, n = 120): string {
  return text.length > n ? `${text.slice(0, n - 3)}...` : text;
}

/** The raw answer in a line: status, content type, and the error's code or reason when one is there. */
export function describeAnswer(probe: Probe): string {
  const a = probe.answer;
  if (a.kind === "none") return a.why;
  if (a.kind === "grpc") {
    if (a.code === null) return `HTTP/2 ${a.httpStatus} (${a.contentType || "no content type"}) without grpc-status`;
    const name = Object.keys(v1_0.errorTable.rpcCodes).find((k) => v1_0.errorTable.rpcCodes[k as keyof typeof v1_0.errorTable.rpcCodes] === a.code);
    const details = Object.hasOwn(a.trailers, v1_0.errorTable.grpcStatusDetailsKey) ? ` with ${v1_0.errorTable.grpcStatusDetailsKey}` : "";
    return `gRPC status ${a.code}${name ? ` ${name}` : ""} ${JSON.stringify(cut(a.message))}${details}`;
  }
  const body = json(a.body);
  const error = own(body, "error");
  const code = own(error, "code") ?? own(body, "code");
  const parts = [`HTTP ${a.status} (${a.contentType || "no content type"})`];
  if (body === undefined) parts.push(a.body === "" ? "empty body" : "body not JSON");
  else if (own(body, "result") !== undefined) parts.push("a result");
  if (typeof code === "number") parts.push(`error code ${code}`);
  const message = own(error, "message") ?? own(body, "message");
  if (typeof message === "string") parts.push(JSON.stringify(cut(message)));
  return parts.join(", ");
}

/**
 * Decodes a probe's answer with its version's error table; a not-A2A answer is tried against the other tables (v1.0-only
 * errors reach v0.3 callers too). A gRPC answer loads the kit's gRPC entry first (grpc-kit.ts).
 */
export async function decodeProbe(binding: string, probe: Probe): Promise<DecodeResult | null> {
  const a = probe.answer;
  if (a.kind === "none") return null;
  const order = [probe.version, ...(Object.keys(versions) as Version[]).filter((v) => v !== probe.version)];
  let first: DecodeResult | null = null;
  for (const v of order) {
    const table = versions[v].errorTable as unknown as ErrorTable;
    let r: DecodeResult;
    if (a.kind === "grpc") {
      if (a.code === null) return null;
      r = (await grpcKit()).decodeGrpcError(table, { code: a.code, message: a.message, trailers: a.trailers });
    } else if (transportOf(binding) === "jsonrpc") r = decodeJsonRpcError(table, { status: a.status, body: a.body });
    else r = decodeHttpError(table, { status: a.status, body: a.body });
    first ??= r;
    if (r.kind !== "not-a2a") return r;
  }
  return first;
}

function names(r: DecodeResult | null): string[] {
  if (r === null) return [];
  if (r.kind === "error") return [r.error.name];
  if (r.kind === "ambiguous") return r.candidates.map((c) => c.name);
  return [];
}

/** Whether a decoded error carries the ErrorInfo of its table's domain naming it (JSON-RPC keeps it in data). */
function carriesErrorInfo(r: DecodeResult, table: ErrorTable): boolean {
  if (r.kind !== "error") return false;
  if (r.basis === "errorInfo") return true;
  return r.error.details.some((d) => d["@type"] === table.errorDetailTypes.errorInfo && d.reason === r.error.spec.reason && d.domain === table.errorInfoDomain);
}

/** The other version this interface answers GetTask in (TaskNotFoundError there), or null. */
async function servesOther(binding: string, version: Version, reprobe: Reprobe): Promise<Version | null> {
  for (const other of Object.keys(versions) as Version[]) {
    if (other === version) continue;
    const p = await reprobe(other);
    if (names(await decodeProbe(binding, p)).includes(expectedError)) return other;
  }
  return null;
}

/** A success: gRPC OK, or a 2xx JSON body without an "error" member (a JSON-RPC result or an HTTP+JSON message). */
function isSuccess(probe: Probe): boolean {
  const a = probe.answer;
  if (a.kind === "grpc") return a.code === 0;
  if (a.kind !== "http" || a.status < 200 || a.status > 299) return false;
  const body = json(a.body);
  return body !== undefined && own(body, "error") === undefined;
}

/**
 * Whether the answer refuses the caller's authentication (HTTP 401, 403, or 400 with a challenge; gRPC
 * UNAUTHENTICATED or PERMISSION_DENIED), with the challenges it carries. Decided before any A2A error: the
 * server refuses before it reads the call, so nothing after it says anything of the interface.
 */
function refusal(probe: Probe): { diagnosis: "unauthenticated" | "forbidden"; challenges: string } | null {
  const a = probe.answer;
  const codes = v1_0.errorTable.rpcCodes;
  let diagnosis: "unauthenticated" | "forbidden" | null = null;
  let challenge: string | undefined;
  if (a.kind === "http") {
    diagnosis = refusalOf(a.status, a.challenge);
    challenge = a.challenge;
  } else if (a.kind === "grpc") {
    diagnosis = a.code === codes.UNAUTHENTICATED ? "unauthenticated" : a.code === codes.PERMISSION_DENIED ? "forbidden" : null;
    challenge = Object.hasOwn(a.trailers, challengeHeader) ? a.trailers[challengeHeader] : undefined;
  }
  if (diagnosis === null) return null;
  const schemes = parseChallenges(challenge).challenges.map((c) => c.scheme);
  return { diagnosis, challenges: schemes.length === 0 ? "" : `; challenges: ${cut(schemes.join(", "))}` };
}

/** Judges one probe of an interface that declares `probe.version`. */
export async function judge(binding: string, probe: Probe, reprobe: Reprobe): Promise<Verdict> {
  const saw = describeAnswer(probe);
  const a = probe.answer;
  const transport = transportOf(binding);
  if (a.kind === "none") return { ok: false, diagnosis: "unreachable", saw };
  if (a.kind === "grpc" && (a.code === null || !isGrpcContentType(a.contentType))) return { ok: false, diagnosis: "unreachable", saw };
  const refused = refusal(probe);
  if (refused !== null) return { ok: false, diagnosis: refused.diagnosis, saw: `${saw}${refused.challenges}` };
  if (isSuccess(probe)) return { ok: false, diagnosis: "unexpectedSuccess", saw };
  const table = versions[probe.version].errorTable as unknown as ErrorTable;
  const methodNotFound = table.standardErrors.methodNotFound;
  const r = await decodeProbe(binding, probe);
  const found = names(r);
  // Not known at this url in this version's form: the other version's form tells which step fails.
  const unknownHere =
    (transport === "grpc" && a.kind === "grpc" && a.code === methodNotFound.grpcCode && !Object.hasOwn(a.trailers, table.grpcStatusDetailsKey)) ||
    (transport === "jsonrpc" && found.includes(methodNotFound.name)) ||
    (transport === "http+json" && a.kind === "http" && (r === null || r.kind === "not-a2a") && a.status === 404);
  if (unknownHere) {
    const other = await servesOther(binding, probe.version, reprobe);
    if (transport === "grpc")
      return {
        ok: false,
        diagnosis: other ? "grpcOtherVersion" : "grpcUnimplemented",
        saw: other ? `${saw}; the ${other} service answered ${expectedError}` : saw,
      };
    if (transport === "jsonrpc") {
      if (other === null) return { ok: false, diagnosis: "notA2A", saw: `${saw}, in every version's method name` };
      const older = other !== v1_0.protocolVersion;
      return { ok: false, diagnosis: older ? "jsonRpcServesV03" : "jsonRpcServesV10", saw: `${saw}; the ${other} method answered ${expectedError}` };
    }
    return other
      ? { ok: false, diagnosis: "restOtherVersion", saw: `${saw}; the ${other} route answered ${expectedError}` }
      : { ok: false, diagnosis: "notA2A404", saw };
  }
  if (r === null || r.kind === "not-a2a") return { ok: false, diagnosis: a.kind === "http" && a.status === 404 ? "notA2A404" : "notA2A", saw };
  if (found.includes(versionNegotiation.notServed)) {
    const name = versionParameterName(binding);
    const sent = probe.sent.some(([n, v]) => n.toLowerCase() === name.toLowerCase() && v === probe.version);
    return { ok: false, diagnosis: transport === "grpc" && sent ? "grpcVersionLowercase" : "versionNotSupported", saw };
  }
  if (found.includes(serviceParameters.extensions.requiredMissing)) return { ok: false, diagnosis: "extensionRequired", saw };
  if (r.kind === "error" && r.error.name === expectedError) {
    // v1.0.1 §9.5, §10.6, §11.6: a v1.0 A2A error carries its ErrorInfo; v0.3 defines none (read by code).
    if (probe.version === v1_0.protocolVersion && !carriesErrorInfo(r, table)) return { ok: false, diagnosis: "noErrorInfo", saw };
    const how = carriesErrorInfo(r, table) ? `by its ErrorInfo (${r.error.spec.reason})` : `by its ${r.basis}`;
    return { ok: true, saw: `${expectedError} ${how}: ${saw}` };
  }
  if (r.kind === "ambiguous" && found.includes(expectedError) && probe.version !== v1_0.protocolVersion) {
    return { ok: true, saw: `${expectedError} among ${found.join(", ")} by status: ${saw}` };
  }
  return { ok: false, diagnosis: "unexpectedError", saw: `${found.join(" or ")}: ${saw}` };
}
