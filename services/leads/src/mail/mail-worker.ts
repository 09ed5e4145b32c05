// Sends the queued mail: the BullMQ worker of the "mail" queue. Exactly once per key: the kept-mail row
// is checked before sending (sent: done) and marked sent after the server's 250; see docs/mail.md for the
// one window where a message can go twice (same Message-ID). An erased record's mail never goes: the
// worker checks the record's tombstone before it keeps and before it sends a message, and again during
// the SMTP conversation, after the greeting and before the data ends (smtp-send.ts), so an erase made
// while the message is on its way stops it; a kept row is only ever updated (an erase's delete is never undone).
import { type ConnectionOptions, type Job, UnrecoverableError, Worker } from 'bullmq';
import { type Logger } from 'pino';
import { type Counter } from 'prom-client';
import { type MailJob, mailJobSchema, mailKey } from '@site/contracts/mail';
import { type KeptMailRow } from '../store/lead-store';
import { sender } from './booking-message';
import { type KeptMailMaker } from './kept-mail';
import { type MailLimitRule } from './mail-limits';
import { type MailProducer } from './mail-producer';
import { isInvite, type MailDeps, type MailRetry, visitorKinds } from './mail-port';
import { smtpFailure } from './smtp-failure';
import { type SmtpSender } from './smtp-send';

export type MailWorkerParts = {
  queueName: string;
  connection: ConnectionOptions;
  counter: Counter;
  retry: MailRetry;
  smtp: SmtpSender;
  kept: KeptMailMaker;
  /** For the update that carries a video link which arrived while an invite was on its way. */
  producer: Pick<MailProducer, 'linkFollowUp'>;
};

export class MailWorker {
  private worker: Worker | undefined;

  constructor(
    private readonly deps: MailDeps,
    private readonly parts: MailWorkerParts,
  ) {}

  start() {
    const { baseMs, capMs } = this.parts.retry;
    this.worker = new Worker(this.parts.queueName, (job) => this.deliver(job), {
      connection: this.parts.connection,
      concurrency: 2,
      // A process killed mid-send: its job goes back to the queue within about half a minute.
      lockDuration: 20_000,
      stalledInterval: 10_000,
      settings: {
        backoffStrategy: (attemptsMade: number) =>
          Math.min(capMs, baseMs * 2 ** Math.max(0, attemptsMade - 1)) * (0.75 + Math.random() * 0.5),
      },
    });
    this.worker.on('error', (err) => this.deps.log.warn({ err: err.message }, 'mail worker: redis error'));
  }

  /** Finishes the message in hand (`force`: leaves it to the next start instead). */
  async close(force = false) {
    await this.worker?.close(force);
  }

  /** Whether the record was erased: its mail must not be kept or sent. */
  private async erased(recordId: string): Promise<boolean> {
    return (await this.deps.store.privacy.erasedRecord(recordId)) !== null;
  }

  /** The kept row to send, or null when nothing is to be sent (each case logged). */
  private async keptToSend(data: MailJob, key: string, log: Logger): Promise<KeptMailRow | null> {
    if (await this.erased(data.recordId)) return (log.info('mail not sent: the record was erased'), null);
    const kept = await this.deps.store.getKeptMail(key);
    if (kept?.status === 'sent') return (log.debug('mail already sent'), null);
    if (kept?.status === 'failed') return (log.debug('mail already failed for good'), null);
    if (kept) return kept;
    const made = await this.parts.kept.keep(data, key);
    if (made === 'gone') return (log.info('mail not sent: the record is gone or a newer message replaced it'), null);
    if (made === 'erased') return (log.info('mail not sent: the record was erased'), null);
    if ('overLimit' in made) return (await this.limited(data, made.overLimit, log), null);
    return made;
  }

