// The cards a server is built with, checked before anything is served, so that a server never starts with a
// card no client can use: the public card and the extended card (GetExtendedAgentCard), each once its
// interfaces are filled from publicUrl. Refused, naming the field by its JSON path: a card that lists no
// interface (lf/a2a/v1/a2a.proto AgentCard.supported_interfaces is REQUIRED; a client finds nothing to call),
// an interface url that is not absolute (AgentInterface.url: "a valid absolute HTTPS URL in production"; http
// is let through for loopback and tests, gRPC's host:port form too), and whatever else the generated v1.0
// AgentCard schema refuses, unknown fields included (a v0.3 `url` left in a v1.0 card, a misspelt field).

import { interfaceDeclarations } from "@a2a-bindgen/a2a/protocol";
import type { types } from "@a2a-bindgen/a2a/v1_0";
import * as v1_0 from "@a2a-bindgen/a2a/v1_0";
import { toIssues } from "@a2a-bindgen/runtime";
import type { Agent, OperationName } from "./agent.js";
import { type AgentCardInit, CardError, filledCard, grpcBindings, httpBindings, listsInterfaces } from "./card.js";

const L = interfaceDeclarations.list;
/** The operation the extended card answers (typed by the generated operations table), and the capability that announces it (rules file). */
const extendedOperation: OperationName = "GetExtendedAgentCard";
const extendedCapability = interfaceDeclarations.capabilities.find((c) => (c.operations as readonly string[]).includes(extendedOperation));

type Parse = { safeParse(value: unknown): { success: true } | { success: false; error: { issues: readonly object[] } } };
let strict: Parse | undefined;

/** How many schema issues a refusal names before "and N more". */
const SHOWN = 5;

const quoted = (value: string) => JSON.stringify(value.length > 200 ? `${value.slice(0, 200)}…` : value);

/** An http: or https: URL. */
function isHttpUrl(value: string): boolean {
  try {
    const u = new URL(value);
    return (u.protocol === "http:" || u.protocol === "https:") && u.host !== "";
  } catch {
    return false;
  }
}

/** gRPC's host:port form ("127.0.0.1:50051", "[::1]:50051", "grpc.example.com:443"), which its clients dial. */
function isHostPort(value: string): boolean {
  return /^(?:\[[0-9A-Fa-f:.]+\]|[A-Za-z0-9.-]+):\d{1,5}$/.test(value) && !/^[A-Za-z][A-Za-z0-9+.-]*:\/\//.test(value);
}

/** Why `url` cannot be the url of an interface of `binding`, or undefined when it can. */
function urlProblem(url: string, binding: unknown): string | undefined {
  if (typeof binding === "string" && grpcBindings.includes(binding)) {
    return isHttpUrl(url) || isHostPort(url) ? undefined : `${quoted(url)} is not an absolute URL (or host:port, as ${binding} clients dial it)`;
  }
  if (typeof binding === "string" && httpBindings.includes(binding)) {
    if (isHttpUrl(url)) return undefined;
    return URL.canParse(url) ? `${quoted(url)} is not an http: or https: URL, which ${binding} is served over` : `${quoted(url)} is not an absolute URL`;
  }
  // A binding of the open set (the proto's "open form string"): any absolute URL.
  return URL.canParse(url) ? undefined : `${quoted(url)} is not an absolute URL`;
}

/** Throws naming `publicUrl` unless it is an absolute URL clients of `binding` can reach (http(s); gRPC: or host:port). */
export function checkPublicUrl(publicUrl: unknown, binding: string): void {
  if (publicUrl === undefined) return;
  if (typeof publicUrl !== "string") throw new CardError(`publicUrl: give the URL clients reach the server at, not ${typeof publicUrl}`);
  const problem = urlProblem(publicUrl, binding);
  if (problem !== undefined) throw new CardError(`publicUrl: ${problem}`);
}

/**
 * The card as served, checked: throws CardError naming the first field that cannot be served, by its JSON path
 * under `name` ("card.supportedInterfaces[0].url: …"). `remedy` says how to give interfaces when it lists none.
 */
