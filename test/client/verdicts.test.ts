// One call path (issue 36): the same misbehaving answer gets the same verdict from the client whichever
// binding carried it (JSON-RPC, HTTP+JSON, gRPC) at either version, on a unary call and on a stream.
// Expectations from the spec and the quick reference, not from the client: A2A refuses credentials at the
// transport (HTTP 401 with its challenge, gRPC UNAUTHENTICATED; RFC 9110 §11.6.1), an `auth` failure with
// the challenge's scheme; an A2A error is the same error (name and JSON-RPC code, §5.4) on every binding,
// known by the ErrorInfo reason where a status is shared (§3 of the quick reference) and, for v0.3's
// NOT_FOUND without details, by the code; v0.3 has no VersionNotSupportedError, so a v0.3 agent refuses a
// version with UnsupportedOperationError (the rules file's nearest error, -32004); and an answer that is not
// the operation's response (a Task without its REQUIRED id) is a `body` failure naming the field, an event
// that is not a StreamResponse a `stream` failure naming it.

import assert from "node:assert/strict";
import { after, before, describe, test } from "node:test";
import { A2AError } from "@a2a-bindgen/kit";
import { type A2AClient, clientForCard, TransportError } from "@a2a-bindgen/client";
import { type GrpcTransport, grpcTransport } from "@a2a-bindgen/client/grpc";
import { type Misbehaviour, type Peer, startGrpcPeer, startHttpPeer, type Version } from "./misbehaving-peer.js";

const T = { timeout: 30_000 };

/** What the caller can tell apart: the A2A error (name, code), or the TransportError (failure, challenge schemes, the field named). */
type Verdict =
  | { readonly error: string; readonly code: number }
  | { readonly failure: string; readonly schemes: readonly string[]; readonly field: string | null };

function verdictOf(e: unknown): Verdict {
  if (e instanceof A2AError) return { error: e.name, code: e.code };
  if (e instanceof TransportError) {
    return { failure: e.failure, schemes: e.challenges.map((c) => c.scheme), field: /\$(\.\w+)+/.exec(e.seen)?.[0] ?? null };
  }
  throw new assert.AssertionError({ message: `neither an A2AError nor a TransportError: ${String(e)}` });
}

const a2a = (error: string, code: number): Verdict => ({ error, code });
const auth: Verdict = { failure: "auth", schemes: ["Bearer"], field: null };

/** The verdict each misbehaviour must get, per version, on a unary call and on a stream. */
const expected: Record<Misbehaviour, Record<Version, { unary: Verdict; stream: Verdict }>> = {
  auth: { "1.0": { unary: auth, stream: auth }, "0.3": { unary: auth, stream: auth } },
  version: {
    "1.0": { unary: a2a("VersionNotSupportedError", -32009), stream: a2a("VersionNotSupportedError", -32009) },
    "0.3": { unary: a2a("UnsupportedOperationError", -32004), stream: a2a("UnsupportedOperationError", -32004) },
  },
  "not-found": {
    "1.0": { unary: a2a("TaskNotFoundError", -32001), stream: a2a("TaskNotFoundError", -32001) },
    "0.3": { unary: a2a("TaskNotFoundError", -32001), stream: a2a("TaskNotFoundError", -32001) },
  },
  malformed: {
    "1.0": { unary: { failure: "body", schemes: [], field: "$.id" }, stream: { failure: "stream", schemes: [], field: "$.task.id" } },
    "0.3": { unary: { failure: "body", schemes: [], field: "$.id" }, stream: { failure: "stream", schemes: [], field: "$.task.id" } },
  },
};

const bindings = ["JSONRPC", "HTTP+JSON", "GRPC"] as const;
const versions: readonly Version[] = ["1.0", "0.3"];

let httpPeer: Peer;
let grpcPeer: Peer;
const clients = new Map<string, A2AClient>();

before(async () => {
  [httpPeer, grpcPeer] = await Promise.all([startHttpPeer(), startGrpcPeer()]);
  for (const binding of bindings) {
    for (const version of versions) {
      const url = binding === "JSONRPC" ? `${httpPeer.url}/rpc` : binding === "HTTP+JSON" ? `${httpPeer.url}/rest` : grpcPeer.url;
      const card = {
        name: "misbehaving",
        version: "1.0.0",
        capabilities: { streaming: true },
        supportedInterfaces: [{ url, protocolBinding: binding, protocolVersion: version }],
      };
      const origin = new URL(url.startsWith("http") ? url : `http://${url}`).origin;
      // The card's URL on the peer's host, so that its loopback interface is allowed.
      clients.set(`${binding} ${version}`, await clientForCard(card, { transports: { grpc: grpcTransport }, timeoutMs: 5_000 }, `${origin}/card`));
    }
  }
});

after(async () => {
  for (const c of clients.values()) (c.transport as Partial<GrpcTransport>).close?.();
  await Promise.all([httpPeer?.close(), grpcPeer?.close()]);
});

/** The verdict of a call that must fail. */
async function failing(run: () => Promise<unknown>): Promise<Verdict> {
  try {
    await run();
  } catch (e) {
    return verdictOf(e);
  }
  throw new assert.AssertionError({ message: "the call succeeded" });
}

for (const version of versions) {
  describe(`protocol ${version}: one verdict on every binding`, () => {
    for (const misbehaviour of Object.keys(expected) as Misbehaviour[]) {
      test(`${misbehaviour}: the same verdict on ${bindings.join(", ")}, unary and streaming`, T, async () => {
        for (const peer of [httpPeer, grpcPeer]) Object.assign(peer, { version, misbehaviour });
        for (const binding of bindings) {
          const client = clients.get(`${binding} ${version}`) as A2AClient;
          assert.equal(client.selected.protocolVersion, version);
          const unary = await failing(() => client.unary("GetTask", { id: "t-1" }));
          assert.deepEqual(unary, expected[misbehaviour][version].unary, `${binding} ${version} GetTask`);
          const stream = await failing(async () => {
            for await (const _ of client.stream("SubscribeToTask", { id: "t-1" }));
          });
          assert.deepEqual(stream, expected[misbehaviour][version].stream, `${binding} ${version} SubscribeToTask`);
        }
      });
    }
  });
}
