// The network guard of the security suite: imported first by every security test file (a side-effect
// import), it makes any connection to an address other than loopback (127.0.0.0/8 and ::1) fail before a
// packet leaves, and records each refusal so that a test can assert "the server never tried".
//
// - TCP (node:net, and through it node:http, https, http2, tls, undici's global fetch and connect-node):
//   net.Socket.prototype.connect checks an IP literal host before the socket gets a handle, and wraps the
//   lookup of a name so that every address it resolves to is checked before Node connects to one.
// - DNS: dns.lookup (callback and promise) answers IP literals and the localhost names itself (RFC 6761
//   §6.3: they resolve to loopback) and refuses every other name, so getaddrinfo is never asked; the
//   resolve*, reverse and lookupService functions (c-ares queries to the configured servers) are refused.
// - UDP: a dgram socket's send and connect to an address other than loopback throw.
// A refusal is an Error whose message starts "security guard:" and names the address; it surfaces where a
// failed connection would (a socket 'error', a rejected fetch with it as cause, a lookup's callback).

import dgram from "node:dgram";
import dns from "node:dns";
import { syncBuiltinESMExports } from "node:module";
import net from "node:net";

/** One attempt the guard stopped. */
export interface Refusal {
  /** What was attempted: a TCP connection, a DNS query, a UDP datagram. */
  readonly via: "connect" | "dns" | "udp";
  /** The address (or, for DNS, the name) refused. */
  readonly address: string;
  readonly port?: number;
  /** The name being resolved when a resolved address was refused. */
  readonly name?: string;
  readonly message: string;
}

/** The guard's record, shared by everything in this process. */
export interface Guard {
  /** Every refusal since the last clear(), oldest first. */
  readonly refused: Refusal[];
  /** Forgets the refusals (a test that provokes some on purpose clears after asserting them). */
  clear(): void;
}

export const guard: Guard = {
  refused: [],
  clear() {
    this.refused.length = 0;
  },
};

/**
 * Throws when anything was refused since the last clear, listing it, and forgets it: each attack file's
 * afterEach, so that every test also asserts that nothing tried to leave loopback.
 */
export function assertNothingRefused(): void {
  const refused = guard.refused.splice(0);
  if (refused.length > 0) throw new Error(`security guard: ${refused.length} attempt(s) to leave loopback: ${refused.map((r) => r.message).join("; ")}`);
}

/** Whether `address` (an IP literal, IPv6 with or without brackets) is loopback: 127.0.0.0/8 (RFC 1122 §3.2.1.3) or ::1 (RFC 4291 §2.5.3). */
export function isLoopback(address: string): boolean {
  const bare = address.startsWith("[") && address.endsWith("]") ? address.slice(1, -1) : address;
  const kind = net.isIP(bare);
  if (kind === 4) return bare.split(".")[0] === "127";
  // The WHATWG URL parser prints an IPv6 address in its canonical form (RFC 5952): ::1 for every spelling of it.
  if (kind === 6) return !bare.includes("%") && new URL(`http://[${bare}]/`).hostname === "[::1]";
  return false;
}

/** The localhost names (RFC 6761 §6.3), any case, with or without the trailing dot. */
function isLocalhostName(name: string): boolean {
  const n = name.toLowerCase().replace(/\.$/, "");
  return n === "localhost" || n.endsWith(".localhost");
}

class GuardError extends Error {
  readonly code = "ESECURITYGUARD";
}

function refuse(via: Refusal["via"], address: string, detail: string, port?: number, name?: string): GuardError {
  const where = port === undefined ? address : `${address}:${port}`;
  const message = `security guard: ${detail} ${where}${name === undefined ? "" : ` (resolved from ${name})`} refused: the security tests reach loopback only`;
  guard.refused.push({ via, address, ...(port === undefined ? {} : { port }), ...(name === undefined ? {} : { name }), message });
  return new GuardError(message);
}

type LookupAddress = { address: string; family: number };
type LookupCallback = (err: Error | null, address?: string | LookupAddress[], family?: number) => void;
type LookupOptions = { family?: number | string; all?: boolean };

function familyOf(options: LookupOptions): 0 | 4 | 6 {
  const f = options.family;
  return f === 6 || f === "IPv6" ? 6 : f === 4 || f === "IPv4" ? 4 : 0;
}

