// What staff change in Odoo reaches the visitor: a meeting moved there sends the updated invite
// (SEQUENCE + 1), one archived or deleted there the cancellation, exactly once each, and the visitor's
// booking page shows the new time or the cancellation. The whole stack with the simulator and the mail
// catcher; the pull runs every half second.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Stack } from '@site/dev-stack/stack';
import { lagosDates, testSlot } from '@site/dev-stack/test-dates';
import { until } from '@site/dev-stack/until';
import { mail, startMailStack, type SimHarness } from './sim-harness';

const PULL_INTERVAL_MS = 500;
let stack: Stack;
let h: SimHarness;

beforeAll(async () => {
  ({ stack, h } = await startMailStack(PULL_INTERVAL_MS));
}, 120_000);
afterAll(async () => stack?.stop());

const mailsOf = (recordId: string) => h.mailsOf(recordId);

let slot = 0;
const book = async (name: string) =>
  h.submit('/api/consultations', {
    form: 'full',
    name,
    email: `${name.toLowerCase().replace(/\W+/g, '.')}@example.ng`,
    phone: '+234 803 000 3333',
    company: `${name} Ltd`,
    consultationType: 'odoo-erp',
    // A time of its own: bookings of one time collide.
    ...testSlot(slot++),
    duration: 60,
  });

/** The visitor's booking page API, through the link of their confirmation e-mail. */
async function bookingPage(recordId: string) {
  const token = await h.bookingToken(recordId);
  return async () =>
    (await h.visitor.get<{ booking: { status: string; preferredDate: string; preferredTime: string } }>(`/api/booking/${token}`)).body
      .booking;
}

describe('changes staff make in Odoo', () => {
  it('when staff move the meeting, then the visitor gets one updated invite with the new time, and the booking page shows it', async () => {
    const id = await book('Moved By Staff');
    const [record] = (await h.expectExactlyOnce([id])) as Array<{ odooEventId: number }>;
    const page = await bookingPage(id);
    const day = lagosDates().tomorrow;
    // 14:00 UTC is 3:00 PM in Lagos.
    await h.control({
      action: 'write',
      model: 'calendar.event',
      ids: [record!.odooEventId],
      values: { start: `${day} 14:00:00`, stop: `${day} 15:00:00` },
    });
    const update = await until(() => mailsOf(id).find(mail('update', id, 1)), 'the updated invite');
    expect(update).toMatch(/^SEQUENCE:1\r?$/m);
    expect(update).toContain('We have had to move your free consultation');
    expect(await page()).toMatchObject({ status: 'rescheduled', preferredDate: day, preferredTime: '3:00 PM - 4:00 PM' });
    // Pulls go on: still the one update.
    await new Promise((r) => setTimeout(r, PULL_INTERVAL_MS * 6));
    expect(mailsOf(id).filter(mail('update', id, 1))).toHaveLength(1);
    expect(mailsOf(id)).toHaveLength(2);
  });

  it('when staff archive one meeting and delete another, then each visitor gets one cancellation, and their booking pages say so', async () => {
    const ids = [await book('Archived By Staff'), await book('Deleted By Staff')];
    const [archived, deleted] = (await h.expectExactlyOnce(ids)) as Array<{ odooEventId: number }>;
    const pages = await Promise.all(ids.map(bookingPage));
    await h.control({ action: 'write', model: 'calendar.event', ids: [archived!.odooEventId], values: { active: false } });
    await h.control({ action: 'unlink', model: 'calendar.event', ids: [deleted!.odooEventId] });
    for (const [i, id] of ids.entries()) {
      const cancellation = await until(() => mailsOf(id).find(mail('cancellation', id, 1)), 'the cancellation');
      expect(cancellation).toMatch(/^METHOD:CANCEL\r?$/m);
      expect(cancellation).toContain('we have had to cancel your free consultation');
      expect((await pages[i]!()).status).toBe('cancelled');
    }
    await new Promise((r) => setTimeout(r, PULL_INTERVAL_MS * 6));
    for (const id of ids) expect(mailsOf(id).filter(mail('cancellation', id, 1))).toHaveLength(1);
  });
});
