// Crash (issue 23): a process streaming four tasks into a file is killed with SIGKILL mid-stream; a new
// process opening the file finds every acknowledged chunk (acknowledged = its commit resolved), the push
// configs, the pending deliveries of acknowledged chunks, and each task that was working failed with a
// message saying the agent restarted (the default onRecover), that failure recorded for its webhook.

import assert from "node:assert/strict";
import { spawn, spawnSync } from "node:child_process";
import { dirname, join } from "node:path";
import { test } from "node:test";
import { fileURLToPath } from "node:url";
import { RESTARTED } from "@a2a-bindgen/store-sqlite";
import { dbPath } from "./support.ts";

const child = join(dirname(fileURLToPath(import.meta.url)), "crash-child.ts");

test("kill -9 mid-stream: every acknowledged write is there after reopen; working tasks fail with the restart message", async (t) => {
  const path = dbPath(t);
  const writer = spawn(process.execPath, ["--import", "tsx", child, "write", path], { stdio: ["ignore", "pipe", "inherit"] });
  const guard = setTimeout(() => writer.kill("SIGKILL"), 30_000);
  const acked = new Map<string, { version: number; chunk: number }>();
  let out = "";
  await new Promise<void>((resolve, reject) => {
    writer.stdout.setEncoding("utf8");
    writer.stdout.on("data", (c: string) => {
      out += c;
      const lines = out.split("\n");
      out = lines.pop()!;
      for (const line of lines) {
        const [, id, version, chunk] = line.split(" ");
        acked.set(id!, { version: Number(version), chunk: Number(chunk) });
      }
      // Mid-stream: every task has acknowledged chunks, and writes are still coming.
      if (acked.size === 4 && [...acked.values()].every((a) => a.chunk >= 25)) {
        writer.kill("SIGKILL");
        resolve();
      }
    });
    writer.once("exit", () => reject(new Error("the writer exited before it was killed")));
  });
  const exit = await new Promise<NodeJS.Signals | null>((resolve) =>
    writer.exitCode !== null || writer.signalCode !== null ? resolve(writer.signalCode) : writer.once("exit", (_c, sig) => resolve(sig)),
  );
  clearTimeout(guard);
  assert.equal(exit, "SIGKILL");
  // What was acknowledged before the kill was read: the lines already on the pipe are acknowledged too.
  for (const line of out.split("\n").filter(Boolean)) {
    const [, id, version, chunk] = line.split(" ");
    acked.set(id!, { version: Number(version), chunk: Number(chunk) });
  }

  const read = spawnSync(process.execPath, ["--import", "tsx", child, "read", path], { encoding: "utf8", timeout: 30_000 });
  assert.equal(read.status, 0, read.stderr);
  const found = JSON.parse(read.stdout) as {
    recovered: number;
    tasks: { id: string; version: number; state: string; message?: string; chunks: string[]; configs: string[] }[];
    pending: { taskId: string; version: number; state?: string }[];
  };
  assert.equal(found.tasks.length, 4);
  assert.equal(found.recovered, 4);
  for (const task of found.tasks) {
    const a = acked.get(task.id);
    assert.ok(a, `task ${task.id} was acknowledged`);
    // Every acknowledged chunk, in order; at most one more (committed, killed before its ack was written).
    assert.ok(task.chunks.length === a.chunk || task.chunks.length === a.chunk + 1, `${task.chunks.length} chunks, ${a.chunk} acknowledged`);
    assert.deepEqual(
      task.chunks,
      Array.from({ length: task.chunks.length }, (_, i) => `chunk ${i + 1}`),
    );
    assert.equal(task.state, "TASK_STATE_FAILED");
    assert.equal(task.message, RESTARTED);
    assert.ok(task.version > a.version, "the failure is a new version");
    assert.deepEqual(task.configs, ["hook"]);
    const pending = found.pending.filter((p) => p.taskId === task.id);
    // Each acknowledged chunk's delivery was recorded before its ack (none was settled: the receiver never answered).
    for (let v = 3; v <= a.version; v++)
      assert.ok(
        pending.some((p) => p.version === v),
        `delivery of version ${v} pending`,
      );
    assert.ok(
      pending.some((p) => p.version === task.version && p.state === "TASK_STATE_FAILED"),
      "the failure is pending for the webhook",
    );
  }
});
