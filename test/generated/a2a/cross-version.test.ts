// Cross-version lookups: any name of any version (rpc, JSON-RPC method, gRPC path,
// "METHOD template") finds the operation of the same identity in each version.

import { describe, test } from "node:test";
import assert from "node:assert/strict";

import { v1_0, v0_3, identities, identityByName, versions } from "@a2a-bindgen/a2a";
import { expectedIdentities, grpcPath, lookupNames, v03Expected, v1Expected } from "./expected.js";

function names(mod: typeof v1_0 | typeof v0_3, name: string): string | undefined {
  return mod.operation(name)?.name;
}

function assertBoth(name: string, v1: string | undefined, v03: string | undefined): void {
  assert.equal(names(v1_0, name), v1, `v1_0.operation(${JSON.stringify(name)})`);
  assert.equal(names(v0_3, name), v03, `v0_3.operation(${JSON.stringify(name)})`);
}

describe("named examples", () => {
  test("SubscribeToTask ⇄ tasks/resubscribe ⇄ TaskSubscription", () => {
    for (const n of [
      "SubscribeToTask",
      "tasks/resubscribe",
      "TaskSubscription",
      "/lf.a2a.v1.A2AService/SubscribeToTask",
      "/a2a.v1.A2AService/TaskSubscription",
      "GET /tasks/{id=*}:subscribe",
      "GET /{tenant}/tasks/{id=*}:subscribe",
      "GET /v1/{name=tasks/*}:subscribe",
    ]) {
      assertBoth(n, "SubscribeToTask", "TaskSubscription");
    }
    assert.equal(v0_3.operation("SubscribeToTask")?.jsonRpcMethod, "tasks/resubscribe");
    assert.equal(v1_0.operation("tasks/resubscribe")?.jsonRpcMethod, "SubscribeToTask");
  });

  test("GetExtendedAgentCard ⇄ agent/getAuthenticatedExtendedCard ⇄ GetAgentCard ⇄ GET /v1/card", () => {
    for (const n of [
      "GetExtendedAgentCard",
      "agent/getAuthenticatedExtendedCard",
      "GetAgentCard",
      "GET /v1/card",
      "GET /extendedAgentCard",
      "GET /{tenant}/extendedAgentCard",
      "/lf.a2a.v1.A2AService/GetExtendedAgentCard",
      "/a2a.v1.A2AService/GetAgentCard",
    ]) {
      assertBoth(n, "GetExtendedAgentCard", "GetAgentCard");
    }
  });

  test("ListTasks exists only in v1.0", () => {
    assertBoth("ListTasks", "ListTasks", undefined);
    assertBoth("GET /tasks", "ListTasks", undefined);
    assertBoth("GET /{tenant}/tasks", "ListTasks", undefined);
    assertBoth("/lf.a2a.v1.A2AService/ListTasks", "ListTasks", undefined);
    assert.equal(v0_3.operation("ListTasks"), undefined);
    // The v0.3 prose-only names (disagreement v0.3-list-tasks) name nothing.
    assertBoth("tasks/list", undefined, undefined);
    assertBoth("ListTask", undefined, undefined);
    assertBoth("GET /v1/tasks", undefined, undefined);
  });

  test("ListTaskPushNotificationConfig (v0.3, singular) ⇄ ListTaskPushNotificationConfigs (v1.0)", () => {
    for (const n of [
      "ListTaskPushNotificationConfig",
      "ListTaskPushNotificationConfigs",
      "tasks/pushNotificationConfig/list",
      "/a2a.v1.A2AService/ListTaskPushNotificationConfig",
      "/lf.a2a.v1.A2AService/ListTaskPushNotificationConfigs",
      "GET /v1/{parent=tasks/*}/pushNotificationConfigs",
      "GET /tasks/{task_id=*}/pushNotificationConfigs",
    ]) {
      assertBoth(n, "ListTaskPushNotificationConfigs", "ListTaskPushNotificationConfig");
    }
  });

  test("gRPC paths of either version find the operation in the other", () => {
    assert.equal(v0_3.operation("/lf.a2a.v1.A2AService/SendMessage")?.grpcMethod, "/a2a.v1.A2AService/SendMessage");
    assert.equal(v1_0.operation("/a2a.v1.A2AService/SendMessage")?.grpcMethod, "/lf.a2a.v1.A2AService/SendMessage");
    assert.equal(v1_0.operation("/a2a.v1.A2AService/GetAgentCard")?.grpcMethod, "/lf.a2a.v1.A2AService/GetExtendedAgentCard");
    assert.equal(v0_3.operation("/lf.a2a.v1.A2AService/GetExtendedAgentCard")?.grpcMethod, "/a2a.v1.A2AService/GetAgentCard");
  });

  test("the v0.3 spec's gRPC names (disagreement v0.3-push-config-grpc-names) name nothing", () => {
    for (const n of ["CreateTaskPushNotification", "GetTaskPushNotification", "ListTaskPushNotification", "DeleteTaskPushNotification"]) {
      assertBoth(n, undefined, undefined);
    }
  });

  test("unknown names, and Object.prototype keys, are undefined", () => {
    for (const n of ["", "Nope", "GET /nope", "get /tasks", "toString", "constructor", "__proto__", "hasOwnProperty", "message/send ", "sendmessage"]) {
      assertBoth(n, undefined, undefined);
    }
  });
});

describe("every name of every operation, in both directions", () => {
  for (const ident of expectedIdentities) {
    test(ident.id, () => {
      const v1Op = v1Expected.operations.find((o) => o.name === ident.operations["1.0"])!;
      const v03Name = ident.operations["0.3"];
      const v03Op = v03Name === undefined ? undefined : v03Expected.operations.find((o) => o.name === v03Name)!;
      const all = [...lookupNames(v1Expected, v1Op), ...(v03Op ? lookupNames(v03Expected, v03Op) : [])];
      for (const n of all) {
        assertBoth(n, v1Op.name, v03Op?.name);
        assert.equal(identityByName[n], ident.id, `identityByName[${JSON.stringify(n)}]`);
      }
      // The operation found is this version's own, with this version's gRPC path.
      assert.equal(v1_0.operation(v1Op.name)?.grpcMethod, grpcPath(v1Expected, v1Op.name));
      if (v03Op) assert.equal(v0_3.operation(v1Op.name)?.grpcMethod, grpcPath(v03Expected, v03Op.name));
    });
  }
});

describe("top-level tables", () => {
  test("identities: one per v1.0 rpc, with each version's rpc name", () => {
    const got = identities.map((i) => ({ id: i.id, operations: { ...i.operations } }));
    const key = (x: { id: string }) => x.id;
    assert.deepEqual(
      got.slice().sort((a, b) => key(a).localeCompare(key(b))),
      expectedIdentities.slice().sort((a, b) => key(a).localeCompare(key(b))),
    );
  });

  test("every operation's identity is its identities entry", () => {
    for (const [label, mod] of [
      ["1.0", v1_0],
      ["0.3", v0_3],
    ] as const) {
      for (const op of Object.values(mod.operations)) {
        const entry = identities.find((i) => i.id === op.identity);
        assert.ok(entry, `${label} ${op.name}: identity ${op.identity} has no entry`);
        assert.equal((entry.operations as Record<string, string | undefined>)[label], op.name);
      }
    }
  });

  test("versions maps the version labels to the modules", () => {
    assert.deepEqual(Object.keys(versions).sort(), ["0.3", "1.0"]);
    assert.equal(versions["1.0"], v1_0);
    assert.equal(versions["0.3"], v0_3);
  });
});
