// The whole pipeline against the Odoo simulator over real XML-RPC: a submission through the gateway
// becomes exactly one Odoo lead (and a booking one calendar event), whatever fails on the way.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startStack, type Stack } from '@site/dev-stack/stack';
import { booking, contact } from './fixtures';
import { SimHarness } from './sim-harness';

let stack: Stack;
let h: SimHarness;

beforeAll(async () => {
  stack = await startStack({
    env: { ODOO_TIMEOUT_MS: '1500', STALLED_INTERVAL_MS: '2000', SWEEP_INTERVAL_MS: '300', RATE_LIMIT_PUBLIC_PER_MINUTE: '100000', ODOO_RATE_LIMIT_PER_SECOND: '50' },
  });
  h = new SimHarness(stack);
  await h.login();
}, 120_000);
afterAll(async () => stack?.stop());

const submit = async (path: '/api/contact' | '/api/consultations', body: unknown) => {
  const res = await h.visitor.post<{ id: string }>(path, body);
  expect(res.status, res.text).toBe(201);
  return res.body.id;
};

describe('odoo sync', () => {
  it('when a contact and a booking are submitted, then each gets its Odoo ids with the event in UTC', async () => {
    const contactId = await submit('/api/contact', { ...contact('happy'), context: { attribution: { utmSource: 'linkedin' } } });
    const bookingId = await submit('/api/consultations', booking('happy', { preferredTime: '9:00 AM - 10:00 AM', duration: 90 }));
    const [c, b] = await h.expectExactlyOnce([contactId, bookingId]);
    expect(c!.odooLeadId).toBeGreaterThan(0);
    expect(b).toMatchObject({ syncStatus: 'synced', syncError: null, odooEventId: expect.any(Number) });

    const leads = await h.simRecords('crm.lead');
    const lead = leads.find((l) => l.id === c!.odooLeadId)!;
    const teams = await h.simRecords('crm.team');
    const sources = await h.simRecords('utm.source');
    expect(lead).toMatchObject({ contact_name: c!.name, email_from: c!.email, partner_name: 'Rivers Foods Ltd' });
    expect(lead.user_id || false).toBe(false); // unassigned: left to the team
    expect(['lead', 'opportunity']).toContain(lead.type);
    expect(teams.find((t) => t.id === (Array.isArray(lead.team_id) ? lead.team_id[0] : lead.team_id))?.name).toBe('Sales');
    const sourceId = Array.isArray(lead.source_id) ? lead.source_id[0] : lead.source_id;
    expect(sources.find((s) => s.id === sourceId)?.name).toBe('linkedin');

    const event = (await h.simRecords('calendar.event')).find((e) => e.id === (b as { odooEventId: number }).odooEventId)!;
    const date = (b as { preferredDate: string }).preferredDate;
    // 9:00 AM in Lagos (UTC+1) is 08:00 UTC; 90 minutes later is 09:30 UTC.
    expect(event).toMatchObject({ start: `${date} 08:00:00`, stop: `${date} 09:30:00` });
    expect(Array.isArray(event.opportunity_id) ? event.opportunity_id[0] : event.opportunity_id).toBe(b!.odooLeadId);
  });

  it('when Odoo is down for a while, then records wait visibly and all arrive exactly once', async () => {
    await h.control({ action: 'outage', mode: 'refuse', durationMs: 4000 });
    await new Promise((r) => setTimeout(r, 100));
    const ids = [await submit('/api/contact', contact('outage')), await submit('/api/consultations', booking('outage')), await submit('/api/contact', contact('outage'))];
    // While Odoo is unreachable the dashboard shows why the record is still pending.
    const deadline = Date.now() + 3000;
    let seen: string | null = null;
    while (!seen && Date.now() < deadline) {
      seen = (await h.record(ids[0]!))?.syncError ?? null;
      await new Promise((r) => setTimeout(r, 100));
    }
    expect(seen).toMatch(/^Attempt \d+ failed, retrying: /);
    await h.expectExactlyOnce(ids);
  });

  it('when Odoo is slower than the client timeout, then the retry finds the lead the slow call created', async () => {
    await h.control({ action: 'latency', ms: 2500, target: 'crm.lead.load' });
    const id = await submit('/api/contact', contact('slow'));
    await new Promise((r) => setTimeout(r, 3500));
    await h.control({ action: 'latency', ms: 0, target: 'crm.lead.load' });
    await h.expectExactlyOnce([id]);
  });

  it('when the connection drops after Odoo committed the create, then no second lead is made', async () => {
    await h.control({ action: 'commit-then-drop', target: 'crm.lead.load', times: 1 });
    await h.control({ action: 'commit-then-drop', target: 'calendar.event.load', times: 1 });
    const ids = [await submit('/api/contact', contact('drop')), await submit('/api/consultations', booking('drop'))];
    await h.expectExactlyOnce(ids);
  });

  it('when the worker is SIGKILLed mid-job, then another run finishes the job exactly once', async () => {
    await h.control({ action: 'latency', ms: 1000, target: 'crm.lead.load' });
    const before = (await h.simCounters())['crm.lead.load'] ?? 0;
    const id = await submit('/api/consultations', booking('killed'));
    const deadline = Date.now() + 10_000;
    while (((await h.simCounters())['crm.lead.load'] ?? 0) <= before && Date.now() < deadline) await new Promise((r) => setTimeout(r, 20));
    await stack.services['odoo-sync']!.kill();
    await h.control({ action: 'latency', ms: 0, target: 'crm.lead.load' });
    expect((await h.record(id))?.syncStatus).toBe('pending');
    await stack.services['odoo-sync']!.start();
    await h.expectExactlyOnce([id]);
  });

  it('when the worker is stopped with SIGTERM mid-job, then it finishes the job in hand before it exits', async () => {
    await h.control({ action: 'latency', ms: 800, target: 'crm.lead.load' });
    const before = (await h.simCounters())['crm.lead.load'] ?? 0;
    const id = await submit('/api/contact', contact('sigterm'));
    while (((await h.simCounters())['crm.lead.load'] ?? 0) <= before) await new Promise((r) => setTimeout(r, 20));
    const worker = stack.services['odoo-sync']!;
    await worker.stop(); // SIGTERM; resolves when the process has exited
    expect(worker.exited()).toBe(true);
    await h.control({ action: 'latency', ms: 0, target: 'crm.lead.load' });
    // The job finished before the exit: the record is synced with no worker running.
    const [done] = await h.settled([id], 5000);
    expect(done).toMatchObject({ syncStatus: 'synced', odooLeadId: expect.any(Number) });
    await worker.start();
    await h.expectExactlyOnce([id]);
  });

  it('when staff open the queue board, then they see both queues', async () => {
    const res = await h.staff.get('/admin/queues');
    expect(res.status).toBe(200);
    expect(res.text).toMatch(/<html/i);
    const queues = await h.staff.get<{ queues: { name: string }[] }>('/admin/queues/api/queues');
    expect(queues.body.queues.map((q) => q.name).sort()).toEqual(['odoo-sync', 'odoo-sync-results']);
  });

  it('when Redis restarts, then records from before and after it are synced exactly once', async () => {
    const before = await submit('/api/contact', contact('redis-before'));
    await stack.redis!.restart();
    const after = [await submit('/api/contact', contact('redis-after')), await submit('/api/consultations', booking('redis-after'))];
    await h.expectExactlyOnce([before, ...after]);
  });

  it('when Odoo refuses a lead for good, then the record is failed with the reason, and staff can re-queue it', async () => {
    await h.control({ action: 'fail', target: 'crm.lead.load', times: 1, failure: { type: 'fault', faultCode: 2, faultString: 'The operation cannot be completed: a lead needs a team' } });
    const id = await submit('/api/contact', contact('refused'));
    const [failed] = await h.settled([id]);
    expect(failed).toMatchObject({ syncStatus: 'failed', syncError: expect.stringContaining('a lead needs a team') });
    expect((await h.staff.post(`/api/admin/requeue/contact/${id}`)).status).toBe(200);
    await h.expectExactlyOnce([id]);
  });

  it('when the credentials are bad, then records fail with a clear reason and the worker does not hammer Odoo', async () => {
    await h.control({ action: 'set-api-key', apiKey: 'rotated-key-the-worker-does-not-know' });
    await stack.services['odoo-sync']!.kill();
    await h.control({ action: 'reset-counters' });
    await stack.services['odoo-sync']!.start();
    const ids: string[] = [];
    for (let i = 0; i < 6; i++) ids.push(await submit('/api/contact', contact('bad-key')));
    const records = await h.settled(ids);
    for (const r of records) expect(r).toMatchObject({ syncStatus: 'failed', syncError: expect.stringMatching(/rejected the credentials/) });
    const counters = await h.simCounters();
    // One log-in attempt, then the back-off: no call per job.
    expect(counters['common.authenticate']).toBe(1);
    expect(Object.keys(counters).filter((k) => k.startsWith('crm.lead'))).toEqual([]);
  });
});
