// An adapter for pino (or any logger with pino's (object, message) methods), without depending on pino: an
// error report at error level as `{ err, a2a: context }` (pino's default serializers read `err`), an access
// entry at info level as `{ a2a: entry }`. Spread into the server's options:
//   createA2AServer({ ...pinoReporter(logger), agent, card })

import type { AccessLogger, ErrorReporter } from "./types.js";

/** The two methods the adapter calls (pino's Logger has them; so do its child loggers). */
export interface PinoLike {
  error(obj: object, msg?: string): void;
  info(obj: object, msg?: string): void;
}

/** `onError` and `accessLog` writing to `logger` (the access log turned on by spreading it). */
export function pinoReporter(logger: PinoLike): { onError: ErrorReporter; accessLog: AccessLogger } {
  if (typeof logger?.error !== "function" || typeof logger?.info !== "function")
    throw new TypeError("pinoReporter: give a logger with error(obj, msg) and info(obj, msg) methods (a pino Logger)");
  return {
    onError: (error, context) => logger.error({ err: error, a2a: context }, `a2a ${context.source} failure`),
    accessLog: (entry) => logger.info({ a2a: { kind: "access", ...entry } }, `a2a ${entry.operation} ${String(entry.status)}`),
  };
}
