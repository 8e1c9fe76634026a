// SSE decoding throughput: the kit's decodeSse side by side, in one process, with @a2a-js/sdk 1.3.0's own
// parser (parseSseStream, exported by "@a2a-js/sdk" and called as its transports call it: on a fetch
// Response, iterated with for await). Same bytes for both: a stream of 1,000 StreamResponse events built
// from the events recorded from the real 1.3.0 peer (test/support/fixtures/sse/*-1.0.sse, scripts/record-sse.ts),
// their task and context ids renewed every four events (one task each: task, WORKING, artifact,
// COMPLETED), in both bindings' framing (JSON-RPC envelopes, bare HTTP+JSON lines). Two chunkings: one
// chunk per event (a server writing each event as it happens) and 16 KiB chunks (a buffered read).
//
// Before timing, both parsers' events (type and data) are compared on every input; any difference stops
// the bench. A second figure per input adds the A2A layer on each side (the kit's decodeA2aStream against
// parseSseStream + JSON.parse + unwrapping `result`, what a2a-js's transports do per event): JSON.parse
// dominates there, so it is printed for the record, not held to the target.

import { readFileSync } from "node:fs";
import { isDeepStrictEqual } from "node:util";
import { parseSseStream } from "@a2a-js/sdk";
import { decodeA2aStream, decodeSse } from "@a2a-bindgen/kit";

const EVENTS = 1000;
const enc = new TextEncoder();

function corpus(file: string): string {
  const text = readFileSync(new URL(`../test/support/fixtures/sse/${file}`, import.meta.url), "utf8");
  const blocks = text.split("\n\n").filter((b) => b !== "");
  if (blocks.length !== 4) throw new Error(`${file}: expected the 4 recorded events, found ${blocks.length}`);
  const uuids = [...new Set(text.match(/[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}/g) ?? [])];
  let out = "";
  for (let i = 0; i < EVENTS; i++) {
    const task = Math.floor(i / 4);
    let block = blocks[i % 4];
    uuids.forEach((u, k) => (block = block.split(u).join(`${u.slice(0, 24)}${String(task * 10 + k).padStart(12, "0")}`)));
    out += block + "\n\n";
  }
  return out;
}

function perEvent(text: string): Uint8Array[] {
  return text
    .split("\n\n")
    .filter((b) => b !== "")
    .map((b) => enc.encode(b + "\n\n"));
}

function fixed(text: string, size: number): Uint8Array[] {
  const bytes = enc.encode(text);
  const out: Uint8Array[] = [];
  for (let i = 0; i < bytes.length; i += size) out.push(bytes.subarray(i, i + size));
  return out;
}

function streamOf(chunks: Uint8Array[]): ReadableStream<Uint8Array> {
  let i = 0;
  return new ReadableStream<Uint8Array>({
    pull(c) {
      if (i < chunks.length) c.enqueue(chunks[i++]);
      else c.close();
    },
  });
}

type Run = (chunks: Uint8Array[]) => Promise<unknown[]>;

const ours: Run = async (chunks) => {
  const out: unknown[] = [];
  for await (const e of decodeSse(streamOf(chunks))) out.push({ type: e.type, data: e.data });
  return out;
};
const theirs: Run = async (chunks) => {
  const out: unknown[] = [];
  for await (const e of parseSseStream(new Response(streamOf(chunks)))) out.push({ type: e.type, data: e.data });
  return out;
};
const oursA2a = (binding: "jsonrpc" | "http+json"): Run => {
  return async (chunks) => {
    const out: unknown[] = [];
    for await (const i of decodeA2aStream(streamOf(chunks), binding)) out.push(i.kind === "response" ? i.response : i);
    return out;
  };
};
const theirsA2a = (binding: "jsonrpc" | "http+json"): Run => {
  return async (chunks) => {
    const out: unknown[] = [];
    for await (const e of parseSseStream(new Response(streamOf(chunks)))) {
      const v = JSON.parse(e.data);
      out.push(binding === "jsonrpc" ? v.result : v);
    }
    return out;
  };
};

// Timing: alternating rounds (the machine is shared and noisy), per-stream time, best and median.
async function round(run: Run, chunks: Uint8Array[], ms: number): Promise<number> {
  let n = 0;
  const start = performance.now();
  let now = start;
  while (now - start < ms) {
    await run(chunks);
    n++;
    now = performance.now();
  }
  return (now - start) / n;
}

const best = (xs: number[]) => Math.min(...xs);
const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];
const fmt = (ms: number) => `${(ms * 1000).toFixed(0).padStart(6)} µs/stream`;

async function compare(label: string, a: Run, b: Run, chunks: Uint8Array[], rounds = 7, ms = 250): Promise<number> {
  const [ra, rb] = [await a(chunks), await b(chunks)];
  if (!isDeepStrictEqual(ra, rb)) throw new Error(`${label}: the two parsers disagree`);
  if (ra.length !== EVENTS) throw new Error(`${label}: ${ra.length} events, expected ${EVENTS}`);
  for (let i = 0; i < 3; i++) await round(a, chunks, 50), await round(b, chunks, 50); // warm-up
  const xa: number[] = [];
  const xb: number[] = [];
  for (let i = 0; i < rounds; i++) {
    xa.push(await round(a, chunks, ms));
    xb.push(await round(b, chunks, ms));
  }
  const ratio = best(xb) / best(xa);
  console.log(`  ${label}`);
  console.log(`    kit                    best ${fmt(best(xa))}   median ${fmt(median(xa))}`);
  console.log(`    @a2a-js/sdk 1.3.0      best ${fmt(best(xb))}   median ${fmt(median(xb))}`);
  console.log(`    ratio (theirs / ours)  best ${ratio.toFixed(2)}x   median ${(median(xb) / median(xa)).toFixed(2)}x`);
  return ratio;
}

console.log(`SSE decoding, ${EVENTS} StreamResponse events per stream (built from the recorded 1.3.0 peer streams)`);
let product = 1;
let count = 0;
for (const [binding, file] of [
  ["jsonrpc", "jsonrpc-1.0.sse"],
  ["http+json", "rest-1.0.sse"],
] as const) {
  const text = corpus(file);
  for (const [how, chunks] of [
    ["one chunk per event", perEvent(text)],
    ["16 KiB chunks", fixed(text, 16 * 1024)],
  ] as const) {
    product *= await compare(`${binding}, ${how} (${(text.length / 1024).toFixed(0)} KiB)`, ours, theirs, chunks);
    count++;
  }
}
console.log(`  geometric mean ratio, SSE decoding (best rounds) ${Math.pow(product, 1 / count).toFixed(2)}x (target >= 2x)`);

console.log("With the A2A layer on both sides (JSON.parse per event; for the record):");
for (const [binding, file] of [
  ["jsonrpc", "jsonrpc-1.0.sse"],
  ["http+json", "rest-1.0.sse"],
] as const) {
  await compare(`${binding}, one chunk per event`, oursA2a(binding), theirsA2a(binding), perEvent(corpus(file)), 5, 200);
}
