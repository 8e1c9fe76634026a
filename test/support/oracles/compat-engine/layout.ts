// The oracle's required-field, flipped-boolean, derived-value, template and hoist ops. Test code.

/* eslint-disable @typescript-eslint/no-explicit-any */
import type { FieldPlan, HoistPlan, TemplatePlan } from "@a2a-bindgen/runtime";
import { keyFragment, pathFragment, show } from "../compat-oracle-support.js";

import {
  type BodySpec,
  type Obj,
  type Op,
  compileTemplate,
  formTemplate,
  deepCopy,
  isEmptyObj,
  isObj,
  lose,
  makeReader,
  makeWriter,
  matchTemplate,
  sameMinor,
  segs,
  setKey,
} from "./support.js";
import type { DirectionCompiler } from "./compiler.js";

export function requiredOp(c: DirectionCompiler, spec: BodySpec): Op {
  const inputName = (field: string): string => {
    for (const f of spec.fields) {
      const outs = c.outPaths(f);
      const ins = c.inPaths(f);
      if (ins.length > 0 && outs.some((p) => segs(p)[0] === field)) return ins[0];
    }
    for (const t of spec.templates) {
      if (c.toOld ? t.older === field : t.newer.includes(field)) return c.toOld ? t.newer[0] : t.older;
    }
    return field;
  };
  const side = c.toOld ? `${c.plan.olderVersion} (${c.plan.dialect})` : c.plan.newerVersion;
  const checks = spec.required!.map((r) => ({
    field: r.field,
    implicit: r.implicit,
    zero: r.zero,
    fill: r.fill,
    frag: pathFragment(inputName(r.field)),
    reason: `the ${side} form requires ${r.field}, which this value leaves unset`,
  }));
  return (_input, out, ctx) => {
    if (!isObj(out)) return out;
    for (const c of checks) {
      const v = out[c.field];
      const unset =
        v === undefined ||
        v === null ||
        (c.zero !== undefined && v === c.zero) ||
        (c.implicit && (v === "" || v === 0 || v === false || (Array.isArray(v) ? v.length === 0 : isObj(v) && isEmptyObj(v))));
      if (!unset) continue;
      if (c.fill !== undefined && v === undefined) out[c.field] = typeof c.fill === "object" ? (Array.isArray(c.fill) ? [] : {}) : c.fill;
      else lose(ctx, c.frag, c.reason);
    }
    return out;
  };
}

export function invertOp(c: DirectionCompiler, ins: string[], outs: string[], olderAbsent: boolean): Op {
  const reads = ins.map((p) => makeReader(segs(p)));
  const frags = ins.map(pathFragment);
  const writes = outs.map((p) => makeWriter(segs(p)));
  const toOld = c.toOld;
  const n = reads.length;
  return (input, out, ctx) => {
    let b = toOld ? false : olderAbsent;
    for (let i = 0; i < n; i++) {
      const v = reads[i](input);
      if (v === undefined || v === null) continue;
      if (typeof v === "boolean") b = v;
      else lose(ctx, frags[i], "expected a boolean");
      break;
    }
    // The older side always gets the boolean (its absence means the other default); the newer omits false.
    if (!toOld && b) return out;
    for (let j = 0; j < writes.length; j++) out = writes[j](out, !b);
    return out;
  };
}

/** An older-only value computed from a newer one (`from` in `values`); read back, a disagreement is a loss. */
export function deriveOp(c: DirectionCompiler, f: FieldPlan, ins: string[], outs: string[]): { op: Op; late?: boolean } | undefined {
  const d = f.derive!;
  const from = makeReader(segs(d.from));
  const values = new Set(d.values);
  if (c.toOld) {
    const writes = outs.map((p) => makeWriter(segs(p)));
    return {
      op: (input, out) => {
        const s = from(input);
        const b = typeof s === "string" && values.has(s);
        for (let j = 0; j < writes.length; j++) out = writes[j](out, b);
        return out;
      },
    };
  }
  if (ins.length === 0) return undefined;
  const reads = ins.map((p) => makeReader(segs(p)));
  const frags = ins.map(pathFragment);
  const n = reads.length;
  const tail = f.loss ? `: ${f.loss}` : "";
  // Late: `from` is evaluated on the converted (newer) output.
  return {
    late: true,
    op: (input, out, ctx) => {
      for (let i = 0; i < n; i++) {
        let v = reads[i](input);
        // Absent reads false (ProtoJSON omits it), unless a later older path holds it.
        if (v === undefined || v === null) {
          if (i < n - 1) continue;
          v = false;
        }
        if (typeof v !== "boolean") lose(ctx, frags[i], "expected a boolean");
        else {
          const s = from(out);
          if (v !== (typeof s === "string" && values.has(s))) {
            lose(ctx, frags[i], `${v} disagrees with ${d.from} ${s === undefined ? "(absent)" : show(s)}${tail}`);
          }
        }
        break;
      }
      return out;
    },
  };
}

