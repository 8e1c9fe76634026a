// CancelTask on a task already canceled, on each binding (rules file decision "cancel-canceled-task"). The
// v1.0.1 prose says both: §3.3.1 "Cancel Task operations are idempotent - multiple cancellation requests
// have the same effect"; §3.1.5 and §3.3.2 list TaskNotCancelableError for a task "already ... canceled".
// Default: the task again, unchanged (what @a2a-js/sdk answers, a2a-peers.md §1b). With the task runtime's
// cancelAlreadyCanceled "TaskNotCancelableError": that error, in each binding's form as the generated v1.0
// error table gives it (JSON-RPC code and ErrorInfo reason, HTTP status and google.rpc.Status, gRPC code).

import assert from "node:assert/strict";
import { test } from "node:test";
import type { types } from "@a2a-bindgen/a2a/v1_0";
import { a2aErrors } from "@a2a-bindgen/a2a/v1_0/errors";
import { createTaskAgent } from "@a2a-bindgen/server";
import { startGrpcServer } from "@a2a-bindgen/server/grpc";
import { startNodeServer } from "@a2a-bindgen/server/node";
import { raw, V1 } from "./grpc-raw.ts";
import { bareCard } from "../support/cards.js";

const notCancelable = a2aErrors.find((e) => e.name === "TaskNotCancelableError")!;

const card: types.AgentCard = bareCard("cancel", "tasks that work until canceled");

/** A task runtime whose runs work until they are stopped. */
function waitingAgent(cancelAlreadyCanceled?: "task" | "TaskNotCancelableError") {
  return createTaskAgent({
    ...(cancelAlreadyCanceled === undefined ? {} : { cancelAlreadyCanceled }),
    execute: async (context, events) => {
      await events.status("TASK_STATE_WORKING");
      await new Promise<void>((resolve) => context.signal.addEventListener("abort", () => resolve(), { once: true }));
    },
  });
}

/** One answer: the result (a task) or the error as the binding carried it. */
interface Answer {
  task?: any;
  /** JSON-RPC error.code / HTTP status / gRPC code, and the ErrorInfo reason. */
  error?: { code: number; status?: string; reason: string | undefined };
}

interface Binding {
  name: string;
  start(
    agent: ReturnType<typeof waitingAgent>,
  ): Promise<{ call(method: "SendMessage" | "CancelTask" | "GetTask", params: object): Promise<Answer>; close(): Promise<void> }>;
  /** The TaskNotCancelableError form of the binding, from the table. */
  expected: Answer["error"];
}

const headers = { "content-type": "application/json", "a2a-version": "1.0" };
const reasonOf = (details: unknown) => (Array.isArray(details) ? details.find((d) => typeof d?.reason === "string")?.reason : undefined);

