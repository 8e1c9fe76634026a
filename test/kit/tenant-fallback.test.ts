// Tenant (§8.3.2 and the proto's /{tenant} bindings; I8) and fallbacks (issue 12 §9; quick reference §2
// "Where the documents disagree", §4, §5; I14). Expected values written by hand from those sections.

import assert from "node:assert/strict";
import { test } from "node:test";
import { v0_3, v1_0 } from "@a2a-bindgen/a2a";
import { fallbackPlan, isA2AErrorBody, isMethodError, resolveTenant, tryInOrder } from "@a2a-bindgen/kit";

test("I8: the tenant field and the /{tenant} prefix reach the same tenant", () => {
  assert.deepEqual(resolveTenant({ field: "t1" }), { tenant: "t1", from: "field", conflict: null });
  assert.deepEqual(resolveTenant({ path: "t1" }), { tenant: "t1", from: "path", conflict: null });
  assert.deepEqual(resolveTenant({ path: "t1", field: "t1" }), { tenant: "t1", from: "both", conflict: null });
});

test("a disagreement: the path's tenant is used and the field's is reported", () => {
  assert.deepEqual(resolveTenant({ path: "t1", field: "t2" }), { tenant: "t1", from: "both", conflict: { path: "t1", field: "t2" } });
});

test("no tenant: an empty string (the proto3 default) and non-strings name none", () => {
  assert.deepEqual(resolveTenant({ path: "", field: "" }), { tenant: null, from: "none", conflict: null });
  assert.deepEqual(resolveTenant({ field: 5 }), { tenant: null, from: "none", conflict: null });
});

test("the tenant from a real match of the generated route table, against the body's field", () => {
  const m = v1_0.routes.match("POST", "/t1/message:send");
  assert.equal(m.kind, "match");
  if (m.kind === "match") assert.deepEqual(resolveTenant({ path: m.path.tenant, field: "t2" }).conflict, { path: "t1", field: "t2" });
});

test("I14: subscribe over HTTP+JSON (1.0): GET first (the proto), then POST (the spec), each without and with the tenant prefix", () => {
  const plan = fallbackPlan("SubscribeToTask", { binding: "HTTP+JSON", version: "1.0" });
  assert.ok(plan);
  assert.deepEqual(
    plan.forms.map((f) => [f.method, f.from, f.routes.map((r) => r.template)]),
    [
      ["GET", "proto", ["/tasks/{id=*}:subscribe", "/{tenant}/tasks/{id=*}:subscribe"]],
      ["POST", "spec", ["/tasks/{id=*}:subscribe", "/{tenant}/tasks/{id=*}:subscribe"]],
    ],
  );
  // Each route names a binding of the version's generated tables.
  for (const f of plan.forms) {
    for (const r of f.routes) {
      const table = r.table === "canonical" ? v1_0.routes.bindings : v1_0.alternativeRoutes.bindings;
      const b = table.find((x) => x.binding === r.binding && x.operation === "SubscribeToTask");
      assert.equal(b?.method, f.method);
      assert.equal(b?.template, r.template);
    }
  }
});

test("v0.3 create push config: the plural route first with parent tasks/{taskId}, then the proto's singular with its own parent", () => {
  const plan = fallbackPlan("CreateTaskPushNotificationConfig", { binding: "HTTP+JSON", version: "0.3" });
  assert.ok(plan);
  assert.deepEqual(
    plan.forms.map((f) => [f.method, f.from, f.routes.map((r) => r.template), f.resource]),
    [
      ["POST", "spec", ["/v1/{parent=tasks/*}/pushNotificationConfigs"], { field: "parent", form: "tasks/{taskId}" }],
      ["POST", "proto", ["/v1/{parent=task/*/pushNotificationConfigs}"], { field: "parent", form: "task/{taskId}/pushNotificationConfigs" }],
    ],
  );
  // The parent forms build the URLs every server serves, then the proto's literal one.
  const plural = v0_3.alternativeRoutes.build("CreateTaskPushNotificationConfig", { parent: "tasks/abc", config: {} });
  assert.equal(plural.path, "/v1/tasks/abc/pushNotificationConfigs");
  const singular = v0_3.routes.build("CreateTaskPushNotificationConfig", { parent: "task/abc/pushNotificationConfigs", config: {} });
  assert.equal(singular.path, "/v1/task/abc/pushNotificationConfigs");
});

test("no plan where the documents agree, or for another binding", () => {
  assert.equal(fallbackPlan("GetTask", { binding: "HTTP+JSON", version: "1.0" }), null);
  assert.equal(fallbackPlan("SubscribeToTask", { binding: "JSONRPC", version: "1.0" }), null);
  assert.equal(fallbackPlan("__proto__", { binding: "HTTP+JSON", version: "1.0" }), null);
});

test("method errors: 405 and 501 always", () => {
  assert.equal(isMethodError({ status: 405 }), true);
  assert.equal(isMethodError({ status: 501, body: { error: { code: 501 } } }), true);
});

test("a 404 that is not an A2A error is a method error: Express's HTML page, an empty body, a proxy's JSON", () => {
  assert.equal(isMethodError({ status: 404, body: "<!DOCTYPE html><pre>Cannot GET /a2a/rest/tasks/x:subscribe</pre>" }), true);
  assert.equal(isMethodError({ status: 404 }), true);
  assert.equal(isMethodError({ status: 404, body: { error: "not found" } }), true);
  // An ErrorInfo of another domain is not A2A's.
  assert.equal(
    isMethodError({ status: 404, body: { error: { code: 404, details: [{ "@type": "type.googleapis.com/google.rpc.ErrorInfo", domain: "example.com" }] } } }),
    true,
  );
});

test("a 404 that is an A2A error is not: TaskNotFound with its ErrorInfo (1.0), or v0.3's bare {code: -32001}", () => {
  const v10 = {
    error: {
      code: 404,
      status: "NOT_FOUND",
      message: "Task not found",
      details: [{ "@type": "type.googleapis.com/google.rpc.ErrorInfo", reason: "TASK_NOT_FOUND", domain: "a2a-protocol.org" }],
    },
  };
  assert.equal(isMethodError({ status: 404, body: v10 }), false);
  assert.equal(isMethodError({ status: 404, body: JSON.stringify(v10) }), false);
  assert.equal(isMethodError({ status: 404, body: { code: -32001, message: "Task not found: nope" } }), false);
  assert.equal(isA2AErrorBody({ jsonrpc: "2.0", id: 1, error: { code: -32001, message: "Task not found" } }), true);
});

test("other statuses are not method errors", () => {
  for (const status of [200, 201, 400, 409, 500]) assert.equal(isMethodError({ status }), false, String(status));
  assert.equal(isMethodError({ status: "405" as unknown as number }), false);
});

test("tryInOrder: every form refused returns the last refusal with the earlier ones listed; no form, null", async () => {
  const plan = fallbackPlan("SubscribeToTask", { binding: "HTTP+JSON", version: "1.0" })!;
  const statuses = [405, 501];
  const tried = await tryInOrder(plan.forms, async () => ({ status: statuses.shift()! }));
  assert.ok(tried);
  assert.equal(tried.answer.status, 501);
  assert.equal(tried.form.method, "POST");
  assert.deepEqual(
    tried.refused.map((r) => [r.form.method, r.status]),
    [["GET", 405]],
  );
  assert.equal(await tryInOrder([], async () => ({ status: 200 })), null);
});
