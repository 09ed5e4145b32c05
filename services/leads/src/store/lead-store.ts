// The store's ports: the only way the leads service reaches its data, one port per aggregate (each a
// handful of methods), and `LeadStore`, their composition, which wiring code passes around. A caller that
// needs one aggregate takes that port (`StaffAccounts`, `KeptMailStore`, …): a LeadStore is each of them.
// Two adapters implement every port (sqlite/, mongo/) and pass one conformance suite
// (services/leads/test/store-conformance.ts). docs/store.md describes the seams, transactions and migrations.
import { type OdooBusy, type OdooChange, type SyncResult } from '@site/contracts/jobs';
import { type ConsultationRecord, type ContactRecord, type LeadKind } from '@site/contracts/records';
import { type StaffUser } from '@site/contracts/auth';
import { type LeadCounts } from '@site/contracts/lead-lists';
import { type KeptMail } from '@site/contracts/mail';
import { type MailStatus } from '@site/contracts/options';
import { type BookingChange } from '../records/booking-change-rules';
import { type HeldTime } from '../records/booking-slot-rules';
import { type NewConsultation, type NewContact } from '../records/record-rules';
import { type LeadRef } from './lead-ref';
import { type PrivacyStore } from './privacy-port';

export type { LeadRef, NewConsultation, NewContact };

/** What a create carries besides the fields: a retried submission is found by its key. */
export type CreateOptions = {
  idempotencyKey?: string | undefined;
  /** Hash of the request body, so that a key reused for another body is refused. */
  requestHash: string;
  /**
   * The caller hands the new record to the queue right away: it is stored as handed over (out of the
   * outbox) in the same write, and the caller puts it back with `markUnqueued` if the hand-over fails. A
   * crash in between leaves it pending and handed over, which the reconciler's stale check finds.
   */
  handedOver?: boolean;
};

export type CreateOutcome<R> =
  /** A new record was stored. */
  | { created: true; record: R }
  /** The idempotency key was seen before: the first record, and the body hash it was stored with. */
  | { created: false; record: R; requestHash: string };

export type RecordOf<K extends LeadKind> = K extends 'contact' ? ContactRecord : ConsultationRecord;

/**
 * What the lists filter on: `q` a case-insensitive substring of name, e-mail or company (already
 * trimmed; empty means none), `status` the entity status (leadStatus of a contact, status of a booking).
 */
export type ListFilter = { q?: string | undefined; status?: string | undefined };
/** A position in the newest-first order: the last record of the page before. */
export type ListPosition = { createdAt: string; id: string };
export type PageRequest = { limit: number; after?: ListPosition | undefined };

export type RequeueOutcome = { ref: LeadRef; requeued: boolean };

/** Leads as staff read them: created one submission at a time, listed, counted, looked up. */
export interface LeadRecords {
  createContact(input: NewContact, opts: CreateOptions): Promise<CreateOutcome<ContactRecord>>;
  createConsultation(input: NewConsultation, opts: CreateOptions): Promise<CreateOutcome<ConsultationRecord>>;
  /**
   * One page of a list, newest first (createdAt, then id, descending), strictly after `page.after`.
   * Reads an index range, never the whole collection.
   */
  listPage<K extends LeadKind>(kind: K, filter: ListFilter, page: PageRequest): Promise<RecordOf<K>[]>;
  /** How many records of the kind the filter matches: the list's total (counters or an index count, not a scan). */
  filteredTotal(kind: LeadKind, filter: ListFilter): Promise<number>;
  /** The figures behind the dashboard's four cards, at `now`. */
  dashboardFigures(now: Date): Promise<LeadCounts>;
  getLead(kind: LeadKind, id: string): Promise<LeadRef | null>;
}

