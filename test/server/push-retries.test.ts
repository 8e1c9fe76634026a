// Which webhook answers push delivery retries, and how long it waits between attempts (spec §13.2: retries
// with exponential backoff). The expectations come from the status codes' RFCs, not from the code:
// - retried: 408 (RFC 9110 §15.5.9: the client MAY repeat the request), 425 (RFC 8470 §5.2: a user agent
//   SHOULD retry), 429 (RFC 6585 §4), and the 5xx a later attempt may find gone: 500, 502, 503, 504
//   (RFC 9110 §15.6), 507 (RFC 4918 §11.5: "considered to be temporary"), and an unrecognized 5xx such as
//   599, which a client MUST treat as 500 (RFC 9110 §15);
// - not retried: 2xx (delivered), 3xx (a redirect is never followed), the other 4xx (an unrecognized 4xx is
//   400), and the 5xx that name what waiting does not change: 501 (heuristically cacheable, RFC 9110
//   §15.6.2), 505 (§15.6.6), 511 (RFC 6585 §6: the network wants a login).
// Each receiver answers its status once, then 200; the attempts are counted per status, on both paths (the
// pinned node:http POST and the opt-in fetch).

import assert from "node:assert/strict";
import { test } from "node:test";
import { createEchoAgent, dispatchUnary, type EchoAgentOptions } from "@a2a-bindgen/server";
import { type Answer, type Received, startReceiver } from "./push-receiver.js";
import { callContext, cardWith, userMessage } from "./store-helpers.js";

const card = cardWith();

const retried = [408, 425, 429, 500, 502, 503, 504, 507, 599];
const notRetried = [300, 301, 302, 303, 304, 307, 308, 400, 401, 403, 404, 405, 409, 410, 413, 415, 422, 499, 501, 505, 511];
const succeeded = [200, 201, 202, 204];
const statuses = [...succeeded, ...retried, ...notRetried];

/** A "wait: …" task with one config per url (ids given), canceled: one event for each config. */
async function cancelWithConfigs(agent: ReturnType<typeof createEchoAgent>, configs: { id: string; url: string }[], messageId: string): Promise<string> {
  const { context } = callContext();
  const taskId = (
    await dispatchUnary(agent, card, "SendMessage", { message: userMessage("wait: r", messageId), configuration: { returnImmediately: true } }, context)
  ).task!.id!;
  for (const c of configs) await dispatchUnary(agent, card, "CreateTaskPushNotificationConfig", { taskId, ...c }, context);
  await dispatchUnary(agent, card, "CancelTask", { id: taskId }, context);
  return taskId;
}

/** The status a config's url names (`?s=503`). */
const statusOf = (path: string) => Number(new URL(path, "http://127.0.0.1").searchParams.get("s"));

/** The answer to `r`: its url's status the first time (a 3xx with a Location on the same server), 200 after. */
function onceThenOk(received: readonly Received[], r: Received): Answer {
  if (received.filter((x) => x.path === r.path).length > 1) return 200;
  const status = statusOf(r.path);
  return status >= 300 && status < 400 ? { status, headers: { Location: `/elsewhere?s=${status}` } } : status;
}

for (const path of ["node:http", "fetch"] as const) {
  test(`retry table (${path} path): 408, 425, 429 and transient 5xx retried; 2xx, 3xx, other 4xx, 501, 505, 511 not`, async () => {
    const hook = await startReceiver((_i, r) => onceThenOk(hook.received, r));
    const inits: RequestInit[] = [];
    const recording = ((input: string | URL | Request, init?: RequestInit) => {
      inits.push(init ?? {});
      return globalThis.fetch(input, init); // the real request, its options recorded
    }) as typeof globalThis.fetch;
    const push: EchoAgentOptions["push"] = {
      allowPrivateNetworks: true,
      maxConfigsPerTask: statuses.length,
      retries: 2,
      retryDelayMs: 5,
      onError: () => {},
      ...(path === "fetch" ? { fetch: recording } : {}),
    };
    const agent = createEchoAgent({ push });
    try {
      const taskId = await cancelWithConfigs(
        agent,
        statuses.map((s) => ({ id: `s${s}`, url: `${hook.url}?s=${s}` })),
        `m-table-${path}`,
      );
      await agent.delivery!.idle();
      const attempts = new Map<number, number>();
      for (const r of hook.received) {
        assert.ok(r.path.startsWith("/hook?s="), `a redirect was followed: ${r.method} ${r.path}`);
        const s = statusOf(r.path);
        attempts.set(s, (attempts.get(s) ?? 0) + 1);
      }
      const expected = new Map(statuses.map((s) => [s, retried.includes(s) ? 2 : 1]));
      assert.deepEqual(Object.fromEntries(attempts), Object.fromEntries(expected), "POSTs per status: 2 where retried (then 200), 1 where not");
      assert.equal(agent.delivery!.delivered, succeeded.length + retried.length);
      const failures = [...agent.delivery!.failures].sort((a, b) => a.status! - b.status!);
      assert.deepEqual(
        failures,
        notRetried.map((s) => ({
          tenant: "",
          taskId,
          configId: `s${s}`,
          url: `${hook.url}?s=${s}`,
          attempts: 1,
          status: s,
          error: `the webhook answered HTTP ${s}`,
        })),
      );
      if (path === "fetch") {
        assert.equal(inits.length, hook.received.length);
        for (const init of inits) assert.equal(init.redirect, "manual");
      }
    } finally {
      agent.close();
      await hook.close();
    }
  });
}

test("retry delays: the first retry waits retryDelayMs, each further one twice the one before", async () => {
  const base = 400;
  // 503 three times, then 200: three measured waits.
  const hook = await startReceiver((i) => (i < 3 ? 503 : 200));
  const agent = createEchoAgent({ push: { allowPrivateNetworks: true, retries: 3, retryDelayMs: base, onError: () => {} } });
  try {
    await cancelWithConfigs(agent, [{ id: "slow", url: hook.url }], "m-delays");
    const got = await hook.waitFor(4, 15_000);
    await agent.delivery!.idle();
    assert.equal(agent.delivery!.delivered, 1);
    const gaps = [1, 2, 3].map((k) => got[k]!.at - got[k - 1]!.at);
    const shown = gaps.map((g) => Math.round(g)).join(", ");
    // Nominal base, 2·base, 4·base. A timer never fires early (5% for clock rounding); the upper bounds sit
    // halfway or more to what a wrong exponent gives (a first wait of 2·base, a growth of 4×), leaving a
    // loaded machine 300 ms and more for each POST.
    const nominal = [base, 2 * base, 4 * base];
    const upper = [1.75 * base, 3 * base, 6 * base];
    for (const k of [0, 1, 2]) {
      assert.ok(gaps[k]! >= 0.95 * nominal[k]!, `wait ${k + 1} is ${Math.round(gaps[k]!)} ms, below ${nominal[k]} ms (waits: ${shown})`);
      assert.ok(gaps[k]! < upper[k]!, `wait ${k + 1} is ${Math.round(gaps[k]!)} ms, not under ${upper[k]} ms (waits: ${shown})`);
    }
  } finally {
    agent.close();
    await hook.close();
  }
});
