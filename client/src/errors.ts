// What a call can fail with besides an A2A error: the network, the deadline, an answer that is not A2A's
// (an HTML 404, a body that does not decode), or a request the interface's version cannot carry. Each
// names the url and what was seen, so that a person can tell a wrong url from a refusing agent.

import { A2AError, type DecodeResult } from "@a2a-bindgen/kit";
import { type Challenge, parseChallenges } from "./auth/challenge.js";

/** Why a call failed without an A2A error. */
export type TransportFailure =
  /** fetch threw: connection refused, reset, DNS… */
  | "network"
  /** the per-request timeout passed, or the caller aborted */
  | "timeout"
  /**
   * an answer that is not an A2A error and not a success (an HTML 404, a 502 from a proxy, an error answer
   * over its bound), or a redirect not followed (a loop past 20, another scheme, an address the policy refuses)
   */
  | "status"
  /** a success whose body does not decode (not JSON, not the operation's response) or is over maxResponseBytes */
  | "body"
  /**
   * a stream event that is neither a response nor an error, or is over maxEventSize; or a stream that ended
   * before its task was final or interrupted (a StreamCutError)
   */
  | "stream"
  /** an error answer that stands for several A2A errors (the candidates are named) */
  | "ambiguous"
  /** nothing was sent: the request cannot be built for this interface (its version lacks the operation, a field does not fit the route) */
  | "request"
  /** the card cannot be read (or is over maxCardBytes), or the interface chosen is on an address the policy refuses */
  | "card"
  /**
   * the agent refused the caller's authentication: HTTP 401 or 403, or 400 with a challenge (a credential it
   * could not read, RFC 6750 §3.1) (JSON-RPC, HTTP+JSON, the card), gRPC
   * UNAUTHENTICATED or PERMISSION_DENIED; `challenges` holds the parsed WWW-Authenticate. Also a credential
   * that could not be presented (its provider failed, a value a header cannot carry): nothing was sent then.
   */
  | "auth"
  /** the card's signatures do not verify against the keys given in cardKeys (each signature named with why) */
  | "signature";

/** Longest excerpt of an answer quoted in a message. */
const excerptLength = 200;

/** The start of a text for a message, on one line. */
export function excerpt(text: string): string {
  const one = text.replace(/\s+/g, " ").trim();
  return one.length > excerptLength ? `${one.slice(0, excerptLength)}…` : one;
}

/** A failure that is not an A2A error: names the url, the failure and what was seen. */
export class TransportError extends Error {
  readonly failure: TransportFailure;
  readonly url: string;
  /** The HTTP status (the gRPC status code on gRPC), when an answer came. */
  readonly status: number | undefined;
  /** What was seen, briefly (a body excerpt, a content type, a decoder's reason). */
  readonly seen: string;
  /** An `auth` failure's WWW-Authenticate challenges, parsed (RFC 9110 §11.6.1); empty otherwise, or when the answer had none. */
  readonly challenges: readonly Challenge[];
  /**
   * The request id of the answer (its X-Request-Id header, gRPC metadata), when an answer came and carried
   * one: the id the server's error report and access log name. Not an own property otherwise.
   */
  declare readonly requestId: string | undefined;

  constructor(
    failure: TransportFailure,
    url: string,
    seen: string,
    options: {
      status?: number | undefined;
      cause?: unknown;
      grpc?: boolean | undefined;
      challenges?: readonly Challenge[] | undefined;
      requestId?: string | undefined;
    } = {},
  ) {
    const status = options.status === undefined ? "" : options.grpc === true ? ` (gRPC status ${options.status})` : ` (HTTP ${options.status})`;
    super(`${failure} failure at ${url}${status}: ${seen}`, options.cause === undefined ? undefined : { cause: options.cause });
    this.name = "TransportError";
    this.failure = failure;
    this.url = url;
    this.status = options.status;
    this.seen = seen;
    this.challenges = options.challenges ?? [];
    if (options.requestId !== undefined) this.requestId = options.requestId;
  }
}

/**
 * Gives an A2AError or a TransportError the request id of the answer it came from, unless it has one; the
 * error itself. (An error is made by the binding's decoder, before the call path knows the answer's id.)
 */
export function withRequestId<E>(e: E, requestId: string | undefined): E {
  if (requestId !== undefined && (e instanceof A2AError || e instanceof TransportError) && e.requestId === undefined) {
    (e as { requestId?: string | undefined }).requestId = requestId;
  }
  return e;
}

/**
 * Whether an HTTP answer is an `auth` failure: 401 Unauthorized and 403 Forbidden (RFC 9110 §15.5.2, §15.5.4),
 * and a 400 that carries a challenge, which is how a bearer credential the server could not read is refused
 * (RFC 6750 §3.1 invalid_request); a 400 without one is the request's own fault.
 */
