// The oracle's compiler of one direction of one dialect plan: types, bodies and fields (the rest in
// layout.ts and values.ts). Test code.

/* eslint-disable @typescript-eslint/no-explicit-any */
import type { DialectPlan, FieldPlan, HoistPlan, TemplatePlan, TypePlan, ValuePlan, VariantPlan } from "@a2a-bindgen/runtime";
import { keyFragment, pathFragment } from "../compat-oracle-support.js";

import {
  type Body,
  type BodySpec,
  type Cell,
  type Ctx,
  type Direction,
  type KeyOp,
  type Op,
  type TypeConv,
  type ValueConv,
  compileCheck,
  deepCopy,
  defaultTest,
  isDefault,
  isEmptyObj,
  isNullValue,
  isObj,
  lose,
  makeReader,
  makeWriter,
  segs,
} from "./support.js";
import * as layout from "./layout.js";
import * as values from "./values.js";

export class DirectionCompiler {
  readonly toOld: boolean;
  readonly cells = new Map<string, Cell>();
  readonly enumMaps = new Map<string, { map: Map<string, string>; v1Only: Map<string, string> }>();
  /** The version the output is in (for reasons). */
  readonly otherVersion: string;

  constructor(
    readonly plan: DialectPlan,
    readonly dir: Direction,
  ) {
    this.toOld = dir === "toOlder";
    this.otherVersion = this.toOld ? `${plan.olderVersion} (${plan.dialect})` : plan.newerVersion;
  }

  /** The converter of a type id (compiled on first call). */
  type(id: string): Cell {
    let cell = this.cells.get(id);
    if (cell === undefined) {
      const plan = this.plan.types[id];
      if (plan === undefined) throw new TypeError(`compat plan (${this.plan.dialect}): unknown type "${id}"`);
      const c: Cell = {
        fn: (v, ctx, extra) => {
          c.fn = this.compileType(plan, []);
          return c.fn(v, ctx, extra);
        },
      };
      cell = c;
      this.cells.set(id, cell);
    }
    return cell;
  }

  hoistElement(hoist: HoistPlan): Cell {
    const key = `${hoist.element}\u0000hoist\u0000${hoist.shared.map((s) => s.newer).join(",")}`;
    let cell = this.cells.get(key);
    if (cell === undefined) {
      const plan = this.plan.types[hoist.element];
      if (plan === undefined) throw new TypeError(`compat plan (${this.plan.dialect}): unknown type "${hoist.element}"`);
      // The shared fields live once on the enclosing object: the hoist converts them, not the element, and
      // sets them after the element converts (so the element does not find them missing).
      const shared = hoist.shared.map((s) => s.newer);
      const isShared = (name: string | null) => name !== null && shared.includes(name);
      const filtered: TypePlan = Object.assign({}, plan, {
        fields: plan.fields.filter((f) => !isShared(f.newer)),
        requiredNewer: plan.requiredNewer === undefined ? undefined : plan.requiredNewer.filter((r) => !isShared(r.field)),
      });
      const c: Cell = {
        fn: (v, ctx, extra) => {
          c.fn = this.compileType(filtered, shared);
          return c.fn(v, ctx, extra);
        },
      };
      cell = c;
      this.cells.set(key, cell);
    }
    return cell;
  }

  inName(t: TypePlan): string {
    return this.toOld ? t.newer : t.older;
  }

