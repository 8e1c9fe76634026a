// Interface selection (§8.3.2, §3.6.2-3.6.3; quick reference §1 step 1, §5 last two rows; I9, I10) on
// cards written by hand: v1.0 cards, the v0.3 card @a2a-js/sdk 0.3.14 serves, and the hybrid card
// @a2a-js/sdk 1.3.0 serves with legacyCompat (../shared/reference/a2a-peers-2.md parts 1 and 2).

import assert from "node:assert/strict";
import { test } from "node:test";
import { readInterfaces, selectInterface } from "@a2a-bindgen/kit";

const base = "http://127.0.0.1:41300";

// a2a-peers-2.md part 1: the card 0.3.14 serves, exactly the object its start script passes in.
const card0314 = {
  protocolVersion: "0.3.0",
  name: "echo-v03",
  url: `${base}/a2a/jsonrpc`,
  preferredTransport: "JSONRPC",
  additionalInterfaces: [
    { url: `${base}/a2a/jsonrpc`, transport: "JSONRPC" },
    { url: `${base}/a2a/rest`, transport: "HTTP+JSON" },
    { url: "127.0.0.1:41301", transport: "GRPC" },
  ],
  capabilities: { streaming: true, pushNotifications: false, extensions: [{ uri: "urn:test:echo-ext", required: false }] },
};

// a2a-peers-2.md part 2: the v1 server's card (v1.0 only).
const v1 = "http://127.0.0.1:41310";
const card130 = {
  name: "echo-v1",
  supportedInterfaces: [
    { url: `${v1}/a2a/jsonrpc`, protocolBinding: "JSONRPC", tenant: "", protocolVersion: "1.0" },
    { url: `${v1}/a2a/rest`, protocolBinding: "HTTP+JSON", tenant: "", protocolVersion: "1.0" },
    { url: "127.0.0.1:41311", protocolBinding: "GRPC", tenant: "", protocolVersion: "1.0" },
  ],
};

// a2a-peers-2.md part 2: the compat server's hybrid card for a v0.3 reader: the v0.3 fields plus all six
// supportedInterfaces (duplicateInterfacesForLegacy appends the 0.3 copies after the 1.0 entries).
const c = "http://127.0.0.1:41320";
const hybrid = {
  name: "echo-compat",
  url: `${c}/a2a/jsonrpc`,
  preferredTransport: "JSONRPC",
  protocolVersion: "0.3",
  additionalInterfaces: [
    { url: `${c}/a2a/rest`, transport: "HTTP+JSON" },
    { url: "127.0.0.1:41321", transport: "GRPC" },
  ],
  supportsAuthenticatedExtendedCard: false,
  supportedInterfaces: [
    { url: `${c}/a2a/jsonrpc`, protocolBinding: "JSONRPC", tenant: "", protocolVersion: "1.0" },
    { url: `${c}/a2a/rest`, protocolBinding: "HTTP+JSON", tenant: "", protocolVersion: "1.0" },
    { url: "127.0.0.1:41321", protocolBinding: "GRPC", tenant: "", protocolVersion: "1.0" },
    { url: `${c}/a2a/jsonrpc`, protocolBinding: "JSONRPC", tenant: "", protocolVersion: "0.3" },
    { url: `${c}/a2a/rest`, protocolBinding: "HTTP+JSON", tenant: "", protocolVersion: "0.3" },
    { url: "127.0.0.1:41321", protocolBinding: "GRPC", tenant: "", protocolVersion: "0.3" },
  ],
};

test("I9: JSONRPC first, then GRPC, and a client that speaks only gRPC calls the second entry's url", () => {
  const card = {
    supportedInterfaces: [
      { url: "https://a.example/jsonrpc", protocolBinding: "JSONRPC", protocolVersion: "1.0" },
      { url: "https://a.example:443", protocolBinding: "GRPC", protocolVersion: "1.0" },
    ],
  };
  assert.deepEqual(selectInterface(card, { speaks: [{ binding: "GRPC", versions: ["1.0"] }] }), {
    ok: true,
    url: "https://a.example:443",
    binding: "GRPC",
    version: "1.0",
    tenant: null,
    versionHeader: { name: "a2a-version", value: "1.0" },
    at: "$.supportedInterfaces[1]",
    notes: [],
  });
});

