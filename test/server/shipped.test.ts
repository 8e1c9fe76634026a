// The server's shipped code: the core uses no Node-only global or module (only the node entry does), no
// eval, and writes no A2A fact itself — no JSON-RPC method, route, gRPC path, error reason, code or
// service-parameter name as a string literal; they come from the generated tables. The facts searched
// for are read from those tables, so a new one is covered without editing this test.

import assert from "node:assert/strict";
import { readdirSync, readFileSync } from "node:fs";
import { test } from "node:test";
import { serviceParameters } from "@a2a-bindgen/a2a/protocol";
import * as v0_3 from "@a2a-bindgen/a2a/v0_3";
import * as v1_0 from "@a2a-bindgen/a2a/v1_0";

const dir = new URL("../../server/src/", import.meta.url);
const mine = [
  "answer.ts",
  "call/context.ts",
  "call/form.ts",
  "call/report.ts",
  "call/run.ts",
  "call/stream.ts",
  "card.ts",
  "core.ts",
  "dispatch.ts",
  "fetch.ts",
  "listen.ts",
  "node.ts",
  "options.ts",
  "versions.ts",
  "bindings/http.ts",
  "bindings/jsonrpc/binding.ts",
  "bindings/http-json/binding.ts",
  "bindings/grpc/errors.ts",
  "bindings/grpc/form.ts",
  "bindings/grpc/routes.ts",
  "bindings/grpc/serve.ts",
  "bindings/grpc/views.ts",
];
/** The Node-only entries: the node:http adapter, what it shares with the gRPC server, and the gRPC server. */
const nodeOnly = ["node.ts", "listen.ts", "bindings/grpc/serve.ts"];

/** The code without comments (line and block), so that comments may name what they explain. */
function code(text: string): string {
  return text.replace(/\/\*[\s\S]*?\*\//g, "").replace(/(^|[^:"'])\/\/.*$/gm, "$1");
}

function facts(): string[] {
  const out = new Set<string>();
  for (const ops of [v1_0.operations, v0_3.operations] as unknown as Record<
    string,
    { jsonRpcMethod: string | null; grpcMethod: string; names: readonly string[] }
  >[]) {
    for (const op of Object.values(ops)) {
      if (op.jsonRpcMethod) out.add(op.jsonRpcMethod);
      out.add(op.grpcMethod);
      for (const n of op.names) if (n.includes("/")) out.add(n.slice(n.indexOf(" ") + 1));
    }
  }
  for (const t of [v1_0.errorTable, v0_3.errorTable]) {
    for (const e of [...t.a2aErrors, ...Object.values(t.standardErrors)]) {
      if (e.reason) out.add(e.reason);
      out.add(String(e.code));
    }
    out.add(t.errorInfoDomain);
  }
  out.add(serviceParameters.version.headers);
  out.add(serviceParameters.version.metadata);
  out.add(serviceParameters.extensions.headers);
  return [...out];
}

test("server/src: the files of this binding exist and hold no Node-only global outside the Node entries, and no eval", () => {
  const files = (readdirSync(dir, { recursive: true }) as string[]).filter((f) => f.endsWith(".ts"));
  for (const f of mine) assert.ok(files.includes(f), f);
  for (const f of mine) {
    const text = code(readFileSync(new URL(f, dir), "utf8"));
    assert.doesNotMatch(text, /new Function|\beval\(/, f);
    if (nodeOnly.includes(f)) continue;
    assert.doesNotMatch(text, /\b(Buffer|process|require)\b|from "node:/, f);
  }
});

test("server/src: no A2A method, route, gRPC path, reason, code or header name written by hand", () => {
  const all = facts();
  assert.ok(all.includes("message/send") && all.includes("TASK_NOT_FOUND") && all.includes("/message:send"));
  for (const f of mine) {
    const text = code(readFileSync(new URL(f, dir), "utf8"));
    assert.doesNotMatch(text, /-32[0-9]{3}\b/, `${f} writes a JSON-RPC code`);
    for (const fact of all) {
      for (const q of ['"', "'", "`"]) assert.ok(!text.includes(q + fact + q), `${f} writes ${fact}`);
    }
  }
});
