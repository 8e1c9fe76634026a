// Prints a table's route matcher: the automaton (routes-automaton.ts) as nested code that
// compares literal segments against constant character codes and keeps segment offsets in
// locals, plus one function per binding returning its whole match result as one object literal.
// V8 runs this far faster than the table-driven walk. It decides the common request: no "%" in
// the path and no "**" on the way; for anything else it answers MISS and the runtime's walk,
// the reference, decides. The printed code calls only the MatcherRuntime contract
// (runtime/src/routes/matcher.ts).

import type { MessageShape, RouteBinding } from "@a2a-bindgen/runtime";
import { routeAutomaton, type Endings, type MethodChoice, type RouteState, type RouteTarget } from "./routes-automaton.js";
import { resultSource, variablesOf, type PrintedVariable } from "./routes-results.js";

/** Literals longer than this are compared with one native call rather than character by character. */
const UNROLL_LIMIT = 16;

/**
 * A state's code is inlined into its parent's while it is at most this long; a longer one
 * becomes a function of its own, shared by every parent. V8 optimizes small functions well and
 * a very large one badly, so the size of each is kept in check.
 */
const INLINE_LIMIT = 1200;

/** A condition: t[from, from + key.length) === key. `from` is an expression. */
function equalsAt(key: string, from: string): string {
  // A native call costs more than a few compares: test the first character inline before making it.
  // indexOf(key, from) === from rather than startsWith(key, from): V8 (Node 20) runs it in well under
  // half the time (measured in the route bench). A miss searches on to the end of the target: still
  // linear, as the table bounds how many such tests one request meets.
  if (key.length > UNROLL_LIMIT) return `t.charCodeAt(${from}) === ${key.charCodeAt(0)} && t.indexOf(${JSON.stringify(key)}, ${from}) === ${from}`;
  const parts: string[] = [];
  for (let i = 0; i < key.length; i++) parts.push(`t.charCodeAt(${from}${i === 0 ? "" : ` + ${i}`}) === ${key.charCodeAt(i)}`);
  return parts.join(" && ");
}

function groupBy<T>(items: readonly T[], key: (x: T) => number): Map<number, T[]> {
  const out = new Map<number, T[]>();
  for (const x of items) out.set(key(x), [...(out.get(key(x)) ?? []), x]);
  return out;
}

/**
 * The TypeScript source of a RouteMatcher object for `bindings` (in table order), typed against
 * the runtime's MatcherRuntime; the types MatchResult, MatcherRuntime and Miss must be in scope.
 */
