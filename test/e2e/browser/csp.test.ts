// The packages in a browser under a strict Content-Security-Policy (`default-src 'self'; script-src 'self'`,
// so no 'unsafe-eval'): Debian's chromium, headless, driven by puppeteer-core. Pages (test/e2e/browser/pages/),
// bundled at test time with esbuild for the browser, load the routes-only entries, the whole A2A package and
// the client; the client page talks to the reference server on the page's own origin (127.0.0.1, port 0).
// Each page must end with zero `securitypolicyviolation` events (watch.js listens before any other script),
// zero console errors and zero uncaught errors, and its results are checked against values written by hand
// from the protos, the spec and the echo agent's documented behaviour. A control page (a plain zod object,
// whose constructor probes `new Function("")`) shows the harness sees a violation.

import assert from "node:assert/strict";
import { existsSync, mkdtempSync, readFileSync, rmSync } from "node:fs";
import http from "node:http";
import type { AddressInfo, Socket } from "node:net";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { after, before, describe, test } from "node:test";
import { build, type Metafile } from "esbuild";
import puppeteer, { type Browser } from "puppeteer-core";
import { createA2AServer, createEchoAgent, type EchoAgent } from "@a2a-bindgen/server";
import { nodeListener } from "@a2a-bindgen/server/node";

/** The binary Debian's chromium package installs (.ci/run installs the package). */
const chromium = "/usr/bin/chromium";
const csp = "default-src 'self'; script-src 'self'";
const pages = ["control", "routes", "a2a", "client"] as const;
type PageName = (typeof pages)[number];

const out = mkdtempSync(join(tmpdir(), "a2a-browser-"));
let browser: Browser | undefined;
let agent: EchoAgent | undefined;
let origin = "";
let metafile: Metafile | undefined;
const listener = http.createServer();
const sockets = new Set<Socket>();
listener.on("connection", (s) => {
  sockets.add(s);
  s.on("close", () => sockets.delete(s));
});

function html(name: PageName): string {
  return `<!doctype html><html><head><meta charset="utf-8"><title>${name}</title><link rel="icon" href="/favicon.ico">
<script src="/watch.js"></script><script type="module" src="/js/${name}.js"></script></head><body></body></html>`;
}

/** The pages, their scripts and the bundles, with the CSP; anything else is the A2A server's. */
function serveStatic(path: string, res: http.ServerResponse): boolean {
  const headers = { "content-security-policy": csp, "cache-control": "no-store" };
  const page = /^\/([a-z0-9]+)\.html$/.exec(path)?.[1];
  if (page !== undefined && (pages as readonly string[]).includes(page)) {
    res.writeHead(200, { ...headers, "content-type": "text/html; charset=utf-8" }).end(html(page as PageName));
  } else if (path === "/watch.js") {
    res.writeHead(200, { ...headers, "content-type": "text/javascript" }).end(readFileSync(resolve("test/e2e/browser/pages/watch.js")));
  } else if (/^\/js\/[A-Za-z0-9_-]+\.js$/.test(path) && existsSync(join(out, path.slice(4)))) {
    res.writeHead(200, { ...headers, "content-type": "text/javascript" }).end(readFileSync(join(out, path.slice(4))));
  } else if (path === "/favicon.ico") {
    res.writeHead(200, { ...headers, "content-type": "image/x-icon" }).end();
  } else {
    return false;
  }
  return true;
}

before(async () => {
  // Bundled as the bench does it (ESM for the browser, which fails on any Node built-in), code-split
  // so that a dynamic import is a chunk load.
  ({ metafile } = await build({
    entryPoints: Object.fromEntries(pages.map((p) => [p, resolve(`test/e2e/browser/pages/${p}.ts`)])),
    outdir: out,
    bundle: true,
    splitting: true,
    format: "esm",
    platform: "browser",
    logLevel: "silent",
    metafile: true,
  }));
  await new Promise<void>((r) => listener.listen(0, "127.0.0.1", r));
  origin = `http://127.0.0.1:${(listener.address() as AddressInfo).port}`;
  agent = createEchoAgent({ push: false });
  const card = {
    name: "browser",
    description: "the agent of the browser test",
    version: "1.0.0",
    capabilities: { streaming: true },
    defaultInputModes: ["text/plain"],
    defaultOutputModes: ["text/plain"],
    skills: [{ id: "echo", name: "echo", description: "echoes text", tags: ["echo"] }],
  };
  const a2a = nodeListener(createA2AServer({ agent, card, basePath: "/a2a", publicUrl: `${origin}/a2a` }));
  listener.on("request", (req, res) => {
    if (!serveStatic(new URL(req.url ?? "/", origin).pathname, res)) void a2a(req, res);
  });
  assert.ok(existsSync(chromium), `${chromium} is missing: install Debian's chromium package (apt-get install -y chromium), as .ci/run does`);
  browser = await puppeteer.launch({
    executablePath: chromium,
    headless: true,
    // CI runs as root, where chromium's sandbox cannot start. Every host but 127.0.0.1 resolves nowhere, so
    // that nothing the browser does on its own leaves the machine.
    args: ["--no-sandbox", "--host-resolver-rules=MAP * ~NOTFOUND, EXCLUDE 127.0.0.1"],
    timeout: 30_000,
    protocolTimeout: 30_000,
  });
});

