// The embedded adapter: one SQLite file under DATA_DIR, WAL journal, synchronous=NORMAL (durable
// across process crashes; a power cut may lose the last transactions, not corrupt the file).
import Database from 'better-sqlite3';
import { mkdirSync } from 'node:fs';
import { dirname } from 'node:path';
import { type OdooChange, type SyncResult } from '@site/contracts/jobs';
import { type ConsultationRecord, type ContactRecord, type LeadKind } from '@site/contracts/records';
import { type StaffUser } from '@site/contracts/auth';
import { newId } from './lead-ids';
import { odooChangePatch } from './odoo-change-rules';
import {
  type CreateOptions,
  type CreateOutcome,
  type LeadRef,
  type LeadStore,
  type NewConsultation,
  type NewContact,
  type RequeueOutcome,
  StoreConflictError,
  type StoredUser,
} from './lead-store';
import { fieldsOf, oldestFirst, newConsultationRecord, newContactRecord, syncFieldsAfter } from './record-rules';

const column = (field: string) => field.replace(/[A-Z]/g, (c) => `_${c.toLowerCase()}`);
const tableOf = { contact: 'contacts', consultation: 'consultations' } as const;

const MIGRATIONS = [
  `CREATE TABLE contacts (
     seq INTEGER PRIMARY KEY AUTOINCREMENT,
     id TEXT NOT NULL UNIQUE, form TEXT NOT NULL,
     name TEXT NOT NULL, email TEXT NOT NULL, phone TEXT, company TEXT, message TEXT NOT NULL, service TEXT,
     source TEXT NOT NULL, lead_status TEXT NOT NULL, odoo_lead_id INTEGER,
     sync_status TEXT NOT NULL, sync_error TEXT, context TEXT, enqueued INTEGER NOT NULL DEFAULT 0,
     idempotency_key TEXT UNIQUE, request_hash TEXT NOT NULL,
     created_at TEXT NOT NULL, updated_at TEXT NOT NULL);
   CREATE INDEX contacts_outbox ON contacts (seq) WHERE sync_status = 'pending' AND enqueued = 0;
   CREATE TABLE consultations (
     seq INTEGER PRIMARY KEY AUTOINCREMENT,
     id TEXT NOT NULL UNIQUE, form TEXT NOT NULL,
     name TEXT NOT NULL, email TEXT NOT NULL, phone TEXT, company TEXT NOT NULL, industry TEXT,
     consultation_type TEXT NOT NULL, service TEXT, message TEXT, preferred_date TEXT, preferred_time TEXT,
     duration INTEGER NOT NULL, status TEXT NOT NULL, odoo_lead_id INTEGER, odoo_event_id INTEGER,
     meeting_link TEXT, notes TEXT,
     sync_status TEXT NOT NULL, sync_error TEXT, context TEXT, enqueued INTEGER NOT NULL DEFAULT 0,
     idempotency_key TEXT UNIQUE, request_hash TEXT NOT NULL,
     created_at TEXT NOT NULL, updated_at TEXT NOT NULL);
   CREATE INDEX consultations_outbox ON consultations (seq) WHERE sync_status = 'pending' AND enqueued = 0;
   CREATE TABLE users (
     id TEXT PRIMARY KEY, username TEXT NOT NULL UNIQUE, password TEXT NOT NULL, created_at TEXT NOT NULL);
   CREATE TABLE sessions (
     token_hash TEXT PRIMARY KEY, user_id TEXT NOT NULL REFERENCES users(id) ON DELETE CASCADE,
     expires_at INTEGER NOT NULL);`,
];

type Row = Record<string, unknown>;

function toRecord<R>(kind: LeadKind, row: Row): R {
  const out: Row = {};
  for (const f of fieldsOf[kind]) {
    const v = row[column(f)];
    out[f] = f === 'context' ? (v == null ? null : JSON.parse(v as string)) : (v ?? null);
  }
  return out as R;
}

function toRow(kind: LeadKind, record: ContactRecord | ConsultationRecord): Row {
  const row: Row = {};
  for (const f of fieldsOf[kind]) {
    const v = (record as Row)[f];
    row[column(f)] = f === 'context' ? (v == null ? null : JSON.stringify(v)) : v;
  }
  return row;
}

