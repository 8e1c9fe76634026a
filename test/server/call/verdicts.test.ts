// One call path (issue 36): the same misbehaving calls through JSON-RPC, HTTP+JSON and gRPC, on protocol
// 1.0 and 0.3, get the same verdict: the same A2A error, each in its binding's form and its version's table
// (the quick reference, section 3; v1.0.1 §5.4, §9.5, §10.6, §11.6; decision auth-failure and the rules'
// nearest older errors: the generated tables give the codes and statuses). The order is held by calls that
// fail two checks at once: a version the server does not serve is read with the request (step 2 of the
// quick reference's section 1), before the credentials; then the credentials (nothing of a refused caller's
// request is read); then the card's capabilities (step 4) before its required extensions (step 5), both
// before the request is validated; a call that passes them all reaches the agent (an unknown task).
// Real servers on 127.0.0.1: startNodeServer, and grpcHandler on a node:http2 server whose answered
// grpc-status and details this file reads, called frame by frame (auth/raw-grpc.ts) so that metadata can repeat.

import assert from "node:assert/strict";
import http2 from "node:http2";
import type { AddressInfo } from "node:net";
import { after, before, describe, test } from "node:test";
import { fromJson, toBinary } from "@bufbuild/protobuf";
import { nearestErrors, serviceParameters } from "@a2a-bindgen/a2a/protocol";
import { errorTable as v0_3Errors, operations as v0_3Operations } from "@a2a-bindgen/a2a/v0_3";
import { routes as v0_3Routes } from "@a2a-bindgen/a2a/v0_3/routes";
import { errorTable as v1_0Errors, operations as v1_0Operations, type types } from "@a2a-bindgen/a2a/v1_0";
import { routes as v1_0Routes } from "@a2a-bindgen/a2a/v1_0/routes";
import { type ErrorTable, findError } from "@a2a-bindgen/kit";
import { grpcServiceV0_3, grpcServiceV1_0 } from "@a2a-bindgen/kit/grpc";
import { createEchoAgent, jwtVerifier, type Verifier } from "@a2a-bindgen/server";
import { grpcHandler } from "@a2a-bindgen/server/grpc";
import { type NodeServer, startNodeServer } from "@a2a-bindgen/server/node";
import { readStatusDetails } from "../../e2e/peer/grpc.ts";
import { type Reply, request } from "../../e2e/security/support/server.ts";
import { type Case, card as credentialCard, credentialCases, credentialVerifiers, signedToken } from "../auth/credential-cases.ts";
import { rawGrpcCall } from "../auth/raw-grpc.ts";

const T = { timeout: 60_000 };
const REQUIRED = "urn:a2a-bindgen:test:verdicts-required";
const KEY = { "x-agent-key": "k-alice" };
type Version = "1.0" | "0.3";
type BindingName = "jsonrpc" | "http+json" | "grpc";
type Headers = Record<string, string | string[]>;

// The credential card without its anonymous entry ({}): a call without credentials is refused too. Its
// capabilities announce neither streaming nor push notifications, and one extension is required.
const card = {
  ...credentialCard,
  capabilities: { extensions: [{ uri: REQUIRED, required: true }] },
  securityRequirements: (credentialCard as unknown as { securityRequirements: object[] }).securityRequirements.filter((e) => Object.keys(e).length > 0),
} as unknown as types.AgentCard;

let jwt = "";
let verifiers: Record<string, Verifier>;
const agent = createEchoAgent();
let http: NodeServer;
let grpc: http2.Http2Server;
let grpcPort = 0;
/** The grpc-status and status details of each gRPC call answered, by the request's x-call metadata. */
const grpcAnswers = new Map<string, { status: string; details?: string }>();

