// @a2a-bindgen/client: the reference A2A client, built only from the generated tables and the kit.

export type { CallMeta, CallOptions, Transport, TransportFactory, TransportTarget } from "./transport.js";
export type { CallInfo, CallOutcome, Interceptor } from "./call/interceptors.js";
export type { ClientTelemetryOptions } from "./telemetry.js";
export { A2AClient, capabilityError, clientForCard, connect, NoInterfaceError } from "./client.js";
export type { ChosenInterface, ConnectOptions } from "./client.js";
export { cardUrlOf, fetchCard, locateCard } from "./card-fetch.js";
export type { LocatedCard } from "./card-fetch.js";
export { bindingOfName } from "./bindings/names.js";
export type { BindingName } from "./bindings/names.js";
export { readCard } from "./card.js";
export type { AgentCardV0_3, AgentCardV1_0, ClientCard } from "./card.js";
export { isA2AError, TransportError } from "./errors.js";
export { StreamCutError } from "./stream-cut.js";
export type { StreamCut, StreamCutAt } from "./stream-cut.js";
export { parseChallenges } from "./auth/challenge.js";
export type { Challenge, ParsedChallenges } from "./auth/challenge.js";
export type { CredentialProvider, CredentialRequest, CredentialsByScheme, CredentialValue, Presented, SchemeKind } from "./auth/credentials.js";
export { defaultCardAlgorithms, verifyCardSignatures } from "./signature.js";
export type { CardKeys, CardVerification } from "./signature.js";
export type { TransportFailure } from "./errors.js";
export { jsonRpcFactory, jsonRpcTransport } from "./bindings/jsonrpc/transport.js";
export { httpJsonFactory, httpJsonTransport } from "./bindings/http-json/transport.js";
export type { HttpTransportSettings } from "./http.js";
export { versionView } from "./version-view.js";
export type { Converted, Dialect, VersionOperation, VersionView } from "./version-view.js";
/** The v1.0 message types (types.Message, types.Task, types.Role, …): a message built apart from the call is typed by them. */
export type { types } from "@a2a-bindgen/a2a/v1_0";
