// The adapters against a real peer: @a2a-js/sdk 1.3.0 with legacyCompat (test/e2e/peer/server.ts), on 127.0.0.1.
// State is written in one protocol version and read back in the other; what the peer answers is compared
// with what our adapters produce for the same input. Where a2a-js differs from the proto or the spec, the
// test pins our behaviour and names the difference (REFERENCE.md lists them from the rules file).

import assert from "node:assert/strict";
import { after, before, describe, test } from "node:test";
import { compat } from "@a2a-bindgen/a2a";
import { A2A_VERSION_HEADER, AGENT_CARD_PATH } from "@a2a-js/sdk";
import { startPeer, type Peer } from "../../e2e/peer/server.js";
import { ComboClient, UNARY_TIMEOUT_MS } from "../../e2e/peer/session.js";

type Obj = Record<string, unknown>;
type Dialect = "jsonrpc" | "rest";
const DIALECTS: readonly Dialect[] = ["jsonrpc", "rest"];
const isObj = (v: unknown): v is Obj => typeof v === "object" && v !== null && !Array.isArray(v);

let peer: Peer;
let seq = 0;
const nextId = () => ++seq;
let v1: ComboClient;
const v03 = {} as Record<Dialect, ComboClient>;

before(async () => {
  peer = await startPeer();
  v1 = new ComboClient({ binding: "jsonrpc", protocolVersion: "1.0" }, peer, nextId);
  for (const d of DIALECTS) v03[d] = new ComboClient({ binding: d, protocolVersion: "0.3" }, peer, nextId);
});
after(async () => {
  await peer?.close();
});

async function ok(client: ComboClient, operation: string, request: Obj | undefined): Promise<unknown> {
  const r = await client.call(operation, request);
  assert.equal(r.failure, null, `${r.step}: ${r.failure} ${JSON.stringify(r.exchange.response.body)}`);
  return r.result;
}

/** Our conversion, asserting it is lossless unless `lossy` lists the paths it must report. */
function converted(out: { value: unknown; losses: { path: string }[] }, lossy: string[] = []): Obj {
  assert.deepEqual(out.losses.map((l) => l.path).sort(), [...lossy].sort(), "losses");
  return out.value as Obj;
}

/** A v0.3 user message in each dialect, and the parts the executor echoes. */
function userMessage(d: Dialect, messageId: string, text: string): Obj {
  if (d === "jsonrpc") {
    return {
      kind: "message",
      messageId,
      role: "user",
      parts: [
        { kind: "text", text },
        { kind: "file", file: { uri: "https://files.example/spec.pdf", mimeType: "application/pdf", name: "spec.pdf" } },
        { kind: "data", data: { priority: 2, tags: ["a", "b"] } },
      ],
      metadata: { origin: "peer-test" },
    };
  }
  return {
    messageId,
    role: "ROLE_USER",
    content: [
      { text },
      { file: { fileWithUri: "https://files.example/spec.pdf", mimeType: "application/pdf" } },
      { data: { data: { priority: 2, tags: ["a", "b"] } } },
    ],
    metadata: { origin: "peer-test" },
  };
}

/** The v1.0 task as a2a-js stores it, read back with a v1.0 GetTask. */
async function v1Task(id: string): Promise<Obj> {
  const t = await ok(v1, "GetTask", { id });
  assert.ok(isObj(t));
  return t;
}

function taskIdOf(d: Dialect, result: unknown): string {
  const t = d === "jsonrpc" ? result : isObj(result) ? result.task : undefined;
  assert.ok(isObj(t) && typeof t.id === "string", `a task in ${JSON.stringify(result)}`);
  return t.id;
}

