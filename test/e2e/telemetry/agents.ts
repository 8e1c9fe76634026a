// Agents on real servers for the telemetry tests: an A2A server for one binding (node:http for JSON-RPC and
// HTTP+JSON, startGrpcServer for gRPC) on 127.0.0.1, port 0, and a client transport for it. What a span
// names (its rpc.method, its route template) is read from the generated tables, by operation and version.

import { operations as v0_3Operations } from "@a2a-bindgen/a2a/v0_3";
import { operations as v1_0Operations } from "@a2a-bindgen/a2a/v1_0";
import { grpcTransport } from "@a2a-bindgen/client/grpc";
import { httpJsonTransport, jsonRpcTransport, type Transport } from "@a2a-bindgen/client";
import type { Binding } from "@a2a-bindgen/kit";
import type { Agent, ServerOptions } from "@a2a-bindgen/server";
import { startGrpcServer } from "@a2a-bindgen/server/grpc";
import { startNodeServer } from "@a2a-bindgen/server/node";
import { bareCard } from "../../support/cards.ts";

export type Version = "1.0" | "0.3";

/** A running server of one binding: where its clients go, its port, and close(). */
export interface Served {
  readonly url: string;
  readonly port: number;
  close(): Promise<void>;
}

/** Serves `agent` on `binding` (both versions), with `extra` server options (the telemetry option, say). */
export async function serve(binding: Binding, agent: Agent, name: string, extra: Partial<ServerOptions> = {}): Promise<Served> {
  const card = bareCard(name, `the ${name} agent`, { streaming: true, pushNotifications: true });
  if (binding === "grpc") {
    const s = await startGrpcServer({ agent, card, ...(extra as object) });
    return { url: s.address, port: s.port, close: () => s.close() };
  }
  const s = await startNodeServer({ server: { agent, card, ...extra } });
  return { url: s.url, port: s.port, close: () => s.close() };
}

/** A client transport of `binding` at `version` to a server `serve` started. */
export function transportTo(binding: Binding, served: Served, version: Version): Transport & { close?(): void } {
  const target = { url: served.url, protocolVersion: version, tenant: undefined, timeoutMs: 10_000 };
  if (binding === "grpc") return grpcTransport(target);
  return binding === "jsonrpc" ? jsonRpcTransport(target) : httpJsonTransport(target);
}

/** The table row of `operation` (its v1.0 name) at `version`. */
function rowOf(operation: string, version: Version) {
  const table = (version === "1.0" ? v1_0Operations : v0_3Operations) as unknown as Record<
    string,
    { identity: string; jsonRpcMethod: string | null; grpcMethod: string; http: readonly { method: string; template: string }[] }
  >;
  const row = Object.values(table).find((o) => o.identity === operation);
  if (row === undefined) throw new Error(`no ${operation} at ${version}`);
  return row;
}

/**
 * What OpenTelemetry's conventions (semconv 1.40) call the call on the wire: `rpc.method` for JSON-RPC (the
 * method name) and gRPC (the fully-qualified "package.Service/Method", no leading slash), the HTTP method
 * and route template (the primary binding, no tenant) for HTTP+JSON.
 */
export function wireNames(binding: Binding, operation: string, version: Version): { rpcMethod?: string; httpMethod?: string; route?: string } {
  const row = rowOf(operation, version);
  if (binding === "jsonrpc") return { rpcMethod: row.jsonRpcMethod ?? undefined };
  if (binding === "grpc") return { rpcMethod: row.grpcMethod.replace(/^\//, "") };
  const primary = row.http[0];
  if (primary === undefined) throw new Error(`${operation} has no HTTP binding at ${version}`);
  return { httpMethod: primary.method, route: primary.template };
}

/** A user message with one text part. */
export const userMessage = (text: string, messageId: string) => ({ messageId, role: "ROLE_USER" as const, parts: [{ text }] });