  compileType(t: TypePlan, extraKnownV1: string[]): TypeConv {
    const typeName = this.inName(t);
    const { fields, templates, consts, hoist } = t;
    // The output side's required fields: the older side's going older, the newer side's going newer.
    const required = this.toOld ? t.requiredOlder : t.requiredNewer;
    const base: Omit<BodySpec, "typeName" | "suffix" | "when"> = { fields, templates, consts, hoist, extraKnownV1, required };
    if (t.variants === null) {
      const body = this.compileBody({ ...base, typeName, suffix: "", when: [] });
      const conv = this.bodyConv(body);
      // A message the older side does not have (a JSON-RPC request without params): absence is the empty request.
      if (!this.toOld && t.older === "") return (v, ctx, extra) => conv(v === undefined || v === null ? {} : v, ctx, extra);
      return conv;
    }
    const variants = t.variants;
    const bodies = variants.map((v) => {
      const otherCases = new Map<string, string>();
      if (this.toOld) {
        for (const o of variants) {
          if (o.newerCase !== v.newerCase)
            otherCases.set(o.newerCase, `${o.newerCase} and ${v.newerCase} are one oneof of ${t.newer}: only ${v.newerCase} is kept`);
        }
      }
      return this.compileBody({
        ...base,
        fields: [...t.fields, ...v.fields],
        typeName,
        suffix: ` (${v.newerCase})`,
        when: v.when,
        otherCases,
      });
    });
    const convs = bodies.map((b) => this.bodyConv(b));
    const n = variants.length;
    if (this.toOld) {
      // Newer side: the oneof member that is present selects the variant.
      const cases = variants.map((v) => v.newerCase);
      // A member holding any JSON (google.protobuf.Value) is set even when it is null.
      const nullSets = variants.map((v) => v.fields.some((x) => x.newer === v.newerCase && isNullValue(x.value, true)));
      const noneReason = `none of ${cases.join(", ")} is set`;
      return (v, ctx, extra) => {
        if (!isObj(v)) {
          lose(ctx, "", "expected an object");
          return undefined;
        }
        for (let i = 0; i < n; i++) {
          const m = v[cases[i]];
          if (m !== undefined && (m !== null || nullSets[i])) return convs[i](v, ctx, extra);
        }
        lose(ctx, "", noneReason);
        return undefined;
      };
    }
    // Older side: the first variant whose conditions all hold.
    const conds = variants.map((v: VariantPlan) => v.when.map((w) => ({ read: makeReader(segs(w.path)), equals: w.equals })));
    const noneReason = `matches no variant of ${t.older}`;
    const cases = variants.map((v) => v.newerCase);
    const emptyReasons = variants.map((v) => `is the ${v.newerCase} variant of ${t.older} but holds no value for it`);
    return (v, ctx, extra) => {
      if (!isObj(v)) {
        lose(ctx, "", "expected an object");
        return undefined;
      }
      outer: for (let i = 0; i < n; i++) {
        const cs = conds[i];
        for (let j = 0; j < cs.length; j++) {
          const x = cs[j].read(v);
          if (cs[j].equals !== undefined ? x !== cs[j].equals : x === undefined || x === null) continue outer;
        }
        const r = convs[i](v, ctx, extra);
        // The variant's own member is what the newer oneof holds: without it the value says nothing there,
        // so it is dropped whole (and said so) rather than left as an empty union.
        if (isObj(r) && r[cases[i]] === undefined) {
          lose(ctx, "", emptyReasons[i]);
          return undefined;
        }
        return r;
      }
      lose(ctx, "", noneReason);
      return undefined;
    };
  }

  bodyConv(body: Body): TypeConv {
    const { pre, post, table, unknown, check, needsObject, nOneofs, wholeList } = body;
    const nPre = pre.length;
    const nPost = post.length;
    return (input, ctx, extra) => {
      if (needsObject && !isObj(input)) {
        lose(ctx, "", "expected an object");
        return undefined;
      }
      let out: any = wholeList ? [] : {};
      const st = nOneofs === 0 ? undefined : new Array(nOneofs);
      for (let i = 0; i < nPre; i++) out = pre[i](input, out, ctx, st);
      if (table !== undefined) {
        for (const k in input) {
          const op = table.get(k);
          if (op === undefined) {
            if (extra === undefined || !extra.has(k)) lose(ctx, keyFragment(k), unknown(k));
          } else if (op !== null) out = op(input[k], out, ctx, st);
        }
      }
      for (let i = 0; i < nPost; i++) out = post[i](input, out, ctx, st);
      if (check !== undefined) check(input, ctx, extra);
      return out;
    };
  }

