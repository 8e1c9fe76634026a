// fast-check arbitraries of ProtoJSON values for any message, read from its descriptor. Half the
// values are drawn well-formed only (both field-name spellings, the valid input forms of every
// scalar, enums by name and number, nulls, at most one member per oneof), so even a message with
// many nested fields is accepted often; the other half mix in malformed values and whole wrong
// types, so it is rejected often. The differential test asserts both verdicts occur per message.

import fc from "fast-check";
import { ScalarType, type DescField, type DescMessage } from "@bufbuild/protobuf";

const MAX_DEPTH = 4;

const int64Forms = fc.oneof(
  fc.bigInt({ min: -(2n ** 63n), max: 2n ** 63n - 1n }).map((b) => b.toString()),
  fc.integer().map((n) => n),
  fc.constantFrom("9223372036854775807", "-9223372036854775808", "9223372036854775808", "1e3", " 1", "0x10", "", "-0", 1.5, 1e300),
);
const uint64Forms = fc.oneof(
  fc.bigInt({ min: 0n, max: 2n ** 64n - 1n }).map((b) => b.toString()),
  fc.nat(),
  fc.constantFrom("18446744073709551615", "18446744073709551616", "-1", -1, "1.0"),
);
const int32Forms = fc.oneof(
  fc.integer({ min: -(2 ** 31), max: 2 ** 31 - 1 }),
  fc.integer().map(String),
  fc.constantFrom(2 ** 31, -(2 ** 31) - 1, 1.5, "1.5", "1e2", "NaN", true, null, -0),
);
const uint32Forms = fc.oneof(fc.integer({ min: 0, max: 2 ** 32 - 1 }), fc.constantFrom(-1, 2 ** 32, "4294967295", "4294967296"));
const floatForms = fc.oneof(
  fc.double({ noNaN: true, noDefaultInfinity: true }),
  fc.constantFrom("NaN", "Infinity", "-Infinity", "-0", "1.5", "1e39", 3.5e38, "nan", "", " 1"),
);
const base64Forms = fc.oneof(
  fc.uint8Array({ maxLength: 12 }).map((b) => Buffer.from(b).toString("base64")),
  fc.uint8Array({ maxLength: 12 }).map((b) => Buffer.from(b).toString("base64url")),
  fc.uint8Array({ maxLength: 12 }).map((b) => Buffer.from(b).toString("base64").replace(/=+$/, "")),
  fc.constantFrom("not base64!", "QQ=", "Q", "QUJD\n", "+/+/", "-_-_"),
);
const timestampForms = fc.oneof(
  fc.date({ min: new Date("0001-01-01T00:00:00Z"), max: new Date("9999-12-31T23:59:59Z"), noInvalidDate: true }).map((d) => d.toISOString()),
  fc.constantFrom(
    "1972-01-01T10:00:20.021-05:00",
    "2026-12-02T10:00:00Z",
    "2026-12-02T10:00:00.123456789Z",
    "2026-12-02T10:00:00.1234567891Z",
    "2026-12-02t10:00:00z",
    "2026-12-02 10:00:00Z",
    "0000-12-31T23:59:59Z",
    "10000-01-01T00:00:00Z",
    "2026-02-30T00:00:00Z",
    "2026-12-02T10:00:00",
    "2026-12-02T10:00:00+24:00",
  ),
);
const durationForms = fc.oneof(
  fc.integer({ min: -315576000000, max: 315576000000 }).map((s) => `${s}s`),
  fc.constantFrom("1.5s", "-0.000000001s", "1s ", "1m", "315576000001s"),
);

/** Input forms of each scalar that fromJson accepts. */
function validScalarArb(t: ScalarType): fc.Arbitrary<unknown> {
  switch (t) {
    case ScalarType.STRING:
      return fc.string();
    case ScalarType.BOOL:
      return fc.boolean();
    case ScalarType.BYTES:
      return fc.uint8Array({ maxLength: 12 }).map((b) => Buffer.from(b).toString("base64"));
    case ScalarType.INT64:
    case ScalarType.SINT64:
    case ScalarType.SFIXED64:
      return fc.oneof(
        fc.bigInt({ min: -(2n ** 63n), max: 2n ** 63n - 1n }).map((b) => b.toString()),
        fc.integer(),
      );
    case ScalarType.UINT64:
    case ScalarType.FIXED64:
      return fc.oneof(
        fc.bigInt({ min: 0n, max: 2n ** 64n - 1n }).map((b) => b.toString()),
        fc.nat(),
      );
    case ScalarType.UINT32:
    case ScalarType.FIXED32:
      return fc.integer({ min: 0, max: 2 ** 32 - 1 });
    case ScalarType.DOUBLE:
      return fc.oneof(fc.double({ noNaN: true, noDefaultInfinity: true }), fc.constantFrom("NaN", "Infinity", "-Infinity"));
    case ScalarType.FLOAT:
      return fc.oneof(fc.float({ noNaN: true, noDefaultInfinity: true }), fc.constantFrom("NaN", "-Infinity"));
    default:
      return fc.oneof(fc.integer({ min: -(2 ** 31), max: 2 ** 31 - 1 }), fc.integer({ min: -(2 ** 31), max: 2 ** 31 - 1 }).map(String));
  }
}

