// Template, required-field and hoist printers: resource names built from fields, required outputs
// left unset, and the interface list whose first element the older side holds at the top level.

import { compileTemplate, pathFragment, splitPath, keyFragment } from "@a2a-bindgen/runtime/compat";
import type { HoistPlan, TemplatePlan } from "@a2a-bindgen/runtime";
import type { Printer } from "./printer.js";
import { copyE, isDefE, isObjE, lit, nnE, unsetE, loseE, loseS, prop, type BodySpec, type KnownNode } from "./source.js";
export function templateOp(g: Printer, t: TemplatePlan, carried: ReadonlySet<string>): string {
  const templates = t.templates.map(compileTemplate);
  const oldFrag = pathFragment(t.older);
  if (g.toOld) {
    const names = t.newer;
    if (names.length === 0) return ""; // nothing to bind: the engine's op never writes
    const vars = names.map(() => g.tmp("b"));
    const varOf = (name: string): string | undefined => {
      const i = names.lastIndexOf(name);
      return i < 0 ? undefined : vars[i];
    };
    const reads = names.map((name, i) => {
      const y = g.tmp("y");
      const frag = keyFragment(name);
      const slash = carried.has(name) ? "" : loseS(frag, `contains "/", which one segment of ${t.older} cannot hold`);
      return `const ${y} = v${prop(name)}; if (${y} != null && ${y} !== "") { if (typeof ${y} !== "string") ${loseS(frag, "expected a string")} else if (${y}.includes("/")) { ${slash} } else ${vars[i]} = ${y}; }`;
    });
    const s = g.tmp("n");
    const tries = templates.map((tp) => {
      const cond = tp.vars.length === 0 ? "true" : tp.vars.map((name) => `${varOf(name) ?? "undefined"} !== undefined`).join(" && ");
      const pieces = tp.parts.map((p, j) => (j === 0 ? "" : `"/" + `) + (typeof p === "string" ? lit(p) : varOf(p.name)));
      return `if (${cond}) { const ${s} = ${pieces.join(" + ") || '""'}; ${g.write(splitPath(t.older), s)} }`;
    });
    const first = templates[0];
    const miss = g.tmp("ms");
    const missing = first.vars.map((name) => `if (${varOf(name) ?? "undefined"} === undefined) ${miss}.push(${lit(name)});`).join(" ");
    const reason = `${t.older} (${first.text}) cannot be formed without `;
    const report = names
      .map((name, i) => (carried.has(name) ? "" : `if (${vars[i]} !== undefined) ${loseE(lit(keyFragment(name)), `${lit(reason)} + ${miss}.join(", ")`)}`))
      .join(" ");
    return (
      `{ let ${vars.join(", ")}; ${reads.join(" ")} ` +
      `if (${vars.map((b) => `${b} !== undefined`).join(" || ") || "false"}) { ${tries.join(" else ")} else { const ${miss} = []; ${missing} ${report} } } }`
    );
  }
  const y = g.tmp("y");
  const label = g.tmp("P");
  const all = t.templates.join(", ");
  const tries = templates.map((tp) => {
    const m = g.tmp("g");
    const k = g.konst(`CT(${lit(tp.text)})`);
    const binds = tp.vars.map((name, j) => {
      const h = g.tmp("h");
      return `const ${h} = o${prop(name)}; if (${h} !== undefined && ${h} !== ${m}[${j}]) ${loseE(lit(oldFrag), `${lit(`${name} `)} + DS(${m}[${j}]) + " disagrees with " + DS(${h}) + ", which is kept"`)} else o${prop(name)} = ${m}[${j}];`;
    });
    return `const ${m} = MT(${k}, ${y}); if (${m} !== undefined) { ${binds.join(" ")} break ${label}; }`;
  });
  return (
    `{ ${g.read(splitPath(t.older), "v", y)} if (${y} != null) { if (typeof ${y} !== "string") ${loseS(oldFrag, "expected a string")} ` +
    `else ${label}: { ${tries.join(" ")} ${loseE(lit(oldFrag), `DS(${y}) + ${lit(` matches none of ${all}`)}`)} } } }`
  );
}

