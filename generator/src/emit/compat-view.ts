// Compat model → the generated converter modules (one per direction and dialect, printed from the
// plans), compat.ts (their types and the public `compat` object joining them), the plans as data
// (compat/plans.ts), and REFERENCE.md's change tables.
// The tables are read off the same plans the adapters run, so documentation and behaviour cannot drift.

import type { CompatModel, Model } from "../model/types.js";
import type { DialectPlan, FieldPlan, TypePlan, ValuePlan } from "@a2a-bindgen/runtime";
import { jsonParse } from "./json-literal.js";
import { cell, literal } from "./literal.js";
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
 * declares (`typesModule`, imported for types only); each section's names start with its own prefix
 * (a, b, …), so that bundled together they do not collide.
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
      const prefix = String.fromCharCode(97 + views.length);
      const c = converterModule(plan, dir, prefix);
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
          prefix,
          index,
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
export function compatPlansView(compat: CompatModel, generatedBy: string, runtime: string) {
  return {
    generatedBy,
    runtime: literal(runtime),
    olderLabel: compat.older,
    plans: compat.plans.map((p) => ({ dialect: p.dialect, data: planLiteral(p) })),
  };
}

/**
 * A plan as data: JSON.parse of a string (far cheaper at import than the same object literal, see
 * json-literal.ts) with one line per type, enum and operation, so a mapping change shows as a small diff.
 */
function planLiteral(p: DialectPlan): string {
  return jsonParse(p, 2, `compat plan (${p.dialect})`);
}

// ---- REFERENCE.md ----

interface ChangeRow {
  older: string;
  newer: string;
  change: string;
}

const dialectTitles: Record<DialectPlan["dialect"], string> = {
  jsonrpc: "JSON-RPC (JSON Schema)",
  rest: "HTTP+JSON and gRPC (ProtoJSON)",
};

