// Records a session against the real @a2a-js/sdk peer into test/support/fixtures/peer/session.json.
//
//   npm run record:peer      (builds first, then: node --import tsx scripts/record-peer.ts [out.json])
//
// Starts the peer (test/e2e/peer/server.ts), runs the scripted session (test/e2e/peer/session.ts), normalises the
// exchanges with `normalise` below, writes them pretty-printed, and stops the peer.
//
// The recording is what was on the wire, with one exception: values that differ from run to run are replaced
// by stable placeholders, by `normalise` and nothing else, uniformly over the whole document:
//   1. Object keys are sorted (code-point order), recursively, inside request/response headers, bodies and
//      events; each exchange keeps the field order of the Exchange interface. Array order is never changed.
//   2. UUIDs (8-4-4-4-12 hex, any case), wherever they occur in a string or a key, become "<uuid-N>", N counting
//      distinct UUIDs in order of first appearance in the sorted document: the same UUID always gets the same
//      placeholder, so threaded ids stay recognisable.
//   3. ISO-8601 date-times (YYYY-MM-DDTHH:MM:SS[.fraction](Z|±HH:MM)) inside any string become
//      "2000-01-01T00:00:00.000Z": a fixed value that is still a valid RFC 3339 timestamp, so the
//      recording still validates under the schemas.
//   4. The port of 127.0.0.1 in any string ("127.0.0.1:43813") becomes "127.0.0.1:<port>".
//   5. Response header values that depend on the clock or on the byte length of values replaced above:
//      date → "<date>", etag → "<etag>", content-length → "<content-length>", last-modified → "<last-modified>".

import { mkdir, readFile, writeFile } from "node:fs/promises";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { startPeer } from "../test/e2e/peer/server.js";
import { runSession, type Exchange } from "../test/e2e/peer/session.js";

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const DEFAULT_OUT = path.join(ROOT, "test/support/fixtures/peer/session.json");

const UUID = /[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}/gi;
const TIMESTAMP = /\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(?:\.\d+)?(?:Z|[+-]\d{2}:\d{2})/g;
const LOOPBACK_PORT = /127\.0\.0\.1:\d+/g;
const VOLATILE_HEADERS: Record<string, string> = {
  date: "<date>",
  etag: "<etag>",
  "content-length": "<content-length>",
  "last-modified": "<last-modified>",
};

/** The normalisation rules above, in words, written into the recording. */
export const NORMALISATION_RULES = [
  "object keys sorted recursively inside headers, bodies and events; exchange fields in Exchange order; arrays unchanged",
  "UUIDs -> <uuid-N>, numbered by first appearance in the sorted document (same UUID, same placeholder)",
  "ISO-8601 date-times inside strings -> 2000-01-01T00:00:00.000Z (fixed, still valid RFC 3339)",
  "127.0.0.1:PORT -> 127.0.0.1:<port>",
  "response header values: date -> <date>, etag -> <etag>, content-length -> <content-length>, last-modified -> <last-modified>",
];

function isPlainObject(v: unknown): v is Record<string, unknown> {
  return typeof v === "object" && v !== null && !Array.isArray(v);
}

function sortKeys(v: unknown): unknown {
  if (Array.isArray(v)) return v.map(sortKeys);
  if (!isPlainObject(v)) return v;
  const out: Record<string, unknown> = {};
  for (const k of Object.keys(v).sort()) out[k] = sortKeys(v[k]);
  return out;
}

/** Applies rules 1–5 to a session. Pure: the input is not modified. */
export function normalise(exchanges: readonly Exchange[]): Exchange[] {
  const uuids = new Map<string, string>();
  const text = (s: string): string =>
    s
      .replace(UUID, (u) => {
        const key = u.toLowerCase();
        let p = uuids.get(key);
        if (p === undefined) uuids.set(key, (p = `<uuid-${uuids.size + 1}>`));
        return p;
      })
      .replace(TIMESTAMP, "2000-01-01T00:00:00.000Z")
      .replace(LOOPBACK_PORT, "127.0.0.1:<port>");
  // Walks in document order (keys already sorted), so placeholder numbers follow first appearance.
  const walk = (v: unknown): unknown => {
    if (typeof v === "string") return text(v);
    if (Array.isArray(v)) return v.map(walk);
    if (!isPlainObject(v)) return v;
    const out: Record<string, unknown> = {};
    for (const [k, x] of Object.entries(v)) out[text(k)] = walk(x);
    return out;
  };
  const headers = (h: Record<string, string>, response: boolean): Record<string, string> => {
    const sorted = sortKeys(h) as Record<string, string>;
    const out: Record<string, string> = {};
    for (const [k, x] of Object.entries(sorted)) {
      const volatile = response ? VOLATILE_HEADERS[k.toLowerCase()] : undefined;
      out[text(k)] = volatile ?? text(x);
    }
    return out;
  };
  return exchanges.map((e) => ({
    step: text(e.step),
    binding: e.binding,
    protocolVersion: e.protocolVersion,
    operation: e.operation,
    dialect: e.dialect,
    request: {
      method: e.request.method,
      url: text(e.request.url),
      headers: headers(e.request.headers, false),
      body: walk(sortKeys(e.request.body)),
    },
    response: {
      status: e.response.status,
      headers: headers(e.response.headers, true),
      body: walk(sortKeys(e.response.body)),
      ...(e.response.events === undefined ? {} : { events: e.response.events.map((x) => walk(sortKeys(x))) }),
    },
  }));
}

async function packageVersion(name: string): Promise<string> {
  const pkg = JSON.parse(await readFile(path.join(ROOT, "node_modules", name, "package.json"), "utf8")) as { version: string };
  return pkg.version;
}

async function main(): Promise<void> {
  const out = path.resolve(process.argv[2] ?? DEFAULT_OUT);
  const peer = await startPeer();
  let exchanges: Exchange[];
  try {
    exchanges = await runSession(peer);
  } finally {
    await peer.close();
  }
  const recording = {
    peer: {
      "@a2a-js/sdk": await packageVersion("@a2a-js/sdk"),
      express: await packageVersion("express"),
      node: process.versions.node.split(".")[0],
      setup: "test/e2e/peer/server.ts: legacyCompat on, JSONRPC and HTTP+JSON at 1.0 and 0.3, streaming, push, extended card",
    },
    normalisation: NORMALISATION_RULES,
    exchanges: normalise(exchanges),
  };
  await mkdir(path.dirname(out), { recursive: true });
  await writeFile(out, JSON.stringify(recording, null, 2) + "\n");
  console.log(`record-peer: ${exchanges.length} exchanges -> ${path.relative(process.cwd(), out)}`);
}

if (process.argv[1] !== undefined && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  main().catch((e) => {
    console.error(e);
    process.exitCode = 1;
  });
}
