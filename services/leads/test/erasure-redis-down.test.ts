// An erase while Redis is down: the store part is done, Odoo's part cannot be queued. The erasure must
// end "failed" with the reason (so staff can run it again), not stay "in progress" with no job behind it.
import { Queue } from 'bullmq';
import { systemClock } from '@site/lagos-time/clock';
import { once } from 'node:events';
import { join } from 'node:path';
import { pino } from 'pino';
import { expect, it } from 'vitest';
import { contactInputSchema } from '@site/contracts/contact';
import { SYNC_QUEUE } from '@site/contracts/jobs';
import { AuditLog } from '../src/privacy/audit';
import { ErasureService } from '../src/privacy/erasure';
import { producerConnection } from '../src/redis';
import { type NewContact } from '../src/store/lead-store';
import { openStore } from '../src/store/open-store';
import { validContact } from './fixtures';
import { ownRedis } from './own-redis';

const { dir, redis } = ownRedis('erasure-redis-down');

it('when Redis is down at the hand-over, then the erasure is marked failed with the reason, and a retry once Redis is back queues it', async () => {
  const store = await openStore({ dataDir: join(dir, 'data'), mongoUrl: undefined });
  const connection = producerConnection(redis().url);
  const queue = new Queue(SYNC_QUEUE, { connection });
  try {
    const { record } = await store.createContact(contactInputSchema.parse(validContact.api) as NewContact, { requestHash: 'r' });
    const erasures = new ErasureService({
      store,
      queue,
      mail: null,
      audit: new AuditLog(store, Buffer.from('test audit key')),
      log: pino({ level: 'silent' }),
      clock: systemClock,
      ledger: null,
      erased: null,
    });
    // The service's queues started long before an outage (a queue whose first start Redis cut short is
    // another failure, which readiness reports: queue-start.test.ts).
    await queue.waitUntilReady();
    await redis().stop();

    const erasure = await erasures.erase([{ kind: 'contact', record }], { reason: 'request', actor: 'admin' });
    expect(erasure.status).toBe('failed');
    expect(erasure.error).toMatch(/^Odoo's part could not be queued: /);
    expect(await store.getLead('contact', record.id)).toBeNull();
    expect((await store.privacy.getErasure(erasure.id))!.status).toBe('failed');

    await redis().restart();
    // Staff retry once Redis is back: wait for the producer connection's own reconnect (the queue's
    // waitUntilReady only answers for its first start).
    if (connection.status !== 'ready') await once(connection, 'ready');
    const again = await erasures.retry(erasure.id, 'admin');
    expect({ status: again!.status, error: again!.error }).toEqual({ status: 'in-progress', error: null });
    expect((await queue.getJobs(['wait', 'delayed', 'prioritized'])).map((j) => j.data.requestId)).toEqual([erasure.id]);
  } finally {
    await queue.close();
    connection.disconnect();
    await store.close();
  }
}, 60_000);
