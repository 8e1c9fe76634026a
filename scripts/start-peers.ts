// Starts the three real peers of the test harness (test/e2e/peer/peers.ts) on 127.0.0.1 with free ports and
// prints where each interface is, until Ctrl-C (or SIGTERM), then stops them — for trying a client or
// `a2a-bindgen doctor` by hand against @a2a-js/sdk 1.3.0 (strict, legacyCompat) and 0.3.14.
// Usage: node --import tsx scripts/start-peers.ts

import { interfaceKey, startAllPeers } from "../test/e2e/peer/peers.js";

const peers = await startAllPeers();
for (const p of peers) {
  for (const [which, instance] of [
    ["main", p.main],
    ["limited", p.limited],
  ] as const) {
    console.log(`${p.name} (${which}): card ${instance.cardUrl}`);
    for (const i of instance.interfaces) console.log(`  ${interfaceKey(i).padEnd(14)} ${i.url}`);
  }
}
console.log("main: every capability on, extended card configured; limited: streaming and push off, extended card not configured.");
const stop = async () => {
  await Promise.all(peers.map((p) => p.close()));
  process.exit(0);
};
process.once("SIGINT", stop);
process.once("SIGTERM", stop);
