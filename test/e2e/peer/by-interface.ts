// The peers' interfaces as the expectation tables (decodings.ts, expectations.ts, probes.ts) lay them out. A leaf:
// types only from peers.ts, so a table loads no peer.

import type { BindingName, PeerName } from "./peers.js";

const BINDINGS: readonly BindingName[] = ["JSONRPC", "HTTP+JSON", "GRPC"];

/**
 * A table keyed by peer and interface (`BINDING@version`) as the three peers serve them: both 1.3.0 peers
 * their v1.0 interfaces (`v1`), the compat one also its v0.3 interfaces (`compat03`), 0.3.14 only v0.3.
 */
export function byInterface<T>(
  v1: (b: BindingName) => T,
  compat03: (b: BindingName) => T,
  v0_3_14: (b: BindingName) => T,
): Record<PeerName, Record<string, T>> {
  const at = (version: string, row: (b: BindingName) => T) => Object.fromEntries(BINDINGS.map((b) => [`${b}@${version}`, row(b)]));
  return {
    "1.3.0-strict": at("1.0", v1),
    "1.3.0-compat": { ...at("1.0", v1), ...at("0.3", compat03) },
    "0.3.14": at("0.3", v0_3_14),
  };
}
