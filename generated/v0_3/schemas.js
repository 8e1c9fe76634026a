import { enumType, lazySchemas, message, scalars, schemaSet, wkt } from "@a2a-bindgen/runtime/protojson";
/** Names of this version's message schemas (keys of `schemas`). */
export const messageNames = [
	"SendMessageConfiguration",
	"PushNotificationConfig",
	"AuthenticationInfo",
	"Task",
	"TaskStatus",
	"Message",
	"Part",
	"FilePart",
	"DataPart",
	"Artifact",
	"TaskStatusUpdateEvent",
	"TaskArtifactUpdateEvent",
	"AgentInterface",
	"AgentCard",
	"AgentProvider",
	"AgentCapabilities",
	"AgentExtension",
	"SecurityScheme",
	"APIKeySecurityScheme",
	"HTTPAuthSecurityScheme",
	"OAuth2SecurityScheme",
	"OAuthFlows",
	"AuthorizationCodeOAuthFlow",
	"ClientCredentialsOAuthFlow",
	"ImplicitOAuthFlow",
	"PasswordOAuthFlow",
	"OpenIdConnectSecurityScheme",
	"MutualTlsSecurityScheme",
	"Security",
	"StringList",
	"AgentSkill",
	"AgentCardSignature",
	"TaskPushNotificationConfig",
	"SendMessageRequest",
	"GetTaskRequest",
	"CancelTaskRequest",
	"GetTaskPushNotificationConfigRequest",
	"DeleteTaskPushNotificationConfigRequest",
	"CreateTaskPushNotificationConfigRequest",
	"TaskSubscriptionRequest",
	"ListTaskPushNotificationConfigRequest",
	"GetAgentCardRequest",
	"SendMessageResponse",
	"StreamResponse",
	"ListTaskPushNotificationConfigResponse"
];
/** Names of this version's enum schemas (keys of `schemas`). */
export const enumNames = ["TaskState", "Role"];
/** REQUIRED fields the schemas do not check, because their default is a legitimate value (rules file). */
export const requiredNotChecked = [];
/**
* The schemas for one set of options. Nothing is built here: importing this module costs a getter
* per name, and a schema is built when it is first read (a field's type is looked up on first parse).
*/
function build(options) {
	const s = lazySchemas({
		TaskState: () => enumType("a2a.v1.TaskState", [
			["TASK_STATE_UNSPECIFIED", 0],
			["TASK_STATE_SUBMITTED", 1],
			["TASK_STATE_WORKING", 2],
			["TASK_STATE_COMPLETED", 3],
			["TASK_STATE_FAILED", 4],
			["TASK_STATE_CANCELLED", 5],
			["TASK_STATE_INPUT_REQUIRED", 6],
			["TASK_STATE_REJECTED", 7],
			["TASK_STATE_AUTH_REQUIRED", 8]
		]),
		Role: () => enumType("a2a.v1.Role", [
			["ROLE_UNSPECIFIED", 0],
			["ROLE_USER", 1],
			["ROLE_AGENT", 2]
		]),
		SendMessageConfiguration: () => message("a2a.v1.SendMessageConfiguration", [
			{
				json: "acceptedOutputModes",
				proto: "accepted_output_modes",
				type: () => scalars.string,
				list: true,
				presence: "implicit"
			},
			{
				json: "pushNotification",
				proto: "push_notification",
				type: () => s.PushNotificationConfig,
				presence: "explicit"
			},
			{
				json: "historyLength",
				proto: "history_length",
				type: () => scalars.int32,
				presence: "implicit"
			},
			{
				json: "blocking",
				proto: "blocking",
				type: () => scalars.bool,
				presence: "implicit"
			}
		], options),
		PushNotificationConfig: () => message("a2a.v1.PushNotificationConfig", [
			{
				json: "id",
				proto: "id",
				type: () => scalars.string,
				presence: "implicit"
			},
			{
				json: "url",
				proto: "url",
				type: () => scalars.string,
				presence: "implicit"
			},
			{
				json: "token",
				proto: "token",
				type: () => scalars.string,
				presence: "implicit"
			},
			{
				json: "authentication",
				proto: "authentication",
				type: () => s.AuthenticationInfo,
				presence: "explicit"
			}
		], options),
		AuthenticationInfo: () => message("a2a.v1.AuthenticationInfo", [{
			json: "schemes",
			proto: "schemes",
			type: () => scalars.string,
			list: true,
			presence: "implicit"
		}, {
			json: "credentials",
			proto: "credentials",
			type: () => scalars.string,
			presence: "implicit"
		}], options),
		Task: () => message("a2a.v1.Task", [
			{
				json: "id",
				proto: "id",
				type: () => scalars.string,
				presence: "implicit"
			},
			{
				json: "contextId",
				proto: "context_id",
				type: () => scalars.string,
				presence: "implicit"
			},
			{
				json: "status",
				proto: "status",
				type: () => s.TaskStatus,
				presence: "explicit"
			},
			{
				json: "artifacts",
				proto: "artifacts",
				type: () => s.Artifact,
				list: true,
				presence: "implicit"
			},
			{
				json: "history",
				proto: "history",
				type: () => s.Message,
				list: true,
				presence: "implicit"
			},
			{
				json: "metadata",
				proto: "metadata",
				type: () => wkt["google.protobuf.Struct"],
				presence: "explicit"
			}
		], options),
		TaskStatus: () => message("a2a.v1.TaskStatus", [
			{
				json: "state",
				proto: "state",
				type: () => s.TaskState,
				presence: "implicit"
			},
			{
				json: "message",
				proto: "update",
				type: () => s.Message,
				presence: "explicit"
			},
			{
				json: "timestamp",
				proto: "timestamp",
				type: () => wkt["google.protobuf.Timestamp"],
				presence: "explicit"
			}
		], options),
		Message: () => message("a2a.v1.Message", [
			{
				json: "messageId",
				proto: "message_id",
				type: () => scalars.string,
				presence: "implicit"
			},
			{
				json: "contextId",
				proto: "context_id",
				type: () => scalars.string,
				presence: "implicit"
			},
			{
				json: "taskId",
				proto: "task_id",
				type: () => scalars.string,
				presence: "implicit"
			},
			{
				json: "role",
				proto: "role",
				type: () => s.Role,
				presence: "implicit"
			},
			{
				json: "content",
				proto: "content",
				type: () => s.Part,
				list: true,
				presence: "implicit"
			},
			{
				json: "metadata",
				proto: "metadata",
				type: () => wkt["google.protobuf.Struct"],
				presence: "explicit"
			},
			{
				json: "extensions",
				proto: "extensions",
				type: () => scalars.string,
				list: true,
				presence: "implicit"
			}
		], options),
		Part: () => message("a2a.v1.Part", [
			{
				json: "text",
				proto: "text",
				type: () => scalars.string,
				oneof: "part",
				presence: "explicit"
			},
			{
				json: "file",
				proto: "file",
				type: () => s.FilePart,
				oneof: "part",
				presence: "explicit"
			},
			{
				json: "data",
				proto: "data",
				type: () => s.DataPart,
				oneof: "part",
				presence: "explicit"
			}
		], options),
		FilePart: () => message("a2a.v1.FilePart", [
			{
				json: "fileWithUri",
				proto: "file_with_uri",
				type: () => scalars.string,
				oneof: "file",
				presence: "explicit"
			},
			{
				json: "fileWithBytes",
				proto: "file_with_bytes",
				type: () => scalars.bytes,
				oneof: "file",
				presence: "explicit"
			},
			{
				json: "mimeType",
				proto: "mime_type",
				type: () => scalars.string,
				presence: "implicit"
			}
		], options),
		DataPart: () => message("a2a.v1.DataPart", [{
			json: "data",
			proto: "data",
			type: () => wkt["google.protobuf.Struct"],
			presence: "explicit"
		}], options),
		Artifact: () => message("a2a.v1.Artifact", [
			{
				json: "artifactId",
				proto: "artifact_id",
				type: () => scalars.string,
				presence: "implicit"
			},
			{
				json: "name",
				proto: "name",
				type: () => scalars.string,
				presence: "implicit"
			},
			{
				json: "description",
				proto: "description",
				type: () => scalars.string,
				presence: "implicit"
			},
			{
				json: "parts",
				proto: "parts",
				type: () => s.Part,
				list: true,
				presence: "implicit"
			},
			{
				json: "metadata",
				proto: "metadata",
				type: () => wkt["google.protobuf.Struct"],
				presence: "explicit"
			},
			{
				json: "extensions",
				proto: "extensions",
				type: () => scalars.string,
				list: true,
				presence: "implicit"
			}
		], options),
		TaskStatusUpdateEvent: () => message("a2a.v1.TaskStatusUpdateEvent", [
			{
				json: "taskId",
				proto: "task_id",
				type: () => scalars.string,
				presence: "implicit"
			},
			{
				json: "contextId",
				proto: "context_id",
				type: () => scalars.string,
				presence: "implicit"
			},
			{
				json: "status",
				proto: "status",
				type: () => s.TaskStatus,
				presence: "explicit"
			},
			{
				json: "final",
				proto: "final",
				type: () => scalars.bool,
				presence: "implicit"
			},
			{
				json: "metadata",
				proto: "metadata",
				type: () => wkt["google.protobuf.Struct"],
				presence: "explicit"
			}
		], options),
		TaskArtifactUpdateEvent: () => message("a2a.v1.TaskArtifactUpdateEvent", [
			{
				json: "taskId",
				proto: "task_id",
				type: () => scalars.string,
				presence: "implicit"
			},
			{
				json: "contextId",
				proto: "context_id",
				type: () => scalars.string,
				presence: "implicit"
			},
			{
				json: "artifact",
				proto: "artifact",
				type: () => s.Artifact,
				presence: "explicit"
			},
			{
				json: "append",
				proto: "append",
				type: () => scalars.bool,
				presence: "implicit"
			},
			{
				json: "lastChunk",
				proto: "last_chunk",
				type: () => scalars.bool,
				presence: "implicit"
			},
			{
				json: "metadata",
				proto: "metadata",
				type: () => wkt["google.protobuf.Struct"],
				presence: "explicit"
			}
		], options),
		AgentInterface: () => message("a2a.v1.AgentInterface", [{
			json: "url",
			proto: "url",
			type: () => scalars.string,
			presence: "implicit"
		}, {
			json: "transport",
			proto: "transport",
			type: () => scalars.string,
			presence: "implicit"
		}], options),
		AgentCard: () => message("a2a.v1.AgentCard", [
			{
				json: "protocolVersion",
				proto: "protocol_version",
				type: () => scalars.string,
				presence: "implicit"
			},
			{
				json: "name",
				proto: "name",
				type: () => scalars.string,
				presence: "implicit"
			},
			{
				json: "description",
				proto: "description",
				type: () => scalars.string,
				presence: "implicit"
			},
			{
				json: "url",
				proto: "url",
				type: () => scalars.string,
				presence: "implicit"
			},
			{
				json: "preferredTransport",
				proto: "preferred_transport",
				type: () => scalars.string,
				presence: "implicit"
			},
			{
				json: "additionalInterfaces",
				proto: "additional_interfaces",
				type: () => s.AgentInterface,
				list: true,
				presence: "implicit"
			},
			{
				json: "provider",
				proto: "provider",
				type: () => s.AgentProvider,
				presence: "explicit"
			},
			{
				json: "version",
				proto: "version",
				type: () => scalars.string,
				presence: "implicit"
			},
			{
				json: "documentationUrl",
				proto: "documentation_url",
				type: () => scalars.string,
				presence: "implicit"
			},
			{
				json: "capabilities",
				proto: "capabilities",
				type: () => s.AgentCapabilities,
				presence: "explicit"
			},
			{
				json: "securitySchemes",
				proto: "security_schemes",
				type: () => s.SecurityScheme,
				map: { key: "string" },
				presence: "implicit"
			},
			{
				json: "security",
				proto: "security",
				type: () => s.Security,
				list: true,
				presence: "implicit"
			},
			{
				json: "defaultInputModes",
				proto: "default_input_modes",
				type: () => scalars.string,
				list: true,
				presence: "implicit"
			},
			{
				json: "defaultOutputModes",
				proto: "default_output_modes",
				type: () => scalars.string,
				list: true,
				presence: "implicit"
			},
			{
				json: "skills",
				proto: "skills",
				type: () => s.AgentSkill,
				list: true,
				presence: "implicit"
			},
			{
				json: "supportsAuthenticatedExtendedCard",
				proto: "supports_authenticated_extended_card",
				type: () => scalars.bool,
				presence: "implicit"
			},
			{
				json: "signatures",
				proto: "signatures",
				type: () => s.AgentCardSignature,
				list: true,
				presence: "implicit"
			}
		], options),
		AgentProvider: () => message("a2a.v1.AgentProvider", [{
			json: "url",
			proto: "url",
			type: () => scalars.string,
			presence: "implicit"
		}, {
			json: "organization",
			proto: "organization",
			type: () => scalars.string,
			presence: "implicit"
		}], options),
		AgentCapabilities: () => message("a2a.v1.AgentCapabilities", [
			{
				json: "streaming",
				proto: "streaming",
				type: () => scalars.bool,
				presence: "implicit"
			},
			{
				json: "pushNotifications",
				proto: "push_notifications",
				type: () => scalars.bool,
				presence: "implicit"
			},
			{
				json: "extensions",
				proto: "extensions",
				type: () => s.AgentExtension,
				list: true,
				presence: "implicit"
			}
		], options),
		AgentExtension: () => message("a2a.v1.AgentExtension", [
			{
				json: "uri",
				proto: "uri",
				type: () => scalars.string,
				presence: "implicit"
			},
			{
				json: "description",
				proto: "description",
				type: () => scalars.string,
				presence: "implicit"
			},
			{
				json: "required",
				proto: "required",
				type: () => scalars.bool,
				presence: "implicit"
			},
			{
				json: "params",
				proto: "params",
				type: () => wkt["google.protobuf.Struct"],
				presence: "explicit"
			}
		], options),
		SecurityScheme: () => message("a2a.v1.SecurityScheme", [
			{
				json: "apiKeySecurityScheme",
				proto: "api_key_security_scheme",
				type: () => s.APIKeySecurityScheme,
				oneof: "scheme",
				presence: "explicit"
			},
			{
				json: "httpAuthSecurityScheme",
				proto: "http_auth_security_scheme",
				type: () => s.HTTPAuthSecurityScheme,
				oneof: "scheme",
				presence: "explicit"
			},
			{
				json: "oauth2SecurityScheme",
				proto: "oauth2_security_scheme",
				type: () => s.OAuth2SecurityScheme,
				oneof: "scheme",
				presence: "explicit"
			},
			{
				json: "openIdConnectSecurityScheme",
				proto: "open_id_connect_security_scheme",
				type: () => s.OpenIdConnectSecurityScheme,
				oneof: "scheme",
				presence: "explicit"
			},
			{
				json: "mtlsSecurityScheme",
				proto: "mtls_security_scheme",
				type: () => s.MutualTlsSecurityScheme,
				oneof: "scheme",
				presence: "explicit"
			}
		], options),
		APIKeySecurityScheme: () => message("a2a.v1.APIKeySecurityScheme", [
			{
				json: "description",
				proto: "description",
				type: () => scalars.string,
				presence: "implicit"
			},
			{
				json: "location",
				proto: "location",
				type: () => scalars.string,
				presence: "implicit"
			},
			{
				json: "name",
				proto: "name",
				type: () => scalars.string,
				presence: "implicit"
			}
		], options),
		HTTPAuthSecurityScheme: () => message("a2a.v1.HTTPAuthSecurityScheme", [
			{
				json: "description",
				proto: "description",
				type: () => scalars.string,
				presence: "implicit"
			},
			{
				json: "scheme",
				proto: "scheme",
				type: () => scalars.string,
				presence: "implicit"
			},
			{
				json: "bearerFormat",
				proto: "bearer_format",
				type: () => scalars.string,
				presence: "implicit"
			}
		], options),
		OAuth2SecurityScheme: () => message("a2a.v1.OAuth2SecurityScheme", [
			{
				json: "description",
				proto: "description",
				type: () => scalars.string,
				presence: "implicit"
			},
			{
				json: "flows",
				proto: "flows",
				type: () => s.OAuthFlows,
				presence: "explicit"
			},
			{
				json: "oauth2MetadataUrl",
				proto: "oauth2_metadata_url",
				type: () => scalars.string,
				presence: "implicit"
			}
		], options),
		OAuthFlows: () => message("a2a.v1.OAuthFlows", [
			{
				json: "authorizationCode",
				proto: "authorization_code",
				type: () => s.AuthorizationCodeOAuthFlow,
				oneof: "flow",
				presence: "explicit"
			},
			{
				json: "clientCredentials",
				proto: "client_credentials",
				type: () => s.ClientCredentialsOAuthFlow,
				oneof: "flow",
				presence: "explicit"
			},
			{
				json: "implicit",
				proto: "implicit",
				type: () => s.ImplicitOAuthFlow,
				oneof: "flow",
				presence: "explicit"
			},
			{
				json: "password",
				proto: "password",
				type: () => s.PasswordOAuthFlow,
				oneof: "flow",
				presence: "explicit"
			}
		], options),
		AuthorizationCodeOAuthFlow: () => message("a2a.v1.AuthorizationCodeOAuthFlow", [
			{
				json: "authorizationUrl",
				proto: "authorization_url",
				type: () => scalars.string,
				presence: "implicit"
			},
			{
				json: "tokenUrl",
				proto: "token_url",
				type: () => scalars.string,
				presence: "implicit"
			},
			{
				json: "refreshUrl",
				proto: "refresh_url",
				type: () => scalars.string,
				presence: "implicit"
			},
			{
				json: "scopes",
				proto: "scopes",
				type: () => scalars.string,
				map: { key: "string" },
				presence: "implicit"
			}
		], options),
		ClientCredentialsOAuthFlow: () => message("a2a.v1.ClientCredentialsOAuthFlow", [
			{
				json: "tokenUrl",
				proto: "token_url",
				type: () => scalars.string,
				presence: "implicit"
			},
			{
				json: "refreshUrl",
				proto: "refresh_url",
				type: () => scalars.string,
				presence: "implicit"
			},
			{
				json: "scopes",
				proto: "scopes",
				type: () => scalars.string,
				map: { key: "string" },
				presence: "implicit"
			}
		], options),
		ImplicitOAuthFlow: () => message("a2a.v1.ImplicitOAuthFlow", [
			{
				json: "authorizationUrl",
				proto: "authorization_url",
				type: () => scalars.string,
				presence: "implicit"
			},
			{
				json: "refreshUrl",
				proto: "refresh_url",
				type: () => scalars.string,
				presence: "implicit"
			},
			{
				json: "scopes",
				proto: "scopes",
				type: () => scalars.string,
				map: { key: "string" },
				presence: "implicit"
			}
		], options),
		PasswordOAuthFlow: () => message("a2a.v1.PasswordOAuthFlow", [
			{
				json: "tokenUrl",
				proto: "token_url",
				type: () => scalars.string,
				presence: "implicit"
			},
			{
				json: "refreshUrl",
				proto: "refresh_url",
				type: () => scalars.string,
				presence: "implicit"
			},
			{
				json: "scopes",
				proto: "scopes",
				type: () => scalars.string,
				map: { key: "string" },
				presence: "implicit"
			}
		], options),
		OpenIdConnectSecurityScheme: () => message("a2a.v1.OpenIdConnectSecurityScheme", [{
			json: "description",
			proto: "description",
			type: () => scalars.string,
			presence: "implicit"
		}, {
			json: "openIdConnectUrl",
			proto: "open_id_connect_url",
			type: () => scalars.string,
			presence: "implicit"
		}], options),
		MutualTlsSecurityScheme: () => message("a2a.v1.MutualTlsSecurityScheme", [{
			json: "description",
			proto: "description",
			type: () => scalars.string,
			presence: "implicit"
		}], options),
		Security: () => message("a2a.v1.Security", [{
			json: "schemes",
			proto: "schemes",
			type: () => s.StringList,
			map: { key: "string" },
			presence: "implicit"
		}], options),
		StringList: () => message("a2a.v1.StringList", [{
			json: "list",
			proto: "list",
			type: () => scalars.string,
			list: true,
			presence: "implicit"
		}], options),
		AgentSkill: () => message("a2a.v1.AgentSkill", [
			{
				json: "id",
				proto: "id",
				type: () => scalars.string,
				presence: "implicit"
			},
			{
				json: "name",
				proto: "name",
				type: () => scalars.string,
				presence: "implicit"
			},
			{
				json: "description",
				proto: "description",
				type: () => scalars.string,
				presence: "implicit"
			},
			{
				json: "tags",
				proto: "tags",
				type: () => scalars.string,
				list: true,
				presence: "implicit"
			},
			{
				json: "examples",
				proto: "examples",
				type: () => scalars.string,
				list: true,
				presence: "implicit"
			},
			{
				json: "inputModes",
				proto: "input_modes",
				type: () => scalars.string,
				list: true,
				presence: "implicit"
			},
			{
				json: "outputModes",
				proto: "output_modes",
				type: () => scalars.string,
				list: true,
				presence: "implicit"
			},
			{
				json: "security",
				proto: "security",
				type: () => s.Security,
				list: true,
				presence: "implicit"
			}
		], options),
		AgentCardSignature: () => message("a2a.v1.AgentCardSignature", [
			{
				json: "protected",
				proto: "protected",
				type: () => scalars.string,
				presence: "implicit",
				required: true
			},
			{
				json: "signature",
				proto: "signature",
				type: () => scalars.string,
				presence: "implicit",
				required: true
			},
			{
				json: "header",
				proto: "header",
				type: () => wkt["google.protobuf.Struct"],
				presence: "explicit"
			}
		], options),
		TaskPushNotificationConfig: () => message("a2a.v1.TaskPushNotificationConfig", [{
			json: "name",
			proto: "name",
			type: () => scalars.string,
			presence: "implicit"
		}, {
			json: "pushNotificationConfig",
			proto: "push_notification_config",
			type: () => s.PushNotificationConfig,
			presence: "explicit"
		}], options),
		SendMessageRequest: () => message("a2a.v1.SendMessageRequest", [
			{
				json: "message",
				proto: "request",
				type: () => s.Message,
				presence: "explicit",
				required: true
			},
			{
				json: "configuration",
				proto: "configuration",
				type: () => s.SendMessageConfiguration,
				presence: "explicit"
			},
			{
				json: "metadata",
				proto: "metadata",
				type: () => wkt["google.protobuf.Struct"],
				presence: "explicit"
			}
		], options),
		GetTaskRequest: () => message("a2a.v1.GetTaskRequest", [{
			json: "name",
			proto: "name",
			type: () => scalars.string,
			presence: "implicit",
			required: true
		}, {
			json: "historyLength",
			proto: "history_length",
			type: () => scalars.int32,
			presence: "implicit"
		}], options),
		CancelTaskRequest: () => message("a2a.v1.CancelTaskRequest", [{
			json: "name",
			proto: "name",
			type: () => scalars.string,
			presence: "implicit"
		}], options),
		GetTaskPushNotificationConfigRequest: () => message("a2a.v1.GetTaskPushNotificationConfigRequest", [{
			json: "name",
			proto: "name",
			type: () => scalars.string,
			presence: "implicit"
		}], options),
		DeleteTaskPushNotificationConfigRequest: () => message("a2a.v1.DeleteTaskPushNotificationConfigRequest", [{
			json: "name",
			proto: "name",
			type: () => scalars.string,
			presence: "implicit"
		}], options),
		CreateTaskPushNotificationConfigRequest: () => message("a2a.v1.CreateTaskPushNotificationConfigRequest", [
			{
				json: "parent",
				proto: "parent",
				type: () => scalars.string,
				presence: "implicit",
				required: true
			},
			{
				json: "configId",
				proto: "config_id",
				type: () => scalars.string,
				presence: "implicit",
				required: true
			},
			{
				json: "config",
				proto: "config",
				type: () => s.TaskPushNotificationConfig,
				presence: "explicit",
				required: true
			}
		], options),
		TaskSubscriptionRequest: () => message("a2a.v1.TaskSubscriptionRequest", [{
			json: "name",
			proto: "name",
			type: () => scalars.string,
			presence: "implicit"
		}], options),
		ListTaskPushNotificationConfigRequest: () => message("a2a.v1.ListTaskPushNotificationConfigRequest", [
			{
				json: "parent",
				proto: "parent",
				type: () => scalars.string,
				presence: "implicit"
			},
			{
				json: "pageSize",
				proto: "page_size",
				type: () => scalars.int32,
				presence: "implicit"
			},
			{
				json: "pageToken",
				proto: "page_token",
				type: () => scalars.string,
				presence: "implicit"
			}
		], options),
		GetAgentCardRequest: () => message("a2a.v1.GetAgentCardRequest", [], options),
		SendMessageResponse: () => message("a2a.v1.SendMessageResponse", [{
			json: "task",
			proto: "task",
			type: () => s.Task,
			oneof: "payload",
			presence: "explicit"
		}, {
			json: "message",
			proto: "msg",
			type: () => s.Message,
			oneof: "payload",
			presence: "explicit"
		}], options),
		StreamResponse: () => message("a2a.v1.StreamResponse", [
			{
				json: "task",
				proto: "task",
				type: () => s.Task,
				oneof: "payload",
				presence: "explicit"
			},
			{
				json: "message",
				proto: "msg",
				type: () => s.Message,
				oneof: "payload",
				presence: "explicit"
			},
			{
				json: "statusUpdate",
				proto: "status_update",
				type: () => s.TaskStatusUpdateEvent,
				oneof: "payload",
				presence: "explicit"
			},
			{
				json: "artifactUpdate",
				proto: "artifact_update",
				type: () => s.TaskArtifactUpdateEvent,
				oneof: "payload",
				presence: "explicit"
			}
		], options),
		ListTaskPushNotificationConfigResponse: () => message("a2a.v1.ListTaskPushNotificationConfigResponse", [{
			json: "configs",
			proto: "configs",
			type: () => s.TaskPushNotificationConfig,
			list: true,
			presence: "implicit"
		}, {
			json: "nextPageToken",
			proto: "next_page_token",
			type: () => scalars.string,
			presence: "implicit"
		}], options)
	});
	return s;
}
// The names let the default set wait for its first read before it calls build.
const set = schemaSet(build, [...enumNames, ...messageNames]);
/** Every message and enum of this version: REQUIRED fields enforced, unknown fields ignored. */
export const schemas = set.schemas;
/** The same schemas under other options (for example REQUIRED skipped, or unknown fields reported); one object per set of options. */
export const schemasWith = set.with;
