// The browser bundles of issue 22, built one way for the bench (bench/bundle.bench.ts) and the size budget
// (test/e2e/bundle/size.test.ts): esbuild's JS API with --bundle --minify --platform=browser --format=esm,
// each output file gzipped by node:zlib at level 9. Entries are virtual modules resolved from the
// repository root, so the packages are read as an app reads them: by name, through their `exports`
// (the workspace links to runtime/dist, generated/, kit/dist, client/dist: build first).
//
// The client is bundled with splitting on, as an app that loads chunks on demand is: a v1.0 exchange
// loads the entry and what it imports statically; the v0.3 chunks are what its dynamic import()s add.

import { fileURLToPath } from "node:url";
import { gzipSync } from "node:zlib";
import { build, type Metafile, type Plugin } from "esbuild";

const root = fileURLToPath(new URL("../", import.meta.url));

/** The size of one bundle (or set of chunks): minified bytes, and gzip bytes (each file gzipped apart, summed). */
export interface BundleSize {
  readonly bytes: number;
  readonly gzip: number;
  /** The source files (repository-relative paths) bundled in, each with its minified bytes in the output. */
  readonly inputs: Readonly<Record<string, number>>;
}

/** Every measured bundle, by the names the bench prints and the budget checks. */
export interface Bundles {
  /** The v1.0 route table (match and build) of the routes entry: what an app that only routes keeps. */
  readonly routesOnly: BundleSize;
  /** The v1.0 tables entry (routes, methods, validators, errors), every export kept. */
  readonly v1Tables: BundleSize;
  /** The whole A2A package's root entry, every export kept (both versions and every converter). */
  readonly whole: BundleSize;
  /** The client's chunks a v1.0 exchange loads: the entry of `connect` and its static imports. */
  readonly clientV1: BundleSize;
  /** The client's chunks only a v0.3 interface loads (its dynamic imports), apart. */
  readonly clientV0_3: BundleSize;
  /** The client's chunks only a check of card signatures loads (those that hold jose: `cardKeys`), apart. */
  readonly clientSignatures: BundleSize;
  /** @a2a-js/sdk 1.3.0's client entry, every export kept, bundled the same way. */
  readonly a2aJs: BundleSize;
}

/**
 * Issue 22's budgets, gzip bytes (KB = 1024 bytes): the client's v1.0 exchange with zod's classic API kept,
 * the whole package with every export kept, the v1.0 tables alone, routes-only.
 */
export const budgets = {
  clientV1: 60 * 1024,
  whole: 80 * 1024,
  v1Tables: 40 * 1024,
  routesOnly: 16 * 1024,
} as const satisfies Partial<Record<keyof Bundles, number>>;

/** What each entry module holds; resolved from the repository root. */
export const entries = {
  routesOnly: `export { routes } from "@a2a-bindgen/a2a/v1_0/routes";\n`,
  v1Tables: `export * from "@a2a-bindgen/a2a/v1_0";\n`,
  whole: `export * from "@a2a-bindgen/a2a";\n`,
  client: `export { connect } from "@a2a-bindgen/client";\n`,
  a2aJs: `export * from "@a2a-js/sdk/client";\n`,
} as const;

const namespace = "bundle-entry";

/** Serves `entries` as modules named `entry:<key>`, resolving their imports from the repository root. */
const virtualEntries: Plugin = {
  name: "virtual-entries",
  setup(b) {
    b.onResolve({ filter: /^entry:/ }, (a) => ({ path: a.path.slice("entry:".length), namespace }));
    b.onLoad({ filter: /.*/, namespace }, (a) => ({ contents: entries[a.path as keyof typeof entries], resolveDir: root, loader: "js" }));
  },
};

interface Output {
  readonly path: string;
  readonly bytes: number;
  readonly gzip: number;
  readonly inputs: Readonly<Record<string, number>>;
  readonly imports: Metafile["outputs"][string]["imports"];
  readonly entryPoint: string | undefined;
}

