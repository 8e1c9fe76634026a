// The schema, versioned: the migrations in order (schema.ts applies the ones a file lacks at open).
//
// tasks: one row per task (a rowid table since migration 2, (tenant, id) its unique index), the Task as
// JSON in `task` (read and written whole: a task is one row, in one page up to about 4 KB), beside the
// columns the ListTasks filters and the bounds read. `seq` is the store-wide update order (ListTasks'
// order and page cursor), `version` the per-task write count (optimistic concurrency, and the sequence
// number of the task's events). Indexes: one per ListTasks filter, each ending in seq, so that a page is
// an index range scan in order.
// tenants: what each tenant holds (tasks, bytes), kept in the same transactions as its tasks, so that
// open reads it without counting (bounds.ts keeps it in memory from there). push_configs: one row per
// config. push_pending: the deliveries not yet done, in order, so that a restarted process resumes them.
//
// Apart from schema.ts (which applies them) so that the package's public declarations name no
// better-sqlite3 type.

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
  // 2: tasks becomes a rowid table, (tenant, id) a unique index beside it. A WITHOUT ROWID table is a
  // B-tree of whole rows that keeps at most about 1 KB of a row in its page and moves the rest to an
  // overflow page of its own: a task of 1 to 4 KB of JSON took about 5 KB of file. A rowid table keeps
  // a row of up to about 4 KB in its page. Rows are copied in update order (the order new writes append in).
  `CREATE TABLE tasks_v2 (
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
  );
  INSERT INTO tasks_v2 (tenant, id, owner, context_id, state, updated_at, seq, version, finished_at, bytes, task)
    SELECT tenant, id, owner, context_id, state, updated_at, seq, version, finished_at, bytes, task FROM tasks ORDER BY seq;
  DROP TABLE tasks;
  ALTER TABLE tasks_v2 RENAME TO tasks;
  CREATE INDEX tasks_by_seq ON tasks (tenant, owner, seq);
  CREATE INDEX tasks_by_context ON tasks (tenant, owner, context_id, seq);
  CREATE INDEX tasks_by_state ON tasks (tenant, owner, state, seq);
  CREATE INDEX tasks_by_finish ON tasks (tenant, finished_at) WHERE finished_at IS NOT NULL;`,
];

/** The schema version this package writes: the number of migrations. */
export const SCHEMA_VERSION = MIGRATIONS.length;
