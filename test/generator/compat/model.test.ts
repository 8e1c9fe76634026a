// The compat model (generator/src/model/compat/) built from the real protos, a2a.json and a copy of
// rules/a2a.rules.json: positive checks of resolved plans against what the upstream protos and
// a2a.json say (expected values written from those files), and one mutation per kind of mistake,
// each asserting that the error names the rules pointer, the dialect, the pair and the field.

import assert from "node:assert/strict";
import { describe, test } from "node:test";
import { GenerationError } from "../../../generator/src/model/errors.js";
import type { CompatModel } from "../../../generator/src/model/types.js";
import type { DialectPlan, FieldPlan, TypePlan } from "../../../runtime/src/compat/plan.js";
import { buildWith, original, type Rules } from "../rules/mutated-rules.js";

function build(mutate: (r: Rules) => void = () => {}): CompatModel {
  const model = buildWith(mutate);
  assert.ok(model.compat);
  return model.compat;
}

/** Asserts the mutation fails and that one line of the error matches every pattern. */
function fails(mutate: (r: Rules) => void, ...patterns: RegExp[]): void {
  assert.throws(
    () => build(mutate),
    (e: unknown) => {
      assert.ok(e instanceof GenerationError, `expected a GenerationError, got ${String(e)}`);
      const lines = e.message.split("\n");
      const hit = lines.find((l) => patterns.every((p) => p.test(l)));
      assert.ok(hit, `no line matches ${patterns.join(" and ")}:\n${e.message}`);
      assert.match(hit, /case-\d+\.rules\.json: \$\.compat/);
      return true;
    },
  );
}

const messageIndex = (r: Rules, id: string) => {
  const i = r.compat.messages.findIndex((m: Rules) => m.id === id);
  assert.ok(i >= 0, `no compat message entry ${id}`);
  return i;
};
const message = (r: Rules, id: string) => r.compat.messages[messageIndex(r, id)];
const enumIndex = (r: Rules, newer: string) => r.compat.enums.findIndex((e: Rules) => e.newer === newer);
const opIndex = (r: Rules, id: string) => r.compat.operations.findIndex((o: Rules) => o.id === id);
const esc = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
/** The pointer, whole; a trailing "[" stands for any index. */
const at = (pointer: string) => new RegExp(pointer.endsWith("[") ? esc(pointer) + "\\d+\\](:|\\.| )" : esc(pointer) + "(:|\\.| )");

// ---------------------------------------------------------------- the data as written

const compat = build();
const plan = (d: "rest" | "jsonrpc"): DialectPlan => compat.plans.find((p) => p.dialect === d)!;
const type = (d: "rest" | "jsonrpc", id: string): TypePlan => {
  const t = plan(d).types[id];
  assert.ok(t, `no ${d} type ${id}`);
  return t;
};
const field = (t: TypePlan, newer: string | null, older?: string): FieldPlan => {
  const f = t.fields.find((x) => x.newer === newer && (older === undefined || x.older?.[0] === older));
  assert.ok(f, `${t.id}: no field ${newer} ⇄ ${older}`);
  return f;
};
const strip = (f: FieldPlan) => {
  const { note: _note, ...rest } = f;
  return rest;
};

