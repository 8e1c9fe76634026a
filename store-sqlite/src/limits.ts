// The one measure of the SQLite store's byte bounds: bytes are what the rows hold, the UTF-8 bytes of
// each task's JSON as stored and of each of its push configs (its JSON and protocol version), counted in
// its task's bytes. The bounds themselves (options, defaults, checks) are the contract's: limitsOf from
// @a2a-bindgen/server/store.

const encoder = new TextEncoder();

/** What a row's text counts against the byte bounds: its UTF-8 bytes (short text measured in JavaScript, long by Node). */
export function jsonBytes(text: string): number {
  return text.length * 3 < 1024 ? encoder.encode(text).length : Buffer.byteLength(text);
}
