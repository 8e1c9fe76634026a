// The reference client: from a card URL, the card (at the well-known path), the interface (kit
// selectInterface: v1.0, v0.3 and hybrid cards; I9, I10), a transport for its binding and version, and
// typed v1.0 calls carrying the version, the extensions and the tenant (the quick reference, section 1).

import { interfaceDeclarations, protocolVersions } from "@a2a-bindgen/a2a/protocol";
import {
  a2aError,
  type Binding,
  type NoInterface,
  type RequestOf,
  type ResponseOf,
  type SelectedInterface,
  type StreamingOperationName,
  selectInterface,
  type UnaryOperationName,
  versionParameterName,
} from "@a2a-bindgen/kit";
import { byteOption, defaultMaxCardBytes, defaultMaxResponseBytes } from "./bounds.js";
import { type ClientCard, readCard } from "./card.js";
import { type BindingName, bindingNames, bindingOfCard, bindingOfName, cardBindingOf, missingTransport, timeoutOf } from "./common.js";
import { authFailure, challengeHeader, excerpt, isAuthStatus, TransportError } from "./errors.js";
import { parseJson, readText, send } from "./http.js";
import { jsonRpcFactory } from "./jsonrpc.js";
import { type CredentialsByScheme, checkCredentials, presenterFor, readCredentialOrigins } from "./auth/credentials.js";
import { Credentials, interfaceUrl, readHeaders, readOriginHeaders } from "./origins.js";
import { type CardKeys, checkCardKeys, verifyCardSignatures } from "./signature.js";
import { addressRefusal, openedBy } from "./policy.js";
import { httpJsonFactory } from "./rest.js";
import type { CallOptions, RequestGuard, Transport, TransportFactory } from "./transport.js";
import { wireVersion } from "./wire.js";

