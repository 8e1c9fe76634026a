// The task runtime: createTaskAgent over the stores, the executor contract, the operations it serves.

export { createTaskAgent, scopeOf } from "./agent.js";
export type { TaskAgent, TaskAgentOptions, TaskPushOptions } from "./agent.js";
export { StaleEventError } from "./execution.js";
export type { ExecutionContext, Executor, TaskEvents } from "./execution.js";
