// The oracle's value converters (one per ValuePlan kind) and enum maps. Test code.

/* eslint-disable @typescript-eslint/no-explicit-any */
import type { EnumPlan, ValuePlan } from "@a2a-bindgen/runtime";
import { isBase64, isTimestamp, keyFragment, show } from "../compat-oracle-support.js";

import { type Obj, type ValueConv, deepCopy, isObj, lose, setKey } from "./support.js";
import type { DirectionCompiler } from "./compiler.js";

export function enumMap(c: DirectionCompiler, id: string): { map: Map<string, string>; v1Only: Map<string, string>; plan: EnumPlan } {
  const plan = c.plan.enums[id];
  if (plan === undefined) throw new TypeError(`compat plan (${c.plan.dialect}): unknown enum "${id}"`);
  let m = c.enumMaps.get(id);
  if (m === undefined) {
    m = {
      map: new Map(Object.entries(c.toOld ? plan.toOlder : plan.toNewer)),
      v1Only: new Map(c.toOld ? Object.entries(plan.newerOnly) : []),
    };
    c.enumMaps.set(id, m);
  }
  return { ...m, plan };
}

/** The converter of one present value. `loss` is the field's reason, used by the kinds that can lose. */
export function value(c: DirectionCompiler, vp: ValuePlan, loss?: string): ValueConv {
  const toOld = c.toOld;
  switch (vp.kind) {
    case "copy": {
      if (toOld && vp.values !== undefined) {
        const allowed = new Set(vp.values);
        const reason = `the older side allows only ${vp.values.map((x) => JSON.stringify(x)).join(", ")}`;
        return (v, ctx, frag) => {
          if (typeof v === "string" && allowed.has(v)) return v;
          lose(ctx, frag, reason);
          return undefined;
        };
      }
      if (!toOld && vp.format !== undefined) {
        const parses = vp.format === "bytes" ? isBase64 : isTimestamp;
        const reason = vp.format === "bytes" ? "not base64, which the newer side's bytes require" : "not an RFC 3339 timestamp, which the newer side requires";
        return (v, ctx, frag) => {
          if (typeof v === "string" && parses(v)) return v;
          lose(ctx, frag, reason);
          return undefined;
        };
      }
      return (v) => (typeof v !== "object" || v === null ? v : deepCopy(v));
    }
    case "enum": {
      const { map, v1Only, plan } = enumMap(c, vp.enum);
      const typeName = toOld ? plan.newer : plan.older;
      return (v, ctx, frag) => {
        if (typeof v === "string") {
          const r = map.get(v);
          if (r !== undefined) return r;
          const why = v1Only.get(v);
          if (why !== undefined) {
            lose(ctx, frag, why);
            return undefined;
          }
        }
        lose(ctx, frag, `${show(v)} is not a value of ${typeName}`);
        return undefined;
      };
    }
    case "message": {
      const cell = c.type(vp.type);
      return (v, ctx, frag, extra) => {
        if (frag === "") return cell.fn(v, ctx, extra);
        ctx.stack.push(frag);
        const r = cell.fn(v, ctx, extra);
        ctx.stack.pop();
        return r;
      };
    }
    case "list": {
      if (vp.of.kind === "copy") {
        return (v, ctx, frag) => {
          if (Array.isArray(v)) return deepCopy(v);
          lose(ctx, frag, "expected a list");
          return undefined;
        };
      }
      const of = c.value(vp.of, loss);
      return (v, ctx, frag) => {
        if (!Array.isArray(v)) {
          lose(ctx, frag, "expected a list");
          return undefined;
        }
        const st = ctx.stack;
        const out: any[] = [];
        if (frag !== "") st.push(frag);
        for (let i = 0; i < v.length; i++) {
          st.push(i);
          const r = of(v[i], ctx, "");
          st.pop();
          if (r !== undefined) out.push(r);
        }
        if (frag !== "") st.pop();
        return out;
      };
    }
    case "map": {
      if (vp.of.kind === "copy") {
        return (v, ctx, frag) => {
          if (isObj(v)) return deepCopy(v);
          lose(ctx, frag, "expected an object");
          return undefined;
        };
      }
      const of = c.value(vp.of, loss);
      return (v, ctx, frag) => {
        if (!isObj(v)) {
          lose(ctx, frag, "expected an object");
          return undefined;
        }
        const st = ctx.stack;
        const out: Obj = {};
        if (frag !== "") st.push(frag);
        for (const k in v) {
          st.push(keyFragment(k));
          const r = of(v[k], ctx, "");
          st.pop();
          if (r !== undefined) setKey(out, k, r);
        }
        if (frag !== "") st.pop();
        return out;
      };
    }
    case "wrap": {
      const of = c.value(vp.of, loss);
      const field = vp.field;
      const ffrag = keyFragment(field);
      if (toOld) {
        return (v, ctx, frag) => {
          if (!isObj(v)) {
            lose(ctx, frag, "expected an object");
            return undefined;
          }
          if (frag !== "") ctx.stack.push(frag);
          for (const k in v) if (k !== field) lose(ctx, keyFragment(k), `${k} is not a field of the wrapper {${field}}`);
          const inner = v[field];
          // ProtoJSON omits an empty list: the wrapper of nothing is the empty list, not nothing.
          const r = inner === undefined || inner === null ? (vp.of.kind === "list" ? [] : undefined) : of(inner, ctx, ffrag);
          if (frag !== "") ctx.stack.pop();
          return r;
        };
      }
      return (v, ctx, frag) => {
        const r = of(v, ctx, frag);
        if (r === undefined) return undefined;
        const o: Obj = {};
        // ProtoJSON omits an empty list: the wrapper of [] is {}.
        if (!(Array.isArray(r) && r.length === 0)) setKey(o, field, r);
        return o;
      };
    }
    case "first": {
      const of = c.value(vp.of, loss);
      if (toOld) {
        return (v, ctx, frag) => {
          const r = of(v, ctx, frag);
          return r === undefined ? undefined : [r];
        };
      }
      const reason = loss ?? "only the first element has a newer form";
      return (v, ctx, frag) => {
        if (!Array.isArray(v)) {
          lose(ctx, frag, "expected a list");
          return undefined;
        }
        if (v.length === 0) return undefined;
        const st = ctx.stack;
        if (frag !== "") st.push(frag);
        st.push(0);
        const r = of(v[0], ctx, "");
        st.pop();
        for (let i = 1; i < v.length; i++) lose(ctx, `[${i}]`, reason);
        if (frag !== "") st.pop();
        return r;
      };
    }
    case "object": {
      const reason = toOld ? (loss ?? "not a JSON object, which is all the older side holds") : "expected an object";
      if (!toOld) {
        return (v, ctx, frag) => {
          if (isObj(v)) return deepCopy(v);
          lose(ctx, frag, reason);
          return undefined;
        };
      }
      // A non-object value still travels, wrapped as {value: x} (the form a2a-js 1.3.0 uses too), and is
      // reported: the older side cannot tell the wrapper from an object that was sent as such.
      return (v, ctx, frag) => {
        if (isObj(v)) return deepCopy(v);
        lose(ctx, frag, reason);
        return { value: deepCopy(v) };
      };
    }
    case "zeroUnset": {
      if (toOld) {
        const reason = loss ?? "0 has no older form (the older side reads 0 as unset)";
        return (v, ctx, frag) => {
          if (v === 0 || v === "0") {
            lose(ctx, frag, reason);
            return undefined;
          }
          return v;
        };
      }
      return (v) => (v === 0 || v === "0" ? undefined : v);
    }
    case "invert":
      // Only meaningful with its absence rule, which the field op applies; as a bare value: negate.
      return (v, ctx, frag) => {
        if (typeof v === "boolean") return !v;
        lose(ctx, frag, "expected a boolean");
        return undefined;
      };
  }
}
