// Runs the scripted session against a real @a2a-js/sdk 1.3.0 peer started inside this test run, and checks
// structural facts about what came back. The peer is always stopped (after hook; close() is idempotent).

import assert from "node:assert/strict";
import { readFile } from "node:fs/promises";
import { after, before, describe, test } from "node:test";
import { v0_3, v1_0 } from "@a2a-bindgen/a2a";
import { normalise } from "../../../scripts/record-peer.js";
import { startPeer, type Peer } from "./server.js";
import { COMBINATIONS, comboKey, dialectOf, plannedOperations, runSession, STREAM_TIMEOUT_MS, type Exchange } from "./session.js";

const tables = { [v1_0.protocolVersion]: v1_0, [v0_3.protocolVersion]: v0_3 } as const;
type Op = { name: string; identity: string; jsonRpcMethod: string; streaming: string };
const opsOf = (version: string) => tables[version as keyof typeof tables].operations as unknown as Record<string, Op>;

type Obj = Record<string, unknown>;
const isObj = (v: unknown): v is Obj => typeof v === "object" && v !== null && !Array.isArray(v);

/** The success payload: JSON-RPC `result`, or the REST body. */
function payload(e: Exchange): unknown {
  if (e.binding === "jsonrpc") return (e.response.body as Obj).result;
  return e.response.body;
}

/** The task of a SendMessage / GetTask / CancelTask answer, in any dialect. */
function taskIn(e: Exchange): Obj {
  const p = payload(e);
  assert.ok(isObj(p), `${e.step}: no payload`);
  const t = isObj(p.task) ? p.task : p;
  assert.equal(typeof t.id, "string", `${e.step}: no task id`);
  return t;
}

function stateOf(task: Obj): unknown {
  return isObj(task.status) ? task.status.state : undefined;
}

/** Everything the client put on the wire for one request, as one string (for "was this id sent" checks). */
function sent(e: Exchange): string {
  return JSON.stringify([e.request.url, e.request.body]);
}

function combosOf(exchanges: Exchange[]): Map<string, Exchange[]> {
  const by = new Map<string, Exchange[]>();
  for (const e of exchanges) {
    if (e.binding === "card") continue;
    const k = comboKey(e);
    by.set(k, [...(by.get(k) ?? []), e]);
  }
  return by;
}

function stepOf(list: Exchange[], op: string, label?: string): Exchange {
  const found = list.filter((e) => e.operation === op && (label === undefined || e.step.endsWith(`[${label}]`)));
  assert.equal(found.length, 1, `exactly one ${op}${label ? `[${label}]` : ""} step, got ${found.length}`);
  return found[0];
}

/** True when an SSE event announces the end of the task (terminal status), in any dialect. */
function isTerminalEvent(event: unknown, jsonRpc: boolean): boolean {
  let p = event;
  if (jsonRpc) {
    if (!isObj(p) || !("result" in p)) return false;
    p = p.result;
  }
  if (!isObj(p)) return false;
  if (p.kind === "message" || isObj(p.message)) return true; // a message-only stream ends with its one message
  const update = isObj(p.statusUpdate) ? p.statusUpdate : p.kind === "status-update" ? p : undefined;
  if (update === undefined) return false;
  if (update.final === true) return true;
  const state = isObj(update.status) ? update.status.state : undefined;
  return ["TASK_STATE_COMPLETED", "TASK_STATE_CANCELED", "TASK_STATE_FAILED", "TASK_STATE_REJECTED"].includes(state as string);
}

