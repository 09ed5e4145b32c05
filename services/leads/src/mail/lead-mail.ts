// The mail the leads service sends: a booking's confirmation, updates and cancellation to the visitor,
// and a notice per new lead to staff. Each message is a job on its own BullMQ queue ("mail") whose id is
// the message key (booking, kind, invite sequence); the job holds only that key's parts, and the worker
// reads the record from the store when it sends, so Redis never holds an address or a text.
// Exactly once per key: the kept-mail row is checked before sending (sent: done) and marked sent after
// the server's 250; see docs/mail.md for the one window where a message can go twice (same Message-ID).
// An erased record's mail never goes: the worker checks the record's tombstone before it keeps and before
// it sends a message, a kept row is only ever updated (an erase's delete is never undone), and the erase
// removes every mail job the record had. Mail to one address and to one domain is limited (mail-limits.ts).
import { type Job, type Queue, UnrecoverableError, Worker, type ConnectionOptions } from 'bullmq';
import { type Clock } from '@site/contracts/clock';
import { rm } from 'node:fs/promises';
import { join } from 'node:path';
import nodemailer, { type Transporter } from 'nodemailer';
import MailComposer from 'nodemailer/lib/mail-composer';
import { type Logger } from 'pino';
import { type Counter } from 'prom-client';
import { type MailJob, mailJobSchema, mailKey } from '@site/contracts/mail';
import { keptMailFileName } from '@site/contracts/mail-files';
import { type ConsultationRecord } from '@site/contracts/records';
import { type MailConfig } from '../config';
import { type MailOfRecord } from '../privacy/erasure';
import { type KeptMailRow, type LeadRef, type LeadStore } from '../store/lead-store';
import { type LiveEvents } from '../sync/live-events';
import { bookingMail, type ComposedMail, type MailSettings, sender, staffNotice } from './booking-message';
import { mailOverLimit } from './mail-limits';
import { smtpFailure } from './smtp-failure';

export type LeadMail = {
  /** A new lead was stored: queue the booking's confirmation (delayed, waiting for Odoo) and the staff notice. */
  leadStored(ref: LeadRef): Promise<void>;
  /**
   * The record reached Odoo: write the booking's video link (Odoo's, else MEETING_LINK_TEMPLATE), send the
   * waiting confirmation now, and an update when a confirmation already went without the link.
   * `odooLink` is the link the synced result brought, when the caller has it.
   */
  odooSynced(ref: LeadRef, odooLink?: string | null): Promise<void>;
  /** The visitor, or staff in Odoo, moved (an update) or cancelled (a cancellation) the booking. */
  bookingChanged(ref: LeadRef, by?: 'visitor' | 'staff'): Promise<void>;
  /** Staff sent a booking's link again (a new one): mail it to the booking's address. */
  linkResent(record: ConsultationRecord): Promise<void>;
  /** Deletes a record's kept mail (rows and the mail catcher's files) and its mail jobs; how many messages it removed. */
  eraseRecord(record: MailOfRecord): Promise<number>;
};

/** Retry policy of a mail job: exponential back-off from `baseMs`, each wait capped at `capMs`. */
export type MailRetry = { attempts: number; baseMs: number; capMs: number };
/** 30 attempts from 5 s, capped at 15 min: about six hours of a mail server being away. */
export const MAIL_RETRY: MailRetry = { attempts: 30, baseMs: 5000, capMs: 15 * 60_000 };

/** Job options of every mail job: nothing stays in Redis once a job is done (the kept mail is the record). */
export const mailJobOptions = (retry: MailRetry) => ({
  attempts: retry.attempts,
  backoff: { type: 'capped' },
  removeOnComplete: true,
  removeOnFail: true,
});

/** Kinds the visitor receives about their booking (the staff notice is not one). */
const visitorKinds = new Set<MailJob['kind']>(['confirmation', 'update', 'cancellation', 'link']);
const isInvite = (kind: MailJob['kind']) => kind === 'confirmation' || kind === 'update';

type Deps = {
  store: LeadStore;
  events: LiveEvents;
  log: Logger;
  mail: MailConfig;
  publicUrl: string;
  /** The page of a booking, at its current link version. */
  bookingLink: (record: { id: string; linkVersion?: number | undefined }) => string;
  clock: Clock;
};

/** What both the real mail and mail-off do: the video link on the record, and erasing kept mail. */
class LinksAndErase {
  constructor(protected readonly deps: Deps) {}

