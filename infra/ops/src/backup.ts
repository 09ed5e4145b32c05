// npm run backup [FILE]: a consistent copy of the leads SQLite store, taken while the stack serves.
// SQLite's online backup API copies every page inside one read transaction (WAL mode lets the leads
// service keep writing meanwhile), so the copy is the database as of one instant: every submission
// acknowledged before the backup began is in it. The source is opened read-only. The copy is switched
// to a single self-contained file (rollback journal), checked with integrity_check, and only then
// given its final name. Default target: DATA_DIR/backups/leads-<UTC timestamp>.sqlite. The copy and the
// backups folder are private to the user (0600, 0700); backups there older than BACKUP_KEEP_DAYS, and
// databases a restore kept aside, are deleted after each backup (they hold people erased since).
import Database from 'better-sqlite3';
import { chmodSync, existsSync, renameSync, rmSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { checkLeadsDb, expireOldCopies, opsConfig, privateDir, stamp, type DbSummary } from './leads-db';

/** Pages per backup step: all of them, so the copy is one snapshot and never restarts under writes. */
const ALL_PAGES = 0x7fffffff;

export async function backupLeadsDb(dbFile: string, target: string): Promise<DbSummary> {
  if (!existsSync(dbFile)) throw new Error(`no leads database at ${dbFile} (is DATA_DIR right?)`);
  privateDir(dirname(target));
  const partial = `${target}.partial`;
  rmSync(partial, { force: true });
  const source = new Database(dbFile, { readonly: true, fileMustExist: true });
  try {
    await source.backup(partial, { progress: () => ALL_PAGES });
  } finally {
    source.close();
  }
  try {
    chmodSync(partial, 0o600);
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
    console.log(
      `backup written: ${target} (${s.contacts} contacts, ${s.consultations} consultations, ${s.users} staff users; integrity ok)`,
    );
    const expired = expireOldCopies(config);
    if (expired.length) console.log(`deleted ${expired.length} file(s) older than ${config.keepDays} days: ${expired.join(', ')}`);
  } catch (err) {
    console.error(`backup failed: ${(err as Error).message}`);
    process.exit(1);
  }
}
