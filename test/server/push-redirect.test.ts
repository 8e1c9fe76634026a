// A webhook's redirect is never followed (§13.2, against SSRF: a redirect would take the POST, its token and
// its Authorization wherever the webhook points, past the destination check). On the opt-in fetch path the
// request asks for `redirect: "manual"`; a real fetch against a real server on 127.0.0.1 that answers each
// redirect status with a Location on the same server: the Location is never requested, the redirect is a
// recorded failure with its status and is not retried. The pinned node:http path is held to the same.

import assert from "node:assert/strict";
import { test } from "node:test";
import { createEchoAgent, dispatchUnary } from "@a2a-bindgen/server";
import { startReceiver } from "./push-receiver.js";
import { callContext, cardWith, userMessage } from "./store-helpers.js";

const card = cardWith();

// RFC 9110 §15.4: 301, 302 and 303 may be followed with a GET; 307 and 308 re-send the POST and its body.
const redirects = [301, 302, 303, 307, 308];

for (const path of ["fetch", "node:http"] as const) {
  test(`${path} path: 301, 302, 303, 307 and 308 are not followed: the Location is never requested, the failure is recorded once`, async () => {
    const hook = await startReceiver((_i, r) => {
      const s = Number(new URL(r.path, "http://127.0.0.1").searchParams.get("s"));
      return r.path.startsWith("/hook") ? { status: s, headers: { Location: `/elsewhere?s=${s}` } } : 200;
    });
    const inits: RequestInit[] = [];
    // The real fetch, its options recorded: the request still reaches the receiver.
    const fetch = ((input: string | URL | Request, init?: RequestInit) => {
      inits.push(init ?? {});
      return globalThis.fetch(input, init);
    }) as typeof globalThis.fetch;
    const agent = createEchoAgent({
      push: { allowPrivateNetworks: true, retries: 2, retryDelayMs: 5, onError: () => {}, ...(path === "fetch" ? { fetch } : {}) },
    });
    try {
      const { context } = callContext();
      const taskId = (
        await dispatchUnary(agent, card, "SendMessage", { message: userMessage("wait: x", `m-${path}`), configuration: { returnImmediately: true } }, context)
      ).task!.id!;
      for (const s of redirects)
        await dispatchUnary(agent, card, "CreateTaskPushNotificationConfig", { taskId, id: `r${s}`, url: `${hook.url}?s=${s}` }, context);
      await dispatchUnary(agent, card, "CancelTask", { id: taskId }, context);
      await agent.delivery!.idle();
      const asked = hook.received.map((r) => `${r.method} ${r.path}`).sort();
      assert.deepEqual(
        asked,
        redirects.map((s) => `POST /hook?s=${s}`),
        "one POST per config, no request to a Location",
      );
      assert.equal(agent.delivery!.delivered, 0);
      const failures = [...agent.delivery!.failures].sort((a, b) => a.status! - b.status!);
      assert.deepEqual(
        failures,
        redirects.map((s) => ({
          tenant: "",
          taskId,
          configId: `r${s}`,
          url: `${hook.url}?s=${s}`,
          attempts: 1,
          status: s,
          error: `the webhook answered HTTP ${s}`,
        })),
      );
      if (path === "fetch") {
        assert.equal(inits.length, redirects.length);
        for (const init of inits) {
          assert.equal(init.method, "POST");
          assert.equal(init.redirect, "manual");
        }
      }
    } finally {
      agent.close();
      await hook.close();
    }
  });
}
