// The examples: matches and builds that must hold for the generated A2A tables.
// Expected values come from the protos (a2a-proto-facts.md §2.1, §2.2, §7 items 3–8, §11).

import { describe, test } from "node:test";
import assert from "node:assert/strict";

import { v1_0, v0_3 } from "@a2a-bindgen/a2a";
import { BuildError, type MatchResult } from "@a2a-bindgen/runtime";

type Matched = Extract<MatchResult, { kind: "match" }>;

function mustMatch(m: MatchResult, what: string): Matched {
  assert.equal(m.kind, "match", `${what}: expected a match, got ${JSON.stringify(m)}`);
  return m as Matched;
}

function queryPairs(query: string): [string, string][] {
  return [...new URLSearchParams(query)];
}

describe("v1.0.1 matching", () => {
  test("GET /tasks/extendedAgentCard → GetTask with id extendedAgentCard (literal /tasks beats {tenant})", () => {
    const m = mustMatch(v1_0.routes.match("GET", "/tasks/extendedAgentCard"), "GET /tasks/extendedAgentCard");
    assert.equal(m.operation, "GetTask");
    assert.deepEqual(m.path, { id: "extendedAgentCard" });
    assert.equal(m.binding.binding, "primary");
    assert.equal(m.binding.template, "/tasks/{id=*}");
  });

  test("GET /t1/extendedAgentCard → GetExtendedAgentCard with tenant t1", () => {
    const m = mustMatch(v1_0.routes.match("GET", "/t1/extendedAgentCard"), "GET /t1/extendedAgentCard");
    assert.equal(m.operation, "GetExtendedAgentCard");
    assert.deepEqual(m.path, { tenant: "t1" });
    assert.deepEqual(m.request, { tenant: "t1" });
    assert.equal(m.binding.binding, "additional_bindings[0]");
  });

  test("GET /extendedAgentCard → GetExtendedAgentCard, no path values", () => {
    const m = mustMatch(v1_0.routes.match("GET", "/extendedAgentCard"), "GET /extendedAgentCard");
    assert.equal(m.operation, "GetExtendedAgentCard");
    assert.deepEqual(m.path, {});
    assert.equal(m.binding.binding, "primary");
  });

  test("GET /t1/tasks/abc:subscribe → SubscribeToTask, tenant t1, id abc", () => {
    const m = mustMatch(v1_0.routes.match("GET", "/t1/tasks/abc:subscribe"), "GET /t1/tasks/abc:subscribe");
    assert.equal(m.operation, "SubscribeToTask");
    assert.deepEqual(m.path, { tenant: "t1", id: "abc" });
    assert.equal(m.binding.binding, "additional_bindings[0]");
  });

  test("GET /tasks/abc:subscribe → SubscribeToTask id abc, never GetTask with id abc:subscribe", () => {
    const m = mustMatch(v1_0.routes.match("GET", "/tasks/abc:subscribe"), "GET /tasks/abc:subscribe");
    assert.equal(m.operation, "SubscribeToTask");
    assert.deepEqual(m.path, { id: "abc" });
    assert.notDeepEqual({ op: m.operation, path: m.path }, { op: "GetTask", path: { id: "abc:subscribe" } });
  });

  test("an escaped colon is data: GET /tasks/abc%3Asubscribe → GetTask id abc:subscribe", () => {
    const m = mustMatch(v1_0.routes.match("GET", "/tasks/abc%3Asubscribe"), "GET /tasks/abc%3Asubscribe");
    assert.equal(m.operation, "GetTask");
    assert.deepEqual(m.path, { id: "abc:subscribe" });
  });

  test("POST /tasks/abc:cancel → CancelTask id abc", () => {
    const m = mustMatch(v1_0.routes.match("POST", "/tasks/abc:cancel"), "POST /tasks/abc:cancel");
    assert.equal(m.operation, "CancelTask");
    assert.deepEqual(m.path, { id: "abc" });
  });

  test("DELETE /tasks/a/pushNotificationConfigs → 405, Allow GET, POST", () => {
    assert.deepEqual(v1_0.routes.match("DELETE", "/tasks/a/pushNotificationConfigs"), { kind: "method_not_allowed", allowed: ["GET", "POST"] });
  });

  test("GET/DELETE /tasks/a/pushNotificationConfigs/c → Get/Delete config with taskId a, id c", () => {
    const g = mustMatch(v1_0.routes.match("GET", "/tasks/a/pushNotificationConfigs/c"), "GET");
    assert.equal(g.operation, "GetTaskPushNotificationConfig");
    assert.deepEqual(g.path, { taskId: "a", id: "c" });
    const d = mustMatch(v1_0.routes.match("DELETE", "/tasks/a/pushNotificationConfigs/c"), "DELETE");
    assert.equal(d.operation, "DeleteTaskPushNotificationConfig");
    assert.deepEqual(d.path, { taskId: "a", id: "c" });
    assert.deepEqual(v1_0.routes.match("PUT", "/tasks/a/pushNotificationConfigs/c"), { kind: "method_not_allowed", allowed: ["DELETE", "GET"] });
  });

  test("POST /v1/message:send under 1.0 → SendMessage with tenant v1 (additional binding)", () => {
    const m = mustMatch(v1_0.routes.match("POST", "/v1/message:send"), "POST /v1/message:send");
    assert.equal(m.operation, "SendMessage");
    assert.deepEqual(m.path, { tenant: "v1" });
    assert.equal(m.binding.binding, "additional_bindings[0]");
    assert.equal(m.binding.template, "/{tenant}/message:send");
  });

  test("GET /tasks/tasks → GetTask id tasks (not ListTasks with tenant tasks)", () => {
    const m = mustMatch(v1_0.routes.match("GET", "/tasks/tasks"), "GET /tasks/tasks");
    assert.equal(m.operation, "GetTask");
    assert.deepEqual(m.path, { id: "tasks" });
  });

  test("GET /tasks/tasks/pushNotificationConfigs → ListTaskPushNotificationConfigs taskId tasks, not GetTask", () => {
    const m = mustMatch(v1_0.routes.match("GET", "/tasks/tasks/pushNotificationConfigs"), "GET /tasks/tasks/pushNotificationConfigs");
    assert.equal(m.operation, "ListTaskPushNotificationConfigs");
    assert.deepEqual(m.path, { taskId: "tasks" });
    assert.equal(m.binding.binding, "primary");
  });

  test("GET /tasks/tasks/pushNotificationConfigs/pushNotificationConfigs → GetTaskPushNotificationConfig, not tenant-prefixed List", () => {
    const m = mustMatch(v1_0.routes.match("GET", "/tasks/tasks/pushNotificationConfigs/pushNotificationConfigs"), "GET");
    assert.equal(m.operation, "GetTaskPushNotificationConfig");
    assert.deepEqual(m.path, { taskId: "tasks", id: "pushNotificationConfigs" });
  });

  test("overlaps lists every ambiguous GET pair with the literal-first winner", () => {
    // Derived by hand from §2.1: a /{tenant}/… template collides with an unprefixed one when
    // tenant = "tasks" and the rest lines up. Literal "tasks" at segment 0 beats {tenant}.
    // The fourth pair is the same collision one segment deeper (GET config vs tenant List).
    const want = [
      { method: "GET", winner: ["GetTask", "/tasks/{id=*}"], loser: ["GetExtendedAgentCard", "/{tenant}/extendedAgentCard"] },
      { method: "GET", winner: ["GetTask", "/tasks/{id=*}"], loser: ["ListTasks", "/{tenant}/tasks"] },
      {
        method: "GET",
        winner: ["ListTaskPushNotificationConfigs", "/tasks/{task_id=*}/pushNotificationConfigs"],
        loser: ["GetTask", "/{tenant}/tasks/{id=*}"],
      },
      {
        method: "GET",
        winner: ["GetTaskPushNotificationConfig", "/tasks/{task_id=*}/pushNotificationConfigs/{id=*}"],
        loser: ["ListTaskPushNotificationConfigs", "/{tenant}/tasks/{task_id=*}/pushNotificationConfigs"],
      },
    ];
    const got = v1_0.overlaps.map((o) => ({
      method: o.method,
      winner: [o.winner.operation, o.winner.template],
      loser: [o.loser.operation, o.loser.template],
    }));
    const key = (x: { winner: string[]; loser: string[] }) => x.winner.join(" ") + " > " + x.loser.join(" ");
    assert.deepEqual(got.map(key).sort(), want.map(key).sort());
    for (const o of v1_0.overlaps) assert.ok(o.winner.precedence < o.loser.precedence, `${key({ winner: [o.winner.template], loser: [o.loser.template] })}`);
  });

  test("v0.3 has no overlapping templates", () => {
    assert.deepEqual([...v0_3.overlaps], []);
  });
});

