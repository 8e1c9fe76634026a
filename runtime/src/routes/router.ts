// Server side: request target → binding + request values. Templates are compiled into a
// segment automaton (automaton.ts); a match follows one state per segment, then the spec's
// precedence decides among the templates that match the whole path. This walk answers every
// request: it is the path for tables built from data at run time, the fallback of a printed
// matcher (matcher.ts) for what that leaves, and the oracle the printed matchers are tested against.

import { buildAutomaton, type Ends, type MethodTable, type State } from "./automaton.js";
import { decodePathSegments, decodePathValue } from "./escape.js";
import { NO_QUERY, NO_UNKNOWN, resultFactory, type MatchSuccess, type ResultFactory } from "./objects.js";
import type { BindingPlan } from "./plan.js";
import { QueryError, type QueryReader } from "./query.js";
import { newTargetBounds, scanTarget } from "./segments.js";
import type { MatchResult } from "./types.js";

export interface RouteEntry {
  plan: BindingPlan;
  precedence: number;
  reader: QueryReader;
}

/** What the router keeps per binding. */
export interface Target extends RouteEntry {
  method: string;
  /** Builds the match result from the variable values (plan.vars order). */
  makeResult: ResultFactory;
}

export const NOT_FOUND: MatchResult = Object.freeze({ kind: "not_found" });

export class Router {
  private readonly start: State<Target>;
  /** Whether every binding method is upper case already: then the input is upper-cased only on a miss. */
  private readonly upperMethods: boolean;
  private readonly bounds = newTargetBounds();
  /** Segment offsets of the current target, [starts[i], ends[i]); grown on demand. */
  private starts = new Int32Array(32);
  private ends = new Int32Array(32);
  /** "**" endings met on the way (states whose "**" takes the rest of the path). */
  private absorbs: Ends<Target>[] = [];
  /** The tables that matched the whole path, for the Allow list. */
  private readonly tables: MethodTable<Target>[] = [];
  private tableCount = 0;
  private best: Target | null = null;
  /** Variable values of the current match, reused. */
  private readonly values: string[] = [];

  /** Per binding, in spec order (the index printed matchers use). */
  readonly targets: readonly Target[];

  constructor(entries: readonly RouteEntry[]) {
    let upper = true;
    const targets: Target[] = [];
    const patterns = entries.map((entry) => {
      const { binding, vars } = entry.plan;
      if (binding.method !== binding.method.toUpperCase()) upper = false;
      const target: Target = {
        ...entry,
        method: binding.method,
        makeResult: resultFactory(
          binding,
          vars.map((v) => v.jsonPath),
          vars.map((v) => v.jsonSegs),
        ),
      };
      targets.push(target);
      return { segments: binding.pattern.segments, verb: binding.pattern.verb, entry: target };
    });
    this.targets = targets;
    this.upperMethods = upper;
    this.start = buildAutomaton(patterns);
    this.match = (method: string, target: string): MatchResult => this.walk(method, target);
  }

  /** Adds the table of `ends` for the verb target[vs, ve) (none when vs < 0) to the candidates. */
  private consider(ends: Ends<Target> | null, target: string, vs: number, ve: number, method: string): void {
    if (ends === null) return;
    const table = ends.lookup(target, vs, ve);
    if (table === null) return;
    this.tables[this.tableCount++] = table;
    const entry = table.find(method);
    if (entry !== null && (this.best === null || entry.precedence < this.best.precedence)) this.best = entry;
  }

