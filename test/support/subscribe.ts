// I14 (the quick reference, sections 2 and 5): SubscribeToTask over HTTP+JSON is a GET the client retries as
// POST on a method error. What the client's fallback test and the interop matrix's subscribe cell both drive:
// a task that keeps working, subscribed to through a refusing proxy, and the requests' paths it sees.

import assert from "node:assert/strict";
import { randomUUID } from "node:crypto";
import type { A2AClient } from "@a2a-bindgen/client";

/** Whether an HTTP+JSON request path (query ignored) is a SubscribeToTask (`…/tasks/{id}:subscribe`). */
export const isSubscribe = (path: string): boolean => path.split("?")[0].endsWith(":subscribe");

/**
 * Sends "wait: subscribe" (the peers' agents keep such a task working) with returnImmediately, subscribes to
 * the task, cancels it after the first event: the task's id and the states seen (at most 10 events).
 * `label` starts the message id, so a peer's log tells the suites apart.
 */
export async function subscribeAndCancel(client: A2AClient, label: string): Promise<{ id: string; states: string[] }> {
  const w = await client.unary("SendMessage", {
    message: { messageId: `${label}-${randomUUID()}`, role: "ROLE_USER", parts: [{ text: "wait: subscribe" }] },
    configuration: { returnImmediately: true },
  });
  assert.ok(w.task, JSON.stringify(w));
  const id = String(w.task.id);
  const states: string[] = [];
  for await (const e of client.stream("SubscribeToTask", { id })) {
    states.push(String(e.task?.status?.state ?? e.statusUpdate?.status?.state ?? Object.keys(e).join()));
    if (states.length === 1) await client.unary("CancelTask", { id });
    if (states.includes("TASK_STATE_CANCELED") || states.length >= 10) break;
  }
  return { id, states };
}
