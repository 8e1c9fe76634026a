// Recovery at open: a task that was submitted or working when the process running it stopped (a crash,
// kill -9, or a shutdown that outlived it) has no one working on it any more. Each gets a defined
// outcome before the file serves: by default it fails, with an agent message saying so; an onRecover
// hook may choose other changes (or none, to resume the work itself). The changes commit like any
// update (the version grows, the timestamp is now), and each of their events is recorded as a pending
// delivery for every push config of the task, so its webhooks hear of it when delivery resumes.
// Interrupted tasks (input-required, auth-required) wait for their client and are left as they are.

import type { RecoverHook, Stores } from "@a2a-bindgen/server/store";
import type { Database } from "better-sqlite3";

/** Applies `hook` to every task left submitted or working; answers how many were changed. */
export async function recoverTasks(db: Database, stores: Pick<Stores, "tasks" | "pushConfigs">, hook: RecoverHook): Promise<number> {
  // The state index read whole and only the matching rows from the table: the index lacks `id` (a rowid
  // table's indexes end in the rowid), and unforced the planner would read every row of the table instead.
  const rows = db
    .prepare("SELECT tenant, owner, id FROM tasks INDEXED BY tasks_by_state WHERE state IN ('TASK_STATE_SUBMITTED', 'TASK_STATE_WORKING') ORDER BY seq")
    .all() as {
    tenant: string;
    owner: string;
    id: string;
  }[];
  let changed = 0;
  for (const r of rows) {
    const scope = { tenant: r.tenant, owner: r.owner };
    const stored = await stores.tasks.get(scope, r.id);
    if (stored === undefined) continue;
    const changes = await hook(stored.task, scope);
    if (changes.length === 0) continue;
    const commit = await stores.tasks.update(scope, r.id, changes, { expectedVersion: stored.version });
    const configs = await stores.pushConfigs.configsOf(scope, r.id);
    await stores.pushConfigs.recordDeliveries(
      configs.flatMap((c) =>
        commit.events.map((response, index) => ({ scope, taskId: r.id, configId: String(c.config.id), version: commit.version, index, response })),
      ),
    );
    changed++;
  }
  return changed;
}
