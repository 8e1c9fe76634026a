import { describe, test } from "node:test";
import assert from "node:assert/strict";
import { createRouteTable, type MatchResult } from "../../runtime/src/index.js";
import { spec } from "./fixture.js";
import { bothTables, printedTable } from "./printed.js";

// Every expectation below holds for the printed matcher and for the walk (bothTables checks they agree).
const table = await bothTables(spec);

type Success = Extract<MatchResult, { kind: "match" }>;

function ok(method: string, target: string): Success {
  const r = table.match(method, target);
  assert.equal(r.kind, "match", `${method} ${target}: ${JSON.stringify(r, (k, v) => (k === "binding" ? v.template : v))}`);
  return r as Success;
}

function bad(method: string, target: string): Extract<MatchResult, { kind: "bad_request" }> {
  const r = table.match(method, target);
  assert.equal(r.kind, "bad_request", `${method} ${target}`);
  return r as Extract<MatchResult, { kind: "bad_request" }>;
}

describe("match: choosing the template", () => {
  test("a literal beats a variable at the first segment where templates differ", () => {
    let r = ok("GET", "/v1/shelves/featured/books/latest");
    assert.equal(r.operation, "GetFeaturedBook");
    assert.deepEqual(r.path, { bookId: "latest" });

    r = ok("GET", "/v1/shelves/s9/books/latest");
    assert.equal(r.operation, "GetLatestBook");
    assert.deepEqual(r.path, { shelfId: "s9" });

    r = ok("GET", "/v1/shelves/s9/books/b1");
    assert.equal(r.operation, "GetBook");

    assert.equal(ok("GET", "/v1/shelves/featured").operation, "GetFeaturedShelf");
    r = ok("GET", "/v1/shelves/other");
    assert.equal(r.operation, "GetShelf");
    assert.deepEqual(r.path, { name: "shelves/other" });
    assert.equal(ok("GET", "/v1/shelves").operation, "ListShelves");
  });

  test("a custom verb must match exactly", () => {
    let r = ok("GET", "/v1/tasks/abc:subscribe");
    assert.equal(r.operation, "SubscribeTask");
    assert.deepEqual(r.path, { taskId: "abc" });

    r = ok("GET", "/v1/tasks/abc");
    assert.equal(r.operation, "GetTask");
    assert.deepEqual(r.path, { taskId: "abc" });

    r = ok("POST", "/v1/tasks/abc:cancel");
    assert.equal(r.operation, "CancelTask");

    // Only the last ":" starts the verb.
    r = ok("GET", "/v1/tasks/a:b:subscribe");
    assert.equal(r.operation, "SubscribeTask");
    assert.deepEqual(r.path, { taskId: "a:b" });

    // No template has the verb "unknown": the whole segment is the id.
    r = ok("GET", "/v1/tasks/abc:unknown");
    assert.equal(r.operation, "GetTask");
    assert.deepEqual(r.path, { taskId: "abc:unknown" });

    // The verb exists, for another method: 405, not GetTask with id "abc:cancel".
    assert.deepEqual(table.match("GET", "/v1/tasks/abc:cancel"), { kind: "method_not_allowed", allowed: ["POST"] });

    // An empty verb is no verb.
    r = ok("GET", "/v1/tasks/abc:");
    assert.deepEqual(r.path, { taskId: "abc:" });

    assert.equal(ok("POST", "/messages:send").operation, "SendMessage");
    assert.equal(table.match("POST", "/messages").kind, "not_found");
    assert.equal(table.match("POST", "/messages:sendx").kind, "not_found");
  });

  test("405 lists the sorted, distinct methods of every template matching the path", () => {
    // GetFeaturedBook (GET) and GetBook/DeleteBook/UpdateBook (GET/DELETE/PATCH) all match.
    assert.deepEqual(table.match("PUT", "/v1/shelves/featured/books/b1"), { kind: "method_not_allowed", allowed: ["DELETE", "GET", "PATCH"] });
    assert.deepEqual(table.match("POST", "/v1/shelves"), { kind: "method_not_allowed", allowed: ["GET"] });
    assert.deepEqual(table.match("GET", "/v1/shelves/s1/books"), { kind: "method_not_allowed", allowed: ["POST"] });
  });

  test("the method is compared after upper-casing", () => {
    assert.equal(ok("get", "/v1/tasks/abc").operation, "GetTask");
    assert.equal(ok("Delete", "/v1/shelves/s/books/b").operation, "DeleteBook");
  });

  test("not_found", () => {
    for (const target of [
      "/v2/shelves",
      "/v1/shelves/s1/books/b1/extra",
      "v1/shelves",
      "",
      "/",
      "/v1//shelves",
      "/v1/shelves/", // an empty segment never matches "*"
      "/v1/tasks/",
      "/v1/tasks//x",
      "/v1/shelves//books/b1",
    ]) {
      assert.deepEqual(table.match("GET", target), { kind: "not_found" }, target);
    }
  });

  test("query and fragment are not part of the path", () => {
    let r = ok("GET", "/v1/tasks/abc?x=1");
    assert.deepEqual(r.path, { taskId: "abc" });
    r = ok("GET", "/v1/tasks/abc#frag?x=1");
    assert.deepEqual(r.path, { taskId: "abc" });
    assert.deepEqual(r.query, {});
    assert.deepEqual(r.unknownQuery, []);
    r = ok("GET", "/v1/shelves/s1/books:search?query=x#frag");
    assert.deepEqual(r.query, { query: "x" });
  });
});

