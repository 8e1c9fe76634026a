// The real peers (1.3.0 strict, 1.3.0 legacyCompat, 0.3.14), every binding, every trigger: what they send,
// raw, against the hand-written table in expectations.ts — every deviation asserted as observed and named.
// Also: the cards each serves per A2A-Version, and one stream per streaming interface, parsed.
// The peers start once for this file and are always stopped.

import assert from "node:assert/strict";
import { describe, test } from "node:test";
import { fromBinary } from "@bufbuild/protobuf";
import { status as grpcCode } from "@grpc/grpc-js";
import { v0_3, v1_0 } from "@a2a-bindgen/a2a";
import { checkRaw, isObj, json, type Obj } from "./check.js";
import { EXPECTED } from "./expectations.js";
import { messageSchema } from "./grpc.js";
import { interfaceKey, PEER_NAMES, type PeerName } from "./peers.js";
import { WEBHOOK_MOUNT } from "./server.js";
import { sseEvents } from "./sse.js";
import { PROBE_EXPECTED } from "./probes.js";
import { type Cell, withMatrix } from "./matrix.js";
import { collectCard, collectStream, PROBES, TRIGGERS } from "./triggers.js";

const peer = (name: PeerName) => {
  const p = matrix.peers.find((x) => x.name === name);
  assert.ok(p, `peer ${name} started`);
  return p;
};

// Every trigger and probe is sent once, here, through the same function the decoders will be run with.
const matrix = withMatrix();
const cell = (name: PeerName, key: string, trigger: Cell["trigger"]) => {
  const found = matrix.cells.filter((c) => c.peer === name && c.interface === key && c.trigger === trigger);
  assert.equal(found.length, 1, `one collected cell for ${name} ${key} ${trigger}`);
  return found[0];
};

describe("peer × interface × trigger", { timeout: 60_000 }, () => {
  test("the collection holds one cell per table entry (triggers and probes)", () => {
    const entries = PEER_NAMES.flatMap((n) => Object.values(EXPECTED[n]).length * TRIGGERS.length + Object.values(PROBE_EXPECTED[n]).length * PROBES.length);
    assert.equal(
      matrix.cells.length,
      entries.reduce((a, b) => a + b, 0),
    );
  });

  test("the table covers exactly the interfaces each peer serves, and every trigger", () => {
    for (const name of PEER_NAMES) {
      const served = peer(name).main.interfaces.map(interfaceKey).sort();
      assert.deepEqual(Object.keys(EXPECTED[name]).sort(), served, name);
      for (const key of served) assert.deepEqual(Object.keys(EXPECTED[name][key]).sort(), [...TRIGGERS].sort(), `${name} ${key}`);
    }
  });

  for (const name of PEER_NAMES) {
    for (const [key, row] of Object.entries(EXPECTED[name])) {
      for (const trigger of TRIGGERS) {
        const e = row[trigger];
        const label = e.deviation ? " (deviation)" : e.notApplicable ? " (n/a)" : "";
        test(`${name} ${key} ${trigger}${label}`, () => {
          checkRaw(cell(name, key, trigger).raw, e, `${name} ${key} ${trigger}`);
        });
      }
    }
  }

  test("0.3.14 HTTP+JSON reaches push-not-supported with the body it reads (the whole request: parent + config)", async () => {
    const p = peer("0.3.14").limited;
    const rest = p.interfaces.find((i) => i.binding === "HTTP+JSON")!;
    const route = v0_3.alternativeRoutes.build(v0_3.operations.CreateTaskPushNotificationConfig.name, {
      parent: "tasks/no-such-task",
      config: { pushNotificationConfig: { url: `${p.baseUrl}${WEBHOOK_MOUNT}` } },
    } as never);
    const res = await fetch(rest.url + route.url, {
      method: route.method,
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ parent: "tasks/no-such-task", config: { pushNotificationConfig: { url: `${p.baseUrl}${WEBHOOK_MOUNT}` } } }),
      signal: AbortSignal.timeout(5_000),
    });
    assert.equal(res.status, 400);
    assert.deepEqual(await res.json(), { code: -32003, message: "Push Notification is not supported" });
  });
});

describe("peer × interface × probe (the supported side, and a pre-stream error)", { timeout: 30_000 }, () => {
  test("the probe table covers exactly the interfaces each peer serves, and every probe", () => {
    for (const name of PEER_NAMES) {
      assert.deepEqual(Object.keys(PROBE_EXPECTED[name]).sort(), Object.keys(EXPECTED[name]).sort(), name);
      for (const [key, row] of Object.entries(PROBE_EXPECTED[name])) assert.deepEqual(Object.keys(row).sort(), [...PROBES].sort(), `${name} ${key}`);
    }
  });
  for (const name of PEER_NAMES) {
    for (const [key, row] of Object.entries(PROBE_EXPECTED[name])) {
      for (const probe of PROBES) {
        const e = row[probe];
        test(`${name} ${key} ${probe}${e.deviation ? " (deviation)" : ""}`, () => {
          checkRaw(cell(name, key, probe).raw, e, `${name} ${key} ${probe}`);
        });
      }
    }
  }
});

