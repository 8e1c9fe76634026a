// JSON-RPC envelopes. Expectations are written by hand from JSON-RPC 2.0 (§4, §5, §5.1 and the §7
// examples), the quick reference's section 5 (-32601 between versions) and the peer notes.
import { test } from "node:test";
import assert from "node:assert/strict";
import fc from "fast-check";
import { v0_3, v1_0 } from "@a2a-bindgen/a2a";
import {
  JsonRpcSerializeError,
  jsonRpcMethods,
  parseRequest,
  parseResponse,
  rawIdText,
  readRequest,
  serializeError,
  serializeRequest,
  serializeResult,
} from "@a2a-bindgen/kit";
import { standardErrors } from "../support/jsonrpc-errors.js";

// JSON-RPC 2.0 §5.1, by hand.
const errors = standardErrors;

/** The answer a server sends for a parse result (undefined for a notification). */
function answer(text: string, result: (method: string, params: unknown) => unknown = () => 19): string | undefined {
  const p = parseRequest(text, errors);
  if (p.kind === "notification") return undefined;
  if (p.kind === "invalid") return serializeError(p.echo, p.error);
  return serializeResult(p.request, result(p.request.method, p.request.params));
}

test("JSON-RPC 2.0 §7: a call with positional params", () => {
  assert.equal(answer('{"jsonrpc": "2.0", "method": "subtract", "params": [42, 23], "id": 1}'), '{"jsonrpc":"2.0","id":1,"result":19}');
});

test("JSON-RPC 2.0 §7: a call with named params and a string id", () => {
  const p = parseRequest('{"jsonrpc": "2.0", "method": "subtract", "params": {"subtrahend": 23, "minuend": 42}, "id": "3"}', errors);
  assert.deepEqual(p, { kind: "request", request: { jsonrpc: "2.0", method: "subtract", params: { subtrahend: 23, minuend: 42 }, id: "3" } });
  assert.equal(
    answer('{"jsonrpc": "2.0", "method": "subtract", "params": {"subtrahend": 23, "minuend": 42}, "id": "3"}'),
    '{"jsonrpc":"2.0","id":"3","result":19}',
  );
});

test("JSON-RPC 2.0 §7: a notification gets no answer", () => {
  assert.equal(answer('{"jsonrpc": "2.0", "method": "update", "params": [1,2,3,4,5]}'), undefined);
  assert.equal(parseRequest('{"jsonrpc": "2.0", "method": "foobar"}', errors).kind, "notification");
});

test("JSON-RPC 2.0 §7: invalid JSON is -32700 with id null", () => {
  assert.equal(
    answer('{"jsonrpc": "2.0", "method": "foobar, "params": "bar", "baz]'),
    '{"jsonrpc":"2.0","id":null,"error":{"code":-32700,"message":"Parse error"}}',
  );
});

test("JSON-RPC 2.0 §7: a non-string method is -32600 with id null", () => {
  assert.equal(answer('{"jsonrpc": "2.0", "method": 1, "params": "bar"}'), '{"jsonrpc":"2.0","id":null,"error":{"code":-32600,"message":"Invalid Request"}}');
});

test("batches (A2A defines none): one -32600 answer with id null, empty or not", () => {
  const expected = '{"jsonrpc":"2.0","id":null,"error":{"code":-32600,"message":"Invalid Request"}}';
  assert.equal(answer("[]"), expected);
  assert.equal(answer('[{"jsonrpc": "2.0", "method": "sum", "params": [1,2,4], "id": "1"}]'), expected);
  const p = parseRequest("[1]", errors);
  assert.ok(p.kind === "invalid" && /batch/.test(p.reason) && p.path === "$");
});

test("invalid requests name what and where, and echo a readable id", () => {
  const cases: [string, string, string, string][] = [
    ['{"jsonrpc":"1.0","id":4,"method":"m"}', "$.jsonrpc", "-32600", '"id":4'],
    ['{"id":5,"method":"m"}', "$.jsonrpc", "-32600", '"id":5'],
    ['{"jsonrpc":"2.0","id":6}', "$.method", "-32600", '"id":6'],
    ['{"jsonrpc":"2.0","id":{"a":1},"method":"m"}', "$.id", "-32600", '"id":null'],
    ['{"jsonrpc":"2.0","id":7,"method":"m","params":"x"}', "$.params", "-32600", '"id":7'],
    ['{"jsonrpc":"2.0","id":8,"method":"m","params":null}', "$.params", "-32600", '"id":8'],
    ["42", "$", "-32600", '"id":null'],
    ["null", "$", "-32600", '"id":null'],
  ];
  for (const [text, path, code, id] of cases) {
    const p = parseRequest(text, errors);
    assert.equal(p.kind, "invalid", text);
    if (p.kind !== "invalid") continue;
    assert.equal(p.path, path, text);
    assert.ok(p.reason.length > 0);
    const out = serializeError(p.echo, p.error);
    assert.ok(out.includes(`"code":${code}`) && out.includes(id), `${text} → ${out}`);
  }
});

