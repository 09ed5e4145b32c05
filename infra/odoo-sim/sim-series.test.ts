// The simulator as Odoo 17, 18 and 19: what differs between the series for the calls the worker makes, with
// the answers, statuses and texts the real 17.0, 18.0 and 19.0 Community servers gave (sim-series.ts).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startOdooSim, type OdooSeries, type OdooSim } from './odoo-sim';
import { faultOf, json2Client, simClient } from './sim-test-client';

const sims = new Map<OdooSeries, OdooSim>();
beforeAll(async () => {
  for (const series of [17, 18, 19] as const) sims.set(series, await startOdooSim({ apiKey: `key-${series}`, series }));
});
afterAll(async () => {
  for (const sim of sims.values()) await sim.close();
});

const on = (series: OdooSeries) => {
  const sim = sims.get(series)!;
  return { sim, rpc: simClient(sim), json2: json2Client(sim) };
};

describe.each([17, 18, 19] as const)('as Odoo %i', (series) => {
  it('when asked its version, then it names the series', async () => {
    const { rpc } = on(series);
    expect(await rpc.common('version')).toEqual({
      server_version: `${series}.0`,
      server_version_info: [series, 0, 0, 'final', 0, ''],
      server_serie: `${series}.0`,
      protocol_version: 1,
    });
  });

  it('when the database is fresh, then the Sales team is led by the administrator only from 19, and the administrator is its member', async () => {
    const { rpc } = on(series);
    const [team] = (await rpc.executeKw('crm.team', 'search_read', [[['name', '=', 'Sales']]], {
      fields: ['user_id', 'member_ids'],
    })) as Array<{ user_id: unknown; member_ids: number[] }>;
    expect(team).toMatchObject({ user_id: series >= 19 ? [2, 'Administrator'] : false, member_ids: [2] });
  });

  it("when the users' groups are read, then the field is group_ids from 19 and groups_id before", async () => {
    const { sim, rpc } = on(series);
    const field = series >= 19 ? 'group_ids' : 'groups_id';
    const other = series >= 19 ? 'groups_id' : 'group_ids';
    const [bot] = (await rpc.executeKw('res.users', 'read', [[sim.uid], [field]])) as Array<Record<string, number[]>>;
    expect(bot![field]).toContain(15);
    expect((await faultOf(rpc.executeKw('res.users', 'read', [[sim.uid], [other]]))).lastLine).toBe(
      `ValueError: Invalid field '${other}' on model 'res.users'`,
    );
  });

  it('when has_group is called, then 17 wants the group alone and 18 on a user record, with their faults for the other form', async () => {
    const { sim, rpc } = on(series);
    const model = () => rpc.executeKw('res.users', 'has_group', ['sales_team.group_sale_manager']);
    const record = () => rpc.executeKw('res.users', 'has_group', [[sim.uid], 'sales_team.group_sale_manager']);
    const owner = series >= 19 ? 'ResUsers' : 'Users';
    if (series === 17) {
      expect(await model()).toBe(true);
      expect((await faultOf(record())).lastLine).toBe('TypeError: Users.has_group() takes 2 positional arguments but 3 were given');
    } else {
      expect(await record()).toBe(true);
      expect((await faultOf(model())).lastLine).toBe(
        `TypeError: ${owner}.has_group() missing 1 required positional argument: 'group_ext_id'`,
      );
      expect((await faultOf(rpc.executeKw('res.users', 'has_group', [], { group_ext_id: 'base.group_user' }))).lastLine).toBe(
        `IndexError: ${series >= 19 ? 'list' : 'tuple'} index out of range`,
      );
    }
  });

  it('when has_access is called on an empty recordset, then it answers from 18 and does not exist in 17', async () => {
    const { rpc } = on(series);
    const lead = () => rpc.executeKw('crm.lead', 'has_access', [[]], { operation: 'unlink' });
    const partner = () => rpc.executeKw('res.partner', 'has_access', [[]], { operation: 'unlink' });
    if (series === 17) {
      expect((await faultOf(lead())).lastLine).toBe("AttributeError: The method 'has_access' does not exist on the model 'crm.lead'");
      await faultOf(partner());
    } else {
      expect(await lead()).toBe(true);
      expect(await partner()).toBe(false);
    }
    expect(await rpc.executeKw('crm.lead', 'check_access_rights', [], { operation: 'unlink', raise_exception: false })).toBe(true);
  });

  it("when a meeting is written with its values by name, then 17 and 18 want `values` (calendar.event's override) and 19 `vals`", async () => {
    const { rpc } = on(series);
    const event = (await rpc.executeKw('calendar.event', 'create', [
      { name: 'Named', start: '2026-12-01 09:00:00', stop: '2026-12-01 10:00:00' },
    ])) as number;
    const write = (name: string) => () => rpc.executeKw('calendar.event', 'write', [[event]], { [name]: { name: 'Renamed' } });
    const [right, wrong] = series >= 19 ? ['vals', 'values'] : ['values', 'vals'];
    expect(await write(right)()).toBe(true);
    expect((await faultOf(write(wrong)())).lastLine).toBe(
      `TypeError: ${series >= 19 ? 'CalendarEvent' : 'Meeting'}.write() got an unexpected keyword argument '${wrong}'`,
    );
    // By position it is the same everywhere.
    expect(await rpc.executeKw('calendar.event', 'write', [[event], { name: 'Again' }])).toBe(true);
  });

  it('when a method is private or unknown, then each series refuses it with its own fault', async () => {
    const { rpc } = on(series);
    const priv = await faultOf(rpc.executeKw('crm.lead', '_read', [[1]]));
    const unknown = await faultOf(rpc.executeKw('crm.lead', 'nope', [[]]));
    if (series === 17) {
      expect(priv).toMatchObject({ faultCode: 4, faultString: 'Private methods (such as _read) cannot be called remotely.' });
      expect(unknown.lastLine).toBe("AttributeError: The method 'nope' does not exist on the model 'crm.lead'");
    } else {
      if (series === 18) expect(priv.lastLine).toBe("AttributeError: The method 'crm.lead._read' does not exist");
      else
        expect(priv).toMatchObject({ faultCode: 4, faultString: "Private methods (such as 'crm.lead._read') cannot be called remotely." });
      expect(unknown.lastLine).toBe("AttributeError: The method 'crm.lead.nope' does not exist");
    }
  });

  it('when a note is posted, then 17 and 18 answer its id and 19 a list of it; without an e-mail address the bot may post only in 19', async () => {
    const { sim, rpc } = on(series);
    const lead = (await rpc.executeKw('crm.lead', 'create', [{ name: `Note on ${series}` }])) as number;
    const post = () => rpc.executeKw('crm.lead', 'message_post', [[lead]], { body: 'hello', message_type: 'comment' });
    const answer = await post();
    expect(answer).toEqual(series >= 19 ? [expect.any(Number)] : expect.any(Number));
    sim.control.setBotEmail(null);
    try {
      if (series >= 19) expect(await post()).toEqual([expect.any(Number)]);
      else
        expect(await faultOf(post())).toMatchObject({
          faultCode: 2,
          faultString: "Unable to send message, please configure the sender's email address.",
        });
    } finally {
      sim.control.setBotEmail('bot@example.com');
    }
  });

  it('when the bot creates a meeting for a lead that another user organises, then that user gets an activity notice on the lead, which only 17 and 18 let the bot delete', async () => {
    const { rpc } = on(series);
    const lead = (await rpc.executeKw('crm.lead', 'create', [{ name: `Meeting on ${series}` }])) as number;
    const event = { name: 'Intro', start: '2026-12-01 09:00:00', stop: '2026-12-01 10:00:00', user_id: 2, opportunity_id: lead };
    await rpc.executeKw('calendar.event', 'create', [event]);
    await rpc.executeKw('calendar.event', 'create', [event], { context: { mail_activity_quick_update: true } });
    const notices = (await rpc.executeKw('mail.message', 'search', [
      [
        ['model', '=', 'crm.lead'],
        ['res_id', '=', lead],
        ['message_type', '=', 'user_notification'],
      ],
    ])) as number[];
    expect(notices).toHaveLength(1);
    const unlink = () => rpc.executeKw('mail.message', 'unlink', [notices]);
    if (series >= 19) expect(await faultOf(unlink())).toMatchObject({ faultCode: 4 });
    else expect(await unlink()).toBe(true);
  });

  it('when JSON-2 or /web/version is asked, then only 19 has them', async () => {
    const { sim, json2 } = on(series);
    const answer = await json2('res.users', 'context_get', {});
    const version = await fetch(`${sim.url}/web/version`);
    if (series >= 19) {
      expect(answer).toEqual({ status: 200, body: { lang: 'en_US', tz: 'Africa/Lagos', uid: sim.uid } });
      expect(await version.json()).toEqual({ version_info: [19, 0, 0, 'final', 0, ''], version: '19.0' });
    } else {
      expect(answer.status).toBe(404);
      expect(version.status).toBe(404);
    }
  });
});

