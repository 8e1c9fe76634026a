// A caller that goes away mid-stream stops the agent's stream (its finally runs) and aborts the call's
// signal, through both adapters; bounded in time.

import assert from "node:assert/strict";
import { test } from "node:test";
import type { Agent } from "@a2a-bindgen/server";
import { fixtureCard } from "./fixture-agent.ts";
import { type Adapter, start } from "./harness.ts";

for (const adapter of ["node", "fetch"] as Adapter[]) {
  test(`${adapter} adapter: a client that disconnects mid-stream ends the agent's stream`, async () => {
    let ended: () => void = () => {};
    const done = new Promise<void>((r) => (ended = r));
    let aborted = false;
    const agent: Agent = {
      async *SubscribeToTask(r, c) {
        c.signal.addEventListener("abort", () => (aborted = true));
        try {
          for (;;) {
            yield { statusUpdate: { taskId: r.id, contextId: "c", status: { state: "TASK_STATE_WORKING" } } };
            await new Promise((w) => setTimeout(w, 10));
          }
        } finally {
          ended();
        }
      },
    };
    const s = await start({ agent, card: fixtureCard() }, adapter);
    try {
      const controller = new AbortController();
      const res = await fetch(`${s.base}/tasks/t-1:subscribe`, { headers: { "A2A-Version": "1.0" }, signal: controller.signal });
      assert.equal(res.status, 200);
      const reader = (res.body as ReadableStream<Uint8Array>).getReader();
      const first = new TextDecoder().decode((await reader.read()).value);
      assert.match(first, /^data: \{"statusUpdate"/);
      controller.abort();
      const timeout = new Promise<string>((r) => setTimeout(() => r("timeout"), 3000));
      assert.notEqual(await Promise.race([done.then(() => "ended"), timeout]), "timeout");
      if (adapter === "node") assert.equal(aborted, true);
    } finally {
      await s.close();
    }
  });
}
