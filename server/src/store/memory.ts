// The in-memory stores of the contract, wired together: a task store, a push-config store whose configs
// count in their task's bytes (against the task store's byte bounds) and leave with their task, and an
// in-process event bus bounded by the task store's stream options.
// Nothing survives the process (durable: false): for tests, examples and deployments that want nothing
// on disk.

import { MemoryPushConfigStore, type PushConfigStoreOptions } from "./push-configs.js";
import { MemoryEventBus } from "./bus.js";
import type { Stores } from "./contract.js";
import type { TaskStoreOptions } from "./limits.js";
import { MemoryTaskStore } from "./task-store.js";

/** The options of the in-memory stores: the task store's bounds (streams included) and the push configs'. */
export interface MemoryStoresOptions extends TaskStoreOptions {
  readonly push?: PushConfigStoreOptions | undefined;
}

/** The in-memory stores, with their concrete types (a test may reach `tasks.size`). */
export interface MemoryStores extends Stores {
  readonly tasks: MemoryTaskStore;
  readonly pushConfigs: MemoryPushConfigStore;
  readonly bus: MemoryEventBus;
}

/** Creates the in-memory stores. A RangeError names a bad option. */
export function createMemoryStores(options: MemoryStoresOptions = {}): MemoryStores {
  const tasks = new MemoryTaskStore(options);
  const pushConfigs = new MemoryPushConfigStore(options.push, {
    hold: (scope, taskId, configId, stored) => tasks.holdConfigNow(scope, taskId, configId, stored),
    release: (scope, taskId, configId) => tasks.releaseConfigNow(scope, taskId, configId),
  });
  const limits = tasks.limits;
  const bus = new MemoryEventBus({ maxSubscribers: limits.maxSubscribers, maxQueued: limits.maxQueued, tenantQuota: { streams: limits.quota.streams } });
  tasks.onEvict((scope, taskId) => pushConfigs.dropTask(scope, taskId));
  let closed: Promise<void> | undefined;
  return {
    tasks,
    pushConfigs,
    bus,
    durable: false,
    close() {
      closed ??= Promise.all([bus.close(), pushConfigs.close(), tasks.close()]).then(() => {});
      return closed;
    },
  };
}
