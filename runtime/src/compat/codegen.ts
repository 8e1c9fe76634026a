// A generated fast path for the version-diff converters. Each TypePlan of one direction becomes a
// JS function (source text, compiled once with `new Function`) with literal property names:
// `const x = v.messageId; ...; o.messageId = x;`. The closure engine (engine.ts) stays the
// reference: this file mirrors it op for op, in the same order, so values, losses and the order
// of losses are the same (test/compat/codegen.test.ts compares both on random inputs). Why:
// the engine's keyed loads/stores with variable names go megamorphic in V8 and each field costs a
// closure call; literal names give monomorphic inline caches and let V8 inline across types.
//
// How losses get their paths without a path stack: every generated function reports paths
// RELATIVE to the value it converts ("" is the value itself); a caller that descended into a
// field or list element prefixes the losses its callee added (`L.length` moved) with that
// fragment. The happy path pays one length compare per nested call; strings are built only
// when a loss happens. The top-level entry adds "$".
//
// Where `new Function` is unavailable (a CSP without unsafe-eval) compileGenerated returns null
// and the closures serve the whole direction. A type whose plan this file does not handle (a
// "__proto__" name anywhere: literal property syntax would mean the prototype; a plan property
// it does not know, i.e. an engine feature added since) is delegated to the engine's closure
// for that type; every type of the generated plans is generated (the test checks it).
//
// Beyond the brief's straight-line code, measured choices: helpers of a few compares are written
// out inline (the functions are large and exhaust TurboFan's inlining budget); map entries are
// stored at the generated site (a shared setKey store sees every key: megamorphic); string
// defaults are tested by length (=== "" on a non-empty string is a slow compare); lists of
// primitives are copied preallocated.

import { splitPath, keyFragment, pathFragment, type Loss } from "./losses.js";
import { isBase64 } from "../protojson/scalars.js";
import {
  adopt,
  compileTemplate,
  deepCopy,
  DirectionCompiler,
  isDefault,
  isEmptyObj,
  isObj,
  isTimestamp,
  matchTemplate,
  setKey,
  type Cell,
  type Ctx,
  type Direction,
} from "./engine.js";
import type { DialectPlan, FieldPlan, HoistPlan, RequiredPlan, TemplatePlan, TypePlan, ValuePlan } from "./plan.js";

/* eslint-disable @typescript-eslint/no-explicit-any */

/** A whole-type converter from "$": the contract of compileDirection's type converters. */
export type FastTypeConv = (v: any, ctx: Ctx) => any;

// Captured once: under a CommonJS-style loader transform (tsx), an imported binding is a getter per use.
const dc = deepCopy;

/**
 * engine.ts deepCopy, faster on the lists it mostly meets (short lists of strings): preallocated,
 * primitives copied inline. Same result: every index filled (a hole reads as undefined, as there).
 */
function copyList(x: any[]): any[] {
  const n = x.length;
  const a = new Array(n);
  for (let i = 0; i < n; i++) {
    const e = x[i];
    a[i] = typeof e !== "object" || e === null ? e : Array.isArray(e) ? copyList(e) : dc(e);
  }
  return a;
}
function copyAny(v: any): any {
  if (typeof v !== "object" || v === null) return v;
  return Array.isArray(v) ? copyList(v) : dc(v);
}

/**
 * engine.ts sameMinor(v, version) without allocating: `b0` and `b1` are version.split(".")[0] and
 * ([1] ?? "0"), computed once; v's first two dot-separated parts are compared in place.
 */
export function sameMinorSplit(v: unknown, b0: string, b1: string): boolean {
  if (v === undefined || v === null || v === "") return true;
  if (typeof v !== "string") return false;
  const i = v.indexOf(".");
  if (i < 0) return v === b0 && b1 === "0";
  if (i !== b0.length || !v.startsWith(b0)) return false;
  let j = v.indexOf(".", i + 1);
  if (j < 0) j = v.length;
  return j - i - 1 === b1.length && v.startsWith(b1, i + 1);
}

/** What the generated code may call (passed in by name, so the source needs no imports). */
const HELPERS = {
  IO: isObj,
  IE: isEmptyObj,
  ID: isDefault,
  DC: copyAny,
  CA: copyList,
  SK: setKey,
  AD: adopt,
  KF: keyFragment,
  MT: matchTemplate,
  SM: sameMinorSplit,
  B64: isBase64,
  TS: isTimestamp,
  /** Prefixes the path of every loss from index m on (the callee's losses) with s. */
  PF(L: Loss[], m: number, s: string): void {
    for (let j = m; j < L.length; j++) L[j].path = s + L[j].path;
  },
  /** A type left to the closure engine: run its cell with an empty stack and make its paths relative. */
  CL(cell: Cell, v: any, L: Loss[], X: Set<string> | undefined): any {
    const m = L.length;
    const r = cell.fn(v, { losses: L, stack: [] }, X);
    for (let j = m; j < L.length; j++) L[j].path = L[j].path.slice(1); // drop the "$"
    return r;
  },
};
const HELPER_NAMES = Object.keys(HELPERS);

/** A property access: `.name` for identifiers, `["name"]` otherwise (both are named loads in V8). */
function prop(k: string): string {
  return /^[A-Za-z_$][A-Za-z0-9_$]*$/.test(k) ? `.${k}` : `[${JSON.stringify(k)}]`;
}
const lit = (s: string): string => JSON.stringify(s);
/** A loss with a static path and reason. */
const loseS = (frag: string, reason: string): string => `L.push({ path: ${lit(frag)}, reason: ${lit(reason)} });`;
/** A loss with path and reason given as JS expressions. */
const loseE = (fragExpr: string, reasonExpr: string): string => `L.push({ path: ${fragExpr}, reason: ${reasonExpr} });`;

// Tiny helpers written out inline: the generated functions are large, and TurboFan's inlining
// budget runs out on them, leaving a call per field for a test of a few compares.
/** isObj(x) for a variable x. */
const isObjE = (x: string): string => `(typeof ${x} === "object" && ${x} !== null && !Array.isArray(${x}))`;
/** isDefault(x) for a variable x. */
const isDefE = (x: string): string =>
  `(typeof ${x} === "string" ? ${x}.length === 0 : ${x} === 0 || ${x} === false || (typeof ${x} === "object" && ${x} !== null && ID(${x})))`;
/** deepCopy(x) for a variable x: primitives as they are, without a call. */
const copyE = (x: string): string => `(typeof ${x} !== "object" || ${x} === null ? ${x} : DC(${x}))`;

/** The known input keys of a type, as in engine.ts (a tree: nested plan paths). */
type KnownNode = Map<string, KnownNode | true>;

function addKnown(root: KnownNode, path: string): void {
  const parts = splitPath(path);
  let node = root;
  for (let i = 0; i < parts.length; i++) {
    const s = parts[i];
    if (i === parts.length - 1) {
      node.set(s, true);
      return;
    }
    const child = node.get(s);
    if (child === true) return;
    if (child === undefined) {
      const fresh: KnownNode = new Map();
      node.set(s, fresh);
      node = fresh;
    } else node = child;
  }
}

