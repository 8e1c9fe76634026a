// A handler's answer is checked against its protocol 1.0 message (a2a.proto) before it is sent, on every
// binding and version: SendMessageResponse has only `task` and `message`, Task.id is a string, TaskState
// is an enum, and a ProtoJSON parser rejects unknown fields by default (protobuf's JSON mapping), so
// {id: 42}, a bad state, a v0.3 "kind" and a BigInt are not answers. Each is the internal error
// (JSON-RPC -32603, HTTP 500, gRPC INTERNAL = 13), with nothing of the problem in it; stream items are
// checked one by one. Valid answers pass unchanged. validateAnswers: false sends what the handler returns.

import assert from "node:assert/strict";
import { after, before, describe, test } from "node:test";
import { type GrpcServer, startGrpcServer } from "@a2a-bindgen/server/grpc";
import { raw, V03, V1 } from "./grpc-raw.js";
import { type Reply, type Running, call, rpc, sse, start } from "./harness.ts";
import { misbehavingAgent, misbehavingCard } from "./misbehaving-agent.ts";

const V1H = { "A2A-Version": "1.0" };
const user = (id: string, text: string) => ({ messageId: id, role: "ROLE_USER", parts: [{ text }] });
const userV03 = (id: string, text: string) => ({ kind: "message", messageId: id, role: "user", parts: [{ kind: "text", text }] });
const userRestV03 = (id: string, text: string) => ({ messageId: id, role: "ROLE_USER", content: [{ text }] });
const quiet = () => {};

/** SendMessage with `text` over each HTTP binding and version: the answers, labelled. */
function sendAll(base: string, text: string, n: number): Promise<[string, "jsonrpc" | "http+json", Reply]>[] {
  return [
    rpc(base, "SendMessage", { message: user(`a${n}`, text) }, V1H).then((r) => ["JSON-RPC 1.0", "jsonrpc", r]),
    call(`${base}/message:send`, { body: { message: user(`b${n}`, text) }, headers: V1H }).then((r) => ["HTTP+JSON 1.0", "http+json", r]),
    rpc(base, "message/send", { message: userV03(`c${n}`, text) }).then((r) => ["JSON-RPC 0.3", "jsonrpc", r]),
    call(`${base}/v1/message:send`, { body: { message: userRestV03(`d${n}`, text) } }).then((r) => ["HTTP+JSON 0.3", "http+json", r]),
  ];
}

function isInternal(r: Reply, binding: "jsonrpc" | "http+json", where: string): void {
  if (binding === "jsonrpc") {
    assert.equal(r.status, 200, where);
    assert.equal(r.json.error.code, -32603, where);
    assert.equal(r.json.result, undefined, where);
  } else {
    assert.equal(r.status, 500, `${where}: ${r.text}`);
  }
  // The internal error names the call's request id (random: it may hold "42"), which is not the answer's.
  const text = r.text.replace(`(request id ${r.headers.get("x-request-id")})`, "");
  for (const leak of ["$.", "42", "BOGUS", "kind"]) assert.ok(!text.includes(leak), `${where}: ${r.text}`);
}

