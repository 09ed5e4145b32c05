// The worker's start-up checks against the simulator as a fresh Odoo 17, 18 and 19: who organises booked
// meetings (ODOO_SALESPERSON_ID, else the team's leader, else its first active member, else the bot, with a
// warning), a bot without an e-mail address (bookings wait on 17 and 18, nothing waits on 19, contacts
// never), and the checks run again after the back-off so that a fix in Odoo is seen without a restart.
import { pino } from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startOdooSim, type OdooSeries, type OdooSim } from '@site/odoo-sim/odoo-sim';
import { OdooConnection, type OdooConnectionOptions } from './odoo-connection';
import { OdooError } from './odoo-errors';
import { createTransport } from './odoo-protocol';

const sims = new Map<OdooSeries, OdooSim>();
beforeAll(async () => {
  for (const series of [17, 18, 19] as const) sims.set(series, await startOdooSim({ apiKey: `connection-${series}`, series }));
});
afterAll(async () => {
  for (const sim of sims.values()) await sim.close();
});

let now = Date.parse('2026-11-28T09:00:00Z');

function connect(sim: OdooSim, options: Partial<OdooConnectionOptions> = {}) {
  return new OdooConnection({
    transport: () => createTransport({ url: sim.url, db: sim.db, login: sim.login, apiKey: sim.apiKey, timeoutMs: 5_000 }, 'auto'),
    teamName: 'Sales',
    sourceName: 'Website contact form',
    salespersonId: false,
    sendInvitations: false,
    eraseMode: 'unlink',
    log: pino({ level: 'silent' }),
    backoffMs: 60_000,
    now: () => now,
    ...options,
  });
}

/** What staff change in Odoo's UI, done for the test and undone after it. */
async function withTeam(sim: OdooSim, values: Record<string, unknown>, test: () => Promise<void>) {
  const [before] = sim.state.records('crm.team').filter((t) => t.name === 'Sales');
  await sim.control.write('crm.team', [1], values);
  try {
    await test();
  } finally {
    await sim.control.write('crm.team', [1], { user_id: before!.user_id ?? false, member_ids: [[6, 0, before!.member_ids as number[]]] });
  }
}

describe.each([17, 18, 19] as const)('on a fresh Odoo %i', (series) => {
  const sim = () => sims.get(series)!;

  it('when nobody is configured, then the Sales team organises: its leader on 19, its only member (the administrator) before; no warning', async () => {
    const ready = await connect(sim()).get();
    expect(ready.organizer).toEqual({ userId: 2, partnerId: 3, source: series >= 19 ? 'leader' : 'member' });
    expect(ready.warnings).toEqual([]);
    expect(ready.bookingProblem).toBeNull();
  });

  it('when ODOO_SALESPERSON_ID is set, then that user organises; one that does not exist is a configuration error', async () => {
    expect((await connect(sim(), { salespersonId: sim().uid }).get()).organizer).toMatchObject({
      userId: sim().uid,
      source: 'salesperson',
    });
    const error = await connect(sim(), { salespersonId: 999 })
      .get()
      .catch((e: unknown) => e);
    expect(error).toMatchObject({
      code: 'config',
      reason: 'the salesperson ODOO_SALESPERSON_ID=999 does not exist or is archived in Odoo',
    });
  });

  it('when the team has neither leader nor member, then the bot organises, and a warning names what to set', async () => {
    await withTeam(sim(), { user_id: false, member_ids: [[6, 0, []]] }, async () => {
      const ready = await connect(sim()).get();
      expect(ready.organizer).toEqual({ userId: sim().uid, partnerId: 7, source: 'bot' });
      expect(ready.warnings).toEqual([
        `booked meetings are organised by the Odoo user ${sim().login}, since the "Sales" team has no leader or active member: ` +
          'set ODOO_SALESPERSON_ID, or give the team a leader in Odoo',
      ]);
    });
  });

  it('when the bot has no e-mail address, then bookings wait before 19 (contacts do not), with the reason in the warnings; 19 needs none', async () => {
    sim().control.setBotEmail(null);
    try {
      const ready = await connect(sim()).get();
      if (series >= 19) {
        expect(ready.bookingProblem).toBeNull();
        expect(ready.warnings).toEqual([]);
      } else {
        const reason = `the Odoo user ${sim().login} has no e-mail address, which Odoo ${series}.0 needs to log a meeting on its lead: set one on the user`;
        expect(ready.bookingProblem).toBe(reason);
        expect(ready.warnings).toEqual([`bookings wait: ${reason}`]);
      }
    } finally {
      sim().control.setBotEmail('bot@example.com');
    }
  });
});

describe('a feature waiting for Odoo', () => {
  it('when a job waits for what Odoo lacks, then the checks run again after the back-off and see the fix, without blocking the connection', async () => {
    const sim = sims.get(17)!;
    sim.control.setBotEmail(null);
    const connection = connect(sim);
    try {
      expect((await connection.get()).bookingProblem).not.toBeNull();
      const retryAt = connection.featureWaits();
      expect(retryAt).toBe(now + 60_000);
      sim.control.setBotEmail('bot@example.com');
      // Until then, the same checked connection serves every job.
      now += 30_000;
      expect((await connection.get()).bookingProblem).not.toBeNull();
      now += 30_000;
      expect((await connection.get()).bookingProblem).toBeNull();
    } finally {
      sim.control.setBotEmail('bot@example.com');
    }
  });

  it('when the warnings stand, then the checks run again after the longest back-off, so a leader given later organises', async () => {
    const sim = sims.get(18)!;
    await withTeam(sim, { user_id: false, member_ids: [[6, 0, []]] }, async () => {
      const connection = connect(sim, { maxBackoffMs: 300_000 });
      expect((await connection.get()).organizer.source).toBe('bot');
      await sim.control.write('crm.team', [1], { user_id: 2 });
      now += 299_000;
      expect((await connection.get()).organizer.source).toBe('bot');
      now += 1_000;
      expect((await connection.get()).organizer).toMatchObject({ userId: 2, source: 'leader' });
    });
  });

  it('when a configured salesperson is archived, then it is an OdooError the connection blocks on', async () => {
    const error = await connect(sims.get(19)!, { salespersonId: 1 })
      .get()
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(OdooError);
  });
});
