// The XML-RPC transport against the real simulator over HTTP on 127.0.0.1: each class of Odoo fault arrives
// classified, timeouts destroy the socket, and payloads are cleaned before they reach the wire.
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { startOdooSim, type OdooSim } from '@site/odoo-sim/odoo-sim';
import { OdooError } from './odoo-errors';
import { toOdooDatetime, toWire, XmlRpcTransport, type XmlRpcTransportConfig } from './xmlrpc-transport';

let sim: OdooSim;

beforeAll(async () => {
  sim = await startOdooSim({ apiKey: 'transport-key' });
});
afterEach(() => sim.control.reset());
afterAll(() => sim.close());

async function transport(overrides: Partial<XmlRpcTransportConfig> = {}) {
  const t = new XmlRpcTransport({ url: sim.url, db: sim.db, login: sim.login, apiKey: 'transport-key', timeoutMs: 5_000, ...overrides });
  if ((await t.authenticate()) === false) throw new Error('test transport could not authenticate');
  return t;
}

async function failure(promise: Promise<unknown>): Promise<OdooError> {
  const error = await promise.then(
    (value) => new Error(`expected a failure, got ${JSON.stringify(value)}`),
    (e: unknown) => e,
  );
  if (!(error instanceof OdooError)) throw error;
  return error;
}

const injected = (faultCode: number, lastLine: string) =>
  ({
    type: 'fault',
    faultCode,
    faultString: `Traceback (most recent call last):\n  File "odoo/sql_db.py", line 1, in execute\n    x()\n${lastLine}\n`,
  }) as const;

describe('basics', () => {
  it('when authenticating, then the uid comes back and calls work', async () => {
    const t = await transport();
    expect(await t.version()).toMatchObject({ server_serie: '17.0' });
    expect(await t.call('crm.team', 'search_count', { domain: [] })).toBe(2);
  });

  it('when the key is wrong, then authenticate answers false', async () => {
    const t = new XmlRpcTransport({ url: sim.url, db: sim.db, login: sim.login, apiKey: 'nope' });
    expect(await t.authenticate()).toBe(false);
    sim.control.resetLoginFailures();
  });

  it('when the URL has another scheme, then it is a permanent configuration error', () => {
    expect(() => new XmlRpcTransport({ url: 'ftp://odoo', db: 'x', login: 'y', apiKey: 'z' })).toThrow(/must be http/);
  });
});

