// Nothing secret reaches a report (issue 37): every credential case of the authentication suite
// (auth/credential-cases.ts), valid credentials of each scheme, and hostile inputs — a planted secret in the
// request body, an unknown bearer token, an unknown API key, a push config whose webhook URL has user:pass@
// and ?token= and whose token and authentication credentials are secrets — go through JSON-RPC, HTTP+JSON and
// gRPC to servers with a capturing onError AND accessLog. Each report and access entry, JSON-serialized, is
// searched for every secret sent: none may appear. Reports do happen (handler throws, invalid answers, a
// failed push delivery) and every call has its access entry, so the search has something to search.

import assert from "node:assert/strict";
import { after, before, describe, test } from "node:test";
import { fromJson, toBinary } from "@bufbuild/protobuf";
import type { types } from "@a2a-bindgen/a2a/v1_0";
import { grpcServiceV1_0 } from "@a2a-bindgen/kit/grpc";
import { type AccessEntry, type Agent, type ErrorContext, createTaskAgent, jwtVerifier } from "@a2a-bindgen/server";
import { type GrpcServer, startGrpcServer } from "@a2a-bindgen/server/grpc";
import { type NodeServer, startNodeServer } from "@a2a-bindgen/server/node";
import { request } from "../../e2e/security/support/server.ts";
import { card, credentialCases, credentialVerifiers, signedToken } from "../auth/credential-cases.ts";
import { rawGrpcCall } from "../auth/raw-grpc.ts";

const P = {
  body: "PLANTED-body-6f2a91",
  bearer: "PLANTED-bearer-0c77e4",
  apiKey: "PLANTED-apikey-51d3b0",
  webhookPass: "PLANTED-whpass-a81c02",
  webhookToken: "PLANTED-whtoken-3e9f47",
  // Slack- and Discord-style webhooks carry their secret in the path.
  webhookPath: "PLANTED-whpath-92be1d",
  pushToken: "PLANTED-pushtoken-77b1c5",
  pushCredentials: "PLANTED-pushcred-d40e18",
};

const reports: { error: unknown; context: ErrorContext }[] = [];
const entries: AccessEntry[] = [];
const capture = { onError: (error: unknown, context: ErrorContext) => reports.push({ error, context }), accessLog: (e: AccessEntry) => entries.push(e) };

let jwt = "";
let http: NodeServer;
let grpc: GrpcServer;
let taskAgent: ReturnType<typeof createTaskAgent>;

/** A fake resolver: every webhook name fails to resolve at once (no network, no wait). */
const lookup = ((name: string, _o: unknown, cb: (e: Error | null) => void) =>
  cb(Object.assign(new Error(`getaddrinfo ENOTFOUND ${name}`), { code: "ENOTFOUND" }))) as never;

const textOf = (r: types.SendMessageRequest) => r.message?.parts?.[0]?.text ?? "";

before(async () => {
  const token = await signedToken("a2a-secrets");
  jwt = token.jwt;
  const auth = { verifiers: credentialVerifiers(jwtVerifier, token.jwk, "a2a-secrets"), warn: () => {} };
  taskAgent = createTaskAgent({
    execute: async (context, events) => {
      if (textOf(context.message).includes("throw")) throw new Error("the executor failed");
      await events.status("TASK_STATE_WORKING");
      // Pushed once the config is stored (after the call's task is made).
      await new Promise((r) => setTimeout(r, 20));
      await events.status("TASK_STATE_COMPLETED");
    },
    push: { retries: 0, lookup },
    onError: capture.onError,
  });
  // Text "throw": a plain throw; "bad": an invalid answer that holds the request's text; else the task runtime.
  const agent = {
    ...taskAgent,
    SendMessage(r: types.SendMessageRequest, c: never) {
      const text = textOf(r);
      if (text.startsWith("throw")) throw new Error("the handler failed");
      if (text.startsWith("bad")) return { message: { messageId: 42, role: "ROLE_AGENT", parts: [{ text }] } };
      return taskAgent.SendMessage(r, c);
    },
  } as unknown as Agent;
  http = await startNodeServer({ server: { agent, card, basePath: "/a2a", auth, ...capture } });
  grpc = await startGrpcServer({
    agent,
    card: { ...card, supportedInterfaces: [{ url: "127.0.0.1:1", protocolBinding: "GRPC", protocolVersion: "1.0" }] } as never,
    auth,
    ...capture,
  });
});
after(async () => {
  await http?.close();
  await grpc?.close();
  await taskAgent?.close();
});

const v1 = { "a2a-version": "1.0" };
const message = (text: string, extra: object = {}) => ({
  message: { messageId: `m-${Math.random()}`, role: "ROLE_USER", parts: [{ text }], metadata: { note: P.body } },
  ...extra,
});
const pushConfig = {
  configuration: {
    taskPushNotificationConfig: {
      url: `https://hook-user:${P.webhookPass}@hooks.example.com/services/${P.webhookPath}?token=${P.webhookToken}`,
      token: P.pushToken,
      authentication: { scheme: "Bearer", credentials: P.pushCredentials },
    },
  },
};

type Headers = Record<string, string | string[]>;

