// wrapDeclarations (the .d.ts after Oxc, which prints a type on one line): a long line is cut after its
// commas and union bars outside string literals, and the declarations mean the same (TypeScript reads
// a line break there as any other whitespace).

import assert from "node:assert/strict";
import { test } from "node:test";
import { wrapDeclarations } from "../../../generator/src/emit/wrap-declarations.js";

const names = Array.from({ length: 60 }, (_, i) => `"Name${i}"`);

test("a long tuple is cut after commas into lines of at most 160 characters, the rest indented a tab more", () => {
  const line = `export declare const messageNames: readonly [${names.join(", ")}];`;
  const out = wrapDeclarations(line).split("\n");
  assert.ok(out.length > 3, out.join("\n"));
  for (const l of out) assert.ok(l.length <= 160, l);
  assert.ok(out.slice(1).every((l) => l.startsWith("\t")));
  // Joined back with the spaces the cuts took, it is the line again.
  assert.equal(out.map((l, i) => (i === 0 ? l : ` ${l.slice(1)}`)).join(""), line);
});

test("a union is cut after its bars; commas and bars inside string literals are never cut", () => {
  const members = Array.from({ length: 30 }, (_, i) => `"a, b | c ${i}"`);
  const line = `type T = ${members.join(" | ")};`;
  const out = wrapDeclarations(line).split("\n");
  assert.ok(out.length > 2);
  for (const l of out.slice(0, -1)) assert.match(l, /"a, b \| c \d+" \|$/);
  const quoted = `type Q = "${"x, ".repeat(100)}";`;
  assert.equal(wrapDeclarations(quoted), quoted);
});

test("short lines, comments and lines with template literal types are left as they are", () => {
  const text = [
    "export type Short = A | B;",
    `/** ${names.join(", ")} */`,
    ` * ${names.join(", ")}`,
    `type Tpl = \`\${string}, \${string}\` | ${names.join(" | ")};`,
  ].join("\n");
  assert.equal(wrapDeclarations(text), text);
});
