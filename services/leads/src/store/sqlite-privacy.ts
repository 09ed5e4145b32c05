// The SQLite side of privacy rights (see privacy-port.ts). A person is found through two indexes per
// table: lower(email) and phone_key (the phone in E.164, kept by the adapter on insert and correction).
// The audit log refuses UPDATE and DELETE with triggers (only a legacy entry's missing MAC may be filled
// in once), and every entry is sealed into an HMAC chain whose key is not in the file. Deleted rows are
// overwritten (secure_delete, FTS5 secure-delete) and the write-ahead log is truncated after an erase.
import type Database from 'better-sqlite3';
import { phoneE164 } from '@site/contracts/phone';
import { type AuditEntry, type Erasure } from '@site/contracts/privacy';
import { type LeadKind } from '@site/contracts/records';
import { type LeadRef } from './lead-store';
import { type AuditSeal, type CorrectableField, type ErasedRecord, type NewAuditEntry, type PersonMatch, type PrivacyStore, type RecordKey, type SealedAuditEntry } from './privacy-port';
import { oldestFirst } from './record-rules';

const tables = { contact: 'contacts', consultation: 'consultations' } as const;

/** Migration: person indexes, erasure reports, the audit log. Run once, in the migration's transaction. */
export function privacyMigration(db: Database.Database) {
  db.exec(`
    ALTER TABLE contacts ADD COLUMN phone_key TEXT;
    ALTER TABLE consultations ADD COLUMN phone_key TEXT;
    CREATE INDEX contacts_email_ci ON contacts (lower(email));
    CREATE INDEX consultations_email_ci ON consultations (lower(email));
    CREATE INDEX contacts_phone_key ON contacts (phone_key) WHERE phone_key IS NOT NULL;
    CREATE INDEX consultations_phone_key ON consultations (phone_key) WHERE phone_key IS NOT NULL;
    CREATE TABLE erasures (id TEXT PRIMARY KEY, requested_at TEXT NOT NULL, body TEXT NOT NULL);
    CREATE INDEX erasures_newest ON erasures (requested_at);
    CREATE TABLE audit_log (
      seq INTEGER PRIMARY KEY AUTOINCREMENT, at TEXT NOT NULL, actor TEXT NOT NULL, action TEXT NOT NULL,
      target TEXT, detail TEXT, ip TEXT);
    CREATE TRIGGER audit_log_no_update BEFORE UPDATE ON audit_log BEGIN SELECT RAISE(ABORT, 'the audit log is append-only'); END;
    CREATE TRIGGER audit_log_no_delete BEFORE DELETE ON audit_log BEGIN SELECT RAISE(ABORT, 'the audit log is append-only'); END;`);
  for (const table of Object.values(tables)) {
    const update = db.prepare(`UPDATE ${table} SET phone_key = ? WHERE seq = ?`);
    for (const row of db.prepare(`SELECT seq, phone FROM ${table} WHERE phone IS NOT NULL`).iterate() as Iterable<{ seq: number; phone: string }>)
      update.run(phoneKeyOf(row.phone), row.seq);
  }
}

/** The stored key of a phone: its E.164 form (null when it is not a readable number). */
export const phoneKeyOf = (phone: string | null | undefined) => phoneE164(phone);

/**
 * Migration: erasures that hold. Tombstones of erased records; phone keys in E.164 (they were the last ten
 * digits, which made +44 7031 234567 and 0703 123 4567 one person); booking link versions; the kept mail's
 * recipient and domain for the mail limits; the audit log's MAC chain (a legacy entry's MAC may be set
 * once, nothing else changes); FTS5 secure-delete, so a deleted record leaves no trigram in the index.
 */
export function finalErasureMigration(db: Database.Database) {
  db.exec(`
    CREATE TABLE erased_records (
      record_id TEXT PRIMARY KEY, kind TEXT NOT NULL, erasure_id TEXT NOT NULL, erased_at TEXT NOT NULL,
      in_redis INTEGER NOT NULL DEFAULT 0) WITHOUT ROWID;
    CREATE INDEX erased_records_unpublished ON erased_records (erased_at) WHERE in_redis = 0;
    CREATE INDEX erased_records_at ON erased_records (erased_at);
    ALTER TABLE consultations ADD COLUMN link_version INTEGER NOT NULL DEFAULT 0;
    ALTER TABLE kept_mail ADD COLUMN recipient_key TEXT;
    ALTER TABLE kept_mail ADD COLUMN recipient_domain TEXT;
    UPDATE kept_mail SET recipient_key = lower(recipient), recipient_domain = lower(substr(recipient, instr(recipient, '@') + 1));
    CREATE INDEX kept_mail_recipient ON kept_mail (recipient_key, created_at);
    CREATE INDEX kept_mail_domain ON kept_mail (recipient_domain, created_at);
    ALTER TABLE audit_log ADD COLUMN mac TEXT;
    DROP TRIGGER audit_log_no_update;
    CREATE TRIGGER audit_log_no_update BEFORE UPDATE ON audit_log
      WHEN NOT (old.mac IS NULL AND new.mac IS NOT NULL AND new.seq = old.seq AND new.at = old.at AND new.actor = old.actor
        AND new.action = old.action AND new.target IS old.target AND new.detail IS old.detail AND new.ip IS old.ip)
      BEGIN SELECT RAISE(ABORT, 'the audit log is append-only'); END;`);
  for (const table of Object.values(tables)) {
    const update = db.prepare(`UPDATE ${table} SET phone_key = ? WHERE seq = ?`);
    for (const row of db.prepare(`SELECT seq, phone FROM ${table} WHERE phone IS NOT NULL`).all() as { seq: number; phone: string }[])
      update.run(phoneKeyOf(row.phone), row.seq);
    // Entries deleted before secure-delete was on still sit in old index segments: merge them away once.
    db.exec(`INSERT INTO ${table}_search (${table}_search, rank) VALUES ('secure-delete', 1);
      INSERT INTO ${table}_search (${table}_search) VALUES ('optimize');`);
  }
}

