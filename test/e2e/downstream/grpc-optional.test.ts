// gRPC's packages are optional peers of the ./grpc entries: an app with the reference server and client (and
// the tables and kit they depend on) installs, for production, no @connectrpc/* and no @bufbuild/protobuf, and
// every other entry works there (test/e2e/downstream/default-app.mjs), its declarations checked by a strict
// TypeScript app; then the same app installs the peers and speaks every binding at both versions
// (test/e2e/downstream/reference-app.mjs). Prints both footprints: size and package count.
//
// Packed from the dist `npm run build` left (no prepack per package), as the security suite packs.

import assert from "node:assert/strict";
import { copyFileSync, existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { test } from "node:test";
import { appManifest, installedPackages, lockedVersion, npm, ok, packWorkspaces, quiet, repo, size, typeCheckApp } from "./support.ts";

/** gRPC's packages: what the ./grpc entries import, and what the docs tell an app to install. */
const grpcPeers = ["@bufbuild/protobuf", "@connectrpc/connect", "@connectrpc/connect-node"];
const isGrpcPeer = (name: string) => grpcPeers.includes(name) || name.startsWith("@connectrpc/");

function footprint(app: string, label: string): { bytes: number; packages: string[] } {
  const bytes = size(join(app, "node_modules"));
  const packages = installedPackages(app);
  console.log(`${label}: ${(bytes / 1e6).toFixed(2)} MB, ${packages.length} packages (${packages.join(", ")})`);
  return { bytes, packages };
}

test("an app without gRPC installs none of its packages and uses every other entry; with them, every binding", { timeout: 15 * 60_000 }, () => {
  const root = mkdtempSync(join(tmpdir(), "a2a-downstream-grpc-"));
  try {
    const tgz = join(root, "tgz");
    mkdirSync(tgz);
    for (const dist of ["runtime/dist/index.js", "kit/dist/index.js", "server/dist/index.js", "client/dist/index.js"])
      assert.ok(existsSync(join(repo, dist)), `${dist} is missing: run \`npm run build\` first`);
    const t = packWorkspaces(tgz, { prepack: false });
    const app = join(root, "app");
    mkdirSync(app);
    const manifest = appManifest("downstream-default-app", t);
    writeFileSync(join(app, "package.json"), JSON.stringify(manifest, null, 2));
    ok(npm, ["install", ...quiet, "--omit=dev"], app);

    const without = footprint(app, "server + client production install without gRPC");
    assert.deepEqual(without.packages.filter(isGrpcPeer), [], "an app that never speaks gRPC installs none of its packages");
    for (const name of [...grpcPeers, "@connectrpc"]) assert.equal(existsSync(join(app, "node_modules", name)), false, `${name} installed`);

    copyFileSync(join(import.meta.dirname, "default-app.mjs"), join(app, "default.js"));
    const d = JSON.parse(ok(process.execPath, ["--disallow-code-generation-from-strings", "default.js"], app, { timeout: 120_000 }).stdout);
    assert.deepEqual(d.entries, { storeConformance: "function", compat: ["toV0_3", "toV1_0"] });
    // Each binding at each version reaches the echo agent; an unknown task is TaskNotFoundError (§5.4; v0.3 by its code).
    const echoed = { artifact: "echo: hi", missing: "TaskNotFoundError" };
    assert.deepEqual(d.calls, [
      { binding: "jsonrpc", version: "1.0", ...echoed },
      { binding: "jsonrpc", version: "0.3", ...echoed },
      { binding: "http+json", version: "1.0", ...echoed },
      { binding: "http+json", version: "0.3", ...echoed },
    ]);
    assert.deepEqual(d.fetchCard, { status: 200, name: "echo" });
    assert.equal(d.negotiated, "1.0");
    // The doctor: one harmless call per interface the card lists (JSON-RPC and HTTP+JSON, both versions), each connects.
    assert.equal(d.doctor.ok, true, JSON.stringify(d.doctor));
    assert.equal(d.doctor.calls.length, 4, JSON.stringify(d.doctor));
    // gRPC asked for: the client names the entry that provides its transport …
    assert.match(d.clientGrpc.message, /@a2a-bindgen\/client\/grpc/);
    // … the ./grpc entries fail at import naming a package to install …
    for (const [entry, e] of Object.entries(d.entriesGrpc as Record<string, { code: string; message: string }>)) {
      assert.equal(e.code, "ERR_MODULE_NOT_FOUND", `${entry}: ${JSON.stringify(e)}`);
      assert.match(e.message, /Cannot find package '(@connectrpc\/connect(-node)?|@bufbuild\/protobuf)'/, entry);
    }
    // … and the doctor, answered over gRPC, says what to install instead of failing deep in an import.
    assert.match(d.doctorGrpc.message, /needs @bufbuild\/protobuf .*: npm i @bufbuild\/protobuf/);

    // The declarations the default entries reach name no gRPC package: a strict app compiles without them.
    copyFileSync(join(import.meta.dirname, "typed-app.ts"), join(app, "app.ts"));
    typeCheckApp(app, "NodeNext", "NodeNext");

    // The same app with gRPC: the peers at the versions the repository locks (docs/grpc.md's install line).
    ok(npm, ["install", ...quiet, "--omit=dev", ...grpcPeers.map((p) => `${p}@${lockedVersion(p)}`)], app);
    const withGrpc = footprint(app, "server + client production install with gRPC");
    assert.deepEqual(withGrpc.packages.filter(isGrpcPeer), grpcPeers, "the peers once the app installs them, one copy each");
    console.log(`gRPC adds ${((withGrpc.bytes - without.bytes) / 1e6).toFixed(2)} MB, ${withGrpc.packages.length - without.packages.length} packages`);

    // The reference server and client: one echo agent on node:http (JSON-RPC and HTTP+JSON) and gRPC, a card
    // listing the three bindings at 1.0 and 0.3, the client calling each entry.
    copyFileSync(join(import.meta.dirname, "reference-app.mjs"), join(app, "reference.js"));
    const ref = JSON.parse(ok(process.execPath, ["--disallow-code-generation-from-strings", "reference.js"], app, { timeout: 120_000 }).stdout);
    const done = { state: "TASK_STATE_COMPLETED", ...echoed };
    assert.deepEqual(ref, [
      { binding: "jsonrpc", version: "1.0", ...done },
      { binding: "jsonrpc", version: "0.3", ...done },
      { binding: "http+json", version: "1.0", ...done },
      { binding: "http+json", version: "0.3", ...done },
      { binding: "grpc", version: "1.0", ...done },
      { binding: "grpc", version: "0.3", ...done },
    ]);
  } finally {
    rmSync(root, { recursive: true, force: true });
  }
});
