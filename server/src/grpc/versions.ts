// The two gRPC services as the server needs them: the kit's service tables (@a2a-bindgen/kit/grpc) keyed by
// gRPC path, with the conversions from each version's ProtoJSON to the v1.0 JSON types and back.

import type { DescService } from "@bufbuild/protobuf";
import { compat } from "@a2a-bindgen/a2a/compat";
import type { ErrorTable } from "@a2a-bindgen/a2a/v1_0/errors";
import { type GrpcRpc, type GrpcService, grpcServiceV0_3, grpcServiceV1_0 } from "@a2a-bindgen/kit/grpc";
import type { OperationName } from "../agent.js";

export type { GrpcRpc };

/** A converted value and what it lost on the way. */
export interface Converted {
  readonly value: unknown;
  readonly losses: readonly { path: string; reason: string }[];
}

/** One protocol version's service and the conversions between its ProtoJSON and the v1.0 JSON types. */
export interface GrpcVersion {
  readonly protocolVersion: string;
  readonly service: DescService;
  readonly errorTable: ErrorTable;
  /** gRPC path ("/pkg.Service/Method") → rpc. */
  readonly rpcs: ReadonlyMap<string, GrpcRpc>;
  /** A request of this version (ProtoJSON) → the v1.0 request. */
  request(operation: OperationName, json: unknown): Converted;
  /** A v1.0 response → this version's (ProtoJSON). */
  response(operation: OperationName, json: unknown): Converted;
  /** A v1.0 stream item → this version's. */
  event(operation: OperationName, json: unknown): Converted;
}

/** The service's rpcs by gRPC path, as a call arrives. */
function byPath(s: GrpcService): Pick<GrpcVersion, "protocolVersion" | "service" | "errorTable" | "rpcs"> {
  return { protocolVersion: s.protocolVersion, service: s.service, errorTable: s.errorTable, rpcs: new Map(s.rpcs.map((r) => [r.grpcMethod, r])) };
}

const same = (_operation: OperationName, json: unknown): Converted => ({ value: json, losses: [] });

/** Protocol 1.0: the v1.0 JSON types as they are. */
export const grpcV1_0: GrpcVersion = { ...byPath(grpcServiceV1_0), request: same, response: same, event: same };

/** Protocol 0.3: through the compat converters (rest dialect: the v0.3 proto's ProtoJSON, which toJson of its messages gives). */
export const grpcV0_3: GrpcVersion = {
  ...byPath(grpcServiceV0_3),
  request: (operation, json) => compat.toV1_0.rest.params(operation, json),
  response: (operation, json) => compat.toV0_3.rest.result(operation, json),
  event: (operation, json) => compat.toV0_3.rest.streamEvent(json, { operation }),
};

/** Both versions, newest first. */
export const grpcVersions: readonly GrpcVersion[] = [grpcV1_0, grpcV0_3];

/** The version whose protocol version is `version` (Major.Minor), if served over gRPC. */
export function grpcVersion(version: string): GrpcVersion | undefined {
  return grpcVersions.find((v) => v.protocolVersion === version);
}
