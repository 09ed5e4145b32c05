// Records under external ids, for a bot that may not read ir.model.data (Odoo 17 closes it to everyone
// but Administration / Access Rights). Both go through `load`, the method behind Odoo's import, which a
// Sales user may call:
// - create: `load(['id', fields…], rows)` in the context `mode: 'update', noupdate: true` makes each
//   record and its external id in one transaction, and answers the id of a record whose external id
//   exists without writing it (the external id was registered with noupdate). So a retry after any
//   failure finds the record instead of making another, and never overwrites what staff changed since;
// - look-up alone: `load(['id'], [[xid], …])` answers the ids of external ids that exist and a row
//   error ("Missing required value …") for each that does not, creating nothing (Odoo logs the failed
//   insert, so this is kept for the rare look-up that must not create).
// Creates made close together share one `load` (up to `batchSize`); each keeps its own answer. A row that
// meets a concurrent write (Odoo's lead enrichment writes to a new lead within a second) is answered as a
// row error, not a fault, and Odoo does not retry it: here it is a busy fault.
import { isAccessRow, isBusyRow, loadRejected, type LoadResult } from './load-result';
import { type OdooCalls, type OdooFieldInfo, type OdooValues } from './odoo-calls';
import { OdooError } from './odoo-errors';

/** The namespace Odoo's importer uses for external ids without a module. */
export const EXTERNAL_ID_MODULE = '__import__';

const EXTERNAL_ID_NAME = /^[A-Za-z0-9_-]{1,200}$/;

/** `load` registers new external ids with noupdate and leaves records under such ids unwritten. */
export const CREATE_ONLY_CONTEXT = Object.freeze({ mode: 'update', noupdate: true });

interface Waiter {
  resolve: (id: number) => void;
  reject: (error: unknown) => void;
}

interface PendingBatch {
  model: string;
  context: Record<string, unknown>;
  items: Array<{ externalId: string; values: OdooValues } & Waiter>;
  timer?: NodeJS.Timeout;
}

interface LoadRow {
  columns: string[];
  row: string[];
  waiters: Waiter[];
}

/** A `load` answer whose rows met a concurrent write: retried like Odoo's other busy faults. */
export function throwIfBusy(model: string) {
  return (answer: LoadResult) => {
    if (answer.ids === false && answer.messages?.some(isBusyRow)) {
      throw new OdooError({
        kind: 'transient',
        code: 'concurrency',
        call: `${model}.load`,
        reason: 'could not serialize access due to concurrent update',
      });
    }
  };
}

export class ExternalIds {
  private readonly batches = new Map<string, PendingBatch>();
  /** Batches being written now. */
  private writing = 0;

  constructor(
    private readonly client: OdooCalls,
    private readonly opts: { batchSize: number; batchWindowMs: number },
  ) {}

  /** The id of the `model` record an external id points at ("module.name", or a bare name in __import__). */
  async find(model: string, externalId: string): Promise<number | null> {
    return (await this.findMany(model, [externalId])).get(externalId) ?? null;
  }

  /**
   * Record ids of `model` by external id (one call for many; bare names are in __import__); those without
   * a record are absent. `load` answers all or nothing: the rows it names as missing are left out and the
   * others asked again.
   */
  async findMany(model: string, externalIds: string[]): Promise<Map<string, number>> {
    const found = new Map<string, number>();
    let remaining = [...new Set(externalIds)];
    while (remaining.length > 0) {
      const data = remaining.map((x) => [x]);
      const answer = await this.client.call<LoadResult>(model, 'load', { fields: ['id'], data }, {}, throwIfBusy(model));
      if (answer.ids !== false && answer.ids.length === remaining.length) {
        const ids = answer.ids;
        remaining.forEach((x, index) => found.set(x, ids[index]!));
        return found;
      }
      const messages = answer.messages ?? [];
      // A look-up refused for the bot's rights would read as "missing": it is the rights that are missing.
      if (messages.some(isAccessRow)) throw loadRejected(model, messages);
      const missing = new Set(messages.flatMap((m) => (m.type === 'error' && typeof m.record === 'number' ? [m.record] : [])));
      // An answer that names no row cannot be a look-up's: Odoo refused the call itself.
      if (missing.size === 0) throw loadRejected(model, messages);
      remaining = remaining.filter((_, index) => !missing.has(index));
    }
    return found;
  }

  /**
   * The id of the record under `externalId`, created with `values` unless the external id already points
   * at one (which is then left as it is). Records created within `batchWindowMs` of each other share one
   * `load` call (up to `batchSize`); each still gets its own answer: its id, or its own error when Odoo
   * refuses its row.
   */
  create(model: string, externalId: string, values: OdooValues, context: Record<string, unknown> = {}): Promise<number> {
    if (!EXTERNAL_ID_NAME.test(externalId)) {
      return Promise.reject(
        new OdooError({
          kind: 'permanent',
          code: 'bad_request',
          reason: `external id ${JSON.stringify(externalId)} must be 1–200 letters, digits, "_" or "-"`,
        }),
      );
    }
    return new Promise<number>((resolve, reject) => {
      const key = `${model}\u0000${JSON.stringify(context)}`;
      let batch = this.batches.get(key);
      if (!batch) {
        batch = { model, context, items: [] };
        this.batches.set(key, batch);
      }
      batch.items.push({ externalId, values, resolve, reject });
      // Without a backlog (Odoo idle, nothing gathering) a record goes at once; otherwise records gather
      // while Odoo is busy, for at most the window, and go together.
      const idle = this.writing === 0 && this.batches.size === 1 && this.client.idle;
      if (batch.items.length >= this.opts.batchSize || (batch.items.length === 1 && idle)) this.flush(key);
      else batch.timer ??= setTimeout(() => this.flush(key), this.opts.batchWindowMs);
    });
  }

