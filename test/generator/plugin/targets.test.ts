// protoplugin's target option on this plugin: ts gives the printed files, js and dts the emitted
// ones, any mix both; files that are not TypeScript (REFERENCE.md, and with openapi=true the documents)
// come once whatever the mix.

import { test } from "node:test";
import assert from "node:assert/strict";
import { plugin } from "../../../generator/src/plugin/plugin.js";
import { codeGeneratorRequest, parameters, protoFiles } from "../scenarios/support.js";

function names(target: string): string[] {
  const parameter = parameters("library")
    .split(",")
    .filter((kv) => !kv.startsWith("target="))
    .concat(`target=${target}`)
    .join(",");
  const res = plugin.run(codeGeneratorRequest(parameter, protoFiles("library")));
  assert.ok(!res.error, res.error);
  return res.file.map((f) => f.name).sort();
}

const printed = ["cross-version", "index", "library_v1/core", "library_v1/index", "library_v1/types", "library_v1/validators"];
// The scenario runs with openapi=true (its parameters.txt).
const once = ["REFERENCE.md", "library_v1/openapi.json", "library_v1/schemas.json"];

test("target=ts+js+dts: every module as .ts, .js and .d.ts; REFERENCE.md and the documents once", () => {
  assert.deepEqual(names("ts+js+dts"), [...once, ...printed.flatMap((m) => [`${m}.d.ts`, `${m}.js`, `${m}.ts`])].sort());
});

test("target=dts: declarations only, REFERENCE.md and the documents once; target=js: modules only", () => {
  assert.deepEqual(names("dts"), [...once, ...printed.map((m) => `${m}.d.ts`)].sort());
  assert.deepEqual(names("js"), [...once, ...printed.map((m) => `${m}.js`)].sort());
});

test("a target protoplugin does not know is a plugin option error naming it", () => {
  assert.throws(
    () => names("ts+java"),
    (e: unknown) => e instanceof Error && e.name === "PluginOptionError" && /target=ts\+java/.test(e.message),
  );
});
