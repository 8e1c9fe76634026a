// A printed matcher prints each distinct piece of state code once: states that read the rest of
// the path alike (after a tenant segment and without one, say) call one shared function, so the
// module stays small (it is parsed at every import). Sharing must not change an answer.

import { test } from "node:test";
import assert from "node:assert/strict";
import { printRouteMatcher } from "../../generator/src/emit/routes-matcher.js";
import { lazyRouteTable } from "@a2a-bindgen/runtime/routes";
import { routeTableSpec } from "@a2a-bindgen/a2a/v1_0/routes";
import { printedMatcher } from "./printed-matcher.js";

/** The state functions of printed matcher source: name → body (parameters included). */
function stateFunctions(source: string): Map<string, string> {
  const out = new Map<string, string>();
  for (const m of source.matchAll(/function (st_\d+)(\([^)]*\)[^{]*\{[\s\S]*?\n {8}\})/g)) out.set(m[1], m[2]);
  return out;
}

test("no two state functions of the v1.0 matcher are the same code", () => {
  const fns = stateFunctions(printRouteMatcher(routeTableSpec.bindings, routeTableSpec.messages));
  assert.ok(fns.size >= 2, `expected state functions, found ${fns.size}`);
  const bodies = [...fns.values()];
  assert.equal(new Set(bodies).size, bodies.length, "a state function is printed twice");
});

test("with shared state functions, tenant-prefixed and plain v1.0 routes still match", async () => {
  const table = lazyRouteTable(routeTableSpec, await printedMatcher(routeTableSpec));
  const cases: [string, string, string, Record<string, string>][] = [
    ["GET", "/tasks/abc", "GetTask", { id: "abc" }],
    ["GET", "/t1/tasks/abc", "GetTask", { tenant: "t1", id: "abc" }],
    ["POST", "/tasks/abc:cancel", "CancelTask", { id: "abc" }],
    ["POST", "/t1/tasks/abc:cancel", "CancelTask", { tenant: "t1", id: "abc" }],
    ["GET", "/tasks/abc/pushNotificationConfigs/c1", "GetTaskPushNotificationConfig", { taskId: "abc", id: "c1" }],
    ["DELETE", "/t1/tasks/abc/pushNotificationConfigs/c1", "DeleteTaskPushNotificationConfig", { tenant: "t1", taskId: "abc", id: "c1" }],
    // A tenant that reads like a literal segment of the unprefixed routes.
    ["GET", "/message/tasks/abc", "GetTask", { tenant: "message", id: "abc" }],
    ["GET", "/extendedAgentCard/extendedAgentCard", "GetExtendedAgentCard", { tenant: "extendedAgentCard" }],
  ];
  for (const [method, target, operation, path] of cases) {
    const r = table.match(method, target);
    assert.equal(r.kind === "match" && r.operation, operation, `${method} ${target}`);
    assert.deepEqual(r.kind === "match" && r.path, path, `${method} ${target}`);
  }
  assert.deepEqual(table.match("PUT", "/t1/tasks/abc"), { kind: "method_not_allowed", allowed: ["GET"] });
});
