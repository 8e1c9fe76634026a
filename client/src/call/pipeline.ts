// The one call path of the client: every binding (JSON-RPC, HTTP+JSON, gRPC) at every version goes
// through it, and only encodes the request and decodes the answer (a Codec). The path, in one order: the
// version's operation, the request validated, given the tenant and crossed to the version (nothing sent
// when any of it fails); the call's deadline joined with the caller's signal; the binding's exchange; the
// answer crossed back and validated as v1.0 (a stream: each event, the deadline rearmed at each); and what
// was thrown turned into the client's verdict (an A2AError, or a TransportError).

import {
  A2AError,
  type Binding,
  normalizeVersion,
  type OperationName,
  type RequestOf,
  type ResponseOf,
  type StreamingOperationName,
  type UnaryOperationName,
} from "@a2a-bindgen/kit";
import { type CallSignal, callSignal, timeoutOf, untilAborted } from "../abort.js";
import { abortFailure, TransportError } from "../errors.js";
import type { CallOptions, Transport, TransportTarget } from "../transport.js";
import { type Dialect, type VersionOperation, type VersionView, versionView } from "../version-view.js";
import { type Answered, answerOf, eventOf, prepareCall } from "./crossing.js";

/** One call as the binding encodes it: the v1.0 operation, the version's, and the request crossed to it. */
export interface WireCall {
  readonly operation: OperationName;
  readonly wire: VersionOperation;
  readonly request: unknown;
  readonly options: CallOptions | undefined;
  /** The call's deadline and the caller's signal: every wait of the binding honours it. */
  readonly call: CallSignal;
}

/** A unary answer as the binding decoded it: the version's result (a failure is thrown, decoded). */
export interface WireAnswer extends Answered {
  readonly result: unknown;
}

/** An opened stream: the version's events, each as its binding framed it (an error event is thrown, decoded). */
export interface WireStream extends Answered {
  readonly events: AsyncIterator<unknown, undefined, undefined>;
  /** Lets go of what the stream holds (`aborted`: the call has ended already, do not wait). */
  release(aborted: boolean): Promise<void>;
}

/** What a binding does: encode, exchange, decode; nothing else. */
export interface Codec {
  readonly binding: Binding;
  /** The converters' dialect of the binding. */
  readonly dialect: Dialect;
  unary(call: WireCall): Promise<WireAnswer>;
  stream(call: WireCall): Promise<WireStream>;
  /** What something thrown that is neither an A2A error, a TransportError nor an abort means on this binding. */
  failure(e: unknown, streaming: boolean): Error;
}

/** The view of a target's version, or a `request` TransportError naming the version the tables do not have. */
export function viewOf(target: TransportTarget): VersionView {
  const view = versionView(normalizeVersion(target.protocolVersion) ?? String(target.protocolVersion));
  if (view === null) throw new TransportError("request", target.url, `protocol version ${JSON.stringify(target.protocolVersion)} is not one the tables have`);
  return view;
}

/**
 * The Transport of a codec to one interface: the one call path around the binding. `url` names the
 * interface in failures before an answer came.
 */
export function pipelineTransport(target: TransportTarget, view: VersionView, codec: Codec, url: string = target.url): Transport {
  const timeoutMs = timeoutOf(target.timeoutMs);
  const dialect = codec.dialect;
  // The interface is chosen: its version's converters start loading now; a call awaits them, and meets a failure there.
  view.load(dialect).catch(() => {});

  const callOf = (options: CallOptions | undefined): CallSignal =>
    callSignal(options?.signal, timeoutMs, () => new TransportError("timeout", url, `no answer within ${timeoutMs} ms`));

  const failure = (e: unknown, signal: AbortSignal, streaming: boolean): Error => {
    if (e instanceof TransportError || e instanceof A2AError) return e;
    return abortFailure(signal, url, e) ?? codec.failure(e, streaming);
  };

  return {
    binding: codec.binding,
    protocolVersion: view.protocolVersion,
    url: target.url,
    tenant: target.tenant,
    async unary<K extends UnaryOperationName>(operation: K, request: RequestOf<K>, options?: CallOptions): Promise<ResponseOf<K>> {
      const prepared = await prepareCall(view, operation, dialect, request, target.tenant, url);
      const call = callOf(options);
      try {
        // A signal already aborted sends nothing.
        call.signal.throwIfAborted();
        const answer = await untilAborted(codec.unary({ operation, wire: prepared.operation, request: prepared.request, options, call }), call.signal);
        return answerOf(view, operation, dialect, answer.result, answer, options, prepared.losses) as ResponseOf<K>;
      } catch (e) {
        throw failure(e, call.signal, false);
      } finally {
        call.done();
      }
    },
    async *stream<K extends StreamingOperationName>(operation: K, request: RequestOf<K>, options?: CallOptions): AsyncIterable<ResponseOf<K>> {
      const prepared = await prepareCall(view, operation, dialect, request, target.tenant, url);
      const call = callOf(options);
      let opened: WireStream | undefined;
      try {
        call.signal.throwIfAborted();
        opened = await untilAborted(codec.stream({ operation, wire: prepared.operation, request: prepared.request, options, call }), call.signal);
        // The deadline is the longest silence: rearmed once the stream opens and at each event.
        call.rearm();
        options?.onMeta?.({ activatedExtensions: [...opened.activated], losses: prepared.losses });
        for (let at = 0; ; at++) {
          // Raced against the call's signal: an abort ends a read the peer never answers (released below).
          const next = await untilAborted(opened.events.next(), call.signal);
          if (next.done === true) return;
          call.rearm();
          yield eventOf(view, operation, dialect, next.value, at, opened) as ResponseOf<K>;
        }
      } catch (e) {
        throw failure(e, call.signal, true);
      } finally {
        const aborted = call.signal.aborted;
        call.done();
        await opened?.release(aborted);
      }
    },
  };
}
