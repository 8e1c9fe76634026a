// Which ends of a stream are the protocol's and which are cuts, on every binding and version, against one server
// kept running. A stream ends by the protocol after a Message answer, or once its task is terminal (COMPLETED,
// FAILED, CANCELED, REJECTED) or interrupted (INPUT_REQUIRED, AUTH_REQUIRED): a2a.proto v1.0.1,
// SendMessageConfiguration.return_immediately and the TaskState comments. Those end the `for await` normally.
// A stream the server's agent ends early ("cut", the task still WORKING) throws StreamCutError, and the caller
// resubscribes (SubscribeToTask, "for tasks not in a terminal state") and follows the task to its end. An error
// event stays the A2AError it is; a stream the caller aborts ends with the abort's failure, not a cut.

import assert from "node:assert/strict";
import { after, before, describe, test } from "node:test";
import { StreamCutError, TransportError } from "@a2a-bindgen/client";
import { A2AError } from "@a2a-bindgen/kit";
import { type CutAgent, matrix, startCutAgent, userMessage } from "./stream-cut-agent.js";

type Event = Record<string, any>;

const stateOf = (e: Event | undefined): unknown => e?.task?.status?.state ?? e?.statusUpdate?.status?.state;

/** Every event of a stream, and what it threw (undefined: it ended normally). */
async function readAll(stream: AsyncIterable<unknown>, onEvent?: (e: Event) => void): Promise<{ events: Event[]; thrown: unknown }> {
  const events: Event[] = [];
  try {
    for await (const e of stream) {
      events.push(e as Event);
      onEvent?.(e as Event);
    }
    return { events, thrown: undefined };
  } catch (thrown) {
    return { events, thrown };
  }
}

describe("the ends of a stream, against a server kept running", () => {
  let cut: CutAgent;
  before(async () => {
    cut = await startCutAgent();
  });
  after(async () => {
    await cut.close();
  });

  for (const { binding, version } of matrix) {
    describe(`${binding} at ${version}`, () => {
      const label = `${binding}-${version}`;

      test("a task that completes: the stream ends normally at TASK_STATE_COMPLETED", async () => {
        const { events, thrown } = await readAll(cut.transport(binding, version).stream("SendStreamingMessage", userMessage(`done-${label}`, "done")));
        assert.equal(thrown, undefined, String(thrown));
        assert.equal(stateOf(events.at(-1)), "TASK_STATE_COMPLETED", JSON.stringify(events));
      });

      test("a task that asks for input: the stream ends normally at TASK_STATE_INPUT_REQUIRED (an interrupted state)", async () => {
        const { events, thrown } = await readAll(cut.transport(binding, version).stream("SendStreamingMessage", userMessage(`ask-${label}`, "ask")));
        assert.equal(thrown, undefined, String(thrown));
        assert.equal(stateOf(events.at(-1)), "TASK_STATE_INPUT_REQUIRED", JSON.stringify(events));
      });

      test("a Message as the answer: one event, then a normal end (no task to wait for)", async () => {
        const { events, thrown } = await readAll(cut.transport(binding, version).stream("SendStreamingMessage", userMessage(`message-${label}`, "message")));
        assert.equal(thrown, undefined, String(thrown));
        assert.equal(events.length, 1, JSON.stringify(events));
        assert.equal(events[0]?.message?.parts?.[0]?.text, "a whole answer");
      });

      test("the agent's stream ends while the task works: StreamCutError, then SubscribeToTask follows the task to its end", async () => {
        const transport = cut.transport(binding, version);
        const { events, thrown } = await readAll(transport.stream("SendStreamingMessage", userMessage(`cut-${label}`, "cut")));
        assert.equal(events.length, 2, JSON.stringify(events));
        const task = events[0]?.task;
        assert.ok(thrown instanceof StreamCutError, String(thrown));
        assert.equal(thrown.failure, "stream");
        assert.equal(thrown.operation, "SendStreamingMessage");
        assert.equal(thrown.taskId, task.id);
        assert.equal(thrown.contextId, task.contextId);
        assert.equal(thrown.state, "TASK_STATE_WORKING");
        assert.deepEqual(thrown.lastEvent, events[1]);
        assert.equal(thrown.lastEvent?.artifactUpdate?.taskId, task.id);

        // The server is alive and the task still runs: resubscribe with the id the error carries.
        const followed = await readAll(transport.stream("SubscribeToTask", { id: thrown.taskId ?? "" }), (e) => {
          if (e.task !== undefined) cut.release(task.id);
        });
        assert.equal(followed.thrown, undefined, String(followed.thrown));
        const [first] = followed.events;
        assert.equal(first?.task?.id, task.id);
        assert.equal(first?.task?.status?.state, "TASK_STATE_WORKING");
        assert.deepEqual(first?.task?.artifacts?.[0]?.parts, [{ text: "half" }]);
        assert.equal(stateOf(followed.events.at(-1)), "TASK_STATE_COMPLETED", JSON.stringify(followed.events));
      });

      test("an error event mid-stream stays the A2AError it is (not a cut)", async () => {
        const { events, thrown } = await readAll(cut.transport(binding, version).stream("SendStreamingMessage", userMessage(`fail-${label}`, "fail")));
        assert.equal(events.length, 1, JSON.stringify(events));
        cut.release(events[0]?.task?.id);
        assert.ok(!(thrown instanceof StreamCutError), String(thrown));
        assert.ok(thrown instanceof A2AError, String(thrown));
        assert.equal(thrown.name, "UnsupportedOperationError");
      });

      test("a stream the caller aborts ends with the abort's failure, not a cut", async () => {
        const controller = new AbortController();
        const stream = cut.transport(binding, version).stream("SendStreamingMessage", userMessage(`abort-${label}`, "hold"), { signal: controller.signal });
        const { events, thrown } = await readAll(stream, (e) => {
          if (e.artifactUpdate !== undefined) controller.abort();
        });
        assert.ok(thrown instanceof TransportError, String(thrown));
        assert.ok(!(thrown instanceof StreamCutError), String(thrown));
        assert.equal(thrown.failure, "timeout");
        assert.match(thrown.message, /aborted by the caller/);
        cut.release(events[0]?.task?.id);
      });
    });
  }
});
