// Server instances (server.ts) for the many-instances tests: started as child processes on one database and
// schema, their JSON lines read as they come, every wait bounded, every process killed when its test ends.

import { type ChildProcess, spawn } from "node:child_process";
import { dirname, join } from "node:path";
import type { TestContext } from "node:test";
import { fileURLToPath } from "node:url";

const serverPath = join(dirname(fileURLToPath(import.meta.url)), "server.ts");

export interface InstanceOptions {
  readonly connectionString: string;
  readonly schema: string;
  readonly leaseMs: number;
}

export interface Instance {
  readonly name: string;
  readonly child: ChildProcess;
  readonly url: string;
  readonly port: number;
  /** Its lease id (stores.instance). */
  readonly instance: string;
  readonly recovered: number;
  /** Every JSON line it printed so far. */
  readonly lines: Record<string, any>[];
  /** Resolves with the first line (printed so far or later) `match` accepts; rejects after `ms` naming `what`. */
  line(what: string, match: (line: Record<string, any>) => boolean, ms?: number): Promise<Record<string, any>>;
  /** Runs stores.takeOver() in the instance now and answers its result. */
  takeOver(ms?: number): Promise<{ instances: number; tasks: number; deliveries: number }>;
  /** SIGKILL; resolves once the process is gone. */
  kill9(): Promise<void>;
  /** SIGTERM; resolves with the exit code once it exited by itself (rejects after `ms`). */
  stop(ms?: number): Promise<number | null>;
}

/** Rejects after `ms` naming `what`, unless `work` settles first. */
export function within<T>(work: Promise<T>, ms: number, what: string): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`${what}: not within ${ms} ms`)), ms);
  });
  return Promise.race([work, late]).finally(() => clearTimeout(timer));
}

/** Starts server.ts as `name`; resolves once it serves (rejects if it exits or stays silent 20 s). Killed when the test ends. */
export async function startInstance(t: TestContext, name: string, options: InstanceOptions): Promise<Instance> {
  const child = spawn(process.execPath, ["--import", "tsx", serverPath, JSON.stringify(options)], { stdio: ["pipe", "pipe", "pipe"] });
  const exited = new Promise<void>((resolve) => child.once("exit", () => resolve()));
  t.after(async () => {
    if (child.exitCode === null && child.signalCode === null) child.kill("SIGKILL");
    await exited;
  });
  const lines: Record<string, any>[] = [];
  const waiters = new Set<() => void>();
  let err = "";
  child.stderr!.setEncoding("utf8");
  child.stderr!.on("data", (c: string) => (err += c));
  let out = "";
  child.stdout!.setEncoding("utf8");
  child.stdout!.on("data", (c: string) => {
    out += c;
    for (let nl = out.indexOf("\n"); nl >= 0; nl = out.indexOf("\n")) {
      const text = out.slice(0, nl);
      out = out.slice(nl + 1);
      try {
        lines.push(JSON.parse(text));
      } catch {
        lines.push({ text });
      }
    }
    for (const w of [...waiters]) w();
  });
  const line = (what: string, match: (l: Record<string, any>) => boolean, ms = 10_000) =>
    within(
      new Promise<Record<string, any>>((resolve, reject) => {
        const check = () => {
          const found = lines.find(match);
          if (found !== undefined) {
            waiters.delete(check);
            resolve(found);
          } else if (child.exitCode !== null || child.signalCode !== null) {
            waiters.delete(check);
            reject(new Error(`${name} exited (${child.exitCode ?? child.signalCode}) before ${what}; stderr: ${err.slice(-2000)}`));
          }
        };
        waiters.add(check);
        child.once("exit", check);
        check();
      }),
      ms,
      `${name}: ${what} (stderr: ${err.slice(-1000)})`,
    );
  const ready = (await line("ready", (l) => "ready" in l || "error" in l, 20_000)) as Record<string, any>;
  if (ready.ready === undefined) throw new Error(`${name} did not start: ${ready.error}; stderr: ${err.slice(-2000)}`);
  // A takeOver answer, or its failure.
  const answered = (l: Record<string, any>) => "takeOver" in l || String(l.error ?? "").startsWith("takeOver");
  return {
    name,
    child,
    lines,
    line,
    ...(ready.ready as { url: string; port: number; instance: string; recovered: number }),
    async takeOver(ms = 10_000) {
      // Answers come in order: this call's is the one after those printed so far.
      const before = lines.filter(answered).length;
      child.stdin!.write("takeover\n");
      const answer = await line("takeOver's answer", (l) => answered(l) && lines.filter(answered).indexOf(l) === before, ms);
      if (answer.error !== undefined) throw new Error(`${name}: ${answer.error}`);
      return answer.takeOver;
    },
    async kill9() {
      child.kill("SIGKILL");
      await within(exited, 5_000, `${name}: exit after SIGKILL`);
    },
    async stop(ms = 10_000) {
      const code = new Promise<number | null>((resolve) => child.once("exit", (c) => resolve(c)));
      child.kill("SIGTERM");
      return within(code, ms, `${name}: exit after SIGTERM (stderr: ${err.slice(-1000)})`);
    },
  };
}

/** Every item of `stream` until it ends (untyped JSON: the tests read the wire's events); rejects after `ms`. `onItem` hears each as it comes. */
export async function drain(stream: AsyncIterable<unknown>, ms: number, what: string, onItem?: (item: any, all: any[]) => void): Promise<any[]> {
  const all: any[] = [];
  await within(
    (async () => {
      for await (const item of stream) {
        all.push(item);
        onItem?.(item, all);
      }
    })(),
    ms,
    what,
  );
  return all;
}

export const userMessage = (id: string, text: string) => ({ messageId: id, role: "ROLE_USER" as const, parts: [{ text }] });

/** The text of a task's artifact "out", its parts joined. */
export const outText = (task: any): string =>
  (task?.artifacts ?? [])
    .filter((a: any) => a.artifactId === "out")
    .flatMap((a: any) => a.parts.map((p: any) => p.text))
    .join("");

/** A stream event's chunk text ("" for an event that is no chunk of "out"). */
export const chunkText = (event: any): string =>
  event?.artifactUpdate?.artifact?.artifactId === "out" ? event.artifactUpdate.artifact.parts.map((p: any) => p.text).join("") : "";

/** Resolves once `check()` holds, looking every 25 ms; rejects after `ms` naming `what`. */
export async function waitUntil(check: () => boolean | Promise<boolean>, ms: number, what: string): Promise<void> {
  const end = performance.now() + ms;
  while (!(await check())) {
    if (performance.now() > end) throw new Error(`${what}: not within ${ms} ms`);
    await new Promise((r) => setTimeout(r, 25));
  }
}

/** Stops the instances gracefully (SIGTERM): each exits by itself, code 0. */
export async function stopped(...instances: Instance[]): Promise<void> {
  const codes = await Promise.all(instances.map((i) => i.stop()));
  for (const [k, code] of codes.entries()) if (code !== 0) throw new Error(`${instances[k]!.name} exited ${code} after SIGTERM`);
}
