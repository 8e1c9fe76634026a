// Generated TypeScript is type-checked before anything is written; a broken template names itself.
import { test } from "node:test";
import assert from "node:assert/strict";
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { createCheckedProject, emitChecked } from "../../../generator/src/check/check.js";
import { emitFast } from "../../../generator/src/check/fast-emit.js";
import { renderFile } from "../../../generator/src/emit/templates.js";
import { GenerationError } from "../../../generator/src/model/errors.js";

test("TypeScript that does not compile fails naming the file and the line", () => {
  const files = [
    { name: "v9/index.ts", content: 'export const ok = 1;\n\nexport const bad: number = "text";\n' },
    { name: "index.ts", content: 'export * as v9 from "./v9/index.js";\n' },
  ];
  assert.throws(
    () => createCheckedProject(files, "some-runtime"),
    (e: unknown) => {
      assert.ok(e instanceof GenerationError);
      assert.match(e.message, /v9\/index\.ts:3: TS2322: Type 'string' is not assignable to type 'number'/);
      assert.match(e.message, /nothing was written/);
      return true;
    },
  );
});

test("checked TypeScript, including runtime imports, emits .js and .d.ts", () => {
  const files = [
    {
      name: "index.ts",
      content: 'import { createRouteTable } from "my-runtime";\nexport const table = createRouteTable({ bindings: [], messages: {}, enums: {} });\n',
    },
  ];
  const emitted = emitChecked(createCheckedProject(files, "my-runtime"));
  assert.deepEqual(
    emitted.map((f) => f.name),
    ["index.d.ts", "index.js"],
  );
  assert.match(emitted[1].content, /import \{ createRouteTable \} from "my-runtime";/);
  assert.match(emitted[0].content, /export declare const table: import\("my-runtime"\)\.RouteTable;/);
});

test("a template that names a value the view does not give fails naming the template", () => {
  const dir = mkdtempSync(join(tmpdir(), "tpl-"));
  try {
    writeFileSync(join(dir, "broken.ts.hbs"), "export const x = {{missingValue}};\n");
    assert.throws(
      () => renderFile({ name: "v1/index.ts", template: "broken.ts.hbs", context: {} }, dir + "/"),
      (e: unknown) => {
        assert.ok(e instanceof GenerationError);
        assert.ok(e.message.includes(join(dir, "broken.ts.hbs")), e.message);
        assert.match(e.message, /for v1\/index\.ts/);
        assert.match(e.message, /"missingValue" not defined/);
        return true;
      },
    );
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
});

test("the default emit: Oxc's .js and .d.ts for typed files, the checker's declarations only for a file that needs inference", () => {
  const files = [
    {
      name: "v9/a.ts",
      content:
        'import * as z from "zod";\n\nexport interface A {\n  x: number;\n}\n\nexport const a: A = { x: 1 };\nexport const s: z.ZodType<A> = z.object({ x: z.number() });\n',
    },
    // Needs inference: an object literal naming another module's value.
    { name: "v9/b.ts", content: 'import { a } from "./a.js";\n\nexport const b = { a, n: 2 } as const;\n' },
    { name: "index.ts", content: 'export * as v9 from "./v9/b.js";\n' },
  ];
  const fast = emitFast(files, "my-runtime");
  assert.deepEqual(
    fast.map((f) => f.name),
    ["index.d.ts", "index.js", "v9/a.d.ts", "v9/a.js", "v9/b.d.ts", "v9/b.js"],
  );
  const text = (name: string) => fast.find((f) => f.name === name)!.content;
  // Inferred by the checker (Oxc's isolated declarations refuse to guess): the same text as the checked emit.
  const checked = emitChecked(createCheckedProject(files, "my-runtime"));
  assert.equal(text("v9/b.d.ts"), checked.find((f) => f.name === "v9/b.d.ts")!.content);
  assert.match(text("v9/b.d.ts"), /readonly a: import\("\.\/a\.js"\)\.A;/);
  assert.match(text("v9/b.d.ts"), /readonly n: 2;/);
  // Oxc: the declared types as written, the interface kept; the .js without types.
  assert.match(text("v9/a.d.ts"), /export declare const s: z\.ZodType<A>;/);
  assert.match(text("v9/a.d.ts"), /export interface A \{\s+x: number;\s+\}/);
  assert.match(text("v9/a.js"), /export const a = \{ x: 1 \};/);
  assert.doesNotMatch(text("v9/a.js"), /interface|: A\b|ZodType/);
  assert.match(text("index.js"), /export \* as v9 from "\.\/v9\/b\.js";/);
});

test("the default emit names file and line of TypeScript that does not parse", () => {
  assert.throws(
    () => emitFast([{ name: "v9/bad.ts", content: "export const ok = 1;\nexport const bad = ;\n" }], "my-runtime"),
    (e: unknown) => {
      assert.ok(e instanceof GenerationError);
      assert.match(e.message, /v9\/bad\.ts:2: /);
      assert.match(e.message, /nothing was written/);
      return true;
    },
  );
});

test("the default emit writes ASCII-only .js whose strings, templates and regexps mean what the source says", async () => {
  const source =
    'export const section: string = "§5.3 — see …";\n' +
    "export const quoted: string = 'ü\\u00e9';\n" +
    // biome-ignore lint/suspicious/noTemplateCurlyInString: TypeScript source holding a template literal
    "export const template: string = `ä${1}…`;\n" +
    'export const emoji: string = "a😀b";\n' +
    "export const re: RegExp = /^[§…]+$/;\n" +
    "// a comment with § in it\n";
  const js = emitFast([{ name: "v9/u.ts", content: source }], "my-runtime").find((f) => f.name === "v9/u.js")!.content;
  assert.doesNotMatch(js, /[\u0080-\uffff]/, "every character of the .js is ASCII");
  assert.match(js, /\\u00a7/);
  const m = await import(`data:text/javascript,${encodeURIComponent(js)}`);
  assert.equal(m.section, "§5.3 — see …");
  assert.equal(m.quoted, "üé");
  assert.equal(m.template, "ä1…");
  assert.equal(m.emoji, "a😀b");
  assert.equal(m.re.test("§…§"), true);
  assert.equal(m.re.test("x"), false);
});
