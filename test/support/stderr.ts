// What process.stderr receives while a test's work runs: the tests of the server's default error reports
// (one JSON line on stderr when there is no onError) read what was written there.

/** Runs `work` with process.stderr.write recording each chunk (as text) instead of writing it; puts the real write back after, even when `work` throws. */
export async function capturingStderr<T>(work: () => Promise<T>): Promise<{ value: T; written: string[] }> {
  const written: string[] = [];
  const write = process.stderr.write;
  process.stderr.write = ((chunk: string | Uint8Array) => {
    written.push(typeof chunk === "string" ? chunk : new TextDecoder().decode(chunk));
    return true;
  }) as typeof process.stderr.write;
  try {
    return { value: await work(), written };
  } finally {
    process.stderr.write = write;
  }
}
