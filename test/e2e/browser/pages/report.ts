// What each page ends with: its results (or its failure) as one console line, which csp.test.ts reads.

/** Runs a page's checks and logs `a2a-page {"ok":true,"results":…}` or `a2a-page {"ok":false,"error":…}`. */
export async function report(checks: () => Promise<unknown>): Promise<void> {
  let out: unknown;
  try {
    out = { ok: true, results: await checks() };
  } catch (e) {
    out = { ok: false, error: e instanceof Error ? `${e.name}: ${e.message}\n${e.stack}` : String(e) };
  }
  // Violation events are queued tasks: let them reach watch.js before the page says it is done.
  await new Promise((r) => setTimeout(r, 100));
  console.log(`a2a-page ${JSON.stringify(out)}`);
}

/** A route match as plain values: kind, operation and the values read from the path. */
export function matched(m: { kind: string; operation?: string; path?: unknown }): unknown {
  return m.kind === "match" ? { kind: m.kind, operation: m.operation, path: m.path } : { kind: m.kind };
}

/** A safeParse result as plain values: success, and the paths of the issues. */
export function parsed(r: { success: boolean; error?: { issues: { path: PropertyKey[] }[] } }): unknown {
  return r.success ? { success: true } : { success: false, paths: r.error?.issues.map((i) => i.path.map(String).join(".")) };
}