  /** Writes the booking's video link (Odoo's first, else the template's); the record as it now is. */
  protected async writeLink(ref: LeadRef, odooLink: string | null | undefined): Promise<ConsultationRecord | null> {
    // The record as the sync result left it (the caller has just applied it to the store).
    const current = ref.record as ConsultationRecord;
    const template = this.deps.mail.meetingLinkTemplate?.replaceAll('{id}', encodeURIComponent(current.id));
    const link = odooLink || current.meetingLink || template || null;
    if (!link || link === current.meetingLink) return current;
    const next = await this.deps.store.setMailState(current.id, { meetingLink: link });
    if (next) {
      this.deps.log.info({ recordId: current.id, fromOdoo: !!odooLink }, 'video link written');
      this.deps.events.publish({ kind: 'consultation', record: next });
    }
    return next;
  }

  async eraseRecord(record: MailOfRecord): Promise<number> {
    return eraseKeptMail(this.deps.store, this.deps.mail.catcherDir, this.deps.log, record.id);
  }
}

/**
 * Erases a record's kept mail: the store's rows and, where the mail catcher keeps files here, its files.
 * Shared by the service and the retention command (which sends no mail but must erase what was kept).
 */
export async function eraseKeptMail(store: LeadStore, catcherDir: string | undefined, log: Logger, recordId: string): Promise<number> {
  try {
    const gone = await store.deleteKeptMail(recordId);
    if (catcherDir) await Promise.all(gone.map((m) => rm(join(catcherDir, keptMailFileName(m.messageId)), { force: true })));
    log.info({ recordId, messages: gone.length }, 'kept mail erased');
    return gone.length;
  } catch (err) {
    log.error({ recordId, err: (err as Error).message }, 'kept mail could not be erased');
    throw err;
  }
}

/** Mail off (no SMTP_URL): nothing is sent and mailStatus stays null; video links are still written. */
export class MailOff extends LinksAndErase implements LeadMail {
  async leadStored() {}
  async bookingChanged() {}
  async linkResent() {}
  async odooSynced(ref: LeadRef, odooLink?: string | null) {
    if (ref.kind !== 'consultation') return;
    await this.writeLink(ref, odooLink).catch((err: Error) => this.deps.log.error({ recordId: ref.record.id, err: err.message }, 'video link not written'));
  }
  start() {}
  async close() {}
}

export class QueuedLeadMail extends LinksAndErase implements LeadMail {
  private worker: Worker | undefined;
  /** New messages are counted against the mail limits and kept one at a time (the worker sends two at once). */
  private keeping: Promise<unknown> = Promise.resolve();
  private readonly transport: Transporter;
  private readonly settings: MailSettings;

  constructor(
    deps: Deps,
    private readonly queue: Queue,
    private readonly opts: { connection: ConnectionOptions; counter: Counter; retry?: MailRetry },
  ) {
    super(deps);
    // One connection per message: mail is a trickle, and a fresh connection has no stale state to fail on.
    this.transport = nodemailer.createTransport({ url: deps.mail.smtpUrl, connectionTimeout: 20_000, greetingTimeout: 20_000, socketTimeout: 60_000 });
    this.settings = { from: deps.mail.from, staffNotifyEmail: deps.mail.staffNotifyEmail, publicUrl: deps.publicUrl, bookingLink: deps.bookingLink };
  }

  private get retry() {
    return this.opts.retry ?? MAIL_RETRY;
  }

  start() {
    const { baseMs, capMs } = this.retry;
    this.worker = new Worker(this.queue.name, (job) => this.deliver(job), {
      connection: this.opts.connection,
      concurrency: 2,
      // A process killed mid-send: its job goes back to the queue within about half a minute.
      lockDuration: 20_000,
      stalledInterval: 10_000,
      settings: { backoffStrategy: (attemptsMade: number) => Math.min(capMs, baseMs * 2 ** Math.max(0, attemptsMade - 1)) * (0.75 + Math.random() * 0.5) },
    });
    this.worker.on('error', (err) => this.deps.log.warn({ err: err.message }, 'mail worker: redis error'));
  }

  async close() {
    await this.worker?.close();
    this.transport.close();
  }

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

  async leadStored(ref: LeadRef) {
    const { id } = ref.record;
    await this.safely(id, 'queueing the new lead\'s mail', async () => {
      if (ref.kind === 'consultation') {
        const record = await this.deps.store.setMailState(id, { mailStatus: 'pending', mailError: null });
        if (record) this.deps.events.publish({ kind: 'consultation', record });
        await this.add({ kind: 'confirmation', recordKind: 'consultation', recordId: id, sequence: 0 }, this.deps.mail.waitForOdooMs);
      }
      if (this.deps.mail.staffNotifyEmail) await this.add({ kind: 'staff-notice', recordKind: ref.kind, recordId: id, sequence: 0 });
    });
  }