/** Where null is a value rather than absence (engine.ts isNullValue). */
function isNullValue(vp: ValuePlan, newerSide: boolean): boolean {
  return vp.kind === "copy" || (vp.kind === "object" && newerSide);
}

interface BodySpec {
  typeName: string;
  suffix: string;
  fields: FieldPlan[];
  templates: TemplatePlan[];
  consts: { path: string; value: string }[];
  hoist: HoistPlan | null;
  when: { path: string; equals?: string }[];
  extraKnownV1: string[];
  otherCases?: Map<string, string>;
  required?: RequiredPlan[];
}

/** A compiled field: statements on v (input), o (output), L (losses); keyed ones also as a function of the key's value. */
interface OpCode {
  code: string;
  late?: boolean;
  key?: string;
  keyCode?: (x: string) => string;
}

class Generator {
  readonly toOld: boolean;
  private readonly otherVersion: string;
  /** Function source texts. */
  readonly fns: string[] = [];
  /** Runtime values the source refers to as K<i>. */
  readonly consts: unknown[] = [];
  private readonly names = new Map<string, string>();
  private readonly pending: (() => void)[] = [];
  private closures: DirectionCompiler | undefined;
  private n = 0;

  constructor(
    readonly plan: DialectPlan,
    readonly dir: Direction,
  ) {
    this.toOld = dir === "toOlder";
    this.otherVersion = this.toOld ? `${plan.olderVersion} (${plan.dialect})` : plan.newerVersion;
  }

  private tmp(p: string): string {
    return `${p}${this.n++}`;
  }

  private konst(v: unknown): string {
    this.consts.push(v);
    return `K${this.consts.length - 1}`;
  }

  /** Generates every pending function (types reach others only through names, so order is free). */
  drain(): void {
    while (this.pending.length > 0) this.pending.shift()!();
  }

  /** The function name of a type id (generated on drain). */
  type(id: string): string {
    let name = this.names.get(id);
    if (name === undefined) {
      const t = this.plan.types[id];
      if (t === undefined) throw new TypeError(`compat plan (${this.plan.dialect}): unknown type "${id}"`);
      name = `T${this.names.size}`;
      this.names.set(id, name);
      const fname = name;
      this.pending.push(() => this.emitType(fname, t, [], () => this.closureCell(id)));
    }
    return name;
  }

  private hoistElement(h: HoistPlan): string {
    const key = `${h.element}\u0000hoist\u0000${h.shared.map((s) => s.newer).join(",")}`;
    let name = this.names.get(key);
    if (name === undefined) {
      const plan = this.plan.types[h.element];
      if (plan === undefined) throw new TypeError(`compat plan (${this.plan.dialect}): unknown type "${h.element}"`);
      const shared = new Set(h.shared.map((s) => s.newer));
      const filtered: TypePlan = {
        ...plan,
        fields: plan.fields.filter((f) => f.newer === null || !shared.has(f.newer)),
        requiredNewer: plan.requiredNewer?.filter((r) => !shared.has(r.field)),
      };
      name = `T${this.names.size}`;
      this.names.set(key, name);
      const fname = name;
      // Never delegated on its own: a hoist owner whose element needs the closures is delegated whole.
      this.pending.push(() => this.emitType(fname, filtered, [...shared], undefined));
    }
    return name;
  }

  private closureCell(id: string): Cell {
    this.closures ??= new DirectionCompiler(this.plan, this.dir);
    return this.closures.type(id);
  }

  private emitType(name: string, t: TypePlan, extraKnownV1: string[], closure: (() => Cell) | undefined): void {
    const mark = { fns: this.fns.length, consts: this.consts.length };
    let src: string | undefined;
    if (closure === undefined || !needsClosure(t, this.plan)) {
      try {
        src = this.typeSource(name, t, extraKnownV1);
      } catch (e) {
        if (closure === undefined) throw e;
        this.fns.length = mark.fns; // a half-generated type is dropped: its variant functions too
        src = undefined;
      }
    }
    if (src === undefined) {
      const cell = this.konst(closure!());
      src = `function ${name}(v, L, X) { return CL(${cell}, v, L, X); }`;
    }
    this.fns.push(src);
  }

  private inName(t: TypePlan): string {
    return this.toOld ? t.newer : t.older;
  }

  // -------------------------------------------------------------------------------------------
  // Types (engine: compileType / bodyConv / compileBody)

  private typeSource(name: string, t: TypePlan, extraKnownV1: string[]): string {
    const typeName = this.inName(t);
    const base = { fields: t.fields, templates: t.templates, consts: t.consts, hoist: t.hoist, extraKnownV1, required: this.toOld ? t.requiredOlder : t.requiredNewer };
    if (t.variants === null) return `function ${name}(v, L, X) {\n${this.body({ ...base, typeName, suffix: "", when: [] })}\n}`;
    const variants = t.variants;
    const bodies = variants.map((vp, i) => {
      const otherCases = new Map<string, string>();
      if (this.toOld) {
        for (const o of variants) {
          if (o.newerCase !== vp.newerCase) otherCases.set(o.newerCase, `${o.newerCase} and ${vp.newerCase} are one oneof of ${t.newer}: only ${vp.newerCase} is kept`);
        }
      }
      const fname = `${name}_${i}`;
      this.fns.push(
        `function ${fname}(v, L, X) {\n${this.body({ ...base, fields: [...t.fields, ...vp.fields], typeName, suffix: ` (${vp.newerCase})`, when: vp.when, otherCases })}\n}`,
      );
      return fname;
    });
    const notObject = `if (!${isObjE("v")}) { ${loseS("", "expected an object")} return undefined; }`;
    if (this.toOld) {
      const cases = variants.map((v) => v.newerCase);
      const tests = variants.map((vp, i) => {
        const nullSet = vp.fields.some((x) => x.newer === vp.newerCase && isNullValue(x.value, true));
        const m = this.tmp("m");
        return `const ${m} = v${prop(vp.newerCase)}; if (${m} !== undefined${nullSet ? "" : ` && ${m} !== null`}) return ${bodies[i]}(v, L, X);`;
      });
      return `function ${name}(v, L, X) {\n${notObject}\n${tests.join("\n")}\n${loseS("", `none of ${cases.join(", ")} is set`)}\nreturn undefined;\n}`;
    }
    const tests = variants.map((vp, i) => {
      const label = this.tmp("V");
      const conds = vp.when.map((w) => {
        const c = this.tmp("c");
        const fail = w.equals !== undefined ? `${c} !== ${lit(w.equals)}` : `${c} === undefined || ${c} === null`;
        return `${this.read(splitPath(w.path), "v", c)} if (${fail}) break ${label};`;
      });
      // The variant's own member missing from the output: the value is dropped whole (engine.ts says why).
      const r = this.tmp("r");
      const empty = loseS("", `is the ${vp.newerCase} variant of ${t.older} but holds no value for it`);
      return `${label}: { ${conds.join(" ")} const ${r} = ${bodies[i]}(v, L, X); if (${isObjE(r)} && ${r}${prop(vp.newerCase)} === undefined) { ${empty} return undefined; } return ${r}; }`;
    });
    return `function ${name}(v, L, X) {\n${notObject}\n${tests.join("\n")}\n${loseS("", `matches no variant of ${t.older}`)}\nreturn undefined;\n}`;
  }

