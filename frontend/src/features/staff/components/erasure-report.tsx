// What an erase removed where: the store, Redis and the kept mail at once, then per record what the
// worker did in Odoo (lead, calendar event, contact). While the erasure is in progress it is asked for
// again every 2 s; the recent erasures (requests and the retention job) are listed below the report.
import type { Erasure } from '@site/contracts/privacy';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useId, useRef } from 'react';
import { Badge, type BadgeTone } from '../../../components/ui/badge';
import { Button } from '../../../components/ui/button';
import { erasureQuery } from '../api/get-erasure';
import { ERASURES_KEY, erasuresQuery } from '../api/get-erasures';
import { formatDate } from '../lib/format';
import { erasureReasonLabels, erasureStatusLabels, odooActionLabels } from '../lib/privacy-labels';
import { ScrollBox } from './scroll-box';

const statusTones: Record<Erasure['status'], BadgeTone> = { 'in-progress': 'yellow', done: 'green', failed: 'red' };

function ErasureStatus({ status }: { status: Erasure['status'] }) {
  return (
    <Badge tone={statusTones[status]} data-erasure-status={status}>
      {erasureStatusLabels[status]}
    </Badge>
  );
}

const modeLabels: Record<NonNullable<Erasure['mode']>, string> = { unlink: 'Delete', anonymise: 'Anonymise' };

