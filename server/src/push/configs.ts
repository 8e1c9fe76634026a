// Push notification configs per task (spec §3.1.7–§3.1.10; a2a.proto v1.0.1 TaskPushNotificationConfig
// and the Get/List/Delete requests): the checks a config passes before any store sees it (validatePushConfig).
// The runtime answers TaskNotFoundError for an unknown task, another scope's task, and an unknown config
// (§3.1.8; @a2a-js/sdk 1.3.0 answers TASK_NOT_FOUND too, a2a-peers.md §1 errors).

import type { types } from "@a2a-bindgen/a2a/v1_0";
import type { StoredPushConfig } from "../store/contract.js";
import { invalidParams, shown } from "../store/errors.js";
import { urlRefusal } from "../net/destination.js";

// The in-memory store lives with the other stores (store/push-configs.ts); still reachable from here.
export { MemoryPushConfigStore } from "../store/push-configs.js";
export type { ConfigBytes, PushConfigStoreOptions } from "../store/push-configs.js";

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
  readonly allowPrivateNetworks?: boolean | undefined;
  /**
   * A further policy on webhook URLs, applied after the http/https and destination checks (it can only
   * refuse more). Default: none.
   */
  readonly allowUrl?: ((url: URL) => boolean) | undefined;
}

/** A config as stored (the contract's StoredPushConfig). */
export type StoredConfig = StoredPushConfig;

/** HTTP token (RFC 9110 §5.6.2): an authentication scheme sent as is in Authorization. */
const SCHEME = /^[!#$%&'*+.^_`|~0-9A-Za-z-]+$/;
/** A header value may not carry CR, LF or NUL (RFC 9110 §5.5): they would split or end the header. */
const HEADER_UNSAFE = /[\r\n\0]/;
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
