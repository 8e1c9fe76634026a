// The flagged decisions of the rules file ($.decisions) are what the code and the docs cite by id: every
// id cited ("decision quota-error", `decision "cancel-canceled-task"`) in the packages' sources and the docs
// is one of them, so that a renamed or dropped decision does not leave a comment or a page pointing nowhere.
// And each decision of issue 35 says both sides and names the option that selects the other one.

import assert from "node:assert/strict";
import { readdirSync, readFileSync, statSync } from "node:fs";
import { join, resolve } from "node:path";
import { test } from "node:test";

const root = resolve(import.meta.dirname, "../../..");
const decisions: { id: string; question: string; decided: string; alternatives: string[] }[] = JSON.parse(
  readFileSync(join(root, "rules/a2a.rules.json"), "utf8"),
).decisions;

/** Files under `dir` (recursively) whose names end with one of `exts`. */
function files(dir: string, exts: readonly string[]): string[] {
  const out: string[] = [];
  for (const name of readdirSync(dir)) {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) out.push(...files(path, exts));
    else if (exts.some((e) => name.endsWith(e))) out.push(path);
  }
  return out;
}

const CITED = /\bdecision "?([a-z0-9]+(?:-[a-z0-9]+)+)"?/g;

test("every decision the sources and docs cite by id is a decision of the rules file", () => {
  const ids = new Set(decisions.map((d) => d.id));
  const sources = ["server/src", "client/src", "kit/src", "store-sqlite/src", "store-postgres/src"].flatMap((d) => files(join(root, d), [".ts"]));
  const docs = [...files(join(root, "docs"), [".md"]), join(root, "README.md")];
  const cited: string[] = [];
  for (const file of [...sources, ...docs]) {
    for (const m of readFileSync(file, "utf8").matchAll(CITED)) {
      cited.push(m[1]!);
      assert.ok(ids.has(m[1]!), `${file.slice(root.length + 1)} cites decision ${m[1]}, which $.decisions does not hold`);
    }
  }
  // The two of issue 35 are cited where they apply.
  for (const id of ["cancel-canceled-task", "grpc-interface-url"]) assert.ok(cited.includes(id), `decision ${id} is cited`);
});

test("the decisions of issue 35 quote the spec on each side and name the option that selects the alternative", () => {
  const byId = new Map(decisions.map((d) => [d.id, d]));
  const cancel = byId.get("cancel-canceled-task");
  assert.ok(cancel !== undefined);
  // Both sides of v1.0.1: §3.3.1 (idempotent) and §3.1.5 (TaskNotCancelableError for a task already canceled).
  assert.match(cancel.question, /§3\.3\.1: 'Cancel Task operations are idempotent/);
  assert.match(cancel.question, /§3\.1\.5: 'TaskNotCancelableError: The task is not in a cancelable state \(e\.g\., already completed, failed, or canceled\)/);
  assert.match(cancel.decided, /cancelAlreadyCanceled: "TaskNotCancelableError"/);

  const grpc = byId.get("grpc-interface-url");
  assert.ok(grpc !== undefined);
  // The v1.0.1 proto's words, and upstream's later ones.
  assert.match(grpc.question, /Must be a valid absolute HTTPS URL in production/);
  assert.match(grpc.question, /For gRPC, the address should be in the format \\?"hostname:port\\?"/);
  assert.match(grpc.decided, /grpcUrlForm: "host:port"/);
});
