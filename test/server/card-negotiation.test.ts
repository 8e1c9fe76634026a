// One server, both generations (issue 25): our server started as the README shows (startNodeServer with a
// basePath on 127.0.0.1:0, its card's interfaces the address it bound) serves its card by negotiation with Vary: A2A-Version —
// the v1.0 card to a request naming 1.0, and to a request without a version a card a v0.3-only client reads
// (url, preferredTransport, additionalInterfaces, protocolVersion "0.3.0", v0.3 security shapes) that a v1.0
// client still reads (supportedInterfaces), as @a2a-js/sdk 1.3.0's compat server does. Real clients: @a2a-js/sdk
// 0.3.14's A2AClient and ClientFactory, and 1.3.0's ClientFactory, with and without security schemes declared.
// (v0.3 spellings of state names in error messages: older-spelling.test.ts.) Expected values by hand from a2a.json v0.3.0
// (AgentCard, APIKeySecurityScheme, TaskState) and v1.0.1 a2a.proto (AgentInterface, SecurityScheme).

import assert from "node:assert/strict";
import { after, before, describe, test } from "node:test";
import { ClientFactory as ClientFactory13, ClientFactoryOptions as Options13, JsonRpcTransportFactory, RestTransportFactory } from "@a2a-js/sdk/client";
import * as client03 from "a2a-js-sdk-0.3/client";
import { connect } from "@a2a-bindgen/client";
import { createEchoAgent } from "@a2a-bindgen/server";
import { startNodeServer } from "@a2a-bindgen/server/node";

const T = { timeout: 15_000 };
const signal = () => AbortSignal.timeout(5_000);
const WELL_KNOWN = "/.well-known/agent-card.json";

// AgentCard.skills is REQUIRED (v1.0): the server checks its cards at start.
const skill = { id: "echo", name: "echo", description: "echoes", tags: ["echo"] };

// The README's card, and the same with an API key scheme declared (v1.0.1 a2a.proto SecurityScheme, SecurityRequirement).
const readmeCard = {
  name: "echo",
  description: "echoes",
  version: "1.0.0",
  capabilities: { streaming: true },
  defaultInputModes: ["text/plain"],
  defaultOutputModes: ["text/plain"],
  skills: [skill],
};
const securedCard = {
  ...readmeCard,
  securitySchemes: { apiKey: { apiKeySecurityScheme: { location: "header", name: "X-API-Key" } } },
  securityRequirements: [{ schemes: { apiKey: { list: [] } } }],
};

interface Running {
  origin: string;
  url: string;
  close(): Promise<void>;
}

/** Starts the server as the README shows, on 127.0.0.1:0 (the card lists the address bound); `extended` gives it an extended card. */
async function start(card: Record<string, unknown>, extended = false): Promise<Running> {
  const agent = createEchoAgent();
  const extendedCard = extended ? { extendedCard: { ...card, name: "echo-extended" } as never } : {};
  const server = await startNodeServer({ server: { agent, card: card as never, basePath: "/a2a", ...extendedCard, onClose: () => agent.close() } });
  return { origin: server.url, url: `${server.url}/a2a`, close: () => server.close({ graceMs: 0 }) };
}

async function getCard(origin: string, headers: Record<string, string> = {}): Promise<{ vary: string | null; card: any }> {
  const r = await fetch(`${origin}${WELL_KNOWN}`, { headers, signal: signal() });
  assert.equal(r.status, 200);
  return { vary: r.headers.get("vary"), card: await r.json() };
}

