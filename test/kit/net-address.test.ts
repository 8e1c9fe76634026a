// classifyHost (issue 20, push delivery and the client's interface checks). Expected blocks are written by
// hand from IANA's IPv4/IPv6 Special-Purpose Address Registries, its IPv4/IPv6 Address Space Registries,
// RFC 4291 (IPv6 text and embedded IPv4), RFC 5952 (canonical IPv6), RFC 6761 (localhost) and the WHATWG
// URL host parser (the IPv4 spellings `new URL` reads). For every block: its first and last address, and
// the addresses just outside it.

import assert from "node:assert/strict";
import { test } from "node:test";
import { classifyHost, ipv4Ranges, ipv6Ranges, isPublicHost } from "@a2a-bindgen/kit";

/** The CIDR of the refused block a host falls in, null for public, "invalid" when it is no host. */
function block(host: string): string | null {
  const c = classifyHost(host);
  if (c.kind === "invalid") return "invalid";
  return c.range === null ? null : c.range.cidr;
}

function check(cases: ReadonlyArray<readonly [string, string | null]>): void {
  for (const [host, expected] of cases) assert.equal(block(host), expected, host);
}

test("IPv4 blocks: first and last address of each, and the neighbours outside", () => {
  check([
    ["0.0.0.0", "0.0.0.0/32"],
    ["0.0.0.1", "0.0.0.0/8"],
    ["0.255.255.255", "0.0.0.0/8"],
    ["1.0.0.0", null],
    ["9.255.255.255", null],
    ["10.0.0.0", "10.0.0.0/8"],
    ["10.255.255.255", "10.0.0.0/8"],
    ["11.0.0.0", null],
    ["100.63.255.255", null],
    ["100.64.0.0", "100.64.0.0/10"],
    ["100.127.255.255", "100.64.0.0/10"],
    ["100.128.0.0", null],
    ["126.255.255.255", null],
    ["127.0.0.0", "127.0.0.0/8"],
    ["127.255.255.255", "127.0.0.0/8"],
    ["128.0.0.0", null],
    ["169.253.255.255", null],
    ["169.254.0.0", "169.254.0.0/16"],
    ["169.254.169.254", "169.254.0.0/16"],
    ["169.254.255.255", "169.254.0.0/16"],
    ["169.255.0.0", null],
    ["172.15.255.255", null],
    ["172.16.0.0", "172.16.0.0/12"],
    ["172.31.255.255", "172.16.0.0/12"],
    ["172.32.0.0", null],
    ["191.255.255.255", null],
    ["192.0.0.0", "192.0.0.0/29"],
    ["192.0.0.7", "192.0.0.0/29"],
    ["192.0.0.8", "192.0.0.8/32"],
    ["192.0.0.9", "192.0.0.9/32"],
    ["192.0.0.10", "192.0.0.10/32"],
    ["192.0.0.11", "192.0.0.0/24"],
    ["192.0.0.169", "192.0.0.0/24"],
    ["192.0.0.170", "192.0.0.170/32"],
    ["192.0.0.171", "192.0.0.171/32"],
    ["192.0.0.172", "192.0.0.0/24"],
    ["192.0.0.255", "192.0.0.0/24"],
    ["192.0.1.0", null],
    ["192.0.1.255", null],
    ["192.0.2.0", "192.0.2.0/24"],
    ["192.0.2.255", "192.0.2.0/24"],
    ["192.0.3.0", null],
    ["192.31.195.255", null],
    ["192.31.196.0", "192.31.196.0/24"],
    ["192.31.196.255", "192.31.196.0/24"],
    ["192.31.197.0", null],
    ["192.52.192.255", null],
    ["192.52.193.0", "192.52.193.0/24"],
    ["192.52.193.255", "192.52.193.0/24"],
    ["192.52.194.0", null],
    ["192.88.98.255", null],
    ["192.88.99.0", "192.88.99.0/24"],
    ["192.88.99.255", "192.88.99.0/24"],
    ["192.88.100.0", null],
    ["192.167.255.255", null],
    ["192.168.0.0", "192.168.0.0/16"],
    ["192.168.255.255", "192.168.0.0/16"],
    ["192.169.0.0", null],
    ["192.175.47.255", null],
    ["192.175.48.0", "192.175.48.0/24"],
    ["192.175.48.255", "192.175.48.0/24"],
    ["192.175.49.0", null],
    ["198.17.255.255", null],
    ["198.18.0.0", "198.18.0.0/15"],
    ["198.19.255.255", "198.18.0.0/15"],
    ["198.20.0.0", null],
    ["198.51.99.255", null],
    ["198.51.100.0", "198.51.100.0/24"],
    ["198.51.100.255", "198.51.100.0/24"],
    ["198.51.101.0", null],
    ["203.0.112.255", null],
    ["203.0.113.0", "203.0.113.0/24"],
    ["203.0.113.255", "203.0.113.0/24"],
    ["203.0.114.0", null],
    ["223.255.255.255", null],
    ["224.0.0.0", "224.0.0.0/4"],
    ["239.255.255.255", "224.0.0.0/4"],
    ["240.0.0.0", "240.0.0.0/4"],
    ["255.255.255.254", "240.0.0.0/4"],
    ["255.255.255.255", "255.255.255.255/32"],
  ]);
});

