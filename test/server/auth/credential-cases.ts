// The malformed and repeated credentials of the authentication suite, shared by malformed-credentials.test.ts
// and the call path's verdicts (test/server/call/verdicts.test.ts): a card declaring a scheme of each kind
// (OAuth bearer, Basic, API keys in a header, the query and a cookie) and each hostile call with the status
// RFC 6750 §3.1 / RFC 9110 give it. `jwt` is read when a case's headers are made (the token is signed in a before hook).

import type { types } from "@a2a-bindgen/a2a/v1_0";
import type { Credential, JwtVerifierOptions, Verifier } from "@a2a-bindgen/server";
import { type JWK, SignJWT, exportJWK, generateKeyPair } from "jose";

export const REALM = "malformed";

export const schemes = {
  oauth: { oauth2SecurityScheme: { flows: { clientCredentials: { tokenUrl: "https://issuer.example/token", scopes: {} } } } },
  basic: { httpAuthSecurityScheme: { scheme: "Basic" } },
  key: { apiKeySecurityScheme: { location: "header", name: "X-Agent-Key" } },
  q: { apiKeySecurityScheme: { location: "query", name: "api_key" } },
  c: { apiKeySecurityScheme: { location: "cookie", name: "agent_session" } },
};
export const entry = (name: string) => ({ schemes: { [name]: { list: [] } } });
/** Every scheme, or anonymous. */
export const card = {
  name: REALM,
  description: "the agent the malformed-credential suite calls",
  version: "1.0.0",
  capabilities: {},
  securitySchemes: schemes,
  securityRequirements: [entry("oauth"), entry("basic"), entry("key"), entry("q"), entry("c"), {}],
  defaultInputModes: ["text/plain"],
  defaultOutputModes: ["text/plain"],
  skills: [{ id: "echo", name: "echo", description: "echoes", tags: ["echo"] }],
} as unknown as types.AgentCard;

// The challenges of the card's schemes, in its order (RFC 6750 §3, RFC 7617 §2, the APIKey form of decision auth-failure).
export const others = `Basic realm="${REALM}", charset="UTF-8", APIKey realm="${REALM}", in="header", name="x-agent-key", APIKey realm="${REALM}", in="query", name="api_key", APIKey realm="${REALM}", in="cookie", name="agent_session"`;
export const challenge = {
  plain: `Bearer realm="${REALM}", ${others}`,
  invalidRequest: `Bearer realm="${REALM}", error="invalid_request", ${others}`,
  invalidToken: `Bearer realm="${REALM}", error="invalid_token", ${others}`,
};

export const b64 = (s: string) => Buffer.from(s).toString("base64");

/** One hostile call: its headers (a list repeats the header), the status RFC 6750 §3.1 / RFC 9110 give it, what the message names, a query. */
export interface Case {
  readonly name: string;
  readonly headers: () => Record<string, string | string[]>;
  readonly status: 400 | 401;
  /** What the refusal's message names (where the credential was). */
  readonly names: RegExp;
  readonly query?: string;
}

export const row = (name: string, headers: Case["headers"], status: 400 | 401, names: RegExp, query?: string): Case => ({
  name,
  headers,
  status,
  names,
  query,
});
/** Each hostile call; `jwt()` is the valid token (signed by the suite). */
export const credentialCases = (jwt: () => string): Case[] => [
  row("Bearer with a space inside the token", () => ({ authorization: `Bearer ${jwt().slice(0, 20)} ${jwt().slice(20)}` }), 400, /Bearer token/),
  row("Bearer alone (an empty token)", () => ({ authorization: "Bearer" }), 400, /Bearer token is empty/),
  row("Bearer and a space (an empty token)", () => ({ authorization: "Bearer " }), 400, /Bearer token is empty/),
  row("two Authorization headers, one valid, one not", () => ({ authorization: [`Bearer ${jwt()}`, "Bearer not-the-same"] }), 400, /Authorization/),
  row("Basic that is not base64", () => ({ authorization: "Basic !!not-base64!!" }), 401, /Basic credentials are not base64/),
  row("Basic without a colon", () => ({ authorization: `Basic ${b64("carol")}` }), 401, /no colon/),
  row("the API key header twice", () => ({ "x-agent-key": ["k-alice", "k-alice"] }), 401, /header "x-agent-key" is repeated/),
  row("an empty API key header", () => ({ "x-agent-key": "" }), 401, /header "x-agent-key" is empty/),
  row("the API key query parameter twice", () => ({}), 401, /query parameter "api_key" is repeated/, "?api_key=k-alice&api_key=k-bob"),
  row("the API key cookie twice", () => ({ cookie: "agent_session=k-alice; theme=dark; agent_session=k-bob" }), 401, /cookie "agent_session" is repeated/),
  // No declared scheme takes Digest: the caller tried to log in, so it is not served as anonymous (RFC 6750 §3.1: no error code).
  row(
    "an Authorization scheme the card does not declare",
    () => ({ authorization: 'Digest username="carol"' }),
    401,
    /auth-scheme is not one the requirements accept/,
  ),
];

const ISSUER = "https://issuer.example";

/** A valid token (ES256, `sub` tok-user, ten minutes) for `audience`, and the public key that verifies it. */
export async function signedToken(audience: string): Promise<{ jwt: string; jwk: JWK }> {
  const { privateKey, publicKey } = await generateKeyPair("ES256");
  const jwk = { ...(await exportJWK(publicKey)), kid: "k", alg: "ES256" };
  const jwt = await new SignJWT({ sub: "tok-user" })
    .setProtectedHeader({ alg: "ES256", kid: "k" })
    .setIssuer(ISSUER)
    .setAudience(audience)
    .setExpirationTime("10m")
    .sign(privateKey);
  return { jwt, jwk };
}

/**
 * A verifier per scheme of `card`: the token's key (`jwtVerifier` of the server the suite loads), Basic
 * carol:s3cret, and the API keys k-alice and k-bob in the header, the query and the cookie.
 */
export function credentialVerifiers(jwtVerifier: (o: JwtVerifierOptions) => Verifier, jwk: JWK, audience: string): Record<string, Verifier> {
  const keys: Record<string, string> = { "k-alice": "alice", "k-bob": "bob" };
  const byKey = (c: Credential) => (c.kind === "apiKey" && Object.hasOwn(keys, c.key) ? { subject: keys[c.key] } : null);
  return {
    oauth: jwtVerifier({ keys: { keys: [jwk] as never }, issuer: ISSUER, audience }),
    basic: (c) => (c.kind === "basic" && c.username === "carol" && c.password === "s3cret" ? { subject: "carol" } : null),
    key: byKey,
    q: byKey,
    c: byKey,
  };
}
