// Before a message goes it is composed from the record as it is now and kept (pending) in the store: the
// kept source is what is sent, byte for byte, on every attempt. A message is not made when its record is
// gone or erased, or when a newer invite or link replaced it; it is not kept when it would pass a mail
// limit (mail-limits.ts). The store counts the limits and keeps the message in one transaction, so two
// messages to one address cannot both pass the count, whichever leads process keeps them.
import MailComposer from 'nodemailer/lib/mail-composer';
import { type MailJob } from '@site/contracts/mail';
import { type KeptMailRow } from '../store/lead-store';
import { bookingMail, type ComposedMail, type MailSettings, staffNotice } from './booking-message';
import { mailLimitsFor, type MailLimitRule } from './mail-limits';
import { isInvite, type MailDeps } from './mail-port';

export type KeptOutcome = KeptMailRow | { overLimit: MailLimitRule } | 'gone' | 'erased';

export class KeptMailMaker {
  constructor(
    private readonly deps: MailDeps,
    private readonly settings: MailSettings,
  ) {}

  /**
   * The message of a job and the limits it must stay within (none for a staff notice), or null when it
   * must not go (the record is gone, or a newer invite or link replaced it).
   */
  private async compose(job: MailJob, key: string, now: Date): Promise<{ composed: ComposedMail; limits: MailLimitRule[] } | null> {
    const ref = await this.deps.store.getLead(job.recordKind, job.recordId);
    if (!ref) return null;
    if (job.kind === 'staff-notice') {
      const to = this.deps.mail.staffNotifyEmail;
      return to ? { composed: staffNotice(key, ref, { ...this.settings, staffNotifyEmail: to }, now), limits: [] } : null;
    }
    if (ref.kind !== 'consultation') return null;
    if (isInvite(job.kind) && (ref.record.status === 'cancelled' || job.sequence < ref.record.inviteSequence)) return null;
    if (job.kind === 'link' && job.sequence < (ref.record.linkVersion ?? 0)) return null;
    return {
      composed: bookingMail({ ...job, kind: job.kind }, key, ref.record, this.settings, now),
      limits: mailLimitsFor(job.kind, ref.record.email, this.deps.mail.limits, now),
    };
  }

  /** Keeps the job's message (or finds it kept by another attempt), unless it must not go. */
  async keep(data: MailJob, key: string): Promise<KeptOutcome> {
    const now = this.deps.clock.now();
    const made = await this.compose(data, key, now);
    if (!made) return 'gone';
    const { composed, limits } = made;
    // CRLF throughout, as SMTP carries it: the kept source is byte for byte what the server receives.
    const source = (await new MailComposer(composed.options).compile().build()).toString('utf8').replace(/\r?\n/g, '\r\n');
    const row: KeptMailRow = {
      key,
      kind: data.kind,
      recordKind: data.recordKind,
      recordId: data.recordId,
      to: composed.to,
      subject: composed.subject,
      messageId: composed.messageId,
      status: 'pending',
      error: null,
      attempts: 0,
      createdAt: now.toISOString(),
      sentAt: null,
      meetingLink: composed.meetingLink,
      source,
    };
    const outcome = await this.deps.store.insertKeptMail(row, limits);
    if (outcome === 'kept') return row;
    if (outcome === 'erased') return 'erased';
    if (outcome !== 'exists') return { overLimit: outcome.over };
    // Another attempt kept it first: that row it is (unless an erase has deleted it since).
    return (await this.deps.store.getKeptMail(key)) ?? 'erased';
  }
}
