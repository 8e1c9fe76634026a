// The client is total: hostile answers (bodies that do not validate, nesting 100,000 deep, HTML where JSON
// belongs, broken stream events), hostile cards (deep nesting, __proto__ and constructor as names) and
// hostile requests each get a clear A2AError or TransportError naming what and where, never a crash.
// The answers come from a crafted server on 127.0.0.1:0; the expected values are written by hand.

import assert from "node:assert/strict";
import type http from "node:http";
import { after, before, describe, test } from "node:test";
import { A2AError } from "@a2a-bindgen/kit";
import { type A2AClient, connect, NoInterfaceError, TransportError } from "@a2a-bindgen/client";
import { listenHttp, stopper } from "../e2e/peer/server.js";
import { recordingFetch, type Served, serveCard } from "./crafted.js";

const DEEP = 100_000;
const deepJson = (leaf: string) => `${'{"a":'.repeat(DEEP)}${leaf}${"}".repeat(DEEP)}`;

/** What the crafted JSON-RPC endpoint answers: status, content type, body, keyed by the request's task id. */
type Answer = { status: number; type: string; body: string };
const answers: Record<string, Answer> = {
  invalid: { status: 200, type: "application/json", body: '{"jsonrpc":"2.0","id":1,"result":{"id":5}}' },
  deep: { status: 200, type: "application/json", body: `{"jsonrpc":"2.0","id":1,"result":{"id":"t","metadata":${deepJson("1")}}}` },
  html: { status: 200, type: "text/html", body: "<html><body>Welcome</body></html>" },
  notfound: {
    status: 200,
    type: "application/json",
    body: JSON.stringify({
      jsonrpc: "2.0",
      id: 1,
      error: {
        code: -32001,
        message: "Task not found",
        data: [{ "@type": "type.googleapis.com/google.rpc.ErrorInfo", reason: "TASK_NOT_FOUND", domain: "a2a-protocol.org" }],
      },
    }),
  },
  wrongid: { status: 200, type: "application/json", body: '{"jsonrpc":"2.0","id":"someone-else","result":{"id":"t"}}' },
  badstream: { status: 200, type: "text/event-stream", body: "data: not json\n\n" },
  // One whole event, then the connection closes inside the next one (no closing blank line).
  cutstream: {
    status: 200,
    type: "text/event-stream",
    body: `data: ${JSON.stringify({ jsonrpc: "2.0", id: 1, result: { statusUpdate: { taskId: "t", contextId: "c", status: { state: "TASK_STATE_WORKING" } } } })}\n\ndata: {"jsonrpc":"2.0","id":1,"result":{"statusUpdate":`,
  },
  errstream: {
    status: 200,
    type: "text/event-stream",
    body: `data: ${JSON.stringify({ jsonrpc: "2.0", id: 1, result: { statusUpdate: { taskId: "t", contextId: "c", status: { state: "TASK_STATE_WORKING" } } } })}\n\ndata: ${JSON.stringify({ jsonrpc: "2.0", id: 1, error: { code: -32004, message: "Unsupported" } })}\n\n`,
  },
};

let server: { close(): Promise<void>; baseUrl: string };
let card: Served;
let client: A2AClient;

before(async () => {
  const web = await listenHttp();
  web.server.on("request", (req: http.IncomingMessage, res: http.ServerResponse) => {
    let text = "";
    req.on("data", (c) => (text += c));
    req.on("end", () => {
      let key = "";
      let id = 0;
      try {
        const r = JSON.parse(text);
        key = r.params?.id ?? "";
        id = r.id;
      } catch {}
      const a = Object.hasOwn(answers, key) ? answers[key] : answers.notfound;
      // Each answer goes to the request's id (the canned bodies say 1).
      res.writeHead(a.status, { "content-type": a.type }).end(a.body.replaceAll('"id":1,', `"id":${JSON.stringify(id)},`));
    });
  });
  server = { baseUrl: web.baseUrl, close: stopper(web, undefined, () => {}) };
  card = await serveCard({
    capabilities: { streaming: true },
    supportedInterfaces: [{ url: `${web.baseUrl}/rpc`, protocolBinding: "JSONRPC", protocolVersion: "1.0" }],
  });
  client = await connect(card.cardUrl, { timeoutMs: 5_000 });
});

after(async () => {
  await Promise.all([server?.close(), card?.close()]);
});

async function firstOf(stream: AsyncIterable<unknown>, max = 5): Promise<unknown[]> {
  const out: unknown[] = [];
  for await (const e of stream) {
    out.push(e);
    if (out.length >= max) break;
  }
  return out;
}

