// GET /api/events: a staff user's live-event stream, proxied from the leads service through a pool of
// its own (upstream.ts). A cap per staff user, and the stream ends when its session does (re-checked
// without counting as activity) or when the gateway closes (live-streams.ts).
import { type FastifyInstance } from 'fastify';
import { type GatewayConfig } from '../config';
import { envelope, unavailable } from '../envelope';
import { sameSiteOnly } from '../origin-guards';
import { staffHeaders } from '../security-headers';
import { requireStaff, staffUserOf } from '../staff-guard';
import { upstreamHeaders, upstreamProxy } from './upstream';

export async function liveEventRoutes(live: FastifyInstance, { config }: { config: GatewayConfig }) {
  await upstreamProxy(live, config.leadsUrl, 'live');
  staffHeaders(live);
  const rewriteRequestHeaders = upstreamHeaders(config);
  const { liveStreams: streams, staffLookup: lookup } = live;
  live.get('/api/events', { onRequest: [sameSiteOnly, requireStaff(lookup)] }, async (request, reply) => {
    const user = staffUserOf(request);
    const recheck = () =>
      void lookup(request, { peek: true })
        .catch(() => null)
        .then((still) => {
          if (still?.id !== user.id) {
            request.log.info('live stream ended with its session');
            reply.raw.destroy();
          }
        });
    const place = await streams.track(user.id, reply, {
      max: config.liveStreamsPerUser,
      check: recheck,
      checkMs: config.liveSessionCheckMs,
    });
    if (place === 'full')
      return reply.status(429).send(envelope('rate_limited', 'Too many live streams are open for this account; close a dashboard tab'));
    // This gateway began closing meanwhile: the dashboard reconnects, through the balancer to another.
    if (place === 'closing') return reply.status(503).send(unavailable());
    // A dashboard opening a new stream says where it left off in the query (EventSource sends the
    // Last-Event-ID header only on its own reconnects); both reach the leads service.
    const query = request.url.indexOf('?');
    return reply.from(`/events${query >= 0 ? request.url.slice(query) : ''}`, { rewriteRequestHeaders });
  });
}
