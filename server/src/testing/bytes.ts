/// <reference types="node" />
// The conformance kit's cases for what a task's bytes are: every field a request can fill counts, in its
// task's bytes (maxTaskBytes) and its tenant's (maxTotalBytes), and what leaves the store is let go.
// The fields: SendMessage's request metadata, message parts and message metadata (through the task
// runtime, as a server takes them), an agent's status message, artifact and artifact chunks appended (the
// changes the runtime writes for its events), and a push config (the runtime's CreateTaskPushNotificationConfig).
//
// How a store counts a field may differ (bounds.ts); the cases assume only that a field counts at least
// the UTF-8 bytes of its text, and a task of one such field at most 1,500 bytes more. With maxTaskBytes
// 10,000 and maxTotalBytes 40,000 for one tenant: a field of 11,000 bytes is refused ("task bytes"), and
// tasks of 8,000 bytes each fit four times (at most 38,000 with the one small task the refused write may
// leave) and not five (40,000 at least): the fifth is refused ("tenant bytes", nothing to evict).

import assert from "node:assert/strict";
import { describe, test } from "node:test";
import { setFlagsFromString } from "node:v8";
import { runInNewContext } from "node:vm";
import type { types } from "@a2a-bindgen/a2a/v1_0";
import type { CallContext } from "../agent.js";
import type { Stores } from "../store/contract.js";
import { createTaskAgent, type TaskAgent } from "../tasks/agent.js";
import { createPushConfig } from "../tasks/operations.js";
import type { StoreFacade } from "./facade.js";
import { type Kit, open, quota, refusal, userMessage } from "./support.js";

const WORKING = "TASK_STATE_WORKING" as const;
const text = (bytes: number, tag: string) => `${tag}:`.padEnd(bytes, "x");

/** A field of a task a request fills, and how to fill it with `bytes` bytes of text. */
interface Field {
  readonly name: string;
  /** Fills the field of a new task (made here, or by the write itself); resolves to the task's id. */
  fill(w: Writer, bytes: number, tag: string): Promise<string>;
}

/** What a case writes through: the stores as the runtime drives them, and the runtime itself. */
interface Writer {
  readonly store: StoreFacade;
  readonly stores: Stores;
  readonly agent: TaskAgent;
}

/** A call of the anonymous owner on the default tenant. */
function callContext(): CallContext {
  return {
    protocolVersion: "1.0",
    binding: "jsonrpc",
    tenant: undefined,
    owner: "",
    extensions: [],
    activateExtension: () => {},
    headers: {},
    signal: new AbortController().signal,
    principal: undefined,
  };
}

/** SendMessage answered once the task exists; the task stays working until the agent closes. */
async function send(w: Writer, request: types.SendMessageRequest): Promise<string> {
  const answer = await w.agent.SendMessage!({ ...request, configuration: { returnImmediately: true } }, callContext());
  const id = (answer as types.SendMessageResponse).task?.id;
  assert.ok(id !== undefined, "SendMessage answered a task");
  return id;
}

async function working(w: Writer): Promise<string> {
  return (await w.store.create("", { state: WORKING })).id!;
}

