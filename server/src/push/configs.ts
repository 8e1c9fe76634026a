// Push notification configs per task (spec §3.1.7–§3.1.10; a2a.proto v1.0.1 TaskPushNotificationConfig
// and the Get/List/Delete requests). A config belongs to one tenant's task: an unknown task, or a task of
// another tenant, is TaskNotFoundError; so is an unknown config (§3.1.8; @a2a-js/sdk 1.3.0 answers
// TASK_NOT_FOUND too, a2a-peers.md §1 errors). Delete is idempotent (§3.1.10). Configs leave with their
// task when the task store evicts it ("persist until task completion or explicit deletion", §3.1.7).

import type { types } from "@a2a-bindgen/a2a/v1_0";
import { fail, invalidParams, quotaExceeded, shown, taskNotFound } from "../store/errors.js";
import type { TaskStore } from "../store/task-store.js";
import { urlRefusal } from "./destination.js";

/** The bounds and URL policy of the config store; every field optional. */
export interface PushConfigStoreOptions {
  /** Configs per task (default 10); past it a create is QuotaExceededError. */
  readonly maxConfigsPerTask?: number;
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

/** A config as stored: the v1.0 config, the protocol version it was created in, and its order. */
export interface StoredConfig {
  readonly tenant: string;
  readonly config: types.TaskPushNotificationConfig;
  /** The negotiated protocol version of the call that created it (a webhook of a v0.3 client may want v0.3 bodies). */
  readonly protocolVersion: string;
  /** Increases with every create across the store: the List page token's cursor. */
  readonly seq: number;
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

/** Push configs by tenant, task and config id. */
export class PushConfigStore {
  readonly #tasks: TaskStore;
  readonly #byTenant = new Map<string, Map<string, Map<string, StoredConfig>>>();
  readonly #max: number;
  readonly #allowUrl: (url: URL) => boolean;
  readonly #allowPrivate: boolean;
  #seq = 0;

