// A stream that must fail: opened and read inside the awaited promise, so a failure to open it counts as
// much as a failure of a later event.

import assert from "node:assert/strict";
import { A2AError } from "@a2a-bindgen/kit";

/** Opens the stream, reads every event, and asserts that it rejects with the A2A error named `name`. */
export async function assertStreamFails(open: () => AsyncIterable<unknown>, name: string): Promise<void> {
  const read = async () => {
    for await (const _ of open());
  };
  await assert.rejects(read(), (e: unknown) => e instanceof A2AError && e.name === name);
}