test("the id is echoed exactly as sent: fractional, huge, exponent, negative zero, string, null", () => {
  const ids = ["1.50", "12345678901234567890", "1e2", "-0", "0.1000000000000000055511151231257827", '"abc"', '"1.50"', "null"];
  for (const id of ids) {
    const text = `{"jsonrpc":"2.0","method":"m","id":${id}}`;
    assert.equal(answer(text), `{"jsonrpc":"2.0","id":${id},"result":19}`, id);
  }
});

test("the id read is the top-level one JSON.parse keeps: the last, escaped spellings count, nested ones do not", () => {
  assert.equal(rawIdText('{"params":{"id":9},"id":1.0,"method":"m"}'), "1.0");
  assert.equal(rawIdText('{"id":1.0,"id":2.00}'), "2.00");
  assert.equal(rawIdText('{"\\u0069d":3.0}'), "3.0");
  assert.equal(rawIdText('{ "id" : 4.0 , "x": [1,{"id":5}] }'), "4.0");
  assert.equal(rawIdText('{"x":"a\\"id\\":6","id":7.0}'), "7.0");
  assert.equal(rawIdText("[1]"), undefined);
  const deep = '{"params":' + "[".repeat(100_000) + "]".repeat(100_000) + ',"id":8.0,"jsonrpc":"2.0","method":"m"}';
  assert.equal(rawIdText(deep), "8.0");
  assert.equal(answer(deep), '{"jsonrpc":"2.0","id":8.0,"result":19}');
});

test("readRequest takes an already parsed body; names like __proto__ and toString are plain", () => {
  const body = JSON.parse('{"jsonrpc":"2.0","id":1,"method":"toString","__proto__":{"x":1}}');
  const p = readRequest(body, errors);
  assert.deepEqual(p, { kind: "request", request: { jsonrpc: "2.0", method: "toString", id: 1 } });
  const inherited = readRequest(Object.create({ jsonrpc: "2.0", method: "m", id: 1 }), errors);
  assert.equal(inherited.kind, "invalid", "inherited members are not the request's");
});

test("responses: result, error with data, and what is not one", () => {
  assert.deepEqual(parseResponse('{"jsonrpc":"2.0","id":1,"result":{"a":1}}'), { kind: "result", echo: { id: 1 }, result: { a: 1 } });
  const huge = parseResponse('{"jsonrpc":"2.0","id":12345678901234567890,"result":null}');
  assert.ok(huge.kind === "result" && huge.echo.idText === "12345678901234567890");
  // a2a-js 1.3.0's answer for an unknown task (the peer notes, GetTask on an unknown id).
  const tnf =
    '{"jsonrpc":"2.0","id":4,"error":{"code":-32001,"message":"Task not found: does-not-exist","data":[{"@type":"type.googleapis.com/google.rpc.ErrorInfo","reason":"TASK_NOT_FOUND","domain":"a2a-protocol.org"}]}}';
  const r = parseResponse(tnf);
  assert.equal(r.kind, "error");
  if (r.kind === "error") {
    assert.equal(r.error.code, -32001);
    assert.deepEqual(r.error.data, [{ "@type": "type.googleapis.com/google.rpc.ErrorInfo", reason: "TASK_NOT_FOUND", domain: "a2a-protocol.org" }]);
  }
  const bad: [string, string][] = [
    ['{"jsonrpc":"2.0","id":1}', "$"],
    ['{"jsonrpc":"2.0","id":1,"result":1,"error":{"code":1,"message":"m"}}', "$"],
    ['{"jsonrpc":"2.0","result":1}', "$.id"],
    ['{"jsonrpc":"2.0","id":1,"error":{"code":1.5,"message":"m"}}', "$.error.code"],
    ['{"jsonrpc":"2.0","id":1,"error":{"code":1}}', "$.error.message"],
    ['{"id":1,"result":1}', "$.jsonrpc"],
    ["nope", "$"],
  ];
  for (const [text, path] of bad) {
    const p = parseResponse(text);
    assert.ok(p.kind === "invalid" && p.path === path, `${text} → ${JSON.stringify(p)}`);
  }
});

test("serializeRequest writes requests and notifications; unserializable values are named", () => {
  assert.equal(serializeRequest("SendMessage", { a: 1 }, 3), '{"jsonrpc":"2.0","id":3,"method":"SendMessage","params":{"a":1}}');
  assert.equal(serializeRequest("ping", undefined), '{"jsonrpc":"2.0","method":"ping"}');
  assert.throws(
    () => serializeResult({ id: 1 }, { n: 1n }),
    (e: unknown) => e instanceof JsonRpcSerializeError && e.member === "result",
  );
  assert.throws(() => serializeResult({ id: 1 }, undefined), JsonRpcSerializeError);
  // An idText that is not a number token is never spliced in.
  assert.equal(serializeResult({ id: 2, idText: '2,"x":1' }, 0), '{"jsonrpc":"2.0","id":2,"result":0}');
});

