import { describe, expect, it } from 'vitest';
import { cellsOf } from '@site/lagos-time/booking-slots';
import { meetingTimes } from '@site/lagos-time/meeting-time';
import { CLASH_LIMITS, clashesOf, dayAvailability, dayRange, heldCells, type HeldTime } from './booking-slot-rules';

const day = '2026-11-25';
/** 07:00 Lagos on the day before: every start of `day` is ahead and inside the window. */
const now = new Date('2026-11-24T06:00:00Z');
const none: HeldTime = { cells: [], busy: [] };
const free = (slots: { start: string; available: boolean }[]) => slots.filter((s) => s.available).map((s) => s.start);
const booked = (preferredTime: string, duration: number) => heldCells({ status: 'scheduled', preferredDate: day, preferredTime, duration });
const lagos = (hhmm: string) => meetingTimes({ preferredDate: day, preferredTime: hhmm, duration: 0 })!.start.getTime();

describe('which starts of a day are free', () => {
  it('when nothing is held, then every start from 09:00 to 17:00 is free, for any length', () => {
    for (const duration of [30, 60, 90, 120]) expect(free(dayAvailability(day, duration, now, none))).toHaveLength(17);
  });

  it('when a 60-minute booking holds 10:00–11:00, then 30, 60 and 90-minute meetings lose exactly the starts that would overlap it', () => {
    const held = { cells: booked('10:00 AM - 11:00 AM', 60), busy: [] };
    const taken = (duration: number) =>
      dayAvailability(day, duration, now, held)
        .filter((s) => !s.available)
        .map((s) => s.start);
    expect(taken(30)).toEqual(['10:00', '10:30']);
    expect(taken(60)).toEqual(['09:30', '10:00', '10:30']);
    expect(taken(90)).toEqual(['09:00', '09:30', '10:00', '10:30']);
  });

  it('when the organiser is busy 12:15–12:45 in Odoo, then the starts whose meetings overlap it are taken, to the minute', () => {
    const held = { cells: [], busy: [{ start: lagos('12:15'), end: lagos('12:45') }] };
    const taken = dayAvailability(day, 30, now, held).filter((s) => !s.available);
    expect(taken.map((s) => s.start)).toEqual(['12:00', '12:30']);
    expect(
      dayAvailability(day, 60, now, held)
        .filter((s) => !s.available)
        .map((s) => s.start),
    ).toEqual(['11:30', '12:00', '12:30']);
  });

  it('when a booking ends at 17:00 or the last start runs past it, then the day edges hold: 16:30 for 90 minutes is fine, 17:00 is its own cell', () => {
    expect(free(dayAvailability(day, 90, now, { cells: booked('4:00 PM - 5:00 PM', 60), busy: [] }))).not.toContain('16:30');
    const evening = { cells: cellsOf({ start: new Date(lagos('17:30')), end: new Date(lagos('18:00')) }), busy: [] };
    expect(free(dayAvailability(day, 30, now, evening))).toContain('17:00');
    expect(free(dayAvailability(day, 60, now, evening))).not.toContain('17:00');
    expect(dayRange(day, 120)).toEqual({ from: new Date(lagos('09:00')), to: new Date(lagos('19:00')) });
  });

  it('when the day is today in Lagos, then the starts that have begun are taken (the minute itself included)', () => {
    const at = new Date(lagos('10:30'));
    const taken = dayAvailability(day, 30, at, none).filter((s) => !s.available);
    expect(taken.map((s) => s.start)).toEqual(['09:00', '09:30', '10:00', '10:30']);
  });

  it('when the date is before today or past the three-month window, then every start is taken', () => {
    expect(free(dayAvailability('2026-11-23', 60, now, none))).toEqual([]);
    expect(free(dayAvailability('2027-02-25', 60, now, none))).toEqual([]);
    expect(free(dayAvailability('2027-02-24', 60, now, none))).toHaveLength(17);
  });

  it('when a booking is cancelled or names no time, then it holds nothing', () => {
    expect(heldCells({ status: 'cancelled', preferredDate: day, preferredTime: '09:30', duration: 60 })).toEqual([]);
    expect(heldCells({ status: 'scheduled', preferredDate: day, preferredTime: null, duration: 60 })).toEqual([]);
    expect(heldCells({ status: 'scheduled', preferredDate: null, preferredTime: '09:30', duration: 60 })).toEqual([]);
  });
});

describe('clashes', () => {
  it('when bookings share cells, then each is listed once with the others it overlaps, named at most twenty', () => {
    expect(
      clashesOf([
        ['a', 'b'],
        ['b', 'a', 'c'],
      ]),
    ).toEqual([
      { id: 'a', with: ['b', 'c'] },
      { id: 'b', with: ['a', 'c'] },
      { id: 'c', with: ['a', 'b'] },
    ]);
    const crowd = Array.from({ length: 500 }, (_, i) => `r${String(i).padStart(3, '0')}`);
    const listed = clashesOf([crowd]);
    expect(listed).toHaveLength(500);
    expect(listed.every((c) => c.with.length === CLASH_LIMITS.others && !c.with.includes(c.id))).toBe(true);
    expect(clashesOf([Array.from({ length: 3000 }, (_, i) => `s${i}`)])).toHaveLength(CLASH_LIMITS.clashes);
  });
});
