// The complete method map and route table of both A2A versions, against the hand-written
// expectations of ./expected.ts (typed from the upstream protos and a2a.json).

import { describe, test } from "node:test";
import assert from "node:assert/strict";
import { readFileSync } from "node:fs";

import { v1_0, v0_3, versions } from "@a2a-bindgen/a2a";
import type { RouteBinding } from "@a2a-bindgen/runtime";
import { expectedVersions, grpcPath, sortByJson, v03Expected, v1Expected, type ExpectedVersion } from "./expected.js";

type VersionModule = typeof v1_0 | typeof v0_3;

/** Loose view of an operation: the generated types are per-operation literal types. */
interface Op {
  name: string;
  identity: string;
  protocolVersion: string;
  jsonRpcMethod: string;
  grpcMethod: string;
  service: string;
  requestType: string;
  responseType: string;
  streaming: string;
  http: readonly RouteBinding[];
  alternatives: readonly RouteBinding[];
  names: readonly string[];
}

function opsOf(mod: VersionModule): Record<string, Op> {
  return mod.operations as unknown as Record<string, Op>;
}

function moduleOf(v: ExpectedVersion): VersionModule {
  return v.protocolVersion === "1.0" ? v1_0 : v0_3;
}

const shape = (b: RouteBinding) => ({ method: b.method, template: b.template, body: b.body, binding: b.binding });

