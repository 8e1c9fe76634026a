// A generated fast path for the common request: no "%" in the path and no "**" met on the way.
// The automaton becomes nested code that compares literal segments against constant character
// codes and keeps segment offsets in locals, and each binding gets a function that returns its
// whole match result as one object literal; V8 runs this far faster than the table-driven walk
// and the generic result assembly in router.ts. Anything else answers MISS and router.ts, which
// is the reference, handles the request; a test checks that both give the same results.

import type { Ends, MethodTable, Ranked, State } from "./automaton.js";
import { NO_PATH, NO_QUERY, NO_UNKNOWN, resultSource, type MatchSuccess, type ResultFactory } from "./objects.js";
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

/**
 * A state's code is inlined into its parent's while it is at most this long; a longer one
 * becomes a function of its own, shared by every parent. V8 optimizes small functions well and
 * a very large one badly, so the size of each is kept in check.
 */
const INLINE_LIMIT = 1200;

/**
 * The automaton becomes nested blocks, one per state, so segment offsets stay in local variables
 * (s<d>, e<d>: segment d is target[s<d>, e<d>)); a state whose code is long is a function taking
 * the offsets so far. Returns null when the table needs what this code does not do (see below)
 * or code generation is unavailable.
 */
export function compileFastMatcher<T extends FastEntry>(start: State<T>, hooks: FastHooks<T>): FastMatcher | null {
  const entries: T[] = [];
  const entryIds = new Map<T, number>();
  const entryRef = (e: T): number => {
    let id = entryIds.get(e);
    if (id === undefined) {
      id = entries.length;
      entries.push(e);
      entryIds.set(e, id);
    }
    return id;
  };
  const tables: MethodTable<T>[] = [];
  /** Returns from the method table: the entry for m, else what OTHER says (405, or MISS for a case retry). */
  const tableCode = (table: MethodTable<T>, d: number, le: string): string => {
    tables.push(table);
    const tests = table.methods.map((m, i) => `if (m === ${JSON.stringify(m)}) return ${acceptCall(table.entries[i], entryRef(table.entries[i]), d, le)}; `);
    return tests.join("") + `return OTHER(m, T${tables.length - 1});`;
  };
  const verbTable = (ends: Ends<T> | null, verb: string): MethodTable<T> | null => {
    if (ends === null) return null;
    const i = ends.verbKeys.indexOf(verb);
    return i < 0 ? null : ends.verbTables[i];
  };

  let unsupported = false;
  const fns: string[] = [];
  /** Code per state (a state's depth is fixed: all its templates have read the same segments). */
  const memo = new Map<State<T>, string>();
  /** The statements that continue in `state` reading segment d, which starts at s<d>. */
  const enter = (state: State<T>, d: number): string => {
    let code = memo.get(state);
    if (code === undefined) {
      code = block(state, d);
      if (code.length > INLINE_LIMIT) {
        const params = ["t", "pe", "m", "qs", "qe"];
        for (let i = 0; i < d; i++) params.push(`s${i}`, `e${i}`);
        params.push(`s${d}`);
        fns.push(`function st_${fns.length}(${params.join(", ")}) { ${code} }`);
        code = `return st_${fns.length - 1}(${params.join(", ")});`;
      }
      memo.set(state, code);
    }
    return code;
  };
  /** The code for `state` reading segment d; every path through it returns. */
  const block = (state: State<T>, d: number): string => {
    // A literal written with "%XX" needs decoding to compare, and a verb holding ":" defeats the
    // suffix test: tables with either are left to the reference walk.
    if (state.litKeys.some((k) => k.includes("%"))) unsupported = true;
    if (state.end?.verbKeys.some((k) => k.includes(":"))) unsupported = true;
    // A "**" could take the rest of the path: that is the walk's to decide.
    if (state.absorb !== null) return "return MISS;";
    const s = `s${d}`;
    const e = `e${d}`;
    let code = "";
    // A literal that is not the last segment: "/" must follow it, inside the path (tested first:
    // it settles most mismatches). Literals are grouped by first character, so a segment is
    // compared with at most one group.
    const groups = new Map<number, number[]>();
    state.litKeys.forEach((key, i) => {
      const c = key.charCodeAt(0);
      groups.set(c, [...(groups.get(c) ?? []), i]);
    });
    const literal = (i: number): string => {
      const key = state.litKeys[i];
      const rest = key.length > 1 ? ` && ${equalsAt(key.slice(1), `${s} + 1`)}` : "";
      return `if (${s} + ${key.length} < pe && t.charCodeAt(${s} + ${key.length}) === 47${rest}) { const ${e} = ${s} + ${key.length}, s${d + 1} = ${e} + 1; ${enter(state.litStates[i], d + 1)} } `;
    };
    if (groups.size > 1) {
      code += `switch (t.charCodeAt(${s})) { `;
      for (const [c, members] of groups) code += `case ${c}: ${members.map(literal).join("")}break; `;
      code += "} ";
    } else if (groups.size === 1) {
      const [[c, members]] = [...groups];
      code += `if (t.charCodeAt(${s}) === ${c}) { ${members.map(literal).join("")}} `;
    }
    // A last segment that is exactly a literal, or a literal, ":" and a verb, holds no "/" and no
    // other ":", so it is settled here, before any search: plainly, or by that verb.
    state.litStates.forEach((next, i) => {
      const key = state.litKeys[i];
      const plain = next.end?.plain ?? null;
      code += `if (pe - ${s} === ${key.length} && ${equalsAt(key, s)}) { ${plain === null ? "return NF;" : tableCode(plain, d, "pe")} } `;
      next.end?.verbKeys.forEach((verb, v) => {
        const at = `${s} + ${key.length + 1}`;
        code +=
          `if (pe - ${s} === ${key.length + 1 + verb.length} && t.charCodeAt(${s} + ${key.length}) === 58 && ${equalsAt(key, s)} && ${equalsAt(verb, at)}) ` +
          `{ const c = ${s} + ${key.length}; ${tableCode(next.end!.verbTables[v], d, "c")} } `;
      });
    });
    code += `{ const ${e} = t.indexOf("/", ${s}); if (${e} >= 0 && ${e} < pe) { `;
    code += state.star !== null ? `if (${e} === ${s}) return NF; const s${d + 1} = ${e} + 1; ${enter(state.star, d + 1)} } } ` : `return NF; } } `;
    // The last segment [s, pe). A custom verb is read first: the text after its last ":". A
    // verb holds no ":", so at most one ":verb" suffix fits; if its template has none for the
    // segment, the whole segment is read as plain text below.
    const verbs = new Set<string>();
    for (const next of [...state.litStates, ...(state.star ? [state.star] : [])]) for (const v of next.end?.verbKeys ?? []) verbs.add(v);
    // Verbs are grouped by their last character, so a segment is tested against one group only.
    const byLast = new Map<number, string[]>();
    for (const verb of [...verbs].sort()) {
      const c = verb.charCodeAt(verb.length - 1);
      byLast.set(c, [...(byLast.get(c) ?? []), verb]);
    }
    const verbCode = (verb: string): string => {
      const k = verb.length;
      let read = "";
      let chain = "";
      state.litStates.forEach((next, i) => {
        const key = state.litKeys[i];
        const table = verbTable(next.end, verb);
        read += `${chain}if (c - ${s} === ${key.length} && ${equalsAt(key, s)}) { ${table === null ? "" : tableCode(table, d, "c")} } `;
        chain = "else ";
      });
      const starTable = state.star === null ? null : verbTable(state.star.end, verb);
      if (starTable !== null) read += `${chain}{ ${tableCode(starTable, d, "c")} } `;
      // The last character was matched by the switch below.
      const rest = k > 1 ? ` && ${equalsAt(verb.slice(0, -1), `pe - ${k}`)}` : "";
      return `if (pe - ${s} > ${k + 1} && t.charCodeAt(pe - ${k + 1}) === 58${rest}) { const c = pe - ${k + 1}; ${read}} `;
    };
    if (byLast.size > 0) {
      code += `switch (t.charCodeAt(pe - 1)) { `;
      for (const [c, group] of byLast) code += `case ${c}: ${group.map(verbCode).join("")}break; `;
      code += "} ";
    }
    const starPlain = state.star?.end?.plain ?? null;
    if (starPlain !== null) code += `if (pe > ${s}) { ${tableCode(starPlain, d, "pe")} } `;
    return code + "return NF;";
  };
  fns.push(`function find(t, pe, m, qs, qe) { const s0 = 1; ${enter(start, 0)} }`);
  if (unsupported) return null;

  const source =
    `"use strict";\n` +
    tables.map((_, i) => `const T${i} = tables[${i}];`).join(" ") +
    "\n" +
    entries.map((e, i) => acceptSource(e, i)).join("\n") +
    "\n" +
    // Native searches find the path's end and any "%"; a path with "%" is the walk's. The query
    // is target[qs, qe) (qe <= qs: none).
    `return function match(m, t) { ` +
    `if (t.charCodeAt(0) !== 47) return NF; ` +
    `const n = t.length, q = t.indexOf("?"), h = t.indexOf("#"); let pe = q < 0 ? n : q; if (h >= 0 && h < pe) pe = h; ` +
    `const pct = t.indexOf("%"); if (pct >= 0 && pct < pe) return WALK(m, t); ` +
    `const r = find(t, pe, ${hooks.upperMethods ? "m" : "m.toUpperCase()"}, pe === q ? q + 1 : -1, pe === q ? (h < 0 ? n : h) : -1); ` +
    `return r === MISS ? WALK(m, t) : r; };\n` +
    fns.join("\n");
  try {
    const make = new Function("entries", "tables", "Q", "OTHER", "WALK", "NF", "MISS", "NOQ", "NOU", "NOP", source);
    return make(entries, tables, hooks.query, hooks.other, hooks.walk, hooks.notFound, MISS, NO_QUERY, NO_UNKNOWN, NO_PATH) as FastMatcher;
  } catch {
    // Code generation disallowed (e.g. a CSP without unsafe-eval): the walk alone will do.
    return null;
  }
}


