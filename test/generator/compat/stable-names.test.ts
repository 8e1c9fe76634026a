// The printed converters are named by what they convert (generator/src/emit/compat-converters/names.ts):
// a rule that changes one type's mapping changes that type's functions and no other line of the four
// converter modules: no function of another type, no constant, no line of the operation table. Each
// case builds the model from a copy of rules/a2a.rules.json with one rule changed (mutated-rules.ts),
// prints the converter modules as `npm run generate` does, and compares them with the unchanged rules'.

import assert from "node:assert/strict";
import { test } from "node:test";
import { compatConverterViews } from "../../../generator/src/emit/compat-view.js";
import { renderFile } from "../../../generator/src/emit/templates.js";
import type { Model } from "../../../generator/src/model/types.js";
import { buildWith, type Rules } from "../rules/mutated-rules.js";

/** One printed module, in parts: its functions by name (comment and text), and every other line. */
interface Printed {
  functions: Map<string, string>;
  rest: string[];
}

/** The converter modules of a model, by file, split into functions (a comment line, `function … {`, up to the next comment) and the other lines. */
function print(model: Model): Map<string, Printed> {
  const out = new Map<string, Printed>();
  for (const v of compatConverterViews(model, model.compat!, "test", "@a2a-bindgen/runtime")) {
    const lines = renderFile({ name: v.file, template: "compat-converters.ts.hbs", context: v.context }).split("\n");
    const printed: Printed = { functions: new Map(), rest: [] };
    for (let i = 0; i < lines.length; i++) {
      const head = /^function ([\w$]+)\(/.exec(lines[i + 1] ?? "");
      if (!lines[i].startsWith("// converts ") || head === null) {
        printed.rest.push(lines[i]);
        continue;
      }
      // A function runs to the next comment at the top level (the next function's, or the table's):
      // the printer writes no comment inside a function.
      let end = lines.findIndex((l, j) => j > i + 1 && (l.startsWith("// ") || l.startsWith("/**")));
      assert.ok(end > i, `${v.file}: function ${head[1]} ends`);
      while (lines[end - 1] === "") end--;
      end--;
      assert.equal(lines[end], "}", `${v.file}: function ${head[1]} ends with }`);
      assert.ok(!printed.functions.has(head[1]), `${v.file}: one function named ${head[1]}`);
      printed.functions.set(head[1], lines.slice(i, end + 1).join("\n"));
      i = end;
    }
    out.set(v.file, printed);
  }
  return out;
}

/** The names of the functions that differ between two printings (changed, added or removed), and whether any other line differs. */
function differences(before: Map<string, Printed>, after: Map<string, Printed>): { functions: string[]; otherLines: string[] } {
  const functions: string[] = [];
  const otherLines: string[] = [];
  assert.deepEqual([...after.keys()], [...before.keys()], "the same converter modules");
  for (const [file, b] of before) {
    const a = after.get(file)!;
    for (const name of new Set([...b.functions.keys(), ...a.functions.keys()])) {
      if (b.functions.get(name) !== a.functions.get(name)) functions.push(name);
    }
    const removed = b.rest.filter((l) => !a.rest.includes(l));
    const added = a.rest.filter((l) => !b.rest.includes(l));
    otherLines.push(...removed.map((l) => `${file}: - ${l}`), ...added.map((l) => `${file}: + ${l}`));
  }
  return { functions: functions.sort(), otherLines };
}

const message = (r: Rules, id: string) => r.compat.messages.find((m: { id: string }) => m.id === id);

const base = print(buildWith());

const cases: { what: string; type: string; mutate: (r: Rules) => void }[] = [
  {
    what: "the loss reason of a newer-only field (AgentInterface.tenant, both dialects)",
    type: "AgentInterface",
    mutate: (r) => {
      const m = message(r, "AgentInterface");
      m.rest.newerOnly.tenant = "changed: the tenant has no v0.3 form";
      m.jsonrpc.newerOnly.tenant = "changed: the tenant has no v0.3 form (JSON-RPC)";
    },
  },
  {
    what: "the loss reason of a variant's newer-only field (Part's text variant, mediaType, HTTP+JSON)",
    type: "Part",
    mutate: (r) => {
      const variant = message(r, "Part").rest.variants.find((v: { newerCase: string }) => v.newerCase === "text");
      variant.newerOnly.mediaType = "changed: a v0.3 text part has no media type";
    },
  },
  {
    what: "the loss reason of a newer-only field of a type near the end of the alphabet (AuthorizationCodeOAuthFlow.pkceRequired)",
    type: "AuthorizationCodeOAuthFlow",
    mutate: (r) => {
      const m = message(r, "AuthorizationCodeOAuthFlow");
      m.rest.newerOnly.pkceRequired = "changed: no PKCE flag in v0.3";
      m.jsonrpc.newerOnly.pkceRequired = "changed: no PKCE flag in v0.3 (JSON-RPC)";
    },
  },
  {
    // The printer before names were derived pooled each variant's case names as constants numbered in
    // the order printed: this change renumbered four constants of the module (dK22…dK26).
    what: "the order of a type's variants (SecurityScheme, JSON-RPC)",
    type: "SecurityScheme",
    mutate: (r) => {
      message(r, "SecurityScheme").jsonrpc.variants.reverse();
    },
  },
];

for (const c of cases) {
  test(`one rule changed, only that type's converters differ: ${c.what}`, () => {
    const { functions, otherLines } = differences(base, print(buildWith(c.mutate)));
    // The change shows (the case is not a no-op), and only in functions of that type: <Type>_… or <Type>$<variant or role>_….
    assert.ok(functions.length > 0, "the changed rule changes the type's converters");
    const own = (name: string) => name.startsWith(`${c.type}_`) || name.startsWith(`${c.type}$`);
    assert.deepEqual(
      functions.filter((n) => !own(n)),
      [],
      `functions of other types changed: ${functions.join(", ")}`,
    );
    assert.deepEqual(otherLines, [], "no constant, import or table line changes");
  });
}

test("every converter is named by its type and the module's direction and dialect, and says what it converts", () => {
  for (const [file, printed] of base) {
    const suffix = /compat\/to-(v\d+_\d+)-(\w+)\.ts$/.exec(file)!;
    const ending = `_toV${suffix[1].slice(1)}_${suffix[2]}`;
    assert.ok(printed.functions.size > 20, `${file} holds the converters`);
    for (const [name, text] of printed.functions) {
      assert.ok(name.endsWith(ending), `${file}: ${name} ends with ${ending}`);
      // The comment names the source and target messages, proto names or a2a.json definitions.
      assert.match(text.split("\n")[0], /^\/\/ converts (.+) \((0\.3|1\.0)\) -> (.+) \((0\.3|1\.0)\)/, `${file}: ${name}`);
    }
  }
});
