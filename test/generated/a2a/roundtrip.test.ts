// Property: for EVERY canonical route of both versions, build(op, x) then match(method, url)
// gives back the same operation and binding, x's path fields and x's query fields (implicit
// proto3 defaults aside), and the body is what the binding's body rule says.

import { describe, test } from "node:test";
import assert from "node:assert/strict";
import fc from "fast-check";

import { v1_0, v0_3 } from "@a2a-bindgen/a2a";
import { BuildError, type RouteTable } from "@a2a-bindgen/runtime";
import { v03Expected, v1Expected, type ExpectedBinding, type ExpectedVersion } from "./expected.js";

// Moderate by default so the file runs in a few seconds; A2A_FC_RUNS=5000 for a deeper search.
const RUNS = Number(process.env.A2A_FC_RUNS ?? 100);

// ---------------------------------------------------------------------------------------------
// Value generators

/** Cuts s to at most n UTF-16 units without splitting a surrogate pair. */
function cut(s: string, n: number): string {
  if (s.length <= n) return s;
  const c = s.charCodeAt(n - 1);
  return s.slice(0, c >= 0xd800 && c <= 0xdbff ? n - 1 : n);
}

/** Characters that mean something in a URL or a template, plus non-ASCII and look-alikes of literals. */
const piece = fc.constantFrom(
  "/",
  "%",
  ":",
  "?",
  "#",
  "+",
  " ",
  "&",
  "=",
  ";",
  ",",
  "@",
  "!",
  "$",
  "'",
  "(",
  ")",
  "*",
  "[",
  "]",
  "{",
  "}",
  "\\",
  '"',
  "<",
  ">",
  "^",
  "`",
  "|",
  "~",
  ".",
  "..",
  "-",
  "_",
  "%2F",
  "%2f",
  "%25",
  "%3A",
  "%zz",
  "%",
  "\u0000",
  "\n",
  "\t",
  "\u007f",
  "é",
  "ß",
  "日本",
  "🙂",
  "👩‍👩‍👧",
  "\u00a0",
  "\u2028",
  "\ufeff",
  "tasks",
  "task",
  "pushNotificationConfigs",
  "extendedAgentCard",
  "message",
  ":subscribe",
  ":cancel",
  ":send",
  "v1",
  "a",
  "Z9",
);

const mixed = fc.array(fc.oneof(piece, fc.string({ unit: "grapheme-ascii", maxLength: 4 })), { minLength: 1, maxLength: 12 }).map((a) => a.join(""));

/** Strings of about 10 KB made of repeated mixed content. */
const big = fc
  .tuple(
    fc.array(piece, { minLength: 1, maxLength: 6 }).map((a) => a.join("")),
    fc.integer({ min: 10 * 1024, max: 10 * 1024 + 100 }),
  )
  .map(([unit, len]) => cut(unit.repeat(Math.ceil(len / unit.length)), len));

/** Any string (maybe empty): every code point, graphemes, URL-special mixes, sometimes 10 KB. */
const anyString = fc.oneof(
  { weight: 4, arbitrary: fc.string({ unit: "binary" }) },
  { weight: 3, arbitrary: fc.string({ unit: "grapheme" }) },
  { weight: 4, arbitrary: mixed },
  { weight: 1, arbitrary: big },
);

/** A non-empty value for a single-segment variable: anything at all, "/" included. */
const segment = anyString.filter((s) => s.length > 0);

/**
 * A tenant. "tasks" is left out: /{tenant}/… with tenant "tasks" collides with an unprefixed
 * template and the literal wins (documented overlaps; examples.test.ts covers them).
 */
const tenant = segment.filter((s) => s !== "tasks");

/** A resource id inside a v0.3 multi-segment capture: one segment, so no "/". */
const resourceId = segment.map((s) => s.replaceAll("/", "_"));

const int32 = fc.integer({ min: -2147483648, max: 2147483647 });

const TASK_STATES_V1 = [
  "TASK_STATE_UNSPECIFIED",
  "TASK_STATE_SUBMITTED",
  "TASK_STATE_WORKING",
  "TASK_STATE_COMPLETED",
  "TASK_STATE_FAILED",
  "TASK_STATE_CANCELED",
  "TASK_STATE_INPUT_REQUIRED",
  "TASK_STATE_REJECTED",
  "TASK_STATE_AUTH_REQUIRED",
];

