// Resolves a version's error table from the rules file: rows that name a JSON Schema definition get
// their name, code and message from it; google.rpc.Code names get their numbers from $.rpcCodes.
// Prints nothing. Every error names the rules file and the JSON path of the offending value.

import { GenerationError } from "../model/errors.js";
import type { LoadedSchema } from "./loaded-schema.js";
import type { DecidedErrorRowRules, ErrorRowRules, RulesFile, VersionRules } from "./schema.js";

/** One error of a version, every binding resolved. */
export interface ErrorSpecModel {
  name: string;
  code: number;
  message: string;
  kind: "a2a" | "jsonrpc" | "decided";
  httpStatus: number;
  grpcCode: number;
  grpcStatus: string;
  reason: string | null;
  source: string;
}

/** A form a peer sends for some codes where it differs from the table (decode side). */
export interface PeerFormModel {
  peer: string;
  binding: "http+json" | "grpc";
  codes: number[];
  httpStatus: number | null;
  grpcCode: number | null;
  grpcStatus: string | null;
  errorInfo: boolean;
  note: string | null;
  source: string;
}

export const STANDARD_KEYS = ["parse", "invalidRequest", "methodNotFound", "invalidParams", "internal"] as const;
export type StandardKey = (typeof STANDARD_KEYS)[number];

/** A version's error table: what errors/<v>.ts exports. */
export interface ErrorTableModel {
  domain: { value: string; source: string };
  detailTypes: { errorInfo: string; badRequest: string; source: string };
  grpcStatusDetailsKey: { value: string; source: string };
  bindings: {
    jsonrpc: { httpStatus: number; errorInfo: boolean; source: string };
    http: { body: "google.rpc.Status" | "json-rpc-error"; errorInfo: boolean; source: string };
    grpc: { errorInfo: boolean; source: string };
  };
  standard: Record<StandardKey, ErrorSpecModel>;
  /** Ordered by code, -32001 first. */
  a2a: ErrorSpecModel[];
  /** Errors A2A does not define, each answered as a flagged decision chose (no ErrorInfo of A2A's domain). */
  decided: (ErrorSpecModel & { decision: string })[];
  successStatuses: { status: number; peer: string; source: string }[];
  peerForms: PeerFormModel[];
  /** google.rpc.Code names → numbers, with their source. */
  rpcCodes: { source: string; codes: Record<string, number> };
}

type Definitions = Record<string, { properties?: { code?: { const?: unknown }; message?: { default?: unknown } } }>;

