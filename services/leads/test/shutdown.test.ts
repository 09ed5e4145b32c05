// The leads service's shutdown deadline: a SIGTERM while its Redis is gone (queues and workers cannot
// finish cleanly) still ends the process within SHUTDOWN_GRACE_MS, not at the supervisor's SIGKILL.
import { afterAll, beforeAll, expect, it } from 'vitest';
import { startStack, type Stack } from '@site/dev-stack/stack';

const GRACE_MS = 3000;
let stack: Stack;

beforeAll(async () => {
  stack = await startStack({ odoo: false, env: { SHUTDOWN_GRACE_MS: String(GRACE_MS) } });
}, 60_000);
afterAll(async () => stack?.stop());

it('when the leads service is sent SIGTERM while its Redis is gone, then it exits within the shutdown deadline', async () => {
  const leads = stack.services.leads!;
  await stack.redis!.kill();
  // Let its connections notice that Redis is gone (reconnecting, queues erroring).
  await new Promise((r) => setTimeout(r, 1000));
  const started = Date.now();
  // The runner's own SIGKILL comes only after 30 s: an exit before that is the service's own.
  await leads.stop(30_000);
  const took = Date.now() - started;
  expect(leads.exited()).toBe(true);
  expect(took).toBeLessThan(GRACE_MS + 2000);
}, 90_000);
