import type * as z from "zod/mini";
/** JSONParseError (a2a.json (JSON-RPC dialect of protocol version 0.3)), as parsed. */
export type JSONParseError = {
	code: -32700;
	data?: unknown;
	message: string;
	[key: string]: unknown;
};
/** InvalidRequestError (a2a.json (JSON-RPC dialect of protocol version 0.3)), as parsed. */
export type InvalidRequestError = {
	code: -32600;
	data?: unknown;
	message: string;
	[key: string]: unknown;
};
/** MethodNotFoundError (a2a.json (JSON-RPC dialect of protocol version 0.3)), as parsed. */
export type MethodNotFoundError = {
	code: -32601;
	data?: unknown;
	message: string;
	[key: string]: unknown;
};
/** InvalidParamsError (a2a.json (JSON-RPC dialect of protocol version 0.3)), as parsed. */
export type InvalidParamsError = {
	code: -32602;
	data?: unknown;
	message: string;
	[key: string]: unknown;
};
/** InternalError (a2a.json (JSON-RPC dialect of protocol version 0.3)), as parsed. */
export type InternalError = {
	code: -32603;
	data?: unknown;
	message: string;
	[key: string]: unknown;
};
/** TaskNotFoundError (a2a.json (JSON-RPC dialect of protocol version 0.3)), as parsed. */
export type TaskNotFoundError = {
	code: -32001;
	data?: unknown;
	message: string;
	[key: string]: unknown;
};
/** TaskNotCancelableError (a2a.json (JSON-RPC dialect of protocol version 0.3)), as parsed. */
export type TaskNotCancelableError = {
	code: -32002;
	data?: unknown;
	message: string;
	[key: string]: unknown;
};
/** PushNotificationNotSupportedError (a2a.json (JSON-RPC dialect of protocol version 0.3)), as parsed. */
export type PushNotificationNotSupportedError = {
	code: -32003;
	data?: unknown;
	message: string;
	[key: string]: unknown;
};
/** UnsupportedOperationError (a2a.json (JSON-RPC dialect of protocol version 0.3)), as parsed. */
export type UnsupportedOperationError = {
	code: -32004;
	data?: unknown;
	message: string;
	[key: string]: unknown;
};
/** ContentTypeNotSupportedError (a2a.json (JSON-RPC dialect of protocol version 0.3)), as parsed. */
export type ContentTypeNotSupportedError = {
	code: -32005;
	data?: unknown;
	message: string;
	[key: string]: unknown;
};
/** InvalidAgentResponseError (a2a.json (JSON-RPC dialect of protocol version 0.3)), as parsed. */
export type InvalidAgentResponseError = {
	code: -32006;
	data?: unknown;
	message: string;
	[key: string]: unknown;
};
/** AuthenticatedExtendedCardNotConfiguredError (a2a.json (JSON-RPC dialect of protocol version 0.3)), as parsed. */
export type AuthenticatedExtendedCardNotConfiguredError = {
	code: -32007;
	data?: unknown;
	message: string;
	[key: string]: unknown;
};
/** A2AError (a2a.json (JSON-RPC dialect of protocol version 0.3)), as parsed. */
export type A2AError = JSONParseError | InvalidRequestError | MethodNotFoundError | InvalidParamsError | InternalError | TaskNotFoundError |
	TaskNotCancelableError | PushNotificationNotSupportedError | UnsupportedOperationError | ContentTypeNotSupportedError | InvalidAgentResponseError |
	AuthenticatedExtendedCardNotConfiguredError;
/** PushNotificationAuthenticationInfo (a2a.json (JSON-RPC dialect of protocol version 0.3)), as parsed. */
export type PushNotificationAuthenticationInfo = {
	credentials?: string;
	schemes: string[];
	[key: string]: unknown;
};
/** PushNotificationConfig (a2a.json (JSON-RPC dialect of protocol version 0.3)), as parsed. */
export type PushNotificationConfig = {
	authentication?: PushNotificationAuthenticationInfo;
	id?: string;
	token?: string;
	url: string;
	[key: string]: unknown;
};
/** MessageSendConfiguration (a2a.json (JSON-RPC dialect of protocol version 0.3)), as parsed. */
export type MessageSendConfiguration = {
	acceptedOutputModes?: string[];
	blocking?: boolean;
	historyLength?: number;
	pushNotificationConfig?: PushNotificationConfig;
	[key: string]: unknown;
};
/** TextPart (a2a.json (JSON-RPC dialect of protocol version 0.3)), as parsed. */
export type TextPart = {
	kind: "text";
	metadata?: {
		[key: string]: unknown;
	};
	text: string;
	[key: string]: unknown;
};
/** FileWithBytes (a2a.json (JSON-RPC dialect of protocol version 0.3)), as parsed. */
export type FileWithBytes = {
	bytes: string;
	mimeType?: string;
	name?: string;
	[key: string]: unknown;
};
/** FileWithUri (a2a.json (JSON-RPC dialect of protocol version 0.3)), as parsed. */
export type FileWithUri = {
	mimeType?: string;
	name?: string;
	uri: string;
	[key: string]: unknown;
};
/** FilePart (a2a.json (JSON-RPC dialect of protocol version 0.3)), as parsed. */
export type FilePart = {
	file: FileWithBytes | FileWithUri;
	kind: "file";
	metadata?: {
		[key: string]: unknown;
	};
	[key: string]: unknown;
};
/** DataPart (a2a.json (JSON-RPC dialect of protocol version 0.3)), as parsed. */
export type DataPart = {
	data: {
		[key: string]: unknown;
	};
	kind: "data";
	metadata?: {
		[key: string]: unknown;
	};
	[key: string]: unknown;
};
/** Part (a2a.json (JSON-RPC dialect of protocol version 0.3)), as parsed. */
export type Part = TextPart | FilePart | DataPart;
/** Message (a2a.json (JSON-RPC dialect of protocol version 0.3)), as parsed. */
export type Message = {
	contextId?: string;
	extensions?: string[];
	kind: "message";
	messageId: string;
	metadata?: {
		[key: string]: unknown;
	};
	parts: Part[];
	referenceTaskIds?: string[];
	role: "agent" | "user";
	taskId?: string;
	[key: string]: unknown;
};
/** MessageSendParams (a2a.json (JSON-RPC dialect of protocol version 0.3)), as parsed. */
export type MessageSendParams = {
	configuration?: MessageSendConfiguration;
	message: Message;
	metadata?: {
		[key: string]: unknown;
	};
	[key: string]: unknown;
};
/** SendMessageRequest (a2a.json (JSON-RPC dialect of protocol version 0.3)), as parsed. */
export type SendMessageRequest = {
	id: string | number;
	jsonrpc: "2.0";
	method: "message/send";
	params: MessageSendParams;
	[key: string]: unknown;
};
/** SendStreamingMessageRequest (a2a.json (JSON-RPC dialect of protocol version 0.3)), as parsed. */
export type SendStreamingMessageRequest = {
	id: string | number;
	jsonrpc: "2.0";
	method: "message/stream";
	params: MessageSendParams;
	[key: string]: unknown;
};
/** TaskQueryParams (a2a.json (JSON-RPC dialect of protocol version 0.3)), as parsed. */
export type TaskQueryParams = {
	historyLength?: number;
	id: string;
	metadata?: {
		[key: string]: unknown;
	};
	[key: string]: unknown;
};
/** GetTaskRequest (a2a.json (JSON-RPC dialect of protocol version 0.3)), as parsed. */
export type GetTaskRequest = {
	id: string | number;
	jsonrpc: "2.0";
	method: "tasks/get";
	params: TaskQueryParams;
	[key: string]: unknown;
};
/** TaskIdParams (a2a.json (JSON-RPC dialect of protocol version 0.3)), as parsed. */
export type TaskIdParams = {
	id: string;
	metadata?: {
		[key: string]: unknown;
	};
	[key: string]: unknown;
};
/** CancelTaskRequest (a2a.json (JSON-RPC dialect of protocol version 0.3)), as parsed. */
export type CancelTaskRequest = {
	id: string | number;
	jsonrpc: "2.0";
	method: "tasks/cancel";
	params: TaskIdParams;
	[key: string]: unknown;
};
/** TaskPushNotificationConfig (a2a.json (JSON-RPC dialect of protocol version 0.3)), as parsed. */
export type TaskPushNotificationConfig = {
	pushNotificationConfig: PushNotificationConfig;
	taskId: string;
	[key: string]: unknown;
};
/** SetTaskPushNotificationConfigRequest (a2a.json (JSON-RPC dialect of protocol version 0.3)), as parsed. */
export type SetTaskPushNotificationConfigRequest = {
	id: string | number;
	jsonrpc: "2.0";
	method: "tasks/pushNotificationConfig/set";
	params: TaskPushNotificationConfig;
	[key: string]: unknown;
};
/** GetTaskPushNotificationConfigParams (a2a.json (JSON-RPC dialect of protocol version 0.3)), as parsed. */
export type GetTaskPushNotificationConfigParams = {
	id: string;
	metadata?: {
		[key: string]: unknown;
	};
	pushNotificationConfigId?: string;
	[key: string]: unknown;
};
/** GetTaskPushNotificationConfigRequest (a2a.json (JSON-RPC dialect of protocol version 0.3)), as parsed. */
export type GetTaskPushNotificationConfigRequest = {
	id: string | number;
	jsonrpc: "2.0";
	method: "tasks/pushNotificationConfig/get";
	params: TaskIdParams | GetTaskPushNotificationConfigParams;
	[key: string]: unknown;
};
/** TaskResubscriptionRequest (a2a.json (JSON-RPC dialect of protocol version 0.3)), as parsed. */
export type TaskResubscriptionRequest = {
	id: string | number;
	jsonrpc: "2.0";
	method: "tasks/resubscribe";
	params: TaskIdParams;
	[key: string]: unknown;
};
/** ListTaskPushNotificationConfigParams (a2a.json (JSON-RPC dialect of protocol version 0.3)), as parsed. */
export type ListTaskPushNotificationConfigParams = {
	id: string;
	metadata?: {
		[key: string]: unknown;
	};
	[key: string]: unknown;
};
/** ListTaskPushNotificationConfigRequest (a2a.json (JSON-RPC dialect of protocol version 0.3)), as parsed. */
export type ListTaskPushNotificationConfigRequest = {
	id: string | number;
	jsonrpc: "2.0";
	method: "tasks/pushNotificationConfig/list";
	params: ListTaskPushNotificationConfigParams;
	[key: string]: unknown;
};
/** DeleteTaskPushNotificationConfigParams (a2a.json (JSON-RPC dialect of protocol version 0.3)), as parsed. */
export type DeleteTaskPushNotificationConfigParams = {
	id: string;
	metadata?: {
		[key: string]: unknown;
	};
	pushNotificationConfigId: string;
	[key: string]: unknown;
};
/** DeleteTaskPushNotificationConfigRequest (a2a.json (JSON-RPC dialect of protocol version 0.3)), as parsed. */
export type DeleteTaskPushNotificationConfigRequest = {
	id: string | number;
	jsonrpc: "2.0";
	method: "tasks/pushNotificationConfig/delete";
	params: DeleteTaskPushNotificationConfigParams;
	[key: string]: unknown;
};
/** GetAuthenticatedExtendedCardRequest (a2a.json (JSON-RPC dialect of protocol version 0.3)), as parsed. */
export type GetAuthenticatedExtendedCardRequest = {
	id: string | number;
	jsonrpc: "2.0";
	method: "agent/getAuthenticatedExtendedCard";
	[key: string]: unknown;
};
/** A2ARequest (a2a.json (JSON-RPC dialect of protocol version 0.3)), as parsed. */
export type A2ARequest = SendMessageRequest | SendStreamingMessageRequest | GetTaskRequest | CancelTaskRequest | SetTaskPushNotificationConfigRequest |
	GetTaskPushNotificationConfigRequest | TaskResubscriptionRequest | ListTaskPushNotificationConfigRequest | DeleteTaskPushNotificationConfigRequest |
	GetAuthenticatedExtendedCardRequest;
