// The differential of the printed converters (generated/compat/*, generator/src/emit/compat-converters/)
// against the oracle engine (test/support/oracles/compat-engine.ts, which shares no helper with them): both run on
// the same inputs and must give the same {value, losses} (same key order, same losses in the same order)
// and the same exception when either throws. Inputs: the cases below and random inputs shaped by each plan
// (its own names at each level, values of every kind including wrong types, null and unknown keys), for
// every type, both directions, the hand-written plans (fixtures/plans.ts) and the generated ones. Each
// verdict (accepted, lossy, failed) must occur, or the inputs do not exercise the converters.

import { describe, it } from "node:test";
import assert from "node:assert/strict";
import fc from "fast-check";
import type { DialectPlan, FieldPlan, TypePlan, ValuePlan } from "@a2a-bindgen/runtime";
import { sameMinor as sameMinorInPlace } from "@a2a-bindgen/runtime/compat";
import { createOracle, sameMinor } from "../../support/oracles/compat-engine.js";
import { plans as compatPlans } from "@a2a-bindgen/a2a/compat/plans";
import { emitCompat, type EmittedCompat } from "./emitted.js";
import { copy, coverage, semantics } from "./fixtures/plans.js";

/* eslint-disable @typescript-eslint/no-explicit-any */

// ---------------------------------------------------------------------------------------------
// Running both compilers.

type Dir = "toOlder" | "toNewer";
interface Outcome {
  value?: unknown;
  losses?: unknown;
  threw?: string;
}

/** A plan exposing every type as a kind ("t_<id>"), so both compilers can be called per type. */
function everyTypeAKind(plan: DialectPlan): DialectPlan {
  return { ...plan, kinds: { ...plan.kinds, ...Object.fromEntries(Object.keys(plan.types).map((id) => [`t_${id}`, id])) } };
}

type Verdict = "accepted" | "lossy" | "failed";

class Pair {
  readonly ref: any;
  /** Loss reasons met (digits and quoted values blanked), and conversions that threw: how much the inputs exercise. */
  readonly reasons = new Set<string>();
  readonly verdicts: Record<Verdict, number> = { accepted: 0, lossy: 0, failed: 0 };
  threw = 0;
  private constructor(
    readonly plan: DialectPlan,
    readonly fast: EmittedCompat,
  ) {
    this.ref = createOracle({ newer: "V1_0", older: "V0_3", plans: [everyTypeAKind(plan)] });
  }
  static async of(plan: DialectPlan): Promise<Pair> {
    return new Pair(plan, await emitCompat([everyTypeAKind(plan)]));
  }
  call(which: "fast" | "ref", dir: Dir, fn: string, args: unknown[]): Outcome {
    const api = (this[which] as any)[dir === "toOlder" ? "toV0_3" : "toV1_0"][this.plan.dialect];
    try {
      const r = api[fn](...args);
      return { value: r.value, losses: r.losses };
    } catch (e) {
      return { threw: `${(e as Error).name}: ${(e as Error).message}` };
    }
  }
  /** Both compilers on one input; returns a description of the first difference, or undefined. */
  compare(dir: Dir, fn: string, args: unknown[]): string | undefined {
    const a = this.call("fast", dir, fn, args);
    const b = this.call("ref", dir, fn, args);
    if (b.threw !== undefined) this.threw++;
    this.verdicts[b.threw !== undefined || b.value === undefined ? "failed" : (b.losses as unknown[]).length > 0 ? "lossy" : "accepted"]++;
    for (const l of (b.losses as { reason: string }[] | undefined) ?? []) this.reasons.add(l.reason.replace(/"[^"]*"|\d+/g, "_").slice(0, 60));
    try {
      assert.deepStrictEqual(a, b);
      // Same key order too (JSON output of both is byte-identical).
      assert.equal(stableKeys(a.value), stableKeys(b.value));
    } catch (e) {
      return `${this.plan.dialect} ${dir} ${fn}(${safe(args)}):\n${(e as Error).message}`;
    }
    return undefined;
  }
}

function safe(v: unknown): string {
  try {
    return JSON.stringify(v);
  } catch {
    return String(v);
  }
}

/** Keys in insertion order, recursively (own "__proto__" keys included). */
function stableKeys(v: unknown): string {
  if (typeof v !== "object" || v === null) return typeof v;
  if (Array.isArray(v)) return `[${v.map(stableKeys).join(",")}]`;
  return `{${Object.keys(v)
    .map((k) => `${k}:${stableKeys((v as Record<string, unknown>)[k])}`)
    .join(",")}}`;
}

// ---------------------------------------------------------------------------------------------
// Inputs shaped by a plan: the input side's own names at each level, values of the field's kind or of
// any other kind (wrong types, null), unknown keys, the occasional non-object or own "__proto__" key.

interface Rand {
  int(min: number, max: number): number;
  chance(p: number): boolean;
  pick<T>(xs: readonly T[]): T;
}

const JUNK: unknown[] = ["", "x", "a/b", 0, 1, -3, 2.5, true, false, null, [], [1, "a"], {}, { z: 1 }, "0", "tasks/t1"];
const UNKNOWN_KEYS = ["zz", "a-b", "kind", "constructor", "toString", "list", "value", "0"];

function junk(r: Rand): unknown {
  const j = r.pick(JUNK);
  return typeof j === "object" && j !== null ? JSON.parse(JSON.stringify(j)) : j;
}

function json(r: Rand, depth = 0): unknown {
  const k = r.int(0, depth > 1 ? 3 : 6);
  if (k <= 3) return junk(r);
  if (k === 4) return Array.from({ length: r.int(0, 2) }, () => json(r, depth + 1));
  const o: Record<string, unknown> = {};
  for (let i = r.int(0, 2); i > 0; i--) o[r.pick(["a", "b", "c-d", "e"])] = json(r, depth + 1);
  if (r.chance(0.05)) return JSON.parse(`{"__proto__": {"p": 1}, "q": 2}`);
  return o;
}

class Shaper {
  constructor(
    readonly plan: DialectPlan,
    readonly dir: Dir,
  ) {}

