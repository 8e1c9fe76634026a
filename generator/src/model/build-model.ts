// Descriptors + rules file → Model. Every check that can fail does so here, before anything is rendered.

import type { DescFile, DescMethod } from "@bufbuild/protobuf";
import { comparePatterns, patternsOverlap, samePattern } from "../httprule/index.js";
import type { RouteBinding } from "@a2a-bindgen/runtime";
import { jsonSchemaDefinitions } from "../jsonschema/compile.js";
import type { LoadedRules } from "../rules/load.js";
import type { VersionRules } from "../rules/schema.js";
import { GenerationError } from "./errors.js";
import { buildCompatModel } from "./compat/index.js";
import { bindRule, readHttpRules, type RpcSite } from "./http-rules.js";
import { buildNameIndex } from "./names.js";
import { buildProtocolModel } from "./protocol.js";
import { collectShapes } from "./shapes.js";
import { buildValidatorModel } from "./validators.js";
import type {
  AlternativeBinding,
  DisagreementModel,
  IdentityModel,
  Model,
  OperationModel,
  OverlapModel,
  ServiceModel,
  StreamingKind,
  VersionModel,
} from "./types.js";

export function buildModel(files: readonly DescFile[], rules: LoadedRules | null): Model {
  const byPackage = new Map<string, DescFile[]>();
  for (const f of files) {
    if (f.services.length === 0) continue;
    byPackage.set(f.proto.package, [...(byPackage.get(f.proto.package) ?? []), f]);
  }
  const ruleOf = (pkg: string) => rules?.versions.findIndex((v) => v.package === pkg) ?? -1;
  const packages = [...byPackage.keys()].sort((a, b) => {
    const ra = ruleOf(a),
      rb = ruleOf(b);
    if (ra !== rb) return (ra < 0 ? Infinity : ra) - (rb < 0 ? Infinity : rb);
    return a < b ? -1 : a > b ? 1 : 0;
  });
  for (const [i, v] of (rules?.versions ?? []).entries()) {
    if (!byPackage.has(v.package)) {
      throw new GenerationError(`${rules!.file}: $.versions[${i}].package: no file to generate declares a service in package "${v.package}"`);
    }
  }
  const versions = packages.map((pkg) => buildVersion(pkg, byPackage.get(pkg)!, rules, ruleOf(pkg)));
  const modules = new Set<string>();
  for (const v of versions) {
    if (modules.has(v.module))
      throw new GenerationError(`two versions export the same module name "${v.module}"; set distinct "module" names in the rules file`);
    modules.add(v.module);
  }
  const identities = buildIdentities(versions, rules);
  return {
    versions,
    identities,
    nameIndex: buildNameIndex(versions),
    compat: buildCompatModel(rules, versions, identities),
    protocol: buildProtocolModel(rules, versions),
    decisions: (rules?.decisions ?? []).map(({ id, question, decided, sections, alternatives, source }) => ({
      id,
      question,
      decided,
      sections,
      alternatives,
      source,
    })),
    documents: {
      license: rules?.openapi?.license ?? null,
      streamErrorEvent: rules?.openapi?.streamErrorEvent ?? null,
      jsonSchema: rules?.jsonSchema ?? null,
    },
  };
}

