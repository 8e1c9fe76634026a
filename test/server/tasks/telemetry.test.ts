// The task runtime's spans and metrics (issue 37): the executor of createTaskAgent runs as its own span,
// "a2a.execute" (INTERNAL), a child of the SendMessage span that started it; execute runs inside it (so an
// agent that calls another agent from execute continues the trace); it ends when the task reaches a
// terminal or interrupted state (§3.2.2's blocking wait ends there too) and not with a non-blocking call; its
// status is ERROR when execute threw. Each store commit the runtime makes is a child span
// "a2a.store.commit" with its batch size. Metrics, by value after a known workload: tasks by state (a
// transition moves one task from its old state to its new one), commit duration and changes by outcome,
// quota refusals by the quota the store named. An executor's report carries the request id of the call
// that started the run, its task and context, and the run's trace. The parent span is the test's own (the
// server's call span stands in its place): the SDK's tracer, passed in the `telemetry` option.

import assert from "node:assert/strict";
import { test } from "node:test";
import { A2AError, attributes as A, metricSpecs as M, requestIdHeader } from "@a2a-bindgen/kit";
import { type CallContext, createTaskAgent, dispatchUnary, type ErrorContext, type TaskAgent, type TaskAgentOptions } from "@a2a-bindgen/server";
import { context, ROOT_CONTEXT, type Span, SpanKind, SpanStatusCode, trace } from "@opentelemetry/api";
import type { ReadableSpan } from "@opentelemetry/sdk-trace-base";
import { rpc, start } from "../harness.ts";
import { misbehavingCard } from "../misbehaving-agent.ts";
import { callContext, cardWith, userMessage } from "../store-helpers.js";
import { histogramAt, listed, sdk, sumAt, until } from "./telemetry-support.js";

const card = cardWith();

/** `work` inside a SERVER span of the test's tracer standing for the call's span; answers both. */
async function inCallSpan<T>(
  tracerProvider: ReturnType<typeof sdk>["tracerProvider"],
  work: () => Promise<T>,
  name = "SendMessage",
): Promise<{ span: Span; value: T }> {
  const span = tracerProvider.getTracer("test").startSpan(name, { kind: SpanKind.SERVER }, ROOT_CONTEXT);
  try {
    return { span, value: await context.with(trace.setSpan(ROOT_CONTEXT, span), work) };
  } finally {
    span.end();
  }
}

const runsOf = (spans: readonly ReadableSpan[]) => spans.filter((s) => s.name === "a2a.execute");

/** A promise an executor waits on, and the function that resolves it (the test's hand on when the run goes on). */
function gated(): { gate: Promise<void>; release: () => void } {
  let release!: () => void;
  const gate = new Promise<void>((r) => {
    release = r;
  });
  return { gate, release };
}

/** A task agent of `options` whose runs trace to `o`'s tracer provider. */
const tracedAgent = (o: ReturnType<typeof sdk>, options: Omit<TaskAgentOptions, "telemetry">) =>
  createTaskAgent({ ...options, telemetry: { tracerProvider: o.tracerProvider } });

/** SendMessage of `request` to `agent` inside a call span of `o`'s tracer (inCallSpan), in a test call's context with `more`. */
function sendInCallSpan(
  o: ReturnType<typeof sdk>,
  agent: TaskAgent,
  request: Parameters<typeof dispatchUnary<"SendMessage">>[3],
  more: Partial<CallContext> = {},
) {
  const { context: call } = callContext();
  return inCallSpan(o.tracerProvider, () => dispatchUnary(agent, card, "SendMessage", request, { ...call, ...more }));
}

