// Limits on mail to visitors, so the booking form cannot be turned into a way of mailing someone else's
// inbox: at most so many messages to one address a day, so many booking confirmations to one address an
// hour (a burst of bookings naming one inbox), and so many messages to one domain an hour. They are
// counted on the kept mail (per address lower-cased; per domain after the "@"), by the store in the same
// transaction that keeps the message (KeptMailStore.insertKeptMail), so they hold across several leads
// processes. The gateway's per-address limit on the forms and the cap on a booking's changes
// (booking-change-rules.ts) come on top. Staff notices are not counted.
import { type MailJob } from '@site/contracts/mail';
import { recipientKeysOf } from '../records/record-keys';
import { type KeptMailLimit } from '../store/lead-store';

export type MailLimits = { perAddressPerDay: number; confirmationsPerAddressPerHour: number; perDomainPerHour: number };

/**
 * A limit with what the booking says when a message is not sent because of it (staff read it on the
 * dashboard), and its name for the log, which names no address or domain.
 */
export type MailLimitRule = KeptMailLimit & {
  name: 'per address a day' | 'confirmations per address an hour' | 'per domain an hour';
  reason: string;
};

const HOUR_MS = 3_600_000;

/** The limits a message of `kind` to `to` must stay within, at `now`, in the order they are checked. */
export function mailLimitsFor(kind: MailJob['kind'], to: string, limits: MailLimits, now: Date): MailLimitRule[] {
  const ago = (ms: number) => new Date(now.getTime() - ms).toISOString();
  // The domain as the kept mail stores it (recipient_domain), which the domain limit counts.
  const domain = recipientKeysOf(to).recipientDomain;
  const rules: MailLimitRule[] = [
    {
      to: { address: to },
      since: ago(24 * HOUR_MS),
      max: limits.perAddressPerDay,
      name: 'per address a day',
      reason: `${limits.perAddressPerDay} e-mails went to this address in the last 24 hours, the most the site sends (phone the visitor)`,
    },
  ];
  if (kind === 'confirmation')
    rules.push({
      to: { address: to },
      kinds: ['confirmation'],
      since: ago(HOUR_MS),
      max: limits.confirmationsPerAddressPerHour,
      name: 'confirmations per address an hour',
      reason: `${limits.confirmationsPerAddressPerHour} booking confirmations went to this address in the last hour, the most the site sends (phone the visitor)`,
    });
  rules.push({
    to: { domain },
    since: ago(HOUR_MS),
    max: limits.perDomainPerHour,
    name: 'per domain an hour',
    reason: `${limits.perDomainPerHour} e-mails went to ${domain} addresses in the last hour, the most the site sends (it goes if the visitor books again later)`,
  });
  return rules;
}