function buildVersion(pkg: string, files: DescFile[], rules: LoadedRules | null, ruleIndex: number): VersionModel {
  const vr: VersionRules | undefined = ruleIndex >= 0 ? rules!.versions[ruleIndex] : undefined;
  const protocolVersion = vr?.protocolVersion ?? pkg;
  const loaded = vr && rules ? rules.loaded[ruleIndex] : null;
  const jsonRpc = loaded?.methods ?? new Map<string, { method: string; definition: string }>();
  const services: ServiceModel[] = [];
  const operations: OperationModel[] = [];
  const methods = new Map<string, DescMethod>();
  for (const file of files) {
    for (const service of file.services) {
      services.push({ name: service.typeName, file: file.name + ".proto", operations: service.methods.map((m) => m.name) });
      for (const method of service.methods) {
        if (methods.has(method.name)) {
          throw new GenerationError(
            `${file.name}.proto: rpc ${service.name}.${method.name}: another service of package ${pkg} also has an rpc named ${method.name}; operations are keyed by rpc name`,
          );
        }
        methods.set(method.name, method);
        operations.push(buildOperation(method, file, protocolVersion, vr, jsonRpc, rules));
      }
    }
  }
  if (vr?.jsonRpc.methodNames === "jsonSchema") {
    for (const rpc of Object.keys(vr.jsonRpc.requests)) {
      if (!methods.has(rpc))
        throw new GenerationError(`${rules!.file}: $.versions[${ruleIndex}].jsonRpc.requests.${rpc}: package ${pkg} has no rpc named ${rpc}`);
    }
  }
  const bindings = rank(operations.flatMap((o) => o.http));
  const where = (b: RouteBinding) => {
    const op = operations.find((o) => o.name === b.operation)!;
    return `${op.file}${op.line === null ? "" : `:${op.line}`}: rpc ${op.service.slice(op.service.lastIndexOf(".") + 1)}.${op.name}`;
  };
  rejectDuplicates(
    bindings,
    (a, b) =>
      `${where(b)}: template "${b.template}": ${b.binding}: ${b.method} ${b.template} (${b.operation}, ${b.binding}) and ${a.method} ${a.template} ` +
      `(${where(a)}, ${a.binding}) are the same route: a request could not tell them apart`,
  );
  // Keep each operation's own list in declaration order but carry the decided precedence.
  const precedenceOf = new Map(bindings.map((b) => [`${b.operation} ${b.binding}`, b.precedence]));
  for (const op of operations) op.http = op.http.map((b) => ({ ...b, precedence: precedenceOf.get(`${b.operation} ${b.binding}`)! }));
  const { disagreements, alternatives } = buildDisagreements(protocolVersion, operations, methods, bindings, rules);
  const shapes = collectShapes([...methods.values()].map((m) => m.input));
  return {
    protocolVersion,
    release: vr?.release ?? null,
    module: vr?.module ?? pkg.replace(/[^A-Za-z0-9_$]/g, "_"),
    package: pkg,
    files: files.map((f) => f.name + ".proto"),
    services,
    operations,
    bindings,
    alternatives,
    disagreements,
    overlaps: findOverlaps(bindings),
    messages: shapes.messages,
    enums: shapes.enums,
    jsonRpcSource: vr?.jsonRpc.source ?? null,
    validators: buildValidatorModel(
      pkg,
      files,
      (vr?.validators?.requiredDefaultAllowed ?? []).map((x, i) => ({
        ...x,
        where: `${rules!.file}: $.versions[${ruleIndex}].validators.requiredDefaultAllowed[${i}]`,
      })),
    ),
    invalidParams: loaded?.invalidParams ?? null,
    errors: loaded?.errors ?? null,
    jsonRpcSchemas: loaded?.jsonSchema
      ? { file: loaded.jsonSchema.file, definitions: jsonSchemaDefinitions(loaded.jsonSchema.doc, loaded.jsonSchema.path) }
      : null,
  };
}

