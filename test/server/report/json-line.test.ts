// The default reporter (issue 37, "Error reports an operator can act on"): one JSON object per line (JSON
// Lines: RFC 8259 text, one value per line) — time (ISO 8601, UTC), level, source, operation, tenant, binding,
// protocol version, request id, trace id, task and context, detail, and the error's name, message and stack
// frames —, long text cut, control characters escaped by JSON so that a report is always one line, fields
// that are not known left out. The stack is on unless the deployment turns it off (reportStacks: false).

import assert from "node:assert/strict";
import { describe, test } from "node:test";
import { type CallContext, type ErrorContext, createA2AServer, createTaskAgent, jsonLineAccessLog, jsonLineReporter } from "@a2a-bindgen/server";
import { SECRET, idAgent, idCard, messages } from "../request-id/agent.ts";
import { capturingStderr } from "../../support/stderr.js";

const ISO_UTC = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/;

function capture(): { lines: string[]; write: (line: string) => void } {
  const lines: string[] = [];
  return { lines, write: (line) => lines.push(line) };
}

function thrown(message: string): Error {
  return new Error(message);
}

const context: ErrorContext = {
  source: "handler",
  requestId: "r-1",
  operation: "SendMessage",
  tenant: "acme",
  binding: "jsonrpc",
  protocolVersion: "1.0",
  taskId: "t-1",
  contextId: "c-1",
  traceId: "0af7651916cd43dd8448eb211c80319c",
  detail: "$.id: expected string",
  stack: "    at f (file.js:1:1)",
};

describe("jsonLineReporter", () => {
  test("one JSON object per report with every field the context has, in one line", () => {
    const c = capture();
    jsonLineReporter(c.write)(thrown("boom"), context);
    assert.equal(c.lines.length, 1);
    assert.ok(!c.lines[0].includes("\n"));
    const o = JSON.parse(c.lines[0]);
    assert.match(o.time, ISO_UTC);
    assert.ok(Math.abs(Date.parse(o.time) - Date.now()) < 60_000, o.time);
    const { time: _t, ...rest } = o;
    assert.deepEqual(rest, {
      level: "error",
      kind: "error",
      source: "handler",
      operation: "SendMessage",
      tenant: "acme",
      binding: "jsonrpc",
      protocolVersion: "1.0",
      requestId: "r-1",
      traceId: "0af7651916cd43dd8448eb211c80319c",
      taskId: "t-1",
      contextId: "c-1",
      detail: "$.id: expected string",
      error: { name: "Error", message: "boom", stack: "    at f (file.js:1:1)" },
    });
  });

  test("fields the context does not have are left out (not null, not empty)", () => {
    const c = capture();
    jsonLineReporter(c.write)("a thrown string", { source: "internal", requestId: "r-2" });
    const { time: _t, ...rest } = JSON.parse(c.lines[0]);
    assert.deepEqual(rest, { level: "error", kind: "error", source: "internal", requestId: "r-2", error: { message: "a thrown string" } });
  });

  test("control characters and line breaks stay escaped: the report is one line and reads back as sent", () => {
    const c = capture();
    const nasty = "line one\nline two\r\u0000\u001b[31m\u2028end";
    jsonLineReporter(c.write)(thrown(nasty), { ...context, tenant: nasty, detail: nasty });
    assert.equal(c.lines.length, 1);
    assert.ok(![...c.lines[0]].some((ch) => ch.charCodeAt(0) < 0x20), "no raw control character");
    const o = JSON.parse(c.lines[0]);
    assert.equal(o.error.message, nasty);
    assert.equal(o.tenant, nasty);
  });

  test("long text is cut: the message at 4 KiB, the stack at 8 KiB, another field at 1 KiB", () => {
    const c = capture();
    jsonLineReporter(c.write)(thrown("m".repeat(10_000)), { ...context, stack: "s".repeat(20_000), detail: "d".repeat(5_000) });
    const o = JSON.parse(c.lines[0]);
    assert.equal(o.error.message, `${"m".repeat(4096)}…`);
    assert.equal(o.error.stack, `${"s".repeat(8192)}…`);
    assert.equal(o.detail, `${"d".repeat(1024)}…`);
  });

  test("a thrown value whose toString throws is still reported", () => {
    const c = capture();
    const hostile = {
      toString() {
        throw new Error("no");
      },
    };
    jsonLineReporter(c.write)(hostile, { source: "handler", requestId: "r-3" });
    assert.equal(JSON.parse(c.lines[0]).requestId, "r-3");
  });

  test("jsonLineReporter and jsonLineAccessLog refuse a writer that is not a function", () => {
    assert.throws(() => jsonLineReporter("stderr" as never), /jsonLineReporter: give a function/);
    assert.throws(() => jsonLineAccessLog(1 as never), /jsonLineAccessLog: give a function/);
  });

  test("an access line: level info, kind access, the entry's fields", () => {
    const c = capture();
    jsonLineAccessLog(c.write)({ operation: "GetTask", binding: "grpc", protocolVersion: "0.3", status: "NOT_FOUND", durationMs: 1.5, requestId: "r-4" });
    const { time, ...rest } = JSON.parse(c.lines[0]);
    assert.match(time, ISO_UTC);
    assert.deepEqual(rest, {
      level: "info",
      kind: "access",
      operation: "GetTask",
      binding: "grpc",
      protocolVersion: "0.3",
      status: "NOT_FOUND",
      durationMs: 1.5,
      requestId: "r-4",
    });
  });
});

