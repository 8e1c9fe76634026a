// The interop matrix's cells (scenario × server × interface → result) and its report, test/e2e/interop/REPORT.md.
// Rows are sorted and hold no ports, ids or timings, so a run prints the same bytes. With INTEROP_WRITE=1
// (npm run interop) the report is rewritten; otherwise the computed report must equal the committed one.

import { readFileSync, writeFileSync } from "node:fs";
import { fileURLToPath } from "node:url";

/** `pass`, `fail`, `n/a: <reason>` or `deviation: <reason>` (a peer departing from spec/proto, as observed). */
export type Result = "pass" | "fail" | `n/a: ${string}` | `deviation: ${string}`;

export interface Cell {
  /** I1 … I14 (the quick reference §6). */
  scenario: string;
  server: string;
  /** `JSONRPC@1.0`, … or `-` when the scenario is not per interface. */
  where: string;
  result: Result;
}

export const REPORT_PATH = fileURLToPath(new URL("./REPORT.md", import.meta.url));

const cells = new Map<string, Cell>();

/** Records one cell; recording the same cell twice is a bug in the test, so it throws. */
export function record(cell: Cell): void {
  const key = `${cell.scenario}|${cell.server}|${cell.where}`;
  if (cells.has(key)) throw new Error(`cell recorded twice: ${key}`);
  cells.set(key, cell);
}

/** Runs `check` for one cell: its answer (pass, n/a, deviation) is recorded, a throw is recorded as `fail` and rethrown. */
export async function cell(scenario: string, server: string, where: string, check: () => Promise<Result | undefined>): Promise<void> {
  try {
    record({ scenario, server, where, result: (await check()) ?? "pass" });
  } catch (e) {
    record({ scenario, server, where, result: "fail" });
    throw new Error(`${scenario} ${server} ${where}: ${e instanceof Error ? e.message : String(e)}`, { cause: e });
  }
}

/** Runs every check (all of them, even after a failure) and throws the failures together. */
export async function checkAll(checks: (() => Promise<void>)[]): Promise<void> {
  const failures: string[] = [];
  for (const c of checks) {
    try {
      await c();
    } catch (e) {
      failures.push(e instanceof Error ? e.message : String(e));
    }
  }
  if (failures.length > 0) throw new Error(failures.join("\n"));
}

/** The quick reference §6's scenarios, in short (its words), for the report's legend. */
const SCENARIOS: readonly [string, string][] = [
  ["I1", "the same message on every binding the card declares: semantically equivalent results (§5.1)"],
  ["I2", "the same failure (an unknown task id) on every binding: the binding's native error plus ErrorInfo TASK_NOT_FOUND (§5.4)"],
  ["I3", "a 1.0-only interface without A2A-Version: VersionNotSupportedError (§3.6.2)"],
  ["I4", "A2A-Version 1.0, then 9.9: the first succeeds, the second is VersionNotSupportedError (§3.6.2)"],
  ["I5", "A2A-Version 1.0.1: recorded, the spec does not define it (§3.6, §14.2.1)"],
  ["I6", "the version as lower-case a2a-version (HTTP header, gRPC metadata): handled exactly as A2A-Version"],
  ["I7", "A2A-Extensions with two URIs: both recognised; a required extension omitted: ExtensionSupportRequiredError"],
  ["I8", "HTTP+JSON with the tenant field and with the /{tenant} prefix: both reach the same tenant (§8.3.2, the proto)"],
  ["I9", "client: a card listing JSONRPC, then GRPC, and a gRPC-only client: it calls the second entry's url"],
  ["I10", "client: one binding at 0.3 and at 1.0: the client calls the entry matching the version it sends"],
  ["I11", "streams: JSON-RPC lines are JSON-RPC responses, HTTP+JSON lines bare StreamResponses (§9.4.2, §11.7)"],
  ["I12", "GET /tasks?contextId=…&status=TASK_STATE_WORKING&pageSize=…: the filters and the page size take effect (§11.5)"],
  ["I13", "an unknown field in a request: processed, the field ignored (§5.7)"],
  ["I14", "client: subscribe over HTTP+JSON calls GET, and on a method error retries with POST (§5.3, §11.3.2)"],
];

const SERVER_ORDER = ["a2a-bindgen", "1.3.0-strict", "1.3.0-compat", "0.3.14"];
const scenarioNumber = (s: string) => Number(s.slice(1));
const cellText = (s: string) => s.replace(/\|/g, "\\|").replace(/\n/g, " ");

/** The report's markdown: one table, sorted by scenario number, server (ours first) and interface. */
export function formatReport(all: readonly Cell[] = [...cells.values()]): string {
  const sorted = [...all].sort(
    (a, b) =>
      scenarioNumber(a.scenario) - scenarioNumber(b.scenario) ||
      SERVER_ORDER.indexOf(a.server) - SERVER_ORDER.indexOf(b.server) ||
      (a.where < b.where ? -1 : a.where > b.where ? 1 : 0),
  );
  const kind = (r: Result) => (r === "pass" || r === "fail" ? r : r.slice(0, r.indexOf(":")));
  const summary = SERVER_ORDER.map((server) => {
    const mine = sorted.filter((c) => c.server === server).map((c) => kind(c.result));
    const count = (k: string) => mine.filter((m) => m === k).length;
    return `| ${server} | ${count("pass")} | ${count("deviation")} | ${count("n/a")} | ${count("fail")} |`;
  });
  const lines = [
    "# Interop matrix",
    "",
    "Written by `npm run interop` (test/e2e/interop/); `npm test` fails when the run differs from this file. Scenarios: the",
    "quick reference §6 (I1–I14). Servers: our reference server (`a2a-bindgen`), @a2a-js/sdk 1.3.0 strict (v1.0 only)",
    "and with legacyCompat, and @a2a-js/sdk 0.3.14. A `deviation` is a peer departing from the spec or proto, as observed.",
    "",
    "| scenario | what |",
    "|---|---|",
    ...SCENARIOS.map(([id, what]) => `| ${id} | ${cellText(what)} |`),
    "",
    "| server | pass | deviation | n/a | fail |",
    "|---|---|---|---|---|",
    ...summary,
    "",
    "| scenario | server | interface | result |",
    "|---|---|---|---|",
    ...sorted.map((c) => `| ${c.scenario} | ${c.server} | ${c.where} | ${cellText(c.result)} |`),
    "",
  ];
  return lines.join("\n");
}

/** Writes the report (INTEROP_WRITE=1) or answers the difference from the committed one (null: equal). */
export function writeOrCompare(): string | null {
  const text = formatReport();
  if (process.env.INTEROP_WRITE === "1") {
    writeFileSync(REPORT_PATH, text);
    return null;
  }
  let committed = "";
  try {
    committed = readFileSync(REPORT_PATH, "utf8");
  } catch {
    return `${REPORT_PATH} is missing: run npm run interop`;
  }
  if (committed === text) return null;
  const a = committed.split("\n");
  const b = text.split("\n");
  const diff: string[] = [];
  for (let i = 0; i < Math.max(a.length, b.length) && diff.length < 20; i++)
    if (a[i] !== b[i]) diff.push(`line ${i + 1}:\n  committed: ${a[i] ?? "(none)"}\n  this run:  ${b[i] ?? "(none)"}`);
  return `the interop matrix differs from ${REPORT_PATH} (run npm run interop to rewrite it):\n${diff.join("\n")}`;
}
