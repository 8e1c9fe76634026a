// Push webhooks as server-side request forgery (A2A v1.0.1 §13.2: agents SHOULD refuse webhook URLs
// aimed at private and loopback addresses). Verdicts from the IANA special-purpose address registries
// (RFC 6890, RFC 8190) and the RFCs of each range: a destination that is not public unicast is refused
// in every spelling when a config is stored (CreateTaskPushNotificationConfig, and inline in SendMessage),
// over JSON-RPC and HTTP+JSON, with invalid params naming the reason; a name that resolves to such an
// address at delivery (DNS rebinding, played by an injected lookup) is refused on every address it
// resolves to, before any connection. Past the per-task config cap, the quota error, never -32603.

import { assertNothingRefused, guard } from "./support/guard.ts";
import assert from "node:assert/strict";
import { after, afterEach, before, describe, test } from "node:test";
import { errorOf, rest, rpc, type VersionWire, wire } from "./support/a2a.ts";
import { type Agent, type Receiver, startAgent, startReceiver, userMessage, within } from "./support/server.ts";

// JSON-RPC 2.0 §5.1: -32602 Invalid params; A2A v1.0.1 §5.4 maps it to INVALID_ARGUMENT / HTTP 400.
const INVALID_PARAMS = -32602;
const INTERNAL = -32603;
// The quota decision (issue 20; the rules file's "quota-error"): HTTP 429, RESOURCE_EXHAUSTED, JSON-RPC -32099.
const QUOTA = { code: -32099, http: 429, status: "RESOURCE_EXHAUSTED" };

/** A refused destination: the URL's host, why (the registry's words a reason may use), and the source. */
interface Refused {
  readonly host: string;
  /** Words of the range's name in its RFC or registry; the answer's message names one of them. */
  readonly reason: RegExp;
  readonly source: string;
}

