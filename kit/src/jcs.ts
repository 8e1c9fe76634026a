// RFC 8785, the JSON Canonicalization Scheme (JCS): one text per JSON value, so that a signature over it
// verifies wherever the value is rebuilt. Written here (it was the `canonicalize` package, which asks for
// Node 22) for the card signatures (./card-signature.ts). Object members sorted by their names' UTF-16 code
// units (§3.2.3), strings and numbers as ECMAScript's JSON.stringify writes them (§3.2.2.2, §3.2.2.3), no
// whitespace. The input must be I-JSON (§3.1): what JSON cannot carry is refused with a TypeError naming
// its JSON path, never skipped or turned into null, since a signature over a silently changed value would
// sign something else than the caller meant.

/** Deepest nesting of arrays and objects canonicalized: past it a RangeError, never a stack overflow. */
export const maxCanonicalJsonDepth = 1000;

/** A lone surrogate (in `u` mode a well-formed pair is one code point, never matched). */
const LONE_SURROGATE = /\p{Cs}/u;
/** A member name written bare in a path ($.name); others are quoted ($["a b"]). */
const IDENTIFIER = /^[A-Za-z_$][A-Za-z0-9_$]*$/;

/** The JSON path of `segments` for an error, shortened so a hostile name or depth cannot make it huge. */
function pathOf(segments: readonly (string | number)[]): string {
  let out = "$";
  for (const s of segments) {
    if (typeof s === "number") out += `[${s}]`;
    else if (IDENTIFIER.test(s) && s.length <= 64) out += `.${s}`;
    else out += `[${JSON.stringify(s.length > 64 ? `${s.slice(0, 64)}…` : s)}]`;
  }
  return out.length > 300 ? `${out.slice(0, 100)}…${out.slice(-190)}` : out;
}

function string(value: string, path: (string | number)[]): string {
  if (LONE_SURROGATE.test(value)) throw new TypeError(`${pathOf(path)}: Lone surrogate in a string, which I-JSON forbids (RFC 8785 §3.1)`);
  return JSON.stringify(value);
}

/** What JSON has no value for, named for the error; undefined for a value it has. */
function unrepresentable(value: unknown): string | undefined {
  switch (typeof value) {
    case "number":
      return Number.isFinite(value) ? undefined : String(value);
    case "bigint":
      return "a bigint";
    case "symbol":
      return "a symbol";
    case "function":
      return "a function";
    case "undefined":
      return "undefined";
    default:
      return undefined;
  }
}

/** The kind of object JSON does not read back as it is (a Date, a Map, a boxed number…), or undefined for a plain one. */
function foreignObject(value: object): string | undefined {
  if (Array.isArray(value)) return undefined;
  const proto: unknown = Object.getPrototypeOf(value);
  if (proto === null || proto === Object.prototype) return undefined;
  try {
    const ctor = typeof proto === "object" && Object.hasOwn(proto, "constructor") ? (proto as { constructor: unknown }).constructor : undefined;
    const name: unknown = typeof ctor === "function" ? ctor.name : undefined;
    if (typeof name === "string" && IDENTIFIER.test(name) && name.length <= 64) return `a ${name}`;
  } catch {
    // A hostile constructor (a throwing name getter): named generically below.
  }
  return "an object of another kind";
}

function write(value: unknown, path: (string | number)[], ancestors: Set<object>): string {
  if (value === null) return "null";
  if (typeof value === "boolean") return value ? "true" : "false";
  if (typeof value === "string") return string(value, path);
  const not = unrepresentable(value);
  if (not !== undefined) throw new TypeError(`${pathOf(path)}: ${not} is not JSON (RFC 8785 §3.1)`);
  // ECMAScript's Number.prototype.toString, which JSON.stringify uses, is RFC 8785 §3.2.2.3; -0 is "0".
  if (typeof value === "number") return JSON.stringify(value);
  const object = value as object;
  const foreign = foreignObject(object);
  if (foreign !== undefined) throw new TypeError(`${pathOf(path)}: ${foreign} is not a JSON array or object`);
  if (ancestors.has(object)) throw new TypeError(`${pathOf(path)}: a cycle (the value contains itself)`);
  if (ancestors.size >= maxCanonicalJsonDepth) throw new RangeError(`${pathOf(path)}: nested deeper than ${maxCanonicalJsonDepth} levels`);
  ancestors.add(object);
  let out: string;
  if (Array.isArray(object)) {
    const items: string[] = [];
    for (let i = 0; i < object.length; i++) {
      path.push(i);
      // A hole or undefined would be null in JSON.stringify's text: refused below, not rewritten.
      items.push(write(object[i], path, ancestors));
      path.pop();
    }
    out = `[${items.join(",")}]`;
  } else {
    const members: string[] = [];
    // Array.prototype.sort's default order compares UTF-16 code units, which is §3.2.3's order.
    for (const name of Object.keys(object).sort()) {
      const member = (object as Record<string, unknown>)[name];
      // An undefined member is absent, as JSON.stringify and JSON.parse's own output have it.
      if (member === undefined) continue;
      path.push(name);
      members.push(`${string(name, path)}:${write(member, path, ancestors)}`);
      path.pop();
    }
    out = `{${members.join(",")}}`;
  }
  ancestors.delete(object);
  return out;
}

/**
 * The RFC 8785 (JCS) text of a JSON value: arrays, plain objects (any prototype other than Object's or
 * null is refused), strings, finite numbers, booleans and null; members whose value is undefined are left
 * out. Throws a TypeError naming the JSON path for NaN, ±Infinity, bigint, symbols, functions, undefined
 * (in an array or as the value itself), strings or names with a lone surrogate, other objects and cycles;
 * a RangeError past {@link maxCanonicalJsonDepth} levels of nesting.
 */
export function canonicalJson(value: unknown): string {
  return write(value, [], new Set());
}
