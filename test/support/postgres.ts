// A throwaway PostgreSQL cluster for the tests and the bench: Debian's `postgresql` package (installed by
// .ci/run), initdb in a temporary folder, started on 127.0.0.1 on a free port with its socket in that
// folder, stopped and removed at the end (and at process exit, should a test die first). PostgreSQL
// refuses to run as root: as root, initdb and pg_ctl run through `runuser -u postgres --` in a folder
// owned by postgres. fsync stays on (the bench and the kill -9 test measure real durability).
//
// When PostgreSQL cannot be started, `startPostgres` throws, naming why: under CI=true the test fails;
// elsewhere `postgresOrSkip` skips loudly (a skip, never a pass).

import { execFileSync, spawnSync } from "node:child_process";
import { chmodSync, chownSync, existsSync, mkdtempSync, readdirSync, rmSync } from "node:fs";
import { createServer } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";

export interface PostgresCluster {
  /** 127.0.0.1 */
  readonly host: string;
  readonly port: number;
  /** postgres://postgres@127.0.0.1:<port>/<database> */
  url(database?: string): string;
  /** Creates a database (a fresh place for a test) and answers its URL. */
  createDatabase(name: string): string;
  /** Runs SQL through psql as the superuser; answers its stdout. */
  psql(sql: string, database?: string): string;
  /** Stops the server (fast shutdown) and removes its folder. Idempotent. */
  stop(): void;
}

/** The newest /usr/lib/postgresql/<major>/bin that has pg_ctl. */
function binDir(): string {
  const root = "/usr/lib/postgresql";
  const majors = existsSync(root)
    ? readdirSync(root)
        .filter((d) => /^\d+$/.test(d) && existsSync(join(root, d, "bin", "pg_ctl")))
        .sort((a, b) => Number(b) - Number(a))
    : [];
  if (majors.length === 0) throw new Error(`PostgreSQL is not installed: no ${root}/<major>/bin/pg_ctl (Debian's postgresql package; .ci/run installs it)`);
  return join(root, majors[0]!, "bin");
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const s = createServer();
    s.once("error", reject);
    s.listen(0, "127.0.0.1", () => {
      const port = (s.address() as { port: number }).port;
      s.close(() => resolve(port));
    });
  });
}

const root = process.getuid?.() === 0;

/** Runs a PostgreSQL program as postgres when we are root; throws with its output on failure. */
function run(bin: string, args: readonly string[]): string {
  const [cmd, argv] = root ? ["runuser", ["-u", "postgres", "--", bin, ...args]] : [bin, [...args]];
  const r = spawnSync(cmd, argv, { encoding: "utf8", timeout: 60_000 });
  if (r.status !== 0)
    throw new Error(
      `${[cmd, ...argv].join(" ")} failed (exit ${r.status ?? r.signal}): ${(r.stderr || r.stdout || String(r.error ?? "")).trim().slice(-2000)}`,
    );
  return r.stdout;
}

/** Starts a fresh cluster. Throws naming what failed when PostgreSQL is missing or will not start. */
export async function startPostgres(settings: Readonly<Record<string, string | number>> = {}): Promise<PostgresCluster> {
  const bin = binDir();
  const dir = mkdtempSync(join(tmpdir(), "a2a-pg-"));
  if (root) {
    const uid = Number(execFileSync("id", ["-u", "postgres"], { encoding: "utf8" }).trim());
    const gid = Number(execFileSync("id", ["-g", "postgres"], { encoding: "utf8" }).trim());
    chownSync(dir, uid, gid);
    chmodSync(dir, 0o700);
  }
  const data = join(dir, "data");
  const port = await freePort();
  let stopped = false;
  const stop = () => {
    if (stopped) return;
    stopped = true;
    process.removeListener("exit", stop);
    try {
      run(join(bin, "pg_ctl"), ["stop", "-D", data, "-m", "fast", "-w", "-t", "30"]);
    } catch {
      // Not started, or already gone: the folder goes either way.
    }
    rmSync(dir, { recursive: true, force: true });
  };
  process.once("exit", stop);
  try {
    run(join(bin, "initdb"), ["-D", data, "-U", "postgres", "--auth=trust", "--no-sync", "-E", "UTF8", "--locale=C"]);
    const options = {
      listen_addresses: "127.0.0.1",
      port,
      unix_socket_directories: dir,
      fsync: "on",
      synchronous_commit: "on",
      max_connections: 200,
      ...settings,
    };
    const o = Object.entries(options)
      .map(([k, v]) => `-c ${k}=${v}`)
      .join(" ");
    run(join(bin, "pg_ctl"), ["start", "-D", data, "-w", "-t", "60", "-l", join(dir, "log"), "-o", o]);
  } catch (e) {
    stop();
    throw new Error(`PostgreSQL could not be started for the tests: ${e instanceof Error ? e.message : String(e)}`, { cause: e });
  }
  const url = (database = "postgres") => `postgres://postgres@127.0.0.1:${port}/${database}`;
  const psql = (sql: string, database = "postgres") =>
    run(join(bin, "psql"), ["-h", "127.0.0.1", "-p", String(port), "-U", "postgres", "-d", database, "-XAtqc", sql]);
  return {
    host: "127.0.0.1",
    port,
    url,
    psql,
    createDatabase(name: string) {
      if (!/^[a-z_][a-z0-9_]*$/.test(name)) throw new Error(`createDatabase: ${JSON.stringify(name)} is not a plain lower-case identifier`);
      psql(`CREATE DATABASE ${name}`);
      return url(name);
    },
    stop,
  };
}

/**
 * A cluster for a test file, or a loud skip outside CI when PostgreSQL cannot start. Under CI=true the
 * failure is thrown: the suite fails, it never passes without PostgreSQL.
 */
export async function postgresOrSkip(): Promise<PostgresCluster | { readonly skip: string }> {
  try {
    return await startPostgres();
  } catch (e) {
    if (process.env.CI === "true") throw e;
    const why = e instanceof Error ? e.message : String(e);
    process.stderr.write(`\n*** PostgreSQL tests SKIPPED (not passed): ${why}\n*** CI=true makes this a failure.\n\n`);
    return { skip: why };
  }
}
