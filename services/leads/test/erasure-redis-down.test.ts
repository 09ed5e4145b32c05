// An erase while Redis is down: the store part is done, Odoo's part cannot be queued. The erasure must
// end "failed" with the reason (so staff can run it again), not stay "in progress" with no job behind it.
import { Queue } from 'bullmq';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pino } from 'pino';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { contactInputSchema } from '@site/contracts/contact';
import { SYNC_QUEUE } from '@site/contracts/jobs';
import { startRedis, type RedisProcess } from '@site/dev-stack/redis-server';
import { AuditLog } from '../src/privacy/audit';
import { ErasureService } from '../src/privacy/erasure';
import { producerConnection } from '../src/redis';
import { type NewContact } from '../src/store/lead-store';
import { openStore } from '../src/store/open-store';
import { validContact } from './fixtures';

const dir = mkdtempSync(join(tmpdir(), 'erasure-redis-down-'));
let redis: RedisProcess;
beforeAll(async () => {
  redis = await startRedis({ dir: join(dir, 'redis') });
}, 30_000);
afterAll(async () => {
  await redis.stop().catch(() => undefined);
  rmSync(dir, { recursive: true, force: true });
});

it('when Redis is down at the hand-over, then the erasure is marked failed with the reason, and a retry once Redis is back queues it', async () => {
  const store = await openStore({ dataDir: join(dir, 'data'), mongoUrl: undefined });
  const connection = producerConnection(redis.url);
  const queue = new Queue(SYNC_QUEUE, { connection });
  try {
    const { record } = await store.createContact(contactInputSchema.parse(validContact.api) as NewContact, { requestHash: 'r' });
    const erasures = new ErasureService({ store, queue, mail: null, audit: new AuditLog(store), log: pino({ level: 'silent' }) });
    await redis.stop();

    const erasure = await erasures.erase([{ kind: 'contact', record }], { reason: 'request', actor: 'admin' });
    expect(erasure.status).toBe('failed');
    expect(erasure.error).toMatch(/^Odoo's part could not be queued: /);
    expect(await store.getLead('contact', record.id)).toBeNull();
    expect((await store.privacy.getErasure(erasure.id))!.status).toBe('failed');

    await redis.restart();
    await queue.waitUntilReady();
    const again = await erasures.retry(erasure.id, 'admin');
    expect(again!.status).toBe('in-progress');
    expect((await queue.getJobs(['wait', 'delayed', 'prioritized'])).map((j) => j.data.requestId)).toEqual([erasure.id]);
  } finally {
    await queue.close();
    connection.disconnect();
    await store.close();
  }
}, 60_000);
