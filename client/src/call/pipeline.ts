// The one call path of the client: every binding (JSON-RPC, HTTP+JSON, gRPC) at every version goes
// through it, and only encodes the request and decodes the answer (a Codec). The path, in one order: the
// version's operation, the request validated, given the tenant and crossed to the version (nothing sent
// when any of it fails); the call's deadline joined with the caller's signal; the binding's exchange; the
// answer crossed back and validated as v1.0 (a stream: each event, the deadline rearmed at each, and an end
// before the task was final or interrupted a StreamCutError); and what was thrown turned into the client's
// verdict (an A2AError, or a TransportError).

import {
  A2AError,
  type Binding,
  keptRequestId,
  normalizeVersion,
  type OperationName,
  type RequestOf,
  requestIdHeader,
  type ResponseOf,
  type StreamingOperationName,
  type UnaryOperationName,
} from "@a2a-bindgen/kit";
import { type CallSignal, callSignal, timeoutOf, untilAborted } from "../abort.js";
import { abortFailure, TransportError, withRequestId } from "../errors.js";
import { type StreamCutAt, StreamCutError, StreamWatch } from "../stream-cut.js";
import { telemetryInterceptor } from "../telemetry.js";
import type { CallOptions, Transport, TransportTarget } from "../transport.js";
import { type Dialect, type VersionOperation, type VersionView, versionView } from "../version-view.js";
import { type Answered, answerOf, eventOf, type Prepared, prepareCall } from "./crossing.js";
import { addedHeaders, type CallOutcome, type Interceptor, type MutableCallInfo, readInterceptors, runAfter, runBefore, runEvent } from "./interceptors.js";

/** One call as the binding encodes it: the v1.0 operation, the version's, and the request crossed to it. */
export interface WireCall {
  readonly operation: OperationName;
  readonly wire: VersionOperation;
  readonly request: unknown;
  readonly options: CallOptions | undefined;
  /** The call's deadline and the caller's signal: every wait of the binding honours it. */
  readonly call: CallSignal;
  /**
   * Headers (gRPC: metadata) the interceptors added and the caller's request id, names lowercased: sent
   * beneath every other header of the call (the caller's, the connection's, the credentials', the protocol's).
   */
  readonly added: Readonly<Record<string, string>>;
  /** Where the binding notes the answer as soon as it comes (noteAnswer), before decoding it. */
  readonly answer: AnswerNote;
}

/** What came of the answer before its body: its request id and status. */
export interface AnswerNote {
  requestId: string | undefined;
  /** The HTTP status, or the gRPC status code. */
  status: number | undefined;
}

