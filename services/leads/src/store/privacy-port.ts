// The store's ports for privacy rights: a person's records (found, corrected, deleted), the erasure ledger
// (tombstones of erased records and the erasure reports) and the append-only, HMAC-chained audit log. Both
// adapters implement each (sqlite/, mongo/) and pass one conformance suite
// (services/leads/test/privacy-conformance.ts).
import { type AuditEntry, type Erasure } from '@site/contracts/privacy';
import { type LeadKind } from '@site/contracts/records';
import { type LeadRef } from './lead-ref';

/** A person: an e-mail address (compared case-insensitively) or a phone number in E.164 (`phoneE164`). */
export type PersonMatch = { email: string } | { phoneE164: string };

export type CorrectableField = 'name' | 'email' | 'phone' | 'company';

export type RecordKey = { kind: LeadKind; id: string };

export type NewAuditEntry = Omit<AuditEntry, 'seq'>;

/** An audit entry as stored: with its link in the chain (null for entries written before the chain). */
export type SealedAuditEntry = AuditEntry & { mac: string | null };

/** Computes an entry's MAC from the one before it (null for the first); the key stays with the caller. */
export type AuditSeal = (previousMac: string | null, entry: AuditEntry) => string;

/** A tombstone: the record was erased and must never be written anywhere again. */
export type ErasedRecord = RecordKey & { erasureId: string; erasedAt: string };

/** A person's records across both kinds. */
export interface PersonRecords {
  /** Every record of the person, both kinds, newest first (at most `limit` per kind). */
  findPerson(match: PersonMatch, limit: number): Promise<LeadRef[]>;
  /**
   * Sets one field; when the value differs, raises `revision` and sends the record back to the outbox
   * (pending, not enqueued) so the change reaches Odoo. A booking's new e-mail address also raises its link
   * version (the link mailed to the old address stops working). One step: the keys derived from the field
   * (e-mail and phone keys, search trigrams) come from the record as it is when the change lands. Null when
   * there is no such record.
   */
  correctRecord(
    kind: LeadKind,
    id: string,
    field: CorrectableField,
    value: string | null,
    now: Date,
  ): Promise<{ ref: LeadRef; changed: boolean } | null>;
  /** Deletes the records (and their counters and search entries), all or none; returns how many existed. */
  deleteRecords(keys: readonly RecordKey[]): Promise<number>;
  /** Records created before `before` (ISO time), oldest first, both kinds. */
  listCreatedBefore(before: string, limit: number): Promise<LeadRef[]>;
  /** After an erase: what the store keeps of deleted data on disk (a write-ahead log) goes too. */
  compactAfterErase(): Promise<void>;
}

/** What was erased: the tombstones (never written again) and the erasure reports. */
export interface ErasureLedger {
  /** Keeps a tombstone per record (a repeat keeps the first). */
  markErased(keys: readonly RecordKey[], erasureId: string, at: string): Promise<void>;
  /** The record's tombstone, or null when it was never erased. */
  erasedRecord(recordId: string): Promise<ErasedRecord | null>;
  /** Tombstones not yet known to be in Redis, oldest first. */
  listUnpublishedErased(limit: number): Promise<ErasedRecord[]>;
  /** Marks the tombstones made since `since` (ISO time) as not in Redis: published again when Redis may have lost them. */
  unpublishErasedSince(since: string): Promise<void>;
  markErasedPublished(recordIds: readonly string[]): Promise<void>;

  createErasure(erasure: Erasure): Promise<void>;
  /** Applies the worker's report (or a failure) to an erasure; null when unknown. */
  finishErasure(id: string, patch: Pick<Erasure, 'status' | 'mode' | 'odoo' | 'error' | 'finishedAt'>): Promise<Erasure | null>;
  getErasure(id: string): Promise<Erasure | null>;
  listErasures(limit: number): Promise<Erasure[]>;
}

/** Who did what to personal data: only ever appended to. */
export interface AuditLogStore {
  /**
   * Appends to the audit log, sealed with `seal` over the entry before it, in one step no other writer can
   * come between; there is no way to change or delete an entry.
   */
  appendAudit(entry: NewAuditEntry, seal: AuditSeal): Promise<void>;
  /** Newest first, strictly older than `before` (an entry's seq). */
  listAudit(limit: number, before?: number): Promise<AuditEntry[]>;
  /** Oldest first, strictly after `after` (an entry's seq), with their MACs: for checking the chain. */
  listAuditChain(after: number, limit: number): Promise<SealedAuditEntry[]>;
  /**
   * Seals entries written before the chain existed, once: only while no entry is sealed yet. On MongoDB
   * this needs a user that may update the audit collection (the service's own may not): docs/store.md.
   */
  sealLegacyAudit(seal: AuditSeal): Promise<number>;
}

/** The three privacy ports in one object (`LeadStore.privacy`). */
export type PrivacyStore = PersonRecords & ErasureLedger & AuditLogStore;
