// Model → template contexts. Every value a template prints is prepared here as finished text
// (TypeScript literals, Markdown cells), so templates only place text, loop and test flags.

import type { RouteBinding } from "@a2a-bindgen/runtime";
import { namesOf } from "../model/names.js";
import type { Model, OperationModel, VersionModel } from "../model/types.js";
import { cell, constType, docText, literal, prose, widenedType } from "./literal.js";
import { jsonRpcSchemasView, schemasView } from "./schemas-view.js";
import { compatConverterViews, compatPlansView, compatView } from "./compat-view.js";
import { compatReferenceView } from "./compat-reference.js";
import { anyNamedByRules, invalidParamsOrDefault, namedByRules } from "./proto-only.js";
import { routesView } from "./routes-view.js";
import { errorsReferenceView, errorsView } from "./errors-view.js";
import { protocolReferenceView, protocolView } from "./protocol-view.js";
import { openApiFiles } from "./openapi-view.js";

export interface RenderSettings {
  /** Module specifier of the runtime the generated code imports. */
  runtime: string;
  /** Runtime versions the generated code works with (">=0.2.0 <0.3.0"); the index checks it at load. */
  runtimeRange: string;
  /** Plugin name and version for the header; version undefined when elided. */
  pluginName: string;
  pluginVersion: string | undefined;
  /** Print each version's OpenAPI document and JSON Schema bundle (off: the output is unchanged). */
  openapi?: boolean | undefined;
  /** Inputs accepted unpinned (recorded in the documents' info; the other files' headers say it themselves). */
  unpinned?: readonly { file: string; sha256: string }[] | undefined;
}

export interface OutputFile {
  /** Path relative to the output directory. */
  name: string;
  template: string;
  context: object;
  /**
   * More templates printed after the first, into the same module. Why: Node charges every module of an
   * import graph (resolve, read, compile, link: about half a millisecond each here), so what is always
   * loaded together is printed together (the version and its schemas; routes and the error table).
   */
  append?: { template: string; context: object }[];
}

export function views(model: Model, s: RenderSettings): OutputFile[] {
  const generatedBy = `${s.pluginName}${s.pluginVersion ? ` ${s.pluginVersion}` : ""}`;
  const files: OutputFile[] = [];
  for (const v of model.versions) {
    const schemas = schemasView(v, generatedBy, s.runtime);
    const version = versionView(v, generatedBy, s.runtime, model);
    // The version module: its tables, then its schemas (zod).
    files.push({
      name: `${v.module}/index.ts`,
      template: "version.ts.hbs",
      context: version,
      append: [{ template: "schemas.ts.hbs", context: schemas }],
    });
    // The validators without zod, and the operations naming them: subpath <version>/validators.
    files.push({
      name: `${v.module}/validators.ts`,
      template: "validators.ts.hbs",
      context: { ...schemas, operations: version.operations, protocolVersionText: version.protocolVersionText },
    });
    // The message types alone: a module of types (its .js is empty and nothing loads it).
    files.push({ name: `${v.module}/types.ts`, template: "types.ts.hbs", context: schemas });
    // The version without validators (no zod): routes, then the error table. Subpaths <version>/routes and /errors.
    files.push({
      name: `${v.module}/core.ts`,
      template: "routes.ts.hbs",
      context: routesView(v, generatedBy, s.runtime, s.runtimeRange),
      append: v.errors === null ? [] : [{ template: "errors.ts.hbs", context: errorsView(v, v.errors, generatedBy) }],
    });
    if (v.jsonRpcSchemas !== null)
      files.push({ name: `${v.module}/jsonrpc.ts`, template: "jsonrpc-schemas.ts.hbs", context: jsonRpcSchemasView(v, generatedBy, s.runtime) });
    if (s.openapi) files.push(...openApiFiles(v, model, generatedBy, s.unpinned ?? []));
  }
  files.push({ name: "cross-version.ts", template: "cross-version.ts.hbs", context: crossVersionView(model, generatedBy) });
  if (model.compat !== null) {
    // The converters printed from the plans, one module per direction and dialect (a bundle holds only
    // those it imports), then compat.ts: their types and the public `compat` joining them.
    for (const c of compatConverterViews(model, model.compat, generatedBy, s.runtime)) {
      files.push({ name: c.file, template: "compat-converters.ts.hbs", context: c.context });
    }
    files.push({ name: "compat.ts", template: "compat.ts.hbs", context: compatView(model, model.compat, generatedBy, s.runtime) });
    files.push({ name: "compat/plans.ts", template: "compat-plans.ts.hbs", context: compatPlansView(model, model.compat, generatedBy, s.runtime) });
  }
  // select: the protocol facts (service parameters, negotiation, cards, fallbacks), when the rules give them.
  if (model.protocol !== null) files.push({ name: "protocol.ts", template: "protocol.ts.hbs", context: protocolView(model.protocol, generatedBy) });
  files.push({ name: "index.ts", template: "index.ts.hbs", context: indexView(model, generatedBy, s) });
  files.push({ name: "REFERENCE.md", template: "reference.md.hbs", context: referenceView(model, generatedBy, s.openapi === true) });
  return files;
}