test("the card's order decides between bindings the client speaks at one version (step 1 of the quick reference)", () => {
  const r = selectInterface(card130, {
    speaks: [
      { binding: "GRPC", versions: ["1.0"] },
      { binding: "HTTP+JSON", versions: ["1.0"] },
    ],
  });
  assert.equal(r.ok && r.url, `${v1}/a2a/rest`);
  assert.equal(r.ok && r.binding, "HTTP+JSON");
  assert.deepEqual(r.ok && r.versionHeader, { name: "A2A-Version", value: "1.0" });
});

test("I10: two entries of one binding (0.3 listed first, then 1.0): the version the client speaks decides, newest first", () => {
  const card = {
    supportedInterfaces: [
      { url: "https://a.example/v03", protocolBinding: "JSONRPC", protocolVersion: "0.3" },
      { url: "https://a.example/v10", protocolBinding: "JSONRPC", protocolVersion: "1.0" },
    ],
  };
  const both = selectInterface(card, { speaks: [{ binding: "JSONRPC", versions: ["0.3", "1.0"] }] });
  assert.equal(both.ok && both.url, "https://a.example/v10");
  assert.deepEqual(both.ok && both.versionHeader, { name: "A2A-Version", value: "1.0" });
  const old = selectInterface(card, { speaks: [{ binding: "JSONRPC", versions: ["0.3"] }] });
  assert.equal(old.ok && old.url, "https://a.example/v03");
  assert.deepEqual(old.ok && old.versionHeader, { name: "A2A-Version", value: "0.3" });
});

test("a newer version beats the card's order: a later 1.0 entry of another binding wins over an earlier 0.3 entry", () => {
  const card = {
    supportedInterfaces: [
      { url: "https://a.example/rest03", protocolBinding: "HTTP+JSON", protocolVersion: "0.3" },
      { url: "https://a.example/rpc10", protocolBinding: "JSONRPC", protocolVersion: "1.0" },
    ],
  };
  const r = selectInterface(card, {
    speaks: [
      { binding: "HTTP+JSON", versions: ["0.3"] },
      { binding: "JSONRPC", versions: ["1.0"] },
    ],
  });
  assert.equal(r.ok && r.url, "https://a.example/rpc10");
});

test("the tenant of the chosen entry is carried; an empty tenant is none", () => {
  const card = { supportedInterfaces: [{ url: "https://a.example/", protocolBinding: "HTTP+JSON", protocolVersion: "1.0", tenant: "t1" }] };
  const r = selectInterface(card, { speaks: [{ binding: "HTTP+JSON", versions: ["1.0"] }] });
  assert.equal(r.ok && r.tenant, "t1");
  const none = selectInterface(card130, { speaks: [{ binding: "JSONRPC", versions: ["1.0"] }] });
  assert.equal(none.ok && none.tenant, null);
});

test("0.3.14's v0.3 card: url + preferredTransport first, then additionalInterfaces, all at 0.3 (0.3.0 without its patch)", () => {
  assert.deepEqual(
    readInterfaces(card0314).interfaces.map((i) => [i.binding, i.version, i.url, i.at]),
    [
      ["JSONRPC", "0.3", `${base}/a2a/jsonrpc`, "$"],
      ["HTTP+JSON", "0.3", `${base}/a2a/rest`, "$.additionalInterfaces[1]"],
      ["GRPC", "0.3", "127.0.0.1:41301", "$.additionalInterfaces[2]"],
    ],
  );
  const grpc = selectInterface(card0314, { speaks: [{ binding: "GRPC", versions: ["1.0", "0.3"] }] });
  assert.equal(grpc.ok && grpc.url, "127.0.0.1:41301");
  assert.deepEqual(grpc.ok && grpc.versionHeader, { name: "a2a-version", value: "0.3" });
});

