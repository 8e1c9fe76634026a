// A streaming call's items after the first: each checked before it is encoded by the binding's form; a
// failure mid-stream (the handler's, an invalid item, an item that cannot be encoded) is the binding's
// error item and ends the stream, and the agent's stream is stopped when the caller goes away.

import type { ErrorTable } from "@a2a-bindgen/kit";
import { checkAnswer } from "../validate.js";
import type { VersionOperation } from "../versions.js";
import type { BindingForm, CallReport } from "./form.js";
import { isInternal } from "./report.js";

/** Stops the agent's stream; its failure to stop is reported, never thrown. */
export async function stop(items: AsyncIterator<unknown, unknown, undefined>, failed?: CallReport): Promise<void> {
  try {
    await items.return?.();
  } catch (e) {
    failed?.(e, "handler");
  }
}

/** The encoded items: the first already pulled (and checked), then the rest. */
export async function* events<L>(
  items: AsyncIterator<unknown, unknown, undefined>,
  first: IteratorResult<unknown, unknown>,
  form: BindingForm<unknown, L>,
  op: VersionOperation,
  table: ErrorTable,
  validate: boolean,
  failed: CallReport,
): AsyncGenerator<L, void, undefined> {
  let next = first;
  // True once the agent's stream is over by itself (done, or its next() threw).
  let ended = false;
  // The error item that ends the stream, sent after the agent's stream is stopped.
  let last: L | undefined;
  let failing = false;
  try {
    while (!next.done) {
      const invalid = next === first || !validate ? undefined : checkAnswer(op.identity, next.value);
      if (invalid !== undefined) {
        failed(invalid, "answer", invalid.detail);
        last = form.errorLine(invalid);
        failing = true;
        break;
      }
      let line: L;
      try {
        line = form.line(next.value, op);
      } catch (e) {
        failed(e, "internal");
        last = form.errorLine(e);
        failing = true;
        break;
      }
      yield line;
      next = await items.next();
    }
    ended = next.done === true;
  } catch (e) {
    ended = true;
    if (isInternal(table, e)) failed(e, "handler");
    last = form.errorLine(e);
    failing = true;
  } finally {
    // The caller went away, or the stream ends on a failure of ours: stop the agent's stream.
    if (!ended) await stop(items, failed);
  }
  if (failing) yield last as L;
}
