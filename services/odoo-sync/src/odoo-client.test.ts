// OdooClient against the real simulator over HTTP: one authentication, schema checks, id resolution and,
// above all, one Odoo lead per key whatever happens on the wire.
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { startOdooSim, type OdooSim, type OdooSimOptions } from '../../../infra/odoo-sim/odoo-sim';
import { BASE_CONTEXT, OdooClient, type OdooClientOptions } from './odoo-client';
import { OdooError } from './odoo-errors';
import { XmlRpcTransport } from './xmlrpc-transport';

let sim: OdooSim;

beforeAll(async () => {
  sim = await startOdooSim({ apiKey: 'client-key', customFields: { 'crm.lead': { x_sync_key: { type: 'char', string: 'Sync Key' } } } });
});
afterEach(() => sim.control.reset());
afterAll(() => sim.close());

function clientFor(target: OdooSim, options: Partial<OdooClientOptions> & { apiKey?: string; timeoutMs?: number } = {}) {
  const { apiKey = target.apiKey, timeoutMs = 5_000, ...rest } = options;
  const transport = new XmlRpcTransport({ url: target.url, db: target.db, login: target.login, apiKey, timeoutMs });
  return new OdooClient({ transport, ...rest });
}

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

describe('authentication', () => {
  it('when several calls are made, then authenticate runs once', async () => {
    const client = clientFor(sim);
    await Promise.all([client.findTeam('Sales'), client.findTeam('Website'), client.resolveWebsiteMedium()]);
    expect(sim.state.calls('common.authenticate')).toBe(1);
  });

  it('when the key is wrong, then it is a permanent credentials error, and it is not retried', async () => {
    const client = clientFor(sim, { apiKey: 'wrong' });
    const error = await failure(client.findTeam('Sales'));
    expect(error).toMatchObject({ kind: 'permanent', code: 'credentials', reason: `Odoo rejected the credentials for ${sim.login} on ${sim.db}` });
    await failure(client.findTeam('Sales'));
    expect(sim.state.calls('common.authenticate')).toBe(1);
    expect(sim.state.calls('crm.team.*')).toBe(0);
  });

  it('when authenticate fails transiently, then the next call tries again', async () => {
    const client = clientFor(sim);
    sim.control.failNext({ target: 'common.authenticate', failure: { type: 'http', status: 503 } });
    expect(await failure(client.authenticate())).toMatchObject({ kind: 'transient' });
    expect(await client.authenticate()).toBe(sim.uid);
  });

  it('when every call is made, then the base context goes with it', async () => {
    const client = clientFor(sim);
    await client.ensureSource('Website contact form');
    const calls = sim.state.callLog('utm.source.*');
    expect(calls.map((c) => c.target)).toEqual(['utm.source.search', 'utm.source.create']);
    for (const call of calls) expect(call.kwargs.context).toEqual(BASE_CONTEXT);
  });
});

