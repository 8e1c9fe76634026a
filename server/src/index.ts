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
export { createA2AServer } from "./core.js";
export type { A2AServer, CorsOptions, ServerOptions } from "./core.js";
export { isJsonMediaType } from "./media.js";
export { signCard } from "./signature.js";
export type { CardSigner } from "./signature.js";
export { stderrReporter } from "./report.js";
export type { ErrorContext, ErrorReporter } from "./report.js";
export { InvalidAnswerError } from "./validate.js";

// tasks: the in-memory task store, push configs and delivery, and the echo agent built on them.
export { createEchoAgent } from "./echo.js";
export type { EchoAgent, EchoAgentOptions } from "./echo.js";
export { PushConfigStore, PushDelivery, PushDeliveryError, privateNetworkKinds, pushHeaders, versionedPushEncoder } from "./push/index.js";
export type { LookupAddress, PushConfigStoreOptions, PushDeliveryOptions, PushFailure, PushLookup, StoredConfig } from "./push/index.js";
export { EventQueue, isInterrupted, isTerminal, TaskStore } from "./store/index.js";
export type { TaskEvent, TaskInit, TaskStoreOptions } from "./store/index.js";
// end tasks
