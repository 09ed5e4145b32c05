// The outbox's repeating work runs once per cluster: with two leads services on one Redis and one store,
// the sweep runs once per interval, not once per instance, and records left in the outbox are handed to
// the sync queue by exactly one sweep each.
import { Queue, QueueEvents } from 'bullmq';
import { Redis } from 'ioredis';
import { join } from 'node:path';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { SYNC_QUEUE } from '@site/contracts/jobs';
import { contactInputSchema } from '@site/contracts/contact';
import { readableLogLine } from '@site/dev-stack/child-service';
import { startStack, type Stack } from '@site/dev-stack/stack';
import { until } from '@site/dev-stack/until';
import { PERIODIC_QUEUE } from '@site/contracts/queues';
import { type NewContact } from '../src/store/lead-store';
import { openSqliteStore } from '../src/store/sqlite-store';
import { anotherLeads } from './another-leads';
import { validContact } from './fixtures';

const SWEEP_MS = 500;
let stack: Stack;
let second: Awaited<ReturnType<typeof anotherLeads>>;
let connection: Redis;
const logs: string[] = [];
const sink = (name: string, line: string) => void (name === 'leads' && logs.push(readableLogLine(line)));

beforeAll(async () => {
  const env = { SWEEP_INTERVAL_MS: String(SWEEP_MS), LOG_LEVEL: 'info' };
  stack = await startStack({ odoo: false, env, sink });
  second = await anotherLeads(stack, env, sink);
  connection = new Redis(stack.redisUrl, { maxRetriesPerRequest: null });
}, 120_000);
afterAll(async () => {
  connection?.disconnect();
  await second?.service.stop();
  await stack?.stop();
});

it('when two instances run, then the sweep runs once per interval across both, not once per instance', async () => {
  const events = new QueueEvents(PERIODIC_QUEUE, { connection: { url: stack.redisUrl } });
  await events.waitUntilReady();
  const sweeps: string[] = [];
  events.on('completed', ({ jobId }) => void (jobId.startsWith('repeat:sweep:') && sweeps.push(jobId)));
  const windowMs = 6000;
  await new Promise((r) => setTimeout(r, windowMs));
  await events.close();
  // One per interval at most (two instances each sweeping on their own would make twice as many).
  expect(sweeps.length).toBeLessThanOrEqual(windowMs / SWEEP_MS + 1);
  expect(sweeps.length).toBeGreaterThanOrEqual(windowMs / SWEEP_MS / 2);
  expect(new Set(sweeps).size).toBe(sweeps.length);
});

it('when records wait in the outbox, then each is handed to the sync queue by exactly one sweep', async () => {
  // Records stored as a crash or a Redis outage leaves them: pending, not handed over.
  logs.length = 0; // before the first record: a sweep may take some while the rest are written
  const store = openSqliteStore(join(stack.dataDir, 'leads.sqlite'));
  const ids: string[] = [];
  for (let i = 0; i < 120; i++) {
    const input = contactInputSchema.parse({ ...validContact.api, name: `Outbox ${String.fromCharCode(65 + (i % 26))}`, message: `m${i}` });
    ids.push((await store.createContact(input as NewContact, { requestHash: `outbox-${i}` })).record.id);
  }
  await store.close();
  const queue = new Queue(SYNC_QUEUE, { connection });
  await until(async () => (await Promise.all(ids.map((id) => queue.getJob(id)))).every(Boolean), 'every record handed over', 20_000);
  // Give any second hand-over time to happen, then count what the sweeps said they handed over.
  await new Promise((r) => setTimeout(r, 4 * SWEEP_MS));
  const handed = logs.filter((l) => l.includes('sweeper queued pending records')).map((l) => Number(/count=(\d+)/.exec(l)?.[1] ?? 0));
  expect(handed.reduce((a, b) => a + b, 0)).toBe(ids.length);
  await queue.close();
});
