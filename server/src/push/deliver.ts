// Push notification delivery (spec §4.3.3, §13.2): every update of a task with configs is POSTed to each
// config's url as one v1.0 StreamResponse JSON body, with the config's authentication as Authorization
// ({scheme} {credentials}) and its token in the token header (rules file, interfaceDeclarations.push).
//
// Driven by the event bus: each commit's events are recorded as pending deliveries in the push-config
// store (one per config and event, before any POST), then posted; a delivery made or given up is settled.
// A store that keeps pending deliveries across a restart has them posted again by resume().
// Never in the agent's way: the bus listener only queues; sending runs afterwards. One lane per
// config posts its events one at a time, in order (§3.5.2). Each POST has a timeout; a failed POST
// (network error, timeout, 408, 425, 429, a 5xx other than the lasting ones: see retry.ts) is retried a
// bounded number of times with exponential backoff (§13.2 SHOULD), other statuses are not; a redirect is
// never followed. Failures are recorded (and passed to onFailure), never thrown into a call, and reported
// to onError. A lane holds at most maxQueued events: past it the oldest waiting one is dropped (a webhook
// wants its task's latest state) and recorded. Each POST reaches only an address checked against the
// destination policy (net/pinned-fetch.ts): a refused destination is a failure naming the address and its block, never
// retried.

import { interfaceDeclarations } from "@a2a-bindgen/a2a/protocol";
import { attributes } from "@a2a-bindgen/kit";
import type { types } from "@a2a-bindgen/a2a/v1_0";
import { type ErrorReporter, redactedUrl, report, requestId } from "../report.js";
import type { PendingDelivery, PushConfigStore, Scope, StoredPushConfig, TaskUpdate, EventBus, UpdateOrigin } from "../store/contract.js";
import { fetchedPost, type PostOutcome, type PushLookup, pinnedPost } from "../net/pinned-fetch.js";
import { type Telemetry, telemetryOf } from "../telemetry/instruments.js";
import { attemptSpan, type AttemptOutcome } from "../telemetry/push.js";
import { retryable, retryDelay } from "./retry.js";

/** How delivery behaves; every field optional. */
export interface PushDeliveryOptions {
  /** Per POST, in ms (default 10,000: §13.2 recommends 10–30 s). */
  readonly timeoutMs?: number | undefined;
  /** Retries after the first attempt (default 2). */
  readonly retries?: number | undefined;
  /** First retry delay in ms, doubled for each further retry (default 500: waits of 500 ms, 1 s, 2 s, …; no jitter). */
  readonly retryDelayMs?: number | undefined;
  /** Events waiting per config (default 100). */
  readonly maxQueued?: number | undefined;
  /** Failures kept in `failures`, most recent last (default 100). */
  readonly maxFailures?: number | undefined;
  /**
   * Opens private destinations (default false): loopback, private-use, unique-local and shared (CGNAT)
   * addresses, and localhost names; never link-local (cloud metadata) or the other special-purpose
   * blocks. The same switch as PushConfigStoreOptions.allowPrivateNetworks (see there).
   */
  readonly allowPrivateNetworks?: boolean | undefined;
  /**
   * The resolver webhook names go through, called as dns.lookup(name, {all: true}, callback) (default
   * node:dns lookup). Every address it answers is checked, and the POST connects only to those.
   */
  readonly lookup?: PushLookup | undefined;
  /**
   * POST through this fetch instead of node:http(s), for runtimes without node:http. It opens a door: a
   * fetch connects wherever a name resolves to when it connects, so the delivery-time check of resolved
   * addresses and the pin against DNS rebinding do not apply; only the URL's host is checked (addresses
   * and localhost names, as when stored). Default: none (the pinned node:http(s) request).
   */
  readonly fetch?: typeof fetch | undefined;
  /** Called with each failure as it is recorded. */
  readonly onFailure?: ((failure: PushFailure) => void) | undefined;
  /** Receives each failure too, with source "push", the tenant, a request id and the URL without credentials (default: one line on stderr). */
  readonly onError?: ErrorReporter | undefined;
  /** The body and its media type for a config (default: the v1.0 StreamResponse as JSON, §4.3.3). */
  readonly encode?: ((response: types.StreamResponse, config: StoredPushConfig) => { body: string; contentType: string }) | undefined;
}

