// Push notification configs through dispatch (spec §3.1.7–§3.1.10; a2a.proto v1.0.1
// TaskPushNotificationConfig): ids, the v1.0 request shapes, TaskNotFound for an unknown task or config
// (as @a2a-js/sdk 1.3.0, a2a-peers.md §1), idempotent delete, paging, tenants and bad values.

import assert from "node:assert/strict";
import { test } from "node:test";
import { A2AError } from "@a2a-bindgen/kit";
import { createEchoAgent, dispatchUnary } from "@a2a-bindgen/server";
import { callContext, cardWith, userMessage } from "./store-helpers.js";

const card = cardWith();
const code = (n: number, pattern?: RegExp) => (e: unknown) => e instanceof A2AError && e.code === n && (pattern === undefined || pattern.test(e.message));

async function withTask(tenant?: string) {
  const agent = createEchoAgent();
  const { context } = callContext(tenant);
  const task = (
    await dispatchUnary(agent, card, "SendMessage", { message: userMessage("wait: push", "m-1"), configuration: { returnImmediately: true } }, context)
  ).task!;
  return { agent, context, taskId: task.id! };
}

test("create, get, list, delete: a generated id when none is given; TaskNotFound once deleted; delete is idempotent", async () => {
  const { agent, context, taskId } = await withTask();
  const made = await dispatchUnary(agent, card, "CreateTaskPushNotificationConfig", { taskId, url: "https://hooks.example/a", token: "tok" }, context);
  assert.match(made.id!, /^[0-9a-f-]{36}$/);
  assert.deepEqual(made, { id: made.id, taskId, url: "https://hooks.example/a", token: "tok" });
  const named = await dispatchUnary(
    agent,
    card,
    "CreateTaskPushNotificationConfig",
    { taskId, id: "cfg-2", url: "https://hooks.example/b", authentication: { scheme: "Bearer", credentials: "c" } },
    context,
  );
  assert.deepEqual(named, { id: "cfg-2", taskId, url: "https://hooks.example/b", authentication: { scheme: "Bearer", credentials: "c" } });
  assert.deepEqual(await dispatchUnary(agent, card, "GetTaskPushNotificationConfig", { taskId, id: "cfg-2" }, context), named);
  assert.deepEqual(await dispatchUnary(agent, card, "ListTaskPushNotificationConfigs", { taskId }, context), { configs: [made, named] });
  assert.deepEqual(await dispatchUnary(agent, card, "DeleteTaskPushNotificationConfig", { taskId, id: "cfg-2" }, context), {});
  await assert.rejects(() => dispatchUnary(agent, card, "GetTaskPushNotificationConfig", { taskId, id: "cfg-2" }, context), code(-32001, /cfg-2/));
  assert.deepEqual(await dispatchUnary(agent, card, "DeleteTaskPushNotificationConfig", { taskId, id: "cfg-2" }, context), {});
  assert.deepEqual(await dispatchUnary(agent, card, "ListTaskPushNotificationConfigs", { taskId }, context), { configs: [made] });
  agent.close();
});

test("the same id replaces the config", async () => {
  const { agent, context, taskId } = await withTask();
  await dispatchUnary(agent, card, "CreateTaskPushNotificationConfig", { taskId, id: "c", url: "https://one.example/" }, context);
  await dispatchUnary(agent, card, "CreateTaskPushNotificationConfig", { taskId, id: "c", url: "https://two.example/" }, context);
  assert.deepEqual(await dispatchUnary(agent, card, "ListTaskPushNotificationConfigs", { taskId }, context), {
    configs: [{ id: "c", taskId, url: "https://two.example/" }],
  });
  agent.close();
});

test("an unknown task is TaskNotFound for every push operation; so is another tenant's task", async () => {
  const { agent, context, taskId } = await withTask("tenant-a");
  const other = callContext("tenant-b").context;
  for (const [ctx, id] of [
    [context, "no-such-task"],
    [other, taskId],
  ] as const) {
    await assert.rejects(() => dispatchUnary(agent, card, "CreateTaskPushNotificationConfig", { taskId: id, url: "https://x.example/" }, ctx), code(-32001));
    await assert.rejects(() => dispatchUnary(agent, card, "GetTaskPushNotificationConfig", { taskId: id, id: "c" }, ctx), code(-32001));
    await assert.rejects(() => dispatchUnary(agent, card, "ListTaskPushNotificationConfigs", { taskId: id }, ctx), code(-32001));
    await assert.rejects(() => dispatchUnary(agent, card, "DeleteTaskPushNotificationConfig", { taskId: id, id: "c" }, ctx), code(-32001));
  }
  const made = await dispatchUnary(agent, card, "CreateTaskPushNotificationConfig", { taskId, url: "https://x.example/" }, context);
  assert.equal(made.tenant, "tenant-a");
  agent.close();
});

