import { describe, expect, it } from 'vitest';
import { startMinutes } from '@site/lagos-time/meeting-time';
import { dialogTimeSlotValues, durationLabel, fullTimeSlotValues } from './options';

describe('option lists', () => {
  it('when a slot of either form is read in Lagos time, then each starts where its label says', () => {
    expect(fullTimeSlotValues.map(startMinutes)).toEqual([540, 600, 660, 840, 900, 960]);
    expect(dialogTimeSlotValues.map(startMinutes)).toEqual(Array.from({ length: 17 }, (_, i) => 540 + i * 30));
  });

  it('when a duration is shown, then it reads as the booking form says it', () => {
    expect(durationLabel(90)).toBe('1.5 hours');
    expect(durationLabel(45)).toBe('45 minutes');
  });
});
