// The packed client against a peer that sends without end: a card, a unary answer, an error answer and an
// SSE event each far larger than any real peer sends. Each read stops at its bound (the card 1 MiB and
// the answer 16 MiB by default, maxCardBytes / maxResponseBytes when given; an event at the kit's
// maxEventSize, 4 Mi characters), the failure is named by its cause (TransportError.failure: "card" for
// the card, "body" for a success answer, "status" for an error answer, "stream" for an event; never
// "network" or "timeout") and its message names the bound; the connection is closed, not left to stall.

import { assertNothingRefused } from "./support/guard.ts";
import assert from "node:assert/strict";
import type http from "node:http";
import { after, afterEach, before, describe, test } from "node:test";
import { cardPath } from "./support/a2a.ts";
import { packed } from "./support/packed.ts";
import { type Agent, type Listening, listen, startAgent, until, userMessage } from "./support/server.ts";

afterEach(assertNothingRefused);

const MiB = 1024 * 1024;

/** What one endless answer did: bytes written, and whether the client closed the connection before its end. */
interface Poured {
  written: number;
  closedByClient: boolean;
  done: boolean;
}

/**
 * Answers `head`, then filler bytes until the client goes away or `cap` bytes are written, then `tail`.
 * Waits for the socket to drain between chunks, so `written` is about what the client took.
 */
function pour(res: http.ServerResponse, status: number, type: string, head: string, tail: string, cap: number): Poured {
  const p: Poured = { written: 0, closedByClient: false, done: false };
  const chunk = Buffer.alloc(64 * 1024, "x");
  res.on("close", () => {
    if (!res.writableFinished) p.closedByClient = true;
    p.done = true;
  });
  res.writeHead(status, { "content-type": type });
  const run = async () => {
    res.write(head);
    p.written += head.length;
    const deadline = Date.now() + 20_000;
    while (!p.closedByClient && p.written < cap && Date.now() < deadline) {
      p.written += chunk.length;
      if (!res.write(chunk))
        await new Promise<void>((r) => {
          const go = () => {
            res.off("drain", go);
            res.off("close", go);
            r();
          };
          res.on("drain", go);
          res.on("close", go);
        });
    }
    if (!p.closedByClient) res.end(tail);
  };
  void run();
  return p;
}

/** A peer serving `card` (a function of its origin) at the card path and `answer` for every other request. */
async function hostilePeer(
  card: (origin: string) => (res: http.ServerResponse) => void,
  answer: (req: http.IncomingMessage, res: http.ServerResponse) => void,
): Promise<Listening> {
  const path = await cardPath();
  let origin = "";
  const peer = await listen((req, res) => {
    if (req.url === path) card(origin)(res);
    else {
      req.resume();
      answer(req, res);
    }
  });
  origin = peer.origin;
  return peer;
}

/** A peer pouring one endless answer to every request (see pour), and the check that the client cut it short. */
async function pouringPeer(
  card: (origin: string) => (res: http.ServerResponse) => void,
  ...answer: [status: number, type: string, head: string, tail: string, cap: number]
) {
  let poured: Poured | undefined;
  const peer = await hostilePeer(card, (_req, res) => {
    poured = pour(res, ...answer);
  });
  const cutShort = async (what: string, under: number, ms?: number) => {
    await until(() => poured?.done === true, `${what}'s connection closed`, ms);
    assert.ok(poured!.closedByClient, "the client did not close the connection");
    assert.ok(poured!.written < under, `the client read ${poured!.written} bytes of ${what}`);
  };
  return { peer, cutShort };
}

/** Asserts a TransportError of `failure` whose message names the bound (its byte count or option name). */
function namedBound(failure: string, bound: RegExp) {
  return (e: Error & { failure?: string }) => {
    assert.equal(e.name, "TransportError", `${e.name}: ${e.message}`);
    assert.equal(e.failure, failure, e.message);
    assert.match(e.message, bound, "the message does not name the bound");
    return true;
  };
}

