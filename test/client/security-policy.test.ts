// Which interface addresses a card may name (ranges from IANA's special-purpose registries, RFC 3927 and
// RFC 4291 for link-local): link-local (169.254.0.0/16, fe80::/10; cloud metadata at 169.254.169.254) is
// refused from any card; a card on a public host may not name loopback, private or other special-purpose
// addresses; a card on loopback may name its neighbours; allowPrivateNetworks opens both. A refusal is a
// `card` TransportError naming the entry, the address and the range, and nothing is sent. A card on a
// public name is played from memory by the test's fetch, which refuses any request that would leave
// 127.0.0.1. Also: redirects meet the same policy, and a card of 10,000 unusable entries gets a short
// NoInterfaceError.

import assert from "node:assert/strict";
import { describe, test } from "node:test";
import { interfaceDeclarations } from "@a2a-bindgen/a2a/protocol";
import { clientForCard, connect, NoInterfaceError, type Transport, type TransportFactory, TransportError } from "@a2a-bindgen/client";
import { type Agent, agentsPerFile, cardOf, json, loopbackFetch, TASK } from "./security-agent.js";

const CARD_PATH = interfaceDeclarations.card.path;
/** A card on a public name, served from memory. */
const PUBLIC_CARD = `https://agent.example${CARD_PATH}`;

let agent: Agent;
agentsPerFile(1, (x) => {
  agent = x;
});

/** Connects to a card on a public name (from memory) that names `url`; answers the client or the error, and what was asked. */
async function fromPublicCard(url: string, options: { allowPrivateNetworks?: boolean; binding?: string } = {}) {
  const f = loopbackFetch({ [PUBLIC_CARD]: json(cardOf(url, options.binding)) });
  const transports = { grpc: grpcStub };
  const bindings = options.binding === "GRPC" ? (["grpc"] as const) : undefined;
  try {
    const client = await connect(PUBLIC_CARD, { fetch: f.fetch, timeoutMs: 5000, allowPrivateNetworks: options.allowPrivateNetworks, transports, bindings });
    return { client, error: undefined, asked: f.asked };
  } catch (error) {
    return { client: undefined, error, asked: f.asked };
  }
}

/** A gRPC factory that sends nothing (selection only). */
const grpcStub: TransportFactory = (target) =>
  ({ binding: "grpc", protocolVersion: target.protocolVersion, url: target.url, tenant: undefined }) as unknown as Transport;

function refusal(e: unknown, address: string, range: string): true {
  assert.ok(e instanceof TransportError, String(e));
  assert.equal(e.failure, "card");
  assert.ok(e.seen.includes("$.supportedInterfaces[0]"), e.seen);
  assert.ok(e.seen.includes(address), `${e.seen} names ${address}`);
  assert.ok(e.seen.includes(range), `${e.seen} names ${range}`);
  assert.match(e.seen, /allowPrivateNetworks: true opens it/);
  return true;
}

describe("link-local and cloud metadata: refused from any card", () => {
  // The address as URL writes it, the canonical address named, the range (CIDR).
  const linkLocal: [string, string, string][] = [
    ["http://169.254.169.254/rpc", "169.254.169.254", "169.254.0.0/16"],
    ["http://169.254.1.1:8080/rpc", "169.254.1.1", "169.254.0.0/16"],
    ["http://0xa9fea9fe/rpc", "169.254.169.254", "169.254.0.0/16"],
    ["http://[fe80::1]/rpc", "fe80::1", "fe80::/10"],
    ["http://[febf::1]/rpc", "febf::1", "fe80::/10"],
    ["http://[::ffff:169.254.169.254]/rpc", "169.254.169.254", "169.254.0.0/16"],
  ];
  for (const [url, address, range] of linkLocal) {
    test(`${url} from a card on loopback: refused, nothing sent`, async () => {
      agent.card = cardOf(url);
      await assert.rejects(connect(agent.cardUrl, { timeoutMs: 5000 }), (e: unknown) => refusal(e, address, range));
      assert.deepEqual(
        agent.seen.map((s) => s.path),
        [CARD_PATH],
      );
    });
  }

  test("a gRPC host:port on 169.254.169.254: refused the same", async () => {
    const r = await fromPublicCard("169.254.169.254:50051", { binding: "GRPC" });
    refusal(r.error, "169.254.169.254", "169.254.0.0/16");
  });

  test("the cloud metadata endpoints outside those ranges: AWS's fd00:ec2::254, Google's metadata.google.internal", async () => {
    for (const [url, host] of [
      ["http://[fd00:ec2::254]/latest", "fd00:ec2::254"],
      ["http://metadata.google.internal/computeMetadata/v1", "metadata.google.internal"],
      ["http://METADATA.google.internal./x", "metadata.google.internal"],
    ]) {
      agent.card = cardOf(url);
      await assert.rejects(connect(agent.cardUrl, { timeoutMs: 5000 }), (e: unknown) => {
        assert.ok(e instanceof TransportError, String(e));
        assert.equal(e.failure, "card");
        assert.ok(e.seen.includes(host), e.seen);
        assert.match(e.seen, /metadata/);
        return true;
      });
    }
  });

  test("just outside the ranges (169.253.255.255, 169.255.0.0, fec0::1): a loopback card may name them", async () => {
    for (const url of ["http://169.253.255.255/rpc", "http://169.255.0.0/rpc", "http://[fec0::1]/rpc"]) {
      agent.card = cardOf(url);
      assert.equal((await connect(agent.cardUrl, { timeoutMs: 5000 })).selected.url, url);
    }
  });
});

