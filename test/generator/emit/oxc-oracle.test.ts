// The default emit (Oxc, no TypeScript) against the checker's emit of the same printed TypeScript,
// for the A2A package and every scenario that generates: every .js module loads and exports the
// same names, and every export of every .d.ts has the same type (TypeScript's identity relation,
// checked by compiling one assertion per export with the checker). Byte equality is not expected:
// the two printers lay code out differently.

import { test } from "node:test";
import assert from "node:assert/strict";
import { spawnSync } from "node:child_process";
import { existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { dirname, join } from "node:path";
import { pathToFileURL } from "node:url";
import { create, fromBinary } from "@bufbuild/protobuf";
import { CodeGeneratorRequestSchema, FileDescriptorSetSchema } from "@bufbuild/protobuf/wkt";
import { Project, ts } from "ts-morph";
import { compilerOptions, createCheckedProject, emitChecked, root, type SourceText } from "../../../generator/src/check/check.js";
import { emitFast } from "../../../generator/src/check/fast-emit.js";
import { plugin } from "../../../generator/src/plugin/plugin.js";
import { codeGeneratorRequest, parameters, protoFiles, repoRoot, runtime, scenarioNames, scenariosDir } from "../scenarios/support.js";

/** The printed TypeScript of one plugin run (target=ts), by file name. */
function printed(request: ReturnType<typeof codeGeneratorRequest>): SourceText[] {
  const res = plugin.run(request);
  assert.ok(!res.error, res.error);
  return res.file.filter((f) => f.name.endsWith(".ts")).map((f) => ({ name: f.name, content: f.content }));
}

/** The A2A package's sources: both pinned protos, the repository's rules, as buf.gen.yaml runs them. */
function a2aSources(): SourceText[] {
  const files = ["lf/a2a/v1/a2a.proto", "a2a/v1/a2a.proto"];
  const bin = join(repoRoot, "node_modules/@bufbuild/buf/bin/buf");
  const r = spawnSync(bin, ["build", "proto", ...files.flatMap((f) => ["--path", `proto/${f}`]), "--as-file-descriptor-set", "-o", "-"], {
    cwd: repoRoot,
    maxBuffer: 64 * 1024 * 1024,
    timeout: 120_000,
  });
  assert.equal(r.status, 0, `buf build proto: ${r.stderr}`);
  const set = fromBinary(FileDescriptorSetSchema, r.stdout);
  const parameter = `target=ts,rules=${join(repoRoot, "rules/a2a.rules.json")},runtime=${runtime},elide_plugin_version=true`;
  return printed(create(CodeGeneratorRequestSchema, { parameter, fileToGenerate: files, protoFile: set.file }));
}

function scenarioSources(name: string): SourceText[] {
  const parameter = parameters(name)
    .split(",")
    .filter((kv) => !kv.startsWith("target="))
    .concat("target=ts")
    .join(",");
  return printed(codeGeneratorRequest(parameter, protoFiles(name)));
}

function writeTree(dir: string, files: SourceText[]): void {
  for (const f of files) {
    mkdirSync(dirname(join(dir, f.name)), { recursive: true });
    writeFileSync(join(dir, f.name), f.content);
  }
}

/** Every module's export names, from loading it (the tree lies inside the repository, so "@a2a-bindgen/runtime" and zod resolve). */
async function exportNames(dir: string, files: SourceText[]): Promise<Record<string, string[]>> {
  const out: Record<string, string[]> = {};
  for (const f of files.filter((x) => x.name.endsWith(".js"))) out[f.name] = Object.keys(await import(pathToFileURL(join(dir, f.name)).href)).sort();
  return out;
}

/**
 * One assertion per export of every .d.ts: the Oxc declaration's type is identical to the checker's
 * (the `<T>() => T extends X` form compares with TypeScript's identity relation, stricter than
 * mutual assignability: readonly and optional modifiers count). Returns the checker's complaints.
 */
function declarationMismatches(oxc: SourceText[], checker: SourceText[]): string[] {
  const declarations = (files: SourceText[], tree: string) =>
    files.filter((f) => f.name.endsWith(".d.ts")).map((f) => ({ name: `${tree}/${f.name}`, content: f.content }));
  // The checker's declarations name zod's subpaths (import("zod/v4/core")): map them too, or they are silently any.
  const options = compilerOptions(runtime);
  const zodDir = dirname(options.paths!.zod[0]);
  const project = new Project({
    useInMemoryFileSystem: false,
    skipAddingFilesFromTsConfig: true,
    compilerOptions: { ...options, paths: { ...options.paths, "zod/*": [join(zodDir, "*", "index.d.ts")] } },
  });
  for (const f of [...declarations(oxc, "oxc"), ...declarations(checker, "checker")]) project.createSourceFile(root + f.name, f.content);
  const checkerTs = project.getTypeChecker().compilerObject;
  const lines = ["type Same<X, Y> = (<T>() => T extends X ? 1 : 2) extends <T>() => T extends Y ? 1 : 2 ? true : false;"];
  let n = 0;
  for (const f of checker.filter((x) => x.name.endsWith(".d.ts"))) {
    const module = f.name.slice(0, -".d.ts".length);
    const symbol = checkerTs.getSymbolAtLocation(project.getSourceFileOrThrow(`${root}checker/${f.name}`).compilerNode);
    if (!symbol) continue; // no exports
    const a = `O${n}`;
    const b = `C${n}`;
    lines.push(`import type * as ${a} from "./oxc/${module}.js";`, `import type * as ${b} from "./checker/${module}.js";`);
    for (const e of checkerTs.getExportsOfModule(symbol)) {
      const target = e.flags & ts.SymbolFlags.Alias ? checkerTs.getAliasedSymbol(e) : e;
      const name = e.getName();
      const label = JSON.stringify(`${f.name} ${name}`);
      if (target.flags & ts.SymbolFlags.Value && !(target.flags & ts.SymbolFlags.Module && !(target.flags & ts.SymbolFlags.ValueModule)))
        lines.push(`export const v${n}_${name}: [${label}, Same<typeof ${a}.${name}, typeof ${b}.${name}>] = [${label}, true];`);
      if (target.flags & (ts.SymbolFlags.Interface | ts.SymbolFlags.TypeAlias | ts.SymbolFlags.Class | ts.SymbolFlags.Enum)) {
        const decl = target.declarations?.[0];
        const params = decl && "typeParameters" in decl ? ((decl as { typeParameters?: unknown[] }).typeParameters?.length ?? 0) : 0;
        const args = params > 0 ? `<${Array(params).fill("any").join(", ")}>` : "";
        lines.push(`export const t${n}_${name}: [${label}, Same<${a}.${name}${args}, ${b}.${name}${args}>] = [${label}, true];`);
      }
    }
    n++;
  }
  const compare = project.createSourceFile(`${root}compare.ts`, lines.join("\n"), { overwrite: true });
  assert.ok(n > 0, "no declaration file had exports");
  return compare
    .getPreEmitDiagnostics()
    .map((d) => `${lines[(d.getLineNumber() ?? 1) - 1]}: ${ts.flattenDiagnosticMessageText(d.compilerObject.messageText, " ")}`);
}

/** Declarations whose type the templates print so that no inference is needed (index and version modules). */
const annotated = /export const (versions|operations|disagreements|overlaps): /g;

/**
 * `source` without the printed types of the annotated declarations: what the templates printed
 * before, whose inferred types are the public API the printed ones must equal. The type ends at the
 * first " = " outside brackets and string literals.
 */
export function withoutPrintedTypes(source: string): string {
  let out = "";
  let from = 0;
  for (const m of source.matchAll(annotated)) {
    const start = m.index + m[0].length - 2; // at ": "
    let depth = 0;
    let i = start + 2;
    for (; i < source.length; i++) {
      const c = source[i];
      if (c === '"') {
        for (i++; source[i] !== '"'; i++) if (source[i] === "\\") i++;
      } else if ("{[(".includes(c)) depth++;
      else if ("}])".includes(c)) depth--;
      else if (depth === 0 && source.startsWith(" = ", i)) break;
    }
    out += source.slice(from, start);
    from = i;
  }
  return out + source.slice(from);
}

async function compare(label: string, sources: SourceText[]): Promise<void> {
  const oxc = emitFast(sources, runtime);
  const checker = emitChecked(createCheckedProject(sources, runtime));
  assert.deepEqual(
    oxc.map((f) => f.name),
    checker.map((f) => f.name),
    `${label}: the same .js and .d.ts files`,
  );
  // Doc comments stay in the declarations: users read them.
  const comments = (files: SourceText[]) => files.filter((f) => f.name.endsWith(".d.ts")).map((f) => [f.name, (f.content.match(/\/\*\*/g) ?? []).length]);
  assert.deepEqual(comments(oxc), comments(checker), `${label}: the same number of doc comments in every .d.ts`);
  assert.deepEqual(declarationMismatches(oxc, checker), [], `${label}: every export of every .d.ts has the checker's type`);
  // The printed types are the types the checker infers without them: the public API is unchanged.
  // (compat/to-*.ts declare their internal table a DirectionSpec instead; ../compat.ts types the public converters.)
  const inferred = emitChecked(
    createCheckedProject(
      sources.map((f) => ({ ...f, content: withoutPrintedTypes(f.content) })),
      runtime,
    ),
  );
  const publicOnly = (files: SourceText[]) => files.filter((f) => !f.name.startsWith("compat/"));
  assert.deepEqual(declarationMismatches(publicOnly(oxc), publicOnly(inferred)), [], `${label}: every printed type is the type inferred without it`);
  const dir = mkdtempSync(join(repoRoot, "test", ".oxc-oracle-"));
  try {
    writeTree(join(dir, "oxc"), oxc);
    writeTree(join(dir, "checker"), checker);
    writeFileSync(join(dir, "package.json"), '{ "type": "module" }\n');
    assert.deepEqual(
      await exportNames(join(dir, "oxc"), oxc),
      await exportNames(join(dir, "checker"), checker),
      `${label}: every .js exports the checker's names`,
    );
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

test("withoutPrintedTypes removes a printed type up to its initializer, brackets in strings included", () => {
  const source =
    'export const operations: {\n  readonly A: { readonly names: readonly ["POST /{x}", "a = b"]; };\n} = {\n  A: { names: ["POST /{x}", "a = b"] },\n} as const;\nexport const other: number = 1;\n';
  assert.equal(
    withoutPrintedTypes(source),
    'export const operations = {\n  A: { names: ["POST /{x}", "a = b"] },\n} as const;\nexport const other: number = 1;\n',
  );
});

test("the A2A package: Oxc's .js and .d.ts match the checker's", { timeout: 600_000 }, async () => {
  await compare("A2A", a2aSources());
});

for (const name of scenarioNames().filter((n) => existsSync(join(scenariosDir, n, "expected")))) {
  test(`scenario ${name}: Oxc's .js and .d.ts match the checker's`, { timeout: 300_000 }, async () => {
    await compare(name, scenarioSources(name));
  });
}