  compileBody(spec: BodySpec): Body {
    const toOld = this.toOld;
    // 1. What the input side reads (plan.ts): every path on the input's side, in plan order; "" reads the whole value.
    const reads = this.readPaths(spec);
    const wholeRead = reads.includes("");
    const topKnown = new Set(reads.filter((p) => p !== "").map((p) => p.split(".")[0]));

    // 2. Ops, in an order that makes the semantics work: whole-value writes first (they adopt the
    // output), then constants, fields, templates (which check against fields), hoist, and read-backs.
    const whole: Op[] = [];
    const first: Op[] = [];
    const middle: Op[] = [];
    const late: Op[] = [];
    const oneofs = new Map<string, number>();
    // The key loop only where the input is an object whose keys this type owns.
    const table: Map<string, KeyOp | null> | undefined = wholeRead ? undefined : new Map();
    if (toOld) {
      for (const w of spec.when) if (w.equals !== undefined) first.push(this.constOp(w.path, w.equals));
      for (const c of spec.consts) first.push(this.constOp(c.path, c.value));
    }
    for (const f of spec.fields) {
      const op = this.fieldOp(f, oneofs, wholeRead ? topKnown : undefined);
      if (op === undefined) continue;
      if (op.key !== undefined && table !== undefined && !table.has(op.key)) table.set(op.key, op.keyOp!);
      else if (op.late) late.push(op.op);
      else if (this.outPaths(f).includes("")) whole.push(op.op);
      else middle.push(op.op);
    }
    // A template does not lose the newer fields that something else carries: a field with both sides, or
    // another template (each reports what it cannot form itself).
    spec.templates.forEach((t, i) => {
      const carried = new Set<string>();
      for (const f of spec.fields) if (f.newer !== null && f.older !== null) carried.add(f.newer);
      spec.templates.forEach((o, j) => j !== i && o.newer.forEach((n) => carried.add(n)));
      middle.push(this.templateOp(t, carried));
    });
    if (spec.hoist) middle.push(this.hoistOp(spec.hoist));
    if (spec.required !== undefined && spec.required.length > 0) late.push(this.requiredOp(spec));
    if (table !== undefined) for (const k of topKnown) if (!table.has(k)) table.set(k, null);

    const { typeName, suffix, otherCases } = spec;
    return {
      pre: [...whole, ...first],
      table,
      unknown: (k) => otherCases?.get(k) ?? `${k} is not a field of ${typeName}${suffix}`,
      post: [...middle, ...late],
      check: compileCheck(reads, typeName, suffix),
      needsObject: topKnown.size > 0 || !wholeRead,
      nOneofs: oneofs.size,
      // A list written as the whole output starts as [] (a bare older array stays a list when empty).
      wholeList: spec.fields.some((f) => f.value.kind === "list" && this.outPaths(f).includes("")),
    };
  }

  /**
   * Required output fields left unset: the output would not validate on its side, so the conversion says so.
   * The loss names the input field that maps to it (or the field's own name where none does).
   */
  inPaths(f: FieldPlan): string[] {
    return this.toOld ? newerPaths(f) : olderPaths(f);
  }

  outPaths(f: FieldPlan): string[] {
    return this.toOld ? olderPaths(f) : newerPaths(f);
  }

  /** Every path a body reads on its input side, in plan order: fields, templates, constants and conditions, hoist. */
  readPaths(spec: BodySpec): string[] {
    const { fields, templates, consts, when, hoist } = spec;
    if (this.toOld) {
      return [...fields.flatMap(newerPaths), ...templates.flatMap((t) => t.newer), ...(hoist ? [hoist.newer] : []), ...spec.extraKnownV1];
    }
    return [
      ...fields.flatMap((f) => (f.fallback ? [...olderPaths(f), f.fallback.older] : olderPaths(f))),
      ...templates.map((t) => t.older),
      ...consts.map((c) => c.path),
      ...when.map((w) => w.path),
      ...(hoist ? [hoist.olderList, ...hoist.main.map((m) => m.older), ...hoist.shared.map((x) => x.older)] : []),
    ];
  }

  constOp(path: string, value: string): Op {
    const w = makeWriter(segs(path));
    return (_input, out) => w(out, value);
  }