after(async () => {
  await browser?.close();
  agent?.close();
  for (const s of sockets) s.destroy();
  await new Promise<void>((r) => listener.close(() => r()));
  rmSync(out, { recursive: true, force: true });
});

interface Violation {
  directive: string;
  blocked: string;
  source: string;
  line: number;
}

interface Visit {
  /** The page's own report: its results, or the error it threw. */
  report: { ok: true; results: unknown } | { ok: false; error: string };
  violations: Violation[];
  /** Console errors, uncaught errors, failed requests and requests off the origin. */
  errors: string[];
}

/** Opens a page and waits (at most 20 s) for its report. */
async function visit(name: PageName): Promise<Visit> {
  assert.ok(browser, "the browser started");
  const page = await browser.newPage();
  const violations: Violation[] = [];
  const errors: string[] = [];
  let timer: NodeJS.Timeout | undefined;
  try {
    const done = new Promise<Visit["report"]>((resolveReport, reject) => {
      timer = setTimeout(() => reject(new Error(`${name}: no report in 20 s; errors so far: ${errors.join("; ")}`)), 20_000);
      page.on("console", (m) => {
        const text = m.text();
        if (text.startsWith("a2a-csp ")) violations.push(JSON.parse(text.slice(8)));
        else if (text.startsWith("a2a-page ")) resolveReport(JSON.parse(text.slice(9)));
        else if (m.type() === "error") errors.push(`console: ${text}`);
      });
    });
    page.on("pageerror", (e) => errors.push(`uncaught: ${e instanceof Error ? e.message : String(e)}`));
    page.on("requestfailed", (r) => errors.push(`failed: ${r.url()} ${r.failure()?.errorText ?? ""}`));
    page.on("request", (r) => {
      if (!r.url().startsWith(`${origin}/`)) errors.push(`off the origin: ${r.url()}`);
    });
    page.on("response", (r) => {
      if (r.status() >= 400) errors.push(`status ${r.status()}: ${r.url()}`);
    });
    const [report] = await Promise.all([done, page.goto(`${origin}/${name}.html`, { timeout: 20_000 })]);
    return { report, violations, errors };
  } finally {
    clearTimeout(timer);
    await page.close();
  }
}

/** The page's results, after asserting it had no violation, no error and finished. */
async function clean(name: PageName): Promise<unknown> {
  const v = await visit(name);
  assert.deepEqual(v.violations, [], `CSP violations on ${name}: ${JSON.stringify(v.violations)}`);
  assert.deepEqual(v.errors, []);
  assert.ok(v.report.ok, v.report.ok ? "" : v.report.error);
  return v.report.results;
}

