// The embedded adapter: one SQLite file under DATA_DIR, WAL journal, synchronous=NORMAL (durable
// across process crashes; a power cut may lose the last transactions, not corrupt the file).
import Database from 'better-sqlite3';
import { type Clock, systemClock } from '@site/contracts/clock';
import { chmodSync, closeSync, existsSync, mkdirSync, openSync } from 'node:fs';
import { dirname } from 'node:path';
import { type OdooChange, type SyncResult } from '@site/contracts/jobs';
import { type LeadCounts, WEEK_MS } from '@site/contracts/lead-lists';
import { keptMailSchema, type KeptMail } from '@site/contracts/mail';
import { type ConsultationRecord, type ContactRecord, type LeadKind } from '@site/contracts/records';
import { type StaffUser } from '@site/contracts/auth';
import { newId } from './lead-ids';
import { finalErasureMigration, phoneKeyOf, privacyMigration, recipientKeysOf, SqlitePrivacy } from './sqlite-privacy';
import { odooChangePatch } from './odoo-change-rules';
import { type BookingChange, bookingChangeDecision } from './booking-change-rules';
import {
  type BookingChangeOutcome,
  type CreateOptions,
  type CreateOutcome,
  type KeptMailPatch,
  type KeptMailPosition,
  type KeptMailRow,
  type LeadRef,
  type MailStatePatch,
  type LeadStore,
  type ListFilter,
  type NewConsultation,
  type NewContact,
  type PageRequest,
  type RecordOf,
  type RequeueOutcome,
  type StaffAccount,
  type StaffUserPatch,
  StoreConflictError,
  type StoredUser,
} from './lead-store';
import { definedOf, fieldDefaults, fieldsOf, oldestFirst, newConsultationRecord, newContactRecord, syncFieldsAfter } from './record-rules';

const column = (field: string) => field.replace(/[A-Z]/g, (c) => `_${c.toLowerCase()}`);
const tableOf = { contact: 'contacts', consultation: 'consultations' } as const;

/** The status column the lists filter on, per table. */
const statusColumn = { contact: 'lead_status', consultation: 'status' } as const;

/**
 * Version 2, the dashboard at scale: keyset indexes for newest-first pages (overall and per status),
 * a trigram FTS5 index over name, e-mail and company kept in step by triggers, and counters the
 * triggers maintain, so totals and the summary cards never count rows one by one.
 */