function httpSummary(bindings: RouteBinding[]): string {
  return bindings.map((b) => `${b.method} ${b.template}`).join(", ") || "no HTTP binding";
}

/** A name → operation map as an object literal's entries; "__proto__" computed, so it is a key, not the prototype. */
function nameEntries(pairs: [string, string][]) {
  return pairs.map(([name, op]) => ({ key: literal(name), valueKey: name === "__proto__" ? `[${literal(name)}]` : literal(name), value: literal(op) }));
}

/** Every name of any version (model.nameIndex) that leads to an operation of `v`, with that operation's name here. */
function operationByName(v: VersionModel, model: Model): [string, string][] {
  const here = new Map(
    model.identities.flatMap((i) => (i.operations[v.protocolVersion] === undefined ? [] : [[i.id, i.operations[v.protocolVersion]] as const])),
  );
  return Object.entries(model.nameIndex).flatMap(([name, id]) => (here.has(id) ? [[name, here.get(id)!] as [string, string]] : []));
}

function versionView(v: VersionModel, generatedBy: string, runtime: string, model: Model) {
  const canonicalIndex = new Map(v.bindings.map((b, i) => [`${b.operation} ${b.binding}`, i]));
  const alternativeIndex = new Map(v.alternatives.map((b, i) => [b.binding, i]));
  return {
    generatedBy,
    hasJsonRpcSchemas: v.jsonRpcSchemas !== null,
    hasErrors: v.errors !== null,
    invalidParams: invalidParamsOrDefault(v) === null ? null : literal(invalidParamsOrDefault(v)),
    fromRules: namedByRules(v),
    source: `${v.files.join(", ")} (package ${v.package})`,
    runtime: literal(runtime),
    runtimeRoutes: literal(`${runtime}/routes`),
    runtimeProtojson: literal(`${runtime}/protojson`),
    protocolVersionText: docText(v.protocolVersion),
    protocolVersion: literal(v.protocolVersion),
    release: literal(v.release),
    protoPackage: literal(v.package),
    protoFiles: literal(v.files),
    services: literal(v.services.map((s) => s.name)),
    jsonRpcSource: literal(v.jsonRpcSource),
    operations: v.operations.map((op) => operationView(op, v, canonicalIndex, alternativeIndex)),
    jsonRpcMethods: nameEntries(v.operations.map((op) => [op.jsonRpcMethod, op.name])),
    grpcMethods: nameEntries(v.operations.map((op) => [op.grpcMethod, op.name])),
    operationByName: nameEntries(operationByName(v, model)),
    disagreements: v.disagreements.map((d) => {
      const data = {
        id: d.id,
        operation: d.operation,
        specSections: d.specSections,
        specSays: d.specSays,
        protoSays: d.protoSays,
        canonical: d.canonical,
        note: d.note,
      };
      // The type TypeScript infers for `{ ...data, alternatives } as const`: the spread values widened.
      const fields = Object.entries(data).filter(([, x]) => x !== undefined);
      return {
        data: literal(data),
        alternatives: `[${d.alternatives.map((a) => `alternative[${alternativeIndex.get(a.binding)}]!`).join(", ")}]`,
        type: `{ readonly alternatives: ${bindingsType(d.alternatives.length)}; ${fields.map(([k, x]) => `readonly ${k}: ${widenedType(x)};`).join(" ")} }`,
      };
    }),
    overlaps: v.overlaps.map((o) => ({
      value: `{ method: ${literal(o.method)}, winner: canonical[${o.winner.precedence}]!, loser: canonical[${o.loser.precedence}]! }`,
      type: `{ readonly method: ${literal(o.method)}; readonly winner: RouteBinding; readonly loser: RouteBinding }`,
    })),
  };
}

/** The type of a tuple of `n` route bindings, as printed `as const`. */
function bindingsType(n: number): string {
  return `readonly [${Array.from({ length: n }, () => "RouteBinding").join(", ")}]`;
}

