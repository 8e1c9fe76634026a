// Runs after tsc: folds each entry of dist/ (./routes, ./protojson, ./compat) into one module.
//
// Why: an ES module graph costs per module at import (resolve, read, compile, link), and that,
// not the code, was most of what the routes entry added to a node start (15 modules). One file
// per entry loads far faster. tsc still writes every .d.ts, so the types and the subpath exports
// are unchanged; only the .js files inside an entry are replaced by the entry's bundle.
//
// The entries share no state (version.js, limits.js and formats.js hold only constants and pure
// functions), so each bundle keeps its own copy of those; the root entry (dist/index.js) stays a
// re-export of the three bundles, so every class (BuildError, CompatError) exists once.

import { readdirSync, rmSync, statSync } from "node:fs";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { build } from "esbuild";

const dist = fileURLToPath(new URL("../dist/", import.meta.url));
const entries = ["routes/index.js", "protojson/index.js", "compat/index.js"];
/** dist/index.js re-exports these; it is not bundled itself (see above). */
const root = "index.js";

const bundled = new Set();
for (const entry of entries) {
  const file = join(dist, entry);
  const result = await build({
    entryPoints: [file],
    outfile: file,
    allowOverwrite: true,
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
  });
  for (const input of Object.keys(result.metafile.inputs)) bundled.add(join(process.cwd(), input));
}

// What the bundles took in is no longer imported by anything: remove it, so the package ships one
// copy of each piece of code. The entries and the root entry stay.
const keep = new Set([...entries, root].map((e) => join(dist, e)));
const walk = (dir) =>
  readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    return statSync(path).isDirectory() ? walk(path) : [path];
  });
// Silent on success: `npm pack --json` runs this as prepack and its stdout must stay JSON.
for (const path of walk(dist)) if (path.endsWith(".js") && bundled.has(path) && !keep.has(path)) rmSync(path);
