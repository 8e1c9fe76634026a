// Two server processes on one PostgreSQL database and schema (issue 38), each a real node:http server on
// 127.0.0.1 (server.ts), reached by the reference client over JSON-RPC and HTTP+JSON (v1.0):
// - a stream opened on B sees every event produced on A, in order, exactly once: the snapshot, then every
//   later event (SubscribeToTask, §3.1.6);
// - CancelTask on B stops the run on A (its signal aborts, reason "canceled"), A's own stream ends canceled,
//   and GetTask and ListTasks answer the same on both;
// - a push config set on A, or set on B for a task running on A, is delivered once per event, not once per
//   instance, in order.

import assert from "node:assert/strict";
import { after, type TestContext, test } from "node:test";
import { connect } from "@a2a-bindgen/client";
import { startReceiver } from "../../server/push-receiver.ts";
import { postgresOrSkip } from "../../support/postgres.ts";
import { chunkText, drain, type Instance, outText, startInstance, stopped, userMessage, waitUntil, within } from "./support.ts";

const pg = await postgresOrSkip();
after(() => {
  if (!("skip" in pg)) pg.stop();
});
const skip = "skip" in pg ? pg.skip : false;
const database = "skip" in pg ? "" : pg.createDatabase("instances");

/** A and B on a fresh schema of the database; the default lease (15 s): neither expires during a test. */
async function pair(t: TestContext, schema: string): Promise<[Instance, Instance]> {
  const options = { connectionString: database, schema, leaseMs: 15_000 };
  // One after the other: the second finds the schema migrated (the advisory lock is the store's own test).
  const a = await startInstance(t, "A", options);
  const b = await startInstance(t, "B", options);
  assert.notEqual(a.instance, b.instance);
  return [a, b];
}

const client = (instance: Instance, binding: "JSONRPC" | "HTTP+JSON") =>
  connect(instance.url, { allowPrivateNetworks: true, bindings: [binding], timeoutMs: 10_000 });

test("a stream opened on B sees every event produced on A, in order, exactly once: the snapshot, then each later event", {
  skip,
  timeout: 60_000,
}, async (t) => {
  const [a, b] = await pair(t, "two_stream");
  const onA = await client(a, "JSONRPC");
  const onB = await client(b, "HTTP+JSON");
  assert.equal(onB.selected.binding, "http+json");

  // Twelve chunks 80 ms apart on A; B subscribes once the second one reached the client.
  let subscribed: Promise<any[]> | undefined;
  const sent = await drain(onA.stream("SendStreamingMessage", { message: userMessage("m-1", "chunks 12 80") }), 20_000, "A's stream", (_e, all) => {
    if (subscribed === undefined && all.filter(chunkText).length === 2) {
      const id = all[0].task.id;
      subscribed = drain(onB.stream("SubscribeToTask", { id }), 20_000, "B's subscription");
    }
  });
  assert.ok(subscribed !== undefined, "A's stream never carried two chunks");
  const seen = await subscribed;

  const expected = Array.from({ length: 12 }, (_, i) => `c${i} `).join("");
  // A's own stream: the task, then every chunk, then completed.
  const taskId = sent[0].task.id;
  assert.equal(sent.map(chunkText).join(""), expected);
  assert.equal(sent.at(-1).statusUpdate?.status?.state, "TASK_STATE_COMPLETED");

  // B: the task as it stood, then exactly the events that came after it on A, and nothing after the final one.
  const [snapshot, ...later] = seen;
  assert.equal(snapshot.task?.id, taskId, "SubscribeToTask's first event is the task");
  assert.ok(later.length >= 2, `B heard ${later.length} events after its snapshot: it subscribed mid-task, live updates were expected`);
  assert.deepEqual(later, sent.slice(sent.length - later.length), "B's events after the snapshot are A's last events, same order, same content");
  assert.equal(outText(snapshot.task) + later.map(chunkText).join(""), expected, "snapshot plus later chunks: no gap, no repeat");
  assert.equal(later.at(-1).statusUpdate?.status?.state, "TASK_STATE_COMPLETED");

  // GetTask answers the same on either instance.
  const fromA = await onA.unary("GetTask", { id: taskId });
  const fromB = await onB.unary("GetTask", { id: taskId });
  assert.deepEqual(fromB, fromA);
  assert.equal(outText(fromA), expected);
  await stopped(a, b);
});

