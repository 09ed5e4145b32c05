// Which variables of the runner's environment reach the services under `make run`: every variable a
// service reads (each service's own env schema says which), except those the stack decides itself.
import { GATEWAY_ENV } from '@site/gateway/config';
import { LEADS_ENV } from '@site/leads/config';
import { WORKER_ENV } from '@site/odoo-sync/config';

/** Each service and the variables it reads. */
export const SERVICE_VARIABLES = { gateway: GATEWAY_ENV, leads: LEADS_ENV, 'odoo-sync': WORKER_ENV } as const;

/**
 * Set by the stack for each process: loopback addresses and free ports, the URLs between the
 * processes, the built site, the data directory and the Redis it started (the runner reads PORT,
 * DATA_DIR and REDIS_URL itself and hands them on in its own way).
 */
export const SET_BY_STACK = new Set(['HOST', 'PORT', 'LEADS_HOST', 'LEADS_PORT', 'LEADS_URL', 'SITE_DIR', 'DATA_DIR', 'REDIS_URL']);

/** The variables of `env` that some service reads, set and not empty, for the stack to pass on. */
export function serviceEnv(env: NodeJS.ProcessEnv): Record<string, string> {
  const names = new Set(Object.values(SERVICE_VARIABLES).flat());
  return Object.fromEntries(
    Object.entries(env).filter(
      (e): e is [string, string] => names.has(e[0]) && !SET_BY_STACK.has(e[0]) && e[1] !== undefined && e[1] !== '',
    ),
  );
}
