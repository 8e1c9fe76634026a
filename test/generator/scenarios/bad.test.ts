// The bad-input scenarios: every test/generator/scenarios/bad-<case>/ holds a proto that compiles with buf
// (the badness is in the google.api.http rule strings, which protoc and buf do not check), the
// plugin options (parameters.txt) and expected-error.txt: the error class (and HttpRuleError code)
// on the first line, then the whole message as a user reads it from buf/protoc. Messages name the
// proto file and line, the rpc as "Service.Rpc", the template and the column, with the rule's own
// wording; columns and wording were counted by hand from the templates in the protos. The plugin
// must throw: no CodeGeneratorResponse, so nothing is written.
import { test } from "node:test";
import assert from "node:assert/strict";
import { existsSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { GenerationError, HttpRuleError } from "../../../generator/src/model/errors.js";
import { plugin } from "../../../generator/src/plugin/plugin.js";
import { codeGeneratorRequest, parameters, protoFiles, scenarioNames, scenariosDir } from "./support.js";

const bad = scenarioNames().filter((n) => n.startsWith("bad-"));

test("the bad scenarios: at least the 30 template, field-path, body and structure rules, each with its expected error", () => {
  assert.ok(bad.length >= 30, `${bad.length} bad scenarios`);
  for (const name of bad) {
    assert.ok(existsSync(join(scenariosDir, name, "expected-error.txt")), `${name}/expected-error.txt`);
    assert.equal(protoFiles(name).length, 1, `${name}: one proto`);
  }
});

for (const name of bad) {
  const [kind, message] = readFileSync(join(scenariosDir, name, "expected-error.txt"), "utf8")
    .replace(/\n$/, "")
    .split("\n");
  const [className, code] = kind.split(" ");
  test(`${name}: ${className}${code ? ` ${code}` : ""}`, () => {
    const req = codeGeneratorRequest(parameters(name), protoFiles(name));
    let response: unknown;
    assert.throws(
      () => {
        response = plugin.run(req);
      },
      (e: unknown) => {
        assert.ok(e instanceof GenerationError, `expected a GenerationError, got ${String(e)}`);
        assert.equal(e.constructor.name, className);
        assert.equal(e.message, message);
        if (e instanceof HttpRuleError) {
          assert.equal(e.code, code);
          // The structured fields say what the message says.
          const head = /^(\S+:\d+): rpc (\S+): template "(.*)" column (\d+): /.exec(message);
          assert.ok(head, `expected-error.txt of ${name} names file:line, rpc, template and column`);
          assert.equal(e.file, head[1]);
          assert.equal(e.rpc, head[2]);
          assert.equal(e.template, head[3]);
          assert.equal(e.column, Number(head[4]));
        }
        return true;
      },
    );
    assert.equal(response, undefined, "no response, so nothing is written");
  });
}
