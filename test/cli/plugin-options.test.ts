// protoc-gen-a2a's options: strict, each error naming the option.
import { test } from "node:test";
import assert from "node:assert/strict";
import { parseOptions } from "../../generator/src/plugin/options.js";

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
    ["runtime=rt,__proto__=x", /unknown option "__proto__"=x/],
    ["runtime=rt,constructor=x", /unknown option "constructor"=x/],
    ["check=true", /option "runtime" is required/],
  ];
  for (const [s, message] of cases) assert.throws(() => parseOptions(opts(s)), message, s);
});