/** APIKeySecurityScheme (a2a.json (JSON-RPC dialect of protocol version 0.3)), as parsed. */
export type APIKeySecurityScheme = {
	description?: string;
	in: "cookie" | "header" | "query";
	name: string;
	type: "apiKey";
	[key: string]: unknown;
};
/** AgentExtension (a2a.json (JSON-RPC dialect of protocol version 0.3)), as parsed. */
export type AgentExtension = {
	description?: string;
	params?: {
		[key: string]: unknown;
	};
	required?: boolean;
	uri: string;
	[key: string]: unknown;
};
/** AgentCapabilities (a2a.json (JSON-RPC dialect of protocol version 0.3)), as parsed. */
export type AgentCapabilities = {
	extensions?: AgentExtension[];
	pushNotifications?: boolean;
	stateTransitionHistory?: boolean;
	streaming?: boolean;
	[key: string]: unknown;
};
/** AgentInterface (a2a.json (JSON-RPC dialect of protocol version 0.3)), as parsed. */
export type AgentInterface = {
	transport: string;
	url: string;
	[key: string]: unknown;
};
/** AgentProvider (a2a.json (JSON-RPC dialect of protocol version 0.3)), as parsed. */
export type AgentProvider = {
	organization: string;
	url: string;
	[key: string]: unknown;
};
/** HTTPAuthSecurityScheme (a2a.json (JSON-RPC dialect of protocol version 0.3)), as parsed. */
export type HTTPAuthSecurityScheme = {
	bearerFormat?: string;
	description?: string;
	scheme: string;
	type: "http";
	[key: string]: unknown;
};
/** AuthorizationCodeOAuthFlow (a2a.json (JSON-RPC dialect of protocol version 0.3)), as parsed. */
export type AuthorizationCodeOAuthFlow = {
	authorizationUrl: string;
	refreshUrl?: string;
	scopes: {
		[key: string]: string;
	};
	tokenUrl: string;
	[key: string]: unknown;
};
/** AuthorizationCodeOAuthFlow as accepted. */
type AuthorizationCodeOAuthFlowInput = {
	authorizationUrl: string;
	refreshUrl?: string;
	scopes: unknown;
	tokenUrl: string;
	[key: string]: unknown;
};
/** ClientCredentialsOAuthFlow (a2a.json (JSON-RPC dialect of protocol version 0.3)), as parsed. */
export type ClientCredentialsOAuthFlow = {
	refreshUrl?: string;
	scopes: {
		[key: string]: string;
	};
	tokenUrl: string;
	[key: string]: unknown;
};
/** ClientCredentialsOAuthFlow as accepted. */
type ClientCredentialsOAuthFlowInput = {
	refreshUrl?: string;
	scopes: unknown;
	tokenUrl: string;
	[key: string]: unknown;
};
/** ImplicitOAuthFlow (a2a.json (JSON-RPC dialect of protocol version 0.3)), as parsed. */
export type ImplicitOAuthFlow = {
	authorizationUrl: string;
	refreshUrl?: string;
	scopes: {
		[key: string]: string;
	};
	[key: string]: unknown;
};
/** ImplicitOAuthFlow as accepted. */
type ImplicitOAuthFlowInput = {
	authorizationUrl: string;
	refreshUrl?: string;
	scopes: unknown;
	[key: string]: unknown;
};
/** PasswordOAuthFlow (a2a.json (JSON-RPC dialect of protocol version 0.3)), as parsed. */
export type PasswordOAuthFlow = {
	refreshUrl?: string;
	scopes: {
		[key: string]: string;
	};
	tokenUrl: string;
	[key: string]: unknown;
};
/** PasswordOAuthFlow as accepted. */
type PasswordOAuthFlowInput = {
	refreshUrl?: string;
	scopes: unknown;
	tokenUrl: string;
	[key: string]: unknown;
};
/** OAuthFlows (a2a.json (JSON-RPC dialect of protocol version 0.3)), as parsed. */
export type OAuthFlows = {
	authorizationCode?: AuthorizationCodeOAuthFlow;
	clientCredentials?: ClientCredentialsOAuthFlow;
	implicit?: ImplicitOAuthFlow;
	password?: PasswordOAuthFlow;
	[key: string]: unknown;
};
/** OAuthFlows as accepted. */
type OAuthFlowsInput = {
	authorizationCode?: AuthorizationCodeOAuthFlowInput;
	clientCredentials?: ClientCredentialsOAuthFlowInput;
	implicit?: ImplicitOAuthFlowInput;
	password?: PasswordOAuthFlowInput;
	[key: string]: unknown;
};
/** OAuth2SecurityScheme (a2a.json (JSON-RPC dialect of protocol version 0.3)), as parsed. */
export type OAuth2SecurityScheme = {
	description?: string;
	flows: OAuthFlows;
	oauth2MetadataUrl?: string;
	type: "oauth2";
	[key: string]: unknown;
};
/** OAuth2SecurityScheme as accepted. */
type OAuth2SecuritySchemeInput = {
	description?: string;
	flows: OAuthFlowsInput;
	oauth2MetadataUrl?: string;
	type: "oauth2";
	[key: string]: unknown;
};
/** OpenIdConnectSecurityScheme (a2a.json (JSON-RPC dialect of protocol version 0.3)), as parsed. */
export type OpenIdConnectSecurityScheme = {
	description?: string;
	openIdConnectUrl: string;
	type: "openIdConnect";
	[key: string]: unknown;
};
/** MutualTLSSecurityScheme (a2a.json (JSON-RPC dialect of protocol version 0.3)), as parsed. */
export type MutualTLSSecurityScheme = {
	description?: string;
	type: "mutualTLS";
	[key: string]: unknown;
};
/** SecurityScheme (a2a.json (JSON-RPC dialect of protocol version 0.3)), as parsed. */
export type SecurityScheme = APIKeySecurityScheme | HTTPAuthSecurityScheme | OAuth2SecurityScheme | OpenIdConnectSecurityScheme | MutualTLSSecurityScheme;
/** SecurityScheme as accepted. */
type SecuritySchemeInput = APIKeySecurityScheme | HTTPAuthSecurityScheme | OAuth2SecuritySchemeInput | OpenIdConnectSecurityScheme | MutualTLSSecurityScheme;
/** AgentCardSignature (a2a.json (JSON-RPC dialect of protocol version 0.3)), as parsed. */
export type AgentCardSignature = {
	header?: {
		[key: string]: unknown;
	};
	protected: string;
	signature: string;
	[key: string]: unknown;
};
/** AgentSkill (a2a.json (JSON-RPC dialect of protocol version 0.3)), as parsed. */
export type AgentSkill = {
	description: string;
	examples?: string[];
	id: string;
	inputModes?: string[];
	name: string;
	outputModes?: string[];
	security?: {
		[key: string]: string[];
	}[];
	tags: string[];
	[key: string]: unknown;
};
/** AgentSkill as accepted. */
type AgentSkillInput = {
	description: string;
	examples?: string[];
	id: string;
	inputModes?: string[];
	name: string;
	outputModes?: string[];
	security?: unknown[];
	tags: string[];
	[key: string]: unknown;
};
/** AgentCard (a2a.json (JSON-RPC dialect of protocol version 0.3)), as parsed. */
export type AgentCard = {
	additionalInterfaces?: AgentInterface[];
	capabilities: AgentCapabilities;
	defaultInputModes: string[];
	defaultOutputModes: string[];
	description: string;
	documentationUrl?: string;
	iconUrl?: string;
	name: string;
	preferredTransport?: string;
	protocolVersion: string;
	provider?: AgentProvider;
	security?: {
		[key: string]: string[];
	}[];
	securitySchemes?: {
		[key: string]: SecurityScheme;
	};
	signatures?: AgentCardSignature[];
	skills: AgentSkill[];
	supportsAuthenticatedExtendedCard?: boolean;
	url: string;
	version: string;
	[key: string]: unknown;
};
/** AgentCard as accepted. */
type AgentCardInput = {
	additionalInterfaces?: AgentInterface[];
	capabilities: AgentCapabilities;
	defaultInputModes: string[];
	defaultOutputModes: string[];
	description: string;
	documentationUrl?: string;
	iconUrl?: string;
	name: string;
	preferredTransport?: string;
	protocolVersion: string;
	provider?: AgentProvider;
	security?: unknown[];
	securitySchemes?: unknown;
	signatures?: AgentCardSignature[];
	skills: AgentSkillInput[];
	supportsAuthenticatedExtendedCard?: boolean;
	url: string;
	version: string;
	[key: string]: unknown;
};
/** Artifact (a2a.json (JSON-RPC dialect of protocol version 0.3)), as parsed. */
export type Artifact = {
	artifactId: string;
	description?: string;
	extensions?: string[];
	metadata?: {
		[key: string]: unknown;
	};
	name?: string;
	parts: Part[];
	[key: string]: unknown;
};
/** JSONRPCError (a2a.json (JSON-RPC dialect of protocol version 0.3)), as parsed. */
export type JSONRPCError = {
	code: number;
	data?: unknown;
	message: string;
	[key: string]: unknown;
};
/** JSONRPCErrorResponse (a2a.json (JSON-RPC dialect of protocol version 0.3)), as parsed. */
export type JSONRPCErrorResponse = {
	error: JSONRPCError | JSONParseError | InvalidRequestError | MethodNotFoundError | InvalidParamsError | InternalError | TaskNotFoundError |
		TaskNotCancelableError | PushNotificationNotSupportedError | UnsupportedOperationError | ContentTypeNotSupportedError | InvalidAgentResponseError |
		AuthenticatedExtendedCardNotConfiguredError;
	id: string | number | null;
	jsonrpc: "2.0";
	[key: string]: unknown;
};
/** TaskState (a2a.json (JSON-RPC dialect of protocol version 0.3)), as parsed. */
export type TaskState = "submitted" | "working" | "input-required" | "completed" | "canceled" | "failed" | "rejected" | "auth-required" | "unknown";
/** TaskStatus (a2a.json (JSON-RPC dialect of protocol version 0.3)), as parsed. */
export type TaskStatus = {
	message?: Message;
	state: TaskState;
	timestamp?: string;
	[key: string]: unknown;
};
/** Task (a2a.json (JSON-RPC dialect of protocol version 0.3)), as parsed. */
export type Task = {
	artifacts?: Artifact[];
	contextId: string;
	history?: Message[];
	id: string;
	kind: "task";
	metadata?: {
		[key: string]: unknown;
	};
	status: TaskStatus;
	[key: string]: unknown;
};
/** CancelTaskSuccessResponse (a2a.json (JSON-RPC dialect of protocol version 0.3)), as parsed. */
export type CancelTaskSuccessResponse = {
	id: string | number | null;
	jsonrpc: "2.0";
	result: Task;
	[key: string]: unknown;
};
/** CancelTaskResponse (a2a.json (JSON-RPC dialect of protocol version 0.3)), as parsed. */
export type CancelTaskResponse = JSONRPCErrorResponse | CancelTaskSuccessResponse;
/** DeleteTaskPushNotificationConfigSuccessResponse (a2a.json (JSON-RPC dialect of protocol version 0.3)), as parsed. */
export type DeleteTaskPushNotificationConfigSuccessResponse = {
	id: string | number | null;
	jsonrpc: "2.0";
	result: null;
	[key: string]: unknown;
};
/** DeleteTaskPushNotificationConfigResponse (a2a.json (JSON-RPC dialect of protocol version 0.3)), as parsed. */
export type DeleteTaskPushNotificationConfigResponse = JSONRPCErrorResponse | DeleteTaskPushNotificationConfigSuccessResponse;
/** FileBase (a2a.json (JSON-RPC dialect of protocol version 0.3)), as parsed. */
export type FileBase = {
	mimeType?: string;
	name?: string;
	[key: string]: unknown;
};
/** GetAuthenticatedExtendedCardSuccessResponse (a2a.json (JSON-RPC dialect of protocol version 0.3)), as parsed. */
export type GetAuthenticatedExtendedCardSuccessResponse = {
	id: string | number | null;
	jsonrpc: "2.0";
	result: AgentCard;
	[key: string]: unknown;
};
/** GetAuthenticatedExtendedCardSuccessResponse as accepted. */
type GetAuthenticatedExtendedCardSuccessResponseInput = {
	id: string | number | null;
	jsonrpc: "2.0";
	result: AgentCardInput;
	[key: string]: unknown;
};
/** GetAuthenticatedExtendedCardResponse (a2a.json (JSON-RPC dialect of protocol version 0.3)), as parsed. */
export type GetAuthenticatedExtendedCardResponse = JSONRPCErrorResponse | GetAuthenticatedExtendedCardSuccessResponse;
/** GetAuthenticatedExtendedCardResponse as accepted. */
type GetAuthenticatedExtendedCardResponseInput = JSONRPCErrorResponse | GetAuthenticatedExtendedCardSuccessResponseInput;
/** GetTaskPushNotificationConfigSuccessResponse (a2a.json (JSON-RPC dialect of protocol version 0.3)), as parsed. */
export type GetTaskPushNotificationConfigSuccessResponse = {
	id: string | number | null;
	jsonrpc: "2.0";
	result: TaskPushNotificationConfig;
	[key: string]: unknown;
};
/** GetTaskPushNotificationConfigResponse (a2a.json (JSON-RPC dialect of protocol version 0.3)), as parsed. */
export type GetTaskPushNotificationConfigResponse = JSONRPCErrorResponse | GetTaskPushNotificationConfigSuccessResponse;
/** GetTaskSuccessResponse (a2a.json (JSON-RPC dialect of protocol version 0.3)), as parsed. */
export type GetTaskSuccessResponse = {
	id: string | number | null;
	jsonrpc: "2.0";
	result: Task;
	[key: string]: unknown;
};
/** GetTaskResponse (a2a.json (JSON-RPC dialect of protocol version 0.3)), as parsed. */
export type GetTaskResponse = JSONRPCErrorResponse | GetTaskSuccessResponse;
/** JSONRPCMessage (a2a.json (JSON-RPC dialect of protocol version 0.3)), as parsed. */
export type JSONRPCMessage = {
	id?: string | number | null;
	jsonrpc: "2.0";
	[key: string]: unknown;
};
/** JSONRPCRequest (a2a.json (JSON-RPC dialect of protocol version 0.3)), as parsed. */
export type JSONRPCRequest = {
	id?: string | number | null;
	jsonrpc: "2.0";
	method: string;
	params?: {
		[key: string]: unknown;
	};
	[key: string]: unknown;
};
/** SendMessageSuccessResponse (a2a.json (JSON-RPC dialect of protocol version 0.3)), as parsed. */
export type SendMessageSuccessResponse = {
	id: string | number | null;
	jsonrpc: "2.0";
	result: Task | Message;
	[key: string]: unknown;
};
/** TaskStatusUpdateEvent (a2a.json (JSON-RPC dialect of protocol version 0.3)), as parsed. */
export type TaskStatusUpdateEvent = {
	contextId: string;
	final: boolean;
	kind: "status-update";
	metadata?: {
		[key: string]: unknown;
	};
	status: TaskStatus;
	taskId: string;
	[key: string]: unknown;
};
/** TaskArtifactUpdateEvent (a2a.json (JSON-RPC dialect of protocol version 0.3)), as parsed. */
export type TaskArtifactUpdateEvent = {
	append?: boolean;
	artifact: Artifact;
	contextId: string;
	kind: "artifact-update";
	lastChunk?: boolean;
	metadata?: {
		[key: string]: unknown;
	};
	taskId: string;
	[key: string]: unknown;
};
/** SendStreamingMessageSuccessResponse (a2a.json (JSON-RPC dialect of protocol version 0.3)), as parsed. */
export type SendStreamingMessageSuccessResponse = {
	id: string | number | null;
	jsonrpc: "2.0";
	result: Task | Message | TaskStatusUpdateEvent | TaskArtifactUpdateEvent;
	[key: string]: unknown;
};
/** SetTaskPushNotificationConfigSuccessResponse (a2a.json (JSON-RPC dialect of protocol version 0.3)), as parsed. */
export type SetTaskPushNotificationConfigSuccessResponse = {
	id: string | number | null;
	jsonrpc: "2.0";
	result: TaskPushNotificationConfig;
	[key: string]: unknown;
};
/** ListTaskPushNotificationConfigSuccessResponse (a2a.json (JSON-RPC dialect of protocol version 0.3)), as parsed. */
export type ListTaskPushNotificationConfigSuccessResponse = {
	id: string | number | null;
	jsonrpc: "2.0";
	result: TaskPushNotificationConfig[];
	[key: string]: unknown;
};
/** JSONRPCResponse (a2a.json (JSON-RPC dialect of protocol version 0.3)), as parsed. */
export type JSONRPCResponse = JSONRPCErrorResponse | SendMessageSuccessResponse | SendStreamingMessageSuccessResponse | GetTaskSuccessResponse |
	CancelTaskSuccessResponse | SetTaskPushNotificationConfigSuccessResponse | GetTaskPushNotificationConfigSuccessResponse |
	ListTaskPushNotificationConfigSuccessResponse | DeleteTaskPushNotificationConfigSuccessResponse | GetAuthenticatedExtendedCardSuccessResponse;
