// The event bus between the instances of one schema. A commit's events are in task_events (written in
// the commit's transaction) and the commit NOTIFYs the others (notify.ts): a wake-up only. This bus
//  - fans this process's own publishes out at once, through an in-process bus (MemoryEventBus: it orders,
//    holds back, drops duplicates and keeps the stream bounds);
//  - on another instance's notification for a task followed here, reads the task's events after the
//    version it holds, in version order, in bounded pages, and offers them to the task's subscribers;
//  - catches every followed task up when its LISTEN connection (re)connects, and every catchUpMs
//    whatever it heard, so that a lost notification or a dropped connection loses nothing;
//  - tells a watcher when another instance committed an update of the task (the run here stops: canceled
//    there, or continued there by the next message).
// Listeners (push delivery) hear this process's publishes only: each instance delivers its own commits.

import type { EventBus, Scope, TaskSubscription, TaskUpdate } from "@a2a-bindgen/server/store";
import { MemoryEventBus } from "@a2a-bindgen/server/store";
import type pg from "pg";
import { ListenConnection } from "./bus-listen.js";
import { channelOf, parsePayload } from "./notify.js";
import { type Interest, interestKey, PgSubscription } from "./bus-subscription.js";
import { TaskEventReader } from "./bus-events.js";

/** The bus's database, identity and bounds (open.ts passes the store's). */
export interface PgEventBusOptions {
  readonly pool: pg.Pool;
  readonly schema: string;
  /** This instance's lease id: its own notifications are not read back. */
  readonly instance: string;
  /** The LISTEN connection's settings (a direct connection, not through PgBouncer in transaction mode). */
  readonly listen: pg.ClientConfig;
  readonly maxSubscribers: number;
  readonly maxQueued: number;
  /** Open subscriptions per tenant. */
  readonly streams: number;
  /** How often every followed task is caught up whatever the notifications said (default 2,000 ms). */
  readonly catchUpMs?: number | undefined;
}

/** A watcher of one task: called once when another instance commits an update of it. */
interface Watch {
  readonly scope: Scope;
  readonly taskId: string;
  readonly onUpdate: (update: TaskUpdate) => void;
}

// An own notification is normally published here by the runtime; one that is not (a takeover's recovery
// commit) is read back after this grace.
const OWN_GRACE_MS = 250;

function checkScope(scope: Scope, taskId: string, who: string): void {
  if (typeof scope?.tenant !== "string" || typeof scope.owner !== "string") throw new TypeError(`PgEventBus.${who}: scope must be { tenant, owner } strings`);
  if (typeof taskId !== "string") throw new TypeError(`PgEventBus.${who}: taskId must be a string`);
}

/** The cross-instance event bus of the PostgreSQL store. */
export class PgEventBus implements EventBus {
  readonly #memory: MemoryEventBus;
  readonly #listeners = new Set<(update: TaskUpdate) => void>();
  readonly #interests = new Map<string, Interest>();
  /** Interests by task id: a notification names the task only. */
  readonly #byTask = new Map<string, Set<Interest>>();
  readonly #watches = new Map<string, Set<Watch>>();
  readonly #instance: string;
  readonly #reader: TaskEventReader;
  readonly #listen: ListenConnection;
  readonly #catchUpMs: number;
  readonly #work = new Set<Promise<void>>();
  #timer: ReturnType<typeof setInterval> | undefined;
  #catchingUp = false;
  #catchUpAgain = false;
  #closed = false;

