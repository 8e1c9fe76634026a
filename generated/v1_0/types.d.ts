import type * as z from "zod/mini";
import type { JsonObject, JsonValue } from "@a2a-bindgen/runtime";
import type { Validator } from "@a2a-bindgen/runtime/engine";
/** Enum lf.a2a.v1.TaskState (protocol version 1.0): a value name, or the number of a value without one. */
export type TaskState = "TASK_STATE_UNSPECIFIED" | "TASK_STATE_SUBMITTED" | "TASK_STATE_WORKING" | "TASK_STATE_COMPLETED" | "TASK_STATE_FAILED" |
	"TASK_STATE_CANCELED" | "TASK_STATE_INPUT_REQUIRED" | "TASK_STATE_REJECTED" | "TASK_STATE_AUTH_REQUIRED" | number;
/** Enum lf.a2a.v1.Role (protocol version 1.0): a value name, or the number of a value without one. */
export type Role = "ROLE_UNSPECIFIED" | "ROLE_USER" | "ROLE_AGENT" | number;
/** lf.a2a.v1.SendMessageConfiguration (protocol version 1.0), as parsed by `schemas`: canonical ProtoJSON, JSON names, only the fields that were set; the REQUIRED fields the parse checks are never absent. */
export interface SendMessageConfiguration {
	"acceptedOutputModes"?: (string)[] | undefined;
	"taskPushNotificationConfig"?: TaskPushNotificationConfig | undefined;
	"historyLength"?: number | undefined;
	"returnImmediately"?: boolean | undefined;
}
/** lf.a2a.v1.SendMessageConfiguration as parsed with REQUIRED skipped (`schemasWith({ required: "skip" })`): any field may be absent. */
export interface SendMessageConfigurationLenient {
	"acceptedOutputModes"?: (string)[] | undefined;
	"taskPushNotificationConfig"?: TaskPushNotificationConfigLenient | undefined;
	"historyLength"?: number | undefined;
	"returnImmediately"?: boolean | undefined;
}
/** lf.a2a.v1.SendMessageConfiguration as accepted: JSON or proto field names, ProtoJSON input forms, null for unset. */
export interface SendMessageConfigurationInput {
	"acceptedOutputModes"?: (string)[] | null | undefined;
	"accepted_output_modes"?: (string)[] | null | undefined;
	"taskPushNotificationConfig"?: TaskPushNotificationConfigInput | null | undefined;
	"task_push_notification_config"?: TaskPushNotificationConfigInput | null | undefined;
	"historyLength"?: number | string | null | undefined;
	"history_length"?: number | string | null | undefined;
	"returnImmediately"?: boolean | null | undefined;
	"return_immediately"?: boolean | null | undefined;
}
/** lf.a2a.v1.TaskPushNotificationConfig (protocol version 1.0), as parsed by `schemas`: canonical ProtoJSON, JSON names, only the fields that were set; the REQUIRED fields the parse checks are never absent. */
export interface TaskPushNotificationConfig {
	"tenant"?: string | undefined;
	"id"?: string | undefined;
	"taskId"?: string | undefined;
	"url": string;
	"token"?: string | undefined;
	"authentication"?: AuthenticationInfo | undefined;
}
/** lf.a2a.v1.TaskPushNotificationConfig as parsed with REQUIRED skipped (`schemasWith({ required: "skip" })`): any field may be absent. */
export interface TaskPushNotificationConfigLenient {
	"tenant"?: string | undefined;
	"id"?: string | undefined;
	"taskId"?: string | undefined;
	"url"?: string | undefined;
	"token"?: string | undefined;
	"authentication"?: AuthenticationInfoLenient | undefined;
}
/** lf.a2a.v1.TaskPushNotificationConfig as accepted: JSON or proto field names, ProtoJSON input forms, null for unset. */
export interface TaskPushNotificationConfigInput {
	"tenant"?: string | null | undefined;
	"id"?: string | null | undefined;
	"taskId"?: string | null | undefined;
	"task_id"?: string | null | undefined;
	"url"?: string | null | undefined;
	"token"?: string | null | undefined;
	"authentication"?: AuthenticationInfoInput | null | undefined;
}
/** lf.a2a.v1.AuthenticationInfo (protocol version 1.0), as parsed by `schemas`: canonical ProtoJSON, JSON names, only the fields that were set; the REQUIRED fields the parse checks are never absent. */
export interface AuthenticationInfo {
	"scheme": string;
	"credentials"?: string | undefined;
}
/** lf.a2a.v1.AuthenticationInfo as parsed with REQUIRED skipped (`schemasWith({ required: "skip" })`): any field may be absent. */
export interface AuthenticationInfoLenient {
	"scheme"?: string | undefined;
	"credentials"?: string | undefined;
}
/** lf.a2a.v1.AuthenticationInfo as accepted: JSON or proto field names, ProtoJSON input forms, null for unset. */
export interface AuthenticationInfoInput {
	"scheme"?: string | null | undefined;
	"credentials"?: string | null | undefined;
}
/** lf.a2a.v1.Task (protocol version 1.0), as parsed by `schemas`: canonical ProtoJSON, JSON names, only the fields that were set; the REQUIRED fields the parse checks are never absent. */
export interface Task {
	"id": string;
	"contextId"?: string | undefined;
	"status": TaskStatus;
	"artifacts"?: (Artifact)[] | undefined;
	"history"?: (Message)[] | undefined;
	"metadata"?: JsonObject | undefined;
}
/** lf.a2a.v1.Task as parsed with REQUIRED skipped (`schemasWith({ required: "skip" })`): any field may be absent. */
export interface TaskLenient {
	"id"?: string | undefined;
	"contextId"?: string | undefined;
	"status"?: TaskStatusLenient | undefined;
	"artifacts"?: (ArtifactLenient)[] | undefined;
	"history"?: (MessageLenient)[] | undefined;
	"metadata"?: JsonObject | undefined;
}
/** lf.a2a.v1.Task as accepted: JSON or proto field names, ProtoJSON input forms, null for unset. */
export interface TaskInput {
	"id"?: string | null | undefined;
	"contextId"?: string | null | undefined;
	"context_id"?: string | null | undefined;
	"status"?: TaskStatusInput | null | undefined;
	"artifacts"?: (ArtifactInput)[] | null | undefined;
	"history"?: (MessageInput)[] | null | undefined;
	"metadata"?: JsonObject | null | undefined;
}
/** lf.a2a.v1.TaskStatus (protocol version 1.0), as parsed by `schemas`: canonical ProtoJSON, JSON names, only the fields that were set; the REQUIRED fields the parse checks are never absent. */
export interface TaskStatus {
	"state": TaskState;
	"message"?: Message | undefined;
	"timestamp"?: string | undefined;
}
/** lf.a2a.v1.TaskStatus as parsed with REQUIRED skipped (`schemasWith({ required: "skip" })`): any field may be absent. */
export interface TaskStatusLenient {
	"state"?: TaskState | undefined;
	"message"?: MessageLenient | undefined;
	"timestamp"?: string | undefined;
}
/** lf.a2a.v1.TaskStatus as accepted: JSON or proto field names, ProtoJSON input forms, null for unset. */
export interface TaskStatusInput {
	"state"?: TaskState | null | undefined;
	"message"?: MessageInput | null | undefined;
	"timestamp"?: string | null | undefined;
}
/** lf.a2a.v1.Message (protocol version 1.0), as parsed by `schemas`: canonical ProtoJSON, JSON names, only the fields that were set; the REQUIRED fields the parse checks are never absent. */
export interface Message {
	"messageId": string;
	"contextId"?: string | undefined;
	"taskId"?: string | undefined;
	"role": Role;
	"parts": (Part)[];
	"metadata"?: JsonObject | undefined;
	"extensions"?: (string)[] | undefined;
	"referenceTaskIds"?: (string)[] | undefined;
}
/** lf.a2a.v1.Message as parsed with REQUIRED skipped (`schemasWith({ required: "skip" })`): any field may be absent. */
export interface MessageLenient {
	"messageId"?: string | undefined;
	"contextId"?: string | undefined;
	"taskId"?: string | undefined;
	"role"?: Role | undefined;
	"parts"?: (Part)[] | undefined;
	"metadata"?: JsonObject | undefined;
	"extensions"?: (string)[] | undefined;
	"referenceTaskIds"?: (string)[] | undefined;
}
/** lf.a2a.v1.Message as accepted: JSON or proto field names, ProtoJSON input forms, null for unset. */
export interface MessageInput {
	"messageId"?: string | null | undefined;
	"message_id"?: string | null | undefined;
	"contextId"?: string | null | undefined;
	"context_id"?: string | null | undefined;
	"taskId"?: string | null | undefined;
	"task_id"?: string | null | undefined;
	"role"?: Role | null | undefined;
	"parts"?: (PartInput)[] | null | undefined;
	"metadata"?: JsonObject | null | undefined;
	"extensions"?: (string)[] | null | undefined;
	"referenceTaskIds"?: (string)[] | null | undefined;
	"reference_task_ids"?: (string)[] | null | undefined;
}
/** lf.a2a.v1.Part (protocol version 1.0), as parsed by `schemas`: canonical ProtoJSON, JSON names, only the fields that were set; the REQUIRED fields the parse checks are never absent. */
export interface Part {
	"text"?: string | undefined;
	"raw"?: string | undefined;
	"url"?: string | undefined;
	"data"?: JsonValue | undefined;
	"metadata"?: JsonObject | undefined;
	"filename"?: string | undefined;
	"mediaType"?: string | undefined;
}
/** lf.a2a.v1.Part as parsed with REQUIRED skipped: the same as Part (no REQUIRED field is checked in it or in the messages it holds). */
export type PartLenient = Part;
/** lf.a2a.v1.Part as accepted: JSON or proto field names, ProtoJSON input forms, null for unset. */
export interface PartInput {
	"text"?: string | null | undefined;
	"raw"?: string | null | undefined;
	"url"?: string | null | undefined;
	"data"?: JsonValue | null | undefined;
	"metadata"?: JsonObject | null | undefined;
	"filename"?: string | null | undefined;
	"mediaType"?: string | null | undefined;
	"media_type"?: string | null | undefined;
}
/** lf.a2a.v1.Artifact (protocol version 1.0), as parsed by `schemas`: canonical ProtoJSON, JSON names, only the fields that were set; the REQUIRED fields the parse checks are never absent. */
export interface Artifact {
	"artifactId": string;
	"name"?: string | undefined;
	"description"?: string | undefined;
	"parts": (Part)[];
	"metadata"?: JsonObject | undefined;
	"extensions"?: (string)[] | undefined;
}
/** lf.a2a.v1.Artifact as parsed with REQUIRED skipped (`schemasWith({ required: "skip" })`): any field may be absent. */
export interface ArtifactLenient {
	"artifactId"?: string | undefined;
	"name"?: string | undefined;
	"description"?: string | undefined;
	"parts"?: (Part)[] | undefined;
	"metadata"?: JsonObject | undefined;
	"extensions"?: (string)[] | undefined;
}
/** lf.a2a.v1.Artifact as accepted: JSON or proto field names, ProtoJSON input forms, null for unset. */
export interface ArtifactInput {
	"artifactId"?: string | null | undefined;
	"artifact_id"?: string | null | undefined;
	"name"?: string | null | undefined;
	"description"?: string | null | undefined;
	"parts"?: (PartInput)[] | null | undefined;
	"metadata"?: JsonObject | null | undefined;
	"extensions"?: (string)[] | null | undefined;
}
/** lf.a2a.v1.TaskStatusUpdateEvent (protocol version 1.0), as parsed by `schemas`: canonical ProtoJSON, JSON names, only the fields that were set; the REQUIRED fields the parse checks are never absent. */
export interface TaskStatusUpdateEvent {
	"taskId": string;
	"contextId": string;
	"status": TaskStatus;
	"metadata"?: JsonObject | undefined;
}
/** lf.a2a.v1.TaskStatusUpdateEvent as parsed with REQUIRED skipped (`schemasWith({ required: "skip" })`): any field may be absent. */
export interface TaskStatusUpdateEventLenient {
	"taskId"?: string | undefined;
	"contextId"?: string | undefined;
	"status"?: TaskStatusLenient | undefined;
	"metadata"?: JsonObject | undefined;
}
/** lf.a2a.v1.TaskStatusUpdateEvent as accepted: JSON or proto field names, ProtoJSON input forms, null for unset. */
export interface TaskStatusUpdateEventInput {
	"taskId"?: string | null | undefined;
	"task_id"?: string | null | undefined;
	"contextId"?: string | null | undefined;
	"context_id"?: string | null | undefined;
	"status"?: TaskStatusInput | null | undefined;
	"metadata"?: JsonObject | null | undefined;
}
/** lf.a2a.v1.TaskArtifactUpdateEvent (protocol version 1.0), as parsed by `schemas`: canonical ProtoJSON, JSON names, only the fields that were set; the REQUIRED fields the parse checks are never absent. */
export interface TaskArtifactUpdateEvent {
	"taskId": string;
	"contextId": string;
	"artifact": Artifact;
	"append"?: boolean | undefined;
	"lastChunk"?: boolean | undefined;
	"metadata"?: JsonObject | undefined;
}
/** lf.a2a.v1.TaskArtifactUpdateEvent as parsed with REQUIRED skipped (`schemasWith({ required: "skip" })`): any field may be absent. */
export interface TaskArtifactUpdateEventLenient {
	"taskId"?: string | undefined;
	"contextId"?: string | undefined;
	"artifact"?: ArtifactLenient | undefined;
	"append"?: boolean | undefined;
	"lastChunk"?: boolean | undefined;
	"metadata"?: JsonObject | undefined;
}
/** lf.a2a.v1.TaskArtifactUpdateEvent as accepted: JSON or proto field names, ProtoJSON input forms, null for unset. */
export interface TaskArtifactUpdateEventInput {
	"taskId"?: string | null | undefined;
	"task_id"?: string | null | undefined;
	"contextId"?: string | null | undefined;
	"context_id"?: string | null | undefined;
	"artifact"?: ArtifactInput | null | undefined;
	"append"?: boolean | null | undefined;
	"lastChunk"?: boolean | null | undefined;
	"last_chunk"?: boolean | null | undefined;
	"metadata"?: JsonObject | null | undefined;
}
/** lf.a2a.v1.AgentInterface (protocol version 1.0), as parsed by `schemas`: canonical ProtoJSON, JSON names, only the fields that were set; the REQUIRED fields the parse checks are never absent. */
export interface AgentInterface {
	"url": string;
	"protocolBinding": string;
	"tenant"?: string | undefined;
	"protocolVersion": string;
}
/** lf.a2a.v1.AgentInterface as parsed with REQUIRED skipped (`schemasWith({ required: "skip" })`): any field may be absent. */
export interface AgentInterfaceLenient {
	"url"?: string | undefined;
	"protocolBinding"?: string | undefined;
	"tenant"?: string | undefined;
	"protocolVersion"?: string | undefined;
}
/** lf.a2a.v1.AgentInterface as accepted: JSON or proto field names, ProtoJSON input forms, null for unset. */
export interface AgentInterfaceInput {
	"url"?: string | null | undefined;
	"protocolBinding"?: string | null | undefined;
	"protocol_binding"?: string | null | undefined;
	"tenant"?: string | null | undefined;
	"protocolVersion"?: string | null | undefined;
	"protocol_version"?: string | null | undefined;
}
/** lf.a2a.v1.AgentCard (protocol version 1.0), as parsed by `schemas`: canonical ProtoJSON, JSON names, only the fields that were set; the REQUIRED fields the parse checks are never absent. */
export interface AgentCard {
	"name": string;
	"description": string;
	"supportedInterfaces": (AgentInterface)[];
	"provider"?: AgentProvider | undefined;
	"version": string;
	"documentationUrl"?: string | undefined;
	"capabilities": AgentCapabilities;
	"securitySchemes"?: {
		[key: string]: SecurityScheme;
	} | undefined;
	"securityRequirements"?: (SecurityRequirement)[] | undefined;
	"defaultInputModes": (string)[];
	"defaultOutputModes": (string)[];
	"skills": (AgentSkill)[];
	"signatures"?: (AgentCardSignature)[] | undefined;
	"iconUrl"?: string | undefined;
}
/** lf.a2a.v1.AgentCard as parsed with REQUIRED skipped (`schemasWith({ required: "skip" })`): any field may be absent. */
export interface AgentCardLenient {
	"name"?: string | undefined;
	"description"?: string | undefined;
	"supportedInterfaces"?: (AgentInterfaceLenient)[] | undefined;
	"provider"?: AgentProviderLenient | undefined;
	"version"?: string | undefined;
	"documentationUrl"?: string | undefined;
	"capabilities"?: AgentCapabilities | undefined;
	"securitySchemes"?: {
		[key: string]: SecuritySchemeLenient;
	} | undefined;
	"securityRequirements"?: (SecurityRequirement)[] | undefined;
	"defaultInputModes"?: (string)[] | undefined;
	"defaultOutputModes"?: (string)[] | undefined;
	"skills"?: (AgentSkillLenient)[] | undefined;
	"signatures"?: (AgentCardSignatureLenient)[] | undefined;
	"iconUrl"?: string | undefined;
}
/** lf.a2a.v1.AgentCard as accepted: JSON or proto field names, ProtoJSON input forms, null for unset. */
export interface AgentCardInput {
	"name"?: string | null | undefined;
	"description"?: string | null | undefined;
	"supportedInterfaces"?: (AgentInterfaceInput)[] | null | undefined;
	"supported_interfaces"?: (AgentInterfaceInput)[] | null | undefined;
	"provider"?: AgentProviderInput | null | undefined;
	"version"?: string | null | undefined;
	"documentationUrl"?: string | null | undefined;
	"documentation_url"?: string | null | undefined;
	"capabilities"?: AgentCapabilitiesInput | null | undefined;
	"securitySchemes"?: {
		[key: string]: SecuritySchemeInput;
	} | null | undefined;
	"security_schemes"?: {
		[key: string]: SecuritySchemeInput;
	} | null | undefined;
	"securityRequirements"?: (SecurityRequirementInput)[] | null | undefined;
	"security_requirements"?: (SecurityRequirementInput)[] | null | undefined;
	"defaultInputModes"?: (string)[] | null | undefined;
	"default_input_modes"?: (string)[] | null | undefined;
	"defaultOutputModes"?: (string)[] | null | undefined;
	"default_output_modes"?: (string)[] | null | undefined;
	"skills"?: (AgentSkillInput)[] | null | undefined;
	"signatures"?: (AgentCardSignatureInput)[] | null | undefined;
	"iconUrl"?: string | null | undefined;
	"icon_url"?: string | null | undefined;
}
/** lf.a2a.v1.AgentProvider (protocol version 1.0), as parsed by `schemas`: canonical ProtoJSON, JSON names, only the fields that were set; the REQUIRED fields the parse checks are never absent. */
export interface AgentProvider {
	"url": string;
	"organization": string;
}
/** lf.a2a.v1.AgentProvider as parsed with REQUIRED skipped (`schemasWith({ required: "skip" })`): any field may be absent. */
export interface AgentProviderLenient {
	"url"?: string | undefined;
	"organization"?: string | undefined;
}
/** lf.a2a.v1.AgentProvider as accepted: JSON or proto field names, ProtoJSON input forms, null for unset. */
export interface AgentProviderInput {
	"url"?: string | null | undefined;
	"organization"?: string | null | undefined;
}
/** lf.a2a.v1.AgentCapabilities (protocol version 1.0), as parsed by `schemas`: canonical ProtoJSON, JSON names, only the fields that were set; the REQUIRED fields the parse checks are never absent. */
export interface AgentCapabilities {
	"streaming"?: boolean | undefined;
	"pushNotifications"?: boolean | undefined;
	"extensions"?: (AgentExtension)[] | undefined;
	"extendedAgentCard"?: boolean | undefined;
}
/** lf.a2a.v1.AgentCapabilities as parsed with REQUIRED skipped: the same as AgentCapabilities (no REQUIRED field is checked in it or in the messages it holds). */
export type AgentCapabilitiesLenient = AgentCapabilities;
/** lf.a2a.v1.AgentCapabilities as accepted: JSON or proto field names, ProtoJSON input forms, null for unset. */
export interface AgentCapabilitiesInput {
	"streaming"?: boolean | null | undefined;
	"pushNotifications"?: boolean | null | undefined;
	"push_notifications"?: boolean | null | undefined;
	"extensions"?: (AgentExtensionInput)[] | null | undefined;
	"extendedAgentCard"?: boolean | null | undefined;
	"extended_agent_card"?: boolean | null | undefined;
}
/** lf.a2a.v1.AgentExtension (protocol version 1.0), as parsed by `schemas`: canonical ProtoJSON, JSON names, only the fields that were set; the REQUIRED fields the parse checks are never absent. */
export interface AgentExtension {
	"uri"?: string | undefined;
	"description"?: string | undefined;
	"required"?: boolean | undefined;
	"params"?: JsonObject | undefined;
}
/** lf.a2a.v1.AgentExtension as parsed with REQUIRED skipped: the same as AgentExtension (no REQUIRED field is checked in it or in the messages it holds). */
export type AgentExtensionLenient = AgentExtension;
/** lf.a2a.v1.AgentExtension as accepted: JSON or proto field names, ProtoJSON input forms, null for unset. */
export interface AgentExtensionInput {
	"uri"?: string | null | undefined;
	"description"?: string | null | undefined;
	"required"?: boolean | null | undefined;
	"params"?: JsonObject | null | undefined;
}
/** lf.a2a.v1.SecurityScheme (protocol version 1.0), as parsed by `schemas`: canonical ProtoJSON, JSON names, only the fields that were set; the REQUIRED fields the parse checks are never absent. */
export interface SecurityScheme {
	"apiKeySecurityScheme"?: APIKeySecurityScheme | undefined;
	"httpAuthSecurityScheme"?: HTTPAuthSecurityScheme | undefined;
	"oauth2SecurityScheme"?: OAuth2SecurityScheme | undefined;
	"openIdConnectSecurityScheme"?: OpenIdConnectSecurityScheme | undefined;
	"mtlsSecurityScheme"?: MutualTlsSecurityScheme | undefined;
}
/** lf.a2a.v1.SecurityScheme as parsed with REQUIRED skipped (`schemasWith({ required: "skip" })`): any field may be absent. */
export interface SecuritySchemeLenient {
	"apiKeySecurityScheme"?: APIKeySecuritySchemeLenient | undefined;
	"httpAuthSecurityScheme"?: HTTPAuthSecuritySchemeLenient | undefined;
	"oauth2SecurityScheme"?: OAuth2SecuritySchemeLenient | undefined;
	"openIdConnectSecurityScheme"?: OpenIdConnectSecuritySchemeLenient | undefined;
	"mtlsSecurityScheme"?: MutualTlsSecurityScheme | undefined;
}
/** lf.a2a.v1.SecurityScheme as accepted: JSON or proto field names, ProtoJSON input forms, null for unset. */
export interface SecuritySchemeInput {
	"apiKeySecurityScheme"?: APIKeySecuritySchemeInput | null | undefined;
	"api_key_security_scheme"?: APIKeySecuritySchemeInput | null | undefined;
	"httpAuthSecurityScheme"?: HTTPAuthSecuritySchemeInput | null | undefined;
	"http_auth_security_scheme"?: HTTPAuthSecuritySchemeInput | null | undefined;
	"oauth2SecurityScheme"?: OAuth2SecuritySchemeInput | null | undefined;
	"oauth2_security_scheme"?: OAuth2SecuritySchemeInput | null | undefined;
	"openIdConnectSecurityScheme"?: OpenIdConnectSecuritySchemeInput | null | undefined;
	"open_id_connect_security_scheme"?: OpenIdConnectSecuritySchemeInput | null | undefined;
	"mtlsSecurityScheme"?: MutualTlsSecuritySchemeInput | null | undefined;
	"mtls_security_scheme"?: MutualTlsSecuritySchemeInput | null | undefined;
}
/** lf.a2a.v1.APIKeySecurityScheme (protocol version 1.0), as parsed by `schemas`: canonical ProtoJSON, JSON names, only the fields that were set; the REQUIRED fields the parse checks are never absent. */
export interface APIKeySecurityScheme {
	"description"?: string | undefined;
	"location": string;
	"name": string;
}
/** lf.a2a.v1.APIKeySecurityScheme as parsed with REQUIRED skipped (`schemasWith({ required: "skip" })`): any field may be absent. */
export interface APIKeySecuritySchemeLenient {
	"description"?: string | undefined;
	"location"?: string | undefined;
	"name"?: string | undefined;
}
/** lf.a2a.v1.APIKeySecurityScheme as accepted: JSON or proto field names, ProtoJSON input forms, null for unset. */
export interface APIKeySecuritySchemeInput {
	"description"?: string | null | undefined;
	"location"?: string | null | undefined;
	"name"?: string | null | undefined;
}
/** lf.a2a.v1.HTTPAuthSecurityScheme (protocol version 1.0), as parsed by `schemas`: canonical ProtoJSON, JSON names, only the fields that were set; the REQUIRED fields the parse checks are never absent. */
export interface HTTPAuthSecurityScheme {
	"description"?: string | undefined;
	"scheme": string;
	"bearerFormat"?: string | undefined;
}
/** lf.a2a.v1.HTTPAuthSecurityScheme as parsed with REQUIRED skipped (`schemasWith({ required: "skip" })`): any field may be absent. */
export interface HTTPAuthSecuritySchemeLenient {
	"description"?: string | undefined;
	"scheme"?: string | undefined;
	"bearerFormat"?: string | undefined;
}
/** lf.a2a.v1.HTTPAuthSecurityScheme as accepted: JSON or proto field names, ProtoJSON input forms, null for unset. */
export interface HTTPAuthSecuritySchemeInput {
	"description"?: string | null | undefined;
	"scheme"?: string | null | undefined;
	"bearerFormat"?: string | null | undefined;
	"bearer_format"?: string | null | undefined;
}
/** lf.a2a.v1.OAuth2SecurityScheme (protocol version 1.0), as parsed by `schemas`: canonical ProtoJSON, JSON names, only the fields that were set; the REQUIRED fields the parse checks are never absent. */
export interface OAuth2SecurityScheme {
	"description"?: string | undefined;
	"flows": OAuthFlows;
	"oauth2MetadataUrl"?: string | undefined;
}
/** lf.a2a.v1.OAuth2SecurityScheme as parsed with REQUIRED skipped (`schemasWith({ required: "skip" })`): any field may be absent. */
export interface OAuth2SecuritySchemeLenient {
	"description"?: string | undefined;
	"flows"?: OAuthFlowsLenient | undefined;
	"oauth2MetadataUrl"?: string | undefined;
}
/** lf.a2a.v1.OAuth2SecurityScheme as accepted: JSON or proto field names, ProtoJSON input forms, null for unset. */
export interface OAuth2SecuritySchemeInput {
	"description"?: string | null | undefined;
	"flows"?: OAuthFlowsInput | null | undefined;
	"oauth2MetadataUrl"?: string | null | undefined;
	"oauth2_metadata_url"?: string | null | undefined;
}
/** lf.a2a.v1.OAuthFlows (protocol version 1.0), as parsed by `schemas`: canonical ProtoJSON, JSON names, only the fields that were set; the REQUIRED fields the parse checks are never absent. */
export interface OAuthFlows {
	"authorizationCode"?: AuthorizationCodeOAuthFlow | undefined;
	"clientCredentials"?: ClientCredentialsOAuthFlow | undefined;
	"implicit"?: ImplicitOAuthFlow | undefined;
	"password"?: PasswordOAuthFlow | undefined;
	"deviceCode"?: DeviceCodeOAuthFlow | undefined;
}
/** lf.a2a.v1.OAuthFlows as parsed with REQUIRED skipped (`schemasWith({ required: "skip" })`): any field may be absent. */
export interface OAuthFlowsLenient {
	"authorizationCode"?: AuthorizationCodeOAuthFlowLenient | undefined;
	"clientCredentials"?: ClientCredentialsOAuthFlowLenient | undefined;
	"implicit"?: ImplicitOAuthFlow | undefined;
	"password"?: PasswordOAuthFlow | undefined;
	"deviceCode"?: DeviceCodeOAuthFlowLenient | undefined;
}
/** lf.a2a.v1.OAuthFlows as accepted: JSON or proto field names, ProtoJSON input forms, null for unset. */
export interface OAuthFlowsInput {
	"authorizationCode"?: AuthorizationCodeOAuthFlowInput | null | undefined;
	"authorization_code"?: AuthorizationCodeOAuthFlowInput | null | undefined;
	"clientCredentials"?: ClientCredentialsOAuthFlowInput | null | undefined;
	"client_credentials"?: ClientCredentialsOAuthFlowInput | null | undefined;
	"implicit"?: ImplicitOAuthFlowInput | null | undefined;
	"password"?: PasswordOAuthFlowInput | null | undefined;
	"deviceCode"?: DeviceCodeOAuthFlowInput | null | undefined;
	"device_code"?: DeviceCodeOAuthFlowInput | null | undefined;
}
/** lf.a2a.v1.AuthorizationCodeOAuthFlow (protocol version 1.0), as parsed by `schemas`: canonical ProtoJSON, JSON names, only the fields that were set; the REQUIRED fields the parse checks are never absent. */
export interface AuthorizationCodeOAuthFlow {
	"authorizationUrl": string;
	"tokenUrl": string;
	"refreshUrl"?: string | undefined;
	"scopes"?: {
		[key: string]: string;
	} | undefined;
	"pkceRequired"?: boolean | undefined;
}
/** lf.a2a.v1.AuthorizationCodeOAuthFlow as parsed with REQUIRED skipped (`schemasWith({ required: "skip" })`): any field may be absent. */
export interface AuthorizationCodeOAuthFlowLenient {
	"authorizationUrl"?: string | undefined;
	"tokenUrl"?: string | undefined;
	"refreshUrl"?: string | undefined;
	"scopes"?: {
		[key: string]: string;
	} | undefined;
	"pkceRequired"?: boolean | undefined;
}
/** lf.a2a.v1.AuthorizationCodeOAuthFlow as accepted: JSON or proto field names, ProtoJSON input forms, null for unset. */
export interface AuthorizationCodeOAuthFlowInput {
	"authorizationUrl"?: string | null | undefined;
	"authorization_url"?: string | null | undefined;
	"tokenUrl"?: string | null | undefined;
	"token_url"?: string | null | undefined;
	"refreshUrl"?: string | null | undefined;
	"refresh_url"?: string | null | undefined;
	"scopes"?: {
		[key: string]: string;
	} | null | undefined;
	"pkceRequired"?: boolean | null | undefined;
	"pkce_required"?: boolean | null | undefined;
}
/** lf.a2a.v1.ClientCredentialsOAuthFlow (protocol version 1.0), as parsed by `schemas`: canonical ProtoJSON, JSON names, only the fields that were set; the REQUIRED fields the parse checks are never absent. */
export interface ClientCredentialsOAuthFlow {
	"tokenUrl": string;
	"refreshUrl"?: string | undefined;
	"scopes"?: {
		[key: string]: string;
	} | undefined;
}
/** lf.a2a.v1.ClientCredentialsOAuthFlow as parsed with REQUIRED skipped (`schemasWith({ required: "skip" })`): any field may be absent. */
export interface ClientCredentialsOAuthFlowLenient {
	"tokenUrl"?: string | undefined;
	"refreshUrl"?: string | undefined;
	"scopes"?: {
		[key: string]: string;
	} | undefined;
}
/** lf.a2a.v1.ClientCredentialsOAuthFlow as accepted: JSON or proto field names, ProtoJSON input forms, null for unset. */
export interface ClientCredentialsOAuthFlowInput {
	"tokenUrl"?: string | null | undefined;
	"token_url"?: string | null | undefined;
	"refreshUrl"?: string | null | undefined;
	"refresh_url"?: string | null | undefined;
	"scopes"?: {
		[key: string]: string;
	} | null | undefined;
}
/** lf.a2a.v1.ImplicitOAuthFlow (protocol version 1.0), as parsed by `schemas`: canonical ProtoJSON, JSON names, only the fields that were set; the REQUIRED fields the parse checks are never absent. */
export interface ImplicitOAuthFlow {
	"authorizationUrl"?: string | undefined;
	"refreshUrl"?: string | undefined;
	"scopes"?: {
		[key: string]: string;
	} | undefined;
}
/** lf.a2a.v1.ImplicitOAuthFlow as parsed with REQUIRED skipped: the same as ImplicitOAuthFlow (no REQUIRED field is checked in it or in the messages it holds). */
export type ImplicitOAuthFlowLenient = ImplicitOAuthFlow;
/** lf.a2a.v1.ImplicitOAuthFlow as accepted: JSON or proto field names, ProtoJSON input forms, null for unset. */
export interface ImplicitOAuthFlowInput {
	"authorizationUrl"?: string | null | undefined;
	"authorization_url"?: string | null | undefined;
	"refreshUrl"?: string | null | undefined;
	"refresh_url"?: string | null | undefined;
	"scopes"?: {
		[key: string]: string;
	} | null | undefined;
}
/** lf.a2a.v1.PasswordOAuthFlow (protocol version 1.0), as parsed by `schemas`: canonical ProtoJSON, JSON names, only the fields that were set; the REQUIRED fields the parse checks are never absent. */
export interface PasswordOAuthFlow {
	"tokenUrl"?: string | undefined;
	"refreshUrl"?: string | undefined;
	"scopes"?: {
		[key: string]: string;
	} | undefined;
}
/** lf.a2a.v1.PasswordOAuthFlow as parsed with REQUIRED skipped: the same as PasswordOAuthFlow (no REQUIRED field is checked in it or in the messages it holds). */
export type PasswordOAuthFlowLenient = PasswordOAuthFlow;
/** lf.a2a.v1.PasswordOAuthFlow as accepted: JSON or proto field names, ProtoJSON input forms, null for unset. */
export interface PasswordOAuthFlowInput {
	"tokenUrl"?: string | null | undefined;
	"token_url"?: string | null | undefined;
	"refreshUrl"?: string | null | undefined;
	"refresh_url"?: string | null | undefined;
	"scopes"?: {
		[key: string]: string;
	} | null | undefined;
}
/** lf.a2a.v1.DeviceCodeOAuthFlow (protocol version 1.0), as parsed by `schemas`: canonical ProtoJSON, JSON names, only the fields that were set; the REQUIRED fields the parse checks are never absent. */
export interface DeviceCodeOAuthFlow {
	"deviceAuthorizationUrl": string;
	"tokenUrl": string;
	"refreshUrl"?: string | undefined;
	"scopes"?: {
		[key: string]: string;
	} | undefined;
}
/** lf.a2a.v1.DeviceCodeOAuthFlow as parsed with REQUIRED skipped (`schemasWith({ required: "skip" })`): any field may be absent. */
export interface DeviceCodeOAuthFlowLenient {
	"deviceAuthorizationUrl"?: string | undefined;
	"tokenUrl"?: string | undefined;
	"refreshUrl"?: string | undefined;
	"scopes"?: {
		[key: string]: string;
	} | undefined;
}
/** lf.a2a.v1.DeviceCodeOAuthFlow as accepted: JSON or proto field names, ProtoJSON input forms, null for unset. */
export interface DeviceCodeOAuthFlowInput {
	"deviceAuthorizationUrl"?: string | null | undefined;
	"device_authorization_url"?: string | null | undefined;
	"tokenUrl"?: string | null | undefined;
	"token_url"?: string | null | undefined;
	"refreshUrl"?: string | null | undefined;
	"refresh_url"?: string | null | undefined;
	"scopes"?: {
		[key: string]: string;
	} | null | undefined;
}
/** lf.a2a.v1.OpenIdConnectSecurityScheme (protocol version 1.0), as parsed by `schemas`: canonical ProtoJSON, JSON names, only the fields that were set; the REQUIRED fields the parse checks are never absent. */
export interface OpenIdConnectSecurityScheme {
	"description"?: string | undefined;
	"openIdConnectUrl": string;
}
/** lf.a2a.v1.OpenIdConnectSecurityScheme as parsed with REQUIRED skipped (`schemasWith({ required: "skip" })`): any field may be absent. */
export interface OpenIdConnectSecuritySchemeLenient {
	"description"?: string | undefined;
	"openIdConnectUrl"?: string | undefined;
}
/** lf.a2a.v1.OpenIdConnectSecurityScheme as accepted: JSON or proto field names, ProtoJSON input forms, null for unset. */
export interface OpenIdConnectSecuritySchemeInput {
	"description"?: string | null | undefined;
	"openIdConnectUrl"?: string | null | undefined;
	"open_id_connect_url"?: string | null | undefined;
}
/** lf.a2a.v1.MutualTlsSecurityScheme (protocol version 1.0), as parsed by `schemas`: canonical ProtoJSON, JSON names, only the fields that were set; the REQUIRED fields the parse checks are never absent. */
export interface MutualTlsSecurityScheme {
	"description"?: string | undefined;
}
/** lf.a2a.v1.MutualTlsSecurityScheme as parsed with REQUIRED skipped: the same as MutualTlsSecurityScheme (no REQUIRED field is checked in it or in the messages it holds). */
export type MutualTlsSecuritySchemeLenient = MutualTlsSecurityScheme;
/** lf.a2a.v1.MutualTlsSecurityScheme as accepted: JSON or proto field names, ProtoJSON input forms, null for unset. */
export interface MutualTlsSecuritySchemeInput {
	"description"?: string | null | undefined;
}
/** lf.a2a.v1.SecurityRequirement (protocol version 1.0), as parsed by `schemas`: canonical ProtoJSON, JSON names, only the fields that were set; the REQUIRED fields the parse checks are never absent. */
export interface SecurityRequirement {
	"schemes"?: {
		[key: string]: StringList;
	} | undefined;
}
/** lf.a2a.v1.SecurityRequirement as parsed with REQUIRED skipped: the same as SecurityRequirement (no REQUIRED field is checked in it or in the messages it holds). */
export type SecurityRequirementLenient = SecurityRequirement;
/** lf.a2a.v1.SecurityRequirement as accepted: JSON or proto field names, ProtoJSON input forms, null for unset. */
export interface SecurityRequirementInput {
	"schemes"?: {
		[key: string]: StringListInput;
	} | null | undefined;
}
/** lf.a2a.v1.StringList (protocol version 1.0), as parsed by `schemas`: canonical ProtoJSON, JSON names, only the fields that were set; the REQUIRED fields the parse checks are never absent. */
export interface StringList {
	"list"?: (string)[] | undefined;
}
/** lf.a2a.v1.StringList as parsed with REQUIRED skipped: the same as StringList (no REQUIRED field is checked in it or in the messages it holds). */
export type StringListLenient = StringList;
/** lf.a2a.v1.StringList as accepted: JSON or proto field names, ProtoJSON input forms, null for unset. */
export interface StringListInput {
	"list"?: (string)[] | null | undefined;
}
/** lf.a2a.v1.AgentSkill (protocol version 1.0), as parsed by `schemas`: canonical ProtoJSON, JSON names, only the fields that were set; the REQUIRED fields the parse checks are never absent. */
export interface AgentSkill {
	"id": string;
	"name": string;
	"description": string;
	"tags": (string)[];
	"examples"?: (string)[] | undefined;
	"inputModes"?: (string)[] | undefined;
	"outputModes"?: (string)[] | undefined;
	"securityRequirements"?: (SecurityRequirement)[] | undefined;
}
/** lf.a2a.v1.AgentSkill as parsed with REQUIRED skipped (`schemasWith({ required: "skip" })`): any field may be absent. */
export interface AgentSkillLenient {
	"id"?: string | undefined;
	"name"?: string | undefined;
	"description"?: string | undefined;
	"tags"?: (string)[] | undefined;
	"examples"?: (string)[] | undefined;
	"inputModes"?: (string)[] | undefined;
	"outputModes"?: (string)[] | undefined;
	"securityRequirements"?: (SecurityRequirement)[] | undefined;
}
/** lf.a2a.v1.AgentSkill as accepted: JSON or proto field names, ProtoJSON input forms, null for unset. */
export interface AgentSkillInput {
	"id"?: string | null | undefined;
	"name"?: string | null | undefined;
	"description"?: string | null | undefined;
	"tags"?: (string)[] | null | undefined;
	"examples"?: (string)[] | null | undefined;
	"inputModes"?: (string)[] | null | undefined;
	"input_modes"?: (string)[] | null | undefined;
	"outputModes"?: (string)[] | null | undefined;
	"output_modes"?: (string)[] | null | undefined;
	"securityRequirements"?: (SecurityRequirementInput)[] | null | undefined;
	"security_requirements"?: (SecurityRequirementInput)[] | null | undefined;
}
/** lf.a2a.v1.AgentCardSignature (protocol version 1.0), as parsed by `schemas`: canonical ProtoJSON, JSON names, only the fields that were set; the REQUIRED fields the parse checks are never absent. */
export interface AgentCardSignature {
	"protected": string;
	"signature": string;
	"header"?: JsonObject | undefined;
}
/** lf.a2a.v1.AgentCardSignature as parsed with REQUIRED skipped (`schemasWith({ required: "skip" })`): any field may be absent. */
export interface AgentCardSignatureLenient {
	"protected"?: string | undefined;
	"signature"?: string | undefined;
	"header"?: JsonObject | undefined;
}
/** lf.a2a.v1.AgentCardSignature as accepted: JSON or proto field names, ProtoJSON input forms, null for unset. */
export interface AgentCardSignatureInput {
	"protected"?: string | null | undefined;
	"signature"?: string | null | undefined;
	"header"?: JsonObject | null | undefined;
}
/** lf.a2a.v1.SendMessageRequest (protocol version 1.0), as parsed by `schemas`: canonical ProtoJSON, JSON names, only the fields that were set; the REQUIRED fields the parse checks are never absent. */
export interface SendMessageRequest {
	"tenant"?: string | undefined;
	"message": Message;
	"configuration"?: SendMessageConfiguration | undefined;
	"metadata"?: JsonObject | undefined;
}
/** lf.a2a.v1.SendMessageRequest as parsed with REQUIRED skipped (`schemasWith({ required: "skip" })`): any field may be absent. */
export interface SendMessageRequestLenient {
	"tenant"?: string | undefined;
	"message"?: MessageLenient | undefined;
	"configuration"?: SendMessageConfigurationLenient | undefined;
	"metadata"?: JsonObject | undefined;
}
/** lf.a2a.v1.SendMessageRequest as accepted: JSON or proto field names, ProtoJSON input forms, null for unset. */
export interface SendMessageRequestInput {
	"tenant"?: string | null | undefined;
	"message"?: MessageInput | null | undefined;
	"configuration"?: SendMessageConfigurationInput | null | undefined;
	"metadata"?: JsonObject | null | undefined;
}
/** lf.a2a.v1.GetTaskRequest (protocol version 1.0), as parsed by `schemas`: canonical ProtoJSON, JSON names, only the fields that were set; the REQUIRED fields the parse checks are never absent. */
export interface GetTaskRequest {
	"tenant"?: string | undefined;
	"id": string;
	"historyLength"?: number | undefined;
}
/** lf.a2a.v1.GetTaskRequest as parsed with REQUIRED skipped (`schemasWith({ required: "skip" })`): any field may be absent. */
export interface GetTaskRequestLenient {
	"tenant"?: string | undefined;
	"id"?: string | undefined;
	"historyLength"?: number | undefined;
}
/** lf.a2a.v1.GetTaskRequest as accepted: JSON or proto field names, ProtoJSON input forms, null for unset. */
export interface GetTaskRequestInput {
	"tenant"?: string | null | undefined;
	"id"?: string | null | undefined;
	"historyLength"?: number | string | null | undefined;
	"history_length"?: number | string | null | undefined;
}
/** lf.a2a.v1.ListTasksRequest (protocol version 1.0), as parsed by `schemas`: canonical ProtoJSON, JSON names, only the fields that were set; the REQUIRED fields the parse checks are never absent. */
export interface ListTasksRequest {
	"tenant"?: string | undefined;
	"contextId"?: string | undefined;
	"status"?: TaskState | undefined;
	"pageSize"?: number | undefined;
	"pageToken"?: string | undefined;
	"historyLength"?: number | undefined;
	"statusTimestampAfter"?: string | undefined;
	"includeArtifacts"?: boolean | undefined;
}
/** lf.a2a.v1.ListTasksRequest as parsed with REQUIRED skipped: the same as ListTasksRequest (no REQUIRED field is checked in it or in the messages it holds). */
export type ListTasksRequestLenient = ListTasksRequest;
/** lf.a2a.v1.ListTasksRequest as accepted: JSON or proto field names, ProtoJSON input forms, null for unset. */
export interface ListTasksRequestInput {
	"tenant"?: string | null | undefined;
	"contextId"?: string | null | undefined;
	"context_id"?: string | null | undefined;
	"status"?: TaskState | null | undefined;
	"pageSize"?: number | string | null | undefined;
	"page_size"?: number | string | null | undefined;
	"pageToken"?: string | null | undefined;
	"page_token"?: string | null | undefined;
	"historyLength"?: number | string | null | undefined;
	"history_length"?: number | string | null | undefined;
	"statusTimestampAfter"?: string | null | undefined;
	"status_timestamp_after"?: string | null | undefined;
	"includeArtifacts"?: boolean | null | undefined;
	"include_artifacts"?: boolean | null | undefined;
}
/** lf.a2a.v1.ListTasksResponse (protocol version 1.0), as parsed by `schemas`: canonical ProtoJSON, JSON names, only the fields that were set; the REQUIRED fields the parse checks are never absent. */
export interface ListTasksResponse {
	"tasks"?: (Task)[] | undefined;
	"nextPageToken"?: string | undefined;
	"pageSize": number;
	"totalSize"?: number | undefined;
}
/** lf.a2a.v1.ListTasksResponse as parsed with REQUIRED skipped (`schemasWith({ required: "skip" })`): any field may be absent. */
export interface ListTasksResponseLenient {
	"tasks"?: (TaskLenient)[] | undefined;
	"nextPageToken"?: string | undefined;
	"pageSize"?: number | undefined;
	"totalSize"?: number | undefined;
}
/** lf.a2a.v1.ListTasksResponse as accepted: JSON or proto field names, ProtoJSON input forms, null for unset. */
export interface ListTasksResponseInput {
	"tasks"?: (TaskInput)[] | null | undefined;
	"nextPageToken"?: string | null | undefined;
	"next_page_token"?: string | null | undefined;
	"pageSize"?: number | string | null | undefined;
	"page_size"?: number | string | null | undefined;
	"totalSize"?: number | string | null | undefined;
	"total_size"?: number | string | null | undefined;
}
/** lf.a2a.v1.CancelTaskRequest (protocol version 1.0), as parsed by `schemas`: canonical ProtoJSON, JSON names, only the fields that were set; the REQUIRED fields the parse checks are never absent. */
export interface CancelTaskRequest {
	"tenant"?: string | undefined;
	"id": string;
	"metadata"?: JsonObject | undefined;
}
/** lf.a2a.v1.CancelTaskRequest as parsed with REQUIRED skipped (`schemasWith({ required: "skip" })`): any field may be absent. */
export interface CancelTaskRequestLenient {
	"tenant"?: string | undefined;
	"id"?: string | undefined;
	"metadata"?: JsonObject | undefined;
}
/** lf.a2a.v1.CancelTaskRequest as accepted: JSON or proto field names, ProtoJSON input forms, null for unset. */
export interface CancelTaskRequestInput {
	"tenant"?: string | null | undefined;
	"id"?: string | null | undefined;
	"metadata"?: JsonObject | null | undefined;
}
/** lf.a2a.v1.GetTaskPushNotificationConfigRequest (protocol version 1.0), as parsed by `schemas`: canonical ProtoJSON, JSON names, only the fields that were set; the REQUIRED fields the parse checks are never absent. */
export interface GetTaskPushNotificationConfigRequest {
	"tenant"?: string | undefined;
	"taskId": string;
	"id": string;
}
/** lf.a2a.v1.GetTaskPushNotificationConfigRequest as parsed with REQUIRED skipped (`schemasWith({ required: "skip" })`): any field may be absent. */
export interface GetTaskPushNotificationConfigRequestLenient {
	"tenant"?: string | undefined;
	"taskId"?: string | undefined;
	"id"?: string | undefined;
}
/** lf.a2a.v1.GetTaskPushNotificationConfigRequest as accepted: JSON or proto field names, ProtoJSON input forms, null for unset. */
export interface GetTaskPushNotificationConfigRequestInput {
	"tenant"?: string | null | undefined;
	"taskId"?: string | null | undefined;
	"task_id"?: string | null | undefined;
	"id"?: string | null | undefined;
}
/** lf.a2a.v1.DeleteTaskPushNotificationConfigRequest (protocol version 1.0), as parsed by `schemas`: canonical ProtoJSON, JSON names, only the fields that were set; the REQUIRED fields the parse checks are never absent. */
export interface DeleteTaskPushNotificationConfigRequest {
	"tenant"?: string | undefined;
	"taskId": string;
	"id": string;
}
/** lf.a2a.v1.DeleteTaskPushNotificationConfigRequest as parsed with REQUIRED skipped (`schemasWith({ required: "skip" })`): any field may be absent. */
export interface DeleteTaskPushNotificationConfigRequestLenient {
	"tenant"?: string | undefined;
	"taskId"?: string | undefined;
	"id"?: string | undefined;
}
/** lf.a2a.v1.DeleteTaskPushNotificationConfigRequest as accepted: JSON or proto field names, ProtoJSON input forms, null for unset. */
export interface DeleteTaskPushNotificationConfigRequestInput {
	"tenant"?: string | null | undefined;
	"taskId"?: string | null | undefined;
	"task_id"?: string | null | undefined;
	"id"?: string | null | undefined;
}
/** lf.a2a.v1.SubscribeToTaskRequest (protocol version 1.0), as parsed by `schemas`: canonical ProtoJSON, JSON names, only the fields that were set; the REQUIRED fields the parse checks are never absent. */
export interface SubscribeToTaskRequest {
	"tenant"?: string | undefined;
	"id": string;
}
/** lf.a2a.v1.SubscribeToTaskRequest as parsed with REQUIRED skipped (`schemasWith({ required: "skip" })`): any field may be absent. */
export interface SubscribeToTaskRequestLenient {
	"tenant"?: string | undefined;
	"id"?: string | undefined;
}
/** lf.a2a.v1.SubscribeToTaskRequest as accepted: JSON or proto field names, ProtoJSON input forms, null for unset. */
export interface SubscribeToTaskRequestInput {
	"tenant"?: string | null | undefined;
	"id"?: string | null | undefined;
}
/** lf.a2a.v1.ListTaskPushNotificationConfigsRequest (protocol version 1.0), as parsed by `schemas`: canonical ProtoJSON, JSON names, only the fields that were set; the REQUIRED fields the parse checks are never absent. */
export interface ListTaskPushNotificationConfigsRequest {
	"tenant"?: string | undefined;
	"taskId": string;
	"pageSize"?: number | undefined;
	"pageToken"?: string | undefined;
}
/** lf.a2a.v1.ListTaskPushNotificationConfigsRequest as parsed with REQUIRED skipped (`schemasWith({ required: "skip" })`): any field may be absent. */
export interface ListTaskPushNotificationConfigsRequestLenient {
	"tenant"?: string | undefined;
	"taskId"?: string | undefined;
	"pageSize"?: number | undefined;
	"pageToken"?: string | undefined;
}
/** lf.a2a.v1.ListTaskPushNotificationConfigsRequest as accepted: JSON or proto field names, ProtoJSON input forms, null for unset. */
export interface ListTaskPushNotificationConfigsRequestInput {
	"tenant"?: string | null | undefined;
	"taskId"?: string | null | undefined;
	"task_id"?: string | null | undefined;
	"pageSize"?: number | string | null | undefined;
	"page_size"?: number | string | null | undefined;
	"pageToken"?: string | null | undefined;
	"page_token"?: string | null | undefined;
}
/** lf.a2a.v1.GetExtendedAgentCardRequest (protocol version 1.0), as parsed by `schemas`: canonical ProtoJSON, JSON names, only the fields that were set; the REQUIRED fields the parse checks are never absent. */
export interface GetExtendedAgentCardRequest {
	"tenant"?: string | undefined;
}
/** lf.a2a.v1.GetExtendedAgentCardRequest as parsed with REQUIRED skipped: the same as GetExtendedAgentCardRequest (no REQUIRED field is checked in it or in the messages it holds). */
export type GetExtendedAgentCardRequestLenient = GetExtendedAgentCardRequest;
/** lf.a2a.v1.GetExtendedAgentCardRequest as accepted: JSON or proto field names, ProtoJSON input forms, null for unset. */
export interface GetExtendedAgentCardRequestInput {
	"tenant"?: string | null | undefined;
}
/** lf.a2a.v1.SendMessageResponse (protocol version 1.0), as parsed by `schemas`: canonical ProtoJSON, JSON names, only the fields that were set; the REQUIRED fields the parse checks are never absent. */
export interface SendMessageResponse {
	"task"?: Task | undefined;
	"message"?: Message | undefined;
}
/** lf.a2a.v1.SendMessageResponse as parsed with REQUIRED skipped (`schemasWith({ required: "skip" })`): any field may be absent. */
export interface SendMessageResponseLenient {
	"task"?: TaskLenient | undefined;
	"message"?: MessageLenient | undefined;
}
/** lf.a2a.v1.SendMessageResponse as accepted: JSON or proto field names, ProtoJSON input forms, null for unset. */
export interface SendMessageResponseInput {
	"task"?: TaskInput | null | undefined;
	"message"?: MessageInput | null | undefined;
}
/** lf.a2a.v1.StreamResponse (protocol version 1.0), as parsed by `schemas`: canonical ProtoJSON, JSON names, only the fields that were set; the REQUIRED fields the parse checks are never absent. */
export interface StreamResponse {
	"task"?: Task | undefined;
	"message"?: Message | undefined;
	"statusUpdate"?: TaskStatusUpdateEvent | undefined;
	"artifactUpdate"?: TaskArtifactUpdateEvent | undefined;
}
/** lf.a2a.v1.StreamResponse as parsed with REQUIRED skipped (`schemasWith({ required: "skip" })`): any field may be absent. */
export interface StreamResponseLenient {
	"task"?: TaskLenient | undefined;
	"message"?: MessageLenient | undefined;
	"statusUpdate"?: TaskStatusUpdateEventLenient | undefined;
	"artifactUpdate"?: TaskArtifactUpdateEventLenient | undefined;
}
/** lf.a2a.v1.StreamResponse as accepted: JSON or proto field names, ProtoJSON input forms, null for unset. */
export interface StreamResponseInput {
	"task"?: TaskInput | null | undefined;
	"message"?: MessageInput | null | undefined;
	"statusUpdate"?: TaskStatusUpdateEventInput | null | undefined;
	"status_update"?: TaskStatusUpdateEventInput | null | undefined;
	"artifactUpdate"?: TaskArtifactUpdateEventInput | null | undefined;
	"artifact_update"?: TaskArtifactUpdateEventInput | null | undefined;
}
/** lf.a2a.v1.ListTaskPushNotificationConfigsResponse (protocol version 1.0), as parsed by `schemas`: canonical ProtoJSON, JSON names, only the fields that were set; the REQUIRED fields the parse checks are never absent. */
export interface ListTaskPushNotificationConfigsResponse {
	"configs"?: (TaskPushNotificationConfig)[] | undefined;
	"nextPageToken"?: string | undefined;
}
/** lf.a2a.v1.ListTaskPushNotificationConfigsResponse as parsed with REQUIRED skipped (`schemasWith({ required: "skip" })`): any field may be absent. */
export interface ListTaskPushNotificationConfigsResponseLenient {
	"configs"?: (TaskPushNotificationConfigLenient)[] | undefined;
	"nextPageToken"?: string | undefined;
}
/** lf.a2a.v1.ListTaskPushNotificationConfigsResponse as accepted: JSON or proto field names, ProtoJSON input forms, null for unset. */
export interface ListTaskPushNotificationConfigsResponseInput {
	"configs"?: (TaskPushNotificationConfigInput)[] | null | undefined;
	"nextPageToken"?: string | null | undefined;
	"next_page_token"?: string | null | undefined;
}
/** This version's schemas: each message and enum schema is a property built on first read, once. */
export interface Schemas {
	readonly TaskState: z.ZodMiniType<string | number, string | number>;
	readonly Role: z.ZodMiniType<string | number, string | number>;
	readonly SendMessageConfiguration: z.ZodMiniType<SendMessageConfiguration, SendMessageConfigurationInput>;
	readonly TaskPushNotificationConfig: z.ZodMiniType<TaskPushNotificationConfig, TaskPushNotificationConfigInput>;
	readonly AuthenticationInfo: z.ZodMiniType<AuthenticationInfo, AuthenticationInfoInput>;
	readonly Task: z.ZodMiniType<Task, TaskInput>;
	readonly TaskStatus: z.ZodMiniType<TaskStatus, TaskStatusInput>;
	readonly Message: z.ZodMiniType<Message, MessageInput>;
	readonly Part: z.ZodMiniType<Part, PartInput>;
	readonly Artifact: z.ZodMiniType<Artifact, ArtifactInput>;
	readonly TaskStatusUpdateEvent: z.ZodMiniType<TaskStatusUpdateEvent, TaskStatusUpdateEventInput>;
	readonly TaskArtifactUpdateEvent: z.ZodMiniType<TaskArtifactUpdateEvent, TaskArtifactUpdateEventInput>;
	readonly AgentInterface: z.ZodMiniType<AgentInterface, AgentInterfaceInput>;
	readonly AgentCard: z.ZodMiniType<AgentCard, AgentCardInput>;
	readonly AgentProvider: z.ZodMiniType<AgentProvider, AgentProviderInput>;
	readonly AgentCapabilities: z.ZodMiniType<AgentCapabilities, AgentCapabilitiesInput>;
	readonly AgentExtension: z.ZodMiniType<AgentExtension, AgentExtensionInput>;
	readonly SecurityScheme: z.ZodMiniType<SecurityScheme, SecuritySchemeInput>;
	readonly APIKeySecurityScheme: z.ZodMiniType<APIKeySecurityScheme, APIKeySecuritySchemeInput>;
	readonly HTTPAuthSecurityScheme: z.ZodMiniType<HTTPAuthSecurityScheme, HTTPAuthSecuritySchemeInput>;
	readonly OAuth2SecurityScheme: z.ZodMiniType<OAuth2SecurityScheme, OAuth2SecuritySchemeInput>;
	readonly OAuthFlows: z.ZodMiniType<OAuthFlows, OAuthFlowsInput>;
	readonly AuthorizationCodeOAuthFlow: z.ZodMiniType<AuthorizationCodeOAuthFlow, AuthorizationCodeOAuthFlowInput>;
	readonly ClientCredentialsOAuthFlow: z.ZodMiniType<ClientCredentialsOAuthFlow, ClientCredentialsOAuthFlowInput>;
	readonly ImplicitOAuthFlow: z.ZodMiniType<ImplicitOAuthFlow, ImplicitOAuthFlowInput>;
	readonly PasswordOAuthFlow: z.ZodMiniType<PasswordOAuthFlow, PasswordOAuthFlowInput>;
	readonly DeviceCodeOAuthFlow: z.ZodMiniType<DeviceCodeOAuthFlow, DeviceCodeOAuthFlowInput>;
	readonly OpenIdConnectSecurityScheme: z.ZodMiniType<OpenIdConnectSecurityScheme, OpenIdConnectSecuritySchemeInput>;
	readonly MutualTlsSecurityScheme: z.ZodMiniType<MutualTlsSecurityScheme, MutualTlsSecuritySchemeInput>;
	readonly SecurityRequirement: z.ZodMiniType<SecurityRequirement, SecurityRequirementInput>;
	readonly StringList: z.ZodMiniType<StringList, StringListInput>;
	readonly AgentSkill: z.ZodMiniType<AgentSkill, AgentSkillInput>;
	readonly AgentCardSignature: z.ZodMiniType<AgentCardSignature, AgentCardSignatureInput>;
	readonly SendMessageRequest: z.ZodMiniType<SendMessageRequest, SendMessageRequestInput>;
	readonly GetTaskRequest: z.ZodMiniType<GetTaskRequest, GetTaskRequestInput>;
	readonly ListTasksRequest: z.ZodMiniType<ListTasksRequest, ListTasksRequestInput>;
	readonly ListTasksResponse: z.ZodMiniType<ListTasksResponse, ListTasksResponseInput>;
	readonly CancelTaskRequest: z.ZodMiniType<CancelTaskRequest, CancelTaskRequestInput>;
	readonly GetTaskPushNotificationConfigRequest: z.ZodMiniType<GetTaskPushNotificationConfigRequest, GetTaskPushNotificationConfigRequestInput>;
	readonly DeleteTaskPushNotificationConfigRequest: z.ZodMiniType<DeleteTaskPushNotificationConfigRequest, DeleteTaskPushNotificationConfigRequestInput>;
	readonly SubscribeToTaskRequest: z.ZodMiniType<SubscribeToTaskRequest, SubscribeToTaskRequestInput>;
	readonly ListTaskPushNotificationConfigsRequest: z.ZodMiniType<ListTaskPushNotificationConfigsRequest, ListTaskPushNotificationConfigsRequestInput>;
	readonly GetExtendedAgentCardRequest: z.ZodMiniType<GetExtendedAgentCardRequest, GetExtendedAgentCardRequestInput>;
	readonly SendMessageResponse: z.ZodMiniType<SendMessageResponse, SendMessageResponseInput>;
	readonly StreamResponse: z.ZodMiniType<StreamResponse, StreamResponseInput>;
	readonly ListTaskPushNotificationConfigsResponse: z.ZodMiniType<ListTaskPushNotificationConfigsResponse, ListTaskPushNotificationConfigsResponseInput>;
}
/** This version's schemas with REQUIRED skipped (`schemasWith({ required: "skip" })`): they parse to the Lenient types. */
export interface LenientSchemas {
	readonly TaskState: z.ZodMiniType<string | number, string | number>;
	readonly Role: z.ZodMiniType<string | number, string | number>;
	readonly SendMessageConfiguration: z.ZodMiniType<SendMessageConfigurationLenient, SendMessageConfigurationInput>;
	readonly TaskPushNotificationConfig: z.ZodMiniType<TaskPushNotificationConfigLenient, TaskPushNotificationConfigInput>;
	readonly AuthenticationInfo: z.ZodMiniType<AuthenticationInfoLenient, AuthenticationInfoInput>;
	readonly Task: z.ZodMiniType<TaskLenient, TaskInput>;
	readonly TaskStatus: z.ZodMiniType<TaskStatusLenient, TaskStatusInput>;
	readonly Message: z.ZodMiniType<MessageLenient, MessageInput>;
	readonly Part: z.ZodMiniType<PartLenient, PartInput>;
	readonly Artifact: z.ZodMiniType<ArtifactLenient, ArtifactInput>;
	readonly TaskStatusUpdateEvent: z.ZodMiniType<TaskStatusUpdateEventLenient, TaskStatusUpdateEventInput>;
	readonly TaskArtifactUpdateEvent: z.ZodMiniType<TaskArtifactUpdateEventLenient, TaskArtifactUpdateEventInput>;
	readonly AgentInterface: z.ZodMiniType<AgentInterfaceLenient, AgentInterfaceInput>;
	readonly AgentCard: z.ZodMiniType<AgentCardLenient, AgentCardInput>;
	readonly AgentProvider: z.ZodMiniType<AgentProviderLenient, AgentProviderInput>;
	readonly AgentCapabilities: z.ZodMiniType<AgentCapabilitiesLenient, AgentCapabilitiesInput>;
	readonly AgentExtension: z.ZodMiniType<AgentExtensionLenient, AgentExtensionInput>;
	readonly SecurityScheme: z.ZodMiniType<SecuritySchemeLenient, SecuritySchemeInput>;
	readonly APIKeySecurityScheme: z.ZodMiniType<APIKeySecuritySchemeLenient, APIKeySecuritySchemeInput>;
	readonly HTTPAuthSecurityScheme: z.ZodMiniType<HTTPAuthSecuritySchemeLenient, HTTPAuthSecuritySchemeInput>;
	readonly OAuth2SecurityScheme: z.ZodMiniType<OAuth2SecuritySchemeLenient, OAuth2SecuritySchemeInput>;
	readonly OAuthFlows: z.ZodMiniType<OAuthFlowsLenient, OAuthFlowsInput>;
	readonly AuthorizationCodeOAuthFlow: z.ZodMiniType<AuthorizationCodeOAuthFlowLenient, AuthorizationCodeOAuthFlowInput>;
	readonly ClientCredentialsOAuthFlow: z.ZodMiniType<ClientCredentialsOAuthFlowLenient, ClientCredentialsOAuthFlowInput>;
	readonly ImplicitOAuthFlow: z.ZodMiniType<ImplicitOAuthFlowLenient, ImplicitOAuthFlowInput>;
	readonly PasswordOAuthFlow: z.ZodMiniType<PasswordOAuthFlowLenient, PasswordOAuthFlowInput>;
	readonly DeviceCodeOAuthFlow: z.ZodMiniType<DeviceCodeOAuthFlowLenient, DeviceCodeOAuthFlowInput>;
	readonly OpenIdConnectSecurityScheme: z.ZodMiniType<OpenIdConnectSecuritySchemeLenient, OpenIdConnectSecuritySchemeInput>;
	readonly MutualTlsSecurityScheme: z.ZodMiniType<MutualTlsSecuritySchemeLenient, MutualTlsSecuritySchemeInput>;
	readonly SecurityRequirement: z.ZodMiniType<SecurityRequirementLenient, SecurityRequirementInput>;
	readonly StringList: z.ZodMiniType<StringListLenient, StringListInput>;
	readonly AgentSkill: z.ZodMiniType<AgentSkillLenient, AgentSkillInput>;
	readonly AgentCardSignature: z.ZodMiniType<AgentCardSignatureLenient, AgentCardSignatureInput>;
	readonly SendMessageRequest: z.ZodMiniType<SendMessageRequestLenient, SendMessageRequestInput>;
	readonly GetTaskRequest: z.ZodMiniType<GetTaskRequestLenient, GetTaskRequestInput>;
	readonly ListTasksRequest: z.ZodMiniType<ListTasksRequestLenient, ListTasksRequestInput>;
	readonly ListTasksResponse: z.ZodMiniType<ListTasksResponseLenient, ListTasksResponseInput>;
	readonly CancelTaskRequest: z.ZodMiniType<CancelTaskRequestLenient, CancelTaskRequestInput>;
	readonly GetTaskPushNotificationConfigRequest: z.ZodMiniType<GetTaskPushNotificationConfigRequestLenient, GetTaskPushNotificationConfigRequestInput>;
	readonly DeleteTaskPushNotificationConfigRequest: z.ZodMiniType<DeleteTaskPushNotificationConfigRequestLenient, DeleteTaskPushNotificationConfigRequestInput>;
	readonly SubscribeToTaskRequest: z.ZodMiniType<SubscribeToTaskRequestLenient, SubscribeToTaskRequestInput>;
	readonly ListTaskPushNotificationConfigsRequest: z.ZodMiniType<ListTaskPushNotificationConfigsRequestLenient, ListTaskPushNotificationConfigsRequestInput>;
	readonly GetExtendedAgentCardRequest: z.ZodMiniType<GetExtendedAgentCardRequestLenient, GetExtendedAgentCardRequestInput>;
	readonly SendMessageResponse: z.ZodMiniType<SendMessageResponseLenient, SendMessageResponseInput>;
	readonly StreamResponse: z.ZodMiniType<StreamResponseLenient, StreamResponseInput>;
	readonly ListTaskPushNotificationConfigsResponse: z.ZodMiniType<ListTaskPushNotificationConfigsResponseLenient, ListTaskPushNotificationConfigsResponseInput>;
}
/** This version's validators without zod (`validators`): each message and enum validator is a property made on first read, once. */
export interface Validators {
	readonly TaskState: Validator<string | number, string | number>;
	readonly Role: Validator<string | number, string | number>;
	readonly SendMessageConfiguration: Validator<SendMessageConfiguration, SendMessageConfigurationInput>;
	readonly TaskPushNotificationConfig: Validator<TaskPushNotificationConfig, TaskPushNotificationConfigInput>;
	readonly AuthenticationInfo: Validator<AuthenticationInfo, AuthenticationInfoInput>;
	readonly Task: Validator<Task, TaskInput>;
	readonly TaskStatus: Validator<TaskStatus, TaskStatusInput>;
	readonly Message: Validator<Message, MessageInput>;
	readonly Part: Validator<Part, PartInput>;
	readonly Artifact: Validator<Artifact, ArtifactInput>;
	readonly TaskStatusUpdateEvent: Validator<TaskStatusUpdateEvent, TaskStatusUpdateEventInput>;
	readonly TaskArtifactUpdateEvent: Validator<TaskArtifactUpdateEvent, TaskArtifactUpdateEventInput>;
	readonly AgentInterface: Validator<AgentInterface, AgentInterfaceInput>;
	readonly AgentCard: Validator<AgentCard, AgentCardInput>;
	readonly AgentProvider: Validator<AgentProvider, AgentProviderInput>;
	readonly AgentCapabilities: Validator<AgentCapabilities, AgentCapabilitiesInput>;
	readonly AgentExtension: Validator<AgentExtension, AgentExtensionInput>;
	readonly SecurityScheme: Validator<SecurityScheme, SecuritySchemeInput>;
	readonly APIKeySecurityScheme: Validator<APIKeySecurityScheme, APIKeySecuritySchemeInput>;
	readonly HTTPAuthSecurityScheme: Validator<HTTPAuthSecurityScheme, HTTPAuthSecuritySchemeInput>;
	readonly OAuth2SecurityScheme: Validator<OAuth2SecurityScheme, OAuth2SecuritySchemeInput>;
	readonly OAuthFlows: Validator<OAuthFlows, OAuthFlowsInput>;
	readonly AuthorizationCodeOAuthFlow: Validator<AuthorizationCodeOAuthFlow, AuthorizationCodeOAuthFlowInput>;
	readonly ClientCredentialsOAuthFlow: Validator<ClientCredentialsOAuthFlow, ClientCredentialsOAuthFlowInput>;
	readonly ImplicitOAuthFlow: Validator<ImplicitOAuthFlow, ImplicitOAuthFlowInput>;
	readonly PasswordOAuthFlow: Validator<PasswordOAuthFlow, PasswordOAuthFlowInput>;
	readonly DeviceCodeOAuthFlow: Validator<DeviceCodeOAuthFlow, DeviceCodeOAuthFlowInput>;
	readonly OpenIdConnectSecurityScheme: Validator<OpenIdConnectSecurityScheme, OpenIdConnectSecuritySchemeInput>;
	readonly MutualTlsSecurityScheme: Validator<MutualTlsSecurityScheme, MutualTlsSecuritySchemeInput>;
	readonly SecurityRequirement: Validator<SecurityRequirement, SecurityRequirementInput>;
	readonly StringList: Validator<StringList, StringListInput>;
	readonly AgentSkill: Validator<AgentSkill, AgentSkillInput>;
	readonly AgentCardSignature: Validator<AgentCardSignature, AgentCardSignatureInput>;
	readonly SendMessageRequest: Validator<SendMessageRequest, SendMessageRequestInput>;
	readonly GetTaskRequest: Validator<GetTaskRequest, GetTaskRequestInput>;
	readonly ListTasksRequest: Validator<ListTasksRequest, ListTasksRequestInput>;
	readonly ListTasksResponse: Validator<ListTasksResponse, ListTasksResponseInput>;
	readonly CancelTaskRequest: Validator<CancelTaskRequest, CancelTaskRequestInput>;
	readonly GetTaskPushNotificationConfigRequest: Validator<GetTaskPushNotificationConfigRequest, GetTaskPushNotificationConfigRequestInput>;
	readonly DeleteTaskPushNotificationConfigRequest: Validator<DeleteTaskPushNotificationConfigRequest, DeleteTaskPushNotificationConfigRequestInput>;
	readonly SubscribeToTaskRequest: Validator<SubscribeToTaskRequest, SubscribeToTaskRequestInput>;
	readonly ListTaskPushNotificationConfigsRequest: Validator<ListTaskPushNotificationConfigsRequest, ListTaskPushNotificationConfigsRequestInput>;
	readonly GetExtendedAgentCardRequest: Validator<GetExtendedAgentCardRequest, GetExtendedAgentCardRequestInput>;
	readonly SendMessageResponse: Validator<SendMessageResponse, SendMessageResponseInput>;
	readonly StreamResponse: Validator<StreamResponse, StreamResponseInput>;
	readonly ListTaskPushNotificationConfigsResponse: Validator<ListTaskPushNotificationConfigsResponse, ListTaskPushNotificationConfigsResponseInput>;
}
/** This version's validators with REQUIRED skipped (`validatorsWith({ required: "skip" })`): they parse to the Lenient types. */
export interface LenientValidators {
	readonly TaskState: Validator<string | number, string | number>;
	readonly Role: Validator<string | number, string | number>;
	readonly SendMessageConfiguration: Validator<SendMessageConfigurationLenient, SendMessageConfigurationInput>;
	readonly TaskPushNotificationConfig: Validator<TaskPushNotificationConfigLenient, TaskPushNotificationConfigInput>;
	readonly AuthenticationInfo: Validator<AuthenticationInfoLenient, AuthenticationInfoInput>;
	readonly Task: Validator<TaskLenient, TaskInput>;
	readonly TaskStatus: Validator<TaskStatusLenient, TaskStatusInput>;
	readonly Message: Validator<MessageLenient, MessageInput>;
	readonly Part: Validator<PartLenient, PartInput>;
	readonly Artifact: Validator<ArtifactLenient, ArtifactInput>;
	readonly TaskStatusUpdateEvent: Validator<TaskStatusUpdateEventLenient, TaskStatusUpdateEventInput>;
	readonly TaskArtifactUpdateEvent: Validator<TaskArtifactUpdateEventLenient, TaskArtifactUpdateEventInput>;
	readonly AgentInterface: Validator<AgentInterfaceLenient, AgentInterfaceInput>;
	readonly AgentCard: Validator<AgentCardLenient, AgentCardInput>;
	readonly AgentProvider: Validator<AgentProviderLenient, AgentProviderInput>;
	readonly AgentCapabilities: Validator<AgentCapabilitiesLenient, AgentCapabilitiesInput>;
	readonly AgentExtension: Validator<AgentExtensionLenient, AgentExtensionInput>;
	readonly SecurityScheme: Validator<SecuritySchemeLenient, SecuritySchemeInput>;
	readonly APIKeySecurityScheme: Validator<APIKeySecuritySchemeLenient, APIKeySecuritySchemeInput>;
	readonly HTTPAuthSecurityScheme: Validator<HTTPAuthSecuritySchemeLenient, HTTPAuthSecuritySchemeInput>;
	readonly OAuth2SecurityScheme: Validator<OAuth2SecuritySchemeLenient, OAuth2SecuritySchemeInput>;
	readonly OAuthFlows: Validator<OAuthFlowsLenient, OAuthFlowsInput>;
	readonly AuthorizationCodeOAuthFlow: Validator<AuthorizationCodeOAuthFlowLenient, AuthorizationCodeOAuthFlowInput>;
	readonly ClientCredentialsOAuthFlow: Validator<ClientCredentialsOAuthFlowLenient, ClientCredentialsOAuthFlowInput>;
	readonly ImplicitOAuthFlow: Validator<ImplicitOAuthFlowLenient, ImplicitOAuthFlowInput>;
	readonly PasswordOAuthFlow: Validator<PasswordOAuthFlowLenient, PasswordOAuthFlowInput>;
	readonly DeviceCodeOAuthFlow: Validator<DeviceCodeOAuthFlowLenient, DeviceCodeOAuthFlowInput>;
	readonly OpenIdConnectSecurityScheme: Validator<OpenIdConnectSecuritySchemeLenient, OpenIdConnectSecuritySchemeInput>;
	readonly MutualTlsSecurityScheme: Validator<MutualTlsSecuritySchemeLenient, MutualTlsSecuritySchemeInput>;
	readonly SecurityRequirement: Validator<SecurityRequirementLenient, SecurityRequirementInput>;
	readonly StringList: Validator<StringListLenient, StringListInput>;
	readonly AgentSkill: Validator<AgentSkillLenient, AgentSkillInput>;
	readonly AgentCardSignature: Validator<AgentCardSignatureLenient, AgentCardSignatureInput>;
	readonly SendMessageRequest: Validator<SendMessageRequestLenient, SendMessageRequestInput>;
	readonly GetTaskRequest: Validator<GetTaskRequestLenient, GetTaskRequestInput>;
	readonly ListTasksRequest: Validator<ListTasksRequestLenient, ListTasksRequestInput>;
	readonly ListTasksResponse: Validator<ListTasksResponseLenient, ListTasksResponseInput>;
	readonly CancelTaskRequest: Validator<CancelTaskRequestLenient, CancelTaskRequestInput>;
	readonly GetTaskPushNotificationConfigRequest: Validator<GetTaskPushNotificationConfigRequestLenient, GetTaskPushNotificationConfigRequestInput>;
	readonly DeleteTaskPushNotificationConfigRequest: Validator<DeleteTaskPushNotificationConfigRequestLenient, DeleteTaskPushNotificationConfigRequestInput>;
	readonly SubscribeToTaskRequest: Validator<SubscribeToTaskRequestLenient, SubscribeToTaskRequestInput>;
	readonly ListTaskPushNotificationConfigsRequest: Validator<ListTaskPushNotificationConfigsRequestLenient, ListTaskPushNotificationConfigsRequestInput>;
	readonly GetExtendedAgentCardRequest: Validator<GetExtendedAgentCardRequestLenient, GetExtendedAgentCardRequestInput>;
	readonly SendMessageResponse: Validator<SendMessageResponseLenient, SendMessageResponseInput>;
	readonly StreamResponse: Validator<StreamResponseLenient, StreamResponseInput>;
	readonly ListTaskPushNotificationConfigsResponse: Validator<ListTaskPushNotificationConfigsResponseLenient, ListTaskPushNotificationConfigsResponseInput>;
}
