// The small helpers the generated converters (generated/compat/*) import. The converters are printed
// by the generator as straight-line code; what is left here is what does not pay to print per site:
// copying any JSON, template matching, the version compare of a hoist, and safe text for reasons.
// Every helper is total: any input, any depth, gets an answer (no recursion on input values).

import { keyFragment, type Loss } from "./losses.js";

/* eslint-disable @typescript-eslint/no-explicit-any */
type Obj = Record<string, unknown>;

// The format tests (base64, RFC 3339) are the validators' own, from the zod-free formats module.
export { isBase64, isTimestamp } from "../formats.js";

// The hot helpers stay within V8's "small function" bytecode size (27 bytes), which TurboFan inlines at
// every call site whatever its inlining budget: the printed converters call them instead of spelling
// the tests out, and run as fast. Array.isArray is read once into a constant for the same reason.
const isArray = Array.isArray;

/** A JSON object: not null, not an array. */
export function isObj(v: unknown): v is Obj {
  return typeof v === "object" && v !== null && !isArray(v);
}

/** An object without enumerable keys. */
export function isEmptyObj(o: object): boolean {
  for (const _ in o) return false;
  return true;
}

/** Implicit-presence defaults of ProtoJSON: "", 0, false, [] and {}. Strings (the common case) first, inline. */
export function isDefault(v: unknown): boolean {
  return typeof v === "string" ? v.length === 0 : isDefaultNonString(v);
}

function isDefaultNonString(v: unknown): boolean {
  if (v === 0 || v === false) return true;
  if (typeof v !== "object" || v === null) return false;
  return isArray(v) ? v.length === 0 : isEmptyObj(v);
}

/**
 * An implicit-presence value copied, or undefined when it is unset: absent or a default ("", 0, false,
 * [], {}); null is a value here (a copied field takes any JSON). One call per such field, where the
 * converters printed the test and the copy (about 50 tokens a field, 7% of their source, parsed at import).
 */
export function copySet(x: unknown): unknown {
  return typeof x === "string" ? (x.length !== 0 ? x : undefined) : x === undefined || isDefaultNonString(x) ? undefined : deepCopy(x);
}

/** A type's converter as the printed code defines it: the value, the losses, the keys its container accounts for. */
type Convert = (v: unknown, losses: Loss[], known?: ReadonlySet<string>) => unknown;

/**
 * A list of messages converted element by element: a lost element is left out, its losses under
 * `frag[i]`; undefined (a loss at `frag`) when the value is not a list. One call where the converters
 * printed the loop at every list of messages.
 */
export function listOf(losses: Loss[], x: unknown, frag: string, convert: Convert): unknown[] | undefined {
  if (!isArray(x)) return lose(losses, frag, "expected a list");
  const out: unknown[] = [];
  for (let i = 0; i < x.length; i++) {
    const from = losses.length;
    const r = convert(x[i], losses);
    if (losses.length !== from) prefixLosses(losses, from, `${frag}[${i}]`);
    if (r !== undefined) out.push(r);
  }
  return out;
}

/** A map of messages converted entry by entry, as listOf: losses under the key's fragment; a "__proto__" key stays a key. */
export function mapOf(losses: Loss[], x: unknown, frag: string, convert: Convert): Obj | undefined {
  if (!isObj(x)) return lose(losses, frag, "expected an object");
  const out: Obj = {};
  for (const k in x) {
    const from = losses.length;
    const r = convert(x[k], losses);
    if (losses.length !== from) prefixLosses(losses, from, frag + keyFragment(k));
    if (r !== undefined) setKey(out, k, r);
  }
  return out;
}

/** Sets a key as an own property: a "__proto__" key (legal JSON) must not become the prototype. */
export function setKey(o: Obj, k: string, v: unknown): void {
  if (k === "__proto__") Object.defineProperty(o, k, { value: v, enumerable: true, writable: true, configurable: true });
  else o[k] = v;
}

/**
 * A fresh copy of any JSON value (primitives are shared: they are immutable). Iterative, so a value
 * nested 100,000 levels deep copies like any other; a hole in a list reads as undefined.
 */
export function deepCopy<T>(v: T): T {
  // Primitives (most values copied are strings) answer before the copy loop.
  return typeof v !== "object" || v === null ? v : (copyTree(v) as T);
}

function copyTree(v: object): unknown {
  const root = Array.isArray(v) ? new Array(v.length) : {};
  const todo: any[] = [v, root];
  while (todo.length !== 0) {
    const out = todo.pop();
    const src = todo.pop();
    if (Array.isArray(src)) {
      for (let i = 0; i < src.length; i++) {
        const e = src[i];
        if (typeof e !== "object" || e === null) out[i] = e;
        else {
          const c = Array.isArray(e) ? new Array(e.length) : {};
          out[i] = c;
          todo.push(e, c);
        }
      }
    } else {
      for (const k in src) {
        const e = src[k];
        let c = e;
        if (typeof e === "object" && e !== null) {
          c = Array.isArray(e) ? new Array(e.length) : {};
          todo.push(e, c);
        }
        if (k === "__proto__") setKey(out, k, c);
        else out[k] = c;
      }
    }
  }
  return root;
}

