import { describe, test } from "node:test";
import assert from "node:assert/strict";
import { BuildError, createRouteTable, escapePathSegments, escapePathValue } from "../../runtime/src/index.js";
import { spec } from "./fixture.js";

const table = createRouteTable(spec);

function buildError(operation: string, request: Record<string, unknown>): BuildError {
  try {
    table.build(operation, request);
  } catch (e) {
    assert.ok(e instanceof BuildError, String(e));
    assert.equal(e.operation, operation);
    assert.ok(e.message.startsWith(`${operation}: `), e.message);
    return e;
  }
  assert.fail(`${operation} built`);
}

describe("build: choosing the binding", () => {
  test("the binding with the most path variables that the request fills wins", () => {
    let r = table.build("SendMessage", { tenant: "t1", message: { text: "hi" } });
    assert.equal(r.method, "POST");
    assert.equal(r.path, "/t1/messages:send");
    assert.equal(r.url, "/t1/messages:send");
    assert.equal(r.binding.binding, "primary");
    assert.deepEqual(r.body, { message: { text: "hi" } });

    r = table.build("SendMessage", { message: { text: "hi" } });
    assert.equal(r.path, "/messages:send");
    assert.equal(r.binding.binding, "additional_bindings[0]");
    assert.deepEqual(r.body, { message: { text: "hi" } });
  });

  test("an empty string counts as absent", () => {
    const r = table.build("SendMessage", { tenant: "", message: { text: "hi" } });
    assert.equal(r.path, "/messages:send");
    // Not bound by this binding's path, so it stays in the body.
    assert.deepEqual(r.body, { tenant: "", message: { text: "hi" } });
    assert.equal(buildError("GetTask", { taskId: "" }).field, "taskId");
  });

  test("proto names are accepted as input keys", () => {
    const r = table.build("GetTask", { task_id: "abc", history_length: 0 });
    assert.equal(r.url, "/v1/tasks/abc?historyLength=0");
  });
});

describe("build: escaping", () => {
  const cases: [string, string][] = [
    ["a-b_c.d~e09AZ", "a-b_c.d~e09AZ"],
    ["/", "%2F"],
    ["%", "%25"],
    [":", "%3A"],
    ["?", "%3F"],
    ["#", "%23"],
    ["+", "%2B"],
    [" ", "%20"],
    ["!", "%21"],
    ["'", "%27"],
    ["(", "%28"],
    [")", "%29"],
    ["*", "%2A"],
    ["&=;,$@[]", "%26%3D%3B%2C%24%40%5B%5D"],
    ["é", "%C3%A9"],
    ["日本", "%E6%97%A5%E6%9C%AC"],
    ["😀", "%F0%9F%98%80"],
    ["a/b:c", "a%2Fb%3Ac"],
  ];

  test("single-segment path values keep only [-_.~0-9A-Za-z]", () => {
    for (const [value, escaped] of cases) {
      assert.equal(escapePathValue(value), escaped, value);
      assert.equal(table.build("GetTask", { taskId: value }).path, `/v1/tasks/${escaped}`, value);
    }
  });

  test('multi-segment path values also keep "/"', () => {
    assert.equal(escapePathSegments("a/b c/%/!"), "a/b%20c/%25/%21");
    assert.equal(table.build("GetBook", { name: "shelves/a:b/books/c!(" }).path, "/v1/shelves/a%3Ab/books/c%21%28");
    assert.equal(table.build("GetFile", { path: "a/b c/d?" }).path, "/v1/files/a/b%20c/d%3F");
    assert.equal(table.build("DownloadFile", { path: "x/y:download" }).path, "/v1/files/x/y%3Adownload:download");
  });

  test("query keys and values use the single-segment set", () => {
    const r = table.build("SearchBooks", { shelfId: "s 1", query: "a+b c/d&e=f" });
    assert.equal(r.url, "/v1/shelves/s%201/books:search?query=a%2Bb%20c%2Fd%26e%3Df");
  });

  test("a lone surrogate cannot be encoded", () => {
    assert.throws(() => escapePathValue("a\ud800b"), URIError);
    assert.equal(buildError("GetTask", { taskId: "a\udc00" }).field, "taskId");
    assert.equal(buildError("SearchBooks", { shelfId: "s", query: "\ud800" }).field, "query");
  });
});

describe("build: path values must fit their pattern", () => {
  test("a multi-segment value must have the pattern's literals and non-empty segments", () => {
    assert.equal(table.build("GetBook", { name: "shelves/s1/books/b1" }).path, "/v1/shelves/s1/books/b1");
    for (const name of ["nope", "shelves/s1", "shelves/s1/books", "shelves//books/b1", "shelves/s1/books/", "shelves/s1/books/b1/x", "shelvez/s1/books/b1"]) {
      const e = buildError("GetBook", { name });
      assert.equal(e.field, "name", name);
    }
  });

  test('"**" takes any non-empty value', () => {
    assert.equal(table.build("GetFile", { path: "/" }).path, "/v1/files//");
    assert.equal(buildError("GetFile", { path: "" }).field, "path");
  });

  test("nested path variables are read from nested objects", () => {
    const r = table.build("UpdateBook", { book: { name: "shelves/1/books/2", title: "x" }, updateMask: "title" });
    assert.equal(r.method, "PATCH");
    assert.equal(r.url, "/v1/shelves/1/books/2?updateMask=title");
    // body "book": the field as given.
    assert.deepEqual(r.body, { name: "shelves/1/books/2", title: "x" });
    assert.equal(buildError("UpdateBook", { book: {} }).field, "book.name");
    assert.equal(buildError("UpdateBook", { name: "shelves/1/books/2" }).field, "book.name");
  });
});

