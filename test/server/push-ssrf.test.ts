// Push webhooks against SSRF (issue 20; spec §13.2: agents SHOULD refuse private and loopback webhook
// addresses). Refused when stored, in every spelling, naming the block and its RFC (IANA's special-purpose
// registries, RFC 1918, RFC 6761 …, written here by hand); refused again at delivery on every address a
// name resolves to, through an injected lookup; the POST connects only to the checked address (the system
// resolver is never asked); redirects are not followed; the per-task cap is QuotaExceededError.
// Only 127.0.0.1 is ever connected to: every other address is refused before a socket exists.

import assert from "node:assert/strict";
import dns from "node:dns";
import http from "node:http";
import tls from "node:tls";
import { type AddressInfo, isIP } from "node:net";
import { after, before, test } from "node:test";
import { A2AError } from "@a2a-bindgen/kit";
import { createEchoAgent, dispatchUnary, type EchoAgentOptions, type PushLookup } from "@a2a-bindgen/server";
import { startReceiver } from "./push-receiver.js";
import { callContext, cardWith, userMessage } from "./store-helpers.js";

const card = cardWith();
type ErrorContextLike = Parameters<NonNullable<EchoAgentOptions["onError"]>>[1];
const INVALID_PARAMS = -32602;
const QUOTA_EXCEEDED = -32099; // the rules file's decision quota-error

// The system resolver must never be asked for a name: delivery resolves through the injected lookup only.
// (Literal addresses pass through: server.listen(0, "127.0.0.1") goes through dns.lookup too.)
const systemLookup = dns.lookup;
let systemLookups = 0;
before(() => {
  (dns as { lookup: unknown }).lookup = (...args: unknown[]) => {
    if (isIP(String(args[0])) !== 0) return (systemLookup as (...a: unknown[]) => void)(...args);
    systemLookups++;
    const callback = args[args.length - 1] as (e: Error) => void;
    process.nextTick(() => callback(Object.assign(new Error("system resolver consulted"), { code: "ENOTFOUND" })));
  };
});
after(() => {
  (dns as { lookup: unknown }).lookup = systemLookup;
});

