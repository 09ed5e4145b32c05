// The simulator's fault injection, observation, login cooldown and persistence, from the library API and
// over HTTP.
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { startOdooSim, type OdooSim } from './odoo-sim';
import { call, faultOf, simClient, withClockedSim } from './sim-test-client';

let sim: OdooSim;
let rpc: ReturnType<typeof simClient>;

beforeAll(async () => {
  sim = await startOdooSim({ apiKey: 'k' });
  rpc = simClient(sim);
});
afterEach(() => sim.control.reset());
afterAll(() => sim.close());

const lead = (name: string) => rpc.executeKw('crm.lead', 'create', [{ name }]);
const leadsNamed = (name: string) => sim.state.records('crm.lead').filter((r) => r.name === name);

async function postControl(body: unknown) {
  const response = await fetch(`${sim.url}/__sim/control`, { method: 'POST', body: JSON.stringify(body) });
  return { status: response.status, body: (await response.json()) as Record<string, unknown> };
}

describe('fault injection', () => {
  it('when a fault is injected for crm.lead.create only, then that call fails once and others are untouched', async () => {
    sim.control.failNext({
      target: 'crm.lead.create',
      failure: {
        type: 'fault',
        faultCode: 1,
        faultString: 'Traceback …\npsycopg2.errors.SerializationFailure: could not serialize access due to concurrent update\n',
      },
    });
    expect(await rpc.executeKw('crm.lead', 'search_count', [[]])).toEqual(expect.any(Number));
    const fault = await faultOf(lead('injected'));
    expect(fault.lastLine).toContain('could not serialize access');
    expect(leadsNamed('injected')).toHaveLength(0);
    expect(await lead('injected')).toEqual(expect.any(Number));
  });

  it('when an HTTP 502 is injected, then the npm client gets a parse error with the status attached', async () => {
    sim.control.failNext({ target: 'crm.lead.*', times: 2, failure: { type: 'http', status: 502 } });
    for (let i = 0; i < 2; i++) {
      const error = (await lead('proxied').catch((e: unknown) => e)) as Error & { res?: { statusCode: number }; body?: string };
      expect(error).toBeInstanceOf(Error);
      expect(error.res?.statusCode).toBe(502);
      expect(error.body).toContain('502 Bad Gateway');
    }
    expect(await lead('proxied')).toEqual(expect.any(Number));
    expect(leadsNamed('proxied')).toHaveLength(1);
  });

  it('when a drop is injected, then the socket closes without an answer and nothing is committed', async () => {
    sim.control.failNext({ target: 'crm.lead.create', failure: { type: 'drop' } });
    await expect(lead('dropped')).rejects.toMatchObject({ code: 'ECONNRESET' });
    expect(leadsNamed('dropped')).toHaveLength(0);
  });

  it('when commit-then-drop is set, then the lead exists although the client saw a reset', async () => {
    sim.control.commitThenDrop('crm.lead.create');
    await expect(lead('committed')).rejects.toMatchObject({ code: 'ECONNRESET' });
    expect(leadsNamed('committed')).toHaveLength(1);
  });

  it('when a fault is injected after commit (cannot marshal None), then the write is kept', async () => {
    sim.control.failNext({
      target: 'crm.lead.write',
      commit: true,
      failure: { type: 'fault', faultCode: 1, faultString: 'Traceback …\nTypeError: cannot marshal None unless allow_none is enabled\n' },
    });
    const id = (await lead('before')) as number;
    await faultOf(rpc.executeKw('crm.lead', 'write', [[id], { name: 'after' }]));
    expect(sim.state.records('crm.lead').find((r) => r.id === id)?.name).toBe('after');
  });

  it('when latency is set, then calls take at least that long', async () => {
    sim.control.setLatency(300, 'common.version');
    const started = Date.now();
    await rpc.common('version');
    expect(Date.now() - started).toBeGreaterThanOrEqual(290);
    // Other targets are not delayed (generous bound: CI machines can be slow).
    const quick = Date.now();
    await rpc.executeKw('crm.lead', 'search_count', [[]]);
    expect(Date.now() - quick).toBeLessThan(250);
  });
});

