// Compat model → the generated converter modules (one per direction and dialect, printed from the
// plans), compat.ts (their types and the public `compat` object joining them) and the plans as data
// (compat/plans.ts). REFERENCE.md's change tables are compat-reference.ts.

import type { CompatModel, Model } from "../model/types.js";
import type { DialectPlan } from "@a2a-bindgen/runtime";
import { jsonParse } from "./json-literal.js";
import { literal } from "./literal.js";
import { converterModule } from "./compat-converters/module.js";
import { HELPERS } from "./compat-converters/source.js";

/** "v1_0" → "V1_0": the suffix of the API's direction names (compat.toV1_0, compat.toV0_3). */
function directionName(module: string): string {
  return module.charAt(0).toUpperCase() + module.slice(1);
}

function modules(model: Model, compat: CompatModel): { newer: string; older: string } {
  const moduleOf = (label: string) => model.versions.find((v) => v.protocolVersion === label)!.module;
  return { newer: moduleOf(compat.newer), older: moduleOf(compat.older) };
}

/** A direction and dialect's converters: their module (compat/to-v1_0-rest.ts) and export name (toV1_0_rest). */
function converterFile(direction: string, module: string, dialect: string): { local: string; file: string } {
  return { local: `${direction}_${dialect}`, file: `compat/to-${module}-${dialect}.ts` };
}

const capital = (s: string) => s.charAt(0).toUpperCase() + s.slice(1);

/** The name of one version's side of one dialect's types (compat.ts declares them): CompatV1_0Rest. */
function shapeName(module: string, dialect: string): string {
  return `Compat${directionName(module)}${capital(dialect)}`;
}

/** One direction and dialect's converter module: its file, its export, and the context of compat-converters.ts.hbs. */
export interface ConverterModuleView {
  readonly file: string;
  readonly local: string;
  readonly context: object;
}

/**
 * The converters: each direction and dialect printed from its plan into a module of its own
 * (compat/to-<version>-<dialect>.ts), so that a bundle holds only the ones it imports (one object of all
 * four cannot be tree-shaken). Each exports its public converters, typed by the shapes compat.ts
 * declares (`typesModule`, imported for types only). Each converter is named by its type, direction and
 * dialect (Task_toV1_0_jsonrpc, see compat-converters/names.ts), so names are unique across the modules.
 */
export function compatConverterViews(
  model: Model,
  compat: CompatModel,
  generatedBy: string,
  runtime: string,
  typesModule = "../compat.js",
): ConverterModuleView[] {
  const m = modules(model, compat);
  // Every helper under its short name (an unused import is dropped by bundlers).
  const imports = Object.entries(HELPERS)
    .map(([name, short]) => `${name} as ${short}`)
    .join(", ");
  const views: ConverterModuleView[] = [];
  for (const [dir, module, from, label] of [
    ["toNewer", m.newer, m.older, compat.newer],
    ["toOlder", m.older, m.newer, compat.older],
  ] as const) {
    compat.plans.forEach((plan, index) => {
      const direction = `to${directionName(module)}`;
      const { local, file } = converterFile(direction, module, plan.dialect);
      const c = converterModule(plan, dir, local);
      const title = `Converters to protocol ${label} (${dir === "toNewer" ? `from ${compat.older}` : `from ${compat.newer}`}), ${plan.dialect} dialect`;
      const source = shapeName(from, plan.dialect);
      const target = shapeName(module, plan.dialect);
      views.push({
        file,
        local,
        context: {
          generatedBy,
          runtime: literal(runtime),
          runtimeCompat: literal(`${runtime}/compat`),
          typesModule: literal(typesModule),
          imports,
          local,
          index,
          file: file.replace(/\.ts$/, ".js"),
          title,
          source,
          target,
          type: `TypedDialectConverters<${source}, ${target}>`,
          consts: c.consts,
          functions: c.functions,
          label: literal(`${direction}.${plan.dialect}`),
          path: `${direction}.${plan.dialect}`,
          operations: c.operations,
          kinds: c.kinds,
          errors: c.errors,
        },
      });
    });
  }
  return views;
}

// ---- The converters' types: per version and dialect, each operation's params, result and event, and each kind ----

const IDENTIFIER = /^[A-Za-z_$][A-Za-z0-9_$]*$/;

/** The message types of `module` by full proto name, as `<alias>.<TypeName>` (the types module, as parsed). */
function protoTypes(model: Model, module: string, alias: string): (name: string) => string {
  const version = model.versions.find((v) => v.module === module)!;
  const local = new Map(version.validators.messages.map((m) => [m.name, m.local]));
  // A message the types module does not declare (none today) is typed by what the converters accept: any JSON.
  return (name) => (local.has(name) ? `${alias}.${local.get(name)!}` : "unknown");
}

/**
 * A JSON-RPC dialect type as a2a.json names it: "#/definitions/Task" → `<alias>.Task`,
 * "#/definitions/SendMessageSuccessResponse/properties/result" → `<alias>.SendMessageSuccessResponse["result"]`;
 * "" (the dialect has no such object: a method without params) → an empty object.
 */
function jsonRpcType(alias: string): (ref: string) => string {
  return (ref) => {
    if (ref === "") return "Record<string, never>";
    const parts = ref.startsWith("#/definitions/") ? ref.slice("#/definitions/".length).split("/") : [];
    const name = parts[0];
    if (name === undefined || !IDENTIFIER.test(name) || parts.length % 2 !== 1 || parts.some((p, i) => i % 2 === 1 && p !== "properties")) return "unknown";
    return alias + "." + name + parts.flatMap((p, i) => (i % 2 === 0 && i > 0 ? [`[${literal(p)}]`] : [])).join("");
  };
}