  private fieldsOf(t: TypePlan): FieldPlan[] {
    return [...t.fields, ...(t.variants ?? []).flatMap((v) => v.fields)];
  }

  /** A value for a field's input side. */
  value(r: Rand, vp: ValuePlan, depth: number): unknown {
    if (r.chance(0.12)) return junk(r);
    const toOld = this.dir === "toOlder";
    switch (vp.kind) {
      case "copy":
        if (vp.values && r.chance(0.6)) return r.pick(vp.values);
        if (vp.format === "bytes" && r.chance(0.6)) return r.pick(["AAA=", "aGk=", "not base64!", ""]);
        if (vp.format === "timestamp" && r.chance(0.6)) return r.pick(["2025-01-01T00:00:00Z", "2025-01-01T00:00:00.123+01:00", "yesterday", ""]);
        return r.chance(0.6) ? r.pick(["s", "", "a/b", "tasks/t1/pushNotificationConfigs/c1", "0.3", "1.0", "JSONRPC"]) : json(r);
      case "enum": {
        const e = this.plan.enums[vp.enum];
        const names = toOld ? [...Object.keys(e.toOlder), ...Object.keys(e.newerOnly)] : Object.keys(e.toNewer);
        return r.chance(0.85) && names.length > 0 ? r.pick(names) : r.pick(["BOGUS", 3, ""]);
      }
      case "message":
        return this.object(r, vp.type, depth + 1);
      case "list":
        return Array.from({ length: r.int(0, depth > 2 ? 1 : 3) }, () => this.value(r, vp.of, depth + 1));
      case "map": {
        const o: Record<string, unknown> = {};
        for (let i = r.int(0, 2); i > 0; i--) o[r.pick(["k", "a-b", "x.y", "oauth"])] = this.value(r, vp.of, depth + 1);
        if (r.chance(0.05))
          Object.defineProperty(o, "__proto__", { value: this.value(r, vp.of, depth + 1), enumerable: true, writable: true, configurable: true });
        return o;
      }
      case "wrap": {
        if (!toOld) return this.value(r, vp.of, depth);
        const o: Record<string, unknown> = {};
        if (r.chance(0.8)) o[vp.field] = this.value(r, vp.of, depth);
        if (r.chance(0.1)) o.other = 1;
        return o;
      }
      case "first":
        return toOld ? this.value(r, vp.of, depth) : Array.from({ length: r.int(0, 3) }, () => this.value(r, vp.of, depth + 1));
      case "object":
        return r.chance(0.7) ? (json(r, 1) ?? {}) : junk(r);
      case "zeroUnset":
        return r.pick([0, "0", 5, "7", -1]);
      case "invert":
        return r.pick([true, false, "yes"]);
    }
  }

