// The client's card typed by what validated (readCard, A2AClient.card): the v1.0 list form against the v1.0
// AgentCard (REQUIRED fields per lf.a2a.v1 a2a.proto v1.0.1), the v0.3 single form against a2a.json v0.3.0's
// AgentCard (its `required` list), both for a hybrid card, and `unvalidated` with the problems named when
// no form validates. Expected values are from those files; nothing is sent (clientForCard builds only).

import assert from "node:assert/strict";
import { describe, test } from "node:test";
import { clientForCard, readCard } from "@a2a-bindgen/client";

const skill = { id: "echo", name: "Echo", description: "echoes", tags: ["echo"] };
// v1.0.1 AgentCard: name, description, supportedInterfaces, version, capabilities, defaultInputModes,
// defaultOutputModes and skills are REQUIRED (an empty list counts as missing).
const v1Card = {
  name: "agent",
  description: "an agent",
  supportedInterfaces: [{ url: "https://agent.example/a2a", protocolBinding: "JSONRPC", protocolVersion: "1.0" }],
  version: "1.0.0",
  capabilities: { streaming: true },
  defaultInputModes: ["text/plain"],
  defaultOutputModes: ["text/plain"],
  skills: [skill],
};
// a2a.json v0.3.0 AgentCard required: capabilities, defaultInputModes, defaultOutputModes, description,
// name, protocolVersion, skills, url, version.
const v03Card = {
  name: "agent",
  description: "an agent",
  url: "https://agent.example/a2a/v03",
  preferredTransport: "JSONRPC",
  protocolVersion: "0.3.0",
  version: "1.0.0",
  capabilities: { streaming: true },
  defaultInputModes: ["text/plain"],
  defaultOutputModes: ["text/plain"],
  skills: [skill],
};

describe("readCard: the card typed as the forms that validated", () => {
  test("a v1.0 card is form 1.0, its v1.0 value the parsed card", async () => {
    const c = await readCard(v1Card);
    assert.equal(c.form, "1.0");
    if (c.form !== "1.0") return;
    assert.equal(c.v1_0.name, "agent");
    assert.equal(c.v1_0.supportedInterfaces?.[0]?.protocolBinding, "JSONRPC");
    assert.deepEqual(c.problems, []);
    assert.equal(c.raw, v1Card);
    assert.equal("v0_3" in c, false);
  });

  test("a v0.3 card is form 0.3, typed by a2a.json's AgentCard", async () => {
    const c = await readCard(v03Card);
    assert.equal(c.form, "0.3");
    if (c.form !== "0.3") return;
    assert.equal(c.v0_3.url, "https://agent.example/a2a/v03");
    assert.equal(c.v0_3.protocolVersion, "0.3.0");
    assert.equal("v1_0" in c, false);
  });

  test("a hybrid card (both forms, each valid) is hybrid with both values", async () => {
    const c = await readCard({ ...v03Card, ...v1Card });
    assert.equal(c.form, "hybrid");
    if (c.form !== "hybrid") return;
    assert.equal(c.v1_0.supportedInterfaces?.length, 1);
    assert.equal(c.v0_3.url, "https://agent.example/a2a/v03");
    // The v1.0 value is the v1.0 parse: fields v1.0 lacks are not in it.
    assert.equal(Object.hasOwn(c.v1_0, "url"), false);
  });

  test("a hybrid whose v0.3 part lacks protocolVersion reads as 1.0, the v0.3 problem named", async () => {
    const { protocolVersion: _, ...older } = v03Card;
    const c = await readCard({ ...older, ...v1Card });
    assert.equal(c.form, "1.0");
    assert.equal(c.problems.length, 1);
    assert.match(c.problems[0] ?? "", /^0\.3 \$.*protocolVersion/);
  });

  test("a v1.0 card with no skill (REQUIRED, an empty list is missing) is unvalidated, naming $.skills", async () => {
    const c = await readCard({ ...v1Card, skills: [] });
    assert.equal(c.form, "unvalidated");
    assert.equal(c.problems.length, 1);
    assert.match(c.problems[0] ?? "", /^1\.0 \$\.skills: /);
    assert.equal("v1_0" in c, false);
  });

  test("a v1.0 card whose version is a number is unvalidated, naming $.version", async () => {
    const c = await readCard({ ...v1Card, version: 1 });
    assert.equal(c.form, "unvalidated");
    assert.match(c.problems[0] ?? "", /^1\.0 \$\.version: /);
  });

  test("a card with neither form, and values that are not objects, are unvalidated", async () => {
    const none = await readCard({ name: "x" });
    assert.equal(none.form, "unvalidated");
    assert.match(none.problems[0] ?? "", /supportedInterfaces.*url/);
    for (const v of [null, undefined, 42, "card", [v1Card]]) {
      const c = await readCard(v);
      assert.equal(c.form, "unvalidated", String(v));
      assert.deepEqual(c.problems, ["$: the card is not a JSON object"]);
    }
  });

  test("hostile cards get an answer: inherited fields do not count, __proto__ keys and deep nesting do not throw", async () => {
    const inherited = Object.create(v1Card) as object;
    assert.equal((await readCard(inherited)).form, "unvalidated");
    const proto = JSON.parse(`{"__proto__": {"x": 1}, ${JSON.stringify(v1Card).slice(1)}`) as object;
    assert.equal((await readCard(proto)).form, "1.0");
    let deep: unknown = {};
    for (let i = 0; i < 100_000; i++) deep = { a: deep };
    const c = await readCard({ ...v1Card, capabilities: { extensions: [{ uri: "urn:x", params: deep }] } });
    assert.equal(c.form, "unvalidated");
    assert.match(c.problems[0] ?? "", /^1\.0 \$/);
  });
});

describe("A2AClient.card", () => {
  test("clientForCard types the card it selected from; the capability check reads the card as given", async () => {
    const client = await clientForCard({ ...v03Card, ...v1Card });
    assert.equal(client.card.form, "hybrid");
    assert.equal(client.selected.protocolVersion, "1.0");
    const unvalidated = await clientForCard({ ...v1Card, skills: [] });
    assert.equal(unvalidated.card.form, "unvalidated");
    assert.equal(unvalidated.card.raw.name, "agent");
  });
});