const loopback = /loopback|localhost/i;
const cases: Refused[] = [
  // IPv4 loopback, 127.0.0.0/8 (RFC 1122 §3.2.1.3; RFC 6890 Table 4), in the spellings inet_aton and the URL parser accept.
  ...[
    "127.0.0.1",
    "127.0.0.2",
    "127.255.255.254",
    "127.1",
    "127.0.1",
    "2130706433",
    "0x7f000001",
    "0x7f.0.0.1",
    "0177.0.0.1",
    "017700000001",
    "127.0.0.1.",
    "127.0.0.%31",
  ].map((host) => ({ host, reason: loopback, source: "RFC 1122 §3.2.1.3" })),
  // Localhost names (RFC 6761 §6.3: they resolve to loopback), any case, trailing dot, subdomains.
  ...["localhost", "LOCALHOST", "localhost.", "api.localhost"].map((host) => ({ host, reason: loopback, source: "RFC 6761 §6.3" })),
  // "This host on this network" 0.0.0.0/8 (RFC 1122 §3.2.1.3, RFC 6890): 0.0.0.0 reaches the local host.
  ...["0.0.0.0", "0", "0.1.2.3"].map((host) => ({ host, reason: /unspecified|this (host|network)/i, source: "RFC 6890 0.0.0.0/8" })),
  // Private-Use (RFC 1918 §3).
  ...["10.0.0.1", "10.255.255.254", "172.16.0.1", "172.31.255.254", "192.168.0.1", "192.168.255.254"].map((host) => ({
    host,
    reason: /private/i,
    source: "RFC 1918",
  })),
  // Link-local 169.254.0.0/16 (RFC 3927), the cloud metadata address among them, in decimal, hex and octal.
  ...["169.254.169.254", "169.254.0.1", "2852039166", "0xa9fea9fe", "0251.0376.0251.0376"].map((host) => ({ host, reason: /link.local/i, source: "RFC 3927" })),
  // Shared Address Space 100.64.0.0/10 (RFC 6598, carrier-grade NAT).
  ...["100.64.0.1", "100.127.255.254"].map((host) => ({ host, reason: /shared/i, source: "RFC 6598" })),
  { host: "224.0.0.1", reason: /multicast/i, source: "RFC 5771" },
  { host: "239.255.255.250", reason: /multicast/i, source: "RFC 5771" },
  { host: "255.255.255.255", reason: /broadcast/i, source: "RFC 919, RFC 8190" },
  { host: "240.0.0.1", reason: /reserved/i, source: "RFC 1112 §4 (240.0.0.0/4)" },
  ...["192.0.2.1", "198.51.100.1", "203.0.113.1"].map((host) => ({ host, reason: /documentation/i, source: "RFC 5737" })),
  { host: "198.18.0.1", reason: /benchmark/i, source: "RFC 2544" },
  // IPv6 (RFC 4291 §2.5): loopback and unspecified in every spelling.
  { host: "[::1]", reason: loopback, source: "RFC 4291 §2.5.3" },
  { host: "[0:0:0:0:0:0:0:1]", reason: loopback, source: "RFC 4291 §2.5.3" },
  { host: "[::]", reason: /unspecified/i, source: "RFC 4291 §2.5.2" },
  // IPv4-mapped (RFC 4291 §2.5.5.2) and IPv4-compatible (§2.5.5.1, deprecated) forms of refused IPv4 addresses.
  { host: "[::ffff:127.0.0.1]", reason: /loopback|mapped/i, source: "RFC 4291 §2.5.5.2" },
  { host: "[::ffff:7f00:1]", reason: /loopback|mapped/i, source: "RFC 4291 §2.5.5.2" },
  { host: "[::ffff:169.254.169.254]", reason: /link.local|mapped/i, source: "RFC 4291 §2.5.5.2" },
  { host: "[::ffff:10.0.0.1]", reason: /private|mapped/i, source: "RFC 4291 §2.5.5.2" },
  { host: "[::127.0.0.1]", reason: /loopback|compatible|reserved/i, source: "RFC 4291 §2.5.5.1" },
  { host: "[fe80::1]", reason: /link.local/i, source: "RFC 4291 §2.5.6" },
  { host: "[fc00::1]", reason: /unique.local/i, source: "RFC 4193" },
  { host: "[fd12:3456:789a::1]", reason: /unique.local/i, source: "RFC 4193" },
  { host: "[ff02::1]", reason: /multicast/i, source: "RFC 4291 §2.7" },
  // NAT64 well-known prefix with the metadata address inside (RFC 6052), and the local-use prefix (RFC 8215).
  { host: "[64:ff9b::a9fe:a9fe]", reason: /translat|nat64|link.local/i, source: "RFC 6052" },
  { host: "[64:ff9b:1::a00:1]", reason: /translat|nat64|private/i, source: "RFC 8215" },
  // 6to4 (RFC 3056) carrying 169.254.169.254, and Teredo (RFC 4380).
  { host: "[2002:a9fe:a9fe::1]", reason: /6to4|link.local/i, source: "RFC 3056" },
  { host: "[2001:0:4136:e378:8000:63bf:3fff:fdd2]", reason: /teredo/i, source: "RFC 4380" },
  { host: "[2001:db8::1]", reason: /documentation/i, source: "RFC 3849" },
  { host: "[100::1]", reason: /discard|reserved/i, source: "RFC 6666" },
];

/** Public unicast destinations (no registry lists them): accepted when stored. example.com's addresses; a name the injected resolver maps to one. */
const accepted = ["93.184.216.34", "[2606:2800:220:1:248:1893:25c8:1946]", "hooks.example.com"];

/** A resolver for the agent: `answers` by name; the calls are recorded. */
function resolver(answers: Record<string, () => { address: string; family: number }[]>) {
  const calls: string[] = [];
  const lookup = (hostname: string, options: unknown, callback?: unknown) => {
    const cb = (typeof options === "function" ? options : callback) as (e: Error | null, a?: unknown, f?: number) => void;
    const all = typeof options === "object" && options !== null && (options as { all?: boolean }).all === true;
    calls.push(hostname);
    const answer = Object.hasOwn(answers, hostname) ? answers[hostname]() : null;
    if (answer === null) return process.nextTick(cb, Object.assign(new Error(`getaddrinfo ENOTFOUND ${hostname}`), { code: "ENOTFOUND" }));
    if (all) process.nextTick(cb, null, answer);
    else process.nextTick(cb, null, answer[0].address, answer[0].family);
  };
  return { lookup, calls };
}