export class SqliteStore implements LeadStore {
  readonly name = 'sqlite';
  private readonly db: Database.Database;

  constructor(file: string) {
    if (file !== ':memory:') mkdirSync(dirname(file), { recursive: true });
    this.db = new Database(file);
    this.db.pragma('journal_mode = WAL');
    this.db.pragma('synchronous = NORMAL');
    this.db.pragma('foreign_keys = ON');
    this.db.pragma('busy_timeout = 5000');
    this.migrate();
  }

  private migrate() {
    const version = this.db.pragma('user_version', { simple: true }) as number;
    for (let v = version; v < MIGRATIONS.length; v++) {
      this.db.transaction(() => {
        this.db.exec(MIGRATIONS[v]!);
        this.db.pragma(`user_version = ${v + 1}`);
      })();
    }
  }

  private insert<R extends ContactRecord | ConsultationRecord>(
    kind: LeadKind,
    record: R,
    opts: CreateOptions,
  ): CreateOutcome<R> {
    const table = tableOf[kind];
    const row = { ...toRow(kind, record), idempotency_key: opts.idempotencyKey ?? null, request_hash: opts.requestHash };
    const cols = Object.keys(row);
    // One transaction: either this record is stored under the key, or the first one is returned.
    return this.db.transaction((): CreateOutcome<R> => {
      if (opts.idempotencyKey) {
        const existing = this.db
          .prepare(`SELECT * FROM ${table} WHERE idempotency_key = ?`)
          .get(opts.idempotencyKey) as Row | undefined;
        if (existing)
          return { created: false, record: toRecord<R>(kind, existing), requestHash: existing.request_hash as string };
      }
      this.db
        .prepare(`INSERT INTO ${table} (${cols.join(', ')}) VALUES (${cols.map((c) => `@${c}`).join(', ')})`)
        .run(row);
      return { created: true, record };
    }).immediate();
  }

  async createContact(input: NewContact, opts: CreateOptions) {
    return this.insert('contact', newContactRecord(input, newId(), new Date()), opts);
  }

  async createConsultation(input: NewConsultation, opts: CreateOptions) {
    return this.insert('consultation', newConsultationRecord(input, newId(), new Date()), opts);
  }

  async listContacts() {
    const rows = this.db.prepare('SELECT * FROM contacts ORDER BY seq DESC').all() as Row[];
    return rows.map((r) => toRecord<ContactRecord>('contact', r));
  }

  async listConsultations() {
    const rows = this.db.prepare('SELECT * FROM consultations ORDER BY seq DESC').all() as Row[];
    return rows.map((r) => toRecord<ConsultationRecord>('consultation', r));
  }

  private getRef(kind: LeadKind, id: string): LeadRef | null {
    const row = this.db.prepare(`SELECT * FROM ${tableOf[kind]} WHERE id = ?`).get(id) as Row | undefined;
    return row ? ({ kind, record: toRecord(kind, row) } as LeadRef) : null;
  }

  async getLead(kind: LeadKind, id: string) {
    return this.getRef(kind, id);
  }

  /** Pending records of both kinds matching `where`, oldest first. */
  private pendingRefs(where: string, params: unknown[], limit: number): LeadRef[] {
    const pick = (kind: LeadKind) =>
      (
        this.db
          .prepare(`SELECT * FROM ${tableOf[kind]} WHERE sync_status = 'pending' AND ${where} ORDER BY seq LIMIT ?`)
          .all(...params, limit) as Row[]
      ).map((r) => ({ kind, record: toRecord(kind, r) }) as LeadRef);
    return [...pick('contact'), ...pick('consultation')].sort(oldestFirst).slice(0, limit);
  }

  async listUnqueued(limit: number) {
    return this.pendingRefs('enqueued = 0', [], limit);
  }

  async listStalePending(before: string, limit: number) {
    return this.pendingRefs('enqueued = 1 AND updated_at < ?', [before], limit);
  }

  async markUnqueued(kind: LeadKind, id: string) {
    this.db.prepare(`UPDATE ${tableOf[kind]} SET enqueued = 0 WHERE id = ? AND sync_status = 'pending'`).run(id);
  }

  async markEnqueued(kind: LeadKind, id: string) {
    this.db.prepare(`UPDATE ${tableOf[kind]} SET enqueued = 1 WHERE id = ?`).run(id);
  }

