// A stream that ended before its task did. The server ends a stream when the task is final or interrupted
// (a2a.proto v1.0.1: SendMessageConfiguration.return_immediately waits for "a terminal (COMPLETED, FAILED,
// CANCELED, REJECTED) or interrupted (INPUT_REQUIRED, AUTH_REQUIRED) state"; the TaskState comments name
// them so; SubscribeToTask streams "for tasks not in a terminal state"), or after a Message, which is the
// whole answer. Any other end (a server shutting down, a proxy's idle cut, a reset connection) left the task
// running: ending the caller's `for await` quietly would pass it off as finished, so the call path throws
// this error instead, with what the caller needs to resubscribe.

import type { StreamingOperationName } from "@a2a-bindgen/kit";
import type { types } from "@a2a-bindgen/a2a/v1_0";
import { excerpt, TransportError } from "./errors.js";

/** The states after which a stream ends by the protocol (see the file's note). */
const settledStates: ReadonlySet<types.TaskState> = new Set<types.TaskState>([
  "TASK_STATE_COMPLETED",
  "TASK_STATE_FAILED",
  "TASK_STATE_CANCELED",
  "TASK_STATE_REJECTED",
  "TASK_STATE_INPUT_REQUIRED",
  "TASK_STATE_AUTH_REQUIRED",
]);

/** What a cut stream had shown of its task. */
export interface StreamCut {
  /** The streaming operation that was cut. */
  readonly operation: StreamingOperationName;
  /** The task's id: from its events, else (SubscribeToTask) the id subscribed to; undefined when no event named it. */
  readonly taskId: string | undefined;
  /** The task's context id, when an event named it. */
  readonly contextId: string | undefined;
  /** The task's last state the stream showed (TASK_STATE_WORKING, say), when an event showed one. */
  readonly state: types.TaskState | undefined;
  /** The last event received (a v1.0 StreamResponse), undefined when none came. */
  readonly lastEvent: types.StreamResponse | undefined;
  /** How many events came before the end. */
  readonly events: number;
}

/** Where the stream was and how it ended: the interface's url, the answer's status, and a network failure as the cause. */
export interface StreamCutAt {
  readonly url: string;
  readonly status?: number | undefined;
  readonly grpc?: boolean;
  /** The network failure that ended the stream (its `failure` becomes this error's); absent: the peer ended it cleanly. */
  readonly cause?: TransportError;
  readonly requestId?: string | undefined;
}

const shown = (value: unknown): string => excerpt(JSON.stringify(String(value)));

/**
 * A stream that ended, cleanly (`failure` "stream") or with its connection broken (`failure` "network", the
 * network failure as `cause`), before its task was final or interrupted: resubscribe with SubscribeToTask
 * `{ id: taskId }` to follow the task on. A subclass of TransportError, so code that sorts a call's failures
 * into A2AError and TransportError still sees it as the transport failure it is. Not thrown for a stream the
 * caller aborted, nor for an error event (that is the A2AError it carries).
 */
export class StreamCutError extends TransportError implements StreamCut {
  readonly operation: StreamingOperationName;
  readonly taskId: string | undefined;
  readonly contextId: string | undefined;
  readonly state: types.TaskState | undefined;
  readonly lastEvent: types.StreamResponse | undefined;
  readonly events: number;

  constructor(cut: StreamCut, at: StreamCutAt) {
    if (cut === null || typeof cut !== "object") throw new TypeError(`StreamCutError: cut must be an object, got ${cut === null ? "null" : typeof cut}`);
    if (at === null || typeof at !== "object") throw new TypeError(`StreamCutError: at must be an object, got ${at === null ? "null" : typeof at}`);
    const task = cut.taskId === undefined ? "its task" : `task ${shown(cut.taskId)}`;
    const state = cut.state === undefined ? "before any state of it came" : `while it was ${String(cut.state)}`;
    const how = at.cause === undefined ? "ended" : `broke (${excerpt(at.cause.seen)})`;
    const seen = `the ${String(cut.operation)} stream ${how} after ${Number(cut.events)} event(s), ${task} not final or interrupted (${state}): resubscribe with SubscribeToTask`;
    super(at.cause === undefined ? "stream" : at.cause.failure, String(at.url), seen, {
      status: at.status,
      grpc: at.grpc,
      cause: at.cause,
      requestId: at.requestId,
    });
    this.name = "StreamCutError";
    this.operation = cut.operation;
    this.taskId = cut.taskId;
    this.contextId = cut.contextId;
    this.state = cut.state;
    this.lastEvent = cut.lastEvent;
    this.events = cut.events;
  }
}

/** Follows a stream's v1.0 events: whether its end is the protocol's, and what a cut had shown. */
export class StreamWatch {
  readonly #operation: StreamingOperationName;
  #taskId: string | undefined;
  #contextId: string | undefined;
  #state: types.TaskState | undefined;
  #last: types.StreamResponse | undefined;
  #events = 0;
  #message = false;

  /** `request`: the call's v1.0 request (SubscribeToTask's id names the task before any event does). */
  constructor(operation: StreamingOperationName, request: unknown) {
    this.#operation = operation;
    const id = operation === "SubscribeToTask" && request !== null && typeof request === "object" ? (request as { id?: unknown }).id : undefined;
    if (typeof id === "string" && id !== "") this.#taskId = id;
  }

  /** Notes one validated v1.0 event. */
  see(event: types.StreamResponse): void {
    this.#events++;
    this.#last = event;
    // A Message as the first answer is the whole answer (no task follows it).
    if (this.#events === 1 && event.message !== undefined) this.#message = true;
    const task = event.task ?? event.statusUpdate ?? event.artifactUpdate;
    const taskId = event.task?.id ?? event.statusUpdate?.taskId ?? event.artifactUpdate?.taskId;
    if (taskId !== undefined && taskId !== "") this.#taskId = taskId;
    if (task?.contextId !== undefined && task.contextId !== "") this.#contextId = task.contextId;
    const state = event.task?.status?.state ?? event.statusUpdate?.status?.state;
    if (state !== undefined) this.#state = state;
  }

  /** Whether a stream may end here: after a Message answer, or with its task final or interrupted. */
  get settled(): boolean {
    return this.#message || (this.#state !== undefined && settledStates.has(this.#state));
  }

  /** The error of a stream that ended here, not settled. */
  cut(at: StreamCutAt): StreamCutError {
    const cut: StreamCut = {
      operation: this.#operation,
      taskId: this.#taskId,
      contextId: this.#contextId,
      state: this.#state,
      lastEvent: this.#last,
      events: this.#events,
    };
    return new StreamCutError(cut, at);
  }
}
