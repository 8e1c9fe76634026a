// @a2a-bindgen/kit: the A2A behaviour a server or client needs around the generated tables.
// A2A facts (codes, header names, version rules) come from @a2a-bindgen/a2a, never from literals here.

export { kitVersion } from "./version.js";
export type { VersionViewBase } from "./version-view.js";

// wire: request assembly, base paths, JSON-RPC envelopes, SSE.
export { assembleRequest } from "./request.js";
export type { AssembledRequest, RequestConflict, RequestMatch } from "./request.js";
export { BasePathError, basePathOf, mountRoutes, normalizeBasePath, stripBasePath } from "./mount.js";
export type { MountedRoutes, NotMounted } from "./mount.js";
export { isNumberToken, rawIdText } from "./jsonrpc/id.js";
export { kindOf, parseRequest, parseResponse, readRequest, readResponse } from "./jsonrpc/parse.js";
export { JsonRpcSerializeError, serializeError, serializeRequest, serializeResult, withHint } from "./jsonrpc/serialize.js";
export { jsonRpcMethods } from "./jsonrpc/methods.js";
export type { JsonRpcMethods, JsonRpcOperationInfo, JsonRpcVersionTable, MethodLookup } from "./jsonrpc/methods.js";
export type {
  JsonRpcErrorObject,
  JsonRpcId,
  JsonRpcIdEcho,
  JsonRpcRequest,
  ParsedRequest,
  ParsedResponse,
  StandardError,
  StandardErrors,
} from "./jsonrpc/types.js";
export { DEFAULT_MAX_EVENT_SIZE, SseDecoder, SseError } from "./sse/decode.js";
export type { SseDecodeOptions, SseEvent } from "./sse/decode.js";
export { decodeSse } from "./sse/stream.js";
export type { SseSource } from "./sse/stream.js";
export { SseEncodeError, encodeSseEvent } from "./sse/encode.js";
export type { SseEventInit } from "./sse/encode.js";
export { decodeA2aStream, encodeStreamError, encodeStreamResponse, readStreamEvent } from "./sse/a2a.js";
export type { StreamBinding, StreamErrorForm, StreamItem } from "./sse/a2a.js";
// end wire

// errors: per binding, from a generated error table (the gRPC binary form: @a2a-bindgen/kit/grpc).
export * from "./errors/index.js";

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
export { disablingCapability } from "./capabilities.js";
export type { DisablingCapability } from "./capabilities.js";
export { fallbackPlan, isA2AErrorBody, isMethodError, tryInOrder } from "./fallback.js";
export type { Answer, FallbackForm, FallbackPlan, Tried } from "./fallback.js";
// end select

// bind: the plain failures of the select and envelope pieces as A2A errors of a version's table; v0.3 streams through compat.
export { answerError, extensionSupportRequiredError, invalidEnvelopeError, versionNotSupportedError } from "./answers.js";
export type { InvalidEnvelope, PlainFailure } from "./answers.js";
export { decodeCompatStream, encodeCompatStreamResponse } from "./sse/compat.js";
export type { CompatStreamItem, CompatStreamLine, CompatStreamOptions, StreamConverters } from "./sse/compat.js";
// end bind

// operations: the v1.0 operations as types, for handlers and calls.
export type {
  Binding,
  IsStreaming,
  OperationName,
  RequestOf,
  ResponseOf,
  StreamingOperationName,
  UnaryOperationName,
} from "./operations.js";

// net: the special-purpose address blocks and what a host names (SSRF checks for push and cards).
export * from "./net/index.js";
export { oneLine } from "./text.js";
// untrusted JSON: a plain object and its own properties (one definition for the kit, the server and the client).
export { isObject, own } from "./object.js";

// card signatures: what an AgentCardSignature signs (RFC 8785 JCS of the card without its signatures).
// cardSigningPayload and canonicalJson (RFC 8785) are the entry "@a2a-bindgen/kit/card-signature": apart, so that
// a client bundle loads them only with the chunk that checks signatures.
export { cardSignaturesField } from "./card-signature-field.js";

// telemetry: the OpenTelemetry names both sides use, and the request id header.
export {
  attributes,
  durationBuckets,
  spanNames,
  streamEventName,
  clientMetricSpecs,
  keptRequestId,
  metricSpecs,
  requestIdHeader,
  schemaUrl,
  semconvVersion,
} from "./telemetry.js";
export type { MetricSpec } from "./telemetry.js";