  fieldOp(f: FieldPlan, oneofs: Map<string, number>, wholeKnown: Set<string> | undefined): { op: Op; late?: boolean; key?: string; keyOp?: KeyOp } | undefined {
    const toOld = this.toOld;
    const ins = this.inPaths(f);
    const outs = this.outPaths(f);
    if (f.derive) return this.deriveOp(f, ins, outs);
    if (ins.length === 0 && !(f.fallback && !toOld)) return undefined; // nothing to read this way
    if (outs.length === 0) {
      if (ins.length === 1 && segs(ins[0]).length === 1) return this.keyed(ins[0], this.oneSidedKeyOp(f, pathFragment(ins[0])));
      return { op: this.oneSidedOp(f, ins) };
    }
    if (f.value.kind === "invert") return { op: this.invertOp(ins, outs, f.value.olderAbsent === true) };

    const reads = ins.map((p) => makeReader(segs(p)));
    const frags = ins.map(pathFragment);
    const writes = outs.map((p) => makeWriter(segs(p)));
    const conv = this.value(f.value, f.loss);
    // null is a value only where the value is any JSON (see the header comment).
    const nullIsValue = isNullValue(f.value, toOld);
    const implicit = f.implicit === true;
    // Implicit presence: the value kind's own default reads as absent (a list's {} is a wrong shape, not a default).
    const isDefaultIn = defaultTest(f.value);
    const materialize = f.materialize === true;
    const fb = !toOld && f.fallback ? { read: makeReader(segs(f.fallback.older)), frag: pathFragment(f.fallback.older), reason: f.fallback.reason } : undefined;
    let oneof = -1;
    if (!toOld && f.oneof !== undefined) {
      if (!oneofs.has(f.oneof)) oneofs.set(f.oneof, oneofs.size);
      oneof = oneofs.get(f.oneof)!;
    }
    const oneofName = f.oneof;
    const fieldName = outs[0];
    // A whole-value read hands the enclosing type's keys to the inner converter, which checks them.
    const extra = ins.includes("") ? wholeKnown : undefined;

    // Takes this field's oneof slot; a second member of the same oneof is a loss and is not written.
    const claimOneof = (st: unknown[], ctx: Ctx, frag: string): boolean => {
      const seen = st[oneof];
      if (seen !== undefined) {
        lose(ctx, frag, `a second member of oneof ${oneofName} (${seen} is already set)`);
        return false;
      }
      st[oneof] = fieldName;
      return true;
    };

    // Most fields: one top-level input key, dispatched from the key loop (see Body.table). A nested output
    // ("outer.inner") waits for the loop, so the field owning its parent cannot overwrite it.
    if (reads.length === 1 && writes.length === 1 && !fb && !materialize && extra === undefined && segs(ins[0]).length === 1 && segs(outs[0]).length === 1) {
      const frag = frags[0];
      const outSegs = segs(outs[0]);
      const ok = outSegs.length === 1 && outSegs[0] !== "__proto__" ? outSegs[0] : undefined;
      const write = writes[0];
      if (oneof < 0 && !implicit && ok !== undefined) {
        return this.keyed(ins[0], (v, out, ctx) => {
          if (v === undefined || (v === null && !nullIsValue)) return out;
          const r = conv(v, ctx, frag);
          if (r !== undefined) out[ok] = r;
          return out;
        });
      }
      return this.keyed(ins[0], (v, out, ctx, st) => {
        if (v === undefined || (v === null && !nullIsValue)) return out;
        if (toOld && implicit && isDefaultIn(v)) return out;
        const r = conv(v, ctx, frag);
        if (r === undefined) return out;
        if (!toOld && implicit && isDefault(r)) return out;
        if (oneof >= 0 && !claimOneof(st!, ctx, frag)) return out;
        return write(out, r);
      });
    }

    const nReads = reads.length;
    return {
      op: (input, out, ctx, st) => {
        let v: any;
        let frag = "";
        let i = 0;
        for (; i < nReads; i++) {
          v = reads[i](input);
          if (v !== undefined && (nullIsValue || v !== null)) {
            frag = frags[i];
            break;
          }
        }
        if (i < nReads) {
          // Read from the first present older path; another one holding a different scalar is lost.
          for (let j = i + 1; j < nReads; j++) {
            const w = reads[j](input);
            if (w !== undefined && w !== null && typeof w !== "object" && w !== v) {
              lose(ctx, frags[j], `differs from ${ins[i]}, which is the one read`);
            }
          }
        } else {
          v = undefined;
          if (fb !== undefined) {
            const w = fb.read(input);
            // An empty stand-in supplies nothing (the newer side reads "" as unset): no fallback, no report.
            if (w !== undefined && w !== null && w !== "") {
              v = w;
              // Reported where the value was missing: that is what the reader must supply or accept.
              lose(ctx, frags[0], fb.reason);
              frag = fb.frag;
            }
          }
        }
        if (toOld && implicit && v !== undefined && isDefaultIn(v)) v = undefined;
        if (v === undefined) {
          // Only going older is an absent message read as {} (the older side gets its flipped defaults written).
          if (!materialize || !toOld) return out;
          v = {};
        }
        const r = conv(v, ctx, frag, extra);
        if (r === undefined) return out;
        // A message holding only defaults says nothing its absence does not: omitted, so both sides round-trip.
        if (materialize && isObj(r) && isEmptyObj(r)) return out;
        if (!toOld && implicit && isDefault(r)) return out;
        if (oneof >= 0 && !claimOneof(st!, ctx, frag)) return out;
        out = writes[0](out, r);
        // Every further older path gets its own copy: outputs never alias each other.
        for (let j = 1; j < writes.length; j++) out = writes[j](out, deepCopy(r));
        return out;
      },
    };
  }