/** One delivery that did not succeed. */
export interface PushFailure {
  readonly tenant: string;
  readonly taskId: string;
  readonly configId: string;
  readonly url: string;
  /** POSTs made (0 when the event was dropped from a full lane before any). */
  readonly attempts: number;
  /** The webhook's HTTP status, when it answered. */
  readonly status?: number | undefined;
  readonly error: string;
}

/** A recorded push failure as onError receives it. */
export class PushDeliveryError extends Error {
  override readonly name = "PushDeliveryError";
  readonly failure: PushFailure;
  constructor(failure: PushFailure) {
    super(`push to task ${JSON.stringify(failure.taskId)} config ${JSON.stringify(failure.configId)} failed: ${failure.error}`);
    this.failure = failure;
  }
}

/** One delivery waiting in its lane, with the config it was recorded for and the run that made its event (none once resumed after a restart). */
interface Waiting {
  readonly delivery: PendingDelivery;
  readonly config: StoredPushConfig;
  readonly origin?: UpdateOrigin | undefined;
}

interface Lane {
  readonly events: Waiting[];
  running: boolean;
}

/** Scope, task and config as one key (each part led by its length: any character may appear in them). */
const laneKey = (scope: Scope, taskId: string, configId: string) =>
  `${scope.tenant.length}:${scope.tenant}${scope.owner.length}:${scope.owner}${taskId.length}:${taskId}${configId}`;

function count(value: number | undefined, fallback: number, name: string, min: number): number {
  if (value === undefined) return fallback;
  if (!Number.isSafeInteger(value) || value < min) throw new RangeError(`PushDelivery: ${name} must be an integer of at least ${min}, got ${value}`);
  return value;
}

/** The default body: the v1.0 StreamResponse as JSON with the A2A media type. */
function encodeV1(response: types.StreamResponse): { body: string; contentType: string } {
  return { body: JSON.stringify(response), contentType: interfaceDeclarations.push.contentType };
}

/** The request headers for a config: Content-Type, Authorization from its authentication, and its token. */
export function pushHeaders(config: types.TaskPushNotificationConfig, contentType: string): Record<string, string> {
  const headers: Record<string, string> = { "Content-Type": contentType };
  const auth = config.authentication;
  if (auth?.scheme !== undefined && auth.scheme !== "" && auth.credentials !== undefined && auth.credentials !== "") {
    headers.Authorization = `${auth.scheme} ${auth.credentials}`;
  }
  if (config.token !== undefined && config.token !== "") headers[interfaceDeclarations.push.token] = config.token;
  return headers;
}