describe('fault classes over the wire', () => {
  it('when Odoo reports a serialization failure, then it is transient', async () => {
    const t = await transport();
    sim.control.failNext({
      target: 'crm.lead.create',
      failure: injected(1, 'psycopg2.errors.SerializationFailure: could not serialize access due to concurrent update'),
    });
    expect(await failure(t.call('crm.lead', 'create', { vals_list: [{ name: 'x' }] }))).toMatchObject({
      kind: 'transient',
      code: 'concurrency',
      call: 'crm.lead.create',
    });
  });

  it('when the connection pool is full, then it is transient', async () => {
    const t = await transport();
    sim.control.failNext({ target: 'crm.lead.create', failure: injected(1, 'psycopg2.pool.PoolError: The Connection Pool Is Full') });
    expect(await failure(t.call('crm.lead', 'create', { vals_list: [{ name: 'x' }] }))).toMatchObject({
      kind: 'transient',
      code: 'pool_exhausted',
    });
  });

  it('when a field is unknown, then it is permanent with the ValueError as reason', async () => {
    const t = await transport();
    const error = await failure(t.call('crm.lead', 'create', { vals_list: [{ name: 'x', x_nope: 'y' }] }));
    expect(error).toMatchObject({
      kind: 'permanent',
      code: 'server_error',
      faultCode: 1,
      reason: "ValueError: Invalid field 'x_nope' on model 'crm.lead'",
    });
    expect(error.faultString).toMatch(/^Traceback/);
  });

  it('when a datetime is ISO-formatted, then it is permanent', async () => {
    const t = await transport();
    const error = await failure(
      t.call('calendar.event', 'create', { vals_list: [{ name: 'x', start: '2024-06-03T09:30:00Z', stop: '2024-06-03 10:00:00' }] }),
    );
    expect(error).toMatchObject({ kind: 'permanent', code: 'server_error' });
    expect(error.reason).toMatch(/^ValueError: time data/);
  });

  it('when a mandatory field is missing, then it is permanent (fault 2)', async () => {
    const t = await transport();
    expect(await failure(t.call('crm.lead', 'create', { vals_list: [{ email_from: 'a@b.example' }] }))).toMatchObject({
      kind: 'permanent',
      code: 'user_error',
      faultCode: 2,
    });
  });

  it('when the key was revoked after authenticate, then calls are permanent access_denied', async () => {
    const t = await transport();
    sim.control.setApiKey('rotated');
    expect(await failure(t.call('crm.lead', 'search', { domain: [] }))).toMatchObject({
      kind: 'permanent',
      code: 'access_denied',
      faultCode: 3,
    });
    sim.control.setApiKey('transport-key');
  });

  it('when a private method is called, then it is permanent access_error (fault 4)', async () => {
    const t = await transport();
    expect(await failure(t.call('crm.lead', '_read', { ids: [1] }))).toMatchObject({
      kind: 'permanent',
      code: 'access_error',
      faultCode: 4,
    });
  });

  it('when the method committed but returned None, then it is "succeeded", never retried', async () => {
    const t = await transport();
    sim.control.failNext({
      target: 'crm.lead.write',
      commit: true,
      failure: injected(1, 'TypeError: cannot marshal None unless allow_none is enabled'),
    });
    const [id] = await t.call<number[]>('crm.lead', 'create', { vals_list: [{ name: 'before' }] });
    expect(await failure(t.call('crm.lead', 'write', { ids: [id!], vals: { name: 'after' } }))).toMatchObject({
      kind: 'succeeded',
      code: 'marshal_none',
    });
    expect(sim.state.records('crm.lead').find((r) => r.id === id)?.name).toBe('after');
  });

  it('when the database name is wrong, then it is permanent unknown_database', async () => {
    const t = new XmlRpcTransport({ url: sim.url, db: 'nope', login: sim.login, apiKey: 'transport-key' });
    expect(await failure(t.authenticate())).toMatchObject({ kind: 'permanent', code: 'unknown_database' });
  });

  it('when the URL path is wrong, then HTTP 404 is permanent', async () => {
    const t = new XmlRpcTransport({ url: `${sim.url}/odoo`, db: sim.db, login: sim.login, apiKey: 'transport-key' });
    expect(await failure(t.version())).toMatchObject({ kind: 'permanent', code: 'not_found', httpStatus: 404 });
  });

  it('when a proxy answers 502 with HTML, then it is transient with an unknown outcome', async () => {
    const t = await transport();
    sim.control.failNext({ target: 'crm.lead.create', failure: { type: 'http', status: 502 } });
    expect(await failure(t.call('crm.lead', 'create', { vals_list: [{ name: 'x' }] }))).toMatchObject({
      kind: 'transient',
      code: 'http_status',
      httpStatus: 502,
      outcomeUnknown: true,
    });
  });

  it('when a proxy answers 429 with Retry-After, then the wait is carried', async () => {
    const t = await transport();
    sim.control.failNext({ target: '*', failure: { type: 'http', status: 429, headers: { 'Retry-After': '7' } } });
    expect(await failure(t.version())).toMatchObject({ kind: 'transient', httpStatus: 429, retryAfterMs: 7000 });
  });

  it('when the socket is dropped, then it is transient network with an unknown outcome', async () => {
    const t = await transport();
    sim.control.failNext({ target: 'crm.lead.create', failure: { type: 'drop' } });
    expect(await failure(t.call('crm.lead', 'create', { vals_list: [{ name: 'x' }] }))).toMatchObject({
      kind: 'transient',
      code: 'network',
      outcomeUnknown: true,
    });
  });

  it('when Odoo is down (connection refused), then it is transient and known not to have run', async () => {
    const t = await transport();
    await sim.control.outage('refuse');
    // A keep-alive socket from before the outage may be reset once; the next attempt meets the closed port.
    let error = await failure(t.version());
    if (error.reason.includes('ECONNRESET')) error = await failure(t.version());
    await sim.control.resume();
    expect(error).toMatchObject({ kind: 'transient', code: 'network', outcomeUnknown: false });
    expect(error.reason).toContain('ECONNREFUSED');
  });
});