describe("answers validated over JSON-RPC and HTTP+JSON, both versions", () => {
  let s: Running;
  before(async () => {
    s = await start({ agent: misbehavingAgent(), card: misbehavingCard(), onError: quiet });
  });
  after(() => s.close());

  test("a valid answer passes unchanged", async () => {
    for (const [where, binding, r] of await Promise.all(sendAll(s.base, "ok", 0))) {
      assert.equal(r.status, 200, where);
      const text = binding === "jsonrpc" ? JSON.stringify(r.json.result) : r.text;
      assert.ok(text.includes("echo: ok"), `${where}: ${r.text}`);
    }
  });

  test("{id: 42}, a state TaskState lacks, a field Message lacks, a BigInt: the internal error on each", async () => {
    for (const [n, text] of ["bad", "badpath", "unknown", "bigint"].entries()) {
      for (const [where, binding, r] of await Promise.all(sendAll(s.base, text, n + 1))) isInternal(r, binding, `${text}, ${where}`);
    }
  });

  test("GetTask answering a task whose id is a number: the internal error, both versions", async () => {
    isInternal(await rpc(s.base, "GetTask", { id: "bad" }, V1H), "jsonrpc", "JSON-RPC 1.0");
    isInternal(await call(`${s.base}/tasks/bad`, { headers: V1H }), "http+json", "HTTP+JSON 1.0");
    isInternal(await rpc(s.base, "tasks/get", { id: "bad" }), "jsonrpc", "JSON-RPC 0.3");
    isInternal(await call(`${s.base}/v1/tasks/bad`), "http+json", "HTTP+JSON 0.3");
    // A valid task passes.
    assert.equal((await call(`${s.base}/tasks/good`, { headers: V1H })).json.id, "good");
  });

  test("an operation answered with nothing (google.protobuf.Empty) is valid", async () => {
    const r = await call(`${s.base}/tasks/t1/pushNotificationConfigs/c1`, { method: "DELETE", headers: V1H });
    assert.equal(r.status, 200);
    assert.deepEqual(r.json, {});
  });

  test("stream items are checked one by one: a valid first item goes out, an invalid one ends the stream with the internal error", async () => {
    const streams: [string, Reply, (d: any) => unknown][] = [
      ["JSON-RPC 1.0", await rpc(s.base, "SendStreamingMessage", { message: user("s1", "baditem") }, V1H), (d) => d.error?.code],
      ["HTTP+JSON 1.0", await call(`${s.base}/message:stream`, { body: { message: user("s2", "baditem") }, headers: V1H }), (d) => d.error?.code],
      ["JSON-RPC 0.3", await rpc(s.base, "message/stream", { message: userV03("s3", "baditem") }), (d) => d.error?.code],
      ["HTTP+JSON 0.3", await call(`${s.base}/v1/message:stream`, { body: { message: userRestV03("s4", "baditem") } }), (d) => d.code],
    ];
    for (const [where, r, code] of streams) {
      const events = sse(r.text);
      assert.equal(events.length, 2, `${where}: ${r.text}`);
      assert.equal(events[0].event, "message", where);
      assert.equal(events[1].event, "error", where);
      // -32603 on JSON-RPC and v0.3 REST; google.rpc.Status code 500 on v1.0 REST.
      assert.ok([-32603, 500].includes(code(events[1].data) as number), `${where}: ${JSON.stringify(events[1].data)}`);
      assert.ok(!r.text.includes("$."), where);
    }
    const ok = sse((await call(`${s.base}/message:stream`, { body: { message: user("s5", "ok") }, headers: V1H })).text);
    assert.deepEqual(
      ok.map((e) => Object.keys(e.data)),
      [["task"], ["statusUpdate"]],
    );
  });

  test("validateAnswers: false sends what the handler returns (what the check prevents)", async () => {
    const open = await start({ agent: misbehavingAgent(), card: misbehavingCard(), validateAnswers: false, onError: quiet });
    try {
      const r = await rpc(open.base, "SendMessage", { message: user("v", "bad") }, V1H);
      assert.deepEqual(r.json.result, { id: 42 });
    } finally {
      await open.close();
    }
  });
});

describe("answers validated over gRPC, both services", () => {
  let g: GrpcServer;
  let open: GrpcServer;
  before(async () => {
    g = await startGrpcServer({ agent: misbehavingAgent(), card: misbehavingCard(), onError: quiet });
    open = await startGrpcServer({ agent: misbehavingAgent(), card: misbehavingCard(), validateAnswers: false, onError: quiet });
  });
  after(async () => {
    await g.close();
    await open.close();
  });

  const services = [
    { service: V1, version: "1.0", pkg: "lf.a2a.v1", message: (t: string) => user(`g-${t}`, t) },
    { service: V03, version: "0.3", pkg: "a2a.v1", message: (t: string) => ({ messageId: `h-${t}`, role: "ROLE_USER", content: [{ text: t }] }) },
  ];

  test("invalid answers are INTERNAL (13) without the problem; a valid one is served", async () => {
    for (const v of services) {
      const send = (text: string, address = g.address) =>
        raw(address, v.service, "SendMessage", `${v.pkg}.SendMessageRequest`, { message: v.message(text) } as never, `${v.pkg}.SendMessageResponse`, {
          "a2a-version": v.version,
        });
      assert.equal((await send("ok")).code, 0, v.version);
      for (const text of ["bad", "badpath", "unknown", "bigint"]) {
        const r = await send(text);
        assert.equal(r.code, 13, `${v.version} ${text}: ${r.details}`);
        assert.ok(!r.details.includes("$."), r.details);
      }
      // Without the check, {id: 42} goes out as an empty SendMessageResponse (unknown JSON fields dropped on the way to protobuf).
      const unchecked = await send("bad", open.address);
      assert.equal(unchecked.code, 0, v.version);
      assert.deepEqual(unchecked.json, [{}]);
    }
  });

  test("a stream: the valid first item, then INTERNAL for the invalid one", async () => {
    for (const v of services) {
      const r = await raw(
        g.address,
        v.service,
        "SendStreamingMessage",
        `${v.pkg}.SendMessageRequest`,
        { message: v.message("baditem") } as never,
        `${v.pkg}.StreamResponse`,
        { "a2a-version": v.version },
        { stream: true },
      );
      assert.equal(r.json.length, 1, v.version);
      assert.equal(r.code, 13, v.version);
    }
  });
});
