// Push notification delivery (spec §4.3.3, §13.2): every update of a task with configs is POSTed to each
// config's url as one v1.0 StreamResponse JSON body, with the config's authentication as Authorization
// ({scheme} {credentials}) and its token in the token header (rules file, interfaceDeclarations.push).
//
// Never in the agent's way: the store's listener only queues; sending runs afterwards. One lane per
// config posts its events one at a time, in order (§3.5.2). Each POST has a timeout; a failed POST
// (network error, timeout, 408, 429, 5xx) is retried a bounded number of times with exponential backoff
// (§13.2 SHOULD), other statuses are not. Failures are recorded (and passed to onFailure), never thrown
// into a call, and reported to onError. A lane holds at most maxQueued events: past it the oldest waiting
// one is dropped and recorded. Each POST reaches only an address checked against the destination policy
// (post.ts): a refused destination is a failure naming the address and its block, never retried.

import { interfaceDeclarations } from "@a2a-bindgen/a2a/protocol";
import type { types } from "@a2a-bindgen/a2a/v1_0";
import { classifyHost } from "@a2a-bindgen/kit";
import { type ErrorReporter, redactedUrl, report, requestId } from "../report.js";
import type { TaskEvent, TaskStore } from "../store/task-store.js";
import type { PushConfigStore, StoredConfig } from "./configs.js";
import { hostRefusal } from "./destination.js";
import { type PostOutcome, type PushLookup, pinnedPost } from "./post.js";

/** How delivery behaves; every field optional. */
export interface PushDeliveryOptions {
  /** Per POST, in ms (default 10,000: §13.2 recommends 10–30 s). */
  readonly timeoutMs?: number;
  /** Retries after the first attempt (default 2). */
  readonly retries?: number;
  /** First retry delay in ms, doubled for each further retry (default 500). */
  readonly retryDelayMs?: number;
  /** Events waiting per config (default 100). */
  readonly maxQueued?: number;
  /** Failures kept in `failures`, most recent last (default 100). */
  readonly maxFailures?: number;
  /**
   * Opens private destinations (default false): loopback, private-use, unique-local and shared (CGNAT)
   * addresses, and localhost names; never link-local (cloud metadata) or the other special-purpose
   * blocks. The same switch as PushConfigStoreOptions.allowPrivateNetworks (see there).
   */
  readonly allowPrivateNetworks?: boolean;
  /**
   * The resolver webhook names go through, called as dns.lookup(name, {all: true}, callback) (default
   * node:dns lookup). Every address it answers is checked, and the POST connects only to those.
   */
  readonly lookup?: PushLookup;
  /**
   * POST through this fetch instead of node:http(s), for runtimes without node:http. It opens a door: a
   * fetch connects wherever a name resolves to when it connects, so the delivery-time check of resolved
   * addresses and the pin against DNS rebinding do not apply; only the URL's host is checked (addresses
   * and localhost names, as when stored). Default: none (the pinned node:http(s) request).
   */
  readonly fetch?: typeof fetch;
  /** Called with each failure as it is recorded. */
  readonly onFailure?: (failure: PushFailure) => void;
  /** Receives each failure too, with source "push", the tenant, a request id and the URL without credentials (default: one line on stderr). */
  readonly onError?: ErrorReporter;
  /** The body and its media type for a config (default: the v1.0 StreamResponse as JSON, §4.3.3). */
  readonly encode?: (response: types.StreamResponse, config: StoredConfig) => { body: string; contentType: string };
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
  readonly status?: number;
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

interface Lane {
  readonly config: StoredConfig;
  readonly events: types.StreamResponse[];
  running: boolean;
}

const retryable = (status: number) => status === 408 || status === 429 || status >= 500;

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

/** Posts each task update to the task's push configs. Start it once per store; close() stops it. */
export class PushDelivery {
  readonly #configs: PushConfigStore;
  readonly #lanes = new Map<StoredConfig, Lane>();
  readonly #failures: PushFailure[] = [];
  readonly #closing = new AbortController();
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
    encode: (response: types.StreamResponse, config: StoredConfig) => { body: string; contentType: string };
  };
  #delivered = 0;

  constructor(tasks: TaskStore, configs: PushConfigStore, options: PushDeliveryOptions = {}) {
    this.#configs = configs;
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
    this.#stop = tasks.onEvent((e) => this.#enqueue(e));
  }

  /** Recent failures, oldest first (at most maxFailures). */
  get failures(): readonly PushFailure[] {
    return this.#failures.slice();
  }

  /** POSTs the webhooks acknowledged with a 2xx. */
  get delivered(): number {
    return this.#delivered;
  }

