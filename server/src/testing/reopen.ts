/// <reference types="node" />
// The conformance kit's durability case, registered only for stores that declare themselves durable:
// what was committed before close() is there when the same place is opened again — tasks with their
// version, history, artifacts and status; their scope; push configs; pending deliveries not settled.

import assert from "node:assert/strict";
import { describe, test } from "node:test";
import { StoreFacade } from "./facade.js";
import type { Kit } from "./support.js";
import { userMessage } from "./support.js";

/** Registers the reopen-after-close case under `name`. */
export function reopenCases(name: string, kit: Kit): void {
  describe(`${name}: durable`, () => {
    test("reopen after close: tasks, versions, scopes, push configs and pending deliveries are as committed", async () => {
      const place = kit.place();
      const clock = { now: Date.UTC(2026, 0, 1) };
      const first = new StoreFacade(await kit.open({ now: () => clock.now }, place), "alice");
      assert.equal(first.stores.durable, true, "a store run as durable says durable: true");
      const scope = first.scope("t");
      const { id, contextId } = await first.create("t", { contextId: "ctx-1", message: userMessage("hi", "m-1"), state: "TASK_STATE_WORKING" });
      await first.addArtifact("t", id!, { artifactId: "a", parts: [{ text: "1" }] });
      await first.addArtifact("t", id!, { artifactId: "a", parts: [{ text: "2" }] }, { append: true });
      await first.setStatus("t", id!, "TASK_STATE_INPUT_REQUIRED", { messageId: "m-2", role: "ROLE_AGENT", parts: [{ text: "more?" }] });
      const done = await first.create("t", { state: "TASK_STATE_COMPLETED" });
      await first.stores.pushConfigs.put(scope, { config: { id: "c-1", taskId: id!, url: "https://hook.example/1", token: "tok" }, protocolVersion: "0.3" });
      const [kept, settled] = await first.stores.pushConfigs.recordDeliveries([
        {
          scope,
          taskId: id!,
          configId: "c-1",
          version: 4,
          index: 0,
          response: { statusUpdate: { taskId: id!, contextId: contextId!, status: { state: "TASK_STATE_INPUT_REQUIRED" } } },
        },
        {
          scope,
          taskId: id!,
          configId: "c-1",
          version: 3,
          index: 0,
          response: { artifactUpdate: { taskId: id!, contextId: contextId!, artifact: { artifactId: "a", parts: [] } } },
        },
      ]);
      await first.stores.pushConfigs.settleDelivery(settled!.id);
      const task = await first.getTask("t", { id });
      const version = (await first.stores.tasks.get(scope, id!))?.version;
      await first.close();

      const again = new StoreFacade(await kit.open({ now: () => clock.now }, place), "alice");
      try {
        assert.deepEqual(await again.getTask("t", { id }), task);
        assert.equal((await again.stores.tasks.get(scope, id!))?.version, version);
        assert.equal(version, 4);
        assert.equal((await again.getTask("t", { id: done.id })).status?.state, "TASK_STATE_COMPLETED");
        assert.equal(await again.stores.tasks.get({ tenant: "t", owner: "" }, id!), undefined, "still alice's");
        assert.deepEqual((await again.listTasks("t", {})).tasks?.map((t) => t.id).sort(), [id, done.id].sort());
        assert.deepEqual(await again.stores.pushConfigs.get(scope, id!, "c-1"), {
          config: { id: "c-1", taskId: id!, url: "https://hook.example/1", token: "tok" },
          protocolVersion: "0.3",
        });
        const pending = await again.stores.pushConfigs.pendingDeliveries(10);
        assert.deepEqual(
          pending.map((d) => [d.id, d.configId, d.version, d.response.statusUpdate?.status?.state]),
          [[kept!.id, "c-1", 4, "TASK_STATE_INPUT_REQUIRED"]],
        );
        assert.deepEqual(pending[0]!.scope, scope);
        // And it goes on: the next commit is version 5.
        assert.equal((await again.setStatus("t", id!, "TASK_STATE_WORKING")).version, 5);
      } finally {
        await again.close();
      }
    });
  });
}
