// The other direction over HTTP: real SDK clients against our reference server (echo agent) on JSON-RPC and
// HTTP+JSON — @a2a-js/sdk 1.3.0's client at 1.0 and, with legacyCompat, at 0.3, and @a2a-js/sdk 0.3.14's client
// (no version header: 0.3). Every operation each SDK has. Expected values by hand from the echo agent (README "The
// reference server") and the SDKs' types (1.3.0: ts-proto shapes, numeric enums; 0.3.14: the v0.3 JSON kinds).
// Every call carries an abort signal and every test a timeout.

import assert from "node:assert/strict";
import http from "node:http";
import type { AddressInfo } from "node:net";
import { after, before, describe, test } from "node:test";
import { Role, TaskState } from "@a2a-js/sdk";
import { ClientFactory, ClientFactoryOptions, JsonRpcTransportFactory, RestTransportFactory } from "@a2a-js/sdk/client";
import * as client03 from "a2a-js-sdk-0.3/client";
import { createA2AServer, createEchoAgent, type EchoAgent, filledCard } from "@a2a-bindgen/server";
import { nodeListener } from "@a2a-bindgen/server/node";
import { assertText13, request13 } from "./sdk13.js";

const T = { timeout: 10_000 };
const opts = () => ({ signal: AbortSignal.timeout(5_000) });
let agent: EchoAgent;
let web: http.Server;
let url = "";

const card = {
  name: "echo",
  description: "echoes",
  version: "1.0.0",
  capabilities: { streaming: true, pushNotifications: true, extendedAgentCard: true },
  defaultInputModes: ["text/plain"],
  defaultOutputModes: ["text/plain"],
  // A skill, as AgentCard.skills is REQUIRED (v1.0): the extended card is an answer, and answers are validated.
  skills: [{ id: "echo", name: "echo", description: "echoes", tags: ["echo"] }],
};

before(async () => {
  let listener: http.RequestListener = (_req, res) => res.writeHead(503).end();
  web = http.createServer((req, res) => listener(req, res));
  await new Promise<void>((resolve) => web.listen(0, "127.0.0.1", resolve));
  url = `http://127.0.0.1:${(web.address() as AddressInfo).port}/a2a`;
  // The extended card lists its interfaces too: AgentCard.supportedInterfaces is REQUIRED (v1.0), and answers are validated.
  const extendedCard = filledCard({ ...card, name: "echo-extended" } as never, url, ["1.0", "0.3"]);
  agent = createEchoAgent({ extendedCard, push: { allowPrivateNetworks: true } });
  listener = nodeListener(createA2AServer({ agent, card, basePath: "/a2a", publicUrl: url }));
});
after(async () => {
  web?.closeAllConnections();
  await new Promise((resolve) => web?.close(resolve));
  agent?.close();
});

/** Reads a stream to its end (the SDKs end it after the final event), at most 20 events. */
async function drain<E>(events: AsyncIterable<E>): Promise<E[]> {
  const seen: E[] = [];
  for await (const e of events) if (seen.push(e) >= 20) break;
  return seen;
}