  /** Resolves once no event waits and no POST is in flight. */
  idle(): Promise<void> {
    if (this.#lanes.size === 0) return Promise.resolve();
    return new Promise((resolve) => this.#idle.add(resolve));
  }

  /** Stops listening, aborts POSTs in flight and drops waiting events (not recorded as failures). */
  close(): void {
    this.#stop();
    this.#closing.abort();
    for (const lane of this.#lanes.values()) lane.events.length = 0;
  }

  #enqueue(event: TaskEvent): void {
    if (this.#closing.signal.aborted) return;
    for (const config of this.#configs.configsOf(event.tenant, event.taskId)) {
      let lane = this.#lanes.get(config);
      if (lane === undefined) {
        lane = { config, events: [], running: false };
        this.#lanes.set(config, lane);
      }
      if (lane.events.length >= this.#o.maxQueued) {
        lane.events.shift();
        this.#record(config, 0, undefined, `dropped: ${this.#o.maxQueued} events were already waiting for this webhook (maxQueued)`);
      }
      lane.events.push(event.response);
      if (!lane.running) {
        lane.running = true;
        // Later, never inside the update that produced the event.
        queueMicrotask(() => void this.#run(lane!));
      }
    }
  }

  async #run(lane: Lane): Promise<void> {
    try {
      for (let next = lane.events.shift(); next !== undefined; next = lane.events.shift()) await this.#send(lane.config, next);
    } finally {
      lane.running = false;
      this.#lanes.delete(lane.config);
      if (this.#lanes.size === 0) {
        for (const resolve of [...this.#idle]) resolve();
        this.#idle.clear();
      }
    }
  }

  async #send(config: StoredConfig, response: types.StreamResponse): Promise<void> {
    let body: { body: string; contentType: string };
    try {
      body = this.#o.encode(response, config);
    } catch (e) {
      this.#record(config, 0, undefined, `encode: ${e instanceof Error ? e.message : String(e)}`);
      return;
    }
    const headers = pushHeaders(config.config, body.contentType);
    const url = config.config.url ?? "";
    for (let attempt = 1; ; attempt++) {
      if (this.#closing.signal.aborted) return;
      const outcome = await this.#post(url, headers, body.body);
      if (outcome.ok) {
        this.#delivered++;
        return;
      }
      const again = outcome.refused ? false : outcome.status === undefined ? !this.#closing.signal.aborted : retryable(outcome.status);
      if (!again || attempt > this.#o.retries) {
        if (!this.#closing.signal.aborted) this.#record(config, outcome.refused ? attempt - 1 : attempt, outcome.status, outcome.error);
        return;
      }
      await this.#sleep(this.#o.retryDelayMs * 2 ** (attempt - 1));
    }
  }

  async #post(url: string, headers: Record<string, string>, body: string): Promise<PostOutcome> {
    const controller = new AbortController();
    const abort = () => controller.abort();
    this.#closing.signal.addEventListener("abort", abort, { once: true });
    const timer = setTimeout(abort, this.#o.timeoutMs);
    try {
      const outcome =
        this.#o.fetch === undefined
          ? await pinnedPost(url, { headers, body, signal: controller.signal, lookup: this.#o.lookup, allowPrivateNetworks: this.#o.allowPrivateNetworks })
          : await this.#fetched(url, headers, body, controller.signal);
      if (outcome.ok || outcome.status !== undefined || outcome.refused) return outcome;
      const timedOut = controller.signal.aborted && !this.#closing.signal.aborted;
      return timedOut ? { ok: false, error: `no answer within ${this.#o.timeoutMs} ms` } : outcome;
    } finally {
      clearTimeout(timer);
      this.#closing.signal.removeEventListener("abort", abort);
    }
  }

  /** The opt-in fetch path: the URL's host checked as when stored, then whatever the fetch connects to. */
  async #fetched(url: string, headers: Record<string, string>, body: string, signal: AbortSignal): Promise<PostOutcome> {
    let host: string;
    try {
      host = new URL(url).hostname;
    } catch {
      return { ok: false, error: "not an absolute URL" };
    }
    const refusal = hostRefusal(classifyHost(host), this.#o.allowPrivateNetworks);
    if (refusal !== null) return { ok: false, error: `refused: ${refusal}`, refused: true };
    try {
      const res = await this.#o.fetch!(url, { method: "POST", headers, body, signal, redirect: "manual" });
      await res.body?.cancel().catch(() => {});
      if (res.status >= 200 && res.status < 300) return { ok: true, status: res.status, error: "" };
      return { ok: false, status: res.status, error: `the webhook answered HTTP ${res.status}` };
    } catch (e) {
      return { ok: false, error: `POST failed: ${e instanceof Error ? e.message : String(e)}` };
    }
  }

  #sleep(ms: number): Promise<void> {
    return new Promise((resolve) => {
      const done = () => {
        clearTimeout(timer);
        this.#closing.signal.removeEventListener("abort", done);
        resolve();
      };
      const timer = setTimeout(done, ms);
      this.#closing.signal.addEventListener("abort", done, { once: true });
    });
  }

  #record(config: StoredConfig, attempts: number, status: number | undefined, error: string): void {
    const c = config.config;
    const failure: PushFailure = {
      tenant: config.tenant,
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
    report(this.#o.onError, new PushDeliveryError(failure), {
      source: "push",
      requestId: requestId(),
      tenant: config.tenant,
      detail: redactedUrl(failure.url),
    });
  }
}
