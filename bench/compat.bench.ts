// Version-adapter throughput: the generated v0.3 ⇄ v1.0 converters (`compat` from the generated package)
// side by side, in one process, with @a2a-js/sdk 1.3.0's hand-written v0.3 translators, on the same
// inputs and producing the same JSON: (i) v0.3 JSON-RPC SendMessage params → v1.0 SendMessageRequest
// (ProtoJSON), (ii) a v1.0 Task (10 history messages, 2 artifacts) → v0.3 JSON-RPC Task, (iii) an
// AgentCard v1.0 → v0.3 and v0.3 → v1.0. Before any timing, both sides' outputs are compared once per
// workload (after normalising the documented differences) and every difference is printed.
//
// a2a-js's translators work on ts-proto objects ({content: {$case: "text", value}}, numeric enums), not
// on ProtoJSON, and none of them is exported (only the transport handlers, parseLegacyAgentCard and the
// push serializer are; ../shared/reference/a2a-peers.md §1c). Three a2a-js figures are printed per workload:
//   codec+translate  ProtoJSON in, JSON out: ts-proto `X.fromJSON` / `X.toJSON` around the translator,
//                    exactly the work our converter does in one step. The ratio uses this one.
//   translator only  the translator alone on a prebuilt ts-proto object (or producing one): a2a-js's floor.
//   public handler   what a2a-js exposes: LegacyJsonRpcTransportHandler.handle() on a JSON-RPC request
//                    with a stub A2ARequestHandler answering canned ts-proto objects (adds envelope
//                    checks, a promise and the stub's fromJSON/toJSON); parseLegacyAgentCard for v0.3 → v1.0.
// The translator functions are taken from the SDK's own bundle (dist/compat/v0_3/server/index.js, the
// file the "@a2a-js/sdk/compat/v0_3/server" export points at): its source is imported as a data: URL
// with an export line appended, so the code timed is byte-for-byte the shipped code.
// Our converters are printed at generation time (generated/compat/*): they need no code generation from
// strings, so the bench also runs under `node --disallow-code-generation-from-strings --import tsx
// bench/compat.bench.ts`; the first line printed says which mode it ran in.

import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import { isDeepStrictEqual } from "node:util";
import { AgentCard, Role, SendMessageRequest, Task, type Message as CoreMessage } from "@a2a-js/sdk";
import { parseLegacyAgentCard } from "@a2a-js/sdk/compat/v0_3/client";
import { LegacyJsonRpcTransportHandler } from "@a2a-js/sdk/compat/v0_3/server";
import { ServerCallContext, type A2ARequestHandler } from "@a2a-js/sdk/server";
import { compat, v0_3 } from "../generated/index.js";
import { message03, message10 } from "./corpus.js";
import { opsPerSecond, opsPerSecondAsync } from "./ops.js";

type Conversion = { value: unknown; losses: { path: string; reason: string }[] };
// Inputs are passed `as never` below: the corpus is plain JSON whatever the converters' declared input types are.

// ---------------------------------------------------------------------------------------------------
// a2a-js internals: the translators of the shipped bundle, unchanged.

type Fn = (...args: never[]) => unknown;
interface Internals {
  toCoreSendMessageRequest(req: { params: unknown }, tenant?: string): SendMessageRequest;
  toCompatTask(task: Task): unknown;
  toCompatAgentCard(card: AgentCard, options?: { embedV1Interfaces?: boolean }): unknown;
}