/** A task that stays working (the echo agent's "wait: …"), created with returnImmediately. */
async function workingTask(s: Agent, v1: VersionWire): Promise<string> {
  const r = await rpc(s.base, v1, "SendMessage", { message: userMessage("wait: for updates"), configuration: { returnImmediately: true } });
  assert.equal(r.status, 200, r.text);
  const id = r.json?.result?.task?.id;
  assert.equal(typeof id, "string", r.text);
  return id;
}

afterEach(assertNothingRefused);

const taskCount = async (s: Agent) => (await s.agent.store.list({ tenant: "", owner: "" }, {})).tasks?.length ?? 0;

describe("webhook URLs aimed at non-public addresses are refused when stored", () => {
  let s: Agent;
  let hook: Receiver;
  let v1: VersionWire;
  before(async () => {
    v1 = await wire("1.0");
    hook = await startReceiver();
    const { lookup } = resolver({ "hooks.example.com": () => [{ address: "93.184.216.34", family: 4 }] });
    s = await startAgent({ echo: { push: { lookup, retries: 0 } } });
  });
  after(async () => {
    await s?.close();
    await hook?.close();
    assert.deepEqual(hook?.received ?? [], [], "a refused webhook was called");
  });

  /** The URL of a case: the receiver's port, so that a webhook stored by mistake and called would be seen. */
  const urlOf = (host: string) => `http://${host}:${hook.port}/hook`;

  function assertRefused(r: { status: number; text: string }, e: ReturnType<typeof errorOf>, c: Refused, binding: string) {
    assert.ok(e !== null, `${binding} ${c.host} (${c.source}): accepted: ${r.text}`);
    assert.equal(e.code, binding === "jsonrpc" ? INVALID_PARAMS : 400, `${binding} ${c.host}: ${r.text}`);
    if (binding !== "jsonrpc") {
      assert.equal(r.status, 400);
      assert.equal(e.status, "INVALID_ARGUMENT", r.text);
    }
    assert.match(e.message, /url/i, `${binding} ${c.host}: the message does not name the field`);
    assert.match(e.message, c.reason, `${binding} ${c.host} (${c.source}): the message does not name the reason`);
  }

  for (const c of cases) {
    test(`${c.host} (${c.source}): CreateTaskPushNotificationConfig over JSON-RPC and HTTP+JSON, and inline in SendMessage`, async () => {
      const taskId = await workingTask(s, v1);
      const config = { taskId, url: urlOf(c.host) };
      const j = await rpc(s.base, v1, "CreateTaskPushNotificationConfig", config);
      assertRefused(j, errorOf(j), c, "jsonrpc");
      const h = await rest(s.base, v1, "CreateTaskPushNotificationConfig", config);
      assertRefused(h, errorOf(h), c, "http+json");
      const before = await taskCount(s);
      const inline = { message: userMessage("hello"), configuration: { taskPushNotificationConfig: { url: urlOf(c.host) } } };
      const ij = await rpc(s.base, v1, "SendMessage", inline);
      assertRefused(ij, errorOf(ij), c, "jsonrpc");
      const ih = await rest(s.base, v1, "SendMessage", inline);
      assertRefused(ih, errorOf(ih), c, "http+json");
      assert.equal(await taskCount(s), before, "a refused SendMessage created a task");
      assert.deepEqual(await s.agent.pushConfigs?.configsOf({ tenant: "", owner: "" }, taskId), [], "a refused config was stored");
    });
  }

  test("a zone identifier (fe80::1%eth0) is not a URL host: invalid params", async () => {
    const taskId = await workingTask(s, v1);
    const j = await rpc(s.base, v1, "CreateTaskPushNotificationConfig", { taskId, url: `http://[fe80::1%25eth0]:${hook.port}/hook` });
    const e = errorOf(j);
    assert.equal(e?.code, INVALID_PARAMS, j.text);
    assert.match(e.message, /url/i);
  });

  test("public unicast destinations are accepted (and nothing is sent while the task does not change)", async () => {
    const taskId = await workingTask(s, v1);
    for (const host of accepted) {
      const j = await rpc(s.base, v1, "CreateTaskPushNotificationConfig", { taskId, url: `http://${host}/hook` });
      assert.equal(errorOf(j), null, `${host}: ${j.text}`);
      assert.equal(j.json.result.url, `http://${host}/hook`);
      const id = j.json.result.id;
      const d = await rpc(s.base, v1, "DeleteTaskPushNotificationConfig", { taskId, id });
      assert.equal(errorOf(d), null, d.text);
    }
  });
});