describe("v0.3.0 matching", () => {
  test("GET /v1/tasks/abc → GetTask, name tasks/abc", () => {
    const m = mustMatch(v0_3.routes.match("GET", "/v1/tasks/abc"), "GET /v1/tasks/abc");
    assert.equal(m.operation, "GetTask");
    assert.deepEqual(m.path, { name: "tasks/abc" });
    assert.deepEqual(m.request, { name: "tasks/abc" });
  });

  test("GET /v1/tasks/abc?historyLength=3 → GetTask with historyLength 3", () => {
    const m = mustMatch(v0_3.routes.match("GET", "/v1/tasks/abc?historyLength=3"), "GET");
    assert.equal(m.operation, "GetTask");
    assert.deepEqual(m.query, { historyLength: 3 });
    assert.deepEqual(m.request, { name: "tasks/abc", historyLength: 3 });
  });

  test("GET /v1/tasks/abc:subscribe → TaskSubscription name tasks/abc, never GetTask name tasks/abc:subscribe", () => {
    const m = mustMatch(v0_3.routes.match("GET", "/v1/tasks/abc:subscribe"), "GET /v1/tasks/abc:subscribe");
    assert.equal(m.operation, "TaskSubscription");
    assert.deepEqual(m.path, { name: "tasks/abc" });
  });

  test("POST /v1/tasks/abc:cancel → CancelTask name tasks/abc", () => {
    const m = mustMatch(v0_3.routes.match("POST", "/v1/tasks/abc:cancel"), "POST /v1/tasks/abc:cancel");
    assert.equal(m.operation, "CancelTask");
    assert.deepEqual(m.path, { name: "tasks/abc" });
  });

  test("POST /v1/task/abc/pushNotificationConfigs → CreateTaskPushNotificationConfig, parent task/abc/pushNotificationConfigs", () => {
    const m = mustMatch(v0_3.routes.match("POST", "/v1/task/abc/pushNotificationConfigs?configId=c1"), "POST");
    assert.equal(m.operation, "CreateTaskPushNotificationConfig");
    assert.deepEqual(m.path, { parent: "task/abc/pushNotificationConfigs" });
    assert.deepEqual(m.query, { configId: "c1" });
    assert.equal(m.binding.body, "config");
  });

  test("GET /v1/tasks/abc/pushNotificationConfigs → List (singular rpc), parent tasks/abc", () => {
    const m = mustMatch(v0_3.routes.match("GET", "/v1/tasks/abc/pushNotificationConfigs"), "GET");
    assert.equal(m.operation, "ListTaskPushNotificationConfig");
    assert.deepEqual(m.path, { parent: "tasks/abc" });
  });

  test("GET/DELETE /v1/tasks/abc/pushNotificationConfigs/c1 → name tasks/abc/pushNotificationConfigs/c1", () => {
    const g = mustMatch(v0_3.routes.match("GET", "/v1/tasks/abc/pushNotificationConfigs/c1"), "GET");
    assert.equal(g.operation, "GetTaskPushNotificationConfig");
    assert.deepEqual(g.path, { name: "tasks/abc/pushNotificationConfigs/c1" });
    const d = mustMatch(v0_3.routes.match("DELETE", "/v1/tasks/abc/pushNotificationConfigs/c1"), "DELETE");
    assert.equal(d.operation, "DeleteTaskPushNotificationConfig");
    assert.deepEqual(d.path, { name: "tasks/abc/pushNotificationConfigs/c1" });
  });

  test("GET /v1/card → GetAgentCard", () => {
    const m = mustMatch(v0_3.routes.match("GET", "/v1/card"), "GET /v1/card");
    assert.equal(m.operation, "GetAgentCard");
    assert.deepEqual(m.path, {});
  });

  test("POST /v1/message:send under 0.3 → the v0.3 SendMessage (primary, no tenant)", () => {
    const m = mustMatch(v0_3.routes.match("POST", "/v1/message:send"), "POST /v1/message:send");
    assert.equal(m.operation, "SendMessage");
    assert.deepEqual(m.path, {});
    assert.equal(m.binding.binding, "primary");
    assert.equal(m.binding.requestType, "a2a.v1.SendMessageRequest");
  });

  test("v0.3 has no ListTasks route: GET /v1/tasks is not found", () => {
    assert.deepEqual(v0_3.routes.match("GET", "/v1/tasks"), { kind: "not_found" });
  });
});

