// A generated fast path for the common request: no "%" in the path, no "**" met on the way,
// and a method that has a template. The automaton's states become small functions that compare
// literal segments against constant character codes, which V8 runs faster than the
// table-driven walk in router.ts. Anything else answers BAIL and the walk in router.ts, which
// is the reference, handles the request; a test checks that both give the same results.

import type { Ends, MethodTable, Ranked, State } from "./automaton.js";

/** Returned when the fast path cannot decide; the router then walks the automaton itself. */
export const BAIL: unique symbol = Symbol("bail");

/**
 * Walks target from the segment at `p` to the end of the path `pe` (the caller found it, and
 * that the path holds no "%"). Literal segments are compared in place, other segments end at the
 * next "/" (a native search), and a custom verb is recognised as a ":verb" suffix of the last
 * segment, so no character is visited in JavaScript more than once. Writes segment offsets into
 * `starts`/`ends`, and into `out` [index of the last segment, end of its value]. Returns the
 * entry; the method table when the path matches but the method (as given) does not; null when no
 * template matches the path; or BAIL (a "**" was met: the reference walk decides).
 */
export type FastMatcher<T extends Ranked> = (
  target: string,
  p: number,
  pe: number,
  method: string,
  starts: Int32Array,
  ends: Int32Array,
  out: Int32Array,
) => T | MethodTable<T> | null | typeof BAIL;

/** Literals longer than this are compared with startsWith rather than character by character. */
const UNROLL_LIMIT = 16;

/** A JS condition: target[from, from + key.length) === key. `from` is an expression. */
function equalsAt(key: string, from: string): string {
  // A native call costs more than a few compares: test the first character inline before making it.
  if (key.length > UNROLL_LIMIT) return `t.charCodeAt(${from}) === ${key.charCodeAt(0)} && t.startsWith(${JSON.stringify(key)}, ${from})`;
  const parts: string[] = [];
  for (let i = 0; i < key.length; i++) parts.push(`t.charCodeAt(${from}${i === 0 ? "" : ` + ${i}`}) === ${key.charCodeAt(i)}`);
  return parts.join(" && ");
}