function buildOperation(
  method: DescMethod,
  file: DescFile,
  protocolVersion: string,
  vr: VersionRules | undefined,
  jsonRpc: Map<string, { method: string; definition: string }>,
  rules: LoadedRules | null,
): OperationModel {
  const site: RpcSite = { file: file.name + ".proto", rpc: `${method.parent.name}.${method.name}` };
  const line = lineOf(method);
  if (line !== null) site.file += `:${line}`;
  let jsonRpcMethod = method.name;
  let jsonRpcFrom = "rpc name";
  if (vr?.jsonRpc.methodNames === "jsonSchema") {
    const hit = jsonRpc.get(method.name);
    if (!hit)
      throw new GenerationError(
        `${site.file}: rpc ${site.rpc}: no JSON-RPC method: ${rules!.file} joins no JSON Schema request definition to this rpc (versions[].jsonRpc.requests)`,
      );
    jsonRpcMethod = hit.method;
    jsonRpcFrom = `${vr.jsonRpc.schema}#/definitions/${hit.definition}`;
  }
  const identity = identityOf(method.name, protocolVersion, rules, site);
  const http = readHttpRules(method, site).map((r) => ({ ...bindRule(r, site, method.name, method.input, method.output), precedence: -1 }));
  return {
    name: method.name,
    identity,
    service: method.parent.typeName,
    grpcMethod: `/${method.parent.typeName}/${method.name}`,
    jsonRpcMethod,
    jsonRpcFrom,
    requestType: method.input.typeName,
    responseType: method.output.typeName,
    streaming: method.methodKind as StreamingKind,
    http,
    file: file.name + ".proto",
    line,
  };
}

function identityOf(rpc: string, protocolVersion: string, rules: LoadedRules | null, site: RpcSite): string {
  if (!rules || rules.operations.length === 0) return rpc;
  const hits = rules.operations.filter((o) => o.rpcs[protocolVersion] === rpc);
  if (hits.length === 1) return hits[0].id;
  if (hits.length === 0) {
    throw new GenerationError(
      `${site.file}: rpc ${site.rpc}: ${rules.file} gives it no operation identity: add it to $.operations with rpcs["${protocolVersion}"] = "${rpc}"`,
    );
  }
  throw new GenerationError(`${rules.file}: $.operations: ${hits.map((h) => h.id).join(", ")} all claim rpc ${rpc} of version ${protocolVersion}`);
}

function buildIdentities(versions: VersionModel[], rules: LoadedRules | null): IdentityModel[] {
  const out: IdentityModel[] = [];
  const seen = new Map<string, IdentityModel>();
  for (const [i, o] of (rules?.operations ?? []).entries()) {
    if (seen.has(o.id)) throw new GenerationError(`${rules!.file}: $.operations[${i}].id: "${o.id}" is listed twice`);
    for (const [pv, rpc] of Object.entries(o.rpcs)) {
      const v = versions.find((x) => x.protocolVersion === pv);
      if (!v) throw new GenerationError(`${rules!.file}: $.operations[${i}].rpcs.${pv}: no version "${pv}" was generated`);
      if (!v.operations.some((op) => op.name === rpc))
        throw new GenerationError(`${rules!.file}: $.operations[${i}].rpcs.${pv}: version ${pv} has no rpc named ${rpc}`);
    }
    const ident: IdentityModel = { id: o.id, note: o.note ?? null, operations: { ...o.rpcs } };
    seen.set(o.id, ident);
    out.push(ident);
  }
  for (const v of versions) {
    for (const op of v.operations) {
      let ident = seen.get(op.identity);
      if (!ident) {
        ident = { id: op.identity, note: null, operations: {} };
        seen.set(op.identity, ident);
        out.push(ident);
      }
      ident.operations[v.protocolVersion] = op.name;
    }
  }
  return out;
}

