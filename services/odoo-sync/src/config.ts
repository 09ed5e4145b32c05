// Worker configuration, read once and validated; a bad variable is named.
import { z } from 'zod';
import { parseEnv } from '@site/contracts/parse-env';

const bool = z.enum(['true', 'false', '1', '0']).optional().transform((v) => v === 'true' || v === '1');

const envSchema = z.object({
  REDIS_URL: z.string().default('redis://127.0.0.1:6379'),
  ODOO_URL: z.string().url('ODOO_URL must be the base URL of Odoo, e.g. https://erp.example.ng'),
  ODOO_DB: z.string().min(1),
  ODOO_USERNAME: z.string().min(1),
  ODOO_API_KEY: z.string().min(1),
  /** Client-side limit per XML-RPC call; Odoo itself kills requests after 120 s. */
  ODOO_TIMEOUT_MS: z.coerce.number().int().positive().default(30_000),
  /** Jobs processed at once. */
  ODOO_SYNC_CONCURRENCY: z.coerce.number().int().min(1).max(32).default(2),
  /** Jobs started per second at most, across the worker: Odoo is a shared ERP, not ours to flood. */
  ODOO_RATE_LIMIT_PER_SECOND: z.coerce.number().int().min(1).default(5),
  /** The sales team new leads go to, by name ("Sales" is Odoo's default team). */
  ODOO_TEAM: z.string().default('Sales'),
  /** The salesperson (res.users id); unset leaves leads to the team's assignment. */
  ODOO_SALESPERSON_ID: z.coerce.number().int().positive().optional(),
  /** The utm.source our leads carry when the visit had no utm_source. */
  ODOO_SOURCE_NAME: z.string().default('Website contact form'),
  /** Invitation e-mails for booked meetings (Odoo sends them to attendees when true). */
  ODOO_SEND_INVITATIONS: bool,
  /** How long a stalled job (worker killed mid-job) waits before another worker takes it. */
  STALLED_INTERVAL_MS: z.coerce.number().int().positive().default(30_000),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
});

/** The variables the worker reads (the dev runner passes exactly these on). */
export const WORKER_ENV = Object.keys(envSchema.shape);

export type WorkerConfig = ReturnType<typeof loadWorkerConfig>;

export function loadWorkerConfig(env: NodeJS.ProcessEnv = process.env) {
  const e = parseEnv(envSchema, env, 'odoo-sync');
  return {
    redisUrl: e.REDIS_URL,
    odoo: { url: e.ODOO_URL.replace(/\/$/, ''), db: e.ODOO_DB, login: e.ODOO_USERNAME, apiKey: e.ODOO_API_KEY, timeoutMs: e.ODOO_TIMEOUT_MS },
    concurrency: e.ODOO_SYNC_CONCURRENCY,
    ratePerSecond: e.ODOO_RATE_LIMIT_PER_SECOND,
    teamName: e.ODOO_TEAM,
    salespersonId: e.ODOO_SALESPERSON_ID ?? (false as const),
    sourceName: e.ODOO_SOURCE_NAME,
    sendInvitations: e.ODOO_SEND_INVITATIONS,
    stalledIntervalMs: e.STALLED_INTERVAL_MS,
    logLevel: e.LOG_LEVEL,
  };
}
