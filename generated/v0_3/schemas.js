import { enumType, message, scalars, schemaSet, wkt } from "@a2a-bindgen/runtime";
/** Names of this version's message schemas (keys of `schemas`). */
export const messageNames = ["SendMessageConfiguration", "PushNotificationConfig", "AuthenticationInfo", "Task", "TaskStatus", "Message", "Part", "FilePart", "DataPart", "Artifact", "TaskStatusUpdateEvent", "TaskArtifactUpdateEvent", "AgentInterface", "AgentCard", "AgentProvider", "AgentCapabilities", "AgentExtension", "SecurityScheme", "APIKeySecurityScheme", "HTTPAuthSecurityScheme", "OAuth2SecurityScheme", "OAuthFlows", "AuthorizationCodeOAuthFlow", "ClientCredentialsOAuthFlow", "ImplicitOAuthFlow", "PasswordOAuthFlow", "OpenIdConnectSecurityScheme", "MutualTlsSecurityScheme", "Security", "StringList", "AgentSkill", "AgentCardSignature", "TaskPushNotificationConfig", "SendMessageRequest", "GetTaskRequest", "CancelTaskRequest", "GetTaskPushNotificationConfigRequest", "DeleteTaskPushNotificationConfigRequest", "CreateTaskPushNotificationConfigRequest", "TaskSubscriptionRequest", "ListTaskPushNotificationConfigRequest", "GetAgentCardRequest", "SendMessageResponse", "StreamResponse", "ListTaskPushNotificationConfigResponse",];
/** Names of this version's enum schemas (keys of `schemas`). */
export const enumNames = ["TaskState", "Role",];
/** REQUIRED fields the schemas do not check, because their default is a legitimate value (rules file). */
export const requiredNotChecked = [];
/** Builds every schema of this version once for a set of options. */
function build(options) {
    const E_TaskState = enumType("a2a.v1.TaskState", [["TASK_STATE_UNSPECIFIED", 0], ["TASK_STATE_SUBMITTED", 1], ["TASK_STATE_WORKING", 2], ["TASK_STATE_COMPLETED", 3], ["TASK_STATE_FAILED", 4], ["TASK_STATE_CANCELLED", 5], ["TASK_STATE_INPUT_REQUIRED", 6], ["TASK_STATE_REJECTED", 7], ["TASK_STATE_AUTH_REQUIRED", 8]]);
    const E_Role = enumType("a2a.v1.Role", [["ROLE_UNSPECIFIED", 0], ["ROLE_USER", 1], ["ROLE_AGENT", 2]]);
    const M_SendMessageConfiguration = message("a2a.v1.SendMessageConfiguration", [
        { json: "acceptedOutputModes", proto: "accepted_output_modes", type: () => scalars.string, list: true, presence: "implicit" },
        { json: "pushNotification", proto: "push_notification", type: () => M_PushNotificationConfig, presence: "explicit" },
        { json: "historyLength", proto: "history_length", type: () => scalars.int32, presence: "implicit" },
        { json: "blocking", proto: "blocking", type: () => scalars.bool, presence: "implicit" },
    ], options);
    const M_PushNotificationConfig = message("a2a.v1.PushNotificationConfig", [
        { json: "id", proto: "id", type: () => scalars.string, presence: "implicit" },
        { json: "url", proto: "url", type: () => scalars.string, presence: "implicit" },
        { json: "token", proto: "token", type: () => scalars.string, presence: "implicit" },
        { json: "authentication", proto: "authentication", type: () => M_AuthenticationInfo, presence: "explicit" },
    ], options);
    const M_AuthenticationInfo = message("a2a.v1.AuthenticationInfo", [
        { json: "schemes", proto: "schemes", type: () => scalars.string, list: true, presence: "implicit" },
        { json: "credentials", proto: "credentials", type: () => scalars.string, presence: "implicit" },
    ], options);
    const M_Task = message("a2a.v1.Task", [
        { json: "id", proto: "id", type: () => scalars.string, presence: "implicit" },
        { json: "contextId", proto: "context_id", type: () => scalars.string, presence: "implicit" },
        { json: "status", proto: "status", type: () => M_TaskStatus, presence: "explicit" },
        { json: "artifacts", proto: "artifacts", type: () => M_Artifact, list: true, presence: "implicit" },
        { json: "history", proto: "history", type: () => M_Message, list: true, presence: "implicit" },
        { json: "metadata", proto: "metadata", type: () => wkt["google.protobuf.Struct"], presence: "explicit" },
    ], options);
    const M_TaskStatus = message("a2a.v1.TaskStatus", [
        { json: "state", proto: "state", type: () => E_TaskState, presence: "implicit" },
        { json: "message", proto: "update", type: () => M_Message, presence: "explicit" },
        { json: "timestamp", proto: "timestamp", type: () => wkt["google.protobuf.Timestamp"], presence: "explicit" },
    ], options);
    const M_Message = message("a2a.v1.Message", [
        { json: "messageId", proto: "message_id", type: () => scalars.string, presence: "implicit" },
        { json: "contextId", proto: "context_id", type: () => scalars.string, presence: "implicit" },
        { json: "taskId", proto: "task_id", type: () => scalars.string, presence: "implicit" },
        { json: "role", proto: "role", type: () => E_Role, presence: "implicit" },
        { json: "content", proto: "content", type: () => M_Part, list: true, presence: "implicit" },
        { json: "metadata", proto: "metadata", type: () => wkt["google.protobuf.Struct"], presence: "explicit" },
        { json: "extensions", proto: "extensions", type: () => scalars.string, list: true, presence: "implicit" },
    ], options);
    const M_Part = message("a2a.v1.Part", [
        { json: "text", proto: "text", type: () => scalars.string, oneof: "part", presence: "explicit" },
        { json: "file", proto: "file", type: () => M_FilePart, oneof: "part", presence: "explicit" },
        { json: "data", proto: "data", type: () => M_DataPart, oneof: "part", presence: "explicit" },
    ], options);
    const M_FilePart = message("a2a.v1.FilePart", [
        { json: "fileWithUri", proto: "file_with_uri", type: () => scalars.string, oneof: "file", presence: "explicit" },
        { json: "fileWithBytes", proto: "file_with_bytes", type: () => scalars.bytes, oneof: "file", presence: "explicit" },
        { json: "mimeType", proto: "mime_type", type: () => scalars.string, presence: "implicit" },
    ], options);
    const M_DataPart = message("a2a.v1.DataPart", [
        { json: "data", proto: "data", type: () => wkt["google.protobuf.Struct"], presence: "explicit" },
    ], options);
    const M_Artifact = message("a2a.v1.Artifact", [
        { json: "artifactId", proto: "artifact_id", type: () => scalars.string, presence: "implicit" },
        { json: "name", proto: "name", type: () => scalars.string, presence: "implicit" },
        { json: "description", proto: "description", type: () => scalars.string, presence: "implicit" },
        { json: "parts", proto: "parts", type: () => M_Part, list: true, presence: "implicit" },
        { json: "metadata", proto: "metadata", type: () => wkt["google.protobuf.Struct"], presence: "explicit" },
        { json: "extensions", proto: "extensions", type: () => scalars.string, list: true, presence: "implicit" },
    ], options);
    const M_TaskStatusUpdateEvent = message("a2a.v1.TaskStatusUpdateEvent", [
        { json: "taskId", proto: "task_id", type: () => scalars.string, presence: "implicit" },
        { json: "contextId", proto: "context_id", type: () => scalars.string, presence: "implicit" },
        { json: "status", proto: "status", type: () => M_TaskStatus, presence: "explicit" },
        { json: "final", proto: "final", type: () => scalars.bool, presence: "implicit" },
        { json: "metadata", proto: "metadata", type: () => wkt["google.protobuf.Struct"], presence: "explicit" },
    ], options);
    const M_TaskArtifactUpdateEvent = message("a2a.v1.TaskArtifactUpdateEvent", [
        { json: "taskId", proto: "task_id", type: () => scalars.string, presence: "implicit" },
        { json: "contextId", proto: "context_id", type: () => scalars.string, presence: "implicit" },
        { json: "artifact", proto: "artifact", type: () => M_Artifact, presence: "explicit" },
        { json: "append", proto: "append", type: () => scalars.bool, presence: "implicit" },
        { json: "lastChunk", proto: "last_chunk", type: () => scalars.bool, presence: "implicit" },
        { json: "metadata", proto: "metadata", type: () => wkt["google.protobuf.Struct"], presence: "explicit" },
    ], options);
    const M_AgentInterface = message("a2a.v1.AgentInterface", [
        { json: "url", proto: "url", type: () => scalars.string, presence: "implicit" },
        { json: "transport", proto: "transport", type: () => scalars.string, presence: "implicit" },
    ], options);
    const M_AgentCard = message("a2a.v1.AgentCard", [
        { json: "protocolVersion", proto: "protocol_version", type: () => scalars.string, presence: "implicit" },
        { json: "name", proto: "name", type: () => scalars.string, presence: "implicit" },
        { json: "description", proto: "description", type: () => scalars.string, presence: "implicit" },
        { json: "url", proto: "url", type: () => scalars.string, presence: "implicit" },
        { json: "preferredTransport", proto: "preferred_transport", type: () => scalars.string, presence: "implicit" },
        { json: "additionalInterfaces", proto: "additional_interfaces", type: () => M_AgentInterface, list: true, presence: "implicit" },
        { json: "provider", proto: "provider", type: () => M_AgentProvider, presence: "explicit" },
        { json: "version", proto: "version", type: () => scalars.string, presence: "implicit" },
        { json: "documentationUrl", proto: "documentation_url", type: () => scalars.string, presence: "implicit" },
        { json: "capabilities", proto: "capabilities", type: () => M_AgentCapabilities, presence: "explicit" },
        { json: "securitySchemes", proto: "security_schemes", type: () => M_SecurityScheme, map: { key: "string" }, presence: "implicit" },
        { json: "security", proto: "security", type: () => M_Security, list: true, presence: "implicit" },
        { json: "defaultInputModes", proto: "default_input_modes", type: () => scalars.string, list: true, presence: "implicit" },
        { json: "defaultOutputModes", proto: "default_output_modes", type: () => scalars.string, list: true, presence: "implicit" },
        { json: "skills", proto: "skills", type: () => M_AgentSkill, list: true, presence: "implicit" },
        { json: "supportsAuthenticatedExtendedCard", proto: "supports_authenticated_extended_card", type: () => scalars.bool, presence: "implicit" },
        { json: "signatures", proto: "signatures", type: () => M_AgentCardSignature, list: true, presence: "implicit" },
    ], options);
    const M_AgentProvider = message("a2a.v1.AgentProvider", [
        { json: "url", proto: "url", type: () => scalars.string, presence: "implicit" },
        { json: "organization", proto: "organization", type: () => scalars.string, presence: "implicit" },
    ], options);
    const M_AgentCapabilities = message("a2a.v1.AgentCapabilities", [
        { json: "streaming", proto: "streaming", type: () => scalars.bool, presence: "implicit" },
        { json: "pushNotifications", proto: "push_notifications", type: () => scalars.bool, presence: "implicit" },
        { json: "extensions", proto: "extensions", type: () => M_AgentExtension, list: true, presence: "implicit" },
    ], options);
    const M_AgentExtension = message("a2a.v1.AgentExtension", [
        { json: "uri", proto: "uri", type: () => scalars.string, presence: "implicit" },
        { json: "description", proto: "description", type: () => scalars.string, presence: "implicit" },
        { json: "required", proto: "required", type: () => scalars.bool, presence: "implicit" },
        { json: "params", proto: "params", type: () => wkt["google.protobuf.Struct"], presence: "explicit" },
    ], options);
    const M_SecurityScheme = message("a2a.v1.SecurityScheme", [
        { json: "apiKeySecurityScheme", proto: "api_key_security_scheme", type: () => M_APIKeySecurityScheme, oneof: "scheme", presence: "explicit" },
        { json: "httpAuthSecurityScheme", proto: "http_auth_security_scheme", type: () => M_HTTPAuthSecurityScheme, oneof: "scheme", presence: "explicit" },
        { json: "oauth2SecurityScheme", proto: "oauth2_security_scheme", type: () => M_OAuth2SecurityScheme, oneof: "scheme", presence: "explicit" },
        { json: "openIdConnectSecurityScheme", proto: "open_id_connect_security_scheme", type: () => M_OpenIdConnectSecurityScheme, oneof: "scheme", presence: "explicit" },
        { json: "mtlsSecurityScheme", proto: "mtls_security_scheme", type: () => M_MutualTlsSecurityScheme, oneof: "scheme", presence: "explicit" },
    ], options);
    const M_APIKeySecurityScheme = message("a2a.v1.APIKeySecurityScheme", [
        { json: "description", proto: "description", type: () => scalars.string, presence: "implicit" },
        { json: "location", proto: "location", type: () => scalars.string, presence: "implicit" },
        { json: "name", proto: "name", type: () => scalars.string, presence: "implicit" },
    ], options);
    const M_HTTPAuthSecurityScheme = message("a2a.v1.HTTPAuthSecurityScheme", [
        { json: "description", proto: "description", type: () => scalars.string, presence: "implicit" },
        { json: "scheme", proto: "scheme", type: () => scalars.string, presence: "implicit" },
        { json: "bearerFormat", proto: "bearer_format", type: () => scalars.string, presence: "implicit" },
    ], options);
    const M_OAuth2SecurityScheme = message("a2a.v1.OAuth2SecurityScheme", [
        { json: "description", proto: "description", type: () => scalars.string, presence: "implicit" },
        { json: "flows", proto: "flows", type: () => M_OAuthFlows, presence: "explicit" },
        { json: "oauth2MetadataUrl", proto: "oauth2_metadata_url", type: () => scalars.string, presence: "implicit" },
    ], options);
    const M_OAuthFlows = message("a2a.v1.OAuthFlows", [
        { json: "authorizationCode", proto: "authorization_code", type: () => M_AuthorizationCodeOAuthFlow, oneof: "flow", presence: "explicit" },
        { json: "clientCredentials", proto: "client_credentials", type: () => M_ClientCredentialsOAuthFlow, oneof: "flow", presence: "explicit" },
        { json: "implicit", proto: "implicit", type: () => M_ImplicitOAuthFlow, oneof: "flow", presence: "explicit" },
        { json: "password", proto: "password", type: () => M_PasswordOAuthFlow, oneof: "flow", presence: "explicit" },
    ], options);
    const M_AuthorizationCodeOAuthFlow = message("a2a.v1.AuthorizationCodeOAuthFlow", [
        { json: "authorizationUrl", proto: "authorization_url", type: () => scalars.string, presence: "implicit" },
        { json: "tokenUrl", proto: "token_url", type: () => scalars.string, presence: "implicit" },
        { json: "refreshUrl", proto: "refresh_url", type: () => scalars.string, presence: "implicit" },
        { json: "scopes", proto: "scopes", type: () => scalars.string, map: { key: "string" }, presence: "implicit" },
    ], options);
    const M_ClientCredentialsOAuthFlow = message("a2a.v1.ClientCredentialsOAuthFlow", [
        { json: "tokenUrl", proto: "token_url", type: () => scalars.string, presence: "implicit" },
        { json: "refreshUrl", proto: "refresh_url", type: () => scalars.string, presence: "implicit" },
        { json: "scopes", proto: "scopes", type: () => scalars.string, map: { key: "string" }, presence: "implicit" },
    ], options);
    const M_ImplicitOAuthFlow = message("a2a.v1.ImplicitOAuthFlow", [
        { json: "authorizationUrl", proto: "authorization_url", type: () => scalars.string, presence: "implicit" },
        { json: "refreshUrl", proto: "refresh_url", type: () => scalars.string, presence: "implicit" },
        { json: "scopes", proto: "scopes", type: () => scalars.string, map: { key: "string" }, presence: "implicit" },
    ], options);
    const M_PasswordOAuthFlow = message("a2a.v1.PasswordOAuthFlow", [
        { json: "tokenUrl", proto: "token_url", type: () => scalars.string, presence: "implicit" },
        { json: "refreshUrl", proto: "refresh_url", type: () => scalars.string, presence: "implicit" },
        { json: "scopes", proto: "scopes", type: () => scalars.string, map: { key: "string" }, presence: "implicit" },
    ], options);
    const M_OpenIdConnectSecurityScheme = message("a2a.v1.OpenIdConnectSecurityScheme", [
        { json: "description", proto: "description", type: () => scalars.string, presence: "implicit" },
        { json: "openIdConnectUrl", proto: "open_id_connect_url", type: () => scalars.string, presence: "implicit" },
    ], options);
    const M_MutualTlsSecurityScheme = message("a2a.v1.MutualTlsSecurityScheme", [
        { json: "description", proto: "description", type: () => scalars.string, presence: "implicit" },
    ], options);
    const M_Security = message("a2a.v1.Security", [
        { json: "schemes", proto: "schemes", type: () => M_StringList, map: { key: "string" }, presence: "implicit" },
    ], options);
    const M_StringList = message("a2a.v1.StringList", [
        { json: "list", proto: "list", type: () => scalars.string, list: true, presence: "implicit" },
    ], options);
    const M_AgentSkill = message("a2a.v1.AgentSkill", [
        { json: "id", proto: "id", type: () => scalars.string, presence: "implicit" },
        { json: "name", proto: "name", type: () => scalars.string, presence: "implicit" },
        { json: "description", proto: "description", type: () => scalars.string, presence: "implicit" },
        { json: "tags", proto: "tags", type: () => scalars.string, list: true, presence: "implicit" },
        { json: "examples", proto: "examples", type: () => scalars.string, list: true, presence: "implicit" },
        { json: "inputModes", proto: "input_modes", type: () => scalars.string, list: true, presence: "implicit" },
        { json: "outputModes", proto: "output_modes", type: () => scalars.string, list: true, presence: "implicit" },
        { json: "security", proto: "security", type: () => M_Security, list: true, presence: "implicit" },
    ], options);
    const M_AgentCardSignature = message("a2a.v1.AgentCardSignature", [
        { json: "protected", proto: "protected", type: () => scalars.string, presence: "implicit", required: true },
        { json: "signature", proto: "signature", type: () => scalars.string, presence: "implicit", required: true },
        { json: "header", proto: "header", type: () => wkt["google.protobuf.Struct"], presence: "explicit" },
    ], options);
    const M_TaskPushNotificationConfig = message("a2a.v1.TaskPushNotificationConfig", [
        { json: "name", proto: "name", type: () => scalars.string, presence: "implicit" },
        { json: "pushNotificationConfig", proto: "push_notification_config", type: () => M_PushNotificationConfig, presence: "explicit" },
    ], options);
    const M_SendMessageRequest = message("a2a.v1.SendMessageRequest", [
        { json: "message", proto: "request", type: () => M_Message, presence: "explicit", required: true },
        { json: "configuration", proto: "configuration", type: () => M_SendMessageConfiguration, presence: "explicit" },
        { json: "metadata", proto: "metadata", type: () => wkt["google.protobuf.Struct"], presence: "explicit" },
    ], options);
    const M_GetTaskRequest = message("a2a.v1.GetTaskRequest", [
        { json: "name", proto: "name", type: () => scalars.string, presence: "implicit", required: true },
        { json: "historyLength", proto: "history_length", type: () => scalars.int32, presence: "implicit" },
    ], options);
    const M_CancelTaskRequest = message("a2a.v1.CancelTaskRequest", [
        { json: "name", proto: "name", type: () => scalars.string, presence: "implicit" },
    ], options);
    const M_GetTaskPushNotificationConfigRequest = message("a2a.v1.GetTaskPushNotificationConfigRequest", [
        { json: "name", proto: "name", type: () => scalars.string, presence: "implicit" },
    ], options);
    const M_DeleteTaskPushNotificationConfigRequest = message("a2a.v1.DeleteTaskPushNotificationConfigRequest", [
        { json: "name", proto: "name", type: () => scalars.string, presence: "implicit" },
    ], options);
    const M_CreateTaskPushNotificationConfigRequest = message("a2a.v1.CreateTaskPushNotificationConfigRequest", [
        { json: "parent", proto: "parent", type: () => scalars.string, presence: "implicit", required: true },
        { json: "configId", proto: "config_id", type: () => scalars.string, presence: "implicit", required: true },
        { json: "config", proto: "config", type: () => M_TaskPushNotificationConfig, presence: "explicit", required: true },
    ], options);
    const M_TaskSubscriptionRequest = message("a2a.v1.TaskSubscriptionRequest", [
        { json: "name", proto: "name", type: () => scalars.string, presence: "implicit" },
    ], options);
    const M_ListTaskPushNotificationConfigRequest = message("a2a.v1.ListTaskPushNotificationConfigRequest", [
        { json: "parent", proto: "parent", type: () => scalars.string, presence: "implicit" },
        { json: "pageSize", proto: "page_size", type: () => scalars.int32, presence: "implicit" },
        { json: "pageToken", proto: "page_token", type: () => scalars.string, presence: "implicit" },
    ], options);
    const M_GetAgentCardRequest = message("a2a.v1.GetAgentCardRequest", [], options);
    const M_SendMessageResponse = message("a2a.v1.SendMessageResponse", [
        { json: "task", proto: "task", type: () => M_Task, oneof: "payload", presence: "explicit" },
        { json: "message", proto: "msg", type: () => M_Message, oneof: "payload", presence: "explicit" },
    ], options);
    const M_StreamResponse = message("a2a.v1.StreamResponse", [
        { json: "task", proto: "task", type: () => M_Task, oneof: "payload", presence: "explicit" },
        { json: "message", proto: "msg", type: () => M_Message, oneof: "payload", presence: "explicit" },
        { json: "statusUpdate", proto: "status_update", type: () => M_TaskStatusUpdateEvent, oneof: "payload", presence: "explicit" },
        { json: "artifactUpdate", proto: "artifact_update", type: () => M_TaskArtifactUpdateEvent, oneof: "payload", presence: "explicit" },
    ], options);
    const M_ListTaskPushNotificationConfigResponse = message("a2a.v1.ListTaskPushNotificationConfigResponse", [
        { json: "configs", proto: "configs", type: () => M_TaskPushNotificationConfig, list: true, presence: "implicit" },
        { json: "nextPageToken", proto: "next_page_token", type: () => scalars.string, presence: "implicit" },
    ], options);
    return {
        TaskState: E_TaskState,
        Role: E_Role,
        SendMessageConfiguration: M_SendMessageConfiguration,
        PushNotificationConfig: M_PushNotificationConfig,
        AuthenticationInfo: M_AuthenticationInfo,
        Task: M_Task,
        TaskStatus: M_TaskStatus,
        Message: M_Message,
        Part: M_Part,
        FilePart: M_FilePart,
        DataPart: M_DataPart,
        Artifact: M_Artifact,
        TaskStatusUpdateEvent: M_TaskStatusUpdateEvent,
        TaskArtifactUpdateEvent: M_TaskArtifactUpdateEvent,
        AgentInterface: M_AgentInterface,
        AgentCard: M_AgentCard,
        AgentProvider: M_AgentProvider,
        AgentCapabilities: M_AgentCapabilities,
        AgentExtension: M_AgentExtension,
        SecurityScheme: M_SecurityScheme,
        APIKeySecurityScheme: M_APIKeySecurityScheme,
        HTTPAuthSecurityScheme: M_HTTPAuthSecurityScheme,
        OAuth2SecurityScheme: M_OAuth2SecurityScheme,
        OAuthFlows: M_OAuthFlows,
        AuthorizationCodeOAuthFlow: M_AuthorizationCodeOAuthFlow,
        ClientCredentialsOAuthFlow: M_ClientCredentialsOAuthFlow,
        ImplicitOAuthFlow: M_ImplicitOAuthFlow,
        PasswordOAuthFlow: M_PasswordOAuthFlow,
        OpenIdConnectSecurityScheme: M_OpenIdConnectSecurityScheme,
        MutualTlsSecurityScheme: M_MutualTlsSecurityScheme,
        Security: M_Security,
        StringList: M_StringList,
        AgentSkill: M_AgentSkill,
        AgentCardSignature: M_AgentCardSignature,
        TaskPushNotificationConfig: M_TaskPushNotificationConfig,
        SendMessageRequest: M_SendMessageRequest,
        GetTaskRequest: M_GetTaskRequest,
        CancelTaskRequest: M_CancelTaskRequest,
        GetTaskPushNotificationConfigRequest: M_GetTaskPushNotificationConfigRequest,
        DeleteTaskPushNotificationConfigRequest: M_DeleteTaskPushNotificationConfigRequest,
        CreateTaskPushNotificationConfigRequest: M_CreateTaskPushNotificationConfigRequest,
        TaskSubscriptionRequest: M_TaskSubscriptionRequest,
        ListTaskPushNotificationConfigRequest: M_ListTaskPushNotificationConfigRequest,
        GetAgentCardRequest: M_GetAgentCardRequest,
        SendMessageResponse: M_SendMessageResponse,
        StreamResponse: M_StreamResponse,
        ListTaskPushNotificationConfigResponse: M_ListTaskPushNotificationConfigResponse,
    };
}
const set = schemaSet(build);
/** Every message and enum of this version: REQUIRED fields enforced, unknown fields ignored. */
export const schemas = set.schemas;
/** The same schemas under other options (for example REQUIRED skipped, or unknown fields reported); built once per set. */
export const schemasWith = set.with;
