// The address blocks no webhook or agent interface may name unless the caller opts in, as data: IANA's
// IPv4 and IPv6 Special-Purpose Address Registries (RFC 6890, RFC 8190) row by row, plus the blocks of
// IANA's IPv4 and IPv6 Address Space Registries that are not global unicast (multicast, site-local,
// the IETF-reserved IPv6 space outside 2000::/3) and the deprecated IPv4-compatible IPv6 block.
//
// Every row is refused, the rows IANA marks globally reachable too: those are anycast protocol services
// (PCP, TURN, DNS-SD, AMT, AS112) and identifier or translation prefixes (ORCHIDv2, DETs, NAT64), never
// a webhook's host, and a translation prefix reaches whatever IPv4 address it embeds. The column is kept
// as IANA states it (null: "N/A", or a block from a registry without the column).

/** What a special-purpose block is for, in the words the callers report. */
export type RangeKind =
  | "loopback"
  | "private"
  | "link-local"
  | "unique-local"
  | "shared"
  | "unspecified"
  | "multicast"
  | "broadcast"
  | "translation"
  | "reserved"
  | "documentation"
  | "benchmarking";

/** One refused address block: its registry name, CIDR, kind and the registry and RFC it comes from. */
export interface SpecialRange {
  readonly name: string;
  readonly cidr: string;
  readonly kind: RangeKind;
  /** The registry and RFC the row is copied from. */
  readonly source: string;
  /** IANA's "Globally Reachable" column; null where IANA says N/A or its registry has no such column. */
  readonly globallyReachable: boolean | null;
}

const V4 = "IANA IPv4 Special-Purpose Address Registry";
const V6 = "IANA IPv6 Special-Purpose Address Registry";
const V4SPACE = "IANA IPv4 Address Space Registry";
const V6SPACE = "IANA IPv6 Address Space Registry";

function row(cidr: string, name: string, kind: RangeKind, source: string, globallyReachable: boolean | null): SpecialRange {
  return Object.freeze({ name, cidr, kind, source, globallyReachable });
}

/** The IPv4 rows. */
export const ipv4Ranges: readonly SpecialRange[] = Object.freeze([
  row("0.0.0.0/8", '"This network"', "unspecified", `${V4}; RFC 791 §3.2`, false),
  row("0.0.0.0/32", '"This host on this network"', "unspecified", `${V4}; RFC 1122 §3.2.1.3`, false),
  row("10.0.0.0/8", "Private-Use", "private", `${V4}; RFC 1918`, false),
  row("100.64.0.0/10", "Shared Address Space", "shared", `${V4}; RFC 6598`, false),
  row("127.0.0.0/8", "Loopback", "loopback", `${V4}; RFC 1122 §3.2.1.3`, false),
  row("169.254.0.0/16", "Link Local", "link-local", `${V4}; RFC 3927`, false),
  row("172.16.0.0/12", "Private-Use", "private", `${V4}; RFC 1918`, false),
  row("192.0.0.0/24", "IETF Protocol Assignments", "reserved", `${V4}; RFC 6890 §2.1`, false),
  row("192.0.0.0/29", "IPv4 Service Continuity Prefix", "translation", `${V4}; RFC 7335`, false),
  row("192.0.0.8/32", "IPv4 dummy address", "reserved", `${V4}; RFC 7600`, false),
  row("192.0.0.9/32", "Port Control Protocol Anycast", "reserved", `${V4}; RFC 7723`, true),
  row("192.0.0.10/32", "Traversal Using Relays around NAT Anycast", "reserved", `${V4}; RFC 8155`, true),
  row("192.0.0.170/32", "NAT64/DNS64 Discovery", "translation", `${V4}; RFC 8880, RFC 7050 §2.2`, false),
  row("192.0.0.171/32", "NAT64/DNS64 Discovery", "translation", `${V4}; RFC 8880, RFC 7050 §2.2`, false),
  row("192.0.2.0/24", "Documentation (TEST-NET-1)", "documentation", `${V4}; RFC 5737`, false),
  row("192.31.196.0/24", "AS112-v4", "reserved", `${V4}; RFC 7535`, true),
  row("192.52.193.0/24", "AMT", "reserved", `${V4}; RFC 7450`, true),
  row("192.88.99.0/24", "Deprecated (6to4 Relay Anycast)", "translation", `${V4}; RFC 7526`, null),
  row("192.168.0.0/16", "Private-Use", "private", `${V4}; RFC 1918`, false),
  row("192.175.48.0/24", "Direct Delegation AS112 Service", "reserved", `${V4}; RFC 7534`, true),
  row("198.18.0.0/15", "Benchmarking", "benchmarking", `${V4}; RFC 2544`, false),
  row("198.51.100.0/24", "Documentation (TEST-NET-2)", "documentation", `${V4}; RFC 5737`, false),
  row("203.0.113.0/24", "Documentation (TEST-NET-3)", "documentation", `${V4}; RFC 5737`, false),
  row("224.0.0.0/4", "Multicast", "multicast", `${V4SPACE}; RFC 5771`, null),
  row("240.0.0.0/4", "Reserved", "reserved", `${V4}; RFC 1112 §4`, false),
  row("255.255.255.255/32", "Limited Broadcast", "broadcast", `${V4}; RFC 8190, RFC 919 §7`, false),
]);

