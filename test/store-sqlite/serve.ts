// Server processes on a SQLite file for the crash and lock tests (serve-child.ts): started, called over
// JSON-RPC on 127.0.0.1, every request bounded in time, every process killed when its test ends.

import { type ChildProcess, spawn } from "node:child_process";
import { dirname, join } from "node:path";
import type { TestContext } from "node:test";
import { fileURLToPath } from "node:url";
import { postJson } from "../support/post-json.js";

const childPath = join(dirname(fileURLToPath(import.meta.url)), "serve-child.ts");

/** How a server process's open ended: serving, or exited (a refused open: code 1, the reason on stderr). */
export type Outcome =
  | { readonly ready: true; readonly port: number; readonly recovered: number; readonly at: number }
  | { readonly ready: false; readonly code: number | null; readonly stderr: string; readonly at: number };

export interface Launched {
  readonly child: ChildProcess;
  /** Resolves once the child printed "opening" (it is about to open the file). */
  readonly opening: Promise<void>;
  readonly outcome: Promise<Outcome>;
  /** Resolves with the exit code (null when killed by a signal) once the process has exited. */
  readonly exited: Promise<number | null>;
}

/** Starts serve-child.ts on `path`; killed (SIGKILL) when the test ends, if still running. */
export function launch(t: TestContext, path: string, lockTimeoutMs = 0): Launched {
  const child = spawn(process.execPath, ["--import", "tsx", childPath, path, String(lockTimeoutMs)], { stdio: ["ignore", "pipe", "pipe"] });
  t.after(() => {
    if (child.exitCode === null && child.signalCode === null) child.kill("SIGKILL");
  });
  let out = "";
  let err = "";
  child.stderr!.setEncoding("utf8");
  child.stderr!.on("data", (c: string) => (err += c));
  const exited = new Promise<number | null>((resolve) => child.once("exit", (code) => resolve(code)));
  let opened: () => void;
  const opening = new Promise<void>((resolve) => (opened = resolve));
  const outcome = new Promise<Outcome>((resolve) => {
    child.stdout!.setEncoding("utf8");
    child.stdout!.on("data", (c: string) => {
      out += c;
      if (out.startsWith("opening\n")) opened();
      const m = /ready (\d+) (\d+)\n/.exec(out);
      if (m) resolve({ ready: true, port: Number(m[1]), recovered: Number(m[2]), at: performance.now() });
    });
    void exited.then((code) => {
      opened();
      resolve({ ready: false, code, stderr: err, at: performance.now() });
    });
  });
  return { child, opening, outcome, exited };
}

/** Starts serve-child.ts and resolves once it serves; rejects when it exits first. */
export async function start(t: TestContext, path: string, lockTimeoutMs = 0): Promise<{ child: ChildProcess; port: number; recovered: number }> {
  const launched = launch(t, path, lockTimeoutMs);
  const o = await launched.outcome;
  if (!o.ready) throw new Error(`server exited (${o.code}) before ready: ${o.stderr}`);
  return { child: launched.child, port: o.port, recovered: o.recovered };
}

/** One JSON-RPC call (A2A-Version 1.0), answered within 10 s; `onData` hears the body as it streams. */
export function call(port: number, method: string, params: unknown, onData?: (all: string) => void): Promise<{ status: number; text: string }> {
  return postJson(port, { jsonrpc: "2.0", id: 1, method, params }, onData, 10_000);
}

export const message = (id: string, text: string) => ({ messageId: id, role: "ROLE_USER", parts: [{ text }] });

/**
 * Starts a streaming "wait: …" task (working until canceled) and resolves with its id once it is
 * working; `onData` hears the stream. The stream's connection dies with the process.
 */
export function startWorking(port: number, params: Record<string, unknown> = {}, onData?: (all: string) => void): Promise<string> {
  return new Promise<string>((resolve, reject) => {
    call(port, "SendStreamingMessage", { message: message("m-wait", "wait: long"), ...params }, (all) => {
      onData?.(all);
      // The first event: the task, already working (or its status update saying so).
      const first = /^data: (.*)$/m.exec(all);
      if (first === null || !all.includes("TASK_STATE_WORKING")) return;
      const r = JSON.parse(first[1]!).result;
      resolve(r.task?.id ?? r.statusUpdate?.taskId);
    }).then(
      () => reject(new Error("the stream ended before the task was working")),
      () => {}, // the connection dies with the process
    );
  });
}
