// The task scenarios on HTTP+JSON at 1.0: I8 (a tenant as a field and as the /{tenant} route prefix) and I12
// (ListTasks filters and page size in the query). Routes come from the generated table's templates.

import assert from "node:assert/strict";
import { v1_0 } from "@a2a-bindgen/a2a";
import { connect } from "@a2a-bindgen/client";
import { interfaceKey, type PeerInterface } from "../peer/peers.js";
import { HTTP_TIMEOUT_MS } from "../peer/triggers.js";
import type { Result } from "./report.js";
import type { MatrixServer } from "./servers.js";

const TENANT = "interop-tenant";
const OTHER_TENANT = "interop-other";

/** A table template ("/{tenant}/tasks/{id=*}") with its variables filled in. */
function fill(template: string, values: Record<string, string>): string {
  return template.replace(/\{([a-zA-Z_]+)(=[^}]*)?\}/g, (_m, name: string) => {
    if (!Object.hasOwn(values, name)) throw new Error(`no value for {${name}} in ${template}`);
    return encodeURIComponent(values[name]);
  });
}

/** The template of an operation's route without / with the tenant prefix (the table lists both). */
function templates(operation: "SendMessage" | "GetTask" | "ListTasks"): { plain: string; prefixed: string } {
  const t = v1_0.operations[operation].http.map((h) => h.template);
  const prefixed = t.find((x) => x.startsWith("/{tenant}/"));
  const plain = t.find((x) => !x.startsWith("/{tenant}/"));
  if (prefixed === undefined || plain === undefined) throw new Error(`${operation}: no tenant and plain routes in the table`);
  return { plain, prefixed };
}

async function call(method: string, url: string, body?: unknown): Promise<{ status: number; json: Record<string, unknown> }> {
  const res = await fetch(url, {
    method,
    headers: { "A2A-Version": "1.0", ...(body === undefined ? {} : { "content-type": "application/json" }) },
    body: body === undefined ? undefined : JSON.stringify(body),
    signal: AbortSignal.timeout(HTTP_TIMEOUT_MS),
  });
  return { status: res.status, json: (await res.json()) as Record<string, unknown> };
}

let n = 0;
const message = (text: string) => ({ messageId: `interop-task-${++n}`, role: "ROLE_USER", parts: [{ text }] });

async function createdTask(url: string, body: Record<string, unknown>): Promise<string> {
  const r = await call("POST", url, body);
  const task = r.json.task as { id?: unknown } | undefined;
  assert.equal(r.status, 200, JSON.stringify(r.json));
  assert.equal(typeof task?.id, "string", JSON.stringify(r.json));
  return task?.id as string;
}

const onlyRest10 = (i: PeerInterface, scenario: string): Result | null =>
  i.protocolVersion !== "1.0"
    ? `n/a: ${i.protocolVersion === "0.3" && scenario === "I12" ? "v0.3 has no ListTasks" : "a 0.3 interface (no tenant in v0.3)"}`
    : i.binding !== "HTTP+JSON"
      ? `n/a: ${scenario} is about the HTTP+JSON routes`
      : null;

/**
 * I8: a task created with the tenant as a body field is found under the /{tenant} prefix, and one created
 * under the prefix is found with the tenant as a query field. Ours also keeps it from another tenant
 * (tasks per tenant), which shows the tenant reached the store; the peers' stores are not asked that.
 */
export async function tenantCell(s: MatrixServer, i: PeerInterface): Promise<Result | undefined> {
  const skip = onlyRest10(i, "I8");
  if (skip !== null) return skip;
  const send = templates("SendMessage");
  const get = templates("GetTask");
  const viaField = await createdTask(i.url + fill(send.plain, {}), { tenant: TENANT, message: message("hello") });
  const viaPrefix = await createdTask(i.url + fill(send.prefixed, { tenant: TENANT }), { message: message("hello") });
  const status = async (path: string) => (await call("GET", i.url + path)).status;
  const fieldUnderPrefix = await status(fill(get.prefixed, { tenant: TENANT, id: viaField }));
  const prefixWithField = await status(`${fill(get.plain, { id: viaPrefix })}?tenant=${TENANT}`);
  if (s.server === "1.3.0-strict" || s.server === "1.3.0-compat") {
    // Observed (a2a-peers.md §1a: tasks are tenant-scoped, the path tenant wins): without the prefix the field is
    // ignored, so the field's task sits in the default tenant and the prefix's task is not found by the field.
    assert.deepEqual([fieldUnderPrefix, await status(fill(get.plain, { id: viaField })), prefixWithField], [404, 200, 404]);
    return "deviation: the tenant field (body or query) is ignored without the /{tenant} prefix; the proto maps both to the same field";
  }
  assert.equal(fieldUnderPrefix, 200, "the field's task under the /{tenant} prefix");
  assert.equal(prefixWithField, 200, "the prefix's task with the tenant as a query field");
  if (s.server === "a2a-bindgen") {
    assert.equal(await status(fill(get.prefixed, { tenant: OTHER_TENANT, id: viaPrefix })), 404, "another tenant");
  }
  return undefined;
}

/** I12: two working tasks and a completed one in a context; the status filter and the page size take effect. */
export async function listCell(s: MatrixServer, i: PeerInterface): Promise<Result | undefined> {
  const skip = onlyRest10(i, "I12");
  if (skip !== null) return skip;
  const client = await connect(s.main.cardUrl, { bindings: ["http+json"], versions: ["1.0"], timeoutMs: 10_000 });
  assert.equal(interfaceKey({ binding: "HTTP+JSON", protocolVersion: client.selected.protocolVersion as "1.0" }), interfaceKey(i));
  const wait = (contextId?: string) =>
    client.unary("SendMessage", {
      message: { ...message("wait: listed"), ...(contextId ? { contextId } : {}) } as never,
      configuration: { returnImmediately: true },
    });
  const first = (await wait()).task;
  assert.ok(first, "a task");
  const contextId = first.contextId;
  const second = (await wait(contextId)).task;
  assert.ok(second, "a second task");
  const done = await client.unary("SendMessage", { message: { ...message("done"), contextId } as never });
  assert.equal(done.task?.status?.state, "TASK_STATE_COMPLETED");
  await wait(); // a working task in another context, left out by the filter
  try {
    const all = await client.unary("ListTasks", { contextId, status: "TASK_STATE_WORKING", pageSize: 10 });
    assert.deepEqual(all.tasks?.map((t) => t.id).sort(), [first.id, second.id].sort());
    const page = await client.unary("ListTasks", { contextId, status: "TASK_STATE_WORKING", pageSize: 1 });
    assert.equal(page.tasks?.length, 1, "pageSize 1: one task");
    assert.ok(typeof page.nextPageToken === "string" && page.nextPageToken !== "", "pageSize 1: a next page");
  } finally {
    await Promise.all([first.id, second.id].map((id) => client.unary("CancelTask", { id })));
  }
  return undefined;
}