test("IPv6 blocks: first and last address of each, and the neighbours outside", () => {
  const F = "ffff:ffff:ffff:ffff:ffff";
  check([
    ["::", "::/128"],
    ["::1", "::1/128"],
    ["::2", "::/96"],
    ["::ffff:ffff", "::/96"],
    ["::1:0:0", "::/8"],
    ["::fffe:ffff:ffff", "::/8"],
    ["0:0:0:0:1:ffff:0:0", "::/8"],
    ["64:ff9b::", "64:ff9b::/96"],
    ["64:ff9b::ffff:ffff", "64:ff9b::/96"],
    // RFC 6052 §2.1: 64:ff9b::/96 embeds an IPv4 address; a public one is reached through the
    // translator (DNS64 on an IPv6-only network), a non-global one stays in the translation block (§3.1).
    ["64:ff9b::808:808", null],
    ["64:ff9b::8.8.8.8", null],
    ["64:ff9b::7f00:1", "64:ff9b::/96"],
    ["64:ff9b::a00:1", "64:ff9b::/96"],
    ["64:ff9b::a9fe:a9fe", "64:ff9b::/96"],
    ["64:ff9b::c0a8:101", "64:ff9b::/96"],
    ["64:ff9b::1:0:0", "::/8"],
    ["64:ff9b:1::", "64:ff9b:1::/48"],
    [`64:ff9b:1:${F}`, "64:ff9b:1::/48"],
    ["64:ff9b:2::", "::/8"],
    ["100::", "100::/64"],
    ["100::ffff:ffff:ffff:ffff", "100::/64"],
    ["100:0:0:1::", "100::/8"],
    ["1fff:ffff:ffff:ffff:ffff:ffff:ffff:ffff", "1000::/4"],
    ["2000::", null],
    ["2001::", "2001::/32"],
    [`2001:0:ffff:${F}`, "2001::/32"],
    ["2001:1::", "2001::/23"],
    ["2001:1::1", "2001:1::1/128"],
    ["2001:1::2", "2001:1::2/128"],
    ["2001:1::3", "2001:1::3/128"],
    ["2001:1::4", "2001::/23"],
    ["2001:2::", "2001:2::/48"],
    [`2001:2:0:${F}`, "2001:2::/48"],
    ["2001:2:1::", "2001::/23"],
    ["2001:3::", "2001:3::/32"],
    [`2001:3:ffff:${F}`, "2001:3::/32"],
    ["2001:4:111:ffff:ffff:ffff:ffff:ffff", "2001::/23"],
    ["2001:4:112::", "2001:4:112::/48"],
    [`2001:4:112:${F}`, "2001:4:112::/48"],
    ["2001:4:113::", "2001::/23"],
    ["2001:10::", "2001:10::/28"],
    [`2001:1f:ffff:${F}`, "2001:10::/28"],
    ["2001:20::", "2001:20::/28"],
    [`2001:2f:ffff:${F}`, "2001:20::/28"],
    ["2001:30::", "2001:30::/28"],
    [`2001:3f:ffff:${F}`, "2001:30::/28"],
    ["2001:40::", "2001::/23"],
    [`2001:1ff:ffff:${F}`, "2001::/23"],
    ["2001:200::", null],
    [`2001:db7:ffff:${F}`, null],
    ["2001:db8::", "2001:db8::/32"],
    [`2001:db8:ffff:${F}`, "2001:db8::/32"],
    ["2001:db9::", null],
    [`2001:ffff:ffff:${F}`, null],
    ["2002::", "2002::/16"],
    [`2002:ffff:ffff:${F}`, "2002::/16"],
    ["2003::", null],
    [`2620:4f:7fff:${F}`, null],
    ["2620:4f:8000::", "2620:4f:8000::/48"],
    [`2620:4f:8000:${F}`, "2620:4f:8000::/48"],
    ["2620:4f:8001::", null],
    [`3ffe:ffff:ffff:${F}`, null],
    ["3fff::", "3fff::/20"],
    [`3fff:fff:ffff:${F}`, "3fff::/20"],
    ["3fff:1000::", null],
    [`3fff:ffff:ffff:${F}`, null],
    ["4000::", "4000::/3"],
    [`5eff:ffff:ffff:${F}`, "4000::/3"],
    ["5f00::", "5f00::/16"],
    [`5f00:ffff:ffff:${F}`, "5f00::/16"],
    ["5f01::", "4000::/3"],
    [`fbff:ffff:ffff:${F}`, "f800::/6"],
    ["fc00::", "fc00::/7"],
    [`fdff:ffff:ffff:${F}`, "fc00::/7"],
    ["fe00::", "fe00::/9"],
    [`fe7f:ffff:ffff:${F}`, "fe00::/9"],
    ["fe80::", "fe80::/10"],
    [`febf:ffff:ffff:${F}`, "fe80::/10"],
    ["fec0::", "fec0::/10"],
    [`feff:ffff:ffff:${F}`, "fec0::/10"],
    ["ff00::", "ff00::/8"],
    [`ffff:ffff:ffff:${F}`, "ff00::/8"],
  ]);
});

