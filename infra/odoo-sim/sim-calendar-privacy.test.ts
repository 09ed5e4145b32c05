// Meetings private to the bot, as the real 17.0, 18.0 and 19.0 Community servers answered a Sales /
// Administrator bot that neither organises nor attends them: found by a search, read as "Busy" with their
// public fields only, never written, and deleted only when private by their organiser's default (18+).
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

const ADMIN = 2;
const ADMIN_PARTNER = 3;
const refused = (mode: string) =>
  "Uh-oh! Looks like you have stumbled upon some top-secret records.\n\nSorry, Website Bot (id=6) doesn't have " +
  `'${mode}' access to:\n- Calendar Event (calendar.event)\n\n` +
  'If you really, really need access, perhaps you can win over your friendly administrator with a batch of freshly baked cookies.';

/** A meeting the administrator organises and attends, as staff make one in their calendar. */
const staffMeeting = (sim: OdooSim, values: Record<string, unknown> = {}) =>
  sim.control.create('calendar.event', {
    name: 'Doctor',
    start: '2026-12-20 09:00:00',
    stop: '2026-12-20 10:00:00',
    user_id: ADMIN,
    partner_ids: [[6, 0, [ADMIN_PARTNER]]],
    location: 'Clinic',
    ...values,
  });

describe.each([17, 18, 19] as const)('as Odoo %i', (series) => {
  it('when a meeting staff mark private is searched, read, written and deleted by the bot, then it is found, reads as Busy with its times, and is refused', async () => {
    const sim = sims.get(series)!;
    const rpc = simClient(sim);
    const id = staffMeeting(sim, { privacy: 'private' });
    expect(
      await rpc.executeKw('calendar.event', 'search', [
        [
          ['partner_ids', 'in', [ADMIN_PARTNER]],
          ['id', '=', id],
        ],
      ]),
    ).toEqual([id]);
    expect(
      await rpc.executeKw('calendar.event', 'read', [
        [id],
        ['name', 'start', 'stop', 'allday', 'show_as', 'privacy', 'partner_ids', 'user_id', 'write_date', 'active', 'location'],
      ]),
    ).toEqual([
      {
        id,
        name: 'Busy',
        start: '2026-12-20 09:00:00',
        stop: '2026-12-20 10:00:00',
        allday: false,
        show_as: 'busy',
        privacy: 'private',
        partner_ids: [],
        user_id: [ADMIN, 'Administrator'],
        write_date: false,
        active: true,
        location: false,
      },
    ]);
    expect(await faultOf(rpc.executeKw('calendar.event', 'write', [[id], { active: false }]))).toMatchObject({
      faultCode: 4,
      faultString: refused('write'),
    });
    expect(await faultOf(rpc.executeKw('calendar.event', 'unlink', [[id]]))).toMatchObject({
      faultCode: 4,
      faultString: refused('unlink'),
    });
    if (series >= 19)
      expect(await json2Client(sim)('calendar.event', 'write', { ids: [id], vals: { active: false } })).toMatchObject({
        status: 403,
        body: { name: 'odoo.exceptions.AccessError', message: refused('write') },
      });
    // The bot attending it sees it whole.
    const [bot] = (await rpc.executeKw('res.users', 'read', [[sim.uid], ['partner_id']])) as Array<{ partner_id: [number, string] }>;
    sim.control.write('calendar.event', [id], { partner_ids: [[4, bot!.partner_id[0], 0]] });
    expect(await rpc.executeKw('calendar.event', 'read', [[id], ['name']])).toEqual([{ id, name: 'Doctor' }]);
    sim.control.unlink('calendar.event', [id]);
  });

  it("when a meeting has no privacy of its own, then from 18 it takes its organiser's calendar default: private to the bot when that is", async () => {
    const sim = sims.get(series)!;
    const rpc = simClient(sim);
    const created = (await rpc.executeKw('calendar.event', 'create', [
      { name: 'Mine', start: '2026-12-21 09:00:00', stop: '2026-12-21 10:00:00', user_id: ADMIN },
    ])) as number;
    const [fresh] = (await rpc.executeKw('calendar.event', 'read', [[created], ['privacy']])) as Array<{ privacy: unknown }>;
    expect(fresh!.privacy).toBe(series >= 18 ? false : 'public');
    if (series === 17) {
      expect((await faultOf(rpc.executeKw('res.users', 'read', [[ADMIN], ['calendar_default_privacy']]))).lastLine).toBe(
        "ValueError: Invalid field 'calendar_default_privacy' on model 'res.users'",
      );
      return;
    }
    sim.control.write('res.users', [ADMIN], { calendar_default_privacy: 'private' });
    try {
      const id = staffMeeting(sim, { privacy: false });
      expect(await rpc.executeKw('calendar.event', 'read', [[id], ['name', 'privacy', 'partner_ids']])).toEqual([
        { id, name: 'Busy', privacy: false, partner_ids: [] },
      ]);
      expect(await faultOf(rpc.executeKw('calendar.event', 'write', [[id], { start: '2026-12-20 10:00:00' }]))).toMatchObject({
        faultCode: 4,
        faultString: refused('write'),
      });
      // Only the record rule guards deleting, and it asks for privacy "private".
      expect(await rpc.executeKw('calendar.event', 'unlink', [[id]])).toBe(true);
      // A meeting with a privacy of its own is not private to others.
      const open = staffMeeting(sim, { privacy: 'confidential' });
      expect(await rpc.executeKw('calendar.event', 'write', [[open], { name: 'Moved' }])).toBe(true);
      sim.control.unlink('calendar.event', [open, created]);
    } finally {
      sim.control.write('res.users', [ADMIN], { calendar_default_privacy: 'public' });
    }
  });
});
