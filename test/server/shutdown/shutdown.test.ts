// Graceful shutdown (issue 23): a child process serving node:http and gRPC gets SIGTERM while a unary
// call is in flight and a stream is open on each. The unary call is answered, the stream ends cleanly (its
// events whole, no reset), each server's onClose runs, and the process exits by itself — with nothing
// keeping it alive — within a bound. Everything on 127.0.0.1; the child is killed if the bound passes.

import assert from "node:assert/strict";
import { spawn } from "node:child_process";
import { dirname, join } from "node:path";
import { test } from "node:test";
import { fileURLToPath } from "node:url";
import { raw, V1 } from "../grpc-raw.ts";
import { postJson } from "../../support/post-json.js";

const here = dirname(fileURLToPath(import.meta.url));
const EXIT_BOUND_MS = 5_000;

const post = (port: number, body: unknown, onData?: (text: string) => void) => postJson(port, body, onData);

const message = (id: string) => ({ messageId: id, role: "ROLE_USER", parts: [{ text: "hi" }] });

test("SIGTERM: the unary call in flight is answered, the open stream ends cleanly, onClose runs, the process exits by itself", async () => {
  const child = spawn(process.execPath, ["--import", "tsx", join(here, "child.ts")], {
    stdio: ["ignore", "pipe", "inherit"],
    env: { ...process.env, SLOW_MS: "400" },
  });
  const kill = setTimeout(() => child.kill("SIGKILL"), 30_000);
  try {
    let out = "";
    const lines = (want: string) =>
      new Promise<void>((resolve, reject) => {
        const check = () => out.includes(want) && (child.stdout.off("data", check), resolve());
        child.stdout.on("data", check);
        child.once("exit", () => reject(new Error(`child exited before "${want}": ${out}`)));
        check();
      });
    child.stdout.setEncoding("utf8");
    child.stdout.on("data", (c: string) => (out += c));
    await lines("ready ");
    const [, port, grpcPort] = /ready (\d+) (\d+)/.exec(out)!.map(Number) as [number, number, number];
    const grpc = (method: string, request: object, response: string, stream: boolean) =>
      raw(`127.0.0.1:${grpcPort}`, V1, method, "lf.a2a.v1.SendMessageRequest", request as never, `lf.a2a.v1.${response}`, { "a2a-version": "1.0" }, { stream });
    const grpcStream = grpc("SendStreamingMessage", { message: message("g1") }, "StreamResponse", true);

    let streamed = "";
    let streamDone!: Promise<{ status: number; text: string }>;
    const firstEvent = new Promise<void>((resolve) => {
      const stream = post(port, { jsonrpc: "2.0", id: 1, method: "SendStreamingMessage", params: { message: message("s1") } }, (t) => {
        streamed = t;
        if (t.includes("\n\n")) resolve();
      });
      streamDone = stream;
    });
    await firstEvent;
    await lines("stream opened grpc");
    const unary = post(port, { jsonrpc: "2.0", id: 2, method: "SendMessage", params: { message: message("u1") } });
    const grpcUnary = grpc("SendMessage", { message: message("g2") }, "SendMessageResponse", false);
    await new Promise((r) => setTimeout(r, 100)); // the unary call is in the agent (it answers after 400 ms)
    const exited = new Promise<{ code: number | null; at: number }>((resolve) => child.once("exit", (code) => resolve({ code, at: Date.now() })));
    const termAt = Date.now();
    child.kill("SIGTERM");

    const u = await unary;
    assert.equal(u.status, 200);
    assert.equal(JSON.parse(u.text).result.message.parts[0].text, "slow answer");

    const s = await streamDone;
    assert.equal(s.status, 200);
    // One whole event, then the end of the stream (no partial event, no error event).
    const events = s.text.split("\n\n").filter((e) => e.trim() !== "");
    assert.equal(events.length, 1, streamed);
    assert.equal(JSON.parse(events[0]!.replace(/^data: ?/, "")).result.message.parts[0].text, "first");

    // gRPC: the unary call answered, the stream's one message then OK (0).
    const gu = await grpcUnary;
    assert.equal(gu.code, 0, gu.details);
    assert.equal((gu.json[0] as any).message.parts[0].text, "slow answer");
    const gs = await grpcStream;
    assert.equal(gs.code, 0, gs.details);
    assert.equal(gs.json.length, 1);
    assert.equal((gs.json[0] as any).message.parts[0].text, "first");

    const { code, at } = await exited;
    assert.equal(code, 0, out);
    assert.ok(at - termAt < EXIT_BOUND_MS, `exited ${at - termAt} ms after SIGTERM`);
    for (const line of ["closing", "stream released jsonrpc", "stream released grpc", "http onClose", "grpc onClose", "closed"])
      assert.ok(out.includes(`${line}\n`), `"${line}" in ${out}`);
  } finally {
    clearTimeout(kill);
    if (child.exitCode === null) child.kill("SIGKILL");
  }
});
