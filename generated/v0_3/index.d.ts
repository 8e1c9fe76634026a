import type { InvalidParamsAnswer, InvalidParamsSpec, RouteBinding } from "@a2a-bindgen/runtime";
import { operations as base } from "./validators.js";
export { alternativeRoutes, routes } from "./core.js";
export type { AlternativeRoutes, CanonicalRoutes } from "./core.js";
/** The types of the messages and enums (parsed and accepted forms): types.Task, types.TaskInput, … */
export type * as types from "./types.js";
export { a2aErrors, errorInfoDomain, errors, errorTable, standardErrors } from "./core.js";
export type { ErrorSpec, ErrorTable } from "./core.js";
/** Validators of this version's JSON-RPC dialect (its JSON Schema): jsonrpc.schemas.<DefinitionName>. */
export * as jsonrpc from "./jsonrpc.js";
/** Protocol version 0.3: the value a client sends in the version header. */
export declare const protocolVersion = "0.3";
/** Release of the protocol these tables were generated from. */
export declare const release = "0.3.0";
export declare const protoPackage = "a2a.v1";
export declare const protoFiles: readonly ["a2a/v1/a2a.proto"];
export declare const services: readonly ["a2a.v1.A2AService"];
/** Where this version's JSON-RPC method names come from. */
export declare const jsonRpcSource = "specification/json/a2a.json v0.3.0: the const of properties.method in each request definition of A2ARequest";
/** The method map of protocol version 0.3, keyed by operation (rpc) name. */
export declare const operations: {
	/** SendMessage (protocol 0.3, unary): POST /v1/message:send; JSON-RPC message/send; gRPC /a2a.v1.A2AService/SendMessage. */
	readonly SendMessage: {
		readonly name: "SendMessage";
		readonly identity: "SendMessage";
		readonly protocolVersion: "0.3";
		readonly jsonRpcMethod: "message/send";
		readonly jsonRpcFrom: "../proto/a2a/v1/a2a.json#/definitions/SendMessageRequest";
		readonly grpcMethod: "/a2a.v1.A2AService/SendMessage";
		readonly service: "a2a.v1.A2AService";
		readonly requestType: "a2a.v1.SendMessageRequest";
		readonly responseType: "a2a.v1.SendMessageResponse";
		readonly streaming: "unary";
		readonly http: readonly [RouteBinding];
		readonly alternatives: readonly [];
		readonly names: readonly ["SendMessage", "message/send", "/a2a.v1.A2AService/SendMessage", "POST /v1/message:send"];
		/** zod-free validators of the request and the response message (the same objects as in `validators`). */
		readonly validators: (typeof base)["SendMessage"]["validators"];
		/** Validators of the request and the response message (the same objects as in `schemas`). */
		readonly schemas: {
			readonly request: typeof schemas.SendMessageRequest;
			readonly response: typeof schemas.SendMessageResponse;
		};
	};
	/** SendStreamingMessage (protocol 0.3, server-streaming): POST /v1/message:stream; JSON-RPC message/stream; gRPC /a2a.v1.A2AService/SendStreamingMessage. */
	readonly SendStreamingMessage: {
		readonly name: "SendStreamingMessage";
		readonly identity: "SendStreamingMessage";
		readonly protocolVersion: "0.3";
		readonly jsonRpcMethod: "message/stream";
		readonly jsonRpcFrom: "../proto/a2a/v1/a2a.json#/definitions/SendStreamingMessageRequest";
		readonly grpcMethod: "/a2a.v1.A2AService/SendStreamingMessage";
		readonly service: "a2a.v1.A2AService";
		readonly requestType: "a2a.v1.SendMessageRequest";
		readonly responseType: "a2a.v1.StreamResponse";
		readonly streaming: "server_streaming";
		readonly http: readonly [RouteBinding];
		readonly alternatives: readonly [];
		readonly names: readonly ["SendStreamingMessage", "message/stream", "/a2a.v1.A2AService/SendStreamingMessage", "POST /v1/message:stream"];
		/** zod-free validators of the request and the response message (the same objects as in `validators`). */
		readonly validators: (typeof base)["SendStreamingMessage"]["validators"];
		/** Validators of the request and the response message (the same objects as in `schemas`). */
		readonly schemas: {
			readonly request: typeof schemas.SendMessageRequest;
			readonly response: typeof schemas.StreamResponse;
		};
	};
	/** GetTask (protocol 0.3, unary): GET /v1/{name=tasks/*}; JSON-RPC tasks/get; gRPC /a2a.v1.A2AService/GetTask. */
	readonly GetTask: {
		readonly name: "GetTask";
		readonly identity: "GetTask";
		readonly protocolVersion: "0.3";
		readonly jsonRpcMethod: "tasks/get";
		readonly jsonRpcFrom: "../proto/a2a/v1/a2a.json#/definitions/GetTaskRequest";
		readonly grpcMethod: "/a2a.v1.A2AService/GetTask";
		readonly service: "a2a.v1.A2AService";
		readonly requestType: "a2a.v1.GetTaskRequest";
		readonly responseType: "a2a.v1.Task";
		readonly streaming: "unary";
		readonly http: readonly [RouteBinding];
		readonly alternatives: readonly [];
		readonly names: readonly ["GetTask", "tasks/get", "/a2a.v1.A2AService/GetTask", "GET /v1/{name=tasks/*}"];
		/** zod-free validators of the request and the response message (the same objects as in `validators`). */
		readonly validators: (typeof base)["GetTask"]["validators"];
		/** Validators of the request and the response message (the same objects as in `schemas`). */
		readonly schemas: {
			readonly request: typeof schemas.GetTaskRequest;
			readonly response: typeof schemas.Task;
		};
	};
	/** CancelTask (protocol 0.3, unary): POST /v1/{name=tasks/*}:cancel; JSON-RPC tasks/cancel; gRPC /a2a.v1.A2AService/CancelTask. */
	readonly CancelTask: {
		readonly name: "CancelTask";
		readonly identity: "CancelTask";
		readonly protocolVersion: "0.3";
		readonly jsonRpcMethod: "tasks/cancel";
		readonly jsonRpcFrom: "../proto/a2a/v1/a2a.json#/definitions/CancelTaskRequest";
		readonly grpcMethod: "/a2a.v1.A2AService/CancelTask";
		readonly service: "a2a.v1.A2AService";
		readonly requestType: "a2a.v1.CancelTaskRequest";
		readonly responseType: "a2a.v1.Task";
		readonly streaming: "unary";
		readonly http: readonly [RouteBinding];
		readonly alternatives: readonly [];
		readonly names: readonly ["CancelTask", "tasks/cancel", "/a2a.v1.A2AService/CancelTask", "POST /v1/{name=tasks/*}:cancel"];
		/** zod-free validators of the request and the response message (the same objects as in `validators`). */
		readonly validators: (typeof base)["CancelTask"]["validators"];
		/** Validators of the request and the response message (the same objects as in `schemas`). */
		readonly schemas: {
			readonly request: typeof schemas.CancelTaskRequest;
			readonly response: typeof schemas.Task;
		};
	};
	/** TaskSubscription (protocol 0.3, server-streaming): GET /v1/{name=tasks/*}:subscribe; JSON-RPC tasks/resubscribe; gRPC /a2a.v1.A2AService/TaskSubscription. */
	readonly TaskSubscription: {
		readonly name: "TaskSubscription";
		readonly identity: "SubscribeToTask";
		readonly protocolVersion: "0.3";
		readonly jsonRpcMethod: "tasks/resubscribe";
		readonly jsonRpcFrom: "../proto/a2a/v1/a2a.json#/definitions/TaskResubscriptionRequest";
		readonly grpcMethod: "/a2a.v1.A2AService/TaskSubscription";
		readonly service: "a2a.v1.A2AService";
		readonly requestType: "a2a.v1.TaskSubscriptionRequest";
		readonly responseType: "a2a.v1.StreamResponse";
		readonly streaming: "server_streaming";
		readonly http: readonly [RouteBinding];
		readonly alternatives: readonly [RouteBinding];
		readonly names: readonly ["TaskSubscription", "tasks/resubscribe", "/a2a.v1.A2AService/TaskSubscription", "GET /v1/{name=tasks/*}:subscribe"];
		/** zod-free validators of the request and the response message (the same objects as in `validators`). */
		readonly validators: (typeof base)["TaskSubscription"]["validators"];
		/** Validators of the request and the response message (the same objects as in `schemas`). */
		readonly schemas: {
			readonly request: typeof schemas.TaskSubscriptionRequest;
			readonly response: typeof schemas.StreamResponse;
		};
	};
	/** CreateTaskPushNotificationConfig (protocol 0.3, unary): POST /v1/{parent=task/*\/pushNotificationConfigs}; JSON-RPC tasks/pushNotificationConfig/set; gRPC /a2a.v1.A2AService/CreateTaskPushNotificationConfig. */
	readonly CreateTaskPushNotificationConfig: {
		readonly name: "CreateTaskPushNotificationConfig";
		readonly identity: "CreateTaskPushNotificationConfig";
		readonly protocolVersion: "0.3";
		readonly jsonRpcMethod: "tasks/pushNotificationConfig/set";
		readonly jsonRpcFrom: "../proto/a2a/v1/a2a.json#/definitions/SetTaskPushNotificationConfigRequest";
		readonly grpcMethod: "/a2a.v1.A2AService/CreateTaskPushNotificationConfig";
		readonly service: "a2a.v1.A2AService";
		readonly requestType: "a2a.v1.CreateTaskPushNotificationConfigRequest";
		readonly responseType: "a2a.v1.TaskPushNotificationConfig";
		readonly streaming: "unary";
		readonly http: readonly [RouteBinding];
		readonly alternatives: readonly [RouteBinding];
		readonly names: readonly ["CreateTaskPushNotificationConfig", "tasks/pushNotificationConfig/set", "/a2a.v1.A2AService/CreateTaskPushNotificationConfig",
			"POST /v1/{parent=task/*/pushNotificationConfigs}"];
		/** zod-free validators of the request and the response message (the same objects as in `validators`). */
		readonly validators: (typeof base)["CreateTaskPushNotificationConfig"]["validators"];
		/** Validators of the request and the response message (the same objects as in `schemas`). */
		readonly schemas: {
			readonly request: typeof schemas.CreateTaskPushNotificationConfigRequest;
			readonly response: typeof schemas.TaskPushNotificationConfig;
		};
	};
	/** GetTaskPushNotificationConfig (protocol 0.3, unary): GET /v1/{name=tasks/*\/pushNotificationConfigs/*}; JSON-RPC tasks/pushNotificationConfig/get; gRPC /a2a.v1.A2AService/GetTaskPushNotificationConfig. */
	readonly GetTaskPushNotificationConfig: {
		readonly name: "GetTaskPushNotificationConfig";
		readonly identity: "GetTaskPushNotificationConfig";
		readonly protocolVersion: "0.3";
		readonly jsonRpcMethod: "tasks/pushNotificationConfig/get";
		readonly jsonRpcFrom: "../proto/a2a/v1/a2a.json#/definitions/GetTaskPushNotificationConfigRequest";
		readonly grpcMethod: "/a2a.v1.A2AService/GetTaskPushNotificationConfig";
		readonly service: "a2a.v1.A2AService";
		readonly requestType: "a2a.v1.GetTaskPushNotificationConfigRequest";
		readonly responseType: "a2a.v1.TaskPushNotificationConfig";
		readonly streaming: "unary";
		readonly http: readonly [RouteBinding];
		readonly alternatives: readonly [];
		readonly names: readonly ["GetTaskPushNotificationConfig", "tasks/pushNotificationConfig/get", "/a2a.v1.A2AService/GetTaskPushNotificationConfig",
			"GET /v1/{name=tasks/*/pushNotificationConfigs/*}"];
		/** zod-free validators of the request and the response message (the same objects as in `validators`). */
		readonly validators: (typeof base)["GetTaskPushNotificationConfig"]["validators"];
		/** Validators of the request and the response message (the same objects as in `schemas`). */
		readonly schemas: {
			readonly request: typeof schemas.GetTaskPushNotificationConfigRequest;
			readonly response: typeof schemas.TaskPushNotificationConfig;
		};
	};
	/** ListTaskPushNotificationConfig (protocol 0.3, unary): GET /v1/{parent=tasks/*}/pushNotificationConfigs; JSON-RPC tasks/pushNotificationConfig/list; gRPC /a2a.v1.A2AService/ListTaskPushNotificationConfig. */
	readonly ListTaskPushNotificationConfig: {
		readonly name: "ListTaskPushNotificationConfig";
		readonly identity: "ListTaskPushNotificationConfigs";
		readonly protocolVersion: "0.3";
		readonly jsonRpcMethod: "tasks/pushNotificationConfig/list";
		readonly jsonRpcFrom: "../proto/a2a/v1/a2a.json#/definitions/ListTaskPushNotificationConfigRequest";
		readonly grpcMethod: "/a2a.v1.A2AService/ListTaskPushNotificationConfig";
		readonly service: "a2a.v1.A2AService";
		readonly requestType: "a2a.v1.ListTaskPushNotificationConfigRequest";
		readonly responseType: "a2a.v1.ListTaskPushNotificationConfigResponse";
		readonly streaming: "unary";
		readonly http: readonly [RouteBinding];
		readonly alternatives: readonly [];
		readonly names: readonly ["ListTaskPushNotificationConfig", "tasks/pushNotificationConfig/list", "/a2a.v1.A2AService/ListTaskPushNotificationConfig",
			"GET /v1/{parent=tasks/*}/pushNotificationConfigs"];
		/** zod-free validators of the request and the response message (the same objects as in `validators`). */
		readonly validators: (typeof base)["ListTaskPushNotificationConfig"]["validators"];
		/** Validators of the request and the response message (the same objects as in `schemas`). */
		readonly schemas: {
			readonly request: typeof schemas.ListTaskPushNotificationConfigRequest;
			readonly response: typeof schemas.ListTaskPushNotificationConfigResponse;
		};
	};
	/** GetAgentCard (protocol 0.3, unary): GET /v1/card; JSON-RPC agent/getAuthenticatedExtendedCard; gRPC /a2a.v1.A2AService/GetAgentCard. */
	readonly GetAgentCard: {
		readonly name: "GetAgentCard";
		readonly identity: "GetExtendedAgentCard";
		readonly protocolVersion: "0.3";
		readonly jsonRpcMethod: "agent/getAuthenticatedExtendedCard";
		readonly jsonRpcFrom: "../proto/a2a/v1/a2a.json#/definitions/GetAuthenticatedExtendedCardRequest";
		readonly grpcMethod: "/a2a.v1.A2AService/GetAgentCard";
		readonly service: "a2a.v1.A2AService";
		readonly requestType: "a2a.v1.GetAgentCardRequest";
		readonly responseType: "a2a.v1.AgentCard";
		readonly streaming: "unary";
		readonly http: readonly [RouteBinding];
		readonly alternatives: readonly [];
		readonly names: readonly ["GetAgentCard", "agent/getAuthenticatedExtendedCard", "/a2a.v1.A2AService/GetAgentCard", "GET /v1/card"];
		/** zod-free validators of the request and the response message (the same objects as in `validators`). */
		readonly validators: (typeof base)["GetAgentCard"]["validators"];
		/** Validators of the request and the response message (the same objects as in `schemas`). */
		readonly schemas: {
			readonly request: typeof schemas.GetAgentCardRequest;
			readonly response: typeof schemas.AgentCard;
		};
	};
	/** DeleteTaskPushNotificationConfig (protocol 0.3, unary): DELETE /v1/{name=tasks/*\/pushNotificationConfigs/*}; JSON-RPC tasks/pushNotificationConfig/delete; gRPC /a2a.v1.A2AService/DeleteTaskPushNotificationConfig. */
	readonly DeleteTaskPushNotificationConfig: {
		readonly name: "DeleteTaskPushNotificationConfig";
		readonly identity: "DeleteTaskPushNotificationConfig";
		readonly protocolVersion: "0.3";
		readonly jsonRpcMethod: "tasks/pushNotificationConfig/delete";
		readonly jsonRpcFrom: "../proto/a2a/v1/a2a.json#/definitions/DeleteTaskPushNotificationConfigRequest";
		readonly grpcMethod: "/a2a.v1.A2AService/DeleteTaskPushNotificationConfig";
		readonly service: "a2a.v1.A2AService";
		readonly requestType: "a2a.v1.DeleteTaskPushNotificationConfigRequest";
		readonly responseType: "google.protobuf.Empty";
		readonly streaming: "unary";
		readonly http: readonly [RouteBinding];
		readonly alternatives: readonly [];
		readonly names: readonly ["DeleteTaskPushNotificationConfig", "tasks/pushNotificationConfig/delete", "/a2a.v1.A2AService/DeleteTaskPushNotificationConfig",
			"DELETE /v1/{name=tasks/*/pushNotificationConfigs/*}"];
		/** zod-free validators of the request and the response message (the same objects as in `validators`). */
		readonly validators: (typeof base)["DeleteTaskPushNotificationConfig"]["validators"];
		/** Validators of the request and the response message (the same objects as in `schemas`). */
		readonly schemas: {
			readonly request: typeof schemas.DeleteTaskPushNotificationConfigRequest;
			readonly response: (typeof wkt)["google.protobuf.Empty"];
		};
	};
};
export type OperationName = keyof typeof operations;
export type Operation = (typeof operations)[OperationName];
/** Where spec prose and proto disagree; the proto is canonical. */
export declare const disagreements: readonly [{
	readonly alternatives: readonly [RouteBinding];
	readonly id: string;
	readonly operation: string;
	readonly specSections: string[];
	readonly specSays: string;
	readonly protoSays: string;
	readonly canonical: string;
	readonly note: string;
}, {
	readonly alternatives: readonly [RouteBinding];
	readonly id: string;
	readonly operation: string;
	readonly specSections: string[];
	readonly specSays: string;
	readonly protoSays: string;
	readonly canonical: string;
	readonly note: string;
}, {
	readonly alternatives: readonly [];
	readonly id: string;
	readonly operation: null;
	readonly specSections: string[];
	readonly specSays: string;
	readonly protoSays: string;
	readonly canonical: string;
	readonly note: string;
}, {
	readonly alternatives: readonly [];
	readonly id: string;
	readonly operation: null;
	readonly specSections: string[];
	readonly specSays: string;
	readonly protoSays: string;
	readonly canonical: string;
	readonly note: string;
}];
/** Pairs of templates with one method that can match the same path; the winner is decided at generation time. */
export declare const overlaps: readonly [];
/** How this version answers a request whose parameters fail validation, per binding (rules file). */
export declare const invalidParamsError: InvalidParamsSpec;
/** The answer to a failed validation: invalidParams(failure, "jsonrpc") gives the JSON-RPC error object, "http+json" the HTTP status and body. */
export declare const invalidParams: InvalidParamsAnswer;
/** JSON-RPC method → operation (rpc) name, this version's methods. */
export declare const jsonRpcMethods: {
	readonly "message/send": "SendMessage";
	readonly "message/stream": "SendStreamingMessage";
	readonly "tasks/get": "GetTask";
	readonly "tasks/cancel": "CancelTask";
	readonly "tasks/resubscribe": "TaskSubscription";
	readonly "tasks/pushNotificationConfig/set": "CreateTaskPushNotificationConfig";
	readonly "tasks/pushNotificationConfig/get": "GetTaskPushNotificationConfig";
	readonly "tasks/pushNotificationConfig/list": "ListTaskPushNotificationConfig";
	readonly "agent/getAuthenticatedExtendedCard": "GetAgentCard";
	readonly "tasks/pushNotificationConfig/delete": "DeleteTaskPushNotificationConfig";
};
/** gRPC path ("/package.Service/Method") → operation (rpc) name, this version's methods. */
export declare const grpcMethods: {
	readonly "/a2a.v1.A2AService/SendMessage": "SendMessage";
	readonly "/a2a.v1.A2AService/SendStreamingMessage": "SendStreamingMessage";
	readonly "/a2a.v1.A2AService/GetTask": "GetTask";
	readonly "/a2a.v1.A2AService/CancelTask": "CancelTask";
	readonly "/a2a.v1.A2AService/TaskSubscription": "TaskSubscription";
	readonly "/a2a.v1.A2AService/CreateTaskPushNotificationConfig": "CreateTaskPushNotificationConfig";
	readonly "/a2a.v1.A2AService/GetTaskPushNotificationConfig": "GetTaskPushNotificationConfig";
	readonly "/a2a.v1.A2AService/ListTaskPushNotificationConfig": "ListTaskPushNotificationConfig";
	readonly "/a2a.v1.A2AService/GetAgentCard": "GetAgentCard";
	readonly "/a2a.v1.A2AService/DeleteTaskPushNotificationConfig": "DeleteTaskPushNotificationConfig";
};
/** Every name `operation(name)` knows that leads to an operation of this version (rpc, JSON-RPC method, gRPC path, "METHOD template", of any version) → that operation's name here. */
export type OperationByName = {
	readonly "/a2a.v1.A2AService/CancelTask": "CancelTask";
	readonly "/a2a.v1.A2AService/CreateTaskPushNotificationConfig": "CreateTaskPushNotificationConfig";
	readonly "/a2a.v1.A2AService/DeleteTaskPushNotificationConfig": "DeleteTaskPushNotificationConfig";
	readonly "/a2a.v1.A2AService/GetAgentCard": "GetAgentCard";
	readonly "/a2a.v1.A2AService/GetTask": "GetTask";
	readonly "/a2a.v1.A2AService/GetTaskPushNotificationConfig": "GetTaskPushNotificationConfig";
	readonly "/a2a.v1.A2AService/ListTaskPushNotificationConfig": "ListTaskPushNotificationConfig";
	readonly "/a2a.v1.A2AService/SendMessage": "SendMessage";
	readonly "/a2a.v1.A2AService/SendStreamingMessage": "SendStreamingMessage";
	readonly "/a2a.v1.A2AService/TaskSubscription": "TaskSubscription";
	readonly "/lf.a2a.v1.A2AService/CancelTask": "CancelTask";
	readonly "/lf.a2a.v1.A2AService/CreateTaskPushNotificationConfig": "CreateTaskPushNotificationConfig";
	readonly "/lf.a2a.v1.A2AService/DeleteTaskPushNotificationConfig": "DeleteTaskPushNotificationConfig";
	readonly "/lf.a2a.v1.A2AService/GetExtendedAgentCard": "GetAgentCard";
	readonly "/lf.a2a.v1.A2AService/GetTask": "GetTask";
	readonly "/lf.a2a.v1.A2AService/GetTaskPushNotificationConfig": "GetTaskPushNotificationConfig";
	readonly "/lf.a2a.v1.A2AService/ListTaskPushNotificationConfigs": "ListTaskPushNotificationConfig";
	readonly "/lf.a2a.v1.A2AService/SendMessage": "SendMessage";
	readonly "/lf.a2a.v1.A2AService/SendStreamingMessage": "SendStreamingMessage";
	readonly "/lf.a2a.v1.A2AService/SubscribeToTask": "TaskSubscription";
	readonly "CancelTask": "CancelTask";
	readonly "CreateTaskPushNotificationConfig": "CreateTaskPushNotificationConfig";
	readonly "DELETE /tasks/{task_id=*}/pushNotificationConfigs/{id=*}": "DeleteTaskPushNotificationConfig";
	readonly "DELETE /v1/{name=tasks/*/pushNotificationConfigs/*}": "DeleteTaskPushNotificationConfig";
	readonly "DELETE /{tenant}/tasks/{task_id=*}/pushNotificationConfigs/{id=*}": "DeleteTaskPushNotificationConfig";
	readonly "DeleteTaskPushNotificationConfig": "DeleteTaskPushNotificationConfig";
	readonly "GET /extendedAgentCard": "GetAgentCard";
	readonly "GET /tasks/{id=*}": "GetTask";
	readonly "GET /tasks/{id=*}:subscribe": "TaskSubscription";
	readonly "GET /tasks/{task_id=*}/pushNotificationConfigs": "ListTaskPushNotificationConfig";
	readonly "GET /tasks/{task_id=*}/pushNotificationConfigs/{id=*}": "GetTaskPushNotificationConfig";
	readonly "GET /v1/card": "GetAgentCard";
	readonly "GET /v1/{name=tasks/*/pushNotificationConfigs/*}": "GetTaskPushNotificationConfig";
	readonly "GET /v1/{name=tasks/*}": "GetTask";
	readonly "GET /v1/{name=tasks/*}:subscribe": "TaskSubscription";
	readonly "GET /v1/{parent=tasks/*}/pushNotificationConfigs": "ListTaskPushNotificationConfig";
	readonly "GET /{tenant}/extendedAgentCard": "GetAgentCard";
	readonly "GET /{tenant}/tasks/{id=*}": "GetTask";
	readonly "GET /{tenant}/tasks/{id=*}:subscribe": "TaskSubscription";
	readonly "GET /{tenant}/tasks/{task_id=*}/pushNotificationConfigs": "ListTaskPushNotificationConfig";
	readonly "GET /{tenant}/tasks/{task_id=*}/pushNotificationConfigs/{id=*}": "GetTaskPushNotificationConfig";
	readonly "GetAgentCard": "GetAgentCard";
	readonly "GetExtendedAgentCard": "GetAgentCard";
	readonly "GetTask": "GetTask";
	readonly "GetTaskPushNotificationConfig": "GetTaskPushNotificationConfig";
	readonly "ListTaskPushNotificationConfig": "ListTaskPushNotificationConfig";
	readonly "ListTaskPushNotificationConfigs": "ListTaskPushNotificationConfig";
	readonly "POST /message:send": "SendMessage";
	readonly "POST /message:stream": "SendStreamingMessage";
	readonly "POST /tasks/{id=*}:cancel": "CancelTask";
	readonly "POST /tasks/{task_id=*}/pushNotificationConfigs": "CreateTaskPushNotificationConfig";
	readonly "POST /v1/message:send": "SendMessage";
	readonly "POST /v1/message:stream": "SendStreamingMessage";
	readonly "POST /v1/{name=tasks/*}:cancel": "CancelTask";
	readonly "POST /v1/{parent=task/*/pushNotificationConfigs}": "CreateTaskPushNotificationConfig";
	readonly "POST /{tenant}/message:send": "SendMessage";
	readonly "POST /{tenant}/message:stream": "SendStreamingMessage";
	readonly "POST /{tenant}/tasks/{id=*}:cancel": "CancelTask";
	readonly "POST /{tenant}/tasks/{task_id=*}/pushNotificationConfigs": "CreateTaskPushNotificationConfig";
	readonly "SendMessage": "SendMessage";
	readonly "SendStreamingMessage": "SendStreamingMessage";
	readonly "SubscribeToTask": "TaskSubscription";
	readonly "TaskSubscription": "TaskSubscription";
	readonly "agent/getAuthenticatedExtendedCard": "GetAgentCard";
	readonly "message/send": "SendMessage";
	readonly "message/stream": "SendStreamingMessage";
	readonly "tasks/cancel": "CancelTask";
	readonly "tasks/get": "GetTask";
	readonly "tasks/pushNotificationConfig/delete": "DeleteTaskPushNotificationConfig";
	readonly "tasks/pushNotificationConfig/get": "GetTaskPushNotificationConfig";
	readonly "tasks/pushNotificationConfig/list": "ListTaskPushNotificationConfig";
	readonly "tasks/pushNotificationConfig/set": "CreateTaskPushNotificationConfig";
	readonly "tasks/resubscribe": "TaskSubscription";
};
/** Finds this version's operation by any name it has in any version: rpc, JSON-RPC method, gRPC path or "METHOD template". A literal name gives that operation's exact type. */
export declare function operation<N extends keyof OperationByName>(name: N): (typeof operations)[OperationByName[N]];
export declare function operation(name: string): Operation | undefined;
import { wkt } from "@a2a-bindgen/runtime/protojson";
import type { ParseOptions } from "@a2a-bindgen/runtime";
import type * as types from "./types.js";
export { enumNames, messageNames, requiredNotChecked, validators, validatorsWith } from "./validators.js";
/** Every message and enum of this version: REQUIRED fields enforced, unknown fields ignored. */
export declare const schemas: types.Schemas;
/**
* The same schemas under other options (for example REQUIRED skipped, or unknown fields reported); one
* object per set of options. Unless `required` is "enforce" or left out, REQUIRED fields may be absent
* and the schemas are typed as `LenientSchemas`.
*/
export declare const schemasWith: {
	(options: {
		readonly required?: "enforce";
		readonly unknownFields?: ParseOptions["unknownFields"];
	}): types.Schemas;
	(options: Partial<ParseOptions>): types.LenientSchemas;
};
