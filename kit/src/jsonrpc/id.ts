// The id of a JSON-RPC message as written. JSON.parse turns 1.50 into 1.5 and 12345678901234567890
// into 12345678901234567000; JSON-RPC asks the server to echo the id unchanged, so the number's source
// text is read from the message itself and written back verbatim. The scan is iterative (nesting of
// any depth costs no stack) and reads a top-level member "id" the way JSON.parse does: the last wins,
// escaped key spellings count.

/** A JSON number token (RFC 8259 §6): what an echoed id's text must be, so nothing else is spliced into output. */
const NUMBER_TOKEN = /^-?(?:0|[1-9][0-9]*)(?:\.[0-9]+)?(?:[eE][+-]?[0-9]+)?$/;

/** Whether `text` is one JSON number token. */
export function isNumberToken(text: string): boolean {
  return text.length <= 4096 && NUMBER_TOKEN.test(text);
}

const WS = (c: number): boolean => c === 0x20 || c === 0x0a || c === 0x0d || c === 0x09;

function skipWs(t: string, i: number): number {
  while (i < t.length && WS(t.charCodeAt(i))) i++;
  return i;
}

/** The index past the string token starting at the quote t[i]; -1 when it does not close. */
function skipString(t: string, i: number): number {
  i++;
  while (i < t.length) {
    const c = t.charCodeAt(i);
    if (c === 0x5c) i += 2;
    else if (c === 0x22) return i + 1;
    else i++;
  }
  return -1;
}

/** The index past the value starting at t[i] (any depth, no recursion); -1 when it does not end. */
function skipValue(t: string, i: number): number {
  let depth = 0;
  while (i < t.length) {
    const c = t.charCodeAt(i);
    if (c === 0x22) {
      i = skipString(t, i);
      if (i < 0) return -1;
      if (depth === 0) return i;
      continue;
    }
    if (c === 0x7b || c === 0x5b) depth++;
    else if (c === 0x7d || c === 0x5d) {
      if (depth === 0) return i; // the enclosing object's end: a primitive ended here
      depth--;
      if (depth === 0) return i + 1;
    } else if (depth === 0 && (c === 0x2c || WS(c))) return i;
    i++;
  }
  return depth === 0 ? i : -1;
}

/**
 * The source text of the top-level member "id" of the JSON object `text` (the last one, as JSON.parse
 * keeps), or undefined when there is none or the text is not an object. Meant for text JSON.parse accepted.
 */
export function rawIdText(text: string): string | undefined {
  let i = skipWs(text, 0);
  if (text.charCodeAt(i) !== 0x7b) return undefined;
  i = skipWs(text, i + 1);
  let found: string | undefined;
  while (i < text.length && text.charCodeAt(i) === 0x22) {
    const keyEnd = skipString(text, i);
    if (keyEnd < 0) return found;
    const keyToken = text.slice(i, keyEnd);
    // An escaped spelling ("\u0069d") is the same key to JSON.parse.
    const isId = keyToken === '"id"' || (keyToken.length < 64 && keyToken.includes("\\") && safeKey(keyToken) === "id");
    i = skipWs(text, keyEnd);
    if (text.charCodeAt(i) !== 0x3a) return found;
    const start = skipWs(text, i + 1);
    const end = skipValue(text, start);
    if (end < 0) return found;
    if (isId) found = text.slice(start, end).trimEnd();
    i = skipWs(text, end);
    if (text.charCodeAt(i) !== 0x2c) break;
    i = skipWs(text, i + 1);
  }
  return found;
}

function safeKey(token: string): string | undefined {
  try {
    const v: unknown = JSON.parse(token);
    return typeof v === "string" ? v : undefined;
  } catch {
    return undefined;
  }
}
