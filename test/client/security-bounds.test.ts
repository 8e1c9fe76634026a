// Every read is bounded: a card (maxCardBytes, 1 MiB), a unary answer (maxResponseBytes, 16 MiB), an error
// answer (1 MiB, or maxResponseBytes when lower), a stream event (maxEventSize, 4 Mi characters) and a gRPC
// message (maxResponseBytes as connect's readMaxBytes). A hostile agent on 127.0.0.1 offers 100 MB; the
// client stops at the bound and closes the connection, which the agent sees long before it has written it
// all. A declared Content-Length over the bound fails before anything is read. Bounds and defaults as the
// options' documentation states them.

import assert from "node:assert/strict";
import type http from "node:http";
import { after, before, beforeEach, describe, test } from "node:test";
import { interfaceDeclarations } from "@a2a-bindgen/a2a/protocol";
import { connect, TransportError } from "@a2a-bindgen/client";
import { grpcTransport } from "@a2a-bindgen/client/grpc";
import { type GrpcServer, startGrpcServer } from "@a2a-bindgen/server/grpc";
import { testAgent, testCard } from "../server/grpc-agent.js";
import { type Agent, agentsPerFile, cardOf, TASK } from "./security-agent.js";

const MiB = 1024 * 1024;
const HUGE = 100 * 1000 * 1000;
const CARD_PATH = interfaceDeclarations.card.path;

/** What a flooding answer managed to write, and whether the client closed the connection before it was done. */
interface Flood {
  written: number;
  closedEarly: boolean;
  ended: Promise<void>;
}

/** Answers with `prefix` then "x" up to `total` bytes, 64 KiB at a time, as fast as the client reads. */
function flood(res: http.ServerResponse, status: number, headers: http.OutgoingHttpHeaders, prefix: string, total: number): Flood {
  const chunk = Buffer.alloc(64 * 1024, "x");
  let ended!: () => void;
  const f: Flood = { written: 0, closedEarly: false, ended: new Promise<void>((r) => (ended = r)) };
  res.on("close", () => {
    f.closedEarly = f.written < total;
    ended();
  });
  res.writeHead(status, headers);
  res.write(prefix);
  f.written = Buffer.byteLength(prefix);
  const pump = () => {
    while (f.written < total && !res.destroyed) {
      f.written += chunk.length;
      if (!res.write(chunk)) {
        res.once("drain", pump);
        return;
      }
    }
    if (!res.destroyed) res.end();
  };
  pump();
  return f;
}

let agent: Agent;
let floods: Flood[] = [];
agentsPerFile(1, (x) => {
  agent = x;
});

beforeEach(() => {
  floods = [];
  agent.card = { ...(cardOf(`${agent.origin}/rpc`) as object), capabilities: { streaming: true } };
});

/** Scripts the agent: requests `when` accepts are answered by a flood. */
function floodOn(when: (req: http.IncomingMessage) => boolean, status: number, headers: http.OutgoingHttpHeaders, prefix: string, total = HUGE): void {
  agent.scripts.push((req, res) => {
    if (!when(req)) return false;
    floods.push(flood(res, status, headers, prefix, total));
    return true;
  });
}

/** The flood stopped early: the client closed the connection after reading about the bound, not 100 MB. */
async function stoppedEarly(most: number): Promise<void> {
  assert.equal(floods.length, 1);
  const f = floods[0];
  await f.ended;
  assert.ok(f.closedEarly, "the connection was closed before the answer was written whole");
  assert.ok(f.written < most, `the agent wrote ${f.written} bytes, under ${most}`);
}

const rejectsWith = (failure: string, message: RegExp) => (e: unknown) => {
  assert.ok(e instanceof TransportError, String(e));
  assert.equal(e.failure, failure);
  assert.match(e.message, message);
  return true;
};

