// Pieces of generated JavaScript shared by the converter printers: property access, literals, losses,
// and the few tests written out inline (the generated functions are large, and V8's inlining budget
// runs out on them, leaving a call per field for a test of a few compares).
//
// The generated code's names: v (input), o (output), L (losses, paths relative to v), X (keys an
// enclosing type accounts for); helpers imported from the runtime under short names (see HELPERS).

import { splitPath } from "@a2a-bindgen/runtime/compat";
import type { FieldPlan, HoistPlan, RequiredPlan, TemplatePlan, ValuePlan } from "@a2a-bindgen/runtime";

/** Runtime helper (@a2a-bindgen/runtime/compat export) → the short name generated code calls it by. */
export const HELPERS: Record<string, string> = {
  isObj: "IO",
  isEmptyObj: "IE",
  isDefault: "ID",
  deepCopy: "DC",
  copySet: "CS",
  setKey: "SK",
  adopt: "AD",
  keyFragment: "KF",
  matchTemplate: "MT",
  compileTemplate: "CT",
  sameMinor: "SM",
  isBase64: "B64",
  isTimestamp: "TS",
  prefixLosses: "PF",
  describe: "DS",
  lose: "LS",
  unknownKey: "UK",
  nested: "NS",
  listOf: "LM",
  mapOf: "MM",
};

const identifier = /^[A-Za-z_$][A-Za-z0-9_$]*$/;

/** A property access: `.name` for identifiers, `["name"]` otherwise (both are named loads in V8). */
export function prop(k: string): string {
  return identifier.test(k) ? `.${k}` : `[${JSON.stringify(k)}]`;
}
export const lit = (s: string): string => JSON.stringify(s);
// Losses and tests are calls of small runtime helpers: the module's parse cost at import follows its
// tokens. Only the common case of the hottest tests is written out (the input's object test, a
// string's default, a primitive's copy): measured, those calls cost ~10% once the big converters
// have used up V8's inlining budget.

/** A loss with a static path and reason (a statement; `return ${loseR(...)}` gives up with one). */
export const loseS = (frag: string, reason: string): string => `${loseR(frag, reason)};`;
/** The loss expression (its value undefined), for `return` in a converter. */
export const loseR = (frag: string, reason: string): string => `LS(L, ${lit(frag)}, ${lit(reason)})`;
/** A loss with path and reason given as JS expressions. */
export const loseE = (fragExpr: string, reasonExpr: string): string => `LS(L, ${fragExpr}, ${reasonExpr});`;

/** isObj(x) for a variable x. */
export const isObjE = (x: string): string => `IO(${x})`;
/** isDefault(x) for a variable x: strings (most implicit fields) without a call. */
export const isDefE = (x: string): string => `(typeof ${x} === "string" ? ${x}.length === 0 : ID(${x}))`;
/** x is absent (undefined, or null unless null is a value) or an implicit default: strings without a call. */
export const unsetE = (x: string, nullIsValue = false): string =>
  `(typeof ${x} === "string" ? ${x}.length === 0 : ${nullIsValue ? `${x} === undefined` : `${x} == null`} || ID(${x}))`;
/** The negation of unsetE. */
export const setE = (x: string, nullIsValue = false): string =>
  `(typeof ${x} === "string" ? ${x}.length !== 0 : ${nullIsValue ? `${x} !== undefined` : `${x} != null`} && !ID(${x}))`;
/**
 * The converter's own input is not an object: isObj, a small function (see the runtime's helpers), in 6
 * tokens of every converter rather than 16; the adapters bench measured it within its noise (about 1% slower).
 */
export const notObjectE = (x: string): string => `!IO(${x})`;
/**
 * deepCopy(x) for a variable x, primitives (null aside) without a call: deepCopy is small, but once
 * optimized on its own it carries its inlined copy loop, and V8 no longer inlines it as a small function.
 */
export const copyE = (x: string): string => `(typeof ${x} !== "object" ? ${x} : DC(${x}))`;
/** x is neither undefined nor null (JSON has no other value loosely equal to null). */
export const nnE = (x: string): string => `${x} != null`;

/** The known input keys of a type (a tree: nested plan paths). */
export type KnownNode = Map<string, KnownNode | true>;

export function addKnown(root: KnownNode, path: string): void {
  const parts = splitPath(path);
  let node = root;
  for (let i = 0; i < parts.length; i++) {
    const s = parts[i];
    if (i === parts.length - 1) {
      node.set(s, true); // a whole value read by a field: its own converter checks inside it
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

/** Where null is a value rather than absence: any-JSON values ("copy", and "object" on the newer side). */
export function isNullValue(vp: ValuePlan, newerSide: boolean): boolean {
  return vp.kind === "copy" || (vp.kind === "object" && newerSide);
}

export interface BodySpec {
  typeName: string;
  /** " (case)" for a variant, so that a key is reported against the variant it is not part of. */
  suffix: string;
  fields: FieldPlan[];
  templates: TemplatePlan[];
  consts: { path: string; value: string }[];
  hoist: HoistPlan | null;
  /** A variant's conditions: written (equals) going to the older side, accounted for coming from it. */
  when: { path: string; equals?: string }[];
  /** Newer-side keys handled by someone else (a hoist's shared fields on its elements). */
  extraKnownV1: string[];
  otherCases?: Map<string, string>;
  /** What the output side requires. */
  required?: RequiredPlan[];
}

/** A compiled field: statements on v (input), o (output), L (losses); keyed ones also as a function of the key's value. */
export interface OpCode {
  code: string;
  late?: boolean;
  key?: string;
  keyCode?: (x: string) => string;
  /** How a keyed op reads its key's value, given the input's property access (set with `key`, by `keyed`). */
  read?: (access: string) => string;
}
