// The conformance kit (@a2a-bindgen/server/testing) against the in-memory stores: every case a store of
// the contract must pass, except reopen-after-close (the in-memory stores are not durable, so it is not
// registered). The stores tell which task left, so eviction is checked by name too.

import { createMemoryStores, type MemoryStores } from "@a2a-bindgen/server";
import { storeConformance } from "@a2a-bindgen/server/testing";

storeConformance("in-memory stores", async (options) => createMemoryStores(options), {
  onEvict: (stores, listener) => void (stores as MemoryStores).tasks.onEvict(listener),
});
