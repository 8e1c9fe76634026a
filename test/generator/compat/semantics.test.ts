// The semantics of the version-diff converters, run against the converters the generator prints
// (test/generator/compat/emitted.ts) for small hand-written plans (fixtures/plans.ts). Expected values follow
// runtime/src/compat/plan.ts, written by hand, not printed by the code under test.

import { describe, it } from "node:test";
import assert from "node:assert/strict";
import { CompatError } from "@a2a-bindgen/runtime/compat";
import type { DialectPlan } from "../../../runtime/src/compat/index.js";
import { emitCompat } from "./emitted.js";
import { byPath, same } from "./same.js";
import { semantics } from "./fixtures/plans.js";

const { jsonrpc, rest } = semantics;

const compat = await emitCompat([jsonrpc, rest]);
// The same plan with more types exposed as kinds, to call them directly.
const kindsCompat = await emitCompat([{ ...jsonrpc, kinds: { node: "Node", multi: "Multi", choice: "Choice", security: "Security", tags: "Tags" } }]);
const up = compat.toV1_0.jsonrpc; // older JSON-RPC -> v1
const down = compat.toV0_3.jsonrpc; // v1 -> older JSON-RPC
const upRest = compat.toV1_0.rest;
const downRest = compat.toV0_3.rest;

describe("the emitted compat object", () => {
  it("keys directions by the given names and dialects, with one function per kind", () => {
    assert.deepEqual(Object.keys(compat).sort(), ["toV0_3", "toV1_0"]);
    assert.deepEqual(Object.keys(compat.toV1_0).sort(), ["jsonrpc", "rest"]);
    assert.deepEqual(Object.keys(up).sort(), ["agentCard", "error", "message", "params", "pushConfig", "result", "streamEvent", "task"]);
    assert.deepEqual(Object.keys(downRest).sort(), ["error", "params", "pushConfig", "result", "streamEvent"]);
  });

  it("refuses to print a plan with a dangling type id", async () => {
    const bad: DialectPlan = { ...rest, kinds: { x: "Nope" } };
    await assert.rejects(emitCompat([bad]), /unknown type "Nope"/);
  });

  it("refuses to print a plan naming __proto__ as a field", async () => {
    const bad: DialectPlan = {
      ...rest,
      types: { ...rest.types, Empty: { ...rest.types.Empty, fields: [{ newer: "__proto__", older: ["x"], value: { kind: "copy" } }] } },
    };
    await assert.rejects(emitCompat([bad]), /types\.Empty\.fields\[0\]\.newer: the name "__proto__" cannot be a field/);
  });
});

