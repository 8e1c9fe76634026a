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

/** `error` without its stack: the same class (pino names it by its constructor), name and message. */
function stackless(error: Error): Error {
  const bare = Object.create(Object.getPrototypeOf(error) as object) as Error;
  Object.defineProperty(bare, "message", { value: error.message, enumerable: false, writable: true, configurable: true });
  if (error.name !== bare.name) Object.defineProperty(bare, "name", { value: error.name, enumerable: false, writable: true, configurable: true });
  return bare;
}

/** `onError` and `accessLog` writing to `logger` (the access log turned on by spreading it). */
export function pinoReporter(logger: PinoLike): { onError: ErrorReporter; accessLog: AccessLogger } {
  if (typeof logger?.error !== "function" || typeof logger?.info !== "function")
    throw new TypeError("pinoReporter: give a logger with error(obj, msg) and info(obj, msg) methods (a pino Logger)");
  return {
    onError: (error, context) => {
      // pino's serializer writes `err`'s stack: the error goes as it is only when the report has a stack
      // (reportStacks on), and then the stack is not repeated under a2a.
      const { stack, ...where } = context;
      const err = stack === undefined && error instanceof Error ? stackless(error) : error;
      logger.error({ err, a2a: where }, `a2a ${context.source} failure`);
    },
    accessLog: (entry) =>
      logger.info({ a2a: { kind: "access", ...entry } }, `a2a ${entry.operation ?? `${entry.method ?? ""} ${entry.path ?? ""}`} ${String(entry.status)}`),
  };
}
