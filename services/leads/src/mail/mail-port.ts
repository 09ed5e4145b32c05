// What the rest of the service sees of mail (LeadMail), the dependencies every mail part shares, and the
// retry policy of a mail job. The parts: mail-producer.ts queues messages, mail-worker.ts sends them,
// kept-mail.ts composes and keeps each one before it goes, mail-erasure.ts removes a record's mail.
import { type Clock } from '@site/lagos-time/clock';
import { type MailJob } from '@site/contracts/mail';
import { type ConsultationRecord } from '@site/contracts/records';
import { type Logger } from 'pino';
import { type MailConfig } from '../config';
import { type MailOfRecord } from '../privacy/erasure';
import { type LeadRef, type LeadStore } from '../store/lead-store';
import { type LiveEvents } from '../sync/live-events';

export type LeadMail = {
  /** A new lead was stored: queue the booking's confirmation (delayed, waiting for Odoo) and the staff notice. */
  leadStored(ref: LeadRef): Promise<void>;
  /**
   * The record reached Odoo with its video link settled (records/video-link.ts): send the waiting
   * confirmation now, and an update when a confirmation already went without the link.
   */
  odooSynced(ref: LeadRef): Promise<void>;
  /** The visitor, or staff in Odoo, moved (an update) or cancelled (a cancellation) the booking. */
  bookingChanged(ref: LeadRef, by?: 'visitor' | 'staff'): Promise<void>;
  /** Staff sent a booking's link again (a new one): mail it to the booking's address. */
  linkResent(record: ConsultationRecord): Promise<void>;
  /** Deletes a record's kept mail (rows and the mail catcher's files) and its mail jobs; how many messages it removed. */
  eraseRecord(record: MailOfRecord): Promise<number>;
};

/** What every mail part is given. */
export type MailDeps = {
  store: LeadStore;
  events: Pick<LiveEvents, 'publish'>;
  log: Logger;
  mail: MailConfig;
  publicUrl: string;
  /** The page of a booking, at its current link version. */
  bookingLink: (record: { id: string; linkVersion?: number | undefined }) => string;
  clock: Clock;
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
export const visitorKinds = new Set<MailJob['kind']>(['confirmation', 'update', 'cancellation', 'link']);
export const isInvite = (kind: MailJob['kind']) => kind === 'confirmation' || kind === 'update';
