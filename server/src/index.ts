// @a2a-bindgen/server: the reference A2A server, built only from the generated tables and the kit.

export type { Agent, Binding, CallContext, Handler, IsStreaming, OperationName, RequestOf, ResponseOf } from "./agent.js";
export { checkCapabilities, dispatchStream, dispatchUnary } from "./dispatch.js";
export type { BodyAnswer, ServerAnswer, ServerRequest, StreamAnswer } from "./answer.js";
export { CardError, filledCard, servedCard } from "./card.js";
export { createA2AServer } from "./core.js";
export type { A2AServer, ServerOptions } from "./core.js";
