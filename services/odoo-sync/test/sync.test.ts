// The whole pipeline against the Odoo simulator over real XML-RPC: a submission through the gateway
// becomes exactly one Odoo lead (and a booking one calendar event), whatever fails on the way; and what
// staff change in Odoo (stages, meetings moved, archived, deleted, over) comes back to the records.
import { bookingWindow } from '@site/lagos-time/lagos-date';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { QUEUES } from '@site/contracts/queues';
import { ODOO_SIM_API_KEY, startStack, type Stack } from '@site/dev-stack/stack';
import { booking, contact } from './fixtures';
import { SimHarness } from './sim-harness';
import { until } from '@site/dev-stack/until';

let stack: Stack;
let h: SimHarness;
const PULL_INTERVAL_MS = 500;

beforeAll(async () => {
  stack = await startStack({
    env: {
      ODOO_TIMEOUT_MS: '1500',
      STALLED_INTERVAL_MS: '2000',
      SWEEP_INTERVAL_MS: '300',
      RATE_LIMIT_PUBLIC_PER_MINUTE: '100000',
      ODOO_RATE_LIMIT_PER_SECOND: '50',
      ODOO_PULL_INTERVAL_MS: String(PULL_INTERVAL_MS),
      ODOO_SETUP_RETRY_MS: '3000',
    },
  });
  h = new SimHarness(stack);
  await h.login();
}, 120_000);
afterAll(async () => stack?.stop());

const submit = (path: '/api/contact' | '/api/consultations', body: unknown) => h.submit(path, body);

const idOf = (value: unknown) => (Array.isArray(value) ? value[0] : value);
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/** Polls the record until `done` holds; returns it and how long that took. */
async function recordWhen(id: string, done: (r: Record<string, unknown>) => boolean, timeoutMs = 10_000) {
  const t0 = Date.now();
  const record = await until(
    async () => {
      const r = (await h.record(id)) as Record<string, unknown> | undefined;
      return r && done(r) ? r : undefined;
    },
    `record ${id} to change`,
    timeoutMs,
    50,
  );
  return { record, ms: Date.now() - t0 };
}

