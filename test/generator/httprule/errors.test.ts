// Invalid templates: each row names the rule broken and the hand-counted 1-based column of
// the offending character.
import { test } from "node:test";
import assert from "node:assert/strict";
import fc from "fast-check";
import { compileTemplate, parseTemplate, TemplateSyntaxError } from "../../../generator/src/httprule/index.js";
import type { TemplateErrorCode } from "../../../generator/src/httprule/index.js";

const rows: [template: string, code: TemplateErrorCode, column: number][] = [
  ["", "empty_template", 1],
  ["v1/tasks", "no_leading_slash", 1],
  [" /a", "no_leading_slash", 1],
  ["/", "empty_segment", 1],
  ["/a//b", "empty_segment", 4],
  ["/a/", "empty_segment", 3],
  ["/{x=a//b}", "empty_segment", 7],
  ["/{x=}", "empty_segment", 5],
  ["/{x=a/}", "empty_segment", 7],
  ["/a/:send", "empty_segment", 4],
  ["/{a={b}}", "nested_variable", 5],
  ["/{a=b/{c}}", "nested_variable", 7],
  ["/{a{b}}", "nested_variable", 4],
  ["/{a=b{c}}", "nested_variable", 6],
  ["/a/**/b", "deep_wildcard_not_last", 4],
  ["/a/{x=**}/b", "deep_wildcard_not_last", 7],
  ["/{x=**/b}", "deep_wildcard_not_last", 5],
  ["/**/**", "deep_wildcard_not_last", 2],
  ["/{id}/{id}", "variable_bound_twice", 8],
  ["/{a.b}/x/{a.b=*}", "variable_bound_twice", 11],
  ["/{id", "unterminated_variable", 2],
  ["/v1/{name=tasks/*", "unterminated_variable", 5],
  ["/{", "unterminated_variable", 2],
  ["/{x=", "unterminated_variable", 2],
  ["/{}", "empty_field_path", 3],
  ["/{=*}", "empty_field_path", 3],
  ["/{1a}", "invalid_identifier", 3],
  ["/{a..b}", "invalid_identifier", 5],
  ["/{a-b}", "invalid_identifier", 4],
  ["/{.a}", "invalid_identifier", 3],
  ["/{a.}", "invalid_identifier", 5],
  ["/{a b}", "invalid_identifier", 4],
  ["/a b", "invalid_literal", 3],
  ["/a?b=1", "invalid_literal", 3],
  ["/a#frag", "invalid_literal", 3],
  ["/{a=b c}", "invalid_literal", 6],
  ["/%2", "invalid_literal", 2],
  ["/%zz", "invalid_literal", 2],
  ["/caf\u00e9", "invalid_literal", 5],
  ["/files/*.json", "invalid_literal", 8],
  ["/***", "invalid_literal", 2],
  ["/a:b c", "invalid_literal", 5],
  ["/a{b}", "unexpected_character", 3],
  ["/a}", "unexpected_character", 3],
  ["/{id}x", "unexpected_character", 6],
  ["/{id}}", "unexpected_character", 6],
  ["/{id}:a/b", "unexpected_character", 8],
  ["/a:", "empty_verb", 3],
  ["/{id}:", "empty_verb", 6],
  ["/a::", "empty_verb", 4],
];

test("error table has the required breadth", () => {
  assert.ok(rows.length >= 20);
  assert.equal(new Set(rows.map((r) => r[0])).size, rows.length, "duplicate rows");
});

for (const [template, code, column] of rows) {
  test(`reject ${JSON.stringify(template)} as ${code} at column ${column}`, () => {
    assert.throws(
      () => parseTemplate(template),
      (err: unknown) => {
        assert.ok(err instanceof TemplateSyntaxError, "not a TemplateSyntaxError");
        assert.deepEqual({ code: err.code, column: err.column }, { code, column });
        assert.equal(err.template, template);
        assert.equal(err.name, "TemplateSyntaxError");
        assert.match(err.detail, /\w+ \w+/, "detail should be a sentence");
        assert.ok(err.message.includes(`column ${column}`));
        // The column always points inside the template (an empty template has column 1).
        assert.ok(column >= 1 && column <= Math.max(1, template.length));
        return true;
      },
    );
  });
}

test("every error code is exercised", () => {
  const codes = new Set(rows.map((r) => r[1]));
  const all: TemplateErrorCode[] = [
    "no_leading_slash",
    "empty_segment",
    "nested_variable",
    "deep_wildcard_not_last",
    "variable_bound_twice",
    "unterminated_variable",
    "empty_field_path",
    "invalid_identifier",
    "invalid_literal",
    "empty_verb",
    "unexpected_character",
    "empty_template",
  ];
  assert.deepEqual(
    all.filter((x) => !codes.has(x)),
    [],
  );
});

test("property: any string either parses and compiles consistently or fails with an in-range column", () => {
  const chars = ["/", "{", "}", "=", "*", ".", ":", "a", "b", "1", "_", "%", "2", "F", " ", "?"];
  fc.assert(
    fc.property(fc.array(fc.constantFrom(...chars), { maxLength: 16 }), (parts) => {
      const template = parts.join("");
      try {
        const compiled = compileTemplate(parseTemplate(template));
        assert.ok(compiled.segments.length >= 1);
        assert.ok(compiled.segments.every((s) => s !== "" && !s.includes("/")));
        assert.ok(!compiled.segments.slice(0, -1).includes("**"), "** only last");
        for (const v of compiled.variables) assert.ok(v.start < (v.end ?? compiled.segments.length + 1));
      } catch (err) {
        if (!(err instanceof TemplateSyntaxError)) throw err;
        assert.ok(err.column >= 1 && err.column <= Math.max(1, template.length), `${template}: ${err.message}`);
      }
    }),
    { numRuns: 2000 },
  );
});
