// An agent whose card asks for a bearer JWT (verified against the issuer's JWKS) or an API key, and the
// reference client calling it with each credential: a call without one is refused, and a task belongs to
// the principal that created it.

import assert from "node:assert/strict";
import { createHash } from "node:crypto";
import { connect, isA2AError, TransportError } from "@a2a-bindgen/client";
import { createTaskAgent, jwtVerifier, type Principal } from "@a2a-bindgen/server";
import { startNodeServer } from "@a2a-bindgen/server/node";
import { startIssuer } from "./issuer.js";

const issuer = await startIssuer();
const audience = "urn:example:greeter";
// Keys are stored hashed: a lookup by hash reveals nothing about a key through its timing.
const sha256 = (text: string) => createHash("sha256").update(text).digest("hex");
const apiKeys = new Map<string, Principal>([[sha256("k-ci-7f3a"), { subject: "ci-bot" }]]);

// #region quickstart
const card = {
  name: "greeter",
  description: "greets the caller it authenticated",
  version: "1.0.0",
  capabilities: {},
  defaultInputModes: ["text/plain"],
  defaultOutputModes: ["text/plain"],
  skills: [{ id: "greet", name: "greet", description: "says hello by name", tags: ["greeting"] }],
  securitySchemes: {
    jwt: { httpAuthSecurityScheme: { scheme: "Bearer", bearerFormat: "JWT" } },
    key: { apiKeySecurityScheme: { location: "header", name: "X-API-Key" } },
  },
  securityRequirements: [{ schemes: { jwt: { list: [] } } }, { schemes: { key: { list: [] } } }], // either one
};
const agent = createTaskAgent({
  execute: async ({ call }, events) => {
    await events.artifact({ artifactId: "greeting", parts: [{ text: `hello, ${call.principal?.subject}` }] });
    await events.status("TASK_STATE_COMPLETED");
  },
});
const server = await startNodeServer({
  server: {
    agent,
    card,
    onClose: () => agent.close(),
    auth: {
      verifiers: {
        // allowHttp and allowPrivateNetworks: this example's JWKS is plain http on 127.0.0.1 (keep both off in production).
        jwt: jwtVerifier({ jwksUrl: issuer.jwksUrl, issuer: issuer.name, audience, allowHttp: true, allowPrivateNetworks: true }),
        key: (credential) => (credential.kind === "apiKey" ? apiKeys.get(sha256(credential.key)) : null),
      },
    },
  },
});

const alice = await connect(server.url, { credentials: { jwt: () => issuer.token("alice", audience) } }); // asked per request
const ciBot = await connect(server.url, { credentials: { key: "k-ci-7f3a" } });
// #endregion quickstart

const hello = (text: string) => ({ message: { messageId: crypto.randomUUID(), role: "ROLE_USER" as const, parts: [{ text }] } });
try {
  const task = (await alice.unary("SendMessage", hello("hi"))).task;
  assert.equal(task?.artifacts?.[0]?.parts?.[0]?.text, "hello, alice");
  console.log(`alice (bearer JWT): task ${task?.id} says "hello, alice"`);
  const botTask = (await ciBot.unary("SendMessage", hello("hi"))).task;
  assert.equal(botTask?.artifacts?.[0]?.parts?.[0]?.text, "hello, ci-bot");
  console.log(`ci-bot (API key):   task ${botTask?.id} says "hello, ci-bot"`);

  // A task is its owner's: to another principal it does not exist (its existence is not revealed).
  assert.equal((await alice.unary("GetTask", { id: task?.id ?? "" })).id, task?.id);
  await assert.rejects(ciBot.unary("GetTask", { id: task?.id ?? "" }), (e) => isA2AError(e) && e.name === "TaskNotFoundError");
  console.log("ci-bot reading alice's task: TaskNotFoundError");

  // No credential, or a token for another audience: 401 with a challenge per scheme of the card.
  const anonymous = await connect(server.url);
  const stranger = await connect(server.url, { credentials: { jwt: await issuer.token("mallory", "urn:example:elsewhere") } });
  for (const [who, client] of [
    ["anonymous", anonymous],
    ["wrong audience", stranger],
  ] as const) {
    const refused = await client.unary("SendMessage", hello("hi")).then(
      () => assert.fail(`${who}: served`),
      (e: unknown) => e,
    );
    assert.ok(refused instanceof TransportError && refused.failure === "auth", `${who}: ${refused}`);
    assert.equal(refused.status, 401);
    assert.deepEqual(
      refused.challenges.map((c) => c.scheme),
      ["Bearer", "APIKey"],
    );
    console.log(`${who}: refused, HTTP ${refused.status}, WWW-Authenticate ${refused.challenges.map((c) => c.scheme).join(", ")}`);
  }
} finally {
  await server.close();
  await issuer.close();
}