test("IPv4-mapped addresses are judged by the IPv4 address they map (a mapped public address is public)", () => {
  check([
    ["::ffff:0:0", "0.0.0.0/32"],
    ["::ffff:127.0.0.1", "127.0.0.0/8"],
    ["[::ffff:7f00:1]", "127.0.0.0/8"],
    ["[0:0:0:0:0:ffff:7f00:1]", "127.0.0.0/8"],
    ["[::FFFF:127.0.0.1]", "127.0.0.0/8"],
    ["[::ffff:169.254.169.254]", "169.254.0.0/16"],
    ["[::ffff:a9fe:a9fe]", "169.254.0.0/16"],
    ["[::ffff:10.0.0.1]", "10.0.0.0/8"],
    ["[::ffff:192.168.1.1]", "192.168.0.0/16"],
    ["::ffff:ffff:ffff", "255.255.255.255/32"],
    ["::ffff:8.8.8.8", null],
  ]);
  assert.deepEqual(classifyHost("[::ffff:7f00:1]"), {
    kind: "address",
    address: "::ffff:127.0.0.1",
    family: 6,
    range: ipv4Ranges.find((r) => r.cidr === "127.0.0.0/8"),
  });
});

test("IPv4 spellings the URL parser reads: decimal, hex, octal, short forms, trailing dot, case", () => {
  const same: ReadonlyArray<readonly [string, string]> = [
    ["2130706433", "127.0.0.1"],
    ["0x7f000001", "127.0.0.1"],
    ["0X7F000001", "127.0.0.1"],
    ["0x7f.1", "127.0.0.1"],
    ["0x7F.0.0.1", "127.0.0.1"],
    ["0177.0.0.1", "127.0.0.1"],
    ["017700000001", "127.0.0.1"],
    ["00000177.0.0.01", "127.0.0.1"],
    ["127.1", "127.0.0.1"],
    ["127.0.1", "127.0.0.1"],
    ["127.0.0.1.", "127.0.0.1"],
    ["10.1.1", "10.1.0.1"],
    ["167772161", "10.0.0.1"],
    ["2852039166", "169.254.169.254"],
    ["0xa9fea9fe", "169.254.169.254"],
    ["0251.0376.0251.0376", "169.254.169.254"],
    ["169.254.43518", "169.254.169.254"],
    ["0xc0a80001", "192.168.0.1"],
    ["192.168.1", "192.168.0.1"],
    ["0", "0.0.0.0"],
    ["0x", "0.0.0.0"],
    ["4294967295", "255.255.255.255"],
    ["8.8.8.8.", "8.8.8.8"],
    ["134744072", "8.8.8.8"],
  ];
  for (const [host, address] of same) {
    const c = classifyHost(host);
    assert.equal(c.kind, "address", host);
    if (c.kind === "address") {
      assert.equal(c.address, address, host);
      assert.equal(c.family, 4, host);
    }
  }
  assert.equal(isPublicHost(classifyHost("134744072")), true);
  assert.equal(isPublicHost(classifyHost("2130706433")), false);
});

