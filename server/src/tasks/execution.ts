// One run of the application's execute for one message: the events it publishes become commits of the
// task store (one change per commit, under optimistic concurrency), each published on the bus after its
// commit resolved. The task is created by the first status or artifact (a status: its first state).
// A durable store may say when a write is committed before it is on disk (WriteOptions.committed): the
// executor goes on from there, so one run's writes share fsyncs instead of waiting for one each; the
// bus, and with it every client, hears of a commit only once it is durable, in version order.
// Outcomes the runtime defines:
// - execute throws after the task exists, or ends while the task is still submitted or working (and was
//   not stopped): the task fails, with an agent message saying why. Before the task exists, the throw is
//   the call's answer (an A2AError as is; anything else the internal error).
// - an event after the task reached a terminal state, after execute ended, or after its signal aborted
//   (canceled, superseded by the next message, the agent closing) is refused: the promise rejects with
//   StaleEventError and the task is unchanged.
// - a reply message before any task answers the call with that message; nothing else may follow it.

import { context as otelContext } from "@opentelemetry/api";
import type { types } from "@a2a-bindgen/a2a/v1_0";
import { A2AError } from "@a2a-bindgen/kit";
import type { CallContext } from "../agent.js";
import { type Scope, type StoredTask, type Stores, type TaskChange, type TaskCommit, TaskVersionConflict, type TaskSubscription } from "../store/contract.js";
import { isInterrupted, isTerminal } from "../store/states.js";
import type { RunTrace } from "../telemetry/run.js";
import { batchLength, committed, deferred, type Pending } from "./batch.js";

/** What execute knows about its run. */
export interface ExecutionContext {
  /** The message that started this run (for a continued task, already appended to its history). */
  readonly message: types.Message;
  /** The SendMessage request (configuration, metadata). */
  readonly request: types.SendMessageRequest;
  /** The task the message continues (§3.4.2), as it is with the message appended; undefined for a new task. */
  readonly task: types.Task | undefined;
  /** The scope every store call of this run uses. */
  readonly scope: Scope;
  /** The call that started the run (its signal is the caller's; this run's is `signal`). */
  readonly call: CallContext;
  /**
   * Aborted when the run must stop: the task was canceled, the next message for the task superseded
   * this run, or the agent is closing. Its reason says which ("canceled", "superseded", "closing").
   */
  readonly signal: AbortSignal;
}

/**
 * How execute publishes. Every method resolves once the change is committed (on a durable store, its
 * fsync may still be under way: streams, push and the call's answer see it only once it is on disk).
 * Need not be awaited one by one: events published while a write is in flight are written together in
 * one commit (`await Promise.all([...])` over a burst); if that write fails, each is written again alone,
 * so each promise answers for its own event.
 */
export interface TaskEvents {
  /** The task's id once it exists (a continued task's from the start). */
  readonly taskId: string | undefined;
  /** The task's context id once it exists. */
  readonly contextId: string | undefined;
  /** Sets the status (with an agent message); the first event of a new task creates it in this state. */
  status(state: types.TaskState, message?: types.Message): Promise<void>;
  /** Adds an artifact, or with `append` a chunk of the artifact of the same id; creates a new task (submitted) first. */
  artifact(artifact: types.Artifact, options?: { readonly append?: boolean | undefined; readonly lastChunk?: boolean | undefined }): Promise<void>;
  /**
   * Before any task: the call's answer is this message and no task is made (§3.1.1); nothing may follow.
   * After: an agent message kept in the task's history and sent to its streams.
   */
  message(message: types.Message): Promise<void>;
}

/** The application's work for one message. */
export type Executor = (context: ExecutionContext, events: TaskEvents) => Promise<void> | void;

/** An event refused because its run can no longer change the task. */
export class StaleEventError extends Error {
  override readonly name = "StaleEventError";
}

/** How many times a write is tried again after another writer came first. */
const CONFLICT_RETRIES = 8;

