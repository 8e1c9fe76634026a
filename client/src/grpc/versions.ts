// The two gRPC services as the client needs them: the kit's service tables (@a2a-bindgen/kit/grpc) keyed by
// the v1.0 operation each rpc carries. v0.3 messages travel through the compat converters of the rest
// dialect (the v0.3 proto's ProtoJSON form, which toJson and fromJson of a2a.v1 messages speak), loaded
// when a v0.3 transport is made (../converters.js).

import type { DescService } from "@bufbuild/protobuf";
import type { ErrorTable } from "@a2a-bindgen/a2a/v1_0/errors";
import type { OperationName } from "@a2a-bindgen/kit";
import { type GrpcRpc, type GrpcService, grpcServiceV0_3, grpcServiceV1_0 } from "@a2a-bindgen/kit/grpc";
import { convertersOf, loadConverters } from "../converters.js";

export type { GrpcRpc };

/** A converted value and what did not cross. */
export interface Converted {
  readonly value: unknown;
  readonly losses: readonly { path: string; reason: string }[];
}

/** One protocol version's service and the conversions between the v1.0 JSON types and its ProtoJSON. */
export interface GrpcWireVersion {
  readonly protocolVersion: string;
  readonly service: DescService;
  readonly errorTable: ErrorTable;
  /** v1.0 operation → its rpc; absent when the version has none (v0.3 ListTasks). */
  readonly rpcs: ReadonlyMap<string, GrpcRpc>;
  /** Whether requests carry the tenant field. */
  readonly tenant: boolean;
  /** Loads the converters `request`, `response` and `event` use (v0.3's, by a dynamic import); v1.0 loads nothing. */
  load(): Promise<void>;
  request(operation: OperationName, json: unknown): Converted;
  response(operation: OperationName, json: unknown): Converted;
  event(operation: OperationName, json: unknown): Converted;
}

/** The service's rpcs by the v1.0 operation they carry, as a call is made. */
function byOperation(s: GrpcService): Pick<GrpcWireVersion, "protocolVersion" | "service" | "errorTable" | "rpcs"> {
  return { protocolVersion: s.protocolVersion, service: s.service, errorTable: s.errorTable, rpcs: new Map(s.rpcs.map((r) => [r.operation, r])) };
}

const same = (_operation: OperationName, json: unknown): Converted => ({ value: json, losses: [] });

/** Protocol 1.0. */
export const wireV1_0: GrpcWireVersion = {
  ...byOperation(grpcServiceV1_0),
  tenant: true,
  load: () => Promise.resolve(),
  request: same,
  response: same,
  event: same,
};

/** Protocol 0.3: through the compat converters (rest dialect). */
export const wireV0_3: GrpcWireVersion = {
  ...byOperation(grpcServiceV0_3),
  tenant: false,
  load: () => loadConverters("rest").then(() => undefined),
  request: (operation, json) => convertersOf("rest").toV0_3.params(operation, json),
  response: (operation, json) => convertersOf("rest").toV1_0.result(operation, json),
  event: (operation, json) => convertersOf("rest").toV1_0.streamEvent(json, { operation }),
};

/** The wire version for an interface's protocol version (Major.Minor), if gRPC speaks it. */
export function wireVersion(version: string): GrpcWireVersion | undefined {
  return [wireV1_0, wireV0_3].find((v) => v.protocolVersion === version);
}
