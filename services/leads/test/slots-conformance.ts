// Bookings that never collide, one behaviour for both adapters (store-sqlite.test.ts, store-mongo.test.ts):
// a booking holds the half-hour cells its meeting touches, and a new booking or a visitor's move onto a
// held cell, or onto the organiser's busy time in Odoo, is refused in the write itself; cancels and
// erasures free the time; a meeting staff moved in Odoo holds its time whatever else does, and shows as a
// clash. It speaks only to the ports.
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { consultationInputSchema } from '@site/contracts/consultation';
import { type OdooBusy } from '@site/contracts/jobs';
import { testSlot } from '@site/dev-stack/test-dates';
import { cellsOf } from '@site/lagos-time/booking-slots';
import { meetingTimes } from '@site/lagos-time/meeting-time';
import { dayRange } from '../src/records/booking-slot-rules';
import { type LeadStore, type NewConsultation, SlotTakenError } from '../src/store/lead-store';

const { preferredDate: day } = testSlot(0);
const booking = (preferredTime: string, over: Record<string, unknown> = {}) =>
  consultationInputSchema.parse({
    form: 'full',
    name: 'Ada Obi',
    email: 'ada@example.ng',
    phone: '+234 803 000 0000',
    company: 'Obi Foods',
    consultationType: 'general',
    preferredDate: day,
    preferredTime,
    ...over,
  }) as NewConsultation;
const dialog = (preferredTime: string) => booking(preferredTime, { form: 'dialog', message: 'Hello', preferredTime });
const opts = (key?: string) => ({ idempotencyKey: key, requestHash: 'h' });

/** The cells a meeting on `day` holds. */
const cells = (preferredTime: string, duration: number) =>
  cellsOf(meetingTimes({ preferredDate: day, preferredTime, duration })!).sort((a, b) => a - b);
/** The UTC instant of a Lagos time on `day`. */
const at = (hhmm: string) => meetingTimes({ preferredDate: day, preferredTime: hhmm, duration: 0 })!.start.toISOString();
const busyRead = (readAt: string, events: [string, string][]): OdooBusy => ({
  outcome: 'odoo-busy',
  readAt,
  from: new Date().toISOString(),
  to: at('23:00'),
  events: events.map(([start, stop], i) => ({ odooEventId: 100 + i, start: at(start), stop: at(stop) })),
});

