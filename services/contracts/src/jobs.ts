// Messages between the leads service and the odoo-sync worker, both over BullMQ (Redis).
import { z } from 'zod';
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

/** Live event published to staff dashboards when a record changes. */
export const recordChangedEventSchema = z.object({
  type: z.literal('record.changed'),
  kind: z.enum(['contact', 'consultation']),
  id: z.string(),
});
export type RecordChangedEvent = z.infer<typeof recordChangedEventSchema>;

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
