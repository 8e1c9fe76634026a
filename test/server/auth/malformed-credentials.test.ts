// A credential present but malformed, or repeated, is a failed login on every binding and version, even
// where an empty requirement ({}) admits anonymous callers (docs/security.md: "a failed login is never
// silently served as anonymous"). RFC 6750 §3.1: a malformed bearer request is 400 with
// error="invalid_request"; the other schemes answer 401 with their challenges (RFC 9110 §15.5.2); a token
// that is readable but refused stays 401 invalid_token; gRPC answers UNAUTHENTICATED (16) for all of them.
// The refused call never reaches the agent: no task exists for anyone afterwards. The packed server on
// 127.0.0.1, real JWTs (jose), gRPC calls written frame by frame (raw-grpc.ts) so that metadata can repeat.

import { assertNothingRefused } from "../../e2e/security/support/guard.ts";
import assert from "node:assert/strict";
import http2 from "node:http2";
import type { AddressInfo } from "node:net";
import { after, afterEach, before, describe, test } from "node:test";
import { fromJson, toBinary } from "@bufbuild/protobuf";
import { grpcServiceV0_3, grpcServiceV1_0 } from "@a2a-bindgen/kit/grpc";
import type { Verifier } from "@a2a-bindgen/server";
import { packed } from "../../e2e/security/support/packed.ts";
import { type VersionWire, rpc, versionHeader, wire } from "../../e2e/security/support/a2a.ts";
import { type Agent as Running, type Reply, request, startAgent } from "../../e2e/security/support/server.ts";
import { rawGrpcCall } from "./raw-grpc.ts";
import { type Case, b64, card, challenge, credentialCases, credentialVerifiers, signedToken } from "./credential-cases.ts";

const AUD = "a2a-malformed-test";
const T = { timeout: 30_000 };
let jwt: string;
let verifiers: Record<string, Verifier>;
let s: Running;
let w10: VersionWire;
const cases: Case[] = credentialCases(() => jwt);

/** RFC 6750 §3.1: invalid_request on 400; a 401 for a malformed credential of another scheme carries no error code. */
const challengeOf = (status: 400 | 401) => (status === 400 ? challenge.invalidRequest : challenge.plain);

before(async () => {
  const token = await signedToken(AUD);
  jwt = token.jwt;
  const { jwtVerifier } = await packed("@a2a-bindgen/server");
  verifiers = credentialVerifiers(jwtVerifier, token.jwk, AUD);
  w10 = await wire("1.0");
  s = await startAgent({ card, basePath: "/a2a", server: { auth: { verifiers, warn: () => {} }, onError: () => {} } });
});
after(() => s?.close());
afterEach(() => assertNothingRefused());

/** The task ids anonymous callers, alice and the token's subject see (ListTasks, v1.0 JSON-RPC): none may exist. */
async function tasksSeen(): Promise<string[]> {
  const ids: string[] = [];
  const callers: Record<string, string>[] = [{}, { "x-agent-key": "k-alice" }, { "x-agent-key": "k-bob" }, { authorization: `Bearer ${jwt}` }];
  for (const headers of callers) {
    const r = await rpc(s.base, w10, "ListTasks", {}, headers);
    assert.equal(r.status, 200, r.text);
    for (const t of r.json.result.tasks ?? []) ids.push(t.id);
  }
  return ids;
}

const sendV10 = { message: { messageId: "m-1", role: "ROLE_USER", parts: [{ text: "hi" }] } };
// v0.3 JSON-RPC is a2a.json's Message; v0.3 HTTP+JSON and gRPC are ProtoJSON of the v0.3 proto (Message.content).
const sendV03 = { message: { kind: "message", messageId: "m-1", role: "user", parts: [{ kind: "text", text: "hi" }] } };
const protoV03 = { message: { messageId: "m-1", role: "ROLE_USER", content: [{ text: "hi" }] } };

