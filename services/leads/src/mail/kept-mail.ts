// Before a message goes it is composed from the record as it is now and kept (pending) in the store: the
// kept source is what is sent, byte for byte, on every attempt. A message is not made when its record is
// gone or erased, when a newer invite or link replaced it, or when it would pass a mail limit
// (mail-limits.ts). New messages are kept one at a time, so two to one address cannot both pass the count.
import MailComposer from 'nodemailer/lib/mail-composer';
import { type MailJob } from '@site/contracts/mail';
import { type KeptMailRow } from '../store/lead-store';
import { bookingMail, type ComposedMail, type MailSettings, staffNotice } from './booking-message';
import { mailOverLimit } from './mail-limits';
import { isInvite, type MailDeps } from './mail-port';

export type KeptOutcome = KeptMailRow | { overLimit: string } | 'gone' | 'erased';

export class KeptMailMaker {
  /** The turn of the message being kept; the next one waits for it. */
  private keeping: Promise<unknown> = Promise.resolve();

  constructor(
    private readonly deps: MailDeps,
    private readonly settings: MailSettings,
  ) {}

  /** Keeps the job's message, after every message already being kept. */
  keep(job: MailJob, key: string): Promise<KeptOutcome> {
    const turn = this.keeping.then(() => this.keepNew(job, key));
    this.keeping = turn.catch(() => undefined);
    return turn;
  }

  /**
   * The message of a job, null when it must not go (the record is gone, or a newer invite or link replaced
   * it), or the limit it would pass.
   */
  private async compose(job: MailJob, key: string): Promise<ComposedMail | { overLimit: string } | null> {
    const ref = await this.deps.store.getLead(job.recordKind, job.recordId);
    if (!ref) return null;
    const now = this.deps.clock.now();
    if (job.kind === 'staff-notice') {
      const to = this.deps.mail.staffNotifyEmail;
      return to ? staffNotice(key, ref, { ...this.settings, staffNotifyEmail: to }, now) : null;
    }
    if (ref.kind !== 'consultation') return null;
    if (isInvite(job.kind) && (ref.record.status === 'cancelled' || job.sequence < ref.record.inviteSequence)) return null;
    if (job.kind === 'link' && job.sequence < (ref.record.linkVersion ?? 0)) return null;
    const overLimit = await mailOverLimit(this.deps.store, ref.record.email, this.deps.mail.limits, now);
    if (overLimit) return { overLimit };
    return bookingMail({ ...job, kind: job.kind }, key, ref.record, this.settings, now);
  }

  private async keepNew(data: MailJob, key: string): Promise<KeptOutcome> {
    const composed = await this.compose(data, key);
    if (!composed) return 'gone';
    if ('overLimit' in composed) return composed;
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
      createdAt: this.deps.clock.now().toISOString(),
      sentAt: null,
      meetingLink: composed.meetingLink,
      source,
    };
    // Refused when the record was erased meanwhile (or another attempt kept it first: then that row it is).
    if (await this.deps.store.insertKeptMail(row)) return row;
    return (await this.deps.store.getKeptMail(key)) ?? 'erased';
  }
}