const fields: readonly Field[] = [
  { name: "SendMessage's request metadata", fill: (w, n, tag) => send(w, { message: userMessage("hi", `m-${tag}`), metadata: { blob: text(n, tag) } }) },
  { name: "SendMessage's message parts", fill: (w, n, tag) => send(w, { message: userMessage(text(n, tag), `m-${tag}`) }) },
  {
    name: "SendMessage's message metadata",
    fill: (w, n, tag) => send(w, { message: userMessage("hi", `m-${tag}`, { metadata: { blob: text(n, tag) } }) }),
  },
  {
    name: "an agent's status message",
    fill: async (w, n, tag) => {
      const id = await working(w);
      await w.store.setStatus("", id, WORKING, { messageId: `s-${tag}`, role: "ROLE_AGENT", parts: [{ text: text(n, tag) }] });
      return id;
    },
  },
  {
    name: "an agent's artifact",
    fill: async (w, n, tag) => {
      const id = await working(w);
      await w.store.addArtifact("", id, { artifactId: "a", parts: [{ text: text(n, tag) }] });
      return id;
    },
  },
  {
    name: "an agent's artifact chunks appended",
    fill: async (w, n, tag) => {
      const id = await working(w);
      await w.store.addArtifact("", id, { artifactId: "a", parts: [{ text: "first chunk" }] });
      await w.store.addArtifact("", id, { artifactId: "a", parts: [{ text: text(n, tag) }] }, { append: true, lastChunk: true });
      return id;
    },
  },
  {
    name: "a push config",
    fill: async (w, n, tag) => {
      const id = await working(w);
      // A config holds at most 4,096 characters of token and 8,192 of credentials (push/configs.ts).
      const token = text(4_000, tag);
      const config = {
        taskId: id,
        id: `c-${tag}`,
        url: `https://hook.example/${tag}`,
        token,
        authentication: { scheme: "Bearer", credentials: text(n - 4_000, tag) },
      };
      await createPushConfig(w.stores, w.store.scope(""), config, "1.0", {});
      return id;
    },
  },
];

/** A runtime whose runs set the task working and wait until the agent closes. */
function agentOn(stores: Stores): TaskAgent {
  return createTaskAgent({
    stores,
    push: false,
    execute: async (context, events) => {
      await events.status(WORKING);
      await new Promise<void>((resolve) => context.signal.addEventListener("abort", () => resolve(), { once: true }));
    },
    onError: () => {},
  });
}

/** What the store holds of tenant "": each task as GetTask answers it, and its push configs. */
async function holdings(w: Writer): Promise<unknown> {
  const page = await w.store.listTasks("", { pageSize: 100, includeArtifacts: true });
  const tasks = [];
  for (const t of page.tasks ?? [])
    tasks.push({ task: await w.store.getTask("", { id: t.id }), configs: await w.stores.pushConfigs.configsOf(w.store.scope(""), t.id!) });
  return tasks.sort((a, b) => (a.task.id! < b.task.id! ? -1 : 1));
}

/** gc(), exposed at run time (the kit runs under any node:test command line). */
function collector(): () => void {
  setFlagsFromString("--expose-gc");
  return runInNewContext("gc") as () => void;
}

