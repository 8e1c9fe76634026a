// The route tables and method maps: match answers per operation and binding, build takes only an
// operation's request (a binding's path fields present), the maps and operation() give literal types.
// Over the A2A package (v1.0 and v0.3, canonical and alternative routes) and the library scenario's
// committed output (generic proto, its own message types).
import { v0_3, v1_0 } from "@a2a-bindgen/a2a";
import { alternativeRoutes as alternative0_3, routes as routes0_3 } from "@a2a-bindgen/a2a/v0_3/routes";
import type { CanonicalRoutes } from "@a2a-bindgen/a2a/v1_0/routes";
import type { BuildRequestOf, BuiltRequest, MatchResult, RouteTable } from "@a2a-bindgen/runtime/routes";
import { routes as library } from "../../generator/scenarios/library/expected/library_v1/core.js";

// --- v1.0 match: a union discriminated by kind and operation.
const m = v1_0.routes.match("GET", "/tasks/t-1?historyLength=2");
if (m.kind === "match" && m.operation === "GetTask") {
  // A path-bound field is the string as matched; a query field is optional, typed as parsed.
  const id: string = m.request.id;
  const history: number | undefined = m.request.historyLength;
  // tenant: bound by the prefixed binding's path, optional in the query of the other.
  const tenant: string | undefined = m.request.tenant;
  const template: "/tasks/{id=*}" | "/{tenant}/tasks/{id=*}" = m.binding.template;
  const method: "GET" = m.binding.method;
  void [id, history, tenant, template, method];
  // @ts-expect-error: GetTaskRequest has no field contextId
  void m.request.contextId;
  // @ts-expect-error: a query value is optional (possibly undefined)
  const always: number = m.request.historyLength;
  void always;
}
if (m.kind === "match" && m.operation === "ListTasks") {
  // An enum in the query is the message type's enum.
  const status: v1_0.types.TaskState | undefined = m.request.status;
  void status;
  // @ts-expect-error: ListTasks binds no path field id
  void m.request.id;
}
if (m.kind === "method_not_allowed") {
  const allowed: ("GET" | "POST" | "DELETE")[] = m.allowed;
  void allowed;
}
if (m.kind === "bad_request") {
  const op: keyof CanonicalRoutes = m.operation;
  const reason: string = m.reason;
  void [op, reason];
}
if (m.kind === "not_found") {
  // @ts-expect-error: not_found carries no operation
  void m.operation;
}
// @ts-expect-error: a v0.3 operation is not a v1.0 match
if (m.kind === "match" && m.operation === "TaskSubscription") void m;
// Any typed table is a RouteTable, and its answers MatchResults (kit.mountRoutes takes it).
const anyTable: RouteTable = v1_0.routes;
const anyResult: MatchResult = m;
void [anyTable, anyResult];

// --- v1.0 build: only the operation's request, with a binding's path fields.
const built = v1_0.routes.build("GetTask", { id: "t-1", historyLength: 2 });
const builtMethod: "GET" = built.method;
const builtAs: BuiltRequest = built;
void [builtMethod, builtAs];
v1_0.routes.build("GetTask", { tenant: "acme", id: "t-1" });
v1_0.routes.build("ListTasks", {});
v1_0.routes.build("ListTasks", { status: "TASK_STATE_WORKING", page_size: 10 });
v1_0.routes.build("GetTaskPushNotificationConfig", { taskId: "t-1", id: "c-1" });
// A parsed request (the validator's output) is accepted as it is, once the path field is known present.
declare const parsed: v1_0.types.GetTaskRequest & { id: string };
v1_0.routes.build("GetTask", parsed);
const request: BuildRequestOf<CanonicalRoutes, "CancelTask"> = { id: "t-1" };
v1_0.routes.build("CancelTask", request);
// @ts-expect-error: unknown operation
v1_0.routes.build("GetTaskk", { id: "t-1" });
// @ts-expect-error: the path field id is missing (tenant alone fills no binding)
v1_0.routes.build("GetTask", { tenant: "acme" });
// @ts-expect-error: the path field id is missing
v1_0.routes.build("GetTask", {});
// @ts-expect-error: id is a string
v1_0.routes.build("GetTask", { id: 7 });
// @ts-expect-error: historyLength is a number (or its decimal string), not a boolean
v1_0.routes.build("GetTask", { id: "t-1", historyLength: true });
// @ts-expect-error: GetTaskPushNotificationConfig needs taskId too
v1_0.routes.build("GetTaskPushNotificationConfig", { id: "c-1" });
// @ts-expect-error: a v0.3 operation (TaskSubscription) is not in v1.0's table
v1_0.routes.build("TaskSubscription", { id: "t-1" });
// @ts-expect-error: a v1.0 operation without an alternative route
v1_0.alternativeRoutes.build("GetTask", { id: "t-1" });

