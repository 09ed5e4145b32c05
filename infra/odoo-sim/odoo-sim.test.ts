// Contract tests: the simulator answers like Odoo 17 does (docs/odoo-sync.md describes what is relied on), over real HTTP.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startOdooSim, type OdooSim } from './odoo-sim';
import { call, faultOf, simClient } from './sim-test-client';

let sim: OdooSim;
let rpc: ReturnType<typeof simClient>;

beforeAll(async () => {
  sim = await startOdooSim({ apiKey: 'test-key', customFields: { 'crm.lead': { x_sync_key: { type: 'char', string: 'Sync Key' } } } });
  rpc = simClient(sim);
});
afterAll(() => sim.close());

describe('common service', () => {
  it('when asked for the version, then it answers the 17.0 shape', async () => {
    expect(await rpc.common('version')).toEqual({
      server_version: '17.0',
      server_version_info: [17, 0, 0, 'final', 0, ''],
      server_serie: '17.0',
      protocol_version: 1,
    });
  });

  it('when authenticating with the API key, then it returns the uid; with anything wrong, false', async () => {
    expect(await rpc.common('authenticate', sim.db, sim.login, 'test-key', {})).toBe(sim.uid);
    expect(await rpc.common('login', sim.db, sim.login, 'test-key')).toBe(sim.uid);
    expect(await rpc.common('authenticate', sim.db, sim.login, 'wrong', {})).toBe(false);
    expect(await rpc.common('authenticate', sim.db, 'nobody@example.com', 'test-key', {})).toBe(false);
    sim.control.resetLoginFailures();
  });

  it('when authenticate gets three params, then it is a TypeError fault 1', async () => {
    const fault = await faultOf(rpc.common('authenticate', sim.db, sim.login, 'test-key'));
    expect(fault.faultCode).toBe(1);
    expect(fault.faultString).toMatch(/^Traceback \(most recent call last\):\n/);
    expect(fault.lastLine).toBe("TypeError: exp_authenticate() missing 1 required positional argument: 'user_agent_env'");
  });

  it('when the database does not exist, then it is a psycopg2 fault 1', async () => {
    const fault = await faultOf(rpc.common('authenticate', 'nope', sim.login, 'test-key', {}));
    expect(fault.faultCode).toBe(1);
    expect(fault.lastLine).toMatch(/^psycopg2\.OperationalError: .*database "nope" does not exist$/);
  });

  it('when a path is unknown, then the npm client gets Not Found', async () => {
    await expect(call(sim.url, '/xmlrpc/2/nope', 'version', [])).rejects.toThrow('Not Found');
    await expect(call(sim.url, '/xmlrpc/common', 'version', [])).rejects.toThrow('Not Found');
  });
});

describe('object service: credentials and dispatch', () => {
  it('when the key is wrong, then execute_kw is fault 3 Access Denied', async () => {
    const fault = await faultOf(rpc.object('execute_kw', sim.db, sim.uid, 'wrong', 'crm.lead', 'search', [[]], {}));
    expect(fault).toMatchObject({ faultCode: 3, faultString: 'Access Denied' });
    sim.control.resetLoginFailures();
  });

  it('when the uid is not the key owner, then it is fault 3', async () => {
    const fault = await faultOf(rpc.object('execute_kw', sim.db, 1, 'test-key', 'crm.lead', 'search', [[]], {}));
    expect(fault.faultCode).toBe(3);
    sim.control.resetLoginFailures();
  });

  it('when a private method is called, then it is fault 4', async () => {
    const fault = await faultOf(rpc.executeKw('crm.lead', '_compute_stage_id', []));
    expect(fault).toMatchObject({ faultCode: 4, faultString: 'Private methods (such as _compute_stage_id) cannot be called remotely.' });
  });

  it("when the model is unknown, then it is fault 2 Object x.y doesn't exist", async () => {
    expect(await faultOf(rpc.executeKw('x.y', 'search', [[]]))).toMatchObject({ faultCode: 2, faultString: "Object x.y doesn't exist" });
  });

  it('when the method is unknown, then it is an AttributeError fault 1', async () => {
    const fault = await faultOf(rpc.executeKw('crm.lead', 'name_get', [[1]]));
    expect(fault.faultCode).toBe(1);
    expect(fault.lastLine).toBe("AttributeError: The method 'name_get' does not exist on the model 'crm.lead'");
  });

  it('when search gets the count kwarg removed in 17, then it is a TypeError fault 1', async () => {
    const fault = await faultOf(rpc.executeKw('crm.lead', 'search', [[]], { count: true }));
    expect(fault.lastLine).toBe("TypeError: BaseModel.search() got an unexpected keyword argument 'count'");
  });

  it('when a string carries a control character reference, then expat refuses it (fault 1)', async () => {
    const fault = await faultOf(rpc.executeKw('crm.lead', 'create', [{ name: 'a&#1;b' }]));
    expect(fault.lastLine).toMatch(/^xml\.parsers\.expat\.ExpatError: reference to invalid character number: line \d+, column \d+$/);
  });
});

