// The view of each protocol version the server serves, gathered once: the error table, the JSON-RPC
// method map, the HTTP+JSON route tables mounted at the base path, the request validators and, for v0.3,
// the compat converters that carry a request to v1.0 and its answer back; the gRPC entry adds its service
// (`grpc`). Everything is read from the generated package; the server code never names a version, method
// or route itself.

import { compat } from "@a2a-bindgen/a2a/compat";
import * as v0_3 from "@a2a-bindgen/a2a/v0_3";
import * as v1_0 from "@a2a-bindgen/a2a/v1_0";
import type { InvalidParamsAnswer } from "@a2a-bindgen/runtime";
import { type JsonRpcMethods, type MountedRoutes, type VersionViewBase, jsonRpcMethods, mountRoutes } from "@a2a-bindgen/kit";
import type * as z from "zod/mini";

/** What the server reads of one operation of a version's table. */
export interface VersionOperation {
  /** The operation's name in this version (v0.3: "TaskSubscription"). */
  readonly name: string;
  /** Its name across versions: the v1.0 operation it is (v0.3 TaskSubscription → SubscribeToTask). */
  readonly identity: string;
  readonly streaming: boolean;
  /** The ProtoJSON request validator of this version (HTTP+JSON requests of v0.3 are validated with it before conversion). */
  readonly request: z.ZodMiniType;
}

/** The compat converters, both directions, each with a "jsonrpc" and a "rest" dialect (@a2a-bindgen/a2a/compat). */
export type Compat = typeof compat;

/**
 * One served protocol version as every binding reads it. `Grpc` is the gRPC binding's part (its service and
 * rpcs, bindings/grpc/views.ts), undefined in the views of the HTTP bindings, so that this module loads no
 * gRPC code or types.
 */
export interface VersionView<Grpc = undefined> extends VersionViewBase {
  readonly methods: JsonRpcMethods;
  /** Canonical routes first, then the rules file's alternatives, both under the base path. */
  readonly routes: readonly MountedRoutes[];
  readonly operations: Readonly<Record<string, VersionOperation>>;
  readonly invalidParams: InvalidParamsAnswer;
  /** Absent for v1.0 (the agent's own version); for v0.3 the converters of each binding's dialect. */
  readonly compat?: Compat | undefined;
  /** v0.3 JSON-RPC only: the validator of a whole request envelope (a2a.json A2ARequest, discriminated by method). */
  readonly jsonRpcEnvelope?: z.ZodMiniType | undefined;
  /** The gRPC binding's part of this version (the gRPC entry's views only). */
  readonly grpc: Grpc;
}

/** @deprecated use VersionView */
export type VersionTables = VersionView;

type GeneratedOperation = { name: string; identity: string; streaming: string; requestType: string; schemas: { request: z.ZodMiniType } };

/** `lenient`: the version's schemas with REQUIRED not checked (v0.3, whose peers leave proto-REQUIRED fields such as config_id unset; REQUIRED is checked on the converted v1.0 request). */
function operationsOf(
  table: Readonly<Record<string, GeneratedOperation>>,
  lenient?: (message: string) => z.ZodMiniType | undefined,
): Record<string, VersionOperation> {
  const out: Record<string, VersionOperation> = Object.create(null);
  for (const key of Object.keys(table)) {
    const op = table[key];
    let request: z.ZodMiniType | undefined;
    out[key] = {
      name: op.name,
      identity: op.identity,
      streaming: op.streaming === "server_streaming",
      // Looked up on first use (v0.3's lenient schemas are built then), then kept.
      get request() {
        if (request === undefined) {
          const short = op.requestType.slice(op.requestType.lastIndexOf(".") + 1);
          request = lenient?.(short) ?? op.schemas.request;
        }
        return request;
      },
    };
  }
  return out;
}

/** The generated v1.0 request validator of an operation (by its v1.0 name). */
export function v1Request(operation: string): z.ZodMiniType | undefined {
  const ops = v1_0.operations as unknown as Readonly<Record<string, GeneratedOperation>>;
  return Object.hasOwn(ops, operation) ? ops[operation].schemas.request : undefined;
}

/** True when `operation` is a v1.0 operation that streams. */
export function v1Streaming(operation: string): boolean {
  const ops = v1_0.operations as unknown as Readonly<Record<string, GeneratedOperation>>;
  return Object.hasOwn(ops, operation) && ops[operation].streaming === "server_streaming";
}

/** A v0.3 message's ProtoJSON schema with REQUIRED not checked. */
function lenientV0_3(message: string): z.ZodMiniType | undefined {
  if (!(v0_3.messageNames as readonly string[]).includes(message)) return undefined;
  return (v0_3.schemasWith({ required: "skip" }) as unknown as Record<string, z.ZodMiniType>)[message];
}

/** The protocol versions this package can serve, newest first. */
export const knownVersions: readonly string[] = [v1_0.protocolVersion, v0_3.protocolVersion];

/** The view of each version in `served` (Major.Minor), routes mounted at `basePath`. Throws naming a version it cannot serve. */
export function versionViews(served: readonly string[], basePath: string): Map<string, VersionView> {
  const out = new Map<string, VersionView>();
  for (const version of served) {
    if (version === v1_0.protocolVersion) {
      out.set(version, {
        protocolVersion: version,
        errorTable: v1_0.errorTable,
        methods: jsonRpcMethods(v1_0, [v0_3]),
        routes: [mountRoutes(v1_0.routes, basePath), mountRoutes(v1_0.alternativeRoutes, basePath)],
        operations: operationsOf(v1_0.operations as unknown as Record<string, GeneratedOperation>),
        invalidParams: v1_0.invalidParams,
        grpc: undefined,
      });
    } else if (version === v0_3.protocolVersion) {
      out.set(version, {
        protocolVersion: version,
        errorTable: v0_3.errorTable,
        methods: jsonRpcMethods(v0_3, [v1_0]),
        routes: [mountRoutes(v0_3.routes, basePath), mountRoutes(v0_3.alternativeRoutes, basePath)],
        operations: operationsOf(v0_3.operations as unknown as Record<string, GeneratedOperation>, lenientV0_3),
        invalidParams: v0_3.invalidParams,
        compat,
        grpc: undefined,
        get jsonRpcEnvelope() {
          return v0_3.jsonrpc.schemas.A2ARequest;
        },
      });
    } else {
      throw new TypeError(`cannot serve protocol version ${JSON.stringify(version)}: this server knows ${knownVersions.join(", ")}`);
    }
  }
  return out;
}
