import { describe, expect, it } from 'vitest';
import { statusParam } from './dashboard-stats';
import { parseLeadSearch, statusFilterOptions } from './lead-search';

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

describe('the dashboard view in the address', () => {
  it('reads tab, search and status, and falls back to the plain dashboard for anything unknown', () => {
    expect(parseLeadSearch({ tab: 'consultations', q: ' Eze ', status: 'cancelled' })).toEqual({ tab: 'consultations', q: 'Eze', status: 'cancelled' });
    expect(parseLeadSearch({})).toEqual({ tab: 'contacts', q: '', status: 'all' });
    expect(parseLeadSearch({ tab: 'x', q: { $gt: '' }, status: 'rescheduled' })).toEqual({ tab: 'contacts', q: '', status: 'all' });
    expect(parseLeadSearch({ q: 8031234 })).toMatchObject({ q: '8031234' });
    expect(parseLeadSearch({ q: 'a'.repeat(300) }).q).toHaveLength(254);
  });
});