  /** An input object of a type: a random subset of the paths this direction reads, plus strays. */
  object(r: Rand, id: string, depth: number): unknown {
    const t = this.plan.types[id];
    if (depth > 4 || r.chance(0.04)) return r.chance(0.5) ? {} : junk(r);
    const toOld = this.dir === "toOlder";
    const entries: [string, () => unknown][] = [];
    for (const fp of this.fieldsOf(t)) {
      const ins = toOld ? (fp.newer === null ? [] : [fp.newer]) : (fp.older ?? []);
      for (const p of ins) if (p !== "") entries.push([p, () => this.value(r, fp.value, depth)]);
      if (!toOld && fp.fallback) entries.push([fp.fallback.older, () => this.value(r, fp.value, depth)]);
    }
    for (const tp of t.templates) {
      if (toOld) for (const n of tp.newer) entries.push([n, () => r.pick(["t1", "c1", "a/b", "", 7])]);
      else
        entries.push([
          tp.older,
          () => r.pick([...tp.templates.map((x) => x.replace(/\{[^}]+\}/g, () => r.pick(["t1", "c2", ""]))), "jobs/x", "tasks/t1/x", 5]),
        ]);
    }
    if (!toOld) {
      for (const c of t.consts) entries.push([c.path, () => (r.chance(0.8) ? c.value : junk(r))]);
      for (const v of t.variants ?? [])
        for (const w of v.when) entries.push([w.path, () => (w.equals !== undefined && r.chance(0.8) ? w.equals : this.value(r, copy, depth))]);
    }
    const h = t.hoist;
    if (h) {
      const el = () => Array.from({ length: r.int(0, 3) }, () => this.object(r, h.element, depth + 1));
      if (toOld) entries.push([h.newer, el]);
      else {
        entries.push([h.olderList, el]);
        for (const m of [...h.main, ...h.shared]) entries.push([m.older, () => r.pick(["u1", "JSONRPC", "GRPC", "0.3.0", "1.0", "", 3])]);
      }
    }
    let o: any = {};
    // Whole-value reads (path ""): the value is the inner type's object, with this type's keys beside it.
    const whole = this.fieldsOf(t).filter((fp) => (toOld ? fp.newer === "" : (fp.older ?? []).includes("")));
    if (whole.length > 0) {
      const inner = this.value(r, r.pick(whole).value, depth);
      if (typeof inner === "object" && inner !== null && !Array.isArray(inner)) o = inner;
      else if (r.chance(0.7)) return inner;
    }
    for (const [p, gen] of entries) {
      if (!r.chance(0.55)) continue;
      const segs = p.split(".");
      let at = o;
      for (let i = 0; i < segs.length - 1; i++) {
        if (typeof at[segs[i]] !== "object" || at[segs[i]] === null) at[segs[i]] = r.chance(0.05) ? junk(r) : {};
        at = at[segs[i]];
        if (typeof at !== "object" || at === null) break;
      }
      if (typeof at === "object" && at !== null) at[segs[segs.length - 1]] = gen();
    }
    if (r.chance(0.15)) o[r.pick(UNKNOWN_KEYS)] = junk(r);
    if (r.chance(0.02)) Object.defineProperty(o, "__proto__", { value: junk(r), enumerable: true, writable: true, configurable: true });
    return o;
  }
}

/** fast-check's generator as a Rand (values shrink with it). */
const randOf = (g: fc.GeneratorValue): Rand => ({
  int: (min, max) => g(fc.integer, { min, max }),
  chance: (p) => g(fc.integer, { min: 0, max: 999 }) < p * 1000,
  pick: (xs) => xs[g(fc.integer, { min: 0, max: xs.length - 1 })],
});

const RUNS = Number(process.env.COMPAT_RUNS ?? 2000);

