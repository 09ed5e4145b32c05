// The visitor's booking page, /booking/<token>: the link in every booking e-mail. One prerendered shell
// (the site's /booking page) serves every token; the page asks the API for the booking and renders
// the answer itself. The status tells crawlers and tools the truth without revealing more than the
// API does: 200 when the leads service accepts the token, 404 otherwise (the same body either way).
// Never cached, never indexed, and never sent on as a referrer: the token is the visitor's credential.
import { type FastifyInstance, type FastifyRequest } from 'fastify';
import { INTERNAL_TOKEN_HEADER } from '@site/contracts/api';
import { BOOKING_VIEWS_PER_PUBLIC_LIMIT } from './api/public-routes';
import { type GatewayConfig } from './config';
import { type Site } from './site';
import { statusOnly } from './upstream-answer';

/** The prerendered shell every /booking/<token> is answered with. */
export const BOOKING_SHELL_PATH = '/booking';

/** How long the page waits for the leads service's verdict before answering 503. */
const LOOKUP_TIMEOUT_MS = 5000;

type Verdict = 200 | 404 | 503;

/** Asks the leads service whether a token opens a booking (the same check the page's API call makes). */
async function lookUp(config: GatewayConfig, request: FastifyRequest, token: string): Promise<Verdict> {
  try {
    const res = await fetch(`${config.leadsUrl}/booking/${encodeURIComponent(token)}`, {
      headers: { [INTERNAL_TOKEN_HEADER]: config.internalToken, 'x-request-id': String(request.id), 'x-forwarded-for': request.ip },
      signal: AbortSignal.timeout(LOOKUP_TIMEOUT_MS),
    });
    const status = await statusOnly(res);
    return status === 200 ? 200 : status === 404 ? 404 : 503;
  } catch (err) {
    request.log.warn({ err: (err as Error).message }, 'booking page: the leads service did not answer');
    return 503;
  }
}

export async function registerBookingPage(app: FastifyInstance, { config, site }: { config: GatewayConfig; site: Site }) {
  const limit = app.rateLimit({
    max: config.publicPerMinute * BOOKING_VIEWS_PER_PUBLIC_LIMIT,
    timeWindow: '1 minute',
    keyGenerator: (req) => `booking-page:${req.ip}`,
    errorResponseBuilder: (_req, ctx) => ({ statusCode: ctx.statusCode }),
  });

  // The request target is canonical here (request-target.ts): one segment after /booking, decoded.
  // (/booking alone is the shell as the site serves any page; it names no booking and says so.)
  app.get<{ Params: { token: string } }>('/booking/:token', { onRequest: limit }, async (request, reply) => {
    const shell = site.page(BOOKING_SHELL_PATH);
    reply.header('referrer-policy', 'no-referrer');
    // Without a built site there is no shell: the ordinary not-found page, as for any missing page.
    if (!shell) return site.deliver(request, reply, site.notFoundPage, 404, { uncached: true });
    const status = await lookUp(config, request, request.params.token);
    return site.deliver(request, reply, shell, status, { uncached: true });
  });
}
