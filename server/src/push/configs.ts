// Push notification configs per task (spec §3.1.7–§3.1.10; a2a.proto v1.0.1 TaskPushNotificationConfig
// and the Get/List/Delete requests): the checks a config passes before any store sees it (validatePushConfig),
// and the in-memory push-config store of the contract (contract.ts PushConfigStore), which also keeps the
// deliveries still to make. The runtime answers TaskNotFoundError for an unknown task, another scope's
// task, and an unknown config (§3.1.8; @a2a-js/sdk 1.3.0 answers TASK_NOT_FOUND too, a2a-peers.md §1
// errors). Configs leave with their task when the task store evicts it ("persist until task completion or
// explicit deletion", §3.1.7).

import type { types } from "@a2a-bindgen/a2a/v1_0";
import type { PendingDelivery, PushConfigStore, Scope, StoredPushConfig } from "../store/contract.js";
import { invalidParams, quotaExceeded, shown } from "../store/errors.js";
import { urlRefusal } from "./destination.js";

/** The bounds of the in-memory config store; every field optional. */
export interface PushConfigStoreOptions {
  /** Configs per task (default 10); past it a create is QuotaExceededError. */
  readonly maxConfigsPerTask?: number;
  /** Deliveries kept pending at once, all tasks together (default 100,000); past it the oldest is dropped. */
  readonly maxPending?: number;
}

/** The URL policy webhooks pass (validatePushConfig); every field optional. */
export interface PushConfigPolicy {
  /**
   * Opens private destinations to webhooks (default false): loopback (127.0.0.0/8, ::1, `localhost` and
   * names under it), private-use (10/8, 172.16/12, 192.168/16), unique-local (fc00::/7) and shared
   * (100.64.0.0/10) addresses. For deployments whose webhooks live on their own network, and for tests
   * with a loopback receiver. It never opens link-local (169.254.0.0/16 with cloud metadata at
   * 169.254.169.254, fe80::/10) or the other special-purpose blocks (see privateNetworkKinds).
   * By default (§13.2 SHOULD, against SSRF) every address that is not public unicast is refused.
   */
  readonly allowPrivateNetworks?: boolean;
  /**
   * A further policy on webhook URLs, applied after the http/https and destination checks (it can only
   * refuse more). Default: none.
   */
  readonly allowUrl?: (url: URL) => boolean;
}

/** A config as stored (the contract's StoredPushConfig). */
export type StoredConfig = StoredPushConfig;

/**
 * How configs count against their task's bytes (createMemoryStores: the task store's bounds). `hold`
 * throws to refuse a config (QuotaExceededError, TaskNotFoundError), before anything changed.
 */
export interface ConfigBytes {
  hold(scope: Scope, taskId: string, configId: string, stored: StoredPushConfig): void;
  release(scope: Scope, taskId: string, configId: string): void;
}

