// The card's security as OpenAPI 3.1 states it (server/src/openapi/security.ts). Expectations from the
// OpenAPI Specification 3.1.0, §4.8.27 Security Scheme Object (type: "apiKey", "http", "mutualTLS",
// "oauth2", "openIdConnect"; apiKey: name and in ∈ query|header|cookie; http: scheme, bearerFormat;
// oauth2: flows; openIdConnect: openIdConnectUrl), §4.8.28-29 OAuth Flows / OAuth Flow Object (implicit
// and authorizationCode REQUIRE authorizationUrl, password, clientCredentials and authorizationCode REQUIRE
// tokenUrl, scopes REQUIRED and MAY be empty; no device flow in 3.1), §4.8.30 Security Requirement Object
// (the list ORed, the names of an entry all required, {} optional); and from rules/a2a.rules.json decision
// schemes-without-requirements (schemes without requirements: any one declared scheme).

import assert from "node:assert/strict";
import { describe, it } from "node:test";
import { documentSecurity, securitySchemeObject } from "../../../server/src/openapi/security.ts";

type Card = Parameters<typeof documentSecurity>[0];

/** A v1.0 card with these security fields (the mapping reads only them). */
const card = (security: Record<string, unknown>): Card => ({ name: "agent", ...security }) as unknown as Card;

