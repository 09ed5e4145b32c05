// Readiness and metrics of the leads service, and of the sync workers through the reports they
// leave in Redis (metric-names.ts). /ready names each dependency; /metrics merges this process's
// registry with every other leads service's and every live worker's, so whichever leads service
// answers, the answer covers them all.
import { type Queue } from 'bullmq';
import { type Redis } from 'ioredis';
import { type Registry } from 'prom-client';
import { type Clock } from '@site/lagos-time/clock';
import {
  LEADS_REPORT_PREFIX,
  METRICS,
  WORKER_REPORT_PREFIX,
  WORKER_REPORT_TTL_SECONDS,
  type WorkerReport,
} from '@site/observability/metric-names';
import {
  counterOf,
  gaugeOf,
  histogramOf,
  httpDurationHook,
  type MetricsJson,
  PROCESS_INSTANCE,
  serviceRegistry,
} from '@site/observability/metrics-registry';
import { type LeadSync, type StaffAccounts } from '../store/lead-store';

export type Check = { ok: boolean; error?: string; warning?: string; lastSeen?: string };
export type Readiness = { ready: boolean; checks: { store: Check; redis: Check; worker: Check; odoo: Check } };

const fail = (err: unknown): Check => ({ ok: false, error: err instanceof Error ? err.message : String(err) });
const withTimeout = <T>(p: Promise<T>, ms: number) =>
  Promise.race([p, new Promise<never>((_, reject) => setTimeout(() => reject(new Error(`no answer within ${ms} ms`)), ms).unref())]);

export class Observability {
  readonly registry: Registry;
  readonly submissions;
  /** The `onResponse` hook that times every request. */
  readonly onResponse;
  readonly syncDuration;
  /** E-mails by outcome: sent, retried (a transient failure), failed (permanently), not-sent (over a mail limit). */
  readonly mail;

  constructor(private readonly deps: { store: LeadSync & StaffAccounts; redis: Redis; queues: Queue[]; clock: Clock }) {
    this.registry = serviceRegistry('leads');
    this.submissions = counterOf(this.registry, METRICS.submissions);
    this.onResponse = httpDurationHook(this.registry);
    this.mail = counterOf(this.registry, METRICS.mail);
    this.syncDuration = histogramOf(this.registry, METRICS.syncDuration, [0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10, 30, 60, 300, 1800, 7200]);
    gaugeOf(this.registry, METRICS.queueJobs, async (gauge) => {
      for (const queue of deps.queues) {
        const counts = await withTimeout(
          queue.getJobCounts('waiting', 'active', 'delayed', 'failed', 'completed', 'paused', 'prioritized'),
          2000,
        ).catch(() => null);
        if (!counts) continue;
        for (const [state, n] of Object.entries(counts)) gauge.set({ queue: queue.name, state }, n);
      }
    });
    gaugeOf(this.registry, METRICS.oldestPendingRecordAge, async (gauge) => {
      const oldest = await this.oldestPending().catch(() => null);
      gauge.set(oldest ? Math.max(0, (deps.clock.now().getTime() - Date.parse(oldest)) / 1000) : 0);
    });
  }

  /** Creation time of the oldest record not yet in Odoo (queued or not), or null. */
  private async oldestPending(): Promise<string | null> {
    const [unqueued] = await this.deps.store.listUnqueued(1);
    const [queued] = await this.deps.store.listStalePending(this.deps.clock.now().toISOString(), 1);
    const times = [unqueued, queued].filter(Boolean).map((r) => r!.record.createdAt);
    return times.sort()[0] ?? null;
  }

