// kill -9 of one of two instances on one PostgreSQL (issue 38), with a short lease (1,500 ms): A streams a
// task (its run still working, a push config on a webhook that holds A's POSTs unanswered) and is killed.
// - While A's lease has not expired, B recovers nothing: its takeOver finds no dead instance and GetTask on B
//   answers the task working, with every chunk the client received.
// - Once the lease expired, B takes A's task over: TASK_STATE_FAILED with the RESTARTED message (the default
//   onRecover), every event the client received from A still in it (nothing acknowledged lost).
// - The deliveries A recorded and never settled are posted by B after the takeover, each once, in order, and
//   so is the failure.

import assert from "node:assert/strict";
import { after, test } from "node:test";
import { connect } from "@a2a-bindgen/client";
import { RESTARTED } from "@a2a-bindgen/store-postgres";
import pg from "pg";
import { startReceiver } from "../../server/push-receiver.ts";
import { postgresOrSkip } from "../../support/postgres.ts";
import { chunkText, drain, outText, startInstance, stopped, userMessage, waitUntil, within } from "./support.ts";

const db = await postgresOrSkip();
after(() => {
  if (!("skip" in db)) db.stop();
});
const skip = "skip" in db ? db.skip : false;
const LEASE_MS = 1_500;
const schema = "kill_nine";

test("kill -9 of A mid-stream: B recovers its task only after A's lease expired, with every acknowledged event; B posts A's pending deliveries", {
  skip,
  timeout: 90_000,
}, async (t) => {
  if ("skip" in db) return;
  const connectionString = db.createDatabase("kill");
  const sql = new pg.Client({ connectionString });
  await sql.connect();
  t.after(() => sql.end());
  /** Whether `instance`'s lease is still live on the database's clock. */
  const live = async (instance: string) =>
    (await sql.query(`SELECT expires_at > now() AS live FROM "${schema}".instances WHERE id = $1`, [instance])).rows[0]?.live === true;

  // A's POSTs are held unanswered (its deliveries stay pending); from the kill on, every POST is answered 200.
  let posting: "A" | "B" = "A";
  const hook = await startReceiver(() => (posting === "A" ? "hang" : 200));
  t.after(() => hook.close());

  const a = await startInstance(t, "A", { connectionString, schema, leaseMs: LEASE_MS });
  const b = await startInstance(t, "B", { connectionString, schema, leaseMs: LEASE_MS });
  const onA = await connect(a.url, { allowPrivateNetworks: true, bindings: ["JSONRPC"], timeoutMs: 10_000 });
  const onB = await connect(b.url, { allowPrivateNetworks: true, bindings: ["HTTP+JSON"], timeoutMs: 10_000 });

  // Four chunks, then the run works on; the client hears each chunk only once it is committed.
  let held: (id: string) => void;
  let received: any[] = [];
  const allSent = new Promise<string>((resolve) => (held = resolve));
  const stream = drain(
    onA.stream("SendStreamingMessage", {
      message: userMessage("m-hold", "hold 4 40"),
      configuration: { taskPushNotificationConfig: { id: "hook", url: hook.url } },
    }),
    60_000,
    "A's stream",
    (_e, all) => {
      received = all;
      if (all.filter(chunkText).length === 4) held(all[0].task.id);
    },
  );
  stream.catch(() => {}); // the connection dies with A
  const taskId = await within(allSent, 10_000, "the four chunks on A's stream");
  // A posts its first delivery (held): the deliveries are recorded, none settled.
  await hook.waitFor(1, 10_000);

  // A live instance's task is never touched: longer than a lease on, B's takeOver finds nothing.
  await new Promise((r) => setTimeout(r, LEASE_MS + 200));
  assert.ok(await live(a.instance), "A renews its lease while alive");
  assert.deepEqual(await b.takeOver(), { instances: 0, tasks: 0, deliveries: 0 });

  await a.kill9();
  // What the client was told before the kill: `received`, its stream's events.
  const acknowledged = "c0 c1 c2 c3 ";

  // Before A's lease expires: B recovers nothing; the task is as A left it.
  assert.ok(await live(a.instance), "A's lease outlives the kill by up to leaseMs");
  assert.deepEqual(await b.takeOver(), { instances: 0, tasks: 0, deliveries: 0 }, "no takeover while A's lease is live");
  const before: any = await onB.unary("GetTask", { id: taskId });
  assert.ok(await live(a.instance), "the GetTask above answered before A's lease expired");
  assert.equal(before.status.state, "TASK_STATE_WORKING");
  assert.equal(outText(before), acknowledged);
  assert.equal(b.lines.filter((l) => "tookOver" in l).length, 0);

  // From here on the webhook answers; once the lease expired, B's own timer takes A over.
  posting = "B";
  const heard = hook.received.length;
  await waitUntil(async () => !(await live(a.instance)), 5_000, "A's lease to expire");
  await b.line("the takeover", (l) => "tookOver" in l, 3 * LEASE_MS + 5_000);

  const failed: any = await onB.unary("GetTask", { id: taskId });
  assert.equal(failed.status.state, "TASK_STATE_FAILED");
  assert.equal(failed.status.message?.parts?.[0]?.text, RESTARTED);
  assert.equal(failed.history?.[0]?.messageId, "m-hold");
  // Nothing acknowledged lost: every chunk the client received from A is in the task B answers.
  assert.equal(received.map(chunkText).join(""), acknowledged);
  assert.equal(outText(failed), acknowledged);
  assert.equal(b.lines.filter((l) => "aborted" in l).length, 0, "B ran nothing of A's");

  // B posts what A recorded and never settled, then the failure: each once, in order.
  const failure = (x: any) => x.statusUpdate?.taskId === taskId && x.statusUpdate?.status?.state === "TASK_STATE_FAILED";
  await waitUntil(() => hook.received.slice(heard).some((r) => failure(JSON.parse(r.body))), 10_000, "the failure at the webhook");
  await new Promise((r) => setTimeout(r, 1_000)); // a second copy, if one were sent, arrives by now
  const posted = hook.received.slice(heard).map((r) => JSON.parse(r.body));
  const labels = posted.filter((x) => x.task === undefined).map((x) => chunkText(x) || x.statusUpdate?.status?.state);
  assert.deepEqual(labels, ["c0 ", "c1 ", "c2 ", "c3 ", "TASK_STATE_FAILED"], `posted after the takeover: ${labels.join(" | ")}`);

  await stopped(b);
});
