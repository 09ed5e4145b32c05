import { describe, expect, it } from 'vitest';
import { meetingEnd, meetingTimes, meetingWhen, startMinutes } from './meeting-time';

describe('meeting time', () => {
  it('when a booking has a full-form slot, then the sentence and the end are in Lagos time', () => {
    const slot = { preferredDate: '2026-11-25', preferredTime: '10:00 AM - 11:00 AM', duration: 90 };
    expect(meetingWhen(slot)).toBe('Wednesday 25 November 2026, 10:00 AM – 11:30 AM WAT');
    expect(meetingEnd(slot, '2026-11-01T00:00:00.000Z').toISOString()).toBe('2026-11-25T10:30:00.000Z');
  });

  it('when a meeting crosses noon or uses a dialog slot, then the clock reads 12-hour times', () => {
    expect(meetingWhen({ preferredDate: '2026-01-01', preferredTime: '11:00 AM - 12:00 PM', duration: 120 })).toBe(
      'Thursday 1 January 2026, 11:00 AM – 1:00 PM WAT',
    );
    expect(meetingWhen({ preferredDate: '2026-01-01', preferredTime: '09:30', duration: 30 })).toBe(
      'Thursday 1 January 2026, 9:30 AM – 10:00 AM WAT',
    );
  });

  it('when the time or the date is missing, then the day alone, or nothing, and the end falls back', () => {
    expect(meetingWhen({ preferredDate: '2026-01-01', preferredTime: null, duration: 60 })).toBe('Thursday 1 January 2026');
    expect(meetingEnd({ preferredDate: '2026-01-01', preferredTime: null, duration: 60 }, '2025-12-01T00:00:00.000Z').toISOString()).toBe(
      '2026-01-01T23:00:00.000Z',
    );
    expect(meetingWhen({ preferredDate: null, preferredTime: null, duration: 60 })).toBeNull();
    expect(meetingEnd({ preferredDate: null, preferredTime: null, duration: 60 }, '2026-01-01T10:00:00.000Z').toISOString()).toBe(
      '2026-04-01T10:00:00.000Z',
    );
  });
});

describe('meeting start and end in Africa/Lagos', () => {
  it('when a booking is 10:00 AM Lagos for 90 minutes, then it runs 09:00–10:30 UTC and reads as the site says it', () => {
    const slot = { preferredDate: '2026-11-25', preferredTime: '10:00 AM - 11:00 AM', duration: 90 };
    const t = meetingTimes(slot)!;
    expect(t.start.toISOString()).toBe('2026-11-25T09:00:00.000Z');
    expect(t.end.toISOString()).toBe('2026-11-25T10:30:00.000Z');
    expect(meetingWhen(slot)).toBe('Wednesday 25 November 2026, 10:00 AM – 11:30 AM WAT');
  });

  it('when a dialog slot or an afternoon slot is booked, then noon and the 12-hour clock are right', () => {
    expect(meetingWhen({ preferredDate: '2026-01-01', preferredTime: '11:30', duration: 60 })).toBe(
      'Thursday 1 January 2026, 11:30 AM – 12:30 PM WAT',
    );
    expect(meetingWhen({ preferredDate: '2026-03-02', preferredTime: '4:00 PM - 5:00 PM', duration: 120 })).toBe(
      'Monday 2 March 2026, 4:00 PM – 6:00 PM WAT',
    );
  });

  it('when a booking names no date or an unknown slot, then there is no meeting time', () => {
    expect(meetingTimes({ preferredDate: null, preferredTime: '10:00 AM - 11:00 AM', duration: 60 })).toBeNull();
    expect(meetingTimes({ preferredDate: '2026-11-25', preferredTime: '7:13 AM', duration: 60 })).toBeNull();
  });

  it('when a time is a 24-hour HH:MM or a 12-hour slot label, then its start is read; anything else has none', () => {
    expect(startMinutes('09:30')).toBe(570);
    expect(startMinutes('12:00 PM - 1:00 PM')).toBe(720);
    expect(startMinutes('12:30 AM - 1:00 AM')).toBe(30);
    expect(startMinutes('4:00 PM - 5:00 PM')).toBe(960);
    for (const bad of [null, '', '9:30', '24:00', '13:00 PM - 2:00 PM', '7:13 AM', 'soon']) expect(startMinutes(bad)).toBeNull();
  });

  it('when staff moved the meeting in Odoo to a time off the form slots, then it still has a start and an end', () => {
    const t = meetingTimes({ preferredDate: '2026-11-25', preferredTime: '08:15', duration: 60 })!;
    expect(t.start.toISOString()).toBe('2026-11-25T07:15:00.000Z');
    expect(t.end.toISOString()).toBe('2026-11-25T08:15:00.000Z');
  });
});
