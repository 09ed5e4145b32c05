// Messages between the leads service and the odoo-sync worker, over two BullMQ queues in Redis. On
// "odoo-sync" the leads service puts `sync` jobs (a record as stored at a revision; job id
// `syncJobId(record id, revision)`) and `erase` jobs (ids only; job id `erase-<request id>…`). On
// "odoo-sync-results" the worker puts every outcome: sync results, changes staff made in Odoo (pulled back)
// and erase reports. Every job leaves Redis once done or finally failed: the store keeps the outcome.
import { z } from 'zod';
import { leadStatusValues } from './options';
import { consultationRecordSchema, contactRecordSchema } from './records';

/** Queue the leads service fills: one sync job per record revision (see syncJobId), and erase jobs. */
export const SYNC_QUEUE = 'odoo-sync';
/** Queue the worker fills with outcomes; the leads service applies them. */
export const RESULTS_QUEUE = 'odoo-sync-results';

/**
 * A sync job carries the record as stored, so the worker never reads the leads store. The worker makes
 * Odoo match it: the lead and event are created under their external keys, or updated (a booking moved or
 * cancelled, a field corrected) when they exist. Jobs and results carry `record.revision`.
 */
export const syncJobSchema = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('contact'), record: contactRecordSchema }),
  z.object({ kind: z.literal('consultation'), record: consultationRecordSchema }),
]);
export type SyncJob = z.infer<typeof syncJobSchema>;

/**
 * The job id of a record's sync at a revision: the record id for the first sync (so a record is never
 * enqueued twice), then one id per later revision. BullMQ ids may not contain ':'.
 */
export function syncJobId(recordId: string, revision: number): string {
  return revision === 0 ? recordId : `${recordId}-r${revision}`;
}

/**
 * Sync jobs leave nothing behind in Redis once done: the store keeps the outcome. A failed job is
 * removed too (the record shows the reason and staff re-queue it from the store).
 */
export const SYNC_JOB_OPTIONS = {
  removeOnComplete: true,
  removeOnFail: true,
} as const;

export const syncResultSchema = z.discriminatedUnion('outcome', [
  z.object({
    outcome: z.literal('synced'),
    kind: z.enum(['contact', 'consultation']),
    recordId: z.string(),
    odooLeadId: z.number().int().positive(),
    odooEventId: z.number().int().positive().nullable(),
    /** The record revision that was written; an older one does not mark a newer change synced. */
    revision: z.number().int().min(0).default(0),
    /** The event's video link when Odoo gives one (`videocall_location`). */
    meetingLink: z.string().url().max(2048).nullable().default(null),
  }),
  /** A transient failure that will be retried: the record stays pending, with the reason visible. */
  z.object({
    outcome: z.literal('retrying'),
    kind: z.enum(['contact', 'consultation']),
    recordId: z.string(),
    attempt: z.number().int().positive(),
    error: z.string(),
  }),
  /**
   * Odoo cannot take records as it is configured (credentials, the bot's rights, a missing field, team or
   * salesperson): the record waits, pending with the reason visible, and syncs once Odoo is fixed.
   */
  z.object({
    outcome: z.literal('waiting'),
    kind: z.enum(['contact', 'consultation']),
    recordId: z.string(),
    error: z.string(),
  }),
  /** A permanent failure: the record is marked failed; staff may re-queue it. */
  z.object({
    outcome: z.literal('failed'),
    kind: z.enum(['contact', 'consultation']),
    recordId: z.string(),
    error: z.string(),
  }),
]);
export type SyncResult = z.infer<typeof syncResultSchema>;

/**
 * A change staff made in Odoo, pulled back by the worker: the status a contact's lead stage means. The
 * leads service applies it only when it differs from the stored record (so our own writes never come
 * back as foreign changes).
 */
export const leadChangedSchema = z.object({
  outcome: z.literal('lead-changed'),
  kind: z.literal('contact'),
  recordId: z.string(),
  odooLeadId: z.number().int().positive(),
  leadStatus: z.enum(leadStatusValues),
});

/**
 * What a booking's calendar.event looks like now: `scheduled` with its start in Lagos time (date and
 * HH:MM) and length, `cancelled` (archived or deleted), or `ended` (its stop has passed).
 */