describe("copy, message, list, enum", () => {
  it("v1 -> old: renames nothing, writes consts, omits implicit defaults, reports one-sided values", () => {
    const r = down.message({ messageId: "m1", role: "ROLE_USER", parts: [{ text: "hi" }], contextId: "", referenceTaskIds: ["t0"] });
    same(r, { kind: "message", messageId: "m1", role: "user", parts: [{ kind: "text", text: "hi" }] }, [
      { path: "$.referenceTaskIds", reason: "the older version has no reference ids" },
    ]);
  });

  it("old -> v1: drops consts, reports old-only and unknown keys", () => {
    const r = up.message({
      kind: "message",
      messageId: "m1",
      role: "agent",
      parts: [{ kind: "text", text: "hi", metadata: { a: 1 } }],
      legacyNote: "x",
      extra: 1,
    });
    same(r, { messageId: "m1", role: "ROLE_AGENT", parts: [{ text: "hi", metadata: { a: 1 } }] }, [
      { path: "$.legacyNote", reason: "legacy notes are dropped" },
      { path: "$.extra", reason: "extra is not a field of #/definitions/Message" },
    ]);
  });

  it("implicit defaults are not losses; a non-implicit one-sided field loses even its default", () => {
    same(down.message({ messageId: "m", referenceTaskIds: [] }), { kind: "message", messageId: "m" });
    same(down.pushConfig({ url: "u", tenant: "" }), { pushNotificationConfig: { url: "u" } });
    same(up.message({ messageId: "m", legacyNote: "" }), { messageId: "m" }, [{ path: "$.legacyNote", reason: "legacy notes are dropped" }]);
  });

  it("unknown keys use identifier or bracket paths", () => {
    same(down.message({ messageId: "m", foo: 1, "a-b": 2 }), { kind: "message", messageId: "m" }, [
      { path: "$.foo", reason: "foo is not a field of v1.Message" },
      { path: '$["a-b"]', reason: "a-b is not a field of v1.Message" },
    ]);
  });

  it("enums: unknown names and v1-only names are losses, the value is dropped", () => {
    same(down.message({ messageId: "m", role: "ROLE_ROBOT" }), { kind: "message", messageId: "m" }, [
      { path: "$.role", reason: '"ROLE_ROBOT" is not a value of v1.Role' },
    ]);
    same(down.task({ id: "t", status: { state: "STATE_NEW" } }), { kind: "task", id: "t", status: {} }, [
      { path: "$.status.state", reason: "the older version has no new state" },
    ]);
    same(up.task({ kind: "task", id: "t", status: { state: "paused" } }), { id: "t", status: {} }, [
      { path: "$.status.state", reason: '"paused" is not a value of #/definitions/TaskState' },
    ]);
  });

  it("nested messages and list elements report at their own paths", () => {
    const r = up.task({ kind: "task", id: "t", history: [{ messageId: "a", parts: [{ kind: "text", text: "a" }, "oops", { kind: "zzz" }] }] });
    same(r, { id: "t", history: [{ messageId: "a", parts: [{ text: "a" }] }] }, [
      { path: "$.history[0].parts[1]", reason: "expected an object" },
      { path: "$.history[0].parts[2]", reason: "matches no variant of #/definitions/Part" },
    ]);
  });

  it("structurally wrong input is a loss, never a TypeError", () => {
    same(down.task(null), undefined, [{ path: "$", reason: "expected an object" }]);
    same(down.task("task"), undefined, [{ path: "$", reason: "expected an object" }]);
    same(down.task([1]), undefined, [{ path: "$", reason: "expected an object" }]);
    same(down.task({ id: "t", status: "bad", history: {} }), { kind: "task", id: "t" }, [
      { path: "$.status", reason: "expected an object" },
      { path: "$.history", reason: "expected a list" },
    ]);
    same(up.pushConfig({ taskId: "t", pushNotificationConfig: "str" }), { taskId: "t" }, [{ path: "$.pushNotificationConfig", reason: "expected an object" }]);
    // parts is implicit on the newer side: the list left empty is omitted.
    same(up.message({ messageId: "m", parts: [{ kind: "file", file: 7 }] }), { messageId: "m" }, [
      { path: "$.parts[0]", reason: "matches no variant of #/definitions/Part" },
    ]);
  });

  it("outputs are fresh: copied objects are not aliased", () => {
    const input = { messageId: "m", metadata: { deep: { list: [1, { x: 2 }] } } };
    const r = down.message(input);
    const out = r.value as { metadata: { deep: { list: unknown[] } } };
    assert.deepEqual(out.metadata, input.metadata);
    assert.notEqual(out.metadata, input.metadata);
    assert.notEqual(out.metadata.deep.list, input.metadata.deep.list);
    (out.metadata.deep.list[1] as { x: number }).x = 99;
    assert.equal((input.metadata.deep.list[1] as { x: number }).x, 2);
    const m = down.task({ id: "t", history: [{ messageId: "a", parts: [{ data: { k: [1] } }] }] });
    const inputParts = [{ kind: "data", data: { k: [1] } }];
    const back = up.message({ messageId: "a", parts: inputParts });
    assert.notEqual((back.value as { parts: { data: unknown }[] }).parts[0].data, inputParts[0].data);
    assert.deepEqual((m.value as { history: unknown[] }).history, [{ kind: "message", messageId: "a", parts: [{ kind: "data", data: { k: [1] } }] }]);
  });

  it("recursive types compile lazily and convert at any depth", () => {
    const nodes = compat.toV0_3.jsonrpc;
    void nodes;
    const c = kindsCompat;
    const r = c.toV0_3.jsonrpc.node({ name: "a", children: [{ name: "b", children: [{ name: "c", children: [] }] }] });
    same(r, { name: "a", kids: [{ name: "b", kids: [{ name: "c" }] }] });
    const back = c.toV1_0.jsonrpc.node({ name: "a", kids: [{ name: "b", kids: [{ name: "c", zz: 1 }] }] });
    same(back, { name: "a", children: [{ name: "b", children: [{ name: "c" }] }] }, [
      { path: "$.kids[0].kids[0].zz", reason: "zz is not a field of #/definitions/Node" },
    ]);
  });
});

