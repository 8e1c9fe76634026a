// Version negotiation, row by row from the quick reference's table "how a server reads A2A-Version"
// (§3.6, §3.6.1, §3.6.2, §14.2.1) and scenarios I3-I6. Expected values written by hand.

import assert from "node:assert/strict";
import { test } from "node:test";
import { negotiateVersion, normalizeVersion } from "@a2a-bindgen/kit";

const only10 = ["1.0"];
const both = ["1.0", "0.3"];

test("quick reference row 1 / I3: missing or empty against a 1.0-only interface is VersionNotSupportedError for 0.3", () => {
  for (const headers of [{}, { "A2A-Version": "" }, { "a2a-version": "   " }, undefined]) {
    assert.deepEqual(negotiateVersion({ headers, served: only10 }), {
      ok: false,
      error: { kind: "versionNotSupported", value: "0.3", supported: ["1.0"], reason: "notServed", from: "missing" },
    });
  }
});

test("quick reference row 2: missing or empty against a 0.3 interface is served as 0.3", () => {
  assert.deepEqual(negotiateVersion({ headers: {}, served: ["0.3"] }), { ok: true, version: "0.3", from: "missing" });
  assert.deepEqual(negotiateVersion({ headers: { "A2A-Version": "" }, served: both }), { ok: true, version: "0.3", from: "missing" });
});

test("quick reference row 3 / I4: 1.0 against 1.0 is served as 1.0", () => {
  assert.deepEqual(negotiateVersion({ headers: { "A2A-Version": "1.0" }, served: only10 }), { ok: true, version: "1.0", from: "header" });
});

test("quick reference row 4: 0.3 against a 1.0-only interface is VersionNotSupportedError", () => {
  const r = negotiateVersion({ headers: { "A2A-Version": "0.3" }, served: only10 });
  assert.deepEqual(r, { ok: false, error: { kind: "versionNotSupported", value: "0.3", supported: ["1.0"], reason: "notServed", from: "header" } });
});

test("quick reference row 5: 0.3 where 0.3 and 1.0 are both served is served as 0.3", () => {
  assert.deepEqual(negotiateVersion({ headers: { "A2A-Version": "0.3" }, served: both }), { ok: true, version: "0.3", from: "header" });
});

test("quick reference row 6 / I4: 2.0 or 9.9 (no interface declares it) is VersionNotSupportedError listing the served versions", () => {
  for (const v of ["2.0", "9.9"]) {
    assert.deepEqual(negotiateVersion({ headers: { "A2A-Version": v }, served: both }), {
      ok: false,
      error: { kind: "versionNotSupported", value: v, supported: ["1.0", "0.3"], reason: "notServed", from: "header" },
    });
  }
});

test("quick reference row 7 / I5: 1.0.1 is served as 1.0 (the patch is dropped, §3.6; a2a-js 1.3.0 rejects it), 0.3.0 as 0.3", () => {
  assert.deepEqual(negotiateVersion({ headers: { "A2A-Version": "1.0.1" }, served: only10 }), { ok: true, version: "1.0", from: "header" });
  assert.deepEqual(negotiateVersion({ headers: { "A2A-Version": "0.3.0" }, served: both }), { ok: true, version: "0.3", from: "header" });
});

test("a value that is not one version is VersionNotSupportedError naming the value", () => {
  for (const v of ["1.0, 0.3", "v1", "1", "1.", ".1", "1.0.1.2", "01.0", "1.0-beta", "one"]) {
    assert.deepEqual(negotiateVersion({ headers: { "A2A-Version": v }, served: both }), {
      ok: false,
      error: { kind: "versionNotSupported", value: v, supported: ["1.0", "0.3"], reason: "notOneVersion", from: "header" },
    });
  }
});

test("I6: the header in any case, from Headers, and gRPC metadata's lowercase a2a-version, are read alike", () => {
  for (const headers of [{ "a2a-version": "1.0" }, { "A2A-VERSION": "1.0" }, new Headers({ "A2A-Version": "1.0" })]) {
    assert.deepEqual(negotiateVersion({ headers, served: only10 }), { ok: true, version: "1.0", from: "header" });
  }
  // grpc-js Metadata.get(key) answers an array of values for the lowercase key.
  const metadata = { get: (key: string) => (key === "a2a-version" ? ["1.0"] : []) };
  assert.deepEqual(negotiateVersion({ headers: metadata, served: only10 }), { ok: true, version: "1.0", from: "header" });
});

test("leading and trailing whitespace is optional whitespace, not part of the value", () => {
  assert.deepEqual(negotiateVersion({ headers: { "A2A-Version": " 1.0\t" }, served: only10 }), { ok: true, version: "1.0", from: "header" });
});

test("two values of the header are not one version: the error names both", () => {
  const r = negotiateVersion({ headers: { "A2A-Version": ["1.0", "0.3"] }, served: both });
  assert.deepEqual(r, {
    ok: false,
    error: { kind: "versionNotSupported", value: "1.0, 0.3", supported: ["1.0", "0.3"], reason: "notOneVersion", from: "header" },
  });
});

test("§3.6.1: the A2A-Version query parameter is read when there is no header, in every query form", () => {
  for (const query of ["A2A-Version=1.0", "?x=1&A2A-Version=1.0", new URLSearchParams({ "A2A-Version": "1.0" }), { "A2A-Version": "1.0" }]) {
    assert.deepEqual(negotiateVersion({ headers: {}, query, served: only10 }), { ok: true, version: "1.0", from: "query" });
  }
  // Query names are case-sensitive: a2a-version is another parameter.
  assert.equal(negotiateVersion({ query: "a2a-version=1.0", served: only10 }).ok, false);
});

test("header and query both present and different: the header wins", () => {
  assert.deepEqual(negotiateVersion({ headers: { "A2A-Version": "0.3" }, query: "A2A-Version=1.0", served: both }), {
    ok: true,
    version: "0.3",
    from: "header",
  });
  // An empty header counts as absent, so the query decides.
  assert.deepEqual(negotiateVersion({ headers: { "A2A-Version": "" }, query: "A2A-Version=1.0", served: both }), { ok: true, version: "1.0", from: "query" });
});

test("served versions are normalized too; unreadable ones are left out of the list", () => {
  assert.deepEqual(negotiateVersion({ headers: { "A2A-Version": "1.0" }, served: ["1.0.1", "bogus"] }), { ok: true, version: "1.0", from: "header" });
  assert.deepEqual(negotiateVersion({ headers: { "A2A-Version": "1.0" }, served: ["bogus"] }), {
    ok: false,
    error: { kind: "versionNotSupported", value: "1.0", supported: [], reason: "notServed", from: "header" },
  });
});

test("a huge value is answered quickly and reported cut to 256 characters", () => {
  const huge = "1".repeat(5_000_000);
  const r = negotiateVersion({ headers: { "A2A-Version": huge }, served: only10 });
  assert.equal(r.ok, false);
  if (!r.ok) {
    assert.equal(r.error.reason, "notOneVersion");
    assert.equal(r.error.value.length, 257);
    assert.ok(r.error.value.endsWith("…"));
  }
});

test("normalizeVersion: Major.Minor, a patch dropped, anything else null", () => {
  assert.equal(normalizeVersion("1.0"), "1.0");
  assert.equal(normalizeVersion("0.3.0"), "0.3");
  assert.equal(normalizeVersion("10.20.30"), "10.20");
  assert.equal(normalizeVersion("1.0 "), "1.0");
  for (const bad of ["", "1", "v1.0", "1.0.0.0", "-1.0", null, 1, {}]) assert.equal(normalizeVersion(bad), null, String(bad));
});