function buildDisagreements(
  protocolVersion: string,
  operations: OperationModel[],
  methods: Map<string, DescMethod>,
  canonical: RouteBinding[],
  rules: LoadedRules | null,
): { disagreements: DisagreementModel[]; alternatives: AlternativeBinding[] } {
  const disagreements: DisagreementModel[] = [];
  const all: AlternativeBinding[] = [];
  for (const [i, d] of (rules?.disagreements ?? []).entries()) {
    if (d.protocolVersion !== protocolVersion) continue;
    const where = `${rules!.file}: $.disagreements[${i}] (${d.id})`;
    const op = d.operation === null ? null : operations.find((o) => o.name === d.operation);
    if (d.operation !== null && !op) throw new GenerationError(`${where}.operation: version ${protocolVersion} has no rpc named ${d.operation}`);
    for (const [j, claim] of d.proto.bindings.entries()) {
      const pool = op ? op.http : canonical;
      if (!pool.some((b) => b.method === claim.method && b.template === claim.template)) {
        throw new GenerationError(
          `${where}.proto.bindings[${j}]: the proto has no ${claim.method} ${claim.template}${op ? ` on ${op.name}` : ""}; the rule is stale, re-read the proto and the spec`,
        );
      }
    }
    if (d.alternatives.length > 0 && !op) throw new GenerationError(`${where}.alternatives: an alternative route needs an operation`);
    const alternatives: AlternativeBinding[] = d.alternatives.map((a, j) => {
      const method = methods.get(op!.name)!;
      const site: RpcSite = { file: rules!.file, rpc: `${method.parent.name}.${method.name} (disagreements[${i}].alternatives[${j}])` };
      const bound = bindRule(
        { method: a.method, template: a.template, body: a.body ?? "", responseBody: "", binding: `alternative:${d.id}[${j}]` },
        site,
        op!.name,
        method.input,
        method.output,
      );
      const clash = canonical.find((c) => c.method === bound.method && samePattern(c.pattern, bound.pattern));
      if (clash)
        throw new GenerationError(
          `${where}.alternatives[${j}]: ${a.method} ${a.template} is already the canonical route ${clash.method} ${clash.template} of ${clash.operation}; an alternative must differ from every canonical route`,
        );
      return { ...bound, precedence: -1, alternative: { disagreement: d.id, specSections: d.spec.sections } };
    });
    all.push(...alternatives);
    disagreements.push({
      id: d.id,
      operation: d.operation,
      specSections: d.spec.sections,
      specSays: d.spec.says,
      protoSays: d.proto.says,
      canonical: d.canonical,
      alternatives,
      note: d.note ?? null,
    });
  }
  const ranked = rank(all) as AlternativeBinding[];
  rejectDuplicates(ranked, (a, b) => `alternatives ${a.method} ${a.template} and ${b.method} ${b.template} are the same route`);
  for (const d of disagreements) d.alternatives = d.alternatives.map((a) => ranked.find((r) => r.binding === a.binding)!);
  return { disagreements, alternatives: ranked };
}

/** Orders bindings most specific first and numbers them: this order is the routing precedence. */
function rank<T extends RouteBinding>(bindings: T[]): T[] {
  const sorted = [...bindings].sort(
    (a, b) => comparePatterns(a.pattern, b.pattern) || cmp(a.method, b.method) || cmp(a.operation, b.operation) || cmp(a.binding, b.binding),
  );
  return sorted.map((b, i) => ({ ...b, precedence: i }));
}

function rejectDuplicates(bindings: RouteBinding[], message: (a: RouteBinding, b: RouteBinding) => string): void {
  for (let i = 0; i < bindings.length; i++) {
    for (let j = i + 1; j < bindings.length; j++) {
      const a = bindings[i],
        b = bindings[j];
      if (a.method === b.method && samePattern(a.pattern, b.pattern)) throw new GenerationError(message(a, b));
    }
  }
}

function findOverlaps(bindings: RouteBinding[]): OverlapModel[] {
  const out: OverlapModel[] = [];
  for (let i = 0; i < bindings.length; i++) {
    for (let j = i + 1; j < bindings.length; j++) {
      const a = bindings[i],
        b = bindings[j];
      if (a.method === b.method && patternsOverlap(a.pattern, b.pattern)) out.push({ method: a.method, winner: a, loser: b });
    }
  }
  return out;
}

function lineOf(method: DescMethod): number | null {
  const file = method.parent.file;
  const path = [6, method.parent.file.services.indexOf(method.parent), 2, method.parent.methods.indexOf(method)];
  const loc = file.proto.sourceCodeInfo?.location.find((l) => l.path.length === path.length && l.path.every((p, i) => p === path[i]));
  return loc ? loc.span[0] + 1 : null;
}

function cmp(a: string, b: string): number {
  return a < b ? -1 : a > b ? 1 : 0;
}
