// protoc-gen-a2a's options: strict, each error naming the option.
import { test } from "node:test";
import assert from "node:assert/strict";
import { create } from "@bufbuild/protobuf";
import { CodeGeneratorRequestSchema } from "@bufbuild/protobuf/wkt";
import { parseOptions, suggestOption } from "../../../generator/src/plugin/options.js";
import { plugin } from "../../../generator/src/plugin/plugin.js";

const opts = (s: string) =>
  s.split(",").map((raw) => ({
    key: raw.slice(0, raw.indexOf("=") < 0 ? raw.length : raw.indexOf("=")),
    value: raw.indexOf("=") < 0 ? "" : raw.slice(raw.indexOf("=") + 1),
  }));
const hash = "a".repeat(64);

test("check, json_schema (repeatable, <release>=<path>) and unpinned (repeatable, <file>:<sha256>)", () => {
  const o = parseOptions(opts(`runtime=rt,check=true,json_schema=0.3.0=p/a2a.json,json_schema=9.9=q.json,unpinned=a/b.proto:${hash}`));
  assert.equal(o.check, true);
  assert.deepEqual(o.jsonSchemas, [
    ["0.3.0", "p/a2a.json"],
    ["9.9", "q.json"],
  ]);
  assert.deepEqual(o.unpinned, [{ file: "a/b.proto", sha256: hash }]);
  assert.equal(parseOptions(opts("runtime=rt")).check, false, "the full check is opt-in");
});

test("bad options fail naming the option", () => {
  const cases: [string, RegExp][] = [
    ["runtime=rt,check=yes", /option check=yes: expected check=true or check=false/],
    ["runtime=rt,json_schema=nopath", /option json_schema=nopath: expected json_schema=<release>=<path>/],
    ["runtime=rt,unpinned=a.proto:123", /option unpinned=a.proto:123: expected unpinned=<file>:<sha256 in hex>/],
    ["runtime=rt,check=true,check=false", /option "check" is given twice/],
    ["runtime=rt,__proto__=x", /unknown option "__proto__": this plugin takes rules, runtime, check, openapi, json_schema, unpinned/],
    ["runtime=rt,constructor=x", /unknown option "constructor": this plugin takes/],
    ["check=true", /option "runtime" is required/],
    // A misspelling names the option meant, never the value given.
    ["runtim=@a2a-bindgen/runtime", /unknown option "runtim" \(did you mean "runtime"\?\)$/],
    ["runtime=rt,rule=r.json", /unknown option "rule" \(did you mean "rules"\?\)$/],
    ["runtime=rt,json-schema=0.3.0=a.json", /unknown option "json-schema" \(did you mean "json_schema"\?\)$/],
    ["runtime=rt,chekc=true", /unknown option "chekc" \(did you mean "check"\?\)$/],
    ["runtime=rt,targte=ts", /unknown option "targte" \(did you mean "target"\?\)$/],
  ];
  for (const [s, message] of cases) assert.throws(() => parseOptions(opts(s)), message, s);
});

test("through protoplugin's parameter parser, an option error is the plugin's own message, not wrapped in `invalid option \"…\"`", () => {
  const run = (parameter: string) => () => plugin.run(create(CodeGeneratorRequestSchema, { parameter }));
  assert.throws(run("target=js+dts"), (e: Error) => e.message.startsWith('option "runtime" is required') && !e.message.includes("invalid option"));
  assert.throws(run("target=js+dts,runtim=@a2a-bindgen/runtime"), (e: Error) => e.message === 'unknown option "runtim" (did you mean "runtime"?)');
  // protoplugin's own options are still protoplugin's to judge.
  assert.throws(run("target=java,runtime=rt"), /invalid option "target=java"/);
});

test("suggestOption: within two edits of an option (one for a short name), else none", () => {
  assert.equal(suggestOption("RUNTIME"), "runtime");
  assert.equal(suggestOption("unpined"), "unpinned");
  assert.equal(suggestOption("elide_plugin_versoin"), "elide_plugin_version");
  assert.equal(suggestOption("zzz"), undefined);
  assert.equal(suggestOption("__proto__"), undefined);
  assert.equal(suggestOption("x".repeat(100_000)), undefined);
});
