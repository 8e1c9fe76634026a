// The other direction: real SDK clients against our gRPC server — @a2a-js/sdk 1.3.0's gRPC client on
// lf.a2a.v1.A2AService (v1.0) and, with legacyCompat, on a2a.v1.A2AService (it sends a2a-version 0.3), and
// @a2a-js/sdk 0.3.14's gRPC client (no version metadata: 0.3). Expected values by hand from the test agent
// (grpc-agent.ts) and the SDKs' types (1.3.0: ts-proto shapes, numeric enums; 0.3.14: the v0.3 JSON kinds).

import assert from "node:assert/strict";
import { before, describe, test } from "node:test";
import { Role, TaskState } from "@a2a-js/sdk";
import { ClientFactory, ClientFactoryOptions } from "@a2a-js/sdk/client";
import { GrpcTransportFactory } from "@a2a-js/sdk/client/grpc";
import * as client03 from "a2a-js-sdk-0.3/client";
import * as grpc03 from "a2a-js-sdk-0.3/client/grpc";
import { grpcSuite } from "./grpc-agent.js";
import { assertText13, request13 } from "./sdk13.js";

const { server } = grpcSuite();

/** A v1.0 card (the 1.3.0 client's own shape) with one GRPC interface at `version`, pointing at our server. */
function card13(version: string): any {
  return {
    name: "grpc-test",
    description: "t",
    version: "1",
    documentationUrl: "",
    iconUrl: "",
    signatures: [],
    supportedInterfaces: [{ url: server.address, protocolBinding: "GRPC", tenant: "", protocolVersion: version }],
    capabilities: { streaming: true, pushNotifications: true, extendedAgentCard: false, extensions: [] },
    securitySchemes: {},
    securityRequirements: [],
    defaultInputModes: ["text/plain"],
    defaultOutputModes: ["text/plain"],
    skills: [],
  };
}

for (const legacy of [false, true]) {
  const version = legacy ? "0.3" : "1.0";
  describe(`@a2a-js/sdk 1.3.0's gRPC client${legacy ? " (legacyCompat, a 0.3 interface)" : ""} against our server`, () => {
    let client: any;
    before(async () => {
      const lc = legacy ? { legacyCompat: { enabled: true } } : {};
      const options = ClientFactoryOptions.createFrom(ClientFactoryOptions.default, {
        transports: [new GrpcTransportFactory(lc as never)],
        preferredTransports: ["GRPC"],
      } as never);
      client = await new ClientFactory(options).createFromAgentCard(card13(version));
    });

    test("sendMessage: a completed task with the echo artifact, served at the interface's version", async () => {
      const t = await client.sendMessage(request13(`h-${version}`, "hello"));
      assert.equal(t.status.state, TaskState.TASK_STATE_COMPLETED);
      assert.deepEqual(
        t.artifacts.map((a: any) => [a.artifactId, a.parts.map((p: any) => p.content)]),
        [[`artifact-h-${version}`, [{ $case: "text", value: "echo: hello" }]]],
      );
      assert.equal(t.metadata.version, version);
      const again = await client.getTask({ tenant: "", id: t.id });
      assert.equal(again.id, t.id);
    });

    test("sendMessage answered with a message", async () => {
      const m = await client.sendMessage(request13(`d-${version}`, "message: hi"));
      assert.equal(m.messageId, `reply-d-${version}`);
      assert.equal(m.role, Role.ROLE_AGENT);
      assertText13(m, "echo: message: hi");
    });

    test("sendMessageStream: task, status, artifact, status", async () => {
      const cases: string[] = [];
      const states: number[] = [];
      for await (const e of client.sendMessageStream(request13(`s-${version}`, "stream"))) {
        cases.push(e.payload.$case);
        if (e.payload.$case === "task" || e.payload.$case === "statusUpdate") states.push(e.payload.value.status.state);
      }
      assert.deepEqual(cases, ["task", "statusUpdate", "artifactUpdate", "statusUpdate"]);
      assert.deepEqual(states, [TaskState.TASK_STATE_SUBMITTED, TaskState.TASK_STATE_WORKING, TaskState.TASK_STATE_COMPLETED]);
    });

    test("I2: getTask of an unknown id is its TaskNotFound error, the message whole", async () => {
      await assert.rejects(client.getTask({ tenant: "", id: "does-not-exist" }), (e: any) => {
        assert.equal(e.constructor.name, "GrpcTaskNotFoundError");
        assert.equal(e.message, "Task not found: does-not-exist");
        return true;
      });
    });
  });
}

describe("@a2a-js/sdk 0.3.14's gRPC client against our server (a v0.3 card)", () => {
  let client: any;
  before(async () => {
    const card = {
      protocolVersion: "0.3.0",
      name: "grpc-test",
      description: "t",
      version: "1",
      url: server.address,
      preferredTransport: "GRPC",
      capabilities: { streaming: true },
      defaultInputModes: ["text/plain"],
      defaultOutputModes: ["text/plain"],
      skills: [],
    };
    const options = client03.ClientFactoryOptions.createFrom(client03.ClientFactoryOptions.default, {
      transports: [new grpc03.GrpcTransportFactory()],
      preferredTransports: ["GRPC"],
    } as never);
    client = await new client03.ClientFactory(options).createFromAgentCard(card as never);
  });
  const msg = (id: string, t: string) => ({ message: { kind: "message", messageId: id, role: "user", parts: [{ kind: "text", text: t }] } });

  test("sendMessage: a completed task in the v0.3 shape, served at 0.3", async () => {
    const t = await client.sendMessage(msg("h-03", "hello"));
    assert.equal(t.kind, "task");
    assert.equal(t.status.state, "completed");
    // 0.3.14's gRPC client fills absent optional fields with undefined: compare the fields that carry values.
    assert.deepEqual(
      t.artifacts.map((a: any) => [a.artifactId, a.parts.map((p: any) => [p.kind, p.text])]),
      [["artifact-h-03", [["text", "echo: hello"]]]],
    );
    assert.equal(t.metadata.version, "0.3");
  });

  test("sendMessageStream: the v0.3 kinds, final on the last", async () => {
    const kinds: string[] = [];
    const finals: boolean[] = [];
    for await (const e of client.sendMessageStream(msg("s-03", "stream"))) {
      kinds.push(e.kind);
      if (e.kind === "status-update") finals.push(e.final);
    }
    assert.deepEqual(kinds, ["task", "status-update", "artifact-update", "status-update"]);
    assert.deepEqual(finals, [false, true]);
  });

  test("a task that works until cancelled is canceled; an unknown task is TaskNotFoundError", async () => {
    const w = await client.sendMessage({ ...msg("w-03", "wait: w"), configuration: { blocking: false } });
    assert.equal(w.status.state, "working");
    const c = await client.cancelTask({ id: w.id });
    assert.equal(c.status.state, "canceled");
    await assert.rejects(client.getTask({ id: "does-not-exist" }), (e: any) => e.constructor.name === "TaskNotFoundError");
  });
});