/** The version's error table, or null when its rules give no `errors.a2a`. */
export function errorTableOf(rules: RulesFile & { file: string }, version: VersionRules, index: number, schema: LoadedSchema | null): ErrorTableModel | null {
  const e = version.errors;
  if (e?.a2a === undefined) return null;
  const at = `${rules.file}: $.versions[${index}].errors`;
  const need = <T>(value: T | undefined, key: string): T => {
    if (value === undefined) throw new GenerationError(`${at}.${key}: required when ${at}.a2a is given`);
    return value;
  };
  const domain = need(e.domain, "domain");
  const detailTypes = need(e.detailTypes, "detailTypes");
  const grpcStatusDetailsKey = need(e.grpcStatusDetailsKey, "grpcStatusDetailsKey");
  const bindings = need(e.bindings, "bindings");
  const standardRows = need(e.standard, "standard");
  if (rules.rpcCodes === undefined) throw new GenerationError(`${rules.file}: $.rpcCodes: required when ${at}.a2a is given`);
  const codes = rules.rpcCodes.codes;
  const grpcCode = (name: string, where: string): number => {
    if (!Object.hasOwn(codes, name)) throw new GenerationError(`${where}: ${JSON.stringify(name)} is not a google.rpc.Code name of $.rpcCodes.codes`);
    return codes[name];
  };
  const row = (r: ErrorRowRules | DecidedErrorRowRules, kind: ErrorSpecModel["kind"], where: string): ErrorSpecModel => {
    const { name, code, message } = "definition" in r ? fromDefinition(r.definition, schema, `${where}.definition`) : r;
    const grpc = grpcCode(r.grpcStatus, `${where}.grpcStatus`);
    return { name, code, message, kind, httpStatus: r.httpStatus, grpcCode: grpc, grpcStatus: r.grpcStatus, reason: r.reason, source: r.source };
  };
  const standard = Object.fromEntries(STANDARD_KEYS.map((k) => [k, row(standardRows[k], "jsonrpc", `${at}.standard.${k}`)])) as Record<
    StandardKey,
    ErrorSpecModel
  >;
  const a2a = e.a2a.map((r, i) => row(r, "a2a", `${at}.a2a[${i}]`));
  for (const [i, r] of a2a.entries()) {
    if (i > 0 && r.code >= a2a[i - 1].code) throw new GenerationError(`${at}.a2a[${i}]: code ${r.code} out of order: list the errors by code, -32001 first`);
  }
  const decisions = new Set((rules.decisions ?? []).map((d) => d.id));
  const decided = e.decided.map((r, i) => {
    const where = `${at}.decided[${i}]`;
    if (!decisions.has(r.decision)) throw new GenerationError(`${where}.decision: ${JSON.stringify(r.decision)} is no id of $.decisions`);
    return { ...row(r, "decided", where), kind: "decided" as const, decision: r.decision };
  });
  const all = [...Object.values(standard), ...a2a, ...decided];
  const seen = new Map<number, string>();
  for (const s of all) {
    const other = seen.get(s.code);
    if (other !== undefined) throw new GenerationError(`${at}: code ${s.code} is both ${other} and ${s.name}`);
    seen.set(s.code, s.name);
  }
  const peerForms = e.peerForms.map((f, i): PeerFormModel => {
    const where = `${at}.peerForms[${i}]`;
    for (const c of f.codes) if (!seen.has(c)) throw new GenerationError(`${where}.codes: ${c} is no error of this version's table`);
    if ((f.binding === "grpc") !== (f.grpcStatus !== undefined) || (f.binding === "http+json") !== (f.httpStatus !== undefined)) {
      throw new GenerationError(`${where}: a grpc form gives grpcStatus, an http+json form httpStatus (only)`);
    }
    return {
      peer: f.peer,
      binding: f.binding,
      codes: f.codes,
      httpStatus: f.httpStatus ?? null,
      grpcCode: f.grpcStatus === undefined ? null : grpcCode(f.grpcStatus, `${where}.grpcStatus`),
      grpcStatus: f.grpcStatus ?? null,
      errorInfo: f.errorInfo,
      note: f.note ?? null,
      source: f.source,
    };
  });
  return {
    domain,
    detailTypes,
    grpcStatusDetailsKey,
    bindings,
    standard,
    a2a,
    decided,
    successStatuses: e.successStatuses,
    peerForms,
    rpcCodes: rules.rpcCodes,
  };
}

/** Name, code const and message default of a JSON Schema definition. */
function fromDefinition(definition: string, schema: LoadedSchema | null, where: string): { name: string; code: number; message: string } {
  if (schema === null) throw new GenerationError(`${where}: this version names no JSON Schema (jsonRpc.methodNames is not "jsonSchema")`);
  const defs = (schema.doc as { definitions?: Definitions }).definitions ?? {};
  const def = Object.hasOwn(defs, definition) ? defs[definition] : undefined;
  const code = def?.properties?.code?.const;
  const message = def?.properties?.message?.default;
  if (typeof code !== "number" || !Number.isInteger(code)) {
    throw new GenerationError(`${schema.path}: $.definitions.${definition}.properties.code.const is not an integer (named at ${where})`);
  }
  if (typeof message !== "string") {
    throw new GenerationError(`${schema.path}: $.definitions.${definition}.properties.message.default is not a string (named at ${where})`);
  }
  return { name: definition, code, message };
}
