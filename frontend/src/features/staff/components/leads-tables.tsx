// The two lists' columns (Dashboard display, see docs/dashboard.md): a contact's fields plus id, leadStatus,
// odooLeadId, source and createdAt; a booking's fields plus id, status, odooEventId, notes and
// createdAt, duration in minutes (60 if missing), and a clash marker on a booking that overlaps another.
// Widths add up to the table's width.
import { consultationTypeLabel, serviceLabel } from '@site/contracts/options';
import type { ConsultationRecord, ContactRecord } from '@site/contracts/records';
import { useMemo } from 'react';
import { formatDate, formatDay } from '../lib/format';
import { StatusBadge } from './status-badge';
import { SyncCell } from './sync-cell';
import { VirtualTable, type Column, type VirtualTableProps } from './virtual-table';

const muted = 'text-slate-600';

/** When the lead came, and the privacy policy it was sent under (recorded by the server). */
function CreatedAndConsent({
  createdAt,
  consent,
}: {
  createdAt: string;
  consent: { policyVersion: string; acceptedAt: string } | undefined;
}) {
  return (
    <>
      {formatDate(createdAt)}
      {consent ? <span className={`block text-xs ${muted}`}>Consent: policy {consent.policyVersion}</span> : null}
    </>
  );
}

function NameAndId({ name, id }: { name: string; id: string }) {
  return (
    <>
      <div className="font-medium">{name}</div>
      <div className={`font-mono text-xs ${muted}`} data-record-id>
        {id}
      </div>
    </>
  );
}

function EmailAndPhone({ email, phone }: { email: string; phone: string | null }) {
  return (
    <>
      <div>{email}</div>
      <div className={muted}>{phone ?? 'N/A'}</div>
    </>
  );
}

function Message({ text }: { text: string | null }) {
  if (!text) return <>N/A</>;
  return (
    <p className="line-clamp-3 whitespace-pre-line" title={text}>
      {text}
    </p>
  );
}

/** What the dashboard says of a booking's mail that did not reach the visitor: it failed, or it was not sent (over a mail limit). */
const MAIL_NOTICE = { failed: 'E-mail failed', 'not-sent': 'E-mail not sent' } as const;

/** A booking's video link (only a web address becomes a link) and its mail state when the mail did not go, with why. */
function MeetingAndMail({ record }: { record: ConsultationRecord }) {
  const link = record.meetingLink && /^https?:\/\//.test(record.meetingLink) ? record.meetingLink : null;
  const notice = record.mailStatus === 'failed' || record.mailStatus === 'not-sent' ? record.mailStatus : null;
  return (
    <>
      {link ? (
        <a
          href={link}
          className="block truncate text-brand-700 underline"
          title={link}
          target="_blank"
          rel="noopener noreferrer"
          data-meeting-link
        >
          Video link
        </a>
      ) : null}
      {notice ? (
        <p className="max-w-56 text-xs text-red-800" data-mail={notice}>
          {MAIL_NOTICE[notice]}
          {record.mailError ? `: ${record.mailError}` : ''}
        </p>
      ) : null}
    </>
  );
}

const contactColumns: Column<ContactRecord>[] = [
  { header: 'Name / ID', width: '14%', cell: (c) => <NameAndId name={c.name} id={c.id} /> },
  { header: 'Contact', width: '16%', cell: (c) => <EmailAndPhone email={c.email} phone={c.phone} /> },
  { header: 'Company', width: '10%', cell: (c) => c.company ?? 'N/A' },
  { header: 'Service', width: '11%', cell: (c) => (c.service ? serviceLabel(c.service) : 'N/A') },
  { header: 'Message', width: '17%', cell: (c) => <Message text={c.message} /> },
  { header: 'Status', width: '9%', cell: (c) => <StatusBadge status={c.leadStatus} kind="contact" /> },
  { header: 'Source', width: '8%', cell: (c) => c.source },
  { header: 'Odoo sync', width: '8%', cell: (c) => <SyncCell kind="contact" record={c} /> },
  { header: 'Created', width: '7%', cell: (c) => <CreatedAndConsent createdAt={c.createdAt} consent={c.context?.consent} /> },
];

/** A booking whose meeting overlaps another's (say so in words, not colour alone): staff move one. */
function ClashMarker({ others }: { others: readonly string[] }) {
  return (
    <p className="mt-1 rounded bg-amber-100 px-1.5 py-0.5 text-xs font-semibold text-amber-900" title={others.join(', ')} data-clash>
      Clash: overlaps {others.length === 1 ? 'another booking' : `${others.length} other bookings`}
    </p>
  );
}

const consultationColumns = (clashes: ReadonlyMap<string, readonly string[]>): Column<ConsultationRecord>[] => [
  { header: 'Name / ID', width: '13%', cell: (c) => <NameAndId name={c.name} id={c.id} /> },
  { header: 'Contact', width: '14%', cell: (c) => <EmailAndPhone email={c.email} phone={c.phone} /> },
  {
    header: 'Company',
    width: '10%',
    cell: (c) => (
      <>
        <div>{c.company}</div>
        <div className={muted}>{c.industry ?? 'N/A'}</div>
      </>
    ),
  },
  { header: 'Type', width: '9%', cell: (c) => consultationTypeLabel(c.consultationType) },
  { header: 'Message', width: '13%', cell: (c) => <Message text={c.message} /> },
  {
    header: 'Preferred slot',
    width: '10%',
    cell: (c) => (
      <>
        <div>{formatDay(c.preferredDate)}</div>
        <div className={muted}>{c.preferredTime ?? 'N/A'}</div>
        <div className={muted}>{c.duration || 60} min</div>
        {clashes.has(c.id) ? <ClashMarker others={clashes.get(c.id)!} /> : null}
        <MeetingAndMail record={c} />
      </>
    ),
  },
  { header: 'Status', width: '9%', cell: (c) => <StatusBadge status={c.status} kind="consultation" /> },
  { header: 'Odoo sync', width: '9%', cell: (c) => <SyncCell kind="consultation" record={c} /> },
  { header: 'Notes', width: '6%', cell: (c) => c.notes ?? 'N/A' },
  { header: 'Created', width: '7%', cell: (c) => <CreatedAndConsent createdAt={c.createdAt} consent={c.context?.consent} /> },
];

type TableProps<R extends { id: string }> = Omit<VirtualTableProps<R>, 'caption' | 'columns'>;

export function ContactsTable(props: TableProps<ContactRecord>) {
  return <VirtualTable caption="Contacts" columns={contactColumns} {...props} />;
}

export function ConsultationsTable({
  clashes,
  ...props
}: TableProps<ConsultationRecord> & { clashes: ReadonlyMap<string, readonly string[]> }) {
  const columns = useMemo(() => consultationColumns(clashes), [clashes]);
  return <VirtualTable caption="Consultations" columns={columns} {...props} />;
}
