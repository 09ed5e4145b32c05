// What every SQLite port shares: the database file (private to the service's user, WAL journal,
// synchronous=NORMAL: durable across process crashes; a power cut may lose the last transactions, not
// corrupt the file), its migrations, the statement cache, and the mapping between rows and records.
import Database from 'better-sqlite3';
import { chmodSync, closeSync, existsSync, mkdirSync, openSync } from 'node:fs';
import { dirname } from 'node:path';
import { type Clock } from '@site/lagos-time/clock';
import { type ConsultationRecord, type ContactRecord, type LeadKind } from '@site/contracts/records';
import { fieldDefaults, fieldsOf } from '../../records/record-rules';
import { type LeadRef } from '../lead-store';
import { MIGRATIONS } from './sqlite-migrations';

export type Row = Record<string, unknown>;

export const column = (field: string) => field.replace(/[A-Z]/g, (c) => `_${c.toLowerCase()}`);
export const tableOf = { contact: 'contacts', consultation: 'consultations' } as const;
/** The status column the lists filter on, per table. */
export const statusColumn = { contact: 'lead_status', consultation: 'status' } as const;

/** Each kind's fields with their columns, worked out once (every read and write maps a whole row). */
const fieldColumns = {
  contact: fieldsOf.contact.map((f) => [f, column(f)] as const),
  consultation: fieldsOf.consultation.map((f) => [f, column(f)] as const),
};

export function toRecord<R>(kind: LeadKind, row: Row): R {
  const out: Row = {};
  for (const [f, c] of fieldColumns[kind]) {
    const v = row[c];
    out[f] = f === 'context' ? (v == null ? null : JSON.parse(v as string)) : (v ?? fieldDefaults[f] ?? null);
  }
  return out as R;
}

export function toRow(kind: LeadKind, record: ContactRecord | ConsultationRecord): Row {
  const row: Row = {};
  for (const [f, c] of fieldColumns[kind]) {
    const v = (record as Row)[f];
    row[c] = f === 'context' ? (v == null ? null : JSON.stringify(v)) : v;
  }
  return row;
}

export const refOf = (kind: LeadKind, row: Row): LeadRef => ({ kind, record: toRecord(kind, row) }) as LeadRef;

/** The database file and the files SQLite keeps beside it, all private to the service's user. */
function privateDatabaseFile(file: string) {
  const dir = dirname(file);
  mkdirSync(dir, { recursive: true, mode: 0o700 });
  chmodSync(dir, 0o700);
  // SQLite makes its -wal and -shm files with the database file's mode.
  if (!existsSync(file)) closeSync(openSync(file, 'a', 0o600));
  for (const f of [file, `${file}-wal`, `${file}-shm`]) if (existsSync(f)) chmodSync(f, 0o600);
}

/**
 * Versioned migrations: `user_version` says how many of `steps` ran; each runs once, in an IMMEDIATE
 * transaction. `steps` is all of MIGRATIONS but in a test that builds a file as an older release left it.
 */
export function migrate(db: Database.Database, steps: typeof MIGRATIONS = MIGRATIONS) {
  // Up to date (every start but the first after a release): no write lock taken.
  if ((db.pragma('user_version', { simple: true }) as number) >= steps.length) return;
  for (;;) {
    const ran = db
      .transaction(() => {
        // Read inside the write lock: two processes opening one new file run each step once.
        const version = db.pragma('user_version', { simple: true }) as number;
        if (version >= steps.length) return false;
        const step = steps[version]!;
        if (typeof step === 'string') db.exec(step);
        else step(db);
        db.pragma(`user_version = ${version + 1}`);
        return true;
      })
      .immediate();
    if (!ran) return;
  }
}

/** The connection every SQLite port of one store shares. */
export class SqliteDb {
  readonly db: Database.Database;
  private readonly statements = new Map<string, Database.Statement>();

  constructor(
    file: string,
    readonly clock: Clock,
  ) {
    if (file !== ':memory:') privateDatabaseFile(file);
    this.db = new Database(file);
    // First: several leads processes share the file, and even switching a new file to WAL takes a lock
    // another process may hold for a moment; without a busy timeout that moment is an SQLITE_BUSY error.
    this.db.pragma('busy_timeout = 5000');
    // Deleted content is overwritten with zeros, so an erased person is not left in free pages.
    this.db.pragma('secure_delete = ON');
    this.db.pragma('journal_mode = WAL');
    this.db.pragma('synchronous = NORMAL');
    this.db.pragma('foreign_keys = ON');
    migrate(this.db);
  }

  /** Prepared statements by SQL text: the queries come in a handful of shapes, asked for often. */
  stmt(sql: string): Database.Statement {
    let st = this.statements.get(sql);
    if (!st) this.statements.set(sql, (st = this.db.prepare(sql)));
    return st;
  }

  getRef(kind: LeadKind, id: string): LeadRef | null {
    const row = this.stmt(`SELECT * FROM ${tableOf[kind]} WHERE id = ?`).get(id) as Row | undefined;
    return row ? refOf(kind, row) : null;
  }

  close() {
    if (this.db.open) this.db.close();
  }
}
