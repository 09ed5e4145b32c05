// Bookings that never collide, through the whole stack against the simulator (the "done when"):
// a busy meeting in the organiser's Odoo calendar makes its time unavailable and refused with 409, and
// once removed frees it, each within two pull intervals; a free time is accepted and then unavailable;
// ten bookings of one free time at once give exactly one 201; a reschedule onto a taken time is refused;
// a cancel frees a time; the product's own meetings in Odoo are not counted twice.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SLOT_TAKEN_MESSAGE } from '@site/contracts/availability';
import { testSlot } from '@site/dev-stack/test-dates';
import { until } from '@site/dev-stack/until';
import { startMailStack, type SimHarness } from './sim-harness';

const PULL_INTERVAL_MS = 1500;
let h: SimHarness;

beforeAll(async () => void ({ h } = await startMailStack(PULL_INTERVAL_MS)), 120_000);
afterAll(async () => h?.stack.stop());

const taken = { success: false, error: 'slot_taken', message: SLOT_TAKEN_MESSAGE };
type Slots = { start: string; available: boolean }[];

/** Which starts of `date` are free for a meeting of `duration` minutes, as the public route answers. */
async function free(date: string, duration = 60): Promise<string[]> {
  const res = await h.visitor.get<{ slots: Slots }>(`/api/availability?date=${date}&duration=${duration}`);
  expect(res.status).toBe(200);
  return res.body.slots.filter((s) => s.available).map((s) => s.start);
}

const booking = (name: string, preferredDate: string, preferredTime: string) => ({
  form: 'full',
  name,
  email: `${name.toLowerCase().replace(/\W+/g, '.')}@example.ng`,
  phone: '+234 803 000 5555',
  company: `${name} Ltd`,
  consultationType: 'general',
  preferredDate,
  preferredTime,
  duration: 60,
});
const book = (name: string, date: string, time: string) => h.visitor.post<{ id: string }>('/api/consultations', booking(name, date, time));

/** Waits until `check` holds, for at most two pull intervals: the promise the pull makes. */
const withinTwoPulls = <T>(check: () => Promise<T | undefined>, what: string) => until(check, what, 2 * PULL_INTERVAL_MS, 100);

describe("bookings against the organiser's Odoo calendar", () => {
  it('when staff put a busy meeting in their Odoo calendar, then its time is unavailable and refused; once they delete it, it is free again', async () => {
    const { preferredDate: day } = testSlot(20);
    expect(await free(day)).toContain('10:00');
    // 09:00–10:00 UTC is 10:00–11:00 in Lagos; staff's own meeting, in their own calendar (as the admin, the team's leader).
    const meeting = async (name: string, start: string, stop: string) =>
      (await h.control({ action: 'create', model: 'calendar.event', values: { name, start: `${day} ${start}`, stop: `${day} ${stop}` } }))
        .id!;
    const board = await meeting('Board meeting', '09:00:00', '10:00:00');
    // The first pulls come once the worker has started: no bound on this first wait.
    const blocked = await until(async () => ((await free(day)).includes('10:00') ? undefined : await free(day)), 'the time blocked');
    // A 60-minute meeting at 09:30 or 10:30 would overlap it too; 09:00 and 11:00 only touch it.
    expect(blocked).not.toContain('09:30');
    expect(blocked).not.toContain('10:30');
    expect(blocked).toEqual(expect.arrayContaining(['09:00', '11:00']));
    const refused = await book('Too Late', day, '10:00 AM - 11:00 AM');
    expect(refused.status).toBe(409);
    expect(refused.body).toEqual(taken);

    // From here on the pull runs on its schedule: each change counts within two intervals.
    await h.control({ action: 'unlink', model: 'calendar.event', ids: [board] });
    await withinTwoPulls(async () => (await free(day)).includes('10:00'), 'the time freed');
    await meeting('Supplier call', '13:00:00', '13:30:00'); // 2:00–2:30 PM in Lagos
    await withinTwoPulls(async () => !(await free(day)).includes('14:00'), 'the new meeting blocking its time');
    expect((await book('In Time', day, '10:00 AM - 11:00 AM')).status).toBe(201);
    expect((await book('Clash', day, '2:00 PM - 3:00 PM')).status).toBe(409);
  });

  it('when a free time is booked, then it is unavailable; ten bookings of one free time at once give exactly one 201', async () => {
    const { preferredDate: day } = testSlot(24);
    const first = await book('First Visitor', day, '2:00 PM - 3:00 PM');
    expect(first.status).toBe(201);
    expect(await free(day)).not.toEqual(expect.arrayContaining(['13:30', '14:00', '14:30']));

    const answers = await Promise.all(Array.from({ length: 10 }, (_, i) => book(`Racer ${'ABCDEFGHIJ'[i]}`, day, '4:00 PM - 5:00 PM')));
    expect(answers.map((r) => r.status).sort()).toEqual([201, ...Array<number>(9).fill(409)]);
    for (const r of answers.filter((a) => a.status === 409)) expect(r.body).toEqual(taken);
    const stored = (await h.staff.consultations()).body.filter((r) => r.preferredDate === day && r.name.startsWith('Racer'));
    expect(stored).toHaveLength(1);
  });

  it("when a visitor moves onto a taken time, then it is refused; a cancel frees the time; the booking's own meeting in Odoo does not count against it", async () => {
    const { preferredDate: day } = testSlot(28);
    expect((await book('Holder', day, '9:00 AM - 10:00 AM')).status).toBe(201);
    const mine = await book('Mover', day, '11:00 AM - 12:00 PM');
    expect(mine.status).toBe(201);
    // Synced: its meeting is in the organiser's Odoo calendar now, and the pull goes on reading it.
    await h.expectExactlyOnce([mine.body.id]);
    const token = await h.bookingToken(mine.body.id);
    await new Promise((r) => setTimeout(r, 2 * PULL_INTERVAL_MS));
    const own = await h.visitor.get<{ slots: Slots }>(`/api/booking/${token}/availability?date=${day}`);
    expect(own.body.slots.filter((s) => s.available).map((s) => s.start)).toEqual(expect.arrayContaining(['11:00', '11:30']));

    const moved = await h.visitor.post(`/api/booking/${token}/reschedule`, { preferredDate: day, preferredTime: '9:00 AM - 10:00 AM' });
    expect(moved.status).toBe(409);
    expect(moved.body).toEqual(taken);
    expect((await h.visitor.post(`/api/booking/${token}/cancel`)).status).toBe(200);
    expect(await free(day)).toContain('11:00');
    expect((await book('Next One', day, '11:00 AM - 12:00 PM')).status).toBe(201);
  });
});