  private body(spec: BodySpec): string {
    const toOld = this.toOld;
    const known: KnownNode = new Map();
    let wholeRead = false;
    const addIn = (p: string) => {
      if (p === "") wholeRead = true;
      else addKnown(known, p);
    };
    for (const f of spec.fields) {
      for (const p of this.inPaths(f)) addIn(p);
      if (!toOld && f.fallback) addIn(f.fallback.older);
    }
    for (const t of spec.templates) (toOld ? t.newer : [t.older]).forEach(addIn);
    if (!toOld) {
      for (const c of spec.consts) addIn(c.path);
      for (const w of spec.when) addIn(w.path);
    }
    if (spec.hoist) {
      const h = spec.hoist;
      if (toOld) addIn(h.newer);
      else [h.olderList, ...h.main.map((m) => m.older), ...h.shared.map((s) => s.older)].forEach(addIn);
    }
    if (toOld) spec.extraKnownV1.forEach(addIn);
    const topKnown = new Set(known.keys());

    const whole: string[] = [];
    const first: string[] = [];
    const middle: string[] = [];
    const late: string[] = [];
    const oneofs = new Map<string, string>();
    const table: Map<string, ((x: string) => string) | null> | undefined = wholeRead ? undefined : new Map();
    if (toOld) {
      for (const w of spec.when) if (w.equals !== undefined) first.push(this.write(splitPath(w.path), lit(w.equals)));
      for (const c of spec.consts) first.push(this.write(splitPath(c.path), lit(c.value)));
    }
    const wholeKnown = wholeRead ? this.konst(topKnown) : undefined;
    for (const f of spec.fields) {
      const op = this.fieldOp(f, oneofs, wholeKnown);
      if (op === undefined) continue;
      if (op.key !== undefined && table !== undefined && !table.has(op.key)) table.set(op.key, op.keyCode!);
      else if (op.late) late.push(op.code);
      else if (this.outPaths(f).includes("")) whole.push(op.code);
      else middle.push(op.code);
    }
    const carriedByFields = spec.fields.filter((f) => f.newer !== null && f.older !== null).map((f) => f.newer!);
    for (const t of spec.templates) {
      const carried = new Set([...carriedByFields, ...spec.templates.filter((o) => o !== t).flatMap((o) => o.newer)]);
      middle.push(this.templateOp(t, carried));
    }
    if (spec.hoist) middle.push(this.hoistOp(spec.hoist));
    if (spec.required !== undefined && spec.required.length > 0) late.push(this.requiredOp(spec));
    if (table !== undefined) for (const k of topKnown) if (!table.has(k)) table.set(k, null);

    const needsObject = known.size > 0 || !wholeRead;
    const out: string[] = [];
    if (needsObject) out.push(`if (!${isObjE("v")}) { ${loseS("", "expected an object")} return undefined; }`);
    out.push("let o = {};");
    if (oneofs.size > 0) out.push(`let ${[...oneofs.values()].join(", ")};`);
    out.push(...whole, ...first);
    if (table !== undefined) {
      // Dispatch on the key's length first, then compare the few names of that length: a flat
      // switch compares a key against every name before it.
      const byLength = new Map<number, string[]>();
      for (const [k, code] of table) {
        let arm: string;
        if (code === null) arm = `if (k === ${lit(k)}) continue;`;
        else {
          const x = this.tmp("x");
          arm = `if (k === ${lit(k)}) { const ${x} = v${prop(k)}; ${code(x)} continue; }`;
        }
        const list = byLength.get(k.length) ?? [];
        list.push(arm);
        byLength.set(k.length, list);
      }
      const cases = [...byLength].map(([n, arms]) => `case ${n}: ${arms.join(" ")} break;`);
      const { typeName, suffix, otherCases } = spec;
      const tail = lit(` is not a field of ${typeName}${suffix}`);
      let reason = `k + ${tail}`;
      if (otherCases !== undefined) for (const [c, r] of [...otherCases].reverse()) reason = `k === ${lit(c)} ? ${lit(r)} : ${reason}`;
      const unknown = `if (X === undefined || !X.has(k)) ${loseE("KF(k)", reason)}`;
      out.push(`for (const k in v) {\nswitch (k.length) {\n${cases.join("\n")}\n}\n${unknown}\n}`);
    }
    out.push(...middle, ...late);
    out.push(this.check(known, spec.typeName, spec.suffix, false, "v", ""));
    out.push("return o;");
    return out.filter((s) => s !== "").join("\n");
  }

  /** Engine compileCheck: objects on known nested paths must be objects holding only known keys. */
  private check(node: KnownNode, typeName: string, suffix: string, checkTop: boolean, base: string, frag: string): string {
    const parts: string[] = [];
    if (checkTop) {
      const keys = [...node.keys()].map((k) => `case ${lit(k)}:`).join(" ");
      parts.push(`for (const k in ${base}) switch (k) { ${keys} break; default: ${loseE(`${lit(frag)} + KF(k)`, `k + ${lit(` is not a field of ${typeName}${suffix}`)}`)} }`);
    }
    for (const [k, child] of node) {
      if (child === true) continue;
      const c = this.tmp("c");
      const f = frag + keyFragment(k);
      parts.push(
        `{ const ${c} = ${base}${prop(k)}; if (${c} !== undefined && ${c} !== null) { if (!${isObjE(c)}) ${loseS(f, "expected an object")} else { ${this.check(child, `${typeName}.${k}`, suffix, true, c, f)} } } }`,
      );
    }
    return parts.join("\n");
  }

  private inPaths(f: FieldPlan): string[] {
    if (this.toOld) return f.newer === null ? [] : [f.newer];
    return f.older ?? [];
  }

  private outPaths(f: FieldPlan): string[] {
    if (this.toOld) return f.older ?? [];
    return f.newer === null ? [] : [f.newer];
  }

  // -------------------------------------------------------------------------------------------
  // Reads and writes (engine: makeReader / makeWriter)

  /** Statements declaring `into` as the value at `segs` below `base` (undefined through a non-object). */
  private read(segs: string[], base: string, into: string): string {
    if (segs.length === 0) return `const ${into} = ${base};`;
    if (segs.length === 1) return `const ${into} = ${base}${prop(segs[0])};`;
    // The engine checks every step, the first included.
    let s = `let ${into} = ${base};`;
    for (const k of segs) s += ` ${into} = ${isObjE(into)} ? ${into}${prop(k)} : undefined;`;
    return s;
  }

