// A client generated from the document by an established generator (openapi-typescript's Node API, nothing
// downloaded) and called with openapi-fetch: the app (client-app.ts) is type-checked by the repository's tsc
// in a strict app (strict, exactOptionalPropertyTypes, noUncheckedIndexedAccess, nodenext, skipLibCheck off,
// so the printed schema.d.ts is checked too), then run against the reference server's echo agent over
// HTTP+JSON at the interface URL its card lists for the version. Expectations: the echo agent completes a
// task echoing the text (test/server/echo.test.ts, "echo: <text>"), GetTask answers that task (spec §3.1.3),
// ListTasks lists it (§3.1.4), and every state is a TaskState name of the document.

import assert from "node:assert/strict";
import { execFile, spawnSync } from "node:child_process";
import { mkdirSync, mkdtempSync, rmSync, symlinkSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { after, before, test } from "node:test";
import { promisify } from "node:util";
import { interfaceDeclarations, serviceParameters } from "@a2a-bindgen/a2a/protocol";
import { createEchoAgent } from "@a2a-bindgen/server";
import { type NodeServer, startNodeServer } from "@a2a-bindgen/server/node";
import openapiTS, { astToString } from "openapi-typescript";
import { appRoutes, appSource, enumNames } from "./client-app.js";
import { documentOf } from "./tools.js";
import { strictCompilerOptions } from "../../support/strict-app.js";

const root = join(import.meta.dirname, "../../..");
const tsc = join(root, "node_modules/typescript/bin/tsc");
const card = {
  name: "openapi client",
  description: "the echo agent",
  version: "1.0.0",
  capabilities: { streaming: true },
  defaultInputModes: ["text/plain"],
  defaultOutputModes: ["text/plain"],
  skills: [{ id: "echo", name: "echo", description: "echoes", tags: ["echo"] }],
};

/** Per version: the document, the version as the card lists it, the request the app sends (the version's ProtoJSON). */
const versions = [
  { dir: "v1_0", version: "1.0", list: true, message: { messageId: "m-1", role: "ROLE_USER", parts: [{ text: "hello" }] } },
  { dir: "v0_3", version: "0.3", list: false, message: { messageId: "m-1", role: "ROLE_USER", content: [{ text: "hello" }] } },
] as const;

/** The HTTP+JSON interface URL the served v1.0 card lists for `version`. */
async function interfaceUrl(origin: string, version: string): Promise<string> {
  const r = await fetch(origin + interfaceDeclarations.card.path, {
    headers: { [serviceParameters.version.headers]: "1.0" },
    signal: AbortSignal.timeout(5000),
  });
  const listed: any[] = (await r.json())[interfaceDeclarations.list.field] ?? [];
  const found = listed.find((i) => i[interfaceDeclarations.list.binding] === "HTTP+JSON" && i[interfaceDeclarations.list.version] === version);
  assert.ok(found, `the card lists no HTTP+JSON interface for ${version}: ${JSON.stringify(listed)}`);
  return found[interfaceDeclarations.list.url];
}

/**
 * tsc's diagnostics that concern `dir`: its files' errors (with their indented continuation lines) and
 * those of no file of the other versions (the tsconfig, a library).
 */
function diagnosticsOf(output: string, dir: string): string[] {
  const others = versions.map((o) => `${o.dir}/`).filter((p) => p !== `${dir}/`);
  let mine = true;
  return output.split("\n").filter((line) => {
    if (line.trim() === "") return false;
    if (!/^\s/.test(line)) mine = !others.some((p) => line.startsWith(p));
    return mine;
  });
}

const app = mkdtempSync(join(tmpdir(), "a2a-openapi-client-"));
let checked: { status: number | null; output: string } = { status: null, output: "not run" };
let server: NodeServer | undefined;

// Both apps (app/v1_0, app/v0_3) are generated, then checked by one tsc run, before the server starts.
before(async () => {
  symlinkSync(join(root, "node_modules"), join(app, "node_modules"), "dir");
  writeFileSync(join(app, "package.json"), JSON.stringify({ name: "openapi-client", private: true, type: "module" }));
  for (const v of versions) {
    const doc = documentOf(v.dir);
    mkdirSync(join(app, v.dir));
    writeFileSync(join(app, v.dir, "schema.d.ts"), astToString(await openapiTS(doc, { silent: true })));
    const states = enumNames(doc.components.schemas.TaskState);
    const header = { [serviceParameters.version.headers]: v.version };
    writeFileSync(join(app, v.dir, "app.ts"), appSource(appRoutes(doc, v.list), states, header, { message: v.message }));
  }
  writeFileSync(join(app, "tsconfig.json"), JSON.stringify({ compilerOptions: strictCompilerOptions, files: versions.map((v) => `${v.dir}/app.ts`) }));
  const r = spawnSync(process.execPath, [tsc, "-p", join(app, "tsconfig.json"), "--pretty", "false"], { cwd: app, encoding: "utf8", timeout: 120_000 });
  checked = { status: r.status, output: `${r.stdout}${r.stderr}${r.error ?? ""}` };
  const agent = createEchoAgent();
  server = await startNodeServer({ server: { agent, card, basePath: "/a2a", onClose: () => agent.close() } });
});

after(async () => {
  await server?.close({ graceMs: 1000 });
  rmSync(app, { recursive: true, force: true });
});

for (const v of versions) {
  test(`${v.dir}: openapi-typescript types + openapi-fetch call SendMessage, GetTask${v.list ? ", ListTasks" : ""} and read the answers through their own types`, async () => {
    assert.ok(checked.status === 0 || (checked.status !== null && checked.output.trim() !== ""), `tsc did not finish: ${checked.output}`);
    assert.deepEqual(diagnosticsOf(checked.output, v.dir), [], `tsc on ${v.dir}/app.ts`);

    // Asynchronous (the server answers from this process), bounded.
    const url = await interfaceUrl(server!.url, v.version);
    const run = await promisify(execFile)(process.execPath, ["--import", "tsx", `${v.dir}/app.ts`, url], { cwd: app, timeout: 30_000 });
    const out = JSON.parse(run.stdout);
    assert.deepEqual(out.typed, { id: true, gotId: true, sentState: true, gotState: true });
    assert.equal(out.sentState, "TASK_STATE_COMPLETED");
    assert.equal(out.gotId, out.id);
    assert.equal(out.gotState, "TASK_STATE_COMPLETED");
    assert.equal(out.artifactText, "echo: hello");
    if (v.list) {
      assert.deepEqual(out.listedIds, [out.id]);
      assert.equal(out.totalSize, 1);
    }
  });
}
