// The echo agent through dispatchUnary/dispatchStream, as every binding calls it. Expected shapes by hand
// from spec §3.1.1–§3.1.6 and §3.4, and the echo behaviour of the peer harness (test/e2e/peer/server.ts:
// "reply-<messageId>", "artifact-<messageId>", "echo: <text>").

import assert from "node:assert/strict";
import { test } from "node:test";
import { A2AError } from "@a2a-bindgen/kit";
import { createEchoAgent, dispatchStream, dispatchUnary } from "@a2a-bindgen/server";
import { callContext, cardWith, collect, userMessage } from "./store-helpers.js";

const card = cardWith();
const code = (n: number, pattern?: RegExp) => (e: unknown) => e instanceof A2AError && e.code === n && (pattern === undefined || pattern.test(e.message));
const stateOf = (i: { task?: { status?: { state?: unknown } }; statusUpdate?: { status?: { state?: unknown } } }) =>
  i.task?.status?.state ?? i.statusUpdate?.status?.state;

test("SendMessage: a completed task echoing the text, its artifact and history; GetTask answers the same task", async () => {
  const agent = createEchoAgent();
  const { context } = callContext();
  const r = await dispatchUnary(agent, card, "SendMessage", { message: userMessage("hello", "m-1") }, context);
  const task = r.task!;
  assert.equal(r.message, undefined);
  assert.equal(task.status?.state, "TASK_STATE_COMPLETED");
  assert.deepEqual(task.artifacts, [{ artifactId: "artifact-m-1", name: "echo", parts: [{ text: "echo: hello", mediaType: "text/plain" }] }]);
  assert.deepEqual(task.history, [{ messageId: "m-1", role: "ROLE_USER", parts: [{ text: "hello" }], taskId: task.id, contextId: task.contextId }]);
  assert.deepEqual(await dispatchUnary(agent, card, "GetTask", { id: task.id }, context), task);
  agent.close();
});

test("SendMessage: 'message: …' (or reply: 'message') answers a Message with the agent role and no task", async () => {
  const agent = createEchoAgent();
  const { context } = callContext();
  const r = await dispatchUnary(agent, card, "SendMessage", { message: userMessage("message: hi", "m-2", { contextId: "ctx-9" }) }, context);
  assert.deepEqual(r, {
    message: { messageId: "reply-m-2", contextId: "ctx-9", role: "ROLE_AGENT", parts: [{ text: "echo: message: hi", mediaType: "text/plain" }] },
  });
  assert.deepEqual((await dispatchUnary(agent, card, "ListTasks", {}, context)).tasks, []);
  const always = createEchoAgent({ reply: "message" });
  const m = await dispatchUnary(always, card, "SendMessage", { message: userMessage("plain", "m-3") }, context);
  assert.equal(m.message?.messageId, "reply-m-3");
  assert.ok(m.message?.contextId, "a generated context is returned (§3.4.1)");
  assert.equal((await always.store.list({ tenant: "", owner: "" }, {})).totalSize, 0);
});

test("SendStreamingMessage: task → status working → artifact → status completed, then the stream ends", async () => {
  const agent = createEchoAgent();
  const { context } = callContext();
  const items = await collect(dispatchStream(agent, card, "SendStreamingMessage", { message: userMessage("stream me", "m-4") }, context));
  assert.equal(items.length, 4);
  const task = items[0]!.task!;
  assert.equal(task.status?.state, "TASK_STATE_SUBMITTED");
  assert.equal(stateOf(items[1]!), "TASK_STATE_WORKING");
  assert.deepEqual(items[2], {
    artifactUpdate: {
      taskId: task.id,
      contextId: task.contextId,
      artifact: { artifactId: "artifact-m-4", name: "echo", parts: [{ text: "echo: stream me", mediaType: "text/plain" }] },
      lastChunk: true,
    },
  });
  assert.equal(stateOf(items[3]!), "TASK_STATE_COMPLETED");
  assert.equal(items[3]!.statusUpdate?.taskId, task.id);
  const message = await collect(dispatchStream(agent, card, "SendStreamingMessage", { message: userMessage("message: x", "m-5") }, context));
  assert.deepEqual(
    message.map((i) => i.message?.messageId),
    ["reply-m-5"],
  );
});

