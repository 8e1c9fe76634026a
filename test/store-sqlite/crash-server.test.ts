// Crash through the server (issue 23): the echo agent on the task runtime and the SQLite store, a
// streaming task working with a push config on a 127.0.0.1 receiver, the process killed with SIGKILL
// mid-stream. A new process on the same file: the finished task answers as it was acknowledged; the
// working task failed with the restart message (the default onRecover); its push config is still
// there; and the failure reaches the webhook (the pending delivery recorded at recovery, posted when
// delivery resumes). Every request bounded in time; every process killed at the end.

import assert from "node:assert/strict";
import { type ChildProcess, spawn } from "node:child_process";
import http from "node:http";
import { dirname, join } from "node:path";
import { test } from "node:test";
import { fileURLToPath } from "node:url";
import { RESTARTED } from "@a2a-bindgen/store-sqlite";
import { startReceiver } from "../server/push-receiver.ts";
import { dbPath } from "./support.ts";

const childPath = join(dirname(fileURLToPath(import.meta.url)), "serve-child.ts");

function start(path: string, children: ChildProcess[]): Promise<{ child: ChildProcess; port: number; recovered: number }> {
  const child = spawn(process.execPath, ["--import", "tsx", childPath, path], { stdio: ["ignore", "pipe", "inherit"] });
  children.push(child);
  return new Promise((resolve, reject) => {
    let out = "";
    child.stdout!.setEncoding("utf8");
    child.stdout!.on("data", (c: string) => {
      out += c;
      const m = /ready (\d+) (\d+)\n/.exec(out);
      if (m) resolve({ child, port: Number(m[1]), recovered: Number(m[2]) });
    });
    child.once("exit", (code) => reject(new Error(`server exited (${code}) before ready: ${out}`)));
  });
}

function call(port: number, method: string, params: unknown, onData?: (all: string) => void): Promise<{ status: number; text: string }> {
  return new Promise((resolve, reject) => {
    const req = http.request(
      { host: "127.0.0.1", port, path: "/", method: "POST", timeout: 10_000, headers: { "content-type": "application/json", "a2a-version": "1.0" } },
      (res) => {
        let all = "";
        res.setEncoding("utf8");
        res.on("data", (c: string) => {
          all += c;
          onData?.(all);
        });
        res.on("end", () => resolve({ status: res.statusCode ?? 0, text: all }));
        res.on("error", reject);
      },
    );
    req.on("timeout", () => req.destroy(new Error(`${method} timed out`)));
    req.on("error", reject);
    req.end(JSON.stringify({ jsonrpc: "2.0", id: 1, method, params }));
  });
}

const message = (id: string, text: string) => ({ messageId: id, role: "ROLE_USER", parts: [{ text }] });

test("kill -9 a server mid-stream; a new one on the file answers the acknowledged state, fails the working task, resumes its webhook", {
  timeout: 60_000,
}, async (t) => {
  const path = dbPath(t);
  const receiver = await startReceiver();
  const children: ChildProcess[] = [];
  t.after(async () => {
    for (const c of children) if (c.exitCode === null && c.signalCode === null) c.kill("SIGKILL");
    await receiver.close();
  });

  const first = await start(path, children);
  assert.equal(first.recovered, 0);
  // A finished task: acknowledged to the client once its answer arrived.
  const done = JSON.parse((await call(first.port, "SendMessage", { message: message("m-done", "task: kept") })).text).result.task;
  assert.equal(done.status.state, "TASK_STATE_COMPLETED");

  // A streaming task that works until stopped, with a push config on the receiver.
  let streamed = "";
  const working = new Promise<string>((resolve) => {
    call(
      first.port,
      "SendStreamingMessage",
      { message: message("m-wait", "wait: long"), configuration: { taskPushNotificationConfig: { id: "hook", url: receiver.url } } },
      (all) => {
        streamed = all;
        // The first event: the task, already working (or its status update saying so).
        const first = /^data: (.*)$/m.exec(all);
        if (first === null || !all.includes("TASK_STATE_WORKING")) return;
        const r = JSON.parse(first[1]!).result;
        resolve(r.task?.id ?? r.statusUpdate?.taskId);
      },
    ).catch(() => {}); // the connection dies with the process
  });
  const taskId = await working;
  first.child.kill("SIGKILL");
  await new Promise((r) => first.child.once("exit", r));
  assert.match(streamed, /TASK_STATE_WORKING/);
  const heardBefore = receiver.received.length;

  const second = await start(path, children);
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