/** Notes an answer's request id (X-Request-Id, when it is 1–128 visible ASCII) and status. */
export function noteAnswer(call: WireCall, headers: { get(name: string): string | null }, status: number | undefined): void {
  const id = keptRequestId(headers.get(requestIdHeader));
  if (id !== undefined) call.answer.requestId = id;
  if (status !== undefined) call.answer.status = status;
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
  /** The operation's method on the wire, for interceptors and telemetry (the JSON-RPC method, the gRPC method, the HTTP method). */
  method(wire: VersionOperation, operation: OperationName): string;
  /** The name of an answer's status for telemetry, where the binding's are named (gRPC's codes). */
  readonly statusName?: (status: number) => string;
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
  // Telemetry first: its span holds the other interceptors' work, and its trace context is in the headers they see.
  const interceptors: readonly Interceptor[] = [
    telemetryInterceptor(target.telemetry, {
      binding: codec.binding,
      url: target.url,
      isInternal: (e) => e.code === view.errorTable.standardErrors.internal.code,
      statusName: codec.statusName,
    }),
    ...readInterceptors(target.interceptors, "interceptors"),
  ];

  const callOf = (options: CallOptions | undefined): CallSignal =>
    callSignal(options?.signal, timeoutMs, () => new TransportError("timeout", url, `no answer within ${timeoutMs} ms`));

  const failure = (e: unknown, signal: AbortSignal, streaming: boolean): Error => {
    if (e instanceof TransportError || e instanceof A2AError) return e;
    return abortFailure(signal, url, e) ?? codec.failure(e, streaming);
  };

  /** A call as interceptors see it; the caller's request id checked (a TypeError, nothing sent). */
  const infoOf = (operation: OperationName, prepared: Prepared, options: CallOptions | undefined, streaming: boolean): MutableCallInfo => {
    const requestId = options?.requestId;
    if (requestId !== undefined && keptRequestId(requestId) === undefined)
      throw new TypeError(`requestId: give 1 to 128 visible ASCII characters, not ${JSON.stringify(String(requestId).slice(0, 40))}`);
    return {
      operation,
      binding: codec.binding,
      protocolVersion: view.protocolVersion,
      url: target.url,
      method: codec.method(prepared.operation, operation),
      streaming,
      headers: {},
      startTime: performance.now(),
      requestId,
      status: undefined,
      events: 0,
    };
  };

  /** Runs the interceptors' `before` within the call's signal; the headers the call adds beneath its own. */
  const before = async (info: MutableCallInfo, ran: Interceptor[], call: CallSignal): Promise<Record<string, string>> => {
    // A signal already aborted sends nothing (and runs no interceptor).
    call.signal.throwIfAborted();
    await untilAborted(runBefore(interceptors, info, ran), call.signal);
    const added = addedHeaders(info.headers);
    if (info.requestId !== undefined) added[requestIdHeader.toLowerCase()] = info.requestId;
    else info.requestId = keptRequestId(added[requestIdHeader.toLowerCase()]);
    call.signal.throwIfAborted();
    return added;
  };

  /** The call's verdict on something thrown: what `before` threw is the call's error as it is (unless the call was aborted). */
  const verdict = (e: unknown, call: CallSignal, sending: boolean, note: AnswerNote, streaming: boolean): unknown =>
    !sending && !call.signal.aborted ? e : withRequestId(failure(e, call.signal, streaming), note.requestId);

  const noted = (info: MutableCallInfo, note: AnswerNote): void => {
    if (note.requestId !== undefined) info.requestId = note.requestId;
    if (note.status !== undefined) info.status = note.status;
  };

  const asError = (e: unknown): Error => (e instanceof Error ? e : new Error(String(e)));

  return {
    binding: codec.binding,
    protocolVersion: view.protocolVersion,
    url: target.url,
    tenant: target.tenant,
    async unary<K extends UnaryOperationName>(operation: K, request: RequestOf<K>, options?: CallOptions): Promise<ResponseOf<K>> {
      const prepared = await prepareCall(view, operation, dialect, request, target.tenant, url);
      const info = infoOf(operation, prepared, options, false);
      const call = callOf(options);
      const ran: Interceptor[] = [];
      const note: AnswerNote = { requestId: undefined, status: undefined };
      let sending = false;
      let outcome: CallOutcome | undefined;
      try {
        const added = await before(info, ran, call);
        sending = true;
        const wire: WireCall = { operation, wire: prepared.operation, request: prepared.request, options, call, added, answer: note };
        const answer = await untilAborted(codec.unary(wire), call.signal);
        const result = answerOf(view, operation, dialect, answer.result, answer, options, prepared.losses) as ResponseOf<K>;
        outcome = { ok: true, result };
        return result;
      } catch (e) {
        const error = verdict(e, call, sending, note, false);
        outcome = { ok: false, error: asError(error) };
        throw error;
      } finally {
        call.done();
        noted(info, note);
        if (outcome !== undefined) runAfter(ran, info, outcome);
      }
    },
    async *stream<K extends StreamingOperationName>(operation: K, request: RequestOf<K>, options?: CallOptions): AsyncIterable<ResponseOf<K>> {
      const prepared = await prepareCall(view, operation, dialect, request, target.tenant, url);
      const info = infoOf(operation, prepared, options, true);
      const call = callOf(options);
      const ran: Interceptor[] = [];
      const note: AnswerNote = { requestId: undefined, status: undefined };
      let sending = false;
      let outcome: CallOutcome | undefined;
      let opened: WireStream | undefined;
      const watch = new StreamWatch(operation, request);
      const cutAt = (o: WireStream, cause?: TransportError): StreamCutAt => ({
        url: o.url,
        status: o.status,
        grpc: codec.binding === "grpc",
        requestId: note.requestId,
        ...(cause === undefined ? {} : { cause }),
      });
      try {
        const added = await before(info, ran, call);
        sending = true;
        const wire: WireCall = { operation, wire: prepared.operation, request: prepared.request, options, call, added, answer: note };
        opened = await untilAborted(codec.stream(wire), call.signal);
        noted(info, note);
        // The deadline is the longest silence: rearmed once the stream opens and at each event.
        call.rearm();
        options?.onMeta?.({ activatedExtensions: [...opened.activated], losses: prepared.losses });
        for (let at = 0; ; at++) {
          // Raced against the call's signal: an abort ends a read the peer never answers (released below).
          const next = await untilAborted(opened.events.next(), call.signal);
          if (next.done === true) {
            if (!watch.settled) {
              // A read the caller's abort or the deadline ended is that failure (below), not a cut.
              call.signal.throwIfAborted();
              throw watch.cut(cutAt(opened));
            }
            outcome = { ok: true };
            return;
          }
          call.rearm();
          const event = eventOf(view, operation, dialect, next.value, at, opened) as ResponseOf<K>;
          watch.see(event);
          info.events = at + 1;
          runEvent(ran, info, event);
          yield event;
        }
      } catch (e) {
        let error = verdict(e, call, sending, note, true);
        // The connection broke mid-stream (not by the caller): as much a cut as a clean early end.
        if (error instanceof TransportError && !(error instanceof StreamCutError) && error.failure === "network" && opened !== undefined) {
          if (!call.signal.aborted && !watch.settled) error = watch.cut(cutAt(opened, error));
        }
        outcome = { ok: false, error: asError(error) };
        throw error;
      } finally {
        const aborted = call.signal.aborted;
        call.done();
        noted(info, note);
        // The consumer stopped reading before the end (it left its loop).
        runAfter(ran, info, outcome ?? { ok: true, stopped: true });
        await opened?.release(aborted);
      }
    },
  };
}
