// The runtime's port of zod's finalizeIssue (runtime/src/protojson/finalize.ts) against zod's own, issue by
// issue: the message chain (the issue's own, the caller's error map, zod's custom and locale maps), the
// keys dropped, the path default and reportInput; and its one difference, zod's English message where no
// map answers.

import assert from "node:assert/strict";
import { after, test } from "node:test";
import * as z from "zod";
import { config, util, type $ZodRawIssue } from "zod/v4/core";
import { finalizeIssue } from "../../../runtime/src/protojson/finalize.js";

const issues = (): $ZodRawIssue[] =>
  [
    { code: "invalid_type", expected: "string", input: 3, path: ["a", 0] },
    { code: "custom", message: "own message", input: null, path: ["b"], params: { expected: "x", received: "y" } },
    { code: "invalid_value", values: ["text", "file"], input: "data", path: [] },
    { code: "unrecognized_keys", keys: ["zz"], input: { zz: 1 } },
    { code: "too_small", minimum: 1, origin: "array", inclusive: true, input: [], path: ["c"], continue: true },
    JSON.parse('{"code": "custom", "input": 1, "path": [], "__proto__": {"polluted": true}}'),
  ] as $ZodRawIssue[];

const contexts = [
  undefined,
  { reportInput: true },
  { error: (i: { code: string }) => `mapped ${i.code}` },
  { error: () => ({ message: "object map" }) },
  { error: () => undefined },
];

test("finalizeIssue gives what zod's util.finalizeIssue gives, for every issue kind and context", () => {
  const { localeError } = config(); // config() is zod's global object itself: keep the value
  z.config(z.locales.en());
  after(() => z.config({ localeError }));
  for (const ctx of contexts) {
    const ours = issues().map((i) => finalizeIssue(i, ctx as never, config()));
    const zods = issues().map((i) => util.finalizeIssue(i, ctx as never, config()));
    assert.deepEqual(ours, zods, `context ${JSON.stringify(ctx)}`);
    assert.ok(ours.every((i) => !Object.hasOwn(i, "polluted") && Object.getPrototypeOf(i) === Object.prototype));
  }
});

test("finalizeIssue reads zod's configured custom map, as zod does", () => {
  const { customError } = config();
  try {
    z.config({ customError: (i) => (i.code === "invalid_type" ? "custom map" : undefined) });
    const [ours, zods] = [finalizeIssue(issues()[0], undefined, config()), util.finalizeIssue(issues()[0], undefined, config())];
    assert.equal(ours.message, "custom map");
    assert.deepEqual(ours, zods);
  } finally {
    z.config({ customError });
  }
});

test("with no locale configured (zod/mini alone), the message is zod's English one, not the bare fallback", () => {
  const { localeError } = config();
  try {
    z.config({ localeError: undefined });
    assert.equal(util.finalizeIssue(issues()[0], undefined, config()).message, "Invalid input");
    assert.equal(finalizeIssue(issues()[0], undefined, config()).message, "Invalid input: expected string, received number");
  } finally {
    z.config({ localeError });
  }
});