describe("query parameters", () => {
  test("GET: non-path fields come from the query, typed; on an unprefixed route tenant travels as ?tenant=", () => {
    const m = mustMatch(v1_0.routes.match("GET", "/tasks/abc?tenant=t1&historyLength=2"), "GET");
    assert.equal(m.operation, "GetTask");
    assert.deepEqual(m.path, { id: "abc" });
    assert.deepEqual(m.query, { tenant: "t1", historyLength: 2 });
    assert.deepEqual(m.request, { id: "abc", tenant: "t1", historyLength: 2 });
  });

  test("GET: the path wins over a query key naming a path-bound field", () => {
    const m = mustMatch(v1_0.routes.match("GET", "/t1/tasks/abc?tenant=t2&id=zzz"), "GET");
    assert.deepEqual(m.request, { tenant: "t1", id: "abc" });
  });

  test("GET /tasks: enum by number comes back by name; unknown keys are listed, not fatal", () => {
    const m = mustMatch(v1_0.routes.match("GET", "/tasks?status=2&foo=1"), "GET");
    assert.deepEqual(m.query, { status: "TASK_STATE_WORKING" });
    assert.deepEqual(m.unknownQuery, ["foo"]);
  });

  test("GET /tasks: values of the wrong type are bad_request, naming the field", () => {
    for (const [q, field] of [
      ["status=NOPE", "status"],
      ["pageSize=abc", "pageSize"],
      ["pageSize=2147483648", "pageSize"],
      ["includeArtifacts=yes", "includeArtifacts"],
      ["pageSize=1&pageSize=2", "pageSize"],
    ] as const) {
      const m = v1_0.routes.match("GET", `/tasks?${q}`);
      assert.equal(m.kind, "bad_request", q);
      if (m.kind === "bad_request") {
        assert.equal(m.operation, "ListTasks");
        assert.equal(m.field, field, q);
      }
    }
  });

  test("multi-segment capture keeps an escaped slash escaped (v0.3 name)", () => {
    const m = mustMatch(v0_3.routes.match("GET", "/v1/tasks/abc%2Fdef"), "GET");
    assert.equal(m.operation, "GetTask");
    assert.deepEqual(m.path, { name: "tasks/abc%2Fdef" });
    const s = mustMatch(v1_0.routes.match("GET", "/tasks/abc%2Fdef"), "GET");
    assert.deepEqual(s.path, { id: "abc/def" });
  });

  test("an empty segment never binds a variable", () => {
    assert.deepEqual(v1_0.routes.match("GET", "/tasks/"), { kind: "not_found" });
    assert.deepEqual(v1_0.routes.match("GET", "/tasks//pushNotificationConfigs"), { kind: "not_found" });
  });

  // a2a-proto-facts.md §7 items 4–6 (google.api.http rules): a query parameter maps only to a
  // field bound by neither the path nor the body. With body "*" every such field is in the body,
  // so nothing comes from the query ("on the unprefixed v1 routes, tenant can only travel as
  // ?tenant= (GET/DELETE) or in the body (POST)"); with body "config" the config is body-only.
  // Whether the stray key is ignored or rejected is the runtime's choice; it must never be read.
  const bodyCovered: [typeof v1_0 | typeof v0_3, string, string, Record<string, string>][] = [
    [v1_0, "POST", "/message:send?tenant=x", {}],
    [v1_0, "POST", "/tasks/abc:cancel?tenant=x", { id: "abc" }],
    [v1_0, "POST", "/tasks/abc/pushNotificationConfigs?url=u&token=t", { taskId: "abc" }],
    [v0_3, "POST", "/v1/message:send?message.message_id=x", {}],
    [v0_3, "POST", "/v1/task/abc/pushNotificationConfigs?config.name=x", { parent: "task/abc/pushNotificationConfigs" }],
  ];
  for (const [mod, method, url, path] of bodyCovered) {
    test(`${method} ${url} (v${mod.release}): body-covered fields are not read from the query`, () => {
      const m = mod.routes.match(method, url);
      assert.ok(m.kind === "match" || m.kind === "bad_request", JSON.stringify(m));
      if (m.kind !== "match") return;
      assert.deepEqual(m.path, path);
      assert.deepEqual(m.query, {}, `query carries body-covered fields: ${JSON.stringify(m.query)}`);
      assert.deepEqual(m.request, path);
    });
  }

  test("v0.3 Create: configId (neither path nor body) is read from the query next to a body-only config", () => {
    const m = mustMatch(v0_3.routes.match("POST", "/v1/task/abc/pushNotificationConfigs?configId=c"), "POST");
    assert.deepEqual(m.query, { configId: "c" });
    assert.deepEqual(m.request, { parent: "task/abc/pushNotificationConfigs", configId: "c" });
  });
});

