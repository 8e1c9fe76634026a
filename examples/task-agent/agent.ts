// A travel desk on the task runtime: "itinerary for <city>" streams an artifact in chunks, "book" asks which
// day (input-required) and books on the next message, "search" works until it is canceled.
import { setTimeout as sleep } from "node:timers/promises";
import { createTaskAgent, type Executor, type types } from "@a2a-bindgen/server";

/** How each "search" run ended: "canceled" when CancelTask stopped it. */
export const searchEnds: string[] = [];

// #region quickstart
const execute: Executor = async (context, events) => {
  const text = context.message.parts?.find((p) => p.text !== undefined)?.text ?? "";
  const say = (words: string): types.Message => ({ messageId: crypto.randomUUID(), role: "ROLE_AGENT", parts: [{ text: words }] });
  if (context.task !== undefined) {
    // The answer to our question: the client sent it with the task's id.
    await events.artifact({ artifactId: "booking", parts: [{ text: `booked for ${text}` }] }, { lastChunk: true });
    await events.status("TASK_STATE_COMPLETED");
  } else if (text.startsWith("itinerary for ")) {
    const city = text.slice("itinerary for ".length);
    await events.status("TASK_STATE_WORKING");
    const days = [`day 1: old town of ${city}`, "day 2: museums", "day 3: the coast"];
    for (const [i, day] of days.entries()) {
      // One artifact, sent in chunks: the first creates it, the others append to it.
      await events.artifact({ artifactId: "itinerary", name: "itinerary", parts: [{ text: `${day}\n` }] }, { append: i > 0, lastChunk: i === days.length - 1 });
    }
    await events.status("TASK_STATE_COMPLETED");
  } else if (text === "book") {
    await events.status("TASK_STATE_WORKING");
    await events.status("TASK_STATE_INPUT_REQUIRED", say("Which day?"));
  } else {
    await events.status("TASK_STATE_WORKING", say(`searching for ${text}`));
    // Long work that watches the signal: a cancel aborts it, and the runtime marks the task canceled.
    await sleep(30_000, undefined, { signal: context.signal }).catch(() => {});
    searchEnds.push(String(context.signal.reason ?? "timed out"));
    if (!context.signal.aborted) await events.status("TASK_STATE_COMPLETED");
  }
};
// #endregion quickstart

export const agent = createTaskAgent({ execute });