/**
 * The call that returns entry `id`'s match result when segment `last` was the last one read, its
 * value ending at `le`. The fast path only meets a "**" that takes no segment (its variable is
 * empty), so each variable spans fixed segments, whose offsets are in the locals s<d>/e<d>.
 */
function acceptCall(entry: FastEntry, id: number, last: number, le: string): string {
  const values = entry.plan.vars.map((v) => {
    const end = Math.min(v.end === null ? last + 1 : v.end, last + 1);
    return v.start > last || end <= v.start ? `""` : end - 1 === last ? `t.slice(s${v.start}, ${le})` : `t.slice(s${v.start}, e${end - 1})`;
  });
  return `A${id}(${[...values, "t", "qs", "qe"].join(", ")})`;
}

/** A<id>(v0, …, t, qs, qe): entry `id`'s match result from its variable values, with the query read. */
function acceptSource(entry: FastEntry, id: number): string {
  const vars = entry.plan.vars;
  const value = (i: number): string => `v${i}`;
  const pathKeys = vars.map((v) => v.jsonPath);
  const requestPaths = vars.map((v) => v.jsonSegs);
  const bare = resultSource(pathKeys, requestPaths, value, "NOQ", "NOU", "NOP");
  const fresh = resultSource(pathKeys, requestPaths, value, "{}", "[]", "NOP");
  const list = `[${vars.map((_, k) => value(k)).join(", ")}]`;
  const params = [...vars.map((_, k) => value(k)), "t", "qs", "qe"].join(", ");
  return (
    `const B${id} = entries[${id}].plan.binding, O${id} = B${id}.operation, E${id} = entries[${id}], R${id} = E${id}.makeResult;\n` +
    `function A${id}(${params}) { const binding = B${id}, operation = O${id}; ` +
    `if (qe <= qs) return ${bare ?? `R${id}(${list}, NOQ, NOU)`}; return Q(E${id}, ${fresh ?? `R${id}(${list}, {}, [])`}, t, qs, qe); }`
  );
}
