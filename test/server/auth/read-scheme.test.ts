// Each scheme's reading of a call: absent, a credential, or malformed (present at the scheme's location
// but unreadable, or repeated), with a reason that names what and where and never the value. Expected
// values from RFC 6750 §2.1 (b64token), RFC 7617 §2 (Basic), RFC 9110 §11.6.2 (Authorization), RFC 6265
// §4.1.1 and §5.4 (cookies). How the policy answers each is in requirements.test.ts and the end-to-end
// malformed-credentials.test.ts.

import assert from "node:assert/strict";
import { describe, test } from "node:test";
import { cardSecurity } from "../../../server/src/auth/card.ts";
import { readScheme } from "../../../server/src/auth/credentials.ts";
import { everySecurityScheme } from "../../support/cards.js";

const schemes = cardSecurity({ securitySchemes: everySecurityScheme }).schemes;

describe("readScheme: absent, a credential, or malformed (present but unreadable, or repeated)", () => {
  const reason = (name: string, headers: Record<string, string>, query = "", repeated?: string[]) => {
    const r = readScheme(schemes.get(name)!, { headers, query, ...(repeated === undefined ? {} : { repeated: new Set(repeated) }) });
    return r?.kind === "malformed" ? r.reason : r;
  };

  test("Bearer (RFC 6750 §2.1): an empty token, a space or a comma inside; Authorization repeated or naming no auth-scheme", () => {
    assert.match(String(reason("bearer", { authorization: "Bearer" })), /Bearer token is empty/);
    assert.match(String(reason("oauth", { authorization: "Bearer a b" })), /not a b64token/);
    assert.match(String(reason("oidc", { authorization: "Bearer a, Bearer b" })), /not a b64token/);
    assert.match(String(reason("bearer", { authorization: "Bearer abc" }, "", ["authorization"])), /Authorization header is repeated/);
    assert.match(String(reason("bearer", { authorization: "(x) abc" })), /names no auth-scheme/);
    // Another auth-scheme is no credential for this one: the policy decides what it means for the call.
    assert.equal(reason("bearer", { authorization: "Basic QWxhZGRpbjpvcGVuIHNlc2FtZQ==" }), undefined);
  });

  test("Basic (RFC 7617 §2): not base64, not UTF-8, no colon, empty", () => {
    assert.match(String(reason("basic", { authorization: "Basic !!!" })), /not base64/);
    assert.match(String(reason("basic", { authorization: "Basic //79" })), /not UTF-8/);
    assert.match(String(reason("basic", { authorization: `Basic ${Buffer.from("carol").toString("base64")}` })), /no colon/);
    assert.match(String(reason("basic", { authorization: "Basic" })), /not base64/);
  });

  test("API keys: a repeated header, query parameter or cookie, an empty or oversized value; a bad parameter elsewhere is ignored", () => {
    assert.match(String(reason("key", { "x-api-key": "k1, k2" }, "", ["x-api-key"])), /header "x-api-key" is repeated/);
    assert.match(String(reason("key", { "x-api-key": "" })), /header "x-api-key" is empty/);
    assert.match(String(reason("q", {}, "api_key=a&x=1&api_key=b")), /query parameter "api_key" is repeated/);
    assert.match(String(reason("q", {}, "api_key=%E0%A4%A")), /not percent-encoded UTF-8/);
    assert.match(String(reason("q", {}, `x=${"y".repeat(70_000)}`)), /query string is longer/);
    assert.deepEqual(reason("q", {}, "%ZZ=1&api_key=k"), { kind: "apiKey", key: "k" });
    assert.match(String(reason("c", { cookie: "session=a; theme=x; session=b" })), /cookie "session" is repeated/);
    // Two Cookie headers node:http joined with ", " (RFC 6265 §5.4 allows one): split again, the name found twice.
    assert.match(String(reason("c", { cookie: "session=a, session=b" }, "", ["cookie"])), /cookie "session" is repeated/);
    assert.deepEqual(reason("c", { cookie: "theme=x, session=s" }, "", ["cookie"]), { kind: "apiKey", key: "s" });
  });
});
