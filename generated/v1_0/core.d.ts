import type { RouteBinding, RouteTableSpec, TypedRouteTable } from "@a2a-bindgen/runtime/routes";
import type * as types from "./types.js";
/** The runtime versions this code was generated for; loading it with another runtime fails here, by name. */
export declare const runtimeRange = ">=0.2.0 <0.3.0";
/** Canonical HTTP bindings (google.api.http), most specific first: the index is the routing precedence. */
export declare const canonicalBindings: readonly RouteBinding[];
/** Non-canonical bindings: spec forms the proto does not have, from the rules file. Never in `routes`. */
export declare const alternativeBindings: readonly RouteBinding[];
/** The data `routes` is built from: createRouteTable(routeTableSpec) without a matcher is the reference walk. */
export declare const routeTableSpec: RouteTableSpec;
export declare const alternativeRouteTableSpec: RouteTableSpec;
/**
* The types of `routes`, per operation: `match` is one member per binding (the binding's literal names,
* the path values it binds as matched strings, what its query can set typed as parsed, and the two
* merged as the request); `build` is the request message as accepted with one binding's path fields
* present.
*/
export type CanonicalRoutes = {
	/** SendMessage: POST /message:send, POST /{tenant}/message:send. */
	"SendMessage": {
		match: {
			binding: RouteBinding & {
				readonly operation: "SendMessage";
				readonly binding: "primary";
				readonly method: "POST";
				readonly template: "/message:send";
			};
			path: Record<string, never>;
			query: Record<string, never>;
			request: {
				"tenant"?: never;
			};
		} | {
			binding: RouteBinding & {
				readonly operation: "SendMessage";
				readonly binding: "additional_bindings[0]";
				readonly method: "POST";
				readonly template: "/{tenant}/message:send";
			};
			path: {
				"tenant": string;
			};
			query: Record<string, never>;
			request: {
				"tenant": string;
			};
		};
		build: types.SendMessageRequestInput;
	};
	/** SendStreamingMessage: POST /message:stream, POST /{tenant}/message:stream. */
	"SendStreamingMessage": {
		match: {
			binding: RouteBinding & {
				readonly operation: "SendStreamingMessage";
				readonly binding: "primary";
				readonly method: "POST";
				readonly template: "/message:stream";
			};
			path: Record<string, never>;
			query: Record<string, never>;
			request: {
				"tenant"?: never;
			};
		} | {
			binding: RouteBinding & {
				readonly operation: "SendStreamingMessage";
				readonly binding: "additional_bindings[0]";
				readonly method: "POST";
				readonly template: "/{tenant}/message:stream";
			};
			path: {
				"tenant": string;
			};
			query: Record<string, never>;
			request: {
				"tenant": string;
			};
		};
		build: types.SendMessageRequestInput;
	};
	/** GetTask: GET /tasks/{id=*}, GET /{tenant}/tasks/{id=*}. */
	"GetTask": {
		match: {
			binding: RouteBinding & {
				readonly operation: "GetTask";
				readonly binding: "primary";
				readonly method: "GET";
				readonly template: "/tasks/{id=*}";
			};
			path: {
				"id": string;
			};
			query: {
				"tenant"?: NonNullable<types.GetTaskRequest["tenant"]>;
				"historyLength"?: NonNullable<types.GetTaskRequest["historyLength"]>;
			};
			request: {
				"tenant"?: NonNullable<types.GetTaskRequest["tenant"]>;
				"id": string;
				"historyLength"?: NonNullable<types.GetTaskRequest["historyLength"]>;
			};
		} | {
			binding: RouteBinding & {
				readonly operation: "GetTask";
				readonly binding: "additional_bindings[0]";
				readonly method: "GET";
				readonly template: "/{tenant}/tasks/{id=*}";
			};
			path: {
				"tenant": string;
				"id": string;
			};
			query: {
				"historyLength"?: NonNullable<types.GetTaskRequest["historyLength"]>;
				"tenant"?: never;
			};
			request: {
				"tenant": string;
				"id": string;
				"historyLength"?: NonNullable<types.GetTaskRequest["historyLength"]>;
			};
		};
		build: types.GetTaskRequestInput & ({
			"id": NonNullable<types.GetTaskRequestInput["id"]>;
		});
	};
	/** ListTasks: GET /tasks, GET /{tenant}/tasks. */
	"ListTasks": {
		match: {
			binding: RouteBinding & {
				readonly operation: "ListTasks";
				readonly binding: "primary";
				readonly method: "GET";
				readonly template: "/tasks";
			};
			path: Record<string, never>;
			query: {
				"tenant"?: NonNullable<types.ListTasksRequest["tenant"]>;
				"contextId"?: NonNullable<types.ListTasksRequest["contextId"]>;
				"status"?: NonNullable<types.ListTasksRequest["status"]>;
				"pageSize"?: NonNullable<types.ListTasksRequest["pageSize"]>;
				"pageToken"?: NonNullable<types.ListTasksRequest["pageToken"]>;
				"historyLength"?: NonNullable<types.ListTasksRequest["historyLength"]>;
				"statusTimestampAfter"?: NonNullable<types.ListTasksRequest["statusTimestampAfter"]>;
				"includeArtifacts"?: NonNullable<types.ListTasksRequest["includeArtifacts"]>;
			};
			request: {
				"tenant"?: NonNullable<types.ListTasksRequest["tenant"]>;
				"contextId"?: NonNullable<types.ListTasksRequest["contextId"]>;
				"status"?: NonNullable<types.ListTasksRequest["status"]>;
				"pageSize"?: NonNullable<types.ListTasksRequest["pageSize"]>;
				"pageToken"?: NonNullable<types.ListTasksRequest["pageToken"]>;
				"historyLength"?: NonNullable<types.ListTasksRequest["historyLength"]>;
				"statusTimestampAfter"?: NonNullable<types.ListTasksRequest["statusTimestampAfter"]>;
				"includeArtifacts"?: NonNullable<types.ListTasksRequest["includeArtifacts"]>;
			};
		} | {
			binding: RouteBinding & {
				readonly operation: "ListTasks";
				readonly binding: "additional_bindings[0]";
				readonly method: "GET";
				readonly template: "/{tenant}/tasks";
			};
			path: {
				"tenant": string;
			};
			query: {
				"contextId"?: NonNullable<types.ListTasksRequest["contextId"]>;
				"status"?: NonNullable<types.ListTasksRequest["status"]>;
				"pageSize"?: NonNullable<types.ListTasksRequest["pageSize"]>;
				"pageToken"?: NonNullable<types.ListTasksRequest["pageToken"]>;
				"historyLength"?: NonNullable<types.ListTasksRequest["historyLength"]>;
				"statusTimestampAfter"?: NonNullable<types.ListTasksRequest["statusTimestampAfter"]>;
				"includeArtifacts"?: NonNullable<types.ListTasksRequest["includeArtifacts"]>;
				"tenant"?: never;
			};
			request: {
				"tenant": string;
				"contextId"?: NonNullable<types.ListTasksRequest["contextId"]>;
				"status"?: NonNullable<types.ListTasksRequest["status"]>;
				"pageSize"?: NonNullable<types.ListTasksRequest["pageSize"]>;
				"pageToken"?: NonNullable<types.ListTasksRequest["pageToken"]>;
				"historyLength"?: NonNullable<types.ListTasksRequest["historyLength"]>;
				"statusTimestampAfter"?: NonNullable<types.ListTasksRequest["statusTimestampAfter"]>;
				"includeArtifacts"?: NonNullable<types.ListTasksRequest["includeArtifacts"]>;
			};
		};
		build: types.ListTasksRequestInput;
	};
	/** CancelTask: POST /tasks/{id=*}:cancel, POST /{tenant}/tasks/{id=*}:cancel. */
	"CancelTask": {
		match: {
			binding: RouteBinding & {
				readonly operation: "CancelTask";
				readonly binding: "primary";
				readonly method: "POST";
				readonly template: "/tasks/{id=*}:cancel";
			};
			path: {
				"id": string;
			};
			query: Record<string, never>;
			request: {
				"id": string;
				"tenant"?: never;
			};
		} | {
			binding: RouteBinding & {
				readonly operation: "CancelTask";
				readonly binding: "additional_bindings[0]";
				readonly method: "POST";
				readonly template: "/{tenant}/tasks/{id=*}:cancel";
			};
			path: {
				"tenant": string;
				"id": string;
			};
			query: Record<string, never>;
			request: {
				"tenant": string;
				"id": string;
			};
		};
		build: types.CancelTaskRequestInput & ({
			"id": NonNullable<types.CancelTaskRequestInput["id"]>;
		});
	};
	/** SubscribeToTask: GET /tasks/{id=*}:subscribe, GET /{tenant}/tasks/{id=*}:subscribe. */
	"SubscribeToTask": {
		match: {
			binding: RouteBinding & {
				readonly operation: "SubscribeToTask";
				readonly binding: "primary";
				readonly method: "GET";
				readonly template: "/tasks/{id=*}:subscribe";
			};
			path: {
				"id": string;
			};
			query: {
				"tenant"?: NonNullable<types.SubscribeToTaskRequest["tenant"]>;
			};
			request: {
				"tenant"?: NonNullable<types.SubscribeToTaskRequest["tenant"]>;
				"id": string;
			};
		} | {
			binding: RouteBinding & {
				readonly operation: "SubscribeToTask";
				readonly binding: "additional_bindings[0]";
				readonly method: "GET";
				readonly template: "/{tenant}/tasks/{id=*}:subscribe";
			};
			path: {
				"tenant": string;
				"id": string;
			};
			query: {
				"tenant"?: never;
			};
			request: {
				"tenant": string;
				"id": string;
			};
		};
		build: types.SubscribeToTaskRequestInput & ({
			"id": NonNullable<types.SubscribeToTaskRequestInput["id"]>;
		});
	};
	/** CreateTaskPushNotificationConfig: POST /tasks/{task_id=*}/pushNotificationConfigs, POST /{tenant}/tasks/{task_id=*}/pushNotificationConfigs. */
	"CreateTaskPushNotificationConfig": {
		match: {
			binding: RouteBinding & {
				readonly operation: "CreateTaskPushNotificationConfig";
				readonly binding: "primary";
				readonly method: "POST";
				readonly template: "/tasks/{task_id=*}/pushNotificationConfigs";
			};
			path: {
				"taskId": string;
			};
			query: Record<string, never>;
			request: {
				"taskId": string;
				"tenant"?: never;
			};
		} | {
			binding: RouteBinding & {
				readonly operation: "CreateTaskPushNotificationConfig";
				readonly binding: "additional_bindings[0]";
				readonly method: "POST";
				readonly template: "/{tenant}/tasks/{task_id=*}/pushNotificationConfigs";
			};
			path: {
				"tenant": string;
				"taskId": string;
			};
			query: Record<string, never>;
			request: {
				"tenant": string;
				"taskId": string;
			};
		};
		build: types.TaskPushNotificationConfigInput & ({
			"taskId": NonNullable<types.TaskPushNotificationConfigInput["taskId"]>;
		});
	};
	/** GetTaskPushNotificationConfig: GET /tasks/{task_id=*}/pushNotificationConfigs/{id=*}, GET /{tenant}/tasks/{task_id=*}/pushNotificationConfigs/{id=*}. */
	"GetTaskPushNotificationConfig": {
		match: {
			binding: RouteBinding & {
				readonly operation: "GetTaskPushNotificationConfig";
				readonly binding: "primary";
				readonly method: "GET";
				readonly template: "/tasks/{task_id=*}/pushNotificationConfigs/{id=*}";
			};
			path: {
				"taskId": string;
				"id": string;
			};
			query: {
				"tenant"?: NonNullable<types.GetTaskPushNotificationConfigRequest["tenant"]>;
			};
			request: {
				"tenant"?: NonNullable<types.GetTaskPushNotificationConfigRequest["tenant"]>;
				"taskId": string;
				"id": string;
			};
		} | {
			binding: RouteBinding & {
				readonly operation: "GetTaskPushNotificationConfig";
				readonly binding: "additional_bindings[0]";
				readonly method: "GET";
				readonly template: "/{tenant}/tasks/{task_id=*}/pushNotificationConfigs/{id=*}";
			};
			path: {
				"tenant": string;
				"taskId": string;
				"id": string;
			};
			query: {
				"tenant"?: never;
			};
			request: {
				"tenant": string;
				"taskId": string;
				"id": string;
			};
		};
		build: types.GetTaskPushNotificationConfigRequestInput & ({
			"taskId": NonNullable<types.GetTaskPushNotificationConfigRequestInput["taskId"]>;
			"id": NonNullable<types.GetTaskPushNotificationConfigRequestInput["id"]>;
		});
	};
	/** ListTaskPushNotificationConfigs: GET /tasks/{task_id=*}/pushNotificationConfigs, GET /{tenant}/tasks/{task_id=*}/pushNotificationConfigs. */
	"ListTaskPushNotificationConfigs": {
		match: {
			binding: RouteBinding & {
				readonly operation: "ListTaskPushNotificationConfigs";
				readonly binding: "primary";
				readonly method: "GET";
				readonly template: "/tasks/{task_id=*}/pushNotificationConfigs";
			};
			path: {
				"taskId": string;
			};
			query: {
				"tenant"?: NonNullable<types.ListTaskPushNotificationConfigsRequest["tenant"]>;
				"pageSize"?: NonNullable<types.ListTaskPushNotificationConfigsRequest["pageSize"]>;
				"pageToken"?: NonNullable<types.ListTaskPushNotificationConfigsRequest["pageToken"]>;
			};
			request: {
				"tenant"?: NonNullable<types.ListTaskPushNotificationConfigsRequest["tenant"]>;
				"taskId": string;
				"pageSize"?: NonNullable<types.ListTaskPushNotificationConfigsRequest["pageSize"]>;
				"pageToken"?: NonNullable<types.ListTaskPushNotificationConfigsRequest["pageToken"]>;
			};
		} | {
			binding: RouteBinding & {
				readonly operation: "ListTaskPushNotificationConfigs";
				readonly binding: "additional_bindings[0]";
				readonly method: "GET";
				readonly template: "/{tenant}/tasks/{task_id=*}/pushNotificationConfigs";
			};
			path: {
				"tenant": string;
				"taskId": string;
			};
			query: {
				"pageSize"?: NonNullable<types.ListTaskPushNotificationConfigsRequest["pageSize"]>;
				"pageToken"?: NonNullable<types.ListTaskPushNotificationConfigsRequest["pageToken"]>;
				"tenant"?: never;
			};
			request: {
				"tenant": string;
				"taskId": string;
				"pageSize"?: NonNullable<types.ListTaskPushNotificationConfigsRequest["pageSize"]>;
				"pageToken"?: NonNullable<types.ListTaskPushNotificationConfigsRequest["pageToken"]>;
			};
		};
		build: types.ListTaskPushNotificationConfigsRequestInput & ({
			"taskId": NonNullable<types.ListTaskPushNotificationConfigsRequestInput["taskId"]>;
		});
	};
	/** GetExtendedAgentCard: GET /extendedAgentCard, GET /{tenant}/extendedAgentCard. */
	"GetExtendedAgentCard": {
		match: {
			binding: RouteBinding & {
				readonly operation: "GetExtendedAgentCard";
				readonly binding: "primary";
				readonly method: "GET";
				readonly template: "/extendedAgentCard";
			};
			path: Record<string, never>;
			query: {
				"tenant"?: NonNullable<types.GetExtendedAgentCardRequest["tenant"]>;
			};
			request: {
				"tenant"?: NonNullable<types.GetExtendedAgentCardRequest["tenant"]>;
			};
		} | {
			binding: RouteBinding & {
				readonly operation: "GetExtendedAgentCard";
				readonly binding: "additional_bindings[0]";
				readonly method: "GET";
				readonly template: "/{tenant}/extendedAgentCard";
			};
			path: {
				"tenant": string;
			};
			query: {
				"tenant"?: never;
			};
			request: {
				"tenant": string;
			};
		};
		build: types.GetExtendedAgentCardRequestInput;
	};
	/** DeleteTaskPushNotificationConfig: DELETE /tasks/{task_id=*}/pushNotificationConfigs/{id=*}, DELETE /{tenant}/tasks/{task_id=*}/pushNotificationConfigs/{id=*}. */
	"DeleteTaskPushNotificationConfig": {
		match: {
			binding: RouteBinding & {
				readonly operation: "DeleteTaskPushNotificationConfig";
				readonly binding: "primary";
				readonly method: "DELETE";
				readonly template: "/tasks/{task_id=*}/pushNotificationConfigs/{id=*}";
			};
			path: {
				"taskId": string;
				"id": string;
			};
			query: {
				"tenant"?: NonNullable<types.DeleteTaskPushNotificationConfigRequest["tenant"]>;
			};
			request: {
				"tenant"?: NonNullable<types.DeleteTaskPushNotificationConfigRequest["tenant"]>;
				"taskId": string;
				"id": string;
			};
		} | {
			binding: RouteBinding & {
				readonly operation: "DeleteTaskPushNotificationConfig";
				readonly binding: "additional_bindings[0]";
				readonly method: "DELETE";
				readonly template: "/{tenant}/tasks/{task_id=*}/pushNotificationConfigs/{id=*}";
			};
			path: {
				"tenant": string;
				"taskId": string;
				"id": string;
			};
			query: {
				"tenant"?: never;
			};
			request: {
				"tenant": string;
				"taskId": string;
				"id": string;
			};
		};
		build: types.DeleteTaskPushNotificationConfigRequestInput & ({
			"taskId": NonNullable<types.DeleteTaskPushNotificationConfigRequestInput["taskId"]>;
			"id": NonNullable<types.DeleteTaskPushNotificationConfigRequestInput["id"]>;
		});
	};
};
/** The types of `alternativeRoutes`, as for CanonicalRoutes. */
export type AlternativeRoutes = {
	/** SubscribeToTask: POST /tasks/{id=*}:subscribe, POST /{tenant}/tasks/{id=*}:subscribe. */
	"SubscribeToTask": {
		match: {
			binding: RouteBinding & {
				readonly operation: "SubscribeToTask";
				readonly binding: "alternative:v1.0-subscribe-verb[0]";
				readonly method: "POST";
				readonly template: "/tasks/{id=*}:subscribe";
			};
			path: {
				"id": string;
			};
			query: Record<string, never>;
			request: {
				"id": string;
				"tenant"?: never;
			};
		} | {
			binding: RouteBinding & {
				readonly operation: "SubscribeToTask";
				readonly binding: "alternative:v1.0-subscribe-verb[1]";
				readonly method: "POST";
				readonly template: "/{tenant}/tasks/{id=*}:subscribe";
			};
			path: {
				"tenant": string;
				"id": string;
			};
			query: Record<string, never>;
			request: {
				"tenant": string;
				"id": string;
			};
		};
		build: types.SubscribeToTaskRequestInput & ({
			"id": NonNullable<types.SubscribeToTaskRequestInput["id"]>;
		});
	};
};
/**
* Canonical routes: match(method, path) and build(operation, request). Indexed at the first match
* (and the first build), not at import: the tables are checked at generation time.
*/
export declare const routes: TypedRouteTable<CanonicalRoutes>;
/** The rules file's non-canonical routes, flagged with their disagreement: consult only after `routes` fails. */
export declare const alternativeRoutes: TypedRouteTable<AlternativeRoutes>;
/** One error of the table: its JSON-RPC code and message, and its form on HTTP+JSON and gRPC. */
export interface ErrorSpec {
	readonly name: string;
	readonly code: number;
	readonly message: string;
	/** "a2a": an A2A error (-32001…); "jsonrpc": a JSON-RPC 2.0 standard error; "decided": an error A2A does not define, answered as a flagged decision of the rules file chose. */
	readonly kind: "a2a" | "jsonrpc" | "decided";
	readonly httpStatus: number;
	/** google.rpc.Code number. */
	readonly grpcCode: number;
	/** google.rpc.Code name ("NOT_FOUND"), also the HTTP+JSON body's status. */
	readonly grpcStatus: string;
	/** google.rpc.ErrorInfo reason, or null when the error carries none. */
	readonly reason: string | null;
	readonly source: string;
}
/** How each binding carries an error. */
export interface ErrorBindings {
	readonly jsonrpc: {
		readonly httpStatus: number;
		readonly errorInfo: boolean;
		readonly source: string;
	};
	readonly http: {
		readonly body: "google.rpc.Status" | "json-rpc-error";
		readonly errorInfo: boolean;
		readonly source: string;
	};
	readonly grpc: {
		readonly errorInfo: boolean;
		readonly source: string;
	};
}
/** A form a peer sends for these codes where it differs from the table (what a decoder must read). */
export interface PeerErrorForm {
	readonly peer: string;
	readonly binding: "http+json" | "grpc";
	readonly codes: readonly number[];
	readonly httpStatus: number | null;
	readonly grpcCode: number | null;
	readonly grpcStatus: string | null;
	readonly errorInfo: boolean;
	readonly note: string | null;
	readonly source: string;
}
/** Everything a binding's encoder and decoder need, in one value. */
export interface ErrorTable {
	readonly protocolVersion: string;
	readonly standardErrors: {
		readonly parse: ErrorSpec;
		readonly invalidRequest: ErrorSpec;
		readonly methodNotFound: ErrorSpec;
		readonly invalidParams: ErrorSpec;
		readonly internal: ErrorSpec;
	};
	readonly a2aErrors: readonly ErrorSpec[];
	/** Errors A2A does not define (a quota), each a flagged decision of the rules file; no ErrorInfo of A2A's domain. */
	readonly decidedErrors: readonly ErrorSpec[];
	readonly errorInfoDomain: string;
	readonly errorDetailTypes: {
		readonly errorInfo: string;
		readonly badRequest: string;
	};
	readonly grpcStatusDetailsKey: string;
	readonly errorBindings: ErrorBindings;
	readonly successStatuses: readonly {
		readonly status: number;
		readonly peer: string;
		readonly source: string;
	}[];
	readonly peerErrorForms: readonly PeerErrorForm[];
	readonly rpcCodes: Readonly<Record<string, number>>;
}
/** The protocol version of this table. */
export declare const protocolVersion = "1.0";
/** The JSON-RPC 2.0 standard errors. */
export declare const standardErrors: ErrorTable["standardErrors"];
/** The A2A errors, in code order (-32001 first). */
export declare const a2aErrors: readonly ErrorSpec[];
/** Errors A2A does not define, answered as the rules file's flagged decisions chose (no ErrorInfo of A2A's domain). */
export declare const decidedErrors: readonly ErrorSpec[];
/** docs/specification.md v1.0.1 §5.4, §10.6, §11.6: A2A errors carry a google.rpc.ErrorInfo whose domain is a2a-protocol.org */
export declare const errorInfoDomain: string;
/** google/protobuf/any.proto type URLs (type.googleapis.com/<full name>) of google/rpc/error_details.proto ErrorInfo and BadRequest, as v1.0.1 §9.5, §10.6 and §11.6 show them */
export declare const errorDetailTypes: ErrorTable["errorDetailTypes"];
/** gRPC richer error model: the binary google.rpc.Status travels in the grpc-status-details-bin trailer (docs/specification.md v1.0.1 §10.6; @a2a-js/sdk 1.3.0 errors/grpc) */
export declare const grpcStatusDetailsKey: string;
/** How each binding carries an error, with sources. */
export declare const errorBindings: ErrorBindings;
/** Success statuses peers answer with where the table's operation expects another. */
export declare const successStatuses: ErrorTable["successStatuses"];
/** The forms peers send where they differ from the table. */
export declare const peerErrorForms: readonly PeerErrorForm[];
/** google/rpc/code.proto: the google.rpc.Code names and numbers, which the error tables of $.versions[].errors name by name */
export declare const rpcCodes: Readonly<Record<string, number>>;
/** The whole table in one value, for the encoders and decoders of @a2a-bindgen/kit. */
export declare const errorTable: ErrorTable;
/**
* The version module's `errors`: every part of the table, and the table itself. Spelled out, not spread: a
* bundler keeps an object spread (it may run getters), and with it the whole table in a routes-only bundle.
*/
export declare const errors: ErrorTable & {
	readonly errorTable: ErrorTable;
};