before(async () => {
  const token = await signedToken("a2a-verdicts");
  jwt = token.jwt;
  verifiers = credentialVerifiers(jwtVerifier, token.jwk, "a2a-verdicts");
  const auth = { verifiers, warn: () => {} };
  http = await startNodeServer({ server: { agent, card, basePath: "/a2a", auth, onError: () => {} } });
  grpc = http2.createServer();
  await new Promise<void>((r) => grpc.listen(0, "127.0.0.1", r));
  grpcPort = (grpc.address() as AddressInfo).port;
  const grpcCard = { ...card, supportedInterfaces: [{ url: `127.0.0.1:${grpcPort}`, protocolBinding: "GRPC", protocolVersion: "1.0" }] };
  const handler = grpcHandler({ agent, card: grpcCard as never, auth, onError: () => {} });
  grpc.on("request", (req, res) => {
    const id = String(req.headers["x-call"]);
    res.stream.once("close", () => {
      const stream = res.stream as http2.ServerHttp2Stream & { sentTrailers?: http2.OutgoingHttpHeaders };
      const sent = { ...stream.sentHeaders, ...stream.sentTrailers };
      const details = sent["grpc-status-details-bin"];
      grpcAnswers.set(id, { status: String(sent["grpc-status"]), ...(typeof details === "string" ? { details } : {}) });
    });
    handler(req, res);
  });
});
after(async () => {
  await http?.close();
  await new Promise<void>((r) => (grpc === undefined ? r() : grpc.close(() => r())));
  await agent.close();
});

// The request messages: v1.0 ProtoJSON; v0.3 JSON-RPC is a2a.json's shapes, v0.3 HTTP+JSON and gRPC the v0.3 proto's ProtoJSON.
const message = {
  "1.0": { message: { messageId: "m-1", role: "ROLE_USER", parts: [{ text: "hi" }] } },
  jsonrpc03: { message: { kind: "message", messageId: "m-1", role: "user", parts: [{ kind: "text", text: "hi" }] } },
  proto03: { message: { messageId: "m-1", role: "ROLE_USER", content: [{ text: "hi" }] } },
};
const unknownTask = { "1.0": { id: "no-such-task" }, jsonrpc03: { id: "no-such-task" }, proto03: { name: "tasks/no-such-task" } };
type Bodies = { "1.0": object; jsonrpc03: object; proto03: object };
const same = (body: object): Bodies => ({ "1.0": body, jsonrpc03: body, proto03: body });

/** One call: the operation (its v1.0 name), the request of each shape, and what the caller sends besides. */
interface Call {
  readonly operation: "SendMessage" | "SendStreamingMessage" | "GetTask";
  readonly bodies: Bodies;
  /** Credentials (a list repeats the header); none when left out. */
  readonly credentials?: Headers;
  readonly query?: string;
  /** Declare the required extension. */
  readonly extension?: boolean;
  /** The version parameter sent instead of the call's own version. */
  readonly versionSent?: string;
}

const version = serviceParameters.version.headers;
const extensionsOf = (v: Version) => (serviceParameters.extensions.byVersion as Record<string, { send: { headers: string }[] }>)[v].send[0].headers;

function bodyOf(bodies: Bodies, v: Version, binding: BindingName): object {
  return v === "1.0" ? bodies["1.0"] : binding === "jsonrpc" ? bodies.jsonrpc03 : bodies.proto03;
}

function parametersOf(call: Call, v: Version): Headers {
  const h: Headers = { [version.toLowerCase()]: call.versionSent ?? v, ...(call.credentials ?? {}) };
  if (call.extension === true) h[extensionsOf(v).toLowerCase()] = REQUIRED;
  return h;
}

type OperationRow = { identity: string; jsonRpcMethod: string | null };
function jsonRpcMethod(v: Version, operation: string): string {
  const ops = Object.values((v === "1.0" ? v1_0Operations : v0_3Operations) as unknown as Record<string, OperationRow>);
  const row = ops.find((o) => o.identity === operation);
  assert.ok(row?.jsonRpcMethod, `${v} ${operation} has a JSON-RPC method`);
  return row.jsonRpcMethod;
}

/** What came back, as the binding's form carries it. */
type Answer = { binding: "jsonrpc" | "http+json"; reply: Reply } | { binding: "grpc"; status: number; details?: string };