describe("v0.3.0 build", () => {
  test("CreateTaskPushNotificationConfig: just the config in the body, configId in the query", () => {
    const config = { name: "tasks/abc/pushNotificationConfigs/c1", pushNotificationConfig: { id: "c1", url: "https://example.com/hook", token: "t" } };
    const built = v0_3.routes.build("CreateTaskPushNotificationConfig", { parent: "task/abc/pushNotificationConfigs", configId: "c1", config });
    assert.equal(built.method, "POST");
    assert.equal(built.path, "/v1/task/abc/pushNotificationConfigs");
    assert.equal(built.query, "configId=c1");
    assert.equal(built.url, "/v1/task/abc/pushNotificationConfigs?configId=c1");
    assert.deepEqual(built.body, config);
    assert.equal(built.binding.binding, "primary");
  });

  test("GetTask name tasks/abc → GET /v1/tasks/abc", () => {
    const built = v0_3.routes.build("GetTask", { name: "tasks/abc", historyLength: 5 });
    assert.equal(built.method, "GET");
    assert.equal(built.url, "/v1/tasks/abc?historyLength=5");
    assert.equal(built.body, undefined);
  });

  test("CancelTask: name in the path, nothing else left for the body", () => {
    const built = v0_3.routes.build("CancelTask", { name: "tasks/abc" });
    assert.equal(built.url, "/v1/tasks/abc:cancel");
    assert.deepEqual(built.body, {});
  });
});

