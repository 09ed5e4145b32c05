// GET /api/ready: the leads service's readiness, answered by the gateway itself. Everyone learns which
// checks fail; staff and the metrics token also why, and when a worker was last seen (error texts name
// internals: Odoo's login, the database).
import { type FastifyReply, type FastifyRequest } from 'fastify';
import { INTERNAL_TOKEN_HEADER } from '@site/contracts/api';
import { type GatewayConfig } from '../config';
import { bearerMatches } from '../metrics';
import { type StaffLookup } from '../staff-guard';

type ReadinessBody = { ready?: unknown; checks?: Record<string, { ok?: unknown }> };

/** The readiness answer without the reasons. */
export function publicReadiness(body: ReadinessBody) {
  return {
    ready: body.ready === true,
    checks: Object.fromEntries(Object.entries(body.checks ?? {}).map(([name, check]) => [name, { ok: check?.ok === true }])),
  };
}

export function readinessHandler(config: Pick<GatewayConfig, 'leadsUrl' | 'internalToken' | 'metricsToken'>, lookup: StaffLookup) {
  return async (request: FastifyRequest, reply: FastifyReply) => {
    const res = await fetch(`${config.leadsUrl}/ready`, {
      headers: { [INTERNAL_TOKEN_HEADER]: config.internalToken, 'x-request-id': String(request.id) },
      signal: AbortSignal.timeout(10_000),
    });
    const body = (await res.json()) as ReadinessBody;
    const detailed =
      (config.metricsToken !== undefined && bearerMatches(request.headers.authorization, config.metricsToken)) ||
      (await lookup(request).catch(() => null)) !== null;
    return reply
      .status(res.status)
      .header('cache-control', 'no-store')
      .send(detailed ? body : publicReadiness(body));
  };
}
