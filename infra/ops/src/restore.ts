// npm run restore FILE: puts a backup back as DATA_DIR/leads.sqlite.
// - The backup is checked first (SQLite integrity_check and the leads tables); a bad file changes nothing.
// - It refuses while any process has the current database open, i.e. while the leads service runs on
//   this DATA_DIR: replacing the file under a running service would lose its writes or corrupt it.
//   Stop the stack (Ctrl-C on `make run`) first.
// - The current database, with its WAL files, is kept beside it as leads.sqlite.before-restore-<time>.
// - The copy is written under a temporary name, flushed to disk, then renamed into place.
// - Then every record the erasure ledger (DATA_DIR/erasure-ledger.jsonl, outside the restored file) names is
//   erased again: a backup taken before an erase must not bring the person back.
// - The database is private to the user (0600 in a 0700 folder); the copy kept aside expires (leads-db.ts).
// After a restore, records still pending are handed to the queue again by the leads service's
// sweeper and reconciler; Odoo's external ids keep that from creating duplicates.
import { chmodSync, copyFileSync, existsSync, fsyncSync, openSync, closeSync, renameSync, rmSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { ErasureLedger, eraseNamedByLedger } from '@site/leads/privacy/erasure-ledger';
import { openSqliteStore } from '@site/leads/store/sqlite-store';
import { checkLeadsDb, opsConfig, privateDir, processesUsing, stamp, WAL_SUFFIXES, type DbSummary } from './leads-db';

export function restoreLeadsDb(backupFile: string, dbFile: string): { summary: DbSummary; previous: string | undefined } {
  if (!existsSync(backupFile)) throw new Error(`no backup file at ${backupFile}`);
  const summary = checkLeadsDb(backupFile);
  const live = [dbFile, ...WAL_SUFFIXES.map((s) => dbFile + s)];
  const users = processesUsing(live);
  if (users.length) {
    throw new Error(`${dbFile} is open in process ${users.join(', ')} (the leads service?); stop the stack before restoring`);
  }
  const partial = `${dbFile}.restoring`;
  privateDir(dirname(dbFile));
  copyFileSync(backupFile, partial);
  chmodSync(partial, 0o600);
  const fd = openSync(partial, 'r+');
  fsyncSync(fd);
  closeSync(fd);

  let previous: string | undefined;
  if (existsSync(dbFile)) {
    previous = `${dbFile}.before-restore-${stamp()}`;
    for (const suffix of ['', ...WAL_SUFFIXES]) if (existsSync(dbFile + suffix)) renameSync(dbFile + suffix, previous + suffix);
  } else {
    // Stray WAL files would be replayed into the restored database.
    for (const suffix of WAL_SUFFIXES) rmSync(dbFile + suffix, { force: true });
  }
  renameSync(partial, dbFile);
  return { summary, previous };
}

/** Erases again what the erasure ledger names, in the restored database; returns how many records that was. */
export async function reapplyErasures(dbFile: string, dataDir: string): Promise<number> {
  const store = openSqliteStore(dbFile);
  try {
    return await eraseNamedByLedger(store, ErasureLedger.in(dataDir));
  } finally {
    await store.close();
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const file = process.argv[2];
  if (!file) {
    console.error('usage: npm run restore FILE   (DATA_DIR selects the data directory; default ./data)');
    process.exit(2);
  }
  const config = opsConfig(process.env);
  try {
    const { summary: s, previous } = restoreLeadsDb(resolve(file), config.dbFile);
    console.log(
      `restored ${config.dbFile} from ${resolve(file)} (${s.contacts} contacts, ${s.consultations} consultations, ${s.users} staff users)`,
    );
    const erased = await reapplyErasures(config.dbFile, config.dataDir);
    console.log(`${erased} record(s) of people erased since the backup were erased again (erasure ledger)`);
    if (previous) console.log(`the database it replaced is kept as ${previous} (deleted after ${config.keepDays} days by npm run backup)`);
  } catch (err) {
    console.error(`restore refused: ${(err as Error).message}`);
    process.exit(1);
  }
}
