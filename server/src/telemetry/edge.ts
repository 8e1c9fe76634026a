// The requests that are not calls: the card, a path no route has, a body over the limit, a JSON-RPC
// request refused before its method is known, a version not served. They never reach the call path (no
// span: a flood of 404s is no trace), but an operator still sees them: an access entry each, and
// OpenTelemetry's http.server.request.duration, without A2A's attributes (there is no operation) and with
// http.route only for the card's well-known path (a path no route has is not a route).

import type { Attributes } from "@opentelemetry/api";
import { attributes as key } from "@a2a-bindgen/kit";
import type { Binding } from "../agent.js";
import type { ServerAnswer } from "../answer.js";
import type { AccessEntry, AccessLogger } from "../report.js";
import type { Telemetry } from "./instruments.js";

/** What the edge knows of a request that was not a call. */
export interface EdgeRequest {
  readonly method: string;
  /** The path without its query. */
  readonly path: string;
  readonly requestId: string;
  /** performance.now() when it arrived. */
  readonly start: number;
  /** The route template when the path is one (the card's well-known path). */
  readonly route?: string | undefined;
  readonly binding?: Binding | undefined;
  readonly protocolVersion?: string | undefined;
}

/** Records requests that are not calls; `watching` is false when nothing would (then the edge takes no time). */
export class Edge {
  readonly watching: boolean;
  readonly #metered: boolean;
  constructor(
    private readonly telemetry: Telemetry,
    private readonly accessLog: AccessLogger | undefined,
  ) {
    this.#metered = telemetry.metered;
    this.watching = this.#metered || accessLog !== undefined;
  }

  /** One request answered without reaching the call path. */
  answered(req: EdgeRequest, answer: ServerAnswer): void {
    const ms = performance.now() - req.start;
    const status = answer.status;
    if (this.#metered) {
      const a: Attributes = { [key.httpRequestMethod]: req.method, [key.httpResponseStatusCode]: status };
      if (req.route !== undefined) a[key.httpRoute] = req.route;
      if (status >= 400) a[key.errorType] = String(status);
      this.telemetry.instruments.serverHttpDuration.record(ms / 1000, a);
    }
    const log = this.accessLog;
    if (log === undefined) return;
    const entry: { -readonly [K in keyof AccessEntry]: AccessEntry[K] } = {
      method: req.method,
      path: req.path.slice(0, 200),
      status,
      durationMs: ms,
      requestId: req.requestId,
    };
    if ("body" in answer) entry.bytes = answer.body.length;
    if (req.binding !== undefined) entry.binding = req.binding;
    if (req.protocolVersion !== undefined) entry.protocolVersion = req.protocolVersion;
    try {
      log(entry);
    } catch {}
  }
}