function operationView(op: OperationModel, v: VersionModel, canonicalIndex: Map<string, number>, alternativeIndex: Map<string, number>) {
  const alternatives = v.alternatives.filter((a) => a.operation === op.name);
  const [zod, zodFree] = [pairOf(v, op, zodSet), pairOf(v, op, zodFreeSet)];
  return {
    key: op.name,
    doc: docText(
      `${op.name} (${namedByRules(v) ? "protocol" : "package"} ${v.protocolVersion}, ${op.streaming === "unary" ? "unary" : op.streaming.replace("_", "-")}): ` +
        `${httpSummary(op.http)}${namedByRules(v) ? `; JSON-RPC ${op.jsonRpcMethod}` : ""}; gRPC ${op.grpcMethod}.`,
    ),
    name: literal(op.name),
    identity: literal(op.identity),
    protocolVersion: literal(v.protocolVersion),
    jsonRpcMethod: literal(op.jsonRpcMethod),
    jsonRpcFrom: literal(op.jsonRpcFrom),
    grpcMethod: literal(op.grpcMethod),
    service: literal(op.service),
    requestType: literal(op.requestType),
    responseType: literal(op.responseType),
    streaming: literal(op.streaming),
    http: `[${op.http.map((b) => `canonical[${canonicalIndex.get(`${b.operation} ${b.binding}`)}]!`).join(", ")}]`,
    alternatives: `[${alternatives.map((a) => `alternative[${alternativeIndex.get(a.binding)}]!`).join(", ")}]`,
    names: literal(namesOf(op)),
    // Getters: reading an operation does not build its validators or schemas (they are built on first use).
    validators: zodFree.value,
    validatorsType: zodFree.type,
    schemas: zod.value,
    // The declared types (the values above as const; getters are readonly properties of their schema's type).
    httpType: bindingsType(op.http.length),
    alternativesType: bindingsType(alternatives.length),
    namesType: constType(namesOf(op)),
    schemasType: zod.type,
  };
}

/** Where a module finds a message's validators: its own set (`schemas`, `validators`), and the well-known types'. */
interface ValidatorSet {
  own: string;
  wellKnown: string;
}
const zodSet: ValidatorSet = { own: "schemas", wellKnown: "wkt" };
const zodFreeSet: ValidatorSet = { own: "validators", wellKnown: "wktValidators" };

/** The request and response of an operation in one set: the getters (built on first use) and their declared type. */
function pairOf(v: VersionModel, op: OperationModel, set: ValidatorSet): { value: string; type: string } {
  const ref = (typeName: string) => {
    const own = v.validators.messages.find((m) => m.name === typeName);
    return own
      ? { value: `${set.own}.${own.local}`, type: `typeof ${set.own}.${own.local}` }
      : { value: `${set.wellKnown}[${literal(typeName)}]!`, type: `(typeof ${set.wellKnown})[${literal(typeName)}]` };
  };
  const [request, response] = [ref(op.requestType), ref(op.responseType)];
  return {
    value: `{ get request() { return ${request.value}; }, get response() { return ${response.value}; } }`,
    type: `{ readonly request: ${request.type}; readonly response: ${response.type} }`,
  };
}

function crossVersionView(model: Model, generatedBy: string) {
  return {
    generatedBy,
    fromRules: anyNamedByRules(model),
    identities: model.identities.map((i) => literal({ id: i.id, operations: i.operations, note: i.note })),
    names: Object.entries(model.nameIndex).map(([name, id]) => ({ key: literal(name), value: literal(id) })),
  };
}

function indexView(model: Model, generatedBy: string, s: RenderSettings) {
  return {
    generatedBy,
    runtime: literal(s.runtime),
    runtimeRoutes: literal(`${s.runtime}/routes`),
    runtimeRange: literal(s.runtimeRange),
    who: literal(`code generated by ${generatedBy}`),
    fromRules: anyNamedByRules(model),
    versions: model.versions.map((v) => ({ module: v.module, protocolVersion: literal(v.protocolVersion) })),
    hasCompat: model.compat !== null,
  };
}

