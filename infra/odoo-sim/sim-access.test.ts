// Contract tests for users, groups and access rights, over real XML-RPC: what the bot may do in each role, the
// fault 4 texts of Odoo 17.0, has_group, load as an external-id lookup, the e-mail a message needs, and
// changing the bot's role at run time (library and HTTP).
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { startOdooSim, type OdooSim } from './odoo-sim';
import { faultOf, simClient, withClockedSim } from './sim-test-client';

let sim: OdooSim;
let rpc: ReturnType<typeof simClient>;

const SALES_ADMIN = ['sales_team.group_sale_manager'];
const ALL_DOCUMENTS = ['sales_team.group_sale_salesman_all_leads'];

beforeAll(async () => {
  sim = await startOdooSim({ apiKey: 'access-key' });
  rpc = simClient(sim);
});
afterEach(() => {
  sim.control.setBotGroups(SALES_ADMIN);
  sim.control.setBotEmail('bot@example.com');
});
afterAll(() => sim.close());

const aclText = (verb: string, kind: string, model: string, groups: string[]) =>
  `You are not allowed to ${verb} '${kind}' (${model}) records.\n\n` +
  `This operation is allowed for the following groups:\n${groups.map((g) => `\t- ${g}`).join('\n')}\n\n` +
  'Contact your administrator to request access if necessary.';

const lead = async (values: Record<string, unknown> = {}, context: Record<string, unknown> = {}) =>
  (await rpc.executeKw('crm.lead', 'create', [{ name: 'Access test lead', ...values }], { context })) as number;

async function postControl(body: unknown) {
  const response = await fetch(`${sim.url}/__sim/control`, { method: 'POST', body: JSON.stringify(body) });
  return { status: response.status, body: (await response.json()) as Record<string, unknown> };
}

describe('the bot user', () => {
  it('when the API key logs in, then it is the bot (uid 6), not the administrator, with Sales / Administrator and what it implies', async () => {
    expect(sim.uid).toBe(6);
    expect(await rpc.common('authenticate', sim.db, 'bot@example.com', 'access-key', {})).toBe(6);
    const [me] = (await rpc.executeKw('res.users', 'read', [[sim.uid], ['login', 'email', 'groups_id', 'partner_id']])) as Array<
      Record<string, unknown>
    >;
    expect(me).toMatchObject({ login: 'bot@example.com', email: 'bot@example.com', partner_id: [7, 'Website Bot'] });
    // Internal User, Technical Features, Mail Template Editor, Own Documents, All Documents, Administrator.
    expect(me?.groups_id).toEqual([1, 7, 12, 14, 15, 16]);
    const groups = (await rpc.executeKw('res.groups', 'read', [
      [16, 1],
      ['full_name', 'implied_ids'],
    ])) as Array<Record<string, unknown>>;
    expect(groups).toEqual([
      { id: 16, full_name: 'Sales / Administrator', implied_ids: [12, 15] },
      { id: 1, full_name: 'User types / Internal User', implied_ids: [12, 7] },
    ]);
    expect(sim.state.snapshot().bot).toEqual({
      uid: 6,
      login: 'bot@example.com',
      email: 'bot@example.com',
      groups: [
        'base.group_user',
        'base.group_no_one',
        'mail.group_mail_template_editor',
        'sales_team.group_sale_salesman',
        'sales_team.group_sale_salesman_all_leads',
        'sales_team.group_sale_manager',
      ],
    });
  });

  it('when has_group is called as a model method, then it answers for the caller; with ids, it is a TypeError', async () => {
    const hasGroup = (group: string) => rpc.executeKw('res.users', 'has_group', [group]);
    expect(await hasGroup('sales_team.group_sale_manager')).toBe(true);
    expect(await hasGroup('sales_team.group_sale_salesman_all_leads')).toBe(true);
    expect(await hasGroup('base.group_partner_manager')).toBe(false);
    expect(await hasGroup('base.group_allow_export')).toBe(false);
    expect(await hasGroup('base.group_system')).toBe(false);
    const fault = await faultOf(rpc.executeKw('res.users', 'has_group', [[sim.uid], 'sales_team.group_sale_manager']));
    expect(fault).toMatchObject({ faultCode: 1, lastLine: 'TypeError: Users.has_group() takes 2 positional arguments but 3 were given' });
    expect((await faultOf(hasGroup('group_user'))).lastLine).toBe("AssertionError: External ID 'group_user' must be fully qualified");
  });

  it('when leads are created without a type, then they are opportunities unless the bot has Show Lead Menu', async () => {
    const opportunity = await lead();
    sim.control.setBotGroups([...SALES_ADMIN, 'crm.group_use_lead']);
    const asLead = await lead();
    expect(
      sim.state
        .records('crm.lead')
        .filter((r) => r.id === opportunity || r.id === asLead)
        .map((r) => r.type),
    ).toEqual(['opportunity', 'lead']);
  });
});

