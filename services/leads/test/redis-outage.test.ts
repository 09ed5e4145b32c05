// Redis dies during a burst of submissions: every visitor still gets success, every submission is
// stored, and once Redis is back the sweeper queues each record exactly once.
import Database from 'better-sqlite3';
import { Queue } from 'bullmq';
import { join } from 'node:path';
import { Redis } from 'ioredis';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { SYNC_QUEUE } from '@site/contracts/jobs';
import { ApiClient } from '@site/dev-stack/api-client';
import { startStack, type Stack } from '@site/dev-stack/stack';
import { validConsultation, validContact } from './fixtures';
import { until } from '@site/dev-stack/until';

let stack: Stack;

beforeAll(async () => {
  stack = await startStack({
    odoo: false,
    env: { SWEEP_INTERVAL_MS: '300', RATE_LIMIT_PUBLIC_PER_MINUTE: '100000', RECONCILE_AFTER_MS: '3000', RECONCILE_INTERVAL_MS: '500' },
  });
});
afterAll(async () => stack?.stop());

it('when Redis is killed mid-burst, then every submission is stored and later queued exactly once', async () => {
  const api = new ApiClient(stack.url);
  const submit = (i: number) =>
    i % 2 === 0
      ? api.post<{ id: string }>('/api/contact', { ...validContact['contact-page'], name: `Burst ${i}` })
      : api.post<{ id: string }>('/api/consultations', { ...validConsultation().full, name: `Burst ${i}` });

  const results: { status: number; id: string }[] = [];
  const wave = async (from: number, count: number) => {
    const res = await Promise.all(Array.from({ length: count }, (_, k) => submit(from + k)));
    results.push(...res.map((r) => ({ status: r.status, id: r.body.id })));
  };

  await wave(0, 30);
  // Kill Redis while the next wave is in flight.
  const killed = stack.redis!.kill();
  await Promise.all([wave(30, 40), killed]);
  await wave(70, 30); // entirely while Redis is down
  expect(results.map((r) => r.status)).toEqual(Array(100).fill(201));
  const ids = new Set(results.map((r) => r.id));
  expect(ids.size).toBe(100);

  const staff = new ApiClient(stack.url);
  await staff.login(stack.adminUsername, stack.adminPassword);
  const stored = [...(await staff.contacts()).body, ...(await staff.consultations()).body];
  expect(new Set(stored.map((r) => r.id))).toEqual(ids);
  expect(stored.every((r) => r.syncStatus === 'pending')).toBe(true);

  // The outbox holds what Redis could not take: at least the wave sent while it was down.
  const db = new Database(join(stack.dataDir, 'leads.sqlite'), { readonly: true });
  const unqueued = (
    db
      .prepare('SELECT (SELECT COUNT(*) FROM contacts WHERE enqueued = 0) + (SELECT COUNT(*) FROM consultations WHERE enqueued = 0) AS n')
      .get() as { n: number }
  ).n;
  db.close();
  expect(unqueued).toBeGreaterThanOrEqual(30);

  await stack.redis!.restart();
  const connection = new Redis(stack.redisUrl, { maxRetriesPerRequest: null });
  const queue = new Queue(SYNC_QUEUE, { connection });
  try {
    const jobs = await until(async () => {
      const all = await queue.getJobs(['waiting', 'active', 'delayed', 'completed', 'failed', 'paused']);
      return all.length >= 100 ? all : undefined;
    }, 'all 100 records queued');
    // Give a late second hand-over the chance to show itself before counting.
    await new Promise((r) => setTimeout(r, 1000));
    const again = await queue.getJobs(['waiting', 'active', 'delayed', 'completed', 'failed', 'paused']);
    expect(again.length).toBe(jobs.length);
    const jobIds = again.map((j) => j.id!);
    expect(jobIds).toHaveLength(100);
    expect(new Set(jobIds)).toEqual(ids);
    for (const j of again) expect(j.data.record.id).toBe(j.id);
  } finally {
    await queue.close();
    connection.disconnect();
  }
});

it('when Redis loses its data after records were queued, then the reconciler queues them again, once each', async () => {
  const api = new ApiClient(stack.url);
  const ids = new Set<string>();
  for (let i = 0; i < 10; i++)
    ids.add((await api.post<{ id: string }>('/api/contact', { ...validContact.api, name: `Lost ${i}` })).body.id);
  const connection = new Redis(stack.redisUrl, { maxRetriesPerRequest: null });
  const queue = new Queue(SYNC_QUEUE, { connection });
  try {
    await until(async () => ((await queue.getJobs(['waiting'])).filter((j) => ids.has(j.id!)).length === 10 ? true : undefined), 'queued');
    await connection.flushall(); // every job gone, as after a crash that lost the AOF tail
    const back = await until(
      async () => {
        const jobs = (await queue.getJobs(['waiting'])).filter((j) => ids.has(j.id!));
        return jobs.length === 10 ? jobs : undefined;
      },
      'the lost jobs queued again',
      20_000,
    );
    expect(back).toHaveLength(10);
    // Every pending record (the earlier burst's too: the flush lost those jobs as well) has one job again.
    const staff = new ApiClient(stack.url);
    await staff.login(stack.adminUsername, stack.adminPassword);
    const pending = [...(await staff.contacts()).body, ...(await staff.consultations()).body].map((r) => r.id);
    const all = await until(
      async () => {
        const jobs = await queue.getJobs(['waiting']);
        return jobs.length >= pending.length ? jobs : undefined;
      },
      'every pending record queued again',
      20_000,
    );
    await new Promise((r) => setTimeout(r, 1500));
    const settled = await queue.getJobs(['waiting']);
    expect(settled.length).toBe(all.length);
    expect(new Set(settled.map((j) => j.id))).toEqual(new Set(pending));
  } finally {
    await queue.close();
    connection.disconnect();
  }
});