/** What dns.lookup answers without asking anyone: IP literals as they are, localhost names as loopback; null for any other name. */
function localAnswer(hostname: string, options: LookupOptions): LookupAddress[] | null {
  const kind = net.isIP(hostname);
  if (kind !== 0) return [{ address: hostname, family: kind }];
  if (!isLocalhostName(hostname)) return null;
  // The servers of the suite listen on 127.0.0.1: IPv4 unless only IPv6 is asked for.
  return familyOf(options) === 6 ? [{ address: "::1", family: 6 }] : [{ address: "127.0.0.1", family: 4 }];
}

function normalizeLookupArgs(options: unknown, callback: unknown): { options: LookupOptions; callback: LookupCallback } {
  if (typeof options === "function") return { options: {}, callback: options as LookupCallback };
  if (typeof options === "number") return { options: { family: options }, callback: callback as LookupCallback };
  return { options: (options ?? {}) as LookupOptions, callback: callback as LookupCallback };
}

/** The guarded dns.lookup: no query leaves; names other than localhost fail. */
function guardedLookup(hostname: string, options?: unknown, callback?: unknown): void {
  const a = normalizeLookupArgs(options, callback);
  const answer = localAnswer(String(hostname), a.options);
  if (answer === null) {
    const e = refuse("dns", String(hostname), "DNS lookup of");
    process.nextTick(a.callback, e);
  } else if (a.options.all === true) process.nextTick(a.callback, null, answer);
  else process.nextTick(a.callback, null, answer[0].address, answer[0].family);
}

function guardedLookupPromise(hostname: string, options?: unknown): Promise<LookupAddress | LookupAddress[]> {
  return new Promise((resolve, reject) => {
    const opts = typeof options === "number" ? { family: options } : ((options ?? {}) as LookupOptions);
    guardedLookup(hostname, opts, (err: Error | null, address?: string | LookupAddress[], family?: number) => {
      if (err !== null) reject(err);
      else resolve(Array.isArray(address) ? address : { address: address as string, family: family as number });
    });
  });
}

/** A lookup (the caller's, or the guarded dns.lookup) whose every resolved address must be loopback. */
function checkedLookup(lookup: (...args: unknown[]) => void, port: number | undefined) {
  return (hostname: string, options: unknown, callback: unknown): void => {
    const a = normalizeLookupArgs(options, callback);
    lookup(hostname, a.options, (err: Error | null, address?: string | LookupAddress[], family?: number) => {
      if (err) return a.callback(err);
      const list = Array.isArray(address) ? address : [{ address: String(address), family: family ?? 0 }];
      const bad = list.find((x) => !isLoopback(x.address));
      if (bad !== undefined) return a.callback(refuse("connect", bad.address, "connection to", port, hostname));
      a.callback(null, address, family);
    });
  };
}

type ConnectOptions = { host?: string; port?: number | string; path?: string; lookup?: (...args: unknown[]) => void };

const originalConnect = net.Socket.prototype.connect;
// Node's connect takes (options[, cb]), (port[, host][, cb]), (path[, cb]), or an array it has already
// normalized (net.connect passes one): the options are read from each form, and replaced in place when
// the lookup is wrapped.
net.Socket.prototype.connect = function guardedConnect(this: net.Socket, ...args: unknown[]) {
  let options: ConnectOptions;
  let replace: (o: ConnectOptions) => void;
  const first = args[0];
  if (Array.isArray(first)) {
    options = (first[0] ?? {}) as ConnectOptions;
    replace = (o) => {
      first[0] = o;
    };
  } else if (first !== null && typeof first === "object") {
    options = first as ConnectOptions;
    replace = (o) => {
      args[0] = o;
    };
  } else if (typeof first === "number" || (typeof first === "string" && /^[0-9]+$/.test(first))) {
    options = { port: first, host: typeof args[1] === "string" ? args[1] : undefined };
    replace = (o) => {
      args.splice(0, typeof args[1] === "string" ? 2 : 1, o);
    };
  } else {
    // A path: a local IPC socket, which never leaves the machine.
    return originalConnect.apply(this, args as Parameters<typeof originalConnect>);
  }
  if (options.path != null) return originalConnect.apply(this, args as Parameters<typeof originalConnect>);
  const host = options.host ?? "localhost";
  const port = options.port === undefined ? undefined : Number(options.port);
  const bare = host.startsWith("[") && host.endsWith("]") ? host.slice(1, -1) : host;
  if (net.isIP(bare) !== 0) {
    if (!isLoopback(bare)) {
      const e = refuse("connect", bare, "connection to", port);
      // As a failed lookup fails: the socket is destroyed with the error on the next tick, before any handle exists.
      (this as net.Socket & { connecting: boolean }).connecting = true;
      process.nextTick(() => this.destroy(e));
      return this;
    }
    return originalConnect.apply(this, args as Parameters<typeof originalConnect>);
  }
  replace({ ...options, lookup: checkedLookup(options.lookup ?? (dns.lookup as (...args: unknown[]) => void), port) as ConnectOptions["lookup"] });
  return originalConnect.apply(this, args as Parameters<typeof originalConnect>);
} as typeof originalConnect;