let calls = 0;
async function send(binding: BindingName, v: Version, call: Call): Promise<Answer> {
  const body = bodyOf(call.bodies, v, binding);
  const parameters = parametersOf(call, v);
  if (binding === "jsonrpc") {
    const reply = await request(`${http.url}/a2a${call.query ?? ""}`, {
      method: "POST",
      headers: { "content-type": "application/json", ...parameters } as never,
      body: JSON.stringify({ jsonrpc: "2.0", id: 7, method: jsonRpcMethod(v, call.operation), params: body }),
    });
    return { binding, reply };
  }
  if (binding === "http+json") {
    const built = (v === "1.0" ? v1_0Routes : v0_3Routes).build(call.operation, body as never);
    const init = { method: built.method, headers: { "content-type": "application/json", ...parameters } as never };
    const withBody = built.body === undefined ? init : { ...init, body: JSON.stringify(built.body) };
    return { binding, reply: await request(`${http.url}/a2a${built.url}${call.query ?? ""}`, withBody) };
  }
  const service = v === "1.0" ? grpcServiceV1_0 : grpcServiceV0_3;
  const rpc = service.rpcs.find((r) => r.operation === call.operation);
  assert.ok(rpc !== undefined, `${v} has the rpc ${call.operation}`);
  const id = `c-${++calls}`;
  const metadata = Object.entries(parameters).flatMap(([k, x]) => (Array.isArray(x) ? x : [x]).map((y): [string, string] => [k, y]));
  await rawGrpcCall(grpcPort, rpc.grpcMethod, [["x-call", id], ...metadata], toBinary(rpc.method.input, fromJson(rpc.method.input, body as never)));
  const end = Date.now() + 5_000;
  while (!grpcAnswers.has(id) && Date.now() < end) await new Promise((r) => setTimeout(r, 10));
  const a = grpcAnswers.get(id);
  assert.ok(a !== undefined, "the gRPC call was answered");
  return { binding, status: Number(a.status), ...(a.details === undefined ? {} : { details: a.details }) };
}

type Nearest = Record<string, Record<string, { nearest: number }>>;
/** The error `name` (of the v1.0 table) as `table` has it: the same, or the rules' nearest older one. */
function specOf(table: ErrorTable, name: string) {
  const own = findError(table, name);
  if (own !== undefined) return own;
  const near = (nearestErrors as Nearest)[table.protocolVersion]?.[name];
  const older = near === undefined ? undefined : findError(table, near.nearest);
  assert.ok(older !== undefined, `protocol ${table.protocolVersion} answers ${name} somehow`);
  return older;
}

/** Asserts that `answer` is the error `name` in `table`'s form for its binding; `status` overrides the HTTP status (a malformed credential's 400). */
function isVerdict(answer: Answer, table: ErrorTable, name: string, status?: number): void {
  const spec = specOf(table, name);
  const a2a = table.a2aErrors.some((e) => e.name === spec.name);
  if (answer.binding === "grpc") {
    assert.equal(answer.status, spec.grpcCode, `gRPC status of ${spec.name}`);
    if (a2a) {
      assert.ok(answer.details !== undefined, "grpc-status-details-bin is sent");
      const reasons = readStatusDetails(Buffer.from(answer.details, "base64")).details.map((d) => d.errorInfo?.reason);
      assert.deepEqual(reasons, [spec.reason]);
    }
    return;
  }
  const r = answer.reply;
  if (answer.binding === "jsonrpc") {
    assert.equal(r.status, status ?? table.errorBindings.jsonrpc.httpStatus, r.text);
    assert.equal(r.json?.id, 7, r.text);
    assert.equal(r.json?.error?.code, spec.code, r.text);
    return;
  }
  assert.equal(r.status, status ?? spec.httpStatus, r.text);
  if (table.errorBindings.http.body === "google.rpc.Status") {
    assert.equal(r.json?.error?.status, spec.grpcStatus, r.text);
    if (a2a) assert.deepEqual(r.json.error.details.map((d: { reason?: string }) => d.reason).filter(Boolean), [spec.reason], r.text);
  } else assert.equal(r.json?.code, spec.code, r.text);
}

