// The reconciler judges a pending record by its job's state: a job that failed or completed without
// its result reaching the store (done jobs leave Redis at once, so such a job is gone), or one Redis lost,
// is handed over again; a job still in hand is left alone.
import { Queue, UnrecoverableError, Worker } from 'bullmq';
import { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SYNC_QUEUE } from '@site/contracts/jobs';
import { ApiClient } from '@site/dev-stack/api-client';
import { startStack, type Stack } from '@site/dev-stack/stack';
import { validContact } from './fixtures';
import { until } from '@site/dev-stack/until';

let stack: Stack;
let connection: Redis;
let queue: Queue;

beforeAll(async () => {
  // No sync worker: the test plays the worker whose result never arrives.
  stack = await startStack({ odoo: false, env: { RECONCILE_AFTER_MS: '1500', RECONCILE_INTERVAL_MS: '500' } });
  connection = new Redis(stack.redisUrl, { maxRetriesPerRequest: null });
  queue = new Queue(SYNC_QUEUE, { connection });
});
afterAll(async () => {
  await queue?.close();
  connection?.disconnect();
  await stack?.stop();
});

/**
 * Runs one job of the sync queue through `processor` (a worker that never reports a result); returns
 * once the job has finished, which removes it from Redis.
 */
async function runOnce(id: string, processor: () => Promise<unknown>) {
  let done: (state: string) => void = () => undefined;
  const finished = new Promise<string>((resolve) => (done = resolve));
  const connection = new Redis(stack.redisUrl, { maxRetriesPerRequest: null });
  const worker = new Worker(SYNC_QUEUE, async (job) => (job.id === id ? processor() : undefined), { connection, concurrency: 1 });
  worker.on('completed', (job) => job.id === id && done('completed'));
  worker.on('failed', (job) => job?.id === id && done('failed'));
  try {
    return await finished;
  } finally {
    await worker.close();
    connection.disconnect();
  }
}

/** The record's job is in Redis again, a new one (added after `after`), waiting for a worker. */
const handedOverAgain = (id: string, after: number) =>
  until(async () => {
    const job = await queue.getJob(id);
    return job && job.timestamp > after && (await job.getState()) === 'waiting' ? true : undefined;
  }, 'handed over again');

const submit = async (name: string) =>
  (await new ApiClient(stack.url).post<{ id: string }>('/api/contact', { ...validContact.api, name })).body.id;

describe('reconciler', () => {
  it('when a job failed but its failure never reached the record, then the record is handed over again', async () => {
    const id = await submit('Failed Without Result');
    await until(async () => ((await queue.getJob(id)) ? true : undefined), 'queued');
    const ranAt = Date.now();
    expect(
      await runOnce(id, async () => {
        throw new UnrecoverableError('worker died before reporting');
      }),
    ).toBe('failed');
    expect(await queue.getJob(id)).toBeUndefined(); // a failed job leaves nothing in Redis
    await handedOverAgain(id, ranAt);
  });

  it('when a job completed but its result was lost, then the record is handed over again', async () => {
    const id = await submit('Completed Without Result');
    await until(async () => ((await queue.getJob(id)) ? true : undefined), 'queued');
    const ranAt = Date.now();
    expect(await runOnce(id, async () => ({ odooLeadId: 1 }))).toBe('completed');
    expect(await queue.getJob(id)).toBeUndefined(); // nor does a completed one
    await handedOverAgain(id, ranAt);
  });

  it('when a job is still waiting, then it is left alone however old', async () => {
    const id = await submit('Still Waiting');
    const job = await until(async () => (await queue.getJob(id)) ?? undefined, 'queued');
    const firstTimestamp = job.timestamp;
    await new Promise((r) => setTimeout(r, 3500)); // several reconcile rounds past RECONCILE_AFTER_MS
    const again = await queue.getJob(id);
    expect(await again!.getState()).toBe('waiting');
    expect(again!.timestamp).toBe(firstTimestamp); // the same job, not a new one
  });
});
