// Validation throughput: the generated zod schemas side by side, in one process, with
// @bufbuild/protobuf's fromJson (v1.0 ProtoJSON) and with ajv compiled from a2a.json (v0.3
// JSON-RPC dialect), on the same corpus: a SendMessageRequest with several parts, a Task with
// history and artifacts, and the AgentCard a2a-js serves. Prints ops/s and the ratios.
// `npm run bench` runs it twice: as is, and under --disallow-code-generation-from-strings (no eval,
// as under a strict CSP). zod 4 compiles z.object checks with `new Function` when it may and falls
// back to its interpreter when it may not; ajv cannot compile at all then, so it is left out.

import { readFileSync } from "node:fs";
import { fromJson, type DescMessage, type JsonValue } from "@bufbuild/protobuf";
import Ajv from "ajv";
import * as es10 from "../generated/es/lf/a2a/v1/a2a_pb.js";
import { v0_3, v1_0 } from "../generated/index.js";
import { message03, message10 } from "./corpus.js";

type Schema = { safeParse(v: unknown): { success: boolean } };

const recording = JSON.parse(readFileSync(new URL("../test/fixtures/peer/session.json", import.meta.url), "utf8")) as {
  exchanges: { step: string; response: { body: unknown } }[];
};
const recorded = (step: string) => recording.exchanges.find((e) => e.step === step)!.response.body;

const corpus10: [string, DescMessage, Schema, unknown][] = [
  [
    "SendMessageRequest (4 parts)",
    es10.SendMessageRequestSchema,
    v1_0.schemas.SendMessageRequest,
    { message: message10(0, "ROLE_USER"), configuration: { acceptedOutputModes: ["text/plain"], historyLength: 5 }, metadata: { a: 1 } },
  ],
  [
    "Task (4 history, 2 artifacts)",
    es10.TaskSchema,
    v1_0.schemas.Task,
    {
      id: "task-1",
      contextId: "ctx-1",
      status: { state: "TASK_STATE_COMPLETED", timestamp: "2026-12-02T10:00:00.123Z", message: message10(9, "ROLE_AGENT") },
      history: [1, 2, 3, 4].map((i) => message10(i, i % 2 ? "ROLE_USER" : "ROLE_AGENT")),
      artifacts: [1, 2].map((i) => ({ artifactId: `a-${i}`, name: "result", parts: message10(i, "ROLE_AGENT").parts })),
    },
  ],
  ["AgentCard (a2a-js public card)", es10.AgentCardSchema, v1_0.schemas.AgentCard, recorded("card-1.0/.well-known/agent-card.json")],
];

const jsonrpc = v0_3.jsonrpc.schemas as unknown as Record<string, Schema>;
const corpus03: [string, string, unknown][] = [
  [
    "MessageSendParams (4 parts)",
    "MessageSendParams",
    { message: message03(0, "user"), configuration: { acceptedOutputModes: ["text/plain"], historyLength: 5, blocking: true }, metadata: { a: 1 } },
  ],
  [
    "Task (4 history, 2 artifacts)",
    "Task",
    {
      kind: "task",
      id: "task-1",
      contextId: "ctx-1",
      status: { state: "completed", timestamp: "2026-12-02T10:00:00.123Z", message: message03(9, "agent") },
      history: [1, 2, 3, 4].map((i) => message03(i, i % 2 ? "user" : "agent")),
      artifacts: [1, 2].map((i) => ({ artifactId: `a-${i}`, name: "result", parts: message03(i, "agent").parts })),
    },
  ],
  ["AgentCard (a2a-js v0.3 card)", "AgentCard", recorded("card-0.3/.well-known/agent-card.json")],
];

function opsPerSecond(fn: () => unknown, ms: number): number {
  let ops = 0;
  const end = performance.now() + ms;
  while (performance.now() < end) {
    for (let i = 0; i < 100; i++) fn();
    ops += 100;
  }
  return (ops / ms) * 1000;
}

const ROUNDS = 7;
const best = (xs: number[]) => Math.max(...xs);
const fmt = (n: number) => `${(n / 1000).toFixed(1)} k ops/s`;

/** Alternating rounds, best of each (this machine is shared and noisy). */
function race(a: () => unknown, b: () => unknown): [number, number] {
  opsPerSecond(a, 200);
  opsPerSecond(b, 200);
  const xs: number[] = [];
  const ys: number[] = [];
  for (let r = 0; r < ROUNDS; r++) {
    xs.push(opsPerSecond(a, 150));
    ys.push(opsPerSecond(b, 150));
  }
  return [best(xs), best(ys)];
}

/** Whether this process may compile code from strings (zod's own probe is the same `new Function`). */
const codeGeneration = (() => {
  try {
    return new Function("return true")() === true;
  } catch {
    return false;
  }
})();
const mode = codeGeneration ? "code generation allowed (zod JIT on)" : "--disallow-code-generation-from-strings (zod JIT off, no ajv)";
console.log(`[${mode}]`);

console.log("validation: generated zod schemas vs @bufbuild/protobuf fromJson (v1.0 ProtoJSON)");
let ratioProduct = 1;
for (const [name, desc, schema, value] of corpus10) {
  if (!schema.safeParse(value).success) throw new Error(`bench corpus: ${name} does not validate`);
  fromJson(desc, value as JsonValue);
  const [ours, theirs] = race(
    () => schema.safeParse(value),
    () => fromJson(desc, value as JsonValue, { ignoreUnknownFields: true }),
  );
  ratioProduct *= ours / theirs;
  console.log(`  ${name.padEnd(32)} zod ${fmt(ours).padStart(16)}   fromJson ${fmt(theirs).padStart(16)}   ratio ${(ours / theirs).toFixed(2)}x`);
}
console.log(`  geometric mean ratio ${Math.pow(ratioProduct, 1 / corpus10.length).toFixed(2)}x (target >= 2x)`);

console.log("validation: generated zod schemas vs ajv compiled from a2a.json (v0.3 JSON-RPC dialect)");
const a2aJson = JSON.parse(readFileSync(new URL("../proto/a2a/v1/a2a.json", import.meta.url), "utf8"));
const ajv = codeGeneration ? new Ajv({ strict: false, allErrors: false }).addSchema(a2aJson, "a2a.json") : null;
let ajvProduct = 1;
for (const [name, def, value] of corpus03) {
  const schema = jsonrpc[def];
  if (!schema.safeParse(value).success) throw new Error(`bench corpus: ${name} does not validate`);
  if (ajv === null) {
    // ajv compiles every schema with new Function: there is nothing to race against.
    const [ours] = race(
      () => schema.safeParse(value),
      () => schema.safeParse(value),
    );
    console.log(`  ${name.padEnd(32)} zod ${fmt(ours).padStart(16)}   ajv (cannot compile without code generation)`);
    continue;
  }
  const check = ajv.getSchema(`a2a.json#/definitions/${def}`)!;
  if (!check(value)) throw new Error(`bench corpus: ${name} does not validate with ajv`);
  const [ours, theirs] = race(
    () => schema.safeParse(value),
    () => check(value),
  );
  ajvProduct *= ours / theirs;
  console.log(`  ${name.padEnd(32)} zod ${fmt(ours).padStart(16)}   ajv ${fmt(theirs).padStart(16)}   ratio ${(ours / theirs).toFixed(2)}x`);
}
if (ajv !== null) console.log(`  geometric mean ratio ${Math.pow(ajvProduct, 1 / corpus03.length).toFixed(2)}x (reported, no target)`);
