// A queue whose first start Redis cut short: BullMQ keeps that failure for the queue's life, so every
// later add would fail although Redis is back. Readiness must say so, naming the queue, instead of
// answering "ready" from a PING that succeeds.
import { Queue } from 'bullmq';
import { systemClock } from '@site/lagos-time/clock';
import { Redis } from 'ioredis';
import { join } from 'node:path';
import { expect, it } from 'vitest';
import { Observability } from '../src/ops/observability';
import { producerConnection } from '../src/redis';
import { openStore } from '../src/store/open-store';
import { ownRedis } from './own-redis';

const { dir, redis } = ownRedis('queue-start');

it('when a queue could not start, then readiness reports Redis not ready with the queue named, while a started queue passes', async () => {
  const store = await openStore({ dataDir: join(dir, 'data'), mongoUrl: undefined });
  const connection = producerConnection(redis().url);
  const started = new Queue('started', { connection });
  await started.waitUntilReady();
  // The queue's start fails at its version check (INFO), as when Redis goes away at that moment: here a
  // Redis user that may not run INFO, on a connection without ioredis's own INFO ready check.
  await connection.call('ACL', 'SETUSER', 'no-info', 'on', 'nopass', '~*', '&*', '+@all', '-info');
  const cutShort = new Redis(redis().url, {
    username: 'no-info',
    enableReadyCheck: false,
    enableOfflineQueue: false,
    maxRetriesPerRequest: 1,
  });
  const broken = new Queue('cut-short', { connection: cutShort });
  broken.on('error', () => undefined);
  try {
    await expect(broken.waitUntilReady()).rejects.toThrow();
    await expect(broken.add('probe', {})).rejects.toThrow();

    const healthy = await new Observability({ store, redis: connection, queues: [started], clock: systemClock }).readiness();
    expect(healthy.checks.redis).toEqual({ ok: true });

    const answer = await new Observability({ store, redis: connection, queues: [started, broken], clock: systemClock }).readiness();
    expect(answer.ready).toBe(false);
    expect(answer.checks.redis.ok).toBe(false);
    expect(answer.checks.redis.error).toMatch(/^queue "cut-short" could not start \(.+\): restart the leads service$/);
  } finally {
    await started.close();
    await broken.close().catch(() => undefined);
    cutShort.disconnect();
    connection.disconnect();
    await store.close();
  }
}, 30_000);
