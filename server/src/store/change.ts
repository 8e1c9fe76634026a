// How a task changes (the A2A change semantics), pure: a new task from its init, and an update's changes
// applied to a task, with the stream events they make. Every store persists what these answer and
// decides nothing of the protocol itself; a store keeps only its own bookkeeping (bytes, indexes, the
// version), which `steps` describe. Nothing here mutates its input or reads a clock: the store passes
// the timestamp (its own clock, ISO 8601 UTC with milliseconds) and the ids.
//
// The semantics (contract.ts TaskChange; a2a.proto v1.0.1 Task, TaskStatusUpdateEvent,
// TaskArtifactUpdateEvent): a status replaces the task's status (timestamped) and makes a statusUpdate
// event; a message is appended to the history (bound to the task), the oldest dropped past maxHistory,
// and makes a message event when the agent sent it (a user's message makes none: its sender knows it); so
// a commit's events are every event its subscribers get, and a store that keeps them (store-postgres's
// events table, read by other instances) keeps all of them; an artifact replaces the artifact of the same id, or with `append` adds its parts
// to it, or is added (refused past maxArtifacts), and makes an artifactUpdate event carrying the chunk
// only. A task in a terminal state takes no update, and a terminal state is the last change of one.

import type { types } from "@a2a-bindgen/a2a/v1_0";
import type { JsonObject } from "@a2a-bindgen/runtime";
import type { TaskChange, TaskInit } from "./contract.js";
import { fail, invalidParams, quotaExceeded, shown, thousands } from "./errors.js";
import { isTerminal } from "./states.js";

/** The bounds the semantics read (the store's resolved options: limits.ts Limits has them). */
export interface ChangeBounds {
  /** Messages kept per task, the most recent. */
  readonly maxHistory: number;
  /** Artifacts per task. */
  readonly maxArtifacts: number;
}

/** What one change did, in its order: what a store needs to keep its own counts (bytes per piece). */
export type ChangeStep =
  /** The status the task now has (its message bound to the task). */
  | { readonly kind: "status"; readonly status: types.TaskStatus }
  /** `message` (bound to the task) appended; `dropped` oldest messages left the front of the history. */
  | { readonly kind: "message"; readonly message: types.Message; readonly dropped: number }
  /**
   * The artifact at `index`: "added" at the end, "replaced" by `chunk`, or "appended" (`chunk`'s parts
   * added to its parts). `artifact` is the artifact as the task now holds it, `previous` the one it
   * replaced or was appended to.
   */
  | {
      readonly kind: "artifact";
      readonly index: number;
      readonly how: "added" | "replaced" | "appended";
      readonly artifact: types.Artifact;
      readonly chunk: types.Artifact;
      readonly previous: types.Artifact | undefined;
    };

/** An update applied: the new task (the input untouched), its events in order, and what each change did. */
export interface AppliedChanges {
  /** The task after the changes; an empty history or artifact list is left out (as GetTask answers). */
  readonly task: types.Task;
  /** The changes' events, in their order (a user's message makes none; an agent's is a message event). */
  readonly events: types.StreamResponse[];
  readonly steps: readonly ChangeStep[];
}

/**
 * The message as the task keeps it: its taskId and contextId those of the task. Built field by field
 * (object spread costs more than the rest of SendMessage); the same message when they already are.
 */
export function ofTask(m: types.Message, taskId: string, contextId: string): types.Message {
  if (m.taskId === taskId && m.contextId === contextId) return m;
  const out: types.Message = { messageId: m.messageId, contextId, taskId, role: m.role, parts: m.parts };
  if (m.metadata !== undefined) out.metadata = m.metadata;
  if (m.extensions !== undefined) out.extensions = m.extensions;
  if (m.referenceTaskIds !== undefined) out.referenceTaskIds = m.referenceTaskIds;
  return out;
}

/**
 * A new task: `id` and `contextId` chosen by the store (init.contextId when given), its status
 * init.state (default TASK_STATE_SUBMITTED) at `timestamp`, its history the init message bound to it.
 * Its event is `{ task }`.
 */
export function newTask(id: string, contextId: string, init: TaskInit, timestamp: string): types.Task {
  const task: types.Task = { id, contextId, status: { state: init.state ?? "TASK_STATE_SUBMITTED", timestamp } };
  if (init.message !== undefined) task.history = [ofTask(init.message, id, contextId)];
  if (init.metadata !== undefined) task.metadata = init.metadata as JsonObject;
  return task;
}

