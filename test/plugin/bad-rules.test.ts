// Invalid google.api.http rules (and plugin options): each fixture in test/fixtures/bad compiles
// with buf (the badness is in the rule strings, which protoc and buf do not check), and each must
// make plugin.run throw, naming the proto file and line, the rpc as "Service.Rpc", the template
// and the column, with the rule's own wording. Throwing means no CodeGeneratorResponse, so
// nothing is written. Columns and wording are counted by hand from the templates below.
import { test } from "node:test";
import assert from "node:assert/strict";
import { buildModel } from "../../generator/src/model/build-model.js";
import { GenerationError, HttpRuleError } from "../../generator/src/model/errors.js";
import { plugin } from "../../generator/src/plugin/plugin.js";
import { createRouteTable } from "../../runtime/src/index.js";
import { buildModule, codeGeneratorRequest, descFiles, runtime } from "./support.js";

const set = buildModule("bad");
const fileOf = (c: string) => `example/bad/${c}/v1/${c}.proto`;

interface RuleRow {
  /** Fixture: test/fixtures/bad/example/bad/<case>/v1/<case>.proto, package example.bad.<case>.v1. */
  case: string;
  rpc: string;
  /** Line of the rpc declaration in the fixture. */
  line: number;
  template: string;
  /** 1-based column of the offending character; 0 for errors outside the template (body, response_body…). */
  column: number;
  code: string;
  /** What follows "column N: " in the message (or its start). */
  detail: string;
}

const pkg = (c: string) => `example.bad.${c}.v1`;

