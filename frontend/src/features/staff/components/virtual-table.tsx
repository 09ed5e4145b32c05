// One continuous table that renders only the rows in view (plus a few), with real table semantics:
// aria-rowcount gives the size of the whole filtered list and each rendered row its aria-rowindex,
// so assistive technology reports "row 812 of 5,000" although the DOM holds a few dozen rows. Spacer
// rows above and below stand in for the rows not rendered. Nearing the last loaded row asks for the
// next page.
import { useVirtualizer } from '@tanstack/react-virtual';
import { useEffect, useRef, type ReactNode } from 'react';

export interface Column<R> {
  header: string;
  /** Share of the table's width (table-layout: fixed), so the table fits its box at 1280 px. */
  width: string;
  cell: (row: R) => ReactNode;
}

export interface VirtualTableProps<R extends { id: string }> {
  caption: string;
  columns: readonly Column<R>[];
  rows: readonly R[];
  /** Size of the whole filtered list on the server. */
  total: number;
  hasMore: boolean;
  loadingMore: boolean;
  onNeedMore: () => void;
}

/** A row is about this tall before it is measured (three lines of message at most). */
const ESTIMATED_ROW_PX = 76;
const OVERSCAN = 8;
/** Ask for the next page this many rows before the last loaded one comes into view. */
const PREFETCH_ROWS = 25;

/**
 * The virtualizer over the loaded rows, the rows in view, the heights the spacer rows stand in for
 * above and below them, and the request for the next page when the last loaded row nears.
 */
function useVirtualRows<R extends { id: string }>({
  rows,
  hasMore,
  loadingMore,
  onNeedMore,
}: Pick<VirtualTableProps<R>, 'rows' | 'hasMore' | 'loadingMore' | 'onNeedMore'>) {
  const scrollRef = useRef<HTMLDivElement>(null);
  const virtualizer = useVirtualizer({
    count: rows.length,
    getScrollElement: () => scrollRef.current,
    estimateSize: () => ESTIMATED_ROW_PX,
    overscan: OVERSCAN,
    getItemKey: (index) => rows[index]!.id,
    // React 19: no flushSync from inside a render.
    useFlushSync: false,
  });
  const items = virtualizer.getVirtualItems();
  const lastIndex = items.at(-1)?.index ?? -1;

  useEffect(() => {
    if (hasMore && !loadingMore && lastIndex >= rows.length - 1 - PREFETCH_ROWS) onNeedMore();
  }, [hasMore, loadingMore, lastIndex, rows.length, onNeedMore]);

  const top = items[0]?.start ?? 0;
  const bottom = items.length ? virtualizer.getTotalSize() - items.at(-1)!.end : 0;
  return { scrollRef, virtualizer, items, top, bottom };
}

export function VirtualTable<R extends { id: string }>({
  caption,
  columns,
  rows,
  total,
  hasMore,
  loadingMore,
  onNeedMore,
}: VirtualTableProps<R>) {
  const { scrollRef, virtualizer, items, top, bottom } = useVirtualRows({ rows, hasMore, loadingMore, onNeedMore });
  const spacer = (height: number, key: string) =>
    height > 0 ? (
      <tr aria-hidden="true" key={key}>
        <td colSpan={columns.length} style={{ height, padding: 0, border: 0 }} />
      </tr>
    ) : null;

  return (
    <div
      ref={scrollRef}
      role="region"
      aria-label={caption}
      tabIndex={0}
      className="max-h-[70vh] overflow-auto rounded-xl border border-slate-200 bg-white"
      data-virtual-table
    >
      <table aria-rowcount={total + 1} className="w-full min-w-[60rem] table-fixed border-collapse text-left text-sm">
        <caption className="sr-only">{caption}</caption>
        <colgroup>
          {columns.map((c) => (
            <col key={c.header} style={{ width: c.width }} />
          ))}
        </colgroup>
        <TableHead columns={columns} />
        <tbody>
          {!rows.length ? (
            <tr aria-rowindex={2}>
              <td colSpan={columns.length} className="px-4 py-10 text-center text-slate-600">
                No records match the current filters.
              </td>
            </tr>
          ) : (
            <>
              {spacer(top, 'top')}
              {items.map((item) => {
                const row = rows[item.index]!;
                return (
                  <tr
                    key={row.id}
                    ref={virtualizer.measureElement}
                    data-index={item.index}
                    data-id={row.id}
                    aria-rowindex={item.index + 2}
                    className="border-b border-slate-100"
                  >
                    {columns.map((c) => (
                      <td key={c.header} className="px-2 py-2.5 align-top text-slate-800 [overflow-wrap:break-word]">
                        {c.cell(row)}
                      </td>
                    ))}
                  </tr>
                );
              })}
              {spacer(bottom, 'bottom')}
            </>
          )}
        </tbody>
      </table>
      {loadingMore ? (
        <p role="status" className="px-4 py-3 text-center text-sm text-slate-600">
          Loading more...
        </p>
      ) : null}
    </div>
  );
}

function TableHead<R>({ columns }: { columns: readonly Column<R>[] }) {
  return (
    <thead>
      <tr aria-rowindex={1}>
        {columns.map((c) => (
          <th
            key={c.header}
            scope="col"
            className="sticky top-0 z-10 border-b border-slate-200 bg-slate-50 px-2 py-3 font-semibold text-slate-800"
          >
            {c.header}
          </th>
        ))}
      </tr>
    </thead>
  );
}
