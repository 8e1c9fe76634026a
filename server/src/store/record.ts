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
  /** What the task counts against the byte bounds (size.ts): its contextId, metadata, history, artifacts and status message. */
  bytes: number;
  /** What each message of the history counts, in the history's order (dropped messages give their bytes back). */
  readonly historyBytes: number[];
  /** What each artifact counts, in the artifacts' order. */
  readonly artifactBytes: number[];
  /** What the status message counts (0 without one). */
  statusBytes: number;
  /** When the task reached a terminal state, in ms (retention counts from it); undefined while it is not in one. */
  finishedAt: number | undefined;
  /** True once the task left the store (evicted or expired). */
  gone: boolean;
}

/**
 * The message as the task keeps it: its taskId and contextId those of the task. Built field by field
 * (object spread costs more than the rest of SendMessage here); the same message when they already are.
 */
export function ofTask(m: types.Message, taskId: string, contextId: string): types.Message {
  if (m.taskId === taskId && m.contextId === contextId) return m;
  const out: types.Message = { messageId: m.messageId, contextId, taskId, role: m.role, parts: m.parts };
  if (m.metadata !== undefined) out.metadata = m.metadata;
  if (m.extensions !== undefined) out.extensions = m.extensions;
  if (m.referenceTaskIds !== undefined) out.referenceTaskIds = m.referenceTaskIds;
  return out;
}

/** A copy of the task for a caller: new arrays, shared (never mutated) messages, parts and status. */
export function snapshot(r: TaskRecord, historyLength?: number, includeArtifacts = true): types.Task {
  const task: types.Task = { id: r.id, contextId: r.contextId, status: r.status };
  if (includeArtifacts && r.artifacts.length > 0) task.artifacts = r.artifacts.slice();
  const n = historyLength === undefined ? r.history.length : Math.min(historyLength, r.history.length);
  if (n > 0) task.history = r.history.slice(r.history.length - n);
  if (r.metadata !== undefined) task.metadata = r.metadata;
  return task;
}
