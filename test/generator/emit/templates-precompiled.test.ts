// The templates compiled at build time (generator/scripts/precompile-templates.mjs): every template of
// templates/ has one, it prints what compiling its source prints, and a source edited after the build
// is never served from the stale build.

import assert from "node:assert/strict";
import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { test } from "node:test";
import Handlebars from "handlebars";
import { precompiledFor, templatesDir } from "../../../generator/dist/emit/templates.js";

const names = readdirSync(templatesDir).filter((f) => f.endsWith(".hbs"));

test("every template in templates/ is compiled by the build, for its current source", () => {
  assert.ok(names.length >= 10, `templates found: ${names.length}`);
  for (const name of names) assert.ok(precompiledFor(name, readFileSync(join(templatesDir, name), "utf8")), name);
});

test("a source that differs from the build's by one character gets no compiled form", () => {
  for (const name of names) {
    const source = readFileSync(join(templatesDir, name), "utf8");
    assert.equal(precompiledFor(name, `${source} `), undefined, name);
  }
  assert.equal(precompiledFor("no-such.hbs", ""), undefined);
  assert.equal(precompiledFor("__proto__", ""), undefined);
  assert.equal(precompiledFor("constructor", ""), undefined);
});

test("the compiled form prints what compiling the source prints, strict mode included", () => {
  const name = "version.ts.hbs";
  const source = readFileSync(join(templatesDir, name), "utf8");
  const spec = precompiledFor(name, source);
  assert.ok(spec);
  const fromBuild = Handlebars.template(spec);
  const fromSource = Handlebars.compile(source, { noEscape: true, strict: true });
  // strict: a value the view does not give is an error, not an empty string, in both.
  assert.throws(() => fromBuild({}), /not defined/);
  assert.throws(() => fromSource({}), /not defined/);
});