/** How to connect. Every field optional. */
export interface ConnectOptions {
  /**
   * The transports the client speaks, by binding (the card's spelling, "GRPC", or the lowercase one, "grpc";
   * default: JSON-RPC and HTTP+JSON of this package; pass gRPC's, grpcTransport from @a2a-bindgen/client/grpc).
   */
  readonly transports?: Partial<Record<BindingName, TransportFactory>>;
  /**
   * Only these bindings, in the card's spelling ("HTTP+JSON") or the lowercase one ("http+json") (default:
   * every binding with a transport). A binding named here without its transport is a TypeError naming the
   * entry that provides it; an unknown name, a TypeError listing the names.
   */
  readonly bindings?: readonly BindingName[];
  /** Only these protocol versions, Major.Minor (default: every version the tables have). */
  readonly versions?: readonly string[];
  /** Extension URIs declared on every call. */
  readonly extensions?: readonly string[];
  /** The tenant to send instead of the card entry's. */
  readonly tenant?: string;
  /**
   * Headers (or gRPC metadata) for the card's origin: sent on the card request and on every call to an
   * interface on the card's origin (scheme, host and port; localhost, 127.0.0.1 and [::1] count as one host
   * there, being the caller's own machine). As fetch does with credentials, an interface on another origin
   * (api.example.com for a card on example.com) is called without them, and a redirect to another origin
   * carries none: give another origin its own in `originHeaders`.
   */
  readonly headers?: Readonly<Record<string, string>>;
  /**
   * Headers (or gRPC metadata) by origin, `{ "https://api.example.com": { authorization: "Bearer …" } }`:
   * sent on every request to that origin (the card request, calls, redirects), after `headers`. A key is an
   * http(s) origin, scheme://host[:port] (case and a default port do not matter; the loopback names are one);
   * anything else, or two keys naming one origin, is a TypeError naming the key.
   */
  readonly originHeaders?: Readonly<Record<string, Readonly<Record<string, string>>>>;
  /**
   * Accept interfaces and redirects on any address (default false). Without it, a link-local address
   * (169.254.0.0/16, fe80::/10; the cloud metadata service at 169.254.169.254) or a cloud metadata endpoint
   * is refused from any card, and a card on a public host may not name a loopback, private or other
   * special-purpose address (IANA's registries). What it opens: a card (and any host that redirects) can
   * point the client at the caller's own machine, its network and its cloud's metadata service, and have
   * it send the requests a call makes there and read their answers. For cards you control.
   */
  readonly allowPrivateNetworks?: boolean;
  /** Most bytes of the card read (default 1 MiB); a larger card is a `card` failure, not read further. */
  readonly maxCardBytes?: number;
  /**
   * Most bytes of a unary answer read (default 16 MiB; error answers at most 1 MiB or this, when lower); a
   * larger answer is a `body` failure, not read further. gRPC: the transport's readMaxBytes.
   */
  readonly maxResponseBytes?: number;
  /** Most characters of one stream event, one SSE line or one event's data (default 4 Mi, the kit's); past it, a `stream` failure. */
  readonly maxEventSize?: number;
  /** Per-request timeout in milliseconds (default 30 s); a stream's is the longest silence between events. */
  readonly timeoutMs?: number;
  /** The fetch to use (default: globalThis.fetch). */
  readonly fetch?: typeof fetch;
  /**
   * Credentials by the card's scheme name (its securitySchemes key): a string (API key, bearer or other HTTP
   * token, OAuth 2.0 / OpenID Connect access token), `{ username, password }` (HTTP Basic), `true` (mutual TLS:
   * the certificate travels in `fetch`'s agent or the gRPC transport's tls), or a provider called per request.
   * Presented only as the card's requirements ask (securityRequirements, v0.3 `security`: the first entry whose
   * every scheme is given here; a card with schemes and no requirements: any one declared scheme), and only to
   * the card's origin: an interface on another origin, a redirect to one, and the card request get none.
   * A refusal (401/403, gRPC UNAUTHENTICATED/PERMISSION_DENIED) is an `auth` TransportError with the challenges.
   */
  readonly credentials?: CredentialsByScheme;
  /**
   * Further origins that receive `credentials` (scheme://host[:port]; a card's gRPC "host:port" is the origin
   * http://host:port), e.g. the agent's gRPC interface on its own port. What it opens: an interface the card
   * names on one of these origins gets your credentials. Only origins you run or trust.
   */
  readonly credentialOrigins?: readonly string[];
  /**
   * Verify the card's signatures (A2A §8.4) against these trusted public keys before using it (default: not
   * verified). A card none of whose signatures verifies, or an unsigned one, is a `signature` TransportError
   * naming each signature and why; nothing else is sent. The card is asked for in v1.0 (the form they sign).
   */
  readonly cardKeys?: CardKeys;
  /**
   * Read the card's capabilities before streaming, push notifications or the extended card (the quick
   * reference §1 step 4) and refuse, without sending, what the card does not declare (default true).
   */
  readonly checkCapabilities?: boolean;
}

/** The interface the client chose: where, which binding and version, which tenant, and which card entry. */
export interface ChosenInterface {
  readonly url: string;
  readonly binding: Binding;
  /** The binding as the card names it. */
  readonly cardBinding: string;
  readonly protocolVersion: string;
  readonly tenant: string | undefined;
  /** The card entry (JSON path). */
  readonly at: string;
  /**
   * Required fields the card leaves unset for this entry, each named with the default read in its place
   * (a v0.3 card without protocolVersion: "$.protocolVersion is required but missing: read as 0.3.0"); empty when none.
   */
  readonly notes: readonly string[];
}

/** No card entry fits the bindings and versions the client speaks: what the card offers and what the client speaks. */
export class NoInterfaceError extends Error {
  readonly detail: NoInterface;
  constructor(detail: NoInterface) {
    super(detail.message);
    this.name = "NoInterfaceError";
    this.detail = detail;
  }
}

/** The card value at a path, own properties only. */
function cardValue(card: unknown, path: readonly string[]): unknown {
  let value = card;
  for (const key of path) {
    if (typeof value !== "object" || value === null || !Object.hasOwn(value, key)) return undefined;
    value = (value as Record<string, unknown>)[key];
  }
  return value;
}

/**
 * The A2A error the card's capabilities give an operation at a version, or null: a capability that is not
 * true disables its operations (the rules file's checks, the same a server makes before dispatch). Async
 * because an older version's error table loads on demand.
 */
