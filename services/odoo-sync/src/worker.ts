// The odoo-sync worker: takes jobs from "odoo-sync" (job id = syncJobId(record id, revision)), makes Odoo
// match the job's record (sync-job.ts), and reports each outcome on "odoo-sync-results" for the leads
// service to apply. Jobs of one record are ordered by revision (record-order.ts); "erase" jobs on the
// same queue erase a person's records in Odoo (erase-job.ts). Busy faults are retried at once in-process
// (CallGate); other transient failures retry with the job's exponential back-off and jitter; permanent
// ones stop at once with a readable reason (job-failure.ts). The worker holds up to
// ODOO_SYNC_CONCURRENCY × ODOO_BATCH_SIZE jobs at once, so that under a backlog the leads of many jobs
// share one `load` call, each job still succeeding or failing on its own. It also pulls changes made in
// Odoo back (odoo-pull.ts, on the schedule of pull-schedule.ts). This file wires them together and is the
// process's entry point. See docs/odoo-sync.md.
import { Queue, Worker, type Job } from 'bullmq';
import closeWithGrace from 'close-with-grace';
import { systemClock } from '@site/lagos-time/clock';
import { Redis } from 'ioredis';
import { privateLogOptions } from '@site/observability/log-privacy';
import { pino, type Logger } from 'pino';
import { METRICS } from '@site/observability/metric-names';
import { counterOf, serviceRegistry } from '@site/observability/metrics-registry';
import {
  ERASE_JOB_NAME,
  RESULT_JOB_OPTIONS,
  RESULTS_QUEUE,
  SYNC_QUEUE,
  type EraseJob,
  type ResultMessage,
  type SyncJob,
} from '@site/contracts/jobs';
import { type Counter } from 'prom-client';
import { countedTransport, odooAnswers, startWorkerReport } from './worker-report';
import { loadWorkerConfig, type WorkerConfig } from './config';
import { processEraseJob } from './erase-job';
import { JobsInHand } from './jobs-in-hand';
import { type JobContext } from './job-context';
import { OdooConnection } from './odoo-connection';
import { createTransport } from './odoo-protocol';
import { OdooPuller } from './odoo-pull';
import { type OdooTransport } from './odoo-transport';
import { startPullSchedule } from './pull-schedule';
import { RecordOrder } from './record-order';
import { sharedCallBudget, sharedSetupBlock, sharedStateConnection, sharedWonStages } from './shared-state';
import { processSyncJob } from './sync-job';

/** The worker's one way to Odoo, its calls counted for /metrics and paced by the configured gate. */
function connectOdoo(config: WorkerConfig, log: Logger, transport: () => OdooTransport, odooCalls: Counter, state: Redis) {
  return new OdooConnection({
    transport: () => countedTransport(transport(), odooCalls),
    teamName: config.teamName,
    sourceName: config.sourceName,
    salespersonId: config.salespersonId,
    sendInvitations: config.sendInvitations,
    eraseMode: config.eraseMode,
    backoffMs: config.setupRetryMs,
    shared: sharedSetupBlock(state),
    client: {
      batchSize: config.batchSize,
      batchWindowMs: config.batchWindowMs,
      gate: {
        maxInFlight: config.concurrency,
        perSecond: config.ratePerSecond,
        busyTries: config.busyTries,
        shared: sharedCallBudget(state, config.ratePerSecond),
      },
    },
    log,
  });
}

/** The pull of changes made in Odoo, its won-stage cache shared by every worker. */
function newPuller(
  config: WorkerConfig,
  deps: { odoo: OdooConnection; connection: Redis; state: Redis; report: (change: ResultMessage) => Promise<unknown>; log: Logger },
) {
  const { odoo, connection, state, report, log } = deps;
  return new OdooPuller({
    odoo,
    redis: connection,
    report,
    stageMap: config.stageMap,
    log,
    clock: systemClock,
    wonStages: sharedWonStages(state),
  });
}

/** The sync queue's worker: sync and erase jobs, as many in hand as fill a `load` batch per call in flight. */
function startJobWorker(ctx: JobContext, inHand: JobsInHand) {
  const { config, redis: connection } = ctx;
  const worker: Worker<SyncJob | EraseJob> = new Worker<SyncJob | EraseJob>(
    SYNC_QUEUE,
    (job, token) =>
      inHand.track<unknown>(job, token, () =>
        job.name === ERASE_JOB_NAME
          ? processEraseJob(ctx, worker, job as Job<EraseJob>, token)
          : processSyncJob(ctx, job as Job<SyncJob>, token),
      ),
    {
      connection,
      // Jobs in hand, enough to fill a `load` batch per Odoo call in flight; Odoo itself is paced by the gate.
      concurrency: config.concurrency * config.batchSize,
      // A worker killed mid-job loses its lock; another takes the job after this long.
      lockDuration: config.stalledIntervalMs,
      stalledInterval: config.stalledIntervalMs,
      maxStalledCount: 5,
    },
  );
  worker.on('error', (err) => ctx.log.warn({ err: err.message }, 'worker error'));
  return worker;
}

