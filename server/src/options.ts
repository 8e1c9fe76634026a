// The option checks every server entry shares (createA2AServer, grpcRoutes and grpcHandler, startGrpcServer):
// one wording for one mistake, whichever entry it is made on.

import { type ErrorReporter, stderrReporter } from "./report.js";

/** The onError option, or the default (one line on stderr); throws when it is not a function. */
export function reporterOption(onError: ErrorReporter | undefined): ErrorReporter {
  const r = onError ?? stderrReporter;
  if (typeof r !== "function") throw new TypeError("onError: give a function (error, context) => void");
  return r;
}

/** The validateAnswers option (default true); throws when it is not a boolean. */
export function validateAnswersOption(validateAnswers: boolean | undefined): boolean {
  const v = validateAnswers ?? true;
  if (typeof v !== "boolean") throw new TypeError(`validateAnswers: ${String(v)} is not a boolean`);
  return v;
}

/** The onClose option; throws when it is given and not a function. */
export function onCloseOption(onClose: (() => void | Promise<void>) | undefined): (() => void | Promise<void>) | undefined {
  if (onClose !== undefined && typeof onClose !== "function") throw new TypeError("onClose: give a function () => void | Promise<void>");
  return onClose;
}

/** A byte limit option (`name`), or `fallback`; throws naming it when it is not a whole number of bytes up to `max`. */
export function byteCountOption(name: string, value: number | undefined, fallback: number, max = Number.MAX_SAFE_INTEGER): number {
  const n = value ?? fallback;
  if (!Number.isSafeInteger(n) || n < 0 || n > max) throw new TypeError(`${name}: ${String(n)} is not a byte count`);
  return n;
}
