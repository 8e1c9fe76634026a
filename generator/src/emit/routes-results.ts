// Per binding: the path variables as printed code needs them (JSON field paths, segment ranges),
// and the source of its match result as one object literal. Keys differ per binding, so filling
// a fresh `{}` key by key takes V8's megamorphic keyed-store path on every match; one literal per
// binding allocates the result, its path and its request objects with fixed shapes in one step.

import type { FieldShape, MessageShape, RouteBinding } from "@a2a-bindgen/runtime";
import { GenerationError } from "../model/errors.js";

export interface PrintedVariable {
  /** JSON names from the request message down to the field. */
  jsonSegs: string[];
  /** jsonSegs joined with ".": the key in MatchResult.path. */
  jsonPath: string;
  start: number;
  /** One past the last segment; null when the variable runs to the end ("**"). */
  end: number | null;
}

/** The binding's variables with JSON field paths: each template field path (proto names) resolved through the messages. */
export function variablesOf(binding: RouteBinding, messages: Readonly<Record<string, MessageShape>>): PrintedVariable[] {
  return binding.pattern.variables.map((v) => {
    const jsonSegs: string[] = [];
    let message: string | undefined = binding.requestType;
    for (const name of v.fieldPath) {
      const shape: MessageShape | undefined = message !== undefined && Object.hasOwn(messages, message) ? messages[message] : undefined;
      const field: FieldShape | undefined = shape?.fields.find((f) => f.name === name);
      if (field === undefined) {
        throw new GenerationError(`route ${binding.method} ${binding.template}: field "${v.fieldPath.join(".")}" is not in message "${binding.requestType}"`);
      }
      jsonSegs.push(field.jsonName);
      message = field.message;
    }
    return { jsonSegs, jsonPath: jsonSegs.join("."), start: v.start, end: v.end };
  });
}

type KeyTree = Map<string, KeyTree | number>;

function treeOf(paths: readonly (readonly string[])[]): KeyTree {
  const tree: KeyTree = new Map();
  paths.forEach((segs, i) => {
    let node = tree;
    segs.forEach((key, k) => {
      if (k === segs.length - 1) node.set(key, i);
      else {
        let next = node.get(key);
        if (next === undefined || typeof next === "number") node.set(key, (next = new Map()));
        node = next;
      }
    });
  });
  return tree;
}

function literalOf(node: KeyTree, value: (i: number) => string): string {
  const props = [...node].map(([k, v]) => JSON.stringify(k) + ": " + (typeof v === "number" ? value(v) : literalOf(v, value)));
  return "{ " + props.join(", ") + " }";
}

/**
 * The source of one binding's match result as a single object literal: `value(i)` is the
 * expression for variable i, `query`/`unknown` those for the two query fields, `emptyPath` the
 * path object of a binding without variables; `binding` and `operation` must be in scope. Null
 * when a key is "__proto__" (a literal would set the prototype). Keys are JSON-quoted, so nothing
 * from the spec can break out of them.
 */
export function resultSource(vars: readonly PrintedVariable[], value: (i: number) => string, query: string, unknown: string, emptyPath: string): string | null {
  if (vars.some((v) => v.jsonSegs.includes("__proto__"))) return null;
  const path = vars.length === 0 ? emptyPath : literalOf(treeOf(vars.map((v) => [v.jsonPath])), value);
  const request = literalOf(treeOf(vars.map((v) => v.jsonSegs)), value);
  return `{ kind: "match", operation: operation, binding: binding, path: ${path}, query: ${query}, request: ${request}, unknownQuery: ${unknown} }`;
}
