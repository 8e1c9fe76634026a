// Bodies a browser sends cross-site without a preflight (Fetch §2.2.2: a CORS-safelisted Content-Type is
// text/plain, application/x-www-form-urlencoded or multipart/form-data; a body may also come with none)
// must not change state: on every POST route of both versions (from the generated route tables) and at
// the JSON-RPC endpoint, such a body is answered 415 in the binding's error form and nothing changes.
// The JSON media types are read: application/json, application/a2a+json and other +json types (RFC 6839
// §3.1), in any case and with parameters (RFC 9110 §8.3.1). Body-less operations need no content type.

import { assertNothingRefused } from "./support/guard.ts";
import assert from "node:assert/strict";
import { after, afterEach, before, describe, test } from "node:test";
import { errorOf, instantiate, rest, rpc, type VersionWire, versionHeader, wire } from "./support/a2a.ts";
import { type Agent, type Receiver, type Reply, request, startAgent, startReceiver, userMessage } from "./support/server.ts";

afterEach(assertNothingRefused);

const BASE = "/a2a";
const TENANT = "acme";

/** The content types that reach a server from any web page without a preflight, and none at all. */
const simple: (string | undefined)[] = [
  "text/plain",
  "text/plain;charset=UTF-8",
  "application/x-www-form-urlencoded",
  "multipart/form-data; boundary=----a2a",
  undefined,
];

/** A v0.3 user message (the v0.3 proto's JSON: content, not parts). */
const message03 = (text: string) => ({ messageId: crypto.randomUUID(), role: "ROLE_USER", content: [{ text }] });

