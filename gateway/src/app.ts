// The gateway: the only public listener. Every request target is first brought to its one
// canonical form (request-target.ts); routing, guards and limits then all see the same path. Staff
// routes carry their guard themselves (api-routes.ts, queue-board.ts). Everything that holds a
// resource (the pools to the leads service, live-event streams, the queue board's Redis) is a plugin
// that releases it in its own close hook, so `app.close()` is the whole shutdown (server.ts).
import rateLimit from '@fastify/rate-limit';
import Fastify, { type FastifyBaseLogger, type FastifyError, type FastifyInstance } from 'fastify';
import { type IncomingMessage, type Server } from 'node:http';
import { type Logger } from 'pino';
import { apiRoutes } from './api-routes';
import { registerBookingPage } from './booking-page';
import { type GatewayConfig } from './config';
import { createLimitedServer } from './connection-limits';
import { drainConnections } from './drain-connections';
import { envelope, unavailable } from './envelope';
import { gatewayRedis } from './gateway-redis';
import { liveStreams } from './live-streams';
import { createGatewayMetrics, registerMetrics } from './metrics';
import { queueBoard, queueBoardUnavailable } from './queue-board';
import { canonicalRequestTarget } from './request-target';
import { cspBuilder, readExtraSources, registerSecurityHeaders } from './security-headers';
import { sharedLimitStore } from './shared-limits';
import { Site } from './site';
import { staffSession } from './staff-guard';
import { registerStaffPages } from './staff-pages';

/** Where a refused request target is routed; its reason travels on the request. */
const REFUSED_TARGET = '/__refused-request-target';
const refusals = new WeakMap<IncomingMessage, string>();
/** The code prefix of @fastify/reply-from's errors: the leads service could not be reached or did not answer. */
const REPLY_FROM_ERROR = 'FST_REPLY_FROM_';

/** A hop count becomes "trust the nearest N hops"; addresses and CIDRs go to Fastify as they are. */
function trustProxyOption(trust: GatewayConfig['trustProxy']) {
  if (typeof trust === 'number') return (_address: string, hop: number) => hop < trust;
  return trust;
}

export async function buildGateway(config: GatewayConfig, log: Logger): Promise<FastifyInstance> {
  const app = Fastify<Server>({
    loggerInstance: log as FastifyBaseLogger,
    bodyLimit: config.bodyLimit,
    trustProxy: trustProxyOption(config.trustProxy),
    // Each request gets an id that the leads service logs too.
    genReqId: () => crypto.randomUUID(),
    return503OnClosing: true,
    // A booking link's token is one path segment (about 150 characters at most); a longer one must get
    // the booking page's "invalid link" answer, not a 414.
    routerOptions: { maxParamLength: 512 },
    serverFactory: (handler) => createLimitedServer(handler, config),
    rewriteUrl(req) {
      const target = canonicalRequestTarget(req.url ?? '');
      if (target.ok) return target.url;
      refusals.set(req, target.reason);
      return REFUSED_TARGET;
    },
  });

  app.setErrorHandler((error: FastifyError, request, reply) => {
    const status = error.statusCode ?? 500;
    if (status === 429) return reply.status(429).send(envelope('rate_limited', 'Too many requests. Please wait a moment and try again.'));
    if (status === 413) return reply.status(413).send(envelope('payload_too_large', 'The request body is too large'));
    if (status === 408) return reply.status(408).send(envelope('bad_request', 'The request took too long to arrive'));
    if (status >= 400 && status < 500) return reply.status(status).send(envelope('bad_request', 'Bad request'));
    // An upstream failure (the leads service down, restarting or slow) has been logged by reply-from
    // already, as a warning with its cause: a condition the visitor can retry, not a gateway bug.
    if (!error.code?.startsWith(REPLY_FROM_ERROR)) request.log.error({ err: error }, 'gateway error');
    // The leads service unreachable is an answer the visitor can retry, never a stack trace.
    return reply.status(status === 500 ? 502 : status).send(unavailable());
  });

  const extra = readExtraSources(config.siteDir);
  const csp = cspBuilder(extra);
  await app.register(drainConnections);
  await registerSecurityHeaders(app, csp);
  // Counted in Redis, so every gateway instance spends one budget per client (shared-limits.ts).
  await app.register(gatewayRedis, { redisUrl: config.redisUrl });
  await app.register(rateLimit, { global: false, store: sharedLimitStore(app.sharedRedis, config.internalToken) });

  app.all(REFUSED_TARGET, (request, reply) =>
    reply.status(400).send(envelope('bad_request', refusals.get(request.raw) ?? 'The request target is not allowed')),
  );

  await app.register(staffSession, { leadsUrl: config.leadsUrl, internalToken: config.internalToken });
  await app.register(liveStreams);
  registerMetrics(
    app,
    config,
    createGatewayMetrics(() => app.liveStreams.total),
  );
  await app.register(apiRoutes, { config });
  if (config.redisUrl)
    await app.register(queueBoard, { redisUrl: config.redisUrl, csp, leadsUrl: config.leadsUrl, internalToken: config.internalToken });
  else await app.register(queueBoardUnavailable);

  const site = new Site(config.siteDir, csp);
  if (!site.built) app.log.warn({ siteDir: config.siteDir }, 'no built site found; serving a placeholder page');
  await registerBookingPage(app, { config, site });
  await registerStaffPages(app, { site });
  app.get('/*', (request, reply) => site.send(request, reply));
  app.setNotFoundHandler((request, reply) =>
    request.url.startsWith('/api/') ? reply.status(404).send(envelope('not_found', 'No such endpoint')) : site.send(request, reply),
  );
  return app;
}
