// The dashboard's view in its address: /admin/leads?tab=consultations&q=…&status=…, so a reload,
// back and forward, and a link shared with a colleague open the same view. The route validates these
// while matching, so this module is in the app every page loads: it imports nothing (no zod).

export const leadTabs = ['contacts', 'consultations'] as const;
export type LeadTab = (typeof leadTabs)[number];

/** The status filter's options (Dashboard filters, see docs/dashboard.md): one list for both tabs. */
export const statusFilterOptions = ['all', 'new', 'contacted', 'qualified', 'converted', 'scheduled', 'completed', 'cancelled'] as const;
export type StatusFilter = (typeof statusFilterOptions)[number];

/** The longest search the API takes. */
export const SEARCH_MAX_LENGTH = 254;

export interface LeadSearch {
  tab: LeadTab;
  q: string;
  status: StatusFilter;
}

/** The plain dashboard: left out of the address. */
export const defaultLeadSearch: LeadSearch = { tab: 'contacts', q: '', status: 'all' };

const oneOf = <T extends string>(list: readonly T[], value: unknown, fallback: T): T =>
  list.includes(value as T) ? (value as T) : fallback;

/** Reads the view from the address; anything unknown or malformed falls back to the plain dashboard's value. */
export function parseLeadSearch(raw: Record<string, unknown>): LeadSearch {
  // The router reads `?q=123` as a number; a search for digits (a phone fragment) is still a search.
  const q = typeof raw.q === 'string' || typeof raw.q === 'number' ? String(raw.q).trim().slice(0, SEARCH_MAX_LENGTH) : '';
  return {
    tab: oneOf(leadTabs, raw.tab, defaultLeadSearch.tab),
    q,
    status: oneOf(statusFilterOptions, raw.status, defaultLeadSearch.status),
  };
}
