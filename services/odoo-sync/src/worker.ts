// The odoo-sync worker: takes jobs from "odoo-sync" (job id = syncJobId(record id, revision)), makes Odoo
// match the job's record, and reports each outcome on "odoo-sync-results" for the leads service to apply.
// Jobs of one record are ordered by revision (record-order.ts); "erase" jobs on the same queue erase a
// person's records in Odoo (erase-record.ts). Busy faults are retried at
// once in-process (CallGate); other transient failures retry with the job's exponential back-off and
// jitter; permanent ones stop at once with a readable reason. The worker holds up to
// ODOO_SYNC_CONCURRENCY × ODOO_BATCH_SIZE jobs at once, so that under a backlog the leads of many jobs
// share one `load` call, each job still succeeding or failing on its own. It also pulls changes made in
// Odoo back (odoo-pull.ts). See docs/odoo-sync.md.
import { DelayedError, Queue, UnrecoverableError, Worker, type Job } from 'bullmq';
import { systemClock } from '@site/contracts/clock';
import { Redis } from 'ioredis';
import { privateLogOptions } from '@site/contracts/log-privacy';
import { pino, type Logger } from 'pino';
import { METRICS } from '@site/contracts/metric-names';
import { counterOf, serviceRegistry } from '@site/contracts/metrics-registry';
import {
  ERASE_JOB_NAME,
  eraseJobSchema,
  RESULT_JOB_OPTIONS,
  RESULTS_QUEUE,
  SYNC_QUEUE,
  syncJobSchema,
  type EraseJob,
  type ResultMessage,
  type SyncJob,
} from '@site/contracts/jobs';
import { countedTransport, odooAnswers, startWorkerReport } from './worker-report';
import { loadWorkerConfig, type WorkerConfig } from './config';
import { isConfigurationError, OdooConnection } from './odoo-connection';
import { configError, isOdooError } from './odoo-errors';
import { createTransport } from './odoo-protocol';
import { OdooPuller } from './odoo-pull';
import { startPullSchedule } from './pull-schedule';
import { type OdooTransport } from './odoo-transport';
import { eraseRecords } from './erase-record';
import { RecordOrder } from './record-order';
import { syncRecord } from './sync-record';
import { cancelSyncJobs, isErased, markErased } from './tombstones';

export function describeFailure(error: unknown): { permanent: boolean; reason: string } {
  // A "succeeded" fault (Odoo committed, then could not marshal None) is retried like a transient one:
  // the next attempt never re-sends the create blindly, it first finds the record by its external key.
  if (isOdooError(error)) return { permanent: error.kind === 'permanent', reason: error.reason };
  // Anything else is a fault of ours or of Redis: retried, since a later attempt may succeed.
  return { permanent: false, reason: (error as Error)?.message ?? String(error) };
}

