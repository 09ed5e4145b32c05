// CSV export of a filtered list, as a stream: the store is read one keyset page at a time and a page
// is read only when the client has taken the one before (Readable.from pulls on demand), so memory
// stays flat however many records match.
import { Readable } from 'node:stream';
import { consultationCsvFields, contactCsvFields, csvHeader, leadCsvLine } from './csv';
import { type LeadKind } from '@site/contracts/records';
import { type LeadStore, type ListFilter, type ListPosition } from './store/lead-store';

/** Records per store read: large enough to amortise the query, small enough to stay a few hundred KB. */
export const EXPORT_BATCH = 500;

async function* csvChunks(store: LeadStore, kind: LeadKind, filter: ListFilter): AsyncGenerator<string> {
  const fields = kind === 'contact' ? contactCsvFields : consultationCsvFields;
  // A byte-order mark so spreadsheet programs read the file as UTF-8 (names with accents, ₦).
  yield '\uFEFF' + csvHeader(fields);
  let after: ListPosition | undefined;
  for (;;) {
    const page = await store.listPage(kind, filter, { limit: EXPORT_BATCH, after });
    if (page.length) yield page.map((r) => leadCsvLine(r, fields)).join('');
    if (page.length < EXPORT_BATCH) return;
    after = page.at(-1)!;
  }
}

export function csvExportStream(store: LeadStore, kind: LeadKind, filter: ListFilter): Readable {
  return Readable.from(csvChunks(store, kind, filter), { objectMode: false, highWaterMark: 64 * 1024 });
}
