// Whole-dialect checks after every plan is built: lifted fields are mapped by every pair containing
// their message, and every entry of the dialect is reached.

import type { ValuePlan } from "@a2a-bindgen/runtime";
import type { DialectBuilder } from "./builder.js";

/** Every reference to a type with lifted fields maps each of them through a path or a hoist. */
export function checkLifted(db: DialectBuilder, roots: { where: string; id: string }[]): void {
  if (db.lifted.size === 0) return;
  for (const r of roots) {
    const fs = db.lifted.get(r.id);
    if (fs)
      db.problem(r.where, `dialect ${db.dialect}: "${r.id}" lifts ${fs.join(", ")} to the pairs containing it, so it cannot be converted on its own here`);
  }
  for (const t of db.types.values()) {
    const all = [...t.fields, ...(t.variants ?? []).flatMap((v) => v.fields)];
    const mapped = new Set(all.map((f) => f.newer).filter((x): x is string => x !== null));
    for (const f of all) {
      const direct = f.value.kind === "message" ? f.value.type : null;
      const nested = direct === null ? innerTypes(f.value).filter((id) => db.lifted.has(id)) : [];
      if (direct !== null && db.lifted.has(direct) && f.newer !== null) {
        for (const g of db.lifted.get(direct)!) {
          if (!mapped.has(`${f.newer}.${g}`)) {
            db.problem(
              db.typeWhere.get(t.id)!,
              `dialect ${db.dialect}: ${t.newer} ⇄ ${t.older}: "${f.newer}" converts by "${direct}", which lifts "${g}": map "${f.newer}.${g}" in ${t.id}'s fields`,
            );
          }
        }
      }
      for (const id of nested) {
        db.problem(
          db.typeWhere.get(t.id)!,
          `dialect ${db.dialect}: ${t.newer} ⇄ ${t.older}: "${f.newer ?? f.older?.[0]}" holds "${id}" inside a ${f.value.kind}, where its lifted fields (${db.lifted.get(id)!.join(", ")}) cannot be mapped: only a hoist can`,
        );
      }
    }
    if (t.hoist && db.lifted.has(t.hoist.element)) {
      const held = new Set([...t.hoist.main, ...t.hoist.shared].map((x) => x.newer));
      for (const g of db.lifted.get(t.hoist.element)!) {
        if (!held.has(g))
          db.problem(
            db.typeWhere.get(t.id)!,
            `dialect ${db.dialect}: ${t.newer}: the hoist's element "${t.hoist.element}" lifts "${g}": list it in main or shared`,
          );
      }
    }
  }
}

/** Entries of this dialect never reached (only reported when nothing else failed: a failure can hide the path to them). */
export function unreached(db: DialectBuilder): void {
  if (db.ctx.problems.length !== db.problemsBefore) return;
  for (const e of db.ctx.entries) {
    if (db.ctx.compat.messages[e.index][db.dialect] && !db.types.has(e.id)) {
      db.problem(
        `$.compat.messages[${e.index}].${db.dialect}`,
        `dialect ${db.dialect}: "${e.id}" is reached from no operation, kind or field: remove it or reference it`,
      );
    }
  }
  for (const e of db.ctx.enumEntries) {
    if (db.ctx.compat.enums[e.index][db.dialect] && !db.enums.has(e.id)) {
      db.problem(`$.compat.enums[${e.index}].${db.dialect}`, `dialect ${db.dialect}: enum "${e.id}" is used by no field: remove it`);
    }
  }
}

/** Message type ids inside a list/map/wrap/first value (not a direct message value). */
function innerTypes(v: ValuePlan): string[] {
  switch (v.kind) {
    case "list":
    case "map":
    case "wrap":
    case "first":
      return v.of.kind === "message" ? [v.of.type] : innerTypes(v.of);
    default:
      return [];
  }
}