export async function capabilityError(card: unknown, operation: string, version: string): Promise<Error | null> {
  const wire = wireVersion(version);
  if (wire === null) return null;
  await wire.tables();
  const table = wire.errorTable;
  for (const c of interfaceDeclarations.capabilities) {
    if (c.protocolVersion !== version || !(c.operations as readonly string[]).includes(operation)) continue;
    if (cardValue(card, c.path) !== true) {
      return a2aError(table, c.error, { message: `${operation}: the card's ${c.path.join(".")} is not true (checked before sending)` });
    }
  }
  return null;
}

/** A connection to the interface a card's selection chose. */
export class A2AClient {
  /** The card, typed by the forms its versions' schemas validated (see ClientCard); `card.raw` as fetched. */
  readonly card: ClientCard;
  /** The interface chosen. */
  readonly selected: ChosenInterface;
  /** The transport speaking to it. */
  readonly transport: Transport;
  private readonly defaults: CallOptions;
  private readonly checkCapabilities: boolean;

  constructor(card: ClientCard, selected: ChosenInterface, transport: Transport, defaults: CallOptions = {}, checkCapabilities = true) {
    this.card = card;
    this.selected = selected;
    this.transport = transport;
    this.defaults = defaults;
    this.checkCapabilities = checkCapabilities;
  }

  /** Calls a unary operation with a v1.0 request; answers the v1.0 response, or throws an A2AError or a TransportError. */
  async unary<K extends UnaryOperationName>(operation: K, request: RequestOf<K>, options?: CallOptions): Promise<ResponseOf<K>> {
    await this.refuseUndeclared(operation);
    return this.transport.unary(operation, request, this.merged(options));
  }

  /** Calls a streaming operation; yields v1.0 StreamResponses, or throws an A2AError or a TransportError. */
  async *stream<K extends StreamingOperationName>(operation: K, request: RequestOf<K>, options?: CallOptions): AsyncIterable<ResponseOf<K>> {
    await this.refuseUndeclared(operation);
    yield* this.transport.stream(operation, request, this.merged(options));
  }

  private async refuseUndeclared(operation: string): Promise<void> {
    if (!this.checkCapabilities) return;
    const e = await capabilityError(this.card.raw, operation, this.selected.protocolVersion);
    if (e !== null) throw e;
  }

  private merged(options: CallOptions | undefined): CallOptions {
    const d = this.defaults;
    return {
      ...d,
      ...options,
      extensions: [...(d.extensions ?? []), ...(options?.extensions ?? [])],
      headers: { ...d.headers, ...options?.headers },
    };
  }
}

/** The well-known card URL of a URL: the url itself when its path ends with the well-known path, else that path appended to the url's path. */
export function cardUrlOf(url: string): string {
  const path = interfaceDeclarations.card.path;
  const u = new URL(url);
  if (u.pathname.endsWith(path)) return u.toString();
  u.pathname = u.pathname.replace(/\/+$/, "") + path;
  return u.toString();
}

/** The options that bound and guard a connection, checked (a bad one is a TypeError naming it; a card URL that is not one, a `card` failure). */
interface Checked {
  readonly credentials: Credentials;
  /** ConnectOptions.credentialOrigins as origin keys. */
  readonly credentialOrigins: ReadonlySet<string>;
  readonly allowPrivateNetworks: boolean;
  readonly maxCardBytes: number;
  readonly maxResponseBytes: number;
  readonly maxEventSize: number | undefined;
  readonly cardUrl: URL | null;
}

function checked(options: ConnectOptions, cardUrl: string | undefined): Checked {
  const allow = options.allowPrivateNetworks;
  if (allow !== undefined && typeof allow !== "boolean") throw new TypeError(`allowPrivateNetworks must be true or false, not ${typeof allow}`);
  let card: URL | null = null;
  if (cardUrl !== undefined) {
    try {
      card = new URL(cardUrl);
    } catch {
      throw new TransportError("card", String(cardUrl), "not a URL");
    }
  }
  const headers = readHeaders(options.headers);
  checkCredentials(options.credentials);
  checkCardKeys(options.cardKeys);
  const credentialOrigins = readCredentialOrigins(options.credentialOrigins);
  const byOrigin = readOriginHeaders(options.originHeaders);
  return {
    credentials: new Credentials(card, headers, byOrigin),
    credentialOrigins,
    allowPrivateNetworks: allow === true,
    maxCardBytes: byteOption(options.maxCardBytes, "maxCardBytes", defaultMaxCardBytes),
    maxResponseBytes: byteOption(options.maxResponseBytes, "maxResponseBytes", defaultMaxResponseBytes),
    maxEventSize: options.maxEventSize === undefined ? undefined : byteOption(options.maxEventSize, "maxEventSize", 0, "characters"),
    cardUrl: card,
  };
}