test("IPv6 spellings: brackets, embedded IPv4, zone ids, case; canonical text per RFC 5952", () => {
  const same: ReadonlyArray<readonly [string, string, string | null]> = [
    ["[::1]", "::1", "::1/128"],
    ["[0:0:0:0:0:0:0:1]", "::1", "::1/128"],
    ["[::]", "::", "::/128"],
    ["fe80::1%eth0", "fe80::1", "fe80::/10"],
    ["[fe80::1%25eth0]", "fe80::1", "fe80::/10"],
    ["[FE80::1]", "fe80::1", "fe80::/10"],
    ["[::127.0.0.1]", "::7f00:1", "::/96"],
    ["[64:ff9b::127.0.0.1]", "64:ff9b::7f00:1", "64:ff9b::/96"],
    ["[64:ff9b::8.8.8.8]", "64:ff9b::808:808", null], // public through the translator (RFC 6052)
    ["[2002:7f00:1::]", "2002:7f00:1::", "2002::/16"],
    ["[2001:0:7f00:1::]", "2001:0:7f00:1::", "2001::/32"],
    ["[FC00::1]", "fc00::1", "fc00::/7"],
    ["[fd12:3456:789a::1]", "fd12:3456:789a::1", "fc00::/7"],
    // RFC 5952 §4: leading zeros dropped, the longest zero run compressed (the first of equal runs), lower case.
    ["2001:DB8:0:0:0:0:2:1", "2001:db8::2:1", "2001:db8::/32"],
    ["2001:db8:0:1:1:1:1:1", "2001:db8:0:1:1:1:1:1", "2001:db8::/32"],
    ["2001:0db8:0:0:1:0:0:1", "2001:db8::1:0:0:1", "2001:db8::/32"],
    ["[2001:4860:4860:0:0:0:0:8888]", "2001:4860:4860::8888", null],
    ["2606:4700:4700::1111", "2606:4700:4700::1111", null],
  ];
  for (const [host, address, cidr] of same) {
    const c = classifyHost(host);
    assert.equal(c.kind, "address", host);
    if (c.kind === "address") {
      assert.equal(c.address, address, host);
      assert.equal(c.family, 6, host);
      assert.equal(c.range === null ? null : c.range.cidr, cidr, host);
    }
  }
});

test("names: lowercased, one trailing dot removed; localhost and names under it are loopback (RFC 6761 §6.3)", () => {
  for (const host of ["localhost", "LOCALHOST", "localhost.", "LocalHost.", "a.localhost", "x.y.LOCALHOST."]) {
    const c = classifyHost(host);
    assert.equal(c.kind, "name", host);
    assert.equal(c.range?.kind, "loopback", host);
    assert.match(c.range?.source ?? "", /RFC 6761/, host);
    assert.equal(isPublicHost(c), false, host);
  }
  assert.deepEqual(classifyHost("Example.COM."), { kind: "name", name: "example.com", range: null });
  assert.deepEqual(classifyHost("localhost.example.com"), { kind: "name", name: "localhost.example.com", range: null });
  assert.deepEqual(classifyHost("notlocalhost"), { kind: "name", name: "notlocalhost", range: null });
  assert.deepEqual(classifyHost("1.2.3.4x"), { kind: "name", name: "1.2.3.4x", range: null });
  assert.equal(isPublicHost(classifyHost("webhook.example.com")), true);
});

