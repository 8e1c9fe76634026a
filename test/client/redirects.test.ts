// Redirects of a call are followed as fetch follows them (the Fetch standard's HTTP-redirect fetch, step 12;
// RFC 9110 §15.4.2–15.4.4 and §15.4.8–15.4.9): a POST answered 301 or 302 ("for historical reasons, a user
// agent MAY change the request method from POST to GET") or 303 ("a GET or HEAD request") is sent again as
// a GET without its body and without the body's headers (Content-Type); 307 and 308 keep the method and the
// body. A real node:http server on 127.0.0.1 answers the call with the redirect to another path of its own
// and records the method, the body and the headers that arrive there.

import assert from "node:assert/strict";
import http from "node:http";
import type { AddressInfo } from "node:net";
import { after, before, describe, test } from "node:test";
import { clientForCard } from "@a2a-bindgen/client";

interface Arrived {
  method: string;
  body: string;
  contentType: string | undefined;
  version: string | undefined;
}

const TASK = { id: "t-1", contextId: "c-1", status: { state: "TASK_STATE_COMPLETED" } };
const message = { message: { messageId: "m-1", role: "ROLE_USER" as const, parts: [{ text: "hi" }] } };

let server: http.Server;
let origin = "";
let status = 0;
const arrived: Arrived[] = [];

before(async () => {
  server = http.createServer((req, res) => {
    let body = "";
    req.setEncoding("utf8");
    req.on("data", (c: string) => {
      body += c;
    });
    req.on("end", () => {
      if (req.url !== "/after") {
        res.writeHead(status, { location: "/after" }).end();
        return;
      }
      arrived.push({ method: req.method ?? "", body, contentType: req.headers["content-type"], version: req.headers["a2a-version"] as string | undefined });
      // HTTP+JSON's SendMessage answer; a JSON-RPC caller gets it too (and fails on it: only what arrived is asserted there).
      res.writeHead(200, { "content-type": "application/json" }).end(JSON.stringify({ task: TASK }));
    });
  });
  await new Promise<void>((r) => server.listen(0, "127.0.0.1", r));
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

after(async () => {
  server.closeAllConnections();
  await new Promise<void>((r) => server.close(() => r()));
});

async function sendThrough(binding: string, path: string): Promise<{ arrived: Arrived; answer: unknown }> {
  arrived.length = 0;
  const card = { name: "redirected", version: "1.0.0", supportedInterfaces: [{ url: `${origin}${path}`, protocolBinding: binding, protocolVersion: "1.0" }] };
  const client = await clientForCard(card, { timeoutMs: 5_000 }, `${origin}/card`);
  const answer = await client.unary("SendMessage", message).catch((e: unknown) => e);
  assert.equal(arrived.length, 1, "one request reached the redirect's target");
  return { arrived: arrived[0], answer };
}

for (const { binding, path } of [
  { binding: "HTTP+JSON", path: "/rest" },
  { binding: "JSONRPC", path: "/rpc" },
]) {
  describe(`${binding}: a POST redirected`, () => {
    for (const s of [301, 302, 303]) {
      test(`${s}: sent again as a GET, without the body or its Content-Type; the version header kept`, async () => {
        status = s;
        const r = await sendThrough(binding, path);
        assert.deepEqual(r.arrived, { method: "GET", body: "", contentType: undefined, version: "1.0" });
        if (binding === "HTTP+JSON") assert.deepEqual(r.answer, { task: TASK });
      });
    }

    for (const s of [307, 308]) {
      test(`${s}: sent again as the same POST, with its body`, async () => {
        status = s;
        const r = await sendThrough(binding, path);
        assert.equal(r.arrived.method, "POST");
        assert.equal(r.arrived.contentType, "application/json");
        const body = JSON.parse(r.arrived.body);
        // The SendMessageRequest as sent (bare on HTTP+JSON, in params on JSON-RPC).
        assert.deepEqual((binding === "JSONRPC" ? body.params : body).message, message.message);
        if (binding === "HTTP+JSON") assert.deepEqual(r.answer, { task: TASK });
      });
    }
  });
}