async function loadInternals(): Promise<Internals> {
  const require = createRequire(import.meta.url);
  // The "require" condition resolves to index.cjs; the ESM twin sits next to it.
  const file = require.resolve("@a2a-js/sdk/compat/v0_3/server").replace(/\.cjs$/, ".js");
  let src = readFileSync(file, "utf8");
  // The only import of this bundle (agent-card signing; no translator uses it): data: URLs cannot resolve bare names.
  const joseImport = 'import * as jose from "jose";';
  if (!src.includes(joseImport)) throw new Error(`${file}: unexpected imports; update loadInternals`);
  src = src.replace(joseImport, "const jose = {};");
  src += "\n//# sourceURL=a2a-js-compat-v0_3-server-internals.js\nexport { toCoreSendMessageRequest, toCompatTask, toCompatAgentCard };\n";
  const mod = (await import(`data:text/javascript;base64,${Buffer.from(src).toString("base64")}`)) as Record<string, Fn>;
  return mod as unknown as Internals;
}
const js = await loadInternals();

// eslint-disable-next-line no-new-func -- probing the process flag only
const codeGeneration = (() => {
  try {
    return new Function("return true")() === true;
  } catch {
    return false;
  }
})();
console.log(`code generation from strings: ${codeGeneration ? "allowed" : "disallowed (--disallow-code-generation-from-strings)"}`);

// A request handler that answers canned ts-proto objects, so LegacyJsonRpcTransportHandler can be driven alone.
let captured: unknown;
const cannedReply: CoreMessage = {
  messageId: "r-1",
  contextId: "",
  taskId: "",
  role: Role.ROLE_AGENT,
  parts: [],
  metadata: undefined,
  extensions: [],
  referenceTaskIds: [],
};
const stubHandler = (answers: { task?: unknown; card?: unknown }) =>
  ({
    async getAgentCard() {
      return AgentCard.fromJSON(answers.card as never);
    },
    async getAuthenticatedExtendedAgentCard() {
      return AgentCard.fromJSON(answers.card as never);
    },
    async sendMessage(req: SendMessageRequest) {
      captured = SendMessageRequest.toJSON(req);
      return cannedReply;
    },
    async getTask() {
      return Task.fromJSON(answers.task as never);
    },
  }) as unknown as A2ARequestHandler;
const context = new ServerCallContext({ requestedVersion: "0.3" });

// ---------------------------------------------------------------------------------------------------
// Corpus.

// (i) v0.3 JSON-RPC message/send params. One auth scheme: a2a-js console.warns on every call with two.
const sendParams03 = {
  message: message03(0, "user"),
  configuration: {
    acceptedOutputModes: ["text/plain", "application/json"],
    historyLength: 5,
    blocking: true,
    pushNotificationConfig: {
      id: "cfg-1",
      url: "https://client.example.com/webhook",
      token: "tok-1",
      authentication: { schemes: ["Bearer"], credentials: "secret" },
    },
  },
  metadata: { trace: "abc" },
};

// (ii) v1.0 Task: 10 history messages (4 parts each), 2 artifacts, a status message.
const task10 = {
  id: "task-1",
  contextId: "ctx-1",
  status: { state: "TASK_STATE_COMPLETED", timestamp: "2026-12-02T10:00:00.123Z", message: message10(99, "ROLE_AGENT") },
  history: Array.from({ length: 10 }, (_, i) => message10(i, i % 2 ? "ROLE_AGENT" : "ROLE_USER")),
  artifacts: [1, 2].map((i) => ({
    artifactId: `a-${i}`,
    name: `result-${i}`,
    description: "bench artifact",
    parts: message10(i, "ROLE_AGENT").parts,
    metadata: { n: i },
  })),
  metadata: { owner: "bench" },
};

// (iii) AgentCard v1.0. Every interface is at 0.3: a2a-js drops interfaces outside [0.3, 1.0) and throws if none remain.
const base = "https://agent.example.com";
const scopes = { "tasks:read": "Read tasks", "tasks:write": "Create tasks" };

