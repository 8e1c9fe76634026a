// One process per file: the connection runs with locking_mode=EXCLUSIVE, so its first read of a WAL
// file takes the operating system's exclusive lock on it (a POSIX fcntl lock) and keeps it until the
// connection closes; the kernel drops it when the process dies, kill -9 included, so a restart opens at
// once and no PID file can go stale. Exclusive mode also keeps the WAL index in the process's memory:
// no -shm file. A second opener (another process, or another connection in this one) gets SQLITE_BUSY
// at once; it retries, off the event loop, until lockTimeoutMs has passed, then is refused. The lock is
// taken before anything else reads the file: a refused opener never recovers tasks it does not own.

import Database from "better-sqlite3";

/** How often a waiting opener tries the lock again. */
const RETRY_MS = 50;

const busy = (e: unknown) => typeof (e as { code?: unknown })?.code === "string" && (e as { code: string }).code.startsWith("SQLITE_BUSY");

/**
 * Opens `path` in WAL mode with its exclusive lock held by the returned connection, waiting up to
 * `lockTimeoutMs` for another holder to let go. Whatever it opened is closed when it throws.
 */
export async function openLocked(path: string, lockTimeoutMs: number): Promise<Database.Database> {
  const deadline = performance.now() + lockTimeoutMs;
  for (;;) {
    let db: Database.Database | undefined;
    try {
      // No busy handler: it would sleep on the event loop; the wait below does not.
      db = new Database(path, { timeout: 0 });
      db.pragma("locking_mode = EXCLUSIVE");
      // The first access: it takes the lock (WAL in exclusive mode locks at the first read). A crash
      // leaves the WAL, replayed here at the next open.
      db.pragma("journal_mode = WAL");
      db.prepare("SELECT count(*) FROM sqlite_schema").get();
      return db;
    } catch (e) {
      // A fresh connection per attempt: a refused one may keep a shared lock that would stall the holder.
      db?.close();
      if (!busy(e)) throw e;
      const left = deadline - performance.now();
      if (left <= 0) {
        // SQLite's code kept (SQLITE_BUSY) for a caller that retries; open.ts names the file.
        const refused = new Error(
          `another process (or another open store in this one) holds this file's lock; one process per file` +
            (lockTimeoutMs > 0 ? ` (waited ${lockTimeoutMs} ms, lockTimeoutMs)` : " (lockTimeoutMs 0: no wait)"),
          { cause: e },
        );
        throw Object.assign(refused, { code: "SQLITE_BUSY" });
      }
      await new Promise((r) => setTimeout(r, Math.min(RETRY_MS, left)));
    }
  }
}
