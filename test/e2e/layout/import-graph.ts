// The relative-import graph of TypeScript sources and its cycles, read with TypeScript's own parser so that
// every form counts: static and dynamic imports, `import type`, `export … from`, `import("…")` types,
// `import x = require("…")` and `require("…")`. A type-only import is a cycle too: it ties the files'
// meaning together even when the emitted JavaScript drops it.

import { readFileSync, readdirSync, statSync } from "node:fs";
import { dirname, join, relative, resolve } from "node:path";
import ts from "typescript";

/** Every .ts/.mts/.cts/.tsx file under `dir` (recursively), declaration files left out; sorted. */
export function sourceFiles(dir: string): string[] {
  const out: string[] = [];
  for (const name of readdirSync(dir).sort()) {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) out.push(...sourceFiles(path));
    else if (/\.(ts|mts|cts|tsx)$/.test(name) && !/\.d\.(ts|mts|cts)$/.test(name)) out.push(path);
  }
  return out;
}

/** The module specifiers a source file names, in every import form TypeScript knows. */
export function specifiers(fileName: string, text: string): string[] {
  const file = ts.createSourceFile(fileName, text, ts.ScriptTarget.Latest, false);
  const found: string[] = [];
  const literal = (node: ts.Node | undefined): void => {
    if (node !== undefined && ts.isStringLiteralLike(node)) found.push(node.text);
  };
  const visit = (node: ts.Node): void => {
    if (ts.isImportDeclaration(node) || ts.isExportDeclaration(node)) literal(node.moduleSpecifier);
    else if (ts.isImportEqualsDeclaration(node) && ts.isExternalModuleReference(node.moduleReference)) {
      literal(node.moduleReference.expression);
    } else if (ts.isImportTypeNode(node) && ts.isLiteralTypeNode(node.argument)) literal(node.argument.literal);
    else if (ts.isCallExpression(node)) {
      const callee = node.expression;
      const isImport = callee.kind === ts.SyntaxKind.ImportKeyword;
      const isRequire = ts.isIdentifier(callee) && callee.text === "require";
      if ((isImport || isRequire) && node.arguments.length > 0) literal(node.arguments[0]);
    }
    ts.forEachChild(node, visit);
  };
  visit(file);
  return found;
}

/**
 * The file a relative specifier names, as the source tree holds it: `./x.js` is `./x.ts` (or .tsx), `./x.mjs`
 * is `./x.mts`, `./x` is `./x.ts` or `./x/index.ts`. Undefined for a bare specifier or a file not in the tree
 * (a JSON file, an asset).
 */
export function resolveRelative(from: string, specifier: string, files: ReadonlySet<string>): string | undefined {
  if (!specifier.startsWith("./") && !specifier.startsWith("../")) return undefined;
  const base = resolve(dirname(from), specifier);
  const stem = base.replace(/\.(js|jsx|mjs|cjs|ts|tsx|mts|cts)$/, "");
  const candidates = [base, `${stem}.ts`, `${stem}.tsx`, `${stem}.mts`, `${stem}.cts`, join(base, "index.ts"), join(base, "index.tsx")];
  return candidates.find((c) => files.has(c));
}

/** The graph: each file and the files it imports (relative imports inside `files` only), sorted. */
export function importGraph(files: readonly string[]): Map<string, string[]> {
  const set = new Set(files);
  const graph = new Map<string, string[]>();
  for (const file of files) {
    const targets = new Set<string>();
    for (const spec of specifiers(file, readFileSync(file, "utf8"))) {
      const target = resolveRelative(file, spec, set);
      if (target !== undefined) targets.add(target);
    }
    graph.set(file, [...targets].sort());
  }
  return graph;
}

/** The strongly connected components (Tarjan) that hold a cycle: two files or more, or a file importing itself. */
export function tangles(graph: ReadonlyMap<string, readonly string[]>): string[][] {
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const onStack = new Set<string>();
  const stack: string[] = [];
  const out: string[][] = [];
  let next = 0;
  const connect = (v: string): void => {
    index.set(v, next);
    low.set(v, next);
    next++;
    stack.push(v);
    onStack.add(v);
    for (const w of graph.get(v) ?? []) {
      if (!index.has(w)) {
        connect(w);
        low.set(v, Math.min(low.get(v) as number, low.get(w) as number));
      } else if (onStack.has(w)) low.set(v, Math.min(low.get(v) as number, index.get(w) as number));
    }
    if (low.get(v) === index.get(v)) {
      const component: string[] = [];
      let w: string;
      do {
        w = stack.pop() as string;
        onStack.delete(w);
        component.push(w);
      } while (w !== v);
      if (component.length > 1 || (graph.get(v) ?? []).includes(v)) out.push(component.sort());
    }
  };
  for (const v of [...graph.keys()].sort()) if (!index.has(v)) connect(v);
  return out.sort((a, b) => (a[0] as string).localeCompare(b[0] as string));
}

/** The shortest cycle through `start` inside `component` (breadth first), as a path that ends where it starts. */
function shortestCycle(graph: ReadonlyMap<string, readonly string[]>, component: ReadonlySet<string>, start: string) {
  const previous = new Map<string, string>();
  const queue = [start];
  for (let i = 0; i < queue.length; i++) {
    const v = queue[i] as string;
    for (const w of graph.get(v) ?? []) {
      if (!component.has(w)) continue;
      if (w === start) {
        // Walk back from v to start, then close the ring.
        const path = [start];
        for (let u = v; u !== start; u = previous.get(u) as string) path.splice(1, 0, u);
        return [...path, start];
      }
      if (!previous.has(w)) {
        previous.set(w, v);
        queue.push(w);
      }
    }
  }
  return [start, start];
}

/**
 * Every cycle worth naming: for each tangle, the shortest cycle through each of its files, each cycle once
 * (rotations are the same cycle). Every file caught in a cycle appears in at least one path.
 */
export function cycles(graph: ReadonlyMap<string, readonly string[]>): string[][] {
  const out: string[][] = [];
  const seen = new Set<string>();
  for (const component of tangles(graph)) {
    const members = new Set(component);
    for (const file of component) {
      const path = shortestCycle(graph, members, file);
      const ring = path.slice(0, -1);
      const first = ring.indexOf([...ring].sort()[0] as string);
      const key = [...ring.slice(first), ...ring.slice(0, first)].join("\0");
      if (seen.has(key)) continue;
      seen.add(key);
      out.push(path);
    }
  }
  return out;
}

/** A cycle as the report prints it: "a.ts → b.ts → a.ts", paths relative to `root`. */
export function describeCycle(root: string, path: readonly string[]): string {
  return path.map((p) => relative(root, p)).join(" → ");
}
