// "Lead Management Dashboard" (/admin/leads, see docs/dashboard.md): summary cards, search, status filter, Refresh,
// tabs Contacts (n) / Consultations (n) each with Export CSV, live updates (Logout is in the admin shell). Search and the
// status filter run on the server; each tab is one continuous table that loads pages as it scrolls.
import type { ConsultationRecord, ContactRecord, LeadKind } from '@site/contracts/records';
import { keepPreviousData, useInfiniteQuery, useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useId, useRef, useState } from 'react';
import { ErrorAlert } from '../../../components/ui/alert';
import { Button, buttonClasses } from '../../../components/ui/button';
import { Icon } from '../../../components/ui/icon';
import { Tabs } from '../../../components/ui/tabs';
import { notifyError } from '../../../lib/notify';
import { HttpError } from '../api/http';
import { exportUrl, listKeyOf, listQuery, SUMMARY_KEY, summaryQuery, type ListFilter } from '../api/leads';
import { SESSION_KEY } from '../api/session';
import { statusFilterOptions, statusParam, type StatusFilter } from '../lib/dashboard-stats';
import { ConsultationsTable, ContactsTable } from './leads-tables';
import { SummaryCards } from './summary-cards';
import { useLiveUpdates } from './use-live-updates';

type TabKey = 'contacts' | 'consultations';

/** Typing pauses this long before the search goes to the server. */
const SEARCH_DEBOUNCE_MS = 100;

function useDebounced<T>(value: T, ms: number): T {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const t = setTimeout(() => setSettled(value), ms);
    return () => clearTimeout(t);
  }, [value, ms]);
  return settled;
}

/** One tab's list: its pages for the current filter, or nothing at all when the filter cannot match it. */
function useLeadList(kind: LeadKind, q: string, status: StatusFilter) {
  const param = statusParam(kind, status);
  const filter: ListFilter = { q, status: param ?? undefined };
  const query = useInfiniteQuery({ ...listQuery(kind, filter), enabled: param !== null, placeholderData: keepPreviousData });
  const rows = param === null ? [] : (query.data?.pages.flatMap<ContactRecord | ConsultationRecord>((p) => p.items) ?? []);
  const total = param === null ? 0 : (query.data?.pages[0]?.total ?? 0);
  const { hasNextPage, isFetchingNextPage, fetchNextPage } = query;
  const loadMore = useCallback(() => void fetchNextPage(), [fetchNextPage]);
  return {
    rows,
    total,
    filter,
    exportable: param !== null,
    loading: param !== null && query.isPending,
    error: query.error,
    table: { total, hasMore: param !== null && hasNextPage, loadingMore: isFetchingNextPage, onNeedMore: loadMore },
  };
}

export function Dashboard() {
  const client = useQueryClient();
  const [query, setQuery] = useState('');
  const [status, setStatus] = useState<StatusFilter>('all');
  const [tab, setTab] = useState<TabKey>('contacts');
  const [refreshing, setRefreshing] = useState(false);
  const searchId = useId();
  const statusId = useId();
  useLiveUpdates(true);

  const q = useDebounced(query.trim(), SEARCH_DEBOUNCE_MS);
  const summary = useQuery(summaryQuery);
  const contacts = useLeadList('contact', q, status);
  const consultations = useLeadList('consultation', q, status);

  const error = summary.error ?? contacts.error ?? consultations.error;
  const reported = useRef<unknown>(null);
  useEffect(() => {
    if (!error || reported.current === error) return;
    reported.current = error;
    // A session that ended (expired, signed out elsewhere) goes back to the sign-in form.
    if (error instanceof HttpError && error.status === 401) {
      void client.invalidateQueries({ queryKey: SESSION_KEY });
      return;
    }
    console.error('Failed to fetch lead data', error);
    notifyError(['Error', 'Failed to fetch lead data']);
  }, [error, client]);

  async function refresh() {
    setRefreshing(true);
    reported.current = null;
    // Back to the first page of each list (a refetch would re-read every page loaded so far).
    await Promise.all([
      client.resetQueries({ queryKey: SUMMARY_KEY }),
      client.resetQueries({ queryKey: listKeyOf('contact') }),
      client.resetQueries({ queryKey: listKeyOf('consultation') }),
    ]);
    setRefreshing(false);
  }

  const loading = summary.isPending || contacts.loading || consultations.loading;

  const exportButton = (kind: LeadKind, list: ReturnType<typeof useLeadList>) => (
    <div className="flex justify-end">
      {list.exportable ? (
        <a href={exportUrl(kind, list.filter)} download className={buttonClasses({ variant: 'secondary', size: 'sm' })}>
          <Icon name="download" className="h-4 w-4" /> Export CSV
        </a>
      ) : (
        <Button variant="secondary" size="sm" disabled>
          <Icon name="download" className="h-4 w-4" /> Export CSV
        </Button>
      )}
    </div>
  );

  return (
    <div className="space-y-8">
      {loading && !error ? (
        <p role="status" className="rounded-xl bg-white p-10 text-center text-slate-700">
          Loading lead data...
        </p>
      ) : (
        <>
          {summary.data ? <SummaryCards stats={summary.data} /> : null}

          <div className="flex flex-col gap-4 rounded-xl border border-slate-200 bg-white p-4 md:flex-row md:items-end">
            <div className="flex-1">
              <label htmlFor={searchId} className="mb-1.5 block text-sm font-medium text-slate-800">
                Search
              </label>
              <input
                id={searchId}
                type="search"
                value={query}
                maxLength={254}
                onChange={(e) => setQuery(e.target.value)}
                placeholder="Name, email or company"
                className="block w-full rounded-lg border border-slate-400 px-3 py-2.5 text-base placeholder:text-slate-500 sm:text-sm"
              />
            </div>
            <div className="md:w-56">
              <label htmlFor={statusId} className="mb-1.5 block text-sm font-medium text-slate-800">
                Status
              </label>
              <select
                id={statusId}
                value={status}
                onChange={(e) => setStatus(e.target.value as StatusFilter)}
                className="block w-full rounded-lg border border-slate-400 bg-white px-3 py-2.5 text-base sm:text-sm"
              >
                {statusFilterOptions.map((s) => (
                  <option key={s} value={s}>
                    {s === 'all' ? 'All' : s}
                  </option>
                ))}
              </select>
            </div>
            <Button variant="outline" onClick={() => void refresh()} disabled={refreshing}>
              <Icon name="refresh" className="h-4 w-4" /> {refreshing ? 'Refreshing...' : 'Refresh'}
            </Button>
          </div>

          {error && !(error instanceof HttpError && error.status === 401) ? (
            <ErrorAlert>Failed to fetch lead data. Use Refresh to try again.</ErrorAlert>
          ) : null}

          <Tabs<TabKey>
            label="Lead lists"
            value={tab}
            onChange={setTab}
            items={[
              {
                key: 'contacts',
                label: `Contacts (${contacts.total})`,
                panel: (
                  <div className="space-y-4">
                    {exportButton('contact', contacts)}
                    <ContactsTable rows={contacts.rows as ContactRecord[]} {...contacts.table} />
                  </div>
                ),
              },
              {
                key: 'consultations',
                label: `Consultations (${consultations.total})`,
                panel: (
                  <div className="space-y-4">
                    {exportButton('consultation', consultations)}
                    <ConsultationsTable rows={consultations.rows as ConsultationRecord[]} {...consultations.table} />
                  </div>
                ),
              },
            ]}
          />
        </>
      )}
    </div>
  );
}
