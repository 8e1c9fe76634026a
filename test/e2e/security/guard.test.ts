// The security suite's network guard: connections, DNS queries and datagrams to anything but loopback
// are refused before anything is sent (no socket handle is made, the refusal is immediate, never a
// timeout), each refusal recorded; 127.0.0.1, other 127/8 addresses, [::1] and localhost still work.

import { guard, isLoopback } from "./support/guard.ts";
import assert from "node:assert/strict";
import dgram from "node:dgram";
import dns, { lookup as namedLookup } from "node:dns";
import http from "node:http";
import http2 from "node:http2";
import type { AddressInfo } from "node:net";
import net from "node:net";
import { after, afterEach, before, describe, test } from "node:test";

/** The cause chain's messages of an error (fetch wraps the socket's error as its cause). */
function messages(e: unknown): string[] {
  const out: string[] = [];
  for (let x = e; x instanceof Error && out.length < 5; x = (x as Error & { cause?: unknown }).cause) out.push(x.message);
  return out;
}

/** Asserts that `run` failed because of the guard, within `ms` (a real attempt to an unreachable address takes seconds), naming `address`. */
async function refusedQuickly(run: () => Promise<unknown>, address: string, ms = 1_000): Promise<void> {
  const t0 = performance.now();
  const e = await run().then(
    () => assert.fail(`reached ${address}`),
    (err: unknown) => err,
  );
  const took = performance.now() - t0;
  const guardMessage = messages(e).find((m) => m.startsWith("security guard:"));
  assert.ok(guardMessage !== undefined, `not the guard's refusal: ${messages(e).join(" <- ")}`);
  assert.ok(guardMessage.includes(address), `${guardMessage} does not name ${address}`);
  assert.ok(took < ms, `refused after ${took.toFixed(0)} ms`);
  assert.ok(
    guard.refused.some((r) => r.address === address),
    `not recorded: ${JSON.stringify(guard.refused)}`,
  );
}

describe("the guard refuses what leaves loopback", () => {
  afterEach(() => guard.clear());

  for (const [address, why] of [
    ["10.0.0.1", "RFC 1918 private"],
    ["169.254.169.254", "RFC 3927 link-local: cloud metadata"],
    ["93.184.216.34", "public unicast"],
    ["0.0.0.0", "RFC 6890 this host (the local machine on Linux, yet not loopback)"],
  ] as const) {
    test(`fetch to ${address} (${why})`, () => refusedQuickly(() => fetch(`http://${address}/`, { signal: AbortSignal.timeout(5_000) }), address));
  }

  test("fetch to an IPv6 address outside ::1: fe80::1, and ::ffff:127.0.0.1 (loopback only through the IPv4 stack)", async () => {
    await refusedQuickly(() => fetch("http://[fe80::1]/", { signal: AbortSignal.timeout(5_000) }), "fe80::1");
    await refusedQuickly(() => fetch("http://[::ffff:127.0.0.1]/", { signal: AbortSignal.timeout(5_000) }), "::ffff:7f00:1");
  });

  test("fetch to a DNS name: the lookup is refused, no query is sent", () =>
    refusedQuickly(() => fetch("http://example.com/", { signal: AbortSignal.timeout(5_000) }), "example.com"));

  test("http.request to 10.0.0.1: an 'error' with the refusal, no socket handle made", async () => {
    await refusedQuickly(
      () =>
        new Promise((resolve, reject) => {
          const req = http.request({ host: "10.0.0.1", port: 80, path: "/", timeout: 5_000 }, resolve);
          req.on("error", (e) => {
            const handle = (req.socket as (net.Socket & { _handle: unknown }) | null)?._handle;
            if (handle != null) reject(new Error(`a socket handle was made for 10.0.0.1: ${e.message}`));
            else reject(e);
          });
          req.end();
        }),
      "10.0.0.1",
    );
  });

  test("net.connect to 10.0.0.1 (options and port, host forms): destroyed with the refusal, never connected", async () => {
    for (const open of [() => net.connect({ host: "10.0.0.1", port: 443 }), () => net.connect(443, "10.0.0.1")]) {
      await refusedQuickly(
        () =>
          new Promise((resolve, reject) => {
            const s = open();
            s.on("connect", () => resolve("connected"));
            s.on("error", (e) => {
              if ((s as net.Socket & { _handle: unknown })._handle != null) reject(new Error(`a socket handle was made: ${e.message}`));
              else reject(e);
            });
          }),
        "10.0.0.1",
      );
    }
  });

  test("a caller's lookup that resolves a name to a private address: the address is refused before connecting", async () => {
    const lookup = (_name: string, _options: unknown, cb: (e: Error | null, a: { address: string; family: number }[]) => void) =>
      cb(null, [{ address: "192.168.1.1", family: 4 }]);
    await refusedQuickly(
      () =>
        new Promise((resolve, reject) => {
          const s = net.connect({ host: "printer.example", port: 80, lookup: lookup as never });
          s.on("connect", () => resolve("connected"));
          s.on("error", reject);
        }),
      "192.168.1.1",
    );
    assert.equal(guard.refused[0].name, "printer.example");
  });

  test("http2.connect to 10.0.0.1: the session fails with the refusal; its TCP socket never had a handle", async () => {
    await refusedQuickly(
      () =>
        new Promise((resolve, reject) => {
          const tcp: net.Socket[] = [];
          const session = http2.connect("http://10.0.0.1:80", {
            createConnection: (url: URL) => {
              const s = net.connect({ host: url.hostname, port: Number(url.port) });
              tcp.push(s);
              return s;
            },
          });
          session.on("error", (e) => {
            if (tcp.some((s) => (s as net.Socket & { _handle: unknown })._handle != null)) reject(new Error(`a socket handle was made: ${e.message}`));
            else reject(e);
          });
          session.on("close", () => resolve("closed without an error"));
        }),
      "10.0.0.1",
    );
  });

  test("every DNS entry point: lookup of a name, resolve*, Resolver, promises, lookupService", async () => {
    await refusedQuickly(() => dns.promises.lookup("example.com"), "example.com");
    await refusedQuickly(() => new Promise((resolve, reject) => namedLookup("example.org", (e, a) => (e ? reject(e) : resolve(a)))), "example.org");
    await refusedQuickly(() => new Promise((resolve, reject) => dns.resolve4("example.net", (e, a) => (e ? reject(e) : resolve(a)))), "example.net");
    await refusedQuickly(() => dns.promises.resolveTxt("example.com"), "example.com");
    await refusedQuickly(() => new dns.promises.Resolver().resolve6("example.com"), "example.com");
    await refusedQuickly(
      () => new Promise((resolve, reject) => new dns.Resolver().resolveMx("example.com", (e, a) => (e ? reject(e) : resolve(a)))),
      "example.com",
    );
    await refusedQuickly(() => new Promise((resolve, reject) => dns.reverse("8.8.8.8", (e, a) => (e ? reject(e) : resolve(a)))), "8.8.8.8");
    await refusedQuickly(() => dns.promises.lookupService("8.8.8.8", 53), "8.8.8.8");
  });

  test("a datagram to 10.0.0.1 and a UDP connect to 8.8.8.8 throw the refusal", async () => {
    const socket = dgram.createSocket("udp4");
    try {
      await refusedQuickly(async () => socket.send("x", 53, "10.0.0.1"), "10.0.0.1");
      await refusedQuickly(async () => socket.connect(53, "8.8.8.8"), "8.8.8.8");
    } finally {
      socket.close();
    }
  });
});