/** Refused when stored: each URL with the block name and the RFC the reason must name. */
const refusedUrls: ReadonlyArray<readonly [string, string, string]> = [
  ["http://169.254.169.254/latest/meta-data/", "Link Local 169.254.0.0/16", "RFC 3927"],
  ["https://169.254.169.254:8443/x", "Link Local 169.254.0.0/16", "RFC 3927"],
  ["http://10.0.0.1/", "Private-Use 10.0.0.0/8", "RFC 1918"],
  ["http://172.16.0.1/", "Private-Use 172.16.0.0/12", "RFC 1918"],
  ["http://172.31.255.255/", "Private-Use 172.16.0.0/12", "RFC 1918"],
  ["http://192.168.1.1/", "Private-Use 192.168.0.0/16", "RFC 1918"],
  ["http://127.0.0.1:9/hook", "Loopback 127.0.0.0/8", "RFC 1122"],
  ["http://[::1]/", "Loopback Address ::1/128", "RFC 4291"],
  ["http://0.0.0.0/", '"This host on this network" 0.0.0.0/32', "RFC 1122"],
  ["http://0.1.2.3/", '"This network" 0.0.0.0/8', "RFC 791"],
  ["http://[::]/", "Unspecified Address ::/128", "RFC 4291"],
  ["http://[fe80::1]/", "Link-Local Unicast fe80::/10", "RFC 4291"],
  ["http://[fc00::1]/", "Unique-Local fc00::/7", "RFC 4193"],
  ["http://[fd12:3456::1]/", "Unique-Local fc00::/7", "RFC 4193"],
  ["http://100.64.0.1/", "Shared Address Space 100.64.0.0/10", "RFC 6598"],
  ["http://224.0.0.1/", "Multicast 224.0.0.0/4", "RFC 5771"],
  ["http://[ff02::1]/", "Multicast ff00::/8", "RFC 4291"],
  ["http://255.255.255.255/", "Limited Broadcast 255.255.255.255/32", "RFC 919"],
  ["http://240.0.0.1/", "Reserved 240.0.0.0/4", "RFC 1112"],
  ["http://192.0.2.1/", "Documentation (TEST-NET-1) 192.0.2.0/24", "RFC 5737"],
  ["http://[2001:db8::1]/", "Documentation 2001:db8::/32", "RFC 3849"],
  ["http://198.18.0.1/", "Benchmarking 198.18.0.0/15", "RFC 2544"],
  ["http://[64:ff9b::7f00:1]/", "IPv4-IPv6 Translat. 64:ff9b::/96", "RFC 6052"],
  ["http://[64:ff9b:1::1]/", "IPv4-IPv6 Translat. 64:ff9b:1::/48", "RFC 8215"],
  ["http://[2002:7f00:1::]/", "6to4 2002::/16", "RFC 3056"],
  ["http://[2001::1]/", "TEREDO 2001::/32", "RFC 4380"],
  ["http://[100::1]/", "Discard-Only Address Block 100::/64", "RFC 6666"],
  ["http://[fec0::1]/", "Site-Local (deprecated) fec0::/10", "RFC 3879"],
  ["http://[::127.0.0.1]/", "IPv4-Compatible IPv6 Address (deprecated) ::/96", "RFC 4291 §2.5.5.1"],
  // Other spellings of loopback, private and link-local addresses (new URL reads them all).
  ["http://2130706433/", "Loopback 127.0.0.0/8", "RFC 1122"],
  ["http://0x7f000001/", "Loopback 127.0.0.0/8", "RFC 1122"],
  ["http://0x7f.1/", "Loopback 127.0.0.0/8", "RFC 1122"],
  ["http://0177.0.0.1/", "Loopback 127.0.0.0/8", "RFC 1122"],
  ["http://017700000001/", "Loopback 127.0.0.0/8", "RFC 1122"],
  ["http://127.1/", "Loopback 127.0.0.0/8", "RFC 1122"],
  ["http://127.0.0.1./", "Loopback 127.0.0.0/8", "RFC 1122"],
  ["http://10.1.1/", "Private-Use 10.0.0.0/8", "RFC 1918"],
  ["http://2852039166/", "Link Local 169.254.0.0/16", "RFC 3927"],
  ["http://0xa9fea9fe/", "Link Local 169.254.0.0/16", "RFC 3927"],
  ["http://[::ffff:127.0.0.1]/", "Loopback 127.0.0.0/8", "RFC 1122"],
  ["http://[::FFFF:7F00:1]/", "Loopback 127.0.0.0/8", "RFC 1122"],
  ["http://[::ffff:169.254.169.254]/", "Link Local 169.254.0.0/16", "RFC 3927"],
  ["http://[::ffff:10.0.0.1]/", "Private-Use 10.0.0.0/8", "RFC 1918"],
  ["http://[0:0:0:0:0:0:0:1]/", "Loopback Address ::1/128", "RFC 4291"],
  ["http://localhost:8080/", "localhost 127.0.0.0/8", "RFC 6761"],
  ["http://LOCALHOST./", "localhost 127.0.0.0/8", "RFC 6761"],
  ["http://api.localhost/", "localhost 127.0.0.0/8", "RFC 6761"],
];

const invalidParams =
  (...parts: string[]) =>
  (e: unknown) =>
    e instanceof A2AError && e.code === INVALID_PARAMS && e.message.startsWith("url:") && parts.every((p) => e.message.includes(p));

async function waitingTask(agent: ReturnType<typeof createEchoAgent>, id: string, tenant?: string) {
  const { context } = callContext(tenant);
  const r = await dispatchUnary(agent, card, "SendMessage", { message: userMessage("wait: x", id), configuration: { returnImmediately: true } }, context);
  return r.task!.id!;
}

/** Closes a webhook server, its open connections too (an endless answer's included). */
function closeServer(server: http.Server): Promise<void> {
  return new Promise<void>((r) => {
    server.close(() => r());
    server.closeAllConnections();
  });
}

test("stored configs: every refused block in every spelling is InvalidParams naming the block and its RFC", async () => {
  const agent = createEchoAgent();
  agent.delivery!.close(); // nothing is delivered in this test, whatever is stored
  try {
    const { context } = callContext();
    const taskId = await waitingTask(agent, "m-1");
    for (const [url, range, rfc] of refusedUrls) {
      await assert.rejects(() => dispatchUnary(agent, card, "CreateTaskPushNotificationConfig", { taskId, url }, context), invalidParams(range, rfc), url);
    }
    assert.deepEqual((await dispatchUnary(agent, card, "ListTaskPushNotificationConfigs", { taskId }, context)).configs, []);
  } finally {
    agent.close();
  }
});

