// Our gRPC client transport against real gRPC servers: @a2a-js/sdk 1.3.0 (lf.a2a.v1.A2AService, strict; and
// its legacy a2a.v1.A2AService in compat mode) and @a2a-js/sdk 0.3.14 (a genuine v0.3 server), started by
// test/e2e/peer/. The caller sees v1.0 types on every one. Expectations by hand from the peers' echo executor
// (test/e2e/peer/server.ts, server-v03.ts: SUBMITTED → WORKING → artifact "echo: …" → COMPLETED; "message: …"
// answers a Message; "wait: …" works until cancelled) and a2a-peers-2.md (gRPC section).

import assert from "node:assert/strict";
import { after, before, describe, test } from "node:test";
import { A2AError } from "@a2a-bindgen/kit";
import { type GrpcTransport, grpcTransport, TransportError } from "@a2a-bindgen/client/grpc";
import { PEER_EXTENSION, startPeer } from "../e2e/peer/server.js";
import { startPeerV03 } from "../e2e/peer/server-v03.js";
import { assertStreamFails } from "./stream-fails.js";

const user = (id: string, text: string) => ({ messageId: id, role: "ROLE_USER", parts: [{ text }] });
const hook = "http://127.0.0.1:9/hook";

interface PeerCase {
  name: string;
  version: "1.0" | "0.3";
  start(): Promise<{ address: string; close(): Promise<void> }>;
  /** 1.3.0 marks text parts text/plain on its v1.0 service; the v0.3 wire has no media type on a text part. */
  textPart(text: string): object;
  /** What the peer reports as activated for PEER_EXTENSION (a2a-peers-2.md §2.1 (e), §2.2 (e)). */
  activated: string[];
}

const cases: PeerCase[] = [
  {
    name: "@a2a-js/sdk 1.3.0 strict, lf.a2a.v1.A2AService",
    version: "1.0",
    start: async () => {
      const p = await startPeer({ mode: "strict", grpc: true });
      return { address: p.grpcAddress!, close: p.close };
    },
    textPart: (text) => ({ text, mediaType: "text/plain" }),
    activated: [PEER_EXTENSION],
  },
  {
    name: "@a2a-js/sdk 1.3.0 compat, the legacy a2a.v1.A2AService",
    version: "0.3",
    start: async () => {
      const p = await startPeer({ mode: "compat", grpc: true });
      return { address: p.grpcAddress!, close: p.close };
    },
    textPart: (text) => ({ text }),
    activated: [PEER_EXTENSION],
  },
  {
    name: "@a2a-js/sdk 0.3.14, a2a.v1.A2AService",
    version: "0.3",
    start: async () => {
      const p = await startPeerV03({});
      return { address: p.grpcAddress, close: p.close };
    },
    textPart: (text) => ({ text }),
    // Deviation (a2a-peers-2.md §5, 0.3.14 item 2): the activated-extensions answer is never sent.
    activated: [],
  },
];

