// A person's records, one small table per kind: when each arrived, the person's fields, its status,
// its Odoo sync state, the consent it was sent with, and a "Correct" button.
import type { LeadKind } from '@site/contracts/records';
import { Button } from '../../../components/ui/button';
import type { PersonRecord } from '../api/find-person';
import { formatDate } from '../lib/format';
import { StaffTable } from './staff-table';
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
    <StaffTable
      label={`${title} of this person`}
      caption={`${title} (${rows.length})`}
      showCaption
      headers={headers}
      emptyText={`No ${title.toLowerCase()}.`}
      isEmpty={rows.length === 0}
      dataKind={kind}
    >
      {rows.map((r) => (
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
              Correct
              <span className="sr-only">
                {' '}
                {kind} {r.id}
              </span>
            </Button>
          </td>
        </tr>
      ))}
    </StaffTable>
  );
}
