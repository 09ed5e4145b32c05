// The JSON-2 transport against the real simulator over HTTP: named arguments on the wire, and each class
// of failure arriving as the same classified OdooError the XML-RPC transport gives.
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { startOdooSim, type OdooSim } from '@site/odoo-sim/odoo-sim';
import { Json2Transport } from './json2-transport';
import { OdooError } from './odoo-errors';

let sim: OdooSim;

beforeAll(async () => {
  sim = await startOdooSim({ apiKey: 'json2-key', series: 19 });
});
afterEach(() => sim.control.reset());
afterAll(() => sim.close());

const transport = (overrides: { apiKey?: string; timeoutMs?: number; db?: string } = {}) =>
  new Json2Transport({
    url: sim.url,
    db: overrides.db ?? sim.db,
    login: sim.login,
    apiKey: overrides.apiKey ?? 'json2-key',
    timeoutMs: overrides.timeoutMs ?? 5_000,
  });

async function failure(promise: Promise<unknown>): Promise<OdooError> {
  const error = await promise.then(
    (value) => new Error(`expected a failure, got ${JSON.stringify(value)}`),
    (e: unknown) => e,
  );
  if (!(error instanceof OdooError)) throw error;
  return error;
}

const traceback = (lastLine: string) =>
  `Traceback (most recent call last):\n  File "odoo/sql_db.py", line 1, in execute\n    x()\n${lastLine}\n`;

describe('JSON-2 transport', () => {
  it('when calls are made, then the named arguments are the body, ids and context included', async () => {
    const t = transport();
    expect(await t.version()).toMatchObject({ server_serie: '19.0' });
    expect(await t.authenticate()).toBe(sim.uid);
    const [id] = await t.call<number[]>('crm.lead', 'create', { vals_list: [{ name: 'Named' }], context: { lang: 'en_US' } });
    expect(typeof id).toBe('number');
    expect(await t.call('crm.lead', 'read', { ids: [id!], fields: ['name'] })).toEqual([{ id, name: 'Named' }]);
    const [create] = sim.state.callLog('crm.lead.create');
    expect(create?.kwargs).toEqual({ vals_list: [{ name: 'Named' }], context: { lang: 'en_US' } });
    expect(sim.state.callLog('crm.lead.read')[0]).toMatchObject({ args: [[id]], kwargs: { fields: ['name'] } });
  });

  it('when the key is wrong, then authenticate answers false and calls are permanent access_denied', async () => {
    expect(await transport({ apiKey: 'nope' }).authenticate()).toBe(false);
    expect(await failure(transport({ apiKey: 'nope' }).call('crm.lead', 'search', { domain: [] }))).toMatchObject({
      kind: 'permanent',
      code: 'access_denied',
      httpStatus: 401,
      reason: 'Invalid apikey',
    });
    sim.control.resetLoginFailures();
  });

  it('when Odoo reports a serialization failure or a full pool, then it is transient busy', async () => {
    sim.control.failNext({
      target: 'crm.lead.search',
      failure: {
        type: 'fault',
        faultCode: 1,
        faultString: traceback('psycopg2.errors.SerializationFailure: could not serialize access due to concurrent update'),
      },
    });
    expect(await failure(transport().call('crm.lead', 'search', { domain: [] }))).toMatchObject({
      kind: 'transient',
      code: 'concurrency',
      call: 'crm.lead.search',
    });
    sim.control.failNext({
      target: 'crm.lead.search',
      failure: { type: 'fault', faultCode: 1, faultString: traceback('psycopg2.pool.PoolError: The Connection Pool Is Full') },
    });
    expect(await failure(transport().call('crm.lead', 'search', { domain: [] }))).toMatchObject({
      kind: 'transient',
      code: 'pool_exhausted',
    });
  });

  it('when a field is unknown, a value is refused or a method is private, then it is permanent', async () => {
    expect(await failure(transport().call('crm.lead', 'create', { vals_list: [{ name: 'x', x_nope: 1 }] }))).toMatchObject({
      kind: 'permanent',
      code: 'server_error',
      reason: "ValueError: Invalid field 'x_nope' on model 'crm.lead'",
    });
    expect(await failure(transport().call('crm.lead', 'create', { vals_list: [{ email_from: 'a@b.example' }] }))).toMatchObject({
      kind: 'permanent',
      code: 'user_error',
    });
    sim.control.failNext({
      target: 'crm.lead.search',
      failure: { type: 'fault', faultCode: 4, faultString: 'You are not allowed to access Lead' },
    });
    expect(await failure(transport().call('crm.lead', 'search', { domain: [] }))).toMatchObject({
      kind: 'permanent',
      code: 'access_error',
    });
  });

  it('when the database is wrong, then Odoo answers an HTML 404 and it is permanent not_found (the records wait)', async () => {
    expect(await failure(transport({ db: 'nope' }).call('crm.lead', 'search', { domain: [] }))).toMatchObject({
      kind: 'permanent',
      code: 'not_found',
      httpStatus: 404,
    });
  });

  it("when a model or method does not exist, then it is a configuration error; a deleted record is the record's own", async () => {
    expect(await failure(transport().call('crm.nope', 'search', { domain: [] }))).toMatchObject({
      code: 'config',
      reason: "the model 'crm.nope' does not exist",
    });
    expect(await failure(transport().call('crm.lead', 'nope', {}))).toMatchObject({ code: 'config' });
    expect(await failure(transport().call('crm.lead', 'write', { ids: [99999], vals: { name: 'x' } }))).toMatchObject({
      kind: 'permanent',
      code: 'user_error',
      httpStatus: 404,
      exceptionType: 'odoo.exceptions.MissingError',
    });
  });

  it('when a proxy answers 502 with HTML, or drops the socket, then it is transient with an unknown outcome', async () => {
    sim.control.failNext({ target: 'crm.lead.create', failure: { type: 'http', status: 502 } });
    expect(await failure(transport().call('crm.lead', 'create', { vals_list: [{ name: 'x' }] }))).toMatchObject({
      kind: 'transient',
      code: 'http_status',
      httpStatus: 502,
      outcomeUnknown: true,
    });
    sim.control.failNext({ target: 'crm.lead.create', failure: { type: 'drop' } });
    expect(await failure(transport().call('crm.lead', 'create', { vals_list: [{ name: 'x' }] }))).toMatchObject({
      kind: 'transient',
      code: 'network',
      outcomeUnknown: true,
    });
  });

  it('when Odoo is slower than the timeout, then it is a transient timeout', async () => {
    sim.control.setLatency(400, 'crm.lead.search');
    expect(await failure(transport({ timeoutMs: 100 }).call('crm.lead', 'search', { domain: [] }))).toMatchObject({
      kind: 'transient',
      code: 'timeout',
      outcomeUnknown: true,
    });
  });

  it('when Odoo is down, then it is transient and known not to have run', async () => {
    await sim.control.outage('refuse');
    const error = await failure(transport().call('crm.lead', 'search', { domain: [] }));
    await sim.control.resume();
    expect(error).toMatchObject({ kind: 'transient', code: 'network', outcomeUnknown: false });
  });
});
