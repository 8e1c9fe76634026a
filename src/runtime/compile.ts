// A generated fast path for the common request: no "%" in the path, no "**" met on the way,
// and a method, as given, that the matched template has. The automaton's states become small
// functions that compare literal segments against constant character codes, and each binding
// gets a function that cuts its values at constant segment indices and returns the whole match
// result as one object literal; V8 runs this much faster than the table-driven walk and the
// generic result assembly in router.ts. Anything else answers MISS and router.ts, which is the
// reference, handles the request; a test checks that both give the same results.

import type { Ends, MethodTable, Ranked, State } from "./automaton.js";
import { resultSource, type MatchSuccess, type ResultFactory } from "./objects.js";
import type { BindingPlan } from "./plan.js";
import type { MatchResult } from "./types.js";

/** Returned when the fast path cannot decide; the router then walks the automaton itself. */
export const MISS: unique symbol = Symbol("miss");

/** What the fast path needs of a route entry. */
export interface FastEntry extends Ranked {
  plan: BindingPlan;
  makeResult: ResultFactory;
}

/** Reads the query target[qs, qe) into a fresh result (or turns a bad query into bad_request). */
export type QueryStep<T> = (entry: T, result: MatchSuccess, target: string, qs: number, qe: number) => MatchResult;

/** A whole match function: the generated code, falling back to the reference walk. */
export type FastMatcher = (method: string, target: string) => MatchResult;

/** What the generated code calls back into. */
export interface FastHooks<T extends Ranked> {
  /** Reads a query into a fresh match result; a bad query becomes bad_request. */
  query: QueryStep<T>;
  /** The path matched and the method as given is not in the table: 405, or MISS for the walk to retry it upper-cased. */
  other: OtherMethod<T>;
  /** The reference walk, for everything the generated code does not decide. */
  walk: (method: string, target: string) => MatchResult;
  notFound: MatchResult;
  /** Whether every template's method is upper case (else the method is upper-cased before matching). */
  upperMethods: boolean;
}

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

/** The answer when the path matched and `method`, as given, is not in the table. */
export type OtherMethod<T extends Ranked> = (method: string, table: MethodTable<T>) => MatchResult | typeof MISS;

