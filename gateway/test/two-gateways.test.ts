// Two gateways on one Redis in front of one leads service, as a scaled-out site runs: a client has one
// budget whichever gateway serves it (forms, log-in), each client behind the trusted proxy its own, and a
// staff user's live streams are capped across both, a crashed gateway's places lapsing by themselves.
// While the leads service restarts, a staff request is 503, never the 401 that would sign a dashboard out.
// With Redis gone, forms are still taken and log-in is still throttled, per gateway.
import { join } from 'node:path';
import { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ApiClient, openEventStream } from '@site/dev-stack/api-client';
import { inheritedEnv } from '@site/dev-stack/child-service';
import { freePort } from '@site/dev-stack/free-port';
import { REPO_ROOT, startStack, type Stack } from '@site/dev-stack/stack';
import { gatewayService } from '@site/dev-stack/stack-services';
import { until } from '@site/dev-stack/until';
import { STREAM_TTL_MS } from '../src/live-streams';

const LIMITS = {
  RATE_LIMIT_PUBLIC_PER_MINUTE: '30',
  RATE_LIMIT_LOGIN_PER_15_MIN: '10',
  LIVE_STREAMS_PER_USER: '2',
  TRUST_PROXY: '127.0.0.1',
};
let stack: Stack;
let second: { url: string; service: Awaited<ReturnType<typeof gatewayService>> };

beforeAll(async () => {
  stack = await startStack({ odoo: false, env: { ...LIMITS, LOG_LEVEL: 'warn' } });
  const port = await freePort();
  const service = gatewayService(
    {
      base: {
        ...inheritedEnv(),
        ...LIMITS,
        NODE_ENV: 'production',
        LOG_LEVEL: 'warn',
        REDIS_URL: stack.redisUrl,
        INTERNAL_TOKEN: stack.internalToken,
        SITE_DIR: join(REPO_ROOT, 'frontend/dist'),
      },
      dataDir: stack.dataDir,
      sink: () => undefined,
      compiledDir: process.env.STACK_COMPILED_DIR,
    },
    { port, leadsUrl: stack.leadsUrl },
  );
  await service.start();
  second = { url: `http://127.0.0.1:${port}`, service };
}, 120_000);
afterAll(async () => {
  await second?.service.stop();
  await stack?.stop();
});

const gateways = () => [stack.url, second.url];
const contact = (i: number) => ({
  name: `Shared Budget ${String.fromCharCode(65 + (i % 26))}`,
  email: 'budget@example.ng',
  message: 'Hello',
});

/** Sends `count` requests alternating the two gateways, one after the other; their statuses. */
async function alternate(count: number, send: (gateway: string, i: number) => Promise<Response>) {
  const statuses: number[] = [];
  for (let i = 0; i < count; i++) {
    const res = await send(gateways()[i % 2]!, i);
    await res.body?.cancel();
    statuses.push(res.status);
  }
  return statuses;
}

const postJson = (url: string, body: unknown, headers: Record<string, string> = {}) =>
  fetch(url, { method: 'POST', headers: { 'content-type': 'application/json', ...headers }, body: JSON.stringify(body) });

describe('one budget per client, whichever gateway', () => {
  it('when one client sends 40 contacts alternating gateways, then at most 30 are accepted and the rest are 429 with Retry-After', async () => {
    const client = { 'x-forwarded-for': '203.0.113.10' };
    const statuses = await alternate(40, (gateway, i) => postJson(`${gateway}/api/contact`, contact(i), client));
    expect(statuses.filter((s) => s === 201)).toHaveLength(30);
    expect(statuses.slice(30)).toEqual(Array(10).fill(429));
    const refused = await postJson(`${second.url}/api/contact`, contact(41), client);
    expect(refused.headers.get('retry-after')).toMatch(/^\d+$/);
    // Another client behind the same proxy keeps its own budget.
    const other = await alternate(4, (gateway, i) => postJson(`${gateway}/api/contact`, contact(i), { 'x-forwarded-for': '203.0.113.11' }));
    expect(other).toEqual([201, 201, 201, 201]);
  });

  it('when one client tries 12 wrong log-ins alternating gateways, then the attempts past 10 are 429', async () => {
    const statuses = await alternate(12, (gateway) =>
      postJson(
        `${gateway}/api/auth/login`,
        { username: 'admin', password: 'not the password at all' },
        { 'x-forwarded-for': '203.0.113.20' },
      ),
    );
    expect(statuses.slice(0, 10)).toEqual(Array(10).fill(401));
    expect(statuses.slice(10)).toEqual([429, 429]);
  });

  it('when clients are counted, then Redis holds their counts but not their addresses', async () => {
    const redis = new Redis(stack.redisUrl);
    try {
      const keys = await redis.keys('gateway:limit*');
      expect(keys.length).toBeGreaterThan(0);
      expect(keys.filter((k) => /203\.0\.113\.|127\.0\.0\.1/.test(k))).toEqual([]);
    } finally {
      redis.disconnect();
    }
  });
});

