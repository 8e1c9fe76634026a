// What the JSON-RPC and HTTP+JSON transports share: the target as built, the tenant copied into every
// request (§8.3.2, the quick reference step 3), the operation of the wire version, and the decoded result.

import { type Binding, normalizeVersion, type OperationName, versionParameterName } from "@a2a-bindgen/kit";
import { interfaceDeclarations } from "@a2a-bindgen/a2a/protocol";
import { byteOption, defaultMaxResponseBytes } from "./bounds.js";
import { TransportError } from "./errors.js";
import type { Exchange } from "./http.js";
import type { CallMeta, CallOptions, TransportTarget } from "./transport.js";
import { checkRequest, checkResponse, type Crossed, type WireOperation, type WireVersion, wireVersion } from "./wire.js";

/** Default per-request timeout when a target gives none (milliseconds). */
export const defaultTimeoutMs = 30_000;

// setTimeout's largest delay; a longer one would fire at once.
const maxTimeoutMs = 2 ** 31 - 1;

/** A usable timeout: positive and finite (else the default), at most what setTimeout can wait. */
export function timeoutOf(ms: unknown): number {
  return typeof ms === "number" && Number.isFinite(ms) && ms > 0 ? Math.min(ms, maxTimeoutMs) : defaultTimeoutMs;
}

/** Further settings a transport of this package takes besides its target. */
export interface HttpTransportSettings {
  /** Extension URIs declared on every call. */
  readonly extensions?: readonly string[];
  /** Headers sent on every call. */
  readonly headers?: Readonly<Record<string, string>>;
  /** Send no version parameter (a diagnosis of what a server does without one; a client always sends it). */
  readonly omitVersion?: boolean;
}

/** The card's name of a binding ("jsonrpc" is the card's JSONRPC): the table's names, compared without case. */
export function cardBindingOf(binding: Binding): string | undefined {
  return Object.keys(interfaceDeclarations.bindings).find((name) => name.toLowerCase() === binding);
}

const knownBindings: readonly Binding[] = ["jsonrpc", "http+json", "grpc"];

/** The binding of a card's name, or undefined for a binding this package has no name for. */
export function bindingOfCard(name: string): Binding | undefined {
  return knownBindings.find((b) => cardBindingOf(b) === name);
}

/** A binding as a user may name it: the card's spelling ("HTTP+JSON") or the lowercase one ("http+json"). */
export type BindingName = Binding | Uppercase<Binding>;

/** The binding a user's name stands for (the card's spelling or the lowercase one, in any case), or undefined. */
export function bindingOfName(name: unknown): Binding | undefined {
  if (typeof name !== "string") return undefined;
  const lower = name.toLowerCase();
  return knownBindings.find((b) => b === lower || cardBindingOf(b)?.toLowerCase() === lower);
}

/** Every spelling `bindingOfName` accepts, for a message. */
export function bindingNames(): string {
  return knownBindings.map((b) => `${cardBindingOf(b) ?? b} (${b})`).join(", ");
}

/** Where each binding's transport comes from: named when a binding is asked for without one. */
export const transportEntries: Readonly<Record<Binding, string>> = {
  jsonrpc: "jsonRpcFactory from @a2a-bindgen/client",
  "http+json": "httpJsonFactory from @a2a-bindgen/client",
  grpc: "grpcTransport from @a2a-bindgen/client/grpc",
};

/** The message for a binding asked for without its transport: which entry provides it, and how to pass it. */
export function missingTransport(binding: Binding): string {
  const name = cardBindingOf(binding) ?? binding;
  const fn = transportEntries[binding].split(" ")[0];
  return `${name} needs ${transportEntries[binding]}: pass transports: { ${JSON.stringify(binding)}: ${fn} }`;
}

/** A transport's fixed parts, from its target. */
export interface Prepared {
  readonly wire: WireVersion;
  readonly exchange: Exchange;
}

/** The wire version and the exchange settings of a target; an unknown version is a TransportError. */
export function prepare(target: TransportTarget, binding: Binding, settings: HttpTransportSettings = {}): Prepared {
  const wire = wireVersion(normalizeVersion(target.protocolVersion) ?? String(target.protocolVersion));
  if (wire === null) throw new TransportError("request", target.url, `protocol version ${JSON.stringify(target.protocolVersion)} is not one the tables have`);
  // The interface is chosen: its version's converters start loading now; a call awaits them (crossRequest), and meets a failure there.
  wire.load(binding === "jsonrpc" ? "jsonrpc" : "rest").catch(() => {});
  const f = target.fetch ?? globalThis.fetch;
  return {
    wire,
    exchange: {
      fetch: (input, init) => f(input, init),
      timeoutMs: timeoutOf(target.timeoutMs),
      version: settings.omitVersion ? null : { name: versionParameterName(cardBindingOf(binding) ?? binding), value: wire.version },
      extensions: settings.extensions ?? [],
      headers: settings.headers ?? {},
      maxResponseBytes: byteOption(target.maxResponseBytes, "maxResponseBytes", defaultMaxResponseBytes),
      maxEventSize: target.maxEventSize === undefined ? undefined : byteOption(target.maxEventSize, "maxEventSize", 0, "characters"),
      guard: target.guard,
      present: target.present,
    },
  };
}

