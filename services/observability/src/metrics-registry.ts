// Each process's Prometheus registry: the shared metric definitions (metric-names.ts), Node's
// default process metrics, and a `service` and an `instance` label on everything, so the gateway can
// merge the registries of every process, replicas included, into one /metrics answer without two series
// colliding (two workers' counters are never summed into one that drops when one of them restarts).
import { hostname } from 'node:os';
import {
  AggregatorRegistry,
  Counter,
  Gauge,
  Histogram,
  type MetricObjectWithValues,
  type MetricValue,
  Registry,
  collectDefaultMetrics,
} from 'prom-client';
import { METRICS, type MetricDefinition } from './metric-names';

export type MetricsJson = MetricObjectWithValues<MetricValue<string>>[];

/** This process among the replicas of its service: its host (a container's id under compose) and process id. */
export const PROCESS_INSTANCE = `${hostname()}:${process.pid}`;

export function serviceRegistry(service: string): Registry {
  const registry = new Registry();
  registry.setDefaultLabels({ service, instance: PROCESS_INSTANCE });
  collectDefaultMetrics({ register: registry });
  return registry;
}

const base = (registry: Registry, def: MetricDefinition) => ({
  name: def.name,
  help: def.help,
  labelNames: [...def.labelNames],
  registers: [registry],
});

export function counterOf(registry: Registry, def: MetricDefinition & { type: 'counter' }) {
  return new Counter(base(registry, def));
}

/** A gauge; `collect` sets its value(s) each time the registry is read. */
export function gaugeOf(registry: Registry, def: MetricDefinition & { type: 'gauge' }, collect?: (gauge: Gauge) => Promise<void> | void) {
  return new Gauge({
    ...base(registry, def),
    ...(collect
      ? {
          async collect(this: Gauge) {
            await collect(this);
          },
        }
      : {}),
  });
}

export function histogramOf(registry: Registry, def: MetricDefinition & { type: 'histogram' }, buckets: number[]) {
  return new Histogram({ ...base(registry, def), buckets });
}

/** Several processes' metrics (as `getMetricsAsJSON()` gives them) in Prometheus' text format. */
export async function mergedMetricsText(parts: MetricsJson[]): Promise<{ contentType: string; text: string }> {
  const merged = AggregatorRegistry.aggregate(parts);
  return { contentType: merged.contentType, text: await merged.metrics() };
}

type ObservedRequest = { method: string; routeOptions: { url?: string } };
type ObservedReply = { statusCode: number; elapsedTime: number };

/**
 * The request-duration histogram in `registry`, and the `onResponse` hook that feeds it (labelled
 * by route pattern, never by the path itself, so ids and queries do not multiply the series).
 */
export function httpDurationHook(registry: Registry) {
  const histogram = histogramOf(registry, METRICS.httpRequestDuration, [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5]);
  return async (request: ObservedRequest, reply: ObservedReply) => {
    histogram.observe(
      { route: request.routeOptions.url ?? 'unmatched', method: request.method, status: String(reply.statusCode) },
      reply.elapsedTime / 1000,
    );
  };
}
