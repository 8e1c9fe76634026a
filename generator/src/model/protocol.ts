// Rules file protocol keys → ProtocolModel: service parameter names per carrier, the version
// negotiation decisions, the card vocabulary and the fallbacks, each checked against the versions
// and route tables built from the protos. Data only; emit/protocol-view.ts prints it.

import type { RouteBinding } from "@a2a-bindgen/runtime";
import type { LoadedRules } from "../rules/load.js";
import type { FallbacksRules, InterfaceDeclarationsRules } from "../rules/protocol-schema.js";
import { GenerationError } from "./errors.js";
import type { CarriedName, ExtensionsByVersion, FallbackFormModel, FallbackModel, NearestError, ProtocolModel, VersionModel } from "./types.js";

// The protocol model's types live with the rest of the model's (types.ts); named here too, where they are built.
export type { CarriedName, ExtensionsByVersion, FallbackFormModel, FallbackModel, NearestError, ProtocolModel } from "./types.js";

const keys = ["serviceParameters", "versionNegotiation", "interfaceDeclarations", "fallbacks"] as const;

/** The protocol model, or null when the rules file has none of the protocol keys (all four or none). */
export function buildProtocolModel(rules: LoadedRules | null, versions: readonly VersionModel[]): ProtocolModel | null {
  if (rules === null) return null;
  const given = keys.filter((k) => rules[k] !== undefined);
  if (given.length === 0) return null;
  if (given.length < keys.length) {
    const missing = keys.filter((k) => rules[k] === undefined);
    throw new GenerationError(`${rules.file}: $.${missing[0]}: missing; the protocol keys come together (given: ${given.join(", ")})`);
  }
  const sp = rules.serviceParameters!;
  const labels = new Set(versions.map((v) => v.protocolVersion));
  const checkVersion = (label: string, where: string) => {
    if (!labels.has(label)) throw new GenerationError(`${rules.file}: ${where}: no version "${label}" in $.versions (${[...labels].join(", ")})`);
  };
  const carried = (name: string): CarriedName => ({ headers: name, metadata: sp.carriers.metadata.keys === "lowercase" ? name.toLowerCase() : name });

  const byVersion: Record<string, ExtensionsByVersion> = {};
  for (const [i, e] of sp.extensions.byVersion.entries()) {
    const where = `$.serviceParameters.extensions.byVersion[${i}].protocolVersion`;
    checkVersion(e.protocolVersion, where);
    if (Object.hasOwn(byVersion, e.protocolVersion)) throw new GenerationError(`${rules.file}: ${where}: "${e.protocolVersion}" is given twice`);
    byVersion[e.protocolVersion] = {
      read: e.read.map(carried),
      send: e.send.map(carried),
      respond: { headers: e.respond.headers, metadata: carried(e.respond.metadata).metadata },
      source: e.source,
    };
  }
  const negotiation = rules.versionNegotiation!;
  checkVersion(negotiation.missing.means, "$.versionNegotiation.missing.means");
  const declarations = rules.interfaceDeclarations!;
  checkVersion(declarations.list.versionMissing, "$.interfaceDeclarations.list.versionMissing");
  const bindingNames = new Set(declarations.bindings.map((b) => b.name));
  if (!bindingNames.has(declarations.single.bindingDefault)) {
    throw new GenerationError(
      `${rules.file}: $.interfaceDeclarations.single.bindingDefault: "${declarations.single.bindingDefault}" is not in $.interfaceDeclarations.bindings`,
    );
  }
  checkCapabilities(rules.file, declarations, versions);
  const fallbacks = rules.fallbacks!.forms.map((f, i) => fallbackModel(rules, versions, bindingNames, f, i));
  return {
    versions: [...labels].sort(newestFirst),
    carriers: sp.carriers,
    version: { name: carried(sp.version.name), query: sp.version.query, source: sp.version.source },
    extensions: {
      name: carried(sp.extensions.name),
      separator: sp.extensions.separator,
      requiredMissing: sp.extensions.requiredMissing,
      source: sp.extensions.source,
      byVersion,
    },
    negotiation,
    declarations,
    methodError: rules.fallbacks!.methodError,
    fallbacks,
    nearestErrors: nearestErrors(rules),
  };
}