describe("bounded reads", () => {
  let agent: Agent;
  /** The echo agent's served card, its interfaces moved to `origin`/a2a. */
  let cardFor: (origin: string) => string;
  before(async () => {
    agent = await startAgent({ basePath: "/a2a" });
    const text = await (await fetch(agent.origin + (await cardPath()), { signal: AbortSignal.timeout(5_000) })).text();
    cardFor = (origin) => text.replaceAll(agent.base, `${origin}/a2a`);
  });
  after(() => agent?.close());

  const goodCard = (origin: string) => (res: http.ServerResponse) => {
    res.writeHead(200, { "content-type": "application/json" }).end(cardFor(origin));
  };
  const options = { timeoutMs: 10_000, bindings: ["jsonrpc"] as const, versions: ["1.0"] };

  test("a card without end: refused at the default 1 MiB, a card failure, the connection closed", async () => {
    const { connect } = await packed("@a2a-bindgen/client");
    let poured: Poured | undefined;
    const peer = await hostilePeer(
      () => (res) => {
        poured = pour(res, 200, "application/json", '{"name":"', '"}', 64 * MiB);
      },
      (_req, res) => res.writeHead(404).end(),
    );
    try {
      await assert.rejects(connect(peer.origin, options), namedBound("card", /1048576|1 MiB|maxCardBytes/));
      await until(() => poured?.done === true, "the card's connection closed");
      assert.ok(poured!.closedByClient, "the client did not close the connection");
      assert.ok(poured!.written < 8 * MiB, `the client read ${poured!.written} bytes of the card`);
    } finally {
      await peer.close();
    }
  });

  test("maxCardBytes: a card over it is refused, a card under it read", async () => {
    const { connect } = await packed("@a2a-bindgen/client");
    const peer = await hostilePeer(goodCard, (_req, res) => res.writeHead(404).end());
    try {
      const size = Buffer.byteLength(cardFor(peer.origin));
      await assert.rejects(connect(peer.origin, { ...options, maxCardBytes: size - 100 }), namedBound("card", new RegExp(`${size - 100}|maxCardBytes`)));
      const client = await connect(peer.origin, { ...options, maxCardBytes: size + 100 });
      assert.equal(client.selected.url, `${peer.origin}/a2a`);
    } finally {
      await peer.close();
    }
  });

  test("a unary answer without end: refused at maxResponseBytes, a body failure, the connection closed", async () => {
    const { connect } = await packed("@a2a-bindgen/client");
    const { peer, cutShort } = await pouringPeer(
      goodCard,
      200,
      "application/json",
      '{"jsonrpc":"2.0","id":1,"result":{"message":{"messageId":"m","role":"ROLE_AGENT","parts":[{"text":"',
      '"}]}}}',
      64 * MiB,
    );
    try {
      const client = await connect(peer.origin, { ...options, maxResponseBytes: 65_536 });
      await assert.rejects(client.unary("SendMessage", { message: userMessage("hello") }), namedBound("body", /65536|64 KiB|maxResponseBytes/));
      await cutShort("the answer", 8 * MiB);
    } finally {
      await peer.close();
    }
  });

  test("a unary answer without end, default bound: refused at 16 MiB", { timeout: 60_000 }, async () => {
    const { connect } = await packed("@a2a-bindgen/client");
    const { peer, cutShort } = await pouringPeer(
      goodCard,
      200,
      "application/json",
      '{"jsonrpc":"2.0","id":1,"result":{"message":{"messageId":"m","role":"ROLE_AGENT","parts":[{"text":"',
      '"}]}}}',
      96 * MiB,
    );
    try {
      const client = await connect(peer.origin, options);
      await assert.rejects(client.unary("SendMessage", { message: userMessage("hello") }), namedBound("body", /16777216|16 MiB|maxResponseBytes/));
      await cutShort("the answer", 32 * MiB, 5_000);
    } finally {
      await peer.close();
    }
  });

  test("an error answer without end: refused at the bound, a status failure", async () => {
    const { connect } = await packed("@a2a-bindgen/client");
    const { peer, cutShort } = await pouringPeer(
      goodCard,
      500,
      "application/json",
      '{"jsonrpc":"2.0","id":1,"error":{"code":-32603,"message":"',
      '"}}',
      64 * MiB,
    );
    try {
      const client = await connect(peer.origin, { ...options, maxResponseBytes: 65_536 });
      await assert.rejects(client.unary("SendMessage", { message: userMessage("hello") }), namedBound("status", /65536|64 KiB|maxResponseBytes/));
      await cutShort("the error", 8 * MiB);
    } finally {
      await peer.close();
    }
  });

  test("an SSE event without end: refused at the event bound, a stream failure (not network)", { timeout: 60_000 }, async () => {
    const { connect } = await packed("@a2a-bindgen/client");
    const { peer, cutShort } = await pouringPeer(
      goodCard,
      200,
      "text/event-stream",
      'data: {"jsonrpc":"2.0","id":1,"result":{"message":{"messageId":"m","role":"ROLE_AGENT","parts":[{"text":"',
      '"}]}}}\n\n',
      64 * MiB,
    );
    try {
      const client = await connect(peer.origin, options);
      const read = async () => {
        for await (const _ of client.stream("SendStreamingMessage", { message: userMessage("hello") })) {
          // The only event never ends.
        }
      };
      await assert.rejects(read(), namedBound("stream", /4194304|4 Mi|maxEventSize/));
      await cutShort("the stream", 24 * MiB, 5_000);
    } finally {
      await peer.close();
    }
  });
});
