// No `any` in a public signature of a shipped package: type-coverage --strict over the declaration files of
// the runtime, the generated A2A package, the kit, the client and the server (declarations.tsconfig.json
// includes only those), at 100% once private members are set aside (a .d.ts lists a private member by
// name, without its type, so the checker reads it as any; it is no signature a user can call or read).
// --strict also counts an any hidden in type arguments (Iterable<string> is Iterable<string, any, any>).
// type-coverage reads identifiers only, so the `any` keyword itself (a function type's return) is searched
// for in the same files too. A fixture with one public any shows both checks fail when they should.

import assert from "node:assert/strict";
import { spawnSync } from "node:child_process";
import { mkdtempSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, relative, resolve } from "node:path";
import { test } from "node:test";
import ts from "typescript";

const repo = join(import.meta.dirname, "../../..");
const cli = join(repo, "node_modules/type-coverage/bin/type-coverage");
const shipped = ["runtime/dist", "generated", "kit/dist", "client/dist", "server/dist"];

interface Found {
  readonly file: string;
  readonly line: number;
  readonly text: string;
}

/** The public anys type-coverage --strict finds in the project (1-based lines); private members set aside. */
function publicAnys(project: string, cwd: string): Found[] {
  const r = spawnSync(process.execPath, [cli, "-p", project, "--strict", "--detail", "--jsonOutput"], {
    cwd,
    encoding: "utf8",
    timeout: 300_000,
    maxBuffer: 64 << 20,
  });
  assert.ok(r.stdout.trim().startsWith("{"), `type-coverage did not answer JSON (exit ${r.status}):\n${r.stdout}${r.stderr}`);
  const out = JSON.parse(r.stdout) as { correctCount: number; details: { filePath: string; line: number; text: string }[] };
  assert.ok(out.correctCount > 0, "type-coverage counted nothing: the project includes no declaration file");
  const lines = new Map<string, string[]>();
  return out.details
    .map((d) => ({ file: d.filePath, line: d.line + 1, text: d.text }))
    .filter((d) => {
      const text = lines.get(d.file) ?? readFileSync(resolve(cwd, d.file), "utf8").split("\n");
      lines.set(d.file, text);
      return !/^\s*(?:private\b|#private;)/.test(text[d.line - 1] ?? "");
    });
}

/** Every `any` keyword in the declaration files under `dirs`. */
function anyKeywords(dirs: readonly string[]): Found[] {
  const found: Found[] = [];
  const walk = (dir: string): string[] =>
    readdirSync(dir).flatMap((name) => {
      const p = join(dir, name);
      if (statSync(p).isDirectory()) return name === "node_modules" ? [] : walk(p);
      return p.endsWith(".d.ts") ? [p] : [];
    });
  for (const dir of dirs) {
    const files = walk(dir);
    assert.ok(files.length > 0, `no declaration files under ${dir} (build first)`);
    for (const file of files) {
      const source = ts.createSourceFile(file, readFileSync(file, "utf8"), ts.ScriptTarget.Latest, true);
      const visit = (node: ts.Node): void => {
        if (node.kind === ts.SyntaxKind.AnyKeyword) {
          const { line } = source.getLineAndCharacterOfPosition(node.getStart(source));
          found.push({ file: relative(repo, file), line: line + 1, text: source.text.split("\n")[line]?.trim() ?? "" });
        }
        ts.forEachChild(node, visit);
      };
      visit(source);
    }
  }
  return found;
}

const listed = (found: readonly Found[]) => found.map((f) => `${f.file}:${f.line}: ${f.text}`).join("\n");

test("the shipped declaration files have no any in a public signature (type-coverage --strict, 100%)", () => {
  const found = publicAnys(join(import.meta.dirname, "declarations.tsconfig.json"), repo);
  assert.deepEqual(found, [], `public anys:\n${listed(found)}`);
});

test("the shipped declaration files hold no any keyword", () => {
  const found = anyKeywords(shipped.map((d) => join(repo, d)));
  assert.deepEqual(found, [], `any in:\n${listed(found)}`);
});

test("both checks find a public any (a parameter, a function type's return) and pass a private member over", () => {
  const dir = mkdtempSync(join(tmpdir(), "a2a-coverage-"));
  try {
    writeFileSync(
      join(dir, "fixture.d.ts"),
      [
        "export declare function open(value: any): string;",
        "export type Convert = (value: string) => any;",
        "export declare class Kept {",
        "    private hidden;",
        "    #private;",
        "    readonly shown: string;",
        "}",
        "",
      ].join("\n"),
    );
    writeFileSync(join(dir, "tsconfig.json"), JSON.stringify({ compilerOptions: { strict: true, noEmit: true, types: [] }, include: ["*.d.ts"] }));
    assert.deepEqual(
      publicAnys("tsconfig.json", dir).map((f) => [f.line, f.text]),
      [[1, "value"]],
    );
    assert.deepEqual(
      anyKeywords([dir]).map((f) => f.line),
      [1, 2],
    );
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
});
