// Prints the version-diff converters of one direction of one dialect plan as JavaScript: one
// function per type (and per variant) with literal property names (`const x = v.messageId; ...;
// o.messageId = x;`), so V8 sees monomorphic loads and stores and can inline across types.
// The closure engine that used to run the plans (test/support/oracles/compat-engine.ts) is the oracle these
// functions are tested against (test/generator/compat/differential.test.ts): same values, same losses, same order.
//
// Losses get their paths without a path stack: every function reports paths RELATIVE to the value it
// converts ("" is the value itself); a caller that descended into a field or list element prefixes the
// losses its callee added (`L.length` moved) with that fragment. The happy path pays one length compare
// per nested call; strings are built only when a loss happens. The public entry adds "$".

import { splitPath } from "@a2a-bindgen/runtime/compat";
import type { DialectPlan, FieldPlan, HoistPlan, TypePlan, ValuePlan } from "@a2a-bindgen/runtime";
import { GenerationError } from "../../model/errors.js";
import { addKnown, isNullValue, isObjE, lit, loseE, loseR, notObjectE, prop, type BodySpec, type KnownNode, type OpCode } from "./source.js";
import { constantName, converterName } from "./names.js";
import type { Direction, Printer } from "./printer.js";
import * as fields from "./fields.js";
import * as layout from "./layout.js";
import * as values from "./values.js";

export type { Direction } from "./printer.js";

/** One printed converter: its name, the source and target messages it converts, and its text. */
export interface PrintedFunction {
  readonly name: string;
  /** "converts <source> -> <target>": the comment printed above it. */
  readonly doc: string;
  readonly text: string;
}

export class Generator implements Printer {
  readonly toOld: boolean;
  readonly otherVersion: string;
  /** The printed converters, in the order printed (the module sorts them by name). */
  readonly fns: PrintedFunction[] = [];
  /** Module constants: name → JavaScript source. */
  readonly consts = new Map<string, string>();
  private readonly names = new Map<string, string>();
  private readonly pending: (() => void)[] = [];
  private n = 0;

  constructor(
    readonly plan: DialectPlan,
    readonly dir: Direction,
    /** Ends every converter name: the module's direction and dialect (toV1_0_jsonrpc), so names are unique across modules. */
    readonly suffix: string,
  ) {
    this.toOld = dir === "toOlder";
    this.otherVersion = this.toOld ? `${plan.olderVersion} (${plan.dialect})` : plan.newerVersion;
  }

  tmp(p: string): string {
    return `${p}${this.n++}`;
  }

