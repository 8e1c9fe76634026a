// The two gRPC services as the server reads them: each version's view (versions.ts) with its gRPC part,
// the kit's service table (@a2a-bindgen/kit/grpc) keyed by gRPC path. The conversions between a version's
// ProtoJSON and the v1.0 JSON types are the call path's (compat, "rest" dialect), as for HTTP+JSON.

import type { DescService } from "@bufbuild/protobuf";
import { compat } from "@a2a-bindgen/a2a/compat";
import type { Converted as RuntimeConverted } from "@a2a-bindgen/runtime";
import { type GrpcRpc, type GrpcService, grpcServiceV0_3, grpcServiceV1_0 } from "@a2a-bindgen/kit/grpc";
import type { OperationName } from "../../agent.js";
import { type VersionView, versionViews } from "../../versions.js";

export type { GrpcRpc };

/** A version's gRPC service: its descriptor and its rpcs by gRPC path ("/pkg.Service/Method"), as a call arrives. */
export interface GrpcPart {
  readonly service: DescService;
  readonly rpcs: ReadonlyMap<string, GrpcRpc>;
}

/** One protocol version as the gRPC binding reads it. */
export type GrpcVersionView = VersionView<GrpcPart>;

/** @deprecated use Converted from @a2a-bindgen/runtime (what every compat converter returns) */
export type Converted = RuntimeConverted<unknown>;

/** @deprecated the members of GrpcVersion before the one VersionView (0.2.0; `errorTable` is the view's own); the call path converts now. */
export interface GrpcVersionMembers {
  /** @deprecated use `grpc.service` */
  readonly service: DescService;
  /** @deprecated use `grpc.rpcs` */
  readonly rpcs: ReadonlyMap<string, GrpcRpc>;
  /** @deprecated A request of this version (ProtoJSON) → the v1.0 request: compat.toV1_0.rest.params on v0.3. */
  request(operation: OperationName, json: unknown): Converted;
  /** @deprecated A v1.0 response → this version's (ProtoJSON): compat.toV0_3.rest.result on v0.3. */
  response(operation: OperationName, json: unknown): Converted;
  /** @deprecated A v1.0 stream item → this version's: compat.toV0_3.rest.streamEvent on v0.3. */
  event(operation: OperationName, json: unknown): Converted;
}

/** @deprecated use GrpcVersionView */
export type GrpcVersion = GrpcVersionView & GrpcVersionMembers;

const same = (_operation: OperationName, json: unknown): Converted => ({ value: json, losses: [] });

const views = versionViews([grpcServiceV1_0.protocolVersion, grpcServiceV0_3.protocolVersion], "");

/** The view of the service's version with its gRPC part (and the deprecated members); the view's getters stay lazy. */
function viewOf(s: GrpcService, older: boolean): GrpcVersion {
  const view = views.get(s.protocolVersion) as VersionView;
  const rpcs = new Map(s.rpcs.map((r) => [r.grpcMethod, r]));
  const members: GrpcVersionMembers & { grpc: GrpcPart } = {
    grpc: { service: s.service, rpcs },
    service: s.service,
    rpcs,
    request: older ? (operation, json) => compat.toV1_0.rest.params(operation, json) : same,
    response: older ? (operation, json) => compat.toV0_3.rest.result(operation, json) : same,
    event: older ? (operation, json) => compat.toV0_3.rest.streamEvent(json, { operation }) : same,
  };
  // Descriptors, not a spread: a spread would read the lazy getters (v0.3's JSON-RPC envelope) at import.
  return Object.assign(Object.defineProperties({}, Object.getOwnPropertyDescriptors(view)), members) as GrpcVersion;
}

/** Protocol 1.0's gRPC view. */
export const grpcV1_0: GrpcVersion = viewOf(grpcServiceV1_0, false);
/** Protocol 0.3's gRPC view. */
export const grpcV0_3: GrpcVersion = viewOf(grpcServiceV0_3, true);

/** Both versions, newest first. */
export const grpcVersions: readonly GrpcVersion[] = [grpcV1_0, grpcV0_3];

/** The gRPC view of protocol `version` (Major.Minor), if served over gRPC. */
export function grpcVersion(version: string): GrpcVersion | undefined {
  return grpcVersions.find((v) => v.protocolVersion === version);
}