test("inline configs of SendMessage: refused the same way, before any task is made", async () => {
  const agent = createEchoAgent();
  agent.delivery!.close();
  try {
    const { context } = callContext();
    for (const [url, range, rfc] of refusedUrls) {
      const request = { message: userMessage("x", "m-2"), configuration: { taskPushNotificationConfig: { url } } };
      await assert.rejects(() => dispatchUnary(agent, card, "SendMessage", request, context), invalidParams(range, rfc), url);
    }
    assert.deepEqual((await dispatchUnary(agent, card, "ListTasks", {}, context)).tasks, []);
  } finally {
    agent.close();
  }
});

test("stored configs: public addresses and names are accepted (names are checked when resolved)", async () => {
  const agent = createEchoAgent();
  agent.delivery!.close();
  try {
    const { context } = callContext();
    const taskId = await waitingTask(agent, "m-3");
    for (const url of ["https://hooks.example.com/a", "http://8.8.8.8/", "http://134744072/", "http://[2606:4700:4700::1111]/", "http://[::ffff:8.8.8.8]/"]) {
      const made = await dispatchUnary(agent, card, "CreateTaskPushNotificationConfig", { taskId, url }, context);
      assert.equal(made.url, url);
    }
  } finally {
    agent.close();
  }
});

test("allowPrivateNetworks opens loopback, private, unique-local and shared only; link-local and the rest stay refused", async () => {
  const agent = createEchoAgent({ push: { allowPrivateNetworks: true } });
  agent.delivery!.close();
  try {
    const { context } = callContext();
    const taskId = await waitingTask(agent, "m-4");
    for (const url of [
      "http://127.0.0.1:9/",
      "http://[::1]/",
      "http://localhost/",
      "http://10.0.0.1/",
      "http://192.168.0.1/",
      "http://[fd00::1]/",
      "http://100.64.0.1/",
    ]) {
      await dispatchUnary(agent, card, "CreateTaskPushNotificationConfig", { taskId, url }, context);
    }
    const still: ReadonlyArray<readonly [string, string]> = [
      ["http://169.254.169.254/", "Link Local"],
      ["http://[::ffff:169.254.169.254]/", "Link Local"],
      ["http://[fe80::1]/", "Link-Local Unicast"],
      ["http://0.0.0.0/", "This host on this network"],
      ["http://224.0.0.1/", "Multicast"],
      ["http://[64:ff9b::7f00:1]/", "IPv4-IPv6 Translat."],
      ["http://192.0.2.1/", "Documentation"],
    ];
    for (const [url, range] of still) {
      await assert.rejects(() => dispatchUnary(agent, card, "CreateTaskPushNotificationConfig", { taskId, url }, context), invalidParams(range), url);
    }
  } finally {
    agent.close();
  }
});

test("bounded fields: a URL over 2048 characters and a token over 4096 are InvalidParams", async () => {
  const agent = createEchoAgent();
  agent.delivery!.close();
  try {
    const { context } = callContext();
    const taskId = await waitingTask(agent, "m-5");
    const long = `https://hooks.example.com/${"a".repeat(2048)}`;
    await assert.rejects(
      () => dispatchUnary(agent, card, "CreateTaskPushNotificationConfig", { taskId, url: long }, context),
      (e) => e instanceof A2AError && e.code === INVALID_PARAMS && /^url: /.test(e.message),
    );
    await assert.rejects(
      () => dispatchUnary(agent, card, "CreateTaskPushNotificationConfig", { taskId, url: "https://hooks.example.com/", token: "t".repeat(4097) }, context),
      (e) => e instanceof A2AError && e.code === INVALID_PARAMS && /^token: /.test(e.message),
    );
  } finally {
    agent.close();
  }
});

test("the per-task cap: QuotaExceededError (-32099), not an internal error", async () => {
  const agent = createEchoAgent({ push: { maxConfigsPerTask: 1 } });
  agent.delivery!.close();
  try {
    const { context } = callContext();
    const taskId = await waitingTask(agent, "m-6");
    await dispatchUnary(agent, card, "CreateTaskPushNotificationConfig", { taskId, id: "a", url: "https://hooks.example.com/a" }, context);
    await dispatchUnary(agent, card, "CreateTaskPushNotificationConfig", { taskId, id: "a", url: "https://hooks.example.com/b" }, context); // a replace is no new config
    await assert.rejects(
      () => dispatchUnary(agent, card, "CreateTaskPushNotificationConfig", { taskId, id: "b", url: "https://hooks.example.com/c" }, context),
      (e) => e instanceof A2AError && e.code === QUOTA_EXCEEDED && e.message.includes("maxConfigsPerTask"),
    );
  } finally {
    agent.close();
  }
});