for (const c of cases) {
  describe(`our gRPC client at ${c.version} against ${c.name}`, () => {
    let peer: { address: string; close(): Promise<void> };
    let client: GrpcTransport;
    let taskId = "";
    before(async () => {
      peer = await c.start();
      client = grpcTransport({ url: peer.address, protocolVersion: c.version, tenant: undefined, timeoutMs: 5_000 });
    });
    after(async () => {
      client.close();
      await peer.close();
    });

    test("SendMessage: a completed task with the echo artifact; the extension answer", async () => {
      const metas: string[][] = [];
      const r = (await client.unary(
        "SendMessage",
        { message: user("m-1", "hello") } as never,
        {
          extensions: [PEER_EXTENSION],
          onMeta: (m) => metas.push([...m.activatedExtensions]),
        } as never,
      )) as any;
      taskId = r.task.id;
      assert.equal(typeof taskId, "string");
      assert.equal(r.task.status.state, "TASK_STATE_COMPLETED");
      assert.deepEqual(r.task.artifacts, [{ artifactId: "artifact-m-1", name: "echo", parts: [c.textPart("echo: hello")] }]);
      assert.deepEqual(r.task.history[0].parts, [{ text: "hello" }]);
      assert.deepEqual(metas, [c.activated]);
    });

    test("SendMessage answered with a Message", async () => {
      const r = (await client.unary("SendMessage", { message: user("m-2", "message: hi") } as never)) as any;
      assert.deepEqual(r, {
        message: { messageId: "reply-m-2", contextId: r.message.contextId, role: "ROLE_AGENT", parts: [c.textPart("echo: message: hi")] },
      });
    });

    test("GetTask, and I2: an unknown task is TaskNotFoundError", async () => {
      const r = (await client.unary("GetTask", { id: taskId } as never)) as any;
      assert.equal(r.id, taskId);
      assert.equal(r.status.state, "TASK_STATE_COMPLETED");
      // 0.3.14 sends a bare NOT_FOUND (no details trailer): decoded by the peer form the v0.3 table records.
      await assert.rejects(
        client.unary("GetTask", { id: "does-not-exist" } as never),
        (e: unknown) => e instanceof A2AError && e.name === "TaskNotFoundError" && e.code === -32001,
      );
    });

    test("SendStreamingMessage: task, working, artifact, completed", async () => {
      const items: any[] = [];
      for await (const i of client.stream("SendStreamingMessage", { message: user("m-3", "stream") } as never)) items.push(i);
      assert.deepEqual(
        items.map((i) => Object.keys(i)[0]),
        ["task", "statusUpdate", "artifactUpdate", "statusUpdate"],
      );
      assert.equal(items[0].task.status.state, "TASK_STATE_SUBMITTED");
      assert.equal(items[1].statusUpdate.status.state, "TASK_STATE_WORKING");
      assert.deepEqual(items[2].artifactUpdate.artifact.parts, [c.textPart("echo: stream")]);
      assert.equal(items[3].statusUpdate.status.state, "TASK_STATE_COMPLETED");
      for (const i of items.slice(1)) assert.equal(Object.values(i as object)[0].taskId, items[0].task.id);
    });

    test("CancelTask of a task that works until cancelled", async () => {
      const w = (await client.unary("SendMessage", { message: user("m-4", "wait: w"), configuration: { returnImmediately: true } } as never)) as any;
      assert.equal(w.task.status.state, "TASK_STATE_WORKING");
      const r = (await client.unary("CancelTask", { id: w.task.id } as never)) as any;
      assert.equal(r.id, w.task.id);
      assert.equal(r.status.state, "TASK_STATE_CANCELED");
    });

    test("push notification configs: create, get, list, delete", async () => {
      const config = { id: "c-1", taskId, url: hook, token: "tok" };
      assert.deepEqual(await client.unary("CreateTaskPushNotificationConfig", config as never), config);
      assert.deepEqual(await client.unary("GetTaskPushNotificationConfig", { taskId, id: "c-1" } as never), config);
      assert.deepEqual(await client.unary("ListTaskPushNotificationConfigs", { taskId } as never), { configs: [config] });
      assert.deepEqual(await client.unary("DeleteTaskPushNotificationConfig", { taskId, id: "c-1" } as never), {});
    });

    test("GetExtendedAgentCard (v0.3: GetAgentCard)", async () => {
      const r = (await client.unary("GetExtendedAgentCard", {} as never)) as any;
      assert.equal(r.name, c.name.includes("0.3.14") ? "a2a-bindgen echo peer (v0.3)" : "a2a-bindgen echo peer");
    });

    test("SubscribeToTask on an unknown task is TaskNotFoundError", async () => {
      await assertStreamFails(() => client.stream("SubscribeToTask", { id: "nope" } as never), "TaskNotFoundError");
    });
  });
}

describe("our gRPC client against @a2a-js/sdk 1.3.0 strict: what differs by version", () => {
  let peer: Awaited<ReturnType<typeof startPeer>>;
  before(async () => {
    peer = await startPeer({ mode: "strict", grpc: true });
  });
  after(() => peer.close());

  test("ListTasks is served at 1.0", async () => {
    const c = grpcTransport({ url: peer.grpcAddress!, protocolVersion: "1.0", tenant: undefined, timeoutMs: 5_000 });
    try {
      const sent = (await c.unary("SendMessage", { message: user("m-1", "hello") } as never)) as any;
      const r = (await c.unary("ListTasks", { contextId: sent.task.contextId } as never)) as any;
      assert.deepEqual(
        r.tasks.map((t: any) => t.id),
        [sent.task.id],
      );
      // v1.0: a terminal task cannot be subscribed to (UnsupportedOperationError).
      await assertStreamFails(() => c.stream("SubscribeToTask", { id: sent.task.id } as never), "UnsupportedOperationError");
    } finally {
      c.close();
    }
  });

  test("a 0.3 client meets UNIMPLEMENTED: a v1.0-only server has no a2a.v1 service (quick reference §5)", async () => {
    const c = grpcTransport({ url: peer.grpcAddress!, protocolVersion: "0.3", tenant: undefined, timeoutMs: 5_000 });
    try {
      // On the v0.3 table a bare UNIMPLEMENTED is ambiguous: -32601 by gRPC's rule, and -32003/-32004 as 0.3.14
      // sends them (a2a-peers-2.md §5, 0.3.14 item 6). The transport names every candidate.
      await assert.rejects(
        c.unary("GetTask", { id: "x" } as never),
        (e: unknown) =>
          e instanceof TransportError &&
          e.failure === "ambiguous" &&
          e.status === 12 &&
          e.message.includes("MethodNotFoundError") &&
          e.message.includes("UnsupportedOperationError"),
      );
    } finally {
      c.close();
    }
  });
});
