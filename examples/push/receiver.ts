// The webhook side: a node:http receiver on 127.0.0.1 that checks each notification the way a real one
// would (the token it handed out, the Authorization it asked for, the media type) and keeps the events.
// Header names from the generated protocol table: what the agent sends is what the table says.

import assert from "node:assert/strict";
import http from "node:http";
import type { AddressInfo } from "node:net";
import { interfaceDeclarations } from "@a2a-bindgen/a2a/protocol";
import type { types } from "@a2a-bindgen/a2a/v1_0";

type StreamResponse = types.StreamResponse;

export interface Receiver {
  readonly url: string;
  /** The events received so far, in arrival order. */
  readonly events: StreamResponse[];
  /** Resolves once `n` events arrived; rejects after `ms`. */
  waitFor(n: number, ms?: number): Promise<StreamResponse[]>;
  close(): Promise<void>;
}

export async function startReceiver(expected: { token: string; authorization: string }): Promise<Receiver> {
  const events: StreamResponse[] = [];
  let arrived = () => {};
  const server = http.createServer(async (req, res) => {
    const chunks: Buffer[] = [];
    for await (const chunk of req) chunks.push(chunk as Buffer);
    try {
      assert.equal(req.method, "POST");
      assert.equal(req.headers["content-type"], interfaceDeclarations.push.contentType);
      assert.equal(req.headers[interfaceDeclarations.push.token.toLowerCase()], expected.token);
      assert.equal(req.headers.authorization, expected.authorization);
    } catch (e) {
      console.error("webhook: refused a notification:", e instanceof Error ? e.message : e);
      res.writeHead(401).end();
      return;
    }
    events.push(JSON.parse(Buffer.concat(chunks).toString("utf8")) as StreamResponse);
    res.writeHead(204).end();
    arrived();
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/webhooks/a2a`,
    events,
    waitFor: (n, ms = 5_000) =>
      new Promise((resolve, reject) => {
        const timer = setTimeout(() => reject(new Error(`${events.length} of ${n} notifications after ${ms} ms`)), ms);
        arrived = () => {
          if (events.length < n) return;
          clearTimeout(timer);
          resolve(events.slice());
        };
        arrived();
      }),
    close: () =>
      new Promise((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  };
}
