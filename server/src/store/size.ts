// The bytes a piece of a task counts against the store's byte bounds. JSON text alone would undercount
// memory badly: `[{},{},…]` holds about 21 bytes of V8 heap per byte of its JSON (measured on Node 20),
// so a bound on JSON bytes would let a peer hold twenty times the bound. Counting every value at a
// fixed price besides its text keeps the heap within about twice the count for any shape, and equal to
// it for text, which is what tasks mostly hold.
//
// The rule: every string (member names included) counts its UTF-8 bytes, and every value (string,
// number, boolean, null, object, array) and every member name counts VALUE_BYTES more. Members whose
// value is undefined, a function or a symbol count nothing (JSON drops them); in an array such a value
// counts as the null JSON writes for it.
//
// A task counts whole, as GetTask would answer it (full history and artifacts): its members (id, contextId,
// status with its message, history, artifacts, metadata) by the same rule, and each of its push configs
// (StoredPushConfig) beside it. The stores keep the count piece by piece (a write measures only what it
// adds); the pieces below put the members' names and containers in, so the sum is the whole task's count.

/** What each value and member name counts beside its text: about the heap a small value costs in V8. */
export const VALUE_BYTES = 32;

/** Strings up to this length are measured in JavaScript; longer ones by Node's Buffer.byteLength where there is one (a native call costs more than a short loop). */
const SHORT = 64;

/** Node's native UTF-8 length; absent on edge runtimes, which take the loop. */
const nativeBytes = (globalThis as { Buffer?: { byteLength(s: string, encoding: "utf8"): number } | undefined }).Buffer;

/** UTF-8 bytes of a string: 1 to 3 per UTF-16 unit, 4 per surrogate pair, 3 per lone surrogate (as Buffer.byteLength counts it). */
export function utf8Bytes(s: string): number {
  if (s.length > SHORT && nativeBytes !== undefined) return nativeBytes.byteLength(s, "utf8");
  let n = s.length;
  for (let i = 0; i < s.length; i++) {
    const c = s.charCodeAt(i);
    if (c < 0x80) continue;
    if (c < 0x800) n += 1;
    else if (c >= 0xd800 && c <= 0xdbff && i + 1 < s.length && (s.charCodeAt(i + 1) & 0xfc00) === 0xdc00) {
      n += 2; // the pair: 4 bytes for 2 units
      i++;
    } else n += 2;
  }
  return n;
}

/**
 * The bytes `value` counts by the rule above, exact up to `limit`; past it, some number above `limit`
 * (the walk stops there, so a huge or cyclic value costs at most limit / VALUE_BYTES steps). Iterative:
 * deep nesting cannot overflow the stack.
 */
export function storedBytes(value: unknown, limit: number): number {
  if (value === undefined) return 0;
  let total = 0;
  const pending: unknown[] = [value];
  while (pending.length > 0) {
    const v = pending.pop();
    switch (typeof v) {
      case "string":
        total += VALUE_BYTES + utf8Bytes(v);
        break;
      case "object":
        total += VALUE_BYTES;
        if (v === null) break;
        if (Array.isArray(v)) {
          // Every item counts VALUE_BYTES at least: a long (or sparse) array past the limit stops here.
          if (total + VALUE_BYTES * v.length > limit) return total + VALUE_BYTES * v.length;
          for (let i = 0; i < v.length; i++) pending.push(v[i]);
        } else {
          const o = v as Record<string, unknown>;
          for (const key of Object.keys(o)) {
            const member = o[key];
            const t = typeof member;
            if (t === "undefined" || t === "function" || t === "symbol") continue;
            total += VALUE_BYTES + utf8Bytes(key);
            pending.push(member);
          }
        }
        break;
      default: // number, boolean, bigint; undefined, a function or a symbol as an array item (null in JSON)
        total += VALUE_BYTES;
    }
    if (total > limit) return total;
  }
  return total;
}

/** What member `name` of an object counts beside its value: its name's text and VALUE_BYTES. */
export function memberBytes(name: string): number {
  return VALUE_BYTES + utf8Bytes(name);
}

/** The task's object and the members it always has: id with its value's VALUE_BYTES, and the names of contextId and status (their values counted apart). */
const TASK_SHAPE = VALUE_BYTES + memberBytes("id") + VALUE_BYTES + memberBytes("contextId") + memberBytes("status");
/** The status object with its state and timestamp members, without their values' text. */
const STATUS_SHAPE = VALUE_BYTES + memberBytes("state") + VALUE_BYTES + memberBytes("timestamp") + VALUE_BYTES;
/** What history or artifacts add when the first item arrives: the member and its array (GetTask leaves an empty one out). */
export const HISTORY_MEMBER = memberBytes("history") + VALUE_BYTES;
export const ARTIFACTS_MEMBER = memberBytes("artifacts") + VALUE_BYTES;
/** What the metadata member adds beside its value. */
export const METADATA_MEMBER = memberBytes("metadata");
/** What the status's message member adds beside the message. */
export const STATUS_MESSAGE_MEMBER = memberBytes("message");

/** What a task counts for its object, its id (the store's own: ASCII), and the names of its contextId and status members (their values counted apart). */
export function taskShapeBytes(id: string): number {
  return TASK_SHAPE + id.length;
}

/**
 * What a status counts without its message: its object, state (a name, or a number as protobuf's JSON
 * allows) and timestamp (the store's own ISO 8601 text: ASCII).
 */
export function statusShapeBytes(state: unknown, timestamp: string): number {
  return STATUS_SHAPE + (typeof state === "string" ? utf8Bytes(state) : 0) + timestamp.length;
}
