// a2a-bindgen doctor against the real peers (test/e2e/peer): @a2a-js/sdk 1.3.0 strict and with legacyCompat,
// and 0.3.14 as a genuine v0.3 server — each connects on every binding its card declares — and the fault
// table of issue 13, every row, each asserting the step named and the exit code. Expected values are
// written by hand from the quick reference (§1 steps, §5 rows), the peer notes and issue 13's table.

import assert from "node:assert/strict";
import { after, before, describe, test } from "node:test";
import { PEER_EXTENSION, type Peer, startPeer } from "../../e2e/peer/server.js";
import { type PeerV03, startPeerV03 } from "../../e2e/peer/server-v03.js";
import { doctor, doctorJson, fetchCard, serveCard } from "./harness.js";

let strict: Peer;
let compat: Peer;
let v03: PeerV03;
const crafted: { close(): Promise<void> }[] = [];

before(async () => {
  strict = await startPeer({ mode: "strict", grpc: true });
  compat = await startPeer({ mode: "compat", grpc: true });
  v03 = await startPeerV03({});
});

after(async () => {
  await Promise.all([...crafted.map((c) => c.close()), strict?.close(), compat?.close(), v03?.close()]);
});

async function craft(card: unknown): Promise<string> {
  const served = await serveCard(card);
  crafted.push(served);
  return served.cardUrl;
}

/** binding@version of each call, in card order. */
const interfacesOf = (calls: { binding: string; version: string }[]) => calls.map((c) => `${c.binding}@${c.version}`);

describe("real peers connect on every binding their card declares (exit 0)", () => {
  test("@a2a-js/sdk 1.3.0 strict: JSONRPC, HTTP+JSON and GRPC at 1.0, TaskNotFound with an ErrorInfo", async () => {
    const { run, report } = await doctorJson([strict.cardUrl]);
    assert.equal(run.code, 0, run.stdout + run.stderr);
    assert.equal(report.ok, true);
    assert.equal(report.failure, null);
    assert.deepEqual(
      report.steps.map((s) => [s.step, s.name, s.status]),
      [
        [1, "interface", "pass"],
        [2, "version", "pass"],
        [3, "tenant", "pass"],
        [4, "capabilities", "pass"],
        [5, "extensions", "pass"],
        [6, "errors", "pass"],
      ],
    );
    assert.deepEqual(interfacesOf(report.calls), ["JSONRPC@1.0", "HTTP+JSON@1.0", "GRPC@1.0"]);
    assert.ok(
      report.calls.every((c) => c.connects && c.answer.includes("by its ErrorInfo (TASK_NOT_FOUND)")),
      JSON.stringify(report.calls),
    );
    // The requests come from the v1.0 tables: PascalCase method, the route without prefix, lf.a2a.v1.
    assert.match(report.calls[0].request, / GetTask$/);
    assert.match(report.calls[1].request, /^GET http:\/\/127\.0\.0\.1:\d+\/a2a\/rest\/tasks\/a2a-bindgen-doctor-/);
    assert.match(report.calls[2].request, / \/lf\.a2a\.v1\.A2AService\/GetTask$/);
    assert.deepEqual(report.calls[0].sent, [
      ["A2A-Version", "1.0"],
      ["Content-Type", "application/json"],
    ]);
    assert.deepEqual(report.calls[2].sent, [["a2a-version", "1.0"]]);
    assert.equal(report.selected?.binding, "JSONRPC");
    assert.equal(report.selected?.at, "$.supportedInterfaces[0]");
  });

  test("@a2a-js/sdk 1.3.0 with legacyCompat: every binding at 1.0 and at 0.3", async () => {
    const { run, report } = await doctorJson([compat.cardUrl]);
    assert.equal(run.code, 0, run.stdout + run.stderr);
    assert.deepEqual(interfacesOf(report.calls), ["JSONRPC@1.0", "HTTP+JSON@1.0", "GRPC@1.0", "JSONRPC@0.3", "HTTP+JSON@0.3", "GRPC@0.3"]);
    assert.ok(
      report.calls.every((c) => c.connects),
      JSON.stringify(report.calls),
    );
    // v0.3 in its own forms: the a2a.json method, the /v1 route, the a2a.v1 service; read by code (JSON-RPC, REST).
    assert.match(report.calls[3].request, / tasks\/get$/);
    assert.match(report.calls[4].request, /\/a2a\/rest\/v1\/tasks\/a2a-bindgen-doctor-/);
    assert.match(report.calls[5].request, / \/a2a\.v1\.A2AService\/GetTask$/);
    assert.match(report.calls[3].answer, /^TaskNotFoundError by its code/);
    assert.match(report.calls[4].answer, /^TaskNotFoundError by its code/);
    assert.equal(report.selected?.version, "1.0");
  });

  test("@a2a-js/sdk 0.3.14, a v0.3 card: every binding at 0.3; gRPC NOT_FOUND without details read by its status", async () => {
    const { run, report } = await doctorJson([v03.cardUrl]);
    assert.equal(run.code, 0, run.stdout + run.stderr);
    assert.deepEqual(interfacesOf(report.calls), ["JSONRPC@0.3", "HTTP+JSON@0.3", "GRPC@0.3"]);
    assert.ok(
      report.calls.every((c) => c.connects),
      JSON.stringify(report.calls),
    );
    assert.match(report.calls[2].answer, /^TaskNotFoundError by its status/);
    assert.equal(report.selected?.at, "$");
  });

  test("human output: the six steps and the result, exit 0", async () => {
    const run = await doctor([strict.cardUrl, "--binding", "HTTP+JSON", "--timeout", "5"]);
    assert.equal(run.code, 0, run.stderr);
    assert.match(run.stdout, /^ {2}1 interface +pass +HTTP\+JSON 1\.0 at /m);
    assert.match(run.stdout, /^ {2}6 errors +pass +1 of 1 calls answered as expected$/m);
    assert.match(run.stdout, /^result: every usable interface connects$/m);
  });
});

