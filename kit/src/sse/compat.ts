// An A2A stream of the other version, through the generated compat converters: a v0.3 peer's events read
// as v1.0 StreamResponses (compat.toV1_0), and a v1.0 StreamResponse written as a v0.3 line for a v0.3
// client (compat.toV0_3). The converters are passed in, so the kit's main entry never loads the compat
// module (hundreds of kB) for users who do not need it. JSON-RPC lines convert in the "jsonrpc" dialect
// (a2a.json's kind-tagged events), HTTP+JSON lines in the "rest" dialect (the proto's ProtoJSON).

import type { CompatOptions, Converted, Dialect, Loss, StreamOptions } from "@a2a-bindgen/runtime";
import type { JsonRpcIdEcho } from "../jsonrpc/types.js";
import { type StreamBinding, type StreamItem, decodeA2aStream, encodeStreamResponse } from "./a2a.js";
import type { SseDecodeOptions } from "./decode.js";
import type { SseSource } from "./stream.js";

/** What the stream functions need of one direction's converters: `compat.toV1_0` or `compat.toV0_3` of @a2a-bindgen/a2a/compat. */
export interface StreamConverters {
  readonly rest: { readonly streamEvent: (value: unknown, options?: StreamOptions) => Converted };
  readonly jsonrpc: { readonly streamEvent: (value: unknown, options?: StreamOptions) => Converted };
}

/** An item of a converted stream: a response carries the conversion's losses; errors and invalid events pass as they came. */
export type CompatStreamItem =
  | (Extract<StreamItem, { kind: "response" }> & { losses: Loss[] })
  | Extract<StreamItem, { kind: "error" }>
  | Extract<StreamItem, { kind: "invalid" }>;

/** Options of a converted stream: SSE bounds, the compat options, and the streaming operation when event types differ. */
export interface CompatStreamOptions extends SseDecodeOptions, CompatOptions {
  operation?: string | undefined;
}

function dialectOf(binding: StreamBinding): Dialect {
  return binding === "jsonrpc" ? "jsonrpc" : "rest";
}

/** Converts one event; a converter that throws (strict mode, an operation that does not stream) or loses the whole value gives `error`. */
function convert(
  converters: StreamConverters,
  binding: StreamBinding,
  value: unknown,
  options: CompatStreamOptions,
): { ok: true; value: unknown; losses: Loss[] } | { ok: false; error: string } {
  try {
    const c = converters[dialectOf(binding)].streamEvent(value, { strict: options.strict, operation: options.operation });
    if (c.value === undefined) return { ok: false, error: `nothing of the event converts: ${c.losses.map((l) => `${l.path}: ${l.reason}`).join("; ")}` };
    return { ok: true, value: c.value, losses: c.losses };
  } catch (e) {
    return { ok: false, error: e instanceof Error ? e.message : String(e) };
  }
}

/**
 * Decodes a stream of the other version into this one's StreamResponses: `decodeCompatStream(body,
 * "jsonrpc", compat.toV1_0)` reads a v0.3 peer's SendStreamingMessage events as v1.0 StreamResponses,
 * each with its conversion losses. An event that does not convert is an `invalid` item saying why; errors
 * pass as sent (decode them with the older version's error table). SSE framing errors throw SseError.
 */
export function decodeCompatStream(
  source: SseSource,
  binding: StreamBinding,
  converters: StreamConverters,
  options: CompatStreamOptions = {},
): AsyncIterableIterator<CompatStreamItem> {
  const items = decodeA2aStream(source, binding, options);
  let index = 0;
  const step = (item: StreamItem): CompatStreamItem => {
    const at = index++;
    if (item.kind !== "response") return item;
    const c = convert(converters, binding, item.response, options);
    if (!c.ok) return { kind: "invalid", reason: `event #${at}: ${c.error}`, event: item.event };
    return { ...item, response: c.value, losses: c.losses };
  };
  const out: AsyncIterableIterator<CompatStreamItem> = {
    next: () => items.next().then((r) => (r.done ? r : { value: step(r.value), done: false })),
    return: () => items.return!() as Promise<IteratorReturnResult<undefined>>,
    [Symbol.asyncIterator]: () => out,
  };
  return out;
}

/** One encoded line of a converted stream, or why the response could not be converted. */
export type CompatStreamLine = { ok: true; event: string; losses: Loss[] } | { ok: false; error: string };

/**
 * One StreamResponse of this version as an SSE event of the other: `encodeCompatStreamResponse("jsonrpc",
 * response, compat.toV0_3, request)` writes a v1.0 StreamResponse as a v0.3 client reads it (a kind-tagged
 * result on JSON-RPC, the v0.3 ProtoJSON on HTTP+JSON), with the conversion's losses.
 */
export function encodeCompatStreamResponse(
  binding: StreamBinding,
  response: unknown,
  converters: StreamConverters,
  to: JsonRpcIdEcho = {},
  options: CompatOptions & { operation?: string | undefined } = {},
): CompatStreamLine {
  const c = convert(converters, binding, response, options);
  if (!c.ok) return c;
  return { ok: true, event: encodeStreamResponse(binding, c.value, to), losses: c.losses };
}
