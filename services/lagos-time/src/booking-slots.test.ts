import { describe, expect, it } from 'vitest';
import { BOOKABLE_STARTS, cellAt, cellStart, cellsOf, clock24 } from './booking-slots';
import { meetingTimes } from './meeting-time';

describe('bookable starts and held cells', () => {
  it('when the day is listed, then it has the 17 half-hour starts from 09:00 to 17:00', () => {
    expect(BOOKABLE_STARTS).toHaveLength(17);
    expect([BOOKABLE_STARTS[0], BOOKABLE_STARTS[1], BOOKABLE_STARTS.at(-1)]).toEqual(['09:00', '09:30', '17:00']);
    expect(clock24(9 * 60 + 30)).toBe('09:30');
  });

  it('when a meeting is 10:00 AM Lagos for 90 minutes, then it holds the three UTC cells 09:00, 09:30 and 10:00', () => {
    const cells = cellsOf(meetingTimes({ preferredDate: '2026-11-25', preferredTime: '10:00 AM - 11:00 AM', duration: 90 })!);
    expect(cells.map((c) => cellStart(c).toISOString())).toEqual([
      '2026-11-25T09:00:00.000Z',
      '2026-11-25T09:30:00.000Z',
      '2026-11-25T10:00:00.000Z',
    ]);
  });

  it('when a meeting starts or ends off the half hour (moved in Odoo), then every cell it touches is held', () => {
    const cells = cellsOf(meetingTimes({ preferredDate: '2026-11-25', preferredTime: '08:15', duration: 45 })!);
    // 08:15–09:00 Lagos is 07:15–08:00 UTC: the cells from 07:00 and 07:30.
    expect(cells.map((c) => cellStart(c).toISOString())).toEqual(['2026-11-25T07:00:00.000Z', '2026-11-25T07:30:00.000Z']);
    expect(cellsOf({ start: new Date('2026-11-25T07:00:00Z'), end: new Date('2026-11-25T07:00:00Z') })).toEqual([]);
  });

  it('when a meeting runs past Lagos midnight, then its cells run on into the next day', () => {
    const cells = cellsOf(meetingTimes({ preferredDate: '2026-11-25', preferredTime: '23:30', duration: 60 })!);
    expect(cells).toEqual([cellAt(new Date('2026-11-25T22:30:00Z')), cellAt(new Date('2026-11-25T23:00:00Z'))]);
  });
});