  async odooSynced(ref: LeadRef, odooLink?: string | null) {
    if (ref.kind !== 'consultation') return;
    const { id } = ref.record;
    await this.safely(id, 'acting on the Odoo sync', async () => {
      const record = await this.writeLink(ref, odooLink);
      if (!record) return;
      const confirmation: MailJob = { kind: 'confirmation', recordKind: 'consultation', recordId: id, sequence: 0 };
      const kept = await this.deps.store.getKeptMail(mailKey(confirmation));
      if (!kept && record.mailStatus !== null) {
        // Queued again in case the first hand-over was lost (Redis down when the booking came): the same
        // job id makes this a no-op while it waits; then it goes now instead of at the end of the wait.
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
  private async linkFollowUp(record: ConsultationRecord) {
    if (!record.meetingLink || record.status === 'cancelled') return;
    const seq = record.inviteSequence;
    const latest =
      (await this.deps.store.getKeptMail(mailKey({ kind: 'update', recordKind: 'consultation', recordId: record.id, sequence: seq }))) ??
      (await this.deps.store.getKeptMail(mailKey({ kind: 'confirmation', recordKind: 'consultation', recordId: record.id, sequence: seq })));
    if (!latest || latest.status !== 'sent' || latest.meetingLink) return;
    const raised = await this.deps.store.raiseInviteSequence(record.id, seq);
    if (!raised) return;
    this.deps.log.info({ recordId: record.id, sequence: raised.inviteSequence }, 'video link arrived after the invite: update queued');
    await this.add({ kind: 'update', recordKind: 'consultation', recordId: record.id, sequence: raised.inviteSequence });
  }

  async bookingChanged(ref: LeadRef, by: 'visitor' | 'staff' = 'visitor') {
    if (ref.kind !== 'consultation') return;
    const { id } = ref.record;
    await this.safely(id, 'queueing the change mail', async () => {
      // The record as the change left it: its status and the invite sequence the change raised.
      const record = ref.record as ConsultationRecord;
      const kind = record.status === 'cancelled' ? 'cancellation' : 'update';
      const next = await this.deps.store.setMailState(id, { mailStatus: 'pending', mailError: null });
      if (next) this.deps.events.publish({ kind: 'consultation', record: next });
      await this.add({ kind, recordKind: 'consultation', recordId: id, sequence: record.inviteSequence, by });
    });
  }

  async linkResent(record: ConsultationRecord) {
    await this.safely(record.id, 'queueing the booking link', async () => {
      const next = await this.deps.store.setMailState(record.id, { mailStatus: 'pending', mailError: null });
      if (next) this.deps.events.publish({ kind: 'consultation', record: next });
      await this.add({ kind: 'link', recordKind: 'consultation', recordId: record.id, sequence: record.linkVersion ?? 0 });
    });
  }

  override async eraseRecord(record: MailOfRecord) {
    // Every mail job the record may have goes too (they name only the record, but must not run): one per
    // kind and sequence up to the booking's invite sequence and link version. A job a worker holds stays;
    // it finds the tombstone before it sends. (A job's key does not depend on the record's kind.)
    const recordId = record.id;
    const jobs: MailJob[] = [
      { kind: 'confirmation', recordKind: 'consultation', recordId, sequence: 0 },
      { kind: 'staff-notice', recordKind: 'consultation', recordId, sequence: 0 },
    ];
    for (let sequence = 0; sequence <= (record.inviteSequence ?? 0); sequence++)
      jobs.push({ kind: 'update', recordKind: 'consultation', recordId, sequence }, { kind: 'cancellation', recordKind: 'consultation', recordId, sequence });
    for (let sequence = 0; sequence <= (record.linkVersion ?? 0); sequence++) jobs.push({ kind: 'link', recordKind: 'consultation', recordId, sequence });
    await Promise.all(jobs.map((job) => this.queue.remove(mailKey(job)).catch(() => 0)));
    return super.eraseRecord(record);
  }

  /** Whether the record was erased: its mail must not be kept or sent. */
  private async erased(recordId: string): Promise<boolean> {
    return (await this.deps.store.privacy.erasedRecord(recordId)) !== null;
  }

  /**
   * The message of a job, null when it must not go (the record is gone, or a newer invite or link replaced
   * it), or the limit it would pass (mail-limits.ts).
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

  /**
   * Composes a new message and keeps it (pending), unless its record is gone or erased, or the message
   * would pass a mail limit. Run one at a time, so two messages to one address cannot both pass the count.
   */
  private async keepNew(data: MailJob, key: string): Promise<KeptMailRow | { overLimit: string } | 'gone' | 'erased'> {
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

  private async deliver(job: Job): Promise<void> {
    const parsed = mailJobSchema.safeParse(job.data);
    if (!parsed.success) throw new UnrecoverableError(`malformed mail job: ${parsed.error.message}`);
    const data = parsed.data;
    const key = mailKey(data);
    const log = this.deps.log.child({ recordId: data.recordId, mail: data.kind, sequence: data.sequence });
    if (await this.erased(data.recordId)) return log.info('mail not sent: the record was erased');
    let kept = await this.deps.store.getKeptMail(key);
    if (kept?.status === 'sent') return log.debug('mail already sent');
    if (kept?.status === 'failed') return log.debug('mail already failed for good');
    if (!kept) {
      const turn = this.keeping.then(() => this.keepNew(data, key));
      this.keeping = turn.catch(() => undefined);
      const made = await turn;
      if (made === 'gone') return log.info('mail not sent: the record is gone or a newer message replaced it');
      if (made === 'erased') return log.info('mail not sent: the record was erased');
      if ('overLimit' in made) return this.limited(data, made.overLimit, log);
      kept = made;
    }
    kept = { ...kept, attempts: kept.attempts + 1 };
    // Updates only: a row the erase deleted stays deleted, and the message does not go.
    if (!(await this.deps.store.updateKeptMail(key, { attempts: kept.attempts })) || (await this.erased(data.recordId)))
      return log.info('mail not sent: the record was erased');
    try {
      // The kept source itself goes out, so a retry sends the very same bytes (and Message-ID).
      await this.transport.sendMail({ envelope: { from: sender(this.deps.mail.from).address, to: kept.to }, raw: kept.source });
    } catch (err) {
      const failure = smtpFailure(err);
      const lastAttempt = job.attemptsMade + 1 >= (job.opts.attempts ?? 1);
      if (!failure.permanent && !lastAttempt) {
        // Erased while the server kept us waiting: the job ends here instead of waiting for a retry.
        if (!(await this.deps.store.updateKeptMail(key, { error: failure.reason }))) throw new UnrecoverableError('the record was erased');
        this.opts.counter.inc({ outcome: 'retried' });
        log.warn({ attempt: kept.attempts, reason: failure.reason }, 'mail not sent, will retry');
        throw err;
      }
      await this.failed(kept, failure.reason, log);
      throw new UnrecoverableError(failure.reason);
    }
    if (!(await this.deps.store.updateKeptMail(key, { status: 'sent', error: null, sentAt: this.deps.clock.now().toISOString() })))
      return log.warn('mail sent while its record was being erased; nothing of it is kept');
    this.opts.counter.inc({ outcome: 'sent' });
    log.info({ attempts: kept.attempts }, 'mail sent');
    if (!visitorKinds.has(data.kind)) return;
    const record = await this.deps.store.setMailState(data.recordId, { mailStatus: 'sent', mailError: null });
    if (!record) return;
    this.deps.events.publish({ kind: 'consultation', record });
    // The link may have arrived while this invite was on its way without it.
    if (isInvite(data.kind) && !kept.meetingLink && record.inviteSequence === data.sequence) await this.linkFollowUp(record);
  }

  /** Over a mail limit: the message is not made or sent, and the booking says why (staff phone the visitor). */
  private async limited(data: MailJob, reason: string, log: Logger) {
    this.opts.counter.inc({ outcome: 'failed' });
    log.warn({ reason }, 'mail not sent: over a mail limit');
    const record = await this.deps.store.setMailState(data.recordId, { mailStatus: 'failed', mailError: reason });
    if (record) this.deps.events.publish({ kind: 'consultation', record });
  }

  private async failed(kept: KeptMailRow, reason: string, log: Logger) {
    if (!(await this.deps.store.updateKeptMail(kept.key, { status: 'failed', error: reason }))) return log.info('mail failed; its record was erased');
    this.opts.counter.inc({ outcome: 'failed' });
    log.error({ reason, attempts: kept.attempts }, 'mail failed for good');
    if (!visitorKinds.has(kept.kind)) return;
    const record = await this.deps.store.setMailState(kept.recordId, { mailStatus: 'failed', mailError: reason });
    if (record) this.deps.events.publish({ kind: 'consultation', record });
  }
}
