// The two gRPC services as tables: for each protocol version, its protoc-gen-es service, its error table,
// and per rpc the v1.0 operation it stands for (the generated operations table's gRPC path and identity).
// v0.3 messages travel through the generated compat converters of the rest dialect: the v0.3 proto's
// ProtoJSON form, which is what toJson of an a2a.v1 message gives.

import type { DescMethod, DescService } from "@bufbuild/protobuf";
import { compat, v0_3, v1_0 } from "@a2a-bindgen/a2a";
import { A2AService as service03 } from "@a2a-bindgen/a2a/es/v0_3";
import { A2AService as service10 } from "@a2a-bindgen/a2a/es/v1_0";
import type { ErrorTable } from "@a2a-bindgen/a2a/v1_0/errors";
import type { OperationName } from "../agent.js";

/** One rpc of a service: its descriptor and the v1.0 operation it stands for. */
export interface GrpcRpc {
  readonly method: DescMethod;
  /** The v1.0 operation (the cross-version identity). */
  readonly operation: OperationName;
  readonly streaming: boolean;
}

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

interface TableOperation {
  readonly grpcMethod: string;
  readonly identity: string;
  readonly streaming: string;
}

function rpcsOf(service: DescService, operations: Readonly<Record<string, TableOperation>>): Map<string, GrpcRpc> {
  const out = new Map<string, GrpcRpc>();
  for (const op of Object.values(operations)) {
    const method = service.methods.find((m) => `/${service.typeName}/${m.name}` === op.grpcMethod);
    if (method === undefined) throw new TypeError(`the es output of ${service.typeName} has no rpc ${op.grpcMethod}`);
    out.set(op.grpcMethod, { method, operation: op.identity as OperationName, streaming: op.streaming === "server_streaming" });
  }
  return out;
}

const same = (_operation: OperationName, json: unknown): Converted => ({ value: json, losses: [] });

/** Protocol 1.0: lf.a2a.v1.A2AService, the v1.0 JSON types as they are. */
export const grpcV1_0: GrpcVersion = {
  protocolVersion: v1_0.protocolVersion,
  service: service10,
  errorTable: v1_0.errorTable,
  rpcs: rpcsOf(service10, v1_0.operations as unknown as Record<string, TableOperation>),
  request: same,
  response: same,
  event: same,
};

/** Protocol 0.3: a2a.v1.A2AService, through the compat converters (rest dialect). */
export const grpcV0_3: GrpcVersion = {
  protocolVersion: v0_3.protocolVersion,
  service: service03,
  errorTable: v0_3.errorTable as unknown as ErrorTable,
  rpcs: rpcsOf(service03, v0_3.operations as unknown as Record<string, TableOperation>),
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
