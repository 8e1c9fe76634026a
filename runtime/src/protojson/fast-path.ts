// safeParse and parse of an accepted value without zod's run. The engine's schemas are zod transforms;
// going through zod for a value the engine accepts costs a payload, a context and zod's result checks
// per call, which shows on small bodies. A refused value still goes through zod, which runs the schema
// again and builds the ZodError (with the caller's error map and options), exactly as before.

import type * as z from "zod";

/** What `accept` returns for a value it does not accept. */
export const REFUSED: unique symbol = Symbol("refused");

/**
 * Gives `schema` own `safeParse` and `parse` methods that return `accept(data)`'s output at once when
 * it is not REFUSED, and call zod's own method otherwise. `accept` must never throw and must agree
 * with the schema's run. Composition is untouched: zod runs a nested schema through its internals.
 */
export function withFastPath<S extends z.ZodType>(schema: S, accept: (data: unknown) => unknown): S {
  const zodSafeParse = schema.safeParse.bind(schema);
  const zodParse = schema.parse.bind(schema);
  Object.defineProperty(schema, "safeParse", {
    value: (data: unknown, params?: z.core.ParseContext<z.core.$ZodIssue>) => {
      const out = accept(data);
      return out === REFUSED ? zodSafeParse(data, params) : { success: true, data: out };
    },
    configurable: true,
    writable: true,
  });
  Object.defineProperty(schema, "parse", {
    value: (data: unknown, params?: z.core.ParseContext<z.core.$ZodIssue>) => {
      const out = accept(data);
      return out === REFUSED ? zodParse(data, params) : out;
    },
    configurable: true,
    writable: true,
  });
  return schema;
}
