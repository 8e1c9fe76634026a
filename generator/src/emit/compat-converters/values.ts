// Value printers: statements that assign `res` (declared by the caller, undefined) from the present
// value `x`; losses get the static relative path `frag`. Prefix-compatible: the same code with frag ""
// followed by prefixing the new losses with frag gives the same losses.

import { keyFragment } from "@a2a-bindgen/runtime/compat";
import type { ValuePlan } from "@a2a-bindgen/runtime";
import type { Printer } from "./printer.js";
import { copyE, isObjE, lit, loseE, loseS, nnE, prop } from "./source.js";

/** A plain copy: its value is the input's copy, never undefined for a present input. */
export function isCopy(vp: ValuePlan): boolean {
  return vp.kind === "copy" && vp.values === undefined && vp.format === undefined;
}

/** The value as one expression, where its kind needs no statements (a plain copy, a message, a list or map of messages). */
function valueExpr(g: Printer, vp: ValuePlan, x: string, frag: string, extra: string | undefined): string | undefined {
  if (isCopy(vp)) return copyE(x);
  // A list or map of messages: the runtime's loop (listOf, mapOf) calls the element type's converter.
  if ((vp.kind === "list" || vp.kind === "map") && vp.of.kind === "message")
    return `${vp.kind === "list" ? "LM" : "MM"}(L, ${x}, ${lit(frag)}, ${g.type(vp.of.type)})`;
  if (vp.kind !== "message") return undefined;
  const call = `${g.type(vp.type)}(${x}, L${extra === undefined ? "" : `, ${extra}`})`;
  // nested reads L.length before the call runs (arguments are evaluated in order).
  return frag === "" ? call : `NS(L, L.length, ${lit(frag)}, ${call})`;
}

/** Statements declaring `res` as the converted value (undefined when lost): one `const` where the kind allows. */
export function valueDecl(g: Printer, vp: ValuePlan, loss: string | undefined, x: string, frag: string, extra: string | undefined, res: string): string {
  const e = valueExpr(g, vp, x, frag, extra);
  return e !== undefined ? `const ${res} = ${e};` : `let ${res}; ${value(g, vp, loss, x, frag, extra, res)}`;
}

