// The two gRPC services as the client needs them: per protocol version, its protoc-gen-es service, its
// error table, and per v1.0 operation the rpc that carries it (the generated operations table's gRPC path
// and identity). v0.3 messages travel through the compat converters of the rest dialect (the v0.3 proto's
// ProtoJSON form, which toJson and fromJson of a2a.v1 messages speak).

import type { DescMethod, DescService } from "@bufbuild/protobuf";
import { compat, v0_3, v1_0 } from "@a2a-bindgen/a2a";
import { A2AService as service03 } from "@a2a-bindgen/a2a/es/v0_3";
import { A2AService as service10 } from "@a2a-bindgen/a2a/es/v1_0";
import type { ErrorTable } from "@a2a-bindgen/a2a/v1_0/errors";
import type { OperationName } from "@a2a-bindgen/kit";

/** The rpc that carries a v1.0 operation in one version. */
export interface GrpcRpc {
  readonly method: DescMethod;
  readonly operation: OperationName;
  readonly streaming: boolean;
}

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
  request(operation: OperationName, json: unknown): Converted;
  response(operation: OperationName, json: unknown): Converted;
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
    out.set(op.identity, { method, operation: op.identity as OperationName, streaming: op.streaming === "server_streaming" });
  }
  return out;
}

const same = (_operation: OperationName, json: unknown): Converted => ({ value: json, losses: [] });

/** Protocol 1.0: lf.a2a.v1.A2AService. */
export const wireV1_0: GrpcWireVersion = {
  protocolVersion: v1_0.protocolVersion,
  service: service10,
  errorTable: v1_0.errorTable,
  rpcs: rpcsOf(service10, v1_0.operations as unknown as Record<string, TableOperation>),
  tenant: true,
  request: same,
  response: same,
  event: same,
};

/** Protocol 0.3: a2a.v1.A2AService, through the compat converters (rest dialect). */
export const wireV0_3: GrpcWireVersion = {
  protocolVersion: v0_3.protocolVersion,
  service: service03,
  errorTable: v0_3.errorTable as unknown as ErrorTable,
  rpcs: rpcsOf(service03, v0_3.operations as unknown as Record<string, TableOperation>),
  tenant: false,
  request: (operation, json) => compat.toV0_3.rest.params(operation, json),
  response: (operation, json) => compat.toV1_0.rest.result(operation, json),
  event: (operation, json) => compat.toV1_0.rest.streamEvent(json, { operation }),
};

/** The wire version for an interface's protocol version (Major.Minor), if gRPC speaks it. */
export function wireVersion(version: string): GrpcWireVersion | undefined {
  return [wireV1_0, wireV0_3].find((v) => v.protocolVersion === version);
}