describe("build: body", () => {
  test('body "*": every field but the path-bound ones, no query', () => {
    const r = table.build("MoveBook", { name: "shelves/s1/books/b1", destinationShelf: "s2", note: "", priority: 0 });
    assert.equal(r.method, "POST");
    assert.equal(r.path, "/v1/shelves/s1/books/b1:move");
    assert.equal(r.query, "");
    assert.equal(r.url, r.path);
    assert.deepEqual(r.body, { destinationShelf: "s2", note: "", priority: 0 });
  });

  test('body "*" drops a nested path-bound leaf, and a parent emptied by that', () => {
    let r = table.build("RenameBook", { book: { name: "shelves/1/books/2", title: "T" }, allowMissing: true });
    assert.equal(r.path, "/v1/shelves/1/books/2:rename");
    assert.deepEqual(r.body, { book: { title: "T" }, allowMissing: true });
    r = table.build("RenameBook", { book: { name: "shelves/1/books/2" }, updateMask: "title" });
    assert.deepEqual(r.body, { updateMask: "title" });
    r = table.build("RenameBook", { book: { name: "shelves/1/books/2" } });
    assert.deepEqual(r.body, {});
    // Proto names are recognised as path-bound too.
    r = table.build("CancelTask", { task_id: "t" });
    assert.deepEqual(r.body, {});
  });

  test("body field: just that field; the rest goes to the query", () => {
    let r = table.build("CreateBook", { parent: "shelves/s1", book: { title: "T" }, bookId: "b1" });
    assert.equal(r.url, "/v1/shelves/s1/books?bookId=b1");
    assert.deepEqual(r.body, { title: "T" });
    r = table.build("CreateBook", { parent: "shelves/s1" });
    assert.deepEqual(r.body, {});
    assert.equal(r.query, "");
  });

  test("no body: every non-path field goes to the query", () => {
    const r = table.build("ArchiveBook", { name: "shelves/s/books/b", reason: "old", when: new Date(Date.UTC(2024, 0, 2, 3, 4, 5)) });
    assert.equal(r.method, "POST");
    assert.equal(r.url, "/v1/shelves/s/books/b:archive?reason=old&when=2024-01-02T03%3A04%3A05.000Z");
    assert.equal(r.body, undefined);
  });

  test("GET and DELETE never carry a body", () => {
    let r = table.build("DeleteBook", { name: "shelves/s/books/b", force: true, etag: "e1" });
    assert.equal(r.method, "DELETE");
    assert.equal(r.url, "/v1/shelves/s/books/b?force=true&etag=e1");
    assert.equal(r.body, undefined);
    // PurgeShelf's rule says body "*", but it is a DELETE.
    r = table.build("PurgeShelf", { name: "shelves/s", force: true });
    assert.equal(r.url, "/v1/shelves/s:purge?force=true");
    assert.equal(r.body, undefined);
  });
});

