// A hand-written route table for a made-up "library" service. Patterns are written out as
// CompiledPattern objects (no template parser involved); precedences are chosen by hand so
// that a literal beats a variable at the first segment where templates differ.

import type { CompiledPattern, FieldShape, MessageShape, RouteBinding, RouteTableSpec, ScalarKind } from "../../runtime/src/index.js";

const P = "lib.v1.";

function snakeToCamel(name: string): string {
  return name.replace(/_([a-z0-9])/g, (_, c: string) => c.toUpperCase());
}

interface Opts {
  repeated?: boolean;
  optional?: boolean;
  json?: string;
}

function field(name: string, rest: Omit<FieldShape, "name" | "jsonName" | "repeated" | "explicitPresence">, o: Opts = {}): FieldShape {
  return {
    name,
    jsonName: o.json ?? snakeToCamel(name),
    ...rest,
    repeated: o.repeated ?? false,
    explicitPresence: o.optional ?? false,
  };
}
const scalar = (name: string, kind: ScalarKind, o?: Opts) => field(name, { kind: "scalar", scalar: kind }, o);
const str = (name: string, o?: Opts) => scalar(name, "string", o);
const enm = (name: string, type: string, o?: Opts) => field(name, { kind: "enum", enum: P + type }, o);
// Message fields always have explicit presence.
const msg = (name: string, type: string, o?: Opts) => field(name, { kind: "message", message: type }, { optional: true, ...o });
const map = (name: string) => field(name, { kind: "map", scalar: "string" });

function message(short: string, fields: FieldShape[]): [string, MessageShape] {
  return [P + short, { name: P + short, fields }];
}

const messages: Record<string, MessageShape> = Object.fromEntries([
  message("Book", [str("name"), str("title"), enm("genre", "Genre"), scalar("page_count", "int32"), str("tags", { repeated: true })]),
  message("Range", [scalar("start", "int32"), scalar("end", "int32")]),
  message("Filter", [enm("state", "State"), scalar("min_pages", "int32"), str("author"), str("tags", { repeated: true }), msg("range", P + "Range")]),
  message("GetShelfRequest", [str("name")]),
  message("ListShelvesRequest", [scalar("page_size", "int32"), str("page_token")]),
  message("GetFeaturedShelfRequest", []),
  message("GetBookRequest", [str("name")]),
  message("DeleteBookRequest", [str("name"), scalar("force", "bool"), str("etag")]),
  message("GetFeaturedBookRequest", [str("book_id")]),
  message("GetLatestBookRequest", [str("shelf_id")]),
  message("UpdateBookRequest", [msg("book", P + "Book"), msg("update_mask", "google.protobuf.FieldMask"), scalar("allow_missing", "bool")]),
  message("CreateBookRequest", [str("parent"), msg("book", P + "Book"), str("book_id")]),
  message("MoveBookRequest", [str("name"), str("destination_shelf"), str("note", { optional: true }), scalar("priority", "int32")]),
  message("ArchiveBookRequest", [str("name"), str("reason"), msg("when", "google.protobuf.Timestamp")]),
  message("SearchBooksRequest", [
    str("shelf_id"),
    str("query"),
    scalar("i32", "int32"),
    scalar("s32", "sint32"),
    scalar("sf32", "sfixed32"),
    scalar("u32", "uint32"),
    scalar("f32", "fixed32"),
    scalar("i64", "int64"),
    scalar("s64", "sint64"),
    scalar("sf64", "sfixed64"),
    scalar("u64", "uint64"),
    scalar("f64", "fixed64"),
    scalar("score", "float"),
    scalar("weight", "double"),
    scalar("exact", "bool"),
    enm("genre", "Genre"),
    enm("genres", "Genre", { repeated: true }),
    str("tags", { repeated: true }),
    scalar("raw", "bytes"),
    msg("filter", P + "Filter"),
    msg("since", "google.protobuf.Timestamp"),
    msg("ttl", "google.protobuf.Duration"),
    msg("mask", "google.protobuf.FieldMask"),
    msg("max_results", "google.protobuf.Int32Value"),
    msg("big_limit", "google.protobuf.Int64Value"),
    msg("strict", "google.protobuf.BoolValue"),
    map("labels"),
    msg("books", P + "Book", { repeated: true }),
    msg("extra", "google.protobuf.Struct"),
    scalar("limit", "int32", { optional: true }),
    scalar("archived", "bool", { optional: true }),
    str("note", { optional: true }),
    str("sort_order", { json: "orderBy" }),
  ]),
  message("GetFileRequest", [str("path"), scalar("revision", "int64")]),
  message("GetTaskRequest", [str("task_id"), scalar("history_length", "int32", { optional: true })]),
  message("TaskIdRequest", [str("task_id")]),
  message("Message", [str("message_id"), str("text")]),
  message("SendMessageRequest", [str("tenant"), msg("message", P + "Message"), scalar("priority", "int32")]),
]);

const enums: RouteTableSpec["enums"] = {
  [P + "Genre"]: {
    name: P + "Genre",
    values: [
      { name: "GENRE_UNSPECIFIED", number: 0 },
      { name: "FICTION", number: 1 },
      { name: "SCIENCE", number: 2 },
      { name: "HISTORY", number: 3 },
    ],
  },
  [P + "State"]: {
    name: P + "State",
    values: [
      { name: "STATE_UNSPECIFIED", number: 0 },
      { name: "ACTIVE", number: 1 },
      { name: "ARCHIVED", number: 2 },
    ],
  },
};

