// Path confusion through the real gateway: every spelling of a staff surface either reaches it
// through its guard or is refused, and every spelling of a limited route counts against its limit.
import { Queue } from 'bullmq';
import { execFile } from 'node:child_process';
import { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SYNC_QUEUE } from '@site/contracts/jobs';
import { inheritedEnv } from '@site/dev-stack/child-service';
import { ApiClient } from '@site/dev-stack/api-client';
import { REPO_ROOT, startStack, type Stack } from '@site/dev-stack/stack';
import { rawRequest, spellings } from './raw-http';

const LOGIN_LIMIT = 5;
const PUBLIC_LIMIT = 6;
const marker = `confusion-${Date.now()}@example.ng`;

let stack: Stack;
let recordId: string;
let redis: Redis;
let queue: Queue;

beforeAll(async () => {
  stack = await startStack({
    odoo: false,
    env: { RATE_LIMIT_PUBLIC_PER_MINUTE: String(PUBLIC_LIMIT), RATE_LIMIT_LOGIN_PER_15_MIN: String(LOGIN_LIMIT) },
  });
  // A stored lead whose job waits in Redis (no worker runs): the data an attacker is after.
  const res = await new ApiClient(stack.url).post<{ id: string }>(
    '/api/contact',
    { name: 'Confusion Target', email: marker, message: 'Secret plans' },
    { 'x-forwarded-for': '198.51.100.1' },
  );
  expect(res.status).toBe(201);
  recordId = res.body.id;
  redis = new Redis(stack.redisUrl, { maxRetriesPerRequest: null });
  queue = new Queue(SYNC_QUEUE, { connection: redis });
  for (let i = 0; i < 100 && !(await queue.getJob(recordId)); i++) await new Promise((r) => setTimeout(r, 100));
});
afterAll(async () => {
  await queue?.close();
  redis?.disconnect();
  await stack?.stop();
});

/** Answers that hand out nothing: refused, unauthenticated, forbidden, unknown, or sent to the log-in page. */
const REFUSALS = new Set([302, 400, 401, 403, 404]);

const STAFF_SURFACES: [string, string][] = [
  ['GET', '/api/contacts'],
  ['GET', '/api/consultations'],
  ['GET', '/api/events'],
  ['GET', '/api/openapi.json/../contacts'],
  ['POST', '/api/admin/requeue/contact/ID'],
  ['GET', '/admin/queues'],
  ['GET', '/admin/queues/api/queues'],
  ['GET', '/admin/queues/api/redis/stats'],
  ['GET', `/admin/queues/api/queues/${SYNC_QUEUE}/ID`],
  ['GET', `/admin/queues/api/queues/${SYNC_QUEUE}/ID/logs`],
  ['POST', `/admin/queues/api/queues/${SYNC_QUEUE}/add`],
  ['PUT', `/admin/queues/api/queues/${SYNC_QUEUE}/retry/failed`],
  ['PUT', `/admin/queues/api/queues/${SYNC_QUEUE}/clean/waiting`],
  ['PUT', `/admin/queues/api/queues/${SYNC_QUEUE}/pause`],
  ['PUT', '/admin/queues/api/queues/pause'],
  ['PUT', `/admin/queues/api/queues/${SYNC_QUEUE}/empty`],
  ['PUT', `/admin/queues/api/queues/${SYNC_QUEUE}/obliterate`],
  ['PUT', `/admin/queues/api/queues/${SYNC_QUEUE}/ID/retry`],
  ['PUT', `/admin/queues/api/queues/${SYNC_QUEUE}/ID/remove`],
  ['PATCH', `/admin/queues/api/queues/${SYNC_QUEUE}/ID/update-data`],
];

