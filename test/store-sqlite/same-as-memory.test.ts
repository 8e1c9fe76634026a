// The in-memory stores and the SQLite stores answer the same change sequences with the same tasks and
// events (issue 36: stores only persist, the semantics are @a2a-bindgen/server/store's change module).
// fast-check drives both with one generated sequence of creations, updates (statuses terminal and
// interrupted included, messages past maxHistory, artifact chunks with append and lastChunk past
// maxArtifacts, stale versions), reads, lists and push-config writes, under two owners; each step's
// outcome (value or error) must be equal once the store-chosen ids are named by their order.
// Expectations are the contract's (contract.ts, docs/stores.md), stated below where a step asserts them.

import assert from "node:assert/strict";
import { test } from "node:test";
import type { types } from "@a2a-bindgen/a2a/v1_0";
import type { Scope, Stores, TaskChange } from "@a2a-bindgen/server/store";
import { createMemoryStores } from "@a2a-bindgen/server/store";
import { openSqliteStores } from "@a2a-bindgen/store-sqlite";
import fc from "fast-check";
import { dbPath } from "./support.ts";

const BOUNDS = { maxHistory: 3, maxArtifacts: 2 };
const MAX_CONFIGS = 2;
const owners = ["", "bob"];
const states: types.TaskState[] = [
  "TASK_STATE_SUBMITTED",
  "TASK_STATE_WORKING",
  "TASK_STATE_INPUT_REQUIRED",
  "TASK_STATE_AUTH_REQUIRED",
  "TASK_STATE_COMPLETED",
  "TASK_STATE_FAILED",
  "TASK_STATE_CANCELED",
  "TASK_STATE_REJECTED",
];

const text = fc.constantFrom("a", "bé", "文字", "");
const message = (role: "ROLE_USER" | "ROLE_AGENT") =>
  fc
    .record(
      { id: fc.nat(9), text, withTask: fc.boolean(), meta: fc.option(fc.constant({ k: 1 }), { nil: undefined }) },
      { requiredKeys: ["id", "text", "withTask"] },
    )
    .map(({ id, text: t, withTask, meta }) => {
      const m: types.Message = { messageId: `m${id}`, role, parts: [{ text: t }] };
      if (withTask) m.taskId = "someone-else's";
      if (meta !== undefined) m.metadata = meta;
      return m;
    });

const change: fc.Arbitrary<TaskChange> = fc.oneof(
  fc
    .record({ kind: fc.constant("status" as const), state: fc.constantFrom(...states), message: fc.option(message("ROLE_AGENT"), { nil: undefined }) })
    .map((c) => (c.message === undefined ? { kind: c.kind, state: c.state } : c)),
  fc.record({ kind: fc.constant("message" as const), message: fc.oneof(message("ROLE_USER"), message("ROLE_AGENT")) }),
  fc
    .record({
      id: fc.constantFrom("x", "y", "z"),
      parts: fc.array(text, { maxLength: 2 }),
      withParts: fc.boolean(),
      append: fc.boolean(),
      lastChunk: fc.boolean(),
      name: fc.boolean(),
    })
    .map(({ id, parts, withParts, append, lastChunk, name }) => {
      const artifact: types.Artifact = { artifactId: id };
      if (withParts) artifact.parts = parts.map((t) => ({ text: t }));
      if (name) artifact.name = `n-${id}`;
      const c: TaskChange = { kind: "artifact", artifact, ...(append ? { append: true } : {}), ...(lastChunk ? { lastChunk: true } : {}) };
      return c;
    }),
);

/** One step; `task` picks one of the tasks created so far (modulo), `owner` the scope. */
type Step =
  | { op: "create"; owner: number; context: number | undefined; message: types.Message | undefined; state: types.TaskState | undefined; meta: boolean }
  | { op: "update"; owner: number; task: number; changes: TaskChange[]; stale: boolean }
  | { op: "get"; owner: number; task: number; historyLength: number | undefined }
  | {
      op: "list";
      owner: number;
      status: types.TaskState | undefined;
      context: number | undefined;
      historyLength: number | undefined;
      includeArtifacts: boolean;
    }
  | { op: "put"; owner: number; task: number; config: number; token: boolean }
  | { op: "deleteConfig"; owner: number; task: number; config: number }
  | { op: "configs"; owner: number; task: number; pageSize: number };

const ownerIx = fc.nat(owners.length - 1);
const step: fc.Arbitrary<Step> = fc.oneof(
  {
    weight: 2,
    arbitrary: fc.record({
      op: fc.constant("create" as const),
      owner: ownerIx,
      context: fc.option(fc.nat(1), { nil: undefined }),
      message: fc.option(message("ROLE_USER"), { nil: undefined }),
      state: fc.option(fc.constantFrom(...states), { nil: undefined, freq: 3 }),
      meta: fc.boolean(),
    }),
  },
  {
    weight: 6,
    arbitrary: fc.record({
      op: fc.constant("update" as const),
      owner: ownerIx,
      task: fc.nat(4),
      changes: fc.array(change, { minLength: 1, maxLength: 4 }),
      stale: fc.boolean(),
    }),
  },
  {
    weight: 1,
    arbitrary: fc.record({ op: fc.constant("get" as const), owner: ownerIx, task: fc.nat(4), historyLength: fc.option(fc.nat(4), { nil: undefined }) }),
  },
  {
    weight: 1,
    arbitrary: fc.record({
      op: fc.constant("list" as const),
      owner: ownerIx,
      status: fc.option(fc.constantFrom(...states), { nil: undefined }),
      context: fc.option(fc.nat(1), { nil: undefined }),
      historyLength: fc.option(fc.nat(4), { nil: undefined }),
      includeArtifacts: fc.boolean(),
    }),
  },
  { weight: 2, arbitrary: fc.record({ op: fc.constant("put" as const), owner: ownerIx, task: fc.nat(4), config: fc.nat(2), token: fc.boolean() }) },
  { weight: 1, arbitrary: fc.record({ op: fc.constant("deleteConfig" as const), owner: ownerIx, task: fc.nat(4), config: fc.nat(2) }) },
  { weight: 1, arbitrary: fc.record({ op: fc.constant("configs" as const), owner: ownerIx, task: fc.nat(4), pageSize: fc.nat(2) }) },
);

