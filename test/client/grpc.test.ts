// Our gRPC client transport against our gRPC server, at v1.0 and at v0.3: every operation, the caller
// seeing v1.0 types either way. Expected values by hand from the protos and the test agent's documented
// behaviour (test/server/grpc-agent.ts); errors from the quick reference (I2, §5).

import assert from "node:assert/strict";
import { after, before, describe, test } from "node:test";
import { A2AError } from "@a2a-bindgen/kit";
import { type GrpcTransport, grpcTransport, TransportError } from "@a2a-bindgen/client/grpc";
import { type GrpcServer, startGrpcServer } from "@a2a-bindgen/server/grpc";
import { ECHO_EXTENSION, OTHER_EXTENSION, testAgent, testCard } from "../server/grpc-agent.js";
import { assertStreamFails } from "./stream-fails.js";

const hook = "http://127.0.0.1:9/hook";
const user = (id: string, text: string) => ({ messageId: id, role: "ROLE_USER", parts: [{ text }] });

for (const version of ["1.0", "0.3"]) {
  describe(`our gRPC client at ${version} against our server`, () => {
    let server: GrpcServer;
    let client: GrpcTransport;
    const card = testCard();
    // v0.3 requests have no tenant field: the interface's tenant reaches the agent only at v1.0.
    const tenant = version === "1.0" ? "t-1" : "";
    const completed = (id: string, messageId: string, text: string, extensions = "") => ({
      id,
      contextId: `context-${messageId}`,
      status: { state: "TASK_STATE_COMPLETED" },
      artifacts: [{ artifactId: `artifact-${messageId}`, parts: [{ text: `echo: ${text}` }] }],
      history: [user(messageId, text)],
      metadata: { extensions, tenant, version },
    });
    before(async () => {
      server = await startGrpcServer({ agent: testAgent(card), card });
      client = grpcTransport({ url: server.address, protocolVersion: version, tenant: "t-1", timeoutMs: 5_000 });
    });
    after(async () => {
      client.close();
      await server.close();
    });

    test("the transport names its binding, version, url and tenant", () => {
      assert.equal(client.binding, "grpc");
      assert.equal(client.protocolVersion, version);
      assert.equal(client.url, server.address);
      assert.equal(client.tenant, "t-1");
    });

    test("SendMessage (task and message), with two extensions: the activated one is reported", async () => {
      const metas: unknown[] = [];
      const r = await client.unary(
        "SendMessage",
        { message: user("m-1", "hello") } as never,
        {
          extensions: [ECHO_EXTENSION, OTHER_EXTENSION],
          onMeta: (m) => metas.push(m.activatedExtensions),
        } as never,
      );
      assert.deepEqual(r, { task: completed("task-1", "m-1", "hello", `${ECHO_EXTENSION},${OTHER_EXTENSION}`) });
      assert.deepEqual(metas, [[ECHO_EXTENSION]]);
      const m = await client.unary("SendMessage", { message: user("m-2", "message: hi") } as never);
      assert.deepEqual(m, {
        message: { messageId: "reply-m-2", role: "ROLE_AGENT", parts: [{ text: "echo: message: hi" }], metadata: { extensions: "", tenant, version } },
      });
    });

    test("GetTask and SubscribeToTask", async () => {
      const expected = completed("task-1", "m-1", "hello", `${ECHO_EXTENSION},${OTHER_EXTENSION}`);
      assert.deepEqual(await client.unary("GetTask", { id: "task-1" } as never), expected);
      const items = [];
      for await (const i of client.stream("SubscribeToTask", { id: "task-1" } as never)) items.push(i);
      assert.deepEqual(items, [{ task: expected }]);
    });

    test("ListTasks: served at 1.0; v0.3 has no such rpc, so nothing is sent", async () => {
      if (version === "1.0") {
        const one = await client.unary("ListTasks", { contextId: "context-m-1" } as never);
        const task = completed("task-1", "m-1", "hello", `${ECHO_EXTENSION},${OTHER_EXTENSION}`);
        assert.deepEqual(one, { tasks: [task], pageSize: 50, totalSize: 1 });
        // An empty page: tasks, next_page_token and total_size at their proto3 defaults, which ProtoJSON omits
        // (the rules let these REQUIRED fields be absent).
        assert.deepEqual(await client.unary("ListTasks", { contextId: "none", pageSize: 5 } as never), { pageSize: 5 });
      } else {
        await assert.rejects(client.unary("ListTasks", {} as never), (e: unknown) => e instanceof TransportError && e.failure === "request");
      }
    });

    test("CancelTask: canceled (v1.0's spelling, whatever the wire's); a completed task is not cancelable", async () => {
      const w = (await client.unary("SendMessage", { message: user("m-3", "wait: w") } as never)) as any;
      assert.equal(w.task.status.state, "TASK_STATE_WORKING");
      const c = (await client.unary("CancelTask", { id: w.task.id } as never)) as any;
      assert.deepEqual(c.status, { state: "TASK_STATE_CANCELED" });
      await assert.rejects(client.unary("CancelTask", { id: "task-1" } as never), (e: unknown) => e instanceof A2AError && e.name === "TaskNotCancelableError");
    });

    test("push notification configs: create, get, list, delete", async () => {
      const config = { id: "c-1", taskId: "task-1", url: hook, token: "tok" };
      assert.deepEqual(await client.unary("CreateTaskPushNotificationConfig", config as never), config);
      assert.deepEqual(await client.unary("GetTaskPushNotificationConfig", { taskId: "task-1", id: "c-1" } as never), config);
      assert.deepEqual(await client.unary("ListTaskPushNotificationConfigs", { taskId: "task-1" } as never), { configs: [config] });
      assert.deepEqual(await client.unary("DeleteTaskPushNotificationConfig", { taskId: "task-1", id: "c-1" } as never), {});
      await assert.rejects(
        client.unary("GetTaskPushNotificationConfig", { taskId: "task-1", id: "c-1" } as never),
        (e: unknown) => e instanceof A2AError && e.name === "TaskNotFoundError",
      );
    });

    test("GetExtendedAgentCard", async () => {
      const r = (await client.unary("GetExtendedAgentCard", {} as never)) as any;
      assert.equal(r.name, "grpc-test (extended)");
    });

    test("SendStreamingMessage: task, working, artifact, completed as v1.0 StreamResponses", async () => {
      const items: any[] = [];
      for await (const i of client.stream("SendStreamingMessage", { message: user("m-4", "stream") } as never)) items.push(i);
      const id = items[0].task.id;
      const contextId = "context-m-4";
      assert.deepEqual(items, [
        { task: { id, contextId, status: { state: "TASK_STATE_SUBMITTED" } } },
        { statusUpdate: { taskId: id, contextId, status: { state: "TASK_STATE_WORKING" } } },
        { artifactUpdate: { taskId: id, contextId, artifact: { artifactId: "artifact-m-4", parts: [{ text: "echo: stream" }] }, lastChunk: true } },
        { statusUpdate: { taskId: id, contextId, status: { state: "TASK_STATE_COMPLETED" } } },
      ]);
    });

    test("I2: an unknown task is TaskNotFoundError (-32001), on a call and on a stream", async () => {
      await assert.rejects(
        client.unary("GetTask", { id: "does-not-exist" } as never),
        (e: unknown) => e instanceof A2AError && e.name === "TaskNotFoundError" && e.code === -32001 && e.message.includes("does-not-exist"),
      );
      await assertStreamFails(() => client.stream("SubscribeToTask", { id: "nope" } as never), "TaskNotFoundError");
    });
  });
}

