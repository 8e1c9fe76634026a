// The served document assembled from the generated one (server/src/openapi/document.ts, servers.ts): the
// generated object left unchanged (it is a shared JSON module), OpenAPI's field order (openapi, info,
// servers first), `servers` from the card's HTTP+JSON interfaces of the version only (OpenAPI 3.1 §4.8.5
// Server Object: `{`…`}` in a url is a variable, so a literal brace is escaped), and operation ids of
// additional and alternative bindings read back to their rpc.

import assert from "node:assert/strict";
import { describe, it } from "node:test";
import { rpcOfOperationId, servedDocument } from "../../../server/src/openapi/document.ts";
import { documentSecurity } from "../../../server/src/openapi/security.ts";
import { serversOf } from "../../../server/src/openapi/servers.ts";

const generated = () => ({
  openapi: "3.1.0",
  info: { title: "t", version: "1" },
  tags: [{ name: "A2AService" }],
  paths: {
    "/card": { get: { operationId: "GetExtendedAgentCard", responses: {} } },
    "/{tenant}/card": { get: { operationId: "GetExtendedAgentCard_1", responses: {} } },
    "/tasks": { get: { operationId: "ListTasks", responses: {} } },
  },
  components: { schemas: { Task: { type: "object" } } },
});

const security = documentSecurity({
  name: "a",
  securitySchemes: { bearer: { httpAuthSecurityScheme: { scheme: "Bearer" } } },
  securityRequirements: [{ schemes: { bearer: { list: [] } } }, {}],
} as never);

describe("the served document", () => {
  it("adds servers, securitySchemes and security; the extended card's operations need a credential; the generated object unchanged", () => {
    const g = generated();
    const before = structuredClone(g);
    const d = servedDocument(g, {
      servers: [{ url: "https://a.example/a2a" }],
      security,
      isExtendedCard: (id) => rpcOfOperationId(id, new Set(["GetExtendedAgentCard", "ListTasks"])) === "GetExtendedAgentCard",
    });
    assert.deepEqual(g, before);
    assert.deepEqual(Object.keys(d).slice(0, 3), ["openapi", "info", "servers"]);
    assert.deepEqual(d.servers, [{ url: "https://a.example/a2a" }]);
    assert.deepEqual(d.security, [{ bearer: [] }, {}]);
    const paths = d.paths as Record<string, Record<string, { security?: unknown }>>;
    assert.deepEqual(paths["/card"]?.get?.security, [{ bearer: [] }]);
    assert.deepEqual(paths["/{tenant}/card"]?.get?.security, [{ bearer: [] }]);
    assert.equal(paths["/tasks"]?.get?.security, undefined);
    assert.deepEqual((d.components as Record<string, unknown>).schemas, g.components.schemas);
  });

  it("refuses what is not an OpenAPI document, naming openapi", () => {
    for (const bad of [null, "x", {}, { openapi: "3.1.0" }, { openapi: 3, paths: {} }])
      assert.throws(() => servedDocument(bad, { servers: [], security, isExtendedCard: () => false }), /^TypeError: openapi: the generated document/);
  });

  it("operation ids read back to their rpc: GetTask, GetTask_1, SubscribeToTask_alternative2; none for an unknown one", () => {
    const rpcs = new Set(["GetTask", "SubscribeToTask"]);
    assert.equal(rpcOfOperationId("GetTask", rpcs), "GetTask");
    assert.equal(rpcOfOperationId("GetTask_1", rpcs), "GetTask");
    assert.equal(rpcOfOperationId("SubscribeToTask_alternative2", rpcs), "SubscribeToTask");
    assert.equal(rpcOfOperationId("ListTasks_1", rpcs), undefined);
  });
});

describe("servers from the card", () => {
  const card = {
    supportedInterfaces: [
      { url: "https://a.example/a2a", protocolBinding: "JSONRPC", protocolVersion: "1.0" },
      { url: "https://a.example/a2a", protocolBinding: "HTTP+JSON", protocolVersion: "1.0" },
      { url: "https://a.example/old", protocolBinding: "HTTP+JSON", protocolVersion: "0.3" },
      { url: "https://a.example/{x}", protocolBinding: "HTTP+JSON", protocolVersion: "1.0", tenant: "t1" },
    ],
  };

  it("only the version's HTTP+JSON interfaces, in card order; a literal brace escaped; a tenant noted", () => {
    assert.deepEqual(serversOf(card, "0.3"), [{ url: "https://a.example/old" }]);
    const v1 = serversOf(card, "1.0");
    assert.deepEqual(
      v1.map((s) => [s.url, s["x-a2a-tenant"]]),
      [
        ["https://a.example/a2a", undefined],
        ["https://a.example/%7Bx%7D", "t1"],
      ],
    );
  });

  it("total: a card that is no card has no servers", () => {
    for (const bad of [null, 1, "x", [], {}, { supportedInterfaces: "x" }]) assert.deepEqual(serversOf(bad, "1.0"), []);
  });
});
