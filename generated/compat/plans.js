/**
* Conversion plans, one per dialect of protocol 0.3, resolved from both descriptor sets and the rules
* file's mapping. Printed from these: the converter modules beside this one,
* ./to-v1_0-rest.js, ./to-v1_0-jsonrpc.js, ./to-v0_3-rest.js, ./to-v0_3-jsonrpc.js, and ../REFERENCE.md's change tables.
*/
export const plans = [JSON.parse(`{
	"dialect":"rest",
	"newerVersion":"1.0",
	"olderVersion":"0.3",
	"types":{
		"APIKeySecurityScheme":{
			"id":"APIKeySecurityScheme",
			"newer":"lf.a2a.v1.APIKeySecurityScheme",
			"older":"a2a.v1.APIKeySecurityScheme",
			"consts":[],
			"fields":[
				{"newer":"description","older":["description"],"value":{"kind":"copy"},"implicit":true},
				{"newer":"location","older":["location"],"value":{"kind":"copy"},"implicit":true},
				{"newer":"name","older":["name"],"value":{"kind":"copy"},"implicit":true}
			],
			"templates":[],
			"variants":null,
			"hoist":null,
			"requiredNewer":[{"field":"location","implicit":true},{"field":"name","implicit":true}]
		},
		"AgentCapabilities":{
			"id":"AgentCapabilities",
			"newer":"lf.a2a.v1.AgentCapabilities",
			"older":"a2a.v1.AgentCapabilities",
			"consts":[],
			"fields":[
				{"newer":"streaming","older":["streaming"],"value":{"kind":"copy"}},
				{"newer":"pushNotifications","older":["pushNotifications"],"value":{"kind":"copy"}},
				{"newer":"extensions","older":["extensions"],"value":{"kind":"list","of":{"kind":"message","type":"AgentExtension"}},"implicit":true},
				{
					"newer":"extendedAgentCard",
					"older":null,
					"value":{"kind":"copy"},
					"note":"$.compat.messages[25].rest.lifted.extendedAgentCard: converted by the pairs containing lf.a2a.v1.AgentCapabilities: the v0.3 side holds this flag \
on the card, not in capabilities (AgentCard.supportsAuthenticatedExtendedCard): it is converted by the AgentCard entry's field capabilities.extendedAgentCard \
\u21c4 supportsAuthenticatedExtendedCard"
				}
			],
			"templates":[],
			"variants":null,
			"hoist":null
		},
		"AgentCard":{
			"id":"AgentCard",
			"newer":"lf.a2a.v1.AgentCard",
			"older":"a2a.v1.AgentCard",
			"consts":[],
			"fields":[
				{"newer":"name","older":["name"],"value":{"kind":"copy"},"implicit":true},
				{"newer":"description","older":["description"],"value":{"kind":"copy"},"implicit":true},
				{"newer":"provider","older":["provider"],"value":{"kind":"message","type":"AgentProvider"}},
				{"newer":"version","older":["version"],"value":{"kind":"copy"},"implicit":true},
				{"newer":"documentationUrl","older":["documentationUrl"],"value":{"kind":"copy"}},
				{"newer":"capabilities","older":["capabilities"],"value":{"kind":"message","type":"AgentCapabilities"}},
				{
					"newer":"capabilities.extendedAgentCard",
					"older":["supportsAuthenticatedExtendedCard"],
					"value":{"kind":"copy"},
					"note":"$.compat.messages[23].rest.fields[0]: v0.3.0 a2a.proto AgentCard.supportsAuthenticatedExtendedCard moved to v1.0.1 a2a.proto \
AgentCapabilities.extended_agent_card = 4 ('Indicates if the agent supports providing an extended agent card when authenticated'); a2a-proto-facts.md \u00a75"
				},
				{"newer":"securitySchemes","older":["securitySchemes"],"value":{"kind":"map","of":{"kind":"message","type":"SecurityScheme"}},"implicit":true},
				{
					"newer":"securityRequirements",
					"older":["security"],
					"value":{"kind":"list","of":{"kind":"message","type":"SecurityRequirement"}},
					"implicit":true,
					"note":"$.compat.messages[23].rest.fields[1]: v0.3.0 a2a.proto AgentCard.security / AgentSkill.security = 8/9 (repeated Security) \u21c4 v1.0.1 a2a.proto \
security_requirements (repeated SecurityRequirement); Security was renamed SecurityRequirement with the same shape (a2a-proto-facts.md \u00a75)"
				},
				{"newer":"defaultInputModes","older":["defaultInputModes"],"value":{"kind":"list","of":{"kind":"copy"}},"implicit":true},
				{"newer":"defaultOutputModes","older":["defaultOutputModes"],"value":{"kind":"list","of":{"kind":"copy"}},"implicit":true},
				{"newer":"skills","older":["skills"],"value":{"kind":"list","of":{"kind":"message","type":"AgentSkill"}},"implicit":true},
				{"newer":"signatures","older":["signatures"],"value":{"kind":"list","of":{"kind":"message","type":"AgentCardSignature"}},"implicit":true},
				{
					"newer":"iconUrl",
					"older":null,
					"value":{"kind":"copy"},
					"loss":"v0.3.0 a2a.proto AgentCard has no icon_url (it is JSON-only in v0.3: a2a.json v0.3.0 AgentCard.iconUrl; a2a-proto-facts.md \u00a76); v1.0.1 \
a2a.proto optional icon_url = 14"
				}
			],
			"templates":[],
			"variants":null,
			"hoist":{
				"newer":"supportedInterfaces",
				"olderList":"additionalInterfaces",
				"element":"AgentInterface",
				"main":[{"newer":"url","older":"url"},{"newer":"protocolBinding","older":"preferredTransport","default":"JSONRPC"}],
				"shared":[{"newer":"protocolVersion","older":"protocolVersion","default":"0.3.0"}],
				"identity":["url","protocolBinding"],
				"note":"$.compat.messages[23].rest.hoist: v1.0.1 a2a.proto AgentCard.supported_interfaces ('Ordered list of supported interfaces. The first entry is \
preferred.'; AgentInterface{url, protocol_binding, tenant, protocol_version}) \u21c4 v0.3.0 a2a.proto AgentCard: main url + preferredTransport (v0.3.0 \
a2a.proto AgentCard.preferred_transport: 'If empty, defaults to JSONRPC') + one protocolVersion per card (v0.3.0 a2a.proto AgentCard.protocol_version has no \
default; the same release's a2a.json v0.3.0 AgentCard.protocolVersion default \\"0.3.0\\" is used) + additionalInterfaces [{url, transport}]. Reading, an \
additional interface equal to the main one on url and protocolBinding is not repeated (a2a.json v0.3.0 AgentCard.additionalInterfaces: 'SHOULD include an entry \
matching the main url and preferredTransport'); a2a-proto-facts.md \u00a75",
				"select":{
					"newer":"protocolVersion",
					"version":"0.3",
					"reason":"an interface of another protocol version has no place in a v0.3 card: v0.3 has one protocolVersion per card (v0.3.0 a2a.proto \
AgentCard.protocol_version), so only the card's v0.3 interfaces are carried"
				}
			},
			"requiredNewer":[
				{"field":"name","implicit":true},
				{"field":"description","implicit":true},
				{"field":"supportedInterfaces","implicit":true},
				{"field":"version","implicit":true},
				{"field":"capabilities","implicit":false},
				{"field":"defaultInputModes","implicit":true},
				{"field":"defaultOutputModes","implicit":true},
				{"field":"skills","implicit":true}
			]
		},
		"AgentCardSignature":{
			"id":"AgentCardSignature",
			"newer":"lf.a2a.v1.AgentCardSignature",
			"older":"a2a.v1.AgentCardSignature",
			"consts":[],
			"fields":[
				{"newer":"protected","older":["protected"],"value":{"kind":"copy"},"implicit":true},
				{"newer":"signature","older":["signature"],"value":{"kind":"copy"},"implicit":true},
				{"newer":"header","older":["header"],"value":{"kind":"copy"}}
			],
			"templates":[],
			"variants":null,
			"hoist":null,
			"requiredNewer":[{"field":"protected","implicit":true},{"field":"signature","implicit":true}],
			"requiredOlder":[{"field":"protected","implicit":true},{"field":"signature","implicit":true}]
		},
		"AgentExtension":{
			"id":"AgentExtension",
			"newer":"lf.a2a.v1.AgentExtension",
			"older":"a2a.v1.AgentExtension",
			"consts":[],
			"fields":[
				{"newer":"uri","older":["uri"],"value":{"kind":"copy"},"implicit":true},
				{"newer":"description","older":["description"],"value":{"kind":"copy"},"implicit":true},
				{"newer":"required","older":["required"],"value":{"kind":"copy"},"implicit":true},
				{"newer":"params","older":["params"],"value":{"kind":"copy"}}
			],
			"templates":[],
			"variants":null,
			"hoist":null
		},
		"AgentInterface":{
			"id":"AgentInterface",
			"newer":"lf.a2a.v1.AgentInterface",
			"older":"a2a.v1.AgentInterface",
			"consts":[],
			"fields":[
				{"newer":"url","older":["url"],"value":{"kind":"copy"},"implicit":true},
				{
					"newer":"protocolBinding",
					"older":["transport"],
					"value":{"kind":"copy"},
					"implicit":true,
					"note":"$.compat.messages[24].rest.fields[0]: v0.3.0 a2a.proto AgentInterface.transport = 2 ('The transport supported this url ... JSONRPC, GRPC and \
HTTP+JSON') \u21c4 v1.0.1 a2a.proto AgentInterface.protocol_binding = 2"
				},
				{
					"newer":"tenant",
					"older":null,
					"value":{"kind":"copy"},
					"loss":"v0.3.0 a2a.proto AgentInterface has url and transport only; v1.0.1 a2a.proto AgentInterface.tenant = 3 ('clients MUST include this value in the \
tenant field of all request messages sent to this interface') has no v0.3 form",
					"implicit":true
				},
				{
					"newer":"protocolVersion",
					"older":null,
					"value":{"kind":"copy"},
					"note":"$.compat.messages[24].rest.lifted.protocolVersion: converted by the pairs containing lf.a2a.v1.AgentInterface: the v0.3 side holds the protocol \
version once per card (AgentCard.protocolVersion), not per interface: converted by the AgentCard hoist ('shared'), where an interface whose version differs \
from the main one loses it",
					"implicit":true
				}
			],
			"templates":[],
			"variants":null,
			"hoist":null,
			"requiredNewer":[{"field":"url","implicit":true},{"field":"protocolBinding","implicit":true},{"field":"protocolVersion","implicit":true}]
		},
		"AgentProvider":{
			"id":"AgentProvider",
			"newer":"lf.a2a.v1.AgentProvider",
			"older":"a2a.v1.AgentProvider",
			"consts":[],
			"fields":[
				{"newer":"url","older":["url"],"value":{"kind":"copy"},"implicit":true},
				{"newer":"organization","older":["organization"],"value":{"kind":"copy"},"implicit":true}
			],
			"templates":[],
			"variants":null,
			"hoist":null,
			"requiredNewer":[{"field":"url","implicit":true},{"field":"organization","implicit":true}]
		},
		"AgentSkill":{
			"id":"AgentSkill",
			"newer":"lf.a2a.v1.AgentSkill",
			"older":"a2a.v1.AgentSkill",
			"consts":[],
			"fields":[
				{"newer":"id","older":["id"],"value":{"kind":"copy"},"implicit":true},
				{"newer":"name","older":["name"],"value":{"kind":"copy"},"implicit":true},
				{"newer":"description","older":["description"],"value":{"kind":"copy"},"implicit":true},
				{"newer":"tags","older":["tags"],"value":{"kind":"list","of":{"kind":"copy"}},"implicit":true},
				{"newer":"examples","older":["examples"],"value":{"kind":"list","of":{"kind":"copy"}},"implicit":true},
				{"newer":"inputModes","older":["inputModes"],"value":{"kind":"list","of":{"kind":"copy"}},"implicit":true},
				{"newer":"outputModes","older":["outputModes"],"value":{"kind":"list","of":{"kind":"copy"}},"implicit":true},
				{
					"newer":"securityRequirements",
					"older":["security"],
					"value":{"kind":"list","of":{"kind":"message","type":"SecurityRequirement"}},
					"implicit":true,
					"note":"$.compat.messages[29].rest.fields[0]: v0.3.0 a2a.proto AgentCard.security / AgentSkill.security = 8/9 (repeated Security) \u21c4 v1.0.1 a2a.proto \
security_requirements (repeated SecurityRequirement); Security was renamed SecurityRequirement with the same shape (a2a-proto-facts.md \u00a75)"
				}
			],
			"templates":[],
			"variants":null,
			"hoist":null,
			"requiredNewer":[{"field":"id","implicit":true},{"field":"name","implicit":true},{"field":"description","implicit":true},{"field":"tags","implicit":true}]
		},
		"Artifact":{
			"id":"Artifact",
			"newer":"lf.a2a.v1.Artifact",
			"older":"a2a.v1.Artifact",
			"consts":[],
			"fields":[
				{"newer":"artifactId","older":["artifactId"],"value":{"kind":"copy"},"implicit":true},
				{"newer":"name","older":["name"],"value":{"kind":"copy"},"implicit":true},
				{"newer":"description","older":["description"],"value":{"kind":"copy"},"implicit":true},
				{"newer":"parts","older":["parts"],"value":{"kind":"list","of":{"kind":"message","type":"Part"}},"implicit":true},
				{"newer":"metadata","older":["metadata"],"value":{"kind":"copy"}},
				{"newer":"extensions","older":["extensions"],"value":{"kind":"list","of":{"kind":"copy"}},"implicit":true}
			],
			"templates":[],
			"variants":null,
			"hoist":null,
			"requiredNewer":[{"field":"artifactId","implicit":true},{"field":"parts","implicit":true}]
		},
		"AuthenticationInfo":{
			"id":"AuthenticationInfo",
			"newer":"lf.a2a.v1.AuthenticationInfo",
			"older":"a2a.v1.AuthenticationInfo",
			"consts":[],
			"fields":[
				{
					"newer":"scheme",
					"older":["schemes"],
					"value":{"kind":"first","of":{"kind":"copy"}},
					"implicit":true,
					"note":"$.compat.messages[16].rest.fields[0]: v0.3.0 a2a.proto AuthenticationInfo.schemes = 1 (repeated string: 'Supported authentication schemes - e.g. \
Basic, Bearer') \u21c4 v1.0.1 a2a.proto AuthenticationInfo.scheme = 1 (one string, REQUIRED): the first scheme is kept (a2a-js 1.3.0 does the same, \
a2a-peers.md \u00a71c)"
				},
				{"newer":"credentials","older":["credentials"],"value":{"kind":"copy"},"implicit":true}
			],
			"templates":[],
			"variants":null,
			"hoist":null,
			"requiredNewer":[{"field":"scheme","implicit":true}]
		},
		"AuthorizationCodeOAuthFlow":{
			"id":"AuthorizationCodeOAuthFlow",
			"newer":"lf.a2a.v1.AuthorizationCodeOAuthFlow",
			"older":"a2a.v1.AuthorizationCodeOAuthFlow",
			"consts":[],
			"fields":[
				{"newer":"authorizationUrl","older":["authorizationUrl"],"value":{"kind":"copy"},"implicit":true},
				{"newer":"tokenUrl","older":["tokenUrl"],"value":{"kind":"copy"},"implicit":true},
				{"newer":"refreshUrl","older":["refreshUrl"],"value":{"kind":"copy"},"implicit":true},
				{"newer":"scopes","older":["scopes"],"value":{"kind":"map","of":{"kind":"copy"}},"implicit":true},
				{
					"newer":"pkceRequired",
					"older":null,
					"value":{"kind":"copy"},
					"loss":"v0.3.0 a2a.proto AuthorizationCodeOAuthFlow has no PKCE flag; v1.0.1 a2a.proto AuthorizationCodeOAuthFlow.pkce_required = 5 ('Indicates if PKCE \
(RFC 7636) is required for this flow') is new",
					"implicit":true
				}
			],
			"templates":[],
			"variants":null,
			"hoist":null,
			"requiredNewer":[{"field":"authorizationUrl","implicit":true},{"field":"tokenUrl","implicit":true}]
		},
		"CancelTaskRequest":{
			"id":"CancelTaskRequest",
			"newer":"lf.a2a.v1.CancelTaskRequest",
			"older":"a2a.v1.CancelTaskRequest",
			"consts":[],
			"fields":[
				{
					"newer":"tenant",
					"older":null,
					"value":{"kind":"copy"},
					"loss":"v1.0-only routing field: v1.0.1 a2a.proto request messages carry tenant ('Optional. Opaque routing identifier. Must match the tenant value from \
the selected AgentInterface in the Agent Card'); neither the v0.3.0 proto nor a2a.json has a routing identifier (a2a-proto-facts.md \u00a73.4)",
					"implicit":true
				},
				{
					"newer":"metadata",
					"older":null,
					"value":{"kind":"copy"},
					"loss":"v0.3.0 a2a.proto CancelTaskRequest has only name ('name=tasks/{id}'); v1.0.1 a2a.proto CancelTaskRequest.metadata = 3 is new (v0.3 JSON-RPC has it \
in TaskIdParams, the v0.3 proto does not; a2a-proto-facts.md \u00a73.4)"
				}
			],
			"templates":[
				{
					"newer":["id"],
					"older":"name",
					"templates":["tasks/{id}"],
					"note":"$.compat.messages[12].rest.templates[0]: v0.3.0 a2a.proto CancelTaskRequest.name ('name=tasks/{id}') \u21c4 v1.0.1 a2a.proto CancelTaskRequest.id"
				}
			],
			"variants":null,
			"hoist":null,
			"requiredNewer":[{"field":"id","implicit":true}]
		},
		"ClientCredentialsOAuthFlow":{
			"id":"ClientCredentialsOAuthFlow",
			"newer":"lf.a2a.v1.ClientCredentialsOAuthFlow",
			"older":"a2a.v1.ClientCredentialsOAuthFlow",
			"consts":[],
			"fields":[
				{"newer":"tokenUrl","older":["tokenUrl"],"value":{"kind":"copy"},"implicit":true},
				{"newer":"refreshUrl","older":["refreshUrl"],"value":{"kind":"copy"},"implicit":true},
				{"newer":"scopes","older":["scopes"],"value":{"kind":"map","of":{"kind":"copy"}},"implicit":true}
			],
			"templates":[],
			"variants":null,
			"hoist":null,
			"requiredNewer":[{"field":"tokenUrl","implicit":true}]
		},
		"CreateTaskPushNotificationConfigRequest":{
			"id":"CreateTaskPushNotificationConfigRequest",
			"newer":"lf.a2a.v1.TaskPushNotificationConfig",
			"older":"a2a.v1.CreateTaskPushNotificationConfigRequest",
			"consts":[],
			"fields":[
				{
					"newer":"tenant",
					"older":null,
					"value":{"kind":"copy"},
					"loss":"v1.0-only routing field: v1.0.1 a2a.proto request messages carry tenant ('Optional. Opaque routing identifier. Must match the tenant value from \
the selected AgentInterface in the Agent Card'); neither the v0.3.0 proto nor a2a.json has a routing identifier (a2a-proto-facts.md \u00a73.4)",
					"implicit":true
				},
				{
					"newer":"id",
					"older":["configId","config.pushNotificationConfig.id"],
					"value":{"kind":"copy"},
					"implicit":true,
					"note":"$.compat.messages[17].rest.fields[0]: v0.3.0 a2a.proto CreateTaskPushNotificationConfigRequest.config_id (REQUIRED) and the nested \
PushNotificationConfig.id both hold the config id: written to both, read from config_id first"
				},
				{
					"newer":"url",
					"older":["config.pushNotificationConfig.url"],
					"value":{"kind":"copy"},
					"implicit":true,
					"note":"$.compat.messages[17].rest.fields[1]: v0.3.0 a2a.proto CreateTaskPushNotificationConfigRequest.config.push_notification_config.url"
				},
				{
					"newer":"token",
					"older":["config.pushNotificationConfig.token"],
					"value":{"kind":"copy"},
					"implicit":true,
					"note":"$.compat.messages[17].rest.fields[2]: v0.3.0 a2a.proto CreateTaskPushNotificationConfigRequest.config.push_notification_config.token"
				},
				{
					"newer":"authentication",
					"older":["config.pushNotificationConfig.authentication"],
					"value":{"kind":"message","type":"AuthenticationInfo"},
					"note":"$.compat.messages[17].rest.fields[3]: v0.3.0 a2a.proto CreateTaskPushNotificationConfigRequest.config.push_notification_config.authentication"
				}
			],
			"templates":[
				{
					"newer":["taskId"],
					"older":"parent",
					"templates":["tasks/{taskId}","task/{taskId}/pushNotificationConfigs"],
					"note":"$.compat.messages[17].rest.templates[0]: written as tasks/{taskId}, the format the v0.3.0 a2a.proto field comment documents ('Format: tasks/{id}') \
and every SDK serves (rules disagreement v0.3-create-push-config-path); also read in the form the canonical route binds, post: \
\\"/v1/{parent=task/*/pushNotificationConfigs}\\" (parent = \\"task/{id}/pushNotificationConfigs\\", a2a-proto-facts.md \u00a77.3)"
				},
				{
					"newer":["taskId","id"],
					"older":"config.name",
					"templates":["tasks/{taskId}/pushNotificationConfigs/{id}"],
					"note":"$.compat.messages[17].rest.templates[1]: v0.3.0 a2a.proto TaskPushNotificationConfig.name ('name=tasks/{id}/pushNotificationConfigs/{id}') on the \
nested config"
				}
			],
			"variants":null,
			"hoist":null,
			"requiredNewer":[{"field":"url","implicit":true}],
			"requiredOlder":[{"field":"parent","implicit":true},{"field":"configId","implicit":true},{"field":"config","implicit":false}]
		},
		"DeleteTaskPushNotificationConfigRequest":{
			"id":"DeleteTaskPushNotificationConfigRequest",
			"newer":"lf.a2a.v1.DeleteTaskPushNotificationConfigRequest",
			"older":"a2a.v1.DeleteTaskPushNotificationConfigRequest",
			"consts":[],
			"fields":[
				{
					"newer":"tenant",
					"older":null,
					"value":{"kind":"copy"},
					"loss":"v1.0-only routing field: v1.0.1 a2a.proto request messages carry tenant ('Optional. Opaque routing identifier. Must match the tenant value from \
the selected AgentInterface in the Agent Card'); neither the v0.3.0 proto nor a2a.json has a routing identifier (a2a-proto-facts.md \u00a73.4)",
					"implicit":true
				}
			],
			"templates":[
				{
					"newer":["taskId","id"],
					"older":"name",
					"templates":["tasks/{taskId}/pushNotificationConfigs/{id}"],
					"note":"$.compat.messages[19].rest.templates[0]: v0.3.0 a2a.proto DeleteTaskPushNotificationConfigRequest.name \
('name=tasks/{id}/pushNotificationConfigs/{push_id}') \u21c4 v1.0.1 a2a.proto task_id and id (the config id)"
				}
			],
			"variants":null,
			"hoist":null,
			"requiredNewer":[{"field":"taskId","implicit":true},{"field":"id","implicit":true}]
		},
		"GetExtendedAgentCardRequest":{
			"id":"GetExtendedAgentCardRequest",
			"newer":"lf.a2a.v1.GetExtendedAgentCardRequest",
			"older":"a2a.v1.GetAgentCardRequest",
			"consts":[],
			"fields":[
				{
					"newer":"tenant",
					"older":null,
					"value":{"kind":"copy"},
					"loss":"v1.0-only routing field: v1.0.1 a2a.proto request messages carry tenant ('Optional. Opaque routing identifier. Must match the tenant value from \
the selected AgentInterface in the Agent Card'); neither the v0.3.0 proto nor a2a.json has a routing identifier (a2a-proto-facts.md \u00a73.4)",
					"implicit":true
				}
			],
			"templates":[],
			"variants":null,
			"hoist":null
		},
		"GetTaskPushNotificationConfigRequest":{
			"id":"GetTaskPushNotificationConfigRequest",
			"newer":"lf.a2a.v1.GetTaskPushNotificationConfigRequest",
			"older":"a2a.v1.GetTaskPushNotificationConfigRequest",
			"consts":[],
			"fields":[
				{
					"newer":"tenant",
					"older":null,
					"value":{"kind":"copy"},
					"loss":"v1.0-only routing field: v1.0.1 a2a.proto request messages carry tenant ('Optional. Opaque routing identifier. Must match the tenant value from \
the selected AgentInterface in the Agent Card'); neither the v0.3.0 proto nor a2a.json has a routing identifier (a2a-proto-facts.md \u00a73.4)",
					"implicit":true
				}
			],
			"templates":[
				{
					"newer":["taskId","id"],
					"older":"name",
					"templates":["tasks/{taskId}/pushNotificationConfigs/{id}"],
					"note":"$.compat.messages[18].rest.templates[0]: v0.3.0 a2a.proto GetTaskPushNotificationConfigRequest.name \
('name=tasks/{id}/pushNotificationConfigs/{push_id}') \u21c4 v1.0.1 a2a.proto task_id and id (the config id)"
				}
			],
			"variants":null,
			"hoist":null,
			"requiredNewer":[{"field":"taskId","implicit":true},{"field":"id","implicit":true}]
		},
		"GetTaskRequest":{
			"id":"GetTaskRequest",
			"newer":"lf.a2a.v1.GetTaskRequest",
			"older":"a2a.v1.GetTaskRequest",
			"consts":[],
			"fields":[
				{
					"newer":"tenant",
					"older":null,
					"value":{"kind":"copy"},
					"loss":"v1.0-only routing field: v1.0.1 a2a.proto request messages carry tenant ('Optional. Opaque routing identifier. Must match the tenant value from \
the selected AgentInterface in the Agent Card'); neither the v0.3.0 proto nor a2a.json has a routing identifier (a2a-proto-facts.md \u00a73.4)",
					"implicit":true
				},
				{
					"newer":"historyLength",
					"older":["historyLength"],
					"value":{"kind":"zeroUnset"},
					"note":"$.compat.messages[11].rest.fields[0]: v0.3.0 a2a.proto GetTaskRequest.history_length (plain int32, no comment; 0 read as in \
SendMessageConfiguration.history_length: 'if 0, the history will be unlimited') \u21c4 v1.0.1 a2a.proto GetTaskRequest optional history_length ('An unset value \
means the client does not impose any limit. A value of zero is a request to not include any messages')"
				}
			],
			"templates":[
				{
					"newer":["id"],
					"older":"name",
					"templates":["tasks/{id}"],
					"note":"$.compat.messages[11].rest.templates[0]: v0.3.0 a2a.proto GetTaskRequest.name ('name=tasks/{id}'; route get: \\"/v1/{name=tasks/*}\\") \u21c4 \
v1.0.1 a2a.proto GetTaskRequest.id"
				}
			],
			"variants":null,
			"hoist":null,
			"requiredNewer":[{"field":"id","implicit":true}],
			"requiredOlder":[{"field":"name","implicit":true}]
		},
		"HTTPAuthSecurityScheme":{
			"id":"HTTPAuthSecurityScheme",
			"newer":"lf.a2a.v1.HTTPAuthSecurityScheme",
			"older":"a2a.v1.HTTPAuthSecurityScheme",
			"consts":[],
			"fields":[
				{"newer":"description","older":["description"],"value":{"kind":"copy"},"implicit":true},
				{"newer":"scheme","older":["scheme"],"value":{"kind":"copy"},"implicit":true},
				{"newer":"bearerFormat","older":["bearerFormat"],"value":{"kind":"copy"},"implicit":true}
			],
			"templates":[],
			"variants":null,
			"hoist":null,
			"requiredNewer":[{"field":"scheme","implicit":true}]
		},
		"ImplicitOAuthFlow":{
			"id":"ImplicitOAuthFlow",
			"newer":"lf.a2a.v1.ImplicitOAuthFlow",
			"older":"a2a.v1.ImplicitOAuthFlow",
			"consts":[],
			"fields":[
				{"newer":"authorizationUrl","older":["authorizationUrl"],"value":{"kind":"copy"},"implicit":true},
				{"newer":"refreshUrl","older":["refreshUrl"],"value":{"kind":"copy"},"implicit":true},
				{"newer":"scopes","older":["scopes"],"value":{"kind":"map","of":{"kind":"copy"}},"implicit":true}
			],
			"templates":[],
			"variants":null,
			"hoist":null
		},
		"ListTaskPushNotificationConfigsRequest":{
			"id":"ListTaskPushNotificationConfigsRequest",
			"newer":"lf.a2a.v1.ListTaskPushNotificationConfigsRequest",
			"older":"a2a.v1.ListTaskPushNotificationConfigRequest",
			"consts":[],
			"fields":[
				{
					"newer":"tenant",
					"older":null,
					"value":{"kind":"copy"},
					"loss":"v1.0-only routing field: v1.0.1 a2a.proto request messages carry tenant ('Optional. Opaque routing identifier. Must match the tenant value from \
the selected AgentInterface in the Agent Card'); neither the v0.3.0 proto nor a2a.json has a routing identifier (a2a-proto-facts.md \u00a73.4)",
					"implicit":true
				},
				{"newer":"pageSize","older":["pageSize"],"value":{"kind":"copy"},"implicit":true},
				{"newer":"pageToken","older":["pageToken"],"value":{"kind":"copy"},"implicit":true}
			],
			"templates":[
				{
					"newer":["taskId"],
					"older":"parent",
					"templates":["tasks/{taskId}"],
					"note":"$.compat.messages[20].rest.templates[0]: v0.3.0 a2a.proto ListTaskPushNotificationConfigRequest.parent ('parent=tasks/{id}'; route get: \
\\"/v1/{parent=tasks/*}/pushNotificationConfigs\\") \u21c4 v1.0.1 a2a.proto task_id"
				}
			],
			"variants":null,
			"hoist":null,
			"requiredNewer":[{"field":"taskId","implicit":true}]
		},
		"ListTaskPushNotificationConfigsResponse":{
			"id":"ListTaskPushNotificationConfigsResponse",
			"newer":"lf.a2a.v1.ListTaskPushNotificationConfigsResponse",
			"older":"a2a.v1.ListTaskPushNotificationConfigResponse",
			"consts":[],
			"fields":[
				{
					"newer":"configs",
					"older":["configs"],
					"value":{"kind":"list","of":{"kind":"message","type":"TaskPushNotificationConfig"}},
					"implicit":true,
					"note":"$.compat.messages[21].rest.fields[0]: v0.3.0 a2a.proto ListTaskPushNotificationConfigResponse.configs (repeated TaskPushNotificationConfig, named \
form)"
				},
				{"newer":"nextPageToken","older":["nextPageToken"],"value":{"kind":"copy"},"implicit":true}
			],
			"templates":[],
			"variants":null,
			"hoist":null
		},
		"Message":{
			"id":"Message",
			"newer":"lf.a2a.v1.Message",
			"older":"a2a.v1.Message",
			"consts":[],
			"fields":[
				{"newer":"messageId","older":["messageId"],"value":{"kind":"copy"},"implicit":true},
				{"newer":"contextId","older":["contextId"],"value":{"kind":"copy"},"implicit":true},
				{"newer":"taskId","older":["taskId"],"value":{"kind":"copy"},"implicit":true},
				{"newer":"role","older":["role"],"value":{"kind":"enum","enum":"Role"},"implicit":true},
				{
					"newer":"parts",
					"older":["content"],
					"value":{"kind":"list","of":{"kind":"message","type":"Part"}},
					"implicit":true,
					"note":"$.compat.messages[0].rest.fields[0]: v0.3.0 a2a.proto Message.content = 5 ('Content is the container of the message content') is v1.0.1 a2a.proto \
Message.parts = 5"
				},
				{"newer":"metadata","older":["metadata"],"value":{"kind":"copy"}},
				{"newer":"extensions","older":["extensions"],"value":{"kind":"list","of":{"kind":"copy"}},"implicit":true},
				{
					"newer":"referenceTaskIds",
					"older":null,
					"value":{"kind":"copy"},
					"loss":"v0.3.0 a2a.proto Message has no reference_task_ids (it is JSON-only in v0.3: a2a.json v0.3.0 Message.referenceTaskIds; a2a-proto-facts.md \
\u00a76); v1.0.1 a2a.proto Message.reference_task_ids = 8",
					"implicit":true
				}
			],
			"templates":[],
			"variants":null,
			"hoist":null,
			"requiredNewer":[{"field":"messageId","implicit":true},{"field":"role","implicit":true,"zero":"ROLE_UNSPECIFIED"},{"field":"parts","implicit":true}]
		},
		"MutualTlsSecurityScheme":{
			"id":"MutualTlsSecurityScheme",
			"newer":"lf.a2a.v1.MutualTlsSecurityScheme",
			"older":"a2a.v1.MutualTlsSecurityScheme",
			"consts":[],
			"fields":[{"newer":"description","older":["description"],"value":{"kind":"copy"},"implicit":true}],
			"templates":[],
			"variants":null,
			"hoist":null
		},
		"OAuth2SecurityScheme":{
			"id":"OAuth2SecurityScheme",
			"newer":"lf.a2a.v1.OAuth2SecurityScheme",
			"older":"a2a.v1.OAuth2SecurityScheme",
			"consts":[],
			"fields":[
				{"newer":"description","older":["description"],"value":{"kind":"copy"},"implicit":true},
				{"newer":"flows","older":["flows"],"value":{"kind":"message","type":"OAuthFlows"}},
				{"newer":"oauth2MetadataUrl","older":["oauth2MetadataUrl"],"value":{"kind":"copy"},"implicit":true}
			],
			"templates":[],
			"variants":null,
			"hoist":null,
			"requiredNewer":[{"field":"flows","implicit":false}]
		},
		"OAuthFlows":{
			"id":"OAuthFlows",
			"newer":"lf.a2a.v1.OAuthFlows",
			"older":"a2a.v1.OAuthFlows",
			"consts":[],
			"fields":[
				{"newer":"authorizationCode","older":["authorizationCode"],"value":{"kind":"message","type":"AuthorizationCodeOAuthFlow"},"oneof":"flow"},
				{"newer":"clientCredentials","older":["clientCredentials"],"value":{"kind":"message","type":"ClientCredentialsOAuthFlow"},"oneof":"flow"},
				{"newer":"implicit","older":["implicit"],"value":{"kind":"message","type":"ImplicitOAuthFlow"},"oneof":"flow"},
				{"newer":"password","older":["password"],"value":{"kind":"message","type":"PasswordOAuthFlow"},"oneof":"flow"},
				{
					"newer":"deviceCode",
					"older":null,
					"value":{"kind":"copy"},
					"loss":"v0.3.0 a2a.proto OAuthFlows oneof flow has authorization_code, client_credentials, implicit, password only; v1.0.1 a2a.proto \
OAuthFlows.device_code = 5 (DeviceCodeOAuthFlow, RFC 8628) has no v0.3 form (a2a-js 1.3.0 drops it too, a2a-peers.md \u00a71c)",
					"oneof":"flow"
				}
			],
			"templates":[],
			"variants":null,
			"hoist":null
		},
		"OpenIdConnectSecurityScheme":{
			"id":"OpenIdConnectSecurityScheme",
			"newer":"lf.a2a.v1.OpenIdConnectSecurityScheme",
			"older":"a2a.v1.OpenIdConnectSecurityScheme",
			"consts":[],
			"fields":[
				{"newer":"description","older":["description"],"value":{"kind":"copy"},"implicit":true},
				{"newer":"openIdConnectUrl","older":["openIdConnectUrl"],"value":{"kind":"copy"},"implicit":true}
			],
			"templates":[],
			"variants":null,
			"hoist":null,
			"requiredNewer":[{"field":"openIdConnectUrl","implicit":true}]
		},
		"Part":{
			"id":"Part",
			"newer":"lf.a2a.v1.Part",
			"older":"a2a.v1.Part",
			"consts":[],
			"fields":[
				{
					"newer":"metadata",
					"older":null,
					"value":{"kind":"copy"},
					"loss":"v0.3.0 a2a.proto Part has no metadata (part-level metadata is JSON-only in v0.3: a2a.json v0.3.0 PartBase.metadata; a2a-proto-facts.md \u00a76)"
				}
			],
			"templates":[],
			"variants":[
				{
					"newerCase":"text",
					"when":[{"path":"text"}],
					"fields":[
						{"newer":"text","older":["text"],"value":{"kind":"copy"},"oneof":"content","note":"$.compat.messages[1].rest.variants[0].fields[0]"},
						{
							"newer":"filename",
							"older":null,
							"value":{"kind":"copy"},
							"loss":"v0.3.0 a2a.proto Part.text is a bare string: a text part has no file name",
							"implicit":true
						},
						{
							"newer":"mediaType",
							"older":null,
							"value":{"kind":"copy"},
							"loss":"v0.3.0 a2a.proto Part.text is a bare string: a text part has no MIME type (v1.0.1 a2a.proto Part.media_type 'is available for all part types')",
							"implicit":true
						}
					]
				},
				{
					"newerCase":"raw",
					"when":[{"path":"file.fileWithBytes"}],
					"fields":[
						{
							"newer":"raw",
							"older":["file.fileWithBytes"],
							"value":{"kind":"copy"},
							"oneof":"content",
							"note":"$.compat.messages[1].rest.variants[1].fields[0]: v0.3.0 a2a.proto FilePart.file_with_bytes (bytes, base64 in ProtoJSON like v1.0.1 a2a.proto \
Part.raw)"
						},
						{
							"newer":"filename",
							"older":null,
							"value":{"kind":"copy"},
							"loss":"v0.3.0 a2a.proto FilePart has no name (file_with_uri, file_with_bytes, mime_type only); the file name is JSON-only in v0.3 (a2a.json v0.3.0 \
FileWithBytes.name; a2a-proto-facts.md \u00a76)",
							"implicit":true
						},
						{
							"newer":"mediaType",
							"older":["file.mimeType"],
							"value":{"kind":"copy"},
							"implicit":true,
							"note":"$.compat.messages[1].rest.variants[1].fields[1]: v0.3.0 a2a.proto FilePart.mime_type"
						}
					]
				},
				{
					"newerCase":"url",
					"when":[{"path":"file.fileWithUri"}],
					"fields":[
						{
							"newer":"url",
							"older":["file.fileWithUri"],
							"value":{"kind":"copy"},
							"oneof":"content",
							"note":"$.compat.messages[1].rest.variants[2].fields[0]: v0.3.0 a2a.proto FilePart.file_with_uri \u21c4 v1.0.1 a2a.proto Part.url ('A url pointing to \
the file's content')"
						},
						{
							"newer":"filename",
							"older":null,
							"value":{"kind":"copy"},
							"loss":"v0.3.0 a2a.proto FilePart has no name (file_with_uri, file_with_bytes, mime_type only); the file name is JSON-only in v0.3 (a2a.json v0.3.0 \
FileWithUri.name; a2a-proto-facts.md \u00a76)",
							"implicit":true
						},
						{
							"newer":"mediaType",
							"older":["file.mimeType"],
							"value":{"kind":"copy"},
							"implicit":true,
							"note":"$.compat.messages[1].rest.variants[2].fields[1]: v0.3.0 a2a.proto FilePart.mime_type"
						}
					]
				},
				{
					"newerCase":"data",
					"when":[{"path":"data"}],
					"fields":[
						{
							"newer":"data",
							"older":["data.data"],
							"value":{"kind":"object"},
							"oneof":"content",
							"note":"$.compat.messages[1].rest.variants[3].fields[0]: v0.3.0 a2a.proto DataPart.data is a google.protobuf.Struct (objects only) \u21c4 v1.0.1 \
a2a.proto Part.data is a google.protobuf.Value ('Arbitrary structured data as a JSON value (object, array, string, number, boolean, or null)')"
						},
						{"newer":"filename","older":null,"value":{"kind":"copy"},"loss":"v0.3.0 a2a.proto DataPart has only data: no file name","implicit":true},
						{"newer":"mediaType","older":null,"value":{"kind":"copy"},"loss":"v0.3.0 a2a.proto DataPart has only data: no MIME type","implicit":true}
					]
				}
			],
			"hoist":null
		},
		"PasswordOAuthFlow":{
			"id":"PasswordOAuthFlow",
			"newer":"lf.a2a.v1.PasswordOAuthFlow",
			"older":"a2a.v1.PasswordOAuthFlow",
			"consts":[],
			"fields":[
				{"newer":"tokenUrl","older":["tokenUrl"],"value":{"kind":"copy"},"implicit":true},
				{"newer":"refreshUrl","older":["refreshUrl"],"value":{"kind":"copy"},"implicit":true},
				{"newer":"scopes","older":["scopes"],"value":{"kind":"map","of":{"kind":"copy"}},"implicit":true}
			],
			"templates":[],
			"variants":null,
			"hoist":null
		},
		"PushNotificationConfig":{
			"id":"PushNotificationConfig",
			"newer":"lf.a2a.v1.TaskPushNotificationConfig",
			"older":"a2a.v1.PushNotificationConfig",
			"consts":[],
			"fields":[
				{
					"newer":"tenant",
					"older":null,
					"value":{"kind":"copy"},
					"loss":"v1.0-only routing field: v1.0.1 a2a.proto request messages carry tenant ('Optional. Opaque routing identifier. Must match the tenant value from \
the selected AgentInterface in the Agent Card'); neither the v0.3.0 proto nor a2a.json has a routing identifier (a2a-proto-facts.md \u00a73.4)",
					"implicit":true
				},
				{"newer":"id","older":["id"],"value":{"kind":"copy"},"implicit":true},
				{
					"newer":"taskId",
					"older":null,
					"value":{"kind":"copy"},
					"loss":"v0.3.0 a2a.proto PushNotificationConfig has no task id: it travels in the send request, before the task exists (v1.0.1 a2a.proto \
SendMessageConfiguration.task_push_notification_config: 'Task id should be empty when sending this configuration in a SendMessage request')",
					"implicit":true
				},
				{"newer":"url","older":["url"],"value":{"kind":"copy"},"implicit":true},
				{"newer":"token","older":["token"],"value":{"kind":"copy"},"implicit":true},
				{"newer":"authentication","older":["authentication"],"value":{"kind":"message","type":"AuthenticationInfo"}}
			],
			"templates":[],
			"variants":null,
			"hoist":null,
			"requiredNewer":[{"field":"url","implicit":true}]
		},
		"SecurityRequirement":{
			"id":"SecurityRequirement",
			"newer":"lf.a2a.v1.SecurityRequirement",
			"older":"a2a.v1.Security",
			"consts":[],
			"fields":[{"newer":"schemes","older":["schemes"],"value":{"kind":"map","of":{"kind":"message","type":"StringList"}},"implicit":true}],
			"templates":[],
			"variants":null,
			"hoist":null
		},
		"SecurityScheme":{
			"id":"SecurityScheme",
			"newer":"lf.a2a.v1.SecurityScheme",
			"older":"a2a.v1.SecurityScheme",
			"consts":[],
			"fields":[
				{"newer":"apiKeySecurityScheme","older":["apiKeySecurityScheme"],"value":{"kind":"message","type":"APIKeySecurityScheme"},"oneof":"scheme"},
				{"newer":"httpAuthSecurityScheme","older":["httpAuthSecurityScheme"],"value":{"kind":"message","type":"HTTPAuthSecurityScheme"},"oneof":"scheme"},
				{"newer":"oauth2SecurityScheme","older":["oauth2SecurityScheme"],"value":{"kind":"message","type":"OAuth2SecurityScheme"},"oneof":"scheme"},
				{
					"newer":"openIdConnectSecurityScheme",
					"older":["openIdConnectSecurityScheme"],
					"value":{"kind":"message","type":"OpenIdConnectSecurityScheme"},
					"oneof":"scheme"
				},
				{"newer":"mtlsSecurityScheme","older":["mtlsSecurityScheme"],"value":{"kind":"message","type":"MutualTlsSecurityScheme"},"oneof":"scheme"}
			],
			"templates":[],
			"variants":null,
			"hoist":null
		},
		"SendMessageConfiguration":{
			"id":"SendMessageConfiguration",
			"newer":"lf.a2a.v1.SendMessageConfiguration",
			"older":"a2a.v1.SendMessageConfiguration",
			"consts":[],
			"fields":[
				{"newer":"acceptedOutputModes","older":["acceptedOutputModes"],"value":{"kind":"list","of":{"kind":"copy"}},"implicit":true},
				{
					"newer":"taskPushNotificationConfig",
					"older":["pushNotification"],
					"value":{"kind":"message","type":"PushNotificationConfig"},
					"note":"$.compat.messages[10].rest.fields[0]: v0.3.0 a2a.proto SendMessageConfiguration.push_notification = 2 (PushNotificationConfig) \u21c4 v1.0.1 \
a2a.proto task_push_notification_config = 2 (TaskPushNotificationConfig)"
				},
				{
					"newer":"historyLength",
					"older":["historyLength"],
					"value":{"kind":"zeroUnset"},
					"note":"$.compat.messages[10].rest.fields[1]: v0.3.0 a2a.proto SendMessageConfiguration.history_length (plain int32: 'if 0, the history will be \
unlimited') \u21c4 v1.0.1 a2a.proto optional history_length ('An unset value means the client does not impose any limit. A value of zero is a request to not \
include any messages'): v0.3 0 = v1.0 unset; a v1.0 0 has no v0.3 form"
				},
				{
					"newer":"returnImmediately",
					"older":["blocking"],
					"value":{"kind":"invert"},
					"implicit":true,
					"note":"$.compat.messages[10].rest.fields[2]: v0.3.0 a2a.proto SendMessageConfiguration.blocking ('If true, the message will be blocking until the task is \
completed. If false, the message will be non-blocking and the task will be returned immediately'; proto3 bool, default false) \u21c4 v1.0.1 a2a.proto \
SendMessageConfiguration.return_immediately ('If true, the operation returns immediately after creating the task ... If false (default), the operation MUST \
wait until the task reaches a terminal ... or interrupted ... state'): polarity and default flipped (a2a-proto-facts.md \u00a75)"
				}
			],
			"templates":[],
			"variants":null,
			"hoist":null
		},
		"SendMessageRequest":{
			"id":"SendMessageRequest",
			"newer":"lf.a2a.v1.SendMessageRequest",
			"older":"a2a.v1.SendMessageRequest",
			"consts":[],
			"fields":[
				{
					"newer":"tenant",
					"older":null,
					"value":{"kind":"copy"},
					"loss":"v1.0-only routing field: v1.0.1 a2a.proto request messages carry tenant ('Optional. Opaque routing identifier. Must match the tenant value from \
the selected AgentInterface in the Agent Card'); neither the v0.3.0 proto nor a2a.json has a routing identifier (a2a-proto-facts.md \u00a73.4)",
					"implicit":true
				},
				{
					"newer":"message",
					"older":["message"],
					"value":{"kind":"message","type":"Message"},
					"note":"$.compat.messages[9].rest.fields[0]: v0.3.0 a2a.proto SendMessageRequest.request = 1 [json_name = \\"message\\"] \u21c4 v1.0.1 a2a.proto \
SendMessageRequest.message = 2"
				},
				{
					"newer":"configuration",
					"older":["configuration"],
					"value":{"kind":"message","type":"SendMessageConfiguration"},
					"materialize":true,
					"note":"$.compat.messages[9].rest.fields[1]: an absent configuration blocks in both versions: v1.0.1 a2a.proto SendMessageConfiguration.return_immediately \
('If false (default), the operation MUST wait'); v0.3 HTTP+JSON and gRPC servers block without a configuration (a2a-js 0.3.14 REST) while a configuration \
present without blocking keeps proto3's false (v0.3.0 a2a.proto SendMessageConfiguration.blocking: 'If false, the message will be non-blocking'). materialize: \
toward v0.3 an absent configuration is written as {blocking: true}, since peers disagree on what its absence means; toward v1.0 it stays absent."
				},
				{"newer":"metadata","older":["metadata"],"value":{"kind":"copy"}}
			],
			"templates":[],
			"variants":null,
			"hoist":null,
			"requiredNewer":[{"field":"message","implicit":false}],
			"requiredOlder":[{"field":"message","implicit":false}]
		},
		"SendMessageResponse":{
			"id":"SendMessageResponse",
			"newer":"lf.a2a.v1.SendMessageResponse",
			"older":"a2a.v1.SendMessageResponse",
			"consts":[],
			"fields":[
				{"newer":"task","older":["task"],"value":{"kind":"message","type":"Task"},"oneof":"payload"},
				{
					"newer":"message",
					"older":["message"],
					"value":{"kind":"message","type":"Message"},
					"oneof":"payload",
					"note":"$.compat.messages[7].rest.fields[0]: v0.3.0 a2a.proto SendMessageResponse.msg = 2 [json_name = \\"message\\"] \u21c4 v1.0.1 a2a.proto \
SendMessageResponse.message = 2"
				}
			],
			"templates":[],
			"variants":null,
			"hoist":null
		},
		"StreamResponse":{
			"id":"StreamResponse",
			"newer":"lf.a2a.v1.StreamResponse",
			"older":"a2a.v1.StreamResponse",
			"consts":[],
			"fields":[
				{"newer":"task","older":["task"],"value":{"kind":"message","type":"Task"},"oneof":"payload"},
				{
					"newer":"message",
					"older":["message"],
					"value":{"kind":"message","type":"Message"},
					"oneof":"payload",
					"note":"$.compat.messages[8].rest.fields[0]: v0.3.0 a2a.proto StreamResponse.msg = 2 [json_name = \\"message\\"] \u21c4 v1.0.1 a2a.proto \
StreamResponse.message = 2; task, statusUpdate, artifactUpdate keep their names"
				},
				{"newer":"statusUpdate","older":["statusUpdate"],"value":{"kind":"message","type":"TaskStatusUpdateEvent"},"oneof":"payload"},
				{"newer":"artifactUpdate","older":["artifactUpdate"],"value":{"kind":"message","type":"TaskArtifactUpdateEvent"},"oneof":"payload"}
			],
			"templates":[],
			"variants":null,
			"hoist":null
		},
		"StringList":{
			"id":"StringList",
			"newer":"lf.a2a.v1.StringList",
			"older":"a2a.v1.StringList",
			"consts":[],
			"fields":[{"newer":"list","older":["list"],"value":{"kind":"list","of":{"kind":"copy"}},"implicit":true}],
			"templates":[],
			"variants":null,
			"hoist":null
		},
		"SubscribeToTaskRequest":{
			"id":"SubscribeToTaskRequest",
			"newer":"lf.a2a.v1.SubscribeToTaskRequest",
			"older":"a2a.v1.TaskSubscriptionRequest",
			"consts":[],
			"fields":[
				{
					"newer":"tenant",
					"older":null,
					"value":{"kind":"copy"},
					"loss":"v1.0-only routing field: v1.0.1 a2a.proto request messages carry tenant ('Optional. Opaque routing identifier. Must match the tenant value from \
the selected AgentInterface in the Agent Card'); neither the v0.3.0 proto nor a2a.json has a routing identifier (a2a-proto-facts.md \u00a73.4)",
					"implicit":true
				}
			],
			"templates":[
				{
					"newer":["id"],
					"older":"name",
					"templates":["tasks/{id}"],
					"note":"$.compat.messages[13].rest.templates[0]: v0.3.0 a2a.proto TaskSubscriptionRequest.name ('name=tasks/{id}') \u21c4 v1.0.1 a2a.proto \
SubscribeToTaskRequest.id"
				}
			],
			"variants":null,
			"hoist":null,
			"requiredNewer":[{"field":"id","implicit":true}]
		},
		"Task":{
			"id":"Task",
			"newer":"lf.a2a.v1.Task",
			"older":"a2a.v1.Task",
			"consts":[],
			"fields":[
				{"newer":"id","older":["id"],"value":{"kind":"copy"},"implicit":true},
				{"newer":"contextId","older":["contextId"],"value":{"kind":"copy"},"implicit":true},
				{"newer":"status","older":["status"],"value":{"kind":"message","type":"TaskStatus"}},
				{"newer":"artifacts","older":["artifacts"],"value":{"kind":"list","of":{"kind":"message","type":"Artifact"}},"implicit":true},
				{"newer":"history","older":["history"],"value":{"kind":"list","of":{"kind":"message","type":"Message"}},"implicit":true},
				{"newer":"metadata","older":["metadata"],"value":{"kind":"copy"}}
			],
			"templates":[],
			"variants":null,
			"hoist":null,
			"requiredNewer":[{"field":"id","implicit":true},{"field":"status","implicit":false}]
		},
		"TaskArtifactUpdateEvent":{
			"id":"TaskArtifactUpdateEvent",
			"newer":"lf.a2a.v1.TaskArtifactUpdateEvent",
			"older":"a2a.v1.TaskArtifactUpdateEvent",
			"consts":[],
			"fields":[
				{"newer":"taskId","older":["taskId"],"value":{"kind":"copy"},"implicit":true},
				{"newer":"contextId","older":["contextId"],"value":{"kind":"copy"},"implicit":true},
				{"newer":"artifact","older":["artifact"],"value":{"kind":"message","type":"Artifact"}},
				{"newer":"append","older":["append"],"value":{"kind":"copy"},"implicit":true},
				{"newer":"lastChunk","older":["lastChunk"],"value":{"kind":"copy"},"implicit":true},
				{"newer":"metadata","older":["metadata"],"value":{"kind":"copy"}}
			],
			"templates":[],
			"variants":null,
			"hoist":null,
			"requiredNewer":[{"field":"taskId","implicit":true},{"field":"contextId","implicit":true},{"field":"artifact","implicit":false}]
		},
		"TaskPushNotificationConfig":{
			"id":"TaskPushNotificationConfig",
			"newer":"lf.a2a.v1.TaskPushNotificationConfig",
			"older":"a2a.v1.TaskPushNotificationConfig",
			"consts":[],
			"fields":[
				{
					"newer":"tenant",
					"older":null,
					"value":{"kind":"copy"},
					"loss":"v1.0-only routing field: v1.0.1 a2a.proto request messages carry tenant ('Optional. Opaque routing identifier. Must match the tenant value from \
the selected AgentInterface in the Agent Card'); neither the v0.3.0 proto nor a2a.json has a routing identifier (a2a-proto-facts.md \u00a73.4)",
					"implicit":true
				},
				{
					"newer":"id",
					"older":["pushNotificationConfig.id"],
					"value":{"kind":"copy"},
					"implicit":true,
					"note":"$.compat.messages[14].rest.fields[0]: v0.3.0 a2a.proto PushNotificationConfig.id ('A unique id for this push notification'), nested; the config id \
is also the last segment of name"
				},
				{
					"newer":"url",
					"older":["pushNotificationConfig.url"],
					"value":{"kind":"copy"},
					"implicit":true,
					"note":"$.compat.messages[14].rest.fields[1]: v0.3.0 a2a.proto PushNotificationConfig.url, nested"
				},
				{
					"newer":"token",
					"older":["pushNotificationConfig.token"],
					"value":{"kind":"copy"},
					"implicit":true,
					"note":"$.compat.messages[14].rest.fields[2]: v0.3.0 a2a.proto PushNotificationConfig.token, nested"
				},
				{
					"newer":"authentication",
					"older":["pushNotificationConfig.authentication"],
					"value":{"kind":"message","type":"AuthenticationInfo"},
					"note":"$.compat.messages[14].rest.fields[3]: v0.3.0 a2a.proto PushNotificationConfig.authentication (AuthenticationInfo), nested"
				}
			],
			"templates":[
				{
					"newer":["taskId","id"],
					"older":"name",
					"templates":["tasks/{taskId}/pushNotificationConfigs/{id}"],
					"note":"$.compat.messages[14].rest.templates[0]: v0.3.0 a2a.proto TaskPushNotificationConfig.name ('name=tasks/{id}/pushNotificationConfigs/{id}') \u21c4 \
v1.0.1 a2a.proto task_id and id (the config id)"
				}
			],
			"variants":null,
			"hoist":null,
			"requiredNewer":[{"field":"url","implicit":true}]
		},
		"TaskStatus":{
			"id":"TaskStatus",
			"newer":"lf.a2a.v1.TaskStatus",
			"older":"a2a.v1.TaskStatus",
			"consts":[],
			"fields":[
				{"newer":"state","older":["state"],"value":{"kind":"enum","enum":"TaskState"},"implicit":true},
				{
					"newer":"message",
					"older":["message"],
					"value":{"kind":"message","type":"Message"},
					"note":"$.compat.messages[3].rest.fields[0]: v0.3.0 a2a.proto TaskStatus.update = 2 [json_name = \\"message\\"]: its ProtoJSON name is message, as v1.0.1 \
a2a.proto TaskStatus.message = 2"
				},
				{"newer":"timestamp","older":["timestamp"],"value":{"kind":"copy"}}
			],
			"templates":[],
			"variants":null,
			"hoist":null,
			"requiredNewer":[{"field":"state","implicit":true,"zero":"TASK_STATE_UNSPECIFIED"}]
		},
		"TaskStatusUpdateEvent":{
			"id":"TaskStatusUpdateEvent",
			"newer":"lf.a2a.v1.TaskStatusUpdateEvent",
			"older":"a2a.v1.TaskStatusUpdateEvent",
			"consts":[],
			"fields":[
				{"newer":"taskId","older":["taskId"],"value":{"kind":"copy"},"implicit":true},
				{"newer":"contextId","older":["contextId"],"value":{"kind":"copy"},"implicit":true},
				{"newer":"status","older":["status"],"value":{"kind":"message","type":"TaskStatus"}},
				{"newer":"metadata","older":["metadata"],"value":{"kind":"copy"}},
				{
					"newer":null,
					"older":["final"],
					"value":{"kind":"copy"},
					"derive":{
						"from":"status.state",
						"values":["TASK_STATE_COMPLETED","TASK_STATE_FAILED","TASK_STATE_CANCELED","TASK_STATE_REJECTED","TASK_STATE_INPUT_REQUIRED","TASK_STATE_AUTH_REQUIRED"]
					},
					"note":"$.compat.messages[5].rest.fields[0]: v0.3.0 a2a.proto TaskStatusUpdateEvent.final = 4 ('Whether this is the last status update expected for this \
task'). v1.0.1 a2a.proto TaskStatusUpdateEvent has no final (removed in v1.0, a2a-proto-facts.md \u00a75), so it is computed from status.state: true on the \
states that end a v1.0 stream. v1.0.1 a2a.proto TaskState calls COMPLETED, FAILED, CANCELED, REJECTED 'a terminal state' and INPUT_REQUIRED, AUTH_REQUIRED 'an \
interrupted state', and SendMessageConfiguration.return_immediately waits until 'a terminal (COMPLETED, FAILED, CANCELED, REJECTED) or interrupted \
(INPUT_REQUIRED, AUTH_REQUIRED) state'; v0.3.0 a2a.proto StreamResponse: 'The stream should complete when the Task if in an interrupted or terminal state'; \
a2a.json v0.3.0 TaskStatusUpdateEvent.final: 'If true, this is the final event in the stream for this interaction'. (v0.3.0 a2a.proto \
TaskState.TASK_STATE_AUTH_REQUIRED says 'not an interrupted or terminal state' and a2a-js 1.3.0 writes final:false on both interrupted states, a2a-peers.md \
\u00a71c; v1.0.1 is followed because the stream being converted is a v1.0 stream, which does end there.)"
				}
			],
			"templates":[],
			"variants":null,
			"hoist":null,
			"requiredNewer":[{"field":"taskId","implicit":true},{"field":"contextId","implicit":true},{"field":"status","implicit":false}]
		}
	},
	"enums":{
		"Role":{
			"id":"Role",
			"newer":"lf.a2a.v1.Role",
			"older":"a2a.v1.Role",
			"toOlder":{"ROLE_UNSPECIFIED":"ROLE_UNSPECIFIED","ROLE_USER":"ROLE_USER","ROLE_AGENT":"ROLE_AGENT"},
			"toNewer":{"ROLE_UNSPECIFIED":"ROLE_UNSPECIFIED","ROLE_USER":"ROLE_USER","ROLE_AGENT":"ROLE_AGENT"},
			"newerOnly":{}
		},
		"TaskState":{
			"id":"TaskState",
			"newer":"lf.a2a.v1.TaskState",
			"older":"a2a.v1.TaskState",
			"toOlder":{
				"TASK_STATE_UNSPECIFIED":"TASK_STATE_UNSPECIFIED",
				"TASK_STATE_SUBMITTED":"TASK_STATE_SUBMITTED",
				"TASK_STATE_WORKING":"TASK_STATE_WORKING",
				"TASK_STATE_COMPLETED":"TASK_STATE_COMPLETED",
				"TASK_STATE_FAILED":"TASK_STATE_FAILED",
				"TASK_STATE_CANCELED":"TASK_STATE_CANCELLED",
				"TASK_STATE_INPUT_REQUIRED":"TASK_STATE_INPUT_REQUIRED",
				"TASK_STATE_REJECTED":"TASK_STATE_REJECTED",
				"TASK_STATE_AUTH_REQUIRED":"TASK_STATE_AUTH_REQUIRED"
			},
			"toNewer":{
				"TASK_STATE_UNSPECIFIED":"TASK_STATE_UNSPECIFIED",
				"TASK_STATE_SUBMITTED":"TASK_STATE_SUBMITTED",
				"TASK_STATE_WORKING":"TASK_STATE_WORKING",
				"TASK_STATE_COMPLETED":"TASK_STATE_COMPLETED",
				"TASK_STATE_FAILED":"TASK_STATE_FAILED",
				"TASK_STATE_CANCELLED":"TASK_STATE_CANCELED",
				"TASK_STATE_INPUT_REQUIRED":"TASK_STATE_INPUT_REQUIRED",
				"TASK_STATE_REJECTED":"TASK_STATE_REJECTED",
				"TASK_STATE_AUTH_REQUIRED":"TASK_STATE_AUTH_REQUIRED"
			},
			"newerOnly":{}
		}
	},
	"operations":{
		"SendMessage":{
			"identity":"SendMessage",
			"newerRpc":"SendMessage",
			"olderRpc":"SendMessage",
			"params":"SendMessageRequest",
			"result":{"kind":"message","type":"SendMessageResponse"},
			"event":null
		},
		"SendStreamingMessage":{
			"identity":"SendStreamingMessage",
			"newerRpc":"SendStreamingMessage",
			"olderRpc":"SendStreamingMessage",
			"params":"SendMessageRequest",
			"result":null,
			"event":"StreamResponse"
		},
		"GetTask":{"identity":"GetTask","newerRpc":"GetTask","olderRpc":"GetTask","params":"GetTaskRequest","result":{"kind":"message","type":"Task"},"event":null},
		"ListTasks":{"identity":"ListTasks","newerRpc":"ListTasks","olderRpc":null,"params":null,"result":null,"event":null},
		"CancelTask":{
			"identity":"CancelTask",
			"newerRpc":"CancelTask",
			"olderRpc":"CancelTask",
			"params":"CancelTaskRequest",
			"result":{"kind":"message","type":"Task"},
			"event":null
		},
		"SubscribeToTask":{
			"identity":"SubscribeToTask",
			"newerRpc":"SubscribeToTask",
			"olderRpc":"TaskSubscription",
			"params":"SubscribeToTaskRequest",
			"result":null,
			"event":"StreamResponse"
		},
		"CreateTaskPushNotificationConfig":{
			"identity":"CreateTaskPushNotificationConfig",
			"newerRpc":"CreateTaskPushNotificationConfig",
			"olderRpc":"CreateTaskPushNotificationConfig",
			"params":"CreateTaskPushNotificationConfigRequest",
			"result":{"kind":"message","type":"TaskPushNotificationConfig"},
			"event":null
		},
		"GetTaskPushNotificationConfig":{
			"identity":"GetTaskPushNotificationConfig",
			"newerRpc":"GetTaskPushNotificationConfig",
			"olderRpc":"GetTaskPushNotificationConfig",
			"params":"GetTaskPushNotificationConfigRequest",
			"result":{"kind":"message","type":"TaskPushNotificationConfig"},
			"event":null
		},
		"ListTaskPushNotificationConfigs":{
			"identity":"ListTaskPushNotificationConfigs",
			"newerRpc":"ListTaskPushNotificationConfigs",
			"olderRpc":"ListTaskPushNotificationConfig",
			"params":"ListTaskPushNotificationConfigsRequest",
			"result":{"kind":"message","type":"ListTaskPushNotificationConfigsResponse"},
			"event":null
		},
		"GetExtendedAgentCard":{
			"identity":"GetExtendedAgentCard",
			"newerRpc":"GetExtendedAgentCard",
			"olderRpc":"GetAgentCard",
			"params":"GetExtendedAgentCardRequest",
			"result":{"kind":"message","type":"AgentCard"},
			"event":null
		},
		"DeleteTaskPushNotificationConfig":{
			"identity":"DeleteTaskPushNotificationConfig",
			"newerRpc":"DeleteTaskPushNotificationConfig",
			"olderRpc":"DeleteTaskPushNotificationConfig",
			"params":"DeleteTaskPushNotificationConfigRequest",
			"result":{"kind":"empty","older":{}},
			"event":null
		}
	},
	"kinds":{"agentCard":"AgentCard","message":"Message","pushConfig":"TaskPushNotificationConfig","task":"Task"},
	"errors":[
		{"code":-32001,"name":"TaskNotFoundError","olderCode":-32001,"olderName":"TaskNotFoundError"},
		{"code":-32002,"name":"TaskNotCancelableError","olderCode":-32002,"olderName":"TaskNotCancelableError"},
		{"code":-32003,"name":"PushNotificationNotSupportedError","olderCode":-32003,"olderName":"PushNotificationNotSupportedError"},
		{"code":-32004,"name":"UnsupportedOperationError","olderCode":-32004,"olderName":"UnsupportedOperationError"},
		{"code":-32005,"name":"ContentTypeNotSupportedError","olderCode":-32005,"olderName":"ContentTypeNotSupportedError"},
		{"code":-32006,"name":"InvalidAgentResponseError","olderCode":-32006,"olderName":"InvalidAgentResponseError"},
		{"code":-32007,"name":"ExtendedAgentCardNotConfiguredError","olderCode":-32007,"olderName":"AuthenticatedExtendedCardNotConfiguredError"},
		{
			"code":-32008,
			"name":"ExtensionSupportRequiredError",
			"olderCode":-32600,
			"olderName":"InvalidRequestError",
			"nearest":"v0.3 has no extension-negotiation error (a2a.json v0.3.0 A2AError ends at -32007). -32600 InvalidRequestError (a2a.json v0.3.0 default message \
'Request payload validation error') says what happened: the request as sent does not meet a requirement of the agent (it must declare the required extension, \
X-A2A-Extensions in v0.3), and the client can fix it by resending. -32004 UnsupportedOperationError would tell the client that the agent cannot perform the \
operation at all, which is false: it can, once the extension is declared"
		},
		{
			"code":-32009,
			"name":"VersionNotSupportedError",
			"olderCode":-32004,
			"olderName":"UnsupportedOperationError",
			"nearest":"v0.3 has no version negotiation (no A2A-Version parameter, no such error in a2a.json v0.3.0 A2AError). -32004 UnsupportedOperationError ('This \
operation is not supported'; v0.3.0 docs/specification.md \u00a78.2: the requested operation 'or a specific aspect of it' is not supported) is nearest: the \
protocol version is such an aspect, retrying the same request cannot succeed, and v1.0.1 \u00a75.4 gives both the same status (FAILED_PRECONDITION, HTTP 400). \
-32600 InvalidRequestError would blame a payload that is valid, -32601 MethodNotFoundError a method name that exists"
		},
		{"code":-32600,"name":"InvalidRequestError","olderCode":-32600,"olderName":"InvalidRequestError"},
		{"code":-32601,"name":"MethodNotFoundError","olderCode":-32601,"olderName":"MethodNotFoundError"},
		{"code":-32602,"name":"InvalidParamsError","olderCode":-32602,"olderName":"InvalidParamsError"},
		{"code":-32603,"name":"InternalError","olderCode":-32603,"olderName":"InternalError"},
		{"code":-32700,"name":"JSONParseError","olderCode":-32700,"olderName":"JSONParseError"}
	]
}`), JSON.parse(`{
	"dialect":"jsonrpc",
	"newerVersion":"1.0",
	"olderVersion":"0.3",
	"types":{
		"APIKeySecurityScheme":{
			"id":"APIKeySecurityScheme",
			"newer":"lf.a2a.v1.APIKeySecurityScheme",
			"older":"#/definitions/APIKeySecurityScheme",
			"consts":[{"path":"type","value":"apiKey"}],
			"fields":[
				{"newer":"description","older":["description"],"value":{"kind":"copy"},"implicit":true},
				{
					"newer":"location",
					"older":["in"],
					"value":{"kind":"copy","values":["cookie","header","query"]},
					"implicit":true,
					"note":"$.compat.messages[33].jsonrpc.fields[0]: a2a.json v0.3.0 APIKeySecurityScheme.in (enum cookie, header, query) \u21c4 v1.0.1 a2a.proto \
APIKeySecurityScheme.location ('Valid values are \\"query\\", \\"header\\", or \\"cookie\\"'); a2a-proto-facts.md \u00a76"
				},
				{"newer":"name","older":["name"],"value":{"kind":"copy"},"implicit":true}
			],
			"templates":[],
			"variants":null,
			"hoist":null,
			"requiredNewer":[{"field":"location","implicit":true},{"field":"name","implicit":true}],
			"requiredOlder":[{"field":"in","implicit":false},{"field":"name","implicit":false,"fill":""},{"field":"type","implicit":false}]
		},
		"AgentCapabilities":{
			"id":"AgentCapabilities",
			"newer":"lf.a2a.v1.AgentCapabilities",
			"older":"#/definitions/AgentCapabilities",
			"consts":[],
			"fields":[
				{"newer":"streaming","older":["streaming"],"value":{"kind":"copy"}},
				{"newer":"pushNotifications","older":["pushNotifications"],"value":{"kind":"copy"}},
				{"newer":"extensions","older":["extensions"],"value":{"kind":"list","of":{"kind":"message","type":"AgentExtension"}},"implicit":true},
				{
					"newer":"extendedAgentCard",
					"older":null,
					"value":{"kind":"copy"},
					"note":"$.compat.messages[25].jsonrpc.lifted.extendedAgentCard: converted by the pairs containing lf.a2a.v1.AgentCapabilities: the v0.3 side holds this \
flag on the card, not in capabilities (AgentCard.supportsAuthenticatedExtendedCard): it is converted by the AgentCard entry's field \
capabilities.extendedAgentCard \u21c4 supportsAuthenticatedExtendedCard"
				},
				{
					"newer":null,
					"older":["stateTransitionHistory"],
					"value":{"kind":"copy"},
					"loss":"a2a.json v0.3.0 AgentCapabilities.stateTransitionHistory ('Indicates if the agent provides a history of state transitions for a task') is in \
neither the v0.3.0 proto nor v1.0.1 a2a.proto AgentCapabilities (streaming, push_notifications, extensions, extended_agent_card); a2a-proto-facts.md \u00a76"
				}
			],
			"templates":[],
			"variants":null,
			"hoist":null
		},
		"AgentCard":{
			"id":"AgentCard",
			"newer":"lf.a2a.v1.AgentCard",
			"older":"#/definitions/AgentCard",
			"consts":[],
			"fields":[
				{"newer":"name","older":["name"],"value":{"kind":"copy"},"implicit":true},
				{"newer":"description","older":["description"],"value":{"kind":"copy"},"implicit":true},
				{"newer":"provider","older":["provider"],"value":{"kind":"message","type":"AgentProvider"}},
				{"newer":"version","older":["version"],"value":{"kind":"copy"},"implicit":true},
				{"newer":"documentationUrl","older":["documentationUrl"],"value":{"kind":"copy"}},
				{"newer":"capabilities","older":["capabilities"],"value":{"kind":"message","type":"AgentCapabilities"}},
				{
					"newer":"capabilities.extendedAgentCard",
					"older":["supportsAuthenticatedExtendedCard"],
					"value":{"kind":"copy"},
					"note":"$.compat.messages[23].jsonrpc.fields[0]: a2a.json v0.3.0 AgentCard.supportsAuthenticatedExtendedCard moved to v1.0.1 a2a.proto \
AgentCapabilities.extended_agent_card = 4 ('Indicates if the agent supports providing an extended agent card when authenticated'); a2a-proto-facts.md \u00a75"
				},
				{"newer":"securitySchemes","older":["securitySchemes"],"value":{"kind":"map","of":{"kind":"message","type":"SecurityScheme"}},"implicit":true},
				{
					"newer":"securityRequirements",
					"older":["security"],
					"value":{"kind":"list","of":{"kind":"message","type":"SecurityRequirement"}},
					"implicit":true,
					"note":"$.compat.messages[23].jsonrpc.fields[1]: a2a.json v0.3.0 AgentCard.security / AgentSkill.security (array of {scheme name: string[]}, OpenAPI \
Security Requirement Object) \u21c4 v1.0.1 a2a.proto security_requirements (repeated SecurityRequirement {schemes: map<string, StringList>})"
				},
				{"newer":"defaultInputModes","older":["defaultInputModes"],"value":{"kind":"list","of":{"kind":"copy"}},"implicit":true},
				{"newer":"defaultOutputModes","older":["defaultOutputModes"],"value":{"kind":"list","of":{"kind":"copy"}},"implicit":true},
				{"newer":"skills","older":["skills"],"value":{"kind":"list","of":{"kind":"message","type":"AgentSkill"}},"implicit":true},
				{"newer":"signatures","older":["signatures"],"value":{"kind":"list","of":{"kind":"message","type":"AgentCardSignature"}},"implicit":true},
				{"newer":"iconUrl","older":["iconUrl"],"value":{"kind":"copy"}}
			],
			"templates":[],
			"variants":null,
			"hoist":{
				"newer":"supportedInterfaces",
				"olderList":"additionalInterfaces",
				"element":"AgentInterface",
				"main":[{"newer":"url","older":"url"},{"newer":"protocolBinding","older":"preferredTransport","default":"JSONRPC"}],
				"shared":[{"newer":"protocolVersion","older":"protocolVersion","default":"0.3.0"}],
				"identity":["url","protocolBinding"],
				"note":"$.compat.messages[23].jsonrpc.hoist: v1.0.1 a2a.proto AgentCard.supported_interfaces ('Ordered list of supported interfaces. The first entry is \
preferred.'; AgentInterface{url, protocol_binding, tenant, protocol_version}) \u21c4 a2a.json v0.3.0 AgentCard: main url + preferredTransport (a2a.json v0.3.0 \
AgentCard.preferredTransport default \\"JSONRPC\\") + one protocolVersion per card (a2a.json v0.3.0 AgentCard.protocolVersion default \\"0.3.0\\") + \
additionalInterfaces [{url, transport}]. Reading, an additional interface equal to the main one on url and protocolBinding is not repeated (a2a.json v0.3.0 \
AgentCard.additionalInterfaces: 'SHOULD include an entry matching the main url and preferredTransport'); a2a-proto-facts.md \u00a75",
				"select":{
					"newer":"protocolVersion",
					"version":"0.3",
					"reason":"an interface of another protocol version has no place in a v0.3 card: v0.3 has one protocolVersion per card (v0.3.0 a2a.proto \
AgentCard.protocol_version), so only the card's v0.3 interfaces are carried"
				}
			},
			"requiredNewer":[
				{"field":"name","implicit":true},
				{"field":"description","implicit":true},
				{"field":"supportedInterfaces","implicit":true},
				{"field":"version","implicit":true},
				{"field":"capabilities","implicit":false},
				{"field":"defaultInputModes","implicit":true},
				{"field":"defaultOutputModes","implicit":true},
				{"field":"skills","implicit":true}
			],
			"requiredOlder":[
				{"field":"capabilities","implicit":false},
				{"field":"defaultInputModes","implicit":false,"fill":[]},
				{"field":"defaultOutputModes","implicit":false,"fill":[]},
				{"field":"description","implicit":false,"fill":""},
				{"field":"name","implicit":false,"fill":""},
				{"field":"protocolVersion","implicit":false},
				{"field":"skills","implicit":false,"fill":[]},
				{"field":"url","implicit":false},
				{"field":"version","implicit":false,"fill":""}
			]
		},
		"AgentCardSignature":{
			"id":"AgentCardSignature",
			"newer":"lf.a2a.v1.AgentCardSignature",
			"older":"#/definitions/AgentCardSignature",
			"consts":[],
			"fields":[
				{"newer":"protected","older":["protected"],"value":{"kind":"copy"},"implicit":true},
				{"newer":"signature","older":["signature"],"value":{"kind":"copy"},"implicit":true},
				{"newer":"header","older":["header"],"value":{"kind":"copy"}}
			],
			"templates":[],
			"variants":null,
			"hoist":null,
			"requiredNewer":[{"field":"protected","implicit":true},{"field":"signature","implicit":true}],
			"requiredOlder":[{"field":"protected","implicit":false,"fill":""},{"field":"signature","implicit":false,"fill":""}]
		},
		"AgentExtension":{
			"id":"AgentExtension",
			"newer":"lf.a2a.v1.AgentExtension",
			"older":"#/definitions/AgentExtension",
			"consts":[],
			"fields":[
				{"newer":"uri","older":["uri"],"value":{"kind":"copy"},"implicit":true},
				{"newer":"description","older":["description"],"value":{"kind":"copy"},"implicit":true},
				{"newer":"required","older":["required"],"value":{"kind":"copy"},"implicit":true},
				{"newer":"params","older":["params"],"value":{"kind":"copy"}}
			],
			"templates":[],
			"variants":null,
			"hoist":null,
			"requiredOlder":[{"field":"uri","implicit":false,"fill":""}]
		},
		"AgentInterface":{
			"id":"AgentInterface",
			"newer":"lf.a2a.v1.AgentInterface",
			"older":"#/definitions/AgentInterface",
			"consts":[],
			"fields":[
				{"newer":"url","older":["url"],"value":{"kind":"copy"},"implicit":true},
				{
					"newer":"protocolBinding",
					"older":["transport"],
					"value":{"kind":"copy"},
					"implicit":true,
					"note":"$.compat.messages[24].jsonrpc.fields[0]: a2a.json v0.3.0 AgentInterface.transport ('The transport protocol supported at this URL') \u21c4 v1.0.1 \
a2a.proto AgentInterface.protocol_binding"
				},
				{
					"newer":"tenant",
					"older":null,
					"value":{"kind":"copy"},
					"loss":"a2a.json v0.3.0 AgentInterface has url and transport only; v1.0.1 a2a.proto AgentInterface.tenant = 3 ('clients MUST include this value in the \
tenant field of all request messages sent to this interface') has no v0.3 form",
					"implicit":true
				},
				{
					"newer":"protocolVersion",
					"older":null,
					"value":{"kind":"copy"},
					"note":"$.compat.messages[24].jsonrpc.lifted.protocolVersion: converted by the pairs containing lf.a2a.v1.AgentInterface: the v0.3 side holds the protocol \
version once per card (AgentCard.protocolVersion), not per interface: converted by the AgentCard hoist ('shared'), where an interface whose version differs \
from the main one loses it",
					"implicit":true
				}
			],
			"templates":[],
			"variants":null,
			"hoist":null,
			"requiredNewer":[{"field":"url","implicit":true},{"field":"protocolBinding","implicit":true},{"field":"protocolVersion","implicit":true}],
			"requiredOlder":[{"field":"transport","implicit":false,"fill":""},{"field":"url","implicit":false,"fill":""}]
		},
		"AgentProvider":{
			"id":"AgentProvider",
			"newer":"lf.a2a.v1.AgentProvider",
			"older":"#/definitions/AgentProvider",
			"consts":[],
			"fields":[
				{"newer":"url","older":["url"],"value":{"kind":"copy"},"implicit":true},
				{"newer":"organization","older":["organization"],"value":{"kind":"copy"},"implicit":true}
			],
			"templates":[],
			"variants":null,
			"hoist":null,
			"requiredNewer":[{"field":"url","implicit":true},{"field":"organization","implicit":true}],
			"requiredOlder":[{"field":"organization","implicit":false,"fill":""},{"field":"url","implicit":false,"fill":""}]
		},
		"AgentSkill":{
			"id":"AgentSkill",
			"newer":"lf.a2a.v1.AgentSkill",
			"older":"#/definitions/AgentSkill",
			"consts":[],
			"fields":[
				{"newer":"id","older":["id"],"value":{"kind":"copy"},"implicit":true},
				{"newer":"name","older":["name"],"value":{"kind":"copy"},"implicit":true},
				{"newer":"description","older":["description"],"value":{"kind":"copy"},"implicit":true},
				{"newer":"tags","older":["tags"],"value":{"kind":"list","of":{"kind":"copy"}},"implicit":true},
				{"newer":"examples","older":["examples"],"value":{"kind":"list","of":{"kind":"copy"}},"implicit":true},
				{"newer":"inputModes","older":["inputModes"],"value":{"kind":"list","of":{"kind":"copy"}},"implicit":true},
				{"newer":"outputModes","older":["outputModes"],"value":{"kind":"list","of":{"kind":"copy"}},"implicit":true},
				{
					"newer":"securityRequirements",
					"older":["security"],
					"value":{"kind":"list","of":{"kind":"message","type":"SecurityRequirement"}},
					"implicit":true,
					"note":"$.compat.messages[29].jsonrpc.fields[0]: a2a.json v0.3.0 AgentCard.security / AgentSkill.security (array of {scheme name: string[]}, OpenAPI \
Security Requirement Object) \u21c4 v1.0.1 a2a.proto security_requirements (repeated SecurityRequirement {schemes: map<string, StringList>})"
				}
			],
			"templates":[],
			"variants":null,
			"hoist":null,
			"requiredNewer":[{"field":"id","implicit":true},{"field":"name","implicit":true},{"field":"description","implicit":true},{"field":"tags","implicit":true}],
			"requiredOlder":[
				{"field":"description","implicit":false,"fill":""},
				{"field":"id","implicit":false,"fill":""},
				{"field":"name","implicit":false,"fill":""},
				{"field":"tags","implicit":false,"fill":[]}
			]
		},
		"Artifact":{
			"id":"Artifact",
			"newer":"lf.a2a.v1.Artifact",
			"older":"#/definitions/Artifact",
			"consts":[],
			"fields":[
				{"newer":"artifactId","older":["artifactId"],"value":{"kind":"copy"},"implicit":true},
				{"newer":"name","older":["name"],"value":{"kind":"copy"},"implicit":true},
				{"newer":"description","older":["description"],"value":{"kind":"copy"},"implicit":true},
				{"newer":"parts","older":["parts"],"value":{"kind":"list","of":{"kind":"message","type":"Part"}},"implicit":true},
				{"newer":"metadata","older":["metadata"],"value":{"kind":"copy"}},
				{"newer":"extensions","older":["extensions"],"value":{"kind":"list","of":{"kind":"copy"}},"implicit":true}
			],
			"templates":[],
			"variants":null,
			"hoist":null,
			"requiredNewer":[{"field":"artifactId","implicit":true},{"field":"parts","implicit":true}],
			"requiredOlder":[{"field":"artifactId","implicit":false,"fill":""},{"field":"parts","implicit":false,"fill":[]}]
		},
		"AuthenticationInfo":{
			"id":"AuthenticationInfo",
			"newer":"lf.a2a.v1.AuthenticationInfo",
			"older":"#/definitions/PushNotificationAuthenticationInfo",
			"consts":[],
			"fields":[
				{
					"newer":"scheme",
					"older":["schemes"],
					"value":{"kind":"first","of":{"kind":"copy"}},
					"implicit":true,
					"note":"$.compat.messages[16].jsonrpc.fields[0]: a2a.json v0.3.0 PushNotificationAuthenticationInfo.schemes (required string[]: 'A list of supported \
authentication schemes') \u21c4 v1.0.1 a2a.proto AuthenticationInfo.scheme (one string, REQUIRED): the first scheme is kept (a2a-peers.md \u00a71c)"
				},
				{"newer":"credentials","older":["credentials"],"value":{"kind":"copy"},"implicit":true}
			],
			"templates":[],
			"variants":null,
			"hoist":null,
			"requiredNewer":[{"field":"scheme","implicit":true}],
			"requiredOlder":[{"field":"schemes","implicit":false,"fill":[]}]
		},
		"AuthorizationCodeOAuthFlow":{
			"id":"AuthorizationCodeOAuthFlow",
			"newer":"lf.a2a.v1.AuthorizationCodeOAuthFlow",
			"older":"#/definitions/AuthorizationCodeOAuthFlow",
			"consts":[],
			"fields":[
				{"newer":"authorizationUrl","older":["authorizationUrl"],"value":{"kind":"copy"},"implicit":true},
				{"newer":"tokenUrl","older":["tokenUrl"],"value":{"kind":"copy"},"implicit":true},
				{"newer":"refreshUrl","older":["refreshUrl"],"value":{"kind":"copy"},"implicit":true},
				{"newer":"scopes","older":["scopes"],"value":{"kind":"map","of":{"kind":"copy"}},"implicit":true},
				{
					"newer":"pkceRequired",
					"older":null,
					"value":{"kind":"copy"},
					"loss":"a2a.json v0.3.0 AuthorizationCodeOAuthFlow has authorizationUrl, refreshUrl, scopes, tokenUrl only; v1.0.1 a2a.proto \
AuthorizationCodeOAuthFlow.pkce_required = 5 ('Indicates if PKCE (RFC 7636) is required for this flow') is new",
					"implicit":true
				}
			],
			"templates":[],
			"variants":null,
			"hoist":null,
			"requiredNewer":[{"field":"authorizationUrl","implicit":true},{"field":"tokenUrl","implicit":true}],
			"requiredOlder":[
				{"field":"authorizationUrl","implicit":false,"fill":""},
				{"field":"scopes","implicit":false,"fill":{}},
				{"field":"tokenUrl","implicit":false,"fill":""}
			]
		},
		"CancelTaskRequest":{
			"id":"CancelTaskRequest",
			"newer":"lf.a2a.v1.CancelTaskRequest",
			"older":"#/definitions/TaskIdParams",
			"consts":[],
			"fields":[
				{
					"newer":"tenant",
					"older":null,
					"value":{"kind":"copy"},
					"loss":"v1.0-only routing field: v1.0.1 a2a.proto request messages carry tenant ('Optional. Opaque routing identifier. Must match the tenant value from \
the selected AgentInterface in the Agent Card'); neither the v0.3.0 proto nor a2a.json has a routing identifier (a2a-proto-facts.md \u00a73.4)",
					"implicit":true
				},
				{"newer":"id","older":["id"],"value":{"kind":"copy"},"implicit":true},
				{"newer":"metadata","older":["metadata"],"value":{"kind":"copy"}}
			],
			"templates":[],
			"variants":null,
			"hoist":null,
			"requiredNewer":[{"field":"id","implicit":true}],
			"requiredOlder":[{"field":"id","implicit":false,"fill":""}]
		},
		"ClientCredentialsOAuthFlow":{
			"id":"ClientCredentialsOAuthFlow",
			"newer":"lf.a2a.v1.ClientCredentialsOAuthFlow",
			"older":"#/definitions/ClientCredentialsOAuthFlow",
			"consts":[],
			"fields":[
				{"newer":"tokenUrl","older":["tokenUrl"],"value":{"kind":"copy"},"implicit":true},
				{"newer":"refreshUrl","older":["refreshUrl"],"value":{"kind":"copy"},"implicit":true},
				{"newer":"scopes","older":["scopes"],"value":{"kind":"map","of":{"kind":"copy"}},"implicit":true}
			],
			"templates":[],
			"variants":null,
			"hoist":null,
			"requiredNewer":[{"field":"tokenUrl","implicit":true}],
			"requiredOlder":[{"field":"scopes","implicit":false,"fill":{}},{"field":"tokenUrl","implicit":false,"fill":""}]
		},
		"DeleteTaskPushNotificationConfigRequest":{
			"id":"DeleteTaskPushNotificationConfigRequest",
			"newer":"lf.a2a.v1.DeleteTaskPushNotificationConfigRequest",
			"older":"#/definitions/DeleteTaskPushNotificationConfigParams",
			"consts":[],
			"fields":[
				{
					"newer":"tenant",
					"older":null,
					"value":{"kind":"copy"},
					"loss":"v1.0-only routing field: v1.0.1 a2a.proto request messages carry tenant ('Optional. Opaque routing identifier. Must match the tenant value from \
the selected AgentInterface in the Agent Card'); neither the v0.3.0 proto nor a2a.json has a routing identifier (a2a-proto-facts.md \u00a73.4)",
					"implicit":true
				},
				{
					"newer":"taskId",
					"older":["id"],
					"value":{"kind":"copy"},
					"implicit":true,
					"note":"$.compat.messages[19].jsonrpc.fields[0]: a2a.json v0.3.0 DeleteTaskPushNotificationConfigParams.id ('The unique identifier of the task.') \u21c4 \
v1.0.1 a2a.proto DeleteTaskPushNotificationConfigRequest.task_id"
				},
				{
					"newer":"id",
					"older":["pushNotificationConfigId"],
					"value":{"kind":"copy"},
					"implicit":true,
					"note":"$.compat.messages[19].jsonrpc.fields[1]: a2a.json v0.3.0 DeleteTaskPushNotificationConfigParams.pushNotificationConfigId (required: 'The ID of the \
push notification configuration to delete.') \u21c4 v1.0.1 a2a.proto DeleteTaskPushNotificationConfigRequest.id"
				},
				{
					"newer":null,
					"older":["metadata"],
					"value":{"kind":"copy"},
					"loss":"a2a.json v0.3.0 DeleteTaskPushNotificationConfigParams.metadata ('Optional metadata associated with the request') has no v1.0 counterpart: v1.0.1 \
a2a.proto DeleteTaskPushNotificationConfigRequest has no metadata field (a2a-proto-facts.md \u00a73.4)"
				}
			],
			"templates":[],
			"variants":null,
			"hoist":null,
			"requiredNewer":[{"field":"taskId","implicit":true},{"field":"id","implicit":true}],
			"requiredOlder":[{"field":"id","implicit":false,"fill":""},{"field":"pushNotificationConfigId","implicit":false,"fill":""}]
		},
		"GetExtendedAgentCardRequest":{
			"id":"GetExtendedAgentCardRequest",
			"newer":"lf.a2a.v1.GetExtendedAgentCardRequest",
			"older":"",
			"consts":[],
			"fields":[
				{
					"newer":"tenant",
					"older":null,
					"value":{"kind":"copy"},
					"loss":"v1.0-only routing field: v1.0.1 a2a.proto request messages carry tenant ('Optional. Opaque routing identifier. Must match the tenant value from \
the selected AgentInterface in the Agent Card'); neither the v0.3.0 proto nor a2a.json has a routing identifier (a2a-proto-facts.md \u00a73.4)",
					"implicit":true
				}
			],
			"templates":[],
			"variants":null,
			"hoist":null
		},
		"GetTaskPushNotificationConfigRequest":{
			"id":"GetTaskPushNotificationConfigRequest",
			"newer":"lf.a2a.v1.GetTaskPushNotificationConfigRequest",
			"older":"#/definitions/GetTaskPushNotificationConfigParams",
			"consts":[],
			"fields":[
				{
					"newer":"tenant",
					"older":null,
					"value":{"kind":"copy"},
					"loss":"v1.0-only routing field: v1.0.1 a2a.proto request messages carry tenant ('Optional. Opaque routing identifier. Must match the tenant value from \
the selected AgentInterface in the Agent Card'); neither the v0.3.0 proto nor a2a.json has a routing identifier (a2a-proto-facts.md \u00a73.4)",
					"implicit":true
				},
				{
					"newer":"taskId",
					"older":["id"],
					"value":{"kind":"copy"},
					"implicit":true,
					"note":"$.compat.messages[18].jsonrpc.fields[0]: a2a.json v0.3.0 GetTaskPushNotificationConfigParams.id ('The unique identifier of the task.') \u21c4 \
v1.0.1 a2a.proto GetTaskPushNotificationConfigRequest.task_id"
				},
				{
					"newer":"id",
					"older":["pushNotificationConfigId"],
					"value":{"kind":"copy"},
					"fallback":{
						"older":"id",
						"reason":"a v0.3 tasks/pushNotificationConfig/get may name only the task (a2a.json v0.3.0: params = anyOf [TaskIdParams, \
GetTaskPushNotificationConfigParams], pushNotificationConfigId optional), while v1.0.1 a2a.proto GetTaskPushNotificationConfigRequest.id (the config id) is \
REQUIRED. v0.3 servers file a config registered without an id under the task id (a2a-python v0.3 InMemoryPushNotificationConfigStore.set_info: 'if \
notification_config.id is None: notification_config.id = task_id') and answer an id-less get with it (@a2a-js/sdk v0.3 \
DefaultRequestHandler.getTaskPushNotificationConfig: 'if no config ID is given, assume it's the task ID'), so the task id is read as the config id (a2a-js \
1.3.0's compat layer sends '' instead and gets -32001, a2a-peers.md \u00a71c)"
					},
					"implicit":true,
					"note":"$.compat.messages[18].jsonrpc.fields[1]: a2a.json v0.3.0 GetTaskPushNotificationConfigParams.pushNotificationConfigId ('The ID of the push \
notification configuration to retrieve.') \u21c4 v1.0.1 a2a.proto GetTaskPushNotificationConfigRequest.id ('The resource ID of the configuration to retrieve.')"
				},
				{
					"newer":null,
					"older":["metadata"],
					"value":{"kind":"copy"},
					"loss":"a2a.json v0.3.0 GetTaskPushNotificationConfigParams.metadata ('Optional metadata associated with the request') has no v1.0 counterpart: v1.0.1 \
a2a.proto GetTaskPushNotificationConfigRequest has no metadata field (a2a-proto-facts.md \u00a73.4)"
				}
			],
			"templates":[],
			"variants":null,
			"hoist":null,
			"requiredNewer":[{"field":"taskId","implicit":true},{"field":"id","implicit":true}],
			"requiredOlder":[{"field":"id","implicit":false,"fill":""}]
		},
		"GetTaskRequest":{
			"id":"GetTaskRequest",
			"newer":"lf.a2a.v1.GetTaskRequest",
			"older":"#/definitions/TaskQueryParams",
			"consts":[],
			"fields":[
				{
					"newer":"tenant",
					"older":null,
					"value":{"kind":"copy"},
					"loss":"v1.0-only routing field: v1.0.1 a2a.proto request messages carry tenant ('Optional. Opaque routing identifier. Must match the tenant value from \
the selected AgentInterface in the Agent Card'); neither the v0.3.0 proto nor a2a.json has a routing identifier (a2a-proto-facts.md \u00a73.4)",
					"implicit":true
				},
				{"newer":"id","older":["id"],"value":{"kind":"copy"},"implicit":true},
				{
					"newer":"historyLength",
					"older":["historyLength"],
					"value":{"kind":"zeroUnset"},
					"note":"$.compat.messages[11].jsonrpc.fields[0]: a2a.json v0.3.0 TaskQueryParams.historyLength ('The number of most recent messages from the task's \
history to retrieve'; 0 read as the v0.3.0 proto's 'if 0, the history will be unlimited') \u21c4 v1.0.1 a2a.proto GetTaskRequest optional history_length (unset \
= no limit, 0 = no messages)"
				},
				{
					"newer":null,
					"older":["metadata"],
					"value":{"kind":"copy"},
					"loss":"a2a.json v0.3.0 TaskQueryParams.metadata ('Optional metadata associated with the request') has no v1.0 counterpart: v1.0.1 a2a.proto \
GetTaskRequest has no metadata field (a2a-proto-facts.md \u00a73.4)"
				}
			],
			"templates":[],
			"variants":null,
			"hoist":null,
			"requiredNewer":[{"field":"id","implicit":true}],
			"requiredOlder":[{"field":"id","implicit":false,"fill":""}]
		},
		"HTTPAuthSecurityScheme":{
			"id":"HTTPAuthSecurityScheme",
			"newer":"lf.a2a.v1.HTTPAuthSecurityScheme",
			"older":"#/definitions/HTTPAuthSecurityScheme",
			"consts":[{"path":"type","value":"http"}],
			"fields":[
				{"newer":"description","older":["description"],"value":{"kind":"copy"},"implicit":true},
				{"newer":"scheme","older":["scheme"],"value":{"kind":"copy"},"implicit":true},
				{"newer":"bearerFormat","older":["bearerFormat"],"value":{"kind":"copy"},"implicit":true}
			],
			"templates":[],
			"variants":null,
			"hoist":null,
			"requiredNewer":[{"field":"scheme","implicit":true}],
			"requiredOlder":[{"field":"scheme","implicit":false,"fill":""},{"field":"type","implicit":false}]
		},
		"ImplicitOAuthFlow":{
			"id":"ImplicitOAuthFlow",
			"newer":"lf.a2a.v1.ImplicitOAuthFlow",
			"older":"#/definitions/ImplicitOAuthFlow",
			"consts":[],
			"fields":[
				{"newer":"authorizationUrl","older":["authorizationUrl"],"value":{"kind":"copy"},"implicit":true},
				{"newer":"refreshUrl","older":["refreshUrl"],"value":{"kind":"copy"},"implicit":true},
				{"newer":"scopes","older":["scopes"],"value":{"kind":"map","of":{"kind":"copy"}},"implicit":true}
			],
			"templates":[],
			"variants":null,
			"hoist":null,
			"requiredOlder":[{"field":"authorizationUrl","implicit":false,"fill":""},{"field":"scopes","implicit":false,"fill":{}}]
		},
		"ListTaskPushNotificationConfigsRequest":{
			"id":"ListTaskPushNotificationConfigsRequest",
			"newer":"lf.a2a.v1.ListTaskPushNotificationConfigsRequest",
			"older":"#/definitions/ListTaskPushNotificationConfigParams",
			"consts":[],
			"fields":[
				{
					"newer":"tenant",
					"older":null,
					"value":{"kind":"copy"},
					"loss":"v1.0-only routing field: v1.0.1 a2a.proto request messages carry tenant ('Optional. Opaque routing identifier. Must match the tenant value from \
the selected AgentInterface in the Agent Card'); neither the v0.3.0 proto nor a2a.json has a routing identifier (a2a-proto-facts.md \u00a73.4)",
					"implicit":true
				},
				{
					"newer":"taskId",
					"older":["id"],
					"value":{"kind":"copy"},
					"implicit":true,
					"note":"$.compat.messages[20].jsonrpc.fields[0]: a2a.json v0.3.0 ListTaskPushNotificationConfigParams.id ('The unique identifier of the task.') \u21c4 \
v1.0.1 a2a.proto ListTaskPushNotificationConfigsRequest.task_id"
				},
				{
					"newer":"pageSize",
					"older":null,
					"value":{"kind":"copy"},
					"loss":"a2a.json v0.3.0 ListTaskPushNotificationConfigParams has id and metadata only: v0.3 JSON-RPC list is unpaged (v1.0.1 a2a.proto \
ListTaskPushNotificationConfigsRequest.page_size = 2 is new)",
					"implicit":true
				},
				{
					"newer":"pageToken",
					"older":null,
					"value":{"kind":"copy"},
					"loss":"a2a.json v0.3.0 ListTaskPushNotificationConfigParams has id and metadata only: v0.3 JSON-RPC list is unpaged (v1.0.1 a2a.proto \
ListTaskPushNotificationConfigsRequest.page_token = 3 is new)",
					"implicit":true
				},
				{
					"newer":null,
					"older":["metadata"],
					"value":{"kind":"copy"},
					"loss":"a2a.json v0.3.0 ListTaskPushNotificationConfigParams.metadata ('Optional metadata associated with the request') has no v1.0 counterpart: v1.0.1 \
a2a.proto ListTaskPushNotificationConfigsRequest has no metadata field (a2a-proto-facts.md \u00a73.4)"
				}
			],
			"templates":[],
			"variants":null,
			"hoist":null,
			"requiredNewer":[{"field":"taskId","implicit":true}],
			"requiredOlder":[{"field":"id","implicit":false,"fill":""}]
		},
		"ListTaskPushNotificationConfigsResponse":{
			"id":"ListTaskPushNotificationConfigsResponse",
			"newer":"lf.a2a.v1.ListTaskPushNotificationConfigsResponse",
			"older":"#/definitions/ListTaskPushNotificationConfigSuccessResponse/properties/result",
			"consts":[],
			"fields":[
				{
					"newer":"configs",
					"older":[""],
					"value":{"kind":"list","of":{"kind":"message","type":"TaskPushNotificationConfig"}},
					"implicit":true,
					"note":"$.compat.messages[21].jsonrpc.fields[0]: a2a.json v0.3.0 the result array itself is the list of configs"
				},
				{
					"newer":"nextPageToken",
					"older":null,
					"value":{"kind":"copy"},
					"loss":"the bare v0.3 JSON-RPC array has no page token (tasks/pushNotificationConfig/list is unpaged in a2a.json v0.3.0): a v1.0 page that has a next page \
loses the pointer to it",
					"implicit":true
				}
			],
			"templates":[],
			"variants":null,
			"hoist":null
		},
		"Message":{
			"id":"Message",
			"newer":"lf.a2a.v1.Message",
			"older":"#/definitions/Message",
			"consts":[{"path":"kind","value":"message"}],
			"fields":[
				{"newer":"messageId","older":["messageId"],"value":{"kind":"copy"},"implicit":true},
				{"newer":"contextId","older":["contextId"],"value":{"kind":"copy"},"implicit":true},
				{"newer":"taskId","older":["taskId"],"value":{"kind":"copy"},"implicit":true},
				{"newer":"role","older":["role"],"value":{"kind":"enum","enum":"Role"},"implicit":true},
				{"newer":"parts","older":["parts"],"value":{"kind":"list","of":{"kind":"message","type":"Part"}},"implicit":true},
				{"newer":"metadata","older":["metadata"],"value":{"kind":"copy"}},
				{"newer":"extensions","older":["extensions"],"value":{"kind":"list","of":{"kind":"copy"}},"implicit":true},
				{"newer":"referenceTaskIds","older":["referenceTaskIds"],"value":{"kind":"list","of":{"kind":"copy"}},"implicit":true}
			],
			"templates":[],
			"variants":null,
			"hoist":null,
			"requiredNewer":[{"field":"messageId","implicit":true},{"field":"role","implicit":true,"zero":"ROLE_UNSPECIFIED"},{"field":"parts","implicit":true}],
			"requiredOlder":[
				{"field":"kind","implicit":false},
				{"field":"messageId","implicit":false,"fill":""},
				{"field":"parts","implicit":false,"fill":[]},
				{"field":"role","implicit":false}
			]
		},
		"MutualTlsSecurityScheme":{
			"id":"MutualTlsSecurityScheme",
			"newer":"lf.a2a.v1.MutualTlsSecurityScheme",
			"older":"#/definitions/MutualTLSSecurityScheme",
			"consts":[{"path":"type","value":"mutualTLS"}],
			"fields":[{"newer":"description","older":["description"],"value":{"kind":"copy"},"implicit":true}],
			"templates":[],
			"variants":null,
			"hoist":null,
			"requiredOlder":[{"field":"type","implicit":false}]
		},
		"OAuth2SecurityScheme":{
			"id":"OAuth2SecurityScheme",
			"newer":"lf.a2a.v1.OAuth2SecurityScheme",
			"older":"#/definitions/OAuth2SecurityScheme",
			"consts":[{"path":"type","value":"oauth2"}],
			"fields":[
				{"newer":"description","older":["description"],"value":{"kind":"copy"},"implicit":true},
				{"newer":"flows","older":["flows"],"value":{"kind":"message","type":"OAuthFlows"}},
				{"newer":"oauth2MetadataUrl","older":["oauth2MetadataUrl"],"value":{"kind":"copy"},"implicit":true}
			],
			"templates":[],
			"variants":null,
			"hoist":null,
			"requiredNewer":[{"field":"flows","implicit":false}],
			"requiredOlder":[{"field":"flows","implicit":false},{"field":"type","implicit":false}]
		},
		"OAuthFlows":{
			"id":"OAuthFlows",
			"newer":"lf.a2a.v1.OAuthFlows",
			"older":"#/definitions/OAuthFlows",
			"consts":[],
			"fields":[
				{"newer":"authorizationCode","older":["authorizationCode"],"value":{"kind":"message","type":"AuthorizationCodeOAuthFlow"},"oneof":"flow"},
				{"newer":"clientCredentials","older":["clientCredentials"],"value":{"kind":"message","type":"ClientCredentialsOAuthFlow"},"oneof":"flow"},
				{"newer":"implicit","older":["implicit"],"value":{"kind":"message","type":"ImplicitOAuthFlow"},"oneof":"flow"},
				{"newer":"password","older":["password"],"value":{"kind":"message","type":"PasswordOAuthFlow"},"oneof":"flow"},
				{
					"newer":"deviceCode",
					"older":null,
					"value":{"kind":"copy"},
					"loss":"a2a.json v0.3.0 OAuthFlows has authorizationCode, clientCredentials, implicit, password only; v1.0.1 a2a.proto OAuthFlows.device_code = 5 \
(DeviceCodeOAuthFlow, RFC 8628) has no v0.3 form (a2a-peers.md \u00a71c)",
					"oneof":"flow"
				}
			],
			"templates":[],
			"variants":null,
			"hoist":null
		},
		"OpenIdConnectSecurityScheme":{
			"id":"OpenIdConnectSecurityScheme",
			"newer":"lf.a2a.v1.OpenIdConnectSecurityScheme",
			"older":"#/definitions/OpenIdConnectSecurityScheme",
			"consts":[{"path":"type","value":"openIdConnect"}],
			"fields":[
				{"newer":"description","older":["description"],"value":{"kind":"copy"},"implicit":true},
				{"newer":"openIdConnectUrl","older":["openIdConnectUrl"],"value":{"kind":"copy"},"implicit":true}
			],
			"templates":[],
			"variants":null,
			"hoist":null,
			"requiredNewer":[{"field":"openIdConnectUrl","implicit":true}],
			"requiredOlder":[{"field":"openIdConnectUrl","implicit":false,"fill":""},{"field":"type","implicit":false}]
		},
		"Part":{
			"id":"Part",
			"newer":"lf.a2a.v1.Part",
			"older":"#/definitions/Part",
			"consts":[],
			"fields":[{"newer":"metadata","older":["metadata"],"value":{"kind":"copy"}}],
			"templates":[],
			"variants":[
				{
					"newerCase":"text",
					"when":[{"path":"kind","equals":"text"}],
					"fields":[
						{"newer":"text","older":["text"],"value":{"kind":"copy"},"oneof":"content","note":"$.compat.messages[1].jsonrpc.variants[0].fields[0]"},
						{"newer":"filename","older":null,"value":{"kind":"copy"},"loss":"a2a.json v0.3.0 TextPart has kind, text, metadata only: no file name","implicit":true},
						{
							"newer":"mediaType",
							"older":null,
							"value":{"kind":"copy"},
							"loss":"a2a.json v0.3.0 TextPart has kind, text, metadata only: no MIME type (v1.0.1 a2a.proto Part.media_type 'is available for all part types'; a2a-js \
1.3.0 drops it too, a2a-peers.md \u00a71c)",
							"implicit":true
						}
					]
				},
				{
					"newerCase":"raw",
					"when":[{"path":"kind","equals":"file"},{"path":"file.bytes"}],
					"fields":[
						{
							"newer":"raw",
							"older":["file.bytes"],
							"value":{"kind":"copy","format":"bytes"},
							"oneof":"content",
							"note":"$.compat.messages[1].jsonrpc.variants[1].fields[0]: a2a.json v0.3.0 FileWithBytes.bytes ('The base64-encoded content of the file') \u21c4 v1.0.1 \
a2a.proto Part.raw (bytes, base64 in ProtoJSON)"
						},
						{
							"newer":"filename",
							"older":["file.name"],
							"value":{"kind":"copy"},
							"implicit":true,
							"note":"$.compat.messages[1].jsonrpc.variants[1].fields[1]: a2a.json v0.3.0 FileBase.name ('An optional name for the file') \u21c4 v1.0.1 a2a.proto \
Part.filename"
						},
						{
							"newer":"mediaType",
							"older":["file.mimeType"],
							"value":{"kind":"copy"},
							"implicit":true,
							"note":"$.compat.messages[1].jsonrpc.variants[1].fields[2]: a2a.json v0.3.0 FileBase.mimeType \u21c4 v1.0.1 a2a.proto Part.media_type"
						}
					]
				},
				{
					"newerCase":"url",
					"when":[{"path":"kind","equals":"file"},{"path":"file.uri"}],
					"fields":[
						{
							"newer":"url",
							"older":["file.uri"],
							"value":{"kind":"copy"},
							"oneof":"content",
							"note":"$.compat.messages[1].jsonrpc.variants[2].fields[0]: a2a.json v0.3.0 FileWithUri.uri \u21c4 v1.0.1 a2a.proto Part.url"
						},
						{
							"newer":"filename",
							"older":["file.name"],
							"value":{"kind":"copy"},
							"implicit":true,
							"note":"$.compat.messages[1].jsonrpc.variants[2].fields[1]: a2a.json v0.3.0 FileBase.name \u21c4 v1.0.1 a2a.proto Part.filename"
						},
						{
							"newer":"mediaType",
							"older":["file.mimeType"],
							"value":{"kind":"copy"},
							"implicit":true,
							"note":"$.compat.messages[1].jsonrpc.variants[2].fields[2]: a2a.json v0.3.0 FileBase.mimeType \u21c4 v1.0.1 a2a.proto Part.media_type"
						}
					]
				},
				{
					"newerCase":"data",
					"when":[{"path":"kind","equals":"data"}],
					"fields":[
						{
							"newer":"data",
							"older":["data"],
							"value":{"kind":"object"},
							"oneof":"content",
							"note":"$.compat.messages[1].jsonrpc.variants[3].fields[0]: a2a.json v0.3.0 DataPart.data is an object ('The structured data content') \u21c4 v1.0.1 \
a2a.proto Part.data, a google.protobuf.Value: a non-object value has no v0.3 form (a2a-js 1.3.0 wraps it as {value} with a metadata flag instead, a2a-peers.md \
\u00a71c; not done here)"
						},
						{"newer":"filename","older":null,"value":{"kind":"copy"},"loss":"a2a.json v0.3.0 DataPart has kind, data, metadata only: no file name","implicit":true},
						{"newer":"mediaType","older":null,"value":{"kind":"copy"},"loss":"a2a.json v0.3.0 DataPart has kind, data, metadata only: no MIME type","implicit":true}
					]
				}
			],
			"hoist":null
		},
		"PasswordOAuthFlow":{
			"id":"PasswordOAuthFlow",
			"newer":"lf.a2a.v1.PasswordOAuthFlow",
			"older":"#/definitions/PasswordOAuthFlow",
			"consts":[],
			"fields":[
				{"newer":"tokenUrl","older":["tokenUrl"],"value":{"kind":"copy"},"implicit":true},
				{"newer":"refreshUrl","older":["refreshUrl"],"value":{"kind":"copy"},"implicit":true},
				{"newer":"scopes","older":["scopes"],"value":{"kind":"map","of":{"kind":"copy"}},"implicit":true}
			],
			"templates":[],
			"variants":null,
			"hoist":null,
			"requiredOlder":[{"field":"scopes","implicit":false,"fill":{}},{"field":"tokenUrl","implicit":false,"fill":""}]
		},
		"PushNotificationConfig":{
			"id":"PushNotificationConfig",
			"newer":"lf.a2a.v1.TaskPushNotificationConfig",
			"older":"#/definitions/PushNotificationConfig",
			"consts":[],
			"fields":[
				{
					"newer":"tenant",
					"older":null,
					"value":{"kind":"copy"},
					"loss":"v1.0-only routing field: v1.0.1 a2a.proto request messages carry tenant ('Optional. Opaque routing identifier. Must match the tenant value from \
the selected AgentInterface in the Agent Card'); neither the v0.3.0 proto nor a2a.json has a routing identifier (a2a-proto-facts.md \u00a73.4)",
					"implicit":true
				},
				{"newer":"id","older":["id"],"value":{"kind":"copy"},"implicit":true},
				{
					"newer":"taskId",
					"older":null,
					"value":{"kind":"copy"},
					"loss":"a2a.json v0.3.0 PushNotificationConfig has no task id: it travels in the send request, before the task exists (v1.0.1 a2a.proto \
SendMessageConfiguration.task_push_notification_config: 'Task id should be empty when sending this configuration in a SendMessage request')",
					"implicit":true
				},
				{"newer":"url","older":["url"],"value":{"kind":"copy"},"implicit":true},
				{"newer":"token","older":["token"],"value":{"kind":"copy"},"implicit":true},
				{"newer":"authentication","older":["authentication"],"value":{"kind":"message","type":"AuthenticationInfo"}}
			],
			"templates":[],
			"variants":null,
			"hoist":null,
			"requiredNewer":[{"field":"url","implicit":true}],
			"requiredOlder":[{"field":"url","implicit":false,"fill":""}]
		},
		"SecurityRequirement":{
			"id":"SecurityRequirement",
			"newer":"lf.a2a.v1.SecurityRequirement",
			"older":"#/definitions/AgentCard/properties/security/items",
			"consts":[],
			"fields":[
				{
					"newer":"schemes",
					"older":[""],
					"value":{"kind":"map","of":{"kind":"wrap","field":"list","of":{"kind":"list","of":{"kind":"copy"}}}},
					"implicit":true,
					"note":"$.compat.messages[30].jsonrpc.fields[0]: a2a.json v0.3.0: each scheme name maps to a bare array of scopes \u21c4 v1.0.1 a2a.proto \
SecurityRequirement.schemes = map<string, StringList> ('A map of security schemes to the required scopes'): each map value is wrapped as StringList {list}"
				}
			],
			"templates":[],
			"variants":null,
			"hoist":null
		},
		"SecurityScheme":{
			"id":"SecurityScheme",
			"newer":"lf.a2a.v1.SecurityScheme",
			"older":"#/definitions/SecurityScheme",
			"consts":[],
			"fields":[],
			"templates":[],
			"variants":[
				{
					"newerCase":"apiKeySecurityScheme",
					"when":[{"path":"type","equals":"apiKey"}],
					"fields":[
						{
							"newer":"apiKeySecurityScheme",
							"older":[""],
							"value":{"kind":"message","type":"APIKeySecurityScheme"},
							"oneof":"scheme",
							"note":"$.compat.messages[32].jsonrpc.variants[0].fields[0]: a2a.json v0.3.0 APIKeySecurityScheme (type: const \\"apiKey\\")"
						}
					]
				},
				{
					"newerCase":"httpAuthSecurityScheme",
					"when":[{"path":"type","equals":"http"}],
					"fields":[
						{
							"newer":"httpAuthSecurityScheme",
							"older":[""],
							"value":{"kind":"message","type":"HTTPAuthSecurityScheme"},
							"oneof":"scheme",
							"note":"$.compat.messages[32].jsonrpc.variants[1].fields[0]: a2a.json v0.3.0 HTTPAuthSecurityScheme (type: const \\"http\\")"
						}
					]
				},
				{
					"newerCase":"oauth2SecurityScheme",
					"when":[{"path":"type","equals":"oauth2"}],
					"fields":[
						{
							"newer":"oauth2SecurityScheme",
							"older":[""],
							"value":{"kind":"message","type":"OAuth2SecurityScheme"},
							"oneof":"scheme",
							"note":"$.compat.messages[32].jsonrpc.variants[2].fields[0]: a2a.json v0.3.0 OAuth2SecurityScheme (type: const \\"oauth2\\")"
						}
					]
				},
				{
					"newerCase":"openIdConnectSecurityScheme",
					"when":[{"path":"type","equals":"openIdConnect"}],
					"fields":[
						{
							"newer":"openIdConnectSecurityScheme",
							"older":[""],
							"value":{"kind":"message","type":"OpenIdConnectSecurityScheme"},
							"oneof":"scheme",
							"note":"$.compat.messages[32].jsonrpc.variants[3].fields[0]: a2a.json v0.3.0 OpenIdConnectSecurityScheme (type: const \\"openIdConnect\\")"
						}
					]
				},
				{
					"newerCase":"mtlsSecurityScheme",
					"when":[{"path":"type","equals":"mutualTLS"}],
					"fields":[
						{
							"newer":"mtlsSecurityScheme",
							"older":[""],
							"value":{"kind":"message","type":"MutualTlsSecurityScheme"},
							"oneof":"scheme",
							"note":"$.compat.messages[32].jsonrpc.variants[4].fields[0]: a2a.json v0.3.0 MutualTLSSecurityScheme (type: const \\"mutualTLS\\")"
						}
					]
				}
			],
			"hoist":null
		},
		"SendMessageConfiguration":{
			"id":"SendMessageConfiguration",
			"newer":"lf.a2a.v1.SendMessageConfiguration",
			"older":"#/definitions/MessageSendConfiguration",
			"consts":[],
			"fields":[
				{"newer":"acceptedOutputModes","older":["acceptedOutputModes"],"value":{"kind":"list","of":{"kind":"copy"}},"implicit":true},
				{
					"newer":"taskPushNotificationConfig",
					"older":["pushNotificationConfig"],
					"value":{"kind":"message","type":"PushNotificationConfig"},
					"note":"$.compat.messages[10].jsonrpc.fields[0]: a2a.json v0.3.0 MessageSendConfiguration.pushNotificationConfig (PushNotificationConfig) \u21c4 v1.0.1 \
a2a.proto task_push_notification_config (TaskPushNotificationConfig)"
				},
				{
					"newer":"historyLength",
					"older":["historyLength"],
					"value":{"kind":"zeroUnset"},
					"note":"$.compat.messages[10].jsonrpc.fields[1]: a2a.json v0.3.0 MessageSendConfiguration.historyLength ('The number of most recent messages from the \
task's history to retrieve in the response') does not say what 0 means; the v0.3.0 proto of the same release does ('if 0, the history will be unlimited') and \
is followed. v1.0.1 a2a.proto: unset = no limit, 0 = no messages"
				},
				{
					"newer":"returnImmediately",
					"older":["blocking"],
					"value":{"kind":"invert","olderAbsent":true},
					"implicit":true,
					"note":"$.compat.messages[10].jsonrpc.fields[2]: a2a.json v0.3.0 MessageSendConfiguration.blocking ('If true, the client will wait for the task to \
complete'; no default given) \u21c4 v1.0.1 a2a.proto SendMessageConfiguration.return_immediately ('If false (default), the operation MUST wait until the task \
reaches a terminal ... or interrupted ... state'): polarity flipped; an absent blocking means blocking, as both v0.3 SDKs read it (a2a-js 0.3.14: blocking !== \
false; a2a-python v0.3: blocking = True), so it converts to an absent returnImmediately; toward v0.3 blocking is always written"
				}
			],
			"templates":[],
			"variants":null,
			"hoist":null
		},
		"SendMessageRequest":{
			"id":"SendMessageRequest",
			"newer":"lf.a2a.v1.SendMessageRequest",
			"older":"#/definitions/MessageSendParams",
			"consts":[],
			"fields":[
				{
					"newer":"tenant",
					"older":null,
					"value":{"kind":"copy"},
					"loss":"v1.0-only routing field: v1.0.1 a2a.proto request messages carry tenant ('Optional. Opaque routing identifier. Must match the tenant value from \
the selected AgentInterface in the Agent Card'); neither the v0.3.0 proto nor a2a.json has a routing identifier (a2a-proto-facts.md \u00a73.4)",
					"implicit":true
				},
				{"newer":"message","older":["message"],"value":{"kind":"message","type":"Message"}},
				{
					"newer":"configuration",
					"older":["configuration"],
					"value":{"kind":"message","type":"SendMessageConfiguration"},
					"materialize":true,
					"note":"$.compat.messages[9].jsonrpc.fields[0]: an absent configuration blocks in both versions: v1.0.1 a2a.proto \
SendMessageConfiguration.return_immediately ('If false (default), the operation MUST wait'); a2a.json v0.3.0 gives MessageSendConfiguration no default and both \
v0.3 SDKs block without one (a2a-js 0.3.14: blocking !== false; a2a-python v0.3: blocking = True). materialize: toward v0.3 an absent configuration is written \
as {blocking: true}, since peers disagree on what its absence means; toward v1.0 it stays absent."
				},
				{"newer":"metadata","older":["metadata"],"value":{"kind":"copy"}}
			],
			"templates":[],
			"variants":null,
			"hoist":null,
			"requiredNewer":[{"field":"message","implicit":false}],
			"requiredOlder":[{"field":"message","implicit":false}]
		},
		"SendMessageResponse":{
			"id":"SendMessageResponse",
			"newer":"lf.a2a.v1.SendMessageResponse",
			"older":"#/definitions/SendMessageSuccessResponse/properties/result",
			"consts":[],
			"fields":[],
			"templates":[],
			"variants":[
				{
					"newerCase":"task",
					"when":[{"path":"kind","equals":"task"}],
					"fields":[
						{
							"newer":"task",
							"older":[""],
							"value":{"kind":"message","type":"Task"},
							"oneof":"payload",
							"note":"$.compat.messages[7].jsonrpc.variants[0].fields[0]: a2a.json v0.3.0 Task (kind \\"task\\") is the whole result"
						}
					]
				},
				{
					"newerCase":"message",
					"when":[{"path":"kind","equals":"message"}],
					"fields":[
						{
							"newer":"message",
							"older":[""],
							"value":{"kind":"message","type":"Message"},
							"oneof":"payload",
							"note":"$.compat.messages[7].jsonrpc.variants[1].fields[0]: a2a.json v0.3.0 Message (kind \\"message\\") is the whole result"
						}
					]
				}
			],
			"hoist":null
		},
		"StreamResponse":{
			"id":"StreamResponse",
			"newer":"lf.a2a.v1.StreamResponse",
			"older":"#/definitions/SendStreamingMessageSuccessResponse/properties/result",
			"consts":[],
			"fields":[],
			"templates":[],
			"variants":[
				{
					"newerCase":"task",
					"when":[{"path":"kind","equals":"task"}],
					"fields":[
						{
							"newer":"task",
							"older":[""],
							"value":{"kind":"message","type":"Task"},
							"oneof":"payload",
							"note":"$.compat.messages[8].jsonrpc.variants[0].fields[0]: a2a.json v0.3.0 Task (kind \\"task\\")"
						}
					]
				},
				{
					"newerCase":"message",
					"when":[{"path":"kind","equals":"message"}],
					"fields":[
						{
							"newer":"message",
							"older":[""],
							"value":{"kind":"message","type":"Message"},
							"oneof":"payload",
							"note":"$.compat.messages[8].jsonrpc.variants[1].fields[0]: a2a.json v0.3.0 Message (kind \\"message\\")"
						}
					]
				},
				{
					"newerCase":"statusUpdate",
					"when":[{"path":"kind","equals":"status-update"}],
					"fields":[
						{
							"newer":"statusUpdate",
							"older":[""],
							"value":{"kind":"message","type":"TaskStatusUpdateEvent"},
							"oneof":"payload",
							"note":"$.compat.messages[8].jsonrpc.variants[2].fields[0]: a2a.json v0.3.0 TaskStatusUpdateEvent (kind \\"status-update\\")"
						}
					]
				},
				{
					"newerCase":"artifactUpdate",
					"when":[{"path":"kind","equals":"artifact-update"}],
					"fields":[
						{
							"newer":"artifactUpdate",
							"older":[""],
							"value":{"kind":"message","type":"TaskArtifactUpdateEvent"},
							"oneof":"payload",
							"note":"$.compat.messages[8].jsonrpc.variants[3].fields[0]: a2a.json v0.3.0 TaskArtifactUpdateEvent (kind \\"artifact-update\\")"
						}
					]
				}
			],
			"hoist":null
		},
		"SubscribeToTaskRequest":{
			"id":"SubscribeToTaskRequest",
			"newer":"lf.a2a.v1.SubscribeToTaskRequest",
			"older":"#/definitions/TaskIdParams",
			"consts":[],
			"fields":[
				{
					"newer":"tenant",
					"older":null,
					"value":{"kind":"copy"},
					"loss":"v1.0-only routing field: v1.0.1 a2a.proto request messages carry tenant ('Optional. Opaque routing identifier. Must match the tenant value from \
the selected AgentInterface in the Agent Card'); neither the v0.3.0 proto nor a2a.json has a routing identifier (a2a-proto-facts.md \u00a73.4)",
					"implicit":true
				},
				{"newer":"id","older":["id"],"value":{"kind":"copy"},"implicit":true},
				{
					"newer":null,
					"older":["metadata"],
					"value":{"kind":"copy"},
					"loss":"a2a.json v0.3.0 TaskIdParams.metadata ('Optional metadata associated with the request') has no v1.0 counterpart: v1.0.1 a2a.proto \
SubscribeToTaskRequest has no metadata field (a2a-proto-facts.md \u00a73.4)"
				}
			],
			"templates":[],
			"variants":null,
			"hoist":null,
			"requiredNewer":[{"field":"id","implicit":true}],
			"requiredOlder":[{"field":"id","implicit":false,"fill":""}]
		},
		"Task":{
			"id":"Task",
			"newer":"lf.a2a.v1.Task",
			"older":"#/definitions/Task",
			"consts":[{"path":"kind","value":"task"}],
			"fields":[
				{"newer":"id","older":["id"],"value":{"kind":"copy"},"implicit":true},
				{"newer":"contextId","older":["contextId"],"value":{"kind":"copy"},"implicit":true},
				{"newer":"status","older":["status"],"value":{"kind":"message","type":"TaskStatus"}},
				{"newer":"artifacts","older":["artifacts"],"value":{"kind":"list","of":{"kind":"message","type":"Artifact"}},"implicit":true},
				{"newer":"history","older":["history"],"value":{"kind":"list","of":{"kind":"message","type":"Message"}},"implicit":true},
				{"newer":"metadata","older":["metadata"],"value":{"kind":"copy"}}
			],
			"templates":[],
			"variants":null,
			"hoist":null,
			"requiredNewer":[{"field":"id","implicit":true},{"field":"status","implicit":false}],
			"requiredOlder":[
				{"field":"contextId","implicit":false,"fill":""},
				{"field":"id","implicit":false,"fill":""},
				{"field":"kind","implicit":false},
				{"field":"status","implicit":false}
			]
		},
		"TaskArtifactUpdateEvent":{
			"id":"TaskArtifactUpdateEvent",
			"newer":"lf.a2a.v1.TaskArtifactUpdateEvent",
			"older":"#/definitions/TaskArtifactUpdateEvent",
			"consts":[{"path":"kind","value":"artifact-update"}],
			"fields":[
				{"newer":"taskId","older":["taskId"],"value":{"kind":"copy"},"implicit":true},
				{"newer":"contextId","older":["contextId"],"value":{"kind":"copy"},"implicit":true},
				{"newer":"artifact","older":["artifact"],"value":{"kind":"message","type":"Artifact"}},
				{"newer":"append","older":["append"],"value":{"kind":"copy"},"implicit":true},
				{"newer":"lastChunk","older":["lastChunk"],"value":{"kind":"copy"},"implicit":true},
				{"newer":"metadata","older":["metadata"],"value":{"kind":"copy"}}
			],
			"templates":[],
			"variants":null,
			"hoist":null,
			"requiredNewer":[{"field":"taskId","implicit":true},{"field":"contextId","implicit":true},{"field":"artifact","implicit":false}],
			"requiredOlder":[
				{"field":"artifact","implicit":false},
				{"field":"contextId","implicit":false,"fill":""},
				{"field":"kind","implicit":false},
				{"field":"taskId","implicit":false,"fill":""}
			]
		},
		"TaskPushNotificationConfig":{
			"id":"TaskPushNotificationConfig",
			"newer":"lf.a2a.v1.TaskPushNotificationConfig",
			"older":"#/definitions/TaskPushNotificationConfig",
			"consts":[],
			"fields":[
				{
					"newer":"tenant",
					"older":null,
					"value":{"kind":"copy"},
					"loss":"v1.0-only routing field: v1.0.1 a2a.proto request messages carry tenant ('Optional. Opaque routing identifier. Must match the tenant value from \
the selected AgentInterface in the Agent Card'); neither the v0.3.0 proto nor a2a.json has a routing identifier (a2a-proto-facts.md \u00a73.4)",
					"implicit":true
				},
				{
					"newer":"id",
					"older":["pushNotificationConfig.id"],
					"value":{"kind":"copy"},
					"implicit":true,
					"note":"$.compat.messages[14].jsonrpc.fields[0]: a2a.json v0.3.0 PushNotificationConfig.id ('A unique ID for the push notification configuration, set by \
the client'), nested"
				},
				{"newer":"taskId","older":["taskId"],"value":{"kind":"copy"},"implicit":true},
				{
					"newer":"url",
					"older":["pushNotificationConfig.url"],
					"value":{"kind":"copy"},
					"implicit":true,
					"note":"$.compat.messages[14].jsonrpc.fields[1]: a2a.json v0.3.0 PushNotificationConfig.url, nested"
				},
				{
					"newer":"token",
					"older":["pushNotificationConfig.token"],
					"value":{"kind":"copy"},
					"implicit":true,
					"note":"$.compat.messages[14].jsonrpc.fields[2]: a2a.json v0.3.0 PushNotificationConfig.token, nested"
				},
				{
					"newer":"authentication",
					"older":["pushNotificationConfig.authentication"],
					"value":{"kind":"message","type":"AuthenticationInfo"},
					"note":"$.compat.messages[14].jsonrpc.fields[3]: a2a.json v0.3.0 PushNotificationConfig.authentication (PushNotificationAuthenticationInfo), nested"
				}
			],
			"templates":[],
			"variants":null,
			"hoist":null,
			"requiredNewer":[{"field":"url","implicit":true}],
			"requiredOlder":[{"field":"pushNotificationConfig","implicit":false},{"field":"taskId","implicit":false,"fill":""}]
		},
		"TaskStatus":{
			"id":"TaskStatus",
			"newer":"lf.a2a.v1.TaskStatus",
			"older":"#/definitions/TaskStatus",
			"consts":[],
			"fields":[
				{"newer":"state","older":["state"],"value":{"kind":"enum","enum":"TaskState"},"implicit":true},
				{"newer":"message","older":["message"],"value":{"kind":"message","type":"Message"}},
				{"newer":"timestamp","older":["timestamp"],"value":{"kind":"copy","format":"timestamp"}}
			],
			"templates":[],
			"variants":null,
			"hoist":null,
			"requiredNewer":[{"field":"state","implicit":true,"zero":"TASK_STATE_UNSPECIFIED"}],
			"requiredOlder":[{"field":"state","implicit":false}]
		},
		"TaskStatusUpdateEvent":{
			"id":"TaskStatusUpdateEvent",
			"newer":"lf.a2a.v1.TaskStatusUpdateEvent",
			"older":"#/definitions/TaskStatusUpdateEvent",
			"consts":[{"path":"kind","value":"status-update"}],
			"fields":[
				{"newer":"taskId","older":["taskId"],"value":{"kind":"copy"},"implicit":true},
				{"newer":"contextId","older":["contextId"],"value":{"kind":"copy"},"implicit":true},
				{"newer":"status","older":["status"],"value":{"kind":"message","type":"TaskStatus"}},
				{"newer":"metadata","older":["metadata"],"value":{"kind":"copy"}},
				{
					"newer":null,
					"older":["final"],
					"value":{"kind":"copy"},
					"derive":{
						"from":"status.state",
						"values":["TASK_STATE_COMPLETED","TASK_STATE_FAILED","TASK_STATE_CANCELED","TASK_STATE_REJECTED","TASK_STATE_INPUT_REQUIRED","TASK_STATE_AUTH_REQUIRED"]
					},
					"note":"$.compat.messages[5].jsonrpc.fields[0]: a2a.json v0.3.0 TaskStatusUpdateEvent.final (required). v1.0.1 a2a.proto TaskStatusUpdateEvent has no \
final (removed in v1.0, a2a-proto-facts.md \u00a75), so it is computed from status.state: true on the states that end a v1.0 stream. v1.0.1 a2a.proto TaskState \
calls COMPLETED, FAILED, CANCELED, REJECTED 'a terminal state' and INPUT_REQUIRED, AUTH_REQUIRED 'an interrupted state', and \
SendMessageConfiguration.return_immediately waits until 'a terminal (COMPLETED, FAILED, CANCELED, REJECTED) or interrupted (INPUT_REQUIRED, AUTH_REQUIRED) \
state'; v0.3.0 a2a.proto StreamResponse: 'The stream should complete when the Task if in an interrupted or terminal state'; a2a.json v0.3.0 \
TaskStatusUpdateEvent.final: 'If true, this is the final event in the stream for this interaction'. (v0.3.0 a2a.proto TaskState.TASK_STATE_AUTH_REQUIRED says \
'not an interrupted or terminal state' and a2a-js 1.3.0 writes final:false on both interrupted states, a2a-peers.md \u00a71c; v1.0.1 is followed because the \
stream being converted is a v1.0 stream, which does end there.)"
				}
			],
			"templates":[],
			"variants":null,
			"hoist":null,
			"requiredNewer":[{"field":"taskId","implicit":true},{"field":"contextId","implicit":true},{"field":"status","implicit":false}],
			"requiredOlder":[
				{"field":"contextId","implicit":false,"fill":""},
				{"field":"final","implicit":false},
				{"field":"kind","implicit":false},
				{"field":"status","implicit":false},
				{"field":"taskId","implicit":false,"fill":""}
			]
		}
	},
	"enums":{
		"Role":{
			"id":"Role",
			"newer":"lf.a2a.v1.Role",
			"older":"#/definitions/Message/properties/role",
			"toOlder":{"ROLE_USER":"user","ROLE_AGENT":"agent"},
			"toNewer":{"agent":"ROLE_AGENT","user":"ROLE_USER"},
			"newerOnly":{
				"ROLE_UNSPECIFIED":"a2a.json v0.3.0 Message.role is the required inline enum [agent, user]: an unspecified sender has no literal (a2a-js 1.3.0 guesses \
'agent', a2a-peers.md \u00a71c; no guess is made here)"
			}
		},
		"TaskState":{
			"id":"TaskState",
			"newer":"lf.a2a.v1.TaskState",
			"older":"#/definitions/TaskState",
			"toOlder":{
				"TASK_STATE_UNSPECIFIED":"unknown",
				"TASK_STATE_SUBMITTED":"submitted",
				"TASK_STATE_WORKING":"working",
				"TASK_STATE_COMPLETED":"completed",
				"TASK_STATE_FAILED":"failed",
				"TASK_STATE_CANCELED":"canceled",
				"TASK_STATE_INPUT_REQUIRED":"input-required",
				"TASK_STATE_REJECTED":"rejected",
				"TASK_STATE_AUTH_REQUIRED":"auth-required"
			},
			"toNewer":{
				"submitted":"TASK_STATE_SUBMITTED",
				"working":"TASK_STATE_WORKING",
				"input-required":"TASK_STATE_INPUT_REQUIRED",
				"completed":"TASK_STATE_COMPLETED",
				"canceled":"TASK_STATE_CANCELED",
				"failed":"TASK_STATE_FAILED",
				"rejected":"TASK_STATE_REJECTED",
				"auth-required":"TASK_STATE_AUTH_REQUIRED",
				"unknown":"TASK_STATE_UNSPECIFIED"
			},
			"newerOnly":{}
		}
	},
	"operations":{
		"SendMessage":{
			"identity":"SendMessage",
			"newerRpc":"SendMessage",
			"olderRpc":"SendMessage",
			"params":"SendMessageRequest",
			"result":{"kind":"message","type":"SendMessageResponse"},
			"event":null
		},
		"SendStreamingMessage":{
			"identity":"SendStreamingMessage",
			"newerRpc":"SendStreamingMessage",
			"olderRpc":"SendStreamingMessage",
			"params":"SendMessageRequest",
			"result":null,
			"event":"StreamResponse"
		},
		"GetTask":{"identity":"GetTask","newerRpc":"GetTask","olderRpc":"GetTask","params":"GetTaskRequest","result":{"kind":"message","type":"Task"},"event":null},
		"ListTasks":{"identity":"ListTasks","newerRpc":"ListTasks","olderRpc":null,"params":null,"result":null,"event":null},
		"CancelTask":{
			"identity":"CancelTask",
			"newerRpc":"CancelTask",
			"olderRpc":"CancelTask",
			"params":"CancelTaskRequest",
			"result":{"kind":"message","type":"Task"},
			"event":null
		},
		"SubscribeToTask":{
			"identity":"SubscribeToTask",
			"newerRpc":"SubscribeToTask",
			"olderRpc":"TaskSubscription",
			"params":"SubscribeToTaskRequest",
			"result":null,
			"event":"StreamResponse"
		},
		"CreateTaskPushNotificationConfig":{
			"identity":"CreateTaskPushNotificationConfig",
			"newerRpc":"CreateTaskPushNotificationConfig",
			"olderRpc":"CreateTaskPushNotificationConfig",
			"params":"TaskPushNotificationConfig",
			"result":{"kind":"message","type":"TaskPushNotificationConfig"},
			"event":null
		},
		"GetTaskPushNotificationConfig":{
			"identity":"GetTaskPushNotificationConfig",
			"newerRpc":"GetTaskPushNotificationConfig",
			"olderRpc":"GetTaskPushNotificationConfig",
			"params":"GetTaskPushNotificationConfigRequest",
			"result":{"kind":"message","type":"TaskPushNotificationConfig"},
			"event":null
		},
		"ListTaskPushNotificationConfigs":{
			"identity":"ListTaskPushNotificationConfigs",
			"newerRpc":"ListTaskPushNotificationConfigs",
			"olderRpc":"ListTaskPushNotificationConfig",
			"params":"ListTaskPushNotificationConfigsRequest",
			"result":{"kind":"message","type":"ListTaskPushNotificationConfigsResponse"},
			"event":null
		},
		"GetExtendedAgentCard":{
			"identity":"GetExtendedAgentCard",
			"newerRpc":"GetExtendedAgentCard",
			"olderRpc":"GetAgentCard",
			"params":"GetExtendedAgentCardRequest",
			"result":{"kind":"message","type":"AgentCard"},
			"event":null
		},
		"DeleteTaskPushNotificationConfig":{
			"identity":"DeleteTaskPushNotificationConfig",
			"newerRpc":"DeleteTaskPushNotificationConfig",
			"olderRpc":"DeleteTaskPushNotificationConfig",
			"params":"DeleteTaskPushNotificationConfigRequest",
			"result":{"kind":"empty","older":null},
			"event":null
		}
	},
	"kinds":{"agentCard":"AgentCard","message":"Message","pushConfig":"TaskPushNotificationConfig","task":"Task"},
	"errors":[
		{"code":-32001,"name":"TaskNotFoundError","olderCode":-32001,"olderName":"TaskNotFoundError"},
		{"code":-32002,"name":"TaskNotCancelableError","olderCode":-32002,"olderName":"TaskNotCancelableError"},
		{"code":-32003,"name":"PushNotificationNotSupportedError","olderCode":-32003,"olderName":"PushNotificationNotSupportedError"},
		{"code":-32004,"name":"UnsupportedOperationError","olderCode":-32004,"olderName":"UnsupportedOperationError"},
		{"code":-32005,"name":"ContentTypeNotSupportedError","olderCode":-32005,"olderName":"ContentTypeNotSupportedError"},
		{"code":-32006,"name":"InvalidAgentResponseError","olderCode":-32006,"olderName":"InvalidAgentResponseError"},
		{"code":-32007,"name":"ExtendedAgentCardNotConfiguredError","olderCode":-32007,"olderName":"AuthenticatedExtendedCardNotConfiguredError"},
		{
			"code":-32008,
			"name":"ExtensionSupportRequiredError",
			"olderCode":-32600,
			"olderName":"InvalidRequestError",
			"nearest":"v0.3 has no extension-negotiation error (a2a.json v0.3.0 A2AError ends at -32007). -32600 InvalidRequestError (a2a.json v0.3.0 default message \
'Request payload validation error') says what happened: the request as sent does not meet a requirement of the agent (it must declare the required extension, \
X-A2A-Extensions in v0.3), and the client can fix it by resending. -32004 UnsupportedOperationError would tell the client that the agent cannot perform the \
operation at all, which is false: it can, once the extension is declared"
		},
		{
			"code":-32009,
			"name":"VersionNotSupportedError",
			"olderCode":-32004,
			"olderName":"UnsupportedOperationError",
			"nearest":"v0.3 has no version negotiation (no A2A-Version parameter, no such error in a2a.json v0.3.0 A2AError). -32004 UnsupportedOperationError ('This \
operation is not supported'; v0.3.0 docs/specification.md \u00a78.2: the requested operation 'or a specific aspect of it' is not supported) is nearest: the \
protocol version is such an aspect, retrying the same request cannot succeed, and v1.0.1 \u00a75.4 gives both the same status (FAILED_PRECONDITION, HTTP 400). \
-32600 InvalidRequestError would blame a payload that is valid, -32601 MethodNotFoundError a method name that exists"
		},
		{"code":-32600,"name":"InvalidRequestError","olderCode":-32600,"olderName":"InvalidRequestError"},
		{"code":-32601,"name":"MethodNotFoundError","olderCode":-32601,"olderName":"MethodNotFoundError"},
		{"code":-32602,"name":"InvalidParamsError","olderCode":-32602,"olderName":"InvalidParamsError"},
		{"code":-32603,"name":"InternalError","olderCode":-32603,"olderName":"InternalError"},
		{"code":-32700,"name":"JSONParseError","olderCode":-32700,"olderName":"JSONParseError"}
	]
}`)];
