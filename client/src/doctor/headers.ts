// The doctor's --header options: what one is, and how they change the headers (or gRPC metadata) the
// doctor sends. A leaf: the options parse them, the probe applies them.

/** One --header: a name and its value; a null value removes a header the doctor would send (curl's `-H "Name:"`). */
export interface HeaderOption {
  readonly name: string;
  readonly value: string | null;
}

/** The doctor's headers, then each --header: a value replaces the header of that name (any case), none removes it. */
export function withHeaders(base: readonly (readonly [string, string])[], extra: readonly HeaderOption[], lowercase: boolean): [string, string][] {
  let out: [string, string][] = base.map(([n, v]) => [lowercase ? n.toLowerCase() : n, v]);
  for (const h of extra) {
    out = out.filter(([n]) => n.toLowerCase() !== h.name.toLowerCase());
    if (h.value !== null) out.push([lowercase ? h.name.toLowerCase() : h.name, h.value]);
  }
  return out;
}