function code(text: string): string {
  return "`" + text.replace(/`/g, "'") + "`";
}

function referenceView(model: Model, generatedBy: string, openapi: boolean) {
  return {
    generatedBy,
    ...compatReferenceView(model.compat),
    ...protocolReferenceView(model.protocol),
    // The index is a table of short cells; each decision's long texts are list items under it.
    decisions: model.decisions.map((d) => ({
      id: cell(d.id),
      sections: cell(d.sections.join("; ")),
      question: prose(d.question, "  "),
      decided: prose(d.decided, "  "),
      alternatives: d.alternatives.map((a) => prose(a, "    ")),
    })),
    hasDecisions: model.decisions.length > 0,
    fromRules: anyNamedByRules(model),
    versions: model.versions.map((v) => ({
      fromRules: namedByRules(v),
      title: cell(
        namedByRules(v) ? `Protocol ${v.protocolVersion}${v.release ? ` (release ${v.release})` : ""}: package ${v.package}` : `Package ${v.package}`,
      ),
      files: cell(v.files.join(", ")),
      openapi: openapi ? { document: `${v.module}/openapi.json`, schemas: `${v.module}/schemas.json` } : null,
      jsonRpcSource: v.jsonRpcSource ? cell(v.jsonRpcSource) : null,
      operations: v.operations.map((op) => ({
        name: cell(op.name),
        jsonRpc: code(op.jsonRpcMethod),
        grpc: code(op.grpcMethod),
        http: op.http.map((b) => code(`${b.method} ${b.template}`)).join("<br>") || "—",
        body: op.http.map((b) => (b.body === null ? "—" : code(b.body))).join("<br>") || "—",
        streaming: op.streaming === "unary" ? "unary" : op.streaming.replace("_", "-"),
      })),
      precedence: v.bindings.map((b) => ({
        rank: String(b.precedence),
        route: code(`${b.method} ${b.template}`),
        operation: cell(`${b.operation} (${b.binding})`),
      })),
      overlaps: v.overlaps.map((o) => ({
        method: o.method,
        winner: code(o.winner.template) + ` ${cell(o.winner.operation)}`,
        loser: code(o.loser.template) + ` ${cell(o.loser.operation)}`,
      })),
      hasOverlaps: v.overlaps.length > 0,
      disagreements: v.disagreements.map((d) => ({
        id: cell(d.id),
        operation: d.operation ? cell(d.operation) : "—",
        spec: cell(`${d.specSections.join(", ")}: ${d.specSays}`),
        proto: cell(d.protoSays),
        alternatives: d.alternatives.map((a) => code(`${a.method} ${a.template}`) + (a.body ? ` body ${code(a.body)}` : "")).join("<br>") || "none",
        note: d.note ? cell(d.note) : "",
      })),
      hasDisagreements: v.disagreements.length > 0,
      validators: cell(
        `${v.validators.messages.length} message and ${v.validators.enums.length} enum schemas (ProtoJSON of package ${v.package})` +
          (v.jsonRpcSchemas ? `; ${v.jsonRpcSchemas.definitions.length} JSON-RPC schemas from ${v.jsonRpcSchemas.file}` : ""),
      ),
      requiredNotChecked: v.validators.requiredNotChecked.map((x) => ({ field: code(x.field), reason: cell(x.reason) })),
      hasRequiredNotChecked: v.validators.requiredNotChecked.length > 0,
      jsonRpcSchemasFile: v.jsonRpcSchemas ? cell(v.jsonRpcSchemas.file) : null,
      invalidParams: invalidParamsRows(v),
      hasInvalidParams: invalidParamsOrDefault(v) !== null,
      ...errorsReferenceView(v.errors),
    })),
    crossHeader: model.versions.map((v) => cell(v.protocolVersion)),
    cross: model.identities.map((i) => ({
      id: cell(i.id),
      cells: model.versions.map((v) => {
        const op = v.operations.find((o) => o.name === i.operations[v.protocolVersion]);
        if (!op) return "—";
        return [
          cell(op.name),
          ...(namedByRules(v) ? [code(op.jsonRpcMethod)] : []),
          code(op.grpcMethod),
          ...op.http.map((b) => code(`${b.method} ${b.template}`)),
        ].join("<br>");
      }),
      note: i.note ? cell(i.note) : "",
    })),
  };
}

/** REFERENCE.md's invalid-params rows; without a rules file only the HTTP answer (the proto has no JSON-RPC binding). */
function invalidParamsRows(v: VersionModel) {
  const ip = invalidParamsOrDefault(v);
  if (ip === null) return [];
  const http = {
    binding: "HTTP+JSON",
    answer:
      `HTTP ${ip.http.status}, ${ip.http.body === "google.rpc.Status" ? `google.rpc.Status ${code(ip.http.rpcStatus ?? "")}` : "a bare JSON-RPC error object"}, details: google.rpc.BadRequest` +
      (ip.errorInfo ? ` and an ErrorInfo (reason ${code(ip.errorInfo.reason)}, domain ${code(ip.errorInfo.domain)})` : ""),
    source: cell(ip.http.source + (ip.errorInfo ? `; ErrorInfo: ${ip.errorInfo.source}` : "")),
  };
  if (!namedByRules(v)) return [http];
  return [
    { binding: "JSON-RPC", answer: code(`${ip.jsonRpc.code} "${ip.jsonRpc.message}"`) + ", data: google.rpc.BadRequest", source: cell(ip.jsonRpc.source) },
    http,
  ];
}
