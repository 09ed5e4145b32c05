// The embedded adapter: one SQLite file under DATA_DIR, WAL journal, synchronous=NORMAL (durable
// across process crashes; a power cut may lose the last transactions, not corrupt the file).
import Database from 'better-sqlite3';
import { mkdirSync } from 'node:fs';
import { dirname } from 'node:path';
import { type SyncResult } from '@site/contracts/jobs';
import { type ConsultationRecord, type ContactRecord, type LeadKind } from '@site/contracts/records';
import { type StaffUser } from '@site/contracts/auth';
import { newId } from './lead-ids';
import {
  type CreateOptions,
  type CreateOutcome,
  type LeadRef,
  type LeadStore,
  type NewConsultation,
  type NewContact,
  type RequeueOutcome,
  type StaffAccount,
  type StaffUserPatch,
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
  // Staff accounts can be disabled and may or may not operate the queue board; sessions end when idle.
  // Accounts that existed before may operate queues, as they could.
  `ALTER TABLE users ADD COLUMN disabled INTEGER NOT NULL DEFAULT 0;
   ALTER TABLE users ADD COLUMN can_operate_queues INTEGER NOT NULL DEFAULT 0;
   UPDATE users SET can_operate_queues = 1;
   ALTER TABLE sessions ADD COLUMN last_seen_at INTEGER NOT NULL DEFAULT 0;
   CREATE INDEX sessions_user ON sessions (user_id);`,
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
    const row = this.db
      .prepare('SELECT id, username, password, disabled, can_operate_queues FROM users WHERE username = ?')
      .get(username) as { id: string; username: string; password: string; disabled: number; can_operate_queues: number } | undefined;
    return row
      ? ({ id: row.id, username: row.username, passwordHash: row.password, disabled: row.disabled === 1, canOperateQueues: row.can_operate_queues === 1 } satisfies StoredUser)
      : null;
  }

  async createUser(username: string, passwordHash: string, opts: { canOperateQueues: boolean }): Promise<StaffUser> {
    const id = newId();
    try {
      this.db
        .prepare('INSERT INTO users (id, username, password, created_at, can_operate_queues) VALUES (?, ?, ?, ?, ?)')
        .run(id, username, passwordHash, new Date().toISOString(), opts.canOperateQueues ? 1 : 0);
    } catch (err) {
      if ((err as { code?: string }).code === 'SQLITE_CONSTRAINT_UNIQUE')
        throw new StoreConflictError(`username ${username} is taken`);
      throw err;
    }
    return { id, username, canOperateQueues: opts.canOperateQueues };
  }

  async listUsers(): Promise<StaffAccount[]> {
    const rows = this.db
      .prepare('SELECT id, username, disabled, can_operate_queues, created_at FROM users ORDER BY username')
      .all() as { id: string; username: string; disabled: number; can_operate_queues: number; created_at: string }[];
    return rows.map((r) => ({ id: r.id, username: r.username, disabled: r.disabled === 1, canOperateQueues: r.can_operate_queues === 1, createdAt: r.created_at }));
  }

  async updateUser(username: string, patch: StaffUserPatch) {
    return this.db.transaction(() => {
      const user = this.db.prepare('SELECT id FROM users WHERE username = ?').get(username) as { id: string } | undefined;
      if (!user) return false;
      if (patch.passwordHash !== undefined) this.db.prepare('UPDATE users SET password = ? WHERE id = ?').run(patch.passwordHash, user.id);
      if (patch.disabled !== undefined) this.db.prepare('UPDATE users SET disabled = ? WHERE id = ?').run(patch.disabled ? 1 : 0, user.id);
      if (patch.canOperateQueues !== undefined)
        this.db.prepare('UPDATE users SET can_operate_queues = ? WHERE id = ?').run(patch.canOperateQueues ? 1 : 0, user.id);
      if (patch.passwordHash !== undefined || patch.disabled) this.db.prepare('DELETE FROM sessions WHERE user_id = ?').run(user.id);
      return true;
    }).immediate();
  }

  async createSession(tokenHash: string, userId: string, expiresAt: Date, now: Date) {
    this.db
      .prepare('INSERT INTO sessions (token_hash, user_id, expires_at, last_seen_at) VALUES (?, ?, ?, ?)')
      .run(tokenHash, userId, expiresAt.getTime(), now.getTime());
  }

  async findSessionUser(tokenHash: string, now: Date, idleSince: Date) {
    const row = this.db
      .prepare(
        `SELECT u.id, u.username, u.can_operate_queues FROM sessions s JOIN users u ON u.id = s.user_id
         WHERE s.token_hash = ? AND s.expires_at > ? AND s.last_seen_at > ? AND u.disabled = 0`,
      )
      .get(tokenHash, now.getTime(), idleSince.getTime()) as { id: string; username: string; can_operate_queues: number } | undefined;
    return row ? { id: row.id, username: row.username, canOperateQueues: row.can_operate_queues === 1 } : null;
  }

  async touchSession(tokenHash: string, now: Date) {
    this.db.prepare('UPDATE sessions SET last_seen_at = ? WHERE token_hash = ?').run(now.getTime(), tokenHash);
  }

  async deleteSession(tokenHash: string) {
    this.db.prepare('DELETE FROM sessions WHERE token_hash = ?').run(tokenHash);
  }

  async deleteExpiredSessions(now: Date, idleSince: Date) {
    return this.db.prepare('DELETE FROM sessions WHERE expires_at <= ? OR last_seen_at <= ?').run(now.getTime(), idleSince.getTime()).changes;
  }

  async close() {
    if (this.db.open) this.db.close();
  }
}
