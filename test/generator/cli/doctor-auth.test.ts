// `a2a-bindgen doctor`'s credential flags as a user runs them (a child process): --bearer, --api-key, --basic and
// --credential-origin are offered; a value given as env:NAME is read from the environment and sent as RFC 6750
// §2.1 / RFC 7617 §2 say; a missing variable or a malformed value is bad usage (exit 2, one line naming the option
// or the variable, no stack trace); no secret is printed, on stdout or stderr.

import assert from "node:assert/strict";
import { execFile } from "node:child_process";
import http from "node:http";
import type { AddressInfo } from "node:net";
import { join } from "node:path";
import { after, before, test } from "node:test";

const root = join(import.meta.dirname, "../../..");
const SECRET = "cli-secret-4b7e1f9a2c";

/** Runs `a2a-bindgen doctor …args` with `env` added to the environment; killed after 60 s. */
function doctor(args: readonly string[], env: Record<string, string> = {}): Promise<{ code: number | null; stdout: string; stderr: string }> {
  return new Promise((resolve) => {
    const child = execFile(
      process.execPath,
      [join(root, "bin", "a2a-bindgen"), "doctor", ...args],
      { cwd: root, timeout: 60_000, env: { ...process.env, ...env } },
      (_e, stdout, stderr) => resolve({ code: child.exitCode, stdout: String(stdout), stderr: String(stderr) }),
    );
  });
}

// An agent whose card declares HTTP Bearer and Basic; it records the Authorization header of each call and refuses it.
const seen: (string | undefined)[] = [];
let server: http.Server;
let cardUrl = "";
before(async () => {
  server = http.createServer((req, res) => {
    if (req.url === "/.well-known/agent-card.json") {
      const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/a2a`;
      const securitySchemes = { b: { httpAuthSecurityScheme: { scheme: "Bearer" } }, basic: { httpAuthSecurityScheme: { scheme: "Basic" } } };
      const card = { name: "r", supportedInterfaces: [{ url, protocolBinding: "JSONRPC", protocolVersion: "1.0" }], securitySchemes };
      res.writeHead(200, { "content-type": "application/json" }).end(JSON.stringify(card));
      return;
    }
    seen.push(req.headers.authorization);
    res.writeHead(401, { "www-authenticate": 'Bearer realm="r"' }).end();
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  cardUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}/.well-known/agent-card.json`;
});
after(async () => {
  server.closeAllConnections();
  await new Promise((resolve) => server.close(resolve));
});

test("doctor --help offers the credential flags", async () => {
  const run = await doctor(["--help"]);
  assert.equal(run.code, 0);
  for (const flag of ["--bearer <token>", "--api-key <name=value>", "--basic <user:pass>", "--credential-origin <origin>"])
    assert.ok(run.stdout.includes(flag), flag);
});

const usage: { name: string; args: string[]; stderr: RegExp }[] = [
  {
    name: "env:NAME of a variable not set",
    args: ["--bearer", "env:DOCTOR_CLI_UNSET"],
    stderr: /--bearer env:DOCTOR_CLI_UNSET: the environment variable DOCTOR_CLI_UNSET is not set/,
  },
  { name: "--basic without a colon", args: ["--basic", SECRET], stderr: /--basic: expected USER:PASS/ },
  { name: "--api-key without NAME=", args: ["--api-key", SECRET], stderr: /--api-key: expected NAME=VALUE/ },
];
for (const c of usage) {
  test(`doctor, bad credential usage: ${c.name} → exit 2, one line, the value nowhere`, async () => {
    const run = await doctor([cardUrl, ...c.args]);
    assert.equal(run.code, 2, run.stderr);
    assert.equal(run.stdout, "");
    assert.equal(run.stderr.trimEnd().split("\n").length, 1, run.stderr);
    assert.match(run.stderr, c.stderr);
    assert.doesNotMatch(run.stderr, /\n\s+at |Error:/);
    assert.equal(run.stderr.includes(SECRET), false);
  });
}

test("--bearer env:NAME and --basic env:NAME are read and sent; stdout and stderr name the kind, never the value", async () => {
  seen.length = 0;
  const bearer = await doctor([cardUrl, "--bearer", "env:DOCTOR_CLI_TOKEN", "--timeout", "5"], { DOCTOR_CLI_TOKEN: SECRET });
  const basic = await doctor([cardUrl, "--basic", "env:DOCTOR_CLI_BASIC", "--json", "--timeout", "5"], { DOCTOR_CLI_BASIC: `carol:${SECRET}` });
  assert.deepEqual(seen, [`Bearer ${SECRET}`, `Basic ${Buffer.from(`carol:${SECRET}`).toString("base64")}`]);
  assert.equal(bearer.code, 1);
  assert.match(bearer.stdout, /FAILED at step 1 interface .*HTTP 401 .*sent: scheme "b": bearer \(Authorization header\)/);
  assert.match(bearer.stdout, /diagnosis unauthenticated/);
  assert.equal(JSON.parse(basic.stdout).failure.diagnosis, "unauthenticated");
  for (const run of [bearer, basic]) {
    const out = run.stdout + run.stderr;
    for (const s of [SECRET, Buffer.from(`carol:${SECRET}`).toString("base64")]) assert.equal(out.includes(s), false, out);
  }
});
