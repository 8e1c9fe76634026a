// Hostile input gets an A2A error in the binding's form, never a crash: JSON nested 100,000 deep, method
// and route names such as __proto__ and constructor, bodies over the limit (413 through both adapters,
// declared or streamed), bytes that are not UTF-8, batches and envelopes of the wrong shape.

import assert from "node:assert/strict";
import http from "node:http";
import { after, before, describe, test } from "node:test";
import { fixtureAgent, fixtureCard } from "./fixture-agent.ts";
import { type Adapter, type Running, call, rpc, start } from "./harness.ts";

const V1 = { "A2A-Version": "1.0" };
const deep = (n: number) => "[".repeat(n) + "]".repeat(n);

for (const adapter of ["node", "fetch"] as Adapter[]) {
  describe(`hostile input through the ${adapter} adapter`, () => {
    let s: Running;
    before(async () => {
      const card = fixtureCard();
      s = await start({ agent: fixtureAgent(card).agent, card, maxBodySize: 1 << 20 }, adapter);
    });
    after(() => s.close());

    test("JSON nested 100,000 deep: invalid params (or a parse error), answered in each binding's form", async () => {
      const nested = `{"message":{"messageId":"d","role":"ROLE_USER","parts":[{"text":"x"}],"metadata":{"k":${deep(100_000)}}}}`;
      const j = await call(s.base, { raw: `{"jsonrpc":"2.0","id":1,"method":"SendMessage","params":${nested}}`, headers: V1 });
      assert.equal(j.status, 200);
      assert.equal(j.json.id, 1);
      assert.ok([-32602, -32700].includes(j.json.error.code), String(j.json.error.code));
      const r = await call(`${s.base}/message:send`, { raw: nested, headers: V1 });
      assert.equal(r.status, 400);
      assert.ok(typeof r.json.error.message === "string");
      const o = await call(s.base, {
        raw: `{"jsonrpc":"2.0","id":2,"method":"message/send","params":{"message":{"kind":"message","messageId":"d","role":"user","parts":[{"kind":"data","data":{"k":${deep(100_000)}}}]}}}`,
      });
      assert.equal(o.json.id, 2);
      assert.ok([-32602, -32700].includes(o.json.error.code), String(o.json.error.code));
      const or = await call(`${s.base}/v1/message:send`, {
        raw: `{"message":{"messageId":"d","role":"ROLE_USER","content":[{"text":"x"}],"metadata":{"k":${deep(100_000)}}}}`,
      });
      assert.equal(or.status, 400);
      assert.ok([-32602, -32700].includes(or.json.code), String(or.json.code));
    });

    test("method names of Object.prototype are unknown methods (-32601), not crashes", async () => {
      for (const method of ["__proto__", "constructor", "toString", "hasOwnProperty"]) {
        for (const headers of [V1, {}]) {
          const j = await rpc(s.base, method, {}, headers);
          assert.equal(j.json.error.code, -32601, method);
        }
      }
      const proto = await call(s.base, {
        raw: '{"jsonrpc":"2.0","id":1,"method":"SendMessage","params":{"__proto__":{"message":1},"message":{"messageId":"p","role":"ROLE_USER","parts":[{"text":"x"}]}}}',
        headers: V1,
      });
      assert.equal(proto.json.result.task.id, "task-p");
    });

    test("routes and tenants named __proto__ or constructor", async () => {
      assert.equal((await call(`${s.base}/__proto__/tasks/constructor`, { headers: V1 })).status, 404);
      assert.equal((await call(`${s.base}/tasks/__proto__`, { headers: V1 })).json.error.details[0].reason, "TASK_NOT_FOUND");
      const sent = await call(`${s.base}/constructor/message:send`, {
        body: { message: { messageId: "c", role: "ROLE_USER", parts: [{ text: "x" }] } },
        headers: V1,
      });
      assert.equal(sent.json.task.id, "task-c");
      assert.equal((await call(`${s.base}/toString`, { headers: { "A2A-Version": "__proto__" } })).json.error.details[0].reason, "VERSION_NOT_SUPPORTED");
    });

    test("a body over the limit answers 413 in the binding's form", async () => {
      const big = `{"jsonrpc":"2.0","id":1,"method":"SendMessage","params":{"message":{"messageId":"b","role":"ROLE_USER","parts":[{"text":"${"x".repeat(2 << 20)}"}]}}}`;
      const j = await call(s.base, { raw: big, headers: V1 });
      assert.equal(j.status, 413);
      assert.equal(j.json.error.code, -32600);
      assert.match(j.json.error.message, /1048576/);
      const r = await call(`${s.base}/message:send`, { raw: big, headers: V1 });
      assert.equal(r.status, 413);
      assert.equal(r.json.error.code, 413);
    });

    test("a streamed body over the limit (no Content-Length) answers 413", async () => {
      const url = new URL(s.base);
      const status = await new Promise<number>((resolve, reject) => {
        const req = http.request(
          { host: url.hostname, port: url.port, path: "/", method: "POST", headers: { "transfer-encoding": "chunked", ...V1 }, timeout: 5000 },
          (res) => {
            res.resume();
            resolve(res.statusCode ?? 0);
          },
        );
        req.on("error", reject);
        req.on("timeout", () => req.destroy(new Error("timeout")));
        const chunk = "x".repeat(64 * 1024);
        let sent = 0;
        const pump = () => {
          while (sent < 40) {
            sent++;
            if (!req.write(chunk)) return void req.once("drain", pump);
          }
          req.end();
        };
        pump();
      });
      assert.equal(status, 413);
    });

    test("bytes that are not UTF-8, batches, and envelopes of the wrong shape", async () => {
      const bad = new Uint8Array([0x7b, 0xff, 0xfe, 0x7d]);
      const j = await call(s.base, { raw: bad, headers: V1 });
      assert.equal(j.json.error.code, -32700);
      const r = await call(`${s.base}/message:send`, { raw: bad, headers: V1 });
      assert.equal(r.status, 400);
      assert.equal(r.json.error.code, 400);
      assert.equal((await call(s.base, { raw: "[]", headers: V1 })).json.error.code, -32600);
      assert.equal((await call(s.base, { raw: "not json", headers: V1 })).json.error.code, -32700);
      assert.equal((await call(s.base, { raw: '{"jsonrpc":"1.0","id":1,"method":"GetTask"}', headers: V1 })).json.error.code, -32600);
      assert.equal((await call(s.base, { raw: '{"jsonrpc":"2.0","id":1,"method":"GetTask","params":[1]}', headers: V1 })).json.error.code, -32602);
      assert.equal((await call(`${s.base}/message:send`, { raw: "[1,2]", headers: V1 })).status, 400);
      // A notification (no id) gets no JSON-RPC reply.
      assert.equal((await call(s.base, { raw: '{"jsonrpc":"2.0","method":"GetTask","params":{"id":"x"}}', headers: V1 })).status, 204);
    });
  });
}