function OdooTable({ erasure }: { erasure: Erasure }) {
  const byRecord = new Map((erasure.odoo ?? []).map((o) => [o.recordId, o]));
  return (
    <ScrollBox label="Odoo, per record" className="rounded-lg border border-slate-200">
      <table className="min-w-full divide-y divide-slate-200 text-sm">
        <caption className="sr-only">What the erase did in Odoo, per record</caption>
        <thead className="bg-slate-50 text-left text-slate-700">
          <tr>
            <th scope="col" className="px-3 py-2 font-semibold">
              Record
            </th>
            <th scope="col" className="px-3 py-2 font-semibold">
              Odoo lead
            </th>
            <th scope="col" className="px-3 py-2 font-semibold">
              Calendar event
            </th>
            <th scope="col" className="px-3 py-2 font-semibold">
              Contact
            </th>
          </tr>
        </thead>
        <tbody className="divide-y divide-slate-100">
          {erasure.records.map((r) => {
            const odoo = byRecord.get(r.id);
            const cell = (action: keyof typeof odooActionLabels | undefined) =>
              action ? odooActionLabels[action] : erasure.status === 'in-progress' ? 'Waiting for Odoo' : 'Not reported';
            return (
              <tr key={r.id} data-record={r.id}>
                <td className="px-3 py-2">
                  {r.kind === 'contact' ? 'Contact' : 'Consultation'} <span className="font-mono text-xs text-slate-600">{r.id}</span>
                </td>
                <td className="px-3 py-2">{cell(odoo?.lead)}</td>
                <td className="px-3 py-2">{r.kind === 'contact' && odoo?.event === 'absent' ? 'None (a contact)' : cell(odoo?.event)}</td>
                <td className="px-3 py-2">{cell(odoo?.partner)}</td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </ScrollBox>
  );
}

/** The report of one erasure; `focusOnShow` moves focus to its heading (after the erase dialog closes). */
export function ErasureReport({ id, focusOnShow = false }: { id: string; focusOnShow?: boolean }) {
  const client = useQueryClient();
  const erasure = useQuery(erasureQuery(id));
  const headingRef = useRef<HTMLHeadingElement>(null);
  const headingId = useId();
  const status = erasure.data?.status;

  useEffect(() => {
    if (focusOnShow) headingRef.current?.focus();
  }, [id, focusOnShow]);

  // The list below shows each erasure's state too: refresh it once this one has finished.
  useEffect(() => {
    if (status && status !== 'in-progress') void client.invalidateQueries({ queryKey: ERASURES_KEY, exact: true });
  }, [status, client]);

  const e = erasure.data;
  return (
    <section aria-labelledby={headingId} className="space-y-4 rounded-xl border border-slate-200 bg-white p-6" data-erasure={id}>
      <h2 id={headingId} ref={headingRef} tabIndex={-1} className="text-xl font-bold text-slate-900 focus:outline-none">
        Erasure report
      </h2>
      {!e ? (
        erasure.isError ? (
          <p role="alert" className="text-sm text-red-800">
            The report could not be loaded.
          </p>
        ) : (
          <p role="status">Loading the report...</p>
        )
      ) : (
        <>
          <p role="status" className="flex flex-wrap items-center gap-2 text-slate-800">
            <ErasureStatus status={e.status} />
            {e.status === 'in-progress'
              ? 'Removed from the site. Waiting for Odoo; this report updates by itself.'
              : e.status === 'done'
                ? `Finished ${formatDate(e.finishedAt)}.`
                : 'The erase did not finish.'}
          </p>
          {e.error ? <p className="rounded-lg bg-red-50 px-3 py-2 text-sm text-red-800">{e.error}</p> : null}
          <dl className="grid gap-x-6 gap-y-2 text-sm sm:grid-cols-2 lg:grid-cols-3">
            <div>
              <dt className="font-semibold text-slate-700">Requested</dt>
              <dd>
                {formatDate(e.requestedAt)} by {e.requestedBy} ({erasureReasonLabels[e.reason].toLowerCase()})
              </dd>
            </div>
            <div>
              <dt className="font-semibold text-slate-700">Records removed from the store</dt>
              <dd data-removed="store">{e.removed.store}</dd>
            </div>
            <div>
              <dt className="font-semibold text-slate-700">Queue entries removed from Redis</dt>
              <dd data-removed="redis">{e.removed.redisKeys}</dd>
            </div>
            <div>
              <dt className="font-semibold text-slate-700">Kept mails removed</dt>
              <dd data-removed="mail">{e.removed.mail}</dd>
            </div>
            <div>
              <dt className="font-semibold text-slate-700">Odoo setting</dt>
              <dd>{e.mode ? modeLabels[e.mode] : 'Not yet known'}</dd>
            </div>
          </dl>
          {e.records.length ? <OdooTable erasure={e} /> : <p className="text-sm text-slate-700">There were no records to erase.</p>}
        </>
      )}
    </section>
  );
}

export function RecentErasures({ onShow }: { onShow: (id: string) => void }) {
  const list = useQuery(erasuresQuery);
  const headingId = useId();
  return (
    <section aria-labelledby={headingId} className="space-y-3">
      <h2 id={headingId} className="text-xl font-bold text-slate-900">
        Recent erasures
      </h2>
      {list.isPending ? (
        <p role="status" className="text-sm text-slate-700">
          Loading erasures...
        </p>
      ) : list.isError ? (
        <p role="alert" className="text-sm text-red-800">
          The recent erasures could not be loaded.
        </p>
      ) : list.data.length === 0 ? (
        <p className="text-sm text-slate-700">No erasures yet.</p>
      ) : (
        <ul className="divide-y divide-slate-200 rounded-xl border border-slate-200 bg-white">
          {list.data.map((e) => (
            <li
              key={e.id}
              className="flex flex-col gap-2 px-4 py-3 text-sm sm:flex-row sm:items-center sm:justify-between"
              data-erasure-item={e.id}
            >
              <div className="flex flex-wrap items-center gap-2">
                <ErasureStatus status={e.status} />
                <span>
                  {formatDate(e.requestedAt)}, {erasureReasonLabels[e.reason].toLowerCase()} by {e.requestedBy}: {e.records.length}{' '}
                  {e.records.length === 1 ? 'record' : 'records'}
                </span>
              </div>
              <Button variant="outline" size="sm" onClick={() => onShow(e.id)}>
                Show report<span className="sr-only"> of the erasure requested {formatDate(e.requestedAt)}</span>
              </Button>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