describe('outages', () => {
  it('when refusing, then connections are refused; after resume the same port answers', async () => {
    await sim.control.outage('refuse');
    // A keep-alive socket pooled before the outage may still be picked once (ECONNRESET), like in real life.
    const first = (await rpc.common('version').catch((e: { code?: string }) => e)) as { code?: string };
    expect(['ECONNREFUSED', 'ECONNRESET']).toContain(first.code);
    await expect(rpc.common('version')).rejects.toMatchObject({ code: 'ECONNREFUSED' });
    await sim.control.resume();
    expect(await rpc.common('version')).toMatchObject({ server_serie: '17.0' });
  });

  it('when resetting, then XML-RPC sockets are closed but the control endpoint still works', async () => {
    await sim.control.outage('reset');
    await expect(rpc.common('version')).rejects.toMatchObject({ code: 'ECONNRESET' });
    expect((await postControl({ action: 'resume' })).status).toBe(200);
    expect(await rpc.common('version')).toMatchObject({ server_serie: '17.0' });
  });

  it('when a refuse outage is asked over HTTP with a duration, then it ends by itself', async () => {
    // Long enough that a loaded machine still sees the refusal before it ends by itself.
    expect((await postControl({ action: 'outage', mode: 'refuse', durationMs: 1500 })).status).toBe(200);
    await expect
      .poll(() => rpc.common('version').catch((e: { code?: string }) => e.code), { interval: 20, timeout: 1500 })
      .toBe('ECONNREFUSED');
    await expect
      .poll(
        () =>
          rpc.common('version').then(
            () => 'up',
            () => 'down',
          ),
        { interval: 50, timeout: 10_000 },
      )
      .toBe('up');
  });
});

describe('control and state over HTTP', () => {
  it('when failures and latency are set over HTTP, then /__sim/state shows them and the counters', async () => {
    sim.state.resetCounters();
    expect(
      (await postControl({ action: 'fail', target: 'crm.lead.create', times: 2, failure: { type: 'http', status: 503 } })).status,
    ).toBe(200);
    expect((await postControl({ action: 'latency', ms: 5, target: 'crm.lead.*' })).status).toBe(200);
    await lead('over-http').catch(() => undefined);
    const state = (await (await fetch(`${sim.url}/__sim/state`)).json()) as Record<string, unknown>;
    expect(state).toMatchObject({
      counters: { 'crm.lead.create': 1 },
      latency: { 'crm.lead.*': 5 },
      failures: [{ target: 'crm.lead.create', remaining: 1, commit: false, failure: { type: 'http', status: 503 } }],
      outage: null,
    });
    expect(sim.state.calls('crm.lead.*')).toBe(1);
    expect(sim.state.callLog('crm.lead.create')[0]).toMatchObject({ args: [{ name: 'over-http' }], kwargs: {} });
  });

  it('when the control body is invalid, then it is 400 and nothing changes', async () => {
    const { status, body } = await postControl({ action: 'fail', failure: { type: 'teapot' } });
    expect(status).toBe(400);
    expect(body.ok).toBe(false);
    expect(sim.state.snapshot().failures).toEqual([]);
  });

  it('when records are listed over HTTP, then raw rows come back', async () => {
    await lead('listed');
    const rows = (await (await fetch(`${sim.url}/__sim/records?model=crm.lead`)).json()) as Array<{ name: string }>;
    expect(rows.some((r) => r.name === 'listed')).toBe(true);
  });

  it('when the API key is rotated, then the old key is Access Denied', async () => {
    sim.control.setApiKey('k2');
    const fault = await faultOf(rpc.object('execute_kw', sim.db, sim.uid, 'k', 'crm.lead', 'search', [[]], {}));
    expect(fault.faultCode).toBe(3);
    expect(sim.apiKey).toBe('k2');
    sim.control.setApiKey('k');
  });
});

