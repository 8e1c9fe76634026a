// A stream as a subscription is: one event, then nothing until its reader returns it. The server returns it
// when the call ends (the client aborted, the server shuts down), so the tests of what ending a call
// releases hear the return.

import type { types } from "@a2a-bindgen/a2a/v1_0";

/** An iterator that yields `first`, then waits until it is returned; `onReturn` runs at the return. */
export function heldStream(first: types.StreamResponse, onReturn: () => void): AsyncIterableIterator<types.StreamResponse> {
  let sent = false;
  let release: (r: IteratorResult<types.StreamResponse>) => void = () => {};
  const it: AsyncIterableIterator<types.StreamResponse> = {
    [Symbol.asyncIterator]: () => it,
    next: () => {
      if (sent) return new Promise((resolve) => (release = resolve));
      sent = true;
      return Promise.resolve({ done: false, value: first });
    },
    return: () => {
      onReturn();
      release({ done: true, value: undefined });
      return Promise.resolve({ done: true, value: undefined });
    },
  };
  return it;
}
