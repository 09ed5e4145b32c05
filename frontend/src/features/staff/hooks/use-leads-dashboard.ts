// The dashboard's state: the view (tab, search, status filter) from the address; the search box's own
// text, which the address follows once typing pauses; the summary and both lists for the view's filter
// (the route's loader has them in the cache before the page shows); Refresh; and the one error report.
import type { ConsultationRecord, ContactRecord, LeadKind } from '@site/contracts/records';
import { useQueryClient, useSuspenseInfiniteQuery, useSuspenseQuery, type InfiniteData, type QueryClient } from '@tanstack/react-query';
import { getRouteApi } from '@tanstack/react-router';
import { useCallback, useEffect, useRef, useState } from 'react';
import { notifyError } from '../../../lib/notify';
import { isApiError } from '../../../lib/api-error';
import { leadExportUrl, leadListQuery, listKeyOf, type LeadPage, type ListFilter } from '../api/get-lead-list';
import { clashesQuery } from '../api/get-clashes';
import { summaryQuery } from '../api/get-lead-summary';
import { statusParam } from '../lib/dashboard-stats';
import type { LeadSearch, LeadTab, StatusFilter } from '../lib/lead-search';

const route = getRouteApi('/admin/_signed-in/leads');

/** Typing pauses this long before the search goes to the address (and the server). */
const SEARCH_DEBOUNCE_MS = 100;

type DataDeps = Pick<LeadSearch, 'q' | 'status'>;

const filterOf = (kind: LeadKind, { q, status }: DataDeps): ListFilter => ({ q, status: statusParam(kind, status) });

/** The route's loader: the summary and both lists of the view, fetched unless cached. */
export function prefetchLeads(client: QueryClient, deps: DataDeps) {
  return Promise.all([
    client.ensureQueryData(summaryQuery),
    client.ensureQueryData(clashesQuery),
    client.ensureInfiniteQueryData(leadListQuery('contact', filterOf('contact', deps))),
    client.ensureInfiniteQueryData(leadListQuery('consultation', filterOf('consultation', deps))),
  ]);
}

/**
 * Refresh: every list back to its first page, asked again with the summary (a refetch would re-read
 * every page loaded so far); lists of other filters are dropped, to be asked for when shown again.
 */
async function refreshLeads(client: QueryClient) {
  for (const kind of ['contact', 'consultation'] as const) {
    client.removeQueries({ queryKey: listKeyOf(kind), type: 'inactive' });
    client.setQueriesData<InfiniteData<LeadPage>>({ queryKey: listKeyOf(kind) }, (data) =>
      data ? { pages: data.pages.slice(0, 1), pageParams: data.pageParams.slice(0, 1) } : data,
    );
  }
  await client.refetchQueries({ queryKey: ['leads'], type: 'active' });
}

function useLeadList(kind: LeadKind, deps: DataDeps) {
  const filter = filterOf(kind, deps);
  const query = useSuspenseInfiniteQuery(leadListQuery(kind, filter));
  const { fetchNextPage, hasNextPage, isFetchingNextPage } = query;
  const loadMore = useCallback(() => void fetchNextPage(), [fetchNextPage]);
  const total = query.data.pages[0]?.total ?? 0;
  return {
    rows: query.data.pages.flatMap<ContactRecord | ConsultationRecord>((p) => p.items),
    total,
    error: query.error,
    /** No export while the filter cannot match this list. */
    exportUrl: filter.status === null ? null : leadExportUrl(kind, filter),
    table: { total, hasMore: hasNextPage, loadingMore: isFetchingNextPage, onNeedMore: loadMore },
  };
}

/** Says once that the lead data could not be fetched (a toast and the console); a 401 is the sign-in's business. */
export function useReportLeadError(error: unknown) {
  const reported = useRef<unknown>(null);
  useEffect(() => {
    if (!error || reported.current === error || isApiError(error, 401)) return;
    reported.current = error;
    console.error('Failed to fetch lead data', error);
    notifyError(['Error', 'Failed to fetch lead data']);
  }, [error]);
}

/** The search box's text; the address follows it once typing pauses, and it follows the address (back, forward). */
function useSearchText(q: string, setQ: (q: string) => void) {
  const [text, setText] = useState(q);
  // The last search this box put in the address: an address change that is not ours replaces the text.
  const sent = useRef(q);
  useEffect(() => {
    if (q === sent.current) return;
    sent.current = q;
    setText(q);
  }, [q]);
  useEffect(() => {
    const settled = text.trim();
    if (settled === sent.current) return;
    const timer = setTimeout(() => {
      sent.current = settled;
      setQ(settled);
    }, SEARCH_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [text, setQ]);
  return [text, setText] as const;
}

export function useLeadsDashboard() {
  const client = useQueryClient();
  const search = route.useSearch();
  const navigate = route.useNavigate();
  // A search keystroke replaces the history entry; a tab or filter change is a step back and forward go through.
  const setView = useCallback(
    (change: Partial<LeadSearch>, replace = false) =>
      void navigate({ search: (prev) => ({ ...prev, ...change }), replace, resetScroll: false }),
    [navigate],
  );
  const setQ = useCallback((q: string) => setView({ q }, true), [setView]);
  const [text, setText] = useSearchText(search.q, setQ);
  const [refreshing, setRefreshing] = useState(false);

  const summary = useSuspenseQuery(summaryQuery);
  const clashes = useSuspenseQuery(clashesQuery);
  const contacts = useLeadList('contact', search);
  const consultations = useLeadList('consultation', search);
  const error = summary.error ?? clashes.error ?? contacts.error ?? consultations.error;
  useReportLeadError(error);

  async function refresh() {
    setRefreshing(true);
    try {
      await refreshLeads(client);
    } finally {
      setRefreshing(false);
    }
  }

  return {
    tab: search.tab,
    setTab: (tab: LeadTab) => setView({ tab }),
    status: search.status,
    setStatus: (status: StatusFilter) => setView({ status }),
    text,
    setText,
    summary: summary.data,
    /** Bookings that overlap another: id → the ids it overlaps. */
    clashes: clashes.data,
    contacts,
    consultations,
    /** An error other than the session's end (which brings the sign-in form back). */
    failed: !!error && !isApiError(error, 401),
    refresh,
    refreshing,
  };
}
