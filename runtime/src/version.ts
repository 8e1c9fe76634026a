// The runtime's own version, and the check generated code runs at load: code printed for one
// runtime release range fails at once, by name, on another instead of misbehaving later.

/** This runtime's version (runtime/package.json's; a test keeps them equal). */
export const runtimeVersion = "0.2.0";

type Triple = [number, number, number];

function parse(v: string): Triple | undefined {
  const m = /^(\d{1,9})\.(\d{1,9})\.(\d{1,9})$/.exec(v);
  return m ? [Number(m[1]), Number(m[2]), Number(m[3])] : undefined;
}

function compare(a: Triple, b: Triple): number {
  return a[0] - b[0] || a[1] - b[1] || a[2] - b[2];
}

/** Whether `version` satisfies `range`: space-separated comparators (>=, >, <=, <, =) on x.y.z, all of which must hold. */
export function satisfies(version: string, range: string): boolean {
  const v = parse(version);
  const parts = range.trim().split(/\s+/);
  if (v === undefined || range.trim() === "") return false;
  for (const part of parts) {
    const m = /^(>=|<=|>|<|=)?(.*)$/.exec(part)!;
    const bound = parse(m[2]);
    if (bound === undefined) return false;
    const c = compare(v, bound);
    const ok = m[1] === ">=" ? c >= 0 : m[1] === ">" ? c > 0 : m[1] === "<=" ? c <= 0 : m[1] === "<" ? c < 0 : c === 0;
    if (!ok) return false;
  }
  return true;
}

/** Ranges this runtime is known to satisfy: every generated module checks the same range at load. */
const satisfied = new Set<string>();

/** Throws naming `who`, the range it needs and this runtime's version, unless this runtime is in `range`. */
export function checkRuntime(range: string, who: string): void {
  if (satisfied.has(range)) return;
  if (satisfies(runtimeVersion, range)) {
    satisfied.add(range);
    return;
  }
  throw new Error(
    `${who} needs @a2a-bindgen/runtime ${range}, but the runtime it loaded is ${runtimeVersion}: install a runtime in that range or regenerate the code with a matching a2a-bindgen`,
  );
}
