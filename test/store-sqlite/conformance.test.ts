// The conformance kit (@a2a-bindgen/server/testing) against the SQLite stores, durable: every case,
// reopen-after-close included. One file per place in a temporary directory removed at the end.

import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { after } from "node:test";
import { storeConformance } from "@a2a-bindgen/server/testing";
import { openSqliteStores } from "@a2a-bindgen/store-sqlite";

const dir = mkdtempSync(join(tmpdir(), "a2a-sqlite-conformance-"));
after(() => rmSync(dir, { recursive: true, force: true }));

storeConformance(
  "SQLite stores",
  async ({ push, ...options }, place) =>
    openSqliteStores({ ...options, path: join(dir, `${place.replace(/[^A-Za-z0-9-]/g, "_")}.db`), maxConfigsPerTask: push?.maxConfigsPerTask }),
  { durable: true },
);
