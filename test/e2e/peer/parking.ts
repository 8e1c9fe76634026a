// Executions parked by a "wait:" message, shared by both peers' executors (server.ts, server-v03.ts): a parked
// execution returns when its task is canceled, when the peer closes, or after a cap, so no test can hang on one.

interface Parked {
  contextId: string;
  release: () => void;
}

export class Parking {
  private readonly parked = new Map<string, Parked>();

  /** Parks the execution of `taskId` until it is released or `capMs` pass. */
  wait(taskId: string, contextId: string, capMs: number): Promise<void> {
    return new Promise<void>((resolve) => {
      const timer = setTimeout(() => done(), capMs);
      const done = () => {
        clearTimeout(timer);
        this.parked.delete(taskId);
        resolve();
      };
      this.parked.set(taskId, { contextId, release: done });
    });
  }

  get(taskId: string): Parked | undefined {
    return this.parked.get(taskId);
  }

  releaseAll(): void {
    for (const p of [...this.parked.values()]) p.release();
  }
}