/** For every type and both directions: random shaped inputs through both compilers. */
async function differential(
  plan: DialectPlan,
  runs: number,
): Promise<{ conversions: number; reasons: Set<string>; threw: number; verdicts: Record<Verdict, number> }> {
  const pair = await Pair.of(plan);
  let conversions = 0;
  for (const dir of ["toOlder", "toNewer"] as const) {
    const shaper = new Shaper(plan, dir);
    for (const id of Object.keys(plan.types)) {
      fc.assert(
        fc.property(fc.gen(), (g) => {
          const r = randOf(g);
          const input = r.chance(0.03) ? junk(r) : shaper.object(r, id, 0);
          conversions++;
          const d = pair.compare(dir, `t_${id}`, [input]);
          if (d !== undefined) throw new Error(d);
        }),
        { numRuns: runs },
      );
    }
  }
  return { conversions, reasons: pair.reasons, threw: pair.threw, verdicts: pair.verdicts };
}

// ---------------------------------------------------------------------------------------------

describe("helpers: the runtime's in-place version compare", () => {
  it("sameMinor agrees with the oracle's split-based compare", () => {
    const part = fc.stringMatching(/^[0-9.]{0,5}$/);
    fc.assert(
      fc.property(fc.oneof(part, fc.constantFrom(undefined, null, 3, "", "0.3", "0.3.0", "0.30", "1.0")), part, (v, version) => {
        const b = version.split(".");
        assert.equal(sameMinorInPlace(v, b[0], b[1] ?? "0"), sameMinor(v, version));
      }),
      { numRuns: 5000 },
    );
  });
});

const pair = await Pair.of(coverage.jsonrpc);
const pairRest = await Pair.of(coverage.rest);

