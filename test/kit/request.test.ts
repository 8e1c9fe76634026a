// Request assembly and base paths, over the generated route tables (and one hand-made table for a
// nested path field, which A2A's own routes do not have). Expectations come from google.api.http's
// `body` rules, the quick reference (§11.5 query parameters, tenant routes) and the peer notes.
import { test } from "node:test";
import assert from "node:assert/strict";
import fc from "fast-check";
import { v0_3, v1_0 } from "@a2a-bindgen/a2a";
import { createRouteTable, type MatchResult, type RouteTableSpec } from "@a2a-bindgen/runtime/routes";
import { BasePathError, assembleRequest, basePathOf, mountRoutes, normalizeBasePath, stripBasePath } from "@a2a-bindgen/kit";

function matched(r: MatchResult | { kind: "not_mounted" }) {
  assert.equal(r.kind, "match", JSON.stringify(r));
  return r as Extract<MatchResult, { kind: "match" }>;
}

const message = { messageId: "m1", role: "ROLE_USER", parts: [{ text: "hi" }] };

test("body *: the body is the request; the tenant from the path wins and the disagreeing body value is reported", () => {
  const r = matched(v1_0.routes.match("POST", "/t1/message:send"));
  const a = assembleRequest(r, { tenant: "t2", message });
  assert.deepEqual(a, {
    ok: true,
    operation: "SendMessage",
    request: { tenant: "t1", message },
    conflicts: [{ field: "tenant", path: "t1", body: "t2" }],
  });
  // The same tenant in both places is no conflict.
  const same = assembleRequest(r, { tenant: "t1", message });
  assert.ok(same.ok && same.conflicts.length === 0 && same.request.tenant === "t1");
});

test("body *: the task id from the path wins over the body's id (CancelTask)", () => {
  const r = matched(v1_0.routes.match("POST", "/tasks/abc:cancel"));
  const a = assembleRequest(r, { id: "xyz", metadata: { k: 1 } });
  assert.deepEqual(a, {
    ok: true,
    operation: "CancelTask",
    request: { id: "abc", metadata: { k: 1 } },
    conflicts: [{ field: "id", path: "abc", body: "xyz" }],
  });
});

test("body *: the push config's task id comes from the path (v1.0 CreateTaskPushNotificationConfig)", () => {
  const r = matched(v1_0.routes.match("POST", "/tasks/t-9/pushNotificationConfigs"));
  const a = assembleRequest(r, { id: "cfg", url: "https://example.com/hook" });
  assert.deepEqual(a, {
    ok: true,
    operation: "CreateTaskPushNotificationConfig",
    request: { taskId: "t-9", id: "cfg", url: "https://example.com/hook" },
    conflicts: [],
  });
});

test('a named body (v0.3 create push config, body "config") goes into that field, beside the path\'s parent', () => {
  const b = v0_3.routes.bindings.find((x) => x.operation === "CreateTaskPushNotificationConfig" && x.binding === "primary");
  assert.equal(b?.body, "config");
  const r = matched(v0_3.routes.match("POST", "/v1/task/abc/pushNotificationConfigs"));
  const config = { name: "task/abc/pushNotificationConfigs/c1", pushNotificationConfig: { url: "https://example.com/hook" } };
  const a = assembleRequest(r, config);
  assert.deepEqual(a, {
    ok: true,
    operation: "CreateTaskPushNotificationConfig",
    request: { parent: "task/abc/pushNotificationConfigs", config },
    conflicts: [],
  });
  // The README's old `{ ...r.request, ...body }` put the config's members at the top, where nothing reads them.
  assert.equal(Object.hasOwn({ ...r.request, ...config }, "config"), false);
});

test("no body: GET query parameters arrive typed (§11.5), and a body with content is refused", () => {
  const r = matched(v1_0.routes.match("GET", "/tasks?contextId=c1&status=TASK_STATE_WORKING&pageSize=10"));
  assert.deepEqual(assembleRequest(r, undefined), {
    ok: true,
    operation: "ListTasks",
    request: { contextId: "c1", status: "TASK_STATE_WORKING", pageSize: 10 },
    conflicts: [],
  });
  assert.ok(assembleRequest(r, {}).ok, "an empty object is no content");
  assert.ok(assembleRequest(r, null).ok);
  const refused = assembleRequest(r, { contextId: "c2" });
  assert.deepEqual(refused, { ok: false, operation: "ListTasks", field: "$", reason: "ListTasks's route carries no body, but one was sent" });
});

