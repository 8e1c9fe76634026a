// $.jsonSchema of the rules file: loaded with the rest, and a malformed entry is an error naming the
// rules file and the JSON path of the offending value.

import assert from "node:assert/strict";
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { join, resolve } from "node:path";
import { after, test } from "node:test";
import { loadRules } from "../../../../generator/src/rules/load.js";

const root = resolve(import.meta.dirname, "../../../..");
const original = JSON.parse(readFileSync(join(root, "rules/a2a.rules.json"), "utf8"));
original.versions[1].jsonRpc.schema = join(root, "proto/a2a/v1/a2a.json");
mkdirSync(join(root, ".tmp"), { recursive: true });
const dir = mkdtempSync(join(root, ".tmp", "json-schema-rules-"));
after(() => rmSync(dir, { recursive: true, force: true }));

function load(mutate: (r: { jsonSchema: { notStated: Record<string, unknown>[] } }) => void) {
  const rules = structuredClone(original);
  mutate(rules);
  const file = join(dir, "case.rules.json");
  writeFileSync(file, JSON.stringify(rules));
  return () => loadRules(file);
}

test("the A2A rules file's notStated entries load, each with an id, a subject, the rule, the reason and a source", () => {
  const rules = loadRules(join(root, "rules/a2a.rules.json"));
  const rows = rules.jsonSchema?.notStated ?? [];
  assert.ok(rows.length >= 5);
  for (const r of rows) assert.ok(r.subject && r.rule && r.reason && r.source, r.id);
});

test("a malformed entry names the rules file and the JSON path", () => {
  assert.throws(
    load((r) => {
      r.jsonSchema.notStated[1]!.id = "Not Kebab";
    }),
    /case\.rules\.json: \$\.jsonSchema\.notStated\[1\]\.id: must be kebab-case/,
  );
  assert.throws(
    load((r) => {
      r.jsonSchema.notStated[2]!.id = r.jsonSchema.notStated[0]!.id;
    }),
    /\$\.jsonSchema\.notStated\[2\]\.id: duplicate id/,
  );
  assert.throws(
    load((r) => {
      delete r.jsonSchema.notStated[0]!.reason;
    }),
    /\$\.jsonSchema\.notStated\[0\]\.reason/,
  );
  assert.throws(
    load((r) => {
      r.jsonSchema.notStated[0]!.extra = 1;
    }),
    /\$\.jsonSchema\.notStated\[0\]/,
  );
});