describe("hostile answers", () => {
  test("a result that is not the operation's response: a TransportError naming the JSON path", async () => {
    await assert.rejects(client.unary("GetTask", { id: "invalid" }), (e: unknown) => {
      assert.ok(e instanceof TransportError, String(e));
      assert.equal(e.failure, "body");
      assert.match(e.seen, /GetTask response does not validate: \$\.id/);
      return true;
    });
  });

  test("a result nested 100,000 deep: an answer, not a RangeError", async () => {
    await assert.rejects(client.unary("GetTask", { id: "deep" }), (e: unknown) => e instanceof TransportError && e.failure === "body");
  });

  test("an HTML page where JSON belongs: a TransportError quoting it", async () => {
    await assert.rejects(client.unary("GetTask", { id: "html" }), (e: unknown) => {
      assert.ok(e instanceof TransportError, String(e));
      assert.match(e.seen, /text\/html: <html><body>Welcome/);
      return true;
    });
  });

  test("an answer to another id is not this call's: a TransportError", async () => {
    await assert.rejects(client.unary("GetTask", { id: "wrongid" }), (e: unknown) => {
      assert.ok(e instanceof TransportError, String(e));
      assert.match(e.seen, /the answer's id "someone-else" is not the request's/);
      return true;
    });
  });

  test("a JSON-RPC error with its ErrorInfo: the typed A2A error", async () => {
    await assert.rejects(
      client.unary("GetTask", { id: "anything" }),
      (e: unknown) => e instanceof A2AError && e.name === "TaskNotFoundError" && e.code === -32001,
    );
  });

  test("a stream event that is not JSON: a stream TransportError naming the event", async () => {
    await assert.rejects(firstOf(client.stream("SubscribeToTask", { id: "badstream" })), (e: unknown) => {
      assert.ok(e instanceof TransportError, String(e));
      assert.equal(e.failure, "stream");
      assert.match(e.seen, /event #0/);
      return true;
    });
  });

  test("a stream cut inside an event: the events before it, then a stream TransportError, not a clean end", async () => {
    const seen: unknown[] = [];
    await assert.rejects(
      async () => {
        for await (const e of client.stream("SubscribeToTask", { id: "cutstream" })) seen.push(e);
      },
      (e: unknown) => {
        assert.ok(e instanceof TransportError, String(e));
        assert.equal(e.failure, "stream");
        assert.match(e.seen, /ended inside event #1/);
        return true;
      },
    );
    assert.equal(seen.length, 1);
  });

  test("an error mid-stream: the events before it, then the A2A error", async () => {
    const seen: unknown[] = [];
    await assert.rejects(
      async () => {
        for await (const e of client.stream("SubscribeToTask", { id: "errstream" })) seen.push(e);
      },
      (e: unknown) => e instanceof A2AError && e.name === "UnsupportedOperationError",
    );
    assert.deepEqual(seen, [{ statusUpdate: { taskId: "t", contextId: "c", status: { state: "TASK_STATE_WORKING" } } }]);
  });
});

describe("hostile cards and requests", () => {
  test("a card nested 100,000 deep, or with __proto__ and constructor as names: NoInterfaceError naming the problems", async () => {
    const deep = await serveCard(`{"supportedInterfaces":${"[".repeat(DEEP)}${"]".repeat(DEEP)}}`);
    const protoCard = await serveCard(JSON.parse('{"__proto__":{"supportedInterfaces":[]},"constructor":1,"supportedInterfaces":[{"__proto__":{"url":"x"}}]}'));
    try {
      await assert.rejects(connect(deep.cardUrl), (e: unknown) => e instanceof NoInterfaceError);
      await assert.rejects(connect(protoCard.cardUrl), (e: unknown) => {
        assert.ok(e instanceof NoInterfaceError, String(e));
        assert.deepEqual(e.detail.offers, []);
        assert.ok(
          e.detail.problems.some((p) => p.startsWith("$.supportedInterfaces[0].url")),
          e.detail.problems.join("; "),
        );
        return true;
      });
    } finally {
      await Promise.all([deep.close(), protoCard.close()]);
    }
  });

  test("a request that does not validate, nests 100,000 deep or names no operation: nothing is sent", async () => {
    const rec = recordingFetch();
    const c = await connect(card.cardUrl, { fetch: rec.fetch });
    await assert.rejects(c.unary("GetTask", { id: 7 } as never), (e: unknown) => {
      assert.ok(e instanceof TransportError, String(e));
      assert.equal(e.failure, "request");
      assert.match(e.seen, /GetTask request does not validate: \$\.id/);
      return true;
    });
    const metadata = JSON.parse(deepJson("1"));
    await assert.rejects(
      c.unary("SendMessage", { message: { messageId: "m", role: "ROLE_USER", parts: [{ text: "x" }] }, metadata } as never),
      (e: unknown) => e instanceof TransportError && e.failure === "request",
    );
    for (const name of ["__proto__", "constructor", "toString"]) {
      await assert.rejects(
        c.unary(name as never, {} as never),
        (e: unknown) => e instanceof TransportError && e.failure === "request" && e.seen.includes(name),
      );
    }
    assert.deepEqual(rec.log, []);
  });

  test("a timeout too large for setTimeout is clamped (the call is answered, not timed out at once); a bogus one is the default", async () => {
    for (const timeoutMs of [1e12, Number.POSITIVE_INFINITY, -5, Number.NaN]) {
      const c = await connect(card.cardUrl, { timeoutMs });
      await assert.rejects(c.unary("GetTask", { id: "anything" }), (e: unknown) => e instanceof A2AError && e.name === "TaskNotFoundError", String(timeoutMs));
    }
  });
});
