// The mail the leads service sends: a booking's confirmation, updates and cancellation to the visitor,
// and a notice per new lead to staff. This file puts the parts together: QueuedLeadMail (mail on: the
// producer queues, the worker sends, the erasure removes) and MailOff (no SMTP_URL: nothing is sent, and
// kept mail is still erased). Redis never holds an address or a text: a job names its record only.
// Mail to one address and to one domain is limited (mail-limits.ts).
import { type ConnectionOptions, type Queue } from 'bullmq';
import { type Counter } from 'prom-client';
import { type ConsultationRecord } from '@site/contracts/records';
import { type MailOfRecord } from '../privacy/erasure';
import { type LeadRef } from '../store/lead-store';
import { KeptMailMaker } from './kept-mail';
import { eraseKeptMail, removeMailJobs } from './mail-erasure';
import { type LeadMail, MAIL_RETRY, type MailDeps, type MailRetry } from './mail-port';
import { MailProducer } from './mail-producer';
import { MailWorker } from './mail-worker';
import { SmtpSender } from './smtp-send';

export { type LeadMail, MAIL_RETRY, mailJobOptions, type MailRetry } from './mail-port';

/** Mail off (no SMTP_URL): nothing is queued or sent and mailStatus stays null; kept mail is still erased. */
export class MailOff implements LeadMail {
  constructor(private readonly deps: MailDeps) {}
  async leadStored() {}
  async odooSynced() {}
  async bookingChanged() {}
  async linkResent() {}
  async eraseRecord(record: MailOfRecord) {
    return eraseKeptMail(this.deps.store, this.deps.mail.catcherDir, this.deps.log, record.id);
  }
  start() {}
  async close() {}
}

export class QueuedLeadMail implements LeadMail {
  private readonly producer: MailProducer;
  private readonly worker: MailWorker;

  constructor(
    private readonly deps: MailDeps,
    private readonly queue: Queue,
    opts: { connection: ConnectionOptions; counter: Counter; retry?: MailRetry },
  ) {
    const retry = opts.retry ?? MAIL_RETRY;
    this.producer = new MailProducer(deps, queue, retry);
    // One connection per message: mail is a trickle, and a fresh connection has no stale state to fail on.
    if (!deps.mail.smtpUrl) throw new Error('mail is on only with SMTP_URL');
    const smtp = new SmtpSender(deps.mail.smtpUrl);
    const settings = {
      from: deps.mail.from,
      staffNotifyEmail: deps.mail.staffNotifyEmail,
      publicUrl: deps.publicUrl,
      bookingLink: deps.bookingLink,
    };
    const kept = new KeptMailMaker(deps, settings);
    this.worker = new MailWorker(deps, {
      queueName: queue.name,
      connection: opts.connection,
      counter: opts.counter,
      retry,
      smtp,
      kept,
      producer: this.producer,
    });
  }

  start() {
    this.worker.start();
  }

  /** Finishes the message in hand (`force`: leaves it to the next start instead). */
  close(force = false) {
    return this.worker.close(force);
  }

  leadStored(ref: LeadRef) {
    return this.producer.leadStored(ref);
  }

  odooSynced(ref: LeadRef) {
    return this.producer.odooSynced(ref);
  }

  bookingChanged(ref: LeadRef, by?: 'visitor' | 'staff') {
    return this.producer.bookingChanged(ref, by);
  }

  linkResent(record: ConsultationRecord) {
    return this.producer.linkResent(record);
  }

  async eraseRecord(record: MailOfRecord) {
    await removeMailJobs(this.queue, record);
    return eraseKeptMail(this.deps.store, this.deps.mail.catcherDir, this.deps.log, record.id);
  }
}
