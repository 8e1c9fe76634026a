// Query strings: reading them into typed request fields (match) and writing request fields
// into them (build). Keys are dotted field paths; both sides walk the same message shapes.

import { ConvertError, formatText, isDefaultValue, parseText } from "./convert.js";
import { decodeQueryComponent, escapeQueryComponent } from "./escape.js";
import { hasImplicitPresence, valueKindOf, type ShapeIndex, type ValueKind } from "./shapes.js";
import { BuildError, type EnumShape, type FieldShape } from "./types.js";

/** A query problem on a matched route; the router turns it into a bad_request result. */
export class QueryError extends Error {
  constructor(
    reason: string,
    readonly field: string,
  ) {
    super(reason);
  }
}

/** What a (decoded) query key designates in a request message. */
type KeyTarget =
  | {
      kind: "field";
      /** JSON names from the request message down to the field. */
      segs: string[];
      /** segs joined with ".": compared with the path-bound fields. */
      dotted: string;
      field: FieldShape;
      valueKind: ValueKind;
      enumShape: EnumShape | undefined;
    }
  | { kind: "unknown" }
  | { kind: "unsupported"; dotted: string; reason: string };

const UNKNOWN: KeyTarget = { kind: "unknown" };
/** Caps the per-message key cache: keys come from clients, so unknown ones must not grow it forever. */
const KEY_CACHE_LIMIT = 1024;

/** Reads query strings for one request message type. Shared by every binding of that type. */
export class QueryReader {
  private readonly cache = new Map<string, KeyTarget>();

  constructor(
    private readonly shapes: ShapeIndex,
    private readonly requestType: string,
  ) {}

  /** Resolves "a.b.c" (JSON or proto names, mixed freely) through nested message fields. */
  resolve(key: string): KeyTarget {
    const cached = this.cache.get(key);
    if (cached !== undefined) return cached;
    const target = this.resolveUncached(key);
    if (this.cache.size < KEY_CACHE_LIMIT) this.cache.set(key, target);
    return target;
  }

  private resolveUncached(key: string): KeyTarget {
    const parts = key.split(".");
    const segs: string[] = [];
    let dotted = "";
    let message = this.requestType;
    for (let i = 0; i < parts.length; i++) {
      const f = this.shapes.field(message, parts[i]);
      if (f === undefined) return UNKNOWN;
      segs.push(f.jsonName);
      // Grown, not joined: a long key through a recursive message must not cost quadratic time.
      dotted = i === 0 ? f.jsonName : dotted + "." + f.jsonName;
      if (f.kind === "map") return { kind: "unsupported", dotted, reason: `map field "${dotted}" cannot be set from the query` };
      if (f.kind === "message" && f.repeated) {
        return { kind: "unsupported", dotted, reason: `repeated message field "${dotted}" cannot be set from the query` };
      }
      if (i === parts.length - 1) {
        const valueKind = valueKindOf(f);
        if (valueKind === null) {
          return { kind: "unsupported", dotted, reason: `message field "${dotted}" cannot be set from the query` };
        }
        return { kind: "field", segs, dotted, field: f, valueKind, enumShape: this.shapes.enumShape(f.enum) };
      }
      // A scalar has no sub-fields: "id.x" names nothing.
      if (f.kind !== "message") return UNKNOWN;
      if (!this.shapes.isTraversable(f)) {
        return { kind: "unsupported", dotted, reason: `fields of "${dotted}" (${f.message}) cannot be set from the query` };
      }
      message = f.message!;
    }
    return UNKNOWN;
  }

  /**
   * Parses target[start, end) ("a=1&b=2") into `query` and, in the same shape, into `request`
   * (which already holds the path values). Keys bound by the path are skipped: the path wins.
   * Throws QueryError.
   */
  read(
    target: string,
    start: number,
    end: number,
    pathBound: ReadonlySet<string>,
    query: Record<string, unknown>,
    request: Record<string, unknown>,
    unknown: string[],
    body: string | null = null,
  ): void {
    let pos = start;
    while (pos < end) {
      let amp = target.indexOf("&", pos);
      if (amp < 0 || amp > end) amp = end;
      if (amp > pos) this.readPair(target, pos, amp, pathBound, query, request, unknown, body);
      pos = amp + 1;
    }
  }