describe("cards", { timeout: 20_000 }, () => {
  // Which card each peer serves per A2A-Version (a2a-peers.md §1a, a2a-peers-2.md §2.1/§2.2).
  const v1Card = (c: Obj) => Array.isArray(c.supportedInterfaces) && c.url === undefined;
  const hybridCard = (c: Obj) => Array.isArray(c.supportedInterfaces) && typeof c.url === "string" && c.protocolVersion === "0.3";
  const v03Card = (c: Obj) => c.supportedInterfaces === undefined && c.protocolVersion === "0.3.0" && typeof c.url === "string";
  const cases: [PeerName, string | null, (c: Obj) => boolean, string][] = [
    ["1.3.0-strict", "1.0", v1Card, "v1.0 card"],
    ["1.3.0-strict", "0.3", v1Card, "v1.0 card (strict: no legacy card)"],
    ["1.3.0-strict", null, v1Card, "v1.0 card"],
    ["1.3.0-compat", "1.0", v1Card, "v1.0 card"],
    ["1.3.0-compat", "0.3", hybridCard, "hybrid v0.3 card"],
    ["1.3.0-compat", null, hybridCard, "hybrid v0.3 card (missing means 0.3)"],
    ["0.3.14", "1.0", v03Card, "v0.3 card (the header is not read)"],
    ["0.3.14", "0.3", v03Card, "v0.3 card"],
    ["0.3.14", null, v03Card, "v0.3 card"],
  ];
  for (const [name, version, shape, what] of cases) {
    test(`${name} A2A-Version ${version ?? "absent"}: ${what}, naming every interface`, async () => {
      const p = peer(name);
      const raw = await collectCard(p.main, version);
      assert.equal(raw.status, 200);
      const card = json(raw, name);
      assert.ok(shape(card), `${what}: ${raw.body.slice(0, 300)}`);
      const urls = new Set(p.main.interfaces.map((i) => i.url));
      const listed = new Set<string>();
      for (const i of (card.supportedInterfaces as Obj[] | undefined) ?? []) listed.add(i.url as string);
      for (const i of (card.additionalInterfaces as Obj[] | undefined) ?? []) listed.add(i.url as string);
      assert.deepEqual([...listed].sort(), [...urls].sort(), "the card lists every interface URL the harness serves");
      if (name === "1.3.0-compat") assert.match(raw.headers.vary ?? "", /a2a-version/i, "Vary: A2A-Version");
    });
  }
});

describe("limited instances declare what they refuse", { timeout: 20_000 }, () => {
  // The "not supported" triggers are only A2A errors if the card says so: streaming and push off, the
  // extended card declared (so that its absence is "not configured", -32007, rather than unsupported).
  for (const name of PEER_NAMES) {
    test(`${name}: the limited card says streaming false, push notifications false, extended card declared`, async () => {
      const card = json(await collectCard(peer(name).limited, name === "0.3.14" ? null : "1.0"), name);
      assert.ok(isObj(card.capabilities));
      assert.equal(card.capabilities.streaming, false);
      assert.equal(card.capabilities.pushNotifications, false);
      if (name === "0.3.14") assert.equal(card.supportsAuthenticatedExtendedCard, true);
      else assert.equal(card.capabilities.extendedAgentCard, true);
    });
  }
});

describe("streams", { timeout: 20_000 }, () => {
  // The echo agent's "hello": task, working, artifact, completed (server.ts / server-v03.ts).
  const V1_CASES = ["task", "statusUpdate", "artifactUpdate", "statusUpdate"];
  const V03_KINDS = ["task", "status-update", "artifact-update", "status-update"];
  const GRPC_CASES: Record<string, string[]> = {
    "1.0": ["task", "statusUpdate", "artifactUpdate", "statusUpdate"],
    "0.3": ["task", "statusUpdate", "artifactUpdate", "statusUpdate"],
  };

  for (const name of PEER_NAMES) {
    for (const key of Object.keys(EXPECTED[name])) {
      test(`${name} ${key}: one stream, parsed`, async () => {
        const p = peer(name);
        const raw = await collectStream(p, key);
        const version = key.endsWith("@1.0") ? "1.0" : "0.3";
        if (raw.kind === "grpc") {
          assert.equal(raw.code, grpcCode.OK, raw.details);
          const schema = messageSchema(`${version === "1.0" ? v1_0.protoPackage : v0_3.protoPackage}.StreamResponse`);
          const cases = raw.messages.map((b) => (fromBinary(schema, b) as unknown as { payload: { case: string } }).payload.case);
          assert.deepEqual(cases, GRPC_CASES[version]);
          return;
        }
        assert.equal(raw.status, 200);
        assert.match(raw.headers["content-type"] ?? "", /^text\/event-stream/);
        assert.deepEqual(new TextDecoder().decode(raw.bytes), raw.body, "the bytes are the body");
        const events = sseEvents(raw.body);
        assert.ok(
          events.every((e) => e.event === "message"),
          "no event: lines on success",
        );
        const payloads = events.map((e) => JSON.parse(e.data) as Obj);
        const jsonRpc = key.startsWith("JSONRPC");
        const results = payloads.map((pl) => {
          if (!jsonRpc) return pl;
          assert.equal(pl.jsonrpc, "2.0");
          assert.equal(pl.id, JSON.parse(raw.request.body!).id, "the request id on every event");
          assert.ok(isObj(pl.result), "a result on every event");
          return pl.result;
        });
        if (version === "0.3" && jsonRpc) {
          assert.deepEqual(
            results.map((r) => r.kind),
            V03_KINDS,
          );
          assert.equal(results[3].final, true, "the last status-update is final");
        } else {
          assert.deepEqual(
            results.map((r) => Object.keys(r)),
            V1_CASES.map((c) => [c]),
          );
          if (version === "0.3") assert.equal((results[3].statusUpdate as Obj).final, true, "v0.3 proto JSON carries final when true");
        }
      });
    }
  }
});
