// Each process's Prometheus registry: the shared metric definitions (metric-names.ts), Node's
// default process metrics, and a `service` label on everything, so the gateway can merge the
// registries of every process into one /metrics answer without two series colliding.
import { AggregatorRegistry, Counter, Gauge, Histogram, type MetricObjectWithValues, type MetricValue, Registry, collectDefaultMetrics } from 'prom-client';
import { type MetricDefinition } from './metric-names';

export type MetricsJson = MetricObjectWithValues<MetricValue<string>>[];

export function serviceRegistry(service: string): Registry {
  const registry = new Registry();
  registry.setDefaultLabels({ service });
  collectDefaultMetrics({ register: registry });
  return registry;
}

const base = (registry: Registry, def: MetricDefinition) => ({ name: def.name, help: def.help, labelNames: [...def.labelNames], registers: [registry] });

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