  /** A field read from one top-level key: the key op, and the same as an op for types without a key loop. */
  keyed(path: string, keyOp: KeyOp): { op: Op; key: string; keyOp: KeyOp } {
    const k = segs(path)[0];
    return { key: k, keyOp, op: (input, out, ctx, st) => keyOp(input[k], out, ctx, st) };
  }

  oneSidedKeyOp(f: FieldPlan, frag: string): KeyOp {
    // No reason: the containing pair converts it (a lifted field), so it is known here and never lost.
    if (f.loss === undefined) return (_v, out) => out;
    const implicit = f.implicit === true;
    const isDefaultIn = defaultTest(f.value);
    const reason = f.loss ?? `has no ${this.otherVersion} form`;
    return (v, out, ctx) => {
      if (v === undefined || v === null || (implicit && isDefaultIn(v))) return out;
      lose(ctx, frag, reason);
      return out;
    };
  }

  /** A field with no counterpart this way: a present, non-default value is a loss. */
  oneSidedOp(f: FieldPlan, ins: string[]): Op {
    if (f.loss === undefined) return (_input, out) => out;
    const reads = ins.map((p) => makeReader(segs(p)));
    const frags = ins.map(pathFragment);
    const implicit = f.implicit === true;
    const isDefaultIn = defaultTest(f.value);
    const reason = f.loss ?? `has no ${this.otherVersion} form`;
    const n = reads.length;
    return (input, out, ctx) => {
      for (let i = 0; i < n; i++) {
        const v = reads[i](input);
        if (v === undefined || v === null || (implicit && isDefaultIn(v))) continue;
        lose(ctx, frags[i], reason);
      }
      return out;
    };
  }

  /** A boolean whose polarity and default flipped: absent reads false on both sides. */

  // Templates, hoists, required fields, flipped booleans and values live in layout.ts and values.ts.
  requiredOp(spec: BodySpec): Op {
    return layout.requiredOp(this, spec);
  }
  invertOp(ins: string[], outs: string[], olderAbsent: boolean): Op {
    return layout.invertOp(this, ins, outs, olderAbsent);
  }
  deriveOp(f: FieldPlan, ins: string[], outs: string[]): { op: Op; late?: boolean } | undefined {
    return layout.deriveOp(this, f, ins, outs);
  }
  templateOp(t: TemplatePlan, carried: ReadonlySet<string> = new Set()): Op {
    return layout.templateOp(this, t, carried);
  }
  hoistOp(h: HoistPlan): Op {
    return layout.hoistOp(this, h);
  }
  value(vp: ValuePlan, loss?: string): ValueConv {
    return values.value(this, vp, loss);
  }
}

/** A field's paths on the newer side (one, or none for an older-only field) and on the older side (any number). */
const newerPaths = (f: FieldPlan): string[] => (f.newer === null ? [] : [f.newer]);
const olderPaths = (f: FieldPlan): string[] => f.older ?? [];
