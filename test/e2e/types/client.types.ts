// The client: the card typed as the forms that validated (ClientCard, discriminated by `form`), and calls
// typed per v1.0 operation (RequestOf in, ResponseOf out).
import { type A2AClient, type AgentCardV0_3, type AgentCardV1_0, type ClientCard, clientForCard, connect, readCard } from "@a2a-bindgen/client";

declare const client: A2AClient;

// Correct uses: narrow on `form`, then read that version's fields.
const card: ClientCard = client.card;
if (card.form === "1.0") {
  const interfaces: string[] = (card.v1_0.supportedInterfaces ?? []).map((i) => i.url ?? "");
  void interfaces;
} else if (card.form === "0.3") {
  const url: string = card.v0_3.url;
  const preferred: string | undefined = card.v0_3.preferredTransport;
  void url;
  void preferred;
} else if (card.form === "hybrid") {
  const both: [AgentCardV1_0, AgentCardV0_3] = [card.v1_0, card.v0_3];
  void both;
} else {
  const problems: readonly string[] = card.problems;
  void problems;
}
if ("v1_0" in card) {
  // What the v1.0 parse guarantees (REQUIRED, checked) is not optional.
  const name: string = card.v1_0.name;
  const skills: number = card.v1_0.skills.length;
  void name;
  void skills;
}
const raw: unknown = client.card.raw["name"];
const problems: Promise<readonly string[]> = readCard({}).then((c) => c.problems);
void raw;
void problems;
const chosen: Promise<A2AClient> = clientForCard({});
void chosen;

async function calls(): Promise<void> {
  const c = await connect("https://agent.example");
  const answer = await c.unary("SendMessage", { message: { messageId: "m-1", role: "ROLE_USER", parts: [{ text: "hi" }] } });
  const taskId: string | undefined = answer.task?.id;
  const task = await c.unary("GetTask", { id: "t-1", historyLength: 2 });
  const state: string | number | undefined = task.status?.state;
  for await (const event of c.stream("SendStreamingMessage", { message: { messageId: "m-2", role: "ROLE_USER", parts: [] } })) {
    void event.statusUpdate?.status?.state;
  }
  void taskId;
  void state;

  // Misuses.
  // @ts-expect-error: no operation GetTaskk
  await c.unary("GetTaskk", { id: "t-1" });
  // @ts-expect-error: GetTask's id is a string
  await c.unary("GetTask", { id: 1 });
  // @ts-expect-error: a streaming operation is not called unary
  await c.unary("SendStreamingMessage", { message: { messageId: "m-3", role: "ROLE_USER", parts: [] } });
  // @ts-expect-error: a role name the enum lacks
  await c.unary("SendMessage", { message: { messageId: "m-4", role: "USER", parts: [] } });
  // @ts-expect-error: GetTask answers a Task, which has no `message`
  void task.message;
}
void calls;

// @ts-expect-error: a v0.3 field on a card not narrowed to a form that has it
void client.card.v0_3;
if (card.form === "1.0") {
  // @ts-expect-error: a card read as 1.0 has no v0.3 value
  void card.v0_3.url;
  // @ts-expect-error: url is a v0.3 card's field; a v1.0 card has supportedInterfaces instead
  void card.v1_0.url;
}
if (card.form === "unvalidated") {
  // @ts-expect-error: an unvalidated card has no typed value
  void card.v1_0;
}
// @ts-expect-error: a form the union lacks
const none: ClientCard["form"] = "0.2";
void none;
