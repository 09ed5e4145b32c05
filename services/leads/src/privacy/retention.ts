// Retention: records older than RETENTION_MONTHS are erased the same way as on a person's request
// (store, Redis, kept mail, then Odoo through the queue), daily at 03:00 Lagos time, by a BullMQ job scheduler, so
// that one leads instance runs it however many there are. `npm run retention -- --dry-run` lists what
// the next run would erase.
import { type ConnectionOptions, type Queue } from 'bullmq';
import { type Logger } from 'pino';
import { type Clock } from '@site/lagos-time/clock';
import { type LeadRef, type LeadStore } from '../store/lead-store';
import { type ErasureService } from './erasure';
import { startPeriodicWork } from '../service/periodic-work';

const RETENTION_SCHEDULER = 'retention-daily';
/** Every day at 03:00 in Lagos, when hardly anyone books. */
const RETENTION_CRON = '0 3 * * *';
/** Records per erasure: one report and one Odoo job per batch. */
export const RETENTION_BATCH = 100;

/** The instant before which records are past retention: `months` calendar months before `now`. */
export function retentionCutoff(now: Date, months: number): Date {
  const cutoff = new Date(now);
  cutoff.setUTCMonth(cutoff.getUTCMonth() - months);
  return cutoff;
}

/** The records the next run would erase, oldest first (at most `limit`). */
export function retentionCandidates(store: LeadStore, months: number, now: Date, limit: number): Promise<LeadRef[]> {
  return store.privacy.listCreatedBefore(retentionCutoff(now, months).toISOString(), limit);
}

/** Erases every record past retention, a batch at a time; returns how many. */
export async function runRetention(store: LeadStore, erasures: ErasureService, months: number, now: Date, log: Logger): Promise<number> {
  let erased = 0;
  for (let round = 0; round < 10_000; round++) {
    const batch = await retentionCandidates(store, months, now, RETENTION_BATCH);
    if (batch.length === 0) break;
    await erasures.erase(batch, { reason: 'retention', actor: 'system' });
    erased += batch.length;
  }
  log.info({ erased, months, cutoff: retentionCutoff(now, months).toISOString() }, 'retention run finished');
  return erased;
}

/**
 * The daily run: a job scheduler on the maintenance queue (the caller's, with its other queues) and the
 * worker that takes its jobs (service/periodic-work.ts). A failed run is kept for operators (the last 50).
 */
export function startRetentionSchedule(deps: {
  store: LeadStore;
  erasures: ErasureService;
  months: number;
  queue: Queue;
  consumer: ConnectionOptions;
  log: Logger;
  clock: Clock;
}) {
  return startPeriodicWork({
    queue: deps.queue,
    consumer: deps.consumer,
    log: deps.log,
    tasks: [
      {
        name: 'retention',
        scheduler: RETENTION_SCHEDULER,
        repeat: { pattern: RETENTION_CRON, tz: 'Africa/Lagos' },
        keepFailed: 50,
        run: () => runRetention(deps.store, deps.erasures, deps.months, deps.clock.now(), deps.log),
      },
    ],
  });
}
