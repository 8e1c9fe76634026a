// onError receives every failure the client is answered with an internal error for (JSON-RPC -32603,
// HTTP 500 INTERNAL, gRPC INTERNAL, per JSON-RPC 2.0 §5.1 and google/rpc/code.proto): a handler's plain
// throw and an A2A InternalError ("handler"), an answer that does not validate ("answer", with the JSON path
// of the problem), the server's own failure ("internal"). Each report names the operation, tenant, binding,
// protocol version and the request id of its call; nothing the request carried (headers, metadata) is in the
// context. An A2A error the handler means (TaskNotFoundError) is answered, not reported. The client never
// sees the failure's message. The default reporter writes one JSON line to stderr.

import assert from "node:assert/strict";
import { after, before, describe, test } from "node:test";
import { type ErrorContext, createA2AServer } from "@a2a-bindgen/server";
import { type GrpcServer, startGrpcServer } from "@a2a-bindgen/server/grpc";
import { raw, V03, V1 } from "./grpc-raw.js";
import { type Reply, type Running, call, rpc, sse, start } from "./harness.ts";
import { SECRET, misbehavingAgent, misbehavingCard } from "./misbehaving-agent.ts";
import { capturingStderr } from "../support/stderr.js";

type Report = { error: unknown; context: ErrorContext };

const CREDENTIALS = { authorization: `Bearer ${SECRET}`, "x-api-key": SECRET };
const V1H = { "A2A-Version": "1.0", ...CREDENTIALS };
const user = (id: string, text: string) => ({ messageId: id, role: "ROLE_USER", parts: [{ text }] });
const userV03 = (id: string, text: string) => ({ kind: "message", messageId: id, role: "user", parts: [{ kind: "text", text }] });
const userRestV03 = (id: string, text: string) => ({ messageId: id, role: "ROLE_USER", content: [{ text }] });

/** Nothing of what the request carried, and not the failure's message, is in any context field. */
function clean(context: ErrorContext): void {
  for (const [k, v] of Object.entries(context)) assert.ok(!String(v).includes(SECRET), `context.${k} = ${String(v)}`);
}

/** The client's answer is the internal error and holds neither the failure's message nor the answer's JSON path. */
function internal(r: Reply, binding: "jsonrpc" | "http+json"): void {
  assert.ok(!r.text.includes(SECRET), r.text);
  assert.ok(!r.text.includes("$."), r.text);
  if (binding === "jsonrpc") {
    assert.equal(r.status, 200);
    assert.equal(r.json.error.code, -32603);
  } else {
    assert.equal(r.status, 500);
  }
}