/** A lookup that answers `addresses` for every name and records what it was asked. */
function fakeLookup(addresses: Array<{ address: string; family: number }>) {
  const asked: Array<{ name: string; all: unknown }> = [];
  const lookup: PushLookup = (name, options, callback) => {
    asked.push({ name, all: options.all });
    process.nextTick(() => callback(null, addresses));
  };
  return { lookup, asked };
}

/** Sends a message whose task completes (working, artifact, completed: three updates) with a push config. */
async function deliverThree(agent: ReturnType<typeof createEchoAgent>, url: string, id: string) {
  const { context } = callContext("tenant-1");
  const r = await dispatchUnary(
    agent,
    card,
    "SendMessage",
    { message: userMessage("x", id), configuration: { taskPushNotificationConfig: { url, token: "tok" } } },
    context,
  );
  assert.equal(r.task?.status?.state, "TASK_STATE_COMPLETED", "the call itself never fails for its webhook");
  await agent.delivery!.idle();
}

test("delivery: a name resolving to a refused address is a recorded failure naming it, never retried, reported to onError", async () => {
  const cases: ReadonlyArray<readonly [string, Array<{ address: string; family: number }>, string, string, boolean]> = [
    ["metadata name", [{ address: "169.254.169.254", family: 4 }], "169.254.169.254", "Link Local 169.254.0.0/16", false],
    [
      "public then loopback",
      [
        { address: "93.184.215.14", family: 4 },
        { address: "127.0.0.1", family: 4 },
      ],
      "127.0.0.1",
      "Loopback 127.0.0.0/8",
      false,
    ],
    ["IPv4-mapped loopback", [{ address: "::ffff:127.0.0.1", family: 6 }], "::ffff:127.0.0.1", "Loopback 127.0.0.0/8", false],
    ["IPv4-mapped metadata, hex", [{ address: "::ffff:a9fe:a9fe", family: 6 }], "::ffff:169.254.169.254", "Link Local 169.254.0.0/16", false],
    ["IPv4-mapped metadata with private networks open", [{ address: "::ffff:169.254.169.254", family: 6 }], "::ffff:169.254.169.254", "Link Local", true],
    ["link-local IPv6 with private networks open", [{ address: "fe80::1", family: 6 }], "fe80::1", "Link-Local Unicast fe80::/10", true],
    ["NAT64 of loopback", [{ address: "64:ff9b::7f00:1", family: 6 }], "64:ff9b::7f00:1", "IPv4-IPv6 Translat. 64:ff9b::/96", true],
  ];
  for (const [what, answer, address, range, allowPrivateNetworks] of cases) {
    const { lookup, asked } = fakeLookup(answer);
    const reports: Array<{ error: unknown; context: ErrorContextLike }> = [];
    const agent = createEchoAgent({
      push: { lookup, allowPrivateNetworks, retries: 2, retryDelayMs: 1 },
      onError: (error, context) => reports.push({ error, context }),
    });
    try {
      await deliverThree(agent, "https://user:pw@hooks.example.com/in?key=secret", `m-${what}`);
      const failures = agent.delivery!.failures;
      assert.equal(failures.length, 3, what);
      for (const f of failures) {
        assert.equal(f.attempts, 0, `${what}: no POST was made`);
        assert.equal(f.status, undefined, what);
        assert.ok(f.error.startsWith("refused: hooks.example.com resolved to "), `${what}: ${f.error}`);
        assert.ok(f.error.includes(address) && f.error.includes(range), `${what}: ${f.error}`);
      }
      assert.equal(asked.length, 3, `${what}: one resolution per update, no retries`);
      assert.ok(
        asked.every((a) => a.name === "hooks.example.com" && a.all === true),
        what,
      );
      assert.equal(reports.length, 3, what);
      for (const r of reports) {
        assert.equal(r.context.source, "push");
        assert.equal(r.context.tenant, "tenant-1");
        // No user info, no path (a webhook's path may be its secret), no query value.
        assert.equal(r.context.detail, "https://hooks.example.com/…?key=…", "the URL without its credentials");
        assert.ok(typeof r.context.requestId === "string" && r.context.requestId.length > 0);
        assert.ok(r.error instanceof Error && r.error.message.includes(address));
      }
    } finally {
      agent.close();
    }
  }
  assert.equal(systemLookups, 0);
});

