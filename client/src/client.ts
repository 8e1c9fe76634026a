// The reference client: from a card URL, the card (./card-fetch.ts), the interface (kit selectInterface:
// v1.0, v0.3 and hybrid cards; I9, I10), a transport for its binding and version, and typed v1.0 calls
// carrying the version, the extensions and the tenant (the quick reference, section 1).

import { protocolVersions } from "@a2a-bindgen/a2a/protocol";
import {
  a2aError,
  type Binding,
  disablingCapability,
  type NoInterface,
  type RequestOf,
  type ResponseOf,
  type SelectedInterface,
  type StreamingOperationName,
  selectInterface,
  type UnaryOperationName,
} from "@a2a-bindgen/kit";
import { timeoutOf } from "./abort.js";
import { bindingOfCard, cardBindingOf, missingTransport } from "./bindings/names.js";
import { type ClientCard, readCard } from "./card.js";
import { locate } from "./card-fetch.js";
import { TransportError } from "./errors.js";
import { lazy } from "./lazy.js";
import { type Checked, checked, type ConnectOptions, guardOf, bindingsOf, transportsOf } from "./options.js";
import { interfaceUrl } from "./origins.js";
import { verifyCardSignatures } from "./signature.js";
import { addressRefusal, openedBy } from "./policy.js";
import type { CallOptions, Transport, TransportFactory } from "./transport.js";
import { versionView } from "./version-view.js";

const presenterCode = lazy(() => import("./auth/presenter.js"));

export type { ConnectOptions };

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

/**
 * The A2A error the card's capabilities give an operation at a version, or null: a capability that is not
 * true disables its operations (the rules file's checks, the same a server makes before dispatch). Async
 * because an older version's error table loads on demand.
 */
export async function capabilityError(card: unknown, operation: string, version: string): Promise<Error | null> {
  const view = versionView(version);
  if (view === null) return null;
  await view.tables();
  const table = view.errorTable;
  const c = disablingCapability(card, operation, version);
  return c === null ? null : a2aError(table, c.error, { message: `${operation}: the card's ${c.path.join(".")} is not true (checked before sending)` });
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
  // The presenter's code loads only for a caller with credentials (most browser pages have none).
  const presenter =
    options.credentials === undefined ? undefined : (await presenterCode.load()).presenterFor(card, options.credentials, c.cardUrl, s.url, c.credentialOrigins);
  const transport = factory({
    url: s.url,
    protocolVersion: s.version,
    tenant,
    timeoutMs: timeoutOf(options.timeoutMs),
    fetch: options.fetch,
    maxResponseBytes: c.maxResponseBytes,
    maxEventSize: c.maxEventSize,
    guard: guardOf(c),
    present: presenter === undefined || presenter.schemes.length === 0 ? undefined : (url) => presenter.present(url),
    interceptors: c.interceptors,
    telemetry: c.telemetry,
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
