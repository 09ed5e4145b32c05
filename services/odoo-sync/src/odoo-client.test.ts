// OdooClient against the real simulator over HTTP, once over XML-RPC and once over JSON-2: one
// authentication, schema checks, id resolution, UTM records, batched loads, quick retries of busy faults
// and, above all, one Odoo lead per key whatever happens on the wire.
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { startOdooSim, type OdooSeries, type OdooSim, type OdooSimOptions } from '@site/odoo-sim/odoo-sim';
import { BASE_CONTEXT, OdooClient, type OdooClientOptions } from './odoo-client';
import { cleanUtmName, utmExternalId } from './utm';
import { OdooError } from './odoo-errors';
import { createTransport, type OdooProtocol } from './odoo-protocol';
import { hasGroup, mayI } from './odoo-rights';

let sim: OdooSim;

/** The suite's simulator for a block: the series it presents, started before the block and closed after it. */
function simOf(series: OdooSeries) {
  beforeAll(async () => {
    sim = await startOdooSim({
      apiKey: 'client-key',
      series,
      customFields: { 'crm.lead': { x_sync_key: { type: 'char', string: 'Sync Key' } } },
    });
  });
  afterEach(() => sim.control.reset());
  afterAll(() => sim.close());
}

type ClientOptions = Partial<OdooClientOptions> & { apiKey?: string; timeoutMs?: number };

async function failure(promise: Promise<unknown>): Promise<OdooError> {
  const error = await promise.then(
    (value) => new Error(`expected a failure, got ${JSON.stringify(value)}`),
    (e: unknown) => e,
  );
  if (!(error instanceof OdooError)) throw error;
  return error;
}

async function withSim<T>(options: OdooSimOptions, run: (own: OdooSim) => Promise<T>): Promise<T> {
  const own = await startOdooSim(options);
  try {
    return await run(own);
  } finally {
    await own.close();
  }
}

const leadsWithKey = (key: string) => {
  const data = sim.state.records('ir.model.data').filter((r) => r.module === '__import__' && r.name === key);
  return data.map((d) => sim.state.records('crm.lead').find((lead) => lead.id === d.res_id));
};

const busyFault = {
  type: 'fault',
  faultCode: 1,
  faultString:
    'Traceback (most recent call last):\n  File "odoo/sql_db.py", line 1, in execute\n    x()\npsycopg2.errors.SerializationFailure: could not serialize access due to concurrent update\n',
} as const;