describe("our gRPC client: what it sends", () => {
  test("I3, I6, I7: a2a-version names the interface's version; extensions go under each name the version uses; the tenant in the request", async () => {
    const seen: Record<string, unknown>[] = [];
    const card = testCard();
    const agent = {
      ...testAgent(card),
      GetTask(request: any, context: any) {
        seen.push({ headers: { ...context.headers }, tenant: context.tenant, id: request.id });
        return { id: request.id, status: { state: "TASK_STATE_WORKING" } } as never;
      },
    };
    const server = await startGrpcServer({ agent, card });
    try {
      for (const version of ["1.0", "0.3"]) {
        const client = grpcTransport({ url: server.address, protocolVersion: version, tenant: "t-9", timeoutMs: 5_000 });
        try {
          await client.unary("GetTask", { id: `x-${version}` } as never, { extensions: [ECHO_EXTENSION, OTHER_EXTENSION], headers: { "x-trace": "1" } });
        } finally {
          client.close();
        }
      }
    } finally {
      await server.close();
    }
    const list = `${ECHO_EXTENSION}, ${OTHER_EXTENSION}`;
    const pick = (s: any) => ({
      version: s.headers["a2a-version"],
      extensions: s.headers["a2a-extensions"],
      legacy: s.headers["x-a2a-extensions"],
      trace: s.headers["x-trace"],
      tenant: s.tenant,
      id: s.id,
    });
    assert.deepEqual(seen.map(pick), [
      { version: "1.0", extensions: list, legacy: undefined, trace: "1", tenant: "t-9", id: "x-1.0" },
      // v0.3 peers read X-A2A-Extensions (a2a-peers-2.md §2.1 (e)); a v0.3 request has no tenant field.
      { version: "0.3", extensions: list, legacy: list, trace: "1", tenant: undefined, id: "x-0.3" },
    ]);
  });
});

describe("our gRPC client: what is not an A2A answer", () => {
  test("a v1.0 client on a server of v0.3 only meets UNIMPLEMENTED: MethodNotFoundError (quick reference §5)", async () => {
    const card = testCard();
    const server = await startGrpcServer({ agent: testAgent(card), card, versions: ["0.3"] });
    const client = grpcTransport({ url: server.address, protocolVersion: "1.0", tenant: undefined, timeoutMs: 5_000 });
    try {
      await assert.rejects(client.unary("GetTask", { id: "x" } as never), (e: unknown) => e instanceof A2AError && e.name === "MethodNotFoundError");
    } finally {
      client.close();
      await server.close();
    }
  });

  test("nobody listening: a TransportError of the network, naming the url", async () => {
    const card = testCard();
    const server = await startGrpcServer({ agent: testAgent(card), card });
    const address = server.address;
    await server.close();
    const client = grpcTransport({ url: address, protocolVersion: "1.0", tenant: undefined, timeoutMs: 2_000 });
    try {
      await assert.rejects(
        client.unary("GetTask", { id: "x" } as never),
        (e: unknown) => e instanceof TransportError && e.failure === "network" && e.message.includes(address),
      );
    } finally {
      client.close();
    }
  });

  test("a protocol version gRPC does not speak, or a url that is not host:port or http(s), is refused when the transport is built", () => {
    assert.throws(() => grpcTransport({ url: "127.0.0.1:1", protocolVersion: "2.0", tenant: undefined, timeoutMs: 1_000 }), /1\.0 and 0\.3/);
    for (const url of ["grpc://127.0.0.1:1", "", "127.0.0.1:1/path", "ftp://x"]) {
      assert.throws(() => grpcTransport({ url, protocolVersion: "1.0", tenant: undefined, timeoutMs: 1_000 }), /host:port or an http\(s\) URL/, url);
    }
  });
});
