// Push configs and the deliveries still to make, on PostgreSQL (the contract's PushConfigStore). Configs
// are rows keyed by (tenant, task, id), in put order (seq, from the same sequence as the tasks': also the
// List page cursor); a config counts in its task's bytes (its JSON and protocol version), checked by the
// task store in the same write. A pending delivery is a row from recordDeliveries until settleDelivery,
// posted by one instance: the one that recorded it (instance = this lease), or the one that took it over
// when that instance's lease expired (takeover.ts); pendingDeliveries answers this instance's only.

import {
  type ConfigListing,
  type ConfigPageRequest,
  configPage,
  invalidParams,
  thousands as n,
  type PendingDelivery,
  type PushConfigStore,
  quotaExceeded,
  type Scope,
  type StoredPushConfig,
  shown,
  taskNotFound,
  utf8Bytes,
} from "@a2a-bindgen/server/store";
import type pg from "pg";
import { quoted } from "./schema.js";
import { checkScope, plain } from "./scope.js";
import { type PgTaskStore, prefetched } from "./tasks.js";
import type { GroupCommit } from "./writer.js";

/** A delivery id this store issues (a bigserial). */
const ID = /^[1-9][0-9]{0,18}$/;

interface ConfigRow {
  seq: string;
  protocol_version: string;
  config: string;
  bytes: string;
}

const stored = (r: ConfigRow): StoredPushConfig => ({ config: JSON.parse(r.config), protocolVersion: r.protocol_version });

/** The PushConfigStore of the contract on one schema. */
export class PgPushConfigStore implements PushConfigStore {
  readonly #pool: pg.Pool;
  readonly #s: string;
  readonly #writer: GroupCommit;
  readonly #tasks: PgTaskStore;
  readonly #max: number;
  readonly #instance: string;
  #closed = false;

  constructor(pool: pg.Pool, schema: string, writer: GroupCommit, tasks: PgTaskStore, maxConfigsPerTask: number, instance: string) {
    this.#pool = pool;
    this.#s = quoted(schema);
    this.#writer = writer;
    this.#tasks = tasks;
    this.#max = maxConfigsPerTask;
    this.#instance = instance;
  }

  #open(scope: Scope | undefined, call: string): void {
    if (this.#closed) throw new Error("the PostgreSQL push config store is closed");
    if (scope !== undefined) checkScope(scope, call);
  }

