// The edges a foreign peer meets in the client (issue 25): one rule for card URLs (a URL that serves a card is
// used as given, a base URL gets the well-known path), binding names in either spelling and the entry a missing
// transport comes from, decoding failures that quote the converter's own reason with its JSON path, notes on a
// card's missing required fields, and GetTask's historyLength toward v0.3. One scripted server on 127.0.0.1
// answers what each test says and logs what arrived. Expected values by hand from a2a.json v0.3.0 and the protos.

import assert from "node:assert/strict";
import type http from "node:http";
import { after, before, describe, test } from "node:test";
import { type CallMeta, connect, locateCard, NoInterfaceError, type TransportFactory, TransportError } from "@a2a-bindgen/client";
import { listenHttp, stopper } from "../e2e/peer/server.js";

const WELL_KNOWN = "/.well-known/agent-card.json";
const T = { timeout: 10_000 };

interface Seen {
  method: string;
  path: string;
  headers: http.IncomingHttpHeaders;
  body: any;
}
type Answer = { status: number; type: string; body: string };
let answer: (seen: Seen) => Answer = () => ({ status: 404, type: "text/html", body: "<p>nothing</p>" });
const log: Seen[] = [];
let base = "";
let close: () => Promise<void>;

before(async () => {
  const web = await listenHttp();
  base = web.baseUrl;
  web.server.on("request", (req: http.IncomingMessage, res: http.ServerResponse) => {
    const chunks: Buffer[] = [];
    req.on("data", (c: Buffer) => chunks.push(c));
    req.on("end", () => {
      const text = Buffer.concat(chunks).toString("utf8");
      const seen: Seen = { method: req.method ?? "", path: req.url ?? "", headers: req.headers, body: text === "" ? undefined : JSON.parse(text) };
      log.push(seen);
      const a = answer(seen);
      res.writeHead(a.status, { "content-type": a.type }).end(a.body);
    });
  });
  close = stopper(web, undefined, () => {});
});
after(() => close?.());

const json = (value: unknown, status = 200): Answer => ({ status, type: "application/json", body: JSON.stringify(value) });
const html404: Answer = { status: 404, type: "text/html", body: "<html><body>Not here</body></html>" };
const basics = { name: "edges", description: "a crafted card", version: "1.0.0", capabilities: {}, defaultInputModes: [], defaultOutputModes: [], skills: [] };
/** A v1.0 card with one interface at `path` on the scripted server. */
const v1Card = (binding: string, path = "/rpc") => ({
  ...basics,
  supportedInterfaces: [{ url: `${base}${path}`, protocolBinding: binding, protocolVersion: "1.0" }],
});
/** A v0.3 card (a2a.json v0.3.0 AgentCard) with its main interface at /rpc; `protocolVersion` left out when undefined. */
const v03Card = (protocolVersion?: string, preferredTransport = "JSONRPC") => ({
  ...basics,
  url: `${base}/rpc`,
  preferredTransport,
  ...(protocolVersion === undefined ? {} : { protocolVersion }),
});

/** Serves `card` at `cardPath` only; every other request gets `other` (default: an HTML 404). */
function script(cardPath: string, card: unknown, other: (seen: Seen) => Answer = () => html404): void {
  log.length = 0;
  answer = (seen) => (seen.method === "GET" && seen.path === cardPath ? json(card) : other(seen));
}

const paths = () => log.map((s) => `${s.method} ${s.path}`);