/** Registers the byte cases under `name`. */
export function byteCases(name: string, kit: Kit): void {
  describe(`${name}: every field a request fills counts in the task's bytes`, () => {
    for (const field of fields) {
      test(`${field.name}: past maxTaskBytes refused, changing nothing; it counts against maxTotalBytes: four tasks of 8,000 bytes fit 40,000, a fifth is refused`, async () => {
        const { store, stores } = await open(kit, { maxTaskBytes: 10_000, maxTotalBytes: 40_000, maxTenants: 1 });
        const agent = agentOn(stores);
        const w: Writer = { store, stores, agent };
        try {
          const before = await holdings(w);
          await assert.rejects(async () => field.fill(w, 11_000, "big"), quota("task bytes", /maxTaskBytes/));
          const left = (await holdings(w)) as { task: types.Task }[];
          assert.ok(left.length <= 1, "at most the small task the refused write needed is left");
          if (left.length === 1) {
            // The write refused left its task as it was before it.
            assert.deepEqual(before, []);
            assert.equal(left[0]!.task.status?.state, WORKING);
            assert.equal(JSON.stringify(left[0]).includes("big:"), false, "nothing of the refused field is kept");
          }
          for (let i = 0; i < 4; i++) await field.fill(w, 8_000, `t${i}`);
          const full = await holdings(w);
          const e = await refusal(() => field.fill(w, 8_000, "t4"));
          assert.ok(e !== undefined, `a fifth ${field.name} of 8,000 bytes was not refused`);
          quota("tenant bytes", /maxTotalBytes/)(e);
          const after = (await holdings(w)) as { task: types.Task }[];
          assert.equal(JSON.stringify(after).includes("t4:"), false, "nothing of the refused field is kept");
          assert.deepEqual(
            after.filter((h) => JSON.stringify(full).includes(h.task.id!)),
            full,
            "the tasks held are unchanged",
          );
        } finally {
          await agent.close();
          await store.close();
        }
      });
    }

    test("a push config deleted or replaced gives its bytes back to its task and its tenant", async () => {
      const { store, stores } = await open(kit, { maxTaskBytes: 10_000, maxTotalBytes: 40_000, maxTenants: 1 });
      const scope = store.scope("");
      const config = (taskId: string, id: string, bytes: number) => ({
        config: { id, taskId, url: `https://hook.example/${id}`, token: text(bytes, id) },
        protocolVersion: "1.0",
      });
      try {
        const { id } = await store.create("", { state: WORKING });
        await stores.pushConfigs.put(scope, config(id!, "c-1", 6_000));
        await assert.rejects(async () => stores.pushConfigs.put(scope, config(id!, "c-2", 6_000)), quota("task bytes", /maxTaskBytes/));
        assert.deepEqual(
          (await stores.pushConfigs.configsOf(scope, id!)).map((c) => c.config.id),
          ["c-1"],
          "the refused config was not kept",
        );
        await stores.pushConfigs.delete(scope, id!, "c-1");
        await stores.pushConfigs.put(scope, config(id!, "c-2", 6_000));
        // Replaced by a smaller one: 3,000 + 3,000 fit where 6,000 + 6,000 did not.
        await stores.pushConfigs.put(scope, config(id!, "c-2", 3_000));
        await stores.pushConfigs.put(scope, config(id!, "c-1", 3_000));
        // The tenant's bytes too: with the 6,000 held, three more configs of 8,500 fit 40,000 (at most
        // 650 more for each task and config), a fourth would pass it; a delete makes its room.
        const more: string[] = [];
        for (let i = 0; i < 4; i++) more.push((await store.create("", { state: WORKING })).id!);
        for (let i = 0; i < 3; i++) await stores.pushConfigs.put(scope, config(more[i]!, "c", 8_500));
        await assert.rejects(async () => stores.pushConfigs.put(scope, config(more[3]!, "c", 8_500)), quota("tenant bytes", /maxTotalBytes/));
        await stores.pushConfigs.delete(scope, more[0]!, "c");
        await stores.pushConfigs.put(scope, config(more[3]!, "c", 8_500));
      } finally {
        await store.close();
      }
    });

    test("a task that leaves the store is let go: the metadata, messages and artifacts of evicted tasks can be collected", async () => {
      const gc = collector();
      // maxTasks 4 for one tenant: each new finished task evicts the oldest.
      const { store } = await open(kit, { maxTasks: 4, maxTenants: 1 });
      const refs: WeakRef<object>[] = [];
      try {
        for (let i = 0; i < 24; i++) {
          const metadata = { blob: text(1_000, `meta-${i}`) };
          const parts = [{ text: text(1_000, `message-${i}`) }];
          const artifact = { artifactId: `a-${i}`, parts: [{ text: text(1_000, `artifact-${i}`) }] };
          const { id } = await store.create("", { state: WORKING, metadata, message: { messageId: `m-${i}`, role: "ROLE_USER", parts } });
          await store.addArtifact("", id!, artifact);
          await store.setStatus("", id!, "TASK_STATE_COMPLETED", { messageId: `s-${i}`, role: "ROLE_AGENT", parts: [{ text: "done" }] });
          if (i < 20) refs.push(new WeakRef(metadata), new WeakRef(parts), new WeakRef(artifact));
        }
        assert.equal((await store.listTasks("", {})).totalSize, 4);
        await new Promise((resolve) => setImmediate(resolve)); // WeakRefs hold their targets until the job ends
        gc();
        gc();
        const alive = refs.filter((r) => r.deref() !== undefined).length;
        assert.equal(alive, 0, `${alive} of the ${refs.length} values of the 20 evicted tasks are still reachable`);
      } finally {
        await store.close();
      }
    });
  });
}
