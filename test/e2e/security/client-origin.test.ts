// The packed client against cards that point elsewhere. Verdicts from the Fetch standard (an origin is
// scheme, host and port; credentials go to the origin they were given for, never along to another: §3.1,
// §4.4 step "remove Authorization on a cross-origin redirect") and the address registries (RFC 3927,
// RFC 4291 §2.5.6: link-local, where cloud metadata lives; RFC 1918 and loopback behind a public name):
// - headers given to connect() go to the card's origin only; an interface on another origin is called
//   without them; originHeaders gives an origin its own;
// - a card naming a link-local interface (169.254.169.254, [fe80::1]) is refused before any connection;
// - a card fetched from a public origin that names a loopback interface is refused, unless
//   allowPrivateNetworks (which then lets the call reach it, still without the card origin's credentials).

import { assertNothingRefused, guard } from "./support/guard.ts";
import assert from "node:assert/strict";
import type http from "node:http";
import { after, afterEach, before, describe, test } from "node:test";
import { cardPath } from "./support/a2a.ts";
import { packed } from "./support/packed.ts";
import { type Agent, type Listening, listen, startAgent, userMessage } from "./support/server.ts";

afterEach(assertNothingRefused);

/** The authorization header of each request a server saw, with its path. */
type Seen = { path: string; authorization: string | undefined }[];

function recorder(seen: Seen) {
  return (req: http.IncomingMessage) => {
    seen.push({ path: req.url ?? "", authorization: req.headers.authorization });
  };
}

/** A server on `host` that serves `card` (a JSON text) at the card path and records what it was sent. */
async function cardServer(card: () => string, seen: Seen, host = "127.0.0.1"): Promise<Listening> {
  const path = await cardPath();
  return listen((req, res) => {
    recorder(seen)(req);
    if (req.url === path) res.writeHead(200, { "content-type": "application/json" }).end(card());
    else res.writeHead(404).end();
  }, host);
}

/** The card an agent serves, as text. */
async function servedCard(agent: Agent): Promise<string> {
  const r = await fetch(agent.origin + (await cardPath()), { signal: AbortSignal.timeout(5_000) });
  return r.text();
}

const hello = () => ({ message: userMessage("hello") });
const options = { timeoutMs: 5_000, bindings: ["jsonrpc"] as const };

describe("credentials stay with the card's origin", () => {
  let agentSeen: Seen;
  let cardSeen: Seen;
  let agent: Agent;
  let card: Listening;
  before(async () => {
    agentSeen = [];
    cardSeen = [];
    agent = await startAgent({ wrap: recorder(agentSeen) });
    const text = await servedCard(agent);
    card = await cardServer(() => text, cardSeen);
  });
  after(async () => {
    await agent?.close();
    await card?.close();
  });

  test("an interface on another origin (another port) is called without the card origin's Authorization", async () => {
    const { connect } = await packed("@a2a-bindgen/client");
    agentSeen.length = 0;
    cardSeen.length = 0;
    const client = await connect(card.origin, { ...options, headers: { authorization: "Bearer for-the-card-origin" } });
    assert.equal(client.selected.url.startsWith(agent.origin), true, client.selected.url);
    const answer = await client.unary("SendMessage", hello());
    assert.ok(answer.task !== undefined || answer.message !== undefined);
    assert.deepEqual(
      cardSeen.map((s) => s.authorization),
      ["Bearer for-the-card-origin"],
      "the card request carries the caller's headers",
    );
    assert.ok(agentSeen.length >= 1, "the interface was not called");
    assert.deepEqual(
      agentSeen.map((s) => s.authorization),
      agentSeen.map(() => undefined),
      "the card origin's Authorization crossed to another origin",
    );
  });

  test("originHeaders gives the other origin its own Authorization, and only its own", async () => {
    const { connect } = await packed("@a2a-bindgen/client");
    agentSeen.length = 0;
    cardSeen.length = 0;
    const client = await connect(card.origin, {
      ...options,
      headers: { authorization: "Bearer for-the-card-origin" },
      originHeaders: { [agent.origin]: { authorization: "Bearer for-the-agent" } },
    });
    await client.unary("SendMessage", hello());
    assert.deepEqual(
      cardSeen.map((s) => s.authorization),
      ["Bearer for-the-card-origin"],
    );
    assert.ok(agentSeen.length >= 1);
    assert.deepEqual(
      agentSeen.map((s) => s.authorization),
      agentSeen.map(() => "Bearer for-the-agent"),
    );
  });

  test("an interface on another loopback address (127.0.0.2) is another origin: no Authorization", async () => {
    const { connect } = await packed("@a2a-bindgen/client");
    const elsewhere: Seen = [];
    const agent2 = await startAgent({ host: "127.0.0.2", wrap: recorder(elsewhere) });
    const text = await servedCard(agent2);
    const card2 = await cardServer(() => text, []);
    try {
      const client = await connect(card2.origin, { ...options, headers: { authorization: "Bearer for-the-card-origin" } });
      await client.unary("SendMessage", hello());
      assert.ok(elsewhere.length >= 1, "the interface on 127.0.0.2 was not called");
      assert.deepEqual(
        elsewhere.map((s) => s.authorization),
        elsewhere.map(() => undefined),
      );
    } finally {
      await agent2.close();
      await card2.close();
    }
  });

  test("the card's own origin gets the caller's headers on every call", async () => {
    const { connect } = await packed("@a2a-bindgen/client");
    agentSeen.length = 0;
    const client = await connect(agent.origin, { ...options, headers: { authorization: "Bearer same-origin" } });
    await client.unary("SendMessage", hello());
    assert.ok(agentSeen.length >= 2, "card and call");
    assert.deepEqual(
      agentSeen.map((s) => s.authorization),
      agentSeen.map(() => "Bearer same-origin"),
    );
  });
});

