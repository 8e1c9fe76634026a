// The state of one run of the walk that explains a refusal (explain.ts): its issues, and the path to the
// value walked, kept on a stack rather than copied at each step. Scopes are reused: a refusal allocates no
// scope and no path stack, only its issues.

/** A zod raw issue (message left to zod's error map unless the zod text fixed one). */
export type RawIssue = Record<string, unknown> & { code: string; path: PropertyKey[]; continue?: boolean | undefined };

// Why the care with arrays below: on V8 a push onto an empty array or a slice costs about 20 ns (a builtin
// call and a backing store), an array literal about 2. A small refusal makes a handful of arrays, and
// that was most of its time; so a run starts with the shared empty list, and paths are copied by literal.
/** No issue yet: a run's first issue replaces it with a new list. */
const NONE: RawIssue[] = Object.freeze([]) as unknown as RawIssue[];

/**
 * One zod schema run in progress: its issues, whether zod marked it aborted (a failed preprocess), and the
 * keys from the run's root to the value walked (`path[0..depth)`, a stack whose array is reused).
 */
export class Scope {
  issues: RawIssue[] = NONE;
  aborted = false;
  path: PropertyKey[] = [];
  depth = 0;
}

/** What a nested run gave: its issues, and whether it was aborted. */
export interface Result {
  issues: RawIssue[];
  aborted: boolean;
}

/** zod's `aborted`: some issue stops the schema (only refinements let it continue). */
export function aborted(r: Result): boolean {
  return r.aborted || r.issues.some((i) => i.continue !== true);
}

/** Does an issue from index `from` on stop the schema? */
export function stopsFrom(issues: readonly RawIssue[], from: number): boolean {
  for (let i = from; i < issues.length; i++) if (issues[i].continue !== true) return true;
  return false;
}

// The Scope's fields change only in this module: the walk (explain.ts) steps and aborts through these.

export function enter(s: Scope, key: PropertyKey): void {
  s.path[s.depth++] = key;
}

/** Back out of the key `enter` stepped into. */
export function leave(s: Scope): void {
  s.depth--;
}

/** zod's `aborted`: the run stops here (a failed preprocess). */
export function abort(s: Scope): void {
  s.aborted = true;
}

/** The path walked so far, copied (an issue keeps it). */
export function pathOf(s: Scope): PropertyKey[] {
  const p = s.path;
  switch (s.depth) {
    case 0:
      return [];
    case 1:
      return [p[0]];
    case 2:
      return [p[0], p[1]];
    case 3:
      return [p[0], p[1], p[2]];
    case 4:
      return [p[0], p[1], p[2], p[3]];
    default: {
      const out = new Array<PropertyKey>(s.depth);
      for (let i = 0; i < out.length; i++) out[i] = p[i];
      return out;
    }
  }
}

export function push(s: Scope, issue: RawIssue): void {
  if (s.issues === NONE) s.issues = [issue];
  else s.issues.push(issue);
}

// Each caller passes a fresh literal: the path is set on it (path last, as zod's keys go) rather than
// spread into a copy.
export function add(s: Scope, issue: Omit<RawIssue, "path">): undefined {
  const i = issue as RawIssue;
  i.path = pathOf(s);
  push(s, i);
}

/** `add` one key deeper. */
export function addAt(s: Scope, key: PropertyKey, issue: Omit<RawIssue, "path">): undefined {
  enter(s, key);
  add(s, issue);
  leave(s);
}

/** Scopes not in use: a run takes one and gives it back, so a refusal allocates no scope and no path stack. */
const spare: Scope[] = [];

function take(): Scope {
  const s = spare.pop() ?? new Scope();
  s.issues = NONE;
  s.aborted = false;
  s.depth = 0;
  return s;
}

function give(s: Scope): void {
  s.issues = NONE;
  // The keys walked may be a caller's (a catchall's): not kept past the run, nor a deep value's long stack.
  if (s.path.length > 64) s.path = [];
  else for (let i = 0; i < s.path.length; i++) s.path[i] = undefined as unknown as PropertyKey;
  // Nested runs are few at a time; a deep hostile value's are not all kept.
  if (spare.length < 8) spare.push(s);
}

/** Runs a compiled node on its own (paths relative to it), as zod runs a nested schema. */
export function run(c: { walk: (input: unknown, s: Scope) => void }, input: unknown): Result {
  const s = take();
  try {
    c.walk(input, s);
    return { issues: s.issues, aborted: s.aborted };
  } finally {
    give(s);
  }
}

/** The issues of a run of `c` on `input`, at the root: a list of the caller's own. */
export function rootIssues(c: { walk: (input: unknown, s: Scope) => void }, input: unknown): RawIssue[] {
  const s = take();
  try {
    c.walk(input, s);
    return s.issues === NONE ? [] : s.issues;
  } finally {
    give(s);
  }
}