describe('timeouts', () => {
  it('when Odoo is slower than the timeout, then the call fails transient and its socket is destroyed', async () => {
    const own = await startOdooSim({ apiKey: 'k' });
    try {
      const t = new XmlRpcTransport({ url: own.url, db: own.db, login: own.login, apiKey: 'k', timeoutMs: 500 });
      await t.authenticate();
      // Margins wide enough for a loaded machine: a 500 ms timeout against a 4 s call.
      own.control.setLatency(4000, 'crm.lead.create');
      const started = Date.now();
      const error = await failure(t.call('crm.lead', 'create', { vals_list: [{ name: 'slow' }] }));
      expect(Date.now() - started).toBeLessThan(3000);
      expect(error).toMatchObject({ kind: 'transient', code: 'timeout', outcomeUnknown: true, call: 'crm.lead.create' });
      // Without the destroy, the keep-alive socket would stay open for seconds.
      await expect.poll(() => own.state.openConnections(), { interval: 10, timeout: 3000 }).toBe(0);
      // Odoo does not notice the client left: the create still commits, hence "outcome unknown".
      await expect.poll(() => own.state.records('crm.lead').length, { interval: 20, timeout: 8000 }).toBe(1);
    } finally {
      await own.close();
    }
  });
});

describe('payload hygiene', () => {
  it('when values hold undefined, null, control characters and Dates, then what reaches Odoo is clean', async () => {
    const t = await transport();
    const id = await t.call<number>('calendar.event', 'create', {
      vals_list: {
        name: 'Intro\u0001 call\u0000',
        start: new Date('2024-06-03T09:30:00Z'),
        stop: new Date('2024-06-03T10:00:00.500Z'),
        location: undefined,
        description: null,
      },
    });
    const [row] = await t.call<Array<Record<string, unknown>>>('calendar.event', 'read', {
      ids: [id],
      fields: ['name', 'start', 'stop', 'location', 'description'],
    });
    expect(row).toEqual({
      id,
      name: 'Intro call',
      start: '2024-06-03 09:30:00',
      stop: '2024-06-03 10:00:00',
      location: false,
      description: false,
    });
    const [logged] = sim.state.callLog('calendar.event.create');
    expect(Object.keys(logged?.args[0] as object)).not.toContain('location');
  });

  it('when a value cannot be encoded, then the call fails permanent before any request', async () => {
    const t = await transport();
    const before = sim.state.calls('*');
    expect(await failure(t.call('crm.lead', 'create', { vals_list: [{ name: 'x', probability: Number.NaN }] }))).toMatchObject({
      kind: 'permanent',
      code: 'bad_request',
    });
    expect(await failure(t.call('crm.lead', 'create', { vals_list: [{ name: new Map() }] }))).toMatchObject({
      kind: 'permanent',
      code: 'bad_request',
    });
    expect(sim.state.calls('*')).toBe(before);
  });

  it('toWire keeps surrogate pairs, drops lone surrogates, and formats Dates in UTC', () => {
    expect(toWire({ a: '😀\uD800x', b: [undefined, 1], c: undefined })).toEqual({ a: '😀x', b: [false, 1] });
    expect(toOdooDatetime(new Date('2024-01-02T03:04:05.678Z'))).toBe('2024-01-02 03:04:05');
  });
});
