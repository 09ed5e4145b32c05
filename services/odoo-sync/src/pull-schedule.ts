// When the pull runs: a BullMQ job scheduler on its own queue, one job per interval, and one active job at
// once across every worker process (global concurrency 1), so pulls never overlap.
import { type ConnectionOptions, Queue, Worker } from 'bullmq';
import { type Logger } from 'pino';
import { PULL_QUEUE } from '@site/contracts/queues';
import { OdooError } from './odoo-errors';

const PULL_SCHEDULER = 'odoo-pull-every';

/**
 * Runs `pullOnce` every `intervalMs` on a BullMQ job scheduler: one job per interval, one active at once
 * across every worker process. A failed pull is tried again at the next interval.
 */
export async function startPullSchedule(
  puller: { pullOnce(): Promise<unknown> },
  opts: { connection: ConnectionOptions; intervalMs: number; log: Logger },
) {
  const queue = new Queue(PULL_QUEUE, { connection: opts.connection });
  queue.on('error', (err) => opts.log.warn({ err: err.message }, 'pull queue error'));
  await queue.setGlobalConcurrency(1);
  await queue.upsertJobScheduler(
    PULL_SCHEDULER,
    { every: opts.intervalMs },
    { name: 'pull', opts: { removeOnComplete: true, removeOnFail: true } },
  );
  const worker = new Worker(
    PULL_QUEUE,
    () =>
      puller.pullOnce().catch((error: unknown) => {
        const reason = error instanceof OdooError ? error.reason : (error as Error)?.message;
        // Odoo not usable as configured is logged by the connection already; stay quiet.
        opts.log[error instanceof OdooError && error.kind === 'permanent' ? 'debug' : 'warn'](
          { reason },
          'Odoo pull failed; trying again next interval',
        );
        return null;
      }),
    { connection: opts.connection, concurrency: 1 },
  );
  worker.on('error', (err) => opts.log.warn({ err: err.message }, 'pull worker: redis error'));
  return {
    queue,
    /** Waits for a pull in hand, unless `force` (Redis is away: it could not finish; another worker pulls next time). */
    async stop(force = false) {
      await worker.close(force);
      if (!force) await queue.close();
    },
  };
}
