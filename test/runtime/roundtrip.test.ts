// Property: what build() writes, match() reads back: path fields exactly, query fields after
// the proto3 rules (implicit defaults dropped, 64-bit integers as strings, enums by name), and
// a body "*" is the request minus the path fields.

import { test } from "node:test";
import assert from "node:assert/strict";
import fc from "fast-check";
import type { MatchResult } from "../../runtime/src/index.js";
import { spec } from "./fixture.js";
import { bothTables } from "./printed.js";

const table = await bothTables(spec);
const RUNS = { numRuns: 200 };

const tricky = fc.constantFrom(
  "/",
  "%",
  ":",
  "?",
  "#",
  "+",
  " ",
  "!",
  "'",
  "(",
  ")",
  "*",
  "&",
  "=",
  "%2F",
  "%25",
  "é",
  "日",
  "😀",
  "a",
  "Z",
  "0",
  "-",
  ".",
  "~",
  "\u0000",
  "\u2028",
);
/** Any well-formed string: printable ASCII, full Unicode, the characters URLs care about, now and then 10 KB. */
const anyString = fc.oneof(
  { weight: 4, arbitrary: fc.string() },
  { weight: 4, arbitrary: fc.string({ unit: "binary" }) },
  { weight: 6, arbitrary: fc.string({ unit: tricky }) },
  { weight: 1, arbitrary: fc.string({ unit: tricky, minLength: 10_000, maxLength: 10_240 }) },
  { weight: 1, arbitrary: fc.string({ unit: "binary", minLength: 10_000, maxLength: 10_240 }) },
);
const nonEmpty = anyString.filter((s) => s.length > 0);
/** A segment of a multi-segment value: no "/" (that would change the structure). */
const segment = nonEmpty.map((s) => s.replaceAll("/", "_"));

function matched(r: MatchResult): Extract<MatchResult, { kind: "match" }> {
  assert.equal(
    r.kind,
    "match",
    JSON.stringify(r, (k, v) => (k === "binding" ? v.template : v)),
  );
  return r as Extract<MatchResult, { kind: "match" }>;
}

const GENRES = ["GENRE_UNSPECIFIED", "FICTION", "SCIENCE", "HISTORY"];
const STATES = ["STATE_UNSPECIFIED", "ACTIVE", "ARCHIVED"];

const searchRequest = fc.record(
  {
    query: anyString,
    i32: fc.integer({ min: -(2 ** 31), max: 2 ** 31 - 1 }),
    u32: fc.integer({ min: 0, max: 2 ** 32 - 1 }),
    i64: fc.bigInt({ min: -(2n ** 63n), max: 2n ** 63n - 1n }),
    u64: fc.bigInt({ min: 0n, max: 2n ** 64n - 1n }).map(String),
    weight: fc.double(),
    score: fc.float().map((x) => (Object.is(x, -0) ? 0 : x)),
    exact: fc.boolean(),
    genre: fc.oneof(fc.integer({ min: 0, max: 3 }), fc.constantFrom(...GENRES)),
    genres: fc.array(fc.integer({ min: 0, max: 3 }), { maxLength: 3 }),
    tags: fc.array(anyString, { maxLength: 4 }),
    filter: fc.record({ author: anyString, state: fc.constantFrom(...STATES), minPages: fc.integer({ min: 0, max: 100 }) }, { requiredKeys: [] }),
    limit: fc.integer({ min: -3, max: 3 }),
    archived: fc.boolean(),
    note: anyString,
    since: fc.date({ min: new Date(0), max: new Date(Date.UTC(9999, 0)), noInvalidDate: true }),
  },
  { requiredKeys: [] },
);

/** What match() should read back for a SearchBooks request: proto3 text forms, defaults dropped. */
function expectedSearchQuery(x: Record<string, unknown>): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  const implicit = (key: string, value: unknown, isDefault: boolean) => {
    if (value !== undefined && !isDefault) out[key] = value;
  };
  implicit("query", x.query, x.query === "");
  implicit("i32", x.i32, x.i32 === 0);
  implicit("u32", x.u32, x.u32 === 0);
  implicit("i64", x.i64 === undefined ? undefined : String(x.i64), x.i64 === 0n);
  implicit("u64", x.u64, x.u64 === "0");
  implicit("score", x.score, x.score === 0);
  implicit("weight", x.weight, x.weight === 0);
  implicit("exact", x.exact, x.exact === false);
  const genre = typeof x.genre === "number" ? GENRES[x.genre] : x.genre;
  implicit("genre", genre, genre === "GENRE_UNSPECIFIED");
  if (Array.isArray(x.tags) && x.tags.length > 0) out.tags = x.tags;
  if (x.filter !== undefined) {
    const f = x.filter as Record<string, unknown>;
    const filter: Record<string, unknown> = {};
    if (f.state !== undefined && f.state !== "STATE_UNSPECIFIED") filter.state = f.state;
    if (f.minPages !== undefined && f.minPages !== 0) filter.minPages = f.minPages;
    if (f.author !== undefined && f.author !== "") filter.author = f.author;
    if (Object.keys(filter).length > 0) out.filter = filter;
  }
  if (Array.isArray(x.genres) && x.genres.length > 0) out.genres = x.genres.map((g) => GENRES[g as number]);
  if (x.since !== undefined) out.since = (x.since as Date).toISOString();
  // Explicit presence: sent whatever the value.
  if (x.limit !== undefined) out.limit = x.limit;
  if (x.archived !== undefined) out.archived = x.archived;
  if (x.note !== undefined) out.note = x.note;
  return out;
}