describe("build: query values", () => {
  const search = (request: Record<string, unknown>) => table.build("SearchBooks", { shelfId: "s1", ...request }).query;

  test("presence, not truthiness", () => {
    // Implicit presence: the defaults cannot be told from unset, so they are not sent.
    assert.equal(search({ query: "", i32: 0, i64: "0", u64: 0n, f64: 0, weight: 0, exact: false, genre: "GENRE_UNSPECIFIED", raw: new Uint8Array(0) }), "");
    assert.equal(search({ genre: 0 }), "");
    // Explicit presence: zero values are sent.
    assert.equal(search({ limit: 0, archived: false, note: "" }), "limit=0&archived=false&note=");
    assert.equal(search({ maxResults: 0, strict: false }), "maxResults=0&strict=false");
    // undefined and null are absent.
    assert.equal(search({ query: undefined, limit: null, tags: [] }), "");
  });

  test("scalars", () => {
    assert.equal(
      search({ i32: -5, u32: 7, i64: 123n, s64: -5, u64: "18446744073709551615", f64: 2 ** 60 }),
      "i32=-5&u32=7&i64=123&s64=-5&u64=18446744073709551615&f64=1152921504606846976",
    );
    assert.equal(search({ score: 1.5, weight: NaN }), "score=1.5&weight=NaN");
    assert.equal(search({ score: -Infinity, weight: Infinity }), "score=-Infinity&weight=Infinity");
    assert.equal(search({ exact: true }), "exact=true");
    assert.equal(search({ raw: new Uint8Array([0, 1, 2, 250]) }), "raw=AAEC%2Bg%3D%3D");
    assert.equal(search({ raw: "AAEC" }), "raw=AAEC");
  });

  test("enums by name; a name or number the enum lacks is refused, as match refuses it", () => {
    assert.equal(buildError("SearchBooks", { shelfId: "s", genre: 7 }).field, "genre");
    assert.equal(buildError("SearchBooks", { shelfId: "s", genre: "ROMANCE" }).field, "genre");
    assert.equal(buildError("SearchBooks", { shelfId: "s", genres: [1, "NOPE"] }).field, "genres");
    assert.equal(buildError("SearchBooks", { shelfId: "s", filter: { state: "DELETED" } }).field, "filter.state");
    assert.equal(table.match("GET", "/v1/shelves/s/books:search?genre=7").kind, "bad_request");
    assert.equal(table.match("GET", "/v1/shelves/s/books:search?genre=ROMANCE").kind, "bad_request");
    assert.equal(search({ genre: 2 }), "genre=SCIENCE");
    assert.equal(search({ genre: "HISTORY" }), "genre=HISTORY");
    assert.equal(search({ genres: [1, "HISTORY", 0] }), "genres=FICTION&genres=HISTORY&genres=GENRE_UNSPECIFIED");
  });

  test("repeated fields: one key per element, in order", () => {
    assert.equal(search({ tags: ["b", "a", "b"] }), "tags=b&tags=a&tags=b");
  });

  test("well-known types", () => {
    assert.equal(search({ since: new Date(Date.UTC(2024, 1, 29)) }), "since=2024-02-29T00%3A00%3A00.000Z");
    assert.equal(
      search({ since: "2024-01-01T00:00:00Z", ttl: "3s", mask: "a,b", bigLimit: 5n }),
      "since=2024-01-01T00%3A00%3A00Z&ttl=3s&mask=a%2Cb&bigLimit=5",
    );
  });

  test("nested messages use dotted keys, in declaration order", () => {
    assert.equal(
      search({ filter: { range: { end: 9, start: 1 }, min_pages: 3, state: "ACTIVE", tags: ["x"] }, orderBy: "title" }),
      "filter.state=ACTIVE&filter.minPages=3&filter.tags=x&filter.range.start=1&filter.range.end=9&orderBy=title",
    );
    // Keys come out in declaration order whatever order the request has.
    assert.equal(search({ exact: true, query: "q" }), "query=q&exact=true");
  });

  test("maps, repeated messages and non-scalar messages cannot go in the query", () => {
    assert.equal(buildError("SearchBooks", { shelfId: "s", labels: { a: "b" } }).field, "labels");
    assert.equal(buildError("SearchBooks", { shelfId: "s", books: [{ title: "t" }] }).field, "books");
    assert.equal(buildError("SearchBooks", { shelfId: "s", extra: {} }).field, "extra");
    // Empty maps and lists say nothing, so they are fine.
    assert.equal(search({ labels: {}, books: [] }), "");
  });

  test("values of the wrong type are errors", () => {
    assert.equal(buildError("SearchBooks", { shelfId: "s", i32: "abc" }).field, "i32");
    assert.equal(buildError("SearchBooks", { shelfId: "s", i32: 1.5 }).field, "i32");
    assert.equal(buildError("SearchBooks", { shelfId: "s", exact: "yes" }).field, "exact");
    assert.equal(buildError("SearchBooks", { shelfId: "s", tags: "a" }).field, "tags");
    assert.equal(buildError("SearchBooks", { shelfId: "s", filter: { min_pages: "x" } }).field, "filter.minPages");
    assert.equal(buildError("SearchBooks", { shelfId: "s", since: new Date(NaN) }).field, "since");
  });

  test("integers out of their type's range are refused, as match refuses them", () => {
    assert.equal(buildError("SearchBooks", { shelfId: "s", i32: 2 ** 31 }).field, "i32");
    assert.equal(buildError("SearchBooks", { shelfId: "s", u32: -1 }).field, "u32");
    assert.equal(buildError("SearchBooks", { shelfId: "s", i64: 2n ** 63n }).field, "i64");
    assert.equal(buildError("SearchBooks", { shelfId: "s", u64: "18446744073709551616" }).field, "u64");
    assert.equal(buildError("SearchBooks", { shelfId: "s", score: 1e39 }).field, "score");
    assert.equal(buildError("SearchBooks", { shelfId: "s", filter: { minPages: 2 ** 32 } }).field, "filter.minPages");
    assert.equal(table.match("GET", "/v1/shelves/s/books:search?i32=2147483648").kind, "bad_request");
    assert.equal(table.build("SearchBooks", { shelfId: "s", i32: 2 ** 31 - 1, u64: "18446744073709551615" }).query, "i32=2147483647&u64=18446744073709551615");
  });
});

describe("build: errors", () => {
  test("unknown operation", () => {
    const e = buildError("NoSuchOperation", {});
    assert.match(e.message, /unknown operation/);
  });

  test("a missing path field is named", () => {
    const e = buildError("GetTask", {});
    assert.equal(e.field, "taskId");
    assert.match(e.message, /taskId/);
  });
});