function dashboardMigration(): string {
  const counter = (name: string, delta: string) =>
    `INSERT INTO lead_counts (name, n) VALUES (${name}, ${delta}) ON CONFLICT (name) DO UPDATE SET n = n + ${delta};`;
  const perTable = (kind: LeadKind) => {
    const t = tableOf[kind];
    const st = statusColumn[kind];
    const fts = `${t}_search`;
    return `
    CREATE INDEX ${t}_newest ON ${t} (created_at, id);
    CREATE INDEX ${t}_status_newest ON ${t} (${st}, created_at, id);
    CREATE VIRTUAL TABLE ${fts} USING fts5 (name, email, company, content='${t}', content_rowid='seq', tokenize='trigram');
    INSERT INTO ${fts} (${fts}) VALUES ('rebuild');
    CREATE TRIGGER ${t}_ai AFTER INSERT ON ${t} BEGIN
      INSERT INTO ${fts} (rowid, name, email, company) VALUES (new.seq, new.name, new.email, new.company);
      ${counter(`'${kind}'`, '1')}
      ${counter(`'${kind}:status:' || new.${st}`, '1')}
      ${counter(`'${kind}:odoo'`, '(new.odoo_lead_id IS NOT NULL)')}
    END;
    CREATE TRIGGER ${t}_ad AFTER DELETE ON ${t} BEGIN
      INSERT INTO ${fts} (${fts}, rowid, name, email, company) VALUES ('delete', old.seq, old.name, old.email, old.company);
      ${counter(`'${kind}'`, '-1')}
      ${counter(`'${kind}:status:' || old.${st}`, '-1')}
      ${counter(`'${kind}:odoo'`, '-(old.odoo_lead_id IS NOT NULL)')}
    END;
    CREATE TRIGGER ${t}_au_search AFTER UPDATE OF name, email, company ON ${t} BEGIN
      INSERT INTO ${fts} (${fts}, rowid, name, email, company) VALUES ('delete', old.seq, old.name, old.email, old.company);
      INSERT INTO ${fts} (rowid, name, email, company) VALUES (new.seq, new.name, new.email, new.company);
    END;
    CREATE TRIGGER ${t}_au_counts AFTER UPDATE OF ${st}, odoo_lead_id ON ${t} BEGIN
      ${counter(`'${kind}:status:' || old.${st}`, '-1')}
      ${counter(`'${kind}:status:' || new.${st}`, '1')}
      ${counter(`'${kind}:odoo'`, '(new.odoo_lead_id IS NOT NULL) - (old.odoo_lead_id IS NOT NULL)')}
    END;
    INSERT INTO lead_counts (name, n) SELECT '${kind}', COUNT(*) FROM ${t};
    INSERT INTO lead_counts (name, n) SELECT '${kind}:status:' || ${st}, COUNT(*) FROM ${t} GROUP BY ${st};
    INSERT INTO lead_counts (name, n) SELECT '${kind}:odoo', COUNT(*) FROM ${t} WHERE odoo_lead_id IS NOT NULL;`;
  };
  return `CREATE TABLE lead_counts (name TEXT PRIMARY KEY, n INTEGER NOT NULL) WITHOUT ROWID;
    ${perTable('contact')}
    ${perTable('consultation')}`;
}
/** Each migration runs once, in a transaction: SQL, or a function for steps SQL cannot do alone. */
const MIGRATIONS: (string | ((db: Database.Database) => void))[] = [
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
  dashboardMigration(),
  // Staff accounts can be disabled and may or may not operate the queue board; sessions end when idle.
  // Accounts that existed before may operate queues, as they could.
  `ALTER TABLE users ADD COLUMN disabled INTEGER NOT NULL DEFAULT 0;
   ALTER TABLE users ADD COLUMN can_operate_queues INTEGER NOT NULL DEFAULT 0;
   UPDATE users SET can_operate_queues = 1;
   ALTER TABLE sessions ADD COLUMN last_seen_at INTEGER NOT NULL DEFAULT 0;
   CREATE INDEX sessions_user ON sessions (user_id);`,
  // Changes after the first sync (revision), and a booking's invite and mail to the visitor.
  `ALTER TABLE contacts ADD COLUMN revision INTEGER NOT NULL DEFAULT 0;
   ALTER TABLE consultations ADD COLUMN revision INTEGER NOT NULL DEFAULT 0;
   ALTER TABLE consultations ADD COLUMN invite_sequence INTEGER NOT NULL DEFAULT 0;
   ALTER TABLE consultations ADD COLUMN mail_status TEXT;
   ALTER TABLE consultations ADD COLUMN mail_error TEXT;`,
  // Privacy rights: a person's records by e-mail or phone, erasure reports, the append-only audit log.
  privacyMigration,
  // Kept mail: every message sent to a visitor or to staff, with its raw source, newest first by index.
  `CREATE TABLE kept_mail (
     key TEXT PRIMARY KEY, kind TEXT NOT NULL, record_kind TEXT NOT NULL, record_id TEXT NOT NULL,
     recipient TEXT NOT NULL, subject TEXT NOT NULL, message_id TEXT NOT NULL, status TEXT NOT NULL,
     error TEXT, attempts INTEGER NOT NULL, created_at TEXT NOT NULL, sent_at TEXT,
     meeting_link TEXT, source TEXT NOT NULL);
   CREATE INDEX kept_mail_newest ON kept_mail (created_at, key);
   CREATE INDEX kept_mail_record ON kept_mail (record_id);`,
  // Erasures that hold: tombstones, E.164 phone keys, link versions, mail limits, the audit chain.
  finalErasureMigration,
];

/** The database file and the files SQLite keeps beside it, all private to the service's user. */
function privateDatabaseFile(file: string) {
  const dir = dirname(file);
  mkdirSync(dir, { recursive: true, mode: 0o700 });
  chmodSync(dir, 0o700);
  // SQLite makes its -wal and -shm files with the database file's mode.
  if (!existsSync(file)) closeSync(openSync(file, 'a', 0o600));
  for (const f of [file, `${file}-wal`, `${file}-shm`]) if (existsSync(f)) chmodSync(f, 0o600);
}