describe('crm.lead', () => {
  it('when creating one dict, then an int comes back; a list, then an array', async () => {
    const id = await rpc.executeKw('crm.lead', 'create', [{ name: 'One', type: 'opportunity' }]);
    expect(typeof id).toBe('number');
    const ids = await rpc.executeKw('crm.lead', 'create', [[{ name: 'Two' }, { name: 'Three' }]]);
    expect(ids).toEqual([(id as number) + 1, (id as number) + 2]);
  });

  it('when reading, then empty is false, many2one is [id, name], datetimes are UTC strings, missing ids are omitted', async () => {
    const id = (await rpc.executeKw('crm.lead', 'create', [
      { name: 'Shapes', medium_id: 5, user_id: false, team_id: 2, email_from: 'Jane <Jane@Acme.Example>' },
    ])) as number;
    const rows = (await rpc.executeKw('crm.lead', 'read', [[id, 999_999]], {
      fields: ['name', 'medium_id', 'source_id', 'user_id', 'team_id', 'email_normalized', 'create_date', 'phone', 'tag_ids'],
    })) as Array<Record<string, unknown>>;
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      id,
      name: 'Shapes',
      medium_id: [5, 'Website'],
      source_id: false,
      user_id: false,
      team_id: [2, 'Website'],
      email_normalized: 'jane@acme.example',
      phone: false,
      tag_ids: [],
    });
    expect(rows[0]?.create_date).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/);
  });

  it('when team_id is left out, then it follows the salesperson; when sent as false, it stays empty', async () => {
    const [withUser, explicit] = (await rpc.executeKw('crm.lead', 'create', [
      [{ name: 'Team from user' }, { name: 'No team', team_id: false }],
    ])) as number[];
    const rows = (await rpc.executeKw('crm.lead', 'read', [
      [withUser, explicit],
      ['team_id', 'user_id'],
    ])) as Array<Record<string, unknown>>;
    // The bot is in no team: Odoo falls back to the first team that takes opportunities.
    expect(rows).toEqual([
      { id: withUser, team_id: [1, 'Sales'], user_id: [sim.uid, 'Website Bot'] },
      { id: explicit, team_id: false, user_id: [sim.uid, 'Website Bot'] },
    ]);
  });

  it('when the name is missing, then it is fault 2 with the mandatory-field text', async () => {
    const fault = await faultOf(rpc.executeKw('crm.lead', 'create', [{ email_from: 'a@b.example' }]));
    expect(fault.faultCode).toBe(2);
    expect(fault.faultString).toMatch(/^The operation cannot be completed:\n- Create\/update: a mandatory field is not set\./);
    expect(fault.faultString).toContain('Field: Opportunity (name)');
  });

  it('when a field is unknown in vals, fields or domain, then it is a ValueError fault 1', async () => {
    expect((await faultOf(rpc.executeKw('crm.lead', 'create', [{ name: 'x', x_nope: 1 }]))).lastLine).toBe(
      "ValueError: Invalid field 'x_nope' on model 'crm.lead'",
    );
    expect((await faultOf(rpc.executeKw('crm.lead', 'search_read', [[]], { fields: ['nope'] }))).lastLine).toBe(
      "ValueError: Invalid field 'nope' on model 'crm.lead'",
    );
    expect((await faultOf(rpc.executeKw('crm.lead', 'search', [[['nope', '=', 1]]]))).lastLine).toBe(
      "ValueError: Invalid field crm.lead.nope in leaf ('nope', '=', 1)",
    );
  });

  it('when type is not lead/opportunity, then it is fault 1 Wrong value', async () => {
    const fault = await faultOf(rpc.executeKw('crm.lead', 'create', [{ name: 'x', type: 'prospect' }]));
    expect(fault.lastLine).toBe("ValueError: Wrong value for crm.lead.type: 'prospect'");
  });

  it('when a many2one id does not exist, then it is fault 2 and nothing is created', async () => {
    const before = sim.state.records('crm.lead').length;
    const fault = await faultOf(rpc.executeKw('crm.lead', 'create', [[{ name: 'ok' }, { name: 'bad', source_id: 4242 }]]));
    expect(fault.faultCode).toBe(2);
    expect(sim.state.records('crm.lead')).toHaveLength(before);
  });

  it('when a custom x_ field exists, then fields_get reports it with the asked attributes', async () => {
    const fields = (await rpc.executeKw('crm.lead', 'fields_get', [], {
      attributes: ['type', 'string', 'required', 'relation'],
    })) as Record<string, Record<string, unknown>>;
    expect(fields.x_sync_key).toEqual({ type: 'char', string: 'Sync Key', required: false });
    expect(fields.medium_id).toEqual({ type: 'many2one', string: 'Medium', required: false, relation: 'utm.medium' });
    expect(fields.name).toMatchObject({ required: true });
    expect(fields.mobile).toBeDefined();
  });

  it('when writing a deleted id, then it is fault 2 MissingError; reading it just omits it', async () => {
    const id = (await rpc.executeKw('crm.lead', 'create', [{ name: 'Doomed' }])) as number;
    await rpc.executeKw('crm.lead', 'unlink', [[id]]);
    const fault = await faultOf(rpc.executeKw('crm.lead', 'write', [[id], { name: 'x' }]));
    expect(fault.faultCode).toBe(2);
    expect(fault.faultString).toContain('has been deleted');
    expect(await rpc.executeKw('crm.lead', 'read', [[id]], { fields: ['name'] })).toEqual([]);
  });
});

