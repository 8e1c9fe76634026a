// safeParse and parse of an accepted value without zod's run. The engine's schemas are zod transforms;
// going through zod for a value the engine accepts costs a payload, a context and zod's result checks
// per call, which shows on small bodies. A refused value goes through zod, which runs the schema again
// and builds the ZodError (with the caller's error map and options) — unless the schema can name its
// issues itself (`issues`): then safeParse answers as zod's own safeParse does, without zod's run.

import {
  $ZodRealError,
  config,
  type $ZodError,
  type $ZodIssue,
  type $ZodRawIssue,
  type $ZodType,
  type ParseContext,
  type ParseContextInternal,
} from "zod/v4/core";
import { finalizeIssue } from "./finalize.js";

/** A zod schema with its own parse methods (zod/mini's and classic's both have them). */
type ParsingSchema = $ZodType & {
  safeParse(data: unknown, params?: ParseContext<$ZodIssue>): unknown;
  parse(data: unknown, params?: ParseContext<$ZodIssue>): unknown;
};

/** What `accept` returns for a value it does not accept. */
export const REFUSED: unique symbol = Symbol("refused");

/**
 * Gives `schema` own `safeParse` and `parse` methods that return `accept(data)`'s output at once when
 * it is not REFUSED, and call zod's own method otherwise. `accept` must never throw and must agree
 * with the schema's run. Composition is untouched: zod runs a nested schema through its internals.
 */
export function withFastPath<S extends ParsingSchema>(schema: S, accept: (data: unknown) => unknown, issues?: (data: unknown) => readonly $ZodRawIssue[]): S {
  const zodSafeParse = schema.safeParse.bind(schema);
  const zodParse = schema.parse.bind(schema);
  Object.defineProperty(schema, "safeParse", {
    value: (data: unknown, params?: ParseContext<$ZodIssue>) => {
      const out = accept(data);
      if (out !== REFUSED) return { success: true, data: out };
      return issues === undefined ? zodSafeParse(data, params) : new Failure(issues(data), params);
    },
    configurable: true,
    writable: true,
  });
  Object.defineProperty(schema, "parse", {
    value: (data: unknown, params?: ParseContext<$ZodIssue>) => {
      const out = accept(data);
      return out === REFUSED ? zodParse(data, params) : out;
    },
    configurable: true,
    writable: true,
  });
  return schema;
}

/**
 * A refusal as zod's safeParse answers it (zod/v4/core parse.ts `failure`): the issues are found now, and
 * the ZodError (each issue finalized with the caller's error map, then zod's) is built when `error` is
 * first read, so a caller that only branches on `success` does not pay for it. A class, not zod's object
 * literal with an own accessor: V8 builds such a literal in about 400 ns, a class instance in about 10.
 * So `error` is an accessor of the prototype: reads and destructuring see it, as does JSON.stringify
 * (toJSON); an object spread of the result does not.
 */
class Failure {
  readonly success = false as const;
  #issues: readonly $ZodRawIssue[] | undefined;
  #params: ParseContext<$ZodIssue> | undefined;
  #error: $ZodError | undefined;

  constructor(issues: readonly $ZodRawIssue[], params: ParseContext<$ZodIssue> | undefined) {
    this.#issues = issues;
    // Copied now (the caller may change its object), as zod's context is made at the call.
    this.#params = params === undefined ? undefined : { ...params };
  }

  get error(): $ZodError {
    if (this.#error === undefined) {
      const ctx: ParseContextInternal<$ZodIssue> = { ...this.#params, async: false };
      this.#error = new $ZodRealError((this.#issues ?? []).map((i) => finalizeIssue(i, ctx, config())));
      // The built error holds no input (finalizeIssue drops it): the raw issues would pin the parsed value.
      this.#issues = undefined;
      this.#params = undefined;
    }
    return this.#error;
  }

  set error(e: $ZodError) {
    this.#error = e;
    this.#issues = undefined;
    this.#params = undefined;
  }

  toJSON(): { success: false; error: $ZodError } {
    return { success: false, error: this.error };
  }
}