describe("onError over JSON-RPC and HTTP+JSON", () => {
  let s: Running;
  const reports: Report[] = [];
  before(async () => {
    s = await start({ agent: misbehavingAgent(), card: misbehavingCard(), onError: (error, context) => reports.push({ error, context }) });
  });
  after(() => s.close());

  /** The reports made while `run` ran. */
  async function during(run: () => Promise<unknown>): Promise<Report[]> {
    const from = reports.length;
    await run();
    return reports.slice(from);
  }

  test("a handler's plain throw: reported with the error itself and where it happened, on each binding and version", async () => {
    const cases: { binding: "jsonrpc" | "http+json"; version: string; tenant: string; send: () => Promise<Reply> }[] = [
      { binding: "jsonrpc", version: "1.0", tenant: "", send: () => rpc(s.base, "SendMessage", { message: user("a", "throw") }, V1H) },
      { binding: "jsonrpc", version: "1.0", tenant: "acme", send: () => rpc(s.base, "SendMessage", { tenant: "acme", message: user("a", "throw") }, V1H) },
      { binding: "http+json", version: "1.0", tenant: "", send: () => call(`${s.base}/message:send`, { body: { message: user("b", "throw") }, headers: V1H }) },
      {
        binding: "http+json",
        version: "1.0",
        tenant: "acme",
        send: () => call(`${s.base}/acme/message:send`, { body: { message: user("c", "throw") }, headers: V1H }),
      },
      { binding: "jsonrpc", version: "0.3", tenant: "", send: () => rpc(s.base, "message/send", { message: userV03("d", "throw") }, CREDENTIALS) },
      {
        binding: "http+json",
        version: "0.3",
        tenant: "",
        send: () => call(`${s.base}/v1/message:send`, { body: { message: userRestV03("e", "throw") }, headers: CREDENTIALS }),
      },
    ];
    const ids = new Set<string>();
    for (const c of cases) {
      let answer: Reply | undefined;
      const got = await during(async () => (answer = await c.send()));
      const where = `${c.binding} ${c.version} tenant ${c.tenant}`;
      internal(answer as Reply, c.binding);
      assert.equal(got.length, 1, where);
      const [{ error, context }] = got;
      assert.ok(error instanceof Error && error.message.includes(SECRET), where);
      assert.equal(context.source, "handler", where);
      assert.equal(context.operation, "SendMessage", where);
      assert.equal(context.binding, c.binding, where);
      assert.equal(context.protocolVersion, c.version, where);
      assert.equal(context.tenant, c.tenant, where);
      assert.equal(typeof context.requestId, "string");
      assert.ok(context.requestId.length >= 8, context.requestId);
      ids.add(context.requestId);
      clean(context);
    }
    assert.equal(ids.size, cases.length, "a request id of its own for each report");
  });

  test("the A2A InternalError a handler throws is reported; an A2A error it means is not", async () => {
    const a = await during(() => rpc(s.base, "SendMessage", { message: user("f", "internal") }, V1H));
    assert.equal(a.length, 1);
    assert.equal(a[0].context.source, "handler");
    const b = await during(async () => {
      const r = await rpc(s.base, "SendMessage", { message: user("g", "notfound") }, V1H);
      assert.equal(r.json.error.code, -32001);
    });
    assert.deepEqual(b, []);
  });

  test("an invalid answer: source answer, the JSON path of the first problem as detail; the client sees neither", async () => {
    const cases: [string, string, () => Promise<Reply>, "jsonrpc" | "http+json"][] = [
      ["bad", "$.id", () => rpc(s.base, "SendMessage", { message: user("h", "bad") }, V1H), "jsonrpc"],
      ["badpath", "$.task.status.state", () => call(`${s.base}/message:send`, { body: { message: user("i", "badpath") }, headers: V1H }), "http+json"],
      ["unknown", "$.message.kind", () => rpc(s.base, "message/send", { message: userV03("j", "unknown") }), "jsonrpc"],
      ["GetTask", "$.id", () => call(`${s.base}/tasks/bad`, { headers: V1H }), "http+json"],
    ];
    for (const [name, path, send, binding] of cases) {
      let answer: Reply | undefined;
      const got = await during(async () => (answer = await send()));
      internal(answer as Reply, binding);
      assert.equal(got.length, 1, name);
      const { context, error } = got[0];
      assert.equal(context.source, "answer", name);
      assert.ok(context.detail?.startsWith(`${path}:`), `${name}: ${context.detail}`);
      assert.ok(error instanceof Error && error.message.includes(path), name);
      clean(context);
    }
  });

  test("streams: a throw after the first item and an invalid item end the stream with an error event, and are reported", async () => {
    const thrown = await during(async () => {
      const events = sse((await rpc(s.base, "SendStreamingMessage", { message: user("k", "midthrow") }, V1H, 3)).text);
      assert.deepEqual(
        events.map((e) => e.event),
        ["message", "error"],
      );
      assert.equal(events[1].data.error.code, -32603);
      assert.ok(!JSON.stringify(events).includes(SECRET));
    });
    assert.equal(thrown.length, 1);
    assert.equal(thrown[0].context.source, "handler");
    assert.equal(thrown[0].context.operation, "SendStreamingMessage");
    const invalid = await during(async () => {
      const events = sse((await call(`${s.base}/message:stream`, { body: { message: user("l", "baditem") }, headers: V1H })).text);
      assert.deepEqual(
        events.map((e) => e.event),
        ["message", "error"],
      );
      assert.ok(!JSON.stringify(events).includes("$."));
    });
    assert.equal(invalid.length, 1);
    assert.equal(invalid[0].context.source, "answer");
    assert.ok(invalid[0].context.detail?.startsWith("$.statusUpdate.taskId:"), invalid[0].context.detail);
  });

  test("an invalid first stream item: a plain internal error (no stream), reported", async () => {
    let r: Reply | undefined;
    const got = await during(async () => (r = await call(`${s.base}/message:stream`, { body: { message: user("m", "badfirst") }, headers: V1H })));
    internal(r as Reply, "http+json");
    assert.equal(got.length, 1);
    assert.ok(got[0].context.detail?.startsWith("$.bogus:"), got[0].context.detail);
  });
});