  constructor(options: PgEventBusOptions) {
    const { pool, schema, instance, listen } = options;
    if (typeof pool?.query !== "function") throw new TypeError("PgEventBus: pool must be a pg.Pool");
    if (typeof instance !== "string" || instance === "") throw new TypeError("PgEventBus: instance must be this instance's lease id");
    const catchUpMs = options.catchUpMs ?? 2_000;
    if (!Number.isSafeInteger(catchUpMs) || catchUpMs < 10)
      throw new RangeError(`PgEventBus: catchUpMs must be an integer of at least 10, got ${String(catchUpMs)}`);
    this.#memory = new MemoryEventBus({ maxSubscribers: options.maxSubscribers, maxQueued: options.maxQueued, tenantQuota: { streams: options.streams } });
    this.#instance = instance;
    this.#catchUpMs = catchUpMs;
    this.#reader = new TaskEventReader(pool, schema);
    this.#listen = new ListenConnection(listen, channelOf(schema), schema, {
      notification: (payload) => this.#heard(payload),
      connected: () => this.#track(this.#catchUp()),
    });
  }

  /** Connects the LISTEN connection (rejects naming the schema when it cannot), and starts the periodic catch-up. */
  async start(): Promise<void> {
    if (this.#closed) throw new Error("PgEventBus: closed");
    await this.#listen.start();
    this.#timer = setInterval(() => this.#track(this.#catchUp()), this.#catchUpMs);
    this.#timer.unref(); // never keeps the process alive
  }

  /** True while the LISTEN connection is up. */
  get listening(): boolean {
    return this.#listen.connected;
  }

  /** A commit of this process: to the task's subscribers here and to the listeners (the store NOTIFYed the others at commit). */
  publish(update: TaskUpdate): void {
    checkScope(update?.scope, update?.taskId, "publish");
    if (!Number.isSafeInteger(update.version) || update.version < 1)
      throw new RangeError(`PgEventBus.publish: version must be 1 or more, got ${String(update.version)}`);
    this.#memory.publish(update);
    const it = this.#interests.get(interestKey(update.scope, update.taskId));
    if (it !== undefined && it.after !== undefined && update.version === it.after + 1) this.#offered(it, update);
    for (const l of [...this.#listeners]) {
      try {
        l(update);
      } catch {
        // A listener's failure is its own (push delivery records its errors); it never breaks the update.
      }
    }
  }

  subscribe(scope: Scope, taskId: string, signal?: AbortSignal): TaskSubscription {
    checkScope(scope, taskId, "subscribe");
    const inner = this.#memory.subscribe(scope, taskId, signal); // the bounds, and refused once closed
    const key = interestKey(scope, taskId);
    let it = this.#interests.get(key);
    if (it === undefined) {
      it = {
        key,
        scope: { tenant: scope.tenant, owner: scope.owner },
        taskId,
        members: new Set(),
        unstarted: 0,
        after: undefined,
        pumping: false,
        again: false,
        dropped: false,
      };
      this.#interests.set(key, it);
      let same = this.#byTask.get(taskId);
      if (same === undefined) this.#byTask.set(taskId, (same = new Set()));
      same.add(it);
    }
    const onAbort = () => sub.ended();
    const sub = new PgSubscription(inner, it, {
      started: (s, after) => this.#started(s, after),
      ended: (s) => {
        signal?.removeEventListener("abort", onAbort);
        this.#ended(s);
      },
    });
    it.members.add(sub);
    it.unstarted++;
    if (signal?.aborted) sub.ended();
    else signal?.addEventListener("abort", onAbort, { once: true });
    return sub;
  }

  listen(listener: (update: TaskUpdate) => void): () => void {
    if (typeof listener !== "function") throw new TypeError("PgEventBus.listen: listener must be a function");
    this.#listeners.add(listener);
    return () => this.#listeners.delete(listener);
  }

  /**
   * Calls `onUpdate` once when another instance commits an update of the task (a CancelTask there: final;
   * a message that continues it there: not): the update carries its version, `final`, and no events.
   * Answers the unwatch.
   */
  watch(scope: Scope, taskId: string, onUpdate: (update: TaskUpdate) => void): () => void {
    checkScope(scope, taskId, "watch");
    if (typeof onUpdate !== "function") throw new TypeError("PgEventBus.watch: onUpdate must be a function");
    if (this.#closed) return () => {};
    const w: Watch = { scope: { tenant: scope.tenant, owner: scope.owner }, taskId, onUpdate };
    let set = this.#watches.get(taskId);
    if (set === undefined) this.#watches.set(taskId, (set = new Set()));
    set.add(w);
    return () => this.#unwatch(w);
  }

  /** Ends every subscription and watch, the LISTEN connection and the catch-up. Idempotent. */
  async close(): Promise<void> {
    if (this.#closed) return;
    this.#closed = true;
    clearInterval(this.#timer);
    this.#watches.clear();
    for (const it of [...this.#interests.values()]) for (const s of [...it.members]) s.ended();
    await this.#memory.close();
    await this.#listen.close();
    await Promise.allSettled([...this.#work]);
  }

  #track(p: Promise<void>): void {
    this.#work.add(p);
    void p.finally(() => this.#work.delete(p));
  }

  #started(sub: PgSubscription, after: number): void {
    const it = sub.interest;
    it.unstarted--;
    if (it.dropped) return;
    // A subscription made before the interest had offered anything may hold an older snapshot than the
    // version another subscriber started the reads from: read again from its version (the others drop
    // what they already hold). One made later holds every version offered before it in its snapshot.
    if (it.after === undefined || (!sub.joinedLate && after < it.after)) it.after = after;
    this.#pump(it);
  }

  #ended(sub: PgSubscription): void {
    const it = sub.interest;
    if (!it.members.delete(sub)) return;
    if (!sub.started) it.unstarted--;
    if (it.members.size === 0) this.#drop(it);
  }

  #drop(it: Interest): void {
    if (it.dropped) return;
    it.dropped = true;
    if (this.#interests.get(it.key) === it) this.#interests.delete(it.key);
    const same = this.#byTask.get(it.taskId);
    same?.delete(it);
    if (same?.size === 0) this.#byTask.delete(it.taskId);
  }

  /** `update` (the version after it.after) reached the subscribers. */
  #offered(it: Interest, update: TaskUpdate): void {
    it.after = update.version;
    // Nothing follows a final update; a subscription not started yet may still need older versions.
    if (update.final && it.unstarted === 0) this.#drop(it);
  }

  /** Reads the task's events after it.after and offers them, until none is left (one read at a time per task). */
  #pump(it: Interest): void {
    if (it.after === undefined || it.dropped || this.#closed) return;
    if (it.pumping) {
      it.again = true;
      return;
    }
    it.pumping = true;
    this.#track(
      (async () => {
        try {
          do {
            it.again = false;
            await this.#reader.read(
              it,
              () => this.#closed,
              (update) => {
                this.#memory.publish(update);
                this.#offered(it, update);
              },
            );
          } while (it.again && !it.dropped && !this.#closed);
        } catch (e) {
          // The stored events cannot be read as they are (a gap, a damaged row): the subscribers are told.
          if (e instanceof TaskEventReader.Unreadable) for (const s of [...it.members]) s.fail(e.error);
          // Otherwise the database is out of reach: the periodic catch-up tries again.
        } finally {
          it.pumping = false;
        }
      })(),
    );
  }

  #heard(payload: string): void {
    const n = parsePayload(payload);
    if (n === undefined || this.#closed) return;
    const own = n.instance === this.#instance;
    for (const e of n.entries) {
      for (const it of this.#byTask.get(e.taskId) ?? []) {
        if (it.after === undefined || e.version <= it.after) continue;
        if (!own) this.#pump(it);
        else setTimeout(() => it.after !== undefined && e.version > it.after && this.#pump(it), OWN_GRACE_MS).unref();
      }
      if (!own) for (const w of [...(this.#watches.get(e.taskId) ?? [])]) this.#fire(w, e.version, e.final);
    }
  }

  #fire(w: Watch, version: number, final: boolean): void {
    if (!this.#unwatch(w)) return;
    try {
      w.onUpdate({ scope: w.scope, taskId: w.taskId, version, events: [], final });
    } catch {
      // The watcher's failure is its own.
    }
  }

  #unwatch(w: Watch): boolean {
    const set = this.#watches.get(w.taskId);
    if (set === undefined || !set.delete(w)) return false;
    if (set.size === 0) this.#watches.delete(w.taskId);
    return true;
  }

  /** Every followed task read up to date, every watched task checked: on (re)connect and every catchUpMs. */
  async #catchUp(): Promise<void> {
    if (this.#closed) return;
    // One at a time; one asked for meanwhile runs after it (it may have read before what it must see).
    if (this.#catchingUp) {
      this.#catchUpAgain = true;
      return;
    }
    this.#catchingUp = true;
    try {
      do {
        this.#catchUpAgain = false;
        const started = [...this.#interests.values()].filter((it) => it.after !== undefined);
        for (const it of await this.#reader.behind(started)) this.#pump(it);
        const watches = [...this.#watches.values()].flatMap((set) => [...set]);
        for (const { watch, version, final } of await this.#reader.changedElsewhere(watches, this.#instance)) this.#fire(watch, version, final);
      } while (this.#catchUpAgain && !this.#closed);
    } catch {
      // Out of reach: the next round tries again.
    } finally {
      this.#catchingUp = false;
    }
  }
}
