// The special-purpose block an address falls in: the most specific row of the table (so 192.0.0.9 is
// "Port Control Protocol Anycast", not "IETF Protocol Assignments"), or null for public unicast.

import { isIpv4Mapped, parseIpv4, parseIpv6 } from "./address.js";
import { ipv4Ranges, ipv6Ranges, type SpecialRange } from "./ranges.js";

interface Block {
  bytes: number[];
  prefix: number;
  range: SpecialRange;
}

function compile(ranges: readonly SpecialRange[], family: 4 | 6): Block[] {
  return ranges.map((range) => {
    const [address, length] = range.cidr.split("/");
    const parsed = family === 4 ? parseIpv4(address) : parseIpv6(address);
    // The table is written by hand: a row that does not parse is a bug to find at load, not a public address.
    if (!parsed.ok) throw new Error(`special-purpose table: bad CIDR ${range.cidr}`);
    return { bytes: parsed.bytes, prefix: Number(length), range };
  });
}

const v4Blocks = compile(ipv4Ranges, 4);
const v6Blocks = compile(ipv6Ranges, 6);

function within(bytes: readonly number[], block: Block): boolean {
  let bits = block.prefix;
  for (let i = 0; bits > 0; i++, bits -= 8) {
    const mask = bits >= 8 ? 255 : (0xff << (8 - bits)) & 255;
    if ((bytes[i] & mask) !== (block.bytes[i] & mask)) return false;
  }
  return true;
}

/** 64:ff9b::/96, the NAT64 well-known prefix (RFC 6052 §2.1): the last 32 bits are an IPv4 address. */
function isWellKnownNat64(bytes: readonly number[]): boolean {
  return bytes.length === 16 && bytes[0] === 0 && bytes[1] === 0x64 && bytes[2] === 0xff && bytes[3] === 0x9b && bytes.slice(4, 12).every((b) => b === 0);
}

/**
 * The most specific refused block holding `bytes` (4 or 16 of them). IPv4-mapped addresses are judged by
 * the IPv4 address they map, which is where a dual-stack socket connects. A NAT64 address of the
 * well-known prefix reaches the IPv4 address it embeds through the translator (DNS64 gives every
 * public name such an address on an IPv6-only network): it is public when that IPv4 address is, and
 * stays in the translation block otherwise (RFC 6052 §3.1: the prefix never stands for a non-global one).
 */
export function rangeOf(bytes: readonly number[]): SpecialRange | null {
  if (bytes.length === 16 && isIpv4Mapped(bytes)) return rangeOf(bytes.slice(12));
  if (isWellKnownNat64(bytes) && rangeOf(bytes.slice(12)) === null) return null;
  let best: Block | null = null;
  for (const block of bytes.length === 4 ? v4Blocks : v6Blocks) {
    if (within(bytes, block) && (best === null || block.prefix > best.prefix)) best = block;
  }
  return best === null ? null : best.range;
}
