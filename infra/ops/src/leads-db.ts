// What backup and restore share about the leads SQLite store: where its file lives, how to tell a
// sound copy of it, and whether a process has it open.
import Database from 'better-sqlite3';
import { chmodSync, mkdirSync, readdirSync, readlinkSync, rmSync, statSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { z } from 'zod';
import { parseEnv } from '@site/env-config/parse-env';

/** The file name the leads service uses under DATA_DIR. */
export const LEADS_DB_FILE = 'leads.sqlite';

/** SQLite's companion files in WAL mode: they hold committed data until a checkpoint. */
export const WAL_SUFFIXES = ['-wal', '-shm'] as const;

/** What `npm run backup` and `npm run restore` read; docs/configuration.md is generated from it. */
export const opsEnv = z.object({
  DATA_DIR: z.string().default('./data').describe('the leads store to back up or restore, and `backups/` beside it'),
  BACKUP_KEEP_DAYS: z.coerce
    .number()
    .int()
    .min(1)
    .max(3650)
    .default(30)
    .describe('backups in `DATA_DIR/backups` and databases a restore kept aside older than this many days are deleted'),
});

export function opsConfig(env: NodeJS.ProcessEnv) {
  const e = parseEnv(opsEnv, env, 'backup/restore');
  const dataDir = resolve(e.DATA_DIR);
  return { dataDir, dbFile: join(dataDir, LEADS_DB_FILE), backupsDir: join(dataDir, 'backups'), keepDays: e.BACKUP_KEEP_DAYS };
}

/** A folder only the service's user may enter (backups and the database hold people's data). */
export function privateDir(dir: string) {
  mkdirSync(dir, { recursive: true, mode: 0o700 });
  chmodSync(dir, 0o700);
}

/**
 * Deletes what holds people's data past its time: backups in DATA_DIR/backups and the databases a restore
 * kept aside (leads.sqlite.before-restore-*), older than `keepDays`. A backup holds people erased after
 * it was taken (a restore erases them again, from the erasure ledger); expiry bounds how long they stay
 * there. Copies kept elsewhere (a backup written to another path) are the operator's to expire.
 */
export function expireOldCopies(config: { dataDir: string; backupsDir: string; keepDays: number }, now = new Date()): string[] {
  const cutoff = now.getTime() - config.keepDays * 86_400_000;
  const old = (dir: string, name: string) => {
    try {
      return statSync(join(dir, name)).mtimeMs < cutoff;
    } catch {
      return false;
    }
  };
  const removed: string[] = [];
  const remove = (dir: string, names: string[]) => {
    for (const name of names) {
      rmSync(join(dir, name), { force: true });
      removed.push(join(dir, name));
    }
  };
  const list = (dir: string) => {
    try {
      return readdirSync(dir);
    } catch {
      return [];
    }
  };
  remove(
    config.backupsDir,
    list(config.backupsDir).filter((n) => /^leads-.*\.sqlite$/.test(n) && old(config.backupsDir, n)),
  );
  const kept = list(config.dataDir).filter((n) => n.startsWith(`${LEADS_DB_FILE}.before-restore-`));
  // A kept database goes with its -wal and -shm files, judged by the database file's age.
  const expired = kept.filter((n) => !WAL_SUFFIXES.some((s) => n.endsWith(s)) && old(config.dataDir, n));
  remove(
    config.dataDir,
    kept.filter((n) => expired.some((e) => n === e || WAL_SUFFIXES.some((s) => n === e + s))),
  );
  return removed;
}

export type DbSummary = { contacts: number; consultations: number; users: number; schemaVersion: number };

/**
 * Opens a leads database read-only, runs SQLite's full integrity check and counts its records.
 * Throws with the reason when the file is not a sound leads database.
 */
export function checkLeadsDb(file: string): DbSummary {
  let db: Database.Database;
  try {
    db = new Database(file, { readonly: true, fileMustExist: true });
  } catch (err) {
    throw new Error(`${file} cannot be opened as SQLite: ${(err as Error).message}`);
  }
  try {
    const problems = (db.pragma('integrity_check') as { integrity_check: string }[]).map((r) => r.integrity_check);
    if (problems.join() !== 'ok') throw new Error(`${file} fails SQLite's integrity check: ${problems.slice(0, 5).join('; ')}`);
    const tables = new Set(
      (db.prepare("SELECT name FROM sqlite_master WHERE type = 'table'").all() as { name: string }[]).map((t) => t.name),
    );
    const missing = ['contacts', 'consultations', 'users', 'sessions'].filter((t) => !tables.has(t));
    if (missing.length) throw new Error(`${file} is not a leads database (no table ${missing.join(', ')})`);
    const count = (table: string) => (db.prepare(`SELECT count(*) AS n FROM ${table}`).get() as { n: number }).n;
    return {
      contacts: count('contacts'),
      consultations: count('consultations'),
      users: count('users'),
      schemaVersion: db.pragma('user_version', { simple: true }) as number,
    };
  } catch (err) {
    if ((err as Error).message.startsWith(file)) throw err;
    throw new Error(`${file} is not a readable SQLite database: ${(err as Error).message}`);
  } finally {
    db.close();
  }
}

/**
 * The ids of processes (Linux, same user) that have any of these files open. The leads service keeps
 * its database open for as long as it runs, so this tells whether it is running on this DATA_DIR
 * without it having to write a lock file.
 */
export function processesUsing(files: string[]): number[] {
  const wanted = new Set(files.map((f) => resolve(f)));
  const pids: number[] = [];
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry) || Number(entry) === process.pid) continue;
    let fds: string[];
    try {
      fds = readdirSync(`/proc/${entry}/fd`);
    } catch {
      continue; // gone, or another user's process
    }
    for (const fd of fds) {
      let target: string;
      try {
        target = readlinkSync(`/proc/${entry}/fd/${fd}`);
      } catch {
        continue;
      }
      if (wanted.has(target)) {
        pids.push(Number(entry));
        break;
      }
    }
  }
  return pids;
}

/** A file-name-safe UTC timestamp, e.g. 20261122T231502Z. */
export function stamp(date = new Date()): string {
  return date
    .toISOString()
    .replace(/[-:]/g, '')
    .replace(/\.\d+Z$/, 'Z');
}
