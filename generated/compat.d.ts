import { toV1_0_rest } from "./compat/to-v1_0-rest.js";
import { toV1_0_jsonrpc } from "./compat/to-v1_0-jsonrpc.js";
import { toV0_3_rest } from "./compat/to-v0_3-rest.js";
import { toV0_3_jsonrpc } from "./compat/to-v0_3-jsonrpc.js";
import type { TypedDialectConverters } from "@a2a-bindgen/runtime";
import type * as v1_0_types from "./v1_0/types.js";
import type * as v0_3_types from "./v0_3/types.js";
import type * as v0_3_jsonrpc from "./v0_3/jsonrpc.js";
/** Every operation the adapters know, by cross-version identity. */
export type CompatOperation = "SendMessage" | "SendStreamingMessage" | "GetTask" | "ListTasks" | "CancelTask" | "SubscribeToTask" |
	"CreateTaskPushNotificationConfig" | "GetTaskPushNotificationConfig" | "ListTaskPushNotificationConfigs" | "GetExtendedAgentCard" |
	"DeleteTaskPushNotificationConfig";
/** The value kinds with converters of their own. */
export type CompatKind = "agentCard" | "message" | "pushConfig" | "task";
/** Protocol 1.0's types in the rest dialect's converters, as parsed: each operation's params, result and stream event (by cross-version identity), and each kind. */
export interface CompatV1_0Rest {
	params: {
		"SendMessage": v1_0_types.SendMessageRequest;
		"SendStreamingMessage": v1_0_types.SendMessageRequest;
		"GetTask": v1_0_types.GetTaskRequest;
		"CancelTask": v1_0_types.CancelTaskRequest;
		"SubscribeToTask": v1_0_types.SubscribeToTaskRequest;
		"CreateTaskPushNotificationConfig": v1_0_types.TaskPushNotificationConfig;
		"GetTaskPushNotificationConfig": v1_0_types.GetTaskPushNotificationConfigRequest;
		"ListTaskPushNotificationConfigs": v1_0_types.ListTaskPushNotificationConfigsRequest;
		"GetExtendedAgentCard": v1_0_types.GetExtendedAgentCardRequest;
		"DeleteTaskPushNotificationConfig": v1_0_types.DeleteTaskPushNotificationConfigRequest;
	};
	result: {
		"SendMessage": v1_0_types.SendMessageResponse;
		"GetTask": v1_0_types.Task;
		"CancelTask": v1_0_types.Task;
		"CreateTaskPushNotificationConfig": v1_0_types.TaskPushNotificationConfig;
		"GetTaskPushNotificationConfig": v1_0_types.TaskPushNotificationConfig;
		"ListTaskPushNotificationConfigs": v1_0_types.ListTaskPushNotificationConfigsResponse;
		"GetExtendedAgentCard": v1_0_types.AgentCard;
		"DeleteTaskPushNotificationConfig": Record<string, never>;
	};
	event: {
		"SendStreamingMessage": v1_0_types.StreamResponse;
		"SubscribeToTask": v1_0_types.StreamResponse;
	};
	kinds: {
		"agentCard": v1_0_types.AgentCard;
		"message": v1_0_types.Message;
		"pushConfig": v1_0_types.TaskPushNotificationConfig;
		"task": v1_0_types.Task;
	};
}
/** Protocol 0.3's types in the rest dialect's converters, as parsed: each operation's params, result and stream event (by cross-version identity), and each kind. */
export interface CompatV0_3Rest {
	params: {
		"SendMessage": v0_3_types.SendMessageRequest;
		"SendStreamingMessage": v0_3_types.SendMessageRequest;
		"GetTask": v0_3_types.GetTaskRequest;
		"CancelTask": v0_3_types.CancelTaskRequest;
		"SubscribeToTask": v0_3_types.TaskSubscriptionRequest;
		"CreateTaskPushNotificationConfig": v0_3_types.CreateTaskPushNotificationConfigRequest;
		"GetTaskPushNotificationConfig": v0_3_types.GetTaskPushNotificationConfigRequest;
		"ListTaskPushNotificationConfigs": v0_3_types.ListTaskPushNotificationConfigRequest;
		"GetExtendedAgentCard": v0_3_types.GetAgentCardRequest;
		"DeleteTaskPushNotificationConfig": v0_3_types.DeleteTaskPushNotificationConfigRequest;
	};
	result: {
		"SendMessage": v0_3_types.SendMessageResponse;
		"GetTask": v0_3_types.Task;
		"CancelTask": v0_3_types.Task;
		"CreateTaskPushNotificationConfig": v0_3_types.TaskPushNotificationConfig;
		"GetTaskPushNotificationConfig": v0_3_types.TaskPushNotificationConfig;
		"ListTaskPushNotificationConfigs": v0_3_types.ListTaskPushNotificationConfigResponse;
		"GetExtendedAgentCard": v0_3_types.AgentCard;
		"DeleteTaskPushNotificationConfig": Record<string, never>;
	};
	event: {
		"SendStreamingMessage": v0_3_types.StreamResponse;
		"SubscribeToTask": v0_3_types.StreamResponse;
	};
	kinds: {
		"agentCard": v0_3_types.AgentCard;
		"message": v0_3_types.Message;
		"pushConfig": v0_3_types.TaskPushNotificationConfig;
		"task": v0_3_types.Task;
	};
}
/** Protocol 1.0's types in the jsonrpc dialect's converters, as parsed: each operation's params, result and stream event (by cross-version identity), and each kind. */
export interface CompatV1_0Jsonrpc {
	params: {
		"SendMessage": v1_0_types.SendMessageRequest;
		"SendStreamingMessage": v1_0_types.SendMessageRequest;
		"GetTask": v1_0_types.GetTaskRequest;
		"CancelTask": v1_0_types.CancelTaskRequest;
		"SubscribeToTask": v1_0_types.SubscribeToTaskRequest;
		"CreateTaskPushNotificationConfig": v1_0_types.TaskPushNotificationConfig;
		"GetTaskPushNotificationConfig": v1_0_types.GetTaskPushNotificationConfigRequest;
		"ListTaskPushNotificationConfigs": v1_0_types.ListTaskPushNotificationConfigsRequest;
		"GetExtendedAgentCard": v1_0_types.GetExtendedAgentCardRequest;
		"DeleteTaskPushNotificationConfig": v1_0_types.DeleteTaskPushNotificationConfigRequest;
	};
	result: {
		"SendMessage": v1_0_types.SendMessageResponse;
		"GetTask": v1_0_types.Task;
		"CancelTask": v1_0_types.Task;
		"CreateTaskPushNotificationConfig": v1_0_types.TaskPushNotificationConfig;
		"GetTaskPushNotificationConfig": v1_0_types.TaskPushNotificationConfig;
		"ListTaskPushNotificationConfigs": v1_0_types.ListTaskPushNotificationConfigsResponse;
		"GetExtendedAgentCard": v1_0_types.AgentCard;
		"DeleteTaskPushNotificationConfig": Record<string, never>;
	};
	event: {
		"SendStreamingMessage": v1_0_types.StreamResponse;
		"SubscribeToTask": v1_0_types.StreamResponse;
	};
	kinds: {
		"agentCard": v1_0_types.AgentCard;
		"message": v1_0_types.Message;
		"pushConfig": v1_0_types.TaskPushNotificationConfig;
		"task": v1_0_types.Task;
	};
}
/** Protocol 0.3's types in the jsonrpc dialect's converters, as parsed: each operation's params, result and stream event (by cross-version identity), and each kind. */
export interface CompatV0_3Jsonrpc {
	params: {
		"SendMessage": v0_3_jsonrpc.MessageSendParams;
		"SendStreamingMessage": v0_3_jsonrpc.MessageSendParams;
		"GetTask": v0_3_jsonrpc.TaskQueryParams;
		"CancelTask": v0_3_jsonrpc.TaskIdParams;
		"SubscribeToTask": v0_3_jsonrpc.TaskIdParams;
		"CreateTaskPushNotificationConfig": v0_3_jsonrpc.TaskPushNotificationConfig;
		"GetTaskPushNotificationConfig": v0_3_jsonrpc.GetTaskPushNotificationConfigParams;
		"ListTaskPushNotificationConfigs": v0_3_jsonrpc.ListTaskPushNotificationConfigParams;
		"GetExtendedAgentCard": Record<string, never>;
		"DeleteTaskPushNotificationConfig": v0_3_jsonrpc.DeleteTaskPushNotificationConfigParams;
	};
	result: {
		"SendMessage": v0_3_jsonrpc.SendMessageSuccessResponse["result"];
		"GetTask": v0_3_jsonrpc.Task;
		"CancelTask": v0_3_jsonrpc.Task;
		"CreateTaskPushNotificationConfig": v0_3_jsonrpc.TaskPushNotificationConfig;
		"GetTaskPushNotificationConfig": v0_3_jsonrpc.TaskPushNotificationConfig;
		"ListTaskPushNotificationConfigs": v0_3_jsonrpc.ListTaskPushNotificationConfigSuccessResponse["result"];
		"GetExtendedAgentCard": v0_3_jsonrpc.AgentCard;
		"DeleteTaskPushNotificationConfig": null;
	};
	event: {
		"SendStreamingMessage": v0_3_jsonrpc.SendStreamingMessageSuccessResponse["result"];
		"SubscribeToTask": v0_3_jsonrpc.SendStreamingMessageSuccessResponse["result"];
	};
	kinds: {
		"agentCard": v0_3_jsonrpc.AgentCard;
		"message": v0_3_jsonrpc.Message;
		"pushConfig": v0_3_jsonrpc.TaskPushNotificationConfig;
		"task": v0_3_jsonrpc.Task;
	};
}
export { toV1_0_rest, toV1_0_jsonrpc, toV0_3_rest, toV0_3_jsonrpc };
/**
* Version-diff adapters between protocol 1.0 and 0.3: compat.toV1_0.<dialect> and
* compat.toV0_3.<dialect>, dialects "rest" and "jsonrpc". Every function returns { value, losses };
* { strict: true } turns any loss into a CompatError. Each takes the source version's type for its dialect
* (and operation) as parsed, and returns the target's: exactly with { strict: true }, else Lossy (any field may be
* absent: a loss) or undefined (the whole value lost). A value of type `unknown` or JsonValue is taken too, and gives JSON.
*/
export declare const compat: {
	readonly toV1_0: {
		readonly rest: TypedDialectConverters<CompatV0_3Rest, CompatV1_0Rest>;
		readonly jsonrpc: TypedDialectConverters<CompatV0_3Jsonrpc, CompatV1_0Jsonrpc>;
	};
	readonly toV0_3: {
		readonly rest: TypedDialectConverters<CompatV1_0Rest, CompatV0_3Rest>;
		readonly jsonrpc: TypedDialectConverters<CompatV1_0Jsonrpc, CompatV0_3Jsonrpc>;
	};
};
