// What becomes of a task a durable store finds submitted or working when the process running it is gone
// (store-sqlite at open; store-postgres when the instance's lease expired): the hook's type and its default.
// Shared by the durable stores, so that both fail a lost task with the same message.

import type { types } from "@a2a-bindgen/a2a/v1_0";
import type { Scope, TaskChange } from "./contract.js";

/** Decides what becomes of a task found submitted or working at open: the changes to apply ([] leaves it as it is). */
export type RecoverHook = (task: types.Task, scope: Scope) => readonly TaskChange[] | Promise<readonly TaskChange[]>;

/** The text of the default outcome's message. */
export const RESTARTED = "the agent restarted while this task was in progress; its work was lost and the task did not finish";

/** The default hook: the task fails with an agent message that says the agent restarted. */
export const failOnRestart: RecoverHook = () => [
  {
    kind: "status",
    state: "TASK_STATE_FAILED",
    message: { messageId: crypto.randomUUID(), role: "ROLE_AGENT", parts: [{ text: RESTARTED }] },
  },
];