describe('domains', () => {
  it('when searching with =, !=, in, ilike, like and prefix operators, then SQL-like NULL rules apply', async () => {
    const tag = `dom-${Date.now()}`;
    const [a, b, c] = (await rpc.executeKw('crm.lead', 'create', [
      [
        { name: `${tag} Alpha`, phone: '111', medium_id: 5 },
        { name: `${tag} Beta`, medium_id: 3 },
        { name: `${tag} gamma`, phone: '333' },
      ],
    ])) as [number, number, number];
    const search = (domain: unknown[]) => rpc.executeKw('crm.lead', 'search', [[['name', 'like', tag], ...domain]], { order: 'id asc' });
    expect(await search([['phone', '=', '111']])).toEqual([a]);
    expect(await search([['phone', '!=', '111']])).toEqual([b, c]);
    expect(await search([['phone', '=', false]])).toEqual([b]);
    expect(await search([['medium_id', 'in', [3, 5]]])).toEqual([a, b]);
    expect(await search([['medium_id', '=', 'Website']])).toEqual([a]);
    expect(await search([['name', 'ilike', 'GAMMA']])).toEqual([c]);
    expect(await search([['name', 'like', 'GAMMA']])).toEqual([]);
    expect(await search(['|', ['phone', '=', '111'], ['phone', '=', '333']])).toEqual([a, c]);
    expect(await search(['!', ['phone', '=', '111']])).toEqual([b, c]);
    expect(await rpc.executeKw('crm.lead', 'search_count', [[['name', 'like', tag]]])).toBe(3);
  });

  it('when a record is archived, then searches skip it unless active_test is false', async () => {
    const id = (await rpc.executeKw('crm.lead', 'create', [{ name: 'Lost lead', active: false }])) as number;
    expect(await rpc.executeKw('crm.lead', 'search', [[['id', '=', id]]])).toEqual([]);
    expect(await rpc.executeKw('crm.lead', 'search', [[['id', '=', id]]], { context: { active_test: false } })).toEqual([id]);
    expect(
      await rpc.executeKw('crm.lead', 'search', [
        [
          ['id', '=', id],
          ['active', '=', false],
        ],
      ]),
    ).toEqual([id]);
  });
});

describe('calendar.event', () => {
  const event = (start: unknown, stop: unknown) => rpc.executeKw('calendar.event', 'create', [{ name: 'Intro call', start, stop }]);

  it('when start/stop are "YYYY-MM-DD HH:MM:SS", then they read back unchanged', async () => {
    const id = (await event('2024-06-03 09:30:00', '2024-06-03 10:00:00')) as number;
    const [row] = (await rpc.executeKw('calendar.event', 'read', [[id], ['start', 'stop', 'duration', 'partner_ids', 'user_id']])) as Array<
      Record<string, unknown>
    >;
    expect(row).toMatchObject({
      start: '2024-06-03 09:30:00',
      stop: '2024-06-03 10:00:00',
      duration: 0.5,
      partner_ids: [7],
      user_id: [sim.uid, 'Website Bot'],
    });
  });

  it.each([
    ['2024-06-03T09:30:00', "ValueError: time data '2024-06-03T09:30:00' does not match format '%Y-%m-%d %H:%M:%S'"],
    ['2024-06-03T09:30:00Z', "ValueError: time data '2024-06-03T09:30:00Z' does not match format '%Y-%m-%d %H:%M:%S'"],
    ['2024-06-03 09:30:00.000', 'ValueError: unconverted data remains: .000'],
    ['2024-06-03 09:30:00+01:00', 'ValueError: unconverted data remains: +01:00'],
  ])('when start is %s, then it is fault 1 %s', async (start, lastLine) => {
    const fault = await faultOf(event(start, '2024-06-03 10:00:00'));
    expect(fault).toMatchObject({ faultCode: 1, lastLine });
  });

  it('when stop is before start, then it is fault 2', async () => {
    const fault = await faultOf(event('2024-06-03 10:00:00', '2024-06-03 09:00:00'));
    expect(fault.faultCode).toBe(2);
    expect(fault.faultString).toMatch(/^The ending date and time cannot be earlier than the starting date and time\./);
  });

  it('when stop is left out, then it is fault 2 (the sim insists on explicit start and stop)', async () => {
    const fault = await faultOf(rpc.executeKw('calendar.event', 'create', [{ name: 'x', start: '2024-06-03 10:00:00' }]));
    expect(fault.faultCode).toBe(2);
    expect(fault.faultString).toContain('Field: Stop (stop)');
  });
});

