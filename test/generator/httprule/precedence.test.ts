// Ordering and overlap between compiled patterns. Expected results are reasoned from the rules:
// first differing index decides (end < literal < "*" < "**"), then verb, and overlap means some
// concrete path with the same verb matches both.
import { test } from "node:test";
import assert from "node:assert/strict";
import fc from "fast-check";
import { comparePatterns, compileTemplate, parseTemplate, patternsOverlap, samePattern } from "../../../generator/src/httprule/index.js";
import type { CompiledPattern } from "../../../generator/src/httprule/index.js";

const pat = (src: string): CompiledPattern => compileTemplate(parseTemplate(src));

// [first, second, overlap]: `first` must sort strictly before `second`.
const pairs: [string, string, boolean][] = [
  ["/tasks/{id=*}", "/{tenant}/extendedAgentCard", true], // /tasks/extendedAgentCard
  ["/tasks/{id=*}:subscribe", "/tasks/{id=*}", false], // verbs differ
  ["/tasks/{id=*}", "/{tenant}/tasks", true], // /tasks/tasks
  ["/files/a/b", "/files/**", true],
  ["/files", "/files/**", true], // "**" matches zero segments
  ["/files/*", "/files/**", true],
  ["/files/**", "/other/x", false],
  ["/a/b/c", "/a/*", false], // index 1 decides (literal beats "*"); no overlap: "*" is exactly one segment
  ["/message:send", "/{tenant}/message:send", false],
  ["/v1/{name=tasks/*}", "/v1/{parent=tasks/*}/pushNotificationConfigs", false],
  ["/v1/{name=tasks/*}:cancel", "/v1/{name=tasks/*}:subscribe", false], // same segments, verb text decides
  ["/v1/{name=tasks/*}:subscribe", "/v1/{name=tasks/*}", false],
  ["/%2A", "/*", true], // a literal vs "*"
  ["/%2A", "/%2a", false], // literals compare as written; "%2A" < "%2a" by code unit
  ["/a:v", "/{x=**}:v", true],
  ["/a", "/{x=**}:v", false], // "**" overlaps, but the verbs differ
  ["/{x=**}:v", "/{x=**}", false], // verb present first
  ["/v1/card", "/v1/{name=tasks/*}", false],
  ["/v1/tasks/x", "/v1/{name=tasks/*}", true], // literal beats "*" at index 2
  ["/A", "/a", false], // different literals: code-unit order, uppercase first
  ["/a/*/c", "/a/**", true],
  ["/*/b", "/*/*", true],
  ["/{a}/{b}", "/{b}/{a}", true], // same segments: only the variables' tie-break orders them
];

for (const [first, second, overlap] of pairs) {
  test(`${first} before ${second}; overlap ${overlap}`, () => {
    const a = pat(first);
    const b = pat(second);
    assert.equal(comparePatterns(a, b), -1);
    assert.equal(comparePatterns(b, a), 1);
    assert.equal(patternsOverlap(a, b), overlap);
    assert.equal(patternsOverlap(b, a), overlap);
  });
}

test("samePattern ignores variable names but not segments or verbs", () => {
  const same: [string, string][] = [
    ["/tasks/{id}", "/tasks/{task_id=*}"],
    ["/tasks/{id}", "/tasks/*"],
    ["/v1/{name=tasks/*}", "/v1/tasks/{name}"],
    ["/files/{path=**}", "/files/**"],
    ["/{a}/{b}", "/{b}/{a}"],
  ];
  const different: [string, string][] = [
    ["/tasks/{id}:cancel", "/tasks/{id}"],
    ["/tasks/{id}:cancel", "/tasks/{id}:subscribe"],
    ["/tasks/*", "/tasks/**"],
    ["/tasks", "/tasks/*"],
    ["/%2A", "/*"],
  ];
  for (const [x, y] of same) {
    assert.equal(samePattern(pat(x), pat(y)), true, `${x} vs ${y}`);
    assert.equal(patternsOverlap(pat(x), pat(y)), true, `${x} vs ${y} should overlap`);
  }
  for (const [x, y] of different) assert.equal(samePattern(pat(x), pat(y)), false, `${x} vs ${y}`);
});

