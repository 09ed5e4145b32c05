import { consultationTypeLabel, serviceLabel } from '@site/contracts/options';
import type { ConsultationRecord, ContactRecord } from '@site/contracts/records';
import type { ReactNode } from 'react';
import { formatDate, formatDay } from '../lib/format';
import { StatusBadge } from './status-badge';
import { SyncCell } from './sync-cell';

function TableFrame({ caption, head, children, empty }: { caption: string; head: string[]; children: ReactNode; empty: boolean }) {
  return (
    <div role="region" aria-label={caption} tabIndex={0} className="overflow-x-auto rounded-xl border border-slate-200 bg-white">
      <table className="min-w-full divide-y divide-slate-200 text-left text-sm">
        <caption className="sr-only">{caption}</caption>
        <thead className="bg-slate-50">
          <tr>
            {head.map((h) => (
              <th key={h} scope="col" className="whitespace-nowrap px-4 py-3 font-semibold text-slate-800">
                {h}
              </th>
            ))}
          </tr>
        </thead>
        <tbody className="divide-y divide-slate-100">
          {empty ? (
            <tr>
              <td colSpan={head.length} className="px-4 py-10 text-center text-slate-600">
                No records match the current filters.
              </td>
            </tr>
          ) : (
            children
          )}
        </tbody>
      </table>
    </div>
  );
}

const cell = 'px-4 py-3 align-top text-slate-800';

export function ContactsTable({ rows }: { rows: readonly ContactRecord[] }) {
  return (
    <TableFrame
      caption="Contacts"
      empty={!rows.length}
      head={['Name', 'Contact', 'Company', 'Service', 'Message', 'Status', 'Source', 'Odoo sync', 'Created']}
    >
      {rows.map((c) => (
        <tr key={c.id} data-id={c.id}>
          <td className={`${cell} font-medium`}>{c.name}</td>
          <td className={cell}>
            <div className="whitespace-nowrap">{c.email}</div>
            <div className="text-slate-600">{c.phone ?? 'N/A'}</div>
          </td>
          <td className={cell}>{c.company ?? 'N/A'}</td>
          <td className={cell}>{c.service ? serviceLabel(c.service) : 'N/A'}</td>
          <td className={`${cell} max-w-xs`}>
            <p className="line-clamp-3 whitespace-pre-line" title={c.message}>
              {c.message}
            </p>
          </td>
          <td className={cell}>
            <StatusBadge status={c.leadStatus} kind="contact" />
          </td>
          <td className={cell}>{c.source}</td>
          <td className={cell}>
            <SyncCell kind="contact" record={c} />
          </td>
          <td className={`${cell} whitespace-nowrap`}>{formatDate(c.createdAt)}</td>
        </tr>
      ))}
    </TableFrame>
  );
}

export function ConsultationsTable({ rows }: { rows: readonly ConsultationRecord[] }) {
  return (
    <TableFrame
      caption="Consultations"
      empty={!rows.length}
      head={['Name', 'Contact', 'Company', 'Type', 'Preferred slot', 'Duration', 'Status', 'Odoo sync', 'Notes', 'Created']}
    >
      {rows.map((c) => (
        <tr key={c.id} data-id={c.id}>
          <td className={`${cell} font-medium`}>{c.name}</td>
          <td className={cell}>
            <div className="whitespace-nowrap">{c.email}</div>
            <div className="text-slate-600">{c.phone ?? 'N/A'}</div>
          </td>
          <td className={cell}>
            <div>{c.company}</div>
            <div className="text-slate-600">{c.industry ?? 'N/A'}</div>
          </td>
          <td className={cell}>{consultationTypeLabel(c.consultationType)}</td>
          <td className={`${cell} whitespace-nowrap`}>
            <div>{formatDay(c.preferredDate)}</div>
            <div className="text-slate-600">{c.preferredTime ?? 'N/A'}</div>
          </td>
          <td className={`${cell} whitespace-nowrap`}>{c.duration || 60} min</td>
          <td className={cell}>
            <StatusBadge status={c.status} kind="consultation" />
          </td>
          <td className={cell}>
            <SyncCell kind="consultation" record={c} />
          </td>
          <td className={`${cell} max-w-xs`}>{c.notes ?? 'N/A'}</td>
          <td className={`${cell} whitespace-nowrap`}>{formatDate(c.createdAt)}</td>
        </tr>
      ))}
    </TableFrame>
  );
}
