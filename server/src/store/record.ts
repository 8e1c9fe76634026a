// A task as the store keeps it, and the copies callers get: snapshots with new arrays, and messages
// bound to their task.

import type { types } from "@a2a-bindgen/a2a/v1_0";
import type { JsonObject } from "@a2a-bindgen/runtime";

/** A task as the store keeps it. Internal: callers get snapshots. */
export interface TaskRecord {
  readonly tenant: string;
  /** The owner that created it: only calls of the same owner see it. */
  readonly owner: string;
  readonly id: string;
  readonly contextId: string;
  status: types.TaskStatus;
  /** When the status was set, in ms; the order of ListTasks and its statusTimestampAfter filter. */
  updatedAt: number;
  /** Increases with every status change across the store: the page token's cursor. */
  seq: number;
  history: types.Message[];
  artifacts: types.Artifact[];
  metadata: JsonObject | undefined;
  /** 1 when created, one more with every committed update (the contract's optimistic concurrency). */
  version: number;
  /** What the task counts against the byte bounds (size.ts): the whole task as GetTask answers it, and its push configs. */
  bytes: number;
  /** What each message of the history counts, in the history's order (dropped messages give their bytes back). */
  historyBytes: number[];
  /** What each artifact counts, in the artifacts' order. */
  artifactBytes: number[];
  /** What the status member counts, its message included. */
  statusBytes: number;
  /** What each of its push configs counts, by config id (undefined until it has one). */
  configBytes: Map<string, number> | undefined;
  /** When the task reached a terminal state, in ms (retention counts from it); undefined while it is not in one. */
  finishedAt: number | undefined;
  /** True once the task left the store (evicted or expired). */
  gone: boolean;
}

/**
 * A record that left the store lets go of what it held: its tenant's list of finished tasks may still
 * point at it for a while (quota.ts), and must not keep its messages, artifacts and metadata alive.
 */
export function release(r: TaskRecord): void {
  // Shared empty arrays, frozen (nothing writes a record that left): no allocation per eviction. What
  // the byte arrays keep is numbers only.
  r.history = NO_MESSAGES;
  r.artifacts = NO_ARTIFACTS;
  r.metadata = undefined;
  if (r.status.message !== undefined) r.status = { state: r.status.state, timestamp: r.status.timestamp };
  r.configBytes = undefined;
}

const NO_MESSAGES = Object.freeze([]) as unknown as types.Message[];
const NO_ARTIFACTS = Object.freeze([]) as unknown as types.Artifact[];

/** A copy of the task for a caller: new arrays, shared (never mutated) messages, parts and status. */
export function snapshot(r: TaskRecord, historyLength?: number, includeArtifacts = true): types.Task {
  const task: types.Task = { id: r.id, contextId: r.contextId, status: r.status };
  if (includeArtifacts && r.artifacts.length > 0) task.artifacts = r.artifacts.slice();
  const n = historyLength === undefined ? r.history.length : Math.min(historyLength, r.history.length);
  if (n > 0) task.history = r.history.slice(r.history.length - n);
  if (r.metadata !== undefined) task.metadata = r.metadata;
  return task;
}