describe('access rights', () => {
  const models = [
    'crm.lead',
    'calendar.event',
    'calendar.attendee',
    'mail.message',
    'res.partner',
    'utm.source',
    'utm.medium',
    'utm.campaign',
    'crm.team',
    'crm.stage',
    'crm.tag',
    'crm.lost.reason',
    'res.users',
    'res.company',
    'res.groups',
    'calendar.alarm',
    'mail.message.subtype',
    'mail.tracking.value',
    'ir.model',
    'ir.model.data',
  ];
  const rights = async () => {
    const table: Record<string, string> = {};
    for (const model of models) {
      let letters = '';
      for (const [mode, letter] of [
        ['read', 'r'],
        ['write', 'w'],
        ['create', 'c'],
        ['unlink', 'u'],
      ]) {
        letters += (await rpc.executeKw(model, 'check_access_rights', [mode], { raise_exception: false })) ? letter : '-';
      }
      table[model] = letters;
    }
    return table;
  };

  it('when the bot is Sales / Administrator (the default), then check_access_rights answers as Odoo 17.0 does', async () => {
    expect(await rights()).toEqual({
      'crm.lead': 'rwcu',
      'calendar.event': 'rwcu',
      'calendar.attendee': 'rwcu',
      'mail.message': 'rwcu',
      'res.partner': 'rwc-',
      'utm.source': 'rwc-',
      'utm.medium': 'rwc-',
      'utm.campaign': 'rwc-',
      'crm.team': 'rwcu',
      'crm.stage': 'rwcu',
      'crm.tag': 'rwcu',
      'crm.lost.reason': 'rwcu',
      'res.users': 'r---',
      'res.company': 'r---',
      'res.groups': 'r---',
      'calendar.alarm': 'rwcu',
      'mail.message.subtype': 'r---',
      'mail.tracking.value': '----',
      'ir.model': '----',
      'ir.model.data': '----',
    });
  });

  it('when the bot is Sales / User: All Documents, then it may not delete leads nor change teams and stages', async () => {
    sim.control.setBotGroups(ALL_DOCUMENTS);
    expect(await rights()).toMatchObject({
      'crm.lead': 'rwc-',
      'crm.team': 'r---',
      'crm.stage': 'r---',
      'crm.tag': 'rwc-',
      'res.partner': 'rwc-',
    });
  });

  it('when check_access_rights is denied without raise_exception=False, then it is the fault 4 of the operation; positional False works too', async () => {
    expect(await rpc.executeKw('crm.lead', 'check_access_rights', ['unlink'])).toBe(true);
    expect(await rpc.executeKw('res.partner', 'check_access_rights', ['unlink', false])).toBe(false);
    const fault = await faultOf(rpc.executeKw('res.users', 'check_access_rights', ['write']));
    expect(fault).toMatchObject({ faultCode: 4, faultString: aclText('modify', 'User', 'res.users', ['Administration/Access Rights']) });
    expect((await faultOf(rpc.executeKw('crm.lead', 'check_access_rights', ['erase']))).lastLine).toBe(
      'AssertionError: Invalid access mode',
    );
    expect(await rpc.executeKw('ir.model.access', 'check', ['res.partner', 'unlink', false])).toBe(false);
    expect(await rpc.executeKw('ir.model.access', 'check', ['crm.lead', 'unlink'])).toBe(true);
  });

  it('when a Sales / User: All Documents bot deletes a lead, then it is fault 4 naming Sales/Administrator, and the lead stays', async () => {
    const id = await lead();
    sim.control.setBotGroups(ALL_DOCUMENTS);
    const fault = await faultOf(rpc.executeKw('crm.lead', 'unlink', [[id]]));
    expect(fault).toEqual(
      expect.objectContaining({ faultCode: 4, faultString: aclText('delete', 'Lead/Opportunity', 'crm.lead', ['Sales/Administrator']) }),
    );
    expect(sim.state.records('crm.lead').some((r) => r.id === id)).toBe(true);
    // Archiving is the way out for that role.
    expect(await rpc.executeKw('crm.lead', 'write', [[id], { active: false }])).toBe(true);
  });

  it('when a Sales / Administrator bot deletes a contact, then it is fault 4 naming Extra Rights/Contact Creation', async () => {
    const id = await rpc.executeKw('res.partner', 'create', [{ name: 'Not deletable' }]);
    const fault = await faultOf(rpc.executeKw('res.partner', 'unlink', [[id]]));
    expect(fault).toMatchObject({
      faultCode: 4,
      faultString: aclText('delete', 'Contact', 'res.partner', ['Extra Rights/Contact Creation']),
    });
    sim.control.setBotGroups([...SALES_ADMIN, 'base.group_partner_manager']);
    expect(await rpc.executeKw('res.partner', 'unlink', [[id]])).toBe(true);
  });

  it('when the bot reads ir.model.data or ir.model, then it is fault 4 naming Administration/Access Rights (fields_get and exists still answer)', async () => {
    expect(await faultOf(rpc.executeKw('ir.model.data', 'search_read', [[['module', '=', 'utm']]], { fields: ['res_id'] }))).toMatchObject({
      faultCode: 4,
      faultString: aclText('access', 'Model Data', 'ir.model.data', ['Administration/Access Rights']),
    });
    expect((await faultOf(rpc.executeKw('ir.model', 'search', [[['model', '=', 'crm.lead']]]))).faultString).toBe(
      aclText('access', 'Models', 'ir.model', ['Administration/Access Rights']),
    );
    expect(await rpc.executeKw('ir.model.data', 'exists', [[1, 2]])).toEqual([1, 2]);
    expect(await rpc.executeKw('ir.model.data', 'fields_get', [], { allfields: ['name'], attributes: ['type'] })).toEqual({
      name: { type: 'char' },
    });
  });

  it('when the bot writes the partner of another user, then it is fault 4 about res.users; its own e-mail it may write', async () => {
    const fault = await faultOf(rpc.executeKw('res.partner', 'write', [[3], { phone: '+234 1 000' }]));
    expect(fault).toMatchObject({ faultCode: 4, faultString: aclText('modify', 'User', 'res.users', ['Administration/Access Rights']) });
    expect(sim.state.records('res.partner').find((p) => p.id === 3)?.phone ?? null).toBeNull();
    expect(await rpc.executeKw('res.partner', 'write', [[7], { phone: '+234 1 111' }])).toBe(true);
    expect(await rpc.executeKw('res.users', 'write', [[sim.uid], { email: 'bot+new@example.com' }])).toBe(true);
    expect((await faultOf(rpc.executeKw('res.users', 'write', [[sim.uid], { login: 'other@example.com' }]))).faultCode).toBe(4);
    expect((await faultOf(rpc.executeKw('res.users', 'write', [[2], { email: 'admin@example.org' }]))).faultCode).toBe(4);
    expect(sim.state.snapshot().bot.email).toBe('bot+new@example.com');
  });

  it('when the bot reads tracking values, then mail.tracking.value and mail.message.tracking_value_ids are refused', async () => {
    expect((await faultOf(rpc.executeKw('mail.tracking.value', 'search_read', [[]], { fields: ['field'] }))).faultString).toBe(
      aclText('access', 'Mail Tracking Value', 'mail.tracking.value', ['Administration/Settings']),
    );
    const id = await lead();
    const [message] = (await rpc.executeKw('mail.message', 'search', [
      [
        ['model', '=', 'crm.lead'],
        ['res_id', '=', id],
      ],
    ])) as number[];
    expect(await faultOf(rpc.executeKw('mail.message', 'read', [[message], ['tracking_value_ids']]))).toMatchObject({
      faultCode: 4,
      faultString:
        'The requested operation can not be completed due to security restrictions.\n\nDocument type: Message (mail.message)\nOperation: read\n' +
        `User: ${sim.uid}\nFields:\n- tracking_value_ids (allowed for groups 'Administration / Settings')`,
    });
    const [row] = (await rpc.executeKw('mail.message', 'read', [[message]])) as Array<Record<string, unknown>>;
    expect(row).not.toHaveProperty('tracking_value_ids');
  });

  it('when the bot exports, then it is fault 2 without the Export group', async () => {
    const id = await lead();
    expect(await faultOf(rpc.executeKw('crm.lead', 'export_data', [[id], ['name']]))).toMatchObject({
      faultCode: 2,
      faultString: "You don't have the rights to export data. Please contact an Administrator.",
    });
    sim.control.setBotGroups([...SALES_ADMIN, 'base.group_allow_export']);
    expect(await rpc.executeKw('crm.lead', 'export_data', [[id], ['name', 'stage_id', 'stage_id/id', 'phone']])).toEqual({
      datas: [['Access test lead', 'New', 'crm.stage_lead1', '']],
    });
  });

  it('when the role is changed over HTTP, then what the bot may do changes with it; an unknown group is a 400', async () => {
    const id = await lead();
    expect((await postControl({ action: 'set-groups', groups: ALL_DOCUMENTS })).status).toBe(200);
    expect(await rpc.executeKw('res.users', 'has_group', ['sales_team.group_sale_manager'])).toBe(false);
    expect((await faultOf(rpc.executeKw('crm.lead', 'unlink', [[id]]))).faultCode).toBe(4);
    const refused = await postControl({ action: 'set-groups', groups: ['sales_team.group_nope'] });
    expect(refused).toMatchObject({
      status: 400,
      body: { ok: false, error: expect.stringContaining('unknown group sales_team.group_nope') },
    });
    const { body } = await postControl({ action: 'set-groups', groups: SALES_ADMIN });
    expect(body.state).toMatchObject({ bot: { groups: expect.arrayContaining(['sales_team.group_sale_manager']) } });
    expect(await rpc.executeKw('crm.lead', 'unlink', [[id]])).toBe(true);
  });

  it('when the simulator is reset, then the bot keeps its groups', async () => {
    sim.control.setBotGroups(ALL_DOCUMENTS);
    await sim.control.reset();
    expect(await rpc.executeKw('res.users', 'has_group', ['sales_team.group_sale_manager'])).toBe(false);
  });

  it('when started with botGroups (and even the login "admin"), then the bot has those from the start', async () => {
    const local = await startOdooSim({ apiKey: 'k', login: 'admin', botGroups: ['sales_team.group_sale_salesman'] });
    try {
      const client = simClient(local);
      expect(await client.common('authenticate', local.db, 'admin', 'k', {})).toBe(6);
      expect(local.state.records('res.users').find((u) => u.id === 2)?.login).toBe('sim-admin');
      expect(await client.executeKw('crm.team', 'check_access_rights', ['write'], { raise_exception: false })).toBe(false);
      expect(await client.executeKw('crm.lead', 'check_access_rights', ['create'], { raise_exception: false })).toBe(true);
    } finally {
      await local.close();
    }
    await expect(startOdooSim({ botGroups: ['nope.group'] })).rejects.toThrow('unknown group nope.group');
  });
});

