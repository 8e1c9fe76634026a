// Push delivery's spans and metrics (issue 37: "Push deliveries carry the trace of the task they report, as
// a span linked to it"). Each POST attempt is a CLIENT span "a2a.push.deliver" with the webhook request's
// HTTP client attributes (OpenTelemetry's HTTP conventions: http.request.method, server.address,
// server.port, http.response.status_code; the URL only without its query's values), LINKED to the run span
// of the task (a link, not a parent: a root span of its own trace); the webhook request carries the W3C
// `traceparent` (00-<trace id>-<span id>-<flags>) of that span. a2a.push.deliveries counts each attempt by
// outcome (delivered, retry, failed, refused) and attempt number ("1", "2", "3", "4+"). A delivery given up
// is reported with the request id of the call that started the run, its task, context and trace.
// Receivers are node:http on 127.0.0.1 (loopback opened with allowPrivateNetworks).

import assert from "node:assert/strict";
import { test } from "node:test";
import { attributes as A, metricSpecs as M } from "@a2a-bindgen/kit";
import { createTaskAgent, dispatchUnary, type ErrorContext } from "@a2a-bindgen/server";
import { context, ROOT_CONTEXT, SpanKind, SpanStatusCode, trace } from "@opentelemetry/api";
import { startReceiver } from "../push-receiver.js";
import { callContext, cardWith, userMessage } from "../store-helpers.js";
import { listed, sdk, sumAt, until } from "../tasks/telemetry-support.js";

const card = cardWith();
const TRACEPARENT = /^00-([0-9a-f]{32})-([0-9a-f]{16})-0[01]$/;

/** Created submitted (the config is stored after the creation: its event is not posted), then working and completed: two events posted. */
const workingThenCompleted = async (
  _: unknown,
  events: { status(s: "TASK_STATE_SUBMITTED" | "TASK_STATE_WORKING" | "TASK_STATE_COMPLETED"): Promise<void> },
) => {
  await events.status("TASK_STATE_SUBMITTED");
  await events.status("TASK_STATE_WORKING");
  await events.status("TASK_STATE_COMPLETED");
};

test("each POST attempt is a CLIENT span linked to the task's run span, its traceparent in the webhook request; a retried event counts retry then delivered", async () => {
  const o = sdk();
  // The first request (working) answers 503, retried; then 200s.
  const hook = await startReceiver((i) => (i === 0 ? 503 : 200));
  const agent = createTaskAgent({
    telemetry: { tracerProvider: o.tracerProvider, meterProvider: o.meterProvider },
    push: { allowPrivateNetworks: true, retryDelayMs: 1 },
    execute: workingThenCompleted,
  });
  try {
    const { context: call } = callContext();
    const url = `${hook.url}?key=query-secret-1`;
    const config = { url, token: "tok-secret-2", authentication: { scheme: "Bearer", credentials: "cred-secret-3" } };
    const parent = o.tracerProvider.getTracer("test").startSpan("SendMessage", { kind: SpanKind.SERVER }, ROOT_CONTEXT);
    const r = await context.with(trace.setSpan(ROOT_CONTEXT, parent), () =>
      dispatchUnary(agent, card, "SendMessage", { message: userMessage("push", "m-1"), configuration: { taskPushNotificationConfig: config } }, call),
    );
    parent.end();
    assert.equal(r.task?.status?.state, "TASK_STATE_COMPLETED");
    const received = await hook.waitFor(3);
    await agent.delivery!.idle();
    const spans = await until("three attempt spans", () => {
      const s = o.spans();
      return s.filter((x) => x.name === "a2a.push.deliver").length >= 3 ? s : undefined;
    });
    const run = spans.find((s) => s.name === "a2a.execute");
    assert.ok(run, listed(spans));
    assert.equal(run.spanContext().traceId, parent.spanContext().traceId);
    const attempts = spans.filter((s) => s.name === "a2a.push.deliver");
    assert.equal(attempts.length, 3, listed(spans));
    const port = Number(new URL(hook.url).port);
    for (const d of attempts) {
      assert.equal(d.kind, SpanKind.CLIENT);
      assert.equal(d.parentSpanContext, undefined, "a root: linked to the run, not its child");
      assert.deepEqual(
        d.links.map((l) => [l.context.traceId, l.context.spanId]),
        [[run.spanContext().traceId, run.spanContext().spanId]],
        "one link, to the run's span",
      );
      assert.equal(d.attributes[A.httpRequestMethod], "POST");
      assert.equal(d.attributes[A.serverAddress], "127.0.0.1");
      assert.equal(d.attributes[A.serverPort], port);
      const full = String(d.attributes[A.urlFull]);
      assert.equal(full, `${new URL(hook.url).origin}/…?key=…`, "the URL without its path and its query's values");
    }
    assert.deepEqual(
      attempts.map((d) => [d.attributes[A.httpResponseStatusCode], d.attributes[A.pushAttempt]]),
      [
        [503, 1],
        [200, 2],
        [200, 1],
      ],
    );
    assert.equal(attempts[0]!.status.code, SpanStatusCode.ERROR);
    assert.equal(attempts[0]!.attributes[A.errorType], "503");
    // The i-th request carries the i-th attempt's context.
    received.forEach((got, i) => {
      const m = TRACEPARENT.exec(String(got.headers.traceparent));
      assert.ok(m, `a W3C traceparent: ${JSON.stringify(got.headers.traceparent)}`);
      assert.equal(m[1], attempts[i]!.spanContext().traceId);
      assert.equal(m[2], attempts[i]!.spanContext().spanId);
    });
    const text = JSON.stringify(spans.map((s) => [s.attributes, s.events, s.status, s.links.map((l) => l.attributes)]));
    for (const secret of ["query-secret-1", "tok-secret-2", "cred-secret-3"]) assert.ok(!text.includes(secret), `${secret} on no span`);

    const data = await o.collect();
    const name = M.pushDeliveries.name;
    assert.equal(sumAt(data, name, { [A.outcome]: "retry", [A.pushAttempt]: "1" }), 1);
    assert.equal(sumAt(data, name, { [A.outcome]: "delivered", [A.pushAttempt]: "2" }), 1);
    assert.equal(sumAt(data, name, { [A.outcome]: "delivered", [A.pushAttempt]: "1" }), 1);
  } finally {
    await agent.close();
    await hook.close();
    await o.shutdown();
  }
});