test("'wait: …' works until canceled: returnImmediately answers WORKING; a subscriber and a blocking send see CANCELED", async () => {
  const agent = createEchoAgent();
  const { context } = callContext();
  const sent = await dispatchUnary(agent, card, "SendMessage", { message: userMessage("wait: 1", "m-6"), configuration: { returnImmediately: true } }, context);
  const id = sent.task!.id!;
  assert.equal(sent.task?.status?.state, "TASK_STATE_WORKING");
  const stream = dispatchStream(agent, card, "SubscribeToTask", { id }, context);
  const blocking = dispatchUnary(agent, card, "SendMessage", { message: userMessage("wait: 2", "m-7") }, context);
  await new Promise((r) => setTimeout(r, 10));
  const second = (await dispatchUnary(agent, card, "ListTasks", { status: "TASK_STATE_WORKING" }, context)).tasks!.find((t) => t.id !== id)!;
  const canceled = await dispatchUnary(agent, card, "CancelTask", { id }, context);
  assert.equal(canceled.status?.state, "TASK_STATE_CANCELED");
  assert.deepEqual((await collect(stream)).map(stateOf), ["TASK_STATE_WORKING", "TASK_STATE_CANCELED"]);
  await dispatchUnary(agent, card, "CancelTask", { id: second.id }, context);
  assert.equal((await blocking).task?.status?.state, "TASK_STATE_CANCELED");
  // The store is async: the refusal is the stream's first read (the server pulls it before answering).
  await assert.rejects(() => collect(dispatchStream(agent, card, "SubscribeToTask", { id }, context)), code(-32004));
  await assert.rejects(() => dispatchUnary(agent, card, "CancelTask", { id: "missing" }, context), code(-32001));
  agent.close();
});

test("'wait: …' completes by itself after waitMs", async () => {
  const agent = createEchoAgent({ waitMs: 20 });
  const { context } = callContext();
  const r = await dispatchUnary(agent, card, "SendMessage", { message: userMessage("wait: short", "m-8") }, context);
  assert.equal(r.task?.status?.state, "TASK_STATE_COMPLETED");
  assert.equal(r.task?.artifacts?.[0]?.artifactId, "artifact-m-8");
  agent.close();
});

test("a follow-up message (§3.4.2, §3.4.3): continues a working task; unknown task, other context, or a terminal task are refused", async () => {
  const agent = createEchoAgent();
  const { context } = callContext();
  const waiting = (
    await dispatchUnary(agent, card, "SendMessage", { message: userMessage("wait: on", "m-9"), configuration: { returnImmediately: true } }, context)
  ).task!;
  const next = await dispatchUnary(agent, card, "SendMessage", { message: userMessage("more", "m-10", { taskId: waiting.id }) }, context);
  assert.equal(next.task?.id, waiting.id);
  assert.equal(next.task?.contextId, waiting.contextId, "the context is inferred from the task");
  assert.equal(next.task?.status?.state, "TASK_STATE_COMPLETED");
  assert.deepEqual(
    next.task?.history?.map((m) => m.messageId),
    ["m-9", "m-10"],
  );
  const send = (extra: Record<string, unknown>) => dispatchUnary(agent, card, "SendMessage", { message: userMessage("again", "m-11", extra) }, context);
  await assert.rejects(() => send({ taskId: waiting.id }), code(-32004, /terminal/));
  await assert.rejects(() => send({ taskId: "no-such-task" }), code(-32001));
  const open = (
    await dispatchUnary(agent, card, "SendMessage", { message: userMessage("wait: x", "m-12"), configuration: { returnImmediately: true } }, context)
  ).task!;
  await assert.rejects(() => send({ taskId: open.id, contextId: "another" }), code(-32602, /^message\.contextId:/));
  agent.close();
});

