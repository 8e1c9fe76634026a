// Validators without zod: the engine's nodes behind a safeParse that answers as zod's does (success and
// data, or an error holding the issues in zod's format), for code that must not load zod — a browser
// client, above all. The zod schemas of the same names wrap the same nodes (toSchema), so both accept
// and output exactly the same values.

import { INVALID, type Node, type PathKey, runNode } from "./core.js";
import { lazyRecord } from "./lazy.js";
import { lazySchemas, schemaSet, type SchemaSet } from "./schema-set.js";
import { wktNodes } from "./wkt.js";

/** An issue as a validator reports it: zod's custom issue, path outermost key first. */
export interface ValidatorIssue {
  readonly code: "custom";
  readonly path: PathKey[];
  readonly message: string;
  readonly params: { readonly expected: string; readonly received: string };
}

/** What `safeParse` answers: zod's result shape; `error` is an Error holding the issues, as zod's ZodError is. */
export type ValidatorResult<Out> = { success: true; data: Out } | { success: false; error: ValidatorError };

/** A zod-free validator of one message or enum: `safeParse` and `parse` as zod's, nothing else. */
export interface Validator<Out = unknown, In = unknown> {
  /** The canonical ProtoJSON of `value`, or the issues. Never throws. */
  safeParse(value: In | unknown): ValidatorResult<Out>;
  /** The canonical ProtoJSON of `value`; throws the ValidatorError that safeParse would answer. */
  parse(value: In | unknown): Out;
}

/** A refusal: every issue, and the first of them (JSON path and message) as the message. */
export class ValidatorError extends Error {
  readonly issues: ValidatorIssue[];
  constructor(issues: ValidatorIssue[]) {
    const first = issues[0];
    super(first === undefined ? "invalid value" : `${pathText(first.path)}: ${first.message}${issues.length > 1 ? ` (and ${issues.length - 1} more)` : ""}`);
    this.name = "ValidatorError";
    this.issues = issues;
  }
}

function pathText(path: readonly PathKey[]): string {
  return `$${path.map((k) => (typeof k === "number" ? `[${k}]` : `.${k}`)).join("")}`;
}

/** The validator of a node (a new object per call: sets keep one per name). */
export function validator<Out = unknown, In = unknown>(node: Node): Validator<Out, In> {
  const v: Validator<Out, In> = {
    safeParse(value) {
      const r = runNode(node, value);
      if (r.out !== INVALID) return { success: true, data: r.out as Out };
      // zod's finalized issues hold no input: the raw ones would pin the refused value.
      return { success: false, error: new ValidatorError(r.issues.map(({ code, path, message, params }) => ({ code, path, message, params }))) };
    },
    parse(value) {
      const r = v.safeParse(value);
      if (r.success) return r.data;
      throw r.error;
    },
  };
  return v;
}

/**
 * A set of nodes seen through `wrap`: per set of options, one object whose property of each name is
 * `wrap(node)`, made at its first read. The validators and the zod schemas of a version are two views
 * of one node set, so a node is built once whichever is read.
 */
export function viewSet<V>(nodes: SchemaSet<Record<string, Node>>, names: readonly string[], wrap: (node: Node) => V): SchemaSet<Record<string, V>> {
  // A set of its own, so the view too is made per set of options once, and the default one at its first read.
  return schemaSet((options) => {
    const set = nodes.with(options);
    return lazySchemas(Object.fromEntries(names.map((name) => [name, () => wrap(set[name])])));
  }, names);
}

/** Validators of the well-known types by full name (google.protobuf.*), each made at its first read. */
export const wktValidators: Record<string, Validator> = /*@__PURE__*/ lazyRecord(Object.keys(wktNodes), (name) => validator(wktNodes[name]));
