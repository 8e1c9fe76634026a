// @a2a-bindgen/kit/grpc: the binary part of errors per binding (google.rpc.Status in
// grpc-status-details-bin). Its own entry, so that HTTP-only users never load @bufbuild/protobuf.

export { decodeGrpcError, encodeGrpcError, grpcStatusDetails, statusDetailsBase64 } from "./errors.js";
export type { GrpcErrorAnswer, GrpcErrorInput } from "./errors.js";
export { decodeErrorInfo, decodeRpcStatus, encodeErrorInfo, encodeRpcStatus } from "./status.js";
export type { AnyMessage, BinaryErrorInfo, RpcStatus } from "./status.js";
export { grpcServiceV0_3, grpcServiceV1_0 } from "./services.js";
export type { GrpcRpc, GrpcService } from "./services.js";
export { grpcStatusName, grpcStatusNames } from "./status-names.js";
