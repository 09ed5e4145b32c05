// Applies the worker's outcomes (queue "odoo-sync-results") to records and tells dashboards.
// Applying is idempotent, so a result delivered twice changes nothing the second time.
import { UnrecoverableError, Worker, type ConnectionOptions } from 'bullmq';
import { type Logger } from 'pino';
import { RESULTS_QUEUE, syncResultSchema } from '@site/contracts/jobs';
import { type LeadStore } from '../store/lead-store';
import { type Observability } from '../ops/observability';
import { type LiveEvents } from './live-events';

export function startResultsConsumer(deps: {
  store: LeadStore;
  events: LiveEvents;
  connection: ConnectionOptions;
  log: Logger;
  observability: Observability;
}): Worker {
  const { store, events, log } = deps;
  const worker = new Worker(
    RESULTS_QUEUE,
    async (job) => {
      const parsed = syncResultSchema.safeParse(job.data);
      if (!parsed.success) throw new UnrecoverableError(`malformed sync result: ${parsed.error.message}`);
      const result = parsed.data;
      const ref = await store.applySyncResult(result);
      if (!ref) {
        log.warn({ recordId: result.recordId, kind: result.kind }, 'sync result for an unknown record');
        return;
      }
      log.info(
        { recordId: result.recordId, kind: result.kind, outcome: result.outcome, syncStatus: ref.record.syncStatus },
        'sync result applied',
      );
      if (result.outcome === 'synced') deps.observability.syncDuration.observe((Date.now() - Date.parse(ref.record.createdAt)) / 1000);
      events.publish(ref);
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