/** What the run tells the runtime as it goes. */
export interface ExecutionHooks {
  /** The task exists (created, or the continued one): at its first commit. */
  created(id: string, execution: Execution): void;
  /** Work after the creation was published and before the run goes on (storing the call's push config). */
  readonly configure?: ((id: string) => Promise<void>) | undefined;
  /** The failure the runtime reports (an execute throw after the task exists). */
  report(error: unknown): void;
  /** The request id of the call that started the run: its reports carry it, and a failed task's message names it. */
  readonly requestId: string;
  /** Makes the stream of a streaming call: subscribe before the creation is published. */
  readonly stream: boolean;
  /** The streaming caller's signal: the stream ends when it aborts. */
  readonly signal?: AbortSignal | undefined;
}

/** One run of execute. */
export class Execution {
  readonly #stores: Stores;
  readonly #scope: Scope;
  readonly #hooks: ExecutionHooks;
  /** Made when the run's signal is first read: an AbortSignal is an EventTarget, costly to make for a run that never reads it. */
  #controller: AbortController | undefined;
  /** Why the run was stopped (the first reason), set whether or not its signal was made. */
  #stopped: { readonly reason: string } | undefined;
  #id: string | undefined;
  #contextId: string | undefined;
  #version = 0;
  #state: types.TaskState | undefined;
  #ended = false;
  #writes: Promise<unknown> = Promise.resolve();
  /** Events published and not yet written: the ones queued while a write is in flight are written together. */
  readonly #pending: Pending[] = [];
  #flushing = false;
  /** The commits' durability, in order, each followed by its publication: rejected from a failed one on (nothing later is published). */
  #durable: Promise<void> = Promise.resolve();
  #init: { readonly message: types.Message; readonly metadata: types.SendMessageRequest["metadata"] } | undefined;
  /** The run's span, its commits' telemetry and what its updates carry (set by start). */
  #trace!: RunTrace;
  /** The reply message, when execute answered without a task. */
  reply: types.Message | undefined;
  /** The stream's subscription (streaming calls), made when the task came to exist. */
  subscription: TaskSubscription | undefined;
  /** The task as first committed (created, or continued with the message appended). */
  first: types.Task | undefined;
  /**
   * The task as this run's commit that settled it left it (a terminal or interrupted status), once that
   * commit is durable; undefined when something else settled the run (stopped, ended by another writer)
   * or the store did not answer the task (TaskCommit.task). A blocking send answers from it.
   */
  settledWith: StoredTask | undefined;
  readonly #settled: { promise: Promise<void>; resolve: () => void };
  readonly #exists: { promise: Promise<void>; resolve: () => void };
  /** Resolves when execute has ended and its outcome is committed. */
  done: Promise<void> = Promise.resolve();
  /** Set when execute threw before any task existed: the call's answer. */
  failedEarly: { error: unknown } | undefined;
  /** Set when the stream of a streaming call could not open (a stream bound): the call's answer. */
  streamError: { error: unknown } | undefined;

  constructor(stores: Stores, scope: Scope, hooks: ExecutionHooks) {
    this.#stores = stores;
    this.#scope = scope;
    this.#hooks = hooks;
    this.#settled = deferred();
    this.#exists = deferred();
  }

  get id(): string | undefined {
    return this.#id;
  }

  /** The task's context id once it exists. */
  get contextId(): string | undefined {
    return this.#contextId;
  }

  get scope(): Scope {
    return this.#scope;
  }

