// Operations: readiness naming each dependency, and the metrics the gateway collects for /metrics.
import { type FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { METRICS_SCRAPE_HEADER } from '@site/contracts/api';
import { AppError } from '../errors';
import { type Observability } from '../ops/observability';

export const opsRoutes: FastifyPluginAsyncZod<{ observability: Observability }> = async (app, { observability }) => {
  app.get(
    '/ready',
    { schema: { summary: 'Readiness: store, Redis, a sync worker and Odoo, each by name (503 while any is down)', tags: ['operations'] } },
    async (_request, reply) => {
      const readiness = await observability.readiness();
      return reply
        .status(readiness.ready ? 200 : 503)
        .header('cache-control', 'no-store')
        .send(readiness);
    },
  );

  // Only the gateway's own collection sets this header (it drops it from any client's request).
  app.get('/metrics', { schema: { hide: true } }, async (request) => {
    if (request.headers[METRICS_SCRAPE_HEADER] !== '1') throw new AppError('not_found', 'No such endpoint');
    return observability.metricsParts();
  });
};
