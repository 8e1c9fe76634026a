// @a2a-bindgen/client's connect() with its gRPC transport, keeping the transport so that the test can close its
// channel when done (connect() does not own a transport it was given).

import assert from "node:assert/strict";
import { connect } from "@a2a-bindgen/client";
import { type GrpcTransport, grpcTransport } from "@a2a-bindgen/client/grpc";

/** Connects to the agent whose card `cardUrl` serves, the gRPC transport offered; `close` ends its channel. */
export async function connectOverGrpc(cardUrl: string) {
  let transport: GrpcTransport | undefined;
  const client = await connect(cardUrl, {
    transports: {
      grpc: (target) => {
        transport = grpcTransport(target);
        return transport;
      },
    },
    timeoutMs: 5_000,
  });
  return { client, close: () => transport?.close() };
}

/**
 * A gRPC server's card names `at` for both versions (lf/a2a/v1/a2a.proto AgentInterface, one entry per version);
 * connecting through the card served at `cardUrl` selects that interface. Returns the connection.
 */
export async function connectToGrpcCard(card: { supportedInterfaces: unknown }, at: string, cardUrl: string) {
  assert.deepEqual(card.supportedInterfaces, [
    { url: at, protocolBinding: "GRPC", protocolVersion: "1.0" },
    { url: at, protocolBinding: "GRPC", protocolVersion: "0.3" },
  ]);
  const connected = await connectOverGrpc(cardUrl);
  assert.equal(connected.client.selected.cardBinding, "GRPC");
  assert.equal(connected.client.selected.url, at);
  return connected;
}