test("a run is an a2a.execute span, child of the call's span, ended at completed with the task's ids; execute runs inside it; its commits are its children", async () => {
  const o = sdk();
  let inside: string | undefined;
  const agent = createTaskAgent({
    telemetry: { tracerProvider: o.tracerProvider, meterProvider: o.meterProvider },
    async execute(_, events) {
      inside = trace.getActiveSpan()?.spanContext().spanId;
      await events.status("TASK_STATE_WORKING");
      await events.artifact({ artifactId: "a", parts: [{ text: "done" }] });
      await events.status("TASK_STATE_COMPLETED");
    },
  });
  try {
    const { span: parent, value: r } = await sendInCallSpan(o, agent, { message: userMessage("hi", "m-1") }, { tenant: "t-1", requestId: "req-1" });
    const task = r.task!;
    assert.equal(task.status?.state, "TASK_STATE_COMPLETED");
    const spans = o.spans();
    const [run] = runsOf(spans);
    assert.ok(run, `the run's span:\n${listed(spans)}`);
    assert.equal(runsOf(spans).length, 1);
    assert.equal(run.kind, SpanKind.INTERNAL);
    assert.equal(run.spanContext().traceId, parent.spanContext().traceId, "in the call's trace");
    assert.equal(run.parentSpanContext?.spanId, parent.spanContext().spanId, "a child of the call's span");
    assert.equal(run.attributes[A.taskId], task.id);
    assert.equal(run.attributes[A.contextId], task.contextId);
    assert.equal(run.attributes[A.tenant], "t-1");
    assert.equal(run.attributes[A.requestId], "req-1");
    assert.equal(run.attributes[A.taskState], "TASK_STATE_COMPLETED");
    assert.equal(run.status.code, SpanStatusCode.UNSET);
    assert.equal(inside, run.spanContext().spanId, "execute runs with the run's span active");
    // Three events, each awaited: three commits (the creation in working, the artifact, completed), each the run's child.
    const commits = spans.filter((s) => s.name === "a2a.store.commit");
    assert.equal(commits.length, 3, listed(spans));
    for (const c of commits) {
      assert.equal(c.kind, SpanKind.INTERNAL);
      assert.equal(c.parentSpanContext?.spanId, run.spanContext().spanId, "a commit is a child of its run");
      assert.equal(c.attributes[A.storeChanges], 1);
    }
  } finally {
    await agent.close();
    await o.shutdown();
  }
});

test("returnImmediately: the call answers while the run goes on; the run's span ends when the task completes, not with the call", async () => {
  const o = sdk();
  const { gate, release } = gated();
  const agent = tracedAgent(o, {
    async execute(_, events) {
      await events.status("TASK_STATE_WORKING");
      await gate;
      await events.status("TASK_STATE_COMPLETED");
    },
  });
  try {
    const { span: parent, value: r } = await sendInCallSpan(o, agent, { message: userMessage("later", "m-2"), configuration: { returnImmediately: true } });
    assert.equal(r.task?.status?.state, "TASK_STATE_WORKING");
    assert.equal(runsOf(o.spans()).length, 0, "the call has answered and its span ended; the run's span has not");
    release();
    const run = await until("the run's span", () => runsOf(o.spans())[0]);
    assert.equal(run.attributes[A.taskState], "TASK_STATE_COMPLETED");
    assert.equal(run.parentSpanContext?.spanId, parent.spanContext().spanId, "still the call's child");
  } finally {
    release();
    await agent.close();
    await o.shutdown();
  }
});

test("input-required ends the run's span at that state, while execute has not returned", async () => {
  const o = sdk();
  const { gate, release } = gated();
  const agent = tracedAgent(o, {
    async execute(_, events) {
      await events.status("TASK_STATE_WORKING");
      await events.status("TASK_STATE_INPUT_REQUIRED");
      await gate;
    },
  });
  try {
    const { context: call } = callContext();
    const r = await dispatchUnary(agent, card, "SendMessage", { message: userMessage("ask me", "m-3") }, call);
    assert.equal(r.task?.status?.state, "TASK_STATE_INPUT_REQUIRED");
    const run = await until("the run's span", () => runsOf(o.spans())[0]);
    assert.equal(run.attributes[A.taskState], "TASK_STATE_INPUT_REQUIRED");
  } finally {
    release();
    await agent.close();
    await o.shutdown();
  }
});

