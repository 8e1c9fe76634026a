// The dialect builder: one per dialect of the older version. It holds what the dialect's plans share
// (type and enum plans by id, lifted fields, where each pair comes from) and resolves message pairs
// on first use; the parts of a pair are built in pair.ts and its neighbours. Those import this module,
// so the builder imports none of them: the two steps it calls back into are given to it (`Steps`), and
// its state changes only through its own methods.

import type { EnumPlan, TypePlan, ValuePlan } from "@a2a-bindgen/runtime";
import type { CompatMessageDialectRules } from "../../rules/schema.js";
import type { Context } from "./context.js";
import { admits } from "./cover.js";
import { protoUniverse } from "./universe-proto.js";
import { sameJson, stripDocs } from "./universe-json.js";
import { Ambiguous, Problem, describe, type Dialect, type Obj, type Prop, type Universe, type VT, type When } from "./universe.js";

/** The steps the builder calls back into: building a pair's plan (pair.ts) and inferring a value plan (values.ts). */
export interface Steps {
  buildType(db: DialectBuilder, plan: TypePlan, part: CompatMessageDialectRules | null, where: string): void;
  infer(db: DialectBuilder, a: VT, b: VT, typeId: string | undefined, what: string): ValuePlan;
}

export class DialectBuilder {
  readonly olderUniverse: Universe;
  readonly problemsBefore: number;
  readonly #types = new Map<string, TypePlan>();
  readonly #enums = new Map<string, EnumPlan>();
  /** Type id → its lifted newer fields (converted by the pairs containing it). */
  readonly #lifted = new Map<string, string[]>();
  /** Type id → the rules pointer its pair comes from. */
  readonly #typeWhere = new Map<string, string>();
  /** Order of field plans across the dialect (the tie-breaker of `order`). */
  #seq = 0;
  /** Set while testing convertibility: pairs are looked up, never built. */
  #dry = false;

  constructor(
    readonly ctx: Context,
    readonly dialect: Dialect,
    private readonly steps: Steps,
  ) {
    this.olderUniverse = dialect === "rest" ? protoUniverse(ctx.older.package, ctx.older.validators) : ctx.json!;
    this.problemsBefore = ctx.problems.length;
  }

  /** Type id → its plan, for every pair built so far. */
  get types(): ReadonlyMap<string, TypePlan> {
    return this.#types;
  }

  /** Enum id → its plan, for every enum pair built so far. */
  get enums(): ReadonlyMap<string, EnumPlan> {
    return this.#enums;
  }

  /** Type id → its lifted newer fields (converted by the pairs containing it). */
  get lifted(): ReadonlyMap<string, readonly string[]> {
    return this.#lifted;
  }

  /** Type id → the rules pointer its pair comes from. */
  get typeWhere(): ReadonlyMap<string, string> {
    return this.#typeWhere;
  }

  /** Whether pairs are only being looked up (testing convertibility), never built. */
  get dry(): boolean {
    return this.#dry;
  }

  /** The next place in the dialect's order of field plans. */
  nextSeq(): number {
    return this.#seq++;
  }

  /** Records an enum plan, which enums.ts fills in after. */
  addEnum(plan: EnumPlan): void {
    this.#enums.set(plan.id, plan);
  }

  /** Records that a type lifts a newer field to the pairs containing it. */
  lift(typeId: string, field: string): void {
    this.#lifted.set(typeId, [...(this.#lifted.get(typeId) ?? []), field]);
  }

  private at(p: string): string {
    return `${this.ctx.file}: ${p}`;
  }

  problem(where: string, msg: string): void {
    this.ctx.problems.push(`${this.at(where)}: ${msg}`);
  }

  /** Runs `f`, turning a Problem into a collected problem at `where`. */
  guard<T>(where: string, f: () => T): T | null {
    try {
      return f();
    } catch (e) {
      if (e instanceof Problem) {
        this.problem(where, `dialect ${this.dialect}: ${e.message}`);
        return null;
      }
      throw e;
    }
  }

  walk(u: Universe, obj: Obj, path: string, narrow: When[], side: string): { vt: VT; prop: Prop | null } {
    if (path === "") {
      // In a variant, the older object itself is the member its conditions select.
      const picked = obj.members && narrow.length > 0 ? obj.members.filter((m) => admits(m, "", narrow)) : [];
      return { vt: picked.length === 1 ? picked[0].self : obj.self, prop: null };
    }
    const segs = path.split(".");
    let cur = obj;
    let prefix = "";
    let prop: Prop | null = null;
    for (const [i, seg] of segs.entries()) {
      const candidates = cur.members ? cur.members.filter((m) => m.props.has(seg) && admits(m, prefix, narrow)) : [cur];
      prop = candidates.length > 0 ? (candidates[0].props.get(seg) ?? null) : null;
      if (!prop) throw new Problem(`${side} path "${path}": ${cur.key} has no field "${seg}"${cur.members ? " (in the members the conditions select)" : ""}`);
      if (i < segs.length - 1) {
        if (prop.vt.t !== "msg")
          throw new Problem(`${side} path "${path}": "${segs.slice(0, i + 1).join(".")}" is ${describe(prop.vt)}, not a message/object to descend into`);
        cur = u.objOf(prop.vt.key);
        prefix += seg + ".";
      }
    }
    return { vt: prop!.vt, prop };
  }

  olderMatches(olderKey: string, b: VT): boolean {
    if (b.t === "msg" && b.key === olderKey) return true;
    if (this.olderUniverse.kind !== "json" || !b.node) return false;
    const j = this.ctx.json!;
    const n = j.node(olderKey);
    return n !== undefined && sameJson(stripDocs(j.deref(n, olderKey).node), stripDocs(b.node));
  }

