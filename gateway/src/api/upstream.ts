// The gateway's way to the leads service: a @fastify/reply-from pool in each plugin that proxies
// (reply-from closes its pool in its own onClose hook, after the server has drained), the headers every
// upstream request carries, and the whole-body reading shared by every proxied route.
import replyFrom from '@fastify/reply-from';
import { type FastifyInstance, type FastifyReply, type FastifyRequest, type RawServerBase, type RouteGenericInterface } from 'fastify';
import { type IncomingHttpHeaders } from 'node:http';
import { GATEWAY_ONLY_HEADERS, INTERNAL_TOKEN_HEADER } from '@site/contracts/api';
import { type GatewayConfig } from '../config';

type Upstream = Pick<GatewayConfig, 'leadsUrl' | 'internalToken'>;

/**
 * The pools to the leads service: ordinary API calls, and live-event streams (a pool of their own:
 * a stream stays open, so it has no body timeout).
 */
const POOLS = {
  api: { connections: 128, pipelining: 1, headersTimeout: 15_000, bodyTimeout: 30_000 },
  live: { connections: 256, pipelining: 1, headersTimeout: 15_000, bodyTimeout: 0 },
} as const;

/** Registers reply-from in `scope` with a pool of its own; the pool closes when the app does. */
export async function upstreamProxy(scope: FastifyInstance, leadsUrl: string, pool: keyof typeof POOLS) {
  // reply-from logs two lines per proxied request at info; the gateway's own request log suffices.
  await scope.register(replyFrom, { base: leadsUrl, logLevel: 'warn', undici: POOLS[pool] });
}

/** The headers a request takes to the leads service: the gateway's own removed, the credential and request id added. */
export function upstreamHeaders({ internalToken }: Upstream) {
  return (request: FastifyRequest<RouteGenericInterface, RawServerBase>, headers: IncomingHttpHeaders) => {
    const out = { ...headers };
    for (const h of GATEWAY_ONLY_HEADERS) delete out[h];
    return { ...out, [INTERNAL_TOKEN_HEADER]: internalToken, 'x-request-id': String(request.id), 'x-forwarded-for': request.ip };
  };
}

/** Log levels at which reply-from's info lines are dropped anyway. */
const QUIET_LEVELS = new Set(['warn', 'error', 'fatal', 'silent']);

/** A handler that sends the request, with the body already read, to the same path on the leads service. */
export function forwardToLeads(upstream: Upstream) {
  const rewriteRequestHeaders = upstreamHeaders(upstream);
  return (request: FastifyRequest, reply: FastifyReply) => {
    const path = request.url.slice('/api'.length) || '/';
    const body = request.body as Buffer | undefined;
    // reply-from logs the upstream URL (query included: staff search terms) at info; the gateway's
    // own request log, path only, suffices. A logger already quieter than info needs no child (a child
    // logger per request is a measurable share of a proxied request: docs/benchmarks.md, "Submissions").
    if (!QUIET_LEVELS.has(request.log.level)) request.log = request.log.child({}, { level: 'warn' });
    return reply.from(path, {
      rewriteRequestHeaders,
      ...(body ? { body, contentType: request.headers['content-type'] ?? 'application/octet-stream' } : {}),
    });
  };
}

/**
 * Bodies of any type are read whole, as bytes, and passed on untouched: the leads service is the
 * one that parses and validates them (and answers 415 for what is not JSON).
 */
export function rawBodies(scope: FastifyInstance, bodyLimit: number) {
  scope.removeAllContentTypeParsers();
  scope.addContentTypeParser('*', { parseAs: 'buffer', bodyLimit }, (_req, body, done) => done(null, body));
}
