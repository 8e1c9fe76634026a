// Our gRPC server's errors, version negotiation and extensions, called by a raw @grpc/grpc-js client.
// Expectations by hand: status codes and ErrorInfo reasons from the quick reference (§3, §5, scenarios
// I2–I7, I13) and v1.0.1 §5.4; the v0.3 nearest errors from the rules (VersionNotSupportedError → -32004,
// ExtensionSupportRequiredError → -32600).

import assert from "node:assert/strict";
import { after, before, describe, test } from "node:test";
import { type GrpcServer, startGrpcServer } from "@a2a-bindgen/server/grpc";
import { encodeRequest } from "../e2e/peer/grpc.js";
import { ECHO_EXTENSION, grpcSuite, OTHER_EXTENSION, REQUIRED_EXTENSION, testAgent, testCard } from "./grpc-agent.js";
import { isError, raw, V03, V1 } from "./grpc-raw.js";

const NOT_FOUND = 5;
const FAILED_PRECONDITION = 9;
const INVALID_ARGUMENT = 3;
const INTERNAL = 13;
const UNIMPLEMENTED = 12;

const send = { message: { messageId: "m-1", role: "ROLE_USER", parts: [{ text: "hello" }] } };
const send03 = { message: { messageId: "m-1", role: "ROLE_USER", content: [{ text: "hello" }] } };