const rows: RuleRow[] = [
  // Template grammar.
  { case: "no_leading_slash", rpc: "ListShelves", line: 9, template: "v1/shelves", column: 1, code: "no_leading_slash", detail: 'primary: a path template must start with "/", found "v"' },
  { case: "empty_segment", rpc: "ListShelves", line: 9, template: "/v1//shelves", column: 5, code: "empty_segment", detail: 'primary: empty path segment: "/" must be followed by a segment' },
  { case: "trailing_slash", rpc: "ListShelves", line: 9, template: "/v1/shelves/", column: 12, code: "empty_segment", detail: 'primary: empty path segment: "/" must be followed by a segment' },
  { case: "nested_variable", rpc: "GetShelf", line: 9, template: "/v1/{name={id}}", column: 11, code: "nested_variable", detail: "primary: a variable cannot contain another variable" },
  { case: "deep_wildcard_not_last", rpc: "ListFiles", line: 9, template: "/v1/**/files", column: 5, code: "deep_wildcard_not_last", detail: 'primary: "**" matches the rest of the path, so it must be the last segment of the template' },
  { case: "deep_wildcard_in_variable", rpc: "ReadFile", line: 9, template: "/v1/{path=files/**/raw}", column: 17, code: "deep_wildcard_not_last", detail: 'primary: "**" matches the rest of the path, so it must be the last segment of the template' },
  { case: "variable_bound_twice", rpc: "ListBooks", line: 9, template: "/v1/{shelf_id}/books/{shelf_id}", column: 23, code: "variable_bound_twice", detail: 'primary: field "shelf_id" is already bound by an earlier variable' },
  { case: "unterminated_variable", rpc: "GetShelf", line: 9, template: "/v1/{shelf_id", column: 5, code: "unterminated_variable", detail: 'primary: variable is missing its closing "}"' },
  { case: "empty_field_path", rpc: "GetShelf", line: 9, template: "/v1/{=*}", column: 6, code: "empty_field_path", detail: 'primary: variable has no field path: expected a field name after "{"' },
  { case: "invalid_identifier", rpc: "GetShelf", line: 9, template: "/v1/{1a}", column: 6, code: "invalid_identifier", detail: 'primary: field name "1a" must not start with a digit' },
  { case: "invalid_literal_space", rpc: "ListShelves", line: 9, template: "/v1/my shelves", column: 7, code: "invalid_literal", detail: 'primary: " " is not allowed in a path segment' },
  { case: "invalid_literal_query", rpc: "ListShelves", line: 9, template: "/v1/shelves?all=true", column: 12, code: "invalid_literal", detail: 'primary: "?" is not allowed in a path segment' },
  { case: "unexpected_character", rpc: "GetShelf", line: 9, template: "/v1/{shelf_id}x", column: 15, code: "unexpected_character", detail: 'primary: expected "/", ":" or the end after a variable, found "x"' },
  { case: "empty_verb", rpc: "ListShelves", line: 9, template: "/v1/shelves:", column: 12, code: "empty_verb", detail: 'primary: ":" must be followed by a custom verb' },
  { case: "empty_template", rpc: "ListShelves", line: 9, template: "", column: 1, code: "empty_template", detail: 'primary: the template is empty; it must start with "/"' },
  // Field paths against the request message.
  { case: "unknown_field", rpc: "GetShelf", line: 9, template: "/v1/shelves/{nope}", column: 13, code: "unknown_field", detail: `primary: field path "nope": ${pkg("unknown_field")}.GetShelfRequest has no field "nope"` },
  { case: "unknown_nested_field", rpc: "GetShelf", line: 9, template: "/v1/{shelf_id.name=shelves/*}", column: 5, code: "unknown_field", detail: 'primary: field path "shelf_id.name": "shelf_id" is not a singular message, so it has no field "name"' },
  { case: "unknown_nested_message_field", rpc: "UpdateShelf", line: 9, template: "/v1/{shelf.title=shelves/*}", column: 5, code: "unknown_field", detail: `primary: field path "shelf.title": ${pkg("unknown_nested_message_field")}.Shelf has no field "title"` },
  { case: "repeated_path_field", rpc: "GetShelf", line: 9, template: "/v1/shelves/{tags}", column: 13, code: "repeated_path_field", detail: 'primary: path field "tags" is repeated; a path segment holds one value' },
  { case: "message_path_field", rpc: "GetShelf", line: 9, template: "/v1/{shelf}", column: 5, code: "message_path_field", detail: `primary: path field "shelf" is a message (${pkg("message_path_field")}.Shelf); path values must be scalars or enums` },
  { case: "map_path_field", rpc: "GetShelf", line: 9, template: "/v1/shelves/{labels}", column: 13, code: "map_path_field", detail: 'primary: path field "labels" is a map; a path segment holds one value' },
  // body and response_body.
  { case: "unknown_body_field", rpc: "CreateShelf", line: 9, template: "/v1/shelves", column: 0, code: "unknown_body_field", detail: `primary: body "shelff" names no field of ${pkg("unknown_body_field")}.CreateShelfRequest` },
  { case: "nested_body_field", rpc: "CreateShelf", line: 9, template: "/v1/shelves", column: 0, code: "nested_body_field", detail: `primary: body "shelf.name" must name a top-level field of ${pkg("nested_body_field")}.CreateShelfRequest` },
  { case: "repeated_body_field", rpc: "CreateShelves", line: 9, template: "/v1/shelves:batchCreate", column: 0, code: "repeated_body_field", detail: 'primary: body "shelves" is a repeated or map field; the body field must be singular' },
  { case: "body_field_in_path", rpc: "UpdateShelf", line: 9, template: "/v1/shelves/{shelf_id}", column: 0, code: "body_field_in_path", detail: 'primary: body "shelf_id" is also bound by the path' },
  { case: "body_on_get", rpc: "ListShelves", line: 9, template: "/v1/shelves", column: 0, code: "body_not_allowed", detail: 'primary: body "*" on GET: GET and DELETE carry no body' },
  { case: "body_on_delete", rpc: "DeleteShelf", line: 9, template: "/v1/shelves/{shelf_id}", column: 0, code: "body_not_allowed", detail: 'primary: body "*" on DELETE: GET and DELETE carry no body' },
  { case: "unknown_response_body", rpc: "GetShelf", line: 9, template: "/v1/shelves/{shelf_id}", column: 0, code: "unknown_response_body_field", detail: `primary: response_body "shelff" names no field of ${pkg("unknown_response_body")}.Shelf` },
  // The rule's structure.
  { case: "empty_custom_kind", rpc: "CheckShelf", line: 9, template: "/v1/shelves/{shelf_id}", column: 0, code: "empty_method", detail: "primary: custom pattern with an empty kind" },
  { case: "no_pattern", rpc: "CreateShelf", line: 9, template: "", column: 0, code: "no_pattern", detail: "primary sets no pattern (get, put, post, delete, patch or custom)" },
  { case: "nested_additional_bindings", rpc: "GetShelf", line: 9, template: "/v1/a/shelves/{shelf_id}", column: 1, code: "nested_additional_bindings", detail: "additional_bindings[0] has additional_bindings of its own; they must not nest" },
];

