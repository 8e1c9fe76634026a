// The options of a connection, read before anything is sent: the transports and bindings the client
// speaks, and the bounds and guards every request of the connection meets (a bad one is a TypeError naming
// it; a card URL that is not one, a `card` failure).

import type { Binding } from "@a2a-bindgen/kit";
import { byteOption, defaultMaxCardBytes, defaultMaxResponseBytes } from "./bounds.js";
import { type BindingName, bindingNames, bindingOfName, missingTransport } from "./bindings/names.js";
import { httpJsonFactory } from "./bindings/http-json/transport.js";
import { jsonRpcFactory } from "./bindings/jsonrpc/transport.js";
import { type CredentialsByScheme, checkCredentials, readCredentialOrigins } from "./auth/credentials.js";
import { TransportError } from "./errors.js";
import { Credentials, readHeaders, readOriginHeaders } from "./origins.js";
import { addressRefusal, openedBy } from "./policy.js";
import { type CardKeys, checkCardKeys } from "./signature.js";
import type { RequestGuard, TransportFactory } from "./transport.js";
import { type Interceptor, readInterceptors } from "./call/interceptors.js";
import { type ClientTelemetryOptions, readTelemetry } from "./telemetry.js";

/** How to connect. Every field optional. */
export interface ConnectOptions {
  /**
   * The transports the client speaks, by binding (the card's spelling, "GRPC", or the lowercase one, "grpc";
   * default: JSON-RPC and HTTP+JSON of this package; pass gRPC's, grpcTransport from @a2a-bindgen/client/grpc).
   */
  readonly transports?: Partial<Record<BindingName, TransportFactory>> | undefined;
  /**
   * Only these bindings, in the card's spelling ("HTTP+JSON") or the lowercase one ("http+json") (default:
   * every binding with a transport). A binding named here without its transport is a TypeError naming the
   * entry that provides it; an unknown name, a TypeError listing the names.
   */
  readonly bindings?: readonly BindingName[] | undefined;
  /** Only these protocol versions, Major.Minor (default: every version the tables have). */
  readonly versions?: readonly string[] | undefined;
  /** Extension URIs declared on every call. */
  readonly extensions?: readonly string[] | undefined;
  /** The tenant to send instead of the card entry's. */
  readonly tenant?: string | undefined;
  /**
   * Headers (or gRPC metadata) for the card's origin: sent on the card request and on every call to an
   * interface on the card's origin (scheme, host and port; localhost, 127.0.0.1 and [::1] count as one host
   * there, being the caller's own machine). As fetch does with credentials, an interface on another origin
   * (api.example.com for a card on example.com) is called without them, and a redirect to another origin
   * carries none: give another origin its own in `originHeaders`.
   */
  readonly headers?: Readonly<Record<string, string>> | undefined;
  /**
   * Headers (or gRPC metadata) by origin, `{ "https://api.example.com": { authorization: "Bearer …" } }`:
   * sent on every request to that origin (the card request, calls, redirects), after `headers`. A key is an
   * http(s) origin, scheme://host[:port] (case and a default port do not matter; the loopback names are one);
   * anything else, or two keys naming one origin, is a TypeError naming the key.
   */
  readonly originHeaders?: Readonly<Record<string, Readonly<Record<string, string>>>> | undefined;
  /**
   * Accept interfaces and redirects on any address (default false). Without it, a link-local address
   * (169.254.0.0/16, fe80::/10; the cloud metadata service at 169.254.169.254) or a cloud metadata endpoint
   * is refused from any card, and a card on a public host may not name a loopback, private or other
   * special-purpose address (IANA's registries). What it opens: a card (and any host that redirects) can
   * point the client at the caller's own machine, its network and its cloud's metadata service, and have
   * it send the requests a call makes there and read their answers. For cards you control.
   */
  readonly allowPrivateNetworks?: boolean | undefined;
  /** Most bytes of the card read (default 1 MiB); a larger card is a `card` failure, not read further. */
  readonly maxCardBytes?: number | undefined;
  /**
   * Most bytes of a unary answer read (default 16 MiB; error answers at most 1 MiB or this, when lower); a
   * larger answer is a `body` failure, not read further. gRPC: the transport's readMaxBytes.
   */
  readonly maxResponseBytes?: number | undefined;
  /** Most characters of one stream event, one SSE line or one event's data (default 4 Mi, the kit's); past it, a `stream` failure. */
  readonly maxEventSize?: number | undefined;
  /** Per-request timeout in milliseconds (default 30 s); a stream's is the longest silence between events. */
  readonly timeoutMs?: number | undefined;
  /** The fetch to use (default: globalThis.fetch). */
  readonly fetch?: typeof fetch | undefined;
  /**
   * Credentials by the card's scheme name (its securitySchemes key): a string (API key, bearer or other HTTP
   * token, OAuth 2.0 / OpenID Connect access token), `{ username, password }` (HTTP Basic), `true` (mutual TLS:
   * the certificate travels in `fetch`'s agent or the gRPC transport's tls), or a provider called per request.
   * Presented only as the card's requirements ask (securityRequirements, v0.3 `security`: the first entry whose
   * every scheme is given here; a card with schemes and no requirements: any one declared scheme), and only to
   * the card's origin: an interface on another origin, a redirect to one, and the card request get none.
   * A refusal (401/403, gRPC UNAUTHENTICATED/PERMISSION_DENIED) is an `auth` TransportError with the challenges.
   */
  readonly credentials?: CredentialsByScheme | undefined;
  /**
   * Further origins that receive `credentials` (scheme://host[:port]; a card's gRPC "host:port" is the origin
   * http://host:port), e.g. the agent's gRPC interface on its own port. What it opens: an interface the card
   * names on one of these origins gets your credentials. Only origins you run or trust.
   */
  readonly credentialOrigins?: readonly string[] | undefined;
  /**
   * Verify the card's signatures (A2A §8.4) against these trusted public keys before using it (default: not
   * verified). A card none of whose signatures verifies, or an unsigned one, is a `signature` TransportError
   * naming each signature and why; nothing else is sent. The card is asked for in v1.0 (the form they sign).
   */
  readonly cardKeys?: CardKeys | undefined;
  /**
   * Read the card's capabilities before streaming, push notifications or the extended card (the quick
   * reference §1 step 4) and refuse, without sending, what the card does not declare (default true).
   */
  readonly checkCapabilities?: boolean | undefined;
  /**
   * Hooks around every call, on every binding and version, unary and streaming (docs/client.md#interceptors):
   * `before` in array order before anything is sent (it may add headers or gRPC metadata; a throw fails the
   * call, nothing sent), `event` at each stream event, `after` in reverse order once the call ended.
   */
  readonly interceptors?: readonly Interceptor[] | undefined;
  /**
   * Where the client's spans and call durations go (docs/observability.md): `{ tracerProvider?, meterProvider? }`
   * (default: @opentelemetry/api's global providers; without an SDK registered, no-op).
   */
  readonly telemetry?: ClientTelemetryOptions | undefined;
}