describe("v0.3 requests to a2a-js, state read back with v1.0", () => {
  for (const d of DIALECTS) {
    test(`${d}: the stored user message is our v1.0 form of the v0.3 SendMessage params`, async () => {
      const params = { message: userMessage(d, `compat-send-${d}`, "hello"), configuration: { blocking: true, acceptedOutputModes: ["text/plain"] } };
      const ours = converted(compat.toV1_0[d].params("SendMessage", structuredClone(params)));
      const result = await ok(v03[d], "SendMessage", params);
      const task = await v1Task(taskIdOf(d, result));
      const stored = (task.history as Obj[])[0];
      // The peer adds the ids it assigned (task, context) to the stored message: not part of the input.
      const { taskId, contextId, ...rest } = stored;
      assert.equal(taskId, task.id);
      assert.equal(contextId, task.contextId);
      assert.deepEqual(rest, ours.message as Obj);
      assert.deepEqual(ours.configuration, { acceptedOutputModes: ["text/plain"] }, "blocking: true is v1.0's default (returnImmediately absent)");
    });

    test(`${d}: our v0.3 form of the v1.0 state equals the peer's own v0.3 answer`, async () => {
      const params = { message: userMessage(d, `compat-read-${d}`, "hello again"), configuration: { blocking: true } };
      const result = await ok(v03[d], "SendMessage", params);
      const id = taskIdOf(d, result);
      const task = await v1Task(id);
      const got = await ok(v03[d], "GetTask", d === "jsonrpc" ? { id } : converted(compat.toV0_3.rest.params("GetTask", { id })));
      // a2a-js's echo parts carry mediaType "text/plain" on text parts: v0.3 text parts have no media type, so ours reports it.
      const textMediaTypes = lossPathsOfTextMediaTypes(task);
      const ours = converted(compat.toV0_3[d].result("GetTask", task), textMediaTypes);
      assert.deepEqual(ours, got);
    });
  }
});

/** "$.history[i].parts[j].mediaType" (and artifacts) for text parts that carry one. */
function lossPathsOfTextMediaTypes(task: Obj): string[] {
  const out: string[] = [];
  const scan = (prefix: string, parts: unknown) => {
    if (!Array.isArray(parts)) return;
    parts.forEach((p, j) => {
      if (isObj(p) && "text" in p && typeof p.mediaType === "string" && p.mediaType !== "") out.push(`${prefix}.parts[${j}].mediaType`);
    });
  };
  (task.history as Obj[] | undefined)?.forEach((m, i) => scan(`$.history[${i}]`, m.parts));
  (task.artifacts as Obj[] | undefined)?.forEach((a, i) => scan(`$.artifacts[${i}]`, a.parts));
  if (isObj(task.status) && isObj(task.status.message)) scan("$.status.message", task.status.message.parts);
  return out;
}

describe("v1.0 requests to a2a-js, state read back with v0.3", () => {
  for (const d of DIALECTS) {
    test(`${d}: the v0.3 GetTask answer is our v0.3 form of the v1.0 task, losses named`, async () => {
      const message = {
        messageId: `compat-v1-${d}`,
        role: "ROLE_USER",
        parts: [
          { text: "from v1", mediaType: "text/plain" },
          { url: "https://files.example/a.png", mediaType: "image/png", filename: "a.png" },
          { data: { k: [1, 2] } },
        ],
        metadata: { origin: "peer-test" },
      };
      const sent = (await ok(v1, "SendMessage", { message })) as Obj;
      const task = await v1Task((sent.task as Obj).id as string);
      const id = task.id as string;
      const got = await ok(v03[d], "GetTask", d === "jsonrpc" ? { id } : converted(compat.toV0_3.rest.params("GetTask", { id })));
      // What v0.3 cannot hold: text parts' media types (both dialects) and, in ProtoJSON, file names.
      const lost = lossPathsOfTextMediaTypes(task);
      if (d === "rest") {
        (task.history as Obj[]).forEach((m, i) =>
          (m.parts as Obj[]).forEach((p, j) => {
            if (typeof p.filename === "string" && p.filename !== "") lost.push(`$.history[${i}].parts[${j}].filename`);
          }),
        );
      }
      const ours = converted(compat.toV0_3[d].result("GetTask", task), lost);
      if (d === "rest") {
        // a2a-js 1.3.0 writes file.name in v0.3 ProtoJSON, a field the v0.3 proto's FilePart does not have.
        for (const m of ((got as Obj).history as Obj[]) ?? []) for (const p of (m.content as Obj[]) ?? []) if (isObj(p.file)) delete p.file.name;
      }
      assert.deepEqual(ours, got);
    });

    test(`${d}: a push config created in v1.0 reads back in v0.3 as our v0.3 form`, async () => {
      const sent = (await ok(v1, "SendMessage", { message: { messageId: `compat-v1-push-${d}`, role: "ROLE_USER", parts: [{ text: "push" }] } })) as Obj;
      const taskId = (sent.task as Obj).id as string;
      const config = { taskId, id: `v1cfg-${d}`, url: "https://client.example/v1", token: "t", authentication: { scheme: "Bearer" } };
      const stored = await ok(v1, "CreateTaskPushNotificationConfig", config);
      const getParams = converted(compat.toV0_3[d].params("GetTaskPushNotificationConfig", { taskId, id: config.id }));
      const got = await ok(v03[d], "GetTaskPushNotificationConfig", getParams);
      assert.deepEqual(converted(compat.toV0_3[d].result("GetTaskPushNotificationConfig", stored)), got);
    });
  }
});

