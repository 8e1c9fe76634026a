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
	/** SendMessage: POST /v1/message:send. */
	"SendMessage": {
		match: {
			binding: RouteBinding & {
				readonly operation: "SendMessage";
				readonly binding: "primary";
				readonly method: "POST";
				readonly template: "/v1/message:send";
			};
			path: Record<string, never>;
			query: Record<string, never>;
			request: Record<string, never>;
		};
		build: types.SendMessageRequestInput;
	};
	/** SendStreamingMessage: POST /v1/message:stream. */
	"SendStreamingMessage": {
		match: {
			binding: RouteBinding & {
				readonly operation: "SendStreamingMessage";
				readonly binding: "primary";
				readonly method: "POST";
				readonly template: "/v1/message:stream";
			};
			path: Record<string, never>;
			query: Record<string, never>;
			request: Record<string, never>;
		};
		build: types.SendMessageRequestInput;
	};
	/** GetTask: GET /v1/{name=tasks/*}. */
	"GetTask": {
		match: {
			binding: RouteBinding & {
				readonly operation: "GetTask";
				readonly binding: "primary";
				readonly method: "GET";
				readonly template: "/v1/{name=tasks/*}";
			};
			path: {
				"name": string;
			};
			query: {
				"historyLength"?: NonNullable<types.GetTaskRequest["historyLength"]>;
			};
			request: {
				"name": string;
				"historyLength"?: NonNullable<types.GetTaskRequest["historyLength"]>;
			};
		};
		build: types.GetTaskRequestInput & ({
			"name": NonNullable<types.GetTaskRequestInput["name"]>;
		});
	};
	/** CancelTask: POST /v1/{name=tasks/*}:cancel. */
	"CancelTask": {
		match: {
			binding: RouteBinding & {
				readonly operation: "CancelTask";
				readonly binding: "primary";
				readonly method: "POST";
				readonly template: "/v1/{name=tasks/*}:cancel";
			};
			path: {
				"name": string;
			};
			query: Record<string, never>;
			request: {
				"name": string;
			};
		};
		build: types.CancelTaskRequestInput & ({
			"name": NonNullable<types.CancelTaskRequestInput["name"]>;
		});
	};
	/** TaskSubscription: GET /v1/{name=tasks/*}:subscribe. */
	"TaskSubscription": {
		match: {
			binding: RouteBinding & {
				readonly operation: "TaskSubscription";
				readonly binding: "primary";
				readonly method: "GET";
				readonly template: "/v1/{name=tasks/*}:subscribe";
			};
			path: {
				"name": string;
			};
			query: Record<string, never>;
			request: {
				"name": string;
			};
		};
		build: types.TaskSubscriptionRequestInput & ({
			"name": NonNullable<types.TaskSubscriptionRequestInput["name"]>;
		});
	};
	/** CreateTaskPushNotificationConfig: POST /v1/{parent=task/*\/pushNotificationConfigs}. */
	"CreateTaskPushNotificationConfig": {
		match: {
			binding: RouteBinding & {
				readonly operation: "CreateTaskPushNotificationConfig";
				readonly binding: "primary";
				readonly method: "POST";
				readonly template: "/v1/{parent=task/*/pushNotificationConfigs}";
			};
			path: {
				"parent": string;
			};
			query: {
				"configId"?: NonNullable<types.CreateTaskPushNotificationConfigRequest["configId"]>;
			};
			request: {
				"parent": string;
				"configId"?: NonNullable<types.CreateTaskPushNotificationConfigRequest["configId"]>;
			};
		};
		build: types.CreateTaskPushNotificationConfigRequestInput & ({
			"parent": NonNullable<types.CreateTaskPushNotificationConfigRequestInput["parent"]>;
		});
	};
	/** GetTaskPushNotificationConfig: GET /v1/{name=tasks/*\/pushNotificationConfigs/*}. */
	"GetTaskPushNotificationConfig": {
		match: {
			binding: RouteBinding & {
				readonly operation: "GetTaskPushNotificationConfig";
				readonly binding: "primary";
				readonly method: "GET";
				readonly template: "/v1/{name=tasks/*/pushNotificationConfigs/*}";
			};
			path: {
				"name": string;
			};
			query: Record<string, never>;
			request: {
				"name": string;
			};
		};
		build: types.GetTaskPushNotificationConfigRequestInput & ({
			"name": NonNullable<types.GetTaskPushNotificationConfigRequestInput["name"]>;
		});
	};
	/** ListTaskPushNotificationConfig: GET /v1/{parent=tasks/*}/pushNotificationConfigs. */
	"ListTaskPushNotificationConfig": {
		match: {
			binding: RouteBinding & {
				readonly operation: "ListTaskPushNotificationConfig";
				readonly binding: "primary";
				readonly method: "GET";
				readonly template: "/v1/{parent=tasks/*}/pushNotificationConfigs";
			};
			path: {
				"parent": string;
			};
			query: {
				"pageSize"?: NonNullable<types.ListTaskPushNotificationConfigRequest["pageSize"]>;
				"pageToken"?: NonNullable<types.ListTaskPushNotificationConfigRequest["pageToken"]>;
			};
			request: {
				"parent": string;
				"pageSize"?: NonNullable<types.ListTaskPushNotificationConfigRequest["pageSize"]>;
				"pageToken"?: NonNullable<types.ListTaskPushNotificationConfigRequest["pageToken"]>;
			};
		};
		build: types.ListTaskPushNotificationConfigRequestInput & ({
			"parent": NonNullable<types.ListTaskPushNotificationConfigRequestInput["parent"]>;
		});
	};
	/** GetAgentCard: GET /v1/card. */
	"GetAgentCard": {
		match: {
			binding: RouteBinding & {
				readonly operation: "GetAgentCard";
				readonly binding: "primary";
				readonly method: "GET";
				readonly template: "/v1/card";
			};
			path: Record<string, never>;
			query: Record<string, never>;
			request: Record<string, never>;
		};
		build: types.GetAgentCardRequestInput;
	};
	/** DeleteTaskPushNotificationConfig: DELETE /v1/{name=tasks/*\/pushNotificationConfigs/*}. */
	"DeleteTaskPushNotificationConfig": {
		match: {
			binding: RouteBinding & {
				readonly operation: "DeleteTaskPushNotificationConfig";
				readonly binding: "primary";
				readonly method: "DELETE";
				readonly template: "/v1/{name=tasks/*/pushNotificationConfigs/*}";
			};
			path: {
				"name": string;
			};
			query: Record<string, never>;
			request: {
				"name": string;
			};
		};
		build: types.DeleteTaskPushNotificationConfigRequestInput & ({
			"name": NonNullable<types.DeleteTaskPushNotificationConfigRequestInput["name"]>;
		});
	};
};
/** The types of `alternativeRoutes`, as for CanonicalRoutes. */
export type AlternativeRoutes = {
	/** TaskSubscription: POST /v1/{name=tasks/*}:subscribe. */
	"TaskSubscription": {
		match: {
			binding: RouteBinding & {
				readonly operation: "TaskSubscription";
				readonly binding: "alternative:v0.3-subscribe-verb[0]";
				readonly method: "POST";
				readonly template: "/v1/{name=tasks/*}:subscribe";
			};
			path: {
				"name": string;
			};
			query: Record<string, never>;
			request: {
				"name": string;
			};
		};
		build: types.TaskSubscriptionRequestInput & ({
			"name": NonNullable<types.TaskSubscriptionRequestInput["name"]>;
		});
	};
	/** CreateTaskPushNotificationConfig: POST /v1/{parent=tasks/*}/pushNotificationConfigs. */
	"CreateTaskPushNotificationConfig": {
		match: {
			binding: RouteBinding & {
				readonly operation: "CreateTaskPushNotificationConfig";
				readonly binding: "alternative:v0.3-create-push-config-path[0]";
				readonly method: "POST";
				readonly template: "/v1/{parent=tasks/*}/pushNotificationConfigs";
			};
			path: {
				"parent": string;
			};
			query: {
				"configId"?: NonNullable<types.CreateTaskPushNotificationConfigRequest["configId"]>;
			};
			request: {
				"parent": string;
				"configId"?: NonNullable<types.CreateTaskPushNotificationConfigRequest["configId"]>;
			};
		};
		build: types.CreateTaskPushNotificationConfigRequestInput & ({
			"parent": NonNullable<types.CreateTaskPushNotificationConfigRequestInput["parent"]>;
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
export declare const protocolVersion = "0.3";
/** The JSON-RPC 2.0 standard errors. */
export declare const standardErrors: ErrorTable["standardErrors"];
/** The A2A errors, in code order (-32001 first). */
export declare const a2aErrors: readonly ErrorSpec[];
/** Errors A2A does not define, answered as the rules file's flagged decisions chose (no ErrorInfo of A2A's domain). */
export declare const decidedErrors: readonly ErrorSpec[];
/** v0.3.0 defines no ErrorInfo; @a2a-js/sdk 1.3.0's v0.3 gRPC service (compat/v0_3/server/grpc) puts one in grpc-status-details-bin with the v1.0 domain (a2a-peers-2.md §2.2) */
export declare const errorInfoDomain: string;
/** google/protobuf/any.proto type URLs of google/rpc/error_details.proto ErrorInfo and BadRequest (v0.3.0 names none; the forms @a2a-js/sdk 1.3.0 sends) */
export declare const errorDetailTypes: ErrorTable["errorDetailTypes"];
/** gRPC richer error model: the binary google.rpc.Status travels in the grpc-status-details-bin trailer (@a2a-js/sdk 1.3.0 compat/v0_3/server/grpc; a2a-peers-2.md §2.2) */
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
