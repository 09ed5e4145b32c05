// The worker's report in Redis, renewed every few seconds and expiring soon after it stops: its
// heartbeat, whether Odoo answers, and its metrics. The leads service reads it for /ready and
// /metrics, so the worker needs no port of its own.
import { randomUUID } from 'node:crypto';
import { hostname } from 'node:os';
import { type Redis } from 'ioredis';
import { type Logger } from 'pino';
import { type Counter, type Registry } from 'prom-client';
import { isOdooError } from './odoo-errors';
import { type OdooTransport } from './odoo-transport';
import { WORKER_REPORT_PREFIX, WORKER_REPORT_TTL_SECONDS, type WorkerReport } from '@site/observability/metric-names';

export function startWorkerReport(opts: {
  redis: Redis;
  registry: Registry;
  /**
   * Resolves when Odoo answers and the worker's Odoo set-up holds (with a warning for what works only in
   * part); rejects with the reason otherwise.
   */
  checkOdoo: () => Promise<{ warning: string | null } | void>;
  intervalMs: number;
  log: Logger;
}) {
  const key = `${WORKER_REPORT_PREFIX}${hostname()}:${process.pid}:${randomUUID().slice(0, 8)}`;
  const once = async () => {
    const odoo = await opts.checkOdoo().then(
      (answer) => ({ ok: true, error: null, warning: answer?.warning ?? null }),
      (err: Error) => ({ ok: false, error: err.message }),
    );
    const report: WorkerReport = { at: new Date().toISOString(), odoo, metrics: await opts.registry.getMetricsAsJSON() };
    await opts.redis.set(key, JSON.stringify(report), 'EX', WORKER_REPORT_TTL_SECONDS);
  };
  const tick = () => void once().catch((err: Error) => opts.log.debug({ err: err.message }, 'worker report not written'));
  tick();
  const timer = setInterval(tick, opts.intervalMs);
  timer.unref();
  return {
    /**
     * Stops reporting and removes the report, so readiness changes at once. With Redis away the report
     * is left to expire: a command on a connection that never gives up would hold the stop.
     */
    async stop() {
      clearInterval(timer);
      if (opts.redis.status === 'ready') await opts.redis.del(key).catch(() => undefined);
    },
  };
}

/** Odoo answers HTTP at all (any status below 500) within 5 s. */
export async function odooAnswers(url: string): Promise<void> {
  const res = await fetch(url, { method: 'GET', signal: AbortSignal.timeout(5000), redirect: 'manual' });
  await res.body?.cancel();
  if (res.status >= 500) throw new Error(`Odoo answered ${res.status}`);
}

/**
 * The transport with every call counted by method (`model.method`, or `version` / `authenticate`)
 * and outcome (`ok`, or the error's code: `concurrency`, `network`, `access_denied`…).
 */
export function countedTransport(inner: OdooTransport, calls: Counter): OdooTransport {
  const count = async <T>(method: string, call: () => Promise<T>): Promise<T> => {
    try {
      const value = await call();
      calls.inc({ method, outcome: 'ok' });
      return value;
    } catch (err) {
      calls.inc({ method, outcome: isOdooError(err) ? err.code : 'error' });
      throw err;
    }
  };
  return {
    endpoint: inner.endpoint,
    // Read through: "auto" becomes the protocol chosen once the version is known.
    get protocol() {
      return inner.protocol;
    },
    version: () => count('version', () => inner.version()),
    authenticate: () => count('authenticate', () => inner.authenticate()),
    call: (model, method, params) => count(`${model}.${method}`, () => inner.call(model, method, params)),
  };
}