  /** Statements writing the expression `val` at `segs` of `o` (the empty path adopts it). */
  private write(segs: string[], val: string, target = "o"): string {
    if (segs.length === 0) return `${target} = AD(${target}, ${val});`;
    if (segs.length === 1) return `${target}${prop(segs[0])} = ${val};`;
    const n = this.tmp("w");
    let s = `{ let ${n} = ${target};`;
    for (let i = 0; i < segs.length - 1; i++) {
      const c = this.tmp("w");
      s += ` let ${c} = ${n}${prop(segs[i])}; if (!${isObjE(c)}) { ${c} = {}; ${n}${prop(segs[i])} = ${c}; } ${n} = ${c};`;
    }
    return `${s} ${n}${prop(segs[segs.length - 1])} = ${val}; }`;
  }

  // -------------------------------------------------------------------------------------------
  // Fields (engine: fieldOp and the ops it picks)

  private fieldOp(f: FieldPlan, oneofs: Map<string, string>, wholeKnown: string | undefined): OpCode | undefined {
    const toOld = this.toOld;
    const ins = this.inPaths(f);
    const outs = this.outPaths(f);
    if (f.derive) return this.deriveOp(f, ins, outs);
    if (ins.length === 0 && !(f.fallback && !toOld)) return undefined;
    if (outs.length === 0) {
      if (ins.length === 1 && splitPath(ins[0]).length === 1) return this.keyed(ins[0], this.oneSidedKey(f, pathFragment(ins[0])));
      return { code: this.oneSidedOp(f, ins) };
    }
    if (f.value.kind === "invert") return { code: this.invertOp(ins, outs) };

    const nullIsValue = isNullValue(f.value, toOld);
    const implicit = f.implicit === true;
    const materialize = f.materialize === true;
    const fb = !toOld && f.fallback ? f.fallback : undefined;
    let oneof: string | undefined;
    if (!toOld && f.oneof !== undefined) {
      if (!oneofs.has(f.oneof)) oneofs.set(f.oneof, `s${oneofs.size}`);
      oneof = oneofs.get(f.oneof)!;
    }
    const oneofName = f.oneof;
    const fieldName = outs[0];
    const extra = ins.includes("") ? wholeKnown : undefined;
    const present = (x: string) => (nullIsValue ? `${x} !== undefined` : `${x} !== undefined && ${x} !== null`);
    const oneofCode = (label: string, fragExpr: string) =>
      oneof === undefined
        ? ""
        : `if (${oneof} !== undefined) { ${loseE(fragExpr, `${lit(`a second member of oneof ${oneofName} (`)} + ${oneof} + " is already set)"`)} break ${label}; } ${oneof} = ${lit(fieldName)};`;

    // As in the engine: a nested output runs after the key loop, so its parent's own field cannot overwrite it.
    if (ins.length === 1 && outs.length === 1 && !fb && !materialize && extra === undefined && splitPath(ins[0]).length === 1 && splitPath(outs[0]).length === 1) {
      const frag = pathFragment(ins[0]);
      const outSegs = splitPath(outs[0]);
      if (oneof === undefined && !implicit && outSegs.length === 1 && outSegs[0] !== "__proto__") {
        return this.keyed(ins[0], (x) => {
          const r = this.tmp("r");
          return `if (${present(x)}) { let ${r}; ${this.value(f.value, f.loss, x, frag, undefined, r)} if (${r} !== undefined) o${prop(outSegs[0])} = ${r}; }`;
        });
      }
      return this.keyed(ins[0], (x) => {
        const label = this.tmp("F");
        const r = this.tmp("r");
        let s = `${label}: { if (!(${present(x)})) break ${label};`;
        if (toOld && implicit) s += ` if (${this.defaultIn(f.value, x)}) break ${label};`;
        s += ` let ${r}; ${this.value(f.value, f.loss, x, frag, undefined, r)} if (${r} === undefined) break ${label};`;
        if (!toOld && implicit) s += ` if (${this.defaultOut(f.value, r)}) break ${label};`;
        s += ` ${oneofCode(label, lit(frag))} ${this.write(outSegs, r)} }`;
        return s;
      });
    }

    // The general op: several older paths (the first present is read), fallback, materialize, nested paths.
    const label = this.tmp("F");
    const x = this.tmp("x");
    const r = this.tmp("r");
    const frags = ins.map(pathFragment);
    // The path the value was read at is static with one path and nothing else to read.
    const staticFrag = ins.length === 1 && !fb && !materialize ? frags[0] : undefined;
    const fr = this.tmp("fr");
    const chain = (i: number): string => {
      if (i === ins.length) {
        if (fb === undefined) return "";
        const w = this.tmp("t");
        const fbFrag = pathFragment(fb.older);
        // Reported where the value was missing; converted from where it was found.
        return `${this.read(splitPath(fb.older), "v", w)} if (${w} !== undefined && ${w} !== null && ${w} !== "") { ${x} = ${w}; ${loseS(frags[0] ?? "", fb.reason)} ${fr} = ${lit(fbFrag)}; }`;
      }
      const t = this.tmp("t");
      const others: string[] = [];
      for (let j = i + 1; j < ins.length; j++) {
        const w = this.tmp("t");
        others.push(
          `{ ${this.read(splitPath(ins[j]), "v", w)} if (${w} !== undefined && ${w} !== null && typeof ${w} !== "object" && ${w} !== ${x}) ${loseS(frags[j], `differs from ${ins[i]}, which is the one read`)} }`,
        );
      }
      return `{ ${this.read(splitPath(ins[i]), "v", t)} if (${present(t)}) { ${x} = ${t}; ${staticFrag === undefined ? `${fr} = ${lit(frags[i])};` : ""} ${others.join(" ")} } else { ${chain(i + 1)} } }`;
    };
    let s = `${label}: { let ${x}${staticFrag === undefined ? `, ${fr} = ""` : ""}; ${chain(0)}`;
    if (toOld && implicit) s += ` if (${x} !== undefined && ${this.defaultIn(f.value, x)}) ${x} = undefined;`;
    s += ` if (${x} === undefined) ${materialize ? `${x} = {};` : `break ${label};`}`;
    if (staticFrag !== undefined) s += ` let ${r}; ${this.value(f.value, f.loss, x, staticFrag, extra, r)}`;
    else {
      const m = this.tmp("m");
      s += ` const ${m} = L.length; let ${r}; ${this.value(f.value, f.loss, x, "", extra, r)} if (L.length !== ${m} && ${fr} !== "") PF(L, ${m}, ${fr});`;
    }
    s += ` if (${r} === undefined) break ${label};`;
    if (materialize) s += ` if (${isObjE(r)} && IE(${r})) break ${label};`;
    if (!toOld && implicit) s += ` if (${this.defaultOut(f.value, r)}) break ${label};`;
    s += ` ${oneofCode(label, staticFrag === undefined ? fr : lit(staticFrag))}`;
    s += ` ${this.write(splitPath(outs[0]), r)}`;
    for (let j = 1; j < outs.length; j++) s += ` ${this.write(splitPath(outs[j]), `${copyE(r)}`)}`;
    return { code: `${s} }` };
  }

