// Enums in ProtoJSON, as fromJson reads an enum field (compileEnumConverter + compileEnumCheck).

import { fail, type Node } from "./core.js";
import { INT32_MIN, INT32_MAX } from "../limits.js";

/**
 * Builds the node of an enum: a value name, or an integer. Integers are taken as fromJson takes
 * them for an open (proto3) enum: any int32, named or not. Output: the value's name (the first
 * declared one when names alias a number), or the number when it has no name.
 *
 * Deliberate differences from fromJson:
 * - Unknown names are always rejected. fromJson with ignoreUnknownFields silently drops a field
 *   (or list item, or map entry) holding an unknown enum name; we treat it as a bad value, not an
 *   unknown field, so "unknownFields: ignore" does not cover it.
 * - Closed (proto2 / editions CLOSED) enums are not modelled: fromJson accepts only declared
 *   numbers for them, we accept any int32 (A2A's protos are proto3: every enum is open).
 * - JSON null is refused here; a message handles a null field (unset) before it gets here, and
 *   fromJson refuses null list items / map values of an enum too.
 */
export function enumNode(fullName: string, values: readonly (readonly [name: string, number: number])[]): Node {
  // Prototype-less, so any name ("__proto__", "toString") is just a key.
  const byName: Record<string, number | undefined> = Object.create(null);
  const nameOf = new Map<number, string>();
  for (const [name, number] of values) {
    byName[name] = number;
    if (!nameOf.has(number)) nameOf.set(number, name);
  }
  const zeroName = nameOf.get(0);
  const expected = `enum ${fullName}`;
  return {
    kind: "enum",
    nullIsValue: false,
    expected,
    run(input, ctx) {
      if (typeof input === "string") {
        const n = byName[input];
        if (n === undefined) return fail(ctx, expected, input, `unknown value name for ${fullName}`);
        return nameOf.get(n)!;
      }
      if (typeof input === "number" && Number.isInteger(input)) {
        if (input < INT32_MIN || input > INT32_MAX) return fail(ctx, expected, input, `enum number out of int32 range`);
        return nameOf.get(input) ?? (input === 0 ? 0 : input); // -0 -> 0
      }
      return fail(ctx, expected, input, `expected a value name or an integer of ${fullName}`);
    },
    isDefault: (out) => out === 0 || (zeroName !== undefined && out === zeroName),
  };
}
