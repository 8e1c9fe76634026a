// gRPC's health checking service (grpc.health.v1.Health, https://github.com/grpc/grpc/blob/master/doc/health-checking.md)
// as startGrpcServer serves it, from the readiness the HTTP probes answer (health.ts): the service "" (the
// server as a whole) and each served A2A service are SERVING when ready, NOT_SERVING otherwise; any other
// name is NOT_FOUND on Check and SERVICE_UNKNOWN on Watch. Watch answers the status now, then each change
// (readiness is read every WATCH_POLL_MS), and ends with NOT_SERVING when the server starts closing, so that
// a watcher never holds a closing server's session open. Outside authentication: no credentials are read.
// The message types are protoc-gen-es's, generated from server/proto (src/gen/).

import { create } from "@bufbuild/protobuf";
import { Code, ConnectError, type ConnectRouter, type HandlerContext } from "@connectrpc/connect";
import {
  Health,
  type HealthCheckRequest,
  type HealthCheckResponse,
  HealthCheckResponseSchema,
  HealthCheckResponse_ServingStatus as Status,
} from "../../gen/grpc/health/v1/health_pb.js";
import type { Drain } from "../../shutdown.js";

/** How often a Watch reads the readiness again. */
export const WATCH_POLL_MS = 1_000;

/** The health service's fully qualified name (what a grpc probe of Kubernetes calls). */
export const healthServiceName = Health.typeName;

const answers = new Map<Status, HealthCheckResponse>();
function answer(status: Status): HealthCheckResponse {
  let a = answers.get(status);
  if (a === undefined) answers.set(status, (a = create(HealthCheckResponseSchema, { status })));
  return a;
}

/** Resolves after `ms`, or at once when the call ends or the server starts closing; leaves no timer or listener behind. */
function pause(ms: number, signal: AbortSignal, drain: Drain): Promise<void> {
  if (signal.aborted || drain.closing) return Promise.resolve();
  return new Promise((resolve) => {
    let forget: (() => void) | undefined;
    const done = () => {
      clearTimeout(timer);
      signal.removeEventListener("abort", done);
      forget?.();
      resolve();
    };
    const timer = setTimeout(done, ms);
    signal.addEventListener("abort", done, { once: true });
    forget = drain.onClosing(done);
  });
}

/**
 * The routes of grpc.health.v1.Health: `services` are the names it knows besides "" (the served A2A
 * services), `isReady` the server's readiness (never rejects), `drain` the server's shutdown.
 */
export function healthRoutes(services: readonly string[], isReady: () => Promise<boolean>, drain: Drain): (router: ConnectRouter) => void {
  const known = new Set(["", ...services]);
  const status = async () => ((await isReady()) ? Status.SERVING : Status.NOT_SERVING);
  return (router) => {
    router.service(Health, {
      async check(request: HealthCheckRequest): Promise<HealthCheckResponse> {
        if (!known.has(request.service)) throw new ConnectError(`unknown service ${JSON.stringify(request.service.slice(0, 200))}`, Code.NotFound);
        return answer(await status());
      },
      async *watch(request: HealthCheckRequest, ctx: HandlerContext): AsyncGenerator<HealthCheckResponse> {
        if (!known.has(request.service)) {
          // Unknown now and for good (the services served do not change): said once, then held until the call or the server ends.
          yield answer(Status.SERVICE_UNKNOWN);
          while (!ctx.signal.aborted && !drain.closing) await pause(WATCH_POLL_MS * 60, ctx.signal, drain);
          return;
        }
        let last = await status();
        yield answer(last);
        while (!ctx.signal.aborted && !drain.closing) {
          await pause(WATCH_POLL_MS, ctx.signal, drain);
          if (ctx.signal.aborted) return;
          const now = drain.closing ? Status.NOT_SERVING : await status();
          if (now !== last) yield answer((last = now));
        }
      },
    });
  };
}
