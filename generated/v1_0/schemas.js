import { enumType, lazySchemas, message, scalars, schemaSet, wkt } from "@a2a-bindgen/runtime/protojson";
/** Names of this version's message schemas (keys of `schemas`). */
export const messageNames = [
	"SendMessageConfiguration",
	"TaskPushNotificationConfig",
	"AuthenticationInfo",
	"Task",
	"TaskStatus",
	"Message",
	"Part",
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
	"DeviceCodeOAuthFlow",
	"OpenIdConnectSecurityScheme",
	"MutualTlsSecurityScheme",
	"SecurityRequirement",
	"StringList",
	"AgentSkill",
	"AgentCardSignature",
	"SendMessageRequest",
	"GetTaskRequest",
	"ListTasksRequest",
	"ListTasksResponse",
	"CancelTaskRequest",
	"GetTaskPushNotificationConfigRequest",
	"DeleteTaskPushNotificationConfigRequest",
	"SubscribeToTaskRequest",
	"ListTaskPushNotificationConfigsRequest",
	"GetExtendedAgentCardRequest",
	"SendMessageResponse",
	"StreamResponse",
	"ListTaskPushNotificationConfigsResponse"
];
/** Names of this version's enum schemas (keys of `schemas`). */
export const enumNames = ["TaskState", "Role"];
/** REQUIRED fields the schemas do not check, because their default is a legitimate value (rules file). */
export const requiredNotChecked = [
	{
		field: "lf.a2a.v1.ListTasksResponse.tasks",
		reason: "a page may hold no task: an empty result is a valid answer (a2a.proto ListTasksResponse)"
	},
	{
		field: "lf.a2a.v1.ListTasksResponse.next_page_token",
		reason: "a2a.proto v1.0.1 ListTasksResponse.next_page_token: 'A token to retrieve the next page of results, or empty if there are no more results in the list.'"
	},
	{
		field: "lf.a2a.v1.ListTasksResponse.total_size",
		reason: "0 is the total when no task matches"
	},
	{
		field: "lf.a2a.v1.AuthorizationCodeOAuthFlow.scopes",
		reason: "an OAuth flow may declare no scopes (OpenAPI 3 OAuth Flow Object: the map is required but may be empty)"
	},
	{
		field: "lf.a2a.v1.ClientCredentialsOAuthFlow.scopes",
		reason: "an OAuth flow may declare no scopes (OpenAPI 3 OAuth Flow Object: the map is required but may be empty)"
	},
	{
		field: "lf.a2a.v1.DeviceCodeOAuthFlow.scopes",
		reason: "an OAuth flow may declare no scopes (OpenAPI 3 OAuth Flow Object: the map is required but may be empty)"
	}
];
/**
* The schemas for one set of options. Nothing is built here: importing this module costs a getter
* per name, and a schema is built when it is first read (a field's type is looked up on first parse).
*/
function build(options) {
	const s = lazySchemas({
		TaskState: () => enumType("lf.a2a.v1.TaskState", [
			["TASK_STATE_UNSPECIFIED", 0],
			["TASK_STATE_SUBMITTED", 1],
			["TASK_STATE_WORKING", 2],
			["TASK_STATE_COMPLETED", 3],
			["TASK_STATE_FAILED", 4],
			["TASK_STATE_CANCELED", 5],
			["TASK_STATE_INPUT_REQUIRED", 6],
			["TASK_STATE_REJECTED", 7],
			["TASK_STATE_AUTH_REQUIRED", 8]
		]),
		Role: () => enumType("lf.a2a.v1.Role", [
			["ROLE_UNSPECIFIED", 0],
			["ROLE_USER", 1],
			["ROLE_AGENT", 2]
		]),
		SendMessageConfiguration: () => message("lf.a2a.v1.SendMessageConfiguration", [
			{
				json: "acceptedOutputModes",
				proto: "accepted_output_modes",
				type: () => scalars.string,
				list: true,
				presence: "implicit"
			},
			{
				json: "taskPushNotificationConfig",
				proto: "task_push_notification_config",
				type: () => s.TaskPushNotificationConfig,
				presence: "explicit"
			},
			{
				json: "historyLength",
				proto: "history_length",
				type: () => scalars.int32,
				presence: "explicit"
			},
			{
				json: "returnImmediately",
				proto: "return_immediately",
				type: () => scalars.bool,
				presence: "implicit"
			}
		], options),
		TaskPushNotificationConfig: () => message("lf.a2a.v1.TaskPushNotificationConfig", [
			{
				json: "tenant",
				proto: "tenant",
				type: () => scalars.string,
				presence: "implicit"
			},
			{
				json: "id",
				proto: "id",
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
				json: "url",
				proto: "url",
				type: () => scalars.string,
				presence: "implicit",
				required: true
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
		AuthenticationInfo: () => message("lf.a2a.v1.AuthenticationInfo", [{
			json: "scheme",
			proto: "scheme",
			type: () => scalars.string,
			presence: "implicit",
			required: true
		}, {
			json: "credentials",
			proto: "credentials",
			type: () => scalars.string,
			presence: "implicit"
		}], options),
		Task: () => message("lf.a2a.v1.Task", [
			{
				json: "id",
				proto: "id",
				type: () => scalars.string,
				presence: "implicit",
				required: true
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
				presence: "explicit",
				required: true
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
		TaskStatus: () => message("lf.a2a.v1.TaskStatus", [
			{
				json: "state",
				proto: "state",
				type: () => s.TaskState,
				presence: "implicit",
				required: true
			},
			{
				json: "message",
				proto: "message",
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
		Message: () => message("lf.a2a.v1.Message", [
			{
				json: "messageId",
				proto: "message_id",
				type: () => scalars.string,
				presence: "implicit",
				required: true
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
				presence: "implicit",
				required: true
			},
			{
				json: "parts",
				proto: "parts",
				type: () => s.Part,
				list: true,
				presence: "implicit",
				required: true
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
			},
			{
				json: "referenceTaskIds",
				proto: "reference_task_ids",
				type: () => scalars.string,
				list: true,
				presence: "implicit"
			}
		], options),
		Part: () => message("lf.a2a.v1.Part", [
			{
				json: "text",
				proto: "text",
				type: () => scalars.string,
				oneof: "content",
				presence: "explicit"
			},
			{
				json: "raw",
				proto: "raw",
				type: () => scalars.bytes,
				oneof: "content",
				presence: "explicit"
			},
			{
				json: "url",
				proto: "url",
				type: () => scalars.string,
				oneof: "content",
				presence: "explicit"
			},
			{
				json: "data",
				proto: "data",
				type: () => wkt["google.protobuf.Value"],
				oneof: "content",
				presence: "explicit",
				nullIsValue: true
			},
			{
				json: "metadata",
				proto: "metadata",
				type: () => wkt["google.protobuf.Struct"],
				presence: "explicit"
			},
			{
				json: "filename",
				proto: "filename",
				type: () => scalars.string,
				presence: "implicit"
			},
			{
				json: "mediaType",
				proto: "media_type",
				type: () => scalars.string,
				presence: "implicit"
			}
		], options),
		Artifact: () => message("lf.a2a.v1.Artifact", [
			{
				json: "artifactId",
				proto: "artifact_id",
				type: () => scalars.string,
				presence: "implicit",
				required: true
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
				presence: "implicit",
				required: true
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
		TaskStatusUpdateEvent: () => message("lf.a2a.v1.TaskStatusUpdateEvent", [
			{
				json: "taskId",
				proto: "task_id",
				type: () => scalars.string,
				presence: "implicit",
				required: true
			},
			{
				json: "contextId",
				proto: "context_id",
				type: () => scalars.string,
				presence: "implicit",
				required: true
			},
			{
				json: "status",
				proto: "status",
				type: () => s.TaskStatus,
				presence: "explicit",
				required: true
			},
			{
				json: "metadata",
				proto: "metadata",
				type: () => wkt["google.protobuf.Struct"],
				presence: "explicit"
			}
		], options),
		TaskArtifactUpdateEvent: () => message("lf.a2a.v1.TaskArtifactUpdateEvent", [
			{
				json: "taskId",
				proto: "task_id",
				type: () => scalars.string,
				presence: "implicit",
				required: true
			},
			{
				json: "contextId",
				proto: "context_id",
				type: () => scalars.string,
				presence: "implicit",
				required: true
			},
			{
				json: "artifact",
				proto: "artifact",
				type: () => s.Artifact,
				presence: "explicit",
				required: true
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
		AgentInterface: () => message("lf.a2a.v1.AgentInterface", [
			{
				json: "url",
				proto: "url",
				type: () => scalars.string,
				presence: "implicit",
				required: true
			},
			{
				json: "protocolBinding",
				proto: "protocol_binding",
				type: () => scalars.string,
				presence: "implicit",
				required: true
			},
			{
				json: "tenant",
				proto: "tenant",
				type: () => scalars.string,
				presence: "implicit"
			},
			{
				json: "protocolVersion",
				proto: "protocol_version",
				type: () => scalars.string,
				presence: "implicit",
				required: true
			}
		], options),
		AgentCard: () => message("lf.a2a.v1.AgentCard", [
			{
				json: "name",
				proto: "name",
				type: () => scalars.string,
				presence: "implicit",
				required: true
			},
			{
				json: "description",
				proto: "description",
				type: () => scalars.string,
				presence: "implicit",
				required: true
			},
			{
				json: "supportedInterfaces",
				proto: "supported_interfaces",
				type: () => s.AgentInterface,
				list: true,
				presence: "implicit",
				required: true
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
				presence: "implicit",
				required: true
			},
			{
				json: "documentationUrl",
				proto: "documentation_url",
				type: () => scalars.string,
				presence: "explicit"
			},
			{
				json: "capabilities",
				proto: "capabilities",
				type: () => s.AgentCapabilities,
				presence: "explicit",
				required: true
			},
			{
				json: "securitySchemes",
				proto: "security_schemes",
				type: () => s.SecurityScheme,
				map: { key: "string" },
				presence: "implicit"
			},
			{
				json: "securityRequirements",
				proto: "security_requirements",
				type: () => s.SecurityRequirement,
				list: true,
				presence: "implicit"
			},
			{
				json: "defaultInputModes",
				proto: "default_input_modes",
				type: () => scalars.string,
				list: true,
				presence: "implicit",
				required: true
			},
			{
				json: "defaultOutputModes",
				proto: "default_output_modes",
				type: () => scalars.string,
				list: true,
				presence: "implicit",
				required: true
			},
			{
				json: "skills",
				proto: "skills",
				type: () => s.AgentSkill,
				list: true,
				presence: "implicit",
				required: true
			},
			{
				json: "signatures",
				proto: "signatures",
				type: () => s.AgentCardSignature,
				list: true,
				presence: "implicit"
			},
			{
				json: "iconUrl",
				proto: "icon_url",
				type: () => scalars.string,
				presence: "explicit"
			}
		], options),
		AgentProvider: () => message("lf.a2a.v1.AgentProvider", [{
			json: "url",
			proto: "url",
			type: () => scalars.string,
			presence: "implicit",
			required: true
		}, {
			json: "organization",
			proto: "organization",
			type: () => scalars.string,
			presence: "implicit",
			required: true
		}], options),
		AgentCapabilities: () => message("lf.a2a.v1.AgentCapabilities", [
			{
				json: "streaming",
				proto: "streaming",
				type: () => scalars.bool,
				presence: "explicit"
			},
			{
				json: "pushNotifications",
				proto: "push_notifications",
				type: () => scalars.bool,
				presence: "explicit"
			},
			{
				json: "extensions",
				proto: "extensions",
				type: () => s.AgentExtension,
				list: true,
				presence: "implicit"
			},
			{
				json: "extendedAgentCard",
				proto: "extended_agent_card",
				type: () => scalars.bool,
				presence: "explicit"
			}
		], options),
		AgentExtension: () => message("lf.a2a.v1.AgentExtension", [
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
		SecurityScheme: () => message("lf.a2a.v1.SecurityScheme", [
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
		APIKeySecurityScheme: () => message("lf.a2a.v1.APIKeySecurityScheme", [
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
				presence: "implicit",
				required: true
			},
			{
				json: "name",
				proto: "name",
				type: () => scalars.string,
				presence: "implicit",
				required: true
			}
		], options),
		HTTPAuthSecurityScheme: () => message("lf.a2a.v1.HTTPAuthSecurityScheme", [
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
				presence: "implicit",
				required: true
			},
			{
				json: "bearerFormat",
				proto: "bearer_format",
				type: () => scalars.string,
				presence: "implicit"
			}
		], options),
		OAuth2SecurityScheme: () => message("lf.a2a.v1.OAuth2SecurityScheme", [
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
				presence: "explicit",
				required: true
			},
			{
				json: "oauth2MetadataUrl",
				proto: "oauth2_metadata_url",
				type: () => scalars.string,
				presence: "implicit"
			}
		], options),
		OAuthFlows: () => message("lf.a2a.v1.OAuthFlows", [
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
			},
			{
				json: "deviceCode",
				proto: "device_code",
				type: () => s.DeviceCodeOAuthFlow,
				oneof: "flow",
				presence: "explicit"
			}
		], options),
		AuthorizationCodeOAuthFlow: () => message("lf.a2a.v1.AuthorizationCodeOAuthFlow", [
			{
				json: "authorizationUrl",
				proto: "authorization_url",
				type: () => scalars.string,
				presence: "implicit",
				required: true
			},
			{
				json: "tokenUrl",
				proto: "token_url",
				type: () => scalars.string,
				presence: "implicit",
				required: true
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
			},
			{
				json: "pkceRequired",
				proto: "pkce_required",
				type: () => scalars.bool,
				presence: "implicit"
			}
		], options),
		ClientCredentialsOAuthFlow: () => message("lf.a2a.v1.ClientCredentialsOAuthFlow", [
			{
				json: "tokenUrl",
				proto: "token_url",
				type: () => scalars.string,
				presence: "implicit",
				required: true
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
		ImplicitOAuthFlow: () => message("lf.a2a.v1.ImplicitOAuthFlow", [
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
		PasswordOAuthFlow: () => message("lf.a2a.v1.PasswordOAuthFlow", [
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
		DeviceCodeOAuthFlow: () => message("lf.a2a.v1.DeviceCodeOAuthFlow", [
			{
				json: "deviceAuthorizationUrl",
				proto: "device_authorization_url",
				type: () => scalars.string,
				presence: "implicit",
				required: true
			},
			{
				json: "tokenUrl",
				proto: "token_url",
				type: () => scalars.string,
				presence: "implicit",
				required: true
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
		OpenIdConnectSecurityScheme: () => message("lf.a2a.v1.OpenIdConnectSecurityScheme", [{
			json: "description",
			proto: "description",
			type: () => scalars.string,
			presence: "implicit"
		}, {
			json: "openIdConnectUrl",
			proto: "open_id_connect_url",
			type: () => scalars.string,
			presence: "implicit",
			required: true
		}], options),
		MutualTlsSecurityScheme: () => message("lf.a2a.v1.MutualTlsSecurityScheme", [{
			json: "description",
			proto: "description",
			type: () => scalars.string,
			presence: "implicit"
		}], options),
		SecurityRequirement: () => message("lf.a2a.v1.SecurityRequirement", [{
			json: "schemes",
			proto: "schemes",
			type: () => s.StringList,
			map: { key: "string" },
			presence: "implicit"
		}], options),
		StringList: () => message("lf.a2a.v1.StringList", [{
			json: "list",
			proto: "list",
			type: () => scalars.string,
			list: true,
			presence: "implicit"
		}], options),
		AgentSkill: () => message("lf.a2a.v1.AgentSkill", [
			{
				json: "id",
				proto: "id",
				type: () => scalars.string,
				presence: "implicit",
				required: true
			},
			{
				json: "name",
				proto: "name",
				type: () => scalars.string,
				presence: "implicit",
				required: true
			},
			{
				json: "description",
				proto: "description",
				type: () => scalars.string,
				presence: "implicit",
				required: true
			},
			{
				json: "tags",
				proto: "tags",
				type: () => scalars.string,
				list: true,
				presence: "implicit",
				required: true
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
				json: "securityRequirements",
				proto: "security_requirements",
				type: () => s.SecurityRequirement,
				list: true,
				presence: "implicit"
			}
		], options),
		AgentCardSignature: () => message("lf.a2a.v1.AgentCardSignature", [
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
		SendMessageRequest: () => message("lf.a2a.v1.SendMessageRequest", [
			{
				json: "tenant",
				proto: "tenant",
				type: () => scalars.string,
				presence: "implicit"
			},
			{
				json: "message",
				proto: "message",
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
		GetTaskRequest: () => message("lf.a2a.v1.GetTaskRequest", [
			{
				json: "tenant",
				proto: "tenant",
				type: () => scalars.string,
				presence: "implicit"
			},
			{
				json: "id",
				proto: "id",
				type: () => scalars.string,
				presence: "implicit",
				required: true
			},
			{
				json: "historyLength",
				proto: "history_length",
				type: () => scalars.int32,
				presence: "explicit"
			}
		], options),
		ListTasksRequest: () => message("lf.a2a.v1.ListTasksRequest", [
			{
				json: "tenant",
				proto: "tenant",
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
				type: () => s.TaskState,
				presence: "implicit"
			},
			{
				json: "pageSize",
				proto: "page_size",
				type: () => scalars.int32,
				presence: "explicit"
			},
			{
				json: "pageToken",
				proto: "page_token",
				type: () => scalars.string,
				presence: "implicit"
			},
			{
				json: "historyLength",
				proto: "history_length",
				type: () => scalars.int32,
				presence: "explicit"
			},
			{
				json: "statusTimestampAfter",
				proto: "status_timestamp_after",
				type: () => wkt["google.protobuf.Timestamp"],
				presence: "explicit"
			},
			{
				json: "includeArtifacts",
				proto: "include_artifacts",
				type: () => scalars.bool,
				presence: "explicit"
			}
		], options),
		ListTasksResponse: () => message("lf.a2a.v1.ListTasksResponse", [
			{
				json: "tasks",
				proto: "tasks",
				type: () => s.Task,
				list: true,
				presence: "implicit"
			},
			{
				json: "nextPageToken",
				proto: "next_page_token",
				type: () => scalars.string,
				presence: "implicit"
			},
			{
				json: "pageSize",
				proto: "page_size",
				type: () => scalars.int32,
				presence: "implicit",
				required: true
			},
			{
				json: "totalSize",
				proto: "total_size",
				type: () => scalars.int32,
				presence: "implicit"
			}
		], options),
		CancelTaskRequest: () => message("lf.a2a.v1.CancelTaskRequest", [
			{
				json: "tenant",
				proto: "tenant",
				type: () => scalars.string,
				presence: "implicit"
			},
			{
				json: "id",
				proto: "id",
				type: () => scalars.string,
				presence: "implicit",
				required: true
			},
			{
				json: "metadata",
				proto: "metadata",
				type: () => wkt["google.protobuf.Struct"],
				presence: "explicit"
			}
		], options),
		GetTaskPushNotificationConfigRequest: () => message("lf.a2a.v1.GetTaskPushNotificationConfigRequest", [
			{
				json: "tenant",
				proto: "tenant",
				type: () => scalars.string,
				presence: "implicit"
			},
			{
				json: "taskId",
				proto: "task_id",
				type: () => scalars.string,
				presence: "implicit",
				required: true
			},
			{
				json: "id",
				proto: "id",
				type: () => scalars.string,
				presence: "implicit",
				required: true
			}
		], options),
		DeleteTaskPushNotificationConfigRequest: () => message("lf.a2a.v1.DeleteTaskPushNotificationConfigRequest", [
			{
				json: "tenant",
				proto: "tenant",
				type: () => scalars.string,
				presence: "implicit"
			},
			{
				json: "taskId",
				proto: "task_id",
				type: () => scalars.string,
				presence: "implicit",
				required: true
			},
			{
				json: "id",
				proto: "id",
				type: () => scalars.string,
				presence: "implicit",
				required: true
			}
		], options),
		SubscribeToTaskRequest: () => message("lf.a2a.v1.SubscribeToTaskRequest", [{
			json: "tenant",
			proto: "tenant",
			type: () => scalars.string,
			presence: "implicit"
		}, {
			json: "id",
			proto: "id",
			type: () => scalars.string,
			presence: "implicit",
			required: true
		}], options),
		ListTaskPushNotificationConfigsRequest: () => message("lf.a2a.v1.ListTaskPushNotificationConfigsRequest", [
			{
				json: "tenant",
				proto: "tenant",
				type: () => scalars.string,
				presence: "implicit"
			},
			{
				json: "taskId",
				proto: "task_id",
				type: () => scalars.string,
				presence: "implicit",
				required: true
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
		GetExtendedAgentCardRequest: () => message("lf.a2a.v1.GetExtendedAgentCardRequest", [{
			json: "tenant",
			proto: "tenant",
			type: () => scalars.string,
			presence: "implicit"
		}], options),
		SendMessageResponse: () => message("lf.a2a.v1.SendMessageResponse", [{
			json: "task",
			proto: "task",
			type: () => s.Task,
			oneof: "payload",
			presence: "explicit"
		}, {
			json: "message",
			proto: "message",
			type: () => s.Message,
			oneof: "payload",
			presence: "explicit"
		}], options),
		StreamResponse: () => message("lf.a2a.v1.StreamResponse", [
			{
				json: "task",
				proto: "task",
				type: () => s.Task,
				oneof: "payload",
				presence: "explicit"
			},
			{
				json: "message",
				proto: "message",
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
		ListTaskPushNotificationConfigsResponse: () => message("lf.a2a.v1.ListTaskPushNotificationConfigsResponse", [{
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