function validWktArb(typeName: string): fc.Arbitrary<unknown> | null {
  switch (typeName) {
    case "google.protobuf.Timestamp":
      return fc.date({ min: new Date("0001-01-01T00:00:00Z"), max: new Date("9999-12-31T23:59:59Z"), noInvalidDate: true }).map((d) => d.toISOString());
    case "google.protobuf.Duration":
      return fc.integer({ min: -315576000000, max: 315576000000 }).map((s) => `${s}s`);
    case "google.protobuf.Struct":
      return fc.dictionary(fc.string(), fc.jsonValue({ maxDepth: 3 }));
    case "google.protobuf.Value":
      return fc.jsonValue({ maxDepth: 3 });
    case "google.protobuf.ListValue":
      return fc.array(fc.jsonValue({ maxDepth: 2 }), { maxLength: 4 });
    case "google.protobuf.Empty":
      return fc.constant({});
    case "google.protobuf.FieldMask":
      return fc.constantFrom("a,b.c", "fooBar", "");
    default:
      return null;
  }
}

function scalarArb(t: ScalarType): fc.Arbitrary<unknown> {
  switch (t) {
    case ScalarType.STRING:
      return fc.oneof(fc.string(), fc.constantFrom(1, true));
    case ScalarType.BOOL:
      return fc.oneof(fc.boolean(), fc.constantFrom("true", 1, 0));
    case ScalarType.BYTES:
      return base64Forms;
    case ScalarType.INT64:
    case ScalarType.SINT64:
    case ScalarType.SFIXED64:
      return int64Forms;
    case ScalarType.UINT64:
    case ScalarType.FIXED64:
      return uint64Forms;
    case ScalarType.UINT32:
    case ScalarType.FIXED32:
      return uint32Forms;
    case ScalarType.DOUBLE:
    case ScalarType.FLOAT:
      return floatForms;
    default:
      return int32Forms;
  }
}

function wktArb(typeName: string): fc.Arbitrary<unknown> | null {
  switch (typeName) {
    case "google.protobuf.Timestamp":
      return timestampForms;
    case "google.protobuf.Duration":
      return durationForms;
    case "google.protobuf.Struct":
      return fc.oneof(fc.dictionary(fc.string(), fc.jsonValue({ maxDepth: 3 })), fc.constantFrom([], "x", { a: { b: { c: [1, { d: null }] } } }));
    case "google.protobuf.Value":
      return fc.jsonValue({ maxDepth: 3 });
    case "google.protobuf.ListValue":
      return fc.oneof(fc.array(fc.jsonValue({ maxDepth: 2 }), { maxLength: 4 }), fc.constant({}));
    case "google.protobuf.Empty":
      return fc.constantFrom({}, { x: 1 }, []);
    case "google.protobuf.FieldMask":
      return fc.constantFrom("a,b.c", "fooBar", "foo_bar", "", 1);
    default:
      return null;
  }
}

type Mode = "valid" | "mixed";

function elementArb(f: DescField, depth: number, mode: Mode): fc.Arbitrary<unknown> {
  const kind = f.fieldKind === "list" ? f.listKind : f.fieldKind === "map" ? f.mapKind : f.fieldKind;
  if (kind === "scalar") {
    const s = (f as { scalar: ScalarType }).scalar;
    return mode === "valid" ? validScalarArb(s) : scalarArb(s);
  }
  if (kind === "enum") {
    const e = (f as unknown as { enum: { values: { name: string; number: number }[]; typeName: string } }).enum;
    if (e.typeName === "google.protobuf.NullValue") return fc.constantFrom(null, "NULL_VALUE", 0);
    const good = [
      { weight: 4, arbitrary: fc.constantFrom(...e.values.map((v) => v.name)) },
      { weight: 2, arbitrary: fc.constantFrom(...e.values.map((v) => v.number)) },
    ];
    return mode === "valid" ? fc.oneof(...good) : fc.oneof(...good, { weight: 1, arbitrary: fc.constantFrom("NO_SUCH_VALUE", "", 99, -1, 1.5, "1", true) });
  }
  const m = (f as unknown as { message: DescMessage }).message;
  return (mode === "valid" ? validWktArb(m.typeName) : wktArb(m.typeName)) ?? messageArb(m, depth + 1, mode);
}

