// Runs after tsc: folds the runtime into two modules, dist/core.js (./routes and ./compat: no zod)
// and dist/protojson/index.js (./protojson: imports zod).
//
// Why: an ES module graph costs per module at import (resolve, read, compile, link: about half a
// millisecond each on the machine the import bench runs on), and that, not the code, was most of
// what the routes entry added to a node start (15 modules). ./routes and ./compat share one file
// because both are zod-free and the whole A2A package imports both: one module less, and one copy of
// what they share (version.js, limits.js); a routes-only import parses the compat helpers too (12 KB).
//
// tsc still writes every .d.ts, so the types and the subpath exports are unchanged. package.json
// points ./routes and ./compat at dist/core.js; dist/routes/index.js and dist/compat/index.js are
// one-line re-exports of it, for whoever maps dist/<entry>/index.js by path (an import map over a
// vendored copy): the same module either way. The root entry (dist/index.js) stays a re-export of
// the entries, so every class (BuildError, CompatError) exists once.

import { readdirSync, rmSync, statSync, writeFileSync } from "node:fs";
import { dirname, join, relative } from "node:path";
import { fileURLToPath } from "node:url";
import { build } from "esbuild";

const dist = fileURLToPath(new URL("../dist/", import.meta.url));
/** Each bundle: its file (relative to dist/) and the entry modules it folds in. */
const bundles = [
  { out: "core.js", from: ["routes/index.js", "compat/index.js"] },
  { out: "engine/index.js", from: ["engine/index.js"] },
  // The zod side imports the engine as a module of its own, so a bundler that splits a client keeps the
  // engine (no zod) apart from the zod schemas: one copy of the engine, and no zod where only it is used.
  { out: "protojson/index.js", from: ["protojson/index.js"], external: ["engine/index.js"], zodMini: true },
];
/** Left as tsc wrote it: dist/index.js re-exports the entries (see above). */
const root = "index.js";

const options = {
  bundle: true,
  format: "esm",
  // No Node built-ins and no Node globals: the runtime runs in browsers and edge runtimes too.
  platform: "neutral",
  // zod stays a dependency, imported by name.
  packages: "external",
  // tsc has already compiled for ES2022; esbuild only joins the modules, it rewrites no syntax.
  target: "esnext",
  metafile: true,
  logLevel: "warning",
  write: false,
};

/** Leaves imports of dist/<file> as imports (by a path relative to the bundle), not folded in. */
function keepImport(file) {
  const target = join(dist, file);
  return {
    name: `keep ${file}`,
    setup(b) {
      b.onResolve({ filter: /^\./ }, (a) => {
        if (join(a.resolveDir, a.path) !== target) return undefined;
        const from = relative(dirname(b.initialOptions.outfile), target);
        return { path: from.startsWith(".") ? from : `./${from}`, external: true };
      });
    },
  };
}

/**
 * zod/mini's entry loads nine modules of its own (every mini schema class and check): about 5 ms of
 * the whole A2A package's import on the bench machine, for the one zod/mini function the runtime
 * calls, transform. So the protojson bundle takes in zod/mini's schemas module, tree-shaken to
 * transform (its ZodMiniTransform and ZodMiniType), with the one helper of zod's util it calls
 * (own). zod's core, which holds zod's state (config, registries, $ZodType), stays imported by name:
 * one zod/v4/core per app. Schemas stay zod/mini's classes (zod checks instanceof by trait name).
 * `zodInputs` are the zod files the bundle may hold; the build fails on any other, so a zod update
 * that would fold in a second copy of zod's state is seen here.
 */
const zodRoot = fileURLToPath(new URL("./", import.meta.resolve("zod/package.json")));
const zodInputs = ["v4/mini/schemas.js", "v4/mini/parse.js", "v4/core/util.js", "v4/core/regexes.js"];
/** The files of zod's core re-exported whole (`export *`) by zod/v4/core: imported by that name. */
const zodCoreByName = new Set(["v4/core/index.js", "v4/core/core.js"].map((f) => join(zodRoot, f)));
function zodMiniTransform() {
  const schemas = join(zodRoot, "v4/mini/schemas.js");
  return {
    name: "zod/mini's transform",
    setup(b) {
      b.onResolve({ filter: /^zod\/mini$/ }, () => ({ path: "transform", namespace: "zod-mini" }));
      b.onLoad({ filter: /.*/, namespace: "zod-mini" }, () => ({
        contents: `export { transform } from ${JSON.stringify(schemas)};\nexport { NEVER } from "zod/v4/core";\n`,
        resolveDir: zodRoot,
      }));
      b.onResolve({ filter: /^\./ }, (a) => {
        if (!a.importer.startsWith(zodRoot)) return undefined;
        return zodCoreByName.has(join(a.resolveDir, a.path)) ? { path: "zod/v4/core", external: true } : undefined;
      });
    },
  };
}

/** The zod files a bundle took in: none but `zodInputs`. */
function checkZodInputs(out, inputs) {
  const zod = inputs.filter((i) => i.startsWith(zodRoot)).map((i) => i.slice(zodRoot.length));
  const other = zod.filter((f) => !zodInputs.includes(f));
  if (other.length > 0) throw new Error(`${out}: zod's ${other.join(", ")} would be bundled (a copy of zod's state): update runtime/scripts/bundle.mjs`);
}

const bundled = new Set();
const outputs = [];
for (const b of bundles) {
  const contents = b.from.map((f) => `export * from ${JSON.stringify(`./${f}`)};\n`).join("");
  // The stdin module's name must differ from every file, or esbuild takes it for the file it imports.
  const sourcefile = `bundle:${b.out}`;
  const plugins = [...(b.external ?? []).map((file) => keepImport(file)), ...(b.zodMini ? [zodMiniTransform()] : [])];
  const result = await build({ ...options, plugins, stdin: { contents, resolveDir: dist, sourcefile }, outfile: join(dist, b.out) });
  const inputs = Object.keys(result.metafile.inputs)
    .filter((i) => i !== sourcefile && !i.startsWith("zod-mini:"))
    .map((i) => join(process.cwd(), i));
  checkZodInputs(b.out, inputs);
  for (const input of inputs) if (!input.startsWith(zodRoot)) bundled.add(input);
  outputs.push([join(dist, b.out), result.outputFiles[0].text]);
}

// What the bundles took in is no longer imported by anything: remove it, so the package ships one
// copy of each piece of code. Written after every bundle is built, since they read the same files.
const walk = (dir) =>
  readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    return statSync(path).isDirectory() ? walk(path) : [path];
  });
// Silent on success: `npm pack --json` runs this as prepack and its stdout must stay JSON.
for (const path of walk(dist)) if (path.endsWith(".js") && bundled.has(path) && path !== join(dist, root)) rmSync(path);
// Every character ASCII (esbuild escapes strings, not comments): Node decodes an ASCII file on a fast
// path and V8 keeps it one-byte; one arrow (U+2192) in a comment made dist/core.js two-byte, about 0.9 ms of the
// routes entry's import on the bench machine. In a comment the escape only reads differently.
const ascii = (text) => text.replace(/[\u0080-\uffff]/g, (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, "0")}`);
for (const [file, text] of outputs) writeFileSync(file, ascii(text));
for (const entry of ["routes", "compat"]) writeFileSync(join(dist, entry, "index.js"), 'export * from "../core.js";\n');
