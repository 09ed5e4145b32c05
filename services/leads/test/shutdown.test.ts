// The leads service's stop: with a staff live-event stream open, SIGTERM ends the stream at once and the
// service exits before its deadline with every close hook run; a SIGTERM while its Redis is gone (queues
// and workers cannot finish cleanly) still ends the process within SHUTDOWN_GRACE_MS, not at the
// supervisor's SIGKILL.
import { afterAll, beforeAll, expect, it } from 'vitest';
import { ApiClient, openEventStream } from '@site/dev-stack/api-client';
import { readableLogLine } from '@site/dev-stack/child-service';
import { startStack, type Stack } from '@site/dev-stack/stack';
import { until } from '@site/dev-stack/until';

const GRACE_MS = 3000;
let stack: Stack;
const leadsLog: string[] = [];

beforeAll(async () => {
  stack = await startStack({
    odoo: false,
    env: { SHUTDOWN_GRACE_MS: String(GRACE_MS), LOG_LEVEL: 'debug' },
    sink: (name, line) => void (name === 'leads' && leadsLog.push(readableLogLine(line))),
  });
}, 60_000);
afterAll(async () => stack?.stop());

it('when the leads service is sent SIGTERM with a dashboard stream open, then the stream ends and it exits before the deadline, every close hook run', async () => {
  const staff = new ApiClient(stack.url);
  await staff.login(stack.adminUsername, stack.adminPassword);
  const stream = await openEventStream(`${stack.url}/api/events`, { cookie: staff.cookie! });
  expect(stream.status).toBe(200);
  await until(() => stream.lastId() !== undefined, 'the stream is open', 5000);
  const leads = stack.services.leads!;
  leadsLog.length = 0;
  const started = Date.now();
  // The runner's own SIGKILL comes only after 30 s: an exit before that is the service's own.
  await leads.stop(30_000);
  expect(leads.exited()).toBe(true);
  expect(Date.now() - started).toBeLessThan(GRACE_MS);
  expect(leadsLog.some((l) => l.includes('shutdown: live-event streams ended'))).toBe(true);
  // The last close hooks: the live feed's reader, the queues, the store; then the service says it stopped.
  for (const part of ['live feed', 'queues', 'store'])
    expect(
      leadsLog.some((l) => l.includes('closed') && l.includes(`part=${part}`)),
      part,
    ).toBe(true);
  expect(leadsLog.some((l) => l.includes('leads service stopped'))).toBe(true);
  expect(leadsLog.filter((l) => / (ERROR|WARN) /.test(l))).toEqual([]);
  // The dashboard's stream ended with it (the gateway passed the end on).
  await stream.close();
  await leads.start();
}, 60_000);

it('when the leads service is sent SIGTERM while its Redis is gone, then it exits within the shutdown deadline', async () => {
  const leads = stack.services.leads!;
  await stack.redis!.kill();
  // Let its connections notice that Redis is gone (reconnecting, queues erroring).
  await new Promise((r) => setTimeout(r, 1000));
  const started = Date.now();
  await leads.stop(30_000);
  const took = Date.now() - started;
  expect(leads.exited()).toBe(true);
  expect(took).toBeLessThan(GRACE_MS + 2000);
}, 90_000);