/** JSONRPCResponse as accepted. */
type JSONRPCResponseInput = JSONRPCErrorResponse | SendMessageSuccessResponse | SendStreamingMessageSuccessResponse | GetTaskSuccessResponse |
	CancelTaskSuccessResponse | SetTaskPushNotificationConfigSuccessResponse | GetTaskPushNotificationConfigSuccessResponse |
	ListTaskPushNotificationConfigSuccessResponse | DeleteTaskPushNotificationConfigSuccessResponse | GetAuthenticatedExtendedCardSuccessResponseInput;
/** JSONRPCSuccessResponse (a2a.json (JSON-RPC dialect of protocol version 0.3)), as parsed. */
export type JSONRPCSuccessResponse = {
	id: string | number | null;
	jsonrpc: "2.0";
	result: {} | null;
	[key: string]: unknown;
};
/** JSONRPCSuccessResponse as accepted. */
type JSONRPCSuccessResponseInput = {
	id: string | number | null;
	jsonrpc: "2.0";
	result: unknown;
	[key: string]: unknown;
};
/** ListTaskPushNotificationConfigResponse (a2a.json (JSON-RPC dialect of protocol version 0.3)), as parsed. */
export type ListTaskPushNotificationConfigResponse = JSONRPCErrorResponse | ListTaskPushNotificationConfigSuccessResponse;
/** PartBase (a2a.json (JSON-RPC dialect of protocol version 0.3)), as parsed. */
export type PartBase = {
	metadata?: {
		[key: string]: unknown;
	};
	[key: string]: unknown;
};
/** SecuritySchemeBase (a2a.json (JSON-RPC dialect of protocol version 0.3)), as parsed. */
export type SecuritySchemeBase = {
	description?: string;
	[key: string]: unknown;
};
/** SendMessageResponse (a2a.json (JSON-RPC dialect of protocol version 0.3)), as parsed. */
export type SendMessageResponse = JSONRPCErrorResponse | SendMessageSuccessResponse;
/** SendStreamingMessageResponse (a2a.json (JSON-RPC dialect of protocol version 0.3)), as parsed. */
export type SendStreamingMessageResponse = JSONRPCErrorResponse | SendStreamingMessageSuccessResponse;
/** SetTaskPushNotificationConfigResponse (a2a.json (JSON-RPC dialect of protocol version 0.3)), as parsed. */
export type SetTaskPushNotificationConfigResponse = JSONRPCErrorResponse | SetTaskPushNotificationConfigSuccessResponse;
/** TransportProtocol (a2a.json (JSON-RPC dialect of protocol version 0.3)), as parsed. */
export type TransportProtocol = "JSONRPC" | "GRPC" | "HTTP+JSON";
/** Every definition's schema, by its name in the JSON Schema. */
type JsonRpcSchemas = {
	readonly JSONParseError: z.ZodMiniType<JSONParseError, JSONParseError, z.core.$ZodTypeInternals<JSONParseError,
		JSONParseError> & z.core.$ZodTypeDiscriminableInternals>;
	readonly InvalidRequestError: z.ZodMiniType<InvalidRequestError, InvalidRequestError, z.core.$ZodTypeInternals<InvalidRequestError,
		InvalidRequestError> & z.core.$ZodTypeDiscriminableInternals>;
	readonly MethodNotFoundError: z.ZodMiniType<MethodNotFoundError, MethodNotFoundError, z.core.$ZodTypeInternals<MethodNotFoundError,
		MethodNotFoundError> & z.core.$ZodTypeDiscriminableInternals>;
	readonly InvalidParamsError: z.ZodMiniType<InvalidParamsError, InvalidParamsError, z.core.$ZodTypeInternals<InvalidParamsError,
		InvalidParamsError> & z.core.$ZodTypeDiscriminableInternals>;
	readonly InternalError: z.ZodMiniType<InternalError, InternalError, z.core.$ZodTypeInternals<InternalError,
		InternalError> & z.core.$ZodTypeDiscriminableInternals>;
	readonly TaskNotFoundError: z.ZodMiniType<TaskNotFoundError, TaskNotFoundError, z.core.$ZodTypeInternals<TaskNotFoundError,
		TaskNotFoundError> & z.core.$ZodTypeDiscriminableInternals>;
	readonly TaskNotCancelableError: z.ZodMiniType<TaskNotCancelableError, TaskNotCancelableError, z.core.$ZodTypeInternals<TaskNotCancelableError,
		TaskNotCancelableError> & z.core.$ZodTypeDiscriminableInternals>;
	readonly PushNotificationNotSupportedError: z.ZodMiniType<PushNotificationNotSupportedError, PushNotificationNotSupportedError,
		z.core.$ZodTypeInternals<PushNotificationNotSupportedError, PushNotificationNotSupportedError> & z.core.$ZodTypeDiscriminableInternals>;
	readonly UnsupportedOperationError: z.ZodMiniType<UnsupportedOperationError, UnsupportedOperationError, z.core.$ZodTypeInternals<UnsupportedOperationError,
		UnsupportedOperationError> & z.core.$ZodTypeDiscriminableInternals>;
	readonly ContentTypeNotSupportedError: z.ZodMiniType<ContentTypeNotSupportedError, ContentTypeNotSupportedError,
		z.core.$ZodTypeInternals<ContentTypeNotSupportedError, ContentTypeNotSupportedError> & z.core.$ZodTypeDiscriminableInternals>;
	readonly InvalidAgentResponseError: z.ZodMiniType<InvalidAgentResponseError, InvalidAgentResponseError, z.core.$ZodTypeInternals<InvalidAgentResponseError,
		InvalidAgentResponseError> & z.core.$ZodTypeDiscriminableInternals>;
	readonly AuthenticatedExtendedCardNotConfiguredError: z.ZodMiniType<AuthenticatedExtendedCardNotConfiguredError, AuthenticatedExtendedCardNotConfiguredError,
		z.core.$ZodTypeInternals<AuthenticatedExtendedCardNotConfiguredError, AuthenticatedExtendedCardNotConfiguredError> & z.core.$ZodTypeDiscriminableInternals>;
	readonly A2AError: z.ZodMiniType<A2AError, A2AError>;
	readonly PushNotificationAuthenticationInfo: z.ZodMiniType<PushNotificationAuthenticationInfo, PushNotificationAuthenticationInfo>;
	readonly PushNotificationConfig: z.ZodMiniType<PushNotificationConfig, PushNotificationConfig>;
	readonly MessageSendConfiguration: z.ZodMiniType<MessageSendConfiguration, MessageSendConfiguration>;
	readonly TextPart: z.ZodMiniType<TextPart, TextPart, z.core.$ZodTypeInternals<TextPart, TextPart> & z.core.$ZodTypeDiscriminableInternals>;
	readonly FileWithBytes: z.ZodMiniType<FileWithBytes, FileWithBytes>;
	readonly FileWithUri: z.ZodMiniType<FileWithUri, FileWithUri>;
	readonly FilePart: z.ZodMiniType<FilePart, FilePart, z.core.$ZodTypeInternals<FilePart, FilePart> & z.core.$ZodTypeDiscriminableInternals>;
	readonly DataPart: z.ZodMiniType<DataPart, DataPart, z.core.$ZodTypeInternals<DataPart, DataPart> & z.core.$ZodTypeDiscriminableInternals>;
	readonly Part: z.ZodMiniType<Part, Part>;
	readonly Message: z.ZodMiniType<Message, Message, z.core.$ZodTypeInternals<Message, Message> & z.core.$ZodTypeDiscriminableInternals>;
	readonly MessageSendParams: z.ZodMiniType<MessageSendParams, MessageSendParams>;
	readonly SendMessageRequest: z.ZodMiniType<SendMessageRequest, SendMessageRequest, z.core.$ZodTypeInternals<SendMessageRequest,
		SendMessageRequest> & z.core.$ZodTypeDiscriminableInternals>;
	readonly SendStreamingMessageRequest: z.ZodMiniType<SendStreamingMessageRequest, SendStreamingMessageRequest,
		z.core.$ZodTypeInternals<SendStreamingMessageRequest, SendStreamingMessageRequest> & z.core.$ZodTypeDiscriminableInternals>;
	readonly TaskQueryParams: z.ZodMiniType<TaskQueryParams, TaskQueryParams>;
	readonly GetTaskRequest: z.ZodMiniType<GetTaskRequest, GetTaskRequest, z.core.$ZodTypeInternals<GetTaskRequest,
		GetTaskRequest> & z.core.$ZodTypeDiscriminableInternals>;
	readonly TaskIdParams: z.ZodMiniType<TaskIdParams, TaskIdParams>;
	readonly CancelTaskRequest: z.ZodMiniType<CancelTaskRequest, CancelTaskRequest, z.core.$ZodTypeInternals<CancelTaskRequest,
		CancelTaskRequest> & z.core.$ZodTypeDiscriminableInternals>;
	readonly TaskPushNotificationConfig: z.ZodMiniType<TaskPushNotificationConfig, TaskPushNotificationConfig>;
	readonly SetTaskPushNotificationConfigRequest: z.ZodMiniType<SetTaskPushNotificationConfigRequest, SetTaskPushNotificationConfigRequest,
		z.core.$ZodTypeInternals<SetTaskPushNotificationConfigRequest, SetTaskPushNotificationConfigRequest> & z.core.$ZodTypeDiscriminableInternals>;
	readonly GetTaskPushNotificationConfigParams: z.ZodMiniType<GetTaskPushNotificationConfigParams, GetTaskPushNotificationConfigParams>;
	readonly GetTaskPushNotificationConfigRequest: z.ZodMiniType<GetTaskPushNotificationConfigRequest, GetTaskPushNotificationConfigRequest,
		z.core.$ZodTypeInternals<GetTaskPushNotificationConfigRequest, GetTaskPushNotificationConfigRequest> & z.core.$ZodTypeDiscriminableInternals>;
	readonly TaskResubscriptionRequest: z.ZodMiniType<TaskResubscriptionRequest, TaskResubscriptionRequest, z.core.$ZodTypeInternals<TaskResubscriptionRequest,
		TaskResubscriptionRequest> & z.core.$ZodTypeDiscriminableInternals>;
	readonly ListTaskPushNotificationConfigParams: z.ZodMiniType<ListTaskPushNotificationConfigParams, ListTaskPushNotificationConfigParams>;
	readonly ListTaskPushNotificationConfigRequest: z.ZodMiniType<ListTaskPushNotificationConfigRequest, ListTaskPushNotificationConfigRequest,
		z.core.$ZodTypeInternals<ListTaskPushNotificationConfigRequest, ListTaskPushNotificationConfigRequest> & z.core.$ZodTypeDiscriminableInternals>;
	readonly DeleteTaskPushNotificationConfigParams: z.ZodMiniType<DeleteTaskPushNotificationConfigParams, DeleteTaskPushNotificationConfigParams>;
	readonly DeleteTaskPushNotificationConfigRequest: z.ZodMiniType<DeleteTaskPushNotificationConfigRequest, DeleteTaskPushNotificationConfigRequest,
		z.core.$ZodTypeInternals<DeleteTaskPushNotificationConfigRequest, DeleteTaskPushNotificationConfigRequest> & z.core.$ZodTypeDiscriminableInternals>;
	readonly GetAuthenticatedExtendedCardRequest: z.ZodMiniType<GetAuthenticatedExtendedCardRequest, GetAuthenticatedExtendedCardRequest,
		z.core.$ZodTypeInternals<GetAuthenticatedExtendedCardRequest, GetAuthenticatedExtendedCardRequest> & z.core.$ZodTypeDiscriminableInternals>;
	readonly A2ARequest: z.ZodMiniType<A2ARequest, A2ARequest>;
	readonly APIKeySecurityScheme: z.ZodMiniType<APIKeySecurityScheme, APIKeySecurityScheme, z.core.$ZodTypeInternals<APIKeySecurityScheme,
		APIKeySecurityScheme> & z.core.$ZodTypeDiscriminableInternals>;
	readonly AgentExtension: z.ZodMiniType<AgentExtension, AgentExtension>;
	readonly AgentCapabilities: z.ZodMiniType<AgentCapabilities, AgentCapabilities>;
	readonly AgentInterface: z.ZodMiniType<AgentInterface, AgentInterface>;
	readonly AgentProvider: z.ZodMiniType<AgentProvider, AgentProvider>;
	readonly HTTPAuthSecurityScheme: z.ZodMiniType<HTTPAuthSecurityScheme, HTTPAuthSecurityScheme, z.core.$ZodTypeInternals<HTTPAuthSecurityScheme,
		HTTPAuthSecurityScheme> & z.core.$ZodTypeDiscriminableInternals>;
	readonly AuthorizationCodeOAuthFlow: z.ZodMiniType<AuthorizationCodeOAuthFlow, AuthorizationCodeOAuthFlowInput>;
	readonly ClientCredentialsOAuthFlow: z.ZodMiniType<ClientCredentialsOAuthFlow, ClientCredentialsOAuthFlowInput>;
	readonly ImplicitOAuthFlow: z.ZodMiniType<ImplicitOAuthFlow, ImplicitOAuthFlowInput>;
	readonly PasswordOAuthFlow: z.ZodMiniType<PasswordOAuthFlow, PasswordOAuthFlowInput>;
	readonly OAuthFlows: z.ZodMiniType<OAuthFlows, OAuthFlowsInput>;
	readonly OAuth2SecurityScheme: z.ZodMiniType<OAuth2SecurityScheme, OAuth2SecuritySchemeInput, z.core.$ZodTypeInternals<OAuth2SecurityScheme,
		OAuth2SecuritySchemeInput> & z.core.$ZodTypeDiscriminableInternals>;
	readonly OpenIdConnectSecurityScheme: z.ZodMiniType<OpenIdConnectSecurityScheme, OpenIdConnectSecurityScheme,
		z.core.$ZodTypeInternals<OpenIdConnectSecurityScheme, OpenIdConnectSecurityScheme> & z.core.$ZodTypeDiscriminableInternals>;
	readonly MutualTLSSecurityScheme: z.ZodMiniType<MutualTLSSecurityScheme, MutualTLSSecurityScheme, z.core.$ZodTypeInternals<MutualTLSSecurityScheme,
		MutualTLSSecurityScheme> & z.core.$ZodTypeDiscriminableInternals>;
	readonly SecurityScheme: z.ZodMiniType<SecurityScheme, SecuritySchemeInput>;
	readonly AgentCardSignature: z.ZodMiniType<AgentCardSignature, AgentCardSignature>;
	readonly AgentSkill: z.ZodMiniType<AgentSkill, AgentSkillInput>;
	readonly AgentCard: z.ZodMiniType<AgentCard, AgentCardInput>;
	readonly Artifact: z.ZodMiniType<Artifact, Artifact>;
	readonly JSONRPCError: z.ZodMiniType<JSONRPCError, JSONRPCError>;
	readonly JSONRPCErrorResponse: z.ZodMiniType<JSONRPCErrorResponse, JSONRPCErrorResponse>;
	readonly TaskState: z.ZodMiniType<TaskState, TaskState>;
	readonly TaskStatus: z.ZodMiniType<TaskStatus, TaskStatus>;
	readonly Task: z.ZodMiniType<Task, Task, z.core.$ZodTypeInternals<Task, Task> & z.core.$ZodTypeDiscriminableInternals>;
	readonly CancelTaskSuccessResponse: z.ZodMiniType<CancelTaskSuccessResponse, CancelTaskSuccessResponse>;
	readonly CancelTaskResponse: z.ZodMiniType<CancelTaskResponse, CancelTaskResponse>;
	readonly DeleteTaskPushNotificationConfigSuccessResponse: z.ZodMiniType<DeleteTaskPushNotificationConfigSuccessResponse,
		DeleteTaskPushNotificationConfigSuccessResponse>;
	readonly DeleteTaskPushNotificationConfigResponse: z.ZodMiniType<DeleteTaskPushNotificationConfigResponse, DeleteTaskPushNotificationConfigResponse>;
	readonly FileBase: z.ZodMiniType<FileBase, FileBase>;
	readonly GetAuthenticatedExtendedCardSuccessResponse: z.ZodMiniType<GetAuthenticatedExtendedCardSuccessResponse,
		GetAuthenticatedExtendedCardSuccessResponseInput>;
	readonly GetAuthenticatedExtendedCardResponse: z.ZodMiniType<GetAuthenticatedExtendedCardResponse, GetAuthenticatedExtendedCardResponseInput>;
	readonly GetTaskPushNotificationConfigSuccessResponse: z.ZodMiniType<GetTaskPushNotificationConfigSuccessResponse,
		GetTaskPushNotificationConfigSuccessResponse>;
	readonly GetTaskPushNotificationConfigResponse: z.ZodMiniType<GetTaskPushNotificationConfigResponse, GetTaskPushNotificationConfigResponse>;
	readonly GetTaskSuccessResponse: z.ZodMiniType<GetTaskSuccessResponse, GetTaskSuccessResponse>;
	readonly GetTaskResponse: z.ZodMiniType<GetTaskResponse, GetTaskResponse>;
	readonly JSONRPCMessage: z.ZodMiniType<JSONRPCMessage, JSONRPCMessage>;
	readonly JSONRPCRequest: z.ZodMiniType<JSONRPCRequest, JSONRPCRequest>;
	readonly SendMessageSuccessResponse: z.ZodMiniType<SendMessageSuccessResponse, SendMessageSuccessResponse>;
	readonly TaskStatusUpdateEvent: z.ZodMiniType<TaskStatusUpdateEvent, TaskStatusUpdateEvent, z.core.$ZodTypeInternals<TaskStatusUpdateEvent,
		TaskStatusUpdateEvent> & z.core.$ZodTypeDiscriminableInternals>;
	readonly TaskArtifactUpdateEvent: z.ZodMiniType<TaskArtifactUpdateEvent, TaskArtifactUpdateEvent, z.core.$ZodTypeInternals<TaskArtifactUpdateEvent,
		TaskArtifactUpdateEvent> & z.core.$ZodTypeDiscriminableInternals>;
	readonly SendStreamingMessageSuccessResponse: z.ZodMiniType<SendStreamingMessageSuccessResponse, SendStreamingMessageSuccessResponse>;
	readonly SetTaskPushNotificationConfigSuccessResponse: z.ZodMiniType<SetTaskPushNotificationConfigSuccessResponse,
		SetTaskPushNotificationConfigSuccessResponse>;
	readonly ListTaskPushNotificationConfigSuccessResponse: z.ZodMiniType<ListTaskPushNotificationConfigSuccessResponse,
		ListTaskPushNotificationConfigSuccessResponse>;
	readonly JSONRPCResponse: z.ZodMiniType<JSONRPCResponse, JSONRPCResponseInput>;
	readonly JSONRPCSuccessResponse: z.ZodMiniType<JSONRPCSuccessResponse, JSONRPCSuccessResponseInput>;
	readonly ListTaskPushNotificationConfigResponse: z.ZodMiniType<ListTaskPushNotificationConfigResponse, ListTaskPushNotificationConfigResponse>;
	readonly PartBase: z.ZodMiniType<PartBase, PartBase>;
	readonly SecuritySchemeBase: z.ZodMiniType<SecuritySchemeBase, SecuritySchemeBase>;
	readonly SendMessageResponse: z.ZodMiniType<SendMessageResponse, SendMessageResponse>;
	readonly SendStreamingMessageResponse: z.ZodMiniType<SendStreamingMessageResponse, SendStreamingMessageResponse>;
	readonly SetTaskPushNotificationConfigResponse: z.ZodMiniType<SetTaskPushNotificationConfigResponse, SetTaskPushNotificationConfigResponse>;
	readonly TransportProtocol: z.ZodMiniType<TransportProtocol, TransportProtocol>;
};
/** Every definition's accepting check, by its name in the JSON Schema. */
type JsonRpcAccepts = {
	readonly JSONParseError: (value: unknown) => value is JSONParseError;
	readonly InvalidRequestError: (value: unknown) => value is InvalidRequestError;
	readonly MethodNotFoundError: (value: unknown) => value is MethodNotFoundError;
	readonly InvalidParamsError: (value: unknown) => value is InvalidParamsError;
	readonly InternalError: (value: unknown) => value is InternalError;
	readonly TaskNotFoundError: (value: unknown) => value is TaskNotFoundError;
	readonly TaskNotCancelableError: (value: unknown) => value is TaskNotCancelableError;
	readonly PushNotificationNotSupportedError: (value: unknown) => value is PushNotificationNotSupportedError;
	readonly UnsupportedOperationError: (value: unknown) => value is UnsupportedOperationError;
	readonly ContentTypeNotSupportedError: (value: unknown) => value is ContentTypeNotSupportedError;
	readonly InvalidAgentResponseError: (value: unknown) => value is InvalidAgentResponseError;
	readonly AuthenticatedExtendedCardNotConfiguredError: (value: unknown) => value is AuthenticatedExtendedCardNotConfiguredError;
	readonly A2AError: (value: unknown) => value is A2AError;
	readonly PushNotificationAuthenticationInfo: (value: unknown) => value is PushNotificationAuthenticationInfo;
	readonly PushNotificationConfig: (value: unknown) => value is PushNotificationConfig;
	readonly MessageSendConfiguration: (value: unknown) => value is MessageSendConfiguration;
	readonly TextPart: (value: unknown) => value is TextPart;
	readonly FileWithBytes: (value: unknown) => value is FileWithBytes;
	readonly FileWithUri: (value: unknown) => value is FileWithUri;
	readonly FilePart: (value: unknown) => value is FilePart;
	readonly DataPart: (value: unknown) => value is DataPart;
	readonly Part: (value: unknown) => value is Part;
	readonly Message: (value: unknown) => value is Message;
	readonly MessageSendParams: (value: unknown) => value is MessageSendParams;
	readonly SendMessageRequest: (value: unknown) => value is SendMessageRequest;
	readonly SendStreamingMessageRequest: (value: unknown) => value is SendStreamingMessageRequest;
	readonly TaskQueryParams: (value: unknown) => value is TaskQueryParams;
	readonly GetTaskRequest: (value: unknown) => value is GetTaskRequest;
	readonly TaskIdParams: (value: unknown) => value is TaskIdParams;
	readonly CancelTaskRequest: (value: unknown) => value is CancelTaskRequest;
	readonly TaskPushNotificationConfig: (value: unknown) => value is TaskPushNotificationConfig;
	readonly SetTaskPushNotificationConfigRequest: (value: unknown) => value is SetTaskPushNotificationConfigRequest;
	readonly GetTaskPushNotificationConfigParams: (value: unknown) => value is GetTaskPushNotificationConfigParams;
	readonly GetTaskPushNotificationConfigRequest: (value: unknown) => value is GetTaskPushNotificationConfigRequest;
	readonly TaskResubscriptionRequest: (value: unknown) => value is TaskResubscriptionRequest;
	readonly ListTaskPushNotificationConfigParams: (value: unknown) => value is ListTaskPushNotificationConfigParams;
	readonly ListTaskPushNotificationConfigRequest: (value: unknown) => value is ListTaskPushNotificationConfigRequest;
	readonly DeleteTaskPushNotificationConfigParams: (value: unknown) => value is DeleteTaskPushNotificationConfigParams;
	readonly DeleteTaskPushNotificationConfigRequest: (value: unknown) => value is DeleteTaskPushNotificationConfigRequest;
	readonly GetAuthenticatedExtendedCardRequest: (value: unknown) => value is GetAuthenticatedExtendedCardRequest;
	readonly A2ARequest: (value: unknown) => value is A2ARequest;
	readonly APIKeySecurityScheme: (value: unknown) => value is APIKeySecurityScheme;
	readonly AgentExtension: (value: unknown) => value is AgentExtension;
	readonly AgentCapabilities: (value: unknown) => value is AgentCapabilities;
	readonly AgentInterface: (value: unknown) => value is AgentInterface;
	readonly AgentProvider: (value: unknown) => value is AgentProvider;
	readonly HTTPAuthSecurityScheme: (value: unknown) => value is HTTPAuthSecurityScheme;
	readonly AuthorizationCodeOAuthFlow: (value: unknown) => value is AuthorizationCodeOAuthFlow;
	readonly ClientCredentialsOAuthFlow: (value: unknown) => value is ClientCredentialsOAuthFlow;
	readonly ImplicitOAuthFlow: (value: unknown) => value is ImplicitOAuthFlow;
	readonly PasswordOAuthFlow: (value: unknown) => value is PasswordOAuthFlow;
	readonly OAuthFlows: (value: unknown) => value is OAuthFlows;
	readonly OAuth2SecurityScheme: (value: unknown) => value is OAuth2SecurityScheme;
	readonly OpenIdConnectSecurityScheme: (value: unknown) => value is OpenIdConnectSecurityScheme;
	readonly MutualTLSSecurityScheme: (value: unknown) => value is MutualTLSSecurityScheme;
	readonly SecurityScheme: (value: unknown) => value is SecurityScheme;
	readonly AgentCardSignature: (value: unknown) => value is AgentCardSignature;
	readonly AgentSkill: (value: unknown) => value is AgentSkill;
	readonly AgentCard: (value: unknown) => value is AgentCard;
	readonly Artifact: (value: unknown) => value is Artifact;
	readonly JSONRPCError: (value: unknown) => value is JSONRPCError;
	readonly JSONRPCErrorResponse: (value: unknown) => value is JSONRPCErrorResponse;
	readonly TaskState: (value: unknown) => value is TaskState;
	readonly TaskStatus: (value: unknown) => value is TaskStatus;
	readonly Task: (value: unknown) => value is Task;
	readonly CancelTaskSuccessResponse: (value: unknown) => value is CancelTaskSuccessResponse;
	readonly CancelTaskResponse: (value: unknown) => value is CancelTaskResponse;
	readonly DeleteTaskPushNotificationConfigSuccessResponse: (value: unknown) => value is DeleteTaskPushNotificationConfigSuccessResponse;
	readonly DeleteTaskPushNotificationConfigResponse: (value: unknown) => value is DeleteTaskPushNotificationConfigResponse;
	readonly FileBase: (value: unknown) => value is FileBase;
	readonly GetAuthenticatedExtendedCardSuccessResponse: (value: unknown) => value is GetAuthenticatedExtendedCardSuccessResponse;
	readonly GetAuthenticatedExtendedCardResponse: (value: unknown) => value is GetAuthenticatedExtendedCardResponse;
	readonly GetTaskPushNotificationConfigSuccessResponse: (value: unknown) => value is GetTaskPushNotificationConfigSuccessResponse;
	readonly GetTaskPushNotificationConfigResponse: (value: unknown) => value is GetTaskPushNotificationConfigResponse;
	readonly GetTaskSuccessResponse: (value: unknown) => value is GetTaskSuccessResponse;
	readonly GetTaskResponse: (value: unknown) => value is GetTaskResponse;
	readonly JSONRPCMessage: (value: unknown) => value is JSONRPCMessage;
	readonly JSONRPCRequest: (value: unknown) => value is JSONRPCRequest;
	readonly SendMessageSuccessResponse: (value: unknown) => value is SendMessageSuccessResponse;
	readonly TaskStatusUpdateEvent: (value: unknown) => value is TaskStatusUpdateEvent;
	readonly TaskArtifactUpdateEvent: (value: unknown) => value is TaskArtifactUpdateEvent;
	readonly SendStreamingMessageSuccessResponse: (value: unknown) => value is SendStreamingMessageSuccessResponse;
	readonly SetTaskPushNotificationConfigSuccessResponse: (value: unknown) => value is SetTaskPushNotificationConfigSuccessResponse;
	readonly ListTaskPushNotificationConfigSuccessResponse: (value: unknown) => value is ListTaskPushNotificationConfigSuccessResponse;
	readonly JSONRPCResponse: (value: unknown) => value is JSONRPCResponse;
	readonly JSONRPCSuccessResponse: (value: unknown) => value is JSONRPCSuccessResponse;
	readonly ListTaskPushNotificationConfigResponse: (value: unknown) => value is ListTaskPushNotificationConfigResponse;
	readonly PartBase: (value: unknown) => value is PartBase;
	readonly SecuritySchemeBase: (value: unknown) => value is SecuritySchemeBase;
	readonly SendMessageResponse: (value: unknown) => value is SendMessageResponse;
	readonly SendStreamingMessageResponse: (value: unknown) => value is SendStreamingMessageResponse;
	readonly SetTaskPushNotificationConfigResponse: (value: unknown) => value is SetTaskPushNotificationConfigResponse;
	readonly TransportProtocol: (value: unknown) => value is TransportProtocol;
};
/** Names of the definitions (keys of `schemas`). */
export declare const definitionNames: readonly ["JSONParseError", "InvalidRequestError", "MethodNotFoundError", "InvalidParamsError", "InternalError",
	"TaskNotFoundError", "TaskNotCancelableError", "PushNotificationNotSupportedError", "UnsupportedOperationError", "ContentTypeNotSupportedError",
	"InvalidAgentResponseError", "AuthenticatedExtendedCardNotConfiguredError", "A2AError", "PushNotificationAuthenticationInfo", "PushNotificationConfig",
	"MessageSendConfiguration", "TextPart", "FileWithBytes", "FileWithUri", "FilePart", "DataPart", "Part", "Message", "MessageSendParams", "SendMessageRequest",
	"SendStreamingMessageRequest", "TaskQueryParams", "GetTaskRequest", "TaskIdParams", "CancelTaskRequest", "TaskPushNotificationConfig",
	"SetTaskPushNotificationConfigRequest", "GetTaskPushNotificationConfigParams", "GetTaskPushNotificationConfigRequest", "TaskResubscriptionRequest",
	"ListTaskPushNotificationConfigParams", "ListTaskPushNotificationConfigRequest", "DeleteTaskPushNotificationConfigParams",
	"DeleteTaskPushNotificationConfigRequest", "GetAuthenticatedExtendedCardRequest", "A2ARequest", "APIKeySecurityScheme", "AgentExtension", "AgentCapabilities",
	"AgentInterface", "AgentProvider", "HTTPAuthSecurityScheme", "AuthorizationCodeOAuthFlow", "ClientCredentialsOAuthFlow", "ImplicitOAuthFlow",
	"PasswordOAuthFlow", "OAuthFlows", "OAuth2SecurityScheme", "OpenIdConnectSecurityScheme", "MutualTLSSecurityScheme", "SecurityScheme", "AgentCardSignature",
	"AgentSkill", "AgentCard", "Artifact", "JSONRPCError", "JSONRPCErrorResponse", "TaskState", "TaskStatus", "Task", "CancelTaskSuccessResponse",
	"CancelTaskResponse", "DeleteTaskPushNotificationConfigSuccessResponse", "DeleteTaskPushNotificationConfigResponse", "FileBase",
	"GetAuthenticatedExtendedCardSuccessResponse", "GetAuthenticatedExtendedCardResponse", "GetTaskPushNotificationConfigSuccessResponse",
	"GetTaskPushNotificationConfigResponse", "GetTaskSuccessResponse", "GetTaskResponse", "JSONRPCMessage", "JSONRPCRequest", "SendMessageSuccessResponse",
	"TaskStatusUpdateEvent", "TaskArtifactUpdateEvent", "SendStreamingMessageSuccessResponse", "SetTaskPushNotificationConfigSuccessResponse",
	"ListTaskPushNotificationConfigSuccessResponse", "JSONRPCResponse", "JSONRPCSuccessResponse", "ListTaskPushNotificationConfigResponse", "PartBase",
	"SecuritySchemeBase", "SendMessageResponse", "SendStreamingMessageResponse", "SetTaskPushNotificationConfigResponse", "TransportProtocol"];
/**
* The accepting check of every definition: true when the value is valid, with no copy and no issue
* (what a server runs before it reads a body). The same verdict as `schemas[name].safeParse(value).success`;
* a value that throws when read (a getter, a proxy) is refused.
*/
export declare const accepts: JsonRpcAccepts;
/**
* Every definition of the JSON-RPC dialect's JSON Schema (protocol version 0.3), by its name there.
* Each is a zod schema on the runtime's engine: its accepting check decides, and a refusal is explained
* with the issues of the zod schema the definition translates to. No zod object schema is built and no
* code is compiled from strings. Nothing is built at import: a schema is built when it is first read,
* once (schemaSet defers even the table of makers to the first read).
*/
export declare const schemas: JsonRpcSchemas;
export {};
