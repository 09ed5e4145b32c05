// Worker configuration, read once and validated; a bad variable is named.
import { z } from 'zod';
import { envFlag, parseEnv } from '@site/env-config/parse-env';
import { eraseModeValues } from '@site/contracts/jobs';
import { odooProtocols } from './odoo-protocol';
import { parseStageMap } from './stage-map';

function parseStageMapOrIssue(text: string | undefined, ctx: z.RefinementCtx) {
  const parsed = parseStageMap(text);
  if (typeof parsed === 'string') {
    ctx.addIssue({ code: 'custom', message: parsed });
    return z.NEVER;
  }
  return parsed;
}

const envSchema = z.object({
  REDIS_URL: z.string().default('redis://127.0.0.1:6379'),
  ODOO_URL: z.string().url('ODOO_URL must be the base URL of Odoo, e.g. https://erp.example.ng'),
  ODOO_DB: z.string().min(1),
  ODOO_USERNAME: z.string().min(1),
  ODOO_API_KEY: z.string().min(1),
  /** Client-side limit per call; Odoo itself kills requests after 120 s. */
  ODOO_TIMEOUT_MS: z.coerce.number().int().positive().default(30_000),
  /** xmlrpc, json2 (Odoo 19+), or auto: by the server's version. */
  ODOO_PROTOCOL: z.enum(odooProtocols, { error: `ODOO_PROTOCOL must be one of ${odooProtocols.join(', ')}` }).default('auto'),
  /** Calls to Odoo in flight at once. */
  ODOO_SYNC_CONCURRENCY: z.coerce.number().int().min(1).max(32).default(2),
  /** Calls to Odoo started per second at most: Odoo is a shared ERP, not ours to flood. */
  ODOO_RATE_LIMIT_PER_SECOND: z.coerce.number().int().min(1).default(10),
  /** Leads (and events) created by one `load` call under a backlog; 1 sends each record alone. */
  ODOO_BATCH_SIZE: z.coerce.number().int().min(1).max(200).default(50),
  /** How long a record waits for others to share its `load` call. */
  ODOO_BATCH_WINDOW_MS: z.coerce.number().int().min(0).max(1000).default(20),
  /** Tries of a call that meets Odoo's busy faults (serialization failure, full pool), 50–500 ms apart. */
  ODOO_BUSY_TRIES: z.coerce.number().int().min(1).max(12).default(8),
  /** How often changes made in Odoo (stages, moved or cancelled meetings) are pulled back; 0 turns it off. */
  ODOO_PULL_INTERVAL_MS: z.coerce.number().int().min(0).default(30_000),
  /** Stage name → lead status, e.g. "New=new,Qualified=qualified,Proposition=qualified" (see stage-map.ts). */
  ODOO_STAGE_MAP: z.string().optional().transform(parseStageMapOrIssue),
  /** The sales team new leads go to, by name ("Sales" is Odoo's default team). */
  ODOO_TEAM: z.string().default('Sales'),
  /** The salesperson (res.users id); unset leaves leads to the team's assignment. */
  ODOO_SALESPERSON_ID: z.coerce.number().int().positive().optional(),
  /** The utm.source our leads carry when the visit had no utm_source. */
  ODOO_SOURCE_NAME: z.string().default('Website contact form'),
  /** Invitation e-mails for booked meetings (Odoo sends them to attendees when true). */
  ODOO_SEND_INVITATIONS: envFlag,
  /** What an erase does in Odoo: unlink (delete) the lead, meeting and our contact, or anonymise them (kept for reports). */
  ODOO_ERASE: z.enum(eraseModeValues, { error: `ODOO_ERASE must be one of ${eraseModeValues.join(', ')}` }).default('unlink'),
  /**
   * While Odoo cannot take records as configured (credentials, the bot's rights, a missing team…),
   * records wait this long before the worker checks again; it doubles up to five minutes.
   */
  ODOO_SETUP_RETRY_MS: z.coerce.number().int().min(100).default(60_000),
  /** How long a stalled job (worker killed mid-job) waits before another worker takes it. */
  STALLED_INTERVAL_MS: z.coerce.number().int().positive().default(30_000),
  /** How often the worker reports its heartbeat, Odoo's reachability and its metrics (in Redis). */
  WORKER_REPORT_INTERVAL_MS: z.coerce.number().int().min(500).default(10_000),
  /**
   * A stop (SIGTERM, SIGINT, an uncaught error) that takes longer than this ends the process anyway; jobs
   * still in hand are handed back to the queue before it passes. Below compose's stop_grace_period.
   */
  SHUTDOWN_GRACE_MS: z.coerce.number().int().min(1000).default(8_000),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
});

/** The variables the worker reads (the dev runner passes exactly these on). */
export const WORKER_ENV = Object.keys(envSchema.shape);

export type WorkerConfig = ReturnType<typeof loadWorkerConfig>;

export function loadWorkerConfig(env: NodeJS.ProcessEnv = process.env) {
  const e = parseEnv(envSchema, env, 'odoo-sync');
  return {
    redisUrl: e.REDIS_URL,
    odoo: {
      url: e.ODOO_URL.replace(/\/$/, ''),
      db: e.ODOO_DB,
      login: e.ODOO_USERNAME,
      apiKey: e.ODOO_API_KEY,
      timeoutMs: e.ODOO_TIMEOUT_MS,
    },
    protocol: e.ODOO_PROTOCOL,
    concurrency: e.ODOO_SYNC_CONCURRENCY,
    ratePerSecond: e.ODOO_RATE_LIMIT_PER_SECOND,
    batchSize: e.ODOO_BATCH_SIZE,
    batchWindowMs: e.ODOO_BATCH_WINDOW_MS,
    busyTries: e.ODOO_BUSY_TRIES,
    pullIntervalMs: e.ODOO_PULL_INTERVAL_MS,
    stageMap: e.ODOO_STAGE_MAP,
    teamName: e.ODOO_TEAM,
    salespersonId: e.ODOO_SALESPERSON_ID ?? (false as const),
    sourceName: e.ODOO_SOURCE_NAME,
    sendInvitations: e.ODOO_SEND_INVITATIONS,
    eraseMode: e.ODOO_ERASE,
    setupRetryMs: e.ODOO_SETUP_RETRY_MS,
    stalledIntervalMs: e.STALLED_INTERVAL_MS,
    reportIntervalMs: e.WORKER_REPORT_INTERVAL_MS,
    shutdownGraceMs: e.SHUTDOWN_GRACE_MS,
    logLevel: e.LOG_LEVEL,
  };
}
