// Each package is loaded one way in a test process: by its name (`@a2a-bindgen/runtime`, which is its built
// dist, as an app imports it) or, for a test of internals that are not exported, from its source — never
// both. Both at once load two copies of one module (two classes CompatError, two registries), and a test
// can then pass against the copy the app never runs. A test process is a test file and everything it
// imports, followed through relative imports (into package sources too) and through the dependencies of
// each package it imports by name. What loads a module counts: static imports and re-exports, dynamic
// import() and require(); an `import type` (or an import of types only) loads nothing, as tsx erases it.

import { describe, it } from "node:test";
import assert from "node:assert/strict";
import { existsSync, mkdtempSync, readFileSync, readdirSync, rmSync, statSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { dirname, join, relative, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import ts from "typescript";

const root = resolve(fileURLToPath(new URL("../../..", import.meta.url)));

/** The workspace packages: folder, the folder its source is in, name. */
const packages = ["runtime", "kit", "client", "server", "store-sqlite", "store-postgres", "generated"].map((dir) => {
  const manifest = JSON.parse(readFileSync(join(root, dir, "package.json"), "utf8")) as { name: string; dependencies?: Record<string, string> };
  return {
    dir,
    source: dir === "generated" ? join(root, dir) : join(root, dir, "src"),
    name: manifest.name,
    dependencies: Object.keys(manifest.dependencies ?? {}),
  };
});

/** The package a bare specifier names ("@a2a-bindgen/a2a/v1_0/validators" → the generated package). */
const byName = (spec: string) => packages.find((p) => spec === p.name || spec.startsWith(`${p.name}/`));
/** The package whose source holds `file`. */
const bySource = (file: string) => packages.find((p) => file.startsWith(`${p.source}/`));

/** The file a relative specifier names: itself, or the .ts it was written for (`./x.js` → `./x.ts`), or an index. */
function resolveFile(from: string, spec: string): string | undefined {
  const base = resolve(dirname(from), spec);
  const stem = base.replace(/\.(js|mjs|cjs|ts|mts)$/, "");
  const candidates = [base, `${stem}.ts`, `${stem}.mts`, join(base, "index.ts"), join(base, "index.js")];
  return candidates.find((c) => existsSync(c) && statSync(c).isFile());
}

/** The specifiers a file loads when it runs: type-only imports and re-exports left out. */
function loaded(fileName: string, text: string): string[] {
  const file = ts.createSourceFile(fileName, text, ts.ScriptTarget.Latest, false);
  const found: string[] = [];
  const typesOnly = (clause: ts.ImportClause | undefined): boolean => {
    if (clause === undefined) return false; // import "x": a side effect
    if (clause.isTypeOnly) return true;
    const named = clause.namedBindings;
    return (
      clause.name === undefined && named !== undefined && ts.isNamedImports(named) && named.elements.length > 0 && named.elements.every((e) => e.isTypeOnly)
    );
  };
  const visit = (node: ts.Node): void => {
    if (ts.isImportDeclaration(node) && ts.isStringLiteral(node.moduleSpecifier)) {
      if (!typesOnly(node.importClause)) found.push(node.moduleSpecifier.text);
    } else if (ts.isExportDeclaration(node) && node.moduleSpecifier !== undefined && ts.isStringLiteral(node.moduleSpecifier)) {
      const clause = node.exportClause;
      const allTypes = clause !== undefined && ts.isNamedExports(clause) && clause.elements.length > 0 && clause.elements.every((e) => e.isTypeOnly);
      if (!node.isTypeOnly && !allTypes) found.push(node.moduleSpecifier.text);
    } else if (ts.isCallExpression(node)) {
      const callee = node.expression;
      const loads = callee.kind === ts.SyntaxKind.ImportKeyword || (ts.isIdentifier(callee) && callee.text === "require");
      const arg = node.arguments[0];
      if (loads && arg !== undefined && ts.isStringLiteralLike(arg)) found.push(arg.text);
    }
    ts.forEachChild(node, visit);
  };
  visit(file);
  return found;
}

const parsed = new Map<string, string[]>();
function specifiersOf(file: string): string[] {
  let found = parsed.get(file);
  if (found === undefined) {
    found = /\.(m?[jt]s)$/.test(file) ? loaded(file, readFileSync(file, "utf8")) : [];
    parsed.set(file, found);
  }
  return found;
}

interface Ways {
  /** Package name → the first file that reaches its source. */
  source: Map<string, string>;
  /** Package name → the first file that imports it by name (or the package whose dependency it is). */
  name: Map<string, string>;
}

/** How a test file's process loads each workspace package. */
export function ways(test: string): Ways {
  const out: Ways = { source: new Map(), name: new Map() };
  const seen = new Set<string>();
  const named = (pkgName: string, via: string): void => {
    if (out.name.has(pkgName)) return;
    out.name.set(pkgName, via);
    // What its dist imports: its dependencies, by name.
    for (const dep of packages.find((p) => p.name === pkgName)?.dependencies ?? []) if (byName(dep)) named(byName(dep)!.name, `${pkgName}'s dependency`);
  };
  const visit = (file: string): void => {
    if (seen.has(file)) return;
    seen.add(file);
    const own = bySource(file);
    if (own !== undefined && !out.source.has(own.name)) out.source.set(own.name, relative(root, file));
    for (const spec of specifiersOf(file)) {
      if (spec.startsWith("./") || spec.startsWith("../")) {
        const target = resolveFile(file, spec);
        if (target !== undefined && !target.includes("/node_modules/")) visit(target);
      } else {
        const pkg = byName(spec);
        if (pkg !== undefined) named(pkg.name, relative(root, file));
      }
    }
  };
  visit(test);
  return out;
}

/** The test files under `dir` (symbolic links and recorded data left out). */
function testFiles(dir: string): string[] {
  const out: string[] = [];
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    if (entry.isDirectory() && entry.name !== "expected" && entry.name !== "fixtures" && entry.name !== "node_modules") out.push(...testFiles(path));
    else if (entry.isFile() && entry.name.endsWith(".test.ts")) out.push(path);
  }
  return out.sort();
}

describe("each package is loaded one way in a test process", () => {
  const tests = testFiles(join(root, "test"));

  it("finds the test files", () => {
    assert.ok(tests.length > 100, `only ${tests.length} test files found`);
  });

  it("catches a process that loads a package both ways, through a helper and a dependency", () => {
    // A test importing the runtime's source through a helper, and the server by name (whose dist imports
    // the runtime by name): the runtime both ways. The same test without the
    // server, or with the server's types only: one way.
    const dir = mkdtempSync(join(tmpdir(), "one-way-"));
    try {
      const helpers = relative(dir, join(root, "runtime/src/compat/helpers.js"));
      writeFileSync(join(dir, "helper.ts"), `export { sameMinor } from "${helpers}";\n`);
      writeFileSync(join(dir, "mixed.test.ts"), 'import "./helper.js";\nimport { createServer } from "@a2a-bindgen/server";\n');
      writeFileSync(
        join(dir, "types.test.ts"),
        'import "./helper.js";\nimport type { Agent } from "@a2a-bindgen/server";\nexport type { Card } from "@a2a-bindgen/server";\n',
      );
      writeFileSync(join(dir, "source.test.ts"), 'import "./helper.js";\n');
      const mixed = ways(join(dir, "mixed.test.ts"));
      assert.equal(mixed.source.get("@a2a-bindgen/runtime"), relative(root, join(root, "runtime/src/compat/helpers.ts")));
      assert.ok(mixed.name.has("@a2a-bindgen/runtime"), "the server's dist imports the runtime by name");
      const source = ways(join(dir, "source.test.ts"));
      assert.ok(source.source.has("@a2a-bindgen/runtime"));
      assert.equal(source.name.has("@a2a-bindgen/runtime"), false);
      // Types load nothing: no second way.
      assert.equal(ways(join(dir, "types.test.ts")).name.size, 0);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it("no test file loads a workspace package from its source and by its name", () => {
    const mixed: string[] = [];
    for (const test of tests) {
      const w = ways(test);
      for (const [pkg, viaSource] of w.source) {
        const viaName = w.name.get(pkg);
        if (viaName !== undefined) mixed.push(`${relative(root, test)}: ${pkg} from source (${viaSource}) and by name (${viaName})`);
      }
    }
    assert.deepEqual(mixed, []);
  });
});