for (const exp of expectedVersions) {
  const mod = moduleOf(exp);
  const ops = opsOf(mod);

  describe(`v${exp.release} method map and route table`, () => {
    test("version constants", () => {
      assert.equal(mod.protocolVersion, exp.protocolVersion);
      assert.equal(mod.release, exp.release);
      assert.equal(mod.protoPackage, exp.protoPackage);
      assert.equal(versions[exp.protocolVersion], mod);
    });

    test(`exactly the ${exp.operations.length} rpcs of the proto, no more, no fewer`, () => {
      assert.deepEqual(Object.keys(ops).sort(), exp.operations.map((o) => o.name).sort());
    });

    for (const e of exp.operations) {
      test(`${e.name}: method map entry`, () => {
        const op = ops[e.name];
        assert.ok(op, `operation ${e.name} missing`);
        assert.equal(op.name, e.name);
        assert.equal(op.identity, e.identity);
        assert.equal(op.protocolVersion, exp.protocolVersion);
        assert.equal(op.jsonRpcMethod, e.jsonRpcMethod);
        assert.equal(op.grpcMethod, grpcPath(exp, e.name));
        assert.equal(op.service, exp.service);
        assert.equal(op.requestType, e.requestType);
        assert.equal(op.responseType, e.responseType);
        assert.equal(op.streaming, e.streaming);
      });

      test(`${e.name}: HTTP bindings (primary first, then additional_bindings)`, () => {
        const op = ops[e.name];
        assert.deepEqual(op.http.map(shape), e.http);
        for (const b of op.http) {
          assert.equal(b.operation, e.name);
          assert.equal(b.requestType, e.requestType);
          assert.equal(b.alternative, undefined, `${b.method} ${b.template} is canonical, not an alternative`);
        }
      });

      test(`${e.name}: alternatives are exactly the rules-file ones for this rpc`, () => {
        const op = ops[e.name];
        const want = exp.alternatives
          .filter((a) => a.operation === e.name)
          .map((a) => ({
            method: a.method,
            template: a.template,
            body: a.body,
            binding: a.binding,
            alternative: { disagreement: a.disagreement, specSections: a.specSections },
          }));
        assert.deepEqual(
          op.alternatives.map((b) => ({ ...shape(b), alternative: b.alternative })),
          want,
        );
        for (const b of op.alternatives) {
          assert.equal(b.operation, e.name);
          assert.equal(b.requestType, e.requestType);
        }
      });

      test(`${e.name}: names carry the rpc, JSON-RPC method, gRPC path and every canonical "METHOD template"`, () => {
        const names = ops[e.name].names;
        for (const n of [e.name, e.jsonRpcMethod, grpcPath(exp, e.name), ...e.http.map((b) => `${b.method} ${b.template}`)]) {
          assert.ok(names.includes(n), `${e.name}.names lacks ${JSON.stringify(n)} (has ${JSON.stringify(names)})`);
        }
      });
    }

    test("routes.bindings is exactly the canonical bindings, and never an alternative", () => {
      const want = exp.operations.flatMap((o) => o.http.map((b) => ({ operation: o.name, ...b })));
      const got = mod.routes.bindings.map((b) => ({ operation: b.operation, ...shape(b) }));
      assert.deepEqual(sortByJson(got), sortByJson(want));
      for (const b of mod.routes.bindings) {
        assert.equal(b.alternative, undefined, `canonical table holds alternative ${b.method} ${b.template}`);
        assert.ok(!b.binding.startsWith("alternative:"), b.binding);
      }
      const alternativeKeys = new Set(exp.alternatives.map((a) => `${a.method} ${a.template}`));
      for (const b of mod.routes.bindings) assert.ok(!alternativeKeys.has(`${b.method} ${b.template}`), `${b.method} ${b.template}`);
    });

    test("precedence is unique within the canonical table", () => {
      const precedences = mod.routes.bindings.map((b) => b.precedence);
      assert.equal(new Set(precedences).size, precedences.length);
    });

    test("alternativeRoutes.bindings is exactly the rules-file alternatives, flagged", () => {
      const want = exp.alternatives.map((a) => ({
        operation: a.operation,
        method: a.method,
        template: a.template,
        body: a.body,
        binding: a.binding,
        alternative: { disagreement: a.disagreement, specSections: a.specSections },
      }));
      const got = mod.alternativeRoutes.bindings.map((b) => ({ operation: b.operation, ...shape(b), alternative: b.alternative }));
      assert.deepEqual(sortByJson(got), sortByJson(want));
    });

    test("disagreements: every rules-file disagreement of this version, alternatives attached", () => {
      const ds = mod.disagreements as unknown as readonly { id: string; specSections: string[]; alternatives: readonly RouteBinding[] }[];
      assert.deepEqual(ds.map((d) => d.id).sort(), exp.disagreementIds.slice().sort());
      for (const d of ds) {
        const want = exp.alternatives.filter((a) => a.disagreement === d.id);
        assert.deepEqual(
          d.alternatives.map((b) => `${b.method} ${b.template}`),
          want.map((a) => `${a.method} ${a.template}`),
          d.id,
        );
        for (const a of want) assert.deepEqual(d.specSections, a.specSections, d.id);
      }
    });
  });
}

describe("hand-written alternatives agree with rules/a2a.rules.json", () => {
  interface RulesFile {
    disagreements: {
      id: string;
      protocolVersion: string;
      operation: string | null;
      spec: { sections: string[] };
      alternatives: { method: string; template: string; body?: string | null }[];
    }[];
  }
  const rules = JSON.parse(readFileSync(new URL("../../../rules/a2a.rules.json", import.meta.url), "utf8")) as RulesFile;
  const v03Rpc: Record<string, string> = { SubscribeToTask: "TaskSubscription" };

  for (const exp of [v1Expected, v03Expected]) {
    test(`v${exp.release}`, () => {
      const mine = rules.disagreements.filter((d) => d.protocolVersion === exp.protocolVersion);
      assert.deepEqual(mine.map((d) => d.id).sort(), exp.disagreementIds.slice().sort());
      const fromRules = mine.flatMap((d) =>
        d.alternatives.map((a, i) => ({
          operation: d.operation === null ? null : exp.protocolVersion === "0.3" ? (v03Rpc[d.operation] ?? d.operation) : d.operation,
          method: a.method,
          template: a.template,
          body: a.body ?? null,
          binding: `alternative:${d.id}[${i}]`,
          disagreement: d.id,
          specSections: d.spec.sections,
        })),
      );
      assert.deepEqual(sortByJson(fromRules), sortByJson(exp.alternatives));
    });
  }
});

