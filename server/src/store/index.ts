// The store contract and the in-memory stores: tasks per tenant and owner, ListTasks paging, push configs
// and pending deliveries, the event bus.

export { MemoryEventBus } from "./bus.js";
export type { EventBusOptions } from "./bus.js";
export { TaskVersionConflict } from "./contract.js";
export type {
  EventBus,
  PendingDelivery,
  PushConfigStore,
  Scope,
  StoredPushConfig,
  StoredTask,
  Stores,
  TaskChange,
  TaskCommit,
  WriteOptions,
  TaskInit,
  TaskStore,
  TaskSubscription,
  TaskUpdate,
} from "./contract.js";
export { createMemoryStores } from "./memory.js";
export type { MemoryStores, MemoryStoresOptions } from "./memory.js";
export { EventQueue } from "./queue.js";
export { isInterrupted, isTerminal } from "./states.js";
export { MemoryTaskStore } from "./task-store.js";
export type { TaskStoreOptions } from "./task-store.js";
