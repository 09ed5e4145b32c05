// One erase job: a person's records erased in Odoo (erase-record.ts) under each record's lock, after
// tombstones that keep any later sync of them from writing to Odoo; then the records' revisions and pull
// tracking are forgotten in Redis and "erased" is reported on the results queue.
import { eraseJobSchema, type EraseJob } from '@site/contracts/jobs';
import { UnrecoverableError, type Job, type MinimalQueue } from 'bullmq';
import { eraseRecords } from './erase-record';
import { failAttempt } from './job-failure';
import { type JobContext } from './job-context';
import { notSetUp } from './odoo-errors';
import { cancelSyncJobs, markErased } from './tombstones';

/**
 * An erase request: every item's lead, meeting and our contact, under each record's lock; then the
 * record's revision and pull tracking are forgotten in Redis. Transient failures retry the whole job
 * (what was erased is found absent); a permanent one reports erase-failed. `queue` is the sync queue's
 * worker, whose waiting jobs of these records are cancelled.
 */
export async function processEraseJob(ctx: JobContext, queue: MinimalQueue, job: Job<EraseJob>, token?: string) {
  const parsed = eraseJobSchema.safeParse(job.data);
  if (!parsed.success) {
    ctx.log.error({ jobId: job.id, issues: parsed.error.issues.slice(0, 3) }, 'malformed erase job');
    throw new UnrecoverableError('malformed erase job');
  }
  const { requestId, items } = parsed.data;
  const { config, odoo, order, puller, report } = ctx;
  const attempt = job.attemptsMade + 1;
  const jobLog = ctx.log.child({ requestId, records: items.map((i) => i.recordId), attempt });
  try {
    // Tombstones first, whatever comes next: no sync of these records writes to Odoo from now on.
    await markErased(
      ctx.redis,
      items.map((i) => i.recordId),
    );
    const { client, rights } = await odoo.get();
    if (rights.eraseProblem) throw notSetUp(rights.eraseProblem);
    // All of the request's records at once: a contact two of them share goes when both have let go of it.
    const erased = await order.withLocks(
      items.map((i) => i.recordId),
      String(job.id),
      async () => {
        // The records' jobs in flight first: one a worker holds makes this erase wait (it is retried).
        for (const item of items) await cancelSyncJobs(queue, item.recordId, item.revision);
        const { items: done, found } = await eraseRecords(client, items, config.eraseMode, rights);
        for (const item of items) await order.forget(item.recordId);
        await puller?.forget(
          items.map((item) => {
            const ids = found.get(item.recordId);
            return { recordId: item.recordId, leadIds: ids?.leadId ? [ids.leadId] : [], eventIds: ids?.eventId ? [ids.eventId] : [] };
          }),
        );
        return done;
      },
    );
    jobLog.info({ mode: config.eraseMode, items: erased }, 'records erased in Odoo');
    await report({ outcome: 'erased', requestId, mode: config.eraseMode, items: erased });
    return { erased: erased.length };
  } catch (error) {
    return failAttempt(odoo, { job, token, log: jobLog, what: 'erase' }, error, {
      final: (why) => report({ outcome: 'erase-failed', requestId, error: why }),
    });
  }
}
