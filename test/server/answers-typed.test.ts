// The answers test/e2e/types/server.types.ts shows compiling (the handler types cannot state their rule) are
// refused at run time: a timestamp that is not RFC 3339 (ProtoJSON's google.protobuf.Timestamp), two members
// of SendMessageResponse's oneof payload, a field Task lacks carried by a wider value, and a REQUIRED Task.id
// left "" (a2a.proto v1.0.1: an implicit-presence default is not a value). Each is JSON-RPC's internal error
// (-32603) and reaches onError as source "answer" with the JSON path. No socket: server.handle is called.

import assert from "node:assert/strict";
import { describe, test } from "node:test";
import type { types } from "@a2a-bindgen/a2a/v1_0";
import { type Agent, createA2AServer, type ErrorContext } from "@a2a-bindgen/server";

const task: types.Task = { id: "t-1", contextId: "c-1", status: { state: "TASK_STATE_COMPLETED" } };
const card: types.AgentCard = {
  name: "typed",
  description: "answers that compile",
  version: "1.0.0",
  supportedInterfaces: [{ url: "http://127.0.0.1/", protocolBinding: "JSONRPC", protocolVersion: "1.0" }],
  capabilities: {},
  defaultInputModes: ["text/plain"],
  defaultOutputModes: ["text/plain"],
  skills: [{ id: "s", name: "s", description: "s", tags: ["s"] }],
};

async function answered(agent: Agent, method: string, params: unknown): Promise<{ code: unknown; reports: ErrorContext[] }> {
  const reports: ErrorContext[] = [];
  const server = createA2AServer({ agent, card, onError: (_e, context) => reports.push(context) });
  const body = new TextEncoder().encode(JSON.stringify({ jsonrpc: "2.0", id: 1, method, params }));
  const a = await server.handle({ method: "POST", path: "/", headers: { "content-type": "application/json", "a2a-version": "1.0" }, body });
  assert.ok("body" in a, "a unary answer has a body");
  const json = JSON.parse(new TextDecoder().decode(a.body)) as { error?: { code?: unknown } };
  return { code: json.error?.code, reports };
}

const hi = { message: { messageId: "m-1", role: "ROLE_USER", parts: [{ text: "hi" }] } };

describe("answers that compile but do not validate: the internal error, reported with the path", () => {
  const cases: [string, Agent, string, unknown, RegExp][] = [
    [
      "a timestamp that is not RFC 3339",
      { GetTask: () => ({ ...task, status: { state: "TASK_STATE_COMPLETED", timestamp: "yesterday" } }) },
      "GetTask",
      { id: "t-1" },
      /^\$\.status\.timestamp/,
    ],
    [
      "two members of one oneof",
      { SendMessage: () => ({ task, message: { messageId: "m-2", role: "ROLE_AGENT", parts: [{ text: "hi" }] } }) },
      "SendMessage",
      hi,
      /^\$\.message/,
    ],
    ["a field Task lacks, carried by a wider value", { GetTask: () => ({ ...task, unknownField: 1 }) }, "GetTask", { id: "t-1" }, /^\$\.unknownField/],
    ["a REQUIRED id left empty", { GetTask: () => ({ ...task, id: "" }) }, "GetTask", { id: "t-1" }, /^\$\.id/],
  ];
  for (const [what, agent, method, params, path] of cases) {
    test(what, async () => {
      const r = await answered(agent, method, params);
      assert.equal(r.code, -32603);
      assert.equal(r.reports.length, 1);
      assert.equal(r.reports[0]?.source, "answer");
      assert.match(r.reports[0]?.detail ?? "", path);
    });
  }

  test("the valid answer of the same handler shape is sent", async () => {
    const r = await answered({ GetTask: () => task }, "GetTask", { id: "t-1" });
    assert.equal(r.code, undefined);
    assert.deepEqual(r.reports, []);
  });
});