describe('load as Odoo 17.0 does it', () => {
  it('when load gets only an existing external id, then it answers its id and does an empty write (write_date moves)', () =>
    withClockedSim('2026-11-25T10:00:00Z', async (local, client, advance) => {
      const created = (await client.executeKw('crm.lead', 'load', [['id', 'name'], [['website_lead_7', 'Web lead']]])) as { ids: number[] };
      advance(5_000);
      expect(await client.executeKw('crm.lead', 'load', [['id'], [['website_lead_7']]])).toEqual({
        ids: created.ids,
        messages: [],
        nextrow: 0,
      });
      expect(local.state.findByExternalId('__import__.website_lead_7')).toMatchObject({
        name: 'Web lead',
        write_date: '2026-11-25 10:00:05',
      });
    }));

  it('when load gets a missing external id alone, then it is a row error naming the required field, and nothing is created', async () => {
    const before = sim.state.records('crm.lead').length;
    expect(await rpc.executeKw('crm.lead', 'load', [['id'], [['website_lead_missing']]])).toEqual({
      ids: false,
      messages: [
        {
          rows: { from: 0, to: 0 },
          record: 0,
          type: 'error',
          message: "Missing required value for the field 'Opportunity' (name)",
          field: 'name',
        },
      ],
      nextrow: 0,
    });
    expect(sim.state.records('crm.lead')).toHaveLength(before);
    const event = (await rpc.executeKw('calendar.event', 'load', [['id'], [['website_event_missing']]])) as {
      messages: Array<{ message: string }>;
    };
    expect(event.messages[0]?.message).toBe("Missing required value for the field 'Meeting Subject' (name)");
    const partner = (await rpc.executeKw('res.partner', 'load', [['id'], [['website_partner_missing']]])) as {
      messages: Array<{ message: string }>;
    };
    expect(partner.messages[0]?.message).toBe("'Contacts require a name'");
  });

  it('when one of several rows is bad, then nothing is saved and the bad row is named by record', async () => {
    const result = await rpc.executeKw('crm.lead', 'load', [
      ['id', 'name'],
      [
        ['website_lead_ok', 'Fine'],
        ['website_lead_bad', ''],
      ],
    ]);
    expect(result).toEqual({
      ids: false,
      messages: [
        {
          rows: { from: 1, to: 1 },
          record: 1,
          type: 'error',
          message: "Missing required value for the field 'Opportunity' (name)",
          field: 'name',
        },
      ],
      nextrow: 0,
    });
    expect(sim.state.findByExternalId('website_lead_ok')).toBeUndefined();
  });

  it('when the bot may not create or write the model, then load answers the right as a row error, not a fault', async () => {
    sim.control.setBotGroups(ALL_DOCUMENTS);
    const denied = (verb: string) => ({
      ids: false,
      messages: [
        { rows: { from: 0, to: 0 }, record: 0, type: 'error', message: aclText(verb, 'CRM Stages', 'crm.stage', ['Sales/Administrator']) },
      ],
      nextrow: 0,
    });
    expect(await rpc.executeKw('crm.stage', 'load', [['id', 'name'], [['website_stage_x', 'X']]])).toEqual(denied('create'));
    expect(await rpc.executeKw('crm.stage', 'load', [['id'], [['crm.stage_lead1']]])).toEqual(denied('modify'));
  });

  it('when a load-row-error is injected, then load answers that row error without writing; the next load goes through', async () => {
    const message = 'could not serialize access due to concurrent update\n';
    sim.control.failNext({ target: 'crm.lead.load', failure: { type: 'load-row-error', message } });
    const row = [['website_lead_race', 'Raced']];
    expect(await rpc.executeKw('crm.lead', 'load', [['id', 'name'], row])).toEqual({
      ids: false,
      messages: [{ rows: { from: 0, to: 0 }, record: 0, type: 'error', message }],
      nextrow: 0,
    });
    expect(sim.state.findByExternalId('website_lead_race')).toBeUndefined();
    expect(
      (await postControl({ action: 'fail', target: 'crm.lead.load', commit: true, failure: { type: 'load-row-error', message } })).status,
    ).toBe(200);
    expect(((await rpc.executeKw('crm.lead', 'load', [['id', 'name'], row])) as { ids: unknown }).ids).toBe(false);
    expect(sim.state.findByExternalId('website_lead_race')).toBeUndefined();
    expect(((await rpc.executeKw('crm.lead', 'load', [['id', 'name'], row])) as { ids: unknown }).ids).toEqual([expect.any(Number)]);
  });
});
