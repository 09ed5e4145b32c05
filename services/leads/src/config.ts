// Configuration is read once, here, and passed in; nothing else reads process.env. A bad variable is named.
import { z } from 'zod';
import { STAFF_PASSWORD_MIN_LENGTH } from '@site/contracts/auth';
import { envFlag, parseEnv } from '@site/env-config/parse-env';
import { brand } from '@site/brand/brand';
import { bookingLinkKey } from './booking/booking-token';
import { type MailLimits } from './mail/mail-limits';
import { auditKeyEnv } from './privacy/audit-key';

/** Months a lead is kept; older ones are erased by the daily retention run. */
export const retentionMonths = z.coerce.number().int().min(1).max(120).default(24);

/** Where the store is: the service and the command-line tools read the same variables. */
export const storeEnv = {
  DATA_DIR: z.string().default('./data'),
  /** When set, the MongoDB adapter is used instead of the embedded SQLite file. */
  MONGO_URL: z.string().url().optional(),
};
export const redisEnv = { REDIS_URL: z.string().default('redis://127.0.0.1:6379') };

const envSchema = z.object({
  LEADS_HOST: z.string().default('127.0.0.1'),
  LEADS_PORT: z.coerce.number().int().min(0).max(65535).default(3001),
  ...storeEnv,
  ...redisEnv,
  /** Shared secret the gateway sends; every request without it is refused. */
  INTERNAL_TOKEN: z.string().min(16, 'INTERNAL_TOKEN must be at least 16 characters'),
  COOKIE_SECURE: envFlag,
  /** Absolute lifetime of a staff session. */
  SESSION_TTL_HOURS: z.coerce.number().positive().default(12),
  /** A staff session unused this long ends (an open live-event stream does not count as use). */
  SESSION_IDLE_MINUTES: z.coerce.number().positive().default(30),
  /** The whole request must arrive within this time (the gateway has already read it). */
  REQUEST_TIMEOUT_MS: z.coerce.number().int().min(1000).default(30_000),
  SWEEP_INTERVAL_MS: z.coerce.number().int().positive().default(5000),
  /** A stop (SIGTERM, SIGINT, an uncaught error) that takes longer than this ends the process anyway. */
  SHUTDOWN_GRACE_MS: z.coerce.number().int().positive().default(8_000),
  /** A queued record still pending this long is checked for a lost job (and how often to check). */
  RECONCILE_AFTER_MS: z.coerce
    .number()
    .int()
    .positive()
    .default(10 * 60_000),
  RECONCILE_INTERVAL_MS: z.coerce
    .number()
    .int()
    .positive()
    .default(5 * 60_000),
  /** The site's public address, for links in e-mails (a booking's page). */
  PUBLIC_URL: z.string().url().default('http://127.0.0.1:3000'),
  /** Signs the links of booking e-mails; when unset a key is derived from INTERNAL_TOKEN. */
  BOOKING_LINK_SECRET: z.string().min(32, 'BOOKING_LINK_SECRET must be at least 32 characters').optional(),
  RETENTION_MONTHS: retentionMonths,
  /** smtp:// or smtps:// with credentials in the URL; unset: no mail is sent (mailStatus stays null). */
  SMTP_URL: z
    .string()
    .regex(/^smtps?:\/\/[^\s]+$/, 'SMTP_URL must be smtp://… or smtps://…')
    .optional(),
  /** The sender of every e-mail: "Name <address>" or an address. */
  MAIL_FROM: z.string().min(3).default(`${brand.name} <${brand.emails.bookings}>`),
  /** One short notice per new lead goes to this address when set. */
  STAFF_NOTIFY_EMAIL: z.string().email('STAFF_NOTIFY_EMAIL must be an e-mail address').optional(),
  /** The video link of a booking when Odoo gives none; {id} is replaced by the booking's id. */
  MEETING_LINK_TEMPLATE: z.string().url('MEETING_LINK_TEMPLATE must be a URL (with {id} for the booking id)').optional(),
  /** How long a confirmation waits for the Odoo event (and its video link) before it goes without it. */
  MAIL_WAIT_FOR_ODOO_MS: z.coerce.number().int().min(0).default(120_000),
  /** The mail catcher's directory of kept messages, when the leads service should erase files there too. */
  MAIL_CATCHER_DIR: z.string().optional(),
  /** E-mails to one visitor address in 24 hours, at most (mail-limits.ts). */
  MAIL_LIMIT_PER_ADDRESS_PER_DAY: z.coerce.number().int().positive().default(10),
  /** New-booking confirmations to one visitor address in an hour, at most: a burst of bookings naming one inbox. */
  MAIL_LIMIT_CONFIRMATIONS_PER_ADDRESS_PER_HOUR: z.coerce.number().int().positive().default(3),
  /** E-mails to the addresses of one domain in an hour, at most. */
  MAIL_LIMIT_PER_DOMAIN_PER_HOUR: z.coerce.number().int().positive().default(60),
  /** The key of the audit log's HMAC chain; unset: a key generated once into DATA_DIR/audit-hmac.key. */
  ...auditKeyEnv,
  ADMIN_USERNAME: z.string().min(1).max(64).optional(),
  ADMIN_PASSWORD: z
    .string()
    .min(STAFF_PASSWORD_MIN_LENGTH, `ADMIN_PASSWORD must be at least ${STAFF_PASSWORD_MIN_LENGTH} characters`)
    .optional(),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
});

/** The variables the leads service reads (the dev runner passes exactly these on). */
export const LEADS_ENV = Object.keys(envSchema.shape);

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
  const e = parseEnv(envSchema, env, 'leads');
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