describe("differential: the cases of the semantics suite and more agree", () => {
  const cases: [Pair, Dir, string, unknown[]][] = [
    [pair, "toOlder", "message", [{ messageId: "m1", role: "ROLE_USER", parts: [{ text: "hi" }], contextId: "", referenceTaskIds: ["t0"] }]],
    [
      pair,
      "toNewer",
      "message",
      [{ kind: "message", messageId: "m1", role: "agent", parts: [{ kind: "text", text: "hi", metadata: { a: 1 } }], legacyNote: "x", extra: 1 }],
    ],
    [pair, "toOlder", "message", [{ messageId: "m", referenceTaskIds: [] }]],
    [pair, "toOlder", "pushConfig", [{ url: "u", tenant: "" }]],
    [pair, "toNewer", "message", [{ messageId: "m", legacyNote: "" }]],
    [pair, "toOlder", "message", [{ messageId: "m", foo: 1, "a-b": 2 }]],
    [pair, "toOlder", "message", [{ messageId: "m", role: "ROLE_ROBOT" }]],
    [pair, "toOlder", "task", [{ id: "t", status: { state: "STATE_NEW" } }]],
    [pair, "toNewer", "task", [{ kind: "task", id: "t", status: { state: "paused" } }]],
    [pair, "toNewer", "task", [{ kind: "task", id: "t", history: [{ messageId: "a", parts: [{ kind: "text", text: "a" }, "oops", { kind: "zzz" }] }] }]],
    [pair, "toOlder", "task", [null]],
    [pair, "toOlder", "task", ["task"]],
    [pair, "toOlder", "task", [[1]]],
    [pair, "toOlder", "task", [{ id: "t", status: "bad", history: {} }]],
    [pair, "toNewer", "pushConfig", [{ taskId: "t", pushNotificationConfig: "str" }]],
    [pair, "toNewer", "message", [{ messageId: "m", parts: [{ kind: "file", file: 7 }] }]],
    [pair, "toOlder", "message", [{ parts: [{ url: "http://x", mediaType: "text/plain", filename: "" }] }]],
    [pair, "toOlder", "message", [{ parts: [{ raw: "AAA=", filename: "f.bin" }] }]],
    [pair, "toOlder", "message", [{ parts: [{ text: "t", mediaType: "text/plain" }] }]],
    [pair, "toOlder", "message", [{ parts: [{ text: "t", url: "u" }] }]],
    [pair, "toOlder", "message", [{ parts: [{ metadata: {} }] }]],
    [pair, "toNewer", "message", [{ parts: [{ kind: "file", file: { uri: "u", name: "n", bytes: "x" } }] }]],
    [pair, "toNewer", "message", [{ parts: [{ kind: "file", file: { bytes: "AA==", mimeType: "image/png" } }] }]],
    [pair, "toOlder", "message", [{ parts: [{ data: [1, 2] }] }]],
    [pair, "toOlder", "message", [{ parts: [{ data: null }] }]],
    [pair, "toNewer", "message", [{ parts: [{ kind: "data", data: "str" }] }]],
    [pair, "toNewer", "message", [{ parts: [{ kind: "data", data: { a: [1] } }] }]],
    [pair, "toOlder", "streamEvent", [{ statusUpdate: { taskId: "t", status: { state: "STATE_DONE" } } }]],
    [pair, "toNewer", "streamEvent", [{ kind: "task", id: "t1", status: { state: "working" } }]],
    [pair, "toNewer", "streamEvent", [{ kind: "task", id: "t1", bogus: 1 }]],
    [pair, "toNewer", "result", ["SendMessage", { kind: "message", messageId: "m" }]],
    [pair, "toOlder", "result", ["SendMessage", { task: { id: "t" } }]],
    [pair, "toNewer", "streamEvent", [{ kind: "artifact-update" }]],
    [pair, "toOlder", "streamEvent", [{ statusUpdate: { taskId: "t", status: { state: "STATE_WORKING" } } }]],
    [pair, "toOlder", "streamEvent", [{ statusUpdate: { taskId: "t" } }]],
    [pair, "toNewer", "streamEvent", [{ kind: "status-update", taskId: "t", status: { state: "canceled" }, final: true }]],
    [pair, "toNewer", "streamEvent", [{ kind: "status-update", taskId: "t", status: { state: "working" }, final: true }]],
    [pair, "toNewer", "streamEvent", [{ kind: "status-update", taskId: "t", status: { state: "done" } }]],
    [pair, "toNewer", "params", ["SendMessage", { message: { kind: "message", messageId: "m", parts: [{ kind: "text", text: "x" }] } }]],
    [pair, "toNewer", "params", ["SendMessage", { configuration: { blocking: true } }]],
    [pair, "toNewer", "params", ["SendMessage", { configuration: { blocking: false, historyLength: 0 } }]],
    [pair, "toNewer", "params", ["SendMessage", { configuration: { blocking: "yes" } }]],
    [pair, "toOlder", "params", ["SendMessage", { message: { messageId: "m", parts: [{ text: "x" }] }, tenant: "acme" }]],
    [pair, "toOlder", "params", ["SendMessage", { configuration: { returnImmediately: true, historyLength: 0 } }]],
    [pair, "toOlder", "params", ["SendMessage", { configuration: { historyLength: 3, acceptedOutputModes: [] } }]],
    [pair, "toOlder", "pushConfig", [{ taskId: "t", id: "c", url: "u", authentication: { scheme: "Bearer", credentials: "x" } }]],
    [pair, "toNewer", "pushConfig", [{ taskId: "t", pushNotificationConfig: { url: "u", authentication: { schemes: ["A", "B", "C"] }, zzz: 1 } }]],
    [pair, "toNewer", "params", ["DeleteConfig", { id: "t1" }]],
    [pair, "toNewer", "params", ["DeleteConfig", { id: "t1", pushNotificationConfigId: "c" }]],
    [pair, "toOlder", "params", ["DeleteConfig", { taskId: "t1", id: "c" }]],
    [pair, "toOlder", "t_Multi", [{ url: "u", meta: { a: 1 } }]],
    [pair, "toNewer", "t_Multi", [{ url: "u", endpoint: "e" }]],
    [pair, "toNewer", "t_Choice", [{ a: 1, b: 2, c: { d: 3 } }]],
    [pair, "toOlder", "t_Security", [{ schemes: { "k.x": { list: [], other: 1 }, bad: 3 } }]],
    [pair, "toNewer", "t_Tags", [{ tags: "a" }]],
    [pairRest, "toOlder", "params", ["GetTask", { id: "t1", historyLength: 3 }]],
    [pairRest, "toNewer", "params", ["GetTask", { name: "tasks/t1/x" }]],
    [pairRest, "toOlder", "pushConfig", [{ taskId: "t", url: "u" }]],
    [pairRest, "toOlder", "pushConfig", [{ taskId: "a/b", id: "c" }]],
    [pairRest, "toNewer", "pushConfig", [{ name: "tasks/t/pushNotificationConfigs/c", parent: "tasks/u" }]],
    [
      pair,
      "toOlder",
      "agentCard",
      [
        {
          name: "A",
          supportedInterfaces: [
            { url: "u1", protocolBinding: "JSONRPC", protocolVersion: "0.3" },
            { url: "u2", protocolBinding: "GRPC", protocolVersion: "1.0", tenant: "t" },
            { url: "u3", protocolVersion: "0.3.1" },
          ],
        },
      ],
    ],
    [
      pair,
      "toNewer",
      "agentCard",
      [
        {
          name: "A",
          url: "u1",
          additionalInterfaces: [
            { url: "u1", transport: "JSONRPC" },
            { url: "u2", transport: "GRPC" },
          ],
        },
      ],
    ],
    [pair, "toNewer", "agentCard", [{ name: "A", url: "u", preferredTransport: "GRPC", protocolVersion: "0.3.1", additionalInterfaces: "x" }]],
    [pair, "toOlder", "params", ["ListTasks", {}]],
    [pair, "toNewer", "result", ["DeleteConfig", 3]],
    [pair, "toOlder", "params", ["GetCard", { tenant: "x" }]],
    [pair, "toNewer", "result", ["ListConfigs", [{ taskId: "t", pushNotificationConfig: { url: "u" } }]]],
    [pair, "toOlder", "result", ["ListConfigs", { configs: [{ taskId: "t", url: "u" }], nextPageToken: "n" }]],
    [pair, "toNewer", "result", ["ListConfigs", "x"]],
    [pair, "toOlder", "message", [{ messageId: "m", role: "ROLE_X", foo: 1 }, { strict: true }]],
    [pair, "toOlder", "error", [{ code: -32009, message: "version", data: [{ reason: "X" }] }]],
    [pair, "toNewer", "params", ["SendMessage", { configuration: {} }]],
    [pair, "toNewer", "params", ["SendMessage", {}]],
    [pair, "toOlder", "params", ["SendMessage", {}]],
    [pair, "toNewer", "params", ["GetCardNoParams", undefined]],
    [pair, "toNewer", "params", ["GetCardNoParams", null]],
    [pair, "toNewer", "params", ["GetCardNoParams", 3]],
    [pair, "toOlder", "params", ["GetCardNoParams", { tenant: "x" }]],
    [pair, "toNewer", "params", ["__proto__", {}]],
    [pair, "toNewer", "params", ["toString", {}]],
    [pair, "toOlder", "message", [JSON.parse('{"messageId":"m","__proto__":{"p":1},"constructor":1,"toString":"x"}')]],
    [pair, "toOlder", "message", [{ messageId: "m", role: 10n }]],
  ];
  it(`${cases.length} cases`, () => {
    const diffs = cases.map(([p, dir, fn, args]) => p.compare(dir, fn, args)).filter((d) => d !== undefined);
    assert.deepEqual(diffs, []);
  });
});

