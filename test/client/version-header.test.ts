// The version the client negotiated is the one it sends (A2A §3.6, the version service parameter: the
// A2A-Version header, gRPC metadata a2a-version): no header option replaces it, whatever its case — the
// per-call `headers`, connect()'s `headers`, `originHeaders`, or a transport's own `headers`
// (HttpTransportSettings). Each call carries exactly one version field, naming the interface's version
// (the card says 1.0), as the peer (127.0.0.1, test/client/paced-peer.ts) receives it.

import assert from "node:assert/strict";
import { after, before, describe, test } from "node:test";
import { type A2AClient, type ConnectOptions, clientForCard, httpJsonTransport, jsonRpcTransport, type TransportFactory } from "@a2a-bindgen/client";
import { type GrpcTransport, grpcTransport } from "@a2a-bindgen/client/grpc";
import { type PacedPeer, startGrpcPeer, startHttpPeer } from "./paced-peer.js";

/** The service parameter's name (A2A §3.6), compared without case as header names are (RFC 9110 §5.1). */
const VERSION = "a2a-version";
const WRONG = "0.3";

async function clientOf(binding: string, url: string, options: ConnectOptions): Promise<A2AClient> {
  const card = { name: "versioned", version: "1.0.0", supportedInterfaces: [{ url, protocolBinding: binding, protocolVersion: "1.0" }] };
  const host = url.startsWith("http") ? url : `http://${url}`;
  // The card's URL on the interface's origin: connect()'s `headers` go there.
  return clientForCard(card, { transports: { grpc: grpcTransport }, timeoutMs: 5_000, ...options }, `${new URL(host).origin}/card`);
}

/** The version fields the last call carried. */
const versionsSent = (peer: PacedPeer) => (peer.heard.at(-1) ?? []).filter(([name]) => name === VERSION).map(([, value]) => value);

const bindings: {
  binding: string;
  start: () => Promise<PacedPeer>;
  at: (p: PacedPeer) => string;
  own?: (headers: Record<string, string>) => TransportFactory;
}[] = [
  { binding: "JSONRPC", start: startHttpPeer, at: (p) => `${p.url}/rpc`, own: (headers) => (target) => jsonRpcTransport(target, { headers }) },
  { binding: "HTTP+JSON", start: startHttpPeer, at: (p) => `${p.url}/rest`, own: (headers) => (target) => httpJsonTransport(target, { headers }) },
  // The gRPC transport takes no headers of its own.
  { binding: "GRPC", start: startGrpcPeer, at: (p) => p.url },
];

for (const { binding, start, at, own } of bindings) {
  describe(`${binding}: the negotiated version survives every header option`, () => {
    let peer: PacedPeer;
    const clients: A2AClient[] = [];
    before(async () => {
      peer = await start();
      peer.plan = { unary: "answer", events: [], everyMs: 0, close: true };
    });
    after(async () => {
      for (const c of clients) (c.transport as GrpcTransport).close?.();
      await peer?.close();
    });

    async function sent(options: ConnectOptions, perCall?: Record<string, string>): Promise<string[]> {
      const client = await clientOf(binding, at(peer), options);
      clients.push(client);
      await client.unary("GetTask", { id: "t-1" }, perCall === undefined ? undefined : { headers: perCall });
      return versionsSent(peer);
    }

    test("no header option: the interface's version, once", async () => {
      assert.deepEqual(await sent({}), ["1.0"]);
    });

    for (const name of ["A2A-Version", "a2a-version", "A2A-VERSION", "a2A-vErSiOn"]) {
      test(`per-call headers { "${name}": "${WRONG}" }: still 1.0, once`, async () => {
        assert.deepEqual(await sent({}, { [name]: WRONG }), ["1.0"]);
      });

      test(`connect()'s headers { "${name}": "${WRONG}" }: still 1.0, once`, async () => {
        assert.deepEqual(await sent({ headers: { [name]: WRONG } }), ["1.0"]);
      });

      test(`originHeaders for the interface's origin { "${name}": "${WRONG}" }: still 1.0, once`, async () => {
        const origin = new URL(at(peer).startsWith("http") ? at(peer) : `http://${at(peer)}`).origin;
        assert.deepEqual(await sent({ originHeaders: { [origin]: { [name]: WRONG } } }), ["1.0"]);
      });

      if (own !== undefined) {
        test(`the transport's own headers { "${name}": "${WRONG}" }: still 1.0, once`, async () => {
          const factory = own({ [name]: WRONG });
          assert.deepEqual(await sent({ transports: { [binding]: factory } as ConnectOptions["transports"] }), ["1.0"]);
        });
      }
    }

    test("every option at once, each in another case: still 1.0, once", async () => {
      const origin = new URL(at(peer).startsWith("http") ? at(peer) : `http://${at(peer)}`).origin;
      const options: ConnectOptions = {
        headers: { "a2a-version": "0.1" },
        originHeaders: { [origin]: { "A2A-VERSION": "0.2" } },
        ...(own === undefined ? {} : { transports: { [binding]: own({ "a2A-Version": "0.4" }) } as ConnectOptions["transports"] }),
      };
      assert.deepEqual(await sent(options, { "A2A-Version": "0.3" }), ["1.0"]);
    });
  });
}
