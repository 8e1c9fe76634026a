// google.protobuf well-known types with their special JSON forms, as fromJson reads them
// (compileWkt and the *FromJson functions of from-json.js). Every one counts one level against
// fromJson's recursion limit, like any message, and Value counts once more per nesting level.

import { TIMESTAMP, TIMESTAMP_MS_MAX, TIMESTAMP_MS_MIN, timestampMs } from "../formats.js";
import { INVALID, MAX_ISSUES, RECURSION_LIMIT, describe, fail, isObject, isPlain, tooDeep, type Ctx, type Node, type PathKey } from "./core.js";
import { scalarDefs, scalarReason, type ScalarName } from "./scalars.js";

// ---- Struct, Value, ListValue -----------------------------------------------------------------

/** The first value a JSON walk refused: its path (innermost key first) and why. */
interface Bad {
  path: PathKey[];
  value: unknown;
  reason: string;
  /** The recursion limit, not a bad value: stops the whole parse (see Ctx.stop). */
  deep?: boolean | undefined;
}

/**
 * The one check behind Struct, Value and ListValue: is `v` (at recursion depth `depth`, counted
 * like fromJson's valueFromJson) a JSON value? Recursive, allocation-free on success, and total:
 * the depth limit stops cycles. Returns the first bad value, or undefined.
 *
 * Deliberate difference: fromJson stores a NaN or infinite JS number as a numberValue; we refuse
 * it, since it is not JSON and toJson refuses to write it back (the output must be ProtoJSON).
 */
function walk(v: unknown, depth: number): Bad | undefined {
  if (depth > RECURSION_LIMIT) return { path: [], value: v, reason: `maximum recursion depth of ${RECURSION_LIMIT} reached`, deep: true };
  switch (typeof v) {
    case "string":
    case "boolean":
      return undefined;
    case "number":
      return Number.isFinite(v) ? undefined : { path: [], value: v, reason: "NaN and infinities are not JSON numbers" };
    case "object": {
      if (v === null) return undefined;
      if (Array.isArray(v)) {
        for (let i = 0; i < v.length; i++) {
          const bad = walk(v[i], depth + 1);
          if (bad !== undefined) {
            bad.path.push(i);
            return bad;
          }
        }
        return undefined;
      }
      const o = v as Record<string, unknown>;
      for (const k of Object.keys(o)) {
        const bad = walk(o[k], depth + 1);
        if (bad !== undefined) {
          bad.path.push(k);
          return bad;
        }
      }
      return undefined;
    }
    default:
      return { path: [], value: v, reason: `${typeof v} is not a JSON value` }; // undefined, function, bigint, symbol
  }
}

function reportBad(ctx: Ctx, bad: Bad, childKey?: PathKey): typeof INVALID {
  const path = bad.path; // innermost first, as Ctx wants
  if (childKey !== undefined) path.push(childKey);
  ctx.issues.push({ code: "custom", path, message: bad.reason, input: bad.value, params: { expected: "JSON value", received: describe(bad.value) } });
  if (bad.deep === true || ctx.issues.length >= MAX_ISSUES) ctx.stop = true;
  return INVALID;
}

// Valid JSON is its own canonical form: Struct, Value and ListValue return the input as is (no copy).
const valueNode: Node = {
  kind: "message",
  nullIsValue: true,
  expected: "JSON value",
  run(input, ctx) {
    // +1 for the Value message, +1 for its value (fromJson's compiled reader, then valueFromJson).
    const bad = walk(input, ctx.depth + 2);
    return bad === undefined ? input : reportBad(ctx, bad);
  },
};

const structNode: Node = {
  kind: "message",
  nullIsValue: false,
  expected: "JSON object",
  run(input, ctx) {
    if (tooDeep(ctx, "JSON object", input)) return INVALID;
    if (!isObject(input)) return fail(ctx, "JSON object", input, "expected a JSON object (google.protobuf.Struct)");
    for (const k of Object.keys(input)) {
      const bad = walk(input[k], ctx.depth + 2);
      if (bad !== undefined) return reportBad(ctx, bad, k);
    }
    return input;
  },
};

const listValueNode: Node = {
  kind: "message",
  nullIsValue: false,
  expected: "JSON array",
  run(input, ctx) {
    if (tooDeep(ctx, "JSON array", input)) return INVALID;
    if (!Array.isArray(input)) return fail(ctx, "JSON array", input, "expected a JSON array (google.protobuf.ListValue)");
    for (let i = 0; i < input.length; i++) {
      const bad = walk(input[i], ctx.depth + 2);
      if (bad !== undefined) return reportBad(ctx, bad, i);
    }
    return input;
  },
};

/** google.protobuf.NullValue: null, "NULL_VALUE" or 0 give null (its JSON form); other int32s, as an open enum, stay numbers. */
const nullValueNode: Node = {
  kind: "enum",
  nullIsValue: true,
  expected: "null",
  run(input, ctx) {
    if (input === null || input === "NULL_VALUE") return null;
    if (typeof input === "number" && Number.isInteger(input) && input >= -0x80000000 && input <= 0x7fffffff) {
      return input === 0 ? null : input;
    }
    return fail(ctx, "null", input, `expected null (google.protobuf.NullValue)`);
  },
  isDefault: (out) => out === null,
};

