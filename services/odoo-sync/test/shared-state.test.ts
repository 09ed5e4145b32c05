// What the sync workers share through Redis (src/shared-state.ts), each "worker" here its own objects on
// one real Redis and the simulator over HTTP: the Odoo call budget is one for all of them (and each falls
// back to its own while Redis is away), the won stages one worker read serve another, and a configuration
// failure one worker met keeps the other from logging in to Odoo meanwhile.
import { type Redis } from 'ioredis';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pino } from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startRedis, type RedisProcess } from '@site/dev-stack/redis-server';
import { startOdooSim, type OdooSim } from '@site/odoo-sim/odoo-sim';
import { CallGate } from '../src/call-gate';
import { isConfigurationError, OdooConnection } from '../src/odoo-connection';
import { createTransport } from '../src/odoo-protocol';
import { WonStages } from '../src/pull-stages';
import { sharedCallBudget, sharedSetupBlock, sharedStateConnection, sharedWonStages } from '../src/shared-state';

const dir = mkdtempSync(join(tmpdir(), 'odoo-shared-state-'));
const log = pino({ level: 'silent' });
let redisProcess: RedisProcess;
let sim: OdooSim;
const connections: Redis[] = [];
/** One worker's connection for the shared state, as worker.ts makes it. */
const worker = () => {
  const c = sharedStateConnection(redisProcess.url);
  c.on('error', () => undefined);
  connections.push(c);
  return c;
};

beforeAll(async () => {
  redisProcess = await startRedis({ dir: join(dir, 'redis') });
  sim = await startOdooSim();
}, 30_000);
afterAll(async () => {
  for (const c of connections) c.disconnect();
  await sim?.close();
  await redisProcess?.stop();
  rmSync(dir, { recursive: true, force: true });
});

describe('the Odoo call budget', () => {
  const gates = (perSecond: number) =>
    [worker(), worker()].map(
      (redis) =>
        new CallGate({
          maxInFlight: 4,
          perSecond,
          busyTries: 1,
          busyMinDelayMs: 1,
          busyMaxDelayMs: 1,
          shared: sharedCallBudget(redis, perSecond),
        }),
    );

  it('when two workers call Odoo at once, then together they start no more than the budget per second', async () => {
    const [a, b] = gates(10);
    const starts: number[] = [];
    const call = () => Promise.resolve(void starts.push(Date.now()));
    const began = Date.now();
    await Promise.all(Array.from({ length: 30 }, (_, i) => (i % 2 ? a! : b!).run(call)));
    // 30 calls at 10 a second for both together: three one-second windows. Each worker alone (15 calls
    // paced at 10 a second) would be done in 1.4 s.
    expect(Date.now() - began).toBeGreaterThanOrEqual(1900);
    expect(starts).toHaveLength(30);
  });

  it('when Redis is away, then each worker keeps its own budget and calls still go', async () => {
    const [a] = gates(50);
    await redisProcess.kill();
    try {
      const done = await Promise.all(Array.from({ length: 5 }, () => a!.run(async () => 'ok')));
      expect(done).toEqual(['ok', 'ok', 'ok', 'ok', 'ok']);
    } finally {
      redisProcess = await startRedis({ dir: join(dir, 'redis') });
    }
  });
});

describe('the won-stage cache', () => {
  it('when one worker has read the stages, then another uses that read instead of asking Odoo', async () => {
    const shared = [sharedWonStages(worker()), sharedWonStages(worker())];
    const client = (await connection().get()).client;
    const [stage] = sim.state.records('crm.stage');
    await sim.control.reset();
    const first = await new WonStages(Date.now, shared[0]).of(client, [stage!.id as number]);
    const second = await new WonStages(Date.now, shared[1]).of(client, [stage!.id as number]);
    expect([...second]).toEqual([...first]);
    expect(sim.state.calls('crm.stage.search_read')).toBe(1);
  });
});

describe('the set-up back-off', () => {
  it('when one worker meets a configuration failure, then another waits it out without logging in to Odoo', async () => {
    const redis = worker();
    const [one, two] = [connection('not-the-key', redis), connection('not-the-key', worker())];
    await sim.control.reset();
    const failed = await one.get().catch((e: unknown) => e);
    expect(isConfigurationError(failed)).toBe(true);
    const logins = sim.state.calls('common.*') + sim.state.calls('*.authenticate');
    expect(logins).toBeGreaterThan(0);
    const refused = await two.get().catch((e: unknown) => e);
    expect(isConfigurationError(refused)).toBe(true);
    expect(sim.state.calls('common.*') + sim.state.calls('*.authenticate')).toBe(logins);
    expect(two.retryAt).toBeGreaterThan(Date.now());
  });
});

/** An Odoo connection to the simulator, with the shared back-off when `redis` is given. */
function connection(apiKey = sim.apiKey, redis?: Redis) {
  return new OdooConnection({
    transport: () => createTransport({ url: sim.url, db: sim.db, login: sim.login, apiKey, timeoutMs: 5000 }, 'xmlrpc'),
    teamName: 'Sales',
    sourceName: 'Website contact form',
    salespersonId: false,
    sendInvitations: false,
    eraseMode: 'anonymise',
    log,
    ...(redis ? { shared: sharedSetupBlock(redis) } : {}),
  });
}