describe("@a2a-js/sdk 1.3.0 peer session", { timeout: 20_000 }, () => {
  let peer: Peer | undefined;
  let exchanges: Exchange[] = [];
  let elapsedMs = 0;

  before(async () => {
    peer = await startPeer();
    const t0 = performance.now();
    exchanges = await runSession(peer);
    elapsedMs = performance.now() - t0;
  });

  after(async () => {
    await peer?.close();
  });

  test("every step got an answer", () => {
    assert.ok(exchanges.length > 0);
    const steps = exchanges.map((e) => e.step);
    assert.equal(new Set(steps).size, steps.length, "step names are unique");
    for (const e of exchanges) {
      assert.ok(e.response.status >= 100 && e.response.status <= 599, `${e.step}: status ${e.response.status}`);
      const answered = e.response.body !== null || (e.response.events?.length ?? 0) > 0 || e.response.status === 204;
      assert.ok(answered, `${e.step}: empty answer with status ${e.response.status}`);
      if (e.binding === "jsonrpc" && e.response.events === undefined) {
        const body = e.response.body as Obj;
        assert.equal(body.jsonrpc, "2.0", `${e.step}: JSON-RPC envelope`);
        assert.equal(body.id, (e.request.body as Obj).id, `${e.step}: response id echoes the request id`);
      }
    }
  });

  test("the public agent card was fetched under both versions", () => {
    const cards = exchanges.filter((e) => e.binding === "card");
    assert.deepEqual(cards.map((e) => e.protocolVersion).sort(), [v0_3.protocolVersion, v1_0.protocolVersion].sort());
    for (const c of cards) {
      assert.equal(c.operation, null);
      assert.equal(c.response.status, 200);
      assert.ok(isObj(c.response.body) && typeof c.response.body.name === "string", `${c.step}: a card`);
    }
    // The v0.3 reader gets the hybrid card with a top-level url and protocolVersion; the v1.0 reader does not.
    const v03 = cards.find((c) => c.protocolVersion === v0_3.protocolVersion)!.response.body as Obj;
    const v10 = cards.find((c) => c.protocolVersion === v1_0.protocolVersion)!.response.body as Obj;
    assert.equal(v03.protocolVersion, v0_3.protocolVersion);
    assert.equal(typeof v03.url, "string");
    assert.equal(v10.url, undefined);
    assert.ok(Array.isArray(v10.supportedInterfaces));
  });

  test("the extended card is the extended one on every combination", () => {
    const cards = exchanges.filter(
      (e) => e.binding !== "card" && opsOf(e.protocolVersion)[e.operation!].identity === v1_0.operations.GetExtendedAgentCard.identity,
    );
    assert.equal(cards.length, COMBINATIONS.length);
    for (const e of cards) {
      const skills = ((payload(e) as Obj).skills ?? []) as Obj[];
      assert.ok(
        skills.some((s) => s.id === "echo-extended"),
        `${e.step}: extended skill listed`,
      );
    }
    for (const c of exchanges.filter((e) => e.binding === "card")) {
      const skills = ((c.response.body as Obj).skills ?? []) as Obj[];
      assert.ok(!skills.some((s) => s.id === "echo-extended"), `${c.step}: public card has no extended skill`);
    }
  });

  test("the 4 binding/version combinations are all present, each in its dialect", () => {
    const by = combosOf(exchanges);
    assert.deepEqual([...by.keys()].sort(), COMBINATIONS.map(comboKey).sort());
    for (const c of COMBINATIONS) {
      for (const e of by.get(comboKey(c))!) {
        assert.equal(e.dialect, dialectOf(c), e.step);
        assert.equal(e.request.headers["a2a-version"], c.protocolVersion, `${e.step}: version header`);
      }
    }
  });

  test("each combination ran every operation of its version, in the planned order", () => {
    const by = combosOf(exchanges);
    for (const c of COMBINATIONS) {
      const ops = by.get(comboKey(c))!.map((e) => e.operation);
      assert.deepEqual(ops, plannedOperations(c), comboKey(c));
      // Independent of the plan: the set is exactly the version's operations table (0.3 has no ListTasks).
      assert.deepEqual(new Set(ops), new Set(Object.keys(opsOf(c.protocolVersion))), comboKey(c));
    }
  });

  test("requests used the generated method names and routes", () => {
    for (const e of exchanges) {
      if (e.binding === "card") continue;
      const op = opsOf(e.protocolVersion)[e.operation!];
      assert.ok(op, `${e.step}: operation in the table`);
      if (e.binding === "jsonrpc") {
        assert.equal(e.request.method, "POST");
        assert.equal((e.request.body as Obj).method, op.jsonRpcMethod, e.step);
        continue;
      }
      const table = tables[e.protocolVersion as keyof typeof tables];
      const rel = e.request.url.slice(peer!.restUrl.length);
      assert.ok(e.request.url.startsWith(peer!.restUrl), `${e.step}: under the REST mount`);
      let m = table.routes.match(e.request.method, rel);
      if (m.kind !== "match") m = table.alternativeRoutes.match(e.request.method, rel);
      assert.equal(m.kind, "match", `${e.step}: ${e.request.method} ${rel} is a generated route`);
      assert.equal(m.kind === "match" && m.operation, e.operation, e.step);
    }
  });

  test("SSE streams delivered events and ended with a terminal event", () => {
    const streams = exchanges.filter(
      (e) => e.operation !== null && opsOf(e.protocolVersion)[e.operation].streaming === "server_streaming" && !e.step.endsWith("[terminal]"),
    );
    assert.equal(streams.length, 2 * COMBINATIONS.length, "one send-stream and one subscribe per combination");
    for (const e of streams) {
      assert.equal(e.response.status, 200, e.step);
      assert.match(e.response.headers["content-type"] ?? "", /^text\/event-stream/, e.step);
      assert.equal(e.response.body, null, `${e.step}: no plain body`);
      const events = e.response.events ?? [];
      assert.ok(events.length >= 1, `${e.step}: at least one event`);
      assert.ok(isTerminalEvent(events[events.length - 1], e.binding === "jsonrpc"), `${e.step}: last event is terminal`);
      assert.ok(!events.slice(0, -1).some((x) => isTerminalEvent(x, e.binding === "jsonrpc")), `${e.step}: only the last is terminal`);
    }
    // Streams ended on their own: the whole session finished well inside one stream deadline.
    assert.ok(elapsedMs < STREAM_TIMEOUT_MS, `session took ${Math.round(elapsedMs)} ms`);
  });

  test("resubscribing to the cancelled task was answered with an error, and recorded", () => {
    const refused = exchanges.filter((e) => e.step.endsWith("[terminal]"));
    assert.equal(refused.length, COMBINATIONS.length);
    for (const e of refused) {
      if (e.binding === "rest") {
        assert.ok(e.response.status >= 400, `${e.step}: HTTP ${e.response.status}`);
        assert.ok(isObj(e.response.body), `${e.step}: an error body`);
        continue;
      }
      // JSON-RPC: a plain error envelope, or an SSE stream whose every event is an error envelope.
      const envelopes = e.response.events ?? [e.response.body];
      assert.ok(envelopes.length >= 1, e.step);
      for (const env of envelopes) {
        assert.ok(isObj(env) && isObj(env.error) && typeof env.error.code === "number", `${e.step}: ${JSON.stringify(env)}`);
      }
    }
  });

  test("ids returned by the peer were threaded into later calls", () => {
    const by = combosOf(exchanges);
    for (const c of COMBINATIONS) {
      const list = by.get(comboKey(c))!;
      const ops = opsOf(c.protocolVersion);
      // Operation names by cross-version identity (e.g. SubscribeToTask is TaskSubscription in 0.3).
      const op = (identity: string): string => {
        const names = Object.keys(ops).filter((n) => ops[n].identity === identity);
        assert.equal(names.length, 1, `${comboKey(c)}: operation ${identity}`);
        return names[0];
      };

      const message = payload(stepOf(list, op("SendMessage"), "message"));
      assert.ok(isObj(message) && (isObj(message.message) || message.kind === "message"), `${comboKey(c)}: a Message reply`);

      const done = taskIn(stepOf(list, op("SendMessage"), "task"));
      const doneId = done.id as string;
      const contextId = done.contextId as string;
      const stream = stepOf(list, op("SendStreamingMessage"));
      assert.ok(sent(stream).includes(contextId), `${stream.step}: sent the context id`);
      const get = stepOf(list, op("GetTask"));
      assert.ok(sent(get).includes(doneId), `${get.step}: sent the task id`);
      assert.equal(taskIn(get).id, doneId, `${get.step}: got that task`);
      if (c.protocolVersion === v1_0.protocolVersion) {
        const list10 = stepOf(list, op("ListTasks"));
        assert.ok(sent(list10).includes(contextId), `${list10.step}: filtered by the context id`);
        const tasks = (payload(list10) as Obj).tasks as Obj[];
        assert.ok(
          tasks.some((t) => t.id === doneId),
          `${list10.step}: lists the completed task`,
        );
        assert.ok(
          tasks.every((t) => t.contextId === contextId),
          `${list10.step}: only that context`,
        );
      }

      const working = taskIn(stepOf(list, op("SendMessage"), "working"));
      const workingId = working.id as string;
      assert.match(String(stateOf(working)), /working/i);
      const pushOps = [
        "CreateTaskPushNotificationConfig",
        "GetTaskPushNotificationConfig",
        "ListTaskPushNotificationConfigs",
        "DeleteTaskPushNotificationConfig",
      ];
      for (const e of [...pushOps, "CancelTask"]
        .map((o) => stepOf(list, op(o)))
        .concat(stepOf(list, op("SubscribeToTask"), "working"), stepOf(list, op("SubscribeToTask"), "terminal"))) {
        assert.ok(sent(e).includes(workingId), `${e.step}: sent the working task id`);
      }
      const created = payload(stepOf(list, op("CreateTaskPushNotificationConfig")));
      const configId = configIdOf(created);
      assert.ok(configId, `${comboKey(c)}: config id in the create answer`);
      for (const o of ["GetTaskPushNotificationConfig", "DeleteTaskPushNotificationConfig"]) {
        const e = stepOf(list, op(o));
        assert.ok(sent(e).includes(configId!), `${e.step}: sent the config id`);
      }
      assert.equal(configIdOf(payload(stepOf(list, op("GetTaskPushNotificationConfig")))), configId);

      const cancelled = taskIn(stepOf(list, op("CancelTask")));
      assert.equal(cancelled.id, workingId);
      assert.match(String(stateOf(cancelled)), /cancel/i);
    }
  });

  test("normalisation keeps threaded ids recognisable and removes volatile values", () => {
    const n = normalise(exchanges);
    const text = JSON.stringify(n);
    assert.doesNotMatch(text, /[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}/i);
    assert.doesNotMatch(text, /127\.0\.0\.1:\d/);
    assert.deepEqual(normalise(exchanges), n, "deterministic");
    // Same raw id → same placeholder: the GetTask URL/params carry the placeholder the send answered with.
    for (const list of combosOf(n).values()) {
      const sendStep = list.find((e) => e.step.endsWith("[task]"))!;
      const id = taskIn(sendStep).id as string;
      assert.match(id, /^<uuid-\d+>$/);
      const get = list.find((e) => e.operation === v1_0.operations.GetTask.name)!;
      assert.ok(sent(get).includes(id), `${get.step}: ${id}`);
    }
  });

  test("the committed recording has the same steps and statuses as this run", async () => {
    const url = new URL("../../support/fixtures/peer/session.json", import.meta.url);
    const recorded = JSON.parse(await readFile(url, "utf8")) as { exchanges: Exchange[] };
    const shape = (list: Exchange[]) => list.map((e) => [e.step, e.operation, e.request.method, e.response.status, e.response.events?.length ?? null]);
    assert.deepEqual(shape(recorded.exchanges), shape(exchanges), "re-run `npm run record:peer` after changing the session");
  });

  test("close() stops the server and its sockets", async () => {
    const p = peer!;
    await p.close();
    await assert.rejects(fetch(p.baseUrl, { signal: AbortSignal.timeout(2_000) }));
    await p.close(); // idempotent
  });
});

function configIdOf(p: unknown): string | undefined {
  if (!isObj(p)) return undefined;
  if (isObj(p.pushNotificationConfig) && typeof p.pushNotificationConfig.id === "string") return p.pushNotificationConfig.id;
  if (Array.isArray(p)) return undefined;
  return typeof p.id === "string" ? p.id : undefined;
}
