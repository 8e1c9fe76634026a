// The zod-free validators (<version>/validators): the operations there name them, the version module's
// operations and schemas share their nodes, a refusal is an Error holding zod-format issues, hostile
// values get an answer, and the subpath loads without zod (a child process whose resolver refuses zod).
// That they accept and output exactly what the zod schemas do is checked value by value in
// differential.test.ts.

import assert from "node:assert/strict";
import { execFileSync } from "node:child_process";
import { test } from "node:test";
import * as validated from "@a2a-bindgen/a2a/v1_0/validators";
import { ValidatorError, wktValidators } from "@a2a-bindgen/runtime/engine";
import { v0_3, v1_0 } from "@a2a-bindgen/a2a";

type Check = { safeParse(v: unknown): { success: boolean; data?: unknown; error?: { issues: { path: PropertyKey[]; message: string }[] } } };

const versions = [
  { name: "v1.0", mod: v1_0, local: (t: string) => t.replace(/^lf\.a2a\.v1\./, "") },
  { name: "v0.3", mod: v0_3, local: (t: string) => t.replace(/^a2a\.v1\./, "") },
];

for (const { name, mod, local } of versions) {
  test(`${name}: each operation's validators are the named messages' validators, and the version module's operations carry them beside the schemas`, () => {
    const byName = mod.validators as unknown as Record<string, Check>;
    const wellKnown = wktValidators as Record<string, Check>;
    const expect = (type: string) => (type.startsWith("google.protobuf.") ? wellKnown[type] : byName[local(type)]);
    let count = 0;
    for (const op of Object.values(mod.operations)) {
      const v = op.validators as { request: Check; response: Check };
      assert.ok(expect(op.requestType) !== undefined, `${op.name}: ${op.requestType} has a validator`);
      assert.equal(v.request, expect(op.requestType), `${op.name}: request validator`);
      assert.equal(v.response, expect(op.responseType), `${op.name}: response validator`);
      count++;
    }
    assert.ok(count >= 10, `${name} has its operations (${count})`);
  });
}

test("the validators subpath's operations are the version module's, without schemas", () => {
  const full = v1_0.operations as unknown as Record<string, Record<string, unknown>>;
  const bare = validated.operations as unknown as Record<string, Record<string, unknown>>;
  assert.deepEqual(Object.keys(bare), Object.keys(full));
  for (const [key, op] of Object.entries(bare)) {
    assert.equal(Object.hasOwn(op, "schemas"), false, `${key}: no zod schemas on the zod-free operation`);
    for (const field of ["name", "jsonRpcMethod", "grpcMethod", "requestType", "responseType", "streaming", "http", "names"]) {
      assert.equal(op[field], full[key][field], `${key}.${field} is the same value`);
    }
    assert.equal((op.validators as { request: unknown }).request, (full[key].validators as { request: unknown }).request);
  }
  assert.equal(validated.operations.SendMessage.jsonRpcMethod, "SendMessage");
  assert.equal(validated.operations.SendStreamingMessage.streaming, "server_streaming");
});

test("validatorsWith: one object per set of options; the defaults are `validators` itself", () => {
  assert.equal(v1_0.validatorsWith({}), v1_0.validators);
  assert.equal(v1_0.validatorsWith({ required: "enforce", unknownFields: "ignore" }), v1_0.validators);
  const skip = v1_0.validatorsWith({ required: "skip" });
  assert.notEqual(skip, v1_0.validators);
  assert.equal(v1_0.validatorsWith({ required: "skip" }), skip);
  assert.equal(v1_0.validators.Task, v1_0.validators.Task, "a validator is made once");
  // REQUIRED: Message.parts is required (field_behavior), so only the lenient set accepts it absent.
  const partless = { messageId: "m", role: "ROLE_USER" };
  assert.equal(v1_0.validators.Message.safeParse(partless).success, false);
  assert.equal(skip.Message.safeParse(partless).success, true);
});

