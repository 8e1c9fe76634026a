// Serving the OpenAPI documents (option `openapi`): GET or HEAD `<path>/<version>.json` answers the
// generated document of that version with the deployment's servers and security, for each served version
// whose HTTP+JSON interface the card declares. Public, like the card it is made from: it holds what the
// card holds and nothing else (no credential of `auth`, not the extended card). The generated documents are
// loaded by import() on the first request for each (never when the option is off) and each served document
// is built once. The card's security is mapped when the server is built, so a card OpenAPI cannot state
// fails at start, naming `openapi`.

import { protocolVersion as v0_3 } from "@a2a-bindgen/a2a/v0_3";
import { type types, protocolVersion as v1_0, schemas } from "@a2a-bindgen/a2a/v1_0";
import type { OperationName } from "../agent.js";
import type { BodyAnswer } from "../answer.js";
import type { RoutedVersion } from "../health.js";
import { rpcOfOperationId, servedDocument } from "./document.js";
import { documentPath, openApiPath } from "./option.js";
import { documentSecurity } from "./security.js";
import { serversOf } from "./servers.js";

/** The generated document of each version, loaded when first asked for (a separate chunk for bundlers). */
const generated: Readonly<Record<string, () => Promise<{ default: unknown }>>> = {
  [v1_0]: () => import("@a2a-bindgen/a2a/v1_0/openapi.json", { with: { type: "json" } }),
  [v0_3]: () => import("@a2a-bindgen/a2a/v0_3/openapi.json", { with: { type: "json" } }),
};

/** The operation whose card is served only to authenticated callers (typed by the generated operations table). */
const extendedCardOperation: OperationName = "GetExtendedAgentCard";

/** What the documents are made from, of one served version: its routes and its operations (name, v1.0 identity). */
export interface DocumentedVersion extends RoutedVersion {
  readonly operations: Readonly<Record<string, { readonly name: string; readonly identity: string }>>;
}

/** The document route of a server. */
export interface OpenApiRoute {
  /** Whether `path` (without its query) is a document's path. */
  owns(path: string): boolean;
  /** The answer to `method` on `path` when it is a GET or HEAD of a document's path, else undefined. */
  answer(method: string, path: string): Promise<BodyAnswer> | undefined;
}

/** The card in its canonical ProtoJSON form (JSON names), which the mapping reads; as given if it does not parse. */
function canonical(card: types.AgentCard): types.AgentCard {
  const parsed = schemas.AgentCard.safeParse(card);
  return parsed.success ? (parsed.data as types.AgentCard) : card;
}

/**
 * The document route under the `openapi` option, or undefined when it is off. Throws a TypeError naming
 * `openapi` for a value or path that cannot be served, or a card security OpenAPI 3.1 cannot state.
 */
export function openApiRoute(option: unknown, basePath: string, views: readonly DocumentedVersion[], card: types.AgentCard): OpenApiRoute | undefined {
  const path = openApiPath(option, basePath, views);
  if (path === undefined) return undefined;
  const c = canonical(card);
  const security = documentSecurity(c);
  const documents = new Map<string, () => Promise<Uint8Array>>();
  for (const view of views) {
    const load = Object.hasOwn(generated, view.protocolVersion) ? generated[view.protocolVersion] : undefined;
    const servers = serversOf(c, view.protocolVersion);
    if (load === undefined || servers.length === 0) continue;
    const rpcs = new Set(Object.keys(view.operations));
    const isExtendedCard = (id: string) => {
      const rpc = rpcOfOperationId(id, rpcs);
      return rpc !== undefined && view.operations[rpc]?.identity === extendedCardOperation;
    };
    let built: Promise<Uint8Array> | undefined;
    const build = async () => new TextEncoder().encode(JSON.stringify(servedDocument((await load()).default, { servers, security, isExtendedCard })));
    documents.set(documentPath(path, view.protocolVersion), () => {
      // A failed load is not kept: the next request tries again.
      built ??= build().catch((e: unknown) => {
        built = undefined;
        throw e;
      });
      return built;
    });
  }
  const headers = { "content-type": "application/json" };
  return {
    owns: (p) => documents.has(p),
    answer(method, p) {
      const document = documents.get(p);
      if (document === undefined || (method !== "GET" && method !== "HEAD")) return undefined;
      return document().then((body) => ({ status: 200, headers: { ...headers }, body: body.slice() }));
    },
  };
}