for (const version of ["1.0", "0.3"] as const) {
  describe(`protocol ${version}: JSON-RPC and HTTP+JSON`, () => {
    let w: VersionWire;
    before(async () => {
      w = await wire(version);
    });
    const calls = {
      jsonrpc: (headers: Record<string, string | string[]>, query = "") =>
        rpc(s.base + query, w, "SendMessage", version === "1.0" ? sendV10 : sendV03, headers as never, 7),
      "http+json": async (headers: Record<string, string | string[]>, query = "") => {
        const built = w.build("SendMessage", version === "1.0" ? sendV10 : protoV03);
        const h = { "content-type": "application/json", [await versionHeader()]: version, ...headers };
        return request(`${s.base}${built.url}${query}`, { method: built.method, headers: h as never, body: JSON.stringify(built.body) });
      },
    };

    for (const binding of ["jsonrpc", "http+json"] as const) {
      for (const c of cases) {
        test(`${binding}: ${c.name}: ${c.status} with the challenge, the binding's UnauthenticatedError, no task`, T, async () => {
          const r: Reply = await calls[binding](c.headers(), c.query);
          assert.equal(r.status, c.status, r.text);
          assert.equal(r.headers["www-authenticate"], challengeOf(c.status));
          // Decision auth-failure: the error body of UnauthenticatedError (-32098; UNAUTHENTICATED on v1.0 HTTP+JSON).
          const message = binding === "jsonrpc" ? r.json?.error?.message : version === "1.0" ? r.json?.error?.message : r.json?.message;
          if (binding === "jsonrpc") {
            assert.equal(r.json.id, 7);
            assert.equal(r.json.error.code, -32098);
          } else if (version === "1.0") assert.equal(r.json.error.status, "UNAUTHENTICATED");
          else assert.equal(r.json.code, -32098);
          assert.match(String(message), c.names);
          assert.doesNotMatch(r.text, /k-alice|k-bob|eyJ/, "the answer quotes no credential");
          assert.deepEqual(await tasksSeen(), []);
        });
      }
    }

    test("jsonrpc: a readable token the verifier refuses stays 401 invalid_token (RFC 6750 §3.1)", T, async () => {
      const r = await calls.jsonrpc({ authorization: `Bearer ${jwt.slice(0, -4)}AAAA` });
      assert.equal(r.status, 401);
      assert.equal(r.headers["www-authenticate"], challenge.invalidToken);
      assert.deepEqual(await tasksSeen(), []);
    });
  });
}

describe('the fetch adapter: Headers join a repeated header with ", "', () => {
  // What Headers still shows: two Authorization headers become one value with a comma, which no Bearer
  // token or Basic credential holds (RFC 6750 §2.1, RFC 7617 §2); a repeated query parameter or cookie.
  test("two Authorization headers, a malformed Bearer, a repeated query parameter or cookie: refused, no task", T, async () => {
    const { createA2AServer, createEchoAgent } = await packed("@a2a-bindgen/server");
    const { fetchHandler } = await packed("@a2a-bindgen/server/fetch");
    const agent = createEchoAgent({ waitMs: 60_000 });
    const base = "http://127.0.0.1:9/a2a";
    const handle = fetchHandler(createA2AServer({ agent, card, basePath: "/a2a", publicUrl: base, auth: { verifiers, warn: () => {} }, onError: () => {} }));
    const call = async (method: string, params: unknown, headers: [string, string][], query = "") => {
      const h = new Headers([["content-type", "application/json"], [await versionHeader(), "1.0"], ...headers]);
      return handle(
        new Request(base + query, { method: "POST", headers: h, body: JSON.stringify({ jsonrpc: "2.0", id: 1, method: w10.method(method), params }) }),
      );
    };
    try {
      const hostile: [string, [string, string][], string, number, string][] = [
        [
          "two Authorization headers",
          [
            ["authorization", `Bearer ${jwt}`],
            ["authorization", "Bearer other"],
          ],
          "",
          400,
          challenge.invalidRequest,
        ],
        ["Bearer alone", [["authorization", "Bearer"]], "", 400, challenge.invalidRequest],
        [
          "Basic twice",
          [
            ["authorization", `Basic ${b64("carol:s3cret")}`],
            ["authorization", `Basic ${b64("carol:s3cret")}`],
          ],
          "",
          401,
          challenge.plain,
        ],
        ["the query parameter twice", [], "?api_key=k-alice&api_key=k-bob", 401, challenge.plain],
        ["the cookie twice", [["cookie", "agent_session=k-alice; agent_session=k-bob"]], "", 401, challenge.plain],
      ];
      for (const [name, headers, query, status, wanted] of hostile) {
        const r = await call("SendMessage", sendV10, headers, query);
        assert.equal(r.status, status, name);
        assert.equal(r.headers.get("www-authenticate"), wanted, name);
        assert.equal((await r.json()).error.code, -32098, name);
      }
      for (const headers of [[], [["x-agent-key", "k-alice"]], [["x-agent-key", "k-bob"]]] as [string, string][][]) {
        const listed = await (await call("ListTasks", {}, headers)).json();
        assert.deepEqual(listed.result.tasks ?? [], [], "no task exists");
      }
    } finally {
      await agent.close();
    }
  });
});