/** Engine requiredOp: required output fields left unset are reported (or filled with their implicit default); the caller tests that o is an object where it may not be. */
export function requiredOp(g: Printer, spec: BodySpec): string {
  const inputName = (field: string): string => {
    for (const f of spec.fields) {
      const outs = g.outPaths(f);
      const ins = g.inPaths(f);
      if (ins.length > 0 && outs.some((p) => splitPath(p)[0] === field)) return ins[0];
    }
    for (const t of spec.templates) {
      if (g.toOld ? t.older === field : t.newer.includes(field)) return g.toOld ? t.newer[0] : t.older;
    }
    return field;
  };
  const side = g.toOld ? `${g.plan.olderVersion} (${g.plan.dialect})` : g.plan.newerVersion;
  const checks = spec.required!.map((r) => {
    const u = g.tmp("u");
    // engine.ts's defaults: "", 0, false, [] and {}.
    const tests = [r.implicit && r.zero === undefined ? unsetE(u) : `${u} == null`];
    if (r.zero !== undefined) tests.push(`${u} === ${lit(r.zero)}`);
    if (r.implicit && r.zero !== undefined) tests.push(isDefE(u));
    const lost = loseS(pathFragment(inputName(r.field)), `the ${side} form requires ${r.field}, which this value leaves unset`);
    // A fresh [] or {} per output, as engine.ts writes.
    const fill = r.fill === undefined ? undefined : typeof r.fill === "object" ? (Array.isArray(r.fill) ? "[]" : "{}") : JSON.stringify(r.fill);
    const act = fill === undefined ? lost : `if (${u} === undefined) o${prop(r.field)} = ${fill}; else ${lost}`;
    if (tests.length === 1 && fill === undefined) return `if (o${prop(r.field)} == null) ${lost}`;
    return `{ const ${u} = o${prop(r.field)}; if (${tests.join(" || ")}) { ${act} } }`;
  });
  return checks.join(" ");
}

