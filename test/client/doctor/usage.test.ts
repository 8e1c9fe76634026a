// Bad usage of `a2a-bindgen doctor`: exit 2, one line on stderr naming the option and the value, never a
// stack trace, nothing on stdout — checked as a user sees it (the CLI as a child process). No agent is
// contacted: every case fails before the card is fetched.

import assert from "node:assert/strict";
import { test } from "node:test";
import { doctor } from "./harness.js";

const card = "http://127.0.0.1:9/.well-known/agent-card.json";

const cases: { name: string; args: string[]; stderr: RegExp }[] = [
  { name: "no card url", args: [], stderr: /missing required argument 'card-url'/ },
  { name: "a card url that is not a URL", args: ["not a url"], stderr: /<card-url> "not a url": not a URL/ },
  { name: "a card url that is not http", args: ["ftp://127.0.0.1/card"], stderr: /expected an http or https URL/ },
  { name: "--header without a colon", args: [card, "--header", "NoColon"], stderr: /--header "NoColon": expected "Name: value"/ },
  { name: "--header with a bad name", args: [card, "--header", "Bad Name: x"], stderr: /--header "Bad Name: x": "Bad Name" is not a header name/ },
  { name: "--header with a control character", args: [card, "--header", "X-A: a\u0001b"], stderr: /the value holds a control character/ },
  { name: "--timeout 0", args: [card, "--timeout", "0"], stderr: /--timeout "0": expected seconds/ },
  { name: "--timeout abc", args: [card, "--timeout", "abc"], stderr: /--timeout "abc": expected seconds/ },
  { name: "--timeout 1e9", args: [card, "--timeout", "1000000000"], stderr: /at most 600/ },
  {
    name: "--binding __proto__",
    args: [card, "--binding", "__proto__"],
    stderr: /--binding "__proto__": unknown binding; the doctor speaks JSONRPC, GRPC, HTTP\+JSON \(or jsonrpc, grpc, http\+json\)/,
  },
  { name: "--binding constructor", args: [card, "--binding", "constructor"], stderr: /--binding "constructor": unknown binding/ },
  { name: "--binding toString", args: [card, "--binding", "toString"], stderr: /--binding "toString": unknown binding/ },
  { name: "--protocol 9.9", args: [card, "--protocol", "9.9"], stderr: /--protocol "9.9": unknown version; the doctor speaks 1\.0, 0\.3/ },
  { name: "--protocol __proto__", args: [card, "--protocol", "__proto__"], stderr: /--protocol "__proto__": unknown version/ },
  { name: "--extension holding the separator", args: [card, "--extension", "urn:a,urn:b"], stderr: /--extension "urn:a,urn:b": expected one extension URI/ },
  { name: "--tenant empty", args: [card, "--tenant", ""], stderr: /--tenant "": expected a non-empty tenant/ },
  { name: "an unknown option", args: [card, "--bogus"], stderr: /unknown option '--bogus'/ },
];

for (const c of cases) {
  test(`doctor, bad usage: ${c.name} → exit 2, one line, no stack trace`, async () => {
    const run = await doctor(c.args);
    assert.equal(run.code, 2, run.stderr);
    assert.equal(run.stdout, "");
    const lines = run.stderr.trimEnd().split("\n");
    assert.equal(lines.length, 1, run.stderr);
    assert.match(lines[0], c.stderr);
    assert.doesNotMatch(run.stderr, /\n\s+at |Error:/);
  });
}
