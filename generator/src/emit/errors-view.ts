// A version's error table → the context of templates/errors.ts.hbs (errors/<v>.ts) and REFERENCE.md's
// error rows. Every value is finished text here; the template only places it.

import type { VersionModel } from "../model/types.js";
import type { ErrorSpecModel, ErrorTableModel } from "../rules/error-table.js";
import { cell, docText, literal } from "./literal.js";

/** The files a version with an error table adds: its errors module. */
export function errorsView(v: VersionModel, table: ErrorTableModel, generatedBy: string) {
  const spec = (s: ErrorSpecModel) => literal(s);
  return {
    generatedBy,
    protocolVersionText: docText(v.protocolVersion),
    protocolVersion: literal(v.protocolVersion),
    standard: Object.entries(table.standard).map(([key, s]) => ({ key, doc: docText(`${s.code} ${s.name}: ${s.source}`), spec: spec(s) })),
    a2a: table.a2a.map((s) => ({ doc: docText(`${s.code} ${s.name}`), spec: spec(s) })),
    decided: table.decided.map(({ decision, ...s }) => ({
      doc: docText(`${s.code} ${s.name}: not an A2A error, decision ${decision} of the rules file`),
      spec: spec(s),
    })),
    domain: literal(table.domain.value),
    domainDoc: docText(table.domain.source),
    detailTypes: literal({ errorInfo: table.detailTypes.errorInfo, badRequest: table.detailTypes.badRequest }),
    detailTypesDoc: docText(table.detailTypes.source),
    grpcStatusDetailsKey: literal(table.grpcStatusDetailsKey.value),
    grpcStatusDetailsKeyDoc: docText(table.grpcStatusDetailsKey.source),
    bindings: literal(table.bindings),
    successStatuses: literal(table.successStatuses),
    peerForms: table.peerForms.map((f) => literal(f)),
    rpcCodes: literal(table.rpcCodes.codes),
    rpcCodesDoc: docText(table.rpcCodes.source),
  };
}

function code(text: string): string {
  return "`" + text.replace(/`/g, "'") + "`";
}

/** REFERENCE.md rows: every error of the version with its form on each binding, then the forms peers send. */
export function errorsReferenceView(table: ErrorTableModel | null) {
  if (table === null) return { hasErrors: false, errorRows: [], errorForms: [], peerFormRows: [], successRows: [] };
  const b = table.bindings;
  const rows = [...table.a2a, ...Object.values(table.standard), ...table.decided].map((s) => ({
    code: String(s.code),
    name: cell("decision" in s ? `${s.name} (not A2A: decision ${s.decision})` : s.name),
    message: cell(s.message),
    jsonRpc: b.jsonrpc.errorInfo && s.reason ? `${s.code} + ErrorInfo` : `${s.code}`,
    http: `${s.httpStatus}${b.http.body === "google.rpc.Status" ? ` ${code(s.grpcStatus)}` : ""}`,
    grpc: `${s.grpcCode} ${code(s.grpcStatus)}`,
    reason: s.reason ? code(s.reason) : "—",
    source: cell(s.source),
  }));
  const carrier = (binding: string, form: string, info: boolean, source: string) => ({
    binding,
    form: cell(form),
    errorInfo: info ? `yes, domain ${code(table.domain.value)}` : "no",
    source: cell(source),
  });
  return {
    hasErrors: true,
    errorRows: rows,
    errorForms: [
      carrier("JSON-RPC", `HTTP ${b.jsonrpc.httpStatus}, {code, message, data}`, b.jsonrpc.errorInfo, b.jsonrpc.source),
      carrier(
        "HTTP+JSON",
        b.http.body === "google.rpc.Status" ? "the HTTP status, {error: {code, status, message, details}}" : "the HTTP status, a bare {code, message}",
        b.http.errorInfo,
        b.http.source,
      ),
      carrier("gRPC", `the status code; ${code(table.grpcStatusDetailsKey.value)} holds google.rpc.Status`, b.grpc.errorInfo, b.grpc.source),
    ],
    peerFormRows: table.peerForms.map((f) => ({
      peer: cell(f.peer),
      binding: f.binding === "grpc" ? "gRPC" : "HTTP+JSON",
      codes: f.codes.join(", "),
      form: f.binding === "grpc" ? `${f.grpcCode} ${code(f.grpcStatus ?? "")}` : `HTTP ${f.httpStatus}`,
      errorInfo: f.errorInfo ? "yes" : "no",
      note: cell(`${f.note ? `${f.note}. ` : ""}${f.source}`),
    })),
    successRows: table.successStatuses.map((s) => ({ status: String(s.status), peer: cell(s.peer), source: cell(s.source) })),
  };
}
