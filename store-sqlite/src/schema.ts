// Applying the schema (migrations.ts) at open: PRAGMA user_version is the number of migrations applied;
// the missing ones are applied in one transaction, and a file a newer version of this package wrote (its
// user_version past the last migration here) is refused instead of written with rows it cannot read.

import type { Database } from "better-sqlite3";
import { MIGRATIONS, SCHEMA_VERSION } from "./migrations.js";

/** Applies the migrations `db` lacks (one transaction); throws naming both versions on a file from a newer package. */
export function migrate(db: Database, path: string): void {
  const at = db.pragma("user_version", { simple: true }) as number;
  if (at > SCHEMA_VERSION) {
    throw new Error(`${path}: schema version ${at} was written by a newer @a2a-bindgen/store-sqlite; this one reads up to ${SCHEMA_VERSION}`);
  }
  if (at === SCHEMA_VERSION) return;
  db.transaction(() => {
    for (let v = at; v < SCHEMA_VERSION; v++) db.exec(MIGRATIONS[v]!);
    db.pragma(`user_version = ${SCHEMA_VERSION}`);
  }).immediate();
}
