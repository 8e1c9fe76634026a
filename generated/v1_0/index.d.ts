import type { InvalidParamsAnswer, InvalidParamsSpec, RouteBinding } from "@a2a-bindgen/runtime";
import { operations as base } from "./validators.js";
export { alternativeRoutes, routes } from "./core.js";
export type { AlternativeRoutes, CanonicalRoutes } from "./core.js";
/** The types of the messages and enums (parsed and accepted forms): types.Task, types.TaskInput, … */
export type * as types from "./types.js";
export { a2aErrors, errorInfoDomain, errors, errorTable, standardErrors } from "./core.js";
export type { ErrorSpec, ErrorTable } from "./core.js";
/** Protocol version 1.0: the value a client sends in the version header. */
export declare const protocolVersion = "1.0";
/** Release of the protocol these tables were generated from. */
export declare const release = "1.0.1";
export declare const protoPackage = "lf.a2a.v1";
export declare const protoFiles: readonly ["lf/a2a/v1/a2a.proto"];
export declare const services: readonly ["lf.a2a.v1.A2AService"];
/** Where this version's JSON-RPC method names come from. */
export declare const jsonRpcSource = "docs/specification.md v1.0.1 §9.1: PascalCase method names matching gRPC conventions (the JSON-RPC method is the rpc name)";
/** The method map of protocol version 1.0, keyed by operation (rpc) name. */
export declare const operations: {
	/** SendMessage (protocol 1.0, unary): POST /message:send, POST /{tenant}/message:send; JSON-RPC SendMessage; gRPC /lf.a2a.v1.A2AService/SendMessage. */
	readonly SendMessage: {
		readonly name: "SendMessage";
		readonly identity: "SendMessage";
		readonly protocolVersion: "1.0";
		readonly jsonRpcMethod: "SendMessage";
		readonly jsonRpcFrom: "rpc name";
		readonly grpcMethod: "/lf.a2a.v1.A2AService/SendMessage";
		readonly service: "lf.a2a.v1.A2AService";
		readonly requestType: "lf.a2a.v1.SendMessageRequest";
		readonly responseType: "lf.a2a.v1.SendMessageResponse";
		readonly streaming: "unary";
		readonly http: readonly [RouteBinding, RouteBinding];
		readonly alternatives: readonly [];
		readonly names: readonly ["SendMessage", "/lf.a2a.v1.A2AService/SendMessage", "POST /message:send", "POST /{tenant}/message:send"];
		/** zod-free validators of the request and the response message (the same objects as in `validators`). */
		readonly validators: (typeof base)["SendMessage"]["validators"];
		/** Validators of the request and the response message (the same objects as in `schemas`). */
		readonly schemas: {
			readonly request: typeof schemas.SendMessageRequest;
			readonly response: typeof schemas.SendMessageResponse;
		};
	};
	/** SendStreamingMessage (protocol 1.0, server-streaming): POST /message:stream, POST /{tenant}/message:stream; JSON-RPC SendStreamingMessage; gRPC /lf.a2a.v1.A2AService/SendStreamingMessage. */
	readonly SendStreamingMessage: {
		readonly name: "SendStreamingMessage";
		readonly identity: "SendStreamingMessage";
		readonly protocolVersion: "1.0";
		readonly jsonRpcMethod: "SendStreamingMessage";
		readonly jsonRpcFrom: "rpc name";
		readonly grpcMethod: "/lf.a2a.v1.A2AService/SendStreamingMessage";
		readonly service: "lf.a2a.v1.A2AService";
		readonly requestType: "lf.a2a.v1.SendMessageRequest";
		readonly responseType: "lf.a2a.v1.StreamResponse";
		readonly streaming: "server_streaming";
		readonly http: readonly [RouteBinding, RouteBinding];
		readonly alternatives: readonly [];
		readonly names: readonly ["SendStreamingMessage", "/lf.a2a.v1.A2AService/SendStreamingMessage", "POST /message:stream", "POST /{tenant}/message:stream"];
		/** zod-free validators of the request and the response message (the same objects as in `validators`). */
		readonly validators: (typeof base)["SendStreamingMessage"]["validators"];
		/** Validators of the request and the response message (the same objects as in `schemas`). */
		readonly schemas: {
			readonly request: typeof schemas.SendMessageRequest;
			readonly response: typeof schemas.StreamResponse;
		};
	};
	/** GetTask (protocol 1.0, unary): GET /tasks/{id=*}, GET /{tenant}/tasks/{id=*}; JSON-RPC GetTask; gRPC /lf.a2a.v1.A2AService/GetTask. */
	readonly GetTask: {
		readonly name: "GetTask";
		readonly identity: "GetTask";
		readonly protocolVersion: "1.0";
		readonly jsonRpcMethod: "GetTask";
		readonly jsonRpcFrom: "rpc name";
		readonly grpcMethod: "/lf.a2a.v1.A2AService/GetTask";
		readonly service: "lf.a2a.v1.A2AService";
		readonly requestType: "lf.a2a.v1.GetTaskRequest";
		readonly responseType: "lf.a2a.v1.Task";
		readonly streaming: "unary";
		readonly http: readonly [RouteBinding, RouteBinding];
		readonly alternatives: readonly [];
		readonly names: readonly ["GetTask", "/lf.a2a.v1.A2AService/GetTask", "GET /tasks/{id=*}", "GET /{tenant}/tasks/{id=*}"];
		/** zod-free validators of the request and the response message (the same objects as in `validators`). */
		readonly validators: (typeof base)["GetTask"]["validators"];
		/** Validators of the request and the response message (the same objects as in `schemas`). */
		readonly schemas: {
			readonly request: typeof schemas.GetTaskRequest;
			readonly response: typeof schemas.Task;
		};
	};
	/** ListTasks (protocol 1.0, unary): GET /tasks, GET /{tenant}/tasks; JSON-RPC ListTasks; gRPC /lf.a2a.v1.A2AService/ListTasks. */
	readonly ListTasks: {
		readonly name: "ListTasks";
		readonly identity: "ListTasks";
		readonly protocolVersion: "1.0";
		readonly jsonRpcMethod: "ListTasks";
		readonly jsonRpcFrom: "rpc name";
		readonly grpcMethod: "/lf.a2a.v1.A2AService/ListTasks";
		readonly service: "lf.a2a.v1.A2AService";
		readonly requestType: "lf.a2a.v1.ListTasksRequest";
		readonly responseType: "lf.a2a.v1.ListTasksResponse";
		readonly streaming: "unary";
		readonly http: readonly [RouteBinding, RouteBinding];
		readonly alternatives: readonly [];
		readonly names: readonly ["ListTasks", "/lf.a2a.v1.A2AService/ListTasks", "GET /tasks", "GET /{tenant}/tasks"];
		/** zod-free validators of the request and the response message (the same objects as in `validators`). */
		readonly validators: (typeof base)["ListTasks"]["validators"];
		/** Validators of the request and the response message (the same objects as in `schemas`). */
		readonly schemas: {
			readonly request: typeof schemas.ListTasksRequest;
			readonly response: typeof schemas.ListTasksResponse;
		};
	};
	/** CancelTask (protocol 1.0, unary): POST /tasks/{id=*}:cancel, POST /{tenant}/tasks/{id=*}:cancel; JSON-RPC CancelTask; gRPC /lf.a2a.v1.A2AService/CancelTask. */
	readonly CancelTask: {
		readonly name: "CancelTask";
		readonly identity: "CancelTask";
		readonly protocolVersion: "1.0";
		readonly jsonRpcMethod: "CancelTask";
		readonly jsonRpcFrom: "rpc name";
		readonly grpcMethod: "/lf.a2a.v1.A2AService/CancelTask";
		readonly service: "lf.a2a.v1.A2AService";
		readonly requestType: "lf.a2a.v1.CancelTaskRequest";
		readonly responseType: "lf.a2a.v1.Task";
		readonly streaming: "unary";
		readonly http: readonly [RouteBinding, RouteBinding];
		readonly alternatives: readonly [];
		readonly names: readonly ["CancelTask", "/lf.a2a.v1.A2AService/CancelTask", "POST /tasks/{id=*}:cancel", "POST /{tenant}/tasks/{id=*}:cancel"];
		/** zod-free validators of the request and the response message (the same objects as in `validators`). */
		readonly validators: (typeof base)["CancelTask"]["validators"];
		/** Validators of the request and the response message (the same objects as in `schemas`). */
		readonly schemas: {
			readonly request: typeof schemas.CancelTaskRequest;
			readonly response: typeof schemas.Task;
		};
	};
	/** SubscribeToTask (protocol 1.0, server-streaming): GET /tasks/{id=*}:subscribe, GET /{tenant}/tasks/{id=*}:subscribe; JSON-RPC SubscribeToTask; gRPC /lf.a2a.v1.A2AService/SubscribeToTask. */
	readonly SubscribeToTask: {
		readonly name: "SubscribeToTask";
		readonly identity: "SubscribeToTask";
		readonly protocolVersion: "1.0";
		readonly jsonRpcMethod: "SubscribeToTask";
		readonly jsonRpcFrom: "rpc name";
		readonly grpcMethod: "/lf.a2a.v1.A2AService/SubscribeToTask";
		readonly service: "lf.a2a.v1.A2AService";
		readonly requestType: "lf.a2a.v1.SubscribeToTaskRequest";
		readonly responseType: "lf.a2a.v1.StreamResponse";
		readonly streaming: "server_streaming";
		readonly http: readonly [RouteBinding, RouteBinding];
		readonly alternatives: readonly [RouteBinding, RouteBinding];
		readonly names: readonly ["SubscribeToTask", "/lf.a2a.v1.A2AService/SubscribeToTask", "GET /tasks/{id=*}:subscribe", "GET /{tenant}/tasks/{id=*}:subscribe"];
		/** zod-free validators of the request and the response message (the same objects as in `validators`). */
		readonly validators: (typeof base)["SubscribeToTask"]["validators"];
		/** Validators of the request and the response message (the same objects as in `schemas`). */
		readonly schemas: {
			readonly request: typeof schemas.SubscribeToTaskRequest;
			readonly response: typeof schemas.StreamResponse;
		};
	};
	/** CreateTaskPushNotificationConfig (protocol 1.0, unary): POST /tasks/{task_id=*}/pushNotificationConfigs, POST /{tenant}/tasks/{task_id=*}/pushNotificationConfigs; JSON-RPC CreateTaskPushNotificationConfig; gRPC /lf.a2a.v1.A2AService/CreateTaskPushNotificationConfig. */
	readonly CreateTaskPushNotificationConfig: {
		readonly name: "CreateTaskPushNotificationConfig";
		readonly identity: "CreateTaskPushNotificationConfig";
		readonly protocolVersion: "1.0";
		readonly jsonRpcMethod: "CreateTaskPushNotificationConfig";
		readonly jsonRpcFrom: "rpc name";
		readonly grpcMethod: "/lf.a2a.v1.A2AService/CreateTaskPushNotificationConfig";
		readonly service: "lf.a2a.v1.A2AService";
		readonly requestType: "lf.a2a.v1.TaskPushNotificationConfig";
		readonly responseType: "lf.a2a.v1.TaskPushNotificationConfig";
		readonly streaming: "unary";
		readonly http: readonly [RouteBinding, RouteBinding];
		readonly alternatives: readonly [];
		readonly names: readonly ["CreateTaskPushNotificationConfig", "/lf.a2a.v1.A2AService/CreateTaskPushNotificationConfig",
			"POST /tasks/{task_id=*}/pushNotificationConfigs", "POST /{tenant}/tasks/{task_id=*}/pushNotificationConfigs"];
		/** zod-free validators of the request and the response message (the same objects as in `validators`). */
		readonly validators: (typeof base)["CreateTaskPushNotificationConfig"]["validators"];
		/** Validators of the request and the response message (the same objects as in `schemas`). */
		readonly schemas: {
			readonly request: typeof schemas.TaskPushNotificationConfig;
			readonly response: typeof schemas.TaskPushNotificationConfig;
		};
	};
	/** GetTaskPushNotificationConfig (protocol 1.0, unary): GET /tasks/{task_id=*}/pushNotificationConfigs/{id=*}, GET /{tenant}/tasks/{task_id=*}/pushNotificationConfigs/{id=*}; JSON-RPC GetTaskPushNotificationConfig; gRPC /lf.a2a.v1.A2AService/GetTaskPushNotificationConfig. */
	readonly GetTaskPushNotificationConfig: {
		readonly name: "GetTaskPushNotificationConfig";
		readonly identity: "GetTaskPushNotificationConfig";
		readonly protocolVersion: "1.0";
		readonly jsonRpcMethod: "GetTaskPushNotificationConfig";
		readonly jsonRpcFrom: "rpc name";
		readonly grpcMethod: "/lf.a2a.v1.A2AService/GetTaskPushNotificationConfig";
		readonly service: "lf.a2a.v1.A2AService";
		readonly requestType: "lf.a2a.v1.GetTaskPushNotificationConfigRequest";
		readonly responseType: "lf.a2a.v1.TaskPushNotificationConfig";
		readonly streaming: "unary";
		readonly http: readonly [RouteBinding, RouteBinding];
		readonly alternatives: readonly [];
		readonly names: readonly ["GetTaskPushNotificationConfig", "/lf.a2a.v1.A2AService/GetTaskPushNotificationConfig",
			"GET /tasks/{task_id=*}/pushNotificationConfigs/{id=*}", "GET /{tenant}/tasks/{task_id=*}/pushNotificationConfigs/{id=*}"];
		/** zod-free validators of the request and the response message (the same objects as in `validators`). */
		readonly validators: (typeof base)["GetTaskPushNotificationConfig"]["validators"];
		/** Validators of the request and the response message (the same objects as in `schemas`). */
		readonly schemas: {
			readonly request: typeof schemas.GetTaskPushNotificationConfigRequest;
			readonly response: typeof schemas.TaskPushNotificationConfig;
		};
	};
	/** ListTaskPushNotificationConfigs (protocol 1.0, unary): GET /tasks/{task_id=*}/pushNotificationConfigs, GET /{tenant}/tasks/{task_id=*}/pushNotificationConfigs; JSON-RPC ListTaskPushNotificationConfigs; gRPC /lf.a2a.v1.A2AService/ListTaskPushNotificationConfigs. */
	readonly ListTaskPushNotificationConfigs: {
		readonly name: "ListTaskPushNotificationConfigs";
		readonly identity: "ListTaskPushNotificationConfigs";
		readonly protocolVersion: "1.0";
		readonly jsonRpcMethod: "ListTaskPushNotificationConfigs";
		readonly jsonRpcFrom: "rpc name";
		readonly grpcMethod: "/lf.a2a.v1.A2AService/ListTaskPushNotificationConfigs";
		readonly service: "lf.a2a.v1.A2AService";
		readonly requestType: "lf.a2a.v1.ListTaskPushNotificationConfigsRequest";
		readonly responseType: "lf.a2a.v1.ListTaskPushNotificationConfigsResponse";
		readonly streaming: "unary";
		readonly http: readonly [RouteBinding, RouteBinding];
		readonly alternatives: readonly [];
		readonly names: readonly ["ListTaskPushNotificationConfigs", "/lf.a2a.v1.A2AService/ListTaskPushNotificationConfigs",
			"GET /tasks/{task_id=*}/pushNotificationConfigs", "GET /{tenant}/tasks/{task_id=*}/pushNotificationConfigs"];
		/** zod-free validators of the request and the response message (the same objects as in `validators`). */
		readonly validators: (typeof base)["ListTaskPushNotificationConfigs"]["validators"];
		/** Validators of the request and the response message (the same objects as in `schemas`). */
		readonly schemas: {
			readonly request: typeof schemas.ListTaskPushNotificationConfigsRequest;
			readonly response: typeof schemas.ListTaskPushNotificationConfigsResponse;
		};
	};
	/** GetExtendedAgentCard (protocol 1.0, unary): GET /extendedAgentCard, GET /{tenant}/extendedAgentCard; JSON-RPC GetExtendedAgentCard; gRPC /lf.a2a.v1.A2AService/GetExtendedAgentCard. */
	readonly GetExtendedAgentCard: {
		readonly name: "GetExtendedAgentCard";
		readonly identity: "GetExtendedAgentCard";
		readonly protocolVersion: "1.0";
		readonly jsonRpcMethod: "GetExtendedAgentCard";
		readonly jsonRpcFrom: "rpc name";
		readonly grpcMethod: "/lf.a2a.v1.A2AService/GetExtendedAgentCard";
		readonly service: "lf.a2a.v1.A2AService";
		readonly requestType: "lf.a2a.v1.GetExtendedAgentCardRequest";
		readonly responseType: "lf.a2a.v1.AgentCard";
		readonly streaming: "unary";
		readonly http: readonly [RouteBinding, RouteBinding];
		readonly alternatives: readonly [];
		readonly names: readonly ["GetExtendedAgentCard", "/lf.a2a.v1.A2AService/GetExtendedAgentCard", "GET /extendedAgentCard", "GET /{tenant}/extendedAgentCard"];
		/** zod-free validators of the request and the response message (the same objects as in `validators`). */
		readonly validators: (typeof base)["GetExtendedAgentCard"]["validators"];
		/** Validators of the request and the response message (the same objects as in `schemas`). */
		readonly schemas: {
			readonly request: typeof schemas.GetExtendedAgentCardRequest;
			readonly response: typeof schemas.AgentCard;
		};
	};
	/** DeleteTaskPushNotificationConfig (protocol 1.0, unary): DELETE /tasks/{task_id=*}/pushNotificationConfigs/{id=*}, DELETE /{tenant}/tasks/{task_id=*}/pushNotificationConfigs/{id=*}; JSON-RPC DeleteTaskPushNotificationConfig; gRPC /lf.a2a.v1.A2AService/DeleteTaskPushNotificationConfig. */
	readonly DeleteTaskPushNotificationConfig: {
		readonly name: "DeleteTaskPushNotificationConfig";
		readonly identity: "DeleteTaskPushNotificationConfig";
		readonly protocolVersion: "1.0";
		readonly jsonRpcMethod: "DeleteTaskPushNotificationConfig";
		readonly jsonRpcFrom: "rpc name";
		readonly grpcMethod: "/lf.a2a.v1.A2AService/DeleteTaskPushNotificationConfig";
		readonly service: "lf.a2a.v1.A2AService";
		readonly requestType: "lf.a2a.v1.DeleteTaskPushNotificationConfigRequest";
		readonly responseType: "google.protobuf.Empty";
		readonly streaming: "unary";
		readonly http: readonly [RouteBinding, RouteBinding];
		readonly alternatives: readonly [];
		readonly names: readonly ["DeleteTaskPushNotificationConfig", "/lf.a2a.v1.A2AService/DeleteTaskPushNotificationConfig",
			"DELETE /tasks/{task_id=*}/pushNotificationConfigs/{id=*}", "DELETE /{tenant}/tasks/{task_id=*}/pushNotificationConfigs/{id=*}"];
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
	readonly alternatives: readonly [RouteBinding, RouteBinding];
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
	readonly operation: string;
	readonly specSections: string[];
	readonly specSays: string;
	readonly protoSays: string;
	readonly canonical: string;
	readonly note: string;
}];
/** Pairs of templates with one method that can match the same path; the winner is decided at generation time. */
export declare const overlaps: readonly [{
	readonly method: "GET";
	readonly winner: RouteBinding;
	readonly loser: RouteBinding;
}, {
	readonly method: "GET";
	readonly winner: RouteBinding;
	readonly loser: RouteBinding;
}, {
	readonly method: "GET";
	readonly winner: RouteBinding;
	readonly loser: RouteBinding;
}, {
	readonly method: "GET";
	readonly winner: RouteBinding;
	readonly loser: RouteBinding;
}];
/** How this version answers a request whose parameters fail validation, per binding (rules file). */
export declare const invalidParamsError: InvalidParamsSpec;
/** The answer to a failed validation: invalidParams(failure, "jsonrpc") gives the JSON-RPC error object, "http+json" the HTTP status and body. */
export declare const invalidParams: InvalidParamsAnswer;
/** JSON-RPC method → operation (rpc) name, this version's methods. */
export declare const jsonRpcMethods: {
	readonly "SendMessage": "SendMessage";
	readonly "SendStreamingMessage": "SendStreamingMessage";
	readonly "GetTask": "GetTask";
	readonly "ListTasks": "ListTasks";
	readonly "CancelTask": "CancelTask";
	readonly "SubscribeToTask": "SubscribeToTask";
	readonly "CreateTaskPushNotificationConfig": "CreateTaskPushNotificationConfig";
	readonly "GetTaskPushNotificationConfig": "GetTaskPushNotificationConfig";
	readonly "ListTaskPushNotificationConfigs": "ListTaskPushNotificationConfigs";
	readonly "GetExtendedAgentCard": "GetExtendedAgentCard";
	readonly "DeleteTaskPushNotificationConfig": "DeleteTaskPushNotificationConfig";
};
/** gRPC path ("/package.Service/Method") → operation (rpc) name, this version's methods. */
export declare const grpcMethods: {
	readonly "/lf.a2a.v1.A2AService/SendMessage": "SendMessage";
	readonly "/lf.a2a.v1.A2AService/SendStreamingMessage": "SendStreamingMessage";
	readonly "/lf.a2a.v1.A2AService/GetTask": "GetTask";
	readonly "/lf.a2a.v1.A2AService/ListTasks": "ListTasks";
	readonly "/lf.a2a.v1.A2AService/CancelTask": "CancelTask";
	readonly "/lf.a2a.v1.A2AService/SubscribeToTask": "SubscribeToTask";
	readonly "/lf.a2a.v1.A2AService/CreateTaskPushNotificationConfig": "CreateTaskPushNotificationConfig";
	readonly "/lf.a2a.v1.A2AService/GetTaskPushNotificationConfig": "GetTaskPushNotificationConfig";
	readonly "/lf.a2a.v1.A2AService/ListTaskPushNotificationConfigs": "ListTaskPushNotificationConfigs";
	readonly "/lf.a2a.v1.A2AService/GetExtendedAgentCard": "GetExtendedAgentCard";
	readonly "/lf.a2a.v1.A2AService/DeleteTaskPushNotificationConfig": "DeleteTaskPushNotificationConfig";
};
/** Every name `operation(name)` knows that leads to an operation of this version (rpc, JSON-RPC method, gRPC path, "METHOD template", of any version) → that operation's name here. */
export type OperationByName = {
	readonly "/a2a.v1.A2AService/CancelTask": "CancelTask";
	readonly "/a2a.v1.A2AService/CreateTaskPushNotificationConfig": "CreateTaskPushNotificationConfig";
	readonly "/a2a.v1.A2AService/DeleteTaskPushNotificationConfig": "DeleteTaskPushNotificationConfig";
	readonly "/a2a.v1.A2AService/GetAgentCard": "GetExtendedAgentCard";
	readonly "/a2a.v1.A2AService/GetTask": "GetTask";
	readonly "/a2a.v1.A2AService/GetTaskPushNotificationConfig": "GetTaskPushNotificationConfig";
	readonly "/a2a.v1.A2AService/ListTaskPushNotificationConfig": "ListTaskPushNotificationConfigs";
	readonly "/a2a.v1.A2AService/SendMessage": "SendMessage";
	readonly "/a2a.v1.A2AService/SendStreamingMessage": "SendStreamingMessage";
	readonly "/a2a.v1.A2AService/TaskSubscription": "SubscribeToTask";
	readonly "/lf.a2a.v1.A2AService/CancelTask": "CancelTask";
	readonly "/lf.a2a.v1.A2AService/CreateTaskPushNotificationConfig": "CreateTaskPushNotificationConfig";
	readonly "/lf.a2a.v1.A2AService/DeleteTaskPushNotificationConfig": "DeleteTaskPushNotificationConfig";
	readonly "/lf.a2a.v1.A2AService/GetExtendedAgentCard": "GetExtendedAgentCard";
	readonly "/lf.a2a.v1.A2AService/GetTask": "GetTask";
	readonly "/lf.a2a.v1.A2AService/GetTaskPushNotificationConfig": "GetTaskPushNotificationConfig";
	readonly "/lf.a2a.v1.A2AService/ListTaskPushNotificationConfigs": "ListTaskPushNotificationConfigs";
	readonly "/lf.a2a.v1.A2AService/ListTasks": "ListTasks";
	readonly "/lf.a2a.v1.A2AService/SendMessage": "SendMessage";
	readonly "/lf.a2a.v1.A2AService/SendStreamingMessage": "SendStreamingMessage";
	readonly "/lf.a2a.v1.A2AService/SubscribeToTask": "SubscribeToTask";
	readonly "CancelTask": "CancelTask";
	readonly "CreateTaskPushNotificationConfig": "CreateTaskPushNotificationConfig";
	readonly "DELETE /tasks/{task_id=*}/pushNotificationConfigs/{id=*}": "DeleteTaskPushNotificationConfig";
	readonly "DELETE /v1/{name=tasks/*/pushNotificationConfigs/*}": "DeleteTaskPushNotificationConfig";
	readonly "DELETE /{tenant}/tasks/{task_id=*}/pushNotificationConfigs/{id=*}": "DeleteTaskPushNotificationConfig";
	readonly "DeleteTaskPushNotificationConfig": "DeleteTaskPushNotificationConfig";
	readonly "GET /extendedAgentCard": "GetExtendedAgentCard";
	readonly "GET /tasks": "ListTasks";
	readonly "GET /tasks/{id=*}": "GetTask";
	readonly "GET /tasks/{id=*}:subscribe": "SubscribeToTask";
	readonly "GET /tasks/{task_id=*}/pushNotificationConfigs": "ListTaskPushNotificationConfigs";
	readonly "GET /tasks/{task_id=*}/pushNotificationConfigs/{id=*}": "GetTaskPushNotificationConfig";
	readonly "GET /v1/card": "GetExtendedAgentCard";
	readonly "GET /v1/{name=tasks/*/pushNotificationConfigs/*}": "GetTaskPushNotificationConfig";
	readonly "GET /v1/{name=tasks/*}": "GetTask";
	readonly "GET /v1/{name=tasks/*}:subscribe": "SubscribeToTask";
	readonly "GET /v1/{parent=tasks/*}/pushNotificationConfigs": "ListTaskPushNotificationConfigs";
	readonly "GET /{tenant}/extendedAgentCard": "GetExtendedAgentCard";
	readonly "GET /{tenant}/tasks": "ListTasks";
	readonly "GET /{tenant}/tasks/{id=*}": "GetTask";
	readonly "GET /{tenant}/tasks/{id=*}:subscribe": "SubscribeToTask";
	readonly "GET /{tenant}/tasks/{task_id=*}/pushNotificationConfigs": "ListTaskPushNotificationConfigs";
	readonly "GET /{tenant}/tasks/{task_id=*}/pushNotificationConfigs/{id=*}": "GetTaskPushNotificationConfig";
	readonly "GetAgentCard": "GetExtendedAgentCard";
	readonly "GetExtendedAgentCard": "GetExtendedAgentCard";
	readonly "GetTask": "GetTask";
	readonly "GetTaskPushNotificationConfig": "GetTaskPushNotificationConfig";
	readonly "ListTaskPushNotificationConfig": "ListTaskPushNotificationConfigs";
	readonly "ListTaskPushNotificationConfigs": "ListTaskPushNotificationConfigs";
	readonly "ListTasks": "ListTasks";
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
	readonly "SubscribeToTask": "SubscribeToTask";
	readonly "TaskSubscription": "SubscribeToTask";
	readonly "agent/getAuthenticatedExtendedCard": "GetExtendedAgentCard";
	readonly "message/send": "SendMessage";
	readonly "message/stream": "SendStreamingMessage";
	readonly "tasks/cancel": "CancelTask";
	readonly "tasks/get": "GetTask";
	readonly "tasks/pushNotificationConfig/delete": "DeleteTaskPushNotificationConfig";
	readonly "tasks/pushNotificationConfig/get": "GetTaskPushNotificationConfig";
	readonly "tasks/pushNotificationConfig/list": "ListTaskPushNotificationConfigs";
	readonly "tasks/pushNotificationConfig/set": "CreateTaskPushNotificationConfig";
	readonly "tasks/resubscribe": "SubscribeToTask";
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