  /** The live reports under `prefix` (the key's own name left out), read as JSON. */
  private async reports<T>(prefix: string, except?: string): Promise<T[]> {
    const keys: string[] = [];
    let cursor = '0';
    do {
      const [next, found] = await this.deps.redis.scan(cursor, 'MATCH', `${prefix}*`, 'COUNT', 100);
      cursor = next;
      keys.push(...found.filter((k) => k !== except));
    } while (cursor !== '0');
    if (keys.length === 0) return [];
    const values = await this.deps.redis.mget(keys);
    return values.flatMap((v) => {
      try {
        return v ? [JSON.parse(v) as T] : [];
      } catch {
        return [];
      }
    });
  }

  workerReports(): Promise<WorkerReport[]> {
    return this.reports<WorkerReport>(WORKER_REPORT_PREFIX);
  }

  private readonly reportKey = `${LEADS_REPORT_PREFIX}${PROCESS_INSTANCE}`;

  /**
   * Leaves this process's metrics in Redis every `everyMs` (expiring like a worker's report) for the other
   * leads services' /metrics; the returned stop removes them. A write that fails is tried at the next tick.
   */
  reportEvery(everyMs: number): () => Promise<void> {
    const write = async () => {
      const report = { at: this.deps.clock.now().toISOString(), metrics: await this.registry.getMetricsAsJSON() };
      await this.deps.redis.set(this.reportKey, JSON.stringify(report), 'EX', WORKER_REPORT_TTL_SECONDS);
    };
    const tick = () => void write().catch(() => undefined);
    tick();
    const timer = setInterval(tick, everyMs);
    timer.unref();
    return async () => {
      clearInterval(timer);
      // The producer connection fails at once while Redis is down; the key then expires by itself.
      await this.deps.redis.del(this.reportKey).catch(() => undefined);
    };
  }

  async readiness(): Promise<Readiness> {
    const store = await withTimeout(this.deps.store.countUsers(), 2000).then(() => ({ ok: true }), fail);
    const redis = await withTimeout(this.deps.redis.ping(), 2000).then(() => this.queuesStarted(), fail);
    const reports = redis.ok ? await withTimeout(this.workerReports(), 2000).catch(() => []) : [];
    const latest = reports.sort((a, b) => b.at.localeCompare(a.at))[0];
    const worker: Check = latest
      ? { ok: true, lastSeen: latest.at }
      : { ok: false, error: redis.ok ? 'no sync worker has reported recently' : 'unknown while Redis is down' };
    const odooOk = reports.find((r) => r.odoo.ok);
    const odoo: Check = odooOk
      ? { ok: true, lastSeen: odooOk.at, ...(odooOk.odoo.warning ? { warning: odooOk.odoo.warning } : {}) }
      : { ok: false, error: latest?.odoo.error ?? 'no worker could tell' };
    return { ready: store.ok && redis.ok && worker.ok && odoo.ok, checks: { store, redis, worker, odoo } };
  }

  /**
   * BullMQ keeps a queue's failed first start for the life of the queue: when Redis goes away between
   * the connection's "ready" and the queue's version check, every later add fails although Redis is
   * back. Only a restart of this service clears it, so readiness names the queue.
   */
  private async queuesStarted(): Promise<Check> {
    const failures = await Promise.all(
      this.deps.queues.map((queue) =>
        withTimeout(queue.waitUntilReady(), 2000).then(
          () => null,
          (err: unknown) => `queue "${queue.name}" could not start (${fail(err).error})`,
        ),
      ),
    );
    const failed = failures.find((f) => f !== null);
    return failed ? { ok: false, error: `${failed}: restart the leads service` } : { ok: true };
  }

  /** This process's metrics, every other live leads service's and every live worker's, as JSON parts to merge. */
  async metricsParts(): Promise<MetricsJson[]> {
    const own = await this.registry.getMetricsAsJSON();
    const others = await this.reports<{ metrics: MetricsJson }>(LEADS_REPORT_PREFIX, this.reportKey).catch(() => []);
    const workers = await this.workerReports().catch(() => []);
    return [own, ...others.map((r) => r.metrics), ...workers.map((w) => w.metrics as MetricsJson)];
  }
}
