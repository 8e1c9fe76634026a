// What a gRPC call fails with besides an A2A error: the network, the deadline, a status that is not an
// A2A error, an answer that does not decode, or a request the interface's version cannot carry. The shape
// is the HTTP transports' TransportError (failure, url, seen), so a caller tells them apart the same way.

/** Why a call failed without an A2A error. */
export type GrpcFailure = "network" | "timeout" | "status" | "body" | "stream" | "ambiguous" | "request";

/** A failure that is not an A2A error: names the interface url, the failure and what was seen. */
export class TransportError extends Error {
  readonly failure: GrpcFailure;
  readonly url: string;
  /** The gRPC status code, when a status came. */
  readonly status: number | undefined;
  /** What was seen, briefly. */
  readonly seen: string;

  constructor(failure: GrpcFailure, url: string, seen: string, options: { status?: number; cause?: unknown } = {}) {
    const status = options.status === undefined ? "" : ` (gRPC status ${options.status})`;
    super(`${failure} failure at ${url}${status}: ${seen}`, options.cause === undefined ? undefined : { cause: options.cause });
    this.name = "TransportError";
    this.failure = failure;
    this.url = url;
    this.status = options.status;
    this.seen = seen;
  }
}
