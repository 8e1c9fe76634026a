import { jsonNodes, jsonSchema, lazySchemas, schemaSet, totalCheck } from "@a2a-bindgen/runtime/protojson";
/** Names of the definitions (keys of `schemas`). */
export const definitionNames = [
	"JSONParseError",
	"InvalidRequestError",
	"MethodNotFoundError",
	"InvalidParamsError",
	"InternalError",
	"TaskNotFoundError",
	"TaskNotCancelableError",
	"PushNotificationNotSupportedError",
	"UnsupportedOperationError",
	"ContentTypeNotSupportedError",
	"InvalidAgentResponseError",
	"AuthenticatedExtendedCardNotConfiguredError",
	"A2AError",
	"PushNotificationAuthenticationInfo",
	"PushNotificationConfig",
	"MessageSendConfiguration",
	"TextPart",
	"FileWithBytes",
	"FileWithUri",
	"FilePart",
	"DataPart",
	"Part",
	"Message",
	"MessageSendParams",
	"SendMessageRequest",
	"SendStreamingMessageRequest",
	"TaskQueryParams",
	"GetTaskRequest",
	"TaskIdParams",
	"CancelTaskRequest",
	"TaskPushNotificationConfig",
	"SetTaskPushNotificationConfigRequest",
	"GetTaskPushNotificationConfigParams",
	"GetTaskPushNotificationConfigRequest",
	"TaskResubscriptionRequest",
	"ListTaskPushNotificationConfigParams",
	"ListTaskPushNotificationConfigRequest",
	"DeleteTaskPushNotificationConfigParams",
	"DeleteTaskPushNotificationConfigRequest",
	"GetAuthenticatedExtendedCardRequest",
	"A2ARequest",
	"APIKeySecurityScheme",
	"AgentExtension",
	"AgentCapabilities",
	"AgentInterface",
	"AgentProvider",
	"HTTPAuthSecurityScheme",
	"AuthorizationCodeOAuthFlow",
	"ClientCredentialsOAuthFlow",
	"ImplicitOAuthFlow",
	"PasswordOAuthFlow",
	"OAuthFlows",
	"OAuth2SecurityScheme",
	"OpenIdConnectSecurityScheme",
	"MutualTLSSecurityScheme",
	"SecurityScheme",
	"AgentCardSignature",
	"AgentSkill",
	"AgentCard",
	"Artifact",
	"JSONRPCError",
	"JSONRPCErrorResponse",
	"TaskState",
	"TaskStatus",
	"Task",
	"CancelTaskSuccessResponse",
	"CancelTaskResponse",
	"DeleteTaskPushNotificationConfigSuccessResponse",
	"DeleteTaskPushNotificationConfigResponse",
	"FileBase",
	"GetAuthenticatedExtendedCardSuccessResponse",
	"GetAuthenticatedExtendedCardResponse",
	"GetTaskPushNotificationConfigSuccessResponse",
	"GetTaskPushNotificationConfigResponse",
	"GetTaskSuccessResponse",
	"GetTaskResponse",
	"JSONRPCMessage",
	"JSONRPCRequest",
	"SendMessageSuccessResponse",
	"TaskStatusUpdateEvent",
	"TaskArtifactUpdateEvent",
	"SendStreamingMessageSuccessResponse",
	"SetTaskPushNotificationConfigSuccessResponse",
	"ListTaskPushNotificationConfigSuccessResponse",
	"JSONRPCResponse",
	"JSONRPCSuccessResponse",
	"ListTaskPushNotificationConfigResponse",
	"PartBase",
	"SecuritySchemeBase",
	"SendMessageResponse",
	"SendStreamingMessageResponse",
	"SetTaskPushNotificationConfigResponse",
	"TransportProtocol"
];
// The accepting checks, one function per definition (and helpers for its arrays, unions and strict
// objects): what ajv would compile from the JSON Schema at run time, printed here instead.
function J_JSONParseError(v) {
	return typeof v === "object" && v !== null && !Array.isArray(v) && v.code === -32700 && typeof v.message === "string";
}
function J_InvalidRequestError(v) {
	return typeof v === "object" && v !== null && !Array.isArray(v) && v.code === -32600 && typeof v.message === "string";
}
function J_MethodNotFoundError(v) {
	return typeof v === "object" && v !== null && !Array.isArray(v) && v.code === -32601 && typeof v.message === "string";
}
function J_InvalidParamsError(v) {
	return typeof v === "object" && v !== null && !Array.isArray(v) && v.code === -32602 && typeof v.message === "string";
}
function J_InternalError(v) {
	return typeof v === "object" && v !== null && !Array.isArray(v) && v.code === -32603 && typeof v.message === "string";
}
function J_TaskNotFoundError(v) {
	return typeof v === "object" && v !== null && !Array.isArray(v) && v.code === -32001 && typeof v.message === "string";
}
function J_TaskNotCancelableError(v) {
	return typeof v === "object" && v !== null && !Array.isArray(v) && v.code === -32002 && typeof v.message === "string";
}
function J_PushNotificationNotSupportedError(v) {
	return typeof v === "object" && v !== null && !Array.isArray(v) && v.code === -32003 && typeof v.message === "string";
}
function J_UnsupportedOperationError(v) {
	return typeof v === "object" && v !== null && !Array.isArray(v) && v.code === -32004 && typeof v.message === "string";
}
function J_ContentTypeNotSupportedError(v) {
	return typeof v === "object" && v !== null && !Array.isArray(v) && v.code === -32005 && typeof v.message === "string";
}
function J_InvalidAgentResponseError(v) {
	return typeof v === "object" && v !== null && !Array.isArray(v) && v.code === -32006 && typeof v.message === "string";
}
function J_AuthenticatedExtendedCardNotConfiguredError(v) {
	return typeof v === "object" && v !== null && !Array.isArray(v) && v.code === -32007 && typeof v.message === "string";
}
function J_A2AError(v) {
	return J_A2AError$1(v);
}
function J_A2AError$1(v) {
	if (!(typeof v === "object" && v !== null && !Array.isArray(v))) return false;
	switch (v.code) {
		case -32700: return J_JSONParseError(v);
		case -32600: return J_InvalidRequestError(v);
		case -32601: return J_MethodNotFoundError(v);
		case -32602: return J_InvalidParamsError(v);
		case -32603: return J_InternalError(v);
		case -32001: return J_TaskNotFoundError(v);
		case -32002: return J_TaskNotCancelableError(v);
		case -32003: return J_PushNotificationNotSupportedError(v);
		case -32004: return J_UnsupportedOperationError(v);
		case -32005: return J_ContentTypeNotSupportedError(v);
		case -32006: return J_InvalidAgentResponseError(v);
		case -32007: return J_AuthenticatedExtendedCardNotConfiguredError(v);
		default: return false;
	}
}
function J_PushNotificationAuthenticationInfo(v) {
	return typeof v === "object" && v !== null && !Array.isArray(v) && (v.credentials === undefined || typeof v.credentials === "string") && J_PushNotificationAuthenticationInfo$1(v.schemes);
}
function J_PushNotificationAuthenticationInfo$1(v) {
	if (!Array.isArray(v)) return false;
	for (let i = 0; i < v.length; i++) if (!(typeof v[i] === "string")) return false;
	return true;
}
function J_PushNotificationConfig(v) {
	return typeof v === "object" && v !== null && !Array.isArray(v) && (v.authentication === undefined || J_PushNotificationAuthenticationInfo(v.authentication)) && (v.id === undefined || typeof v.id === "string") && (v.token === undefined || typeof v.token === "string") && typeof v.url === "string";
}
function J_MessageSendConfiguration(v) {
	return typeof v === "object" && v !== null && !Array.isArray(v) && (v.acceptedOutputModes === undefined || J_MessageSendConfiguration$1(v.acceptedOutputModes)) && (v.blocking === undefined || typeof v.blocking === "boolean") && (v.historyLength === undefined || Number.isInteger(v.historyLength)) && (v.pushNotificationConfig === undefined || J_PushNotificationConfig(v.pushNotificationConfig));
}
function J_MessageSendConfiguration$1(v) {
	if (!Array.isArray(v)) return false;
	for (let i = 0; i < v.length; i++) if (!(typeof v[i] === "string")) return false;
	return true;
}
function J_TextPart(v) {
	return typeof v === "object" && v !== null && !Array.isArray(v) && v.kind === "text" && (v.metadata === undefined || typeof v.metadata === "object" && v.metadata !== null && !Array.isArray(v.metadata)) && typeof v.text === "string";
}
function J_FileWithBytes(v) {
	return typeof v === "object" && v !== null && !Array.isArray(v) && typeof v.bytes === "string" && (v.mimeType === undefined || typeof v.mimeType === "string") && (v.name === undefined || typeof v.name === "string");
}
function J_FileWithUri(v) {
	return typeof v === "object" && v !== null && !Array.isArray(v) && (v.mimeType === undefined || typeof v.mimeType === "string") && (v.name === undefined || typeof v.name === "string") && typeof v.uri === "string";
}
function J_FilePart(v) {
	return typeof v === "object" && v !== null && !Array.isArray(v) && (J_FileWithBytes(v.file) || J_FileWithUri(v.file)) && v.kind === "file" && (v.metadata === undefined || typeof v.metadata === "object" && v.metadata !== null && !Array.isArray(v.metadata));
}
function J_DataPart(v) {
	return typeof v === "object" && v !== null && !Array.isArray(v) && typeof v.data === "object" && v.data !== null && !Array.isArray(v.data) && v.kind === "data" && (v.metadata === undefined || typeof v.metadata === "object" && v.metadata !== null && !Array.isArray(v.metadata));
}
function J_Part(v) {
	return J_Part$1(v);
}
function J_Part$1(v) {
	if (!(typeof v === "object" && v !== null && !Array.isArray(v))) return false;
	switch (v.kind) {
		case "text": return J_TextPart(v);
		case "file": return J_FilePart(v);
		case "data": return J_DataPart(v);
		default: return false;
	}
}
function J_Message(v) {
	return typeof v === "object" && v !== null && !Array.isArray(v) && (v.contextId === undefined || typeof v.contextId === "string") && (v.extensions === undefined || J_Message$1(v.extensions)) && v.kind === "message" && typeof v.messageId === "string" && (v.metadata === undefined || typeof v.metadata === "object" && v.metadata !== null && !Array.isArray(v.metadata)) && J_Message$2(v.parts) && (v.referenceTaskIds === undefined || J_Message$3(v.referenceTaskIds)) && (v.role === "agent" || v.role === "user") && (v.taskId === undefined || typeof v.taskId === "string");
}
function J_Message$1(v) {
	if (!Array.isArray(v)) return false;
	for (let i = 0; i < v.length; i++) if (!(typeof v[i] === "string")) return false;
	return true;
}
function J_Message$2(v) {
	if (!Array.isArray(v)) return false;
	for (let i = 0; i < v.length; i++) if (!J_Part(v[i])) return false;
	return true;
}
function J_Message$3(v) {
	if (!Array.isArray(v)) return false;
	for (let i = 0; i < v.length; i++) if (!(typeof v[i] === "string")) return false;
	return true;
}
function J_MessageSendParams(v) {
	return typeof v === "object" && v !== null && !Array.isArray(v) && (v.configuration === undefined || J_MessageSendConfiguration(v.configuration)) && J_Message(v.message) && (v.metadata === undefined || typeof v.metadata === "object" && v.metadata !== null && !Array.isArray(v.metadata));
}
function J_SendMessageRequest(v) {
	return typeof v === "object" && v !== null && !Array.isArray(v) && (typeof v.id === "string" || Number.isInteger(v.id)) && v.jsonrpc === "2.0" && v.method === "message/send" && J_MessageSendParams(v.params);
}
function J_SendStreamingMessageRequest(v) {
	return typeof v === "object" && v !== null && !Array.isArray(v) && (typeof v.id === "string" || Number.isInteger(v.id)) && v.jsonrpc === "2.0" && v.method === "message/stream" && J_MessageSendParams(v.params);
}
function J_TaskQueryParams(v) {
	return typeof v === "object" && v !== null && !Array.isArray(v) && (v.historyLength === undefined || Number.isInteger(v.historyLength)) && typeof v.id === "string" && (v.metadata === undefined || typeof v.metadata === "object" && v.metadata !== null && !Array.isArray(v.metadata));
}
function J_GetTaskRequest(v) {
	return typeof v === "object" && v !== null && !Array.isArray(v) && (typeof v.id === "string" || Number.isInteger(v.id)) && v.jsonrpc === "2.0" && v.method === "tasks/get" && J_TaskQueryParams(v.params);
}
function J_TaskIdParams(v) {
	return typeof v === "object" && v !== null && !Array.isArray(v) && typeof v.id === "string" && (v.metadata === undefined || typeof v.metadata === "object" && v.metadata !== null && !Array.isArray(v.metadata));
}
function J_CancelTaskRequest(v) {
	return typeof v === "object" && v !== null && !Array.isArray(v) && (typeof v.id === "string" || Number.isInteger(v.id)) && v.jsonrpc === "2.0" && v.method === "tasks/cancel" && J_TaskIdParams(v.params);
}
function J_TaskPushNotificationConfig(v) {
	return typeof v === "object" && v !== null && !Array.isArray(v) && J_PushNotificationConfig(v.pushNotificationConfig) && typeof v.taskId === "string";
}
function J_SetTaskPushNotificationConfigRequest(v) {
	return typeof v === "object" && v !== null && !Array.isArray(v) && (typeof v.id === "string" || Number.isInteger(v.id)) && v.jsonrpc === "2.0" && v.method === "tasks/pushNotificationConfig/set" && J_TaskPushNotificationConfig(v.params);
}
function J_GetTaskPushNotificationConfigParams(v) {
	return typeof v === "object" && v !== null && !Array.isArray(v) && typeof v.id === "string" && (v.metadata === undefined || typeof v.metadata === "object" && v.metadata !== null && !Array.isArray(v.metadata)) && (v.pushNotificationConfigId === undefined || typeof v.pushNotificationConfigId === "string");
}
function J_GetTaskPushNotificationConfigRequest(v) {
	return typeof v === "object" && v !== null && !Array.isArray(v) && (typeof v.id === "string" || Number.isInteger(v.id)) && v.jsonrpc === "2.0" && v.method === "tasks/pushNotificationConfig/get" && (J_TaskIdParams(v.params) || J_GetTaskPushNotificationConfigParams(v.params));
}
function J_TaskResubscriptionRequest(v) {
	return typeof v === "object" && v !== null && !Array.isArray(v) && (typeof v.id === "string" || Number.isInteger(v.id)) && v.jsonrpc === "2.0" && v.method === "tasks/resubscribe" && J_TaskIdParams(v.params);
}
function J_ListTaskPushNotificationConfigParams(v) {
	return typeof v === "object" && v !== null && !Array.isArray(v) && typeof v.id === "string" && (v.metadata === undefined || typeof v.metadata === "object" && v.metadata !== null && !Array.isArray(v.metadata));
}
function J_ListTaskPushNotificationConfigRequest(v) {
	return typeof v === "object" && v !== null && !Array.isArray(v) && (typeof v.id === "string" || Number.isInteger(v.id)) && v.jsonrpc === "2.0" && v.method === "tasks/pushNotificationConfig/list" && J_ListTaskPushNotificationConfigParams(v.params);
}
function J_DeleteTaskPushNotificationConfigParams(v) {
	return typeof v === "object" && v !== null && !Array.isArray(v) && typeof v.id === "string" && (v.metadata === undefined || typeof v.metadata === "object" && v.metadata !== null && !Array.isArray(v.metadata)) && typeof v.pushNotificationConfigId === "string";
}
function J_DeleteTaskPushNotificationConfigRequest(v) {
	return typeof v === "object" && v !== null && !Array.isArray(v) && (typeof v.id === "string" || Number.isInteger(v.id)) && v.jsonrpc === "2.0" && v.method === "tasks/pushNotificationConfig/delete" && J_DeleteTaskPushNotificationConfigParams(v.params);
}
function J_GetAuthenticatedExtendedCardRequest(v) {
	return typeof v === "object" && v !== null && !Array.isArray(v) && (typeof v.id === "string" || Number.isInteger(v.id)) && v.jsonrpc === "2.0" && v.method === "agent/getAuthenticatedExtendedCard";
}
function J_A2ARequest(v) {
	return J_A2ARequest$1(v);
}
function J_A2ARequest$1(v) {
	if (!(typeof v === "object" && v !== null && !Array.isArray(v))) return false;
	switch (v.method) {
		case "message/send": return J_SendMessageRequest(v);
		case "message/stream": return J_SendStreamingMessageRequest(v);
		case "tasks/get": return J_GetTaskRequest(v);
		case "tasks/cancel": return J_CancelTaskRequest(v);
		case "tasks/pushNotificationConfig/set": return J_SetTaskPushNotificationConfigRequest(v);
		case "tasks/pushNotificationConfig/get": return J_GetTaskPushNotificationConfigRequest(v);
		case "tasks/resubscribe": return J_TaskResubscriptionRequest(v);
		case "tasks/pushNotificationConfig/list": return J_ListTaskPushNotificationConfigRequest(v);
		case "tasks/pushNotificationConfig/delete": return J_DeleteTaskPushNotificationConfigRequest(v);
		case "agent/getAuthenticatedExtendedCard": return J_GetAuthenticatedExtendedCardRequest(v);
		default: return false;
	}
}
function J_APIKeySecurityScheme(v) {
	return typeof v === "object" && v !== null && !Array.isArray(v) && (v.description === undefined || typeof v.description === "string") && (v.in === "cookie" || v.in === "header" || v.in === "query") && typeof v.name === "string" && v.type === "apiKey";
}
function J_AgentExtension(v) {
	return typeof v === "object" && v !== null && !Array.isArray(v) && (v.description === undefined || typeof v.description === "string") && (v.params === undefined || typeof v.params === "object" && v.params !== null && !Array.isArray(v.params)) && (v.required === undefined || typeof v.required === "boolean") && typeof v.uri === "string";
}
function J_AgentCapabilities(v) {
	return typeof v === "object" && v !== null && !Array.isArray(v) && (v.extensions === undefined || J_AgentCapabilities$1(v.extensions)) && (v.pushNotifications === undefined || typeof v.pushNotifications === "boolean") && (v.stateTransitionHistory === undefined || typeof v.stateTransitionHistory === "boolean") && (v.streaming === undefined || typeof v.streaming === "boolean");
}
function J_AgentCapabilities$1(v) {
	if (!Array.isArray(v)) return false;
	for (let i = 0; i < v.length; i++) if (!J_AgentExtension(v[i])) return false;
	return true;
}
function J_AgentInterface(v) {
	return typeof v === "object" && v !== null && !Array.isArray(v) && typeof v.transport === "string" && typeof v.url === "string";
}
function J_AgentProvider(v) {
	return typeof v === "object" && v !== null && !Array.isArray(v) && typeof v.organization === "string" && typeof v.url === "string";
}
function J_HTTPAuthSecurityScheme(v) {
	return typeof v === "object" && v !== null && !Array.isArray(v) && (v.bearerFormat === undefined || typeof v.bearerFormat === "string") && (v.description === undefined || typeof v.description === "string") && typeof v.scheme === "string" && v.type === "http";
}
function J_AuthorizationCodeOAuthFlow(v) {
	return typeof v === "object" && v !== null && !Array.isArray(v) && typeof v.authorizationUrl === "string" && (v.refreshUrl === undefined || typeof v.refreshUrl === "string") && J_AuthorizationCodeOAuthFlow$1(v.scopes) && typeof v.tokenUrl === "string";
}
function J_AuthorizationCodeOAuthFlow$1(v) {
	if (!(typeof v === "object" && v !== null && !Array.isArray(v))) return false;
	for (const k in v) {
		if (!(typeof v[k] === "string")) return false;
	}
	return true;
}
function J_ClientCredentialsOAuthFlow(v) {
	return typeof v === "object" && v !== null && !Array.isArray(v) && (v.refreshUrl === undefined || typeof v.refreshUrl === "string") && J_ClientCredentialsOAuthFlow$1(v.scopes) && typeof v.tokenUrl === "string";
}
function J_ClientCredentialsOAuthFlow$1(v) {
	if (!(typeof v === "object" && v !== null && !Array.isArray(v))) return false;
	for (const k in v) {
		if (!(typeof v[k] === "string")) return false;
	}
	return true;
}
function J_ImplicitOAuthFlow(v) {
	return typeof v === "object" && v !== null && !Array.isArray(v) && typeof v.authorizationUrl === "string" && (v.refreshUrl === undefined || typeof v.refreshUrl === "string") && J_ImplicitOAuthFlow$1(v.scopes);
}
function J_ImplicitOAuthFlow$1(v) {
	if (!(typeof v === "object" && v !== null && !Array.isArray(v))) return false;
	for (const k in v) {
		if (!(typeof v[k] === "string")) return false;
	}
	return true;
}
function J_PasswordOAuthFlow(v) {
	return typeof v === "object" && v !== null && !Array.isArray(v) && (v.refreshUrl === undefined || typeof v.refreshUrl === "string") && J_PasswordOAuthFlow$1(v.scopes) && typeof v.tokenUrl === "string";
}
function J_PasswordOAuthFlow$1(v) {
	if (!(typeof v === "object" && v !== null && !Array.isArray(v))) return false;
	for (const k in v) {
		if (!(typeof v[k] === "string")) return false;
	}
	return true;
}
function J_OAuthFlows(v) {
	return typeof v === "object" && v !== null && !Array.isArray(v) && (v.authorizationCode === undefined || J_AuthorizationCodeOAuthFlow(v.authorizationCode)) && (v.clientCredentials === undefined || J_ClientCredentialsOAuthFlow(v.clientCredentials)) && (v.implicit === undefined || J_ImplicitOAuthFlow(v.implicit)) && (v.password === undefined || J_PasswordOAuthFlow(v.password));
}
function J_OAuth2SecurityScheme(v) {
	return typeof v === "object" && v !== null && !Array.isArray(v) && (v.description === undefined || typeof v.description === "string") && J_OAuthFlows(v.flows) && (v.oauth2MetadataUrl === undefined || typeof v.oauth2MetadataUrl === "string") && v.type === "oauth2";
}
function J_OpenIdConnectSecurityScheme(v) {
	return typeof v === "object" && v !== null && !Array.isArray(v) && (v.description === undefined || typeof v.description === "string") && typeof v.openIdConnectUrl === "string" && v.type === "openIdConnect";
}
function J_MutualTLSSecurityScheme(v) {
	return typeof v === "object" && v !== null && !Array.isArray(v) && (v.description === undefined || typeof v.description === "string") && v.type === "mutualTLS";
}
function J_SecurityScheme(v) {
	return J_SecurityScheme$1(v);
}
function J_SecurityScheme$1(v) {
	if (!(typeof v === "object" && v !== null && !Array.isArray(v))) return false;
	switch (v.type) {
		case "apiKey": return J_APIKeySecurityScheme(v);
		case "http": return J_HTTPAuthSecurityScheme(v);
		case "oauth2": return J_OAuth2SecurityScheme(v);
		case "openIdConnect": return J_OpenIdConnectSecurityScheme(v);
		case "mutualTLS": return J_MutualTLSSecurityScheme(v);
		default: return false;
	}
}
function J_AgentCardSignature(v) {
	return typeof v === "object" && v !== null && !Array.isArray(v) && (v.header === undefined || typeof v.header === "object" && v.header !== null && !Array.isArray(v.header)) && typeof v.protected === "string" && typeof v.signature === "string";
}
function J_AgentSkill(v) {
	return typeof v === "object" && v !== null && !Array.isArray(v) && typeof v.description === "string" && (v.examples === undefined || J_AgentSkill$1(v.examples)) && typeof v.id === "string" && (v.inputModes === undefined || J_AgentSkill$2(v.inputModes)) && typeof v.name === "string" && (v.outputModes === undefined || J_AgentSkill$3(v.outputModes)) && (v.security === undefined || J_AgentSkill$6(v.security)) && J_AgentSkill$7(v.tags);
}
function J_AgentSkill$1(v) {
	if (!Array.isArray(v)) return false;
	for (let i = 0; i < v.length; i++) if (!(typeof v[i] === "string")) return false;
	return true;
}
function J_AgentSkill$2(v) {
	if (!Array.isArray(v)) return false;
	for (let i = 0; i < v.length; i++) if (!(typeof v[i] === "string")) return false;
	return true;
}
function J_AgentSkill$3(v) {
	if (!Array.isArray(v)) return false;
	for (let i = 0; i < v.length; i++) if (!(typeof v[i] === "string")) return false;
	return true;
}
function J_AgentSkill$4(v) {
	if (!Array.isArray(v)) return false;
	for (let i = 0; i < v.length; i++) if (!(typeof v[i] === "string")) return false;
	return true;
}
function J_AgentSkill$5(v) {
	if (!(typeof v === "object" && v !== null && !Array.isArray(v))) return false;
	for (const k in v) {
		if (!J_AgentSkill$4(v[k])) return false;
	}
	return true;
}
function J_AgentSkill$6(v) {
	if (!Array.isArray(v)) return false;
	for (let i = 0; i < v.length; i++) if (!J_AgentSkill$5(v[i])) return false;
	return true;
}
function J_AgentSkill$7(v) {
	if (!Array.isArray(v)) return false;
	for (let i = 0; i < v.length; i++) if (!(typeof v[i] === "string")) return false;
	return true;
}
function J_AgentCard(v) {
	return typeof v === "object" && v !== null && !Array.isArray(v) && (v.additionalInterfaces === undefined || J_AgentCard$1(v.additionalInterfaces)) && J_AgentCapabilities(v.capabilities) && J_AgentCard$2(v.defaultInputModes) && J_AgentCard$3(v.defaultOutputModes) && typeof v.description === "string" && (v.documentationUrl === undefined || typeof v.documentationUrl === "string") && (v.iconUrl === undefined || typeof v.iconUrl === "string") && typeof v.name === "string" && (v.preferredTransport === undefined || typeof v.preferredTransport === "string") && typeof v.protocolVersion === "string" && (v.provider === undefined || J_AgentProvider(v.provider)) && (v.security === undefined || J_AgentCard$6(v.security)) && (v.securitySchemes === undefined || J_AgentCard$7(v.securitySchemes)) && (v.signatures === undefined || J_AgentCard$8(v.signatures)) && J_AgentCard$9(v.skills) && (v.supportsAuthenticatedExtendedCard === undefined || typeof v.supportsAuthenticatedExtendedCard === "boolean") && typeof v.url === "string" && typeof v.version === "string";
}
function J_AgentCard$1(v) {
	if (!Array.isArray(v)) return false;
	for (let i = 0; i < v.length; i++) if (!J_AgentInterface(v[i])) return false;
	return true;
}
function J_AgentCard$2(v) {
	if (!Array.isArray(v)) return false;
	for (let i = 0; i < v.length; i++) if (!(typeof v[i] === "string")) return false;
	return true;
}
function J_AgentCard$3(v) {
	if (!Array.isArray(v)) return false;
	for (let i = 0; i < v.length; i++) if (!(typeof v[i] === "string")) return false;
	return true;
}
function J_AgentCard$4(v) {
	if (!Array.isArray(v)) return false;
	for (let i = 0; i < v.length; i++) if (!(typeof v[i] === "string")) return false;
	return true;
}
function J_AgentCard$5(v) {
	if (!(typeof v === "object" && v !== null && !Array.isArray(v))) return false;
	for (const k in v) {
		if (!J_AgentCard$4(v[k])) return false;
	}
	return true;
}
function J_AgentCard$6(v) {
	if (!Array.isArray(v)) return false;
	for (let i = 0; i < v.length; i++) if (!J_AgentCard$5(v[i])) return false;
	return true;
}
function J_AgentCard$7(v) {
	if (!(typeof v === "object" && v !== null && !Array.isArray(v))) return false;
	for (const k in v) {
		if (!J_SecurityScheme(v[k])) return false;
	}
	return true;
}
function J_AgentCard$8(v) {
	if (!Array.isArray(v)) return false;
	for (let i = 0; i < v.length; i++) if (!J_AgentCardSignature(v[i])) return false;
	return true;
}
function J_AgentCard$9(v) {
	if (!Array.isArray(v)) return false;
	for (let i = 0; i < v.length; i++) if (!J_AgentSkill(v[i])) return false;
	return true;
}
function J_Artifact(v) {
	return typeof v === "object" && v !== null && !Array.isArray(v) && typeof v.artifactId === "string" && (v.description === undefined || typeof v.description === "string") && (v.extensions === undefined || J_Artifact$1(v.extensions)) && (v.metadata === undefined || typeof v.metadata === "object" && v.metadata !== null && !Array.isArray(v.metadata)) && (v.name === undefined || typeof v.name === "string") && J_Artifact$2(v.parts);
}
function J_Artifact$1(v) {
	if (!Array.isArray(v)) return false;
	for (let i = 0; i < v.length; i++) if (!(typeof v[i] === "string")) return false;
	return true;
}
function J_Artifact$2(v) {
	if (!Array.isArray(v)) return false;
	for (let i = 0; i < v.length; i++) if (!J_Part(v[i])) return false;
	return true;
}
function J_JSONRPCError(v) {
	return typeof v === "object" && v !== null && !Array.isArray(v) && Number.isInteger(v.code) && typeof v.message === "string";
}
function J_JSONRPCErrorResponse(v) {
	return typeof v === "object" && v !== null && !Array.isArray(v) && (J_JSONRPCError(v.error) || J_JSONParseError(v.error) || J_InvalidRequestError(v.error) || J_MethodNotFoundError(v.error) || J_InvalidParamsError(v.error) || J_InternalError(v.error) || J_TaskNotFoundError(v.error) || J_TaskNotCancelableError(v.error) || J_PushNotificationNotSupportedError(v.error) || J_UnsupportedOperationError(v.error) || J_ContentTypeNotSupportedError(v.error) || J_InvalidAgentResponseError(v.error) || J_AuthenticatedExtendedCardNotConfiguredError(v.error)) && (typeof v.id === "string" || Number.isInteger(v.id) || v.id === null) && v.jsonrpc === "2.0";
}
function J_TaskState(v) {
	return v === "submitted" || v === "working" || v === "input-required" || v === "completed" || v === "canceled" || v === "failed" || v === "rejected" || v === "auth-required" || v === "unknown";
}
function J_TaskStatus(v) {
	return typeof v === "object" && v !== null && !Array.isArray(v) && (v.message === undefined || J_Message(v.message)) && J_TaskState(v.state) && (v.timestamp === undefined || typeof v.timestamp === "string");
}
function J_Task(v) {
	return typeof v === "object" && v !== null && !Array.isArray(v) && (v.artifacts === undefined || J_Task$1(v.artifacts)) && typeof v.contextId === "string" && (v.history === undefined || J_Task$2(v.history)) && typeof v.id === "string" && v.kind === "task" && (v.metadata === undefined || typeof v.metadata === "object" && v.metadata !== null && !Array.isArray(v.metadata)) && J_TaskStatus(v.status);
}
function J_Task$1(v) {
	if (!Array.isArray(v)) return false;
	for (let i = 0; i < v.length; i++) if (!J_Artifact(v[i])) return false;
	return true;
}
function J_Task$2(v) {
	if (!Array.isArray(v)) return false;
	for (let i = 0; i < v.length; i++) if (!J_Message(v[i])) return false;
	return true;
}
function J_CancelTaskSuccessResponse(v) {
	return typeof v === "object" && v !== null && !Array.isArray(v) && (typeof v.id === "string" || Number.isInteger(v.id) || v.id === null) && v.jsonrpc === "2.0" && J_Task(v.result);
}
function J_CancelTaskResponse(v) {
	return J_JSONRPCErrorResponse(v) || J_CancelTaskSuccessResponse(v);
}
function J_DeleteTaskPushNotificationConfigSuccessResponse(v) {
	return typeof v === "object" && v !== null && !Array.isArray(v) && (typeof v.id === "string" || Number.isInteger(v.id) || v.id === null) && v.jsonrpc === "2.0" && v.result === null;
}
function J_DeleteTaskPushNotificationConfigResponse(v) {
	return J_JSONRPCErrorResponse(v) || J_DeleteTaskPushNotificationConfigSuccessResponse(v);
}
function J_FileBase(v) {
	return typeof v === "object" && v !== null && !Array.isArray(v) && (v.mimeType === undefined || typeof v.mimeType === "string") && (v.name === undefined || typeof v.name === "string");
}
function J_GetAuthenticatedExtendedCardSuccessResponse(v) {
	return typeof v === "object" && v !== null && !Array.isArray(v) && (typeof v.id === "string" || Number.isInteger(v.id) || v.id === null) && v.jsonrpc === "2.0" && J_AgentCard(v.result);
}
function J_GetAuthenticatedExtendedCardResponse(v) {
	return J_JSONRPCErrorResponse(v) || J_GetAuthenticatedExtendedCardSuccessResponse(v);
}
function J_GetTaskPushNotificationConfigSuccessResponse(v) {
	return typeof v === "object" && v !== null && !Array.isArray(v) && (typeof v.id === "string" || Number.isInteger(v.id) || v.id === null) && v.jsonrpc === "2.0" && J_TaskPushNotificationConfig(v.result);
}
function J_GetTaskPushNotificationConfigResponse(v) {
	return J_JSONRPCErrorResponse(v) || J_GetTaskPushNotificationConfigSuccessResponse(v);
}
function J_GetTaskSuccessResponse(v) {
	return typeof v === "object" && v !== null && !Array.isArray(v) && (typeof v.id === "string" || Number.isInteger(v.id) || v.id === null) && v.jsonrpc === "2.0" && J_Task(v.result);
}
function J_GetTaskResponse(v) {
	return J_JSONRPCErrorResponse(v) || J_GetTaskSuccessResponse(v);
}
function J_JSONRPCMessage(v) {
	return typeof v === "object" && v !== null && !Array.isArray(v) && (v.id === undefined || typeof v.id === "string" || Number.isInteger(v.id) || v.id === null) && v.jsonrpc === "2.0";
}
function J_JSONRPCRequest(v) {
	return typeof v === "object" && v !== null && !Array.isArray(v) && (v.id === undefined || typeof v.id === "string" || Number.isInteger(v.id) || v.id === null) && v.jsonrpc === "2.0" && typeof v.method === "string" && (v.params === undefined || typeof v.params === "object" && v.params !== null && !Array.isArray(v.params));
}
function J_SendMessageSuccessResponse(v) {
	return typeof v === "object" && v !== null && !Array.isArray(v) && (typeof v.id === "string" || Number.isInteger(v.id) || v.id === null) && v.jsonrpc === "2.0" && J_SendMessageSuccessResponse$1(v.result);
}
function J_SendMessageSuccessResponse$1(v) {
	if (!(typeof v === "object" && v !== null && !Array.isArray(v))) return false;
	switch (v.kind) {
		case "task": return J_Task(v);
		case "message": return J_Message(v);
		default: return false;
	}
}
function J_TaskStatusUpdateEvent(v) {
	return typeof v === "object" && v !== null && !Array.isArray(v) && typeof v.contextId === "string" && typeof v.final === "boolean" && v.kind === "status-update" && (v.metadata === undefined || typeof v.metadata === "object" && v.metadata !== null && !Array.isArray(v.metadata)) && J_TaskStatus(v.status) && typeof v.taskId === "string";
}
function J_TaskArtifactUpdateEvent(v) {
	return typeof v === "object" && v !== null && !Array.isArray(v) && (v.append === undefined || typeof v.append === "boolean") && J_Artifact(v.artifact) && typeof v.contextId === "string" && v.kind === "artifact-update" && (v.lastChunk === undefined || typeof v.lastChunk === "boolean") && (v.metadata === undefined || typeof v.metadata === "object" && v.metadata !== null && !Array.isArray(v.metadata)) && typeof v.taskId === "string";
}
function J_SendStreamingMessageSuccessResponse(v) {
	return typeof v === "object" && v !== null && !Array.isArray(v) && (typeof v.id === "string" || Number.isInteger(v.id) || v.id === null) && v.jsonrpc === "2.0" && J_SendStreamingMessageSuccessResponse$1(v.result);
}
function J_SendStreamingMessageSuccessResponse$1(v) {
	if (!(typeof v === "object" && v !== null && !Array.isArray(v))) return false;
	switch (v.kind) {
		case "task": return J_Task(v);
		case "message": return J_Message(v);
		case "status-update": return J_TaskStatusUpdateEvent(v);
		case "artifact-update": return J_TaskArtifactUpdateEvent(v);
		default: return false;
	}
}
function J_SetTaskPushNotificationConfigSuccessResponse(v) {
	return typeof v === "object" && v !== null && !Array.isArray(v) && (typeof v.id === "string" || Number.isInteger(v.id) || v.id === null) && v.jsonrpc === "2.0" && J_TaskPushNotificationConfig(v.result);
}
function J_ListTaskPushNotificationConfigSuccessResponse(v) {
	return typeof v === "object" && v !== null && !Array.isArray(v) && (typeof v.id === "string" || Number.isInteger(v.id) || v.id === null) && v.jsonrpc === "2.0" && J_ListTaskPushNotificationConfigSuccessResponse$1(v.result);
}
function J_ListTaskPushNotificationConfigSuccessResponse$1(v) {
	if (!Array.isArray(v)) return false;
	for (let i = 0; i < v.length; i++) if (!J_TaskPushNotificationConfig(v[i])) return false;
	return true;
}
function J_JSONRPCResponse(v) {
	return J_JSONRPCErrorResponse(v) || J_SendMessageSuccessResponse(v) || J_SendStreamingMessageSuccessResponse(v) || J_GetTaskSuccessResponse(v) || J_CancelTaskSuccessResponse(v) || J_SetTaskPushNotificationConfigSuccessResponse(v) || J_GetTaskPushNotificationConfigSuccessResponse(v) || J_ListTaskPushNotificationConfigSuccessResponse(v) || J_DeleteTaskPushNotificationConfigSuccessResponse(v) || J_GetAuthenticatedExtendedCardSuccessResponse(v);
}
function J_JSONRPCSuccessResponse(v) {
	return typeof v === "object" && v !== null && !Array.isArray(v) && (typeof v.id === "string" || Number.isInteger(v.id) || v.id === null) && v.jsonrpc === "2.0" && v.result !== undefined;
}
function J_ListTaskPushNotificationConfigResponse(v) {
	return J_JSONRPCErrorResponse(v) || J_ListTaskPushNotificationConfigSuccessResponse(v);
}
function J_PartBase(v) {
	return typeof v === "object" && v !== null && !Array.isArray(v) && (v.metadata === undefined || typeof v.metadata === "object" && v.metadata !== null && !Array.isArray(v.metadata));
}
function J_SecuritySchemeBase(v) {
	return typeof v === "object" && v !== null && !Array.isArray(v) && (v.description === undefined || typeof v.description === "string");
}
function J_SendMessageResponse(v) {
	return J_JSONRPCErrorResponse(v) || J_SendMessageSuccessResponse(v);
}
function J_SendStreamingMessageResponse(v) {
	return J_JSONRPCErrorResponse(v) || J_SendStreamingMessageSuccessResponse(v);
}
function J_SetTaskPushNotificationConfigResponse(v) {
	return J_JSONRPCErrorResponse(v) || J_SetTaskPushNotificationConfigSuccessResponse(v);
}
function J_TransportProtocol(v) {
	return v === "JSONRPC" || v === "GRPC" || v === "HTTP+JSON";
}
/** Every definition's rules as data, read on the first refusal to explain it with zod's issues. */
const nodes = jsonNodes(() => JSON.parse("{\"JSONParseError\": {\"kind\":\"object\",\"mode\":\"loose\",\"props\":[{\"key\":\"code\",\"value\":{\"kind\":\"literal\",\"values\":[-32700]}},{\"key\":\"data\",\"value\":{\"kind\":\"unknown\"},\"optional\":true},{\"key\":\"message\",\"value\":{\"kind\":\"type\",\"name\":\"string\"}}]},\"InvalidRequestError\": {\"kind\":\"object\",\"mode\":\"loose\",\"props\":[{\"key\":\"code\",\"value\":{\"kind\":\"literal\",\"values\":[-32600]}},{\"key\":\"data\",\"value\":{\"kind\":\"unknown\"},\"optional\":true},{\"key\":\"message\",\"value\":{\"kind\":\"type\",\"name\":\"string\"}}]},\"MethodNotFoundError\": {\"kind\":\"object\",\"mode\":\"loose\",\"props\":[{\"key\":\"code\",\"value\":{\"kind\":\"literal\",\"values\":[-32601]}},{\"key\":\"data\",\"value\":{\"kind\":\"unknown\"},\"optional\":true},{\"key\":\"message\",\"value\":{\"kind\":\"type\",\"name\":\"string\"}}]},\"InvalidParamsError\": {\"kind\":\"object\",\"mode\":\"loose\",\"props\":[{\"key\":\"code\",\"value\":{\"kind\":\"literal\",\"values\":[-32602]}},{\"key\":\"data\",\"value\":{\"kind\":\"unknown\"},\"optional\":true},{\"key\":\"message\",\"value\":{\"kind\":\"type\",\"name\":\"string\"}}]},\"InternalError\": {\"kind\":\"object\",\"mode\":\"loose\",\"props\":[{\"key\":\"code\",\"value\":{\"kind\":\"literal\",\"values\":[-32603]}},{\"key\":\"data\",\"value\":{\"kind\":\"unknown\"},\"optional\":true},{\"key\":\"message\",\"value\":{\"kind\":\"type\",\"name\":\"string\"}}]},\"TaskNotFoundError\": {\"kind\":\"object\",\"mode\":\"loose\",\"props\":[{\"key\":\"code\",\"value\":{\"kind\":\"literal\",\"values\":[-32001]}},{\"key\":\"data\",\"value\":{\"kind\":\"unknown\"},\"optional\":true},{\"key\":\"message\",\"value\":{\"kind\":\"type\",\"name\":\"string\"}}]},\"TaskNotCancelableError\": {\"kind\":\"object\",\"mode\":\"loose\",\"props\":[{\"key\":\"code\",\"value\":{\"kind\":\"literal\",\"values\":[-32002]}},{\"key\":\"data\",\"value\":{\"kind\":\"unknown\"},\"optional\":true},{\"key\":\"message\",\"value\":{\"kind\":\"type\",\"name\":\"string\"}}]},\"PushNotificationNotSupportedError\": {\"kind\":\"object\",\"mode\":\"loose\",\"props\":[{\"key\":\"code\",\"value\":{\"kind\":\"literal\",\"values\":[-32003]}},{\"key\":\"data\",\"value\":{\"kind\":\"unknown\"},\"optional\":true},{\"key\":\"message\",\"value\":{\"kind\":\"type\",\"name\":\"string\"}}]},\"UnsupportedOperationError\": {\"kind\":\"object\",\"mode\":\"loose\",\"props\":[{\"key\":\"code\",\"value\":{\"kind\":\"literal\",\"values\":[-32004]}},{\"key\":\"data\",\"value\":{\"kind\":\"unknown\"},\"optional\":true},{\"key\":\"message\",\"value\":{\"kind\":\"type\",\"name\":\"string\"}}]},\"ContentTypeNotSupportedError\": {\"kind\":\"object\",\"mode\":\"loose\",\"props\":[{\"key\":\"code\",\"value\":{\"kind\":\"literal\",\"values\":[-32005]}},{\"key\":\"data\",\"value\":{\"kind\":\"unknown\"},\"optional\":true},{\"key\":\"message\",\"value\":{\"kind\":\"type\",\"name\":\"string\"}}]},\"InvalidAgentResponseError\": {\"kind\":\"object\",\"mode\":\"loose\",\"props\":[{\"key\":\"code\",\"value\":{\"kind\":\"literal\",\"values\":[-32006]}},{\"key\":\"data\",\"value\":{\"kind\":\"unknown\"},\"optional\":true},{\"key\":\"message\",\"value\":{\"kind\":\"type\",\"name\":\"string\"}}]},\"AuthenticatedExtendedCardNotConfiguredError\": {\"kind\":\"object\",\"mode\":\"loose\",\"props\":[{\"key\":\"code\",\"value\":{\"kind\":\"literal\",\"values\":[-32007]}},{\"key\":\"data\",\"value\":{\"kind\":\"unknown\"},\"optional\":true},{\"key\":\"message\",\"value\":{\"kind\":\"type\",\"name\":\"string\"}}]},\"A2AError\": {\"kind\":\"discriminated\",\"key\":\"code\",\"of\":[{\"kind\":\"ref\",\"name\":\"JSONParseError\"},{\"kind\":\"ref\",\"name\":\"InvalidRequestError\"},{\"kind\":\"ref\",\"name\":\"MethodNotFoundError\"},{\"kind\":\"ref\",\"name\":\"InvalidParamsError\"},{\"kind\":\"ref\",\"name\":\"InternalError\"},{\"kind\":\"ref\",\"name\":\"TaskNotFoundError\"},{\"kind\":\"ref\",\"name\":\"TaskNotCancelableError\"},{\"kind\":\"ref\",\"name\":\"PushNotificationNotSupportedError\"},{\"kind\":\"ref\",\"name\":\"UnsupportedOperationError\"},{\"kind\":\"ref\",\"name\":\"ContentTypeNotSupportedError\"},{\"kind\":\"ref\",\"name\":\"InvalidAgentResponseError\"},{\"kind\":\"ref\",\"name\":\"AuthenticatedExtendedCardNotConfiguredError\"}]},\"PushNotificationAuthenticationInfo\": {\"kind\":\"object\",\"mode\":\"loose\",\"props\":[{\"key\":\"credentials\",\"value\":{\"kind\":\"type\",\"name\":\"string\"},\"optional\":true},{\"key\":\"schemes\",\"value\":{\"kind\":\"array\",\"items\":{\"kind\":\"type\",\"name\":\"string\"}}}]},\"PushNotificationConfig\": {\"kind\":\"object\",\"mode\":\"loose\",\"props\":[{\"key\":\"authentication\",\"value\":{\"kind\":\"ref\",\"name\":\"PushNotificationAuthenticationInfo\"},\"optional\":true},{\"key\":\"id\",\"value\":{\"kind\":\"type\",\"name\":\"string\"},\"optional\":true},{\"key\":\"token\",\"value\":{\"kind\":\"type\",\"name\":\"string\"},\"optional\":true},{\"key\":\"url\",\"value\":{\"kind\":\"type\",\"name\":\"string\"}}]},\"MessageSendConfiguration\": {\"kind\":\"object\",\"mode\":\"loose\",\"props\":[{\"key\":\"acceptedOutputModes\",\"value\":{\"kind\":\"array\",\"items\":{\"kind\":\"type\",\"name\":\"string\"}},\"optional\":true},{\"key\":\"blocking\",\"value\":{\"kind\":\"type\",\"name\":\"boolean\"},\"optional\":true},{\"key\":\"historyLength\",\"value\":{\"kind\":\"integer\"},\"optional\":true},{\"key\":\"pushNotificationConfig\",\"value\":{\"kind\":\"ref\",\"name\":\"PushNotificationConfig\"},\"optional\":true}]},\"TextPart\": {\"kind\":\"object\",\"mode\":\"loose\",\"props\":[{\"key\":\"kind\",\"value\":{\"kind\":\"literal\",\"values\":[\"text\"]}},{\"key\":\"metadata\",\"value\":{\"kind\":\"object\",\"mode\":\"loose\"},\"optional\":true},{\"key\":\"text\",\"value\":{\"kind\":\"type\",\"name\":\"string\"}}]},\"FileWithBytes\": {\"kind\":\"object\",\"mode\":\"loose\",\"props\":[{\"key\":\"bytes\",\"value\":{\"kind\":\"type\",\"name\":\"string\"}},{\"key\":\"mimeType\",\"value\":{\"kind\":\"type\",\"name\":\"string\"},\"optional\":true},{\"key\":\"name\",\"value\":{\"kind\":\"type\",\"name\":\"string\"},\"optional\":true}]},\"FileWithUri\": {\"kind\":\"object\",\"mode\":\"loose\",\"props\":[{\"key\":\"mimeType\",\"value\":{\"kind\":\"type\",\"name\":\"string\"},\"optional\":true},{\"key\":\"name\",\"value\":{\"kind\":\"type\",\"name\":\"string\"},\"optional\":true},{\"key\":\"uri\",\"value\":{\"kind\":\"type\",\"name\":\"string\"}}]},\"FilePart\": {\"kind\":\"object\",\"mode\":\"loose\",\"props\":[{\"key\":\"file\",\"value\":{\"kind\":\"union\",\"of\":[{\"kind\":\"ref\",\"name\":\"FileWithBytes\"},{\"kind\":\"ref\",\"name\":\"FileWithUri\"}]}},{\"key\":\"kind\",\"value\":{\"kind\":\"literal\",\"values\":[\"file\"]}},{\"key\":\"metadata\",\"value\":{\"kind\":\"object\",\"mode\":\"loose\"},\"optional\":true}]},\"DataPart\": {\"kind\":\"object\",\"mode\":\"loose\",\"props\":[{\"key\":\"data\",\"value\":{\"kind\":\"object\",\"mode\":\"loose\"}},{\"key\":\"kind\",\"value\":{\"kind\":\"literal\",\"values\":[\"data\"]}},{\"key\":\"metadata\",\"value\":{\"kind\":\"object\",\"mode\":\"loose\"},\"optional\":true}]},\"Part\": {\"kind\":\"discriminated\",\"key\":\"kind\",\"of\":[{\"kind\":\"ref\",\"name\":\"TextPart\"},{\"kind\":\"ref\",\"name\":\"FilePart\"},{\"kind\":\"ref\",\"name\":\"DataPart\"}]},\"Message\": {\"kind\":\"object\",\"mode\":\"loose\",\"props\":[{\"key\":\"contextId\",\"value\":{\"kind\":\"type\",\"name\":\"string\"},\"optional\":true},{\"key\":\"extensions\",\"value\":{\"kind\":\"array\",\"items\":{\"kind\":\"type\",\"name\":\"string\"}},\"optional\":true},{\"key\":\"kind\",\"value\":{\"kind\":\"literal\",\"values\":[\"message\"]}},{\"key\":\"messageId\",\"value\":{\"kind\":\"type\",\"name\":\"string\"}},{\"key\":\"metadata\",\"value\":{\"kind\":\"object\",\"mode\":\"loose\"},\"optional\":true},{\"key\":\"parts\",\"value\":{\"kind\":\"array\",\"items\":{\"kind\":\"ref\",\"name\":\"Part\"}}},{\"key\":\"referenceTaskIds\",\"value\":{\"kind\":\"array\",\"items\":{\"kind\":\"type\",\"name\":\"string\"}},\"optional\":true},{\"key\":\"role\",\"value\":{\"kind\":\"enum\",\"values\":[\"agent\",\"user\"]}},{\"key\":\"taskId\",\"value\":{\"kind\":\"type\",\"name\":\"string\"},\"optional\":true}]},\"MessageSendParams\": {\"kind\":\"object\",\"mode\":\"loose\",\"props\":[{\"key\":\"configuration\",\"value\":{\"kind\":\"ref\",\"name\":\"MessageSendConfiguration\"},\"optional\":true},{\"key\":\"message\",\"value\":{\"kind\":\"ref\",\"name\":\"Message\"}},{\"key\":\"metadata\",\"value\":{\"kind\":\"object\",\"mode\":\"loose\"},\"optional\":true}]},\"SendMessageRequest\": {\"kind\":\"object\",\"mode\":\"loose\",\"props\":[{\"key\":\"id\",\"value\":{\"kind\":\"union\",\"of\":[{\"kind\":\"type\",\"name\":\"string\"},{\"kind\":\"integer\"}]}},{\"key\":\"jsonrpc\",\"value\":{\"kind\":\"literal\",\"values\":[\"2.0\"]}},{\"key\":\"method\",\"value\":{\"kind\":\"literal\",\"values\":[\"message/send\"]}},{\"key\":\"params\",\"value\":{\"kind\":\"ref\",\"name\":\"MessageSendParams\"}}]},\"SendStreamingMessageRequest\": {\"kind\":\"object\",\"mode\":\"loose\",\"props\":[{\"key\":\"id\",\"value\":{\"kind\":\"union\",\"of\":[{\"kind\":\"type\",\"name\":\"string\"},{\"kind\":\"integer\"}]}},{\"key\":\"jsonrpc\",\"value\":{\"kind\":\"literal\",\"values\":[\"2.0\"]}},{\"key\":\"method\",\"value\":{\"kind\":\"literal\",\"values\":[\"message/stream\"]}},{\"key\":\"params\",\"value\":{\"kind\":\"ref\",\"name\":\"MessageSendParams\"}}]},\"TaskQueryParams\": {\"kind\":\"object\",\"mode\":\"loose\",\"props\":[{\"key\":\"historyLength\",\"value\":{\"kind\":\"integer\"},\"optional\":true},{\"key\":\"id\",\"value\":{\"kind\":\"type\",\"name\":\"string\"}},{\"key\":\"metadata\",\"value\":{\"kind\":\"object\",\"mode\":\"loose\"},\"optional\":true}]},\"GetTaskRequest\": {\"kind\":\"object\",\"mode\":\"loose\",\"props\":[{\"key\":\"id\",\"value\":{\"kind\":\"union\",\"of\":[{\"kind\":\"type\",\"name\":\"string\"},{\"kind\":\"integer\"}]}},{\"key\":\"jsonrpc\",\"value\":{\"kind\":\"literal\",\"values\":[\"2.0\"]}},{\"key\":\"method\",\"value\":{\"kind\":\"literal\",\"values\":[\"tasks/get\"]}},{\"key\":\"params\",\"value\":{\"kind\":\"ref\",\"name\":\"TaskQueryParams\"}}]},\"TaskIdParams\": {\"kind\":\"object\",\"mode\":\"loose\",\"props\":[{\"key\":\"id\",\"value\":{\"kind\":\"type\",\"name\":\"string\"}},{\"key\":\"metadata\",\"value\":{\"kind\":\"object\",\"mode\":\"loose\"},\"optional\":true}]},\"CancelTaskRequest\": {\"kind\":\"object\",\"mode\":\"loose\",\"props\":[{\"key\":\"id\",\"value\":{\"kind\":\"union\",\"of\":[{\"kind\":\"type\",\"name\":\"string\"},{\"kind\":\"integer\"}]}},{\"key\":\"jsonrpc\",\"value\":{\"kind\":\"literal\",\"values\":[\"2.0\"]}},{\"key\":\"method\",\"value\":{\"kind\":\"literal\",\"values\":[\"tasks/cancel\"]}},{\"key\":\"params\",\"value\":{\"kind\":\"ref\",\"name\":\"TaskIdParams\"}}]},\"TaskPushNotificationConfig\": {\"kind\":\"object\",\"mode\":\"loose\",\"props\":[{\"key\":\"pushNotificationConfig\",\"value\":{\"kind\":\"ref\",\"name\":\"PushNotificationConfig\"}},{\"key\":\"taskId\",\"value\":{\"kind\":\"type\",\"name\":\"string\"}}]},\"SetTaskPushNotificationConfigRequest\": {\"kind\":\"object\",\"mode\":\"loose\",\"props\":[{\"key\":\"id\",\"value\":{\"kind\":\"union\",\"of\":[{\"kind\":\"type\",\"name\":\"string\"},{\"kind\":\"integer\"}]}},{\"key\":\"jsonrpc\",\"value\":{\"kind\":\"literal\",\"values\":[\"2.0\"]}},{\"key\":\"method\",\"value\":{\"kind\":\"literal\",\"values\":[\"tasks/pushNotificationConfig/set\"]}},{\"key\":\"params\",\"value\":{\"kind\":\"ref\",\"name\":\"TaskPushNotificationConfig\"}}]},\"GetTaskPushNotificationConfigParams\": {\"kind\":\"object\",\"mode\":\"loose\",\"props\":[{\"key\":\"id\",\"value\":{\"kind\":\"type\",\"name\":\"string\"}},{\"key\":\"metadata\",\"value\":{\"kind\":\"object\",\"mode\":\"loose\"},\"optional\":true},{\"key\":\"pushNotificationConfigId\",\"value\":{\"kind\":\"type\",\"name\":\"string\"},\"optional\":true}]},\"GetTaskPushNotificationConfigRequest\": {\"kind\":\"object\",\"mode\":\"loose\",\"props\":[{\"key\":\"id\",\"value\":{\"kind\":\"union\",\"of\":[{\"kind\":\"type\",\"name\":\"string\"},{\"kind\":\"integer\"}]}},{\"key\":\"jsonrpc\",\"value\":{\"kind\":\"literal\",\"values\":[\"2.0\"]}},{\"key\":\"method\",\"value\":{\"kind\":\"literal\",\"values\":[\"tasks/pushNotificationConfig/get\"]}},{\"key\":\"params\",\"value\":{\"kind\":\"union\",\"of\":[{\"kind\":\"ref\",\"name\":\"TaskIdParams\"},{\"kind\":\"ref\",\"name\":\"GetTaskPushNotificationConfigParams\"}]}}]},\"TaskResubscriptionRequest\": {\"kind\":\"object\",\"mode\":\"loose\",\"props\":[{\"key\":\"id\",\"value\":{\"kind\":\"union\",\"of\":[{\"kind\":\"type\",\"name\":\"string\"},{\"kind\":\"integer\"}]}},{\"key\":\"jsonrpc\",\"value\":{\"kind\":\"literal\",\"values\":[\"2.0\"]}},{\"key\":\"method\",\"value\":{\"kind\":\"literal\",\"values\":[\"tasks/resubscribe\"]}},{\"key\":\"params\",\"value\":{\"kind\":\"ref\",\"name\":\"TaskIdParams\"}}]},\"ListTaskPushNotificationConfigParams\": {\"kind\":\"object\",\"mode\":\"loose\",\"props\":[{\"key\":\"id\",\"value\":{\"kind\":\"type\",\"name\":\"string\"}},{\"key\":\"metadata\",\"value\":{\"kind\":\"object\",\"mode\":\"loose\"},\"optional\":true}]},\"ListTaskPushNotificationConfigRequest\": {\"kind\":\"object\",\"mode\":\"loose\",\"props\":[{\"key\":\"id\",\"value\":{\"kind\":\"union\",\"of\":[{\"kind\":\"type\",\"name\":\"string\"},{\"kind\":\"integer\"}]}},{\"key\":\"jsonrpc\",\"value\":{\"kind\":\"literal\",\"values\":[\"2.0\"]}},{\"key\":\"method\",\"value\":{\"kind\":\"literal\",\"values\":[\"tasks/pushNotificationConfig/list\"]}},{\"key\":\"params\",\"value\":{\"kind\":\"ref\",\"name\":\"ListTaskPushNotificationConfigParams\"}}]},\"DeleteTaskPushNotificationConfigParams\": {\"kind\":\"object\",\"mode\":\"loose\",\"props\":[{\"key\":\"id\",\"value\":{\"kind\":\"type\",\"name\":\"string\"}},{\"key\":\"metadata\",\"value\":{\"kind\":\"object\",\"mode\":\"loose\"},\"optional\":true},{\"key\":\"pushNotificationConfigId\",\"value\":{\"kind\":\"type\",\"name\":\"string\"}}]},\"DeleteTaskPushNotificationConfigRequest\": {\"kind\":\"object\",\"mode\":\"loose\",\"props\":[{\"key\":\"id\",\"value\":{\"kind\":\"union\",\"of\":[{\"kind\":\"type\",\"name\":\"string\"},{\"kind\":\"integer\"}]}},{\"key\":\"jsonrpc\",\"value\":{\"kind\":\"literal\",\"values\":[\"2.0\"]}},{\"key\":\"method\",\"value\":{\"kind\":\"literal\",\"values\":[\"tasks/pushNotificationConfig/delete\"]}},{\"key\":\"params\",\"value\":{\"kind\":\"ref\",\"name\":\"DeleteTaskPushNotificationConfigParams\"}}]},\"GetAuthenticatedExtendedCardRequest\": {\"kind\":\"object\",\"mode\":\"loose\",\"props\":[{\"key\":\"id\",\"value\":{\"kind\":\"union\",\"of\":[{\"kind\":\"type\",\"name\":\"string\"},{\"kind\":\"integer\"}]}},{\"key\":\"jsonrpc\",\"value\":{\"kind\":\"literal\",\"values\":[\"2.0\"]}},{\"key\":\"method\",\"value\":{\"kind\":\"literal\",\"values\":[\"agent/getAuthenticatedExtendedCard\"]}}]},\"A2ARequest\": {\"kind\":\"discriminated\",\"key\":\"method\",\"of\":[{\"kind\":\"ref\",\"name\":\"SendMessageRequest\"},{\"kind\":\"ref\",\"name\":\"SendStreamingMessageRequest\"},{\"kind\":\"ref\",\"name\":\"GetTaskRequest\"},{\"kind\":\"ref\",\"name\":\"CancelTaskRequest\"},{\"kind\":\"ref\",\"name\":\"SetTaskPushNotificationConfigRequest\"},{\"kind\":\"ref\",\"name\":\"GetTaskPushNotificationConfigRequest\"},{\"kind\":\"ref\",\"name\":\"TaskResubscriptionRequest\"},{\"kind\":\"ref\",\"name\":\"ListTaskPushNotificationConfigRequest\"},{\"kind\":\"ref\",\"name\":\"DeleteTaskPushNotificationConfigRequest\"},{\"kind\":\"ref\",\"name\":\"GetAuthenticatedExtendedCardRequest\"}]},\"APIKeySecurityScheme\": {\"kind\":\"object\",\"mode\":\"loose\",\"props\":[{\"key\":\"description\",\"value\":{\"kind\":\"type\",\"name\":\"string\"},\"optional\":true},{\"key\":\"in\",\"value\":{\"kind\":\"enum\",\"values\":[\"cookie\",\"header\",\"query\"]}},{\"key\":\"name\",\"value\":{\"kind\":\"type\",\"name\":\"string\"}},{\"key\":\"type\",\"value\":{\"kind\":\"literal\",\"values\":[\"apiKey\"]}}]},\"AgentExtension\": {\"kind\":\"object\",\"mode\":\"loose\",\"props\":[{\"key\":\"description\",\"value\":{\"kind\":\"type\",\"name\":\"string\"},\"optional\":true},{\"key\":\"params\",\"value\":{\"kind\":\"object\",\"mode\":\"loose\"},\"optional\":true},{\"key\":\"required\",\"value\":{\"kind\":\"type\",\"name\":\"boolean\"},\"optional\":true},{\"key\":\"uri\",\"value\":{\"kind\":\"type\",\"name\":\"string\"}}]},\"AgentCapabilities\": {\"kind\":\"object\",\"mode\":\"loose\",\"props\":[{\"key\":\"extensions\",\"value\":{\"kind\":\"array\",\"items\":{\"kind\":\"ref\",\"name\":\"AgentExtension\"}},\"optional\":true},{\"key\":\"pushNotifications\",\"value\":{\"kind\":\"type\",\"name\":\"boolean\"},\"optional\":true},{\"key\":\"stateTransitionHistory\",\"value\":{\"kind\":\"type\",\"name\":\"boolean\"},\"optional\":true},{\"key\":\"streaming\",\"value\":{\"kind\":\"type\",\"name\":\"boolean\"},\"optional\":true}]},\"AgentInterface\": {\"kind\":\"object\",\"mode\":\"loose\",\"props\":[{\"key\":\"transport\",\"value\":{\"kind\":\"type\",\"name\":\"string\"}},{\"key\":\"url\",\"value\":{\"kind\":\"type\",\"name\":\"string\"}}]},\"AgentProvider\": {\"kind\":\"object\",\"mode\":\"loose\",\"props\":[{\"key\":\"organization\",\"value\":{\"kind\":\"type\",\"name\":\"string\"}},{\"key\":\"url\",\"value\":{\"kind\":\"type\",\"name\":\"string\"}}]},\"HTTPAuthSecurityScheme\": {\"kind\":\"object\",\"mode\":\"loose\",\"props\":[{\"key\":\"bearerFormat\",\"value\":{\"kind\":\"type\",\"name\":\"string\"},\"optional\":true},{\"key\":\"description\",\"value\":{\"kind\":\"type\",\"name\":\"string\"},\"optional\":true},{\"key\":\"scheme\",\"value\":{\"kind\":\"type\",\"name\":\"string\"}},{\"key\":\"type\",\"value\":{\"kind\":\"literal\",\"values\":[\"http\"]}}]},\"AuthorizationCodeOAuthFlow\": {\"kind\":\"object\",\"mode\":\"loose\",\"props\":[{\"key\":\"authorizationUrl\",\"value\":{\"kind\":\"type\",\"name\":\"string\"}},{\"key\":\"refreshUrl\",\"value\":{\"kind\":\"type\",\"name\":\"string\"},\"optional\":true},{\"key\":\"scopes\",\"value\":{\"kind\":\"object\",\"mode\":\"catchall\",\"rest\":{\"kind\":\"type\",\"name\":\"string\"}}},{\"key\":\"tokenUrl\",\"value\":{\"kind\":\"type\",\"name\":\"string\"}}]},\"ClientCredentialsOAuthFlow\": {\"kind\":\"object\",\"mode\":\"loose\",\"props\":[{\"key\":\"refreshUrl\",\"value\":{\"kind\":\"type\",\"name\":\"string\"},\"optional\":true},{\"key\":\"scopes\",\"value\":{\"kind\":\"object\",\"mode\":\"catchall\",\"rest\":{\"kind\":\"type\",\"name\":\"string\"}}},{\"key\":\"tokenUrl\",\"value\":{\"kind\":\"type\",\"name\":\"string\"}}]},\"ImplicitOAuthFlow\": {\"kind\":\"object\",\"mode\":\"loose\",\"props\":[{\"key\":\"authorizationUrl\",\"value\":{\"kind\":\"type\",\"name\":\"string\"}},{\"key\":\"refreshUrl\",\"value\":{\"kind\":\"type\",\"name\":\"string\"},\"optional\":true},{\"key\":\"scopes\",\"value\":{\"kind\":\"object\",\"mode\":\"catchall\",\"rest\":{\"kind\":\"type\",\"name\":\"string\"}}}]},\"PasswordOAuthFlow\": {\"kind\":\"object\",\"mode\":\"loose\",\"props\":[{\"key\":\"refreshUrl\",\"value\":{\"kind\":\"type\",\"name\":\"string\"},\"optional\":true},{\"key\":\"scopes\",\"value\":{\"kind\":\"object\",\"mode\":\"catchall\",\"rest\":{\"kind\":\"type\",\"name\":\"string\"}}},{\"key\":\"tokenUrl\",\"value\":{\"kind\":\"type\",\"name\":\"string\"}}]},\"OAuthFlows\": {\"kind\":\"object\",\"mode\":\"loose\",\"props\":[{\"key\":\"authorizationCode\",\"value\":{\"kind\":\"ref\",\"name\":\"AuthorizationCodeOAuthFlow\"},\"optional\":true},{\"key\":\"clientCredentials\",\"value\":{\"kind\":\"ref\",\"name\":\"ClientCredentialsOAuthFlow\"},\"optional\":true},{\"key\":\"implicit\",\"value\":{\"kind\":\"ref\",\"name\":\"ImplicitOAuthFlow\"},\"optional\":true},{\"key\":\"password\",\"value\":{\"kind\":\"ref\",\"name\":\"PasswordOAuthFlow\"},\"optional\":true}]},\"OAuth2SecurityScheme\": {\"kind\":\"object\",\"mode\":\"loose\",\"props\":[{\"key\":\"description\",\"value\":{\"kind\":\"type\",\"name\":\"string\"},\"optional\":true},{\"key\":\"flows\",\"value\":{\"kind\":\"ref\",\"name\":\"OAuthFlows\"}},{\"key\":\"oauth2MetadataUrl\",\"value\":{\"kind\":\"type\",\"name\":\"string\"},\"optional\":true},{\"key\":\"type\",\"value\":{\"kind\":\"literal\",\"values\":[\"oauth2\"]}}]},\"OpenIdConnectSecurityScheme\": {\"kind\":\"object\",\"mode\":\"loose\",\"props\":[{\"key\":\"description\",\"value\":{\"kind\":\"type\",\"name\":\"string\"},\"optional\":true},{\"key\":\"openIdConnectUrl\",\"value\":{\"kind\":\"type\",\"name\":\"string\"}},{\"key\":\"type\",\"value\":{\"kind\":\"literal\",\"values\":[\"openIdConnect\"]}}]},\"MutualTLSSecurityScheme\": {\"kind\":\"object\",\"mode\":\"loose\",\"props\":[{\"key\":\"description\",\"value\":{\"kind\":\"type\",\"name\":\"string\"},\"optional\":true},{\"key\":\"type\",\"value\":{\"kind\":\"literal\",\"values\":[\"mutualTLS\"]}}]},\"SecurityScheme\": {\"kind\":\"discriminated\",\"key\":\"type\",\"of\":[{\"kind\":\"ref\",\"name\":\"APIKeySecurityScheme\"},{\"kind\":\"ref\",\"name\":\"HTTPAuthSecurityScheme\"},{\"kind\":\"ref\",\"name\":\"OAuth2SecurityScheme\"},{\"kind\":\"ref\",\"name\":\"OpenIdConnectSecurityScheme\"},{\"kind\":\"ref\",\"name\":\"MutualTLSSecurityScheme\"}]},\"AgentCardSignature\": {\"kind\":\"object\",\"mode\":\"loose\",\"props\":[{\"key\":\"header\",\"value\":{\"kind\":\"object\",\"mode\":\"loose\"},\"optional\":true},{\"key\":\"protected\",\"value\":{\"kind\":\"type\",\"name\":\"string\"}},{\"key\":\"signature\",\"value\":{\"kind\":\"type\",\"name\":\"string\"}}]},\"AgentSkill\": {\"kind\":\"object\",\"mode\":\"loose\",\"props\":[{\"key\":\"description\",\"value\":{\"kind\":\"type\",\"name\":\"string\"}},{\"key\":\"examples\",\"value\":{\"kind\":\"array\",\"items\":{\"kind\":\"type\",\"name\":\"string\"}},\"optional\":true},{\"key\":\"id\",\"value\":{\"kind\":\"type\",\"name\":\"string\"}},{\"key\":\"inputModes\",\"value\":{\"kind\":\"array\",\"items\":{\"kind\":\"type\",\"name\":\"string\"}},\"optional\":true},{\"key\":\"name\",\"value\":{\"kind\":\"type\",\"name\":\"string\"}},{\"key\":\"outputModes\",\"value\":{\"kind\":\"array\",\"items\":{\"kind\":\"type\",\"name\":\"string\"}},\"optional\":true},{\"key\":\"security\",\"value\":{\"kind\":\"array\",\"items\":{\"kind\":\"object\",\"mode\":\"catchall\",\"rest\":{\"kind\":\"array\",\"items\":{\"kind\":\"type\",\"name\":\"string\"}}}},\"optional\":true},{\"key\":\"tags\",\"value\":{\"kind\":\"array\",\"items\":{\"kind\":\"type\",\"name\":\"string\"}}}]},\"AgentCard\": {\"kind\":\"object\",\"mode\":\"loose\",\"props\":[{\"key\":\"additionalInterfaces\",\"value\":{\"kind\":\"array\",\"items\":{\"kind\":\"ref\",\"name\":\"AgentInterface\"}},\"optional\":true},{\"key\":\"capabilities\",\"value\":{\"kind\":\"ref\",\"name\":\"AgentCapabilities\"}},{\"key\":\"defaultInputModes\",\"value\":{\"kind\":\"array\",\"items\":{\"kind\":\"type\",\"name\":\"string\"}}},{\"key\":\"defaultOutputModes\",\"value\":{\"kind\":\"array\",\"items\":{\"kind\":\"type\",\"name\":\"string\"}}},{\"key\":\"description\",\"value\":{\"kind\":\"type\",\"name\":\"string\"}},{\"key\":\"documentationUrl\",\"value\":{\"kind\":\"type\",\"name\":\"string\"},\"optional\":true},{\"key\":\"iconUrl\",\"value\":{\"kind\":\"type\",\"name\":\"string\"},\"optional\":true},{\"key\":\"name\",\"value\":{\"kind\":\"type\",\"name\":\"string\"}},{\"key\":\"preferredTransport\",\"value\":{\"kind\":\"type\",\"name\":\"string\"},\"optional\":true},{\"key\":\"protocolVersion\",\"value\":{\"kind\":\"type\",\"name\":\"string\"}},{\"key\":\"provider\",\"value\":{\"kind\":\"ref\",\"name\":\"AgentProvider\"},\"optional\":true},{\"key\":\"security\",\"value\":{\"kind\":\"array\",\"items\":{\"kind\":\"object\",\"mode\":\"catchall\",\"rest\":{\"kind\":\"array\",\"items\":{\"kind\":\"type\",\"name\":\"string\"}}}},\"optional\":true},{\"key\":\"securitySchemes\",\"value\":{\"kind\":\"object\",\"mode\":\"catchall\",\"rest\":{\"kind\":\"ref\",\"name\":\"SecurityScheme\"}},\"optional\":true},{\"key\":\"signatures\",\"value\":{\"kind\":\"array\",\"items\":{\"kind\":\"ref\",\"name\":\"AgentCardSignature\"}},\"optional\":true},{\"key\":\"skills\",\"value\":{\"kind\":\"array\",\"items\":{\"kind\":\"ref\",\"name\":\"AgentSkill\"}}},{\"key\":\"supportsAuthenticatedExtendedCard\",\"value\":{\"kind\":\"type\",\"name\":\"boolean\"},\"optional\":true},{\"key\":\"url\",\"value\":{\"kind\":\"type\",\"name\":\"string\"}},{\"key\":\"version\",\"value\":{\"kind\":\"type\",\"name\":\"string\"}}]},\"Artifact\": {\"kind\":\"object\",\"mode\":\"loose\",\"props\":[{\"key\":\"artifactId\",\"value\":{\"kind\":\"type\",\"name\":\"string\"}},{\"key\":\"description\",\"value\":{\"kind\":\"type\",\"name\":\"string\"},\"optional\":true},{\"key\":\"extensions\",\"value\":{\"kind\":\"array\",\"items\":{\"kind\":\"type\",\"name\":\"string\"}},\"optional\":true},{\"key\":\"metadata\",\"value\":{\"kind\":\"object\",\"mode\":\"loose\"},\"optional\":true},{\"key\":\"name\",\"value\":{\"kind\":\"type\",\"name\":\"string\"},\"optional\":true},{\"key\":\"parts\",\"value\":{\"kind\":\"array\",\"items\":{\"kind\":\"ref\",\"name\":\"Part\"}}}]},\"JSONRPCError\": {\"kind\":\"object\",\"mode\":\"loose\",\"props\":[{\"key\":\"code\",\"value\":{\"kind\":\"integer\"}},{\"key\":\"data\",\"value\":{\"kind\":\"unknown\"},\"optional\":true},{\"key\":\"message\",\"value\":{\"kind\":\"type\",\"name\":\"string\"}}]},\"JSONRPCErrorResponse\": {\"kind\":\"object\",\"mode\":\"loose\",\"props\":[{\"key\":\"error\",\"value\":{\"kind\":\"union\",\"of\":[{\"kind\":\"ref\",\"name\":\"JSONRPCError\"},{\"kind\":\"ref\",\"name\":\"JSONParseError\"},{\"kind\":\"ref\",\"name\":\"InvalidRequestError\"},{\"kind\":\"ref\",\"name\":\"MethodNotFoundError\"},{\"kind\":\"ref\",\"name\":\"InvalidParamsError\"},{\"kind\":\"ref\",\"name\":\"InternalError\"},{\"kind\":\"ref\",\"name\":\"TaskNotFoundError\"},{\"kind\":\"ref\",\"name\":\"TaskNotCancelableError\"},{\"kind\":\"ref\",\"name\":\"PushNotificationNotSupportedError\"},{\"kind\":\"ref\",\"name\":\"UnsupportedOperationError\"},{\"kind\":\"ref\",\"name\":\"ContentTypeNotSupportedError\"},{\"kind\":\"ref\",\"name\":\"InvalidAgentResponseError\"},{\"kind\":\"ref\",\"name\":\"AuthenticatedExtendedCardNotConfiguredError\"}]}},{\"key\":\"id\",\"value\":{\"kind\":\"union\",\"of\":[{\"kind\":\"type\",\"name\":\"string\"},{\"kind\":\"integer\"},{\"kind\":\"type\",\"name\":\"null\"}]}},{\"key\":\"jsonrpc\",\"value\":{\"kind\":\"literal\",\"values\":[\"2.0\"]}}]},\"TaskState\": {\"kind\":\"enum\",\"values\":[\"submitted\",\"working\",\"input-required\",\"completed\",\"canceled\",\"failed\",\"rejected\",\"auth-required\",\"unknown\"]},\"TaskStatus\": {\"kind\":\"object\",\"mode\":\"loose\",\"props\":[{\"key\":\"message\",\"value\":{\"kind\":\"ref\",\"name\":\"Message\"},\"optional\":true},{\"key\":\"state\",\"value\":{\"kind\":\"ref\",\"name\":\"TaskState\"}},{\"key\":\"timestamp\",\"value\":{\"kind\":\"type\",\"name\":\"string\"},\"optional\":true}]},\"Task\": {\"kind\":\"object\",\"mode\":\"loose\",\"props\":[{\"key\":\"artifacts\",\"value\":{\"kind\":\"array\",\"items\":{\"kind\":\"ref\",\"name\":\"Artifact\"}},\"optional\":true},{\"key\":\"contextId\",\"value\":{\"kind\":\"type\",\"name\":\"string\"}},{\"key\":\"history\",\"value\":{\"kind\":\"array\",\"items\":{\"kind\":\"ref\",\"name\":\"Message\"}},\"optional\":true},{\"key\":\"id\",\"value\":{\"kind\":\"type\",\"name\":\"string\"}},{\"key\":\"kind\",\"value\":{\"kind\":\"literal\",\"values\":[\"task\"]}},{\"key\":\"metadata\",\"value\":{\"kind\":\"object\",\"mode\":\"loose\"},\"optional\":true},{\"key\":\"status\",\"value\":{\"kind\":\"ref\",\"name\":\"TaskStatus\"}}]},\"CancelTaskSuccessResponse\": {\"kind\":\"object\",\"mode\":\"loose\",\"props\":[{\"key\":\"id\",\"value\":{\"kind\":\"union\",\"of\":[{\"kind\":\"type\",\"name\":\"string\"},{\"kind\":\"integer\"},{\"kind\":\"type\",\"name\":\"null\"}]}},{\"key\":\"jsonrpc\",\"value\":{\"kind\":\"literal\",\"values\":[\"2.0\"]}},{\"key\":\"result\",\"value\":{\"kind\":\"ref\",\"name\":\"Task\"}}]},\"CancelTaskResponse\": {\"kind\":\"union\",\"of\":[{\"kind\":\"ref\",\"name\":\"JSONRPCErrorResponse\"},{\"kind\":\"ref\",\"name\":\"CancelTaskSuccessResponse\"}]},\"DeleteTaskPushNotificationConfigSuccessResponse\": {\"kind\":\"object\",\"mode\":\"loose\",\"props\":[{\"key\":\"id\",\"value\":{\"kind\":\"union\",\"of\":[{\"kind\":\"type\",\"name\":\"string\"},{\"kind\":\"integer\"},{\"kind\":\"type\",\"name\":\"null\"}]}},{\"key\":\"jsonrpc\",\"value\":{\"kind\":\"literal\",\"values\":[\"2.0\"]}},{\"key\":\"result\",\"value\":{\"kind\":\"type\",\"name\":\"null\"}}]},\"DeleteTaskPushNotificationConfigResponse\": {\"kind\":\"union\",\"of\":[{\"kind\":\"ref\",\"name\":\"JSONRPCErrorResponse\"},{\"kind\":\"ref\",\"name\":\"DeleteTaskPushNotificationConfigSuccessResponse\"}]},\"FileBase\": {\"kind\":\"object\",\"mode\":\"loose\",\"props\":[{\"key\":\"mimeType\",\"value\":{\"kind\":\"type\",\"name\":\"string\"},\"optional\":true},{\"key\":\"name\",\"value\":{\"kind\":\"type\",\"name\":\"string\"},\"optional\":true}]},\"GetAuthenticatedExtendedCardSuccessResponse\": {\"kind\":\"object\",\"mode\":\"loose\",\"props\":[{\"key\":\"id\",\"value\":{\"kind\":\"union\",\"of\":[{\"kind\":\"type\",\"name\":\"string\"},{\"kind\":\"integer\"},{\"kind\":\"type\",\"name\":\"null\"}]}},{\"key\":\"jsonrpc\",\"value\":{\"kind\":\"literal\",\"values\":[\"2.0\"]}},{\"key\":\"result\",\"value\":{\"kind\":\"ref\",\"name\":\"AgentCard\"}}]},\"GetAuthenticatedExtendedCardResponse\": {\"kind\":\"union\",\"of\":[{\"kind\":\"ref\",\"name\":\"JSONRPCErrorResponse\"},{\"kind\":\"ref\",\"name\":\"GetAuthenticatedExtendedCardSuccessResponse\"}]},\"GetTaskPushNotificationConfigSuccessResponse\": {\"kind\":\"object\",\"mode\":\"loose\",\"props\":[{\"key\":\"id\",\"value\":{\"kind\":\"union\",\"of\":[{\"kind\":\"type\",\"name\":\"string\"},{\"kind\":\"integer\"},{\"kind\":\"type\",\"name\":\"null\"}]}},{\"key\":\"jsonrpc\",\"value\":{\"kind\":\"literal\",\"values\":[\"2.0\"]}},{\"key\":\"result\",\"value\":{\"kind\":\"ref\",\"name\":\"TaskPushNotificationConfig\"}}]},\"GetTaskPushNotificationConfigResponse\": {\"kind\":\"union\",\"of\":[{\"kind\":\"ref\",\"name\":\"JSONRPCErrorResponse\"},{\"kind\":\"ref\",\"name\":\"GetTaskPushNotificationConfigSuccessResponse\"}]},\"GetTaskSuccessResponse\": {\"kind\":\"object\",\"mode\":\"loose\",\"props\":[{\"key\":\"id\",\"value\":{\"kind\":\"union\",\"of\":[{\"kind\":\"type\",\"name\":\"string\"},{\"kind\":\"integer\"},{\"kind\":\"type\",\"name\":\"null\"}]}},{\"key\":\"jsonrpc\",\"value\":{\"kind\":\"literal\",\"values\":[\"2.0\"]}},{\"key\":\"result\",\"value\":{\"kind\":\"ref\",\"name\":\"Task\"}}]},\"GetTaskResponse\": {\"kind\":\"union\",\"of\":[{\"kind\":\"ref\",\"name\":\"JSONRPCErrorResponse\"},{\"kind\":\"ref\",\"name\":\"GetTaskSuccessResponse\"}]},\"JSONRPCMessage\": {\"kind\":\"object\",\"mode\":\"loose\",\"props\":[{\"key\":\"id\",\"value\":{\"kind\":\"union\",\"of\":[{\"kind\":\"type\",\"name\":\"string\"},{\"kind\":\"integer\"},{\"kind\":\"type\",\"name\":\"null\"}]},\"optional\":true},{\"key\":\"jsonrpc\",\"value\":{\"kind\":\"literal\",\"values\":[\"2.0\"]}}]},\"JSONRPCRequest\": {\"kind\":\"object\",\"mode\":\"loose\",\"props\":[{\"key\":\"id\",\"value\":{\"kind\":\"union\",\"of\":[{\"kind\":\"type\",\"name\":\"string\"},{\"kind\":\"integer\"},{\"kind\":\"type\",\"name\":\"null\"}]},\"optional\":true},{\"key\":\"jsonrpc\",\"value\":{\"kind\":\"literal\",\"values\":[\"2.0\"]}},{\"key\":\"method\",\"value\":{\"kind\":\"type\",\"name\":\"string\"}},{\"key\":\"params\",\"value\":{\"kind\":\"object\",\"mode\":\"loose\"},\"optional\":true}]},\"SendMessageSuccessResponse\": {\"kind\":\"object\",\"mode\":\"loose\",\"props\":[{\"key\":\"id\",\"value\":{\"kind\":\"union\",\"of\":[{\"kind\":\"type\",\"name\":\"string\"},{\"kind\":\"integer\"},{\"kind\":\"type\",\"name\":\"null\"}]}},{\"key\":\"jsonrpc\",\"value\":{\"kind\":\"literal\",\"values\":[\"2.0\"]}},{\"key\":\"result\",\"value\":{\"kind\":\"discriminated\",\"key\":\"kind\",\"of\":[{\"kind\":\"ref\",\"name\":\"Task\"},{\"kind\":\"ref\",\"name\":\"Message\"}]}}]},\"TaskStatusUpdateEvent\": {\"kind\":\"object\",\"mode\":\"loose\",\"props\":[{\"key\":\"contextId\",\"value\":{\"kind\":\"type\",\"name\":\"string\"}},{\"key\":\"final\",\"value\":{\"kind\":\"type\",\"name\":\"boolean\"}},{\"key\":\"kind\",\"value\":{\"kind\":\"literal\",\"values\":[\"status-update\"]}},{\"key\":\"metadata\",\"value\":{\"kind\":\"object\",\"mode\":\"loose\"},\"optional\":true},{\"key\":\"status\",\"value\":{\"kind\":\"ref\",\"name\":\"TaskStatus\"}},{\"key\":\"taskId\",\"value\":{\"kind\":\"type\",\"name\":\"string\"}}]},\"TaskArtifactUpdateEvent\": {\"kind\":\"object\",\"mode\":\"loose\",\"props\":[{\"key\":\"append\",\"value\":{\"kind\":\"type\",\"name\":\"boolean\"},\"optional\":true},{\"key\":\"artifact\",\"value\":{\"kind\":\"ref\",\"name\":\"Artifact\"}},{\"key\":\"contextId\",\"value\":{\"kind\":\"type\",\"name\":\"string\"}},{\"key\":\"kind\",\"value\":{\"kind\":\"literal\",\"values\":[\"artifact-update\"]}},{\"key\":\"lastChunk\",\"value\":{\"kind\":\"type\",\"name\":\"boolean\"},\"optional\":true},{\"key\":\"metadata\",\"value\":{\"kind\":\"object\",\"mode\":\"loose\"},\"optional\":true},{\"key\":\"taskId\",\"value\":{\"kind\":\"type\",\"name\":\"string\"}}]},\"SendStreamingMessageSuccessResponse\": {\"kind\":\"object\",\"mode\":\"loose\",\"props\":[{\"key\":\"id\",\"value\":{\"kind\":\"union\",\"of\":[{\"kind\":\"type\",\"name\":\"string\"},{\"kind\":\"integer\"},{\"kind\":\"type\",\"name\":\"null\"}]}},{\"key\":\"jsonrpc\",\"value\":{\"kind\":\"literal\",\"values\":[\"2.0\"]}},{\"key\":\"result\",\"value\":{\"kind\":\"discriminated\",\"key\":\"kind\",\"of\":[{\"kind\":\"ref\",\"name\":\"Task\"},{\"kind\":\"ref\",\"name\":\"Message\"},{\"kind\":\"ref\",\"name\":\"TaskStatusUpdateEvent\"},{\"kind\":\"ref\",\"name\":\"TaskArtifactUpdateEvent\"}]}}]},\"SetTaskPushNotificationConfigSuccessResponse\": {\"kind\":\"object\",\"mode\":\"loose\",\"props\":[{\"key\":\"id\",\"value\":{\"kind\":\"union\",\"of\":[{\"kind\":\"type\",\"name\":\"string\"},{\"kind\":\"integer\"},{\"kind\":\"type\",\"name\":\"null\"}]}},{\"key\":\"jsonrpc\",\"value\":{\"kind\":\"literal\",\"values\":[\"2.0\"]}},{\"key\":\"result\",\"value\":{\"kind\":\"ref\",\"name\":\"TaskPushNotificationConfig\"}}]},\"ListTaskPushNotificationConfigSuccessResponse\": {\"kind\":\"object\",\"mode\":\"loose\",\"props\":[{\"key\":\"id\",\"value\":{\"kind\":\"union\",\"of\":[{\"kind\":\"type\",\"name\":\"string\"},{\"kind\":\"integer\"},{\"kind\":\"type\",\"name\":\"null\"}]}},{\"key\":\"jsonrpc\",\"value\":{\"kind\":\"literal\",\"values\":[\"2.0\"]}},{\"key\":\"result\",\"value\":{\"kind\":\"array\",\"items\":{\"kind\":\"ref\",\"name\":\"TaskPushNotificationConfig\"}}}]},\"JSONRPCResponse\": {\"kind\":\"union\",\"of\":[{\"kind\":\"ref\",\"name\":\"JSONRPCErrorResponse\"},{\"kind\":\"ref\",\"name\":\"SendMessageSuccessResponse\"},{\"kind\":\"ref\",\"name\":\"SendStreamingMessageSuccessResponse\"},{\"kind\":\"ref\",\"name\":\"GetTaskSuccessResponse\"},{\"kind\":\"ref\",\"name\":\"CancelTaskSuccessResponse\"},{\"kind\":\"ref\",\"name\":\"SetTaskPushNotificationConfigSuccessResponse\"},{\"kind\":\"ref\",\"name\":\"GetTaskPushNotificationConfigSuccessResponse\"},{\"kind\":\"ref\",\"name\":\"ListTaskPushNotificationConfigSuccessResponse\"},{\"kind\":\"ref\",\"name\":\"DeleteTaskPushNotificationConfigSuccessResponse\"},{\"kind\":\"ref\",\"name\":\"GetAuthenticatedExtendedCardSuccessResponse\"}]},\"JSONRPCSuccessResponse\": {\"kind\":\"object\",\"mode\":\"loose\",\"props\":[{\"key\":\"id\",\"value\":{\"kind\":\"union\",\"of\":[{\"kind\":\"type\",\"name\":\"string\"},{\"kind\":\"integer\"},{\"kind\":\"type\",\"name\":\"null\"}]}},{\"key\":\"jsonrpc\",\"value\":{\"kind\":\"literal\",\"values\":[\"2.0\"]}},{\"key\":\"result\",\"value\":{\"kind\":\"unknown\"},\"present\":true}]},\"ListTaskPushNotificationConfigResponse\": {\"kind\":\"union\",\"of\":[{\"kind\":\"ref\",\"name\":\"JSONRPCErrorResponse\"},{\"kind\":\"ref\",\"name\":\"ListTaskPushNotificationConfigSuccessResponse\"}]},\"PartBase\": {\"kind\":\"object\",\"mode\":\"loose\",\"props\":[{\"key\":\"metadata\",\"value\":{\"kind\":\"object\",\"mode\":\"loose\"},\"optional\":true}]},\"SecuritySchemeBase\": {\"kind\":\"object\",\"mode\":\"loose\",\"props\":[{\"key\":\"description\",\"value\":{\"kind\":\"type\",\"name\":\"string\"},\"optional\":true}]},\"SendMessageResponse\": {\"kind\":\"union\",\"of\":[{\"kind\":\"ref\",\"name\":\"JSONRPCErrorResponse\"},{\"kind\":\"ref\",\"name\":\"SendMessageSuccessResponse\"}]},\"SendStreamingMessageResponse\": {\"kind\":\"union\",\"of\":[{\"kind\":\"ref\",\"name\":\"JSONRPCErrorResponse\"},{\"kind\":\"ref\",\"name\":\"SendStreamingMessageSuccessResponse\"}]},\"SetTaskPushNotificationConfigResponse\": {\"kind\":\"union\",\"of\":[{\"kind\":\"ref\",\"name\":\"JSONRPCErrorResponse\"},{\"kind\":\"ref\",\"name\":\"SetTaskPushNotificationConfigSuccessResponse\"}]},\"TransportProtocol\": {\"kind\":\"enum\",\"values\":[\"JSONRPC\",\"GRPC\",\"HTTP+JSON\"]}}"), () => accepts, () => readers);
/** The object definitions' property values by name, in the order of their rules' props (for the same walk). */
const readers = {
	JSONParseError: (v) => [
		v.code,
		v.data,
		v.message
	],
	InvalidRequestError: (v) => [
		v.code,
		v.data,
		v.message
	],
	MethodNotFoundError: (v) => [
		v.code,
		v.data,
		v.message
	],
	InvalidParamsError: (v) => [
		v.code,
		v.data,
		v.message
	],
	InternalError: (v) => [
		v.code,
		v.data,
		v.message
	],
	TaskNotFoundError: (v) => [
		v.code,
		v.data,
		v.message
	],
	TaskNotCancelableError: (v) => [
		v.code,
		v.data,
		v.message
	],
	PushNotificationNotSupportedError: (v) => [
		v.code,
		v.data,
		v.message
	],
	UnsupportedOperationError: (v) => [
		v.code,
		v.data,
		v.message
	],
	ContentTypeNotSupportedError: (v) => [
		v.code,
		v.data,
		v.message
	],
	InvalidAgentResponseError: (v) => [
		v.code,
		v.data,
		v.message
	],
	AuthenticatedExtendedCardNotConfiguredError: (v) => [
		v.code,
		v.data,
		v.message
	],
	PushNotificationAuthenticationInfo: (v) => [v.credentials, v.schemes],
	PushNotificationConfig: (v) => [
		v.authentication,
		v.id,
		v.token,
		v.url
	],
	MessageSendConfiguration: (v) => [
		v.acceptedOutputModes,
		v.blocking,
		v.historyLength,
		v.pushNotificationConfig
	],
	TextPart: (v) => [
		v.kind,
		v.metadata,
		v.text
	],
	FileWithBytes: (v) => [
		v.bytes,
		v.mimeType,
		v.name
	],
	FileWithUri: (v) => [
		v.mimeType,
		v.name,
		v.uri
	],
	FilePart: (v) => [
		v.file,
		v.kind,
		v.metadata
	],
	DataPart: (v) => [
		v.data,
		v.kind,
		v.metadata
	],
	Message: (v) => [
		v.contextId,
		v.extensions,
		v.kind,
		v.messageId,
		v.metadata,
		v.parts,
		v.referenceTaskIds,
		v.role,
		v.taskId
	],
	MessageSendParams: (v) => [
		v.configuration,
		v.message,
		v.metadata
	],
	SendMessageRequest: (v) => [
		v.id,
		v.jsonrpc,
		v.method,
		v.params
	],
	SendStreamingMessageRequest: (v) => [
		v.id,
		v.jsonrpc,
		v.method,
		v.params
	],
	TaskQueryParams: (v) => [
		v.historyLength,
		v.id,
		v.metadata
	],
	GetTaskRequest: (v) => [
		v.id,
		v.jsonrpc,
		v.method,
		v.params
	],
	TaskIdParams: (v) => [v.id, v.metadata],
	CancelTaskRequest: (v) => [
		v.id,
		v.jsonrpc,
		v.method,
		v.params
	],
	TaskPushNotificationConfig: (v) => [v.pushNotificationConfig, v.taskId],
	SetTaskPushNotificationConfigRequest: (v) => [
		v.id,
		v.jsonrpc,
		v.method,
		v.params
	],
	GetTaskPushNotificationConfigParams: (v) => [
		v.id,
		v.metadata,
		v.pushNotificationConfigId
	],
	GetTaskPushNotificationConfigRequest: (v) => [
		v.id,
		v.jsonrpc,
		v.method,
		v.params
	],
	TaskResubscriptionRequest: (v) => [
		v.id,
		v.jsonrpc,
		v.method,
		v.params
	],
	ListTaskPushNotificationConfigParams: (v) => [v.id, v.metadata],
	ListTaskPushNotificationConfigRequest: (v) => [
		v.id,
		v.jsonrpc,
		v.method,
		v.params
	],
	DeleteTaskPushNotificationConfigParams: (v) => [
		v.id,
		v.metadata,
		v.pushNotificationConfigId
	],
	DeleteTaskPushNotificationConfigRequest: (v) => [
		v.id,
		v.jsonrpc,
		v.method,
		v.params
	],
	GetAuthenticatedExtendedCardRequest: (v) => [
		v.id,
		v.jsonrpc,
		v.method
	],
	APIKeySecurityScheme: (v) => [
		v.description,
		v.in,
		v.name,
		v.type
	],
	AgentExtension: (v) => [
		v.description,
		v.params,
		v.required,
		v.uri
	],
	AgentCapabilities: (v) => [
		v.extensions,
		v.pushNotifications,
		v.stateTransitionHistory,
		v.streaming
	],
	AgentInterface: (v) => [v.transport, v.url],
	AgentProvider: (v) => [v.organization, v.url],
	HTTPAuthSecurityScheme: (v) => [
		v.bearerFormat,
		v.description,
		v.scheme,
		v.type
	],
	AuthorizationCodeOAuthFlow: (v) => [
		v.authorizationUrl,
		v.refreshUrl,
		v.scopes,
		v.tokenUrl
	],
	ClientCredentialsOAuthFlow: (v) => [
		v.refreshUrl,
		v.scopes,
		v.tokenUrl
	],
	ImplicitOAuthFlow: (v) => [
		v.authorizationUrl,
		v.refreshUrl,
		v.scopes
	],
	PasswordOAuthFlow: (v) => [
		v.refreshUrl,
		v.scopes,
		v.tokenUrl
	],
	OAuthFlows: (v) => [
		v.authorizationCode,
		v.clientCredentials,
		v.implicit,
		v.password
	],
	OAuth2SecurityScheme: (v) => [
		v.description,
		v.flows,
		v.oauth2MetadataUrl,
		v.type
	],
	OpenIdConnectSecurityScheme: (v) => [
		v.description,
		v.openIdConnectUrl,
		v.type
	],
	MutualTLSSecurityScheme: (v) => [v.description, v.type],
	AgentCardSignature: (v) => [
		v.header,
		v.protected,
		v.signature
	],
	AgentSkill: (v) => [
		v.description,
		v.examples,
		v.id,
		v.inputModes,
		v.name,
		v.outputModes,
		v.security,
		v.tags
	],
	AgentCard: (v) => [
		v.additionalInterfaces,
		v.capabilities,
		v.defaultInputModes,
		v.defaultOutputModes,
		v.description,
		v.documentationUrl,
		v.iconUrl,
		v.name,
		v.preferredTransport,
		v.protocolVersion,
		v.provider,
		v.security,
		v.securitySchemes,
		v.signatures,
		v.skills,
		v.supportsAuthenticatedExtendedCard,
		v.url,
		v.version
	],
	Artifact: (v) => [
		v.artifactId,
		v.description,
		v.extensions,
		v.metadata,
		v.name,
		v.parts
	],
	JSONRPCError: (v) => [
		v.code,
		v.data,
		v.message
	],
	JSONRPCErrorResponse: (v) => [
		v.error,
		v.id,
		v.jsonrpc
	],
	TaskStatus: (v) => [
		v.message,
		v.state,
		v.timestamp
	],
	Task: (v) => [
		v.artifacts,
		v.contextId,
		v.history,
		v.id,
		v.kind,
		v.metadata,
		v.status
	],
	CancelTaskSuccessResponse: (v) => [
		v.id,
		v.jsonrpc,
		v.result
	],
	DeleteTaskPushNotificationConfigSuccessResponse: (v) => [
		v.id,
		v.jsonrpc,
		v.result
	],
	FileBase: (v) => [v.mimeType, v.name],
	GetAuthenticatedExtendedCardSuccessResponse: (v) => [
		v.id,
		v.jsonrpc,
		v.result
	],
	GetTaskPushNotificationConfigSuccessResponse: (v) => [
		v.id,
		v.jsonrpc,
		v.result
	],
	GetTaskSuccessResponse: (v) => [
		v.id,
		v.jsonrpc,
		v.result
	],
	JSONRPCMessage: (v) => [v.id, v.jsonrpc],
	JSONRPCRequest: (v) => [
		v.id,
		v.jsonrpc,
		v.method,
		v.params
	],
	SendMessageSuccessResponse: (v) => [
		v.id,
		v.jsonrpc,
		v.result
	],
	TaskStatusUpdateEvent: (v) => [
		v.contextId,
		v.final,
		v.kind,
		v.metadata,
		v.status,
		v.taskId
	],
	TaskArtifactUpdateEvent: (v) => [
		v.append,
		v.artifact,
		v.contextId,
		v.kind,
		v.lastChunk,
		v.metadata,
		v.taskId
	],
	SendStreamingMessageSuccessResponse: (v) => [
		v.id,
		v.jsonrpc,
		v.result
	],
	SetTaskPushNotificationConfigSuccessResponse: (v) => [
		v.id,
		v.jsonrpc,
		v.result
	],
	ListTaskPushNotificationConfigSuccessResponse: (v) => [
		v.id,
		v.jsonrpc,
		v.result
	],
	JSONRPCSuccessResponse: (v) => [
		v.id,
		v.jsonrpc,
		v.result
	],
	PartBase: (v) => [v.metadata],
	SecuritySchemeBase: (v) => [v.description]
};
/**
* The accepting check of every definition: true when the value is valid, with no copy and no issue
* (what a server runs before it reads a body). The same verdict as `schemas[name].safeParse(value).success`;
* a value that throws when read (a getter, a proxy) is refused.
*/
export const accepts = Object.freeze({
	JSONParseError: totalCheck(J_JSONParseError),
	InvalidRequestError: totalCheck(J_InvalidRequestError),
	MethodNotFoundError: totalCheck(J_MethodNotFoundError),
	InvalidParamsError: totalCheck(J_InvalidParamsError),
	InternalError: totalCheck(J_InternalError),
	TaskNotFoundError: totalCheck(J_TaskNotFoundError),
	TaskNotCancelableError: totalCheck(J_TaskNotCancelableError),
	PushNotificationNotSupportedError: totalCheck(J_PushNotificationNotSupportedError),
	UnsupportedOperationError: totalCheck(J_UnsupportedOperationError),
	ContentTypeNotSupportedError: totalCheck(J_ContentTypeNotSupportedError),
	InvalidAgentResponseError: totalCheck(J_InvalidAgentResponseError),
	AuthenticatedExtendedCardNotConfiguredError: totalCheck(J_AuthenticatedExtendedCardNotConfiguredError),
	A2AError: totalCheck(J_A2AError),
	PushNotificationAuthenticationInfo: totalCheck(J_PushNotificationAuthenticationInfo),
	PushNotificationConfig: totalCheck(J_PushNotificationConfig),
	MessageSendConfiguration: totalCheck(J_MessageSendConfiguration),
	TextPart: totalCheck(J_TextPart),
	FileWithBytes: totalCheck(J_FileWithBytes),
	FileWithUri: totalCheck(J_FileWithUri),
	FilePart: totalCheck(J_FilePart),
	DataPart: totalCheck(J_DataPart),
	Part: totalCheck(J_Part),
	Message: totalCheck(J_Message),
	MessageSendParams: totalCheck(J_MessageSendParams),
	SendMessageRequest: totalCheck(J_SendMessageRequest),
	SendStreamingMessageRequest: totalCheck(J_SendStreamingMessageRequest),
	TaskQueryParams: totalCheck(J_TaskQueryParams),
	GetTaskRequest: totalCheck(J_GetTaskRequest),
	TaskIdParams: totalCheck(J_TaskIdParams),
	CancelTaskRequest: totalCheck(J_CancelTaskRequest),
	TaskPushNotificationConfig: totalCheck(J_TaskPushNotificationConfig),
	SetTaskPushNotificationConfigRequest: totalCheck(J_SetTaskPushNotificationConfigRequest),
	GetTaskPushNotificationConfigParams: totalCheck(J_GetTaskPushNotificationConfigParams),
	GetTaskPushNotificationConfigRequest: totalCheck(J_GetTaskPushNotificationConfigRequest),
	TaskResubscriptionRequest: totalCheck(J_TaskResubscriptionRequest),
	ListTaskPushNotificationConfigParams: totalCheck(J_ListTaskPushNotificationConfigParams),
	ListTaskPushNotificationConfigRequest: totalCheck(J_ListTaskPushNotificationConfigRequest),
	DeleteTaskPushNotificationConfigParams: totalCheck(J_DeleteTaskPushNotificationConfigParams),
	DeleteTaskPushNotificationConfigRequest: totalCheck(J_DeleteTaskPushNotificationConfigRequest),
	GetAuthenticatedExtendedCardRequest: totalCheck(J_GetAuthenticatedExtendedCardRequest),
	A2ARequest: totalCheck(J_A2ARequest),
	APIKeySecurityScheme: totalCheck(J_APIKeySecurityScheme),
	AgentExtension: totalCheck(J_AgentExtension),
	AgentCapabilities: totalCheck(J_AgentCapabilities),
	AgentInterface: totalCheck(J_AgentInterface),
	AgentProvider: totalCheck(J_AgentProvider),
	HTTPAuthSecurityScheme: totalCheck(J_HTTPAuthSecurityScheme),
	AuthorizationCodeOAuthFlow: totalCheck(J_AuthorizationCodeOAuthFlow),
	ClientCredentialsOAuthFlow: totalCheck(J_ClientCredentialsOAuthFlow),
	ImplicitOAuthFlow: totalCheck(J_ImplicitOAuthFlow),
	PasswordOAuthFlow: totalCheck(J_PasswordOAuthFlow),
	OAuthFlows: totalCheck(J_OAuthFlows),
	OAuth2SecurityScheme: totalCheck(J_OAuth2SecurityScheme),
	OpenIdConnectSecurityScheme: totalCheck(J_OpenIdConnectSecurityScheme),
	MutualTLSSecurityScheme: totalCheck(J_MutualTLSSecurityScheme),
	SecurityScheme: totalCheck(J_SecurityScheme),
	AgentCardSignature: totalCheck(J_AgentCardSignature),
	AgentSkill: totalCheck(J_AgentSkill),
	AgentCard: totalCheck(J_AgentCard),
	Artifact: totalCheck(J_Artifact),
	JSONRPCError: totalCheck(J_JSONRPCError),
	JSONRPCErrorResponse: totalCheck(J_JSONRPCErrorResponse),
	TaskState: totalCheck(J_TaskState),
	TaskStatus: totalCheck(J_TaskStatus),
	Task: totalCheck(J_Task),
	CancelTaskSuccessResponse: totalCheck(J_CancelTaskSuccessResponse),
	CancelTaskResponse: totalCheck(J_CancelTaskResponse),
	DeleteTaskPushNotificationConfigSuccessResponse: totalCheck(J_DeleteTaskPushNotificationConfigSuccessResponse),
	DeleteTaskPushNotificationConfigResponse: totalCheck(J_DeleteTaskPushNotificationConfigResponse),
	FileBase: totalCheck(J_FileBase),
	GetAuthenticatedExtendedCardSuccessResponse: totalCheck(J_GetAuthenticatedExtendedCardSuccessResponse),
	GetAuthenticatedExtendedCardResponse: totalCheck(J_GetAuthenticatedExtendedCardResponse),
	GetTaskPushNotificationConfigSuccessResponse: totalCheck(J_GetTaskPushNotificationConfigSuccessResponse),
	GetTaskPushNotificationConfigResponse: totalCheck(J_GetTaskPushNotificationConfigResponse),
	GetTaskSuccessResponse: totalCheck(J_GetTaskSuccessResponse),
	GetTaskResponse: totalCheck(J_GetTaskResponse),
	JSONRPCMessage: totalCheck(J_JSONRPCMessage),
	JSONRPCRequest: totalCheck(J_JSONRPCRequest),
	SendMessageSuccessResponse: totalCheck(J_SendMessageSuccessResponse),
	TaskStatusUpdateEvent: totalCheck(J_TaskStatusUpdateEvent),
	TaskArtifactUpdateEvent: totalCheck(J_TaskArtifactUpdateEvent),
	SendStreamingMessageSuccessResponse: totalCheck(J_SendStreamingMessageSuccessResponse),
	SetTaskPushNotificationConfigSuccessResponse: totalCheck(J_SetTaskPushNotificationConfigSuccessResponse),
	ListTaskPushNotificationConfigSuccessResponse: totalCheck(J_ListTaskPushNotificationConfigSuccessResponse),
	JSONRPCResponse: totalCheck(J_JSONRPCResponse),
	JSONRPCSuccessResponse: totalCheck(J_JSONRPCSuccessResponse),
	ListTaskPushNotificationConfigResponse: totalCheck(J_ListTaskPushNotificationConfigResponse),
	PartBase: totalCheck(J_PartBase),
	SecuritySchemeBase: totalCheck(J_SecuritySchemeBase),
	SendMessageResponse: totalCheck(J_SendMessageResponse),
	SendStreamingMessageResponse: totalCheck(J_SendStreamingMessageResponse),
	SetTaskPushNotificationConfigResponse: totalCheck(J_SetTaskPushNotificationConfigResponse),
	TransportProtocol: totalCheck(J_TransportProtocol)
});
/**
* Every definition of the JSON-RPC dialect's JSON Schema (protocol version 0.3), by its name there.
* Each is a zod schema on the runtime's engine: its accepting check decides, and a refusal is explained
* with the issues of the zod schema the definition translates to. No zod object schema is built and no
* code is compiled from strings. Nothing is built at import: a schema is built when it is first read,
* once (schemaSet defers even the table of makers to the first read).
*/
export const schemas = schemaSet(() => lazySchemas({
	JSONParseError: () => jsonSchema(J_JSONParseError, "JSONParseError", nodes),
	InvalidRequestError: () => jsonSchema(J_InvalidRequestError, "InvalidRequestError", nodes),
	MethodNotFoundError: () => jsonSchema(J_MethodNotFoundError, "MethodNotFoundError", nodes),
	InvalidParamsError: () => jsonSchema(J_InvalidParamsError, "InvalidParamsError", nodes),
	InternalError: () => jsonSchema(J_InternalError, "InternalError", nodes),
	TaskNotFoundError: () => jsonSchema(J_TaskNotFoundError, "TaskNotFoundError", nodes),
	TaskNotCancelableError: () => jsonSchema(J_TaskNotCancelableError, "TaskNotCancelableError", nodes),
	PushNotificationNotSupportedError: () => jsonSchema(J_PushNotificationNotSupportedError, "PushNotificationNotSupportedError", nodes),
	UnsupportedOperationError: () => jsonSchema(J_UnsupportedOperationError, "UnsupportedOperationError", nodes),
	ContentTypeNotSupportedError: () => jsonSchema(J_ContentTypeNotSupportedError, "ContentTypeNotSupportedError", nodes),
	InvalidAgentResponseError: () => jsonSchema(J_InvalidAgentResponseError, "InvalidAgentResponseError", nodes),
	AuthenticatedExtendedCardNotConfiguredError: () => jsonSchema(J_AuthenticatedExtendedCardNotConfiguredError, "AuthenticatedExtendedCardNotConfiguredError", nodes),
	A2AError: () => jsonSchema(J_A2AError, "A2AError", nodes),
	PushNotificationAuthenticationInfo: () => jsonSchema(J_PushNotificationAuthenticationInfo, "PushNotificationAuthenticationInfo", nodes),
	PushNotificationConfig: () => jsonSchema(J_PushNotificationConfig, "PushNotificationConfig", nodes),
	MessageSendConfiguration: () => jsonSchema(J_MessageSendConfiguration, "MessageSendConfiguration", nodes),
	TextPart: () => jsonSchema(J_TextPart, "TextPart", nodes),
	FileWithBytes: () => jsonSchema(J_FileWithBytes, "FileWithBytes", nodes),
	FileWithUri: () => jsonSchema(J_FileWithUri, "FileWithUri", nodes),
	FilePart: () => jsonSchema(J_FilePart, "FilePart", nodes),
	DataPart: () => jsonSchema(J_DataPart, "DataPart", nodes),
	Part: () => jsonSchema(J_Part, "Part", nodes),
	Message: () => jsonSchema(J_Message, "Message", nodes),
	MessageSendParams: () => jsonSchema(J_MessageSendParams, "MessageSendParams", nodes),
	SendMessageRequest: () => jsonSchema(J_SendMessageRequest, "SendMessageRequest", nodes),
	SendStreamingMessageRequest: () => jsonSchema(J_SendStreamingMessageRequest, "SendStreamingMessageRequest", nodes),
	TaskQueryParams: () => jsonSchema(J_TaskQueryParams, "TaskQueryParams", nodes),
	GetTaskRequest: () => jsonSchema(J_GetTaskRequest, "GetTaskRequest", nodes),
	TaskIdParams: () => jsonSchema(J_TaskIdParams, "TaskIdParams", nodes),
	CancelTaskRequest: () => jsonSchema(J_CancelTaskRequest, "CancelTaskRequest", nodes),
	TaskPushNotificationConfig: () => jsonSchema(J_TaskPushNotificationConfig, "TaskPushNotificationConfig", nodes),
	SetTaskPushNotificationConfigRequest: () => jsonSchema(J_SetTaskPushNotificationConfigRequest, "SetTaskPushNotificationConfigRequest", nodes),
	GetTaskPushNotificationConfigParams: () => jsonSchema(J_GetTaskPushNotificationConfigParams, "GetTaskPushNotificationConfigParams", nodes),
	GetTaskPushNotificationConfigRequest: () => jsonSchema(J_GetTaskPushNotificationConfigRequest, "GetTaskPushNotificationConfigRequest", nodes),
	TaskResubscriptionRequest: () => jsonSchema(J_TaskResubscriptionRequest, "TaskResubscriptionRequest", nodes),
	ListTaskPushNotificationConfigParams: () => jsonSchema(J_ListTaskPushNotificationConfigParams, "ListTaskPushNotificationConfigParams", nodes),
	ListTaskPushNotificationConfigRequest: () => jsonSchema(J_ListTaskPushNotificationConfigRequest, "ListTaskPushNotificationConfigRequest", nodes),
	DeleteTaskPushNotificationConfigParams: () => jsonSchema(J_DeleteTaskPushNotificationConfigParams, "DeleteTaskPushNotificationConfigParams", nodes),
	DeleteTaskPushNotificationConfigRequest: () => jsonSchema(J_DeleteTaskPushNotificationConfigRequest, "DeleteTaskPushNotificationConfigRequest", nodes),
	GetAuthenticatedExtendedCardRequest: () => jsonSchema(J_GetAuthenticatedExtendedCardRequest, "GetAuthenticatedExtendedCardRequest", nodes),
	A2ARequest: () => jsonSchema(J_A2ARequest, "A2ARequest", nodes),
	APIKeySecurityScheme: () => jsonSchema(J_APIKeySecurityScheme, "APIKeySecurityScheme", nodes),
	AgentExtension: () => jsonSchema(J_AgentExtension, "AgentExtension", nodes),
	AgentCapabilities: () => jsonSchema(J_AgentCapabilities, "AgentCapabilities", nodes),
	AgentInterface: () => jsonSchema(J_AgentInterface, "AgentInterface", nodes),
	AgentProvider: () => jsonSchema(J_AgentProvider, "AgentProvider", nodes),
	HTTPAuthSecurityScheme: () => jsonSchema(J_HTTPAuthSecurityScheme, "HTTPAuthSecurityScheme", nodes),
	AuthorizationCodeOAuthFlow: () => jsonSchema(J_AuthorizationCodeOAuthFlow, "AuthorizationCodeOAuthFlow", nodes),
	ClientCredentialsOAuthFlow: () => jsonSchema(J_ClientCredentialsOAuthFlow, "ClientCredentialsOAuthFlow", nodes),
	ImplicitOAuthFlow: () => jsonSchema(J_ImplicitOAuthFlow, "ImplicitOAuthFlow", nodes),
	PasswordOAuthFlow: () => jsonSchema(J_PasswordOAuthFlow, "PasswordOAuthFlow", nodes),
	OAuthFlows: () => jsonSchema(J_OAuthFlows, "OAuthFlows", nodes),
	OAuth2SecurityScheme: () => jsonSchema(J_OAuth2SecurityScheme, "OAuth2SecurityScheme", nodes),
	OpenIdConnectSecurityScheme: () => jsonSchema(J_OpenIdConnectSecurityScheme, "OpenIdConnectSecurityScheme", nodes),
	MutualTLSSecurityScheme: () => jsonSchema(J_MutualTLSSecurityScheme, "MutualTLSSecurityScheme", nodes),
	SecurityScheme: () => jsonSchema(J_SecurityScheme, "SecurityScheme", nodes),
	AgentCardSignature: () => jsonSchema(J_AgentCardSignature, "AgentCardSignature", nodes),
	AgentSkill: () => jsonSchema(J_AgentSkill, "AgentSkill", nodes),
	AgentCard: () => jsonSchema(J_AgentCard, "AgentCard", nodes),
	Artifact: () => jsonSchema(J_Artifact, "Artifact", nodes),
	JSONRPCError: () => jsonSchema(J_JSONRPCError, "JSONRPCError", nodes),
	JSONRPCErrorResponse: () => jsonSchema(J_JSONRPCErrorResponse, "JSONRPCErrorResponse", nodes),
	TaskState: () => jsonSchema(J_TaskState, "TaskState", nodes),
	TaskStatus: () => jsonSchema(J_TaskStatus, "TaskStatus", nodes),
	Task: () => jsonSchema(J_Task, "Task", nodes),
	CancelTaskSuccessResponse: () => jsonSchema(J_CancelTaskSuccessResponse, "CancelTaskSuccessResponse", nodes),
	CancelTaskResponse: () => jsonSchema(J_CancelTaskResponse, "CancelTaskResponse", nodes),
	DeleteTaskPushNotificationConfigSuccessResponse: () => jsonSchema(J_DeleteTaskPushNotificationConfigSuccessResponse, "DeleteTaskPushNotificationConfigSuccessResponse", nodes),
	DeleteTaskPushNotificationConfigResponse: () => jsonSchema(J_DeleteTaskPushNotificationConfigResponse, "DeleteTaskPushNotificationConfigResponse", nodes),
	FileBase: () => jsonSchema(J_FileBase, "FileBase", nodes),
	GetAuthenticatedExtendedCardSuccessResponse: () => jsonSchema(J_GetAuthenticatedExtendedCardSuccessResponse, "GetAuthenticatedExtendedCardSuccessResponse", nodes),
	GetAuthenticatedExtendedCardResponse: () => jsonSchema(J_GetAuthenticatedExtendedCardResponse, "GetAuthenticatedExtendedCardResponse", nodes),
	GetTaskPushNotificationConfigSuccessResponse: () => jsonSchema(J_GetTaskPushNotificationConfigSuccessResponse, "GetTaskPushNotificationConfigSuccessResponse", nodes),
	GetTaskPushNotificationConfigResponse: () => jsonSchema(J_GetTaskPushNotificationConfigResponse, "GetTaskPushNotificationConfigResponse", nodes),
	GetTaskSuccessResponse: () => jsonSchema(J_GetTaskSuccessResponse, "GetTaskSuccessResponse", nodes),
	GetTaskResponse: () => jsonSchema(J_GetTaskResponse, "GetTaskResponse", nodes),
	JSONRPCMessage: () => jsonSchema(J_JSONRPCMessage, "JSONRPCMessage", nodes),
	JSONRPCRequest: () => jsonSchema(J_JSONRPCRequest, "JSONRPCRequest", nodes),
	SendMessageSuccessResponse: () => jsonSchema(J_SendMessageSuccessResponse, "SendMessageSuccessResponse", nodes),
	TaskStatusUpdateEvent: () => jsonSchema(J_TaskStatusUpdateEvent, "TaskStatusUpdateEvent", nodes),
	TaskArtifactUpdateEvent: () => jsonSchema(J_TaskArtifactUpdateEvent, "TaskArtifactUpdateEvent", nodes),
	SendStreamingMessageSuccessResponse: () => jsonSchema(J_SendStreamingMessageSuccessResponse, "SendStreamingMessageSuccessResponse", nodes),
	SetTaskPushNotificationConfigSuccessResponse: () => jsonSchema(J_SetTaskPushNotificationConfigSuccessResponse, "SetTaskPushNotificationConfigSuccessResponse", nodes),
	ListTaskPushNotificationConfigSuccessResponse: () => jsonSchema(J_ListTaskPushNotificationConfigSuccessResponse, "ListTaskPushNotificationConfigSuccessResponse", nodes),
	JSONRPCResponse: () => jsonSchema(J_JSONRPCResponse, "JSONRPCResponse", nodes),
	JSONRPCSuccessResponse: () => jsonSchema(J_JSONRPCSuccessResponse, "JSONRPCSuccessResponse", nodes),
	ListTaskPushNotificationConfigResponse: () => jsonSchema(J_ListTaskPushNotificationConfigResponse, "ListTaskPushNotificationConfigResponse", nodes),
	PartBase: () => jsonSchema(J_PartBase, "PartBase", nodes),
	SecuritySchemeBase: () => jsonSchema(J_SecuritySchemeBase, "SecuritySchemeBase", nodes),
	SendMessageResponse: () => jsonSchema(J_SendMessageResponse, "SendMessageResponse", nodes),
	SendStreamingMessageResponse: () => jsonSchema(J_SendStreamingMessageResponse, "SendStreamingMessageResponse", nodes),
	SetTaskPushNotificationConfigResponse: () => jsonSchema(J_SetTaskPushNotificationConfigResponse, "SetTaskPushNotificationConfigResponse", nodes),
	TransportProtocol: () => jsonSchema(J_TransportProtocol, "TransportProtocol", nodes)
}), definitionNames).schemas;