  async put(scope: Scope, config: StoredPushConfig): Promise<void> {
    this.#open(scope, "put");
    const c = config?.config;
    if (typeof c !== "object" || c === null) throw new TypeError("put: config.config must be a TaskPushNotificationConfig");
    const taskId = String(c.taskId);
    const id = String(c.id);
    const protocolVersion = String(config.protocolVersion);
    const text = JSON.stringify(c);
    const bytes = utf8Bytes(text) + utf8Bytes(protocolVersion);
    if (!plain(taskId)) throw taskNotFound(taskId);
    if (!plain(id)) throw invalidParams("id", "must not hold a NUL character");
    if (!plain(protocolVersion)) throw invalidParams("protocolVersion", "must not hold a NUL character");
    const s = this.#s;
    return this.#writer.write(
      async (tx) => {
        const old = await tx.query<ConfigRow>(`SELECT bytes FROM ${s}.push_configs WHERE tenant = $1 AND owner = $2 AND task_id = $3 AND id = $4`, [
          scope.tenant,
          scope.owner,
          taskId,
          id,
        ]);
        const before = old.rows[0] === undefined ? 0 : Number(old.rows[0].bytes);
        if (old.rows[0] === undefined) {
          const count = await tx.query<{ c: string }>(`SELECT count(*) AS c FROM ${s}.push_configs WHERE tenant = $1 AND owner = $2 AND task_id = $3`, [
            scope.tenant,
            scope.owner,
            taskId,
          ]);
          const have = Number(count.rows[0]!.c);
          if (have >= this.#max) {
            throw quotaExceeded("push configs per task", `task ${shown(taskId)} has ${n(have)} push notification configs, this agent's maxConfigsPerTask`);
          }
        }
        await this.#tasks.holdConfigs(tx, scope, taskId, before, bytes);
        await tx.query(
          `INSERT INTO ${s}.push_configs (tenant, owner, task_id, id, seq, protocol_version, config, bytes) ` +
            `VALUES ($1, $2, $3, $4, nextval('${s}.task_order'), $5, $6, $7) ` +
            "ON CONFLICT (tenant, task_id, id) DO UPDATE SET seq = excluded.seq, protocol_version = excluded.protocol_version, config = excluded.config, bytes = excluded.bytes",
          [scope.tenant, scope.owner, taskId, id, protocolVersion, text, bytes],
        );
      },
      { bounded: true, row: prefetched(scope, taskId) },
    );
  }

  async get(scope: Scope, taskId: string, id: string): Promise<StoredPushConfig | undefined> {
    this.#open(scope, "get");
    if (typeof taskId !== "string" || typeof id !== "string" || !plain(taskId) || !plain(id)) return undefined;
    const r = await this.#pool.query<ConfigRow>(
      `SELECT seq, protocol_version, config FROM ${this.#s}.push_configs WHERE tenant = $1 AND owner = $2 AND task_id = $3 AND id = $4`,
      [scope.tenant, scope.owner, taskId, id],
    );
    return r.rows[0] === undefined ? undefined : stored(r.rows[0]);
  }

  async list(scope: Scope, taskId: string, page: ConfigPageRequest): Promise<ConfigListing> {
    this.#open(scope, "list");
    const { size, after } = configPage(page ?? {});
    if (typeof taskId !== "string" || !plain(taskId)) return { configs: [] };
    const r = await this.#pool.query<ConfigRow>(
      `SELECT seq, protocol_version, config FROM ${this.#s}.push_configs WHERE tenant = $1 AND owner = $2 AND task_id = $3 AND seq > $4 ORDER BY seq LIMIT ${size + 1}`,
      [scope.tenant, scope.owner, taskId, after],
    );
    const configs = r.rows.slice(0, size);
    return r.rows.length > size ? { configs: configs.map(stored), nextPageToken: String(configs[configs.length - 1]!.seq) } : { configs: configs.map(stored) };
  }

  async delete(scope: Scope, taskId: string, id: string): Promise<void> {
    this.#open(scope, "delete");
    if (typeof taskId !== "string" || typeof id !== "string" || !plain(taskId) || !plain(id)) return;
    const s = this.#s;
    return this.#writer.write(
      async (tx) => {
        const old = await tx.query<{ bytes: string }>(
          `WITH d AS (DELETE FROM ${s}.push_deliveries WHERE tenant = $1 AND owner = $2 AND task_id = $3 AND config_id = $4) ` +
            `DELETE FROM ${s}.push_configs WHERE tenant = $1 AND owner = $2 AND task_id = $3 AND id = $4 RETURNING bytes`,
          [scope.tenant, scope.owner, taskId, id],
        );
        if (old.rows[0] !== undefined) await this.#tasks.holdConfigs(tx, scope, taskId, Number(old.rows[0].bytes), 0);
      },
      { bounded: true },
    );
  }

  async configsOf(scope: Scope, taskId: string): Promise<readonly StoredPushConfig[]> {
    this.#open(scope, "configsOf");
    if (typeof taskId !== "string" || !plain(taskId)) return [];
    const r = await this.#pool.query<ConfigRow>(
      `SELECT seq, protocol_version, config FROM ${this.#s}.push_configs WHERE tenant = $1 AND owner = $2 AND task_id = $3 ORDER BY seq LIMIT ${this.#max}`,
      [scope.tenant, scope.owner, taskId],
    );
    return r.rows.map(stored);
  }

  async recordDeliveries(deliveries: readonly Omit<PendingDelivery, "id">[]): Promise<readonly PendingDelivery[]> {
    this.#open(undefined, "recordDeliveries");
    if (!Array.isArray(deliveries)) throw new TypeError("recordDeliveries: deliveries must be an array");
    if (deliveries.length === 0) return [];
    for (const d of deliveries) checkScope(d.scope, "recordDeliveries");
    const col = <T>(f: (d: Omit<PendingDelivery, "id">) => T) => deliveries.map(f);
    const s = this.#s;
    return this.#writer.write(async (tx) => {
      const r = await tx.query<{ id: string }>(
        `INSERT INTO ${s}.push_deliveries (tenant, owner, task_id, config_id, version, "index", response, instance) ` +
          "SELECT a, b, c, e, f, g, h, i FROM unnest($1::text[], $2::text[], $3::text[], $4::text[], $5::integer[], $6::integer[], $7::text[], $8::uuid[]) WITH ORDINALITY AS d(a, b, c, e, f, g, h, i, o) " +
          "ORDER BY o RETURNING id",
        [
          col((d) => d.scope.tenant),
          col((d) => d.scope.owner),
          col((d) => String(d.taskId)),
          col((d) => String(d.configId)),
          col((d) => d.version),
          col((d) => d.index),
          col((d) => JSON.stringify(d.response)),
          col(() => this.#instance),
        ],
      );
      // A bigserial drawn in the INSERT's order: sorted, the ids are the deliveries' in the order given.
      const ids = r.rows.map((row) => BigInt(row.id)).sort((a, b) => (a < b ? -1 : a > b ? 1 : 0));
      return deliveries.map((d, i) => ({ ...d, id: String(ids[i]) }));
    });
  }

  async pendingDeliveries(limit: number): Promise<readonly PendingDelivery[]> {
    this.#open(undefined, "pendingDeliveries");
    const max = Number.isSafeInteger(limit) && limit > 0 ? limit : 0;
    const r = await this.#pool.query<{
      id: string;
      tenant: string;
      owner: string;
      task_id: string;
      config_id: string;
      version: number;
      index: number;
      response: string;
    }>(
      `SELECT id, tenant, owner, task_id, config_id, version, "index", response FROM ${this.#s}.push_deliveries WHERE instance = $1 ORDER BY version, "index", id LIMIT $2`,
      [this.#instance, max],
    );
    return r.rows.map((row) => ({
      id: row.id,
      scope: { tenant: row.tenant, owner: row.owner },
      taskId: row.task_id,
      configId: row.config_id,
      version: row.version,
      index: row.index,
      response: JSON.parse(row.response),
    }));
  }

  async settleDelivery(id: string): Promise<void> {
    this.#open(undefined, "settleDelivery");
    if (typeof id !== "string" || !ID.test(id)) return;
    const s = this.#s;
    return this.#writer.write(async (tx) => {
      await tx.query(`DELETE FROM ${s}.push_deliveries WHERE id = $1`, [id]);
    });
  }

  async close(): Promise<void> {
    this.#closed = true;
  }
}