const bindings: Binding[] = [
  {
    name: "JSON-RPC",
    expected: { code: notCancelable.code, reason: notCancelable.reason ?? undefined },
    async start(agent) {
      const server = await startNodeServer({ server: { agent, card, publicUrl: "http://127.0.0.1/" } });
      return {
        async call(method, params) {
          const res = await fetch(`${server.url}/`, { method: "POST", headers, body: JSON.stringify({ jsonrpc: "2.0", id: 1, method, params }) });
          assert.equal(res.status, 200, "a JSON-RPC error travels in an HTTP 200 answer");
          const body = await res.json();
          if (body.error !== undefined) return { error: { code: body.error.code, reason: reasonOf(body.error.data) } };
          return { task: body.result.task ?? body.result };
        },
        close: () => server.close({ graceMs: 0 }),
      };
    },
  },
  {
    name: "HTTP+JSON",
    expected: { code: notCancelable.httpStatus, status: notCancelable.grpcStatus, reason: notCancelable.reason ?? undefined },
    async start(agent) {
      const server = await startNodeServer({ server: { agent, card, publicUrl: "http://127.0.0.1/" } });
      return {
        async call(method, params: any) {
          const [verb, path, body] =
            method === "SendMessage"
              ? ["POST", "/message:send", JSON.stringify(params)]
              : method === "CancelTask"
                ? ["POST", `/tasks/${params.id}:cancel`, "{}"]
                : ["GET", `/tasks/${params.id}`, undefined];
          const res = await fetch(`${server.url}${path}`, { method: verb, headers, ...(body === undefined ? {} : { body }) });
          const json = await res.json();
          if (res.status >= 400) return { error: { code: res.status, status: json.error?.status, reason: reasonOf(json.error?.details) } };
          return { task: json.task ?? json };
        },
        close: () => server.close({ graceMs: 0 }),
      };
    },
  },
  {
    name: "gRPC",
    expected: { code: notCancelable.grpcCode, reason: notCancelable.reason ?? undefined },
    async start(agent) {
      const server = await startGrpcServer({ agent, card });
      const types: Record<string, [string, string]> = {
        SendMessage: ["SendMessageRequest", "SendMessageResponse"],
        CancelTask: ["CancelTaskRequest", "Task"],
        GetTask: ["GetTaskRequest", "Task"],
      };
      return {
        async call(method, params) {
          const [request, response] = types[method]!;
          const r = await raw(server.address, V1, method, `lf.a2a.v1.${request}`, params as never, `lf.a2a.v1.${response}`, { "a2a-version": "1.0" });
          if (r.code !== 0) return { error: { code: r.code, reason: r.reasons[0] } };
          const value = r.json[0] as any;
          return { task: method === "SendMessage" ? value.task : value };
        },
        close: () => server.close({ graceMs: 0 }),
      };
    },
  },
];

/** A working task, canceled once: its id and the first cancel's answer. */
async function canceledTask(call: Awaited<ReturnType<Binding["start"]>>["call"]): Promise<{ id: string; canceled: any }> {
  const sent = await call("SendMessage", {
    message: { messageId: crypto.randomUUID(), role: "ROLE_USER", parts: [{ text: "work" }] },
    configuration: { returnImmediately: true },
  });
  const id = sent.task?.id as string;
  assert.ok(typeof id === "string" && id !== "", `a task: ${JSON.stringify(sent)}`);
  const first = await call("CancelTask", { id });
  assert.equal(first.error, undefined, `the first cancel succeeds: ${JSON.stringify(first.error)}`);
  assert.equal(first.task.status.state, "TASK_STATE_CANCELED");
  return { id, canceled: first.task };
}

for (const binding of bindings) {
  test(`${binding.name}: CancelTask on a task already canceled answers the task again, unchanged (default)`, async () => {
    const agent = waitingAgent();
    const server = await binding.start(agent);
    try {
      const { id, canceled } = await canceledTask(server.call);
      const again = await server.call("CancelTask", { id });
      assert.equal(again.error, undefined, `no error: ${JSON.stringify(again.error)}`);
      assert.deepEqual(again.task, canceled);
    } finally {
      await server.close();
      await agent.close();
    }
  });

  test(`${binding.name}: with cancelAlreadyCanceled "TaskNotCancelableError", CancelTask on a task already canceled is that error, in the binding's form`, async () => {
    const agent = waitingAgent("TaskNotCancelableError");
    const server = await binding.start(agent);
    try {
      const { id, canceled } = await canceledTask(server.call);
      const again = await server.call("CancelTask", { id });
      assert.deepEqual(again.error, binding.expected);
      // The error changes nothing.
      assert.deepEqual((await server.call("GetTask", { id })).task, canceled);
    } finally {
      await server.close();
      await agent.close();
    }
  });
}

test('createTaskAgent refuses a cancelAlreadyCanceled other than "task" or "TaskNotCancelableError", naming the option', () => {
  assert.throws(() => createTaskAgent({ execute: () => {}, cancelAlreadyCanceled: "error" as never }), {
    name: "TypeError",
    message: /cancelAlreadyCanceled: "task" or "TaskNotCancelableError", not "error"/,
  });
});
