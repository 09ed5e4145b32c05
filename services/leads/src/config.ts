// Configuration is read once, here, and passed in; nothing else reads process.env. A bad variable is named.
import { z } from 'zod';
import { STAFF_PASSWORD_MIN_LENGTH } from '@site/contracts/auth';
import { envFlag, logLevel, parseEnv, shutdownGraceMs } from '@site/env-config/parse-env';
import { brand } from '@site/brand/brand';
import { bookingLinkKey } from './booking/booking-token';
import { type MailLimits } from './mail/mail-limits';
import { auditKeyEnv } from './privacy/audit-key';

export const retentionMonths = z.coerce
  .number()
  .int()
  .min(1)
  .max(120)
  .default(24)
  .describe('records older than this many months are erased (store, Redis, kept mail, Odoo) by a daily run');

/** Where the store is: the service and the command-line tools read the same variables. */
export const storeEnv = {
  DATA_DIR: z.string().default('./data').describe('the SQLite file, the audit key and the erasure ledger live here'),
  MONGO_URL: z.string().url().optional().describe('use MongoDB through mongoose instead of the SQLite file'),
};
export const redisEnv = { REDIS_URL: z.string().default('redis://127.0.0.1:6379').describe('the Redis of the queues') };
const mailCatcherDir = z
  .string()
  .optional()
  .describe(
    "the mail catcher's folder of kept messages, so erasing a record deletes its kept files too (`make run` with its catcher: `DATA_DIR/mail`)",
  );

/** What the leads service reads from its environment; docs/configuration.md is generated from it. */
export const leadsEnv = z.object({
  LEADS_HOST: z.string().default('127.0.0.1').describe('the address the leads service listens on'),
  LEADS_PORT: z.coerce.number().int().min(0).max(65535).default(3001).describe('the port the leads service listens on'),
  ...storeEnv,
  ...redisEnv,
  INTERNAL_TOKEN: z
    .string()
    .min(16, 'INTERNAL_TOKEN must be at least 16 characters')
    .describe("the gateway's credential; every request without it is refused (`make run` makes a random one)"),
  COOKIE_SECURE: envFlag.describe('mark the session cookie `Secure` (its name becomes `__Host-sid`); compose sets it'),
  SESSION_TTL_HOURS: z.coerce.number().positive().default(12).describe('absolute staff session lifetime'),
  SESSION_IDLE_MINUTES: z.coerce
    .number()
    .positive()
    .default(30)
    .describe('a staff session unused this long ends (an open live-event stream does not count as use)'),
  REQUEST_TIMEOUT_MS: z.coerce
    .number()
    .int()
    .min(1000)
    .default(30_000)
    .describe('the whole request must arrive within this time (the gateway has already read it)'),
  SWEEP_INTERVAL_MS: z.coerce.number().int().positive().default(5000).describe('how often the outbox sweeper re-queues pending records'),
  SHUTDOWN_GRACE_MS: shutdownGraceMs,
  RECONCILE_AFTER_MS: z.coerce
    .number()
    .int()
    .positive()
    .default(10 * 60_000)
    .describe(
      "a queued record still pending this long is judged by its job's state (gone, failed, or completed without its result: handed over again)",
    ),
  RECONCILE_INTERVAL_MS: z.coerce
    .number()
    .int()
    .positive()
    .default(5 * 60_000)
    .describe('how often queued-but-pending records are checked'),
  PUBLIC_URL: z
    .string()
    .url()
    .default('http://127.0.0.1:3000')
    .describe("the site's public address, for links in e-mails (`make run`: its own address)"),
  BOOKING_LINK_SECRET: z
    .string()
    .min(32, 'BOOKING_LINK_SECRET must be at least 32 characters')
    .optional()
    .describe(
      'signs the links of booking e-mails (32 characters or more); unset, a key derived from `INTERNAL_TOKEN`; changing it (or `INTERNAL_TOKEN` without it) invalidates links already sent',
    ),
  RETENTION_MONTHS: retentionMonths,
  SMTP_URL: z
    .string()
    .regex(/^smtps?:\/\/[^\s]+$/, 'SMTP_URL must be smtp://… or smtps://…')
    .optional()
    .describe('`smtp://` or `smtps://user:password@host:port`; unset, no mail is sent (`make run` without it: its local mail catcher)'),
  MAIL_FROM: z
    .string()
    .min(3)
    .default(`${brand.name} <${brand.emails.bookings}>`)
    .describe('the sender of every e-mail ("Name <address>" or an address); its domain makes Message-IDs and invite UIDs'),
  STAFF_NOTIFY_EMAIL: z
    .string()
    .email('STAFF_NOTIFY_EMAIL must be an e-mail address')
    .optional()
    .describe('one short notice per new lead goes to this address'),
  MEETING_LINK_TEMPLATE: z
    .string()
    .url('MEETING_LINK_TEMPLATE must be a URL (with {id} for the booking id)')
    .optional()
    .describe('the video link when Odoo gives none (`videocall_location`); `{id}` is replaced by the booking id'),
  MAIL_WAIT_FOR_ODOO_MS: z.coerce
    .number()
    .int()
    .min(0)
    .default(120_000)
    .describe('how long a confirmation waits for the Odoo event and its video link before it goes without it'),
  MAIL_CATCHER_DIR: mailCatcherDir,
  MAIL_LIMIT_PER_ADDRESS_PER_DAY: z.coerce
    .number()
    .int()
    .positive()
    .default(10)
    .describe('e-mails to one visitor address in 24 hours; more are not sent and the booking says why'),
  MAIL_LIMIT_CONFIRMATIONS_PER_ADDRESS_PER_HOUR: z.coerce
    .number()
    .int()
    .positive()
    .default(3)
    .describe(
      'new-booking confirmations to one visitor address in an hour (a burst of bookings naming one inbox); more are not sent and the booking says why',
    ),
  MAIL_LIMIT_PER_DOMAIN_PER_HOUR: z.coerce
    .number()
    .int()
    .positive()
    .default(60)
    .describe('e-mails to the addresses of one domain in an hour'),
  ...auditKeyEnv,
  ADMIN_USERNAME: z.string().min(1).max(64).optional().describe('create this staff account at start if it does not exist'),
  ADMIN_PASSWORD: z
    .string()
    .min(STAFF_PASSWORD_MIN_LENGTH, `ADMIN_PASSWORD must be at least ${STAFF_PASSWORD_MIN_LENGTH} characters`)
    .optional()
    .describe('the password of `ADMIN_USERNAME` when it is created'),
  LOG_LEVEL: logLevel,
});

