// npm run restore FILE: puts a backup back as DATA_DIR/leads.sqlite.
// - The backup is checked first (SQLite integrity_check and the leads tables); a bad file changes nothing.
// - It refuses while any process has the current database open, i.e. while the leads service runs on
//   this DATA_DIR: replacing the file under a running service would lose its writes or corrupt it.
//   Stop the stack (Ctrl-C on `make run`) first.
// - The current database, with its WAL files, is kept beside it as leads.sqlite.before-restore-<time>.
// - The copy is written under a temporary name, flushed to disk, then renamed into place.
// After a restore, records still pending are handed to the queue again by the leads service's
// sweeper and reconciler; Odoo's external ids keep that from creating duplicates.
import { copyFileSync, existsSync, fsyncSync, openSync, closeSync, renameSync, rmSync } from 'node:fs';
import { resolve } from 'node:path';
import { checkLeadsDb, opsConfig, processesUsing, stamp, WAL_SUFFIXES, type DbSummary } from './leads-db';

export function restoreLeadsDb(backupFile: string, dbFile: string): { summary: DbSummary; previous: string | undefined } {
  if (!existsSync(backupFile)) throw new Error(`no backup file at ${backupFile}`);
  const summary = checkLeadsDb(backupFile);
  const live = [dbFile, ...WAL_SUFFIXES.map((s) => dbFile + s)];
  const users = processesUsing(live);
  if (users.length) {
    throw new Error(`${dbFile} is open in process ${users.join(', ')} (the leads service?); stop the stack before restoring`);
  }
  const partial = `${dbFile}.restoring`;
  copyFileSync(backupFile, partial);
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

if (import.meta.url === `file://${process.argv[1]}`) {
  const file = process.argv[2];
  if (!file) {
    console.error('usage: npm run restore FILE   (DATA_DIR selects the data directory; default ./data)');
    process.exit(2);
  }
  const config = opsConfig(process.env);
  try {
    const { summary: s, previous } = restoreLeadsDb(resolve(file), config.dbFile);
    console.log(`restored ${config.dbFile} from ${resolve(file)} (${s.contacts} contacts, ${s.consultations} consultations, ${s.users} staff users)`);
    if (previous) console.log(`the database it replaced is kept as ${previous}`);
  } catch (err) {
    console.error(`restore refused: ${(err as Error).message}`);
    process.exit(1);
  }
}
