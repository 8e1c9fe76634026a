// A call's context and the service parameters it carries (extensions), made the same way for every binding.

import { serviceParameters } from "@a2a-bindgen/a2a/protocol";
import { activatedExtensions, readExtensions } from "@a2a-bindgen/kit";
import type { Binding, CallContext } from "../agent.js";
import type { ServerRequest } from "../answer.js";
import type { CallPrincipal } from "../auth/policy.js";
import { onAbort } from "../gone.js";

/**
 * Where a call came from, as every binding decodes it: the target (a gRPC call's is its path, without a
 * query), the service parameters (HTTP headers or gRPC metadata, names lowercased), the caller's signal,
 * the verified client certificate and the repeated names. A ServerRequest is one.
 */
export type CallSource = Pick<ServerRequest, "path" | "headers" | "signal" | "onGone" | "clientCertificate" | "repeatedHeaders"> & {
  /** The call's request id: the caller's X-Request-Id when kept (kit keptRequestId), else one made at the edge; every answer carries it. */
  readonly requestId?: string | undefined;
  /** Told when the request reaches the call path (runCall): the edge then records nothing of its own for it. */
  called?(): void;
};

/** The query of a request target, without "?". */
export function queryOf(target: string): string {
  const q = target.indexOf("?");
  return q === -1 ? "" : target.slice(q + 1);
}

export function tenantOf(request: unknown): string | undefined {
  if (typeof request !== "object" || request === null || !Object.hasOwn(request, "tenant")) return undefined;
  const t = (request as Record<string, unknown>).tenant;
  return typeof t === "string" && t !== "" ? t : undefined;
}

const none: Record<string, string> = Object.freeze({}) as Record<string, string>;

/** The answer's parameter naming the activated extensions, name lowercased (as headers and metadata keys arrive). */
export function extensionHeader(activated: readonly string[], version: string, carrier: "headers" | "metadata"): Record<string, string> {
  if (activated.length === 0) return none;
  const a = activatedExtensions(activated, { version, carrier });
  return a === null ? none : { [a.name.toLowerCase()]: a.value };
}

type ByVersion = Readonly<Record<string, { read: readonly { headers: string }[] }>>;
/** The extensions parameter's names each version reads, lowercased (headers and metadata arrive so). */
const extensionNames = new Map<string, readonly string[]>(
  Object.entries(serviceParameters.extensions.byVersion as ByVersion).map(([v, n]) => [v, n.read.map((r) => r.headers.toLowerCase())] as const),
);

/** The extensions a call declares; none without reading when no parameter of theirs is present. */
export function declaredExtensions(headers: Readonly<Record<string, string>>, version: string, carrier: "headers" | "metadata"): string[] {
  const names = extensionNames.get(version);
  if (names !== undefined && !names.some((n) => Object.hasOwn(headers, n))) return [];
  return readExtensions(headers, { version, carrier });
}

/** A call's context: a class, so that making one per call is a plain allocation (an object literal with a getter is not). */
export class Context implements CallContext {
  readonly headers: Readonly<Record<string, string>>;
  readonly requestId: string | undefined;
  /** Works unbound too (`const { activateExtension } = context`). */
  readonly activateExtension: (uri: string) => void;
  constructor(
    readonly protocolVersion: string,
    readonly binding: Binding,
    readonly tenant: string | undefined,
    readonly extensions: readonly string[],
    activated: string[],
    private readonly source: CallSource,
    readonly principal: CallPrincipal | undefined,
    readonly owner: string,
  ) {
    this.headers = source.headers;
    this.requestId = source.requestId;
    this.activateExtension = (uri) => {
      if (typeof uri === "string" && !activated.includes(uri)) activated.push(uri);
    };
  }
  // Read when the agent asks: an adapter may make its signal on first use. A call without one (made by
  // hand) gets its own, never aborted: not one shared by every such call, where listeners would pile up.
  get signal(): AbortSignal {
    return this.source.signal ?? (this.#unheard ??= new AbortController().signal);
  }
  #unheard: AbortSignal | undefined;
  onGone(listener: () => void): () => void {
    if (this.source.onGone !== undefined) return this.source.onGone(listener);
    // Nothing to hear the caller by: nothing to listen to.
    if (this.source.signal === undefined) return () => {};
    return onAbort(this.source.signal, listener);
  }
}
