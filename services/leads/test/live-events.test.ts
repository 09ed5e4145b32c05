// Staff dashboards hear about changes over Server-Sent Events through the gateway.
import { afterAll, beforeAll, expect, it } from 'vitest';
import { ApiClient, readEvents } from '@site/dev-stack/api-client';
import { startStack, type Stack } from '@site/dev-stack/stack';
import { validContact } from './fixtures';

let stack: Stack;
let staff: ApiClient;
let cookie: string;

beforeAll(async () => {
  stack = await startStack({ odoo: false });
  staff = new ApiClient(stack.url);
  const res = await staff.login(stack.adminUsername, stack.adminPassword);
  cookie = res.headers.get('set-cookie')!.split(';')[0]!;
});
afterAll(async () => stack?.stop());

/** Reads SSE messages from the gateway until `count` record.changed events arrived. */
async function collectEvents(count: number, during: () => Promise<void>) {
  const ctrl = new AbortController();
  const res = await fetch(`${stack.url}/api/events`, { headers: { cookie, accept: 'text/event-stream' }, signal: ctrl.signal });
  expect(res.status).toBe(200);
  expect(res.headers.get('content-type')).toMatch(/^text\/event-stream/);
  const events: { type: string; kind: string; id: string }[] = [];
  const reading = readEvents(res.body!, (event, data) => {
    if (event === 'record.changed') events.push(data as (typeof events)[number]);
    return events.length >= count;
  });
  await new Promise((r) => setTimeout(r, 200)); // subscribed before anything happens
  await during();
  await Promise.race([reading, new Promise((_, rej) => setTimeout(() => rej(new Error(`only ${events.length} events`)), 10_000))]);
  ctrl.abort();
  return events;
}

it('when a lead is submitted, then a logged-in dashboard hears record.changed with its id', async () => {
  const ids: string[] = [];
  const events = await collectEvents(2, async () => {
    for (const body of [validContact['contact-page'], validContact.dialog]) {
      const res = await new ApiClient(stack.url).post<{ id: string }>('/api/contact', body);
      ids.push(res.body.id);
    }
  });
  expect(events).toEqual(ids.map((id) => ({ type: 'record.changed', kind: 'contact', id })));
});

it('when a record has not failed, then re-queueing it is refused; an unknown one is 404', async () => {
  const res = await new ApiClient(stack.url).post<{ id: string }>('/api/contact', validContact.api);
  expect((await staff.post(`/api/admin/requeue/contact/${res.body.id}`)).status).toBe(409);
  expect((await staff.post('/api/admin/requeue/contact/does-not-exist')).status).toBe(404);
  expect((await staff.post(`/api/admin/requeue/invoice/${res.body.id}`)).status).toBe(400);
});
