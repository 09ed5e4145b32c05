// Two leads services on one Redis and one SQLite file, as a scaled-out host runs them. Live events go
// through one Redis Stream: a dashboard on either instance sees every change whichever instance made it,
// each event carries an `id:`, and a dashboard that reconnects with Last-Event-ID gets what it missed, or is
// told to refetch. Submissions to both at once all succeed (no SQLITE_BUSY) and each is stored once.
import { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { INTERNAL_TOKEN_HEADER } from '@site/contracts/api';
import { ApiClient, type EventStream, openEventStream } from '@site/dev-stack/api-client';
import { startStack, type Stack } from '@site/dev-stack/stack';
import { until } from '@site/dev-stack/until';
import { LIVE_STREAM_KEY } from '../src/sync/live-events';
import { anotherLeads } from './another-leads';
import { validContact } from './fixtures';

let stack: Stack;
let second: Awaited<ReturnType<typeof anotherLeads>>;
let staff: ApiClient;
let redis: Redis;

beforeAll(async () => {
  stack = await startStack({ odoo: false, env: { LOG_LEVEL: 'warn' } });
  second = await anotherLeads(stack);
  staff = new ApiClient(stack.url);
  await staff.login(stack.adminUsername, stack.adminPassword);
  redis = new Redis(stack.redisUrl);
}, 120_000);
afterAll(async () => {
  redis?.disconnect();
  await second?.service.stop();
  await stack?.stop();
});

/** A staff stream straight from one leads instance (as a gateway proxies it), from `lastEventId` when given. */
function streamFrom(leadsUrl: string, headers: Record<string, string> = {}) {
  return openEventStream(`${leadsUrl}/events`, { cookie: staff.cookie!, [INTERNAL_TOKEN_HEADER]: stack.internalToken, ...headers });
}

/** Submits a contact through the gateway (to the first instance) and returns its id. */
async function submit(name: string, email: string = validContact.api.email) {
  const res = await new ApiClient(stack.url).post<{ id: string }>('/api/contact', { ...validContact.api, name, email });
  expect(res.status).toBe(201);
  return res.body.id;
}

const about = (stream: EventStream, ids: string[]) => stream.events.filter((e) => ids.includes((e.data as { id?: string }).id ?? ''));

describe('two leads instances on one Redis', () => {
  it('when the first instance stores a lead, then a dashboard on the second hears record.changed with the record and an id', async () => {
    const stream = await streamFrom(second.url);
    expect(stream.status).toBe(200);
    await until(() => stream.lastId() !== undefined, 'the stream says where it starts', 5000);
    const id = await submit('Across Instances');
    const [heard] = await until(() => about(stream, [id]).length > 0 && about(stream, [id]), 'the event on the other instance', 10_000);
    expect(heard!.event).toBe('record.changed');
    expect(heard!.data).toMatchObject({ type: 'record.changed', kind: 'contact', id, record: { id, name: 'Across Instances' } });
    expect(heard!.id).toMatch(/^\d+-\d+$/);
    // Redis holds ids only: nothing a visitor typed.
    const entries = await redis.xrange(LIVE_STREAM_KEY, heard!.id!, heard!.id!);
    expect(entries[0]![1].join(' ')).not.toContain('Across');
    await stream.close();
  });

  it('when a record is erased through one instance, then a dashboard on the other drops it (record.erased)', async () => {
    const id = await submit('Erased Across', 'erased-across@example.ng');
    const stream = await streamFrom(second.url);
    await until(() => stream.lastId() !== undefined, 'the stream says where it starts', 5000);
    const res = await staff.post('/api/admin/people/erase', { email: 'erased-across@example.ng', recordIds: [id] });
    expect(res.status).toBe(202);
    await until(
      () => stream.events.some((e) => e.event === 'record.erased' && (e.data as { id: string }).id === id),
      'record.erased on the other instance',
      10_000,
    );
    await stream.close();
  });
});

describe('reconnecting with Last-Event-ID', () => {
  it('when a dashboard reconnects to the other instance with its last id, then it gets exactly the events it missed, in order', async () => {
    const first = await streamFrom(stack.leadsUrl);
    await until(() => first.lastId() !== undefined, 'the stream says where it starts', 5000);
    const seen = await submit('Before The Gap');
    await until(() => about(first, [seen]).length > 0, 'the first event', 10_000);
    const lastId = first.lastId()!;
    await first.close();
    const missed = [await submit('Missed One'), await submit('Missed Two'), await submit('Missed Three')];
    const again = await streamFrom(second.url, { 'last-event-id': lastId });
    await until(() => about(again, missed).length === 3, 'the three missed events', 10_000);
    const replayed = again.events.filter((e) => e.event === 'record.changed');
    expect(replayed.map((e) => (e.data as { id: string }).id)).toEqual(missed);
    expect(about(again, [seen])).toEqual([]);
    expect(again.events.some((e) => e.event === 'refetch')).toBe(false);
    // A new stream may say where it left off in the query instead (the dashboard does, when it opens one itself).
    const byQuery = await openEventStream(`${second.url}/events?lastEventId=${encodeURIComponent(lastId)}`, {
      cookie: staff.cookie!,
      [INTERNAL_TOKEN_HEADER]: stack.internalToken,
    });
    await until(() => about(byQuery, missed).length === 3, 'the missed events, by the query', 10_000);
    await Promise.all([again.close(), byQuery.close()]);
  });

  it('when the last id is unknown, malformed, or older than what the stream keeps, then the dashboard is told to refetch', async () => {
    const last = (await redis.xrevrange(LIVE_STREAM_KEY, '+', '-', 'COUNT', 1))[0]![0];
    const [ms] = last.split('-');
    for (const lastEventId of [`${BigInt(ms!) + 10_000_000n}-0`, 'not-an-id']) {
      const stream = await streamFrom(second.url, { 'last-event-id': lastEventId });
      await until(() => stream.events.some((e) => e.event === 'refetch'), `refetch for ${lastEventId}`, 5000);
      expect(stream.events[0]).toMatchObject({ event: 'refetch', data: { type: 'refetch' } });
      await stream.close();
    }
    // Events after this id are trimmed away (as MAXLEN does with a dashboard away for long).
    const id = await submit('Trimmed Away');
    // Published after the answer: wait until the stream holds it.
    await until(
      async () => (await redis.xrevrange(LIVE_STREAM_KEY, '+', '-', 'COUNT', 20)).some(([, fields]) => fields.includes(id)),
      'published',
      5000,
    );
    await redis.xtrim(LIVE_STREAM_KEY, 'MAXLEN', 0);
    const stream = await streamFrom(stack.leadsUrl, { 'last-event-id': last });
    await until(() => stream.events.some((e) => e.event === 'refetch'), 'refetch after the trim', 5000);
    expect(about(stream, [id])).toEqual([]);
    // The stream goes on live after the refetch.
    const next = await submit('After The Refetch');
    await until(() => about(stream, [next]).length === 1, 'the next event, live', 10_000);
    await stream.close();
  });
});

describe('one SQLite file, two processes', () => {
  it('when both instances take submissions at once, then every one is stored (201, no SQLITE_BUSY) exactly once', async () => {
    const marker = `Concurrent${Date.now()}`;
    const post = (url: string, i: number) =>
      fetch(`${url}/contact`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', [INTERNAL_TOKEN_HEADER]: stack.internalToken },
        body: JSON.stringify({ ...validContact.api, name: `${marker} ${String.fromCharCode(65 + (i % 26))}`, message: `n${i}` }),
      }).then((res) => res.status);
    // 8 rounds of 40 at once, each round split between the two processes.
    const statuses: number[] = [];
    for (let round = 0; round < 8; round++)
      statuses.push(
        ...(await Promise.all(Array.from({ length: 40 }, (_, i) => post(i % 2 ? second.url : stack.leadsUrl, round * 40 + i)))),
      );
    expect(statuses.filter((s) => s !== 201)).toEqual([]);
    const stored = (await staff.contacts()).body.filter((r) => r.name.startsWith(marker));
    expect(stored).toHaveLength(320);
    expect(new Set(stored.map((r) => r.message)).size).toBe(320);
  });
});
