// The request id every answer carries (X-Request-Id: the caller's when kept, else one made here) and the
// request the bindings read, which carries it to the call path (its CallSource) and hears whether the
// request reached it (else the edge records it: telemetry/edge.ts).

import { keptRequestId, requestIdHeader } from "@a2a-bindgen/kit";
import type { IdentifiedRequest, ServerAnswer, ServerRequest } from "./answer.js";
import { onAbort } from "./gone.js";
import { requestId } from "./report.js";

/** The request id header, as header names arrive (lowercased). */
export const requestIdName = requestIdHeader.toLowerCase();

/** The request id of a request: the caller's X-Request-Id when kept (1–128 visible ASCII characters), else a fresh one. */
export function requestIdOf(headers: Readonly<Record<string, string>>): string {
  return (Object.hasOwn(headers, requestIdName) ? keptRequestId(headers[requestIdName]) : undefined) ?? requestId();
}

/** `answer` with the request id header (the answers are made per request: their headers are their own). */
export function identified<A extends ServerAnswer>(answer: A, requestId: string): A {
  if (Object.isFrozen(answer.headers)) return { ...answer, headers: { ...answer.headers, [requestIdName]: requestId } };
  answer.headers[requestIdName] = requestId;
  return answer;
}

/**
 * The request the bindings read: the adapter's, with the request id the core chose (the CallSource's). A
 * class, so that making one per request is a plain allocation; what an adapter makes on first use (the
 * signal, the certificate) is still read only when asked for.
 */
export class Identified implements IdentifiedRequest {
  readonly method: string;
  readonly path: string;
  readonly headers: Readonly<Record<string, string>>;
  readonly body: Uint8Array;
  constructor(
    private readonly req: ServerRequest,
    readonly requestId: string,
  ) {
    this.method = req.method;
    this.path = req.path;
    this.headers = req.headers;
    this.body = req.body;
  }
  get signal(): AbortSignal | undefined {
    return this.req.signal;
  }
  onGone(listener: () => void): () => void {
    if (this.req.onGone !== undefined) return this.req.onGone(listener);
    return this.req.signal === undefined ? () => {} : onAbort(this.req.signal, listener);
  }
  get clientCertificate(): ServerRequest["clientCertificate"] {
    return this.req.clientCertificate;
  }
  get repeatedHeaders(): ReadonlySet<string> | undefined {
    return this.req.repeatedHeaders;
  }
  /** Whether the request reached the call path (runCall tells it): else it is the edge's to record. */
  reached = false;
  called(): void {
    this.reached = true;
  }
}
