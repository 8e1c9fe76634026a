// The in-memory push-config store of the contract (contract.ts PushConfigStore): push notification
// configs per task (spec §3.1.7–§3.1.10), and the deliveries still to make. The runtime has checked each
// config before (push/configs.ts validatePushConfig). Configs leave with their task when the task store
// evicts it ("persist until task completion or explicit deletion", §3.1.7).

import type { PendingDelivery, PushConfigStore, Scope, StoredPushConfig } from "./contract.js";
import { type ConfigListing, type ConfigPageRequest, configPage } from "./config-page.js";
import { invalidParams, quotaExceeded, shown } from "./errors.js";

/** The bounds of the in-memory config store; every field optional. */
export interface PushConfigStoreOptions {
  /** Configs per task (default 10); past it a create is QuotaExceededError. */
  readonly maxConfigsPerTask?: number | undefined;
  /** Deliveries kept pending at once, all tasks together (default 100,000); past it the oldest is dropped. */
  readonly maxPending?: number | undefined;
}

/**
 * How configs count against their task's bytes (createMemoryStores: the task store's bounds). `hold`
 * throws to refuse a config (QuotaExceededError, TaskNotFoundError), before anything changed.
 */
export interface ConfigBytes {
  hold(scope: Scope, taskId: string, configId: string, stored: StoredPushConfig): void;
  release(scope: Scope, taskId: string, configId: string): void;
}

/** A config with its place in the list order. */
interface Entry {
  readonly stored: StoredPushConfig;
  readonly seq: number;
}

/** Scope and task as one map key (each part led by its length: any character may appear in them). */
const taskKey = (scope: Scope, taskId: string) => `${scope.tenant.length}:${scope.tenant}${scope.owner.length}:${scope.owner}${taskId}`;

/** Push configs by scope, task and config id, and pending deliveries, in memory. */
export class MemoryPushConfigStore implements PushConfigStore {
  readonly #byTask = new Map<string, Map<string, Entry>>();
  /** Pending deliveries by id, in the order recorded (a Map keeps insertion order). */
  readonly #pending = new Map<string, PendingDelivery>();
  readonly #max: number;
  readonly #maxPending: number;
  readonly #bytes: ConfigBytes | undefined;
  #seq = 0;
  #ids = 0;

  constructor(options: PushConfigStoreOptions = {}, bytes?: ConfigBytes) {
    const max = options.maxConfigsPerTask ?? 10;
    if (!Number.isSafeInteger(max) || max < 1) throw new RangeError(`PushConfigStore: maxConfigsPerTask must be a positive integer, got ${max}`);
    const maxPending = options.maxPending ?? 100_000;
    if (!Number.isSafeInteger(maxPending) || maxPending < 1) throw new RangeError(`PushConfigStore: maxPending must be a positive integer, got ${maxPending}`);
    this.#max = max;
    this.#maxPending = maxPending;
    this.#bytes = bytes;
  }

  async put(scope: Scope, stored: StoredPushConfig): Promise<void> {
    const taskId = stored.config.taskId ?? "";
    const id = stored.config.id ?? "";
    if (id === "") throw invalidParams("id", "required: the store keeps configs by id");
    const key = taskKey(scope, taskId);
    let configs = this.#byTask.get(key);
    if (!configs?.has(id) && (configs?.size ?? 0) >= this.#max) {
      throw quotaExceeded("push configs per task", `task ${shown(taskId)} has ${this.#max} push notification configs, this agent's maxConfigsPerTask`);
    }
    const kept: StoredPushConfig = { config: { ...stored.config }, protocolVersion: stored.protocolVersion };
    this.#bytes?.hold(scope, taskId, id, kept);
    if (configs === undefined) {
      configs = new Map();
      this.#byTask.set(key, configs);
    }
    configs.delete(id); // a replaced config moves to the end of the list order
    configs.set(id, { stored: kept, seq: ++this.#seq });
  }

  async get(scope: Scope, taskId: string, id: string): Promise<StoredPushConfig | undefined> {
    return this.#byTask.get(taskKey(scope, taskId))?.get(id)?.stored;
  }

  async list(scope: Scope, taskId: string, page: ConfigPageRequest): Promise<ConfigListing> {
    const { size, after } = configPage(page);
    const rest = [...(this.#byTask.get(taskKey(scope, taskId))?.values() ?? [])].filter((c) => c.seq > after).sort((a, b) => a.seq - b.seq);
    const chosen = rest.slice(0, size);
    const configs = chosen.map((c) => c.stored);
    return rest.length > chosen.length ? { configs, nextPageToken: String(chosen[chosen.length - 1]!.seq) } : { configs };
  }

  async delete(scope: Scope, taskId: string, id: string): Promise<void> {
    const key = taskKey(scope, taskId);
    const configs = this.#byTask.get(key);
    if (configs?.delete(id) === true) this.#bytes?.release(scope, taskId, id);
    if (configs?.size === 0) this.#byTask.delete(key);
    for (const [pid, d] of this.#pending) if (d.configId === id && d.taskId === taskId && sameScope(d.scope, scope)) this.#pending.delete(pid);
  }

  async configsOf(scope: Scope, taskId: string): Promise<readonly StoredPushConfig[]> {
    return this.configsOfNow(scope, taskId);
  }

  /** configsOf, answered at once. */
  configsOfNow(scope: Scope, taskId: string): readonly StoredPushConfig[] {
    const configs = this.#byTask.get(taskKey(scope, taskId));
    return configs === undefined ? [] : [...configs.values()].map((c) => c.stored);
  }

  async recordDeliveries(deliveries: readonly Omit<PendingDelivery, "id">[]): Promise<readonly PendingDelivery[]> {
    const recorded: PendingDelivery[] = [];
    for (const d of deliveries) {
      const p: PendingDelivery = { ...d, id: String(++this.#ids) };
      this.#pending.set(p.id, p);
      recorded.push(p);
    }
    // Bounded: past maxPending the oldest leave (memory keeps nothing across a restart anyway).
    for (const id of this.#pending.keys()) {
      if (this.#pending.size <= this.#maxPending) break;
      this.#pending.delete(id);
    }
    return recorded;
  }

  async pendingDeliveries(limit: number): Promise<readonly PendingDelivery[]> {
    const out: PendingDelivery[] = [];
    for (const d of this.#pending.values()) {
      if (out.length >= limit) break;
      out.push(d);
    }
    return out;
  }

  async settleDelivery(id: string): Promise<void> {
    this.#pending.delete(id);
  }

  /** The task left the task store: its configs and pending deliveries leave too. */
  dropTask(scope: Scope, taskId: string): void {
    this.#byTask.delete(taskKey(scope, taskId));
    for (const [pid, d] of this.#pending) if (d.taskId === taskId && sameScope(d.scope, scope)) this.#pending.delete(pid);
  }

  async close(): Promise<void> {}
}

function sameScope(a: Scope, b: Scope): boolean {
  return a.tenant === b.tenant && a.owner === b.owner;
}
