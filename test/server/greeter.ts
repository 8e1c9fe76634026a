// The executor the task runtime's tests continue a task with (the interrupted-state round trip): it asks
// for a name (input-required), then, on the next message for the task, greets it with an artifact and
// completes.

import type { types } from "@a2a-bindgen/a2a/v1_0";
import type { Executor } from "@a2a-bindgen/server";

/** An agent's message with one text part (messageId `a-<text>`). */
export const agentSays = (text: string): types.Message => ({ messageId: `a-${text}`, role: "ROLE_AGENT", parts: [{ text }] });

/** How the greeting ends: whether its artifact's chunk is marked the last one, and the completed status's message. */
export interface GreeterEnd {
  readonly lastChunk?: boolean;
  readonly done?: types.Message;
}

/** Asks "your name?" (TASK_STATE_INPUT_REQUIRED), then answers artifact "greeting" ("hello <name>") and completes. */
export function greeter({ lastChunk, done }: GreeterEnd = {}): Executor {
  return async (context, events) => {
    if (context.task === undefined) {
      await events.status("TASK_STATE_WORKING");
      await events.status("TASK_STATE_INPUT_REQUIRED", agentSays("your name?"));
      return;
    }
    const name = context.message.parts?.[0]?.text ?? "";
    await events.artifact({ artifactId: "greeting", parts: [{ text: `hello ${name}` }] }, lastChunk ? { lastChunk } : undefined);
    await events.status("TASK_STATE_COMPLETED", done);
  };
}
