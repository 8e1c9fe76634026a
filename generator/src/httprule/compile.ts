// Flattens a parsed template into the JSON-serialisable form the runtime matches against:
// variables become index ranges over one flat segment list.

import type { CompiledPattern, CompiledVariable, ParsedTemplate, TemplateSegment } from "./types.js";

type PlainSegment = Exclude<TemplateSegment, { kind: "variable" }>;

const flat = (s: PlainSegment): string => (s.kind === "literal" ? s.value : s.kind === "wildcard" ? "*" : "**");

export function compileTemplate(t: ParsedTemplate): CompiledPattern {
  const segments: string[] = [];
  const variables: CompiledVariable[] = [];
  for (const s of t.segments) {
    if (s.kind !== "variable") {
      segments.push(flat(s));
      continue;
    }
    const start = segments.length;
    for (const inner of s.segments) segments.push(flat(inner));
    const deep = s.segments.some((inner) => inner.kind === "deep_wildcard");
    variables.push({
      fieldPath: [...s.fieldPath],
      start,
      end: deep ? null : segments.length, // "**" runs to the end of the path, whatever its length
      multiSegment: deep || s.segments.length > 1,
    });
  }
  return { segments, verb: t.verb ?? null, variables };
}