/** The way to Odoo and back: the outbox the sweeper hands to the queue, and what the worker and the pull report. */
export interface LeadSync {
  /** Pending records not yet handed to the queue, oldest first (the outbox). */
  listUnqueued(limit: number): Promise<LeadRef[]>;
  /** Records that the queue has accepted; the sweeper skips them. */
  markEnqueued(kind: LeadKind, id: string): Promise<void>;
  /** Pending records already handed to the queue and unchanged since `before` (ISO time), oldest first. */
  listStalePending(before: string, limit: number): Promise<LeadRef[]>;
  /** Puts a pending record back in the outbox (its job was lost, or its hand-over failed). */
  markUnqueued(kind: LeadKind, id: string): Promise<void>;
  /** Applies a worker's outcome; returns the record as changed, or null if it does not exist. */
  applySyncResult(result: SyncResult): Promise<LeadRef | null>;
  /**
   * A failed record, or one still pending whose last change is older than `pendingBefore` (ISO time),
   * goes back to pending and into the outbox; others are left alone. Null if not found.
   */
  requeue(kind: LeadKind, id: string, pendingBefore: string): Promise<RequeueOutcome | null>;
  /**
   * Applies a change pulled back from Odoo (a lead's status, a meeting moved, cancelled or over) when it
   * differs from the record; `changed` tells whether it did. Null when no record of that kind has the id.
   */
  applyOdooChange(change: OdooChange): Promise<{ ref: LeadRef; changed: boolean } | null>;
}

export type StoredUser = StaffUser & { passwordHash: string; disabled: boolean };

/** A staff account as the `staff` command lists it (never the password hash). */
export type StaffAccount = StaffUser & { disabled: boolean; createdAt: string };

/** What `updateUser` may change. A new password or disabling ends every session of the user. */
export type StaffUserPatch = { passwordHash?: string; disabled?: boolean; canOperateQueues?: boolean };

/** Staff users and their sessions: one aggregate, since a new password or a disabled account ends the sessions. */
export interface StaffAccounts {
  countUsers(): Promise<number>;
  findUserByUsername(username: string): Promise<StoredUser | null>;
  /** Throws StoreConflictError if the username is taken. */
  createUser(username: string, passwordHash: string, opts: { canOperateQueues: boolean }): Promise<StaffUser>;
  listUsers(): Promise<StaffAccount[]>;
  /** False if there is no such user. A new password or `disabled: true` also deletes the user's sessions, in one step. */
  updateUser(username: string, patch: StaffUserPatch): Promise<boolean>;
  /**
   * Stores a session, in one step with a check that the user still has the password hash the login
   * verified and is not disabled; false (no session) when not, so a login racing a password change or a
   * disable never leaves a session behind.
   */
  createSession(tokenHash: string, userId: string, expiresAt: Date, now: Date, passwordHash: string): Promise<boolean>;
  /**
   * The session's user while the session has not expired, was used after `idleSince`, and its user
   * is not disabled.
   */
  findSessionUser(tokenHash: string, now: Date, idleSince: Date): Promise<StaffUser | null>;
  /** Records activity on a session (for the idle timeout). */
  touchSession(tokenHash: string, now: Date): Promise<void>;
  deleteSession(tokenHash: string): Promise<void>;
  /** Deletes sessions past their absolute expiry or idle since `idleSince`. */
  deleteExpiredSessions(now: Date, idleSince: Date): Promise<number>;
}

/** A kept message with what only the leads service reads: the raw source sent, and the video link it carried. */
export type KeptMailRow = KeptMail & { source: string; meetingLink: string | null };
export type KeptMailPatch = Partial<Pick<KeptMail, 'status' | 'error' | 'attempts' | 'sentAt'>>;
export type KeptMailPosition = { createdAt: string; key: string };

/**
 * A limit on mail, counted on the kept mail: at most `max` messages to `to` (an address, any case, or a
 * domain), of `kinds` (every kind when omitted), kept since `since` (ISO time).
 */
export type KeptMailLimit = {
  to: { address: string } | { domain: string };
  kinds?: KeptMail['kind'][] | undefined;
  since: string;
  max: number;
};

/** What keeping a new message did: kept it, found its key kept already, found its record erased, or the limit it would pass. */
export type KeepOutcome<L extends KeptMailLimit = KeptMailLimit> = 'kept' | 'exists' | 'erased' | { over: L };

/** Every message sent to a visitor or to staff, with its raw source. */
export interface KeptMailStore {
  /**
   * Keeps a new message, in one step with its checks: refused when its record is erased (an erase that
   * ran while the message was being composed must not find it back afterwards), when its key is kept
   * already, or when it would pass one of `limits` (the first such limit is returned). The count and
   * the insert are one transaction, so two processes keeping mail to one address cannot both pass a count.
   */
  insertKeptMail<L extends KeptMailLimit>(mail: KeptMailRow, limits?: readonly L[]): Promise<KeepOutcome<L>>;
  /** Changes a kept message's state; false when it is gone (its record was erased): never re-creates it. */
  updateKeptMail(key: string, patch: KeptMailPatch): Promise<boolean>;
  getKeptMail(key: string): Promise<KeptMailRow | null>;
  /** One page of kept mail, newest first (createdAt, then key, descending), strictly after `after`. */
  listKeptMail(page: { limit: number; after?: KeptMailPosition | undefined }): Promise<KeptMail[]>;
  /** Deletes every kept message of a record, in one step; returns what it deleted (the mail catcher's files go too). */
  deleteKeptMail(recordId: string): Promise<KeptMail[]>;
}