test("not a host: invalid, with a reason, never public", () => {
  const bad: unknown[] = [
    "",
    "[",
    "[]",
    "[::1",
    "::1]",
    "[127.0.0.1]",
    "1.2.3.4.5",
    "256.1.1.1",
    "1.2.3.256",
    "1.2.65536",
    "4294967296",
    "09.0.0.1",
    "1.2.3.08",
    "foo.1",
    "0x1g.1",
    "1:2:3:4:5:6:7:8:9",
    "1:2:3:4:5:6:7:8::",
    "1::2::3",
    ":::1",
    ":1::2",
    "12345::",
    "::1.2.3",
    "::01.2.3.4",
    "::256.1.1.1",
    "1.2.3.4::",
    "fe80::1%",
    "fe80::1%eth 0",
    "exa mple.com",
    "a..b",
    ".",
    "ex@mple.com",
    "bücher.example",
    `${"a".repeat(64)}.com`,
    `${"a.".repeat(127)}aa`,
    "x".repeat(100_000),
    42,
    null,
    undefined,
    { toString: () => "127.0.0.1" },
  ];
  for (const host of bad) {
    const c = classifyHost(host as string);
    assert.equal(c.kind, "invalid", String(host).slice(0, 40));
    if (c.kind === "invalid") assert.ok(c.reason.length > 0);
    assert.equal(isPublicHost(c), false);
  }
});

test("the table: every row names its IANA registry or RFC and a kind; the rows this issue names are in it", () => {
  for (const r of [...ipv4Ranges, ...ipv6Ranges]) {
    assert.match(r.source, /IANA|RFC/, r.cidr);
    assert.ok(r.name.length > 0, r.cidr);
    assert.ok(Object.isFrozen(r), r.cidr);
  }
  const kinds = new Map([...ipv4Ranges, ...ipv6Ranges].map((r) => [r.cidr, r.kind]));
  const expected: ReadonlyArray<readonly [string, string]> = [
    ["127.0.0.0/8", "loopback"],
    ["10.0.0.0/8", "private"],
    ["172.16.0.0/12", "private"],
    ["192.168.0.0/16", "private"],
    ["169.254.0.0/16", "link-local"],
    ["fe80::/10", "link-local"],
    ["fc00::/7", "unique-local"],
    ["100.64.0.0/10", "shared"],
    ["0.0.0.0/8", "unspecified"],
    ["::/128", "unspecified"],
    ["224.0.0.0/4", "multicast"],
    ["ff00::/8", "multicast"],
    ["255.255.255.255/32", "broadcast"],
    ["240.0.0.0/4", "reserved"],
    ["192.0.2.0/24", "documentation"],
    ["2001:db8::/32", "documentation"],
    ["198.18.0.0/15", "benchmarking"],
    ["2001:2::/48", "benchmarking"],
    ["64:ff9b::/96", "translation"],
    ["64:ff9b:1::/48", "translation"],
    ["2002::/16", "translation"],
    ["2001::/32", "translation"],
    ["100::/64", "reserved"],
    ["fec0::/10", "reserved"],
    ["::/96", "translation"],
  ];
  for (const [cidr, kind] of expected) assert.equal(kinds.get(cidr), kind, cidr);
  // IANA's Globally Reachable column, as the registries state it.
  const reach = new Map([...ipv4Ranges, ...ipv6Ranges].map((r) => [r.cidr, r.globallyReachable]));
  assert.equal(reach.get("10.0.0.0/8"), false);
  assert.equal(reach.get("192.0.0.9/32"), true);
  assert.equal(reach.get("64:ff9b::/96"), true);
  assert.equal(reach.get("2002::/16"), null);
});