describe("the fault table of issue 13: each fault at its step", () => {
  test("card offers only 1.0, --protocol 0.3 → 1 interface: what the card offers (exit 1)", async () => {
    const { run, report } = await doctorJson([strict.cardUrl, "--protocol", "0.3"]);
    assert.equal(run.code, 1);
    assert.equal(report.failure?.step, 1);
    assert.equal(report.failure?.name, "interface");
    assert.equal(report.failure?.diagnosis, "noInterface");
    assert.match(report.failure?.saw ?? "", /the card offers 3 interfaces: JSONRPC 1\.0 at .*; HTTP\+JSON 1\.0 at .*; GRPC 1\.0 at /);
    assert.equal(report.failure?.remedy.quickReference, "§1 step 1");
    assert.deepEqual(report.calls, []);
    assert.deepEqual(
      report.steps.map((s) => s.status),
      ["fail", "not reached", "not reached", "not reached", "not reached", "not reached"],
    );
  });

  test("v0.3-only card, --protocol 1.0 → 1 interface: a v0.3 card (url, preferredTransport) (exit 1)", async () => {
    const { run, report } = await doctorJson([v03.cardUrl, "--protocol", "1.0"]);
    assert.equal(run.code, 1);
    assert.equal(report.failure?.step, 1);
    assert.equal(report.failure?.diagnosis, "v03Card");
    assert.match(report.failure?.saw ?? "", /^a v0\.3 card \(url, preferredTransport\)/);
    assert.equal(report.failure?.remedy.see, "the client cannot find supportedInterfaces");
    assert.equal(report.failure?.remedy.quickReference, "§5 row 12");
  });

  test("card declares 1.0, the server answers like v0.3 (a real 0.3.14 behind a crafted 1.0 card) → 2 version (exit 1)", async () => {
    const cardUrl = await craft({
      name: "0.3.14 behind a 1.0 card",
      supportedInterfaces: [
        { url: v03.jsonRpcUrl, protocolBinding: "JSONRPC", protocolVersion: "1.0" },
        { url: v03.restUrl, protocolBinding: "HTTP+JSON", protocolVersion: "1.0" },
        { url: v03.grpcAddress, protocolBinding: "GRPC", protocolVersion: "1.0" },
      ],
      capabilities: {},
    });
    const { run, report } = await doctorJson([cardUrl]);
    assert.equal(run.code, 1);
    assert.equal(report.failure?.step, 2);
    assert.equal(report.failure?.name, "version");
    // -32601 on the v1.0 method, and message/send's sibling tasks/get answered: §5 row 1.
    assert.equal(report.failure?.diagnosis, "jsonRpcServesV03");
    assert.equal(report.failure?.remedy.quickReference, "§5 row 1");
    assert.match(report.failure?.saw ?? "", /error code -32601.*the 0\.3 method answered TaskNotFoundError/);
    assert.deepEqual(
      report.calls.map((c) => c.diagnosis),
      ["jsonRpcServesV03", "restOtherVersion", "grpcOtherVersion"],
    );
    // REST: an HTML 404 on /tasks/{id}, the /v1 route answered (§5 row 4); gRPC: UNIMPLEMENTED, a2a.v1 answered.
    assert.match(report.calls[1].answer, /^HTTP 404 \(text\/html.*the 0\.3 route answered TaskNotFoundError/);
    assert.match(report.calls[2].answer, /^gRPC status 12 UNIMPLEMENTED.*; the 0\.3 service answered TaskNotFoundError$/);
  });

  test("the interface requires the version header the doctor is told to omit → 2 version: VersionNotSupportedError (exit 1)", async () => {
    const { run, report } = await doctorJson([strict.cardUrl, "--header", "A2A-Version:"]);
    assert.equal(run.code, 1);
    assert.equal(report.failure?.step, 2);
    assert.equal(report.failure?.diagnosis, "versionNotSupported");
    assert.equal(report.failure?.remedy.see, "VersionNotSupportedError");
    assert.deepEqual(
      report.calls.map((c) => c.diagnosis),
      ["versionNotSupported", "versionNotSupported", "versionNotSupported"],
    );
    // Nothing named A2A-Version (any case) was sent.
    assert.ok(
      report.calls.every((c) => c.sent.every(([n]) => n.toLowerCase() !== "a2a-version")),
      JSON.stringify(report.calls),
    );
  });

  test("the card marks an extension required, not passed with --extension → 5 extensions, naming the URI (exit 1); passed → exit 0", async () => {
    const card = await fetchCard(strict.cardUrl, { "A2A-Version": "1.0" });
    card.capabilities.extensions = [{ uri: PEER_EXTENSION, description: "required here", required: true }];
    const cardUrl = await craft(card);
    const { run, report } = await doctorJson([cardUrl]);
    assert.equal(run.code, 1);
    assert.equal(report.failure?.step, 5);
    assert.equal(report.failure?.name, "extensions");
    assert.equal(report.failure?.diagnosis, "extensionRequired");
    assert.ok(report.failure?.saw.startsWith("ExtensionSupportRequiredError"), report.failure?.saw);
    assert.ok(report.failure?.saw.includes(PEER_EXTENSION), report.failure?.saw);
    assert.deepEqual(
      report.steps.map((s) => s.status),
      ["pass", "pass", "pass", "pass", "fail", "not reached"],
    );
    const declared = await doctorJson([cardUrl, "--extension", PEER_EXTENSION]);
    assert.equal(declared.run.code, 0, declared.run.stdout);
    assert.deepEqual(declared.report.calls[0].sent, [
      ["A2A-Version", "1.0"],
      ["A2A-Extensions", PEER_EXTENSION],
      ["Content-Type", "application/json"],
    ]);
  });

  test("interface url with a wrong base path (an HTML 404) → 6 errors: not A2A's, the url is wrong (exit 1)", async () => {
    const base = strict.baseUrl;
    const cardUrl = await craft({
      name: "wrong base path",
      supportedInterfaces: [
        { url: `${base}/wrong/jsonrpc`, protocolBinding: "JSONRPC", protocolVersion: "1.0" },
        { url: `${base}/wrong/rest`, protocolBinding: "HTTP+JSON", protocolVersion: "1.0" },
      ],
    });
    const { run, report } = await doctorJson([cardUrl]);
    assert.equal(run.code, 1);
    assert.equal(report.failure?.step, 6);
    assert.equal(report.failure?.name, "errors");
    assert.equal(report.failure?.diagnosis, "notA2A404");
    assert.match(report.failure?.remedy.action ?? "", /^a 404 without an A2A ErrorInfo is not A2A's: the url is wrong/);
    assert.deepEqual(
      report.calls.map((c) => [c.diagnosis, c.answer.startsWith("HTTP 404 (text/html")]),
      [
        ["notA2A404", true],
        ["notA2A404", true],
      ],
    );
  });

  test("card lists one binding at 0.3 and at 1.0 → no failure: the 1.0 entry is picked (I10), exit 0", async () => {
    const cardUrl = await craft({
      name: "one binding twice",
      supportedInterfaces: [
        { url: compat.jsonRpcUrl, protocolBinding: "JSONRPC", protocolVersion: "0.3" },
        { url: compat.jsonRpcUrl, protocolBinding: "JSONRPC", protocolVersion: "1.0" },
      ],
    });
    const { run, report } = await doctorJson([cardUrl]);
    assert.equal(run.code, 0, run.stdout);
    assert.equal(report.failure, null);
    assert.deepEqual(report.selected, { url: compat.jsonRpcUrl, binding: "JSONRPC", version: "1.0", tenant: null, at: "$.supportedInterfaces[1]" });
    assert.deepEqual(interfacesOf(report.calls), ["JSONRPC@0.3", "JSONRPC@1.0"]);
    assert.ok(
      report.notes.some((n) => n.startsWith("I10: ") && n.includes("§5 row 11")),
      JSON.stringify(report.notes),
    );
  });
});

describe("what the card and the calls cannot reach", () => {
  test("a tenant on a v0.3 interface cannot be carried → 3 tenant (exit 1)", async () => {
    const { run, report } = await doctorJson([v03.cardUrl, "--binding", "JSONRPC", "--tenant", "t1"]);
    assert.equal(run.code, 1);
    assert.equal(report.failure?.step, 3);
    assert.equal(report.failure?.diagnosis, "tenantV03");
  });

  test("a tenant on a v1.0 HTTP+JSON interface goes in the /{tenant} route; 1.3.0 serves it (exit 0)", async () => {
    const { run, report } = await doctorJson([strict.cardUrl, "--binding", "HTTP+JSON", "--tenant", "t1"]);
    assert.equal(run.code, 0, run.stdout);
    assert.match(report.calls[0].request, /\/a2a\/rest\/t1\/tasks\/a2a-bindgen-doctor-/);
  });

  test("a card url nobody answers within --timeout → 1 interface, bounded (exit 1)", async () => {
    const silent = await serveCard({}, { answer: false });
    crafted.push(silent);
    const run = await doctor([silent.cardUrl, "--json", "--timeout", "1"]);
    assert.equal(run.code, 1);
    const report = JSON.parse(run.stdout);
    assert.equal(report.failure.diagnosis, "unreachable");
    assert.equal(report.failure.saw, "no answer within 1 s");
  });

  test("an interface url where nothing listens → 1 interface: unreachable (exit 1)", async () => {
    const gone = await serveCard({});
    const deadUrl = gone.cardUrl.replace("/.well-known/agent-card.json", "/a2a/jsonrpc");
    await gone.close();
    const cardUrl = await craft({ supportedInterfaces: [{ url: deadUrl, protocolBinding: "JSONRPC", protocolVersion: "1.0" }] });
    const { run, report } = await doctorJson([cardUrl]);
    assert.equal(run.code, 1);
    assert.equal(report.failure?.step, 1);
    assert.equal(report.failure?.diagnosis, "unreachable");
    assert.match(report.failure?.saw ?? "", /ECONNREFUSED/);
  });
});
