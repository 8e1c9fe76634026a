// Structured validation failures: one entry per zod issue, with the JSON path as a JSONPath string.

import type * as z from "zod/v4/core";

export interface ValidationIssue {
  /** JSONPath of the offending value, like $.message.parts[0].text (odd keys as $['a b']). */
  path: string;
  /** What was accepted there, e.g. "int32", "RFC 3339 timestamp", "google.api.HttpRule object". */
  expected: string;
  /** What was found, e.g. "string \"abc\"", "null", "array". */
  received: string;
  message: string;
}

const IDENTIFIER = /^[A-Za-z_$][A-Za-z0-9_$]*$/;

/** Formats a zod issue path as JSONPath ($ is the root). */
export function jsonPath(path: readonly PropertyKey[]): string {
  let s = "$";
  for (const k of path) {
    if (typeof k === "number") s += `[${k}]`;
    else if (typeof k === "string" && IDENTIFIER.test(k)) s += `.${k}`;
    else s += `['${String(k).replace(/\\/g, "\\\\").replace(/'/g, "\\'")}']`;
  }
  return s;
}

type AnyIssue = z.$ZodIssue;

/**
 * The issues a failed union stands for: the branch the value came closest to (its first issue
 * deepest, then the fewest issues), its paths made absolute. A union of JSON Schema branches
 * (v0.3 JSON-RPC: a response is a success or an error; a result is a Task or a Message) would
 * otherwise report only "invalid input" at the union, never the field that is wrong.
 */
function flatten(issue: AnyIssue, base: readonly PropertyKey[]): { issue: AnyIssue; path: PropertyKey[] }[] {
  const path = [...base, ...issue.path];
  const branches = issue.code === "invalid_union" ? ((issue as { errors?: AnyIssue[][] | undefined }).errors ?? []) : [];
  const candidates = branches.filter((b) => b.length > 0);
  if (candidates.length === 0) return [{ issue, path }];
  const depth = (b: AnyIssue[]) => b[0].path.length;
  const best = candidates.reduce((a, b) => (depth(b) > depth(a) || (depth(b) === depth(a) && b.length < a.length) ? b : a));
  return best.flatMap((i) => flatten(i, path));
}

/**
 * Flattens a ZodError (or a ValidatorError) into ValidationIssues (a failed union into its closest branch's issues).
 * Our schemas put expected/received in each issue's params; issues of other zod schemas fall back
 * to what zod records (expected for invalid_type).
 */
export function toIssues(error: { readonly issues: readonly object[] }): ValidationIssue[] {
  return (error.issues as readonly AnyIssue[])
    .flatMap((top) => flatten(top as AnyIssue, []))
    .map(({ issue, path }) => {
      const params = (issue as { params?: { expected?: unknown; received?: unknown } | undefined }).params;
      const zodExpected = (issue as { expected?: unknown }).expected;
      const zodReceived = (issue as { received?: unknown }).received;
      return {
        path: jsonPath(path),
        expected: typeof params?.expected === "string" ? params.expected : typeof zodExpected === "string" ? zodExpected : issue.code,
        received: typeof params?.received === "string" ? params.received : typeof zodReceived === "string" ? zodReceived : "unknown",
        message: issue.message,
      };
    });
}
