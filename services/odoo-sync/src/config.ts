// Worker configuration, read once and validated; a bad variable is named.
import { z } from 'zod';
import { envFlag, logLevel, parseEnv } from '@site/env-config/parse-env';
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

/** What the worker reads from its environment; docs/configuration.md is generated from it. */
export const workerEnv = z.object({
  REDIS_URL: z.string().default('redis://127.0.0.1:6379').describe('the Redis of the queues'),
  ODOO_URL: z
    .string()
    .url('ODOO_URL must be the base URL of Odoo, e.g. https://erp.example.ng')
    .describe('the base URL of Odoo (`make run`: the local simulator unless set)'),
  ODOO_DB: z.string().min(1).describe("Odoo's database"),
  ODOO_USERNAME: z.string().min(1).describe("the bot user's login"),
  ODOO_API_KEY: z.string().min(1).describe("the bot user's API key"),
  // Odoo itself kills requests after 120 s.
  ODOO_TIMEOUT_MS: z.coerce.number().int().positive().default(30_000).describe('client timeout per Odoo call'),
  ODOO_PROTOCOL: z
    .enum(odooProtocols, { error: `ODOO_PROTOCOL must be one of ${odooProtocols.join(', ')}` })
    .default('auto')
    .describe("`auto` (JSON-2 from Odoo 19, by the server's version), `xmlrpc` or `json2`"),
  ODOO_SYNC_CONCURRENCY: z.coerce
    .number()
    .int()
    .min(1)
    .max(32)
    .default(2)
    .describe('Odoo calls in flight at once, per worker (jobs in hand = this × `ODOO_BATCH_SIZE`)'),
  // Odoo is a shared ERP, not ours to flood.
  ODOO_RATE_LIMIT_PER_SECOND: z.coerce
    .number()
    .int()
    .min(1)
    .default(10)
    .describe('Odoo calls started per second at most, by all workers together (counted in Redis)'),
  ODOO_BATCH_SIZE: z.coerce
    .number()
    .int()
    .min(1)
    .max(200)
    .default(50)
    .describe('records per `load` call under a backlog (`1`: each alone)'),
  ODOO_BATCH_WINDOW_MS: z.coerce
    .number()
    .int()
    .min(0)
    .max(1000)
    .default(20)
    .describe('how long a record waits for others to share its `load` call while Odoo is busy'),
  ODOO_BUSY_TRIES: z.coerce
    .number()
    .int()
    .min(1)
    .max(12)
    .default(8)
    .describe("quick in-process tries of a call that meets Odoo's busy faults (serialization failure, full pool), 50–500 ms apart"),
  ODOO_PULL_INTERVAL_MS: z.coerce
    .number()
    .int()
    .min(0)
    .default(30_000)
    .describe(
      "how often changes made in Odoo (stages, moved or cancelled meetings) and the organiser's busy time (for the booking forms' free times) are pulled back (`0`: off, and Odoo's calendar no longer counts for availability)",
    ),
  ODOO_STAGE_MAP: z
    .string()
    .optional()
    .transform(parseStageMapOrIssue)
    .describe(
      'Odoo stage name → lead status (`new`, `contacted`, `qualified`, `converted`); unset, `New=new,Qualified=qualified,Proposition=qualified`; a won stage is always `converted`, other stages `contacted`',
    ),
  ODOO_TEAM: z.string().default('Sales').describe('the sales team new leads go to, by name'),
  ODOO_SALESPERSON_ID: z.coerce
    .number()
    .int()
    .positive()
    .optional()
    .describe(
      "assign new leads to this user (res.users id), who also organises and attends every booked meeting; unset, the team's leader organises meetings, else its first active member, else the bot (readiness warns)",
    ),
  ODOO_SOURCE_NAME: z.string().default('Website contact form').describe('the utm.source of leads whose visit had no `utm_source`'),
  ODOO_SEND_INVITATIONS: envFlag.describe(
    'let Odoo e-mail calendar invitations to attendees (and post its activity notice to the organiser)',
  ),
  ODOO_ERASE: z
    .enum(eraseModeValues, { error: `ODOO_ERASE must be one of ${eraseModeValues.join(', ')}` })
    .default('unlink')
    .describe(
      "what an erase does in Odoo: `unlink` deletes the lead and the meeting (the bot needs Sales / Administrator) and anonymises and archives the contact the product made (deletes it when the bot may delete contacts); `anonymise` writes neutral values and keeps them for Odoo's reports (Sales / User: All Documents is enough). Either way the records' chatter goes too",
    ),
  ODOO_SETUP_RETRY_MS: z.coerce
    .number()
    .int()
    .min(100)
    .default(60_000)
    .describe(
      "while Odoo cannot take records as configured (credentials, the bot's rights, a missing team or salesperson), records wait and the worker checks again after this long, doubling up to five minutes; what only one feature needs (erasing in the configured mode; on Odoo 17 and 18 the bot's e-mail address, for bookings) holds back that feature's jobs alone, checked again after this long",
    ),
  STALLED_INTERVAL_MS: z.coerce
    .number()
    .int()
    .positive()
    .default(30_000)
    .describe('how long the job of a killed worker waits before another worker takes it up'),
  WORKER_REPORT_INTERVAL_MS: z.coerce
    .number()
    .int()
    .min(500)
    .default(10_000)
    .describe("how often the worker reports its heartbeat, Odoo's reachability and its metrics (in Redis)"),
  // Below compose's stop_grace_period.
  SHUTDOWN_GRACE_MS: z.coerce
    .number()
    .int()
    .min(1000)
    .default(8_000)
    .describe(
      'a stop (SIGTERM, SIGINT, an uncaught error) that takes longer than this ends the process anyway; jobs still in hand are handed back to the queue before it passes',
    ),
  LOG_LEVEL: logLevel,
});

/** The variables the worker reads (the dev runner passes exactly these on). */
export const WORKER_ENV = Object.keys(workerEnv.shape);

export type WorkerConfig = ReturnType<typeof loadWorkerConfig>;

export function loadWorkerConfig(env: NodeJS.ProcessEnv = process.env) {
  const e = parseEnv(workerEnv, env, 'odoo-sync');
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