/** RFC 3339 needs a four-digit year; ProtoJSON Timestamps start at 0001. */
const date = fc.date({ min: new Date("0001-01-01T00:00:00.000Z"), max: new Date("9999-12-31T23:59:59.999Z"), noInvalidDate: true });

// ---------------------------------------------------------------------------------------------
// Query fields: generator + what match must give back (undefined: the value is not sent).

interface QueryField {
  arb: fc.Arbitrary<unknown>;
  expect: (v: unknown) => unknown;
}

/** proto3 implicit presence: the default value is not sent. */
const implicitString: QueryField = { arb: anyString, expect: (v) => (v === "" ? undefined : v) };
const implicitInt32: QueryField = { arb: int32, expect: (v) => (v === 0 ? undefined : v) };
/** proto3 `optional`: every set value is sent, zero included. */
const optionalInt32: QueryField = { arb: int32, expect: (v) => v };
const optionalBool: QueryField = { arb: fc.boolean(), expect: (v) => v };
const taskStateV1: QueryField = {
  // By name or by number; by number the name comes back. UNSPECIFIED (0) is the implicit default.
  arb: fc.oneof(fc.constantFrom(...TASK_STATES_V1), fc.integer({ min: 0, max: TASK_STATES_V1.length - 1 })),
  expect: (v) => {
    const name = typeof v === "number" ? TASK_STATES_V1[v] : (v as string);
    return name === "TASK_STATE_UNSPECIFIED" ? undefined : name;
  },
};
const timestamp: QueryField = {
  arb: fc.oneof(
    date,
    date.map((d) => d.toISOString()),
  ),
  expect: (v) => (v instanceof Date ? v.toISOString() : v),
};

/** Query fields of each request message (fields neither in the path nor in the body), from a2a-proto-facts.md §4. */
const queryFieldsV1: Record<string, Record<string, QueryField>> = {
  GetTask: { historyLength: optionalInt32 },
  ListTasks: {
    contextId: implicitString,
    status: taskStateV1,
    pageSize: optionalInt32,
    pageToken: implicitString,
    historyLength: optionalInt32,
    statusTimestampAfter: timestamp,
    includeArtifacts: optionalBool,
  },
  ListTaskPushNotificationConfigs: { pageSize: implicitInt32, pageToken: implicitString },
};
const queryFieldsV03: Record<string, Record<string, QueryField>> = {
  GetTask: { historyLength: implicitInt32 },
  ListTaskPushNotificationConfig: { pageSize: implicitInt32, pageToken: implicitString },
  CreateTaskPushNotificationConfig: { configId: implicitString },
};

// ---------------------------------------------------------------------------------------------
// Body fields for POST routes.

const smallString = fc.oneof(fc.string({ unit: "binary", maxLength: 20 }), mixed);
const metadata = fc.dictionary(smallString, fc.oneof(smallString, fc.integer(), fc.boolean()), { maxKeys: 3 });

const messageV1 = fc.record({
  messageId: smallString,
  role: fc.constantFrom("ROLE_USER", "ROLE_AGENT"),
  parts: fc.array(fc.record({ text: anyString }), { maxLength: 3 }),
});
const sendV1 = fc.record(
  {
    message: messageV1,
    configuration: fc.record(
      { acceptedOutputModes: fc.array(smallString, { maxLength: 2 }), historyLength: int32, returnImmediately: fc.boolean() },
      { requiredKeys: [] },
    ),
    metadata,
  },
  { requiredKeys: ["message"] },
);
const messageV03 = fc.record({
  messageId: smallString,
  role: fc.constantFrom("ROLE_USER", "ROLE_AGENT"),
  content: fc.array(fc.record({ text: anyString }), { maxLength: 3 }),
});
const sendV03 = fc.record(
  {
    message: messageV03,
    configuration: fc.record(
      { acceptedOutputModes: fc.array(smallString, { maxLength: 2 }), historyLength: int32, blocking: fc.boolean() },
      { requiredKeys: [] },
    ),
    metadata,
  },
  { requiredKeys: ["message"] },
);