/**
 * Writing the empty path adopts the value as the output (a bare older result, a flattened variant):
 * an empty output (an empty object, or the empty list a list written whole starts as) becomes the value;
 * an object value is merged into a non-empty object output.
 */
export function adopt<O, V>(out: O, v: V): O | V {
  if ((isObj(out) && isEmptyObj(out)) || (Array.isArray(out) && out.length === 0)) return v;
  if (isObj(out) && isObj(v)) for (const k in v) setKey(out, k, v[k]);
  return out;
}

/** A resource-name template ("things/{parentId}/items/{id}"): literal segments and variables, in order. */
export interface CompiledTemplate {
  text: string;
  parts: (string | { name: string })[];
  vars: string[];
}

export function compileTemplate(text: string): CompiledTemplate {
  const parts: (string | { name: string })[] = [];
  const vars: string[] = [];
  for (const seg of text.split("/")) {
    if (seg.length > 1 && seg.startsWith("{") && seg.endsWith("}")) {
      const name = seg.slice(1, -1);
      parts.push({ name });
      vars.push(name);
    } else parts.push(seg);
  }
  return { text, parts, vars };
}

/** The values a name binds, in template order (each variable one non-empty segment), or undefined. */
export function matchTemplate(t: CompiledTemplate, s: string): string[] | undefined {
  const out: string[] = [];
  let pos = 0;
  const n = t.parts.length;
  for (let i = 0; i < n; i++) {
    const p = t.parts[i];
    if (typeof p === "string") {
      if (!s.startsWith(p, pos)) return undefined;
      pos += p.length;
    } else {
      let end = s.indexOf("/", pos);
      if (end === -1) end = s.length;
      if (end === pos) return undefined;
      out.push(s.slice(pos, end));
      pos = end;
    }
    if (i < n - 1) {
      if (s.charCodeAt(pos) !== 47 /* / */) return undefined;
      pos++;
    }
  }
  return pos === s.length ? out : undefined;
}

/**
 * Whether a version string is empty or names major `b0`, minor `b1` ("0.3", "0.3.0" and "0.3.5" match
 * "0", "3"; "0.30" does not). Compared in place, without splitting.
 */
export function sameMinor(v: unknown, b0: string, b1: string): boolean {
  if (v === undefined || v === null || v === "") return true;
  if (typeof v !== "string") return false;
  const i = v.indexOf(".");
  if (i < 0) return v === b0 && b1 === "0";
  if (i !== b0.length || !v.startsWith(b0)) return false;
  let j = v.indexOf(".", i + 1);
  if (j < 0) j = v.length;
  return j - i - 1 === b1.length && v.startsWith(b1, i + 1);
}

/** Prefixes the path of every loss from index `from` on (a callee's losses) with `prefix`. */
export function prefixLosses(losses: Loss[], from: number, prefix: string): void {
  for (let j = from; j < losses.length; j++) losses[j].path = prefix + losses[j].path;
}

/** A value as JSON text for a loss reason; a value JSON cannot print (too deep, a bigint) says so instead. */
export function describe(v: unknown): string {
  try {
    const s = JSON.stringify(v);
    return s === undefined ? String(v) : s;
  } catch {
    return "(a value too deep or too large to print)";
  }
}

/**
 * Records a loss (`path` relative to the value converted) and answers undefined, so that a converter
 * can give up in one statement: `return lose(L, "", "expected an object")`.
 */
export function lose(losses: Loss[], path: string, reason: string): undefined {
  losses.push({ path, reason });
  return undefined;
}

/**
 * A key no field of the type reads: lost (path the key's fragment, reason the key then `tail`) unless
 * `known`, the keys an enclosing type accounts for, holds it.
 */
export function unknownKey(losses: Loss[], known: ReadonlySet<string> | undefined, k: string, tail: string): void {
  if (known === undefined || !known.has(k)) losses.push({ path: keyFragment(k), reason: k + tail });
}

/**
 * A nested conversion's result `r`, after prefixing the losses it added (from index `from` on) with
 * `prefix`. Written `nested(L, L.length, ".field", convert(x, L))`: the arguments are evaluated in
 * order, so `from` is read before the callee runs, and the callee stays a direct call.
 */
export function nested<T>(losses: Loss[], from: number, prefix: string, r: T): T {
  return losses.length === from ? r : prefixed(losses, from, prefix, r);
}

function prefixed<T>(losses: Loss[], from: number, prefix: string, r: T): T {
  prefixLosses(losses, from, prefix);
  return r;
}