describe("variants", () => {
  it("v1 -> old: the present member selects the variant and writes its constants", () => {
    same(down.message({ parts: [{ url: "http://x", mediaType: "text/plain", filename: "" }] }), {
      kind: "message",
      parts: [{ kind: "file", file: { uri: "http://x", mimeType: "text/plain" } }],
    });
    same(down.message({ parts: [{ raw: "AAA=", filename: "f.bin" }] }), {
      kind: "message",
      parts: [{ kind: "file", file: { bytes: "AAA=", name: "f.bin" } }],
    });
  });

  it("v1 -> old: variant-specific one-sided fields and second members are losses", () => {
    same(down.message({ parts: [{ text: "t", mediaType: "text/plain" }] }), { kind: "message", parts: [{ kind: "text", text: "t" }] }, [
      { path: "$.parts[0].mediaType", reason: "text parts have no media type" },
    ]);
    same(down.message({ parts: [{ text: "t", url: "u" }] }), { kind: "message", parts: [{ kind: "text", text: "t" }] }, [
      { path: "$.parts[0].url", reason: "url and text are one oneof of v1.Part: only text is kept" },
    ]);
  });

  it("v1 -> old: no member set loses the whole value", () => {
    same(down.message({ parts: [{ metadata: {} }] }), { kind: "message", parts: [] }, [{ path: "$.parts[0]", reason: "none of text, url, raw, data is set" }]);
  });

  it("old -> v1: the first variant whose conditions hold; keys of other variants are unknown", () => {
    same(up.message({ parts: [{ kind: "file", file: { uri: "u", name: "n", bytes: "x" } }] }), { parts: [{ url: "u", filename: "n" }] }, [
      { path: "$.parts[0].file.bytes", reason: "bytes is not a field of #/definitions/Part.file (url)" },
    ]);
    same(up.message({ parts: [{ kind: "file", file: { bytes: "AA==", mimeType: "image/png" } }] }), { parts: [{ raw: "AA==", mediaType: "image/png" }] });
  });

  it("object values: a non-object is a loss both ways (going older it still travels, wrapped as {value})", () => {
    same(down.message({ parts: [{ data: [1, 2] }] }), { kind: "message", parts: [{ kind: "data", data: { value: [1, 2] } }] }, [
      { path: "$.parts[0].data", reason: "older data parts hold only objects" },
    ]);
    same(down.message({ parts: [{ data: null }] }), { kind: "message", parts: [{ kind: "data", data: { value: null } }] }, [
      { path: "$.parts[0].data", reason: "older data parts hold only objects" },
    ]);
    // The data part then holds nothing for the newer oneof: dropped whole, and said so.
    same(up.message({ parts: [{ kind: "data", data: "str" }] }), {}, [
      { path: "$.parts[0].data", reason: "expected an object" },
      { path: "$.parts[0]", reason: "is the data variant of #/definitions/Part but holds no value for it" },
    ]);
    same(up.message({ parts: [{ kind: "data", data: { a: [1] } }] }), { parts: [{ data: { a: [1] } }] });
  });

  it("whole-value variants: a bare older object is the member", () => {
    same(down.streamEvent({ statusUpdate: { taskId: "t", status: { state: "STATE_DONE" } } }), {
      kind: "status-update",
      taskId: "t",
      status: { state: "done" },
      final: true,
    });
    same(up.streamEvent({ kind: "task", id: "t1", status: { state: "working" } }), { task: { id: "t1", status: { state: "STATE_WORKING" } } });
    same(up.streamEvent({ kind: "task", id: "t1", bogus: 1 }), { task: { id: "t1" } }, [
      { path: "$.bogus", reason: "bogus is not a field of #/definitions/Task" },
    ]);
    same(up.result("SendMessage", { kind: "message", messageId: "m" }), { message: { messageId: "m" } });
    same(down.result("SendMessage", { task: { id: "t" } }), { kind: "task", id: "t" });
    same(up.streamEvent({ kind: "artifact-update" }), undefined, [{ path: "$", reason: "matches no variant of #/definitions/SendStreamingMessageResult" }]);
  });
});

