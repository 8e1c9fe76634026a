// Scalar values to and from the text they travel as in a URL, following ProtoJSON:
// 64-bit integers as decimal strings, enums by name, floats with NaN/Infinity spelled out.

import type { EnumShape } from "./types.js";
import type { ValueKind } from "./shapes.js";
import { INT32_MIN, INT32_MAX, UINT32_MAX, INT64_MIN, INT64_MAX, UINT64_MAX, FLOAT_MAX } from "../limits.js";

/** A value that does not fit its field; the caller adds which field and which request. */
export class ConvertError extends Error {}

function isDigit(c: number): boolean {
  return c >= 0x30 && c <= 0x39;
}

/** "-"? digit+ — checked by hand so no regular expression runs on request text. */
function isDecimalInteger(s: string, signed: boolean): boolean {
  let i = 0;
  if (signed && s.charCodeAt(0) === 0x2d) i = 1;
  if (i === s.length) return false;
  for (; i < s.length; i++) if (!isDigit(s.charCodeAt(i))) return false;
  return true;
}

/** "-"? (digits ("." digits?)? | "." digits) ([eE] [+-]? digits)? */
function isDecimalFloat(s: string): boolean {
  const n = s.length;
  let i = 0;
  if (s.charCodeAt(0) === 0x2d) i = 1;
  let digits = 0;
  while (i < n && isDigit(s.charCodeAt(i))) i++, digits++;
  if (s.charCodeAt(i) === 0x2e) {
    i++;
    while (i < n && isDigit(s.charCodeAt(i))) i++, digits++;
  }
  if (digits === 0) return false;
  const e = s.charCodeAt(i);
  if (e === 0x65 || e === 0x45) {
    i++;
    const sign = s.charCodeAt(i);
    if (sign === 0x2b || sign === 0x2d) i++;
    let expDigits = 0;
    while (i < n && isDigit(s.charCodeAt(i))) i++, expDigits++;
    if (expDigits === 0) return false;
  }
  return i === n;
}

function isSigned(kind: ValueKind): boolean {
  return kind !== "uint32" && kind !== "fixed32" && kind !== "uint64" && kind !== "fixed64";
}

function parseInt32(kind: ValueKind, text: string): number {
  const signed = isSigned(kind);
  if (!isDecimalInteger(text, signed)) throw new ConvertError(`"${text}" is not ${signed ? "an" : "an unsigned"} integer`);
  const n = Number(text);
  if (n < (signed ? INT32_MIN : 0) || n > (signed ? INT32_MAX : UINT32_MAX)) {
    throw new ConvertError(`"${text}" is out of range for ${kind}`);
  }
  return n === 0 ? 0 : n; // no -0
}

function parseInt64(kind: ValueKind, text: string): string {
  const signed = isSigned(kind);
  if (!isDecimalInteger(text, signed)) throw new ConvertError(`"${text}" is not ${signed ? "an" : "an unsigned"} integer`);
  const n = BigInt(text);
  if (signed ? n < INT64_MIN || n > INT64_MAX : n > UINT64_MAX) {
    throw new ConvertError(`"${text}" is out of range for ${kind}`);
  }
  return n.toString(); // canonical: no leading zeros, no "-0"
}

function parseFloating(kind: ValueKind, text: string): number {
  if (text === "NaN") return NaN;
  if (text === "Infinity") return Infinity;
  if (text === "-Infinity") return -Infinity;
  if (!isDecimalFloat(text)) throw new ConvertError(`"${text}" is not a number`);
  const n = Number(text);
  if (!Number.isFinite(n) || (kind === "float" && Math.abs(n) > FLOAT_MAX)) {
    throw new ConvertError(`"${text}" is out of range for ${kind}`);
  }
  return n;
}

// ProtoJSON Timestamp: RFC 3339 with a four-digit year (0001-9999), up to nanoseconds, "Z" or an offset.
const RFC3339 = /^(\d{4})-(\d{2})-(\d{2})[Tt](\d{2}):(\d{2}):(\d{2})(\.\d{1,9})?([Zz]|[+-]\d{2}:\d{2})$/;

function checkTimestamp(text: string): string {
  const m = RFC3339.exec(text);
  if (
    m === null ||
    m[1] === "0000" ||
    Number.isNaN(Date.parse(text.slice(0, 19) + "Z")) ||
    +m[2] > 12 ||
    +m[3] > 31 ||
    +m[4] > 23 ||
    +m[5] > 59 ||
    +m[6] > 59
  ) {
    throw new ConvertError(`"${text}" is not an RFC 3339 timestamp (e.g. 2024-05-01T12:00:00Z)`);
  }
  return text;
}

