// The SQLite file's schema, as numbered steps: `user_version` records how many ran (sqlite-db.ts runs
// the rest, each once, in a transaction). A step is never edited once released; a change is a new step.
import type Database from 'better-sqlite3';
import { type LeadKind } from '@site/contracts/records';
import { heldCells } from '../../records/booking-slot-rules';
import { phoneKeyOf, recipientKeysOf } from '../../records/record-keys';

const tableOf = { contact: 'contacts', consultation: 'consultations' } as const;
const statusColumn = { contact: 'lead_status', consultation: 'status' } as const;
const tables = tableOf;

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
    for (const row of db.prepare(`SELECT seq, phone FROM ${table} WHERE phone IS NOT NULL`).iterate() as Iterable<{
      seq: number;
      phone: string;
    }>)
      update.run(phoneKeyOf(row.phone), row.seq);
  }
}

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

/**
 * Version 2, the dashboard at scale: keyset indexes for newest-first pages (overall and per status),
 * a trigram FTS5 index over name, e-mail and company kept in step by triggers, and counters the
 * triggers maintain, so totals and the summary cards never count rows one by one.
 */
function dashboardMigration(): string {
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
/**
 * Migration: the search index catches up in batches (sqlite-search-index.ts) instead of in every
 * submission's transaction. `search_indexed.upto` is the highest `seq` the FTS index holds: every row
 * up to it is indexed, no row above it is (seq only grows). The insert trigger keeps only the counters;
 * an update or delete touches the FTS index only for a row it holds, with the values it indexed.
 */
function deferredSearchMigration(): string {
  const perTable = (kind: LeadKind) => {
    const t = tableOf[kind];
    const st = statusColumn[kind];
    const fts = `${t}_search`;
    const indexed = `old.seq <= (SELECT upto FROM search_indexed WHERE kind = '${kind}')`;
    return `
    INSERT INTO search_indexed (kind, upto) SELECT '${kind}', COALESCE(MAX(seq), 0) FROM ${t};
    DROP TRIGGER ${t}_ai;
    CREATE TRIGGER ${t}_ai AFTER INSERT ON ${t} BEGIN
      ${counter(`'${kind}'`, '1')}
      ${counter(`'${kind}:status:' || new.${st}`, '1')}
      ${counter(`'${kind}:odoo'`, '(new.odoo_lead_id IS NOT NULL)')}
    END;
    DROP TRIGGER ${t}_ad;
    CREATE TRIGGER ${t}_ad AFTER DELETE ON ${t} BEGIN
      ${counter(`'${kind}'`, '-1')}
      ${counter(`'${kind}:status:' || old.${st}`, '-1')}
      ${counter(`'${kind}:odoo'`, '-(old.odoo_lead_id IS NOT NULL)')}
    END;
    CREATE TRIGGER ${t}_ad_search AFTER DELETE ON ${t} WHEN ${indexed} BEGIN
      INSERT INTO ${fts} (${fts}, rowid, name, email, company) VALUES ('delete', old.seq, old.name, old.email, old.company);
    END;
    DROP TRIGGER ${t}_au_search;
    CREATE TRIGGER ${t}_au_search AFTER UPDATE OF name, email, company ON ${t} WHEN ${indexed} BEGIN
      INSERT INTO ${fts} (${fts}, rowid, name, email, company) VALUES ('delete', old.seq, old.name, old.email, old.company);
      INSERT INTO ${fts} (rowid, name, email, company) VALUES (new.seq, new.name, new.email, new.company);
    END;`;
  };
  return `CREATE TABLE search_indexed (kind TEXT PRIMARY KEY, upto INTEGER NOT NULL) WITHOUT ROWID;
    ${perTable('contact')}
    ${perTable('consultation')}`;
}

/**
 * Migration: bookings that never collide (sqlite-booking-slots.ts). Each booking that is not cancelled
 * holds the half-hour cells its meeting touches; the organiser's busy time in Odoo is kept as the pull
 * last read it. Bookings that already overlapped keep both their cells: the overlap is listed for staff.
 */
export function bookingSlotsMigration(db: Database.Database) {
  db.exec(`
    CREATE TABLE booking_claims (
      cell INTEGER NOT NULL, record_id TEXT NOT NULL REFERENCES consultations (id) ON DELETE CASCADE,
      PRIMARY KEY (cell, record_id)) WITHOUT ROWID;
    CREATE INDEX booking_claims_record ON booking_claims (record_id);
    CREATE TABLE odoo_busy (odoo_event_id INTEGER NOT NULL, start_ms INTEGER NOT NULL, end_ms INTEGER NOT NULL);
    CREATE INDEX odoo_busy_start ON odoo_busy (start_ms);
    CREATE TABLE odoo_busy_read (one INTEGER PRIMARY KEY CHECK (one = 1), read_at TEXT NOT NULL);`);
  const insert = db.prepare('INSERT OR IGNORE INTO booking_claims (cell, record_id) VALUES (?, ?)');
  const bookings = db
    .prepare(`SELECT id, status, preferred_date, preferred_time, duration FROM consultations WHERE status != 'cancelled'`)
    .all() as { id: string; status: string; preferred_date: string | null; preferred_time: string | null; duration: number }[];
  for (const b of bookings) {
    const booking = { status: b.status, preferredDate: b.preferred_date, preferredTime: b.preferred_time, duration: b.duration };
    for (const cell of heldCells(booking)) insert.run(cell, b.id);
  }
}

/**
 * Migration: a kept message's recipient key is the inbox it reaches (record-keys.ts), so that the mail
 * limits count a sub-address (`ada+x@`) and Gmail's dots with the address itself. Only such rows change.
 */
export function inboxKeyMigration(db: Database.Database) {
  const rows = db
    .prepare(
      `SELECT key, recipient FROM kept_mail
       WHERE instr(recipient, '+') > 0 OR lower(recipient) LIKE '%@gmail.com' OR lower(recipient) LIKE '%@googlemail.com'`,
    )
    .all() as { key: string; recipient: string }[];
  const update = db.prepare('UPDATE kept_mail SET recipient_key = ? WHERE key = ?');
  for (const row of rows) update.run(recipientKeysOf(row.recipient).recipientKey, row.key);
}

/** The SQL that adds `delta` to the counter `name` (both SQL expressions). */
const counter = (name: string, delta: string) =>
  `INSERT INTO lead_counts (name, n) VALUES (${name}, ${delta}) ON CONFLICT (name) DO UPDATE SET n = n + ${delta};`;

/** Each migration runs once, in a transaction: SQL, or a function for steps SQL cannot do alone. */
export const MIGRATIONS: (string | ((db: Database.Database) => void))[] = [
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
  // The search index catches up in batches, outside the submissions' transactions.
  deferredSearchMigration(),
  // Bookings that never collide: the time each booking holds, the organiser's busy time in Odoo.
  bookingSlotsMigration,
  // The mail limits count every spelling of one inbox as one.
  inboxKeyMigration,
];