describe.each<{ protocol: Exclude<OdooProtocol, 'auto'>; series: OdooSeries; authTarget: string }>([
  { protocol: 'xmlrpc', series: 17, authTarget: 'common.authenticate' },
  { protocol: 'json2', series: 19, authTarget: 'res.users.context_get' },
])('OdooClient over $protocol (Odoo $series)', ({ protocol, series, authTarget }) => {
  simOf(series);
  function clientFor(target: OdooSim, options: ClientOptions = {}) {
    const { apiKey = target.apiKey, timeoutMs = 5_000, ...rest } = options;
    const transport = createTransport({ url: target.url, db: target.db, login: target.login, apiKey, timeoutMs }, protocol);
    return new OdooClient({ transport, ...rest });
  }

  describe('authentication', () => {
    it('when several calls are made, then authenticate runs once', async () => {
      const client = clientFor(sim);
      await Promise.all([client.findTeam('Sales'), client.findTeam('Website'), client.resolveWebsiteMedium()]);
      expect(sim.state.calls(authTarget)).toBe(1);
    });

    it('when the key is wrong, then it is a permanent credentials error, and it is not retried', async () => {
      const client = clientFor(sim, { apiKey: 'wrong' });
      const error = await failure(client.findTeam('Sales'));
      expect(error).toMatchObject({
        kind: 'permanent',
        code: 'credentials',
        reason: `Odoo rejected the credentials for ${sim.login} on ${sim.db}`,
      });
      await failure(client.findTeam('Sales'));
      expect(sim.state.calls(authTarget)).toBe(1);
      sim.control.resetLoginFailures();
      expect(sim.state.calls('crm.team.*')).toBe(0);
    });

    it('when authenticate fails transiently, then the next call tries again', async () => {
      const client = clientFor(sim);
      sim.control.failNext({ target: authTarget, failure: { type: 'http', status: 503 } });
      expect(await failure(client.authenticate())).toMatchObject({ kind: 'transient' });
      expect(await client.authenticate()).toBe(sim.uid);
    });

    it('when every call is made, then the base context goes with it', async () => {
      const client = clientFor(sim);
      await client.ensureUtm('utm.source', `Website contact form ${protocol}`);
      const calls = sim.state.callLog('utm.source.*');
      // Search by name, the model's fields (once), then the create-only load under our key.
      expect(calls.map((c) => c.target)).toEqual(['utm.source.search', 'utm.source.fields_get', 'utm.source.load']);
      for (const call of calls.slice(0, 2)) expect(call.kwargs.context).toEqual(BASE_CONTEXT);
      expect(calls[2]!.kwargs.context).toEqual({ ...BASE_CONTEXT, mode: 'update', noupdate: true });
    });
  });

  describe('server version', () => {
    it('when the server is a release, then the series is its major and minor', async () => {
      expect(await clientFor(sim).serverSeries()).toEqual({
        major: series,
        minor: 0,
        serie: `${series}.0`,
        version: `${series}.0`,
        saas: false,
        enterprise: false,
      });
    });

    it('when the server is Odoo Online, then the series comes from server_serie, not the string major', async () => {
      const version = {
        server_version: `saas~${series}.4+e`,
        server_version_info: [`saas~${series}`, 4, 0, 'final', 0, '+e'],
        server_serie: `saas~${series}.4`,
      };
      await withSim({ apiKey: 'k', version }, async (own) => {
        expect(await clientFor(own).serverSeries()).toMatchObject({
          major: series,
          minor: 4,
          serie: `saas~${series}.4`,
          version: `saas~${series}.4+e`,
          saas: true,
          enterprise: true,
        });
      });
    });
  });

  describe('start-up checks and lookups', () => {
    it('when the fields exist, then checkFields returns their descriptions', async () => {
      const fields = await clientFor(sim).checkFields('crm.lead', ['name', 'medium_id', 'x_sync_key']);
      expect(fields.medium_id).toMatchObject({ type: 'many2one', relation: 'utm.medium' });
      expect(fields.x_sync_key).toMatchObject({ type: 'char' });
    });

    it('when fields are missing, then it is a permanent config error naming them', async () => {
      const error = await failure(clientFor(sim).checkFields('crm.lead', ['name', 'x_missing', 'x_other']));
      expect(error).toMatchObject({ kind: 'permanent', code: 'config' });
      expect(error.reason).toContain('x_missing, x_other');
    });

    it('when resolving the Website medium, then its id comes from utm.utm_medium_website', async () => {
      expect(await clientFor(sim).resolveWebsiteMedium()).toBe(5);
    });

    it('when a source is ensured twice (even at once, even by two workers), then it is created once', async () => {
      const name = `Website booking ${protocol}`;
      const [a, b, c] = await Promise.all([
        clientFor(sim).ensureUtm('utm.source', name),
        clientFor(sim).ensureUtm('utm.source', name),
        clientFor(sim).ensureUtm('utm.source', name),
      ]);
      expect(a).toBe(b);
      expect(c).toBe(a);
      const client = clientFor(sim);
      expect(await client.ensureUtm('utm.source', `  ${name.toUpperCase()} `)).toBe(a);
      expect(sim.state.records('utm.source').filter((s) => String(s.name).startsWith(name))).toHaveLength(1);
      expect(sim.state.calls('utm.source.create')).toBe(0);
    });

    it('when a UTM name exists in Odoo already, then it is used, case-insensitively, for medium and campaign too', async () => {
      const client = clientFor(sim);
      expect(await client.ensureUtm('utm.source', 'linkedin')).toBe(6);
      expect(await client.ensureUtm('utm.medium', 'BANNER')).toBe(4);
      const campaign = await client.ensureUtm('utm.campaign', `Lagos Tech Fest ${protocol}`);
      expect(sim.state.records('utm.campaign').find((r) => r.id === campaign)).toMatchObject({
        name: `Lagos Tech Fest ${protocol}`,
        title: `Lagos Tech Fest ${protocol}`,
      });
      expect(sim.state.findByExternalId(utmExternalId('utm.campaign', `Lagos Tech Fest ${protocol}`))?.id).toBe(campaign);
      expect(client.ensureUtm('utm.source', ' \u0000 -- ')).toBeNull();
      const cached = sim.state.calls('*');
      await client.ensureUtm('utm.campaign', `lagos tech fest ${protocol}`);
      expect(sim.state.calls('*')).toBe(cached);
    });

    it('when finding teams, then use_leads, the leader (none on a fresh 17) and the members come along; an unknown team is null', async () => {
      const client = clientFor(sim);
      expect(await client.findTeam('Sales')).toEqual({
        id: 1,
        name: 'Sales',
        useLeads: true,
        leaderId: series >= 19 ? 2 : false,
        memberIds: [2],
      });
      expect(await client.findTeam('Website')).toEqual({ id: 2, name: 'Website', useLeads: false, leaderId: false, memberIds: [] });
      expect(await client.findTeam('Nope')).toBeNull();
    });
  });

  describe('leads with an external id', () => {
    const values = (name: string) => ({
      name,
      type: 'opportunity',
      contact_name: 'Jane Doe',
      partner_name: false,
      email_from: 'jane@acme.example',
      phone: false,
      description: '<p>Hello,<br>we need pricing.</p>',
      medium_id: 5,
      team_id: 2,
      user_id: false,
      x_sync_key: 'form:1',
    });

    it('when the same lead is created twice, then one lead exists, in one call each, and the second leaves it as staff left it', async () => {
      const client = clientFor(sim);
      const first = await client.createLeadWithExternalId(`website_lead_twice_${protocol}`, values('Twice'));
      sim.control.write('crm.lead', [first], { name: 'Renamed by staff' });
      const second = await client.createLeadWithExternalId(`website_lead_twice_${protocol}`, values('Twice'));
      expect(second).toBe(first);
      expect(leadsWithKey(`website_lead_twice_${protocol}`)).toEqual([
        expect.objectContaining({
          id: first,
          name: 'Renamed by staff',
          type: 'opportunity',
          user_id: null,
          team_id: 2,
          medium_id: 5,
          partner_name: null,
          x_sync_key: 'form:1',
        }),
      ]);
      expect(sim.state.calls('crm.lead.load')).toBe(2);
      // Created and found in the context that makes load create-only: its external id is noupdate.
      expect(sim.state.callLog('crm.lead.load')[0]?.kwargs.context).toEqual({ ...BASE_CONTEXT, mode: 'update', noupdate: true });
      expect(await client.findByExternalId('crm.lead', `website_lead_twice_${protocol}`)).toBe(first);
    });

    it('when Odoo commits and the socket drops, then the retry finds the lead instead of creating another', async () => {
      const client = clientFor(sim);
      // The creating load commits and its answer is lost.
      sim.control.commitThenDrop('crm.lead.load');
      const error = await failure(client.createLeadWithExternalId(`website_lead_dropped_${protocol}`, values('Dropped')));
      expect(error).toMatchObject({ kind: 'transient', code: 'network', outcomeUnknown: true });
      const retry = await client.createLeadWithExternalId(`website_lead_dropped_${protocol}`, values('Dropped'));
      expect(leadsWithKey(`website_lead_dropped_${protocol}`)).toEqual([expect.objectContaining({ id: retry, name: 'Dropped' })]);
    });

    it('when the client times out but Odoo finishes, then the retry finds the lead', async () => {
      const client = clientFor(sim, { timeoutMs: 600 });
      await client.findByExternalId('crm.lead', 'warm-up');
      // The creating load takes longer than the client waits, and commits.
      sim.control.failNext({ target: 'crm.lead.load', failure: { type: 'slow', ms: 1500 } });
      expect(await failure(client.createLeadWithExternalId(`website_lead_slow_${protocol}`, values('Slow')))).toMatchObject({
        code: 'timeout',
        outcomeUnknown: true,
      });
      await expect.poll(() => leadsWithKey(`website_lead_slow_${protocol}`).length, { interval: 20, timeout: 5000 }).toBe(1);
      const retry = await client.createLeadWithExternalId(`website_lead_slow_${protocol}`, values('Slow'));
      expect(leadsWithKey(`website_lead_slow_${protocol}`)).toEqual([expect.objectContaining({ id: retry })]);
    });

    it('when the import refuses a row, then it is a permanent error with Odoo’s message and nothing is created', async () => {
      const error = await failure(
        clientFor(sim).createLeadWithExternalId(`website_lead_bad_${protocol}`, { ...values('Bad'), medium_id: 999 }),
      );
      expect(error).toMatchObject({ kind: 'permanent', code: 'import_rejected' });
      expect(error.reason).toContain("Invalid database id '999' for the field 'Medium'");
      expect(leadsWithKey(`website_lead_bad_${protocol}`)).toEqual([]);
    });

    it('when a field does not exist, then the server fault is permanent', async () => {
      const error = await failure(
        clientFor(sim).createLeadWithExternalId(`website_lead_nofield_${protocol}`, { ...values('x'), x_nope: 'y' }),
      );
      expect(error).toMatchObject({ kind: 'permanent', code: 'server_error' });
    });

    it('when the external id has a dot or a space, then it is refused before any call', async () => {
      expect(await failure(clientFor(sim).createLeadWithExternalId('a.b', values('x')))).toMatchObject({
        kind: 'permanent',
        code: 'bad_request',
      });
    });
  });

  describe('partners and events', () => {
    it('when the same e-mail comes twice in another case, then one partner is found', async () => {
      const client = clientFor(sim);
      const a = await client.findOrCreatePartner(
        `Ada-${protocol}@Example.NG`,
        'Ada',
        '+234 800 000 0000',
        `website_partner_ada_${protocol}`,
      );
      const b = await client.findOrCreatePartner(`Ada <ada-${protocol}@example.ng>`, 'Ada L.', null, `website_partner_ada2_${protocol}`);
      expect(b).toBe(a);
      expect(sim.state.records('res.partner').filter((p) => p.email === `Ada-${protocol}@Example.NG`)).toHaveLength(1);
      // The partner we made carries our external id; finding it again registers none.
      expect(sim.state.findByExternalId(`website_partner_ada_${protocol}`)?.id).toBe(a);
      expect(sim.state.findByExternalId(`website_partner_ada2_${protocol}`)).toBeUndefined();
    });

    it('when staff made the partner, then it is used as it is and gets no external id of ours', async () => {
      const client = clientFor(sim);
      const [staffs] = await client.call<number[]>('res.partner', 'create', {
        vals_list: [{ name: 'Chika (staff)', email: `chika-${protocol}@example.ng` }],
      });
      expect(await client.findOrCreatePartner(`chika-${protocol}@example.ng`, 'Chika', null, `website_partner_chika_${protocol}`)).toBe(
        staffs,
      );
      expect(sim.state.findByExternalId(`website_partner_chika_${protocol}`)).toBeUndefined();
    });

    it('when creating an event, then invitations are off by default and times go as UTC strings', async () => {
      const client = clientFor(sim);
      const partner = await client.findOrCreatePartner(`bola-${protocol}@example.ng`, 'Bola', null, `website_partner_bola_${protocol}`);
      const lead = await client.createLeadWithExternalId(`website_lead_evt_${protocol}`, { name: 'With meeting' });
      const id = await client.createEventWithExternalId(`website_event_evt_${protocol}`, {
        name: 'Intro call',
        start: '2024-06-03 08:30:00',
        stop: '2024-06-03 09:00:00',
        partner_ids: [[6, 0, [3, partner]]],
        opportunity_id: lead,
        allday: false,
      });
      expect(sim.state.records('calendar.event').find((e) => e.id === id)).toMatchObject({
        start: '2024-06-03 08:30:00',
        stop: '2024-06-03 09:00:00',
        partner_ids: [3, partner],
        opportunity_id: lead,
      });
      expect(sim.state.callLog('calendar.event.load').at(-1)?.kwargs.context).toEqual({
        ...BASE_CONTEXT,
        no_mail_to_attendees: true,
        mail_activity_quick_update: true,
        mode: 'update',
        noupdate: true,
      });
    });

    it('when invitations are on, then no_mail_to_attendees is not sent', async () => {
      await clientFor(sim, { sendInvitations: true }).createEventWithExternalId(`website_event_invite_${protocol}`, {
        name: 'x',
        start: '2024-06-03 08:30:00',
        stop: '2024-06-03 09:00:00',
      });
      expect(sim.state.callLog('calendar.event.load').at(-1)?.kwargs.context).toEqual({ ...BASE_CONTEXT, mode: 'update', noupdate: true });
    });

    it('when an event is created twice under its external id, then one event exists', async () => {
      const client = clientFor(sim);
      const event = { name: `Once ${protocol}`, start: '2024-06-04 08:30:00', stop: '2024-06-04 09:00:00', partner_ids: [[6, 0, [3]]] };
      const a = await client.createEventWithExternalId(`website_event_once_${protocol}`, event);
      const b = await client.createEventWithExternalId(`website_event_once_${protocol}`, event);
      expect(b).toBe(a);
      expect(sim.state.records('calendar.event').filter((e) => e.name === `Once ${protocol}`)).toEqual([
        expect.objectContaining({ partner_ids: [3] }),
      ]);
    });

    it('when stop is before start, then the import refuses it for good with Odoo’s message', async () => {
      const error = await failure(
        clientFor(sim).createEventWithExternalId(`website_event_backwards_${protocol}`, {
          name: 'x',
          start: '2024-06-03 10:00:00',
          stop: '2024-06-03 09:00:00',
        }),
      );
      expect(error).toMatchObject({ kind: 'permanent', code: 'import_rejected' });
      expect(error.reason).toContain('cannot be earlier than the starting date');
    });
  });

  describe('batches', () => {
    const lead = (name: string, mediumId = 5) => ({
      name,
      type: 'opportunity',
      email_from: `${name.replaceAll(' ', '.')}@example.ng`,
      medium_id: mediumId,
      team_id: 1,
      user_id: false,
    });

    it('when many leads come at once, then the first goes alone and the others share one load', async () => {
      const client = clientFor(sim, { batchSize: 10, batchWindowMs: 50 });
      const before = await client.createLeadWithExternalId(`website_lead_batch_0_${protocol}`, lead('Batch 0'));
      await new Promise((resolve) => setImmediate(resolve));
      await sim.control.reset();
      const created = await Promise.all(
        Array.from({ length: 10 }, (_, i) => client.createLeadWithExternalId(`website_lead_batch_${i}_${protocol}`, lead(`Batch ${i}`))),
      );
      expect(created[0]).toBe(before);
      expect(new Set(created).size).toBe(10);
      // Odoo was idle for the first (its load found it under its key); the nine new ones gathered meanwhile
      // and share one load. Nothing reads ir.model.data.
      expect(sim.state.calls('crm.lead.load')).toBe(2);
      expect(sim.state.calls('ir.model.data.*')).toBe(0);
      const [, load] = sim.state.callLog('crm.lead.load');
      expect(load?.args[1] ?? load?.kwargs.data).toHaveLength(9);
      for (let i = 0; i < 10; i++) expect(leadsWithKey(`website_lead_batch_${i}_${protocol}`)).toHaveLength(1);
    });

    it('when one row of a batch is bad, then it alone fails, with its own reason, and the others are created', async () => {
      const client = clientFor(sim, { batchSize: 5, batchWindowMs: 50 });
      const outcomes = await Promise.allSettled(
        Array.from({ length: 5 }, (_, i) =>
          client.createLeadWithExternalId(`website_lead_mixed_${i}_${protocol}`, lead(`Mixed ${i}`, i === 2 ? 999 : 5)),
        ),
      );
      expect(outcomes.map((o) => o.status)).toEqual(['fulfilled', 'fulfilled', 'rejected', 'fulfilled', 'fulfilled']);
      const rejected = outcomes[2] as PromiseRejectedResult;
      expect(rejected.reason).toMatchObject({ kind: 'permanent', code: 'import_rejected' });
      expect((rejected.reason as OdooError).reason).toContain("Invalid database id '999'");
      expect(leadsWithKey(`website_lead_mixed_2_${protocol}`)).toEqual([]);
      for (const i of [0, 1, 3, 4]) expect(leadsWithKey(`website_lead_mixed_${i}_${protocol}`)).toHaveLength(1);
      // The first went alone; the four others went together, were refused for one row, and went again without it.
      expect(sim.state.calls('crm.lead.load')).toBe(3);
    });

    it('when the same record comes three times at once, then there is one lead', async () => {
      const client = clientFor(sim, { batchSize: 4, batchWindowMs: 50 });
      const [a, b, c] = await Promise.all(
        [1, 2, 3].map(() => client.createLeadWithExternalId(`website_lead_dup_${protocol}`, lead('Dup'))),
      );
      // The first goes alone at once, the two others share a batch that finds the first under its key.
      expect([b, c]).toEqual([a, a]);
      expect(leadsWithKey(`website_lead_dup_${protocol}`)).toHaveLength(1);
    });
  });

  describe('busy faults', () => {
    it('when Odoo answers a serialization failure twice, then the call is retried at once and succeeds', async () => {
      const client = clientFor(sim);
      await client.authenticate();
      sim.control.failNext({ target: 'crm.team.search_read', times: 2, failure: busyFault });
      const started = Date.now();
      expect(await client.findTeam('Sales')).toMatchObject({ id: 1 });
      expect(Date.now() - started).toBeLessThan(2_000);
      expect(sim.state.calls('crm.team.search_read')).toBe(3);
      expect(client.gate.busyRetries).toBe(2);
    });

    it('when Odoo stays busy, then the fault comes out transient after the configured tries', async () => {
      const client = clientFor(sim, { gate: { busyTries: 3 } });
      await client.authenticate();
      sim.control.failNext({ target: 'crm.team.search_read', times: 5, failure: busyFault });
      expect(await failure(client.findTeam('Sales'))).toMatchObject({ kind: 'transient', code: 'concurrency' });
      expect(sim.state.calls('crm.team.search_read')).toBe(3);
    });

    it('when Odoo is down, then nothing is retried in-process (outages keep the long back-off)', async () => {
      const client = clientFor(sim);
      await client.authenticate();
      sim.control.failNext({ target: 'crm.team.search_read', times: 2, failure: { type: 'http', status: 503 } });
      expect(await failure(client.findTeam('Sales'))).toMatchObject({ kind: 'transient', code: 'http_status' });
      expect(sim.state.calls('crm.team.search_read')).toBe(1);
    });
  });

  describe('login cooldown', () => {
    if (protocol === 'xmlrpc') {
      it('when this source is on cooldown, then calls fail transient with a 60 s wait, retried at most once', async () => {
        let now = Date.parse('2024-06-03T10:00:00Z');
        await withSim({ apiKey: 'good', series, now: () => new Date(now) }, async (own) => {
          const client = clientFor(own);
          await client.authenticate();
          for (let i = 0; i < 5; i++) await failure(clientFor(own, { apiKey: 'bad' }).authenticate());
          const error = await failure(client.findTeam('Sales'));
          expect(error).toMatchObject({ kind: 'transient', code: 'login_cooldown', retryAfterMs: 60_000, maxRetries: 1, faultCode: 3 });
          now += 60_001;
          expect(await client.findTeam('Sales')).toMatchObject({ id: 1 });
        });
      });
    } else {
      it('when wrong keys are tried many times, then the good key still works: bearer keys have no login cooldown', async () => {
        await withSim({ apiKey: 'good', series }, async (own) => {
          for (let i = 0; i < 6; i++)
            expect(
              await clientFor(own, { apiKey: 'bad' })
                .authenticate()
                .catch((e: unknown) => e),
            ).toBeInstanceOf(OdooError);
          expect(await clientFor(own).findTeam('Sales')).toMatchObject({ id: 1 });
        });
      });
    }
  });
});

