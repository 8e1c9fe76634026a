// Interceptors: hooks around every call of the one call path (./pipeline.ts), on every binding and version,
// unary and streaming. `before` runs in array order once the request is built and before anything is sent
// (it may add headers, gRPC metadata there); `after` runs in reverse order when the call ends (a stream: when
// it ends, fails, or the consumer stops reading), `event` at each stream event. A throw in `before` fails the
// call with that error, nothing sent; a throw in `after` or `event` is ignored: it never changes the outcome.

import { serviceParameters } from "@a2a-bindgen/a2a/protocol";
import type { Binding, OperationName } from "@a2a-bindgen/kit";

/** One call as interceptors see it. The call path fills `status`, `requestId` and `events` as the answer comes. */
export interface CallInfo {
  /** The v1.0 operation ("SendMessage"). */
  readonly operation: OperationName;
  readonly binding: Binding;
  /** The protocol version on the wire (Major.Minor). */
  readonly protocolVersion: string;
  /** The interface's url (the card's). */
  readonly url: string;
  /**
   * The method on the wire: the JSON-RPC method ("SendMessage", v0.3 "message/send"), the gRPC method
   * ("package.Service/Method", from the generated gRPC table) or the HTTP method of the operation's route ("POST").
   */
  readonly method: string;
  readonly streaming: boolean;
  /**
   * Headers (gRPC: metadata) to add to the request: set them in `before`. They never replace a header the call
   * has otherwise (the call's and the connection's headers, the credentials presented), and the protocol's own
   * names are dropped: A2A's service parameters of every version (A2A-Version, A2A-Extensions,
   * X-A2A-Extensions), Content-Type, Accept, and on gRPC te, user-agent and grpc-*.
   */
  readonly headers: Record<string, string>;
  /** performance.now() when the call started (before the first interceptor). */
  readonly startTime: number;
  /** The request id: the caller's (CallOptions.requestId) until an answer came, then the answer's X-Request-Id. */
  readonly requestId: string | undefined;
  /** The answer's HTTP status (gRPC: its status code, 0 for OK), once an answer came. */
  readonly status: number | undefined;
  /** Stream events received so far. */
  readonly events: number;
}

/** How a call ended: its result (a stream's: none), or its error (an A2AError, a TransportError, or what an interceptor threw). */
export type CallOutcome =
  | { readonly ok: true; readonly result?: unknown /** a stream the consumer stopped reading before its end */; readonly stopped?: boolean }
  | { readonly ok: false; readonly error: Error };

/** Hooks around every call: logging, metrics, tracing, headers. Every member optional. */
export interface Interceptor {
  /** Before anything is sent; may add `call.headers`. A throw (or rejection) fails the call with it. */
  before?(call: CallInfo): void | Promise<void>;
  /** Each event of a stream, as the caller receives it (v1.0 StreamResponse). A throw is ignored. */
  event?(call: CallInfo, event: unknown): void;
  /** Once the call has ended; for a stream, when it ends, fails, or the consumer stops. A throw is ignored. */
  after?(call: CallInfo, outcome: CallOutcome): void;
}

/** The interceptors of an option, checked: a list of objects whose hooks are functions (a TypeError naming the entry otherwise). */
export function readInterceptors(value: unknown, where: string): readonly Interceptor[] {
  if (value === undefined) return [];
  if (!Array.isArray(value)) throw new TypeError(`${where}: give a list of interceptors ({ before?, event?, after? })`);
  return value.map((i: unknown, at) => {
    if (i === null || typeof i !== "object") throw new TypeError(`${where}[${at}]: an interceptor is an object { before?, event?, after? }`);
    for (const hook of ["before", "event", "after"] as const) {
      const f = (i as Record<string, unknown>)[hook];
      if (f !== undefined && typeof f !== "function") throw new TypeError(`${where}[${at}].${hook} must be a function`);
    }
    return i as Interceptor;
  });
}

/** A call's info as the call path keeps it (the fields interceptors read only). */
export type MutableCallInfo = { -readonly [K in keyof CallInfo]: CallInfo[K] };

/** Lowercase names an interceptor's header never sets: the protocol's own. */
const reserved: ReadonlySet<string> = (() => {
  const names = new Set(["content-type", "accept", serviceParameters.version.headers.toLowerCase(), serviceParameters.extensions.headers.toLowerCase()]);
  const byVersion = serviceParameters.extensions.byVersion as Readonly<Record<string, { send: readonly { headers: string }[] }>>;
  for (const v of Object.values(byVersion)) for (const s of v.send) names.add(s.headers.toLowerCase());
  // gRPC's own metadata (the gRPC over HTTP/2 protocol), which connect sets.
  for (const n of ["te", "user-agent"]) names.add(n);
  return names;
})();

// RFC 9110 §5.1 (a token) and §5.5 (a field value: no CR, LF or NUL).
const tokenPattern = /^[!#$%&'*+\-.^_`|~0-9A-Za-z]+$/;
const badValue = /[\r\n\0]/;

/**
 * The headers interceptors added, ready for the binding: the protocol's names dropped, each name and value
 * checked (a TypeError naming the header: the call fails, nothing sent).
 */
export function addedHeaders(headers: Record<string, string>): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [name, value] of Object.entries(headers)) {
    const lower = name.toLowerCase();
    if (!tokenPattern.test(name)) throw new TypeError(`an interceptor's header ${JSON.stringify(name.slice(0, 40))} is not a header name`);
    if (typeof value !== "string" || badValue.test(value)) throw new TypeError(`an interceptor's header ${name}: the value is not a header value`);
    if (reserved.has(lower) || lower.startsWith("grpc-")) continue;
    out[lower] = value;
  }
  return out;
}

/** Runs `before` in order; the interceptors whose `before` completed, for `after` (a throw is rethrown with them). */
export async function runBefore(interceptors: readonly Interceptor[], call: CallInfo, ran: Interceptor[]): Promise<void> {
  for (const i of interceptors) {
    if (i.before !== undefined) await i.before(call);
    ran.push(i);
  }
}

/** Runs `event` of each interceptor; a throw is ignored. */
export function runEvent(interceptors: readonly Interceptor[], call: CallInfo, event: unknown): void {
  for (const i of interceptors) {
    if (i.event === undefined) continue;
    try {
      i.event(call, event);
    } catch {
      // An observer's failure never changes the call.
    }
  }
}

/** Runs `after` in reverse order; a throw is ignored. */
export function runAfter(ran: readonly Interceptor[], call: CallInfo, outcome: CallOutcome): void {
  for (let at = ran.length - 1; at >= 0; at--) {
    const f = ran[at].after;
    if (f === undefined) continue;
    try {
      f.call(ran[at], call, outcome);
    } catch {
      // An observer's failure never changes the call.
    }
  }
}