describe("match: path values", () => {
  test("multi-segment variables capture the whole resource name, literals included", () => {
    let r = ok("GET", "/v1/shelves/s1/books/b1");
    assert.deepEqual(r.path, { name: "shelves/s1/books/b1" });
    assert.deepEqual(r.request, { name: "shelves/s1/books/b1" });
    r = ok("POST", "/v1/shelves/s1/books");
    assert.equal(r.operation, "CreateBook");
    assert.deepEqual(r.path, { parent: "shelves/s1" });
  });

  test('"**" takes the rest of the path, zero or more segments of any content', () => {
    let r = ok("GET", "/v1/files/a/b/c.txt");
    assert.equal(r.operation, "GetFile");
    assert.deepEqual(r.path, { path: "a/b/c.txt" });
    r = ok("GET", "/v1/files/a//b/");
    assert.deepEqual(r.path, { path: "a//b/" });
    r = ok("GET", "/v1/files");
    assert.deepEqual(r.path, { path: "" });
    r = ok("GET", "/v1/files/a/b:download");
    assert.equal(r.operation, "DownloadFile");
    assert.deepEqual(r.path, { path: "a/b" });
    r = ok("GET", "/v1/files/a:b/c");
    assert.equal(r.operation, "GetFile");
    assert.deepEqual(r.path, { path: "a:b/c" });
  });

  test("nested field paths use JSON names", () => {
    const r = ok("PATCH", "/v1/shelves/s1/books/b1?updateMask=title&book.title=New+title");
    assert.equal(r.operation, "UpdateBook");
    assert.deepEqual(r.path, { "book.name": "shelves/s1/books/b1" });
    // body "book": book.* travels in the body only (http.proto), so the query key is ignored and listed.
    assert.deepEqual(r.query, { updateMask: "title" });
    assert.deepEqual(r.request, { book: { name: "shelves/s1/books/b1" }, updateMask: "title" });
    assert.deepEqual(r.unknownQuery, ["book.title"]);
  });

  test("single-segment values are decoded fully, %2F included", () => {
    assert.deepEqual(ok("GET", "/v1/tasks/a%2Fb").path, { taskId: "a/b" });
    assert.deepEqual(ok("GET", "/v1/tasks/a%2fb%20c%3A%3F%23%25").path, { taskId: "a/b c:?#%" });
    assert.deepEqual(ok("GET", "/v1/tasks/%E6%97%A5%F0%9F%98%80").path, { taskId: "日😀" });
    // Exactly once: %2541 is "%41", not "A".
    assert.deepEqual(ok("GET", "/v1/tasks/a%2541").path, { taskId: "a%41" });
    // An escaped ":" is no verb separator.
    const r = ok("GET", "/v1/tasks/abc%3Asubscribe");
    assert.equal(r.operation, "GetTask");
    assert.deepEqual(r.path, { taskId: "abc:subscribe" });
  });

  test("multi-segment values keep %2F / %2f and decode everything else", () => {
    assert.deepEqual(ok("GET", "/v1/shelves/s%2F1/books/b1").path, { name: "shelves/s%2F1/books/b1" });
    assert.deepEqual(ok("GET", "/v1/shelves/s%2f1/books/b%201").path, { name: "shelves/s%2f1/books/b 1" });
    assert.deepEqual(ok("GET", "/v1/files/a%2Fb/c%3Fd%25").path, { path: "a%2Fb/c?d%" });
  });

  test("escaped literal segments compare decoded", () => {
    assert.equal(ok("GET", "/v1/shelves/%66eatured").operation, "GetFeaturedShelf");
  });

  test("malformed percent-encoding is a bad request", () => {
    let r = bad("GET", "/v1/tasks/%zz");
    assert.equal(r.operation, "GetTask");
    assert.equal(r.field, "taskId");
    assert.equal(bad("GET", "/v1/tasks/%E0%A4").field, "taskId");
    assert.equal(bad("GET", "/v1/tasks/abc%").field, "taskId");
    r = bad("GET", "/v1/shelves/%E0%A4/books/b");
    assert.equal(r.operation, "GetBook");
    assert.equal(r.field, "name");
    assert.equal(bad("GET", "/v1/files/a/%C0%AF").field, "path"); // overlong UTF-8
    assert.equal(bad("GET", "/v1/shelves/s1/books:search?query=%zz").field, "query");
  });
});

