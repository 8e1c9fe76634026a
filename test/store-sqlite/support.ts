// A fresh directory per test for the database files, removed after.

import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import type { TestContext } from "node:test";

/** A database path in a new temporary directory, removed when the test ends. */
export function dbPath(t: TestContext, name = "tasks.db"): string {
  const dir = mkdtempSync(join(tmpdir(), "a2a-sqlite-"));
  t.after(() => rmSync(dir, { recursive: true, force: true }));
  return join(dir, name);
}

export const anon = { tenant: "", owner: "" };

export const userMessage = (text: string) => ({ messageId: `m-${text}`, role: "ROLE_USER" as const, parts: [{ text }] });
