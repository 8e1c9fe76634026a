// Schemas are built at first use, not at import: the generated `schemas` object holds one getter
// per name, each schema is built on its first read and is the same object ever after, and
// schemasWith gives one object per set of options.
import { test } from "node:test";
import assert from "node:assert/strict";
import { lazySchemas, type ParseOptions } from "@a2a-bindgen/runtime/protojson";
import { v0_3, v1_0 } from "@a2a-bindgen/a2a";

test("lazySchemas: nothing is built until a name is read, then once", () => {
  const calls: string[] = [];
  const s = lazySchemas<{ A: { a: number }; B: { b: number } }>({
    A: () => (calls.push("A"), { a: 1 }),
    B: () => (calls.push("B"), { b: 2 }),
  });
  assert.deepEqual(calls, []);
  const a = s.A;
  assert.deepEqual(a, { a: 1 });
  assert.deepEqual(calls, ["A"]);
  assert.equal(s.A, a, "the same object on the second read");
  assert.deepEqual(calls, ["A"]);
  assert.deepEqual(Object.keys(s), ["A", "B"], "every name is listed before it is built");
  assert.deepEqual(calls, ["A"]);
});

test("lazySchemas: a frozen object; names like constructor and __proto__ are plain own keys", () => {
  const makers = Object.create(null) as Record<string, () => string>;
  for (const name of ["constructor", "toString", "__proto__", "hasOwnProperty"]) makers[name] = () => `built ${name}`;
  const s = lazySchemas<Record<string, string>>(makers);
  assert.ok(Object.isFrozen(s));
  assert.equal(Object.getPrototypeOf(s), Object.prototype, "__proto__ did not replace the prototype");
  for (const name of ["constructor", "toString", "__proto__", "hasOwnProperty"]) {
    assert.ok(Object.hasOwn(s, name), name);
    assert.equal(s[name], `built ${name}`);
  }
  assert.throws(() => {
    (s as Record<string, string>).constructor = "x";
  }, TypeError);
});

test("generated schemas: getters on a frozen object, the same schema on every read", () => {
  for (const v of [v1_0, v0_3]) {
    assert.ok(Object.isFrozen(v.schemas));
    const d = Object.getOwnPropertyDescriptor(v.schemas, "Task");
    assert.equal(typeof d?.get, "function", "Task is a lazy property");
    assert.equal(v.schemas.Task, v.schemas.Task);
    assert.deepEqual(Object.keys(v.schemas).sort(), [...v.messageNames, ...v.enumNames].sort());
  }
  // v1_0.schemas.Task works as a schema (the REQUIRED id/contextId/status are enforced by default).
  assert.equal(v1_0.schemas.Task.safeParse({ id: "t", contextId: "c", status: { state: "TASK_STATE_WORKING" } }).success, true);
  assert.equal(v1_0.schemas.Task.safeParse({ id: "t" }).success, false);
});

test("schemasWith: one object per set of options, the defaults being `schemas`", () => {
  assert.equal(v1_0.schemasWith({}), v1_0.schemas);
  assert.equal(v1_0.schemasWith({ required: "enforce", unknownFields: "ignore" }), v1_0.schemas);
  const skip = v1_0.schemasWith({ required: "skip" });
  assert.notEqual(skip, v1_0.schemas);
  assert.equal(v1_0.schemasWith({ required: "skip" }), skip, "cached per option set");
  assert.equal(v1_0.schemasWith({ required: "skip", unknownFields: "ignore" }), skip);
  assert.notEqual(v1_0.schemasWith({ unknownFields: "report" }), skip);
  // The options do reach the schemas built under them.
  assert.equal(skip.Task.safeParse({ id: "t" }).success, true);
  assert.equal(
    v1_0.schemasWith({ unknownFields: "report" }).Task.safeParse({ id: "t", contextId: "c", status: { state: "TASK_STATE_WORKING" }, colour: 1 }).success,
    false,
  );
});

test("schemasWith: an option given as undefined is the default (REQUIRED stays enforced, as its type says)", () => {
  // Without exactOptionalPropertyTypes `{ required: undefined }` type-checks as the enforcing overload.
  const undefinedOptions = { required: undefined, unknownFields: undefined } as unknown as Partial<ParseOptions>;
  assert.equal(v1_0.schemasWith(undefinedOptions), v1_0.schemas);
  assert.equal(v1_0.schemasWith(undefinedOptions).Task.safeParse({ contextId: "c" }).success, false);
});

test("operations: request/response validators are the schemas object's, read on demand", () => {
  const op = v1_0.operations.GetTask;
  const d = Object.getOwnPropertyDescriptor(op.schemas, "request");
  assert.equal(typeof d?.get, "function");
  assert.equal(op.schemas.request, v1_0.schemas.GetTaskRequest);
  assert.equal(op.schemas.response, v1_0.schemas.Task);
});