function pattern(segments: string[], verb: string | null, variables: CompiledPattern["variables"] = []): CompiledPattern {
  return { segments, verb, variables };
}
const v = (fieldPath: string[], start: number, end: number | null, multiSegment: boolean) => ({ fieldPath, start, end, multiSegment });

function bind(
  operation: string,
  method: string,
  template: string,
  pat: CompiledPattern,
  requestType: string,
  precedence: number,
  body: string | null = null,
  binding = "primary",
): RouteBinding {
  return { operation, binding, method, template, pattern: pat, body, responseBody: null, requestType: P + requestType, precedence };
}

const BOOK_NAME = ["v1", "shelves", "*", "books", "*"];

export const bindings: RouteBinding[] = [
  bind("GetFeaturedShelf", "GET", "/v1/shelves/featured", pattern(["v1", "shelves", "featured"], null), "GetFeaturedShelfRequest", 1),
  bind("ListShelves", "GET", "/v1/shelves", pattern(["v1", "shelves"], null), "ListShelvesRequest", 2),
  bind(
    "GetFeaturedBook",
    "GET",
    "/v1/shelves/featured/books/{book_id}",
    pattern(["v1", "shelves", "featured", "books", "*"], null, [v(["book_id"], 4, 5, false)]),
    "GetFeaturedBookRequest",
    3,
  ),
  bind(
    "GetLatestBook",
    "GET",
    "/v1/shelves/{shelf_id}/books/latest",
    pattern(["v1", "shelves", "*", "books", "latest"], null, [v(["shelf_id"], 2, 3, false)]),
    "GetLatestBookRequest",
    4,
  ),
  bind(
    "SearchBooks",
    "GET",
    "/v1/shelves/{shelf_id}/books:search",
    pattern(["v1", "shelves", "*", "books"], "search", [v(["shelf_id"], 2, 3, false)]),
    "SearchBooksRequest",
    5,
  ),
  bind("GetBook", "GET", "/v1/{name=shelves/*/books/*}", pattern(BOOK_NAME, null, [v(["name"], 1, 5, true)]), "GetBookRequest", 10),
  bind("DeleteBook", "DELETE", "/v1/{name=shelves/*/books/*}", pattern(BOOK_NAME, null, [v(["name"], 1, 5, true)]), "DeleteBookRequest", 11),
  bind(
    "UpdateBook",
    "PATCH",
    "/v1/{book.name=shelves/*/books/*}",
    pattern(BOOK_NAME, null, [v(["book", "name"], 1, 5, true)]),
    "UpdateBookRequest",
    12,
    "book",
  ),
  bind(
    "CreateBook",
    "POST",
    "/v1/{parent=shelves/*}/books",
    pattern(["v1", "shelves", "*", "books"], null, [v(["parent"], 1, 3, true)]),
    "CreateBookRequest",
    13,
    "book",
  ),
  bind("MoveBook", "POST", "/v1/{name=shelves/*/books/*}:move", pattern(BOOK_NAME, "move", [v(["name"], 1, 5, true)]), "MoveBookRequest", 14, "*"),
  bind("ArchiveBook", "POST", "/v1/{name=shelves/*/books/*}:archive", pattern(BOOK_NAME, "archive", [v(["name"], 1, 5, true)]), "ArchiveBookRequest", 15),
  bind(
    "RenameBook",
    "POST",
    "/v1/{book.name=shelves/*/books/*}:rename",
    pattern(BOOK_NAME, "rename", [v(["book", "name"], 1, 5, true)]),
    "UpdateBookRequest",
    16,
    "*",
  ),
  // A DELETE whose rule names a body: the body rule is ignored, everything goes to the query.
  bind("PurgeShelf", "DELETE", "/v1/{name=shelves/*}:purge", pattern(["v1", "shelves", "*"], "purge", [v(["name"], 1, 3, true)]), "DeleteBookRequest", 17, "*"),
  bind("GetShelf", "GET", "/v1/{name=shelves/*}", pattern(["v1", "shelves", "*"], null, [v(["name"], 1, 3, true)]), "GetShelfRequest", 20),
  bind("GetTask", "GET", "/v1/tasks/{task_id}", pattern(["v1", "tasks", "*"], null, [v(["task_id"], 2, 3, false)]), "GetTaskRequest", 30),
  bind("SubscribeTask", "GET", "/v1/tasks/{task_id}:subscribe", pattern(["v1", "tasks", "*"], "subscribe", [v(["task_id"], 2, 3, false)]), "TaskIdRequest", 31),
  bind("CancelTask", "POST", "/v1/tasks/{task_id}:cancel", pattern(["v1", "tasks", "*"], "cancel", [v(["task_id"], 2, 3, false)]), "TaskIdRequest", 32, "*"),
  bind("DownloadFile", "GET", "/v1/files/{path=**}:download", pattern(["v1", "files", "**"], "download", [v(["path"], 2, null, true)]), "GetFileRequest", 40),
  bind("GetFile", "GET", "/v1/files/{path=**}", pattern(["v1", "files", "**"], null, [v(["path"], 2, null, true)]), "GetFileRequest", 41),
  bind("SendMessage", "POST", "/{tenant}/messages:send", pattern(["*", "messages"], "send", [v(["tenant"], 0, 1, false)]), "SendMessageRequest", 50, "*"),
  bind("SendMessage", "POST", "/messages:send", pattern(["messages"], "send"), "SendMessageRequest", 51, "*", "additional_bindings[0]"),
];

export const spec: RouteTableSpec = { bindings, messages, enums };
