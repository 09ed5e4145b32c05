// A person's records, one small table per kind: when each arrived, the person's fields, its status,
// its Odoo sync state, the consent it was sent with, and a "Correct" button.
import type { LeadKind } from '@site/contracts/records';
import { Button } from '../../../components/ui/button';
import type { PersonRecord } from '../api/people';
import { formatDate } from '../lib/format';
import { ScrollBox } from './scroll-box';
import { StatusBadge } from './status-badge';
import { SyncCell } from './sync-cell';

const headers = ['Record', 'Received', 'Name', 'E-mail', 'Phone', 'Company', 'Status', 'Sync status', 'Consent', 'Actions'];

function Consent({ record }: { record: PersonRecord }) {
  const consent = record.context?.consent;
  if (!consent) return <span className="text-slate-600">Not recorded</span>;
  return (
    <span>
      Policy {consent.policyVersion}
      <br />
      <span className="text-xs text-slate-600">{formatDate(consent.acceptedAt)}</span>
    </span>
  );
}

export function PersonRecordsTable({
  kind,
  rows,
  onCorrect,
}: {
  kind: LeadKind;
  rows: PersonRecord[];
  onCorrect: (kind: LeadKind, record: PersonRecord) => void;
}) {
  const title = kind === 'contact' ? 'Contacts' : 'Consultations';
  return (
    <ScrollBox label={`${title} of this person`} className="rounded-xl border border-slate-200 bg-white">
      <table className="min-w-full divide-y divide-slate-200 text-sm" data-kind={kind}>
        <caption className="px-4 py-3 text-left text-base font-semibold text-slate-900">
          {title} ({rows.length})
        </caption>
        <thead className="bg-slate-50 text-left text-slate-700">
          <tr>
            {headers.map((h) => (
              <th key={h} scope="col" className="whitespace-nowrap px-3 py-2 font-semibold">
                {h}
              </th>
            ))}
          </tr>
        </thead>
        <tbody className="divide-y divide-slate-100 align-top">
          {rows.length === 0 ? (
            <tr>
              <td colSpan={headers.length} className="px-3 py-3 text-slate-700">
                No {title.toLowerCase()}.
              </td>
            </tr>
          ) : (
            rows.map((r) => (
              <tr key={r.id} data-record={r.id}>
                <td className="px-3 py-2">
                  {kind === 'contact' ? 'Contact' : 'Consultation'}
                  <div className="font-mono text-xs text-slate-600">{r.id}</div>
                </td>
                <td className="whitespace-nowrap px-3 py-2">{formatDate(r.createdAt)}</td>
                <td className="px-3 py-2" data-field="name">
                  {r.name}
                </td>
                <td className="px-3 py-2" data-field="email">
                  {r.email}
                </td>
                <td className="whitespace-nowrap px-3 py-2" data-field="phone">
                  {r.phone ?? 'N/A'}
                </td>
                <td className="px-3 py-2" data-field="company">
                  {r.company ?? 'N/A'}
                </td>
                <td className="px-3 py-2">
                  <StatusBadge kind={kind} status={'leadStatus' in r ? r.leadStatus : r.status} />
                </td>
                <td className="px-3 py-2">
                  <SyncCell kind={kind} record={r} />
                </td>
                <td className="px-3 py-2">
                  <Consent record={r} />
                </td>
                <td className="px-3 py-2">
                  <Button variant="outline" size="sm" onClick={() => onCorrect(kind, r)}>
                    Correct<span className="sr-only"> {kind} {r.id}</span>
                  </Button>
                </td>
              </tr>
            ))
          )}
        </tbody>
      </table>
    </ScrollBox>
  );
}