describe('seed data', () => {
  it('when resolving utm.utm_medium_website through load (the bot may not read ir.model.data), then it is the Website medium', async () => {
    const { ids } = (await rpc.executeKw('utm.medium', 'load', [['id'], [['utm.utm_medium_website']]])) as { ids: number[] };
    expect(await rpc.executeKw('utm.medium', 'read', [ids, ['name']])).toEqual([{ id: ids[0], name: 'Website' }]);
    expect(sim.state.findByExternalId('utm.utm_medium_website')).toMatchObject({ id: ids[0] });
  });

  it('when listing teams and sources, then Sales uses leads, Website does not, and no Website source exists', async () => {
    expect(await rpc.executeKw('crm.team', 'search_read', [[]], { fields: ['name', 'use_leads'], order: 'id' })).toEqual([
      { id: 1, name: 'Sales', use_leads: true },
      { id: 2, name: 'Website', use_leads: false },
    ]);
    expect(await rpc.executeKw('utm.source', 'search_count', [[['name', '=', 'Website']]])).toBe(0);
  });

  it('when a utm.source name is taken, then create renames it instead of failing', async () => {
    const id = await rpc.executeKw('utm.source', 'create', [{ name: 'Newsletter' }]);
    expect(await rpc.executeKw('utm.source', 'read', [[id], ['name']])).toEqual([{ id, name: 'Newsletter [2]' }]);
  });
});

describe('crm.lead.load (external ids)', () => {
  const columns = ['id', 'name', 'email_from', 'medium_id/.id', 'source_id/id', 'type', 'user_id/.id'];

  it('when the same external id is loaded twice, then one lead exists and is updated', async () => {
    const row = ['websync_lead_abc', 'Web lead', 'a@b.example', '5', 'utm.utm_source_newsletter', 'opportunity', ''];
    const first = (await rpc.executeKw('crm.lead', 'load', [columns, [row]])) as { ids: number[]; messages: unknown[] };
    const second = (await rpc.executeKw('crm.lead', 'load', [columns, [[...row.slice(0, 1), 'Web lead (again)', ...row.slice(2)]]])) as {
      ids: number[];
    };
    expect(first.messages).toEqual([]);
    expect(second.ids).toEqual(first.ids);
    const lead = sim.state.findByExternalId('websync_lead_abc');
    expect(lead).toMatchObject({
      id: first.ids[0],
      name: 'Web lead (again)',
      medium_id: 5,
      source_id: 3,
      type: 'opportunity',
      user_id: null,
    });
    const data = sim.state.records('ir.model.data').filter((row) => row.module === '__import__' && row.name === 'websync_lead_abc');
    expect(data).toEqual([expect.objectContaining({ model: 'crm.lead', res_id: first.ids[0] })]);
  });

  it('when a row is bad, then ids is false, messages say why and nothing is saved', async () => {
    const before = sim.state.records('crm.lead').length;
    const result = (await rpc.executeKw('crm.lead', 'load', [
      columns,
      [
        ['websync_ok', 'Fine', '', '5', '', 'lead', ''],
        ['websync_bad', '', '', '999', '', 'lead', ''],
      ],
    ])) as { ids: unknown; messages: Array<Record<string, unknown>> };
    expect(result.ids).toBe(false);
    expect(result.messages).toEqual([
      expect.objectContaining({
        type: 'error',
        record: 1,
        field: 'medium_id',
        message: "Invalid database id '999' for the field 'Medium'",
      }),
    ]);
    expect(sim.state.records('crm.lead')).toHaveLength(before);
    expect(sim.state.findByExternalId('websync_ok')).toBeUndefined();
  });

  it('when the name is empty, then the message is the missing-required-value one', async () => {
    const result = (await rpc.executeKw('crm.lead', 'load', [['id', 'name'], [['websync_noname', '']]])) as {
      ids: unknown;
      messages: Array<Record<string, unknown>>;
    };
    expect(result).toEqual({
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
  });
});
