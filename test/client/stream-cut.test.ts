// Streams that end honestly (issue 39): a server that shuts down ends its open streams cleanly (docs/deploying:
// "open streams end after their current event"), while their task is still TASK_STATE_WORKING. The protocol ends
// a stream only at a terminal (COMPLETED, FAILED, CANCELED, REJECTED) or interrupted (INPUT_REQUIRED,
// AUTH_REQUIRED) state — a2a.proto v1.0.1, SendMessageConfiguration.return_immediately and the TaskState
// comments; SubscribeToTask streams "for tasks not in a terminal state" — so on every binding and version the
// client's iterator throws a StreamCutError naming the task, its context, its last state and the last event,
// for SendStreamingMessage and for SubscribeToTask alike. Servers on 127.0.0.1:0, every wait bounded by the
// transports' 5 s timeout.

import assert from "node:assert/strict";
import { describe, test } from "node:test";
import { StreamCutError, TransportError } from "@a2a-bindgen/client";
import { StreamCutError as GrpcEntryStreamCutError } from "@a2a-bindgen/client/grpc";
import { matrix, startCutAgent, userMessage } from "./stream-cut-agent.js";

type Event = Record<string, any>;

/** Reads until an event satisfies `stop` (at most 10 events): the events read. */
async function readUntil(it: AsyncIterator<unknown>, stop: (e: Event) => boolean): Promise<Event[]> {
  const seen: Event[] = [];
  while (seen.length < 10) {
    const next = await it.next();
    assert.notEqual(next.done, true, `the stream ended after ${JSON.stringify(seen)}`);
    seen.push(next.value as Event);
    if (stop(next.value as Event)) return seen;
  }
  assert.fail(`no such event among ${JSON.stringify(seen)}`);
}

/** What the next read throws (a read that does not throw fails the test). */
async function thrownByNext(it: AsyncIterator<unknown>): Promise<unknown> {
  const next = await it.next().then(
    (r) => ({ r }),
    (e: unknown) => ({ e }),
  );
  assert.ok("e" in next, `the stream went on: ${JSON.stringify(next)}`);
  return next.e;
}

describe("a server that shuts down mid-task: the streams throw StreamCutError", () => {
  for (const { binding, version } of matrix) {
    test(`${binding} at ${version}: SendStreamingMessage and SubscribeToTask`, async () => {
      const cut = await startCutAgent();
      const transport = cut.transport(binding, version);
      try {
        const send = transport.stream("SendStreamingMessage", userMessage(`hold-${binding}-${version}`, "hold"))[Symbol.asyncIterator]();
        const sent = await readUntil(send, (e) => e.artifactUpdate !== undefined);
        const task = sent[0]?.task;
        assert.equal(task?.status?.state, "TASK_STATE_WORKING", JSON.stringify(sent));
        const subscribe = transport.stream("SubscribeToTask", { id: task.id })[Symbol.asyncIterator]();
        const snapshot = await readUntil(subscribe, (e) => e.task !== undefined);

        const closed = Promise.all([cut.web.close({ graceMs: 100 }), cut.grpc.close({ graceMs: 100 })]);
        const sendCut = await thrownByNext(send);
        const subscribeCut = await thrownByNext(subscribe);
        await closed;

        assert.ok(sendCut instanceof StreamCutError, String(sendCut));
        // A TransportError too: code sorting failures into A2AError and TransportError still sees it.
        assert.ok(sendCut instanceof TransportError);
        assert.equal(sendCut.name, "StreamCutError");
        // The peer ended the stream cleanly (no reset): a "stream" failure, not a "network" one.
        assert.equal(sendCut.failure, "stream");
        assert.equal(sendCut.operation, "SendStreamingMessage");
        assert.equal(sendCut.taskId, task.id);
        assert.equal(sendCut.contextId, task.contextId);
        assert.equal(sendCut.state, "TASK_STATE_WORKING");
        assert.deepEqual(sendCut.lastEvent, sent.at(-1));
        assert.equal(sendCut.events, sent.length);
        assert.match(sendCut.message, /SendStreamingMessage stream ended .*TASK_STATE_WORKING.*resubscribe with SubscribeToTask/);
        assert.ok(sendCut.message.includes(task.id), sendCut.message);

        assert.ok(subscribeCut instanceof StreamCutError, String(subscribeCut));
        assert.equal(subscribeCut.failure, "stream");
        assert.equal(subscribeCut.operation, "SubscribeToTask");
        assert.equal(subscribeCut.taskId, task.id);
        assert.equal(subscribeCut.state, "TASK_STATE_WORKING");
        assert.deepEqual(subscribeCut.lastEvent, snapshot.at(-1));
      } finally {
        (transport as { close?: () => void }).close?.();
        await cut.close();
      }
    });
  }
});

describe("StreamCutError itself", () => {
  test("the gRPC entry exports the same class", () => {
    assert.equal(GrpcEntryStreamCutError, StreamCutError);
  });

  test("built by hand: its fields, and a message that names the task and what to do", () => {
    const lastEvent = { statusUpdate: { taskId: "t-1", contextId: "c-1", status: { state: "TASK_STATE_WORKING" as const } } };
    const e = new StreamCutError(
      { operation: "SubscribeToTask", taskId: "t-1", contextId: "c-1", state: "TASK_STATE_WORKING", lastEvent, events: 3 },
      { url: "http://127.0.0.1:1/a2a", status: 200 },
    );
    assert.equal(e.failure, "stream");
    assert.equal(e.url, "http://127.0.0.1:1/a2a");
    assert.equal(e.status, 200);
    assert.equal(
      e.message,
      'stream failure at http://127.0.0.1:1/a2a (HTTP 200): the SubscribeToTask stream ended after 3 event(s), task "t-1" not final or interrupted (while it was TASK_STATE_WORKING): resubscribe with SubscribeToTask',
    );
    const network = new TransportError("network", "http://127.0.0.1:1/a2a", "fetch failed: other side closed");
    const broke = new StreamCutError(
      { operation: "SendStreamingMessage", taskId: undefined, contextId: undefined, state: undefined, lastEvent: undefined, events: 0 },
      { url: "u", cause: network },
    );
    assert.equal(broke.failure, "network");
    assert.equal(broke.cause, network);
    assert.match(
      broke.message,
      /broke \(fetch failed: other side closed\) after 0 event\(s\), its task not final or interrupted \(before any state of it came\)/,
    );
  });

  test("hostile input is a TypeError naming the argument, not a crash later", () => {
    assert.throws(() => new StreamCutError(null as never, { url: "u" }), { name: "TypeError", message: /StreamCutError: cut must be an object, got null/ });
    assert.throws(() => new StreamCutError({} as never, 7 as never), { name: "TypeError", message: /StreamCutError: at must be an object, got number/ });
  });
});