export function printRouteMatcher(bindings: readonly RouteBinding[], messages: Readonly<Record<string, MessageShape>>): string {
  const start = routeAutomaton(bindings);
  const vars = bindings.map((b) => variablesOf(b, messages));
  const upperMethods = bindings.every((b) => b.method === b.method.toUpperCase());
  // A literal written with "%XX" needs decoding to compare, and a verb holding ":" defeats the
  // suffix test: a table with either is left to the walk entirely.
  const unsupported = bindings.some((b) => b.pattern.segments.some((s) => s.includes("%")) || (b.pattern.verb ?? "").includes(":"));

  const used = new Set<number>();
  /** The statement that returns from the choice: the binding for m, else 405 (or MISS: the walk retries m upper-cased). */
  const choiceCode = (choice: MethodChoice, d: number, le: string): string => {
    const tests = choice.targets.map((x) => `if (m === ${JSON.stringify(x.binding.method)}) return ${acceptCall(x, vars[x.index], d, le)};\n`);
    for (const x of choice.targets) used.add(x.index);
    const notAllowed = `{ kind: "method_not_allowed", allowed: ${JSON.stringify(choice.methods)} }`;
    return tests.join("") + (upperMethods ? `return m.toUpperCase() !== m ? MISS : ${notAllowed};` : `return ${notAllowed};`);
  };
  const verbChoice = (ends: Endings | null, verb: string): MethodChoice | null => ends?.verbs.get(verb) ?? null;

  const fns: string[] = [];
  /** Code per state (a state's depth is fixed: all its templates have read the same segments). */
  const memo = new Map<RouteState, string>();
  /**
   * The call of the function printed for a state's code, by depth and code: distinct states often
   * read the rest of the path alike (a tenant prefix leads to the same suffixes), and one function
   * serves them all, so the module is smaller and loads faster.
   */
  const shared = new Map<string, string>();
  /** The statements that continue in `state` reading segment d, which starts at s<d>. */
  const enter = (state: RouteState, d: number): string => {
    let code = memo.get(state);
    if (code === undefined) {
      code = block(state, d);
      if (code.length > INLINE_LIMIT) {
        const key = `${d}\n${code}`;
        let call = shared.get(key);
        if (call === undefined) {
          const names = ["t", "pe", "m", "qs", "qe"];
          for (let i = 0; i < d; i++) names.push(`s${i}`, `e${i}`);
          names.push(`s${d}`);
          const params = names.map((n) => `${n}: ${n === "t" || n === "m" ? "string" : "number"}`);
          fns.push(`function st_${fns.length}(${params.join(", ")}): MatchResult | Miss {\n${code} }`);
          call = `return st_${fns.length - 1}(${names.join(", ")});`;
          shared.set(key, call);
        }
        code = call;
      }
      memo.set(state, code);
    }
    return code;
  };
  /** The code for `state` reading segment d; every path through it returns. */
  const block = (state: RouteState, d: number): string => {
    // A "**" could take the rest of the path: that is the walk's to decide.
    if (state.absorb !== null) return "return MISS;";
    const s = `s${d}`;
    const e = `e${d}`;
    const lits = [...state.literals];
    let code = "";
    // A literal that is not the last segment: "/" must follow it, inside the path (tested first:
    // it settles most mismatches). Literals are grouped by first character, so a segment is
    // compared with at most one group.
    const groups = groupBy(lits, ([key]) => key.charCodeAt(0));
    const literal = ([key, next]: [string, RouteState]): string => {
      const rest = key.length > 1 ? ` && ${equalsAt(key.slice(1), `${s} + 1`)}` : "";
      return `if (${s} + ${key.length} < pe && t.charCodeAt(${s} + ${key.length}) === 47${rest}) {\nconst ${e} = ${s} + ${key.length}, s${d + 1} = ${e} + 1;\n${enter(next, d + 1)} }\n`;
    };
    if (groups.size > 1) {
      code += `switch (t.charCodeAt(${s})) {\n`;
      for (const [c, members] of groups) code += `case ${c}: ${members.map(literal).join("")}break;\n`;
      code += "} ";
    } else if (groups.size === 1) {
      const [[c, members]] = [...groups];
      code += `if (t.charCodeAt(${s}) === ${c}) {\n${members.map(literal).join("")}}\n`;
    }
    // A last segment that is exactly a literal, or a literal, ":" and a verb, holds no "/" and no
    // other ":", so it is settled here, before any search: plainly, or by that verb.
    for (const [key, next] of lits) {
      const plain = next.end?.plain ?? null;
      code += `if (pe - ${s} === ${key.length} && ${equalsAt(key, s)}) {\n${plain === null ? "return NF;" : choiceCode(plain, d, "pe")} }\n`;
      for (const [verb, choice] of next.end?.verbs ?? []) {
        const at = `${s} + ${key.length + 1}`;
        code +=
          `if (pe - ${s} === ${key.length + 1 + verb.length} && t.charCodeAt(${s} + ${key.length}) === 58 && ${equalsAt(key, s)} && ${equalsAt(verb, at)}) ` +
          `{\nconst c = ${s} + ${key.length};\n${choiceCode(choice, d, "c")} }\n`;
      }
    }
    // Not the last segment: an empty one matches nothing here ("**" is the walk's, above).
    code += `{\nconst ${e} = t.indexOf("/", ${s});\nif (${e} >= 0 && ${e} < pe) {\n`;
    code += state.star !== null ? `if (${e} === ${s}) return NF;\nconst s${d + 1} = ${e} + 1;\n${enter(state.star, d + 1)} }\n}\n` : `return NF;\n}\n}\n`;
    // The last segment [s, pe). A custom verb is read first: the text after its last ":". A verb
    // holds no ":", so at most one ":verb" suffix fits; if no template here takes it, the whole
    // segment is read as plain text below.
    const verbs = new Set<string>();
    for (const next of [...state.literals.values(), ...(state.star ? [state.star] : [])]) for (const v of next.end?.verbs.keys() ?? []) verbs.add(v);
    // Verbs are grouped by their last character, so a segment is tested against one group only.
    const byLast = groupBy([...verbs].sort(), (verb) => verb.charCodeAt(verb.length - 1));
    const verbCode = (verb: string): string => {
      const k = verb.length;
      let read = "";
      let chain = "";
      for (const [key, next] of lits) {
        const choice = verbChoice(next.end, verb);
        read += `${chain}if (c - ${s} === ${key.length} && ${equalsAt(key, s)}) {\n${choice === null ? "" : choiceCode(choice, d, "c")} }\n`;
        chain = "else ";
      }
      const starChoice = state.star === null ? null : verbChoice(state.star.end, verb);
      if (starChoice !== null) read += `${chain}{\n${choiceCode(starChoice, d, "c")} }\n`;
      // The last character was matched by the switch below. The segment before the ":" is not
      // empty (pe - s > k + 1): an empty id before a verb matches no "*".
      const rest = k > 1 ? ` && ${equalsAt(verb.slice(0, -1), `pe - ${k}`)}` : "";
      return `if (pe - ${s} > ${k + 1} && t.charCodeAt(pe - ${k + 1}) === 58${rest}) {\nconst c = pe - ${k + 1};\n${read}}\n`;
    };
    if (byLast.size > 0) {
      code += `switch (t.charCodeAt(pe - 1)) {\n`;
      for (const [c, group] of byLast) code += `case ${c}: ${group.map(verbCode).join("")}break;\n`;
      code += "} ";
    }
    const starPlain = state.star?.end?.plain ?? null;
    if (starPlain !== null) code += `if (pe > ${s}) {\n${choiceCode(starPlain, d, "pe")} }\n`;
    return code + "return NF;";
  };

  const routes = JSON.stringify(bindings.map((b) => `${b.method} ${b.template}`));
  let body: string;
  if (unsupported) {
    body = "return rt.walk;";
  } else {
    fns.push(`function find(t: string, pe: number, m: string, qs: number, qe: number): MatchResult | Miss {\nconst s0 = 1;\n${enter(start, 0)} }`);
    const accepts = [...used].sort((a, b) => a - b).map((i) => acceptSource(bindings[i], i, vars[i]));
    body =
      `const { walk: WALK, query: Q, result: R, notFound: NF, noQuery: NOQ, noUnknown: NOU, noPath: NOP } = rt;\nconst MISS: Miss = rt.miss;\n` +
      accepts.join("\n") +
      "\n" +
      fns.join("\n") +
      "\n" +
      // Native searches find the path's end and any "%"; a path with "%" is the walk's. The query
      // is t[qs, qe) (qe <= qs: none).
      `return function match(m: string, t: string): MatchResult {\n` +
      `if (t.charCodeAt(0) !== 47) return NF;\n` +
      `const n = t.length, q = t.indexOf("?"), h = t.indexOf("#");\nlet pe = q < 0 ? n : q;\nif (h >= 0 && h < pe) pe = h;\n` +
      `const pct = t.indexOf("%");\nif (pct >= 0 && pct < pe) return WALK(m, t);\n` +
      `const r = find(t, pe, ${upperMethods ? "m" : "m.toUpperCase()"}, pe === q ? q + 1 : -1, pe === q ? (h < 0 ? n : h) : -1);\n` +
      `return r === MISS ? WALK(m, t) : r;\n};`;
  }
  const source = `({\nroutes: ${routes}, create(rt: MatcherRuntime): (method: string, target: string) => MatchResult {\n${body}\n}\n})`;
  return reprint(source);
}

