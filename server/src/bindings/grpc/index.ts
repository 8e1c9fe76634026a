// @a2a-bindgen/server/grpc: the gRPC binding (Node only: connect-node over node:http2). Both services,
// lf.a2a.v1.A2AService (v1.0) and a2a.v1.A2AService (v0.3), on one port, with the same Agent and the same
// call path as the HTTP bindings. Its own entry, so that HTTP-only users never load @bufbuild/protobuf or connect.

export { grpcFailure } from "./errors.js";
export { inTable } from "../../answer.js";
export { clientCertificateKey, type GrpcOptions, grpcRoutes, repeatedMetadataKey } from "./routes.js";
export type { CloseOptions } from "../../shutdown.js";
export type { GrpcUrlForm } from "../../interface-url.js";
export type { VersionView } from "../../versions.js";
export { type GrpcServer, type GrpcServerOptions, type GrpcTlsOptions, grpcHandler, startGrpcServer } from "./serve.js";
export {
  type Converted,
  type GrpcPart,
  type GrpcRpc,
  type GrpcVersion,
  type GrpcVersionMembers,
  type GrpcVersionView,
  grpcV0_3,
  grpcV1_0,
  grpcVersion,
  grpcVersions,
} from "./views.js";