  pairFor(newerKey: string, b: VT, typeId: string | undefined, what: string): string {
    if (typeId !== undefined) {
      if (this.dry) return typeId;
      const t = this.typeById(typeId, what);
      if (t.newer !== newerKey) throw new Problem(`${what}: type "${typeId}" pairs ${t.newer}, not ${newerKey}`);
      const e = this.ctx.entryById.get(typeId);
      const olderKey = e?.older[this.dialect] ?? t.older;
      if (!this.olderMatches(olderKey, b))
        throw new Problem(`${what}: type "${typeId}" pairs the older ${t.older}, not ${describe(b)}${b.ptr ? ` (${b.ptr})` : ""}`);
      return typeId;
    }
    const hits = this.ctx.entries.filter(
      (e) => e.newerKey === newerKey && typeof e.older[this.dialect] === "string" && this.olderMatches(e.older[this.dialect]!, b),
    );
    if (hits.length > 1)
      throw new Ambiguous(
        `${what}: ${hits.map((h) => `$.compat.messages[${h.index}] (${h.id})`).join(" and ")} both pair ${newerKey} with ${describe(b)}: give the field a "type"`,
      );
    if (hits.length === 1) {
      if (!this.dry) this.typeById(hits[0].id, what);
      return hits[0].id;
    }
    const newerLocal = this.ctx.newerUniverse.localOf(newerKey);
    const olderLocal = b.t === "msg" ? this.olderUniverse.localOf(b.key) : null;
    if (newerLocal !== null && newerLocal === olderLocal && b.t === "msg") {
      const clash = this.ctx.entryById.get(newerLocal);
      if (clash && (clash.newerKey !== newerKey || clash.older[this.dialect] !== undefined)) {
        throw new Problem(
          `${what}: the same-named pair ${newerKey} ⇄ ${b.key} would take the id "${newerLocal}", which $.compat.messages[${clash.index}] uses for another pair: give the field a "type"`,
        );
      }
      if (!this.dry)
        this.ensureType(newerLocal, newerKey, b.key, null, `$.compat.messages (no entry: the same-named pair ${newerLocal}, reached from ${what})`);
      return newerLocal;
    }
    throw new Problem(
      `${what}: no $.compat.messages entry pairs the newer ${newerKey} with the older ${describe(b)}${b.ptr && b.ptr !== (b as { key?: string }).key ? ` (${b.ptr})` : ""}: add an entry with newer "${newerLocal ?? newerKey}" and ${this.dialect}.older naming it, or give the field a "type"`,
    );
  }

  /** The type plan of a message id (an entry id, or a message both versions name alike), built on first use. */
  typeById(id: string, what: string): TypePlan {
    const have = this.#types.get(id);
    if (have) return have;
    const e = this.ctx.entryById.get(id);
    if (e) {
      if (e.newerKey === null) throw new Problem(`${what}: message id "${id}" ($.compat.messages[${e.index}]) names an unknown newer message`);
      const olderKey = e.older[this.dialect];
      if (olderKey === null)
        throw new Problem(`${what}: message id "${id}" ($.compat.messages[${e.index}].${this.dialect}.older) names an unknown older message`);
      if (olderKey !== undefined) {
        const part = this.ctx.compat.messages[e.index][this.dialect]!;
        return this.ensureType(id, e.newerKey, olderKey, part, `$.compat.messages[${e.index}].${this.dialect}`);
      }
      const local = this.ctx.newerUniverse.localOf(e.newerKey)!;
      const same = this.olderUniverse.messageKey(local);
      if (same === null) {
        throw new Problem(
          `${what}: $.compat.messages[${e.index}] (${id}) has no "${this.dialect}" part and the older ${this.olderUniverse.label} has no ${local}: add a "${this.dialect}" part naming its older form`,
        );
      }
      return this.ensureType(id, e.newerKey, same, null, `$.compat.messages[${e.index}] (no "${this.dialect}" part: the same-named pair)`);
    }
    const newerKey = this.ctx.newerUniverse.messageKey(id);
    const olderKey = this.olderUniverse.messageKey(id);
    if (newerKey !== null && olderKey !== null && this.ctx.newerUniverse.localOf(newerKey) === id && this.olderUniverse.localOf(olderKey) === id) {
      return this.ensureType(id, newerKey, olderKey, null, `$.compat.messages (no entry: the same-named pair ${id}, reached from ${what})`);
    }
    throw new Problem(`${what}: unknown message id "${id}": neither a $.compat.messages id nor a message both versions name alike`);
  }

  private ensureType(id: string, newerKey: string, olderKey: string, part: CompatMessageDialectRules | null, where: string): TypePlan {
    const have = this.#types.get(id);
    if (have) return have;
    const plan: TypePlan = { id, newer: newerKey, older: olderKey, consts: [], fields: [], templates: [], variants: null, hoist: null };
    this.#types.set(id, plan);
    this.#typeWhere.set(id, where);
    this.guard(where, () => this.steps.buildType(this, plan, part, where));
    return plan;
  }

  note(where: string, source?: string): string {
    return source ? `${where}: ${source}` : where;
  }

  convertible(a: VT, b: VT): boolean {
    this.#dry = true;
    try {
      this.steps.infer(this, a, b, undefined, "");
      return true;
    } catch (e) {
      if (e instanceof Problem) return false;
      throw e;
    } finally {
      this.#dry = false;
    }
  }
}
