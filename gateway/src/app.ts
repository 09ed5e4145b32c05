// The gateway: the only public listener. Security headers, body limit, rate limits, the staff
// guard, /api/* proxied to the leads service with the internal credential, and the built site.
import helmet from '@fastify/helmet';
import proxy from '@fastify/http-proxy';
import rateLimit from '@fastify/rate-limit';
import Fastify, { type FastifyBaseLogger, type FastifyError, type FastifyInstance } from 'fastify';
import { type Logger } from 'pino';
import { INTERNAL_TOKEN_HEADER } from '@site/contracts/api';
import { type GatewayConfig } from './config';
import { QUEUE_BOARD_PATH, registerQueueBoard } from './queue-board';
import { Site } from './site';
import { createStaffGuard, isStaffPath, unauthorized } from './staff-guard';

const PUBLIC_POSTS = new Set(['/api/contact', '/api/consultations']);

const envelope = (error: string, message: string) => ({ success: false, error, message });

/** The host an Origin header names; null for "null" (sandboxed frames) or anything unparsable. */
function originHost(origin: string): string | null {
  try {
    return new URL(origin).host;
  } catch {
    return null;
  }
}

export async function buildGateway(config: GatewayConfig, log: Logger): Promise<FastifyInstance> {
  const app = Fastify({
    loggerInstance: log as FastifyBaseLogger,
    bodyLimit: config.bodyLimit,
    trustProxy: config.trustProxy,
    // Each request gets an id that the leads service logs too.
    genReqId: () => crypto.randomUUID(),
    return503OnClosing: true,
  });

  app.setErrorHandler((error: FastifyError, request, reply) => {
    const status = error.statusCode ?? 500;
    if (status === 429) return reply.status(429).send(envelope('rate_limited', 'Too many requests. Please wait a moment and try again.'));
    if (status === 413) return reply.status(413).send(envelope('payload_too_large', 'The request body is too large'));
    if (status >= 400 && status < 500) return reply.status(status).send(envelope('bad_request', 'Bad request'));
    request.log.error({ err: error }, 'gateway error');
    // The leads service unreachable is a 503 the visitor can retry, never a stack trace.
    return reply.status(status === 500 ? 502 : status).send(envelope('unavailable', 'The service is unavailable. Please try again shortly.'));
  });

  await app.register(helmet, {
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'"],
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:'],
        connectSrc: ["'self'"],
        fontSrc: ["'self'"],
        objectSrc: ["'none'"],
        frameAncestors: ["'none'"],
        baseUri: ["'self'"],
        formAction: ["'self'"],
        upgradeInsecureRequests: null,
      },
    },
    strictTransportSecurity: { maxAge: 31536000, includeSubDomains: true },
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
    crossOriginEmbedderPolicy: false,
  });

  await app.register(rateLimit, { global: false });
  const rateLimited = (max: number, timeWindow: string, key: (ip: string) => string) =>
    app.rateLimit({ max, timeWindow, keyGenerator: (req) => key(req.ip), errorResponseBuilder: (_req, ctx) => ({ statusCode: ctx.statusCode }) });
  const publicLimit = rateLimited(config.publicPerMinute, '1 minute', (ip) => `public:${ip}`);
  const loginLimit = rateLimited(config.loginPer15Min, '15 minutes', (ip) => `login:${ip}`);
  const staffUser = createStaffGuard(config.leadsUrl, config.internalToken);

  app.addHook('onRequest', async (request, reply) => {
    const path = request.url.split('?')[0]!;
    if (!path.startsWith('/api/') && !path.startsWith(QUEUE_BOARD_PATH)) return;

    // A request that declares a body over the limit is refused before anything reads it.
    const length = Number(request.headers['content-length'] ?? 0);
    if (length > config.bodyLimit) return reply.status(413).send(envelope('payload_too_large', 'The request body is too large'));

    if (request.method === 'POST' && PUBLIC_POSTS.has(path)) return publicLimit.call(app, request, reply);
    if (request.method === 'POST' && path === '/api/auth/login') return loginLimit.call(app, request, reply);

    // Staff writes must come from our own pages (SameSite=Lax cookies plus an Origin check).
    const origin = request.headers.origin;
    if (request.method !== 'GET' && origin && originHost(origin) !== request.headers.host)
      return reply.status(403).send(envelope('forbidden', 'Cross-site request refused'));

    if (isStaffPath(request.method, path)) {
      const user = await staffUser(request).catch((err: Error) => {
        request.log.error({ err: err.message }, 'staff guard could not reach the leads service');
        return null;
      });
      if (!user) {
        if (path.startsWith(QUEUE_BOARD_PATH)) return reply.redirect('/admin/leads');
        return unauthorized(reply);
      }
      request.log = request.log.child({ staffUserId: user.id });
    }
  });

  await app.register(proxy, {
    upstream: config.leadsUrl,
    prefix: '/api',
    rewritePrefix: '',
    // reply-from logs two lines per proxied request at info; the gateway's own request log suffices.
    logLevel: 'warn',
    // Server-Sent Events stay open: no body timeout on the upstream connection.
    undici: { connections: 128, pipelining: 1, bodyTimeout: 0, headersTimeout: 15_000 },
    replyOptions: {
      rewriteRequestHeaders: (request, headers) => {
        const { [INTERNAL_TOKEN_HEADER]: _spoofed, ...rest } = headers;
        return { ...rest, [INTERNAL_TOKEN_HEADER]: config.internalToken, 'x-request-id': String(request.id), 'x-forwarded-for': request.ip };
      },
    },
  });

  if (config.redisUrl) await registerQueueBoard(app, config.redisUrl);

  const site = new Site(config.siteDir);
  if (!site.built) app.log.warn({ siteDir: config.siteDir }, 'no built site found; serving a placeholder page');
  app.get('/*', (request, reply) => site.send(request, reply));
  app.setNotFoundHandler((request, reply) =>
    request.url.startsWith('/api/') ? reply.status(404).send(envelope('not_found', 'No such endpoint')) : site.send(request, reply),
  );
  return app;
}