/** The modes and skills both versions' cards carry; skill 3 asks for its own security, in its version's form. */
function modesAndSkills(skill3Security: Record<string, unknown>) {
  return {
    defaultInputModes: ["text/plain", "application/json"],
    defaultOutputModes: ["text/plain", "application/json"],
    skills: [1, 2, 3].map((i) => ({
      id: `skill-${i}`,
      name: `Skill ${i}`,
      description: `Does thing ${i}.`,
      tags: ["bench", `tag-${i}`],
      examples: [`do thing ${i}`, `please do thing ${i}`],
      inputModes: ["text/plain"],
      outputModes: ["application/json"],
      ...(i === 3 ? skill3Security : {}),
    })),
  };
}

const card10 = {
  name: "Bench Agent",
  description: "An agent card for the version-adapter benchmark.",
  supportedInterfaces: [
    { url: `${base}/a2a/jsonrpc`, protocolBinding: "JSONRPC", protocolVersion: "0.3" },
    { url: `${base}/a2a/rest`, protocolBinding: "HTTP+JSON", protocolVersion: "0.3" },
    { url: `${base.replace("https://", "")}:443`, protocolBinding: "GRPC", protocolVersion: "0.3" },
  ],
  provider: { organization: "Example Org", url: "https://example.com" },
  version: "1.2.3",
  documentationUrl: `${base}/docs`,
  iconUrl: `${base}/icon.png`,
  capabilities: {
    streaming: true,
    pushNotifications: true,
    extendedAgentCard: true,
    extensions: [{ uri: "https://example.com/ext/trace/v1", description: "Tracing", required: false, params: { level: "debug" } }],
  },
  securitySchemes: {
    oauth: {
      oauth2SecurityScheme: {
        description: "OAuth 2.0",
        flows: {
          authorizationCode: { authorizationUrl: `${base}/oauth/authorize`, tokenUrl: `${base}/oauth/token`, refreshUrl: `${base}/oauth/refresh`, scopes },
        },
        oauth2MetadataUrl: `${base}/.well-known/oauth-authorization-server`,
      },
    },
    apiKey: { apiKeySecurityScheme: { description: "API key", location: "header", name: "X-API-Key" } },
  },
  securityRequirements: [{ schemes: { oauth: { list: ["tasks:read"] } } }, { schemes: { apiKey: { list: [] } } }],
  ...modesAndSkills({ securityRequirements: [{ schemes: { oauth: { list: ["tasks:write"] } } }] }),
};

// AgentCard v0.3 as v0.3 agents publish it: protocolVersion "0.3.0" (the schema default) and the main
// interface repeated in additionalInterfaces (a2a.json: "SHOULD include an entry matching the main 'url'").
const card03 = {
  protocolVersion: "0.3.0",
  name: "Bench Agent",
  description: "An agent card for the version-adapter benchmark.",
  url: `${base}/a2a/jsonrpc`,
  preferredTransport: "JSONRPC",
  additionalInterfaces: [
    { url: `${base}/a2a/jsonrpc`, transport: "JSONRPC" },
    { url: `${base}/a2a/rest`, transport: "HTTP+JSON" },
    { url: `${base.replace("https://", "")}:443`, transport: "GRPC" },
  ],
  provider: { organization: "Example Org", url: "https://example.com" },
  version: "1.2.3",
  documentationUrl: `${base}/docs`,
  iconUrl: `${base}/icon.png`,
  capabilities: {
    streaming: true,
    pushNotifications: true,
    extensions: [{ uri: "https://example.com/ext/trace/v1", description: "Tracing", required: false, params: { level: "debug" } }],
  },
  securitySchemes: {
    oauth: {
      type: "oauth2",
      description: "OAuth 2.0",
      flows: {
        authorizationCode: { authorizationUrl: `${base}/oauth/authorize`, tokenUrl: `${base}/oauth/token`, refreshUrl: `${base}/oauth/refresh`, scopes },
      },
      oauth2MetadataUrl: `${base}/.well-known/oauth-authorization-server`,
    },
    apiKey: { type: "apiKey", description: "API key", in: "header", name: "X-API-Key" },
  },
  security: [{ oauth: ["tasks:read"] }, { apiKey: [] }],
  ...modesAndSkills({ security: [{ oauth: ["tasks:write"] }] }),
  supportsAuthenticatedExtendedCard: true,
};