export function templateOp(c: DirectionCompiler, t: TemplatePlan, carried: ReadonlySet<string> = new Set()): Op {
  const templates = t.templates.map(compileTemplate);
  const oldFrag = pathFragment(t.older);
  if (c.toOld) {
    const write = makeWriter(segs(t.older));
    const names = t.newer;
    const frags = names.map(keyFragment);
    const first = templates[0];
    return (input, out, ctx) => {
      // Bindable values: non-empty strings without "/" (each binds one segment).
      let vals: Record<string, string> | undefined;
      for (let i = 0; i < names.length; i++) {
        const v = input[names[i]];
        if (v === undefined || v === null || v === "") continue;
        if (typeof v !== "string") lose(ctx, frags[i], "expected a string");
        else if (v.includes("/")) {
          if (!carried.has(names[i])) lose(ctx, frags[i], `contains "/", which one segment of ${t.older} cannot hold`);
        } else (vals ??= {})[names[i]] = v;
      }
      if (vals === undefined) return out;
      for (let k = 0; k < templates.length; k++) {
        const tp = templates[k];
        let ok = true;
        for (let j = 0; j < tp.vars.length; j++) if (vals[tp.vars[j]] === undefined) ok = false;
        if (!ok) continue;
        return write(out, formTemplate(tp, vals));
      }
      const missing = first.vars.filter((v) => vals![v] === undefined).join(", ");
      for (let i = 0; i < names.length; i++) {
        if (vals[names[i]] !== undefined && !carried.has(names[i])) lose(ctx, frags[i], `${t.older} (${first.text}) cannot be formed without ${missing}`);
      }
      return out;
    };
  }
  const read = makeReader(segs(t.older));
  const all = t.templates.join(", ");
  return (input, out, ctx) => {
    const v = read(input);
    if (v === undefined || v === null) return out;
    if (typeof v !== "string") {
      lose(ctx, oldFrag, "expected a string");
      return out;
    }
    for (let k = 0; k < templates.length; k++) {
      const tp = templates[k];
      const got = matchTemplate(tp, v);
      if (got === undefined) continue;
      for (let j = 0; j < got.length; j++) {
        const name = tp.vars[j];
        const had = out[name];
        if (had !== undefined && had !== got[j]) {
          lose(ctx, oldFrag, `${name} ${show(got[j])} disagrees with ${show(had)}, which is kept`);
        } else setKey(out, name, got[j]);
      }
      return out;
    }
    lose(ctx, oldFrag, `${show(v)} matches none of ${all}`);
    return out;
  };
}

