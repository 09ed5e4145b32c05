// The gateway's own calls to the leads service (the session check, the queue board's audit, the metrics
// scrape, readiness) read or cancel every answer's body. undici gives a connection back to its pool only once the
// body is consumed; a body larger than its first read (an error page of a proxy in front, a verbose
// refusal) left unread keeps one connection per call until garbage collection. The leads service's own
// refusals are small, so behind the gateway stands an HTTP server that answers as it does, padded:
// the gateway itself is the real one, with a real Redis for its queue board. Each case has a server of
// its own, so undici's pool for it holds nothing from another case.
import { mkdtempSync } from 'node:fs';
import { createServer, type ServerResponse } from 'node:http';
import { type AddressInfo, type Socket } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pino } from 'pino';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { SYNC_QUEUE } from '@site/contracts/jobs';
import { startRedis, type RedisProcess } from '@site/dev-stack/redis-server';
import { until } from '@site/dev-stack/until';
import { buildGateway } from '../src/app';
import { loadGatewayConfig } from '../src/config';

const INTERNAL_TOKEN = 'upstream-connections-internal-token';
const METRICS_TOKEN = 'upstream-connections-metrics-token';
const OPERATOR = { id: 'op-1', username: 'operator', canOperateQueues: true };
const PADDING = 'x'.repeat(64 * 1024);
const CALLS = 30;

const tmp = mkdtempSync(join(tmpdir(), 'upstream-connections-'));
let redis: RedisProcess;
const cleanups: (() => Promise<unknown>)[] = [];

beforeAll(async () => {
  redis = await startRedis({ dir: join(tmp, 'redis') });
}, 60_000);
afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
});
afterAll(async () => redis?.stop());

const answer = (res: ServerResponse, status: number, body: object) =>
  res.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify({ ...body, padding: PADDING }));

/** A stand-in for the leads service that answers as it does, padded, and the gateway in front of it. */
async function gatewayInFront() {
  const open = new Set<Socket>();
  const upstream = createServer((req, res) => {
    if (req.url === '/auth/me')
      return req.headers.cookie === 'sid=operator'
        ? answer(res, 200, { success: true, user: OPERATOR })
        : answer(res, 401, { success: false });
    if (req.url === '/admin/audit/queue-board') return answer(res, 200, { success: true });
    if (req.url === '/metrics') return answer(res, 503, { success: false, error: 'unavailable' });
    // What the balancer answers when no leads service is up: its own page, not JSON.
    if (req.url === '/ready')
      return res
        .writeHead(503, { 'content-type': 'text/html' })
        .end(`<html><body><h1>503 Service Unavailable</h1>${PADDING}</body></html>`);
    answer(res, 404, { success: false });
  });
  upstream.on('connection', (socket: Socket) => {
    open.add(socket);
    socket.once('close', () => open.delete(socket));
  });
  await new Promise<void>((resolve) => upstream.listen(0, '127.0.0.1', resolve));
  const upstreamUrl = `http://127.0.0.1:${(upstream.address() as AddressInfo).port}`;
  cleanups.push(async () => {
    upstream.closeAllConnections();
    await new Promise((resolve) => upstream.close(resolve));
  });
  const config = loadGatewayConfig({
    INTERNAL_TOKEN,
    METRICS_TOKEN,
    LEADS_URL: upstreamUrl,
    REDIS_URL: redis.url,
    // No site: these cases need none, and reading a built site takes the gateway a while.
    SITE_DIR: join(tmp, 'no-site'),
  });
  const gateway = await buildGateway(config, pino({ level: 'silent' }));
  cleanups.push(() => gateway.close());
  /** After `calls`, once the connections closed on purpose are gone: how many are still open. */
  const leftOpenAfter = async (calls: () => Promise<void>) => {
    await calls();
    await until(() => open.size <= 2, 'connections to settle', 2_000).catch(() => undefined);
    return open.size;
  };
  return { gateway, upstreamUrl, leftOpenAfter };
}

/** Each call site, through the request that makes the gateway call the leads service, CALLS times. */
const CASES = [
  {
    what: 'many requests carry a session the leads service refuses',
    request: (i: number) => ({ method: 'GET' as const, url: '/api/contacts', headers: { cookie: `sid=refused-${i}` } }),
    status: 401,
  },
  {
    what: 'an operator changes the queue board many times (each change audited first)',
    request: (i: number) => ({
      method: 'PUT' as const,
      url: `/admin/queues/api/queues/${SYNC_QUEUE}/${i % 2 ? 'resume' : 'pause'}`,
      headers: { cookie: 'sid=operator' },
    }),
    status: 200,
  },
  {
    what: '/metrics is scraped while the leads service refuses',
    request: () => ({ method: 'GET' as const, url: '/metrics', headers: { authorization: `Bearer ${METRICS_TOKEN}` } }),
    status: 200,
  },
  {
    what: '/api/ready is asked while no leads service is up (the balancer answers its own page)',
    request: () => ({ method: 'GET' as const, url: '/api/ready' }),
    status: 503,
  },
];

describe('the gateway and its upstream connections', () => {
  it.each(CASES.map((c) => [c.what, c] as const))('when %s, then no connection is left behind', async (_what, { request, status }) => {
    const { gateway, leftOpenAfter } = await gatewayInFront();
    const open = await leftOpenAfter(async () => {
      for (let i = 0; i < CALLS; i++) expect((await gateway.inject(request(i))).statusCode).toBe(status);
    });
    expect(open).toBeLessThanOrEqual(2);
  });

  it('when no leads service is up (the balancer answers its own page), then /api/ready says not ready, as JSON', async () => {
    const { gateway } = await gatewayInFront();
    const res = await gateway.inject({ method: 'GET', url: '/api/ready' });
    expect(res.statusCode).toBe(503);
    expect(res.json()).toEqual({ ready: false, checks: {} });
    expect(res.headers['cache-control']).toBe('no-store');
  });

  it('when the same answers are left unread, then each holds a connection of its own (what the cases above would see)', async () => {
    const { upstreamUrl, leftOpenAfter } = await gatewayInFront();
    const open = await leftOpenAfter(async () => {
      for (let i = 0; i < CALLS; i++) expect((await fetch(`${upstreamUrl}/auth/me`)).status).toBe(401);
    });
    expect(open).toBeGreaterThan(CALLS / 2);
  });
});
