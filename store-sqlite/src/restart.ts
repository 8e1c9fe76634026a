// What becomes of a task found submitted or working at open (recover.ts applies it): the hook's type and
// its default. Apart from recover.ts so that the package's public declarations name no better-sqlite3
// type: an app compiled with skipLibCheck off need not install @types/better-sqlite3.

import type { types } from "@a2a-bindgen/a2a/v1_0";
import type { Scope, TaskChange } from "@a2a-bindgen/server/store";

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
