// Enum pairs: which enum entry pairs two enums, and each pair's name tables in both directions.

import type { EnumPlan } from "@a2a-bindgen/runtime";
import type { CompatEnumDialectRules } from "../../rules/schema.js";
import type { DialectBuilder } from "./builder.js";
import type { EnumEntryInfo } from "./context.js";
import { sameJson, stripDocs } from "./universe-json.js";
import { Ambiguous, Problem, type Json, type VT } from "./universe.js";

export function enumFor(db: DialectBuilder, a: VT & { t: "enum" }, b: VT & { t: "enum" }, typeId: string | undefined, what: string): string {
  const matches = (e: EnumEntryInfo) => {
    const o = e.older[db.dialect];
    if (!o) return false;
    if (o.key === b.key) return true;
    return db.olderUniverse.kind === "json" && o.node !== undefined && b.node !== undefined && sameJson(stripDocs(o.node), stripDocs(b.node));
  };
  if (typeId !== undefined) {
    if (db.dry) return typeId;
    const e = db.ctx.enumEntries.find((x) => x.id === typeId);
    if (!e || e.newerKey !== a.key || !matches(e)) throw new Problem(`${what}: enum id "${typeId}" does not pair ${a.key} with ${b.key}`);
    enumPlan(db, e.id, a.key, e.older[db.dialect]!, e, what);
    return e.id;
  }
  const hits = db.ctx.enumEntries.filter((e) => e.newerKey === a.key && matches(e));
  if (hits.length > 1)
    throw new Ambiguous(`${what}: $.compat.enums[${hits[0].index}] and [${hits[1].index}] both pair ${a.key} with ${b.key}: give the field a "type"`);
  if (hits.length === 1) {
    if (!db.dry) enumPlan(db, hits[0].id, a.key, hits[0].older[db.dialect]!, hits[0], what);
    return hits[0].id;
  }
  const newerLocal = db.ctx.newerUniverse.localOf(a.key);
  if (newerLocal !== null && newerLocal === db.olderUniverse.localOf(b.key)) {
    const clash = db.ctx.enumEntries.find((e) => e.id === newerLocal && (e.newerKey !== a.key || e.older[db.dialect] !== undefined));
    if (clash)
      throw new Problem(
        `${what}: the same-named enum pair ${a.key} ⇄ ${b.key} would take the id "${newerLocal}", which $.compat.enums[${clash.index}] uses for another pair`,
      );
    const entry = db.ctx.enumEntries.find((e) => e.id === newerLocal);
    if (!db.dry) enumPlan(db, newerLocal, a.key, { key: b.key, values: b.values, node: b.node }, entry ?? null, what);
    return newerLocal;
  }
  throw new Problem(
    `${what}: no $.compat.enums entry pairs the newer enum ${a.key} with the older ${b.key}: add one with newer "${newerLocal ?? a.key}" and ${db.dialect}.older "${b.key}"`,
  );
}

function enumPlan(
  db: DialectBuilder,
  id: string,
  newerKey: string,
  older: { key: string; values: string[]; node?: Json },
  entry: EnumEntryInfo | null,
  what: string,
): EnumPlan {
  const have = db.enums.get(id);
  if (have) return have;
  const newerValues = db.ctx.newerUniverse.enumOf(newerKey)!.values;
  const rules = entry ? db.ctx.compat.enums[entry.index] : null;
  const part: CompatEnumDialectRules | undefined = rules?.[db.dialect];
  const where = entry
    ? `$.compat.enums[${entry.index}]${part ? `.${db.dialect}` : ""}`
    : `$.compat.enums (no entry: the same-named enum ${id}, reached from ${what})`;
  const plan: EnumPlan = { id, newer: newerKey, older: older.key, toOlder: {}, toNewer: {}, newerOnly: {} };
  db.addEnum(plan);
  const fail = (w: string, msg: string) => db.problem(w, `dialect ${db.dialect}: enum ${newerKey} ⇄ ${older.key}: ${msg}`);
  const names = part?.names ?? {};
  const newerOnly: Record<string, string> = { ...(rules?.newerOnly ?? {}), ...(part?.newerOnly ?? {}) };
  const toOlder = new Map<string, string>();
  for (const [n, o] of Object.entries(names)) {
    if (!newerValues.includes(n)) fail(`${where}.names.${n}`, `"${n}" is not a name of ${newerKey} (${newerValues.join(", ")})`);
    else if (!older.values.includes(o)) fail(`${where}.names.${n}`, `"${o}" is not a value of the older ${older.key} (${older.values.join(", ")})`);
    else toOlder.set(n, o);
  }
  const produced = new Set(toOlder.values());
  for (const [n] of Object.entries(newerOnly)) {
    const w = `${where}.newerOnly.${n}`;
    if (!newerValues.includes(n)) fail(w, `"${n}" is not a name of ${newerKey}`);
    else if (toOlder.has(n)) fail(w, `"${n}" is both mapped in names and listed in newerOnly`);
    else if (older.values.includes(n) && !produced.has(n))
      fail(w, `stale: the older enum has the same name "${n}", which pairs automatically: remove it from newerOnly`);
  }
  for (const n of newerValues) {
    if (toOlder.has(n) || n in newerOnly) continue;
    if (older.values.includes(n) && !produced.has(n)) toOlder.set(n, n);
    else
      fail(
        where,
        `the newer value ${n} has no older form: map it in ${entry ? `$.compat.enums[${entry.index}].${db.dialect}.names` : "an entry's names"} or list it in newerOnly with a reason`,
      );
  }
  const toNewer = new Map<string, string>();
  const explicitToNewer = part?.toNewer ?? {};
  for (const [o, n] of Object.entries(explicitToNewer)) {
    if (!older.values.includes(o)) fail(`${where}.toNewer.${o}`, `"${o}" is not a value of the older ${older.key}`);
    else if (!newerValues.includes(n)) fail(`${where}.toNewer.${o}`, `"${n}" is not a name of ${newerKey}`);
    else toNewer.set(o, n);
  }
  for (const n of newerValues) {
    const o = toOlder.get(n);
    if (o === undefined || explicitToNewer[o] !== undefined) continue;
    if (toNewer.has(o)) fail(where, `the older value "${o}" is produced by both ${toNewer.get(o)} and ${n}: say which one it reads back as in toNewer`);
    else toNewer.set(o, n);
  }
  const olderOnly = part?.olderOnly ?? {};
  for (const o of Object.keys(olderOnly)) {
    if (!older.values.includes(o)) fail(`${where}.olderOnly.${o}`, `"${o}" is not a value of the older ${older.key}`);
    else if (toNewer.has(o)) fail(`${where}.olderOnly.${o}`, `stale: "${o}" reads back as ${toNewer.get(o)}: remove it from olderOnly`);
  }
  for (const o of older.values) {
    if (!toNewer.has(o) && !(o in olderOnly))
      fail(where, `the older value "${o}" has no newer form: map a newer name to it in names (or toNewer), or list it in olderOnly with a reason`);
  }
  for (const n of newerValues) if (toOlder.has(n)) plan.toOlder[n] = toOlder.get(n)!;
  for (const o of older.values) if (toNewer.has(o)) plan.toNewer[o] = toNewer.get(o)!;
  for (const n of newerValues) if (n in newerOnly) plan.newerOnly[n] = newerOnly[n];
  return plan;
}