describe("match: query values", () => {
  const search = (query: string) => ok("GET", `/v1/shelves/s1/books:search?${query}`);
  const searchBad = (query: string) => bad("GET", `/v1/shelves/s1/books:search?${query}`);

  test("32-bit integers", () => {
    assert.deepEqual(search("i32=-5&s32=7&sf32=-2147483648&u32=4294967295&f32=0").query, {
      i32: -5,
      s32: 7,
      sf32: -2147483648,
      u32: 4294967295,
      f32: 0,
    });
    for (const q of ["i32=2147483648", "i32=1.5", "i32=", "i32=1e3", "i32=0x10", "i32=+1", "u32=-1", "u32=4294967296", "s32=abc"]) {
      assert.equal(searchBad(q).field, q.slice(0, q.indexOf("=")), q);
    }
  });

  test("64-bit integers are decimal strings", () => {
    assert.deepEqual(search("i64=-9223372036854775808&s64=9223372036854775807&sf64=-1&u64=18446744073709551615&f64=007").query, {
      i64: "-9223372036854775808",
      s64: "9223372036854775807",
      sf64: "-1",
      u64: "18446744073709551615",
      f64: "7",
    });
    for (const q of ["i64=9223372036854775808", "u64=-1", "u64=18446744073709551616", "i64=1.0", "f64=x"]) {
      assert.equal(searchBad(q).field, q.slice(0, q.indexOf("=")), q);
    }
  });

  test("floats, doubles, NaN and infinities", () => {
    assert.deepEqual(search("score=1.5&weight=-2.5e3").query, { score: 1.5, weight: -2500 });
    assert.deepEqual(search("weight=NaN").query, { weight: NaN });
    assert.deepEqual(search("weight=Infinity&score=-Infinity").query, { weight: Infinity, score: -Infinity });
    assert.deepEqual(search("weight=.5").query, { weight: 0.5 });
    for (const q of ["weight=abc", "weight=", "weight=1e999", "score=1e39", "weight=infinity", "weight=1.2.3"]) {
      assert.equal(searchBad(q).field, q.slice(0, q.indexOf("=")), q);
    }
  });

  test("bool accepts true and false only", () => {
    assert.deepEqual(search("exact=true").query, { exact: true });
    assert.deepEqual(search("exact=false").query, { exact: false });
    for (const q of ["exact=1", "exact=TRUE", "exact="]) assert.equal(searchBad(q).field, "exact", q);
  });

  test("enums by name or number, answered by name", () => {
    assert.deepEqual(search("genre=SCIENCE").query, { genre: "SCIENCE" });
    assert.deepEqual(search("genre=2").query, { genre: "SCIENCE" });
    assert.deepEqual(search("genre=0").query, { genre: "GENRE_UNSPECIFIED" });
    for (const q of ["genre=9", "genre=science", "genre=NOPE", "genre="]) assert.equal(searchBad(q).field, "genre", q);
  });

  test("strings, bytes and well-known scalar messages", () => {
    assert.deepEqual(search("query=hello+world%21&raw=AAEC%2Bg%3D%3D").query, { query: "hello world!", raw: "AAEC+g==" });
    assert.deepEqual(search("query=a%2Bb").query, { query: "a+b" });
    assert.deepEqual(search("since=2024-01-02T03%3A04%3A05Z&ttl=3.5s&mask=title%2Cgenre").query, {
      since: "2024-01-02T03:04:05Z",
      ttl: "3.5s",
      mask: "title,genre",
    });
    // Wrappers convert like the scalar they wrap.
    assert.deepEqual(search("maxResults=5&bigLimit=123&strict=true").query, { maxResults: 5, bigLimit: "123", strict: true });
    assert.equal(searchBad("maxResults=x").field, "maxResults");
    // A key without "=" has the empty value.
    assert.deepEqual(search("query").query, { query: "" });
  });

  test("repeated fields collect repeated keys; a second value for a singular field is an error", () => {
    assert.deepEqual(search("tags=a&tags=b+c&tags=").query, { tags: ["a", "b c", ""] });
    assert.deepEqual(search("genres=1&genres=HISTORY").query, { genres: ["FICTION", "HISTORY"] });
    assert.equal(searchBad("query=a&query=b").field, "query");
    // The same field by JSON and by proto name is still one field.
    assert.equal(searchBad("orderBy=a&sort_order=b").field, "orderBy");
  });

  test("nested dotted keys, JSON or proto names", () => {
    const r = search("filter.state=ACTIVE&filter.min_pages=10&filter.range.start=1&filter.tags=x&filter.tags=y&filter.minPages2=1");
    assert.deepEqual(r.query, { filter: { state: "ACTIVE", minPages: 10, range: { start: 1 }, tags: ["x", "y"] } });
    assert.deepEqual(r.request, { shelfId: "s1", filter: { state: "ACTIVE", minPages: 10, range: { start: 1 }, tags: ["x", "y"] } });
    assert.deepEqual(r.unknownQuery, ["filter.minPages2"]);
    assert.deepEqual(search("max_results=3&sort_order=title&page_count=1").query, { maxResults: 3, orderBy: "title" });
  });

  test("unknown keys are collected, not errors", () => {
    const r = search("nope=1&filter.nope=2&query.x=3&nope=4&=5");
    assert.deepEqual(r.query, {});
    assert.deepEqual(r.unknownQuery, ["nope", "filter.nope", "query.x", ""]);
  });

  test("a key bound by the path is ignored: the path wins", () => {
    let r = search("shelfId=other&shelf_id=x&query=q");
    assert.deepEqual(r.path, { shelfId: "s1" });
    assert.deepEqual(r.query, { query: "q" });
    assert.deepEqual(r.request, { shelfId: "s1", query: "q" });
    assert.deepEqual(r.unknownQuery, []);
    r = ok("PATCH", "/v1/shelves/s1/books/b1?book.name=other");
    assert.deepEqual(r.request, { book: { name: "shelves/s1/books/b1" } });
  });

  test("maps, repeated messages and non-scalar messages cannot come from the query", () => {
    assert.equal(searchBad("labels=x").field, "labels");
    assert.equal(searchBad("labels.a=x").field, "labels");
    assert.equal(searchBad("books=x").field, "books");
    assert.equal(searchBad("books.title=x").field, "books");
    assert.equal(searchBad("extra=x").field, "extra");
    assert.equal(searchBad("filter=x").field, "filter");
    assert.equal(searchBad("filter.range=x").field, "filter.range");
  });

  test("explicit-presence fields keep their zero values", () => {
    assert.deepEqual(search("limit=0&archived=false&note=").query, { limit: 0, archived: false, note: "" });
  });

  test("request merges path and query without sharing objects with query", () => {
    const r = search("filter.author=x&tags=a");
    assert.notEqual(r.request.filter, r.query.filter);
    assert.notEqual(r.request.tags, r.query.tags);
  });
});

test("a binding without variables answers one frozen empty path, on the printed matcher and on the walk alike; request stays a fresh object", async () => {
  for (const t of [await printedTable(spec), createRouteTable(spec)]) {
    const a = t.match("GET", "/v1/shelves");
    const b = t.match("GET", "/v1/shelves?pageSize=2");
    assert.equal(a.kind, "match");
    assert.equal(b.kind, "match");
    if (a.kind !== "match" || b.kind !== "match") return;
    assert.ok(Object.isFrozen(a.path));
    assert.equal(a.path, b.path);
    assert.deepEqual(a.path, {});
    assert.notEqual(a.request, b.request);
    assert.ok(!Object.isFrozen(a.request));
  }
});
