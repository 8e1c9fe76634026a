// The two gRPC services as data, for the server and the client alike: per protocol version its
// protoc-gen-es service, its error table and its rpcs, each with the v1.0 operation it carries (the
// generated operations table's gRPC path and cross-version identity). How values convert is each side's.

import type { DescMethod, DescService } from "@bufbuild/protobuf";
import { A2AService as service03 } from "@a2a-bindgen/a2a/es/v0_3";
import { A2AService as service10 } from "@a2a-bindgen/a2a/es/v1_0";
import * as v0_3 from "@a2a-bindgen/a2a/v0_3";
import * as v1_0 from "@a2a-bindgen/a2a/v1_0";
import type { ErrorTable } from "@a2a-bindgen/a2a/v1_0/errors";
import type { OperationName } from "../operations.js";

/** One rpc of a service: its descriptor, its gRPC path and the v1.0 operation it carries. */
export interface GrpcRpc {
  readonly method: DescMethod;
  /** "/pkg.Service/Method" */
  readonly grpcMethod: string;
  /** The v1.0 operation (the cross-version identity). */
  readonly operation: OperationName;
  readonly streaming: boolean;
}

/** One protocol version's gRPC service. */
export interface GrpcService {
  readonly protocolVersion: string;
  readonly service: DescService;
  readonly errorTable: ErrorTable;
  readonly rpcs: readonly GrpcRpc[];
}

interface TableOperation {
  readonly grpcMethod: string;
  readonly identity: string;
  readonly streaming: string;
}

function rpcsOf(service: DescService, operations: Readonly<Record<string, TableOperation>>): GrpcRpc[] {
  return Object.values(operations).map((op) => {
    const method = service.methods.find((m) => `/${service.typeName}/${m.name}` === op.grpcMethod);
    if (method === undefined) throw new TypeError(`the es output of ${service.typeName} has no rpc ${op.grpcMethod}`);
    return { method, grpcMethod: op.grpcMethod, operation: op.identity as OperationName, streaming: op.streaming === "server_streaming" };
  });
}

/** Protocol 1.0: its A2AService. */
export const grpcServiceV1_0: GrpcService = {
  protocolVersion: v1_0.protocolVersion,
  service: service10,
  errorTable: v1_0.errorTable,
  rpcs: rpcsOf(service10, v1_0.operations as unknown as Record<string, TableOperation>),
};

/** Protocol 0.3: its A2AService. */
export const grpcServiceV0_3: GrpcService = {
  protocolVersion: v0_3.protocolVersion,
  service: service03,
  errorTable: v0_3.errorTable as unknown as ErrorTable,
  rpcs: rpcsOf(service03, v0_3.operations as unknown as Record<string, TableOperation>),
};
