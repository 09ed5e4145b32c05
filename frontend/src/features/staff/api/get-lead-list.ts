// GET /api/contacts and GET /api/consultations: one list per kind and filter (q, status), newest first,
// a page at a time (cursor); and the CSV export of the same filtered set, which is a plain link.
import { consultationPageSchema, contactPageSchema, type ConsultationPage, type ContactPage } from '@site/contracts/lead-lists';
import type { LeadKind } from '@site/contracts/records';
import { infiniteQueryOptions } from '@tanstack/react-query';
import { apiRequest, type Schema } from '../../../lib/api-client';

/** Rows per request: several screens of the table, small enough to arrive and parse quickly. */
export const PAGE_SIZE = 50;

/**
 * What a list is asked for. `status` null: the dashboard's status filter names a status of the other
 * kind, so no record of this kind can match and the list is empty without a request.
 */
export type ListFilter = { q: string; status: string | undefined | null };
export type LeadPage = ContactPage | ConsultationPage;

const pathOf = { contact: 'contacts', consultation: 'consultations' } as const;
const EMPTY: LeadPage = { items: [], nextCursor: null, total: 0 };

/** Every cached list of a kind, whatever its filter, starts with this key. */
export const listKeyOf = (kind: LeadKind) => ['leads', kind] as const;

function query(filter: ListFilter, extra: Record<string, string> = {}): string {
  const params = new URLSearchParams(extra);
  if (filter.q) params.set('q', filter.q);
  if (filter.status) params.set('status', filter.status);
  const s = params.toString();
  return s ? `?${s}` : '';
}

export function leadListQuery(kind: LeadKind, filter: ListFilter) {
  const schema: Schema<LeadPage> = kind === 'contact' ? contactPageSchema : consultationPageSchema;
  return infiniteQueryOptions({
    queryKey: [...listKeyOf(kind), filter] as const,
    initialPageParam: null as string | null,
    queryFn: ({ pageParam, signal }): Promise<LeadPage> =>
      filter.status === null
        ? Promise.resolve(EMPTY)
        : apiRequest(
            `/api/${pathOf[kind]}${query(filter, { limit: String(PAGE_SIZE), ...(pageParam ? { cursor: pageParam } : {}) })}`,
            schema,
            { signal },
          ),
    getNextPageParam: (last) => last.nextCursor,
  });
}

/** The server streams the whole filtered set as CSV, named contacts_/consultations_ plus the date. */
export function leadExportUrl(kind: LeadKind, filter: ListFilter): string {
  return `/api/${pathOf[kind]}/export.csv${query(filter)}`;
}