describe("each A2A v1.0 SecurityScheme as an OpenAPI 3.1 Security Scheme Object", () => {
  it("API key: type apiKey, name, in (header, query, cookie), description kept", () => {
    for (const location of ["header", "query", "cookie"]) {
      assert.deepEqual(securitySchemeObject({ apiKeySecurityScheme: { location, name: "X-API-Key", description: "the key" } }, "s"), {
        type: "apiKey",
        name: "X-API-Key",
        in: location,
        description: "the key",
      });
    }
  });

  it("API key in a place OpenAPI cannot name: refused, naming openapi and the field", () => {
    assert.throws(
      () => securitySchemeObject({ apiKeySecurityScheme: { location: "body", name: "k" } }, "card.securitySchemes.key"),
      (e: unknown) => e instanceof TypeError && /^openapi: card\.securitySchemes\.key\.apiKeySecurityScheme\.location: "body"/.test(e.message),
    );
  });

  it("HTTP auth: type http with the scheme and bearerFormat", () => {
    assert.deepEqual(securitySchemeObject({ httpAuthSecurityScheme: { scheme: "Bearer", bearerFormat: "JWT" } }, "s"), {
      type: "http",
      scheme: "Bearer",
      bearerFormat: "JWT",
    });
    assert.deepEqual(securitySchemeObject({ httpAuthSecurityScheme: { scheme: "basic" } }, "s"), { type: "http", scheme: "basic" });
  });

  it("OpenID Connect: type openIdConnect with openIdConnectUrl", () => {
    const url = "https://id.example/.well-known/openid-configuration";
    assert.deepEqual(securitySchemeObject({ openIdConnectSecurityScheme: { openIdConnectUrl: url } }, "s"), { type: "openIdConnect", openIdConnectUrl: url });
  });

  it("mutual TLS: type mutualTLS (new in 3.1), nothing else required", () => {
    assert.deepEqual(securitySchemeObject({ mtlsSecurityScheme: { description: "client certificates" } }, "s"), {
      type: "mutualTLS",
      description: "client certificates",
    });
    assert.deepEqual(securitySchemeObject({ mtlsSecurityScheme: {} }, "s"), { type: "mutualTLS" });
  });

  it("OAuth 2.0: each flow with its URLs, scopes always present (empty when the card gives none)", () => {
    const flows = {
      authorizationCode: { authorizationUrl: "https://as.example/authorize", tokenUrl: "https://as.example/token", scopes: { read: "Read tasks" } },
      clientCredentials: { tokenUrl: "https://as.example/token", refreshUrl: "https://as.example/refresh" },
      implicit: { authorizationUrl: "https://as.example/authorize", scopes: {} },
      password: { tokenUrl: "https://as.example/token" },
    };
    assert.deepEqual(securitySchemeObject({ oauth2SecurityScheme: { flows } }, "s"), {
      type: "oauth2",
      flows: {
        authorizationCode: { authorizationUrl: "https://as.example/authorize", tokenUrl: "https://as.example/token", scopes: { read: "Read tasks" } },
        clientCredentials: { tokenUrl: "https://as.example/token", refreshUrl: "https://as.example/refresh", scopes: {} },
        implicit: { authorizationUrl: "https://as.example/authorize", scopes: {} },
        password: { tokenUrl: "https://as.example/token", scopes: {} },
      },
    });
  });

  it("OAuth 2.0 device code: no 3.1 form, left out of flows and kept in x-a2a-unmapped-flows with why", () => {
    const device = { deviceAuthorizationUrl: "https://as.example/device", tokenUrl: "https://as.example/token", scopes: { read: "r" } };
    const o = securitySchemeObject({ oauth2SecurityScheme: { flows: { deviceCode: device } } }, "s");
    assert.deepEqual(o.flows, {});
    const unmapped = o["x-a2a-unmapped-flows"] as Record<string, { reason: string; flow: unknown }>;
    assert.deepEqual(unmapped.deviceCode?.flow, device);
    assert.match(unmapped.deviceCode?.reason ?? "", /OpenAPI 3\.1 has no device authorization flow/);
  });

  it("a flow missing a URL OpenAPI requires (implicit without authorizationUrl) is kept aside, not printed invalid", () => {
    const o = securitySchemeObject({ oauth2SecurityScheme: { flows: { implicit: { scopes: {} } } } }, "s");
    assert.deepEqual(o.flows, {});
    assert.match((o["x-a2a-unmapped-flows"] as Record<string, { reason: string }>).implicit?.reason ?? "", /requires authorizationUrl/);
  });

  it("what 3.1 has no field for is an x-a2a- extension: PKCE, the RFC 8414 metadata URL", () => {
    const o = securitySchemeObject(
      {
        oauth2SecurityScheme: {
          oauth2MetadataUrl: "https://as.example/.well-known/oauth-authorization-server",
          flows: { authorizationCode: { authorizationUrl: "https://as.example/a", tokenUrl: "https://as.example/t", pkceRequired: true } },
        },
      },
      "s",
    );
    assert.equal(o["x-a2a-oauth2-metadata-url"], "https://as.example/.well-known/oauth-authorization-server");
    assert.equal((o.flows as Record<string, Record<string, unknown>>).authorizationCode?.["x-a2a-pkce-required"], true);
    assert.equal(Object.hasOwn(o, "oauth2MetadataUrl"), false);
  });

  it("hostile values: a clear TypeError naming where, never a crash", () => {
    for (const bad of [null, 3, "x", [], {}, { apiKeySecurityScheme: { location: "header" } }, { oauth2SecurityScheme: { flows: "x" } }]) {
      assert.throws(
        () => securitySchemeObject(bad, "card.securitySchemes.k"),
        (e: unknown) => e instanceof TypeError && e.message.startsWith("openapi: card.securitySchemes.k"),
      );
    }
  });
});

