// The queue board shows every queue the product has (the one list in @site/contracts/queues), and
// without REDIS_URL its address says why it cannot, with a 503, instead of being a 404. A stack of its
// own with the sync worker (whose queues the shared stack lacks), and for the second case a gateway of
// this test's own in front of the same leads service.
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Redis } from 'ioredis';
import { pino } from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { QUEUES } from '@site/contracts/queues';
import { type ContactRecord } from '@site/contracts/records';
import { STAFF_HOME_PATH } from '@site/contracts/staff-return-path';
import { ApiClient } from '@site/dev-stack/api-client';
import { startStack, type Stack } from '@site/dev-stack/stack';
import { until } from '@site/dev-stack/until';
import { buildGateway } from '../src/app';
import { loadGatewayConfig } from '../src/config';

let stack: Stack;
let operator: ApiClient;

beforeAll(async () => {
  stack = await startStack();
  operator = new ApiClient(stack.url);
  await operator.login(stack.adminUsername, stack.adminPassword);
});
afterAll(async () => stack?.stop());

/** The queues that exist in Redis: BullMQ keys are `bull:<queue>:<part>`. */
async function queuesInRedis(): Promise<Set<string>> {
  const redis = new Redis(stack.redisUrl, { lazyConnect: true });
  await redis.connect();
  try {
    const names = new Set<string>();
    let cursor = '0';
    do {
      const [next, keys] = await redis.scan(cursor, 'MATCH', 'bull:*', 'COUNT', 1000);
      for (const key of keys) names.add(key.split(':')[1]!);
      cursor = next;
    } while (cursor !== '0');
    return names;
  } finally {
    redis.disconnect();
  }
}

describe('the queue board', () => {
  it('when an operator opens it, then it lists every queue of the product, and no queue in Redis is missing from that list', async () => {
    const board = await operator.get<{ queues: { name: string }[] }>('/admin/queues/api/queues');
    expect(board.status).toBe(200);
    expect(board.body.queues.map((q) => q.name).sort()).toEqual([...QUEUES].sort());
    // A lead goes through the sync and results queues; the schedulers made theirs at start.
    const email = `queue-board-${Date.now()}@example.ng`;
    expect((await operator.post('/api/contact', { name: 'Queue Board', email, message: 'Listed everywhere?' })).status).toBe(201);
    await until(async () => {
      const list = await operator.get<{ items: ContactRecord[] }>(`/api/contacts?q=${encodeURIComponent(email)}`);
      return list.body.items.some((r) => r.syncStatus === 'synced');
    }, 'the lead to be synced');
    const inRedis = await queuesInRedis();
    expect(inRedis.size).toBeGreaterThanOrEqual(3);
    expect([...inRedis].filter((name) => !(QUEUES as readonly string[]).includes(name))).toEqual([]);
  });

  describe('without REDIS_URL', () => {
    let gateway: Awaited<ReturnType<typeof buildGateway>>;
    beforeAll(async () => {
      const config = loadGatewayConfig({
        INTERNAL_TOKEN: stack.internalToken,
        LEADS_URL: stack.leadsUrl,
        SITE_DIR: join(mkdtempSync(join(tmpdir(), 'queue-board-')), 'no-site'),
      });
      expect(config.redisUrl).toBeUndefined();
      gateway = await buildGateway(config, pino({ level: 'silent' }));
    });
    afterAll(async () => gateway?.close());

    it('when staff open the board, then it answers 503 and says the board needs Redis; its API answers the same in JSON', async () => {
      const page = await gateway.inject({ method: 'GET', url: '/admin/queues', headers: { cookie: operator.cookie! } });
      expect(page.statusCode).toBe(503);
      expect(page.headers['content-type']).toMatch(/text\/html/);
      expect(page.body).toContain('The queue board needs Redis: set REDIS_URL');
      expect(page.headers['cache-control']).toBe('no-store');
      const api = await gateway.inject({ method: 'GET', url: '/admin/queues/api/queues', headers: { cookie: operator.cookie! } });
      expect(api.statusCode).toBe(503);
      expect(api.json()).toMatchObject({ success: false, error: 'unavailable' });
    });

    it('when a visitor without a session opens it, then the board says nothing and sends them to sign in', async () => {
      const res = await gateway.inject({ method: 'GET', url: '/admin/queues/whatever' });
      expect(res.statusCode).toBe(302);
      expect(res.headers.location).toBe(STAFF_HOME_PATH);
    });
  });
});
