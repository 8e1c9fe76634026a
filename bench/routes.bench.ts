// Route matching throughput: our generated tables vs find-my-way holding the equivalent routes,
// side by side in one process over the same request mix; prints ops/s and the ratio. Also times a
// full `generate`. Routes and requests are derived from the generated tables, never typed here.

import { spawnSync } from "node:child_process";
import { rmSync } from "node:fs";
import { join } from "node:path";
import FindMyWay from "find-my-way";
import { versions } from "../generated/index.js";
import type { RouteBinding, RouteTable } from "../runtime/src/routes/types.js";

interface Version {
  protocolVersion: string;
  routes: RouteTable;
}

/** find-my-way syntax for a compiled pattern: params for "*", a regex param before a verb, "*" for "**". */
function toFindMyWay(b: RouteBinding): string {
  const p = b.pattern;
  const parts = p.segments.map((s, i) => {
    const last = i === p.segments.length - 1;
    const verb = last && p.verb ? `::${p.verb}` : "";
    if (s === "**") return "*";
    if (s === "*") return verb ? `:p${i}(^[^:]+)${verb}` : `:p${i}`;
    return s.replace(/:/g, "::") + verb;
  });
  return "/" + parts.join("/");
}

/** A UUID-shaped id, deterministic in n: A2A task, context and config ids are UUIDs in practice (a2a-js, a2a-python). */
function uuid(n: number, i: number): string {
  const hex = ((n * 7919 + i * 104729) >>> 0).toString(16).padStart(8, "0");
  return `${hex}-1b2c-4d5e-8f90-${hex}abcd`;
}

/** A concrete request path for a binding: ids in "*" positions, the verb appended. */
function samplePath(b: RouteBinding, n: number): string {
  const p = b.pattern;
  const segs = p.segments.map((s, i) => (s === "*" ? uuid(n, i) : s === "**" ? `x/${n}/y` : s));
  // A string fresh from a buffer, as a server gets it from its HTTP parser (not a rope of joined pieces).
  return Buffer.from("/" + segs.join("/") + (p.verb ? `:${p.verb}` : "")).toString();
}

interface Req {
  method: string;
  url: string;
}

/** A mix: unprefixed primary routes weighted 3, POST with a body 2, the rest 1; plus 404s and 405s. */
function requestMix(bindings: readonly RouteBinding[]): Req[] {
  const out: Req[] = [];
  let n = 0;
  for (const b of bindings) {
    const weight = (b.binding === "primary" ? 3 : 1) * (b.body === "*" ? 2 : 1);
    for (let i = 0; i < weight; i++) out.push({ method: b.method, url: samplePath(b, n++) });
  }
  const k = Math.max(1, Math.round(out.length * 0.05));
  for (let i = 0; i < k; i++) out.push({ method: "GET", url: `/no/such/route/${i}` });
  for (let i = 0; i < k; i++) out.push({ method: "PATCH", url: out[i].url });
  return out;
}

function opsPerSecond(fn: (r: Req) => unknown, reqs: Req[], ms: number): number {
  let ops = 0;
  let sink = 0;
  const end = performance.now() + ms;
  while (performance.now() < end) {
    for (let i = 0; i < reqs.length; i++) if (fn(reqs[i])) sink++;
    ops += reqs.length;
  }
  if (sink < 0) console.log(sink);
  return (ops / ms) * 1000;
}

function median(xs: number[]): number {
  const s = [...xs].sort((a, b) => a - b);
  return s[Math.floor(s.length / 2)];
}

// This machine is shared and noisy: rounds alternate between the two routers, and both the best
// round (least disturbed) and the median are reported.
const ROUNDS = 9;

function benchVersion(v: Version): { ours: number[]; fmw: number[] } {
  const router = FindMyWay({ ignoreTrailingSlash: false });
  for (const b of v.routes.bindings) router.on(b.method as "GET", toFindMyWay(b), () => b.operation);
  const reqs = requestMix(v.routes.bindings);
  // Both must agree on every request before their speed means anything.
  let disagree = 0;
  for (const r of reqs) {
    const ours = v.routes.match(r.method, r.url);
    const theirs = router.find(r.method as "GET", r.url);
    const a = ours.kind === "match" ? ours.operation : null;
    const b = theirs ? (theirs.handler as unknown as () => string)() : null;
    if (a !== b) disagree++;
  }
  if (disagree > 0) console.log(`  warning: ${disagree}/${reqs.length} requests routed differently`);
  const ours: number[] = [];
  const fmw: number[] = [];
  // Both sides call a method on a local object (the table, the router), as a server would hold them.
  const table = v.routes;
  opsPerSecond((r) => table.match(r.method, r.url), reqs, 300); // warm-up
  opsPerSecond((r) => router.find(r.method as "GET", r.url), reqs, 300);
  for (let round = 0; round < ROUNDS; round++) {
    ours.push(opsPerSecond((r) => table.match(r.method, r.url), reqs, 300));
    fmw.push(opsPerSecond((r) => router.find(r.method as "GET", r.url), reqs, 300));
  }
  console.log(`  ${reqs.length} requests in the mix (${v.routes.bindings.length} routes), ${ROUNDS} alternating rounds`);
  return { ours, fmw };
}

function fmt(n: number): string {
  return `${(n / 1e6).toFixed(2)} M ops/s`;
}

console.log("route matching: a2a-bindgen routes.match vs find-my-way find (same routes, same requests)");
const best = (xs: number[]) => Math.max(...xs);
let timeOurs = 0;
let timeFmw = 0;
for (const v of Object.values(versions) as unknown as Version[]) {
  console.log(`protocol ${v.protocolVersion}:`);
  const r = benchVersion(v);
  timeOurs += 1 / best(r.ours);
  timeFmw += 1 / best(r.fmw);
  console.log(`  best   a2a-bindgen ${fmt(best(r.ours))}   find-my-way ${fmt(best(r.fmw))}   ratio ${(best(r.ours) / best(r.fmw)).toFixed(2)}x`);
  console.log(`  median a2a-bindgen ${fmt(median(r.ours))}   find-my-way ${fmt(median(r.fmw))}   ratio ${(median(r.ours) / median(r.fmw)).toFixed(2)}x`);
}
console.log(`both versions, best rounds: ratio ${(timeFmw / timeOurs).toFixed(2)}x (target >= 2x)`);

const out = join(".tmp", "bench-generated");
const started = performance.now();
const run = spawnSync(process.execPath, ["bin/a2a-bindgen", "generate", "--out", out], { encoding: "utf8" });
const wall = performance.now() - started;
rmSync(out, { recursive: true, force: true });
if (run.status !== 0) console.log(`generate failed: ${run.stderr}`);
else console.log(`full generate (sync + buf + protoc-gen-a2a + type check + emit): ${(wall / 1000).toFixed(2)} s wall`);