  async applySyncResult(result: SyncResult) {
    return this.db.transaction((): LeadRef | null => {
      const ref = this.getRef(result.kind, result.recordId);
      if (!ref) return null;
      const next = syncFieldsAfter(ref.record as ContactRecord & { odooEventId?: number | null }, result);
      if (!next) return ref;
      const updatedAt = new Date().toISOString();
      const sets = ['sync_status = @syncStatus', 'sync_error = @syncError', 'odoo_lead_id = @odooLeadId', 'updated_at = @updatedAt'];
      if (result.kind === 'consultation') sets.push('odoo_event_id = @odooEventId');
      this.db
        .prepare(`UPDATE ${tableOf[result.kind]} SET ${sets.join(', ')} WHERE id = @id`)
        .run({ odooEventId: null, ...next, updatedAt, id: result.recordId });
      return this.getRef(result.kind, result.recordId);
    }).immediate();
  }

  async requeue(kind: LeadKind, id: string) {
    return this.db.transaction((): RequeueOutcome | null => {
      const info = this.db
        .prepare(
          `UPDATE ${tableOf[kind]} SET sync_status = 'pending', sync_error = NULL, enqueued = 0, updated_at = ?
           WHERE id = ? AND sync_status = 'failed'`,
        )
        .run(new Date().toISOString(), id);
      const ref = this.getRef(kind, id);
      return ref ? { ref, requeued: info.changes > 0 } : null;
    }).immediate();
  }

  async countUsers() {
    return (this.db.prepare('SELECT COUNT(*) AS n FROM users').get() as { n: number }).n;
  }

  async findUserByUsername(username: string) {
    const row = this.db.prepare('SELECT id, username, password FROM users WHERE username = ?').get(username) as
      | { id: string; username: string; password: string }
      | undefined;
    return row ? ({ id: row.id, username: row.username, passwordHash: row.password } satisfies StoredUser) : null;
  }

  async createUser(username: string, passwordHash: string): Promise<StaffUser> {
    const id = newId();
    try {
      this.db
        .prepare('INSERT INTO users (id, username, password, created_at) VALUES (?, ?, ?, ?)')
        .run(id, username, passwordHash, new Date().toISOString());
    } catch (err) {
      if ((err as { code?: string }).code === 'SQLITE_CONSTRAINT_UNIQUE')
        throw new StoreConflictError(`username ${username} is taken`);
      throw err;
    }
    return { id, username };
  }

  async createSession(tokenHash: string, userId: string, expiresAt: Date) {
    this.db
      .prepare('INSERT INTO sessions (token_hash, user_id, expires_at) VALUES (?, ?, ?)')
      .run(tokenHash, userId, expiresAt.getTime());
  }

  async findSessionUser(tokenHash: string, now: Date) {
    const row = this.db
      .prepare(
        `SELECT u.id, u.username FROM sessions s JOIN users u ON u.id = s.user_id
         WHERE s.token_hash = ? AND s.expires_at > ?`,
      )
      .get(tokenHash, now.getTime()) as StaffUser | undefined;
    return row ?? null;
  }

  async deleteSession(tokenHash: string) {
    this.db.prepare('DELETE FROM sessions WHERE token_hash = ?').run(tokenHash);
  }

  async deleteExpiredSessions(now: Date) {
    return this.db.prepare('DELETE FROM sessions WHERE expires_at <= ?').run(now.getTime()).changes;
  }

  async close() {
    if (this.db.open) this.db.close();
  }

  async applyOdooChange(change: OdooChange) {
    return this.db.transaction((): { ref: LeadRef; changed: boolean } | null => {
      const ref = this.getRef(change.kind, change.recordId);
      if (!ref) return null;
      const patch = odooChangePatch(ref.record, change);
      if (!patch) return { ref, changed: false };
      const values: Row = { ...patch, updatedAt: new Date().toISOString() };
      const sets = Object.keys(values).map((f) => `${column(f)} = @${f}`);
      this.db.prepare(`UPDATE ${tableOf[change.kind]} SET ${sets.join(', ')} WHERE id = @id`).run({ ...values, id: change.recordId });
      return { ref: this.getRef(change.kind, change.recordId)!, changed: true };
    }).immediate();
  }
}
