// Everything the peer suite collects, in one call: each peer × interface × trigger (and probe) with its raw
// answer and the hand-written expectation beside it — the input for running the error decoders over what
// real peers send, and for printing the table.

import { EXPECTED, type Expected } from "./expectations.js";
import { after, before } from "node:test";
import { type PeerName, type RunningPeer, startAllPeers } from "./peers.js";
import { PROBE_EXPECTED } from "./probes.js";
import { collect, collectProbe, PROBES, type Probe, type Raw, TRIGGERS, type Trigger } from "./triggers.js";

/** One cell: which peer, which interface (`BINDING@version`), which trigger or probe, what came back, what was expected. */
export interface Cell {
  peer: PeerName;
  interface: string;
  trigger: Trigger | Probe;
  raw: Raw;
  expected: Expected;
}

/** Collects every cell of the trigger table, then the probe table, one request at a time. */
export async function collectMatrix(peers: readonly RunningPeer[]): Promise<Cell[]> {
  const cells: Cell[] = [];
  for (const p of peers) {
    for (const [key, row] of Object.entries(EXPECTED[p.name])) {
      for (const trigger of TRIGGERS) cells.push({ peer: p.name, interface: key, trigger, raw: await collect(p, key, trigger), expected: row[trigger] });
    }
    for (const [key, row] of Object.entries(PROBE_EXPECTED[p.name])) {
      for (const probe of PROBES) cells.push({ peer: p.name, interface: key, trigger: probe, raw: await collectProbe(p, key, probe), expected: row[probe] });
    }
  }
  return cells;
}

/** One expectation as a short table entry: `-32001 TASK_NOT_FOUND`, `404 NOT_FOUND TASK_NOT_FOUND`, `gRPC 5 —`, … */
export function describeExpected(e: Expected): string {
  const reason = (r: string | null) => r ?? "no ErrorInfo";
  switch (e.form) {
    case "jsonrpc-error":
      return `${e.code} ${reason(e.reason)}`;
    case "sse-error":
      return `SSE event: error, ${e.code} ${reason(e.reason)}`;
    case "rpc-status":
      return `${e.status} ${e.statusName} ${e.reason}`;
    case "bare-code":
      return `${e.status} {code: ${e.code}}`;
    case "not-a2a":
      return `${e.status} HTML (not A2A)`;
    case "grpc-status":
      return `gRPC ${e.code} ${e.reason === null ? "no details" : e.reason}`;
    case "success":
      return `served${e.status === undefined ? "" : ` ${e.status}`}`;
  }
}

/** For a test file: starts every peer before its tests, collects the matrix once, and stops the peers after. */
export function withMatrix(): { peers: RunningPeer[]; cells: Cell[] } {
  const matrix = { peers: [] as RunningPeer[], cells: [] as Cell[] };
  before(async () => {
    matrix.peers = await startAllPeers();
    matrix.cells = await collectMatrix(matrix.peers);
  });
  after(async () => {
    await Promise.all(matrix.peers.map((p) => p.close()));
  });
  return matrix;
}