describe("the packages under `default-src 'self'; script-src 'self'` in chromium", () => {
  test("control: a zod object schema's eval probe is a violation the page reports (script-src, blocked eval)", async () => {
    const v = await visit("control");
    assert.deepEqual(v.report, { ok: true, results: { a: "x" } });
    assert.ok(v.violations.length >= 1, "the probe was seen");
    // CSP 3, §6.1.11 (EnsureCSPDoesNotBlockStringCompilation): the violation's resource is "eval", its directive script-src.
    assert.equal(v.violations[0]?.directive, "script-src");
    assert.equal(v.violations[0]?.blocked, "eval");
  });

  test("routes-only: match and build, v1.0 and v0.3", async () => {
    // The protos' google.api.http bindings: v1.0 GetTask at /tasks/{id} (and /{tenant}/tasks/{id}), SendMessage
    // at POST /message:send; v0.3 GetTask at /v1/{name=tasks/*}, SendMessage at POST /v1/message:send.
    assert.deepEqual(await clean("routes"), {
      v1_0: {
        getTask: { kind: "match", operation: "GetTask", path: { id: "abc" } },
        getTaskOfTenant: { kind: "match", operation: "GetTask", path: { tenant: "t1", id: "abc" } },
        send: { kind: "match", operation: "SendMessage", path: {} },
        unknown: { kind: "not_found" },
        buildGetTask: "/t1/tasks/abc",
        buildSend: "/message:send",
      },
      v0_3: {
        getTask: { kind: "match", operation: "GetTask", path: { name: "tasks/abc" } },
        send: { kind: "match", operation: "SendMessage", path: {} },
        buildGetTask: "/v1/tasks/abc",
      },
    });
  });

  test("the whole A2A package: match, build, parse in ProtoJSON v1.0 and v0.3 and v0.3 JSON-RPC, conversion both ways", async () => {
    assert.deepEqual(await clean("a2a"), {
      routes: {
        v1_0: { kind: "match", operation: "GetTask", path: { id: "abc" } },
        v0_3: { kind: "match", operation: "GetTask", path: { name: "tasks/abc" } },
        buildV1_0: "/t1/tasks/abc",
        buildV0_3: "/v1/tasks/abc",
      },
      // v1.0 JSON-RPC methods are the proto rpc names; v0.3's are the spec's slash names.
      methods: { v1_0: "SendMessage", v0_3Send: "SendMessage", v0_3Get: "GetTask" },
      protoJsonV1_0: { message: { success: true }, badRole: { success: false, paths: ["role"] }, text: "hi" },
      // v0.3's proto (a2a.v1) names a message's parts `content`.
      protoJsonV0_3: { message: { success: true }, badContent: { success: false, paths: ["content"] } },
      // v0.3 JSON-RPC: kinds on messages, parts and tasks; roles "user"/"agent"; states in lowercase.
      jsonRpcV0_3: { send: { success: true }, task: { success: true }, badRole: { success: false, paths: ["role"] } },
      convert: {
        toV0_3Jsonrpc: { value: { kind: "message", messageId: "m1", role: "user", parts: [{ kind: "text", text: "hi" }] }, losses: [] },
        toV1_0Jsonrpc: { value: { messageId: "m2", role: "ROLE_AGENT", parts: [{ text: "yo" }] }, losses: [] },
        taskToV1_0: { value: { id: "t1", contextId: "c1", status: { state: "TASK_STATE_COMPLETED" } }, losses: [] },
        toV0_3Rest: { value: { messageId: "m1", role: "ROLE_USER", content: [{ text: "hi" }] }, losses: [] },
        toV1_0Rest: { value: { messageId: "m2", role: "ROLE_AGENT", parts: [{ text: "yo" }] }, losses: [] },
      },
    });
  });

  test("the client against the reference server on the page's origin: JSON-RPC and HTTP+JSON at 1.0 and 0.3", async () => {
    // The echo agent (server/src/echo.ts): "message: …" answers a Message "echo: …"; other text a task that
    // completes with an artifact "echo: …". The card lists every interface at publicUrl (origin + /a2a).
    // TaskNotFoundError is -32001 (the quick reference §5).
    const expected = (binding: string, version: string) => ({
      selected: { binding, version, url: "/a2a" },
      message: { role: "ROLE_AGENT", text: "echo: message: hi" },
      task: { state: "TASK_STATE_COMPLETED", artifact: "echo: hello" },
      got: { same: true, state: "TASK_STATE_COMPLETED", artifact: "echo: hello" },
      lastStreamed: "TASK_STATE_COMPLETED",
      missing: binding === "jsonrpc" ? { name: "TaskNotFoundError", code: -32001 } : "not asked",
    });
    assert.deepEqual(await clean("client"), {
      "jsonrpc 1.0": expected("jsonrpc", "1.0"),
      "jsonrpc 0.3": expected("jsonrpc", "0.3"),
      "http+json 1.0": expected("http+json", "1.0"),
      "http+json 0.3": expected("http+json", "0.3"),
    });
  });
});

test("the routes-only page's bundle holds no zod and no validators (its chunks included)", () => {
  assert.ok(metafile, "bundled");
  const outputs = metafile.outputs;
  const key = (file: string) => Object.keys(outputs).find((k) => k.endsWith(`/${file}`)) as string;
  const inputs = new Set<string>();
  const seen = new Set<string>();
  const walk = (output: string) => {
    if (seen.has(output)) return;
    seen.add(output);
    for (const i of Object.keys(outputs[output]?.inputs ?? {})) inputs.add(i);
    for (const imp of outputs[output]?.imports ?? []) if (imp.kind === "import-statement") walk(imp.path);
  };
  walk(key("routes.js"));
  assert.ok(
    [...inputs].some((i) => i.includes("v1_0/core.js")),
    [...inputs].join(", "),
  );
  assert.deepEqual(
    [...inputs].filter((i) => /node_modules\/zod\/|\/(schemas|jsonrpc)\.js$/.test(i)),
    [],
  );
});
