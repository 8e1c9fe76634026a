// The schema, versioned: PRAGMA user_version is the number of migrations applied; open() applies the
// missing ones in one transaction, and refuses a file a newer version of this package wrote (its
// user_version is past the last migration here) instead of writing rows it cannot read.
//
// tasks: one row per task, the Task as JSON in `task` (read and written whole: a small task is one
// row, one page), beside the columns the ListTasks filters and the bounds read. `seq` is the store-wide
// update order (ListTasks' order and page cursor), `version` the per-task write count (optimistic
// concurrency, and the sequence number of the task's events). Indexes: one per ListTasks filter, each
// ending in seq, so that a page is an index range scan in order.
// tenants: what each tenant holds (tasks, bytes), kept in the same transactions as its tasks, so the
// quotas read it without counting. push_configs: one row per config. push_pending: the deliveries not yet done, in order, so that a
// restarted process resumes them.

import type { Database } from "better-sqlite3";

/** Each migration, in order; never edit one that shipped: add the next. */
export const MIGRATIONS: readonly string[] = [
  `CREATE TABLE tasks (
    tenant TEXT NOT NULL,
    id TEXT NOT NULL,
    owner TEXT NOT NULL,
    context_id TEXT NOT NULL,
    state TEXT NOT NULL,
    updated_at INTEGER NOT NULL,
    seq INTEGER NOT NULL,
    version INTEGER NOT NULL,
    finished_at INTEGER,
    bytes INTEGER NOT NULL,
    task TEXT NOT NULL,
    PRIMARY KEY (tenant, id)
  ) WITHOUT ROWID;
  CREATE INDEX tasks_by_seq ON tasks (tenant, owner, seq);
  CREATE INDEX tasks_by_context ON tasks (tenant, owner, context_id, seq);
  CREATE INDEX tasks_by_state ON tasks (tenant, owner, state, seq);
  CREATE INDEX tasks_by_finish ON tasks (tenant, finished_at) WHERE finished_at IS NOT NULL;
  CREATE TABLE tenants (
    tenant TEXT PRIMARY KEY,
    tasks INTEGER NOT NULL,
    bytes INTEGER NOT NULL
  ) WITHOUT ROWID;
  CREATE TABLE push_configs (
    tenant TEXT NOT NULL,
    owner TEXT NOT NULL,
    task_id TEXT NOT NULL,
    id TEXT NOT NULL,
    seq INTEGER NOT NULL,
    protocol_version TEXT NOT NULL,
    config TEXT NOT NULL,
    PRIMARY KEY (tenant, owner, task_id, id)
  ) WITHOUT ROWID;
  CREATE INDEX push_configs_by_task ON push_configs (tenant, task_id);
  CREATE TABLE push_pending (
    seq INTEGER PRIMARY KEY,
    tenant TEXT NOT NULL,
    owner TEXT NOT NULL,
    task_id TEXT NOT NULL,
    config_id TEXT NOT NULL,
    version INTEGER NOT NULL,
    idx INTEGER NOT NULL,
    event TEXT NOT NULL
  );
  CREATE INDEX push_pending_by_task ON push_pending (tenant, task_id, config_id);`,
];

/** The schema version this package writes: the number of migrations. */
export const SCHEMA_VERSION = MIGRATIONS.length;

/** Applies the migrations `db` lacks (one transaction); throws naming both versions on a file from a newer package. */
export function migrate(db: Database, path: string): void {
  const at = db.pragma("user_version", { simple: true }) as number;
  if (at > SCHEMA_VERSION) {
    throw new Error(`${path}: schema version ${at} was written by a newer @a2a-bindgen/store-sqlite; this one reads up to ${SCHEMA_VERSION}`);
  }
  if (at === SCHEMA_VERSION) return;
  db.transaction(() => {
    for (let v = at; v < SCHEMA_VERSION; v++) db.exec(MIGRATIONS[v]!);
    db.pragma(`user_version = ${SCHEMA_VERSION}`);
  }).immediate();
}
