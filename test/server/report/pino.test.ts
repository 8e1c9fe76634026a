// The pino adapter (issue 37): pinoReporter(logger) gives onError and accessLog to spread into the server's
// options; with the real pino (its JSON output, parsed), a failure is one entry at pino's error level (50)
// with the error under `err` (pino's standard error serializer: type, message, stack) and the report's
// context under `a2a`, and each call one entry at info level (30) with the access entry under `a2a`.

import assert from "node:assert/strict";
import { describe, test } from "node:test";
import { createA2AServer, pinoReporter } from "@a2a-bindgen/server";
import { pino } from "pino";
import { SECRET, idAgent, idCard, messages } from "../request-id/agent.ts";

/** pino's numeric levels (pino's documentation, "Levels"). */
const ERROR = 50;
const INFO = 30;

function logger() {
  const lines: string[] = [];
  const log = pino({ level: "info" }, { write: (s: string) => lines.push(s) });
  return { log, entries: () => lines.flatMap((l) => l.split("\n").filter((x) => x !== "")).map((l) => JSON.parse(l)) };
}

describe("pinoReporter", () => {
  test("a handler's failure at error level with err and a2a; each call at info level with its access entry", async () => {
    const { log, entries } = logger();
    const core = createA2AServer({ ...pinoReporter(log), agent: idAgent([]), card: idCard(), publicUrl: "http://127.0.0.1:9" });
    const body = (id: string, text: string) =>
      new TextEncoder().encode(JSON.stringify({ jsonrpc: "2.0", id: 1, method: "SendMessage", params: messages.v1(id, text) }));
    const headers = { "a2a-version": "1.0", "content-type": "application/json" };
    const ok = await core.handle({ method: "POST", path: "/", headers: { ...headers, "x-request-id": "pino-ok" }, body: body("m-1", "hi") });
    assert.equal(ok.status, 200);
    const failed = await core.handle({ method: "POST", path: "/", headers: { ...headers, "x-request-id": "pino-fail" }, body: body("m-2", "throw") });
    assert.equal(failed.headers["x-request-id"], "pino-fail");
    const all = entries();
    const errors = all.filter((e) => e.level === ERROR);
    assert.equal(errors.length, 1, JSON.stringify(all));
    const [e] = errors;
    assert.equal(e.err.type, "Error");
    assert.ok(e.err.message.includes(SECRET));
    assert.match(e.err.stack, /\n\s+at /);
    assert.equal(e.a2a.source, "handler");
    assert.equal(e.a2a.requestId, "pino-fail");
    assert.equal(e.a2a.operation, "SendMessage");
    assert.equal(e.a2a.binding, "jsonrpc");
    assert.equal(e.a2a.protocolVersion, "1.0");
    assert.equal(typeof e.msg, "string");
    const access = all.filter((x) => x.level === INFO);
    assert.deepEqual(
      access.map((a) => [a.a2a.kind, a.a2a.operation, a.a2a.binding, a.a2a.protocolVersion, a.a2a.requestId, a.a2a.status]),
      [
        ["access", "SendMessage", "jsonrpc", "1.0", "pino-ok", 200],
        ["access", "SendMessage", "jsonrpc", "1.0", "pino-fail", 200],
      ],
    );
    for (const a of access) assert.ok(typeof a.a2a.durationMs === "number" && a.a2a.durationMs >= 0);
  });

  test("reportStacks: false keeps the stack out of pino's entry too (its serializer would write err.stack); with stacks, one stack, under err", async () => {
    const body = new TextEncoder().encode(JSON.stringify({ jsonrpc: "2.0", id: 1, method: "SendMessage", params: messages.v1("m-3", "throw") }));
    const headers = { "a2a-version": "1.0", "content-type": "application/json" };
    for (const reportStacks of [false, true]) {
      const { log, entries } = logger();
      const core = createA2AServer({ ...pinoReporter(log), reportStacks, agent: idAgent([]), card: idCard(), publicUrl: "http://127.0.0.1:9" });
      await core.handle({ method: "POST", path: "/", headers, body });
      const [e] = entries().filter((x) => x.level === ERROR);
      assert.equal(e.err.type, "Error");
      assert.ok(e.err.message.includes(SECRET));
      assert.equal(e.a2a.stack, undefined, "the stack is not repeated under a2a");
      if (reportStacks) assert.match(e.err.stack, /\n\s+at /);
      else assert.ok(!JSON.stringify(e).includes("    at "), `no stack frame anywhere: ${JSON.stringify(e)}`);
    }
  });

  test("refuses what is not a logger", () => {
    assert.throws(() => pinoReporter({} as never), /pinoReporter: give a logger/);
    assert.throws(() => pinoReporter(undefined as never), /pinoReporter: give a logger/);
  });
});
