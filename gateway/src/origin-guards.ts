// Where a staff request may come from: hooks shared by the staff API and the queue board. Both
// answer before the session is looked up, so a refused request is neither read nor audited.
import { type onRequestHookHandler } from 'fastify';
import { envelope } from './envelope';

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
