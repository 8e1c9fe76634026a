// Scenario "no-rules": protoc-gen-a2a without a rules file (parameters.txt has no rules=). The
// output must equal expected/ byte for byte, speak only of the proto (the version label is the
// package; no protocol-version, JSON-RPC-method or spec-disagreement wording), and still export
// invalidParams, answering with google.rpc's INVALID_ARGUMENT (HTTP 400, google/rpc/code.proto)
// and a google.rpc.BadRequest listing the failing fields.
import { test } from "node:test";
import assert from "node:assert/strict";
import { BuildError } from "@a2a-bindgen/runtime";
import * as shelves from "./expected/example_bad_good_v1/index.js";
import { expectedFiles, generate, parameters, protoFiles, runtime } from "../support.js";

test("parameters.txt: no rules file", () => {
  assert.equal(parameters("no-rules"), `target=ts,runtime=${runtime},elide_plugin_version=true,openapi=true`);
  assert.deepEqual(protoFiles("no-rules"), ["example/bad/good/v1/good.proto"]);
});

test("the output equals expected/ byte for byte", () => {
  const files = generate("no-rules");
  const expected = expectedFiles("no-rules");
  assert.deepEqual([...files.keys()].sort(), [...expected.keys()].sort());
  for (const [name, content] of files)
    assert.ok(content === expected.get(name), `${name} differs from expected/${name} (npm run scenarios:update -- no-rules, then read the diff)`);
});

test("the output speaks only of the proto", () => {
  for (const [name, content] of expectedFiles("no-rules")) {
    for (const phrase of [/protocol version/i, /JSON-RPC method/i, /spec disagreement/i, /spec and proto/i, /spec prose/i, /rules file's/i]) {
      assert.doesNotMatch(content, phrase, `${name} says ${phrase}`);
    }
  }
  const md = expectedFiles("no-rules").get("REFERENCE.md")!;
  assert.ok(md.includes("## Package example.bad.good.v1\n"));
  assert.ok(md.includes("| Operation | gRPC method | HTTP | Body | Streaming |\n"));
  assert.ok(md.includes("| GetShelf | `/example.bad.good.v1.Shelves/GetShelf` | `GET /v1/shelves/{shelf_id}` | — | unary |\n"));
  assert.ok(md.includes("| HTTP+JSON | HTTP 400, google.rpc.Status `INVALID_ARGUMENT`, details: google.rpc.BadRequest |"));
});

test("the version is labelled by its package, with no release and no JSON-RPC source", () => {
  assert.equal(shelves.protocolVersion, "example.bad.good.v1");
  assert.equal(shelves.protoPackage, "example.bad.good.v1");
  assert.equal(shelves.release, null);
  assert.equal(shelves.jsonRpcSource, null);
  assert.deepEqual(shelves.disagreements, []);
  assert.deepEqual(shelves.alternativeRoutes.bindings, []);
});

test("invalidParams: google.rpc.Status INVALID_ARGUMENT, HTTP 400, with a google.rpc.BadRequest", () => {
  assert.equal(shelves.invalidParamsError.http.status, 400);
  assert.equal(shelves.invalidParamsError.http.body, "google.rpc.Status");
  assert.equal(shelves.invalidParamsError.http.rpcStatus, "INVALID_ARGUMENT");
  const r = shelves.schemas.GetShelfRequest.safeParse({ shelfId: 5 });
  assert.equal(r.success, false);
  if (r.success) return;
  const answer = shelves.invalidParams(r.error, "http+json");
  assert.equal(answer.status, 400);
  assert.ok("error" in answer.body);
  if (!("error" in answer.body)) return;
  assert.equal(answer.body.error.status, "INVALID_ARGUMENT");
  assert.equal(answer.body.error.code, 400);
  assert.equal(answer.body.error.details[0]["@type"], "type.googleapis.com/google.rpc.BadRequest");
  // The runtime names fields by JSON path (protojson/issues.ts jsonPath).
  assert.deepEqual(
    answer.body.error.details[0].fieldViolations.map((v) => v.field),
    ["$.shelfId"],
  );
  assert.match(answer.body.error.message, /shelfId/);
});

test("the routes work at run time: match and build", () => {
  const m = shelves.routes.match("GET", "/v1/shelves/s%201");
  assert.equal(m.kind, "match");
  if (m.kind === "match") {
    assert.equal(m.operation, "GetShelf");
    assert.deepEqual(m.path, { shelfId: "s 1" });
  }
  assert.deepEqual(shelves.routes.match("POST", "/v1/shelves/s1"), { kind: "method_not_allowed", allowed: ["GET"] });
  assert.equal(shelves.routes.build("GetShelf", { shelfId: "a/b" }).url, "/v1/shelves/a%2Fb");
  assert.throws(
    () => shelves.routes.build("GetShelf", {}),
    (e: unknown) => e instanceof BuildError && e.field === "shelfId",
  );
  assert.equal(shelves.operation("/example.bad.good.v1.Shelves/GetShelf")?.name, "GetShelf");
});
