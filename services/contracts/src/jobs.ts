// Messages between the leads service and the odoo-sync worker, both over BullMQ (Redis).
import { z } from 'zod';
import { leadStatusValues } from './options';
import { consultationRecordSchema, contactRecordSchema } from './records';

/** Queue the leads service fills, one job per record, job id = record id. */
export const SYNC_QUEUE = 'odoo-sync';
/** Queue the worker fills with outcomes; the leads service applies them. */
export const RESULTS_QUEUE = 'odoo-sync-results';

/** A sync job carries the record as stored, so the worker never reads the leads store. */
export const syncJobSchema = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('contact'), record: contactRecordSchema }),
  z.object({ kind: z.literal('consultation'), record: consultationRecordSchema }),
]);
export type SyncJob = z.infer<typeof syncJobSchema>;

export const syncResultSchema = z.discriminatedUnion('outcome', [
  z.object({
    outcome: z.literal('synced'),
    kind: z.enum(['contact', 'consultation']),
    recordId: z.string(),
    odooLeadId: z.number().int().positive(),
    odooEventId: z.number().int().positive().nullable(),
  }),
  /** A transient failure that will be retried: the record stays pending, with the reason visible. */
  z.object({
    outcome: z.literal('retrying'),
    kind: z.enum(['contact', 'consultation']),
    recordId: z.string(),
    attempt: z.number().int().positive(),
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
  date: z.string().regex(/^\d{4}-\d{2}-\d{2}$/).nullable(),
  time: z.string().regex(/^\d{2}:\d{2}$/).nullable(),
  durationMinutes: z.number().int().positive().nullable(),
});

export const odooChangeSchema = z.discriminatedUnion('outcome', [leadChangedSchema, eventChangedSchema]);
export type OdooChange = z.infer<typeof odooChangeSchema>;

/** Everything on the results queue: sync outcomes and changes pulled back from Odoo. */
export const resultMessageSchema = z.union([syncResultSchema, odooChangeSchema]);
export type ResultMessage = z.infer<typeof resultMessageSchema>;


/**
 * Options of every result job. A result is retried until the leads service takes it (the store may
 * be down for a while): a custom back-off, doubling from 1 s and capped at a minute, for as long as
 * it takes.
 */
export const RESULT_JOB_OPTIONS = {
  attempts: Number.MAX_SAFE_INTEGER,
  backoff: { type: 'custom' },
  removeOnComplete: { age: 24 * 3600, count: 10_000 },
  removeOnFail: { age: 7 * 24 * 3600 },
} as const;

/** Staff may re-queue a record that failed, or one still pending this long after its last change. */
export const REQUEUE_PENDING_AFTER_MS = 5 * 60_000;