describe("derive", () => {
  it("v1 -> old computes the older-only value", () => {
    same(down.streamEvent({ statusUpdate: { taskId: "t", status: { state: "STATE_WORKING" } } }), {
      kind: "status-update",
      taskId: "t",
      status: { state: "working" },
      final: false,
    });
    same(down.streamEvent({ statusUpdate: { taskId: "t" } }), { kind: "status-update", taskId: "t", final: false });
  });

  it("old -> v1: an agreeing value is silent, a disagreeing one is a loss, absence reads false", () => {
    same(up.streamEvent({ kind: "status-update", taskId: "t", status: { state: "canceled" }, final: true }), {
      statusUpdate: { taskId: "t", status: { state: "STATE_CANCELED" } },
    });
    same(
      up.streamEvent({ kind: "status-update", taskId: "t", status: { state: "working" }, final: true }),
      { statusUpdate: { taskId: "t", status: { state: "STATE_WORKING" } } },
      [{ path: "$.final", reason: 'true disagrees with status.state "STATE_WORKING": final is derived from status.state' }],
    );
    // ProtoJSON omits false: an absent final is false, which a terminal state contradicts.
    same(
      up.streamEvent({ kind: "status-update", taskId: "t", status: { state: "done" } }),
      { statusUpdate: { taskId: "t", status: { state: "STATE_DONE" } } },
      [{ path: "$.final", reason: 'false disagrees with status.state "STATE_DONE": final is derived from status.state' }],
    );
    same(up.streamEvent({ kind: "status-update", taskId: "t", status: { state: "working" } }), {
      statusUpdate: { taskId: "t", status: { state: "STATE_WORKING" } },
    });
  });
});

describe("materialize, invert, zeroUnset", () => {
  const message = { messageId: "m", parts: [{ text: "x" }] };
  const oldMessage = { kind: "message", messageId: "m", parts: [{ kind: "text", text: "x" }] };

  it("old -> v1: an absent configuration stays absent; blocking absent reads as the plan's default (false here)", () => {
    same(up.params("SendMessage", { message: oldMessage }), { message });
    same(up.params("SendMessage", { message: oldMessage, configuration: {} }), { message, configuration: { returnImmediately: true } });
    // Only defaults left: omitted, as absence says the same.
    same(up.params("SendMessage", { message: oldMessage, configuration: { blocking: true } }), { message });
    same(up.params("SendMessage", { configuration: { blocking: false, historyLength: 0 } }), { configuration: { returnImmediately: true } });
    same(up.params("SendMessage", { configuration: { blocking: true, historyLength: 5 } }), { configuration: { historyLength: 5 } });
    same(up.params("SendMessage", { configuration: { blocking: "yes" } }), { configuration: { returnImmediately: true } }, [
      { path: "$.configuration.blocking", reason: "expected a boolean" },
    ]);
  });

  it("v1 -> old: the older side always gets blocking; newer 0 history is a loss", () => {
    same(down.params("SendMessage", { message, tenant: "acme" }), { message: oldMessage, configuration: { blocking: true } }, [
      { path: "$.tenant", reason: "the older version has no tenant" },
    ]);
    same(down.params("SendMessage", { configuration: { returnImmediately: true, historyLength: 0 } }), { configuration: { blocking: false } }, [
      { path: "$.configuration.historyLength", reason: "0 has no older form (the older side reads 0 as unset)" },
    ]);
    same(down.params("SendMessage", { configuration: { historyLength: 3, acceptedOutputModes: [] } }), { configuration: { blocking: true, historyLength: 3 } });
  });
});