describe('login cooldown', () => {
  it('when a client fails 5 times, then even good credentials are refused until the cooldown passes', () =>
    withClockedSim(
      '2024-06-03T10:00:00Z',
      async (local, client, advance) => {
        for (let i = 0; i < 5; i++) expect(await client.common('authenticate', local.db, local.login, 'bad', {})).toBe(false);
        expect(await client.common('authenticate', local.db, local.login, 'good', {})).toBe(false);
        const fault = await faultOf(client.executeKw('crm.lead', 'search', [[]]));
        expect(fault).toMatchObject({ faultCode: 3, faultString: 'Too many login failures, please wait a bit before trying again.' });
        advance(61_000);
        expect(await client.common('authenticate', local.db, local.login, 'good', {})).toBe(local.uid);
        expect(await client.executeKw('crm.lead', 'search', [[]])).toEqual([]);
      },
      { apiKey: 'good' },
    ));
});

describe('persistence', () => {
  it('when given a data file, then committed writes survive a restart and failed ones do not', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'odoo-sim-'));
    const dataFile = join(dir, 'odoo.json');
    try {
      const first = await startOdooSim({ apiKey: 'a', dataFile });
      const client = simClient(first);
      const id = await client.executeKw('crm.lead', 'create', [{ name: 'Persisted' }]);
      await faultOf(client.executeKw('crm.lead', 'create', [{ email_from: 'no-name@example.com' }]));
      await first.close();
      expect(JSON.parse(readFileSync(dataFile, 'utf8'))).toMatchObject({ format: 'odoo-sim/1' });

      const second = await startOdooSim({ apiKey: 'b', dataFile });
      try {
        expect(second.state.records('crm.lead')).toEqual([expect.objectContaining({ id, name: 'Persisted' })]);
        expect(await simClient(second).executeKw('crm.lead', 'create', [{ name: 'Next' }])).toBe((id as number) + 1);
      } finally {
        await second.close();
      }
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});

describe('raw protocol', () => {
  it('when the body is not XML-RPC, then it is fault 1 (expat), still HTTP 200', async () => {
    const response = await fetch(`${sim.url}/xmlrpc/2/object`, { method: 'POST', body: 'hello' });
    expect(response.status).toBe(200);
    expect(await response.text()).toContain('ExpatError');
  });

  it('when a GET reaches an endpoint, then it is 405; an unknown path is 404', async () => {
    expect((await fetch(`${sim.url}/xmlrpc/2/common`)).status).toBe(405);
    expect((await fetch(`${sim.url}/web/login`)).status).toBe(404);
    await expect(call(sim.url, '/jsonrpc', 'version', [])).rejects.toThrow('Not Found');
  });
});

describe('staff edits and random faults', () => {
  it('when staff write or delete through the control, then write_date moves and external ids go with deleted records', async () => {
    const id = (await lead('Staff edit')) as number;
    await postControl({ action: 'write', model: 'crm.lead', ids: [id], values: { stage_id: 4 } });
    expect(sim.state.records('crm.lead').find((r) => r.id === id)).toMatchObject({ stage_id: 4, write_uid: 2 });
    await rpc.executeKw('crm.lead', 'load', [['id', 'name'], [['staff_edit_key', 'Keyed']]]);
    const keyed = sim.state.findByExternalId('staff_edit_key')!;
    expect((await postControl({ action: 'unlink', model: 'crm.lead', ids: [keyed.id] })).status).toBe(200);
    expect(sim.state.findByExternalId('staff_edit_key')).toBeUndefined();
  });

  it('when a fault rate is set, then about that share of calls fails with a serialization failure, until cleared', async () => {
    expect((await postControl({ action: 'fault-rate', rate: 0.5, target: 'crm.lead.search_count' })).status).toBe(200);
    let faults = 0;
    for (let i = 0; i < 60; i++) {
      try {
        await rpc.executeKw('crm.lead', 'search_count', [[]]);
      } catch (error) {
        expect((error as { faultString: string }).faultString).toContain('could not serialize access');
        faults++;
      }
    }
    expect(faults).toBeGreaterThan(10);
    expect(faults).toBeLessThan(50);
    sim.control.clearFailures();
    expect(await rpc.executeKw('crm.lead', 'search_count', [[]])).toEqual(expect.any(Number));
  });
});
