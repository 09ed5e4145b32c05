// The leads service's repeating work, once per cluster however many instances run: each task is a
// BullMQ job scheduler (as the worker's pull is), so each interval makes one job, which one instance
// takes. The outbox's tasks (sweep, reconcile, tombstones, expired sessions) share one queue that runs one
// job at a time across every instance (global concurrency 1), so two sweeps never hand the same rows over
// at once; and a sync job's id is its record's id and revision, so a hand-over that still repeats one finds
// its job already there. The daily retention run has its queue of its own (privacy/retention.ts), so a long
// run holds none of these up.
import { type ConnectionOptions, type Queue, Worker } from 'bullmq';
import { type Logger } from 'pino';

/** One repeating task: what it does, and when. A failing run is logged; the next one runs it again. */
export type PeriodicTask = {
  /** The job's name, and its scheduler's id unless `scheduler` says otherwise. */
  name: string;
  scheduler?: string;
  repeat: { every: number } | { pattern: string; tz: string };
  /** Failed runs kept in Redis for operators (default none). */
  keepFailed?: number;
  run: () => Promise<unknown>;
};

/** How often an instance checks that the schedules are still in Redis: twice the shortest interval, within these bounds. */
const CHECK_MIN_MS = 1000;
const CHECK_MAX_MS = 30_000;

/**
 * Puts every task's scheduler in place (now, or as soon as Redis answers) and takes their jobs. `runNow`
 * names tasks to run once at start besides (the sweep: records left behind by a crash go at once).
 */
export async function startPeriodicWork(deps: {
  queue: Queue;
  consumer: ConnectionOptions;
  tasks: PeriodicTask[];
  /** At most this many of the queue's jobs run at once across every instance (unset: one per instance). */
  globalConcurrency?: number;
  runNow?: string[];
  log: Logger;
}) {
  const { queue, tasks, log } = deps;
  const byName = new Map(tasks.map((t) => [t.name, t]));
  const worker = new Worker(
    queue.name,
    async (job) => {
      const task = byName.get(job.name);
      if (!task) return;
      await task.run().catch((err: Error) => {
        log.warn({ task: task.name, err: err.message }, 'periodic task failed; it runs again next time');
        if (task.keepFailed) throw err;
      });
    },
    { connection: deps.consumer, concurrency: 1 },
  );
  worker.on('error', (err) => log.debug({ err: err.message }, 'periodic worker: redis error'));
  // The schedules live in Redis: put in place now, and again whenever Redis lost them (it was away at the
  // start, or came back empty: a flush, a restore, another server). A cheap look-up per task and check.
  const ensure = async () => {
    try {
      if (deps.globalConcurrency && (await queue.getGlobalConcurrency()) !== deps.globalConcurrency)
        await queue.setGlobalConcurrency(deps.globalConcurrency);
      let placed = 0;
      for (const task of tasks) {
        const id = task.scheduler ?? task.name;
        if (await queue.getJobScheduler(id)) continue;
        await queue.upsertJobScheduler(id, task.repeat, {
          name: task.name,
          opts: { removeOnComplete: true, removeOnFail: task.keepFailed ?? true },
        });
        placed++;
      }
      if (!started) for (const name of deps.runNow ?? []) await queue.add(name, {}, { removeOnComplete: true, removeOnFail: true });
      if (placed > 0 && started) log.warn({ queue: queue.name, schedules: placed }, 'periodic work: schedules Redis had lost put back');
      started = true;
    } catch (err) {
      if (!warned)
        log.warn({ queue: queue.name, err: (err as Error).message }, 'periodic work not scheduled yet (Redis away); trying again');
      warned = true;
    }
  };
  let started = false;
  let warned = false;
  await ensure();
  const shortest = Math.min(...tasks.map((t) => ('every' in t.repeat ? t.repeat.every : CHECK_MAX_MS)));
  const timer = setInterval(() => void ensure(), Math.max(CHECK_MIN_MS, Math.min(CHECK_MAX_MS, 2 * shortest)));
  timer.unref();
  return {
    /** Stops scheduling and the worker (`force`: without waiting for the run in hand, e.g. with Redis gone). */
    async stop(force = false) {
      clearInterval(timer);
      await worker.close(force);
    },
  };
}
