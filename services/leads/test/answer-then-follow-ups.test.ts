// A new submission is answered once it is durable; its follow-ups (the hand-over to the sync queue
// among them) run after the answer. Stopping the service in the middle of a burst still hands every
// answered record over: its close waits for the follow-ups before it closes the queues.
import { Queue } from 'bullmq';
import { Redis } from 'ioredis';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { SYNC_QUEUE } from '@site/contracts/jobs';
import { ApiClient } from '@site/dev-stack/api-client';
import { startStack, type Stack } from '@site/dev-stack/stack';
import { openSqliteStore, sqliteFileIn } from '../src/store/sqlite-store';
import { validContact } from './fixtures';

let stack: Stack;

beforeAll(async () => {
  // No sync worker: the jobs stay in Redis to be counted.
  stack = await startStack({ odoo: false, env: { RATE_LIMIT_PUBLIC_PER_MINUTE: '1000' } });
}, 60_000);
afterAll(async () => stack?.stop());

it('when the service stops while a burst of submissions is being answered, then every one answered 201 was handed to the sync queue', async () => {
  const api = new ApiClient(stack.url);
  let answered = 0;
  let stopping: Promise<void> | undefined;
  const answers = await Promise.all(
    Array.from({ length: 60 }, (_, i) =>
      api
        .post<{ id: string }>('/api/contact', { ...validContact.api, name: `Burst Visitor ${i}` })
        .then((answer) => {
          // Stop (SIGTERM) while the rest of the burst is still in flight: those are answered, then closed.
          if (++answered === 10) stopping = stack.services.leads!.stop(30_000);
          return answer;
        })
        .catch(() => undefined),
    ),
  );
  await stopping;
  const stored = answers.filter((a) => a?.status === 201).map((a) => a!.body.id);
  expect(stored.length).toBeGreaterThanOrEqual(10);

  const connection = new Redis(stack.redisUrl, { maxRetriesPerRequest: null });
  const queue = new Queue(SYNC_QUEUE, { connection });
  try {
    const jobs = await Promise.all(stored.map((id) => queue.getJob(id)));
    expect(jobs.map((j) => j?.data.record.id)).toEqual(stored);
  } finally {
    await queue.close();
    connection.disconnect();
  }
  // Nothing was left for the sweeper: every record is marked handed over.
  const store = openSqliteStore(sqliteFileIn(stack.dataDir));
  expect(await store.listUnqueued(100)).toEqual([]);
  await store.close();
}, 60_000);