describe("push notification configs across versions", () => {
  for (const d of DIALECTS) {
    test(`${d}: a v0.3 create (wrapped, two auth schemes) reads back in v1.0 as our flat form`, async () => {
      const result = await ok(v03[d], "SendMessage", { message: userMessage(d, `compat-push-${d}`, "push"), configuration: { blocking: true } });
      const taskId = taskIdOf(d, result);
      const v1Form = { taskId, id: `cfg-${d}`, url: "https://client.example/cb", token: "tok", authentication: { scheme: "Bearer", credentials: "secret" } };
      // The v0.3 request, written by our adapter from the v1.0 form (then given a second scheme, v0.3 only).
      const request = converted(compat.toV0_3[d].params("CreateTaskPushNotificationConfig", structuredClone(v1Form)));
      const auth = (d === "jsonrpc" ? (request.pushNotificationConfig as Obj) : ((request.config as Obj).pushNotificationConfig as Obj)).authentication as Obj;
      auth.schemes = ["Bearer", "Basic"];
      const schemesPath = d === "jsonrpc" ? "$.pushNotificationConfig.authentication.schemes[1]" : "$.config.pushNotificationConfig.authentication.schemes[1]";
      const ours = converted(compat.toV1_0[d].params("CreateTaskPushNotificationConfig", structuredClone(request)), [schemesPath]);
      assert.deepEqual(ours, v1Form);
      await ok(v03[d], "CreateTaskPushNotificationConfig", request);
      // a2a-js also keeps only the first scheme (it logs a warning; we report a loss).
      const stored = await ok(v1, "GetTaskPushNotificationConfig", { taskId, id: v1Form.id });
      assert.deepEqual(stored, ours);
      // And the v0.3 get, with the task id in `id` and the config id in pushNotificationConfigId (JSON-RPC) or the name (ProtoJSON).
      const getParams = converted(compat.toV0_3[d].params("GetTaskPushNotificationConfig", { taskId, id: v1Form.id }));
      const got03 = await ok(v03[d], "GetTaskPushNotificationConfig", getParams);
      assert.deepEqual(converted(compat.toV1_0[d].result("GetTaskPushNotificationConfig", got03)), ours);
    });
  }

  test("jsonrpc: a v0.3 get with only a task id — a2a-js looks up config id '' and fails; ours reads the task id as the config id", async () => {
    const result = await ok(v03.jsonrpc, "SendMessage", { message: userMessage("jsonrpc", "compat-push-only", "push"), configuration: { blocking: true } });
    const taskId = taskIdOf("jsonrpc", result);
    await ok(v1, "CreateTaskPushNotificationConfig", { taskId, id: taskId, url: "https://client.example/cb" });
    const peerAnswer = await v03.jsonrpc.call("GetTaskPushNotificationConfig", { id: taskId });
    assert.notEqual(peerAnswer.failure, null, "a2a-js 1.3.0 answers an error for a get without pushNotificationConfigId");
    const ours = compat.toV1_0.jsonrpc.params("GetTaskPushNotificationConfig", { id: taskId });
    assert.deepEqual(ours.value, { taskId, id: taskId });
    assert.deepEqual(
      ours.losses.map((l) => l.path),
      ["$.pushNotificationConfigId"],
    );
    // Our v1.0 form finds the config the v0.3 convention (config id = task id) created.
    const stored = await ok(v1, "GetTaskPushNotificationConfig", ours.value as Obj);
    assert.equal((stored as Obj).url, "https://client.example/cb");
  });
});

