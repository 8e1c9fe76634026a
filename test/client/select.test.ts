// The client's side of the card (the quick reference, section 1, steps 1-3 and 5; I9, I10): crafted cards
// served on 127.0.0.1 pointing at real @a2a-js/sdk peers — bindings in different orders, one binding at 0.3
// and 1.0, a v0.3-only card, a hybrid card, a tenant, extensions — and the failures that are not A2A errors
// (an HTML 404 at a wrong url, no answer, no server). What went on the wire is read from a recording fetch.

import assert from "node:assert/strict";
import http from "node:http";
import { after, before, describe, test } from "node:test";
import { A2AError } from "@a2a-bindgen/kit";
import {
  connect,
  httpJsonTransport,
  jsonRpcTransport,
  NoInterfaceError,
  type Transport,
  type TransportFactory,
  type TransportTarget,
  TransportError,
} from "@a2a-bindgen/client";
import { listenHttp, type Peer, PEER_EXTENSION, startPeer, stopper } from "../e2e/peer/server.js";
import { recordingFetch, type Served, serveCard } from "./crafted.js";

let strict: Peer;
let compat: Peer;
const served: Served[] = [];

before(async () => {
  strict = await startPeer({ mode: "strict" });
  compat = await startPeer({ mode: "compat" });
});

after(async () => {
  await Promise.all([strict?.close(), compat?.close(), ...served.map((s) => s.close())]);
});

async function card(body: Record<string, unknown>): Promise<string> {
  const s = await serveCard({ name: "crafted", description: "a crafted card", version: "1.0.0", ...body });
  served.push(s);
  return s.cardUrl;
}

function entry(url: string, protocolBinding: string, protocolVersion: string, tenant?: string) {
  return { url, protocolBinding, protocolVersion, ...(tenant === undefined ? {} : { tenant }) };
}

const hi = () => ({ message: { messageId: `select-${Math.random().toString(36).slice(2)}`, role: "ROLE_USER" as const, parts: [{ text: "message: hi" }] } });

/** A gRPC factory that records its target and sends nothing: selection only (no peer is mocked). */
function grpcStub(targets: TransportTarget[]): TransportFactory {
  return (target) => {
    targets.push(target);
    const refuse = () => {
      throw new Error("selection test: not sent");
    };
    return { binding: "grpc", protocolVersion: target.protocolVersion, url: target.url, tenant: target.tenant, unary: refuse, stream: refuse } as Transport;
  };
}

