// comparePatterns past the first segment: the tie-breaks after the segments (verb text, then the
// variables) decide between patterns a request could tell apart only by name, so that sorting
// never depends on input order. Added for survivors of the mutation run (stryker-summary.md).
import { test } from "node:test";
import assert from "node:assert/strict";
import { comparePatterns, compileTemplate, parseTemplate } from "../../../generator/src/httprule/index.js";

const pat = (src: string) => compileTemplate(parseTemplate(src));

test("same segments, same verb, different variables: still a strict, antisymmetric order", () => {
  // {name=tasks/*} spans segments 1-2; {id} is segment 2 alone: the same ["v1","tasks","*"] and verb.
  const a = pat("/v1/{name=tasks/*}:cancel");
  const b = pat("/v1/tasks/{id}:cancel");
  assert.deepEqual(a.segments, b.segments);
  assert.equal(a.verb, b.verb);
  const ab = comparePatterns(a, b);
  assert.notEqual(ab, 0, "the variables break the tie");
  assert.equal(comparePatterns(b, a), -ab);
  // By the variables' JSON: {"fieldPath":["id"],… sorts before {"fieldPath":["name"],…
  assert.equal(ab, 1);
});

test("equal patterns compare equal; a shared literal prefix is passed over", () => {
  assert.equal(comparePatterns(pat("/v1/{name=tasks/*}:cancel"), pat("/v1/{name=tasks/*}:cancel")), 0);
  assert.equal(comparePatterns(pat("/v1/a/b"), pat("/v1/a/c")), -1);
  assert.equal(comparePatterns(pat("/v1/a/c"), pat("/v1/a/b")), 1);
});
