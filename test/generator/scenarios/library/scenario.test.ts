// Scenario "library": protoc-gen-a2a on a generic service (proto/, not A2A) whose google.api.http
// rules cover the whole template grammar, with library.rules.json (parameters.txt). The output must
// equal expected/ byte for byte (rewrite it only with `npm run scenarios:update -- library`, then
// read the diff). Every other expectation below is derived by hand from google/api/http.proto and
// the precedence rules (generator/src/httprule/precedence.ts, REFERENCE.md), not printed from the
// output and pasted back.
//
// The plugin runs in-process on a CodeGeneratorRequest built in memory from `buf build`. The route
// tables exercised at run time are the committed expected/library_v1 module's own.
import { test } from "node:test";
import assert from "node:assert/strict";
import { join } from "node:path";
import { buildModel } from "../../../../generator/src/model/build-model.js";
import type { VersionModel } from "../../../../generator/src/model/types.js";
import { plugin } from "../../../../generator/src/plugin/plugin.js";
import { loadRules } from "../../../../generator/src/rules/load.js";
// The runtime the expected module imports (its BuildError is the one its tables throw).
import { BuildError } from "@a2a-bindgen/runtime";
import type { BuiltRequest, MatchResult, RouteTable } from "@a2a-bindgen/runtime";
import * as library from "./expected/library_v1/index.js";
import { codeGeneratorRequest, descFiles, expectedFiles, generate as generateScenario, parameters, protoFiles, runtime, scenariosDir } from "../support.js";

const protoFile = "example/library/v1/library.proto";
const rulesPath = join(scenariosDir, "library", "library.rules.json");
const pkg = "example.library.v1";
const service = `${pkg}.LibraryService`;

test("parameters.txt and proto/: the options and the one proto file of the scenario", () => {
  assert.equal(parameters("library"), `target=ts,runtime=${runtime},rules=${rulesPath},elide_plugin_version=true,openapi=true`);
  assert.deepEqual(protoFiles("library"), [protoFile]);
});

/** Runs the plugin once per target (the TypeScript check takes seconds) and keeps the files by name. */
const generated = new Map<string, Map<string, string>>();
function generate(target: string): Map<string, string> {
  const done = generated.get(target);
  if (done) return done;
  let files: Map<string, string>;
  if (target === "ts") {
    files = generateScenario("library");
  } else {
    const res = plugin.run(codeGeneratorRequest(`target=${target},runtime=${runtime},rules=${rulesPath},elide_plugin_version=true`, [protoFile]));
    assert.equal(res.error ?? "", "");
    files = new Map(res.file.map((f) => [f.name, f.content]));
    assert.equal(files.size, res.file.length, "no file twice");
  }
  generated.set(target, files);
  return files;
}

test("the output equals expected/ byte for byte", () => {
  const files = generate("ts");
  const expected = expectedFiles("library");
  assert.deepEqual([...files.keys()].sort(), [...expected.keys()].sort(), "the same files");
  for (const [name, content] of files)
    assert.ok(content === expected.get(name), `${name} differs from expected/${name} (npm run scenarios:update -- library, then read the diff)`);
});

// ---------------------------------------------------------------------------------------------
// Hand-derived expectations.

/** rpcs in declaration order. */
const rpcs = [
  "ListShelves",
  "CreateShelf",
  "GetShelf",
  "UpdateShelf",
  "DeleteShelf",
  "CheckShelf",
  "WatchShelf",
  "ListBooks",
  "CreateBook",
  "GetBook",
  "GetFeaturedBook",
  "UpdateBook",
  "DeleteBook",
  "ArchiveBook",
  "SearchBooks",
  "ReadFile",
  "StatFile",
  "GetStaticAsset",
];

/**
 * The canonical bindings in precedence order, worked out by hand with the ordering rules:
 * segment by segment, end < literal < "*" < "**" (two literals by code-unit order: books <
 * files < shelves < static); then a verb before none; then the variables (JSON text, so
 * {book.name} sorts before {name}); then the method; then the operation and binding label.
 * [method, template, operation, binding, body, responseBody]
 */
const precedence: [string, string, string, string, string | null, string | null][] = [
  // /v1/books…: ends after "books"; the two with a verb come first, GET before POST.
  ["GET", "/v1/books:search", "SearchBooks", "primary", null, null],
  ["POST", "/v1/books:search", "SearchBooks", "additional_bindings[1]", "*", null],
  ["GET", "/v1/books", "ListBooks", "additional_bindings[0]", null, null],
  // /v1/files/** (verb first).
  ["GET", "/v1/{path=files/**}:stat", "StatFile", "primary", null, null],
  ["GET", "/v1/{path=files/**}", "ReadFile", "primary", null, null],
  // /v1/shelves: the end beats "*".
  ["GET", "/v1/shelves", "ListShelves", "primary", null, null],
  ["POST", "/v1/shelves", "CreateShelf", "primary", "shelf", null],
  // /v1/shelves/*: the verb first, then the four methods of the same pattern by method name.
  ["GET", "/v1/shelves/{shelf_id}:watch", "WatchShelf", "primary", null, null],
  ["DELETE", "/v1/shelves/{shelf_id}", "DeleteShelf", "primary", null, null],
  ["GET", "/v1/shelves/{shelf_id}", "GetShelf", "primary", null, null],
  ["HEAD", "/v1/shelves/{shelf_id}", "CheckShelf", "primary", null, null],
  ["PUT", "/v1/shelves/{shelf_id=*}", "UpdateShelf", "primary", "shelf", null],
  // /v1/shelves/*/books: the end, then the literal "featured", then "*".
  ["GET", "/v1/{parent=shelves/*}/books", "ListBooks", "primary", null, null],
  ["POST", "/v1/{parent=shelves/*}/books", "CreateBook", "primary", "book", null],
  ["GET", "/v1/shelves/{shelf_id}/books/featured", "GetFeaturedBook", "primary", null, null],
  ["POST", "/v1/{name=shelves/*/books/*}:archive", "ArchiveBook", "primary", "*", "book"],
  ["PATCH", "/v1/{book.name=shelves/*/books/*}", "UpdateBook", "primary", "book", null],
  ["DELETE", "/v1/{name=shelves/*/books/*}", "DeleteBook", "primary", null, null],
  ["GET", "/v1/{name=shelves/*/books/*}", "GetBook", "primary", null, null],
  // /v1/static/**.
  ["GET", "/v1/static/**", "GetStaticAsset", "primary", null, null],
  // A leading "*" (the tenant) loses to every leading literal; then books < shelves, and the end beats "books".
  ["GET", "/{tenant}/v1/books:search", "SearchBooks", "additional_bindings[0]", null, null],
  ["GET", "/{tenant}/v1/shelves/{shelf_id}", "GetShelf", "additional_bindings[0]", null, null],
  ["GET", "/{tenant}/v1/{name=shelves/*/books/*}", "GetBook", "additional_bindings[0]", null, null],
];