describe("the card (maxCardBytes, default 1 MiB)", () => {
  test("a 100 MB card is refused at 1 MiB, not read whole", { timeout: 30_000 }, async () => {
    floodOn((req) => req.url === CARD_PATH, 200, { "content-type": "application/json" }, '{"name":"');
    await assert.rejects(connect(agent.cardUrl, { timeoutMs: 10_000 }), rejectsWith("card", /the card exceeds the bound of 1048576 bytes \(maxCardBytes\)/));
    await stoppedEarly(32 * MiB);
  });

  test("a Content-Length over the bound fails before the body is read", { timeout: 30_000 }, async () => {
    floodOn((req) => req.url === CARD_PATH, 200, { "content-type": "application/json", "content-length": String(HUGE) }, "{");
    await assert.rejects(
      connect(agent.cardUrl, { timeoutMs: 10_000 }),
      rejectsWith("card", /the card declares 100000000 bytes \(Content-Length\), over the bound of 1048576 bytes \(maxCardBytes\)/),
    );
    await stoppedEarly(32 * MiB);
  });

  test("a card of exactly maxCardBytes is read; one byte more than the bound is refused as it is read", async () => {
    const bytes = Buffer.byteLength(JSON.stringify(agent.card));
    const client = await connect(agent.cardUrl, { maxCardBytes: bytes, timeoutMs: 5000 });
    assert.equal(client.selected.url, `${agent.origin}/rpc`);
    await assert.rejects(
      connect(agent.cardUrl, { maxCardBytes: bytes - 1, timeoutMs: 5000 }),
      rejectsWith("card", new RegExp(`the card exceeds the bound of ${bytes - 1} bytes \\(maxCardBytes\\)`)),
    );
  });

  test("a card whose Content-Length is one byte over the bound: refused from the header; at the bound, read", async () => {
    const text = JSON.stringify(agent.card);
    const bytes = Buffer.byteLength(text);
    agent.scripts.push((req, res) => {
      if (req.url !== CARD_PATH) return false;
      res.writeHead(200, { "content-type": "application/json", "content-length": String(bytes) }).end(text);
      return true;
    });
    await assert.rejects(
      connect(agent.cardUrl, { maxCardBytes: bytes - 1, timeoutMs: 5000 }),
      rejectsWith("card", new RegExp(`declares ${bytes} bytes \\(Content-Length\\), over the bound of ${bytes - 1} bytes`)),
    );
    assert.equal((await connect(agent.cardUrl, { maxCardBytes: bytes, timeoutMs: 5000 })).selected.url, `${agent.origin}/rpc`);
  });
});

describe("a unary answer (maxResponseBytes, default 16 MiB) and an error answer (1 MiB)", () => {
  test("a 100 MB JSON-RPC answer is refused at 16 MiB (a body failure), not read whole", { timeout: 60_000 }, async () => {
    floodOn((req) => req.method === "POST", 200, { "content-type": "application/json" }, '{"jsonrpc":"2.0","id":1,"result":{"id":"');
    const client = await connect(agent.cardUrl, { timeoutMs: 20_000 });
    await assert.rejects(client.unary("GetTask", { id: "t" }), rejectsWith("body", /the answer exceeds the bound of 16777216 bytes \(maxResponseBytes\)/));
    await stoppedEarly(64 * MiB);
  });

  test("a 100 MB error answer (HTTP+JSON 500) is refused at 1 MiB (a status failure)", { timeout: 30_000 }, async () => {
    agent.card = cardOf(`${agent.origin}/rest`, "HTTP+JSON");
    floodOn((req) => req.url?.startsWith("/rest/") === true, 500, { "content-type": "application/json" }, '{"error":{"message":"');
    const client = await connect(agent.cardUrl, { timeoutMs: 10_000 });
    await assert.rejects(
      client.unary("GetTask", { id: "t" }),
      rejectsWith("status", /the 500 answer exceeds the bound of 1048576 bytes \(error answers: 1 MiB, or maxResponseBytes when lower\)/),
    );
    await stoppedEarly(32 * MiB);
  });

  test("a lower maxResponseBytes bounds the answer and the error answer; an answer within it is read", async () => {
    const answer = JSON.stringify({ jsonrpc: "2.0", id: 1, result: TASK });
    const small = await connect(agent.cardUrl, { maxResponseBytes: 40, timeoutMs: 5000 });
    await assert.rejects(small.unary("GetTask", { id: "t" }), rejectsWith("body", /the answer exceeds the bound of 40 bytes \(maxResponseBytes\)/));
    const enough = await connect(agent.cardUrl, { maxResponseBytes: Buffer.byteLength(answer) + 10, timeoutMs: 5000 });
    assert.deepEqual(await enough.unary("GetTask", { id: "t" }), TASK);
    agent.card = cardOf(`${agent.origin}/rest`, "HTTP+JSON");
    agent.scripts.push((req, res) => {
      if (!req.url?.startsWith("/rest/")) return false;
      res.writeHead(404, { "content-type": "text/plain", "content-length": "100" }).end("y".repeat(100));
      return true;
    });
    const rest = await connect(agent.cardUrl, { maxResponseBytes: 50, timeoutMs: 5000 });
    await assert.rejects(rest.unary("GetTask", { id: "t" }), rejectsWith("status", /the 404 answer declares 100 bytes .* over the bound of 50 bytes/));
  });
});

