// Percent-encoding as google/api/http.proto asks for it. encodeURIComponent is not used because
// it leaves !'()* unescaped; http.proto keeps only the RFC 3986 unreserved set.

/** "%XX" for every byte, upper-case hex. */
const HEX: string[] = Array.from({ length: 256 }, (_, b) => "%" + (b < 16 ? "0" : "") + b.toString(16).toUpperCase());

/** 1 for ASCII characters that stay as they are: [-_.~0-9A-Za-z]. */
const UNRESERVED = new Uint8Array(128);
for (let c = 0; c < 128; c++) {
  const ch = String.fromCharCode(c);
  if (/[-_.~0-9A-Za-z]/.test(ch)) UNRESERVED[c] = 1;
}
/** Same, plus "/": for values of multi-segment variables, whose slashes are structure. */
const UNRESERVED_SLASH = UNRESERVED.slice();
UNRESERVED_SLASH[0x2f] = 1;

function encode(value: string, keep: Uint8Array): string {
  const n = value.length;
  let i = 0;
  // Most ids need no escaping: return the input itself then.
  while (i < n) {
    const c = value.charCodeAt(i);
    if (c >= 128 || keep[c] === 0) break;
    i++;
  }
  if (i === n) return value;
  let out = value.slice(0, i);
  while (i < n) {
    const runStart = i;
    while (i < n) {
      const c = value.charCodeAt(i);
      if (c >= 128 || keep[c] === 0) break;
      i++;
    }
    if (i > runStart) out += value.slice(runStart, i);
    if (i === n) break;
    let cp = value.charCodeAt(i++);
    if (cp < 0x80) {
      out += HEX[cp];
    } else if (cp < 0x800) {
      out += HEX[0xc0 | (cp >> 6)] + HEX[0x80 | (cp & 0x3f)];
    } else if (cp >= 0xd800 && cp <= 0xdfff) {
      const lo = i < n ? value.charCodeAt(i) : 0;
      if (cp > 0xdbff || lo < 0xdc00 || lo > 0xdfff) {
        // Same failure as encodeURIComponent: a lone surrogate has no UTF-8 form.
        throw new URIError(`lone surrogate at index ${i - 1}`);
      }
      i++;
      cp = 0x10000 + ((cp - 0xd800) << 10) + (lo - 0xdc00);
      out += HEX[0xf0 | (cp >> 18)] + HEX[0x80 | ((cp >> 12) & 0x3f)] + HEX[0x80 | ((cp >> 6) & 0x3f)] + HEX[0x80 | (cp & 0x3f)];
    } else {
      out += HEX[0xe0 | (cp >> 12)] + HEX[0x80 | ((cp >> 6) & 0x3f)] + HEX[0x80 | (cp & 0x3f)];
    }
  }
  return out;
}

/**
 * Escapes a single-segment path value (and query keys/values): every UTF-8 byte outside
 * [-_.~0-9A-Za-z] becomes %XX, so "/" becomes %2F. Throws URIError on a lone surrogate.
 */
export function escapePathValue(value: string): string {
  return encode(value, UNRESERVED);
}

/** Escapes a multi-segment path value: like escapePathValue but "/" is kept. */
export function escapePathSegments(value: string): string {
  return encode(value, UNRESERVED_SLASH);
}

/** Query keys and values use the single-segment set: space → %20, "+" → %2B. */
export const escapeQueryComponent = escapePathValue;

/** Decodes a single-segment path value once (all escapes, %2F included); null when malformed. */
export function decodePathValue(raw: string): string | null {
  if (raw.indexOf("%") < 0) return raw;
  try {
    // decodeURIComponent is strict: bad hex, truncated and invalid UTF-8 sequences all throw.
    return decodeURIComponent(raw);
  } catch {
    return null;
  }
}

/**
 * Decodes a multi-segment path value once, leaving %2F / %2f as written (http.proto): a slash
 * that was escaped must not turn into a segment separator. null when malformed.
 */
export function decodePathSegments(raw: string): string | null {
  let pct = raw.indexOf("%");
  if (pct < 0) return raw;
  let out = "";
  let pieceStart = 0;
  try {
    // Every "%" of a well-formed value starts an escape, so a "%2F" found by scanning "%"s is
    // always a real escape, never the tail of another one.
    while (pct >= 0) {
      const c1 = raw.charCodeAt(pct + 1);
      const c2 = raw.charCodeAt(pct + 2);
      if (c1 === 0x32 && (c2 === 0x46 || c2 === 0x66)) {
        out += decodeURIComponent(raw.slice(pieceStart, pct)) + raw.slice(pct, pct + 3);
        pieceStart = pct + 3;
      }
      pct = raw.indexOf("%", pct + 1);
    }
    return out + decodeURIComponent(raw.slice(pieceStart));
  } catch {
    return null;
  }
}

/** Decodes a query key or value: "+" is a space (form encoding), then percent-escapes once. null when malformed. */
export function decodeQueryComponent(raw: string): string | null {
  const s = raw.indexOf("+") < 0 ? raw : raw.replaceAll("+", " ");
  if (s.indexOf("%") < 0) return s;
  try {
    return decodeURIComponent(s);
  } catch {
    return null;
  }
}
