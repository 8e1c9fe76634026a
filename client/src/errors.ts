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
  /** a stream event that is neither a response nor an error, or is over maxEventSize */
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

  constructor(
    failure: TransportFailure,
    url: string,
    seen: string,
    options: { status?: number; cause?: unknown; grpc?: boolean; challenges?: readonly Challenge[] } = {},
  ) {
    const status = options.status === undefined ? "" : options.grpc === true ? ` (gRPC status ${options.status})` : ` (HTTP ${options.status})`;
    super(`${failure} failure at ${url}${status}: ${seen}`, options.cause === undefined ? undefined : { cause: options.cause });
    this.name = "TransportError";
    this.failure = failure;
    this.url = url;
    this.status = options.status;
    this.seen = seen;
    this.challenges = options.challenges ?? [];
  }
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

/** The error to throw for a decoder's answer: the A2A error, or a TransportError naming what came. */
export function errorOf(decoded: DecodeResult, url: string, status: number | undefined, body: string): A2AError | TransportError {
  if (decoded.kind === "error") return decoded.error;
  if (decoded.kind === "ambiguous") {
    const names = decoded.candidates.map((c) => c.name).join(" or ");
    return new TransportError("ambiguous", url, `${names} (${decoded.why}): ${excerpt(decoded.message)}`, { status });
  }
  return new TransportError("status", url, `not an A2A error (${decoded.why}): ${excerpt(body) || "an empty body"}`, { status });
}

/** Whether a value is an A2A error (of any version's table). */
export function isA2AError(value: unknown): value is A2AError {
  return value instanceof A2AError;
}
