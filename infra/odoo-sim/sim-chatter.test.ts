// Contract tests for what a booking's changes and an erase need from the simulator, over real XML-RPC:
// chatter notes (message_post, read back from mail.message) and the e-mail they need, meetings linked to
// leads, archiving and moving an event, won and lost, unlinking leads, events and partners with their
// external ids and messages, tracking values, write_date polling, and the video link setting.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startOdooSim, type OdooSim } from './odoo-sim';
import { faultOf, simClient, withClockedSim } from './sim-test-client';

let sim: OdooSim;
let rpc: ReturnType<typeof simClient>;

beforeAll(async () => {
  sim = await startOdooSim({ apiKey: 'test-key' });
  rpc = simClient(sim);
});
afterAll(() => sim.close());

const lead = async (name = 'Consultation: Odoo ERP – Rivers Foods') => (await rpc.executeKw('crm.lead', 'create', [{ name }])) as number;
const event = async (values: Record<string, unknown> = {}, context: Record<string, unknown> = {}) =>
  (await rpc.executeKw(
    'calendar.event',
    'create',
    [{ name: 'Odoo ERP consultation', start: '2026-11-25 09:00:00', stop: '2026-11-25 10:30:00', ...values }],
    { context },
  )) as number;

describe('chatter notes', () => {
  it('when a plain-text note is posted on a lead, then mail.message holds it escaped in a paragraph, as an internal note by the caller', async () => {
    const id = await lead();
    const messageId = await rpc.executeKw('crm.lead', 'message_post', [[id]], {
      body: 'Rescheduled by the visitor to <Wednesday>',
      message_type: 'comment',
      subtype_xmlid: 'mail.mt_note',
    });
    expect(messageId).toEqual(expect.any(Number));
    const [message] = (await rpc.executeKw(
      'mail.message',
      'search_read',
      [
        [
          ['model', '=', 'crm.lead'],
          ['res_id', '=', id],
        ],
      ],
      { fields: ['body', 'message_type', 'subtype_id', 'is_internal', 'author_id'] },
    )) as Array<Record<string, unknown>>;
    expect(message).toMatchObject({
      id: messageId,
      body: '<p>Rescheduled by the visitor to &lt;Wednesday&gt;</p>',
      message_type: 'comment',
      subtype_id: [2, 'Note'],
      is_internal: true,
      author_id: [7, 'Website Bot'],
    });
  });

  it('when message_post gets positional arguments, several ids or a missing record, then it faults as Odoo does', async () => {
    const id = await lead();
    expect((await faultOf(rpc.executeKw('crm.lead', 'message_post', [[id], 'text']))).lastLine).toBe(
      'TypeError: MailThread.message_post() takes 1 positional argument but 2 were given',
    );
    expect((await faultOf(rpc.executeKw('crm.lead', 'message_post', [[id, id + 1]], { body: 'x' }))).lastLine).toBe(
      `ValueError: Expected singleton: crm.lead(${id}, ${id + 1})`,
    );
    expect(await faultOf(rpc.executeKw('crm.lead', 'message_post', [[999_999]], { body: 'x' }))).toMatchObject({ faultCode: 2 });
    expect((await faultOf(rpc.executeKw('crm.team', 'message_post', [[1]], { body: 'x' }))).lastLine).toMatch(
      /AttributeError: The method 'message_post' does not exist/,
    );
  });
});

