// Every entry of every shipped package, by the specifier an app writes: compiled under each module
// resolution an app may use (resolution.test.ts). A `types` condition missing, or pointing at nothing,
// fails to resolve here.
import type * as runtime from "@a2a-bindgen/runtime";
import type * as runtimeRoutes from "@a2a-bindgen/runtime/routes";
import type * as runtimeProtojson from "@a2a-bindgen/runtime/protojson";
import type * as runtimeCompat from "@a2a-bindgen/runtime/compat";
import type * as a2a from "@a2a-bindgen/a2a";
import type * as v1_0 from "@a2a-bindgen/a2a/v1_0";
import type * as v1_0Routes from "@a2a-bindgen/a2a/v1_0/routes";
import type * as v1_0Errors from "@a2a-bindgen/a2a/v1_0/errors";
import type * as v0_3 from "@a2a-bindgen/a2a/v0_3";
import type * as v0_3Routes from "@a2a-bindgen/a2a/v0_3/routes";
import type * as v0_3Errors from "@a2a-bindgen/a2a/v0_3/errors";
import type * as a2aCompat from "@a2a-bindgen/a2a/compat";
import type * as plans from "@a2a-bindgen/a2a/compat/plans";
import type * as toV1_0Rest from "@a2a-bindgen/a2a/compat/to-v1_0-rest";
import type * as toV1_0Jsonrpc from "@a2a-bindgen/a2a/compat/to-v1_0-jsonrpc";
import type * as toV0_3Rest from "@a2a-bindgen/a2a/compat/to-v0_3-rest";
import type * as toV0_3Jsonrpc from "@a2a-bindgen/a2a/compat/to-v0_3-jsonrpc";
import type * as protocol from "@a2a-bindgen/a2a/protocol";
import type * as crossVersion from "@a2a-bindgen/a2a/cross-version";
import type * as esV1_0 from "@a2a-bindgen/a2a/es/v1_0";
import type * as esV0_3 from "@a2a-bindgen/a2a/es/v0_3";
import type * as kit from "@a2a-bindgen/kit";
import type * as kitGrpc from "@a2a-bindgen/kit/grpc";
import type * as kitCardSignature from "@a2a-bindgen/kit/card-signature";
import type * as client from "@a2a-bindgen/client";
import type * as clientGrpc from "@a2a-bindgen/client/grpc";
import type * as clientDoctor from "@a2a-bindgen/client/doctor";
import type * as server from "@a2a-bindgen/server";
import type * as serverNode from "@a2a-bindgen/server/node";
import type * as serverFetch from "@a2a-bindgen/server/fetch";
import type * as serverGrpc from "@a2a-bindgen/server/grpc";

// One name read from each entry: an entry resolved to the wrong file lacks it.
export type Entries = [
  runtime.JsonValue,
  runtimeRoutes.RouteTable,
  typeof runtimeProtojson.toIssues,
  runtimeCompat.Converted,
  typeof a2a.versions,
  typeof v1_0.schemas,
  typeof v1_0Routes.routes,
  typeof v1_0Errors.errorTable,
  typeof v0_3.schemas,
  typeof v0_3Routes.routes,
  typeof v0_3Errors.errorTable,
  typeof a2aCompat.compat,
  typeof plans.plans,
  typeof toV1_0Rest.toV1_0_rest,
  typeof toV1_0Jsonrpc.toV1_0_jsonrpc,
  typeof toV0_3Rest.toV0_3_rest,
  typeof toV0_3Jsonrpc.toV0_3_jsonrpc,
  typeof protocol.protocolVersions,
  typeof crossVersion.identities,
  esV1_0.Task,
  esV0_3.Task,
  typeof kit.selectInterface,
  typeof kitGrpc.encodeGrpcError,
  typeof kitCardSignature.cardSigningPayload,
  client.ClientCard,
  typeof clientGrpc.grpcTransport,
  typeof clientDoctor.runDoctor,
  server.Agent,
  typeof serverNode.nodeListener,
  typeof serverFetch.fetchHandler,
  typeof serverGrpc.startGrpcServer,
];
