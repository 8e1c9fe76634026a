// @a2a-bindgen/store-sqlite: the durable task store, push-config store and event bus of
// @a2a-bindgen/server's store contract (the entry @a2a-bindgen/server/store: its types, errors, bounds, and the
// change semantics this store persists), on one SQLite file through better-sqlite3 (docs/stores.md).

export { openSqliteStores } from "./open.js";
export type { SqliteStores, SqliteStoresOptions } from "./open.js";
export { SCHEMA_VERSION } from "./migrations.js";
export { failOnRestart, RESTARTED } from "@a2a-bindgen/server/store";
export type { RecoverHook } from "@a2a-bindgen/server/store";