test("query parameters (§11.5): booleans, integers and timestamps typed from the schema; a query on body * is not read", () => {
  const r = matched(v1_0.routes.match("GET", "/t1/tasks?includeArtifacts=true&historyLength=3&statusTimestampAfter=2026-01-02T03:04:05Z&bogus=1"));
  assert.deepEqual(assembleRequest(r, undefined), {
    ok: true,
    operation: "ListTasks",
    request: { tenant: "t1", includeArtifacts: true, historyLength: 3, statusTimestampAfter: "2026-01-02T03:04:05Z" },
    conflicts: [],
  });
  assert.deepEqual(r.unknownQuery, ["bogus"]);
  // google.api.http: with body "*" every field comes from the body, none from the query.
  const send = matched(v1_0.routes.match("POST", "/message:send?tenant=q"));
  assert.deepEqual(assembleRequest(send, { message }), { ok: true, operation: "SendMessage", request: { message }, conflicts: [] });
});

test("body * must be an object; null is an empty body (Go and Python v0.3 clients send it)", () => {
  const r = matched(v1_0.routes.match("POST", "/message:send"));
  for (const body of [[1], "x", 3, true]) {
    const a = assembleRequest(r, body);
    assert.ok(!a.ok && a.field === "$" && /must be a JSON object/.test(a.reason), JSON.stringify(body));
  }
  assert.deepEqual(assembleRequest(r, null), { ok: true, operation: "SendMessage", request: {}, conflicts: [] });
});

// A table with a nested path field under body "*": PATCH /configs/{config.id}.
const nested: RouteTableSpec = {
  bindings: [
    {
      operation: "UpdateConfig",
      binding: "primary",
      method: "PATCH",
      template: "/configs/{config.id}",
      pattern: { segments: ["configs", "*"], verb: null, variables: [{ fieldPath: ["config", "id"], start: 1, end: 2, multiSegment: false }] },
      body: "*",
      responseBody: null,
      requestType: "t.UpdateConfigRequest",
      precedence: 0,
    },
  ],
  messages: {
    "t.UpdateConfigRequest": {
      name: "t.UpdateConfigRequest",
      fields: [{ name: "config", jsonName: "config", kind: "message", message: "t.Config", repeated: false, explicitPresence: true }],
    },
    "t.Config": {
      name: "t.Config",
      fields: [
        { name: "id", jsonName: "id", kind: "scalar", scalar: "string", repeated: false, explicitPresence: false },
        { name: "url", jsonName: "url", kind: "scalar", scalar: "string", repeated: false, explicitPresence: false },
      ],
    },
  },
  enums: {},
};

test("a nested path field survives under body * (config.id), and wins over the body's", () => {
  const table = createRouteTable(nested);
  const r = matched(table.match("PATCH", "/configs/c1"));
  assert.deepEqual(assembleRequest(r, { config: { url: "u" } }), {
    ok: true,
    operation: "UpdateConfig",
    request: { config: { id: "c1", url: "u" } },
    conflicts: [],
  });
  assert.deepEqual(assembleRequest(r, { config: { id: "c2", url: "u" } }), {
    ok: true,
    operation: "UpdateConfig",
    request: { config: { id: "c1", url: "u" } },
    conflicts: [{ field: "config.id", path: "c1", body: "c2" }],
  });
  // A body `config` that is not an object is replaced by the path's, and reported.
  const scalar = assembleRequest(r, { config: "oops" });
  assert.deepEqual(scalar, {
    ok: true,
    operation: "UpdateConfig",
    request: { config: { id: "c1" } },
    conflicts: [{ field: "config", path: { id: "c1" }, body: "oops" }],
  });
  // The caller's body is not changed.
  const body = { config: { url: "u" } };
  assembleRequest(r, body);
  assert.deepEqual(body, { config: { url: "u" } });
});