/** Runs the steps on one set of stores; each step's outcome with the store's ids named by their order of appearance. */
async function run(stores: Stores, steps: readonly Step[], clock: { now: number }): Promise<unknown[]> {
  const tasks: { id: string; version: number }[] = [];
  const names = new Map<string, string>();
  const name = (id: string | undefined, kind: string) => {
    if (id !== undefined && !names.has(id)) names.set(id, `<${kind}${names.size}>`);
  };
  const outcomes: unknown[] = [];
  const scope = (s: { owner: number }): Scope => ({ tenant: "", owner: owners[s.owner]! });
  const pick = (s: { task: number }) => tasks[s.task % Math.max(1, tasks.length)];
  for (const s of steps) {
    clock.now += 7; // the same clock in both: timestamps compare
    let value: unknown;
    try {
      switch (s.op) {
        case "create": {
          const init = {
            ...(s.context === undefined ? {} : { contextId: `ctx-${s.context}` }),
            ...(s.message === undefined ? {} : { message: s.message }),
            ...(s.state === undefined ? {} : { state: s.state }),
            ...(s.meta ? { metadata: { origin: "test" } } : {}),
          };
          const created = await stores.tasks.create(scope(s), init);
          name(created.task.id, "task");
          name(created.task.contextId, "context");
          tasks.push({ id: created.task.id!, version: created.version });
          value = created;
          break;
        }
        case "update": {
          const t = pick(s);
          if (t === undefined) continue;
          const commit = await stores.tasks.update(scope(s), t.id, s.changes, { expectedVersion: s.stale ? t.version - 1 : t.version });
          t.version = commit.version;
          value = commit;
          break;
        }
        case "get": {
          const t = pick(s);
          if (t === undefined) continue;
          value = (await stores.tasks.get(scope(s), t.id, s.historyLength === undefined ? {} : { historyLength: s.historyLength })) ?? "absent";
          break;
        }
        case "list": {
          const page = await stores.tasks.list(scope(s), {
            ...(s.status === undefined ? {} : { status: s.status }),
            ...(s.context === undefined ? {} : { contextId: `ctx-${s.context}` }),
            ...(s.historyLength === undefined ? {} : { historyLength: s.historyLength }),
            includeArtifacts: s.includeArtifacts,
          } as types.ListTasksRequest);
          // The page token is each store's own: whether there is a next page is what compares.
          value = { ...page, nextPageToken: page.nextPageToken !== "" };
          break;
        }
        case "put": {
          const t = pick(s);
          if (t === undefined) continue;
          const config: types.TaskPushNotificationConfig = { id: `c${s.config}`, taskId: t.id, url: "https://hooks.example/a2a" };
          if (s.token) config.token = "secret-token";
          await stores.pushConfigs.put(scope(s), { config, protocolVersion: "1.0" });
          value = "put";
          break;
        }
        case "deleteConfig": {
          const t = pick(s);
          if (t === undefined) continue;
          await stores.pushConfigs.delete(scope(s), t.id, `c${s.config}`);
          value = "deleted";
          break;
        }
        case "configs": {
          const t = pick(s);
          if (t === undefined) continue;
          const page = await stores.pushConfigs.list(scope(s), t.id, { pageSize: s.pageSize });
          value = { configs: page.configs, more: page.nextPageToken !== undefined, all: await stores.pushConfigs.configsOf(scope(s), t.id) };
          break;
        }
      }
    } catch (e) {
      const err = e as Error;
      value = { error: err.name, message: err.message };
    }
    outcomes.push({ op: s.op, value });
  }
  // Store-chosen ids by their order of appearance; both stores name them in the same order.
  let textOf = JSON.stringify(outcomes);
  for (const [id, label] of names) textOf = textOf.split(id).join(label);
  return JSON.parse(textOf);
}

test("the in-memory and the SQLite stores make the same tasks and events from the same change sequences", async (t) => {
  let runs = 0;
  await fc.assert(
    fc.asyncProperty(fc.array(step, { minLength: 1, maxLength: 24 }), async (steps) => {
      const clock = { now: Date.UTC(2026, 0, 2, 3, 4, 5, 6) + runs * 1000 };
      const options = { ...BOUNDS, now: () => clock.now };
      const memory = createMemoryStores({ ...options, push: { maxConfigsPerTask: MAX_CONFIGS } });
      const sqlite = await openSqliteStores({ ...options, path: dbPath(t, `run-${runs++}.db`), maxConfigsPerTask: MAX_CONFIGS, synchronous: "NORMAL" });
      try {
        const start = clock.now;
        const fromMemory = await run(memory, steps, clock);
        clock.now = start;
        const fromSqlite = await run(sqlite, steps, clock);
        assert.deepEqual(fromSqlite, fromMemory);
      } finally {
        await Promise.all([memory.close(), sqlite.close()]);
      }
    }),
    { numRuns: Number(process.env.SAME_AS_MEMORY_RUNS ?? 60) },
  );
});