describe("a card on a public host may not name a loopback, private or special-purpose address", () => {
  const refused: [string, string, string][] = [
    ["http://127.0.0.1:8080/rpc", "127.0.0.1", "127.0.0.0/8"],
    ["http://2130706433/rpc", "127.0.0.1", "127.0.0.0/8"],
    ["http://0x7f.1/rpc", "127.0.0.1", "127.0.0.0/8"],
    ["http://localhost:8080/rpc", "localhost", "127.0.0.0/8"],
    ["http://[::1]:8080/rpc", "::1", "::1/128"],
    ["http://[::ffff:127.0.0.1]/rpc", "127.0.0.1", "127.0.0.0/8"],
    ["http://10.0.0.1/rpc", "10.0.0.1", "10.0.0.0/8"],
    ["http://172.16.5.4/rpc", "172.16.5.4", "172.16.0.0/12"],
    ["http://192.168.1.1/rpc", "192.168.1.1", "192.168.0.0/16"],
    ["http://100.64.0.1/rpc", "100.64.0.1", "100.64.0.0/10"],
    ["http://0.0.0.0:8080/rpc", "0.0.0.0", "0.0.0.0/32"],
    ["http://0.1.2.3/rpc", "0.1.2.3", "0.0.0.0/8"],
    ["http://[fd12::1]/rpc", "fd12::1", "fc00::/7"],
    ["10.1.2.3:50051", "10.1.2.3", "10.0.0.0/8"],
  ];
  for (const [url, address, range] of refused) {
    test(`${url}: refused naming ${address} and ${range}; nothing but the card asked`, async () => {
      const r = await fromPublicCard(url, url.includes("://") ? {} : { binding: "GRPC" });
      refusal(r.error, address, range);
      assert.match((r.error as TransportError).seen, /a card on a public host \(agent\.example\)/);
      assert.deepEqual(r.asked, [PUBLIC_CARD]);
    });
  }

  test("a public address or another name is accepted (chosen; this test sends nothing there)", async () => {
    for (const url of ["https://api.agent.example/rpc", "https://93.184.215.14/rpc", "https://[2606:4700::1]/rpc"]) {
      const r = await fromPublicCard(url);
      assert.equal(r.error, undefined, String(r.error));
      assert.equal(r.client?.selected.url, url);
    }
  });

  test("allowPrivateNetworks: true: the public card's loopback interface is called", async () => {
    const r = await fromPublicCard(`${agent.origin}/rpc`, { allowPrivateNetworks: true });
    assert.equal(r.error, undefined, String(r.error));
    assert.deepEqual(await r.client?.unary("GetTask", { id: "t" }), TASK);
    assert.equal(agent.seen.filter((s) => s.method === "POST").length, 1);
  });

  test("allowPrivateNetworks: true opens link-local too (chosen; nothing sent there)", async () => {
    const r = await fromPublicCard("http://169.254.169.254/rpc", { allowPrivateNetworks: true });
    assert.equal(r.client?.selected.url, "http://169.254.169.254/rpc");
  });

  test("allowPrivateNetworks must be a boolean", async () => {
    await assert.rejects(connect(agent.cardUrl, { allowPrivateNetworks: "yes" as never }), /allowPrivateNetworks must be true or false, not string/);
    assert.equal(agent.seen.length, 0);
  });
});

describe("a card on loopback may name its neighbours; the card URL itself is the caller's choice", () => {
  test("a loopback card naming its own interface: called", async () => {
    agent.card = cardOf(`${agent.origin}/rpc`);
    const client = await connect(agent.cardUrl, { timeoutMs: 5000 });
    assert.deepEqual(await client.unary("GetTask", { id: "t" }), TASK);
  });

  test("a loopback card naming private and other loopback addresses: chosen (nothing sent there)", async () => {
    for (const url of ["http://10.0.0.1/rpc", "http://192.168.1.1/rpc", "http://[::1]:9/rpc", "http://localhost:9/rpc"]) {
      assert.equal((await clientForCard(cardOf(url), {}, agent.cardUrl)).selected.url, url);
    }
  });

  test("an interface that is not http(s) (file:, javascript:): refused even with allowPrivateNetworks", async () => {
    for (const url of ["file:///etc/passwd", "javascript:alert(1)", "ftp://agent.example/rpc"]) {
      await assert.rejects(
        () => clientForCard(cardOf(url), { allowPrivateNetworks: true }, agent.cardUrl),
        (e: unknown) => e instanceof TransportError && e.failure === "card" && /\$\.supportedInterfaces\[0\] has no http\(s\) URL/.test(e.seen),
        url,
      );
    }
  });

  test("a private card (10.0.0.5) naming a loopback address: chosen", async () => {
    assert.equal(
      (await clientForCard(cardOf("http://127.0.0.1:9/rpc"), {}, "http://10.0.0.5/.well-known/agent-card.json")).selected.url,
      "http://127.0.0.1:9/rpc",
    );
  });

  test("a card whose URL is not given counts as public: its loopback interface is refused", async () => {
    await assert.rejects(
      () => clientForCard(cardOf("http://127.0.0.1:9/rpc")),
      (e: unknown) => refusal(e, "127.0.0.1", "127.0.0.0/8"),
    );
  });
});

