// A skill's own securityRequirements (AgentSkill.security_requirements), checked by the handler with
// checkSkillSecurity: the call's credentials against the skill's entries with the card's verifiers. A
// caller the card admits but the skill's requirements do not is refused with the auth-failure errors
// (UnauthenticatedError -32098 or PermissionDeniedError -32097); on a server without `auth` the check
// refuses, never passes. Through the core's plain-value handle (JSON-RPC at protocol 1.0).

import assert from "node:assert/strict";
import { test } from "node:test";
import type { types } from "@a2a-bindgen/a2a/v1_0";
import { type Agent, type Credential, checkSkillSecurity, createA2AServer } from "@a2a-bindgen/server";

const card = {
  name: "skills",
  description: "skill requirements",
  version: "1.0.0",
  capabilities: {},
  securitySchemes: { key: { apiKeySecurityScheme: { location: "header", name: "X-Key" } }, basic: { httpAuthSecurityScheme: { scheme: "Basic" } } },
  securityRequirements: [{ schemes: { key: { list: [] } } }],
  defaultInputModes: ["text/plain"],
  defaultOutputModes: ["text/plain"],
  skills: [
    { id: "public", name: "public", description: "anyone admitted", tags: ["p"] },
    {
      id: "admin",
      name: "admin",
      description: "admins",
      tags: ["a"],
      securityRequirements: [{ schemes: { key: { list: ["admin"] } } }, { schemes: { basic: { list: [] } } }],
    },
  ],
} as types.AgentCard;

// Calls reach server.handle directly: nothing reads the card's interfaces.
const publicUrl = "http://127.0.0.1:9/a2a";

const agent: Agent = {
  async SendMessage(request, context) {
    await checkSkillSecurity(context, request.message.parts[0]?.text ?? "");
    return { message: { messageId: "r", role: "ROLE_AGENT", parts: [{ text: "ok" }] } };
  },
};

const roles: Record<string, string[]> = { "k-root": ["admin"], "k-user": [] };
const verifiers = {
  key: (c: Credential) => (c.kind === "apiKey" && Object.hasOwn(roles, c.key) ? { subject: c.key, scopes: roles[c.key] } : null),
  basic: (c: Credential) => (c.kind === "basic" && c.username === "ops" && c.password === "pw" ? { subject: "ops" } : null),
};

async function call(server: ReturnType<typeof createA2AServer>, skill: string, headers: Record<string, string>) {
  const body = JSON.stringify({
    jsonrpc: "2.0",
    id: 1,
    method: "SendMessage",
    params: { message: { messageId: "m", role: "ROLE_USER", parts: [{ text: skill }] } },
  });
  const a = await server.handle({
    method: "POST",
    path: "/",
    headers: { "content-type": "application/json", "a2a-version": "1.0", ...headers },
    body: new TextEncoder().encode(body),
  });
  assert.ok("body" in a);
  return JSON.parse(new TextDecoder().decode(a.body));
}

test("a skill's entries: the card admits the user, the admin skill wants the admin role or Basic", async () => {
  const server = createA2AServer({ agent, card, publicUrl, auth: { verifiers, warn: () => {} }, onError: () => {} });
  assert.equal((await call(server, "public", { "x-key": "k-user" })).result.message.parts[0].text, "ok");
  assert.equal((await call(server, "admin", { "x-key": "k-user" })).error.code, -32097);
  assert.equal((await call(server, "admin", { "x-key": "k-root" })).result.message.parts[0].text, "ok");
  const basic = `Basic ${Buffer.from("ops:pw").toString("base64")}`;
  assert.equal((await call(server, "admin", { "x-key": "k-user", authorization: basic })).result.message.parts[0].text, "ok");
  // A skill id the card lacks is the handler's bug: the internal error, never a pass.
  assert.equal((await call(server, "unknown-skill", { "x-key": "k-user" })).error.code, -32603);
});

test("without `auth`, checkSkillSecurity refuses (UnauthenticatedError), never passes", async () => {
  const warned: string[] = [];
  const original = console.warn;
  console.warn = (m: string) => warned.push(m);
  let server: ReturnType<typeof createA2AServer>;
  try {
    server = createA2AServer({ agent, card, publicUrl, onError: () => {} });
  } finally {
    console.warn = original;
  }
  assert.match(warned[0], /declares security schemes \(key, basic\) but no `auth` option enforces them/);
  assert.equal((await call(server, "admin", {})).error.code, -32098);
});