/** Trigram FTS needs three characters; shorter searches use LIKE (see docs/dashboard.md). */
const TRIGRAM = 3;
const likePattern = (q: string) => `%${q.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
const ftsPhrase = (q: string) => `"${q.replace(/"/g, '""')}"`;

/** Up to this many search hits, a page looks them up by rowid and sorts them; beyond, it walks the index. */
const FEW_HITS = 2000;

/** How a search narrows a page: the FTS match set, an index walk testing LIKE, or the few rowids it matches. */
type SearchPlan = { kind: 'hits'; rowids: readonly number[] } | { kind: 'walk' } | undefined;

/** LIKE folds ASCII case only; trigram FTS folds Unicode case. They agree on an ASCII search. */
const isAscii = (q: string) => /^[\x20-\x7e]*$/.test(q);

/** The WHERE clause of a filtered list, with its parameters. */
function filterSql(kind: LeadKind, filter: ListFilter, plan?: SearchPlan): { where: string[]; params: unknown[] } {
  const where: string[] = [];
  const params: unknown[] = [];
  if (filter.status) {
    where.push(`${statusColumn[kind]} = ?`);
    params.push(filter.status);
  }
  const q = filter.q ?? '';
  if (plan?.kind === 'hits') {
    where.push('seq IN (SELECT value FROM json_each(?))');
    params.push(JSON.stringify(plan.rowids));
  } else if (q && (plan?.kind === 'walk' || [...q].length < TRIGRAM)) {
    where.push(`(name LIKE ? ESCAPE '\\' OR email LIKE ? ESCAPE '\\' OR company LIKE ? ESCAPE '\\')`);
    const p = likePattern(q);
    params.push(p, p, p);
  } else if (q) {
    const fts = `${tableOf[kind]}_search`;
    // "+seq": the planner walks the (created_at, id) index in page order and tests each row against the
    // match set (materialised once, with a Bloom filter), so a page stops after `limit` hits.
    where.push(`+seq IN (SELECT rowid FROM ${fts} WHERE ${fts} MATCH ?)`);
    params.push(ftsPhrase(q));
  }
  return { where, params };
}

type Row = Record<string, unknown>;