  private async deliver(job: Job): Promise<void> {
    const parsed = mailJobSchema.safeParse(job.data);
    if (!parsed.success) throw new UnrecoverableError(`malformed mail job: ${parsed.error.message}`);
    const data = parsed.data;
    const key = mailKey(data);
    const log = this.deps.log.child({ recordId: data.recordId, mail: data.kind, sequence: data.sequence });
    const found = await this.keptToSend(data, key, log);
    if (!found) return;
    const kept = { ...found, attempts: found.attempts + 1 };
    // Updates only: a row the erase deleted stays deleted, and the message does not go.
    if (!(await this.deps.store.updateKeptMail(key, { attempts: kept.attempts })) || (await this.erased(data.recordId)))
      return log.info('mail not sent: the record was erased');
    try {
      // The kept source itself goes out, so a retry sends the very same bytes (and Message-ID).
      const envelope = { from: sender(this.deps.mail.from).address, to: kept.to };
      const outcome = await this.parts.smtp.send(envelope, kept.source, async () => !(await this.erased(data.recordId)));
      // The erase deletes the kept row and the mail catcher's file; nothing of the message is written back.
      if (outcome === 'abandoned') return log.info('mail not sent: the record was erased while the message was on its way');
    } catch (err) {
      return this.sendFailed(job, kept, err, log);
    }
    await this.sent(data, kept, log);
  }

  /** A send that failed: retried (rethrown) unless it failed for good or this was the last attempt. */
  private async sendFailed(job: Job, kept: KeptMailRow, err: unknown, log: Logger): Promise<never> {
    const failure = smtpFailure(err);
    const lastAttempt = job.attemptsMade + 1 >= (job.opts.attempts ?? 1);
    if (!failure.permanent && !lastAttempt) {
      // Erased while the server kept us waiting: the job ends here instead of waiting for a retry.
      if (!(await this.deps.store.updateKeptMail(kept.key, { error: failure.reason })))
        throw new UnrecoverableError('the record was erased');
      this.parts.counter.inc({ outcome: 'retried' });
      log.warn({ attempt: kept.attempts, reason: failure.reason }, 'mail not sent, will retry');
      // The reason, not the error: BullMQ keeps a failure's message in the queue's event stream.
      throw new Error(failure.reason);
    }
    await this.failed(kept, failure.reason, log);
    throw new UnrecoverableError(failure.reason);
  }

  private async sent(data: MailJob, kept: KeptMailRow, log: Logger) {
    if (!(await this.deps.store.updateKeptMail(kept.key, { status: 'sent', error: null, sentAt: this.deps.clock.now().toISOString() })))
      return log.warn('mail sent while its record was being erased; nothing of it is kept');
    this.parts.counter.inc({ outcome: 'sent' });
    log.info({ attempts: kept.attempts }, 'mail sent');
    if (!visitorKinds.has(data.kind)) return;
    const record = await this.deps.store.setMailState(data.recordId, { mailStatus: 'sent', mailError: null });
    if (!record) return;
    this.deps.events.publish({ kind: 'consultation', record });
    // The link may have arrived while this invite was on its way without it.
    if (isInvite(data.kind) && !kept.meetingLink && record.inviteSequence === data.sequence) await this.parts.producer.linkFollowUp(record);
  }

  /**
   * Over a mail limit: the message is not kept or sent, and the booking says so and why (staff phone the
   * visitor). The log names the limit only: its reason may name the visitor's domain.
   */
  private async limited(data: MailJob, over: MailLimitRule, log: Logger) {
    this.parts.counter.inc({ outcome: 'not-sent' });
    log.warn({ limit: over.name }, 'mail not sent: over a mail limit');
    const record = await this.deps.store.setMailState(data.recordId, { mailStatus: 'not-sent', mailError: over.reason });
    if (record) this.deps.events.publish({ kind: 'consultation', record });
  }

  private async failed(kept: KeptMailRow, reason: string, log: Logger) {
    if (!(await this.deps.store.updateKeptMail(kept.key, { status: 'failed', error: reason })))
      return log.info('mail failed; its record was erased');
    this.parts.counter.inc({ outcome: 'failed' });
    log.error({ reason, attempts: kept.attempts }, 'mail failed for good');
    if (!visitorKinds.has(kept.kind)) return;
    const record = await this.deps.store.setMailState(kept.recordId, { mailStatus: 'failed', mailError: reason });
    if (record) this.deps.events.publish({ kind: 'consultation', record });
  }
}
