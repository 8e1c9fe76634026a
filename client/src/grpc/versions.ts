// Deprecated: the gRPC binding's own per-version view, kept for one release (until 0.3.0). The client now
// has one per-version view for every binding, gRPC included (VersionView, versionView from
// @a2a-bindgen/client), and the gRPC services by version are the kit's (@a2a-bindgen/kit/grpc). These
// shims are built on them and hold no logic of their own.

import type { DescService } from "@bufbuild/protobuf";
import type { ErrorTable } from "@a2a-bindgen/a2a/v1_0/errors";
import type { Converted as RuntimeConverted } from "@a2a-bindgen/runtime";
import type { OperationName } from "@a2a-bindgen/kit";
import { type GrpcRpc, type GrpcService, grpcServiceV0_3, grpcServiceV1_0 } from "@a2a-bindgen/kit/grpc";
import { versionView } from "../version-view.js";

export type { GrpcRpc };

/** @deprecated use `Converted` from @a2a-bindgen/runtime (`Converted<unknown>`); removed in 0.3.0. */
export type Converted = RuntimeConverted<unknown>;

/**
 * @deprecated use `VersionView` (`versionView(version)` from @a2a-bindgen/client) for the conversions and
 * `grpcServiceV1_0`/`grpcServiceV0_3` from @a2a-bindgen/kit/grpc for the service; removed in 0.3.0.
 */
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

function legacy(s: GrpcService, tenant: boolean): GrpcWireVersion {
  const view = () => {
    const v = versionView(s.protocolVersion);
    if (v === null) throw new Error(`the tables have no protocol ${s.protocolVersion}`);
    return v;
  };
  return {
    protocolVersion: s.protocolVersion,
    service: s.service,
    errorTable: s.errorTable,
    rpcs: new Map(s.rpcs.map((r) => [r.operation, r])),
    tenant,
    load: () => view().load("rest"),
    request: (operation, json) => view().request(operation, "rest", json),
    response: (operation, json) => view().response(operation, "rest", json),
    event: (operation, json) => view().event(operation, "rest", json),
  };
}

/** @deprecated see GrpcWireVersion; removed in 0.3.0. */
export const wireV1_0: GrpcWireVersion = legacy(grpcServiceV1_0, true);

/** @deprecated see GrpcWireVersion; removed in 0.3.0. */
export const wireV0_3: GrpcWireVersion = legacy(grpcServiceV0_3, false);

/** @deprecated use `versionView` from @a2a-bindgen/client; removed in 0.3.0. */
export function wireVersion(version: string): GrpcWireVersion | undefined {
  return [wireV1_0, wireV0_3].find((v) => v.protocolVersion === version);
}