function toRecord<R>(kind: LeadKind, row: Row): R {
  const out: Row = {};
  for (const f of fieldsOf[kind]) {
    const v = row[column(f)];
    out[f] = f === 'context' ? (v == null ? null : JSON.parse(v as string)) : (v ?? fieldDefaults[f] ?? null);
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
  private readonly statements = new Map<string, Database.Statement>();
  readonly privacy: SqlitePrivacy;

  constructor(
    file: string,
    private readonly clock: Clock = systemClock,
  ) {
    if (file !== ':memory:') privateDatabaseFile(file);
    this.db = new Database(file);
    // Deleted content is overwritten with zeros, so an erased person is not left in free pages.
    this.db.pragma('secure_delete = ON');
    this.db.pragma('journal_mode = WAL');
    this.db.pragma('synchronous = NORMAL');
    this.db.pragma('foreign_keys = ON');
    this.db.pragma('busy_timeout = 5000');
    this.migrate();
    this.privacy = new SqlitePrivacy(this.db, (kind, row) => ({ kind, record: toRecord(kind, row) }) as LeadRef);
  }

  private migrate() {
    const version = this.db.pragma('user_version', { simple: true }) as number;
    for (let v = version; v < MIGRATIONS.length; v++) {
      this.db.transaction(() => {
        const step = MIGRATIONS[v]!;
        if (typeof step === 'string') this.db.exec(step);
        else step(this.db);
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
    const row = { ...toRow(kind, record), phone_key: phoneKeyOf(record.phone), idempotency_key: opts.idempotencyKey ?? null, request_hash: opts.requestHash };
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

  /**
   * Stores records made elsewhere (seeding a benchmark or a test, an import), in one transaction, as
   * already handed to the queue (the sweeper leaves them alone). Not part of the port: the service
   * itself only ever creates records one submission at a time.
   */
  insertMany(kind: LeadKind, records: readonly (ContactRecord | ConsultationRecord)[]) {
    if (!records.length) return;
    const row = (r: ContactRecord | ConsultationRecord) => ({ ...toRow(kind, r), phone_key: phoneKeyOf(r.phone), enqueued: 1, idempotency_key: null, request_hash: 'import' });
    const cols = Object.keys(row(records[0]!));
    const insert = this.db.prepare(`INSERT INTO ${tableOf[kind]} (${cols.join(', ')}) VALUES (${cols.map((c) => `@${c}`).join(', ')})`);
    this.db.transaction(() => {
      for (const r of records) insert.run(row(r));
    })();
  }

  async createContact(input: NewContact, opts: CreateOptions) {
    const now = this.clock.now();
    return this.insert('contact', newContactRecord(input, newId(now.getTime()), now), opts);
  }

  async createConsultation(input: NewConsultation, opts: CreateOptions) {
    const now = this.clock.now();
    return this.insert('consultation', newConsultationRecord(input, newId(now.getTime()), now), opts);
  }

  /**
   * How to narrow a page by a search of three characters or more. Few hits (at most FEW_HITS, the usual
   * name or e-mail): look them up by rowid and sort them. Many hits: walk the (created_at, id) index in
   * page order and stop after `limit` matches, which takes about limit × rows / hits steps; testing LIKE
   * on each row is cheaper than materialising a large match set, and exact for an ASCII search.
   */
  private searchPlan(kind: LeadKind, q: string | undefined): SearchPlan {
    if (!q || [...q].length < TRIGRAM) return undefined;
    const fts = `${tableOf[kind]}_search`;
    const hits = this.stmt(`SELECT rowid FROM ${fts} WHERE ${fts} MATCH ? LIMIT ${FEW_HITS + 1}`).pluck().all(ftsPhrase(q)) as number[];
    if (hits.length <= FEW_HITS) return { kind: 'hits', rowids: hits };
    return isAscii(q) ? { kind: 'walk' } : undefined;
  }

  async listPage<K extends LeadKind>(kind: K, filter: ListFilter, page: PageRequest): Promise<RecordOf<K>[]> {
    const { where, params } = filterSql(kind, filter, this.searchPlan(kind, filter.q));
    if (page.after) {
      where.push('(created_at, id) < (?, ?)');
      params.push(page.after.createdAt, page.after.id);
    }
    const sql = `SELECT * FROM ${tableOf[kind]} ${where.length ? `WHERE ${where.join(' AND ')}` : ''}
      ORDER BY created_at DESC, id DESC LIMIT ?`;
    const rows = this.stmt(sql).all(...params, page.limit) as Row[];
    return rows.map((r) => toRecord<RecordOf<K>>(kind, r));
  }

  /** Prepared statements by SQL text: the list queries come in a handful of shapes, asked for often. */
  private stmt(sql: string): Database.Statement {
    let st = this.statements.get(sql);
    if (!st) this.statements.set(sql, (st = this.db.prepare(sql)));
    return st;
  }

  private counter(name: string): number {
    const row = this.stmt('SELECT n FROM lead_counts WHERE name = ?').get(name) as { n: number } | undefined;
    return row?.n ?? 0;
  }

  async countLeads(kind: LeadKind, filter: ListFilter) {
    if (!filter.q) return this.counter(filter.status ? `${kind}:status:${filter.status}` : kind);
    const fts = `${tableOf[kind]}_search`;
    // A search alone counts the match set in the FTS index, without visiting the records.
    if (!filter.status && [...filter.q].length >= TRIGRAM)
      return (this.stmt(`SELECT COUNT(*) AS n FROM ${fts} WHERE ${fts} MATCH ?`).get(ftsPhrase(filter.q)) as { n: number }).n;
    const { where, params } = filterSql(kind, filter);
    return (this.stmt(`SELECT COUNT(*) AS n FROM ${tableOf[kind]} WHERE ${where.join(' AND ')}`).get(...params) as { n: number }).n;
  }

  async leadCounts(now: Date): Promise<LeadCounts> {
    const weekAgo = new Date(now.getTime() - WEEK_MS).toISOString();
    return this.db.transaction(() => ({
      totalContacts: this.counter('contact'),
      // A range of the (created_at, id) index: as many steps as contacts that week.
      contactsThisWeek: (this.stmt('SELECT COUNT(*) AS n FROM contacts WHERE created_at >= ?').get(weekAgo) as { n: number }).n,
      totalConsultations: this.counter('consultation'),
      scheduled: this.counter('consultation:status:scheduled'),
      odooLinked: this.counter('contact:odoo') + this.counter('consultation:odoo'),
      converted: this.counter('contact:status:converted'),
    }))();
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
      const updatedAt = this.clock.now().toISOString();
      const sets = ['sync_status = @syncStatus', 'sync_error = @syncError', 'odoo_lead_id = @odooLeadId', 'updated_at = @updatedAt'];
      if (result.kind === 'consultation') sets.push('odoo_event_id = @odooEventId');
      if (next.meetingLink) sets.push('meeting_link = @meetingLink');
      this.db
        .prepare(`UPDATE ${tableOf[result.kind]} SET ${sets.join(', ')} WHERE id = @id`)
        .run({ odooEventId: null, ...next, updatedAt, id: result.recordId });
      return this.getRef(result.kind, result.recordId);
    }).immediate();
  }

  async requeue(kind: LeadKind, id: string, pendingBefore: string) {
    return this.db.transaction((): RequeueOutcome | null => {
      const info = this.db
        .prepare(
          `UPDATE ${tableOf[kind]} SET sync_status = 'pending', sync_error = NULL, enqueued = 0, updated_at = ?
           WHERE id = ? AND (sync_status = 'failed' OR (sync_status = 'pending' AND updated_at < ?))`,
        )
        .run(this.clock.now().toISOString(), id, pendingBefore);
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
        .run(id, username, passwordHash, this.clock.now().toISOString(), opts.canOperateQueues ? 1 : 0);
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

  async applyOdooChange(change: OdooChange) {
    return this.db.transaction((): { ref: LeadRef; changed: boolean } | null => {
      const ref = this.getRef(change.kind, change.recordId);
      if (!ref) return null;
      const patch = odooChangePatch(ref.record, change);
      if (!patch) return { ref, changed: false };
      const values: Row = { ...patch, updatedAt: this.clock.now().toISOString() };
      const sets = Object.keys(values).map((f) => `${column(f)} = @${f}`);
      this.db.prepare(`UPDATE ${tableOf[change.kind]} SET ${sets.join(', ')} WHERE id = @id`).run({ ...values, id: change.recordId });
      return { ref: this.getRef(change.kind, change.recordId)!, changed: true };
    }).immediate();
  }

  // ---- Mail (booking e-mails and kept mail) ----
  async insertKeptMail(m: KeptMailRow) {
    // One statement: the row goes in only while its record has no tombstone, so an erase either deletes it
    // (it came first) or refuses it (it came after).
    const info = this.stmt(
      `INSERT INTO kept_mail (key, kind, record_kind, record_id, recipient, subject, message_id, status, error, attempts, created_at, sent_at, meeting_link, source, recipient_key, recipient_domain)
       SELECT @key, @kind, @recordKind, @recordId, @to, @subject, @messageId, @status, @error, @attempts, @createdAt, @sentAt, @meetingLink, @source, @recipientKey, @recipientDomain
       WHERE NOT EXISTS (SELECT 1 FROM erased_records WHERE record_id = @recordId)
       ON CONFLICT (key) DO NOTHING`,
    ).run({ ...m, ...recipientKeysOf(m.to) });
    return info.changes === 1;
  }

  async updateKeptMail(key: string, patch: KeptMailPatch) {
    const values: Row = definedOf(patch);
    const sets = Object.keys(values).map((f) => `${column(f)} = @${f}`);
    if (sets.length === 0) return !!(await this.getKeptMail(key));
    return this.db.prepare(`UPDATE kept_mail SET ${sets.join(', ')} WHERE key = @key`).run({ ...values, key }).changes === 1;
  }

  async countKeptMail(to: { address: string } | { domain: string }, since: string) {
    const [col, value] = 'address' in to ? ['recipient_key', to.address.toLowerCase()] : ['recipient_domain', to.domain.toLowerCase()];
    return (this.stmt(`SELECT COUNT(*) AS n FROM kept_mail WHERE ${col} = ? AND created_at >= ?`).get(value, since) as { n: number }).n;
  }

  async getKeptMail(key: string) {
    const row = this.stmt(`SELECT ${KEPT_MAIL_COLUMNS}, source, meeting_link FROM kept_mail WHERE key = ?`).get(key) as Row | undefined;
    return row ? { ...keptMailOf(row), source: row.source as string, meetingLink: (row.meeting_link as string | null) ?? null } : null;
  }

  async listKeptMail(page: { limit: number; after?: KeptMailPosition | undefined }) {
    const where = page.after ? 'WHERE (created_at, key) < (?, ?)' : '';
    const params = page.after ? [page.after.createdAt, page.after.key] : [];
    const rows = this.stmt(`SELECT ${KEPT_MAIL_COLUMNS} FROM kept_mail ${where} ORDER BY created_at DESC, key DESC LIMIT ?`).all(...params, page.limit) as Row[];
    return rows.map(keptMailOf);
  }

  async deleteKeptMail(recordId: string) {
    return this.db.transaction(() => {
      const rows = (this.stmt(`SELECT ${KEPT_MAIL_COLUMNS} FROM kept_mail WHERE record_id = ?`).all(recordId) as Row[]).map(keptMailOf);
      this.stmt('DELETE FROM kept_mail WHERE record_id = ?').run(recordId);
      return rows;
    }).immediate();
  }

  async setMailState(id: string, patch: MailStatePatch) {
    const values: Row = { ...definedOf(patch), updatedAt: this.clock.now().toISOString() };
    const sets = Object.keys(values).map((f) => `${column(f)} = @${f}`);
    const info = this.db.prepare(`UPDATE consultations SET ${sets.join(', ')} WHERE id = @id`).run({ ...values, id });
    return info.changes ? (this.getRef('consultation', id)!.record as ConsultationRecord) : null;
  }

  async raiseInviteSequence(id: string, from: number) {
    const info = this.stmt('UPDATE consultations SET invite_sequence = invite_sequence + 1, updated_at = ? WHERE id = ? AND invite_sequence = ?').run(this.clock.now().toISOString(), id, from);
    return info.changes ? (this.getRef('consultation', id)!.record as ConsultationRecord) : null;
  }

  async raiseLinkVersion(id: string, now: Date) {
    const info = this.stmt('UPDATE consultations SET link_version = link_version + 1, updated_at = ? WHERE id = ?').run(now.toISOString(), id);
    return info.changes ? (this.getRef('consultation', id)!.record as ConsultationRecord) : null;
  }

  // --- Booking page: the visitor reschedules or cancels ---
  async changeBooking(id: string, change: BookingChange, now: Date) {
    // One IMMEDIATE transaction: read, decide, write; the status trigger keeps the counters right.
    return this.db.transaction((): BookingChangeOutcome | null => {
      const ref = this.getRef('consultation', id);
      if (!ref) return null;
      const decision = bookingChangeDecision(ref.record as ConsultationRecord, change, now);
      if (decision.kind === 'same') return { ref, changed: false };
      if (decision.kind === 'refused') return { ref, changed: false, refused: decision.reason };
      const sets = Object.keys(decision.patch).map((f) => `${column(f)} = @${f}`);
      this.db.prepare(`UPDATE consultations SET ${sets.join(', ')}, enqueued = 0 WHERE id = @id`).run({ ...decision.patch, id });
      return { ref: this.getRef('consultation', id)!, changed: true };
    }).immediate();
  }
}

/** The kept-mail columns under the names of KeptMail's fields, so a row parses as one. */
const KEPT_MAIL_COLUMNS =
  'key, kind, record_kind AS recordKind, record_id AS recordId, recipient AS "to", subject, message_id AS messageId, status, error, attempts, created_at AS createdAt, sent_at AS sentAt';
const keptMailOf = (row: Row): KeptMail => keptMailSchema.parse(row);
