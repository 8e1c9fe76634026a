// @a2a-bindgen/server: the reference A2A server, built only from the generated tables and the kit.

export type { Agent, Binding, CallContext, Handler, IsStreaming, OperationName, RequestOf, ResponseOf } from "./agent.js";
export { checkCapabilities, dispatchStream, dispatchUnary } from "./dispatch.js";
export { cardSecurity, checkSkillSecurity, jwtVerifier, readCredential } from "./auth/index.js";
export type {
  AuthOptions,
  CallPrincipal,
  CardSecurity,
  ClientCertificate,
  Credential,
  CredentialSource,
  DeclaredScheme,
  JwtVerifierOptions,
  Principal,
  RequirementEntry,
  SchemeKind,
  Verifier,
  VerifyContext,
} from "./auth/index.js";
export type { BodyAnswer, ServerAnswer, ServerRequest, StreamAnswer } from "./answer.js";
export { CardError, filledCard, servedCard } from "./card.js";
export type { AgentCardInit } from "./card.js";
export { createA2AServer } from "./core.js";
export type { A2AServer, CorsOptions, ServerOptions } from "./core.js";
export type { HealthOptions, HealthPaths, ReadinessOptions, ReadyCheck } from "./health.js";
export type { OpenApiOptions, OpenApiPaths } from "./openapi/option.js";
export type { TelemetryOptions } from "./telemetry/instruments.js";
export { isJsonMediaType } from "./media.js";
export { signCard } from "./signature.js";
export type { CardSigner } from "./signature.js";
export { jsonLineAccessLog, jsonLineReporter, pinoReporter, stderrReporter } from "./report.js";
export type { AccessEntry, AccessLogger, ErrorContext, ErrorReporter, LineWriter, PinoLike } from "./report.js";
export { InvalidAnswerError } from "./validate.js";

// tasks: the task runtime, the store contract, the in-memory stores, push configs and delivery, and the
// echo agent built on them.
export { createTaskAgent, StaleEventError, scopeOf } from "./tasks/index.js";
export type { ExecutionContext, Executor, TaskAgent, TaskAgentOptions, TaskEvents, TaskPushOptions } from "./tasks/index.js";
export { createEchoAgent } from "./echo.js";
export type { EchoAgent, EchoAgentOptions } from "./echo.js";
export {
  MemoryPushConfigStore,
  PushDelivery,
  PushDeliveryError,
  privateNetworkKinds,
  pushHeaders,
  validatePushConfig,
  versionedPushEncoder,
} from "./push/index.js";
export type {
  LookupAddress,
  PushConfigPolicy,
  PushConfigStoreOptions,
  PushDeliveryOptions,
  PushFailure,
  PushLookup,
  StoredConfig,
} from "./push/index.js";
export { createMemoryStores, EventQueue, isInterrupted, isTerminal, MemoryEventBus, MemoryTaskStore, TaskVersionConflict } from "./store/index.js";
export type {
  EventBus,
  EventBusOptions,
  MemoryStores,
  MemoryStoresOptions,
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
  TaskStoreOptions,
  TaskSubscription,
  TaskUpdate,
} from "./store/index.js";
// end tasks
/** The v1.0 message types (types.Message, types.Task, types.Role, …): what an agent builds apart from a call is typed by them. */
export type { types } from "@a2a-bindgen/a2a/v1_0";