describe("onError: the server's own failure, and the default reporter", () => {
  test("an answer no JSON can carry (validation off): source internal, with the binding and version", async () => {
    const reports: Report[] = [];
    const s = await start({
      agent: misbehavingAgent(),
      card: misbehavingCard(),
      validateAnswers: false,
      onError: (error, context) => reports.push({ error, context }),
    });
    try {
      const r = await rpc(s.base, "SendMessage", { message: user("n", "bigint") }, V1H);
      internal(r, "jsonrpc");
      assert.equal(reports.length, 1);
      assert.equal(reports[0].context.source, "internal");
      assert.equal(reports[0].context.binding, "jsonrpc");
      assert.equal(reports[0].context.protocolVersion, "1.0");
      assert.ok(reports[0].error instanceof Error, String(reports[0].error));
    } finally {
      await s.close();
    }
  });

  test("without onError, one JSON line on stderr naming the source, operation and request, without the credentials", async () => {
    const core = createA2AServer({ agent: misbehavingAgent(), card: misbehavingCard(), publicUrl: "http://127.0.0.1:9/a2a" });
    const body = new TextEncoder().encode(JSON.stringify({ jsonrpc: "2.0", id: 1, method: "SendMessage", params: { message: user("o", "throw") } }));
    const { value: a, written } = await capturingStderr(() =>
      core.handle({ method: "POST", path: "/", headers: { "a2a-version": "1.0", "content-type": "application/json", ...CREDENTIALS }, body }),
    );
    assert.equal(a.status, 200);
    assert.equal(written.length, 1, written.join(""));
    const line = JSON.parse(written[0]);
    assert.equal(line.source, "handler");
    assert.equal(line.operation, "SendMessage");
    assert.equal(typeof line.requestId, "string");
    assert.ok(!written[0].includes(`Bearer ${SECRET}`));
    assert.equal(written[0].split("\n").length, 2, "one line");
  });
});

describe("onError over gRPC", () => {
  let g: GrpcServer;
  const reports: Report[] = [];
  before(async () => {
    g = await startGrpcServer({ agent: misbehavingAgent(), card: misbehavingCard(), onError: (error, context) => reports.push({ error, context }) });
  });
  after(() => g.close());

  const send = (service: string, version: string, requestType: string, responseType: string, message: object) =>
    raw(g.address, service, "SendMessage", requestType, { message } as never, responseType, { "a2a-version": version, ...CREDENTIALS });

  test("a plain throw and an invalid answer are INTERNAL (13) to the client and reported with binding grpc", async () => {
    for (const [service, version, requestType, responseType, message] of [
      [V1, "1.0", "lf.a2a.v1.SendMessageRequest", "lf.a2a.v1.SendMessageResponse", (t: string) => user(`p-${t}`, t)],
      [
        V03,
        "0.3",
        "a2a.v1.SendMessageRequest",
        "a2a.v1.SendMessageResponse",
        (t: string) => ({ messageId: `q-${t}`, role: "ROLE_USER", content: [{ text: t }] }),
      ],
    ] as const) {
      const from = reports.length;
      const thrown = await send(service, version, requestType, responseType, message("throw"));
      assert.equal(thrown.code, 13);
      assert.ok(!thrown.details.includes(SECRET));
      const bad = await send(service, version, requestType, responseType, message("bad"));
      assert.equal(bad.code, 13);
      assert.ok(!bad.details.includes("$."));
      const got = reports.slice(from);
      assert.deepEqual(
        got.map((r) => r.context.source),
        ["handler", "answer"],
        version,
      );
      for (const r of got) {
        assert.equal(r.context.binding, "grpc");
        assert.equal(r.context.operation, "SendMessage");
        assert.equal(r.context.protocolVersion, version);
        assert.equal(r.context.tenant, "");
        clean(r.context);
      }
      assert.ok(got[1].context.detail?.startsWith("$.id:"), got[1].context.detail);
    }
  });
});
