// Our generated zod schemas against @bufbuild/protobuf's fromJson, message by message, for both
// ProtoJSON dialects (and the zod-free validators against the schemas, value by value): a value is accepted exactly when fromJson accepts it, and what we return
// reads back (through fromJson) as the same message. fromJson does not know google.api.field_behavior,
// so this comparison runs with REQUIRED skipped; REQUIRED has its own tests (required.test.ts).
// Unknown fields: our "report" mode is compared with fromJson's default, which rejects them; our
// default (ignore) with fromJson of the value with its unknown fields taken out. Not with
// fromJson's ignoreUnknownFields: that also drops unknown enum names, which the validators must
// reject (a deliberate difference).

import assert from "node:assert/strict";
import { test } from "node:test";
import fc from "fast-check";
import { equals, fromJson, type DescMessage, type JsonValue } from "@bufbuild/protobuf";
import * as es10 from "@a2a-bindgen/a2a/es/v1_0";
import * as es03 from "@a2a-bindgen/a2a/es/v0_3";
import { v0_3, v1_0 } from "@a2a-bindgen/a2a";
import { verdictArb } from "./arbitrary.js";
// The same unknown-field stripping the runtime blocks' own differential tests use.
import { stripUnknown } from "../../support/strip-unknown.js";

type Schema = { safeParse(v: unknown): { success: true; data: unknown } | { success: false; error: unknown } };
type Issues = { issues: readonly { path: readonly PropertyKey[]; message: string }[] };

const RUNS = Number(process.env.DIFF_RUNS ?? 120);

function descOf(es: Record<string, unknown>, local: string): DescMessage {
  const d = es[`${local}Schema`] as DescMessage | undefined;
  assert.ok(d && d.kind === "message", `protoc-gen-es has no message schema ${local}Schema`);
  return d;
}

function theirs(desc: DescMessage, v: unknown, ignoreUnknownFields: boolean) {
  try {
    return fromJson(desc, (ignoreUnknownFields ? stripUnknown(desc, v) : v) as JsonValue);
  } catch {
    return null;
  }
}

/** Asserts both verdicts agree on v, and that our output reads back as fromJson's message; returns the verdict. */
function agree(desc: DescMessage, schema: Schema, v: unknown, ignoreUnknownFields: boolean): boolean {
  const ours = schema.safeParse(v);
  const ref = theirs(desc, v, ignoreUnknownFields);
  const shown = () => JSON.stringify(v, (_, x) => (typeof x === "bigint" ? `${x}n` : x));
  assert.equal(
    ours.success,
    ref !== null,
    `${desc.typeName}: zod ${ours.success ? "accepted" : "rejected"}, fromJson ${ref ? "accepted" : "rejected"}: ${shown()}`,
  );
  if (ours.success && ref !== null) {
    const back = theirs(desc, ours.data, false);
    assert.ok(back !== null, `${desc.typeName}: fromJson rejects our output ${JSON.stringify(ours.data)} for ${shown()}`);
    assert.ok(equals(desc, back, ref), `${desc.typeName}: our output ${JSON.stringify(ours.data)} is not the message fromJson read from ${shown()}`);
  }
  return ours.success;
}

/**
 * The zod-free validator of a message answers as its zod schema does: the same verdict, the same output,
 * and on a refusal the same issues (path and message, in order), its error an Error as zod's is.
 */
function sameAsSchema(name: string, validator: Schema, schema: Schema, v: unknown): void {
  const ours = validator.safeParse(v);
  const zod = schema.safeParse(v);
  assert.equal(ours.success, zod.success, `${name}: the validator ${ours.success ? "accepted" : "rejected"}, the schema did not`);
  if (ours.success && zod.success) assert.deepEqual(ours.data, zod.data, `${name}: outputs differ`);
  if (!ours.success && !zod.success) {
    assert.ok(ours.error instanceof Error, `${name}: the validator's error is an Error`);
    const shown = (e: unknown) => (e as Issues).issues.map((i) => ({ path: [...i.path], message: i.message }));
    assert.deepEqual(shown(ours.error), shown(zod.error), `${name}: issues differ`);
  }
}

const dialects = [
  { name: "v1.0 ProtoJSON (lf.a2a.v1)", mod: v1_0, es: es10 as unknown as Record<string, unknown> },
  { name: "v0.3 ProtoJSON (a2a.v1)", mod: v0_3, es: es03 as unknown as Record<string, unknown> },
];