  private readPair(
    target: string,
    start: number,
    end: number,
    pathBound: ReadonlySet<string>,
    query: Record<string, unknown>,
    request: Record<string, unknown>,
    unknown: string[],
    body: string | null,
  ): void {
    let eq = target.indexOf("=", start);
    if (eq < 0 || eq > end) eq = end; // "flag" alone reads as "flag="
    const rawKey = target.slice(start, eq);
    const key = decodeQueryComponent(rawKey);
    if (key === null) throw new QueryError(`malformed percent-encoding in query key "${rawKey}"`, rawKey);
    const t = this.resolve(key);
    // http.proto: only fields bound by neither the path nor the body come from the query. A key for
    // a body-bound field (every field under body "*") is ignored like an unknown one, and listed.
    if (t.kind === "unknown" || body === "*" || (body !== null && (t.kind === "unsupported" ? t.dotted.split(".")[0] : t.segs[0]) === body)) {
      if (!unknown.includes(key)) unknown.push(key);
      return;
    }
    if (t.kind === "unsupported") throw new QueryError(t.reason, t.dotted);
    if (pathBound.has(t.dotted)) return;
    const rawValue = eq < end ? target.slice(eq + 1, end) : "";
    const text = decodeQueryComponent(rawValue);
    if (text === null) throw new QueryError(`malformed percent-encoding in query value of "${t.dotted}"`, t.dotted);
    let value: unknown;
    try {
      value = parseText(t.valueKind, text, t.enumShape);
    } catch (e) {
      if (e instanceof ConvertError) throw new QueryError(`query parameter "${t.dotted}": ${e.message}`, t.dotted);
      throw e;
    }
    const repeated = t.field.repeated;
    const queryParent = parentOf(query, t.segs);
    const leaf = t.segs[t.segs.length - 1];
    if (repeated) {
      const list = ownValue(queryParent, leaf) as unknown[] | undefined;
      if (list === undefined) setOwn(queryParent, leaf, [value]);
      else list.push(value);
    } else {
      if (Object.hasOwn(queryParent, leaf)) throw new QueryError(`more than one value for non-repeated field "${t.dotted}"`, t.dotted);
      setOwn(queryParent, leaf, value);
    }
    // request gets its own objects and arrays so the two results can be changed independently.
    const requestParent = parentOf(request, t.segs);
    if (repeated) {
      const list = ownValue(requestParent, leaf) as unknown[] | undefined;
      if (list === undefined) setOwn(requestParent, leaf, [value]);
      else list.push(value);
    } else {
      setOwn(requestParent, leaf, value);
    }
  }
}

/** The object that holds the last of `segs`, creating the nested objects on the way. */
export function parentOf(root: Record<string, unknown>, segs: readonly string[]): Record<string, unknown> {
  let obj = root;
  for (let i = 0; i < segs.length - 1; i++) {
    let next = ownValue(obj, segs[i]) as Record<string, unknown> | undefined;
    if (next === undefined) {
      next = {};
      setOwn(obj, segs[i], next);
    }
    obj = next;
  }
  return obj;
}

/** Path-bound fields (and the body field) to leave out, by JSON name, nested like the message. */
export type ExcludeTree = Map<string, ExcludeTree | true>;

/** Looks a field up in a request object by JSON name, then by proto name. */
export function fieldValue(obj: Record<string, unknown>, field: FieldShape): unknown {
  // Own properties only: a field named "constructor" or "toString" is not the one every object inherits.
  const v = ownValue(obj, field.jsonName);
  return v === undefined && field.name !== field.jsonName ? ownValue(obj, field.name) : v;
}

/** obj[key] when obj has it as its own property. */
export function ownValue(obj: Record<string, unknown>, key: string): unknown {
  return Object.hasOwn(obj, key) ? obj[key] : undefined;
}

