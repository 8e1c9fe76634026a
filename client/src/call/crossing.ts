// The steps of a call around the binding, the same for every binding and version: the operation of the
// interface's version, the request validated as v1.0 (nothing sent when it does not), the tenant copied in
// (§8.3.2, the quick reference step 3), crossed to the version; then the answer crossed back and validated
// as the v1.0 response, and each stream event the same way.

import type { OperationName } from "@a2a-bindgen/kit";
import type { CallMeta, CallOptions } from "../transport.js";
import { TransportError } from "../errors.js";
import { checkRequest, checkResponse } from "../validate.js";
import type { Converted, Dialect, VersionOperation, VersionView } from "../version-view.js";

type Losses = Converted<unknown>["losses"];

/** A request ready for the binding: the version's operation and the request crossed to it, with what did not cross. */
export interface Prepared {
  readonly operation: VersionOperation;
  readonly request: unknown;
  readonly losses: Losses;
}

const messageOf = (e: unknown): string => (e instanceof Error ? e.message : String(e));

/** The request with the interface's tenant, unless the caller set one. */
export function withTenant(request: unknown, tenant: string | undefined): Record<string, unknown> {
  const r = request !== null && typeof request === "object" && !Array.isArray(request) ? (request as Record<string, unknown>) : {};
  if (tenant === undefined || tenant === "" || (Object.hasOwn(r, "tenant") && r.tenant !== undefined && r.tenant !== "")) return { ...r };
  return { ...r, tenant };
}

/** At most this many converter reasons are quoted in one message. */
const quotedLosses = 3;

/** Converter losses as "path: reason; …", the first few and how many more. */
export function lossesText(losses: Losses): string {
  const listed = losses.slice(0, quotedLosses).map((l) => `${l.path}: ${l.reason}`);
  return losses.length > quotedLosses ? `${listed.join("; ")}; and ${losses.length - quotedLosses} more` : listed.join("; ");
}

/** A validator's problem, followed by what the converter reported crossing from an older version (its own reasons), if anything. */
export function withLosses(problem: string, version: string, losses: Losses): string {
  return losses.length === 0 ? problem : `${problem} (converting from ${version}: ${lossesText(losses)})`;
}

/**
 * The request as the view's version takes it: the version's operation (its tables loaded), the request
 * validated as v1.0 (a bad field is named by its JSON path), with the tenant, crossed once the version's
 * converters are loaded. Any failure is a `request` TransportError: nothing is sent.
 */
export async function prepareCall(
  view: VersionView,
  operation: OperationName,
  dialect: Dialect,
  request: unknown,
  tenant: string | undefined,
  url: string,
): Promise<Prepared> {
  try {
    await view.tables();
  } catch (e) {
    throw new TransportError("request", url, `the protocol ${view.protocolVersion} tables did not load: ${messageOf(e)}`);
  }
  const op = view.operation(operation);
  if ("missing" in op) throw new TransportError("request", url, op.missing);
  const checked = checkRequest(operation, withTenant(request, tenant));
  if (!checked.ok) throw new TransportError("request", url, checked.problem);
  try {
    await view.load(dialect);
  } catch (e) {
    throw new TransportError("request", url, `the protocol ${view.protocolVersion} converters did not load: ${messageOf(e)}`);
  }
  let crossed: Converted<unknown>;
  try {
    crossed = view.request(operation, dialect, checked.value);
  } catch (e) {
    throw new TransportError("request", url, `the request does not convert to protocol ${view.protocolVersion}: ${messageOf(e)}`);
  }
  return { operation: op, request: crossed.value, losses: crossed.losses };
}

/** Where an answer came from: its url, its status (HTTP, or the gRPC code), and the extensions it activated. */
export interface Answered {
  readonly url: string;
  readonly status: number | undefined;
  readonly activated: readonly string[];
}

/** The v1.0 response of a wire result, validated (a `body` failure when it is not); `onMeta` hears the activated extensions and the losses. */
export function answerOf(
  view: VersionView,
  operation: OperationName,
  dialect: Dialect,
  result: unknown,
  answered: Answered,
  options: CallOptions | undefined,
  sent: Losses,
): unknown {
  const { url, status } = answered;
  let crossed: Converted<unknown>;
  try {
    crossed = view.response(operation, dialect, result);
  } catch (e) {
    throw new TransportError("body", url, `the ${view.protocolVersion} result does not convert: ${messageOf(e)}`, { status });
  }
  // Nothing converted: the converter's own reasons (JSON path and why) say what arrived, not the validator's view of nothing.
  if (crossed.value === undefined && crossed.losses.length > 0) {
    throw new TransportError("body", url, `the ${view.protocolVersion} ${operation} result does not convert: ${lossesText(crossed.losses)}`, { status });
  }
  const checked = checkResponse(operation, crossed.value);
  if (!checked.ok) throw new TransportError("body", url, withLosses(checked.problem, view.protocolVersion, crossed.losses), { status });
  const meta: CallMeta = { activatedExtensions: [...answered.activated], losses: [...sent, ...crossed.losses] };
  options?.onMeta?.(meta);
  return checked.value;
}

/** Event number `at` of a stream as a v1.0 StreamResponse, validated; one that does not cross or validate is a `stream` failure naming it. */
export function eventOf(view: VersionView, operation: OperationName, dialect: Dialect, event: unknown, at: number, answered: Answered): unknown {
  const { url, status } = answered;
  let crossed: Converted<unknown>;
  try {
    crossed = view.event(operation, dialect, event);
  } catch (e) {
    throw new TransportError("stream", url, `event #${at}: ${messageOf(e)}`, { status });
  }
  if (crossed.value === undefined) {
    throw new TransportError("stream", url, `event #${at}: nothing of the event converts: ${lossesText(crossed.losses)}`, { status });
  }
  const checked = checkResponse(operation, crossed.value);
  if (!checked.ok) throw new TransportError("stream", url, `event #${at}: ${withLosses(checked.problem, view.protocolVersion, crossed.losses)}`, { status });
  return checked.value;
}
