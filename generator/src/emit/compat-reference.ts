// REFERENCE.md's compat tables, read off the same plans the converters are printed from (so the
// documentation and the behaviour cannot drift): per dialect the operations' parameter changes, the
// message-level changes, the enums and the errors, and where a peer converts differently.

import type { CompatModel } from "../model/types.js";
import type { DialectPlan, FieldPlan, TypePlan, ValuePlan } from "@a2a-bindgen/runtime";
import { cell } from "./literal.js";

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
