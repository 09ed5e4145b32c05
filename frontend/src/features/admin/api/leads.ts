// The dashboard's lists, one page at a time (GET /api/contacts, GET /api/consultations with q, status
// and cursor), the four cards (GET /api/leads/summary), the CSV export URLs, and the staff re-queue.
import {
  consultationPageSchema,
  contactPageSchema,
  leadSummarySchema,
  type ConsultationPage,
  type ContactPage,
} from '@site/contracts/lead-lists';
import type { LeadKind } from '@site/contracts/records';
import { infiniteQueryOptions, queryOptions, useMutation } from '@tanstack/react-query';
import { getQueryFn, postJson, throwIfNotOk } from './http';

/** Rows per request: several screens of the table, small enough to arrive and parse quickly. */
export const PAGE_SIZE = 50;

export type ListFilter = { q: string; status: string | undefined };
export type LeadPage = ContactPage | ConsultationPage;

const pathOf = { contact: 'contacts', consultation: 'consultations' } as const;

/** Every cached list of a kind, whatever its filter, starts with this key. */
export const listKeyOf = (kind: LeadKind) => ['/api', pathOf[kind]] as const;

function searchParams(filter: ListFilter, extra: Record<string, string> = {}): string {
  const params = new URLSearchParams(extra);
  if (filter.q) params.set('q', filter.q);
  if (filter.status) params.set('status', filter.status);
  const s = params.toString();
  return s ? `?${s}` : '';
}

export function listQuery(kind: LeadKind, filter: ListFilter) {
  const schema = kind === 'contact' ? contactPageSchema : consultationPageSchema;
  return infiniteQueryOptions({
    queryKey: [...listKeyOf(kind), filter] as const,
    initialPageParam: null as string | null,
    queryFn: async ({ pageParam, signal }): Promise<LeadPage> => {
      const query = searchParams(filter, { limit: String(PAGE_SIZE), ...(pageParam ? { cursor: pageParam } : {}) });
      const res = await fetch(`/api/${pathOf[kind]}${query}`, { credentials: 'include', signal, headers: { Accept: 'application/json' } });
      await throwIfNotOk(res);
      return schema.parse(await res.json());
    },
    getNextPageParam: (last) => last.nextCursor,
  });
}

export const SUMMARY_KEY = ['/api', 'leads', 'summary'] as const;

export const summaryQuery = queryOptions({
  queryKey: SUMMARY_KEY,
  queryFn: async (ctx) => leadSummarySchema.parse(await getQueryFn<unknown>({ on401: 'throw' })(ctx as never)),
});

/** The server streams the whole filtered set as CSV, named contacts_/consultations_ plus the date. */
export function exportUrl(kind: LeadKind, filter: ListFilter): string {
  return `/api/${pathOf[kind]}/export.csv${searchParams(filter)}`;
}

/** Re-queue a failed record; its row changes through the live event that follows, not a refetch. */
export function useRequeue() {
  return useMutation({
    mutationFn: ({ kind, id }: { kind: LeadKind; id: string }) =>
      postJson(`/api/admin/requeue/${encodeURIComponent(kind)}/${encodeURIComponent(id)}`),
  });
}
