/// <reference types="node" />
// @a2a-bindgen/server/testing: the conformance kit for store authors. storeConformance registers, under
// node:test, every case a store of the contract (store/contract.ts) must pass: bounds, quotas, what a
// task's bytes are (every field a request fills; let go once the task leaves), tenant isolation,
// retention on an injected clock, owner scoping, ListTasks semantics, ordering, two concurrent writers,
// subscribe-in-the-middle, push configs and pending deliveries, and, for a store that declares itself
// durable, reopen-after-close.

import type { Scope, Stores } from "../store/contract.js";
import { boundsCases } from "./bounds.js";
import { byteCases } from "./bytes.js";
import { listCases } from "./list.js";
import { orderCases } from "./order.js";
import { pushCases } from "./push.js";
import { reopenCases } from "./reopen.js";
import type { Kit, OpenStores } from "./support.js";
import { taskCases } from "./tasks.js";

export { StoreFacade } from "./facade.js";
export type { ConformanceStoreOptions, OpenStores } from "./support.js";

/** What the kit may know besides how to open the stores; every field optional. */
export interface StoreConformanceOptions {
  /**
   * The stores keep what is committed across close() and a new open of the same place: registers
   * reopen-after-close (which also checks that the stores say `durable: true`). Left out for others: it
   * is not registered, so it never counts as a pass.
   */
  readonly durable?: boolean | undefined;
  /**
   * Lets the cases hear when a task leaves the store (evicted or expired), to check which one left.
   * Without it they check eviction by its effects only (the task is gone; the others stay).
   */
  readonly onEvict?: ((stores: Stores, listener: (scope: Scope, taskId: string) => void) => void) | undefined;
}

/**
 * Registers the conformance cases for the stores `open` makes, as node:test suites named after `name`.
 * `open(options, place)` opens the stores of a place (one per case; reopen-after-close opens the same
 * place twice) with the task store's bounds and the clock the case drives (`options.now`).
 */
export function storeConformance(name: string, open: OpenStores, options: StoreConformanceOptions = {}): void {
  let n = 0;
  const kit: Kit = { open, place: () => `${name}-${++n}`, onEvict: options.onEvict };
  boundsCases(name, kit);
  byteCases(name, kit);
  taskCases(name, kit);
  listCases(name, kit);
  orderCases(name, kit);
  pushCases(name, kit);
  if (options.durable === true) reopenCases(name, kit);
}
