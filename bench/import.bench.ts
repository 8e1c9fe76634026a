// Import cost: what importing one entry adds to an app's start, side by side in one run. Each
// sample is a fresh `node main.mjs`, where main.mjs is an ES module that imports the entry by package
// name (resolving the name is part of it), as an app's entry module does. Every round runs one process
// per entry, in alternating order, so a load spike on this shared machine hits all entries alike; the
// median over the rounds is printed, minus the bare app (a main.mjs that imports nothing). A target's
// verdict reads the median of the per-round differences instead (the entry minus the one it is charged
// against, run moments apart): the medians of two whole-process populations drift apart by more than
// the target's margin here (each IQR is 30 ms or more), the rounds' differences do not.
//
// Why a main module, not `node -e "await import(…)"`: an eval'd script loads Node's ES module resolver
// only at its first import, so the first package it imports is charged ~7 ms of Node's own loader
// set-up that an app's entry module has already paid. A preloaded module (`--import`) reads the clock
// once the loader is up; the main module's last import reads it again after the graph has loaded,
// linked and run.
//
// Four views: wall time (spawn to exit), the child's CPU time until the import finished, and the
// import alone (from the preload to the end of the graph) in CPU time and in wall-clock time. The last
// two leave out node's own start-up, whose noise on a shared machine (several ms) otherwise sits in
// every difference. The import's wall-clock time is the delay an app's start sees; its CPU time also
// counts the work of V8's and libuv's helper threads running beside the main thread (1.5 to 2.5 ms more
// for the whole package here), which an app on more than one core does not wait for.
// "any package" imports an empty package by name: the floor Node charges for resolving a package.
//
// Each line also prints the entry's interquartile range over the rounds: on a loaded machine a
// verdict within that spread of its target is noise, not a result.
//
// Targets (issue 11): the routes-only entry adds <= 15 ms to a bare node start; the whole A2A
// package adds <= 30 ms to zod's own import. protoc-gen-es's output for the same protos is the peer.

