// The one measure of the SQLite store's byte bounds: bytes are what the rows hold, the UTF-8 bytes of
// each task's JSON as stored and of each of its push configs (its JSON and protocol version), counted in
// its task's bytes. The bounds themselves (options, defaults, checks) are the contract's: limitsOf from
// @a2a-bindgen/server/store.

import { utf8Bytes } from "@a2a-bindgen/server/store";

/** What a row's text counts against the byte bounds: its UTF-8 bytes (the contract's one measure, utf8Bytes). */
export function jsonBytes(text: string): number {
  return utf8Bytes(text);
}