// ---------------------------------------------------------------------------------------------------
// Normalising the documented differences (applied to both outputs before comparing).

type Json = null | boolean | number | string | Json[] | { [k: string]: Json };
const asJson = (v: unknown): Json => JSON.parse(JSON.stringify(v)) as Json;
const obj = (v: Json | undefined): Record<string, Json> | undefined => (v && typeof v === "object" && !Array.isArray(v) ? v : undefined);

/**
 * v0.3 card: a2a-js leaves the main interface out of additionalInterfaces (a2a.json says SHOULD include it); compare
 * without it. a2a-js also writes an extension's default `required: false`, which ours omits (the same value).
 */
function normaliseCard03(v: Json): Json {
  const card = obj(v);
  const caps = obj(card?.capabilities);
  if (caps && Array.isArray(caps.extensions)) for (const e of caps.extensions) if (obj(e)?.required === false) delete obj(e)!.required;
  if (!card || !Array.isArray(card.additionalInterfaces)) return v;
  const rest = card.additionalInterfaces.filter((i) => !(obj(i)?.url === card.url && obj(i)?.transport === card.preferredTransport));
  const { additionalInterfaces: _, ...others } = card;
  return rest.length ? { ...others, additionalInterfaces: rest } : others;
}

/** v1.0 card from a v0.3 one: a2a-js repeats the main interface when additionalInterfaces lists it, and stamps "0.3" on
 *  the additional interfaces but the card's own protocolVersion ("0.3.0") on the main one; compare deduplicated, with
 *  every interface at the main one's version. */
function normaliseCard10(v: Json): Json {
  const card = obj(v);
  if (!card || !Array.isArray(card.supportedInterfaces)) return v;
  const seen = new Set<string>();
  const main = obj(card.supportedInterfaces[0]);
  const out: Json[] = [];
  for (const i of card.supportedInterfaces) {
    const o = obj(i);
    const key = `${o?.protocolBinding} ${o?.url}`;
    if (seen.has(key)) continue;
    seen.add(key);
    out.push(o && main?.protocolVersion !== undefined ? { ...o, protocolVersion: main.protocolVersion } : i);
  }
  return { ...card, supportedInterfaces: out };
}

/** Paths where a and b differ (at most `max`). */
function diff(a: Json | undefined, b: Json | undefined, path = "$", out: string[] = [], max = 25): string[] {
  if (out.length >= max || isDeepStrictEqual(a, b)) return out;
  const ao = a && typeof a === "object" ? a : undefined;
  const bo = b && typeof b === "object" ? b : undefined;
  if (ao && bo && Array.isArray(ao) === Array.isArray(bo)) {
    const keys = new Set([...Object.keys(ao), ...Object.keys(bo)]);
    for (const k of keys) {
      const key = Array.isArray(ao) ? `[${k}]` : `.${k}`;
      diff((ao as Record<string, Json>)[k], (bo as Record<string, Json>)[k], path + key, out, max);
    }
    return out;
  }
  const show = (v: Json | undefined) => (v === undefined ? "(absent)" : JSON.stringify(v).slice(0, 100));
  out.push(`${path}: a2a-bindgen ${show(a)}   a2a-js ${show(b)}`);
  return out;
}

// ---------------------------------------------------------------------------------------------------
// Workloads.

interface Workload {
  name: string;
  /** Our converter. */
  ours: () => Conversion;
  /** a2a-js, ProtoJSON in → JSON out: the figure the ratio uses. */
  a2a: () => unknown;
  /** a2a-js translator alone, on / to ts-proto objects. */
  translatorOnly: () => unknown;
  /** a2a-js through its public API; must produce the same JSON as `a2a`. */
  publicApi: { sync: true; fn: () => unknown } | { sync: false; fn: () => Promise<unknown> };
  normalise?: (v: Json) => Json;
}