describe("delivery checks every address a name resolves to, then connects to the checked address", () => {
  let hook: Receiver;
  let v1: VersionWire;
  before(async () => {
    v1 = await wire("1.0");
    hook = await startReceiver();
  });
  after(async () => {
    await hook?.close();
  });

  const rebound: [string, { address: string; family: number }[]][] = [
    ["the cloud metadata address (RFC 3927 link-local)", [{ address: "169.254.169.254", family: 4 }]],
    ["loopback, where a receiver listens", [{ address: "127.0.0.1", family: 4 }]],
    [
      "a public and a private address (every one is checked)",
      [
        { address: "93.184.216.34", family: 4 },
        { address: "10.0.0.1", family: 4 },
      ],
    ],
    ["IPv4-mapped loopback (RFC 4291 §2.5.5.2)", [{ address: "::ffff:127.0.0.1", family: 6 }]],
    ["the unspecified address 0.0.0.0", [{ address: "0.0.0.0", family: 4 }]],
    ["IPv6 loopback ::1", [{ address: "::1", family: 6 }]],
  ];
  for (const [what, addresses] of rebound) {
    test(`a name public when stored, resolving to ${what} at delivery: refused, never connected`, { timeout: 20_000 }, async () => {
      let rebind = false;
      const { lookup, calls } = resolver({ "rebind.example": () => (rebind ? addresses : [{ address: "93.184.216.34", family: 4 }]) });
      const reported: { error: unknown; context: { source?: string } }[] = [];
      const s = await startAgent({
        echo: { push: { lookup, retries: 0, timeoutMs: 2_000 }, onError: (error: unknown, context: { source?: string }) => reported.push({ error, context }) },
      });
      try {
        const taskId = await workingTask(s, v1);
        const stored = await rpc(s.base, v1, "CreateTaskPushNotificationConfig", { taskId, url: `http://rebind.example:${hook.port}/hook` });
        assert.equal(errorOf(stored), null, stored.text);
        rebind = true;
        const resolvedBefore = calls.length;
        const canceled = await rpc(s.base, v1, "CancelTask", { id: taskId });
        assert.equal(errorOf(canceled), null, canceled.text);
        await within(s.agent.delivery!.idle(), 10_000, "delivery idle");
        assert.ok(calls.length > resolvedBefore, "the name was not resolved at delivery");
        assert.equal(
          guard.refused.length,
          0,
          `the server tried to connect to an address it should have refused: ${guard.refused.map((r) => r.message).join("; ")}`,
        );
        assert.deepEqual(hook.received, [], "the webhook was called");
        assert.equal(s.agent.delivery!.delivered, 0);
        const failures = s.agent.delivery!.failures;
        assert.equal(failures.length, 1, JSON.stringify(failures));
        const named = addresses.filter((a) => !a.address.startsWith("93."));
        assert.ok(
          named.some(
            (a) =>
              failures[0].error.includes(a.address) ||
              failures[0].error.includes(new URL(`http://${a.family === 6 ? `[${a.address}]` : a.address}/`).hostname.replace(/^\[|\]$/g, "")),
          ),
          `the failure does not name the refused address: ${failures[0].error}`,
        );
        assert.ok(
          reported.some((r) => r.context.source === "push"),
          "the failed delivery did not reach onError",
        );
      } finally {
        await s.close();
      }
    });
  }

  test("a public name is delivered to the address checked: the connection goes to 93.184.216.34 (stopped by the guard)", { timeout: 20_000 }, async () => {
    const { lookup } = resolver({ "public.example": () => [{ address: "93.184.216.34", family: 4 }] });
    const s = await startAgent({ echo: { push: { lookup, retries: 0, timeoutMs: 2_000 } } });
    try {
      const taskId = await workingTask(s, v1);
      const stored = await rpc(s.base, v1, "CreateTaskPushNotificationConfig", { taskId, url: "http://public.example/hook" });
      assert.equal(errorOf(stored), null, stored.text);
      assert.equal(guard.refused.length, 0, "storing a config connected somewhere");
      await rpc(s.base, v1, "CancelTask", { id: taskId });
      await within(s.agent.delivery!.idle(), 10_000, "delivery idle");
      assert.deepEqual(
        guard.refused.map((r) => [r.via, r.address]),
        [["connect", "93.184.216.34"]],
        "the delivery did not connect to the resolved address (or resolved the name through DNS)",
      );
      guard.clear();
    } finally {
      await s.close();
    }
  });

  test("allowPrivateNetworks opens private destinations: the injected resolver's loopback address gets the POST, Host naming the name", {
    timeout: 20_000,
  }, async () => {
    const { lookup } = resolver({ "hook.example": () => [{ address: "127.0.0.1", family: 4 }] });
    const s = await startAgent({ echo: { push: { lookup, allowPrivateNetworks: true, retries: 0, timeoutMs: 2_000 } } });
    try {
      const taskId = await workingTask(s, v1);
      const stored = await rpc(s.base, v1, "CreateTaskPushNotificationConfig", { taskId, url: `http://hook.example:${hook.port}/hook` });
      assert.equal(errorOf(stored), null, stored.text);
      await rpc(s.base, v1, "CancelTask", { id: taskId });
      await within(s.agent.delivery!.idle(), 10_000, "delivery idle");
      assert.deepEqual(s.agent.delivery!.failures, []);
      assert.equal(hook.received.length, 1);
      assert.equal(hook.received[0].headers.host, `hook.example:${hook.port}`);
    } finally {
      hook.received.length = 0;
      await s.close();
    }
  });
});

