// One sync job: makes Odoo match the job's record revision (sync-record.ts), under the record's lock and
// in revision order (record-order.ts), unless the record was erased or a newer revision is already
// written; then tracks it for the pull and reports "synced" on the results queue.
import { syncJobSchema, type SyncJob } from '@site/contracts/jobs';
import { UnrecoverableError, type Job } from 'bullmq';
import { type Logger } from 'pino';
import { failAttempt } from './job-failure';
import { type JobContext } from './job-context';
import { type ReadyOdoo } from './odoo-connection';
import { syncRecord } from './sync-record';
import { isErased } from './tombstones';

export async function processSyncJob(ctx: JobContext, job: Job<SyncJob>, token?: string) {
  const parsed = syncJobSchema.safeParse(job.data);
  if (!parsed.success) {
    ctx.log.error({ jobId: job.id, issues: parsed.error.issues.slice(0, 3) }, 'malformed sync job');
    throw new UnrecoverableError('malformed sync job');
  }
  const data = parsed.data;
  const { id: recordId } = data.record;
  const attempt = job.attemptsMade + 1;
  const jobLog = ctx.log.child({ recordId, kind: data.kind, attempt });
  try {
    const ready = await ctx.odoo.get();
    return await ctx.order.withLock(recordId, String(job.id), () => syncInOrder(ctx, ready, data, jobLog));
  } catch (error) {
    return failAttempt(ctx.odoo, { job, token, log: jobLog, what: 'sync' }, error, {
      final: (why) => ctx.report({ outcome: 'failed', kind: data.kind, recordId, error: why }),
      retrying: (reason) => ctx.report({ outcome: 'retrying', kind: data.kind, recordId, attempt, error: reason }),
      waiting: (reason) => ctx.report({ outcome: 'waiting', kind: data.kind, recordId, error: reason }),
    });
  }
}

/** The job's work under the record's lock. */
async function syncInOrder(ctx: JobContext, ready: ReadyOdoo, data: SyncJob, jobLog: Logger) {
  const { order, puller, redis } = ctx;
  const { id: recordId, revision } = data.record;
  if (await isErased(redis, recordId)) {
    // Erased while this job waited or was retried: nothing of the record may reach Odoo again.
    jobLog.info({ revision }, 'sync of an erased record: nothing written');
    return { skipped: 'erased' };
  }
  const last = await order.lastRevision(recordId);
  if (revision < last) {
    // A newer revision is already in Odoo (its result marks the record synced): nothing to do or report.
    jobLog.info({ revision, written: last }, 'older revision skipped');
    return { skipped: true };
  }
  const ids = await syncRecord(ready, data);
  // First of all, so that a pull right after our move or archive does not report it as staff's.
  if (puller && ids.odooEventId !== null && ids.event && ids.updated.length > 0)
    await puller.observed(recordId, ids.odooEventId, ids.event);
  await order.written(recordId, revision);
  jobLog.info({ odooLeadId: ids.odooLeadId, odooEventId: ids.odooEventId, updated: ids.updated, revision }, 'record synced to Odoo');
  // Tracked before the result is reported: once the leads service hears "synced" it may erase the
  // record, and an erase must find the tracking to forget it.
  await puller?.track(
    data.kind,
    recordId,
    ids.odooLeadId,
    ids.odooEventId !== null && ids.event ? { id: ids.odooEventId, ...ids.event } : null,
  );
  await ctx.report({
    outcome: 'synced',
    kind: data.kind,
    recordId,
    odooLeadId: ids.odooLeadId,
    odooEventId: ids.odooEventId,
    revision,
    meetingLink: ids.meetingLink,
  });
  // Ids only: a job's return value stays in Redis' event stream.
  return { odooLeadId: ids.odooLeadId, odooEventId: ids.odooEventId };
}