// DNS: lookups answered locally, queries refused.
const queries = [
  "resolve",
  "resolve4",
  "resolve6",
  "resolveAny",
  "resolveCaa",
  "resolveCname",
  "resolveMx",
  "resolveNaptr",
  "resolveNs",
  "resolvePtr",
  "resolveSoa",
  "resolveSrv",
  "resolveTxt",
  "reverse",
];

function refusedQuery(name: string) {
  return function (this: unknown, ...args: unknown[]): void {
    const callback = [...args].reverse().find((x) => typeof x === "function") as ((e: Error) => void) | undefined;
    const e = refuse("dns", String(args[0]), `DNS query (${name}) for`);
    if (callback !== undefined) process.nextTick(callback, e);
    else throw e;
  };
}

function refusedQueryPromise(name: string) {
  return function (this: unknown, ...args: unknown[]): Promise<never> {
    return Promise.reject(refuse("dns", String(args[0]), `DNS query (${name}) for`));
  };
}

const writable = (target: object, key: string, value: unknown) => Object.defineProperty(target, key, { value, writable: true, configurable: true });

writable(dns, "lookup", guardedLookup);
writable(dns.promises, "lookup", guardedLookupPromise);
writable(dns, "lookupService", (address: string, port: number, callback: (e: Error) => void) => {
  process.nextTick(callback, refuse("dns", String(address), "reverse lookup (lookupService) of", port));
});
writable(dns.promises, "lookupService", (address: string, port: number) =>
  Promise.reject(refuse("dns", String(address), "reverse lookup (lookupService) of", port)),
);
for (const q of queries) {
  writable(dns, q, refusedQuery(q));
  writable(dns.Resolver.prototype, q, refusedQuery(q));
  writable(dns.promises, q, refusedQueryPromise(q));
  writable(dns.promises.Resolver.prototype, q, refusedQueryPromise(q));
}

// UDP.
function checkDatagram(address: string | undefined, port: number | undefined, what: string): void {
  if (address === undefined || isLoopback(address) || isLocalhostName(address)) return;
  throw refuse("udp", address, what, port);
}

const originalSend = dgram.Socket.prototype.send;
dgram.Socket.prototype.send = function guardedSend(this: dgram.Socket, ...args: unknown[]) {
  // send(msg[, offset, length], port[, address][, cb]): the address is the only string after the message.
  const rest = args.slice(1);
  const address = rest.find((x) => typeof x === "string") as string | undefined;
  const port = rest.filter((x) => typeof x === "number").at(-1) as number | undefined;
  checkDatagram(address, port, "datagram to");
  return originalSend.apply(this, args as Parameters<typeof originalSend>);
} as typeof originalSend;

const originalUdpConnect = dgram.Socket.prototype.connect;
dgram.Socket.prototype.connect = function guardedUdpConnect(this: dgram.Socket, ...args: unknown[]) {
  checkDatagram(typeof args[1] === "string" ? args[1] : undefined, typeof args[0] === "number" ? args[0] : undefined, "UDP connect to");
  return originalUdpConnect.apply(this, args as Parameters<typeof originalUdpConnect>);
} as typeof originalUdpConnect;

// Named imports of the built-ins (import { lookup } from "node:dns") see the guarded functions too.
syncBuiltinESMExports();
