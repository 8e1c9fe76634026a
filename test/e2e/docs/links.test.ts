// The docs check: every relative link of the README, docs/, the root's policy pages and the examples' READMEs
// leads to a file of the repository (and a heading, when it names one), every repository path a page names
// in backquotes exists, and the package READMEs — shown on the registry, where a relative link leads nowhere —
// link only absolute URLs, those of this repository naming files that exist.

import assert from "node:assert/strict";
import { existsSync, readdirSync, readFileSync, statSync } from "node:fs";
import { dirname, join, normalize, relative } from "node:path";
import { test } from "node:test";

const root = join(import.meta.dirname, "../../..");
const manifest = JSON.parse(readFileSync(join(root, "package.json"), "utf8")) as { repository: { url: string } };
/** https://github.com/owner/name, from the root package.json's repository. */
const repoUrl = manifest.repository.url.replace(/^git\+/, "").replace(/\.git$/, "");
const packages = ["runtime", "generated", "kit", "client", "server", "store-sqlite", "store-postgres"];

const mdIn = (dir: string) =>
  existsSync(join(root, dir))
    ? readdirSync(join(root, dir))
        .filter((f) => f.endsWith(".md"))
        .map((f) => `${dir}/${f}`)
    : [];
const examples = existsSync(join(root, "examples"))
  ? readdirSync(join(root, "examples")).filter((d) => statSync(join(root, "examples", d)).isDirectory() && d !== "node_modules")
  : [];
const pages = [
  "README.md",
  "CONTRIBUTING.md",
  "SECURITY.md",
  "CHANGELOG.md",
  ...mdIn("docs"),
  ...mdIn("examples"),
  ...examples.flatMap((d) => mdIn(`examples/${d}`)),
];
const packagePages = packages.map((p) => `${p}/README.md`);

/** The text outside fenced code blocks (links and paths in code are examples, not references). */
function prose(file: string): { line: number; text: string }[] {
  const out: { line: number; text: string }[] = [];
  let fenced = false;
  readFileSync(join(root, file), "utf8")
    .split("\n")
    .forEach((text, i) => {
      if (/^\s*(```|~~~)/.test(text)) fenced = !fenced;
      else if (!fenced) out.push({ line: i + 1, text });
    });
  return out;
}

/** Markdown link targets: [text](target) and <https://…> autolinks. */
function links(text: string): string[] {
  const out = [...text.matchAll(/\]\(([^)\s]+)(?:\s+"[^"]*")?\)/g)].map((m) => m[1]!);
  for (const m of text.matchAll(/<(https?:\/\/[^>\s]+)>/g)) out.push(m[1]!);
  return out;
}

/** GitHub's anchor of a heading: lower case, punctuation dropped, spaces to hyphens. */
function slug(heading: string): string {
  return heading
    .trim()
    .toLowerCase()
    .replace(/<[^>]+>/g, "")
    .replace(/[^\p{L}\p{N}\s_-]/gu, "")
    .replace(/\s/g, "-");
}

function anchorsOf(file: string): Set<string> {
  const seen = new Map<string, number>();
  const out = new Set<string>();
  for (const { text } of prose(file)) {
    const h = /^#{1,6}\s+(.*)$/.exec(text);
    if (!h) continue;
    const base = slug(h[1]!.replace(/`/g, ""));
    const n = seen.get(base) ?? 0;
    seen.set(base, n + 1);
    out.add(n === 0 ? base : `${base}-${n}`);
  }
  return out;
}

/** Why a repository-relative target (from the repository's root) fails, or null. */
function missing(target: string, from: string): string | null {
  const [path, anchor] = target.split("#") as [string, string | undefined];
  const file = path === "" ? from : normalize(join(path.startsWith("/") ? "" : dirname(from), path));
  if (file.startsWith("..")) return `${target} leaves the repository`;
  if (!existsSync(join(root, file))) return `${target}: no file ${file}`;
  if (anchor !== undefined && anchor !== "" && file.endsWith(".md") && !anchorsOf(file).has(anchor.toLowerCase()))
    return `${target}: ${file} has no heading #${anchor}`;
  return null;
}

test("every relative link of the README, docs/ and the examples leads to a file (and heading) of the repository", () => {
  const broken: string[] = [];
  for (const page of pages)
    for (const { line, text } of prose(page))
      for (const target of links(text)) {
        if (/^[a-z][a-z0-9+.-]*:/i.test(target)) continue; // https:, mailto:
        const why = missing(target, page);
        if (why) broken.push(`${page}:${line}: ${why}`);
      }
  assert.deepEqual(broken, []);
});

test("every repository path a page names in backquotes exists", () => {
  const tops = readdirSync(root).filter((e) => !e.startsWith(".") && e !== "node_modules" && statSync(join(root, e)).isDirectory());
  const named = new RegExp(`^(?:${[...tops, ".ci"].map((t) => t.replace(/[.]/g, "\\.")).join("|")})/[\\w./@+-]*$`);
  const broken: string[] = [];
  for (const page of [...pages, ...packagePages])
    for (const { line, text } of prose(page))
      for (const m of text.matchAll(/`([^`\s]+)`/g)) {
        const path = m[1]!.replace(/[:#].*$/, "");
        if (!named.test(path) || path.includes("*")) continue;
        if (!existsSync(join(root, path))) broken.push(`${page}:${line}: \`${m[1]}\` names no file or folder of the repository`);
      }
  assert.deepEqual(broken, []);
});

test("package READMEs link absolute URLs only, and this repository's files they link exist", () => {
  const bad: string[] = [];
  for (const page of packagePages)
    for (const { line, text } of prose(page))
      for (const target of links(text)) {
        if (!/^https?:\/\//.test(target)) {
          bad.push(`${page}:${line}: ${target} is relative: the registry's page cannot follow it (use ${repoUrl}/blob/main/…)`);
          continue;
        }
        const own = new RegExp(`^${repoUrl.replace(/[.]/g, "\\.")}/(?:blob|tree)/main/([^#?]*)(#.*)?$`).exec(target);
        if (!own) continue;
        const why = missing(`/${own[1]!}${own[2] ?? ""}`, page);
        if (why) bad.push(`${page}:${line}: ${target}: ${why}`);
      }
  assert.deepEqual(bad, []);
});

test("the check sees what it checks: pages, links and package READMEs exist", () => {
  assert.ok(pages.length > 20, `${pages.length} pages`);
  assert.ok(pages.flatMap((p) => prose(p).flatMap((l) => links(l.text))).length > 100);
  for (const p of packagePages) assert.ok(existsSync(join(root, p)), `${p} is missing`);
  assert.equal(relative(root, join(root, "docs/x.md")), "docs/x.md");
  assert.equal(slug("Streams that end early: `StreamCutError`".replace(/`/g, "")), "streams-that-end-early-streamcuterror");
  assert.equal(slug("Many instances"), "many-instances");
});
