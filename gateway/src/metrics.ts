// GET /metrics: Prometheus text for every process (the gateway's own registry merged with the
// leads services' and, through them, each sync worker's), only for `Authorization: Bearer
// $METRICS_TOKEN`. Without the token, or with METRICS_TOKEN unset, the path is an ordinary 404.
// With several gateways, Prometheus asks each for `?scope=gateway` (its own series) and one of them,
// through the balancer, for `?scope=services` (every leads service and worker, the same from any), so
// no series is scraped twice.
import { type FastifyBaseLogger, type FastifyInstance } from 'fastify';
import { timingSafeEqual } from 'node:crypto';
import { INTERNAL_TOKEN_HEADER, METRICS_SCRAPE_HEADER } from '@site/contracts/api';
import { METRICS } from '@site/observability/metric-names';
import { gaugeOf, httpDurationHook, mergedMetricsText, type MetricsJson, serviceRegistry } from '@site/observability/metrics-registry';
import { type GatewayConfig } from './config';
import { envelope } from './envelope';
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
  app.get<{ Querystring: { scope?: string } }>('/metrics', async (request, reply) => {
    if (!token || !bearerMatches(request.headers.authorization, token)) return reply.callNotFound();
    const scope = request.query.scope ?? 'all';
    if (!SCOPES.has(scope)) return reply.status(400).send(envelope('bad_request', 'scope is gateway, services or absent'));
    const parts: MetricsJson[] = scope === 'services' ? [] : [await metrics.registry.getMetricsAsJSON()];
    if (scope !== 'gateway') parts.push(...(await servicesMetrics(config, request.log)));
    const { contentType, text } = await mergedMetricsText(parts);
    return reply.header('content-type', contentType).header('cache-control', 'no-store').send(text);
  });
}

const SCOPES = new Set(['all', 'gateway', 'services']);

/** The leads services' and workers' metrics, as one leads service answers for all of them; none when it does not answer. */
async function servicesMetrics(config: GatewayConfig, log: FastifyBaseLogger): Promise<MetricsJson[]> {
  const upstream = await fetch(`${config.leadsUrl}/metrics`, {
    headers: { [INTERNAL_TOKEN_HEADER]: config.internalToken, [METRICS_SCRAPE_HEADER]: '1' },
    signal: AbortSignal.timeout(5000),
  }).catch((err: Error) => {
    log.warn({ err: err.message }, 'metrics: the leads service did not answer');
    return null;
  });
  return (upstream && (await jsonWhen<MetricsJson[]>(upstream, (status) => status >= 200 && status < 300))) ?? [];
}
