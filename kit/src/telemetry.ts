// What the server and the client report to OpenTelemetry, named once: the semantic-conventions version the
// names follow, the attributes (OpenTelemetry's RPC and HTTP ones, and A2A's own), and every metric with its
// unit. Both packages instrument through @opentelemetry/api with these names; docs/observability.md is this
// table in prose. The request id header is here too: it is not an A2A header, but both sides read it.

/** The OpenTelemetry semantic-conventions release the span and metric names follow (pinned: RPC's are still in development). */
export const semconvVersion = "1.40.0";
/** The schema URL given with every tracer and meter. */
export const schemaUrl = `https://opentelemetry.io/schemas/${semconvVersion}`;

/** Attribute keys: OpenTelemetry's (semantic conventions `semconvVersion`) and A2A's (`a2a.*`). */
export const attributes = {
  // OpenTelemetry's.
  rpcSystemName: "rpc.system.name",
  rpcMethod: "rpc.method",
  rpcResponseStatusCode: "rpc.response.status_code",
  httpRequestMethod: "http.request.method",
  httpRoute: "http.route",
  httpResponseStatusCode: "http.response.status_code",
  urlPath: "url.path",
  urlFull: "url.full",
  serverAddress: "server.address",
  serverPort: "server.port",
  errorType: "error.type",
  // A2A's.
  operation: "a2a.operation",
  protocolVersion: "a2a.protocol.version",
  binding: "a2a.binding",
  tenant: "a2a.tenant",
  taskId: "a2a.task.id",
  contextId: "a2a.context.id",
  taskState: "a2a.task.state",
  errorCode: "a2a.error.code",
  requestId: "a2a.request.id",
  outcome: "a2a.outcome",
  streamEvents: "a2a.stream.events",
  /** On each a2a.stream.event span event: the StreamResponse case the event is ("task", "message", "statusUpdate", "artifactUpdate"). */
  streamEventKind: "a2a.stream.event.kind",
  authScheme: "a2a.auth.scheme",
  authReason: "a2a.auth.reason",
  quota: "a2a.quota",
  pushAttempt: "a2a.push.attempt",
  storeChanges: "a2a.store.changes",
} as const;

/** The span event of one stream item, on the server's and the client's stream spans (apart: a client bundle takes only it). */
export const streamEventName = "a2a.stream.event";

/** The names of A2A's own spans and span events (the calls' spans are named by the conventions: `{rpc.method}`, `{METHOD} {http.route}`). */
export const spanNames = {
  /** One run of a task agent's executor. */
  execute: "a2a.execute",
  /** One store commit of the task runtime. */
  storeCommit: "a2a.store.commit",
  /** One SQLite group-commit fsync. */
  storeFsync: "a2a.store.fsync",
  /** One push notification POST attempt. */
  pushDeliver: "a2a.push.deliver",
  /** The span event of one stream item. */
  streamEvent: streamEventName,
} as const;

/** The bucket boundaries OpenTelemetry's HTTP and RPC conventions advise for a duration in seconds (the SDK's default ones are sized for milliseconds). */
export const durationBuckets: readonly number[] = Object.freeze([0.005, 0.01, 0.025, 0.05, 0.075, 0.1, 0.25, 0.5, 0.75, 1, 2.5, 5, 7.5, 10]);

/** One metric: its name, instrument, unit (UCUM, as OpenTelemetry writes them) and what it counts. */
export interface MetricSpec {
  readonly name: string;
  readonly instrument: "counter" | "histogram" | "updowncounter";
  readonly unit: string;
  readonly description: string;
  /** The attributes it carries (keys of `attributes`); never an id of a task, context or request. */
  readonly attributes: readonly (keyof typeof attributes)[];
}

/** The client's metrics, apart so that a client's bundle holds only these (also in `metricSpecs`). */
export const clientMetricSpecs = {
  clientRpcDuration: {
    name: "rpc.client.call.duration",
    instrument: "histogram",
    unit: "s",
    description: "Duration of a client's JSON-RPC or gRPC call (a stream: until it ends), per the RPC semantic conventions.",
    attributes: ["rpcSystemName", "rpcMethod", "rpcResponseStatusCode", "errorType", "operation", "binding", "protocolVersion"],
  },
  clientHttpDuration: {
    name: "http.client.request.duration",
    instrument: "histogram",
    unit: "s",
    description: "Duration of a client's HTTP+JSON call (a stream: until it ends), per the HTTP semantic conventions.",
    attributes: ["httpRequestMethod", "httpResponseStatusCode", "errorType", "operation", "binding", "protocolVersion"],
  },
} as const satisfies Record<string, MetricSpec>;

