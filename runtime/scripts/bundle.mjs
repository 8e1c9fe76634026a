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
  { out: "protojson/index.js", from: ["protojson/index.js"], external: ["engine/index.js"] },
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

const bundled = new Set();
const outputs = [];
for (const b of bundles) {
  const contents = b.from.map((f) => `export * from ${JSON.stringify(`./${f}`)};\n`).join("");
  // The stdin module's name must differ from every file, or esbuild takes it for the file it imports.
  const sourcefile = `bundle:${b.out}`;
  const plugins = (b.external ?? []).map((file) => keepImport(file));
  const result = await build({ ...options, plugins, stdin: { contents, resolveDir: dist, sourcefile }, outfile: join(dist, b.out) });
  for (const input of Object.keys(result.metafile.inputs)) if (input !== sourcefile) bundled.add(join(process.cwd(), input));
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
for (const [file, text] of outputs) writeFileSync(file, text);
for (const entry of ["routes", "compat"]) writeFileSync(join(dist, entry, "index.js"), 'export * from "../core.js";\n');