/** The kept mail's recipient keys: the address lower-cased, and its domain. */
export const recipientKeysOf = (to: string) => ({ recipientKey: to.toLowerCase(), recipientDomain: to.slice(to.lastIndexOf('@') + 1).toLowerCase() });

type ErasedRow = { record_id: string; kind: LeadKind; erasure_id: string; erased_at: string };
const erasedOf = (r: ErasedRow): ErasedRecord => ({ kind: r.kind, id: r.record_id, erasureId: r.erasure_id, erasedAt: r.erased_at });

type Row = Record<string, unknown>;

export class SqlitePrivacy implements PrivacyStore {
  constructor(
    private readonly db: Database.Database,
    private readonly toRef: (kind: LeadKind, row: Row) => LeadRef,
  ) {}

  async findPerson(match: PersonMatch, limit: number) {
    const [where, value] = 'email' in match ? ['lower(email) = lower(?)', match.email] : ['phone_key = ?', match.phoneE164];
    const pick = (kind: LeadKind) =>
      (this.db.prepare(`SELECT * FROM ${tables[kind]} WHERE ${where} ORDER BY created_at DESC, id DESC LIMIT ?`).all(value, limit) as Row[]).map((r) =>
        this.toRef(kind, r),
      );
    return [...pick('contact'), ...pick('consultation')].sort((a, b) => oldestFirst(b, a));
  }

  async correctRecord(kind: LeadKind, id: string, field: CorrectableField, value: string | null, now: Date) {
    const table = tables[kind];
    return this.db.transaction((): { ref: LeadRef; changed: boolean } | null => {
      const row = this.db.prepare(`SELECT * FROM ${table} WHERE id = ?`).get(id) as Row | undefined;
      if (!row) return null;
      if (row[field] === value) return { ref: this.toRef(kind, row), changed: false };
      const extra = (field === 'phone' ? ', phone_key = @phoneKey' : '') + (field === 'email' && kind === 'consultation' ? ', link_version = link_version + 1' : '');
      this.db
        .prepare(
          `UPDATE ${table} SET ${field} = @value${extra}, revision = revision + 1, sync_status = 'pending', sync_error = NULL,
           enqueued = 0, updated_at = @now WHERE id = @id`,
        )
        .run({ value, phoneKey: phoneKeyOf(value), now: now.toISOString(), id });
      return { ref: this.toRef(kind, this.db.prepare(`SELECT * FROM ${table} WHERE id = ?`).get(id) as Row), changed: true };
    }).immediate();
  }

  async deleteRecords(keys: readonly RecordKey[]) {
    return this.db.transaction(() => {
      let n = 0;
      for (const key of keys) n += this.db.prepare(`DELETE FROM ${tables[key.kind]} WHERE id = ?`).run(key.id).changes;
      return n;
    }).immediate();
  }

  async listCreatedBefore(before: string, limit: number) {
    // The (created_at, id) index of each table, from its oldest end.
    const pick = (kind: LeadKind) =>
      (this.db.prepare(`SELECT * FROM ${tables[kind]} WHERE created_at < ? ORDER BY created_at, id LIMIT ?`).all(before, limit) as Row[]).map((r) => this.toRef(kind, r));
    return [...pick('contact'), ...pick('consultation')].sort(oldestFirst).slice(0, limit);
  }

  async markErased(keys: readonly RecordKey[], erasureId: string, at: string) {
    const insert = this.db.prepare('INSERT OR IGNORE INTO erased_records (record_id, kind, erasure_id, erased_at) VALUES (?, ?, ?, ?)');
    this.db.transaction(() => {
      for (const key of keys) insert.run(key.id, key.kind, erasureId, at);
    }).immediate();
  }

