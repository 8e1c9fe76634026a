// The task states the store's rules turn on (a2a.proto v1.0.1 TaskState comments; spec §3.1.5, §3.1.6,
// §3.2.2): terminal states end a task's streams and refuse cancel and subscribe; interrupted states end
// a blocking SendMessage's wait.

import type { types } from "@a2a-bindgen/a2a/v1_0";

const terminal: ReadonlySet<types.TaskState> = new Set<types.TaskState>([
  "TASK_STATE_COMPLETED",
  "TASK_STATE_FAILED",
  "TASK_STATE_CANCELED",
  "TASK_STATE_REJECTED",
]);

const interrupted: ReadonlySet<types.TaskState> = new Set<types.TaskState>(["TASK_STATE_INPUT_REQUIRED", "TASK_STATE_AUTH_REQUIRED"]);

/** Completed, failed, canceled or rejected: the task takes no further updates. */
export function isTerminal(state: types.TaskState | undefined): boolean {
  return state !== undefined && terminal.has(state);
}

/** Input required or auth required: the agent waits for the client. */
export function isInterrupted(state: types.TaskState | undefined): boolean {
  return state !== undefined && interrupted.has(state);
}