describe("gRPC errors and service parameters", () => {
  const { server } = grpcSuite();
  const v1 = (method: string, type: string, request: object, metadata: Record<string, string>, response: string | null = null) =>
    raw(server.address, V1, method, `lf.a2a.v1.${type}`, request as never, response === null ? null : `lf.a2a.v1.${response}`, metadata);
  const v03 = (method: string, type: string, request: object, metadata: Record<string, string>, response: string | null = null) =>
    raw(server.address, V03, method, `a2a.v1.${type}`, request as never, response === null ? null : `a2a.v1.${response}`, metadata);

  test("I2: an unknown task is NOT_FOUND with ErrorInfo TASK_NOT_FOUND, on both services and on a stream", async () => {
    isError(await v1("GetTask", "GetTaskRequest", { id: "does-not-exist" }, { "a2a-version": "1.0" }), NOT_FOUND, "TASK_NOT_FOUND", "does-not-exist");
    isError(await v1("CancelTask", "CancelTaskRequest", { id: "does-not-exist" }, { "a2a-version": "1.0" }), NOT_FOUND, "TASK_NOT_FOUND");
    isError(await v03("GetTask", "GetTaskRequest", { name: "tasks/does-not-exist" }, {}), NOT_FOUND, "TASK_NOT_FOUND", "does-not-exist");
    const s = await raw(
      server.address,
      V1,
      "SubscribeToTask",
      "lf.a2a.v1.SubscribeToTaskRequest",
      { id: "nope" },
      null,
      { "a2a-version": "1.0" },
      { stream: true },
    );
    isError(s, NOT_FOUND, "TASK_NOT_FOUND");
  });

  test("grpc-message reaches grpc-js whole: reserved characters, %, and non-ASCII", async () => {
    const id = "a:b/c;d%25 é,#?";
    const r = await v1("GetTask", "GetTaskRequest", { id }, { "a2a-version": "1.0" });
    assert.equal(r.details, `Task not found: ${id}`);
    assert.equal(r.message, `Task not found: ${id}`);
  });

  test("I3: the v1.0 service called without a2a-version (which means 0.3) is VersionNotSupportedError", async () => {
    isError(await v1("SendMessage", "SendMessageRequest", send, {}), FAILED_PRECONDITION, "VERSION_NOT_SUPPORTED", "0.3");
  });

  test("I4, I5: 1.0 is served, 9.9 is not; 1.0.1 is served as 1.0 (the rules drop the patch)", async () => {
    assert.equal((await v1("SendMessage", "SendMessageRequest", send, { "a2a-version": "1.0" })).code, 0);
    isError(await v1("SendMessage", "SendMessageRequest", send, { "a2a-version": "9.9" }), FAILED_PRECONDITION, "VERSION_NOT_SUPPORTED", "9.9");
    isError(await v1("SendMessage", "SendMessageRequest", send, { "a2a-version": "1.0, 0.3" }), FAILED_PRECONDITION, "VERSION_NOT_SUPPORTED");
    assert.equal((await v1("SendMessage", "SendMessageRequest", send, { "a2a-version": "1.0.1" })).code, 0);
  });

  test("the v0.3 service: no version or 0.3 is served; 1.0 is not (v0.3's nearest error, -32004 UNSUPPORTED_OPERATION)", async () => {
    assert.equal((await v03("SendMessage", "SendMessageRequest", send03, {})).code, 0);
    assert.equal((await v03("SendMessage", "SendMessageRequest", send03, { "a2a-version": "0.3" })).code, 0);
    isError(await v03("SendMessage", "SendMessageRequest", send03, { "a2a-version": "1.0" }), FAILED_PRECONDITION, "UNSUPPORTED_OPERATION", "1.0");
  });

  test("I6: the key sent as A2A-Version arrives lowercase and is read", async () => {
    assert.equal((await v1("SendMessage", "SendMessageRequest", send, { "A2A-Version": "1.0" })).code, 0);
  });

  test("I7: two extensions comma-separated both reach the agent; the activated one comes back in a2a-extensions", async () => {
    const r = await v1(
      "SendMessage",
      "SendMessageRequest",
      send,
      { "a2a-version": "1.0", "a2a-extensions": `${ECHO_EXTENSION}, ${OTHER_EXTENSION}` },
      "SendMessageResponse",
    );
    assert.equal(r.code, 0, r.details);
    assert.equal((r.json[0] as any).task.metadata.extensions, `${ECHO_EXTENSION},${OTHER_EXTENSION}`);
    assert.deepEqual(r.headers["a2a-extensions"], [ECHO_EXTENSION]);
    // v0.3 reads x-a2a-extensions too, and answers in a2a-extensions (as @a2a-js/sdk 1.3.0's legacy service).
    const o = await v03("SendMessage", "SendMessageRequest", send03, { "x-a2a-extensions": ECHO_EXTENSION }, "SendMessageResponse");
    assert.equal((o.json[0] as any).task.metadata.extensions, ECHO_EXTENSION);
    assert.deepEqual(o.headers["a2a-extensions"], [ECHO_EXTENSION]);
  });

  test("I13: an unknown protobuf field is skipped and the request processed", async () => {
    const body = encodeRequest("lf.a2a.v1.SendMessageRequest", send as never);
    // field 999, wire type 0 (varint): tag (999 << 3) = 7992 = 0xb8 0x3e, value 1.
    const bytes = new Uint8Array([...body, 0xb8, 0x3e, 0x01]);
    const r = await raw(server.address, V1, "SendMessage", "", null, "lf.a2a.v1.SendMessageResponse", { "a2a-version": "1.0" }, { bytes });
    assert.equal(r.code, 0, r.details);
    assert.equal((r.json[0] as any).task.status.state, "TASK_STATE_COMPLETED");
  });

  test("a request the validators reject is INVALID_ARGUMENT with ErrorInfo INVALID_PARAMS naming the field", async () => {
    isError(await v1("SendMessage", "SendMessageRequest", {}, { "a2a-version": "1.0" }), INVALID_ARGUMENT, "INVALID_PARAMS", "message");
  });

  test("an agent's own crash is INTERNAL without its message", async () => {
    const boom = { message: { messageId: "m-9", role: "ROLE_USER", parts: [{ text: "boom" }] } };
    const r = await v1("SendMessage", "SendMessageRequest", boom, { "a2a-version": "1.0" });
    isError(r, INTERNAL, null);
    assert.ok(!r.details.includes("secret"), r.details);
  });

  test("an rpc neither service defines is UNIMPLEMENTED (a gRPC rule)", async () => {
    const r = await raw(server.address, V03, "ListTasks", "lf.a2a.v1.ListTasksRequest", {}, null, {});
    assert.equal(r.code, UNIMPLEMENTED);
  });
});