for (const binding of ["JSONRPC", "HTTP+JSON"] as const) {
  for (const legacy of [false, true]) {
    const version = legacy ? "0.3" : "1.0";
    describe(`@a2a-js/sdk 1.3.0's ${binding} client at ${version} against our server`, () => {
      let client: any;
      before(async () => {
        const lc = legacy ? { legacyCompat: { enabled: true } } : {};
        const transport = binding === "JSONRPC" ? new JsonRpcTransportFactory(lc) : new RestTransportFactory(lc);
        const options = ClientFactoryOptions.createFrom(ClientFactoryOptions.default, {
          transports: [transport],
          preferredTransports: [binding],
        } as never);
        const card13 = {
          ...card,
          documentationUrl: "",
          iconUrl: "",
          signatures: [],
          supportedInterfaces: [{ url, protocolBinding: binding, tenant: "", protocolVersion: version }],
          capabilities: { ...card.capabilities, extensions: [] },
          securitySchemes: {},
          securityRequirements: [],
        };
        client = await new ClientFactory(options).createFromAgentCard(card13 as never);
      });
      const tag = `${binding}-${version}`;

      test("sendMessage: a completed task with the echo artifact; getTask finds it", T, async () => {
        const t = await client.sendMessage(request13(`h-${tag}`, "hello"), opts());
        assert.equal(t.status.state, TaskState.TASK_STATE_COMPLETED);
        assert.deepEqual(
          t.artifacts.flatMap((a: any) => a.parts.map((p: any) => p.content)),
          [{ $case: "text", value: "echo: hello" }],
        );
        const again = await client.getTask({ tenant: "", id: t.id }, opts());
        assert.equal(again.id, t.id);
        assert.equal(again.status.state, TaskState.TASK_STATE_COMPLETED);
      });

      test("sendMessage answered with a message", T, async () => {
        const m = await client.sendMessage(request13(`d-${tag}`, "message: hi"), opts());
        assert.equal(m.role, Role.ROLE_AGENT);
        assertText13(m, "echo: message: hi");
      });

      test("getTask of an unknown id is the SDK's TaskNotFoundError", T, async () => {
        await assert.rejects(client.getTask({ tenant: "", id: "does-not-exist" }, opts()), (e: any) => {
          // 1.3.0 throws a class per binding, named TaskNotFoundError.
          assert.equal(e.constructor.name, binding === "JSONRPC" ? "JsonRpcTaskNotFoundError" : legacy ? "TaskNotFoundError" : "RestTaskNotFoundError");
          assert.equal(e.name, "TaskNotFoundError");
          return true;
        });
      });

      test("sendMessageStream: task, status, artifact, status; the last completed", T, async () => {
        const events = await drain<any>(client.sendMessageStream(request13(`s-${tag}`, "stream"), opts()));
        assert.deepEqual(
          events.map((e) => e.payload.$case),
          ["task", "statusUpdate", "artifactUpdate", "statusUpdate"],
        );
        assert.equal(events.at(-1).payload.value.status.state, TaskState.TASK_STATE_COMPLETED);
      });

      test("a wait: task works; resubscribe sees it, cancelTask cancels it and ends the subscription", T, async () => {
        const w = await client.sendMessage(request13(`w-${tag}`, "wait: w", true), opts());
        assert.equal(w.status.state, TaskState.TASK_STATE_WORKING);
        const sub = client.resubscribeTask({ tenant: "", id: w.id }, opts())[Symbol.asyncIterator]();
        const first = await sub.next();
        assert.equal(first.value.payload.$case, "task");
        assert.equal(first.value.payload.value.status.state, TaskState.TASK_STATE_WORKING);
        const c = await client.cancelTask({ tenant: "", id: w.id, metadata: undefined }, opts());
        assert.equal(c.status.state, TaskState.TASK_STATE_CANCELED);
        const rest = await drain<any>({ [Symbol.asyncIterator]: () => sub });
        assert.equal(rest.at(-1).payload.value.status.state, TaskState.TASK_STATE_CANCELED);
      });

      if (!legacy)
        test("listTasks filtered by a task's context answers exactly that task", T, async () => {
          const t = await client.sendMessage(request13(`l-${tag}`, "list me"), opts());
          const r = await client.listTasks({ tenant: "", contextId: t.contextId, status: 0, pageSize: 100, pageToken: "" }, opts());
          assert.deepEqual(
            r.tasks.map((x: any) => [x.id, x.status.state]),
            [[t.id, TaskState.TASK_STATE_COMPLETED]],
          );
        });

      test("push configs: create, get, list, delete", T, async () => {
        const t = await client.sendMessage(request13(`p-${tag}`, "wait: p", true), opts());
        const config = { tenant: "", id: "cfg-1", taskId: t.id, url: "http://127.0.0.1:9/hook", token: "tok", authentication: undefined };
        const made = await client.createTaskPushNotificationConfig(config, opts());
        assert.equal(made.taskId, t.id);
        assert.equal(made.url, "http://127.0.0.1:9/hook");
        const got = await client.getTaskPushNotificationConfig({ tenant: "", taskId: t.id, id: made.id }, opts());
        assert.equal(got.url, "http://127.0.0.1:9/hook");
        const list = await client.listTaskPushNotificationConfig({ tenant: "", taskId: t.id, pageSize: 0, pageToken: "" }, opts());
        assert.deepEqual(
          list.configs.map((c: any) => c.id),
          [made.id],
        );
        await client.deleteTaskPushNotificationConfig({ tenant: "", taskId: t.id, id: made.id }, opts());
        const empty = client.listTaskPushNotificationConfig({ tenant: "", taskId: t.id, pageSize: 0, pageToken: "" }, opts());
        // At 0.3 over JSON-RPC the empty list is a2a.json v0.3.0's bare array `[]` (it was `{}` once, and the SDK's
        // legacy `result.map` threw).
        assert.deepEqual((await empty).configs, []);
        await client.cancelTask({ tenant: "", id: t.id }, opts());
      });

      test("getAgentCard fetches the extended card (capabilities.extendedAgentCard)", T, async () => {
        const c = await client.getAgentCard(opts());
        assert.equal(c.name, "echo-extended");
      });
    });
  }
}

