import { wktValidators } from "@a2a-bindgen/runtime/engine";
import type { Node, ParseOptions, SchemaSet } from "@a2a-bindgen/runtime/engine";
import type { RouteBinding } from "@a2a-bindgen/runtime";
import type * as types from "./types.js";
/** Names of this version's messages (keys of `validators` and `schemas`). */
export declare const messageNames: readonly ["SendMessageConfiguration", "PushNotificationConfig", "AuthenticationInfo", "Task", "TaskStatus", "Message",
	"Part", "FilePart", "DataPart", "Artifact", "TaskStatusUpdateEvent", "TaskArtifactUpdateEvent", "AgentInterface", "AgentCard", "AgentProvider",
	"AgentCapabilities", "AgentExtension", "SecurityScheme", "APIKeySecurityScheme", "HTTPAuthSecurityScheme", "OAuth2SecurityScheme", "OAuthFlows",
	"AuthorizationCodeOAuthFlow", "ClientCredentialsOAuthFlow", "ImplicitOAuthFlow", "PasswordOAuthFlow", "OpenIdConnectSecurityScheme", "MutualTlsSecurityScheme",
	"Security", "StringList", "AgentSkill", "AgentCardSignature", "TaskPushNotificationConfig", "SendMessageRequest", "GetTaskRequest", "CancelTaskRequest",
	"GetTaskPushNotificationConfigRequest", "DeleteTaskPushNotificationConfigRequest", "CreateTaskPushNotificationConfigRequest", "TaskSubscriptionRequest",
	"ListTaskPushNotificationConfigRequest", "GetAgentCardRequest", "SendMessageResponse", "StreamResponse", "ListTaskPushNotificationConfigResponse"];
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
/** The operations of protocol version 0.3, keyed by operation (rpc) name, with their zod-free validators. */
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
		/** Validators of the request and the response message (the same objects as in `validators`). */
		readonly validators: {
			readonly request: typeof validators.SendMessageRequest;
			readonly response: typeof validators.SendMessageResponse;
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
		/** Validators of the request and the response message (the same objects as in `validators`). */
		readonly validators: {
			readonly request: typeof validators.SendMessageRequest;
			readonly response: typeof validators.StreamResponse;
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
		/** Validators of the request and the response message (the same objects as in `validators`). */
		readonly validators: {
			readonly request: typeof validators.GetTaskRequest;
			readonly response: typeof validators.Task;
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
		/** Validators of the request and the response message (the same objects as in `validators`). */
		readonly validators: {
			readonly request: typeof validators.CancelTaskRequest;
			readonly response: typeof validators.Task;
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
		/** Validators of the request and the response message (the same objects as in `validators`). */
		readonly validators: {
			readonly request: typeof validators.TaskSubscriptionRequest;
			readonly response: typeof validators.StreamResponse;
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
		/** Validators of the request and the response message (the same objects as in `validators`). */
		readonly validators: {
			readonly request: typeof validators.CreateTaskPushNotificationConfigRequest;
			readonly response: typeof validators.TaskPushNotificationConfig;
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
		/** Validators of the request and the response message (the same objects as in `validators`). */
		readonly validators: {
			readonly request: typeof validators.GetTaskPushNotificationConfigRequest;
			readonly response: typeof validators.TaskPushNotificationConfig;
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
		/** Validators of the request and the response message (the same objects as in `validators`). */
		readonly validators: {
			readonly request: typeof validators.ListTaskPushNotificationConfigRequest;
			readonly response: typeof validators.ListTaskPushNotificationConfigResponse;
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
		/** Validators of the request and the response message (the same objects as in `validators`). */
		readonly validators: {
			readonly request: typeof validators.GetAgentCardRequest;
			readonly response: typeof validators.AgentCard;
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
		/** Validators of the request and the response message (the same objects as in `validators`). */
		readonly validators: {
			readonly request: typeof validators.DeleteTaskPushNotificationConfigRequest;
			readonly response: (typeof wktValidators)["google.protobuf.Empty"];
		};
	};
};
export {};