  /**
   * Reads the last segment target[s, e) from `state` (null: the walk died earlier) with the verb
   * target[vs, ve) or none (vs < 0). Returns how many tables matched the whole path.
   */
  private finish(
    state: State<Target> | null,
    absorbCount: number,
    target: string,
    s: number,
    e: number,
    vs: number,
    ve: number,
    method: string,
    hasPct: boolean,
  ): number {
    this.tableCount = 0;
    this.best = null;
    for (let j = 0; j < absorbCount; j++) this.consider(this.absorbs[j], target, vs, ve, method);
    if (state !== null && e > s) {
      // An empty last segment matches no literal and no "*", only a "**" (an absorb above).
      let next: State<Target> | null = null;
      if (state.litKeys.length > 0) {
        next = literalStep(state, target, s, e, hasPct);
      }
      if (next === null) next = state.star;
      if (next !== null) this.consider(next.end, target, vs, ve, method);
    }
    if (this.best === null && this.tableCount > 0 && this.upperMethods) this.retryUpperCase(method);
    return this.tableCount;
  }

  /** Methods compare after upper-casing; that costs, so it is done only when the input as given found nothing. */
  private retryUpperCase(method: string): void {
    const upper = method.toUpperCase();
    if (upper === method) return;
    for (let i = 0; i < this.tableCount; i++) {
      const entry = this.tables[i].find(upper);
      if (entry !== null && (this.best === null || entry.precedence < this.best.precedence)) this.best = entry;
    }
  }

  /** walk, as a function that needs no `this`. */
  readonly match: (rawMethod: string, target: string) => MatchResult;

  /** The reference: every request can take this walk; a printed matcher is a shortcut to its answers. */
  walk(rawMethod: string, target: string): MatchResult {
    if (target.charCodeAt(0) !== 0x2f) return NOT_FOUND;
    const method = this.upperMethods ? rawMethod : rawMethod.toUpperCase();
    const b = this.bounds;
    scanTarget(target, b);
    const hasPct = b.hasPct;
    const ls = b.lastStart;

    // Every segment but the last: the last one depends on how the verb is read. A segment's
    // end is searched for only when no literal settled it.
    let state: State<Target> | null = this.start;
    let absorbCount = 0;
    let i = 0;
    let s = 1;
    while (s < ls) {
      if (state.absorb !== null) this.pushAbsorb(state.absorb, absorbCount++);
      const c0 = target.charCodeAt(s);
      if (c0 === 0x2f) {
        state = null; // an empty segment only ever matches "**"
        break;
      }
      let next: State<Target> | null = null;
      let e = -1;
      const keys = state.litKeys;
      if (keys.length > 0) {
        if (hasPct || state.litMap !== null) {
          e = target.indexOf("/", s);
          next = literalStep(state, target, s, e, hasPct);
        } else {
          for (let k = 0; k < keys.length; k++) {
            const key = keys[k];
            // Not the last segment, so a "/" must follow the literal.
            if (key.charCodeAt(0) === c0 && target.charCodeAt(s + key.length) === 0x2f && rangeEq(target, s, key)) {
              next = state.litStates[k];
              e = s + key.length;
              break;
            }
          }
        }
      }
      if (next === null) {
        next = state.star;
        if (next === null) {
          state = null;
          break;
        }
        if (e < 0) e = target.indexOf("/", s);
      }
      if (i === this.starts.length) this.grow();
      this.starts[i] = s;
      this.ends[i] = e;
      i++;
      s = e + 1;
      state = next;
    }
    // If the walk died early (state null), only the "**" endings met on the way can match; they
    // start at segment i at the latest, which begins at s either way.
    if (state !== null && state.absorb !== null) this.pushAbsorb(state.absorb, absorbCount++);
    if (i === this.starts.length) this.grow();
    this.starts[i] = s;

    const pathEnd = b.pathEnd;
    const colon = b.lastColon;
    let lastEnd = pathEnd;
    let matched = 0;
    // A custom verb is read first; the whole segment (with its ":") only if no template takes the verb.
    if (colon >= 0 && colon < pathEnd - 1) {
      matched = this.finish(state, absorbCount, target, ls, colon, colon + 1, pathEnd, method, hasPct);
      if (matched > 0) lastEnd = colon;
    }
    if (matched === 0) matched = this.finish(state, absorbCount, target, ls, pathEnd, -1, -1, method, hasPct);
    if (matched === 0) return NOT_FOUND;
    const entry = this.best;
    if (entry === null) return { kind: "method_not_allowed", allowed: this.allowed() };
    this.ends[i] = lastEnd;
    return this.complete(entry, target, i, lastEnd, hasPct);
  }

