// Push configs and the deliveries still to make, on SQLite (the contract's PushConfigStore). Configs are
// rows keyed by (tenant, owner, task, id) in creation order (seq, also the List page cursor); a pending delivery
// is a row from recordDeliveries until settleDelivery, so a process that restarts finds it and posts it.
// Writes go through the group commit: each resolves after its fsync. A config counts in its task's bytes
// (its JSON and protocol version, limits.ts jsonBytes): the task store checks the bounds in the same write.

import type { Scope, Stores, StoredPushConfig } from "@a2a-bindgen/server/store";
import type { Database, Statement } from "better-sqlite3";
import { type ConfigListing, type ConfigPageRequest, configPage, thousands as n, quotaExceeded, shown } from "@a2a-bindgen/server/store";
import { jsonBytes } from "./limits.js";
import type { GroupCommit } from "./writer.js";

type PushConfigStore = Stores["pushConfigs"];
type PendingDelivery = Awaited<ReturnType<PushConfigStore["pendingDeliveries"]>>[number];

const TOKEN = /^[1-9][0-9]{0,15}$/;

interface ConfigRow {
  seq: number;
  protocol_version: string;
  config: string;
}

const stored = (r: ConfigRow): StoredPushConfig => ({ config: JSON.parse(r.config), protocolVersion: r.protocol_version });
/** What a config's row counts in its task's bytes. */
const rowBytes = (config: string, protocolVersion: string) => jsonBytes(config) + jsonBytes(protocolVersion);

/** Inside a write: a config of a task counted `before` bytes and now `after` (SqliteTaskStore.holdConfigs); throws to refuse. */
export type HoldConfigs = (scope: Scope, taskId: string, before: number, after: number) => void;

/** The PushConfigStore of the contract on one SQLite connection. */
export class SqlitePushConfigStore implements PushConfigStore {
  readonly #writer: GroupCommit;
  readonly #max: number;
  readonly #hold: HoldConfigs;
  readonly #s: Record<string, Statement>;
  #seq: number;
  #closed = false;
  /**
   * Whether a config or a pending delivery may exist (set when one is written, never cleared): while none
   * does, push delivery learns at once that a task has no configs (configsOfNow), and a task that leaves
   * has none to drop — the common case, spared a query per published update and per evicted task.
   */
  #anyConfig: boolean;
  #anyPending: boolean;