describe("non-JSON bodies are refused with 415 and change nothing", () => {
  let s: Agent;
  let hook: Receiver;
  let v1: VersionWire;
  let v03: VersionWire;
  /** The working task of the default tenant and of TENANT. */
  let task: string;
  let tenantTask: string;
  before(async () => {
    v1 = await wire("1.0");
    v03 = await wire("0.3");
    hook = await startReceiver();
    s = await startAgent({ basePath: BASE, echo: { push: { allowPrivateNetworks: true } } });
    const wait = { message: userMessage("wait: for a cancel"), configuration: { returnImmediately: true } };
    task = (await rpc(s.base, v1, "SendMessage", wait)).json.result.task.id;
    tenantTask = (await rest(s.base, v1, "SendMessage", { ...wait, tenant: TENANT })).json.task.id;
    assert.equal(typeof task, "string");
    assert.equal(typeof tenantTask, "string");
  });
  after(async () => {
    await s?.close();
    await hook?.close();
  });

  /** Every task of both tenants with its state, history and configs: what a state-changing request would change. */
  async function state(): Promise<string> {
    const tenants = [];
    for (const t of ["", TENANT]) {
      const scope = { tenant: t, owner: "" };
      const rows = [];
      for (const x of (await s.agent.store.list(scope, {})).tasks ?? []) {
        rows.push([x.id, x.status?.state, x.history?.length ?? 0, x.artifacts?.length ?? 0, (await s.agent.pushConfigs?.configsOf(scope, x.id ?? ""))?.length]);
      }
      tenants.push(rows);
    }
    return JSON.stringify(tenants);
  }

  /** A POST route's path and a body that would change state if it were read. */
  function postOf(v: VersionWire, operation: string, template: string, ids = { task, tenantTask }): { path: string; body: unknown } {
    const id = template.includes("{tenant}") ? ids.tenantTask : ids.task;
    const path = BASE + instantiate(template, { tenant: TENANT, id, task_id: id, name: id, parent: id });
    const message = v.version === "1.0" ? userMessage("hello") : message03("hello");
    const bodies: Record<string, unknown> = {
      SendMessage: { message },
      SendStreamingMessage: { message },
      CancelTask: {},
      CreateTaskPushNotificationConfig: v.version === "1.0" ? { url: hook.url } : { pushNotificationConfig: { url: hook.url } },
    };
    assert.ok(Object.hasOwn(bodies, operation), `a POST route of an operation this test has no body for: ${operation} ${template}`);
    return { path, body: bodies[operation] };
  }

  /** The JSON-RPC calls that change state, per version. */
  function rpcCalls(v: VersionWire, id = task): [string, unknown][] {
    const message =
      v.version === "1.0" ? userMessage("hello") : { kind: "message", messageId: crypto.randomUUID(), role: "user", parts: [{ kind: "text", text: "hello" }] };
    return [
      ["SendMessage", { message }],
      ["SendStreamingMessage", { message }],
      ["CreateTaskPushNotificationConfig", v.version === "1.0" ? { taskId: id, url: hook.url } : { taskId: id, pushNotificationConfig: { url: hook.url } }],
      ["CancelTask", { id }],
    ];
  }

  function assert415(r: Reply, binding: "jsonrpc" | "http+json", v: VersionWire, what: string): void {
    assert.equal(r.status, 415, `${what}: ${r.status} ${r.text.slice(0, 300)}`);
    assert.match(String(r.headers["content-type"]), /^application\/json/i, what);
    const e = errorOf(r);
    assert.ok(e !== null, `${what}: not an error body: ${r.text.slice(0, 300)}`);
    if (binding === "jsonrpc") {
      assert.equal(e.form, "jsonrpc", what);
      assert.equal(r.json.id, null, `${what}: the body was not read, so there is no id to echo`);
      // JSON-RPC 2.0 §5.1 has no code for an unreadable media type: Invalid Request or Parse error.
      assert.ok([-32600, -32700].includes(e.code), `${what}: code ${e.code}`);
    } else if (v.version === "1.0") {
      // A2A v1.0.1 §11.6: google.rpc.Status JSON, its code the HTTP status (AIP-193).
      assert.equal(e.form, "google.rpc.Status", what);
      assert.equal(e.code, 415, what);
    } else {
      assert.equal(e.form, "bare", what);
    }
  }

  test("every POST route of both versions: 415 in the HTTP+JSON error form, state unchanged", async () => {
    const version = await versionHeader();
    const before = await state();
    let routes = 0;
    for (const v of [v1, v03]) {
      for (const b of v.bindings.filter((x) => x.method === "POST")) {
        routes++;
        const { path, body } = postOf(v, b.operation, b.template);
        for (const type of simple) {
          const headers: Record<string, string> = { [version]: v.version, ...(type === undefined ? {} : { "content-type": type }) };
          const r = await request(s.origin + path, { method: "POST", headers, body: JSON.stringify(body) });
          assert415(r, "http+json", v, `${v.version} POST ${b.template} as ${type ?? "no content type"}`);
        }
      }
    }
    assert.ok(routes >= 8, `only ${routes} POST routes in the tables`);
    assert.equal(await state(), before, "a refused body changed state");
    assert.deepEqual(hook.received, []);
  });

  test("the JSON-RPC endpoint, every state-changing method of both versions: 415 in the JSON-RPC error form, state unchanged", async () => {
    const version = await versionHeader();
    const before = await state();
    for (const v of [v1, v03]) {
      for (const [operation, params] of rpcCalls(v)) {
        for (const type of simple) {
          const headers: Record<string, string> = { [version]: v.version, ...(type === undefined ? {} : { "content-type": type }) };
          const body = JSON.stringify({ jsonrpc: "2.0", id: 7, method: v.method(operation), params });
          assert415(await request(s.base, { method: "POST", headers, body }), "jsonrpc", v, `${v.version} ${operation} as ${type ?? "no content type"}`);
        }
      }
    }
    assert.equal(await state(), before, "a refused body changed state");
  });

  test("the same bodies as application/json are read and change state: the checks above would have seen a change", async () => {
    const version = await versionHeader();
    const wait = { message: userMessage("wait: for a cancel"), configuration: { returnImmediately: true } };
    for (const v of [v1, v03]) {
      for (const b of v.bindings.filter((x) => x.method === "POST")) {
        // Fresh working tasks: a cancel changes a task once.
        const ids = {
          task: (await rpc(s.base, v1, "SendMessage", wait)).json.result.task.id,
          tenantTask: (await rest(s.base, v1, "SendMessage", { ...wait, tenant: TENANT })).json.task.id,
        };
        const { path, body } = postOf(v, b.operation, b.template, ids);
        const before = await state();
        const r = await request(s.origin + path, {
          method: "POST",
          headers: { [version]: v.version, "content-type": "application/json" },
          body: JSON.stringify(body),
        });
        assert.ok(r.status >= 200 && r.status <= 299, `${v.version} POST ${b.template}: ${r.status} ${r.text.slice(0, 300)}`);
        assert.notEqual(await state(), before, `${v.version} POST ${b.template} changed nothing`);
      }
      const ids = { task: (await rpc(s.base, v1, "SendMessage", wait)).json.result.task.id, tenantTask };
      for (const [operation, params] of rpcCalls(v, ids.task)) {
        const before = await state();
        const r = await rpc(s.base, v, operation, params);
        assert.equal(errorOf(r), null, `${v.version} ${operation}: ${r.text.slice(0, 300)}`);
        assert.notEqual(await state(), before, `${v.version} ${operation} changed nothing`);
      }
    }
  });

  test("JSON media types in any case and with parameters are read", async () => {
    const version = await versionHeader();
    for (const type of [
      "application/json",
      "application/json; charset=utf-8",
      "APPLICATION/JSON",
      "Application/Json;Charset=UTF-8",
      "application/a2a+json",
      "application/vnd.example+json",
    ]) {
      const before = await state();
      const r = await request(`${s.base}/message:send`, {
        method: "POST",
        headers: { [version]: "1.0", "content-type": type },
        body: JSON.stringify({ message: userMessage("hello") }),
      });
      assert.equal(r.status, 200, `${type}: ${r.status} ${r.text.slice(0, 200)}`);
      assert.notEqual(await state(), before, type);
    }
  });

  test("body-less operations need no content type", async () => {
    const version = await versionHeader();
    for (const v of [v1, v03]) {
      for (const b of v.bindings.filter((x) => x.method !== "POST")) {
        const id = b.template.includes("{tenant}") ? tenantTask : task;
        const path = BASE + instantiate(b.template, { tenant: TENANT, id, task_id: id, name: id, parent: id });
        const r = await request(s.origin + path, { method: b.method, headers: { [version]: v.version }, headOnly: true });
        assert.notEqual(r.status, 415, `${v.version} ${b.method} ${b.template}: ${r.text.slice(0, 200)}`);
      }
    }
  });
});