describe('changes made in Odoo flow back', () => {
  it('when a visit carried UTM parameters, then the lead has that source, medium and campaign, and the referrer and landing page', async () => {
    const attribution = {
      utmSource: 'Harmattan newsletter',
      utmMedium: 'email',
      utmCampaign: 'Harmattan 2026',
      referrer: 'https://news.example.ng/a',
      landingPage: '/solutions/microsoft-365?utm_source=x',
    };
    const id = await submit('/api/contact', { ...contact('utm'), context: { attribution } });
    const [r] = await h.expectExactlyOnce([id]);
    const lead = (await h.simRecords('crm.lead')).find((l) => l.id === r!.odooLeadId)!;
    const name = async (model: string, value: unknown) => (await h.simRecords(model)).find((x) => x.id === idOf(value))?.name;
    expect(await name('utm.source', lead.source_id)).toBe('Harmattan newsletter');
    expect(await name('utm.medium', lead.medium_id)).toBe('Email');
    expect(await name('utm.campaign', lead.campaign_id)).toBe('Harmattan 2026');
    expect(lead.description).toContain('https://news.example.ng/a');
    expect(lead.description).toContain('/solutions/microsoft-365?utm_source=x');
  });

  it('when staff move a lead to the won stage, then the contact is converted within one interval', async () => {
    const id = await submit('/api/contact', contact('won'));
    const [r] = await h.expectExactlyOnce([id]);
    const won = (await h.simRecords('crm.stage')).find((s) => s.is_won === true)!;
    await h.control({ action: 'write', model: 'crm.lead', ids: [r!.odooLeadId], values: { stage_id: won.id } });
    const { record, ms } = await recordWhen(id, (x) => x.leadStatus === 'converted');
    expect(ms).toBeLessThan(PULL_INTERVAL_MS + 1500);
    expect(record).toMatchObject({ syncStatus: 'synced', odooLeadId: r!.odooLeadId });
    const proposition = (await h.simRecords('crm.stage')).find((s) => s.name === 'Proposition')!;
    await h.control({ action: 'write', model: 'crm.lead', ids: [r!.odooLeadId], values: { stage_id: proposition.id } });
    await recordWhen(id, (x) => x.leadStatus === 'qualified');
  });

  it('when staff move a meeting, then the booking is rescheduled with the new date and Lagos slot', async () => {
    const id = await submit('/api/consultations', booking('moved'));
    const [r] = await h.expectExactlyOnce([id]);
    const eventId = (r as { odooEventId: number }).odooEventId;
    // 09:00 UTC is 10:00 in Lagos; one hour long.
    await h.control({
      action: 'write',
      model: 'calendar.event',
      ids: [eventId],
      values: { start: '2030-03-04 09:00:00', stop: '2030-03-04 10:00:00' },
    });
    const { record } = await recordWhen(id, (x) => x.status === 'rescheduled');
    expect(record).toMatchObject({ preferredDate: '2030-03-04', preferredTime: '10:00 AM - 11:00 AM', duration: 60, odooEventId: eventId });
  });

  it('when staff archive a meeting, then the booking is cancelled; when they delete one, too', async () => {
    const ids = [await submit('/api/consultations', booking('archived')), await submit('/api/consultations', booking('deleted'))];
    const [archived, deleted] = (await h.expectExactlyOnce(ids)) as Array<{ odooEventId: number }>;
    await h.control({ action: 'write', model: 'calendar.event', ids: [archived!.odooEventId], values: { active: false } });
    await h.control({ action: 'unlink', model: 'calendar.event', ids: [deleted!.odooEventId] });
    await recordWhen(ids[0]!, (x) => x.status === 'cancelled');
    await recordWhen(ids[1]!, (x) => x.status === 'cancelled');
  });

  it('when a meeting is over and was not cancelled, then the booking is completed', async () => {
    const id = await submit('/api/consultations', booking('over'));
    const [r] = await h.expectExactlyOnce([id]);
    await h.control({
      action: 'write',
      model: 'calendar.event',
      ids: [(r as { odooEventId: number }).odooEventId],
      values: { start: '2020-01-06 09:00:00', stop: '2020-01-06 10:00:00' },
    });
    await recordWhen(id, (x) => x.status === 'completed');
  });

  it('when nothing was changed in Odoo, then our own writes do not come back: no change, no loop', async () => {
    const ids = [await submit('/api/contact', contact('quiet')), await submit('/api/consultations', booking('quiet'))];
    const synced = await h.expectExactlyOnce(ids);
    const counters = await h.simCounters();
    await sleep(PULL_INTERVAL_MS * 4);
    const later = await Promise.all(ids.map((id) => h.record(id)));
    expect(later).toEqual(synced);
    expect(later[0]).toMatchObject({ leadStatus: 'new' });
    expect(later[1]).toMatchObject({ status: 'scheduled' });
    // The pull only reads: nothing was written to Odoo meanwhile.
    const after = await h.simCounters();
    const writes = (c: Record<string, number>) =>
      Object.entries(c)
        .filter(([k]) => /\.(load|create|write|unlink)$/.test(k))
        .reduce((n, [, v]) => n + v, 0);
    expect(writes(after)).toBe(writes(counters));
  });
});

