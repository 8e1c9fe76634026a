// Where a webhook may point (§13.2: agents SHOULD refuse private and loopback webhook addresses, against
// SSRF). The blocks are the kit's table of IANA's special-purpose registries; this file only decides
// which of them `allowPrivateNetworks` opens. Checked twice: on the URL's host when a config is stored,
// and on every address its name resolves to when a POST is made (deliver.ts pins the connection to it).

import { classifyHost, type HostClass, type RangeKind, type SpecialRange } from "@a2a-bindgen/kit";

/**
 * What `allowPrivateNetworks: true` opens: loopback (127.0.0.0/8, ::1, localhost names), private-use
 * (RFC 1918), unique-local (fc00::/7) and shared (CGNAT, 100.64.0.0/10) destinations: the networks a
 * deployment's own services live on. Never opened: link-local (169.254.0.0/16, cloud metadata at
 * 169.254.169.254; fe80::/10), unspecified, multicast, broadcast, reserved, documentation, benchmarking
 * and translation blocks (NAT64, 6to4, Teredo, IPv4-compatible): no webhook lives there. (A NAT64
 * address that embeds a public IPv4 address is public to begin with: kit/src/net/match.ts.)
 */
export const privateNetworkKinds: ReadonlySet<RangeKind> = new Set<RangeKind>(["loopback", "private", "unique-local", "shared"]);

/** A refused block as a reason: its registry name, CIDR and source. */
export function describeRange(range: SpecialRange): string {
  return `${range.name} ${range.cidr} (${range.kind}; ${range.source})`;
}

/** Whether a classified block may be connected to under the policy. */
export function rangeAllowed(range: SpecialRange | null, allowPrivateNetworks: boolean): boolean {
  return range === null || (allowPrivateNetworks && privateNetworkKinds.has(range.kind));
}

/** Why a classified host may not be a webhook's destination, or null when it may (a name: until resolved). */
export function hostRefusal(c: HostClass, allowPrivateNetworks: boolean): string | null {
  if (c.kind === "invalid") return `not a valid host: ${c.reason}`;
  if (rangeAllowed(c.range, allowPrivateNetworks)) return null;
  const what = c.kind === "address" ? c.address : c.name;
  return `${what} is in ${describeRange(c.range!)}`;
}

/** Why a URL's host may not be a webhook's destination, or null (names pass here: they are checked when resolved). */
export function urlRefusal(url: URL, allowPrivateNetworks: boolean): string | null {
  return hostRefusal(classifyHost(url.hostname), allowPrivateNetworks);
}
