// v0.3's converters load only once an interface of v0.3 is chosen, and only the chosen dialect's
// (client/src/converters.ts). node --test runs this file in a process of its own, so nothing has loaded
// them before. The module is the one @a2a-bindgen/client loads (the workspace link resolves to
// client/dist). No request is sent: clientForCard only selects and builds the transport.

import assert from "node:assert/strict";
import { test } from "node:test";
import { clientForCard } from "@a2a-bindgen/client";
import { convertersOf, olderTables } from "../../client/dist/converters.js";

// Never contacted: no call is made.
const where = "https://agent.example.com/a2a";
const base = { name: "agent", description: "an agent", version: "1.0.0", capabilities: {}, defaultInputModes: [], defaultOutputModes: [], skills: [] };
const notLoaded = /used before they are loaded/;

const roleOf = (value: unknown): unknown => (value !== null && typeof value === "object" ? (value as { role?: unknown }).role : undefined);

/** Waits (bounded) until the dialect's converters are loaded; false when they are not within the bound. */
async function loadedWithin(dialect: "jsonrpc" | "rest", ms: number): Promise<boolean> {
  const until = Date.now() + ms;
  for (;;) {
    try {
      convertersOf(dialect);
      return true;
    } catch {
      if (Date.now() > until) return false;
      await new Promise((r) => setTimeout(r, 5));
    }
  }
}

test("a v1.0 interface loads no converter and no v0.3 table; choosing a v0.3 JSON-RPC interface loads the JSON-RPC ones only", async () => {
  const v1 = await clientForCard({ ...base, supportedInterfaces: [{ url: where, protocolBinding: "JSONRPC", protocolVersion: "1.0" }] });
  assert.equal(v1.selected.protocolVersion, "1.0");
  assert.equal(olderTables.peek(), undefined, "a v1.0 card loads no v0.3 table");
  assert.equal(await loadedWithin("jsonrpc", 200), false);
  assert.throws(() => convertersOf("rest"), notLoaded);

  const v03 = await clientForCard({ ...base, protocolVersion: "0.3.0", url: where, preferredTransport: "JSONRPC" });
  assert.equal(v03.selected.protocolVersion, "0.3");
  assert.equal(olderTables.peek()?.protocolVersion, "0.3", "a v0.3 card loads the v0.3 tables");
  assert.equal(await loadedWithin("jsonrpc", 10_000), true);
  const c = convertersOf("jsonrpc");
  // A loaded pair converts both ways: v0.3's "user" role is v1.0's ROLE_USER (a2a.json v0.3.0 Message.role; v1.0.1 Role).
  const older: unknown = { kind: "message", messageId: "m", role: "user", parts: [] };
  const newer: unknown = { messageId: "m", role: "ROLE_AGENT", parts: [] };
  assert.equal(roleOf(c.toV1_0.message(older).value), "ROLE_USER");
  assert.equal(roleOf(c.toV0_3.message(newer).value), "agent");
  assert.throws(() => convertersOf("rest"), notLoaded);

  // HTTP+JSON at 0.3 loads the rest dialect's.
  await clientForCard({ ...base, protocolVersion: "0.3.0", url: where, preferredTransport: "HTTP+JSON" });
  assert.equal(await loadedWithin("rest", 10_000), true);
});
