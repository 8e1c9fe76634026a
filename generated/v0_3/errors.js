/** The protocol version of this table. */
export const protocolVersion = "0.3";
/** The JSON-RPC 2.0 standard errors. */
export const standardErrors = {
	/** -32700 JSONParseError: a2a.json v0.3.0 $.definitions.JSONParseError; HTTP 400, INVALID_ARGUMENT and no ErrorInfo as @a2a-js/sdk 1.3.0's legacy handlers send (LEGACY_CODE_TO_HTTP_STATUS, LEGACY_CODE_TO_GRPC_STATUS) */
	parse: {
		name: "JSONParseError",
		code: -32700,
		message: "Invalid JSON payload",
		kind: "jsonrpc",
		httpStatus: 400,
		grpcCode: 3,
		grpcStatus: "INVALID_ARGUMENT",
		reason: null,
		source: "a2a.json v0.3.0 $.definitions.JSONParseError; HTTP 400, INVALID_ARGUMENT and no ErrorInfo as @a2a-js/sdk 1.3.0's legacy handlers send (LEGACY_CODE_TO_HTTP_STATUS, LEGACY_CODE_TO_GRPC_STATUS)"
	},
	/** -32600 InvalidRequestError: a2a.json v0.3.0 $.definitions.InvalidRequestError; HTTP 400, INVALID_ARGUMENT and no ErrorInfo as @a2a-js/sdk 1.3.0's legacy handlers send */
	invalidRequest: {
		name: "InvalidRequestError",
		code: -32600,
		message: "Request payload validation error",
		kind: "jsonrpc",
		httpStatus: 400,
		grpcCode: 3,
		grpcStatus: "INVALID_ARGUMENT",
		reason: null,
		source: "a2a.json v0.3.0 $.definitions.InvalidRequestError; HTTP 400, INVALID_ARGUMENT and no ErrorInfo as @a2a-js/sdk 1.3.0's legacy handlers send"
	},
	/** -32601 MethodNotFoundError: a2a.json v0.3.0 $.definitions.MethodNotFoundError; HTTP 501, UNIMPLEMENTED and no ErrorInfo as @a2a-js/sdk 1.3.0's legacy handlers send */
	methodNotFound: {
		name: "MethodNotFoundError",
		code: -32601,
		message: "Method not found",
		kind: "jsonrpc",
		httpStatus: 501,
		grpcCode: 12,
		grpcStatus: "UNIMPLEMENTED",
		reason: null,
		source: "a2a.json v0.3.0 $.definitions.MethodNotFoundError; HTTP 501, UNIMPLEMENTED and no ErrorInfo as @a2a-js/sdk 1.3.0's legacy handlers send"
	},
	/** -32602 InvalidParamsError: a2a.json v0.3.0 $.definitions.InvalidParamsError; HTTP 400; on gRPC @a2a-js/sdk 1.3.0's legacy service sends INVALID_ARGUMENT with its ErrorInfo reason INVALID_PARAMS (an SDK convention) */
	invalidParams: {
		name: "InvalidParamsError",
		code: -32602,
		message: "Invalid parameters",
		kind: "jsonrpc",
		httpStatus: 400,
		grpcCode: 3,
		grpcStatus: "INVALID_ARGUMENT",
		reason: "INVALID_PARAMS",
		source: "a2a.json v0.3.0 $.definitions.InvalidParamsError; HTTP 400; on gRPC @a2a-js/sdk 1.3.0's legacy service sends INVALID_ARGUMENT with its ErrorInfo reason INVALID_PARAMS (an SDK convention)"
	},
	/** -32603 InternalError: a2a.json v0.3.0 $.definitions.InternalError; HTTP 500, INTERNAL and no ErrorInfo as @a2a-js/sdk 1.3.0's legacy handlers send */
	internal: {
		name: "InternalError",
		code: -32603,
		message: "Internal error",
		kind: "jsonrpc",
		httpStatus: 500,
		grpcCode: 13,
		grpcStatus: "INTERNAL",
		reason: null,
		source: "a2a.json v0.3.0 $.definitions.InternalError; HTTP 500, INTERNAL and no ErrorInfo as @a2a-js/sdk 1.3.0's legacy handlers send"
	}
};
/** The A2A errors, in code order (-32001 first). */
export const a2aErrors = [
	(
	/** -32001 TaskNotFoundError */
	{
		name: "TaskNotFoundError",
		code: -32001,
		message: "Task not found",
		kind: "a2a",
		httpStatus: 404,
		grpcCode: 5,
		grpcStatus: "NOT_FOUND",
		reason: "TASK_NOT_FOUND",
		source: "a2a.json v0.3.0 $.definitions.TaskNotFoundError; HTTP and gRPC forms and the ErrorInfo reason (gRPC only) as @a2a-js/sdk 1.3.0's legacy handlers send them"
	}),
	(
	/** -32002 TaskNotCancelableError */
	{
		name: "TaskNotCancelableError",
		code: -32002,
		message: "Task cannot be canceled",
		kind: "a2a",
		httpStatus: 400,
		grpcCode: 9,
		grpcStatus: "FAILED_PRECONDITION",
		reason: "TASK_NOT_CANCELABLE",
		source: "a2a.json v0.3.0 $.definitions.TaskNotCancelableError; HTTP and gRPC forms as @a2a-js/sdk 1.3.0's legacy handlers send them"
	}),
	(
	/** -32003 PushNotificationNotSupportedError */
	{
		name: "PushNotificationNotSupportedError",
		code: -32003,
		message: "Push Notification is not supported",
		kind: "a2a",
		httpStatus: 400,
		grpcCode: 9,
		grpcStatus: "FAILED_PRECONDITION",
		reason: "PUSH_NOTIFICATION_NOT_SUPPORTED",
		source: "a2a.json v0.3.0 $.definitions.PushNotificationNotSupportedError; HTTP and gRPC forms as @a2a-js/sdk 1.3.0's legacy handlers send them"
	}),
	(
	/** -32004 UnsupportedOperationError */
	{
		name: "UnsupportedOperationError",
		code: -32004,
		message: "This operation is not supported",
		kind: "a2a",
		httpStatus: 400,
		grpcCode: 9,
		grpcStatus: "FAILED_PRECONDITION",
		reason: "UNSUPPORTED_OPERATION",
		source: "a2a.json v0.3.0 $.definitions.UnsupportedOperationError; HTTP and gRPC forms as @a2a-js/sdk 1.3.0's legacy handlers send them"
	}),
	(
	/** -32005 ContentTypeNotSupportedError */
	{
		name: "ContentTypeNotSupportedError",
		code: -32005,
		message: "Incompatible content types",
		kind: "a2a",
		httpStatus: 400,
		grpcCode: 3,
		grpcStatus: "INVALID_ARGUMENT",
		reason: "CONTENT_TYPE_NOT_SUPPORTED",
		source: "a2a.json v0.3.0 $.definitions.ContentTypeNotSupportedError; HTTP and gRPC forms as @a2a-js/sdk 1.3.0's legacy handlers send them"
	}),
	(
	/** -32006 InvalidAgentResponseError */
	{
		name: "InvalidAgentResponseError",
		code: -32006,
		message: "Invalid agent response",
		kind: "a2a",
		httpStatus: 500,
		grpcCode: 13,
		grpcStatus: "INTERNAL",
		reason: "INVALID_AGENT_RESPONSE",
		source: "a2a.json v0.3.0 $.definitions.InvalidAgentResponseError; HTTP 500 (LEGACY_CODE_TO_HTTP_STATUS) and gRPC INTERNAL as @a2a-js/sdk 1.3.0's legacy handlers send them"
	}),
	(
	/** -32007 AuthenticatedExtendedCardNotConfiguredError */
	{
		name: "AuthenticatedExtendedCardNotConfiguredError",
		code: -32007,
		message: "Authenticated Extended Card is not configured",
		kind: "a2a",
		httpStatus: 400,
		grpcCode: 9,
		grpcStatus: "FAILED_PRECONDITION",
		reason: "EXTENDED_AGENT_CARD_NOT_CONFIGURED",
		source: "a2a.json v0.3.0 $.definitions.AuthenticatedExtendedCardNotConfiguredError (v1.0 renames it ExtendedAgentCardNotConfiguredError); HTTP and gRPC forms as @a2a-js/sdk 1.3.0's legacy handlers send them, the ErrorInfo reason being v1.0's"
	})
];
/** v0.3.0 defines no ErrorInfo; @a2a-js/sdk 1.3.0's v0.3 gRPC service (compat/v0_3/server/grpc) puts one in grpc-status-details-bin with the v1.0 domain (a2a-peers-2.md \u00a72.2) */
export const errorInfoDomain = "a2a-protocol.org";
/** google/protobuf/any.proto type URLs of google/rpc/error_details.proto ErrorInfo and BadRequest (v0.3.0 names none; the forms @a2a-js/sdk 1.3.0 sends) */
export const errorDetailTypes = {
	errorInfo: "type.googleapis.com/google.rpc.ErrorInfo",
	badRequest: "type.googleapis.com/google.rpc.BadRequest"
};
/** gRPC richer error model: the binary google.rpc.Status travels in the grpc-status-details-bin trailer (@a2a-js/sdk 1.3.0 compat/v0_3/server/grpc; a2a-peers-2.md \u00a72.2) */
export const grpcStatusDetailsKey = "grpc-status-details-bin";
/** How each binding carries an error, with sources. */
export const errorBindings = {
	jsonrpc: {
		httpStatus: 200,
		errorInfo: false,
		source: "a2a.json v0.3.0 JSONRPCError: {code, message, data?} with data undefined; @a2a-js/sdk 1.3.0's v0.3 JSON-RPC sends no data (a2a-peers.md \u00a71b)"
	},
	http: {
		body: "json-rpc-error",
		errorInfo: false,
		source: "v0.3.0 defines no HTTP+JSON error form; @a2a-js/sdk 1.3.0's legacy REST handler (compat/v0_3 rest_transport_handler LEGACY_CODE_TO_HTTP_STATUS) answers a bare {code, message} with the statuses of this table (a2a-peers.md \u00a71b)"
	},
	grpc: {
		errorInfo: true,
		source: "v0.3.0 defines no gRPC error mapping; @a2a-js/sdk 1.3.0's legacy gRPC service (compat/v0_3/server/grpc mapToError) sends the v1.0 status and an ErrorInfo for A2A errors and invalid params, a bare status for the other JSON-RPC errors (a2a-peers-2.md \u00a72.2)"
	}
};
/** Success statuses peers answer with where the table's operation expects another. */
export const successStatuses = [{
	status: 201,
	peer: "@a2a-js/sdk 0.3.14",
	source: "a2a-peers-2.md \u00a72.1: POST /v1/message:send answers 201"
}, {
	status: 202,
	peer: "@a2a-js/sdk 0.3.14",
	source: "a2a-peers-2.md \u00a72.1: POST /v1/tasks/{id}:cancel answers 202"
}];
/** The forms peers send where they differ from the table. */
export const peerErrorForms = [
	{
		peer: "@a2a-js/sdk 0.3.14",
		binding: "http+json",
		codes: [-32001, -32601],
		httpStatus: 404,
		grpcCode: null,
		grpcStatus: null,
		errorInfo: false,
		note: null,
		source: "a2a-peers-2.md \u00a72.1 (b): bare {code, message}; -32601 and -32001 give 404"
	},
	{
		peer: "@a2a-js/sdk 0.3.14",
		binding: "http+json",
		codes: [-32002],
		httpStatus: 409,
		grpcCode: null,
		grpcStatus: null,
		errorInfo: false,
		note: null,
		source: "a2a-peers-2.md \u00a72.1 (b): TaskNotCancelable gives 409"
	},
	{
		peer: "@a2a-js/sdk 0.3.14",
		binding: "http+json",
		codes: [
			-32700,
			-32600,
			-32602,
			-32003,
			-32004
		],
		httpStatus: 400,
		grpcCode: null,
		grpcStatus: null,
		errorInfo: false,
		note: null,
		source: "a2a-peers-2.md \u00a72.1 (b): -32700/-32600/-32602 and -32003/-32004 give 400"
	},
	{
		peer: "@a2a-js/sdk 0.3.14",
		binding: "http+json",
		codes: [
			-32005,
			-32006,
			-32007,
			-32603
		],
		httpStatus: 500,
		grpcCode: null,
		grpcStatus: null,
		errorInfo: false,
		note: null,
		source: "a2a-peers-2.md \u00a72.1 (b): every other code gives 500"
	},
	{
		peer: "@a2a-js/sdk 0.3.14",
		binding: "http+json",
		codes: [-32603],
		httpStatus: 500,
		grpcCode: null,
		grpcStatus: null,
		errorInfo: false,
		note: "any error before the first event of message:stream or :subscribe (the task may simply not exist): the body reads 'Bug: toJson serializer and body must be provided for non-204 responses.'",
		source: "a2a-peers-2.md \u00a72.1 (b), \u00a75 deviation 4"
	},
	{
		peer: "@a2a-js/sdk 0.3.14",
		binding: "grpc",
		codes: [-32001],
		httpStatus: null,
		grpcCode: 5,
		grpcStatus: "NOT_FOUND",
		errorInfo: false,
		note: null,
		source: "a2a-peers-2.md \u00a72.1 (b): status 5, no grpc-status-details-bin"
	},
	{
		peer: "@a2a-js/sdk 0.3.14",
		binding: "grpc",
		codes: [-32002, -32007],
		httpStatus: null,
		grpcCode: 9,
		grpcStatus: "FAILED_PRECONDITION",
		errorInfo: false,
		note: null,
		source: "a2a-peers-2.md \u00a72.1 (b): gRPC status mapping, no details"
	},
	{
		peer: "@a2a-js/sdk 0.3.14",
		binding: "grpc",
		codes: [-32003, -32004],
		httpStatus: null,
		grpcCode: 12,
		grpcStatus: "UNIMPLEMENTED",
		errorInfo: false,
		note: null,
		source: "a2a-peers-2.md \u00a72.1 (b), \u00a75 deviation 6: -32003/-32004 both UNIMPLEMENTED, no details"
	},
	{
		peer: "@a2a-js/sdk 0.3.14",
		binding: "grpc",
		codes: [
			-32005,
			-32600,
			-32602
		],
		httpStatus: null,
		grpcCode: 3,
		grpcStatus: "INVALID_ARGUMENT",
		errorInfo: false,
		note: null,
		source: "a2a-peers-2.md \u00a72.1 (b): gRPC status mapping, no details"
	},
	{
		peer: "@a2a-js/sdk 0.3.14",
		binding: "grpc",
		codes: [-32006, -32603],
		httpStatus: null,
		grpcCode: 13,
		grpcStatus: "INTERNAL",
		errorInfo: false,
		note: null,
		source: "a2a-peers-2.md \u00a72.1 (b): gRPC status mapping, no details"
	},
	{
		peer: "@a2a-js/sdk 0.3.14",
		binding: "grpc",
		codes: [-32700, -32601],
		httpStatus: null,
		grpcCode: 2,
		grpcStatus: "UNKNOWN",
		errorInfo: false,
		note: null,
		source: "a2a-peers-2.md \u00a72.1 (b): anything else UNKNOWN, no details"
	}
];
/** google/rpc/code.proto: the google.rpc.Code names and numbers, which the error tables of $.versions[].errors name by name */
export const rpcCodes = {
	OK: 0,
	CANCELLED: 1,
	UNKNOWN: 2,
	INVALID_ARGUMENT: 3,
	DEADLINE_EXCEEDED: 4,
	NOT_FOUND: 5,
	ALREADY_EXISTS: 6,
	PERMISSION_DENIED: 7,
	RESOURCE_EXHAUSTED: 8,
	FAILED_PRECONDITION: 9,
	ABORTED: 10,
	OUT_OF_RANGE: 11,
	UNIMPLEMENTED: 12,
	INTERNAL: 13,
	UNAVAILABLE: 14,
	DATA_LOSS: 15,
	UNAUTHENTICATED: 16
};
/** The whole table in one value, for the encoders and decoders of @a2a-bindgen/kit. */
export const errorTable = {
	protocolVersion,
	standardErrors,
	a2aErrors,
	errorInfoDomain,
	errorDetailTypes,
	grpcStatusDetailsKey,
	errorBindings,
	successStatuses,
	peerErrorForms,
	rpcCodes
};
