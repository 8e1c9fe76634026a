// Templates → a deterministic automaton over path segments, built once per table.
//
// The templates first form a segment trie (literal / "*" / "**" children). Walking a trie
// with wildcards needs a set of active nodes (an NFA); here the sets are worked out ahead of
// time (subset construction), so a match follows exactly one state per segment: linear in the
// number of segments, no backtracking, no per-request set bookkeeping. "**" is always last in a
// template, so it never leads anywhere: a state just remembers the templates its "**"
// children complete ("absorb"), and which templates end in the state itself ("end").

/** What the automaton routes to. */
export interface Ranked {
  method: string;
  /** Lower wins when several templates match one path. */
  precedence: number;
}

/** Lowest-precedence entry per method among the templates that end one way. */
export class MethodTable<T extends Ranked> {
  /** Sorted, distinct: the Allow answer. Few per table, so a linear scan beats a Map. */
  readonly methods: string[];
  readonly entries: T[];

  constructor(all: readonly T[]) {
    const best = new Map<string, T>();
    for (const e of all) {
      const prev = best.get(e.method);
      if (prev === undefined || e.precedence < prev.precedence) best.set(e.method, e);
    }
    this.methods = [...best.keys()].sort();
    this.entries = this.methods.map((m) => best.get(m)!);
  }

  find(method: string): T | null {
    const methods = this.methods;
    for (let i = 0; i < methods.length; i++) if (methods[i] === method) return this.entries[i];
    return null;
  }
}

/** target[s, s + key.length) === key, without making a substring. */
export function rangeEquals(target: string, s: number, key: string): boolean {
  for (let i = 0; i < key.length; i++) if (target.charCodeAt(s + i) !== key.charCodeAt(i)) return false;
  return true;
}

/** Templates that finish at one point, split by custom verb. */
export class Ends<T extends Ranked> {
  plain: MethodTable<T> | null = null;
  verbKeys: string[] = [];
  verbTables: MethodTable<T>[] = [];

  /** The table for the verb target[vs, ve), or for no verb when vs < 0. */
  lookup(target: string, vs: number, ve: number): MethodTable<T> | null {
    if (vs < 0) return this.plain;
    const keys = this.verbKeys;
    for (let i = 0; i < keys.length; i++) {
      if (keys[i].length === ve - vs && rangeEquals(target, vs, keys[i])) return this.verbTables[i];
    }
    return null;
  }
}

/** Literal transitions switch from a linear scan (no substring needed) to a Map above this many. */
const LINEAR_LITERALS = 8;
/** Subset construction can blow up on adversarial tables; real ones stay near the trie's size. */
const MAX_STATES = 100_000;

export class State<T extends Ranked> {
  litKeys: string[] = [];
  litStates: State<T>[] = [];
  litMap: Map<string, State<T>> | null = null;
  /** Where any other non-empty segment leads, or null. */
  star: State<T> | null = null;
  /** Templates whose "**" takes this segment and all after it (one or more segments). */
  absorb: Ends<T> | null = null;
  /** Templates that end here, including those whose "**" takes zero segments here. */
  end: Ends<T> | null = null;

  /** The literal transition for the segment target[s, e), compared as given. */
  literal(target: string, s: number, e: number): State<T> | null {
    if (this.litMap !== null) return this.litMap.get(target.slice(s, e)) ?? null;
    const keys = this.litKeys;
    const len = e - s;
    for (let i = 0; i < keys.length; i++) {
      if (keys[i].length === len && rangeEquals(target, s, keys[i])) return this.litStates[i];
    }
    return null;
  }

  /** The literal transition for an already decoded segment. */
  literalDecoded(segment: string): State<T> | null {
    const i = this.litKeys.indexOf(segment);
    return i < 0 ? null : this.litStates[i];
  }
}

/** One template, as the trie needs it. */
export interface PatternEntry<T extends Ranked> {
  segments: readonly string[];
  verb: string | null;
  entry: T;
}

class TrieNode<T extends Ranked> {
  readonly id: number;
  readonly literals = new Map<string, TrieNode<T>>();
  star: TrieNode<T> | null = null;
  deep: TrieNode<T> | null = null;
  /** Entries ending here, by verb ("" = no verb; a verb is never empty). */
  readonly ends = new Map<string, T[]>();

  constructor(ids: { next: number }) {
    this.id = ids.next++;
  }
}

function endsOf<T extends Ranked>(nodes: readonly TrieNode<T>[]): Ends<T> | null {
  const byVerb = new Map<string, T[]>();
  for (const n of nodes) {
    for (const [verb, entries] of n.ends) {
      let list = byVerb.get(verb);
      if (list === undefined) byVerb.set(verb, (list = []));
      list.push(...entries);
    }
  }
  if (byVerb.size === 0) return null;
  const ends = new Ends<T>();
  for (const [verb, entries] of byVerb) {
    const table = new MethodTable(entries);
    if (verb === "") ends.plain = table;
    else {
      ends.verbKeys.push(verb);
      ends.verbTables.push(table);
    }
  }
  return ends;
}

export function buildAutomaton<T extends Ranked>(patterns: readonly PatternEntry<T>[]): State<T> {
  const ids = { next: 0 };
  const root = new TrieNode<T>(ids);
  for (const p of patterns) {
    let node = root;
    p.segments.forEach((seg, i) => {
      if (seg === "**") {
        if (i !== p.segments.length - 1) throw new Error(`route table: "**" must be the last segment`);
        node = node.deep ??= new TrieNode(ids);
      } else if (seg === "*") {
        node = node.star ??= new TrieNode(ids);
      } else {
        let child = node.literals.get(seg);
        if (child === undefined) node.literals.set(seg, (child = new TrieNode(ids)));
        node = child;
      }
    });
    const key = p.verb ?? "";
    let list = node.ends.get(key);
    if (list === undefined) node.ends.set(key, (list = []));
    list.push(p.entry);
  }

  // Subset construction: a state stands for the set of trie nodes one path prefix reaches.
  const states = new Map<string, State<T>>();
  const work: [TrieNode<T>[], State<T>][] = [];
  const stateOf = (nodes: TrieNode<T>[]): State<T> => {
    nodes.sort((a, b) => a.id - b.id);
    const key = nodes.map((n) => n.id).join(",");
    let state = states.get(key);
    if (state === undefined) {
      if (states.size >= MAX_STATES) throw new Error(`route table: templates too ambiguous (over ${MAX_STATES} matcher states)`);
      state = new State<T>();
      states.set(key, state);
      work.push([nodes, state]);
    }
    return state;
  };
  const start = stateOf([root]);
  while (work.length > 0) {
    const [nodes, state] = work.pop()!;
    const deeps = nodes.flatMap((n) => (n.deep === null ? [] : [n.deep]));
    state.absorb = endsOf(deeps);
    state.end = endsOf([...nodes, ...deeps]);
    const stars = nodes.flatMap((n) => (n.star === null ? [] : [n.star]));
    const literals = new Set(nodes.flatMap((n) => [...n.literals.keys()]));
    for (const lit of literals) {
      // A literal segment also satisfies every "*" at this point.
      const next = nodes.flatMap((n) => {
        const c = n.literals.get(lit);
        return c === undefined ? [] : [c];
      });
      state.litKeys.push(lit);
      state.litStates.push(stateOf([...next, ...stars]));
    }
    if (state.litKeys.length > LINEAR_LITERALS) state.litMap = new Map(state.litKeys.map((k, i) => [k, state.litStates[i]]));
    if (stars.length > 0) state.star = stateOf(stars);
  }
  return start;
}