  /**
   * isDefault(r) of a converted value, by what the value kind's code returns: a list always a fresh
   * array, a map a fresh plain object, an enum a string; anything else the general test.
   */
  private defaultOut(vp: ValuePlan, r: string): string {
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
  private defaultIn(vp: ValuePlan, x: string): string {
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

  private keyed(path: string, keyCode: (x: string) => string): OpCode {
    const k = splitPath(path)[0];
    const x = this.tmp("x");
    return { key: k, keyCode, code: `{ const ${x} = v${prop(k)}; ${keyCode(x)} }` };
  }

  private oneSidedKey(f: FieldPlan, frag: string): (x: string) => string {
    if (f.loss === undefined) return () => ""; // carried by the containing pair: known, never lost
    const implicit = f.implicit === true;
    const reason = f.loss ?? `has no ${this.otherVersion} form`;
    return (x) => `if (!(${x} === undefined || ${x} === null${implicit ? ` || ${this.defaultIn(f.value, x)}` : ""})) ${loseS(frag, reason)}`;
  }

  private oneSidedOp(f: FieldPlan, ins: string[]): string {
    if (f.loss === undefined) return "";
    const implicit = f.implicit === true;
    const reason = f.loss ?? `has no ${this.otherVersion} form`;
    return ins
      .map((p) => {
        const x = this.tmp("t");
        return `{ ${this.read(splitPath(p), "v", x)} if (!(${x} === undefined || ${x} === null${implicit ? ` || ${this.defaultIn(f.value, x)}` : ""})) ${loseS(pathFragment(p), reason)} }`;
      })
      .join("\n");
  }

  private invertOp(ins: string[], outs: string[]): string {
    const label = this.tmp("F");
    const b = this.tmp("b");
    const reads = ins.map((p) => {
      const x = this.tmp("t");
      return `${this.read(splitPath(p), "v", x)} if (${x} !== undefined && ${x} !== null) { if (typeof ${x} === "boolean") ${b} = ${x}; else ${loseS(pathFragment(p), "expected a boolean")} break ${label}; }`;
    });
    const writes = outs.map((p) => this.write(splitPath(p), `!${b}`)).join(" ");
    // The older side always gets the boolean; the newer side omits false.
    const tail = this.toOld ? writes : `if (!${b}) { ${writes} }`;
    return `{ let ${b} = false; ${label}: { ${reads.join(" ")} } ${tail} }`;
  }

  private deriveOp(f: FieldPlan, ins: string[], outs: string[]): OpCode | undefined {
    const d = f.derive!;
    const fromSegs = splitPath(d.from);
    const inValues = (s: string) => (d.values.length === 0 ? "false" : `(typeof ${s} === "string" && (${d.values.map((x) => `${s} === ${lit(x)}`).join(" || ")}))`);
    if (this.toOld) {
      const s = this.tmp("d");
      const b = this.tmp("b");
      return { code: `{ ${this.read(fromSegs, "v", s)} const ${b} = ${inValues(s)}; ${outs.map((p) => this.write(splitPath(p), b)).join(" ")} }` };
    }
    if (ins.length === 0) return undefined;
    const label = this.tmp("F");
    const tail = f.loss ? `: ${f.loss}` : "";
    const reads = ins.map((p, i) => {
      const x = this.tmp("t");
      const s = this.tmp("d");
      const frag = pathFragment(p);
      // Absent reads false (ProtoJSON omits it), unless a later older path holds it.
      const absent = i < ins.length - 1 ? "" : `if (${x} === undefined || ${x} === null) ${x} = false; `;
      return (
        `${this.read(splitPath(p), "v", x).replace(/^const /, "let ")} ${absent}if (${x} !== undefined && ${x} !== null) { ` +
        `if (typeof ${x} !== "boolean") ${loseS(frag, "expected a boolean")} ` +
        `else { ${this.read(fromSegs, "o", s)} if (${x} !== ${inValues(s)}) ${loseE(lit(frag), `${x} + ${lit(` disagrees with ${d.from} `)} + (${s} === undefined ? "(absent)" : JSON.stringify(${s})) + ${lit(tail)}`)} } ` +
        `break ${label}; }`
      );
    });
    return { late: true, code: `${label}: { ${reads.join(" ")} }` };
  }

  // -------------------------------------------------------------------------------------------
  // Templates and hoist (engine: templateOp / hoistOp)

  private templateOp(t: TemplatePlan, carried: ReadonlySet<string>): string {
    const templates = t.templates.map(compileTemplate);
    const oldFrag = pathFragment(t.older);
    if (this.toOld) {
      const names = t.newer;
      if (names.length === 0) return ""; // nothing to bind: the engine's op never writes
      const vars = names.map(() => this.tmp("b"));
      const varOf = (name: string): string | undefined => {
        const i = names.lastIndexOf(name);
        return i < 0 ? undefined : vars[i];
      };
      const reads = names.map((name, i) => {
        const y = this.tmp("y");
        const frag = keyFragment(name);
        const slash = carried.has(name) ? "" : loseS(frag, `contains "/", which one segment of ${t.older} cannot hold`);
        return `const ${y} = v${prop(name)}; if (${y} !== undefined && ${y} !== null && ${y} !== "") { if (typeof ${y} !== "string") ${loseS(frag, "expected a string")} else if (${y}.includes("/")) { ${slash} } else ${vars[i]} = ${y}; }`;
      });
      const s = this.tmp("n");
      const tries = templates.map((tp) => {
        const cond = tp.vars.length === 0 ? "true" : tp.vars.map((name) => `${varOf(name) ?? "undefined"} !== undefined`).join(" && ");
        const pieces = tp.parts.map((p, j) => (j === 0 ? "" : `"/" + `) + (typeof p === "string" ? lit(p) : varOf(p.name)));
        return `if (${cond}) { const ${s} = ${pieces.join(" + ") || '""'}; ${this.write(splitPath(t.older), s)} }`;
      });
      const first = templates[0];
      const miss = this.tmp("ms");
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
    const y = this.tmp("y");
    const label = this.tmp("P");
    const all = t.templates.join(", ");
    const tries = templates.map((tp) => {
      const g = this.tmp("g");
      const k = this.konst(tp);
      const binds = tp.vars.map((name, j) => {
        const h = this.tmp("h");
        return `const ${h} = o${prop(name)}; if (${h} !== undefined && ${h} !== ${g}[${j}]) ${loseE(lit(oldFrag), `${lit(`${name} `)} + JSON.stringify(${g}[${j}]) + " disagrees with " + JSON.stringify(${h}) + ", which is kept"`)} else o${prop(name)} = ${g}[${j}];`;
      });
      return `const ${g} = MT(${k}, ${y}); if (${g} !== undefined) { ${binds.join(" ")} break ${label}; }`;
    });
    return (
      `{ ${this.read(splitPath(t.older), "v", y)} if (${y} !== undefined && ${y} !== null) { if (typeof ${y} !== "string") ${loseS(oldFrag, "expected a string")} ` +
      `else ${label}: { ${tries.join(" ")} ${loseE(lit(oldFrag), `JSON.stringify(${y}) + ${lit(` matches none of ${all}`)}`)} } } }`
    );
  }

  /** Engine requiredOp: required output fields left unset are reported (or filled with their implicit default). */
  private requiredOp(spec: BodySpec): string {
    const inputName = (field: string): string => {
      for (const f of spec.fields) {
        const outs = this.outPaths(f);
        const ins = this.inPaths(f);
        if (ins.length > 0 && outs.some((p) => splitPath(p)[0] === field)) return ins[0];
      }
      for (const t of spec.templates) {
        if (this.toOld ? t.older === field : t.newer.includes(field)) return this.toOld ? t.newer[0] : t.older;
      }
      return field;
    };
    const side = this.toOld ? `${this.plan.olderVersion} (${this.plan.dialect})` : this.plan.newerVersion;
    const checks = spec.required!.map((r) => {
      const u = this.tmp("u");
      const tests = [`${u} === undefined`, `${u} === null`];
      if (r.zero !== undefined) tests.push(`${u} === ${lit(r.zero)}`);
      // Strings first (the common case), then engine.ts's remaining defaults: 0, false, [] and {}.
      if (r.implicit) tests.push(`(typeof ${u} === "string" ? ${u}.length === 0 : ${u} === 0 || ${u} === false || (Array.isArray(${u}) ? ${u}.length === 0 : ${isObjE(u)} && IE(${u})))`);
      const lost = loseS(pathFragment(inputName(r.field)), `the ${side} form requires ${r.field}, which this value leaves unset`);
      // A fresh [] or {} per output, as engine.ts writes.
      const fill = r.fill === undefined ? undefined : typeof r.fill === "object" ? (Array.isArray(r.fill) ? "[]" : "{}") : JSON.stringify(r.fill);
      const act = fill === undefined ? lost : `if (${u} === undefined) o${prop(r.field)} = ${fill}; else ${lost}`;
      return `{ const ${u} = o${prop(r.field)}; if (${tests.join(" || ")}) { ${act} } }`;
    });
    return `if (IO(o)) { ${checks.join(" ")} }`;
  }

  private hoistOp(h: HoistPlan): string {
    const elem = this.hoistElement(h);
    const list = this.tmp("hl");
    const L0 = this.tmp("hL");
    const m0 = this.tmp("m0");
    const i = this.tmp("i");
    const r = this.tmp("r");
    const mk = this.tmp("mk");
    const nn = (x: string) => `${x} !== undefined && ${x} !== null`;
    if (this.toOld) {
      const listFrag = pathFragment(h.newer);
      const el = this.tmp("el");
      const sharedChecks = h.shared
        .map((s) => {
          const w = this.tmp("w");
          return `{ const ${w} = ${el}${prop(s.newer)}; if (${nn(w)} && ${w} !== ${m0}${prop(s.newer)}) ${loseE(lit(keyFragment(s.newer)), `${lit(`the older side holds one ${s.older} for the whole object (`)} + JSON.stringify(${m0}${prop(s.newer)} ?? null) + ")"`)} }`;
        })
        .join(" ");
      const mains = h.main
        .map((m) => {
          const w = this.tmp("w");
          return `{ ${this.read(splitPath(m.newer), m0, w)} if (${nn(w)}) ${this.write(splitPath(m.older), `${copyE(w)}`)} }`;
        })
        .join(" ");
      const shareds = h.shared
        .map((s) => {
          const w = this.tmp("w");
          return `{ const ${w} = ${m0}${prop(s.newer)}; if (${nn(w)}) ${this.write(splitPath(s.older), `${copyE(w)}`)} }`;
        })
        .join(" ");
      const label = this.tmp("H");
      const C = this.tmp("C");
      const k = this.tmp("k");
      // The elements the older side can use: those of its own version, when any is (engine.ts).
      let select = "";
      if (h.select !== undefined) {
        const parts = h.select.version.split(".");
        const b0 = parts[0];
        const b1 = parts[1] ?? "0";
        const P = this.tmp("P");
        const e = this.tmp("e");
        const j = this.tmp("j");
        select =
          `const ${P} = ${L0}.filter((${e}) => ${isObjE(e)} && SM(${e}${prop(h.select.newer)}, ${lit(b0)}, ${lit(b1)})); ` +
          `if (${P}.length > 0 && ${P}.length < ${L0}.length) { for (let ${j} = 0; ${j} < ${L0}.length; ${j}++) if (!${P}.includes(${L0}[${j}])) ` +
          `${loseE(`${lit(listFrag)} + "[" + ${j} + "]"`, lit(h.select.reason))} ${C} = ${P}; } `;
      }
      return (
        `${label}: { ${this.read(splitPath(h.newer), "v", L0)} if (${L0} === undefined || ${L0} === null) break ${label}; ` +
        `if (!Array.isArray(${L0})) { ${loseS(listFrag, "expected a list")} break ${label}; } if (${L0}.length === 0) break ${label}; ` +
        `let ${C} = ${L0}; ${select}const ${m0} = ${C}[0]; const ${list} = []; ` +
        `for (let ${k} = 0; ${k} < ${C}.length; ${k}++) { const ${el} = ${C}[${k}]; const ${i} = ${C} === ${L0} ? ${k} : ${L0}.indexOf(${el}); ` +
        `const ${mk} = L.length; const ${r} = ${elem}(${el}, L, undefined); if (${r} !== undefined) ${list}.push(${r}); ` +
        (h.shared.length > 0 ? `if (${i} > 0 && ${isObjE(el)} && ${isObjE(m0)}) { ${sharedChecks} } ` : "") +
        `if (L.length !== ${mk}) PF(L, ${mk}, ${lit(listFrag)} + "[" + ${i} + "]"); } ` +
        `if (${isObjE(m0)}) { ${mains} ${shareds} } ${this.write(splitPath(h.olderList), list)} }`
      );
    }
    const listFrag = pathFragment(h.olderList);
    const sv = h.shared.map(() => this.tmp("sv"));
    const sharedReads = h.shared
      .map((s, j) => {
        const w = this.tmp("w");
        return `${this.read(splitPath(s.older), "v", w)} const ${sv[j]} = ${nn(w)} ? ${w} : ${s.default === undefined ? "undefined" : lit(s.default)};`;
      })
      .join(" ");
    const mainReads = h.main
      .map((m) => {
        const w = this.tmp("w");
        return `{ ${this.read(splitPath(m.older), "v", w)} if (${nn(w)}) { if (${m0} === undefined) ${m0} = {}; ${m0}${prop(m.newer)} = ${copyE(w)}; } }`;
      })
      .join(" ");
    const defaults = h.main
      .filter((m) => m.default !== undefined)
      .map((m) => `if (${m0}${prop(m.newer)} === undefined) ${m0}${prop(m.newer)} = ${lit(m.default!)};`)
      .join(" ");
    const fillShared = (target: string) => h.shared.map((s, j) => `if (${sv[j]} !== undefined) ${target}${prop(s.newer)} = DC(${sv[j]});`).join(" ");
    const same = h.identity.length === 0 ? "true" : h.identity.map((k) => `${r}${prop(k)} === ${m0}${prop(k)}`).join(" && ");
    const lst = this.tmp("L");
    // As in the engine: hoisted fields the element requires, reported when unset.
    const elementRequired = new Set((this.plan.types[h.element]?.requiredNewer ?? []).map((q) => q.field));
    const reasonOf = (f: string) => `the ${this.plan.newerVersion} form requires ${f}, which this value leaves unset`;
    const unsetE = (x: string) => `(${x} === undefined || ${x} === null || ${x} === "")`;
    const onM0 = [...h.main, ...h.shared]
      .filter((x) => elementRequired.has(x.newer))
      .map((x) => {
        const w = this.tmp("w");
        return `{ const ${w} = ${m0}${prop(x.newer)}; if (${unsetE(w)}) ${loseS(pathFragment(x.older), reasonOf(x.newer))} }`;
      })
      .join(" ");
    const onShared = h.shared
      .map((x, j) => (elementRequired.has(x.newer) ? `if (${unsetE(sv[j])}) ${loseS(pathFragment(x.older), reasonOf(x.newer))}` : ""))
      .join(" ");
    const requiredChecks = `if (${m0} !== undefined) { ${onM0} } else if (${list}.length > 0) { ${onShared} }`;
    return (
      `{ ${sharedReads} let ${m0}; ${mainReads} if (${m0} !== undefined) { ${defaults} ${fillShared(m0)} } ` +
      `const ${list} = ${m0} === undefined ? [] : [${m0}]; ${this.read(splitPath(h.olderList), "v", lst)} ` +
      `if (${nn(lst)}) { if (!Array.isArray(${lst})) ${loseS(listFrag, "expected a list")} else { ` +
      `for (let ${i} = 0; ${i} < ${lst}.length; ${i}++) { const ${mk} = L.length; const ${r} = ${elem}(${lst}[${i}], L, undefined); ` +
      `if (L.length !== ${mk}) PF(L, ${mk}, ${lit(listFrag)} + "[" + ${i} + "]"); if (${r} === undefined) continue; ${fillShared(r)} ` +
      `if (${m0} !== undefined && ${same}) continue; ${list}.push(${r}); } } } ` +
      `${requiredChecks} ` +
      `if (${list}.length !== 0) ${this.write(splitPath(h.newer), list)} }`
    );
  }

  // -------------------------------------------------------------------------------------------
  // Values (engine: value()). Statements that assign `res` (declared by the caller, undefined) from
  // the present value `x`; losses get the static relative path `frag`. Prefix-compatible: the same
  // code with frag "" followed by prefixing the new losses with frag gives the same losses.

  private value(vp: ValuePlan, loss: string | undefined, x: string, frag: string, extra: string | undefined, res: string): string {
    const toOld = this.toOld;
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
        const plan = this.plan.enums[vp.enum];
        if (plan === undefined) throw new TypeError(`compat plan (${this.plan.dialect}): unknown enum "${vp.enum}"`);
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
        cases.push(`default: ${loseE(F, `JSON.stringify(${x}) + ${lit(` is not a value of ${typeName}`)}`)}`);
        return `switch (${x}) { ${cases.join(" ")} }`;
      }
      case "message": {
        const fn = this.type(vp.type);
        if (frag === "") return `${res} = ${fn}(${x}, L, ${extra ?? "undefined"});`;
        const m = this.tmp("m");
        return `const ${m} = L.length; ${res} = ${fn}(${x}, L, ${extra ?? "undefined"}); if (L.length !== ${m}) PF(L, ${m}, ${F});`;
      }
      case "list": {
        if (vp.of.kind === "copy") return `if (Array.isArray(${x})) ${res} = CA(${x}); else ${loseS(frag, "expected a list")}`;
        const a = this.tmp("a");
        const i = this.tmp("i");
        const e = this.tmp("e");
        const m = this.tmp("m");
        const r = this.tmp("r");
        return (
          `if (!Array.isArray(${x})) ${loseS(frag, "expected a list")} else { const ${a} = []; ` +
          `for (let ${i} = 0; ${i} < ${x}.length; ${i}++) { const ${e} = ${x}[${i}]; const ${m} = L.length; let ${r}; ${this.value(vp.of, loss, e, "", undefined, r)} ` +
          `if (L.length !== ${m}) PF(L, ${m}, ${F} + "[" + ${i} + "]"); if (${r} !== undefined) ${a}.push(${r}); } ${res} = ${a}; }`
        );
      }
      case "map": {
        if (vp.of.kind === "copy") return `if (${isObjE(x)}) ${res} = ${copyE(x)}; else ${loseS(frag, "expected an object")}`;
        const a = this.tmp("a");
        const k = this.tmp("k");
        const e = this.tmp("e");
        const m = this.tmp("m");
        const r = this.tmp("r");
        return (
          `if (!${isObjE(x)}) ${loseS(frag, "expected an object")} else { const ${a} = {}; ` +
          `for (const ${k} in ${x}) { const ${e} = ${x}[${k}]; const ${m} = L.length; let ${r}; ${this.value(vp.of, loss, e, "", undefined, r)} ` +
          `if (L.length !== ${m}) PF(L, ${m}, ${F} + KF(${k})); if (${r} !== undefined) { if (${k} === "__proto__") SK(${a}, ${k}, ${r}); else ${a}[${k}] = ${r}; } } ${res} = ${a}; }`
        );
      }
      case "wrap": {
        const field = vp.field;
        if (toOld) {
          const k = this.tmp("k");
          const inner = this.tmp("in");
          return (
            `if (!${isObjE(x)}) ${loseS(frag, "expected an object")} else { ` +
            `for (const ${k} in ${x}) if (${k} !== ${lit(field)}) ${loseE(`${F} + KF(${k})`, `${k} + ${lit(` is not a field of the wrapper {${field}}`)}`)} ` +
            `const ${inner} = ${x}${prop(field)}; if (${inner} !== undefined && ${inner} !== null) { ${this.value(vp.of, loss, inner, frag + keyFragment(field), undefined, res)} }` +
            // ProtoJSON omits an empty list: the wrapper of nothing is the empty list.
            (vp.of.kind === "list" ? ` else ${res} = [];` : "") +
            ` }`
          );
        }
        const r = this.tmp("r");
        // As in the engine: ProtoJSON omits an empty list inside the wrapper.
        return `let ${r}; ${this.value(vp.of, loss, x, frag, undefined, r)} if (${r} !== undefined) { ${res} = {}; if (!(Array.isArray(${r}) && ${r}.length === 0)) ${res}${prop(field)} = ${r}; }`;
      }
      case "first": {
        if (toOld) {
          const r = this.tmp("r");
          return `let ${r}; ${this.value(vp.of, loss, x, frag, undefined, r)} if (${r} !== undefined) ${res} = [${r}];`;
        }
        const reason = loss ?? "only the first element has a newer form";
        const e = this.tmp("e");
        const i = this.tmp("i");
        return (
          `if (!Array.isArray(${x})) ${loseS(frag, "expected a list")} else if (${x}.length !== 0) { const ${e} = ${x}[0]; ${this.value(vp.of, loss, e, `${frag}[0]`, undefined, res)} ` +
          `for (let ${i} = 1; ${i} < ${x}.length; ${i}++) ${loseE(`${F} + "[" + ${i} + "]"`, lit(reason))} }`
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
}

/**
 * Whether a type must run on the closures: a "__proto__" name anywhere (literal property syntax would
 * mean the prototype), or a plan property this generator does not know (a feature added to the plan and
 * the engine since: the engine stays right, the type just runs slower).
 */
function needsClosure(t: TypePlan, plan: DialectPlan): boolean {
  if (JSON.stringify(t).includes("__proto__")) return true;
  if (!knownType(t)) return true;
  const el = t.hoist ? plan.types[t.hoist.element] : undefined;
  return el !== undefined && (JSON.stringify(el).includes("__proto__") || !knownType(el));
}

const only = (o: unknown, keys: readonly string[]): boolean =>
  typeof o === "object" && o !== null && Object.keys(o).every((k) => keys.includes(k));
const all = <T>(xs: unknown, ok: (x: T) => boolean): boolean => Array.isArray(xs) && xs.every(ok);

function knownValue(vp: ValuePlan): boolean {
  switch (vp.kind) {
    case "copy":
      return only(vp, ["kind", "values", "format"]) && (vp.format === undefined || vp.format === "bytes" || vp.format === "timestamp");
    case "enum":
      return only(vp, ["kind", "enum"]);
    case "message":
      return only(vp, ["kind", "type"]);
    case "list":
    case "map":
    case "first":
      return only(vp, ["kind", "of"]) && knownValue(vp.of);
    case "wrap":
      return only(vp, ["kind", "field", "of"]) && knownValue(vp.of);
    case "object":
    case "zeroUnset":
    case "invert":
      return only(vp, ["kind"]);
    default:
      return false;
  }
}

function knownField(f: FieldPlan): boolean {
  return (
    only(f, ["newer", "older", "value", "oneof", "implicit", "materialize", "loss", "fallback", "derive", "note"]) &&
    knownValue(f.value) &&
    (f.fallback === undefined || only(f.fallback, ["older", "reason"])) &&
    (f.derive === undefined || only(f.derive, ["from", "values"]))
  );
}

function knownType(t: TypePlan): boolean {
  const req = (r: unknown) => all(r, (x) => only(x, ["field", "implicit", "zero", "fill"]));
  const h = t.hoist;
  return (
    only(t, ["id", "newer", "older", "consts", "fields", "templates", "variants", "hoist", "requiredNewer", "requiredOlder"]) &&
    all(t.consts, (c) => only(c, ["path", "value"])) &&
    all(t.fields, knownField) &&
    all(t.templates, (x) => only(x, ["newer", "older", "templates", "note"])) &&
    (t.variants === null ||
      all(t.variants, (v: { when: unknown; fields: FieldPlan[] }) => only(v, ["newerCase", "when", "fields"]) && all(v.when, (w) => only(w, ["path", "equals"])) && all(v.fields, knownField))) &&
    (h === null ||
      (only(h, ["newer", "olderList", "element", "main", "shared", "identity", "select", "note"]) &&
        all(h.main, (m) => only(m, ["newer", "older", "default"])) &&
        all(h.shared, (m) => only(m, ["newer", "older", "default"])) &&
        (h.select === undefined || only(h.select, ["newer", "version", "reason"])))) &&
    (t.requiredNewer === undefined || req(t.requiredNewer)) &&
    (t.requiredOlder === undefined || req(t.requiredOlder))
  );
}

/** The generated source of one direction of a plan (exported for inspection and tests). */
export function generateSource(plan: DialectPlan, dir: Direction): { source: string; consts: unknown[]; names: Map<string, string> } {
  const g = new Generator(plan, dir);
  const names = new Map<string, string>();
  for (const id of Object.keys(plan.types)) names.set(id, g.type(id));
  g.drain();
  const source =
    `"use strict";\n` +
    g.consts.map((_, i) => `const K${i} = K[${i}];`).join(" ") +
    "\n" +
    g.fns.join("\n") +
    `\nreturn { ${[...names.values()].map((n) => `${n}: ${n}`).join(", ")} };`;
  return { source, consts: g.consts, names };
}

type GenFn = (v: any, L: Loss[], X: Set<string> | undefined) => any;

/** Compiles the generated source of one direction; null when code generation is unavailable. */
export function compileGenerated(plan: DialectPlan, dir: Direction): Map<string, GenFn> | null {
  let fns: Record<string, GenFn>;
  let names: Map<string, string>;
  try {
    const gen = generateSource(plan, dir);
    names = gen.names;
    const make = new Function("K", ...HELPER_NAMES, gen.source);
    fns = make(gen.consts, ...HELPER_NAMES.map((n) => HELPERS[n as keyof typeof HELPERS]));
  } catch {
    // Code generation disallowed (e.g. a CSP without unsafe-eval): the closures alone will do.
    return null;
  }
  return new Map([...names].map(([id, name]) => [id, fns[name]]));
}

/**
 * The type converters of one direction for compileDirection: generated on the first call of any of
 * them (so that directions never used cost nothing at import), or the closure engine's where code
 * generation is unavailable.
 */
export function fastTypes(plan: DialectPlan, dir: Direction): (id: string) => FastTypeConv | undefined {
  let built: Map<string, GenFn> | null | undefined;
  let closures: DirectionCompiler | undefined;
  const resolve = (id: string): FastTypeConv => {
    if (built === undefined) built = compileGenerated(plan, dir);
    const fn = built?.get(id);
    if (fn === undefined) {
      closures ??= new DirectionCompiler(plan, dir);
      const cell = closures.type(id);
      return (v, ctx) => cell.fn(v, ctx, undefined);
    }
    return (v, ctx) => {
      const L = ctx.losses;
      const m = L.length;
      const r = fn(v, L, undefined);
      if (L.length !== m) HELPERS.PF(L, m, "$");
      return r;
    };
  };
  return (id) => {
    if (!Object.hasOwn(plan.types, id)) return undefined;
    let conv: FastTypeConv | undefined;
    return (v, ctx) => (conv ??= resolve(id))(v, ctx);
  };
}