const parameter = `runtime=${runtime},target=ts`;

for (const row of rows) {
  test(`bad rule ${row.case}: ${row.code} at column ${row.column}`, () => {
    const file = fileOf(row.case);
    const req = codeGeneratorRequest(set, parameter, [file]);
    let response: unknown;
    assert.throws(
      () => {
        response = plugin.run(req);
      },
      (e: unknown) => {
        assert.ok(e instanceof HttpRuleError, `expected an HttpRuleError, got ${String(e)}`);
        assert.ok(e instanceof GenerationError);
        assert.equal(e.code, row.code);
        assert.equal(e.file, `${file}:${row.line}`);
        assert.equal(e.rpc, `Shelves.${row.rpc}`);
        assert.equal(e.template, row.template);
        assert.equal(e.column, row.column);
        // The whole message as a user reads it from buf/protoc.
        const head = `${file}:${row.line}: rpc Shelves.${row.rpc}: template "${row.template}" column ${row.column}: `;
        assert.ok(e.message.startsWith(head), `message ${JSON.stringify(e.message)} should start with ${JSON.stringify(head)}`);
        assert.ok(e.message.slice(head.length).startsWith(row.detail), `message ${JSON.stringify(e.message)} should go on with ${JSON.stringify(row.detail)}`);
        return true;
      },
    );
    assert.equal(response, undefined, "no response, so nothing is written");
  });
}

// Two bindings a request could not tell apart. They are rejected, but the message should also
// say where (file:line) and which rpc ("Service.Rpc"), like every other rule error.
test(
  "bad rule duplicate_binding: primary and additional binding with the same method and template",
  () => {
    const file = fileOf("duplicate_binding");
    const req = codeGeneratorRequest(set, parameter, [file]);
    let response: unknown;
    assert.throws(
      () => {
        response = plugin.run(req);
      },
      (e: unknown) => {
        assert.ok(e instanceof GenerationError, `expected a GenerationError, got ${String(e)}`);
        // What the message does say today (the rule's wording and the template):
        assert.match(e.message, /GET \/v1\/shelves\/\{shelf_id\}/);
        assert.match(e.message, /primary/);
        assert.match(e.message, /additional_bindings\[0\]/);
        assert.match(e.message, /are the same route/);
        // What it should say as well:
        assert.ok(e.message.includes(`${file}:9`), `message should name ${file}:9: ${e.message}`);
        assert.ok(e.message.includes("Shelves.GetShelf"), `message should name rpc Shelves.GetShelf: ${e.message}`);
        return true;
      },
    );
    assert.equal(response, undefined);
  },
);

test(
  "bad rule duplicate_route: two rpcs with the same GET pattern (variable names differ)",
  () => {
    const file = fileOf("duplicate_route");
    const req = codeGeneratorRequest(set, parameter, [file]);
    let response: unknown;
    assert.throws(
      () => {
        response = plugin.run(req);
      },
      (e: unknown) => {
        assert.ok(e instanceof GenerationError, `expected a GenerationError, got ${String(e)}`);
        assert.match(e.message, /GET \/v1\/shelves\/\{shelf_id\}/);
        assert.match(e.message, /GET \/v1\/shelves\/\{id\}/);
        assert.match(e.message, /are the same route/);
        // GetShelf is declared at line 9, FindShelf at line 13.
        assert.match(e.message, new RegExp(`${file.replace(/[.]/g, "\\.")}:(9|13)`), `message should name the file and line: ${e.message}`);
        assert.ok(e.message.includes("Shelves.GetShelf"), `message should name rpc Shelves.GetShelf: ${e.message}`);
        assert.ok(e.message.includes("Shelves.FindShelf"), `message should name rpc Shelves.FindShelf: ${e.message}`);
        return true;
      },
    );
    assert.equal(response, undefined);
  },
);