  constructor(tasks: TaskStore, options: PushConfigStoreOptions = {}) {
    this.#tasks = tasks;
    const max = options.maxConfigsPerTask ?? 10;
    if (!Number.isSafeInteger(max) || max < 1) throw new RangeError(`PushConfigStore: maxConfigsPerTask must be a positive integer, got ${max}`);
    this.#max = max;
    this.#allowUrl = options.allowUrl ?? (() => true);
    this.#allowPrivate = options.allowPrivateNetworks === true;
    tasks.onEvict((tenant, taskId) => this.#drop(tenant, taskId));
  }

  /** Whether private destinations are open (allowPrivateNetworks). */
  get allowPrivateNetworks(): boolean {
    return this.#allowPrivate;
  }

  /**
   * Checks a config's url, token and authentication; throws InvalidParamsError naming the field. A URL
   * whose host is an address (any spelling) or a localhost name in a refused block is refused here, the
   * reason naming the block and its RFC; other names are checked on every address they resolve to, at
   * delivery.
   */
  validate(config: types.TaskPushNotificationConfig): void {
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
    const refused = urlRefusal(parsed, this.#allowPrivate);
    if (refused !== null) throw invalidParams("url", `${shown(url)}: ${refused} ; this agent posts to no private or special-purpose address (§13.2)`);
    if (!this.#allowUrl(parsed)) throw invalidParams("url", `${shown(url)} is refused by this agent's webhook policy`);
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

  /** CreateTaskPushNotificationConfig: stores the config (a fresh id when none is given; the same id replaces). */
  create(tenant: string, request: types.TaskPushNotificationConfig, protocolVersion: string): types.TaskPushNotificationConfig {
    const taskId = request.taskId ?? "";
    if (!this.#tasks.has(tenant, taskId)) throw taskNotFound(taskId);
    this.validate(request);
    const id = request.id !== undefined && request.id !== "" ? request.id : crypto.randomUUID();
    const configs = this.#configs(tenant, taskId, true)!;
    if (!configs.has(id) && configs.size >= this.#max) {
      throw quotaExceeded("push configs per task", `task ${shown(taskId)} has ${this.#max} push notification configs, this agent's maxConfigsPerTask`);
    }
    const config: types.TaskPushNotificationConfig = { id, taskId, url: request.url! };
    if (tenant !== "") config.tenant = tenant;
    if (request.token !== undefined && request.token !== "") config.token = request.token;
    if (request.authentication !== undefined) config.authentication = { ...request.authentication };
    configs.delete(id); // a replaced config moves to the end of the list order
    configs.set(id, { tenant, config, protocolVersion, seq: ++this.#seq });
    return { ...config };
  }

  /** GetTaskPushNotificationConfig: TaskNotFoundError for an unknown task or config. */
  get(tenant: string, request: types.GetTaskPushNotificationConfigRequest): types.TaskPushNotificationConfig {
    const configs = this.#existing(tenant, request.taskId);
    const stored = configs?.get(request.id ?? "");
    if (stored === undefined) {
      throw fail("TaskNotFoundError", `push notification config ${shown(request.id ?? "")} of task ${shown(request.taskId ?? "")} not found`);
    }
    return { ...stored.config };
  }

  /** ListTaskPushNotificationConfigs: in creation order, paged (pageSize 0 or unset: up to 100). */
  list(tenant: string, request: types.ListTaskPushNotificationConfigsRequest): types.ListTaskPushNotificationConfigsResponse {
    const configs = this.#existing(tenant, request.taskId);
    const size = request.pageSize === undefined || request.pageSize === 0 ? LIST_MAX : request.pageSize;
    if (!Number.isInteger(size) || size < 1) throw invalidParams("pageSize", `must be 0 (no preference) or more, got ${request.pageSize}`);
    const token = request.pageToken ?? "";
    if (token !== "" && !/^[1-9][0-9]{0,15}$/.test(token)) {
      throw invalidParams("pageToken", "not a page token this server issued (pass nextPageToken of the previous page)");
    }
    const after = token === "" ? 0 : Number(token);
    const rest = [...(configs?.values() ?? [])].filter((c) => c.seq > after).sort((a, b) => a.seq - b.seq);
    const page = rest.slice(0, Math.min(size, LIST_MAX));
    const response: types.ListTaskPushNotificationConfigsResponse = { configs: page.map((c) => ({ ...c.config })) };
    if (rest.length > page.length) response.nextPageToken = String(page[page.length - 1]!.seq);
    return response;
  }

  /** DeleteTaskPushNotificationConfig: idempotent for the config; TaskNotFoundError for an unknown task. Answers google.protobuf.Empty. */
  delete(tenant: string, request: types.DeleteTaskPushNotificationConfigRequest): Record<string, never> {
    const configs = this.#existing(tenant, request.taskId);
    configs?.delete(request.id ?? "");
    if (configs?.size === 0) this.#drop(tenant, request.taskId ?? "");
    return {};
  }

  /** The configs of one task, in creation order (what delivery posts to). */
  configsOf(tenant: string, taskId: string): readonly StoredConfig[] {
    const configs = this.#configs(tenant, taskId, false);
    return configs === undefined ? [] : [...configs.values()];
  }

  /** The task's configs (possibly none); TaskNotFoundError when the task does not exist for this tenant. */
  #existing(tenant: string, taskId: string | undefined): Map<string, StoredConfig> | undefined {
    const id = taskId ?? "";
    if (!this.#tasks.has(tenant, id)) throw taskNotFound(id);
    return this.#configs(tenant, id, false);
  }

  #configs(tenant: string, taskId: string, create: boolean): Map<string, StoredConfig> | undefined {
    let tasks = this.#byTenant.get(tenant);
    if (tasks === undefined) {
      if (!create) return undefined;
      tasks = new Map();
      this.#byTenant.set(tenant, tasks);
    }
    let configs = tasks.get(taskId);
    if (configs === undefined && create) {
      configs = new Map();
      tasks.set(taskId, configs);
    }
    return configs;
  }

  #drop(tenant: string, taskId: string): void {
    const tasks = this.#byTenant.get(tenant);
    tasks?.delete(taskId);
    if (tasks?.size === 0) this.#byTenant.delete(tenant);
  }
}
