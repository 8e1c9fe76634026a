// The server's tracer and metric instruments, made once per server or task agent (a meter taken from the
// global API before the application registers its MeterProvider stays a no-op, so nothing is taken at
// module load). Names and units come from kit's table (metricSpecs); without an SDK every instrument is
// the API's no-op.

import {
  type Attributes,
  type Counter,
  type Histogram,
  type Meter,
  type MeterProvider,
  type Tracer,
  type TracerProvider,
  type UpDownCounter,
  createNoopMeter,
  metrics,
  trace,
} from "@opentelemetry/api";
import { type MetricSpec, attributes, durationBuckets, kitVersion, metricSpecs, schemaUrl } from "@a2a-bindgen/kit";

/** The telemetry option of a server or a task agent. */
export interface TelemetryOptions {
  /** Where spans go (default: the global one the application registered with @opentelemetry/api; none: no-op). */
  readonly tracerProvider?: TracerProvider | undefined;
  /** Where metrics go (default: the global one; none: no-op). */
  readonly meterProvider?: MeterProvider | undefined;
  /**
   * Add the tenant to metric attributes (default false: a tenant per customer is unbounded cardinality for
   * most metric backends). Spans carry the tenant either way.
   */
  readonly tenantMetrics?: boolean | undefined;
}

/** The instrumentation scope: the package. */
export const scopeName = "@a2a-bindgen/server";
const scopeVersion = kitVersion;

type Instrument<S extends MetricSpec> = S["instrument"] extends "counter" ? Counter : S["instrument"] extends "histogram" ? Histogram : UpDownCounter;
export type Instruments = { readonly [K in keyof typeof metricSpecs]: Instrument<(typeof metricSpecs)[K]> };

/** A server's or task agent's tracer and instruments. */
export interface Telemetry {
  readonly tracer: Tracer;
  readonly meter: Meter;
  readonly instruments: Instruments;
  readonly tenantMetrics: boolean;
  /** Whether the metrics go anywhere (without a MeterProvider every instrument is the API's no-op: nothing to build attributes for). */
  readonly metered: boolean;
  /** Attribute sets made once and reused by the calls that share them (bounded: past maxSets, made per call). */
  readonly sets: Map<string, Attributes>;
}

/** At most this many attribute sets are kept (a tenant per customer could make them unbounded). */
export const maxSets = 1024;

function instrument(meter: Meter, spec: MetricSpec): Counter | Histogram | UpDownCounter {
  const options = { description: spec.description, unit: spec.unit };
  if (spec.instrument === "counter") return meter.createCounter(spec.name, options);
  // Durations in seconds get the conventions' buckets (advice: a view the application sets wins).
  if (spec.instrument === "histogram")
    return meter.createHistogram(spec.name, spec.unit === "s" ? { ...options, advice: { explicitBucketBoundaries: [...durationBuckets] } } : options);
  return meter.createUpDownCounter(spec.name, options);
}

/** The telemetry of one server or agent; throws a TypeError naming the option when it is not an object. */
export function telemetryOf(options: TelemetryOptions | undefined): Telemetry {
  if (options !== undefined && (typeof options !== "object" || options === null))
    throw new TypeError("telemetry: give an object { tracerProvider?, meterProvider?, tenantMetrics? }");
  const tracer = (options?.tracerProvider ?? trace.getTracerProvider()).getTracer(scopeName, scopeVersion, { schemaUrl });
  const meter = (options?.meterProvider ?? metrics.getMeterProvider()).getMeter(scopeName, scopeVersion, { schemaUrl });
  const made: Record<string, Counter | Histogram | UpDownCounter> = {};
  for (const [key, spec] of Object.entries(metricSpecs)) made[key] = instrument(meter, spec);
  const instruments = made as unknown as Instruments;
  const metered = instruments.serverHttpDuration !== createNoopMeter().createHistogram("");
  return { tracer, meter, instruments, tenantMetrics: options?.tenantMetrics === true, metered, sets: new Map() };
}

/**
 * A tracer of another package of this release (the SQLite store's, scope "@a2a-bindgen/store-sqlite"),
 * from `options.tracerProvider` or the global one; exported through @a2a-bindgen/server/store.
 */
export function tracerOf(options: TelemetryOptions | undefined, scope: string): Tracer {
  if (options !== undefined && (typeof options !== "object" || options === null))
    throw new TypeError("telemetry: give an object { tracerProvider?, meterProvider?, tenantMetrics? }");
  return (options?.tracerProvider ?? trace.getTracerProvider()).getTracer(scope, scopeVersion, { schemaUrl });
}

/** The attribute set of `key`, made by `make` the first time (frozen: recorders only read it). */
export function setOf(t: Telemetry, key: string, make: () => Attributes): Attributes {
  const kept = t.sets.get(key);
  if (kept !== undefined) return kept;
  const made = Object.freeze(make());
  if (t.sets.size < maxSets) t.sets.set(key, made);
  return made;
}

/** `base` with the tenant added when the deployment opted in (never "" or undefined). */
export function withTenant(t: Telemetry, base: Attributes, tenant: string | undefined): Attributes {
  return t.tenantMetrics && tenant !== undefined && tenant !== "" ? { ...base, [attributes.tenant]: tenant } : base;
}
