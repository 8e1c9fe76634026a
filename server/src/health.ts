// Liveness and readiness, for a load balancer or a container orchestrator (docs/deploying.md, Health and
// readiness). Two probe paths off the A2A base path (default /livez and /readyz at the root: Kubernetes' own
// names for its API server's probes, which no A2A route and no well-known path can be), answered by
// createA2AServer's handle before anything else: before CORS, authentication and version negotiation, with
// nothing about the agent, never tracked as a call (a probe does not hold up close()). Liveness: 200 while
// the process answers, draining included. Readiness: 503 while draining (from close()), while the agent says
// it is not ready (a task agent whose stores are opening or failed: Agent.ready), or while the application's
// own check (the `ready` option) says so, throws or takes longer than READY_TIMEOUT_MS. The gRPC server
// serves the same readiness as grpc.health.v1.Health (bindings/grpc/health.ts). No Node types here.

import { interfaceDeclarations } from "@a2a-bindgen/a2a/protocol";
import type { Agent } from "./agent.js";
import type { BodyAnswer, ServerRequest } from "./answer.js";

/** The application's own readiness: false (or a throw, or no answer within READY_TIMEOUT_MS) is not ready. */
export type ReadyCheck = () => boolean | Promise<boolean>;

/** The probe paths (absolute, off the A2A routes and the card's well-known path). */
export interface HealthPaths {
  /** Liveness (default "/livez"). */
  readonly live?: string | undefined;
  /** Readiness (default "/readyz"). */
  readonly ready?: string | undefined;
}

/** The readiness option every server entry shares (createA2AServer, startGrpcServer). */
export interface ReadinessOptions {
  /**
   * The application's own dependencies (a database, an upstream agent): called per readiness probe; false,
   * a throw or no answer within 1 s is "not ready". Keep it cheap: probes come every few seconds. The server
   * is not ready either while it drains (from close()) or while the agent says so (Agent.ready: a task
   * agent whose stores are opening or have failed).
   */
  readonly ready?: ReadyCheck | undefined;
}

/** The probe options of createA2AServer. */
export interface HealthOptions extends ReadinessOptions {
  /**
   * The liveness and readiness endpoints (default on, at "/livez" and "/readyz"): GET or HEAD, answered
   * 200 "ok" or 503 "not ready" (text/plain, Cache-Control: no-store) before CORS and authentication, with
   * nothing about the agent; other methods 405. Paths are absolute, outside every A2A route and the card's
   * well-known path (refused, naming the option, otherwise); they are matched without the query. false: none.
   */
  readonly health?: false | HealthPaths | undefined;
}

/** How long the `ready` option gets before the probe says "not ready". */
export const READY_TIMEOUT_MS = 1_000;

/** What the probes ask of a served version (versions.ts VersionView): whether a path is one of its routes. */
export interface RoutedVersion {
  readonly protocolVersion: string;
  readonly routes: readonly { match(method: string, target: string): { readonly kind: string } }[];
}

/** HTTP's methods, to ask each served version's routes whether a probe path is theirs. */
const methods = ["GET", "HEAD", "POST", "PUT", "PATCH", "DELETE"] as const;

/** The `ready` option checked: a TypeError names it when it is given and not a function. */
export function readyOption(ready: ReadyCheck | undefined, name = "ready"): ReadyCheck | undefined {
  if (ready !== undefined && typeof ready !== "function") throw new TypeError(`${name}: give a function () => boolean | Promise<boolean>`);
  return ready;
}

/**
 * The readiness of a server: false while `closing()` says so, while `agent.ready()` answers false (or
 * throws), or while `check` answers false, throws or takes longer than READY_TIMEOUT_MS. Never rejects.
 */
