// The travel desk served on 127.0.0.1, and a client that shows each of its three behaviours.
import assert from "node:assert/strict";
import { connect, type types } from "@a2a-bindgen/client";
import { startNodeServer } from "@a2a-bindgen/server/node";
import { agent, searchEnds } from "./agent.js";

const card = { name: "travel desk", description: "itineraries and bookings", version: "0.1.0", capabilities: { streaming: true } };
const plan = { id: "plan", name: "plan", description: "plans and books trips", tags: ["travel"] };
const served = { ...card, defaultInputModes: ["text/plain"], defaultOutputModes: ["text/plain", "application/json"], skills: [plan] };
const server = await startNodeServer({ server: { agent, card: served, basePath: "/a2a", onClose: () => agent.close() } });
const client = await connect(server.url);
const user = (text: string, ids: { taskId?: string | undefined; contextId?: string | undefined } = {}): { message: types.Message } => ({
  message: { messageId: crypto.randomUUID(), role: "ROLE_USER", parts: [{ text }], ...ids },
});

try {
  // 1. A streamed artifact: each chunk arrives as an artifactUpdate, the later ones with append.
  const chunks: string[] = [];
  let last: types.TaskState | undefined;
  for await (const event of client.stream("SendStreamingMessage", user("itinerary for Lisbon"))) {
    if (event.artifactUpdate) {
      chunks.push(event.artifactUpdate.artifact.parts?.[0]?.text ?? "");
      assert.equal(event.artifactUpdate.append ?? false, chunks.length > 1);
    }
    last = event.statusUpdate?.status.state ?? last;
  }
  assert.deepEqual(chunks, ["day 1: old town of Lisbon\n", "day 2: museums\n", "day 3: the coast\n"]);
  assert.equal(last, "TASK_STATE_COMPLETED");
  console.log(`stream: ${chunks.length} chunks of one artifact, then ${last}`);

  // 2. Input required, then completed by a second message on the same task.
  const asked = (await client.unary("SendMessage", user("book"))).task;
  assert.ok(asked);
  assert.equal(asked.status?.state, "TASK_STATE_INPUT_REQUIRED");
  assert.equal(asked.status?.message?.parts?.[0]?.text, "Which day?");
  const booked = (await client.unary("SendMessage", user("Tuesday", { taskId: asked.id, contextId: asked.contextId }))).task;
  assert.equal(booked?.id, asked.id);
  assert.equal(booked?.status?.state, "TASK_STATE_COMPLETED");
  assert.equal(booked?.artifacts?.[0]?.parts?.[0]?.text, "booked for Tuesday");
  console.log(`book: ${asked.status?.state} ("Which day?"), then ${booked?.status?.state}: ${booked?.artifacts?.[0]?.parts?.[0]?.text}`);

  // 3. Cancel a long task: returnImmediately answers while it works, CancelTask stops it.
  const started = (await client.unary("SendMessage", { ...user("flights to Oslo"), configuration: { returnImmediately: true } })).task;
  assert.ok(started);
  const canceled = await client.unary("CancelTask", { id: started.id });
  assert.equal(canceled.status?.state, "TASK_STATE_CANCELED");
  const read = await client.unary("GetTask", { id: started.id });
  assert.equal(read.status?.state, "TASK_STATE_CANCELED");
  console.log(`search: ${started.status?.state}, then CancelTask: ${canceled.status?.state}`);
} finally {
  await server.close();
}
// The run saw the cancel through its signal (closing the server waited for it to end).
assert.deepEqual(searchEnds, ["canceled"]);
console.log(`the search run stopped: ${searchEnds[0]}`);