/**
 * The call that returns target x's match result when segment `last` was the last one read, its
 * value ending at `le`. The printed code only meets a "**" that takes no segment (its variable is
 * empty), so each variable spans fixed segments, whose offsets are in the locals s<d>/e<d>.
 */
function acceptCall(x: RouteTarget, vars: readonly PrintedVariable[], last: number, le: string): string {
  const values = vars.map((v) => {
    const end = Math.min(v.end === null ? last + 1 : v.end, last + 1);
    return v.start > last || end <= v.start ? `""` : end - 1 === last ? `t.slice(s${v.start}, ${le})` : `t.slice(s${v.start}, e${end - 1})`;
  });
  return `A${x.index}(${[...values, "t", "qs", "qe"].join(", ")})`;
}

/** A<i>(v0, …, t, qs, qe): binding i's match result from its variable values, with the query read. */
function acceptSource(binding: RouteBinding, i: number, vars: readonly PrintedVariable[]): string {
  const value = (k: number): string => `v${k}`;
  const bare = resultSource(vars, value, "NOQ", "NOU", "NOP");
  const fresh = resultSource(vars, value, "{}", "[]", "NOP");
  const list = `[${vars.map((_, k) => value(k)).join(", ")}]`;
  const params = [...vars.map((_, k) => `${value(k)}: string`), "t: string", "qs: number", "qe: number"].join(", ");
  return (
    `/** ${binding.method} ${binding.template.replace(/\*\//g, "*\\/")} (${binding.operation}) */\n` +
    `const B${i} = rt.bindings[${i}]!, O${i} = B${i}.operation;\n` +
    `function A${i}(${params}): MatchResult {\nconst binding = B${i}, operation = O${i};\n` +
    `if (qe <= qs) return ${bare ?? `R(${i}, ${list}, NOQ, NOU)`};\nreturn Q(${i}, ${fresh ?? `R(${i}, ${list}, {}, [])`}, t, qs, qe);\n}`
  );
}

