// The store port: the only way the leads service reaches its data. Two adapters implement it
// (sqlite-store.ts, mongo-store.ts) and pass one conformance suite (store-conformance.ts).
import { type ContactSubmission } from '@site/contracts/contact';
import { type ConsultationSubmission } from '@site/contracts/consultation';
import { type OdooChange, type SyncResult } from '@site/contracts/jobs';
import { type ConsultationRecord, type ContactRecord, type LeadKind } from '@site/contracts/records';
import { type StaffUser } from '@site/contracts/auth';

/** What a create carries besides the fields: a retried submission is found by its key. */
export type CreateOptions = {
  idempotencyKey?: string | undefined;
  /** Hash of the request body, so that a key reused for another body is refused. */
  requestHash: string;
};

export type NewContact = Omit<ContactSubmission, 'honeypot' | 'fillMs'>;
export type NewConsultation = Omit<ConsultationSubmission, 'honeypot' | 'fillMs'>;

export type CreateOutcome<R> =
  /** A new record was stored. */
  | { created: true; record: R }
  /** The idempotency key was seen before: the first record, and the body hash it was stored with. */
  | { created: false; record: R; requestHash: string };

export type LeadRef =
  | { kind: 'contact'; record: ContactRecord }
  | { kind: 'consultation'; record: ConsultationRecord };

export type RequeueOutcome = { ref: LeadRef; requeued: boolean };

export type StoredUser = StaffUser & { passwordHash: string };

export interface LeadStore {
  readonly name: 'sqlite' | 'mongo';

  createContact(input: NewContact, opts: CreateOptions): Promise<CreateOutcome<ContactRecord>>;
  createConsultation(input: NewConsultation, opts: CreateOptions): Promise<CreateOutcome<ConsultationRecord>>;
  /** Newest first. */
  listContacts(): Promise<ContactRecord[]>;
  /** Newest first. */
  listConsultations(): Promise<ConsultationRecord[]>;
  getLead(kind: LeadKind, id: string): Promise<LeadRef | null>;

  /** Pending records not yet handed to the queue, oldest first (the outbox). */
  listUnqueued(limit: number): Promise<LeadRef[]>;
  /** Records that the queue has accepted; the sweeper skips them. */
  markEnqueued(kind: LeadKind, id: string): Promise<void>;
  /** Pending records already handed to the queue and unchanged since `before` (ISO time), oldest first. */
  listStalePending(before: string, limit: number): Promise<LeadRef[]>;
  /** Puts a record back in the outbox (its job was lost): the sweeper hands it over again. */
  markUnqueued(kind: LeadKind, id: string): Promise<void>;
  /** Applies a worker's outcome; returns the record as changed, or null if it does not exist. */
  applySyncResult(result: SyncResult): Promise<LeadRef | null>;
  /** A failed record goes back to pending and into the outbox; others are left alone. Null if not found. */
  requeue(kind: LeadKind, id: string): Promise<RequeueOutcome | null>;

  countUsers(): Promise<number>;
  findUserByUsername(username: string): Promise<StoredUser | null>;
  /** Throws StoreConflictError if the username is taken. */
  createUser(username: string, passwordHash: string): Promise<StaffUser>;

  createSession(tokenHash: string, userId: string, expiresAt: Date): Promise<void>;
  /** The session's user while the session has not expired. */
  findSessionUser(tokenHash: string, now: Date): Promise<StaffUser | null>;
  deleteSession(tokenHash: string): Promise<void>;
  deleteExpiredSessions(now: Date): Promise<number>;

  close(): Promise<void>;

  /**
   * Applies a change pulled back from Odoo (a lead's status, a meeting moved, cancelled or over) when it
   * differs from the record; `changed` tells whether it did. Null when no record of that kind has the id.
   */
  applyOdooChange(change: OdooChange): Promise<{ ref: LeadRef; changed: boolean } | null>;
}

export class StoreConflictError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'StoreConflictError';
  }
}