  constructor(db: Database, writer: GroupCommit, maxConfigsPerTask: number, hold: HoldConfigs) {
    this.#writer = writer;
    this.#max = maxConfigsPerTask;
    this.#hold = hold;
    this.#seq = (db.prepare("SELECT coalesce(max(seq), 0) AS s FROM push_configs").get() as { s: number }).s;
    this.#anyConfig = this.#seq > 0;
    this.#anyPending = db.prepare("SELECT 1 FROM push_pending LIMIT 1").get() !== undefined;
    this.#s = {
      get: db.prepare("SELECT seq, protocol_version, config FROM push_configs WHERE tenant = ? AND owner = ? AND task_id = ? AND id = ?"),
      count: db.prepare("SELECT count(*) AS c FROM push_configs WHERE tenant = ? AND owner = ? AND task_id = ?"),
      put: db.prepare(
        "INSERT INTO push_configs (tenant, owner, task_id, id, seq, protocol_version, config) VALUES (?, ?, ?, ?, ?, ?, ?) " +
          "ON CONFLICT (tenant, owner, task_id, id) DO UPDATE SET seq = excluded.seq, protocol_version = excluded.protocol_version, config = excluded.config",
      ),
      page: db.prepare(
        "SELECT seq, protocol_version, config FROM push_configs WHERE tenant = ? AND owner = ? AND task_id = ? AND seq > ? ORDER BY seq LIMIT ?",
      ),
      delete: db.prepare("DELETE FROM push_configs WHERE tenant = ? AND owner = ? AND task_id = ? AND id = ?"),
      deletePending: db.prepare("DELETE FROM push_pending WHERE tenant = ? AND owner = ? AND task_id = ? AND config_id = ?"),
      deleteTask: db.prepare("DELETE FROM push_configs WHERE tenant = ? AND task_id = ?"),
      deleteTaskPending: db.prepare("DELETE FROM push_pending WHERE tenant = ? AND task_id = ?"),
      record: db.prepare("INSERT INTO push_pending (tenant, owner, task_id, config_id, version, idx, event) VALUES (?, ?, ?, ?, ?, ?, ?)"),
      pending: db.prepare("SELECT seq, tenant, owner, task_id, config_id, version, idx, event FROM push_pending ORDER BY version, idx, seq LIMIT ?"),
      settle: db.prepare("DELETE FROM push_pending WHERE seq = ?"),
    };
  }

  #open(): void {
    if (this.#closed) throw new Error("the SQLite push config store is closed");
  }

  async put(scope: Scope, config: StoredPushConfig): Promise<void> {
    this.#open();
    this.#anyConfig = true;
    const c = config.config;
    const taskId = String(c.taskId);
    const id = String(c.id);
    const text = JSON.stringify(c);
    return this.#writer.write(() => {
      const old = this.#s.get.get(scope.tenant, scope.owner, taskId, id) as ConfigRow | undefined;
      if (old === undefined) {
        const count = (this.#s.count.get(scope.tenant, scope.owner, taskId) as { c: number }).c;
        if (count >= this.#max) {
          throw quotaExceeded("push configs per task", `task ${shown(taskId)} has ${n(count)} push notification configs, this agent's maxConfigsPerTask`);
        }
      }
      this.#hold(scope, taskId, old === undefined ? 0 : rowBytes(old.config, old.protocol_version), rowBytes(text, config.protocolVersion));
      this.#s.put.run(scope.tenant, scope.owner, taskId, id, ++this.#seq, config.protocolVersion, text);
    });
  }

  async get(scope: Scope, taskId: string, id: string): Promise<StoredPushConfig | undefined> {
    this.#open();
    await this.#writer.synced();
    const r = this.#s.get.get(scope.tenant, scope.owner, taskId, id) as ConfigRow | undefined;
    return r === undefined ? undefined : stored(r);
  }

  async list(scope: Scope, taskId: string, page: ConfigPageRequest): Promise<ConfigListing> {
    this.#open();
    const { size, after } = configPage(page);
    await this.#writer.synced();
    const rows = this.#s.page.all(scope.tenant, scope.owner, taskId, after, size + 1) as ConfigRow[];
    const configs = rows.slice(0, size);
    return rows.length > size ? { configs: configs.map(stored), nextPageToken: String(configs[configs.length - 1]!.seq) } : { configs: configs.map(stored) };
  }

  async delete(scope: Scope, taskId: string, id: string): Promise<void> {
    this.#open();
    return this.#writer.write(() => {
      const old = this.#s.get.get(scope.tenant, scope.owner, taskId, id) as ConfigRow | undefined;
      if (old !== undefined) this.#hold(scope, taskId, rowBytes(old.config, old.protocol_version), 0);
      this.#s.delete.run(scope.tenant, scope.owner, taskId, id);
      this.#s.deletePending.run(scope.tenant, scope.owner, taskId, id);
    });
  }

  /** No configs, answered at once while the store has none; undefined: ask configsOf. */
  configsOfNow(_scope: Scope, _taskId: string): readonly StoredPushConfig[] | undefined {
    return this.#anyConfig ? undefined : [];
  }

  async configsOf(scope: Scope, taskId: string): Promise<readonly StoredPushConfig[]> {
    this.#open();
    await this.#writer.synced();
    return (this.#s.page.all(scope.tenant, scope.owner, taskId, 0, this.#max) as ConfigRow[]).map(stored);
  }

  async recordDeliveries(deliveries: readonly Omit<PendingDelivery, "id">[]): Promise<readonly PendingDelivery[]> {
    this.#open();
    const rows = deliveries.map((d) => [d.scope.tenant, d.scope.owner, d.taskId, d.configId, d.version, d.index, JSON.stringify(d.response)] as const);
    if (rows.length === 0) return [];
    this.#anyPending = true;
    return this.#writer.write(() => rows.map((r, i) => ({ ...deliveries[i]!, id: String(this.#s.record.run(...r).lastInsertRowid) })));
  }

  async pendingDeliveries(limit: number): Promise<readonly PendingDelivery[]> {
    this.#open();
    const max = Number.isSafeInteger(limit) && limit > 0 ? limit : 0;
    await this.#writer.synced();
    const rows = this.#s.pending.all(max) as {
      seq: number;
      tenant: string;
      owner: string;
      task_id: string;
      config_id: string;
      version: number;
      idx: number;
      event: string;
    }[];
    return rows.map((r) => ({
      id: String(r.seq),
      scope: { tenant: r.tenant, owner: r.owner },
      taskId: r.task_id,
      configId: r.config_id,
      version: r.version,
      index: r.idx,
      response: JSON.parse(r.event),
    }));
  }

  async settleDelivery(id: string): Promise<void> {
    this.#open();
    if (typeof id !== "string" || !TOKEN.test(id)) return;
    const seq = Number(id);
    return this.#writer.write(() => {
      this.#s.settle.run(seq);
    });
  }

  /** The task left the store (evicted, expired): its configs and pending deliveries leave with it, in the same transaction. */
  dropTasks(tenant: string, ids: readonly string[]): void {
    if (!this.#anyConfig && !this.#anyPending) return;
    for (const id of ids) {
      this.#s.deleteTask.run(tenant, id);
      this.#s.deleteTaskPending.run(tenant, id);
    }
  }

  async close(): Promise<void> {
    this.#closed = true;
  }
}
