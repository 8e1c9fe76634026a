// The card's capabilities as the rules file declares them (interfaceDeclarations.capabilities): a capability
// that is not true disables its operations. The server checks it before dispatch, the client before sending;
// both read it here so that they cannot disagree.

import { interfaceDeclarations } from "@a2a-bindgen/a2a/protocol";

/** A capability that disables an operation: its card path and the error (by name) the operation answers. */
export interface DisablingCapability {
  readonly path: readonly string[];
  readonly error: string;
}

/** The card value at a path ("capabilities.streaming"), own properties only. */
function cardValue(card: unknown, path: readonly string[]): unknown {
  let value = card;
  for (const key of path) {
    if (typeof value !== "object" || value === null || !Object.hasOwn(value, key)) return undefined;
    value = (value as Record<string, unknown>)[key];
  }
  return value;
}

/** The capability of `card` that disables `operation` at `protocolVersion` (Major.Minor), or null when none does. */
export function disablingCapability(card: unknown, operation: string, protocolVersion: string): DisablingCapability | null {
  for (const c of interfaceDeclarations.capabilities) {
    if (c.protocolVersion !== protocolVersion || !(c.operations as readonly string[]).includes(operation)) continue;
    if (cardValue(card, c.path) !== true) return { path: c.path, error: c.error };
  }
  return null;
}
