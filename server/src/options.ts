// The option checks every server entry shares (createA2AServer, grpcRoutes and grpcHandler, startGrpcServer):
// one wording for one mistake, whichever entry it is made on.

import { type AccessLogger, type ErrorReporter, stderrAccessLog, stderrReporter, withoutStacks } from "./report.js";

/**
 * The onError option, or the default (one JSON line on stderr), given stacks unless `reportStacks` is false;
 * throws naming the option that is not a function or not a boolean.
 */
export function reporterOption(onError: ErrorReporter | undefined, reportStacks?: boolean): ErrorReporter {
  const r = onError ?? stderrReporter;
  if (typeof r !== "function") throw new TypeError("onError: give a function (error, context) => void");
  const stacks = reportStacks ?? true;
  if (typeof stacks !== "boolean") throw new TypeError(`reportStacks: ${String(stacks)} is not a boolean`);
  return stacks ? r : withoutStacks(r);
}

/**
 * The accessLog option: off (undefined) by default and with false; true is one JSON line per call on
 * stderr; a function receives each entry. What the logger throws is ignored. Throws naming the option otherwise.
 */
export function accessLogOption(accessLog: boolean | AccessLogger | undefined): AccessLogger | undefined {
  if (accessLog === undefined || accessLog === false) return undefined;
  const log = accessLog === true ? stderrAccessLog : accessLog;
  if (typeof log !== "function") throw new TypeError("accessLog: give true, false or a function (entry) => void");
  return (entry) => {
    try {
      log(entry);
    } catch {}
  };
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