export function compileFastMatcher<T extends FastEntry>(start: State<T>, hooks: FastHooks<T>): FastMatcher | null {
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

  // One accept function per entry: A<k>(t, le, qs, qe), le = where the last segment's value ends.
  const entries: T[] = [];
  const entryIds = new Map<T, number>();
  const accepts: string[] = [];
  const acceptOf = (e: T): string => {
    let id = entryIds.get(e);
    if (id === undefined) {
      id = entries.length;
      entries.push(e);
      entryIds.set(e, id);
      accepts.push(acceptSource(e, id));
    }
    return `A${id}`;
  };
  const tables: MethodTable<T>[] = [];
  /** Returns from the method table: the entry for m, else what `other` says (405, or MISS for a case retry). */
  const tableCode = (table: MethodTable<T>, le: string): string => {
    tables.push(table);
    const tests = table.methods.map((m, i) => `if (m === ${JSON.stringify(m)}) return ${acceptOf(table.entries[i])}(t, ${le}, qs, qe); `);
    return tests.join("") + `return OTHER(m, T${tables.length - 1});`;
  };
  const verbTable = (ends: Ends<T> | null, verb: string): MethodTable<T> | null => {
    if (ends === null) return null;
    const i = ends.verbKeys.indexOf(verb);
    return i < 0 ? null : ends.verbTables[i];
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
    if (s.absorb !== null) {
      // A "**" could take the rest of the path: leave it to the full walk.
      fns.push(`function st_${id}() { return MISS; }`);
      return;
    }
    const litIds = s.litStates.map((x) => ids.get(x)!);
    const starId = s.star === null ? null : ids.get(s.star)!;
    let body = `ST[${d}] = p; `;
    // A literal that is not the last segment: "/" must follow it, inside the path.
    s.litKeys.forEach((key, i) => {
      body += `if (p + ${key.length} < pe && ${equalsAt(key + "/", "p")}) { EN[${d}] = p + ${key.length}; return st_${litIds[i]}(t, p + ${key.length + 1}, pe, m, qs, qe); } `;
    });
    body += `let e = t.indexOf("/", p); `;
    body += `if (e >= 0 && e < pe) { `;
    body += starId !== null ? `if (e === p) return NF; EN[${d}] = e; return st_${starId}(t, e + 1, pe, m, qs, qe); } ` : "return NF; } ";
    // The last segment [p, pe). A custom verb is read first: the text after its last ":". A
    // verb holds no ":", so at most one ":verb" suffix fits; if its template has none for the
    // segment, the whole segment is read as plain text below.
    body += `e = pe; `;
    const verbs = new Set<string>();
    for (const next of [...s.litStates, ...(s.star ? [s.star] : [])]) for (const v of next.end?.verbKeys ?? []) verbs.add(v);
    for (const verb of [...verbs].sort()) {
      const k = verb.length;
      let read = "";
      let chain = "";
      s.litStates.forEach((next, i) => {
        const table = verbTable(next.end, verb);
        read += `${chain}if (c - p === ${s.litKeys[i].length} && ${equalsAt(s.litKeys[i], "p")}) { ${table === null ? "" : tableCode(table, "c")} } `;
        chain = "else ";
      });
      const starTable = s.star === null ? null : verbTable(s.star.end, verb);
      if (starTable !== null) read += `${chain}{ ${tableCode(starTable, "c")} } `;
      body += `if (e - p > ${k + 1} && t.charCodeAt(e - ${k + 1}) === 58 && ${equalsAt(verb, `e - ${k}`)}) { const c = e - ${k + 1}; ${read}} `;
    }
    s.litStates.forEach((next, i) => {
      const plain = next.end?.plain ?? null;
      body += `if (e - p === ${s.litKeys[i].length} && ${equalsAt(s.litKeys[i], "p")}) { ${plain === null ? "return NF;" : tableCode(plain, "e")} } `;
    });
    const starPlain = s.star?.end?.plain ?? null;
    if (starPlain !== null) body += `if (e > p) { ${tableCode(starPlain, "e")} } `;
    body += "return NF;";
    fns.push(`function st_${id}(t, p, pe, m, qs, qe) { ${body} }`);
  });
  if (unsupported) return null;

  const source =
    `"use strict"; const ST = new Int32Array(${maxDepth + 1}), EN = new Int32Array(${maxDepth + 1});\n` +
    tables.map((_, i) => `const T${i} = tables[${i}];`).join(" ") +
    "\n" +
    entries.map((_, i) => `const B${i} = entries[${i}].plan.binding, O${i} = B${i}.operation, E${i} = entries[${i}], R${i} = E${i}.makeResult;`).join("\n") +
    "\n" +
    accepts.join("\n") +
    "\n" +
    fns.join("\n") +
    "\n" +
    // The state functions take target[p, pe) with no "%" in it and the query target[qs, qe)
    // (qe <= qs: none), and answer MISS for what the walk must decide. Native searches find the
    // path's end and any "%".
    `return function match(m, t) { ` +
    `if (t.charCodeAt(0) !== 47) return NF; ` +
    `const n = t.length, q = t.indexOf("?"), h = t.indexOf("#"); let pe = q < 0 ? n : q; if (h >= 0 && h < pe) pe = h; ` +
    `const pct = t.indexOf("%"); if (pct >= 0 && pct < pe) return WALK(m, t); ` +
    `const r = st_0(t, 1, pe, ${hooks.upperMethods ? "m" : "m.toUpperCase()"}, pe === q ? q + 1 : -1, pe === q ? (h < 0 ? n : h) : -1); ` +
    `return r === MISS ? WALK(m, t) : r; };`;
  try {
    const make = new Function("entries", "tables", "Q", "OTHER", "WALK", "NF", "MISS", "NOQ", "NOU", source);
    return make(entries, tables, hooks.query, hooks.other, hooks.walk, hooks.notFound, MISS, NO_QUERY, NO_UNKNOWN) as FastMatcher;
  } catch {
    // Code generation disallowed (e.g. a CSP without unsafe-eval): the walk alone will do.
    return null;
  }
}

// Without a query string these are always empty; sharing frozen ones saves two allocations per match.
export const NO_QUERY: Record<string, unknown> = Object.freeze({}) as Record<string, unknown>;
export const NO_UNKNOWN: string[] = Object.freeze([]) as unknown as string[];

/**
 * A<id>(t, le, qs, qe): the match result for entry `id`. The fast path never meets "**", so
 * each variable spans fixed segments: its value is cut between recorded segment offsets (ST,
 * EN), or up to `le` when it reaches the last segment.
 */
function acceptSource(entry: FastEntry, id: number): string {
  const vars = entry.plan.vars;
  const last = entry.plan.binding.pattern.segments.length - 1;
  const values = vars.map((v, k) => {
    const end = v.end === null ? last + 1 : v.end;
    const cut = end <= v.start ? `""` : end - 1 === last ? `t.slice(ST[${v.start}], le)` : `t.slice(ST[${v.start}], EN[${end - 1}])`;
    return `const v${k} = ${cut};`;
  });
  const value = (i: number): string => `v${i}`;
  const pathKeys = vars.map((v) => v.jsonPath);
  const requestPaths = vars.map((v) => v.jsonSegs);
  const bare = resultSource(pathKeys, requestPaths, value, "NOQ", "NOU");
  const fresh = resultSource(pathKeys, requestPaths, value, "{}", "[]");
  const list = `[${vars.map((_, k) => value(k)).join(", ")}]`;
  const noQuery = bare ?? `R${id}(${list}, NOQ, NOU)`;
  const withQuery = fresh ?? `R${id}(${list}, {}, [])`;
  return (
    `function A${id}(t, le, qs, qe) { const binding = B${id}, operation = O${id}; ${values.join(" ")} ` +
    `if (qe <= qs) return ${noQuery}; return Q(E${id}, ${withQuery}, t, qs, qe); }`
  );
}