/** obj[key] = value as an own, plain property, even for "__proto__" (which an assignment would treat as the prototype). */
export function setOwn(obj: Record<string, unknown>, key: string, value: unknown): void {
  if (key === "__proto__") Object.defineProperty(obj, key, { value, enumerable: true, writable: true, configurable: true });
  else obj[key] = value;
}

/** How many messages deep build follows a request into the query: ProtoJSON's recursion limit. */
const MAX_QUERY_DEPTH = 100;

function isPlainObject(v: unknown): v is Record<string, unknown> {
  return typeof v === "object" && v !== null && !Array.isArray(v) && !(v instanceof Uint8Array) && !(v instanceof Date);
}

/**
 * A request value as text, refused unless match would read that text back (parseText): an enum
 * name or number the enum lacks, an integer out of its type's range. Throws ConvertError.
 */
export function checkedText(kind: ValueKind, value: unknown, enumShape: EnumShape | undefined): string {
  const text = formatText(kind, value, enumShape);
  parseText(kind, text, enumShape);
  return text;
}

/** Writes request fields as query pairs, in field declaration order; throws BuildError. */
export class QueryWriter {
  constructor(private readonly shapes: ShapeIndex) {}

  write(operation: string, message: string, obj: Record<string, unknown>, prefix: string, exclude: ExcludeTree | undefined, out: string[], depth = 0): void {
    const shape = this.shapes.message(message);
    if (shape === undefined) return;
    for (const f of shape.fields) {
      const v = fieldValue(obj, f);
      if (v === undefined || v === null) continue; // presence, not truthiness
      const ex = exclude?.get(f.jsonName);
      if (ex === true) continue;
      const key = prefix + f.jsonName;
      if (f.kind === "map") {
        if (isPlainObject(v) && Object.keys(v).length === 0) continue; // an empty map is no map
        throw new BuildError(operation, `map field "${key}" cannot be sent in the query`, key);
      }
      const kind = valueKindOf(f);
      if (f.repeated) {
        if (!Array.isArray(v)) throw new BuildError(operation, `repeated field "${key}" must be an array`, key);
        if (v.length === 0) continue;
        if (f.kind === "message") throw new BuildError(operation, `repeated message field "${key}" cannot be sent in the query`, key);
        const k = escapeQueryComponent(key);
        const enumShape = this.shapes.enumShape(f.enum);
        for (const el of v) {
          if (el === undefined || el === null) throw new BuildError(operation, `repeated field "${key}" holds ${el}`, key);
          out.push(k + "=" + this.text(operation, key, kind!, el, enumShape));
        }
        continue;
      }
      if (kind === null) {
        if (this.shapes.isTraversable(f)) {
          if (!isPlainObject(v)) throw new BuildError(operation, `message field "${key}" must be an object`, key);
          // A recursive message lets a request nest without end: refuse past ProtoJSON's limit, never overflow the stack.
          if (depth >= MAX_QUERY_DEPTH) throw new BuildError(operation, `message field "${key}" is nested more than ${MAX_QUERY_DEPTH} messages deep`, key);
          this.write(operation, f.message!, v, key + ".", ex, out, depth + 1);
          continue;
        }
        throw new BuildError(operation, `message field "${key}" (${f.message}) cannot be sent in the query`, key);
      }
      const enumShape = this.shapes.enumShape(f.enum);
      // proto3 cannot tell an implicit-presence default from unset: send nothing for it.
      if (hasImplicitPresence(f) && isDefaultValue(kind, v, enumShape)) continue;
      out.push(escapeQueryComponent(key) + "=" + this.text(operation, key, kind, v, enumShape));
    }
  }

  private text(operation: string, key: string, kind: ValueKind, value: unknown, enumShape: EnumShape | undefined): string {
    try {
      return escapeQueryComponent(checkedText(kind, value, enumShape));
    } catch (e) {
      if (e instanceof ConvertError || e instanceof URIError) {
        throw new BuildError(operation, `field "${key}": ${e.message}`, key);
      }
      throw e;
    }
  }
}