export function describeBookingSlotsConformance(
  name: string,
  open: () => Promise<LeadStore>,
  dispose: (store: LeadStore) => Promise<void>,
) {
  describe(`${name} store: bookings that never collide`, () => {
    let store: LeadStore;
    beforeEach(async () => {
      store = await open();
    });
    afterEach(async () => dispose(store));

    const held = async (except?: string) => {
      const { from, to } = dayRange(day, 120);
      const h = await store.heldBetween(from, to, except);
      return { cells: [...h.cells].sort((a, b) => a - b), busy: h.busy };
    };
    const refused = (input: NewConsultation) => expect(store.createConsultation(input, opts())).rejects.toBeInstanceOf(SlotTakenError);

    it('when a booking holds a time, then a booking that overlaps it by any half hour is refused and stores nothing, one that only touches it is stored', async () => {
      const first = (await store.createConsultation(booking('10:00 AM - 11:00 AM', { duration: 90 }), opts())).record;
      expect(await held()).toEqual({ cells: cells('10:00', 90), busy: [] });
      await refused(booking('10:00 AM - 11:00 AM', { duration: 30 }));
      await refused(booking('9:00 AM - 10:00 AM', { duration: 90 }));
      await refused(dialog('11:00')); // 11:00–12:00 against 10:00–11:30
      await refused(dialog('10:30'));
      expect(await store.filteredTotal('consultation', {})).toBe(1);
      // 9:00–10:00 and 11:30–12:30 touch 10:00–11:30 without overlapping it.
      await store.createConsultation(booking('9:00 AM - 10:00 AM'), opts());
      await store.createConsultation(dialog('11:30'), opts());
      expect((await held()).cells).toEqual([...cells('09:00', 60), ...cells('10:00', 90), ...cells('11:30', 60)].sort((a, b) => a - b));
      expect((await held(first.id)).cells).toEqual([...cells('09:00', 60), ...cells('11:30', 60)].sort((a, b) => a - b));
    });

    it('when ten bookings of one free time arrive at once, then exactly one is stored', async () => {
      const settled = await Promise.allSettled(
        Array.from({ length: 10 }, (_, i) => store.createConsultation(booking('2:00 PM - 3:00 PM', { name: `Racer ${i}` }), opts())),
      );
      expect(settled.filter((s) => s.status === 'fulfilled')).toHaveLength(1);
      for (const s of settled) if (s.status === 'rejected') expect(s.reason).toBeInstanceOf(SlotTakenError);
      expect(await store.filteredTotal('consultation', {})).toBe(1);
    });

    it('when a booking names no date or time, then it holds nothing; a retry under its key replays rather than colliding with itself', async () => {
      await store.createConsultation(booking('', { form: 'contact-page', preferredDate: '', preferredTime: '' }), opts());
      expect(await held()).toEqual({ cells: [], busy: [] });
      const first = await store.createConsultation(booking('3:00 PM - 4:00 PM'), opts('key-1'));
      const again = await store.createConsultation(booking('3:00 PM - 4:00 PM'), opts('key-1'));
      expect(again).toMatchObject({ created: false, record: { id: first.record.id } });
    });

    it('when a booking is cancelled or erased, then its time is free again', async () => {
      const a = (await store.createConsultation(booking('10:00 AM - 11:00 AM'), opts())).record;
      expect((await store.changeBooking(a.id, { action: 'cancel' }, new Date()))?.changed).toBe(true);
      expect(await held()).toEqual({ cells: [], busy: [] });
      const b = (await store.createConsultation(booking('10:00 AM - 11:00 AM'), opts())).record;
      await store.privacy.deleteRecords([{ kind: 'consultation', id: b.id }]);
      expect(await held()).toEqual({ cells: [], busy: [] });
      await store.createConsultation(booking('10:00 AM - 11:00 AM'), opts());
    });

    it('when a visitor moves a booking onto a held time, then it is refused and nothing changes; onto its own time or a free one, it moves', async () => {
      const other = (await store.createConsultation(booking('2:00 PM - 3:00 PM'), opts())).record;
      const mine = (await store.createConsultation(booking('10:00 AM - 11:00 AM', { duration: 90 }), opts())).record;
      const move = (preferredTime: string) =>
        store.changeBooking(mine.id, { action: 'reschedule', preferredDate: day, preferredTime }, new Date());
      const taken = await move('2:00 PM - 3:00 PM');
      expect(taken).toEqual({ ref: { kind: 'consultation', record: mine }, changed: false, refused: 'slot-taken' });
      expect((await store.getLead('consultation', mine.id))?.record).toEqual(mine);
      // 11:00–12:30 overlaps where it is now (10:00–11:30): its own time does not stand in its way.
      expect((await move('11:00 AM - 12:00 PM'))?.changed).toBe(true);
      expect((await held()).cells).toEqual([...cells('11:00', 90), ...cells('14:00', 60)].sort((a, b) => a - b));
      // The time it left is free for others.
      await store.createConsultation(booking('9:00 AM - 10:00 AM', { duration: 120 }), opts());
      expect((await store.getLead('consultation', other.id))?.record).toMatchObject({ preferredTime: '2:00 PM - 3:00 PM' });
    });

    it('when the organiser is busy in Odoo, then bookings and moves onto that time are refused; a newer read replaces it, an older one does not', async () => {
      expect(await store.replaceOdooBusy(busyRead('2030-01-01T10:00:00.000Z', [['10:15', '10:45']]))).toBe(true);
      const { busy } = await held();
      expect(busy).toEqual([{ start: Date.parse(at('10:15')), end: Date.parse(at('10:45')) }]);
      await refused(booking('10:00 AM - 11:00 AM', { duration: 30 }));
      await refused(dialog('10:30'));
      const mine = (await store.createConsultation(dialog('09:00'), opts())).record; // 9:00–10:00 ends before 10:15
      const moved = await store.changeBooking(
        mine.id,
        { action: 'reschedule', preferredDate: day, preferredTime: '10:00 AM - 11:00 AM' },
        new Date(),
      );
      expect(moved?.refused).toBe('slot-taken');
      expect(await store.replaceOdooBusy(busyRead('2030-01-01T09:00:00.000Z', []))).toBe(false);
      expect((await held()).busy).toHaveLength(1);
      expect(await store.replaceOdooBusy(busyRead('2030-01-01T10:00:30.000Z', [['15:00', '16:00']]))).toBe(true);
      await store.createConsultation(booking('10:00 AM - 11:00 AM'), opts());
      await refused(booking('3:00 PM - 4:00 PM'));
    });

    it('when staff move a meeting in Odoo onto a held time, then it moves anyway and both show as a clash until one moves away', async () => {
      const a = (await store.createConsultation(booking('10:00 AM - 11:00 AM'), opts())).record;
      const b = (await store.createConsultation(booking('2:00 PM - 3:00 PM'), opts())).record;
      await store.applySyncResult({
        outcome: 'synced',
        kind: 'consultation',
        recordId: b.id,
        odooLeadId: 5,
        odooEventId: 6,
        revision: 0,
        meetingLink: null,
      });
      expect(await store.listClashes(new Date())).toEqual([]);
      const moved = await store.applyOdooChange({
        outcome: 'event-changed',
        kind: 'consultation',
        recordId: b.id,
        odooEventId: 6,
        state: 'scheduled',
        date: day,
        time: '10:30',
        durationMinutes: 60,
      });
      expect(moved?.changed).toBe(true);
      const clashes = await store.listClashes(new Date());
      expect(clashes.sort((x, y) => x.id.localeCompare(y.id))).toEqual(
        [
          { id: a.id, with: [b.id] },
          { id: b.id, with: [a.id] },
        ].sort((x, y) => x.id.localeCompare(y.id)),
      );
      // A clash whose meetings are over is no longer listed.
      expect(await store.listClashes(new Date(Date.parse(at('23:00'))))).toEqual([]);
      // Both hold their cells: cancelling one leaves the other's time held.
      await store.changeBooking(a.id, { action: 'cancel' }, new Date());
      expect(await store.listClashes(new Date())).toEqual([]);
      await refused(dialog('11:00'));
    });
  });
}
