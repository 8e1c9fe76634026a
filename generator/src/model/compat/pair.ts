// One message pair (a type plan): the order of the steps (its state while it is built is pair-state.ts).
// Each step marks what it covers on either side; completeness then reports whatever is left unmapped.

import type { TypePlan } from "@a2a-bindgen/runtime";
import type { CompatMessageDialectRules } from "../../rules/schema.js";
import type { DialectBuilder } from "./builder.js";
import { checkCompleteness, setRequired } from "./completeness.js";
import type { FieldCtx } from "./context.js";
import { claim, constAllows, order } from "./cover.js";
import { fieldPlan } from "./fields.js";
import { hoist } from "./hoist.js";
import { autoPairs, liftedFields, oneSidedChecks, oneSidedPlans, staleOneSided } from "./one-sided.js";
import { Pair } from "./pair-state.js";
import { templates } from "./templates.js";
import { Problem, describe } from "./universe.js";
import { variants } from "./variants.js";

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