test("CancelTask on B aborts the run on A; A's stream ends canceled; GetTask and ListTasks answer the same on both", { skip, timeout: 60_000 }, async (t) => {
  const [a, b] = await pair(t, "two_cancel");
  const onA = await client(a, "HTTP+JSON");
  const onB = await client(b, "JSONRPC");

  // A finished task too, so that the lists hold more than the canceled one.
  const done = await onA.unary("SendMessage", { message: userMessage("m-done", "chunks 1 0") });
  assert.equal((done as any).task.status.state, "TASK_STATE_COMPLETED");

  let working: (id: string) => void;
  const isWorking = new Promise<string>((resolve) => (working = resolve));
  const streamOnA = drain(onA.stream("SendStreamingMessage", { message: userMessage("m-hold", "hold 2 20") }), 20_000, "A's stream", (_e, all) => {
    if (all.filter(chunkText).length === 2) working(all[0].task.id);
  });
  const taskId = await within(isWorking, 10_000, "the held task's two chunks");
  assert.equal(a.lines.filter((l) => "aborted" in l).length, 0, "nothing aborted before the cancel");

  const canceled: any = await onB.unary("CancelTask", { id: taskId });
  assert.equal(canceled.id, taskId);
  assert.equal(canceled.status.state, "TASK_STATE_CANCELED");
  // The run on A hears it: its signal aborts with the reason "canceled".
  const aborted = await a.line("the run's abort", (l) => l.aborted?.taskId === taskId, 10_000);
  assert.equal(aborted.aborted.reason, "canceled");
  assert.equal(b.lines.filter((l) => "aborted" in l).length, 0, "B ran nothing");
  // A's stream, opened on A, ends with the cancel committed on B.
  const events = await streamOnA;
  assert.equal(events.at(-1).statusUpdate?.status?.state, "TASK_STATE_CANCELED");
  assert.equal(events.map(chunkText).join(""), "c0 c1 ");

  // The stopped run wrote nothing after the cancel: both instances answer the canceled task, the same.
  await new Promise((r) => setTimeout(r, 300));
  const fromA: any = await onA.unary("GetTask", { id: taskId });
  const fromB: any = await onB.unary("GetTask", { id: taskId });
  assert.equal(fromA.status.state, "TASK_STATE_CANCELED");
  assert.deepEqual(fromB, fromA);
  assert.deepEqual(fromA.status, canceled.status);
  assert.equal(outText(fromA), "c0 c1 ");

  const listA: any = await onA.unary("ListTasks", { includeArtifacts: true });
  const listB: any = await onB.unary("ListTasks", { includeArtifacts: true });
  assert.deepEqual(listB, listA);
  assert.deepEqual(
    listA.tasks.map((x: any) => [x.id, x.status.state]),
    [
      [taskId, "TASK_STATE_CANCELED"],
      [(done as any).task.id, "TASK_STATE_COMPLETED"],
    ],
    "newest status first",
  );
  assert.equal(listA.totalSize, 2);
  await stopped(a, b);
});

/** Each body's count, by its text. */
function counts(bodies: readonly string[]): Map<string, number> {
  const m = new Map<string, number>();
  for (const b of bodies) m.set(b, (m.get(b) ?? 0) + 1);
  return m;
}

test("a push config set on A, or set on B for a task running on A, is delivered once per event, in order", { skip, timeout: 60_000 }, async (t) => {
  const [a, b] = await pair(t, "two_push");
  const onA = await client(a, "JSONRPC");
  const onB = await client(b, "HTTP+JSON");
  const hookA = await startReceiver();
  const hookB = await startReceiver();
  t.after(() => Promise.all([hookA.close(), hookB.close()]).then(() => {}));

  // Set on A with the message: the run on A posts each event after the creation.
  const answered: any = await onA.unary("SendMessage", {
    message: userMessage("m-push", "chunks 4 30"),
    configuration: { taskPushNotificationConfig: { id: "hook-a", url: hookA.url } },
  });
  assert.equal(answered.task.status.state, "TASK_STATE_COMPLETED");
  const first = answered.task.id;
  const completedA = (bodies: readonly any[]) => bodies.some((x) => x.statusUpdate?.status?.state === "TASK_STATE_COMPLETED");
  await waitUntil(() => completedA(hookA.received.map((r) => JSON.parse(r.body))), 10_000, "hook A's completed status");
  // Time for a second instance's copy to arrive, if one were sent.
  await new Promise((r) => setTimeout(r, 1_000));
  const bodiesA = hookA.received.map((r) => JSON.parse(r.body));
  assert.ok(
    [...counts(hookA.received.map((r) => r.body)).values()].every((n) => n === 1),
    `each event once: ${hookA.received.map((r) => r.body).join("\n")}`,
  );
  const updatesA = bodiesA.filter((x) => x.task === undefined);
  assert.ok(
    updatesA.every((x) => (x.statusUpdate ?? x.artifactUpdate).taskId === first),
    "every POST is of the task",
  );
  assert.deepEqual(
    updatesA.map((x) => chunkText(x) || x.statusUpdate?.status?.state),
    ["c0 ", "c1 ", "c2 ", "c3 ", "TASK_STATE_COMPLETED"],
  );

  // Set on B (HTTP+JSON) while the task runs on A: A's run posts what follows, once; B posts nothing twice.
  const started: any = await onA.unary("SendMessage", { message: userMessage("m-later", "chunks 6 250"), configuration: { returnImmediately: true } });
  const second = started.task.id;
  const config: any = await onB.unary("CreateTaskPushNotificationConfig", { taskId: second, id: "hook-b", url: hookB.url });
  assert.equal(config.id, "hook-b");
  assert.deepEqual(await onA.unary("GetTaskPushNotificationConfig", { taskId: second, id: "hook-b" }), config, "A reads the config B stored");
  await waitUntil(() => completedA(hookB.received.map((r) => JSON.parse(r.body))), 10_000, "hook B's completed status");
  await new Promise((r) => setTimeout(r, 1_000));
  assert.ok(
    [...counts(hookB.received.map((r) => r.body)).values()].every((n) => n === 1),
    "each event once",
  );
  const updatesB = hookB.received.map((r) => JSON.parse(r.body)).filter((x) => x.task === undefined);
  const labels = updatesB.map((x) => chunkText(x) || x.statusUpdate?.status?.state);
  assert.equal(labels.at(-1), "TASK_STATE_COMPLETED");
  // The chunks delivered: the ones after the config was stored, a run of c0..c5 without a gap or a repeat.
  const chunks = labels.slice(0, -1);
  const all = ["c0 ", "c1 ", "c2 ", "c3 ", "c4 ", "c5 "];
  assert.deepEqual(chunks, all.slice(all.length - chunks.length), `delivered: ${labels.join(" | ")}`);
  assert.ok(chunks.length >= 3, `the config was stored early in a 1.5 s run: ${chunks.length} chunks delivered`);
  await stopped(a, b);
});
