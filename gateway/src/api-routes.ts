// /api/*: the API's route plugins. Public routes by name, each with its own limit (api/public-routes.ts);
// every other /api path staff-only by the guard attached to its route (api/staff-routes.ts); live-event
// streams with a pool of their own and a cap per staff user (api/live-events.ts). Bodies are read in full
// (within the body limit and the request timeout) before any upstream request opens, so a slow client
// never holds a gateway→leads connection.
import { type FastifyInstance } from 'fastify';
import { liveEventRoutes } from './api/live-events';
import { publicRoutes } from './api/public-routes';
import { staffRoutes } from './api/staff-routes';
import { rawBodies, upstreamProxy } from './api/upstream';
import { type GatewayConfig } from './config';
import { sameOriginWrites } from './origin-guards';
import { staffHeaders } from './security-headers';

/** Public and staff routes share one scope: its body parsing, its pool to the leads service, its write check. */
async function proxiedApi(api: FastifyInstance, { config }: { config: GatewayConfig }) {
  rawBodies(api, config.bodyLimit);
  await upstreamProxy(api, config.leadsUrl, 'api');
  api.addHook('onRequest', sameOriginWrites);
  staffHeaders(api);
  await api.register(publicRoutes, { config });
  await api.register(staffRoutes, { config });
}

/** Needs `staffSession` and `liveStreams` registered before it. */
export async function apiRoutes(app: FastifyInstance, opts: { config: GatewayConfig }) {
  await app.register(proxiedApi, opts);
  await app.register(liveEventRoutes, opts);
}