/** Each capability check names operations and an error of its version (the error table, when the version has one). */
function checkCapabilities(file: string, declarations: InterfaceDeclarationsRules, versions: readonly VersionModel[]): void {
  for (const [i, c] of declarations.capabilities.entries()) {
    const where = `${file}: $.interfaceDeclarations.capabilities[${i}]`;
    const version = versions.find((v) => v.protocolVersion === c.protocolVersion);
    if (version === undefined) throw new GenerationError(`${where}.protocolVersion: no version "${c.protocolVersion}" in $.versions`);
    for (const [j, op] of c.operations.entries()) {
      if (!version.operations.some((o) => o.name === op)) {
        throw new GenerationError(`${where}.operations[${j}]: no operation "${op}" in protocol ${c.protocolVersion}`);
      }
    }
    const table = version.errors;
    if (table !== null && !table.a2a.some((e) => e.name === c.error)) {
      throw new GenerationError(`${where}.error: no error "${c.error}" in the error table of protocol ${c.protocolVersion}`);
    }
  }
}

/**
 * The compat rules' nearest forms, keyed by the older version and the newer error's name, so a server
 * answering an older client finds them without loading the converters (the compat model checks the codes).
 */
function nearestErrors(rules: LoadedRules): Record<string, Record<string, NearestError>> {
  const compat = rules.compat;
  if (compat === undefined || compat.errors === undefined) return {};
  const byName: Record<string, NearestError> = {};
  for (const e of compat.errors.newer) {
    if (e.nearest !== undefined) byName[e.name] = { code: e.code, nearest: e.nearest.code, reason: e.nearest.reason };
  }
  return Object.keys(byName).length === 0 ? {} : { [compat.older]: byName };
}

/** Orders "Major.Minor" labels newest first; labels that are not Major.Minor go last, by name. */
function newestFirst(a: string, b: string): number {
  const pa = /^(\d+)\.(\d+)$/.exec(a),
    pb = /^(\d+)\.(\d+)$/.exec(b);
  if (pa && pb) return Number(pb[1]) - Number(pa[1]) || Number(pb[2]) - Number(pa[2]);
  if (pa || pb) return pa ? -1 : 1;
  return a < b ? -1 : a > b ? 1 : 0;
}

function fallbackModel(
  rules: LoadedRules,
  versions: readonly VersionModel[],
  bindingNames: Set<string>,
  f: FallbacksRules["forms"][number],
  i: number,
): FallbackModel {
  const at = `${rules.file}: $.fallbacks.forms[${i}]`;
  const v = versions.find((x) => x.protocolVersion === f.protocolVersion);
  if (!v) throw new GenerationError(`${at}.protocolVersion: no version "${f.protocolVersion}" in $.versions`);
  if (!bindingNames.has(f.binding)) throw new GenerationError(`${at}.binding: "${f.binding}" is not in $.interfaceDeclarations.bindings`);
  const op = v.operations.find((o) => o.name === f.operation);
  if (!op) throw new GenerationError(`${at}.operation: version ${v.protocolVersion} has no operation "${f.operation}"`);
  const d = v.disagreements.find((x) => x.id === f.disagreement);
  if (!d) throw new GenerationError(`${at}.disagreement: version ${v.protocolVersion} has no disagreement "${f.disagreement}"`);
  if (d.operation !== f.operation) throw new GenerationError(`${at}.disagreement: "${d.id}" concerns ${d.operation ?? "no operation"}, not ${f.operation}`);
  const order = f.order.map((form, j): FallbackFormModel => {
    const pool: readonly RouteBinding[] = form.from === "proto" ? op.http : d.alternatives;
    const routes = form.templates.map((template, k) => {
      const b = pool.find((x) => x.method === form.method && x.template === template);
      if (!b) {
        const what = form.from === "proto" ? `canonical binding of ${f.operation}` : `alternative of disagreement "${d.id}"`;
        throw new GenerationError(`${at}.order[${j}].templates[${k}]: no ${what} is ${form.method} ${template}`);
      }
      return { binding: b.binding, template, table: form.from === "proto" ? ("canonical" as const) : ("alternative" as const) };
    });
    if (form.resource && !routes.every((r) => r.template.includes(`{${form.resource!.field}=`))) {
      throw new GenerationError(`${at}.order[${j}].resource.field: "${form.resource.field}" is not a path variable of every template`);
    }
    return { method: form.method, routes, from: form.from, resource: form.resource ?? null };
  });
  return {
    id: f.id,
    protocolVersion: f.protocolVersion,
    operation: f.operation,
    binding: f.binding,
    disagreement: f.disagreement,
    order,
    reason: f.reason,
    source: f.source,
  };
}
