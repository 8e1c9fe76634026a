// Rewrites test/generator/scenarios/<name>/expected/ from the plugin's output, for the named scenarios or
// for every scenario that has a parameters.txt and no expected-error.txt. Run only deliberately
// (npm run scenarios:update [-- name ...]), then read the diff: the scenario tests compare
// against these files byte for byte and never rewrite them.

import { existsSync, mkdirSync, rmSync, writeFileSync } from "node:fs";
import { dirname, join } from "node:path";
import { expectedDir, generate, scenarioNames, scenariosDir } from "../test/generator/scenarios/support.js";

const asked = process.argv.slice(2);
const names =
  asked.length > 0
    ? asked
    : scenarioNames().filter((n) => existsSync(join(scenariosDir, n, "parameters.txt")) && !existsSync(join(scenariosDir, n, "expected-error.txt")));
for (const name of names) {
  if (!scenarioNames().includes(name)) throw new Error(`no scenario ${name} (a folder test/generator/scenarios/${name}/proto)`);
  const files = generate(name);
  const out = expectedDir(name);
  rmSync(out, { recursive: true, force: true });
  for (const [file, content] of files) {
    mkdirSync(dirname(join(out, file)), { recursive: true });
    writeFileSync(join(out, file), content);
  }
  console.log(`${name}: wrote ${files.size} files into ${out}`);
}
