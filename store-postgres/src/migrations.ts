// The schema, versioned: the migrations in order (schema.ts applies the ones a database lacks at open).
// `{s}` stands for the quoted schema name (options.schema, default "a2a").
//
// tasks: one row per task, the Task as JSON in `task` (read and written whole), beside the columns the
// ListTasks filters and the bounds read; `seq` is the update order across instances (the task_order
// sequence: ListTasks' order and page cursor), `version` the per-task commit count, `instance` the lease
// of the instance that last wrote it (takeover.ts recovers what a dead instance left working).
// task_events: each commit's events, written in the commit's transaction, so that a subscriber on another
// instance catches up from here (NOTIFY carries only the task and version). tenants and totals: what each
// tenant and the database hold, changed in the same transactions as the tasks and read FOR UPDATE by every
// write, so a quota holds across instances. push_configs count in their task's bytes; push_deliveries are
// the deliveries still to make, each posted by one instance.

/** Each migration, in order; never edit one that shipped: add the next. */
export const MIGRATIONS: readonly string[] = [
  `CREATE TABLE {s}.instances (
    id uuid PRIMARY KEY,
    started_at timestamptz NOT NULL DEFAULT now(),
    expires_at timestamptz NOT NULL
  );
  CREATE TABLE {s}.tenants (tenant text PRIMARY KEY, tasks bigint NOT NULL, bytes bigint NOT NULL);
  CREATE TABLE {s}.totals (
    one boolean PRIMARY KEY DEFAULT true CHECK (one),
    tasks bigint NOT NULL,
    bytes bigint NOT NULL,
    tenants integer NOT NULL
  );
  INSERT INTO {s}.totals (tasks, bytes, tenants) VALUES (0, 0, 0);
  CREATE SEQUENCE {s}.task_order;
  CREATE TABLE {s}.tasks (
    tenant text NOT NULL,
    id text NOT NULL,
    owner text NOT NULL,
    context_id text NOT NULL,
    state text NOT NULL,
    updated_at bigint NOT NULL,
    seq bigint NOT NULL,
    version integer NOT NULL,
    finished_at bigint,
    bytes bigint NOT NULL,
    instance uuid,
    task text NOT NULL,
    PRIMARY KEY (tenant, id)
  );
  CREATE INDEX tasks_by_seq ON {s}.tasks (tenant, owner, seq);
  CREATE INDEX tasks_by_context ON {s}.tasks (tenant, owner, context_id, seq);
  CREATE INDEX tasks_by_state ON {s}.tasks (tenant, owner, state, seq);
  CREATE INDEX tasks_by_tenant_finish ON {s}.tasks (tenant, finished_at, seq) WHERE finished_at IS NOT NULL;
  CREATE INDEX tasks_by_finish ON {s}.tasks (finished_at) WHERE finished_at IS NOT NULL;
  CREATE INDEX tasks_by_instance ON {s}.tasks (instance) WHERE finished_at IS NULL;
  CREATE TABLE {s}.task_events (
    tenant text NOT NULL,
    task_id text NOT NULL,
    owner text NOT NULL,
    version integer NOT NULL,
    final boolean NOT NULL,
    events text NOT NULL,
    PRIMARY KEY (tenant, task_id, version)
  );
  CREATE TABLE {s}.push_configs (
    tenant text NOT NULL,
    owner text NOT NULL,
    task_id text NOT NULL,
    id text NOT NULL,
    seq bigint NOT NULL,
    protocol_version text NOT NULL,
    config text NOT NULL,
    bytes bigint NOT NULL,
    PRIMARY KEY (tenant, task_id, id)
  );
  CREATE INDEX push_configs_by_task ON {s}.push_configs (tenant, task_id, seq);
  CREATE TABLE {s}.push_deliveries (
    id bigserial PRIMARY KEY,
    tenant text NOT NULL,
    owner text NOT NULL,
    task_id text NOT NULL,
    config_id text NOT NULL,
    version integer NOT NULL,
    "index" integer NOT NULL,
    response text NOT NULL,
    instance uuid NOT NULL
  );
  CREATE INDEX push_deliveries_by_instance ON {s}.push_deliveries (instance, id);
  CREATE INDEX push_deliveries_by_task ON {s}.push_deliveries (tenant, task_id);
  CREATE TABLE {s}.schema_version (version integer NOT NULL);
  INSERT INTO {s}.schema_version (version) VALUES (0);`,
];

/** The schema version this package writes: the number of migrations. */
export const SCHEMA_VERSION = MIGRATIONS.length;