describe("card URLs: one rule for connect() and the doctor (locateCard)", () => {
  test("a card served at a URL of its own is used as given: one request", T, async () => {
    script("/cards/edges.json", v1Card("JSONRPC"));
    const client = await connect(`${base}/cards/edges.json`);
    assert.equal(client.selected.url, `${base}/rpc`);
    assert.deepEqual(paths(), ["GET /cards/edges.json"]);
  });

  test("a base URL whose answer is not a card gets the well-known path under it", T, async () => {
    script(`/agents/a${WELL_KNOWN}`, v1Card("JSONRPC"));
    const located = await locateCard(`${base}/agents/a`);
    assert.equal(located.url, `${base}/agents/a${WELL_KNOWN}`);
    assert.deepEqual(located.tried, [`${base}/agents/a`, `${base}/agents/a${WELL_KNOWN}`]);
    assert.deepEqual(paths(), ["GET /agents/a", `GET /agents/a${WELL_KNOWN}`]);
    // connect() follows the same rule.
    log.length = 0;
    const client = await connect(`${base}/agents/a`);
    assert.equal(client.selected.binding, "jsonrpc");
    assert.deepEqual(paths(), ["GET /agents/a", `GET /agents/a${WELL_KNOWN}`]);
  });

  test("a base URL answering JSON that declares no interface is not a card: the well-known path is asked", T, async () => {
    script(`/api${WELL_KNOWN}`, v1Card("JSONRPC"), () => json({ status: "ok" }));
    const located = await locateCard(`${base}/api`);
    assert.equal(located.url, `${base}/api${WELL_KNOWN}`);
    assert.deepEqual(paths(), ["GET /api", `GET /api${WELL_KNOWN}`]);
  });

  test("the origin's root and the well-known URL itself are asked once, at the well-known path", T, async () => {
    script(WELL_KNOWN, v1Card("JSONRPC"));
    await connect(base);
    await connect(`${base}/`);
    await connect(`${base}${WELL_KNOWN}`);
    assert.deepEqual(paths(), [`GET ${WELL_KNOWN}`, `GET ${WELL_KNOWN}`, `GET ${WELL_KNOWN}`]);
  });

  test("both fail: the well-known URL's failure, saying what the URL as given answered", T, async () => {
    script("/nowhere", {}, () => ({ status: 500, type: "text/plain", body: "boom" }));
    await assert.rejects(connect(`${base}/agents/b`), (e: unknown) => {
      assert.ok(e instanceof TransportError);
      assert.equal(e.failure, "card");
      assert.equal(e.url, `${base}/agents/b${WELL_KNOWN}`);
      assert.equal(e.status, 500);
      assert.match(
        e.seen,
        /answered 500: boom; asked first as given, http:\/\/127\.0\.0\.1:\d+\/agents\/b answered 500: the card request was answered 500: boom$/,
      );
      return true;
    });
  });

  test("a URL that is not one is a card failure, nothing sent", T, async () => {
    log.length = 0;
    await assert.rejects(locateCard("not a url"), (e: unknown) => e instanceof TransportError && e.failure === "card" && /not a URL/.test(e.seen));
    await assert.rejects(connect(undefined as never), (e: unknown) => e instanceof TransportError && e.failure === "card" && /not a URL/.test(e.seen));
    assert.equal(log.length, 0);
  });
});

