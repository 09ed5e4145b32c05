// The outbox hands a record to the sync queue under the job id of its revision, with the queue's retry
// policy and the removal of done jobs; the new submissions of a few milliseconds go in one round trip; requeue and
// reconcile look the job up by the same id. Real Redis, real SQLite file store.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Queue } from 'bullmq';
import { Redis } from 'ioredis';
import { pino } from 'pino';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { contactInputSchema } from '@site/contracts/contact';
import { SYNC_QUEUE, type SyncJob } from '@site/contracts/jobs';
import { startRedis, type RedisProcess } from '@site/dev-stack/redis-server';
import { type NewContact } from '../store/lead-store';
import { openSqliteStore, type SqliteStore } from '../store/sqlite-store';
import { SYNC_QUEUE_DEFAULTS } from '../server';
import { SyncOutbox } from './sync-outbox';

let dir: string;
let redis: RedisProcess;
let connection: Redis;
let queue: Queue<SyncJob>;
let store: SqliteStore;
let outbox: SyncOutbox;

beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), 'outbox-'));
  redis = await startRedis({ dir: join(dir, 'redis') });
  connection = new Redis(redis.url, { maxRetriesPerRequest: null });
  queue = new Queue<SyncJob>(SYNC_QUEUE, { connection, defaultJobOptions: SYNC_QUEUE_DEFAULTS });
  store = openSqliteStore(join(dir, 'leads.sqlite'));
  outbox = new SyncOutbox(store, queue, pino({ level: 'silent' }));
}, 30_000);
afterAll(async () => {
  await queue?.close();
  connection?.disconnect();
  await store?.close();
  await redis?.stop();
  rmSync(dir, { recursive: true, force: true });
});

const newContact = async (name: string, opts: { handedOver?: boolean } = {}) =>
  (
    await store.createContact(
      contactInputSchema.parse({ name, email: 'ada@example.ng', message: 'Hello there, we need help.' }) as NewContact,
      { requestHash: 'h', ...opts },
    )
  ).record;

describe('sync outbox', () => {
  it("when a record is handed over, then its job has the id of its revision, the queue's retries and is removed once done", async () => {
    const record = await newContact('Revision Zero');
    expect(await outbox.enqueue({ kind: 'contact', record })).toBe(true);
    const job = await queue.getJob(record.id);
    expect(job?.opts).toMatchObject({
      attempts: 14,
      backoff: { type: 'exponential', delay: 2000 },
      removeOnComplete: true,
      removeOnFail: true,
    });

    const changed = { ...record, revision: 2 };
    expect(await outbox.enqueue({ kind: 'contact', record: changed })).toBe(true);
    expect((await queue.getJob(`${record.id}-r2`))?.data.record.revision).toBe(2);
    expect((await queue.getJob(record.id))?.data.record.revision).toBe(0); // the first job is a job of its own
  });

  it('when a record is re-queued, then the job of its revision is replaced', async () => {
    const record = { ...(await newContact('Requeued')), revision: 1 };
    await outbox.enqueue({ kind: 'contact', record });
    const first = await queue.getJob(`${record.id}-r1`);
    await new Promise((r) => setTimeout(r, 5));
    expect(await outbox.requeue({ kind: 'contact', record })).toBe(true);
    const again = await queue.getJob(`${record.id}-r1`);
    expect(again?.timestamp).toBeGreaterThan(first!.timestamp);
  });

  it("when a pending record's job of its revision is gone, then the reconciler puts it back in the outbox; a waiting one is left", async () => {
    const kept = await newContact('Kept');
    const lost = await newContact('Lost');
    await outbox.enqueue({ kind: 'contact', record: kept });
    await outbox.enqueue({ kind: 'contact', record: lost });
    await (await queue.getJob(lost.id))!.remove(); // done and removed, its result never arrived
    expect(await outbox.reconcile(-60_000)).toBeGreaterThanOrEqual(1);
    const unqueued = (await store.listUnqueued(50)).map((r) => r.record.id);
    expect(unqueued).toContain(lost.id);
    expect(unqueued).not.toContain(kept.id);
  });

  it('when new submissions are handed over together, then one round trip queues each under its own job', async () => {
    const records = await Promise.all(['One', 'Two', 'Three'].map((name) => newContact(name, { handedOver: true })));
    const addBulk = vi.spyOn(queue, 'addBulk');
    const handed = await Promise.all(records.map((record) => outbox.enqueue({ kind: 'contact', record }, { handedOver: true })));
    expect(handed).toEqual([true, true, true]);
    expect(addBulk).toHaveBeenCalledTimes(1);
    addBulk.mockRestore();
    for (const record of records) expect((await queue.getJob(record.id))?.opts).toMatchObject({ attempts: 14, removeOnComplete: true });
    const unqueued = (await store.listUnqueued(50)).map((r) => r.record.id);
    for (const record of records) expect(unqueued).not.toContain(record.id);
  });

  it('when Redis refuses the new submissions handed over together, then every one of them goes back to the outbox', async () => {
    const down = new Redis(redis.url, { enableOfflineQueue: false, maxRetriesPerRequest: 1 });
    const downQueue = new Queue<SyncJob>(SYNC_QUEUE, { connection: down, defaultJobOptions: SYNC_QUEUE_DEFAULTS });
    await downQueue.waitUntilReady();
    down.disconnect(); // as when Redis goes away: commands fail at once
    const refused = new SyncOutbox(store, downQueue, pino({ level: 'silent' }));
    const records = await Promise.all(['Four', 'Five'].map((name) => newContact(name, { handedOver: true })));
    const handed = await Promise.all(records.map((record) => refused.enqueue({ kind: 'contact', record }, { handedOver: true })));
    expect(handed).toEqual([false, false]);
    const unqueued = (await store.listUnqueued(50)).map((r) => r.record.id);
    for (const record of records) expect(unqueued).toContain(record.id);
    await downQueue.close().catch(() => undefined);
  });

  it('when the outbox stops while new records gather for their hand-over, then they are handed over before it returns', async () => {
    const record = await newContact('Last One In', { handedOver: true });
    const handed = outbox.enqueue({ kind: 'contact', record }, { handedOver: true });
    await outbox.stop();
    expect(await queue.getJob(record.id)).toBeDefined();
    expect(await handed).toBe(true);
  });
});
