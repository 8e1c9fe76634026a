// The state of one message pair while its steps run (pair.ts orders the steps; each step is a module that
// takes this state): declared apart from pair.ts so that the steps can name it without importing it.

import type { FieldPlan, TypePlan, VariantPlan } from "@a2a-bindgen/runtime";
import type { CompatMessageDialectRules } from "../../rules/schema.js";
import type { DialectBuilder } from "./builder.js";
import { Cover, type Seq } from "./cover.js";
import { NONE, noneObj } from "./universe-json.js";
import { Problem, type Obj, type Prop } from "./universe.js";

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
  #unionOneof: string | null = null;
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
      seq: this.db.nextSeq(),
    };
  }

  /** The oneof whose members select the variants (null until a variant names one). */
  get unionOneof(): string | null {
    return this.#unionOneof;
  }

  /** Sets the oneof whose members select the variants (variants.ts checks they all name the same one). */
  selectVariantsBy(oneof: string): void {
    this.#unionOneof = oneof;
  }

  inVariants(p: string): boolean {
    return this.variants.some((v) => v.cover.covers(p) || v.cover.prefixed(p));
  }

  inVariantsOlder(p: string): boolean {
    return this.variants.some((v) => v.olderCover.covers(p) || v.olderCover.prefixed(p));
  }
}