describe("interface selection (I9, I10, v0.3 and hybrid cards)", () => {
  test("I9: JSONRPC listed first, then GRPC; a client that speaks only gRPC takes the second entry's url", async () => {
    const url = await card({ supportedInterfaces: [entry(strict.jsonRpcUrl, "JSONRPC", "1.0"), entry("127.0.0.1:50051", "GRPC", "1.0")] });
    const targets: TransportTarget[] = [];
    const client = await connect(url, { transports: { grpc: grpcStub(targets) }, bindings: ["grpc"] });
    assert.equal(client.selected.url, "127.0.0.1:50051");
    assert.equal(client.selected.binding, "grpc");
    assert.equal(client.selected.at, "$.supportedInterfaces[1]");
    assert.deepEqual(
      targets.map((t) => [t.url, t.protocolVersion]),
      [["127.0.0.1:50051", "1.0"]],
    );
    // The same card with the default transports: the first entry in card order, and it answers.
    const first = await connect(url);
    assert.equal(first.selected.url, strict.jsonRpcUrl);
    assert.equal((await first.unary("SendMessage", hi())).message?.parts[0]?.text, "echo: message: hi");
  });

  test("I9 with two HTTP bindings: JSONRPC first, a client speaking only HTTP+JSON calls the second url", async () => {
    const url = await card({ supportedInterfaces: [entry(strict.jsonRpcUrl, "JSONRPC", "1.0"), entry(strict.restUrl, "HTTP+JSON", "1.0")] });
    const rec = recordingFetch();
    const client = await connect(url, { bindings: ["http+json"], fetch: rec.fetch });
    assert.equal(client.selected.url, strict.restUrl);
    await client.unary("SendMessage", hi());
    assert.deepEqual(
      rec.log.map((r) => `${r.method} ${r.url}`),
      [`POST ${strict.restUrl}/message:send`],
    );
  });

  test("I10: HTTP+JSON at 0.3 listed before HTTP+JSON at 1.0; the client calls the 1.0 entry and sends 1.0", async () => {
    const url = await card({ supportedInterfaces: [entry(`${compat.restUrl}/`, "HTTP+JSON", "0.3"), entry(compat.restUrl, "HTTP+JSON", "1.0")] });
    const rec = recordingFetch();
    const client = await connect(url, { fetch: rec.fetch });
    assert.equal(client.selected.protocolVersion, "1.0");
    assert.equal(client.selected.url, compat.restUrl);
    await client.unary("SendMessage", hi());
    assert.equal(rec.log[0].url, `${compat.restUrl}/message:send`);
    assert.equal(rec.log[0].headers["a2a-version"], "1.0");
    // The card itself was asked for with the newest version the client speaks.
    assert.equal(rec.cards[0].headers["a2a-version"], "1.0");
    // A client that speaks only 0.3 takes the 0.3 entry: /v1 routes, version 0.3.
    const rec03 = recordingFetch();
    const old = await connect(url, { versions: ["0.3"], fetch: rec03.fetch });
    assert.equal(old.selected.protocolVersion, "0.3");
    assert.equal((await old.unary("SendMessage", hi())).message?.parts[0]?.text, "echo: message: hi");
    assert.equal(rec03.log[0].url, `${compat.restUrl}/v1/message:send`);
    assert.equal(rec03.log[0].headers["a2a-version"], "0.3");
  });

  test("a v0.3-only card (url, preferredTransport, protocolVersion 0.3.0): read by the v0.3 rules, spoken at 0.3", async () => {
    const url = await card({
      protocolVersion: "0.3.0",
      url: compat.restUrl,
      preferredTransport: "HTTP+JSON",
      additionalInterfaces: [{ url: compat.jsonRpcUrl, transport: "JSONRPC" }],
    });
    const rec = recordingFetch();
    const client = await connect(url, { fetch: rec.fetch });
    assert.equal(client.selected.protocolVersion, "0.3");
    assert.equal(client.selected.url, compat.restUrl);
    assert.equal(client.selected.at, "$");
    assert.equal((await client.unary("SendMessage", hi())).message?.role, "ROLE_AGENT");
    assert.equal(rec.log[0].url, `${compat.restUrl}/v1/message:send`);
    // The additional interface is taken when the client speaks only its binding: v0.3 method names.
    const rpc = await connect(url, { bindings: ["jsonrpc"], fetch: rec.fetch });
    assert.equal(rpc.selected.at, "$.additionalInterfaces[0]");
    await rpc.unary("SendMessage", hi());
    assert.equal((rec.log[1].body as { method: string }).method, "message/send");
    // A client that speaks only 1.0 finds nothing, and says what the card offers.
    await assert.rejects(connect(url, { versions: ["1.0"] }), (e: unknown) => {
      assert.ok(e instanceof NoInterfaceError, String(e));
      assert.match(e.message, /HTTP\+JSON 0\.3/);
      assert.deepEqual(
        e.detail.offers.map((o) => `${o.binding} ${o.version}`),
        ["HTTP+JSON 0.3", "JSONRPC 0.3"],
      );
      return true;
    });
  });

  test("a hybrid card (v0.3 url beside supportedInterfaces): a 1.0 client takes the list's 1.0 entry, a 0.3 client the v0.3 url", async () => {
    const url = await card({
      protocolVersion: "0.3",
      url: compat.jsonRpcUrl,
      preferredTransport: "JSONRPC",
      supportedInterfaces: [entry(compat.jsonRpcUrl, "JSONRPC", "1.0")],
    });
    const rec = recordingFetch();
    const v10 = await connect(url, { fetch: rec.fetch });
    assert.equal(v10.selected.protocolVersion, "1.0");
    assert.equal(v10.selected.at, "$.supportedInterfaces[0]");
    await v10.unary("SendMessage", hi());
    assert.equal((rec.log[0].body as { method: string }).method, "SendMessage");
    const v03 = await connect(url, { versions: ["0.3"], fetch: rec.fetch });
    assert.equal(v03.selected.at, "$");
    assert.equal((await v03.unary("SendMessage", hi())).message?.parts[0]?.text, "echo: message: hi");
    assert.equal((rec.log[1].body as { method: string }).method, "message/send");
    assert.equal(rec.log[1].headers["a2a-version"], "0.3");
  });
});