// Custom kinds the plugin accepts today but cannot route. The correct outcome is either a clear
// HttpRuleError (file:line, Service.Rpc, template) or a route table that reaches the route.
function rejectedOrRoutable(c: string, rpc: string, template: string, reachable: (table: ReturnType<typeof createRouteTable>) => void): void {
  const file = fileOf(c);
  try {
    plugin.run(codeGeneratorRequest(set, parameter, [file]));
  } catch (e) {
    assert.ok(e instanceof HttpRuleError, `expected an HttpRuleError, got ${String(e)}`);
    assert.equal(e.file, `${file}:10`);
    assert.equal(e.rpc, rpc);
    assert.equal(e.template, template);
    return;
  }
  const v = buildModel(descFiles(set, [file]), null).versions[0];
  reachable(createRouteTable({ bindings: v.bindings, messages: v.messages, enums: v.enums }));
}

test(
  'questionable rule wildcard_custom_kind: custom kind "*" must match any method (or be rejected)',
  () => {
    rejectedOrRoutable("wildcard_custom_kind", "Pages.GetPage", "/v1/pages/{page_id}", (table) => {
      for (const method of ["GET", "POST", "DELETE"]) {
        const r = table.match(method, "/v1/pages/p1");
        assert.equal(r.kind, "match", `${method} /v1/pages/p1: ${JSON.stringify(r)}`);
      }
    });
  },
);

test(
  "questionable rule lowercase_custom_kind: a lower-case custom kind must be routable (or rejected)",
  () => {
    rejectedOrRoutable("lowercase_custom_kind", "Caches.PurgeCache", "/v1/caches/{cache_id}", (table) => {
      const r = table.match("purge", "/v1/caches/c1");
      assert.equal(r.kind, "match", `purge /v1/caches/c1: ${JSON.stringify(r)}`);
    });
  },
);

// Plugin options: protoplugin wraps the plugin's error in a PluginOptionError ("invalid option …").
const optionRows: { name: string; parameter: string; message: RegExp }[] = [
  { name: "unknown option", parameter: `runtime=${runtime},bogus=1`, message: /unknown option "bogus"=1: this plugin takes rules, runtime/ },
  { name: "unknown option without a value", parameter: `runtime=${runtime},verbose`, message: /unknown option "verbose"/ },
  { name: "missing runtime", parameter: "target=ts", message: /option "runtime" is required/ },
  { name: "option given twice", parameter: `runtime=${runtime},runtime=other`, message: /option "runtime" is given twice/ },
  { name: "option without a value", parameter: `runtime=${runtime},rules=`, message: /option "rules" needs a value/ },
];

for (const row of optionRows) {
  test(`bad plugin option: ${row.name}`, () => {
    // A good file: only the option is wrong.
    const req = codeGeneratorRequest(set, row.parameter, ["example/bad/good/v1/good.proto"]);
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
  const res = plugin.run(codeGeneratorRequest(set, parameter, ["example/bad/good/v1/good.proto"]));
  assert.equal(res.error ?? "", "");
  assert.deepEqual(
    res.file.map((f) => f.name).sort(),
    ["REFERENCE.md", "cross-version.ts", "example_bad_good_v1/index.ts", "example_bad_good_v1/routes.ts", "example_bad_good_v1/schemas.ts", "index.ts"],
  );
});

test("a good file and a bad file in one request: the request fails as a whole, nothing is produced", () => {
  for (const order of [
    ["example/bad/good/v1/good.proto", fileOf("unknown_field")],
    [fileOf("unknown_field"), "example/bad/good/v1/good.proto"],
  ]) {
    const req = codeGeneratorRequest(set, parameter, order);
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

test("every fixture under test/fixtures/bad is covered by a row", () => {
  const covered = new Set([...rows.map((r) => fileOf(r.case)), fileOf("duplicate_binding"), fileOf("duplicate_route"), fileOf("wildcard_custom_kind"), fileOf("lowercase_custom_kind"), "example/bad/good/v1/good.proto"]);
  const inSet = set.file.map((f) => f.name).filter((n) => n.startsWith("example/bad/"));
  assert.deepEqual(inSet.filter((n) => !covered.has(n)), []);
  assert.equal(inSet.length, covered.size);
  assert.ok(rows.length + 2 >= 18);
});