const rank = (operation: string, binding: string): number => {
  const i = precedence.findIndex((p) => p[2] === operation && p[3] === binding);
  assert.ok(i >= 0, `${operation} ${binding} is in the expected precedence list`);
  return i;
};

// ---------------------------------------------------------------------------------------------
// The plugin's output.

test("target=ts, openapi=true: the plugin produces the version module (with its schemas), its validators, its types, its core (routes), its OpenAPI document and JSON Schema bundle, cross-version.ts, index.ts and REFERENCE.md", () => {
  const files = generate("ts");
  assert.deepEqual(
    [...files.keys()],
    [
      "library_v1/index.ts",
      "library_v1/validators.ts",
      "library_v1/types.ts",
      "library_v1/core.ts",
      "library_v1/openapi.json",
      "library_v1/schemas.json",
      "cross-version.ts",
      "index.ts",
      "REFERENCE.md",
    ],
  );
});

test("library_v1/index.ts and validators.ts: header, constants, canonical table in precedence order, operations, overlaps", () => {
  const files = generate("ts");
  const ts = files.get("library_v1/index.ts")!;
  // The operations' names, methods and bindings are printed once, in the zod-free validators module.
  const validators = files.get("library_v1/validators.ts")!;
  const validatorLines = validators.split("\n");
  const lines = ts.split("\n");
  const routes = files.get("library_v1/core.ts")!;
  const routeLines = routes.split("\n");
  assert.equal(
    lines[0],
    "// @generated by protoc-gen-a2a from example/library/v1/library.proto (package example.library.v1). DO NOT EDIT: regenerate instead.",
  );
  assert.equal(lines[1], 'import { lookupOperation } from "@a2a-bindgen/runtime/routes";');
  // The routes module imports the runtime's routes entry only (no validators); the message types only as types (erased).
  assert.deepEqual(
    routeLines.filter((l) => l.startsWith("import ")),
    [
      'import { checkRuntime, lazyRouteTable } from "@a2a-bindgen/runtime/routes";',
      'import type { EnumShape, MatcherRuntime, MatchResult, MessageShape, Miss, RouteBinding, RouteMatcher, RouteTableSpec, TypedRouteTable } from "@a2a-bindgen/runtime/routes";',
      'import type * as types from "./types.js";',
    ],
  );
  for (const line of [
    'export const protocolVersion = "1";',
    'export const release = "1.0.0";',
    'export const protoPackage = "example.library.v1";',
    'export const protoFiles = ["example/library/v1/library.proto"] as const;',
    'export const services = ["example.library.v1.LibraryService"] as const;',
    'export const jsonRpcSource = "rpc names";',
  ]) {
    assert.ok(lines.includes(line), `missing line ${line}`);
  }

  // The canonical array (JSON.parse of formatted JSON in a template literal), in the hand-derived precedence order.
  const start = routeLines.indexOf("export const canonicalBindings: readonly RouteBinding[] = JSON.parse(`[");
  const end = routeLines.indexOf("]`);", start);
  assert.ok(start >= 0 && end > start);
  // The template's value: its escapes (\\, \`, \$) undone, its line continuations dropped.
  const text = routeLines
    .slice(start + 1, end)
    .join("\n")
    .replace(/\\\n/g, "")
    .replace(/\\([\\`$])/g, "$1");
  const entries = JSON.parse(`[${text}]`) as Record<string, unknown>[];
  assert.equal(entries.length, precedence.length);
  entries.forEach((entry, i) => {
    const [method, template, operation, binding] = precedence[i];
    assert.deepEqual(
      { operation: entry.operation, binding: entry.binding, method: entry.method, template: entry.template, precedence: entry.precedence },
      { operation, binding, method, template, precedence: i },
      `canonical[${i}]`,
    );
  });

  // Operations keyed by rpc name, each pointing at its canonical entries (declaration order); the version
  // module's operations are those, with their zod schemas beside the validators.
  for (const rpc of rpcs) {
    assert.ok(validatorLines.includes(`  ${rpc}: {`), `operation ${rpc}`);
    assert.ok(validators.includes(`grpcMethod: "/${service}/${rpc}",`), `grpcMethod of ${rpc}`);
    assert.ok(lines.includes(`  ${rpc}: {`) && ts.includes(`    ...base["${rpc}"],`), `the version module's operation ${rpc}`);
  }
  assert.ok(
    validators.includes(
      `    http: [canonical[${rank("SearchBooks", "primary")}]!, canonical[${rank("SearchBooks", "additional_bindings[0]")}]!, canonical[${rank("SearchBooks", "additional_bindings[1]")}]!],`,
    ),
  );
  assert.ok(validators.includes('streaming: "server_streaming",'));
  assert.ok(validators.includes("    alternatives: [alternative[0]!],"), "ArchiveBook's alternative");
  assert.ok(ts.includes(`  { method: "GET", winner: canonical[${rank("GetFeaturedBook", "primary")}]!, loser: canonical[${rank("GetBook", "primary")}]! },`));
  assert.ok(
    routes.includes("export const routes: TypedRouteTable<CanonicalRoutes> = /*@__PURE__*/ lazyRouteTable<CanonicalRoutes>(routeTableSpec, canonicalMatcher);"),
  );
  // The method maps, keyed by the proto's names (no JSON-RPC dialect here beyond the rpc names).
  assert.ok(ts.includes('  readonly "/example.library.v1.LibraryService/GetBook": "GetBook";'));
  assert.ok(ts.includes('  readonly "GET /{tenant}/v1/{name=shelves/*/books/*}": "GetBook";'));
  assert.ok(ts.includes('export { alternativeRoutes, routes } from "./core.js";'));
});

test("cross-version.ts: one identity per rpc, every name of every operation", () => {
  const ts = generate("ts").get("cross-version.ts")!;
  for (const rpc of rpcs) assert.ok(ts.includes(`  { id: "${rpc}", operations: { "1": "${rpc}" }, note: null },`), `identity ${rpc}`);
  const start = ts.indexOf("export const identityByName");
  const block = ts.slice(start, ts.indexOf("};", start));
  const names = block.split("\n").filter((l) => l.startsWith("  "));
  // Per rpc: its name (= its JSON-RPC method), its gRPC path, and "METHOD template" per binding.
  assert.equal(names.length, rpcs.length * 2 + precedence.length);
  for (const expected of [
    '  "GET /v1/books:search": "SearchBooks",',
    '  "GET /{tenant}/v1/books:search": "SearchBooks",',
    '  "POST /v1/books:search": "SearchBooks",',
    '  "HEAD /v1/shelves/{shelf_id}": "CheckShelf",',
    '  "PATCH /v1/{book.name=shelves/*/books/*}": "UpdateBook",',
    `  "/${service}/WatchShelf": "WatchShelf",`,
    '  "WatchShelf": "WatchShelf",',
  ]) {
    assert.ok(names.includes(expected), `missing ${expected}`);
  }
  assert.ok(!block.includes('/archive"'), "the non-canonical alternative is no name of the operation");
});

test("index.ts: re-exports the version module under its label", () => {
  const ts = generate("ts").get("index.ts")!;
  assert.ok(ts.includes('import * as library_v1 from "./library_v1/index.js";'));
  assert.ok(ts.includes("export { library_v1 };"));
  assert.ok(ts.includes('  "1": library_v1,'));
  assert.ok(ts.includes('export { identities, identityByName } from "./cross-version.js";'));
});

test("REFERENCE.md: operations, precedence, overlaps and the disagreement", () => {
  const md = generate("ts").get("REFERENCE.md")!;
  const lines = md.split("\n");
  const has = (line: string) => assert.ok(lines.includes(line), `REFERENCE.md lacks the line\n${line}`);
  has("## Protocol 1 (release 1.0.0): package example.library.v1");
  has("Proto: example/library/v1/library.proto. JSON-RPC method names: rpc names.");
  has(
    "| SearchBooks | `SearchBooks` | `/example.library.v1.LibraryService/SearchBooks` | " +
      "`GET /v1/books:search`<br>`GET /{tenant}/v1/books:search`<br>`POST /v1/books:search` | —<br>—<br>`*` | unary |",
  );
  has("| WatchShelf | `WatchShelf` | `/example.library.v1.LibraryService/WatchShelf` | `GET /v1/shelves/{shelf_id}:watch` | — | server-streaming |");
  has("| CheckShelf | `CheckShelf` | `/example.library.v1.LibraryService/CheckShelf` | `HEAD /v1/shelves/{shelf_id}` | — | unary |");
  has("| UpdateBook | `UpdateBook` | `/example.library.v1.LibraryService/UpdateBook` | `PATCH /v1/{book.name=shelves/*/books/*}` | `book` | unary |");
  precedence.forEach(([method, template, operation, binding], i) => has(`| ${i} | \`${method} ${template}\` | ${operation} (${binding}) |`));
  has("| GET | `/v1/shelves/{shelf_id}/books/featured` GetFeaturedBook | `/v1/{name=shelves/*/books/*}` GetBook |");
  has(
    '| archive-as-sub-resource | ArchiveBook | §4.2: POST /v1/{name=shelves/*/books/*}/archive | post: "/v1/{name=shelves/*/books/*}:archive" with body "*" | ' +
      "`POST /v1/{name=shelves/*/books/*}/archive` body `*` | Fixture only: a made-up spec section. |",
  );
});

// ---------------------------------------------------------------------------------------------
// The model the output is rendered from.

const model = buildModel(descFiles([protoFile]), loadRules(rulesPath));
const version: VersionModel = model.versions[0];

test("model: one version, named by the rules file, with every rpc as an operation", () => {
  assert.equal(model.versions.length, 1);
  assert.equal(version.protocolVersion, "1");
  assert.equal(version.release, "1.0.0");
  assert.equal(version.module, "library_v1");
  assert.equal(version.package, pkg);
  assert.deepEqual(version.files, [protoFile]);
  assert.deepEqual(version.services, [{ name: service, file: protoFile, operations: rpcs }]);
  assert.deepEqual(
    version.operations.map((o) => o.name),
    rpcs,
  );
  assert.equal(version.jsonRpcSource, "rpc names");
  for (const op of version.operations) {
    assert.equal(op.identity, op.name);
    assert.equal(op.jsonRpcMethod, op.name);
    assert.equal(op.grpcMethod, `/${service}/${op.name}`);
    assert.equal(op.requestType, `${pkg}.${op.name}Request`);
    assert.equal(op.streaming, op.name === "WatchShelf" ? "server_streaming" : "unary");
  }
  assert.equal(version.operations.find((o) => o.name === "WatchShelf")!.responseType, `${pkg}.ShelfEvent`);
  assert.equal(Object.keys(model.nameIndex).length, rpcs.length * 2 + precedence.length);
});

test("model: the canonical bindings in the hand-derived precedence order", () => {
  assert.deepEqual(
    version.bindings.map((b) => [b.method, b.template, b.operation, b.binding, b.body, b.responseBody]),
    precedence,
  );
  version.bindings.forEach((b, i) => {
    assert.equal(b.precedence, i);
    assert.equal(b.requestType, `${pkg}.${b.operation}Request`);
  });
  // Each operation keeps its bindings in declaration order (primary, then additional_bindings), with the decided rank.
  const search = version.operations.find((o) => o.name === "SearchBooks")!;
  assert.deepEqual(
    search.http.map((b) => [b.binding, b.precedence]),
    [
      ["primary", 0],
      ["additional_bindings[0]", 20],
      ["additional_bindings[1]", 1],
    ],
  );
});

test("model: compiled patterns (segments, verb, variables with their segment ranges)", () => {
  const pattern = (operation: string, binding = "primary") => version.bindings.find((b) => b.operation === operation && b.binding === binding)!.pattern;
  const v = (path: string, start: number, end: number | null, multiSegment: boolean) => ({ fieldPath: path.split("."), start, end, multiSegment });
  assert.deepEqual(pattern("ListShelves"), { segments: ["v1", "shelves"], verb: null, variables: [] });
  assert.deepEqual(pattern("GetShelf"), { segments: ["v1", "shelves", "*"], verb: null, variables: [v("shelf_id", 2, 3, false)] });
  assert.deepEqual(pattern("UpdateShelf"), pattern("GetShelf"), "{shelf_id=*} is {shelf_id}");
  assert.deepEqual(pattern("GetShelf", "additional_bindings[0]"), {
    segments: ["*", "v1", "shelves", "*"],
    verb: null,
    variables: [v("tenant", 0, 1, false), v("shelf_id", 3, 4, false)],
  });
  assert.deepEqual(pattern("WatchShelf"), { segments: ["v1", "shelves", "*"], verb: "watch", variables: [v("shelf_id", 2, 3, false)] });
  assert.deepEqual(pattern("ListBooks"), { segments: ["v1", "shelves", "*", "books"], verb: null, variables: [v("parent", 1, 3, true)] });
  assert.deepEqual(pattern("GetBook"), { segments: ["v1", "shelves", "*", "books", "*"], verb: null, variables: [v("name", 1, 5, true)] });
  assert.deepEqual(pattern("UpdateBook"), { segments: ["v1", "shelves", "*", "books", "*"], verb: null, variables: [v("book.name", 1, 5, true)] });
  assert.deepEqual(pattern("ArchiveBook"), { segments: ["v1", "shelves", "*", "books", "*"], verb: "archive", variables: [v("name", 1, 5, true)] });
  assert.deepEqual(pattern("GetFeaturedBook"), {
    segments: ["v1", "shelves", "*", "books", "featured"],
    verb: null,
    variables: [v("shelf_id", 2, 3, false)],
  });
  assert.deepEqual(pattern("SearchBooks"), { segments: ["v1", "books"], verb: "search", variables: [] });
  assert.deepEqual(pattern("ReadFile"), { segments: ["v1", "files", "**"], verb: null, variables: [v("path", 1, null, true)] });
  assert.deepEqual(pattern("StatFile"), { segments: ["v1", "files", "**"], verb: "stat", variables: [v("path", 1, null, true)] });
  assert.deepEqual(pattern("GetStaticAsset"), { segments: ["v1", "static", "**"], verb: null, variables: [] });
});

test("model: overlaps: only GetFeaturedBook's literal against GetBook's \"*\"", () => {
  assert.deepEqual(
    version.overlaps.map((o) => [o.method, o.winner.operation, o.winner.template, o.loser.operation, o.loser.template]),
    [["GET", "GetFeaturedBook", "/v1/shelves/{shelf_id}/books/featured", "GetBook", "/v1/{name=shelves/*/books/*}"]],
  );
});

test("model: the rules file's disagreement and its non-canonical alternative", () => {
  assert.equal(version.alternatives.length, 1);
  const alt = version.alternatives[0];
  assert.equal(alt.operation, "ArchiveBook");
  assert.equal(alt.binding, "alternative:archive-as-sub-resource[0]");
  assert.equal(alt.method, "POST");
  assert.equal(alt.template, "/v1/{name=shelves/*/books/*}/archive");
  assert.equal(alt.body, "*");
  assert.equal(alt.precedence, 0);
  assert.deepEqual(alt.alternative, { disagreement: "archive-as-sub-resource", specSections: ["§4.2"] });
  assert.deepEqual(alt.pattern, {
    segments: ["v1", "shelves", "*", "books", "*", "archive"],
    verb: null,
    variables: [{ fieldPath: ["name"], start: 1, end: 5, multiSegment: true }],
  });
  assert.equal(version.disagreements.length, 1);
  const d = version.disagreements[0];
  assert.equal(d.id, "archive-as-sub-resource");
  assert.equal(d.operation, "ArchiveBook");
  assert.deepEqual(d.specSections, ["§4.2"]);
  assert.equal(d.canonical, "proto");
  assert.deepEqual(
    d.alternatives.map((a) => a.binding),
    ["alternative:archive-as-sub-resource[0]"],
  );
});

test("model: message and enum shapes reachable from the requests (well-known types left to the runtime)", () => {
  assert.deepEqual(Object.keys(version.messages), [
    `${pkg}.ArchiveBookRequest`,
    `${pkg}.Book`,
    `${pkg}.CheckShelfRequest`,
    `${pkg}.CreateBookRequest`,
    `${pkg}.CreateShelfRequest`,
    `${pkg}.DeleteBookRequest`,
    `${pkg}.DeleteShelfRequest`,
    `${pkg}.GetBookRequest`,
    `${pkg}.GetFeaturedBookRequest`,
    `${pkg}.GetShelfRequest`,
    `${pkg}.GetStaticAssetRequest`,
    `${pkg}.ListBooksRequest`,
    `${pkg}.ListShelvesRequest`,
    `${pkg}.PriceRange`,
    `${pkg}.ReadFileRequest`,
    `${pkg}.SearchBooksRequest`,
    `${pkg}.Shelf`,
    `${pkg}.StatFileRequest`,
    `${pkg}.UpdateBookRequest`,
    `${pkg}.UpdateShelfRequest`,
    `${pkg}.WatchShelfRequest`,
  ]);
  assert.deepEqual(Object.keys(version.enums), [`${pkg}.BookView`, `${pkg}.Genre`]);
  assert.deepEqual(version.enums[`${pkg}.Genre`].values, [
    { name: "GENRE_UNSPECIFIED", number: 0 },
    { name: "GENRE_FICTION", number: 1 },
    { name: "GENRE_HISTORY", number: 2 },
    { name: "GENRE_SCIENCE", number: 3 },
  ]);
  const f = (name: string) => version.messages[`${pkg}.SearchBooksRequest`].fields.find((x) => x.name === name)!;
  assert.deepEqual(f("page_size"), { name: "page_size", jsonName: "pageSize", explicitPresence: false, kind: "scalar", scalar: "int32", repeated: false });
  assert.deepEqual(f("min_pages"), { name: "min_pages", jsonName: "minPages", explicitPresence: true, kind: "scalar", scalar: "int32", repeated: false });
  assert.deepEqual(f("max_word_count"), {
    name: "max_word_count",
    jsonName: "maxWordCount",
    explicitPresence: false,
    kind: "scalar",
    scalar: "uint64",
    repeated: false,
  });
  assert.deepEqual(f("exclude_genres"), {
    name: "exclude_genres",
    jsonName: "excludeGenres",
    explicitPresence: false,
    kind: "enum",
    enum: `${pkg}.Genre`,
    repeated: true,
  });
  assert.deepEqual(f("published_after"), {
    name: "published_after",
    jsonName: "publishedAfter",
    explicitPresence: true,
    kind: "message",
    message: "google.protobuf.Timestamp",
    repeated: false,
  });
  assert.deepEqual(f("price"), { name: "price", jsonName: "price", explicitPresence: true, kind: "message", message: `${pkg}.PriceRange`, repeated: false });
});

// ---------------------------------------------------------------------------------------------
// The route table built from that model: match (server side) and build (client side).

// The committed module's tables, as a user imports them.
const routes: RouteTable = library.routes;
const alternativeRoutes: RouteTable = library.alternativeRoutes;

test("the expected module's tables are the model's: same bindings in the same order", () => {
  assert.deepEqual(
    routes.bindings.map((b) => [b.operation, b.binding, b.method, b.template, b.precedence]),
    version.bindings.map((b) => [b.operation, b.binding, b.method, b.template, b.precedence]),
  );
  assert.deepEqual(
    alternativeRoutes.bindings.map((b) => [b.operation, b.binding, b.template]),
    version.alternatives.map((b) => [b.operation, b.binding, b.template]),
  );
  assert.equal(library.operations.SearchBooks.grpcMethod, `/${service}/SearchBooks`);
  assert.equal(library.operation(`/${service}/WatchShelf`)?.name, "WatchShelf");
  assert.equal(library.operation("GET /v1/books:search")?.name, "SearchBooks");
  assert.equal(library.operation("NoSuchRpc"), undefined);
});

type Matched = Extract<MatchResult, { kind: "match" }>;

function matched(table: RouteTable, method: string, target: string): Matched {
  const r = table.match(method, target);
  assert.equal(r.kind, "match", `${method} ${target}: ${JSON.stringify(r.kind === "match" ? r.operation : r)}`);
  return r as Matched;
}

test("the route table keeps the precedence order", () => {
  assert.deepEqual(
    routes.bindings.map((b) => `${b.method} ${b.template}`),
    precedence.map((p) => `${p[0]} ${p[1]}`),
  );
});

// [method, target, operation, binding, path values keyed by JSON field path]
const matchRows: [string, string, string, string, Record<string, string>][] = [
  // Literal routes; one template, two methods.
  ["GET", "/v1/shelves", "ListShelves", "primary", {}],
  ["POST", "/v1/shelves", "CreateShelf", "primary", {}],
  // {shelf_id} / {shelf_id=*} / custom HEAD: one pattern, four methods.
  ["GET", "/v1/shelves/s1", "GetShelf", "primary", { shelfId: "s1" }],
  ["PUT", "/v1/shelves/s1", "UpdateShelf", "primary", { shelfId: "s1" }],
  ["DELETE", "/v1/shelves/s1", "DeleteShelf", "primary", { shelfId: "s1" }],
  ["HEAD", "/v1/shelves/s1", "CheckShelf", "primary", { shelfId: "s1" }],
  ["head", "/v1/shelves/s1", "CheckShelf", "primary", { shelfId: "s1" }],
  // Custom verb after a variable; an unknown or differently-cased verb is part of the segment.
  ["GET", "/v1/shelves/s1:watch", "WatchShelf", "primary", { shelfId: "s1" }],
  ["GET", "/v1/shelves/s1:other", "GetShelf", "primary", { shelfId: "s1:other" }],
  ["GET", "/v1/shelves/s1:WATCH", "GetShelf", "primary", { shelfId: "s1:WATCH" }],
  // Capture with a literal inside and one after it; the additional binding without it.
  ["GET", "/v1/shelves/s1/books", "ListBooks", "primary", { parent: "shelves/s1" }],
  ["POST", "/v1/shelves/s1/books", "CreateBook", "primary", { parent: "shelves/s1" }],
  ["GET", "/v1/books", "ListBooks", "additional_bindings[0]", {}],
  // Multi-segment resource names.
  ["GET", "/v1/shelves/s1/books/b1", "GetBook", "primary", { name: "shelves/s1/books/b1" }],
  ["DELETE", "/v1/shelves/s1/books/b1", "DeleteBook", "primary", { name: "shelves/s1/books/b1" }],
  ["PATCH", "/v1/shelves/s1/books/b1", "UpdateBook", "primary", { "book.name": "shelves/s1/books/b1" }],
  ["POST", "/v1/shelves/s1/books/b1:archive", "ArchiveBook", "primary", { name: "shelves/s1/books/b1" }],
  ["GET", "/v1/shelves/s1/books/b1:unarchive", "GetBook", "primary", { name: "shelves/s1/books/b1:unarchive" }],
  // The literal "featured" wins over "*" for GET; for DELETE only the "*" template has the method.
  ["GET", "/v1/shelves/s1/books/featured", "GetFeaturedBook", "primary", { shelfId: "s1" }],
  ["DELETE", "/v1/shelves/s1/books/featured", "DeleteBook", "primary", { name: "shelves/s1/books/featured" }],
  // Custom verb after a literal, three bindings.
  ["GET", "/v1/books:search", "SearchBooks", "primary", {}],
  ["POST", "/v1/books:search", "SearchBooks", "additional_bindings[1]", {}],
  // The tenant prefix.
  ["GET", "/acme/v1/books:search", "SearchBooks", "additional_bindings[0]", { tenant: "acme" }],
  ["GET", "/acme/v1/shelves/s1", "GetShelf", "additional_bindings[0]", { tenant: "acme", shelfId: "s1" }],
  ["GET", "/v1/v1/shelves/s1", "GetShelf", "additional_bindings[0]", { tenant: "v1", shelfId: "s1" }],
  ["GET", "/acme/v1/shelves/s1/books/b1", "GetBook", "additional_bindings[0]", { tenant: "acme", name: "shelves/s1/books/b1" }],
  // "**" in a variable: the rest of the path, zero segments included; with and without a verb.
  ["GET", "/v1/files/a/b/c.txt", "ReadFile", "primary", { path: "files/a/b/c.txt" }],
  ["GET", "/v1/files", "ReadFile", "primary", { path: "files" }],
  ["GET", "/v1/files/a/b:stat", "StatFile", "primary", { path: "files/a/b" }],
  ["GET", "/v1/files:stat", "StatFile", "primary", { path: "files" }],
  ["GET", "/v1/files/a/b:other", "ReadFile", "primary", { path: "files/a/b:other" }],
  // A top-level "**" bound to no field.
  ["GET", "/v1/static/css/site.css", "GetStaticAsset", "primary", {}],
  ["GET", "/v1/static", "GetStaticAsset", "primary", {}],
  // Percent-decoding: once; a single-segment value decodes %2F, a multi-segment one keeps it.
  ["GET", "/v1/shelves/a%2Fb", "GetShelf", "primary", { shelfId: "a/b" }],
  ["GET", "/v1/shelves/caf%C3%A9", "GetShelf", "primary", { shelfId: "café" }],
  ["GET", "/v1/shelves/s1/books/b%2F1", "GetBook", "primary", { name: "shelves/s1/books/b%2F1" }],
  ["GET", "/v1/files/a%20b/c%2Fd", "ReadFile", "primary", { path: "files/a b/c%2Fd" }],
  ["GET", "/v1/shelves/a%252F", "GetShelf", "primary", { shelfId: "a%2F" }],
  // Literals compare decoded (%73 is "s").
  ["GET", "/v1/shelve%73", "ListShelves", "primary", {}],
];

for (const [method, target, operation, binding, path] of matchRows) {
  test(`match ${method} ${target} → ${operation} (${binding})`, () => {
    const r = matched(routes, method, target);
    assert.equal(r.operation, operation);
    assert.equal(r.binding.operation, operation);
    assert.equal(r.binding.binding, binding);
    assert.equal(r.binding.precedence, rank(operation, binding));
    assert.deepEqual(r.path, path);
    assert.deepEqual(r.query, {});
    assert.deepEqual(r.unknownQuery, []);
  });
}

test("match: nested field paths land nested in the request", () => {
  const r = matched(routes, "PATCH", "/v1/shelves/s1/books/b1?updateMask=title,author&allowMissing=true");
  assert.deepEqual(r.path, { "book.name": "shelves/s1/books/b1" });
  assert.deepEqual(r.query, { updateMask: "title,author", allowMissing: true });
  assert.deepEqual(r.request, { book: { name: "shelves/s1/books/b1" }, updateMask: "title,author", allowMissing: true });
});

// [method, target, Allow]
const notAllowedRows: [string, string, string[]][] = [
  ["PUT", "/v1/shelves", ["GET", "POST"]],
  ["PATCH", "/v1/shelves/s1", ["DELETE", "GET", "HEAD", "PUT"]],
  ["POST", "/v1/shelves/s1:watch", ["GET"]],
  ["PUT", "/v1/shelves/s1/books", ["GET", "POST"]],
  ["PUT", "/v1/shelves/s1/books/b1", ["DELETE", "GET", "PATCH"]],
  // Two templates match; Allow is the union of their methods.
  ["PUT", "/v1/shelves/s1/books/featured", ["DELETE", "GET", "PATCH"]],
  ["GET", "/v1/shelves/s1/books/b1:archive", ["POST"]],
  ["DELETE", "/v1/books:search", ["GET", "POST"]],
  // HEAD is only where a rule declares it.
  ["HEAD", "/v1/books:search", ["GET", "POST"]],
  ["POST", "/acme/v1/books:search", ["GET"]],
  ["POST", "/v1/files/a", ["GET"]],
  ["POST", "/v1/static/x", ["GET"]],
];

for (const [method, target, allowed] of notAllowedRows) {
  test(`match ${method} ${target} → 405, Allow: ${allowed.join(", ")}`, () => {
    assert.deepEqual(routes.match(method, target), { kind: "method_not_allowed", allowed });
  });
}

const notFoundRows: [string, string][] = [
  ["GET", "/v2/shelves"],
  ["GET", "/v1"],
  ["GET", "/v1/shelves/"], // an empty segment is no "*"
  ["GET", "/v1/books:searchx"], // verbs match exactly
  ["GET", "/v1/shelves/s1/books/b1/extra"],
  ["GET", "/v1/files2/x"],
  ["GET", "v1/shelves"],
  // The spec's form of ArchiveBook is only in the alternative table.
  ["POST", "/v1/shelves/s1/books/b1/archive"],
];

for (const [method, target] of notFoundRows) {
  test(`match ${method} ${target} → not found`, () => {
    assert.deepEqual(routes.match(method, target), { kind: "not_found" });
  });
}

test("the alternative table routes the spec's form, flagged with its disagreement", () => {
  const r = matched(alternativeRoutes, "POST", "/v1/shelves/s1/books/b1/archive");
  assert.equal(r.operation, "ArchiveBook");
  assert.deepEqual(r.path, { name: "shelves/s1/books/b1" });
  assert.deepEqual(r.binding.alternative, { disagreement: "archive-as-sub-resource", specSections: ["§4.2"] });
  assert.deepEqual(alternativeRoutes.match("POST", "/v1/shelves/s1/books/b1:archive"), { kind: "not_found" });
  assert.equal(alternativeRoutes.build("ArchiveBook", { name: "shelves/s1/books/b1", reason: "r" }).url, "/v1/shelves/s1/books/b1/archive");
});

/** SearchBooks' query as the matcher types it (ProtoJSON): what the search target below and the built URL read back as. */
const searchTyped = {
  query: "dune & co",
  pageSize: 10,
  minPages: 0,
  minCopiesSold: "9007199254740993", // int64/uint64 as decimal strings: no precision lost
  maxWordCount: "18446744073709551615",
  inPrint: true,
  signedCopy: false,
  minRating: 4.5,
  genre: "GENRE_FICTION",
  authors: ["Frank Herbert", "B+H"],
  excludeGenres: ["GENRE_HISTORY", "GENRE_SCIENCE"], // a number is read as the enum value's name
  publishedAfter: "2020-01-01T00:00:00Z",
  price: { min: 5, currencyCode: "EUR", max: 100 },
};

test("match: GET query fields of every kind, typed as ProtoJSON", () => {
  const target =
    "/v1/books:search?query=dune+%26+co&pageSize=10&minPages=0&minCopiesSold=9007199254740993" +
    "&maxWordCount=18446744073709551615&inPrint=true&signedCopy=false&minRating=4.5&genre=GENRE_FICTION" +
    "&authors=Frank%20Herbert&authors=B%2BH&excludeGenres=GENRE_HISTORY&excludeGenres=3" +
    "&publishedAfter=2020-01-01T00:00:00Z&price.min=5&price.currencyCode=EUR&price.max=1e2";
  const r = matched(routes, "GET", target);
  assert.equal(r.operation, "SearchBooks");
  assert.deepEqual(r.query, searchTyped);
  assert.deepEqual(r.request, searchTyped);
  assert.deepEqual(r.unknownQuery, []);
});

test("match: query keys by proto name, repeated unknown keys reported once", () => {
  const r = matched(routes, "GET", "/v1/books:search?page_size=3&in_print=true&price.currency_code=USD&colour=red&colour=blue");
  assert.deepEqual(r.query, { pageSize: 3, inPrint: true, price: { currencyCode: "USD" } });
  assert.deepEqual(r.unknownQuery, ["colour"]);
});

test("match: path values win over the same field in the query", () => {
  const r = matched(routes, "GET", "/acme/v1/books:search?tenant=other&query=x");
  assert.deepEqual(r.path, { tenant: "acme" });
  assert.deepEqual(r.query, { query: "x" });
  assert.deepEqual(r.request, { tenant: "acme", query: "x" });
  const g = matched(routes, "GET", "/v1/shelves/s1/books/b1?name=other&view=2");
  assert.deepEqual(g.request, { name: "shelves/s1/books/b1", view: "BOOK_VIEW_FULL" });
});

test("match: query values of other operations: bool, int64, Timestamp", () => {
  assert.deepEqual(matched(routes, "DELETE", "/v1/shelves/s1?force=true").request, { shelfId: "s1", force: true });
  assert.deepEqual(matched(routes, "GET", "/v1/files/x?offset=10").request, { path: "files/x", offset: "10" });
  assert.deepEqual(matched(routes, "GET", "/v1/shelves/s1:watch?since=2024-01-02T03:04:05Z").request, {
    shelfId: "s1",
    since: "2024-01-02T03:04:05Z",
  });
});

// [target, field]: the route matches but the URL cannot be read.
const badRequestRows: [string, string][] = [
  ["/v1/books:search?pageSize=ten", "pageSize"],
  ["/v1/books:search?pageSize=2147483648", "pageSize"],
  ["/v1/books:search?minCopiesSold=1.5", "minCopiesSold"],
  ["/v1/books:search?maxWordCount=-1", "maxWordCount"],
  ["/v1/books:search?inPrint=yes", "inPrint"],
  ["/v1/books:search?minRating=abc", "minRating"],
  ["/v1/books:search?genre=GENRE_NOPE", "genre"],
  ["/v1/books:search?excludeGenres=7", "excludeGenres"],
  ["/v1/books:search?pageSize=1&pageSize=2", "pageSize"],
  ["/v1/books:search?price=5", "price"],
  ["/v1/books:search?query=%ZZ", "query"],
  ["/v1/shelves/%ZZ", "shelfId"],
];

for (const [target, field] of badRequestRows) {
  test(`match GET ${target} → bad request on "${field}"`, () => {
    const r = routes.match("GET", target);
    assert.equal(r.kind, "bad_request", JSON.stringify(r));
    if (r.kind !== "bad_request") return;
    assert.equal(r.field, field);
    assert.equal(r.operation, target.startsWith("/v1/shelves") ? "GetShelf" : "SearchBooks");
  });
}

// [operation, request, method, url, body (undefined: none), binding]
const buildRows: [string, Record<string, unknown>, string, string, unknown, string][] = [
  ["ListShelves", { pageSize: 20, pageToken: "abc" }, "GET", "/v1/shelves?pageSize=20&pageToken=abc", undefined, "primary"],
  // Implicit-presence defaults are not sent.
  ["ListShelves", { pageSize: 0, pageToken: "" }, "GET", "/v1/shelves", undefined, "primary"],
  // body "shelf": that field is the body, the rest goes to the query.
  [
    "CreateShelf",
    { shelf: { name: "shelves/s1", theme: "sci-fi" }, shelfId: "s1" },
    "POST",
    "/v1/shelves?shelfId=s1",
    { name: "shelves/s1", theme: "sci-fi" },
    "primary",
  ],
  // Single-segment values escape "/" and space; the most specific binding the request fills wins.
  ["GetShelf", { shelfId: "a b/c" }, "GET", "/v1/shelves/a%20b%2Fc", undefined, "primary"],
  // A ":" in a value is escaped, so it cannot be read back as a custom verb.
  ["GetShelf", { shelfId: "s1:watch" }, "GET", "/v1/shelves/s1%3Awatch", undefined, "primary"],
  ["GetShelf", { tenant: "acme corp", shelfId: "s1" }, "GET", "/acme%20corp/v1/shelves/s1", undefined, "additional_bindings[0]"],
  ["UpdateShelf", { shelfId: "s1", shelf: { theme: "x" } }, "PUT", "/v1/shelves/s1", { theme: "x" }, "primary"],
  ["DeleteShelf", { shelfId: "s1", force: true }, "DELETE", "/v1/shelves/s1?force=true", undefined, "primary"],
  ["CheckShelf", { shelfId: "s1" }, "HEAD", "/v1/shelves/s1", undefined, "primary"],
  [
    "WatchShelf",
    { shelfId: "s1", since: new Date(Date.UTC(2024, 0, 2, 3, 4, 5)) },
    "GET",
    "/v1/shelves/s1:watch?since=2024-01-02T03%3A04%3A05.000Z",
    undefined,
    "primary",
  ],
  // Multi-segment values keep "/".
  ["ListBooks", { parent: "shelves/s1", pageSize: 5 }, "GET", "/v1/shelves/s1/books?pageSize=5", undefined, "primary"],
  ["ListBooks", { pageSize: 5 }, "GET", "/v1/books?pageSize=5", undefined, "additional_bindings[0]"],
  [
    "CreateBook",
    { parent: "shelves/s1", book: { title: "Dune" }, requestId: "r-1" },
    "POST",
    "/v1/shelves/s1/books?requestId=r-1",
    { title: "Dune" },
    "primary",
  ],
  ["GetBook", { name: "shelves/s 1/books/b1", view: "BOOK_VIEW_FULL" }, "GET", "/v1/shelves/s%201/books/b1?view=BOOK_VIEW_FULL", undefined, "primary"],
  ["GetBook", { name: "shelves/s1/books/b1", view: 1 }, "GET", "/v1/shelves/s1/books/b1?view=BOOK_VIEW_BASIC", undefined, "primary"],
  ["GetBook", { name: "shelves/s1/books/b1:archive" }, "GET", "/v1/shelves/s1/books/b1%3Aarchive", undefined, "primary"],
  ["GetBook", { tenant: "acme", name: "shelves/s1/books/b1" }, "GET", "/acme/v1/shelves/s1/books/b1", undefined, "additional_bindings[0]"],
  ["GetFeaturedBook", { shelfId: "s1" }, "GET", "/v1/shelves/s1/books/featured", undefined, "primary"],
  // Nested path field; its message is the body (name included), other fields in the query.
  [
    "UpdateBook",
    { book: { name: "shelves/s1/books/b1", title: "Dune" }, updateMask: "title", allowMissing: true },
    "PATCH",
    "/v1/shelves/s1/books/b1?updateMask=title&allowMissing=true",
    { name: "shelves/s1/books/b1", title: "Dune" },
    "primary",
  ],
  ["DeleteBook", { name: "shelves/s1/books/b1", etag: 'W/"1"' }, "DELETE", "/v1/shelves/s1/books/b1?etag=W%2F%221%22", undefined, "primary"],
  // body "*": every field not bound by the path, no query.
  ["ArchiveBook", { name: "shelves/s1/books/b1", reason: "worn out" }, "POST", "/v1/shelves/s1/books/b1:archive", { reason: "worn out" }, "primary"],
  ["SearchBooks", { tenant: "acme", query: "x" }, "GET", "/acme/v1/books:search?query=x", undefined, "additional_bindings[0]"],
  // "**" keeps "/" and escapes the rest; an anonymous "**" is left out.
  ["ReadFile", { path: "files/a b/c.txt", offset: "12" }, "GET", "/v1/files/a%20b/c.txt?offset=12", undefined, "primary"],
  ["ReadFile", { path: "files" }, "GET", "/v1/files", undefined, "primary"],
  ["StatFile", { path: "files/a/b" }, "GET", "/v1/files/a/b:stat", undefined, "primary"],
  ["GetStaticAsset", { locale: "fr" }, "GET", "/v1/static?locale=fr", undefined, "primary"],
];

for (const [operation, request, method, url, body, binding] of buildRows) {
  test(`build ${operation} ${JSON.stringify(request)} → ${method} ${url}`, () => {
    const built: BuiltRequest = routes.build(operation, request);
    assert.equal(built.method, method);
    assert.equal(built.url, url);
    const q = url.indexOf("?");
    assert.equal(built.path, q < 0 ? url : url.slice(0, q));
    assert.equal(built.query, q < 0 ? "" : url.slice(q + 1));
    assert.deepEqual(built.body, body);
    assert.equal(built.binding.binding, binding);
    // And back: the built URL routes to the same binding.
    const r = matched(routes, built.method, built.url);
    assert.equal(r.operation, operation);
    assert.equal(r.binding.binding, binding);
  });
}

test('build/match: the listed overlap: a GetBook request for a book named "featured" routes to GetFeaturedBook', () => {
  const built = routes.build("GetBook", { name: "shelves/s1/books/featured" });
  assert.equal(built.url, "/v1/shelves/s1/books/featured");
  // The server side follows precedence: the literal template wins. REFERENCE.md lists this overlap.
  const r = matched(routes, "GET", built.url);
  assert.equal(r.operation, "GetFeaturedBook");
  assert.deepEqual(r.path, { shelfId: "s1" });
  // Escaping a letter does not change which template a literal segment matches.
  assert.equal(matched(routes, "GET", "/v1/shelves/s1/books/%66eatured").operation, "GetFeaturedBook");
});

test("build: GET query fields of every kind, in field order, escaped; and back", () => {
  const built = routes.build("SearchBooks", {
    query: "dune & co",
    pageSize: 10,
    minPages: 0, // optional: sent even when 0
    minCopiesSold: 9007199254740993n,
    maxWordCount: "18446744073709551615",
    inPrint: true,
    signedCopy: false, // optional: sent even when false
    minRating: 4.5,
    genre: "GENRE_FICTION",
    authors: ["Frank Herbert", "B+H"],
    excludeGenres: ["GENRE_HISTORY", 3],
    publishedAfter: "2020-01-01T00:00:00Z",
    price: { min: 5, max: 100, currencyCode: "EUR" },
  });
  assert.equal(built.method, "GET");
  assert.equal(built.binding.binding, "primary");
  assert.equal(built.body, undefined);
  assert.equal(
    built.url,
    "/v1/books:search?query=dune%20%26%20co&pageSize=10&minPages=0&minCopiesSold=9007199254740993" +
      "&maxWordCount=18446744073709551615&inPrint=true&signedCopy=false&minRating=4.5&genre=GENRE_FICTION" +
      "&authors=Frank%20Herbert&authors=B%2BH&excludeGenres=GENRE_HISTORY&excludeGenres=GENRE_SCIENCE" +
      "&publishedAfter=2020-01-01T00%3A00%3A00Z&price.min=5&price.max=100&price.currencyCode=EUR",
  );
  assert.deepEqual(matched(routes, "GET", built.url).query, searchTyped);
});

// [operation, request, field the error names]
const buildErrorRows: [string, Record<string, unknown>, string | undefined][] = [
  ["GetShelf", {}, "shelfId"],
  ["GetShelf", { shelfId: "" }, "shelfId"],
  ["GetBook", { name: "books/b1" }, "name"], // does not fit shelves/*/books/*
  ["GetBook", { name: "shelves/s1/books/b1/extra" }, "name"],
  ["ReadFile", { path: "docs/x" }, "path"], // does not fit files/**
  ["UpdateBook", { book: { title: "no name" } }, "book.name"],
];

for (const [operation, request, field] of buildErrorRows) {
  test(`build ${operation} ${JSON.stringify(request)} → BuildError on ${field}`, () => {
    assert.throws(
      () => routes.build(operation, request),
      (e: unknown) => e instanceof BuildError && e.operation === operation && e.field === field,
    );
  });
}

test("build: an unknown operation is a BuildError", () => {
  assert.throws(
    () => routes.build("NoSuchRpc", {}),
    (e: unknown) => e instanceof BuildError && /unknown operation/.test(e.message),
  );
});

// The same plugin object serves a js+dts run after the target=ts runs above (it keeps no state between runs).
test("target=js+dts: transpiled .js and .d.ts, REFERENCE.md passed through, no .ts", () => {
  const files = generate("js+dts");
  assert.deepEqual([...files.keys()].sort(), [
    "REFERENCE.md",
    "cross-version.d.ts",
    "cross-version.js",
    "index.d.ts",
    "index.js",
    "library_v1/core.d.ts",
    "library_v1/core.js",
    "library_v1/index.d.ts",
    "library_v1/index.js",
    "library_v1/types.d.ts",
    "library_v1/types.js",
    "library_v1/validators.d.ts",
    "library_v1/validators.js",
  ]);
  assert.match(files.get("library_v1/index.js")!, /from "@a2a-bindgen\/runtime\/routes"/);
  assert.match(files.get("library_v1/index.d.ts")!, /export declare const protocolVersion = "1";/);
});

// openapi=true: the document of a service that is not A2A. Paths as OpenAPI 3.1's Path Templating writes
// them, each http.proto variable expanded (its literals kept, each wildcard a parameter: one wildcard
// takes the field's JSON name, several are numbered); operation ids the rpc names, a second binding numbered.
test("openapi=true: every binding of the library is one operation, at the path OpenAPI writes for its template", () => {
  const doc = JSON.parse(generate("ts").get("library_v1/openapi.json")!) as {
    openapi: string;
    paths: Record<string, Record<string, { operationId: string; responses: Record<string, { content?: Record<string, unknown> }> }>>;
  };
  assert.equal(doc.openapi, "3.1.0");
  const ops = Object.entries(doc.paths).flatMap(([path, item]) => Object.entries(item).map(([m, o]) => `${m.toUpperCase()} ${path} ${o.operationId}`));
  assert.deepEqual(ops.sort(), [
    "DELETE /v1/shelves/{name_1}/books/{name_2} DeleteBook",
    "DELETE /v1/shelves/{shelfId} DeleteShelf",
    "GET /v1/books ListBooks_1",
    "GET /v1/books:search SearchBooks",
    "GET /v1/files/{path} ReadFile",
    "GET /v1/files/{path}:stat StatFile",
    "GET /v1/shelves ListShelves",
    "GET /v1/shelves/{name_1}/books/{name_2} GetBook",
    "GET /v1/shelves/{parent}/books ListBooks",
    "GET /v1/shelves/{shelfId} GetShelf",
    "GET /v1/shelves/{shelfId}/books/featured GetFeaturedBook",
    "GET /v1/shelves/{shelfId}:watch WatchShelf",
    "GET /v1/static/{segment3} GetStaticAsset",
    "GET /{tenant}/v1/books:search SearchBooks_1",
    "GET /{tenant}/v1/shelves/{name_1}/books/{name_2} GetBook_1",
    "GET /{tenant}/v1/shelves/{shelfId} GetShelf_1",
    "HEAD /v1/shelves/{shelfId} CheckShelf",
    "PATCH /v1/shelves/{book.name_1}/books/{book.name_2} UpdateBook",
    "POST /v1/books:search SearchBooks_2",
    "POST /v1/shelves CreateShelf",
    "POST /v1/shelves/{name_1}/books/{name_2}/archive ArchiveBook_alternative1",
    "POST /v1/shelves/{name_1}/books/{name_2}:archive ArchiveBook",
    "POST /v1/shelves/{parent}/books CreateBook",
    "PUT /v1/shelves/{shelfId} UpdateShelf",
  ]);
  // A server-streaming rpc answers with an event stream.
  assert.deepEqual(Object.keys(doc.paths["/v1/shelves/{shelfId}:watch"]!.get!.responses["200"]!.content!), ["text/event-stream"]);
});
