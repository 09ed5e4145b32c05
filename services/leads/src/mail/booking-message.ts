// The e-mails themselves, as nodemailer message options: a plain-text part, an accessible HTML part
// (lang, one h1, headings, lists, no layout tables, dark text on white) and, for a booking with a date,
// the calendar invite. Everything a visitor typed is escaped in the HTML.
import addressparser from 'nodemailer/lib/addressparser';
import { type SendMailOptions } from 'nodemailer';
import { bookingNextSteps, brand, brandAddressLine } from '@site/brand/brand';
import { type MailJob } from '@site/contracts/mail';
import { lagosDayText, meetingTimes, meetingWhen } from '@site/lagos-time/meeting-time';
import { consultationTypeLabel, durationLabel } from '@site/contracts/options';
import { type ConsultationRecord, type ContactRecord } from '@site/contracts/records';
import { escapeHtml } from '@site/html-escape/escape-html';
import { bookingInvite, LINK_FOLLOWS } from './booking-invite';

export { LINK_FOLLOWS };

export type MailSettings = {
  /** MAIL_FROM */
  from: string;
  staffNotifyEmail: string | undefined;
  /** The public site, for links to it (the dashboard in staff notices, a new booking). */
  publicUrl: string;
  /** The /booking/<token> page of a booking, at its current link version. */
  bookingLink: (record: { id: string; linkVersion?: number | undefined }) => string;
};

export type ComposedMail = {
  to: string;
  subject: string;
  messageId: string;
  /** The video link the message carries (null: it says the link follows). */
  meetingLink: string | null;
  options: SendMailOptions;
};

/** The sender's name and address, and the domain Message-IDs and UIDs are made under. */
export function sender(from: string): { name: string; address: string; domain: string } {
  const [first] = addressparser(from, { flatten: true });
  const address = first?.address ?? brand.emails.bookings;
  return { name: first?.name ?? '', address, domain: address.split('@')[1] ?? 'localhost' };
}

export const messageIdOf = (key: string, from: string) => `<${key}@${sender(from).domain}>`;

/** A piece of text in both parts: plain lines, and HTML made from escaped text. */
type Block =
  | { h2: string }
  | { p: string }
  | { facts: readonly [string, string][] }
  | { steps: readonly { title: string; text: string }[] }
  | { links: readonly [string, string][] };

const INK = '#1e293b';
const LINK = '#1d4ed8';

function html(title: string, heading: string, blocks: Block[]): string {
  const body = blocks
    .map((b) => {
      if ('h2' in b) return `<h2 style="font-size:18px;margin:24px 0 8px;color:${INK}">${escapeHtml(b.h2)}</h2>`;
      if ('p' in b) return `<p style="margin:0 0 12px">${escapeHtml(b.p)}</p>`;
      if ('facts' in b)
        return `<dl style="margin:0 0 12px">${b.facts.map(([k, v]) => `<dt style="font-weight:bold;margin-top:8px">${escapeHtml(k)}</dt><dd style="margin:0">${linkify(v)}</dd>`).join('')}</dl>`;
      if ('steps' in b)
        return `<ol style="margin:0 0 12px;padding-left:20px">${b.steps.map((s) => `<li style="margin-bottom:8px"><strong>${escapeHtml(s.title)}</strong><br>${escapeHtml(s.text)}</li>`).join('')}</ol>`;
      return `<ul style="list-style:none;margin:16px 0;padding:0">${b.links.map(([label, href]) => `<li style="display:inline-block;margin:0 12px 12px 0"><a href="${escapeHtml(href)}" style="display:inline-block;padding:10px 16px;border:2px solid ${LINK};border-radius:6px;color:${LINK};font-weight:bold;text-decoration:underline">${escapeHtml(label)}</a></li>`).join('')}</ul>`;
    })
    .join('\n');
  return `<!doctype html>
<html lang="en">
<head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>${escapeHtml(title)}</title></head>
<body style="margin:0;padding:0;background:#ffffff;color:${INK};font-family:Arial,Helvetica,sans-serif;font-size:16px;line-height:1.5">
<main style="max-width:600px;margin:0 auto;padding:24px">
<p style="margin:0 0 16px;font-weight:bold;color:${INK}">${escapeHtml(brand.name)}</p>
<h1 style="font-size:24px;margin:0 0 16px;color:${INK}">${escapeHtml(heading)}</h1>
${body}
<footer style="margin-top:32px;padding-top:16px;border-top:1px solid #cbd5e1;font-size:14px;color:#334155">
<p style="margin:0">${escapeHtml(brand.legalName)}<br>${escapeHtml(brandAddressLine())}<br><a href="${brand.phone.href}" style="color:${LINK}">${escapeHtml(brand.phone.display)}</a> · <a href="${brand.url}" style="color:${LINK}">${escapeHtml(brand.url.replace(/^https?:\/\//, ''))}</a></p>
</footer>
</main>
</body>
</html>
`;
}

/** A value that is a web address becomes a link (video links); anything else is escaped text. */
function linkify(v: string): string {
  return /^https?:\/\/\S+$/.test(v) ? `<a href="${escapeHtml(v)}" style="color:${LINK}">${escapeHtml(v)}</a>` : escapeHtml(v);
}

function text(heading: string, blocks: Block[]): string {
  const lines: string[] = [brand.name, '', heading, '='.repeat(heading.length), ''];
  for (const b of blocks) {
    if ('h2' in b) lines.push(b.h2, '-'.repeat(b.h2.length));
    else if ('p' in b) lines.push(b.p);
    else if ('facts' in b) for (const [k, v] of b.facts) lines.push(`${k}: ${v}`);
    else if ('steps' in b) b.steps.forEach((s, i) => lines.push(`${i + 1}. ${s.title}: ${s.text}`));
    else for (const [label, href] of b.links) lines.push(`${label}: ${href}`);
    lines.push('');
  }
  lines.push('--', brand.legalName, brandAddressLine(), brand.phone.display, brand.url, '');
  return lines.join('\n');
}

