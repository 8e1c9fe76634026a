// The server's answers besides success: the card at the well-known path (v1.0 with its interfaces
// filled, or a v0.3-only card), 404 vs 405, capability errors, invalid params per binding, errors before
// and during a stream, and the internal error. Expected forms by hand from the quick reference (§3:
// error carriers; §4: v0.3 cards; §5: symptoms) and the peer notes (v0.3 REST bare {code, message}).

import assert from "node:assert/strict";
import { after, before, describe, test } from "node:test";
import { createA2AServer } from "@a2a-bindgen/server";
import { fixtureAgent, fixtureCard } from "./fixture-agent.ts";
import { type Running, call, rpc, sse, start } from "./harness.ts";

const V1 = { "A2A-Version": "1.0" };
const user = (id: string, text = "hi") => ({ messageId: id, role: "ROLE_USER", parts: [{ text }] });
const info = (reason: string) => ({ "@type": "type.googleapis.com/google.rpc.ErrorInfo", reason, domain: "a2a-protocol.org" });
const CARD = "/.well-known/agent-card.json";

describe("answers", () => {
  let s: Running;
  let old: Running;
  let bare: Running;
  before(async () => {
    const card = fixtureCard();
    s = await start({ agent: fixtureAgent(card).agent, card, basePath: "/a2a" });
    old = await start({ agent: fixtureAgent(card).agent, card, basePath: "/a2a", cardVersion: "0.3" });
    const none = fixtureCard({ streaming: false, push: false, extended: false });
    bare = await start({ agent: fixtureAgent(none).agent, card: none });
  });
  after(async () => {
    await s.close();
    await old.close();
    await bare.close();
  });

  test("the v1.0 card lists each HTTP binding at 1.0, then at 0.3, at the public URL", async () => {
    const card = (await call(s.origin + CARD)).json;
    assert.deepEqual(card.supportedInterfaces, [
      { url: s.base, protocolBinding: "JSONRPC", protocolVersion: "1.0" },
      { url: s.base, protocolBinding: "HTTP+JSON", protocolVersion: "1.0" },
      { url: s.base, protocolBinding: "JSONRPC", protocolVersion: "0.3" },
      { url: s.base, protocolBinding: "HTTP+JSON", protocolVersion: "0.3" },
    ]);
  });

  test("a v0.3-only card: url, preferredTransport, additionalInterfaces, protocolVersion 0.3, no supportedInterfaces", async () => {
    const card = (await call(old.origin + CARD)).json;
    assert.equal(card.url, old.base);
    assert.equal(card.preferredTransport, "JSONRPC");
    assert.deepEqual(card.additionalInterfaces, [
      { url: old.base, transport: "JSONRPC" },
      { url: old.base, transport: "HTTP+JSON" },
    ]);
    assert.match(card.protocolVersion, /^0\.3/);
    assert.equal(card.supportedInterfaces, undefined);
    // A v0.3 client sends no version header: it is served v0.3.
    const r = await rpc(card.url, "message/send", { message: { kind: "message", messageId: "c1", role: "user", parts: [{ kind: "text", text: "x" }] } });
    assert.equal(r.json.result.kind, "task");
  });

  test("404 (no route) and 405 (route without this method, with Allow) are distinct, and neither carries an ErrorInfo", async () => {
    const nf = await call(`${s.base}/nothing/here/at/all`, { headers: V1 });
    assert.equal(nf.status, 404);
    assert.equal(nf.json.error.details.length, 0);
    const na = await call(`${s.base}/message:send`, { method: "PUT", body: {}, headers: V1 });
    assert.equal(na.status, 405);
    assert.equal(na.headers.get("allow"), "POST");
    assert.equal(na.json.error.details.length, 0);
    // A v1.0 route called as v0.3 (no header) is a 404 whose message names the version to send (§5).
    const wrong = await call(`${s.base}/message:send`, { body: { message: user("w") } });
    assert.equal(wrong.status, 404);
    assert.match(wrong.json.message, /A2A-Version: 1\.0/);
    // Outside the base path: 404.
    assert.equal((await call(`${s.origin}/elsewhere`, { body: {} })).status, 404);
  });

  test("-32601 with a hint for the other version's method, either way", async () => {
    const a = await rpc(s.base, "message/send", {}, V1);
    assert.equal(a.json.error.code, -32601);
    assert.match(a.json.error.message, /SendMessage/);
    const b = await rpc(s.base, "SendMessage", {});
    assert.equal(b.json.error.code, -32601);
    assert.match(b.json.error.message, /message\/send/);
  });

  test("capabilities not declared: UnsupportedOperationError, PushNotificationNotSupportedError, ExtendedAgentCardNotConfiguredError", async () => {
    const stream = await rpc(bare.base, "SendStreamingMessage", { message: user("n1") }, V1);
    assert.match(stream.headers.get("content-type") ?? "", /^application\/json/);
    assert.equal(stream.json.error.code, -32004);
    assert.equal((await rpc(bare.base, "CreateTaskPushNotificationConfig", { taskId: "t", url: "http://x" }, V1)).json.error.code, -32003);
    const card = await call(`${bare.base}/extendedAgentCard`, { headers: V1 });
    assert.equal(card.status, 400);
    assert.deepEqual(card.json.error.details, [info("EXTENDED_AGENT_CARD_NOT_CONFIGURED")]);
    // v0.3 names -32007 AuthenticatedExtendedCardNotConfiguredError; REST v0.3 answers a bare {code, message}.
    const oldCard = await call(`${bare.base}/v1/card`);
    assert.equal(oldCard.json.code, -32007);
  });

  test("invalid params per binding: -32602 with a BadRequest naming the field; HTTP 400 INVALID_ARGUMENT; v0.3 REST bare", async () => {
    const j = await rpc(s.base, "GetTask", { id: 5 }, V1);
    assert.equal(j.json.error.code, -32602);
    assert.equal(j.json.error.data[0]["@type"], "type.googleapis.com/google.rpc.BadRequest");
    assert.equal(j.json.error.data[0].fieldViolations[0].field, "$.id");
    const r = await call(`${s.base}/message:send`, { body: { message: { messageId: 5 } }, headers: V1 });
    assert.equal(r.status, 400);
    assert.equal(r.json.error.status, "INVALID_ARGUMENT");
    assert.ok(r.json.error.details.some((d: { fieldViolations?: { field: string }[] }) => d.fieldViolations?.[0].field === "$.message.messageId"));
    const o = await call(`${s.base}/v1/message:send`, { body: { message: { messageId: 5 } } });
    assert.equal(o.status, 400);
    assert.equal(o.json.code, -32602);
    const oj = await rpc(s.base, "tasks/get", { id: 5 });
    assert.equal(oj.json.error.code, -32602);
    // A query value of the wrong type is the route's invalid params too.
    const q = await call(`${s.base}/tasks?pageSize=many`, { headers: V1 });
    assert.equal(q.status, 400);
  });

  test("an error before the first stream item is a plain JSON answer; one mid-stream is the binding's error event", async () => {
    const before = await call(`${s.base}/tasks/none:subscribe`, { headers: V1 });
    assert.equal(before.status, 404);
    assert.match(before.headers.get("content-type") ?? "", /^application\/json/);
    assert.deepEqual(before.json.error.details, [info("TASK_NOT_FOUND")]);
    const j = sse((await rpc(s.base, "SendStreamingMessage", { message: user("b1", "break") }, V1, 9)).text);
    const last = j[j.length - 1];
    assert.equal(last.event, "error");
    assert.deepEqual(Object.keys(last.data).sort(), ["error", "id", "jsonrpc"]);
    assert.equal(last.data.id, 9);
    assert.equal(last.data.error.code, -32004);
    const r = sse((await call(`${s.base}/message:stream`, { body: { message: user("b2", "break") }, headers: V1 })).text);
    assert.equal(r[r.length - 1].event, "error");
    assert.deepEqual(r[r.length - 1].data.error.details, [info("UNSUPPORTED_OPERATION")]);
    const o = sse(
      (await call(`${s.base}/v1/message:stream`, { body: { message: { messageId: "b3", role: "ROLE_USER", content: [{ text: "break" }] } } })).text,
    );
    assert.deepEqual(o[o.length - 1].data, { code: -32004, message: "broken mid-stream" });
  });

  test("a handler's plain throw is the internal error without its message", async () => {
    const j = await rpc(s.base, "SendMessage", { message: user("f1", "fail") }, V1);
    assert.equal(j.json.error.code, -32603);
    assert.ok(!j.text.includes("secret detail"));
    const r = await call(`${s.base}/message:send`, { body: { message: user("f2", "fail") }, headers: V1 });
    assert.equal(r.status, 500);
    assert.ok(!r.text.includes("secret detail"));
  });

  test("options that cannot be served throw naming the option", () => {
    const card = fixtureCard();
    const agent = fixtureAgent(card).agent;
    assert.throws(() => createA2AServer({ agent, card, versions: ["2.0"] }), /2\.0/);
    assert.throws(() => createA2AServer({ agent, card, versions: ["one"] }), /versions/);
    assert.throws(() => createA2AServer({ agent, card, basePath: "a2a" }), /base path/);
    // A card without interfaces and no publicUrl to fill them: no card to serve at any version.
    assert.throws(() => createA2AServer({ agent, card, cardVersion: "0.3" }), /card\.supportedInterfaces/);
    assert.throws(() => createA2AServer({ agent, card, maxBodySize: -1 }), /maxBodySize/);
  });
});
