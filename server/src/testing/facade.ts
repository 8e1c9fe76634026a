// The stores as the conformance cases drive them: tenant-first calls that go through the runtime's own
// operations (tasks/operations.ts) and publish each commit on the bus as the runtime does, so a store is
// checked on the paths a server takes.

import type { types } from "@a2a-bindgen/a2a/v1_0";
import type { Scope, Stores, TaskChange, TaskCommit, TaskInit } from "../store/contract.js";
import { isTerminal } from "../store/states.js";
import { cancelTask, getTask, subscribeToTask } from "../tasks/operations.js";

/** The stores under one owner, called by tenant. */
export class StoreFacade {
  readonly stores: Stores;
  readonly owner: string;

  constructor(stores: Stores, owner = "") {
    this.stores = stores;
    this.owner = owner;
  }

  scope(tenant: string): Scope {
    return { tenant, owner: this.owner };
  }

  /** The same stores seen by another owner. */
  as(owner: string): StoreFacade {
    return new StoreFacade(this.stores, owner);
  }

  async create(tenant: string, init: TaskInit = {}): Promise<types.Task> {
    const scope = this.scope(tenant);
    const created = await this.stores.tasks.create(scope, init);
    const task = created.task;
    this.stores.bus.publish({ scope, taskId: task.id!, version: created.version, events: [{ task }], final: isTerminal(task.status?.state) });
    return task;
  }

  getTask(tenant: string, request: types.GetTaskRequest): Promise<types.Task> {
    return getTask(this.stores, this.scope(tenant), request);
  }

  listTasks(tenant: string, request: types.ListTasksRequest): Promise<types.ListTasksResponse> {
    return this.stores.tasks.list(this.scope(tenant), request);
  }

  cancelTask(tenant: string, request: types.CancelTaskRequest): Promise<types.Task> {
    return cancelTask(this.stores, this.scope(tenant), request, () => {});
  }

  /** SubscribeToTask, its first item read before this resolves (as the server does): refusals reject here. */
  async subscribeToTask(tenant: string, request: types.SubscribeToTaskRequest, signal?: AbortSignal): Promise<AsyncIterableIterator<types.StreamResponse>> {
    const stream = subscribeToTask(this.stores, this.scope(tenant), request, signal);
    let pending: IteratorResult<types.StreamResponse> | undefined = await stream.next();
    const iterator: AsyncIterableIterator<types.StreamResponse> = {
      next: async () => {
        if (pending !== undefined) {
          const p = pending;
          pending = undefined;
          return p;
        }
        return stream.next();
      },
      return: async () => {
        pending = undefined;
        return stream.return(undefined);
      },
      [Symbol.asyncIterator]: () => iterator,
    };
    return iterator;
  }

  /** One update, published on the bus after it committed. */
  async update(tenant: string, id: string, changes: readonly TaskChange[], expectedVersion?: number): Promise<TaskCommit> {
    const scope = this.scope(tenant);
    const commit = await this.stores.tasks.update(scope, id, changes, expectedVersion === undefined ? {} : { expectedVersion });
    this.stores.bus.publish({ scope, taskId: id, version: commit.version, events: commit.events, final: isTerminal(commit.state) });
    return commit;
  }

  setStatus(tenant: string, id: string, state: types.TaskState, message?: types.Message): Promise<TaskCommit> {
    return this.update(tenant, id, [{ kind: "status", state, ...(message === undefined ? {} : { message }) }]);
  }

  addMessage(tenant: string, id: string, message: types.Message): Promise<TaskCommit> {
    return this.update(tenant, id, [{ kind: "message", message }]);
  }

  addArtifact(
    tenant: string,
    id: string,
    artifact: types.Artifact,
    options: { append?: boolean | undefined; lastChunk?: boolean | undefined } = {},
  ): Promise<TaskCommit> {
    return this.update(tenant, id, [{ kind: "artifact", artifact, ...options }]);
  }

  close(): Promise<void> {
    return this.stores.close();
  }
}
