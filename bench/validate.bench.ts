// Validation throughput: the generated schemas side by side, in one process, with @bufbuild/protobuf's
// fromJson (v1.0 ProtoJSON) and with ajv 8 compiled from a2a.json (v0.3 JSON-RPC dialect), on the same
// corpus. v1.0: a SendMessageRequest with several parts, a Task with history and artifacts, the
// AgentCard a2a-js serves. v0.3: requests, params, a Task, a card and answers, valid and invalid,
// small and large; for each, the accepting check a server runs (`accepts`: yes/no, no copy, as ajv
// does) and `safeParse` against ajv. Prints ops/s and the ratios, with the targets of issue 22.
// `npm run bench` runs it twice: as is, and under --disallow-code-generation-from-strings (no eval,
// as under a strict CSP). Our validators compile nothing either way; ajv cannot compile at all then,
// so it is left out.

import { readFileSync } from "node:fs";
import { fromJson, type DescMessage, type JsonValue } from "@bufbuild/protobuf";
import Ajv from "ajv";
import * as es10 from "../generated/es/lf/a2a/v1/a2a_pb.js";
import { v0_3, v1_0 } from "../generated/index.js";
import { message03, message10 } from "./corpus.js";
import { opsPerSecond } from "./ops.js";

type Schema = { safeParse(v: unknown): { success: boolean } };

const recording = JSON.parse(readFileSync(new URL("../test/support/fixtures/peer/session.json", import.meta.url), "utf8")) as {
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
const accepts = v0_3.jsonrpc.accepts as unknown as Record<string, (v: unknown) => boolean>;
const task03 = {
  kind: "task",
  id: "task-1",
  contextId: "ctx-1",
  status: { state: "completed", timestamp: "2026-12-02T10:00:00.123Z", message: message03(9, "agent") },
  history: [1, 2, 3, 4].map((i) => message03(i, i % 2 ? "user" : "agent")),
  artifacts: [1, 2].map((i) => ({ artifactId: `a-${i}`, name: "result", parts: message03(i, "agent").parts })),
};
const send03 = {
  jsonrpc: "2.0",
  id: 7,
  method: "message/send",
  params: { message: message03(0, "user"), configuration: { acceptedOutputModes: ["text/plain"], historyLength: 5, blocking: true }, metadata: { a: 1 } },
};
/** [name, definition, body, valid]: the invalid ones fail deep inside (the whole body is read before the refusal). */
const corpus03: [string, string, unknown, boolean][] = [
  ["GetTaskRequest (small)", "GetTaskRequest", { jsonrpc: "2.0", id: "r-1", method: "tasks/get", params: { id: "task-1", historyLength: 2 } }, true],
  ["A2ARequest: message/send (4 parts)", "A2ARequest", send03, true],
  ["MessageSendParams (4 parts)", "MessageSendParams", send03.params, true],
  ["Task (4 history, 2 artifacts)", "Task", task03, true],
  ["AgentCard (a2a-js v0.3 card)", "AgentCard", recorded("card-0.3/.well-known/agent-card.json"), true],
  ["SendMessageResponse: Task", "SendMessageResponse", { jsonrpc: "2.0", id: 7, result: task03 }, true],
  ["invalid: GetTaskRequest, id missing", "GetTaskRequest", { jsonrpc: "2.0", id: "r-1", method: "tasks/get", params: { historyLength: 2 } }, false],
  [
    "invalid: A2ARequest, last part kind",
    "A2ARequest",
    { ...send03, params: { ...send03.params, message: { ...send03.params.message, parts: [...send03.params.message.parts, { kind: "txt", text: "x" }] } } },
    false,
  ],
  ["invalid: Task, history role", "Task", { ...task03, history: [...task03.history, { ...message03(5, "user"), role: "robot" }] }, false],
];

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
console.log(`  geometric mean ratio ${Math.pow(ratioProduct, 1 / corpus10.length).toFixed(2)}x (target >= 3x)`);

console.log("validation: v0.3 JSON-RPC schemas (runtime engine) vs ajv 8 compiled from a2a.json");
const a2aJson = JSON.parse(readFileSync(new URL("../proto/a2a/v1/a2a.json", import.meta.url), "utf8"));
const ajv = codeGeneration ? new Ajv({ strict: false, allErrors: false }).addSchema(a2aJson, "a2a.json") : null;
let checkProduct = 1;
let parseProduct = 1;
let parseLowest = Infinity;
for (const [name, def, value, valid] of corpus03) {
  const schema = jsonrpc[def];
  const accept = accepts[def];
  if (schema.safeParse(value).success !== valid || accept(value) !== valid) throw new Error(`bench corpus: ${name} should be ${valid ? "valid" : "invalid"}`);
  if (ajv === null) {
    // ajv compiles every schema with new Function: there is nothing to race against.
    const [check, parse] = race(
      () => accept(value),
      () => schema.safeParse(value),
    );
    console.log(
      `  ${name.padEnd(38)} accepts ${fmt(check).padStart(14)}   safeParse ${fmt(parse).padStart(14)}   ajv (cannot compile without code generation)`,
    );
    continue;
  }
  const ajvCheck = ajv.getSchema(`a2a.json#/definitions/${def}`)!;
  if (ajvCheck(value) !== valid) throw new Error(`bench corpus: ${name} should be ${valid ? "valid" : "invalid"} with ajv`);
  const [check, theirs] = race(
    () => accept(value),
    () => ajvCheck(value),
  );
  const [parse, theirs2] = race(
    () => schema.safeParse(value),
    () => ajvCheck(value),
  );
  if (!valid) {
    // The ZodError is built when `error` is read (as zod's own safeParse does): what a server that answers
    // the refusal pays, beside ajv's errors read the same way. Printed, not a target.
    const [read, theirs3] = race(
      () => (schema.safeParse(value) as { error?: { issues: unknown[] } }).error?.issues.length,
      () => (ajvCheck(value) ? 0 : ajvCheck.errors?.length),
    );
    console.log(
      `  ${`${name}, error read`.padEnd(38)} safeParse + error.issues ${fmt(read).padStart(14)} ${(read / theirs3).toFixed(2).padStart(6)}x   ajv + errors ${fmt(theirs3).padStart(14)}`,
    );
  }
  const checkRatio = check / theirs;
  const parseRatio = parse / theirs2;
  checkProduct *= checkRatio;
  parseProduct *= parseRatio;
  parseLowest = Math.min(parseLowest, parseRatio);
  console.log(
    `  ${name.padEnd(38)} accepts ${fmt(check).padStart(14)} ${checkRatio.toFixed(2).padStart(6)}x   safeParse ${fmt(parse).padStart(14)} ${parseRatio.toFixed(2).padStart(6)}x   ajv ${fmt(theirs).padStart(14)}`,
  );
}
if (ajv !== null) {
  const n = corpus03.length;
  console.log(`  geometric mean ratio, accepts ${Math.pow(checkProduct, 1 / n).toFixed(2)}x (target >= 1x)`);
  console.log(
    `  geometric mean ratio, safeParse ${Math.pow(parseProduct, 1 / n).toFixed(2)}x (target >= 0.5x), lowest ${parseLowest.toFixed(2)}x (target >= 0.25x)`,
  );
}
