// Client interceptors on every binding at both versions, unary and streaming, against our reference servers
// (test/client/heard-agent.ts): `before` runs in array order before anything is sent and its headers arrive
// in the server handler's context.headers; `after` runs in reverse order with the result or the error the
// caller gets; `event` sees each stream event; a stream the consumer leaves ends its interceptors too. A
// `before` that throws fails the call with its own error and nothing reaches the server; a throw in `after`
// or `event` changes nothing. An interceptor's header never replaces the protocol's (A2A-Version, the
// extensions parameter, Content-Type: A2A §3.6, §3.2.5), the caller's headers, or the credentials presented.

import assert from "node:assert/strict";
import { describe, test } from "node:test";
import { A2AError } from "@a2a-bindgen/kit";
import { type CallInfo, type CallOutcome, clientForCard, type Interceptor } from "@a2a-bindgen/client";
import { matrix, useHeardAgent, wireMethods } from "./heard-agent.js";

const user = (id: string, text: string) => ({ messageId: id, role: "ROLE_USER" as const, parts: [{ text }] });

/** An interceptor that logs its hooks under `name` into `log`, and adds `headers` in before. */
function logging(name: string, log: string[], headers: Record<string, string> = {}): Interceptor & { outcomes: CallOutcome[]; calls: CallInfo[] } {
  const outcomes: CallOutcome[] = [];
  const calls: CallInfo[] = [];
  return {
    outcomes,
    calls,
    before(call) {
      log.push(`${name}.before`);
      calls.push(call);
      Object.assign(call.headers, headers);
    },
    event() {
      log.push(`${name}.event`);
    },
    after(_call, outcome) {
      log.push(`${name}.after`);
      outcomes.push(outcome);
    },
  };
}

