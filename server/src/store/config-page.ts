// ListTaskPushNotificationConfigs' paging as every push-config store reads it, so that the stores page
// alike. a2a.proto v1.0 ListTaskPushNotificationConfigsRequest: page_size is "the maximum number of
// configurations to return": 0 or unset is the store's most, more than that is coerced to it (AIP-158),
// below 0 is InvalidParams. The page token is the store's sequence number of the previous page's last config.

import type { StoredPushConfig } from "./contract.js";
import { invalidParams } from "./errors.js";

/** Most configs a list page holds. */
export const configPageMax = 100;

/** Longest page token a store issues (a decimal sequence number), with room to spare. */
const token = /^[1-9][0-9]{0,15}$/;

/** The page a ListTaskPushNotificationConfigs asks a store for (PushConfigStore.list). */
export interface ConfigPageRequest {
  readonly pageSize?: number | undefined;
  readonly pageToken?: string | undefined;
}

/** One page of a task's configs, in the store's order; `nextPageToken` when more follow. */
export interface ConfigListing {
  readonly configs: readonly StoredPushConfig[];
  readonly nextPageToken?: string | undefined;
}

/** A list request's page, read: how many configs at most, and the sequence number they come after (0: from the start). */
export interface ConfigPage {
  readonly size: number;
  readonly after: number;
}

/** Reads a ListTaskPushNotificationConfigs page; throws InvalidParams naming pageSize or pageToken. */
export function configPage(page: ConfigPageRequest): ConfigPage {
  const asked = page.pageSize === undefined || page.pageSize === 0 ? configPageMax : page.pageSize;
  if (!Number.isInteger(asked) || asked < 1) throw invalidParams("pageSize", `must be 0 (no preference) or more, got ${page.pageSize}`);
  const t = page.pageToken;
  if (t !== undefined && t !== "" && (typeof t !== "string" || !token.test(t))) {
    throw invalidParams("pageToken", "not a page token this server issued (pass nextPageToken of the previous page)");
  }
  return { size: Math.min(asked, configPageMax), after: t === undefined || t === "" ? 0 : Number(t) };
}