test("SearchBooks: path id and typed query fields survive build → match", () => {
  fc.assert(
    fc.property(nonEmpty, searchRequest, (shelfId, rest) => {
      const x = { shelfId, ...rest };
      const built = table.build("SearchBooks", x);
      assert.equal(built.body, undefined);
      const r = matched(table.match(built.method, built.url));
      assert.equal(r.operation, "SearchBooks");
      assert.deepEqual(r.path, { shelfId });
      assert.deepEqual(r.query, expectedSearchQuery(rest));
      assert.deepEqual(r.unknownQuery, []);
      assert.deepEqual(r.request, { shelfId, ...expectedSearchQuery(rest) });
    }),
    RUNS,
  );
});

test("single-segment ids: GetTask and the SubscribeTask verb", () => {
  fc.assert(
    fc.property(nonEmpty, fc.boolean(), (taskId, subscribe) => {
      const op = subscribe ? "SubscribeTask" : "GetTask";
      const built = table.build(op, { taskId });
      const r = matched(table.match("GET", built.url));
      assert.equal(r.operation, op);
      assert.deepEqual(r.path, { taskId });
    }),
    RUNS,
  );
});

test("multi-segment names: GetBook", () => {
  fc.assert(
    fc.property(segment, segment, (shelf, book) => {
      // Those would be GetFeaturedBook / GetLatestBook, templates with a lower precedence.
      fc.pre(shelf !== "featured" && book !== "latest");
      const name = `shelves/${shelf}/books/${book}`;
      const built = table.build("GetBook", { name });
      const r = matched(table.match("GET", built.url));
      assert.equal(r.operation, "GetBook");
      assert.deepEqual(r.path, { name });
    }),
    RUNS,
  );
});

test('"**" values: GetFile and DownloadFile', () => {
  fc.assert(
    fc.property(nonEmpty, fc.boolean(), (path, download) => {
      const op = download ? "DownloadFile" : "GetFile";
      const built = table.build(op, { path });
      const r = matched(table.match("GET", built.url));
      assert.equal(r.operation, op);
      assert.deepEqual(r.path, { path });
    }),
    RUNS,
  );
});

test('body "*": the body is the request minus the path fields', () => {
  const moveRest = fc.record({ destinationShelf: anyString, note: anyString, priority: fc.integer(), unknownKey: anyString }, { requiredKeys: [] });
  fc.assert(
    fc.property(segment, segment, moveRest, (shelf, book, generated) => {
      fc.pre(shelf !== "featured" && book !== "latest");
      const rest = { ...generated }; // fast-check may hand out null-prototype records
      const name = `shelves/${shelf}/books/${book}`;
      const built = table.build("MoveBook", { name, ...rest });
      assert.equal(built.query, "");
      assert.deepEqual(built.body, rest);
      const r = matched(table.match(built.method, built.url));
      assert.equal(r.operation, "MoveBook");
      assert.deepEqual(r.request, { name });
    }),
    RUNS,
  );
});

test("optional tenant prefix: SendMessage", () => {
  fc.assert(
    fc.property(fc.option(anyString, { nil: undefined }), anyString, (tenant, text) => {
      const x: Record<string, unknown> = { message: { text } };
      if (tenant !== undefined) x.tenant = tenant;
      const built = table.build("SendMessage", x);
      const r = matched(table.match(built.method, built.url));
      assert.equal(r.operation, "SendMessage");
      if (tenant) {
        assert.deepEqual(r.path, { tenant });
        assert.deepEqual(built.body, { message: { text } });
      } else {
        assert.deepEqual(r.path, {});
        assert.deepEqual(built.body, x);
      }
    }),
    RUNS,
  );
});