/** The IPv6 rows. ::ffff:0:0/96 is listed, but an IPv4-mapped address is judged by the IPv4 address it maps. */
export const ipv6Ranges: readonly SpecialRange[] = Object.freeze([
  row("::1/128", "Loopback Address", "loopback", `${V6}; RFC 4291`, false),
  row("::/128", "Unspecified Address", "unspecified", `${V6}; RFC 4291`, false),
  row("::/96", "IPv4-Compatible IPv6 Address (deprecated)", "translation", "RFC 4291 §2.5.5.1", null),
  row("::ffff:0:0/96", "IPv4-mapped Address", "translation", `${V6}; RFC 4291`, false),
  row("64:ff9b::/96", "IPv4-IPv6 Translat.", "translation", `${V6}; RFC 6052`, true),
  row("64:ff9b:1::/48", "IPv4-IPv6 Translat.", "translation", `${V6}; RFC 8215`, false),
  row("100::/64", "Discard-Only Address Block", "reserved", `${V6}; RFC 6666`, false),
  row("2001::/23", "IETF Protocol Assignments", "reserved", `${V6}; RFC 2928`, false),
  row("2001::/32", "TEREDO", "translation", `${V6}; RFC 4380, RFC 8190`, null),
  row("2001:1::1/128", "Port Control Protocol Anycast", "reserved", `${V6}; RFC 7723`, true),
  row("2001:1::2/128", "Traversal Using Relays around NAT Anycast", "reserved", `${V6}; RFC 8155`, true),
  row("2001:1::3/128", "DNS-SD Service Registration Protocol Anycast", "reserved", `${V6}; RFC 9665`, true),
  row("2001:2::/48", "Benchmarking", "benchmarking", `${V6}; RFC 5180, RFC Errata 1752`, false),
  row("2001:3::/32", "AMT", "reserved", `${V6}; RFC 7450`, true),
  row("2001:4:112::/48", "AS112-v6", "reserved", `${V6}; RFC 7535`, true),
  row("2001:10::/28", "Deprecated (previously ORCHID)", "reserved", `${V6}; RFC 4843`, null),
  row("2001:20::/28", "ORCHIDv2", "reserved", `${V6}; RFC 7343`, true),
  row("2001:30::/28", "Drone Remote ID Protocol Entity Tags (DETs) Prefix", "reserved", `${V6}; RFC 9374`, true),
  row("2001:db8::/32", "Documentation", "documentation", `${V6}; RFC 3849`, false),
  row("2002::/16", "6to4", "translation", `${V6}; RFC 3056`, null),
  row("2620:4f:8000::/48", "Direct Delegation AS112 Service", "reserved", `${V6}; RFC 7534`, true),
  row("3fff::/20", "Documentation", "documentation", `${V6}; RFC 9637`, false),
  row("5f00::/16", "Segment Routing (SRv6) SIDs", "reserved", `${V6}; RFC 9602`, false),
  row("fc00::/7", "Unique-Local", "unique-local", `${V6}; RFC 4193, RFC 8190`, false),
  row("fe80::/10", "Link-Local Unicast", "link-local", `${V6}; RFC 4291`, false),
  row("fec0::/10", "Site-Local (deprecated)", "reserved", `${V6SPACE}; RFC 3879`, null),
  row("ff00::/8", "Multicast", "multicast", `${V6SPACE}; RFC 4291 §2.7`, null),
  // Only 2000::/3 is global unicast; the rest of the space is reserved by the IETF.
  ...["::/8", "100::/8", "200::/7", "400::/6", "800::/5", "1000::/4"].map((c) => row(c, "Reserved by IETF", "reserved", `${V6SPACE}; RFC 4291`, null)),
  ...["4000::/3", "6000::/3", "8000::/3", "a000::/3", "c000::/3", "e000::/4", "f000::/5", "f800::/6", "fe00::/9"].map((c) =>
    row(c, "Reserved by IETF", "reserved", `${V6SPACE}; RFC 4291`, null),
  ),
]);

/** localhost. and every name under it are loopback names (RFC 6761 §6.3), whatever a resolver says. */
export const localhostRange: SpecialRange = row(
  "127.0.0.0/8",
  "localhost",
  "loopback",
  'RFC 6761 §6.3 ("localhost." and names under it are loopback; ::1 too)',
  false,
);