const bodyFieldsV1: Record<string, fc.Arbitrary<Record<string, unknown>>> = {
  SendMessage: sendV1,
  SendStreamingMessage: sendV1,
  CancelTask: fc.record({ metadata }, { requiredKeys: [] }),
  CreateTaskPushNotificationConfig: fc.record(
    {
      id: smallString,
      url: anyString,
      token: smallString,
      authentication: fc.record({ scheme: smallString, credentials: smallString }, { requiredKeys: ["scheme"] }),
    },
    { requiredKeys: ["url"] },
  ),
};
const bodyFieldsV03: Record<string, fc.Arbitrary<Record<string, unknown>>> = {
  SendMessage: sendV03,
  SendStreamingMessage: sendV03,
  CancelTask: fc.constant({}),
  // body: "config": only the config travels in the body.
  CreateTaskPushNotificationConfig: fc.record({
    config: fc.record(
      { name: smallString, pushNotificationConfig: fc.record({ id: smallString, url: anyString, token: smallString }, { requiredKeys: ["url"] }) },
      { requiredKeys: [] },
    ),
  }),
};

// ---------------------------------------------------------------------------------------------
// Path fields: request fields, and what match must give back (keyed by JSON field path).

interface PathCase {
  request: Record<string, unknown>;
  path: Record<string, string>;
}

/** v1.0: {id=*}, {task_id=*} (JSON taskId), {tenant} — all single segment. */
function pathArbV1(b: ExpectedBinding): fc.Arbitrary<PathCase> {
  const vars = [...b.template.matchAll(/\{([a-z_]+)(?:=\*)?\}/g)].map((m) => m[1]);
  const jsonName = (v: string) => v.replace(/_([a-z])/g, (_, c: string) => c.toUpperCase());
  const model: Record<string, fc.Arbitrary<string>> = {};
  for (const v of vars) model[jsonName(v)] = v === "tenant" ? tenant : segment;
  const withTenant = vars.includes("tenant");
  return fc.tuple(fc.record(model), fc.boolean()).map(([record, emptyTenant]) => {
    // fc.record builds null-prototype objects: copy into plain ones for deepEqual.
    const values: Record<string, string> = { ...record };
    const request: Record<string, unknown> = { ...values };
    // On an unprefixed route an empty tenant counts as absent: it must not pick the prefixed one.
    if (!withTenant && emptyTenant) request.tenant = "";
    return { request, path: values };
  });
}

/** v0.3: one multi-segment variable per template, holding a resource name with literals. */
function pathArbV03(b: ExpectedBinding): fc.Arbitrary<PathCase> {
  const field = (k: string, arb: fc.Arbitrary<string>) => arb.map((v) => ({ request: { [k]: v }, path: { [k]: v } }));
  switch (b.template) {
    case "/v1/message:send":
    case "/v1/message:stream":
    case "/v1/card":
      return fc.constant({ request: {}, path: {} });
    case "/v1/{name=tasks/*}":
    case "/v1/{name=tasks/*}:cancel":
    case "/v1/{name=tasks/*}:subscribe":
      return field(
        "name",
        resourceId.map((id) => `tasks/${id}`),
      );
    case "/v1/{parent=task/*/pushNotificationConfigs}":
      return field(
        "parent",
        resourceId.map((id) => `task/${id}/pushNotificationConfigs`),
      );
    case "/v1/{name=tasks/*/pushNotificationConfigs/*}":
      return field(
        "name",
        fc.tuple(resourceId, resourceId).map(([t, c]) => `tasks/${t}/pushNotificationConfigs/${c}`),
      );
    case "/v1/{parent=tasks/*}/pushNotificationConfigs":
      return field(
        "parent",
        resourceId.map((id) => `tasks/${id}`),
      );
    default:
      throw new Error(`no path generator for ${b.template}`);
  }
}

// ---------------------------------------------------------------------------------------------
// The property, per route.

interface RouteCase {
  version: ExpectedVersion;
  table: RouteTable;
  operation: string;
  binding: ExpectedBinding;
  pathArb: fc.Arbitrary<PathCase>;
  query: Record<string, QueryField>;
  bodyArb: fc.Arbitrary<Record<string, unknown>>;
}