/** The server's metrics (the tenant is added to their attributes only when the deployment opts in). */
const serverMetricSpecs = {
  serverCalls: {
    name: "a2a.server.calls",
    instrument: "counter",
    unit: "{call}",
    description: "Calls answered, by operation, binding, protocol version and outcome (ok, or the error type).",
    attributes: ["operation", "binding", "protocolVersion", "outcome"],
  },
  serverRpcDuration: {
    name: "rpc.server.call.duration",
    instrument: "histogram",
    unit: "s",
    description: "Duration of a JSON-RPC or gRPC call until its answer (a stream: until it ends), per the RPC semantic conventions.",
    attributes: ["rpcSystemName", "rpcMethod", "rpcResponseStatusCode", "errorType", "operation", "binding", "protocolVersion"],
  },
  serverHttpDuration: {
    name: "http.server.request.duration",
    instrument: "histogram",
    unit: "s",
    description: "Duration of an HTTP+JSON call until its answer (a stream: until it ends), per the HTTP semantic conventions.",
    attributes: ["httpRequestMethod", "httpRoute", "httpResponseStatusCode", "errorType", "operation", "binding", "protocolVersion"],
  },
  serverStreams: {
    name: "a2a.server.streams.open",
    instrument: "updowncounter",
    unit: "{stream}",
    description: "Streams open now (SendStreamingMessage, SubscribeToTask), by operation and binding.",
    attributes: ["operation", "binding", "protocolVersion"],
  },
  authRefusals: {
    name: "a2a.server.auth.refusals",
    instrument: "counter",
    unit: "{call}",
    description: "Calls the card's security refused, by scheme and reason (missing, invalid, forbidden, malformed).",
    attributes: ["authScheme", "authReason"],
  },
  quotaRefusals: {
    name: "a2a.server.quota.refusals",
    instrument: "counter",
    unit: "{call}",
    description: "Calls or writes refused by a store quota, by quota.",
    attributes: ["quota"],
  },
  tasks: {
    name: "a2a.tasks",
    instrument: "updowncounter",
    unit: "{task}",
    description: "Tasks this process holds, by state: a transition moves one from its old state to its new one.",
    attributes: ["taskState"],
  },
  storeCommitDuration: {
    name: "a2a.store.commit.duration",
    instrument: "histogram",
    unit: "s",
    description: "Duration of one store commit (SQLite: including its fsync).",
    attributes: ["outcome"],
  },
  storeCommitChanges: {
    name: "a2a.store.commit.changes",
    instrument: "histogram",
    unit: "{change}",
    description: "Changes written by one store commit (the batch size).",
    attributes: ["outcome"],
  },
  pushDeliveries: {
    name: "a2a.push.deliveries",
    instrument: "counter",
    unit: "{delivery}",
    description: "Push notification attempts, by outcome (delivered, retry, failed, refused) and attempt number.",
    attributes: ["outcome", "pushAttempt"],
  },
} as const satisfies Record<string, MetricSpec>;

/** Every metric, by the name the code uses for it (pure: a bundle that uses only `clientMetricSpecs` leaves it out). */
export const metricSpecs = /* @__PURE__ */ Object.assign({}, serverMetricSpecs, clientMetricSpecs);

/** The request id header (not an A2A header: the common one). Every answer carries it. */
export const requestIdHeader = "X-Request-Id";

/** The caller's request id when it is 1–128 visible ASCII characters (U+0021–U+007E), else undefined (one is made). */
export function keptRequestId(value: unknown): string | undefined {
  if (typeof value !== "string" || value.length === 0 || value.length > 128) return undefined;
  for (let i = 0; i < value.length; i++) {
    const c = value.charCodeAt(i);
    if (c < 0x21 || c > 0x7e) return undefined;
  }
  return value;
}