describe("gRPC (v1.0 and v0.3 services): UNAUTHENTICATED for every malformed or repeated credential", () => {
  let server: http2.Http2Server;
  let port: number;
  /** The grpc-status of each call the server answered, in order (from the headers or trailers it sent). */
  const answered: string[] = [];
  before(async () => {
    const { grpcHandler } = await packed("@a2a-bindgen/server/grpc");
    server = http2.createServer();
    await new Promise<void>((r) => server.listen(0, "127.0.0.1", r));
    port = (server.address() as AddressInfo).port;
    const grpcCard = { ...card, supportedInterfaces: [{ url: `127.0.0.1:${port}`, protocolBinding: "GRPC", protocolVersion: "1.0" }] };
    const handler = grpcHandler({ agent: s.agent, card: grpcCard, auth: { verifiers, warn: () => {} }, onError: () => {} } as never);
    server.on("request", (req, res) => {
      res.stream.once("close", () => {
        const stream = res.stream as http2.ServerHttp2Stream & { sentTrailers?: http2.OutgoingHttpHeaders };
        answered.push(String(stream.sentTrailers?.["grpc-status"] ?? stream.sentHeaders["grpc-status"]));
      });
      handler(req, res);
    });
  });
  after(() => new Promise<void>((r) => server.close(() => r())));

  /** Sends SendMessage of `version` with `metadata`; answers the grpc-status the server sent. */
  async function send(version: "1.0" | "0.3", metadata: [string, string][]): Promise<string> {
    const service = version === "1.0" ? grpcServiceV1_0 : grpcServiceV0_3;
    const rpcOf = service.rpcs.find((r) => r.operation === "SendMessage");
    assert.ok(rpcOf !== undefined);
    const message = toBinary(rpcOf.method.input, fromJson(rpcOf.method.input, version === "1.0" ? sendV10 : protoV03));
    const before = answered.length;
    await rawGrpcCall(port, rpcOf.grpcMethod, [[await versionHeader(), version], ...metadata], message);
    const end = Date.now() + 5_000;
    while (answered.length === before && Date.now() < end) await new Promise((r) => setTimeout(r, 10));
    return answered[before];
  }

  /**
   * The metadata of each HTTP case, and two Authorization entries the other way round (node:http2 keeps the
   * first). Not on gRPC: query parameters, and a value ending in a space (RFC 9113 §8.2.1 makes it a malformed stream).
   */
  const entries = (headers: Record<string, string | string[]>): [string, string][] =>
    Object.entries(headers).flatMap(([k, v]) => (Array.isArray(v) ? v : [v]).map((x): [string, string] => [k, x]));
  const metadataCases = (): [string, [string, string][]][] => [
    ...cases
      .filter((c) => c.query === undefined && !Object.values(c.headers()).some((v) => typeof v === "string" && v.endsWith(" ")))
      .map((c): [string, [string, string][]] => [c.name, entries(c.headers())]),
    ["two Authorization entries, the malformed one first", entries({ authorization: ["Bearer not a token", `Bearer ${jwt}`] })],
  ];

  for (const version of ["1.0", "0.3"] as const) {
    test(`protocol ${version}: each malformed or repeated credential is UNAUTHENTICATED (16), and no task exists`, T, async () => {
      // The valid token alone is served (status 0, one task more): the harness reaches the agent.
      const earlier = await tasksSeen();
      assert.equal(await send(version, [["authorization", `Bearer ${jwt}`]]), "0");
      const served = await tasksSeen();
      assert.equal(served.length, earlier.length + 1);
      for (const [name, metadata] of metadataCases()) {
        assert.equal(await send(version, metadata), "16", name);
        assert.deepEqual(await tasksSeen(), served, name);
      }
    });
  }
});