function mapKeyArb(key: ScalarType, mode: Mode): fc.Arbitrary<string> {
  if (key === ScalarType.STRING) return fc.string({ maxLength: 4 });
  if (mode === "mixed") return fc.constantFrom("1", "-2", "x", "true");
  if (key === ScalarType.BOOL) return fc.constantFrom("true", "false");
  const unsigned = [ScalarType.UINT32, ScalarType.UINT64, ScalarType.FIXED32, ScalarType.FIXED64].includes(key);
  return unsigned ? fc.constantFrom("0", "1", "42") : fc.constantFrom("1", "-2", "0");
}

/** A field's value: the element, or a list or map of it; null (unset) sometimes. */
function valueArb(f: DescField, depth: number, mode: Mode): fc.Arbitrary<unknown> {
  const el = elementArb(f, depth, mode);
  if (f.fieldKind === "list") {
    const list = fc.array(el, { maxLength: 3 });
    return mode === "valid"
      ? fc.oneof({ weight: 6, arbitrary: list }, { weight: 1, arbitrary: fc.constant(null) })
      : fc.oneof({ weight: 6, arbitrary: list }, { weight: 1, arbitrary: fc.constantFrom(null, {}, "x") });
  }
  if (f.fieldKind === "map") {
    const map = fc.dictionary(mapKeyArb(f.mapKey, mode), el, { maxKeys: 3 });
    return fc.oneof({ weight: 6, arbitrary: map }, { weight: 1, arbitrary: mode === "valid" ? fc.constant(null) : fc.constantFrom(null, []) });
  }
  return fc.oneof({ weight: 8, arbitrary: el }, { weight: 1, arbitrary: fc.constant(null) });
}

/** The field under its JSON name mostly, its proto name sometimes. */
function nameArb(f: DescField): fc.Arbitrary<string> {
  return f.jsonName === f.name
    ? fc.constant(f.jsonName)
    : fc.oneof({ weight: 3, arbitrary: fc.constant(f.jsonName) }, { weight: 1, arbitrary: fc.constant(f.name) });
}

const cache = new Map<string, fc.Arbitrary<unknown>>();

function setOwn(o: Record<string, unknown>, key: string, value: unknown): void {
  // defineProperty: a "__proto__" key is an own property, as in parsed JSON.
  Object.defineProperty(o, key, { value, enumerable: true, configurable: true, writable: true });
}

/**
 * JSON values for `message`. mode "valid": every value is well-formed ProtoJSON (at most one
 * member of each oneof, no unknown keys), so fromJson accepts it. mode "mixed" (the default, and
 * what the test draws from half the time): any field may be malformed, two oneof members may be
 * set, unknown keys appear, and at the top a fifth of the values are not even objects.
 */
export function messageArb(message: DescMessage, depth = 0, mode: Mode = "mixed"): fc.Arbitrary<unknown> {
  if (depth > MAX_DEPTH) return fc.constant({});
  const key = `${message.typeName}@${depth}/${mode}`;
  const hit = cache.get(key);
  if (hit) return hit;
  const field = (f: DescField) => fc.tuple(nameArb(f), valueArb(f, depth, mode));
  // Members of a real oneof (proto3 `optional` has none here: its DescField.oneof is undefined).
  const single = message.fields.filter((f) => mode === "mixed" || f.oneof === undefined);
  const entries = single.map((f) => fc.option(field(f), { freq: 2 }));
  if (mode === "valid") for (const o of message.oneofs) entries.push(fc.option(fc.oneof(...o.fields.map(field)), { freq: 2 }));
  const extra =
    mode === "valid"
      ? fc.constant(null)
      : fc.option(fc.tuple(fc.constantFrom("unknownField", "@type", "__proto__"), fc.jsonValue({ maxDepth: 1 })), { freq: 6 });
  const arb = fc.tuple(fc.tuple(...entries), extra).map(([pairs, more]) => {
    const o: Record<string, unknown> = {};
    for (const p of pairs) if (p !== null) setOwn(o, p[0], p[1]);
    if (more !== null) setOwn(o, more[0], more[1]);
    return o;
  });
  const junk = fc.constantFrom(null, [], "x", 1, true);
  const result = mode === "valid" ? arb : fc.oneof({ weight: depth === 0 ? 4 : 20, arbitrary: arb }, { weight: 1, arbitrary: junk });
  cache.set(key, result);
  return result;
}

/** Half well-formed values, half mixed: what the differential test draws for each message. */
export function verdictArb(message: DescMessage): fc.Arbitrary<unknown> {
  return fc.oneof(messageArb(message, 0, "valid"), messageArb(message, 0, "mixed"));
}