describe("canonical routes do not answer the alternative forms; alternativeRoutes does", () => {
  test("v1.0: POST /tasks/abc:subscribe is not canonical (GET only)", () => {
    assert.deepEqual(v1_0.routes.match("POST", "/tasks/abc:subscribe"), { kind: "method_not_allowed", allowed: ["GET"] });
    assert.deepEqual(v1_0.routes.match("POST", "/t1/tasks/abc:subscribe"), { kind: "method_not_allowed", allowed: ["GET"] });
  });

  test("v1.0: alternativeRoutes matches POST …:subscribe, flagged", () => {
    const m = v1_0.alternativeRoutes.match("POST", "/tasks/abc:subscribe");
    assert.equal(m.kind, "match");
    if (m.kind !== "match") return;
    assert.equal(m.operation, "SubscribeToTask");
    assert.deepEqual(m.path, { id: "abc" });
    assert.deepEqual(m.binding.alternative, { disagreement: "v1.0-subscribe-verb", specSections: ["§5.3", "§11.3.2"] });

    const t = v1_0.alternativeRoutes.match("POST", "/t1/tasks/abc:subscribe");
    assert.equal(t.kind, "match");
    if (t.kind !== "match") return;
    assert.equal(t.operation, "SubscribeToTask");
    assert.deepEqual(t.path, { tenant: "t1", id: "abc" });
  });

  test("v1.0: alternativeRoutes holds nothing canonical", () => {
    assert.equal(v1_0.alternativeRoutes.match("GET", "/tasks/abc").kind, "not_found");
    assert.equal(v1_0.alternativeRoutes.match("POST", "/message:send").kind, "not_found");
  });

  test("v0.3: POST /v1/tasks/abc:subscribe is not canonical (GET only)", () => {
    assert.deepEqual(v0_3.routes.match("POST", "/v1/tasks/abc:subscribe"), { kind: "method_not_allowed", allowed: ["GET"] });
  });

  test("v0.3: POST /v1/tasks/abc/pushNotificationConfigs (plural) is not canonical: only GET (the list) lives there", () => {
    assert.deepEqual(v0_3.routes.match("POST", "/v1/tasks/abc/pushNotificationConfigs"), { kind: "method_not_allowed", allowed: ["GET"] });
  });

  test("v0.3: alternativeRoutes answers both spec forms, flagged", () => {
    const s = v0_3.alternativeRoutes.match("POST", "/v1/tasks/abc:subscribe");
    assert.equal(s.kind, "match");
    if (s.kind === "match") {
      assert.equal(s.operation, "TaskSubscription");
      assert.deepEqual(s.path, { name: "tasks/abc" });
      assert.deepEqual(s.binding.alternative, { disagreement: "v0.3-subscribe-verb", specSections: ["§3.5.6", "§7.9"] });
    }
    const c = v0_3.alternativeRoutes.match("POST", "/v1/tasks/abc/pushNotificationConfigs?configId=c1");
    assert.equal(c.kind, "match");
    if (c.kind === "match") {
      assert.equal(c.operation, "CreateTaskPushNotificationConfig");
      // Under the plural alternative, parent is tasks/{id}: the format the field comment documents.
      assert.deepEqual(c.path, { parent: "tasks/abc" });
      assert.deepEqual(c.query, { configId: "c1" });
      assert.equal(c.binding.body, "config");
      assert.deepEqual(c.binding.alternative, { disagreement: "v0.3-create-push-config-path", specSections: ["§3.5.6", "§7.5"] });
    }
    assert.equal(v0_3.alternativeRoutes.match("POST", "/v1/task/abc/pushNotificationConfigs").kind, "not_found");
  });
});
