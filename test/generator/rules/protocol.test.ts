// The rules file's protocol keys (serviceParameters, versionNegotiation, interfaceDeclarations,
// fallbacks): the model resolves them against the versions and route tables built from the real protos,
// and a bad reference stops generation naming the file and the JSON path. Expected values by hand
// from rules/a2a.rules.json and the protos' HTTP annotations.

import assert from "node:assert/strict";
import { test } from "node:test";
import { GenerationError } from "../../../generator/src/model/errors.js";
import { buildWith, type Rules } from "./mutated-rules.js";

function fails(mutate: (r: Rules) => void, message: RegExp): void {
  assert.throws(
    () => buildWith(mutate),
    (e: unknown) => {
      assert.ok(e instanceof GenerationError, `expected a GenerationError, got ${String(e)}`);
      assert.match(e.message, /case-\d+\.rules\.json/);
      assert.match(e.message, message);
      return true;
    },
  );
}

test("the model: names per carrier (gRPC metadata lowercase), versions newest first, fallback routes resolved to binding ids", () => {
  const p = buildWith().protocol!;
  assert.deepEqual(p.versions, ["1.0", "0.3"]);
  assert.deepEqual(p.version.name, { headers: "A2A-Version", metadata: "a2a-version" });
  assert.deepEqual(p.extensions.byVersion["0.3"].respond, { headers: "X-A2A-Extensions", metadata: "a2a-extensions" });
  const subscribe = p.fallbacks.find((f) => f.id === "v1.0-subscribe-verb")!;
  assert.deepEqual(
    subscribe.order.map((o) => o.routes.map((r) => `${o.method} ${r.binding}`)),
    [
      ["GET primary", "GET additional_bindings[0]"],
      ["POST alternative:v1.0-subscribe-verb[0]", "POST alternative:v1.0-subscribe-verb[1]"],
    ],
  );
});

test("without any protocol key there is no protocol model (and no protocol.ts)", () => {
  const m = buildWith((r) => {
    delete r.serviceParameters;
    delete r.versionNegotiation;
    delete r.interfaceDeclarations;
    delete r.fallbacks;
  });
  assert.equal(m.protocol, null);
});

test("the protocol keys come together: one missing is named", () => {
  fails((r) => delete r.fallbacks, /\$\.fallbacks: missing; the protocol keys come together/);
});

test("a version no $.versions entry has", () => {
  fails((r) => (r.versionNegotiation.missing.means = "0.2"), /\$\.versionNegotiation\.missing\.means: no version "0\.2"/);
  fails((r) => (r.serviceParameters.extensions.byVersion[1].protocolVersion = "2.0"), /byVersion\[1\]\.protocolVersion: no version "2\.0"/);
});

test("a header name that is not an HTTP token", () => {
  fails((r) => (r.serviceParameters.version.name = "A2A Version"), /\$\.serviceParameters\.version\.name: must be an HTTP token/);
});

test("a fallback route the tables do not have: wrong verb for the proto, a template no alternative declares", () => {
  fails(
    (r) => (r.fallbacks.forms[0].order[0].method = "PUT"),
    /\$\.fallbacks\.forms\[0\]\.order\[0\]\.templates\[0\]: no canonical binding of SubscribeToTask is PUT/,
  );
  fails(
    (r) => (r.fallbacks.forms[2].order[0].templates = ["/v1/{parent=tasks/*}/pushConfigs"]),
    /forms\[2\]\.order\[0\]\.templates\[0\]: no alternative of disagreement "v0\.3-create-push-config-path" is POST/,
  );
});

test("a fallback naming a disagreement of another operation, or a binding not declared", () => {
  fails((r) => (r.fallbacks.forms[0].disagreement = "v1.0-tenant-routes"), /forms\[0\]\.disagreement: "v1\.0-tenant-routes" concerns no operation/);
  fails((r) => (r.fallbacks.forms[0].binding = "SOAP"), /forms\[0\]\.binding: "SOAP" is not in \$\.interfaceDeclarations\.bindings/);
});

test("a resource field that is not a path variable of the form's templates", () => {
  fails((r) => (r.fallbacks.forms[2].order[0].resource.field = "name"), /order\[0\]\.resource\.field: "name" is not a path variable/);
});

test("a capability check naming an operation or an error its version does not have", () => {
  fails(
    (r) => (r.interfaceDeclarations.capabilities[0].operations = ["SendStreamingMessage", "message/stream"]),
    /\$\.interfaceDeclarations\.capabilities\[0\]\.operations\[1\]: no operation "message\/stream" in protocol 1\.0/,
  );
  fails(
    (r) => (r.interfaceDeclarations.capabilities[2].error = "ExtendedCardMissingError"),
    /capabilities\[2\]\.error: no error "ExtendedCardMissingError" in the error table of protocol 1\.0/,
  );
  fails((r) => (r.interfaceDeclarations.capabilities[1].protocolVersion = "2.0"), /capabilities\[1\]\.protocolVersion: no version "2\.0"/);
});
