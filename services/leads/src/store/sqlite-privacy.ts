// The SQLite side of privacy rights (see privacy-port.ts). A person is found through two indexes per
// table: lower(email) and phone_key (the last ten digits of the phone, kept by the adapter on insert and
// correction). The audit log refuses UPDATE and DELETE with triggers: append-only in the file itself.
import type Database from 'better-sqlite3';
import { phoneKey } from '@site/contracts/privacy';
import { type AuditEntry, type Erasure } from '@site/contracts/privacy';
import { type LeadKind } from '@site/contracts/records';
import { type LeadRef } from './lead-store';
import { type CorrectableField, type NewAuditEntry, type PersonMatch, type PrivacyStore, type RecordKey } from './privacy-port';
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

/** The stored key of a phone (null when it has no digits). */
export const phoneKeyOf = (phone: string | null | undefined) => (phone ? phoneKey(phone) || null : null);

type Row = Record<string, unknown>;

export class SqlitePrivacy implements PrivacyStore {
  constructor(
    private readonly db: Database.Database,
    private readonly toRef: (kind: LeadKind, row: Row) => LeadRef,
  ) {}

  async findPerson(match: PersonMatch, limit: number) {
    const [where, value] = 'email' in match ? ['lower(email) = lower(?)', match.email] : ['phone_key = ?', match.phoneKey];
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
      const extra = field === 'phone' ? ', phone_key = @phoneKey' : '';
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

  async appendAudit(entry: NewAuditEntry) {
    this.db
      .prepare('INSERT INTO audit_log (at, actor, action, target, detail, ip) VALUES (@at, @actor, @action, @target, @detail, @ip)')
      .run(entry);
  }

  async listAudit(limit: number, before?: number) {
    const rows = (
      before === undefined
        ? this.db.prepare('SELECT * FROM audit_log ORDER BY seq DESC LIMIT ?').all(limit)
        : this.db.prepare('SELECT * FROM audit_log WHERE seq < ? ORDER BY seq DESC LIMIT ?').all(before, limit)
    ) as AuditEntry[];
    return rows;
  }
}