export function value(g: Printer, vp: ValuePlan, loss: string | undefined, x: string, frag: string, extra: string | undefined, res: string): string {
  const toOld = g.toOld;
  const F = lit(frag);
  switch (vp.kind) {
    case "copy": {
      if (toOld && vp.values !== undefined) {
        const reason = `the older side allows only ${vp.values.map((v) => JSON.stringify(v)).join(", ")}`;
        const allowed = vp.values.length === 0 ? "false" : vp.values.map((v) => `${x} === ${lit(v)}`).join(" || ");
        return `if (typeof ${x} === "string" && (${allowed})) ${res} = ${x}; else ${loseS(frag, reason)}`;
      }
      if (!toOld && vp.format !== undefined) {
        const parse = vp.format === "bytes" ? "B64" : "TS";
        const reason = vp.format === "bytes" ? "not base64, which the newer side's bytes require" : "not an RFC 3339 timestamp, which the newer side requires";
        return `if (typeof ${x} === "string" && ${parse}(${x})) ${res} = ${x}; else ${loseS(frag, reason)}`;
      }
      return `${res} = ${copyE(x)};`;
    }
    case "enum": {
      const plan = g.plan.enums[vp.enum];
      if (plan === undefined) throw new TypeError(`compat plan (${g.plan.dialect}): unknown enum "${vp.enum}"`);
      const map = toOld ? plan.toOlder : plan.toNewer;
      const v1Only = toOld ? plan.newerOnly : {};
      const typeName = toOld ? plan.newer : plan.older;
      const cases: string[] = [];
      const seen = new Set<string>();
      for (const [k, v] of Object.entries(map)) {
        if (seen.has(k)) continue;
        seen.add(k);
        cases.push(`case ${lit(k)}: ${res} = ${lit(v)}; break;`);
      }
      for (const [k, why] of Object.entries(v1Only)) {
        if (seen.has(k)) continue;
        seen.add(k);
        cases.push(`case ${lit(k)}: ${loseS(frag, why)} break;`);
      }
      cases.push(`default: ${loseE(F, `DS(${x}) + ${lit(` is not a value of ${typeName}`)}`)}`);
      return `switch (${x}) { ${cases.join(" ")} }`;
    }
    case "message": {
      return `${res} = ${valueExpr(g, vp, x, frag, extra)};`;
    }
    case "list": {
      if (vp.of.kind === "copy") return `if (Array.isArray(${x})) ${res} = DC(${x}); else ${loseS(frag, "expected a list")}`;
      if (vp.of.kind === "message") return `${res} = ${valueExpr(g, vp, x, frag, extra)};`;
      const a = g.tmp("a");
      const i = g.tmp("i");
      const e = g.tmp("e");
      const m = g.tmp("m");
      const r = g.tmp("r");
      return (
        `if (!Array.isArray(${x})) ${loseS(frag, "expected a list")} else { const ${a} = []; ` +
        `for (let ${i} = 0; ${i} < ${x}.length; ${i}++) { const ${e} = ${x}[${i}]; const ${m} = L.length; ${valueDecl(g, vp.of, loss, e, "", undefined, r)} ` +
        `if (L.length !== ${m}) PF(L, ${m}, ${lit(`${frag}[`)} + ${i} + "]"); if (${r} !== undefined) ${a}.push(${r}); } ${res} = ${a}; }`
      );
    }
    case "map": {
      if (vp.of.kind === "copy") return `if (${isObjE(x)}) ${res} = ${copyE(x)}; else ${loseS(frag, "expected an object")}`;
      if (vp.of.kind === "message") return `${res} = ${valueExpr(g, vp, x, frag, extra)};`;
      const a = g.tmp("a");
      const k = g.tmp("k");
      const e = g.tmp("e");
      const m = g.tmp("m");
      const r = g.tmp("r");
      return (
        `if (!${isObjE(x)}) ${loseS(frag, "expected an object")} else { const ${a} = {}; ` +
        `for (const ${k} in ${x}) { const ${e} = ${x}[${k}]; const ${m} = L.length; ${valueDecl(g, vp.of, loss, e, "", undefined, r)} ` +
        `if (L.length !== ${m}) PF(L, ${m}, ${F} + KF(${k})); if (${r} !== undefined) { if (${k} === "__proto__") SK(${a}, ${k}, ${r}); else ${a}[${k}] = ${r}; } } ${res} = ${a}; }`
      );
    }
    case "wrap": {
      const field = vp.field;
      if (toOld) {
        const k = g.tmp("k");
        const inner = g.tmp("in");
        return (
          `if (!${isObjE(x)}) ${loseS(frag, "expected an object")} else { ` +
          `for (const ${k} in ${x}) if (${k} !== ${lit(field)}) ${loseE(`${F} + KF(${k})`, `${k} + ${lit(` is not a field of the wrapper {${field}}`)}`)} ` +
          `const ${inner} = ${x}${prop(field)}; if (${nnE(inner)}) { ${g.value(vp.of, loss, inner, frag + keyFragment(field), undefined, res)} }` +
          // ProtoJSON omits an empty list: the wrapper of nothing is the empty list.
          (vp.of.kind === "list" ? ` else ${res} = [];` : "") +
          ` }`
        );
      }
      const r = g.tmp("r");
      // As in the engine: ProtoJSON omits an empty list inside the wrapper.
      return `${valueDecl(g, vp.of, loss, x, frag, undefined, r)} if (${r} !== undefined) { ${res} = {}; if (!(Array.isArray(${r}) && ${r}.length === 0)) ${res}${prop(field)} = ${r}; }`;
    }
    case "first": {
      if (toOld) {
        const r = g.tmp("r");
        return `${valueDecl(g, vp.of, loss, x, frag, undefined, r)} if (${r} !== undefined) ${res} = [${r}];`;
      }
      const reason = loss ?? "only the first element has a newer form";
      const e = g.tmp("e");
      const i = g.tmp("i");
      return (
        `if (!Array.isArray(${x})) ${loseS(frag, "expected a list")} else if (${x}.length !== 0) { const ${e} = ${x}[0]; ${g.value(vp.of, loss, e, `${frag}[0]`, undefined, res)} ` +
        `for (let ${i} = 1; ${i} < ${x}.length; ${i}++) ${loseE(`${lit(`${frag}[`)} + ${i} + "]"`, lit(reason))} }`
      );
    }
    case "object": {
      if (!toOld) return `if (${isObjE(x)}) ${res} = ${copyE(x)}; else ${loseS(frag, "expected an object")}`;
      const reason = loss ?? "not a JSON object, which is all the older side holds";
      return `if (${isObjE(x)}) ${res} = ${copyE(x)}; else { ${loseS(frag, reason)} ${res} = { value: ${copyE(x)} }; }`;
    }
    case "zeroUnset": {
      if (toOld) {
        const reason = loss ?? "0 has no older form (the older side reads 0 as unset)";
        return `if (${x} === 0 || ${x} === "0") ${loseS(frag, reason)} else ${res} = ${x};`;
      }
      return `if (${x} !== 0 && ${x} !== "0") ${res} = ${x};`;
    }
    case "invert":
      return `if (typeof ${x} === "boolean") ${res} = !${x}; else ${loseS(frag, "expected a boolean")}`;
  }
}
