import { describe, expect, it } from 'vitest';
import { parseLeadSearch } from './lead-search';

describe('the dashboard view in the address', () => {
  it('reads tab, search and status, and falls back to the plain dashboard for anything unknown', () => {
    expect(parseLeadSearch({ tab: 'consultations', q: ' Eze ', status: 'cancelled' })).toEqual({
      tab: 'consultations',
      q: 'Eze',
      status: 'cancelled',
    });
    expect(parseLeadSearch({})).toEqual({ tab: 'contacts', q: '', status: 'all' });
    expect(parseLeadSearch({ tab: 'x', q: { $gt: '' }, status: 'rescheduled' })).toEqual({ tab: 'contacts', q: '', status: 'all' });
    expect(parseLeadSearch({ q: 8031234 })).toMatchObject({ q: '8031234' });
    expect(parseLeadSearch({ q: 'a'.repeat(300) }).q).toHaveLength(254);
  });
});