test("hostile bodies: __proto__ stays a plain key, a 100,000-deep body is placed without walking it", () => {
  const r = matched(v1_0.routes.match("POST", "/t1/message:send"));
  const body = JSON.parse('{"__proto__":{"polluted":true},"tenant":"x"}');
  const a = assembleRequest(r, body);
  assert.ok(a.ok);
  assert.equal(Object.getPrototypeOf(a.request), Object.prototype);
  assert.deepEqual(Object.keys(a.request).sort(), ["__proto__", "tenant"]);
  assert.equal(({} as Record<string, unknown>).polluted, undefined);
  const deep = JSON.parse('{"message":' + '{"a":'.repeat(100_000) + "1" + "}".repeat(100_001));
  assert.ok(assembleRequest(r, deep).ok);
});

test("base path: mounted under /api, POST /api/message:send is SendMessage without a tenant", () => {
  // The bug being fixed: the bare table reads "api" as a tenant.
  assert.equal(matched(v1_0.routes.match("POST", "/api/message:send")).request.tenant, "api");
  const api = mountRoutes(v1_0.routes, "/api/");
  assert.equal(api.basePath, "/api");
  const r = matched(api.match("POST", "/api/message:send"));
  assert.equal(r.operation, "SendMessage");
  assert.deepEqual(r.request, {});
  assert.equal(matched(api.match("POST", "/api/t1/message:send")).request.tenant, "t1");
  assert.equal(matched(api.match("GET", "/api/tasks?pageSize=5")).query.pageSize, 5);
  assert.deepEqual(api.match("POST", "/apiv2/message:send"), { kind: "not_mounted", basePath: "/api" });
  assert.deepEqual(api.match("POST", "/message:send"), { kind: "not_mounted", basePath: "/api" });
  assert.equal(api.match("GET", "/api").kind, "not_found");
  const built = api.build("GetTask", { id: "a/b", tenant: "t1" });
  assert.equal(built.path, "/api/t1/tasks/a%2Fb");
  assert.equal(built.url, "/api/t1/tasks/a%2Fb");
  assert.equal(mountRoutes(v1_0.routes, "").build("GetTask", { id: "x" }).url, "/tasks/x");
});

test("a mounted table answers hostile targets: long, odd, names like __proto__", () => {
  const api = mountRoutes(v1_0.routes, "/api");
  assert.equal(api.match("GET", "/api/" + "a/".repeat(100_000)).kind, "not_found");
  assert.equal(api.match("GET", "/api/tasks/__proto__").kind, "match");
  assert.equal(matched(api.match("GET", "/api/__proto__/tasks/constructor")).request.tenant, "__proto__");
  for (const target of ["", "?", "api", "//api/tasks", "/api%2Ftasks"]) assert.ok(["not_mounted", "not_found"].includes(api.match("GET", target).kind), target);
});

test("base paths: normalised, or refused naming the value", () => {
  assert.equal(normalizeBasePath("/"), "");
  assert.equal(normalizeBasePath(""), "");
  assert.equal(normalizeBasePath("/a2a/rest"), "/a2a/rest");
  for (const bad of ["api", "/a?b", "/a#b", "/a//b"]) assert.throws(() => normalizeBasePath(bad), BasePathError, bad);
  assert.equal(stripBasePath("/api", "/api?x=1"), "/?x=1");
  assert.equal(stripBasePath("/api", "/api"), "/");
  assert.equal(stripBasePath("/api", "/API/x"), null);
  assert.equal(basePathOf("http://127.0.0.1:4000/a2a/rest"), "/a2a/rest");
  assert.equal(basePathOf("https://agent.example/"), "");
  assert.equal(basePathOf("127.0.0.1:41301"), undefined);
  assert.equal(basePathOf("not a url"), undefined);
});

test("property: assembleRequest answers every JSON body on every kind of binding, and the path values always survive", () => {
  const matches = [
    matched(v1_0.routes.match("POST", "/t1/tasks/abc:cancel")),
    matched(v1_0.routes.match("GET", "/tasks?pageSize=5")),
    matched(v0_3.routes.match("POST", "/v1/task/abc/pushNotificationConfigs")),
  ];
  fc.assert(
    fc.property(fc.option(fc.jsonValue(), { nil: undefined }), fc.constantFrom(0, 1, 2), (body, k) => {
      const r = matches[k];
      const a = assembleRequest(r, body);
      if (!a.ok) {
        assert.ok(a.field.length > 0 && a.reason.length > 0);
        return;
      }
      for (const [key, value] of Object.entries(r.request)) assert.deepEqual(a.request[key], value, key);
    }),
    { numRuns: 400 },
  );
});
