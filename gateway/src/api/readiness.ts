// GET /api/ready: the leads service's readiness, answered by the gateway itself. Everyone learns which
// checks fail; staff and the metrics token also why, and when a worker was last seen (error texts name
// internals: Odoo's login, the database).
import { type FastifyReply, type FastifyRequest } from 'fastify';
import { INTERNAL_TOKEN_HEADER } from '@site/contracts/api';
import { type GatewayConfig } from '../config';
import { bearerMatches } from '../metrics';
import { type StaffLookup } from '../staff-guard';

type ReadinessBody = { ready?: unknown; checks?: Record<string, { ok?: unknown }>; error?: string };

/** The readiness answer without the reasons. */
export function publicReadiness(body: ReadinessBody) {
  return {
    ready: body.ready === true,
    checks: Object.fromEntries(Object.entries(body.checks ?? {}).map(([name, check]) => [name, { ok: check?.ok === true }])),
  };
}

export function readinessHandler(config: Pick<GatewayConfig, 'leadsUrl' | 'internalToken' | 'metricsToken'>, lookup: StaffLookup) {
  return async (request: FastifyRequest, reply: FastifyReply) => {
    // No answer from any leads service (all stopping, or the balancer's own 503 page): not ready, and
    // nothing to name but that.
    const answer = await fetch(`${config.leadsUrl}/ready`, {
      headers: { [INTERNAL_TOKEN_HEADER]: config.internalToken, 'x-request-id': String(request.id) },
      signal: AbortSignal.timeout(10_000),
    })
      .then(async (res) => ({ status: res.status, body: (await res.json()) as ReadinessBody }))
      .catch((err: Error) => {
        request.log.warn({ err: err.message }, 'readiness: the leads service did not answer');
        return { status: 503, body: { ready: false, checks: {}, error: 'the leads service did not answer' } as ReadinessBody };
      });
    const detailed =
      (config.metricsToken !== undefined && bearerMatches(request.headers.authorization, config.metricsToken)) ||
      (await lookup(request).catch(() => null)) !== null;
    return reply
      .status(answer.status)
      .header('cache-control', 'no-store')
      .send(detailed ? answer.body : publicReadiness(answer.body));
  };
}