describe("nested paths, first, fallback, several older paths", () => {
  it("v1 -> old builds nested objects and wraps single values in lists", () => {
    same(down.pushConfig({ taskId: "t", id: "c", url: "u", authentication: { scheme: "Bearer", credentials: "x" } }), {
      taskId: "t",
      pushNotificationConfig: { id: "c", url: "u", authentication: { schemes: ["Bearer"], credentials: "x" } },
    });
  });

  it("old -> v1 keeps the first element and reports the rest and unknown nested keys", () => {
    same(
      up.pushConfig({ taskId: "t", pushNotificationConfig: { url: "u", authentication: { schemes: ["A", "B", "C"] }, zzz: 1 } }),
      { taskId: "t", url: "u", authentication: { scheme: "A" } },
      [
        { path: "$.pushNotificationConfig.authentication.schemes[1]", reason: "only one scheme fits" },
        { path: "$.pushNotificationConfig.authentication.schemes[2]", reason: "only one scheme fits" },
        { path: "$.pushNotificationConfig.zzz", reason: "zzz is not a field of #/definitions/TaskPushNotificationConfig.pushNotificationConfig" },
      ],
    );
  });

  it("fallback: read another older path when the mapped ones are absent, as a loss", () => {
    same(up.params("DeleteConfig", { id: "t1" }), { taskId: "t1", id: "t1" }, [
      { path: "$.pushNotificationConfigId", reason: "no config id: the task id stands in" },
    ]);
    same(up.params("DeleteConfig", { id: "t1", pushNotificationConfigId: "c" }), { taskId: "t1", id: "c" });
    same(down.params("DeleteConfig", { taskId: "t1", id: "c" }), { id: "t1", pushNotificationConfigId: "c" });
  });

  it("several older paths: all written (unaliased), the first present read, a differing other lost", () => {
    const c = kindsCompat;
    const r = c.toV0_3.jsonrpc.multi({ url: "u", meta: { a: 1 } });
    same(r, { url: "u", endpoint: "u", meta: { a: 1 }, meta2: { a: 1 } });
    const v = r.value as { meta: object; meta2: object };
    assert.notEqual(v.meta, v.meta2);
    same(c.toV1_0.jsonrpc.multi({ endpoint: "e" }), { url: "e" });
    same(c.toV1_0.jsonrpc.multi({ url: "u", endpoint: "e" }), { url: "u" }, [{ path: "$.endpoint", reason: "differs from url, which is the one read" }]);
    same(c.toV1_0.jsonrpc.multi({ url: "u", endpoint: "u" }), { url: "u" });
  });
});

describe("oneof, map, wrap", () => {
  it("a second oneof member from the older side is a loss", () => {
    const c = kindsCompat;
    same(c.toV1_0.jsonrpc.choice({ a: 1, b: 2 }), { a: 1 }, [{ path: "$.b", reason: "a second member of oneof pick (a is already set)" }]);
    same(c.toV1_0.jsonrpc.choice({ b: 2 }), { b: 2 });
    same(c.toV0_3.jsonrpc.choice({ a: 1 }), { a: 1 });
  });

  it("map of wrapped lists (whole value on the older side)", () => {
    const c = kindsCompat;
    same(c.toV0_3.jsonrpc.security({ schemes: { oauth: { list: ["read"] }, "api-key": { list: [] } } }), { oauth: ["read"], "api-key": [] });
    same(c.toV1_0.jsonrpc.security({ oauth: ["a"] }), { schemes: { oauth: { list: ["a"] } } });
    same(c.toV0_3.jsonrpc.security({ schemes: { "k.x": { list: [], other: 1 }, bad: 3 } }), { "k.x": [] }, [
      { path: '$.schemes["k.x"].other', reason: "other is not a field of the wrapper {list}" },
      { path: "$.schemes.bad", reason: "expected an object" },
    ]);
    same(c.toV0_3.jsonrpc.tags({ tags: { list: ["a", "b"] } }), { tags: ["a", "b"] });
    same(c.toV1_0.jsonrpc.tags({ tags: ["a"] }), { tags: { list: ["a"] } });
    same(c.toV1_0.jsonrpc.tags({ tags: "a" }), {}, [{ path: "$.tags", reason: "expected a list" }]);
  });
});

describe("templates", () => {
  it("write: the first template whose fields are all present; read: the first that matches", () => {
    same(downRest.params("GetTask", { id: "t1", historyLength: 3 }), { name: "tasks/t1", historyLength: 3 });
    same(upRest.params("GetTask", { name: "tasks/t1", historyLength: 0 }), { id: "t1" });
    same(upRest.params("GetTask", { name: "jobs/t1" }), {}, [{ path: "$.name", reason: '"jobs/t1" matches none of tasks/{id}' }]);
    same(upRest.params("GetTask", { name: "tasks/t1/x" }), {}, [{ path: "$.name", reason: '"tasks/t1/x" matches none of tasks/{id}' }]);
    same(upRest.params("GetTask", { name: 5 }), {}, [{ path: "$.name", reason: "expected a string" }]);
  });

  it("multi-template names", () => {
    same(downRest.pushConfig({ taskId: "t", id: "c", url: "u" }), { name: "tasks/t/pushNotificationConfigs/c", pushNotificationConfig: { url: "u" } });
    same(downRest.pushConfig({ taskId: "t", url: "u" }), { name: "task/t/pushNotificationConfigs", pushNotificationConfig: { url: "u" } });
    same(upRest.pushConfig({ name: "tasks/t/pushNotificationConfigs/c" }), { taskId: "t", id: "c" });
    same(upRest.pushConfig({ name: "task/t/pushNotificationConfigs" }), { taskId: "t" });
    same(downRest.pushConfig({ id: "c" }), {}, [
      { path: "$.id", reason: "name (tasks/{taskId}/pushNotificationConfigs/{id}) cannot be formed without taskId" },
    ]);
    same(downRest.pushConfig({ taskId: "a/b", id: "c" }), {}, [
      { path: "$.taskId", reason: 'contains "/", which one segment of name cannot hold' },
      { path: "$.id", reason: "name (tasks/{taskId}/pushNotificationConfigs/{id}) cannot be formed without taskId" },
    ]);
  });
});