describe("tenant and extensions (steps 3 and 5)", () => {
  test("the entry's tenant goes into every request: the /{tenant} route on HTTP+JSON, params.tenant on JSON-RPC", async () => {
    const url = await card({ supportedInterfaces: [entry(strict.restUrl, "HTTP+JSON", "1.0", "t1"), entry(strict.jsonRpcUrl, "JSONRPC", "1.0", "t1")] });
    const rec = recordingFetch();
    const rest = await connect(url, { fetch: rec.fetch });
    assert.equal(rest.selected.tenant, "t1");
    const sent = await rest.unary("SendMessage", { ...hi(), message: { ...hi().message, parts: [{ text: "tenant task" }] } });
    assert.ok(sent.task);
    assert.equal(rec.log[0].url, `${strict.restUrl}/t1/message:send`);
    assert.equal((await rest.unary("GetTask", { id: sent.task.id })).id, sent.task.id);
    assert.equal(rec.log[1].url, `${strict.restUrl}/t1/tasks/${sent.task.id}`);
    // The peer scopes tasks by tenant: without it (an empty override) the same task is not found.
    const none = await connect(url, { tenant: "" });
    await assert.rejects(none.unary("GetTask", { id: sent.task.id }), (e: unknown) => e instanceof A2AError && e.name === "TaskNotFoundError");
    const rpc = await connect(url, { bindings: ["jsonrpc"], fetch: rec.fetch });
    assert.equal((await rpc.unary("GetTask", { id: sent.task.id })).id, sent.task.id);
    assert.deepEqual((rec.log[2].body as { params: unknown }).params, { id: sent.task.id, tenant: "t1" });
  });

  test("extensions are declared in A2A-Extensions (v1.0) and X-A2A-Extensions (v0.3); the activated ones are reported", async () => {
    const rec = recordingFetch();
    const v10 = await connect(strict.cardUrl, { extensions: [PEER_EXTENSION], fetch: rec.fetch });
    const metas: unknown[] = [];
    await v10.unary("SendMessage", hi(), { onMeta: (m) => metas.push(m.activatedExtensions) });
    assert.equal(rec.log.at(-1)?.headers["a2a-extensions"], PEER_EXTENSION);
    assert.deepEqual(metas, [[PEER_EXTENSION]]);
    const v03 = await connect(compat.cardUrl, { versions: ["0.3"], extensions: [PEER_EXTENSION], fetch: rec.fetch });
    await v03.unary("SendMessage", hi(), { extensions: ["urn:a2a-bindgen:test:second"] });
    const h = rec.log.at(-1)?.headers ?? {};
    assert.equal(h["x-a2a-extensions"], `${PEER_EXTENSION}, urn:a2a-bindgen:test:second`);
    assert.equal(h["a2a-extensions"], `${PEER_EXTENSION}, urn:a2a-bindgen:test:second`);
  });

  test("what does not cross to v0.3 is reported: a tenant has no v0.3 field", async () => {
    const client = await connect(compat.cardUrl, { versions: ["0.3"], tenant: "t9" });
    const losses: string[] = [];
    await client.unary("SendMessage", hi(), { onMeta: (m) => losses.push(...(m.losses ?? []).map((l) => l.path)) });
    assert.deepEqual(losses, ["$.tenant"]);
  });
});

