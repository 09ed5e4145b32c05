// npm run backup [FILE]: a consistent copy of the leads SQLite store, taken while the stack serves.
// SQLite's online backup API copies every page inside one read transaction (WAL mode lets the leads
// service keep writing meanwhile), so the copy is the database as of one instant: every submission
// acknowledged before the backup began is in it. The source is opened read-only. The copy is switched
// to a single self-contained file (rollback journal), checked with integrity_check, and only then
// given its final name. Default target: DATA_DIR/backups/leads-<UTC timestamp>.sqlite.
import Database from 'better-sqlite3';
import { existsSync, mkdirSync, renameSync, rmSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { checkLeadsDb, opsConfig, stamp, type DbSummary } from './leads-db';

/** Pages per backup step: all of them, so the copy is one snapshot and never restarts under writes. */
const ALL_PAGES = 0x7fffffff;

export async function backupLeadsDb(dbFile: string, target: string): Promise<DbSummary> {
  if (!existsSync(dbFile)) throw new Error(`no leads database at ${dbFile} (is DATA_DIR right?)`);
  mkdirSync(dirname(target), { recursive: true });
  const partial = `${target}.partial`;
  rmSync(partial, { force: true });
  const source = new Database(dbFile, { readonly: true, fileMustExist: true });
  try {
    await source.backup(partial, { progress: () => ALL_PAGES });
  } finally {
    source.close();
  }
  try {
    const copy = new Database(partial, { fileMustExist: true });
    copy.pragma('journal_mode = DELETE');
    copy.close();
    const summary = checkLeadsDb(partial);
    renameSync(partial, target);
    return summary;
  } catch (err) {
    rmSync(partial, { force: true });
    throw err;
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const config = opsConfig(process.env);
  const target = process.argv[2] ? resolve(process.argv[2]) : join(config.backupsDir, `leads-${stamp()}.sqlite`);
  try {
    const s = await backupLeadsDb(config.dbFile, target);
    console.log(`backup written: ${target} (${s.contacts} contacts, ${s.consultations} consultations, ${s.users} staff users; integrity ok)`);
  } catch (err) {
    console.error(`backup failed: ${(err as Error).message}`);
    process.exit(1);
  }
}