test("execute throws: the run's span is ERROR and the task failed; the report names the call's request id, the task, its context and the run's trace", async () => {
  const o = sdk();
  const reports: { error: unknown; context: ErrorContext }[] = [];
  const agent = tracedAgent(o, {
    onError: (error, context) => reports.push({ error, context }),
    async execute(_, events) {
      await events.status("TASK_STATE_WORKING");
      throw new Error("boom");
    },
  });
  try {
    const { span: parent, value: r } = await sendInCallSpan(o, agent, { message: userMessage("fail", "m-4") }, { requestId: "req-fixed-42" });
    const task = r.task!;
    assert.equal(task.status?.state, "TASK_STATE_FAILED");
    const run = await until("the run's span", () => runsOf(o.spans())[0]);
    assert.equal(run.status.code, SpanStatusCode.ERROR);
    assert.equal(run.attributes[A.errorType], "Error");
    assert.equal(run.attributes[A.taskState], "TASK_STATE_FAILED");
    assert.equal(reports.length, 1);
    const [{ error, context: where }] = reports;
    assert.equal((error as Error).message, "boom");
    assert.equal(where.source, "handler");
    assert.equal(where.requestId, "req-fixed-42", "the request id of the call that started the run");
    assert.equal(where.operation, "SendMessage");
    assert.equal(where.taskId, task.id);
    assert.equal(where.contextId, task.contextId);
    assert.equal(where.traceId, parent.spanContext().traceId, "the run's trace, the call's");
  } finally {
    await agent.close();
    await o.shutdown();
  }
});

test("metrics by value: tasks by state, commits by outcome and batch size, quota refusals by quota; no tenant unless opted in", async () => {
  const o = sdk();
  const gates = new Map<string, () => void>();
  const agent = createTaskAgent({
    telemetry: { meterProvider: o.meterProvider },
    storeOptions: { maxTaskBytes: 8 * 1024 },
    async execute(ctx, events) {
      const text = ctx.message.parts?.[0]?.text ?? "";
      await events.status("TASK_STATE_WORKING");
      if (text === "ask") return events.status("TASK_STATE_INPUT_REQUIRED");
      if (text === "hold") await new Promise<void>((r) => gates.set(ctx.message.messageId, r));
      await events.status("TASK_STATE_COMPLETED");
    },
  });
  try {
    const { context: call } = callContext("t-9");
    const send = (text: string, id: string, returnImmediately = false) =>
      dispatchUnary(agent, card, "SendMessage", { message: userMessage(text, id), configuration: { returnImmediately } }, call);
    // Two completed, one input-required, one canceled while working, one refused (past maxTaskBytes: "task bytes").
    assert.equal((await send("one", "m-1")).task?.status?.state, "TASK_STATE_COMPLETED");
    assert.equal((await send("two", "m-2")).task?.status?.state, "TASK_STATE_COMPLETED");
    assert.equal((await send("ask", "m-3")).task?.status?.state, "TASK_STATE_INPUT_REQUIRED");
    const held = (await send("hold", "m-4", true)).task!;
    assert.equal((await dispatchUnary(agent, card, "CancelTask", { id: held.id! }, call)).status?.state, "TASK_STATE_CANCELED");
    gates.get("m-4")?.();
    // QuotaExceededError: -32099 (rules file, decision quota-error), naming the quota.
    await assert.rejects(send("x".repeat(16 * 1024), "m-5"), (e: unknown) => e instanceof A2AError && e.code === -32099 && /^task bytes:/.test(e.message));

    const data = await o.collect();
    const tasks = M.tasks.name;
    assert.equal(sumAt(data, tasks, { [A.taskState]: "TASK_STATE_COMPLETED" }), 2);
    assert.equal(sumAt(data, tasks, { [A.taskState]: "TASK_STATE_INPUT_REQUIRED" }), 1);
    assert.equal(sumAt(data, tasks, { [A.taskState]: "TASK_STATE_CANCELED" }), 1);
    assert.equal(sumAt(data, tasks, { [A.taskState]: "TASK_STATE_WORKING" }), 0, "every task created working has left it");
    assert.equal(sumAt(data, tasks, { [A.taskState]: "TASK_STATE_SUBMITTED" }), 0);
    // Commits of one change each: four creations, three second statuses, the cancel; the refused creation is an error.
    const changes = histogramAt(data, M.storeCommitChanges.name, { [A.outcome]: "ok" });
    assert.deepEqual(changes, { count: 8, sum: 8 });
    assert.equal(histogramAt(data, M.storeCommitDuration.name, { [A.outcome]: "ok" }).count, 8);
    assert.deepEqual(histogramAt(data, M.storeCommitChanges.name, { [A.outcome]: "error" }), { count: 1, sum: 1 });
    assert.equal(sumAt(data, M.quotaRefusals.name, { [A.quota]: "task bytes" }), 1);
    for (const m of data) for (const p of m.dataPoints) assert.equal(p.attributes[A.tenant], undefined, `${m.descriptor.name}: no tenant without the opt-in`);
  } finally {
    for (const g of gates.values()) g();
    await agent.close();
    await o.shutdown();
  }
});

