// The kit's gRPC entry, loaded only when a probe is answered over gRPC: @bufbuild/protobuf, which it needs,
// is an optional peer (an app that never speaks gRPC installs none), so the doctor's entry must not load it.
// Without it the doctor stops with what to install, not with a resolution error from deep in the graph.

import type { DecodeResult, ErrorTable } from "@a2a-bindgen/kit";

/** What the doctor uses of @a2a-bindgen/kit/grpc (typed here: the entry's declarations name protobuf's types). */
export interface GrpcKit {
  decodeGrpcError(table: ErrorTable, input: { code: number; message: string; trailers: Readonly<Record<string, string>> }): DecodeResult;
}

/** The command that installs what reading a gRPC answer needs. */
export const grpcKitInstall = "npm i @bufbuild/protobuf";

function missingModule(e: unknown): boolean {
  const code = (e as { code?: unknown } | null)?.code;
  return code === "ERR_MODULE_NOT_FOUND" || code === "MODULE_NOT_FOUND";
}

let loading: Promise<GrpcKit> | undefined;

/** @a2a-bindgen/kit/grpc, imported on first use; missing @bufbuild/protobuf is an Error naming the install command. */
export function grpcKit(): Promise<GrpcKit> {
  loading ??= import("@a2a-bindgen/kit/grpc").catch((e: unknown) => {
    loading = undefined;
    if (!missingModule(e)) throw e;
    throw new Error(
      `the doctor reads gRPC answers with @a2a-bindgen/kit/grpc, which needs @bufbuild/protobuf (an optional peer, not installed here): ${grpcKitInstall}; or pass --binding to check another binding (${(e as Error).message})`,
      { cause: e },
    );
  });
  return loading;
}
