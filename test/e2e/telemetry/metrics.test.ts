// Metrics by value after a known workload (issue 37, "Metrics"), read through an in-memory reader of the
// OpenTelemetry SDK's MeterProvider, passed to the server and the task agent in their `telemetry` option. The
// workload, over our node:http server at protocol 1.0: three blocking SendMessage over JSON-RPC (each a task
// completed by the executor), one GetTask of an unknown task over JSON-RPC and one over HTTP+JSON, and one
// SendStreamingMessage held open by the executor until the test releases it. Expected, from the issue and
// OpenTelemetry's conventions (semconv 1.40: rpc.server.call.duration and http.server.request.duration in
// seconds, one recording per call; rpc.response.status_code the JSON-RPC error code as a string; error.type
// the error's name; http.route the template), the names and units from kit's table: calls by operation,
// binding, version and outcome; one duration per call; the open streams 1 while the stream is open, 0 after;
// the tasks by state (every transition moves one task from its old state to its new one: four completed,
// none left submitted or working); store commits measured; and no task, context or request id — nor the
// tenant, unless the deployment opts in — in any metric's attributes.

import assert from "node:assert/strict";
import { test } from "node:test";
import { serviceParameters } from "@a2a-bindgen/a2a/protocol";
import { errorTable } from "@a2a-bindgen/a2a/v1_0/errors";
import { routes } from "@a2a-bindgen/a2a/v1_0/routes";
import { attributes as A, findError, metricSpecs as M, requestIdHeader } from "@a2a-bindgen/kit";
import { createTaskAgent } from "@a2a-bindgen/server";
import type { MetricData } from "@opentelemetry/sdk-metrics";
import { serve, userMessage, wireNames } from "./agents.ts";
import { countWhere, metricReader, pointsOf, valueWhere } from "../../support/telemetry.ts";

const versionHeader = serviceParameters.version.headers;
const base = { [A.binding]: "jsonrpc", [A.protocolVersion]: "1.0" };
const notFound = findError(errorTable, "TaskNotFoundError");

/** A JSON-RPC call of `operation` at 1.0: the answer's JSON and its X-Request-Id. */
async function rpc(url: string, operation: string, params: unknown): Promise<{ json: any; requestId: string | null; response: Response }> {
  const method = wireNames("jsonrpc", operation, "1.0").rpcMethod;
  const response = await fetch(url, {
    method: "POST",
    headers: { "content-type": "application/json", [versionHeader]: "1.0" },
    body: JSON.stringify({ jsonrpc: "2.0", id: 1, method, params }),
    signal: AbortSignal.timeout(10_000),
  });
  const json = operation === "SendStreamingMessage" ? undefined : await response.json();
  return { json, requestId: response.headers.get(requestIdHeader), response };
}

/** Every attribute value of every data point of every metric, as "metric key=value" lines. */
const everyAttribute = (data: readonly MetricData[]) =>
  data.flatMap((m) => m.dataPoints.flatMap((p) => Object.entries(p.attributes).map(([k, v]) => `${m.descriptor.name} ${k}=${String(v)}`)));