test("returnImmediately on an ordinary message answers SUBMITTED; the task completes right after", async () => {
  const agent = createEchoAgent();
  const { context } = callContext();
  const r = await dispatchUnary(agent, card, "SendMessage", { message: userMessage("later", "m-13"), configuration: { returnImmediately: true } }, context);
  assert.equal(r.task?.status?.state, "TASK_STATE_SUBMITTED");
  await new Promise((resolve) => setTimeout(resolve, 0));
  assert.equal((await dispatchUnary(agent, card, "GetTask", { id: r.task!.id }, context)).status?.state, "TASK_STATE_COMPLETED");
});

test("configuration.historyLength limits the answered history; a message without messageId or no message is InvalidParams", async () => {
  const agent = createEchoAgent();
  const { context } = callContext();
  const r = await dispatchUnary(agent, card, "SendMessage", { message: userMessage("h", "m-14"), configuration: { historyLength: 0 } }, context);
  assert.equal(r.task?.history, undefined);
  await assert.rejects(() => dispatchUnary(agent, card, "SendMessage", {}, context), code(-32602, /^message:/));
  await assert.rejects(
    () => dispatchUnary(agent, card, "SendMessage", { message: { role: "ROLE_USER", parts: [] } }, context),
    code(-32602, /^message\.messageId:/),
  );
});

test("tenants: the call context's tenant scopes every operation", async () => {
  const agent = createEchoAgent();
  const a = callContext("tenant-a").context;
  const b = callContext("tenant-b").context;
  const task = (await dispatchUnary(agent, card, "SendMessage", { message: userMessage("mine", "m-15") }, a)).task!;
  await assert.rejects(() => dispatchUnary(agent, card, "GetTask", { id: task.id }, b), code(-32001));
  assert.deepEqual((await dispatchUnary(agent, card, "ListTasks", {}, b)).tasks, []);
  assert.equal((await dispatchUnary(agent, card, "ListTasks", {}, a)).tasks?.length, 1);
  // Without a binding tenant, the request's own tenant field scopes the call.
  const none = callContext().context;
  assert.equal((await dispatchUnary(agent, card, "GetTask", { id: task.id, tenant: "tenant-a" }, none)).id, task.id);
});

test("extensions: activated only when the call asks for one the agent has", async () => {
  const agent = createEchoAgent({ extensions: ["urn:echo"] });
  const asked = callContext(undefined, { extensions: ["urn:other", "urn:echo"] });
  await dispatchUnary(agent, card, "SendMessage", { message: userMessage("x", "m-16") }, asked.context);
  assert.deepEqual(asked.activated, ["urn:echo"]);
  const quiet = callContext(undefined, { extensions: ["urn:other"] });
  await dispatchUnary(agent, card, "SendMessage", { message: userMessage("x", "m-17") }, quiet.context);
  assert.deepEqual(quiet.activated, []);
});

test("GetExtendedAgentCard: the configured card, else ExtendedAgentCardNotConfigured; the card's capabilities come first", async () => {
  const { context } = callContext();
  const extended = { ...(card as object), description: "extended" } as never;
  assert.equal(await dispatchUnary(createEchoAgent({ extendedCard: extended }), card, "GetExtendedAgentCard", {}, context), extended);
  await assert.rejects(() => dispatchUnary(createEchoAgent(), card, "GetExtendedAgentCard", {}, context), code(-32007));
  const bare = cardWith({});
  await assert.rejects(
    () => dispatchUnary(createEchoAgent(), bare, "CreateTaskPushNotificationConfig", { taskId: "t", url: "http://x" }, context),
    code(-32003),
  );
  assert.throws(() => dispatchStream(createEchoAgent(), bare, "SendStreamingMessage", { message: userMessage("x", "m") }, context), code(-32004));
});