test("method lookup, v1.0: only JSON-RPC names; v0.3 names, gRPC paths and routes are -32601 with a hint", () => {
  const m = jsonRpcMethods(v1_0, [v0_3]);
  assert.deepEqual(m.find("SendMessage"), { kind: "operation", operation: "SendMessage" });
  assert.deepEqual(m.find("GetExtendedAgentCard"), { kind: "operation", operation: "GetExtendedAgentCard" });
  const miss = m.find("message/send");
  assert.equal(miss.kind, "unknown");
  if (miss.kind !== "unknown") return;
  assert.match(
    miss.hint ?? "",
    /"message\/send" is the JSON-RPC method of protocol version 0\.3; on protocol version 1\.0 the JSON-RPC method is "SendMessage"/,
  );
  const error = m.methodNotFound(miss, errors);
  assert.equal(error.code, -32601);
  assert.ok(error.message.startsWith("Method not found: "));
  for (const name of ["/lf.a2a.v1.A2AService/SendMessage", "POST /message:send"]) {
    const r = m.find(name);
    assert.ok(r.kind === "unknown" && /not a JSON-RPC method; on protocol version 1\.0 the JSON-RPC method is "SendMessage"/.test(r.hint ?? ""), name);
  }
  assert.ok(m.find("tasks/resubscribe").kind === "unknown");
  const sub = m.find("tasks/resubscribe");
  assert.ok(sub.kind === "unknown" && /"SubscribeToTask"/.test(sub.hint ?? ""));
  for (const name of ["__proto__", "constructor", "toString", "", "nope"]) assert.deepEqual(m.find(name), { kind: "unknown", method: name });
});

test("method lookup, v0.3: v1.0 names are -32601 naming the v0.3 method, or that v0.3 has none", () => {
  const m = jsonRpcMethods(v0_3, [v1_0]);
  assert.deepEqual(m.find("message/send"), { kind: "operation", operation: "SendMessage" });
  assert.deepEqual(m.find("tasks/resubscribe"), { kind: "operation", operation: "TaskSubscription" });
  const send = m.find("SendMessage");
  assert.ok(send.kind === "unknown" && /protocol version 1\.0; on protocol version 0\.3 the JSON-RPC method is "message\/send"/.test(send.hint ?? ""));
  const list = m.find("ListTasks");
  assert.ok(list.kind === "unknown" && /protocol version 0\.3 has no such operation/.test(list.hint ?? ""));
  assert.ok(m.find("tasks/list").kind === "unknown", "a2a.json has no tasks/list");
});

test("property: parseRequest and parseResponse answer every string and every JSON value", () => {
  const kinds = new Set(["request", "notification", "invalid"]);
  fc.assert(
    fc.property(
      fc.oneof(
        fc.string(),
        fc.json(),
        fc.jsonValue().map((v) => JSON.stringify({ jsonrpc: "2.0", method: "m", id: v, params: v })),
      ),
      (text) => {
        const p = parseRequest(text, errors);
        assert.ok(kinds.has(p.kind));
        if (p.kind !== "notification") {
          const out = p.kind === "invalid" ? serializeError(p.echo, p.error) : serializeResult(p.request, null);
          assert.doesNotThrow(() => JSON.parse(out));
        }
        assert.ok(["result", "error", "invalid"].includes(parseResponse(text).kind));
      },
    ),
    { numRuns: 500 },
  );
});

test("property: a number id comes back as the very text sent", () => {
  fc.assert(
    fc.property(fc.oneof(fc.double({ noNaN: true, noDefaultInfinity: true }).map(String), fc.bigInt().map(String)), (idText) => {
      const out = answer(`{"jsonrpc":"2.0","id":${idText},"method":"m"}`);
      assert.equal(out, `{"jsonrpc":"2.0","id":${idText},"result":19}`);
    }),
    { numRuns: 300 },
  );
});

test("hostile input: nesting 100,000 deep and a huge id string get an answer", () => {
  const deep = "[".repeat(100_000) + "]".repeat(100_000);
  assert.equal(parseRequest(deep, errors).kind, "invalid");
  const deepObj = '{"jsonrpc":"2.0","id":1,"method":"m","params":' + '{"a":'.repeat(100_000) + "1" + "}".repeat(100_001);
  assert.equal(parseRequest(deepObj, errors).kind, "request");
  const big = '"' + "x".repeat(1_000_000) + '"';
  assert.ok(answer(`{"jsonrpc":"2.0","id":${big},"method":"m"}`)?.includes(big));
});
