// /api/*: each public route by name, with its own limit; every other /api path is staff-only by the
// guard attached to its route. Bodies are read in full (within the body limit and the request
// timeout) before any upstream request opens, so a slow client never holds a gateway→leads
// connection. Live-event streams use a pool of their own with a cap per staff user.
import replyFrom from '@fastify/reply-from';
import { type FastifyInstance, type FastifyReply, type FastifyRequest, type onRequestHookHandler, type RawServerBase, type RouteGenericInterface } from 'fastify';
import { type IncomingHttpHeaders } from 'node:http';
import { GATEWAY_ONLY_HEADERS, INTERNAL_TOKEN_HEADER } from '@site/contracts/api';
import { type GatewayConfig } from './config';
import { bearerMatches } from './metrics';
import { requireStaff, type StaffLookup } from './staff-guard';
import { staffHeaders } from './security-headers';

export const envelope = (error: string, message: string) => ({ success: false, error, message });

/** A booking page may be looked at this many times per form submission the limit allows (reloads, several tabs). */
export const BOOKING_VIEWS_PER_PUBLIC_LIMIT = 4;

/** Answers about a booking link: the page's address (its token) never goes to another site as a referrer. */
export const noReferrer = async (_request: FastifyRequest, reply: FastifyReply, payload: unknown) => {
  reply.header('referrer-policy', 'no-referrer');
  return payload;
};

/**
 * Public API routes; everything else under /api needs a staff session. Limits per client address:
 * `public` the forms' (RATE_LIMIT_PUBLIC_PER_MINUTE), `bookingChange` the same figure counted apart,
 * `bookingView` a booking page's look-ups (BOOKING_VIEWS_PER_PUBLIC_LIMIT times that), `login` log-in.
 */
type PublicRoute = { method: 'GET' | 'POST'; url: string; limit?: 'public' | 'login' | 'bookingView' | 'bookingChange' };
export const PUBLIC_API_ROUTES: PublicRoute[] = [
  { method: 'POST', url: '/api/contact', limit: 'public' },
  { method: 'POST', url: '/api/consultations', limit: 'public' },
  // The visitor's booking page (/booking/<token>): the token is the credential, checked by the leads service.
  { method: 'GET', url: '/api/booking/:token', limit: 'bookingView' },
  { method: 'POST', url: '/api/booking/:token/reschedule', limit: 'bookingChange' },
  { method: 'POST', url: '/api/booking/:token/cancel', limit: 'bookingChange' },
  { method: 'POST', url: '/api/auth/login', limit: 'login' },
  { method: 'POST', url: '/api/auth/logout' },
  { method: 'GET', url: '/api/auth/me' },
  { method: 'GET', url: '/api/health' },
  // Answered by `readiness` below: which check failed, and why only for staff and the metrics token.
  { method: 'GET', url: '/api/ready' },
  { method: 'GET', url: '/api/openapi.json' },
];

/**
 * Staff routes answer only requests from our own pages. Browsers say where a request comes from in
 * `Sec-Fetch-Site`: another site's link, form or script (even a top-level navigation, which carries the
 * SameSite=Lax cookie) is refused before the session is even looked up, so nothing is read or audited in
 * the staff member's name. A request without the header (an API client, an old browser) carries no
 * cookie from another site's page in any browser that sends none, and is judged by the session as before.
 */
export const sameSiteOnly: onRequestHookHandler = async (request, reply) => {
  const site = request.headers['sec-fetch-site'];
  if (site !== undefined && site !== 'same-origin' && site !== 'none')
    return reply.status(403).send(envelope('forbidden', 'Staff pages and data answer only requests from this site'));
};

/** The readiness answer without the reasons: error texts name internals (Odoo's login, the database). */
export function publicReadiness(body: { ready?: unknown; checks?: Record<string, { ok?: unknown }> }) {
  return { ready: body.ready === true, checks: Object.fromEntries(Object.entries(body.checks ?? {}).map(([name, check]) => [name, { ok: check?.ok === true }])) };
}

/** The host an Origin header names; null for "null" (sandboxed frames) or anything unparsable. */
function originHost(origin: string): string | null {
  try {
    return new URL(origin).host;
  } catch {
    return null;
  }
}

/** Writes must come from our own pages (SameSite=Lax cookies plus this Origin check). */
export const sameOriginWrites: onRequestHookHandler = async (request, reply) => {
  const origin = request.headers.origin;
  if (request.method !== 'GET' && request.method !== 'HEAD' && origin && originHost(origin) !== request.headers.host)
    return reply.status(403).send(envelope('forbidden', 'Cross-site request refused'));
};

type Deps = { config: GatewayConfig; lookup: StaffLookup };

/** Open live-event streams, per staff user. */
export class LiveStreams {
  private readonly open = new Map<string, number>();
  total = 0;
  count(userId: string) {
    return this.open.get(userId) ?? 0;
  }
  add(userId: string) {
    this.open.set(userId, this.count(userId) + 1);
    this.total++;
  }
  remove(userId: string) {
    const left = this.count(userId) - 1;
    if (left > 0) this.open.set(userId, left);
    else this.open.delete(userId);
    this.total--;
  }
}