describe("binding names: the card's spelling and the lowercase one", () => {
  const both = () => ({
    ...basics,
    supportedInterfaces: [
      { url: `${base}/rpc`, protocolBinding: "JSONRPC", protocolVersion: "1.0" },
      { url: `${base}/rest`, protocolBinding: "HTTP+JSON", protocolVersion: "1.0" },
    ],
  });

  test('bindings: ["HTTP+JSON"] and ["http+json"] choose the same entry; ["JSONRPC"] the other', T, async () => {
    script(WELL_KNOWN, both());
    assert.equal((await connect(base, { bindings: ["HTTP+JSON"] })).selected.url, `${base}/rest`);
    assert.equal((await connect(base, { bindings: ["http+json"] })).selected.url, `${base}/rest`);
    assert.equal((await connect(base, { bindings: ["JSONRPC"] })).selected.url, `${base}/rpc`);
  });

  test("a binding asked for without its transport names the entry that provides it, before anything is sent", T, async () => {
    script(WELL_KNOWN, v1Card("GRPC"));
    for (const name of ["GRPC", "grpc"] as const) {
      await assert.rejects(connect(base, { bindings: [name] }), (e: unknown) => {
        assert.ok(e instanceof TypeError);
        assert.match(e.message, /GRPC needs grpcTransport from @a2a-bindgen\/client\/grpc/);
        return true;
      });
    }
    assert.equal(log.length, 0);
  });

  test("a card offering only gRPC to a client without its transport: NoInterfaceError says which entry provides it", T, async () => {
    script(WELL_KNOWN, v1Card("GRPC"));
    await assert.rejects(connect(base), (e: unknown) => {
      assert.ok(e instanceof NoInterfaceError);
      assert.match(e.message, /GRPC needs grpcTransport from @a2a-bindgen\/client\/grpc/);
      return true;
    });
  });

  test("an unknown binding name is a TypeError naming it; transports are accepted under the card's spelling", T, async () => {
    script(WELL_KNOWN, v1Card("GRPC"));
    await assert.rejects(connect(base, { bindings: ["soap" as never] }), (e: unknown) => e instanceof TypeError && /"soap" is not a binding/.test(e.message));
    // Hostile names: a prototype key, an object whose toString throws, a transport that is no function.
    await assert.rejects(
      connect(base, { bindings: ["__proto__" as never] }),
      (e: unknown) => e instanceof TypeError && /"__proto__" is not a binding/.test(e.message),
    );
    const hostile = {
      toString: () => {
        throw new Error("no");
      },
    };
    await assert.rejects(
      connect(base, { bindings: [hostile as never] }),
      (e: unknown) => e instanceof TypeError && /a value of type object is not a binding/.test(e.message),
    );
    await assert.rejects(
      connect(base, { transports: JSON.parse('{"__proto__": 1}') }),
      (e: unknown) => e instanceof TypeError && /"__proto__" is not a binding/.test(e.message),
    );
    await assert.rejects(
      connect(base, { transports: { grpc: 1 as never } }),
      (e: unknown) => e instanceof TypeError && /transports\.grpc: give a TransportFactory/.test(e.message),
    );
    assert.equal(log.length, 0);
    let built = "";
    const fake: TransportFactory = (target) => {
      built = target.url;
      return { binding: "grpc", protocolVersion: target.protocolVersion, url: target.url, tenant: undefined } as never;
    };
    const client = await connect(base, { transports: { GRPC: fake }, bindings: ["GRPC"] });
    assert.equal(client.selected.binding, "grpc");
    assert.equal(built, `${base}/rpc`);
  });
});

/** A JSON-RPC answer to the request seen, with `result`. */
const rpcResult = (seen: Seen, result: unknown): Answer => json({ jsonrpc: "2.0", id: seen.body?.id ?? null, result });
const message = { messageId: "m-1", role: "ROLE_USER", parts: [{ text: "hi" }] };

