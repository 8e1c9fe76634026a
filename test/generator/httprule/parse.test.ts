// Valid templates: each row gives the parse tree (with hand-counted 1-based columns) and the
// compiled pattern, both written from the grammar, not copied from the code's output.
import { test } from "node:test";
import assert from "node:assert/strict";
import { compileTemplate, parseTemplate } from "../../../generator/src/httprule/index.js";
import type { CompiledPattern, CompiledVariable, TemplateSegment } from "../../../generator/src/httprule/index.js";

type Plain = Exclude<TemplateSegment, { kind: "variable" }>;
const lit = (value: string, column: number): Plain => ({ kind: "literal", value, column });
const star = (column: number): Plain => ({ kind: "wildcard", column });
const deep = (column: number): Plain => ({ kind: "deep_wildcard", column });
const v = (path: string, column: number, ...segments: Plain[]): TemplateSegment => ({
  kind: "variable",
  fieldPath: path.split("."),
  segments,
  column,
});
const cv = (path: string, start: number, end: number | null, multiSegment: boolean): CompiledVariable => ({
  fieldPath: path.split("."),
  start,
  end,
  multiSegment,
});

interface Row {
  src: string;
  segments: TemplateSegment[];
  verb?: string;
  compiled: CompiledPattern;
}

const c = (segments: string[], verb: string | null, ...variables: CompiledVariable[]): CompiledPattern => ({
  segments,
  verb,
  variables,
});

const PUSH = "pushNotificationConfigs"; // 23 characters

