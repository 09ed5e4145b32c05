// Through the gateway, against real Redis and the SQLite store: every form variant is stored with
// the spec's defaults, handed to the queue, and readable by logged-in staff only.
import { Queue } from 'bullmq';
import { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SYNC_QUEUE } from '@site/contracts/jobs';
import { PRIVACY_POLICY_VERSION } from '@site/contracts/lead-context';
import { ApiClient } from '@site/dev-stack/api-client';
import { sharedStack } from '@site/dev-stack/shared-stack';
import { until } from '@site/dev-stack/until';
import { slotLane, validConsultation, validContact } from './fixtures';

const stack = sharedStack();
// The shared stack's store is other files' too: this file's bookings keep to a lane of their own.
slotLane(1);
let visitor: ApiClient;
let staff: ApiClient;
let queue: Queue;
let redis: Redis;

beforeAll(async () => {
  visitor = new ApiClient(stack.url);
  staff = new ApiClient(stack.url);
  redis = new Redis(stack.redisUrl, { maxRetriesPerRequest: null });
  queue = new Queue(SYNC_QUEUE, { connection: redis });
});
afterAll(async () => {
  await queue?.close();
  redis?.disconnect();
});

describe('staff access', () => {
  it('when no one is logged in, then lead lists answer 401 and reveal nothing', async () => {
    await visitor.post('/api/contact', validContact.api);
    for (const path of ['/api/contacts', '/api/consultations', '/api/events', '/api/admin/requeue/contact/x']) {
      const res = await (path.includes('requeue') ? visitor.post(path) : visitor.get(path));
      expect(res.status, path).toBe(401);
      expect(res.body).toEqual({ success: false, error: 'unauthorized', message: 'Log in to continue' });
      expect(res.text).not.toContain('client@example.com');
    }
  });

  it('when the password is wrong, then log-in answers 401 and sets no cookie', async () => {
    const res = await new ApiClient(stack.url).post('/api/auth/login', { username: stack.adminUsername, password: 'wrong-password' });
    expect(res.status).toBe(401);
    expect(res.headers.get('set-cookie')).toBeNull();
  });

  it('when staff log in, then the cookie is httpOnly and SameSite=Lax, /me names them, and log-out ends the session', async () => {
    const client = new ApiClient(stack.url);
    const res = await client.login(stack.adminUsername, stack.adminPassword);
    expect(res.headers.get('set-cookie')).toMatch(/^sid=[\w-]{43}; Path=\/; Expires=.*; HttpOnly; SameSite=Lax$/);
    expect((await client.get('/api/auth/me')).body).toMatchObject({ success: true, user: { username: stack.adminUsername } });
    expect((await client.post('/api/auth/logout')).status).toBe(200);
    expect((await client.get('/api/auth/me')).status).toBe(401);
    expect((await client.contacts()).status).toBe(401);
  });
});

