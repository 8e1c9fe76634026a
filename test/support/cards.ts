// Cards and messages the server and client tests start agents with, written by hand from lf/a2a/v1/a2a.proto
// v1.0.1: every REQUIRED field of AgentCard set, no interface listed (the server fills them from the address it
// binds, or from publicUrl), one echo skill.

/** A v1.0 AgentCard without interfaces, named `name`. */
export function bareCard(name: string, description = "a card without interfaces", capabilities: Record<string, unknown> = { streaming: true }): any {
  return {
    name,
    description,
    version: "1.0.0",
    capabilities,
    defaultInputModes: ["text/plain"],
    defaultOutputModes: ["text/plain"],
    skills: [{ id: "echo", name: "echo", description: "echoes", tags: ["echo"] }],
  };
}

/** SendMessage params with one user text message "hello". */
export const hello = { message: { messageId: "m-1", role: "ROLE_USER" as const, parts: [{ text: "hello" }] } };

/** One security scheme of each kind a v1.0 card declares (lf/a2a/v1/a2a.proto SecurityScheme oneof), by name. */
export const everySecurityScheme = {
  key: { apiKeySecurityScheme: { location: "header", name: "X-API-Key" } },
  q: { apiKeySecurityScheme: { location: "query", name: "api_key" } },
  c: { apiKeySecurityScheme: { location: "cookie", name: "session" } },
  basic: { httpAuthSecurityScheme: { scheme: "Basic" } },
  bearer: { httpAuthSecurityScheme: { scheme: "Bearer", bearerFormat: "JWT" } },
  oauth: { oauth2SecurityScheme: { flows: { clientCredentials: { tokenUrl: "https://auth.example/token", scopes: { read: "", write: "" } } } } },
  oidc: { openIdConnectSecurityScheme: { openIdConnectUrl: "https://auth.example/.well-known/openid-configuration" } },
  mtls: { mtlsSecurityScheme: {} },
};
