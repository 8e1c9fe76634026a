// @a2a-bindgen/server/store: the store contract, for store authors (store-sqlite imports this entry, not
// the whole server): its types, the A2A errors and the bounds every store answers with, the pure change
// semantics every store persists (change.ts), the in-process event bus, and the in-memory stores.
// The conformance kit stays at @a2a-bindgen/server/testing.

export { MemoryEventBus } from "./bus.js";
export type { EventBusOptions } from "./bus.js";
export { applyChanges, newTask, ofTask } from "./change.js";
export type { AppliedChanges, ChangeBounds, ChangeStep } from "./change.js";
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
  UpdateOrigin,
} from "./contract.js";
export { configPage, configPageMax } from "./config-page.js";
export type { ConfigListing, ConfigPage, ConfigPageRequest } from "./config-page.js";
export { checkTaskBytes, historyLengthOf, listPage, listQuery, roomRefused, roomToMake, trimHistory } from "./durable.js";
export type { Holding, ListQuery, UpdateOptions } from "./durable.js";
export { fail, invalidParams, quotaExceeded, quotaOf, shown, taskNotFound, thousands } from "./errors.js";
export { defaults, limitsOf } from "./limits.js";
export { durableDefaults, type StoreDefaults } from "./limits.js";
export { utf8Bytes } from "./size.js";
export type { Limits, TaskStoreOptions } from "./limits.js";
export { createMemoryStores } from "./memory.js";
export type { MemoryStores, MemoryStoresOptions } from "./memory.js";
export { MemoryPushConfigStore } from "./push-configs.js";
export type { ConfigBytes, PushConfigStoreOptions } from "./push-configs.js";
export { EventQueue } from "./queue.js";
export { failOnRestart, RESTARTED } from "./restart.js";
export type { RecoverHook } from "./restart.js";
export { uuidv7 } from "./ids.js";
export { isInterrupted, isTerminal } from "./states.js";
export { MemoryTaskStore } from "./task-store.js";
export { tracerOf } from "../telemetry/instruments.js";
// The telemetry attribute keys (kit's table), for a store's own spans: store-sqlite does not depend on kit.
export { attributes as telemetryAttributes, spanNames as telemetrySpanNames } from "@a2a-bindgen/kit";
export type { TelemetryOptions } from "../telemetry/instruments.js";
