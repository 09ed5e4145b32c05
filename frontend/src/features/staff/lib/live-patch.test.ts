import type { InfiniteData } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { patchPages, removeFromPages } from './live-patch';

type R = { id: string; createdAt: string; name: string; email: string; company: string | null; leadStatus: string };
type P = { items: R[]; nextCursor: string | null; total: number };

const rec = (n: number, over: Partial<R> = {}): R => ({
  id: `id-${String(n).padStart(3, '0')}`,
  createdAt: new Date(Date.UTC(2025, 0, 1, 0, n)).toISOString(),
  name: `Person ${n}`,
  email: `p${n}@example.ng`,
  company: null,
  leadStatus: 'new',
  ...over,
});
/** Pages of `size`, newest first, over records 1..n; the last page loaded is `loaded`. */
function pages(n: number, size: number, loaded: number, total = n): InfiniteData<P, unknown> {
  const all = Array.from({ length: n }, (_, i) => rec(n - i));
  const out: P[] = [];
  for (let i = 0; i < loaded; i++)
    out.push({ items: all.slice(i * size, (i + 1) * size), nextCursor: (i + 1) * size < n ? `c${i}` : null, total });
  return { pages: out, pageParams: out.map((_, i) => (i ? `c${i - 1}` : null)) };
}
const ids = (d: InfiniteData<P, unknown>) => d.pages.flatMap((p) => p.items.map((r) => r.id));
const all = { q: '', status: undefined };

describe('live patch of a cached list', () => {
  it('replaces a loaded row in place and keeps the total', () => {
    const data = pages(6, 3, 2);
    const changed = rec(4, { name: 'Renamed' });
    const out = patchPages(data, changed, 'new', all);
    expect(ids(out)).toEqual(ids(data));
    expect(out.pages[0]!.items.find((r) => r.id === changed.id)!.name).toBe('Renamed');
    expect(out.pages.map((p) => p.total)).toEqual([6, 6]);
  });

  it('puts a new record at the top and counts it', () => {
    const out = patchPages(pages(6, 3, 1), rec(7), 'new', all);
    expect(ids(out).slice(0, 2)).toEqual(['id-007', 'id-006']);
    expect(out.pages[0]!.total).toBe(7);
  });

  it('leaves a list alone when the record does not match its filter, and drops a row that stopped matching', () => {
    const data = pages(6, 3, 2);
    expect(patchPages(data, rec(7, { name: 'Someone Else' }), 'new', { q: 'person', status: undefined })).toBe(data);
    const out = patchPages(data, rec(5), 'converted', { q: '', status: 'new' });
    expect(ids(out)).not.toContain('id-005');
    expect(out.pages[0]!.total).toBe(5);
  });

  it('ignores a record older than the loaded pages while more remain to load', () => {
    const data = pages(6, 3, 1, 6);
    const outside = { ...rec(1), id: 'id-000x' };
    expect(
      patchPages(
        { ...data, pages: [{ ...data.pages[0]!, items: data.pages[0]!.items.filter((r) => r.id !== 'id-001') }] },
        outside,
        'new',
        all,
      ).pages[0]!.total,
    ).toBe(6);
  });

  it('drops an erased row and lowers the total; a record not loaded changes nothing', () => {
    const data = pages(6, 3, 2);
    const next = removeFromPages(data, 'id-004');
    expect(ids(next)).toEqual(['id-006', 'id-005', 'id-003', 'id-002', 'id-001']);
    expect(next.pages.map((p) => p.total)).toEqual([5, 5]);
    expect(removeFromPages(data, 'id-999')).toBe(data);
  });
});
