// What a host names, before anything connects to it: an address (in any spelling a URL or a resolver
// accepts) and the special-purpose block it falls in, or a name (localhost names being loopback), or
// nothing valid. Pure and total: the same answer in a browser, a server and a test.

import { endsInNumber, formatIpv4, formatIpv6, parseIpv4, parseIpv6 } from "./address.js";
import { rangeOf } from "./match.js";
import { localhostRange, type SpecialRange } from "./ranges.js";

/** A host classified: an address (canonical text) with its refused block, a name, or not a host. */
export type HostClass =
  | { kind: "address"; address: string; family: 4 | 6; range: SpecialRange | null }
  | { kind: "name"; name: string; range: SpecialRange | null }
  | { kind: "invalid"; reason: string };

/** Longest host text looked at (a DNS name is at most 253 characters; an IPv6 literal with a zone is short). */
const MAX_HOST = 1024;

function invalid(reason: string): HostClass {
  return { kind: "invalid", reason };
}

/** An IPv6 literal, bracketed (`[::1]`, a URL's hostname) or not, with an optional zone id (`%eth0`; `%25eth0`
 *  inside brackets, RFC 6874). The zone only scopes a link-local address: it is checked and dropped. */
function ipv6Host(text: string, bracketed: boolean): HostClass {
  const percent = text.indexOf("%");
  let literal = text;
  if (percent !== -1) {
    literal = text.slice(0, percent);
    let zone = text.slice(percent + 1);
    if (bracketed && zone.startsWith("25") && zone.length > 2) zone = zone.slice(2);
    if (!/^[A-Za-z0-9._~-]+$/.test(zone)) return invalid("the IPv6 zone id is empty or holds characters a zone id cannot");
  }
  const parsed = parseIpv6(literal);
  if (!parsed.ok) return invalid(parsed.reason);
  return { kind: "address", address: formatIpv6(parsed.bytes), family: 6, range: rangeOf(parsed.bytes) };
}

/**
 * Classifies a host as a URL's `hostname` or a resolver's answer gives it: IPv4 in every form `new URL`
 * reads (2130706433, 0x7f000001, 0x7f.1, 0177.0.0.1, 127.1, a trailing dot), IPv6 bracketed or not, with
 * an embedded IPv4 or a zone id, any case. An IPv4-mapped IPv6 address (::ffff:127.0.0.1) is judged by the
 * IPv4 address it maps: that is where the connection goes, so a mapped public address is public. Names are
 * lowercased without their trailing dot; "localhost" and names under it are loopback (RFC 6761 §6.3), other
 * names have no range here (what they resolve to is checked where they are resolved). Total: anything
 * that is not a string or not a host is "invalid" with a reason.
 */
export function classifyHost(host: string): HostClass {
  if (typeof host !== "string") return invalid("a host is a string");
  if (host === "") return invalid("empty host");
  if (host.length > MAX_HOST) return invalid(`a host is at most ${MAX_HOST} characters`);
  if (host.startsWith("[") || host.endsWith("]")) {
    if (!(host.startsWith("[") && host.endsWith("]")) || host.length < 3) return invalid("unbalanced brackets");
    return ipv6Host(host.slice(1, -1), true);
  }
  if (host.includes(":")) return ipv6Host(host, false);
  if (!/^[\x21-\x7e]+$/.test(host)) return invalid("a host is printable ASCII (a URL's hostname is already punycode)");
  const lower = host.toLowerCase();
  if (endsInNumber(lower)) {
    const parsed = parseIpv4(lower);
    if (!parsed.ok) return invalid(parsed.reason);
    return { kind: "address", address: formatIpv4(parsed.bytes), family: 4, range: rangeOf(parsed.bytes) };
  }
  const name = lower.endsWith(".") ? lower.slice(0, -1) : lower;
  if (name.length > 253) return invalid("a DNS name is at most 253 characters (RFC 1035 §2.3.4)");
  for (const label of name.split(".")) {
    if (label === "") return invalid("a DNS name has no empty labels");
    if (label.length > 63) return invalid("a DNS label is at most 63 characters (RFC 1035 §2.3.4)");
    if (!/^[a-z0-9_-]+$/.test(label)) return invalid("a DNS label holds only letters, digits, '-' and '_'");
  }
  const local = name === "localhost" || name.endsWith(".localhost");
  return { kind: "name", name, range: local ? localhostRange : null };
}

/** True when nothing refuses the host here: a public unicast address, or a name that is not a localhost
 *  name (it still has to be checked on every address it resolves to). */
export function isPublicHost(c: HostClass): boolean {
  return c !== null && typeof c === "object" && c.kind !== "invalid" && c.range === null;
}
