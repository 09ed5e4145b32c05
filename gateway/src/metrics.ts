// GET /metrics: Prometheus text for every process (the gateway's own registry merged with the
// leads service's and, through it, each sync worker's), only for `Authorization: Bearer
// $METRICS_TOKEN`. Without the token, or with METRICS_TOKEN unset, the path is an ordinary 404.
import { type FastifyInstance } from 'fastify';
import { timingSafeEqual } from 'node:crypto';
import { INTERNAL_TOKEN_HEADER, METRICS_SCRAPE_HEADER } from '@site/contracts/api';
import { METRICS } from '@site/observability/metric-names';
import { gaugeOf, httpDurationHook, mergedMetricsText, type MetricsJson, serviceRegistry } from '@site/observability/metrics-registry';
import { type GatewayConfig } from './config';
import { jsonWhen } from './upstream-answer';

export type GatewayMetrics = ReturnType<typeof createGatewayMetrics>;

export function createGatewayMetrics(liveClients: () => number) {
  const registry = serviceRegistry('gateway');
  gaugeOf(registry, METRICS.liveEventClients, (gauge) => gauge.set(liveClients()));
  return { registry, onResponse: httpDurationHook(registry) };
}

/** Whether an Authorization header carries this bearer token (compared in constant time). */
export function bearerMatches(header: string | undefined, token: string): boolean {
  const given = Buffer.from(/^Bearer (.+)$/.exec(header ?? '')?.[1] ?? '');
  const expected = Buffer.from(token);
  return given.length === expected.length && timingSafeEqual(given, expected);
}

export function registerMetrics(app: FastifyInstance, config: GatewayConfig, metrics: GatewayMetrics) {
  app.addHook('onResponse', metrics.onResponse);
  const token = config.metricsToken;
  app.get('/metrics', async (request, reply) => {
    if (!token || !bearerMatches(request.headers.authorization, token)) return reply.callNotFound();
    const parts: MetricsJson[] = [await metrics.registry.getMetricsAsJSON()];
    const upstream = await fetch(`${config.leadsUrl}/metrics`, {
      headers: { [INTERNAL_TOKEN_HEADER]: config.internalToken, [METRICS_SCRAPE_HEADER]: '1' },
      signal: AbortSignal.timeout(5000),
    }).catch((err: Error) => {
      request.log.warn({ err: err.message }, 'metrics: the leads service did not answer');
      return null;
    });
    const theirs = upstream && (await jsonWhen<MetricsJson[]>(upstream, (status) => status >= 200 && status < 300));
    if (theirs) parts.push(...theirs);
    const { contentType, text } = await mergedMetricsText(parts);
    return reply.header('content-type', contentType).header('cache-control', 'no-store').send(text);
  });
}