test("bad configs are InvalidParams naming the field; the agent's URL policy applies", async () => {
  const { agent, context, taskId } = await withTask();
  const create = (config: Record<string, unknown>) => dispatchUnary(agent, card, "CreateTaskPushNotificationConfig", { taskId, ...config }, context);
  await assert.rejects(() => create({}), code(-32602, /^url: required/));
  await assert.rejects(() => create({ url: "not a url" }), code(-32602, /^url:/));
  await assert.rejects(() => create({ url: "ftp://files.example/" }), code(-32602, /^url:.*http/));
  await assert.rejects(() => create({ url: "https://x.example/", token: "a\r\nX-Evil: 1" }), code(-32602, /^token:/));
  await assert.rejects(() => create({ url: "https://x.example/", authentication: { credentials: "c" } }), code(-32602, /^authentication\.scheme:/));
  await assert.rejects(() => create({ url: "https://x.example/", authentication: { scheme: "Bearer x" } }), code(-32602, /^authentication\.scheme:/));
  await assert.rejects(
    () => create({ url: "https://x.example/", authentication: { scheme: "Bearer", credentials: "c\n" } }),
    code(-32602, /^authentication\.credentials:/),
  );
  agent.close();
  const strict = createEchoAgent({ push: { allowPrivateNetworks: true, allowUrl: (u) => u.hostname.endsWith(".example") } });
  const t = (await dispatchUnary(strict, card, "SendMessage", { message: userMessage("wait: x", "m-2"), configuration: { returnImmediately: true } }, context))
    .task!;
  await assert.rejects(
    () => dispatchUnary(strict, card, "CreateTaskPushNotificationConfig", { taskId: t.id, url: "http://127.0.0.1:9/" }, context),
    code(-32602, /policy/),
  );
  strict.close();
});

test("list paging: pageSize and nextPageToken cover every config once; a foreign token is InvalidParams", async () => {
  const { agent, context, taskId } = await withTask();
  for (const id of ["c1", "c2", "c3"])
    await dispatchUnary(agent, card, "CreateTaskPushNotificationConfig", { taskId, id, url: `https://h.example/${id}` }, context);
  const first = await dispatchUnary(agent, card, "ListTaskPushNotificationConfigs", { taskId, pageSize: 2 }, context);
  assert.deepEqual(
    first.configs?.map((c) => c.id),
    ["c1", "c2"],
  );
  assert.ok(first.nextPageToken);
  const second = await dispatchUnary(agent, card, "ListTaskPushNotificationConfigs", { taskId, pageSize: 2, pageToken: first.nextPageToken }, context);
  assert.deepEqual(
    second.configs?.map((c) => c.id),
    ["c3"],
  );
  assert.equal(second.nextPageToken, undefined);
  for (const pageToken of ["x", "__proto__", "0"]) {
    await assert.rejects(() => dispatchUnary(agent, card, "ListTaskPushNotificationConfigs", { taskId, pageToken }, context), code(-32602, /^pageToken:/));
  }
  await assert.rejects(() => dispatchUnary(agent, card, "ListTaskPushNotificationConfigs", { taskId, pageSize: -1 }, context), code(-32602, /^pageSize:/));
  agent.close();
});

test("hostile config ids are plain keys; the per-task cap is QuotaExceededError (-32099, rules decision quota-error) naming maxConfigsPerTask", async () => {
  const agent = createEchoAgent({ push: { maxConfigsPerTask: 2 } });
  const { context } = callContext();
  const taskId = (
    await dispatchUnary(agent, card, "SendMessage", { message: userMessage("wait: x", "m-3"), configuration: { returnImmediately: true } }, context)
  ).task!.id!;
  for (const id of ["__proto__", "constructor"])
    await dispatchUnary(agent, card, "CreateTaskPushNotificationConfig", { taskId, id, url: "https://h.example/" }, context);
  assert.equal((await dispatchUnary(agent, card, "GetTaskPushNotificationConfig", { taskId, id: "__proto__" }, context)).id, "__proto__");
  await assert.rejects(() => dispatchUnary(agent, card, "GetTaskPushNotificationConfig", { taskId, id: "toString" }, context), code(-32001));
  await assert.rejects(
    () => dispatchUnary(agent, card, "CreateTaskPushNotificationConfig", { taskId, id: "third", url: "https://h.example/" }, context),
    code(-32099, /maxConfigsPerTask/),
  );
  agent.close();
});

test("push: false: no push operations, and a config in SendMessage is PushNotificationNotSupported", async () => {
  const agent = createEchoAgent({ push: false });
  const { context } = callContext();
  await assert.rejects(
    () =>
      dispatchUnary(
        agent,
        card,
        "SendMessage",
        { message: userMessage("x", "m-4"), configuration: { taskPushNotificationConfig: { url: "https://h.example/" } } },
        context,
      ),
    code(-32003),
  );
  await assert.rejects(() => dispatchUnary(agent, card, "ListTaskPushNotificationConfigs", { taskId: "t" }, context), code(-32004));
  assert.equal((await agent.store.list({ tenant: "", owner: "" }, {})).totalSize, 0, "no task is created for a refused send");
});
