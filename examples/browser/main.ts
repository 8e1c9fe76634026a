// A browser client: browser.ts bundled with esbuild, served with a page under a Content-Security-Policy without
// 'unsafe-eval', opened in Chromium (puppeteer-core), calling an echo agent on another origin that allows the
// page's origin (CORS). Everything listens on 127.0.0.1, port 0, and is stopped at the end.
import assert from "node:assert/strict";
import http from "node:http";
import type { AddressInfo } from "node:net";
import { join } from "node:path";
import { createEchoAgent } from "@a2a-bindgen/server";
import { type NodeServer, startNodeServer } from "@a2a-bindgen/server/node";
import { build } from "esbuild";
import puppeteer, { type Browser } from "puppeteer-core";

// The page's code, bundled in memory: ESM for the browser (a Node built-in would be a build error), split so
// the client's per-version code loads as chunks only when an interface of that version is chosen.
const bundle = await build({
  entryPoints: [join(import.meta.dirname, "browser.ts")],
  outdir: join(import.meta.dirname, "js"),
  bundle: true,
  splitting: true,
  minify: true,
  format: "esm",
  platform: "browser",
  write: false,
  logLevel: "warning",
});
const scripts = new Map(bundle.outputFiles.map((f) => [`/js/${f.path.slice(f.path.lastIndexOf("/") + 1)}`, f.text]));
const kb = (bundle.outputFiles.reduce((n, f) => n + f.contents.byteLength, 0) / 1024).toFixed(1);
console.log(`bundled browser.ts: ${scripts.size} files, ${kb} KB minified`);

// The page's server first: the agent needs the page's origin for its CORS policy, the page the agent's for its CSP.
let agentOrigin = "";
const site = http.createServer((req, res) => {
  const path = new URL(req.url ?? "/", "http://page").pathname;
  const csp = `default-src 'self'; script-src 'self'; connect-src ${agentOrigin}`;
  const script = scripts.get(path);
  if (path === "/") {
    res.writeHead(200, { "content-type": "text/html; charset=utf-8", "content-security-policy": csp });
    res.end(
      '<!doctype html><html><head><meta charset="utf-8"><title>A2A from a page</title></head>' +
        '<body><script type="module" src="/js/browser.js"></script></body></html>',
    );
  } else if (path === "/favicon.ico") {
    res.writeHead(204).end();
  } else if (script !== undefined) {
    res.writeHead(200, { "content-type": "text/javascript", "content-security-policy": csp }).end(script);
  } else {
    res.writeHead(404).end();
  }
});
await new Promise<void>((resolve) => site.listen(0, "127.0.0.1", resolve));
const pageOrigin = `http://127.0.0.1:${(site.address() as AddressInfo).port}`;
let server: NodeServer | undefined;
let browser: Browser | undefined;
try {
  const agent = createEchoAgent();
  server = await startNodeServer({
    server: {
      agent,
      basePath: "/a2a",
      cors: { origins: [pageOrigin] }, // this page may call the agent; no other origin may read its answers
      card: {
        name: "page-echo",
        description: "echoes what a browser page sends",
        version: "0.1.0",
        capabilities: { streaming: true },
        defaultInputModes: ["text/plain"],
        defaultOutputModes: ["text/plain"],
        skills: [{ id: "page-echo", name: "page echo", description: "answers a page with its own words", tags: ["browser"] }],
      },
      onClose: () => agent.close(),
    },
  });
  agentOrigin = server.url;
  console.log(`page at ${pageOrigin}, agent at ${agentOrigin}/a2a`);

  browser = await puppeteer.launch({
    executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
    headless: true,
    // Chromium's sandbox cannot start as root (CI containers); every host but 127.0.0.1 resolves nowhere.
    args: [...(process.getuid?.() === 0 ? ["--no-sandbox"] : []), "--host-resolver-rules=MAP * ~NOTFOUND, EXCLUDE 127.0.0.1"],
    timeout: 30_000,
  });
  const page = await browser.newPage();
  const problems: string[] = [];
  page.on("pageerror", (e) => problems.push(`uncaught: ${e instanceof Error ? e.message : String(e)}`));
  page.on("console", (m) => {
    if (m.type() === "error") problems.push(`console: ${m.text()}`);
  });
  await page.goto(`${pageOrigin}/?agent=${encodeURIComponent(agentOrigin)}`, { timeout: 20_000 });
  await page.waitForSelector("body[data-result], body[data-error]", { timeout: 20_000 });
  const error = await page.$eval("body", (b) => b.dataset.error);
  assert.equal(error, undefined, `the page failed: ${error}`);
  const result = JSON.parse((await page.$eval("body", (b) => b.dataset.result)) ?? "{}");
  console.log(`the page says: ${JSON.stringify(result)}`);
  // The echo agent completes a task whose artifact echoes the text (its documented behaviour).
  assert.deepEqual(result, {
    binding: "jsonrpc",
    state: "TASK_STATE_COMPLETED",
    artifact: "echo: hello from the page",
    lastStreamed: "TASK_STATE_COMPLETED",
    violations: [],
  });
  assert.deepEqual(problems, []);
  console.log("no CSP violation, no console error: the client needs no 'unsafe-eval'");
} finally {
  await browser?.close();
  await server?.close();
  site.closeAllConnections();
  await new Promise<void>((resolve) => site.close(() => resolve()));
}
