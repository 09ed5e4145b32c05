import { describe, expect, it } from 'vitest';
import { durationText, meetingTime, meetingTimeText } from './meeting-time';

describe('meeting time in Africa/Lagos', () => {
  it('when a booking is 10:00 AM Lagos for 90 minutes, then it runs 09:00–10:30 UTC and reads as the site says it', () => {
    const t = meetingTime({ preferredDate: '2026-11-25', preferredTime: '10:00 AM - 11:00 AM', duration: 90 })!;
    expect(t.start.toISOString()).toBe('2026-11-25T09:00:00.000Z');
    expect(t.end.toISOString()).toBe('2026-11-25T10:30:00.000Z');
    expect(meetingTimeText(t)).toBe('Wednesday 25 November 2026, 10:00 AM – 11:30 AM WAT');
    expect(durationText(90)).toBe('1.5 hours');
  });

  it('when a dialog slot or an afternoon slot is booked, then noon and the 12-hour clock are right', () => {
    expect(meetingTimeText(meetingTime({ preferredDate: '2026-01-01', preferredTime: '11:30', duration: 60 })!)).toBe('Thursday 1 January 2026, 11:30 AM – 12:30 PM WAT');
    expect(meetingTimeText(meetingTime({ preferredDate: '2026-03-02', preferredTime: '4:00 PM - 5:00 PM', duration: 120 })!)).toBe('Monday 2 March 2026, 4:00 PM – 6:00 PM WAT');
  });

  it('when a booking names no date or an unknown slot, then there is no meeting time', () => {
    expect(meetingTime({ preferredDate: null, preferredTime: '10:00 AM - 11:00 AM', duration: 60 })).toBeNull();
    expect(meetingTime({ preferredDate: '2026-11-25', preferredTime: '7:13 AM', duration: 60 })).toBeNull();
  });
});
