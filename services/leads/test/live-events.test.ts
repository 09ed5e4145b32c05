// Staff dashboards hear about changes over Server-Sent Events through the gateway.
import { beforeAll, expect, it } from 'vitest';
import { ApiClient, readEvents } from '@site/dev-stack/api-client';
import { sharedStack } from '@site/dev-stack/shared-stack';
import { until } from '@site/dev-stack/until';
import { validContact } from './fixtures';

const stack = sharedStack();
let staff: ApiClient;
let cookie: string;

beforeAll(async () => {
  staff = new ApiClient(stack.url);
  const res = await staff.login(stack.adminUsername, stack.adminPassword);
  cookie = res.headers.get('set-cookie')!.split(';')[0]!;
});

/**
 * The record.changed events about `ids` (the records `during` makes), once `count` of them arrived. Other
 * test files share this stack, so their events are passed over.
 */
async function collectEvents(count: number, ids: string[], during: () => Promise<void>) {
  const ctrl = new AbortController();
  const res = await fetch(`${stack.url}/api/events`, { headers: { cookie, accept: 'text/event-stream' }, signal: ctrl.signal });
  expect(res.status).toBe(200);
  expect(res.headers.get('content-type')).toMatch(/^text\/event-stream/);
  const events: { type: string; kind: string; id: string; record: { id: string; name: string } }[] = [];
  const reading = readEvents(res.body!, (event, data) => void (event === 'record.changed' && events.push(data as (typeof events)[number])));
  await new Promise((r) => setTimeout(r, 200)); // subscribed before anything happens
  await during();
  const mine = await until(
    () => {
      const about = events.filter((e) => ids.includes(e.id));
      return about.length >= count && about;
    },
    `${count} events about the new records`,
    10_000,
  );
  ctrl.abort();
  await reading;
  return mine;
}

it('when a lead is submitted, then a logged-in dashboard hears record.changed with its id and record', async () => {
  const ids: string[] = [];
  const events = await collectEvents(2, ids, async () => {
    for (const body of [validContact['contact-page'], validContact.dialog]) {
      const res = await new ApiClient(stack.url).post<{ id: string }>('/api/contact', body);
      ids.push(res.body.id);
    }
  });
  // Each event carries the record as the lists show it, so a dashboard patches the row in place.
  expect(events).toEqual(
    ids.map((id, i) =>
      expect.objectContaining({
        type: 'record.changed',
        kind: 'contact',
        id,
        record: expect.objectContaining({ id, name: [validContact['contact-page'], validContact.dialog][i]!.name, syncStatus: 'pending' }),
      }),
    ),
  );
});

it('when a record has not failed, then re-queueing it is refused; an unknown one is 404', async () => {
  const res = await new ApiClient(stack.url).post<{ id: string }>('/api/contact', validContact.api);
  expect((await staff.post(`/api/admin/requeue/contact/${res.body.id}`)).status).toBe(409);
  expect((await staff.post('/api/admin/requeue/contact/does-not-exist')).status).toBe(404);
  expect((await staff.post(`/api/admin/requeue/invoice/${res.body.id}`)).status).toBe(400);
});