  /**
   * The result for `entry`: variable values cut from the recorded segment offsets (segment
   * `last` is the last one read; a "**" starting past it took zero segments), then the query.
   */
  private complete(entry: Target, target: string, last: number, lastEnd: number, hasPct: boolean): MatchResult {
    const b = this.bounds;
    const plan = entry.plan;
    const binding = plan.binding;
    const vars = plan.vars;
    const values = this.values;
    const starts = this.starts;
    const ends = this.ends;
    for (let k = 0; k < vars.length; k++) {
      const v = vars[k];
      let raw: string;
      if (v.start > last) raw = "";
      else if (v.end === null) raw = target.slice(starts[v.start], lastEnd);
      else raw = v.end > v.start ? target.slice(starts[v.start], ends[v.end - 1]) : "";
      let value: string | null = raw;
      if (hasPct) {
        value = v.multiSegment ? decodePathSegments(raw) : decodePathValue(raw);
        if (value === null) {
          return {
            kind: "bad_request",
            operation: binding.operation,
            binding,
            reason: `malformed percent-encoding in path value of "${v.jsonPath}"`,
            field: v.jsonPath,
          };
        }
      }
      values[k] = value;
    }
    if (b.queryEnd <= b.queryStart) return entry.makeResult(values, NO_QUERY, NO_UNKNOWN);
    return readQuery(entry, entry.makeResult(values, {}, []), target, b.queryStart, b.queryEnd);
  }

  private pushAbsorb(ends: Ends<Target>, at: number): void {
    this.absorbs[at] = ends;
  }

  private grow(): void {
    const starts = new Int32Array(this.starts.length * 2);
    const ends = new Int32Array(this.ends.length * 2);
    starts.set(this.starts);
    ends.set(this.ends);
    this.starts = starts;
    this.ends = ends;
  }

  private allowed(): string[] {
    if (this.tableCount === 1) return this.tables[0].methods.slice();
    const all = new Set<string>();
    for (let i = 0; i < this.tableCount; i++) for (const m of this.tables[i].methods) all.add(m);
    return [...all].sort();
  }
}

/** Reads the query target[qs, qe) into a fresh match result; a bad query becomes bad_request. */
export function readQuery(entry: Target, result: MatchSuccess, target: string, qs: number, qe: number): MatchResult {
  const plan = entry.plan;
  const binding = plan.binding;
  try {
    entry.reader.read(target, qs, qe, plan.pathBound, result.query, result.request, result.unknownQuery, binding.body);
  } catch (e) {
    if (!(e instanceof QueryError)) throw e;
    return { kind: "bad_request", operation: binding.operation, binding, reason: e.message, field: e.field };
  }
  return result;
}

/** The state the literal segment [s, e) leads to from `state`, compared percent-decoded when it holds a "%". */
function literalStep<T extends Target>(state: State<T>, target: string, s: number, e: number, hasPct: boolean): State<T> | null {
  if (!hasPct || !hasPctIn(target, s, e)) return state.literal(target, s, e);
  const decoded = decodePathValue(target.slice(s, e));
  return decoded === null ? null : state.literalDecoded(decoded);
}

function hasPctIn(target: string, s: number, e: number): boolean {
  const p = target.indexOf("%", s);
  return p >= 0 && p < e;
}

/** target[s + 1, s + key.length) equals key past its first character (the caller compared that one). */
function rangeEq(target: string, s: number, key: string): boolean {
  for (let i = 1; i < key.length; i++) if (target.charCodeAt(s + i) !== key.charCodeAt(i)) return false;
  return true;
}