describe("plans resolved from the protos and a2a.json", () => {
  test("one plan per dialect, labelled with both versions", () => {
    assert.equal(compat.newer, "1.0");
    assert.equal(compat.older, "0.3");
    assert.deepEqual(
      compat.plans.map((p) => [p.dialect, p.newerVersion, p.olderVersion]),
      [
        ["rest", "1.0", "0.3"],
        ["jsonrpc", "1.0", "0.3"],
      ],
    );
  });

  test("rest Message: v1.0.1 parts = 5 (repeated Part) is v0.3.0 content = 5; reference_task_ids is v1-only", () => {
    const t = type("rest", "Message");
    assert.equal(t.newer, "lf.a2a.v1.Message");
    assert.equal(t.older, "a2a.v1.Message");
    assert.deepEqual(strip(field(t, "parts")), {
      newer: "parts",
      older: ["content"],
      value: { kind: "list", of: { kind: "message", type: "Part" } },
      implicit: true,
    });
    const refs = field(t, "referenceTaskIds");
    assert.equal(refs.older, null);
    assert.ok(refs.loss && refs.loss.length > 0);
    // same JSON names pair by themselves: role is enum Role in both packages
    assert.deepEqual(strip(field(t, "role")), { newer: "role", older: ["role"], value: { kind: "enum", enum: "Role" }, implicit: true });
  });

  test("rest TaskState: TASK_STATE_CANCELED (v1.0.1) ⇄ TASK_STATE_CANCELLED (v0.3.0), every other name equal", () => {
    const e = plan("rest").enums.TaskState;
    assert.equal(e.newer, "lf.a2a.v1.TaskState");
    assert.equal(e.older, "a2a.v1.TaskState");
    assert.equal(e.toOlder.TASK_STATE_CANCELED, "TASK_STATE_CANCELLED");
    assert.equal(e.toNewer.TASK_STATE_CANCELLED, "TASK_STATE_CANCELED");
    assert.equal(e.toOlder.TASK_STATE_INPUT_REQUIRED, "TASK_STATE_INPUT_REQUIRED");
    assert.equal(Object.keys(e.toOlder).length, 9);
    assert.deepEqual(e.newerOnly, {});
  });

  test("jsonrpc TaskState and Role map to a2a.json's literals", () => {
    const ts = plan("jsonrpc").enums.TaskState;
    assert.equal(ts.older, "#/definitions/TaskState");
    assert.equal(ts.toOlder.TASK_STATE_INPUT_REQUIRED, "input-required");
    assert.equal(ts.toNewer["auth-required"], "TASK_STATE_AUTH_REQUIRED");
    const role = Object.values(plan("jsonrpc").enums).find((e) => e.newer === "lf.a2a.v1.Role")!;
    assert.equal(role.older, "#/definitions/Message/properties/role");
    assert.deepEqual(role.toOlder, { ROLE_USER: "user", ROLE_AGENT: "agent" });
    assert.ok("ROLE_UNSPECIFIED" in role.newerOnly);
  });

  test("jsonrpc SendMessageConfiguration: blocking ⇄ return_immediately inverts; history_length 0 flipped meaning", () => {
    const t = type("jsonrpc", "SendMessageConfiguration");
    assert.equal(t.older, "#/definitions/MessageSendConfiguration");
    // v1.0.1: bool return_immediately = 4 (implicit presence); a2a.json: blocking boolean
    assert.deepEqual(strip(field(t, "returnImmediately")), {
      newer: "returnImmediately",
      older: ["blocking"],
      value: { kind: "invert", olderAbsent: true },
      implicit: true,
    });
    // v1.0.1: optional int32 history_length (explicit presence): not implicit
    assert.deepEqual(strip(field(t, "historyLength")), { newer: "historyLength", older: ["historyLength"], value: { kind: "zeroUnset" } });
  });

  test("rest GetTaskRequest: v0.3.0 name = tasks/{id} is built from v1.0.1 id; tenant is v1-only", () => {
    const t = type("rest", "GetTaskRequest");
    assert.deepEqual(
      t.templates.map(({ note: _n, ...x }) => x),
      [{ newer: ["id"], older: "name", templates: ["tasks/{id}"] }],
    );
    assert.equal(field(t, "tenant").older, null);
  });

  test("jsonrpc Part: a2a.json's kind-discriminated parts are variants of v1.0.1's oneof content", () => {
    const t = type("jsonrpc", "Part");
    assert.equal(t.older, "#/definitions/Part");
    const cases = (t.variants ?? []).map((v) => v.newerCase).sort();
    assert.deepEqual(cases, ["data", "raw", "text", "url"]);
    const data = t.variants!.find((v) => v.newerCase === "data")!;
    assert.deepEqual(data.when, [{ path: "kind", equals: "data" }]);
    // v1.0.1 Part.data is google.protobuf.Value; a2a.json DataPart.data is an object
    assert.deepEqual(strip(data.fields.find((f) => f.newer === "data")!), { newer: "data", older: ["data"], value: { kind: "object" }, oneof: "content" });
    // PartBase.metadata on every member ⇄ v1.0.1 Part.metadata (Struct)
    assert.deepEqual(strip(field(t, "metadata")), { newer: "metadata", older: ["metadata"], value: { kind: "copy" } });
  });

  test("jsonrpc SecurityRequirement: map<string, StringList> ⇄ {name: string[]}", () => {
    const t = type("jsonrpc", "SecurityRequirement");
    assert.equal(t.older, "#/definitions/AgentCard/properties/security/items");
    assert.deepEqual(field(t, "schemes").value, { kind: "map", of: { kind: "wrap", field: "list", of: { kind: "list", of: { kind: "copy" } } } });
    // AgentSkill.security's items are the same inline object: found by structure
    assert.deepEqual(field(type("jsonrpc", "AgentSkill"), "securityRequirements").value, {
      kind: "list",
      of: { kind: "message", type: "SecurityRequirement" },
    });
  });

  test("rest AuthenticationInfo: v1.0.1 string scheme ⇄ v0.3.0 repeated string schemes (the first)", () => {
    assert.deepEqual(field(type("rest", "AuthenticationInfo"), "scheme").value, { kind: "first", of: { kind: "copy" } });
  });

  test("operations: rpc names per version, ListTasks without an older form, Empty results", () => {
    for (const d of ["rest", "jsonrpc"] as const) {
      const ops = plan(d).operations;
      assert.deepEqual(ops.ListTasks, { identity: "ListTasks", newerRpc: "ListTasks", olderRpc: null, params: null, result: null, event: null });
      assert.equal(ops.SubscribeToTask.olderRpc, "TaskSubscription");
      assert.equal(ops.SubscribeToTask.result, null);
      assert.equal(ops.SubscribeToTask.event, "StreamResponse");
      assert.equal(ops.ListTaskPushNotificationConfigs.olderRpc, "ListTaskPushNotificationConfig");
      assert.equal(ops.GetExtendedAgentCard.olderRpc, "GetAgentCard");
    }
    assert.deepEqual(plan("rest").operations.DeleteTaskPushNotificationConfig.result, { kind: "empty", older: {} });
    assert.deepEqual(plan("jsonrpc").operations.DeleteTaskPushNotificationConfig.result, { kind: "empty", older: null });
    assert.equal(type("rest", plan("rest").operations.CreateTaskPushNotificationConfig.params!).older, "a2a.v1.CreateTaskPushNotificationConfigRequest");
    assert.equal(
      type(
        "jsonrpc",
        plan("jsonrpc").operations.SendMessage.result!.kind === "message" ? (plan("jsonrpc").operations.SendMessage.result as { type: string }).type : "",
      ).older,
      "#/definitions/SendMessageSuccessResponse/properties/result",
    );
  });

  test("errors: the older names come from a2a.json by code; -32007 was renamed", () => {
    const errors = plan("jsonrpc").errors;
    const e7 = errors.find((e) => e.code === -32007)!;
    assert.equal(e7.olderCode, -32007);
    assert.equal(e7.olderName, "AuthenticatedExtendedCardNotConfiguredError");
    assert.equal(e7.name, "ExtendedAgentCardNotConfiguredError");
    for (const code of [-32008, -32009]) {
      const e = errors.find((x) => x.code === code)!;
      assert.notEqual(e.olderCode, code);
      assert.ok(e.nearest && e.nearest.length > 0);
    }
    // JSON-RPC 2.0 codes a2a.json defines are carried unchanged
    assert.deepEqual(
      errors.find((e) => e.code === -32602),
      { code: -32602, name: "InvalidParamsError", olderCode: -32602, olderName: "InvalidParamsError" },
    );
    assert.deepEqual(plan("rest").errors, errors);
  });

  test("kinds resolve in both dialects; output is deterministic and sorted", () => {
    for (const p of compat.plans) {
      for (const id of Object.values(p.kinds)) assert.ok(p.types[id], `${p.dialect}: kind type ${id}`);
      const keys = Object.keys(p.types);
      assert.deepEqual(keys, [...keys].sort());
    }
    assert.equal(JSON.stringify(build()), JSON.stringify(compat));
  });
});

