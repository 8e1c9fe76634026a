// @a2a-bindgen/kit: the A2A behaviour a server or client needs around the generated tables.
// A2A facts (codes, header names, version rules) come from @a2a-bindgen/a2a, never from literals here.

export { kitVersion } from "./version.js";

// select: version negotiation, interface selection, service parameters, tenant and fallbacks.
export { negotiateVersion, normalizeVersion } from "./negotiate.js";
export type { NegotiateInput, Negotiated, VersionNotSupported, VersionSource } from "./negotiate.js";
export { readInterfaces, selectInterface, versionParameterName } from "./interfaces.js";
export type { CardInterface, CardInterfaces, NoInterface, SelectedInterface, Speaks } from "./interfaces.js";
export {
  activatedExtensions,
  cardExtensions,
  checkRequiredExtensions,
  ExtensionUriError,
  extensionParameters,
  formatExtensions,
  parseExtensions,
  readExtensions,
} from "./extensions.js";
export type { Carrier, ExtensionSupportRequired } from "./extensions.js";
export { readParameter, readQuery } from "./parameters.js";
export type { ParameterCarrier, QueryCarrier } from "./parameters.js";
export { resolveTenant } from "./tenant.js";
export type { ResolvedTenant } from "./tenant.js";
export { fallbackPlan, isA2AErrorBody, isMethodError, tryInOrder } from "./fallback.js";
export type { Answer, FallbackForm, FallbackPlan, Tried } from "./fallback.js";
// end select