  private flush(key: string): void {
    const batch = this.batches.get(key);
    if (!batch) return;
    this.batches.delete(key);
    clearTimeout(batch.timer);
    this.writing++;
    void this.writeBatch(batch)
      .catch((error: unknown) => {
        for (const item of batch.items) item.reject(error);
      })
      .finally(() => this.writing--);
  }

  private async writeBatch({ model, context, items }: PendingBatch): Promise<void> {
    // One waiter list per external id: the same record twice in a batch is written once.
    const byId = new Map<string, { values: OdooValues; waiters: Waiter[] }>();
    for (const item of items) {
      const entry = byId.get(item.externalId) ?? { values: item.values, waiters: [] };
      entry.waiters.push(item);
      byId.set(item.externalId, entry);
    }
    const fields = await this.client.fieldsGet(model);
    const groups = new Map<string, LoadRow[]>();
    for (const [externalId, { values, waiters }] of byId) {
      let columns: string[];
      let row: string[];
      try {
        [columns, row] = toImportRow(externalId, values, fields);
      } catch (error) {
        for (const w of waiters) w.reject(error);
        continue;
      }
      // One load call per column set: load's rows all share the header.
      const signature = columns.join('\u0000');
      const group = groups.get(signature) ?? [];
      group.push({ columns, row, waiters });
      groups.set(signature, group);
    }
    for (const rows of groups.values()) await this.loadRows(model, context, rows);
  }

  /**
   * One load for many rows. Odoo's import is all or nothing: one bad row rolls the call back and answers
   * ids:false with messages naming the row (`record`). The named rows fail on their own and the others are
   * loaded again; messages that name no row make every row go alone, so a bad row never fails the others.
   */
  private async loadRows(model: string, context: Record<string, unknown>, rows: LoadRow[]): Promise<void> {
    let remaining = rows;
    while (remaining.length > 0) {
      const result = await this.client.call<LoadResult>(
        model,
        'load',
        { fields: remaining[0]!.columns, data: remaining.map((r) => r.row) },
        { ...context, ...CREATE_ONLY_CONTEXT },
        throwIfBusy(model),
      );
      if (result.ids !== false && result.ids.length === remaining.length) {
        const ids = result.ids;
        remaining.forEach((r, index) => r.waiters.forEach((w) => w.resolve(ids[index]!)));
        return;
      }
      const messages = result.messages ?? [];
      const byRow = new Map<number, string[]>();
      for (const m of messages) {
        if (m.type !== 'error' || typeof m.record !== 'number' || m.record < 0 || m.record >= remaining.length) continue;
        byRow.set(m.record, [...(byRow.get(m.record) ?? []), m.message ?? '']);
      }
      if (byRow.size === 0) {
        if (remaining.length === 1) {
          const error = loadRejected(model, messages);
          for (const w of remaining[0]!.waiters) w.reject(error);
          return;
        }
        for (const single of remaining) await this.loadRows(model, context, [single]);
        return;
      }
      for (const [index, texts] of byRow) {
        const error = loadRejected(
          model,
          texts.map((message) => ({ type: 'error', message })),
        );
        for (const w of remaining[index]!.waiters) w.reject(error);
      }
      remaining = remaining.filter((_, index) => !byRow.has(index));
    }
  }
}

/**
 * One `load` row: cells are strings; many2one ids go in "field/.id" columns, many2many ids comma-separated,
 * empty values as "" (which load writes as empty, so `user_id: false` really unassigns).
 */
function toImportRow(externalId: string, values: OdooValues, fields: Record<string, OdooFieldInfo>): [string[], string[]] {
  const columns = ['id'];
  const row = [externalId];
  for (const [field, value] of Object.entries(values)) {
    if (value === undefined) continue;
    const type = fields[field]?.type;
    if (type === 'many2many' || type === 'one2many') {
      const ids = x2manyIds(field, value);
      columns.push(ids.length > 0 ? `${field}/.id` : field);
      row.push(ids.join(','));
    } else if (type === 'many2one' && typeof value === 'number') {
      columns.push(`${field}/.id`);
      row.push(String(value));
    } else {
      columns.push(field);
      row.push(importCell(field, value, type));
    }
  }
  return [columns, row];
}

const isIdList = (value: unknown): value is number[] => Array.isArray(value) && value.every((id) => typeof id === 'number');

/** The ids an x2many value sets, from an id list or [6, 0, ids] / [4, id, 0] commands; load knows no others. */
function x2manyIds(field: string, value: unknown): number[] {
  if (value === null || value === false) return [];
  if (isIdList(value)) return value;
  const ids: number[] = [];
  for (const command of Array.isArray(value) ? value : [value]) {
    if (Array.isArray(command) && command[0] === 6 && isIdList(command[2])) ids.splice(0, ids.length, ...command[2]);
    else if (Array.isArray(command) && command[0] === 4 && typeof command[1] === 'number') ids.push(command[1]);
    else throw badValue(field, 'only id lists, [6, 0, ids] and [4, id, 0] can be imported');
  }
  return ids;
}

function importCell(field: string, value: unknown, type: string | undefined): string {
  if (value === null || value === false) return type === 'boolean' ? '0' : '';
  if (value === true) return '1';
  if (value instanceof Date) return value.toISOString().slice(0, 19).replace('T', ' ');
  if (typeof value === 'string' || typeof value === 'number') return String(value);
  throw badValue(field, 'expected a string, number, boolean or Date');
}

function badValue(field: string, why: string): OdooError {
  return new OdooError({ kind: 'permanent', code: 'bad_request', reason: `cannot write ${field}: ${why}` });
}