// ---------------------------------------------------------------- each kind of mistake

describe("mapping mistakes stop generation, naming the place", () => {
  test("a deleted explicit pair leaves both fields unmapped (completeness)", () => {
    const mutate = (r: Rules) => {
      message(r, "Message").rest.fields = message(r, "Message").rest.fields.filter((f: Rules) => f.newer !== "parts");
    };
    const i = messageIndex(original, "Message");
    fails(
      mutate,
      at(`$.compat.messages[${i}].rest`),
      /dialect rest/,
      /lf\.a2a\.v1\.Message ⇄ a2a\.v1\.Message/,
      /newer field "parts" is neither mapped nor listed in newerOnly/,
    );
    fails(mutate, at(`$.compat.messages[${i}].rest`), /older field "content" is neither mapped nor listed in olderOnly/);
  });

  test("a one-sided field without its reason", () => {
    const i = messageIndex(original, "Message");
    fails(
      (r) => delete message(r, "Message").rest.newerOnly.referenceTaskIds,
      at(`$.compat.messages[${i}].rest`),
      /newer field "referenceTaskIds" is neither mapped nor listed in newerOnly/,
    );
    fails(
      (r) => message(r, "Message").rest.fields.push({ newer: null, older: "metadata" }),
      at(`$.compat.messages[${i}].rest.fields[`),
      /a one-sided field \("newer": null\) needs a "reason"/,
    );
  });

  test("a deleted nested path leaves the older sub-field unmapped", () => {
    const i = messageIndex(original, "CreateTaskPushNotificationConfigRequest");
    fails(
      (r) => {
        const e = message(r, "CreateTaskPushNotificationConfigRequest").rest;
        e.fields = e.fields.filter((f: Rules) => f.newer !== "token");
      },
      at(`$.compat.messages[${i}].rest`),
      /older field "config\.pushNotificationConfig\.token"/,
    );
  });

  test("unknown names: a message, a field path, an older definition", () => {
    const i = messageIndex(original, "Message");
    fails((r) => (message(r, "Message").newer = "Mesage"), at(`$.compat.messages[${i}].newer`), /no message "Mesage" in the newer package lf\.a2a\.v1/);
    fails(
      (r) => (message(r, "Message").rest.fields[0].newer = "partz"),
      at(`$.compat.messages[${i}].rest.fields[0]`),
      /newer path "partz": lf\.a2a\.v1\.Message has no field "partz"/,
    );
    fails((r) => (message(r, "Message").jsonrpc.older = "Mesage"), at(`$.compat.messages[${i}].jsonrpc.older`), /no "Mesage" in a2a\.json/);
  });

  test("a value transform that does not fit the types", () => {
    const i = messageIndex(original, "SendMessageConfiguration");
    fails(
      (r) => {
        const f = message(r, "SendMessageConfiguration").jsonrpc.fields.find((x: Rules) => x.newer === "returnImmediately");
        f.value = "zeroUnset";
      },
      at(`$.compat.messages[${i}].jsonrpc.fields[`),
      /dialect jsonrpc/,
      /value "zeroUnset" needs an integer on both sides \(newer bool, older JSON boolean\)/,
    );
  });

  test("an explicit pair of unconvertible types", () => {
    const i = messageIndex(original, "Message");
    fails(
      (r) => (message(r, "Message").jsonrpc.fields = [...(message(r, "Message").jsonrpc.fields ?? []), { newer: "messageId", older: "parts" }]),
      at(`$.compat.messages[${i}].jsonrpc.fields[`),
      /newer "messageId" ⇄ older "parts": newer string and older list of .* do not convert/,
    );
  });

  test("a stale newerOnly entry (the field pairs by name)", () => {
    const i = messageIndex(original, "Message");
    fails(
      (r) => (message(r, "Message").rest.newerOnly.messageId = "no reason"),
      at(`$.compat.messages[${i}].rest.newerOnly.messageId`),
      /stale: the older side has a same-named field "messageId"/,
    );
  });

  test("enums: an unknown older name, and values left without a counterpart", () => {
    const i = enumIndex(original, "TaskState");
    fails(
      (r) => (r.compat.enums[i].rest.names.TASK_STATE_CANCELED = "TASK_STATE_CANCELED_X"),
      at(`$.compat.enums[${i}].rest.names.TASK_STATE_CANCELED`),
      /"TASK_STATE_CANCELED_X" is not a value of the older a2a\.v1\.TaskState/,
    );
    const mutate = (r: Rules) => (r.compat.enums[i].rest.names = {});
    fails(mutate, at(`$.compat.enums[${i}].rest`), /dialect rest/, /the newer value TASK_STATE_CANCELED has no older form/);
    fails(mutate, at(`$.compat.enums[${i}].rest`), /the older value "TASK_STATE_CANCELLED" has no newer form/);
    fails(
      (r) => (r.compat.enums[i].jsonrpc.names.TASK_STATE_WORKING = "busy"),
      at(`$.compat.enums[${i}].jsonrpc.names.TASK_STATE_WORKING`),
      /"busy" is not a value of the older #\/definitions\/TaskState/,
    );
  });

  test("a union member without a variant", () => {
    const i = messageIndex(original, "Part");
    const mutate = (r: Rules) => {
      const p = message(r, "Part").jsonrpc;
      p.variants = p.variants.filter((v: Rules) => v.newerCase !== "data");
    };
    fails(mutate, at(`$.compat.messages[${i}].jsonrpc`), /newer field "data" \(a member of oneof content\) has no variant/);
    fails(mutate, at(`$.compat.messages[${i}].jsonrpc.variants`), /the older member #\/definitions\/DataPart is selected by no variant/);
  });

  test("operation types must be the rpc's (rest) and the JSON-RPC request's params (jsonrpc)", () => {
    const g = opIndex(original, "GetTask");
    fails(
      (r) => (r.compat.operations[g].rest.params = "CancelTaskRequest"),
      at(`$.compat.operations[${g}].rest.params`),
      /params "CancelTaskRequest" pairs lf\.a2a\.v1\.CancelTaskRequest, but GetTask's params is lf\.a2a\.v1\.GetTaskRequest/,
    );
    const c = opIndex(original, "CreateTaskPushNotificationConfig");
    fails(
      (r) => (r.compat.operations[c].jsonrpc.params = "PushNotificationConfig"),
      at(`$.compat.operations[${c}].jsonrpc.params`),
      /pairs the older #\/definitions\/PushNotificationConfig, but CreateTaskPushNotificationConfig's params is #\/definitions\/SetTaskPushNotificationConfigRequest\/properties\/params/,
    );
    fails((r) => (r.compat.operations[g].jsonrpc.result = null), at(`$.compat.operations[${g}].jsonrpc.result`), /"result" must name the message id/);
    fails((r) => r.compat.operations.splice(g, 1), /\$\.compat\.operations: dialect rest: operation GetTask \(GetTask → GetTask\) has no "rest" mapping/);
  });

  test("errors: a newer-only code needs its nearest older form", () => {
    const nine = original.compat.errors.newer.findIndex((e: Rules) => e.code === -32009);
    fails(
      (r) => delete r.compat.errors.newer[nine].nearest,
      at(`$.compat.errors.newer[${nine}]`),
      /code -32009 \(VersionNotSupportedError\) has no older form in a2a\.json: add "nearest"/,
    );
    fails(
      (r) => (r.compat.errors.newer[nine].nearest.code = -31999),
      at(`$.compat.errors.newer[${nine}].nearest.code`),
      /-31999 is no error code of a2a\.json/,
    );
    const one = original.compat.errors.newer.findIndex((e: Rules) => e.code === -32001);
    fails(
      (r) => (r.compat.errors.newer[one].nearest = { code: -32004, reason: "x" }),
      at(`$.compat.errors.newer[${one}].nearest`),
      /stale: the older version has code -32001/,
    );
  });

  test("a lifted field that its container does not map", () => {
    const i = messageIndex(original, "AgentCard");
    fails(
      (r) => {
        const e = message(r, "AgentCard").rest;
        e.fields = e.fields.filter((f: Rules) => f.newer !== "capabilities.extendedAgentCard");
        e.olderOnly = { ...e.olderOnly, supportsAuthenticatedExtendedCard: "test" };
      },
      at(`$.compat.messages[${i}].rest`),
      /"capabilities" converts by "AgentCapabilities", which lifts "extendedAgentCard"/,
    );
  });

  test("an entry nothing reaches", () => {
    const k = original.compat.messages.length;
    fails(
      (r) => r.compat.messages.push({ id: "Spare", newer: "ListTasksRequest", rest: { older: "GetTaskRequest", newerOnly: {} } }),
      at(`$.compat.messages[${k}].rest`),
      /"Spare" is reached from no operation, kind or field/,
    );
    // a second entry for a pair an entry already covers makes every use of that pair ambiguous
    const card = messageIndex(original, "AgentCard");
    fails(
      (r) => r.compat.messages.push({ id: "Spare", newer: "AgentProvider", rest: { older: "AgentProvider" } }),
      at(`$.compat.messages[${card}].rest`),
      new RegExp(
        `field "provider": \\$\\.compat\\.messages\\[\\d+\\] \\(AgentProvider\\) and \\$\\.compat\\.messages\\[${k}\\] \\(Spare\\) both pair lf\\.a2a\\.v1\\.AgentProvider with a2a\\.v1\\.AgentProvider: give the field a "type"$`,
      ),
    );
  });

  test("a syntax error is reported by the rules loader at its JSON path", () => {
    const i = messageIndex(original, "Message");
    fails(
      (r) => (message(r, "Message").rest.fields[0].value = "reverse"),
      at(`$.compat.messages[${i}].rest.fields[0].value`),
      /must be "zeroUnset", "invert", "invert:olderAbsentTrue", "first", "object" or "wrap:<field>"/,
    );
  });
});