export function hoistOp(g: Printer, h: HoistPlan): string {
  const elem = g.hoistElement(h);
  const list = g.tmp("hl");
  const L0 = g.tmp("hL");
  const m0 = g.tmp("m0");
  const i = g.tmp("i");
  const r = g.tmp("r");
  const mk = g.tmp("mk");
  const nn = (x: string) => `${x} != null`;
  if (g.toOld) {
    const listFrag = pathFragment(h.newer);
    const el = g.tmp("el");
    const sharedChecks = h.shared
      .map((s) => {
        const w = g.tmp("w");
        return `{ const ${w} = ${el}${prop(s.newer)}; if (${nn(w)} && ${w} !== ${m0}${prop(s.newer)}) ${loseE(lit(keyFragment(s.newer)), `${lit(`the older side holds one ${s.older} for the whole object (`)} + DS(${m0}${prop(s.newer)} ?? null) + ")"`)} }`;
      })
      .join(" ");
    const mains = h.main
      .map((m) => {
        const w = g.tmp("w");
        return `{ ${g.read(splitPath(m.newer), m0, w)} if (${nn(w)}) ${g.write(splitPath(m.older), `${copyE(w)}`)} }`;
      })
      .join(" ");
    const shareds = h.shared
      .map((s) => {
        const w = g.tmp("w");
        return `{ const ${w} = ${m0}${prop(s.newer)}; if (${nn(w)}) ${g.write(splitPath(s.older), `${copyE(w)}`)} }`;
      })
      .join(" ");
    const label = g.tmp("H");
    const C = g.tmp("C");
    const k = g.tmp("k");
    // The elements the older side can use: those of its own version, when any is (engine.ts).
    let select = "";
    if (h.select !== undefined) {
      const parts = h.select.version.split(".");
      const b0 = parts[0];
      const b1 = parts[1] ?? "0";
      const P = g.tmp("P");
      const e = g.tmp("e");
      const j = g.tmp("j");
      select =
        `const ${P} = ${L0}.filter((${e}) => ${isObjE(e)} && SM(${e}${prop(h.select.newer)}, ${lit(b0)}, ${lit(b1)})); ` +
        `if (${P}.length > 0 && ${P}.length < ${L0}.length) { for (let ${j} = 0; ${j} < ${L0}.length; ${j}++) if (!${P}.includes(${L0}[${j}])) ` +
        `${loseE(`${lit(`${listFrag}[`)} + ${j} + "]"`, lit(h.select.reason))} ${C} = ${P}; } `;
    }
    return (
      `${label}: { ${g.read(splitPath(h.newer), "v", L0)} if (${L0} == null) break ${label}; ` +
      `if (!Array.isArray(${L0})) { ${loseS(listFrag, "expected a list")} break ${label}; } if (${L0}.length === 0) break ${label}; ` +
      `let ${C} = ${L0}; ${select}const ${m0} = ${C}[0]; const ${list} = []; ` +
      `for (let ${k} = 0; ${k} < ${C}.length; ${k}++) { const ${el} = ${C}[${k}]; const ${i} = ${C} === ${L0} ? ${k} : ${L0}.indexOf(${el}); ` +
      `const ${mk} = L.length; const ${r} = ${elem}(${el}, L, undefined); if (${r} !== undefined) ${list}.push(${r}); ` +
      (h.shared.length > 0 ? `if (${i} > 0 && ${isObjE(el)} && ${isObjE(m0)}) { ${sharedChecks} } ` : "") +
      `if (L.length !== ${mk}) PF(L, ${mk}, ${lit(`${listFrag}[`)} + ${i} + "]"); } ` +
      `if (${isObjE(m0)}) { ${mains} ${shareds} } ${g.write(splitPath(h.olderList), list)} }`
    );
  }
  const listFrag = pathFragment(h.olderList);
  const sv = h.shared.map(() => g.tmp("sv"));
  const sharedReads = h.shared
    .map((s, j) => {
      const w = g.tmp("w");
      return `${g.read(splitPath(s.older), "v", w)} const ${sv[j]} = ${nn(w)} ? ${w} : ${s.default === undefined ? "undefined" : lit(s.default)};`;
    })
    .join(" ");
  const mainReads = h.main
    .map((m) => {
      const w = g.tmp("w");
      return `{ ${g.read(splitPath(m.older), "v", w)} if (${nn(w)}) { if (${m0} === undefined) ${m0} = {}; ${m0}${prop(m.newer)} = ${copyE(w)}; } }`;
    })
    .join(" ");
  const defaults = h.main
    .filter((m) => m.default !== undefined)
    .map((m) => `if (${m0}${prop(m.newer)} === undefined) ${m0}${prop(m.newer)} = ${lit(m.default!)};`)
    .join(" ");
  const fillShared = (target: string) => h.shared.map((s, j) => `if (${sv[j]} !== undefined) ${target}${prop(s.newer)} = DC(${sv[j]});`).join(" ");
  const same = h.identity.length === 0 ? "true" : h.identity.map((k) => `${r}${prop(k)} === ${m0}${prop(k)}`).join(" && ");
  const lst = g.tmp("L");
  // As in the engine: hoisted fields the element requires, reported when unset.
  const elementRequired = new Set((g.plan.types[h.element]?.requiredNewer ?? []).map((q) => q.field));
  const reasonOf = (f: string) => `the ${g.plan.newerVersion} form requires ${f}, which this value leaves unset`;
  const unsetE = (x: string) => `(${x} == null || ${x} === "")`;
  const onM0 = [...h.main, ...h.shared]
    .filter((x) => elementRequired.has(x.newer))
    .map((x) => {
      const w = g.tmp("w");
      return `{ const ${w} = ${m0}${prop(x.newer)}; if (${unsetE(w)}) ${loseS(pathFragment(x.older), reasonOf(x.newer))} }`;
    })
    .join(" ");
  const onShared = h.shared
    .map((x, j) => (elementRequired.has(x.newer) ? `if (${unsetE(sv[j])}) ${loseS(pathFragment(x.older), reasonOf(x.newer))}` : ""))
    .join(" ");
  const requiredChecks = `if (${m0} !== undefined) { ${onM0} } else if (${list}.length > 0) { ${onShared} }`;
  return (
    `{ ${sharedReads} let ${m0}; ${mainReads} if (${m0} !== undefined) { ${defaults} ${fillShared(m0)} } ` +
    `const ${list} = ${m0} === undefined ? [] : [${m0}]; ${g.read(splitPath(h.olderList), "v", lst)} ` +
    `if (${nn(lst)}) { if (!Array.isArray(${lst})) ${loseS(listFrag, "expected a list")} else { ` +
    `for (let ${i} = 0; ${i} < ${lst}.length; ${i}++) { const ${mk} = L.length; const ${r} = ${elem}(${lst}[${i}], L, undefined); ` +
    `if (L.length !== ${mk}) PF(L, ${mk}, ${lit(`${listFrag}[`)} + ${i} + "]"); if (${r} === undefined) continue; ${fillShared(r)} ` +
    `if (${m0} !== undefined && ${same}) continue; ${list}.push(${r}); } } } ` +
    `${requiredChecks} ` +
    `if (${list}.length !== 0) ${g.write(splitPath(h.newer), list)} }`
  );
}

/** Engine compileCheck: objects on known nested paths must be objects holding only known keys. */
export function checkKnown(g: Printer, node: KnownNode, typeName: string, suffix: string, checkTop: boolean, base: string, frag: string): string {
  const parts: string[] = [];
  if (checkTop) {
    const keys = [...node.keys()].map((k) => `case ${lit(k)}:`).join(" ");
    parts.push(
      `for (const k in ${base}) switch (k) { ${keys} break; default: ${loseE(`${lit(frag)} + KF(k)`, `k + ${lit(` is not a field of ${typeName}${suffix}`)}`)} }`,
    );
  }
  for (const [k, child] of node) {
    if (child === true) continue;
    const c = g.tmp("c");
    const f = frag + keyFragment(k);
    parts.push(
      `{ const ${c} = ${base}${prop(k)}; if (${nnE(c)}) { if (!${isObjE(c)}) ${loseS(f, "expected an object")} else { ${checkKnown(g, child, `${typeName}.${k}`, suffix, true, c, f)} } } }`,
    );
  }
  return parts.join("\n");
}