describe('odoo sync', () => {
  it('when a contact and a booking are submitted, then each gets its Odoo ids with the event in UTC', async () => {
    const contactId = await submit('/api/contact', { ...contact('happy'), context: { attribution: { utmSource: 'linkedin' } } });
    const bookingId = await submit(
      '/api/consultations',
      booking('happy', { preferredDate: bookingWindow(new Date()).max, preferredTime: '9:00 AM - 10:00 AM', duration: 90 }),
    );
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
    // utm_source=linkedin is Odoo's stock "LinkedIn" source: names are matched case-insensitively.
    expect(sources.find((s) => s.id === sourceId)?.name).toBe('LinkedIn');

    const event = (await h.simRecords('calendar.event')).find((e) => e.id === (b as { odooEventId: number }).odooEventId)!;
    const date = (b as { preferredDate: string }).preferredDate;
    // 9:00 AM in Lagos (UTC+1) is 08:00 UTC; 90 minutes later is 09:30 UTC.
    expect(event).toMatchObject({ start: `${date} 08:00:00`, stop: `${date} 09:30:00` });
    expect(Array.isArray(event.opportunity_id) ? event.opportunity_id[0] : event.opportunity_id).toBe(b!.odooLeadId);
  });

  it('when Odoo is down for a while, then records wait visibly and all arrive exactly once', async () => {
    await h.control({ action: 'outage', mode: 'refuse', durationMs: 4000 });
    await new Promise((r) => setTimeout(r, 100));
    const ids = [
      await submit('/api/contact', contact('outage')),
      await submit('/api/consultations', booking('outage')),
      await submit('/api/contact', contact('outage')),
    ];
    // While Odoo is unreachable the dashboard shows why the record is still pending.
    const seen = await until(async () => (await h.record(ids[0]!))?.syncError, 'a retry reason on the record', 3000);
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
    await until(async () => ((await h.simCounters())['crm.lead.load'] ?? 0) > before, 'the lead load to reach Odoo', 10_000, 20);
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

  it('when staff open the queue board, then they see every queue (sync, results, mail, pull, maintenance)', async () => {
    const res = await h.staff.get('/admin/queues');
    expect(res.status).toBe(200);
    expect(res.text).toMatch(/<html/i);
    const queues = await h.staff.get<{ queues: { name: string }[] }>('/admin/queues/api/queues');
    expect(queues.body.queues.map((q) => q.name).sort()).toEqual([...QUEUES].sort());
  });

  it('when Redis restarts, then records from before and after it are synced exactly once', async () => {
    const before = await submit('/api/contact', contact('redis-before'));
    await stack.redis!.restart();
    const after = [await submit('/api/contact', contact('redis-after')), await submit('/api/consultations', booking('redis-after'))];
    await h.expectExactlyOnce([before, ...after]);
  });

  it('when Odoo refuses a lead for good, then the record is failed with the reason, and staff can re-queue it', async () => {
    await h.control({
      action: 'fail',
      target: 'crm.lead.load',
      times: 1,
      failure: { type: 'fault', faultCode: 2, faultString: 'The operation cannot be completed: a lead needs a team' },
    });
    const id = await submit('/api/contact', contact('refused'));
    const [failed] = await h.settled([id]);
    expect(failed).toMatchObject({ syncStatus: 'failed', syncError: expect.stringContaining('a lead needs a team') });
    expect((await h.staff.post(`/api/admin/requeue/contact/${id}`)).status).toBe(200);
    await h.expectExactlyOnce([id]);
  });

  it('when the credentials are bad, then records wait with a clear reason, the worker does not hammer Odoo, and they sync once the key is right again', async () => {
    await h.control({ action: 'set-api-key', apiKey: 'rotated-key-the-worker-does-not-know' });
    await stack.services['odoo-sync']!.kill();
    await h.control({ action: 'reset-counters' });
    await stack.services['odoo-sync']!.start();
    const ids: string[] = [];
    for (let i = 0; i < 6; i++) ids.push(await submit('/api/contact', contact('bad-key')));
    for (const id of ids) {
      const waiting = await until(async () => {
        const r = await h.record(id);
        return r?.syncError ? r : undefined;
      }, 'the reason on the record');
      expect(waiting).toMatchObject({
        syncStatus: 'pending',
        syncError: expect.stringMatching(/^Waiting for Odoo: Odoo rejected the credentials/),
      });
    }
    const counters = await h.simCounters();
    // One log-in attempt (another at most, when the back-off ran out meanwhile): no call per job.
    expect(counters['common.authenticate']).toBeLessThanOrEqual(2);
    expect(Object.keys(counters).filter((k) => k.startsWith('crm.lead'))).toEqual([]);

    // The key the worker knows works again: the records sync by themselves, nobody re-queues them.
    await h.control({ action: 'set-api-key', apiKey: ODOO_SIM_API_KEY });
    await h.expectExactlyOnce(ids);
  }, 90_000);
});