export const eventChangedSchema = z.object({
  outcome: z.literal('event-changed'),
  kind: z.literal('consultation'),
  recordId: z.string(),
  odooEventId: z.number().int().positive(),
  state: z.enum(['scheduled', 'cancelled', 'ended']),
  date: z
    .string()
    .regex(/^\d{4}-\d{2}-\d{2}$/)
    .nullable(),
  time: z
    .string()
    .regex(/^\d{2}:\d{2}$/)
    .nullable(),
  durationMinutes: z.number().int().positive().nullable(),
});

export const odooChangeSchema = z.discriminatedUnion('outcome', [leadChangedSchema, eventChangedSchema]);

/** More busy meetings than an organiser's three months could hold; a read past it is refused, not cut. */
export const ODOO_BUSY_MAX_EVENTS = 5000;

/**
 * The organiser's busy time in Odoo over the bookable window, as the pull read it: every meeting they
 * attend that shows as busy, but the product's own (a booking's time is held by the booking). Ids and
 * times only: no title, attendee or name. A read replaces the one before; an older read never replaces
 * a newer one (`readAt`).
 */
export const odooBusySchema = z.object({
  outcome: z.literal('odoo-busy'),
  readAt: z.iso.datetime(),
  /** The window read: busy time outside it is not known. */
  from: z.iso.datetime(),
  to: z.iso.datetime(),
  events: z
    .array(z.object({ odooEventId: z.number().int().positive(), start: z.iso.datetime(), stop: z.iso.datetime() }))
    .max(ODOO_BUSY_MAX_EVENTS),
});
export type OdooBusy = z.infer<typeof odooBusySchema>;
export type OdooChange = z.infer<typeof odooChangeSchema>;

/**
 * Erasing a person in Odoo (privacy rights, retention): what the product created for each record is
 * unlinked or anonymised. Carries ids only, never the erased data. Job id = `erase-<requestId>`.
 */
export const ERASE_JOB_NAME = 'erase';
export const eraseModeValues = ['unlink', 'anonymise'] as const;
export type EraseMode = (typeof eraseModeValues)[number];
export const eraseJobSchema = z.object({
  requestId: z.string().min(1),
  items: z.array(
    z.object({
      kind: z.enum(['contact', 'consultation']),
      recordId: z.string(),
      odooLeadId: z.number().int().positive().nullable(),
      odooEventId: z.number().int().positive().nullable(),
      /** The record's last revision: the worker cancels its sync jobs up to it before erasing (absent on a retry). */
      revision: z.number().int().min(0).optional(),
    }),
  ),
});
export type EraseJob = z.infer<typeof eraseJobSchema>;

/** What became of one Odoo record: removed, anonymised, or not there (never made, or already erased). */
export const eraseActionValues = ['unlinked', 'anonymised', 'absent'] as const;
export const erasedSchema = z.object({
  outcome: z.literal('erased'),
  requestId: z.string(),
  mode: z.enum(eraseModeValues),
  items: z.array(
    z.object({
      recordId: z.string(),
      lead: z.enum(eraseActionValues),
      event: z.enum(eraseActionValues),
      /** The contact (res.partner) the product created for a booking; one made by staff is left alone. */
      partner: z.enum(eraseActionValues),
    }),
  ),
});
/** An erase that stopped on a permanent Odoo fault: staff see the reason and may run it again. */
export const eraseFailedSchema = z.object({ outcome: z.literal('erase-failed'), requestId: z.string(), error: z.string() });
export type Erased = z.infer<typeof erasedSchema>;

/** Everything on the results queue: sync outcomes, changes pulled back from Odoo, the organiser's busy time, erase reports. */
export const resultMessageSchema = z.union([syncResultSchema, odooChangeSchema, odooBusySchema, erasedSchema, eraseFailedSchema]);
export type ResultMessage = z.infer<typeof resultMessageSchema>;

/**
 * Options of every result job. A result is retried until the leads service takes it (the store may
 * be down for a while): a custom back-off, doubling from 1 s and capped at a minute, for as long as
 * it takes.
 */
export const RESULT_JOB_OPTIONS = {
  attempts: Number.MAX_SAFE_INTEGER,
  backoff: { type: 'custom' },
  removeOnComplete: true,
  removeOnFail: true,
} as const;

/** Staff may re-queue a record that failed, or one still pending this long after its last change. */
export const REQUEUE_PENDING_AFTER_MS = 5 * 60_000;