describe("@a2a-js/sdk 0.3.14's clients (no version header: 0.3) against our server", () => {
  for (const binding of ["JSONRPC", "HTTP+JSON"] as const) {
    describe(binding, () => {
      let client: any;
      before(async () => {
        const card03 = {
          ...card,
          protocolVersion: "0.3.0",
          url,
          preferredTransport: binding,
          capabilities: { streaming: true, pushNotifications: true },
          supportsAuthenticatedExtendedCard: true,
        };
        const transport = binding === "JSONRPC" ? new client03.JsonRpcTransportFactory() : new client03.RestTransportFactory();
        const options = client03.ClientFactoryOptions.createFrom(client03.ClientFactoryOptions.default, {
          transports: [transport],
          preferredTransports: [binding],
        } as never);
        client = await new client03.ClientFactory(options).createFromAgentCard(card03 as never);
      });
      const msg = (id: string, t: string, blocking = true) => ({
        message: { kind: "message", messageId: `${id}-${binding}`, role: "user", parts: [{ kind: "text", text: t }] },
        configuration: { blocking },
      });

      test("sendMessage: a completed task (v0.3 kinds); a message; getTask; unknown id is TaskNotFoundError", T, async () => {
        const t = await client.sendMessage(msg("h", "hello"), opts());
        assert.equal(t.kind, "task");
        assert.equal(t.status.state, "completed");
        assert.deepEqual(
          t.artifacts.flatMap((a: any) => a.parts.map((p: any) => [p.kind, p.text])),
          [["text", "echo: hello"]],
        );
        const m = await client.sendMessage(msg("d", "message: hi"), opts());
        assert.equal(m.kind, "message");
        assert.equal(m.role, "agent");
        assert.deepEqual(m.parts, [{ kind: "text", text: "echo: message: hi" }]);
        assert.equal((await client.getTask({ id: t.id }, opts())).status.state, "completed");
        await assert.rejects(client.getTask({ id: "does-not-exist" }, opts()), (e: any) => e instanceof client03.TaskNotFoundError);
      });

      test("sendMessageStream: task, status-update, artifact-update, status-update final", T, async () => {
        const events = await drain<any>(client.sendMessageStream(msg("s", "stream"), opts()));
        assert.deepEqual(
          events.map((e) => e.kind),
          ["task", "status-update", "artifact-update", "status-update"],
        );
        assert.equal(events.at(-1).final, true);
        assert.equal(events.at(-1).status.state, "completed");
      });

      test("a wait: task works; resubscribe sees it, cancelTask cancels it and ends the subscription", T, async () => {
        const w = await client.sendMessage(msg("w", "wait: w", false), opts());
        assert.equal(w.status.state, "working");
        const sub = client.resubscribeTask({ id: w.id }, opts())[Symbol.asyncIterator]();
        const first = await sub.next();
        assert.equal(first.value.kind, "task");
        assert.equal((await client.cancelTask({ id: w.id }, opts())).status.state, "canceled");
        const rest = await drain<any>({ [Symbol.asyncIterator]: () => sub });
        assert.equal(rest.at(-1).status.state, "canceled");
      });

      test("push configs: set, get, list, delete", T, async () => {
        const t = await client.sendMessage(msg("p", "wait: p", false), opts());
        const made = await client.setTaskPushNotificationConfig(
          { taskId: t.id, pushNotificationConfig: { id: "cfg-1", url: "http://127.0.0.1:9/hook", token: "tok" } },
          opts(),
        );
        // 0.3.14's REST client fills absent optional fields with undefined: compare what JSON carries.
        assert.deepEqual(JSON.parse(JSON.stringify(made)), {
          taskId: t.id,
          pushNotificationConfig: { id: "cfg-1", url: "http://127.0.0.1:9/hook", token: "tok" },
        });
        const got = await client.getTaskPushNotificationConfig({ id: t.id, pushNotificationConfigId: "cfg-1" }, opts());
        assert.equal(got.pushNotificationConfig.url, "http://127.0.0.1:9/hook");
        const list = await client.listTaskPushNotificationConfig({ id: t.id }, opts());
        assert.deepEqual(
          list.map((c: any) => c.pushNotificationConfig.id),
          ["cfg-1"],
        );
        await client.deleteTaskPushNotificationConfig({ id: t.id, pushNotificationConfigId: "cfg-1" }, opts());
        const empty = client.listTaskPushNotificationConfig({ id: t.id }, opts());
        // a2a.json v0.3.0: the result is a bare array, empty included, on JSON-RPC as on HTTP+JSON.
        assert.deepEqual(await empty, []);
        await client.cancelTask({ id: t.id }, opts());
      });

      test("getAgentCard fetches the authenticated extended card", T, async () => {
        const c = await client.getAgentCard(opts());
        assert.equal(c.name, "echo-extended");
      });
    });
  }
});
