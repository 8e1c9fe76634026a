// The Vary header CORS decorates answers with (server/src/cors.ts), from its source: Origin is added to what
// an answer already varies on, once. Apart from cors.test.ts, which loads the server by its package name
// (a test process loads each package one way: test/e2e/layout/one-way.test.ts).

import assert from "node:assert/strict";
import { describe, test } from "node:test";
import { corsPolicy } from "../../server/src/cors.ts";
import { fixtureCard } from "./fixture-agent.ts";

const APP = "https://app.example";
const EVIL = "https://evil.example";
/** A Vary value as its lower-cased names. */
const list = (value: string | undefined): string[] =>
  (value ?? "")
    .split(",")
    .map((n) => n.trim().toLowerCase())
    .filter((n) => n !== "");

// RFC 9110 §12.5.5: Vary is a list of field names, compared case-insensitively, or "*" (anything may vary).
describe("Vary: Origin added to what the answer already varies on", () => {
  const cors = corsPolicy({ origins: [APP] }, fixtureCard(), ["1.0"]);
  const varyOf = (vary: string | undefined): string | undefined => {
    const headers: Record<string, string> = vary === undefined ? {} : { vary };
    return cors.decorate({ status: 200, headers, body: new Uint8Array(0) }, { origin: APP }).headers.vary;
  };

  test("Origin added once, after the names the answer had", () => {
    assert.deepEqual(list(varyOf(undefined)), ["origin"]);
    assert.deepEqual(list(varyOf("")), ["origin"]);
    assert.deepEqual(list(varyOf("Accept-Encoding")), ["accept-encoding", "origin"]);
    assert.deepEqual(list(varyOf("Accept-Encoding, A2A-Version")), ["accept-encoding", "a2a-version", "origin"]);
    // A name that only contains "origin" is another field.
    assert.deepEqual(list(varyOf("Origin-Agent-Cluster")), ["origin-agent-cluster", "origin"]);
  });

  test('a list already naming Origin, in any case and spacing, or "*", is kept as it is', () => {
    for (const vary of ["Origin", "origin", "ORIGIN", "Accept-Encoding, origin", "Accept-Encoding ,\tOrigin ", "*", "Accept-Encoding, *"]) {
      assert.equal(varyOf(vary), vary, vary);
    }
  });

  test("the preflight's own answer: Vary: Origin", () => {
    assert.equal(cors.preflight("OPTIONS", { origin: APP, "access-control-request-method": "POST" })?.headers.vary, "Origin");
    assert.equal(cors.preflight("OPTIONS", { origin: EVIL, "access-control-request-method": "POST" })?.headers.vary, "Origin");
  });
});