describe("gRPC capability and required-extension checks", () => {
  let server: GrpcServer;
  const card = testCard({ streaming: false, pushNotifications: false, extendedAgentCard: false, extensions: [{ uri: REQUIRED_EXTENSION, required: true }] });
  before(async () => {
    server = await startGrpcServer({ agent: testAgent(card), card });
  });
  after(() => server.close());
  const md = (extensions?: string) => ({ "a2a-version": "1.0", ...(extensions === undefined ? {} : { "a2a-extensions": extensions }) });

  test("I7: a required extension not declared is ExtensionSupportRequiredError naming it; declared, the call goes on", async () => {
    isError(
      await raw(server.address, V1, "SendMessage", "lf.a2a.v1.SendMessageRequest", send, null, md()),
      FAILED_PRECONDITION,
      "EXTENSION_SUPPORT_REQUIRED",
      REQUIRED_EXTENSION,
    );
    assert.equal((await raw(server.address, V1, "SendMessage", "lf.a2a.v1.SendMessageRequest", send, null, md(REQUIRED_EXTENSION))).code, 0);
    // v0.3 has no such error: the rules' nearest, -32600 InvalidRequestError (INVALID_ARGUMENT, no ErrorInfo).
    // Without a details trailer the message is grpc-message only, which grpc-js decodes with decodeURI: the
    // server percent-encodes as the gRPC spec does (not ":" as %3A, as connect-node would), so it reads whole.
    const o = await raw(server.address, V03, "SendMessage", "a2a.v1.SendMessageRequest", send03, null, {});
    isError(o, INVALID_ARGUMENT, null);
    assert.ok(o.details.includes(`"${REQUIRED_EXTENSION}"`), o.details);
  });

  test("capabilities off: streaming, push notifications, extended card answer their errors", async () => {
    const ok = md(REQUIRED_EXTENSION);
    const s = await raw(server.address, V1, "SendStreamingMessage", "lf.a2a.v1.SendMessageRequest", send, null, ok, { stream: true });
    isError(s, FAILED_PRECONDITION, "UNSUPPORTED_OPERATION");
    // Both fail (no streaming, the required extension not declared): capabilities are step 4, extensions step 5.
    const both = await raw(server.address, V1, "SendStreamingMessage", "lf.a2a.v1.SendMessageRequest", send, null, md(), { stream: true });
    isError(both, FAILED_PRECONDITION, "UNSUPPORTED_OPERATION");
    const p = await raw(
      server.address,
      V1,
      "CreateTaskPushNotificationConfig",
      "lf.a2a.v1.TaskPushNotificationConfig",
      { taskId: "t", url: "http://x" },
      null,
      ok,
    );
    isError(p, FAILED_PRECONDITION, "PUSH_NOTIFICATION_NOT_SUPPORTED");
    isError(
      await raw(server.address, V1, "GetExtendedAgentCard", "lf.a2a.v1.GetExtendedAgentCardRequest", {}, null, ok),
      FAILED_PRECONDITION,
      "EXTENDED_AGENT_CARD_NOT_CONFIGURED",
    );
    // v0.3: -32007 AuthenticatedExtendedCardNotConfiguredError, the same reason.
    const x = { "x-a2a-extensions": REQUIRED_EXTENSION };
    isError(
      await raw(server.address, V03, "GetAgentCard", "a2a.v1.GetAgentCardRequest", {}, null, x),
      FAILED_PRECONDITION,
      "EXTENDED_AGENT_CARD_NOT_CONFIGURED",
    );
  });
});
