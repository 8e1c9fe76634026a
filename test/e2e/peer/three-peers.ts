// For a test file that talks to the three real peers directly (no table): @a2a-js/sdk 1.3.0 strict and with
// legacyCompat, and 0.3.14, each with every binding, started before the file's tests and closed after.

import { after, before } from "node:test";
import { type Peer, startPeer } from "./server.js";
import { type PeerV03, startPeerV03 } from "./server-v03.js";

/** Starts the three peers before the file's tests (`use` receives them) and closes them after. */
export function threePeers(use: (strict: Peer, compat: Peer, v03: PeerV03) => void): void {
  let running: { close(): Promise<void> }[] = [];
  before(async () => {
    const strict = await startPeer({ mode: "strict" });
    const compat = await startPeer({ mode: "compat" });
    const v03 = await startPeerV03({});
    running = [strict, compat, v03];
    use(strict, compat, v03);
  });
  after(async () => {
    await Promise.all(running.map((p) => p.close()));
  });
}