function casesOf(
  version: ExpectedVersion,
  table: RouteTable,
  pathArb: (b: ExpectedBinding) => fc.Arbitrary<PathCase>,
  queryFields: Record<string, Record<string, QueryField>>,
  bodyFields: Record<string, fc.Arbitrary<Record<string, unknown>>>,
): RouteCase[] {
  return version.operations.flatMap((op) =>
    op.http.map((binding) => ({
      version,
      table,
      operation: op.name,
      binding,
      pathArb: pathArb(binding),
      query: queryFields[op.name] ?? {},
      bodyArb: bodyFields[op.name] ?? fc.constant({}),
    })),
  );
}

const cases: RouteCase[] = [
  ...casesOf(v1Expected, v1_0.routes, pathArbV1, queryFieldsV1, bodyFieldsV1),
  ...casesOf(v03Expected, v0_3.routes, pathArbV03, queryFieldsV03, bodyFieldsV03),
];

function without(obj: Record<string, unknown>, keys: Iterable<string>): Record<string, unknown> {
  const out = { ...obj };
  for (const k of keys) delete out[k];
  return out;
}

function checkRoundTrip(c: RouteCase, p: PathCase, q: Record<string, unknown>, extra: Record<string, unknown>): void {
  const { binding } = c;
  const request: Record<string, unknown> = { ...extra, ...q, ...p.request };
  const built = c.table.build(c.operation, request);

  assert.equal(built.binding.operation, c.operation);
  assert.equal(built.binding.binding, binding.binding, `build chose ${built.binding.template}`);
  assert.equal(built.binding.template, binding.template);
  assert.equal(built.method, binding.method);
  assert.equal(built.url, built.query === "" ? built.path : `${built.path}?${built.query}`);
  assert.ok(!built.path.includes("?") && !built.path.includes("#"), built.path);

  const expectedQuery: Record<string, unknown> = {};
  for (const [k, v] of Object.entries(q)) {
    const e = c.query[k].expect(v);
    if (e !== undefined) expectedQuery[k] = e;
  }

  if (binding.body === "*") {
    // Every field not bound by the path travels in the body, so there is no query.
    assert.deepEqual(built.body, without(request, Object.keys(p.path)));
    assert.equal(built.query, "");
  } else if (binding.body !== null) {
    assert.deepEqual(built.body, request[binding.body]);
  } else {
    assert.equal(built.body, undefined);
  }

  const m = c.table.match(built.method, built.url);
  assert.equal(m.kind, "match", `match(${built.method}, ${built.url.slice(0, 300)}) → ${JSON.stringify(m).slice(0, 300)}`);
  if (m.kind !== "match") return;
  assert.equal(m.operation, c.operation);
  assert.equal(m.binding.binding, binding.binding);
  assert.equal(m.binding.template, binding.template);
  assert.deepEqual(m.path, p.path);
  assert.deepEqual(m.query, expectedQuery);
  assert.deepEqual(m.request, { ...p.path, ...expectedQuery });
  assert.deepEqual(m.unknownQuery, []);
}

describe("build → match round trip over every canonical route", () => {
  test("the cases cover every binding of both canonical tables", () => {
    const covered = new Set(cases.map((c) => `${c.version.protocolVersion} ${c.binding.method} ${c.binding.template}`));
    for (const [label, table] of [
      ["1.0", v1_0.routes],
      ["0.3", v0_3.routes],
    ] as const) {
      for (const b of table.bindings) assert.ok(covered.has(`${label} ${b.method} ${b.template}`), `${label} ${b.method} ${b.template}`);
    }
    assert.equal(cases.length, v1_0.routes.bindings.length + v0_3.routes.bindings.length);
  });

  for (const c of cases) {
    test(`v${c.version.release} ${c.operation} ${c.binding.method} ${c.binding.template} (${c.binding.binding})`, () => {
      const queryArb = fc.record(Object.fromEntries(Object.entries(c.query).map(([k, f]) => [k, f.arb])) as Record<string, fc.Arbitrary<unknown>>, {
        requiredKeys: [],
      }) as fc.Arbitrary<Record<string, unknown>>;
      fc.assert(
        fc.property(c.pathArb, queryArb, c.bodyArb, (p, q, extra) => checkRoundTrip(c, p, q, extra)),
        { numRuns: RUNS, includeErrorInReport: true },
      );
    });
  }
});