/** Text from a URL → the field's ProtoJSON value. Throws ConvertError. */
export function parseText(kind: ValueKind, text: string, enumShape: EnumShape | undefined): unknown {
  switch (kind) {
    case "timestamp":
      return checkTimestamp(text);
    case "string":
    case "bytes":
    case "text":
      return text;
    case "bool":
      if (text === "true") return true;
      if (text === "false") return false;
      throw new ConvertError(`"${text}" is not a bool (true or false)`);
    case "int32":
    case "sint32":
    case "sfixed32":
    case "uint32":
    case "fixed32":
      return parseInt32(kind, text);
    case "int64":
    case "sint64":
    case "sfixed64":
    case "uint64":
    case "fixed64":
      return parseInt64(kind, text);
    case "float":
    case "double":
      return parseFloating(kind, text);
    case "enum": {
      // Without a shape there is nothing to check against: keep the text.
      if (enumShape === undefined) return text;
      for (const v of enumShape.values) if (v.name === text) return text;
      if (isDecimalInteger(text, true)) {
        const n = Number(text);
        for (const v of enumShape.values) if (v.number === n) return v.name;
      }
      throw new ConvertError(`"${text}" is not a value of ${enumShape.name}`);
    }
  }
}

/** Standard base64 with padding, without Node's Buffer (the runtime also runs in browsers and edge runtimes). */
function bytesToBase64(bytes: Uint8Array): string {
  // btoa takes a binary string; build it in chunks so a large value does not overflow the call stack.
  let binary = "";
  for (let i = 0; i < bytes.length; i += 0x8000) binary += String.fromCharCode(...bytes.subarray(i, i + 0x8000));
  return btoa(binary);
}

function formatInteger(kind: ValueKind, value: unknown, wide: boolean): string {
  if (typeof value === "bigint") return value.toString();
  if (typeof value === "number" && Number.isInteger(value)) {
    // BigInt prints large doubles in full where String would switch to exponent notation.
    return wide ? BigInt(value).toString() : value === 0 ? "0" : String(value);
  }
  if (typeof value === "string" && isDecimalInteger(value, isSigned(kind))) return value;
  throw new ConvertError(`${describe(value)} is not a valid ${kind}`);
}

function formatFloating(kind: ValueKind, value: unknown): string {
  if (typeof value === "number") {
    if (Number.isNaN(value)) return "NaN";
    if (value === Infinity) return "Infinity";
    if (value === -Infinity) return "-Infinity";
    return value === 0 ? "0" : String(value);
  }
  if (typeof value === "string" && (value === "NaN" || value === "Infinity" || value === "-Infinity" || isDecimalFloat(value))) {
    return value;
  }
  throw new ConvertError(`${describe(value)} is not a valid ${kind}`);
}

function describe(value: unknown): string {
  if (typeof value === "string") return JSON.stringify(value);
  if (typeof value === "bigint") return `${value}n`;
  if (value instanceof Uint8Array) return "Uint8Array";
  if (Array.isArray(value)) return "array";
  if (typeof value === "object" && value !== null) return "object";
  return String(value);
}

/** A request value → the text it travels as. Throws ConvertError. */
export function formatText(kind: ValueKind, value: unknown, enumShape: EnumShape | undefined): string {
  switch (kind) {
    case "string":
    case "text":
      if (typeof value === "string") return value;
      break;
    case "bytes":
      if (value instanceof Uint8Array) return bytesToBase64(value);
      if (typeof value === "string") return value;
      break;
    case "timestamp":
      if (value instanceof Date) {
        if (Number.isNaN(value.getTime())) throw new ConvertError("invalid Date");
        return checkTimestamp(value.toISOString()); // RFC 3339, UTC, "Z" (years past 9999 are refused)
      }
      if (typeof value === "string") return checkTimestamp(value);
      break;
    case "bool":
      if (typeof value === "boolean") return value ? "true" : "false";
      if (value === "true" || value === "false") return value;
      break;
    case "int32":
    case "sint32":
    case "sfixed32":
    case "uint32":
    case "fixed32":
      return formatInteger(kind, value, false);
    case "int64":
    case "sint64":
    case "sfixed64":
    case "uint64":
    case "fixed64":
      return formatInteger(kind, value, true);
    case "float":
    case "double":
      return formatFloating(kind, value);
    case "enum":
      if (typeof value === "string") return value;
      if (typeof value === "number" && Number.isInteger(value)) {
        if (enumShape !== undefined) for (const v of enumShape.values) if (v.number === value) return v.name;
        return String(value); // unknown number: open enums keep it
      }
      break;
  }
  throw new ConvertError(`${describe(value)} is not a valid ${kind}`);
}

/** True for the proto3 default of a kind: what an implicit-presence field cannot send. */
export function isDefaultValue(kind: ValueKind, value: unknown, enumShape: EnumShape | undefined): boolean {
  switch (kind) {
    case "string":
    case "text":
    case "timestamp":
      return value === "";
    case "bytes":
      return value === "" || (value instanceof Uint8Array && value.byteLength === 0);
    case "bool":
      return value === false || value === "false";
    case "enum":
      if (value === 0) return true;
      if (typeof value === "string" && enumShape !== undefined) {
        for (const v of enumShape.values) if (v.number === 0 && v.name === value) return true;
      }
      return false;
    default:
      return value === 0 || value === 0n || value === "0";
  }
}
