// A dashboard's stream on this instance's live feed, over a real HTTP response and a real Redis Stream:
// a stream the service ends while the events it missed are still being read from Redis gets nothing
// more after its end (a write after the end is an error on the response, uncaught in the service).
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer, type Server, type ServerResponse } from 'node:http';
import { type AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Redis } from 'ioredis';
import { pino } from 'pino';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { startRedis, type RedisProcess } from '@site/dev-stack/redis-server';
import { openSqliteStore, type SqliteStore } from '../store/sqlite-store';
import { LIVE_STREAM_KEY } from './live-events';
import { LiveFeed } from './live-feed';

let dir: string;
let redis: RedisProcess;
let reader: Redis;
let producer: Redis;
let store: SqliteStore;

beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), 'live-feed-'));
  redis = await startRedis({ dir: join(dir, 'redis') });
  reader = new Redis(redis.url, { maxRetriesPerRequest: 1 });
  producer = new Redis(redis.url, { maxRetriesPerRequest: 1 });
  store = openSqliteStore(join(dir, 'leads.sqlite'));
}, 30_000);
afterAll(async () => {
  producer?.disconnect();
  reader?.disconnect();
  await store?.close();
  await redis?.stop();
  rmSync(dir, { recursive: true, force: true });
});

/** A comment line as long as a slow client's buffers: the response cannot finish until the client reads. */
const BACKLOG = `: ${'x'.repeat(16 * 1024 * 1024)}\n\n`;

/**
 * A server whose one request is handed to `serve` once the response holds more than the client has read
 * (a slow dashboard: the end of its stream stays unsent a while), and what the client read afterwards.
 */
async function slowStream(serve: (res: ServerResponse) => Promise<void>) {
  let served: Promise<void> | undefined;
  const errors: Error[] = [];
  const server: Server = createServer((_req, res) => {
    // Node emits a write after the end as an 'error' on the response; collected here instead of thrown.
    res.on('error', (err) => errors.push(err));
    res.writeHead(200, { 'content-type': 'text/event-stream' });
    res.write(BACKLOG);
    served = serve(res);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const res = await fetch(`http://127.0.0.1:${(server.address() as AddressInfo).port}/`);
  await served;
  const body = await res.text();
  await new Promise((resolve) => server.close(resolve));
  return { body: body.slice(BACKLOG.length), errors };
}

it('when the service ends the streams while a reconnecting one is being replayed, then that stream just ends: nothing is written after its end', async () => {
  await producer.xadd(LIVE_STREAM_KEY, '*', 'type', 'changed', 'kind', 'contact', 'id', 'no-such-record');
  const feed = new LiveFeed({ reader, redis: producer, store, log: pino({ level: 'silent' }) });
  await feed.start();
  const { body, errors } = await slowStream(async (res) => {
    // The replay asks Redis first; the close begins before Redis answers.
    const opening = feed.open(res, '0-1');
    expect(feed.endAll()).toBe(1);
    await opening;
  });
  await feed.close();
  expect(errors).toEqual([]);
  expect(body).toBe('retry: 3000\n\n');
});