  async erasedRecord(recordId: string) {
    const row = this.db.prepare('SELECT * FROM erased_records WHERE record_id = ?').get(recordId) as ErasedRow | undefined;
    return row ? erasedOf(row) : null;
  }

  async listUnpublishedErased(limit: number) {
    return (this.db.prepare('SELECT * FROM erased_records WHERE in_redis = 0 ORDER BY erased_at LIMIT ?').all(limit) as ErasedRow[]).map(erasedOf);
  }

  async unpublishErasedSince(since: string) {
    this.db.prepare('UPDATE erased_records SET in_redis = 0 WHERE erased_at >= ?').run(since);
  }

  async markErasedPublished(recordIds: readonly string[]) {
    const update = this.db.prepare('UPDATE erased_records SET in_redis = 1 WHERE record_id = ?');
    this.db.transaction(() => {
      for (const id of recordIds) update.run(id);
    })();
  }

  async compactAfterErase() {
    // The deleted pages are zeroed in the file (secure_delete); their old versions still sit in the WAL
    // until a checkpoint copies the new ones over and TRUNCATE empties it. A reader holding an old
    // snapshot makes it partial: the caller tries again later.
    const [result] = this.db.pragma('wal_checkpoint(TRUNCATE)') as { busy: number }[];
    if (result && result.busy) throw new Error('the write-ahead log is in use; it is truncated at the next try');
  }

  async createErasure(erasure: Erasure) {
    this.db.prepare('INSERT INTO erasures (id, requested_at, body) VALUES (?, ?, ?)').run(erasure.id, erasure.requestedAt, JSON.stringify(erasure));
  }

  async finishErasure(id: string, patch: Pick<Erasure, 'status' | 'mode' | 'odoo' | 'error' | 'finishedAt'>) {
    return this.db.transaction((): Erasure | null => {
      const current = this.getErasureSync(id);
      if (!current) return null;
      const next = { ...current, ...patch };
      this.db.prepare('UPDATE erasures SET body = ? WHERE id = ?').run(JSON.stringify(next), id);
      return next;
    }).immediate();
  }

  private getErasureSync(id: string): Erasure | null {
    const row = this.db.prepare('SELECT body FROM erasures WHERE id = ?').get(id) as { body: string } | undefined;
    return row ? (JSON.parse(row.body) as Erasure) : null;
  }

  async getErasure(id: string) {
    return this.getErasureSync(id);
  }

  async listErasures(limit: number) {
    const rows = this.db.prepare('SELECT body FROM erasures ORDER BY requested_at DESC, id DESC LIMIT ?').all(limit) as { body: string }[];
    return rows.map((r) => JSON.parse(r.body) as Erasure);
  }

  async appendAudit(entry: NewAuditEntry, seal: AuditSeal) {
    // One IMMEDIATE transaction: the entry before it cannot change under us (another process appends too).
    this.db.transaction(() => {
      const seq = Number(this.db.prepare('INSERT INTO audit_log (at, actor, action, target, detail, ip) VALUES (@at, @actor, @action, @target, @detail, @ip)').run(entry).lastInsertRowid);
      const previous = this.db.prepare('SELECT mac FROM audit_log WHERE seq < ? ORDER BY seq DESC LIMIT 1').get(seq) as { mac: string | null } | undefined;
      this.db.prepare('UPDATE audit_log SET mac = ? WHERE seq = ?').run(seal(previous?.mac ?? null, { seq, ...entry }), seq);
    }).immediate();
  }

  async listAuditChain(after: number, limit: number) {
    return this.db.prepare('SELECT * FROM audit_log WHERE seq > ? ORDER BY seq LIMIT ?').all(after, limit) as SealedAuditEntry[];
  }

  async sealLegacyAudit(seal: AuditSeal) {
    return this.db.transaction(() => {
      if (this.db.prepare('SELECT 1 FROM audit_log WHERE mac IS NOT NULL LIMIT 1').get()) return 0;
      const rows = this.db.prepare('SELECT * FROM audit_log ORDER BY seq').all() as SealedAuditEntry[];
      const update = this.db.prepare('UPDATE audit_log SET mac = ? WHERE seq = ?');
      let previous: string | null = null;
      for (const { mac: _none, ...entry } of rows) {
        previous = seal(previous, entry);
        update.run(previous, entry.seq);
      }
      return rows.length;
    }).immediate();
  }

  async listAudit(limit: number, before?: number) {
    const columns = 'seq, at, actor, action, target, detail, ip';
    const rows = (
      before === undefined
        ? this.db.prepare(`SELECT ${columns} FROM audit_log ORDER BY seq DESC LIMIT ?`).all(limit)
        : this.db.prepare(`SELECT ${columns} FROM audit_log WHERE seq < ? ORDER BY seq DESC LIMIT ?`).all(before, limit)
    ) as AuditEntry[];
    return rows;
  }
}
