// Contract tests for what a booking's changes and an erase need from the simulator, over real XML-RPC:
// chatter notes (message_post, read back from mail.message), archiving and moving an event, unlinking
// leads, events and partners with their external ids, and the video link setting.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startOdooSim, type OdooSim } from './odoo-sim';
import { faultOf, simClient } from './sim-test-client';

let sim: OdooSim;
let rpc: ReturnType<typeof simClient>;

beforeAll(async () => {
  sim = await startOdooSim({ apiKey: 'test-key' });
  rpc = simClient(sim);
});
afterAll(() => sim.close());

const lead = async (name = 'Consultation: Odoo ERP – Rivers Foods') => (await rpc.executeKw('crm.lead', 'create', [{ name }])) as number;
const event = async (values: Record<string, unknown> = {}) =>
  (await rpc.executeKw('calendar.event', 'create', [{ name: 'Odoo ERP consultation', start: '2026-11-25 09:00:00', stop: '2026-11-25 10:30:00', ...values }])) as number;

describe('chatter notes', () => {
  it('when a plain-text note is posted on a lead, then mail.message holds it escaped in a paragraph, as an internal note by the caller', async () => {
    const id = await lead();
    const messageId = await rpc.executeKw('crm.lead', 'message_post', [[id]], { body: 'Rescheduled by the visitor to <Wednesday>', message_type: 'comment', subtype_xmlid: 'mail.mt_note' });
    expect(messageId).toEqual(expect.any(Number));
    const [message] = (await rpc.executeKw('mail.message', 'search_read', [[['model', '=', 'crm.lead'], ['res_id', '=', id]]], { fields: ['body', 'message_type', 'subtype_id', 'is_internal', 'author_id'] })) as Array<Record<string, unknown>>;
    expect(message).toMatchObject({ id: messageId, body: '<p>Rescheduled by the visitor to &lt;Wednesday&gt;</p>', message_type: 'comment', subtype_id: [2, 'Note'], is_internal: true, author_id: [7, 'Website Bot'] });
  });

  it('when message_post gets positional arguments, several ids or a missing record, then it faults as Odoo does', async () => {
    const id = await lead();
    expect((await faultOf(rpc.executeKw('crm.lead', 'message_post', [[id], 'text']))).lastLine).toBe('TypeError: MailThread.message_post() takes 1 positional argument but 2 were given');
    expect((await faultOf(rpc.executeKw('crm.lead', 'message_post', [[id, id + 1]], { body: 'x' }))).lastLine).toBe(`ValueError: Expected singleton: crm.lead(${id}, ${id + 1})`);
    expect(await faultOf(rpc.executeKw('crm.lead', 'message_post', [[999_999]], { body: 'x' }))).toMatchObject({ faultCode: 2 });
    expect((await faultOf(rpc.executeKw('crm.team', 'message_post', [[1]], { body: 'x' }))).lastLine).toMatch(/AttributeError: The method 'message_post' does not exist/);
  });
});

describe('events and partners', () => {
  it('when an event is archived, then a search leaves it out unless active_test is off; moving it keeps the start/stop check', async () => {
    const id = await event();
    expect(await rpc.executeKw('calendar.event', 'write', [[id], { active: false }])).toBe(true);
    expect(await rpc.executeKw('calendar.event', 'search', [[['id', '=', id]]])).toEqual([]);
    expect(await rpc.executeKw('calendar.event', 'search', [[['id', '=', id]]], { context: { active_test: false } })).toEqual([id]);
    expect((await faultOf(rpc.executeKw('calendar.event', 'write', [[id], { start: '2026-11-26 09:00:00', stop: '2026-11-26 08:00:00' }]))).faultCode).toBe(2);
  });

  it('when a lead, an event and a partner are unlinked, then they and their external ids are gone and a repeat is a MissingError', async () => {
    const partner = (await rpc.executeKw('res.partner', 'load', [['id', 'name', 'email'], [['website_partner_abc', 'Ada Obi', 'ada@example.ng']]])) as { ids: number[] };
    const partnerId = partner.ids[0]!;
    const leadId = await lead();
    const eventId = await event({ partner_ids: [[6, 0, [partnerId]]], opportunity_id: leadId });
    // Deleting contacts takes Extra Rights / Contact Creation, which Sales / Administrator does not include.
    sim.control.setBotGroups(['sales_team.group_sale_manager', 'base.group_partner_manager']);
    try {
      for (const [model, id] of [['calendar.event', eventId], ['crm.lead', leadId], ['res.partner', partnerId]] as const) {
        expect(await rpc.executeKw(model, 'unlink', [[id]])).toBe(true);
        expect(await rpc.executeKw(model, 'search', [[['id', '=', id]]], { context: { active_test: false } })).toEqual([]);
        expect((await faultOf(rpc.executeKw(model, 'unlink', [[id]]))).faultCode).toBe(2);
      }
    } finally {
      sim.control.setBotGroups(['sales_team.group_sale_manager']);
    }
    expect(sim.state.findByExternalId('website_partner_abc')).toBeUndefined();
  });
});

describe('video link', () => {
  it('when the video link setting is on, then new events get it with their id; off (the default), the field stays as sent', async () => {
    const plain = await event();
    sim.control.setVideocall('https://meet.sim/{id}');
    const linked = await event();
    const given = await event({ videocall_location: 'https://meet.example/own' });
    sim.control.setVideocall(null);
    const rows = (await rpc.executeKw('calendar.event', 'read', [[plain, linked, given], ['videocall_location']])) as Array<{ id: number; videocall_location: string | false }>;
    expect(rows.map((r) => r.videocall_location)).toEqual([false, `https://meet.sim/${linked}`, 'https://meet.example/own']);
  });

  it('when the setting is sent over HTTP, then it takes effect', async () => {
    const res = await fetch(`${sim.url}/__sim/control`, { method: 'POST', body: JSON.stringify({ action: 'videocall', template: 'https://meet.sim/h-{id}' }) });
    expect(res.status).toBe(200);
    const id = await event();
    await sim.control.reset();
    const [row] = (await rpc.executeKw('calendar.event', 'read', [[id], ['videocall_location']])) as Array<{ videocall_location: string }>;
    expect(row!.videocall_location).toBe(`https://meet.sim/h-${id}`);
    expect((await rpc.executeKw('calendar.event', 'read', [[await event()], ['videocall_location']])) as unknown[]).toEqual([expect.objectContaining({ videocall_location: false })]);
  });
});
