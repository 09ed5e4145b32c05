// Applies what the worker reports on "odoo-sync-results": sync outcomes (ids, retries, failures),
// changes staff made in Odoo (a lead's stage, a meeting moved or cancelled) and the organiser's busy
// time in Odoo (which bookings must not overlap); what follows a change
// (live event, video link, mail) goes through the write path (records/record-changed.ts).
// Applying is idempotent, so a message delivered twice changes nothing the second time.
import { UnrecoverableError, Worker, type ConnectionOptions } from 'bullmq';
import { type Logger } from 'pino';
import { RESULTS_QUEUE, resultMessageSchema, type ResultMessage, type SyncResult } from '@site/contracts/jobs';
import { type BookingSlots, type LeadSync } from '../store/lead-store';
import { type Observability } from '../ops/observability';
import { type RecordChanged } from '../records/record-changed';

export function startResultsConsumer(deps: {
  store: LeadSync & Pick<BookingSlots, 'replaceOdooBusy'>;
  connection: ConnectionOptions;
  log: Logger;
  observability: Observability;
  /**
   * The write path: told of every applied result, every synced record (a booking's video link and the
   * confirmation waiting for it), and every meeting staff moved or cancelled in Odoo.
   */
  changed: RecordChanged;
  /** Applies an erase report (privacy requests and retention). */
  onErased: (report: Extract<ResultMessage, { outcome: 'erased' | 'erase-failed' }>) => Promise<void>;
  /** A sync result for a record the store no longer has: when it was erased, Odoo's erase runs again (true). */
  onResultForErased: (result: SyncResult) => Promise<boolean>;
}): Worker {
  const { store, log } = deps;
  const worker = new Worker(
    RESULTS_QUEUE,
    async (job) => {
      const parsed = resultMessageSchema.safeParse(job.data);
      if (!parsed.success) throw new UnrecoverableError(`malformed sync result: ${parsed.error.message}`);
      const result = parsed.data;
      if (result.outcome === 'erased' || result.outcome === 'erase-failed') return deps.onErased(result);
      if (result.outcome === 'odoo-busy') {
        // Where the booking's transaction checks it: from now on that time is not free.
        if (await store.replaceOdooBusy(result))
          log.info({ events: result.events.length, readAt: result.readAt }, "the organiser's busy time in Odoo applied");
        return;
      }
      if (result.outcome === 'lead-changed' || result.outcome === 'event-changed') {
        const applied = await store.applyOdooChange(result);
        // A booking's lead reported as a contact's, or a record erased here: nothing to change.
        if (!applied) return log.debug({ recordId: result.recordId, kind: result.kind }, 'Odoo change for no record of that kind');
        if (!applied.changed) return;
        log.info({ recordId: result.recordId, kind: result.kind, outcome: result.outcome }, 'change from Odoo applied');
        // A meeting moved or cancelled (not one that simply ended) changes what the visitor was told.
        const told = result.outcome === 'event-changed' && result.state !== 'ended';
        return deps.changed(told ? { what: 'booking-changed', ref: applied.ref, by: 'staff' } : { what: 'applied', ref: applied.ref });
      }
      const ref = await store.applySyncResult(result);
      if (!ref) return resultForNoRecord(deps, result);
      log.info(
        { recordId: result.recordId, kind: result.kind, outcome: result.outcome, syncStatus: ref.record.syncStatus },
        'sync result applied',
      );
      if (result.outcome === 'synced') deps.observability.syncDuration.observe((Date.now() - Date.parse(ref.record.createdAt)) / 1000);
      await deps.changed(result.outcome === 'synced' ? { what: 'synced', ref } : { what: 'applied', ref });
    },
    {
      connection: deps.connection,
      concurrency: 4,
      autorun: true,
      // A result is never dropped: while the store refuses it, it is retried, at most a minute apart.
      settings: { backoffStrategy: (attemptsMade: number) => Math.min(60_000, 500 * 2 ** attemptsMade) },
    },
  );
  worker.on('error', (err) => log.warn({ err: err.message }, 'results consumer: redis error'));
  return worker;
}

/**
 * A sync result whose record the store does not have. An erased record's job may still have written to
 * Odoo (it ran while the erase did): the erase runs there again. Anything else is only logged.
 */
async function resultForNoRecord(deps: { log: Logger; onResultForErased: (result: SyncResult) => Promise<boolean> }, result: SyncResult) {
  if (await deps.onResultForErased(result)) return;
  deps.log.warn({ recordId: result.recordId, kind: result.kind }, 'sync result for an unknown record');
}
