// The README's "Serve an agent" as an app: the echo agent with its tasks in a SQLite file, a client that sends a
// message, then a restart on the same file, after which GetTask still answers the task.
import assert from "node:assert/strict";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { connect } from "@a2a-bindgen/client";

const home = process.cwd();
const dir = mkdtempSync(join(tmpdir(), "sqlite-agent-"));
process.chdir(dir); // tasks.db goes in a throwaway folder (imports run first: none of them opens it)

// #region quickstart
import { createEchoAgent } from "@a2a-bindgen/server";
import { startNodeServer } from "@a2a-bindgen/server/node";
import { openSqliteStores } from "@a2a-bindgen/store-sqlite";

const skills = [{ id: "echo", name: "echo", description: "echoes text", tags: ["echo"] }];
const modes = { defaultInputModes: ["text/plain"], defaultOutputModes: ["text/plain"] };
const card = { name: "echo", description: "echoes", version: "1.0.0", capabilities: { streaming: true }, ...modes, skills };
const stores = await openSqliteStores({ path: "tasks.db" }); // fsync before every answer; resolves when ready
const agent = createEchoAgent({ stores }); // or your own work: createTaskAgent({ execute, stores })
const onClose = () => agent.close().then(() => stores.close()); // the runs end, then the file closes
const server = await startNodeServer({ server: { agent, card, basePath: "/a2a", onClose } }); // port 0: a free one
process.once("SIGTERM", () => server.close({ graceMs: 10_000 })); // answers what is in flight, then exits
// #endregion quickstart

try {
  console.log(`serving at ${server.url}/a2a, tasks in ${join(dir, "tasks.db")}`);
  const client = await connect(server.url);
  const sent = await client.unary("SendMessage", { message: { messageId: "m1", role: "ROLE_USER", parts: [{ text: "hello" }] } });
  const task = sent.task;
  assert.ok(task, "SendMessage answers a task");
  assert.equal(task.status.state, "TASK_STATE_COMPLETED");
  assert.equal(task.artifacts?.[0]?.parts?.[0]?.text, "echo: hello");
  console.log(`task ${task.id}: ${task.status.state}, artifact "${task.artifacts?.[0]?.parts?.[0]?.text}"`);
  await server.close();

  // A new server on the same file: the task is read back from disk.
  const reopened = await openSqliteStores({ path: "tasks.db" });
  const echo = createEchoAgent({ stores: reopened });
  const restarted = await startNodeServer({ server: { agent: echo, card, basePath: "/a2a", onClose: () => echo.close().then(() => reopened.close()) } });
  try {
    const again = await connect(restarted.url);
    const read = await again.unary("GetTask", { id: task.id });
    assert.equal(read.id, task.id);
    assert.equal(read.status.state, "TASK_STATE_COMPLETED");
    assert.deepEqual(read.artifacts, task.artifacts);
    console.log(`after a restart on ${restarted.url}: GetTask answers task ${read.id}, ${read.status.state}`);
  } finally {
    await restarted.close();
  }
} finally {
  await server.close(); // a no-op when it already closed; closes it when an assertion failed first
  process.chdir(home);
  rmSync(dir, { recursive: true, force: true });
}
