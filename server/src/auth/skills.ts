// The helper a handler calls to enforce a skill's own securityRequirements: checked against the call's
// credentials with the card's verifiers (a scheme verified for the call is not verified again). The
// server records each authenticated call's state here; a call without it (a server without `auth`) is
// refused, so that a skill's requirements never pass unchecked.

import { errorTable } from "@a2a-bindgen/a2a/v1_0/errors";
import { a2aError } from "@a2a-bindgen/kit";
import type { CallContext } from "../agent.js";
import type { CallAuthState } from "./enforce.js";

const states = new WeakMap<object, CallAuthState>();

/** Records the auth state of a call's context (the server's, once per authenticated call). */
export function recordCallAuth(context: object, state: CallAuthState): void {
  states.set(context, state);
}

/** The errors of the auth-failure decision (rules file), by HTTP status: a malformed bearer credential (400) is unauthenticated too. */
export const authErrors = { 400: "UnauthenticatedError", 401: "UnauthenticatedError", 403: "PermissionDeniedError" } as const;

/**
 * Checks the requirements the card gives skill `skillId` for the call of `context`; resolves when they
 * pass (or the skill names none), else throws the A2AError UnauthenticatedError (no valid credential)
 * or PermissionDeniedError (a scope or role missing). Throws UnauthenticatedError too when the server
 * enforces no auth (no `auth` option): a skill's requirements are never skipped silently. An id the card
 * has no skill for throws a TypeError (a handler's typo must not pass; answered as the internal error).
 */
export async function checkSkillSecurity(context: CallContext, skillId: string): Promise<void> {
  const state = typeof context === "object" && context !== null ? states.get(context) : undefined;
  if (state === undefined)
    throw a2aError(errorTable, authErrors[401], { message: "this server enforces no authentication: a skill's requirements cannot be checked" });
  const policy = state.enforcer.skill(skillId);
  if (policy === null) throw new TypeError(`checkSkillSecurity: the card has no skill ${JSON.stringify(String(skillId).slice(0, 100))}`);
  if (policy === undefined) return;
  const r = await policy.check(state.source, state.verified);
  if (!r.ok) throw a2aError(errorTable, authErrors[r.status], { message: `skill ${JSON.stringify(String(skillId).slice(0, 100))}: ${r.message}` });
}
