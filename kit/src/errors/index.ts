// Errors per binding, from a generated error table: the typed error, the JSON-RPC and HTTP+JSON encoders
// and decoders. The binary gRPC form is in @a2a-bindgen/kit/grpc, so HTTP-only users never load protobuf.

export { A2AError, a2aError, allErrors, errorInfoDetail, findError } from "./error.js";
export type { A2AErrorOptions, ErrorDetail, ErrorInfo, ErrorSpec, ErrorTable } from "./error.js";
export type { AmbiguousError, DecodeBasis, DecodedError, DecodeResult, ErrorBinding, HeadersInput, NotA2AError } from "./decoded.js";
export { decodeJsonRpcError, encodeJsonRpcError, maxDecodedMessage } from "./jsonrpc.js";
export type { JsonRpcErrorInput, JsonRpcErrorObject } from "./jsonrpc.js";
export { decodeHttpError, encodeHttpError } from "./http.js";
export type { HttpErrorAnswer, HttpErrorInput } from "./http.js";
