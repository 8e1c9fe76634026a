// The generator's own segment automaton, from which a route matcher is printed. It is built
// here, not taken from the runtime's walk (runtime/src/routes/automaton.ts), so that the walk can
// serve as the printed matchers' oracle without sharing code with them.
//
// A state stands for the set of template positions one path prefix reaches (subset
// construction over the templates' segments), so the printed code follows one state per
// segment. "**" is always last: a state only notes the templates its "**" takes to the end.

import type { RouteBinding } from "@a2a-bindgen/runtime";
import { GenerationError } from "../model/errors.js";

/** One binding as the automaton routes to it: its index in the table is what printed code names. */
export interface RouteTarget {
  index: number;
  binding: RouteBinding;
}

/** The lowest-precedence binding per method among the templates ending one way; methods sorted (the Allow answer). */
export interface MethodChoice {
  methods: string[];
  targets: RouteTarget[];
}

/** Templates ending at one point: without a custom verb, and per verb. */
export interface Endings {
  plain: MethodChoice | null;
  verbs: Map<string, MethodChoice>;
}

export interface RouteState {
  /** Literal segment → next state, in first-seen order. */
  literals: Map<string, RouteState>;
  /** Where any other non-empty segment leads. */
  star: RouteState | null;
  /** Templates whose "**" would take this segment and the rest. */
  absorb: Endings | null;
  /** Templates that end here (a "**" taking zero segments included). */
  end: Endings | null;
}

/** Subset construction can blow up on adversarial tables; real ones stay near the template count. */
const MAX_STATES = 100_000;

/** A template position: binding `t` has read `pos` segments. */
type Position = { t: number; pos: number };

function choose(targets: RouteTarget[]): MethodChoice {
  const best = new Map<string, RouteTarget>();
  for (const x of targets) {
    const prev = best.get(x.binding.method);
    if (prev === undefined || x.binding.precedence < prev.binding.precedence) best.set(x.binding.method, x);
  }
  const methods = [...best.keys()].sort();
  return { methods, targets: methods.map((m) => best.get(m)!) };
}

function endingsOf(targets: RouteTarget[]): Endings | null {
  if (targets.length === 0) return null;
  const byVerb = new Map<string, RouteTarget[]>();
  for (const x of targets) {
    const verb = x.binding.pattern.verb ?? "";
    byVerb.set(verb, [...(byVerb.get(verb) ?? []), x]);
  }
  const verbs = new Map<string, MethodChoice>();
  for (const [verb, list] of byVerb) if (verb !== "") verbs.set(verb, choose(list));
  const plain = byVerb.get("");
  return { plain: plain === undefined ? null : choose(plain), verbs };
}

export function routeAutomaton(bindings: readonly RouteBinding[]): RouteState {
  const targets: RouteTarget[] = bindings.map((binding, index) => ({ index, binding }));
  for (const { binding } of targets) {
    const segs = binding.pattern.segments;
    const deep = segs.indexOf("**");
    if (deep >= 0 && deep !== segs.length - 1) throw new GenerationError(`route ${binding.method} ${binding.template}: "**" must be the last segment`);
  }
  const segment = (p: Position): string | undefined => bindings[p.t].pattern.segments[p.pos];
  const states = new Map<string, RouteState>();
  const work: [Position[], RouteState][] = [];
  const stateOf = (positions: Position[]): RouteState => {
    const key = positions
      .map((p) => `${p.t}.${p.pos}`)
      .sort()
      .join(",");
    let state = states.get(key);
    if (state === undefined) {
      if (states.size >= MAX_STATES) throw new GenerationError(`route table: templates too ambiguous (over ${MAX_STATES} matcher states)`);
      state = { literals: new Map(), star: null, absorb: null, end: null };
      states.set(key, state);
      work.push([positions, state]);
    }
    return state;
  };
  const start = stateOf(targets.map((x) => ({ t: x.index, pos: 0 })));
  while (work.length > 0) {
    const [positions, state] = work.shift()!;
    const deep = positions.filter((p) => segment(p) === "**");
    state.absorb = endingsOf(deep.map((p) => targets[p.t]));
    // A template ends here when it has no segment left, or only a "**" (taking zero segments).
    state.end = endingsOf(positions.filter((p) => segment(p) === undefined || segment(p) === "**").map((p) => targets[p.t]));
    const stars = positions.filter((p) => segment(p) === "*").map((p) => ({ t: p.t, pos: p.pos + 1 }));
    for (const p of positions) {
      const lit = segment(p);
      if (lit === undefined || lit === "*" || lit === "**" || state.literals.has(lit)) continue;
      // A literal segment also satisfies every "*" at this point.
      const next = positions.filter((q) => segment(q) === lit).map((q) => ({ t: q.t, pos: q.pos + 1 }));
      state.literals.set(lit, stateOf([...next, ...stars]));
    }
    if (stars.length > 0) state.star = stateOf(stars);
  }
  return start;
}