describe("blocking ⇄ returnImmediately against a2a-js", () => {
  // v0.3 blocking absent means blocking (a2a.json gives no default; a2a-js 0.3.14: blocking !== false;
  // a2a-python v0.3: blocking = True). a2a-js 1.3.0's legacy translator reads it as non-blocking.
  test("jsonrpc: a configuration without blocking: a2a-js 1.3.0 returns immediately, ours blocks — a pinned difference", async () => {
    const params = { message: userMessage("jsonrpc", "compat-nb-1", "wait: a while"), configuration: { acceptedOutputModes: ["text/plain"] } };
    const ours = converted(compat.toV1_0.jsonrpc.params("SendMessage", structuredClone(params)));
    assert.deepEqual(ours.configuration, { acceptedOutputModes: ["text/plain"] });
    const result = (await ok(v03.jsonrpc, "SendMessage", params)) as Obj;
    assert.equal((result.status as Obj).state, "working", "a2a-js answered before the task finished");
    await ok(v03.jsonrpc, "CancelTask", { id: result.id });
  });

  test("jsonrpc: with no configuration at all both a2a-js and ours block", async () => {
    const params = { message: userMessage("jsonrpc", "compat-nb-2", "done quickly") };
    const ours = converted(compat.toV1_0.jsonrpc.params("SendMessage", structuredClone(params)));
    assert.equal(ours.configuration, undefined);
    const result = (await ok(v03.jsonrpc, "SendMessage", params)) as Obj;
    assert.equal((result.status as Obj).state, "completed", "a2a-js 1.3.0 waited for the task");
  });
});

describe("agent card across versions", () => {
  async function card(version: string): Promise<Obj> {
    const res = await fetch(`${peer.baseUrl}/${AGENT_CARD_PATH}`, {
      headers: { [A2A_VERSION_HEADER]: version },
      signal: AbortSignal.timeout(UNARY_TIMEOUT_MS),
    });
    assert.equal(res.status, 200);
    return (await res.json()) as Obj;
  }

  test("our v0.3 card from the peer's v1.0 card carries what a2a-js's hybrid v0.3 card carries", async () => {
    const v1Card = await card("1.0");
    const peerV03 = await card("0.3");
    const ours = compat.toV0_3.jsonrpc.agentCard(structuredClone(v1Card));
    const out = ours.value as Obj;
    // The main interface: the first v0.3 interface of the v1.0 card (a2a-js picks the same).
    assert.equal(out.url, peerV03.url);
    assert.equal(out.preferredTransport, peerV03.preferredTransport);
    // Pinned difference: a2a.json says additionalInterfaces SHOULD include the main interface; ours does, a2a-js does not.
    const ourList = (out.additionalInterfaces as Obj[]).map((i) => [i.url, i.transport]);
    assert.deepEqual(ourList[0], [out.url, out.preferredTransport]);
    assert.deepEqual(
      ourList.slice(1),
      (peerV03.additionalInterfaces as Obj[]).map((i) => [i.url, i.transport]),
    );
    // a2a-js writes the default `required: false` on extensions; ours omits v1.0 implicit defaults (the same value).
    const caps = structuredClone(peerV03.capabilities) as Obj;
    for (const e of (caps.extensions as Obj[] | undefined) ?? []) if (e.required === false) delete e.required;
    assert.deepEqual(out.capabilities, caps, "capabilities");
    for (const k of ["name", "description", "version", "defaultInputModes", "defaultOutputModes", "provider", "skills"]) {
      assert.deepEqual(out[k], peerV03[k], k);
    }
    assert.equal(out.supportsAuthenticatedExtendedCard, peerV03.supportsAuthenticatedExtendedCard);
    // Pinned differences: a2a-js advertises protocolVersion "0.3" (not a v0.3 release string) and appends the
    // v1.0 supportedInterfaces to its v0.3 card; ours keeps the interface's protocolVersion and only v0.3 fields,
    // and reports each v1.0-only interface as lost.
    assert.equal(peerV03.protocolVersion, "0.3");
    assert.ok(Array.isArray(peerV03.supportedInterfaces));
    assert.equal(out.supportedInterfaces, undefined);
    assert.ok(
      ours.losses.some((l) => l.path.startsWith("$.supportedInterfaces[")),
      "the v1.0 interfaces are reported",
    );
  });

  test("our v1.0 card from the peer's v0.3 card keeps every v0.3 interface, each with the card's protocol version", async () => {
    const peerV03 = await card("0.3");
    delete peerV03.supportedInterfaces; // a2a-js's hybrid extra, not a v0.3 field
    const out = compat.toV1_0.jsonrpc.agentCard(structuredClone(peerV03));
    const interfaces = (out.value as Obj).supportedInterfaces as Obj[];
    assert.deepEqual(interfaces[0], { url: peerV03.url, protocolBinding: peerV03.preferredTransport, protocolVersion: peerV03.protocolVersion });
    const additional = (peerV03.additionalInterfaces as Obj[]).filter((i) => !(i.url === peerV03.url && i.transport === peerV03.preferredTransport));
    assert.equal(interfaces.length, 1 + additional.length);
  });
});