import { spawnSync } from "node:child_process";
import { cpSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";

const root = fileURLToPath(new URL("../", import.meta.url));

interface Entry {
  name: string;
  /** What the main module imports: a repository path, or a bare package name; null for the bare app. */
  module: string | null;
  /** A package loaded (and run) before the clock starts, with `--import`: what the entry is charged on top of. */
  preload?: string;
  /** The entry it is charged against and the most it may add (ms), when there is a target. */
  target?: { over: string; ms: number };
}

// Add an entry here to measure it.
const ENTRIES: Entry[] = [
  { name: "bare node", module: null },
  { name: "any package (empty)", module: "empty-package" },
  { name: "zod", module: "zod" },
  { name: "zod loaded, then nothing", module: null, preload: "zod" },
  { name: "@a2a-bindgen/a2a/v1_0/routes", module: "@a2a-bindgen/a2a/v1_0/routes", target: { over: "bare node", ms: 15 } },
  // What the package adds to zod's own import, read directly: zod is loaded before the clock starts, so
  // zod's own spread (its IQR is ~30 ms on this machine) is not in the difference.
  { name: "@a2a-bindgen/a2a, zod loaded", module: "@a2a-bindgen/a2a", preload: "zod", target: { over: "zod loaded, then nothing", ms: 30 } },
  { name: "@a2a-bindgen/a2a", module: "@a2a-bindgen/a2a" },
  { name: "@a2a-bindgen/a2a/v1_0", module: "@a2a-bindgen/a2a/v1_0" },
  { name: "protoc-gen-es v1.0 a2a_pb.js", module: "generated/es/lf/a2a/v1/a2a_pb.js" },
  { name: "protoc-gen-es v0.3 a2a_pb.js", module: "generated/es/a2a/v1/a2a_pb.js" },
];

// IMPORT_ALSO=path,path measures more files once (for example an older generated/ copied aside).
for (const m of (process.env.IMPORT_ALSO ?? "").split(",").filter(Boolean)) ENTRIES.push({ name: m, module: m });

const ROUNDS = Number(process.env.IMPORT_ROUNDS ?? 40);

function specifier(m: string): string {
  return m.includes("/") && m.endsWith(".js") ? pathToFileURL(root + m).href : m;
}

// The apps live in a folder inside the repository (removed on exit), with the packages installed as an app
// installs them: the packed files of @a2a-bindgen/runtime and @a2a-bindgen/a2a, and a copy of zod, as real
// folders in the app's node_modules. Why not the repository's workspace links: resolving through a link
// costs a realpath per module, about 3 ms of the whole package's import here, which no installed app pays.
// Other names (the protoc-gen-es output's @bufbuild/protobuf) resolve through the repository's node_modules.
const apps = mkdtempSync(join(root, ".bench-import-"));
process.on("exit", () => rmSync(apps, { recursive: true, force: true }));
function install(workspace: string, name: string): void {
  const packed = spawnSync("npm", ["pack", "--ignore-scripts", "--json", "--pack-destination", apps], { cwd: join(root, workspace), encoding: "utf8" });
  if (packed.status !== 0) throw new Error(`npm pack ${workspace} failed:\n${packed.stderr}`);
  const tarball = join(apps, (JSON.parse(packed.stdout) as { filename: string }[])[0].filename);
  const into = join(apps, "node_modules", name);
  mkdirSync(into, { recursive: true });
  const untar = spawnSync("tar", ["xzf", tarball, "-C", into, "--strip-components=1"], { encoding: "utf8" });
  if (untar.status !== 0) throw new Error(`unpacking ${tarball} failed:\n${untar.stderr}`);
}
install("runtime", "@a2a-bindgen/runtime");
install("generated", "@a2a-bindgen/a2a");
cpSync(join(root, "node_modules/zod"), join(apps, "node_modules/zod"), { recursive: true });
mkdirSync(join(apps, "node_modules/empty-package"), { recursive: true });
writeFileSync(join(apps, "node_modules/empty-package/package.json"), JSON.stringify({ name: "empty-package", type: "module", exports: { ".": "./index.js" } }));
writeFileSync(join(apps, "node_modules/empty-package/index.js"), "export {};\n");
const clock = join(apps, "clock.mjs");
writeFileSync(clock, "globalThis.__c0 = process.cpuUsage(); globalThis.__w0 = performance.now();\n");
writeFileSync(
  join(apps, "report.mjs"),
  "const w = performance.now(); const c = process.cpuUsage(); const c0 = globalThis.__c0; process.stdout.write((c.user + c.system) / 1000 + ' ' + (c.user + c.system - c0.user - c0.system) / 1000 + ' ' + (w - globalThis.__w0));\n",
);
const mains = new Map(
  ENTRIES.map((e, i) => {
    const main = join(apps, `app${i}.mjs`);
    // Static imports run in order: the entry's graph is loaded, linked and run before report.mjs reads the clock.
    writeFileSync(main, `${e.module === null ? "" : `import ${JSON.stringify(specifier(e.module))};\n`}import "./report.mjs";\n`);
    return [e.name, main];
  }),
);

interface Sample {
  /** Wall time of the whole process as the parent sees it (spawn to exit). */
  wall: number;
  /** CPU time (user + system) the child spent until the import finished: less swayed by other load. */
  cpu: number;
  /** CPU time of the import alone, from the preload to the end of the main module's graph. */
  import: number;
  /** Wall-clock time of the import alone, over the same span. */
  importWall: number;
}

/** One fresh `node main.mjs` whose main module imports the entry's module; it reports its own CPU time and exits. */
function once(e: Entry): Sample {
  // --import runs its modules one after another, each loaded and run before the next: the preload, then the clock.
  const preload = e.preload === undefined ? [] : ["--import", e.preload];
  const t0 = performance.now();
  const r = spawnSync(process.execPath, [...preload, "--import", pathToFileURL(clock).href, mains.get(e.name)!], {
    cwd: apps,
    stdio: ["ignore", "pipe", "pipe"],
  });
  const wall = performance.now() - t0;
  if (r.status !== 0) throw new Error(`importing ${e.module ?? "(nothing)"} failed:\n${r.stderr.toString()}`);
  const [cpu, imported, importWall] = r.stdout.toString().split(" ").map(Number);
  return { wall, cpu, import: imported, importWall };
}

/** The q-quantile (0..1) of xs, linearly interpolated. */
const quantile = (xs: number[], q: number) => {
  const s = [...xs].sort((a, b) => a - b);
  const i = (s.length - 1) * q;
  const lo = Math.floor(i);
  return s[lo] + (s[Math.min(lo + 1, s.length - 1)] - s[lo]) * (i - lo);
};
const median = (xs: number[]) => quantile(xs, 0.5);

for (const e of ENTRIES) once(e); // warm the file cache and compile caches alike
const times = new Map<string, Sample[]>(ENTRIES.map((e) => [e.name, []]));
for (let r = 0; r < ROUNDS; r++) {
  const order = r % 2 === 0 ? ENTRIES : [...ENTRIES].reverse();
  for (const e of order) times.get(e.name)!.push(once(e));
}

const ms = (n: number) => `${n.toFixed(1)} ms`;
console.log(`import: medians of ${ROUNDS} fresh node processes per entry, alternating order`);
const views = {
  wall: "wall time (spawn to exit)",
  cpu: "CPU time of the child (user + system)",
  import: "CPU time of the import alone (child start-up left out)",
  importWall: "wall-clock time of the import alone (child start-up left out)",
} as const;
for (const kind of ["wall", "cpu", "import", "importWall"] as const) {
  const med = new Map([...times].map(([k, v]) => [k, median(v.map((s) => s[kind]))]));
  const bare = med.get("bare node")!;
  console.log(` ${views[kind]}`);
  for (const e of ENTRIES) {
    const m = med.get(e.name)!;
    // The interquartile range shows how far a verdict stands from this run's noise.
    const xs = times.get(e.name)!.map((s) => s[kind]);
    const iqr = `(IQR ${quantile(xs, 0.25).toFixed(1)}-${quantile(xs, 0.75).toFixed(1)})`;
    let line = `  ${e.name.padEnd(40)} ${ms(m).padStart(9)} ${iqr.padEnd(18)} adds ${ms(m - bare).padStart(9)} to bare node`;
    if (e.target) {
      // The verdict reads the median of the rounds' differences: each round runs the two entries moments
      // apart, so a drift in the machine's speed between rounds cancels out of each difference.
      const over = times.get(e.target.over)!;
      const added = median(times.get(e.name)!.map((s, r) => s[kind] - over[r][kind]));
      line += `   adds ${ms(added)} to ${e.target.over}, paired by round (target <= ${e.target.ms} ms: ${added <= e.target.ms ? "met" : "MISSED"})`;
    }
    console.log(line);
  }
  const es = med.get("protoc-gen-es v1.0 a2a_pb.js")! - bare;
  for (const e of ENTRIES.filter((x) => x.module?.startsWith("@a2a-bindgen/") && x.preload === undefined)) {
    console.log(`  ratio ${e.name} / protoc-gen-es v1.0 (time added to bare node): ${((med.get(e.name)! - bare) / es).toFixed(2)}x`);
  }
}
