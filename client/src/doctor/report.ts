// The doctor's report: its JSON form (`--json`), defined once as a zod schema (the README prints it as a
// JSON Schema; the tests check every report against it), and the human form printed by default.
// The schema is built when asked for, never at import: a zod object schema probes `new Function` when
// built (and compiles its parser from strings unless zod is jitless), and running the doctor needs none.

import { oneLine } from "@a2a-bindgen/kit";
import * as z from "zod";
import { remedies, steps } from "./remedies.js";

function buildReportSchema() {
  const stepName = z.enum(steps.map((s) => s.name) as [string, ...string[]]);
  const diagnosis = z.enum(Object.keys(remedies) as [string, ...string[]]).describe("the diagnosis: a key of the remedies table");

  const interfaceSchema = z.strictObject({
    url: z.string(),
    binding: z.string(),
    version: z.string().describe("Major.Minor"),
    tenant: z.string().nullable(),
    at: z.string().describe("where the card declares it (JSON path)"),
  });

  return z.strictObject({
    card: z.string().describe("the card URL asked"),
    ok: z.boolean().describe("true when every usable interface connects"),
    exitCode: z.union([z.literal(0), z.literal(1)]),
    steps: z
      .array(
        z.strictObject({
          step: z.number().int().min(1).max(6),
          name: stepName,
          status: z.enum(["pass", "fail", "not reached"]),
          detail: z.string(),
        }),
      )
      .length(6)
      .describe("the quick reference's six steps, in order; the steps after the first failing one are not reached"),
    selected: interfaceSchema.nullable().describe("the entry a client speaking the asked bindings and versions would call"),
    calls: z
      .array(
        interfaceSchema.extend({
          request: z.string().describe("what was sent: method and URL, JSON-RPC method, or gRPC path"),
          sent: z
            .array(z.tuple([z.string(), z.string()]))
            .describe("the headers or metadata sent; values given with --header and credentials are not repeated"),
          credentials: z
            .array(z.string())
            .optional()
            .describe('what the call carried for the card\'s security, by scheme and kind, never the value: scheme "b": bearer (Authorization header)'),
          answer: z.string().describe("the raw answer in a line"),
          connects: z.boolean(),
          diagnosis: diagnosis.nullable(),
        }),
      )
      .describe("one harmless call (GetTask of a random id) per usable interface"),
    failure: z
      .strictObject({
        step: z.number().int().min(1).max(6),
        name: stepName,
        diagnosis,
        interface: z.string().nullable().describe("the card entry (JSON path) the failure was seen on, if any"),
        saw: z.string(),
        remedy: z.strictObject({
          see: z.string().describe("what you see (the quick reference's words)"),
          cause: z.string().describe("likely cause"),
          action: z.string().describe("what to do"),
          quickReference: z.string().nullable().describe('the quick reference row or step quoted ("§5 row 4", "§1 step 5"), or null'),
        }),
      })
      .nullable(),
    notes: z.array(z.string()),
  });
}

let built: ReturnType<typeof buildReportSchema> | undefined;

/** The zod schema of the JSON report of one doctor run, built on the first call. */
export function doctorReportSchema(): ReturnType<typeof buildReportSchema> {
  built ??= buildReportSchema();
  return built;
}

/** The JSON report of one doctor run. */
export type DoctorReport = z.infer<ReturnType<typeof buildReportSchema>>;

/** The report's schema as a JSON Schema (draft 2020-12): the documented form, committed as report.schema.json. */
export function reportJsonSchema(): Record<string, unknown> {
  return { $id: "https://a2a-bindgen.example/doctor-report.schema.json", title: "a2a-bindgen doctor --json", ...z.toJSONSchema(doctorReportSchema()) };
}

/** The report for people: one line per step and call, then the failure with its remedy; what came from the peer is escaped. */
export function formatReport(report: DoctorReport): string {
  const lines = [`a2a-bindgen doctor ${oneLine(report.card)}`];
  for (const s of report.steps) lines.push(`  ${s.step} ${s.name.padEnd(13)}${s.status.padEnd(12)}${oneLine(s.detail)}`.trimEnd());
  if (report.calls.length > 0) {
    lines.push("calls (GetTask of a random task id):");
    for (const c of report.calls) {
      lines.push(`  ${(c.connects ? "ok" : "FAIL").padEnd(6)}${oneLine(c.binding)} ${oneLine(c.version)} ${oneLine(c.request)}`);
      lines.push(`        ${oneLine(c.answer)}`);
      if (c.credentials && c.credentials.length > 0) lines.push(`        carried ${c.credentials.map(oneLine).join(", ")}`);
    }
  }
  for (const n of report.notes) lines.push(`note: ${oneLine(n)}`);
  const f = report.failure;
  if (f === null) lines.push("result: every usable interface connects");
  else {
    lines.push(`FAILED at step ${f.step} ${f.name}${f.interface ? ` (${oneLine(f.interface)})` : ""}: ${oneLine(f.saw)}`);
    lines.push(`  what you see: ${f.remedy.see}`);
    lines.push(`  likely cause: ${f.remedy.cause}`);
    lines.push(`  what to do:   ${f.remedy.action}`);
    lines.push(`  (${f.remedy.quickReference ? `quick reference ${f.remedy.quickReference}` : "no quick reference row"}; diagnosis ${f.diagnosis})`);
  }
  return `${lines.join("\n")}\n`;
}
