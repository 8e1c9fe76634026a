import { acceptsOf, jsonNodes, jsonSchemas, schemaSet } from "@a2a-bindgen/runtime/protojson";
// The accepting checks, one function per definition (and helpers for its arrays, unions and strict
// objects): what ajv would compile from the JSON Schema at run time, printed here instead.
function J_JSONParseError(v) {
	return typeof v === "object" && v !== null && !Array.isArray(v) && v.code === -32700 && typeof v.message === "string";
}
function J_JSONParseError$faults(v, visit) {
	return (v.code === -32700 || visit(0, v.code)) && (typeof v.message === "string" || visit(2, v.message));
}
function J_InvalidRequestError(v) {
	return typeof v === "object" && v !== null && !Array.isArray(v) && v.code === -32600 && typeof v.message === "string";
}
function J_InvalidRequestError$faults(v, visit) {
	return (v.code === -32600 || visit(0, v.code)) && (typeof v.message === "string" || visit(2, v.message));
}
function J_MethodNotFoundError(v) {
	return typeof v === "object" && v !== null && !Array.isArray(v) && v.code === -32601 && typeof v.message === "string";
}
function J_MethodNotFoundError$faults(v, visit) {
	return (v.code === -32601 || visit(0, v.code)) && (typeof v.message === "string" || visit(2, v.message));
}
function J_InvalidParamsError(v) {
	return typeof v === "object" && v !== null && !Array.isArray(v) && v.code === -32602 && typeof v.message === "string";
}
function J_InvalidParamsError$faults(v, visit) {
	return (v.code === -32602 || visit(0, v.code)) && (typeof v.message === "string" || visit(2, v.message));
}
function J_InternalError(v) {
	return typeof v === "object" && v !== null && !Array.isArray(v) && v.code === -32603 && typeof v.message === "string";
}
function J_InternalError$faults(v, visit) {
	return (v.code === -32603 || visit(0, v.code)) && (typeof v.message === "string" || visit(2, v.message));
}
function J_TaskNotFoundError(v) {
	return typeof v === "object" && v !== null && !Array.isArray(v) && v.code === -32001 && typeof v.message === "string";
}
function J_TaskNotFoundError$faults(v, visit) {
	return (v.code === -32001 || visit(0, v.code)) && (typeof v.message === "string" || visit(2, v.message));
}
function J_TaskNotCancelableError(v) {
	return typeof v === "object" && v !== null && !Array.isArray(v) && v.code === -32002 && typeof v.message === "string";
}
function J_TaskNotCancelableError$faults(v, visit) {
	return (v.code === -32002 || visit(0, v.code)) && (typeof v.message === "string" || visit(2, v.message));
}
function J_PushNotificationNotSupportedError(v) {
	return typeof v === "object" && v !== null && !Array.isArray(v) && v.code === -32003 && typeof v.message === "string";
}
function J_PushNotificationNotSupportedError$faults(v, visit) {
	return (v.code === -32003 || visit(0, v.code)) && (typeof v.message === "string" || visit(2, v.message));
}
function J_UnsupportedOperationError(v) {
	return typeof v === "object" && v !== null && !Array.isArray(v) && v.code === -32004 && typeof v.message === "string";
}
function J_UnsupportedOperationError$faults(v, visit) {
	return (v.code === -32004 || visit(0, v.code)) && (typeof v.message === "string" || visit(2, v.message));
}
function J_ContentTypeNotSupportedError(v) {
	return typeof v === "object" && v !== null && !Array.isArray(v) && v.code === -32005 && typeof v.message === "string";
}
function J_ContentTypeNotSupportedError$faults(v, visit) {
	return (v.code === -32005 || visit(0, v.code)) && (typeof v.message === "string" || visit(2, v.message));
}
function J_InvalidAgentResponseError(v) {
	return typeof v === "object" && v !== null && !Array.isArray(v) && v.code === -32006 && typeof v.message === "string";
}
function J_InvalidAgentResponseError$faults(v, visit) {
	return (v.code === -32006 || visit(0, v.code)) && (typeof v.message === "string" || visit(2, v.message));
}
function J_AuthenticatedExtendedCardNotConfiguredError(v) {
	return typeof v === "object" && v !== null && !Array.isArray(v) && v.code === -32007 && typeof v.message === "string";
}
function J_AuthenticatedExtendedCardNotConfiguredError$faults(v, visit) {
	return (v.code === -32007 || visit(0, v.code)) && (typeof v.message === "string" || visit(2, v.message));
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
function J_PushNotificationAuthenticationInfo$faults(v, visit) {
	return (v.credentials === undefined || typeof v.credentials === "string" || visit(0, v.credentials)) && (J_PushNotificationAuthenticationInfo$2(v.schemes) || visit(1, v.schemes));
}
function J_PushNotificationAuthenticationInfo$1(v) {
	if (!Array.isArray(v)) return false;
	for (let i = 0; i < v.length; i++) if (!(typeof v[i] === "string")) return false;
	return true;
}
function J_PushNotificationAuthenticationInfo$2(v) {
	if (!Array.isArray(v)) return false;
	for (let i = 0; i < v.length; i++) if (!(typeof v[i] === "string")) return false;
	return true;
}
function J_PushNotificationConfig(v) {
	return typeof v === "object" && v !== null && !Array.isArray(v) && (v.authentication === undefined || J_PushNotificationAuthenticationInfo(v.authentication)) && (v.id === undefined || typeof v.id === "string") && (v.token === undefined || typeof v.token === "string") && typeof v.url === "string";
}
function J_PushNotificationConfig$faults(v, visit) {
	return (v.authentication === undefined || J_PushNotificationAuthenticationInfo(v.authentication) || visit(0, v.authentication)) && (v.id === undefined || typeof v.id === "string" || visit(1, v.id)) && (v.token === undefined || typeof v.token === "string" || visit(2, v.token)) && (typeof v.url === "string" || visit(3, v.url));
}
function J_MessageSendConfiguration(v) {
	return typeof v === "object" && v !== null && !Array.isArray(v) && (v.acceptedOutputModes === undefined || J_MessageSendConfiguration$1(v.acceptedOutputModes)) && (v.blocking === undefined || typeof v.blocking === "boolean") && (v.historyLength === undefined || Number.isInteger(v.historyLength)) && (v.pushNotificationConfig === undefined || J_PushNotificationConfig(v.pushNotificationConfig));
}
function J_MessageSendConfiguration$faults(v, visit) {
	return (v.acceptedOutputModes === undefined || J_MessageSendConfiguration$2(v.acceptedOutputModes) || visit(0, v.acceptedOutputModes)) && (v.blocking === undefined || typeof v.blocking === "boolean" || visit(1, v.blocking)) && (v.historyLength === undefined || Number.isInteger(v.historyLength) || visit(2, v.historyLength)) && (v.pushNotificationConfig === undefined || J_PushNotificationConfig(v.pushNotificationConfig) || visit(3, v.pushNotificationConfig));
}
function J_MessageSendConfiguration$1(v) {
	if (!Array.isArray(v)) return false;
	for (let i = 0; i < v.length; i++) if (!(typeof v[i] === "string")) return false;
	return true;
}
function J_MessageSendConfiguration$2(v) {
	if (!Array.isArray(v)) return false;
	for (let i = 0; i < v.length; i++) if (!(typeof v[i] === "string")) return false;
	return true;
}
function J_TextPart(v) {
	return typeof v === "object" && v !== null && !Array.isArray(v) && v.kind === "text" && (v.metadata === undefined || typeof v.metadata === "object" && v.metadata !== null && !Array.isArray(v.metadata)) && typeof v.text === "string";
}
function J_TextPart$faults(v, visit) {
	return (v.kind === "text" || visit(0, v.kind)) && (v.metadata === undefined || typeof v.metadata === "object" && v.metadata !== null && !Array.isArray(v.metadata) || visit(1, v.metadata)) && (typeof v.text === "string" || visit(2, v.text));
}
function J_FileWithBytes(v) {
	return typeof v === "object" && v !== null && !Array.isArray(v) && typeof v.bytes === "string" && (v.mimeType === undefined || typeof v.mimeType === "string") && (v.name === undefined || typeof v.name === "string");
}
function J_FileWithBytes$faults(v, visit) {
	return (typeof v.bytes === "string" || visit(0, v.bytes)) && (v.mimeType === undefined || typeof v.mimeType === "string" || visit(1, v.mimeType)) && (v.name === undefined || typeof v.name === "string" || visit(2, v.name));
}
function J_FileWithUri(v) {
	return typeof v === "object" && v !== null && !Array.isArray(v) && (v.mimeType === undefined || typeof v.mimeType === "string") && (v.name === undefined || typeof v.name === "string") && typeof v.uri === "string";
}
function J_FileWithUri$faults(v, visit) {
	return (v.mimeType === undefined || typeof v.mimeType === "string" || visit(0, v.mimeType)) && (v.name === undefined || typeof v.name === "string" || visit(1, v.name)) && (typeof v.uri === "string" || visit(2, v.uri));
}
function J_FilePart(v) {
	return typeof v === "object" && v !== null && !Array.isArray(v) && (J_FileWithBytes(v.file) || J_FileWithUri(v.file)) && v.kind === "file" && (v.metadata === undefined || typeof v.metadata === "object" && v.metadata !== null && !Array.isArray(v.metadata));
}
function J_FilePart$faults(v, visit) {
	return (J_FileWithBytes(v.file) || J_FileWithUri(v.file) || visit(0, v.file)) && (v.kind === "file" || visit(1, v.kind)) && (v.metadata === undefined || typeof v.metadata === "object" && v.metadata !== null && !Array.isArray(v.metadata) || visit(2, v.metadata));
}
function J_DataPart(v) {
	return typeof v === "object" && v !== null && !Array.isArray(v) && typeof v.data === "object" && v.data !== null && !Array.isArray(v.data) && v.kind === "data" && (v.metadata === undefined || typeof v.metadata === "object" && v.metadata !== null && !Array.isArray(v.metadata));
}
function J_DataPart$faults(v, visit) {
	return (typeof v.data === "object" && v.data !== null && !Array.isArray(v.data) || visit(0, v.data)) && (v.kind === "data" || visit(1, v.kind)) && (v.metadata === undefined || typeof v.metadata === "object" && v.metadata !== null && !Array.isArray(v.metadata) || visit(2, v.metadata));
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
function J_Message$faults(v, visit) {
	return (v.contextId === undefined || typeof v.contextId === "string" || visit(0, v.contextId)) && (v.extensions === undefined || J_Message$4(v.extensions) || visit(1, v.extensions)) && (v.kind === "message" || visit(2, v.kind)) && (typeof v.messageId === "string" || visit(3, v.messageId)) && (v.metadata === undefined || typeof v.metadata === "object" && v.metadata !== null && !Array.isArray(v.metadata) || visit(4, v.metadata)) && (J_Message$5(v.parts) || visit(5, v.parts)) && (v.referenceTaskIds === undefined || J_Message$6(v.referenceTaskIds) || visit(6, v.referenceTaskIds)) && (v.role === "agent" || v.role === "user" || visit(7, v.role)) && (v.taskId === undefined || typeof v.taskId === "string" || visit(8, v.taskId));
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
function J_Message$4(v) {
	if (!Array.isArray(v)) return false;
	for (let i = 0; i < v.length; i++) if (!(typeof v[i] === "string")) return false;
	return true;
}
function J_Message$5(v) {
	if (!Array.isArray(v)) return false;
	for (let i = 0; i < v.length; i++) if (!J_Part(v[i])) return false;
	return true;
}
function J_Message$6(v) {
	if (!Array.isArray(v)) return false;
	for (let i = 0; i < v.length; i++) if (!(typeof v[i] === "string")) return false;
	return true;
}
function J_MessageSendParams(v) {
	return typeof v === "object" && v !== null && !Array.isArray(v) && (v.configuration === undefined || J_MessageSendConfiguration(v.configuration)) && J_Message(v.message) && (v.metadata === undefined || typeof v.metadata === "object" && v.metadata !== null && !Array.isArray(v.metadata));
}
function J_MessageSendParams$faults(v, visit) {
	return (v.configuration === undefined || J_MessageSendConfiguration(v.configuration) || visit(0, v.configuration)) && (J_Message(v.message) || visit(1, v.message)) && (v.metadata === undefined || typeof v.metadata === "object" && v.metadata !== null && !Array.isArray(v.metadata) || visit(2, v.metadata));
}
function J_SendMessageRequest(v) {
	return typeof v === "object" && v !== null && !Array.isArray(v) && (typeof v.id === "string" || Number.isInteger(v.id)) && v.jsonrpc === "2.0" && v.method === "message/send" && J_MessageSendParams(v.params);
}
function J_SendMessageRequest$faults(v, visit) {
	return (typeof v.id === "string" || Number.isInteger(v.id) || visit(0, v.id)) && (v.jsonrpc === "2.0" || visit(1, v.jsonrpc)) && (v.method === "message/send" || visit(2, v.method)) && (J_MessageSendParams(v.params) || visit(3, v.params));
}
function J_SendStreamingMessageRequest(v) {
	return typeof v === "object" && v !== null && !Array.isArray(v) && (typeof v.id === "string" || Number.isInteger(v.id)) && v.jsonrpc === "2.0" && v.method === "message/stream" && J_MessageSendParams(v.params);
}
function J_SendStreamingMessageRequest$faults(v, visit) {
	return (typeof v.id === "string" || Number.isInteger(v.id) || visit(0, v.id)) && (v.jsonrpc === "2.0" || visit(1, v.jsonrpc)) && (v.method === "message/stream" || visit(2, v.method)) && (J_MessageSendParams(v.params) || visit(3, v.params));
}
function J_TaskQueryParams(v) {
	return typeof v === "object" && v !== null && !Array.isArray(v) && (v.historyLength === undefined || Number.isInteger(v.historyLength)) && typeof v.id === "string" && (v.metadata === undefined || typeof v.metadata === "object" && v.metadata !== null && !Array.isArray(v.metadata));
}
function J_TaskQueryParams$faults(v, visit) {
	return (v.historyLength === undefined || Number.isInteger(v.historyLength) || visit(0, v.historyLength)) && (typeof v.id === "string" || visit(1, v.id)) && (v.metadata === undefined || typeof v.metadata === "object" && v.metadata !== null && !Array.isArray(v.metadata) || visit(2, v.metadata));
}
function J_GetTaskRequest(v) {
	return typeof v === "object" && v !== null && !Array.isArray(v) && (typeof v.id === "string" || Number.isInteger(v.id)) && v.jsonrpc === "2.0" && v.method === "tasks/get" && J_TaskQueryParams(v.params);
}
function J_GetTaskRequest$faults(v, visit) {
	return (typeof v.id === "string" || Number.isInteger(v.id) || visit(0, v.id)) && (v.jsonrpc === "2.0" || visit(1, v.jsonrpc)) && (v.method === "tasks/get" || visit(2, v.method)) && (J_TaskQueryParams(v.params) || visit(3, v.params));
}
function J_TaskIdParams(v) {
	return typeof v === "object" && v !== null && !Array.isArray(v) && typeof v.id === "string" && (v.metadata === undefined || typeof v.metadata === "object" && v.metadata !== null && !Array.isArray(v.metadata));
}
function J_TaskIdParams$faults(v, visit) {
	return (typeof v.id === "string" || visit(0, v.id)) && (v.metadata === undefined || typeof v.metadata === "object" && v.metadata !== null && !Array.isArray(v.metadata) || visit(1, v.metadata));
}
function J_CancelTaskRequest(v) {
	return typeof v === "object" && v !== null && !Array.isArray(v) && (typeof v.id === "string" || Number.isInteger(v.id)) && v.jsonrpc === "2.0" && v.method === "tasks/cancel" && J_TaskIdParams(v.params);
}
function J_CancelTaskRequest$faults(v, visit) {
	return (typeof v.id === "string" || Number.isInteger(v.id) || visit(0, v.id)) && (v.jsonrpc === "2.0" || visit(1, v.jsonrpc)) && (v.method === "tasks/cancel" || visit(2, v.method)) && (J_TaskIdParams(v.params) || visit(3, v.params));
}
function J_TaskPushNotificationConfig(v) {
	return typeof v === "object" && v !== null && !Array.isArray(v) && J_PushNotificationConfig(v.pushNotificationConfig) && typeof v.taskId === "string";
}
function J_TaskPushNotificationConfig$faults(v, visit) {
	return (J_PushNotificationConfig(v.pushNotificationConfig) || visit(0, v.pushNotificationConfig)) && (typeof v.taskId === "string" || visit(1, v.taskId));
}
function J_SetTaskPushNotificationConfigRequest(v) {
	return typeof v === "object" && v !== null && !Array.isArray(v) && (typeof v.id === "string" || Number.isInteger(v.id)) && v.jsonrpc === "2.0" && v.method === "tasks/pushNotificationConfig/set" && J_TaskPushNotificationConfig(v.params);
}
function J_SetTaskPushNotificationConfigRequest$faults(v, visit) {
	return (typeof v.id === "string" || Number.isInteger(v.id) || visit(0, v.id)) && (v.jsonrpc === "2.0" || visit(1, v.jsonrpc)) && (v.method === "tasks/pushNotificationConfig/set" || visit(2, v.method)) && (J_TaskPushNotificationConfig(v.params) || visit(3, v.params));
}
function J_GetTaskPushNotificationConfigParams(v) {
	return typeof v === "object" && v !== null && !Array.isArray(v) && typeof v.id === "string" && (v.metadata === undefined || typeof v.metadata === "object" && v.metadata !== null && !Array.isArray(v.metadata)) && (v.pushNotificationConfigId === undefined || typeof v.pushNotificationConfigId === "string");
}
function J_GetTaskPushNotificationConfigParams$faults(v, visit) {
	return (typeof v.id === "string" || visit(0, v.id)) && (v.metadata === undefined || typeof v.metadata === "object" && v.metadata !== null && !Array.isArray(v.metadata) || visit(1, v.metadata)) && (v.pushNotificationConfigId === undefined || typeof v.pushNotificationConfigId === "string" || visit(2, v.pushNotificationConfigId));
}
function J_GetTaskPushNotificationConfigRequest(v) {
	return typeof v === "object" && v !== null && !Array.isArray(v) && (typeof v.id === "string" || Number.isInteger(v.id)) && v.jsonrpc === "2.0" && v.method === "tasks/pushNotificationConfig/get" && (J_TaskIdParams(v.params) || J_GetTaskPushNotificationConfigParams(v.params));
}
function J_GetTaskPushNotificationConfigRequest$faults(v, visit) {
	return (typeof v.id === "string" || Number.isInteger(v.id) || visit(0, v.id)) && (v.jsonrpc === "2.0" || visit(1, v.jsonrpc)) && (v.method === "tasks/pushNotificationConfig/get" || visit(2, v.method)) && (J_TaskIdParams(v.params) || J_GetTaskPushNotificationConfigParams(v.params) || visit(3, v.params));
}
function J_TaskResubscriptionRequest(v) {
	return typeof v === "object" && v !== null && !Array.isArray(v) && (typeof v.id === "string" || Number.isInteger(v.id)) && v.jsonrpc === "2.0" && v.method === "tasks/resubscribe" && J_TaskIdParams(v.params);
}
function J_TaskResubscriptionRequest$faults(v, visit) {
	return (typeof v.id === "string" || Number.isInteger(v.id) || visit(0, v.id)) && (v.jsonrpc === "2.0" || visit(1, v.jsonrpc)) && (v.method === "tasks/resubscribe" || visit(2, v.method)) && (J_TaskIdParams(v.params) || visit(3, v.params));
}
function J_ListTaskPushNotificationConfigParams(v) {
	return typeof v === "object" && v !== null && !Array.isArray(v) && typeof v.id === "string" && (v.metadata === undefined || typeof v.metadata === "object" && v.metadata !== null && !Array.isArray(v.metadata));
}
function J_ListTaskPushNotificationConfigParams$faults(v, visit) {
	return (typeof v.id === "string" || visit(0, v.id)) && (v.metadata === undefined || typeof v.metadata === "object" && v.metadata !== null && !Array.isArray(v.metadata) || visit(1, v.metadata));
}
function J_ListTaskPushNotificationConfigRequest(v) {
	return typeof v === "object" && v !== null && !Array.isArray(v) && (typeof v.id === "string" || Number.isInteger(v.id)) && v.jsonrpc === "2.0" && v.method === "tasks/pushNotificationConfig/list" && J_ListTaskPushNotificationConfigParams(v.params);
}
function J_ListTaskPushNotificationConfigRequest$faults(v, visit) {
	return (typeof v.id === "string" || Number.isInteger(v.id) || visit(0, v.id)) && (v.jsonrpc === "2.0" || visit(1, v.jsonrpc)) && (v.method === "tasks/pushNotificationConfig/list" || visit(2, v.method)) && (J_ListTaskPushNotificationConfigParams(v.params) || visit(3, v.params));
}
function J_DeleteTaskPushNotificationConfigParams(v) {
	return typeof v === "object" && v !== null && !Array.isArray(v) && typeof v.id === "string" && (v.metadata === undefined || typeof v.metadata === "object" && v.metadata !== null && !Array.isArray(v.metadata)) && typeof v.pushNotificationConfigId === "string";
}
function J_DeleteTaskPushNotificationConfigParams$faults(v, visit) {
	return (typeof v.id === "string" || visit(0, v.id)) && (v.metadata === undefined || typeof v.metadata === "object" && v.metadata !== null && !Array.isArray(v.metadata) || visit(1, v.metadata)) && (typeof v.pushNotificationConfigId === "string" || visit(2, v.pushNotificationConfigId));
}
function J_DeleteTaskPushNotificationConfigRequest(v) {
	return typeof v === "object" && v !== null && !Array.isArray(v) && (typeof v.id === "string" || Number.isInteger(v.id)) && v.jsonrpc === "2.0" && v.method === "tasks/pushNotificationConfig/delete" && J_DeleteTaskPushNotificationConfigParams(v.params);
}
function J_DeleteTaskPushNotificationConfigRequest$faults(v, visit) {
	return (typeof v.id === "string" || Number.isInteger(v.id) || visit(0, v.id)) && (v.jsonrpc === "2.0" || visit(1, v.jsonrpc)) && (v.method === "tasks/pushNotificationConfig/delete" || visit(2, v.method)) && (J_DeleteTaskPushNotificationConfigParams(v.params) || visit(3, v.params));
}
function J_GetAuthenticatedExtendedCardRequest(v) {
	return typeof v === "object" && v !== null && !Array.isArray(v) && (typeof v.id === "string" || Number.isInteger(v.id)) && v.jsonrpc === "2.0" && v.method === "agent/getAuthenticatedExtendedCard";
}
function J_GetAuthenticatedExtendedCardRequest$faults(v, visit) {
	return (typeof v.id === "string" || Number.isInteger(v.id) || visit(0, v.id)) && (v.jsonrpc === "2.0" || visit(1, v.jsonrpc)) && (v.method === "agent/getAuthenticatedExtendedCard" || visit(2, v.method));
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
function J_APIKeySecurityScheme$faults(v, visit) {
	return (v.description === undefined || typeof v.description === "string" || visit(0, v.description)) && (v.in === "cookie" || v.in === "header" || v.in === "query" || visit(1, v.in)) && (typeof v.name === "string" || visit(2, v.name)) && (v.type === "apiKey" || visit(3, v.type));
}
function J_AgentExtension(v) {
	return typeof v === "object" && v !== null && !Array.isArray(v) && (v.description === undefined || typeof v.description === "string") && (v.params === undefined || typeof v.params === "object" && v.params !== null && !Array.isArray(v.params)) && (v.required === undefined || typeof v.required === "boolean") && typeof v.uri === "string";
}
function J_AgentExtension$faults(v, visit) {
	return (v.description === undefined || typeof v.description === "string" || visit(0, v.description)) && (v.params === undefined || typeof v.params === "object" && v.params !== null && !Array.isArray(v.params) || visit(1, v.params)) && (v.required === undefined || typeof v.required === "boolean" || visit(2, v.required)) && (typeof v.uri === "string" || visit(3, v.uri));
}
function J_AgentCapabilities(v) {
	return typeof v === "object" && v !== null && !Array.isArray(v) && (v.extensions === undefined || J_AgentCapabilities$1(v.extensions)) && (v.pushNotifications === undefined || typeof v.pushNotifications === "boolean") && (v.stateTransitionHistory === undefined || typeof v.stateTransitionHistory === "boolean") && (v.streaming === undefined || typeof v.streaming === "boolean");
}
function J_AgentCapabilities$faults(v, visit) {
	return (v.extensions === undefined || J_AgentCapabilities$2(v.extensions) || visit(0, v.extensions)) && (v.pushNotifications === undefined || typeof v.pushNotifications === "boolean" || visit(1, v.pushNotifications)) && (v.stateTransitionHistory === undefined || typeof v.stateTransitionHistory === "boolean" || visit(2, v.stateTransitionHistory)) && (v.streaming === undefined || typeof v.streaming === "boolean" || visit(3, v.streaming));
}
function J_AgentCapabilities$1(v) {
	if (!Array.isArray(v)) return false;
	for (let i = 0; i < v.length; i++) if (!J_AgentExtension(v[i])) return false;
	return true;
}
function J_AgentCapabilities$2(v) {
	if (!Array.isArray(v)) return false;
	for (let i = 0; i < v.length; i++) if (!J_AgentExtension(v[i])) return false;
	return true;
}
function J_AgentInterface(v) {
	return typeof v === "object" && v !== null && !Array.isArray(v) && typeof v.transport === "string" && typeof v.url === "string";
}
function J_AgentInterface$faults(v, visit) {
	return (typeof v.transport === "string" || visit(0, v.transport)) && (typeof v.url === "string" || visit(1, v.url));
}
function J_AgentProvider(v) {
	return typeof v === "object" && v !== null && !Array.isArray(v) && typeof v.organization === "string" && typeof v.url === "string";
}
function J_AgentProvider$faults(v, visit) {
	return (typeof v.organization === "string" || visit(0, v.organization)) && (typeof v.url === "string" || visit(1, v.url));
}
function J_HTTPAuthSecurityScheme(v) {
	return typeof v === "object" && v !== null && !Array.isArray(v) && (v.bearerFormat === undefined || typeof v.bearerFormat === "string") && (v.description === undefined || typeof v.description === "string") && typeof v.scheme === "string" && v.type === "http";
}
function J_HTTPAuthSecurityScheme$faults(v, visit) {
	return (v.bearerFormat === undefined || typeof v.bearerFormat === "string" || visit(0, v.bearerFormat)) && (v.description === undefined || typeof v.description === "string" || visit(1, v.description)) && (typeof v.scheme === "string" || visit(2, v.scheme)) && (v.type === "http" || visit(3, v.type));
}
function J_AuthorizationCodeOAuthFlow(v) {
	return typeof v === "object" && v !== null && !Array.isArray(v) && typeof v.authorizationUrl === "string" && (v.refreshUrl === undefined || typeof v.refreshUrl === "string") && J_AuthorizationCodeOAuthFlow$1(v.scopes) && typeof v.tokenUrl === "string";
}
function J_AuthorizationCodeOAuthFlow$faults(v, visit) {
	return (typeof v.authorizationUrl === "string" || visit(0, v.authorizationUrl)) && (v.refreshUrl === undefined || typeof v.refreshUrl === "string" || visit(1, v.refreshUrl)) && (J_AuthorizationCodeOAuthFlow$2(v.scopes) || visit(2, v.scopes)) && (typeof v.tokenUrl === "string" || visit(3, v.tokenUrl));
}
function J_AuthorizationCodeOAuthFlow$1(v) {
	if (!(typeof v === "object" && v !== null && !Array.isArray(v))) return false;
	for (const k in v) {
		if (!(typeof v[k] === "string")) return false;
	}
	return true;
}
function J_AuthorizationCodeOAuthFlow$2(v) {
	if (!(typeof v === "object" && v !== null && !Array.isArray(v))) return false;
	for (const k in v) {
		if (!(typeof v[k] === "string")) return false;
	}
	return true;
}
function J_ClientCredentialsOAuthFlow(v) {
	return typeof v === "object" && v !== null && !Array.isArray(v) && (v.refreshUrl === undefined || typeof v.refreshUrl === "string") && J_ClientCredentialsOAuthFlow$1(v.scopes) && typeof v.tokenUrl === "string";
}
function J_ClientCredentialsOAuthFlow$faults(v, visit) {
	return (v.refreshUrl === undefined || typeof v.refreshUrl === "string" || visit(0, v.refreshUrl)) && (J_ClientCredentialsOAuthFlow$2(v.scopes) || visit(1, v.scopes)) && (typeof v.tokenUrl === "string" || visit(2, v.tokenUrl));
}
function J_ClientCredentialsOAuthFlow$1(v) {
	if (!(typeof v === "object" && v !== null && !Array.isArray(v))) return false;
	for (const k in v) {
		if (!(typeof v[k] === "string")) return false;
	}
	return true;
}
function J_ClientCredentialsOAuthFlow$2(v) {
	if (!(typeof v === "object" && v !== null && !Array.isArray(v))) return false;
	for (const k in v) {
		if (!(typeof v[k] === "string")) return false;
	}
	return true;
}
function J_ImplicitOAuthFlow(v) {
	return typeof v === "object" && v !== null && !Array.isArray(v) && typeof v.authorizationUrl === "string" && (v.refreshUrl === undefined || typeof v.refreshUrl === "string") && J_ImplicitOAuthFlow$1(v.scopes);
}
function J_ImplicitOAuthFlow$faults(v, visit) {
	return (typeof v.authorizationUrl === "string" || visit(0, v.authorizationUrl)) && (v.refreshUrl === undefined || typeof v.refreshUrl === "string" || visit(1, v.refreshUrl)) && (J_ImplicitOAuthFlow$2(v.scopes) || visit(2, v.scopes));
}
function J_ImplicitOAuthFlow$1(v) {
	if (!(typeof v === "object" && v !== null && !Array.isArray(v))) return false;
	for (const k in v) {
		if (!(typeof v[k] === "string")) return false;
	}
	return true;
}
function J_ImplicitOAuthFlow$2(v) {
	if (!(typeof v === "object" && v !== null && !Array.isArray(v))) return false;
	for (const k in v) {
		if (!(typeof v[k] === "string")) return false;
	}
	return true;
}
function J_PasswordOAuthFlow(v) {
	return typeof v === "object" && v !== null && !Array.isArray(v) && (v.refreshUrl === undefined || typeof v.refreshUrl === "string") && J_PasswordOAuthFlow$1(v.scopes) && typeof v.tokenUrl === "string";
}
function J_PasswordOAuthFlow$faults(v, visit) {
	return (v.refreshUrl === undefined || typeof v.refreshUrl === "string" || visit(0, v.refreshUrl)) && (J_PasswordOAuthFlow$2(v.scopes) || visit(1, v.scopes)) && (typeof v.tokenUrl === "string" || visit(2, v.tokenUrl));
}
function J_PasswordOAuthFlow$1(v) {
	if (!(typeof v === "object" && v !== null && !Array.isArray(v))) return false;
	for (const k in v) {
		if (!(typeof v[k] === "string")) return false;
	}
	return true;
}
function J_PasswordOAuthFlow$2(v) {
	if (!(typeof v === "object" && v !== null && !Array.isArray(v))) return false;
	for (const k in v) {
		if (!(typeof v[k] === "string")) return false;
	}
	return true;
}
function J_OAuthFlows(v) {
	return typeof v === "object" && v !== null && !Array.isArray(v) && (v.authorizationCode === undefined || J_AuthorizationCodeOAuthFlow(v.authorizationCode)) && (v.clientCredentials === undefined || J_ClientCredentialsOAuthFlow(v.clientCredentials)) && (v.implicit === undefined || J_ImplicitOAuthFlow(v.implicit)) && (v.password === undefined || J_PasswordOAuthFlow(v.password));
}
function J_OAuthFlows$faults(v, visit) {
	return (v.authorizationCode === undefined || J_AuthorizationCodeOAuthFlow(v.authorizationCode) || visit(0, v.authorizationCode)) && (v.clientCredentials === undefined || J_ClientCredentialsOAuthFlow(v.clientCredentials) || visit(1, v.clientCredentials)) && (v.implicit === undefined || J_ImplicitOAuthFlow(v.implicit) || visit(2, v.implicit)) && (v.password === undefined || J_PasswordOAuthFlow(v.password) || visit(3, v.password));
}
function J_OAuth2SecurityScheme(v) {
	return typeof v === "object" && v !== null && !Array.isArray(v) && (v.description === undefined || typeof v.description === "string") && J_OAuthFlows(v.flows) && (v.oauth2MetadataUrl === undefined || typeof v.oauth2MetadataUrl === "string") && v.type === "oauth2";
}
function J_OAuth2SecurityScheme$faults(v, visit) {
	return (v.description === undefined || typeof v.description === "string" || visit(0, v.description)) && (J_OAuthFlows(v.flows) || visit(1, v.flows)) && (v.oauth2MetadataUrl === undefined || typeof v.oauth2MetadataUrl === "string" || visit(2, v.oauth2MetadataUrl)) && (v.type === "oauth2" || visit(3, v.type));
}
function J_OpenIdConnectSecurityScheme(v) {
	return typeof v === "object" && v !== null && !Array.isArray(v) && (v.description === undefined || typeof v.description === "string") && typeof v.openIdConnectUrl === "string" && v.type === "openIdConnect";
}
function J_OpenIdConnectSecurityScheme$faults(v, visit) {
	return (v.description === undefined || typeof v.description === "string" || visit(0, v.description)) && (typeof v.openIdConnectUrl === "string" || visit(1, v.openIdConnectUrl)) && (v.type === "openIdConnect" || visit(2, v.type));
}
function J_MutualTLSSecurityScheme(v) {
	return typeof v === "object" && v !== null && !Array.isArray(v) && (v.description === undefined || typeof v.description === "string") && v.type === "mutualTLS";
}
function J_MutualTLSSecurityScheme$faults(v, visit) {
	return (v.description === undefined || typeof v.description === "string" || visit(0, v.description)) && (v.type === "mutualTLS" || visit(1, v.type));
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
function J_AgentCardSignature$faults(v, visit) {
	return (v.header === undefined || typeof v.header === "object" && v.header !== null && !Array.isArray(v.header) || visit(0, v.header)) && (typeof v.protected === "string" || visit(1, v.protected)) && (typeof v.signature === "string" || visit(2, v.signature));
}
function J_AgentSkill(v) {
	return typeof v === "object" && v !== null && !Array.isArray(v) && typeof v.description === "string" && (v.examples === undefined || J_AgentSkill$1(v.examples)) && typeof v.id === "string" && (v.inputModes === undefined || J_AgentSkill$2(v.inputModes)) && typeof v.name === "string" && (v.outputModes === undefined || J_AgentSkill$3(v.outputModes)) && (v.security === undefined || J_AgentSkill$6(v.security)) && J_AgentSkill$7(v.tags);
}
function J_AgentSkill$faults(v, visit) {
	return (typeof v.description === "string" || visit(0, v.description)) && (v.examples === undefined || J_AgentSkill$8(v.examples) || visit(1, v.examples)) && (typeof v.id === "string" || visit(2, v.id)) && (v.inputModes === undefined || J_AgentSkill$9(v.inputModes) || visit(3, v.inputModes)) && (typeof v.name === "string" || visit(4, v.name)) && (v.outputModes === undefined || J_AgentSkill$10(v.outputModes) || visit(5, v.outputModes)) && (v.security === undefined || J_AgentSkill$13(v.security) || visit(6, v.security)) && (J_AgentSkill$14(v.tags) || visit(7, v.tags));
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
function J_AgentSkill$8(v) {
	if (!Array.isArray(v)) return false;
	for (let i = 0; i < v.length; i++) if (!(typeof v[i] === "string")) return false;
	return true;
}
function J_AgentSkill$9(v) {
	if (!Array.isArray(v)) return false;
	for (let i = 0; i < v.length; i++) if (!(typeof v[i] === "string")) return false;
	return true;
}
function J_AgentSkill$10(v) {
	if (!Array.isArray(v)) return false;
	for (let i = 0; i < v.length; i++) if (!(typeof v[i] === "string")) return false;
	return true;
}
function J_AgentSkill$11(v) {
	if (!Array.isArray(v)) return false;
	for (let i = 0; i < v.length; i++) if (!(typeof v[i] === "string")) return false;
	return true;
}
function J_AgentSkill$12(v) {
	if (!(typeof v === "object" && v !== null && !Array.isArray(v))) return false;
	for (const k in v) {
		if (!J_AgentSkill$11(v[k])) return false;
	}
	return true;
}
function J_AgentSkill$13(v) {
	if (!Array.isArray(v)) return false;
	for (let i = 0; i < v.length; i++) if (!J_AgentSkill$12(v[i])) return false;
	return true;
}
function J_AgentSkill$14(v) {
	if (!Array.isArray(v)) return false;
	for (let i = 0; i < v.length; i++) if (!(typeof v[i] === "string")) return false;
	return true;
}
function J_AgentCard(v) {
	if (!(typeof v === "object" && v !== null && !Array.isArray(v))) return false;
	if (!(v.additionalInterfaces === undefined || J_AgentCard$1(v.additionalInterfaces))) return false;
	if (!J_AgentCapabilities(v.capabilities)) return false;
	if (!J_AgentCard$2(v.defaultInputModes)) return false;
	if (!J_AgentCard$3(v.defaultOutputModes)) return false;
	if (!(typeof v.description === "string")) return false;
	if (!(v.documentationUrl === undefined || typeof v.documentationUrl === "string")) return false;
	if (!(v.iconUrl === undefined || typeof v.iconUrl === "string")) return false;
	if (!(typeof v.name === "string")) return false;
	if (!(v.preferredTransport === undefined || typeof v.preferredTransport === "string")) return false;
	if (!(typeof v.protocolVersion === "string")) return false;
	if (!(v.provider === undefined || J_AgentProvider(v.provider))) return false;
	if (!(v.security === undefined || J_AgentCard$6(v.security))) return false;
	if (!(v.securitySchemes === undefined || J_AgentCard$7(v.securitySchemes))) return false;
	if (!(v.signatures === undefined || J_AgentCard$8(v.signatures))) return false;
	if (!J_AgentCard$9(v.skills)) return false;
	if (!(v.supportsAuthenticatedExtendedCard === undefined || typeof v.supportsAuthenticatedExtendedCard === "boolean")) return false;
	if (!(typeof v.url === "string")) return false;
	if (!(typeof v.version === "string")) return false;
	return true;
}
function J_AgentCard$faults(v, visit) {
	if (!(v.additionalInterfaces === undefined || J_AgentCard$10(v.additionalInterfaces) || visit(0, v.additionalInterfaces))) return false;
	if (!(J_AgentCapabilities(v.capabilities) || visit(1, v.capabilities))) return false;
	if (!(J_AgentCard$11(v.defaultInputModes) || visit(2, v.defaultInputModes))) return false;
	if (!(J_AgentCard$12(v.defaultOutputModes) || visit(3, v.defaultOutputModes))) return false;
	if (!(typeof v.description === "string" || visit(4, v.description))) return false;
	if (!(v.documentationUrl === undefined || typeof v.documentationUrl === "string" || visit(5, v.documentationUrl))) return false;
	if (!(v.iconUrl === undefined || typeof v.iconUrl === "string" || visit(6, v.iconUrl))) return false;
	if (!(typeof v.name === "string" || visit(7, v.name))) return false;
	if (!(v.preferredTransport === undefined || typeof v.preferredTransport === "string" || visit(8, v.preferredTransport))) return false;
	if (!(typeof v.protocolVersion === "string" || visit(9, v.protocolVersion))) return false;
	if (!(v.provider === undefined || J_AgentProvider(v.provider) || visit(10, v.provider))) return false;
	if (!(v.security === undefined || J_AgentCard$15(v.security) || visit(11, v.security))) return false;
	if (!(v.securitySchemes === undefined || J_AgentCard$16(v.securitySchemes) || visit(12, v.securitySchemes))) return false;
	if (!(v.signatures === undefined || J_AgentCard$17(v.signatures) || visit(13, v.signatures))) return false;
	if (!(J_AgentCard$18(v.skills) || visit(14, v.skills))) return false;
	if (!(v.supportsAuthenticatedExtendedCard === undefined || typeof v.supportsAuthenticatedExtendedCard === "boolean" || visit(15, v.supportsAuthenticatedExtendedCard))) return false;
	if (!(typeof v.url === "string" || visit(16, v.url))) return false;
	if (!(typeof v.version === "string" || visit(17, v.version))) return false;
	return true;
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
function J_AgentCard$10(v) {
	if (!Array.isArray(v)) return false;
	for (let i = 0; i < v.length; i++) if (!J_AgentInterface(v[i])) return false;
	return true;
}
function J_AgentCard$11(v) {
	if (!Array.isArray(v)) return false;
	for (let i = 0; i < v.length; i++) if (!(typeof v[i] === "string")) return false;
	return true;
}
function J_AgentCard$12(v) {
	if (!Array.isArray(v)) return false;
	for (let i = 0; i < v.length; i++) if (!(typeof v[i] === "string")) return false;
	return true;
}
function J_AgentCard$13(v) {
	if (!Array.isArray(v)) return false;
	for (let i = 0; i < v.length; i++) if (!(typeof v[i] === "string")) return false;
	return true;
}
function J_AgentCard$14(v) {
	if (!(typeof v === "object" && v !== null && !Array.isArray(v))) return false;
	for (const k in v) {
		if (!J_AgentCard$13(v[k])) return false;
	}
	return true;
}
function J_AgentCard$15(v) {
	if (!Array.isArray(v)) return false;
	for (let i = 0; i < v.length; i++) if (!J_AgentCard$14(v[i])) return false;
	return true;
}
function J_AgentCard$16(v) {
	if (!(typeof v === "object" && v !== null && !Array.isArray(v))) return false;
	for (const k in v) {
		if (!J_SecurityScheme(v[k])) return false;
	}
	return true;
}
function J_AgentCard$17(v) {
	if (!Array.isArray(v)) return false;
	for (let i = 0; i < v.length; i++) if (!J_AgentCardSignature(v[i])) return false;
	return true;
}
function J_AgentCard$18(v) {
	if (!Array.isArray(v)) return false;
	for (let i = 0; i < v.length; i++) if (!J_AgentSkill(v[i])) return false;
	return true;
}
function J_Artifact(v) {
	return typeof v === "object" && v !== null && !Array.isArray(v) && typeof v.artifactId === "string" && (v.description === undefined || typeof v.description === "string") && (v.extensions === undefined || J_Artifact$1(v.extensions)) && (v.metadata === undefined || typeof v.metadata === "object" && v.metadata !== null && !Array.isArray(v.metadata)) && (v.name === undefined || typeof v.name === "string") && J_Artifact$2(v.parts);
}
function J_Artifact$faults(v, visit) {
	return (typeof v.artifactId === "string" || visit(0, v.artifactId)) && (v.description === undefined || typeof v.description === "string" || visit(1, v.description)) && (v.extensions === undefined || J_Artifact$3(v.extensions) || visit(2, v.extensions)) && (v.metadata === undefined || typeof v.metadata === "object" && v.metadata !== null && !Array.isArray(v.metadata) || visit(3, v.metadata)) && (v.name === undefined || typeof v.name === "string" || visit(4, v.name)) && (J_Artifact$4(v.parts) || visit(5, v.parts));
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
function J_Artifact$3(v) {
	if (!Array.isArray(v)) return false;
	for (let i = 0; i < v.length; i++) if (!(typeof v[i] === "string")) return false;
	return true;
}
function J_Artifact$4(v) {
	if (!Array.isArray(v)) return false;
	for (let i = 0; i < v.length; i++) if (!J_Part(v[i])) return false;
	return true;
}
function J_JSONRPCError(v) {
	return typeof v === "object" && v !== null && !Array.isArray(v) && Number.isInteger(v.code) && typeof v.message === "string";
}
function J_JSONRPCError$faults(v, visit) {
	return (Number.isInteger(v.code) || visit(0, v.code)) && (typeof v.message === "string" || visit(2, v.message));
}
function J_JSONRPCErrorResponse(v) {
	return typeof v === "object" && v !== null && !Array.isArray(v) && (J_JSONRPCError(v.error) || J_JSONParseError(v.error) || J_InvalidRequestError(v.error) || J_MethodNotFoundError(v.error) || J_InvalidParamsError(v.error) || J_InternalError(v.error) || J_TaskNotFoundError(v.error) || J_TaskNotCancelableError(v.error) || J_PushNotificationNotSupportedError(v.error) || J_UnsupportedOperationError(v.error) || J_ContentTypeNotSupportedError(v.error) || J_InvalidAgentResponseError(v.error) || J_AuthenticatedExtendedCardNotConfiguredError(v.error)) && (typeof v.id === "string" || Number.isInteger(v.id) || v.id === null) && v.jsonrpc === "2.0";
}
function J_JSONRPCErrorResponse$faults(v, visit) {
	return (J_JSONRPCError(v.error) || J_JSONParseError(v.error) || J_InvalidRequestError(v.error) || J_MethodNotFoundError(v.error) || J_InvalidParamsError(v.error) || J_InternalError(v.error) || J_TaskNotFoundError(v.error) || J_TaskNotCancelableError(v.error) || J_PushNotificationNotSupportedError(v.error) || J_UnsupportedOperationError(v.error) || J_ContentTypeNotSupportedError(v.error) || J_InvalidAgentResponseError(v.error) || J_AuthenticatedExtendedCardNotConfiguredError(v.error) || visit(0, v.error)) && (typeof v.id === "string" || Number.isInteger(v.id) || v.id === null || visit(1, v.id)) && (v.jsonrpc === "2.0" || visit(2, v.jsonrpc));
}
function J_TaskState(v) {
	return v === "submitted" || v === "working" || v === "input-required" || v === "completed" || v === "canceled" || v === "failed" || v === "rejected" || v === "auth-required" || v === "unknown";
}
function J_TaskStatus(v) {
	return typeof v === "object" && v !== null && !Array.isArray(v) && (v.message === undefined || J_Message(v.message)) && J_TaskState(v.state) && (v.timestamp === undefined || typeof v.timestamp === "string");
}
function J_TaskStatus$faults(v, visit) {
	return (v.message === undefined || J_Message(v.message) || visit(0, v.message)) && (J_TaskState(v.state) || visit(1, v.state)) && (v.timestamp === undefined || typeof v.timestamp === "string" || visit(2, v.timestamp));
}
function J_Task(v) {
	return typeof v === "object" && v !== null && !Array.isArray(v) && (v.artifacts === undefined || J_Task$1(v.artifacts)) && typeof v.contextId === "string" && (v.history === undefined || J_Task$2(v.history)) && typeof v.id === "string" && v.kind === "task" && (v.metadata === undefined || typeof v.metadata === "object" && v.metadata !== null && !Array.isArray(v.metadata)) && J_TaskStatus(v.status);
}
function J_Task$faults(v, visit) {
	return (v.artifacts === undefined || J_Task$3(v.artifacts) || visit(0, v.artifacts)) && (typeof v.contextId === "string" || visit(1, v.contextId)) && (v.history === undefined || J_Task$4(v.history) || visit(2, v.history)) && (typeof v.id === "string" || visit(3, v.id)) && (v.kind === "task" || visit(4, v.kind)) && (v.metadata === undefined || typeof v.metadata === "object" && v.metadata !== null && !Array.isArray(v.metadata) || visit(5, v.metadata)) && (J_TaskStatus(v.status) || visit(6, v.status));
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
function J_Task$3(v) {
	if (!Array.isArray(v)) return false;
	for (let i = 0; i < v.length; i++) if (!J_Artifact(v[i])) return false;
	return true;
}
function J_Task$4(v) {
	if (!Array.isArray(v)) return false;
	for (let i = 0; i < v.length; i++) if (!J_Message(v[i])) return false;
	return true;
}
function J_CancelTaskSuccessResponse(v) {
	return typeof v === "object" && v !== null && !Array.isArray(v) && (typeof v.id === "string" || Number.isInteger(v.id) || v.id === null) && v.jsonrpc === "2.0" && J_Task(v.result);
}
function J_CancelTaskSuccessResponse$faults(v, visit) {
	return (typeof v.id === "string" || Number.isInteger(v.id) || v.id === null || visit(0, v.id)) && (v.jsonrpc === "2.0" || visit(1, v.jsonrpc)) && (J_Task(v.result) || visit(2, v.result));
}
function J_CancelTaskResponse(v) {
	return J_JSONRPCErrorResponse(v) || J_CancelTaskSuccessResponse(v);
}
function J_DeleteTaskPushNotificationConfigSuccessResponse(v) {
	return typeof v === "object" && v !== null && !Array.isArray(v) && (typeof v.id === "string" || Number.isInteger(v.id) || v.id === null) && v.jsonrpc === "2.0" && v.result === null;
}
function J_DeleteTaskPushNotificationConfigSuccessResponse$faults(v, visit) {
	return (typeof v.id === "string" || Number.isInteger(v.id) || v.id === null || visit(0, v.id)) && (v.jsonrpc === "2.0" || visit(1, v.jsonrpc)) && (v.result === null || visit(2, v.result));
}
function J_DeleteTaskPushNotificationConfigResponse(v) {
	return J_JSONRPCErrorResponse(v) || J_DeleteTaskPushNotificationConfigSuccessResponse(v);
}
function J_FileBase(v) {
	return typeof v === "object" && v !== null && !Array.isArray(v) && (v.mimeType === undefined || typeof v.mimeType === "string") && (v.name === undefined || typeof v.name === "string");
}
function J_FileBase$faults(v, visit) {
	return (v.mimeType === undefined || typeof v.mimeType === "string" || visit(0, v.mimeType)) && (v.name === undefined || typeof v.name === "string" || visit(1, v.name));
}
function J_GetAuthenticatedExtendedCardSuccessResponse(v) {
	return typeof v === "object" && v !== null && !Array.isArray(v) && (typeof v.id === "string" || Number.isInteger(v.id) || v.id === null) && v.jsonrpc === "2.0" && J_AgentCard(v.result);
}
function J_GetAuthenticatedExtendedCardSuccessResponse$faults(v, visit) {
	return (typeof v.id === "string" || Number.isInteger(v.id) || v.id === null || visit(0, v.id)) && (v.jsonrpc === "2.0" || visit(1, v.jsonrpc)) && (J_AgentCard(v.result) || visit(2, v.result));
}
function J_GetAuthenticatedExtendedCardResponse(v) {
	return J_JSONRPCErrorResponse(v) || J_GetAuthenticatedExtendedCardSuccessResponse(v);
}
function J_GetTaskPushNotificationConfigSuccessResponse(v) {
	return typeof v === "object" && v !== null && !Array.isArray(v) && (typeof v.id === "string" || Number.isInteger(v.id) || v.id === null) && v.jsonrpc === "2.0" && J_TaskPushNotificationConfig(v.result);
}
function J_GetTaskPushNotificationConfigSuccessResponse$faults(v, visit) {
	return (typeof v.id === "string" || Number.isInteger(v.id) || v.id === null || visit(0, v.id)) && (v.jsonrpc === "2.0" || visit(1, v.jsonrpc)) && (J_TaskPushNotificationConfig(v.result) || visit(2, v.result));
}
function J_GetTaskPushNotificationConfigResponse(v) {
	return J_JSONRPCErrorResponse(v) || J_GetTaskPushNotificationConfigSuccessResponse(v);
}
function J_GetTaskSuccessResponse(v) {
	return typeof v === "object" && v !== null && !Array.isArray(v) && (typeof v.id === "string" || Number.isInteger(v.id) || v.id === null) && v.jsonrpc === "2.0" && J_Task(v.result);
}
function J_GetTaskSuccessResponse$faults(v, visit) {
	return (typeof v.id === "string" || Number.isInteger(v.id) || v.id === null || visit(0, v.id)) && (v.jsonrpc === "2.0" || visit(1, v.jsonrpc)) && (J_Task(v.result) || visit(2, v.result));
}
function J_GetTaskResponse(v) {
	return J_JSONRPCErrorResponse(v) || J_GetTaskSuccessResponse(v);
}
function J_JSONRPCMessage(v) {
	return typeof v === "object" && v !== null && !Array.isArray(v) && (v.id === undefined || typeof v.id === "string" || Number.isInteger(v.id) || v.id === null) && v.jsonrpc === "2.0";
}
function J_JSONRPCMessage$faults(v, visit) {
	return (v.id === undefined || typeof v.id === "string" || Number.isInteger(v.id) || v.id === null || visit(0, v.id)) && (v.jsonrpc === "2.0" || visit(1, v.jsonrpc));
}
function J_JSONRPCRequest(v) {
	return typeof v === "object" && v !== null && !Array.isArray(v) && (v.id === undefined || typeof v.id === "string" || Number.isInteger(v.id) || v.id === null) && v.jsonrpc === "2.0" && typeof v.method === "string" && (v.params === undefined || typeof v.params === "object" && v.params !== null && !Array.isArray(v.params));
}
function J_JSONRPCRequest$faults(v, visit) {
	return (v.id === undefined || typeof v.id === "string" || Number.isInteger(v.id) || v.id === null || visit(0, v.id)) && (v.jsonrpc === "2.0" || visit(1, v.jsonrpc)) && (typeof v.method === "string" || visit(2, v.method)) && (v.params === undefined || typeof v.params === "object" && v.params !== null && !Array.isArray(v.params) || visit(3, v.params));
}
function J_SendMessageSuccessResponse(v) {
	return typeof v === "object" && v !== null && !Array.isArray(v) && (typeof v.id === "string" || Number.isInteger(v.id) || v.id === null) && v.jsonrpc === "2.0" && J_SendMessageSuccessResponse$1(v.result);
}
function J_SendMessageSuccessResponse$faults(v, visit) {
	return (typeof v.id === "string" || Number.isInteger(v.id) || v.id === null || visit(0, v.id)) && (v.jsonrpc === "2.0" || visit(1, v.jsonrpc)) && (J_SendMessageSuccessResponse$2(v.result) || visit(2, v.result));
}
function J_SendMessageSuccessResponse$1(v) {
	if (!(typeof v === "object" && v !== null && !Array.isArray(v))) return false;
	switch (v.kind) {
		case "task": return J_Task(v);
		case "message": return J_Message(v);
		default: return false;
	}
}
function J_SendMessageSuccessResponse$2(v) {
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
function J_TaskStatusUpdateEvent$faults(v, visit) {
	return (typeof v.contextId === "string" || visit(0, v.contextId)) && (typeof v.final === "boolean" || visit(1, v.final)) && (v.kind === "status-update" || visit(2, v.kind)) && (v.metadata === undefined || typeof v.metadata === "object" && v.metadata !== null && !Array.isArray(v.metadata) || visit(3, v.metadata)) && (J_TaskStatus(v.status) || visit(4, v.status)) && (typeof v.taskId === "string" || visit(5, v.taskId));
}
function J_TaskArtifactUpdateEvent(v) {
	return typeof v === "object" && v !== null && !Array.isArray(v) && (v.append === undefined || typeof v.append === "boolean") && J_Artifact(v.artifact) && typeof v.contextId === "string" && v.kind === "artifact-update" && (v.lastChunk === undefined || typeof v.lastChunk === "boolean") && (v.metadata === undefined || typeof v.metadata === "object" && v.metadata !== null && !Array.isArray(v.metadata)) && typeof v.taskId === "string";
}
function J_TaskArtifactUpdateEvent$faults(v, visit) {
	return (v.append === undefined || typeof v.append === "boolean" || visit(0, v.append)) && (J_Artifact(v.artifact) || visit(1, v.artifact)) && (typeof v.contextId === "string" || visit(2, v.contextId)) && (v.kind === "artifact-update" || visit(3, v.kind)) && (v.lastChunk === undefined || typeof v.lastChunk === "boolean" || visit(4, v.lastChunk)) && (v.metadata === undefined || typeof v.metadata === "object" && v.metadata !== null && !Array.isArray(v.metadata) || visit(5, v.metadata)) && (typeof v.taskId === "string" || visit(6, v.taskId));
}
function J_SendStreamingMessageSuccessResponse(v) {
	return typeof v === "object" && v !== null && !Array.isArray(v) && (typeof v.id === "string" || Number.isInteger(v.id) || v.id === null) && v.jsonrpc === "2.0" && J_SendStreamingMessageSuccessResponse$1(v.result);
}
function J_SendStreamingMessageSuccessResponse$faults(v, visit) {
	return (typeof v.id === "string" || Number.isInteger(v.id) || v.id === null || visit(0, v.id)) && (v.jsonrpc === "2.0" || visit(1, v.jsonrpc)) && (J_SendStreamingMessageSuccessResponse$2(v.result) || visit(2, v.result));
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
function J_SendStreamingMessageSuccessResponse$2(v) {
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
function J_SetTaskPushNotificationConfigSuccessResponse$faults(v, visit) {
	return (typeof v.id === "string" || Number.isInteger(v.id) || v.id === null || visit(0, v.id)) && (v.jsonrpc === "2.0" || visit(1, v.jsonrpc)) && (J_TaskPushNotificationConfig(v.result) || visit(2, v.result));
}
function J_ListTaskPushNotificationConfigSuccessResponse(v) {
	return typeof v === "object" && v !== null && !Array.isArray(v) && (typeof v.id === "string" || Number.isInteger(v.id) || v.id === null) && v.jsonrpc === "2.0" && J_ListTaskPushNotificationConfigSuccessResponse$1(v.result);
}
function J_ListTaskPushNotificationConfigSuccessResponse$faults(v, visit) {
	return (typeof v.id === "string" || Number.isInteger(v.id) || v.id === null || visit(0, v.id)) && (v.jsonrpc === "2.0" || visit(1, v.jsonrpc)) && (J_ListTaskPushNotificationConfigSuccessResponse$2(v.result) || visit(2, v.result));
}
function J_ListTaskPushNotificationConfigSuccessResponse$1(v) {
	if (!Array.isArray(v)) return false;
	for (let i = 0; i < v.length; i++) if (!J_TaskPushNotificationConfig(v[i])) return false;
	return true;
}
function J_ListTaskPushNotificationConfigSuccessResponse$2(v) {
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
function J_JSONRPCSuccessResponse$faults(v, visit) {
	return (typeof v.id === "string" || Number.isInteger(v.id) || v.id === null || visit(0, v.id)) && (v.jsonrpc === "2.0" || visit(1, v.jsonrpc)) && (v.result !== undefined || visit(2, v.result));
}
function J_ListTaskPushNotificationConfigResponse(v) {
	return J_JSONRPCErrorResponse(v) || J_ListTaskPushNotificationConfigSuccessResponse(v);
}
function J_PartBase(v) {
	return typeof v === "object" && v !== null && !Array.isArray(v) && (v.metadata === undefined || typeof v.metadata === "object" && v.metadata !== null && !Array.isArray(v.metadata));
}
function J_PartBase$faults(v, visit) {
	return v.metadata === undefined || typeof v.metadata === "object" && v.metadata !== null && !Array.isArray(v.metadata) || visit(0, v.metadata);
}
function J_SecuritySchemeBase(v) {
	return typeof v === "object" && v !== null && !Array.isArray(v) && (v.description === undefined || typeof v.description === "string");
}
function J_SecuritySchemeBase$faults(v, visit) {
	return v.description === undefined || typeof v.description === "string" || visit(0, v.description);
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
/**
* Every definition's accepting check, by its name in the JSON Schema; a loose object definition's with its
* faults, which call `visit(k, value)` for the props whose values break their rules (the check's own terms),
* in order, while visit answers true: the walk that explains a refusal visits only those props.
*/
const checks = {
	JSONParseError: [J_JSONParseError, J_JSONParseError$faults],
	InvalidRequestError: [J_InvalidRequestError, J_InvalidRequestError$faults],
	MethodNotFoundError: [J_MethodNotFoundError, J_MethodNotFoundError$faults],
	InvalidParamsError: [J_InvalidParamsError, J_InvalidParamsError$faults],
	InternalError: [J_InternalError, J_InternalError$faults],
	TaskNotFoundError: [J_TaskNotFoundError, J_TaskNotFoundError$faults],
	TaskNotCancelableError: [J_TaskNotCancelableError, J_TaskNotCancelableError$faults],
	PushNotificationNotSupportedError: [J_PushNotificationNotSupportedError, J_PushNotificationNotSupportedError$faults],
	UnsupportedOperationError: [J_UnsupportedOperationError, J_UnsupportedOperationError$faults],
	ContentTypeNotSupportedError: [J_ContentTypeNotSupportedError, J_ContentTypeNotSupportedError$faults],
	InvalidAgentResponseError: [J_InvalidAgentResponseError, J_InvalidAgentResponseError$faults],
	AuthenticatedExtendedCardNotConfiguredError: [J_AuthenticatedExtendedCardNotConfiguredError, J_AuthenticatedExtendedCardNotConfiguredError$faults],
	A2AError: J_A2AError,
	PushNotificationAuthenticationInfo: [J_PushNotificationAuthenticationInfo, J_PushNotificationAuthenticationInfo$faults],
	PushNotificationConfig: [J_PushNotificationConfig, J_PushNotificationConfig$faults],
	MessageSendConfiguration: [J_MessageSendConfiguration, J_MessageSendConfiguration$faults],
	TextPart: [J_TextPart, J_TextPart$faults],
	FileWithBytes: [J_FileWithBytes, J_FileWithBytes$faults],
	FileWithUri: [J_FileWithUri, J_FileWithUri$faults],
	FilePart: [J_FilePart, J_FilePart$faults],
	DataPart: [J_DataPart, J_DataPart$faults],
	Part: J_Part,
	Message: [J_Message, J_Message$faults],
	MessageSendParams: [J_MessageSendParams, J_MessageSendParams$faults],
	SendMessageRequest: [J_SendMessageRequest, J_SendMessageRequest$faults],
	SendStreamingMessageRequest: [J_SendStreamingMessageRequest, J_SendStreamingMessageRequest$faults],
	TaskQueryParams: [J_TaskQueryParams, J_TaskQueryParams$faults],
	GetTaskRequest: [J_GetTaskRequest, J_GetTaskRequest$faults],
	TaskIdParams: [J_TaskIdParams, J_TaskIdParams$faults],
	CancelTaskRequest: [J_CancelTaskRequest, J_CancelTaskRequest$faults],
	TaskPushNotificationConfig: [J_TaskPushNotificationConfig, J_TaskPushNotificationConfig$faults],
	SetTaskPushNotificationConfigRequest: [J_SetTaskPushNotificationConfigRequest, J_SetTaskPushNotificationConfigRequest$faults],
	GetTaskPushNotificationConfigParams: [J_GetTaskPushNotificationConfigParams, J_GetTaskPushNotificationConfigParams$faults],
	GetTaskPushNotificationConfigRequest: [J_GetTaskPushNotificationConfigRequest, J_GetTaskPushNotificationConfigRequest$faults],
	TaskResubscriptionRequest: [J_TaskResubscriptionRequest, J_TaskResubscriptionRequest$faults],
	ListTaskPushNotificationConfigParams: [J_ListTaskPushNotificationConfigParams, J_ListTaskPushNotificationConfigParams$faults],
	ListTaskPushNotificationConfigRequest: [J_ListTaskPushNotificationConfigRequest, J_ListTaskPushNotificationConfigRequest$faults],
	DeleteTaskPushNotificationConfigParams: [J_DeleteTaskPushNotificationConfigParams, J_DeleteTaskPushNotificationConfigParams$faults],
	DeleteTaskPushNotificationConfigRequest: [J_DeleteTaskPushNotificationConfigRequest, J_DeleteTaskPushNotificationConfigRequest$faults],
	GetAuthenticatedExtendedCardRequest: [J_GetAuthenticatedExtendedCardRequest, J_GetAuthenticatedExtendedCardRequest$faults],
	A2ARequest: J_A2ARequest,
	APIKeySecurityScheme: [J_APIKeySecurityScheme, J_APIKeySecurityScheme$faults],
	AgentExtension: [J_AgentExtension, J_AgentExtension$faults],
	AgentCapabilities: [J_AgentCapabilities, J_AgentCapabilities$faults],
	AgentInterface: [J_AgentInterface, J_AgentInterface$faults],
	AgentProvider: [J_AgentProvider, J_AgentProvider$faults],
	HTTPAuthSecurityScheme: [J_HTTPAuthSecurityScheme, J_HTTPAuthSecurityScheme$faults],
	AuthorizationCodeOAuthFlow: [J_AuthorizationCodeOAuthFlow, J_AuthorizationCodeOAuthFlow$faults],
	ClientCredentialsOAuthFlow: [J_ClientCredentialsOAuthFlow, J_ClientCredentialsOAuthFlow$faults],
	ImplicitOAuthFlow: [J_ImplicitOAuthFlow, J_ImplicitOAuthFlow$faults],
	PasswordOAuthFlow: [J_PasswordOAuthFlow, J_PasswordOAuthFlow$faults],
	OAuthFlows: [J_OAuthFlows, J_OAuthFlows$faults],
	OAuth2SecurityScheme: [J_OAuth2SecurityScheme, J_OAuth2SecurityScheme$faults],
	OpenIdConnectSecurityScheme: [J_OpenIdConnectSecurityScheme, J_OpenIdConnectSecurityScheme$faults],
	MutualTLSSecurityScheme: [J_MutualTLSSecurityScheme, J_MutualTLSSecurityScheme$faults],
	SecurityScheme: J_SecurityScheme,
	AgentCardSignature: [J_AgentCardSignature, J_AgentCardSignature$faults],
	AgentSkill: [J_AgentSkill, J_AgentSkill$faults],
	AgentCard: [J_AgentCard, J_AgentCard$faults],
	Artifact: [J_Artifact, J_Artifact$faults],
	JSONRPCError: [J_JSONRPCError, J_JSONRPCError$faults],
	JSONRPCErrorResponse: [J_JSONRPCErrorResponse, J_JSONRPCErrorResponse$faults],
	TaskState: J_TaskState,
	TaskStatus: [J_TaskStatus, J_TaskStatus$faults],
	Task: [J_Task, J_Task$faults],
	CancelTaskSuccessResponse: [J_CancelTaskSuccessResponse, J_CancelTaskSuccessResponse$faults],
	CancelTaskResponse: J_CancelTaskResponse,
	DeleteTaskPushNotificationConfigSuccessResponse: [J_DeleteTaskPushNotificationConfigSuccessResponse, J_DeleteTaskPushNotificationConfigSuccessResponse$faults],
	DeleteTaskPushNotificationConfigResponse: J_DeleteTaskPushNotificationConfigResponse,
	FileBase: [J_FileBase, J_FileBase$faults],
	GetAuthenticatedExtendedCardSuccessResponse: [J_GetAuthenticatedExtendedCardSuccessResponse, J_GetAuthenticatedExtendedCardSuccessResponse$faults],
	GetAuthenticatedExtendedCardResponse: J_GetAuthenticatedExtendedCardResponse,
	GetTaskPushNotificationConfigSuccessResponse: [J_GetTaskPushNotificationConfigSuccessResponse, J_GetTaskPushNotificationConfigSuccessResponse$faults],
	GetTaskPushNotificationConfigResponse: J_GetTaskPushNotificationConfigResponse,
	GetTaskSuccessResponse: [J_GetTaskSuccessResponse, J_GetTaskSuccessResponse$faults],
	GetTaskResponse: J_GetTaskResponse,
	JSONRPCMessage: [J_JSONRPCMessage, J_JSONRPCMessage$faults],
	JSONRPCRequest: [J_JSONRPCRequest, J_JSONRPCRequest$faults],
	SendMessageSuccessResponse: [J_SendMessageSuccessResponse, J_SendMessageSuccessResponse$faults],
	TaskStatusUpdateEvent: [J_TaskStatusUpdateEvent, J_TaskStatusUpdateEvent$faults],
	TaskArtifactUpdateEvent: [J_TaskArtifactUpdateEvent, J_TaskArtifactUpdateEvent$faults],
	SendStreamingMessageSuccessResponse: [J_SendStreamingMessageSuccessResponse, J_SendStreamingMessageSuccessResponse$faults],
	SetTaskPushNotificationConfigSuccessResponse: [J_SetTaskPushNotificationConfigSuccessResponse, J_SetTaskPushNotificationConfigSuccessResponse$faults],
	ListTaskPushNotificationConfigSuccessResponse: [J_ListTaskPushNotificationConfigSuccessResponse, J_ListTaskPushNotificationConfigSuccessResponse$faults],
	JSONRPCResponse: J_JSONRPCResponse,
	JSONRPCSuccessResponse: [J_JSONRPCSuccessResponse, J_JSONRPCSuccessResponse$faults],
	ListTaskPushNotificationConfigResponse: J_ListTaskPushNotificationConfigResponse,
	PartBase: [J_PartBase, J_PartBase$faults],
	SecuritySchemeBase: [J_SecuritySchemeBase, J_SecuritySchemeBase$faults],
	SendMessageResponse: J_SendMessageResponse,
	SendStreamingMessageResponse: J_SendStreamingMessageResponse,
	SetTaskPushNotificationConfigResponse: J_SetTaskPushNotificationConfigResponse,
	TransportProtocol: J_TransportProtocol
};
/** Names of the definitions (keys of `schemas`). */
export const definitionNames = Object.keys(checks);
/** Every definition's rules as data, read on the first refusal to explain it with zod's issues. */
const nodes = jsonNodes(() => JSON.parse(`{
	"JSONParseError":{
		"kind":"object",
		"mode":"loose",
		"props":[
			{"key":"code","value":{"kind":"literal","values":[-32700]}},
			{"key":"data","value":{"kind":"unknown"},"optional":true},
			{"key":"message","value":{"kind":"type","name":"string"}}
		]
	},
	"InvalidRequestError":{
		"kind":"object",
		"mode":"loose",
		"props":[
			{"key":"code","value":{"kind":"literal","values":[-32600]}},
			{"key":"data","value":{"kind":"unknown"},"optional":true},
			{"key":"message","value":{"kind":"type","name":"string"}}
		]
	},
	"MethodNotFoundError":{
		"kind":"object",
		"mode":"loose",
		"props":[
			{"key":"code","value":{"kind":"literal","values":[-32601]}},
			{"key":"data","value":{"kind":"unknown"},"optional":true},
			{"key":"message","value":{"kind":"type","name":"string"}}
		]
	},
	"InvalidParamsError":{
		"kind":"object",
		"mode":"loose",
		"props":[
			{"key":"code","value":{"kind":"literal","values":[-32602]}},
			{"key":"data","value":{"kind":"unknown"},"optional":true},
			{"key":"message","value":{"kind":"type","name":"string"}}
		]
	},
	"InternalError":{
		"kind":"object",
		"mode":"loose",
		"props":[
			{"key":"code","value":{"kind":"literal","values":[-32603]}},
			{"key":"data","value":{"kind":"unknown"},"optional":true},
			{"key":"message","value":{"kind":"type","name":"string"}}
		]
	},
	"TaskNotFoundError":{
		"kind":"object",
		"mode":"loose",
		"props":[
			{"key":"code","value":{"kind":"literal","values":[-32001]}},
			{"key":"data","value":{"kind":"unknown"},"optional":true},
			{"key":"message","value":{"kind":"type","name":"string"}}
		]
	},
	"TaskNotCancelableError":{
		"kind":"object",
		"mode":"loose",
		"props":[
			{"key":"code","value":{"kind":"literal","values":[-32002]}},
			{"key":"data","value":{"kind":"unknown"},"optional":true},
			{"key":"message","value":{"kind":"type","name":"string"}}
		]
	},
	"PushNotificationNotSupportedError":{
		"kind":"object",
		"mode":"loose",
		"props":[
			{"key":"code","value":{"kind":"literal","values":[-32003]}},
			{"key":"data","value":{"kind":"unknown"},"optional":true},
			{"key":"message","value":{"kind":"type","name":"string"}}
		]
	},
	"UnsupportedOperationError":{
		"kind":"object",
		"mode":"loose",
		"props":[
			{"key":"code","value":{"kind":"literal","values":[-32004]}},
			{"key":"data","value":{"kind":"unknown"},"optional":true},
			{"key":"message","value":{"kind":"type","name":"string"}}
		]
	},
	"ContentTypeNotSupportedError":{
		"kind":"object",
		"mode":"loose",
		"props":[
			{"key":"code","value":{"kind":"literal","values":[-32005]}},
			{"key":"data","value":{"kind":"unknown"},"optional":true},
			{"key":"message","value":{"kind":"type","name":"string"}}
		]
	},
	"InvalidAgentResponseError":{
		"kind":"object",
		"mode":"loose",
		"props":[
			{"key":"code","value":{"kind":"literal","values":[-32006]}},
			{"key":"data","value":{"kind":"unknown"},"optional":true},
			{"key":"message","value":{"kind":"type","name":"string"}}
		]
	},
	"AuthenticatedExtendedCardNotConfiguredError":{
		"kind":"object",
		"mode":"loose",
		"props":[
			{"key":"code","value":{"kind":"literal","values":[-32007]}},
			{"key":"data","value":{"kind":"unknown"},"optional":true},
			{"key":"message","value":{"kind":"type","name":"string"}}
		]
	},
	"A2AError":{
		"kind":"discriminated",
		"key":"code",
		"of":[
			{"kind":"ref","name":"JSONParseError"},
			{"kind":"ref","name":"InvalidRequestError"},
			{"kind":"ref","name":"MethodNotFoundError"},
			{"kind":"ref","name":"InvalidParamsError"},
			{"kind":"ref","name":"InternalError"},
			{"kind":"ref","name":"TaskNotFoundError"},
			{"kind":"ref","name":"TaskNotCancelableError"},
			{"kind":"ref","name":"PushNotificationNotSupportedError"},
			{"kind":"ref","name":"UnsupportedOperationError"},
			{"kind":"ref","name":"ContentTypeNotSupportedError"},
			{"kind":"ref","name":"InvalidAgentResponseError"},
			{"kind":"ref","name":"AuthenticatedExtendedCardNotConfiguredError"}
		]
	},
	"PushNotificationAuthenticationInfo":{
		"kind":"object",
		"mode":"loose",
		"props":[
			{"key":"credentials","value":{"kind":"type","name":"string"},"optional":true},
			{"key":"schemes","value":{"kind":"array","items":{"kind":"type","name":"string"}}}
		]
	},
	"PushNotificationConfig":{
		"kind":"object",
		"mode":"loose",
		"props":[
			{"key":"authentication","value":{"kind":"ref","name":"PushNotificationAuthenticationInfo"},"optional":true},
			{"key":"id","value":{"kind":"type","name":"string"},"optional":true},
			{"key":"token","value":{"kind":"type","name":"string"},"optional":true},
			{"key":"url","value":{"kind":"type","name":"string"}}
		]
	},
	"MessageSendConfiguration":{
		"kind":"object",
		"mode":"loose",
		"props":[
			{"key":"acceptedOutputModes","value":{"kind":"array","items":{"kind":"type","name":"string"}},"optional":true},
			{"key":"blocking","value":{"kind":"type","name":"boolean"},"optional":true},
			{"key":"historyLength","value":{"kind":"integer"},"optional":true},
			{"key":"pushNotificationConfig","value":{"kind":"ref","name":"PushNotificationConfig"},"optional":true}
		]
	},
	"TextPart":{
		"kind":"object",
		"mode":"loose",
		"props":[
			{"key":"kind","value":{"kind":"literal","values":["text"]}},
			{"key":"metadata","value":{"kind":"object","mode":"loose"},"optional":true},
			{"key":"text","value":{"kind":"type","name":"string"}}
		]
	},
	"FileWithBytes":{
		"kind":"object",
		"mode":"loose",
		"props":[
			{"key":"bytes","value":{"kind":"type","name":"string"}},
			{"key":"mimeType","value":{"kind":"type","name":"string"},"optional":true},
			{"key":"name","value":{"kind":"type","name":"string"},"optional":true}
		]
	},
	"FileWithUri":{
		"kind":"object",
		"mode":"loose",
		"props":[
			{"key":"mimeType","value":{"kind":"type","name":"string"},"optional":true},
			{"key":"name","value":{"kind":"type","name":"string"},"optional":true},
			{"key":"uri","value":{"kind":"type","name":"string"}}
		]
	},
	"FilePart":{
		"kind":"object",
		"mode":"loose",
		"props":[
			{"key":"file","value":{"kind":"union","of":[{"kind":"ref","name":"FileWithBytes"},{"kind":"ref","name":"FileWithUri"}]}},
			{"key":"kind","value":{"kind":"literal","values":["file"]}},
			{"key":"metadata","value":{"kind":"object","mode":"loose"},"optional":true}
		]
	},
	"DataPart":{
		"kind":"object",
		"mode":"loose",
		"props":[
			{"key":"data","value":{"kind":"object","mode":"loose"}},
			{"key":"kind","value":{"kind":"literal","values":["data"]}},
			{"key":"metadata","value":{"kind":"object","mode":"loose"},"optional":true}
		]
	},
	"Part":{"kind":"discriminated","key":"kind","of":[{"kind":"ref","name":"TextPart"},{"kind":"ref","name":"FilePart"},{"kind":"ref","name":"DataPart"}]},
	"Message":{
		"kind":"object",
		"mode":"loose",
		"props":[
			{"key":"contextId","value":{"kind":"type","name":"string"},"optional":true},
			{"key":"extensions","value":{"kind":"array","items":{"kind":"type","name":"string"}},"optional":true},
			{"key":"kind","value":{"kind":"literal","values":["message"]}},
			{"key":"messageId","value":{"kind":"type","name":"string"}},
			{"key":"metadata","value":{"kind":"object","mode":"loose"},"optional":true},
			{"key":"parts","value":{"kind":"array","items":{"kind":"ref","name":"Part"}}},
			{"key":"referenceTaskIds","value":{"kind":"array","items":{"kind":"type","name":"string"}},"optional":true},
			{"key":"role","value":{"kind":"enum","values":["agent","user"]}},
			{"key":"taskId","value":{"kind":"type","name":"string"},"optional":true}
		]
	},
	"MessageSendParams":{
		"kind":"object",
		"mode":"loose",
		"props":[
			{"key":"configuration","value":{"kind":"ref","name":"MessageSendConfiguration"},"optional":true},
			{"key":"message","value":{"kind":"ref","name":"Message"}},
			{"key":"metadata","value":{"kind":"object","mode":"loose"},"optional":true}
		]
	},
	"SendMessageRequest":{
		"kind":"object",
		"mode":"loose",
		"props":[
			{"key":"id","value":{"kind":"union","of":[{"kind":"type","name":"string"},{"kind":"integer"}]}},
			{"key":"jsonrpc","value":{"kind":"literal","values":["2.0"]}},
			{"key":"method","value":{"kind":"literal","values":["message/send"]}},
			{"key":"params","value":{"kind":"ref","name":"MessageSendParams"}}
		]
	},
	"SendStreamingMessageRequest":{
		"kind":"object",
		"mode":"loose",
		"props":[
			{"key":"id","value":{"kind":"union","of":[{"kind":"type","name":"string"},{"kind":"integer"}]}},
			{"key":"jsonrpc","value":{"kind":"literal","values":["2.0"]}},
			{"key":"method","value":{"kind":"literal","values":["message/stream"]}},
			{"key":"params","value":{"kind":"ref","name":"MessageSendParams"}}
		]
	},
	"TaskQueryParams":{
		"kind":"object",
		"mode":"loose",
		"props":[
			{"key":"historyLength","value":{"kind":"integer"},"optional":true},
			{"key":"id","value":{"kind":"type","name":"string"}},
			{"key":"metadata","value":{"kind":"object","mode":"loose"},"optional":true}
		]
	},
	"GetTaskRequest":{
		"kind":"object",
		"mode":"loose",
		"props":[
			{"key":"id","value":{"kind":"union","of":[{"kind":"type","name":"string"},{"kind":"integer"}]}},
			{"key":"jsonrpc","value":{"kind":"literal","values":["2.0"]}},
			{"key":"method","value":{"kind":"literal","values":["tasks/get"]}},
			{"key":"params","value":{"kind":"ref","name":"TaskQueryParams"}}
		]
	},
	"TaskIdParams":{
		"kind":"object",
		"mode":"loose",
		"props":[{"key":"id","value":{"kind":"type","name":"string"}},{"key":"metadata","value":{"kind":"object","mode":"loose"},"optional":true}]
	},
	"CancelTaskRequest":{
		"kind":"object",
		"mode":"loose",
		"props":[
			{"key":"id","value":{"kind":"union","of":[{"kind":"type","name":"string"},{"kind":"integer"}]}},
			{"key":"jsonrpc","value":{"kind":"literal","values":["2.0"]}},
			{"key":"method","value":{"kind":"literal","values":["tasks/cancel"]}},
			{"key":"params","value":{"kind":"ref","name":"TaskIdParams"}}
		]
	},
	"TaskPushNotificationConfig":{
		"kind":"object",
		"mode":"loose",
		"props":[{"key":"pushNotificationConfig","value":{"kind":"ref","name":"PushNotificationConfig"}},{"key":"taskId","value":{"kind":"type","name":"string"}}]
	},
	"SetTaskPushNotificationConfigRequest":{
		"kind":"object",
		"mode":"loose",
		"props":[
			{"key":"id","value":{"kind":"union","of":[{"kind":"type","name":"string"},{"kind":"integer"}]}},
			{"key":"jsonrpc","value":{"kind":"literal","values":["2.0"]}},
			{"key":"method","value":{"kind":"literal","values":["tasks/pushNotificationConfig/set"]}},
			{"key":"params","value":{"kind":"ref","name":"TaskPushNotificationConfig"}}
		]
	},
	"GetTaskPushNotificationConfigParams":{
		"kind":"object",
		"mode":"loose",
		"props":[
			{"key":"id","value":{"kind":"type","name":"string"}},
			{"key":"metadata","value":{"kind":"object","mode":"loose"},"optional":true},
			{"key":"pushNotificationConfigId","value":{"kind":"type","name":"string"},"optional":true}
		]
	},
	"GetTaskPushNotificationConfigRequest":{
		"kind":"object",
		"mode":"loose",
		"props":[
			{"key":"id","value":{"kind":"union","of":[{"kind":"type","name":"string"},{"kind":"integer"}]}},
			{"key":"jsonrpc","value":{"kind":"literal","values":["2.0"]}},
			{"key":"method","value":{"kind":"literal","values":["tasks/pushNotificationConfig/get"]}},
			{"key":"params","value":{"kind":"union","of":[{"kind":"ref","name":"TaskIdParams"},{"kind":"ref","name":"GetTaskPushNotificationConfigParams"}]}}
		]
	},
	"TaskResubscriptionRequest":{
		"kind":"object",
		"mode":"loose",
		"props":[
			{"key":"id","value":{"kind":"union","of":[{"kind":"type","name":"string"},{"kind":"integer"}]}},
			{"key":"jsonrpc","value":{"kind":"literal","values":["2.0"]}},
			{"key":"method","value":{"kind":"literal","values":["tasks/resubscribe"]}},
			{"key":"params","value":{"kind":"ref","name":"TaskIdParams"}}
		]
	},
	"ListTaskPushNotificationConfigParams":{
		"kind":"object",
		"mode":"loose",
		"props":[{"key":"id","value":{"kind":"type","name":"string"}},{"key":"metadata","value":{"kind":"object","mode":"loose"},"optional":true}]
	},
	"ListTaskPushNotificationConfigRequest":{
		"kind":"object",
		"mode":"loose",
		"props":[
			{"key":"id","value":{"kind":"union","of":[{"kind":"type","name":"string"},{"kind":"integer"}]}},
			{"key":"jsonrpc","value":{"kind":"literal","values":["2.0"]}},
			{"key":"method","value":{"kind":"literal","values":["tasks/pushNotificationConfig/list"]}},
			{"key":"params","value":{"kind":"ref","name":"ListTaskPushNotificationConfigParams"}}
		]
	},
	"DeleteTaskPushNotificationConfigParams":{
		"kind":"object",
		"mode":"loose",
		"props":[
			{"key":"id","value":{"kind":"type","name":"string"}},
			{"key":"metadata","value":{"kind":"object","mode":"loose"},"optional":true},
			{"key":"pushNotificationConfigId","value":{"kind":"type","name":"string"}}
		]
	},
	"DeleteTaskPushNotificationConfigRequest":{
		"kind":"object",
		"mode":"loose",
		"props":[
			{"key":"id","value":{"kind":"union","of":[{"kind":"type","name":"string"},{"kind":"integer"}]}},
			{"key":"jsonrpc","value":{"kind":"literal","values":["2.0"]}},
			{"key":"method","value":{"kind":"literal","values":["tasks/pushNotificationConfig/delete"]}},
			{"key":"params","value":{"kind":"ref","name":"DeleteTaskPushNotificationConfigParams"}}
		]
	},
	"GetAuthenticatedExtendedCardRequest":{
		"kind":"object",
		"mode":"loose",
		"props":[
			{"key":"id","value":{"kind":"union","of":[{"kind":"type","name":"string"},{"kind":"integer"}]}},
			{"key":"jsonrpc","value":{"kind":"literal","values":["2.0"]}},
			{"key":"method","value":{"kind":"literal","values":["agent/getAuthenticatedExtendedCard"]}}
		]
	},
	"A2ARequest":{
		"kind":"discriminated",
		"key":"method",
		"of":[
			{"kind":"ref","name":"SendMessageRequest"},
			{"kind":"ref","name":"SendStreamingMessageRequest"},
			{"kind":"ref","name":"GetTaskRequest"},
			{"kind":"ref","name":"CancelTaskRequest"},
			{"kind":"ref","name":"SetTaskPushNotificationConfigRequest"},
			{"kind":"ref","name":"GetTaskPushNotificationConfigRequest"},
			{"kind":"ref","name":"TaskResubscriptionRequest"},
			{"kind":"ref","name":"ListTaskPushNotificationConfigRequest"},
			{"kind":"ref","name":"DeleteTaskPushNotificationConfigRequest"},
			{"kind":"ref","name":"GetAuthenticatedExtendedCardRequest"}
		]
	},
	"APIKeySecurityScheme":{
		"kind":"object",
		"mode":"loose",
		"props":[
			{"key":"description","value":{"kind":"type","name":"string"},"optional":true},
			{"key":"in","value":{"kind":"enum","values":["cookie","header","query"]}},
			{"key":"name","value":{"kind":"type","name":"string"}},
			{"key":"type","value":{"kind":"literal","values":["apiKey"]}}
		]
	},
	"AgentExtension":{
		"kind":"object",
		"mode":"loose",
		"props":[
			{"key":"description","value":{"kind":"type","name":"string"},"optional":true},
			{"key":"params","value":{"kind":"object","mode":"loose"},"optional":true},
			{"key":"required","value":{"kind":"type","name":"boolean"},"optional":true},
			{"key":"uri","value":{"kind":"type","name":"string"}}
		]
	},
	"AgentCapabilities":{
		"kind":"object",
		"mode":"loose",
		"props":[
			{"key":"extensions","value":{"kind":"array","items":{"kind":"ref","name":"AgentExtension"}},"optional":true},
			{"key":"pushNotifications","value":{"kind":"type","name":"boolean"},"optional":true},
			{"key":"stateTransitionHistory","value":{"kind":"type","name":"boolean"},"optional":true},
			{"key":"streaming","value":{"kind":"type","name":"boolean"},"optional":true}
		]
	},
	"AgentInterface":{
		"kind":"object",
		"mode":"loose",
		"props":[{"key":"transport","value":{"kind":"type","name":"string"}},{"key":"url","value":{"kind":"type","name":"string"}}]
	},
	"AgentProvider":{
		"kind":"object",
		"mode":"loose",
		"props":[{"key":"organization","value":{"kind":"type","name":"string"}},{"key":"url","value":{"kind":"type","name":"string"}}]
	},
	"HTTPAuthSecurityScheme":{
		"kind":"object",
		"mode":"loose",
		"props":[
			{"key":"bearerFormat","value":{"kind":"type","name":"string"},"optional":true},
			{"key":"description","value":{"kind":"type","name":"string"},"optional":true},
			{"key":"scheme","value":{"kind":"type","name":"string"}},
			{"key":"type","value":{"kind":"literal","values":["http"]}}
		]
	},
	"AuthorizationCodeOAuthFlow":{
		"kind":"object",
		"mode":"loose",
		"props":[
			{"key":"authorizationUrl","value":{"kind":"type","name":"string"}},
			{"key":"refreshUrl","value":{"kind":"type","name":"string"},"optional":true},
			{"key":"scopes","value":{"kind":"object","mode":"catchall","rest":{"kind":"type","name":"string"}}},
			{"key":"tokenUrl","value":{"kind":"type","name":"string"}}
		]
	},
	"ClientCredentialsOAuthFlow":{
		"kind":"object",
		"mode":"loose",
		"props":[
			{"key":"refreshUrl","value":{"kind":"type","name":"string"},"optional":true},
			{"key":"scopes","value":{"kind":"object","mode":"catchall","rest":{"kind":"type","name":"string"}}},
			{"key":"tokenUrl","value":{"kind":"type","name":"string"}}
		]
	},
	"ImplicitOAuthFlow":{
		"kind":"object",
		"mode":"loose",
		"props":[
			{"key":"authorizationUrl","value":{"kind":"type","name":"string"}},
			{"key":"refreshUrl","value":{"kind":"type","name":"string"},"optional":true},
			{"key":"scopes","value":{"kind":"object","mode":"catchall","rest":{"kind":"type","name":"string"}}}
		]
	},
	"PasswordOAuthFlow":{
		"kind":"object",
		"mode":"loose",
		"props":[
			{"key":"refreshUrl","value":{"kind":"type","name":"string"},"optional":true},
			{"key":"scopes","value":{"kind":"object","mode":"catchall","rest":{"kind":"type","name":"string"}}},
			{"key":"tokenUrl","value":{"kind":"type","name":"string"}}
		]
	},
	"OAuthFlows":{
		"kind":"object",
		"mode":"loose",
		"props":[
			{"key":"authorizationCode","value":{"kind":"ref","name":"AuthorizationCodeOAuthFlow"},"optional":true},
			{"key":"clientCredentials","value":{"kind":"ref","name":"ClientCredentialsOAuthFlow"},"optional":true},
			{"key":"implicit","value":{"kind":"ref","name":"ImplicitOAuthFlow"},"optional":true},
			{"key":"password","value":{"kind":"ref","name":"PasswordOAuthFlow"},"optional":true}
		]
	},
	"OAuth2SecurityScheme":{
		"kind":"object",
		"mode":"loose",
		"props":[
			{"key":"description","value":{"kind":"type","name":"string"},"optional":true},
			{"key":"flows","value":{"kind":"ref","name":"OAuthFlows"}},
			{"key":"oauth2MetadataUrl","value":{"kind":"type","name":"string"},"optional":true},
			{"key":"type","value":{"kind":"literal","values":["oauth2"]}}
		]
	},
	"OpenIdConnectSecurityScheme":{
		"kind":"object",
		"mode":"loose",
		"props":[
			{"key":"description","value":{"kind":"type","name":"string"},"optional":true},
			{"key":"openIdConnectUrl","value":{"kind":"type","name":"string"}},
			{"key":"type","value":{"kind":"literal","values":["openIdConnect"]}}
		]
	},
	"MutualTLSSecurityScheme":{
		"kind":"object",
		"mode":"loose",
		"props":[{"key":"description","value":{"kind":"type","name":"string"},"optional":true},{"key":"type","value":{"kind":"literal","values":["mutualTLS"]}}]
	},
	"SecurityScheme":{
		"kind":"discriminated",
		"key":"type",
		"of":[
			{"kind":"ref","name":"APIKeySecurityScheme"},
			{"kind":"ref","name":"HTTPAuthSecurityScheme"},
			{"kind":"ref","name":"OAuth2SecurityScheme"},
			{"kind":"ref","name":"OpenIdConnectSecurityScheme"},
			{"kind":"ref","name":"MutualTLSSecurityScheme"}
		]
	},
	"AgentCardSignature":{
		"kind":"object",
		"mode":"loose",
		"props":[
			{"key":"header","value":{"kind":"object","mode":"loose"},"optional":true},
			{"key":"protected","value":{"kind":"type","name":"string"}},
			{"key":"signature","value":{"kind":"type","name":"string"}}
		]
	},
	"AgentSkill":{
		"kind":"object",
		"mode":"loose",
		"props":[
			{"key":"description","value":{"kind":"type","name":"string"}},
			{"key":"examples","value":{"kind":"array","items":{"kind":"type","name":"string"}},"optional":true},
			{"key":"id","value":{"kind":"type","name":"string"}},
			{"key":"inputModes","value":{"kind":"array","items":{"kind":"type","name":"string"}},"optional":true},
			{"key":"name","value":{"kind":"type","name":"string"}},
			{"key":"outputModes","value":{"kind":"array","items":{"kind":"type","name":"string"}},"optional":true},
			{
				"key":"security",
				"value":{"kind":"array","items":{"kind":"object","mode":"catchall","rest":{"kind":"array","items":{"kind":"type","name":"string"}}}},
				"optional":true
			},
			{"key":"tags","value":{"kind":"array","items":{"kind":"type","name":"string"}}}
		]
	},
	"AgentCard":{
		"kind":"object",
		"mode":"loose",
		"props":[
			{"key":"additionalInterfaces","value":{"kind":"array","items":{"kind":"ref","name":"AgentInterface"}},"optional":true},
			{"key":"capabilities","value":{"kind":"ref","name":"AgentCapabilities"}},
			{"key":"defaultInputModes","value":{"kind":"array","items":{"kind":"type","name":"string"}}},
			{"key":"defaultOutputModes","value":{"kind":"array","items":{"kind":"type","name":"string"}}},
			{"key":"description","value":{"kind":"type","name":"string"}},
			{"key":"documentationUrl","value":{"kind":"type","name":"string"},"optional":true},
			{"key":"iconUrl","value":{"kind":"type","name":"string"},"optional":true},
			{"key":"name","value":{"kind":"type","name":"string"}},
			{"key":"preferredTransport","value":{"kind":"type","name":"string"},"optional":true},
			{"key":"protocolVersion","value":{"kind":"type","name":"string"}},
			{"key":"provider","value":{"kind":"ref","name":"AgentProvider"},"optional":true},
			{
				"key":"security",
				"value":{"kind":"array","items":{"kind":"object","mode":"catchall","rest":{"kind":"array","items":{"kind":"type","name":"string"}}}},
				"optional":true
			},
			{"key":"securitySchemes","value":{"kind":"object","mode":"catchall","rest":{"kind":"ref","name":"SecurityScheme"}},"optional":true},
			{"key":"signatures","value":{"kind":"array","items":{"kind":"ref","name":"AgentCardSignature"}},"optional":true},
			{"key":"skills","value":{"kind":"array","items":{"kind":"ref","name":"AgentSkill"}}},
			{"key":"supportsAuthenticatedExtendedCard","value":{"kind":"type","name":"boolean"},"optional":true},
			{"key":"url","value":{"kind":"type","name":"string"}},
			{"key":"version","value":{"kind":"type","name":"string"}}
		]
	},
	"Artifact":{
		"kind":"object",
		"mode":"loose",
		"props":[
			{"key":"artifactId","value":{"kind":"type","name":"string"}},
			{"key":"description","value":{"kind":"type","name":"string"},"optional":true},
			{"key":"extensions","value":{"kind":"array","items":{"kind":"type","name":"string"}},"optional":true},
			{"key":"metadata","value":{"kind":"object","mode":"loose"},"optional":true},
			{"key":"name","value":{"kind":"type","name":"string"},"optional":true},
			{"key":"parts","value":{"kind":"array","items":{"kind":"ref","name":"Part"}}}
		]
	},
	"JSONRPCError":{
		"kind":"object",
		"mode":"loose",
		"props":[
			{"key":"code","value":{"kind":"integer"}},
			{"key":"data","value":{"kind":"unknown"},"optional":true},
			{"key":"message","value":{"kind":"type","name":"string"}}
		]
	},
	"JSONRPCErrorResponse":{
		"kind":"object",
		"mode":"loose",
		"props":[
			{
				"key":"error",
				"value":{
					"kind":"union",
					"of":[
						{"kind":"ref","name":"JSONRPCError"},
						{"kind":"ref","name":"JSONParseError"},
						{"kind":"ref","name":"InvalidRequestError"},
						{"kind":"ref","name":"MethodNotFoundError"},
						{"kind":"ref","name":"InvalidParamsError"},
						{"kind":"ref","name":"InternalError"},
						{"kind":"ref","name":"TaskNotFoundError"},
						{"kind":"ref","name":"TaskNotCancelableError"},
						{"kind":"ref","name":"PushNotificationNotSupportedError"},
						{"kind":"ref","name":"UnsupportedOperationError"},
						{"kind":"ref","name":"ContentTypeNotSupportedError"},
						{"kind":"ref","name":"InvalidAgentResponseError"},
						{"kind":"ref","name":"AuthenticatedExtendedCardNotConfiguredError"}
					]
				}
			},
			{"key":"id","value":{"kind":"union","of":[{"kind":"type","name":"string"},{"kind":"integer"},{"kind":"type","name":"null"}]}},
			{"key":"jsonrpc","value":{"kind":"literal","values":["2.0"]}}
		]
	},
	"TaskState":{"kind":"enum","values":["submitted","working","input-required","completed","canceled","failed","rejected","auth-required","unknown"]},
	"TaskStatus":{
		"kind":"object",
		"mode":"loose",
		"props":[
			{"key":"message","value":{"kind":"ref","name":"Message"},"optional":true},
			{"key":"state","value":{"kind":"ref","name":"TaskState"}},
			{"key":"timestamp","value":{"kind":"type","name":"string"},"optional":true}
		]
	},
	"Task":{
		"kind":"object",
		"mode":"loose",
		"props":[
			{"key":"artifacts","value":{"kind":"array","items":{"kind":"ref","name":"Artifact"}},"optional":true},
			{"key":"contextId","value":{"kind":"type","name":"string"}},
			{"key":"history","value":{"kind":"array","items":{"kind":"ref","name":"Message"}},"optional":true},
			{"key":"id","value":{"kind":"type","name":"string"}},
			{"key":"kind","value":{"kind":"literal","values":["task"]}},
			{"key":"metadata","value":{"kind":"object","mode":"loose"},"optional":true},
			{"key":"status","value":{"kind":"ref","name":"TaskStatus"}}
		]
	},
	"CancelTaskSuccessResponse":{
		"kind":"object",
		"mode":"loose",
		"props":[
			{"key":"id","value":{"kind":"union","of":[{"kind":"type","name":"string"},{"kind":"integer"},{"kind":"type","name":"null"}]}},
			{"key":"jsonrpc","value":{"kind":"literal","values":["2.0"]}},
			{"key":"result","value":{"kind":"ref","name":"Task"}}
		]
	},
	"CancelTaskResponse":{"kind":"union","of":[{"kind":"ref","name":"JSONRPCErrorResponse"},{"kind":"ref","name":"CancelTaskSuccessResponse"}]},
	"DeleteTaskPushNotificationConfigSuccessResponse":{
		"kind":"object",
		"mode":"loose",
		"props":[
			{"key":"id","value":{"kind":"union","of":[{"kind":"type","name":"string"},{"kind":"integer"},{"kind":"type","name":"null"}]}},
			{"key":"jsonrpc","value":{"kind":"literal","values":["2.0"]}},
			{"key":"result","value":{"kind":"type","name":"null"}}
		]
	},
	"DeleteTaskPushNotificationConfigResponse":{
		"kind":"union",
		"of":[{"kind":"ref","name":"JSONRPCErrorResponse"},{"kind":"ref","name":"DeleteTaskPushNotificationConfigSuccessResponse"}]
	},
	"FileBase":{
		"kind":"object",
		"mode":"loose",
		"props":[{"key":"mimeType","value":{"kind":"type","name":"string"},"optional":true},{"key":"name","value":{"kind":"type","name":"string"},"optional":true}]
	},
	"GetAuthenticatedExtendedCardSuccessResponse":{
		"kind":"object",
		"mode":"loose",
		"props":[
			{"key":"id","value":{"kind":"union","of":[{"kind":"type","name":"string"},{"kind":"integer"},{"kind":"type","name":"null"}]}},
			{"key":"jsonrpc","value":{"kind":"literal","values":["2.0"]}},
			{"key":"result","value":{"kind":"ref","name":"AgentCard"}}
		]
	},
	"GetAuthenticatedExtendedCardResponse":{
		"kind":"union",
		"of":[{"kind":"ref","name":"JSONRPCErrorResponse"},{"kind":"ref","name":"GetAuthenticatedExtendedCardSuccessResponse"}]
	},
	"GetTaskPushNotificationConfigSuccessResponse":{
		"kind":"object",
		"mode":"loose",
		"props":[
			{"key":"id","value":{"kind":"union","of":[{"kind":"type","name":"string"},{"kind":"integer"},{"kind":"type","name":"null"}]}},
			{"key":"jsonrpc","value":{"kind":"literal","values":["2.0"]}},
			{"key":"result","value":{"kind":"ref","name":"TaskPushNotificationConfig"}}
		]
	},
	"GetTaskPushNotificationConfigResponse":{
		"kind":"union",
		"of":[{"kind":"ref","name":"JSONRPCErrorResponse"},{"kind":"ref","name":"GetTaskPushNotificationConfigSuccessResponse"}]
	},
	"GetTaskSuccessResponse":{
		"kind":"object",
		"mode":"loose",
		"props":[
			{"key":"id","value":{"kind":"union","of":[{"kind":"type","name":"string"},{"kind":"integer"},{"kind":"type","name":"null"}]}},
			{"key":"jsonrpc","value":{"kind":"literal","values":["2.0"]}},
			{"key":"result","value":{"kind":"ref","name":"Task"}}
		]
	},
	"GetTaskResponse":{"kind":"union","of":[{"kind":"ref","name":"JSONRPCErrorResponse"},{"kind":"ref","name":"GetTaskSuccessResponse"}]},
	"JSONRPCMessage":{
		"kind":"object",
		"mode":"loose",
		"props":[
			{"key":"id","value":{"kind":"union","of":[{"kind":"type","name":"string"},{"kind":"integer"},{"kind":"type","name":"null"}]},"optional":true},
			{"key":"jsonrpc","value":{"kind":"literal","values":["2.0"]}}
		]
	},
	"JSONRPCRequest":{
		"kind":"object",
		"mode":"loose",
		"props":[
			{"key":"id","value":{"kind":"union","of":[{"kind":"type","name":"string"},{"kind":"integer"},{"kind":"type","name":"null"}]},"optional":true},
			{"key":"jsonrpc","value":{"kind":"literal","values":["2.0"]}},
			{"key":"method","value":{"kind":"type","name":"string"}},
			{"key":"params","value":{"kind":"object","mode":"loose"},"optional":true}
		]
	},
	"SendMessageSuccessResponse":{
		"kind":"object",
		"mode":"loose",
		"props":[
			{"key":"id","value":{"kind":"union","of":[{"kind":"type","name":"string"},{"kind":"integer"},{"kind":"type","name":"null"}]}},
			{"key":"jsonrpc","value":{"kind":"literal","values":["2.0"]}},
			{"key":"result","value":{"kind":"discriminated","key":"kind","of":[{"kind":"ref","name":"Task"},{"kind":"ref","name":"Message"}]}}
		]
	},
	"TaskStatusUpdateEvent":{
		"kind":"object",
		"mode":"loose",
		"props":[
			{"key":"contextId","value":{"kind":"type","name":"string"}},
			{"key":"final","value":{"kind":"type","name":"boolean"}},
			{"key":"kind","value":{"kind":"literal","values":["status-update"]}},
			{"key":"metadata","value":{"kind":"object","mode":"loose"},"optional":true},
			{"key":"status","value":{"kind":"ref","name":"TaskStatus"}},
			{"key":"taskId","value":{"kind":"type","name":"string"}}
		]
	},
	"TaskArtifactUpdateEvent":{
		"kind":"object",
		"mode":"loose",
		"props":[
			{"key":"append","value":{"kind":"type","name":"boolean"},"optional":true},
			{"key":"artifact","value":{"kind":"ref","name":"Artifact"}},
			{"key":"contextId","value":{"kind":"type","name":"string"}},
			{"key":"kind","value":{"kind":"literal","values":["artifact-update"]}},
			{"key":"lastChunk","value":{"kind":"type","name":"boolean"},"optional":true},
			{"key":"metadata","value":{"kind":"object","mode":"loose"},"optional":true},
			{"key":"taskId","value":{"kind":"type","name":"string"}}
		]
	},
	"SendStreamingMessageSuccessResponse":{
		"kind":"object",
		"mode":"loose",
		"props":[
			{"key":"id","value":{"kind":"union","of":[{"kind":"type","name":"string"},{"kind":"integer"},{"kind":"type","name":"null"}]}},
			{"key":"jsonrpc","value":{"kind":"literal","values":["2.0"]}},
			{
				"key":"result",
				"value":{
					"kind":"discriminated",
					"key":"kind",
					"of":[
						{"kind":"ref","name":"Task"},
						{"kind":"ref","name":"Message"},
						{"kind":"ref","name":"TaskStatusUpdateEvent"},
						{"kind":"ref","name":"TaskArtifactUpdateEvent"}
					]
				}
			}
		]
	},
	"SetTaskPushNotificationConfigSuccessResponse":{
		"kind":"object",
		"mode":"loose",
		"props":[
			{"key":"id","value":{"kind":"union","of":[{"kind":"type","name":"string"},{"kind":"integer"},{"kind":"type","name":"null"}]}},
			{"key":"jsonrpc","value":{"kind":"literal","values":["2.0"]}},
			{"key":"result","value":{"kind":"ref","name":"TaskPushNotificationConfig"}}
		]
	},
	"ListTaskPushNotificationConfigSuccessResponse":{
		"kind":"object",
		"mode":"loose",
		"props":[
			{"key":"id","value":{"kind":"union","of":[{"kind":"type","name":"string"},{"kind":"integer"},{"kind":"type","name":"null"}]}},
			{"key":"jsonrpc","value":{"kind":"literal","values":["2.0"]}},
			{"key":"result","value":{"kind":"array","items":{"kind":"ref","name":"TaskPushNotificationConfig"}}}
		]
	},
	"JSONRPCResponse":{
		"kind":"union",
		"of":[
			{"kind":"ref","name":"JSONRPCErrorResponse"},
			{"kind":"ref","name":"SendMessageSuccessResponse"},
			{"kind":"ref","name":"SendStreamingMessageSuccessResponse"},
			{"kind":"ref","name":"GetTaskSuccessResponse"},
			{"kind":"ref","name":"CancelTaskSuccessResponse"},
			{"kind":"ref","name":"SetTaskPushNotificationConfigSuccessResponse"},
			{"kind":"ref","name":"GetTaskPushNotificationConfigSuccessResponse"},
			{"kind":"ref","name":"ListTaskPushNotificationConfigSuccessResponse"},
			{"kind":"ref","name":"DeleteTaskPushNotificationConfigSuccessResponse"},
			{"kind":"ref","name":"GetAuthenticatedExtendedCardSuccessResponse"}
		]
	},
	"JSONRPCSuccessResponse":{
		"kind":"object",
		"mode":"loose",
		"props":[
			{"key":"id","value":{"kind":"union","of":[{"kind":"type","name":"string"},{"kind":"integer"},{"kind":"type","name":"null"}]}},
			{"key":"jsonrpc","value":{"kind":"literal","values":["2.0"]}},
			{"key":"result","value":{"kind":"unknown"},"present":true}
		]
	},
	"ListTaskPushNotificationConfigResponse":{
		"kind":"union",
		"of":[{"kind":"ref","name":"JSONRPCErrorResponse"},{"kind":"ref","name":"ListTaskPushNotificationConfigSuccessResponse"}]
	},
	"PartBase":{"kind":"object","mode":"loose","props":[{"key":"metadata","value":{"kind":"object","mode":"loose"},"optional":true}]},
	"SecuritySchemeBase":{"kind":"object","mode":"loose","props":[{"key":"description","value":{"kind":"type","name":"string"},"optional":true}]},
	"SendMessageResponse":{"kind":"union","of":[{"kind":"ref","name":"JSONRPCErrorResponse"},{"kind":"ref","name":"SendMessageSuccessResponse"}]},
	"SendStreamingMessageResponse":{"kind":"union","of":[{"kind":"ref","name":"JSONRPCErrorResponse"},{"kind":"ref","name":"SendStreamingMessageSuccessResponse"}]},
	"SetTaskPushNotificationConfigResponse":{
		"kind":"union",
		"of":[{"kind":"ref","name":"JSONRPCErrorResponse"},{"kind":"ref","name":"SetTaskPushNotificationConfigSuccessResponse"}]
	},
	"TransportProtocol":{"kind":"enum","values":["JSONRPC","GRPC","HTTP+JSON"]}
}`), () => checks);
/**
* The accepting check of every definition: true when the value is valid, with no copy and no issue
* (what a server runs before it reads a body). The same verdict as `schemas[name].safeParse(value).success`;
* a value that throws when read (a getter, a proxy) is refused.
*/
export const accepts = acceptsOf(checks);
/**
* Every definition of the JSON-RPC dialect's JSON Schema (protocol version 0.3), by its name there.
* Each is a zod schema on the runtime's engine: its accepting check decides, and a refusal is explained
* with the issues of the zod schema the definition translates to. No zod object schema is built and no
* code is compiled from strings. Nothing is built at import: a schema is built when it is first read,
* once (schemaSet defers even the table of makers to the first read).
*/
export const schemas = schemaSet(() => jsonSchemas(checks, nodes), definitionNames).schemas;
