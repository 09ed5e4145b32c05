import { describe, expect, it } from 'vitest';
import { formatDate, formatDay } from './format';

describe('dashboard dates', () => {
  it('formats in en-GB with day, short month, year, hour and minute in Lagos time', () => {
    expect(formatDate('2025-08-13T09:05:00Z')).toBe('13 Aug 2025, 10:05');
  });
  it("says 'N/A' when missing or unreadable", () => {
    expect(formatDate(null)).toBe('N/A');
    expect(formatDate(undefined)).toBe('N/A');
    expect(formatDate('nonsense')).toBe('N/A');
    expect(formatDay(null)).toBe('N/A');
    expect(formatDay('2025-08-13')).toBe('13 Aug 2025');
  });
});
