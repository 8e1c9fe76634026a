// The rules on a value alone (a type, an integer, a literal, an enum) for the walk that explains a refusal
// (explain.ts): one function finds the issue of any of them.

import type { JsonPrimitive } from "./node.js";
import type { RawIssue } from "./scope.js";

const INTEGER_MESSAGE = "Invalid input: expected integer, received number";

/**
 * A rule on a value alone (a type, an integer, a literal, an enum): one function finds its issue, so an
 * object's walk checks a prop of this kind by a direct call (a call through each node's own closure is a
 * call V8 cannot inline once it has seen many).
 */
export class Leaf {
  constructor(
    readonly kind: "type" | "integer" | "literal" | "enum",
    readonly name: string,
    readonly values: readonly JsonPrimitive[],
  ) {}
}

/** Whether a leaf rule accepts `input`. */
export function leafAccepts(l: Leaf, input: unknown): boolean {
  switch (l.kind) {
    case "type":
      return l.name === "null" ? input === null : l.name === "number" ? Number.isFinite(input) : typeof input === l.name;
    case "integer":
      return Number.isInteger(input);
    default:
      return l.values.includes(input as JsonPrimitive);
  }
}

/** The issue of a leaf rule on `input`; undefined when it has none. */
export function leafIssue(l: Leaf, input: unknown): Omit<RawIssue, "path"> | undefined {
  if (leafAccepts(l, input)) return undefined;
  switch (l.kind) {
    case "type":
      return { code: "invalid_type", expected: l.name, input };
    case "integer":
      return Number.isFinite(input) ? { code: "custom", message: INTEGER_MESSAGE, input, continue: true } : { code: "invalid_type", expected: "number", input };
    case "literal":
      if (l.values.length === 1 && l.values[0] === null) return { code: "invalid_type", expected: "null", input };
      return { code: "invalid_value", values: l.values.slice(), input };
    case "enum":
      return { code: "invalid_value", values: l.values.slice(), input };
  }
}
