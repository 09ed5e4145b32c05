// Limits on mail to visitors, so the booking form cannot be turned into a way of mailing someone else's
// inbox: at most so many messages to one address a day and to one domain an hour, counted on the kept
// mail (per address lower-cased; per domain after the "@"). The gateway's per-address limit on the forms
// and the cap on a booking's changes (booking-change-rules.ts) come on top. Staff notices are not counted.
import { type LeadStore } from '../store/lead-store';

export type MailLimits = { perAddressPerDay: number; perDomainPerHour: number };

const HOUR_MS = 3_600_000;

/** Why a message to `to` must not go now, or null when it may. */
export async function mailOverLimit(
  store: Pick<LeadStore, 'countKeptMail'>,
  to: string,
  limits: MailLimits,
  now: Date,
): Promise<string | null> {
  const dayAgo = new Date(now.getTime() - 24 * HOUR_MS).toISOString();
  if ((await store.countKeptMail({ address: to }, dayAgo)) >= limits.perAddressPerDay)
    return `Not sent: ${limits.perAddressPerDay} e-mails went to this address in the last 24 hours, the most the site sends (phone the visitor)`;
  const domain = to.slice(to.lastIndexOf('@') + 1);
  const hourAgo = new Date(now.getTime() - HOUR_MS).toISOString();
  if ((await store.countKeptMail({ domain }, hourAgo)) >= limits.perDomainPerHour)
    return `Not sent: ${limits.perDomainPerHour} e-mails went to ${domain} addresses in the last hour, the most the site sends (it goes if the visitor books again later)`;
  return null;
}
