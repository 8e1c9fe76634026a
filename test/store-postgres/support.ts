// What the PostgreSQL store tests share: the store's parts opened on a schema without the bus and the
// takeover (for tests of the writer and the bounds alone), built from the package's dist.

import { limitsOf, type TaskStoreOptions } from "@a2a-bindgen/server/store";
import pg from "pg";
import { batchIo } from "../../store-postgres/dist/batch.js";
import { Lease } from "../../store-postgres/dist/lease.js";
import { PgPushConfigStore } from "../../store-postgres/dist/push.js";
import { migrate } from "../../store-postgres/dist/schema.js";
import { PgTaskStore } from "../../store-postgres/dist/tasks.js";
import { GroupCommit } from "../../store-postgres/dist/writer.js";

export interface Parts {
  readonly pool: pg.Pool;
  readonly lease: Lease;
  readonly writer: GroupCommit;
  readonly tasks: PgTaskStore;
  readonly push: PgPushConfigStore;
  close(): Promise<void>;
}

/** Migrates `schema` on `url` and opens a writer, a task store and a push-config store on it (no bus, no takeover). */
export async function openParts(url: string, schema: string, options: TaskStoreOptions = {}): Promise<Parts> {
  const pool = new pg.Pool({ connectionString: url, max: 4 });
  await migrate(pool, schema);
  const lease = await Lease.acquire(pool, schema, 10_000);
  const writer = new GroupCommit(pool, schema, lease.instance, lease, batchIo(schema, lease.instance));
  const tasks = new PgTaskStore(pool, schema, writer, limitsOf(options, "test"), options.now ?? Date.now, lease.instance);
  const push = new PgPushConfigStore(pool, schema, writer, tasks, 10, lease.instance);
  return {
    pool,
    lease,
    writer,
    tasks,
    push,
    async close() {
      await writer.close();
      await lease.close();
      await pool.end();
    },
  };
}

/** Rejects after `ms` unless `p` settles first. */
export function within<T>(p: Promise<T>, ms: number, what: string): Promise<T> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  return Promise.race([
    p.finally(() => clearTimeout(timer)),
    new Promise<never>((_, reject) => {
      timer = setTimeout(() => reject(new Error(`${what}: not settled after ${ms} ms`)), ms);
    }),
  ]);
}