test("quick reference §5: a 1.0-only client on a v0.3 card gets an error naming what the card offers", () => {
  const r = selectInterface(card0314, { speaks: [{ binding: "JSONRPC", versions: ["1.0"] }] });
  assert.equal(r.ok, false);
  if (!r.ok) {
    assert.equal(r.error.kind, "noInterface");
    assert.deepEqual(r.error.offers, [
      { url: `${base}/a2a/jsonrpc`, binding: "JSONRPC", version: "0.3" },
      { url: `${base}/a2a/rest`, binding: "HTTP+JSON", version: "0.3" },
      { url: "127.0.0.1:41301", binding: "GRPC", version: "0.3" },
    ]);
    assert.match(r.error.message, /JSONRPC 0\.3 at http:\/\/127\.0\.0\.1:41300\/a2a\/jsonrpc/);
    assert.match(r.error.message, /the client speaks JSONRPC 1\.0/);
  }
});

test("the hybrid card: a 1.0 client gets the 1.0 entries, a 0.3 client the 0.3 ones; entries both forms declare count once", () => {
  const read = readInterfaces(hybrid).interfaces;
  assert.equal(read.length, 6);
  assert.deepEqual(
    read.map((i) => `${i.binding} ${i.version}`),
    ["JSONRPC 1.0", "HTTP+JSON 1.0", "GRPC 1.0", "JSONRPC 0.3", "HTTP+JSON 0.3", "GRPC 0.3"],
  );
  const modern = selectInterface(hybrid, { speaks: [{ binding: "HTTP+JSON", versions: ["1.0", "0.3"] }] });
  assert.deepEqual(modern.ok && [modern.url, modern.version], [`${c}/a2a/rest`, "1.0"]);
  const legacy = selectInterface(hybrid, { speaks: [{ binding: "GRPC", versions: ["0.3"] }] });
  assert.deepEqual(legacy.ok && [legacy.url, legacy.version, legacy.at], ["127.0.0.1:41321", "0.3", "$.supportedInterfaces[5]"]);
});

test("v0.3 defaults: no preferredTransport is JSONRPC, no protocolVersion is 0.3.0 (a2a.json)", () => {
  assert.deepEqual(readInterfaces({ url: "https://a.example/" }).interfaces, [
    // protocolVersion is required (a2a.json v0.3.0 AgentCard.required): the default read is said.
    {
      url: "https://a.example/",
      binding: "JSONRPC",
      version: "0.3",
      tenant: null,
      at: "$",
      notes: ["$.protocolVersion is required but missing: read as 0.3.0"],
    },
  ]);
});

test("an entry without protocolVersion is read as 0.3, as duplicateInterfacesForLegacy and §3.6.2 do", () => {
  const r = readInterfaces({ supportedInterfaces: [{ url: "https://a.example/", protocolBinding: "JSONRPC" }] });
  assert.equal(r.interfaces[0].version, "0.3");
});

test("unreadable entries are skipped and named by JSON path", () => {
  const r = readInterfaces({
    supportedInterfaces: [
      { url: 7, protocolBinding: "JSONRPC", protocolVersion: "1.0" },
      { url: "https://a.example/", protocolBinding: "GRPC", protocolVersion: "v1" },
      null,
      { url: "https://b.example/", protocolBinding: "GRPC", protocolVersion: "1.0.1" },
    ],
  });
  assert.deepEqual(r.interfaces, [{ url: "https://b.example/", binding: "GRPC", version: "1.0", tenant: null, at: "$.supportedInterfaces[3]", notes: [] }]);
  assert.deepEqual(r.problems, [
    "$.supportedInterfaces[0].url: not a non-empty string",
    '$.supportedInterfaces[1].protocolVersion: "v1" is not a Major.Minor version',
    "$.supportedInterfaces[2].url: missing",
    "$.supportedInterfaces[2].protocolBinding: missing",
  ]);
});

test("names are read as own properties: an inherited url or supportedInterfaces declares nothing", () => {
  const card = Object.create({ url: "https://proto.example/", supportedInterfaces: [{ url: "x", protocolBinding: "JSONRPC" }] });
  const r = readInterfaces(card);
  assert.deepEqual(r.interfaces, []);
  assert.deepEqual(r.problems, ["$: neither supportedInterfaces nor url: the card declares no interface"]);
  assert.equal(readInterfaces(JSON.parse('{"__proto__": {"url": "https://x.example/"}}')).interfaces.length, 0);
});
