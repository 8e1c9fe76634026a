// The core on plain values: a request (method, target, lowercased headers, body bytes) → an answer
// (status, headers, body bytes or an SSE stream). One base path serves JSON-RPC (POST at the base path)
// and HTTP+JSON (the routes under it) for every served version; the negotiated version (kit
// negotiateVersion: header in any case, then the query, missing = 0.3) picks the tables. The card is
// served at the well-known path from the root. No Node or fetch types here: the adapters translate.

import { interfaceDeclarations, versionNegotiation } from "@a2a-bindgen/a2a/protocol";
import type { types } from "@a2a-bindgen/a2a/v1_0";
import { type A2AError, answerError, negotiateVersion, normalizeBasePath, normalizeVersion, stripBasePath } from "@a2a-bindgen/kit";
import type { Agent } from "./agent.js";
import { type ServerAnswer, type ServerRequest, httpError, jsonRpcError, statusError } from "./answer.js";
import { servedCard } from "./card.js";
import { handleJsonRpc } from "./jsonrpc.js";
import { handleRest } from "./rest.js";
import { type VersionTables, knownVersions, versionTables } from "./versions.js";

/** How to build a server. */
export interface ServerOptions {
  /** The implementation: a handler per v1.0 operation. */
  readonly agent: Agent;
  /** The agent's v1.0 card: capabilities and required extensions are read from it; it is served at the well-known path. */
  readonly card: types.AgentCard;
  /** Where JSON-RPC (POST here) and the HTTP+JSON routes (under here) are served: "" (the root, default) or "/a2a". */
  readonly basePath?: string;
  /** The protocol versions served, Major.Minor (default: every version the generated package has, 1.0 and 0.3). */
  readonly versions?: readonly string[];
  /**
   * The URL clients reach the base path at ("https://agent.example/a2a"). When given and the card lists
   * no interfaces, the served card lists one per HTTP binding and served version at this URL.
   */
  readonly publicUrl?: string;
  /** Which card the well-known path serves: the v1.0 card (default) or a v0.3-only card (then v0.3 clients speak v0.3). */
  readonly cardVersion?: string;
  /** The largest request body accepted, in bytes (default 4 MiB); a larger one is answered 413. */
  readonly maxBodySize?: number;
}

/** A server on plain values. */
export interface A2AServer {
  /** Answers one request; never rejects (a failure is the binding's internal error). */
  handle(request: ServerRequest): Promise<ServerAnswer>;
  /** The 413 answer for a request (head only) whose body is over the limit, in its binding's form. */
  tooLarge(request: Omit<ServerRequest, "body">): ServerAnswer;
  readonly maxBodySize: number;
  readonly basePath: string;
}

const MiB = 1024 * 1024;

function split(target: string): { path: string; query: string } {
  const q = target.indexOf("?");
  return q === -1 ? { path: target, query: "" } : { path: target.slice(0, q), query: target.slice(q + 1) };
}

/** Builds the server; throws naming the option that cannot be served (a version, a base path, a card without v0.3 interfaces). */
export function createA2AServer(options: ServerOptions): A2AServer {
  const basePath = normalizeBasePath(options.basePath ?? "");
  const served: string[] = [];
  for (const v of options.versions ?? knownVersions) {
    const n = normalizeVersion(v);
    if (n === null) throw new TypeError(`versions: ${JSON.stringify(v)} is not one ${versionNegotiation.form} version`);
    if (!served.includes(n)) served.push(n);
  }
  if (served.length === 0) throw new TypeError("versions: serve at least one protocol version");
  const tables = versionTables(served, basePath);
  // Errors of a version that cannot be negotiated are answered in the newest served version's table.
  const newest = tables.get(knownVersions.find((k) => tables.has(k)) as string) as VersionTables;
  const maxBodySize = options.maxBodySize ?? 4 * MiB;
  if (!Number.isSafeInteger(maxBodySize) || maxBodySize < 0) throw new TypeError(`maxBodySize: ${String(maxBodySize)} is not a byte count`);
  const cardVersion = options.cardVersion === undefined ? newest.protocolVersion : normalizeVersion(options.cardVersion);
  if (cardVersion === null || !tables.has(cardVersion))
    throw new TypeError(`cardVersion: ${String(options.cardVersion)} is not a served version (${served.join(", ")})`);
  const cardBody = new TextEncoder().encode(JSON.stringify(servedCard(options.card, options.publicUrl, served, cardVersion)));
  // For each version, the other served versions (named in a 404's hint), gathered once.
  const others = new Map([...tables.values()].map((v) => [v, [...tables.values()].filter((o) => o !== v)] as const));
  const server = { agent: options.agent, card: options.card };

  function negotiated(req: Omit<ServerRequest, "body">, query: string): VersionTables | { failure: A2AError; tables: VersionTables } {
    const n = negotiateVersion({ headers: req.headers, query, served });
    if (n.ok) return tables.get(n.version) as VersionTables;
    return { failure: answerError(newest.errors, n.error), tables: newest };
  }

  function isJsonRpc(method: string, path: string): boolean {
    return method === "POST" && (path === basePath || (basePath === "" && path === "/"));
  }

  async function handle(req: ServerRequest): Promise<ServerAnswer> {
    const { path, query } = split(req.path);
    if (path === interfaceDeclarations.card.path && (req.method === "GET" || req.method === "HEAD")) {
      return { status: 200, headers: { "content-type": "application/json" }, body: cardBody.slice() };
    }
    if (stripBasePath(basePath, req.path) === null)
      return statusError(newest.errors, "http+json", 404, "methodNotFound", `${path.slice(0, 200)} is outside this agent's base path`);
    const v = negotiated(req, query);
    const jsonRpc = isJsonRpc(req.method, path);
    if (req.body.length > maxBodySize) return tooLarge(req);
    try {
      if (jsonRpc) return await handleJsonRpc(server, v, req);
      if ("failure" in v) return httpError(v.tables.errors, v.failure);
      return await handleRest(server, v, others.get(v) ?? [], req, req.path);
    } catch (e) {
      // A failure of the server itself (a result JSON cannot carry, a converter's bug): the internal error, never a crash.
      const t = "failure" in v ? v.tables : v;
      return jsonRpc ? jsonRpcError(t.errors, e, { id: null }) : httpError(t.errors, e);
    }
  }

  function tooLarge(req: Omit<ServerRequest, "body">): ServerAnswer {
    const { path, query } = split(req.path);
    const v = negotiated(req, query);
    const t = "failure" in v ? v.tables : v;
    return statusError(t.errors, isJsonRpc(req.method, path) ? "jsonrpc" : "http+json", 413, "invalidRequest", `the body is larger than ${maxBodySize} bytes`, {
      connection: "close",
    });
  }

  return {
    handle: (req) => handle(req).catch((e: unknown) => httpError(newest.errors, e)),
    tooLarge,
    maxBodySize,
    basePath,
  };
}