const task10Core = Task.fromJSON(task10);
const card10Core = AgentCard.fromJSON(card10);
const sendHandler = new LegacyJsonRpcTransportHandler(stubHandler({ card: card10 }));
const taskHandler = new LegacyJsonRpcTransportHandler(stubHandler({ task: task10, card: card10 }));
const cardHandler = new LegacyJsonRpcTransportHandler(stubHandler({ card: card10 }));
const ops03 = v0_3.operations;
const sendRequest = { jsonrpc: "2.0", id: 1, method: ops03.SendMessage.jsonRpcMethod, params: sendParams03 };
const getTaskRequest = { jsonrpc: "2.0", id: 2, method: ops03.GetTask.jsonRpcMethod, params: { id: "task-1" } };
const cardRequest = { jsonrpc: "2.0", id: 3, method: ops03.GetAgentCard.jsonRpcMethod };
const resultOf = (r: unknown) => (r as { result?: unknown; error?: unknown }).result ?? { error: (r as { error?: unknown }).error };

const workloads: Workload[] = [
  {
    name: "SendMessage params v0.3 → v1.0 (4 parts)",
    ours: () => compat.toV1_0.jsonrpc.params("SendMessage", sendParams03 as never) as Conversion,
    a2a: () => SendMessageRequest.toJSON(js.toCoreSendMessageRequest({ params: sendParams03 })),
    translatorOnly: () => js.toCoreSendMessageRequest({ params: sendParams03 }),
    publicApi: {
      sync: false,
      fn: async () => {
        await sendHandler.handle(sendRequest, context);
        return captured;
      },
    },
  },
  {
    name: "Task v1.0 → v0.3 (10 history, 2 artifacts)",
    ours: () => compat.toV0_3.jsonrpc.task(task10 as never) as Conversion,
    a2a: () => js.toCompatTask(Task.fromJSON(task10)),
    translatorOnly: () => js.toCompatTask(task10Core),
    publicApi: { sync: false, fn: async () => resultOf(await taskHandler.handle(getTaskRequest, context)) },
  },
  {
    name: "AgentCard v1.0 → v0.3 (3 ifaces, 2 schemes, 3 skills)",
    ours: () => compat.toV0_3.jsonrpc.agentCard(card10 as never) as Conversion,
    a2a: () => js.toCompatAgentCard(AgentCard.fromJSON(card10)),
    translatorOnly: () => js.toCompatAgentCard(card10Core),
    publicApi: { sync: false, fn: async () => resultOf(await cardHandler.handle(cardRequest, context)) },
    normalise: normaliseCard03,
  },
  {
    name: "AgentCard v0.3 → v1.0 (3 ifaces, 2 schemes, 3 skills)",
    ours: () => compat.toV1_0.jsonrpc.agentCard(card03 as never) as Conversion,
    a2a: () => AgentCard.toJSON(parseLegacyAgentCard(card03)),
    translatorOnly: () => parseLegacyAgentCard(card03),
    publicApi: { sync: true, fn: () => AgentCard.toJSON(parseLegacyAgentCard(card03)) },
    normalise: normaliseCard10,
  },
];

// ---------------------------------------------------------------------------------------------------
// Equivalence, once, before any timing.

