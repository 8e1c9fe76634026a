// The README's and docs' quick starts are excerpts of the examples, which CI runs from the packed packages
// (scripts/examples.ts): a fenced block right after `<!-- excerpt: examples/<dir>/<file>#<region> -->` must be
// the lines between `// #region <region>` and `// #endregion <region>` of that file, dedented, exactly. So a
// quick start cannot drift from code that runs. Also: every example is complete (a README, a start script, a
// quickstart region) and listed in examples/README.md.

import assert from "node:assert/strict";
import { existsSync, readdirSync, readFileSync, statSync } from "node:fs";
import { join } from "node:path";
import { test } from "node:test";

const root = join(import.meta.dirname, "../../..");
const MARK = /^<!-- excerpt: (examples\/[^#\s]+)#([\w-]+) -->$/;
const packages = ["runtime", "generated", "kit", "client", "server", "store-sqlite", "store-postgres"];
const examples = readdirSync(join(root, "examples")).filter((d) => d !== "node_modules" && statSync(join(root, "examples", d)).isDirectory());
const pages = [
  "README.md",
  ...readdirSync(join(root, "docs"))
    .filter((f) => f.endsWith(".md"))
    .map((f) => `docs/${f}`),
  ...packages.map((p) => `${p}/README.md`),
];

interface Excerpt {
  readonly at: string;
  readonly file: string;
  readonly region: string;
  readonly code: string;
}

/** The blocks marked as excerpts in a page. */
function excerptsOf(page: string): Excerpt[] {
  const lines = readFileSync(join(root, page), "utf8").split("\n");
  const out: Excerpt[] = [];
  lines.forEach((line, i) => {
    const m = MARK.exec(line.trim());
    if (!m) return;
    assert.match(lines[i + 1] ?? "", /^```\w*$/, `${page}:${i + 1}: an excerpt mark must be right before a fenced block`);
    const end = lines.findIndex((l, j) => j > i + 1 && l.trim() === "```");
    assert.ok(end > i, `${page}:${i + 2}: the block never closes`);
    out.push({ at: `${page}:${i + 1}`, file: m[1]!, region: m[2]!, code: lines.slice(i + 2, end).join("\n") });
  });
  return out;
}

/** The lines of `region` in `file`, dedented by their common indentation; null when the file has no such region. */
function regionOf(text: string, region: string): string | null {
  const lines = text.split("\n");
  const open = lines.findIndex((l) => new RegExp(`^\\s*(?://|#)\\s*#region ${region}\\s*$`).test(l));
  if (open < 0) return null;
  const close = lines.findIndex((l, j) => j > open && new RegExp(`^\\s*(?://|#)\\s*#endregion ${region}\\s*$`).test(l));
  if (close < 0) return null;
  const body = lines.slice(open + 1, close);
  const indent = Math.min(...body.filter((l) => l.trim() !== "").map((l) => /^ */.exec(l)![0].length));
  return body.map((l) => l.slice(Number.isFinite(indent) ? indent : 0)).join("\n");
}

test("every excerpt in the README and docs equals its example's region", () => {
  const all = pages.flatMap(excerptsOf);
  const wrong: string[] = [];
  for (const e of all) {
    const path = join(root, e.file);
    if (!existsSync(path)) {
      wrong.push(`${e.at}: ${e.file} does not exist`);
      continue;
    }
    const region = regionOf(readFileSync(path, "utf8"), e.region);
    if (region === null) wrong.push(`${e.at}: ${e.file} has no region "${e.region}" (// #region ${e.region} … // #endregion ${e.region})`);
    else if (region !== e.code) wrong.push(`${e.at}: differs from ${e.file}#${e.region}:\n--- the page\n${e.code}\n--- the example\n${region}`);
  }
  assert.deepEqual(wrong, []);
});

test("the README's quick starts (serve, call, generate) are excerpts of examples", () => {
  const sections = readFileSync(join(root, "README.md"), "utf8").split(/^## /m);
  for (const title of ["Serve an agent", "Call an agent", "Generate the tables"]) {
    const section = sections.find((s) => s.startsWith(title));
    assert.ok(section, `README.md has no "## ${title}" section`);
    assert.match(section, /<!-- excerpt: examples\//, `README.md "## ${title}": its quick start is not an excerpt of an example`);
  }
});

test("every example is complete: a README, a start script, a quickstart region, listed in examples/README.md", () => {
  assert.ok(examples.length >= 14, `${examples.length} examples`);
  const index = readFileSync(join(root, "examples/README.md"), "utf8");
  for (const name of examples) {
    const dir = join(root, "examples", name);
    assert.ok(existsSync(join(dir, "README.md")), `examples/${name} has no README.md`);
    const pkg = JSON.parse(readFileSync(join(dir, "package.json"), "utf8")) as { scripts?: { start?: string } };
    assert.ok(pkg.scripts?.start, `examples/${name}/package.json has no start script`);
    const sources = readdirSync(dir).filter((f) => /\.(m|c)?ts$/.test(f));
    assert.ok(
      sources.some((f) => regionOf(readFileSync(join(dir, f), "utf8"), "quickstart") !== null),
      `examples/${name} marks no quickstart region`,
    );
    assert.match(index, new RegExp(`\\(${name}/?\\)`), `examples/README.md does not link ${name}/`);
  }
});

test("regions are read as written: dedented, markers excluded, a missing end is no region", () => {
  const text = ["x", "  // #region a", "  const a = 1;", "    a;", "  // #endregion a", "# #region b", "b", "# #endregion b"].join("\n");
  assert.equal(regionOf(text, "a"), "const a = 1;\n  a;");
  assert.equal(regionOf(text, "b"), "b");
  assert.equal(regionOf(text, "c"), null);
  assert.equal(regionOf("// #region d\nd", "d"), null);
});