/** Posts each task update to the task's push configs. Start it once per set of stores; close() stops it. */
export class PushDelivery {
  readonly #configs: PushConfigStore;
  readonly #lanes = new Map<string, Lane>();
  /** Per task: the intake of its updates (configs read, deliveries recorded) in version order. */
  readonly #intake = new Map<string, Promise<void>>();
  readonly #failures: PushFailure[] = [];
  readonly #closing = new AbortController();
  /**
   * What close() stops (posts in flight, retry waits): a Set, not abort listeners on #closing's signal, which
   * Node reports as a leak (MaxListenersExceededWarning) past ten webhooks served at once.
   */
  readonly #onClose = new Set<() => void>();
  readonly #idle = new Set<() => void>();
  readonly #stop: () => void;
  readonly #o: {
    timeoutMs: number;
    retries: number;
    retryDelayMs: number;
    maxQueued: number;
    maxFailures: number;
    allowPrivateNetworks: boolean;
    lookup: PushLookup | undefined;
    fetch: typeof fetch | undefined;
    onFailure: ((failure: PushFailure) => void) | undefined;
    onError: ErrorReporter | undefined;
    encode: (response: types.StreamResponse, config: StoredPushConfig) => { body: string; contentType: string };
  };
  #delivered = 0;
  readonly #telemetry: Telemetry;

  /**
   * `telemetry`: the tracer and instruments its spans ("a2a.push.deliver") and metrics (a2a.push.deliveries)
   * go to; createTaskAgent passes its own (its `telemetry` option), default the global providers' now.
   */
  constructor(stores: { readonly pushConfigs: PushConfigStore; readonly bus: EventBus }, options: PushDeliveryOptions = {}, telemetry?: Telemetry) {
    this.#configs = stores.pushConfigs;
    this.#telemetry = telemetry ?? telemetryOf(undefined);
    this.#o = {
      timeoutMs: count(options.timeoutMs, 10_000, "timeoutMs", 1),
      retries: count(options.retries, 2, "retries", 0),
      retryDelayMs: count(options.retryDelayMs, 500, "retryDelayMs", 0),
      maxQueued: count(options.maxQueued, 100, "maxQueued", 1),
      maxFailures: count(options.maxFailures, 100, "maxFailures", 1),
      allowPrivateNetworks: options.allowPrivateNetworks === true,
      lookup: options.lookup,
      fetch: options.fetch,
      onFailure: options.onFailure,
      onError: options.onError,
      encode: options.encode ?? encodeV1,
    };
    this.#stop = stores.bus.listen((u) => this.#take(u));
  }

  /** Recent failures, oldest first (at most maxFailures). */
  get failures(): readonly PushFailure[] {
    return this.#failures.slice();
  }

  /** POSTs the webhooks acknowledged with a 2xx. */
  get delivered(): number {
    return this.#delivered;
  }

  /** Resolves once no update is being recorded, no event waits and no POST is in flight. */
  async idle(): Promise<void> {
    while (this.#intake.size > 0) await Promise.all([...this.#intake.values()]);
    if (this.#lanes.size === 0) return;
    await new Promise<void>((resolve) => this.#idle.add(resolve));
  }

  /**
   * Posts the deliveries the push-config store still has pending (recorded before a restart), up to
   * `limit`; answers how many were queued. Call once, after start.
   */
  async resume(limit = 10_000): Promise<number> {
    const pending = await this.#configs.pendingDeliveries(limit);
    let queued = 0;
    for (const d of pending) {
      const config = await this.#configs.get(d.scope, d.taskId, d.configId);
      if (config === undefined) {
        await this.#configs.settleDelivery(d.id);
        continue;
      }
      this.#queue({ delivery: d, config });
      queued++;
    }
    return queued;
  }

  /** Stops listening, aborts POSTs in flight and drops waiting events (not recorded as failures). */
  close(): void {
    this.#stop();
    this.#closing.abort();
    for (const stop of [...this.#onClose]) stop();
    this.#onClose.clear();
    for (const lane of this.#lanes.values()) lane.events.length = 0;
  }

  /** A published update: after the task's earlier ones, its configs are read and its deliveries recorded, then queued. */
  #take(update: TaskUpdate): void {
    if (this.#closing.signal.aborted || update.events.length === 0) return;
    const key = laneKey(update.scope, update.taskId, "");
    // A store that can tell at once (the in-memory one, SQLite's while it holds no config) spares a task without configs the async intake.
    const known = this.#configs.configsOfNow?.(update.scope, update.taskId);
    if (known !== undefined && known.length === 0 && !this.#intake.has(key)) return;
    const before = this.#intake.get(key) ?? Promise.resolve();
    const mine: Promise<void> = before
      .then(() => this.#record(update))
      .catch((e) =>
        report(this.#o.onError, e instanceof Error ? e : new Error(String(e)), {
          source: "push",
          requestId: update.origin?.requestId ?? requestId(),
          tenant: update.scope.tenant,
          taskId: update.taskId,
          ...traceOf(update.origin),
        }),
      )
      .finally(() => {
        if (this.#intake.get(key) === mine) this.#intake.delete(key);
      });
    this.#intake.set(key, mine);
  }

  async #record(update: TaskUpdate): Promise<void> {
    const configs = await this.#configs.configsOf(update.scope, update.taskId);
    if (configs.length === 0 || this.#closing.signal.aborted) return;
    const deliveries: Omit<PendingDelivery, "id">[] = [];
    for (const config of configs) {
      update.events.forEach((response, index) => {
        deliveries.push({ scope: update.scope, taskId: update.taskId, configId: config.config.id ?? "", version: update.version, index, response });
      });
    }
    const recorded = await this.#configs.recordDeliveries(deliveries);
    const byConfig = new Map(configs.map((c) => [c.config.id ?? "", c]));
    for (const d of recorded) {
      const config = byConfig.get(d.configId);
      if (config !== undefined) this.#queue({ delivery: d, config, origin: update.origin });
    }
  }

  #queue(w: Waiting): void {
    if (this.#closing.signal.aborted) return;
    const d = w.delivery;
    const key = laneKey(d.scope, d.taskId, d.configId);
    let lane = this.#lanes.get(key);
    if (lane === undefined) {
      lane = { events: [], running: false };
      this.#lanes.set(key, lane);
    }
    if (lane.events.some((e) => e.delivery.id === d.id)) return; // already waiting (resume and intake met)
    if (lane.events.length >= this.#o.maxQueued) {
      const dropped = lane.events.shift()!;
      void this.#configs.settleDelivery(dropped.delivery.id).catch(() => {});
      this.#fail(dropped, 0, undefined, `dropped: ${this.#o.maxQueued} events were already waiting for this webhook (maxQueued)`, undefined);
    }
    lane.events.push(w);
    if (!lane.running) {
      lane.running = true;
      const l = lane;
      // Later, never inside the update that produced the event.
      queueMicrotask(() => void this.#run(key, l));
    }
  }

  async #run(key: string, lane: Lane): Promise<void> {
    try {
      for (let next = lane.events.shift(); next !== undefined; next = lane.events.shift()) {
        const settled = await this.#send(next);
        // Closing leaves a delivery pending: a durable store posts it after the restart.
        if (settled) await this.#configs.settleDelivery(next.delivery.id).catch(() => {});
      }
    } finally {
      lane.running = false;
      this.#lanes.delete(key);
      if (this.#lanes.size === 0) {
        for (const resolve of [...this.#idle]) resolve();
        this.#idle.clear();
      }
    }
  }

  /** Posts one delivery with its retries; true when it is settled (made or given up), false when closing interrupted it. */
  async #send(w: Waiting): Promise<boolean> {
    const config = w.config;
    let body: { body: string; contentType: string };
    try {
      body = this.#o.encode(w.delivery.response, config);
    } catch (e) {
      this.#fail(w, 0, undefined, `encode: ${e instanceof Error ? e.message : String(e)}`, undefined);
      return true;
    }
    const headers = pushHeaders(config.config, body.contentType);
    const url = config.config.url ?? "";
    for (let attempt = 1; ; attempt++) {
      if (this.#closing.signal.aborted) return false;
      // Each attempt is a span linked to the run that made the event, its trace context in the POST's headers.
      const span = attemptSpan(this.#telemetry, url, attempt, w.origin?.span, headers);
      const outcome = await this.#post(url, span.headers, body.body);
      if (outcome.ok) {
        span.end("delivered", outcome);
        this.#delivered++;
        return true;
      }
      const again = outcome.refused ? false : outcome.status === undefined ? !this.#closing.signal.aborted : retryable(outcome.status);
      if (!again || attempt > this.#o.retries) {
        const closed = this.#closing.signal.aborted;
        span.end(closed ? undefined : outcome.refused ? "refused" : "failed", outcome);
        if (closed) return false;
        this.#fail(w, outcome.refused ? attempt - 1 : attempt, outcome.status, outcome.error, span.traceId);
        return true;
      }
      span.end("retry", outcome);
      await this.#sleep(retryDelay(this.#o.retryDelayMs, attempt));
    }
  }

  async #post(url: string, headers: Record<string, string>, body: string): Promise<PostOutcome> {
    const controller = new AbortController();
    const abort = () => controller.abort();
    if (!this.#closing.signal.aborted) this.#onClose.add(abort);
    const timer = setTimeout(abort, this.#o.timeoutMs);
    try {
      const outcome =
        this.#o.fetch === undefined
          ? await pinnedPost(url, { headers, body, signal: controller.signal, lookup: this.#o.lookup, allowPrivateNetworks: this.#o.allowPrivateNetworks })
          : await fetchedPost(this.#o.fetch, url, { headers, body, signal: controller.signal, allowPrivateNetworks: this.#o.allowPrivateNetworks });
      if (outcome.ok || outcome.status !== undefined || outcome.refused) return outcome;
      const timedOut = controller.signal.aborted && !this.#closing.signal.aborted;
      return timedOut ? { ok: false, error: `no answer within ${this.#o.timeoutMs} ms` } : outcome;
    } finally {
      clearTimeout(timer);
      this.#onClose.delete(abort);
    }
  }

  #sleep(ms: number): Promise<void> {
    return new Promise((resolve) => {
      const done = () => {
        clearTimeout(timer);
        this.#onClose.delete(done);
        resolve();
      };
      const timer = setTimeout(done, ms);
      if (!this.#closing.signal.aborted) this.#onClose.add(done);
    });
  }

  /** Records a failure; one never posted (dropped, not encodable) counts as failed at attempt "0". */
  #fail(w: Waiting, attempts: number, status: number | undefined, error: string, traceId: string | undefined): void {
    if (attempts === 0 && traceId === undefined) this.#telemetry.instruments.pushDeliveries.add(1, notPosted);
    const c = w.config.config;
    const failure: PushFailure = {
      tenant: w.delivery.scope.tenant,
      taskId: c.taskId ?? "",
      configId: c.id ?? "",
      url: c.url ?? "",
      attempts,
      ...(status === undefined ? {} : { status }),
      error,
    };
    this.#failures.push(failure);
    if (this.#failures.length > this.#o.maxFailures) this.#failures.shift();
    try {
      this.#o.onFailure?.(failure);
    } catch {}
    // The request id of the call that started the run (a delivery resumed after a restart has none: a fresh one).
    const contextId = contextOf(w.delivery.response);
    const trace = traceId ?? traceOf(w.origin).traceId;
    report(this.#o.onError, new PushDeliveryError(failure), {
      source: "push",
      requestId: w.origin?.requestId ?? requestId(),
      tenant: w.delivery.scope.tenant,
      detail: redactedUrl(failure.url),
      taskId: failure.taskId,
      ...(contextId === undefined ? {} : { contextId }),
      ...(trace === undefined ? {} : { traceId: trace }),
    });
  }
}

/** A delivery never posted: failed, attempt "0". */
const notPosted = Object.freeze({ [attributes.outcome]: "failed" satisfies AttemptOutcome, [attributes.pushAttempt]: "0" });

/** The trace id an origin's span names, for a report. */
function traceOf(origin: UpdateOrigin | undefined): { traceId?: string | undefined } {
  return origin?.span === undefined ? {} : { traceId: origin.span.traceId };
}

/** The context id an event names. */
function contextOf(r: types.StreamResponse): string | undefined {
  const id = r.task?.contextId ?? r.statusUpdate?.contextId ?? r.artifactUpdate?.contextId ?? r.message?.contextId;
  return id === undefined || id === "" ? undefined : id;
}
