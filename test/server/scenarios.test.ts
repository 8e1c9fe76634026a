// The quick reference's server scenarios against our server (section 6), each named by its row, through
// both adapters. Expected values by hand from the quick reference (sections 1, 3, 6) and the error table
// of §5.4 (codes, reasons, HTTP statuses).

import assert from "node:assert/strict";
import { after, before, describe, test } from "node:test";
import { EXT_A, EXT_B, EXT_REQUIRED, type Fixture, fixtureAgent, fixtureCard } from "./fixture-agent.ts";
import { type Adapter, type Running, call, rpc, sse, start } from "./harness.ts";

const user = (id: string, text = "hi") => ({ messageId: id, role: "ROLE_USER", parts: [{ text }] });
const info = (reason: string) => ({ "@type": "type.googleapis.com/google.rpc.ErrorInfo", reason, domain: "a2a-protocol.org" });

for (const adapter of ["node", "fetch"] as Adapter[]) {
  describe(`scenarios through the ${adapter} adapter`, () => {
    let both: Running;
    let only1: Running;
    let required: Running;
    let fixture: Fixture;
    before(async () => {
      const card = fixtureCard();
      fixture = fixtureAgent(card);
      both = await start({ agent: fixture.agent, card }, adapter);
      only1 = await start({ agent: fixtureAgent(card).agent, card, versions: ["1.0"] }, adapter);
      const strict = fixtureCard({ required: true });
      required = await start({ agent: fixtureAgent(strict).agent, card: strict }, adapter);
    });
    after(async () => {
      await both.close();
      await only1.close();
      await required.close();
    });

    test("I3: a 1.0-only interface called without A2A-Version answers VersionNotSupportedError (empty means 0.3)", async () => {
      const j = await rpc(only1.base, "SendMessage", { message: user("i3") }, {}, 1);
      assert.equal(j.status, 200);
      assert.equal(j.json.id, 1);
      assert.equal(j.json.error.code, -32009);
      assert.deepEqual(j.json.error.data, [info("VERSION_NOT_SUPPORTED")]);
      const r = await call(`${only1.base}/message:send`, { body: { message: user("i3") } });
      assert.equal(r.status, 400);
      assert.equal(r.json.error.status, "FAILED_PRECONDITION");
      assert.deepEqual(r.json.error.details, [info("VERSION_NOT_SUPPORTED")]);
      assert.match(r.json.error.message, /0\.3/);
    });

    test("I4: A2A-Version 1.0 succeeds, 9.9 answers VersionNotSupportedError on both bindings", async () => {
      assert.equal((await rpc(both.base, "SendMessage", { message: user("i4") }, { "A2A-Version": "1.0" })).json.result.task.id, "task-i4");
      const j = await rpc(both.base, "SendMessage", { message: user("i4b") }, { "A2A-Version": "9.9" });
      assert.equal(j.json.error.code, -32009);
      assert.match(j.json.error.message, /9\.9/);
      const r = await call(`${both.base}/message:send`, { body: { message: user("i4c") }, headers: { "A2A-Version": "9.9" } });
      assert.equal(r.status, 400);
      assert.deepEqual(r.json.error.details, [info("VERSION_NOT_SUPPORTED")]);
    });

    test("I5: A2A-Version 1.0.1 is served as 1.0 (recorded: the rules drop the patch, §3.6)", async () => {
      const j = await rpc(both.base, "SendMessage", { message: user("i5") }, { "A2A-Version": "1.0.1" });
      assert.equal(j.json.result.task.id, "task-i5");
      assert.equal(fixture.last()?.protocolVersion, "1.0");
    });

    test("I6: the version as a2a-version (any case) and as the A2A-Version query parameter", async () => {
      assert.equal((await rpc(both.base, "SendMessage", { message: user("i6") }, { "a2a-version": "1.0" })).json.result.task.id, "task-i6");
      assert.equal(fixture.last()?.protocolVersion, "1.0");
      assert.equal((await call(`${both.base}/tasks/task-i6?A2A-Version=1.0`)).json.id, "task-i6");
      assert.equal(fixture.last()?.protocolVersion, "1.0");
    });

    test("I7: two extension URIs are both read; the activated one comes back in A2A-Extensions", async () => {
      const j = await rpc(both.base, "SendMessage", { message: user("i7") }, { "A2A-Version": "1.0", "A2A-Extensions": `${EXT_A}, ${EXT_B}` });
      assert.equal(j.json.result.task.id, "task-i7");
      assert.deepEqual(fixture.last()?.extensions, [EXT_A, EXT_B]);
      assert.equal(j.headers.get("a2a-extensions"), EXT_A);
      // v0.3 peers send X-A2A-Extensions (a2a-peers.md): read, and answered under that name.
      const old = await rpc(
        both.base,
        "message/send",
        { message: { kind: "message", messageId: "i7o", role: "user", parts: [{ kind: "text", text: "x" }] } },
        { "X-A2A-Extensions": EXT_A },
      );
      assert.equal(old.json.result.id, "task-i7o");
      assert.equal(old.headers.get("x-a2a-extensions"), EXT_A);
    });

    test("I7: a required extension not declared answers ExtensionSupportRequiredError naming it (v0.3: its nearest error)", async () => {
      const j = await rpc(required.base, "SendMessage", { message: user("i7r") }, { "A2A-Version": "1.0", "A2A-Extensions": EXT_A });
      assert.equal(j.json.error.code, -32008);
      assert.deepEqual(j.json.error.data, [info("EXTENSION_SUPPORT_REQUIRED")]);
      assert.ok(j.json.error.message.includes(EXT_REQUIRED));
      const r = await call(`${required.base}/message:send`, { body: { message: user("i7r") }, headers: { "A2A-Version": "1.0" } });
      assert.equal(r.status, 400);
      assert.deepEqual(r.json.error.details, [info("EXTENSION_SUPPORT_REQUIRED")]);
      // v0.3 has no -32008: the rules' nearest error is -32600.
      const old = await rpc(required.base, "tasks/get", { id: "x" });
      assert.equal(old.json.error.code, -32600);
      assert.ok(old.json.error.message.includes(EXT_REQUIRED));
      const ok = await rpc(required.base, "SendMessage", { message: user("i7s") }, { "A2A-Version": "1.0", "A2A-Extensions": EXT_REQUIRED });
      assert.equal(ok.json.result.task.id, "task-i7s");
    });

    test("I8: the tenant field and the /{tenant} route prefix reach the same tenant", async () => {
      const V1 = { "A2A-Version": "1.0" };
      await call(`${both.base}/acme/message:send`, { body: { message: user("i8") }, headers: V1 });
      assert.equal(fixture.last()?.tenant, "acme");
      await call(`${both.base}/message:send`, { body: { tenant: "acme", message: user("i8b") }, headers: V1 });
      assert.equal(fixture.last()?.tenant, "acme");
      // Both tasks live in tenant acme: found under the prefix, by the field over JSON-RPC, not without a tenant.
      assert.equal((await call(`${both.base}/acme/tasks/task-i8b`, { headers: V1 })).json.id, "task-i8b");
      assert.equal((await rpc(both.base, "GetTask", { tenant: "acme", id: "task-i8" }, V1)).json.result.id, "task-i8");
      assert.equal((await call(`${both.base}/tasks/task-i8`, { headers: V1 })).status, 404);
      // Path and field disagree: the path wins (kit assembleRequest), as in @a2a-js/sdk 1.3.0.
      await call(`${both.base}/beta/message:send`, { body: { tenant: "acme", message: user("i8c") }, headers: V1 });
      assert.equal(fixture.last()?.tenant, "beta");
    });

    test("I11: JSON-RPC stream lines parse as JSON-RPC responses; REST lines are bare StreamResponses", async () => {
      const V1 = { "A2A-Version": "1.0" };
      const j = sse((await rpc(both.base, "SendStreamingMessage", { message: user("i11") }, V1, "s")).text);
      for (const l of j) {
        assert.deepEqual(Object.keys(l.data).sort(), ["id", "jsonrpc", "result"]);
        assert.equal(l.data.id, "s");
      }
      const r = sse((await call(`${both.base}/message:stream`, { body: { message: user("i11b") }, headers: V1 })).text);
      for (const l of r) {
        assert.equal(l.data.jsonrpc, undefined);
        assert.equal(Object.keys(l.data).length, 1);
        assert.ok(["task", "message", "statusUpdate", "artifactUpdate"].includes(Object.keys(l.data)[0]));
      }
    });

    test("I12: GET /tasks filters by contextId and status, and the page size takes effect", async () => {
      const V1 = { "A2A-Version": "1.0" };
      for (const id of ["p1", "p2", "p3"])
        await call(`${both.base}/zeta/message:send`, { body: { message: { ...user(id), contextId: "ignored" } }, headers: V1 });
      const page = await call(`${both.base}/zeta/tasks?status=TASK_STATE_COMPLETED&pageSize=2`, { headers: V1 });
      assert.equal(page.json.tasks.length, 2);
      assert.equal(page.json.totalSize, 3);
      const one = await call(`${both.base}/zeta/tasks?contextId=ctx-p2`, { headers: V1 });
      assert.deepEqual(
        one.json.tasks.map((t: { id: string }) => t.id),
        ["task-p2"],
      );
      const none = await call(`${both.base}/zeta/tasks?status=TASK_STATE_WORKING`, { headers: V1 });
      assert.deepEqual(none.json.tasks ?? [], []);
    });

    test("I13: unknown fields are ignored on every binding and version", async () => {
      const j = await rpc(both.base, "SendMessage", { message: { ...user("i13"), futureField: 1 }, alsoNew: { x: [1] } }, { "A2A-Version": "1.0" });
      assert.equal(j.json.result.task.id, "task-i13");
      const r = await call(`${both.base}/message:send`, {
        body: { message: { ...user("i13b"), futureField: true }, extra: "x" },
        headers: { "A2A-Version": "1.0" },
      });
      assert.equal(r.json.task.id, "task-i13b");
      const o = await rpc(both.base, "message/send", {
        message: { kind: "message", messageId: "i13c", role: "user", parts: [{ kind: "text", text: "x" }], novel: 1 },
      });
      assert.equal(o.json.result.id, "task-i13c");
      const or = await call(`${both.base}/v1/message:send`, {
        body: { message: { messageId: "i13d", role: "ROLE_USER", content: [{ text: "x" }] }, novel: 1 },
      });
      assert.equal(or.json.task.id, "task-i13d");
    });
  });
}
