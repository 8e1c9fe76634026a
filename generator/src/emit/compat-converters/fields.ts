// Field printers: one plan field → statements on v (input), o (output) and L (losses), in the order
// and with the losses of the oracle engine's field ops.

import { pathFragment, splitPath } from "@a2a-bindgen/runtime/compat";
import type { FieldPlan, ValuePlan } from "@a2a-bindgen/runtime";
import type { Printer } from "./printer.js";
import { valueDecl, isCopy } from "./values.js";
import { copyE, isDefE, isNullValue, setE, unsetE, isObjE, lit, loseE, loseS, prop, type OpCode } from "./source.js";
export function fieldOp(g: Printer, f: FieldPlan, oneofs: Map<string, string>, wholeKnown: string | undefined): OpCode | undefined {
  const toOld = g.toOld;
  const ins = g.inPaths(f);
  const outs = g.outPaths(f);
  if (f.derive) return deriveOp(g, f, ins, outs);
  if (ins.length === 0 && !(f.fallback && !toOld)) return undefined;
  if (outs.length === 0) {
    if (ins.length === 1 && splitPath(ins[0]).length === 1) return keyed(g, ins[0], oneSidedKey(g, f, pathFragment(ins[0])));
    return { code: oneSidedOp(g, f, ins) };
  }
  if (f.value.kind === "invert") return { code: invertOp(g, f.value, ins, outs) };

  const nullIsValue = isNullValue(f.value, toOld);
  const implicit = f.implicit === true;
  // materialize: a converted message holding only defaults is omitted (both ways, so both sides round-trip);
  // only going older is an absent message read as {}, so that the older side gets the flipped defaults written.
  const materialize = f.materialize === true;
  const absentAsEmpty = materialize && toOld;
  const fb = !toOld && f.fallback ? f.fallback : undefined;
  let oneof: string | undefined;
  if (!toOld && f.oneof !== undefined) {
    if (!oneofs.has(f.oneof)) oneofs.set(f.oneof, `s${oneofs.size}`);
    oneof = oneofs.get(f.oneof)!;
  }
  const oneofName = f.oneof;
  const fieldName = outs[0];
  const extra = ins.includes("") ? wholeKnown : undefined;
  const present = (x: string) => (nullIsValue ? `${x} !== undefined` : `${x} != null`);
  const absent = (x: string) => (nullIsValue ? `${x} === undefined` : `${x} == null`);
  const oneofCode = (label: string, fragExpr: string) =>
    oneof === undefined
      ? ""
      : `if (${oneof} !== undefined) { ${loseE(fragExpr, `${lit(`a second member of oneof ${oneofName} (`)} + ${oneof} + " is already set)"`)} break ${label}; } ${oneof} = ${lit(fieldName)};`;

  // As in the engine: a nested output runs after the key loop, so its parent's own field cannot overwrite it.
  if (
    ins.length === 1 &&
    outs.length === 1 &&
    !fb &&
    !materialize &&
    extra === undefined &&
    splitPath(ins[0]).length === 1 &&
    splitPath(outs[0]).length === 1
  ) {
    const frag = pathFragment(ins[0]);
    const outSegs = splitPath(outs[0]);
    const copy = isCopy(f.value);
    if (oneof === undefined && (!implicit || copy) && outSegs[0] !== "__proto__") {
      // An implicit copy (null is a value for a copy): read through copySet, undefined when unset or a default.
      if (copy && implicit)
        return keyed(
          g,
          ins[0],
          (x) => `if (${x} !== undefined) o${prop(outSegs[0])} = ${x};`,
          (a) => `CS(${a})`,
        );
      return keyed(g, ins[0], (x) => {
        // A copy of a present value is never undefined, and a default exactly when the value is one.
        if (copy) return `if (${implicit ? setE(x, nullIsValue) : present(x)}) o${prop(outSegs[0])} = ${copyE(x)};`;
        const r = g.tmp("r");
        return `if (${present(x)}) { ${valueDecl(g, f.value, f.loss, x, frag, undefined, r)} if (${r} !== undefined) o${prop(outSegs[0])} = ${r}; }`;
      });
    }
    return keyed(g, ins[0], (x) => {
      const label = g.tmp("F");
      const r = g.tmp("r");
      const skipIn = toOld && implicit ? (hasDefaultTest(f.value) ? unsetE(x, nullIsValue) : `${absent(x)} || ${defaultIn(g, f.value, x)}`) : absent(x);
      let s = `${label}: { if (${skipIn}) break ${label};`;
      const skip = copy ? [] : [`${r} === undefined`];
      if (!toOld && implicit) skip.push(defaultOut(g, f.value, r));
      s += ` ${valueDecl(g, f.value, f.loss, x, frag, undefined, r)}${skip.length > 0 ? ` if (${skip.join(" || ")}) break ${label};` : ""}`;
      s += ` ${oneofCode(label, lit(frag))} ${g.write(outSegs, r)} }`;
      return s;
    });
  }

  // The general op: several older paths (the first present is read), fallback, materialize, nested paths.
  const label = g.tmp("F");
  const x = g.tmp("x");
  const r = g.tmp("r");
  const frags = ins.map(pathFragment);
  // The path the value was read at is static with one path and nothing else to read.
  const staticFrag = ins.length === 1 && !fb && !materialize ? frags[0] : undefined;
  const fr = g.tmp("fr");
  const chain = (i: number): string => {
    if (i === ins.length) {
      if (fb === undefined) return "";
      const w = g.tmp("t");
      const fbFrag = pathFragment(fb.older);
      // Reported where the value was missing; converted from where it was found.
      return `${g.read(splitPath(fb.older), "v", w)} if (${w} != null && ${w} !== "") { ${x} = ${w}; ${loseS(frags[0] ?? "", fb.reason)} ${fr} = ${lit(fbFrag)}; }`;
    }
    const t = g.tmp("t");
    const others: string[] = [];
    for (let j = i + 1; j < ins.length; j++) {
      const w = g.tmp("t");
      others.push(
        `{ ${g.read(splitPath(ins[j]), "v", w)} if (${w} != null && typeof ${w} !== "object" && ${w} !== ${x}) ${loseS(frags[j], `differs from ${ins[i]}, which is the one read`)} }`,
      );
    }
    return `{ ${g.read(splitPath(ins[i]), "v", t)} if (${present(t)}) { ${x} = ${t}; ${staticFrag === undefined ? `${fr} = ${lit(frags[i])};` : ""} ${others.join(" ")} }${i + 1 < ins.length || fb !== undefined ? ` else { ${chain(i + 1)} }` : ""} }`;
  };
  let s = `${label}: { let ${x}${staticFrag === undefined ? `, ${fr} = ""` : ""}; ${chain(0)}`;
  if (toOld && implicit) s += ` if (${x} !== undefined && ${defaultIn(g, f.value, x)}) ${x} = undefined;`;
  s += ` if (${x} === undefined) ${absentAsEmpty ? `${x} = {};` : `break ${label};`}`;
  if (staticFrag !== undefined) s += ` ${valueDecl(g, f.value, f.loss, x, staticFrag, extra, r)}`;
  else {
    const m = g.tmp("m");
    s += ` const ${m} = L.length; ${valueDecl(g, f.value, f.loss, x, "", extra, r)} if (L.length !== ${m} && ${fr} !== "") PF(L, ${m}, ${fr});`;
  }
  // A copy of a present value is never undefined.
  const skip = isCopy(f.value) ? [] : [`${r} === undefined`];
  if (materialize) skip.push(`(${isObjE(r)} && IE(${r}))`);
  if (!toOld && implicit) skip.push(defaultOut(g, f.value, r));
  if (skip.length > 0) s += ` if (${skip.join(" || ")}) break ${label};`;
  s += ` ${oneofCode(label, staticFrag === undefined ? fr : lit(staticFrag))}`;
  s += ` ${g.write(splitPath(outs[0]), r)}`;
  for (let j = 1; j < outs.length; j++) s += ` ${g.write(splitPath(outs[j]), `${copyE(r)}`)}`;
  return { code: `${s} }` };
}

