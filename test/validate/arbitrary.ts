// fast-check arbitraries of ProtoJSON values for any message, read from its descriptor: mostly
// well-formed (both field-name spellings, every input form of every scalar, enums by name and
// number, nulls, oneofs) with a steady share of malformed values, so both verdicts get exercised.

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
const durationForms = fc.oneof(fc.integer({ min: -315576000000, max: 315576000000 }).map((s) => `${s}s`), fc.constantFrom("1.5s", "-0.000000001s", "1s ", "1m", "315576000001s"));

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

function elementArb(f: DescField, depth: number): fc.Arbitrary<unknown> {
  const kind = f.fieldKind === "list" ? f.listKind : f.fieldKind === "map" ? f.mapKind : f.fieldKind;
  if (kind === "scalar") return scalarArb((f as { scalar: ScalarType }).scalar);
  if (kind === "enum") {
    const e = (f as unknown as { enum: { values: { name: string; number: number }[]; typeName: string } }).enum;
    if (e.typeName === "google.protobuf.NullValue") return fc.constantFrom(null, "NULL_VALUE", 0);
    return fc.oneof(
      { weight: 4, arbitrary: fc.constantFrom(...e.values.map((v) => v.name)) },
      { weight: 2, arbitrary: fc.constantFrom(...e.values.map((v) => v.number)) },
      { weight: 1, arbitrary: fc.constantFrom("NO_SUCH_VALUE", "", 99, -1, 1.5, "1", true) },
    );
  }
  const m = (f as unknown as { message: DescMessage }).message;
  return wktArb(m.typeName) ?? messageArb(m, depth + 1);
}

const cache = new Map<string, fc.Arbitrary<unknown>>();

/** JSON values for `message`: objects whose fields take every input form, sometimes malformed. */
export function messageArb(message: DescMessage, depth = 0): fc.Arbitrary<unknown> {
  if (depth > MAX_DEPTH) return fc.constant({});
  const key = `${message.typeName}@${depth}`;
  const hit = cache.get(key);
  if (hit) return hit;
  const entries = message.fields.map((f) => {
    const el = elementArb(f, depth);
    const value: fc.Arbitrary<unknown> =
      f.fieldKind === "list"
        ? fc.oneof({ weight: 6, arbitrary: fc.array(el, { maxLength: 3 }) }, { weight: 1, arbitrary: fc.constantFrom(null, {}, "x") })
        : f.fieldKind === "map"
          ? fc.oneof({ weight: 6, arbitrary: fc.dictionary(f.mapKey === ScalarType.STRING ? fc.string({ maxLength: 4 }) : fc.constantFrom("1", "-2", "x", "true"), el, { maxKeys: 3 }) }, { weight: 1, arbitrary: fc.constantFrom(null, []) })
          : fc.oneof({ weight: 8, arbitrary: el }, { weight: 1, arbitrary: fc.constant(null) });
    // Present or not; under the JSON name mostly, the proto name sometimes.
    const name = f.jsonName === f.name ? fc.constant(f.jsonName) : fc.oneof({ weight: 3, arbitrary: fc.constant(f.jsonName) }, { weight: 1, arbitrary: fc.constant(f.name) });
    return fc.option(fc.tuple(name, value), { freq: 2 });
  });
  const arb = fc
    .tuple(fc.tuple(...entries), fc.option(fc.tuple(fc.constantFrom("unknownField", "@type", "__proto__"), fc.jsonValue({ maxDepth: 1 })), { freq: 6 }))
    .map(([pairs, extra]) => {
      const o: Record<string, unknown> = {};
      for (const p of pairs) if (p !== null) Object.defineProperty(o, p[0], { value: p[1], enumerable: true, configurable: true, writable: true });
      if (extra !== null) Object.defineProperty(o, extra[0], { value: extra[1], enumerable: true, configurable: true, writable: true });
      return o;
    });
  const withJunk = fc.oneof({ weight: 20, arbitrary: arb }, { weight: 1, arbitrary: fc.constantFrom(null, [], "x", 1, true) });
  cache.set(key, withJunk);
  return withJunk;
}
