// Push notifications: configs per task and their delivery.

export { MemoryPushConfigStore, validatePushConfig } from "./configs.js";
export type { PushConfigPolicy, PushConfigStoreOptions, StoredConfig } from "./configs.js";
export { PushDelivery, PushDeliveryError, pushHeaders } from "./deliver.js";
export type { PushDeliveryOptions, PushFailure } from "./deliver.js";
export { privateNetworkKinds } from "../net/destination.js";
export type { LookupAddress, PushLookup } from "../net/pinned-fetch.js";
export { versionedPushEncoder } from "./versioned.js";