describe("decoding failures name the converter's or validator's own reason, with its JSON path", () => {
  test("a v0.3 Task without kind: 'matches no variant of …result' at $, not 'expected a JSON object'", T, async () => {
    script(WELL_KNOWN, v03Card("0.3.0"), (seen) => rpcResult(seen, { id: "t-1", contextId: "c-1", status: { state: "completed" } }));
    const client = await connect(base);
    await assert.rejects(client.unary("SendMessage", { message } as never), (e: unknown) => {
      assert.ok(e instanceof TransportError);
      assert.equal(e.failure, "body");
      assert.match(e.seen, /\$: matches no variant of #\/definitions\/SendMessageSuccessResponse\/properties\/result/);
      assert.doesNotMatch(e.seen, /expected a JSON object/);
      return true;
    });
  });

  test("a v0.3 Task whose state is no TaskState: the converter's reason at $.status.state", T, async () => {
    script(WELL_KNOWN, v03Card("0.3.0"), (seen) => rpcResult(seen, { kind: "task", id: "t-1", contextId: "c-1", status: { state: "finished" } }));
    const client = await connect(base);
    await assert.rejects(client.unary("GetTask", { id: "t-1" } as never), (e: unknown) => {
      assert.ok(e instanceof TransportError);
      assert.match(e.seen, /\$\.status\.state/);
      assert.match(e.seen, /"finished"/);
      return true;
    });
  });
});

describe("the chosen interface notes required fields the card lacks, with the default applied", () => {
  test("a v0.3 card without protocolVersion (required by a2a.json v0.3.0): read as 0.3.0, and said", T, async () => {
    script(WELL_KNOWN, v03Card(undefined));
    const client = await connect(base);
    assert.equal(client.selected.protocolVersion, "0.3");
    assert.deepEqual(client.selected.notes, ["$.protocolVersion is required but missing: read as 0.3.0"]);
  });

  test("a v0.3 card with its protocolVersion, and a v1.0 card: no notes", T, async () => {
    script(WELL_KNOWN, v03Card("0.3.0"));
    assert.deepEqual((await connect(base)).selected.notes, []);
    script(WELL_KNOWN, v1Card("JSONRPC"));
    assert.deepEqual((await connect(base)).selected.notes, []);
  });

  test("a v1.0 card entry without protocolVersion (REQUIRED in v1.0.1 AgentInterface): read as 0.3, and said", T, async () => {
    script(WELL_KNOWN, { ...basics, supportedInterfaces: [{ url: `${base}/rpc`, protocolBinding: "JSONRPC" }] });
    const client = await connect(base);
    assert.equal(client.selected.protocolVersion, "0.3");
    assert.deepEqual(client.selected.notes, ["$.supportedInterfaces[0].protocolVersion is required but missing: read as 0.3"]);
  });
});

describe("GetTask's historyLength toward v0.3 keeps the v1.0 caller's meaning", () => {
  const task = { kind: "task", id: "t-1", contextId: "c-1", status: { state: "completed" } };

  test("JSON-RPC: unset (no limit) is sent as 0, v0.3's 'unlimited'; a number as itself", T, async () => {
    script(WELL_KNOWN, v03Card("0.3.0"), (seen) => rpcResult(seen, task));
    const client = await connect(base);
    await client.unary("GetTask", { id: "t-1" } as never);
    await client.unary("GetTask", { id: "t-1", historyLength: 2 } as never);
    const params = log.filter((s) => s.method === "POST").map((s) => s.body.params);
    assert.deepEqual(params, [
      { id: "t-1", historyLength: 0 },
      { id: "t-1", historyLength: 2 },
    ]);
  });

  test("JSON-RPC: 0 (no messages) has no v0.3 form: not sent, and reported as a loss", T, async () => {
    script(WELL_KNOWN, v03Card("0.3.0"), (seen) => rpcResult(seen, task));
    const client = await connect(base);
    let meta: CallMeta | undefined;
    await client.unary("GetTask", { id: "t-1", historyLength: 0 } as never, { onMeta: (m) => (meta = m) });
    assert.deepEqual(
      log.filter((s) => s.method === "POST").map((s) => s.body.params),
      [{ id: "t-1" }],
    );
    assert.deepEqual(
      meta?.losses?.map((l) => l.path),
      ["$.historyLength"],
    );
  });

  test("HTTP+JSON: unset is sent as historyLength=0 on the v0.3 route", T, async () => {
    const restTask = { id: "t-1", contextId: "c-1", status: { state: "TASK_STATE_COMPLETED" } };
    script(WELL_KNOWN, v03Card("0.3.0", "HTTP+JSON"), () => json(restTask));
    const client = await connect(base);
    await client.unary("GetTask", { id: "t-1" } as never);
    await client.unary("GetTask", { id: "t-1", historyLength: 3 } as never);
    assert.deepEqual(paths().slice(1), ["GET /rpc/v1/tasks/t-1?historyLength=0", "GET /rpc/v1/tasks/t-1?historyLength=3"]);
  });
});
