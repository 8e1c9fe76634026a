// Crash through the server (issue 23): the echo agent on the task runtime and the SQLite store, a
// streaming task working with a push config on a 127.0.0.1 receiver, the process killed with SIGKILL
// mid-stream. A new process on the same file: the finished task answers as it was acknowledged; the
// working task failed with the restart message (the default onRecover); its push config is still
// there; and the failure reaches the webhook (the pending delivery recorded at recovery, posted when
// delivery resumes). Every request bounded in time; every process killed at the end.

import assert from "node:assert/strict";
import { test } from "node:test";
import { RESTARTED } from "@a2a-bindgen/store-sqlite";
import { startReceiver } from "../server/push-receiver.ts";
import { call, message, start, startWorking } from "./serve.ts";
import { dbPath } from "./support.ts";

test("kill -9 a server mid-stream; a new one on the file answers the acknowledged state, fails the working task, resumes its webhook", {
  timeout: 60_000,
}, async (t) => {
  const path = dbPath(t);
  const receiver = await startReceiver();
  t.after(() => receiver.close());

  const first = await start(t, path);
  assert.equal(first.recovered, 0);
  // A finished task: acknowledged to the client once its answer arrived.
  const done = JSON.parse((await call(first.port, "SendMessage", { message: message("m-done", "task: kept") })).text).result.task;
  assert.equal(done.status.state, "TASK_STATE_COMPLETED");

  // A streaming task that works until stopped, with a push config on the receiver.
  let streamed = "";
  const taskId = await startWorking(
    first.port,
    { configuration: { taskPushNotificationConfig: { id: "hook", url: receiver.url } } },
    (all) => (streamed = all),
  );
  first.child.kill("SIGKILL");
  await new Promise((r) => first.child.once("exit", r));
  assert.match(streamed, /TASK_STATE_WORKING/);
  const heardBefore = receiver.received.length;

  const second = await start(t, path);
  assert.equal(second.recovered, 1);
  const kept = JSON.parse((await call(second.port, "GetTask", { id: done.id })).text).result;
  assert.deepEqual(kept, done);
  const failed = JSON.parse((await call(second.port, "GetTask", { id: taskId })).text).result;
  assert.equal(failed.status.state, "TASK_STATE_FAILED");
  assert.equal(failed.status.message.parts[0].text, RESTARTED);
  assert.equal(failed.history[0].messageId, "m-wait");
  const config = JSON.parse((await call(second.port, "GetTaskPushNotificationConfig", { taskId, id: "hook" })).text).result;
  assert.equal(config.url, receiver.url);
  // The failure reaches the webhook: recorded as pending at recovery, posted by the new process.
  const all = await receiver.waitFor(heardBefore + 1, 10_000);
  const bodies = all.slice(heardBefore).map((r) => JSON.parse(r.body));
  assert.ok(
    bodies.some((b) => b.statusUpdate?.taskId === taskId && b.statusUpdate?.status?.state === "TASK_STATE_FAILED"),
    JSON.stringify(bodies),
  );

  // Graceful stop: the process exits by itself.
  const exited = new Promise<number | null>((r) => second.child.once("exit", (code) => r(code)));
  second.child.kill("SIGTERM");
  assert.equal(await exited, 0);
});