describe('protocol choice', () => {
  simOf(17);
  const auto = (own: OdooSim) =>
    createTransport({ url: own.url, db: own.db, login: own.login, apiKey: own.apiKey, timeoutMs: 5_000 }, 'auto');

  it('when the server is Odoo 17, then auto speaks XML-RPC', async () => {
    const transport = auto(sim);
    const client = new OdooClient({ transport });
    expect((await client.serverSeries()).major).toBe(17);
    await client.findTeam('Sales');
    expect(transport.protocol).toBe('xmlrpc');
    expect(sim.state.calls('common.authenticate')).toBe(1);
  });

  it('when the server is Odoo 19, then auto speaks JSON-2', async () => {
    await withSim({ apiKey: 'k19', series: 19 }, async (own) => {
      const transport = auto(own);
      const client = new OdooClient({ transport });
      expect((await client.serverSeries()).major).toBe(19);
      expect(await client.findTeam('Sales')).toMatchObject({ id: 1 });
      expect(transport.protocol).toBe('json2');
      expect(own.state.calls('common.authenticate')).toBe(0);
      expect(own.state.calls('res.users.context_get')).toBe(1);
    });
  });
});

describe.each<{ protocol: Exclude<OdooProtocol, 'auto'>; series: OdooSeries }>([
  { protocol: 'xmlrpc', series: 17 },
  { protocol: 'xmlrpc', series: 18 },
  { protocol: 'xmlrpc', series: 19 },
  { protocol: 'json2', series: 19 },
])("the bot's rights on Odoo $series over $protocol", ({ protocol, series }) => {
  simOf(series);
  const client = () =>
    new OdooClient({
      transport: createTransport({ url: sim.url, db: sim.db, login: sim.login, apiKey: sim.apiKey, timeoutMs: 5_000 }, protocol),
    });

  it('when asked what the bot may do, then 17 is asked check_access_rights and has_group as a model method, 18 on, has_access and has_group on its user', async () => {
    const c = client();
    expect(await mayI(c, 'crm.lead', 'unlink')).toBe(true);
    expect(await mayI(c, 'res.partner', 'unlink')).toBe(false);
    expect(await hasGroup(c, 'sales_team.group_sale_manager')).toBe(true);
    expect(await hasGroup(c, 'base.group_erp_manager')).toBe(false);
    const [rights] = sim.state.callLog(series >= 18 ? 'crm.lead.has_access' : 'crm.lead.check_access_rights');
    const [group] = sim.state.callLog('res.users.has_group');
    if (series >= 18) {
      expect(rights).toMatchObject({ args: [[]], kwargs: { operation: 'unlink' } });
      expect(group).toMatchObject({ args: [[sim.uid]], kwargs: { group_ext_id: 'sales_team.group_sale_manager' } });
      // The method 18 deprecated is never called.
      expect(sim.state.callLog('*').filter((c) => c.target.endsWith('.check_access_rights'))).toEqual([]);
    } else {
      expect(rights).toMatchObject({ args: [], kwargs: { operation: 'unlink', raise_exception: false } });
      expect(group).toMatchObject({ args: [], kwargs: { group_ext_id: 'sales_team.group_sale_manager' } });
    }
  });
});

describe('UTM names', () => {
  it('when a visitor sends odd UTM values, then they are cleaned and capped, or refused when nothing is left', () => {
    expect(cleanUtmName('  Google\u0000  Ads\n ')).toBe('Google Ads');
    expect(cleanUtmName('x'.repeat(100))).toHaveLength(64);
    expect(cleanUtmName(' -- ')).toBeNull();
    expect(utmExternalId('utm.source', 'Google Ads')).toMatch(/^website_utm_source_google_ads_[0-9a-f]{10}$/);
    expect(utmExternalId('utm.source', 'Ọ̀yọ́ Radio')).toMatch(/^website_utm_source_[a-z0-9_]+$/);
  });
});
