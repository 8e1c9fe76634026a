// One message pair (a type plan): its state while it is built, and the order of the steps. Each step
// marks what it covers on either side; completeness then reports whatever is left unmapped.

import type { FieldPlan, TypePlan, VariantPlan } from "@a2a-bindgen/runtime";
import type { CompatMessageDialectRules } from "../../rules/schema.js";
import type { DialectBuilder, FieldCtx } from "./builder.js";
import { checkCompleteness, setRequired } from "./completeness.js";
import { Cover, claim, constAllows, order, type Seq } from "./cover.js";
import { fieldPlan } from "./fields.js";
import { hoist } from "./hoist.js";
import { autoPairs, liftedFields, oneSidedChecks, oneSidedPlans, staleOneSided } from "./one-sided.js";
import { templates } from "./templates.js";
import { NONE, noneObj } from "./universe-json.js";
import { Problem, describe, type Obj, type Prop } from "./universe.js";
import { variants } from "./variants.js";

/** A variant while it is built: its plan, what it covers on each side, its field plans, the older members it selects. */
export interface VariantState {
  plan: VariantPlan;
  cover: Cover;
  olderCover: Cover;
  seqs: Seq[];
  selected: Obj[];
}

/** The state of one pair while its steps run. */
export class Pair {
  readonly newerObj: Obj;
  readonly olderObj: Obj;
  /** "newer ⇄ older", for messages. */
  readonly label: string;
  readonly spec: CompatMessageDialectRules;
  readonly newerCover = new Cover();
  readonly olderCover = new Cover();
  /** Field plans outside the variants. */
  readonly common: Seq[] = [];
  readonly variants: VariantState[] = [];
  /** The oneof whose members select the variants. */
  unionOneof: string | null = null;
  /** Top-level one-sided entries, checked: [field, reason, top-level prop]. */
  readonly newerOnly: [string, string, Prop | null][] = [];
  readonly olderOnly: [string, string][] = [];

  constructor(
    readonly db: DialectBuilder,
    readonly plan: TypePlan,
    part: CompatMessageDialectRules | null,
    readonly where: string,
  ) {
    this.newerObj = db.ctx.newerUniverse.objOf(plan.newer);
    this.olderObj = plan.older === NONE ? noneObj : db.olderUniverse.objOf(plan.older);
    this.label = `${plan.newer} ⇄ ${plan.older === NONE ? "(no older form)" : plan.older}`;
    this.spec = part ?? { older: plan.older, fields: [], newerOnly: {}, olderOnly: {}, lifted: {}, consts: {}, templates: [] };
  }

  fail(w: string, msg: string): void {
    this.db.problem(w, `dialect ${this.db.dialect}: ${this.label}: ${msg}`);
  }

  /** Runs `f`, turning a Problem into a collected problem at `w` (then runs `onFail`). */
  run(w: string, f: () => void, onFail?: () => void): void {
    try {
      f();
    } catch (e) {
      if (!(e instanceof Problem)) throw e;
      this.fail(w, e.message);
      onFail?.();
    }
  }

  seqOf(fp: FieldPlan): Seq {
    return {
      plan: fp,
      newerIndex: fp.newer === null ? Infinity : (this.newerObj.props.get(fp.newer.split(".")[0])?.index ?? -1),
      olderIndex: fp.older === null ? Infinity : (this.olderObj.props.get(fp.older[0].split(".")[0])?.index ?? -1),
      seq: this.db.seq++,
    };
  }

  inVariants(p: string): boolean {
    return this.variants.some((v) => v.cover.covers(p) || v.cover.prefixed(p));
  }

  inVariantsOlder(p: string): boolean {
    return this.variants.some((v) => v.olderCover.covers(p) || v.olderCover.prefixed(p));
  }
}

/** Builds a pair's plan in place; every problem is collected (the plan stays, possibly partial). */
export function buildType(db: DialectBuilder, plan: TypePlan, part: CompatMessageDialectRules | null, where: string): void {
  const s = new Pair(db, plan, part, where);
  consts(db, s);
  explicitFields(db, s);
  templates(db, s);
  hoist(db, s);
  variants(db, s);
  oneSidedChecks(db, s);
  liftedFields(db, s);
  autoPairs(db, s);
  staleOneSided(db, s);
  oneSidedPlans(s);
  checkCompleteness(db, s);
  s.plan.fields = order(s.common);
  if (s.spec.variants) s.plan.variants = s.variants.map((v) => ({ ...v.plan, fields: order(v.seqs) }));
  setRequired(s);
}

/** Older paths that hold a constant. */
export function consts(db: DialectBuilder, s: Pair): void {
  for (const [path, value] of Object.entries(s.spec.consts)) {
    s.run(`${s.where}.consts.${path}`, () => {
      const { vt } = db.walk(db.olderUniverse, s.olderObj, path, [], "older");
      if (!constAllows(vt, value)) throw new Problem(`older "${path}" (${describe(vt)}) cannot hold the constant "${value}"`);
      s.olderCover.add(path);
      s.plan.consts.push({ path, value });
    });
  }
}

/** The explicit field entries. */
export function explicitFields(db: DialectBuilder, s: Pair): void {
  const fctx: FieldCtx = { newer: s.newerObj, older: s.olderObj, narrow: [], newerCover: s.newerCover, olderCover: s.olderCover };
  for (const [j, fe] of s.spec.fields.entries()) {
    s.run(
      `${s.where}.fields[${j}]`,
      () => s.common.push(s.seqOf(fieldPlan(db, fe, fctx, `${s.where}.fields[${j}]`))),
      () => claim(fe, s.newerCover, s.olderCover),
    );
  }
}
