// Differential tests of the generated converters (src/runtime/compat/codegen.ts) against the closure
// engine (engine.ts, the reference): both compilers run on the same inputs and must give the same
// {value, losses}: same values (deep-equal, and the same key order), the same losses in the same order,
// and the same exception when either throws. Inputs are the hand-written plans' cases and random inputs
// shaped by each plan (its own field names at each level, random value kinds including wrong types,
// null and unknown keys), for every type, both directions, every plan.

import { describe, it } from "node:test";
import assert from "node:assert/strict";
import fc from "fast-check";
import { createCompat } from "../../runtime/src/compat/index.js";
import { compileGenerated, generateSource, sameMinorSplit } from "../../runtime/src/compat/codegen.js";
import { sameMinor } from "../../runtime/src/compat/engine.js";
import type { DialectPlan, FieldPlan, TypePlan, ValuePlan } from "../../runtime/src/compat/index.js";
import { compatPlans } from "../../generated/index.js";

/* eslint-disable @typescript-eslint/no-explicit-any */

// ---------------------------------------------------------------------------------------------
// Hand-written plans: those of engine.test.ts (not exported there, so repeated), plus the features it
// does not cover (hoist select, required fields, restricted/formatted copies, delegation).

const copy: ValuePlan = { kind: "copy" };
const msg = (type: string): ValuePlan => ({ kind: "message", type });
const listOf = (of: ValuePlan): ValuePlan => ({ kind: "list", of });
function f(v1: string | null, old: string | string[] | null, value: ValuePlan = copy, more: Partial<FieldPlan> = {}): FieldPlan {
  return { newer: v1, older: old === null ? null : Array.isArray(old) ? old : [old], value, ...more };
}
function t(id: string, oldName: string, fields: FieldPlan[], more: Partial<TypePlan> = {}): TypePlan {
  return { id, newer: `v1.${id}`, older: oldName, consts: [], fields, templates: [], variants: null, hoist: null, ...more };
}
const def = (n: string) => `#/definitions/${n}`;