/** What every request of a connection meets: credentials by origin, and the address policy (for redirects). */
function guardOf(c: Checked): RequestGuard {
  return {
    credentials: (url) => c.credentials.for(url),
    refusal: (url) => {
      const why = addressRefusal(url, c.cardUrl, c.allowPrivateNetworks);
      return why === null ? null : `${why}; ${openedBy}`;
    },
  };
}

/**
 * Fetches and parses a card at exactly `url`, bounded by the timeout and maxCardBytes; anything but a JSON
 * object is a TransportError. It carries `headers` and the card origin's `originHeaders`; a redirect to
 * another origin carries only that origin's, and must pass the address policy. (`locateCard` applies the
 * rule for base URLs.)
 */
export async function fetchCard(url: string, options: ConnectOptions = {}): Promise<unknown> {
  return fetchChecked(url, options, checked(options, url));
}

/** A card found by `locateCard`: the card, the URL that served it, and every URL asked, in order. */
export interface LocatedCard {
  readonly card: unknown;
  /** The URL asked that answered the card (before any redirect). */
  readonly url: string;
  readonly tried: readonly string[];
}

/** Whether a JSON object reads as a card: it declares interfaces in either form (supportedInterfaces, or url). */
function looksLikeCard(value: unknown): boolean {
  if (value === null || typeof value !== "object" || Array.isArray(value)) return false;
  return Object.hasOwn(value, interfaceDeclarations.list.field) || Object.hasOwn(value, interfaceDeclarations.single.url);
}

/**
 * The one rule for card URLs (connect() and the doctor): a URL that serves a card is used as given; a base
 * URL gets the well-known path. A URL whose path ends with the well-known path, or is the origin's root, is
 * asked once (the well-known URL). Any other URL is asked as given first: a 2xx JSON object declaring
 * interfaces (supportedInterfaces or url) is the card; any other answer (an error status, HTML, JSON that is
 * not a card) sends the client to the well-known path under the URL (cardUrlOf). A network failure or a
 * timeout is thrown at once. When both fail, the well-known URL's failure is thrown, saying what the URL as
 * given answered. A URL that is not one is a `card` TransportError.
 */
export async function locateCard(url: string, options: ConnectOptions = {}): Promise<LocatedCard> {
  return locate(url, options, checked(options, url));
}

async function locate(url: string, options: ConnectOptions, c: Checked): Promise<LocatedCard> {
  if (c.cardUrl === null) throw new TransportError("card", String(typeof url), "not a URL");
  const wellKnown = cardUrlOf(c.cardUrl.href);
  const path = c.cardUrl.pathname;
  if (wellKnown === c.cardUrl.href || path === "" || path === "/") {
    return { card: await fetchChecked(wellKnown, options, c), url: wellKnown, tried: [wellKnown] };
  }
  let first: TransportError;
  try {
    const card = await fetchChecked(url, options, c);
    if (looksLikeCard(card)) return { card, url, tried: [url] };
    first = new TransportError(
      "card",
      url,
      `a JSON object that declares no interface (neither ${interfaceDeclarations.list.field} nor ${interfaceDeclarations.single.url})`,
    );
  } catch (e) {
    if (!(e instanceof TransportError) || e.failure === "network" || e.failure === "timeout") throw e;
    first = e;
  }
  try {
    return { card: await fetchChecked(wellKnown, options, c), url: wellKnown, tried: [url, wellKnown] };
  } catch (e) {
    if (!(e instanceof TransportError)) throw e;
    const status = first.status === undefined ? "" : ` ${first.status}`;
    throw new TransportError(e.failure, e.url, `${e.seen}; asked first as given, ${url} answered${status}: ${first.seen}`, {
      status: e.status,
      cause: e,
      challenges: e.challenges,
    });
  }
}

