// What the oracle engine (compat-engine.ts) needs besides the plan types, written apart from the runtime
// helpers the generated converters import (runtime/src/compat/helpers.ts, losses.ts), so that a bug in
// one of those cannot pass both sides of the differential: own path formatting, and protobuf-es itself
// (not the runtime's mirror of it) deciding what parses as bytes and as a timestamp.

import { fromJson } from "@bufbuild/protobuf";
import { base64Decode } from "@bufbuild/protobuf/wire";
import { TimestampSchema } from "@bufbuild/protobuf/wkt";

export interface Loss {
  path: string;
  reason: string;
}

/**
 * The error the oracle throws. Its message is the contract the runtime's CompatError documents
 * ("<where>: <n> loss(es): <path>: <reason>; ..." listing the first three, then "; and <k> more"), written
 * here from that sentence, not from the runtime's code.
 */
export class OracleError extends Error {
  readonly losses: readonly Loss[];
  constructor(losses: readonly Loss[], where?: string) {
    const listed: string[] = [];
    for (const l of losses) {
      if (listed.length === 3) break;
      listed.push(l.path + ": " + l.reason);
    }
    let text = `${losses.length} ${losses.length === 1 ? "loss" : "losses"}: ${listed.join("; ")}`;
    if (losses.length > listed.length) text += `; and ${losses.length - listed.length} more`;
    super(where === undefined || where === "" ? text : `${where}: ${text}`);
    this.name = "CompatError";
    this.losses = losses;
  }
}

/** ".key" for an identifier (ASCII letters, digits, _ and $, not starting with a digit), ["key"] otherwise. */
export function keyFragment(key: string): string {
  return /^[A-Za-z_$][A-Za-z0-9_$]*$/.test(key) ? `.${key}` : `[${JSON.stringify(key)}]`;
}

export function splitPath(path: string): string[] {
  return path === "" ? [] : path.split(".");
}

export function pathFragment(path: string): string {
  return splitPath(path)
    .map((k) => keyFragment(k))
    .join("");
}

/** "$" followed by the stack's fragments (strings) and list indices (numbers), then `tail`. */
export function formatPath(stack: readonly (string | number)[], tail = ""): string {
  return "$" + stack.map((e) => (typeof e === "number" ? `[${e}]` : e)).join("") + tail;
}

export function isBase64(s: string): boolean {
  try {
    base64Decode(s);
    return true;
  } catch {
    return false;
  }
}

export function isTimestamp(s: string): boolean {
  try {
    fromJson(TimestampSchema, s);
    return true;
  } catch {
    return false;
  }
}

/** A value as JSON text in a reason; what JSON cannot print (too deep) is said so. */
export function show(v: unknown): string {
  try {
    const s = JSON.stringify(v);
    return s === undefined ? String(v) : s;
  } catch {
    return "(a value too deep or too large to print)";
  }
}
