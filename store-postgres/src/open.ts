// Opening the stores on a PostgreSQL schema: the options checked, the pool (the application's, or one of
// our own), the migrations, this instance's lease (lease.ts), the task and push-config stores on one group
// commit, the bus between instances (bus.ts), the retention sweep, and the takeover of dead instances'
// tasks and deliveries (takeover.ts) at open and every leaseMs. Any failure on the way closes what was
// opened and names the schema and where (host:port/database: never the user or the password).

import { type RecoverHook, type Stores, tracerOf } from "@a2a-bindgen/server/store";
import pg from "pg";
import { batchIo } from "./batch.js";
import { PgEventBus } from "./bus.js";
import { Lease } from "./lease.js";
import { type PostgresStoresOptions, resolve, whereOf } from "./options.js";
import { PgPushConfigStore } from "./push.js";
import { migrate } from "./schema.js";
import { Sweep } from "./sweep.js";
import { takeOver } from "./takeover.js";
import { PgTaskStore } from "./tasks.js";
import { GroupCommit } from "./writer.js";

/** The stores of one schema (the contract's Stores), with what the tests and the bench read. */
export interface PostgresStores extends Stores {
  readonly durable: true;
  readonly schema: string;
  /** This process's lease id (a uuid). */
  readonly instance: string;
  /** Tasks recovered at open (left submitted or working by instances whose lease had expired). */
  readonly recovered: number;
  readonly tasks: PgTaskStore;
  readonly pushConfigs: PgPushConfigStore;
  /** Transactions committed and the writes they held. */
  stats(): { readonly commits: number; readonly writes: number };
  /** Called after this instance took over dead instances' deliveries or tasks (push delivery resumes then). Returns the unsubscribe. */
  onTakeover(listener: () => void): () => void;
  /** Takes over what instances whose lease expired left (at open and every leaseMs; now, for tests). */
  takeOver(): Promise<{ instances: number; tasks: number; deliveries: number }>;
}

const SWEEP_MAX_MS = 60_000;

/**
 * Opens the stores on `options.schema` (migrated to this package's version, created when missing) and
 * resolves once they serve: the lease held, the bus listening, expired tasks swept, dead instances' work
 * taken over. Rejects naming the schema and where, having closed what it opened.
 */
export async function openPostgresStores(options: PostgresStoresOptions): Promise<PostgresStores> {
  const o = resolve(options);
  const tracer = tracerOf(options.telemetry, "@a2a-bindgen/store-postgres");
  const own = options.pool === undefined;
  const pool = options.pool ?? new pg.Pool({ connectionString: options.connectionString, max: 10 });
  // An idle client of our own pool that errors (the server restarted) must not crash the process; the next query reconnects.
  if (own) pool.on("error", () => {});
  const listen: pg.ClientConfig =
    typeof options.listen === "string"
      ? { connectionString: options.listen }
      : (options.listen ?? (own ? { connectionString: options.connectionString } : pool.options));
  let lease: Lease | undefined;
  let writer: GroupCommit | undefined;
  let bus: PgEventBus | undefined;
  let tasks: PgTaskStore;
  let push: PgPushConfigStore;
  let sweep: Sweep;
  let recovered: number;
  const listeners = new Set<() => void>();
  const onRecover: RecoverHook = o.onRecover;
  let takeOverNow: () => Promise<{ instances: number; tasks: number; deliveries: number }>;
  try {
    await migrate(pool, o.schema);
    lease = await Lease.acquire(pool, o.schema, o.leaseMs);
    writer = new GroupCommit(pool, o.schema, lease.instance, lease, batchIo(o.schema, lease.instance), tracer);
    tasks = new PgTaskStore(pool, o.schema, writer, o.limits, o.now, lease.instance);
    push = new PgPushConfigStore(pool, o.schema, writer, tasks, o.maxConfigsPerTask, lease.instance);
    bus = new PgEventBus({
      pool,
      schema: o.schema,
      instance: lease.instance,
      listen,
      maxSubscribers: o.limits.maxSubscribers,
      maxQueued: o.limits.maxQueued,
      streams: o.limits.quota.streams,
    });
    await bus.start();
    const swept = (sweep = new Sweep(writer, tasks.bounds, o.schema, o.now));
    tasks.sweep = () => swept.run();
    await sweep.run();
    const held = lease;
    const stores = { tasks, pushConfigs: push };
    takeOverNow = async () => {
      const r = await takeOver({ pool, schema: o.schema, lease: held, stores, onRecover });
      if (r.tasks > 0 || r.deliveries > 0) {
        for (const l of listeners) {
          try {
            l();
          } catch {
            // A listener's throw is its own.
          }
        }
      }
      return r;
    };
    recovered = (await takeOverNow()).tasks;
  } catch (e) {
    await bus?.close().catch(() => {});
    await writer?.close().catch(() => {});
    await lease?.close().catch(() => {});
    if (own) await pool.end().catch(() => {});
    throw new Error(
      `openPostgresStores: schema ${JSON.stringify(o.schema)} on ${whereOf(options.pool, options.connectionString)}: ${e instanceof Error ? e.message : String(e)}`,
      { cause: e },
    );
  }
  const timers: ReturnType<typeof setInterval>[] = [];
  if (Number.isFinite(o.limits.retentionMs)) {
    timers.push(setInterval(() => void sweep.run().catch(() => {}), Math.max(10, Math.min(o.limits.retentionMs, SWEEP_MAX_MS))));
  }
  timers.push(setInterval(() => void takeOverNow().catch(() => {}), o.leaseMs));
  // Never keep the process alive: retention is also checked on every read, and a takeover runs at the next open.
  for (const t of timers) t.unref();
  let closing: Promise<void> | undefined;
  const w = writer;
  const l = lease;
  const b = bus;
  return {
    tasks,
    pushConfigs: push,
    bus: b,
    durable: true,
    schema: o.schema,
    instance: l.instance,
    recovered,
    stats: () => ({ commits: w.commits, writes: w.writes }),
    onTakeover(listener: () => void) {
      if (typeof listener !== "function") throw new TypeError("onTakeover: listener must be a function");
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    takeOver: () => (closing === undefined ? takeOverNow() : Promise.reject(new Error("the PostgreSQL stores are closed"))),
    // Not ready once closing, or once the lease is lost (the writer's fence then refuses every write).
    ready: () => closing === undefined && l.held,
    close: () =>
      (closing ??= (async () => {
        for (const t of timers) clearInterval(t);
        await b.close();
        // What is queued commits before the lease goes: a write accepted before close is kept.
        await w.close();
        await tasks.close();
        await push.close();
        await l.close();
        if (own) await pool.end();
      })()),
  };
}
