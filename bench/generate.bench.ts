// Generation cost: buf with protoc-gen-a2a as its only plugin against buf with protoc-gen-es as its
// only plugin, on the same two protos (both A2A versions, strategy: all), alternating, several
// rounds. Prints the median wall time of each buf run, the ratio, and the peak RSS of each plugin
// process (read inside the plugin at exit through a preloaded probe). protoc-gen-a2a runs with its
// default options (Oxc emits .js/.d.ts; no TypeScript is loaded) and, for reference, with check=true
// (the full ts-morph type check, then the same emit) and with openapi=true (the documents too, printed for
// reference: issue 40 sets no target for it). Target (issue 21): protoc-gen-a2a ≤ 1× protoc-gen-es.
// Needs the pinned copies in proto/ (`npm run sync`, part of `npm run generate`).

import { spawnSync } from "node:child_process";
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";

const repo = join(import.meta.dirname, "..");
const rounds = Number(process.env.ROUNDS ?? 5);
const buf = join(repo, "node_modules/@bufbuild/buf/bin/buf");
const work = mkdtempSync(join(tmpdir(), "generate-bench-"));
const probe = join(work, "rss-probe.mjs");
writeFileSync(
  probe,
  'import { appendFileSync } from "node:fs";\nprocess.on("exit", () => { if (process.env.BENCH_RSS) appendFileSync(process.env.BENCH_RSS, process.resourceUsage().maxRSS + "\\n"); });\n',
);

const jobs = {
  a2a: {
    plugin: join(repo, "bin/protoc-gen-a2a"),
    opt: "[target=js+dts, rules=rules/a2a.rules.json, runtime=@a2a-bindgen/runtime, elide_plugin_version=true]",
  },
  "a2a openapi=true": {
    plugin: join(repo, "bin/protoc-gen-a2a"),
    opt: "[target=js+dts, rules=rules/a2a.rules.json, runtime=@a2a-bindgen/runtime, elide_plugin_version=true, openapi=true]",
  },
  "a2a check=true": {
    plugin: join(repo, "bin/protoc-gen-a2a"),
    opt: "[target=js+dts, rules=rules/a2a.rules.json, runtime=@a2a-bindgen/runtime, elide_plugin_version=true, check=true]",
  },
  es: { plugin: join(repo, "node_modules/@bufbuild/protoc-gen-es/bin/protoc-gen-es"), opt: "[target=js+dts, json_types=true, import_extension=js]" },
} as const;
type Job = keyof typeof jobs;

function template(name: Job): string {
  const path = join(work, `${name.replace(/\W/g, "_")}.gen.yaml`);
  const j = jobs[name];
  writeFileSync(
    path,
    [
      "version: v2",
      "plugins:",
      `  - local: ["node", "--import", ${JSON.stringify(probe)}, ${JSON.stringify(j.plugin)}]`,
      `    out: ${JSON.stringify(join(work, "out", name.replace(/\W/g, "_")))}`,
      "    strategy: all",
      `    opt: ${j.opt}`,
      "",
    ].join("\n"),
  );
  return path;
}

function once(name: Job, tpl: string): { ms: number; rssKb: number } {
  const rssFile = join(work, "rss.txt");
  rmSync(rssFile, { force: true });
  const started = process.hrtime.bigint();
  const r = spawnSync(buf, ["generate", "proto", "--template", tpl, "--path", "proto/lf/a2a/v1/a2a.proto", "--path", "proto/a2a/v1/a2a.proto"], {
    cwd: repo,
    encoding: "utf8",
    env: { ...process.env, BENCH_RSS: rssFile },
  });
  const ms = Number(process.hrtime.bigint() - started) / 1e6;
  if (r.status !== 0) throw new Error(`buf generate (${name}) failed:\n${r.stderr}`);
  const rssKb = Math.max(...readFileSync(rssFile, "utf8").trim().split("\n").map(Number));
  return { ms, rssKb };
}

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];

try {
  if (!existsSync(join(repo, "proto/lf/a2a/v1/a2a.proto"))) throw new Error("proto/ has no pinned copies: run `npm run sync` first");
  const names = Object.keys(jobs) as Job[];
  const tpls = Object.fromEntries(names.map((n) => [n, template(n)])) as Record<Job, string>;
  for (const n of names) once(n, tpls[n]); // warm-up: buf's cache, the OS file cache
  const samples = Object.fromEntries(names.map((n) => [n, [] as { ms: number; rssKb: number }[]])) as Record<Job, { ms: number; rssKb: number }[]>;
  for (let i = 0; i < rounds; i++) for (const n of i % 2 === 0 ? names : [...names].reverse()) samples[n].push(once(n, tpls[n]));
  console.log(`generate: buf + one plugin on both A2A protos, ${rounds} rounds alternating (median wall of the buf run; peak RSS of the plugin process)`);
  for (const n of names) {
    const s = samples[n];
    console.log(
      `  ${n.padEnd(18)} ${median(s.map((x) => x.ms))
        .toFixed(0)
        .padStart(6)} ms   peak RSS ${(median(s.map((x) => x.rssKb)) / 1024).toFixed(0).padStart(4)} MB`,
    );
  }
  const ratio = (n: Job) => median(samples[n].map((x) => x.ms)) / median(samples.es.map((x) => x.ms));
  console.log(
    `  ratio protoc-gen-a2a / protoc-gen-es: ${ratio("a2a").toFixed(2)}× (target ≤ 1×); with openapi=true ${ratio("a2a openapi=true").toFixed(2)}× (printed, no target); with check=true ${ratio("a2a check=true").toFixed(2)}×`,
  );
} finally {
  rmSync(work, { recursive: true, force: true });
}