/** The options that bound and guard a connection, checked (a bad one is a TypeError naming it; a card URL that is not one, a `card` failure). */
export interface Checked {
  readonly credentials: Credentials;
  /** ConnectOptions.credentialOrigins as origin keys. */
  readonly credentialOrigins: ReadonlySet<string>;
  readonly allowPrivateNetworks: boolean;
  readonly maxCardBytes: number;
  readonly maxResponseBytes: number;
  readonly maxEventSize: number | undefined;
  readonly cardUrl: URL | null;
  readonly interceptors: readonly Interceptor[];
  readonly telemetry: ClientTelemetryOptions | undefined;
}

export function checked(options: ConnectOptions, cardUrl: string | undefined): Checked {
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
    interceptors: readInterceptors(options.interceptors, "interceptors"),
    telemetry: readTelemetry(options.telemetry, "telemetry"),
  };
}

/** What every request of a connection meets: credentials by origin, and the address policy (for redirects). */
export function guardOf(c: Checked): RequestGuard {
  return {
    credentials: (url) => c.credentials.for(url),
    refusal: (url) => {
      const why = addressRefusal(url, c.cardUrl, c.allowPrivateNetworks);
      return why === null ? null : `${why}; ${openedBy}`;
    },
  };
}

/** The transports by binding: this package's, then the caller's under either spelling (a key that names no binding is a TypeError). */
export function transportsOf(options: ConnectOptions): Partial<Record<Binding, TransportFactory>> {
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
export function bindingsOf(options: ConnectOptions, transports: Partial<Record<Binding, TransportFactory>>): Binding[] {
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
