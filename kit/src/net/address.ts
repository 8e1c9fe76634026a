// IP address text to bytes and back. IPv4 is read as the WHATWG URL host parser reads it (decimal, hex,
// octal and short forms: what `new URL` and inet_aton both turn into an address), IPv6 as RFC 4291 §2.2
// writes it (with an embedded dotted IPv4 and an optional zone id), and addresses are written back in
// their canonical forms (dotted decimal; RFC 5952 for IPv6).

/** An address as bytes (4 or 16 of them), or why the text is not one. */
export type ParsedAddress = { ok: true; bytes: number[] } | { ok: false; reason: string };

function fail(reason: string): ParsedAddress {
  return { ok: false, reason };
}

/** WHATWG "IPv4 number parser": 0x… is hex, 0… octal, else decimal; null for a bad part. */
function ipv4Number(part: string): number | null {
  if (part === "") return null;
  let digits = part;
  let radix = 10;
  if (/^0x/i.test(part)) {
    digits = part.slice(2);
    radix = 16;
  } else if (part.length > 1 && part[0] === "0") {
    digits = part.slice(1);
    radix = 8;
  }
  if (digits === "") return 0;
  const valid = radix === 16 ? /^[0-9a-f]+$/i : radix === 8 ? /^[0-7]+$/ : /^[0-9]+$/;
  if (!valid.test(digits)) return null;
  return Number.parseInt(digits, radix);
}

/** WHATWG "ends in a number": the host is to be read as IPv4 (and is no host at all if that fails). */
export function endsInNumber(host: string): boolean {
  const parts = host.split(".");
  if (parts[parts.length - 1] === "") {
    if (parts.length === 1) return false;
    parts.pop();
  }
  const last = parts[parts.length - 1];
  if (last !== "" && /^[0-9]+$/.test(last)) return true;
  return ipv4Number(last) !== null;
}

/** WHATWG "IPv4 parser": one to four parts, the last filling the remaining bytes. */
export function parseIpv4(host: string): ParsedAddress {
  const parts = host.split(".");
  if (parts[parts.length - 1] === "" && parts.length > 1) parts.pop();
  if (parts.length > 4) return fail("an IPv4 address has at most four parts");
  const numbers: number[] = [];
  for (const part of parts) {
    const n = ipv4Number(part);
    if (n === null) return fail(`IPv4 part ${JSON.stringify(part.slice(0, 16))} is not a number`);
    numbers.push(n);
  }
  const last = numbers.pop() as number;
  if (numbers.some((n) => n > 255)) return fail("an IPv4 part other than the last is above 255");
  if (last >= 256 ** (5 - parts.length)) return fail("the last IPv4 part is too large for the bytes it fills");
  const bytes = [...numbers, 0, 0, 0, 0].slice(0, 4);
  for (let i = 3, rest = last; i >= numbers.length; i--, rest = Math.floor(rest / 256)) bytes[i] = rest % 256;
  return { ok: true, bytes };
}

/** Strict dotted decimal (RFC 4291 §2.2 item 3, the embedded IPv4 of an IPv6 address). */
function dottedQuad(text: string): number[] | null {
  const parts = text.split(".");
  if (parts.length !== 4) return null;
  const bytes: number[] = [];
  for (const p of parts) {
    if (!/^(0|[1-9][0-9]{0,2})$/.test(p) || Number(p) > 255) return null;
    bytes.push(Number(p));
  }
  return bytes;
}

/** RFC 4291 §2.2: eight groups of up to four hex digits, one "::", an optional dotted IPv4 tail. */
export function parseIpv6(text: string): ParsedAddress {
  const gap = text.indexOf("::");
  if (gap !== -1 && text.indexOf("::", gap + 1) !== -1) return fail('an IPv6 address has at most one "::"');
  const head = gap === -1 ? text : text.slice(0, gap);
  const tail = gap === -1 ? "" : text.slice(gap + 2);
  const headParts = head === "" ? [] : head.split(":");
  const tailParts = tail === "" ? [] : tail.split(":");
  if (gap === -1 && headParts.length === 0) return fail("empty IPv6 address");
  // Only the very last piece may be a dotted IPv4 (so not the head before a trailing "::").
  const lastParts = gap === -1 ? headParts : tailParts;
  let v4: number[] | null = null;
  if (lastParts.length > 0 && lastParts[lastParts.length - 1].includes(".")) {
    v4 = dottedQuad(lastParts.pop() as string);
    if (v4 === null) return fail("the embedded IPv4 address is not dotted decimal");
  }
  const groups = (parts: string[]): number[] | null => {
    const out: number[] = [];
    for (const p of parts) {
      if (!/^[0-9a-f]{1,4}$/i.test(p)) return null;
      out.push(Number.parseInt(p, 16));
    }
    return out;
  };
  const h = groups(headParts);
  const t = groups(tailParts);
  if (h === null || t === null) return fail("an IPv6 group is not one to four hex digits");
  const count = h.length + t.length + (v4 === null ? 0 : 2);
  if (gap === -1 ? count !== 8 : count > 7) return fail("an IPv6 address has eight 16-bit groups");
  const all = [...h, ...new Array<number>(8 - count).fill(0), ...t];
  const bytes = all.flatMap((g) => [g >> 8, g & 255]);
  if (v4 !== null) bytes.push(...v4);
  return { ok: true, bytes };
}

/** Dotted decimal. */
export function formatIpv4(bytes: readonly number[]): string {
  return bytes.join(".");
}

/** True for ::ffff:0:0/96, the IPv4-mapped block (RFC 4291 §2.5.5.2). */
export function isIpv4Mapped(bytes: readonly number[]): boolean {
  return bytes.length === 16 && bytes.slice(0, 10).every((b) => b === 0) && bytes[10] === 255 && bytes[11] === 255;
}

/** RFC 5952: lower case, no leading zeros, the longest run of two or more zero groups as "::" (the first
 *  of equal runs), IPv4-mapped addresses with their IPv4 part dotted (§5). */
export function formatIpv6(bytes: readonly number[]): string {
  if (isIpv4Mapped(bytes)) return `::ffff:${formatIpv4(bytes.slice(12))}`;
  const g: number[] = [];
  for (let i = 0; i < 16; i += 2) g.push(bytes[i] * 256 + bytes[i + 1]);
  let best = -1;
  let bestLen = 1;
  for (let i = 0; i < 8; ) {
    if (g[i] !== 0) {
      i++;
      continue;
    }
    let j = i;
    while (j < 8 && g[j] === 0) j++;
    if (j - i > bestLen) {
      best = i;
      bestLen = j - i;
    }
    i = j;
  }
  const hex = (xs: number[]) => xs.map((x) => x.toString(16)).join(":");
  if (best === -1) return hex(g);
  return `${hex(g.slice(0, best))}::${hex(g.slice(best + bestLen))}`;
}