// ---- Timestamp, Duration, FieldMask -------------------------------------------------------------

// The timestamp pattern and range are formats.ts's (shared with the converters' helpers).

/** ".123", ".123456" or ".123456789" as toJson writes nanos; "" for zero. */
function fraction(nanos: number): string {
  if (nanos === 0) return "";
  const s = String(nanos + 1_000_000_000).slice(1);
  if (s.endsWith("000000")) return "." + s.slice(0, 3);
  if (s.endsWith("000")) return "." + s.slice(0, 6);
  return "." + s;
}

const DAYS_IN_MONTH = [0, 31, 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31];

/**
 * Is a TIMESTAMP match already what toJson writes, with every field in its calendar range? Then
 * Date.parse accepts it, it is within 0001..9999, and the canonical output is the input itself.
 * Anything else (offsets, "24:00:00", "02-30", ".000") takes the exact Date.parse path.
 */
function isCanonicalUtc(m: RegExpExecArray): boolean {
  if (m[8] !== undefined) return false; // an offset
  const frac = m[7];
  if (frac !== undefined && (frac.length % 3 !== 0 || frac.endsWith("000"))) return false;
  const year = +m[1];
  const month = +m[2];
  const day = +m[3];
  if (year < 1 || month < 1 || month > 12 || day < 1 || +m[4] > 23 || +m[5] > 59 || +m[6] > 59) return false;
  const leap = year % 4 === 0 && (year % 100 !== 0 || year % 400 === 0);
  return day <= (month === 2 && leap ? 29 : DAYS_IN_MONTH[month]);
}

/**
 * RFC 3339 as fromJson reads it; the date itself goes through Date.parse exactly as there (so
 * V8's leniency, e.g. "02-30" rolling over, is fromJson's too). Output: the canonical UTC form
 * toJson writes ("Z", 0/3/6/9 fraction digits).
 */
const timestampNode: Node = {
  kind: "message",
  nullIsValue: false,
  expected: "RFC 3339 timestamp",
  run(input, ctx) {
    if (tooDeep(ctx, this.expected, input)) return INVALID;
    if (typeof input !== "string") return fail(ctx, this.expected, input, "expected an RFC 3339 timestamp string");
    const m = TIMESTAMP.exec(input);
    if (m !== null && isCanonicalUtc(m)) return input; // the usual case: no Date work (it dominated profiles)
    const ms = m === null ? NaN : timestampMs(m);
    if (m === null || Number.isNaN(ms)) {
      return fail(ctx, this.expected, input, `invalid RFC 3339 timestamp (like "1972-01-01T10:00:20.021Z")`);
    }
    if (ms < TIMESTAMP_MS_MIN || ms > TIMESTAMP_MS_MAX) {
      return fail(ctx, this.expected, input, "timestamp must be from 0001-01-01T00:00:00Z to 9999-12-31T23:59:59Z inclusive");
    }
    const nanos = m[7] === undefined ? 0 : parseInt(m[7].padEnd(9, "0"), 10);
    return new Date(ms).toISOString().slice(0, 19) + fraction(nanos) + "Z";
  },
};

// fromJson's pattern has no end anchor: "1sfoo" is read as 1s. Kept (we must accept what it accepts).
const DURATION = /^(-?[0-9]+)(?:\.([0-9]+))?s/;
const DURATION_SECONDS_MAX = 315576000000;

/** "1.5s"-style durations as fromJson reads them. Output: the canonical form toJson writes. */
const durationNode: Node = {
  kind: "message",
  nullIsValue: false,
  expected: "duration string",
  run(input, ctx) {
    if (tooDeep(ctx, this.expected, input)) return INVALID;
    if (typeof input !== "string") return fail(ctx, this.expected, input, `expected a duration string like "1.5s"`);
    const m = DURATION.exec(input);
    if (m === null) return fail(ctx, this.expected, input, `invalid duration (like "1.5s" or "-0.001s")`);
    const seconds = Number(m[1]);
    if (seconds > DURATION_SECONDS_MAX || seconds < -DURATION_SECONDS_MAX) {
      return fail(ctx, this.expected, input, "duration must be within ±315576000000s");
    }
    let nanos = 0;
    if (m[2] !== undefined) {
      // More than 9 digits: fromJson fails too ("0".repeat() of a negative count throws).
      if (m[2].length > 9) return fail(ctx, this.expected, input, "a duration has at most 9 fractional digits");
      nanos = parseInt(m[2].padEnd(9, "0"), 10);
      if (seconds < 0 || Object.is(seconds, -0)) nanos = -nanos;
    }
    let text = String(seconds); // String(-0) is "0"
    if (nanos !== 0) {
      text += fraction(Math.abs(nanos));
      if (nanos < 0 && seconds === 0) text = "-" + text;
    }
    return text + "s";
  },
};

