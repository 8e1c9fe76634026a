// One per-version view (issue 36): the server's and the client's VersionView extend the kit's
// VersionViewBase and name the same things alike, as the generated modules do (protocolVersion, errorTable).
import type { VersionView as ClientVersionView } from "@a2a-bindgen/client";
import type { VersionViewBase } from "@a2a-bindgen/kit";
import type { VersionView as ServerVersionView } from "@a2a-bindgen/server/grpc";
import { type GrpcVersionView, grpcV0_3 } from "@a2a-bindgen/server/grpc";

declare const client: ClientVersionView;
declare const http: ServerVersionView;
declare const grpc: GrpcVersionView;

// Correct uses: every view is a VersionViewBase; the same members by the same names.
const views: VersionViewBase[] = [client, http, grpc, grpcV0_3];
const versions: string[] = [client.protocolVersion, http.protocolVersion, grpc.protocolVersion];
const codes: number[] = [client.errorTable, http.errorTable, grpc.errorTable].map((t) => t.errorBindings.jsonrpc.httpStatus);
void views;
void versions;
void codes;

// Misuses: the old member names are gone (they never shipped).
// @ts-expect-error the client's view calls it protocolVersion
void client.version;
// @ts-expect-error the server's view calls it errorTable
void http.errors;