/** HTTP token (RFC 9110 §5.6.2): an authentication scheme sent as is in Authorization. */
const SCHEME = /^[!#$%&'*+.^_`|~0-9A-Za-z-]+$/;
/** A header value may not carry CR, LF or NUL (RFC 9110 §5.5): they would split or end the header. */
const HEADER_UNSAFE = /[\r\n\0]/;
const LIST_MAX = 100;
/** Longest webhook URL (the length browsers and most servers accept; a webhook needs far less). */
export const MAX_URL_LENGTH = 2048;
/** Longest token: room for a large JWT, no more. */
export const MAX_TOKEN_LENGTH = 4096;
/** Longest authentication credentials (a large JWT or Basic pair). */
export const MAX_CREDENTIALS_LENGTH = 8192;
/** Longest authentication scheme (an HTTP token such as Bearer). */
export const MAX_SCHEME_LENGTH = 64;
/** Longest config id chosen by a client. */
export const MAX_CONFIG_ID_LENGTH = 256;

function bounded(field: string, value: string | undefined, max: number): void {
  if (typeof value === "string" && value.length > max) throw invalidParams(field, `${value.length} characters, more than this agent's ${max}`);
}

/**
 * Checks a config's url, token and authentication; throws InvalidParamsError naming the field. A URL whose
 * host is an address (any spelling) or a localhost name in a refused block is refused here, the reason
 * naming the block and its RFC; other names are checked on every address they resolve to, at delivery.
 */
export function validatePushConfig(config: types.TaskPushNotificationConfig, policy: PushConfigPolicy = {}): void {
  const allowPrivate = policy.allowPrivateNetworks === true;
  const url = config.url;
  if (url === undefined || url === "") throw invalidParams("url", "required: the webhook URL the agent POSTs task updates to");
  bounded("url", url, MAX_URL_LENGTH);
  bounded("id", config.id, MAX_CONFIG_ID_LENGTH);
  bounded("token", config.token, MAX_TOKEN_LENGTH);
  bounded("authentication.scheme", config.authentication?.scheme, MAX_SCHEME_LENGTH);
  bounded("authentication.credentials", config.authentication?.credentials, MAX_CREDENTIALS_LENGTH);
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    throw invalidParams("url", `${shown(url)} is not an absolute URL`);
  }
  if (parsed.protocol !== "http:" && parsed.protocol !== "https:") throw invalidParams("url", `${shown(url)} is not an http or https URL`);
  const refused = urlRefusal(parsed, allowPrivate);
  if (refused !== null) throw invalidParams("url", `${shown(url)}: ${refused} ; this agent posts to no private or special-purpose address (§13.2)`);
  if (policy.allowUrl !== undefined && !policy.allowUrl(parsed)) throw invalidParams("url", `${shown(url)} is refused by this agent's webhook policy`);
  if (config.token !== undefined && HEADER_UNSAFE.test(config.token)) throw invalidParams("token", "contains CR, LF or NUL, which a header cannot carry");
  const auth = config.authentication;
  if (auth !== undefined) {
    if (auth.scheme === undefined || !SCHEME.test(auth.scheme)) {
      throw invalidParams("authentication.scheme", "required: an HTTP authentication scheme such as Bearer or Basic");
    }
    if (auth.credentials !== undefined && HEADER_UNSAFE.test(auth.credentials)) {
      throw invalidParams("authentication.credentials", "contains CR, LF or NUL, which a header cannot carry");
    }
  }
}

/** A config with its place in the list order. */
interface Entry {
  readonly stored: StoredPushConfig;
  readonly seq: number;
}

/** Scope and task as one map key (each part led by its length: any character may appear in them). */
const taskKey = (scope: Scope, taskId: string) => `${scope.tenant.length}:${scope.tenant}${scope.owner.length}:${scope.owner}${taskId}`;

/** Push configs by scope, task and config id, and pending deliveries, in memory. */
export class MemoryPushConfigStore implements PushConfigStore {
  readonly #byTask = new Map<string, Map<string, Entry>>();
  /** Pending deliveries by id, in the order recorded (a Map keeps insertion order). */
  readonly #pending = new Map<string, PendingDelivery>();
  readonly #max: number;
  readonly #maxPending: number;
  readonly #bytes: ConfigBytes | undefined;
  #seq = 0;
  #ids = 0;

  constructor(options: PushConfigStoreOptions = {}, bytes?: ConfigBytes) {
    const max = options.maxConfigsPerTask ?? 10;
    if (!Number.isSafeInteger(max) || max < 1) throw new RangeError(`PushConfigStore: maxConfigsPerTask must be a positive integer, got ${max}`);
    const maxPending = options.maxPending ?? 100_000;
    if (!Number.isSafeInteger(maxPending) || maxPending < 1) throw new RangeError(`PushConfigStore: maxPending must be a positive integer, got ${maxPending}`);
    this.#max = max;
    this.#maxPending = maxPending;
    this.#bytes = bytes;
  }