describe("v1.0.1 build", () => {
  test("GetTask {id: a/b, tenant: t1} → GET /t1/tasks/a%2Fb", () => {
    const built = v1_0.routes.build("GetTask", { id: "a/b", tenant: "t1" });
    assert.equal(built.method, "GET");
    assert.equal(built.path, "/t1/tasks/a%2Fb");
    assert.equal(built.query, "");
    assert.equal(built.url, "/t1/tasks/a%2Fb");
    assert.equal(built.body, undefined);
    assert.equal(built.binding.binding, "additional_bindings[0]");
  });

  test("GetTask without tenant → GET /tasks/{id}; empty tenant counts as absent", () => {
    assert.equal(v1_0.routes.build("GetTask", { id: "abc" }).url, "/tasks/abc");
    const built = v1_0.routes.build("GetTask", { id: "abc", tenant: "" });
    assert.equal(built.url, "/tasks/abc");
    assert.equal(built.binding.binding, "primary");
  });

  test("single-segment variables escape everything outside [-_.~0-9A-Za-z]", () => {
    assert.equal(v1_0.routes.build("GetTask", { id: "a b+c:d?e#f%g/h~i.j-k_l" }).path, "/tasks/a%20b%2Bc%3Ad%3Fe%23f%25g%2Fh~i.j-k_l");
    assert.equal(v1_0.routes.build("GetTask", { id: "é" }).path, "/tasks/%C3%A9");
  });

  test("SendMessage without tenant → POST /message:send with the whole request as body", () => {
    const request = {
      message: { messageId: "m1", role: "ROLE_USER", parts: [{ text: "hi" }] },
      configuration: { acceptedOutputModes: ["text/plain"], historyLength: 0 },
      metadata: { k: "v" },
    };
    const built = v1_0.routes.build("SendMessage", request);
    assert.equal(built.method, "POST");
    assert.equal(built.path, "/message:send");
    assert.equal(built.query, "");
    assert.equal(built.url, "/message:send");
    assert.deepEqual(built.body, request);
    assert.equal(built.binding.binding, "primary");
  });

  test("SendMessage with tenant t1 → POST /t1/message:send, tenant not repeated in the body", () => {
    const message = { messageId: "m1", role: "ROLE_USER", parts: [{ text: "hi" }] };
    const built = v1_0.routes.build("SendMessage", { tenant: "t1", message });
    assert.equal(built.url, "/t1/message:send");
    assert.deepEqual(built.body, { message });
  });

  test("CancelTask with tenant → POST /t1/tasks/abc:cancel, body without tenant and id", () => {
    const built = v1_0.routes.build("CancelTask", { tenant: "t1", id: "abc", metadata: { why: "done" } });
    assert.equal(built.url, "/t1/tasks/abc:cancel");
    assert.deepEqual(built.body, { metadata: { why: "done" } });
  });

  test("ListTasks: explicit-presence zero/false and set fields go to the query by camelCase name; implicit defaults do not", () => {
    const after = "2025-01-02T03:04:05.678Z";
    for (const status of ["TASK_STATE_WORKING", 2] as const) {
      const built = v1_0.routes.build("ListTasks", {
        pageSize: 0,
        includeArtifacts: false,
        status,
        statusTimestampAfter: after,
        contextId: "",
        pageToken: "",
      });
      assert.equal(built.method, "GET");
      assert.equal(built.path, "/tasks");
      assert.equal(built.body, undefined);
      const pairs = queryPairs(built.query);
      assert.deepEqual(
        Object.fromEntries(pairs),
        { pageSize: "0", includeArtifacts: "false", status: "TASK_STATE_WORKING", statusTimestampAfter: after },
        `status given as ${JSON.stringify(status)}: ${built.query}`,
      );
      assert.equal(pairs.length, 4, built.query);
      assert.ok(!pairs.some(([k]) => k === "contextId" || k === "pageToken"), built.query);

      // And the server side reads the same values back, typed.
      const m = mustMatch(v1_0.routes.match("GET", built.url), built.url);
      assert.equal(m.operation, "ListTasks");
      assert.deepEqual(m.query, { pageSize: 0, includeArtifacts: false, status: "TASK_STATE_WORKING", statusTimestampAfter: after });
    }
  });

  test("ListTasks: a Date timestamp travels as RFC 3339", () => {
    const built = v1_0.routes.build("ListTasks", { statusTimestampAfter: new Date(Date.UTC(2025, 0, 2, 3, 4, 5, 678)) });
    assert.deepEqual(queryPairs(built.query), [["statusTimestampAfter", "2025-01-02T03:04:05.678Z"]]);
  });

  test("ListTasks: historyLength 0 is sent (optional), status UNSPECIFIED / 0 is not (implicit)", () => {
    const a = v1_0.routes.build("ListTasks", { historyLength: 0, status: "TASK_STATE_UNSPECIFIED" });
    assert.deepEqual(queryPairs(a.query), [["historyLength", "0"]]);
    const b = v1_0.routes.build("ListTasks", { status: 0 });
    assert.equal(b.query, "");
    assert.equal(b.url, "/tasks");
  });

  test("ListTasks with tenant → /t1/tasks, tenant not in the query", () => {
    const built = v1_0.routes.build("ListTasks", { tenant: "t1", contextId: "c 1" });
    assert.equal(built.path, "/t1/tasks");
    assert.deepEqual(queryPairs(built.query), [["contextId", "c 1"]]);
  });

  test("ListTaskPushNotificationConfigs: pageSize is implicit int32, so 0 is not sent", () => {
    const built = v1_0.routes.build("ListTaskPushNotificationConfigs", { taskId: "a", pageSize: 0, pageToken: "p" });
    assert.equal(built.path, "/tasks/a/pushNotificationConfigs");
    assert.deepEqual(queryPairs(built.query), [["pageToken", "p"]]);
  });

  test("CreateTaskPushNotificationConfig: taskId in the path, the rest (id included) in the body", () => {
    const built = v1_0.routes.build("CreateTaskPushNotificationConfig", { taskId: "a", id: "c1", url: "https://example.com/hook" });
    assert.equal(built.url, "/tasks/a/pushNotificationConfigs");
    assert.deepEqual(built.body, { id: "c1", url: "https://example.com/hook" });
  });

  test("Get/Delete config → /tasks/{taskId}/pushNotificationConfigs/{id}", () => {
    assert.equal(v1_0.routes.build("GetTaskPushNotificationConfig", { taskId: "a", id: "c" }).url, "/tasks/a/pushNotificationConfigs/c");
    const d = v1_0.routes.build("DeleteTaskPushNotificationConfig", { tenant: "t", taskId: "a", id: "c" });
    assert.equal(d.method, "DELETE");
    assert.equal(d.url, "/t/tasks/a/pushNotificationConfigs/c");
    assert.equal(d.body, undefined);
  });
});

test("timestamps must be RFC 3339 both ways: a bad query value is a bad request, an unrepresentable Date a BuildError", () => {
  const bad = v1_0.routes.match("GET", "/tasks?statusTimestampAfter=notadate");
  assert.equal(bad.kind, "bad_request");
  if (bad.kind === "bad_request") assert.equal(bad.field, "statusTimestampAfter");
  const good = v1_0.routes.match("GET", "/tasks?statusTimestampAfter=1972-01-01T10%3A00%3A20.021-05%3A00");
  assert.equal(good.kind, "match");
  if (good.kind === "match") assert.deepEqual(good.query, { statusTimestampAfter: "1972-01-01T10:00:20.021-05:00" });
  assert.throws(() => v1_0.routes.build("ListTasks", { statusTimestampAfter: new Date("+010000-01-01T00:00:00Z") }), BuildError);
  assert.throws(() => v1_0.routes.build("ListTasks", { statusTimestampAfter: "yesterday" }), BuildError);
  assert.equal(
    v1_0.routes.build("ListTasks", { statusTimestampAfter: new Date(Date.UTC(2024, 4, 1, 12)) }).query,
    "statusTimestampAfter=2024-05-01T12%3A00%3A00.000Z",
  );
});
