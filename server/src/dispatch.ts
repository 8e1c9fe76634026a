// The card's capability checks (the kit's disablingCapability, from the rules file) and the handler lookup:
// the call path (call/run.ts) runs them in its order; dispatchUnary and dispatchStream run both, for
// calls made by hand. Errors are thrown as A2AErrors of the v1.0 table for the binding to encode.

import type { types } from "@a2a-bindgen/a2a/v1_0";
import { errorTable } from "@a2a-bindgen/a2a/v1_0/errors";
import { a2aError, disablingCapability, type StreamingOperationName, type UnaryOperationName } from "@a2a-bindgen/kit";
import type { Agent, CallContext, OperationName, RequestOf, ResponseOf } from "./agent.js";

/** The error an agent without a handler answers: the operation exists in the protocol, not in this agent. */
const noHandler = "UnsupportedOperationError";

/** Throws the A2AError the card's capabilities give `operation`, if any (a capability not true disables its operations). */
export function checkCapabilities(card: types.AgentCard, operation: OperationName): void {
  const c = disablingCapability(card, operation, errorTable.protocolVersion);
  if (c !== null) throw a2aError(errorTable, c.error);
}

/** The agent's handler of `operation`; throws UnsupportedOperationError when it has none. */
export function handlerOf(agent: Agent, operation: OperationName): unknown {
  const h = Object.hasOwn(agent, operation) ? agent[operation] : undefined;
  if (typeof h !== "function") throw a2aError(errorTable, noHandler, { message: `this agent does not implement ${operation}` });
  return h;
}

/** Checks the card, then runs the unary handler of `operation`. */
export async function dispatchUnary<K extends UnaryOperationName>(
  agent: Agent,
  card: types.AgentCard,
  operation: K,
  request: RequestOf<K>,
  context: CallContext,
): Promise<ResponseOf<K>> {
  checkCapabilities(card, operation);
  const h = handlerOf(agent, operation) as (r: RequestOf<K>, c: CallContext) => Promise<ResponseOf<K>> | ResponseOf<K>;
  return await h.call(agent, request, context);
}

/** Checks the card, then starts the streaming handler of `operation` (checks throw before the first item). */
export function dispatchStream<K extends StreamingOperationName>(
  agent: Agent,
  card: types.AgentCard,
  operation: K,
  request: RequestOf<K>,
  context: CallContext,
): AsyncIterable<ResponseOf<K>> {
  checkCapabilities(card, operation);
  const h = handlerOf(agent, operation) as (r: RequestOf<K>, c: CallContext) => AsyncIterable<ResponseOf<K>>;
  return h.call(agent, request, context);
}
