// The reference client against an agent: the card, a send, a stream, and a subscription to a task still running.
// The agent is the echo agent, started here; "wait: …" makes a task that works a second before it completes.
import assert from "node:assert/strict";
import { connect, locateCard } from "@a2a-bindgen/client";
import { createEchoAgent } from "@a2a-bindgen/server";
import { startNodeServer } from "@a2a-bindgen/server/node";

const agent = createEchoAgent({ waitMs: 1000 });
const repeat = { id: "repeat", name: "repeat", description: "says it back", tags: ["demo"], examples: ["hello"] };
const card = { name: "echo desk", description: "repeats what it is told", version: "2.0.0", skills: [repeat] };
const modes = { capabilities: { streaming: true }, defaultInputModes: ["text/plain"], defaultOutputModes: ["text/plain"] };
const server = await startNodeServer({ server: { agent, card: { ...card, ...modes }, basePath: "/a2a", onClose: () => agent.close() } });
const say = (text: string) => ({ messageId: crypto.randomUUID(), role: "ROLE_USER" as const, parts: [{ text }] });

try {
  // The card: a base URL leads to /.well-known/agent-card.json.
  const located = await locateCard(server.url);
  assert.equal(located.url, `${server.url}/.well-known/agent-card.json`);
  console.log(`card at ${located.url}`);

  // #region quickstart
  const client = await connect(server.url); // the card, then the interface both sides speak
  const sent = await client.unary("SendMessage", { message: { messageId: "m1", role: "ROLE_USER", parts: [{ text: "hello" }] } });
  console.log(sent.task?.status?.state, sent.task?.artifacts?.[0]?.parts?.[0]?.text);
  for await (const event of client.stream("SendStreamingMessage", { message: { messageId: "m2", role: "ROLE_USER", parts: [{ text: "streamed" }] } })) {
    // Each event is one of task, message, statusUpdate, artifactUpdate (a StreamResponse).
    console.log(event.task?.status?.state ?? event.statusUpdate?.status.state ?? event.artifactUpdate?.artifact.parts?.[0]?.text);
  }
  // #endregion quickstart
  assert.equal(sent.task?.status?.state, "TASK_STATE_COMPLETED");
  assert.equal(sent.task?.artifacts?.[0]?.parts?.[0]?.text, "echo: hello");

  // Subscribe to a task that is still working: its remaining events arrive, up to the final state.
  const working = (await client.unary("SendMessage", { message: say("wait: slow"), configuration: { returnImmediately: true } })).task;
  assert.ok(working);
  assert.equal(working.status?.state, "TASK_STATE_WORKING");
  const seen: string[] = [];
  for await (const event of client.stream("SubscribeToTask", { id: working.id })) {
    if (event.task) seen.push(`task ${event.task.status?.state}`);
    if (event.artifactUpdate) seen.push(`artifact "${event.artifactUpdate.artifact.parts?.[0]?.text}"`);
    if (event.statusUpdate) seen.push(`status ${event.statusUpdate.status.state}`);
  }
  console.log(`subscribed to ${working.id}: ${seen.join(", ")}`);
  assert.equal(seen[0], "task TASK_STATE_WORKING");
  assert.ok(seen.includes('artifact "echo: wait: slow"'));
  assert.equal(seen.at(-1), "status TASK_STATE_COMPLETED");
} finally {
  await server.close();
}