function code(text: string): string {
  return "`" + text.replace(/`/g, "'") + "`";
}

function pathCell(path: string | null): string {
  if (path === null) return "—";
  return code(path === "" ? "(the value itself)" : path);
}

function valueChange(v: ValuePlan, plan: DialectPlan): string | null {
  switch (v.kind) {
    case "copy":
    case "message":
      return null;
    case "enum": {
      const e = plan.enums[v.enum];
      const renamed = Object.entries(e.toOlder).filter(([a, b]) => a !== b);
      if (renamed.length === 0) return null;
      return `enum ${e.newer.slice(e.newer.lastIndexOf(".") + 1)}: ${renamed.length} of ${Object.keys(e.toOlder).length} names differ`;
    }
    case "list":
    case "map": {
      const inner = valueChange(v.of, plan);
      return inner === null ? null : `each ${v.kind === "list" ? "element" : "value"}: ${inner}`;
    }
    case "wrap":
      return `wrapped in {${v.field}} on ${plan.newerVersion}, bare on ${plan.olderVersion}`;
    case "first":
      return `one value on ${plan.newerVersion}, a list on ${plan.olderVersion}: elements after the first are lost`;
    case "object":
      return `any JSON value on ${plan.newerVersion}, an object on ${plan.olderVersion}: a non-object value is lost`;
    case "zeroUnset":
      return `0 flipped meaning: ${plan.olderVersion} 0 or absent (no limit) ⇄ ${plan.newerVersion} absent; ${plan.newerVersion} 0 (none) has no ${plan.olderVersion} form`;
    case "invert":
      return `inverted boolean: ${plan.newerVersion} = not ${plan.olderVersion}; an absent ${plan.olderVersion} value is ${v.olderAbsent === true ? "true" : "false"}; always written on ${plan.olderVersion}`;
  }
}

function fieldRow(f: FieldPlan, plan: DialectPlan, prefix: string): ChangeRow {
  const older = f.older === null ? "—" : f.older.map((p) => pathCell(p)).join("<br>");
  const newer = pathCell(f.newer);
  const parts: string[] = [];
  if (f.newer === null) parts.push(`${plan.olderVersion} only: ${f.loss ?? ""}`);
  else if (f.older === null) parts.push(`${plan.newerVersion} only: ${f.loss ?? ""}`);
  else {
    if (f.older.length > 1) parts.push("written to every path, read from the first present");
    else if (f.older[0] !== f.newer) parts.push(f.older[0].includes(".") || f.newer.includes(".") || f.older[0] === "" || f.newer === "" ? "moved" : "renamed");
  }
  const value = valueChange(f.value, plan);
  if (value) parts.push(value);
  if (f.materialize)
    parts.push(
      `an absent ${plan.newerVersion} message is written to ${plan.olderVersion} with its defaults; an absent ${plan.olderVersion} message stays absent`,
    );
  if (f.derive) parts.push(`computed from ${f.derive.from} ∈ {${f.derive.values.join(", ")}}`);
  if (f.fallback) parts.push(`when absent: read from ${f.fallback.older} (${f.fallback.reason})`);
  return { older, newer, change: cell(prefix + (parts.join("; ") || "same")) };
}

/** The rows of a type plan that are not plain same-name copies (or every row, for parameter tables). */
function typeRows(t: TypePlan, plan: DialectPlan, all: boolean): ChangeRow[] {
  const rows: ChangeRow[] = [];
  const keep = (r: ChangeRow) => all || !r.change.endsWith("same");
  for (const f of t.fields) {
    const r = fieldRow(f, plan, "");
    if (keep(r)) rows.push(r);
  }
  for (const c of t.consts) rows.push({ older: code(c.path), newer: "—", change: cell(`constant "${c.value}" on ${plan.olderVersion}`) });
  for (const tp of t.templates) {
    rows.push({
      older: code(tp.older),
      newer: tp.newer.map((p) => code(p)).join("<br>"),
      change: cell(`resource name ${tp.templates.map((x) => `"${x}"`).join(" or ")} (the first is written)`),
    });
  }
  for (const v of t.variants ?? []) {
    const when = v.when.map((w) => (w.equals === undefined ? `${w.path} present` : `${w.path} = "${w.equals}"`)).join(" and ");
    for (const f of v.fields) {
      // A variant's rows always show: its condition is itself a change.
      rows.push(fieldRow(f, plan, `when ${v.newerCase} (${plan.olderVersion}: ${when || "always"}): `));
    }
  }
  if (t.hoist) {
    const h = t.hoist;
    rows.push({
      older: [...h.main.map((x) => code(x.older)), code(h.olderList)].join("<br>"),
      newer: code(h.newer),
      change: cell(
        `the first ${h.newer} element is ${plan.olderVersion}'s main interface (${h.main.map((x) => `${x.newer} → ${x.older}`).join(", ")}); ` +
          `${h.shared.map((x) => x.newer).join(", ")} is one value for the whole card on ${plan.olderVersion}: elements that differ lose it` +
          (h.select ? `; only elements whose ${h.select.newer} is empty or ${h.select.version}.x are carried (when any is): ${h.select.reason}` : ""),
      ),
    });
  }
  return rows;
}

/**
 * The changes inside a parameter's own messages (SendMessageConfiguration's blocking, its push config), with
 * the paths prefixed; the shared kinds (Message, Task, …) are left to the message-level table.
 */
function nestedRows(t: TypePlan, plan: DialectPlan, seen: Set<string> = new Set([t.id])): ChangeRow[] {
  const shared = new Set(Object.values(plan.kinds));
  const rows: ChangeRow[] = [];
  for (const f of t.fields) {
    let v = f.value;
    while (v.kind === "list" || v.kind === "map") v = v.of;
    if (v.kind !== "message" || shared.has(v.type) || seen.has(v.type) || f.newer === null || f.older === null) continue;
    const inner = plan.types[v.type];
    seen.add(inner.id);
    const prefix = (p: string, base: string) => (p.startsWith("`(the") || p === "—" ? p : p.replace(/^`/, "`" + base + "."));
    for (const r of [...typeRows(inner, plan, false), ...nestedRows(inner, plan, seen)]) {
      rows.push({
        older: r.older
          .split("<br>")
          .map((x) => prefix(x, f.older![0]))
          .join("<br>"),
        newer: r.newer
          .split("<br>")
          .map((x) => prefix(x, f.newer!))
          .join("<br>"),
        change: r.change,
      });
    }
  }
  return rows;
}

function short(name: string): string {
  return name.startsWith("#/definitions/") ? name.slice("#/definitions/".length) : name.slice(name.lastIndexOf(".") + 1);
}

export function compatReferenceView(compat: CompatModel | null) {
  if (compat === null) return { hasCompat: false, compatNewer: "", compatOlder: "", compatDialects: [], compatPeers: [] };
  return {
    hasCompat: true,
    compatPeers: compat.peers.map((p) => ({
      peer: cell(p.peer),
      source: cell(p.source),
      rows: p.differences.map((d) => ({ topic: cell(d.topic), peer: cell(d.peer), ours: cell(d.ours) })),
    })),
    compatNewer: compat.newer,
    compatOlder: compat.older,
    compatDialects: compat.plans.map((plan) => ({
      title: dialectTitles[plan.dialect],
      dialect: plan.dialect,
      operations: Object.values(plan.operations).map((op) => {
        const params = op.params === null ? null : plan.types[op.params];
        return {
          id: cell(op.identity),
          rpcs: cell(`${op.olderRpc ?? "—"} → ${op.newerRpc}`),
          absent: op.olderRpc === null,
          params: params === null ? "—" : `${code(short(params.older))} → ${code(short(params.newer))}`,
          rows: params === null ? [] : [...typeRows(params, plan, true), ...nestedRows(params, plan)],
        };
      }),
      messages: Object.values(plan.types)
        .map((t) => ({ id: cell(t.id), older: code(short(t.older)), newer: code(short(t.newer)), rows: typeRows(t, plan, false) }))
        .filter((t) => t.rows.length > 0),
      enums: Object.values(plan.enums).map((e) => ({
        name: cell(`${short(e.older)} → ${short(e.newer)}`),
        rows: [
          ...Object.entries(e.toOlder).map(([n, o]) => ({ older: code(o), newer: code(n), change: n === o ? "same" : "renamed" })),
          ...Object.entries(e.newerOnly).map(([n, why]) => ({ older: "—", newer: code(n), change: cell(`${plan.newerVersion} only: ${why}`) })),
        ],
      })),
      errors: plan.errors.map((e) => ({
        code: String(e.code),
        newer: cell(e.name),
        older: e.olderCode === e.code ? cell(`${e.olderCode} ${e.olderName}`) : cell(`${e.olderCode} ${e.olderName} (nearest form)`),
        change: cell(e.nearest ?? (e.name === e.olderName ? "same" : "renamed")),
      })),
    })),
  };
}