describe("a card naming a link-local interface is refused before any connection", () => {
  let agent: Agent;
  before(async () => {
    agent = await startAgent();
  });
  after(() => agent?.close());

  for (const [address, why] of [
    ["169.254.169.254", "RFC 3927 link-local: the cloud metadata service"],
    ["[fe80::1]", "RFC 4291 §2.5.6 link-local"],
  ] as const) {
    test(`${address} (${why})`, async () => {
      const { connect } = await packed("@a2a-bindgen/client");
      const text = (await servedCard(agent)).replaceAll(agent.base, `http://${address}/a2a`);
      const seen: Seen = [];
      const card = await cardServer(() => text, seen);
      try {
        await assert.rejects(connect(card.origin, options), (e: Error) => {
          assert.ok(e.message.includes(address.replace(/^\[|\]$/g, "")), `the refusal does not name ${address}: ${e.message}`);
          return true;
        });
        assert.deepEqual(guard.refused, [], "the client tried to connect there");
      } finally {
        await card.close();
      }
    });
  }

  test("allowPrivateNetworks opens it: the call goes to 169.254.169.254 (stopped by the guard)", async () => {
    const { connect } = await packed("@a2a-bindgen/client");
    const text = (await servedCard(agent)).replaceAll(agent.base, "http://169.254.169.254/a2a");
    const card = await cardServer(() => text, []);
    try {
      const client = await connect(card.origin, { ...options, allowPrivateNetworks: true });
      await assert.rejects(client.unary("SendMessage", hello()));
      assert.deepEqual(
        guard.refused.map((r) => r.address),
        ["169.254.169.254"],
      );
      guard.clear();
    } finally {
      await card.close();
    }
  });
});

describe("a card from a public origin naming a loopback interface", () => {
  let agentSeen: Seen;
  let agent: Agent;
  let cardText: string;
  let cardRequests: Headers[];
  /** A fetch that answers the card of https://agent.example from memory and sends anything else on. */
  let publicFetch: typeof fetch;
  before(async () => {
    agentSeen = [];
    cardRequests = [];
    agent = await startAgent({ wrap: recorder(agentSeen) });
    cardText = await servedCard(agent);
    const path = await cardPath();
    publicFetch = async (input, init) => {
      const url = input instanceof Request ? input.url : String(input);
      if (url === `https://agent.example${path}`) {
        cardRequests.push(new Headers(init?.headers));
        return new Response(cardText, { status: 200, headers: { "content-type": "application/json" } });
      }
      if (url.startsWith("https://")) throw new Error(`the test's fetch has no ${url}`);
      return fetch(input, init);
    };
  });
  after(() => agent?.close());

  test("is refused without a connection", async () => {
    const { connect } = await packed("@a2a-bindgen/client");
    agentSeen.length = 0;
    await assert.rejects(connect("https://agent.example", { ...options, fetch: publicFetch }), (e: Error) => {
      assert.match(e.message, /127\.0\.0\.1|loopback|private/i);
      return true;
    });
    assert.deepEqual(agentSeen, [], "the loopback interface was contacted");
  });

  test("with allowPrivateNetworks it is called, without the public origin's Authorization", async () => {
    const { connect } = await packed("@a2a-bindgen/client");
    agentSeen.length = 0;
    cardRequests.length = 0;
    const client = await connect("https://agent.example", {
      ...options,
      fetch: publicFetch,
      allowPrivateNetworks: true,
      headers: { authorization: "Bearer public" },
    });
    await client.unary("SendMessage", hello());
    assert.deepEqual(
      cardRequests.map((h) => h.get("authorization")),
      ["Bearer public"],
    );
    assert.ok(agentSeen.length >= 1);
    assert.deepEqual(
      agentSeen.map((s) => s.authorization),
      agentSeen.map(() => undefined),
    );
  });
});
