// The interop matrix's cells (scenario × server × interface → result) and its report, test/interop/REPORT.md.
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
  const lines = [
    "# Interop matrix",
    "",
    "Written by `npm run interop` (test/interop/); `npm test` fails when the run differs from this file. Scenarios: the",
    "quick reference §6 (I1–I14). Servers: our reference server (`a2a-bindgen`), @a2a-js/sdk 1.3.0 strict (v1.0 only)",
    "and with legacyCompat, and @a2a-js/sdk 0.3.14. A `deviation` is a peer departing from the spec or proto, as observed.",
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
