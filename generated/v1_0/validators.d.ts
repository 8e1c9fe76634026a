import { wktValidators } from "@a2a-bindgen/runtime/engine";
import type { Node, ParseOptions, SchemaSet } from "@a2a-bindgen/runtime/engine";
import type { RouteBinding } from "@a2a-bindgen/runtime";
import type * as types from "./types.js";
/** Names of this version's messages (keys of `validators` and `schemas`). */
export declare const messageNames: readonly ["SendMessageConfiguration", "TaskPushNotificationConfig", "AuthenticationInfo", "Task", "TaskStatus", "Message",
	"Part", "Artifact", "TaskStatusUpdateEvent", "TaskArtifactUpdateEvent", "AgentInterface", "AgentCard", "AgentProvider", "AgentCapabilities", "AgentExtension",
	"SecurityScheme", "APIKeySecurityScheme", "HTTPAuthSecurityScheme", "OAuth2SecurityScheme", "OAuthFlows", "AuthorizationCodeOAuthFlow",
	"ClientCredentialsOAuthFlow", "ImplicitOAuthFlow", "PasswordOAuthFlow", "DeviceCodeOAuthFlow", "OpenIdConnectSecurityScheme", "MutualTlsSecurityScheme",
	"SecurityRequirement", "StringList", "AgentSkill", "AgentCardSignature", "SendMessageRequest", "GetTaskRequest", "ListTasksRequest", "ListTasksResponse",
	"CancelTaskRequest", "GetTaskPushNotificationConfigRequest", "DeleteTaskPushNotificationConfigRequest", "SubscribeToTaskRequest",
	"ListTaskPushNotificationConfigsRequest", "GetExtendedAgentCardRequest", "SendMessageResponse", "StreamResponse", "ListTaskPushNotificationConfigsResponse"];
/** Names of this version's enums (keys of `validators` and `schemas`). */
export declare const enumNames: readonly ["TaskState", "Role"];
/** REQUIRED fields the validators do not check, because their default is a legitimate value (rules file). */
export declare const requiredNotChecked: readonly {
	field: string;
	reason: string;
}[];
/** A message's or enum's name: the nodes' keys, so that reading one needs no check under noUncheckedIndexedAccess. */
type Name = (typeof messageNames)[number] | (typeof enumNames)[number];
/** The nodes of every message and enum, per set of options: what `validators` and the zod `schemas` view. */
export declare const nodes: SchemaSet<Record<Name, Node>>;
/** Every message and enum of this version, validated without zod: REQUIRED fields enforced, unknown fields ignored. */
export declare const validators: types.Validators;
/**
* The same validators under other options (REQUIRED skipped, unknown fields reported); one object per set
* of options. Unless `required` is "enforce" or left out, they are typed as `LenientValidators`.
*/
export declare const validatorsWith: {
	(options: {
		readonly required?: "enforce";
		readonly unknownFields?: ParseOptions["unknownFields"];
	}): types.Validators;
	(options: Partial<ParseOptions>): types.LenientValidators;
};
/** The operations of protocol version 1.0, keyed by operation (rpc) name, with their zod-free validators. */
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
		/** Validators of the request and the response message (the same objects as in `validators`). */
		readonly validators: {
			readonly request: typeof validators.SendMessageRequest;
			readonly response: typeof validators.SendMessageResponse;
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
		/** Validators of the request and the response message (the same objects as in `validators`). */
		readonly validators: {
			readonly request: typeof validators.SendMessageRequest;
			readonly response: typeof validators.StreamResponse;
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
		/** Validators of the request and the response message (the same objects as in `validators`). */
		readonly validators: {
			readonly request: typeof validators.GetTaskRequest;
			readonly response: typeof validators.Task;
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
		/** Validators of the request and the response message (the same objects as in `validators`). */
		readonly validators: {
			readonly request: typeof validators.ListTasksRequest;
			readonly response: typeof validators.ListTasksResponse;
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
		/** Validators of the request and the response message (the same objects as in `validators`). */
		readonly validators: {
			readonly request: typeof validators.CancelTaskRequest;
			readonly response: typeof validators.Task;
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
		/** Validators of the request and the response message (the same objects as in `validators`). */
		readonly validators: {
			readonly request: typeof validators.SubscribeToTaskRequest;
			readonly response: typeof validators.StreamResponse;
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
		/** Validators of the request and the response message (the same objects as in `validators`). */
		readonly validators: {
			readonly request: typeof validators.TaskPushNotificationConfig;
			readonly response: typeof validators.TaskPushNotificationConfig;
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
		/** Validators of the request and the response message (the same objects as in `validators`). */
		readonly validators: {
			readonly request: typeof validators.GetTaskPushNotificationConfigRequest;
			readonly response: typeof validators.TaskPushNotificationConfig;
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
		/** Validators of the request and the response message (the same objects as in `validators`). */
		readonly validators: {
			readonly request: typeof validators.ListTaskPushNotificationConfigsRequest;
			readonly response: typeof validators.ListTaskPushNotificationConfigsResponse;
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
		/** Validators of the request and the response message (the same objects as in `validators`). */
		readonly validators: {
			readonly request: typeof validators.GetExtendedAgentCardRequest;
			readonly response: typeof validators.AgentCard;
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
		/** Validators of the request and the response message (the same objects as in `validators`). */
		readonly validators: {
			readonly request: typeof validators.DeleteTaskPushNotificationConfigRequest;
			readonly response: (typeof wktValidators)["google.protobuf.Empty"];
		};
	};
};
export {};
