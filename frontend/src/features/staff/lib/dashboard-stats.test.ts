import { describe, expect, it } from 'vitest';
import { statusParam } from './dashboard-stats';
import { statusFilterOptions } from './lead-search';

describe('dashboard status filter', () => {
  it('offers the spec options in order', () => {
    expect(statusFilterOptions).toEqual(['all', 'new', 'contacted', 'qualified', 'converted', 'scheduled', 'completed', 'cancelled']);
  });

  it('filters contacts on leadStatus and consultations on status; a status of the other entity matches nothing', () => {
    expect(statusParam('contact', 'all')).toBeUndefined();
    expect(statusParam('contact', 'converted')).toBe('converted');
    expect(statusParam('consultation', 'converted')).toBeNull();
    expect(statusParam('consultation', 'cancelled')).toBe('cancelled');
    expect(statusParam('contact', 'scheduled')).toBeNull();
  });
});
