// The erasure ledger: one JSON line per erasure (its id, when, and the records by kind and id; nothing of
// the person) appended to DATA_DIR/erasure-ledger.jsonl, outside the store. A backup taken before an erase
// still holds the person; `npm run restore` and the leads service's start-up erase again every record the
// ledger names (eraseNamedByLedger), so a restore never brings an erased person back.
import { appendFileSync, chmodSync, closeSync, existsSync, fsyncSync, mkdirSync, openSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { z } from 'zod';
import { type LeadRef, type LeadStore } from '../store/lead-store';
import { type RecordKey } from '../store/privacy-port';

export const LEDGER_FILE = 'erasure-ledger.jsonl';

const entrySchema = z.object({
  erasureId: z.string(),
  at: z.string(),
  records: z.array(z.object({ kind: z.enum(['contact', 'consultation']), id: z.string() })),
});
export type LedgerEntry = z.infer<typeof entrySchema>;

export class ErasureLedger {
  constructor(readonly file: string) {}

  static in(dataDir: string): ErasureLedger {
    return new ErasureLedger(join(dataDir, LEDGER_FILE));
  }

  /** Appends an entry and flushes it to disk before the erase goes on (it must outlive a crash). */
  append(entry: LedgerEntry): void {
    mkdirSync(dirname(this.file), { recursive: true, mode: 0o700 });
    const fd = openSync(this.file, 'a', 0o600);
    try {
      appendFileSync(fd, `${JSON.stringify(entry)}\n`);
      fsyncSync(fd);
    } finally {
      closeSync(fd);
    }
    chmodSync(this.file, 0o600);
  }

  /** Every record the ledger names (a damaged line, e.g. cut by a crash mid-write, is skipped). */
  records(): (RecordKey & { erasureId: string; at: string })[] {
    if (!existsSync(this.file)) return [];
    return readFileSync(this.file, 'utf8')
      .split('\n')
      .flatMap((line) => {
        if (!line.trim()) return [];
        try {
          const e = entrySchema.parse(JSON.parse(line));
          return e.records.map((r) => ({ ...r, erasureId: e.erasureId, at: e.at }));
        } catch {
          return [];
        }
      });
  }
}

/**
 * Tombstones for every record the ledger names (a restore loses those made after the backup, and a late
 * sync result for such a record must still be recognised), then the records the store holds again.
 */
export async function recordsBackFromErasure(store: LeadStore, ledger: ErasureLedger): Promise<LeadRef[]> {
  const byErasure = new Map<string, { at: string; keys: RecordKey[] }>();
  for (const r of ledger.records()) {
    const entry = byErasure.get(r.erasureId) ?? { at: r.at, keys: [] };
    entry.keys.push({ kind: r.kind, id: r.id });
    byErasure.set(r.erasureId, entry);
  }
  const found = new Map<string, LeadRef>();
  for (const [erasureId, { at, keys }] of byErasure) {
    await store.privacy.markErased(keys, erasureId, at);
    for (const key of keys) {
      const ref = found.has(key.id) ? null : await store.getLead(key.kind, key.id);
      if (ref) found.set(key.id, ref);
    }
  }
  return [...found.values()];
}

/**
 * The store's part of erasing again what the ledger names, for `npm run restore` (the stack is stopped):
 * kept mail and records go, and the write-ahead log is emptied. Odoo's part was done by the first erase;
 * the tombstones keep anything still queued from writing the records there again.
 */
export async function eraseNamedByLedger(store: LeadStore, ledger: ErasureLedger): Promise<number> {
  const refs = await recordsBackFromErasure(store, ledger);
  for (const ref of refs) await store.deleteKeptMail(ref.record.id);
  const removed = await store.privacy.deleteRecords(refs.map((r) => ({ kind: r.kind, id: r.record.id })));
  await store.privacy.compactAfterErase();
  return removed;
}