describe("a stream event (maxEventSize, default 4 Mi characters)", () => {
  const sse = { "content-type": "text/event-stream" };

  test("an endless event is a stream failure naming maxEventSize, not a network one; the connection is closed", { timeout: 30_000 }, async () => {
    floodOn((req) => req.method === "POST", 200, sse, "data: ");
    const client = await connect(agent.cardUrl, { timeoutMs: 10_000 });
    await assert.rejects(
      async () => {
        for await (const _ of client.stream("SubscribeToTask", { id: "t" })) break;
      },
      rejectsWith("stream", /exceeds maxEventSize \(4194304 characters\) at event #0/),
    );
    await stoppedEarly(48 * MiB);
  });

  test("maxEventSize is the caller's: an event of 2,000 characters over a bound of 1,024", async () => {
    agent.scripts.push((req, res) => {
      if (req.method !== "POST") return false;
      res.writeHead(200, sse).end(`data: ${"z".repeat(2000)}\n\n`);
      return true;
    });
    const client = await connect(agent.cardUrl, { maxEventSize: 1024, timeoutMs: 5000 });
    await assert.rejects(
      async () => {
        for await (const _ of client.stream("SubscribeToTask", { id: "t" })) break;
      },
      rejectsWith("stream", /exceeds maxEventSize \(1024 characters\)/),
    );
  });
});

describe("bound options are checked", () => {
  for (const option of ["maxCardBytes", "maxResponseBytes", "maxEventSize"]) {
    for (const value of [0, -1, 1.5, Number.NaN, Number.POSITIVE_INFINITY, "1024"]) {
      test(`${option}: ${String(value)} is a TypeError naming it, before anything is sent`, async () => {
        await assert.rejects(connect(agent.cardUrl, { [option]: value }), (e: unknown) => {
          assert.ok(e instanceof TypeError, String(e));
          assert.match(e.message, new RegExp(`^${option} must be a positive whole number of (bytes|characters)`));
          return true;
        });
        assert.equal(agent.seen.length, 0);
      });
    }
  }
});

describe("gRPC: maxResponseBytes is connect's readMaxBytes", () => {
  let server: GrpcServer;
  before(async () => {
    const card = testCard();
    server = await startGrpcServer({ agent: testAgent(card), card });
  });
  after(async () => {
    await server?.close();
  });
  const send = { message: { messageId: "m-1", role: "ROLE_USER", parts: [{ text: "hello" }] } } as never;

  test("a unary answer over the bound is a body failure naming maxResponseBytes; within it, the answer", async () => {
    const small = grpcTransport({ url: server.address, protocolVersion: "1.0", tenant: undefined, timeoutMs: 5000, maxResponseBytes: 16 });
    const large = grpcTransport({ url: server.address, protocolVersion: "1.0", tenant: undefined, timeoutMs: 5000 });
    try {
      await assert.rejects(small.unary("SendMessage", send), rejectsWith("body", /the answer exceeds the bound of 16 bytes \(maxResponseBytes\)/));
      const ok = (await large.unary("SendMessage", send)) as { task?: { status?: { state?: string } } };
      assert.equal(ok.task?.status?.state, "TASK_STATE_COMPLETED");
    } finally {
      small.close();
      large.close();
    }
  });

  test("a stream message over the bound is a stream failure", async () => {
    const small = grpcTransport({ url: server.address, protocolVersion: "1.0", tenant: undefined, timeoutMs: 5000, maxResponseBytes: 16 });
    try {
      await assert.rejects(
        async () => {
          for await (const _ of small.stream("SendStreamingMessage", send)) {
          }
        },
        rejectsWith("stream", /a stream message exceeds the bound of 16 bytes \(maxResponseBytes\)/),
      );
    } finally {
      small.close();
    }
  });

  test("a bad maxResponseBytes is a TypeError", () => {
    assert.throws(
      () => grpcTransport({ url: server.address, protocolVersion: "1.0", tenant: undefined, timeoutMs: 5000, maxResponseBytes: -1 }),
      /maxResponseBytes must be a positive whole number of bytes/,
    );
  });
});