describe('server version', () => {
  it('when the server is 17.0, then the series is 17.0', async () => {
    expect(await clientFor(sim).serverSeries()).toEqual({ major: 17, minor: 0, serie: '17.0', version: '17.0', saas: false, enterprise: false });
  });

  it('when the server is Odoo Online, then the series comes from server_serie, not the string major', async () => {
    const version = { server_version: 'saas~17.4+e', server_version_info: ['saas~17', 4, 0, 'final', 0, '+e'], server_serie: 'saas~17.4' };
    await withSim({ apiKey: 'k', version }, async (own) => {
      expect(await clientFor(own).serverSeries()).toEqual({ major: 17, minor: 4, serie: 'saas~17.4', version: 'saas~17.4+e', saas: true, enterprise: true });
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

  it('when a source is ensured twice (even at once), then it is created once', async () => {
    const client = clientFor(sim);
    const [a, b] = await Promise.all([client.ensureSource('Website booking'), client.ensureSource('Website booking')]);
    expect(a).toBe(b);
    expect(await clientFor(sim).ensureSource('Website booking')).toBe(a);
    expect(sim.state.records('utm.source').filter((s) => s.name === 'Website booking')).toHaveLength(1);
    expect(sim.state.calls('utm.source.create')).toBe(1);
  });

  it('when finding teams, then use_leads comes along; an unknown team is null', async () => {
    const client = clientFor(sim);
    expect(await client.findTeam('Sales')).toEqual({ id: 1, name: 'Sales', useLeads: true });
    expect(await client.findTeam('Website')).toEqual({ id: 2, name: 'Website', useLeads: false });
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

  it('when the same lead is created twice, then one lead exists and the second call says so', async () => {
    const client = clientFor(sim);
    const first = await client.createLeadWithExternalId('website_lead_twice', values('Twice'));
    const second = await client.createLeadWithExternalId('website_lead_twice', values('Twice'));
    expect(first).toEqual({ id: expect.any(Number), created: true });
    expect(second).toEqual({ id: first.id, created: false });
    expect(leadsWithKey('website_lead_twice')).toEqual([
      expect.objectContaining({ id: first.id, name: 'Twice', type: 'opportunity', user_id: null, team_id: 2, medium_id: 5, partner_name: null, x_sync_key: 'form:1' }),
    ]);
    expect(await client.findByExternalId('crm.lead', 'website_lead_twice')).toBe(first.id);
    expect(sim.state.callLog('crm.lead.load')[0]?.kwargs.context).toEqual(BASE_CONTEXT);
  });

  it('when Odoo commits and the socket drops, then the retry finds the lead instead of creating another', async () => {
    const client = clientFor(sim);
    sim.control.commitThenDrop('crm.lead.load');
    const error = await failure(client.createLeadWithExternalId('website_lead_dropped', values('Dropped')));
    expect(error).toMatchObject({ kind: 'transient', code: 'network', outcomeUnknown: true });
    const retry = await client.createLeadWithExternalId('website_lead_dropped', values('Dropped'));
    expect(retry.created).toBe(false);
    expect(leadsWithKey('website_lead_dropped')).toEqual([expect.objectContaining({ id: retry.id, name: 'Dropped' })]);
  });

  it('when the client times out but Odoo finishes, then the retry finds the lead', async () => {
    const client = clientFor(sim, { timeoutMs: 150 });
    await client.findByExternalId('crm.lead', 'warm-up');
    sim.control.setLatency(400, 'crm.lead.load');
    expect(await failure(client.createLeadWithExternalId('website_lead_slow', values('Slow')))).toMatchObject({ code: 'timeout', outcomeUnknown: true });
    await expect.poll(() => leadsWithKey('website_lead_slow').length, { interval: 20, timeout: 2000 }).toBe(1);
    sim.control.setLatency(0, 'crm.lead.load');
    expect(await client.createLeadWithExternalId('website_lead_slow', values('Slow'))).toMatchObject({ created: false });
    expect(leadsWithKey('website_lead_slow')).toHaveLength(1);
  });

  it('when the import refuses a row, then it is a permanent error with Odoo’s message and nothing is created', async () => {
    const error = await failure(clientFor(sim).createLeadWithExternalId('website_lead_bad', { ...values('Bad'), medium_id: 999 }));
    expect(error).toMatchObject({ kind: 'permanent', code: 'import_rejected' });
    expect(error.reason).toContain("Invalid database id '999' for the field 'Medium'");
    expect(leadsWithKey('website_lead_bad')).toEqual([]);
  });

  it('when a field does not exist, then the server fault is permanent', async () => {
    const error = await failure(clientFor(sim).createLeadWithExternalId('website_lead_nofield', { ...values('x'), x_nope: 'y' }));
    expect(error).toMatchObject({ kind: 'permanent', code: 'server_error' });
  });

  it('when using search-create mode, then it also yields one lead per key', async () => {
    const client = clientFor(sim, { externalIdMode: 'search-create' });
    const first = await client.createLeadWithExternalId('website_lead_sc', { ...values('Search-create'), tag_ids: [] });
    const second = await client.createLeadWithExternalId('website_lead_sc', values('Search-create'));
    expect(second).toEqual({ id: first.id, created: false });
    expect(leadsWithKey('website_lead_sc')).toHaveLength(1);
  });

  it('when the external id has a dot or a space, then it is refused before any call', async () => {
    expect(await failure(clientFor(sim).createLeadWithExternalId('a.b', values('x')))).toMatchObject({ kind: 'permanent', code: 'bad_request' });
  });
});

describe('partners and events', () => {
  it('when the same e-mail comes twice in another case, then one partner is found', async () => {
    const client = clientFor(sim);
    const a = await client.findOrCreatePartner('Ada@Example.NG', 'Ada', '+234 800 000 0000');
    const b = await client.findOrCreatePartner('Ada <ada@example.ng>', 'Ada L.', null);
    expect(b).toBe(a);
    expect(sim.state.records('res.partner').filter((p) => p.email === 'Ada@Example.NG')).toHaveLength(1);
  });

  it('when creating an event, then invitations are off by default and times go as UTC strings', async () => {
    const client = clientFor(sim);
    const partner = await client.findOrCreatePartner('bola@example.ng', 'Bola');
    const lead = await client.createLeadWithExternalId('website_lead_evt', { name: 'With meeting' });
    const id = await client.createEvent({
      name: 'Intro call',
      start: new Date('2024-06-03T08:30:00Z'),
      stop: '2024-06-03 09:00:00',
      partner_ids: [[6, 0, [3, partner]]],
      opportunity_id: lead.id,
      allday: false,
    });
    expect(sim.state.records('calendar.event').find((e) => e.id === id)).toMatchObject({
      start: '2024-06-03 08:30:00',
      stop: '2024-06-03 09:00:00',
      partner_ids: [3, partner],
      opportunity_id: lead.id,
    });
    expect(sim.state.callLog('calendar.event.create')[0]?.kwargs.context).toEqual({ ...BASE_CONTEXT, no_mail_to_attendees: true });
  });

  it('when invitations are on, then no_mail_to_attendees is not sent', async () => {
    await clientFor(sim, { sendInvitations: true }).createEvent({ name: 'x', start: '2024-06-03 08:30:00', stop: '2024-06-03 09:00:00' });
    expect(sim.state.callLog('calendar.event.create')[0]?.kwargs.context).toEqual(BASE_CONTEXT);
  });

  it('when an event has an external id, then creating it twice yields one event', async () => {
    const client = clientFor(sim);
    const event = { name: 'Once', start: '2024-06-04 08:30:00', stop: '2024-06-04 09:00:00', partner_ids: [[6, 0, [3]]], duration: 0.5 };
    const a = await client.createEvent(event, { externalId: 'website_event_once' });
    const b = await client.createEvent(event, { externalId: 'website_event_once' });
    expect(b).toBe(a);
    expect(sim.state.records('calendar.event').filter((e) => e.name === 'Once')).toEqual([expect.objectContaining({ partner_ids: [3] })]);
    expect(sim.state.callLog('calendar.event.load')[0]?.kwargs.context).toMatchObject({ no_mail_to_attendees: true });
  });

  it('when stop is before start, then it is permanent', async () => {
    const error = await failure(clientFor(sim).createEvent({ name: 'x', start: '2024-06-03 10:00:00', stop: '2024-06-03 09:00:00' }));
    expect(error).toMatchObject({ kind: 'permanent', code: 'user_error', faultCode: 2 });
  });
});

describe('login cooldown', () => {
  it('when this source is on cooldown, then calls fail transient with a 60 s wait, retried at most once', async () => {
    let now = Date.parse('2024-06-03T10:00:00Z');
    await withSim({ apiKey: 'good', now: () => new Date(now) }, async (own) => {
      const client = clientFor(own);
      await client.authenticate();
      for (let i = 0; i < 5; i++) await failure(clientFor(own, { apiKey: 'bad' }).authenticate());
      const error = await failure(client.findTeam('Sales'));
      expect(error).toMatchObject({ kind: 'transient', code: 'login_cooldown', retryAfterMs: 60_000, maxRetries: 1, faultCode: 3 });
      now += 60_001;
      expect(await client.findTeam('Sales')).toMatchObject({ id: 1 });
    });
  });
});