async function jsonRpc(params: object, headers: Headers, query = ""): Promise<void> {
  await request(`${http.url}/a2a${query}`, {
    method: "POST",
    headers: { "content-type": "application/json", ...v1, ...headers } as never,
    body: JSON.stringify({ jsonrpc: "2.0", id: 1, method: "SendMessage", params }),
  });
}

async function httpJson(params: object, headers: Headers, query = ""): Promise<void> {
  await request(`${http.url}/a2a/message:send${query}`, {
    method: "POST",
    headers: { "content-type": "application/json", ...v1, ...headers } as never,
    body: JSON.stringify(params),
  });
}

const sendRpc = grpcServiceV1_0.rpcs.find((r) => r.operation === "SendMessage");

async function overGrpc(params: object, headers: Headers): Promise<void> {
  assert.ok(sendRpc !== undefined);
  const metadata = Object.entries({ ...v1, ...headers }).flatMap(([k, x]) => (Array.isArray(x) ? x : [x]).map((y): [string, string] => [k, y]));
  await rawGrpcCall(grpc.port, sendRpc.grpcMethod, metadata, toBinary(sendRpc.method.input, fromJson(sendRpc.method.input, params as never)));
}

/** Waits until `check` holds (5 s at most). */
async function until(check: () => boolean): Promise<void> {
  const end = Date.now() + 5_000;
  while (!check() && Date.now() < end) await new Promise((r) => setTimeout(r, 10));
}

describe("no secret in any report or access entry", () => {
  test("credential cases, valid credentials and hostile inputs on the three bindings", async () => {
    const cases = credentialCases(() => jwt);
    const secrets = new Set<string>([...Object.values(P), jwt, "k-alice", "k-bob", "s3cret", Buffer.from("carol:s3cret").toString("base64")]);
    // The credential cases' own values: each header value and query, without its scheme word, when long enough to mean something.
    for (const c of cases) {
      for (const v of Object.values(c.headers()).flat()) {
        const bare = String(v)
          .replace(/^(Bearer|Basic|Digest)\s*/i, "")
          .trim();
        if (bare.length >= 8) secrets.add(bare);
      }
      if (c.query !== undefined) secrets.add(c.query.slice(1));
    }
    const valid: Headers[] = [
      { authorization: `Bearer ${jwt}` },
      { "x-agent-key": "k-alice" },
      { authorization: `Basic ${Buffer.from("carol:s3cret").toString("base64")}` },
    ];
    const hostile: Headers[] = [{ authorization: `Bearer ${P.bearer}` }, { "x-agent-key": P.apiKey }, { cookie: `agent_session=${P.apiKey}` }];
    let calls = 0;
    for (const [name, send] of [
      ["jsonrpc", jsonRpc],
      ["http+json", httpJson],
      ["grpc", (p: object, h: Headers) => overGrpc(p, h)],
    ] as const) {
      for (const c of cases) {
        // gRPC has no query, and a metadata value ending in a space is a malformed stream (RFC 9113 §8.2.1).
        if (name === "grpc" && (c.query !== undefined || Object.values(c.headers()).some((x) => typeof x === "string" && x.endsWith(" ")))) continue;
        await send(message("hello"), c.headers(), c.query);
        calls++;
      }
      for (const h of [...hostile, ...valid]) {
        await send(message(`hello ${P.body}`), h);
        calls++;
      }
      for (const text of [`throw ${P.body}`, `bad ${P.body}`]) {
        await send(message(text), valid[0]);
        calls++;
      }
      // The task runtime: an executor that throws, and a push delivery that fails (the webhook's name resolves nowhere).
      await send(message(`throw in the executor ${P.body}`), valid[1]);
      await send(message(`push ${P.body}`, pushConfig), valid[1]);
      calls += 2;
    }
    await until(() => entries.length >= calls && reports.filter((r) => r.context.source === "push").length >= 3);
    // Something was reported: handler throws, invalid answers, the executor's throw and the failed deliveries.
    const sources = new Set(reports.map((r) => r.context.source));
    for (const s of ["handler", "answer", "push"]) assert.ok(sources.has(s as ErrorContext["source"]), `a ${s} report was made: ${[...sources]}`);
    assert.ok(entries.length >= calls, `every call has its access entry (${entries.length} of ${calls})`);
    assert.ok(
      entries.some((e) => e.subject !== undefined),
      "authenticated calls carry their subject",
    );
    const written = [
      ...reports.map((r) =>
        JSON.stringify({
          context: r.context,
          error: r.error instanceof Error ? { name: r.error.name, message: r.error.message, stack: r.error.stack } : String(r.error),
        }),
      ),
      ...entries.map((e) => JSON.stringify(e)),
    ];
    for (const secret of secrets) {
      const found = written.find((w) => w.includes(secret));
      assert.equal(found, undefined, `the secret ${JSON.stringify(secret)} is in a report: ${found}`);
    }
    // The push report names the webhook by its origin: no credentials, no path, no query values.
    const push = reports.find((r) => r.context.source === "push");
    assert.equal(push?.context.detail, "https://hooks.example.com/…?token=…");
  });
});