test("calls, durations, open streams, tasks by state and store commits by value after a known workload; no ids on any metric", {
  timeout: 30_000,
}, async () => {
  const metrics = metricReader();
  const telemetry = { meterProvider: metrics.meterProvider };
  let release!: () => void;
  const gate = new Promise<void>((r) => {
    release = r;
  });
  const agent = createTaskAgent({
    telemetry,
    async execute(context, events) {
      await events.status("TASK_STATE_WORKING");
      if (context.message.parts?.[0]?.text === "hold") await gate;
      await events.artifact({ artifactId: "a", parts: [{ text: "done" }] });
      await events.status("TASK_STATE_COMPLETED");
    },
  });
  const served = await serve("jsonrpc", agent, "measured", { telemetry });
  const ids = new Set<string>();
  try {
    for (let i = 1; i <= 3; i++) {
      const { json, requestId } = await rpc(served.url, "SendMessage", { message: userMessage("work", `m-${i}`) });
      assert.equal(json.result?.task?.status?.state, "TASK_STATE_COMPLETED", JSON.stringify(json));
      for (const id of [json.result.task.id, json.result.task.contextId, requestId]) if (typeof id === "string") ids.add(id);
    }
    const missing = await rpc(served.url, "GetTask", { id: "no-such-task" });
    assert.equal(missing.json.error?.code, notFound?.code, JSON.stringify(missing.json));
    const built = routes.build("GetTask", { id: "no-such-task-either" });
    const rest = await fetch(served.url + built.url, { headers: { [versionHeader]: "1.0" }, signal: AbortSignal.timeout(10_000) });
    assert.equal(rest.status, notFound?.httpStatus);
    await rest.arrayBuffer();

    // A stream held open by its executor: counted open until it ends.
    const held = await rpc(served.url, "SendStreamingMessage", { message: userMessage("hold", "m-4") });
    const reader = held.response.body!.getReader();
    const first = new TextDecoder().decode((await reader.read()).value);
    for (const id of first.match(/[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}/g) ?? []) ids.add(id);
    if (held.requestId !== null) ids.add(held.requestId);
    const streaming = { [A.operation]: "SendStreamingMessage", ...base };
    const open = await metrics.collect();
    assert.equal(valueWhere(open, M.serverStreams.name, streaming), 1, `${M.serverStreams.name}: one stream open`);
    release();
    while (!(await reader.read()).done) {}
    // The server's bookkeeping of the stream's end follows the last bytes: poll, bounded.
    let data = await metrics.collect();
    for (let i = 0; i < 100 && valueWhere(data, M.serverStreams.name, streaming) !== 0; i++) {
      await new Promise((r) => setTimeout(r, 20));
      data = await metrics.collect();
    }
    assert.equal(valueWhere(data, M.serverStreams.name, streaming), 0, `${M.serverStreams.name}: back to 0 once the stream ended`);

    // Calls by operation, binding, version and outcome.
    const calls = M.serverCalls.name;
    assert.equal(valueWhere(data, calls, { [A.operation]: "SendMessage", ...base, [A.outcome]: "ok" }), 3, `${calls} SendMessage ok`);
    assert.equal(valueWhere(data, calls, { [A.operation]: "GetTask", ...base, [A.outcome]: "TaskNotFoundError" }), 1, `${calls} GetTask over JSON-RPC`);
    assert.equal(
      valueWhere(data, calls, { [A.operation]: "GetTask", [A.binding]: "http+json", [A.protocolVersion]: "1.0", [A.outcome]: "TaskNotFoundError" }),
      1,
      `${calls} GetTask over HTTP+JSON`,
    );
    assert.equal(valueWhere(data, calls, streaming), 1, `${calls} SendStreamingMessage`);
    const total = pointsOf(data, calls).reduce((n, p) => n + (p.value as number), 0);
    assert.equal(total, 6, `${calls}: six calls in all`);

    // One duration per call: the RPC histogram for JSON-RPC, the HTTP one for HTTP+JSON, in seconds.
    const rpcDuration = M.serverRpcDuration.name;
    const rpcCount = pointsOf(data, rpcDuration).reduce((n, p) => n + (p.value as { count: number }).count, 0);
    assert.equal(rpcCount, 5, `${rpcDuration}: the five JSON-RPC calls`);
    const send = wireNames("jsonrpc", "SendMessage", "1.0").rpcMethod!;
    assert.equal(countWhere(data, rpcDuration, { [A.rpcSystemName]: "jsonrpc", [A.rpcMethod]: send, [A.operation]: "SendMessage" }), 3);
    const get = wireNames("jsonrpc", "GetTask", "1.0").rpcMethod!;
    assert.equal(
      countWhere(data, rpcDuration, { [A.rpcMethod]: get, [A.rpcResponseStatusCode]: String(notFound?.code), [A.errorType]: "TaskNotFoundError" }),
      1,
      `${rpcDuration}: the JSON-RPC error code as a string, error.type the error's name`,
    );
    const httpDuration = M.serverHttpDuration.name;
    assert.equal(
      countWhere(data, httpDuration, {
        [A.httpRequestMethod]: "GET",
        [A.httpRoute]: built.binding.template,
        [A.httpResponseStatusCode]: notFound?.httpStatus ?? 0,
        [A.errorType]: "TaskNotFoundError",
      }),
      1,
      `${httpDuration}: the HTTP+JSON call, by its route template`,
    );
    const unit = (name: string) => data.find((m) => m.descriptor.name === name)?.descriptor.unit;
    assert.equal(unit(rpcDuration), "s");
    assert.equal(unit(httpDuration), "s");

    // Tasks by state: four tasks went submitted/working → completed; none is left in another state.
    const tasks = M.tasks.name;
    assert.equal(valueWhere(data, tasks, { [A.taskState]: "TASK_STATE_COMPLETED" }), 4, `${tasks} completed`);
    for (const p of pointsOf(data, tasks)) {
      if (p.attributes[A.taskState] !== "TASK_STATE_COMPLETED") assert.equal(p.value, 0, `${tasks} ${String(p.attributes[A.taskState])}: none left`);
    }

    // Store commits: measured, each with its batch size, all ok.
    const commits = countWhere(data, M.storeCommitChanges.name, { [A.outcome]: "ok" });
    assert.ok(commits >= 4, `${M.storeCommitChanges.name}: at least a commit per task, got ${commits}`);
    assert.equal(countWhere(data, M.storeCommitDuration.name, { [A.outcome]: "ok" }), commits, "a duration per commit");
    assert.equal(countWhere(data, M.storeCommitChanges.name, { [A.outcome]: "error" }), 0);

    // No id of a task, context or request as a metric attribute (key or value); no tenant without the opt-in.
    const lines = everyAttribute(data);
    assert.ok(ids.size >= 9, `the ids seen: ${[...ids].join(", ")}`);
    for (const line of lines) {
      for (const key of [A.taskId, A.contextId, A.requestId, A.tenant]) assert.ok(!line.includes(` ${key}=`), `no ${key} on a metric: ${line}`);
      for (const id of ids) assert.ok(!line.endsWith(`=${id}`), `no id as a metric attribute: ${line}`);
    }
  } finally {
    release();
    await served.close();
    await agent.close();
    await metrics.shutdown();
  }
});

test("the tenant is a metric attribute only when the deployment opts in (telemetry.tenantMetrics)", { timeout: 30_000 }, async () => {
  const metrics = metricReader();
  const agent = createTaskAgent({
    telemetry: { meterProvider: metrics.meterProvider, tenantMetrics: true },
    async execute(_, events) {
      await events.status("TASK_STATE_COMPLETED");
    },
  });
  const served = await serve("jsonrpc", agent, "tenants", { telemetry: { meterProvider: metrics.meterProvider, tenantMetrics: true } });
  try {
    const { json } = await rpc(served.url, "SendMessage", { tenant: "acme", message: userMessage("work", "m-1") });
    assert.equal(json.result?.task?.status?.state, "TASK_STATE_COMPLETED", JSON.stringify(json));
    const data = await metrics.collect();
    assert.equal(
      valueWhere(data, M.serverCalls.name, { [A.operation]: "SendMessage", ...base, [A.outcome]: "ok", [A.tenant]: "acme" }),
      1,
      `${M.serverCalls.name} carries the tenant`,
    );
  } finally {
    await served.close();
    await agent.close();
    await metrics.shutdown();
  }
});