export function readiness(agent: Agent, check: ReadyCheck | undefined, closing: () => boolean): () => Promise<boolean> {
  const agentReady = (): boolean => {
    if (typeof agent.ready !== "function") return true;
    try {
      return agent.ready() !== false;
    } catch {
      return false;
    }
  };
  if (check === undefined) return () => Promise.resolve(!closing() && agentReady());
  return async () => {
    if (closing() || !agentReady()) return false;
    let timer: ReturnType<typeof setTimeout> | undefined;
    try {
      const late = new Promise<false>((resolve) => (timer = setTimeout(() => resolve(false), READY_TIMEOUT_MS)));
      return (await Promise.race([Promise.resolve().then(check), late])) !== false && !closing();
    } catch {
      return false;
    } finally {
      clearTimeout(timer);
    }
  };
}

const encoder = new TextEncoder();
const OK = encoder.encode("ok");
const NOT_READY = encoder.encode("not ready");
const NOT_ALLOWED = encoder.encode("method not allowed");

function text(status: number, body: Uint8Array, extra?: Record<string, string>): BodyAnswer {
  return { status, headers: { "content-type": "text/plain; charset=utf-8", "cache-control": "no-store", ...extra }, body: body.slice() };
}

/** Answers the probes: `answer(request)` is the probe's answer, or undefined when the request is not a probe. */
export interface Probes {
  answer(request: Omit<ServerRequest, "body">): Promise<BodyAnswer> | undefined;
}

/** One probe path of the option, checked: absolute, no query, fragment or dot segment, and not an A2A path. */
function probePath(value: unknown, fallback: string, name: string, basePath: string, views: readonly RoutedVersion[]): string {
  const path = value ?? fallback;
  if (typeof path !== "string" || !/^\/[A-Za-z0-9._~!$&'()*+,;=:@/-]*$/.test(path) || /(^|\/)\.\.?(\/|$)/.test(path))
    throw new TypeError(`${name}: ${JSON.stringify(path)} is not an absolute path ("/livez")`);
  const taken = (why: string) => new TypeError(`${name}: ${JSON.stringify(path)} is ${why}; choose another path`);
  if (path === interfaceDeclarations.card.path) throw taken("the agent card's well-known path");
  if (path === basePath || (basePath === "" && path === "/")) throw taken("the JSON-RPC endpoint (the base path)");
  for (const view of views) {
    for (const routes of view.routes) {
      for (const method of methods) {
        const m = routes.match(method, path);
        if (m.kind !== "not_found" && m.kind !== "not_mounted") throw taken(`an A2A route of protocol ${view.protocolVersion} (${method})`);
      }
    }
  }
  return path;
}

/**
 * The probes of createA2AServer, or undefined with `health: false`. Throws naming `health.live` or
 * `health.ready` for a path that is not absolute or that an A2A route, the base path or the card's
 * well-known path has, and naming `ready` for a check that is not a function.
 */
export function createProbes(options: HealthOptions, basePath: string, views: readonly RoutedVersion[], isReady: () => Promise<boolean>): Probes | undefined {
  const health = options.health;
  if (health === false) return undefined;
  if (health !== undefined && (health === null || typeof health !== "object")) throw new TypeError("health: give false, or { live, ready } (the probe paths)");
  const live = probePath(health?.live, "/livez", "health.live", basePath, views);
  const ready = probePath(health?.ready, "/readyz", "health.ready", basePath, views);
  if (live === ready) throw new TypeError(`health: live and ready are both ${JSON.stringify(live)}; give each its own path`);
  const allow = { allow: "GET, HEAD" };
  return {
    answer(request) {
      const target = request.path;
      const q = target.indexOf("?");
      const path = q === -1 ? target : target.slice(0, q);
      if (path !== live && path !== ready) return undefined;
      if (request.method !== "GET" && request.method !== "HEAD") return Promise.resolve(text(405, NOT_ALLOWED, allow));
      if (path === live) return Promise.resolve(text(200, OK));
      return isReady().then((yes) => (yes ? text(200, OK) : text(503, NOT_READY)));
    },
  };
}
