// @a2a-bindgen/client/grpc: the gRPC Transport (Node only: connect-node over node:http2), v1.0 and v0.3,
// v1.0 types to the caller. Its own entry, so that HTTP-only users never load @bufbuild/protobuf or connect.
// Pass it to the client as the transport factory of the "grpc" binding. The binding lives in
// ../bindings/grpc/ beside the others.

export { TransportError } from "../errors.js";
export { StreamCutError } from "../stream-cut.js";
export type { TransportFailure } from "../errors.js";
export { grpcFactory, grpcTransport } from "../bindings/grpc/transport.js";
export type { GrpcCallMeta, GrpcCallOptions, GrpcTransport } from "../bindings/grpc/transport.js";
export type { GrpcSettings, GrpcTls } from "../bindings/grpc/tls.js";
export { versionView } from "../version-view.js";
export type { VersionOperation, VersionView } from "../version-view.js";
// Deprecated for one release (until 0.3.0): the gRPC binding's own per-version view.
export { wireV0_3, wireV1_0, wireVersion } from "./versions.js";
export type { Converted, GrpcRpc, GrpcWireVersion } from "./versions.js";