describe("requests built from the tables", () => {
  test("I12: ListTasks filters travel in the query (contextId, status, pageSize) and take effect", async () => {
    const rec = recordingFetch();
    const rest = await connect(strict.cardUrl, { bindings: ["http+json"], fetch: rec.fetch });
    const first = await rest.unary("SendMessage", {
      ...hi(),
      message: { ...hi().message, parts: [{ text: "wait: listed" }] },
      configuration: { returnImmediately: true },
    });
    assert.ok(first.task);
    const contextId = first.task.contextId;
    const done = await rest.unary("SendMessage", { message: { ...hi().message, contextId, parts: [{ text: "done" }] } });
    assert.equal(done.task?.status?.state, "TASK_STATE_COMPLETED");
    const list = await rest.unary("ListTasks", { contextId, status: "TASK_STATE_WORKING", pageSize: 10 });
    assert.deepEqual(
      list.tasks?.map((t) => t.id),
      [first.task.id],
    );
    const sent = new URL(rec.log.at(-1)?.url ?? "");
    assert.equal(rec.log.at(-1)?.method, "GET");
    assert.equal(sent.pathname, "/a2a/rest/tasks");
    assert.deepEqual(Object.fromEntries(sent.searchParams), { contextId, status: "TASK_STATE_WORKING", pageSize: "10" });
    assert.equal(rec.log.at(-1)?.body, undefined);
    await rest.unary("CancelTask", { id: first.task.id });
  });

  test("the caller's signal aborts a call: a TransportError saying so", async () => {
    const client = await connect(strict.cardUrl);
    const controller = new AbortController();
    controller.abort(new Error("user left"));
    await assert.rejects(client.unary("GetTask", { id: "t" }, { signal: controller.signal }), (e: unknown) => {
      assert.ok(e instanceof TransportError, String(e));
      assert.equal(e.failure, "timeout");
      assert.match(e.seen, /aborted by the caller: user left/);
      return true;
    });
  });
});

describe("capabilities (step 4): what the card does not declare is refused before sending", () => {
  let limited: Peer;
  before(async () => {
    limited = await startPeer({ mode: "strict", streaming: false, pushNotifications: false, extendedCard: "unsupported" });
  });
  after(async () => {
    await limited?.close();
  });

  test("streaming, push notifications and the extended card off: the matching A2A errors, nothing sent", async () => {
    const rec = recordingFetch();
    const client = await connect(limited.cardUrl, { fetch: rec.fetch });
    const refused = async (call: () => Promise<unknown>, name: string, code: number) =>
      assert.rejects(call, (e: unknown) => {
        assert.ok(e instanceof A2AError, String(e));
        assert.equal(e.name, name);
        assert.equal(e.code, code);
        assert.match(e.message, /checked before sending/);
        return true;
      });
    await refused(
      async () => {
        for await (const _ of client.stream("SendStreamingMessage", hi())) break;
      },
      "UnsupportedOperationError",
      -32004,
    );
    await refused(
      () => client.unary("CreateTaskPushNotificationConfig", { taskId: "t", id: "c", url: "http://127.0.0.1:9/" }),
      "PushNotificationNotSupportedError",
      -32003,
    );
    await refused(() => client.unary("GetExtendedAgentCard", {}), "ExtendedAgentCardNotConfiguredError", -32007);
    assert.deepEqual(rec.log, []);
    // Operations no capability governs are sent as usual.
    assert.equal((await client.unary("SendMessage", hi())).message?.role, "ROLE_AGENT");
  });

  test("checkCapabilities: false sends anyway, and the peer answers with its own error", async () => {
    const client = await connect(limited.cardUrl, { checkCapabilities: false });
    await assert.rejects(client.unary("CreateTaskPushNotificationConfig", { taskId: "t", id: "c", url: "http://127.0.0.1:9/" }), (e: unknown) => {
      assert.ok(e instanceof A2AError, String(e));
      assert.equal(e.name, "PushNotificationNotSupportedError");
      assert.doesNotMatch(e.message, /checked before sending/);
      return true;
    });
  });
});