describe('live streams per staff user, across gateways', () => {
  it('when a user holds the cap on the two gateways, then a third stream is refused on either, and a crashed gateway gives its places back by itself', async () => {
    const staff = new ApiClient(stack.url);
    await staff.login(stack.adminUsername, stack.adminPassword);
    const open = (gateway: string) => openEventStream(`${gateway}/api/events`, { cookie: staff.cookie! });
    /** A stream on the first gateway, as soon as the user has a place for one. */
    const openWhenFree = (what: string, ms: number) =>
      until(
        async () => {
          const s = await open(stack.url);
          if (s.status === 200) return s;
          await s.close();
          return null;
        },
        what,
        ms,
      );
    const [a, b] = [await open(stack.url), await open(second.url)];
    expect([a.status, b.status]).toEqual([200, 200]);
    for (const gateway of gateways()) {
      const third = await open(gateway);
      expect(third.status).toBe(429);
      await third.close();
    }
    // Closing one frees its place at once.
    await a.close();
    const again = await openWhenFree('a place once a stream closed', 5000);
    // The second gateway dies with its stream open: nobody gives that place back, it lapses.
    await second.service.kill();
    await b.close();
    const started = Date.now();
    const after = await openWhenFree("a place once the crashed gateway's lapsed", STREAM_TTL_MS + 10_000);
    expect(Date.now() - started).toBeLessThan(STREAM_TTL_MS + 10_000);
    await Promise.all([again.close(), after.close()]);
    await second.service.start();
  }, 90_000);
});

describe('the leads service restarting', () => {
  it('when the session cannot be checked, then a staff request is 503 (try again), not 401 (signed out), on either gateway', async () => {
    const staff = new ApiClient(stack.url);
    await staff.login(stack.adminUsername, stack.adminPassword);
    await stack.services.leads!.stop();
    try {
      for (const gateway of gateways()) {
        const res = await fetch(`${gateway}/api/contacts`, { headers: { cookie: staff.cookie! } });
        expect(res.status, gateway).toBe(503);
        expect(await res.json()).toMatchObject({ success: false, error: 'unavailable' });
      }
    } finally {
      await stack.services.leads!.start();
    }
    expect((await staff.get('/api/contacts')).status).toBe(200);
    // Without a session it stays 401.
    expect((await fetch(`${second.url}/api/contacts`)).status).toBe(401);
  }, 60_000);
});

describe('Redis gone', () => {
  it('when Redis is down, then forms are still accepted and log-in is still throttled, per gateway', async () => {
    await stack.redis!.kill();
    const client = { 'x-forwarded-for': '203.0.113.30' };
    for (const gateway of gateways()) {
      const res = await postJson(`${gateway}/api/contact`, contact(1), client);
      expect(res.status, await res.text()).toBe(201);
    }
    const statuses: number[] = [];
    for (let i = 0; i < 11; i++) {
      const res = await postJson(
        `${stack.url}/api/auth/login`,
        { username: 'admin', password: 'not the password at all' },
        { 'x-forwarded-for': '203.0.113.31' },
      );
      statuses.push(res.status);
    }
    expect(statuses.at(-1)).toBe(429);
    expect(statuses.filter((s) => s === 429)).toHaveLength(1);
  }, 60_000);
});
