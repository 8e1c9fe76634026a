// Totality of the header parsers and card readers: arbitrary input (fast-check), hostile carriers
// (throwing getters, proxies), names like __proto__, constructor and toString, nesting 100,000 deep and
// huge values each get an answer of the documented shape, never a crash, and in bounded time.

import assert from "node:assert/strict";
import { test } from "node:test";
import fc from "fast-check";
import {
  activatedExtensions,
  cardExtensions,
  checkRequiredExtensions,
  ExtensionUriError,
  fallbackPlan,
  formatExtensions,
  isMethodError,
  negotiateVersion,
  parseExtensions,
  readExtensions,
  readInterfaces,
  resolveTenant,
  selectInterface,
} from "@a2a-bindgen/kit";

const hostileNames = ["__proto__", "constructor", "toString", "hasOwnProperty", "valueOf", "get", "getAll"];
const anyValue = fc.oneof(fc.anything(), fc.constantFrom(...hostileNames), fc.string(), fc.array(fc.string()));
const carrier = fc.oneof(
  fc.anything(),
  fc.dictionary(fc.oneof(fc.string(), fc.constantFrom(...hostileNames, "A2A-Version", "a2a-version", "A2A-Extensions", "X-A2A-Extensions")), anyValue),
);

function deep(n: number, key: string, leaf: unknown): unknown {
  let v = leaf;
  for (let i = 0; i < n; i++) v = { [key]: v };
  return v;
}

const throwing = new Proxy(
  {},
  {
    get() {
      throw new Error("hostile get");
    },
    ownKeys() {
      throw new Error("hostile keys");
    },
  },
);

test("negotiateVersion answers every input with ok or a versionNotSupported error", () => {
  fc.assert(
    fc.property(carrier, anyValue, fc.anything(), (headers, query, served) => {
      const r = negotiateVersion({ headers: headers as never, query: query as never, served: served as never });
      if (r.ok) assert.equal(typeof r.version, "string");
      else {
        assert.equal(r.error.kind, "versionNotSupported");
        assert.ok(r.error.value.length <= 257);
        assert.ok(Array.isArray(r.error.supported));
      }
    }),
    { numRuns: 500 },
  );
  for (const headers of [throwing, deep(100_000, "a2a-version", "1.0"), { get: () => deep(100_000, "x", 1) }, Object.create(null)]) {
    const r = negotiateVersion({ headers: headers as never, served: ["1.0"] });
    assert.equal(r.ok, false);
  }
  assert.equal(negotiateVersion(undefined as never).ok, false);
  assert.equal(negotiateVersion(null as never).ok, false);
});

test("the extensions parsers and formatters answer every input", () => {
  fc.assert(
    fc.property(anyValue, carrier, fc.anything(), (value, headers, version) => {
      for (const u of parseExtensions(value)) assert.ok(u !== "" && !u.includes(","));
      const read = readExtensions(headers as never, { version: version as never });
      assert.ok(Array.isArray(read));
    }),
    { numRuns: 500 },
  );
  fc.assert(
    fc.property(fc.array(fc.string()), (uris) => {
      try {
        const text = formatExtensions(uris);
        // What is formatted parses back to the same list.
        assert.deepEqual(parseExtensions(text), parseExtensions(uris.join(",")));
        const a = activatedExtensions(uris, { version: "1.0" });
        assert.equal(a === null, text === "");
      } catch (e) {
        assert.ok(e instanceof ExtensionUriError, String(e));
      }
    }),
    { numRuns: 500 },
  );
  assert.deepEqual(readExtensions(throwing as never), []);
  // Found by the property above: a version that is an object without a callable toString.
  assert.deepEqual(readExtensions({}, { version: { toString: false } as never }), []);
  const huge = "urn:a, ".repeat(500_000);
  const t0 = performance.now();
  assert.deepEqual(parseExtensions(huge), ["urn:a"]);
  assert.ok(performance.now() - t0 < 5_000);
});

test("the card readers answer every card", () => {
  const card = fc.oneof(
    fc.anything(),
    fc.record(
      {
        supportedInterfaces: fc.oneof(
          fc.anything(),
          fc.array(fc.dictionary(fc.constantFrom("url", "protocolBinding", "protocolVersion", "tenant", ...hostileNames), anyValue)),
        ),
        url: anyValue,
        preferredTransport: anyValue,
        protocolVersion: fc.oneof(fc.constantFrom("0.3", "1.0", "0.3.0", ""), anyValue),
        additionalInterfaces: fc.oneof(fc.anything(), fc.array(fc.dictionary(fc.constantFrom("url", "transport", ...hostileNames), anyValue))),
        capabilities: fc.oneof(fc.anything(), fc.record({ extensions: fc.array(fc.record({ uri: anyValue, required: fc.anything() })) })),
      },
      { requiredKeys: [] },
    ),
  );
  fc.assert(
    fc.property(card, fc.anything(), (c, speaks) => {
      const read = readInterfaces(c);
      assert.ok(read.problems.length <= 20);
      for (const i of read.interfaces) assert.match(i.version, /^\d+\.\d+$/);
      const s = selectInterface(c, { speaks: speaks as never });
      if (!s.ok) assert.equal(s.error.kind, "noInterface");
      for (const e of cardExtensions(c)) assert.equal(typeof e.uri, "string");
      const r = checkRequiredExtensions(c, []);
      if (!r.ok) assert.ok(r.error.uris.length > 0);
    }),
    { numRuns: 500 },
  );
  const many = { supportedInterfaces: Array.from({ length: 200_000 }, (_, i) => ({ url: `u${i}`, protocolBinding: "JSONRPC", protocolVersion: "0.3" })) };
  const t0 = performance.now();
  const s = selectInterface(many, { speaks: [{ binding: "GRPC", versions: ["1.0"] }] });
  assert.equal(s.ok, false);
  if (!s.ok) assert.equal(s.error.offers.length, 200_000);
  assert.ok(performance.now() - t0 < 10_000);
  for (const c of [throwing, deep(100_000, "supportedInterfaces", []), deep(100_000, "capabilities", {})]) {
    assert.equal(readInterfaces(c).interfaces.length, 0);
    assert.deepEqual(cardExtensions(c), []);
  }
});

test("tenant, fallback plans and method errors answer every input", () => {
  fc.assert(
    fc.property(fc.anything(), fc.anything(), fc.anything(), (a, b, c) => {
      const t = resolveTenant({ path: a, field: b });
      assert.ok(t.tenant === null || typeof t.tenant === "string");
      assert.equal(typeof isMethodError(c as never), "boolean");
      assert.ok(fallbackPlan(a as never, b as never) === null || typeof fallbackPlan(a as never, b as never) === "object");
    }),
    { numRuns: 500 },
  );
  assert.equal(isMethodError({ status: 404, body: deep(100_000, "error", {}) }), true);
  assert.equal(isMethodError({ status: 404, body: "[".repeat(100_000) }), true);
  assert.equal(isMethodError({ status: 404, body: "x".repeat(5_000_000) }), true);
  assert.equal(resolveTenant(undefined as never).from, "none");
});