async function fetchChecked(url: string, options: ConnectOptions, c: Checked): Promise<unknown> {
  const newest = (options.versions ?? protocolVersions)[0];
  const bare = new Headers({ accept: "application/json" });
  // The version parameter names the newest version spoken: a server that keeps one card per version serves that one.
  if (newest !== undefined) bare.set(versionParameterName(cardBindingOf("http+json") ?? "http+json"), newest);
  const all = new Headers();
  for (const [k, v] of c.cardUrl === null ? [] : c.credentials.for(c.cardUrl)) all.set(k, v);
  bare.forEach((v, k) => all.set(k, v));
  const f = options.fetch ?? globalThis.fetch;
  const exchange = { fetch: (input: RequestInfo | URL, init?: RequestInit) => f(input, init), timeoutMs: timeoutOf(options.timeoutMs), guard: guardOf(c) };
  const sent = await send(exchange, { method: "GET", url, headers: { all, bare } });
  const status = sent.response.status;
  const text = await readText(sent, { bytes: c.maxCardBytes, option: "maxCardBytes", what: "the card", failure: "card" });
  if (isAuthStatus(status, sent.response.headers.get(challengeHeader))) throw authFailure(sent.url, status, sent.response.headers.get(challengeHeader), text);
  if (status < 200 || status > 299)
    throw new TransportError("card", sent.url, `the card request was answered ${status}: ${excerpt(text) || "an empty body"}`, { status });
  const card = parseJson(text, sent);
  if (card === null || typeof card !== "object" || Array.isArray(card))
    throw new TransportError("card", sent.url, `the card is not a JSON object: ${excerpt(text)}`, { status });
  return card;
}

/**
 * Chooses the interface of a card for the client's transports and versions, and builds its transport.
 * `cardUrl` is where the card came from (connect passes it): `headers` go to its origin only, and the
 * address policy reads its host. Without it the card's origin is unknown: `headers` go nowhere (give them
 * in `originHeaders`) and the card counts as one from a public host. Rejects with NoInterfaceError when
 * no entry fits, a TransportError ("card") when the chosen entry's address is refused, a TypeError for a
 * bad option. Async because the v0.3 tables load on demand (a dynamic import) when the card has the v0.3
 * form or a v0.3 interface is chosen.
 */
export async function clientForCard(card: unknown, options: ConnectOptions = {}, cardUrl?: string): Promise<A2AClient> {
  if (options.cardKeys !== undefined)
    throw new TypeError("cardKeys: clientForCard does not verify signatures; verify with verifyCardSignatures first, then call it without cardKeys");
  return chosen(card, options, checked(options, cardUrl));
}

/** The transports by binding: this package's, then the caller's under either spelling (a key that names no binding is a TypeError). */
function transportsOf(options: ConnectOptions): Partial<Record<Binding, TransportFactory>> {
  const out: Partial<Record<Binding, TransportFactory>> = { jsonrpc: jsonRpcFactory, "http+json": httpJsonFactory };
  const given = options.transports ?? {};
  for (const key of Object.keys(given)) {
    const b = bindingOfName(key);
    if (b === undefined) throw new TypeError(`transports: ${JSON.stringify(key.slice(0, 40))} is not a binding (give one of ${bindingNames()})`);
    const f = (given as Record<string, unknown>)[key];
    if (f === undefined) continue;
    if (typeof f !== "function") throw new TypeError(`transports.${key}: give a TransportFactory, (target) => Transport`);
    out[b] = f as TransportFactory;
  }
  return out;
}

/** The bindings asked for, in either spelling: every one with a transport by default; one asked without its transport is a TypeError naming its entry. */
function bindingsOf(options: ConnectOptions, transports: Partial<Record<Binding, TransportFactory>>): Binding[] {
  if (options.bindings === undefined) return (Object.keys(transports) as Binding[]).filter((b) => transports[b] !== undefined);
  if (!Array.isArray(options.bindings)) throw new TypeError("bindings: give a list of bindings");
  const out: Binding[] = [];
  for (const name of options.bindings as readonly unknown[]) {
    const b = bindingOfName(name);
    const shown = typeof name === "string" ? JSON.stringify(name.slice(0, 40)) : `a value of type ${typeof name}`;
    if (b === undefined) throw new TypeError(`bindings: ${shown} is not a binding (give one of ${bindingNames()})`);
    if (transports[b] === undefined) throw new TypeError(`bindings: ${missingTransport(b)}`);
    if (!out.includes(b)) out.push(b);
  }
  return out;
}

