/** Each operation identity and its operation name in every protocol version that has it. */
export declare const identities: readonly [{
	readonly id: "SendMessage";
	readonly operations: {
		readonly "1.0": "SendMessage";
		readonly "0.3": "SendMessage";
	};
	readonly note: null;
}, {
	readonly id: "SendStreamingMessage";
	readonly operations: {
		readonly "1.0": "SendStreamingMessage";
		readonly "0.3": "SendStreamingMessage";
	};
	readonly note: null;
}, {
	readonly id: "GetTask";
	readonly operations: {
		readonly "1.0": "GetTask";
		readonly "0.3": "GetTask";
	};
	readonly note: null;
}, {
	readonly id: "ListTasks";
	readonly operations: {
		readonly "1.0": "ListTasks";
	};
	readonly note: "New in v1.0: neither the v0.3.0 proto nor a2a.json has it (the v0.3.0 prose does; see disagreement v0.3-list-tasks).";
}, {
	readonly id: "CancelTask";
	readonly operations: {
		readonly "1.0": "CancelTask";
		readonly "0.3": "CancelTask";
	};
	readonly note: null;
}, {
	readonly id: "SubscribeToTask";
	readonly operations: {
		readonly "1.0": "SubscribeToTask";
		readonly "0.3": "TaskSubscription";
	};
	readonly note: null;
}, {
	readonly id: "CreateTaskPushNotificationConfig";
	readonly operations: {
		readonly "1.0": "CreateTaskPushNotificationConfig";
		readonly "0.3": "CreateTaskPushNotificationConfig";
	};
	readonly note: null;
}, {
	readonly id: "GetTaskPushNotificationConfig";
	readonly operations: {
		readonly "1.0": "GetTaskPushNotificationConfig";
		readonly "0.3": "GetTaskPushNotificationConfig";
	};
	readonly note: null;
}, {
	readonly id: "ListTaskPushNotificationConfigs";
	readonly operations: {
		readonly "1.0": "ListTaskPushNotificationConfigs";
		readonly "0.3": "ListTaskPushNotificationConfig";
	};
	readonly note: "Singular in the v0.3.0 proto.";
}, {
	readonly id: "GetExtendedAgentCard";
	readonly operations: {
		readonly "1.0": "GetExtendedAgentCard";
		readonly "0.3": "GetAgentCard";
	};
	readonly note: null;
}, {
	readonly id: "DeleteTaskPushNotificationConfig";
	readonly operations: {
		readonly "1.0": "DeleteTaskPushNotificationConfig";
		readonly "0.3": "DeleteTaskPushNotificationConfig";
	};
	readonly note: null;
}];
/** Every name of every operation (rpc, JSON-RPC method, gRPC path, "METHOD template") in any version → its identity. */
export declare const identityByName: Readonly<Record<string, string>>;