describe('path confusion', () => {
  it('when a staff surface is asked for under any spelling without a session, then nothing of it comes back and nothing changes', async () => {
    let tried = 0;
    for (const [method, template] of STAFF_SURFACES) {
      const path = template.replace('ID', recordId);
      const variants = spellings(path);
      expect(variants.length).toBeGreaterThanOrEqual(15);
      for (const target of variants) {
        const body = method === 'GET' ? undefined : JSON.stringify({ name: 'forged', data: { forged: true } });
        const res = await rawRequest(stack.url, method, target, { body });
        tried++;
        expect(REFUSALS.has(res.status), `${method} ${target} → ${res.status} ${res.text.slice(0, 120)}`).toBe(true);
        expect(res.text, `${method} ${target}`).not.toContain(marker);
        expect(res.text, `${method} ${target}`).not.toContain('Secret plans');
        if (res.status === 400) expect(JSON.parse(res.text)).toMatchObject({ success: false, error: 'bad_request' });
      }
    }
    expect(tried).toBeGreaterThanOrEqual(STAFF_SURFACES.length * 15);
    // The queue is as it was: the job still waits, nothing added, nothing paused or cleaned.
    expect(await queue.isPaused()).toBe(false);
    expect(await queue.getJobCounts('waiting', 'paused', 'failed', 'completed')).toMatchObject({ waiting: 1, paused: 0 });
    expect((await queue.getJob(recordId))?.data).toBeDefined();
  });

  it('when a staff user without the operator right writes to the queue board, then it is refused; an operator may', async () => {
    await addStaff(stack, 'viewer-user', 'Viewer-Password-Kp9!x2');
    const viewer = new ApiClient(stack.url);
    await viewer.login('viewer-user', 'Viewer-Password-Kp9!x2');
    expect((await viewer.get('/admin/queues/api/queues')).status).toBe(200);
    for (const target of spellings(`/admin/queues/api/queues/${SYNC_QUEUE}/pause`)) {
      const res = await rawRequest(stack.url, 'PUT', target, { headers: { cookie: viewer.cookie! } });
      expect([400, 403, 404], `${target} → ${res.status}`).toContain(res.status);
    }
    expect(await queue.isPaused()).toBe(false);

    const operator = new ApiClient(stack.url);
    await operator.login(stack.adminUsername, stack.adminPassword);
    expect((await operator.request('PUT', `/admin/queues/api/queues/${SYNC_QUEUE}/pause`)).status).toBe(200);
    expect(await queue.isPaused()).toBe(true);
    expect((await operator.request('PUT', `/admin/queues/api/queues/${SYNC_QUEUE}/resume`)).status).toBe(200);
    expect(await queue.isPaused()).toBe(false);
  });

  it('when log-in is tried under any spelling, then every attempt that reaches it counts against the one limit', async () => {
    // Two log-ins (viewer, operator) went above.
    const statuses: string[] = [];
    for (const target of spellings('/api/auth/login')) {
      const res = await rawRequest(stack.url, 'POST', target, {
        body: JSON.stringify({ username: 'admin', password: 'not-the-password' }),
        headers: { 'x-forwarded-for': '203.0.113.9' },
      });
      // A password was checked only where the log-in route answered; other 401s are the staff guard's.
      statuses.push(res.status === 401 && res.text.includes('Invalid username or password') ? 'checked' : `${res.status}`);
      expect([400, 401, 404, 429], `${target} → ${res.status} ${res.text}`).toContain(res.status);
    }
    // Only the canonical path and spellings of it reach the route; none gets past the limit.
    expect(statuses.filter((s) => s === 'checked').length).toBe(LOGIN_LIMIT - 2);
    expect(statuses).toContain('429');
    const after = await new ApiClient(stack.url).post('/api/auth/login', { username: stack.adminUsername, password: stack.adminPassword });
    expect(after.status).toBe(429);
  });

  it('when the contact form is posted under any spelling, then every stored submission counts against the one limit', async () => {
    const statuses: number[] = [];
    for (const target of [...spellings('/api/contact'), ...spellings('/api/contact')]) {
      const res = await rawRequest(stack.url, 'POST', target, {
        body: JSON.stringify({ name: 'Spelling Test', email: 'spelling@example.ng', message: 'Hello' }),
      });
      statuses.push(res.status);
      expect([201, 400, 401, 404, 429], `${target} → ${res.status} ${res.text}`).toContain(res.status);
    }
    // One submission of the limit went in beforeAll (X-Forwarded-For is not believed: the key is the socket's address).
    expect(statuses.filter((s) => s === 201).length).toBe(PUBLIC_LIMIT - 1);
    expect(statuses).toContain(429);
  });
});

/** `npm run staff -- add`, without blocking this process meanwhile (its idle keep-alive sockets would be closed under it). */
async function addStaff(s: Stack, username: string, password: string) {
  const out = await new Promise<{ code: number; stderr: string }>((resolve) => {
    const child = execFile(
      'node',
      ['--import', 'tsx', 'services/leads/src/staff-cli.ts', 'add', username],
      { cwd: REPO_ROOT, env: { ...inheritedEnv(), DATA_DIR: s.dataDir }, encoding: 'utf8' },
      (err, _stdout, stderr) => resolve({ code: err ? Number((err as { code?: number }).code ?? 1) : 0, stderr }),
    );
    child.stdin?.end(password + '\n');
  });
  expect(out.code, out.stderr).toBe(0);
}
