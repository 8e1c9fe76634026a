// An undefined member is an absent one. JSON has no undefined (JSON.stringify drops the member), and the
// generated types say `?: T | undefined` so that an app under exactOptionalPropertyTypes can pass a value it may
// not have (issue 39): the validators must read such a value as it would travel, never refuse it.

import assert from "node:assert/strict";
import { test } from "node:test";
import { v1_0 } from "@a2a-bindgen/a2a";

const message = { messageId: "m1", role: "ROLE_USER", parts: [{ text: "hi" }] } as const;

test("undefined optional members are left out of the output, on the zod schemas and the zod-free validators", () => {
  for (const schema of [v1_0.schemas.GetTaskRequest, v1_0.validators.GetTaskRequest]) {
    const r = schema.safeParse({ id: "abc", tenant: undefined, historyLength: undefined });
    assert.ok(r.success, JSON.stringify(r));
    assert.deepEqual(r.data, { id: "abc" });
    assert.deepEqual(Object.keys(r.data), ["id"]);
  }
  const nested = v1_0.validators.SendMessageRequest.safeParse({ tenant: undefined, message: { ...message, contextId: undefined, metadata: undefined } });
  assert.ok(nested.success, JSON.stringify(nested));
  assert.deepEqual(nested.data, { message: { messageId: "m1", role: "ROLE_USER", parts: [{ text: "hi" }] } });
});

test("an undefined REQUIRED member is missing, as an absent one is (a2a.proto: GetTaskRequest.id is REQUIRED)", () => {
  const r = v1_0.validators.GetTaskRequest.safeParse({ id: undefined });
  assert.ok(!r.success);
  assert.deepEqual(
    r.error.issues.map((i) => [i.path, i.message]),
    [[["id"], "required field is missing"]],
  );
});

test("undefined is not null: an undefined member of a oneof does not set it, so the other member may", () => {
  // Part's content is a oneof (text, raw, url, data): text undefined beside url is one member set, not two.
  const r = v1_0.validators.Part.safeParse({ text: undefined, url: "https://example.com/a.png" });
  assert.ok(r.success, JSON.stringify(r));
  assert.deepEqual(r.data, { url: "https://example.com/a.png" });
});

test("route building reads an undefined tenant or query field as unset", () => {
  assert.equal(v1_0.routes.build("GetTask", { id: "abc", tenant: undefined, historyLength: undefined }).url, "/tasks/abc");
  assert.equal(v1_0.routes.build("ListTasks", { tenant: undefined, pageSize: undefined, contextId: "c1" }).url, "/tasks?contextId=c1");
});
