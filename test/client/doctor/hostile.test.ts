// Hostile cards: nesting 100,000 deep, names like __proto__, constructor and toString, values of the
// wrong type. The doctor answers with a report (step 1 fails: nothing usable), never a crash.

import assert from "node:assert/strict";
import { after, test } from "node:test";
import { doctor, doctorJson, serveCard } from "./harness.js";

const served: { close(): Promise<void> }[] = [];
after(async () => void (await Promise.all(served.map((s) => s.close()))));

test("a card nested 100,000 deep where interfaces and capabilities belong: step 1, no crash", async () => {
  // JSON.stringify would overflow on the nested value itself: the card's text is built by hand (arrays, so
  // that three of them stay under the doctor's 1 MiB bound on a body).
  const nested = `${"[".repeat(100_000)}1${"]".repeat(100_000)}`;
  const text = `{"supportedInterfaces":[${nested}],"capabilities":{"streaming":${nested},"extensions":${nested}}}`;
  const card = await serveCard(undefined, { text });
  served.push(card);
  const { run, report } = await doctorJson([card.cardUrl]);
  assert.equal(run.code, 1, run.stderr);
  assert.equal(report.failure?.step, 1);
  assert.equal(report.failure?.diagnosis, "noInterface");
  assert.ok(
    report.notes.some((n) => n.startsWith("card: $.supportedInterfaces[0].url: missing")),
    JSON.stringify(report.notes),
  );
});

test("bindings and versions named __proto__, constructor, toString are not spoken: step 1 lists them, no crash", async () => {
  const card = await serveCard({
    supportedInterfaces: [
      { url: "http://127.0.0.1:9/x", protocolBinding: "__proto__", protocolVersion: "1.0" },
      { url: "http://127.0.0.1:9/x", protocolBinding: "constructor", protocolVersion: "1.0" },
      { url: "http://127.0.0.1:9/x", protocolBinding: "JSONRPC", protocolVersion: "toString" },
    ],
    capabilities: { extensions: [{ uri: "__proto__", required: "yes" }], streaming: { __proto__: 1 } },
  });
  served.push(card);
  const { run, report } = await doctorJson([card.cardUrl]);
  assert.equal(run.code, 1, run.stderr);
  assert.equal(report.failure?.diagnosis, "noInterface");
  assert.match(report.failure?.saw ?? "", /the card offers 2 interfaces: __proto__ 1\.0 at .*; constructor 1\.0 at /);
  assert.ok(report.notes.includes('$.supportedInterfaces[0]: binding "__proto__" is not one the doctor speaks'), JSON.stringify(report.notes));
  assert.ok(
    report.notes.some((n) => n.includes('$.supportedInterfaces[2].protocolVersion: "toString" is not a Major.Minor version')),
    JSON.stringify(report.notes),
  );
});

test("a card larger than the doctor reads (1 MiB): step 1 names it, the rest is not read", async () => {
  const card = await serveCard(undefined, { text: `{"name":"${"x".repeat(2 * 1024 * 1024)}"}` });
  served.push(card);
  const { run, report } = await doctorJson([card.cardUrl]);
  assert.equal(run.code, 1, run.stderr);
  assert.equal(report.failure?.diagnosis, "cardUnreadable");
  assert.equal(report.failure?.saw, "the card is larger than 1048576 characters");
});

test("a card with 100 usable entries: 64 are called, a few at a time, the rest named in a note", async () => {
  const gone = await serveCard({});
  const dead = gone.cardUrl.replace("/.well-known/agent-card.json", "");
  await gone.close();
  const supportedInterfaces = Array.from({ length: 100 }, (_, n) => ({ url: `${dead}/a2a/${n}`, protocolBinding: "JSONRPC", protocolVersion: "1.0" }));
  const card = await serveCard({ supportedInterfaces });
  served.push(card);
  const { run, report } = await doctorJson([card.cardUrl]);
  assert.equal(run.code, 1, run.stderr);
  assert.equal(report.calls.length, 64);
  assert.ok(report.notes.includes("36 more usable interfaces not called (the doctor calls at most 64)"), JSON.stringify(report.notes));
  assert.equal(report.failure?.diagnosis, "unreachable");
  assert.equal(report.failure?.interface, "$.supportedInterfaces[0]");
});

test("a body with a newline and a terminal escape: the human report stays one line per step, the characters escaped", async () => {
  // Short enough that V8's JSON.parse message quotes all of it, newline and ESC included.
  const card = await serveCard(undefined, { text: "<\n\u001b[31mx" });
  served.push(card);
  const run = await doctor([card.cardUrl, "--timeout", "5"]);
  assert.equal(run.code, 1, run.stderr);
  const lines = run.stdout.trimEnd().split("\n");
  // The title, six steps, the failure and its four remedy lines: one each.
  assert.equal(lines.length, 1 + 6 + 1 + 4, run.stdout);
  assert.match(lines[1], /^ {2}1 interface {4}fail {8}HTTP 200 \(application\/json\): the body is not JSON \(.*"<\\n\\u001b\[31mx".*\)$/);
  for (const [i, name] of ["version", "tenant", "capabilities", "extensions", "errors"].entries())
    assert.equal(lines[2 + i], `  ${i + 2} ${name.padEnd(13)}not reached`);
  assert.equal(run.stdout.includes("\u001b"), false);
  // The JSON report keeps the text as it came (JSON escapes it).
  const { report } = await doctorJson([card.cardUrl]);
  assert.ok(report.steps[0].detail.includes('"<\n\u001b[31mx"'), report.steps[0].detail);
});

test("card URLs follow the client's rule: a base URL gets the well-known path (noted); a URL that serves no card, then the well-known path under it", async () => {
  const card = await serveCard({ supportedInterfaces: [{ url: "http://127.0.0.1:9/a2a", protocolBinding: "JSONRPC", protocolVersion: "1.0" }] });
  served.push(card);
  const origin = new URL(card.cardUrl).origin;
  const base = await doctorJson([origin, "--timeout", "2"]);
  assert.equal(base.report.selected?.url, "http://127.0.0.1:9/a2a");
  assert.ok(base.report.notes.includes(`the card was read from ${card.cardUrl} (the well-known path under the URL given)`), JSON.stringify(base.report.notes));
  // The well-known URL itself: asked once, nothing to note.
  const given = await doctorJson([card.cardUrl, "--timeout", "2"]);
  assert.equal(given.report.selected?.url, "http://127.0.0.1:9/a2a");
  assert.equal(
    given.report.notes.some((n) => n.startsWith("the card was read from")),
    false,
  );
  // A path that serves an HTML 404, and no card under it either: both named.
  const other = await doctorJson([`${origin}/agents/a`, "--timeout", "2"]);
  assert.equal(other.report.failure?.diagnosis, "cardUnreadable");
  assert.equal(
    other.report.steps[0].detail,
    `${origin}/agents/a/.well-known/agent-card.json: HTTP 404 (text/html); asked first as given, ${origin}/agents/a answered HTTP 404 (text/html)`,
  );
});

test("a card entry without its protocol version: the report notes the missing field and the default applied", async () => {
  const card = await serveCard({ supportedInterfaces: [{ url: "http://127.0.0.1:9/x", protocolBinding: "JSONRPC" }], capabilities: {} });
  served.push(card);
  const { report } = await doctorJson([card.cardUrl]);
  assert.ok(
    report.notes.some((n) => /^card: \$\.supportedInterfaces\[0\]\.protocolVersion is required but missing: read as \d+\.\d+/.test(n)),
    JSON.stringify(report.notes),
  );
});