describe("loopback still works", () => {
  let v4: http.Server;
  let v6: http.Server;
  let p4: number;
  let p6: number;
  before(async () => {
    const answer: http.RequestListener = (req, res) => res.end(`hello ${req.headers.host}`);
    v4 = http.createServer(answer);
    v6 = http.createServer(answer);
    await new Promise<void>((r) => v4.listen(0, "127.0.0.1", r));
    await new Promise<void>((r) => v6.listen(0, "::1", r));
    p4 = (v4.address() as AddressInfo).port;
    p6 = (v6.address() as AddressInfo).port;
  });
  after(async () => {
    v4.closeAllConnections();
    v6.closeAllConnections();
    await Promise.all([new Promise((r) => v4.close(r)), new Promise((r) => v6.close(r))]);
  });
  afterEach(() => assert.deepEqual(guard.refused, []));

  test("fetch to 127.0.0.1, [::1] and localhost (RFC 6761: answered as loopback without a query)", async () => {
    const t = AbortSignal.timeout(5_000);
    assert.equal(await (await fetch(`http://127.0.0.1:${p4}/`, { signal: t })).text(), `hello 127.0.0.1:${p4}`);
    assert.equal(await (await fetch(`http://[::1]:${p6}/`, { signal: t })).text(), `hello [::1]:${p6}`);
    assert.equal(await (await fetch(`http://localhost:${p4}/`, { signal: t })).text(), `hello localhost:${p4}`);
  });

  test("http.request and net.connect to 127.0.0.1", async () => {
    const body = await new Promise<string>((resolve, reject) => {
      const req = http.get({ host: "127.0.0.1", port: p4, path: "/", timeout: 5_000 }, (res) => {
        let s = "";
        res.on("data", (c) => {
          s += c;
        });
        res.on("end", () => resolve(s));
      });
      req.on("error", reject);
    });
    assert.equal(body, `hello 127.0.0.1:${p4}`);
    await new Promise<void>((resolve, reject) => {
      const s = net.connect(p4, "127.0.0.1", () => {
        s.destroy();
        resolve();
      });
      s.on("error", reject);
    });
  });

  test("a datagram to 127.0.0.1 arrives", async () => {
    const receiver = dgram.createSocket("udp4");
    const sender = dgram.createSocket("udp4");
    try {
      await new Promise<void>((r) => receiver.bind(0, "127.0.0.1", r));
      const got = new Promise<string>((r) => receiver.once("message", (m) => r(m.toString())));
      sender.send("ping", receiver.address().port, "127.0.0.1");
      assert.equal(await got, "ping");
    } finally {
      receiver.close();
      sender.close();
    }
  });

  test("isLoopback: 127.0.0.0/8 and every spelling of ::1; nothing else", () => {
    for (const a of ["127.0.0.1", "127.255.255.254", "127.0.0.2", "::1", "[::1]", "0:0:0:0:0:0:0:1", "0::1"]) assert.ok(isLoopback(a), a);
    for (const a of ["128.0.0.1", "10.0.0.1", "0.0.0.0", "::", "::ffff:127.0.0.1", "::127.0.0.1", "fe80::1", "localhost", "127.1", "2130706433"])
      assert.ok(!isLoopback(a), a);
  });
});
