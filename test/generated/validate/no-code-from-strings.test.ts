// The validators compile no code from strings, probes included: in a child process whose preload
// replaces globalThis.Function and eval with functions that count their calls (and throw), every v0.3
// JSON-RPC and v1.0 ProtoJSON schema is built and used on valid and invalid bodies, and the count
// stays 0. A count, not a crash: zod catches its own `new Function("")` probe, so a throw alone would
// go unseen (as it does under --disallow-code-generation-from-strings).
import { test } from "node:test";
import assert from "node:assert/strict";
import { execFileSync } from "node:child_process";

const preload = `
globalThis.__codeFromStrings = [];
const trap = (name) => function () {
  globalThis.__codeFromStrings.push(name + ": " + new Error().stack.split("\\n").slice(2, 5).join(" | "));
  throw new EvalError(name + " is trapped");
};
globalThis.Function = trap("Function");
globalThis.eval = trap("eval");
`;

const script = `
import { v0_3, v1_0 } from "@a2a-bindgen/a2a";
const bodies = [
  undefined, null, 0, "x", [], {}, { kind: "text", text: "hi" },
  { kind: "message", messageId: "m", role: "user", parts: [{ kind: "text", text: "hi" }, { kind: "txt" }] },
  { jsonrpc: "2.0", id: 1, method: "message/send", params: { message: { kind: "message", messageId: "m", role: "user", parts: [] } } },
  { jsonrpc: "2.0", id: null, result: { kind: "task" } },
  { messageId: "m", role: "ROLE_USER", parts: [{ text: "hi" }] },
  { message: { messageId: "m", role: "ROLE_USER", parts: [{ text: "hi" }] } },
  { id: "t", contextId: "c", status: { state: "TASK_STATE_WORKING", timestamp: "2026-01-01T00:00:00Z" } },
  { name: 1, unknownField: { nested: [1, "2", null] } },
];
let used = 0, accepted = 0;
const sets = [v0_3.jsonrpc.schemas, v1_0.schemas, v1_0.schemasWith({ unknownFields: "report" }), v0_3.schemas];
for (const set of sets) {
  for (const name of Object.keys(set)) {
    const schema = set[name];
    for (const body of bodies) {
      const r = schema.safeParse(body);
      if (r.success) accepted++; else void r.error.issues.length;
      used++;
    }
  }
}
for (const name of v0_3.jsonrpc.definitionNames) for (const body of bodies) v0_3.jsonrpc.accepts[name](body);
console.log(JSON.stringify({ used, accepted, calls: globalThis.__codeFromStrings }));
`;

test("building and using every v0.3 and v1.0 schema calls neither Function nor eval", () => {
  const out = execFileSync(process.execPath, ["--import", `data:text/javascript,${encodeURIComponent(preload)}`, "--input-type=module", "-e", script], {
    cwd: new URL("../../../", import.meta.url),
    encoding: "utf8",
    timeout: 60_000,
  });
  const { used, accepted, calls } = JSON.parse(out) as { used: number; accepted: number; calls: string[] };
  assert.deepEqual(calls, []);
  assert.ok(used > 1000, `only ${used} parses ran`);
  assert.ok(accepted > 0 && accepted < used, "both accepting and refusing paths ran");
});

test("the trap itself sees zod's probe: a zod object schema built under it is counted", () => {
  const out = execFileSync(
    process.execPath,
    [
      "--import",
      `data:text/javascript,${encodeURIComponent(preload)}`,
      "--input-type=module",
      "-e",
      `import * as z from "zod"; z.object({ a: z.string() }).safeParse({ a: "x" }); console.log(JSON.stringify(globalThis.__codeFromStrings.length));`,
    ],
    { cwd: new URL("../../../", import.meta.url), encoding: "utf8", timeout: 60_000 },
  );
  assert.ok(Number(out) > 0, "zod's $ZodObject probe should hit the trap");
});