  get signal(): AbortSignal {
    if (this.#controller === undefined) {
      this.#controller = new AbortController();
      if (this.#stopped !== undefined) this.#controller.abort(this.#stopped.reason);
    }
    return this.#controller.signal;
  }

  /** Resolves once the task is in a terminal or interrupted state, the run ended, or it replied with a message (a blocking send's wait, §3.2.2). */
  get settled(): Promise<void> {
    return this.#settled.promise;
  }

  /** Resolves once the task exists, the run ended, or it replied with a message (returnImmediately). */
  get exists(): Promise<void> {
    return this.#exists.promise;
  }

  /** Stops the run (its signal aborts with `reason`); its later events are refused. */
  stop(reason: string): void {
    if (this.#stopped !== undefined) return;
    this.#stopped = { reason };
    this.#controller?.abort(reason);
  }

  /** A continued task: its id, version and context, as read after its message was appended. */
  continues(task: types.Task, version: number): void {
    this.#id = task.id;
    this.#contextId = task.contextId;
    this.#version = version;
    this.#state = task.status?.state;
    this.first = task;
  }

  /** A new task: what its creation carries. */
  creates(message: types.Message, metadata: types.SendMessageRequest["metadata"]): void {
    this.#init = { message, metadata };
  }

  /** The run's span (a report names its trace). */
  get trace(): RunTrace {
    return this.#trace;
  }

  /**
   * Runs execute inside the run's span (`trace`); the outcome (see the file comment) is committed before
   * `done` resolves, and the span ends at the task's terminal or interrupted state, else with the run.
   */
  start(execute: Executor, context: Omit<ExecutionContext, "signal">, trace: RunTrace): void {
    this.#trace = trace;
    if (this.#id !== undefined) {
      trace.task(this.#id, this.#contextId);
      this.#exists.resolve();
    }
    const events = this.#events();
    const run = async () => {
      let failure: { error: unknown } | undefined;
      try {
        const execution = this;
        // signal read through: the AbortController is made only for an executor that reads it.
        const args: ExecutionContext = {
          ...context,
          get signal() {
            return execution.signal;
          },
        };
        // Inside the run's span when there is a trace to carry; else as is (entering a context costs every promise after it).
        await (trace.carries ? otelContext.with(trace.context, execute, undefined, args, events) : execute(args, events));
      } catch (error) {
        failure = { error };
        trace.failed(error);
      }
      await this.#writes.catch(() => {});
      this.#ended = true;
      await this.#outcome(failure);
      // A commit that never became durable was published to no one; its failure is the store's, reported once.
      await this.#durable.catch((e) => this.#hooks.report(e));
    };
    this.done = run().finally(() => {
      trace.end(this.#state, this.#stopped?.reason);
      this.#exists.resolve();
      this.#settled.resolve();
    });
  }

  async #outcome(failure: { error: unknown } | undefined): Promise<void> {
    const stopped = this.#stopped !== undefined;
    if (this.#id === undefined) {
      if (failure !== undefined) this.failedEarly = failure;
      return;
    }
    if (isTerminal(this.#state) || stopped) {
      if (failure !== undefined && !stopped && !(failure.error instanceof StaleEventError)) this.#hooks.report(failure.error);
      return;
    }
    let why: string | undefined;
    if (failure !== undefined) {
      this.#hooks.report(failure.error);
      why =
        failure.error instanceof A2AError
          ? `the agent failed while working on this task: ${failure.error.message}`
          : `the agent failed while working on this task (an internal error; the server's error report of request ${this.#hooks.requestId} has it)`;
    } else if (this.#state === "TASK_STATE_SUBMITTED" || this.#state === "TASK_STATE_WORKING") {
      why = "the agent ended its work without finishing the task (no terminal or interrupted state)";
    }
    if (why === undefined) return;
    const message: types.Message = { messageId: crypto.randomUUID(), role: "ROLE_AGENT", parts: [{ text: why }] };
    await this.#write([{ kind: "status", state: "TASK_STATE_FAILED", message }], true).catch((e) => this.#hooks.report(e));
  }

  #events(): TaskEvents {
    const self = this;
    return {
      get taskId() {
        return self.#id;
      },
      get contextId() {
        return self.#contextId;
      },
      status: (state, message) => this.#queue({ kind: "status", state, ...(message === undefined ? {} : { message }) }),
      artifact: (artifact, options = {}) =>
        this.#queue({
          kind: "artifact",
          artifact,
          ...(options.append === true ? { append: true } : {}),
          ...(options.lastChunk === true ? { lastChunk: true } : {}),
        }),
      message: (message) => {
        if (this.#id === undefined && this.#init !== undefined && this.reply === undefined && !this.#ended && this.#stopped === undefined) {
          this.reply = message;
          this.#exists.resolve();
          this.#settled.resolve();
          return Promise.resolve();
        }
        return this.#queue({ kind: "message", message });
      },
    };
  }

  /**
   * Writes one change after the ones before it (execute need not await each). Changes published while a
   * write is in flight are written together, as one update of the store (one commit, one version, their
   * events in order): an executor that publishes a burst pays one durable write for it.
   */
  #queue(change: TaskChange): Promise<void> {
    return new Promise((resolve, reject) => {
      this.#pending.push({ change, resolve, reject });
      if (this.#flushing) return;
      this.#flushing = true;
      this.#writes = this.#writes.then(() => this.#flush());
    });
  }

  /** Writes what is pending, a batch at a time, until nothing is. */
  async #flush(): Promise<void> {
    while (this.#pending.length > 0) {
      const batch = this.#pending.splice(0, this.#id === undefined ? 1 : batchLength(this.#pending));
      try {
        await this.#write(
          batch.map((p) => p.change),
          false,
        );
        for (const p of batch) p.resolve();
      } catch (e) {
        if (batch.length === 1) batch[0].reject(e);
        // A batch that failed is written again one change at a time: each event is answered for itself.
        else this.#pending.unshift(...batch.map((p) => ({ ...p, alone: true })));
      }
    }
    this.#flushing = false;
  }

  #stale(): string | undefined {
    if (this.reply !== undefined) return "the run already answered with a message: no task follows it";
    if (this.#ended) return "the run has ended";
    if (this.#stopped !== undefined) return `the run was stopped (${this.#stopped.reason})`;
    if (isTerminal(this.#state)) return `the task is already ${String(this.#state)}`;
    return undefined;
  }

  async #write(changes: readonly TaskChange[], outcome: boolean): Promise<void> {
    if (!outcome) {
      const stale = this.#stale();
      if (stale !== undefined) throw new StaleEventError(`event refused: ${stale}`);
    }
    const change = changes[changes.length - 1];
    if (this.#id === undefined) {
      await this.#create(change);
      return;
    }
    const id = this.#id;
    const trace = this.#trace;
    for (let attempt = 0; ; attempt++) {
      try {
        const from = this.#state;
        const { value: commit, durable } = await committed((c: (v: TaskCommit) => void) =>
          trace.store.commit(
            changes.length,
            from,
            stateOfCommit,
            () => this.#stores.tasks.update(this.#scope, id, changes, { expectedVersion: this.#version, committed: c }),
            trace.context,
          ),
        );
        this.#version = commit.version;
        this.#state = commit.state;
        // A blocking send waits for a status that ends or interrupts the task (§3.2.2), not for any commit in one;
        // such a status ends its batch.
        const settles = change.kind === "status" && (isTerminal(commit.state) || isInterrupted(commit.state));
        this.#whenDurable(durable, () => {
          this.#publish(commit.version, commit.events, isTerminal(commit.state));
          if (settles) {
            if (commit.task !== undefined) this.settledWith ??= { task: commit.task, version: commit.version };
            trace.end(commit.state);
            this.#settled.resolve();
          }
        });
        return;
      } catch (e) {
        if (!(e instanceof TaskVersionConflict) || attempt >= CONFLICT_RETRIES) throw e;
        // Another writer came first (a cancel, another process): go on from what it left, unless it finished the task.
        const now = await this.#stores.tasks.get(this.#scope, id, { historyLength: 0 });
        if (now === undefined) throw new StaleEventError(`event refused: task ${JSON.stringify(id.slice(0, 64))} no longer exists`);
        this.#version = now.version;
        this.#state = now.task.status?.state;
        if (isTerminal(this.#state)) {
          this.stop("finished elsewhere");
          throw new StaleEventError(`event refused: the task is already ${String(this.#state)}`);
        }
      }
    }
  }

  async #create(change: TaskChange): Promise<void> {
    const init = this.#init!;
    const state = change.kind === "status" ? change.state : "TASK_STATE_SUBMITTED";
    const trace = this.#trace;
    const { value: created, durable } = await committed((c: (v: StoredTask) => void) =>
      trace.store.commit(
        1,
        undefined,
        stateOfTask,
        () =>
          this.#stores.tasks.create(
            this.#scope,
            { contextId: init.message.contextId, message: init.message, ...(init.metadata === undefined ? {} : { metadata: init.metadata }), state },
            { committed: c },
          ),
        trace.context,
      ),
    );
    const task = created.task;
    this.#id = task.id;
    this.#contextId = task.contextId;
    trace.task(task.id, task.contextId);
    this.#version = created.version;
    this.#state = task.status?.state;
    this.first = task;
    if (this.#hooks.stream) {
      try {
        this.subscription = this.#stores.bus.subscribe(this.#scope, task.id!, this.#hooks.signal);
      } catch (e) {
        // Past a stream bound: the call answers this error; the event fails, and with it (unless execute catches it) the task.
        this.streamError = { error: e };
        trace.store.refused(e);
        throw e;
      }
      this.subscription.start(created.version);
    }
    const first = this.#state;
    const shown = () => {
      this.#exists.resolve();
      if (isTerminal(first) || isInterrupted(first)) {
        this.settledWith ??= created;
        trace.end(first);
        this.#settled.resolve();
      }
    };
    const configure = this.#hooks.configure;
    // A task created already final or interrupted has no later update for the call's push config to get:
    // the config is stored before the creation is published, so that the creation itself is pushed.
    const early = configure !== undefined && (isTerminal(first) || isInterrupted(first));
    const published = early
      ? this.#configuredFirst(durable, created.version, task, configure)
      : this.#whenDurable(durable, () => this.#publish(created.version, [{ task }], isTerminal(first)));
    this.#hooks.created(task.id!, this);
    if (configure === undefined) void published.then(shown, () => {});
    else {
      await published;
      if (!early) await configure(task.id!);
      shown();
    }
    // A first status's message, or a first artifact: a commit of its own after the creation.
    if (change.kind !== "status") await this.#write([change], true);
    else if (change.message !== undefined) await this.#write([change], true);
  }

  /**
   * The creation published after the call's push config is stored (see #create). The config's failure is the
   * call's (rethrown), not the task's: the creation is published either way.
   */
  async #configuredFirst(durable: Promise<unknown>, version: number, task: types.Task, configure: (id: string) => Promise<void>): Promise<void> {
    let refused: { error: unknown } | undefined;
    await this.#whenDurable(durable, () => {});
    try {
      await configure(task.id!);
    } catch (error) {
      refused = { error };
    }
    this.#publish(version, [{ task }], isTerminal(task.status?.state));
    if (refused !== undefined) throw refused.error;
  }

  /** Runs `then` once `durable` and every commit before it are durable; a failure skips it and every later one. */
  #whenDurable(durable: Promise<unknown>, then: () => void): Promise<void> {
    const next = this.#durable.then(() => durable).then(then);
    next.catch(() => {});
    this.#durable = next;
    return next;
  }

  #publish(version: number, events: readonly types.StreamResponse[], final: boolean): void {
    this.#stores.bus.publish({ scope: this.#scope, taskId: this.#id!, version, events, final, origin: this.#trace.origin });
  }
}

/** The state a commit left its task in, and a created task's (the tasks metric). */
const stateOfCommit = (c: TaskCommit): types.TaskState => c.state;
const stateOfTask = (t: StoredTask): types.TaskState | undefined => t.task.status?.state;
