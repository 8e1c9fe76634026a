// Push notifications: an agent POSTs each task update to a webhook the client registered, with the token
// and the Authorization the config asked for. The webhook is a node:http receiver on 127.0.0.1.

import assert from "node:assert/strict";
import { connect } from "@a2a-bindgen/client";
import { createTaskAgent } from "@a2a-bindgen/server";
import { startNodeServer } from "@a2a-bindgen/server/node";
import { startReceiver } from "./receiver.js";

const token = "nt-8d1e"; // the client hands it out with the config; the receiver expects it back
const receiver = await startReceiver({ token, authorization: "Bearer hook-secret-42" });

// #region quickstart
const agent = createTaskAgent({
  // A build that reports progress; "watch" builds run until canceled.
  execute: async ({ message, signal }, events) => {
    await events.status("TASK_STATE_WORKING");
    if (message.parts?.[0]?.text === "watch") return new Promise<void>((resolve) => signal.addEventListener("abort", () => resolve()));
    await events.artifact({ artifactId: "build-log", parts: [{ text: "compiled 12 files" }] });
    await events.status("TASK_STATE_COMPLETED");
  },
  // Webhooks on private and loopback addresses are refused by default (§13.2, against SSRF): this opens them,
  // narrowed by allowUrl to the one receiver this example runs.
  push: { allowPrivateNetworks: true, allowUrl: (url) => url.origin === new URL(receiver.url).origin },
});
const server = await startNodeServer({
  server: {
    agent,
    onClose: () => agent.close(),
    card: {
      name: "builder",
      description: "builds and reports by webhook",
      version: "2.0.0",
      capabilities: { pushNotifications: true },
      defaultInputModes: ["text/plain"],
      defaultOutputModes: ["text/plain"],
      skills: [{ id: "build", name: "build", description: "compiles a project", tags: ["ci"] }],
    },
  },
});

const client = await connect(server.url);
const pushConfig = { url: receiver.url, token, authentication: { scheme: "Bearer", credentials: "hook-secret-42" } };
const build = await client.unary("SendMessage", {
  message: { messageId: "m-build", role: "ROLE_USER", parts: [{ text: "build" }] },
  configuration: { taskPushNotificationConfig: pushConfig },
});
// #endregion quickstart

try {
  // The config arrives with the message that creates the task: the webhook gets the updates after that.
  const [artifact, completed] = await receiver.waitFor(2);
  assert.equal(artifact?.artifactUpdate?.artifact?.parts?.[0]?.text, "compiled 12 files");
  assert.equal(completed?.statusUpdate?.status?.state, "TASK_STATE_COMPLETED");
  assert.equal(completed?.statusUpdate?.taskId, build.task?.id);
  console.log(`task ${build.task?.id}: the webhook got ${receiver.events.length} notifications: the artifact, then COMPLETED`);

  // A config added to a task already running gets its later updates: here the cancel.
  const watch = await client.unary("SendMessage", {
    message: { messageId: "m-watch", role: "ROLE_USER", parts: [{ text: "watch" }] },
    configuration: { returnImmediately: true },
  });
  const taskId = watch.task?.id ?? "";
  await client.unary("CreateTaskPushNotificationConfig", { taskId, ...pushConfig });
  await client.unary("CancelTask", { id: taskId });
  const canceled = (await receiver.waitFor(3)).at(-1);
  assert.equal(canceled?.statusUpdate?.taskId, taskId);
  assert.equal(canceled?.statusUpdate?.status?.state, "TASK_STATE_CANCELED");
  console.log(`task ${taskId}: config added while WORKING, the webhook got its CANCELED`);
  assert.deepEqual(agent.delivery?.failures, []);
} finally {
  await server.close();
  await receiver.close();
}