const rows: Row[] = [
  // --- A2A bindings ---
  { src: "/message:send", segments: [lit("message", 2)], verb: "send", compiled: c(["message"], "send") },
  {
    src: "/{tenant}/message:send",
    segments: [v("tenant", 2, star(2)), lit("message", 11)],
    verb: "send",
    compiled: c(["*", "message"], "send", cv("tenant", 0, 1, false)),
  },
  {
    src: "/tasks/{id=*}",
    segments: [lit("tasks", 2), v("id", 8, star(12))],
    compiled: c(["tasks", "*"], null, cv("id", 1, 2, false)),
  },
  {
    src: "/tasks/{id=*}:subscribe",
    segments: [lit("tasks", 2), v("id", 8, star(12))],
    verb: "subscribe",
    compiled: c(["tasks", "*"], "subscribe", cv("id", 1, 2, false)),
  },
  {
    src: "/{tenant}/tasks/{id=*}:cancel",
    segments: [v("tenant", 2, star(2)), lit("tasks", 11), v("id", 17, star(21))],
    verb: "cancel",
    compiled: c(["*", "tasks", "*"], "cancel", cv("tenant", 0, 1, false), cv("id", 2, 3, false)),
  },
  {
    src: "/tasks/{task_id=*}/pushNotificationConfigs/{id=*}",
    segments: [lit("tasks", 2), v("task_id", 8, star(17)), lit(PUSH, 20), v("id", 44, star(48))],
    compiled: c(["tasks", "*", PUSH, "*"], null, cv("task_id", 1, 2, false), cv("id", 3, 4, false)),
  },
  { src: "/extendedAgentCard", segments: [lit("extendedAgentCard", 2)], compiled: c(["extendedAgentCard"], null) },
  {
    src: "/v1/{name=tasks/*}",
    segments: [lit("v1", 2), v("name", 5, lit("tasks", 11), star(17))],
    compiled: c(["v1", "tasks", "*"], null, cv("name", 1, 3, true)),
  },
  {
    src: "/v1/{name=tasks/*}:subscribe",
    segments: [lit("v1", 2), v("name", 5, lit("tasks", 11), star(17))],
    verb: "subscribe",
    compiled: c(["v1", "tasks", "*"], "subscribe", cv("name", 1, 3, true)),
  },
  {
    src: "/v1/{parent=task/*/pushNotificationConfigs}",
    segments: [lit("v1", 2), v("parent", 5, lit("task", 13), star(18), lit(PUSH, 20))],
    compiled: c(["v1", "task", "*", PUSH], null, cv("parent", 1, 4, true)),
  },
  {
    src: "/v1/{name=tasks/*/pushNotificationConfigs/*}",
    segments: [lit("v1", 2), v("name", 5, lit("tasks", 11), star(17), lit(PUSH, 19), star(43))],
    compiled: c(["v1", "tasks", "*", PUSH, "*"], null, cv("name", 1, 5, true)),
  },
  {
    src: "/v1/{parent=tasks/*}/pushNotificationConfigs",
    segments: [lit("v1", 2), v("parent", 5, lit("tasks", 13), star(19)), lit(PUSH, 22)],
    compiled: c(["v1", "tasks", "*", PUSH], null, cv("parent", 1, 3, true)),
  },
  { src: "/v1/card", segments: [lit("v1", 2), lit("card", 5)], compiled: c(["v1", "card"], null) },
  {
    src: "/v1/{name=tasks/*}:cancel",
    segments: [lit("v1", 2), v("name", 5, lit("tasks", 11), star(17))],
    verb: "cancel",
    compiled: c(["v1", "tasks", "*"], "cancel", cv("name", 1, 3, true)),
  },
  // --- nested field paths ---
  {
    src: "/v1/{book.name=shelves/*/books/*}",
    segments: [lit("v1", 2), v("book.name", 5, lit("shelves", 16), star(24), lit("books", 26), star(32))],
    compiled: c(["v1", "shelves", "*", "books", "*"], null, cv("book.name", 1, 5, true)),
  },
  {
    src: "/v1/{a.b.c}",
    segments: [lit("v1", 2), v("a.b.c", 5, star(5))],
    compiled: c(["v1", "*"], null, cv("a.b.c", 1, 2, false)),
  },
  // --- wildcards ---
  { src: "/files/**", segments: [lit("files", 2), deep(8)], compiled: c(["files", "**"], null) },
  { src: "/**", segments: [deep(2)], compiled: c(["**"], null) },
  {
    src: "/files/{path=**}",
    segments: [lit("files", 2), v("path", 8, deep(14))],
    compiled: c(["files", "**"], null, cv("path", 1, null, true)),
  },
  {
    src: "/files/{path=**}:download",
    segments: [lit("files", 2), v("path", 8, deep(14))],
    verb: "download",
    compiled: c(["files", "**"], "download", cv("path", 1, null, true)),
  },
  { src: "/files/**:download", segments: [lit("files", 2), deep(8)], verb: "download", compiled: c(["files", "**"], "download") },
  {
    src: "/{x=a/**}",
    segments: [v("x", 2, lit("a", 5), deep(7))],
    compiled: c(["a", "**"], null, cv("x", 0, null, true)),
  },
  { src: "/v1/*/a", segments: [lit("v1", 2), star(5), lit("a", 7)], compiled: c(["v1", "*", "a"], null) },
  { src: "/v1/*:cancel", segments: [lit("v1", 2), star(5)], verb: "cancel", compiled: c(["v1", "*"], "cancel") },
  // --- literals ---
  { src: "/v1/%2A", segments: [lit("v1", 2), lit("%2A", 5)], compiled: c(["v1", "%2A"], null) },
  {
    src: "/{x=%7Bq%7D}",
    segments: [v("x", 2, lit("%7Bq%7D", 5))],
    compiled: c(["%7Bq%7D"], null, cv("x", 0, 1, false)),
  },
  { src: "/v1/a:b/c", segments: [lit("v1", 2), lit("a:b", 5), lit("c", 9)], compiled: c(["v1", "a:b", "c"], null) },
  {
    src: "/v1/a:b/c:d",
    segments: [lit("v1", 2), lit("a:b", 5), lit("c", 9)],
    verb: "d",
    compiled: c(["v1", "a:b", "c"], "d"),
  },
  // The final literal splits at its LAST ":".
  { src: "/v1/x:y:z", segments: [lit("v1", 2), lit("x:y", 5)], verb: "z", compiled: c(["v1", "x:y"], "z") },
  {
    src: "/a-b.c_d~e/!$&'()+,;=@",
    segments: [lit("a-b.c_d~e", 2), lit("!$&'()+,;=@", 12)],
    compiled: c(["a-b.c_d~e", "!$&'()+,;=@"], null),
  },
  { src: "/a*b", segments: [lit("a*b", 2)], compiled: c(["a*b"], null) },
  // --- variables in various places ---
  { src: "/{id}", segments: [v("id", 2, star(2))], compiled: c(["*"], null, cv("id", 0, 1, false)) },
  {
    src: "/v1/users/{user_id}/items/{_x9}",
    segments: [lit("v1", 2), lit("users", 5), v("user_id", 11, star(11)), lit("items", 21), v("_x9", 27, star(27))],
    compiled: c(["v1", "users", "*", "items", "*"], null, cv("user_id", 2, 3, false), cv("_x9", 4, 5, false)),
  },
  {
    src: "/{name=shelves/*}/books/{id}:archive",
    segments: [v("name", 2, lit("shelves", 8), star(16)), lit("books", 19), v("id", 25, star(25))],
    verb: "archive",
    compiled: c(["shelves", "*", "books", "*"], "archive", cv("name", 0, 2, true), cv("id", 3, 4, false)),
  },
  // After a final variable the verb starts at the first ":" (grpc-gateway), so it may contain ":".
  { src: "/{id}:a:b", segments: [v("id", 2, star(2))], verb: "a:b", compiled: c(["*"], "a:b", cv("id", 0, 1, false)) },
  {
    src: "/{a}/{a.b}",
    segments: [v("a", 2, star(2)), v("a.b", 6, star(6))],
    compiled: c(["*", "*"], null, cv("a", 0, 1, false), cv("a.b", 1, 2, false)),
  },
];

test("parse table has the required breadth", () => {
  assert.ok(rows.length >= 25, `only ${rows.length} rows`);
  assert.equal(new Set(rows.map((r) => r.src)).size, rows.length, "duplicate rows");
});

for (const row of rows) {
  test(`parse ${row.src}`, () => {
    const parsed = parseTemplate(row.src);
    const expected = row.verb === undefined ? { source: row.src, segments: row.segments } : { source: row.src, segments: row.segments, verb: row.verb };
    assert.deepEqual(parsed, expected);
    assert.deepEqual(compileTemplate(parsed), row.compiled);
  });
}

test("compiled patterns are plain JSON", () => {
  for (const row of rows) {
    const compiled = compileTemplate(parseTemplate(row.src));
    assert.deepEqual(JSON.parse(JSON.stringify(compiled)), compiled);
  }
});

test("parsing is pure: same input, equal output, no shared state", () => {
  const a = parseTemplate("/{id}");
  const b = parseTemplate("/{id}"); // would throw variable_bound_twice if state leaked
  assert.deepEqual(a, b);
  assert.notEqual(a.segments, b.segments);
});
