// Staff dashboards hear about changes over Server-Sent Events through the gateway.
import { afterAll, beforeAll, expect, it } from 'vitest';
import { ApiClient } from '@site/infra/api-client';
import { startStack, type Stack } from '@site/infra/stack';
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
  const reader = res.body!.getReader();
  const events: { type: string; kind: string; id: string }[] = [];
  let buffer = '';
  const reading = (async () => {
    while (events.length < count) {
      const { value, done } = await reader.read();
      if (done) break;
      buffer += new TextDecoder().decode(value);
      let end;
      while ((end = buffer.indexOf('\n\n')) >= 0) {
        const block = buffer.slice(0, end);
        buffer = buffer.slice(end + 2);
        const data = block.split('\n').find((l) => l.startsWith('data: '));
        if (block.includes('event: record.changed') && data) events.push(JSON.parse(data.slice(6)));
      }
    }
  })();
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