/** The wire operation once the version's tables are loaded, or a TransportError (nothing sent) naming why the version has none. */
export async function wireOperation(wire: WireVersion, operation: OperationName, url: string): Promise<WireOperation> {
  try {
    await wire.tables();
  } catch (e) {
    throw new TransportError("request", url, `the protocol ${wire.version} tables did not load: ${e instanceof Error ? e.message : String(e)}`);
  }
  const op = wire.operation(operation);
  if ("missing" in op) throw new TransportError("request", url, op.missing);
  return op;
}

/** The request with the interface's tenant, unless the caller set one. */
export function withTenant(request: unknown, tenant: string | undefined): Record<string, unknown> {
  const r = request !== null && typeof request === "object" && !Array.isArray(request) ? (request as Record<string, unknown>) : {};
  if (tenant === undefined || tenant === "" || (Object.hasOwn(r, "tenant") && r.tenant !== undefined && r.tenant !== "")) return { ...r };
  return { ...r, tenant };
}

/** At most this many converter reasons are quoted in one message. */
const quotedLosses = 3;

/** Converter losses as "path: reason; …", the first few and how many more. */
export function lossesText(losses: Crossed["losses"]): string {
  const listed = losses.slice(0, quotedLosses).map((l) => `${l.path}: ${l.reason}`);
  return losses.length > quotedLosses ? `${listed.join("; ")}; and ${losses.length - quotedLosses} more` : listed.join("; ");
}

/** A validator's problem, followed by what the converter reported crossing from an older version (its own reasons), if anything. */
export function withLosses(problem: string, version: string, losses: Crossed["losses"]): string {
  return losses.length === 0 ? problem : `${problem} (converting from ${version}: ${lossesText(losses)})`;
}

/** The v1.0 response of a wire result, validated; `meta` is told the activated extensions and losses. */
export function decodeResult(
  wire: WireVersion,
  operation: OperationName,
  dialect: "jsonrpc" | "rest",
  result: unknown,
  url: string,
  status: number,
  extensions: readonly string[],
  options: CallOptions | undefined,
  sentLosses: Crossed["losses"],
): unknown {
  let crossed: Crossed;
  try {
    crossed = wire.response(operation, dialect, result);
  } catch (e) {
    throw new TransportError("body", url, `the ${wire.version} result does not convert: ${e instanceof Error ? e.message : String(e)}`, { status });
  }
  // Nothing converted: the converter's own reasons (JSON path and why) say what arrived, not the validator's view of nothing.
  if (crossed.value === undefined && crossed.losses.length > 0) {
    throw new TransportError("body", url, `the ${wire.version} ${operation} result does not convert: ${lossesText(crossed.losses)}`, { status });
  }
  const checked = checkResponse(operation, crossed.value);
  if (!checked.ok) throw new TransportError("body", url, withLosses(checked.problem, wire.version, crossed.losses), { status });
  const meta: CallMeta = { activatedExtensions: extensions, losses: [...sentLosses, ...crossed.losses] };
  options?.onMeta?.(meta);
  return checked.value;
}

/**
 * The request as the wire version's: validated as v1.0 (a bad field is named by its JSON path, nothing is
 * sent), with the tenant, then crossed once the version's converters are loaded (WireVersion.load; the
 * transport started loading them when it was made); a converter that throws, or that does not load, is a
 * TransportError too.
 */
export async function crossRequest(
  wire: WireVersion,
  operation: OperationName,
  dialect: "jsonrpc" | "rest",
  request: unknown,
  tenant: string | undefined,
  url: string,
): Promise<Crossed> {
  const checked = checkRequest(operation, withTenant(request, tenant));
  if (!checked.ok) throw new TransportError("request", url, checked.problem);
  try {
    await wire.load(dialect);
  } catch (e) {
    throw new TransportError("request", url, `the protocol ${wire.version} converters did not load: ${e instanceof Error ? e.message : String(e)}`);
  }
  try {
    return wire.request(operation, dialect, checked.value);
  } catch (e) {
    throw new TransportError("request", url, `the request does not convert to protocol ${wire.version}: ${e instanceof Error ? e.message : String(e)}`);
  }
}
