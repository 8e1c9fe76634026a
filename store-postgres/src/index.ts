// @a2a-bindgen/store-postgres: the durable task store, push-config store and event bus of
// @a2a-bindgen/server's store contract on PostgreSQL (node-postgres), for many server instances on one
// database: group-committed writes, quotas in the database, instance leases, LISTEN/NOTIFY between
// instances, migrations at open (docs/stores.md).

export { openPostgresStores } from "./open.js";
export type { PostgresStores } from "./open.js";
export type { PostgresStoresOptions } from "./options.js";
export { SCHEMA_VERSION } from "./migrations.js";
export { failOnRestart, RESTARTED } from "@a2a-bindgen/server/store";
export type { RecoverHook } from "@a2a-bindgen/server/store";
