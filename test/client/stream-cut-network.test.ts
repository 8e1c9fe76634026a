// A stream whose connection breaks while its task works (a proxy or a load balancer drops it; the server stays
// up): on every binding and version the iterator throws a StreamCutError whose failure is "network" and whose
// cause is the network failure, carrying the task's id and the last event, and a SubscribeToTask on a new
// connection follows the task to TASK_STATE_COMPLETED. A TCP relay on 127.0.0.1:0 stands between the client and
// our servers and destroys its sockets on demand.

import assert from "node:assert/strict";
import net from "node:net";
import { after, before, describe, test } from "node:test";
import { StreamCutError, TransportError } from "@a2a-bindgen/client";
import { type CutAgent, matrix, startCutAgent, userMessage } from "./stream-cut-agent.js";

type Event = Record<string, any>;

interface Relay {
  readonly origin: string;
  /** Destroys every connection through the relay. */
  cut(): void;
  close(): Promise<void>;
}

/** A TCP relay to 127.0.0.1:`port`. */
async function relay(port: number): Promise<Relay> {
  const sockets = new Set<net.Socket>();
  const track = (s: net.Socket) => {
    sockets.add(s);
    s.on("close", () => sockets.delete(s));
    s.on("error", () => {});
  };
  const server = net.createServer((client) => {
    const upstream = net.connect(port, "127.0.0.1");
    track(client);
    track(upstream);
    client.pipe(upstream);
    upstream.pipe(client);
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port: bound } = server.address() as net.AddressInfo;
  const cut = () => {
    for (const s of sockets) s.destroy();
  };
  return {
    origin: `http://127.0.0.1:${bound}`,
    cut,
    close: () => {
      cut();
      return new Promise((resolve) => server.close(() => resolve()));
    },
  };
}

describe("a stream whose connection breaks mid-task: StreamCutError, then resubscribe", () => {
  let cut: CutAgent;
  let web: Relay;
  let grpc: Relay;
  before(async () => {
    cut = await startCutAgent();
    web = await relay(cut.web.port);
    grpc = await relay(cut.grpc.port);
  });
  after(async () => {
    await Promise.all([web.close(), grpc.close()]);
    await cut.close();
  });

  for (const { binding, version } of matrix) {
    test(`${binding} at ${version}`, async () => {
      const through = binding === "grpc" ? grpc : web;
      const transport = cut.transport(binding, version, through.origin);
      const events: Event[] = [];
      let thrown: unknown;
      try {
        for await (const e of transport.stream("SendStreamingMessage", userMessage(`break-${binding}-${version}`, "hold"))) {
          events.push(e as Event);
          if ((e as Event).artifactUpdate !== undefined) through.cut();
        }
      } catch (e) {
        thrown = e;
      }
      const task = events[0]?.task;
      assert.equal(task?.status?.state, "TASK_STATE_WORKING", JSON.stringify(events));
      assert.ok(thrown instanceof StreamCutError, String(thrown));
      assert.equal(thrown.failure, "network");
      assert.ok(thrown.cause instanceof TransportError, String(thrown.cause));
      assert.equal(thrown.cause.failure, "network");
      assert.equal(thrown.operation, "SendStreamingMessage");
      assert.equal(thrown.taskId, task.id);
      assert.equal(thrown.state, "TASK_STATE_WORKING");
      assert.deepEqual(thrown.lastEvent, events.at(-1));

      // A new connection through the same relay: the task is still there, and goes on to its end.
      const followed: Event[] = [];
      for await (const e of transport.stream("SubscribeToTask", { id: thrown.taskId ?? "" })) {
        followed.push(e as Event);
        if ((e as Event).task !== undefined) cut.release(task.id);
      }
      assert.equal(followed[0]?.task?.id, task.id);
      assert.equal(followed.at(-1)?.statusUpdate?.status?.state, "TASK_STATE_COMPLETED", JSON.stringify(followed));
    });
  }
});