export async function startWorker(
  config: WorkerConfig,
  log: Logger,
  transport: () => OdooTransport = () => createTransport(config.odoo, config.protocol),
) {
  const registry = serviceRegistry('odoo-sync');
  // What the workers share besides their queues: the call budget, the set-up back-off, the won stages.
  const state = sharedStateConnection(config.redisUrl);
  state.on('error', (err) => log.debug({ err: err.message }, 'redis shared state connection error'));
  const odoo = connectOdoo(config, log, transport, counterOf(registry, METRICS.odooCalls), state);
  const connection = new Redis(config.redisUrl, { maxRetriesPerRequest: null });
  connection.on('error', (err) => log.warn({ err: err.message }, 'redis connection error'));
  const results = new Queue<ResultMessage>(RESULTS_QUEUE, { connection, defaultJobOptions: RESULT_JOB_OPTIONS });
  results.on('error', (err) => log.warn({ err: err.message }, 'results queue error'));
  const report = (result: ResultMessage) => results.add(result.outcome, result);
  const puller = config.pullIntervalMs > 0 ? newPuller(config, { odoo, connection, state, report, log }) : null;
  // A job's writes fit well within this; a killed worker's lock goes after it.
  const order = new RecordOrder(connection, Math.max(60_000, 4 * config.stalledIntervalMs));
  const inHand = new JobsInHand();
  const worker = startJobWorker({ config, odoo, redis: connection, order, puller, report, log }, inHand);
  await worker.waitUntilReady();
  // Check Odoo now, so a bad configuration shows in the log at start-up, not at the first lead.
  void odoo.get().catch(() => undefined);
  const pulls = puller ? await startPullSchedule(puller, { connection, intervalMs: config.pullIntervalMs, log }) : null;
  const reportLoop = startWorkerReport({
    redis: connection,
    registry,
    checkOdoo: async () => {
      await odooAnswers(config.odoo.url);
      const { warnings } = await odoo.get();
      return { warning: warnings.length > 0 ? warnings.join('; ') : null };
    },
    intervalMs: config.reportIntervalMs,
    log,
  });
  log.info(
    {
      concurrency: config.concurrency,
      ratePerSecond: config.ratePerSecond,
      batchSize: config.batchSize,
      pullIntervalMs: config.pullIntervalMs,
    },
    'worker ready',
  );

  return {
    worker,
    /**
     * Finishes the jobs in hand and disconnects. Jobs still in hand `handBackAfterMs` into the stop go back
     * to the queue for another worker. With Redis away nothing is waited for: no job could be finished,
     * and a command on the blocking connection (no retry limit) would wait for Redis forever.
     */
    async stop(handBackAfterMs = Math.max(config.shutdownGraceMs - 2000, config.shutdownGraceMs / 2)) {
      const up = connection.status === 'ready';
      await reportLoop.stop();
      const closing = (async () => {
        await pulls?.stop(!up);
        await worker.close(!up);
        if (up) await results.close();
      })();
      let timer: NodeJS.Timeout | undefined;
      const late = new Promise<'late'>((resolve) => (timer = setTimeout(() => resolve('late'), handBackAfterMs)));
      if ((await Promise.race([closing, late])) === 'late') {
        const jobs = inHand.size;
        const back = await inHand.handBack(log);
        log.warn({ jobs, handedBack: back }, 'stop: jobs still in hand handed back to the queue');
      }
      clearTimeout(timer);
      connection.disconnect();
      state.disconnect();
      log.info('worker stopped');
    },
  };
}

/**
 * The worker as a process: started, then stopped on SIGINT, SIGTERM, an uncaught exception or an unhandled
 * rejection, through one graceful path, logged, that ends the process (exit 1 after an error or when the
 * deadline passes, 0 otherwise), as the gateway and the leads service do. A second signal exits at once.
 */
export async function runWorkerProcess(config: WorkerConfig, log: Logger) {
  const running = await startWorker(config, log);
  // Said whatever the log level: launchers wait for this line.
  process.stdout.write('odoo-sync worker ready\n');
  closeWithGrace(
    {
      delay: config.shutdownGraceMs,
      logger: false,
      onTimeout: () => log.error({ deadlineMs: config.shutdownGraceMs }, 'shutdown deadline passed with work still open; exiting'),
      onSecondSignal: (signal) => log.warn({ signal }, 'second signal during shutdown; exiting at once'),
      onSecondError: (err) => log.fatal({ err }, 'another error during shutdown; exiting at once'),
    },
    async ({ signal, err }) => {
      if (err) log.fatal({ err }, 'uncaught error; stopping');
      else log.info({ signal, deadlineMs: config.shutdownGraceMs }, 'stopping');
      await running.stop();
    },
  );
  return running;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const config = loadWorkerConfig();
  await runWorkerProcess(config, pino({ level: config.logLevel, base: { service: 'odoo-sync' }, ...privateLogOptions }));
}
