// The protojson bundle takes in zod/mini's transform (runtime/scripts/bundle.mjs) rather than load
// zod/mini's entry at import. What must hold: the bundle imports zod's core by name and no zod/mini
// module, and its schemas are zod/mini's own classes, member for member, so nothing a user calls on
// a schema differs from a z.transform made by the zod/mini the app installs. A zod update that
// changes zod/mini's classes fails here (and the build fails if it would fold in any other zod file).

import { test } from "node:test";
import assert from "node:assert/strict";
import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import * as z from "zod";
import * as zm from "zod/mini";
import { v0_3, v1_0 } from "@a2a-bindgen/a2a";
import { toSchema, scalarNodes } from "@a2a-bindgen/runtime/protojson";

const require = createRequire(import.meta.url);
const bundle = readFileSync(require.resolve("@a2a-bindgen/runtime/protojson").replace(/index\.d\.ts$/, "index.js"), "utf8");

test("the protojson bundle imports zod's core and one locale by name, and nothing of zod/mini", () => {
  const specifiers = new Set([...bundle.matchAll(/^import [^;]*? from "([^"]+)";$/gm)].map((m) => m[1]));
  assert.deepEqual([...specifiers].filter((s) => !s.startsWith(".")).sort(), ["zod/v4/core", "zod/v4/locales/en.js"]);
  assert.doesNotMatch(bundle, /from "zod\/(mini|v4\/mini)/);
});

/** Every property name along an object's prototype chain, Object.prototype's left out. */
function members(value: object): string[] {
  const names = new Set<string>();
  for (let p: object | null = value; p !== null && p !== Object.prototype; p = Object.getPrototypeOf(p)) {
    for (const name of Object.getOwnPropertyNames(p)) names.add(name);
  }
  return [...names].sort();
}

const ours = {
  "a v1.0 message": v1_0.schemas.Message,
  "a v0.3 JSON-RPC definition": v0_3.jsonrpc.schemas.Message,
  "a scalar": toSchema(scalarNodes.string),
};

for (const [what, schema] of Object.entries(ours)) {
  test(`${what}: a zod/mini ZodMiniTransform, with the members of one zod/mini makes`, () => {
    const theirs = zm.transform((x: unknown) => x);
    assert.ok(schema instanceof zm.ZodMiniTransform);
    assert.ok(schema instanceof zm.ZodMiniType);
    assert.ok(schema instanceof z.core.$ZodType);
    assert.deepEqual([...schema._zod.traits].sort(), [...theirs._zod.traits].sort());
    // The runtime adds its own (the fast path's safeParse and parse are own properties): ours may have more, never fewer.
    const missing = members(theirs).filter((name) => !members(schema).includes(name));
    assert.deepEqual(missing, []);
    for (const name of ["check", "clone", "brand", "register", "apply", "parseAsync", "safeParseAsync"]) {
      assert.equal(typeof (schema as unknown as Record<string, unknown>)[name], "function", name);
    }
  });
}

test("a bundled schema composes with the app's zod/mini and classic zod, and clones into a working schema", async () => {
  const part = v0_3.jsonrpc.schemas.TextPart;
  assert.equal(zm.object({ p: part }).safeParse({ p: { kind: "text", text: "hi" } }).success, true);
  assert.equal(zm.object({ p: part }).safeParse({ p: { kind: "text" } }).success, false);
  assert.equal(z.object({ p: zm.optional(part) }).safeParse({}).success, true);
  // check() clones through zod's core: the clone runs the same transform, plus the refinement.
  const short = part.check(zm.refine((p: { text: string }) => p.text.length < 3, "too long"));
  assert.equal(short.safeParse({ kind: "text", text: "hi" }).success, true);
  assert.equal(short.safeParse({ kind: "text", text: "hello" }).success, false);
  assert.equal((await part.safeParseAsync({ kind: "text", text: "x" })).success, true);
});