for (const d of dialects) {
  const lenient = d.mod.schemasWith({ required: "skip" }) as unknown as Record<string, Schema>;
  const reporting = d.mod.schemasWith({ required: "skip", unknownFields: "report" }) as unknown as Record<string, Schema>;
  const strict = d.mod.schemas as unknown as Record<string, Schema>;
  const lenientValidators = d.mod.validatorsWith({ required: "skip" }) as unknown as Record<string, Schema>;
  const reportingValidators = d.mod.validatorsWith({ required: "skip", unknownFields: "report" }) as unknown as Record<string, Schema>;
  const strictValidators = d.mod.validators as unknown as Record<string, Schema>;
  test(`${d.name}: every message agrees with fromJson over generated values, and is both accepted and rejected`, () => {
    for (const local of d.mod.messageNames) {
      const desc = descOf(d.es, local);
      // [accepted, rejected] per mode: a property whose verdict never varies tests nothing.
      const seen = { ignore: [0, 0], report: [0, 0] };
      fc.assert(
        fc.property(verdictArb(desc), (v) => {
          seen.ignore[agree(desc, lenient[local], v, true) ? 0 : 1]++;
          seen.report[agree(desc, reporting[local], v, false) ? 0 : 1]++;
          sameAsSchema(`${local} (REQUIRED skipped)`, lenientValidators[local], lenient[local], v);
          sameAsSchema(`${local} (unknown fields reported)`, reportingValidators[local], reporting[local], v);
          sameAsSchema(`${local} (defaults)`, strictValidators[local], strict[local], v);
        }),
        { numRuns: RUNS },
      );
      for (const [mode, [accepted, rejected]] of Object.entries(seen)) {
        assert.ok(
          accepted > 0 && rejected > 0,
          `${d.name} ${local} (unknown fields ${mode}): accepted ${accepted}, rejected ${rejected} of ${RUNS}: both verdicts must occur`,
        );
      }
    }
  });
}

// Hand-written edge cases, on messages that have the field kinds in question.
const edge: [string, keyof typeof es10 & string, unknown][] = [
  ["int32 as a string", "ListTasksRequestSchema", { pageSize: "10" }],
  ["int32 2^31 rejected", "ListTasksRequestSchema", { pageSize: 2147483648 }],
  ["int32 -0", "ListTasksRequestSchema", { pageSize: "-0" }],
  ["int32 1e2", "ListTasksRequestSchema", { pageSize: 1e2 }],
  ["int32 1.5 rejected", "ListTasksRequestSchema", { pageSize: 1.5 }],
  ["proto field name", "ListTasksRequestSchema", { page_size: 3, context_id: "c" }],
  ["both spellings of one field", "ListTasksRequestSchema", { pageSize: 3, page_size: 3 }],
  ["enum by name", "ListTasksRequestSchema", { status: "TASK_STATE_WORKING" }],
  ["enum by number", "ListTasksRequestSchema", { status: 3 }],
  ["unknown enum name", "ListTasksRequestSchema", { status: "TASK_STATE_CANCELLED" }],
  ["enum zero value", "ListTasksRequestSchema", { status: "TASK_STATE_UNSPECIFIED" }],
  ["timestamp with offset", "ListTasksRequestSchema", { statusTimestampAfter: "1972-01-01T10:00:20.021-05:00" }],
  ["timestamp nanoseconds", "ListTasksRequestSchema", { statusTimestampAfter: "2026-12-02T10:00:00.123456789Z" }],
  ["timestamp too precise", "ListTasksRequestSchema", { statusTimestampAfter: "2026-12-02T10:00:00.1234567891Z" }],
  ["bytes without padding", "PartSchema", { raw: "QUJDRA" }],
  ["bytes url-safe", "PartSchema", { raw: "-_-_" }],
  ["bytes not base64", "PartSchema", { raw: "not base64!" }],
  ["two oneof members", "PartSchema", { text: "a", raw: "QQ==" }],
  ["oneof member null", "PartSchema", { text: "a", raw: null }],
  ["deeply nested Struct", "PartSchema", { data: { a: { b: { c: { d: { e: [1, [2, [3, { f: null }]]] } } } } } }],
  ["Value null", "PartSchema", { data: null }],
  ["NaN in a Value", "PartSchema", { data: "NaN" }],
  ["null repeated", "MessageSchema", { messageId: "m", role: "ROLE_USER", parts: null }],
  ["null element", "MessageSchema", { messageId: "m", role: "ROLE_USER", parts: [null] }],
  ["map of strings", "AgentCardSchema", { securitySchemes: { k: { apiKeySecurityScheme: { name: "x", location: "header" } } } }],
  ["array for an object", "TaskSchema", []],
  ["unknown field", "TaskSchema", { id: "t", surprise: 1 }],
];

test("hand-written edge cases agree with fromJson, and the zod-free validators with the schemas", () => {
  const lenient = v1_0.schemasWith({ required: "skip" }) as unknown as Record<string, Schema>;
  const reporting = v1_0.schemasWith({ required: "skip", unknownFields: "report" }) as unknown as Record<string, Schema>;
  const lenientValidators = v1_0.validatorsWith({ required: "skip" }) as unknown as Record<string, Schema>;
  const reportingValidators = v1_0.validatorsWith({ required: "skip", unknownFields: "report" }) as unknown as Record<string, Schema>;
  for (const [what, name, value] of edge) {
    // biome-ignore lint/performance/noDynamicNamespaceImportAccess: the test walks every message descriptor by name
    const desc = es10[name] as unknown as DescMessage;
    const local = name.replace(/Schema$/, "");
    assert.ok(lenient[local], `${what}: no schema ${local}`);
    agree(desc, lenient[local], value, true);
    agree(desc, reporting[local], value, false);
    sameAsSchema(`${what} (REQUIRED skipped)`, lenientValidators[local], lenient[local], value);
    sameAsSchema(`${what} (unknown fields reported)`, reportingValidators[local], reporting[local], value);
  }
});