describe("redirects meet the same policy", () => {
  test("a call redirected to 169.254.169.254: not followed, a status failure naming the refusal", async () => {
    agent.card = cardOf(`${agent.origin}/rpc`);
    agent.scripts.push((req, res) => {
      if (req.method !== "POST") return false;
      res.writeHead(307, { location: "http://169.254.169.254/latest/meta-data/" }).end();
      return true;
    });
    const f = loopbackFetch({});
    const client = await connect(agent.cardUrl, { fetch: f.fetch, timeoutMs: 5000 });
    await assert.rejects(client.unary("GetTask", { id: "t" }), (e: unknown) => {
      assert.ok(e instanceof TransportError, String(e));
      assert.equal(e.failure, "status");
      assert.match(e.seen, /a redirect to http:\/\/169\.254\.169\.254\/latest\/meta-data\/, refused: 169\.254\.169\.254 is in 169\.254\.0\.0\/16/);
      return true;
    });
    assert.ok(!f.asked.some((u) => u.includes("169.254")), f.asked.join(", "));
  });

  test("a public card's redirect to loopback: refused; a redirect to another public name: followed", async () => {
    const f = loopbackFetch({
      [PUBLIC_CARD]: () => new Response(null, { status: 302, headers: { location: `${agent.cardUrl}` } }),
      [`https://moved.example${CARD_PATH}`]: () => new Response(null, { status: 301, headers: { location: `https://agent2.example${CARD_PATH}` } }),
      [`https://agent2.example${CARD_PATH}`]: json(cardOf("https://agent2.example/rpc")),
    });
    await assert.rejects(
      connect(PUBLIC_CARD, { fetch: f.fetch, timeoutMs: 5000 }),
      /a redirect to http:\/\/127\.0\.0\.1:\d+\/\.well-known\/agent-card\.json, refused: 127\.0\.0\.1 is in 127\.0\.0\.0\/8/,
    );
    assert.equal(agent.seen.length, 0);
    const client = await connect(`https://moved.example${CARD_PATH}`, { fetch: f.fetch, timeoutMs: 5000 });
    assert.equal(client.selected.url, "https://agent2.example/rpc");
  });

  test("a redirect to a scheme that is not http(s) is not followed", async () => {
    const f = loopbackFetch({ [PUBLIC_CARD]: () => new Response(null, { status: 302, headers: { location: "file:///etc/passwd" } }) });
    await assert.rejects(connect(PUBLIC_CARD, { fetch: f.fetch, timeoutMs: 5000 }), /a redirect to a file: URL: not followed/);
  });
});

describe("NoInterfaceError stays short", () => {
  test("a card of 10,000 unusable entries: a message under 1,000 characters with a few offers and the count; the detail has them all", async () => {
    const entries = Array.from({ length: 10_000 }, (_, i) => ({
      url: `https://agent.example/${"p".repeat(100)}/${i}`,
      protocolBinding: `CUSTOM-${"B".repeat(40)}`,
      protocolVersion: "1.0",
    }));
    await assert.rejects(
      () => clientForCard({ supportedInterfaces: entries }, {}, PUBLIC_CARD),
      (e: unknown) => {
        assert.ok(e instanceof NoInterfaceError, String(e));
        assert.ok(e.message.length < 1000, `${e.message.length} characters`);
        assert.match(e.message, /10000 interfaces: /);
        assert.match(e.message, /and 9995 more/);
        assert.match(e.message, /https:\/\/agent\.example\/ppp/);
        assert.match(e.message, /the client speaks JSONRPC 1\.0\/0\.3; HTTP\+JSON 1\.0\/0\.3/);
        assert.equal(e.detail.offers.length, 10_000);
        assert.equal(e.detail.offers[9999].url, entries[9999].url);
        return true;
      },
    );
  });

  test("one offer: listed without a count", async () => {
    await assert.rejects(
      () => clientForCard(cardOf("https://agent.example/rpc", "CUSTOM"), {}, PUBLIC_CARD),
      (e: unknown) => e instanceof NoInterfaceError && /the card offers CUSTOM 1\.0 at https:\/\/agent\.example\/rpc; the client speaks/.test(e.message),
    );
  });
});
