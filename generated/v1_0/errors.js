/** The protocol version of this table. */
export const protocolVersion = "1.0";
/** The JSON-RPC 2.0 standard errors. */
export const standardErrors = {
	/** -32700 JSONParseError: JSON-RPC 2.0 \u00a75.1 (-32700 'Parse error'); HTTP 400 and INVALID_ARGUMENT from google/rpc/code.proto, as @a2a-js/sdk 1.3.0 answers malformed JSON (a2a-peers.md \u00a71b); v1.0.1 \u00a75.4 gives no ErrorInfo reason */
	parse: {
		name: "JSONParseError",
		code: -32700,
		message: "Parse error",
		kind: "jsonrpc",
		httpStatus: 400,
		grpcCode: 3,
		grpcStatus: "INVALID_ARGUMENT",
		reason: null,
		source: "JSON-RPC 2.0 \u00a75.1 (-32700 'Parse error'); HTTP 400 and INVALID_ARGUMENT from google/rpc/code.proto, as @a2a-js/sdk 1.3.0 answers malformed JSON (a2a-peers.md \u00a71b); v1.0.1 \u00a75.4 gives no ErrorInfo reason"
	},
	/** -32600 InvalidRequestError: JSON-RPC 2.0 \u00a75.1 (-32600 'Invalid Request'); HTTP 400 and INVALID_ARGUMENT from google/rpc/code.proto; v1.0.1 \u00a75.4 gives no ErrorInfo reason */
	invalidRequest: {
		name: "InvalidRequestError",
		code: -32600,
		message: "Invalid Request",
		kind: "jsonrpc",
		httpStatus: 400,
		grpcCode: 3,
		grpcStatus: "INVALID_ARGUMENT",
		reason: null,
		source: "JSON-RPC 2.0 \u00a75.1 (-32600 'Invalid Request'); HTTP 400 and INVALID_ARGUMENT from google/rpc/code.proto; v1.0.1 \u00a75.4 gives no ErrorInfo reason"
	},
	/** -32601 MethodNotFoundError: JSON-RPC 2.0 \u00a75.1 (-32601 'Method not found'); UNIMPLEMENTED and its HTTP 501 from google/rpc/code.proto (gRPC answers an unknown method with UNIMPLEMENTED) */
	methodNotFound: {
		name: "MethodNotFoundError",
		code: -32601,
		message: "Method not found",
		kind: "jsonrpc",
		httpStatus: 501,
		grpcCode: 12,
		grpcStatus: "UNIMPLEMENTED",
		reason: null,
		source: "JSON-RPC 2.0 \u00a75.1 (-32601 'Method not found'); UNIMPLEMENTED and its HTTP 501 from google/rpc/code.proto (gRPC answers an unknown method with UNIMPLEMENTED)"
	},
	/** -32602 InvalidParamsError: JSON-RPC 2.0 \u00a75.1 (-32602 'Invalid params'); v1.0.1 \u00a711.6: INVALID_ARGUMENT, HTTP 400; reason INVALID_PARAMS is @a2a-js/sdk 1.3.0's convention (RequestMalformedError), not a spec error */
	invalidParams: {
		name: "InvalidParamsError",
		code: -32602,
		message: "Invalid params",
		kind: "jsonrpc",
		httpStatus: 400,
		grpcCode: 3,
		grpcStatus: "INVALID_ARGUMENT",
		reason: "INVALID_PARAMS",
		source: "JSON-RPC 2.0 \u00a75.1 (-32602 'Invalid params'); v1.0.1 \u00a711.6: INVALID_ARGUMENT, HTTP 400; reason INVALID_PARAMS is @a2a-js/sdk 1.3.0's convention (RequestMalformedError), not a spec error"
	},
	/** -32603 InternalError: JSON-RPC 2.0 \u00a75.1 (-32603 'Internal error'); INTERNAL and its HTTP 500 from google/rpc/code.proto */
	internal: {
		name: "InternalError",
		code: -32603,
		message: "Internal error",
		kind: "jsonrpc",
		httpStatus: 500,
		grpcCode: 13,
		grpcStatus: "INTERNAL",
		reason: null,
		source: "JSON-RPC 2.0 \u00a75.1 (-32603 'Internal error'); INTERNAL and its HTTP 500 from google/rpc/code.proto"
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
		source: "docs/specification.md v1.0.1 \u00a75.4; message: a2a.json v0.3.0 TaskNotFoundError (same name, \u00a75.4 gives none)"
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
		source: "docs/specification.md v1.0.1 \u00a75.4; message: a2a.json v0.3.0 TaskNotCancelableError (same name, \u00a75.4 gives none)"
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
		source: "docs/specification.md v1.0.1 \u00a75.4; message: a2a.json v0.3.0 PushNotificationNotSupportedError (same name, \u00a75.4 gives none)"
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
		source: "docs/specification.md v1.0.1 \u00a75.4; message: a2a.json v0.3.0 UnsupportedOperationError (same name, \u00a75.4 gives none)"
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
		source: "docs/specification.md v1.0.1 \u00a75.4; message: a2a.json v0.3.0 ContentTypeNotSupportedError (same name, \u00a75.4 gives none)"
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
		source: "docs/specification.md v1.0.1 \u00a75.4; message: a2a.json v0.3.0 InvalidAgentResponseError (same name, \u00a75.4 gives none)"
	}),
	(
	/** -32007 ExtendedAgentCardNotConfiguredError */
	{
		name: "ExtendedAgentCardNotConfiguredError",
		code: -32007,
		message: "Extended Agent Card not configured",
		kind: "a2a",
		httpStatus: 400,
		grpcCode: 9,
		grpcStatus: "FAILED_PRECONDITION",
		reason: "EXTENDED_AGENT_CARD_NOT_CONFIGURED",
		source: "docs/specification.md v1.0.1 \u00a75.4 (renamed from v0.3's AuthenticatedExtendedCardNotConfiguredError); message: @a2a-js/sdk 1.3.0's default (\u00a75.4 gives none)"
	}),
	(
	/** -32008 ExtensionSupportRequiredError */
	{
		name: "ExtensionSupportRequiredError",
		code: -32008,
		message: "Extension support required",
		kind: "a2a",
		httpStatus: 400,
		grpcCode: 9,
		grpcStatus: "FAILED_PRECONDITION",
		reason: "EXTENSION_SUPPORT_REQUIRED",
		source: "docs/specification.md v1.0.1 \u00a75.4 (new in v1.0); message: @a2a-js/sdk 1.3.0's default (\u00a75.4 gives none)"
	}),
	(
	/** -32009 VersionNotSupportedError */
	{
		name: "VersionNotSupportedError",
		code: -32009,
		message: "Version not supported",
		kind: "a2a",
		httpStatus: 400,
		grpcCode: 9,
		grpcStatus: "FAILED_PRECONDITION",
		reason: "VERSION_NOT_SUPPORTED",
		source: "docs/specification.md v1.0.1 \u00a75.4 (new in v1.0); message: @a2a-js/sdk 1.3.0's default (\u00a75.4 gives none)"
	})
];
/** docs/specification.md v1.0.1 \u00a75.4, \u00a710.6, \u00a711.6: A2A errors carry a google.rpc.ErrorInfo whose domain is a2a-protocol.org */
export const errorInfoDomain = "a2a-protocol.org";
/** google/protobuf/any.proto type URLs (type.googleapis.com/<full name>) of google/rpc/error_details.proto ErrorInfo and BadRequest, as v1.0.1 \u00a79.5, \u00a710.6 and \u00a711.6 show them */
export const errorDetailTypes = {
	errorInfo: "type.googleapis.com/google.rpc.ErrorInfo",
	badRequest: "type.googleapis.com/google.rpc.BadRequest"
};
/** gRPC richer error model: the binary google.rpc.Status travels in the grpc-status-details-bin trailer (docs/specification.md v1.0.1 \u00a710.6; @a2a-js/sdk 1.3.0 errors/grpc) */
export const grpcStatusDetailsKey = "grpc-status-details-bin";
/** How each binding carries an error, with sources. */
export const errorBindings = {
	jsonrpc: {
		httpStatus: 200,
		errorInfo: true,
		source: "docs/specification.md v1.0.1 \u00a79.5: error.data is an array of typed objects, A2A errors carry ErrorInfo; transport-level errors are HTTP 200 (@a2a-js/sdk 1.3.0, a2a-peers.md \u00a71b)"
	},
	http: {
		body: "google.rpc.Status",
		errorInfo: true,
		source: "docs/specification.md v1.0.1 \u00a711.6: {error: {code, status, message, details}} (google.rpc.Status JSON, AIP-193) with the HTTP status of \u00a75.4"
	},
	grpc: {
		errorInfo: true,
		source: "docs/specification.md v1.0.1 \u00a710.6: the gRPC status of \u00a75.4 with a google.rpc.Status in grpc-status-details-bin holding Any(ErrorInfo)"
	}
};
/** Success statuses peers answer with where the table's operation expects another. */
export const successStatuses = [];
/** The forms peers send where they differ from the table. */
export const peerErrorForms = [];
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
