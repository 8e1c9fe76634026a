// Throughput of a function for a fixed time, shared by the in-process benches (compat, validate): the clock
// is read once per `batch` calls, so that reading it does not weigh on fast functions.

/** Calls of `fn` per second over `ms` milliseconds, in batches of `batch` calls. */
export function opsPerSecond(fn: () => unknown, ms: number, batch = 100): number {
  let ops = 0;
  const end = performance.now() + ms;
  while (performance.now() < end) {
    for (let i = 0; i < batch; i++) fn();
    ops += batch;
  }
  return (ops / ms) * 1000;
}

/** The same for a function whose promise each call awaits. */
export async function opsPerSecondAsync(fn: () => Promise<unknown>, ms: number, batch = 100): Promise<number> {
  let ops = 0;
  const end = performance.now() + ms;
  while (performance.now() < end) {
    for (let i = 0; i < batch; i++) await fn();
    ops += batch;
  }
  return (ops / ms) * 1000;
}
