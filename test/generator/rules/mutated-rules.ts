// The real A2A protos (built once with buf) and copies of rules/a2a.rules.json that a test mutates:
// each case writes its copy to a scratch folder under .tmp and builds the model from it.

import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { join, resolve } from "node:path";
import { after } from "node:test";
import { buildModel } from "../../../generator/src/model/build-model.js";
import { a2aProtoFiles } from "../../support/a2a-protos.js";
import type { Model } from "../../../generator/src/model/types.js";
import { loadRules } from "../../../generator/src/rules/load.js";

export type Rules = Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any

const root = resolve(import.meta.dirname, "../../..");
const files = a2aProtoFiles();

/** The unmodified rules (read only: each build mutates a copy). */
export const original = JSON.parse(readFileSync(join(root, "rules/a2a.rules.json"), "utf8")) as Rules;
// The copy lives elsewhere: point its JSON Schema reference at the real file.
original.versions[1].jsonRpc.schema = join(root, "proto/a2a/v1/a2a.json");

// Made at import, so the clean-up hook belongs to the file, not to the first test that builds.
mkdirSync(join(root, ".tmp"), { recursive: true });
const dir = mkdtempSync(join(root, ".tmp", "rules-"));
after(() => rmSync(dir, { recursive: true, force: true }));
let n = 0;

/** Builds the model from a mutated copy of the rules file, written as `case-N.rules.json`. */
export function buildWith(mutate: (r: Rules) => void = () => {}): Model {
  const rules = structuredClone(original);
  mutate(rules);
  const file = join(dir, `case-${n++}.rules.json`);
  writeFileSync(file, JSON.stringify(rules));
  return buildModel(files, loadRules(file));
}
