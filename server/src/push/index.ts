// Push notifications: configs per task and their delivery.

export { PushConfigStore } from "./configs.js";
export type { PushConfigStoreOptions, StoredConfig } from "./configs.js";
export { PushDelivery, pushHeaders } from "./deliver.js";
export type { PushDeliveryOptions, PushFailure } from "./deliver.js";
export { versionedPushEncoder } from "./versioned.js";
