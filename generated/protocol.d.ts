/** The protocol versions generated, newest first. */
export declare const protocolVersions: readonly ["1.0", "0.3"];
/** Service parameter names per carrier: HTTP headers as written, gRPC metadata keys as they arrive. */
export declare const serviceParameters: {
	readonly carriers: {
		readonly headers: "case-insensitive";
		readonly metadata: "lowercase";
	};
	readonly version: {
		readonly headers: "A2A-Version";
		readonly metadata: "a2a-version";
		readonly query: "A2A-Version";
	};
	readonly extensions: {
		readonly headers: "A2A-Extensions";
		readonly metadata: "a2a-extensions";
		readonly separator: ",";
		readonly requiredMissing: "ExtensionSupportRequiredError";
		readonly byVersion: {
			readonly "1.0": {
				readonly read: readonly [{
					readonly headers: "A2A-Extensions";
					readonly metadata: "a2a-extensions";
				}];
				readonly send: readonly [{
					readonly headers: "A2A-Extensions";
					readonly metadata: "a2a-extensions";
				}];
				readonly respond: {
					readonly headers: "A2A-Extensions";
					readonly metadata: "a2a-extensions";
				};
			};
			readonly "0.3": {
				readonly read: readonly [{
					readonly headers: "X-A2A-Extensions";
					readonly metadata: "x-a2a-extensions";
				}, {
					readonly headers: "A2A-Extensions";
					readonly metadata: "a2a-extensions";
				}];
				readonly send: readonly [{
					readonly headers: "X-A2A-Extensions";
					readonly metadata: "x-a2a-extensions";
				}, {
					readonly headers: "A2A-Extensions";
					readonly metadata: "a2a-extensions";
				}];
				readonly respond: {
					readonly headers: "X-A2A-Extensions";
					readonly metadata: "a2a-extensions";
				};
			};
		};
	};
};
/** How a server reads the version parameter: each decision of the rules file. */
export declare const versionNegotiation: {
	readonly missing: "0.3";
	readonly form: "Major.Minor";
	readonly patch: "drop";
	readonly precedence: readonly ["header", "query"];
	readonly notOneVersion: "VersionNotSupportedError";
	readonly notServed: "VersionNotSupportedError";
};
/** Where a card declares its interfaces and extensions, per card form, the binding names, the capability checks before dispatch, where the card is served, and how push notifications are delivered. */
export declare const interfaceDeclarations: {
	readonly bindings: {
		readonly JSONRPC: {
			readonly parameters: "headers";
		};
		readonly GRPC: {
			readonly parameters: "metadata";
		};
		readonly "HTTP+JSON": {
			readonly parameters: "headers";
		};
	};
	readonly list: {
		readonly field: "supportedInterfaces";
		readonly url: "url";
		readonly binding: "protocolBinding";
		readonly version: "protocolVersion";
		readonly tenant: "tenant";
		readonly versionMissing: "0.3";
	};
	readonly single: {
		readonly url: "url";
		readonly binding: "preferredTransport";
		readonly bindingDefault: "JSONRPC";
		readonly more: "additionalInterfaces";
		readonly moreUrl: "url";
		readonly moreBinding: "transport";
		readonly version: "protocolVersion";
		readonly versionDefault: "0.3.0";
	};
	readonly hybrid: "both";
	readonly extensions: {
		readonly path: readonly ["capabilities", "extensions"];
		readonly uri: "uri";
		readonly required: "required";
	};
	readonly capabilities: readonly [{
		readonly path: readonly ["capabilities", "streaming"];
		readonly protocolVersion: "1.0";
		readonly operations: readonly ["SendStreamingMessage", "SubscribeToTask"];
		readonly error: "UnsupportedOperationError";
		readonly peers: readonly [];
	}, {
		readonly path: readonly ["capabilities", "pushNotifications"];
		readonly protocolVersion: "1.0";
		readonly operations: readonly ["CreateTaskPushNotificationConfig", "GetTaskPushNotificationConfig", "ListTaskPushNotificationConfigs",
			"DeleteTaskPushNotificationConfig"];
		readonly error: "PushNotificationNotSupportedError";
		readonly peers: readonly [];
	}, {
		readonly path: readonly ["capabilities", "extendedAgentCard"];
		readonly protocolVersion: "1.0";
		readonly operations: readonly ["GetExtendedAgentCard"];
		readonly error: "ExtendedAgentCardNotConfiguredError";
		readonly peers: readonly [{
			readonly peer: "@a2a-js/sdk 1.3.0";
			readonly error: "UnsupportedOperationError";
		}];
	}];
	readonly card: {
		readonly path: "/.well-known/agent-card.json";
	};
	readonly push: {
		readonly token: "X-A2A-Notification-Token";
		readonly contentType: "application/a2a+json";
	};
};
/** Per older version, the newer errors it lacks: the nearest older code a server answers with, and why. */
export declare const nearestErrors: {
	readonly "0.3": {
		readonly ExtensionSupportRequiredError: {
			readonly code: -32008;
			readonly nearest: -32600;
			readonly reason: "v0.3 has no extension-negotiation error (a2a.json v0.3.0 A2AError ends at -32007). -32600 InvalidRequestError (a2a.json v0.3.0 default message 'Request payload validation error') says what happened: the request as sent does not meet a requirement of the agent (it must declare the required extension, X-A2A-Extensions in v0.3), and the client can fix it by resending. -32004 UnsupportedOperationError would tell the client that the agent cannot perform the operation at all, which is false: it can, once the extension is declared";
		};
		readonly VersionNotSupportedError: {
			readonly code: -32009;
			readonly nearest: -32004;
			readonly reason: "v0.3 has no version negotiation (no A2A-Version parameter, no such error in a2a.json v0.3.0 A2AError). -32004 UnsupportedOperationError ('This operation is not supported'; v0.3.0 docs/specification.md §8.2: the requested operation 'or a specific aspect of it' is not supported) is nearest: the protocol version is such an aspect, retrying the same request cannot succeed, and v1.0.1 §5.4 gives both the same status (FAILED_PRECONDITION, HTTP 400). -32600 InvalidRequestError would blame a payload that is valid, -32601 MethodNotFoundError a method name that exists";
		};
	};
};
/** Which answers count as a method error: the client then tries the next form of a fallback. */
export declare const methodError: {
	readonly statuses: readonly [405, 501];
	readonly notFound: {
		readonly status: 404;
		readonly unless: "a2a-error";
	};
	readonly a2aError: {
		readonly errorInfoType: "type.googleapis.com/google.rpc.ErrorInfo";
		readonly domain: "a2a-protocol.org";
		readonly legacyCodes: {
			readonly min: -32099;
			readonly max: -32000;
		};
	};
};
/** For each disagreement, the forms a client tries, in order, with the reason. */
export declare const fallbacks: readonly [{
	readonly id: "v1.0-subscribe-verb";
	readonly protocolVersion: "1.0";
	readonly operation: "SubscribeToTask";
	readonly binding: "HTTP+JSON";
	readonly order: readonly [{
		readonly method: "GET";
		readonly routes: readonly [{
			readonly binding: "primary";
			readonly template: "/tasks/{id=*}:subscribe";
			readonly table: "canonical";
		}, {
			readonly binding: "additional_bindings[0]";
			readonly template: "/{tenant}/tasks/{id=*}:subscribe";
			readonly table: "canonical";
		}];
		readonly from: "proto";
		readonly resource: null;
	}, {
		readonly method: "POST";
		readonly routes: readonly [{
			readonly binding: "alternative:v1.0-subscribe-verb[0]";
			readonly template: "/tasks/{id=*}:subscribe";
			readonly table: "alternative";
		}, {
			readonly binding: "alternative:v1.0-subscribe-verb[1]";
			readonly template: "/{tenant}/tasks/{id=*}:subscribe";
			readonly table: "alternative";
		}];
		readonly from: "spec";
		readonly resource: null;
	}];
	readonly reason: "GET first: the proto is canonical (a2a.proto v1.0.1 get: /tasks/{id=*}:subscribe); the spec's POST (§5.3, §11.3.2) on a method error (quick reference §5; I14). @a2a-js/sdk 1.3.0, a2a-python and a2a-go accept both verbs";
}, {
	readonly id: "v0.3-subscribe-verb";
	readonly protocolVersion: "0.3";
	readonly operation: "TaskSubscription";
	readonly binding: "HTTP+JSON";
	readonly order: readonly [{
		readonly method: "GET";
		readonly routes: readonly [{
			readonly binding: "primary";
			readonly template: "/v1/{name=tasks/*}:subscribe";
			readonly table: "canonical";
		}];
		readonly from: "proto";
		readonly resource: null;
	}, {
		readonly method: "POST";
		readonly routes: readonly [{
			readonly binding: "alternative:v0.3-subscribe-verb[0]";
			readonly template: "/v1/{name=tasks/*}:subscribe";
			readonly table: "alternative";
		}];
		readonly from: "spec";
		readonly resource: null;
	}];
	readonly reason: "GET first: the v0.3.0 proto says get: /v1/{name=tasks/*}:subscribe; the spec's POST (v0.3.0 §3.5.6) on a method error. @a2a-js/sdk 0.3.14 and 1.3.0's legacy router serve both";
}, {
	readonly id: "v0.3-create-push-config-path";
	readonly protocolVersion: "0.3";
	readonly operation: "CreateTaskPushNotificationConfig";
	readonly binding: "HTTP+JSON";
	readonly order: readonly [{
		readonly method: "POST";
		readonly routes: readonly [{
			readonly binding: "alternative:v0.3-create-push-config-path[0]";
			readonly template: "/v1/{parent=tasks/*}/pushNotificationConfigs";
			readonly table: "alternative";
		}];
		readonly from: "spec";
		readonly resource: {
			readonly field: "parent";
			readonly form: "tasks/{taskId}";
		};
	}, {
		readonly method: "POST";
		readonly routes: readonly [{
			readonly binding: "primary";
			readonly template: "/v1/{parent=task/*/pushNotificationConfigs}";
			readonly table: "canonical";
		}];
		readonly from: "proto";
		readonly resource: {
			readonly field: "parent";
			readonly form: "task/{taskId}/pushNotificationConfigs";
		};
	}];
	readonly reason: "the plural route first: every known server serves it (@a2a-js/sdk 0.3.14 and 1.3.0, a2a-python, a2a-go), with parent tasks/{taskId} as the proto's field comment documents; then the proto's literal singular route (a2a.proto v0.3.0 post: /v1/{parent=task/*/pushNotificationConfigs}), where parent binds the whole task/{taskId}/pushNotificationConfigs";
}];