test("a delivery given up (a 400) counts failed and is reported with the request id of the call that started the run, the task, its context and the attempt's trace", async () => {
  const o = sdk();
  const hook = await startReceiver(() => 400);
  const reports: { error: unknown; context: ErrorContext }[] = [];
  const agent = createTaskAgent({
    telemetry: { tracerProvider: o.tracerProvider, meterProvider: o.meterProvider },
    push: { allowPrivateNetworks: true, retryDelayMs: 1 },
    onError: (error, context) => reports.push({ error, context }),
    execute: workingThenCompleted,
  });
  try {
    const { context: call } = callContext("t-2");
    const r = await dispatchUnary(
      agent,
      card,
      "SendMessage",
      { message: userMessage("push", "m-2"), configuration: { taskPushNotificationConfig: { url: hook.url } } },
      { ...call, requestId: "req-push-7" },
    );
    const task = r.task!;
    await hook.waitFor(2);
    await agent.delivery!.idle();
    assert.equal(reports.length, 2, "one report per event given up");
    const attempts = o.spans().filter((s) => s.name === "a2a.push.deliver");
    assert.equal(attempts.length, 2, "a 400 is not retried");
    for (const [i, { context: where }] of reports.entries()) {
      assert.equal(where.source, "push");
      assert.equal(where.requestId, "req-push-7");
      assert.equal(where.tenant, "t-2");
      assert.equal(where.taskId, task.id);
      assert.equal(where.contextId, task.contextId);
      assert.equal(where.traceId, attempts[i]!.spanContext().traceId, "the attempt's trace");
    }
    const data = await o.collect();
    assert.equal(sumAt(data, M.pushDeliveries.name, { [A.outcome]: "failed", [A.pushAttempt]: "1" }), 2);
    assert.equal(sumAt(data, M.pushDeliveries.name, { [A.outcome]: "delivered", [A.pushAttempt]: "1" }), 0);
  } finally {
    await agent.close();
    await hook.close();
    await o.shutdown();
  }
});

test("a destination refused at delivery (a name resolving to link-local) counts refused, its span ERROR with error.type refused; nothing is sent", async () => {
  const o = sdk();
  let asked = 0;
  const agent = createTaskAgent({
    telemetry: { tracerProvider: o.tracerProvider, meterProvider: o.meterProvider },
    push: {
      allowPrivateNetworks: true,
      retryDelayMs: 1,
      lookup: (_name, _options, callback) => {
        asked++;
        callback(null, [{ address: "169.254.169.254", family: 4 }]);
      },
    },
    execute: workingThenCompleted,
  });
  try {
    const { context: call } = callContext();
    await dispatchUnary(
      agent,
      card,
      "SendMessage",
      { message: userMessage("push", "m-3"), configuration: { taskPushNotificationConfig: { url: "http://hook.example/x" } } },
      call,
    );
    await agent.delivery!.idle();
    assert.ok(asked >= 1, "the name was resolved");
    const attempts = o.spans().filter((s) => s.name === "a2a.push.deliver");
    assert.equal(attempts.length, 2, "one attempt per event, none retried");
    for (const d of attempts) {
      assert.equal(d.status.code, SpanStatusCode.ERROR);
      assert.equal(d.attributes[A.errorType], "refused");
      assert.equal(d.attributes[A.serverAddress], "hook.example");
      assert.equal(d.attributes[A.serverPort], 80, "the scheme's default port");
      assert.equal(d.attributes[A.httpResponseStatusCode], undefined);
    }
    const data = await o.collect();
    assert.equal(sumAt(data, M.pushDeliveries.name, { [A.outcome]: "refused", [A.pushAttempt]: "1" }), 2);
  } finally {
    await agent.close();
    await o.shutdown();
  }
});
