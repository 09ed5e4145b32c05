// The public API routes, each by name and with its own limit per client address; every other /api
// path is staff-only (staff-routes.ts). Registered inside the proxied /api scope (api-routes.ts).
import { type FastifyInstance, type FastifyReply, type FastifyRequest } from 'fastify';
import { AVAILABILITY_MAX_AGE_S } from '@site/contracts/availability';
import { type GatewayConfig } from '../config';
import { readinessHandler } from './readiness';
import { forwardToLeads } from './upstream';

/** A booking page may be looked at this many times per form submission the limit allows (reloads, several tabs). */
export const BOOKING_VIEWS_PER_PUBLIC_LIMIT = 4;

/** Answers about a booking link: the page's address (its token) never goes to another site as a referrer. */
export const noReferrer = async (_request: FastifyRequest, reply: FastifyReply, payload: unknown) => {
  reply.header('referrer-policy', 'no-referrer');
  return payload;
};

/** The public availability answer may be kept a few seconds (the scope's no-store is for every other answer). */
const cacheableAvailability = async (_request: FastifyRequest, reply: FastifyReply, payload: unknown) => {
  if (reply.statusCode === 200) reply.header('cache-control', `public, max-age=${AVAILABILITY_MAX_AGE_S}`);
  return payload;
};

type Limit = 'public' | 'login' | 'bookingView' | 'bookingChange' | 'availability';

/**
 * Public API routes; everything else under /api needs a staff session. Limits per client address:
 * `public` the forms' (RATE_LIMIT_PUBLIC_PER_MINUTE), `bookingChange` the same figure counted apart,
 * `bookingView` a booking page's look-ups (BOOKING_VIEWS_PER_PUBLIC_LIMIT times that), `availability` the
 * forms' questions about a day (as many as the look-ups, counted apart: one per date a visitor picks), `login` log-in.
 */
type PublicRoute = { method: 'GET' | 'POST'; url: string; limit?: Limit };
export const PUBLIC_API_ROUTES: PublicRoute[] = [
  { method: 'POST', url: '/api/contact', limit: 'public' },
  { method: 'POST', url: '/api/consultations', limit: 'public' },
  // The visitor's booking page (/booking/<token>): the token is the credential, checked by the leads service.
  { method: 'GET', url: '/api/booking/:token', limit: 'bookingView' },
  { method: 'POST', url: '/api/booking/:token/reschedule', limit: 'bookingChange' },
  { method: 'POST', url: '/api/booking/:token/cancel', limit: 'bookingChange' },
  // Which times a day has free: the booking forms', and the booking page's for its own meeting.
  { method: 'GET', url: '/api/availability', limit: 'availability' },
  { method: 'GET', url: '/api/booking/:token/availability', limit: 'availability' },
  { method: 'POST', url: '/api/auth/login', limit: 'login' },
  { method: 'POST', url: '/api/auth/logout' },
  { method: 'GET', url: '/api/auth/me' },
  { method: 'GET', url: '/api/health' },
  // Answered by the gateway itself (readiness.ts): which check failed, and why only for staff and the metrics token.
  { method: 'GET', url: '/api/ready' },
  { method: 'GET', url: '/api/openapi.json' },
];

/** One rate-limit hook per kind of limit, each counted apart per client address. */
function publicLimits(app: FastifyInstance, config: GatewayConfig): Record<Limit, ReturnType<FastifyInstance['rateLimit']>> {
  const limit = (max: number, timeWindow: string, name: string) =>
    app.rateLimit({
      max,
      timeWindow,
      keyGenerator: (req) => `${name}:${req.ip}`,
      errorResponseBuilder: (_req, ctx) => ({ statusCode: ctx.statusCode }),
    });
  return {
    public: limit(config.publicPerMinute, '1 minute', 'public'),
    login: limit(config.loginPer15Min, '15 minutes', 'login'),
    bookingView: limit(config.publicPerMinute * BOOKING_VIEWS_PER_PUBLIC_LIMIT, '1 minute', 'booking-view'),
    bookingChange: limit(config.publicPerMinute, '1 minute', 'booking-change'),
    availability: limit(config.publicPerMinute * BOOKING_VIEWS_PER_PUBLIC_LIMIT, '1 minute', 'availability'),
  };
}

export async function publicRoutes(api: FastifyInstance, { config }: { config: GatewayConfig }) {
  const limits = publicLimits(api, config);
  const forward = forwardToLeads(config);
  const readiness = readinessHandler(config, api.staffLookup);
  for (const route of PUBLIC_API_ROUTES)
    api.route({
      method: route.method,
      url: route.url,
      onRequest: route.limit ? [limits[route.limit]] : [],
      ...(route.url.startsWith('/api/booking/') ? { onSend: noReferrer } : {}),
      ...(route.url === '/api/availability' ? { onSend: cacheableAvailability } : {}),
      handler: route.url === '/api/ready' ? readiness : forward,
    });
}
