import { describe, expect, it } from 'vitest';
import { meetingEnd, meetingWhen } from './meeting-time';

describe('meeting time', () => {
  it('when a booking has a full-form slot, then the sentence and the end are in Lagos time', () => {
    const slot = { preferredDate: '2026-11-25', preferredTime: '10:00 AM - 11:00 AM', duration: 90 };
    expect(meetingWhen(slot)).toBe('Wednesday 25 November 2026, 10:00 AM – 11:30 AM WAT');
    expect(meetingEnd(slot, '2026-11-01T00:00:00.000Z').toISOString()).toBe('2026-11-25T10:30:00.000Z');
  });

  it('when a meeting crosses noon or uses a dialog slot, then the clock reads 12-hour times', () => {
    expect(meetingWhen({ preferredDate: '2026-01-01', preferredTime: '11:00 AM - 12:00 PM', duration: 120 })).toBe('Thursday 1 January 2026, 11:00 AM – 1:00 PM WAT');
    expect(meetingWhen({ preferredDate: '2026-01-01', preferredTime: '09:30', duration: 30 })).toBe('Thursday 1 January 2026, 9:30 AM – 10:00 AM WAT');
  });

  it('when the time or the date is missing, then the day alone, or nothing, and the end falls back', () => {
    expect(meetingWhen({ preferredDate: '2026-01-01', preferredTime: null, duration: 60 })).toBe('Thursday 1 January 2026');
    expect(meetingEnd({ preferredDate: '2026-01-01', preferredTime: null, duration: 60 }, '2025-12-01T00:00:00.000Z').toISOString()).toBe('2026-01-01T23:00:00.000Z');
    expect(meetingWhen({ preferredDate: null, preferredTime: null, duration: 60 })).toBeNull();
    expect(meetingEnd({ preferredDate: null, preferredTime: null, duration: 60 }, '2026-01-01T10:00:00.000Z').toISOString()).toBe('2026-04-01T10:00:00.000Z');
  });
});
