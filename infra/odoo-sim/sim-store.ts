// Tables of plain records with an undo journal: every execute_kw is one transaction, committed on success
// and rolled back on fault, and a snapshot that survives restarts.
import { mkdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { dirname } from 'node:path';

/** null is SQL NULL, which Odoo reads back as `false`. */
export type StoredValue = string | number | boolean | null | number[];
export type StoredRecord = { id: number; [field: string]: StoredValue };

export interface StoreSnapshot {
  format: 'odoo-sim/1';
  nextId: Record<string, number>;
  tables: Record<string, StoredRecord[]>;
}

export class SimStore {
  private readonly tables = new Map<string, Map<number, StoredRecord>>();
  private readonly nextId = new Map<string, number>();
  private journal: Array<() => void> | null = null;
  private dirty = false;

  table(model: string): Map<number, StoredRecord> {
    let table = this.tables.get(model);
    if (!table) {
      table = new Map();
      this.tables.set(model, table);
    }
    return table;
  }

  get(model: string, id: number): StoredRecord | undefined {
    return this.table(model).get(id);
  }

  all(model: string): StoredRecord[] {
    return [...this.table(model).values()];
  }

  insert(model: string, values: Omit<StoredRecord, 'id'>, id?: number): StoredRecord {
    const table = this.table(model);
    const previousNext = this.nextId.get(model) ?? 1;
    const newId = id ?? previousNext;
    const record: StoredRecord = { ...values, id: newId };
    table.set(newId, record);
    this.nextId.set(model, Math.max(previousNext, newId + 1));
    this.record(() => {
      table.delete(newId);
      this.nextId.set(model, previousNext);
    });
    return record;
  }

  update(model: string, id: number, patch: Record<string, StoredValue>): void {
    const table = this.table(model);
    const current = table.get(id);
    if (!current) throw new Error(`no ${model} ${id}`);
    table.set(id, { ...current, ...patch, id });
    this.record(() => table.set(id, current));
  }

  delete(model: string, id: number): void {
    const table = this.table(model);
    const current = table.get(id);
    if (!current) return;
    table.delete(id);
    this.record(() => table.set(id, current));
  }

  /** Runs `work` as one transaction; returns whether it changed anything. */
  transaction<T>(work: () => T): { result: T; changed: boolean } {
    if (this.journal) throw new Error('nested transaction');
    this.journal = [];
    this.dirty = false;
    try {
      const result = work();
      return { result, changed: this.dirty };
    } catch (error) {
      for (const undo of this.journal.reverse()) undo();
      throw error;
    } finally {
      this.journal = null;
    }
  }

  /** Runs `work` inside the current transaction; undoes only its own changes if it throws (SAVEPOINT). */
  savepoint<T>(work: () => T): T {
    const mark = this.mark();
    try {
      return work();
    } catch (error) {
      this.rollbackTo(mark);
      throw error;
    }
  }

  mark(): number {
    if (!this.journal) throw new Error('savepoint outside a transaction');
    return this.journal.length;
  }

  rollbackTo(mark: number): void {
    const journal = this.journal;
    if (!journal) throw new Error('rollback outside a transaction');
    for (const undo of journal.splice(mark).reverse()) undo();
  }

  private record(undo: () => void): void {
    this.dirty = true;
    this.journal?.push(undo);
  }

  snapshot(): StoreSnapshot {
    return {
      format: 'odoo-sim/1',
      nextId: Object.fromEntries(this.nextId),
      tables: Object.fromEntries([...this.tables].map(([model, table]) => [model, [...table.values()]])),
    };
  }

  restore(snapshot: StoreSnapshot): void {
    if (snapshot.format !== 'odoo-sim/1') throw new Error(`unknown data file format ${String(snapshot.format)}`);
    this.tables.clear();
    this.nextId.clear();
    for (const [model, records] of Object.entries(snapshot.tables)) {
      this.tables.set(model, new Map(records.map((r) => [r.id, r])));
    }
    for (const [model, next] of Object.entries(snapshot.nextId)) this.nextId.set(model, next);
  }
}

export function readSnapshot(file: string): StoreSnapshot | null {
  let text: string;
  try {
    text = readFileSync(file, 'utf8');
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
    throw error;
  }
  return JSON.parse(text) as StoreSnapshot;
}

/** Temp file + rename, so a crash mid-write never leaves a torn data file. */
export function writeSnapshot(file: string, snapshot: StoreSnapshot): void {
  mkdirSync(dirname(file), { recursive: true });
  const temp = `${file}.${process.pid}.tmp`;
  writeFileSync(temp, JSON.stringify(snapshot));
  renameSync(temp, file);
}