/**
 * Applies `changes` in order to `task` (id, contextId and status set), as one update at `timestamp`.
 * Throws, having changed nothing: UnsupportedOperationError for a task in a terminal state or a terminal
 * state before the last change; InvalidParamsError naming a malformed change; QuotaExceededError past
 * maxArtifacts; TypeError when `changes` is not an array.
 */
export function applyChanges(task: types.Task, changes: readonly TaskChange[], timestamp: string, bounds: ChangeBounds): AppliedChanges {
  const id = task.id ?? "";
  const contextId = task.contextId ?? "";
  if (isTerminal(task.status?.state)) {
    throw fail("UnsupportedOperationError", `task ${shown(id)} is ${String(task.status?.state)}: a task in a terminal state takes no further updates`);
  }
  if (!Array.isArray(changes)) throw new TypeError("update: changes must be an array of TaskChange");
  for (let i = 0; i < changes.length - 1; i++) {
    const c = changes[i];
    if (c?.kind === "status" && isTerminal(c.state)) {
      throw fail("UnsupportedOperationError", `change ${i}: a terminal state (${String(c.state)}) must be the last change of an update`);
    }
  }
  let status = task.status!;
  // Copied on first write: an update that changes no message shares the history it was given.
  let history = task.history ?? [];
  let historyCopied = false;
  let artifacts = task.artifacts ?? [];
  let artifactsCopied = false;
  const events: types.StreamResponse[] = [];
  const steps: ChangeStep[] = [];
  for (const change of changes) {
    switch (change?.kind) {
      case "status": {
        if (typeof change.state !== "string" || change.state === "TASK_STATE_UNSPECIFIED") {
          throw invalidParams("status.state", `${shown(String(change.state))} is not a task state an update may set`);
        }
        status = { state: change.state, timestamp };
        if (change.message !== undefined) status.message = ofTask(change.message, id, contextId);
        events.push({ statusUpdate: { taskId: id, contextId, status } });
        steps.push({ kind: "status", status });
        break;
      }
      case "message": {
        const m = change.message;
        if (typeof m !== "object" || m === null) throw invalidParams("message", "required: the message to append");
        const message = ofTask(m, id, contextId);
        if (!historyCopied) {
          history = history.slice();
          historyCopied = true;
        }
        history.push(message);
        const dropped = Math.max(0, history.length - bounds.maxHistory);
        if (dropped > 0) history.splice(0, dropped);
        if (message.role === "ROLE_AGENT") events.push({ message });
        steps.push({ kind: "message", message, dropped });
        break;
      }
      case "artifact": {
        const chunk = change.artifact;
        if (typeof chunk !== "object" || chunk === null || typeof chunk.artifactId !== "string" || chunk.artifactId === "") {
          throw invalidParams("artifact.artifactId", "required: every artifact has an id");
        }
        const index = artifacts.findIndex((a) => a.artifactId === chunk.artifactId);
        if (index < 0 && artifacts.length >= bounds.maxArtifacts) {
          throw quotaExceeded("task artifacts", `task ${shown(id)} has ${thousands(artifacts.length)} artifacts, the limit (maxArtifacts)`);
        }
        if (!artifactsCopied) {
          artifacts = artifacts.slice();
          artifactsCopied = true;
        }
        const how = index < 0 ? "added" : change.append === true ? "appended" : "replaced";
        const previous = index < 0 ? undefined : artifacts[index];
        const artifact = how === "appended" ? { ...previous, parts: [...(previous!.parts ?? []), ...(chunk.parts ?? [])] } : chunk;
        if (index < 0) artifacts.push(artifact);
        else artifacts[index] = artifact;
        const event: types.TaskArtifactUpdateEvent = { taskId: id, contextId, artifact: chunk };
        if (change.append === true) event.append = true;
        if (change.lastChunk === true) event.lastChunk = true;
        events.push({ artifactUpdate: event });
        steps.push({ kind: "artifact", index: index < 0 ? artifacts.length - 1 : index, how, artifact, chunk, previous });
        break;
      }
      default:
        throw invalidParams("change.kind", `${shown(String((change as { kind?: unknown } | undefined)?.kind))} is not status, message or artifact`);
    }
  }
  const out: types.Task = { id, contextId, status };
  if (artifacts.length > 0) out.artifacts = artifacts;
  if (history.length > 0) out.history = history;
  if (task.metadata !== undefined) out.metadata = task.metadata;
  return { task: out, events, steps };
}