test("delivery: a resolver that fails or answers nothing usable is a failure, not a connection", async () => {
  const failing: PushLookup = (_n, _o, callback) => process.nextTick(() => callback(Object.assign(new Error("no such name"), { code: "ENOTFOUND" }), []));
  const garbage: PushLookup = (_n, _o, callback) => process.nextTick(() => callback(null, [{ address: "not-an-ip", family: 4 }]));
  const empty: PushLookup = (_n, _o, callback) => process.nextTick(() => callback(null, []));
  for (const [lookup, pattern] of [
    [failing, /^resolving hooks\.example\.com failed: no such name$/],
    [garbage, /^refused: hooks\.example\.com resolved to "not-an-ip", not an IP address$/],
    [empty, /^hooks\.example\.com resolved to no address$/],
  ] as const) {
    const agent = createEchoAgent({ push: { lookup, retries: 0 }, onError: () => {} });
    try {
      await deliverThree(agent, "http://hooks.example.com/", "m-r");
      assert.equal(agent.delivery!.failures.length, 3);
      for (const f of agent.delivery!.failures) assert.match(f.error, pattern);
    } finally {
      agent.close();
    }
  }
});

test("the pin: with private networks open, webhook.test resolving to 127.0.0.1 is POSTed there with Host webhook.test, resolved once per POST", async () => {
  const hook = await startReceiver();
  const port = new URL(hook.url).port;
  const { lookup, asked } = fakeLookup([{ address: "127.0.0.1", family: 4 }]);
  const agent = createEchoAgent({ push: { lookup, allowPrivateNetworks: true } });
  try {
    await deliverThree(agent, `http://webhook.test:${port}/hook?x=1`, "m-pin");
    const got = await hook.waitFor(3);
    assert.equal(got.length, 3);
    for (const g of got) {
      assert.equal(g.headers.host, `webhook.test:${port}`);
      assert.equal(g.path, "/hook?x=1");
      assert.equal(g.headers["x-a2a-notification-token"], "tok");
      assert.equal(g.headers["content-type"], "application/a2a+json");
    }
    assert.deepEqual(JSON.parse(got[2]!.body).statusUpdate.status.state, "TASK_STATE_COMPLETED");
    assert.equal(asked.length, 3, "one resolution per POST: the connection asks no resolver again");
    assert.equal(systemLookups, 0, "the system resolver was never consulted");
    assert.equal(agent.delivery!.delivered, 3);
  } finally {
    agent.close();
    await hook.close();
  }
});

test("the pin without the opt-in: the same name resolving to 127.0.0.1 is refused, nothing reaches the receiver", async () => {
  const hook = await startReceiver();
  const port = new URL(hook.url).port;
  const { lookup } = fakeLookup([{ address: "127.0.0.1", family: 4 }]);
  const agent = createEchoAgent({ push: { lookup }, onError: () => {} });
  try {
    await deliverThree(agent, `http://webhook.test:${port}/hook`, "m-nopin");
    assert.equal(agent.delivery!.failures.length, 3);
    assert.ok(agent.delivery!.failures.every((f) => f.error.includes("127.0.0.1") && f.error.includes("Loopback 127.0.0.0/8")));
    assert.equal(hook.received.length, 0);
  } finally {
    agent.close();
    await hook.close();
  }
});

test("a redirect is not followed: the 302 is the failure, the Location is never requested", async () => {
  const paths: string[] = [];
  const server = http.createServer((req, res) => {
    paths.push(req.url ?? "");
    req.resume();
    res.writeHead(302, { Location: `http://127.0.0.1:${(server.address() as AddressInfo).port}/moved` }).end();
  });
  await new Promise<void>((r) => server.listen(0, "127.0.0.1", r));
  const { port } = server.address() as AddressInfo;
  const agent = createEchoAgent({ push: { allowPrivateNetworks: true, retries: 2 }, onError: () => {} });
  try {
    await deliverThree(agent, `http://127.0.0.1:${port}/hook`, "m-redirect");
    assert.deepEqual(paths, ["/hook", "/hook", "/hook"], "one POST per update, none to /moved");
    const failures = agent.delivery!.failures;
    assert.equal(failures.length, 3);
    assert.ok(failures.every((f) => f.status === 302 && f.attempts === 1));
  } finally {
    agent.close();
    await closeServer(server);
  }
});