const jsonrpcTypes: TypePlan[] = [
  t("Part", def("Part"), [f("metadata", "metadata")], {
    variants: [
      { newerCase: "text", when: [{ path: "kind", equals: "text" }], fields: [f("text", "text"), f("mediaType", null, copy, { implicit: true, loss: "text parts have no media type" })] },
      {
        newerCase: "url",
        when: [{ path: "kind", equals: "file" }, { path: "file.uri" }],
        fields: [f("url", "file.uri"), f("mediaType", "file.mimeType", copy, { implicit: true }), f("filename", "file.name", copy, { implicit: true })],
      },
      {
        newerCase: "raw",
        when: [{ path: "kind", equals: "file" }, { path: "file.bytes" }],
        fields: [f("raw", "file.bytes", { kind: "copy", format: "bytes" }), f("mediaType", "file.mimeType", copy, { implicit: true }), f("filename", "file.name", copy, { implicit: true })],
      },
      { newerCase: "data", when: [{ path: "kind", equals: "data" }], fields: [f("data", "data", { kind: "object" }, { loss: "older data parts hold only objects" })] },
    ],
  }),
  t(
    "Message",
    def("Message"),
    [
      f("messageId", "messageId", copy, { implicit: true }),
      f("role", "role", { kind: "enum", enum: "Role" }, { implicit: true }),
      f("parts", "parts", listOf(msg("Part")), { implicit: true }),
      f("contextId", "contextId", copy, { implicit: true }),
      f("taskId", "taskId", copy, { implicit: true }),
      f("metadata", "metadata"),
      f("referenceTaskIds", null, listOf(copy), { implicit: true, loss: "the older version has no reference ids" }),
      f(null, "legacyNote", copy, { loss: "legacy notes are dropped" }),
      f(null, "lifted", copy),
    ],
    { consts: [{ path: "kind", value: "message" }], requiredOlder: [{ field: "messageId", implicit: true, fill: "" }, { field: "role", implicit: true, zero: "ROLE_UNSPECIFIED" }] },
  ),
  t("Status", def("TaskStatus"), [
    f("state", "state", { kind: "enum", enum: "State" }, { implicit: true }),
    f("message", "message", msg("Message")),
    f("timestamp", "timestamp", { kind: "copy", format: "timestamp" }),
  ]),
  t(
    "Task",
    def("Task"),
    [
      f("id", "id", copy, { implicit: true }),
      f("contextId", "contextId", copy, { implicit: true }),
      f("status", "status", msg("Status")),
      f("history", "history", listOf(msg("Message")), { implicit: true }),
      f("metadata", "metadata"),
    ],
    { consts: [{ path: "kind", value: "task" }], requiredNewer: [{ field: "id", implicit: true }, { field: "status", implicit: false }], requiredOlder: [{ field: "history", implicit: true, fill: [] }, { field: "metadata", implicit: false, fill: {} }] },
  ),
  t(
    "StatusEvent",
    def("TaskStatusUpdateEvent"),
    [
      f("taskId", "taskId", copy, { implicit: true }),
      f("status", "status", msg("Status")),
      f(null, "final", copy, { derive: { from: "status.state", values: ["STATE_DONE", "STATE_CANCELED"] }, loss: "final is derived from status.state" }),
    ],
    { consts: [{ path: "kind", value: "status-update" }] },
  ),
  t("StreamResponse", "#/definitions/SendStreamingMessageResult", [], {
    variants: [
      { newerCase: "task", when: [{ path: "kind", equals: "task" }], fields: [f("task", "", msg("Task"))] },
      { newerCase: "message", when: [{ path: "kind", equals: "message" }], fields: [f("message", "", msg("Message"))] },
      { newerCase: "statusUpdate", when: [{ path: "kind", equals: "status-update" }], fields: [f("statusUpdate", "", msg("StatusEvent"))] },
    ],
  }),
  t("SendConfig", def("MessageSendConfiguration"), [
    f("acceptedOutputModes", "acceptedOutputModes", listOf(copy), { implicit: true }),
    f("historyLength", "historyLength", { kind: "zeroUnset" }),
    f("returnImmediately", "blocking", { kind: "invert" }, { implicit: true }),
    f("taskPushNotificationConfig", "pushNotificationConfig", msg("PushConfig")),
  ]),
  t("SendParams", def("MessageSendParams"), [
    f("message", "message", msg("Message")),
    f("configuration", "configuration", msg("SendConfig"), { materialize: true }),
    f("metadata", "metadata"),
    f("tenant", null, copy, { implicit: true, loss: "the older version has no tenant" }),
  ]),
  t("PushConfig", def("TaskPushNotificationConfig"), [
    f("taskId", "taskId", copy, { implicit: true }),
    f("id", "pushNotificationConfig.id", copy, { implicit: true }),
    f("url", "pushNotificationConfig.url", copy, { implicit: true }),
    f("token", "pushNotificationConfig.token", copy, { implicit: true }),
    f("authentication", "pushNotificationConfig.authentication", msg("Auth")),
    f("tenant", null, copy, { implicit: true, loss: "the older version has no tenant" }),
  ]),
  t("Auth", def("PushNotificationAuthenticationInfo"), [
    f("scheme", "schemes", { kind: "first", of: copy }, { implicit: true, loss: "only one scheme fits" }),
    f("credentials", "credentials", copy, { implicit: true }),
  ]),
  t("GetConfigParams", def("GetTaskPushNotificationConfigParams"), [
    f("taskId", "id", copy, { implicit: true }),
    f("id", "pushNotificationConfigId", copy, { implicit: true, fallback: { older: "id", reason: "no config id: the task id stands in" } }),
  ]),
  t("ListConfigsResult", "#/definitions/ListTaskPushNotificationConfigSuccessResponse/result", [
    f("configs", "", listOf(msg("PushConfig")), { implicit: true }),
    f("nextPageToken", null, copy, { implicit: true, loss: "no paging" }),
  ]),
  t("Security", def("Security"), [f("schemes", "", { kind: "map", of: { kind: "wrap", field: "list", of: listOf(copy) } })]),
  t("Iface", def("AgentInterface"), [
    f("url", "url", copy, { implicit: true }),
    f("protocolBinding", "transport", { kind: "copy", values: ["JSONRPC", "GRPC", "HTTP+JSON"] }, { implicit: true }),
    f("tenant", null, copy, { implicit: true, loss: "no tenant" }),
    f("protocolVersion", null, copy, { implicit: true, loss: "one protocol version per card" }),
  ], { requiredNewer: [{ field: "url", implicit: true }, { field: "protocolVersion", implicit: true }] }),
  t("Card", def("AgentCard"), [f("name", "name", copy, { implicit: true })], {
    hoist: {
      newer: "supportedInterfaces",
      olderList: "additionalInterfaces",
      element: "Iface",
      main: [
        { newer: "url", older: "url" },
        { newer: "protocolBinding", older: "preferredTransport", default: "JSONRPC" },
      ],
      shared: [{ newer: "protocolVersion", older: "protocolVersion", default: "0.3.0" }],
      identity: ["url", "protocolBinding"],
      select: { newer: "protocolVersion", version: "0.3", reason: "not a 0.3 interface" },
    },
  }),
  t("Choice", def("Choice"), [f("a", "a", copy, { oneof: "pick" }), f("b", "b", copy, { oneof: "pick" }), f("c", "c.d", copy, { oneof: "pick" })]),
  t("Multi", def("Multi"), [f("url", ["url", "endpoint"]), f("meta", ["meta", "meta2"]), f("deep", ["x.y.z", "w"], msg("Auth"), { implicit: true })]),
  t("Node", def("Node"), [f("name", "name"), f("children", "kids", listOf(msg("Node")), { implicit: true })]),
  t("Tags", def("Tags"), [f("tags", "tags", { kind: "wrap", field: "list", of: listOf(copy) }), f("one", "one", { kind: "wrap", field: "value", of: copy })]),
  t("Firsts", def("Firsts"), [f("m", "ms", { kind: "first", of: msg("Auth") }), f("k", "ks", { kind: "list", of: listOf(msg("Auth")) }), f("e", "es", { kind: "map", of: { kind: "enum", enum: "State" } })]),
  t("SendResult", "#/definitions/SendMessageResult", [], {
    variants: [
      { newerCase: "task", when: [{ path: "kind", equals: "task" }], fields: [f("task", "", msg("Task"))] },
      { newerCase: "message", when: [{ path: "kind", equals: "message" }], fields: [f("message", "", msg("Message"))] },
    ],
  }),
  // Delegated to the closures: a "__proto__" field name, and a plan property the generator does not know.
  t("Proto", def("Proto"), [f("__proto__", "x", copy), f("name", "name", copy)]),
  t("Future", def("Future"), [{ ...f("name", "name", copy), futureFlag: true } as FieldPlan, f("inner", "inner", msg("Proto"))]),
  t("UsesDelegated", def("UsesDelegated"), [f("p", "p", msg("Proto")), f("q", "q.r", msg("Future"))]),
];

