// The two tools the documents are held to, wired once (chosen by measurement, issue 40): the validator
// @readme/openapi-parser (the official OpenAPI 3.1 schema plus its semantic checks: path parameters,
// duplicate operationIds, component names) and the linter @redocly/openapi-core with its `recommended`
// ruleset (its `struct` rule also checks every Schema Object's keywords). Both see the document only:
// nothing outside it is resolved, so a $ref leaving the document is a finding, never a download.

import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import { validate } from "@readme/openapi-parser";
import { BaseResolver, createConfig, lintDocument, makeDocumentFromString, type NormalizedProblem } from "@redocly/openapi-core";

const require = createRequire(import.meta.url);

/** A version's generated document, as @a2a-bindgen/a2a exports it. */
export function documentOf(version: "v1_0" | "v0_3"): any {
  return JSON.parse(readFileSync(require.resolve(`@a2a-bindgen/a2a/${version}/openapi.json`), "utf8"));
}

/** One finding of either tool: the rule, the JSON pointer it points at (when the tool says), the message. */
export interface Finding {
  readonly tool: "validator" | "linter";
  readonly rule: string;
  readonly severity: "error" | "warn";
  readonly pointer: string;
  readonly message: string;
}

/**
 * The linter's ruleset: redocly `recommended`, with four rules off, each for a reason (issue 40's plan;
 * reported to the lead, who decides the document):
 * - no-empty-servers, security-defined: the generated document has no `servers` and no `security` — they
 *   depend on the deployment, and the reference server adds them (publicUrl, the card) when it serves it.
 * - no-unused-components: components.schemas holds every message of the version (it is the JSON Schema of
 *   each, for tools that validate one message), including requests whose fields travel as path and query
 *   parameters, and StreamResponse, which only `x-a2a-stream-event` names (linters do not read `x-`).
 * - no-ambiguous-paths: the protocol's tenant bindings (`/{tenant}/…`) overlap its canonical routes
 *   (`/tasks/{id}`); the route tables' precedence decides which serves a path, which OpenAPI cannot state.
 */
export const ruleset = {
  extends: ["recommended"],
  rules: {
    "no-empty-servers": "off",
    "security-defined": "off",
    "no-unused-components": "off",
    "no-ambiguous-paths": "off",
  },
} as const;

/** Refuses every document but the one given: no file read, no URL fetched. */
class NoExternalRefs extends BaseResolver {
  override async loadExternalRef(absoluteRef: string): Promise<never> {
    throw new Error(`external $ref not allowed in a self-contained document: ${absoluteRef}`);
  }
}

/** The validator's findings (errors, then warnings); the document is not changed (it dereferences a copy). */
export async function validateDocument(doc: unknown): Promise<Finding[]> {
  const r = await validate(structuredClone(doc) as Parameters<typeof validate>[0], { resolve: { external: false } });
  const finding = (severity: "error" | "warn", message: string): Finding => ({ tool: "validator", rule: "openapi-3.1", severity, pointer: "", message });
  return [...(r.valid ? [] : r.errors.map((e) => finding("error", e.message))), ...r.warnings.map((w) => finding("warn", w.message))];
}

/** The linter's findings under `rules` (default: the ruleset above). */
export async function lintDocumentFindings(doc: unknown, rules: object = ruleset): Promise<Finding[]> {
  const config = await createConfig(rules as Parameters<typeof createConfig>[0]);
  const document = makeDocumentFromString(JSON.stringify(doc, null, 2), "/openapi.json");
  const problems = await lintDocument({ document, config: config.styleguide, externalRefResolver: new NoExternalRefs() });
  return problems.filter((p) => !p.ignored).map(toFinding);
}

function toFinding(p: NormalizedProblem): Finding {
  const at = p.location[0];
  const pointer = at !== undefined && "pointer" in at && typeof at.pointer === "string" ? at.pointer : "";
  return { tool: "linter", rule: p.ruleId, severity: p.severity, pointer, message: p.message };
}

/** Both tools' findings, one line each, for an assertion message that names rule, pointer and message. */
export function describe(findings: readonly Finding[]): string {
  return findings.map((f) => `${f.tool} ${f.severity} ${f.rule} ${f.pointer}: ${f.message.split("\n")[0]}`).join("\n");
}
