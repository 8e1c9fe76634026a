import type { DialectConverters } from "@a2a-bindgen/runtime";
/** Every operation the adapters know, by cross-version identity. */
export type CompatOperation = "SendMessage" | "SendStreamingMessage" | "GetTask" | "ListTasks" | "CancelTask" | "SubscribeToTask" | "CreateTaskPushNotificationConfig" | "GetTaskPushNotificationConfig" | "ListTaskPushNotificationConfigs" | "GetExtendedAgentCard" | "DeleteTaskPushNotificationConfig";
/** The value kinds with converters of their own. */
export type CompatKind = "agentCard" | "message" | "pushConfig" | "task";
/**
* Version-diff adapters between protocol 1.0 and 0.3: compat.toV1_0.<dialect> and
* compat.toV0_3.<dialect>, dialects "rest" and "jsonrpc". Every function returns { value, losses };
* { strict: true } turns any loss into a CompatError.
*/
export declare const compat: {
	readonly toV1_0: {
		readonly rest: DialectConverters<CompatKind>;
		readonly jsonrpc: DialectConverters<CompatKind>;
	};
	readonly toV0_3: {
		readonly rest: DialectConverters<CompatKind>;
		readonly jsonrpc: DialectConverters<CompatKind>;
	};
};