describe("errors decoded by the version's table", () => {
  test("I3 from the client's side: without the version parameter a 1.0-only peer answers VersionNotSupportedError on both bindings", async () => {
    const target = (url: string) => ({ url, protocolVersion: "1.0", tenant: undefined, timeoutMs: 5_000 });
    const rpc = jsonRpcTransport(target(strict.jsonRpcUrl), { omitVersion: true });
    const rest = httpJsonTransport(target(strict.restUrl), { omitVersion: true });
    for (const t of [rpc, rest]) {
      await assert.rejects(t.unary("GetTask", { id: "t" }), (e: unknown) => {
        assert.ok(e instanceof A2AError, String(e));
        assert.equal(e.name, "VersionNotSupportedError");
        assert.equal(e.code, -32009);
        assert.equal(e.reason, "VERSION_NOT_SUPPORTED");
        return true;
      });
    }
  });
});

describe("failures that are not A2A errors", () => {
  test("an interface url with a wrong base path: the HTML 404 is a TransportError naming the url", async () => {
    const wrongRest = `${strict.baseUrl}/wrong/rest`;
    const wrongRpc = `${strict.baseUrl}/wrong/jsonrpc`;
    const url = await card({ supportedInterfaces: [entry(wrongRest, "HTTP+JSON", "1.0"), entry(wrongRpc, "JSONRPC", "1.0")] });
    const rest = await connect(url);
    await assert.rejects(rest.unary("GetTask", { id: "t" }), (e: unknown) => {
      assert.ok(e instanceof TransportError, String(e));
      assert.equal(e.failure, "status");
      assert.equal(e.status, 404);
      assert.equal(e.url, `${wrongRest}/tasks/t`);
      assert.match(e.seen, /Cannot GET \/wrong\/rest\/tasks\/t/);
      return true;
    });
    const rpc = await connect(url, { bindings: ["jsonrpc"] });
    await assert.rejects(rpc.unary("GetTask", { id: "t" }), (e: unknown) => e instanceof TransportError && e.status === 404 && e.url === wrongRpc);
  });

  test("a card url that serves no card: a TransportError naming it", async () => {
    await assert.rejects(connect(`${strict.baseUrl}/nowhere/`), (e: unknown) => {
      assert.ok(e instanceof TransportError, String(e));
      assert.equal(e.failure, "card");
      assert.equal(e.url, `${strict.baseUrl}/nowhere/.well-known/agent-card.json`);
      return true;
    });
  });

  test("no answer within the timeout: a timeout TransportError; no server: a network TransportError", async () => {
    const silent = await listenHttp();
    silent.server.on("request", () => {});
    const close = stopper(silent, undefined, () => {});
    try {
      const url = await card({ supportedInterfaces: [entry(`${silent.baseUrl}/rpc`, "JSONRPC", "1.0")] });
      const client = await connect(url, { timeoutMs: 200 });
      const started = Date.now();
      await assert.rejects(
        client.unary("GetTask", { id: "t" }),
        (e: unknown) => e instanceof TransportError && e.failure === "timeout" && e.url === `${silent.baseUrl}/rpc`,
      );
      assert.ok(Date.now() - started < 5_000);
    } finally {
      await close();
    }
    const gone = http.createServer();
    await new Promise<void>((r) => gone.listen(0, "127.0.0.1", r));
    const port = (gone.address() as { port: number }).port;
    await new Promise<void>((r) => gone.close(() => r()));
    const url = await card({ supportedInterfaces: [entry(`http://127.0.0.1:${port}/rpc`, "JSONRPC", "1.0")] });
    const client = await connect(url, { timeoutMs: 2_000 });
    await assert.rejects(client.unary("GetTask", { id: "t" }), (e: unknown) => e instanceof TransportError && e.failure === "network");
  });
});
