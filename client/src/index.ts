// @a2a-bindgen/client: the reference A2A client, built only from the generated tables and the kit.

export type { CallMeta, CallOptions, Transport, TransportFactory, TransportTarget } from "./transport.js";
export { A2AClient, capabilityError, cardUrlOf, clientForCard, connect, fetchCard, locateCard, NoInterfaceError } from "./client.js";
export type { ChosenInterface, ConnectOptions, LocatedCard } from "./client.js";
export { bindingOfName } from "./common.js";
export type { BindingName } from "./common.js";
export { readCard } from "./card.js";
export type { AgentCardV0_3, AgentCardV1_0, ClientCard } from "./card.js";
export { isA2AError, TransportError } from "./errors.js";
export { parseChallenges } from "./auth/challenge.js";
export type { Challenge, ParsedChallenges } from "./auth/challenge.js";
export type { CredentialProvider, CredentialRequest, CredentialsByScheme, CredentialValue, Presented, SchemeKind } from "./auth/credentials.js";
export { defaultCardAlgorithms, verifyCardSignatures } from "./signature.js";
export type { CardKeys, CardVerification } from "./signature.js";
export type { TransportFailure } from "./errors.js";
export { jsonRpcFactory, jsonRpcTransport } from "./jsonrpc.js";
export { httpJsonFactory, httpJsonTransport } from "./rest.js";
export type { HttpTransportSettings } from "./common.js";
