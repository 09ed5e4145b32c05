// Issue #20, "an erased person comes back in Odoo": an erase that lands while the record's sync job is in
// a slow Odoo call that then fails must stay final: the retried job writes nothing, the erase waits for
// the job in flight and cancels its retry, and a sync result that still comes for an erased record runs
// Odoo's erase again. Whole stack, the simulator's fault controls, real Redis and worker. The lead's
// create keeps failing until the erase is recorded, so that the retry comes after the erase, whatever the
// back-offs and the machine's load: the order in which the product used to bring the person back. (The
// erase's own look-ups are `load` calls too, so Odoo answers again once the erase is recorded.)
import { Queue } from 'bullmq';
import { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { RESULT_JOB_OPTIONS, RESULTS_QUEUE, SYNC_QUEUE, syncJobId, type ResultMessage } from '@site/contracts/jobs';
import { type AuditEntry, type Erasure } from '@site/contracts/privacy';
import { type ConsultationRecord } from '@site/contracts/records';
import { startStack, type Stack } from '@site/dev-stack/stack';
import { until } from '@site/dev-stack/until';
import { booking, contact } from './fixtures';
import { SimHarness } from './sim-harness';

let stack: Stack;
let h: SimHarness;
let redis: Redis;

beforeAll(async () => {
  stack = await startStack({
    env: {
      ODOO_TIMEOUT_MS: '20000',
      STALLED_INTERVAL_MS: '2000',
      SWEEP_INTERVAL_MS: '300',
      RATE_LIMIT_PUBLIC_PER_MINUTE: '100000',
      ODOO_RATE_LIMIT_PER_SECOND: '50',
      ODOO_PULL_INTERVAL_MS: '0',
    },
  });
  h = new SimHarness(stack);
  await h.login();
  redis = new Redis(stack.redisUrl);
}, 120_000);
afterAll(async () => {
  redis?.disconnect();
  await stack?.stop();
});

type Person = { contacts: unknown[]; consultations: ConsultationRecord[]; total: number };
const lookUp = async (email: string) => (await h.staff.get<Person>(`/api/admin/people?email=${encodeURIComponent(email)}`)).body;
const erasure = async (id: string) => (await h.staff.get<{ erasure: Erasure }>(`/api/admin/people/erasures/${id}`)).body.erasure;
const simCount = async (model: string, match: (row: Record<string, unknown>) => boolean) =>
  (await h.simRecords(model)).filter(match).length;

describe('an erase is final', () => {
  let erased: { id: string; email: string; erasureId: string };

  it('when a booking is erased while its sync job waits on a slow Odoo that then fails, then the retried job writes nothing: no lead, meeting or contact comes back', async () => {
    await h.control({ action: 'latency', ms: 3000, target: 'crm.lead.load' });
    await h.control({ action: 'fail', target: 'crm.lead.load', times: 10_000, failure: { type: 'http', status: 503 } });
    const counters = await h.simCounters();
    const before = { leads: (await h.simRecords('crm.lead')).length, events: (await h.simRecords('calendar.event')).length };
    const sent = booking('race');
    const res = await h.visitor.post<{ id: string }>('/api/consultations', sent);
    expect(res.status, res.text).toBe(201);
    const id = res.body.id;
    // The job's slow call to Odoo is under way (the simulator counts it as it arrives).
    await until(
      async () => ((await h.simCounters())['crm.lead.load'] ?? 0) > (counters['crm.lead.load'] ?? 0),
      'the lead call to be in flight',
      20_000,
      50,
    );
    const [record] = (await lookUp(sent.email)).consultations;
    const erase = await h.staff.post<{ erasure: Erasure }>('/api/admin/people/erase', { email: sent.email, recordIds: [record!.id] });
    expect(erase.status, erase.text).toBe(202);
    // Odoo comes back once the erase is recorded (its own look-ups go through the same `load`): the
    // job's retry, whenever it comes, comes after the erase began.
    await until(async () => (await redis.exists(`gct:erased:${id}`)) === 1, 'the erase to be recorded', 20_000, 50);
    await h.control({ action: 'clear-failures' });
    await h.control({ action: 'latency', ms: 0, target: 'crm.lead.load' });

    const done = await until(
      async () => {
        const e = await erasure(erase.body.erasure.id);
        return e.status !== 'in-progress' ? e : undefined;
      },
      "the erase's Odoo part to finish",
      60_000,
      200,
    );
    expect(done.status).toBe('done');
    // Settled once the record's sync job has left Redis (cancelled, or run to its end).
    const syncJobs = new Queue(SYNC_QUEUE, { connection: redis });
    await until(async () => !(await syncJobs.getJob(syncJobId(id, 0))), 'the sync job to be gone', 90_000, 200);
    expect({ leads: (await h.simRecords('crm.lead')).length, events: (await h.simRecords('calendar.event')).length }).toEqual(before);
    expect(await simCount('crm.lead', (l) => JSON.stringify(l).includes(id))).toBe(0);
    expect(await simCount('res.partner', (p) => String(p.email).toLowerCase() === sent.email)).toBe(0);
    expect((await lookUp(sent.email)).total).toBe(0);
    // The worker said why it wrote nothing (or the erase cancelled the retry before it ran).
    expect(await redis.exists(`gct:erased:${id}`)).toBe(1);
    erased = { id, email: sent.email, erasureId: erase.body.erasure.id };
  }, 120_000);

  it("when a sync result still comes for an erased record, then Odoo's erase runs again for it", async () => {
    // A lead in Odoo that the result says is the erased booking's (as a job that wrote after the erase would).
    const other = await h.visitor.post<{ id: string }>('/api/contact', contact('stray'));
    const [stray] = (await h.expectExactlyOnce([other.body.id])) as { odooLeadId: number }[];
    const results = new Queue<ResultMessage>(RESULTS_QUEUE, { connection: redis });
    await results.add(
      'synced',
      {
        outcome: 'synced',
        kind: 'consultation',
        recordId: erased.id,
        odooLeadId: stray!.odooLeadId,
        odooEventId: null,
        revision: 0,
        meetingLink: null,
      },
      RESULT_JOB_OPTIONS,
    );
    await until(
      async () => !(await h.simRecords('crm.lead')).some((l) => l.id === stray!.odooLeadId),
      'the lead to be erased again',
      30_000,
      200,
    );
    const report = await until(
      async () => {
        const e = await erasure(erased.erasureId);
        return e.status === 'done' && e.odoo?.some((o) => o.recordId === erased.id && o.lead === 'unlinked') ? e : undefined;
      },
      'the erasure report to say so',
      30_000,
      200,
    );
    expect(report.records).toEqual([{ kind: 'consultation', id: erased.id }]);
    const audit = (await h.staff.get<{ items: AuditEntry[] }>('/api/admin/audit?limit=50')).body.items;
    expect(
      audit.some(
        (e) => e.target === `erasure:${erased.erasureId}` && /run again: a sync result came for consultation:/.test(e.detail ?? ''),
      ),
    ).toBe(true);
  }, 90_000);
});