describe('submissions', () => {
  beforeAll(async () => {
    await staff.login(stack.adminUsername, stack.adminPassword);
  });

  it('when every contact variant is sent, then each is stored with the defaults, newest first', async () => {
    const ids: string[] = [];
    for (const body of Object.values(validContact)) {
      const res = await visitor.post<{ success: boolean; id: string }>('/api/contact', body);
      expect(res.status, JSON.stringify(res.body)).toBe(201);
      expect(res.body).toEqual({ success: true, id: expect.any(String) });
      ids.push(res.body.id);
    }
    // The stack is shared with other test files: their records may come between ours, never out of order.
    const list = (await staff.contacts()).body;
    expect(list.map((r) => r.id).filter((id) => ids.includes(id))).toEqual([...ids].reverse());
    const dialog = list.find((r) => r.id === ids[0])!;
    expect(dialog).toMatchObject({
      form: 'dialog',
      name: 'Ifeoma Nwosu',
      phone: null,
      service: 'meraki-networking',
      source: 'contact_form',
      leadStatus: 'new',
      syncStatus: 'pending',
      syncError: null,
      odooLeadId: null,
    });
    expect(Date.parse(dialog.createdAt)).toBeGreaterThan(Date.now() - 60_000);
  });

  it('when every consultation variant is sent, then each is stored with duration and status defaults', async () => {
    const bodies = validConsultation();
    const ids: Record<string, string> = {};
    for (const [variant, body] of Object.entries(bodies)) {
      const res = await visitor.post<{ id: string }>('/api/consultations', body);
      expect(res.status, `${variant}: ${res.text}`).toBe(201);
      ids[variant] = res.body.id;
    }
    const list = (await staff.consultations()).body;
    const byId = (v: string) => list.find((r) => r.id === ids[v])!;
    expect(byId('full')).toMatchObject({
      duration: 90,
      status: 'scheduled',
      industry: 'Healthcare',
      preferredTime: bodies.full.preferredTime,
      odooEventId: null,
    });
    expect(byId('contact-page')).toMatchObject({ duration: 60, industry: null, preferredDate: null, preferredTime: null, message: null });
    expect(byId('dialog')).toMatchObject({ duration: 60, phone: null, service: 'odoo-erp', preferredTime: bodies.dialog.preferredTime });
    expect(byId('api')).toMatchObject({ form: 'api', consultationType: 'general', status: 'scheduled' });
  });

  it('when a submission is stored, then a sync job with the record id waits in the queue', async () => {
    const res = await visitor.post<{ id: string }>('/api/contact', validContact['contact-page']);
    // The answer waits for the commit only; the hand-over to Redis follows it within milliseconds.
    const job = await until(async () => (await queue.getJob(res.body.id)) ?? undefined, 'the sync job');
    expect(job?.data).toMatchObject({ kind: 'contact', record: { id: res.body.id, name: 'Emeka Obi' } });
    expect(job?.opts).toMatchObject({ attempts: 14, backoff: { type: 'exponential', delay: 2000 } });
  });

  it("when the site sends attribution, then it is kept with the lead, and the consent is the server's", async () => {
    const context = {
      attribution: {
        utmSource: 'google',
        utmMedium: 'cpc',
        utmCampaign: 'erp-ph',
        referrer: 'https://www.google.com/',
        landingPage: '/solutions/odoo-erp?utm_source=google',
      },
      consent: { policyVersion: '2020-01-01', acceptedAt: '2020-01-01T00:00:00Z' },
      page: '/contact',
    };
    const before = new Date().toISOString();
    const res = await visitor.post<{ id: string }>('/api/contact', { ...validContact['contact-page'], context, fillMs: 5200 });
    expect(res.status).toBe(201);
    const stored = (await staff.contacts()).body.find((r) => r.id === res.body.id)!;
    expect(stored.context).toMatchObject({
      attribution: context.attribution,
      page: '/contact',
      consent: { policyVersion: PRIVACY_POLICY_VERSION },
    });
    expect(stored.context!.consent!.acceptedAt >= before).toBe(true);
  });

  it('when a submission is retried with its Idempotency-Key, then the first answer comes back and one record exists', async () => {
    const key = `retry-${crypto.randomUUID()}`;
    const body = validConsultation().full;
    const first = await visitor.post<{ id: string }>('/api/consultations', body, { 'idempotency-key': key });
    const retried = await Promise.all(
      [1, 2, 3].map(() => visitor.post<{ id: string }>('/api/consultations', body, { 'idempotency-key': key })),
    );
    expect(first.status).toBe(201);
    for (const r of retried) {
      expect(r.status).toBe(201);
      expect(r.body).toEqual(first.body);
      expect(r.headers.get('idempotent-replayed')).toBe('true');
    }
    const matching = (await staff.consultations()).body.filter((r) => r.id === first.body.id);
    expect(matching).toHaveLength(1);
    const reused = await visitor.post('/api/consultations', { ...body, name: 'Someone Else' }, { 'idempotency-key': key });
    expect(reused.status).toBe(422);
    expect(reused.body).toMatchObject({ success: false, error: 'idempotency_conflict' });
  });

  it('when the honeypot is filled, then the bot is told success and nothing is stored', async () => {
    const before = (await staff.contacts()).body.length;
    const res = await visitor.post('/api/contact', { ...validContact['contact-page'], honeypot: 'http://spam.example' });
    expect(res.status).toBe(201);
    expect((await staff.contacts()).body).toHaveLength(before);
  });

  it('when a form is sent faster than a person could fill it, then it is refused with a field message', async () => {
    const res = await visitor.post('/api/contact', { ...validContact['contact-page'], fillMs: 300 });
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ error: 'validation', issues: [{ path: 'fillMs' }] });
  });

  it('when the OpenAPI document is asked for, then it is generated from the zod schemas', async () => {
    const res = await visitor.get<{ openapi: string; paths: Record<string, unknown> }>('/api/openapi.json');
    expect(res.status).toBe(200);
    expect(res.body.openapi).toMatch(/^3\./);
    expect(Object.keys(res.body.paths)).toEqual(
      expect.arrayContaining(['/contact', '/consultations', '/availability', '/auth/login', '/contacts']),
    );
  });
});