test("tenantMetrics: true adds the tenant to the tasks and commit metrics", async () => {
  const o = sdk();
  const agent = createTaskAgent({
    telemetry: { meterProvider: o.meterProvider, tenantMetrics: true },
    async execute(_, events) {
      await events.status("TASK_STATE_COMPLETED");
    },
  });
  try {
    const { context: call } = callContext("acme");
    await dispatchUnary(agent, card, "SendMessage", { message: userMessage("hi", "m-1") }, call);
    const data = await o.collect();
    assert.equal(sumAt(data, M.tasks.name, { [A.taskState]: "TASK_STATE_COMPLETED", [A.tenant]: "acme" }), 1);
    assert.equal(histogramAt(data, M.storeCommitChanges.name, { [A.outcome]: "ok", [A.tenant]: "acme" }).count, 1);
  } finally {
    await agent.close();
    await o.shutdown();
  }
});

test("over HTTP: an executor's report carries the X-Request-Id the client sent, the task and its context; the failed task names the id", async () => {
  const reports: { error: unknown; context: ErrorContext }[] = [];
  const agent = createTaskAgent({
    onError: (error, context) => reports.push({ error, context }),
    async execute(_, events) {
      await events.status("TASK_STATE_WORKING");
      throw new Error("boom over http");
    },
  });
  const s = await start({ agent, card: misbehavingCard() });
  try {
    const sent = "req-over-http-1";
    const r = await rpc(s.base, "SendMessage", { message: userMessage("fail", "m-h") }, { "A2A-Version": "1.0", [requestIdHeader]: sent });
    const task = r.json.result?.task;
    assert.equal(task?.status?.state, "TASK_STATE_FAILED", r.text);
    // The failed task tells the client which report to ask for (issue 37), and nothing of the failure.
    const said = JSON.stringify(task?.status?.message?.parts);
    assert.ok(said.includes(sent) && !said.includes("boom"), `the failed task's message names the request id: ${said}`);
    assert.equal(reports.length, 1);
    const [{ context: where }] = reports;
    assert.equal(where.source, "handler");
    assert.equal(where.requestId, sent, "the X-Request-Id of the call that started the run");
    assert.equal(where.taskId, task.id);
    assert.equal(where.contextId, task.contextId);
  } finally {
    await s.close();
    await agent.close();
  }
});

test("a run stopped by CancelTask ends its span with a2a.outcome canceled; the cancel's commit is a child of the CancelTask call's span", async () => {
  const o = sdk();
  const { gate, release } = gated();
  const agent = tracedAgent(o, {
    async execute(ctx, events) {
      await events.status("TASK_STATE_WORKING");
      await Promise.race([gate, new Promise((r) => ctx.signal.addEventListener("abort", r))]);
    },
  });
  try {
    const { context: call } = callContext();
    const r = await dispatchUnary(agent, card, "SendMessage", { message: userMessage("hold", "m-c"), configuration: { returnImmediately: true } }, call);
    const { span: cancelSpan } = await inCallSpan(o.tracerProvider, () => dispatchUnary(agent, card, "CancelTask", { id: r.task!.id! }, call), "CancelTask");
    const run = await until("the run's span", () => runsOf(o.spans())[0]);
    assert.equal(run.attributes[A.outcome], "canceled");
    assert.equal(run.attributes[A.taskState], undefined, "a stopped run does not guess the task's state");
    const commits = o.spans().filter((s) => s.name === "a2a.store.commit" && s.parentSpanContext?.spanId === cancelSpan.spanContext().spanId);
    assert.equal(commits.length, 1, listed(o.spans()));
  } finally {
    release();
    await agent.close();
    await o.shutdown();
  }
});