function chosen(card: unknown, options: ConnectOptions, c: Checked): Promise<A2AClient> {
  const transports = transportsOf(options);
  const bindings = bindingsOf(options, transports);
  const versions = options.versions ?? protocolVersions;
  const speaks = bindings.flatMap((b) => {
    const name = cardBindingOf(b);
    return name === undefined ? [] : [{ binding: name, versions }];
  });
  const s = selectInterface(card, { speaks });
  if (!s.ok) {
    // A binding the card offers that this package speaks, but without its transport here: say which entry provides it.
    const hints = [...new Set(s.error.offers.map((o) => bindingOfCard(o.binding)))]
      .filter((b): b is Binding => b !== undefined && transports[b] === undefined)
      .map(missingTransport);
    throw new NoInterfaceError(hints.length === 0 ? s.error : { ...s.error, message: `${s.error.message}; ${hints.join("; ")}` });
  }
  return clientFor(card, s, transports, options, c);
}

async function clientFor(
  card: unknown,
  s: SelectedInterface,
  transports: Partial<Record<Binding, TransportFactory>>,
  options: ConnectOptions,
  c: Checked,
): Promise<A2AClient> {
  const binding = bindingOfCard(s.binding);
  const factory = binding === undefined ? undefined : transports[binding];
  if (binding === undefined || factory === undefined) throw new TransportError("card", s.url, `no transport for the card's binding ${s.binding}`);
  const where = interfaceUrl(s.url);
  if (where === null || (where.protocol !== "http:" && where.protocol !== "https:")) {
    throw new TransportError("card", s.url, `the interface at ${s.at} has no http(s) URL the client can call`);
  }
  const refused = addressRefusal(where, c.cardUrl, c.allowPrivateNetworks);
  if (refused !== null) throw new TransportError("card", s.url, `the interface at ${s.at}: ${refused}; ${openedBy}`);
  const tenant = options.tenant ?? s.tenant ?? undefined;
  const presenter = presenterFor(card, options.credentials, c.cardUrl, s.url, c.credentialOrigins);
  const transport = factory({
    url: s.url,
    protocolVersion: s.version,
    tenant,
    timeoutMs: timeoutOf(options.timeoutMs),
    fetch: options.fetch,
    maxResponseBytes: c.maxResponseBytes,
    maxEventSize: c.maxEventSize,
    guard: guardOf(c),
    present: presenter.schemes.length === 0 ? undefined : (url) => presenter.present(url),
  });
  const selected: ChosenInterface = { url: s.url, binding, cardBinding: s.binding, protocolVersion: s.version, tenant, at: s.at, notes: s.notes };
  // The interface's credentials by its origin: `headers` when it is the card's, and its own originHeaders.
  const headers: Record<string, string> = {};
  new Headers(c.credentials.for(where) as [string, string][]).forEach((v, k) => {
    headers[k] = v;
  });
  return new A2AClient(await readCard(card), selected, transport, { extensions: options.extensions ?? [], headers }, options.checkCapabilities ?? true);
}

/**
 * Connects to the agent whose card is at `url` (a URL that serves the card is used as given; an agent's
 * base URL gets the well-known path: see locateCard): fetches the card, selects the interface, builds its
 * transport. The card URL is the caller's choice and is not refused; the interface it names is checked
 * (see allowPrivateNetworks).
 */
export async function connect(url: string, options: ConnectOptions = {}): Promise<A2AClient> {
  const c = checked(options, url);
  // The options are read before anything is sent: a bad binding name is the caller's mistake, not the agent's.
  bindingsOf(options, transportsOf(options));
  const located = await locate(url, options, c);
  if (options.cardKeys !== undefined) {
    const verified = await verifyCardSignatures(located.card, options.cardKeys);
    if (!verified.ok) throw new TransportError("signature", located.url, `the card's signatures do not verify: ${verified.refusals.join("; ")}`);
  }
  return chosen(located.card, options, c);
}