async function outputs(entry: keyof typeof entries, splitting: boolean): Promise<Output[]> {
  const r = await build({
    entryPoints: [`entry:${entry}`],
    bundle: true,
    minify: true,
    platform: "browser",
    format: "esm",
    splitting,
    outdir: "out",
    write: false,
    metafile: true,
    logLevel: "silent",
    absWorkingDir: root,
    plugins: [virtualEntries],
  });
  const files = new Map(r.outputFiles.map((f) => [f.path, f.contents]));
  return Object.entries(r.metafile.outputs).map(([path, o]) => {
    const contents = files.get(`${root}${path}`) ?? files.get(path);
    if (contents === undefined) throw new Error(`esbuild wrote no contents for ${path}`);
    return {
      path,
      bytes: contents.length,
      gzip: gzipSync(contents, { level: 9 }).length,
      inputs: Object.fromEntries(Object.entries(o.inputs).map(([k, v]) => [k, v.bytesInOutput])),
      imports: o.imports,
      entryPoint: o.entryPoint,
    };
  });
}

function sum(files: readonly Output[]): BundleSize {
  return {
    bytes: files.reduce((n, f) => n + f.bytes, 0),
    gzip: files.reduce((n, f) => n + f.gzip, 0),
    inputs: Object.fromEntries(files.flatMap((f) => Object.entries(f.inputs)).sort(([a], [b]) => (a < b ? -1 : 1))),
  };
}

/** One entry as one file (no splitting). */
async function single(entry: keyof typeof entries): Promise<BundleSize> {
  return sum(await outputs(entry, false));
}

/** The output files reached from `from` through imports of the given kinds. */
function closure(all: readonly Output[], from: readonly Output[], kinds: ReadonlySet<string>): Output[] {
  const byPath = new Map(all.map((o) => [o.path, o]));
  const seen = new Map(from.map((o) => [o.path, o]));
  const queue = [...from];
  for (let o = queue.pop(); o !== undefined; o = queue.pop()) {
    for (const i of o.imports) {
      const next = byPath.get(i.path);
      if (i.external || !kinds.has(i.kind) || next === undefined || seen.has(next.path)) continue;
      seen.set(next.path, next);
      queue.push(next);
    }
  }
  return [...seen.values()];
}

/**
 * The client split into chunks: what a v1.0 exchange loads (static imports), and what its dynamic imports
 * add: the chunks a signature check loads (those that hold jose), and the rest, which only v0.3 loads.
 */
async function client(): Promise<{ v1: BundleSize; v0_3: BundleSize; signatures: BundleSize }> {
  const all = await outputs("client", true);
  // Chunks of dynamic imports are entry points too; the app's entry is the virtual module.
  const entry = all.filter((o) => o.entryPoint === `${namespace}:client`);
  if (entry.length !== 1) throw new Error(`expected one entry chunk, got ${entry.length}`);
  const statics = closure(all, entry, new Set(["import-statement"]));
  const everything = closure(all, entry, new Set(["import-statement", "dynamic-import"]));
  const loaded = new Set(statics.map((o) => o.path));
  const dynamic = everything.filter((o) => !loaded.has(o.path));
  const signs = (o: Output) => Object.keys(o.inputs).some((k) => k.includes("node_modules/jose/"));
  return { v1: sum(statics), v0_3: sum(dynamic.filter((o) => !signs(o))), signatures: sum(dynamic.filter(signs)) };
}

/** Builds every bundle (a few seconds; one at a time, the machine is shared). */
export async function measureBundles(): Promise<Bundles> {
  const routesOnly = await single("routesOnly");
  const v1Tables = await single("v1Tables");
  const whole = await single("whole");
  const c = await client();
  const a2aJs = await single("a2aJs");
  return { routesOnly, v1Tables, whole, clientV1: c.v1, clientV0_3: c.v0_3, clientSignatures: c.signatures, a2aJs };
}

/** Kilobytes (1024 bytes) with one decimal. */
export function kb(bytes: number): string {
  return (bytes / 1024).toFixed(1);
}
