// The zod side of the ProtoJSON engine: each node wrapped once in a zod schema (z.transform), with
// safeParse and parse of an accepted value answered without zod's run (./fast-path.ts). Everything of
// the engine is imported through ./engine.js (see there).

import * as z from "zod/mini";
import {
  type Ctx,
  DEFAULT_OPTIONS,
  type FieldSpec,
  INVALID,
  type Node,
  type ParseOptions,
  type ScalarName,
  enumNode,
  lazyRecord,
  linkSchema,
  messageNode,
  runNode,
  scalarNames,
  scalarNodes,
  wktNodes,
} from "../engine/index.js";
import { REFUSED, withFastPath } from "./fast-path.js";

/**
 * Wraps a node in a zod schema (once per node, at first use). z.transform is a single zod node with no
 * input check of its own, so the node sees the raw input and its issues go straight into zod's.
 */
export function toSchema<Out = unknown, In = unknown>(node: Node): z.ZodMiniType<Out, In> {
  const schema = z.transform((input: unknown, payload) => {
    const r = runNode(node, input);
    if (r.out === INVALID) {
      for (const issue of r.issues) payload.issues.push(issue);
      return z.NEVER;
    }
    return r.out;
  });
  linkSchema(schema, node);
  // safeParse and parse of an accepted value skip zod's run; a refused one names its issues itself.
  withFastPath(
    schema,
    (data) => {
      // Not runNode: the accepting path allocates no result object (the ProtoJSON bench's hot path).
      const ctx: Ctx = { issues: [], depth: 0, reportUnknown: false, stop: false };
      try {
        const out = node.run(data, ctx);
        return out === INVALID || ctx.issues.length > 0 ? REFUSED : out;
      } catch {
        return REFUSED;
      }
    },
    (data) => runNode(node, data).issues,
  );
  return schema as unknown as z.ZodMiniType<Out, In>;
}

/**
 * Schema of a message. Input: a JSON object with fields under their JSON or proto names; null
 * means unset (except for Value / NullValue fields). Output: the set fields only, under their
 * JSON names, in canonical ProtoJSON, so an explicitly given default value stays distinguishable
 * from an absent field (proto3 `optional`). When the input already is exactly that, it is returned
 * itself (no copy; likewise for lists, maps and Struct/Value); otherwise a new object. The input
 * is never modified.
 *
 * REQUIRED (options.required "enforce"): a field is missing when absent or null, when a list or
 * map is empty, and, for implicit-presence fields, when it holds the proto default ("", 0, false,
 * "0", empty bytes, the zero enum value): that is what reaches the wire for such a field, so a
 * default cannot be told from "not provided" (AIP-203's reading). A null google.protobuf.Value
 * is a value, so it counts as provided.
 */
export function message<Out = Record<string, unknown>, In = unknown>(
  fullName: string,
  fields: readonly FieldSpec[],
  options: ParseOptions = DEFAULT_OPTIONS,
): z.ZodMiniType<Out, In> {
  return toSchema<Out, In>(messageNode(fullName, fields, options));
}

/** Schema of an enum (see enumNode for the rules). */
export function enumType(fullName: string, values: readonly (readonly [name: string, number: number])[]): z.ZodMiniType<string | number, string | number> {
  return toSchema<string | number, string | number>(enumNode(fullName, values));
}

/**
 * Schemas for every scalar kind. Outputs are canonical ProtoJSON: the int64 family as exact
 * decimal strings, 32-bit ints as numbers, double/float as numbers or "NaN" / "Infinity" /
 * "-Infinity", bool, string, and bytes as the (checked) base64 input string.
 */
export const scalars: Record<ScalarName, z.ZodMiniType> = /*@__PURE__*/ lazyRecord(scalarNames, (n) => toSchema(scalarNodes[n]));

/** Schemas of the well-known types by full name (google.protobuf.*), each built once, at its first read. */
export const wkt: Record<string, z.ZodMiniType> = /*@__PURE__*/ lazyRecord(Object.keys(wktNodes), (name) => toSchema(wktNodes[name]));