const assertVerdicts = (v: Record<Verdict, number>, what: string) => {
  for (const k of ["accepted", "lossy", "failed"] as const) assert.ok(v[k] > 0, `${what}: no conversion was ${k} (${JSON.stringify(v)})`);
};

describe("differential: random inputs shaped by the plans, every type, both directions", () => {
  it(`hand-written plans (${Math.max(200, RUNS >> 2)} runs per type and direction)`, async () => {
    for (const plan of [semantics.jsonrpc, semantics.rest, coverage.jsonrpc, coverage.rest]) {
      const { verdicts } = await differential(plan, Math.max(200, RUNS >> 2));
      assertVerdicts(verdicts, `hand-written ${plan.dialect}`);
    }
  });
  for (const plan of compatPlans as unknown as DialectPlan[]) {
    it(`generated ${plan.dialect} plan (${RUNS} runs per type and direction)`, async () => {
      const { conversions, reasons, threw, verdicts } = await differential(plan, RUNS);
      assertVerdicts(verdicts, `generated ${plan.dialect}`);
      assert.ok(conversions >= RUNS * 2 * Object.keys(plan.types).length);
      // The inputs reach the lossy paths: most of the engine's kinds of loss were met.
      console.log(
        `# ${plan.dialect}: ${conversions} conversions compared (${JSON.stringify(verdicts)}), ${reasons.size} distinct loss reasons, ${threw} threw`,
      );
      if (process.env.COMPAT_REASONS) for (const r of [...reasons].sort()) console.log(`#   ${r}`);
      assert.ok(reasons.size >= 40, `only ${reasons.size} kinds of loss met`);
    });
  }
});