const errors: DialectPlan["errors"] = [
  { code: -32001, name: "TaskNotFoundError", olderCode: -32001, olderName: "TaskNotFoundError" },
  { code: -32009, name: "VersionNotSupportedError", olderCode: -32004, olderName: "UnsupportedOperationError", nearest: "nearest" },
];

const jsonrpc: DialectPlan = {
  dialect: "jsonrpc",
  newerVersion: "1.0",
  olderVersion: "0.3",
  types: Object.fromEntries(jsonrpcTypes.map((x) => [x.id, x])),
  enums: {
    State: {
      id: "State",
      newer: "v1.State",
      older: def("TaskState"),
      toOlder: { STATE_WORKING: "working", STATE_DONE: "done", STATE_CANCELED: "canceled" },
      toNewer: { working: "STATE_WORKING", done: "STATE_DONE", canceled: "STATE_CANCELED" },
      newerOnly: { STATE_NEW: "the older version has no new state" },
    },
    Role: { id: "Role", newer: "v1.Role", older: def("Role"), toOlder: { ROLE_USER: "user", ROLE_AGENT: "agent" }, toNewer: { user: "ROLE_USER", agent: "ROLE_AGENT" }, newerOnly: {} },
  },
  operations: {
    SendMessage: { identity: "SendMessage", newerRpc: "SendMessage", olderRpc: "message/send", params: "SendParams", result: { kind: "message", type: "SendResult" }, event: null },
    SendStreamingMessage: { identity: "SendStreamingMessage", newerRpc: "SendStreamingMessage", olderRpc: "message/stream", params: "SendParams", result: null, event: "StreamResponse" },
    DeleteConfig: { identity: "DeleteConfig", newerRpc: "DeleteConfig", olderRpc: "tasks/pushNotificationConfig/delete", params: "GetConfigParams", result: { kind: "empty", older: null }, event: null },
    ListConfigs: { identity: "ListConfigs", newerRpc: "ListConfigs", olderRpc: "tasks/pushNotificationConfig/list", params: "GetConfigParams", result: { kind: "message", type: "ListConfigsResult" }, event: null },
    GetCard: { identity: "GetCard", newerRpc: "GetExtendedAgentCard", olderRpc: "agent/getAuthenticatedExtendedCard", params: null, result: { kind: "message", type: "Card" }, event: null },
  },
  kinds: { message: "Message", task: "Task", agentCard: "Card", pushConfig: "PushConfig" },
  errors,
};

