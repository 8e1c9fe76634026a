// The node:http adapter's reading of a request: header names lowercased and repeated header lines joined
// with ", " (the core's ServerRequest contract), and the call's signal, made only when read, aborted when
// the client goes away, whether the agent read it before or after that. Raw sockets on 127.0.0.1; bounded in time.

import assert from "node:assert/strict";
import net from "node:net";
import { test } from "node:test";
import { type Agent, createTaskAgent } from "@a2a-bindgen/server";
import { fixtureCard } from "./fixture-agent.ts";
import { start } from "./harness.ts";

const body = JSON.stringify({ message: { messageId: "n1", role: "ROLE_USER", parts: [{ text: "hi" }] } });
const reply = { message: { messageId: "r1", role: "ROLE_AGENT" as const, parts: [{ text: "ok" }] } };

/** Sends `head` lines and the body on a raw socket; resolves with the socket once written. */
function send(base: string, lines: string[]): Promise<net.Socket> {
  const url = new URL(base);
  return new Promise((resolve, reject) => {
    const socket = net.connect({ host: url.hostname, port: Number(url.port) }, () => {
      socket.write(
        `POST ${url.pathname.replace(/\/$/, "")}/message:send HTTP/1.1\r\nHost: ${url.host}\r\n${lines.join("\r\n")}\r\nContent-Length: ${Buffer.byteLength(body)}\r\n\r\n${body}`,
      );
      resolve(socket);
    });
    socket.setTimeout(5000, () => socket.destroy(new Error("timed out")));
    socket.on("error", reject);
  });
}

const within = <T>(p: Promise<T>, what: string) =>
  Promise.race([p, new Promise<never>((_, reject) => setTimeout(() => reject(new Error(`${what}: no answer in 3 s`)), 3000))]);

test("node adapter: header names reach the agent lowercased, a repeated header line joined with ', '", async () => {
  let seen: Readonly<Record<string, string>> = {};
  const agent: Agent = {
    SendMessage(_r, c) {
      seen = c.headers;
      return reply;
    },
  };
  const s = await start({ agent, card: fixtureCard() }, "node");
  try {
    const socket = await send(s.base, ["A2A-Version: 1.0", "X-Trace: a", "x-trace: b", "Content-Type: application/json"]);
    const answer = await within(new Promise<string>((r) => socket.once("data", (d) => r(d.toString("latin1")))), "answer");
    socket.destroy();
    assert.match(answer, /^HTTP\/1\.1 200 /);
    assert.equal(seen["x-trace"], "a, b");
    assert.equal(seen["a2a-version"], "1.0");
    assert.equal(Object.hasOwn(seen, "X-Trace"), false);
    assert.equal(Object.hasOwn(seen, "A2A-Version"), false);
  } finally {
    await s.close();
  }
});

for (const when of ["before", "after"] as const) {
  test(`node adapter: a unary call's signal read ${when} the client goes away is aborted`, async () => {
    let gone: () => void = () => {};
    const left = new Promise<void>((r) => (gone = r));
    let started: () => void = () => {};
    const running = new Promise<void>((r) => (started = r));
    let outcome: (aborted: boolean) => void = () => {};
    const result = new Promise<boolean>((r) => (outcome = r));
    const agent: Agent = {
      async SendMessage(_r, c) {
        if (when === "before") {
          const signal = c.signal;
          assert.equal(signal.aborted, false);
          started();
          await new Promise<void>((r) => signal.addEventListener("abort", () => r(), { once: true }));
          outcome(signal.aborted);
        } else {
          started();
          await left;
          outcome(c.signal.aborted);
        }
        return reply;
      },
    };
    const s = await start({ agent, card: fixtureCard() }, "node");
    try {
      const socket = await send(s.base, ["A2A-Version: 1.0", "Content-Type: application/json"]);
      await within(running, "the handler");
      socket.destroy();
      // The server sees the close after the client: wait until it has (its response's close runs first).
      await new Promise((r) => setTimeout(r, 200));
      gone();
      assert.equal(await within(result, "the signal"), true);
    } finally {
      await s.close();
    }
  });
}

test("node adapter: a blocking SendMessage on the task runtime stops waiting when its client goes away, the run going on", async () => {
  let release: () => void = () => {};
  const held = new Promise<void>((r) => (release = r));
  let working: () => void = () => {};
  const isWorking = new Promise<void>((r) => (working = r));
  let finished: () => void = () => {};
  const runFinished = new Promise<void>((r) => (finished = r));
  const runtime = createTaskAgent({
    async execute(_context, events) {
      await events.status("TASK_STATE_WORKING");
      working();
      await held;
      await events.status("TASK_STATE_COMPLETED");
      finished();
    },
  });
  let returned: () => void = () => {};
  const handlerReturned = new Promise<void>((r) => (returned = r));
  const agent: Agent = {
    ...runtime,
    async SendMessage(r, c) {
      try {
        return await runtime.SendMessage(r, c);
      } finally {
        returned();
      }
    },
  };
  const s = await start({ agent, card: fixtureCard() }, "node");
  try {
    const socket = await send(s.base, ["A2A-Version: 1.0", "Content-Type: application/json"]);
    await within(isWorking, "the run");
    socket.destroy();
    // The handler returns while the run is still held: the wait ended because the caller left.
    await within(handlerReturned, "the handler's return");
    release();
    await within(runFinished, "the run's end");
  } finally {
    release();
    await runtime.close();
    await s.close();
  }
});
