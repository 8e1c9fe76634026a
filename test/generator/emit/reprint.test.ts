// The printed route matcher's layout (no TypeScript printer): indentation per line that left
// brackets open, a closer of an earlier line's block on a line of its own, brackets in strings
// and comments ignored.

import { test } from "node:test";
import assert from "node:assert/strict";
import { reprint } from "../../../generator/src/emit/routes-matcher.js";

test("indents one level per line that opens brackets, however many it opens", () => {
  assert.equal(reprint("({\nroutes: [],\ncreate() {\nreturn 1;\n}\n})"), "({\n    routes: [],\n    create() {\n        return 1;\n    }\n})");
});

test("a closer after code of the same line that ends an earlier line's block moves to its own line", () => {
  assert.equal(reprint("function f() {\nconst a = { x: 1 };\nreturn a; }\nf();"), "function f() {\n    const a = { x: 1 };\n    return a;\n}\nf();");
});

test("brackets inside strings and comments do not count", () => {
  assert.equal(
    reprint('if (m) {\n/** GET /v1/{name=tasks/*} */\nconst r = "}{(";\nreturn r;\n}'),
    'if (m) {\n    /** GET /v1/{name=tasks/*} */\n    const r = "}{(";\n    return r;\n}',
  );
});

test("} else { sits at the level of its if", () => {
  assert.equal(reprint("if (a) {\nx();\n} else {\ny();\n}"), "if (a) {\n    x();\n} else {\n    y();\n}");
});