// --- v1.0 alternative routes.
v1_0.alternativeRoutes.build("SubscribeToTask", { id: "t-1" });
const alt = v1_0.alternativeRoutes.match("POST", "/tasks/t-1:subscribe");
if (alt.kind === "match") {
  const op: "SubscribeToTask" = alt.operation;
  const id: string = alt.request.id;
  const method: "POST" = alt.binding.method;
  void [op, id, method];
}

// --- v0.3: its own operations and path fields (resource names).
v0_3.routes.build("GetTask", { name: "tasks/t-1" });
routes0_3.build("TaskSubscription", { name: "tasks/t-1" });
// @ts-expect-error: v0.3's GetTask binds name, not id
v0_3.routes.build("GetTask", { id: "t-1" });
// @ts-expect-error: ListTasks is new in v1.0
v0_3.routes.build("ListTasks", {});
// @ts-expect-error: a v1.0 operation name (SubscribeToTask) is not in v0.3's table
routes0_3.build("SubscribeToTask", { name: "tasks/t-1" });
const m03 = routes0_3.match("GET", "/v1/tasks/t-1");
if (m03.kind === "match" && m03.operation === "GetTask") {
  const name: string = m03.request.name;
  void name;
}
const alt03 = alternative0_3.match("GET", "/v1/tasks/t-1:subscribe");
if (alt03.kind === "match") void (alt03.request satisfies object);

// --- Method maps and operation(): literal types from the tables.
const sendOp: "SendMessage" = v1_0.jsonRpcMethods.SendMessage;
const getOp: "GetTask" = v0_3.jsonRpcMethods["tasks/get"];
const grpcOp: "GetTask" = v1_0.grpcMethods["/lf.a2a.v1.A2AService/GetTask"];
const grpcOp03: "TaskSubscription" = v0_3.grpcMethods["/a2a.v1.A2AService/TaskSubscription"];
void [sendOp, getOp, grpcOp, grpcOp03];
// @ts-expect-error: "tasks/get" is v0.3's method; v1.0's is GetTask
void v1_0.jsonRpcMethods["tasks/get"];
// @ts-expect-error: a v1.0 gRPC path is not a v0.3 method
void v0_3.grpcMethods["/lf.a2a.v1.A2AService/GetTask"];
// @ts-expect-error: no such method
void v1_0.jsonRpcMethods.GetTaskk;
// A literal name of any spelling and version gives this version's exact operation.
const byMethod: "GetTask" = v1_0.operation("tasks/get").name;
const byRoute: "SubscribeToTask" = v1_0.operation("GET /tasks/{id=*}:subscribe").name;
const byGrpc: "TaskSubscription" = v0_3.operation("/lf.a2a.v1.A2AService/SubscribeToTask").name;
const request03: "a2a.v1.GetTaskRequest" = v0_3.operation("GetTask").requestType;
void [byMethod, byRoute, byGrpc, request03];
// Any other string may name nothing.
declare const someName: string;
const found: v1_0.Operation | undefined = v1_0.operation(someName);
void found;
// @ts-expect-error: a non-literal name may find nothing
void v1_0.operation(someName).name;
// @ts-expect-error: ListTasks is not a v0.3 operation, so the name finds nothing there
void v0_3.operation("ListTasks").name;

// --- A generic proto's table (the library scenario), typed with its own message types.
library.build("GetBook", { name: "shelves/1/books/2" });
library.build("UpdateBook", { book: { name: "shelves/1/books/2", title: "T" }, updateMask: "title" });
library.build("SearchBooks", { query: "q", pageSize: 5 });
// @ts-expect-error: UpdateBook's path field is book.name
library.build("UpdateBook", { book: { title: "T" } });
// @ts-expect-error: pageSize is a number (or its decimal string), not a boolean
library.build("SearchBooks", { pageSize: false });
// @ts-expect-error: A2A's GetTask is not a library operation
library.build("GetTask", { id: "t-1" });
const lm = library.match("GET", "/v1/books:search?query=q&price.min=2");
if (lm.kind === "match" && lm.operation === "SearchBooks") {
  // A nested message in the query; the body "*" binding reads nothing from it, so the union reads undefined there.
  const min: number | "NaN" | "Infinity" | "-Infinity" | undefined = lm.request.price?.min;
  const query: string | undefined = lm.request.query;
  void [min, query];
}
if (lm.kind === "match" && lm.operation === "UpdateBook") {
  // A nested path field: the string as matched, inside its message.
  const name: string = lm.request.book.name;
  void name;
}