describe("hoist", () => {
  it("v1 -> old: the first interface is the main one; shared fields that differ are lost", () => {
    const r = down.agentCard({
      name: "A",
      supportedInterfaces: [
        { url: "u1", protocolBinding: "JSONRPC", protocolVersion: "0.3", tenant: "" },
        { url: "u2", protocolBinding: "GRPC", protocolVersion: "1.0", tenant: "t" },
      ],
    });
    same(
      r,
      {
        name: "A",
        url: "u1",
        preferredTransport: "JSONRPC",
        protocolVersion: "0.3",
        additionalInterfaces: [
          { url: "u1", transport: "JSONRPC" },
          { url: "u2", transport: "GRPC" },
        ],
      },
      [
        { path: "$.supportedInterfaces[1].protocolVersion", reason: 'the older side holds one protocolVersion for the whole object ("0.3")' },
        { path: "$.supportedInterfaces[1].tenant", reason: "no tenant" },
      ],
    );
  });

  it("old -> v1: main from top-level fields (with defaults), repeats of it skipped, shared filled in", () => {
    const r = up.agentCard({
      name: "A",
      url: "u1",
      additionalInterfaces: [
        { url: "u1", transport: "JSONRPC" },
        { url: "u2", transport: "GRPC" },
      ],
    });
    same(r, {
      name: "A",
      supportedInterfaces: [
        { url: "u1", protocolBinding: "JSONRPC", protocolVersion: "0.3.0" },
        { url: "u2", protocolBinding: "GRPC", protocolVersion: "0.3.0" },
      ],
    });
    same(
      up.agentCard({ name: "A", url: "u", preferredTransport: "GRPC", protocolVersion: "0.3.1", additionalInterfaces: "x" }),
      {
        name: "A",
        supportedInterfaces: [{ url: "u", protocolBinding: "GRPC", protocolVersion: "0.3.1" }],
      },
      [{ path: "$.additionalInterfaces", reason: "expected a list" }],
    );
  });
});

describe("operations", () => {
  it("an operation the older version lacks throws CompatError both ways, strict or not", () => {
    for (const fn of [
      () => down.params("ListTasks", {}),
      () => down.result("ListTasks", {}),
      () => up.params("ListTasks", {}),
      () => up.result("ListTasks", {}),
    ]) {
      assert.throws(fn, (e: unknown) => {
        assert.ok(e instanceof CompatError);
        assert.deepEqual(e.losses, [{ path: "$", reason: "0.3 has no ListTasks operation" }]);
        return true;
      });
    }
  });

  it("an unknown operation name is a TypeError naming it and the known ones", () => {
    assert.throws(
      () => down.params("Frobnicate", {}),
      (e: unknown) => {
        assert.ok(e instanceof TypeError);
        assert.match(e.message, /"Frobnicate"/);
        assert.match(e.message, /SendMessage, SendStreamingMessage/);
        return true;
      },
    );
    assert.throws(() => up.result("__proto__", {}), TypeError);
  });

  it("empty results: {} on the newer side, the plan's value on the older", () => {
    same(down.result("DeleteConfig", {}), null);
    same(up.result("DeleteConfig", null), {});
    same(downRest.result("DeleteConfig", {}), {});
    same(upRest.result("DeleteConfig", {}), {});
    same(up.result("DeleteConfig", { a: 1 }), {}, [{ path: "$.a", reason: "a is not a field of an empty result" }]);
    same(up.result("DeleteConfig", 3), {}, [{ path: "$", reason: "expected an empty result" }]);
  });

  it("operations without older params convert to {} and lose meaningful keys", () => {
    same(down.params("GetCard", { tenant: "x" }), {}, [
      { path: "$.tenant", reason: "tenant has no counterpart: agent/getAuthenticatedExtendedCard takes no parameters" },
    ]);
    same(down.params("GetCard", { tenant: "" }), {});
    same(up.params("GetCard", undefined), {});
  });

  it("bare older list results", () => {
    same(up.result("ListConfigs", [{ taskId: "t", pushNotificationConfig: { url: "u" } }]), { configs: [{ taskId: "t", url: "u" }] });
    same(
      down.result("ListConfigs", { configs: [{ taskId: "t", url: "u" }], nextPageToken: "n" }),
      [{ taskId: "t", pushNotificationConfig: { url: "u" } }],
      [{ path: "$.nextPageToken", reason: "no paging" }],
    );
    same(up.result("ListConfigs", "x"), {}, [{ path: "$", reason: "expected a list" }]);
  });

  it("streamEvent can name its operation", () => {
    same(up.streamEvent({ kind: "message", messageId: "m" }, { operation: "Subscribe" }), { message: { messageId: "m" } });
    assert.throws(() => up.streamEvent({}, { operation: "GetCard" }), /does not stream/);
    assert.throws(() => downRest.streamEvent({}), /no operation streams/);
  });
});

