// The document a server serves: the generated one (@a2a-bindgen/a2a/<version>/openapi.json, which names no
// server and no security) with what only the deployment knows added: `servers` (the card's HTTP+JSON
// interfaces of the version), components.securitySchemes and `security` (the card's), and, on the extended
// card's operations, the requirements without their anonymous entries (that card is served only to
// authenticated callers); what OpenAPI 3.1 cannot state of the card's security, in `x-a2a-unmapped-…`. The generated object is shared (a JSON module): it is copied, never changed.

import type { DocumentSecurity } from "./security.js";
import type { ServerObject } from "./servers.js";

type Json = Record<string, unknown>;

const isJson = (v: unknown): v is Json => v !== null && typeof v === "object" && !Array.isArray(v);

/** OpenAPI 3.1 Path Item Object's operations. */
const METHODS = ["get", "put", "post", "delete", "options", "head", "patch", "trace"] as const;

/** The rpc an operation id names: the id itself, or without the suffix of an additional or alternative binding ("GetTask_2"). */
export function rpcOfOperationId(operationId: string, rpcs: ReadonlySet<string>): string | undefined {
  if (rpcs.has(operationId)) return operationId;
  const stripped = operationId.replace(/_(?:alternative)?\d+$/, "");
  return rpcs.has(stripped) ? stripped : undefined;
}

/** What the served document adds to the generated one. */
export interface Additions {
  readonly servers: readonly ServerObject[];
  readonly security: DocumentSecurity;
  /** Whether an operation id is one of the extended card's (by the version's operations table). */
  readonly isExtendedCard: (operationId: string) => boolean;
}

/** `paths` with the extended card's operations given `security`; the other path items shared. */
function withOperationSecurity(paths: Json, isExtendedCard: (id: string) => boolean, security: readonly Json[]): Json {
  const out: Json = {};
  for (const key of Object.keys(paths)) {
    const item = paths[key];
    out[key] = item;
    if (!isJson(item)) continue;
    let copy: Json | undefined;
    for (const m of METHODS) {
      const op = item[m];
      if (!isJson(op) || typeof op.operationId !== "string" || !isExtendedCard(op.operationId)) continue;
      copy ??= { ...item };
      copy[m] = { ...op, security };
    }
    if (copy !== undefined) out[key] = copy;
  }
  return out;
}

/**
 * The served document: `generated` with `servers`, the security schemes and `security` added (replacing
 * any the generated document had). Throws a TypeError when `generated` is not an OpenAPI document object.
 */
export function servedDocument(generated: unknown, add: Additions): Json {
  if (!isJson(generated) || typeof generated.openapi !== "string" || !isJson(generated.paths))
    throw new TypeError("openapi: the generated document is not an OpenAPI document (no openapi version or paths)");
  const sec = add.security;
  // Key order as OpenAPI lists the fields: openapi, info, servers, then the rest as generated.
  const out: Json = { openapi: generated.openapi, info: generated.info, servers: add.servers.map((s) => ({ ...s })) };
  for (const key of Object.keys(generated)) if (!Object.hasOwn(out, key) && key !== "security") out[key] = generated[key];
  if (sec.authenticated !== undefined) out.paths = withOperationSecurity(generated.paths, add.isExtendedCard, sec.authenticated);
  const components: Json = isJson(generated.components) ? { ...generated.components } : {};
  delete components.securitySchemes;
  if (Object.keys(sec.securitySchemes).length > 0) components.securitySchemes = sec.securitySchemes;
  if (Object.keys(sec.unmappedSchemes).length > 0) components["x-a2a-unmapped-security-schemes"] = sec.unmappedSchemes;
  out.components = components;
  if (sec.security !== undefined) out.security = sec.security;
  if (sec.reading !== undefined) out["x-a2a-security-reading"] = sec.reading;
  if (sec.unmappedRequirements.length > 0) out["x-a2a-unmapped-security-requirements"] = sec.unmappedRequirements;
  return out;
}
