// A push delivery carries the trace of the task it reports (issue 37, "Traces": "Push deliveries carry the
// trace of the task they report, as a span linked to it"): a task agent with push to a webhook receiver on
// 127.0.0.1 (loopback opened with `push.allowPrivateNetworks`, docs/push.md), a SendMessage over JSON-RPC
// with a push config. Expected, from the issue, OpenTelemetry's conventions (an HTTP client span per
// request, span links for causality across traces) and W3C Trace Context (the request carries
// `traceparent: 00-<trace id>-<parent span id>-<flags>` of the span that sent it): each delivery is a CLIENT
// span ("a2a.push.deliver") with the webhook request's HTTP attributes, linked to the run span of its task
// (whose trace is the call's); the webhook receives the delivery span's traceparent; no span carries the
// config's token, credentials or a secret in the webhook URL's query; the deliveries metric counts them.

import assert from "node:assert/strict";
import { test } from "node:test";
import { attributes as A, metricSpecs } from "@a2a-bindgen/kit";
import { createTaskAgent } from "@a2a-bindgen/server";
import { SpanKind } from "@opentelemetry/api";
import { startReceiver } from "../../server/push-receiver.ts";
import { serve, transportTo, userMessage } from "./agents.ts";
import { metricReader, registerTracing, tree, until, valueWhere } from "../../support/telemetry.ts";

const { exporter } = registerTracing();
const TRACEPARENT = /^00-([0-9a-f]{32})-([0-9a-f]{16})-[0-9a-f]{2}$/;

test("each push delivery is a CLIENT span linked to its task's run span, and the webhook gets its traceparent", { timeout: 30_000 }, async () => {
  const secrets = { query: "q-secret-7f3a", token: "tok-secret-91c2", credentials: "cred-secret-5d0e" };
  const hook = await startReceiver();
  const metrics = metricReader();
  const agent = createTaskAgent({
    push: { allowPrivateNetworks: true },
    telemetry: { meterProvider: metrics.meterProvider },
    async execute(_, events) {
      // As the echo agent: created submitted, then working, the artifact, completed.
      await events.status("TASK_STATE_SUBMITTED");
      await events.status("TASK_STATE_WORKING");
      await events.artifact({ artifactId: "a", parts: [{ text: "done" }] });
      await events.status("TASK_STATE_COMPLETED");
    },
  });
  const served = await serve("jsonrpc", agent, "pusher");
  try {
    const client = transportTo("jsonrpc", served, "1.0");
    const config = {
      url: `${hook.url}?key=${secrets.query}`,
      token: secrets.token,
      authentication: { scheme: "Bearer", credentials: secrets.credentials },
    };
    const r = await client.unary("SendMessage", { message: userMessage("push me", "m-1"), configuration: { taskPushNotificationConfig: config } });
    const task = r.task;
    assert.equal(task?.status?.state, "TASK_STATE_COMPLETED");
    // Working, the artifact and completed: three deliveries (as test/server/push-delivery.test.ts), each answered 200.
    const received = await hook.waitFor(3, 5_000);
    await agent.delivery?.idle();
    const spans = await until("three delivery spans and the run span", () => {
      const got = exporter.getFinishedSpans();
      const ok = got.filter((s) => s.name === "a2a.push.deliver").length >= 3 && got.some((s) => s.name === "a2a.execute");
      return ok ? got : undefined;
    }).catch(() => exporter.getFinishedSpans());
    const shown = tree(spans);

    const run = spans.find((s) => s.name === "a2a.execute" && s.attributes[A.taskId] === task?.id);
    assert.ok(run, `the task's run span:\n${shown}`);
    const call = spans.find((s) => s.kind === SpanKind.CLIENT && s.attributes[A.operation] === "SendMessage");
    assert.ok(call, `the client's span:\n${shown}`);
    assert.equal(run.spanContext().traceId, call.spanContext().traceId, "the run is in the call's trace");

    const deliveries = spans.filter((s) => s.name === "a2a.push.deliver");
    assert.equal(deliveries.length, received.length, `one span per delivery (no retries here):\n${shown}`);
    const runContext = run.spanContext();
    for (const d of deliveries) {
      assert.equal(d.kind, SpanKind.CLIENT, "a delivery is an outgoing HTTP request");
      const link = d.links.find((l) => l.context.spanId === runContext.spanId);
      assert.ok(link, `${d.name} links to the run span`);
      assert.equal(link.context.traceId, runContext.traceId, "the link names the task's trace");
      assert.equal(d.attributes["http.request.method"], "POST");
      assert.equal(d.attributes["server.address"], "127.0.0.1");
      assert.equal(d.attributes["server.port"], Number(new URL(hook.url).port));
      assert.equal(d.attributes["http.response.status_code"], 200);
    }

    // The webhook requests carry the delivery spans' contexts (W3C traceparent), one request per span.
    const sent = new Set(deliveries.map((d) => `${d.spanContext().traceId}-${d.spanContext().spanId}`));
    for (const got of received) {
      const m = TRACEPARENT.exec(String(got.headers.traceparent ?? ""));
      assert.ok(m, `the webhook request carries a W3C traceparent: ${JSON.stringify(got.headers.traceparent)}`);
      assert.ok(sent.has(`${m[1]}-${m[2]}`), `its trace id and parent id are a delivery span's: ${m[0]}`);
    }

    // Nothing secret on any span: the token, the credentials, the URL's query.
    const text = JSON.stringify(spans.map((s) => [s.name, s.attributes, s.events, s.links.map((l) => l.attributes)]));
    for (const [what, secret] of Object.entries(secrets)) assert.ok(!text.includes(secret), `the ${what} is on no span`);

    // The deliveries metric: three delivered, at the first attempt (the attempt as a bounded string).
    const data = await metrics.collect();
    const name = metricSpecs.pushDeliveries.name;
    assert.equal(valueWhere(data, name, { [A.outcome]: "delivered", [A.pushAttempt]: "1" }), 3, `${name} delivered at attempt 1`);
    assert.equal(valueWhere(data, name, { [A.outcome]: "failed" }), 0);
    client.close?.();
  } finally {
    await served.close();
    await agent.close();
    await hook.close();
    await metrics.shutdown();
  }
});