export async function registerApiRoutes(app: FastifyInstance, { config, lookup }: Deps, streams: LiveStreams) {
  const upstreamHeaders = (request: FastifyRequest<RouteGenericInterface, RawServerBase>, headers: IncomingHttpHeaders) => {
    const out = { ...headers };
    for (const h of GATEWAY_ONLY_HEADERS) delete out[h];
    return { ...out, [INTERNAL_TOKEN_HEADER]: config.internalToken, 'x-request-id': String(request.id), 'x-forwarded-for': request.ip };
  };
  /** Sends the request, with the body already read, to the same path on the leads service. */
  const forward = (request: FastifyRequest, reply: FastifyReply) => {
    const path = request.url.slice('/api'.length) || '/';
    const body = request.body as Buffer | undefined;
    // reply-from logs the upstream URL (query included: staff search terms) at info; the gateway's
    // own request log, path only, suffices.
    request.log = request.log.child({}, { level: 'warn' });
    return reply.from(path, {
      rewriteRequestHeaders: upstreamHeaders,
      ...(body ? { body, contentType: request.headers['content-type'] ?? 'application/octet-stream' } : {}),
    });
  };

  const limit = (max: number, timeWindow: string, name: string) =>
    app.rateLimit({ max, timeWindow, keyGenerator: (req) => `${name}:${req.ip}`, errorResponseBuilder: (_req, ctx) => ({ statusCode: ctx.statusCode }) });
  const limits = {
    public: limit(config.publicPerMinute, '1 minute', 'public'),
    login: limit(config.loginPer15Min, '15 minutes', 'login'),
    bookingView: limit(config.publicPerMinute * BOOKING_VIEWS_PER_PUBLIC_LIMIT, '1 minute', 'booking-view'),
    bookingChange: limit(config.publicPerMinute, '1 minute', 'booking-change'),
  };
  const staffOnly = requireStaff(lookup);

  // Bodies of any type are read whole, as bytes, and passed on untouched: the leads service is the
  // one that parses and validates them (and answers 415 for what is not JSON).
  const rawBodies = (scope: FastifyInstance) => {
    scope.removeAllContentTypeParsers();
    scope.addContentTypeParser('*', { parseAs: 'buffer', bodyLimit: config.bodyLimit }, (_req, body, done) => done(null, body));
  };

  await app.register(async (api) => {
    rawBodies(api);
    await api.register(replyFrom, {
      base: config.leadsUrl,
      // reply-from logs two lines per proxied request at info; the gateway's own request log suffices.
      logLevel: 'warn',
      undici: { connections: 128, pipelining: 1, headersTimeout: 15_000, bodyTimeout: 30_000 },
    });
    api.addHook('onRequest', sameOriginWrites);
    staffHeaders(api);

    /** Everyone learns which checks fail; staff and the metrics token also why, and when a worker was last seen. */
    const readiness = async (request: FastifyRequest, reply: FastifyReply) => {
      const res = await fetch(`${config.leadsUrl}/ready`, {
        headers: { [INTERNAL_TOKEN_HEADER]: config.internalToken, 'x-request-id': String(request.id) },
        signal: AbortSignal.timeout(10_000),
      });
      const body = (await res.json()) as Parameters<typeof publicReadiness>[0];
      const detailed =
        (config.metricsToken !== undefined && bearerMatches(request.headers.authorization, config.metricsToken)) ||
        (await lookup(request).catch(() => null)) !== null;
      return reply.status(res.status).header('cache-control', 'no-store').send(detailed ? body : publicReadiness(body));
    };

    for (const route of PUBLIC_API_ROUTES)
      api.route({
        method: route.method,
        url: route.url,
        onRequest: route.limit ? [limits[route.limit]] : [],
        ...(route.url.startsWith('/api/booking/') ? { onSend: noReferrer } : {}),
        handler: route.url === '/api/ready' ? readiness : forward,
      });

    // Everything else under /api: staff only, whatever the method, and only from our own pages.
    api.register(async (staff) => {
      staff.addHook('onRequest', sameSiteOnly);
      staff.addHook('onRequest', staffOnly);
      staff.all('/api/*', forward);
    });
  });

  // Live events: a pool of their own (streams stay open: no body timeout), a cap per staff user, and
  // the stream ends when its session does (re-checked without counting as activity).
  await app.register(async (live) => {
    await live.register(replyFrom, { base: config.leadsUrl, logLevel: 'warn', undici: { connections: 256, pipelining: 1, headersTimeout: 15_000, bodyTimeout: 0 } });
    staffHeaders(live);
    live.get('/api/events', { onRequest: [sameSiteOnly, staffOnly] }, (request, reply) => {
      const user = request.staffUser!;
      if (streams.count(user.id) >= config.liveStreamsPerUser)
        return reply.status(429).send(envelope('rate_limited', 'Too many live streams are open for this account; close a dashboard tab'));
      streams.add(user.id);
      const recheck = setInterval(() => {
        void lookup(request, { peek: true })
          .catch(() => null)
          .then((still) => {
            if (still?.id !== user.id) {
              request.log.info('live stream ended with its session');
              reply.raw.destroy();
            }
          });
      }, config.liveSessionCheckMs);
      reply.raw.once('close', () => {
        clearInterval(recheck);
        streams.remove(user.id);
      });
      return reply.from('/events', { rewriteRequestHeaders: upstreamHeaders });
    });
  });
}