// The A2A bindings plus a few neighbours, in the order "most specific first" as worked out by hand:
// index 0 literals in code-unit order (e < f < m < t) before "*"; within "tasks", ending early first,
// then verbs before none (cancel < subscribe), then the longer pattern.
const sorted = [
  "/extendedAgentCard",
  "/files/a/b",
  "/files/**",
  "/message:send",
  "/tasks",
  "/tasks/{id=*}:cancel",
  "/tasks/{id=*}:subscribe",
  "/tasks/{id=*}",
  "/tasks/{task_id=*}/pushNotificationConfigs/{id=*}",
  "/{tenant}/extendedAgentCard",
  "/{tenant}/message:send",
  "/{tenant}/tasks/{id=*}:cancel",
];

/** Deterministic permutations: reversed, rotated, and a few seeded Fisher-Yates shuffles. */
function permutations<T>(xs: T[]): T[][] {
  const out = [[...xs].reverse(), [...xs.slice(5), ...xs.slice(0, 5)]];
  for (let seed = 1; seed <= 5; seed++) {
    const ys = [...xs];
    let s = seed;
    for (let i = ys.length - 1; i > 0; i--) {
      s = (s * 1103515245 + 12345) % 2147483648;
      const j = s % (i + 1);
      [ys[i], ys[j]] = [ys[j], ys[i]];
    }
    out.push(ys);
  }
  return out;
}

test("sorting any shuffle of the route list gives the fixed order", () => {
  for (const shuffled of permutations(sorted)) {
    const got = shuffled
      .map((src) => ({ src, p: pat(src) }))
      .sort((x, y) => comparePatterns(x.p, y.p))
      .map((x) => x.src);
    assert.deepEqual(got, sorted);
  }
});

const everyTemplate = [...new Set([...pairs.flatMap(([a, b]) => [a, b]), ...sorted])];

test("comparePatterns is antisymmetric, reflexive-zero and transitive over the table", () => {
  const ps = everyTemplate.map(pat);
  for (const a of ps) {
    assert.equal(comparePatterns(a, a), 0);
    for (const b of ps) {
      assert.equal(Math.sign(comparePatterns(a, b)) + Math.sign(comparePatterns(b, a)), 0);
      for (const c of ps) {
        if (comparePatterns(a, b) < 0 && comparePatterns(b, c) < 0) assert.ok(comparePatterns(a, c) < 0);
      }
    }
  }
});

test("patternsOverlap is symmetric and true for a pattern with itself", () => {
  const ps = everyTemplate.map(pat);
  for (const a of ps) {
    assert.equal(patternsOverlap(a, a), true);
    for (const b of ps) assert.equal(patternsOverlap(a, b), patternsOverlap(b, a));
  }
});

// Random patterns (segments only; variables do not affect these functions except the last tie-break).
const segment = fc.constantFrom("a", "b", "*", "%2A");
const patternArb: fc.Arbitrary<CompiledPattern> = fc
  .record({
    segments: fc.array(segment, { minLength: 1, maxLength: 4 }),
    deepTail: fc.boolean(),
    verb: fc.constantFrom(null, "x", "y"),
  })
  .map(({ segments, deepTail, verb }) => ({
    segments: deepTail ? [...segments, "**"] : segments,
    verb,
    variables: [],
  }));

test("property: comparePatterns is a total order on random patterns", () => {
  fc.assert(
    fc.property(patternArb, patternArb, patternArb, (a, b, c) => {
      assert.equal(Math.sign(comparePatterns(a, b)) + Math.sign(comparePatterns(b, a)), 0);
      assert.equal(comparePatterns(a, b) === 0, samePattern(a, b));
      if (comparePatterns(a, b) <= 0 && comparePatterns(b, c) <= 0) assert.ok(comparePatterns(a, c) <= 0);
    }),
  );
});

test("property: patternsOverlap agrees with matching a concrete path", () => {
  // Brute force: build every path of up to 5 segments from a small alphabet and see whether
  // both patterns match one of them.
  const alphabet = ["a", "b", "%2A", "z"];
  const paths: string[][] = [[]];
  for (let len = 1; len <= 5; len++) {
    for (const p of paths.filter((x) => x.length === len - 1)) for (const s of alphabet) paths.push([...p, s]);
  }
  const matches = (p: CompiledPattern, path: string[]): boolean =>
    p.segments[p.segments.length - 1] === "**"
      ? path.length >= p.segments.length - 1 && p.segments.slice(0, -1).every((s, i) => s === "*" || s === path[i])
      : path.length === p.segments.length && p.segments.every((s, i) => s === "*" || s === path[i]);
  fc.assert(
    fc.property(patternArb, patternArb, (a, b) => {
      const brute = a.verb === b.verb && paths.some((path) => matches(a, path) && matches(b, path));
      assert.equal(patternsOverlap(a, b), brute);
    }),
  );
});
