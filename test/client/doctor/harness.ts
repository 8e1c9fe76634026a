// The doctor tests' harness: the CLI run as a child process (exit codes, stdout, stderr as a user sees
// them), and a crafted card served by a small node:http server on 127.0.0.1:0 — its interfaces point at
// real peers (test/e2e/peer) with the fault a test injects.

import { execFile } from "node:child_process";
import { readFileSync } from "node:fs";
import { Ajv2020 } from "ajv/dist/2020.js";
import type http from "node:http";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { doctorReportSchema, type DoctorReport } from "../../../client/src/doctor/index.js";
import { listenHttp, stopper } from "../../e2e/peer/server.js";

const root = join(dirname(fileURLToPath(import.meta.url)), "..", "..", "..");

/** What a run of `a2a-bindgen doctor` gave. */
export interface Run {
  code: number | null;
  stdout: string;
  stderr: string;
}

/** Runs `node bin/a2a-bindgen doctor …args` (async: the peers in this process must keep answering); killed after 60 s. */
export function doctor(args: readonly string[]): Promise<Run> {
  return new Promise((resolve) => {
    const child = execFile(process.execPath, [join(root, "bin", "a2a-bindgen"), "doctor", ...args], { cwd: root, timeout: 60_000 }, (_e, stdout, stderr) =>
      resolve({ code: child.exitCode, stdout: String(stdout), stderr: String(stderr) }),
    );
  });
}

/** The documented JSON Schema of the report, as committed. */
export const reportSchemaPath = join(root, "client", "src", "doctor", "report.schema.json");
const validate = new Ajv2020({ allErrors: true }).compile(JSON.parse(readFileSync(reportSchemaPath, "utf8")));

/** Runs the doctor with --json and a 5 s bound; the report, checked against the documented JSON Schema (ajv) and the zod schema. */
export async function doctorJson(args: readonly string[]): Promise<{ run: Run; report: DoctorReport }> {
  const run = await doctor([...args, "--json", "--timeout", "5"]);
  const json = JSON.parse(run.stdout);
  if (!validate(json)) throw new Error(`the report does not conform to report.schema.json: ${JSON.stringify(validate.errors)}\n${run.stdout}`);
  const parsed = doctorReportSchema().safeParse(json);
  if (!parsed.success) throw new Error(`the report does not conform to its schema: ${parsed.error.message}\n${run.stdout}`);
  return { run, report: parsed.data };
}

/** The well-known card path (§8.2), written here as the test's expectation. */
export const CARD_PATH = "/.well-known/agent-card.json";

/**
 * Serves `card` at the well-known path (anything else: an HTML 404); `text` serves that text instead;
 * `answer: false` accepts connections and never answers.
 */
export async function serveCard(card: unknown, options: { answer?: boolean; text?: string } = {}): Promise<{ cardUrl: string; close(): Promise<void> }> {
  const web = await listenHttp();
  web.server.on("request", (req: http.IncomingMessage, res: http.ServerResponse) => {
    if (options.answer === false) return;
    if (req.method === "GET" && req.url === CARD_PATH) {
      res.writeHead(200, { "content-type": "application/json" }).end(options.text ?? JSON.stringify(card));
      return;
    }
    res.writeHead(404, { "content-type": "text/html" }).end("<!DOCTYPE html><html><body><pre>Cannot GET</pre></body></html>");
  });
  return { cardUrl: `${web.baseUrl}${CARD_PATH}`, close: stopper(web, undefined, () => {}) };
}

/** A card's JSON, fetched (to build a crafted card from a real one). */
export async function fetchCard(url: string, headers: Record<string, string> = {}): Promise<Record<string, any>> {
  const res = await fetch(url, { headers, signal: AbortSignal.timeout(5000) });
  return (await res.json()) as Record<string, any>;
}