describe("interceptors", () => {
  const agent = useHeardAgent();

  for (const { binding, version } of matrix) {
    describe(`${binding} ${version}`, () => {
      test("unary: before in order, its headers at the server, after in reverse with the result the caller got", async () => {
        const log: string[] = [];
        const a = logging("a", log, { "x-added-by": "a" });
        const b = logging("b", log, { "x-also-added": "b" });
        const t = agent.transport(binding, version, { interceptors: [a, b] });
        const heard = agent.heard.length;
        const r = await t.unary("SendMessage", { message: user("m-1", "hello") });
        assert.deepEqual(log, ["a.before", "b.before", "b.after", "a.after"]);
        assert.equal(agent.heard.length, heard + 1);
        const h = agent.heard[heard];
        assert.equal(h["x-added-by"], "a");
        assert.equal(h["x-also-added"], "b");
        assert.deepEqual(a.outcomes, [{ ok: true, result: r }]);
        assert.deepEqual(b.outcomes, [{ ok: true, result: r }]);
        const call = a.calls[0];
        assert.equal(call.operation, "SendMessage");
        assert.equal(call.binding, binding);
        assert.equal(call.protocolVersion, version);
        assert.equal(call.method, wireMethods[binding][version].SendMessage);
        assert.equal(call.streaming, false);
        assert.equal(typeof call.startTime, "number");
        assert.equal(call.status, binding === "grpc" ? 0 : 200);
      });

      test("unary error: after sees the A2A error the caller gets", async () => {
        const log: string[] = [];
        const a = logging("a", log);
        const t = agent.transport(binding, version, { interceptors: [a] });
        const thrown = await t.unary("GetTask", { id: "no-such-task" }).then(
          () => assert.fail("GetTask of an unknown task succeeded"),
          (e: unknown) => e,
        );
        assert.ok(thrown instanceof A2AError);
        assert.equal(thrown.name, "TaskNotFoundError");
        assert.deepEqual(log, ["a.before", "a.after"]);
        assert.equal(a.outcomes.length, 1);
        const outcome = a.outcomes[0];
        assert.equal(outcome.ok, false);
        assert.equal(outcome.ok === false && outcome.error, thrown);
      });

      test("streaming: headers at the server, an event hook per event, after once the stream ends", async () => {
        const log: string[] = [];
        const a = logging("a", log, { "x-stream-tag": "s-1" });
        const b = logging("b", log);
        const t = agent.transport(binding, version, { interceptors: [a, b] });
        const heard = agent.heard.length;
        const events: unknown[] = [];
        for await (const e of t.stream("SendStreamingMessage", { message: user("m-2", "stream me") })) {
          // No after before the stream has ended.
          assert.ok(!log.includes("a.after"));
          events.push(e);
        }
        // The test agent sends four events: the task, WORKING, the artifact, COMPLETED.
        assert.equal(events.length, 4);
        assert.equal(agent.heard[heard]["x-stream-tag"], "s-1");
        assert.deepEqual(log, ["a.before", "b.before", ...Array(4).fill(["a.event", "b.event"]).flat(), "b.after", "a.after"]);
        assert.deepEqual(a.outcomes, [{ ok: true }]);
        assert.equal(a.calls[0].events, 4);
        assert.equal(a.calls[0].streaming, true);
        assert.equal(a.calls[0].method, wireMethods[binding][version].SendStreamingMessage);
      });

      test("a stream the consumer leaves early: after runs, saying it stopped", async () => {
        const log: string[] = [];
        const a = logging("a", log);
        const t = agent.transport(binding, version, { interceptors: [a] });
        for await (const _ of t.stream("SendStreamingMessage", { message: user("m-3", "stop early") })) break;
        assert.deepEqual(log, ["a.before", "a.event", "a.after"]);
        assert.deepEqual(a.outcomes, [{ ok: true, stopped: true }]);
      });

      test("a before that throws fails the call with its error, nothing sent; the afters of those before it run", async () => {
        const log: string[] = [];
        const a = logging("a", log);
        const refusal = new Error("refused by the interceptor");
        const thrower: Interceptor = {
          before() {
            throw refusal;
          },
          after() {
            log.push("thrower.after");
          },
        };
        const c = logging("c", log);
        const t = agent.transport(binding, version, { interceptors: [a, thrower, c] });
        const heard = agent.heard.length;
        await assert.rejects(t.unary("SendMessage", { message: user("m-4", "never sent") }), (e) => e === refusal);
        await assert.rejects(
          (async () => {
            for await (const _ of t.stream("SendStreamingMessage", { message: user("m-5", "never sent") }));
          })(),
          (e) => e === refusal,
        );
        assert.equal(agent.heard.length, heard, "the server received a call");
        assert.deepEqual(log, ["a.before", "a.after", "a.before", "a.after"]);
        assert.deepEqual(a.outcomes, [
          { ok: false, error: refusal },
          { ok: false, error: refusal },
        ]);
      });

      test("a throw in after or event changes nothing", async () => {
        const broken: Interceptor = {
          event() {
            throw new Error("event hook broke");
          },
          after() {
            throw new Error("after hook broke");
          },
        };
        const log: string[] = [];
        const a = logging("a", log);
        const t = agent.transport(binding, version, { interceptors: [a, broken] });
        const r = await t.unary("SendMessage", { message: user("m-6", "hello") });
        assert.equal(r.task?.status?.state, "TASK_STATE_COMPLETED");
        let n = 0;
        for await (const _ of t.stream("SendStreamingMessage", { message: user("m-7", "hello") })) n++;
        assert.equal(n, 4);
        // The interceptor before the broken one still sees its after (reverse order: after the broken one's).
        assert.deepEqual(
          a.outcomes.map((o) => o.ok),
          [true, true],
        );
      });

      test("an interceptor's headers never replace the protocol's, the caller's or the credentials presented", async () => {
        const other = version === "1.0" ? "0.3" : "1.0";
        const pushy = logging("pushy", [], {
          "A2A-Version": other,
          "A2A-Extensions": "urn:pushy:extension",
          "X-A2A-Extensions": "urn:pushy:extension",
          "Content-Type": "text/plain",
          Authorization: "Bearer from-the-interceptor",
          "X-Who": "interceptor",
          "X-Only-Interceptor": "kept",
        });
        const present = async () => ({ headers: [["authorization", "Bearer presented"]] as [string, string][], query: [] as [string, string][] });
        const t = agent.transport(binding, version, { interceptors: [pushy], present });
        const heard = agent.heard.length;
        await t.unary("SendMessage", { message: user("m-8", "hello") }, { headers: { "x-who": "caller" } });
        const h = agent.heard[heard];
        assert.equal(h["a2a-version"], version);
        assert.ok(!JSON.stringify(h).includes("urn:pushy:extension"), "the interceptor's extension was sent");
        assert.notEqual(h["content-type"], "text/plain");
        assert.equal(h.authorization, "Bearer presented");
        assert.equal(h["x-who"], "caller");
        assert.equal(h["x-only-interceptor"], "kept");
      });
    });
  }

  test("a header an interceptor cannot send (a CR LF in its value) fails the call with a TypeError naming it, nothing sent", async () => {
    const t = agent.transport("jsonrpc", "1.0", {
      interceptors: [
        {
          before(call) {
            call.headers["x-bad"] = "a\r\nInjected: yes";
          },
        },
      ],
    });
    const heard = agent.heard.length;
    await assert.rejects(t.unary("SendMessage", { message: user("m-9", "hello") }), (e: unknown) => e instanceof TypeError && /x-bad/.test(e.message));
    assert.equal(agent.heard.length, heard);
  });

  test("connect options: interceptors reach the transport the card's selection builds; a bad entry is a TypeError naming it", async () => {
    const log: string[] = [];
    const a = logging("a", log, { "x-from-connect": "yes" });
    const probe = agent.transport("jsonrpc", "1.0");
    const card = {
      name: "heard",
      version: "1.0.0",
      supportedInterfaces: [{ url: probe.url, protocolBinding: "JSONRPC", protocolVersion: "1.0" }],
      capabilities: { streaming: true },
    };
    const client = await clientForCard(card, { interceptors: [a], allowPrivateNetworks: true });
    const heard = agent.heard.length;
    await client.unary("SendMessage", { message: user("m-10", "hello") });
    assert.deepEqual(log, ["a.before", "a.after"]);
    assert.equal(agent.heard[heard]["x-from-connect"], "yes");
    await assert.rejects(clientForCard(card, { interceptors: [{ before: "no" } as never] }), /interceptors\[0\]\.before must be a function/);
    await assert.rejects(clientForCard(card, { interceptors: {} as never }), /interceptors: give a list/);
  });
});
