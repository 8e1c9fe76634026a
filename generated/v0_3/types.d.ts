import type * as z from "zod/mini";
import type { JsonObject } from "@a2a-bindgen/runtime";
import type { Validator } from "@a2a-bindgen/runtime/engine";
/** Enum a2a.v1.TaskState (protocol version 0.3): a value name, or the number of a value without one. */
export type TaskState = "TASK_STATE_UNSPECIFIED" | "TASK_STATE_SUBMITTED" | "TASK_STATE_WORKING" | "TASK_STATE_COMPLETED" | "TASK_STATE_FAILED" |
	"TASK_STATE_CANCELLED" | "TASK_STATE_INPUT_REQUIRED" | "TASK_STATE_REJECTED" | "TASK_STATE_AUTH_REQUIRED" | number;
/** Enum a2a.v1.Role (protocol version 0.3): a value name, or the number of a value without one. */
export type Role = "ROLE_UNSPECIFIED" | "ROLE_USER" | "ROLE_AGENT" | number;
/** a2a.v1.SendMessageConfiguration (protocol version 0.3), as parsed by `schemas`: canonical ProtoJSON, JSON names, only the fields that were set; the REQUIRED fields the parse checks are never absent. */
export interface SendMessageConfiguration {
	"acceptedOutputModes"?: (string)[] | undefined;
	"pushNotification"?: PushNotificationConfig | undefined;
	"historyLength"?: number | undefined;
	"blocking"?: boolean | undefined;
}
/** a2a.v1.SendMessageConfiguration as parsed with REQUIRED skipped: the same as SendMessageConfiguration (no REQUIRED field is checked in it or in the messages it holds). */
export type SendMessageConfigurationLenient = SendMessageConfiguration;
/** a2a.v1.SendMessageConfiguration as accepted: JSON or proto field names, ProtoJSON input forms, null for unset. */
export interface SendMessageConfigurationInput {
	"acceptedOutputModes"?: (string)[] | null | undefined;
	"accepted_output_modes"?: (string)[] | null | undefined;
	"pushNotification"?: PushNotificationConfigInput | null | undefined;
	"push_notification"?: PushNotificationConfigInput | null | undefined;
	"historyLength"?: number | string | null | undefined;
	"history_length"?: number | string | null | undefined;
	"blocking"?: boolean | null | undefined;
}
/** a2a.v1.PushNotificationConfig (protocol version 0.3), as parsed by `schemas`: canonical ProtoJSON, JSON names, only the fields that were set; the REQUIRED fields the parse checks are never absent. */
export interface PushNotificationConfig {
	"id"?: string | undefined;
	"url"?: string | undefined;
	"token"?: string | undefined;
	"authentication"?: AuthenticationInfo | undefined;
}
/** a2a.v1.PushNotificationConfig as parsed with REQUIRED skipped: the same as PushNotificationConfig (no REQUIRED field is checked in it or in the messages it holds). */
export type PushNotificationConfigLenient = PushNotificationConfig;
/** a2a.v1.PushNotificationConfig as accepted: JSON or proto field names, ProtoJSON input forms, null for unset. */
export interface PushNotificationConfigInput {
	"id"?: string | null | undefined;
	"url"?: string | null | undefined;
	"token"?: string | null | undefined;
	"authentication"?: AuthenticationInfoInput | null | undefined;
}
/** a2a.v1.AuthenticationInfo (protocol version 0.3), as parsed by `schemas`: canonical ProtoJSON, JSON names, only the fields that were set; the REQUIRED fields the parse checks are never absent. */
export interface AuthenticationInfo {
	"schemes"?: (string)[] | undefined;
	"credentials"?: string | undefined;
}
/** a2a.v1.AuthenticationInfo as parsed with REQUIRED skipped: the same as AuthenticationInfo (no REQUIRED field is checked in it or in the messages it holds). */
export type AuthenticationInfoLenient = AuthenticationInfo;
/** a2a.v1.AuthenticationInfo as accepted: JSON or proto field names, ProtoJSON input forms, null for unset. */
export interface AuthenticationInfoInput {
	"schemes"?: (string)[] | null | undefined;
	"credentials"?: string | null | undefined;
}
/** a2a.v1.Task (protocol version 0.3), as parsed by `schemas`: canonical ProtoJSON, JSON names, only the fields that were set; the REQUIRED fields the parse checks are never absent. */
export interface Task {
	"id"?: string | undefined;
	"contextId"?: string | undefined;
	"status"?: TaskStatus | undefined;
	"artifacts"?: (Artifact)[] | undefined;
	"history"?: (Message)[] | undefined;
	"metadata"?: JsonObject | undefined;
}
/** a2a.v1.Task as parsed with REQUIRED skipped: the same as Task (no REQUIRED field is checked in it or in the messages it holds). */
export type TaskLenient = Task;
/** a2a.v1.Task as accepted: JSON or proto field names, ProtoJSON input forms, null for unset. */
export interface TaskInput {
	"id"?: string | null | undefined;
	"contextId"?: string | null | undefined;
	"context_id"?: string | null | undefined;
	"status"?: TaskStatusInput | null | undefined;
	"artifacts"?: (ArtifactInput)[] | null | undefined;
	"history"?: (MessageInput)[] | null | undefined;
	"metadata"?: JsonObject | null | undefined;
}
/** a2a.v1.TaskStatus (protocol version 0.3), as parsed by `schemas`: canonical ProtoJSON, JSON names, only the fields that were set; the REQUIRED fields the parse checks are never absent. */
export interface TaskStatus {
	"state"?: TaskState | undefined;
	"message"?: Message | undefined;
	"timestamp"?: string | undefined;
}
/** a2a.v1.TaskStatus as parsed with REQUIRED skipped: the same as TaskStatus (no REQUIRED field is checked in it or in the messages it holds). */
export type TaskStatusLenient = TaskStatus;
/** a2a.v1.TaskStatus as accepted: JSON or proto field names, ProtoJSON input forms, null for unset. */
export interface TaskStatusInput {
	"state"?: TaskState | null | undefined;
	"message"?: MessageInput | null | undefined;
	"update"?: MessageInput | null | undefined;
	"timestamp"?: string | null | undefined;
}
/** a2a.v1.Message (protocol version 0.3), as parsed by `schemas`: canonical ProtoJSON, JSON names, only the fields that were set; the REQUIRED fields the parse checks are never absent. */
export interface Message {
	"messageId"?: string | undefined;
	"contextId"?: string | undefined;
	"taskId"?: string | undefined;
	"role"?: Role | undefined;
	"content"?: (Part)[] | undefined;
	"metadata"?: JsonObject | undefined;
	"extensions"?: (string)[] | undefined;
}
/** a2a.v1.Message as parsed with REQUIRED skipped: the same as Message (no REQUIRED field is checked in it or in the messages it holds). */
export type MessageLenient = Message;
/** a2a.v1.Message as accepted: JSON or proto field names, ProtoJSON input forms, null for unset. */
export interface MessageInput {
	"messageId"?: string | null | undefined;
	"message_id"?: string | null | undefined;
	"contextId"?: string | null | undefined;
	"context_id"?: string | null | undefined;
	"taskId"?: string | null | undefined;
	"task_id"?: string | null | undefined;
	"role"?: Role | null | undefined;
	"content"?: (PartInput)[] | null | undefined;
	"metadata"?: JsonObject | null | undefined;
	"extensions"?: (string)[] | null | undefined;
}
/** a2a.v1.Part (protocol version 0.3), as parsed by `schemas`: canonical ProtoJSON, JSON names, only the fields that were set; the REQUIRED fields the parse checks are never absent. */
export interface Part {
	"text"?: string | undefined;
	"file"?: FilePart | undefined;
	"data"?: DataPart | undefined;
}
/** a2a.v1.Part as parsed with REQUIRED skipped: the same as Part (no REQUIRED field is checked in it or in the messages it holds). */
export type PartLenient = Part;
/** a2a.v1.Part as accepted: JSON or proto field names, ProtoJSON input forms, null for unset. */
export interface PartInput {
	"text"?: string | null | undefined;
	"file"?: FilePartInput | null | undefined;
	"data"?: DataPartInput | null | undefined;
}
/** a2a.v1.FilePart (protocol version 0.3), as parsed by `schemas`: canonical ProtoJSON, JSON names, only the fields that were set; the REQUIRED fields the parse checks are never absent. */
export interface FilePart {
	"fileWithUri"?: string | undefined;
	"fileWithBytes"?: string | undefined;
	"mimeType"?: string | undefined;
}
/** a2a.v1.FilePart as parsed with REQUIRED skipped: the same as FilePart (no REQUIRED field is checked in it or in the messages it holds). */
export type FilePartLenient = FilePart;
/** a2a.v1.FilePart as accepted: JSON or proto field names, ProtoJSON input forms, null for unset. */
export interface FilePartInput {
	"fileWithUri"?: string | null | undefined;
	"file_with_uri"?: string | null | undefined;
	"fileWithBytes"?: string | null | undefined;
	"file_with_bytes"?: string | null | undefined;
	"mimeType"?: string | null | undefined;
	"mime_type"?: string | null | undefined;
}
/** a2a.v1.DataPart (protocol version 0.3), as parsed by `schemas`: canonical ProtoJSON, JSON names, only the fields that were set; the REQUIRED fields the parse checks are never absent. */
export interface DataPart {
	"data"?: JsonObject | undefined;
}
/** a2a.v1.DataPart as parsed with REQUIRED skipped: the same as DataPart (no REQUIRED field is checked in it or in the messages it holds). */
export type DataPartLenient = DataPart;
/** a2a.v1.DataPart as accepted: JSON or proto field names, ProtoJSON input forms, null for unset. */
export interface DataPartInput {
	"data"?: JsonObject | null | undefined;
}
/** a2a.v1.Artifact (protocol version 0.3), as parsed by `schemas`: canonical ProtoJSON, JSON names, only the fields that were set; the REQUIRED fields the parse checks are never absent. */
export interface Artifact {
	"artifactId"?: string | undefined;
	"name"?: string | undefined;
	"description"?: string | undefined;
	"parts"?: (Part)[] | undefined;
	"metadata"?: JsonObject | undefined;
	"extensions"?: (string)[] | undefined;
}
/** a2a.v1.Artifact as parsed with REQUIRED skipped: the same as Artifact (no REQUIRED field is checked in it or in the messages it holds). */
export type ArtifactLenient = Artifact;
/** a2a.v1.Artifact as accepted: JSON or proto field names, ProtoJSON input forms, null for unset. */
export interface ArtifactInput {
	"artifactId"?: string | null | undefined;
	"artifact_id"?: string | null | undefined;
	"name"?: string | null | undefined;
	"description"?: string | null | undefined;
	"parts"?: (PartInput)[] | null | undefined;
	"metadata"?: JsonObject | null | undefined;
	"extensions"?: (string)[] | null | undefined;
}
/** a2a.v1.TaskStatusUpdateEvent (protocol version 0.3), as parsed by `schemas`: canonical ProtoJSON, JSON names, only the fields that were set; the REQUIRED fields the parse checks are never absent. */
export interface TaskStatusUpdateEvent {
	"taskId"?: string | undefined;
	"contextId"?: string | undefined;
	"status"?: TaskStatus | undefined;
	"final"?: boolean | undefined;
	"metadata"?: JsonObject | undefined;
}
/** a2a.v1.TaskStatusUpdateEvent as parsed with REQUIRED skipped: the same as TaskStatusUpdateEvent (no REQUIRED field is checked in it or in the messages it holds). */
export type TaskStatusUpdateEventLenient = TaskStatusUpdateEvent;
/** a2a.v1.TaskStatusUpdateEvent as accepted: JSON or proto field names, ProtoJSON input forms, null for unset. */
export interface TaskStatusUpdateEventInput {
	"taskId"?: string | null | undefined;
	"task_id"?: string | null | undefined;
	"contextId"?: string | null | undefined;
	"context_id"?: string | null | undefined;
	"status"?: TaskStatusInput | null | undefined;
	"final"?: boolean | null | undefined;
	"metadata"?: JsonObject | null | undefined;
}
/** a2a.v1.TaskArtifactUpdateEvent (protocol version 0.3), as parsed by `schemas`: canonical ProtoJSON, JSON names, only the fields that were set; the REQUIRED fields the parse checks are never absent. */
export interface TaskArtifactUpdateEvent {
	"taskId"?: string | undefined;
	"contextId"?: string | undefined;
	"artifact"?: Artifact | undefined;
	"append"?: boolean | undefined;
	"lastChunk"?: boolean | undefined;
	"metadata"?: JsonObject | undefined;
}
/** a2a.v1.TaskArtifactUpdateEvent as parsed with REQUIRED skipped: the same as TaskArtifactUpdateEvent (no REQUIRED field is checked in it or in the messages it holds). */
export type TaskArtifactUpdateEventLenient = TaskArtifactUpdateEvent;
/** a2a.v1.TaskArtifactUpdateEvent as accepted: JSON or proto field names, ProtoJSON input forms, null for unset. */
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
/** a2a.v1.AgentInterface (protocol version 0.3), as parsed by `schemas`: canonical ProtoJSON, JSON names, only the fields that were set; the REQUIRED fields the parse checks are never absent. */
export interface AgentInterface {
	"url"?: string | undefined;
	"transport"?: string | undefined;
}
/** a2a.v1.AgentInterface as parsed with REQUIRED skipped: the same as AgentInterface (no REQUIRED field is checked in it or in the messages it holds). */
export type AgentInterfaceLenient = AgentInterface;
/** a2a.v1.AgentInterface as accepted: JSON or proto field names, ProtoJSON input forms, null for unset. */
export interface AgentInterfaceInput {
	"url"?: string | null | undefined;
	"transport"?: string | null | undefined;
}
/** a2a.v1.AgentCard (protocol version 0.3), as parsed by `schemas`: canonical ProtoJSON, JSON names, only the fields that were set; the REQUIRED fields the parse checks are never absent. */
export interface AgentCard {
	"protocolVersion"?: string | undefined;
	"name"?: string | undefined;
	"description"?: string | undefined;
	"url"?: string | undefined;
	"preferredTransport"?: string | undefined;
	"additionalInterfaces"?: (AgentInterface)[] | undefined;
	"provider"?: AgentProvider | undefined;
	"version"?: string | undefined;
	"documentationUrl"?: string | undefined;
	"capabilities"?: AgentCapabilities | undefined;
	"securitySchemes"?: {
		[key: string]: SecurityScheme;
	} | undefined;
	"security"?: (Security)[] | undefined;
	"defaultInputModes"?: (string)[] | undefined;
	"defaultOutputModes"?: (string)[] | undefined;
	"skills"?: (AgentSkill)[] | undefined;
	"supportsAuthenticatedExtendedCard"?: boolean | undefined;
	"signatures"?: (AgentCardSignature)[] | undefined;
}
/** a2a.v1.AgentCard as parsed with REQUIRED skipped (`schemasWith({ required: "skip" })`): any field may be absent. */
export interface AgentCardLenient {
	"protocolVersion"?: string | undefined;
	"name"?: string | undefined;
	"description"?: string | undefined;
	"url"?: string | undefined;
	"preferredTransport"?: string | undefined;
	"additionalInterfaces"?: (AgentInterface)[] | undefined;
	"provider"?: AgentProvider | undefined;
	"version"?: string | undefined;
	"documentationUrl"?: string | undefined;
	"capabilities"?: AgentCapabilities | undefined;
	"securitySchemes"?: {
		[key: string]: SecurityScheme;
	} | undefined;
	"security"?: (Security)[] | undefined;
	"defaultInputModes"?: (string)[] | undefined;
	"defaultOutputModes"?: (string)[] | undefined;
	"skills"?: (AgentSkill)[] | undefined;
	"supportsAuthenticatedExtendedCard"?: boolean | undefined;
	"signatures"?: (AgentCardSignatureLenient)[] | undefined;
}
/** a2a.v1.AgentCard as accepted: JSON or proto field names, ProtoJSON input forms, null for unset. */
export interface AgentCardInput {
	"protocolVersion"?: string | null | undefined;
	"protocol_version"?: string | null | undefined;
	"name"?: string | null | undefined;
	"description"?: string | null | undefined;
	"url"?: string | null | undefined;
	"preferredTransport"?: string | null | undefined;
	"preferred_transport"?: string | null | undefined;
	"additionalInterfaces"?: (AgentInterfaceInput)[] | null | undefined;
	"additional_interfaces"?: (AgentInterfaceInput)[] | null | undefined;
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
	"security"?: (SecurityInput)[] | null | undefined;
	"defaultInputModes"?: (string)[] | null | undefined;
	"default_input_modes"?: (string)[] | null | undefined;
	"defaultOutputModes"?: (string)[] | null | undefined;
	"default_output_modes"?: (string)[] | null | undefined;
	"skills"?: (AgentSkillInput)[] | null | undefined;
	"supportsAuthenticatedExtendedCard"?: boolean | null | undefined;
	"supports_authenticated_extended_card"?: boolean | null | undefined;
	"signatures"?: (AgentCardSignatureInput)[] | null | undefined;
}
/** a2a.v1.AgentProvider (protocol version 0.3), as parsed by `schemas`: canonical ProtoJSON, JSON names, only the fields that were set; the REQUIRED fields the parse checks are never absent. */
export interface AgentProvider {
	"url"?: string | undefined;
	"organization"?: string | undefined;
}
/** a2a.v1.AgentProvider as parsed with REQUIRED skipped: the same as AgentProvider (no REQUIRED field is checked in it or in the messages it holds). */
export type AgentProviderLenient = AgentProvider;
/** a2a.v1.AgentProvider as accepted: JSON or proto field names, ProtoJSON input forms, null for unset. */
export interface AgentProviderInput {
	"url"?: string | null | undefined;
	"organization"?: string | null | undefined;
}
/** a2a.v1.AgentCapabilities (protocol version 0.3), as parsed by `schemas`: canonical ProtoJSON, JSON names, only the fields that were set; the REQUIRED fields the parse checks are never absent. */
export interface AgentCapabilities {
	"streaming"?: boolean | undefined;
	"pushNotifications"?: boolean | undefined;
	"extensions"?: (AgentExtension)[] | undefined;
}
/** a2a.v1.AgentCapabilities as parsed with REQUIRED skipped: the same as AgentCapabilities (no REQUIRED field is checked in it or in the messages it holds). */
export type AgentCapabilitiesLenient = AgentCapabilities;
/** a2a.v1.AgentCapabilities as accepted: JSON or proto field names, ProtoJSON input forms, null for unset. */
export interface AgentCapabilitiesInput {
	"streaming"?: boolean | null | undefined;
	"pushNotifications"?: boolean | null | undefined;
	"push_notifications"?: boolean | null | undefined;
	"extensions"?: (AgentExtensionInput)[] | null | undefined;
}
/** a2a.v1.AgentExtension (protocol version 0.3), as parsed by `schemas`: canonical ProtoJSON, JSON names, only the fields that were set; the REQUIRED fields the parse checks are never absent. */
export interface AgentExtension {
	"uri"?: string | undefined;
	"description"?: string | undefined;
	"required"?: boolean | undefined;
	"params"?: JsonObject | undefined;
}
/** a2a.v1.AgentExtension as parsed with REQUIRED skipped: the same as AgentExtension (no REQUIRED field is checked in it or in the messages it holds). */
export type AgentExtensionLenient = AgentExtension;
/** a2a.v1.AgentExtension as accepted: JSON or proto field names, ProtoJSON input forms, null for unset. */
export interface AgentExtensionInput {
	"uri"?: string | null | undefined;
	"description"?: string | null | undefined;
	"required"?: boolean | null | undefined;
	"params"?: JsonObject | null | undefined;
}
/** a2a.v1.SecurityScheme (protocol version 0.3), as parsed by `schemas`: canonical ProtoJSON, JSON names, only the fields that were set; the REQUIRED fields the parse checks are never absent. */
export interface SecurityScheme {
	"apiKeySecurityScheme"?: APIKeySecurityScheme | undefined;
	"httpAuthSecurityScheme"?: HTTPAuthSecurityScheme | undefined;
	"oauth2SecurityScheme"?: OAuth2SecurityScheme | undefined;
	"openIdConnectSecurityScheme"?: OpenIdConnectSecurityScheme | undefined;
	"mtlsSecurityScheme"?: MutualTlsSecurityScheme | undefined;
}
/** a2a.v1.SecurityScheme as parsed with REQUIRED skipped: the same as SecurityScheme (no REQUIRED field is checked in it or in the messages it holds). */
export type SecuritySchemeLenient = SecurityScheme;
/** a2a.v1.SecurityScheme as accepted: JSON or proto field names, ProtoJSON input forms, null for unset. */
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
/** a2a.v1.APIKeySecurityScheme (protocol version 0.3), as parsed by `schemas`: canonical ProtoJSON, JSON names, only the fields that were set; the REQUIRED fields the parse checks are never absent. */
export interface APIKeySecurityScheme {
	"description"?: string | undefined;
	"location"?: string | undefined;
	"name"?: string | undefined;
}
/** a2a.v1.APIKeySecurityScheme as parsed with REQUIRED skipped: the same as APIKeySecurityScheme (no REQUIRED field is checked in it or in the messages it holds). */
export type APIKeySecuritySchemeLenient = APIKeySecurityScheme;
/** a2a.v1.APIKeySecurityScheme as accepted: JSON or proto field names, ProtoJSON input forms, null for unset. */
export interface APIKeySecuritySchemeInput {
	"description"?: string | null | undefined;
	"location"?: string | null | undefined;
	"name"?: string | null | undefined;
}
/** a2a.v1.HTTPAuthSecurityScheme (protocol version 0.3), as parsed by `schemas`: canonical ProtoJSON, JSON names, only the fields that were set; the REQUIRED fields the parse checks are never absent. */
export interface HTTPAuthSecurityScheme {
	"description"?: string | undefined;
	"scheme"?: string | undefined;
	"bearerFormat"?: string | undefined;
}
/** a2a.v1.HTTPAuthSecurityScheme as parsed with REQUIRED skipped: the same as HTTPAuthSecurityScheme (no REQUIRED field is checked in it or in the messages it holds). */
export type HTTPAuthSecuritySchemeLenient = HTTPAuthSecurityScheme;
/** a2a.v1.HTTPAuthSecurityScheme as accepted: JSON or proto field names, ProtoJSON input forms, null for unset. */
export interface HTTPAuthSecuritySchemeInput {
	"description"?: string | null | undefined;
	"scheme"?: string | null | undefined;
	"bearerFormat"?: string | null | undefined;
	"bearer_format"?: string | null | undefined;
}
/** a2a.v1.OAuth2SecurityScheme (protocol version 0.3), as parsed by `schemas`: canonical ProtoJSON, JSON names, only the fields that were set; the REQUIRED fields the parse checks are never absent. */
export interface OAuth2SecurityScheme {
	"description"?: string | undefined;
	"flows"?: OAuthFlows | undefined;
	"oauth2MetadataUrl"?: string | undefined;
}
/** a2a.v1.OAuth2SecurityScheme as parsed with REQUIRED skipped: the same as OAuth2SecurityScheme (no REQUIRED field is checked in it or in the messages it holds). */
export type OAuth2SecuritySchemeLenient = OAuth2SecurityScheme;
/** a2a.v1.OAuth2SecurityScheme as accepted: JSON or proto field names, ProtoJSON input forms, null for unset. */
export interface OAuth2SecuritySchemeInput {
	"description"?: string | null | undefined;
	"flows"?: OAuthFlowsInput | null | undefined;
	"oauth2MetadataUrl"?: string | null | undefined;
	"oauth2_metadata_url"?: string | null | undefined;
}
/** a2a.v1.OAuthFlows (protocol version 0.3), as parsed by `schemas`: canonical ProtoJSON, JSON names, only the fields that were set; the REQUIRED fields the parse checks are never absent. */
export interface OAuthFlows {
	"authorizationCode"?: AuthorizationCodeOAuthFlow | undefined;
	"clientCredentials"?: ClientCredentialsOAuthFlow | undefined;
	"implicit"?: ImplicitOAuthFlow | undefined;
	"password"?: PasswordOAuthFlow | undefined;
}
/** a2a.v1.OAuthFlows as parsed with REQUIRED skipped: the same as OAuthFlows (no REQUIRED field is checked in it or in the messages it holds). */
export type OAuthFlowsLenient = OAuthFlows;
/** a2a.v1.OAuthFlows as accepted: JSON or proto field names, ProtoJSON input forms, null for unset. */
export interface OAuthFlowsInput {
	"authorizationCode"?: AuthorizationCodeOAuthFlowInput | null | undefined;
	"authorization_code"?: AuthorizationCodeOAuthFlowInput | null | undefined;
	"clientCredentials"?: ClientCredentialsOAuthFlowInput | null | undefined;
	"client_credentials"?: ClientCredentialsOAuthFlowInput | null | undefined;
	"implicit"?: ImplicitOAuthFlowInput | null | undefined;
	"password"?: PasswordOAuthFlowInput | null | undefined;
}
/** a2a.v1.AuthorizationCodeOAuthFlow (protocol version 0.3), as parsed by `schemas`: canonical ProtoJSON, JSON names, only the fields that were set; the REQUIRED fields the parse checks are never absent. */
export interface AuthorizationCodeOAuthFlow {
	"authorizationUrl"?: string | undefined;
	"tokenUrl"?: string | undefined;
	"refreshUrl"?: string | undefined;
	"scopes"?: {
		[key: string]: string;
	} | undefined;
}
/** a2a.v1.AuthorizationCodeOAuthFlow as parsed with REQUIRED skipped: the same as AuthorizationCodeOAuthFlow (no REQUIRED field is checked in it or in the messages it holds). */
export type AuthorizationCodeOAuthFlowLenient = AuthorizationCodeOAuthFlow;
/** a2a.v1.AuthorizationCodeOAuthFlow as accepted: JSON or proto field names, ProtoJSON input forms, null for unset. */
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
}
/** a2a.v1.ClientCredentialsOAuthFlow (protocol version 0.3), as parsed by `schemas`: canonical ProtoJSON, JSON names, only the fields that were set; the REQUIRED fields the parse checks are never absent. */
export interface ClientCredentialsOAuthFlow {
	"tokenUrl"?: string | undefined;
	"refreshUrl"?: string | undefined;
	"scopes"?: {
		[key: string]: string;
	} | undefined;
}
/** a2a.v1.ClientCredentialsOAuthFlow as parsed with REQUIRED skipped: the same as ClientCredentialsOAuthFlow (no REQUIRED field is checked in it or in the messages it holds). */
export type ClientCredentialsOAuthFlowLenient = ClientCredentialsOAuthFlow;
/** a2a.v1.ClientCredentialsOAuthFlow as accepted: JSON or proto field names, ProtoJSON input forms, null for unset. */
export interface ClientCredentialsOAuthFlowInput {
	"tokenUrl"?: string | null | undefined;
	"token_url"?: string | null | undefined;
	"refreshUrl"?: string | null | undefined;
	"refresh_url"?: string | null | undefined;
	"scopes"?: {
		[key: string]: string;
	} | null | undefined;
}
/** a2a.v1.ImplicitOAuthFlow (protocol version 0.3), as parsed by `schemas`: canonical ProtoJSON, JSON names, only the fields that were set; the REQUIRED fields the parse checks are never absent. */
export interface ImplicitOAuthFlow {
	"authorizationUrl"?: string | undefined;
	"refreshUrl"?: string | undefined;
	"scopes"?: {
		[key: string]: string;
	} | undefined;
}
/** a2a.v1.ImplicitOAuthFlow as parsed with REQUIRED skipped: the same as ImplicitOAuthFlow (no REQUIRED field is checked in it or in the messages it holds). */
export type ImplicitOAuthFlowLenient = ImplicitOAuthFlow;
/** a2a.v1.ImplicitOAuthFlow as accepted: JSON or proto field names, ProtoJSON input forms, null for unset. */
export interface ImplicitOAuthFlowInput {
	"authorizationUrl"?: string | null | undefined;
	"authorization_url"?: string | null | undefined;
	"refreshUrl"?: string | null | undefined;
	"refresh_url"?: string | null | undefined;
	"scopes"?: {
		[key: string]: string;
	} | null | undefined;
}
/** a2a.v1.PasswordOAuthFlow (protocol version 0.3), as parsed by `schemas`: canonical ProtoJSON, JSON names, only the fields that were set; the REQUIRED fields the parse checks are never absent. */
export interface PasswordOAuthFlow {
	"tokenUrl"?: string | undefined;
	"refreshUrl"?: string | undefined;
	"scopes"?: {
		[key: string]: string;
	} | undefined;
}
/** a2a.v1.PasswordOAuthFlow as parsed with REQUIRED skipped: the same as PasswordOAuthFlow (no REQUIRED field is checked in it or in the messages it holds). */
export type PasswordOAuthFlowLenient = PasswordOAuthFlow;
/** a2a.v1.PasswordOAuthFlow as accepted: JSON or proto field names, ProtoJSON input forms, null for unset. */
export interface PasswordOAuthFlowInput {
	"tokenUrl"?: string | null | undefined;
	"token_url"?: string | null | undefined;
	"refreshUrl"?: string | null | undefined;
	"refresh_url"?: string | null | undefined;
	"scopes"?: {
		[key: string]: string;
	} | null | undefined;
}
/** a2a.v1.OpenIdConnectSecurityScheme (protocol version 0.3), as parsed by `schemas`: canonical ProtoJSON, JSON names, only the fields that were set; the REQUIRED fields the parse checks are never absent. */
export interface OpenIdConnectSecurityScheme {
	"description"?: string | undefined;
	"openIdConnectUrl"?: string | undefined;
}
/** a2a.v1.OpenIdConnectSecurityScheme as parsed with REQUIRED skipped: the same as OpenIdConnectSecurityScheme (no REQUIRED field is checked in it or in the messages it holds). */
export type OpenIdConnectSecuritySchemeLenient = OpenIdConnectSecurityScheme;
/** a2a.v1.OpenIdConnectSecurityScheme as accepted: JSON or proto field names, ProtoJSON input forms, null for unset. */
export interface OpenIdConnectSecuritySchemeInput {
	"description"?: string | null | undefined;
	"openIdConnectUrl"?: string | null | undefined;
	"open_id_connect_url"?: string | null | undefined;
}
/** a2a.v1.MutualTlsSecurityScheme (protocol version 0.3), as parsed by `schemas`: canonical ProtoJSON, JSON names, only the fields that were set; the REQUIRED fields the parse checks are never absent. */
export interface MutualTlsSecurityScheme {
	"description"?: string | undefined;
}
/** a2a.v1.MutualTlsSecurityScheme as parsed with REQUIRED skipped: the same as MutualTlsSecurityScheme (no REQUIRED field is checked in it or in the messages it holds). */
export type MutualTlsSecuritySchemeLenient = MutualTlsSecurityScheme;
/** a2a.v1.MutualTlsSecurityScheme as accepted: JSON or proto field names, ProtoJSON input forms, null for unset. */
export interface MutualTlsSecuritySchemeInput {
	"description"?: string | null | undefined;
}
/** a2a.v1.Security (protocol version 0.3), as parsed by `schemas`: canonical ProtoJSON, JSON names, only the fields that were set; the REQUIRED fields the parse checks are never absent. */
export interface Security {
	"schemes"?: {
		[key: string]: StringList;
	} | undefined;
}
/** a2a.v1.Security as parsed with REQUIRED skipped: the same as Security (no REQUIRED field is checked in it or in the messages it holds). */
export type SecurityLenient = Security;
/** a2a.v1.Security as accepted: JSON or proto field names, ProtoJSON input forms, null for unset. */
export interface SecurityInput {
	"schemes"?: {
		[key: string]: StringListInput;
	} | null | undefined;
}
/** a2a.v1.StringList (protocol version 0.3), as parsed by `schemas`: canonical ProtoJSON, JSON names, only the fields that were set; the REQUIRED fields the parse checks are never absent. */
export interface StringList {
	"list"?: (string)[] | undefined;
}
/** a2a.v1.StringList as parsed with REQUIRED skipped: the same as StringList (no REQUIRED field is checked in it or in the messages it holds). */
export type StringListLenient = StringList;
/** a2a.v1.StringList as accepted: JSON or proto field names, ProtoJSON input forms, null for unset. */
export interface StringListInput {
	"list"?: (string)[] | null | undefined;
}
/** a2a.v1.AgentSkill (protocol version 0.3), as parsed by `schemas`: canonical ProtoJSON, JSON names, only the fields that were set; the REQUIRED fields the parse checks are never absent. */
export interface AgentSkill {
	"id"?: string | undefined;
	"name"?: string | undefined;
	"description"?: string | undefined;
	"tags"?: (string)[] | undefined;
	"examples"?: (string)[] | undefined;
	"inputModes"?: (string)[] | undefined;
	"outputModes"?: (string)[] | undefined;
	"security"?: (Security)[] | undefined;
}
/** a2a.v1.AgentSkill as parsed with REQUIRED skipped: the same as AgentSkill (no REQUIRED field is checked in it or in the messages it holds). */
export type AgentSkillLenient = AgentSkill;
/** a2a.v1.AgentSkill as accepted: JSON or proto field names, ProtoJSON input forms, null for unset. */
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
	"security"?: (SecurityInput)[] | null | undefined;
}
/** a2a.v1.AgentCardSignature (protocol version 0.3), as parsed by `schemas`: canonical ProtoJSON, JSON names, only the fields that were set; the REQUIRED fields the parse checks are never absent. */
export interface AgentCardSignature {
	"protected": string;
	"signature": string;
	"header"?: JsonObject | undefined;
}
/** a2a.v1.AgentCardSignature as parsed with REQUIRED skipped (`schemasWith({ required: "skip" })`): any field may be absent. */
export interface AgentCardSignatureLenient {
	"protected"?: string | undefined;
	"signature"?: string | undefined;
	"header"?: JsonObject | undefined;
}
/** a2a.v1.AgentCardSignature as accepted: JSON or proto field names, ProtoJSON input forms, null for unset. */
export interface AgentCardSignatureInput {
	"protected"?: string | null | undefined;
	"signature"?: string | null | undefined;
	"header"?: JsonObject | null | undefined;
}
/** a2a.v1.TaskPushNotificationConfig (protocol version 0.3), as parsed by `schemas`: canonical ProtoJSON, JSON names, only the fields that were set; the REQUIRED fields the parse checks are never absent. */
export interface TaskPushNotificationConfig {
	"name"?: string | undefined;
	"pushNotificationConfig"?: PushNotificationConfig | undefined;
}
/** a2a.v1.TaskPushNotificationConfig as parsed with REQUIRED skipped: the same as TaskPushNotificationConfig (no REQUIRED field is checked in it or in the messages it holds). */
export type TaskPushNotificationConfigLenient = TaskPushNotificationConfig;
/** a2a.v1.TaskPushNotificationConfig as accepted: JSON or proto field names, ProtoJSON input forms, null for unset. */
export interface TaskPushNotificationConfigInput {
	"name"?: string | null | undefined;
	"pushNotificationConfig"?: PushNotificationConfigInput | null | undefined;
	"push_notification_config"?: PushNotificationConfigInput | null | undefined;
}
/** a2a.v1.SendMessageRequest (protocol version 0.3), as parsed by `schemas`: canonical ProtoJSON, JSON names, only the fields that were set; the REQUIRED fields the parse checks are never absent. */
export interface SendMessageRequest {
	"message": Message;
	"configuration"?: SendMessageConfiguration | undefined;
	"metadata"?: JsonObject | undefined;
}
/** a2a.v1.SendMessageRequest as parsed with REQUIRED skipped (`schemasWith({ required: "skip" })`): any field may be absent. */
export interface SendMessageRequestLenient {
	"message"?: Message | undefined;
	"configuration"?: SendMessageConfiguration | undefined;
	"metadata"?: JsonObject | undefined;
}
/** a2a.v1.SendMessageRequest as accepted: JSON or proto field names, ProtoJSON input forms, null for unset. */
export interface SendMessageRequestInput {
	"message"?: MessageInput | null | undefined;
	"request"?: MessageInput | null | undefined;
	"configuration"?: SendMessageConfigurationInput | null | undefined;
	"metadata"?: JsonObject | null | undefined;
}
/** a2a.v1.GetTaskRequest (protocol version 0.3), as parsed by `schemas`: canonical ProtoJSON, JSON names, only the fields that were set; the REQUIRED fields the parse checks are never absent. */
export interface GetTaskRequest {
	"name": string;
	"historyLength"?: number | undefined;
}
/** a2a.v1.GetTaskRequest as parsed with REQUIRED skipped (`schemasWith({ required: "skip" })`): any field may be absent. */
export interface GetTaskRequestLenient {
	"name"?: string | undefined;
	"historyLength"?: number | undefined;
}
/** a2a.v1.GetTaskRequest as accepted: JSON or proto field names, ProtoJSON input forms, null for unset. */
export interface GetTaskRequestInput {
	"name"?: string | null | undefined;
	"historyLength"?: number | string | null | undefined;
	"history_length"?: number | string | null | undefined;
}
/** a2a.v1.CancelTaskRequest (protocol version 0.3), as parsed by `schemas`: canonical ProtoJSON, JSON names, only the fields that were set; the REQUIRED fields the parse checks are never absent. */
export interface CancelTaskRequest {
	"name"?: string | undefined;
}
/** a2a.v1.CancelTaskRequest as parsed with REQUIRED skipped: the same as CancelTaskRequest (no REQUIRED field is checked in it or in the messages it holds). */
export type CancelTaskRequestLenient = CancelTaskRequest;
/** a2a.v1.CancelTaskRequest as accepted: JSON or proto field names, ProtoJSON input forms, null for unset. */
export interface CancelTaskRequestInput {
	"name"?: string | null | undefined;
}
/** a2a.v1.GetTaskPushNotificationConfigRequest (protocol version 0.3), as parsed by `schemas`: canonical ProtoJSON, JSON names, only the fields that were set; the REQUIRED fields the parse checks are never absent. */
export interface GetTaskPushNotificationConfigRequest {
	"name"?: string | undefined;
}
/** a2a.v1.GetTaskPushNotificationConfigRequest as parsed with REQUIRED skipped: the same as GetTaskPushNotificationConfigRequest (no REQUIRED field is checked in it or in the messages it holds). */
export type GetTaskPushNotificationConfigRequestLenient = GetTaskPushNotificationConfigRequest;
/** a2a.v1.GetTaskPushNotificationConfigRequest as accepted: JSON or proto field names, ProtoJSON input forms, null for unset. */
export interface GetTaskPushNotificationConfigRequestInput {
	"name"?: string | null | undefined;
}
/** a2a.v1.DeleteTaskPushNotificationConfigRequest (protocol version 0.3), as parsed by `schemas`: canonical ProtoJSON, JSON names, only the fields that were set; the REQUIRED fields the parse checks are never absent. */
export interface DeleteTaskPushNotificationConfigRequest {
	"name"?: string | undefined;
}
/** a2a.v1.DeleteTaskPushNotificationConfigRequest as parsed with REQUIRED skipped: the same as DeleteTaskPushNotificationConfigRequest (no REQUIRED field is checked in it or in the messages it holds). */
export type DeleteTaskPushNotificationConfigRequestLenient = DeleteTaskPushNotificationConfigRequest;
/** a2a.v1.DeleteTaskPushNotificationConfigRequest as accepted: JSON or proto field names, ProtoJSON input forms, null for unset. */
export interface DeleteTaskPushNotificationConfigRequestInput {
	"name"?: string | null | undefined;
}
/** a2a.v1.CreateTaskPushNotificationConfigRequest (protocol version 0.3), as parsed by `schemas`: canonical ProtoJSON, JSON names, only the fields that were set; the REQUIRED fields the parse checks are never absent. */
export interface CreateTaskPushNotificationConfigRequest {
	"parent": string;
	"configId": string;
	"config": TaskPushNotificationConfig;
}
/** a2a.v1.CreateTaskPushNotificationConfigRequest as parsed with REQUIRED skipped (`schemasWith({ required: "skip" })`): any field may be absent. */
export interface CreateTaskPushNotificationConfigRequestLenient {
	"parent"?: string | undefined;
	"configId"?: string | undefined;
	"config"?: TaskPushNotificationConfig | undefined;
}
/** a2a.v1.CreateTaskPushNotificationConfigRequest as accepted: JSON or proto field names, ProtoJSON input forms, null for unset. */
export interface CreateTaskPushNotificationConfigRequestInput {
	"parent"?: string | null | undefined;
	"configId"?: string | null | undefined;
	"config_id"?: string | null | undefined;
	"config"?: TaskPushNotificationConfigInput | null | undefined;
}
/** a2a.v1.TaskSubscriptionRequest (protocol version 0.3), as parsed by `schemas`: canonical ProtoJSON, JSON names, only the fields that were set; the REQUIRED fields the parse checks are never absent. */
export interface TaskSubscriptionRequest {
	"name"?: string | undefined;
}
/** a2a.v1.TaskSubscriptionRequest as parsed with REQUIRED skipped: the same as TaskSubscriptionRequest (no REQUIRED field is checked in it or in the messages it holds). */
export type TaskSubscriptionRequestLenient = TaskSubscriptionRequest;
/** a2a.v1.TaskSubscriptionRequest as accepted: JSON or proto field names, ProtoJSON input forms, null for unset. */
export interface TaskSubscriptionRequestInput {
	"name"?: string | null | undefined;
}
/** a2a.v1.ListTaskPushNotificationConfigRequest (protocol version 0.3), as parsed by `schemas`: canonical ProtoJSON, JSON names, only the fields that were set; the REQUIRED fields the parse checks are never absent. */
export interface ListTaskPushNotificationConfigRequest {
	"parent"?: string | undefined;
	"pageSize"?: number | undefined;
	"pageToken"?: string | undefined;
}
/** a2a.v1.ListTaskPushNotificationConfigRequest as parsed with REQUIRED skipped: the same as ListTaskPushNotificationConfigRequest (no REQUIRED field is checked in it or in the messages it holds). */
export type ListTaskPushNotificationConfigRequestLenient = ListTaskPushNotificationConfigRequest;
/** a2a.v1.ListTaskPushNotificationConfigRequest as accepted: JSON or proto field names, ProtoJSON input forms, null for unset. */
export interface ListTaskPushNotificationConfigRequestInput {
	"parent"?: string | null | undefined;
	"pageSize"?: number | string | null | undefined;
	"page_size"?: number | string | null | undefined;
	"pageToken"?: string | null | undefined;
	"page_token"?: string | null | undefined;
}
/** a2a.v1.GetAgentCardRequest (protocol version 0.3), as parsed by `schemas`: canonical ProtoJSON, JSON names, only the fields that were set; the REQUIRED fields the parse checks are never absent. */
export interface GetAgentCardRequest {}
/** a2a.v1.GetAgentCardRequest as parsed with REQUIRED skipped: the same as GetAgentCardRequest (no REQUIRED field is checked in it or in the messages it holds). */
export type GetAgentCardRequestLenient = GetAgentCardRequest;
/** a2a.v1.GetAgentCardRequest as accepted: JSON or proto field names, ProtoJSON input forms, null for unset. */
export interface GetAgentCardRequestInput {}
/** a2a.v1.SendMessageResponse (protocol version 0.3), as parsed by `schemas`: canonical ProtoJSON, JSON names, only the fields that were set; the REQUIRED fields the parse checks are never absent. */
export interface SendMessageResponse {
	"task"?: Task | undefined;
	"message"?: Message | undefined;
}
/** a2a.v1.SendMessageResponse as parsed with REQUIRED skipped: the same as SendMessageResponse (no REQUIRED field is checked in it or in the messages it holds). */
export type SendMessageResponseLenient = SendMessageResponse;
/** a2a.v1.SendMessageResponse as accepted: JSON or proto field names, ProtoJSON input forms, null for unset. */
export interface SendMessageResponseInput {
	"task"?: TaskInput | null | undefined;
	"message"?: MessageInput | null | undefined;
	"msg"?: MessageInput | null | undefined;
}
/** a2a.v1.StreamResponse (protocol version 0.3), as parsed by `schemas`: canonical ProtoJSON, JSON names, only the fields that were set; the REQUIRED fields the parse checks are never absent. */
export interface StreamResponse {
	"task"?: Task | undefined;
	"message"?: Message | undefined;
	"statusUpdate"?: TaskStatusUpdateEvent | undefined;
	"artifactUpdate"?: TaskArtifactUpdateEvent | undefined;
}
/** a2a.v1.StreamResponse as parsed with REQUIRED skipped: the same as StreamResponse (no REQUIRED field is checked in it or in the messages it holds). */
export type StreamResponseLenient = StreamResponse;
/** a2a.v1.StreamResponse as accepted: JSON or proto field names, ProtoJSON input forms, null for unset. */
export interface StreamResponseInput {
	"task"?: TaskInput | null | undefined;
	"message"?: MessageInput | null | undefined;
	"msg"?: MessageInput | null | undefined;
	"statusUpdate"?: TaskStatusUpdateEventInput | null | undefined;
	"status_update"?: TaskStatusUpdateEventInput | null | undefined;
	"artifactUpdate"?: TaskArtifactUpdateEventInput | null | undefined;
	"artifact_update"?: TaskArtifactUpdateEventInput | null | undefined;
}
/** a2a.v1.ListTaskPushNotificationConfigResponse (protocol version 0.3), as parsed by `schemas`: canonical ProtoJSON, JSON names, only the fields that were set; the REQUIRED fields the parse checks are never absent. */
export interface ListTaskPushNotificationConfigResponse {
	"configs"?: (TaskPushNotificationConfig)[] | undefined;
	"nextPageToken"?: string | undefined;
}
/** a2a.v1.ListTaskPushNotificationConfigResponse as parsed with REQUIRED skipped: the same as ListTaskPushNotificationConfigResponse (no REQUIRED field is checked in it or in the messages it holds). */
export type ListTaskPushNotificationConfigResponseLenient = ListTaskPushNotificationConfigResponse;
/** a2a.v1.ListTaskPushNotificationConfigResponse as accepted: JSON or proto field names, ProtoJSON input forms, null for unset. */
export interface ListTaskPushNotificationConfigResponseInput {
	"configs"?: (TaskPushNotificationConfigInput)[] | null | undefined;
	"nextPageToken"?: string | null | undefined;
	"next_page_token"?: string | null | undefined;
}
/** This version's schemas: each message and enum schema is a property built on first read, once. */
export interface Schemas {
	readonly TaskState: z.ZodMiniType<string | number, string | number>;
	readonly Role: z.ZodMiniType<string | number, string | number>;
	readonly SendMessageConfiguration: z.ZodMiniType<SendMessageConfiguration, SendMessageConfigurationInput>;
	readonly PushNotificationConfig: z.ZodMiniType<PushNotificationConfig, PushNotificationConfigInput>;
	readonly AuthenticationInfo: z.ZodMiniType<AuthenticationInfo, AuthenticationInfoInput>;
	readonly Task: z.ZodMiniType<Task, TaskInput>;
	readonly TaskStatus: z.ZodMiniType<TaskStatus, TaskStatusInput>;
	readonly Message: z.ZodMiniType<Message, MessageInput>;
	readonly Part: z.ZodMiniType<Part, PartInput>;
	readonly FilePart: z.ZodMiniType<FilePart, FilePartInput>;
	readonly DataPart: z.ZodMiniType<DataPart, DataPartInput>;
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
	readonly OpenIdConnectSecurityScheme: z.ZodMiniType<OpenIdConnectSecurityScheme, OpenIdConnectSecuritySchemeInput>;
	readonly MutualTlsSecurityScheme: z.ZodMiniType<MutualTlsSecurityScheme, MutualTlsSecuritySchemeInput>;
	readonly Security: z.ZodMiniType<Security, SecurityInput>;
	readonly StringList: z.ZodMiniType<StringList, StringListInput>;
	readonly AgentSkill: z.ZodMiniType<AgentSkill, AgentSkillInput>;
	readonly AgentCardSignature: z.ZodMiniType<AgentCardSignature, AgentCardSignatureInput>;
	readonly TaskPushNotificationConfig: z.ZodMiniType<TaskPushNotificationConfig, TaskPushNotificationConfigInput>;
	readonly SendMessageRequest: z.ZodMiniType<SendMessageRequest, SendMessageRequestInput>;
	readonly GetTaskRequest: z.ZodMiniType<GetTaskRequest, GetTaskRequestInput>;
	readonly CancelTaskRequest: z.ZodMiniType<CancelTaskRequest, CancelTaskRequestInput>;
	readonly GetTaskPushNotificationConfigRequest: z.ZodMiniType<GetTaskPushNotificationConfigRequest, GetTaskPushNotificationConfigRequestInput>;
	readonly DeleteTaskPushNotificationConfigRequest: z.ZodMiniType<DeleteTaskPushNotificationConfigRequest, DeleteTaskPushNotificationConfigRequestInput>;
	readonly CreateTaskPushNotificationConfigRequest: z.ZodMiniType<CreateTaskPushNotificationConfigRequest, CreateTaskPushNotificationConfigRequestInput>;
	readonly TaskSubscriptionRequest: z.ZodMiniType<TaskSubscriptionRequest, TaskSubscriptionRequestInput>;
	readonly ListTaskPushNotificationConfigRequest: z.ZodMiniType<ListTaskPushNotificationConfigRequest, ListTaskPushNotificationConfigRequestInput>;
	readonly GetAgentCardRequest: z.ZodMiniType<GetAgentCardRequest, GetAgentCardRequestInput>;
	readonly SendMessageResponse: z.ZodMiniType<SendMessageResponse, SendMessageResponseInput>;
	readonly StreamResponse: z.ZodMiniType<StreamResponse, StreamResponseInput>;
	readonly ListTaskPushNotificationConfigResponse: z.ZodMiniType<ListTaskPushNotificationConfigResponse, ListTaskPushNotificationConfigResponseInput>;
}
/** This version's schemas with REQUIRED skipped (`schemasWith({ required: "skip" })`): they parse to the Lenient types. */
export interface LenientSchemas {
	readonly TaskState: z.ZodMiniType<string | number, string | number>;
	readonly Role: z.ZodMiniType<string | number, string | number>;
	readonly SendMessageConfiguration: z.ZodMiniType<SendMessageConfigurationLenient, SendMessageConfigurationInput>;
	readonly PushNotificationConfig: z.ZodMiniType<PushNotificationConfigLenient, PushNotificationConfigInput>;
	readonly AuthenticationInfo: z.ZodMiniType<AuthenticationInfoLenient, AuthenticationInfoInput>;
	readonly Task: z.ZodMiniType<TaskLenient, TaskInput>;
	readonly TaskStatus: z.ZodMiniType<TaskStatusLenient, TaskStatusInput>;
	readonly Message: z.ZodMiniType<MessageLenient, MessageInput>;
	readonly Part: z.ZodMiniType<PartLenient, PartInput>;
	readonly FilePart: z.ZodMiniType<FilePartLenient, FilePartInput>;
	readonly DataPart: z.ZodMiniType<DataPartLenient, DataPartInput>;
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
	readonly OpenIdConnectSecurityScheme: z.ZodMiniType<OpenIdConnectSecuritySchemeLenient, OpenIdConnectSecuritySchemeInput>;
	readonly MutualTlsSecurityScheme: z.ZodMiniType<MutualTlsSecuritySchemeLenient, MutualTlsSecuritySchemeInput>;
	readonly Security: z.ZodMiniType<SecurityLenient, SecurityInput>;
	readonly StringList: z.ZodMiniType<StringListLenient, StringListInput>;
	readonly AgentSkill: z.ZodMiniType<AgentSkillLenient, AgentSkillInput>;
	readonly AgentCardSignature: z.ZodMiniType<AgentCardSignatureLenient, AgentCardSignatureInput>;
	readonly TaskPushNotificationConfig: z.ZodMiniType<TaskPushNotificationConfigLenient, TaskPushNotificationConfigInput>;
	readonly SendMessageRequest: z.ZodMiniType<SendMessageRequestLenient, SendMessageRequestInput>;
	readonly GetTaskRequest: z.ZodMiniType<GetTaskRequestLenient, GetTaskRequestInput>;
	readonly CancelTaskRequest: z.ZodMiniType<CancelTaskRequestLenient, CancelTaskRequestInput>;
	readonly GetTaskPushNotificationConfigRequest: z.ZodMiniType<GetTaskPushNotificationConfigRequestLenient, GetTaskPushNotificationConfigRequestInput>;
	readonly DeleteTaskPushNotificationConfigRequest: z.ZodMiniType<DeleteTaskPushNotificationConfigRequestLenient, DeleteTaskPushNotificationConfigRequestInput>;
	readonly CreateTaskPushNotificationConfigRequest: z.ZodMiniType<CreateTaskPushNotificationConfigRequestLenient, CreateTaskPushNotificationConfigRequestInput>;
	readonly TaskSubscriptionRequest: z.ZodMiniType<TaskSubscriptionRequestLenient, TaskSubscriptionRequestInput>;
	readonly ListTaskPushNotificationConfigRequest: z.ZodMiniType<ListTaskPushNotificationConfigRequestLenient, ListTaskPushNotificationConfigRequestInput>;
	readonly GetAgentCardRequest: z.ZodMiniType<GetAgentCardRequestLenient, GetAgentCardRequestInput>;
	readonly SendMessageResponse: z.ZodMiniType<SendMessageResponseLenient, SendMessageResponseInput>;
	readonly StreamResponse: z.ZodMiniType<StreamResponseLenient, StreamResponseInput>;
	readonly ListTaskPushNotificationConfigResponse: z.ZodMiniType<ListTaskPushNotificationConfigResponseLenient, ListTaskPushNotificationConfigResponseInput>;
}
/** This version's validators without zod (`validators`): each message and enum validator is a property made on first read, once. */
export interface Validators {
	readonly TaskState: Validator<string | number, string | number>;
	readonly Role: Validator<string | number, string | number>;
	readonly SendMessageConfiguration: Validator<SendMessageConfiguration, SendMessageConfigurationInput>;
	readonly PushNotificationConfig: Validator<PushNotificationConfig, PushNotificationConfigInput>;
	readonly AuthenticationInfo: Validator<AuthenticationInfo, AuthenticationInfoInput>;
	readonly Task: Validator<Task, TaskInput>;
	readonly TaskStatus: Validator<TaskStatus, TaskStatusInput>;
	readonly Message: Validator<Message, MessageInput>;
	readonly Part: Validator<Part, PartInput>;
	readonly FilePart: Validator<FilePart, FilePartInput>;
	readonly DataPart: Validator<DataPart, DataPartInput>;
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
	readonly OpenIdConnectSecurityScheme: Validator<OpenIdConnectSecurityScheme, OpenIdConnectSecuritySchemeInput>;
	readonly MutualTlsSecurityScheme: Validator<MutualTlsSecurityScheme, MutualTlsSecuritySchemeInput>;
	readonly Security: Validator<Security, SecurityInput>;
	readonly StringList: Validator<StringList, StringListInput>;
	readonly AgentSkill: Validator<AgentSkill, AgentSkillInput>;
	readonly AgentCardSignature: Validator<AgentCardSignature, AgentCardSignatureInput>;
	readonly TaskPushNotificationConfig: Validator<TaskPushNotificationConfig, TaskPushNotificationConfigInput>;
	readonly SendMessageRequest: Validator<SendMessageRequest, SendMessageRequestInput>;
	readonly GetTaskRequest: Validator<GetTaskRequest, GetTaskRequestInput>;
	readonly CancelTaskRequest: Validator<CancelTaskRequest, CancelTaskRequestInput>;
	readonly GetTaskPushNotificationConfigRequest: Validator<GetTaskPushNotificationConfigRequest, GetTaskPushNotificationConfigRequestInput>;
	readonly DeleteTaskPushNotificationConfigRequest: Validator<DeleteTaskPushNotificationConfigRequest, DeleteTaskPushNotificationConfigRequestInput>;
	readonly CreateTaskPushNotificationConfigRequest: Validator<CreateTaskPushNotificationConfigRequest, CreateTaskPushNotificationConfigRequestInput>;
	readonly TaskSubscriptionRequest: Validator<TaskSubscriptionRequest, TaskSubscriptionRequestInput>;
	readonly ListTaskPushNotificationConfigRequest: Validator<ListTaskPushNotificationConfigRequest, ListTaskPushNotificationConfigRequestInput>;
	readonly GetAgentCardRequest: Validator<GetAgentCardRequest, GetAgentCardRequestInput>;
	readonly SendMessageResponse: Validator<SendMessageResponse, SendMessageResponseInput>;
	readonly StreamResponse: Validator<StreamResponse, StreamResponseInput>;
	readonly ListTaskPushNotificationConfigResponse: Validator<ListTaskPushNotificationConfigResponse, ListTaskPushNotificationConfigResponseInput>;
}
/** This version's validators with REQUIRED skipped (`validatorsWith({ required: "skip" })`): they parse to the Lenient types. */
export interface LenientValidators {
	readonly TaskState: Validator<string | number, string | number>;
	readonly Role: Validator<string | number, string | number>;
	readonly SendMessageConfiguration: Validator<SendMessageConfigurationLenient, SendMessageConfigurationInput>;
	readonly PushNotificationConfig: Validator<PushNotificationConfigLenient, PushNotificationConfigInput>;
	readonly AuthenticationInfo: Validator<AuthenticationInfoLenient, AuthenticationInfoInput>;
	readonly Task: Validator<TaskLenient, TaskInput>;
	readonly TaskStatus: Validator<TaskStatusLenient, TaskStatusInput>;
	readonly Message: Validator<MessageLenient, MessageInput>;
	readonly Part: Validator<PartLenient, PartInput>;
	readonly FilePart: Validator<FilePartLenient, FilePartInput>;
	readonly DataPart: Validator<DataPartLenient, DataPartInput>;
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
	readonly OpenIdConnectSecurityScheme: Validator<OpenIdConnectSecuritySchemeLenient, OpenIdConnectSecuritySchemeInput>;
	readonly MutualTlsSecurityScheme: Validator<MutualTlsSecuritySchemeLenient, MutualTlsSecuritySchemeInput>;
	readonly Security: Validator<SecurityLenient, SecurityInput>;
	readonly StringList: Validator<StringListLenient, StringListInput>;
	readonly AgentSkill: Validator<AgentSkillLenient, AgentSkillInput>;
	readonly AgentCardSignature: Validator<AgentCardSignatureLenient, AgentCardSignatureInput>;
	readonly TaskPushNotificationConfig: Validator<TaskPushNotificationConfigLenient, TaskPushNotificationConfigInput>;
	readonly SendMessageRequest: Validator<SendMessageRequestLenient, SendMessageRequestInput>;
	readonly GetTaskRequest: Validator<GetTaskRequestLenient, GetTaskRequestInput>;
	readonly CancelTaskRequest: Validator<CancelTaskRequestLenient, CancelTaskRequestInput>;
	readonly GetTaskPushNotificationConfigRequest: Validator<GetTaskPushNotificationConfigRequestLenient, GetTaskPushNotificationConfigRequestInput>;
	readonly DeleteTaskPushNotificationConfigRequest: Validator<DeleteTaskPushNotificationConfigRequestLenient, DeleteTaskPushNotificationConfigRequestInput>;
	readonly CreateTaskPushNotificationConfigRequest: Validator<CreateTaskPushNotificationConfigRequestLenient, CreateTaskPushNotificationConfigRequestInput>;
	readonly TaskSubscriptionRequest: Validator<TaskSubscriptionRequestLenient, TaskSubscriptionRequestInput>;
	readonly ListTaskPushNotificationConfigRequest: Validator<ListTaskPushNotificationConfigRequestLenient, ListTaskPushNotificationConfigRequestInput>;
	readonly GetAgentCardRequest: Validator<GetAgentCardRequestLenient, GetAgentCardRequestInput>;
	readonly SendMessageResponse: Validator<SendMessageResponseLenient, SendMessageResponseInput>;
	readonly StreamResponse: Validator<StreamResponseLenient, StreamResponseInput>;
	readonly ListTaskPushNotificationConfigResponse: Validator<ListTaskPushNotificationConfigResponseLenient, ListTaskPushNotificationConfigResponseInput>;
}