export function compileFastMatcher<T extends Ranked>(start: State<T>): { matcher: FastMatcher<T>; maxDepth: number } | null {
  const ids = new Map<State<T>, number>();
  const depth: number[] = [];
  const order: State<T>[] = [];
  const visit = (s: State<T>, d: number): number => {
    let id = ids.get(s);
    if (id === undefined) {
      id = order.length;
      ids.set(s, id);
      order.push(s);
      depth[id] = d;
    }
    return id;
  };
  visit(start, 0);
  for (let i = 0; i < order.length; i++) {
    const s = order[i];
    for (const next of s.litStates) visit(next, depth[i] + 1);
    if (s.star !== null) visit(s.star, depth[i] + 1);
  }

  const entries: T[] = [];
  const entryIds = new Map<T, number>();
  const entryRef = (e: T): string => {
    let id = entryIds.get(e);
    if (id === undefined) {
      id = entries.length;
      entries.push(e);
      entryIds.set(e, id);
    }
    return `E${id}`;
  };
  const tables: MethodTable<T>[] = [];
  const tableCode = (table: MethodTable<T>): string => {
    tables.push(table);
    const tests = table.methods.map((m, i) => `if (m === ${JSON.stringify(m)}) return ${entryRef(table.entries[i])}; `).join("");
    return tests + `return T${tables.length - 1};`;
  };
  const endsCode = (ends: Ends<T> | null): string => {
    if (ends === null) return "return null;";
    let code = "";
    if (ends.plain !== null) code += `if (vs < 0) { ${tableCode(ends.plain)} } `;
    else code += "if (vs < 0) return null; ";
    ends.verbKeys.forEach((verb, i) => {
      code += `if (ve - vs === ${verb.length} && ${equalsAt(verb, "vs")}) { ${tableCode(ends.verbTables[i])} } `;
    });
    return code + "return null;";
  };

  const fns: string[] = [];
  let maxDepth = 0;
  let unsupported = false;
  order.forEach((s, id) => {
    const d = depth[id];
    maxDepth = Math.max(maxDepth, d);
    // A literal written with "%XX" needs decoding to compare, and a verb holding ":" defeats the
    // suffix test: tables with either are left to the reference walk.
    if (s.litKeys.some((k) => k.includes("%"))) unsupported = true;
    if (s.end?.verbKeys.some((k) => k.includes(":"))) unsupported = true;
    // end_<id>: templates ending in this state, for the verb t[vs, ve) (vs < 0: none).
    fns.push(`function end_${id}(t, vs, ve, m) { ${endsCode(s.end)} }`);
    if (s.absorb !== null) {
      // A "**" could take the rest of the path: leave it to the full walk.
      fns.push(`function st_${id}() { return BAIL; }`);
      return;
    }
    const litIds = s.litStates.map((x) => ids.get(x)!);
    const starId = s.star === null ? null : ids.get(s.star)!;
    let body = `ST[${d}] = p; `;
    // A literal that is not the last segment: "/" must follow it, inside the path.
    s.litKeys.forEach((key, i) => {
      body += `if (p + ${key.length} < pe && ${equalsAt(key + "/", "p")}) { EN[${d}] = p + ${key.length}; return st_${litIds[i]}(t, p + ${key.length + 1}, pe, m, ST, EN, O); } `;
    });
    body += `let e = t.indexOf("/", p); `;
    body += `if (e >= 0 && e < pe) { `;
    body += starId !== null ? `if (e === p) return null; EN[${d}] = e; return st_${starId}(t, e + 1, pe, m, ST, EN, O); } ` : "return null; } ";
    // The last segment [p, pe). A custom verb is read first: the text after its last ":".
    body += `e = pe; O[0] = ${d}; `;
    const verbs = new Set<string>();
    for (const next of [...s.litStates, ...(s.star ? [s.star] : [])]) for (const v of next.end?.verbKeys ?? []) verbs.add(v);
    for (const verb of [...verbs].sort()) {
      const k = verb.length;
      let read = "";
      let chain = "";
      s.litKeys.forEach((key, i) => {
        read += `${chain}if (c - p === ${key.length} && ${equalsAt(key, "p")}) r = end_${litIds[i]}(t, c + 1, e, m); `;
        chain = "else ";
      });
      if (starId !== null) read += `${chain}r = end_${starId}(t, c + 1, e, m); `;
      body +=
        `if (e - p > ${k + 1} && t.charCodeAt(e - ${k + 1}) === 58 && ${equalsAt(verb, `e - ${k}`)}) { ` +
        `const c = e - ${k + 1}; let r = null; ${read}if (r !== null) { EN[${d}] = c; O[1] = c; return r; } } `;
    }
    body += `EN[${d}] = e; O[1] = e; `;
    s.litKeys.forEach((key, i) => {
      body += `if (e - p === ${key.length} && ${equalsAt(key, "p")}) return end_${litIds[i]}(t, -1, -1, m); `;
    });
    body += starId !== null ? `if (e > p) return end_${starId}(t, -1, -1, m); return null;` : "return null;";
    fns.push(`function st_${id}(t, p, pe, m, ST, EN, O) { ${body} }`);
  });
  if (unsupported) return null;

  const source =
    `"use strict"; ${entries.map((_, i) => `const E${i} = entries[${i}];`).join(" ")}\n` +
    `${tables.map((_, i) => `const T${i} = tables[${i}];`).join(" ")}\n` +
    fns.join("\n") +
    `\nreturn st_0;`;
  try {
    const matcher = new Function("entries", "tables", "BAIL", source)(entries, tables, BAIL) as FastMatcher<T>;
    return { matcher, maxDepth };
  } catch {
    // Code generation disallowed (e.g. a CSP without unsafe-eval): the walk alone will do.
    return null;
  }
}