/**
 * isDefault(r) of a converted value, by what the value kind's code returns: a list always a fresh
 * array, a map a fresh plain object, an enum a string; anything else the general test.
 */
export function defaultOut(_g: Printer, vp: ValuePlan, r: string): string {
  switch (vp.kind) {
    case "list":
      return `${r}.length === 0`;
    case "map":
      return `IE(${r})`;
    case "enum":
      return `${r}.length === 0`;
    default:
      return isDefE(r);
  }
}

/** The implicit-presence default test of a value kind on the input side (engine: defaultTest). */
export function defaultIn(_g: Printer, vp: ValuePlan, x: string): string {
  switch (vp.kind) {
    case "list":
      return `(Array.isArray(${x}) && ${x}.length === 0)`;
    case "map":
      return `(${isObjE(x)} && IE(${x}))`;
    case "message":
      return "false";
    default:
      return `${isDefE(x)}`;
  }
}

/** Whether a value kind's input default test is the general one (isDefault), not a list, map or message test. */
function hasDefaultTest(vp: ValuePlan): boolean {
  return vp.kind !== "list" && vp.kind !== "map" && vp.kind !== "message";
}

/** A one-sided input is set: present (not null) and, for an implicit field, not its default. */
function setIn(g: Printer, f: FieldPlan, x: string): string {
  if (f.implicit !== true) return `${x} != null`;
  return hasDefaultTest(f.value) ? setE(x) : `!(${x} == null || ${defaultIn(g, f.value, x)})`;
}

