// Listeners on abort signals (issue 35): 50 streams aborted by their clients, on each binding, leave no
// abort listener behind on their calls' signals, and none piles up on a signal the server shares between
// calls (shutdown's, push delivery's closing), which Node reports past ten as MaxListenersExceededWarning,
// read by operators as a leak. Real servers on 127.0.0.1, port 0; bounded in time.

import assert from "node:assert/strict";
import { getEventListeners } from "node:events";
import { test } from "node:test";
import * as grpc from "@grpc/grpc-js";
import { type Agent, createTaskAgent, dispatchUnary } from "@a2a-bindgen/server";
import { startGrpcServer } from "@a2a-bindgen/server/grpc";
import { startNodeServer } from "@a2a-bindgen/server/node";
import { encodeRequest } from "../e2e/peer/grpc.ts";
import { fixtureCard } from "./fixture-agent.ts";
import { V1 } from "./grpc-raw.ts";
import { heldStream } from "./held-stream.ts";
import { startReceiver } from "./push-receiver.ts";
import { callContext, cardWith } from "./store-helpers.ts";

// The agent's stream waits for an event that never comes, as a subscription does, and is released only
// when the server returns it.

const STREAMS = 50;

/** An agent whose SubscribeToTask sends one event, then waits until its reader returns it; records each call's signal. */
function waitingAgent() {
  const signals: AbortSignal[] = [];
  let released = 0;
  const agent: Agent = {
    SubscribeToTask(request, context) {
      signals.push(context.signal);
      return heldStream({ statusUpdate: { taskId: request.id, contextId: "c", status: { state: "TASK_STATE_WORKING" } } }, () => released++);
    },
  };
  return { agent, signals, released: () => released };
}

/** Waits until `done()` holds (true), or `ms` passed (false). */
async function until(done: () => boolean, ms: number): Promise<boolean> {
  const end = Date.now() + ms;
  while (!done()) {
    if (Date.now() > end) return false;
    await new Promise((r) => setTimeout(r, 20));
  }
  return true;
}

/** MaxListenersExceededWarnings emitted while `body` runs. */
async function warningsDuring(body: () => Promise<void>): Promise<string[]> {
  const seen: string[] = [];
  const onWarning = (w: Error) => {
    if (w.name === "MaxListenersExceededWarning") seen.push(w.message);
  };
  process.on("warning", onWarning);
  try {
    await body();
    await new Promise((r) => setImmediate(r)); // a warning is emitted on the next tick
  } finally {
    process.off("warning", onWarning);
  }
  return seen;
}

const abortListeners = (s: AbortSignal) => getEventListeners(s, "abort").length;

for (const binding of ["JSONRPC", "HTTP+JSON"] as const) {
  test(`${binding}: ${STREAMS} open streams aborted by their clients leave no abort listener and raise no MaxListenersExceededWarning`, async () => {
    const { agent, signals, released } = waitingAgent();
    const server = await startNodeServer({ server: { agent, card: fixtureCard(), publicUrl: "http://127.0.0.1/" } });
    try {
      const warnings = await warningsDuring(async () => {
        const controllers = await Promise.all(
          Array.from({ length: STREAMS }, async (_, i) => {
            const controller = new AbortController();
            const res =
              binding === "JSONRPC"
                ? await fetch(`${server.url}/`, {
                    method: "POST",
                    headers: { "content-type": "application/json", "a2a-version": "1.0" },
                    body: JSON.stringify({ jsonrpc: "2.0", id: i, method: "SubscribeToTask", params: { id: `t-${i}` } }),
                    signal: controller.signal,
                  })
                : await fetch(`${server.url}/tasks/t-${i}:subscribe`, { headers: { "a2a-version": "1.0" }, signal: controller.signal });
            assert.equal(res.status, 200);
            const first = new TextDecoder().decode((await (res.body as ReadableStream<Uint8Array>).getReader().read()).value);
            assert.match(first, /^data: /);
            return controller;
          }),
        );
        for (const c of controllers) c.abort();
        await until(() => released() === STREAMS, 5_000);
      });
      await assertReleased(warnings, released, signals);
    } finally {
      await server.close({ graceMs: 0 });
    }
  });
}

/** No warning; every agent stream released once its client went away; no abort listener left on any call's signal. */
async function assertReleased(warnings: unknown[], released: () => number, signals: AbortSignal[]): Promise<void> {
  assert.deepEqual(warnings, []);
  assert.equal(released(), STREAMS, "every agent stream released (returned) once its client went away");
  assert.equal(signals.length, STREAMS);
  await until(() => signals.every((s) => abortListeners(s) === 0), 2_000);
  assert.deepEqual(signals.map(abortListeners), Array(STREAMS).fill(0), "no abort listener left on any call's signal");
}

test(`gRPC: ${STREAMS} open streams cancelled by their clients leave no abort listener and raise no MaxListenersExceededWarning`, async () => {
  const { agent, signals, released } = waitingAgent();
  const server = await startGrpcServer({ agent, card: fixtureCard() });
  const client = new grpc.Client(server.address, grpc.credentials.createInsecure());
  try {
    const request = encodeRequest("lf.a2a.v1.SubscribeToTaskRequest", { id: "t" });
    const md = new grpc.Metadata();
    md.set("a2a-version", "1.0");
    const warnings = await warningsDuring(async () => {
      const calls = await Promise.all(
        Array.from(
          { length: STREAMS },
          () =>
            new Promise<grpc.ClientReadableStream<Uint8Array>>((resolve, reject) => {
              const call = client.makeServerStreamRequest(
                `${V1}SubscribeToTask`,
                (b: Uint8Array) => Buffer.from(b),
                (b: Buffer) => new Uint8Array(b),
                request,
                md,
                {},
              );
              call.once("data", () => resolve(call));
              call.on("error", (e: grpc.ServiceError) => (e.code === grpc.status.CANCELLED ? undefined : reject(e)));
            }),
        ),
      );
      for (const c of calls) c.cancel();
      await until(() => released() === STREAMS, 5_000);
    });
    await assertReleased(warnings, released, signals);
  } finally {
    client.close();
    await server.close({ graceMs: 0 });
  }
});

test("push delivery: 15 webhook posts in flight at once raise no MaxListenersExceededWarning", async () => {
  let release: (status: number) => void = () => {};
  const held = new Promise<number>((resolve) => (release = resolve));
  const receiver = await startReceiver(() => held);
  const agent = createTaskAgent({
    push: { allowPrivateNetworks: true },
    execute: async (_context, events) => {
      await events.status("TASK_STATE_WORKING");
      await events.status("TASK_STATE_COMPLETED");
    },
  });
  try {
    const warnings = await warningsDuring(async () => {
      for (let i = 0; i < 15; i++) {
        const request = {
          message: { messageId: `m-${i}`, role: "ROLE_USER" as const, parts: [{ text: "hi" }] },
          configuration: { taskPushNotificationConfig: { url: receiver.url } },
        };
        await dispatchUnary(agent, cardWith(), "SendMessage", request, callContext().context);
      }
      // Each task's first update is posted, and held by the receiver: 15 posts in flight at once.
      await receiver.waitFor(15, 5_000);
    });
    assert.deepEqual(warnings, []);
  } finally {
    release(200);
    await agent.close();
    await receiver.close();
  }
});