describe("build rejects what cannot be sent", () => {
  const isBuildError = (field?: string) => (e: unknown) => {
    assert.ok(e instanceof BuildError, `expected BuildError, got ${String(e)}`);
    if (field !== undefined) assert.equal(e.field, field);
    return true;
  };

  test("v0.3: a name or parent that does not fit its pattern is a BuildError", () => {
    const bad: [string, string, string[]][] = [
      ["GetTask", "name", ["abc", "tasks", "tasks/", "task/abc", "tasks/a/b", "tasks/abc/", "/tasks/abc", "v1/tasks/abc", "Tasks/abc"]],
      ["CancelTask", "name", ["abc", "tasks/a/b", "tasks/"]],
      ["TaskSubscription", "name", ["abc", "tasks/a/b"]],
      [
        "GetTaskPushNotificationConfig",
        "name",
        ["tasks/a", "tasks/a/pushNotificationConfigs", "tasks/a/pushNotificationConfigs/", "tasks/a/x/c", "tasks/a/pushNotificationConfigs/c/d"],
      ],
      ["DeleteTaskPushNotificationConfig", "name", ["tasks/a", "tasks/a/pushNotificationConfigs/c/d"]],
      ["ListTaskPushNotificationConfig", "parent", ["a", "tasks/a/b", "task/a", "tasks/a/pushNotificationConfigs"]],
      // Canonical Create wants the proto's buggy form task/{id}/pushNotificationConfigs.
      ["CreateTaskPushNotificationConfig", "parent", ["tasks/a", "task/a", "tasks/a/pushNotificationConfigs", "task/a/pushNotificationConfigs/x"]],
    ];
    for (const [op, field, values] of bad) {
      for (const value of values) {
        assert.throws(() => v0_3.routes.build(op, { [field]: value, config: {} }), isBuildError(field), `${op} ${field}=${JSON.stringify(value)}`);
      }
    }
  });

  test('v0.3: a resource id with a "/" in it never fits (property)', () => {
    const withSlash = fc.tuple(resourceId, resourceId).map(([a, b]) => `${a}/${b}`);
    fc.assert(
      fc.property(withSlash, (id) => {
        assert.throws(() => v0_3.routes.build("GetTask", { name: `tasks/${id}` }), isBuildError("name"));
        assert.throws(() => v0_3.routes.build("ListTaskPushNotificationConfig", { parent: `tasks/${id}` }), isBuildError("parent"));
        assert.throws(
          () => v0_3.routes.build("CreateTaskPushNotificationConfig", { parent: `task/${id}/pushNotificationConfigs`, config: {} }),
          isBuildError("parent"),
        );
      }),
      { numRuns: RUNS },
    );
  });

  test("a missing or empty path field is a BuildError", () => {
    assert.throws(() => v1_0.routes.build("GetTask", {}), isBuildError());
    assert.throws(() => v1_0.routes.build("GetTask", { id: "" }), isBuildError());
    assert.throws(() => v1_0.routes.build("GetTaskPushNotificationConfig", { taskId: "a" }), isBuildError());
    assert.throws(() => v0_3.routes.build("GetTask", {}), isBuildError());
    assert.throws(() => v0_3.routes.build("GetTask", { name: "" }), isBuildError());
  });

  test("a lone surrogate has no UTF-8 form: BuildError, in the path or in the query", () => {
    assert.throws(() => v1_0.routes.build("GetTask", { id: "a\ud800b" }), isBuildError());
    assert.throws(() => v1_0.routes.build("GetTask", { tenant: "\udc00", id: "a" }), isBuildError());
    assert.throws(() => v0_3.routes.build("GetTask", { name: "tasks/\ud800" }), isBuildError());
    assert.throws(() => v1_0.routes.build("ListTasks", { contextId: "\ud800" }), isBuildError("contextId"));
  });

  test("an unknown operation is a BuildError", () => {
    assert.throws(() => v0_3.routes.build("ListTasks", {}), isBuildError());
    assert.throws(() => v1_0.routes.build("TaskSubscription", { name: "tasks/a" }), isBuildError());
  });
});