console.log("equivalence (outputs as JSON, documented differences normalised):");
const equivalent = new Map<Workload, boolean>();
for (const w of workloads) {
  const theirs = asJson(w.a2a());
  const viaPublic = asJson(w.publicApi.sync ? w.publicApi.fn() : await w.publicApi.fn());
  const internalVsPublic = diff(theirs, viaPublic);
  if (internalVsPublic.length) {
    console.log(`  ${w.name}: a2a-js bundle internals and public API disagree:`);
    for (const d of internalVsPublic) console.log(`    ${d.replace("a2a-bindgen", "internals").replace("a2a-js", "public")}`);
  }
  const mine = w.ours();
  const n = w.normalise ?? ((v: Json) => v);
  const diffs = diff(n(asJson(mine.value)), n(theirs));
  equivalent.set(w, diffs.length === 0);
  const losses = mine.losses.length
    ? ` (${mine.losses.length} losses reported: ${[...new Set(mine.losses.map((l) => l.path))].slice(0, 4).join(", ")}${mine.losses.length > 4 ? ", …" : ""})`
    : "";
  console.log(`  ${w.name}: ${diffs.length ? `${diffs.length}${diffs.length >= 25 ? "+" : ""} differences` : "equivalent"}${losses}`);
  for (const d of diffs) console.log(`    ${d}`);
}

// ---------------------------------------------------------------------------------------------------
// Timing: alternating rounds (this machine is shared and noisy), best and median.

const ROUNDS = 7;
const ROUND_MS = 150;
const BATCH = 50;

interface Contender {
  label: string;
  run: (ms: number) => number | Promise<number>;
}
const syncC = (label: string, fn: () => unknown): Contender => ({ label, run: (ms) => opsPerSecond(fn, ms, BATCH) });
const asyncC = (label: string, fn: () => Promise<unknown>): Contender => ({ label, run: (ms) => opsPerSecondAsync(fn, ms, BATCH) });

/** Each round runs every contender once, in turn; returns ops/s per round per contender. */
async function race(cs: Contender[]): Promise<number[][]> {
  for (const c of cs) await c.run(200); // warm-up
  const out = cs.map(() => [] as number[]);
  for (let r = 0; r < ROUNDS; r++) for (let i = 0; i < cs.length; i++) out[i].push(await cs[i].run(ROUND_MS));
  return out;
}

const best = (xs: number[]) => Math.max(...xs);
const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];
const fmt = (n: number) => `${(n / 1000).toFixed(1)} k ops/s`.padStart(15);

console.log(`\nversion adapters: a2a-bindgen compat vs @a2a-js/sdk 1.3.0 compat/v0_3 translators (${ROUNDS} alternating rounds of ${ROUND_MS} ms)`);
let product = 1;
let floorProduct = 1;
let counted = 0;
for (const w of workloads) {
  const cs: Contender[] = [syncC("a2a-bindgen compat", w.ours)];
  cs.push(syncC("a2a-js codec+translate", w.a2a));
  cs.push(syncC("a2a-js translator only", w.translatorOnly));
  const pub = w.publicApi;
  cs.push(pub.sync ? syncC("a2a-js public API", pub.fn) : asyncC("a2a-js public handler", pub.fn));
  const results = await race(cs);
  console.log(`  ${w.name}`);
  results.forEach((xs, i) => console.log(`    ${cs[i].label.padEnd(24)} best ${fmt(best(xs))}   median ${fmt(median(xs))}`));
  {
    const [ours, theirs, floor] = results;
    const ratio = best(ours) / best(theirs);
    product *= ratio;
    floorProduct *= best(ours) / best(floor);
    counted++;
    const flag = equivalent.get(w) ? "" : "   (outputs differ, see above)";
    console.log(`    ratio vs codec+translate: best ${ratio.toFixed(2)}x   median ${(median(ours) / median(theirs)).toFixed(2)}x${flag}`);
    console.log(`    ratio vs translator only: best ${(best(ours) / best(floor)).toFixed(2)}x   median ${(median(ours) / median(floor)).toFixed(2)}x`);
  }
}
console.log(`  geometric mean ratio vs codec+translate (best rounds) ${Math.pow(product, 1 / counted).toFixed(2)}x (target >= 2x)`);
console.log(`  geometric mean ratio vs translator only (best rounds) ${Math.pow(floorProduct, 1 / counted).toFixed(2)}x (reported, no target)`);