const headings = {
  confirmation: { subject: 'Your consultation is booked', heading: 'Your consultation is booked' },
  update: { subject: 'Updated: your consultation', heading: 'Your consultation has been updated' },
  cancellation: { subject: 'Cancelled: your consultation', heading: 'Your consultation has been cancelled' },
  link: { subject: 'Your booking link', heading: 'Your booking link' },
} as const;

/** A message to the visitor about their booking (confirmation, update, cancellation, or its link sent again). */
export function bookingMail(
  job: MailJob & { kind: 'confirmation' | 'update' | 'cancellation' | 'link' },
  key: string,
  record: ConsultationRecord,
  settings: MailSettings,
  now: Date,
): ComposedMail {
  const from = sender(settings.from);
  const time = meetingTimes(record);
  const when = meetingWhen(record);
  const cancelled = job.kind === 'cancellation';
  const link = cancelled ? null : record.meetingLink;
  const bookingLink = settings.bookingLink(record);
  const { heading } = headings[job.kind];
  const subject = `${headings[job.kind].subject}${when ? ` on ${lagosDayText(record.preferredDate!)}` : ''} – ${brand.name}`;
  const facts: [string, string][] = [
    ['Consultation', consultationTypeLabel(record.consultationType)],
    ['Date and time', when ?? 'To be agreed with you by phone'],
    ['Duration', durationLabel(record.duration)],
  ];
  if (!cancelled) facts.push(['Video link', link ?? LINK_FOLLOWS]);
  const blocks: Block[] = [
    { p: `Dear ${record.name},` },
    {
      p: cancelled
        ? job.by === 'staff'
          ? 'We are sorry: we have had to cancel your free consultation. You are welcome to book again at any time, or to reply to this e-mail.'
          : 'Your free consultation has been cancelled as you asked. You are welcome to book again at any time.'
        : job.kind === 'update'
          ? job.by === 'staff'
            ? 'We have had to move your free consultation. Here are the details as they now stand; if the new time does not suit you, you can change it from your booking page.'
            : 'The details of your free consultation have changed. Here they are as they now stand.'
          : job.kind === 'link'
            ? 'Here is the link to your booking page again. Links we sent you before no longer work.'
            : 'Thank you for booking a free consultation. Here are the details.',
    },
    { h2: 'Your booking' },
    { facts },
  ];
  if (cancelled) blocks.push({ links: [['Book a new consultation', `${settings.publicUrl.replace(/\/+$/, '')}/book-consultation`]] });
  else
    blocks.push(
      { h2: 'What happens next' },
      { steps: bookingNextSteps },
      { h2: 'Need to change it?' },
      { p: 'You can move your consultation to another time, or cancel it, from your booking page.' },
      {
        links: [
          ['Reschedule', bookingLink],
          ['Cancel booking', bookingLink],
        ],
      },
    );
  const options: SendMailOptions = {
    from: settings.from,
    to: { name: record.name, address: record.email },
    subject,
    text: text(heading, blocks),
    html: html(subject, heading, blocks),
    messageId: messageIdOf(key, settings.from),
    date: now,
  };
  // A link sent again changes nothing in the calendar: no invite.
  if (time && job.kind !== 'link') {
    const invite = bookingInvite({
      record,
      time,
      sequence: job.sequence,
      cancelled,
      organizer: from,
      domain: from.domain,
      meetingLink: link,
      bookingLink,
      stamp: now,
    });
    options.icalEvent = { method: invite.method, filename: cancelled ? 'cancel.ics' : 'invite.ics', content: invite.content };
  }
  return { to: record.email, subject, messageId: options.messageId!, meetingLink: link, options };
}

/** The short notice to staff about a new lead. */
export function staffNotice(
  key: string,
  ref: { kind: 'contact'; record: ContactRecord } | { kind: 'consultation'; record: ConsultationRecord },
  settings: MailSettings & { staffNotifyEmail: string },
  now: Date,
): ComposedMail {
  const r = ref.record;
  const isBooking = ref.kind === 'consultation';
  const subject = `New ${isBooking ? 'consultation booking' : 'message'}: ${r.name}${r.company ? `, ${r.company}` : ''}`;
  const heading = isBooking ? 'New consultation booking' : 'New contact message';
  const facts: [string, string][] = [
    ['Name', r.name],
    ['E-mail', r.email],
    ['Phone', r.phone ?? '—'],
    ['Company', r.company ?? '—'],
  ];
  if (ref.kind === 'consultation') {
    facts.push(
      ['Consultation', consultationTypeLabel(ref.record.consultationType)],
      ['Date and time', meetingWhen(ref.record) ?? 'Not given'],
      ['Duration', durationLabel(ref.record.duration)],
    );
  } else if (ref.record.service) facts.push(['Service', ref.record.service]);
  const blocks: Block[] = [{ facts }];
  if (r.message) blocks.push({ h2: 'Message' }, { p: r.message });
  blocks.push({ links: [['Open the dashboard', `${settings.publicUrl.replace(/\/+$/, '')}/admin`]] });
  const options: SendMailOptions = {
    from: settings.from,
    to: settings.staffNotifyEmail,
    replyTo: { name: r.name, address: r.email },
    subject,
    text: text(heading, blocks),
    html: html(subject, heading, blocks),
    messageId: messageIdOf(key, settings.from),
    date: now,
  };
  return { to: settings.staffNotifyEmail, subject, messageId: options.messageId!, meetingLink: null, options };
}