describe("the server's reports: stacks, request ids, reportStacks", () => {
  const body = (text: string) => new TextEncoder().encode(JSON.stringify({ jsonrpc: "2.0", id: 1, method: "SendMessage", params: messages.v1("m-1", text) }));
  const headers = { "a2a-version": "1.0", "content-type": "application/json", "x-request-id": "rid-1" };

  test("a handler's throw: the context has the stack frames (not the message, which is the error's), and the JSON line has them", async () => {
    const got: { error: unknown; context: ErrorContext }[] = [];
    const core = createA2AServer({
      agent: idAgent([]),
      card: idCard(),
      publicUrl: "http://127.0.0.1:9",
      onError: (error, context) => got.push({ error, context }),
    });
    await core.handle({ method: "POST", path: "/", headers, body: body("throw") });
    assert.equal(got.length, 1);
    const { error, context: c } = got[0];
    assert.equal(c.requestId, "rid-1");
    assert.ok(typeof c.stack === "string" && /^\s+at /.test(c.stack), String(c.stack));
    // The frames name the agent's function (agent.ts), where the error was made.
    assert.match(c.stack as string, /request-id[\\/]agent\.ts/);
    assert.ok(!(c.stack as string).includes(SECRET), "the message is the error's, not repeated in the context");
    const line = capture();
    jsonLineReporter(line.write)(error, c);
    const o = JSON.parse(line.lines[0]);
    assert.equal(o.error.stack, c.stack);
    assert.ok(o.error.message.includes(SECRET), "the error's own message is in the report (the operator's, never the client's)");
  });

  test("reportStacks: false leaves the stack out", async () => {
    const got: ErrorContext[] = [];
    const core = createA2AServer({ agent: idAgent([]), card: idCard(), publicUrl: "http://127.0.0.1:9", reportStacks: false, onError: (_e, c) => got.push(c) });
    await core.handle({ method: "POST", path: "/", headers, body: body("throw") });
    assert.equal(got.length, 1);
    assert.equal(got[0].stack, undefined);
    assert.ok(!("stack" in got[0]));
    assert.equal(got[0].requestId, "rid-1");
  });

  test("reportStacks and accessLog are checked when the server is built", () => {
    const base = { agent: idAgent([]), card: idCard(), publicUrl: "http://127.0.0.1:9" };
    assert.throws(() => createA2AServer({ ...base, reportStacks: "no" as never }), /reportStacks: no is not a boolean/);
    assert.throws(() => createA2AServer({ ...base, accessLog: "yes" as never }), /accessLog: give true, false or a function/);
  });

  test("without onError: one JSON line on stderr, with the request id the answer carries, nothing of the request", async () => {
    const core = createA2AServer({ agent: idAgent([]), card: idCard(), publicUrl: "http://127.0.0.1:9" });
    const { value: answer, written } = await capturingStderr(() =>
      core.handle({ method: "POST", path: "/", headers: { ...headers, authorization: `Bearer ${SECRET}-token` }, body: body("throw") }),
    );
    assert.equal(written.length, 1, written.join(""));
    assert.ok(written[0].endsWith("\n"));
    assert.equal(written[0].split("\n").length, 2, "one line");
    const o = JSON.parse(written[0]);
    assert.equal(o.level, "error");
    assert.equal(o.source, "handler");
    assert.equal(o.operation, "SendMessage");
    assert.equal(o.requestId, answer.headers["x-request-id"]);
    assert.ok(!written[0].includes(`${SECRET}-token`));
    assert.ok(!written[0].includes("m-1"), "nothing of the request body");
  });
});

describe("the task runtime's reports: reportStacks", () => {
  const call = {
    protocolVersion: "1.0",
    binding: "jsonrpc",
    headers: {},
    extensions: [],
    requestId: "rid-run",
    signal: new AbortController().signal,
    onGone: () => () => {},
    activateExtension() {},
  } as unknown as CallContext;
  const send = { message: { messageId: "m-1", role: "ROLE_USER", parts: [{ text: "hi" }] } } as never;

  for (const reportStacks of [undefined, false]) {
    test(`an executor's throw (reportStacks ${String(reportStacks)}): the call's request id, ${reportStacks === false ? "no stack" : "the stack frames"}`, async () => {
      const got: ErrorContext[] = [];
      const agent = createTaskAgent({
        execute: async (_context, events) => {
          // A run that made its task, then failed: the runtime reports it (the call answered with the task).
          await events.status("TASK_STATE_WORKING");
          throw new Error("the executor failed");
        },
        onError: (_e, c) => got.push(c),
        ...(reportStacks === undefined ? {} : { reportStacks }),
      });
      try {
        await agent.SendMessage?.(send, call);
        const end = Date.now() + 5_000;
        while (got.length === 0 && Date.now() < end) await new Promise((r) => setTimeout(r, 10));
        assert.equal(got.length, 1);
        assert.equal(got[0].source, "handler");
        assert.equal(got[0].requestId, "rid-run");
        if (reportStacks === false) assert.ok(!("stack" in got[0]));
        else assert.match(got[0].stack ?? "", /^\s+at /);
      } finally {
        await agent.close();
      }
    });
  }

  test("createTaskAgent checks reportStacks", () => {
    assert.throws(() => createTaskAgent({ execute: async () => {}, reportStacks: 1 as never }), /reportStacks: 1 is not a boolean/);
  });
});