export async function startWorker(config: WorkerConfig, log: Logger, transport: () => OdooTransport = () => createTransport(config.odoo, config.protocol)) {
  const registry = serviceRegistry('odoo-sync');
  const odooCalls = counterOf(registry, METRICS.odooCalls);
  const odoo = new OdooConnection({
    transport: () => countedTransport(transport(), odooCalls),
    teamName: config.teamName,
    sourceName: config.sourceName,
    salespersonId: config.salespersonId,
    sendInvitations: config.sendInvitations,
    eraseMode: config.eraseMode,
    backoffMs: config.setupRetryMs,
    client: {
      batchSize: config.batchSize,
      batchWindowMs: config.batchWindowMs,
      gate: { maxInFlight: config.concurrency, perSecond: config.ratePerSecond, busyTries: config.busyTries },
    },
    log,
  });
  const connection = new Redis(config.redisUrl, { maxRetriesPerRequest: null });
  connection.on('error', (err) => log.warn({ err: err.message }, 'redis connection error'));
  const results = new Queue<ResultMessage>(RESULTS_QUEUE, {
    connection,
    defaultJobOptions: RESULT_JOB_OPTIONS,
  });
  results.on('error', (err) => log.warn({ err: err.message }, 'results queue error'));
  const report = (result: ResultMessage) => results.add(result.outcome, result);
  const puller = config.pullIntervalMs > 0 ? new OdooPuller({ odoo, redis: connection, report, stageMap: config.stageMap, log, clock: systemClock }) : null;
  // A job's writes fit well within this; a killed worker's lock goes after it.
  const order = new RecordOrder(connection, Math.max(60_000, 4 * config.stalledIntervalMs));

  function processJob(job: Job<SyncJob | EraseJob>, token?: string) {
    return job.name === ERASE_JOB_NAME ? processErase(job as Job<EraseJob>, token) : processSync(job as Job<SyncJob>, token);
  }

  async function processSync(job: Job<SyncJob>, token?: string) {
    const parsed = syncJobSchema.safeParse(job.data);
    if (!parsed.success) {
      log.error({ jobId: job.id, issues: parsed.error.issues.slice(0, 3) }, 'malformed sync job');
      throw new UnrecoverableError('malformed sync job');
    }
    const data = parsed.data;
    const recordId = data.record.id;
    const attempt = job.attemptsMade + 1;
    const jobLog = log.child({ recordId, kind: data.kind, attempt });
    const revision = data.record.revision;
    try {
      const ready = await odoo.get();
      return await order.withLock(recordId, String(job.id), async () => {
        if (await isErased(connection, recordId)) {
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
        if (puller && ids.odooEventId !== null && ids.event && ids.updated.length > 0) await puller.observed(recordId, ids.odooEventId, ids.event);
        await order.written(recordId, revision);
        jobLog.info({ odooLeadId: ids.odooLeadId, odooEventId: ids.odooEventId, updated: ids.updated, revision }, 'record synced to Odoo');
        // Tracked before the result is reported: once the leads service hears "synced" it may erase the
        // record, and an erase must find the tracking to forget it.
        await puller?.track(data.kind, recordId, ids.odooLeadId, ids.odooEventId !== null && ids.event ? { id: ids.odooEventId, ...ids.event } : null);
        await report({ outcome: 'synced', kind: data.kind, recordId, odooLeadId: ids.odooLeadId, odooEventId: ids.odooEventId, revision, meetingLink: ids.meetingLink });
        // Ids only: a job's return value stays in Redis' event stream.
        return { odooLeadId: ids.odooLeadId, odooEventId: ids.odooEventId };
      });
    } catch (error) {
      return failAttempt(job, token, error, jobLog, 'sync', {
        final: (why) => report({ outcome: 'failed', kind: data.kind, recordId, error: why }),
        retrying: (reason) => report({ outcome: 'retrying', kind: data.kind, recordId, attempt, error: reason }),
        waiting: (reason) => report({ outcome: 'waiting', kind: data.kind, recordId, error: reason }),
      });
    }
  }

  /**
   * A failed attempt of either job kind. Odoo's configuration (credentials, rights, a missing field…) is
   * not the record's fault: the job waits until the connection tries again, without using an attempt,
   * and the record shows why. A permanent failure or the last attempt is reported as final and ends the
   * job (UnrecoverableError); anything else is retried by BullMQ, reported first when the kind reports
   * retries.
   */
  async function failAttempt(
    job: Job,
    token: string | undefined,
    error: unknown,
    jobLog: Logger,
    what: 'sync' | 'erase',
    reportAs: { final: (why: string) => Promise<unknown>; retrying?: (reason: string) => Promise<unknown>; waiting?: (reason: string) => Promise<unknown> },
  ): Promise<never> {
    if (isConfigurationError(error)) {
      // A fault met mid-job (a right taken away, a revoked key) makes the next job connect and check again.
      if (!odoo.isBlockedBy(error)) odoo.reset(error);
      const at = odoo.retryAt + Math.round(Math.random() * 5000);
      jobLog.warn({ reason: error.reason, retryAt: new Date(at).toISOString() }, `${what} waits for Odoo's configuration`);
      await reportAs.waiting?.(error.reason);
      await job.moveToDelayed(at, token);
      throw new DelayedError();
    }
    const { permanent, reason } = describeFailure(error);
    const attempt = job.attemptsMade + 1;
    if (permanent || attempt >= (job.opts.attempts ?? 1)) {
      const why = permanent ? reason : `Gave up after ${attempt} attempts: ${reason}`;
      jobLog.error({ reason: why }, `${what} failed`);
      await reportAs.final(why);
      throw new UnrecoverableError(why);
    }
    jobLog.warn({ reason }, `${what} attempt failed; will retry`);
    await reportAs.retrying?.(reason);
    throw error instanceof Error ? error : new Error(reason);
  }

  /**
   * An erase request: every item's lead, meeting and our contact, under each record's lock; then the
   * record's revision and pull tracking are forgotten in Redis. Transient failures retry the whole job
   * (what was erased is found absent); a permanent one reports erase-failed.
   */
  async function processErase(job: Job<EraseJob>, token?: string) {
    const parsed = eraseJobSchema.safeParse(job.data);
    if (!parsed.success) {
      log.error({ jobId: job.id, issues: parsed.error.issues.slice(0, 3) }, 'malformed erase job');
      throw new UnrecoverableError('malformed erase job');
    }
    const { requestId, items } = parsed.data;
    const attempt = job.attemptsMade + 1;
    const jobLog = log.child({ requestId, records: items.map((i) => i.recordId), attempt });
    try {
      // Tombstones first, whatever comes next: no sync of these records writes to Odoo from now on.
      await markErased(connection, items.map((i) => i.recordId));
      const { client, rights } = await odoo.get();
      if (rights.eraseProblem) throw configError(rights.eraseProblem);
      // All of the request's records at once: a contact two of them share goes when both have let go of it.
      const erased = await order.withLocks(
        items.map((i) => i.recordId),
        String(job.id),
        async () => {
          // The records' jobs in flight first: one a worker holds makes this erase wait (it is retried).
          for (const item of items) await cancelSyncJobs(worker, item.recordId, item.revision);
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
      return failAttempt(job, token, error, jobLog, 'erase', { final: (why) => report({ outcome: 'erase-failed', requestId, error: why }) });
    }
  }

  const worker = new Worker<SyncJob | EraseJob>(SYNC_QUEUE, processJob, {
    connection,
    // Jobs in hand, enough to fill a `load` batch per Odoo call in flight; Odoo itself is paced by the gate.
    concurrency: config.concurrency * config.batchSize,
    // A worker killed mid-job loses its lock; another takes the job after this long.
    lockDuration: config.stalledIntervalMs,
    stalledInterval: config.stalledIntervalMs,
    maxStalledCount: 5,
  });
  worker.on('error', (err) => log.warn({ err: err.message }, 'worker error'));
  await worker.waitUntilReady();
  // Check Odoo now, so a bad configuration shows in the log at start-up, not at the first lead.
  void odoo.get().catch(() => undefined);
  const pulls = puller ? await startPullSchedule(puller, { connection, intervalMs: config.pullIntervalMs, log }) : null;
  const reportLoop = startWorkerReport({
    redis: connection,
    registry,
    checkOdoo: async () => {
      await odooAnswers(config.odoo.url);
      return { warning: (await odoo.get()).rights.eraseProblem };
    },
    intervalMs: config.reportIntervalMs,
    log,
  });
  log.info({ concurrency: config.concurrency, ratePerSecond: config.ratePerSecond, batchSize: config.batchSize, pullIntervalMs: config.pullIntervalMs }, 'worker ready');

  return {
    worker,
    /** Finishes the jobs in hand (or returns them to the queue), then disconnects. */
    async stop() {
      await reportLoop.stop();
      await pulls?.stop();
      await worker.close();
      await results.close();
      connection.disconnect();
      log.info('worker stopped');
    },
  };
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const config = loadWorkerConfig();
  const log = pino({ level: config.logLevel, base: { service: 'odoo-sync' }, ...privateLogOptions });
  const running = await startWorker(config, log);
  // Said whatever the log level: launchers wait for this line.
  process.stdout.write('odoo-sync worker ready\n');
  for (const signal of ['SIGINT', 'SIGTERM'] as const) {
    process.once(signal, () => void running.stop().then(() => process.exit(0)));
  }
}