export function hoistOp(c: DirectionCompiler, h: HoistPlan): Op {
  const elem = c.hoistElement(h);
  const select = h.select;
  const main = h.main.map((m) => ({ ...m, readV1: makeReader(segs(m.newer)), readOld: makeReader(segs(m.older)), writeOld: makeWriter(segs(m.older)) }));
  const shared = h.shared.map((s) => ({ ...s, frag: keyFragment(s.newer), readOld: makeReader(segs(s.older)), writeOld: makeWriter(segs(s.older)) }));
  if (c.toOld) {
    const readList = makeReader(segs(h.newer));
    const listFrag = pathFragment(h.newer);
    const writeList = makeWriter(segs(h.olderList));
    return (input, out, ctx) => {
      const L = readList(input);
      if (L === undefined || L === null) return out;
      if (!Array.isArray(L)) {
        lose(ctx, listFrag, "expected a list");
        return out;
      }
      if (L.length === 0) return out;
      ctx.stack.push(listFrag);
      // The elements the older side can use: those of its own version, when any is.
      let carried: readonly unknown[] = L;
      if (select !== undefined) {
        const picked = L.filter((el) => isObj(el) && sameMinor(el[select.newer], select.version));
        if (picked.length > 0 && picked.length < L.length) {
          for (let i = 0; i < L.length; i++) if (!picked.includes(L[i])) lose(ctx, `[${i}]`, select.reason);
          carried = picked;
        }
      }
      const m0 = carried[0] as any;
      const list: any[] = [];
      for (let k = 0; k < carried.length; k++) {
        const el = carried[k] as any;
        const i = carried === L ? k : L.indexOf(el);
        ctx.stack.push(i);
        const r = elem.fn(el, ctx, undefined);
        if (r !== undefined) list.push(r);
        if (i > 0 && isObj(el) && isObj(m0)) {
          for (const s of shared) {
            const v = el[s.newer];
            if (v !== undefined && v !== null && v !== m0[s.newer]) {
              lose(ctx, s.frag, `the older side holds one ${s.older} for the whole object (${show(m0[s.newer] ?? null)})`);
            }
          }
        }
        ctx.stack.pop();
      }
      ctx.stack.pop();
      if (isObj(m0)) {
        for (const m of main) {
          const v = m.readV1(m0);
          if (v !== undefined && v !== null) out = m.writeOld(out, deepCopy(v));
        }
        for (const s of shared) {
          const v = m0[s.newer];
          if (v !== undefined && v !== null) out = s.writeOld(out, deepCopy(v));
        }
      }
      return writeList(out, list);
    };
  }
  const readList = makeReader(segs(h.olderList));
  const listFrag = pathFragment(h.olderList);
  const writeList = makeWriter(segs(h.newer));
  const identity = h.identity;
  const elementRequired = new Set((c.plan.types[h.element]?.requiredNewer ?? []).map((r) => r.field));
  const requiredEntry = (x: { newer: string; older: string }) =>
    elementRequired.has(x.newer)
      ? { v1: x.newer, frag: pathFragment(x.older), reason: `the ${c.plan.newerVersion} form requires ${x.newer}, which this value leaves unset` }
      : undefined;
  const hoistRequired = [...h.main, ...h.shared].map(requiredEntry).filter((q) => q !== undefined);
  const sharedRequired = h.shared.map(requiredEntry);
  return (input, out, ctx) => {
    const sharedVals: any[] = [];
    for (const s of shared) {
      const v = s.readOld(input);
      sharedVals.push(v !== undefined && v !== null ? v : s.default);
    }
    // The main element exists when the older object names any of its fields.
    let m0: Obj | undefined;
    for (const m of main) {
      const v = m.readOld(input);
      if (v !== undefined && v !== null) {
        (m0 ??= {})[m.newer] = deepCopy(v);
      }
    }
    if (m0 !== undefined) {
      for (const m of main) if (m0[m.newer] === undefined && m.default !== undefined) m0[m.newer] = m.default;
      for (let j = 0; j < shared.length; j++) if (sharedVals[j] !== undefined) m0[shared[j].newer] = deepCopy(sharedVals[j]);
    }
    const list: any[] = m0 === undefined ? [] : [m0];
    const L = readList(input);
    if (L !== undefined && L !== null) {
      if (!Array.isArray(L)) lose(ctx, listFrag, "expected a list");
      else {
        ctx.stack.push(listFrag);
        for (let i = 0; i < L.length; i++) {
          ctx.stack.push(i);
          const r = elem.fn(L[i], ctx, undefined);
          ctx.stack.pop();
          if (r === undefined) continue;
          for (let j = 0; j < shared.length; j++) if (sharedVals[j] !== undefined) r[shared[j].newer] = deepCopy(sharedVals[j]);
          // An older element repeating the main one is the same interface, not another.
          if (m0 !== undefined) {
            let same = true;
            for (let j = 0; j < identity.length; j++) if (r[identity[j]] !== m0[identity[j]]) same = false;
            if (same) continue;
          }
          list.push(r);
        }
        ctx.stack.pop();
      }
    }
    // The hoisted fields are required per element on the newer side: unset ones are reported (the element
    // conversion checks the rest).
    if (m0 !== undefined) {
      for (const q of hoistRequired) {
        const x = m0[q.v1];
        if (x === undefined || x === null || x === "") lose(ctx, q.frag, q.reason);
      }
    } else if (list.length > 0) {
      for (let j = 0; j < shared.length; j++) {
        const q = sharedRequired[j];
        const x = sharedVals[j];
        if (q !== undefined && (x === undefined || x === null || x === "")) lose(ctx, q.frag, q.reason);
      }
    }
    return list.length === 0 ? out : writeList(out, list);
  };
}