  async put(scope: Scope, stored: StoredPushConfig): Promise<void> {
    const taskId = stored.config.taskId ?? "";
    const id = stored.config.id ?? "";
    if (id === "") throw invalidParams("id", "required: the store keeps configs by id");
    const key = taskKey(scope, taskId);
    let configs = this.#byTask.get(key);
    if (!configs?.has(id) && (configs?.size ?? 0) >= this.#max) {
      throw quotaExceeded("push configs per task", `task ${shown(taskId)} has ${this.#max} push notification configs, this agent's maxConfigsPerTask`);
    }
    const kept: StoredPushConfig = { config: { ...stored.config }, protocolVersion: stored.protocolVersion };
    this.#bytes?.hold(scope, taskId, id, kept);
    if (configs === undefined) {
      configs = new Map();
      this.#byTask.set(key, configs);
    }
    configs.delete(id); // a replaced config moves to the end of the list order
    configs.set(id, { stored: kept, seq: ++this.#seq });
  }

  async get(scope: Scope, taskId: string, id: string): Promise<StoredPushConfig | undefined> {
    return this.#byTask.get(taskKey(scope, taskId))?.get(id)?.stored;
  }

  async list(
    scope: Scope,
    taskId: string,
    page: { readonly pageSize?: number; readonly pageToken?: string },
  ): Promise<{ readonly configs: readonly StoredPushConfig[]; readonly nextPageToken?: string }> {
    const size = page.pageSize === undefined || page.pageSize === 0 ? LIST_MAX : page.pageSize;
    if (!Number.isInteger(size) || size < 1) throw invalidParams("pageSize", `must be 0 (no preference) or more, got ${page.pageSize}`);
    const token = page.pageToken ?? "";
    if (token !== "" && !/^[1-9][0-9]{0,15}$/.test(token)) {
      throw invalidParams("pageToken", "not a page token this server issued (pass nextPageToken of the previous page)");
    }
    const after = token === "" ? 0 : Number(token);
    const rest = [...(this.#byTask.get(taskKey(scope, taskId))?.values() ?? [])].filter((c) => c.seq > after).sort((a, b) => a.seq - b.seq);
    const chosen = rest.slice(0, Math.min(size, LIST_MAX));
    const configs = chosen.map((c) => c.stored);
    return rest.length > chosen.length ? { configs, nextPageToken: String(chosen[chosen.length - 1]!.seq) } : { configs };
  }

  async delete(scope: Scope, taskId: string, id: string): Promise<void> {
    const key = taskKey(scope, taskId);
    const configs = this.#byTask.get(key);
    if (configs?.delete(id) === true) this.#bytes?.release(scope, taskId, id);
    if (configs?.size === 0) this.#byTask.delete(key);
    for (const [pid, d] of this.#pending) if (d.configId === id && d.taskId === taskId && sameScope(d.scope, scope)) this.#pending.delete(pid);
  }

  async configsOf(scope: Scope, taskId: string): Promise<readonly StoredPushConfig[]> {
    return this.configsOfNow(scope, taskId);
  }

  /** configsOf, answered at once. */
  configsOfNow(scope: Scope, taskId: string): readonly StoredPushConfig[] {
    const configs = this.#byTask.get(taskKey(scope, taskId));
    return configs === undefined ? [] : [...configs.values()].map((c) => c.stored);
  }

  async recordDeliveries(deliveries: readonly Omit<PendingDelivery, "id">[]): Promise<readonly PendingDelivery[]> {
    const recorded: PendingDelivery[] = [];
    for (const d of deliveries) {
      const p: PendingDelivery = { ...d, id: String(++this.#ids) };
      this.#pending.set(p.id, p);
      recorded.push(p);
    }
    // Bounded: past maxPending the oldest leave (memory keeps nothing across a restart anyway).
    for (const id of this.#pending.keys()) {
      if (this.#pending.size <= this.#maxPending) break;
      this.#pending.delete(id);
    }
    return recorded;
  }

  async pendingDeliveries(limit: number): Promise<readonly PendingDelivery[]> {
    const out: PendingDelivery[] = [];
    for (const d of this.#pending.values()) {
      if (out.length >= limit) break;
      out.push(d);
    }
    return out;
  }

  async settleDelivery(id: string): Promise<void> {
    this.#pending.delete(id);
  }

  /** The task left the task store: its configs and pending deliveries leave too. */
  dropTask(scope: Scope, taskId: string): void {
    this.#byTask.delete(taskKey(scope, taskId));
    for (const [pid, d] of this.#pending) if (d.taskId === taskId && sameScope(d.scope, scope)) this.#pending.delete(pid);
  }

  async close(): Promise<void> {}
}

function sameScope(a: Scope, b: Scope): boolean {
  return a.tenant === b.tenant && a.owner === b.owner;
}