test("a refusal: an Error with every issue, paths outermost first, no input kept; parse throws it", () => {
  const r = v1_0.validators.SendMessageRequest.safeParse({ message: { messageId: 7, role: "ROLE_USER", parts: [{ text: 1 }] } });
  assert.equal(r.success, false);
  if (r.success) return;
  assert.ok(r.error instanceof ValidatorError && r.error instanceof Error);
  const paths = r.error.issues.map((i) => i.path.join("."));
  assert.deepEqual(paths.sort(), ["message.messageId", "message.parts.0.text"]);
  for (const i of r.error.issues) {
    assert.equal(i.code, "custom");
    assert.equal(Object.hasOwn(i, "input"), false, "the refused value is not pinned");
    assert.equal(typeof i.params.expected, "string");
  }
  assert.match(r.error.message, /^\$\.message\.(messageId|parts\[0\]\.text): .+ \(and 1 more\)$/);
  assert.throws(
    () => v1_0.validators.Task.parse([]),
    (e: unknown) => e instanceof ValidatorError && e.issues.length === 1 && e.message.startsWith("$: "),
  );
  // A missing REQUIRED message field names the message expected there, though no value of it was read.
  const missing = v1_0.validators.Task.safeParse({ id: "t" });
  assert.equal(missing.success, false);
  if (!missing.success) {
    assert.deepEqual(
      missing.error.issues.map((i) => [i.path.join("."), i.params.expected, i.message]),
      [["status", "lf.a2a.v1.TaskStatus object", "required field is missing"]],
    );
  }
  assert.deepEqual(v1_0.validators.Task.parse({ id: "t", contextId: "c", status: { state: "TASK_STATE_WORKING" } }), {
    id: "t",
    contextId: "c",
    status: { state: "TASK_STATE_WORKING" },
  });
});

test("hostile values get an answer: nesting past the limit, a throwing getter, __proto__ keys", () => {
  let deep: unknown = 1;
  for (let i = 0; i < 100_000; i++) deep = { a: deep };
  const nested = v1_0.validators.Part.safeParse({ data: deep });
  assert.equal(nested.success, false);
  if (!nested.success) assert.match(nested.error.issues[0].message, /maximum recursion depth/);
  const trap = Object.defineProperty({}, "messageId", {
    enumerable: true,
    get() {
      throw new Error("boom");
    },
  });
  const read = v1_0.validators.Message.safeParse(trap);
  assert.equal(read.success, false);
  if (!read.success) assert.match(read.error.issues[0].message, /could not be read: boom/);
  const proto = v1_0.validators.Part.safeParse(JSON.parse('{"data": {"__proto__": {"polluted": true}}}'));
  assert.equal(proto.success, true);
  if (proto.success) assert.equal(Object.getPrototypeOf((proto.data as { data: object }).data), Object.prototype);
  assert.equal(({} as Record<string, unknown>).polluted, undefined);
});

test("the validators subpath loads and validates without zod (the resolver refuses it)", () => {
  const hook = `export async function resolve(specifier, context, next) {
    if (specifier === "zod" || specifier.startsWith("zod/")) throw new Error("zod was imported from " + context.parentURL);
    return next(specifier, context);
  }`;
  const register = `import { register } from "node:module"; register(${JSON.stringify(`data:text/javascript,${encodeURIComponent(hook)}`)});`;
  const script = `
    const { validators, operations } = await import("@a2a-bindgen/a2a/v1_0/validators");
    const ok = operations.GetTask.validators.request.safeParse({ id: "t" });
    const bad = validators.AgentCard.safeParse({ name: 1 });
    console.log(JSON.stringify([ok.success, bad.success, bad.error.issues.length > 0]));
  `;
  const out = execFileSync(process.execPath, ["--import", `data:text/javascript,${encodeURIComponent(register)}`, "--input-type=module", "-e", script], {
    encoding: "utf8",
    timeout: 30_000,
  });
  assert.deepEqual(JSON.parse(out), [true, false, true]);
  // The hook itself works: the version module (zod schemas) is refused under it.
  assert.throws(() =>
    execFileSync(
      process.execPath,
      ["--import", `data:text/javascript,${encodeURIComponent(register)}`, "--input-type=module", "-e", 'await import("@a2a-bindgen/a2a/v1_0");'],
      {
        encoding: "utf8",
        timeout: 30_000,
        stdio: "pipe",
      },
    ),
  );
});
