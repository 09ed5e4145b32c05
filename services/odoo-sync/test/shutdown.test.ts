// The sync worker's stop, as a real process on the real stack: SIGTERM while it holds jobs on a slow Odoo
// hands them back to the queue before the deadline and exits; the jobs then sync once, on the next worker.
// An error nobody caught stops it the same way. With its Redis gone it still exits within the deadline.
import { Queue } from 'bullmq';
import { Redis } from 'ioredis';
import { join } from 'node:path';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { SYNC_QUEUE } from '@site/contracts/jobs';
import { childService, readableLogLine } from '@site/dev-stack/child-service';
import { REPO_ROOT, startStack, type Stack } from '@site/dev-stack/stack';
import { until } from '@site/dev-stack/until';
import { contact } from './fixtures';
import { SimHarness } from './sim-harness';

const GRACE_MS = 5000;
let stack: Stack;
let h: SimHarness;
let queue: Queue;
let connection: Redis;
const workerLog: string[] = [];
const logged = (text: string) => workerLog.some((l) => l.includes(text));

beforeAll(async () => {
  stack = await startStack({
    env: {
      SHUTDOWN_GRACE_MS: String(GRACE_MS),
      // A job handed back must not be taken by the stalled check instead: it would come back anyway, later.
      STALLED_INTERVAL_MS: '60000',
      ODOO_PULL_INTERVAL_MS: '0',
      ODOO_BATCH_WINDOW_MS: '5',
    },
    sink: (name, line) => void (name === 'odoo-sync' && workerLog.push(readableLogLine(line))),
  });
  h = new SimHarness(stack);
  await h.login();
  connection = new Redis(stack.redisUrl, { maxRetriesPerRequest: null });
  queue = new Queue(SYNC_QUEUE, { connection });
}, 120_000);
afterAll(async () => {
  await queue?.close();
  connection?.disconnect();
  await stack?.stop();
});

it('when the worker is sent SIGTERM holding jobs that Odoo is slow to answer, then it hands them back before the deadline, and they sync once on the next worker', async () => {
  const worker = stack.services['odoo-sync']!;
  await h.control({ action: 'latency', ms: 30_000, target: 'crm.lead.load' });
  const ids = [await h.submit('/api/contact', contact('Held One')), await h.submit('/api/contact', contact('Held Two'))];
  await until(async () => (await queue.getActiveCount()) === 2, 'both jobs in the worker hand', 20_000);
  workerLog.length = 0;
  const started = Date.now();
  // The runner's own SIGKILL comes only after 30 s: an exit before that is the worker's own.
  await worker.stop(30_000);
  expect(worker.exited()).toBe(true);
  expect(Date.now() - started).toBeLessThan(GRACE_MS);
  expect(logged('jobs still in hand handed back to the queue')).toBe(true);
  expect(logged('worker stopped')).toBe(true);
  expect(logged('shutdown deadline passed')).toBe(false);
  for (const id of ids) expect(await queue.getJobState(id)).toBe('waiting');

  await h.control({ action: 'latency', ms: 0, target: 'crm.lead.load' });
  await worker.start();
  const records = await h.settled(ids);
  expect(records.map((r) => r.syncStatus)).toEqual(['synced', 'synced']);
  const leads = await h.simRecords('crm.lead');
  for (const r of records) expect(leads.filter((l) => l.id === r.odooLeadId)).toHaveLength(1);
}, 120_000);

it('when an error nobody caught happens in the worker, then it stops gracefully and says why', async () => {
  const fixture = childService({
    name: 'odoo-sync-faulty',
    entry: join(REPO_ROOT, 'services/odoo-sync/test/fixtures/worker-with-fault.ts'),
    cwd: REPO_ROOT,
    env: { ...process.env, ...workerEnv() },
    readyLine: /^odoo-sync worker ready$/,
    sink: (_name, line) => void workerLog.push(readableLogLine(line)),
  });
  await fixture.start();
  workerLog.length = 0;
  process.kill(fixture.pid!, 'SIGUSR2');
  await until(() => fixture.exited(), 'the faulty worker exits', GRACE_MS + 2000);
  expect(logged('uncaught error; stopping')).toBe(true);
  expect(logged('thrown outside any job')).toBe(true);
  expect(logged('worker stopped')).toBe(true);
}, 120_000);

it('when the worker is sent SIGTERM while its Redis is gone, then it exits within the deadline', async () => {
  const worker = stack.services['odoo-sync']!;
  await stack.redis!.kill();
  // Let its connections notice that Redis is gone (reconnecting, commands waiting).
  await new Promise((r) => setTimeout(r, 1000));
  workerLog.length = 0;
  const started = Date.now();
  await worker.stop(30_000);
  expect(worker.exited()).toBe(true);
  expect(Date.now() - started).toBeLessThan(GRACE_MS + 1000);
  expect(logged('worker stopped')).toBe(true);
}, 60_000);

/** The environment the stack gave its worker (the simulator's address and key, Redis, the settings above). */
function workerEnv(): NodeJS.ProcessEnv {
  return {
    REDIS_URL: stack.redisUrl,
    ODOO_URL: stack.odooUrl,
    ODOO_DB: 'odoo',
    ODOO_USERNAME: 'bot@example.com',
    ODOO_API_KEY: 'odoo-sim-local-key',
    SHUTDOWN_GRACE_MS: String(GRACE_MS),
    ODOO_PULL_INTERVAL_MS: '0',
    LOG_LEVEL: 'info',
  };
}
