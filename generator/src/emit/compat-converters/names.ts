// The names of the printed converters and constants, derived from what they are (the plan type, the
// variant, the direction and dialect; a constant's own text), never from the order the printer meets
// them: a rule that changes one type changes that type's functions and nothing else in the module.
//
// A converter: `<Type>[$<variant> | $hoisted$<shared fields>]_<direction>_<dialect>`, e.g.
// `Task_toV1_0_jsonrpc`, `Part$text_toV0_3_rest`, `AgentInterface$hoisted$protocolVersion_toV0_3_rest`. Proto names have no `$`, so `$` separates the parts without a collision;
// a name that is not a plain identifier (a hand-written plan's "#/x", say) is spelled with its other
// characters as `_` and followed by `$` and a hash of the original, so that two such names cannot meet.
// A constant: `K_<the first words of its text>_<hash of its text>`, equal texts one constant.

import { createHash } from "node:crypto";

const plain = /^[A-Za-z_][A-Za-z0-9_]*$/;

function hash(text: string, length: number): string {
  return createHash("sha256").update(text).digest("hex").slice(0, length);
}

/** `part` as a piece of an identifier: itself when a plain identifier, else spelled safe and hashed. */
export function namePart(part: string): string {
  if (plain.test(part)) return part;
  const safe = part.replace(/[^A-Za-z0-9_]+/g, "_").replace(/^_+|_+$/g, "");
  return `${safe === "" || /^[0-9]/.test(safe) ? `_${safe}` : safe}$${hash(part, 8)}`;
}

/** A converter's name: the type (and its variant, or a role and its fields) joined to the module's direction and dialect. */
export function converterName(type: string, parts: readonly string[] | undefined, suffix: string): string {
  return [type, ...(parts ?? [])].map(namePart).join("$") + `_${suffix}`;
}

/**
 * A constant's name from its JavaScript source: up to five words of its text, then eight hex digits of
 * the source's SHA-256, so that the name does not depend on the other constants.
 */
export function constantName(expr: string): string {
  const words = expr.match(/[A-Za-z0-9]+/g) ?? [];
  const slug = (words[0] === "new" ? words.slice(1) : words).slice(0, 5).join("_");
  return `K_${slug === "" ? "" : `${slug}_`}${hash(expr, 8)}`;
}
