// zod's finalizeIssue (zod/v4/core util.ts, 4.6), ported: a raw issue → the issue a zod error holds, its
// message from the first error map that answers. Ported, not imported: zod exports it only on the `util`
// namespace, and reading that namespace as a value kept all of util.js in every bundle (3.8 KB gzip).
// One difference: where no error map answers, zod's English message comes before the bare "Invalid input".
// Classic zod installs that locale when it loads; zod/mini does not, and the global config is the app's.

import type { $ZodConfig, $ZodIssue, $ZodRawIssue, ParseContext } from "zod/v4/core";
import en from "zod/v4/locales/en.js";

type MessageMap = ((issue: $ZodRawIssue) => unknown) | undefined;
let english: MessageMap;
type Owner = { _zod?: { traits?: Set<string> | undefined; def?: { error?: MessageMap | undefined } | undefined } | undefined };

function unwrap(message: unknown): string | undefined {
  return typeof message === "string" ? message : (message as { message?: string | undefined } | null | undefined)?.message;
}

/** The finalized issue: without inst, schema, continue and input (unless ctx.reportInput), with its message. */
export function finalizeIssue(iss: $ZodRawIssue, ctx: ParseContext<$ZodIssue> | undefined, config: $ZodConfig): $ZodIssue {
  const raw = iss as unknown as { inst?: Owner | undefined; schema?: Owner | undefined; message?: string | undefined };
  const traits = raw.inst?._zod?.traits;
  if (traits?.has("$ZodType")) {
    if (traits.has("$ZodCheck")) raw.schema ??= raw.inst;
    else raw.schema = raw.inst;
  }
  const schemaError = raw.schema !== raw.inst ? raw.schema?._zod?.def?.error : undefined;
  const message = raw.message
    ? raw.message
    : (unwrap(raw.inst?._zod?.def?.error?.(iss)) ??
      unwrap(schemaError?.(iss)) ??
      unwrap((ctx?.error as MessageMap)?.(iss)) ??
      unwrap((config.customError as MessageMap)?.(iss)) ??
      unwrap((config.localeError as MessageMap)?.(iss)) ??
      unwrap((english ??= en().localeError as MessageMap)?.(iss)) ??
      "Invalid input");
  const full: Record<string, unknown> = {};
  for (const k of Object.keys(iss)) {
    if (k === "inst" || k === "schema" || k === "continue" || k === "input" || k === "__proto__") continue;
    full[k] = (iss as Record<string, unknown>)[k];
  }
  full.path ??= [];
  full.message = message;
  if (ctx?.reportInput) full.input = (iss as { input?: unknown }).input;
  return full as unknown as $ZodIssue;
}
