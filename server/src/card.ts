// The card served at the well-known path (interfaceDeclarations.card.path). The agent's v1.0 card is
// served as given when it lists its interfaces; when it lists none and a public URL is configured, the
// server fills them: one entry per HTTP binding it serves (JSON-RPC, HTTP+JSON) and version (newest
// first), all at the public URL — one base URL serves every binding and version, the version header
// picks the table. Both generations read one server's card by negotiation (as @a2a-js/sdk 1.3.0's compat
// server does): a card request naming v1.0 gets the v1.0 card; one without a version (v0.3 clients send
// none) gets the hybrid card, the v0.3 card (the compat AgentCard converter: url, preferredTransport,
// additionalInterfaces, protocolVersion "0.3.0", v0.3 security shapes) with the v1.0 list beside it.
// `cardVersion` pins one card for every request instead ("0.3": v0.3-only).

import { compat } from "@a2a-bindgen/a2a/compat";
import { interfaceDeclarations } from "@a2a-bindgen/a2a/protocol";
import { release as v0_3Release, protocolVersion as v0_3 } from "@a2a-bindgen/a2a/v0_3";
import type { types } from "@a2a-bindgen/a2a/v1_0";
import { cardSignaturesField, normalizeVersion } from "@a2a-bindgen/kit";
import { v0_3GrpcUrls } from "./interface-url.js";

/** The HTTP bindings this server serves, by their card names (rules file: interfaceDeclarations.bindings), in the order the card lists them. */
export const httpBindings: readonly string[] = Object.keys(interfaceDeclarations.bindings).filter(
  (b) => interfaceDeclarations.bindings[b as keyof typeof interfaceDeclarations.bindings].parameters === "headers",
);

/** The gRPC binding(s), by their card names: the bindings whose service parameters travel in metadata. */
export const grpcBindings: readonly string[] = Object.keys(interfaceDeclarations.bindings).filter(
  (b) => interfaceDeclarations.bindings[b as keyof typeof interfaceDeclarations.bindings].parameters === "metadata",
);

/**
 * A v1.0 card as an application writes it for the server: the v1.0 AgentCard with the field the server
 * fills optional — `supportedInterfaces`, filled from `publicUrl` (or by startNodeServer and startGrpcServer,
 * from the address they bound) when the card lists none. What is served is the whole v1.0 AgentCard.
 */
export interface AgentCardInit extends Omit<types.AgentCard, "supportedInterfaces"> {
  supportedInterfaces?: types.AgentInterface[] | undefined;
}

/** A card whose interfaces cannot be served: names what and why. */
export class CardError extends Error {
  constructor(message: string) {
    super(message);
    this.name = "CardError";
  }
}

function listed(card: AgentCardInit): readonly types.AgentInterface[] {
  const field = interfaceDeclarations.list.field;
  // The agent's card is read as given: it, or the field, may be missing or not a list at run time.
  const list: unknown = card !== null && typeof card === "object" && Object.hasOwn(card, field) ? card[field] : undefined;
  return Array.isArray(list) ? list : [];
}

/** Whether the card lists an interface of its own (then publicUrl fills nothing). */
export function listsInterfaces(card: AgentCardInit): boolean {
  return listed(card).length > 0;
}

/**
 * The v1.0 card with its interfaces filled from `publicUrl` for `versions` when it lists none: one entry per
 * binding (default: the HTTP bindings) and version, newest version first. Otherwise the card as given.
 */
export function filledCard(
  card: AgentCardInit,
  publicUrl: string | undefined,
  versions: readonly string[],
  bindings: readonly string[] = httpBindings,
): types.AgentCard {
  // Unfilled, it may still list none: the server's card check (card-check.ts) refuses that at build.
  if (listed(card).length > 0 || publicUrl === undefined) return card as types.AgentCard;
  const L = interfaceDeclarations.list;
  const entries: types.AgentInterface[] = [];
  for (const version of versions) for (const binding of bindings) entries.push({ [L.url]: publicUrl, [L.binding]: binding, [L.version]: version });
  return { ...card, [L.field]: entries };
}

/**
 * The url a card's gRPC interface names for a server bound at `host`:`port`: an absolute URL, as
 * lf/a2a/v1/a2a.proto AgentInterface.url asks ("a valid absolute HTTPS URL"): https with TLS, else http
 * (plaintext HTTP/2). Clients that dial host:port read it from the URL's authority.
 */
export function grpcInterfaceUrl(host: string, port: number, tls: boolean): string {
  return `${tls ? "https" : "http"}://${host.includes(":") ? `[${host}]` : host}:${port}`;
}

/**
 * The card without its signatures: they sign the v1.0 card (signCard), and the v0.3 and hybrid forms are
 * other texts, which they would not verify over; a client that checks signatures asks for the v1.0 card.
 */
function unsigned(card: types.AgentCard): types.AgentCard {
  if (!Object.hasOwn(card, cardSignaturesField)) return card;
  const { [cardSignaturesField]: _, ...rest } = card as unknown as Record<string, unknown>;
  return rest as unknown as types.AgentCard;
}

/**
 * The card to serve: `version` "1.0" the filled v1.0 card; "0.3" its v0.3 form (only its v0.3 interfaces
 * carry over, per the converter; without the card's signatures, which sign the v1.0 card). Throws CardError when a v0.3 card would name no interface.
 */
export function servedCard(card: AgentCardInit, publicUrl: string | undefined, served: readonly string[], version: string): unknown {
  const older = version === v0_3;
  const filled = filledCard(card, publicUrl, older ? [version] : served);
  if (!older) return filled;
  const { value } = compat.toV0_3.jsonrpc.agentCard(unsigned(filled));
  const S = interfaceDeclarations.single;
  if (value === null || typeof value !== "object" || !Object.hasOwn(value, S.url)) {
    throw new CardError(`the v0.3 card has no ${S.url}: give the card v0.3 interfaces, or a publicUrl to fill them`);
  }
  return releaseSpelled(value);
}

/**
 * A v0.3 card (an object with the single form's url and protocolVersion) with its protocolVersion spelled as
 * the release, "0.3.0" (a2a.json v0.3.0 AgentCard.protocolVersion's default), as v0.3 peers write it, and
 * each gRPC interface's url as host:port, which v0.3 gRPC clients dial (decision grpc-interface-url); any
 * other value as it is. The converter carries the v1.0 interface's Major.Minor ("0.3").
 */
export function releaseSpelled(value: unknown): unknown {
  const S = interfaceDeclarations.single;
  if (value === null || typeof value !== "object" || Array.isArray(value) || !Object.hasOwn(value, S.url)) return value;
  const version = (value as Record<string, unknown>)[S.version];
  if (version !== undefined && normalizeVersion(version) !== v0_3) return value;
  return v0_3GrpcUrls({ ...(value as Record<string, unknown>), [S.version]: v0_3Release });
}

/**
 * The card for requests without a version when both generations are served: the v0.3 card (so that v0.3-only
 * clients find url, preferredTransport and additionalInterfaces) with the v1.0 card's interface list beside it
 * (so that v1.0 clients still read supportedInterfaces). Null when the card has no v0.3 interface to name.
 */
export function hybridCard(card: AgentCardInit, publicUrl: string | undefined, served: readonly string[]): unknown {
  if (!served.includes(v0_3)) return null;
  let older: unknown;
  try {
    older = servedCard(card, publicUrl, served, v0_3);
  } catch (e) {
    if (e instanceof CardError) return null;
    throw e;
  }
  const field = interfaceDeclarations.list.field;
  return { ...(older as Record<string, unknown>), [field]: listed(filledCard(card, publicUrl, served)) };
}