describe('events and partners', () => {
  it('when an event is archived, then a search leaves it out unless active_test is off; moving it keeps the start/stop check', async () => {
    const id = await event();
    expect(await rpc.executeKw('calendar.event', 'write', [[id], { active: false }])).toBe(true);
    expect(await rpc.executeKw('calendar.event', 'search', [[['id', '=', id]]])).toEqual([]);
    expect(await rpc.executeKw('calendar.event', 'search', [[['id', '=', id]]], { context: { active_test: false } })).toEqual([id]);
    expect(
      (await faultOf(rpc.executeKw('calendar.event', 'write', [[id], { start: '2026-11-26 09:00:00', stop: '2026-11-26 08:00:00' }])))
        .faultCode,
    ).toBe(2);
  });

  it('when a lead, an event and a partner are unlinked, then they and their external ids are gone and a repeat is a MissingError', async () => {
    const partner = (await rpc.executeKw('res.partner', 'load', [
      ['id', 'name', 'email'],
      [['website_partner_abc', 'Ada Obi', 'ada@example.ng']],
    ])) as { ids: number[] };
    const partnerId = partner.ids[0]!;
    const leadId = await lead();
    const eventId = await event({ partner_ids: [[6, 0, [partnerId]]], opportunity_id: leadId });
    // Deleting contacts takes Extra Rights / Contact Creation, which Sales / Administrator does not include.
    sim.control.setBotGroups(['sales_team.group_sale_manager', 'base.group_partner_manager']);
    try {
      for (const [model, id] of [
        ['calendar.event', eventId],
        ['crm.lead', leadId],
        ['res.partner', partnerId],
      ] as const) {
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
    const rows = (await rpc.executeKw('calendar.event', 'read', [[plain, linked, given], ['videocall_location']])) as Array<{
      id: number;
      videocall_location: string | false;
    }>;
    expect(rows.map((r) => r.videocall_location)).toEqual([false, `https://meet.sim/${linked}`, 'https://meet.example/own']);
  });

  it('when the setting is sent over HTTP, then it takes effect', async () => {
    const res = await fetch(`${sim.url}/__sim/control`, {
      method: 'POST',
      body: JSON.stringify({ action: 'videocall', template: 'https://meet.sim/h-{id}' }),
    });
    expect(res.status).toBe(200);
    const id = await event();
    await sim.control.reset();
    const [row] = (await rpc.executeKw('calendar.event', 'read', [[id], ['videocall_location']])) as Array<{ videocall_location: string }>;
    expect(row!.videocall_location).toBe(`https://meet.sim/h-${id}`);
    expect((await rpc.executeKw('calendar.event', 'read', [[await event()], ['videocall_location']])) as unknown[]).toEqual([
      expect.objectContaining({ videocall_location: false }),
    ]);
  });
});

describe('the e-mail a message needs', () => {
  it('when the bot has no e-mail, then posting on a lead and creating its meeting are fault 2; creating and writing leads still work', async () => {
    sim.control.setBotEmail(null);
    try {
      const id = await lead();
      expect(await rpc.executeKw('crm.lead', 'write', [[id], { phone: '+234 800 000 0000' }])).toBe(true);
      const noEmail = { faultCode: 2, faultString: "Unable to send message, please configure the sender's email address." };
      expect(await faultOf(rpc.executeKw('crm.lead', 'message_post', [[id]], { body: 'hello' }))).toMatchObject(noEmail);
      expect(await faultOf(event({ opportunity_id: id }))).toMatchObject(noEmail);
      expect(await faultOf(event({}, { default_opportunity_id: id }))).toMatchObject(noEmail);
      // The fix a bot can apply itself: its own e-mail (a self-writeable field of res.users).
      expect(await rpc.executeKw('res.users', 'write', [[sim.uid], { email: 'bot@gct-bots.example.com' }])).toBe(true);
      expect(await event({ opportunity_id: id })).toEqual(expect.any(Number));
      expect(await rpc.executeKw('crm.lead', 'message_post', [[id]], { body: 'hello' })).toEqual(expect.any(Number));
    } finally {
      sim.control.setBotEmail('bot@example.com');
    }
  });

  it('when the e-mail is removed over HTTP, then /__sim/state shows it and message_post fails', async () => {
    const post = (email: string | null) =>
      fetch(`${sim.url}/__sim/control`, { method: 'POST', body: JSON.stringify({ action: 'set-bot-email', email }) });
    expect((await post(null)).status).toBe(200);
    expect(sim.state.snapshot().bot.email).toBeNull();
    expect((await faultOf(rpc.executeKw('crm.lead', 'message_post', [[await lead()]], { body: 'x' }))).faultCode).toBe(2);
    expect((await post('bot@example.com')).status).toBe(200);
  });
});

describe('meetings of a lead', () => {
  it('when an event is created with default_opportunity_id, then it is linked to the lead as its document and the lead logs the meeting', async () => {
    const id = await lead('Consultation: Ada Obi');
    const eventId = await event(
      { user_id: 2, partner_ids: [[6, 0, [3]]], opportunity_id: id },
      { default_opportunity_id: id, tz: 'Africa/Lagos', no_mail_to_attendees: true },
    );
    const [row] = (await rpc.executeKw('calendar.event', 'read', [
      [eventId],
      ['user_id', 'partner_ids', 'attendee_ids', 'res_model', 'res_model_id', 'res_id', 'opportunity_id'],
    ])) as Array<Record<string, unknown>>;
    expect(row).toMatchObject({
      user_id: [2, 'Administrator'],
      partner_ids: [3],
      res_model: 'crm.lead',
      res_model_id: [expect.any(Number), 'Lead/Opportunity'],
      res_id: id,
      opportunity_id: [id, 'Consultation: Ada Obi'],
    });
    expect(await rpc.executeKw('calendar.attendee', 'read', [row!.attendee_ids, ['partner_id', 'state']])).toEqual([
      { id: expect.any(Number), partner_id: [3, 'Administrator'], state: 'needsAction' },
    ]);
    const [note] = (await rpc.executeKw(
      'mail.message',
      'search_read',
      [
        [
          ['model', '=', 'crm.lead'],
          ['res_id', '=', id],
          ['message_type', '=', 'notification'],
        ],
      ],
      { fields: ['body', 'author_id', 'message_type'], limit: 1 },
    )) as Array<Record<string, unknown>>;
    expect(note).toMatchObject({
      author_id: [7, 'Website Bot'],
      message_type: 'notification',
      body:
        '<p>Meeting scheduled at <time datetime="2026-11-25 09:00:00+00:00">2026-11-25 10:00:00</time><br>' +
        `Subject:  <a href="#" data-oe-model="calendar.event" data-oe-id="${eventId}">Odoo ERP consultation</a><br>Duration: 1 hour 30 minutes</p><p></p>`,
    });
  });

  it('when opportunity_id is only in the values, then res_model is false and res_id 0; setting res_model_id itself is fault 4 (ir.model is closed)', async () => {
    const id = await lead();
    const eventId = await event({ opportunity_id: id });
    expect(
      await rpc.executeKw('calendar.event', 'read', [[eventId], ['res_model', 'res_model_id', 'res_id', 'opportunity_id', 'attendee_ids']]),
    ).toEqual([
      {
        id: eventId,
        res_model: false,
        res_model_id: false,
        res_id: 0,
        opportunity_id: [id, 'Consultation: Odoo ERP – Rivers Foods'],
        attendee_ids: [expect.any(Number)],
      },
    ]);
    const fault = await faultOf(event({ opportunity_id: id, res_model_id: 1, res_id: id }));
    expect(fault.faultCode).toBe(4);
    expect(fault.faultString).toMatch(
      /^You are not allowed to access 'Models' \(ir\.model\) records\.\n\n.*\n\t- Administration\/Access Rights\n/,
    );
  });

  it('when an event is organised by another user, then the bot may move, archive and delete it', async () => {
    const eventId = await event({ user_id: 2 });
    expect(await rpc.executeKw('calendar.event', 'write', [[eventId], { start: '2026-11-25 11:00:00', stop: '2026-11-25 12:00:00' }])).toBe(
      true,
    );
    expect(await rpc.executeKw('calendar.event', 'write', [[eventId], { active: false }])).toBe(true);
    expect(await rpc.executeKw('calendar.event', 'unlink', [[eventId]])).toBe(true);
    expect(sim.state.records('calendar.attendee').filter((a) => a.event_id === eventId)).toEqual([]);
  });

  it('when a lead is won, then it answers True; lost and archived, then the change is committed and the answer is the marshal fault', async () => {
    const won = await lead();
    expect(await rpc.executeKw('crm.lead', 'action_set_won', [[won]])).toBe(true);
    expect(sim.state.records('crm.lead').find((r) => r.id === won)).toMatchObject({ stage_id: 4, probability: 100, active: true });
    const lost = await lead();
    expect((await faultOf(rpc.executeKw('crm.lead', 'action_set_lost', [[lost]], { lost_reason_id: 1 }))).lastLine).toBe(
      'TypeError: cannot marshal None unless allow_none is enabled',
    );
    expect(sim.state.records('crm.lead').find((r) => r.id === lost)).toMatchObject({ active: false, probability: 0, lost_reason_id: 1 });
    const archived = await lead();
    expect((await faultOf(rpc.executeKw('crm.lead', 'action_archive', [[archived]]))).lastLine).toBe(
      'TypeError: cannot marshal None unless allow_none is enabled',
    );
    expect(sim.state.records('crm.lead').find((r) => r.id === archived)).toMatchObject({ active: false });
  });
});

describe('tracking values', () => {
  const trackingOf = (model: string, id: number) => {
    const messages = sim.state
      .records('mail.message')
      .filter((m) => m.model === model && m.res_id === id)
      .map((m) => m.id);
    return sim.state.records('mail.tracking.value').filter((t) => messages.includes(t.mail_message_id as number));
  };

  it('when tracked fields of a lead change, then one notification holds the old and new values; untracked ones (name) leave none', async () => {
    const id = (await rpc.executeKw('crm.lead', 'create', [
      { name: 'Tracked', contact_name: 'Secret Person', email_from: 'secret@gmail.com', phone: '111' },
    ])) as number;
    expect(trackingOf('crm.lead', id)).toEqual([]);
    await rpc.executeKw('crm.lead', 'write', [[id], { contact_name: 'Anonymised', email_from: false, phone: false, name: 'Renamed' }]);
    expect(
      trackingOf('crm.lead', id).map(({ field, old_value_char, new_value_char }) => ({ field, old_value_char, new_value_char })),
    ).toEqual([
      { field: 'contact_name', old_value_char: 'Secret Person', new_value_char: 'Anonymised' },
      { field: 'email_from', old_value_char: 'secret@gmail.com', new_value_char: null },
      { field: 'phone', old_value_char: '111', new_value_char: null },
    ]);
    const messages = (await rpc.executeKw(
      'mail.message',
      'search_read',
      [
        [
          ['model', '=', 'crm.lead'],
          ['res_id', '=', id],
        ],
      ],
      { fields: ['message_type', 'subtype_id', 'body'] },
    )) as Array<Record<string, unknown>>;
    expect(messages).toEqual([
      { id: expect.any(Number), message_type: 'notification', subtype_id: [2, 'Note'], body: '' },
      { id: expect.any(Number), message_type: 'notification', subtype_id: [5, 'Opportunity Created'], body: '' },
    ]);
    const overHttp = (await (await fetch(`${sim.url}/__sim/records?model=mail.tracking.value`)).json()) as Array<Record<string, unknown>>;
    expect(overHttp.some((t) => t.old_value_char === 'secret@gmail.com')).toBe(true);
  });

  it('when several writes happen in one call, then they make one message (a stage change as "Stage Changed", the user by id and name)', async () => {
    const id = await lead();
    await rpc.executeKw('crm.lead', 'write', [[id], { stage_id: 2, user_id: 2 }]);
    expect(
      trackingOf('crm.lead', id).map(({ field, old_value_integer, new_value_integer, old_value_char, new_value_char }) => ({
        field,
        old_value_integer,
        new_value_integer,
        old_value_char,
        new_value_char,
      })),
    ).toEqual([
      { field: 'user_id', old_value_integer: 6, new_value_integer: 2, old_value_char: 'Website Bot', new_value_char: 'Administrator' },
      { field: 'stage_id', old_value_integer: 1, new_value_integer: 2, old_value_char: 'New', new_value_char: 'Qualified' },
    ]);
    const stageMessage = sim.state.records('mail.message').find((m) => m.id === trackingOf('crm.lead', id)[0]?.mail_message_id);
    expect(stageMessage?.subtype_id).toBe(6);
  });

  it('when tracking_disable or mail_notrack is in the context, then no tracking value is made (tracking_disable: no creation message either)', async () => {
    const id = await lead();
    await rpc.executeKw('crm.lead', 'write', [[id], { email_from: 'a@gmail.com' }], { context: { tracking_disable: true } });
    await rpc.executeKw('crm.lead', 'write', [[id], { email_from: 'b@gmail.com' }], { context: { mail_notrack: true } });
    expect(trackingOf('crm.lead', id)).toEqual([]);
    const quiet = (await rpc.executeKw('crm.lead', 'create', [{ name: 'Quiet' }], { context: { tracking_disable: true } })) as number;
    expect(sim.state.records('mail.message').filter((m) => m.model === 'crm.lead' && m.res_id === quiet)).toEqual([]);
  });

  it('when events and contacts change, then start/stop and e-mail/phone are tracked too', async () => {
    const eventId = await event();
    await rpc.executeKw('calendar.event', 'write', [
      [eventId],
      { start: '2026-11-25 11:00:00', stop: '2026-11-25 12:30:00', name: 'Moved' },
    ]);
    expect(
      trackingOf('calendar.event', eventId).map(({ field, old_value_datetime, new_value_datetime }) => ({
        field,
        old_value_datetime,
        new_value_datetime,
      })),
    ).toEqual([
      { field: 'start', old_value_datetime: '2026-11-25 09:00:00', new_value_datetime: '2026-11-25 11:00:00' },
      { field: 'stop', old_value_datetime: '2026-11-25 10:30:00', new_value_datetime: '2026-11-25 12:30:00' },
    ]);
    const partner = (await rpc.executeKw('res.partner', 'create', [{ name: 'Old Name', email: 'old@gmail.com' }])) as number;
    await rpc.executeKw('res.partner', 'write', [[partner], { email: false }]);
    expect(trackingOf('res.partner', partner)).toEqual([
      expect.objectContaining({ field: 'email', old_value_char: 'old@gmail.com', new_value_char: null }),
    ]);
  });

  it('when a lead is unlinked, then its messages and their tracking values are gone; the bot may also delete them itself', async () => {
    const id = await lead();
    await rpc.executeKw('crm.lead', 'write', [[id], { email_from: 'erase.me@gmail.com' }]);
    await rpc.executeKw('crm.lead', 'write', [[id], { email_from: false }]);
    const messages = (await rpc.executeKw('mail.message', 'search', [
      [
        ['model', '=', 'crm.lead'],
        ['res_id', '=', id],
      ],
    ])) as number[];
    expect(messages).toHaveLength(3);
    expect(await rpc.executeKw('mail.message', 'unlink', [messages.slice(0, 1)])).toBe(true);
    expect(trackingOf('crm.lead', id)).toHaveLength(1);
    await rpc.executeKw('crm.lead', 'unlink', [[id]]);
    expect(sim.state.records('mail.message').filter((m) => m.model === 'crm.lead' && m.res_id === id)).toEqual([]);
    expect(
      sim.state
        .records('mail.tracking.value')
        .some((t) => t.old_value_char === 'erase.me@gmail.com' || t.new_value_char === 'erase.me@gmail.com'),
    ).toBe(false);
  });
});

describe('write_date polling', () => {
  it('when searching write_date > a time in any format PostgreSQL reads, then archived records come with active_test false', () =>
    withClockedSim('2026-11-25T23:33:31Z', async (_local, client, advance) => {
      const before = (await client.executeKw('crm.lead', 'create', [{ name: 'Before' }])) as number;
      advance(3_000);
      const after = (await client.executeKw('crm.lead', 'create', [{ name: 'After', active: false }])) as number;
      const changedSince = (since: string, operator = '>') =>
        client.executeKw('crm.lead', 'search', [[['write_date', operator, since]]], { context: { active_test: false }, order: 'id' });
      for (const since of ['2026-11-25 23:33:31', '2026-11-25T23:33:31', '2026-11-25T23:33:31Z', '2026-11-25 23:33:31.500000']) {
        expect(await changedSince(since)).toEqual([after]);
      }
      expect(await changedSince('2026-11-25 23:33:34', '>=')).toEqual([after]);
      expect(await changedSince('2026-11-25', '>')).toEqual([]);
      expect(await changedSince('2026-11-25', '>=')).toEqual([before, after]);
      expect(await client.executeKw('crm.lead', 'read', [[after], ['write_date']])).toEqual([
        { id: after, write_date: '2026-11-25 23:33:34' },
      ]);
      expect((await faultOf(changedSince('yesterday'))).lastLine).toBe(
        'psycopg2.errors.InvalidDatetimeFormat: invalid input syntax for type timestamp: "yesterday"',
      );
    }));
});