for (const secured of [false, true]) {
  describe(`the card by negotiation, ${secured ? "with" : "without"} security schemes`, () => {
    let s: Running;
    before(async () => {
      s = await start(secured ? securedCard : readmeCard);
    });
    after(() => s?.close());

    const v1Entries = () => [
      { url: s.url, protocolBinding: "JSONRPC", protocolVersion: "1.0" },
      { url: s.url, protocolBinding: "HTTP+JSON", protocolVersion: "1.0" },
      { url: s.url, protocolBinding: "JSONRPC", protocolVersion: "0.3" },
      { url: s.url, protocolBinding: "HTTP+JSON", protocolVersion: "0.3" },
    ];

    test("no version: the v0.3 card (url, preferredTransport, additionalInterfaces, 0.3.0) with supportedInterfaces beside it", T, async () => {
      const { vary, card } = await getCard(s.origin);
      assert.match(vary ?? "", /A2A-Version/i);
      assert.equal(card.url, s.url);
      assert.equal(card.preferredTransport, "JSONRPC");
      assert.equal(card.protocolVersion, "0.3.0");
      assert.deepEqual(card.additionalInterfaces, [
        { url: s.url, transport: "JSONRPC" },
        { url: s.url, transport: "HTTP+JSON" },
      ]);
      assert.deepEqual(card.supportedInterfaces, v1Entries());
      if (secured) {
        // a2a.json v0.3.0: APIKeySecurityScheme {type: "apiKey", in, name}; AgentCard.security: [{scheme: scopes}].
        assert.deepEqual(card.securitySchemes, { apiKey: { type: "apiKey", in: "header", name: "X-API-Key" } });
        assert.deepEqual(card.security, [{ apiKey: [] }]);
      } else {
        assert.equal(card.securitySchemes, undefined);
      }
    });

    test("A2A-Version: 0.3 reads the same card as no version", T, async () => {
      assert.deepEqual((await getCard(s.origin, { "A2A-Version": "0.3" })).card, (await getCard(s.origin)).card);
    });

    test("A2A-Version: 1.0: the v1.0 card, no v0.3 fields", T, async () => {
      const { vary, card } = await getCard(s.origin, { "A2A-Version": "1.0" });
      assert.match(vary ?? "", /A2A-Version/i);
      assert.equal(card.url, undefined);
      assert.equal(card.preferredTransport, undefined);
      assert.equal(card.protocolVersion, undefined);
      assert.deepEqual(card.supportedInterfaces, v1Entries());
      if (secured) assert.deepEqual(card.securitySchemes, securedCard.securitySchemes);
    });

    test("@a2a-js/sdk 0.3.14's A2AClient (v0.3 only) starts from the card URL and sends a message", T, async () => {
      const client = await client03.A2AClient.fromCardUrl(`${s.origin}${WELL_KNOWN}`);
      const answer: any = await client.sendMessage({
        message: { kind: "message", messageId: `a-${secured}`, role: "user", parts: [{ kind: "text", text: "hello" }] },
      } as never);
      assert.equal(answer.result.kind, "task");
      assert.equal(answer.result.status.state, "completed");
    });

    for (const binding of ["JSONRPC", "HTTP+JSON"] as const) {
      test(`@a2a-js/sdk 0.3.14's ClientFactory from the base URL over ${binding}: sendMessage, getTask`, T, async () => {
        const transport = binding === "JSONRPC" ? new client03.JsonRpcTransportFactory() : new client03.RestTransportFactory();
        const options = client03.ClientFactoryOptions.createFrom(client03.ClientFactoryOptions.default, {
          transports: [transport],
          preferredTransports: [binding],
        } as never);
        const client = await new client03.ClientFactory(options).createFromUrl(s.origin);
        const t: any = await client.sendMessage(
          { message: { kind: "message", messageId: `f-${binding}-${secured}`, role: "user", parts: [{ kind: "text", text: "hello" }] } } as never,
          { signal: signal() },
        );
        assert.equal(t.kind, "task");
        assert.equal(t.status.state, "completed");
        assert.equal(((await client.getTask({ id: t.id } as never, { signal: signal() })) as any).status.state, "completed");
      });

      test(`@a2a-js/sdk 1.3.0's ClientFactory from the base URL over ${binding}: the v1.0 card, sendMessage`, T, async () => {
        const transport = binding === "JSONRPC" ? new JsonRpcTransportFactory() : new RestTransportFactory();
        const options = Options13.createFrom(Options13.default, { transports: [transport], preferredTransports: [binding] } as never);
        const client: any = await new ClientFactory13(options).createFromUrl(s.origin);
        const t = await client.sendMessage(
          {
            tenant: "",
            message: {
              messageId: `g-${binding}-${secured}`,
              role: 1, // ROLE_USER
              contextId: "",
              taskId: "",
              parts: [{ content: { $case: "text", value: "hello" }, filename: "", mediaType: "text/plain" }],
              extensions: [],
              referenceTaskIds: [],
            },
          },
          { signal: signal() },
        );
        assert.equal(t.status.state, 3); // TASK_STATE_COMPLETED
      });
    }

    test("our client reads the v1.0 card (it names 1.0) and calls at 1.0", T, async () => {
      const client = await connect(s.origin);
      assert.equal(client.selected.protocolVersion, "1.0");
      assert.deepEqual(client.selected.notes, []);
    });
  });
}

describe("v0.3 spellings toward v0.3 callers", () => {
  let s: Running;
  before(async () => {
    s = await start({ ...readmeCard, capabilities: { streaming: true, extendedAgentCard: true } }, true);
  });
  after(() => s?.close());

  async function rpc(method: string, params: unknown, version?: string): Promise<any> {
    const headers: Record<string, string> = { "content-type": "application/json" };
    if (version !== undefined) headers["A2A-Version"] = version;
    const r = await fetch(s.url, { method: "POST", headers, body: JSON.stringify({ jsonrpc: "2.0", id: 1, method, params }), signal: signal() });
    return r.json();
  }

  test("a v0.3 error message quotes the v0.3 state name (completed), a v1.0 one the v1.0 name", T, async () => {
    const sent = await rpc("message/send", { message: { kind: "message", messageId: "st-1", role: "user", parts: [{ kind: "text", text: "hello" }] } });
    assert.equal(sent.result.status.state, "completed");
    const older = await rpc("tasks/cancel", { id: sent.result.id });
    assert.equal(older.error.code, -32002); // TaskNotCancelableError
    assert.match(older.error.message, /is completed: a task in a terminal state cannot be canceled/);
    assert.doesNotMatch(older.error.message, /TASK_STATE_/);
    const newer = await rpc("CancelTask", { id: sent.result.id }, "1.0");
    assert.equal(newer.error.code, -32002);
    assert.match(newer.error.message, /is TASK_STATE_COMPLETED: /);
  });

  test("the extended card answered to a v0.3 caller names the release, 0.3.0; the v1.0 one lists Major.Minor", T, async () => {
    const older = await rpc("agent/getAuthenticatedExtendedCard", {});
    assert.equal(older.result.name, "echo-extended");
    assert.equal(older.result.url, s.url);
    assert.equal(older.result.protocolVersion, "0.3.0");
    const newer = await rpc("GetExtendedAgentCard", {}, "1.0");
    assert.equal(newer.result.protocolVersion, undefined);
    assert.deepEqual(
      newer.result.supportedInterfaces.map((i: any) => i.protocolVersion),
      ["1.0", "1.0", "0.3", "0.3"],
    );
  });
});
