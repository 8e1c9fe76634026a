// @a2a-bindgen/server: the reference A2A server, built only from the generated tables and the kit.

export type { Agent, Binding, CallContext, Handler, IsStreaming, OperationName, RequestOf, ResponseOf } from "./agent.js";
export { checkCapabilities, dispatchStream, dispatchUnary } from "./dispatch.js";
