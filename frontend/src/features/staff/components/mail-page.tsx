// /admin/mail: what the site sent, to visitors (booking confirmations, updates, cancellations) and to
// staff (new-lead notices). A list, newest first, and one message at a time as its plain-text part; the
// HTML part is never put into the page (the raw source is a download).
import type { KeptMail } from '@site/contracts/mail';
import { useQuery, useSuspenseInfiniteQuery } from '@tanstack/react-query';
import type { ErrorComponentProps } from '@tanstack/react-router';
import { useEffect, useRef, useState } from 'react';
import { Badge } from '../../../components/ui/badge';
import { Button } from '../../../components/ui/button';
import { useFocusAfterRender } from '../../../lib/use-focus-after-render';
import { mailQuery, mailSourceUrl } from '../api/get-mail';
import { mailListQuery } from '../api/get-mail-list';
import { formatDate } from '../lib/format';
import { StaffPageError } from './staff-frame';
import { StaffTable } from './staff-table';

const headers = ['To', 'What', 'Subject', 'Status', 'When'];

const kindLabels: Record<KeptMail['kind'], string> = {
  confirmation: 'Booking confirmation',
  update: 'Booking update',
  cancellation: 'Booking cancellation',
  link: 'Booking link',
  'staff-notice': 'Staff notice',
};

function MailStatus({ mail }: { mail: KeptMail }) {
  if (mail.status === 'sent') return <Badge tone="green">Sent</Badge>;
  if (mail.status === 'failed')
    return (
      <div className="space-y-1" data-mail-status="failed">
        <Badge tone="red">Failed</Badge>
        {mail.error ? <p className="max-w-64 text-xs text-red-800">{mail.error}</p> : null}
      </div>
    );
  return (
    <div className="space-y-1" data-mail-status="pending">
      <Badge tone="yellow">Pending</Badge>
      {mail.error ? <p className="max-w-64 text-xs text-slate-700">Retrying: {mail.error}</p> : null}
    </div>
  );
}

function MessageView({ mailKey, onClose }: { mailKey: string; onClose: () => void }) {
  const view = useQuery(mailQuery(mailKey));
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), [mailKey]);
  return (
    <section aria-labelledby="mail-view-heading" className="rounded-xl border border-slate-200 bg-white p-6 shadow-sm">
      <div className="flex flex-wrap items-start justify-between gap-4">
        <h2 id="mail-view-heading" ref={heading} tabIndex={-1} className="text-xl font-semibold text-slate-900">
          {view.data?.subject ?? 'Message'}
        </h2>
        <Button size="sm" variant="outline" onClick={onClose}>
          Close message
        </Button>
      </div>
      {view.isPending ? <p role="status">Loading the message...</p> : null}
      {view.isError ? (
        <p role="alert" className="text-red-800">
          The message could not be loaded.
        </p>
      ) : null}
      {view.data ? (
        <>
          <dl className="mt-4 grid grid-cols-[max-content_1fr] gap-x-4 gap-y-1 text-sm">
            {view.data.headers.map((h) => (
              <div key={h.name} className="contents">
                <dt className="font-semibold text-slate-700">{h.name}</dt>
                <dd className="break-all text-slate-900">{h.value}</dd>
              </div>
            ))}
          </dl>
          <h3 id="mail-text-heading" className="mt-6 text-lg font-semibold text-slate-900">
            Plain-text part
          </h3>
          {/* A scrolling region takes focus, so keyboard users can scroll it too. */}
          <div
            role="region"
            aria-labelledby="mail-text-heading"
            tabIndex={0}
            className="mt-2 max-h-[32rem] overflow-auto rounded-lg bg-slate-50 p-4"
          >
            <pre className="whitespace-pre-wrap text-sm text-slate-900" data-mail-text>
              {view.data.text ?? '(no plain-text part)'}
            </pre>
          </div>
          <h3 className="mt-6 text-lg font-semibold text-slate-900">Attachments</h3>
          {view.data.attachments.length ? (
            <ul className="mt-2 list-disc pl-6 text-sm">
              {view.data.attachments.map((a, i) => (
                <li key={i}>
                  {a.filename ?? '(unnamed)'} · {a.contentType} · {a.size} bytes
                </li>
              ))}
            </ul>
          ) : (
            <p className="mt-2 text-sm text-slate-700">None.</p>
          )}
          <p className="mt-6">
            <a className="text-brand-700 underline" href={mailSourceUrl(mailKey)} download>
              Download the message as sent (.eml)
            </a>
          </p>
        </>
      ) : null}
    </section>
  );
}

export function MailPage() {
  const list = useSuspenseInfiniteQuery(mailListQuery);
  const [open, setOpen] = useState<string | null>(null);
  const focusAfterRender = useFocusAfterRender();
  const rows = list.data.pages.flatMap((p) => p.items);
  const closeView = () => {
    const key = open;
    setOpen(null);
    // Back to the row the message was opened from.
    if (key) focusAfterRender(() => document.querySelector<HTMLButtonElement>(`[data-open-mail="${CSS.escape(key)}"]`));
  };
  return (
    <div className="space-y-6">
      {open ? <MessageView mailKey={open} onClose={closeView} /> : null}
      <StaffTable
        label="Mail sent"
        caption="Mail sent, newest first"
        headers={headers}
        emptyText="No mail has been sent yet."
        isEmpty={rows.length === 0}
      >
        {rows.map((m) => (
          <tr key={m.key} data-mail-key={m.key}>
            <td className="break-all px-3 py-2">{m.to}</td>
            <td className="px-3 py-2">
              <div>{kindLabels[m.kind]}</div>
              <div className="font-mono text-xs text-slate-600">{m.recordId}</div>
            </td>
            <td className="px-3 py-2">
              <button type="button" className="text-left text-brand-700 underline" data-open-mail={m.key} onClick={() => setOpen(m.key)}>
                {m.subject}
              </button>
            </td>
            <td className="px-3 py-2">
              <MailStatus mail={m} />
            </td>
            <td className="whitespace-nowrap px-3 py-2">{formatDate(m.sentAt ?? m.createdAt)}</td>
          </tr>
        ))}
      </StaffTable>
      {list.hasNextPage ? (
        <Button variant="outline" disabled={list.isFetchingNextPage} onClick={() => void list.fetchNextPage()}>
          {list.isFetchingNextPage ? 'Loading older mail...' : 'Load older mail'}
        </Button>
      ) : null}
    </div>
  );
}

export function MailPageError({ error }: ErrorComponentProps) {
  return <StaffPageError error={error}>The mail list is unavailable right now. Please reload the page in a moment.</StaffPageError>;
}
