// Plugin options and whole requests: a bad option, a good file alone, a good and a bad file in one
// request, and custom kinds the plugin accepts today. The protos are the scenarios' own
// (test/generator/scenarios: no-rules holds the good file; each bad-<case> one bad rule, whose expected
// message test/generator/scenarios/bad.test.ts checks).
import { test } from "node:test";
import assert from "node:assert/strict";
import { buildModel } from "../../../generator/src/model/build-model.js";
import { HttpRuleError } from "../../../generator/src/model/errors.js";
import { plugin } from "../../../generator/src/plugin/plugin.js";
import { createRouteTable } from "@a2a-bindgen/runtime";
import { codeGeneratorRequest, descFiles, descriptorSet, protoFiles, runtime, scenarioNames } from "../scenarios/support.js";

const fileOf = (c: string) => `example/bad/${c}/v1/${c}.proto`;
const good = "example/bad/good/v1/good.proto";
const parameter = `runtime=${runtime},target=ts`;

// Custom kinds the plugin accepts today but cannot route. The correct outcome is either a clear
// HttpRuleError (file:line, Service.Rpc, template) or a route table that reaches the route.
function rejectedOrRoutable(c: string, rpc: string, template: string, reachable: (table: ReturnType<typeof createRouteTable>) => void): void {
  const file = fileOf(c);
  try {
    plugin.run(codeGeneratorRequest(parameter, [file]));
  } catch (e) {
    assert.ok(e instanceof HttpRuleError, `expected an HttpRuleError, got ${String(e)}`);
    assert.equal(e.file, `${file}:10`);
    assert.equal(e.rpc, rpc);
    assert.equal(e.template, template);
    return;
  }
  const v = buildModel(descFiles([file]), null).versions[0];
  reachable(createRouteTable({ bindings: v.bindings, messages: v.messages, enums: v.enums }));
}

test('questionable rule wildcard_custom_kind: custom kind "*" must match any method (or be rejected)', () => {
  rejectedOrRoutable("wildcard_custom_kind", "Pages.GetPage", "/v1/pages/{page_id}", (table) => {
    for (const method of ["GET", "POST", "DELETE"]) {
      const r = table.match(method, "/v1/pages/p1");
      assert.equal(r.kind, "match", `${method} /v1/pages/p1: ${JSON.stringify(r)}`);
    }
  });
});

test("questionable rule lowercase_custom_kind: a lower-case custom kind must be routable (or rejected)", () => {
  rejectedOrRoutable("lowercase_custom_kind", "Caches.PurgeCache", "/v1/caches/{cache_id}", (table) => {
    const r = table.match("purge", "/v1/caches/c1");
    assert.equal(r.kind, "match", `purge /v1/caches/c1: ${JSON.stringify(r)}`);
  });
});

// Plugin options: the plugin's own PluginOptionError, its message as written (not wrapped in protoplugin's "invalid option …").
const optionRows: { name: string; parameter: string; message: RegExp }[] = [
  { name: "unknown option", parameter: `runtime=${runtime},bogus=1`, message: /^unknown option "bogus": this plugin takes rules, runtime/ },
  { name: "unknown option without a value", parameter: `runtime=${runtime},verbose`, message: /unknown option "verbose"/ },
  { name: "missing runtime", parameter: "target=ts", message: /^option "runtime" is required/ },
  { name: "misspelt option", parameter: "target=ts,runtim=x", message: /^unknown option "runtim" \(did you mean "runtime"\?\)$/ },
  { name: "option given twice", parameter: `runtime=${runtime},runtime=other`, message: /option "runtime" is given twice/ },
  { name: "option without a value", parameter: `runtime=${runtime},rules=`, message: /option "rules" needs a value/ },
];

for (const row of optionRows) {
  test(`bad plugin option: ${row.name}`, () => {
    // A good file: only the option is wrong.
    const req = codeGeneratorRequest(row.parameter, [good]);
    let response: unknown;
    assert.throws(
      () => {
        response = plugin.run(req);
      },
      (e: unknown) => {
        assert.ok(e instanceof Error);
        assert.equal(e.name, "PluginOptionError");
        assert.match(e.message, row.message);
        return true;
      },
    );
    assert.equal(response, undefined);
  });
}

test("the good fixture alone generates (so the failures above come from the bad rules)", () => {
  const res = plugin.run(codeGeneratorRequest(parameter, [good]));
  assert.equal(res.error ?? "", "");
  assert.deepEqual(res.file.map((f) => f.name).sort(), [
    "REFERENCE.md",
    "cross-version.ts",
    "example_bad_good_v1/core.ts",
    "example_bad_good_v1/index.ts",
    "example_bad_good_v1/types.ts",
    "example_bad_good_v1/validators.ts",
    "index.ts",
  ]);
});

test("a good file and a bad file in one request: the request fails as a whole, nothing is produced", () => {
  for (const order of [
    [good, fileOf("unknown_field")],
    [fileOf("unknown_field"), good],
  ]) {
    const req = codeGeneratorRequest(parameter, order);
    let response: unknown;
    assert.throws(
      () => {
        response = plugin.run(req);
      },
      (e: unknown) => {
        assert.ok(e instanceof HttpRuleError, `expected an HttpRuleError, got ${String(e)}`);
        assert.equal(e.code, "unknown_field");
        assert.equal(e.file, `${fileOf("unknown_field")}:9`);
        return true;
      },
    );
    assert.equal(response, undefined, "nothing half-produced");
  }
});

test("every scenario proto is in the descriptor set, and every example/bad file is a scenario's", () => {
  const inSet = new Set(descriptorSet().file.map((f) => f.name));
  const scenarioProtos = scenarioNames().flatMap(protoFiles);
  for (const f of scenarioProtos) assert.ok(inSet.has(f), `${f} was built`);
  const badInSet = [...inSet].filter((n) => n.startsWith("example/bad/"));
  assert.deepEqual(
    badInSet.filter((n) => !scenarioProtos.includes(n)),
    [],
  );
  assert.ok(protoFiles("no-rules").includes(good));
  assert.deepEqual(protoFiles("questionable-wildcard_custom_kind"), [fileOf("wildcard_custom_kind")]);
  assert.deepEqual(protoFiles("questionable-lowercase_custom_kind"), [fileOf("lowercase_custom_kind")]);
});
