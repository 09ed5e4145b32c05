// Applies one live record to a cached, newest-first list of pages without asking the server: the row
// is replaced, inserted where it belongs, or removed when it no longer matches the list's filter, and
// the list's total follows.
import { matchesListFilter } from '@site/contracts/lead-lists';
import type { InfiniteData } from '@tanstack/react-query';

type Listed = { id: string; createdAt: string; name: string; email: string; company: string | null };
type Page<R> = { items: R[]; nextCursor: string | null; total: number };

const newerFirst = (a: Listed, b: Listed) => b.createdAt.localeCompare(a.createdAt) || b.id.localeCompare(a.id);

export function patchPages<R extends Listed, P extends Page<R>>(
  data: InfiniteData<P, unknown>,
  record: R,
  status: string,
  filter: { q: string; status: string | undefined },
): InfiniteData<P, unknown> {
  const matches = matchesListFilter({ ...record, status }, filter);
  const pages = data.pages;
  const pageIndex = pages.findIndex((p) => p.items.some((r) => r.id === record.id));
  let delta = 0;
  let next: P[];
  if (pageIndex >= 0) {
    next = pages.map((p, i) =>
      i !== pageIndex
        ? p
        : { ...p, items: matches ? p.items.map((r) => (r.id === record.id ? record : r)) : p.items.filter((r) => r.id !== record.id) },
    );
    if (!matches) delta = -1;
  } else {
    if (!matches) return data;
    // Only a record inside the loaded range can be placed; an older one shows up when its page loads.
    const last = pages.at(-1);
    const lastItem = last?.items.at(-1);
    const allLoaded = !last || last.nextCursor === null;
    if (!allLoaded && lastItem && newerFirst(record, lastItem) > 0) return data;
    let target = pages.findIndex((p) => p.items.some((r) => newerFirst(record, r) < 0));
    if (target < 0) target = Math.max(0, pages.length - 1);
    if (!pages.length) return data;
    next = pages.map((p, i) => (i !== target ? p : { ...p, items: [...p.items, record].sort(newerFirst) }));
    delta = 1;
  }
  if (delta) next = next.map((p) => ({ ...p, total: Math.max(0, p.total + delta) }));
  return { ...data, pages: next };
}

/** Drops an erased record from a cached list of pages, and its total follows. */
export function removeFromPages<P extends Page<{ id: string }>>(data: InfiniteData<P, unknown>, id: string): InfiniteData<P, unknown> {
  if (!data.pages.some((p) => p.items.some((r) => r.id === id))) return data;
  return { ...data, pages: data.pages.map((p) => ({ ...p, items: p.items.filter((r) => r.id !== id), total: Math.max(0, p.total - 1) })) };
}