/** Comma-separated lowerCamel paths, as fromJson reads them (no "_" allowed). Output: the input. */
const fieldMaskNode: Node = {
  kind: "message",
  nullIsValue: false,
  expected: "field mask string",
  run(input, ctx) {
    if (tooDeep(ctx, this.expected, input)) return INVALID;
    if (typeof input !== "string") return fail(ctx, this.expected, input, `expected a field mask string like "displayName,labels"`);
    if (input !== "" && input.includes("_")) return fail(ctx, this.expected, input, "field mask paths must be lowerCamelCase");
    return input;
  },
};

// ---- Empty -----------------------------------------------------------------------------------

/**
 * google.protobuf.Empty is a plain message without fields for fromJson: a JSON object whose every
 * key is unknown. Those keys are dropped, or reported when the enclosing message reports unknown
 * fields (a standalone Empty ignores them, like DEFAULT_OPTIONS).
 */
const emptyNode: Node = {
  kind: "message",
  nullIsValue: false,
  expected: "google.protobuf.Empty object",
  run(input, ctx) {
    if (tooDeep(ctx, this.expected, input)) return INVALID;
    if (!isObject(input)) return fail(ctx, this.expected, input, "expected a JSON object (google.protobuf.Empty)");
    const keys = Object.keys(input);
    if (keys.length === 0) return isPlain(input) ? input : {};
    if (!ctx.reportUnknown) return {};
    for (const key of keys) fail(ctx, "a field of google.protobuf.Empty", input[key], `unknown field "${key}"`, key);
    return INVALID;
  },
};

// ---- Any -------------------------------------------------------------------------------------

/**
 * google.protobuf.Any, exactly as fromJson without a type registry: {} (no keys) is the empty
 * Any; anything with keys needs its "@type" resolved in a registry, which validators do not carry,
 * so it is refused with a message that says so.
 */
const anyNode: Node = {
  kind: "message",
  nullIsValue: false,
  expected: "google.protobuf.Any object",
  run(input, ctx) {
    if (tooDeep(ctx, this.expected, input)) return INVALID;
    if (!isObject(input)) return fail(ctx, this.expected, input, "expected a JSON object (google.protobuf.Any)");
    if (Object.keys(input).length === 0) return {};
    const typeUrl = input["@type"];
    if (typeof typeUrl !== "string" || typeUrl === "") {
      return fail(ctx, this.expected, input, `google.protobuf.Any: "@type" is missing or empty`);
    }
    return fail(
      ctx,
      this.expected,
      input,
      `google.protobuf.Any: cannot resolve "@type" ${JSON.stringify(typeUrl)}: validators carry no type registry, so only the empty Any {} is accepted (as fromJson without a registry)`,
    );
  },
};

// ---- wrappers ----------------------------------------------------------------------------------

const wrapperKinds: Record<string, [ScalarName, unknown]> = {
  "google.protobuf.DoubleValue": ["double", 0],
  "google.protobuf.FloatValue": ["float", 0],
  "google.protobuf.Int64Value": ["int64", "0"],
  "google.protobuf.UInt64Value": ["uint64", "0"],
  "google.protobuf.Int32Value": ["int32", 0],
  "google.protobuf.UInt32Value": ["uint32", 0],
  "google.protobuf.BoolValue": ["bool", false],
  "google.protobuf.StringValue": ["string", ""],
  "google.protobuf.BytesValue": ["bytes", ""],
};

/**
 * A wrapper: the bare scalar. A top-level JSON null is fromJson's "wrapper with the zero value",
 * so it gives the zero value here; as a field, null means unset (the message handles that first).
 */
function wrapperNode(name: string, scalar: ScalarName, zero: unknown): Node {
  const def = scalarDefs[scalar];
  const expected = `${def.expected} (${name})`;
  return {
    kind: "message",
    nullIsValue: false,
    expected,
    run(input, ctx) {
      if (tooDeep(ctx, expected, input)) return INVALID;
      if (input === null) return zero;
      const out = def.read(input);
      return out === INVALID ? fail(ctx, expected, input, scalarReason(scalar, input)) : out;
    },
  };
}

// ---- the table -----------------------------------------------------------------------------------

/** Nodes of the well-known types by full name (google.protobuf.*). */
export const wktNodes: Record<string, Node> = {
  "google.protobuf.Timestamp": timestampNode,
  "google.protobuf.Duration": durationNode,
  "google.protobuf.FieldMask": fieldMaskNode,
  "google.protobuf.Empty": emptyNode,
  "google.protobuf.Struct": structNode,
  "google.protobuf.Value": valueNode,
  "google.protobuf.ListValue": listValueNode,
  "google.protobuf.NullValue": nullValueNode,
  "google.protobuf.Any": anyNode,
};
for (const [name, [scalar, zero]] of Object.entries(wrapperKinds)) wktNodes[name] = wrapperNode(name, scalar, zero);

/** Is there a node (a schema in `wkt`, a validator in `wktValidators`) for this full name? */
export function isWellKnown(fullName: string): boolean {
  return Object.hasOwn(wktNodes, fullName);
}
