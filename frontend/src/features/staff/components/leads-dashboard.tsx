// "Lead Management Dashboard" (/admin/leads, see docs/dashboard.md): summary cards, search, status filter,
// Refresh, tabs Contacts (n) / Consultations (n) each with Export CSV. The view is in the address
// (hooks/use-leads-dashboard.ts); search and the status filter run on the server; each tab is one
// continuous table that loads pages as it scrolls; live events patch rows (the staff frame's stream).
import type { ConsultationRecord, ContactRecord } from '@site/contracts/records';
import { useRouter, type ErrorComponentProps } from '@tanstack/react-router';
import { useId, useState } from 'react';
import { ErrorAlert } from '../../../components/ui/alert';
import { Button, buttonClasses } from '../../../components/ui/button';
import { Icon } from '../../../components/ui/icon';
import { Tabs } from '../../../components/ui/tabs';
import { isApiError } from '../../../lib/api-error';
import { useLeadsDashboard, useReportLeadError } from '../hooks/use-leads-dashboard';
import { SEARCH_MAX_LENGTH, statusFilterOptions, type LeadTab, type StatusFilter } from '../lib/lead-search';
import { ConsultationsTable, ContactsTable } from './leads-tables';
import { SummaryCards } from './summary-cards';

const FAILED = 'Failed to fetch lead data. Use Refresh to try again.';

function ExportButton({ url }: { url: string | null }) {
  return (
    <div className="flex justify-end">
      {url ? (
        <a href={url} download className={buttonClasses({ variant: 'secondary', size: 'sm' })}>
          <Icon name="download" className="h-4 w-4" /> Export CSV
        </a>
      ) : (
        <Button variant="secondary" size="sm" disabled>
          <Icon name="download" className="h-4 w-4" /> Export CSV
        </Button>
      )}
    </div>
  );
}

function RefreshButton({ onClick, refreshing }: { onClick: () => void; refreshing: boolean }) {
  return (
    <Button variant="outline" onClick={onClick} disabled={refreshing}>
      <Icon name="refresh" className="h-4 w-4" /> {refreshing ? 'Refreshing...' : 'Refresh'}
    </Button>
  );
}

export function LeadsDashboard() {
  const d = useLeadsDashboard();
  const searchId = useId();
  const statusId = useId();
  return (
    <div className="space-y-8">
      <SummaryCards stats={d.summary} />

      <div className="flex flex-col gap-4 rounded-xl border border-slate-200 bg-white p-4 md:flex-row md:items-end">
        <div className="flex-1">
          <label htmlFor={searchId} className="mb-1.5 block text-sm font-medium text-slate-800">
            Search
          </label>
          <input
            id={searchId}
            type="search"
            value={d.text}
            maxLength={SEARCH_MAX_LENGTH}
            onChange={(e) => d.setText(e.target.value)}
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
            value={d.status}
            onChange={(e) => d.setStatus(e.target.value as StatusFilter)}
            className="block w-full rounded-lg border border-slate-400 bg-white px-3 py-2.5 text-base sm:text-sm"
          >
            {statusFilterOptions.map((s) => (
              <option key={s} value={s}>
                {s === 'all' ? 'All' : s}
              </option>
            ))}
          </select>
        </div>
        <RefreshButton onClick={() => void d.refresh()} refreshing={d.refreshing} />
      </div>

      {d.failed ? <ErrorAlert>{FAILED}</ErrorAlert> : null}

      <Tabs<LeadTab>
        label="Lead lists"
        value={d.tab}
        onChange={d.setTab}
        items={[
          {
            key: 'contacts',
            label: `Contacts (${d.contacts.total})`,
            panel: (
              <div className="space-y-4">
                <ExportButton url={d.contacts.exportUrl} />
                <ContactsTable rows={d.contacts.rows as ContactRecord[]} {...d.contacts.table} />
              </div>
            ),
          },
          {
            key: 'consultations',
            label: `Consultations (${d.consultations.total})`,
            panel: (
              <div className="space-y-4">
                <ExportButton url={d.consultations.exportUrl} />
                <ConsultationsTable rows={d.consultations.rows as ConsultationRecord[]} clashes={d.clashes} {...d.consultations.table} />
              </div>
            ),
          },
        ]}
      />
    </div>
  );
}

/** The dashboard's data could not be loaded: said once as a notice and here, with Refresh to ask again. */
export function LeadsDashboardError({ error, reset }: ErrorComponentProps) {
  const router = useRouter();
  const [refreshing, setRefreshing] = useState(false);
  useReportLeadError(error);
  if (isApiError(error, 401)) return null;
  const retry = async () => {
    setRefreshing(true);
    reset();
    await router.invalidate();
    setRefreshing(false);
  };
  return (
    <div className="space-y-4">
      <ErrorAlert>{FAILED}</ErrorAlert>
      <RefreshButton onClick={() => void retry()} refreshing={refreshing} />
    </div>
  );
}