test("past the per-task config cap: the quota error naming it, over both bindings, not -32603", async () => {
  const v1 = await wire("1.0");
  const hook = await startReceiver();
  const s = await startAgent({ echo: { push: { maxConfigsPerTask: 2, allowPrivateNetworks: true } } });
  try {
    const taskId = await workingTask(s, v1);
    for (let i = 0; i < 2; i++) {
      const ok = await rpc(s.base, v1, "CreateTaskPushNotificationConfig", { taskId, url: `${hook.url}?n=${i}` });
      assert.equal(errorOf(ok), null, ok.text);
    }
    const j = await rpc(s.base, v1, "CreateTaskPushNotificationConfig", { taskId, url: `${hook.url}?n=3` });
    const je = errorOf(j);
    assert.notEqual(je?.code, INTERNAL, j.text);
    assert.equal(je?.code, QUOTA.code, j.text);
    assert.match(je.message, /maxConfigsPerTask|configs/i);
    const h = await rest(s.base, v1, "CreateTaskPushNotificationConfig", { taskId, url: `${hook.url}?n=4` });
    assert.equal(h.status, QUOTA.http, h.text);
    assert.equal(errorOf(h)?.status, QUOTA.status, h.text);
    assert.match(errorOf(h)!.message, /maxConfigsPerTask|configs/i);
    assert.equal((await s.agent.pushConfigs?.configsOf({ tenant: "", owner: "" }, taskId))?.length, 2);
  } finally {
    await s.close();
    await hook.close();
  }
});