const tableOf = (v: Version): ErrorTable => (v === "1.0" ? v1_0Errors : v0_3Errors);
const cases: Case[] = credentialCases(() => jwt);
/** The credential cases a binding can carry: gRPC has no query, and a metadata value ending in a space is a malformed stream (RFC 9113 §8.2.1). */
const carried = (binding: BindingName) =>
  cases.filter((c) => binding !== "grpc" || (c.query === undefined && !Object.values(c.headers()).some((x) => typeof x === "string" && x.endsWith(" "))));

/** A row of the verdict table: the call, the error it earns (a v1.0 name), and where the error is answered. */
interface Row {
  readonly name: string;
  readonly call: Call;
  readonly error: string;
  /** An HTTP status other than the table's (the auth-failure decision's 400 and 401). */
  readonly status?: number;
  /** Answered in the newest served version's table over HTTP (the version could not be negotiated); gRPC answers in its service's. */
  readonly negotiation?: boolean;
}

const rows: Row[] = [
  { name: "no credential", call: { operation: "SendMessage", bodies: message, extension: true }, error: "UnauthenticatedError", status: 401 },
  {
    name: "no credential, no extension, a capability the card lacks, an invalid request: the credentials first",
    call: { operation: "SendStreamingMessage", bodies: same({}) },
    error: "UnauthenticatedError",
    status: 401,
  },
  {
    name: "a version the server does not serve, no credential: the version first",
    call: { operation: "SendMessage", bodies: message, versionSent: "9.9" },
    error: "VersionNotSupportedError",
    negotiation: true,
  },
  { name: "a required extension not declared", call: { operation: "SendMessage", bodies: message, credentials: KEY }, error: "ExtensionSupportRequiredError" },
  {
    name: "streaming the card does not announce, the extension declared",
    call: { operation: "SendStreamingMessage", bodies: message, credentials: KEY, extension: true },
    error: "UnsupportedOperationError",
  },
  {
    name: "streaming the card does not announce and the extension not declared: the capability first",
    call: { operation: "SendStreamingMessage", bodies: message, credentials: KEY },
    error: "UnsupportedOperationError",
  },
  {
    name: "an invalid request and the extension not declared: the extension first",
    call: { operation: "SendMessage", bodies: same({}), credentials: KEY },
    error: "ExtensionSupportRequiredError",
  },
  { name: "an invalid request", call: { operation: "SendMessage", bodies: same({}), credentials: KEY, extension: true }, error: "InvalidParamsError" },
  { name: "a task not found", call: { operation: "GetTask", bodies: unknownTask, credentials: KEY, extension: true }, error: "TaskNotFoundError" },
];

for (const v of ["1.0", "0.3"] as const) {
  for (const binding of ["jsonrpc", "http+json", "grpc"] as const) {
    describe(`protocol ${v}, ${binding}`, () => {
      test("a call that passes every check is served (the harness reaches the agent)", T, async () => {
        const a = await send(binding, v, { operation: "SendMessage", bodies: message, credentials: KEY, extension: true });
        if (a.binding === "grpc") assert.equal(a.status, 0);
        else {
          assert.equal(a.reply.status, 200, a.reply.text);
          assert.equal(a.reply.json?.error, undefined, a.reply.text);
        }
      });
      for (const row of rows) {
        test(`${row.name}: ${row.error}`, T, async () => {
          const table = row.negotiation === true && binding !== "grpc" ? v1_0Errors : tableOf(v);
          isVerdict(await send(binding, v, row.call), table, row.error, binding === "grpc" ? undefined : row.status);
        });
      }
      test("every malformed or repeated credential of the authentication suite: UnauthenticatedError", T, async () => {
        for (const c of carried(binding)) {
          const call: Call = {
            operation: "SendMessage",
            bodies: message,
            credentials: c.headers(),
            extension: true,
            ...(c.query === undefined ? {} : { query: c.query }),
          };
          const answer = await send(binding, v, call);
          try {
            isVerdict(answer, tableOf(v), "UnauthenticatedError", binding === "grpc" ? undefined : c.status);
          } catch (e) {
            throw new Error(`${c.name}: ${e instanceof Error ? e.message : String(e)}`);
          }
        }
      });
    });
  }
}