describe('JSON-2 as Odoo 19 answers it', () => {
  const { json2 } = { json2: (...args: Parameters<ReturnType<typeof json2Client>>) => on(19).json2(...args) };
  const refusal = (status: number, name: string, message: string) => ({
    status,
    body: expect.objectContaining({ name, message, arguments: [message, status], context: {} }),
  });

  it('when called with named arguments, then the answer is the bare result: ids for records, create and message_post included', async () => {
    const { sim } = on(19);
    const created = await json2('crm.lead', 'create', { vals_list: { name: 'One dict' }, context: { lang: 'en_US' } });
    expect(created).toEqual({ status: 200, body: [expect.any(Number)] });
    const id = created.body[0] as number;
    expect(await json2('crm.lead', 'read', { ids: [id], fields: ['name', 'stage_id'] })).toEqual({
      status: 200,
      body: [{ id, name: 'One dict', stage_id: [1, 'New'] }],
    });
    expect(await json2('crm.lead', 'write', { ids: [id], vals: { name: 'Renamed' } })).toEqual({ status: 200, body: true });
    expect((await json2('crm.lead', 'message_post', { ids: [id], body: 'hi', message_type: 'comment' })).body).toEqual([
      expect.any(Number),
    ]);
    expect(await json2('res.users', 'has_group', { ids: [sim.uid], group_ext_id: 'sales_team.group_sale_manager' })).toEqual({
      status: 200,
      body: true,
    });
    expect(await json2('crm.lead', 'has_access', { operation: 'unlink' })).toEqual({ status: 200, body: true });
    // No marshalling over JSON: a method that returns None answers null.
    expect(await json2('crm.lead', 'action_set_lost', { ids: [id] })).toEqual({ status: 200, body: null });
  });

  it('when the call does not fit the controller, then 404 for what does not exist and 422 for arguments, with werkzeug names and texts', async () => {
    expect(await json2('crm.nope', 'search', { domain: [] })).toEqual(
      refusal(404, 'werkzeug.exceptions.NotFound', "the model 'crm.nope' does not exist"),
    );
    expect(await json2('crm.lead', 'nope', {})).toEqual(
      refusal(404, 'werkzeug.exceptions.NotFound', "The method 'crm.lead.nope' does not exist"),
    );
    expect(await json2('crm.lead', 'search', { ids: [1], domain: [] })).toEqual(
      refusal(422, 'werkzeug.exceptions.UnprocessableEntity', 'cannot call crm.lead.search with ids'),
    );
    // Positional arguments do not exist in JSON-2: neither an `args` key nor a list body.
    const missing = refusal(422, 'werkzeug.exceptions.UnprocessableEntity', "missing a required argument: 'vals_list'");
    expect(await json2('crm.lead', 'create', {})).toEqual(missing);
    expect(await json2('crm.lead', 'create', { args: [[{ name: 'x' }]] })).toEqual(missing);
    expect(await json2('crm.lead', 'search', [[]])).toEqual(
      refusal(422, 'werkzeug.exceptions.UnprocessableEntity', "missing a required argument: 'domain'"),
    );
    expect(await json2('crm.lead', 'search', { domain: [], foo: 1 })).toEqual(
      refusal(422, 'werkzeug.exceptions.UnprocessableEntity', "got an unexpected keyword argument 'foo'"),
    );
  });

  it('when the key is wrong or missing, then 401 Unauthorized; a wrong database is an HTML 404', async () => {
    const { sim } = on(19);
    expect(await json2('crm.lead', 'search', { domain: [] }, 'wrong')).toEqual(
      refusal(401, 'werkzeug.exceptions.Unauthorized', 'Invalid apikey'),
    );
    const noKey = await fetch(`${sim.url}/json/2/crm.lead/search`, {
      method: 'POST',
      body: '{"domain": []}',
      headers: { 'X-Odoo-Database': sim.db },
    });
    expect(noKey.status).toBe(401);
    expect(await noKey.json()).toMatchObject({
      name: 'werkzeug.exceptions.Unauthorized',
      message: 'User not authenticated, use an API Key with a Bearer Authorization header.',
    });
    const wrongDb = await fetch(`${sim.url}/json/2/crm.lead/search`, {
      method: 'POST',
      body: '{"domain": []}',
      headers: { Authorization: `bearer ${sim.apiKey}`, 'X-Odoo-Database': 'nope' },
    });
    expect(wrongDb.status).toBe(404);
    expect(wrongDb.headers.get('content-type')).toMatch(/^text\/html/);
  });

  it('when the method fails, then the exception decides: 403 AccessError, 404 MissingError, 422 ValidationError, 500 builtins with the traceback', async () => {
    expect(await json2('crm.lead', '_read', { ids: [1] })).toMatchObject({
      status: 403,
      body: { name: 'odoo.exceptions.AccessError', message: "Private methods (such as 'crm.lead._read') cannot be called remotely." },
    });
    expect(await json2('ir.model.data', 'search', { domain: [] })).toMatchObject({
      status: 403,
      body: { name: 'odoo.exceptions.AccessError' },
    });
    expect(await json2('crm.lead', 'write', { ids: [99999], vals: { name: 'x' } })).toMatchObject({
      status: 404,
      body: { name: 'odoo.exceptions.MissingError', message: expect.stringMatching(/^Record does not exist or has been deleted\./) },
    });
    expect(await json2('crm.lead', 'create', { vals_list: [{ email_from: 'a@b.example' }] })).toMatchObject({
      status: 422,
      body: { name: 'odoo.exceptions.ValidationError' },
    });
    expect(await json2('res.users', 'has_group', { group_ext_id: 'base.group_user' })).toMatchObject({
      status: 500,
      body: { name: 'builtins.ValueError', message: 'Expected singleton: res.users()', debug: expect.stringMatching(/^Traceback/) },
    });
    expect(
      await json2('calendar.event', 'create', { vals_list: [{ name: 'x', start: '2024-06-03T09:30:00Z', stop: '2024-06-03 10:00:00' }] }),
    ).toMatchObject({
      status: 500,
      body: { name: 'builtins.ValueError', message: expect.stringMatching(/^time data '2024-06-03T09:30:00Z' does not match format/) },
    });
  });
});