/** `{ "A": T; … }` (no members: `{}`). */
function members(entries: [string, string][]): string {
  return entries.length === 0 ? "{}" : `{ ${entries.map(([k, t]) => `${literal(k)}: ${t}`).join("; ")} }`;
}

/** One version's side of one dialect (a CompatShapes): the types of its operations' params, result and event, and of its kinds. */
function shapes(plan: DialectPlan, side: "newer" | "older", typeOf: (name: string) => string): string {
  const type = (id: string) => typeOf(plan.types[id]![side]);
  const params: [string, string][] = [];
  const result: [string, string][] = [];
  const event: [string, string][] = [];
  for (const [name, op] of Object.entries(plan.operations)) {
    // An operation one version lacks takes no value in either direction.
    if (op.olderRpc === null) continue;
    params.push([name, op.params === null ? "Record<string, never>" : type(op.params)]);
    if (op.result !== null) {
      const r = op.result;
      result.push([name, r.kind === "message" ? type(r.type) : side === "older" && r.older === null ? "null" : "Record<string, never>"]);
    }
    if (op.event !== null) event.push([name, type(op.event)]);
  }
  const kinds = Object.entries(plan.kinds).map(([k, id]): [string, string] => [k, type(id)]);
  return `{ params: ${members(params)}; result: ${members(result)}; event: ${members(event)}; kinds: ${members(kinds)} }`;
}

/** compat.ts: the converters' types, and the public `compat` joining the converter modules (compatConverterViews). */
export function compatView(model: Model, compat: CompatModel, generatedBy: string, runtime: string) {
  const m = modules(model, compat);
  const operations = Object.keys(compat.plans[0]?.operations ?? {});
  const newerDirection = `to${directionName(m.newer)}`;
  const olderDirection = `to${directionName(m.older)}`;
  const alias = { newer: `${m.newer}_types`, older: `${m.older}_types`, olderJsonRpc: `${m.older}_jsonrpc` };
  const newerType = protoTypes(model, m.newer, alias.newer);
  const olderType = protoTypes(model, m.older, alias.older);
  const olderJsonRpc = jsonRpcType(alias.olderJsonRpc);
  const shapeTypes = compat.plans.flatMap((p) => [
    {
      name: shapeName(m.newer, p.dialect),
      doc: `Protocol ${compat.newer}'s types in the ${p.dialect} dialect's converters, as parsed`,
      type: shapes(p, "newer", newerType),
    },
    {
      name: shapeName(m.older, p.dialect),
      doc: `Protocol ${compat.older}'s types in the ${p.dialect} dialect's converters, as parsed`,
      type: shapes(p, "older", p.dialect === "jsonrpc" ? olderJsonRpc : olderType),
    },
  ]);
  const typed = (from: string, to: string, dialect: string) => `TypedDialectConverters<${shapeName(from, dialect)}, ${shapeName(to, dialect)}>`;
  const mods = (direction: string, module: string) =>
    compat.plans.map((p) => {
      const { local, file } = converterFile(direction, module, p.dialect);
      return { dialect: p.dialect, local, module: literal(`./${file.replace(/\.ts$/, ".js")}`) };
    });
  const directionType = (from: string, to: string) => `{ ${compat.plans.map((p) => `readonly ${p.dialect}: ${typed(from, to, p.dialect)}`).join("; ")} }`;
  return {
    generatedBy,
    newerModules: mods(newerDirection, m.newer),
    olderModules: mods(olderDirection, m.older),
    dialectNames: compat.plans.map((p) => literal(p.dialect)).join(" and "),
    runtime: literal(runtime),
    runtimeCompat: literal(`${runtime}/compat`),
    newerLabel: compat.newer,
    olderLabel: compat.older,
    newerDirection,
    olderDirection,
    newerAlias: alias.newer,
    olderAlias: alias.older,
    olderJsonRpcAlias: alias.olderJsonRpc,
    newerTypesModule: literal(`./${m.newer}/types.js`),
    olderTypesModule: literal(`./${m.older}/types.js`),
    olderJsonRpcModule: literal(`./${m.older}/jsonrpc.js`),
    hasJsonRpc: compat.plans.some((p) => p.dialect === "jsonrpc"),
    shapeTypes,
    operationNames: operations.map((o) => literal(o)).join(" | ") || "never",
    newerDirectionType: directionType(m.older, m.newer),
    olderDirectionType: directionType(m.newer, m.older),
    kindNames:
      Object.keys(compat.plans[0]?.kinds ?? {})
        .map((k) => literal(k))
        .join(" | ") || "never",
  };
}

/** The plans module (compat/plans.ts): the plans as data, apart from the converters an app loads. */
export function compatPlansView(model: Model, compat: CompatModel, generatedBy: string, runtime: string) {
  const m = modules(model, compat);
  // The files beside compat/plans.js that the plans were printed into (each exists in the package).
  const converterFiles = [
    [`to${directionName(m.newer)}`, m.newer],
    [`to${directionName(m.older)}`, m.older],
  ].flatMap(([direction, module]) =>
    compat.plans.map((p) => `./${converterFile(direction, module, p.dialect).file.slice("compat/".length).replace(/\.ts$/, ".js")}`),
  );
  return {
    converterFiles: converterFiles.join(", "),
    generatedBy,
    runtime: literal(runtime),
    olderLabel: compat.older,
    plans: compat.plans.map((p) => ({ dialect: p.dialect, data: planLiteral(p) })),
  };
}

/**
 * A plan as data: JSON.parse of formatted JSON (far cheaper at import than the same object literal, see
 * json-literal.ts), so a mapping change shows as a small diff.
 */
function planLiteral(p: DialectPlan): string {
  return jsonParse(p, `compat plan (${p.dialect})`);
}