export function isAuthStatus(status: number, challenge?: string | null): boolean {
  return status === 401 || status === 403 || (status === 400 && typeof challenge === "string" && challenge.trim() !== "");
}

/** The header that carries a challenge (RFC 9110 §11.6.1); generic HTTP, not A2A's. */
export const challengeHeader = "www-authenticate";

/**
 * The `auth` failure of a refused answer: the status, the challenges parsed from `challenge` (the
 * WWW-Authenticate value, or gRPC metadata of that name), what could not be parsed, and a body excerpt;
 * `cause` the A2A error the body decoded to, if any (a server's decided UnauthenticatedError, say).
 */
export function authFailure(
  url: string,
  status: number,
  challenge: string | null,
  body: string,
  grpc?: { readonly unauthenticated: boolean },
  cause?: unknown,
): TransportError {
  const parsed = parseChallenges(challenge);
  const schemes = parsed.challenges.map((c) => c.scheme).join(", ");
  const what =
    grpc !== undefined
      ? grpc.unauthenticated
        ? "not authenticated"
        : "not permitted"
      : status === 403
        ? "not permitted"
        : status === 400
          ? "not authenticated: the credentials sent could not be read (malformed or repeated)"
          : "not authenticated";
  const parts = [`${what}${schemes === "" ? " (no challenge)" : `; challenges: ${excerpt(schemes)}`}`];
  if (parsed.problems.length > 0) parts.push(`unreadable challenge: ${excerpt(parsed.problems.join("; "))}`);
  if (body.trim() !== "") parts.push(excerpt(body));
  return new TransportError("auth", url, parts.join("; "), { status, grpc: grpc !== undefined, challenges: parsed.challenges, cause });
}

/** The A2A error a decoder's answer holds, or undefined: the cause of an `auth` failure. */
export function decodedCause(decoded: DecodeResult): A2AError | undefined {
  return decoded.kind === "error" ? decoded.error : undefined;
}

/** An error answer as every binding hands it to `answerError`: where, its status, what came, and whether it refuses the caller. */
export interface ErrorAnswer {
  readonly url: string;
  /** The HTTP status, or the gRPC status code (with `grpc`); undefined mid-stream. */
  readonly status: number | undefined;
  /** The body (or the gRPC message), quoted in the failure. */
  readonly body: string;
  /** The challenge it carried (WWW-Authenticate, or gRPC metadata of that name). */
  readonly challenge: string | null;
  /**
   * The binding's rule for a refusal of the caller's credentials (A2A defines them at the transport only:
   * HTTP 401/403, or 400 with a challenge; gRPC UNAUTHENTICATED or PERMISSION_DENIED), or false.
   */
  readonly refused: false | "unauthenticated" | "forbidden";
  /** A gRPC status: its error, and whether the code says the peer was unavailable (no answer, a network failure). */
  readonly grpc?: { readonly cause: unknown; readonly unavailable: boolean } | undefined;
}

/**
 * The error an error answer stands for, the same on every binding: an `auth` failure when it refuses the
 * caller's credentials (whatever the body says; the A2A error it decodes to as the cause), else the decoded
 * A2A error, an `ambiguous` failure naming the candidates, or a failure quoting what came.
 */
export function answerError(decoded: DecodeResult, a: ErrorAnswer): A2AError | TransportError {
  const grpc = a.grpc !== undefined;
  if (a.refused !== false) {
    const cause = decodedCause(decoded) ?? a.grpc?.cause;
    return authFailure(a.url, a.status ?? 0, a.challenge, a.body, grpc ? { unauthenticated: a.refused === "unauthenticated" } : undefined, cause);
  }
  if (decoded.kind === "error") return decoded.error;
  const options = { status: a.status, grpc, cause: a.grpc?.cause };
  if (decoded.kind === "ambiguous") {
    const names = decoded.candidates.map((c) => c.name).join(" or ");
    return new TransportError("ambiguous", a.url, `${names} (${decoded.why}): ${excerpt(decoded.message)}`, options);
  }
  const failure = a.grpc?.unavailable === true ? "network" : "status";
  return new TransportError(failure, a.url, `not an A2A error (${decoded.why}): ${excerpt(a.body) || "an empty body"}`, options);
}

/** The failure of a call whose signal aborted: the deadline's own, or the caller's abort (named so); null when not aborted. */
export function abortFailure(signal: AbortSignal, url: string, cause?: unknown): TransportError | null {
  if (!signal.aborted) return null;
  const reason: unknown = signal.reason;
  if (reason instanceof TransportError) return reason;
  return new TransportError("timeout", url, `aborted by the caller${reason instanceof Error ? `: ${reason.message}` : ""}`, { cause: cause ?? reason });
}

/** Whether a value is an A2A error (of any version's table). */
export function isA2AError(value: unknown): value is A2AError {
  return value instanceof A2AError;
}