const rest: DialectPlan = {
  dialect: "rest",
  newerVersion: "1.0",
  olderVersion: "0.3",
  types: Object.fromEntries(
    [
      t("GetTaskReq", "a2a.v1.GetTaskRequest", [f("historyLength", "historyLength", { kind: "zeroUnset" })], { templates: [{ newer: ["id"], older: "name", templates: ["tasks/{id}"] }] }),
      t("PushConfigRest", "a2a.v1.TaskPushNotificationConfig", [f("url", "pushNotificationConfig.url", copy, { implicit: true }), f("id", "pushNotificationConfig.id", copy, { implicit: true })], {
        templates: [
          { newer: ["taskId", "id"], older: "name", templates: ["tasks/{taskId}/pushNotificationConfigs/{id}", "task/{taskId}/pushNotificationConfigs"] },
          { newer: ["taskId"], older: "parent", templates: ["tasks/{taskId}"] },
        ],
        requiredOlder: [{ field: "name", implicit: true }],
      }),
      t("Empty", "google.protobuf.Empty", []),
    ].map((x) => [x.id, x]),
  ),
  enums: {},
  operations: {
    GetTask: { identity: "GetTask", newerRpc: "GetTask", olderRpc: "GetTask", params: "GetTaskReq", result: { kind: "message", type: "GetTaskReq" }, event: null },
    DeleteConfig: { identity: "DeleteConfig", newerRpc: "DeleteConfig", olderRpc: "DeleteConfig", params: "PushConfigRest", result: { kind: "empty", older: {} }, event: null },
  },
  kinds: { pushConfig: "PushConfigRest" },
  errors,
};

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

