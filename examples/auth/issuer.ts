// The token issuer this example plays itself: an RS256 key pair made at start, its public half served as a
// JWKS on 127.0.0.1, and access tokens signed with the private half. A real deployment has an identity
// provider for this; the agent only ever sees the JWKS URL.

import http from "node:http";
import type { AddressInfo } from "node:net";
import { SignJWT, exportJWK, generateKeyPair } from "jose";

export interface Issuer {
  /** The issuer name the tokens carry (`iss`). */
  readonly name: string;
  /** Where the JWKS is served: http://127.0.0.1:PORT/jwks.json */
  readonly jwksUrl: string;
  /** An access token for `subject`, valid for five minutes, addressed to `audience`. */
  token(subject: string, audience: string): Promise<string>;
  close(): Promise<void>;
}

export async function startIssuer(): Promise<Issuer> {
  const { publicKey, privateKey } = await generateKeyPair("RS256");
  const jwks = JSON.stringify({ keys: [{ ...(await exportJWK(publicKey)), kid: "key-1", alg: "RS256", use: "sig" }] });
  const server = http.createServer((_req, res) => {
    res.writeHead(200, { "content-type": "application/json" }).end(jwks);
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    name: origin,
    jwksUrl: `${origin}/jwks.json`,
    token: (subject, audience) =>
      new SignJWT({ scope: "a2a.call" })
        .setProtectedHeader({ alg: "RS256", kid: "key-1" })
        .setSubject(subject)
        .setIssuer(origin)
        .setAudience(audience)
        .setIssuedAt()
        .setExpirationTime("5m")
        .sign(privateKey),
    close: () =>
      new Promise((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  };
}