/**
 * Lays the printed expression out for review: one printed line per line, indented four spaces per
 * line that left brackets open (however many it opened), and a bracket that closes an earlier
 * line's block starts a line of its own. The code is printed with its line breaks; this only
 * indents, so generation needs no TypeScript printer (the default path loads no TypeScript).
 * Brackets inside string literals and comments do not count.
 */
export function reprint(expression: string): string {
  const out: string[] = [];
  // Open brackets per indentation level; a line that opens brackets adds one level.
  const levels: number[] = [];
  let comment = false;
  const pending = expression.split("\n").reverse();
  while (pending.length > 0) {
    const line = pending.pop()!.trim();
    if (line === "") continue;
    let ownLevel = false;
    let indent = -1;
    let split = -1;
    for (let i = 0; i < line.length; i++) {
      const c = line[i];
      if (comment) {
        if (c === "*" && line[i + 1] === "/") {
          comment = false;
          i++;
        }
        continue;
      }
      if (c === "/" && line[i + 1] === "*") {
        comment = true;
        i++;
      } else if (c === '"' || c === "'") {
        for (i++; i < line.length && line[i] !== c; i++) if (line[i] === "\\") i++;
      } else if (c === "{" || c === "(" || c === "[") {
        if (ownLevel) levels[levels.length - 1]++;
        else levels.push(1);
        ownLevel = true;
      } else if ((c === "}" || c === ")" || c === "]") && levels.length > 0) {
        if (!ownLevel && indent >= 0) {
          split = i; // closes an earlier line's block after code of this line: a line of its own
          break;
        }
        if (--levels[levels.length - 1] === 0) {
          levels.pop();
          ownLevel = false;
        }
        continue; // a leading closer moves the line out
      }
      if (indent < 0 && c !== " ") indent = ownLevel ? levels.length - 1 : levels.length;
    }
    if (split >= 0) pending.push(line.slice(split));
    const text = split >= 0 ? line.slice(0, split).trimEnd() : line;
    out.push("    ".repeat(indent < 0 ? levels.length : indent) + text);
  }
  return out.join("\n");
}
