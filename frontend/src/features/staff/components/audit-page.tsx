// /admin/audit, "Audit log": every staff action on personal data (sign-ins, exports, searches,
// corrections, erasures, re-queues), newest first, 50 at a time with "Load more", and the whole log as CSV.
// Entries name records and counts, never a person's data.
import { useSuspenseInfiniteQuery } from '@tanstack/react-query';
import type { ErrorComponentProps } from '@tanstack/react-router';
import { useId } from 'react';
import { Button, buttonClasses } from '../../../components/ui/button';
import { Icon } from '../../../components/ui/icon';
import { AUDIT_EXPORT_URL, auditLogQuery } from '../api/get-audit-log';
import { formatDateTime } from '../lib/format';
import { auditActionLabels } from '../lib/privacy-labels';
import { StaffPageError } from './staff-frame';
import { StaffTable } from './staff-table';

const headers = ['When (Lagos time)', 'Who', 'Action', 'Target', 'Detail', 'From where'];

export function AuditPage() {
  const log = useSuspenseInfiniteQuery(auditLogQuery);
  const headingId = useId();
  const entries = log.data.pages.flatMap((p) => p.items);

  return (
    <section aria-labelledby={headingId} className="space-y-4">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 id={headingId} className="text-xl font-bold text-slate-900">
          Entries
        </h2>
        <a href={AUDIT_EXPORT_URL} download className={buttonClasses({ variant: 'secondary', size: 'sm' })}>
          <Icon name="download" className="h-4 w-4" /> Export CSV
        </a>
      </div>
      <StaffTable
        label="Audit entries"
        caption="Audit log, newest first"
        headers={headers}
        emptyText="No entries yet."
        isEmpty={entries.length === 0}
      >
        {entries.map((e) => (
          <tr key={e.seq} data-seq={e.seq} data-action={e.action}>
            <td className="whitespace-nowrap px-3 py-2">
              <time dateTime={e.at}>{formatDateTime(e.at)}</time>
            </td>
            <td className="px-3 py-2">{e.actor}</td>
            <td className="px-3 py-2">{auditActionLabels[e.action]}</td>
            <td className="break-all px-3 py-2 font-mono text-xs">{e.target ?? 'N/A'}</td>
            <td className="px-3 py-2">{e.detail ?? 'N/A'}</td>
            <td className="whitespace-nowrap px-3 py-2">{e.ip ?? 'N/A'}</td>
          </tr>
        ))}
      </StaffTable>
      {log.isFetchNextPageError ? (
        <p role="alert" className="text-sm text-red-800">
          More entries could not be loaded. Please try again.
        </p>
      ) : null}
      <p className="text-sm text-slate-700" role="status">
        {entries.length} {entries.length === 1 ? 'entry' : 'entries'} shown{log.hasNextPage ? '; older ones follow.' : '.'}
      </p>
      {log.hasNextPage ? (
        <Button variant="outline" onClick={() => void log.fetchNextPage()} disabled={log.isFetchingNextPage}>
          {log.isFetchingNextPage ? 'Loading...' : 'Load more'}
        </Button>
      ) : null}
    </section>
  );
}

export function AuditPageError({ error }: ErrorComponentProps) {
  return <StaffPageError error={error}>The audit log could not be loaded. Please reload the page.</StaffPageError>;
}
