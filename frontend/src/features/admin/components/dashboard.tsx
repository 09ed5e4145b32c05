// "Lead Management Dashboard" (spec §2 "/admin/leads"): summary cards, search, status filter, Refresh,
// tabs Contacts (n) / Consultations (n) each with Export CSV, live updates, Logout.
import type { StaffUser } from '@site/contracts/auth';
import { useQueries, useQueryClient } from '@tanstack/react-query';
import { useEffect, useId, useMemo, useRef, useState } from 'react';
import { Button } from '../../../components/ui/button';
import { Icon } from '../../../components/ui/icon';
import { Tabs } from '../../../components/ui/tabs';
import { notifyError } from '../../../lib/notify';
import { HttpError } from '../api/http';
import { consultationsQuery, contactsQuery } from '../api/leads';
import { SESSION_KEY, useLogout } from '../api/session';
import { consultationCsvFields, contactCsvFields, csvFileName, downloadCsv, toCsv } from '../lib/csv';
import {
  dashboardStats,
  filterConsultations,
  filterContacts,
  statusFilterOptions,
  type StatusFilter,
} from '../lib/dashboard-stats';
import { ConsultationsTable, ContactsTable } from './leads-tables';
import { SummaryCards } from './summary-cards';
import { useLiveUpdates } from './use-live-updates';

type TabKey = 'contacts' | 'consultations';

export function Dashboard({ user }: { user: StaffUser }) {
  const client = useQueryClient();
  const [contacts, consultations] = useQueries({ queries: [contactsQuery, consultationsQuery] });
  const logout = useLogout();
  const [query, setQuery] = useState('');
  const [status, setStatus] = useState<StatusFilter>('all');
  const [tab, setTab] = useState<TabKey>('contacts');
  const [refreshing, setRefreshing] = useState(false);
  const searchId = useId();
  const statusId = useId();
  useLiveUpdates(true);

  const error = contacts.error ?? consultations.error;
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

  const allContacts = useMemo(() => contacts.data ?? [], [contacts.data]);
  const allConsultations = useMemo(() => consultations.data ?? [], [consultations.data]);
  const stats = useMemo(() => dashboardStats(allContacts, allConsultations), [allContacts, allConsultations]);
  const shownContacts = useMemo(() => filterContacts(allContacts, query, status), [allContacts, query, status]);
  const shownConsultations = useMemo(
    () => filterConsultations(allConsultations, query, status),
    [allConsultations, query, status],
  );

  async function refresh() {
    setRefreshing(true);
    reported.current = null;
    // The two lists are fetched together, as on load.
    await Promise.all([contacts.refetch(), consultations.refetch()]);
    setRefreshing(false);
  }

  const loading = contacts.isPending || consultations.isPending;

  return (
    <div className="space-y-8">
      <div className="flex flex-col gap-4 sm:flex-row sm:items-center sm:justify-between">
        <p className="text-slate-700">
          Signed in as <span className="font-semibold">{user.username}</span>
        </p>
        <Button variant="outline" size="sm" onClick={() => logout.mutate()} disabled={logout.isPending}>
          <Icon name="logout" className="h-4 w-4" /> Logout
        </Button>
      </div>

      {loading ? (
        <p role="status" className="rounded-xl bg-white p-10 text-center text-slate-700">
          Loading lead data...
        </p>
      ) : (
        <>
          <SummaryCards stats={stats} />

          <div className="flex flex-col gap-4 rounded-xl border border-slate-200 bg-white p-4 md:flex-row md:items-end">
            <div className="flex-1">
              <label htmlFor={searchId} className="mb-1.5 block text-sm font-medium text-slate-800">
                Search
              </label>
              <input
                id={searchId}
                type="search"
                value={query}
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
            <p role="alert" className="rounded-lg bg-red-50 px-4 py-3 text-sm text-red-800">
              Failed to fetch lead data. Use Refresh to try again.
            </p>
          ) : null}

          <Tabs<TabKey>
            label="Lead lists"
            value={tab}
            onChange={setTab}
            items={[
              {
                key: 'contacts',
                label: `Contacts (${shownContacts.length})`,
                panel: (
                  <div className="space-y-4">
                    <div className="flex justify-end">
                      <Button
                        variant="secondary"
                        size="sm"
                        onClick={() => downloadCsv(csvFileName('contacts'), toCsv(shownContacts, contactCsvFields))}
                      >
                        <Icon name="download" className="h-4 w-4" /> Export CSV
                      </Button>
                    </div>
                    <ContactsTable rows={shownContacts} />
                  </div>
                ),
              },
              {
                key: 'consultations',
                label: `Consultations (${shownConsultations.length})`,
                panel: (
                  <div className="space-y-4">
                    <div className="flex justify-end">
                      <Button
                        variant="secondary"
                        size="sm"
                        onClick={() =>
                          downloadCsv(csvFileName('consultations'), toCsv(shownConsultations, consultationCsvFields))
                        }
                      >
                        <Icon name="download" className="h-4 w-4" /> Export CSV
                      </Button>
                    </div>
                    <ConsultationsTable rows={shownConsultations} />
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
