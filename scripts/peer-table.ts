// Prints the peer × interface × trigger table (test/e2e/peer/expectations.ts and probes.ts) as Markdown, each
// cell the raw form → kit's decoding (test/e2e/peer/decodings.ts), with every named deviation and n/a below it. The table is the hand-written expectation that
// test/e2e/peer/triggers.test.ts asserts against the real peers, and decode.test.ts runs the decoders over the
// same answers, so a green run of both makes it the observed table.
// Usage: node --import tsx scripts/peer-table.ts

import { DECODINGS, type Decoding, describeDecoding } from "../test/e2e/peer/decodings.js";
import { EXPECTED, type Expected } from "../test/e2e/peer/expectations.js";
import { describeExpected } from "../test/e2e/peer/matrix.js";
import { PEER_NAMES } from "../test/e2e/peer/peers.js";
import { PROBE_EXPECTED } from "../test/e2e/peer/probes.js";
import { type Probe, PROBES, type Trigger, TRIGGERS } from "../test/e2e/peer/triggers.js";

const columns: (Trigger | Probe)[] = [...TRIGGERS, ...PROBES];
const isTrigger = (c: Trigger | Probe): c is Trigger => (TRIGGERS as readonly string[]).includes(c);
const lines = [`| peer | interface | ${columns.join(" | ")} |`, `|---|---|${columns.map(() => "---").join("|")}|`];
const notes: string[] = [];
for (const peer of PEER_NAMES) {
  for (const key of Object.keys(EXPECTED[peer])) {
    const cells = columns.map((c) => {
      const e: Expected = isTrigger(c) ? EXPECTED[peer][key][c] : PROBE_EXPECTED[peer][key][c];
      const mark = e.deviation ? " ⚠" : e.notApplicable ? " (n/a)" : "";
      const d: Decoding = DECODINGS[peer][key][c];
      if (d.deviation) notes.push(`- **${peer} ${key} ${c}** — decoding: ${d.deviation}`);
      if (d.table) notes.push(`- **${peer} ${key} ${c}** — decoded with the ${d.table} table: the peer answered in ${d.table} form`);
      if (e.deviation) notes.push(`- **${peer} ${key} ${c}** — deviation: ${e.deviation} (${e.source})`);
      else if (e.notApplicable) notes.push(`- **${peer} ${key} ${c}** — n/a: ${e.notApplicable}`);
      return `${describeExpected(e)}${mark} → ${describeDecoding(d)}`;
    });
    lines.push(`| ${peer} | ${key} | ${cells.join(" | ")} |`);
  }
}
console.log([...lines, "", ...notes].join("\n"));