/** What the command-line tools read (`npm run staff`, `npm run audit-log`, `npm run retention`). */
export const staffCliEnv = z.object({ ...storeEnv, ...auditKeyEnv });
export const auditCliEnv = staffCliEnv;
export const retentionCliEnv = z.object({
  ...storeEnv,
  ...redisEnv,
  ...auditKeyEnv,
  RETENTION_MONTHS: retentionMonths,
  MAIL_CATCHER_DIR: mailCatcherDir,
});

/** The variables the leads service reads (the dev runner passes exactly these on). */
export const LEADS_ENV = Object.keys(leadsEnv.shape);

export type LeadsConfig = {
  host: string;
  port: number;
  dataDir: string;
  mongoUrl: string | undefined;
  redisUrl: string;
  internalToken: string;
  cookieSecure: boolean;
  sessionTtlMs: number;
  sessionIdleMs: number;
  requestTimeoutMs: number;
  sweepIntervalMs: number;
  shutdownGraceMs: number;
  reconcile: { afterMs: number; intervalMs: number };
  admin: { username: string; password: string | undefined } | undefined;
  logLevel: string;
  publicUrl: string;
  retentionMonths: number;
  /** The key booking links are signed with (see booking/booking-token.ts). */
  bookingLinkKey: Buffer;
  /** AUDIT_HMAC_KEY, when set (else the key file under DATA_DIR: privacy/audit-key.ts). */
  auditHmacKey: string | undefined;
  mail: MailConfig;
};

export type MailConfig = {
  /** Unset: mail is off. */
  smtpUrl: string | undefined;
  from: string;
  staffNotifyEmail: string | undefined;
  meetingLinkTemplate: string | undefined;
  waitForOdooMs: number;
  catcherDir: string | undefined;
  limits: MailLimits;
};

export function loadLeadsConfig(env: NodeJS.ProcessEnv = process.env): LeadsConfig {
  const e = parseEnv(leadsEnv, env, 'leads');
  if (e.ADMIN_PASSWORD && !e.ADMIN_USERNAME) throw new Error('ADMIN_PASSWORD is set without ADMIN_USERNAME');
  return {
    host: e.LEADS_HOST,
    port: e.LEADS_PORT,
    dataDir: e.DATA_DIR,
    mongoUrl: e.MONGO_URL,
    redisUrl: e.REDIS_URL,
    internalToken: e.INTERNAL_TOKEN,
    cookieSecure: e.COOKIE_SECURE,
    sessionTtlMs: e.SESSION_TTL_HOURS * 3_600_000,
    sessionIdleMs: e.SESSION_IDLE_MINUTES * 60_000,
    requestTimeoutMs: e.REQUEST_TIMEOUT_MS,
    sweepIntervalMs: e.SWEEP_INTERVAL_MS,
    shutdownGraceMs: e.SHUTDOWN_GRACE_MS,
    reconcile: { afterMs: e.RECONCILE_AFTER_MS, intervalMs: e.RECONCILE_INTERVAL_MS },
    admin: e.ADMIN_USERNAME ? { username: e.ADMIN_USERNAME, password: e.ADMIN_PASSWORD } : undefined,
    logLevel: e.LOG_LEVEL,
    publicUrl: e.PUBLIC_URL,
    retentionMonths: e.RETENTION_MONTHS,
    bookingLinkKey: bookingLinkKey(e.BOOKING_LINK_SECRET, e.INTERNAL_TOKEN),
    auditHmacKey: e.AUDIT_HMAC_KEY,
    mail: {
      smtpUrl: e.SMTP_URL,
      from: e.MAIL_FROM,
      staffNotifyEmail: e.STAFF_NOTIFY_EMAIL,
      meetingLinkTemplate: e.MEETING_LINK_TEMPLATE,
      waitForOdooMs: e.MAIL_WAIT_FOR_ODOO_MS,
      catcherDir: e.MAIL_CATCHER_DIR,
      limits: {
        perAddressPerDay: e.MAIL_LIMIT_PER_ADDRESS_PER_DAY,
        confirmationsPerAddressPerHour: e.MAIL_LIMIT_CONFIRMATIONS_PER_ADDRESS_PER_HOUR,
        perDomainPerHour: e.MAIL_LIMIT_PER_DOMAIN_PER_HOUR,
      },
    },
  };
}