  /** A module-level constant: `expr` is its JavaScript source (evaluated once, at import), named by its text. */
  konst(expr: string): string {
    const name = constantName(expr);
    const known = this.consts.get(name);
    if (known === undefined) this.consts.set(name, expr);
    // Eight hex digits of SHA-256 meeting twice is not expected; printing one for the other would be wrong code.
    else if (known !== expr) throw new GenerationError(`compat plan (${this.plan.dialect}): the constants ${known} and ${expr} have one name, ${name}`);
    return name;
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
      name = this.claim(id, converterName(id, undefined, this.suffix));
      const fname = name;
      this.pending.push(() => this.emitType(fname, t, [], ""));
    }
    return name;
  }

  hoistElement(h: HoistPlan): string {
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
      // Named by the element and the fields left to the whole object: two hoists of one element differ in those.
      name = this.claim(key, converterName(h.element, ["hoisted", ...h.shared.map((s) => s.newer)], this.suffix));
      const fname = name;
      this.pending.push(() => this.emitType(fname, filtered, [...shared], `: an element of a hoisted list, without ${[...shared].join(", ")}`));
    }
    return name;
  }

  /** Records `name` for `key`; derived names are injective, so a second key with one name is a printer bug. */
  private claim(key: string, name: string): string {
    for (const [k, n] of this.names) if (n === name && k !== key) throw new GenerationError(`compat plan (${this.plan.dialect}): two converters named ${name}`);
    this.names.set(key, name);
    return name;
  }

  emitType(name: string, t: TypePlan, extraKnownV1: string[], note: string): void {
    this.typeSource(name, t, extraKnownV1, note);
  }

  /** The comment of a converter: what it converts, from which side to which. */
  private doc(t: TypePlan, note: string): string {
    const from = this.toOld ? `${t.newer} (${this.plan.newerVersion})` : `${t.older === "" ? "(no message)" : t.older} (${this.plan.olderVersion})`;
    const to = this.toOld ? `${t.older === "" ? "(no message)" : t.older} (${this.plan.olderVersion})` : `${t.newer} (${this.plan.newerVersion})`;
    const id = t.id === (this.toOld ? t.newer : t.older).replace(/^.*[./]/, "") ? "" : ` (plan type ${t.id})`;
    return `converts ${from} -> ${to}${id}${note}`;
  }

  inName(t: TypePlan): string {
    return this.toOld ? t.newer : t.older;
  }

  // -------------------------------------------------------------------------------------------
  // Types (engine: compileType / bodyConv / compileBody)

  typeSource(name: string, t: TypePlan, extraKnownV1: string[], note: string): void {
    this.n = 0; // temporaries are numbered per function: short names, and equal functions print equal
    const typeName = this.inName(t);
    const base = {
      fields: t.fields,
      templates: t.templates,
      consts: t.consts,
      hoist: t.hoist,
      extraKnownV1,
      required: this.toOld ? t.requiredOlder : t.requiredNewer,
    };
    if (t.variants === null) {
      // A message the older side does not have (a JSON-RPC request without params): absence is the empty request.
      const absentIsEmpty = !this.toOld && t.older === "";
      this.print(name, this.doc(t, note), `${absentIsEmpty ? "if (v == null) v = {};\n" : ""}${this.body({ ...base, typeName, suffix: "", when: [] })}`);
      return;
    }
    const variants = t.variants;
    const bodies = variants.map((vp) => {
      const otherCases = new Map<string, string>();
      if (this.toOld) {
        for (const o of variants) {
          if (o.newerCase !== vp.newerCase)
            otherCases.set(o.newerCase, `${o.newerCase} and ${vp.newerCase} are one oneof of ${t.newer}: only ${vp.newerCase} is kept`);
        }
      }
      const fname = this.claim(`${t.id}\u0000variant\u0000${vp.newerCase}`, converterName(t.id, [vp.newerCase], this.suffix));
      const body = this.body({ ...base, fields: [...t.fields, ...vp.fields], typeName, suffix: ` (${vp.newerCase})`, when: vp.when, otherCases });
      this.print(fname, this.doc(t, `${note}: its ${vp.newerCase} variant`), body);
      return fname;
    });
    const notObject = `if (${notObjectE("v")}) return ${loseR("", "expected an object")};`;
    if (this.toOld) {
      const cases = variants.map((v) => v.newerCase);
      const tests = variants.map((vp, i) => {
        const nullSet = vp.fields.some((x) => x.newer === vp.newerCase && isNullValue(x.value, true));
        const m = this.tmp("m");
        return `const ${m} = v${prop(vp.newerCase)}; if (${m} !== undefined${nullSet ? "" : ` && ${m} !== null`}) return ${bodies[i]}(v, L, X);`;
      });
      this.print(name, this.doc(t, note), `${notObject}\n${tests.join("\n")}\nreturn ${loseR("", `none of ${cases.join(", ")} is set`)};`);
      return;
    }
    const tests = variants.map((vp, i) => {
      const label = this.tmp("V");
      const conds = vp.when.map((w) => {
        const c = this.tmp("c");
        const fail = w.equals !== undefined ? `${c} !== ${lit(w.equals)}` : `${c} == null`;
        return `${this.read(splitPath(w.path), "v", c)} if (${fail}) break ${label};`;
      });
      // The variant's own member missing from the output: the value is dropped whole (engine.ts says why).
      const r = this.tmp("r");
      const empty = loseR("", `is the ${vp.newerCase} variant of ${t.older} but holds no value for it`);
      return `${label}: { ${conds.join(" ")} const ${r} = ${bodies[i]}(v, L, X); if (${isObjE(r)} && ${r}${prop(vp.newerCase)} === undefined) return ${empty}; return ${r}; }`;
    });
    this.print(name, this.doc(t, note), `${notObject}\n${tests.join("\n")}\nreturn ${loseR("", `matches no variant of ${t.older}`)};`);
  }

  private print(name: string, doc: string, body: string): void {
    this.fns.push({ name, doc, text: converter(name, body) });
  }

  body(spec: BodySpec): string {
    this.n = 0;
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
    const table: Map<string, Pick<OpCode, "keyCode" | "read"> | null> | undefined = wholeRead ? undefined : new Map();
    if (toOld) {
      for (const w of spec.when) if (w.equals !== undefined) first.push(this.write(splitPath(w.path), lit(w.equals)));
      for (const c of spec.consts) first.push(this.write(splitPath(c.path), lit(c.value)));
    }
    const wholeKnown = wholeRead ? this.konst(`new Set(${JSON.stringify([...topKnown])})`) : undefined;
    for (const f of spec.fields) {
      const op = fields.fieldOp(this, f, oneofs, wholeKnown);
      if (op === undefined) continue;
      if (op.key !== undefined && table !== undefined && !table.has(op.key)) table.set(op.key, op);
      else if (op.late) late.push(op.code);
      else if (this.outPaths(f).includes("")) whole.push(op.code);
      else middle.push(op.code);
    }
    const carriedByFields = spec.fields.filter((f) => f.newer !== null && f.older !== null).map((f) => f.newer!);
    for (const t of spec.templates) {
      const carried = new Set([...carriedByFields, ...spec.templates.filter((o) => o !== t).flatMap((o) => o.newer)]);
      middle.push(layout.templateOp(this, t, carried));
    }
    if (spec.hoist) middle.push(layout.hoistOp(this, spec.hoist));
    const required = spec.required !== undefined && spec.required.length > 0 ? layout.requiredOp(this, spec) : "";
    if (table !== undefined) for (const k of topKnown) if (!table.has(k)) table.set(k, null);

    const needsObject = known.size > 0 || !wholeRead;
    const out: string[] = [];
    if (needsObject) out.push(`if (${notObjectE("v")}) return ${loseR("", "expected an object")};`);
    // A list written as the whole output (a bare older array) starts as [], so an empty or absent list
    // still gives a list (a2a.json's bare array), never {}.
    const wholeList = spec.fields.some((f) => f.value.kind === "list" && this.outPaths(f).includes(""));
    out.push(wholeList ? "let o = [];" : "let o = {};");
    if (oneofs.size > 0) out.push(`let ${[...oneofs.values()].join(", ")};`);
    out.push(...whole, ...first);
    if (table !== undefined) {
      // One string switch over the names: for-in keys and the case labels are both internalized
      // strings, so each compare is a pointer compare (measured as fast as a dispatch on the key's
      // length first, in fewer tokens). Names no field reads here share one case.
      const cases: string[] = [];
      const known: string[] = [];
      for (const [k, op] of table) {
        if (op === null) known.push(`case ${lit(k)}:`);
        else {
          const x = this.tmp("x");
          cases.push(`case ${lit(k)}: { const ${x} = ${op.read!(`v${prop(k)}`)}; ${op.keyCode!(x)} } continue;`);
        }
      }
      if (known.length > 0) cases.push(`${known.join(" ")} continue;`);
      const { typeName, suffix, otherCases } = spec;
      const tail = lit(` is not a field of ${typeName}${suffix}`);
      let unknown = `UK(L, X, k, ${tail});`;
      if (otherCases !== undefined && otherCases.size > 0) {
        let reason = `k + ${tail}`;
        for (const [c, r] of [...otherCases].reverse()) reason = `k === ${lit(c)} ? ${lit(r)} : ${reason}`;
        unknown = `if (X === undefined || !X.has(k)) ${loseE("KF(k)", reason)}`;
      }
      out.push(`for (const k in v) {\nswitch (k) {\n${cases.join("\n")}\n}\n${unknown}\n}`);
    }
    out.push(...middle, ...late);
    if (required !== "") {
      // o is a plain object unless it starts as a list or adopts a value (writes to the empty path).
      const adopts = wholeList || out.some((s) => s.includes("o = AD(o, "));
      out.push(adopts ? `if (${isObjE("o")}) { ${required} }` : required);
    }
    out.push(layout.checkKnown(this, known, spec.typeName, spec.suffix, false, "v", ""));
    out.push("return o;");
    return out.filter((s) => s !== "").join("\n");
  }

  inPaths(f: FieldPlan): string[] {
    if (this.toOld) return f.newer === null ? [] : [f.newer];
    return f.older ?? [];
  }

  outPaths(f: FieldPlan): string[] {
    if (this.toOld) return f.older ?? [];
    return f.newer === null ? [] : [f.newer];
  }

  // -------------------------------------------------------------------------------------------
  // Reads and writes (engine: makeReader / makeWriter)

  /** Statements declaring `into` as the value at `segs` below `base` (undefined through a non-object). */
  read(segs: string[], base: string, into: string): string {
    if (segs.length === 0) return `const ${into} = ${base};`;
    if (segs.length === 1) return `const ${into} = ${base}${prop(segs[0])};`;
    // The engine checks every step, the first included.
    let s = `let ${into} = ${base};`;
    for (const k of segs) s += ` ${into} = ${isObjE(into)} ? ${into}${prop(k)} : undefined;`;
    return s;
  }

  /** Statements writing the expression `val` at `segs` of `o` (the empty path adopts it). */
  write(segs: string[], val: string, target = "o"): string {
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

  // The printers of fields, values, templates and hoists live in their own files (printer.ts says why).
  value(vp: ValuePlan, loss: string | undefined, x: string, frag: string, extra: string | undefined, res: string): string {
    return values.value(this, vp, loss, x, frag, extra, res);
  }
}

/**
 * A converter function with its types written out, so its declaration needs no inference: the
 * parameters `any` (the file is @ts-nocheck), the result the object built, or undefined where the
 * text can return it (the checked output's bytes, compared by the CLI test, hold the proof).
 */
function converter(name: string, body: string): string {
  const result = /\breturn (undefined;|LS\()/.test(body) ? "{} | undefined" : "{}";
  return `function ${name}(v: any, L: any, X: any): ${result} {\n${body}\n}`;
}
