// The method maps (JSON-RPC method → operation, gRPC path → operation) of both A2A versions, against
// the hand-written expectations of ./expected.ts, and their safety as lookup tables for names a peer sends.

import { describe, test } from "node:test";
import assert from "node:assert/strict";

import { v1_0, v0_3 } from "@a2a-bindgen/a2a";
import { grpcPath, v03Expected, v1Expected, type ExpectedVersion } from "./expected.js";

const cases: [string, { jsonRpcMethods: Readonly<Record<string, string>>; grpcMethods: Readonly<Record<string, string>> }, ExpectedVersion][] = [
  ["1.0", v1_0, v1Expected],
  ["0.3", v0_3, v03Expected],
];

for (const [label, version, expected] of cases) {
  describe(`v${label} method maps`, () => {
    test("jsonRpcMethods: every JSON-RPC method of the version, and nothing else, to its rpc", () => {
      const want = Object.fromEntries(expected.operations.map((op) => [op.jsonRpcMethod, op.name]));
      assert.deepEqual({ ...version.jsonRpcMethods }, want);
    });

    test("grpcMethods: every gRPC path of the version, and nothing else, to its rpc", () => {
      const want = Object.fromEntries(expected.operations.map((op) => [grpcPath(expected, op.name), op.name]));
      assert.deepEqual({ ...version.grpcMethods }, want);
    });

    test("a name a peer sends that is no method finds nothing, inherited names included, and the maps are frozen", () => {
      for (const map of [version.jsonRpcMethods, version.grpcMethods]) {
        for (const name of ["__proto__", "constructor", "toString", "hasOwnProperty", ""]) assert.equal(map[name], undefined, name);
        assert.ok(Object.isFrozen(map));
        assert.throws(() => {
          (map as Record<string, string>).Injected = "SendMessage";
        }, TypeError);
      }
    });
  });
}

test("operation(): the JSON-RPC method of either version leads to this version's operation", () => {
  assert.equal(v1_0.operation("tasks/get")?.name, "GetTask");
  assert.equal(v0_3.operation("SubscribeToTask")?.name, "TaskSubscription");
  // ListTasks is new in v1.0: no v0.3 operation has its identity.
  assert.equal(v0_3.operation("ListTasks"), undefined);
  assert.equal(v1_0.operation("__proto__"), undefined);
});
