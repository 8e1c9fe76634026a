// What push delivery reports: each POST attempt is a span "a2a.push.deliver" (CLIENT, the HTTP client
// attributes of the webhook POST, the URL only redacted), a root of its own trace LINKED to the span of
// the run (or call) that made the event, never its child: a delivery is not part of the run's latency and
// may come long after it. Its W3C trace context goes in the POST's headers (the global propagator's
// inject), so a webhook that traces continues from it. One a2a.push.deliveries count per attempt, by
// outcome and attempt number (capped: "1", "2", "3", "4+"); an event never posted counts as attempt "0".

import {
  type Attributes,
  context,
  type Link,
  ROOT_CONTEXT,
  propagation,
  type Span,
  SpanKind,
  type SpanContext,
  SpanStatusCode,
  trace,
} from "@opentelemetry/api";
import { attributes, spanNames } from "@a2a-bindgen/kit";
import type { PostOutcome } from "../net/pinned-fetch.js";
import { redactedUrl } from "../report.js";
import type { Telemetry } from "./instruments.js";

/** What one attempt came to: delivered (2xx), retry (failed, tried again), failed (given up), refused (destination refused). */
export type AttemptOutcome = "delivered" | "retry" | "failed" | "refused";

/** The attempt number as a metric attribute: bounded. */
function attemptValue(attempt: number): string {
  return attempt >= 4 ? "4+" : String(attempt);
}

/** Attribute sets by outcome and attempt, made once each. */
const sets = new Map<string, Attributes>();

function metricAttributes(outcome: AttemptOutcome, attempt: number): Attributes {
  const a = attemptValue(attempt);
  const key = `${outcome} ${a}`;
  let set = sets.get(key);
  if (set === undefined) {
    set = Object.freeze({ [attributes.outcome]: outcome, [attributes.pushAttempt]: a });
    sets.set(key, set);
  }
  return set;
}

/** The URL's host and port as the HTTP client conventions name them (the port: the scheme's default when none). */
function serverOf(url: string): { address: string; port: number } | undefined {
  try {
    const u = new URL(url);
    const port = u.port !== "" ? Number(u.port) : u.protocol === "https:" ? 443 : u.protocol === "http:" ? 80 : undefined;
    const address = u.hostname.startsWith("[") && u.hostname.endsWith("]") ? u.hostname.slice(1, -1) : u.hostname;
    return port === undefined ? undefined : { address, port };
  } catch {
    return undefined;
  }
}

/** One POST attempt's span, and the headers to send with its trace context. */
export class AttemptSpan {
  readonly #t: Telemetry;
  readonly #span: Span;
  readonly #attempt: number;
  /** The POST's headers: the delivery's, with traceparent (and tracestate) added when a propagator is registered. */
  readonly headers: Record<string, string>;

  constructor(t: Telemetry, url: string, attempt: number, link: SpanContext | undefined, headers: Record<string, string>) {
    this.#t = t;
    this.#attempt = attempt;
    const links: Link[] | undefined = link === undefined ? undefined : [{ context: link }];
    // A root: linked to the run, not its child.
    const span = t.tracer.startSpan(spanNames.pushDeliver, { kind: SpanKind.CLIENT, root: true, ...(links === undefined ? {} : { links }) }, ROOT_CONTEXT);
    if (span.isRecording()) {
      span.setAttribute(attributes.httpRequestMethod, "POST");
      span.setAttribute(attributes.urlFull, redactedUrl(url));
      span.setAttribute(attributes.pushAttempt, attempt);
      const server = serverOf(url);
      if (server !== undefined) {
        span.setAttribute(attributes.serverAddress, server.address);
        span.setAttribute(attributes.serverPort, server.port);
      }
    }
    this.#span = span;
    const carrier = { ...headers };
    propagation.inject(trace.setSpan(context.active(), span), carrier);
    this.headers = carrier;
  }

  /** The span's trace id when valid (a failure's report names it). */
  get traceId(): string | undefined {
    const sc = this.#span.spanContext();
    return trace.isSpanContextValid(sc) ? sc.traceId : undefined;
  }

  /** Ends the span with what the POST came to; counts the attempt (not when `outcome` is undefined: closing interrupted it). */
  end(outcome: AttemptOutcome | undefined, post: PostOutcome): void {
    const span = this.#span;
    if (span.isRecording()) {
      if (post.status !== undefined) span.setAttribute(attributes.httpResponseStatusCode, post.status);
      if (!post.ok) {
        span.setAttribute(attributes.errorType, post.status !== undefined && post.status >= 400 ? String(post.status) : post.refused ? "refused" : "_OTHER");
        span.setStatus({ code: SpanStatusCode.ERROR, message: post.error });
      }
      if (outcome !== undefined) span.setAttribute(attributes.outcome, outcome);
    }
    span.end();
    if (outcome !== undefined) this.#t.instruments.pushDeliveries.add(1, metricAttributes(outcome, this.#attempt));
  }
}

/** Starts the span of one attempt (see AttemptSpan). */
export function attemptSpan(t: Telemetry, url: string, attempt: number, link: SpanContext | undefined, headers: Record<string, string>): AttemptSpan {
  return new AttemptSpan(t, url, attempt, link, headers);
}