test("an endless answer is read only up to a bound: the 200 counts, the connection is closed", async () => {
  const closed: boolean[] = [];
  const server = http.createServer((req, res) => {
    req.resume();
    res.writeHead(200, { "Content-Type": "text/plain" });
    const chunk = Buffer.alloc(16 * 1024, 97);
    // Never ends: only the client closing the connection stops it.
    const pump = () => {
      while (!res.destroyed && res.write(chunk)) {}
      if (!res.destroyed) res.once("drain", pump);
    };
    res.on("close", () => closed.push(true));
    res.on("error", () => {});
    pump();
  });
  await new Promise<void>((r) => server.listen(0, "127.0.0.1", r));
  const { port } = server.address() as AddressInfo;
  const agent = createEchoAgent({ push: { allowPrivateNetworks: true, timeoutMs: 3_000, retries: 0 } });
  try {
    await deliverThree(agent, `http://127.0.0.1:${port}/hook`, "m-big");
    assert.deepEqual(agent.delivery!.failures, []);
    assert.equal(agent.delivery!.delivered, 3);
    for (const start = Date.now(); closed.length < 3 && Date.now() - start < 2_000; ) await new Promise((r) => setTimeout(r, 10));
    assert.equal(closed.length, 3, "each answer cut off by the client");
  } finally {
    agent.close();
    await closeServer(server);
  }
});

test("TLS to a pinned address still names the host: the SNI is webhook.test, not the address", async () => {
  const names: string[] = [];
  // No certificate: the handshake fails after the client hello, which is all this test reads.
  const server = tls.createServer({
    SNICallback: (name, callback) => {
      names.push(name);
      callback(new Error("no certificate here"));
    },
  });
  server.on("tlsClientError", () => {});
  await new Promise<void>((r) => server.listen(0, "127.0.0.1", r));
  const { port } = server.address() as AddressInfo;
  const { lookup } = fakeLookup([{ address: "127.0.0.1", family: 4 }]);
  const agent = createEchoAgent({ push: { lookup, allowPrivateNetworks: true, retries: 0, timeoutMs: 3_000 }, onError: () => {} });
  try {
    await deliverThree(agent, `https://webhook.test:${port}/hook`, "m-tls");
    assert.deepEqual(names, ["webhook.test", "webhook.test", "webhook.test"]);
    assert.equal(agent.delivery!.failures.length, 3);
    assert.ok(agent.delivery!.failures.every((f) => f.error.startsWith("POST failed")));
  } finally {
    agent.close();
    await new Promise<void>((r) => server.close(() => r()));
  }
});

test("the fetch opt-in bypasses resolution (documented): the fetch gets the name, the lookup is never asked", async () => {
  const { lookup, asked } = fakeLookup([{ address: "127.0.0.1", family: 4 }]);
  const fetched: string[] = [];
  const fetch = (async (input: string | URL | Request) => {
    fetched.push(String(input));
    return new Response(null, { status: 204 });
  }) as typeof globalThis.fetch;
  const agent = createEchoAgent({ push: { lookup, fetch } });
  try {
    await deliverThree(agent, "https://hooks.example.com/in", "m-fetch");
    assert.deepEqual(fetched, ["https://hooks.example.com/in", "https://hooks.example.com/in", "https://hooks.example.com/in"]);
    assert.equal(asked.length, 0);
    assert.equal(agent.delivery!.delivered, 3);
  } finally {
    agent.close();
  }
});

test("a token node:http cannot send (U+20AC in a header) is a recorded failure, never an unhandled rejection", async () => {
  const agent = createEchoAgent({ push: { allowPrivateNetworks: true, retries: 0 }, onError: () => {} });
  try {
    const { context } = callContext();
    const config = { url: "http://127.0.0.1:9/hook", token: "tok-€" };
    await dispatchUnary(agent, card, "SendMessage", { message: userMessage("x", "m-euro"), configuration: { taskPushNotificationConfig: config } }, context);
    await agent.delivery!.idle();
    assert.equal(agent.delivery!.failures.length, 3);
    assert.ok(agent.delivery!.failures.every((f) => f.error.startsWith("POST failed: ") && f.status === undefined));
  } finally {
    agent.close();
  }
});
