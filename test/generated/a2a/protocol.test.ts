// The generated protocol table (@a2a-bindgen/a2a/protocol): plain data that loads nothing else (no
// zod, no runtime), and whose fallback routes are bindings of the generated route tables.

import assert from "node:assert/strict";
import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import { test } from "node:test";
import { v0_3, v1_0 } from "@a2a-bindgen/a2a";
import { fallbacks, interfaceDeclarations, protocolVersions, serviceParameters, versionNegotiation } from "@a2a-bindgen/a2a/protocol";

test("protocol.js imports nothing", () => {
  const path = createRequire(import.meta.url).resolve("@a2a-bindgen/a2a/protocol");
  const text = readFileSync(path, "utf8");
  assert.doesNotMatch(text, /\bimport\b|\brequire\(/);
});

test("the facts as the rules file gives them (§3.6.1, §3.6.2, §10.2, §8.3)", () => {
  assert.deepEqual(protocolVersions, ["1.0", "0.3"]);
  assert.deepEqual(serviceParameters.version, { headers: "A2A-Version", metadata: "a2a-version", query: "A2A-Version" });
  assert.equal(versionNegotiation.missing, "0.3");
  assert.equal(versionNegotiation.patch, "drop");
  assert.deepEqual(versionNegotiation.precedence, ["header", "query"]);
  assert.deepEqual(Object.keys(interfaceDeclarations.bindings), ["JSONRPC", "GRPC", "HTTP+JSON"]);
  assert.equal(interfaceDeclarations.list.field, "supportedInterfaces");
  assert.equal(interfaceDeclarations.single.bindingDefault, "JSONRPC");
  // §8.2 (v0.3.0 §5.3); both a2a-js lines serve the card there (a2a-peers-2.md).
  assert.equal(interfaceDeclarations.card.path, "/.well-known/agent-card.json");
  // §4.3.3 (media type) and v0.3.0 §9.5 (token header); both a2a-js lines send the token under that name.
  assert.deepEqual(interfaceDeclarations.push, { token: "X-A2A-Notification-Token", contentType: "application/a2a+json" });
});

test("capability checks: quick reference §1 step 4, one row per capability, with the peer that answers otherwise", () => {
  const rows = interfaceDeclarations.capabilities.map((c) => [c.path.join("."), c.protocolVersion, [...c.operations].sort().join(" "), c.error]);
  assert.deepEqual(rows, [
    ["capabilities.streaming", "1.0", "SendStreamingMessage SubscribeToTask", "UnsupportedOperationError"],
    [
      "capabilities.pushNotifications",
      "1.0",
      "CreateTaskPushNotificationConfig DeleteTaskPushNotificationConfig GetTaskPushNotificationConfig ListTaskPushNotificationConfigs",
      "PushNotificationNotSupportedError",
    ],
    ["capabilities.extendedAgentCard", "1.0", "GetExtendedAgentCard", "ExtendedAgentCardNotConfiguredError"],
  ]);
  assert.deepEqual(interfaceDeclarations.capabilities[2].peers, [{ peer: "@a2a-js/sdk 1.3.0", error: "UnsupportedOperationError" }]);
});

test("every fallback route is a binding of its version's tables, with the form's method and template", () => {
  const tables = { "1.0": v1_0, "0.3": v0_3 } as const;
  assert.equal(fallbacks.length, 3);
  for (const f of fallbacks) {
    const t = tables[f.protocolVersion];
    for (const form of f.order) {
      for (const r of form.routes) {
        const pool = r.table === "canonical" ? t.routes.bindings : t.alternativeRoutes.bindings;
        const b = pool.find((x) => x.operation === f.operation && x.binding === r.binding);
        assert.ok(b, `${f.id}: ${r.binding}`);
        assert.deepEqual([b.method, b.template], [form.method, r.template]);
      }
    }
  }
});
