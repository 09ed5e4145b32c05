// Keyset paging for every staff list (leads, kept mail, the audit log): the store is asked for one row
// more than the page holds, and that extra row says whether another page follows, without a count query.
// The lists' cursor is store/list-cursor.ts's (createdAt, id); the audit log pages by sequence number.
import { type ListPosition } from '../store/lead-store';
import { decodeCursor } from '../store/list-cursor';
import { validationError } from '../errors';

/** One page of at most `limit` rows read by `read(limit + 1)`, and the key of the next page (null on the last). */
export async function keysetPage<Row, Key>(
  limit: number,
  read: (rows: number) => Promise<Row[]>,
  keyOf: (last: Row) => Key,
): Promise<{ items: Row[]; next: Key | null }> {
  const rows = await read(limit + 1);
  const items = rows.slice(0, limit);
  const last = items.at(-1);
  return { items, next: rows.length > limit && last !== undefined ? keyOf(last) : null };
}

/** The position a list's `cursor` query names (undefined for the first page); a 400 for one this service did not write. */
export function positionOf(cursor: string | undefined): ListPosition | undefined {
  if (cursor === undefined) return undefined;
  const at = decodeCursor(cursor);
  if (at === null) throw validationError([{ path: 'cursor', message: 'cursor must be a nextCursor this list returned' }]);
  return at;
}