class Pair {
  readonly fast: any;
  readonly ref: any;
  /** Loss reasons met (digits and quoted values blanked), and conversions that threw: how much the inputs exercise. */
  readonly reasons = new Set<string>();
  threw = 0;
  constructor(readonly plan: DialectPlan) {
    const p = everyTypeAKind(plan);
    this.fast = createCompat({ newer: "N", older: "O", plans: [p] });
    this.ref = createCompat({ newer: "N", older: "O", plans: [p], codegen: false });
  }
  call(which: "fast" | "ref", dir: Dir, fn: string, args: unknown[]): Outcome {
    const api = this[which][dir === "toOlder" ? "toO" : "toN"][this.plan.dialect];
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
        if (r.chance(0.05)) Object.defineProperty(o, "__proto__", { value: this.value(r, vp.of, depth + 1), enumerable: true, writable: true, configurable: true });
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
        return r.chance(0.7) ? json(r, 1) ?? {} : junk(r);
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
      else entries.push([tp.older, () => r.pick([...tp.templates.map((x) => x.replace(/\{[^}]+\}/g, () => r.pick(["t1", "c2", ""]))), "jobs/x", "tasks/t1/x", 5])]);
    }
    if (!toOld) {
      for (const c of t.consts) entries.push([c.path, () => (r.chance(0.8) ? c.value : junk(r))]);
      for (const v of t.variants ?? []) for (const w of v.when) entries.push([w.path, () => (w.equals !== undefined && r.chance(0.8) ? w.equals : this.value(r, copy, depth))]);
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

const RUNS = Number(process.env.CODEGEN_RUNS ?? 2000);

/** For every type and both directions: random shaped inputs through both compilers. */
function differential(plan: DialectPlan, runs: number): { conversions: number; reasons: Set<string>; threw: number } {
  const pair = new Pair(plan);
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
  return { conversions, reasons: pair.reasons, threw: pair.threw };
}

// ---------------------------------------------------------------------------------------------

describe("codegen: generated source", () => {
  it("compiles for every plan and direction; the real plans delegate no type to the closures", () => {
    for (const plan of [...(compatPlans as unknown as DialectPlan[]), jsonrpc, rest]) {
      for (const dir of ["toOlder", "toNewer"] as const) {
        assert.ok(compileGenerated(plan, dir), `${plan.dialect} ${dir} compiles`);
      }
    }
    for (const plan of compatPlans as unknown as DialectPlan[]) {
      for (const dir of ["toOlder", "toNewer"] as const) assert.ok(!generateSource(plan, dir).source.includes("CL("), `${plan.dialect} ${dir}: every type generated`);
    }
    // The hand-written plan's "__proto__" and unknown-property types are delegated; the rest are not.
    const src = generateSource(jsonrpc, "toOlder").source;
    assert.equal(src.match(/return CL\(/g)?.length, 2);
  });

  it("sameMinorSplit agrees with engine.ts sameMinor", () => {
    const part = fc.stringMatching(/^[0-9.]{0,5}$/);
    fc.assert(
      fc.property(fc.oneof(part, fc.constantFrom(undefined, null, 3, "", "0.3", "0.3.0", "0.30", "1.0")), part, (v, version) => {
        const b = version.split(".");
        assert.equal(sameMinorSplit(v, b[0], b[1] ?? "0"), sameMinor(v, version));
      }),
      { numRuns: 5000 },
    );
  });

  it("falls back to the closures where code generation is disallowed", () => {
    const saved = globalThis.Function;
    const input = { messageId: "m", role: "ROLE_USER", parts: [{ text: "hi", mediaType: "x" }], zz: 1 };
    const ref = createCompat({ newer: "N", older: "O", plans: [jsonrpc], codegen: false }).toO.jsonrpc.message(input);
    try {
      globalThis.Function = function () {
        throw new EvalError("Code generation from strings disallowed for this context");
      } as unknown as FunctionConstructor;
      const c = createCompat({ newer: "N", older: "O", plans: [jsonrpc] });
      assert.deepStrictEqual(c.toO.jsonrpc.message(input), ref);
    } finally {
      globalThis.Function = saved;
    }
  });
});

describe("codegen: the cases of engine.test.ts agree", () => {
  const pair = new Pair(jsonrpc);
  const pairRest = new Pair(rest);
  const cases: [Pair, Dir, string, unknown[]][] = [
    [pair, "toOlder", "message", [{ messageId: "m1", role: "ROLE_USER", parts: [{ text: "hi" }], contextId: "", referenceTaskIds: ["t0"] }]],
    [pair, "toNewer", "message", [{ kind: "message", messageId: "m1", role: "agent", parts: [{ kind: "text", text: "hi", metadata: { a: 1 } }], legacyNote: "x", extra: 1 }]],
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
    [pair, "toOlder", "agentCard", [{ name: "A", supportedInterfaces: [{ url: "u1", protocolBinding: "JSONRPC", protocolVersion: "0.3" }, { url: "u2", protocolBinding: "GRPC", protocolVersion: "1.0", tenant: "t" }, { url: "u3", protocolVersion: "0.3.1" }] }]],
    [pair, "toNewer", "agentCard", [{ name: "A", url: "u1", additionalInterfaces: [{ url: "u1", transport: "JSONRPC" }, { url: "u2", transport: "GRPC" }] }]],
    [pair, "toNewer", "agentCard", [{ name: "A", url: "u", preferredTransport: "GRPC", protocolVersion: "0.3.1", additionalInterfaces: "x" }]],
    [pair, "toOlder", "params", ["ListTasks", {}]],
    [pair, "toNewer", "result", ["DeleteConfig", 3]],
    [pair, "toOlder", "params", ["GetCard", { tenant: "x" }]],
    [pair, "toNewer", "result", ["ListConfigs", [{ taskId: "t", pushNotificationConfig: { url: "u" } }]]],
    [pair, "toOlder", "result", ["ListConfigs", { configs: [{ taskId: "t", url: "u" }], nextPageToken: "n" }]],
    [pair, "toNewer", "result", ["ListConfigs", "x"]],
    [pair, "toOlder", "message", [{ messageId: "m", role: "ROLE_X", foo: 1 }, { strict: true }]],
    [pair, "toOlder", "error", [{ code: -32009, message: "version", data: [{ reason: "X" }] }]],
    [pair, "toOlder", "t_UsesDelegated", [{ p: { name: "n", __proto__: 1 }, q: { r: { name: "x", inner: { name: "y", zz: 1 } } }, zz: 2 }]],
    [pair, "toNewer", "t_UsesDelegated", [{ p: { name: "n", x: 1, yy: 0 }, q: { r: { name: "x", inner: { x: 2, zz: 1 } } } }]],
  ];
  it(`${cases.length} cases`, () => {
    const diffs = cases.map(([p, dir, fn, args]) => p.compare(dir, fn, args)).filter((d) => d !== undefined);
    assert.deepEqual(diffs, []);
  });
});

describe("codegen: random inputs shaped by the plans, every type, both directions", () => {
  it(`hand-written plans (${Math.max(200, RUNS >> 2)} runs per type and direction)`, () => {
    for (const plan of [jsonrpc, rest]) differential(plan, Math.max(200, RUNS >> 2));
  });
  for (const plan of compatPlans as unknown as DialectPlan[]) {
    it(`generated ${plan.dialect} plan (${RUNS} runs per type and direction)`, () => {
      const { conversions, reasons, threw } = differential(plan, RUNS);
      assert.ok(conversions >= RUNS * 2 * Object.keys(plan.types).length);
      // The inputs reach the lossy paths: most of the engine's kinds of loss were met.
      console.log(`# ${plan.dialect}: ${conversions} conversions compared, ${reasons.size} distinct loss reasons, ${threw} threw`);
      if (process.env.CODEGEN_REASONS) for (const r of [...reasons].sort()) console.log(`#   ${r}`);
      assert.ok(reasons.size >= 40, `only ${reasons.size} kinds of loss met`);
    });
  }
});