export function keyed(g: Printer, path: string, keyCode: (x: string) => string, read: (access: string) => string = (a) => a): OpCode {
  const k = splitPath(path)[0];
  const x = g.tmp("x");
  return { key: k, keyCode, read, code: `{ const ${x} = ${read(`v${prop(k)}`)}; ${keyCode(x)} }` };
}

export function oneSidedKey(g: Printer, f: FieldPlan, frag: string): (x: string) => string {
  if (f.loss === undefined) return () => ""; // carried by the containing pair: known, never lost
  const reason = f.loss ?? `has no ${g.otherVersion} form`;
  return (x) => `if (${setIn(g, f, x)}) ${loseS(frag, reason)}`;
}

export function oneSidedOp(g: Printer, f: FieldPlan, ins: string[]): string {
  if (f.loss === undefined) return "";
  const reason = f.loss ?? `has no ${g.otherVersion} form`;
  return ins
    .map((p) => {
      const x = g.tmp("t");
      return `{ ${g.read(splitPath(p), "v", x)} if (${setIn(g, f, x)}) ${loseS(pathFragment(p), reason)} }`;
    })
    .join("\n");
}

/** A flipped boolean: an absent input reads false going older, the plan's `olderAbsent` going newer. */
export function invertOp(g: Printer, vp: ValuePlan, ins: string[], outs: string[]): string {
  const label = g.tmp("F");
  const b = g.tmp("b");
  const absent = !g.toOld && vp.kind === "invert" && vp.olderAbsent === true;
  const reads = ins.map((p) => {
    const x = g.tmp("t");
    return `${g.read(splitPath(p), "v", x)} if (${x} != null) { if (typeof ${x} === "boolean") ${b} = ${x}; else ${loseS(pathFragment(p), "expected a boolean")} break ${label}; }`;
  });
  const writes = outs.map((p) => g.write(splitPath(p), `!${b}`)).join(" ");
  // The older side always gets the boolean; the newer side omits false.
  const tail = g.toOld ? writes : `if (!${b}) { ${writes} }`;
  return `{ let ${b} = ${absent}; ${label}: { ${reads.join(" ")} } ${tail} }`;
}

export function deriveOp(g: Printer, f: FieldPlan, ins: string[], outs: string[]): OpCode | undefined {
  const d = f.derive!;
  const fromSegs = splitPath(d.from);
  const inValues = (s: string) =>
    d.values.length === 0 ? "false" : `(typeof ${s} === "string" && (${d.values.map((x) => `${s} === ${lit(x)}`).join(" || ")}))`;
  if (g.toOld) {
    const s = g.tmp("d");
    const b = g.tmp("b");
    return { code: `{ ${g.read(fromSegs, "v", s)} const ${b} = ${inValues(s)}; ${outs.map((p) => g.write(splitPath(p), b)).join(" ")} }` };
  }
  if (ins.length === 0) return undefined;
  const label = g.tmp("F");
  const tail = f.loss ? `: ${f.loss}` : "";
  const reads = ins.map((p, i) => {
    const x = g.tmp("t");
    const s = g.tmp("d");
    const frag = pathFragment(p);
    // Absent reads false (ProtoJSON omits it), unless a later older path holds it.
    const absent = i < ins.length - 1 ? "" : `if (${x} == null) ${x} = false; `;
    return (
      `${g.read(splitPath(p), "v", x).replace(/^const /, "let ")} ${absent}if (${x} != null) { ` +
      `if (typeof ${x} !== "boolean") ${loseS(frag, "expected a boolean")} ` +
      `else { ${g.read(fromSegs, "o", s)} if (${x} !== ${inValues(s)}) ${loseE(lit(frag), `${x} + ${lit(` disagrees with ${d.from} `)} + (${s} === undefined ? "(absent)" : DS(${s})) + ${lit(tail)}`)} } ` +
      `break ${label}; }`
    );
  });
  return { late: true, code: `${label}: { ${reads.join(" ")} }` };
}
