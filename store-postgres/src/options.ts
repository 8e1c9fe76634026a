// The options of openPostgresStores and their checks: a RangeError or TypeError naming the option.

import {
  durableDefaults,
  type Limits,
  limitsOf,
  type RecoverHook,
  failOnRestart,
  type TaskStoreOptions,
  type TelemetryOptions,
} from "@a2a-bindgen/server/store";
import type pg from "pg";

/** Where the stores live and their bounds (the in-memory store's options, with the durable defaults). */
export interface PostgresStoresOptions extends TaskStoreOptions {
  /** The application's Pool: it owns it (close() leaves it open). Give this or connectionString. */
  readonly pool?: pg.Pool | undefined;
  /** Or this: the store makes its own Pool (max 10) and ends it on close(). */
  readonly connectionString?: string | undefined;
  /** The schema the tables live in (default "a2a"; created when missing): /^[a-z_][a-z0-9_]{0,40}$/. */
  readonly schema?: string | undefined;
  /**
   * The LISTEN connection (default: the pool's own config). Behind PgBouncer in transaction mode give a
   * direct connection to PostgreSQL here: LISTEN needs a session of its own.
   */
  readonly listen?: string | pg.ClientConfig | undefined;
  /** Push configs per task (default 10). */
  readonly maxConfigsPerTask?: number | undefined;
  /** The instance lease, in ms (default 15,000), renewed every leaseMs/3 on the database's clock. */
  readonly leaseMs?: number | undefined;
  /** What becomes of a task a dead instance left submitted or working (default: it fails, RESTARTED). */
  readonly onRecover?: RecoverHook | undefined;
  /** Where the store's spans go (default: the global tracer provider). */
  readonly telemetry?: Pick<TelemetryOptions, "tracerProvider"> | undefined;
}

/** The options checked and resolved. */
export interface Resolved {
  readonly limits: Limits;
  readonly schema: string;
  readonly maxConfigsPerTask: number;
  readonly leaseMs: number;
  readonly onRecover: RecoverHook;
  readonly now: () => number;
}

const WHO = "openPostgresStores";
const SCHEMA = /^[a-z_][a-z0-9_]{0,40}$/;

/** Checks `options`; throws a TypeError or RangeError naming the option. */
export function resolve(options: PostgresStoresOptions): Resolved {
  if (typeof options !== "object" || options === null) throw new TypeError(`${WHO}: options must be an object with pool or connectionString`);
  const hasPool = options.pool !== undefined;
  const hasUrl = options.connectionString !== undefined;
  if (hasPool === hasUrl) throw new TypeError(`${WHO}: give exactly one of pool (the application's pg.Pool) and connectionString`);
  if (hasPool && (typeof options.pool !== "object" || options.pool === null || typeof (options.pool as pg.Pool).connect !== "function")) {
    throw new TypeError(`${WHO}: pool must be a pg.Pool`);
  }
  if (hasUrl && (typeof options.connectionString !== "string" || options.connectionString === "")) {
    throw new TypeError(`${WHO}: connectionString must be a non-empty string`);
  }
  const schema = options.schema ?? "a2a";
  if (typeof schema !== "string" || !SCHEMA.test(schema)) {
    throw new RangeError(
      `${WHO}: schema must match ${SCHEMA} (a plain lower-case identifier of at most 41 characters), got ${JSON.stringify(String(schema).slice(0, 64))}`,
    );
  }
  const listen = options.listen;
  if (listen !== undefined && typeof listen !== "string" && (typeof listen !== "object" || listen === null)) {
    throw new TypeError(`${WHO}: listen must be a connection string or a pg ClientConfig`);
  }
  const limits = limitsOf(options, WHO, durableDefaults);
  const maxConfigsPerTask = options.maxConfigsPerTask ?? 10;
  if (!Number.isSafeInteger(maxConfigsPerTask) || maxConfigsPerTask < 1) {
    throw new RangeError(`${WHO}: maxConfigsPerTask must be a positive integer, got ${String(maxConfigsPerTask)}`);
  }
  const leaseMs = options.leaseMs ?? 15_000;
  if (!Number.isSafeInteger(leaseMs) || leaseMs < 30 || leaseMs > 3_600_000) {
    throw new RangeError(`${WHO}: leaseMs must be an integer from 30 to 3,600,000 ms, got ${String(leaseMs)}`);
  }
  const onRecover = options.onRecover ?? failOnRestart;
  if (typeof onRecover !== "function") throw new TypeError(`${WHO}: onRecover must be a function (task, scope) => changes`);
  return { limits, schema, maxConfigsPerTask, leaseMs, onRecover, now: options.now ?? Date.now };
}

/** Where a pool connects, for an error message: host:port/database, never the user or the password. */
export function whereOf(pool: pg.Pool | undefined, connectionString: string | undefined): string {
  try {
    if (connectionString !== undefined) {
      const u = new URL(connectionString);
      return `${u.hostname}:${u.port || "5432"}${u.pathname}`;
    }
    const o: pg.PoolConfig = pool?.options ?? {};
    if (typeof o.connectionString === "string") return whereOf(undefined, o.connectionString);
    return `${o.host ?? "localhost"}:${o.port ?? 5432}/${o.database ?? ""}`;
  } catch {
    return "(the connection string could not be read)";
  }
}
