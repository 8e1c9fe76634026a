// Splitting a request target into path segments and query, and checking a value against a
// variable's own segment pattern.

/**
 * Where the parts of a request target lie. Filled in place (match() runs per request and should
 * not allocate for this). Segments themselves are found while walking the trie: a literal
 * segment's end is known once the literal compares equal, so only "*" segments need a search.
 */
export interface TargetBounds {
  /** End of the path: the first "?" or "#", or the length. */
  pathEnd: number;
  /** The query is [queryStart, queryEnd); empty when queryEnd <= queryStart. */
  queryStart: number;
  queryEnd: number;
  /** Whether the path holds a "%": when not, nothing needs decoding. */
  hasPct: boolean;
  /** Start of the last path segment (after the last "/"). */
  lastStart: number;
  /** Index of the last ":" in the last segment, or -1: where a custom verb would start. */
  lastColon: number;
}

export function newTargetBounds(): TargetBounds {
  return { pathEnd: 0, queryStart: 0, queryEnd: 0, hasPct: false, lastStart: 0, lastColon: -1 };
}

/** Fills `out` for a target that starts with "/". */
export function scanTarget(target: string, out: TargetBounds): void {
  const len = target.length;
  // Native searches beat a per-character loop here; a "?" after "#" belongs to the fragment.
  const q = target.indexOf("?");
  const h = target.indexOf("#");
  let pathEnd: number;
  if (h >= 0 && (q < 0 || h < q)) {
    pathEnd = h;
    out.queryStart = h;
    out.queryEnd = h;
  } else if (q >= 0) {
    pathEnd = q;
    out.queryStart = q + 1;
    out.queryEnd = h < 0 ? len : h;
  } else {
    pathEnd = len;
    out.queryStart = len;
    out.queryEnd = len;
  }
  out.pathEnd = pathEnd;
  const pct = target.indexOf("%");
  out.hasPct = pct >= 0 && pct < pathEnd;
  // The last segment is short: scan it backwards by hand (lastIndexOf with a position is slow),
  // noting the last ":" on the way. target[0] is "/", so the loop stops.
  let ls = pathEnd;
  let colon = -1;
  for (;;) {
    const c = target.charCodeAt(ls - 1);
    if (c === 0x2f) break;
    if (c === 0x3a && colon < 0) colon = ls - 1;
    ls--;
  }
  out.lastStart = ls;
  out.lastColon = colon;
}

/**
 * Whether an (unescaped) value fits a variable's segment pattern, split on "/": literals equal,
 * "*" one non-empty segment, "**" the rest (zero or more segments of any content).
 */
export function valueFitsPattern(value: string, pattern: readonly string[]): boolean {
  let pos = 0;
  for (let i = 0; i < pattern.length; i++) {
    const p = pattern[i];
    if (p === "**") return true;
    if (pos > value.length) return false; // the value ran out of segments
    let slash = value.indexOf("/", pos);
    if (slash < 0) slash = value.length;
    if (p === "*") {
      if (slash === pos) return false;
    } else if (slash - pos !== p.length || !value.startsWith(p, pos)) {
      return false;
    }
    pos = slash + 1;
  }
  return pos === value.length + 1; // every segment of the value consumed
}
