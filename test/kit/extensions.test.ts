// The extensions service parameter (§3.2.6, §3.3.4, §9.2; I7) and the names peers use
// (../shared/reference/a2a-peers.md §1c "Headers", a2a-peers-2.md part 1 (e) and part 2 (e)). Expected values by hand.

import assert from "node:assert/strict";
import { test } from "node:test";
import {
  activatedExtensions,
  cardExtensions,
  checkRequiredExtensions,
  ExtensionUriError,
  extensionParameters,
  formatExtensions,
  parseExtensions,
  readExtensions,
} from "@a2a-bindgen/kit";

test("I7: two URIs, comma-separated, are both recognised", () => {
  assert.deepEqual(parseExtensions("https://a.example/ext1,https://b.example/ext2"), ["https://a.example/ext1", "https://b.example/ext2"]);
});

test("whitespace around values, empty values and duplicates", () => {
  assert.deepEqual(parseExtensions(" urn:a ,\turn:b,, ,urn:a,"), ["urn:a", "urn:b"]);
  assert.deepEqual(parseExtensions(""), []);
  assert.deepEqual(parseExtensions(" , ,"), []);
});

test("a repeated header (an array of values) is one list", () => {
  assert.deepEqual(parseExtensions(["urn:a, urn:b", "urn:c", "urn:a"]), ["urn:a", "urn:b", "urn:c"]);
});

test("anything that is not a string or a list of strings reads as no extension", () => {
  for (const v of [undefined, null, 5, {}, [1, {}]]) assert.deepEqual(parseExtensions(v), []);
});

test("format: joined with ', ', trimmed, empty and repeated URIs dropped", () => {
  assert.equal(formatExtensions(["urn:a", " urn:b ", "", "urn:a"]), "urn:a, urn:b");
  assert.equal(formatExtensions([]), "");
});

test("format refuses a URI that would split the list or forge a header, naming it", () => {
  assert.throws(
    () => formatExtensions(["urn:a,urn:b"]),
    (e: unknown) => e instanceof ExtensionUriError && e.uri === "urn:a,urn:b",
  );
  assert.throws(() => formatExtensions(["urn:a\r\nX-Evil: 1"]), ExtensionUriError);
});

test("v1.0 reads A2A-Extensions in any case and ignores X-A2A-Extensions (as @a2a-js/sdk 1.3.0 on v1.0 paths)", () => {
  assert.deepEqual(readExtensions({ "a2a-extensions": "urn:a, urn:b", "x-a2a-extensions": "urn:x" }, { version: "1.0" }), ["urn:a", "urn:b"]);
  assert.deepEqual(readExtensions(new Headers({ "A2A-Extensions": "urn:a" }), { version: "1.0" }), ["urn:a"]);
});

test("v0.3 reads X-A2A-Extensions first, then A2A-Extensions (0.3.14 reads only the X- form; 1.3.0's legacy paths read both)", () => {
  assert.deepEqual(readExtensions({ "X-A2A-Extensions": "urn:x", "A2A-Extensions": "urn:a, urn:x" }, { version: "0.3" }), ["urn:x", "urn:a"]);
  // gRPC metadata: lowercase keys, array values.
  const md = { get: (k: string) => ({ "x-a2a-extensions": ["urn:x"], "a2a-extensions": ["urn:a"] })[k] ?? [] };
  assert.deepEqual(readExtensions(md, { version: "0.3", carrier: "metadata" }), ["urn:x", "urn:a"]);
});

test("what a client sends: v1.0 A2A-Extensions; v0.3 both names, so 0.3.14 and 1.3.0 both read them; gRPC lowercase", () => {
  assert.deepEqual({ ...extensionParameters(["urn:a", "urn:b"], { version: "1.0" }) }, { "A2A-Extensions": "urn:a, urn:b" });
  assert.deepEqual({ ...extensionParameters(["urn:a"], { version: "0.3" }) }, { "X-A2A-Extensions": "urn:a", "A2A-Extensions": "urn:a" });
  assert.deepEqual({ ...extensionParameters(["urn:a"], { version: "1.0", carrier: "metadata" }) }, { "a2a-extensions": "urn:a" });
  assert.deepEqual({ ...extensionParameters([], { version: "1.0" }) }, {});
});

test("the activated-extensions answer: A2A-Extensions on v1.0; v0.3 X-A2A-Extensions over HTTP, a2a-extensions over gRPC (1.3.0's legacy paths)", () => {
  assert.deepEqual(activatedExtensions(["urn:a"], { version: "1.0" }), { name: "A2A-Extensions", value: "urn:a" });
  assert.deepEqual(activatedExtensions(["urn:a", "urn:b"], { version: "0.3" }), { name: "X-A2A-Extensions", value: "urn:a, urn:b" });
  assert.deepEqual(activatedExtensions(["urn:a"], { version: "0.3", carrier: "metadata" }), { name: "a2a-extensions", value: "urn:a" });
  assert.equal(activatedExtensions([], { version: "1.0" }), null);
});

const card = {
  capabilities: {
    extensions: [
      { uri: "urn:req", required: true },
      { uri: "urn:opt", required: false },
      { uri: "urn:plain" },
      { uri: "urn:truthy", required: "yes" },
      { required: true },
    ],
  },
};

test("the card's extensions: uri and required (only true is required); entries without a uri are skipped", () => {
  assert.deepEqual(cardExtensions(card), [
    { uri: "urn:req", required: true },
    { uri: "urn:opt", required: false },
    { uri: "urn:plain", required: false },
    { uri: "urn:truthy", required: false },
  ]);
  for (const c of [null, {}, { capabilities: null }, { capabilities: { extensions: {} } }, []]) assert.deepEqual(cardExtensions(c), []);
});

test("I7: omitting a required extension is ExtensionSupportRequiredError naming it; declaring it passes", () => {
  assert.deepEqual(checkRequiredExtensions(card, ["urn:opt"]), { ok: false, error: { kind: "extensionSupportRequired", uris: ["urn:req"] } });
  assert.deepEqual(checkRequiredExtensions(card, readExtensions({ "A2A-Extensions": "urn:opt, urn:req" }, { version: "1.0" })), { ok: true });
  assert.deepEqual(checkRequiredExtensions({}, []), { ok: true });
});
