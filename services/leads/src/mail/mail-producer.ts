// Queues the mail a record's change calls for. Each message is a job on the "mail" queue whose id is the
// message key (booking, kind, invite sequence), so queueing one twice is a no-op; the job holds only that
// key's parts, and the worker (mail-worker.ts) reads the record when it sends. The producer also owns the
// booking's mail state on the record (pending while a message waits) and the one update that carries a
// video link which arrived after the invite went.
import { type Queue } from 'bullmq';
import { type MailJob, mailKey } from '@site/contracts/mail';
import { type ConsultationRecord } from '@site/contracts/records';
import { type LeadRef } from '../store/lead-store';
import { MAIL_RETRY, type MailDeps, mailJobOptions, type MailRetry } from './mail-port';

export class MailProducer {
  constructor(
    private readonly deps: MailDeps,
    private readonly queue: Queue,
    private readonly retry: MailRetry = MAIL_RETRY,
  ) {}

  private async add(job: MailJob, delay = 0) {
    await this.queue.add(job.kind, job, { ...mailJobOptions(this.retry), jobId: mailKey(job), ...(delay ? { delay } : {}) });
  }

  /** Runs `what`, logging a failure with the record id instead of throwing (callers are request paths). */
  private async safely(recordId: string, what: string, fn: () => Promise<void>) {
    try {
      await fn();
    } catch (err) {
      this.deps.log.error({ recordId, err: (err as Error).message }, `mail: ${what} failed`);
    }
  }

  /** The booking's mail is on its way: the record says so, and dashboards see it. */
  private async markPending(recordId: string) {
    const record = await this.deps.store.setMailState(recordId, { mailStatus: 'pending', mailError: null });
    if (record) this.deps.events.publish({ kind: 'consultation', record });
  }

  async leadStored(ref: LeadRef) {
    const { id } = ref.record;
    await this.safely(id, "queueing the new lead's mail", async () => {
      if (ref.kind === 'consultation') {
        await this.markPending(id);
        await this.add({ kind: 'confirmation', recordKind: 'consultation', recordId: id, sequence: 0 }, this.deps.mail.waitForOdooMs);
      }
      if (this.deps.mail.staffNotifyEmail) await this.add({ kind: 'staff-notice', recordKind: ref.kind, recordId: id, sequence: 0 });
    });
  }

  async odooSynced(ref: LeadRef) {
    if (ref.kind !== 'consultation') return;
    const record = ref.record as ConsultationRecord;
    await this.safely(record.id, 'acting on the Odoo sync', async () => {
      const confirmation: MailJob = { kind: 'confirmation', recordKind: 'consultation', recordId: record.id, sequence: 0 };
      const kept = await this.deps.store.getKeptMail(mailKey(confirmation));
      if (!kept && record.mailStatus === 'pending') {
        // Queued again in case the first hand-over was lost (Redis down when the booking came): the same
        // job id makes this a no-op while it waits; then it goes now instead of at the end of the wait.
        // A confirmation over a mail limit ran already (not-sent): staff were told to phone; it stays so.
        await this.add(confirmation, this.deps.mail.waitForOdooMs);
        const job = await this.queue.getJob(mailKey(confirmation));
        if (job && (await job.isDelayed())) await job.promote().catch(() => undefined); // already moving: fine
      }
      await this.linkFollowUp(record);
    });
  }

  /**
   * When the latest invite went without a video link and the booking now has one, one update carries it:
   * the invite sequence is raised by compare-and-set, so two callers (the sync and the worker that just
   * sent) queue it once.
   */
  async linkFollowUp(record: ConsultationRecord) {
    if (!record.meetingLink || record.status === 'cancelled') return;
    const seq = record.inviteSequence;
    const latest =
      (await this.deps.store.getKeptMail(mailKey({ kind: 'update', recordKind: 'consultation', recordId: record.id, sequence: seq }))) ??
      (await this.deps.store.getKeptMail(
        mailKey({ kind: 'confirmation', recordKind: 'consultation', recordId: record.id, sequence: seq }),
      ));
    if (!latest || latest.status !== 'sent' || latest.meetingLink) return;
    const raised = await this.deps.store.raiseInviteSequence(record.id, seq);
    if (!raised) return;
    this.deps.log.info({ recordId: record.id, sequence: raised.inviteSequence }, 'video link arrived after the invite: update queued');
    await this.add({ kind: 'update', recordKind: 'consultation', recordId: record.id, sequence: raised.inviteSequence });
  }

  async bookingChanged(ref: LeadRef, by: 'visitor' | 'staff' = 'visitor') {
    if (ref.kind !== 'consultation') return;
    // The record as the change left it: its status and the invite sequence the change raised.
    const record = ref.record as ConsultationRecord;
    await this.safely(record.id, 'queueing the change mail', async () => {
      const kind = record.status === 'cancelled' ? 'cancellation' : 'update';
      await this.markPending(record.id);
      await this.add({ kind, recordKind: 'consultation', recordId: record.id, sequence: record.inviteSequence, by });
    });
  }

  async linkResent(record: ConsultationRecord) {
    await this.safely(record.id, 'queueing the booking link', async () => {
      await this.markPending(record.id);
      await this.add({ kind: 'link', recordKind: 'consultation', recordId: record.id, sequence: record.linkVersion ?? 0 });
    });
  }
}
