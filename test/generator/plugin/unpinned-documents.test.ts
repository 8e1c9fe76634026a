// An unpinned input accepted by the user is recorded in every file the plugin prints: as a comment line
// after the header of code and Markdown, and, since JSON has no comments, in the OpenAPI documents' info
// (`x-a2a-unpinned-inputs`) — a comment there would make the document unreadable as JSON.

import assert from "node:assert/strict";
import { test } from "node:test";
import { plugin } from "../../../generator/src/plugin/plugin.js";
import { codeGeneratorRequest, parameters, protoFiles } from "../scenarios/support.js";

const sha256 = "ab".repeat(32);

test("unpinned=… with openapi=true: the documents stay JSON and name the input in info; the code names it in a comment", () => {
  const res = plugin.run(codeGeneratorRequest(`${parameters("library")},unpinned=example/library/v1/library.proto:${sha256}`, protoFiles("library")));
  assert.ok(!res.error, res.error);
  const files = new Map(res.file.map((f) => [f.name, f.content]));
  const doc = JSON.parse(files.get("library_v1/openapi.json") ?? "") as { info: Record<string, unknown> };
  assert.deepEqual(doc.info["x-a2a-unpinned-inputs"], [{ file: "example/library/v1/library.proto", sha256 }]);
  assert.doesNotThrow(() => JSON.parse(files.get("library_v1/schemas.json") ?? ""));
  assert.equal(files.get("index.ts")?.split("\n")[1], `// unpinned input accepted by the user: example/library/v1/library.proto sha256 ${sha256}`);
});
