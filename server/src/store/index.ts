// The in-memory task store: tasks per tenant, ListTasks paging, streams of updates.

export { EventQueue } from "./queue.js";
export { isInterrupted, isTerminal } from "./states.js";
export { TaskStore } from "./task-store.js";
export type { TaskEvent, TaskInit, TaskStoreOptions } from "./task-store.js";