describe("the card's requirements as OpenAPI security", () => {
  const schemes = {
    bearer: { httpAuthSecurityScheme: { scheme: "Bearer" } },
    key: { apiKeySecurityScheme: { location: "header", name: "X-API-Key" } },
    oauth: { oauth2SecurityScheme: { flows: { clientCredentials: { tokenUrl: "https://as.example/token", scopes: { "tasks:read": "r" } } } } },
  };

  it("the list ORed, an entry's schemes ANDed, scopes as lists", () => {
    const s = documentSecurity(
      card({
        securitySchemes: schemes,
        securityRequirements: [{ schemes: { bearer: { list: [] }, key: { list: [] } } }, { schemes: { oauth: { list: ["tasks:read"] } } }],
      }),
    );
    assert.deepEqual(s.security, [{ bearer: [], key: [] }, { oauth: ["tasks:read"] }]);
    assert.deepEqual(Object.keys(s.securitySchemes), ["bearer", "key", "oauth"]);
    assert.equal(s.reading, undefined);
    assert.equal(s.authenticated, undefined, "no anonymous entry: the extended card needs nothing more");
  });

  it("schemes without requirements: any one declared scheme (not OpenAPI's 'nothing required'), said in x-a2a", () => {
    const s = documentSecurity(card({ securitySchemes: schemes }));
    assert.deepEqual(s.security, [{ bearer: [] }, { key: [] }, { oauth: [] }]);
    assert.match(s.reading ?? "", /schemes-without-requirements/);
    assert.deepEqual(documentSecurity(card({ securitySchemes: schemes, securityRequirements: [] })).security, s.security);
  });

  it("an empty entry ({}) allows anonymous calls; the extended card's operations get the list without it", () => {
    const s = documentSecurity(card({ securitySchemes: schemes, securityRequirements: [{ schemes: { bearer: { list: [] } } }, {}] }));
    assert.deepEqual(s.security, [{ bearer: [] }, {}]);
    assert.deepEqual(s.authenticated, [{ bearer: [] }]);
  });

  it("no schemes: no security at all (every call anonymous)", () => {
    const s = documentSecurity(card({}));
    assert.deepEqual(s.securitySchemes, {});
    assert.equal(s.security, undefined);
  });

  it("a scheme with only a device code flow has no 3.1 form (flows needs one): kept aside with the entries naming it", () => {
    const device = { oauth2SecurityScheme: { flows: { deviceCode: { deviceAuthorizationUrl: "https://as.example/d", tokenUrl: "https://as.example/t" } } } };
    const s = documentSecurity(
      card({
        securitySchemes: { bearer: schemes.bearer, device },
        securityRequirements: [{ schemes: { device: { list: [] }, bearer: { list: [] } } }, { schemes: { bearer: { list: ["admin"] } } }],
      }),
    );
    assert.deepEqual(Object.keys(s.securitySchemes), ["bearer"]);
    assert.match(String(s.unmappedSchemes.device?.reason), /requires an OAuth 2\.0 scheme to have a flow/);
    // The ANDed entry is left out whole: bearer alone would admit less than the card asks.
    assert.deepEqual(s.security, [{ bearer: ["admin"] }]);
    assert.deepEqual(s.unmappedRequirements, [{ device: [], bearer: [] }]);
    assert.throws(
      () => documentSecurity(card({ securitySchemes: { device }, securityRequirements: [{ schemes: { device: { list: [] } } }] })),
      /^TypeError: openapi: card\.securityRequirements: every way in names a scheme OpenAPI 3\.1 cannot state \(device\)/,
    );
    assert.throws(() => documentSecurity(card({ securitySchemes: { device } })), /^TypeError: openapi: card\.securitySchemes: every way in/);
  });

  it("a requirement naming an undeclared scheme, or a scheme name no component key can be: refused naming openapi", () => {
    assert.throws(
      () => documentSecurity(card({ securitySchemes: schemes, securityRequirements: [{ schemes: { nope: { list: [] } } }] })),
      /^TypeError: openapi: card\.securityRequirements\[0\]\.schemes: scheme "nope" is not declared/,
    );
    assert.throws(
      () => documentSecurity(card({ securitySchemes: { "my key": schemes.key } })),
      /^TypeError: openapi: card\.securitySchemes: "my key" cannot name/,
    );
    assert.throws(
      () => documentSecurity(card({ securitySchemes: schemes, securityRequirements: "all" })),
      /^TypeError: openapi: card\.securityRequirements: give a list/,
    );
  });
});
