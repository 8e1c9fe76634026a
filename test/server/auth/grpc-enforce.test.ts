// The packed gRPC server enforcing its card: credentials from the call's metadata; @a2a-js/sdk 1.3.0's
// gRPC client presenting an API key as a service parameter (RequestOptions.serviceParameters, sent as
// metadata) is served as its principal; without it, or with a refused key, the call fails UNAUTHENTICATED
// (decision auth-failure: gRPC status 16); a missing role is PERMISSION_DENIED (7).

import { assertNothingRefused } from "../../e2e/security/support/guard.ts";
import assert from "node:assert/strict";
import { after, afterEach, before, test } from "node:test";
import { ClientFactory, ClientFactoryOptions } from "@a2a-js/sdk/client";
import { GrpcTransportFactory } from "@a2a-js/sdk/client/grpc";
import type { types } from "@a2a-bindgen/a2a/v1_0";
import type { Agent, Credential } from "@a2a-bindgen/server";
import { packed } from "../../e2e/security/support/packed.ts";
import { assertText13, request13 } from "../sdk13.ts";

const T = { timeout: 20_000 };
let server: { address: string; close(): Promise<void> };
let client: any;

const card = {
  name: "grpc auth",
  description: "t",
  version: "1.0.0",
  capabilities: {},
  securitySchemes: { key: { apiKeySecurityScheme: { location: "header", name: "X-Agent-Key" } } },
  securityRequirements: [{ schemes: { key: { list: ["caller"] } } }],
  defaultInputModes: ["text/plain"],
  defaultOutputModes: ["text/plain"],
  skills: [{ id: "who", name: "who", description: "who", tags: ["who"] }],
} as types.AgentCard;

const agent: Agent = {
  SendMessage: (_r, context) => ({
    message: { messageId: "r", role: "ROLE_AGENT", parts: [{ text: `${context.principal?.subject}|${context.owner}|${context.binding}` }] },
  }),
};
const roles: Record<string, string[]> = { "k-alice": ["caller"], "k-guest": [] };

before(async () => {
  const { startGrpcServer } = await packed("@a2a-bindgen/server/grpc");
  server = await startGrpcServer({
    agent,
    card,
    onError: () => {},
    auth: {
      verifiers: { key: (c: Credential) => (c.kind === "apiKey" && Object.hasOwn(roles, c.key) ? { subject: c.key.slice(2), scopes: roles[c.key] } : null) },
      warn: () => {},
    },
  });
  const options = ClientFactoryOptions.createFrom(ClientFactoryOptions.default, {
    transports: [new GrpcTransportFactory()],
    preferredTransports: ["GRPC"],
  } as never);
  client = await new ClientFactory(options).createFromAgentCard({
    ...card,
    documentationUrl: "",
    iconUrl: "",
    signatures: [],
    supportedInterfaces: [{ url: server.address, protocolBinding: "GRPC", tenant: "", protocolVersion: "1.0" }],
    capabilities: { streaming: false, pushNotifications: false, extendedAgentCard: false, extensions: [] },
  } as never);
});
after(() => server?.close());
afterEach(() => assertNothingRefused());

const request = request13("g", "hi");
const send = (parameters: Record<string, string>) => client.sendMessage(request, { serviceParameters: parameters, signal: AbortSignal.timeout(5_000) });
/** The gRPC status code an SDK error carries (1.3.0 wraps grpc-js's error, whose `code` is on its cause). */
const codeOf = (e: any): number | undefined => e?.cause?.code;

test("the key in the metadata: served as its principal", T, async () => {
  const m = await send({ "X-Agent-Key": "k-alice" });
  assertText13(m, "alice|alice|grpc");
});

test("no key, a refused key: UNAUTHENTICATED (16); a key without the role: PERMISSION_DENIED (7)", T, async () => {
  await assert.rejects(send({}), (e: any) => codeOf(e) === 16 && /credentials required/.test(e.message));
  await assert.rejects(send({ "X-Agent-Key": "k-mallory" }), (e: any) => codeOf(e) === 16 && /credentials presented were refused/.test(e.message));
  await assert.rejects(send({ "X-Agent-Key": "k-guest" }), (e: any) => codeOf(e) === 7 && /lack a scope or role/.test(e.message));
});