export function checkCard(card: unknown, name: string, remedy: string): types.AgentCard {
  if (card === null || typeof card !== "object" || Array.isArray(card)) throw new CardError(`${name}: give the v1.0 AgentCard object`);
  const list: unknown = Object.hasOwn(card, L.field) ? (card as Record<string, unknown>)[L.field] : undefined;
  if (list === undefined || (Array.isArray(list) && list.length === 0)) {
    throw new CardError(`${name}.${L.field}: the card lists no interface, so no client can reach the agent: ${remedy}`);
  }
  if (Array.isArray(list)) {
    list.forEach((entry: unknown, i) => {
      if (entry === null || typeof entry !== "object") return;
      const e = entry as Record<string, unknown>;
      const url = e[L.url];
      if (typeof url !== "string") return; // the schema names it
      const problem = urlProblem(url, e[L.binding]);
      if (problem !== undefined) throw new CardError(`${name}.${L.field}[${i}].${L.url}: ${problem}`);
    });
  }
  // Unknown fields reported: what is served is the card as given, so a stray field would reach every client.
  strict ??= (v1_0.schemasWith({ unknownFields: "report" }) as unknown as Record<string, Parse>).AgentCard as Parse;
  let result: ReturnType<Parse["safeParse"]>;
  try {
    result = strict.safeParse(card);
  } catch (e) {
    // A card nested past the validator's stack is refused like any other invalid card.
    if (e instanceof RangeError) throw new CardError(`${name}: nested too deeply to be a v1.0 AgentCard`);
    throw e;
  }
  if (!result.success) {
    const issues = toIssues(result.error);
    const at = (path: string) => (path.length > 200 ? `${path.slice(1, 200)}…` : path.slice(1));
    const shown = issues.slice(0, SHOWN).map((i) => `${name}${at(i.path)}: ${i.message}`);
    const more = issues.length > SHOWN ? ` (and ${issues.length - SHOWN} more)` : "";
    throw new CardError(`${shown.join("; ")}${more}`);
  }
  return card as types.AgentCard;
}

/** What a server is built with, of the cards. */
export interface CardOptions {
  readonly agent: Agent;
  readonly card: AgentCardInit;
  readonly extendedCard?: AgentCardInit | undefined;
  readonly publicUrl?: string | undefined;
}

/** The checked cards, and the agent that answers GetExtendedAgentCard with the extended one when it is given. */
export interface CheckedCards {
  readonly card: types.AgentCard;
  readonly agent: Agent;
}

/**
 * Both cards filled from publicUrl (for `versions` and `bindings`) and checked; throws naming the first field
 * that cannot be served. With an extended card, the public card must announce it (its capability), and the
 * agent answers GetExtendedAgentCard with it (its own handler of that operation, if any, is not called).
 */
export function checkedCards(options: CardOptions, versions: readonly string[], bindings: readonly string[], remedy: string): CheckedCards {
  checkPublicUrl(options.publicUrl, bindings[0] ?? "");
  const card = checkCard(filledCard(options.card, options.publicUrl, versions, bindings), "card", remedy);
  if (options.extendedCard === undefined) return { card, agent: options.agent };
  const extended = checkCard(filledCard(options.extendedCard, options.publicUrl, versions, bindings), "extendedCard", remedy);
  if (extendedCapability !== undefined && read(card, extendedCapability.path) !== true) {
    throw new CardError(`card.${extendedCapability.path.join(".")}: an extendedCard is given, but the card does not announce it: set it to true`);
  }
  // The agent's own properties, so that its handlers reading `this` find what they found before.
  const agent: Agent = Object.assign(Object.create(null), options.agent, { [extendedOperation]: () => extended });
  return { card, agent };
}

function read(card: unknown, path: readonly string[]): unknown {
  let value = card;
  for (const key of path) {
    if (value === null || typeof value !== "object" || !Object.hasOwn(value, key)) return undefined;
    value = (value as Record<string, unknown>)[key];
  }
  return value;
}

/** Whether `address` (as bound, or as given to listen) is the unspecified address: every address of the host. */
function isUnspecified(address: string): boolean {
  try {
    const host = new URL(`http://${address.includes(":") ? `[${address}]` : address}/`).hostname;
    return host === "0.0.0.0" || host === "[::]";
  } catch {
    return false;
  }
}

/**
 * Throws naming publicUrl when a server that fills its card from the address it bound listens on every
 * address (0.0.0.0, ::): that is no address a client can be given. `addresses`: the host asked for, the one bound.
 */
export function checkFillable(...addresses: readonly string[]): void {
  const every = addresses.find(isUnspecified);
  if (every === undefined) return;
  throw new CardError(
    `publicUrl: the server listens on ${every} (every address of this host), which no client can be given in the card: give publicUrl, the URL clients reach it at, or the card's supportedInterfaces`,
  );
}

/** Whether a server built from `options` fills a card from publicUrl: none is given and a card lists no interface of its own. */
export function fillsFromAddress(options: Omit<CardOptions, "agent">): boolean {
  if (options.publicUrl !== undefined) return false;
  return !listsInterfaces(options.card) || (options.extendedCard !== undefined && !listsInterfaces(options.extendedCard));
}
