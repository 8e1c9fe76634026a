// Step 1 when the card cannot be read (card.ts): no answer at all — a refused connection, a name that does not
// resolve, no answer within the timeout — is `unreachable`, as docs/client.md lists it; a 401 or 403 at the card
// is an authentication step; `cardUnreadable` stays for an answer that is not a card. In this process, on 127.0.0.1.

import assert from "node:assert/strict";
import http from "node:http";
import type { AddressInfo } from "node:net";
import { test } from "node:test";
import { servers } from "./local-servers.js";
import { doctorOptions, doctorReportSchema, runDoctor } from "../../../client/src/doctor/index.js";

/** A server on 127.0.0.1:0 answering every request with `answer`. */
async function serve(answer: http.RequestListener): Promise<string> {
  const s = http.createServer(answer);
  servers.push(s);
  await new Promise<void>((resolve) => s.listen(0, "127.0.0.1", resolve));
  return `http://127.0.0.1:${(s.address() as AddressInfo).port}/.well-known/agent-card.json`;
}

async function step1(cardUrl: string, timeout = "5") {
  const report = doctorReportSchema().parse(await runDoctor(doctorOptions(cardUrl, { timeout }, {})));
  assert.equal(report.exitCode, 1);
  assert.deepEqual(
    report.steps.map((s) => s.status),
    ["fail", "not reached", "not reached", "not reached", "not reached", "not reached"],
  );
  return report.failure;
}

test("a closed port (nothing listening): unreachable, naming the refused connection", async () => {
  // A port that was just bound and released: nothing listens there now.
  const s = http.createServer();
  await new Promise<void>((resolve) => s.listen(0, "127.0.0.1", resolve));
  const port = (s.address() as AddressInfo).port;
  await new Promise((resolve) => s.close(resolve));
  const failure = await step1(`http://127.0.0.1:${port}/.well-known/agent-card.json`);
  assert.equal(failure?.diagnosis, "unreachable");
  assert.match(failure?.saw ?? "", /ECONNREFUSED/);
  assert.match(failure?.remedy.see ?? "", /connection refused/);
});

test("a name that does not resolve (RFC 6761 .invalid): unreachable", async () => {
  const failure = await step1("http://agent.invalid/.well-known/agent-card.json", "3");
  assert.equal(failure?.diagnosis, "unreachable");
});

test("no answer within --timeout: unreachable, bounded", async () => {
  const cardUrl = await serve(() => {});
  const started = Date.now();
  const failure = await step1(cardUrl, "0.5");
  assert.ok(Date.now() - started < 4000);
  assert.deepEqual([failure?.diagnosis, failure?.saw], ["unreachable", "no answer within 0.5 s"]);
});

test("a card answered 401 or 403: an authentication step, the challenge named; an HTML 404 stays cardUnreadable", async () => {
  const refused = await serve((_req, res) => res.writeHead(401, { "www-authenticate": 'Bearer realm="cards"' }).end());
  const unauthenticated = await step1(refused);
  assert.equal(unauthenticated?.diagnosis, "unauthenticated");
  assert.match(unauthenticated?.saw ?? "", /^the card itself is refused: HTTP 401 \(no content type, www-authenticate: Bearer realm="cards"\)/);
  const forbidden = await step1(await serve((_req, res) => res.writeHead(403).end()));
  assert.equal(forbidden?.diagnosis, "forbidden");
  const html = await step1(await serve((_req, res) => res.writeHead(404, { "content-type": "text/html" }).end("<html></html>")));
  assert.deepEqual([html?.diagnosis, html?.saw], ["cardUnreadable", "HTTP 404 (text/html)"]);
});
