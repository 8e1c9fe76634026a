// Tenant (§8.3.2 and the proto's /{tenant} additional bindings; I8): the request message's tenant field
// and the route's /{tenant} prefix resolve to one tenant. The path wins, as path values win over the
// body everywhere (issue 12 §6) and as @a2a-js/sdk 1.3.0 does; a disagreement is reported, never silent.

/** The tenant a request addresses, where it came from, and the field value the path overrode, if any. */
export interface ResolvedTenant {
  /** The tenant, or null when neither names one (an empty string names none: the proto3 default). */
  tenant: string | null;
  from: "path" | "field" | "both" | "none";
  /** Both name a tenant and they differ: the path's is used, the field's is reported here. */
  conflict: { path: string; field: string } | null;
}

function named(value: unknown): string | null {
  return typeof value === "string" && value !== "" ? value : null;
}

/**
 * One tenant from the route's path value (`match.path.tenant`) and the request message's field.
 * Total: values that are not strings name no tenant.
 */
export function resolveTenant(input: { path?: unknown; field?: unknown }): ResolvedTenant {
  const path = named(input?.path);
  const field = named(input?.field);
  if (path !== null && field !== null) return { tenant: path, from: "both", conflict: path === field ? null : { path, field } };
  if (path !== null) return { tenant: path, from: "path", conflict: null };
  if (field !== null) return { tenant: field, from: "field", conflict: null };
  return { tenant: null, from: "none", conflict: null };
}