describe("strict mode", () => {
  it("collects every loss and throws once", () => {
    assert.throws(
      () => down.message({ messageId: "m", role: "ROLE_X", foo: 1 }, { strict: true }),
      (e: unknown) => {
        assert.ok(e instanceof CompatError);
        assert.deepEqual(byPath([...e.losses]), [
          { path: "$.foo", reason: "foo is not a field of v1.Message" },
          { path: "$.role", reason: '"ROLE_X" is not a value of v1.Role' },
        ]);
        assert.match(e.message, /toV0_3\.jsonrpc\.message/);
        return true;
      },
    );
    assert.throws(() => down.params("SendMessage", { tenant: "a" }, { strict: true }), /toV0_3\.jsonrpc\.params\(SendMessage\)/);
    same(down.message({ messageId: "m" }, { strict: true }), { kind: "message", messageId: "m" });
  });
});

describe("errors", () => {
  it("v1 -> old: nearest codes convert with a loss, others keep their code, data passes", () => {
    const data = [{ reason: "X" }];
    const r = down.error({ code: -32009, message: "version", data });
    same(r, { code: -32004, message: "version", data: [{ reason: "X" }] }, [
      { path: "$.code", reason: "0.3 has no VersionNotSupportedError; UnsupportedOperationError is the nearest" },
    ]);
    assert.notEqual((r.value as { data: unknown }).data, data);
    same(down.error({ code: -32007, message: "m" }), { code: -32007, message: "m" });
    same(down.error({ code: -1, message: "q" }), { code: -1, message: "q" });
    assert.throws(() => down.error({ code: -32009, message: "v" }, { strict: true }), CompatError);
  });

  it("old -> v1: code and message kept", () => {
    same(up.error({ code: -32007, message: "Authenticated Extended Card is not configured" }), {
      code: -32007,
      message: "Authenticated Extended Card is not configured",
    });
    same(upRest.error({ code: -32001, message: "nf", data: { a: 1 }, extra: true }), { code: -32001, message: "nf", data: { a: 1 } }, [
      { path: "$.extra", reason: "extra is not a field of an error object" },
    ]);
    same(up.error("boom"), undefined, [{ path: "$", reason: "expected an object" }]);
  });
});

describe("round trips", () => {
  it("a task survives v1 -> old -> v1", () => {
    const task = {
      id: "t",
      contextId: "c",
      status: { state: "STATE_WORKING", timestamp: "2025-01-01T00:00:00Z", message: { messageId: "s", role: "ROLE_AGENT", parts: [{ text: "…" }] } },
      history: [
        {
          messageId: "m1",
          role: "ROLE_USER",
          parts: [{ text: "a" }, { url: "http://x", mediaType: "image/png" }, { raw: "AA==", filename: "f" }, { data: { k: 1 } }],
        },
      ],
      metadata: { x: [1, 2] },
    };
    const old = down.task(task);
    assert.deepEqual(old.losses, []);
    same(up.task(old.value), task);
  });
});