export type MailStatePatch = { mailStatus?: MailStatus | null; mailError?: string | null; meetingLink?: string | null };

/**
 * What a visitor's change did: `changed` false when the booking already said so (idempotent);
 * `refused` when it cannot apply (a cancelled booking is not rescheduled).
 */
export type BookingChangeOutcome = { ref: LeadRef; changed: boolean; refused?: 'cancelled' | 'too-many-changes' | 'slot-taken' };

/** A booking's own state besides its lead: its mail to the visitor, its invite sequence, its links, the visitor's changes. */
export interface BookingState {
  /** Sets a booking's mail status, error or video link; the record as changed, or null if there is none. */
  setMailState(id: string, patch: MailStatePatch): Promise<ConsultationRecord | null>;
  /**
   * Raises a booking's invite sequence by one if it is still `from` (compare-and-set, so two callers that
   * saw the same sequence raise it once); the record as changed, or null when it was not raised.
   */
  raiseInviteSequence(id: string, from: number): Promise<ConsultationRecord | null>;
  /** Raises a booking's link version by one (the links sent before stop working); the record, or null. */
  raiseLinkVersion(id: string, now: Date): Promise<ConsultationRecord | null>;
  /**
   * Reschedules (status `rescheduled`, the new date and time) or cancels (status `cancelled`) a
   * booking, in one atomic step: raises `revision` and `inviteSequence` by one, sets the sync state to
   * pending without error, puts the record back in the outbox and sets `updatedAt` to `now`. The same
   * change again, or cancelling a cancelled booking, changes nothing (`changed: false`); rescheduling a
   * cancelled booking is refused, and so is a move onto time that is not free (another booking's, the
   * organiser's busy time in Odoo: `slot-taken`, nothing changed). The booking's held time follows in the
   * same step (a cancel frees it). Null when no booking has the id.
   */
  changeBooking(id: string, change: BookingChange, now: Date): Promise<BookingChangeOutcome | null>;
}

/** Two or more bookings holding the same time: each, with the ids of those it overlaps. */
export type BookingClash = { id: string; with: string[] };

/**
 * The time meetings hold (docs/booking.md, "Availability"). Every booking that is not cancelled holds
 * the half-hour cells its meeting touches, written in the same step as the booking itself: a new booking
 * or a visitor's move onto a cell another booking holds, or onto the organiser's busy time in Odoo, is
 * refused there (createConsultation throws SlotTakenError; changeBooking answers `slot-taken`), so the
 * check holds with several leads services on one store. A meeting staff moved in Odoo, and bookings made
 * before this rule, hold their cells whatever else does: such overlaps are listed as clashes for staff.
 */
export interface BookingSlots {
  /**
   * The time held between `from` and `to`: the cells bookings hold (but `except`'s own, for a booking
   * being moved) and the organiser's busy intervals in Odoo.
   */
  heldBetween(from: Date, to: Date, except?: string): Promise<HeldTime>;
  /** Replaces the organiser's busy time with a newer read from Odoo; false (nothing changed) for an older one. */
  replaceOdooBusy(read: OdooBusy): Promise<boolean>;
  /** Bookings whose meetings, not yet over at `now`, overlap another booking's. */
  listClashes(now: Date): Promise<BookingClash[]>;
}

/** Every port in one object: what server.ts opens and the wiring passes on. */
export type LeadStore = LeadRecords &
  LeadSync &
  StaffAccounts &
  KeptMailStore &
  BookingState &
  BookingSlots & {
    readonly name: 'sqlite' | 'mongo';
    /** Privacy rights: a person's records, corrections, deletions, erasure reports, the audit log. */
    readonly privacy: PrivacyStore;
    close(): Promise<void>;
  };

export class StoreConflictError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'StoreConflictError';
  }
}

/** A booking's time is not free (another booking holds it, or the organiser is busy in Odoo): nothing was stored. */
export class SlotTakenError extends Error {
  constructor() {
    super('the time is not free');
    this.name = 'SlotTakenError';
  }
}
