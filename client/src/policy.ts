// Which addresses a card may send the client to. The card URL is the caller's choice; the interfaces in
// it (and every redirect) are the card's, so a hostile card must not turn the client against the caller's
// own network: link-local addresses (cloud metadata at 169.254.169.254 among them) are refused from any
// card, and a card on a public host may not name a loopback, private or other special-purpose address. A
// card on the caller's own machine or network may name its neighbours. The ranges are the kit's (IANA's
// special-purpose registries). Names other than localhost are not resolved here: a browser cannot, and the
// name is what the caller's own resolver and network answer for.

import { classifyHost, type HostClass, isPublicHost } from "@a2a-bindgen/kit";

/** Cloud metadata endpoints outside 169.254/16 and fe80::/10, refused from any card like them. */
const metadataHosts: readonly { readonly host: string; readonly source: string }[] = [
  // AWS's IPv6 instance metadata endpoint, in fc00::/7 (unique-local).
  { host: "fd00:ec2::254", source: "the EC2 instance metadata service (IPv6)" },
  // Google Cloud's metadata server name (it resolves to 169.254.169.254).
  { host: "metadata.google.internal", source: "the Google Cloud metadata server" },
];

/** The text of a HostClass for a message. */
function named(c: HostClass, host: string): string {
  return c.kind === "address" ? c.address : c.kind === "name" ? c.name : host;
}

function rangeText(c: HostClass): string {
  const r = c.kind === "invalid" ? null : c.range;
  return r === null ? "" : `${r.cidr} (${r.name}, ${r.source})`;
}

/**
 * Why a card on `card`'s host may not send the client to `target`, or null when it may; a card whose URL
 * is unknown (null) counts as one on a public host. Always null with `allowPrivateNetworks`. The message
 * names the address and its range.
 */
export function addressRefusal(target: URL, card: URL | null, allowPrivateNetworks: boolean): string | null {
  if (allowPrivateNetworks) return null;
  const t = classifyHost(target.hostname);
  if (t.kind === "invalid") return `the host ${JSON.stringify(target.hostname.slice(0, 200))} is not an address or a name (${t.reason})`;
  const host = named(t, target.hostname);
  const metadata = metadataHosts.find((m) => m.host === host);
  if (metadata !== undefined) return `${host} is ${metadata.source}: refused from any card`;
  if (t.range?.kind === "link-local") return `${host} is in ${rangeText(t)}: refused from any card`;
  if (isPublicHost(t)) return null;
  const c = card === null ? null : classifyHost(card.hostname);
  // A card on a loopback or private host may name its neighbours (and a localhost card, any loopback address).
  if (c !== null && !isPublicHost(c)) return null;
  const from = card === null || c === null ? "a card whose URL is not known" : `a card on a public host (${named(c, card.hostname)})`;
  return `${host} is in ${rangeText(t)}, and ${from} may not name it: refused`;
}

/** The sentence every refusal ends with: the option that opens it. */
export const openedBy = "allowPrivateNetworks: true opens it";
