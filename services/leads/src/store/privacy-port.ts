// The store's part in privacy rights: finding a person's records, correcting and deleting them, the
// erasure reports and the append-only audit log. Both adapters implement it (sqlite-privacy.ts,
// mongo-privacy.ts) and pass one conformance suite (privacy-conformance.ts).
import { type AuditEntry, type Erasure } from '@site/contracts/privacy';
import { type LeadKind } from '@site/contracts/records';
import { type LeadRef } from './lead-store';

/** A person: an e-mail address (compared case-insensitively) or a phone key (`phoneKey`). */
export type PersonMatch = { email: string } | { phoneKey: string };

export type CorrectableField = 'name' | 'email' | 'phone' | 'company';

export type RecordKey = { kind: LeadKind; id: string };

export type NewAuditEntry = Omit<AuditEntry, 'seq'>;

export interface PrivacyStore {
  /** Every record of the person, both kinds, newest first (at most `limit` per kind). */
  findPerson(match: PersonMatch, limit: number): Promise<LeadRef[]>;
  /**
   * Sets one field; when the value differs, raises `revision` and sends the record back to the outbox
   * (pending, not enqueued) so the change reaches Odoo. Null when there is no such record.
   */
  correctRecord(kind: LeadKind, id: string, field: CorrectableField, value: string | null, now: Date): Promise<{ ref: LeadRef; changed: boolean } | null>;
  /** Deletes the records (and their counters); returns how many existed. */
  deleteRecords(keys: readonly RecordKey[]): Promise<number>;
  /** Records created before `before` (ISO time), oldest first, both kinds. */
  listCreatedBefore(before: string, limit: number): Promise<LeadRef[]>;

  createErasure(erasure: Erasure): Promise<void>;
  /** Applies the worker's report (or a failure) to an erasure; null when unknown. */
  finishErasure(id: string, patch: Pick<Erasure, 'status' | 'mode' | 'odoo' | 'error' | 'finishedAt'>): Promise<Erasure | null>;
  getErasure(id: string): Promise<Erasure | null>;
  listErasures(limit: number): Promise<Erasure[]>;

  /** Appends to the audit log; there is no way to change or delete an entry. */
  appendAudit(entry: NewAuditEntry): Promise<void>;
  /** Newest first, strictly older than `before` (an entry's seq). */
  listAudit(limit: number, before?: number): Promise<AuditEntry[]>;
}
